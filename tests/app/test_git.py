"""``app.git``: the git-aware operations on real repositories made with the git binary: the
repository of the workspace, branch handoffs, the review of staged team memory and the
server-side gate. Every refusal leaves the work tree and the index as they were."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ecc_memory.app import git as app_git
from ecc_memory.app import vault
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import EccError, InvalidInput
from ecc_memory.git.rules import RULES
from gitrepo import clock_now, commit_all, fake_token, git, init_repo, iso, snapshot, write


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A repository with the vault's project and team scopes, on a feature branch."""
    path = init_repo(tmp_path / "repo")
    vault.init(_place(path), ("project", "team"))
    git(path, "add", "-f", ".ecc/memory/project/.gitignore")
    git(path, "commit", "-q", "-m", "the project guard")
    git(path, "checkout", "-q", "-b", "feature/login")
    write(path, "src/login.py", "print('login')\n")
    commit_all(path, "Add the login form")
    return path


def _place(start: Path, **env: str) -> Workspace:
    return Workspace.find(start, {**os.environ, "ECC_MEMORY_NOW": iso(clock_now()), **env})


def test_the_repository_is_the_one_at_or_above_the_start(repo: Path) -> None:
    (repo / "src" / "deep").mkdir()
    opened = app_git.open_repository(_place(repo / "src" / "deep"))
    assert opened.repo.workdir.resolve() == repo.resolve()
    assert opened.roots.project == repo.resolve() / ".ecc" / "memory" / "project"
    assert opened.layout.project == ".ecc/memory/project/"
    assert opened.layout.team == ".ecc/memory/team/"


def test_outside_a_repository_every_git_operation_is_refused(tmp_path: Path) -> None:
    lonely = tmp_path / "lonely"
    lonely.mkdir()
    place = _place(lonely)
    operations = [
        lambda: app_git.open_repository(place),
        lambda: app_git.latest_handoff(place, None, None),
        lambda: app_git.review_staged(place),
        lambda: app_git.branch_handoff(place, app_git.BranchHandoffRequest("", "cli", ("codex",))),
    ]
    for operation in operations:
        with pytest.raises(EccError) as refused:
            operation()
        assert refused.value.code == "git-not-a-repo"
    assert list(lonely.iterdir()) == []


def test_a_branch_handoff_is_written_once_per_change_and_is_the_latest(repo: Path) -> None:
    place = _place(repo / "src")
    request = app_git.BranchHandoffRequest("", "claude", ("codex",), tags=("login",))
    first = app_git.branch_handoff(place, request)
    assert (first.branch, first.scope, first.previous_id) == ("feature/login", "project", None)
    assert first.written == f"project:handoffs/{first.memory_id}.md"
    again = app_git.branch_handoff(place, request)
    assert (again.written, again.previous_id) == (None, first.memory_id)
    latest = app_git.latest_handoff(place, None, "codex")
    assert latest.branch == "feature/login"
    assert latest.memory is not None
    assert latest.memory.id == first.memory_id
    assert "login" in latest.memory.tags
    assert "Add the login form" in latest.memory.body
    assert latest.author == "ECC Test"  # the git identity of the test's configuration
    assert latest.provenance == "ECC Test, claude, this clone, 0s ago"  # the workspace's clock
    assert app_git.latest_handoff(place, None, "hermes").memory is None  # not its reader


def test_a_branch_without_a_handoff_has_no_latest(repo: Path) -> None:
    latest = app_git.latest_handoff(_place(repo), "main", None)
    assert latest == app_git.Latest("main", None)


def test_a_detached_head_needs_a_branch_name(repo: Path) -> None:
    git(repo, "checkout", "-q", "--detach")
    with pytest.raises(EccError) as refused:
        app_git.latest_handoff(_place(repo), None, None)
    assert refused.value.code == "git-detached-head"


@pytest.mark.parametrize(
    ("targets", "scope", "code"),
    [((), "project", "TARGET_REQUIRED"), (("codex",), "user", "SCOPE_UNSUPPORTED")],
)
def test_a_branch_handoff_without_a_reader_or_in_the_user_scope_is_refused(
    repo: Path, targets: tuple[str, ...], scope: str, code: str
) -> None:
    before = snapshot(repo)
    with pytest.raises(InvalidInput) as refused:
        app_git.branch_handoff(
            _place(repo), app_git.BranchHandoffRequest("", "claude", targets, scope=scope)
        )
    assert refused.value.code == code
    assert snapshot(repo) == before


def test_a_handoff_reader_that_is_not_a_slug_is_refused(repo: Path) -> None:
    with pytest.raises(InvalidInput) as refused:
        app_git.latest_handoff(_place(repo), None, "Not A Slug")
    assert refused.value.code == "INVALID_SLUG"


def test_staged_team_memory_is_reviewed_then_approved_with_its_record(repo: Path) -> None:
    place = _place(repo)
    rule = vault.SaveRequest("Team rule", "Review every migration.", scope="team")
    saved = vault.save(place, rule)
    git(repo, "add", "-A")
    staged = app_git.review_staged(place)
    [doc] = staged.docs
    assert doc.path == f".ecc/memory/team/notes/{saved.result.memory.id}.md"
    assert (doc.approved, doc.blocked) == (False, ())
    assert "Review every migration." in app_git.staged_text(staged, doc)
    assert app_git.reviewed_here(staged) == frozenset()
    approval = app_git.approve(staged, [doc])
    # The guard is committed already: only the record is staged.
    assert approval == app_git.Approval(1, ".ecc/memory/reviews/", False)
    again = app_git.review_staged(place)
    assert app_git.reviewed_here(again) == frozenset({doc.blob_id})
    assert [d.approved for d in again.docs] == [True]
    index = git(repo, "ls-files", "--stage").stdout
    assert ".ecc/memory/reviews/" in index


def test_approving_nothing_stages_nothing(repo: Path) -> None:
    vault.save(_place(repo), vault.SaveRequest("Team rule", "Review it.", scope="team"))
    git(repo, "add", "-A")
    staged = app_git.review_staged(_place(repo))
    before = snapshot(repo)
    assert app_git.approve(staged, []) == app_git.Approval(0, ".ecc/memory/reviews/", False)
    assert snapshot(repo) == before


def test_staged_team_memory_holding_a_secret_is_blocked(repo: Path) -> None:
    token = fake_token("ghp_", 36)
    write(repo, ".ecc/memory/team/notes/mem_20260101_leak0001.md", f"key {token}\n")
    git(repo, "add", "-A")
    [doc] = app_git.review_staged(_place(repo)).docs
    assert doc.blocked
    assert all(token not in reason for reason in map(str, doc.blocked))


def test_ci_passes_a_clean_range_and_blocks_a_committed_project_memory(repo: Path) -> None:
    place = _place(repo)
    clean = app_git.ci(place, app_git.open_repository(place), app_git.CiRequest(base="main"))
    assert clean.problems == []
    assert (clean.base_source, clean.commits_checked) == ("option", 1)
    write(repo, ".ecc/memory/project/notes/mem_20260101_private01.md", "mine\n")
    git(repo, "add", "-f", ".ecc/memory/project/notes/mem_20260101_private01.md")
    git(repo, "commit", "-q", "-m", "oops")
    report = app_git.ci(place, app_git.open_repository(place), app_git.CiRequest(base="main"))
    assert report.problems
    private = ".ecc/memory/project/notes/mem_20260101_private01.md"
    assert {p.file for p in report.problems} == {private}
    assert all(p.code in RULES for p in report.problems)


def test_ci_requires_docs_memory_only_when_asked(repo: Path) -> None:
    place = _place(repo)
    opened = app_git.open_repository(place)
    assert app_git.ci(place, opened, app_git.CiRequest(base="main")).protocol == "skipped"
    required = app_git.ci(place, opened, app_git.CiRequest(base="main", require_protocol=True))
    assert required.problems


@pytest.mark.parametrize("code", sorted(RULES))
def test_each_ci_rule_has_a_name_and_a_description(code: str) -> None:
    assert app_git.ci_rule(code) == RULES[code]


def test_an_admission_code_maps_to_its_rule_and_a_protocol_code_to_the_protocol() -> None:
    from ecc_memory.git.rules import ADMISSION

    assert app_git.ci_rule(f"{ADMISSION}/too-deep") == RULES[ADMISSION]
    name, text = app_git.ci_rule("MC-CONFLICT-003")
    assert name == "MemoryProtocol"
    assert "MC-CONFLICT-003" in text


NOT_UTF8_BRANCH = b"caf\xe9/\xff"


@pytest.fixture
def odd_branch(repo: Path) -> Path:
    """The repository on a branch whose name is not UTF-8 (git takes any bytes but a few)."""
    import subprocess

    subprocess.run(
        [b"git", b"checkout", b"-q", b"-b", NOT_UTF8_BRANCH], cwd=repo, check=True,
        env={**os.environ},
    )  # fmt: skip
    return repo


@pytest.mark.parametrize(
    "operation",
    [
        lambda place: app_git.branch_handoff(
            place, app_git.BranchHandoffRequest("", "claude", ("codex",))
        ),
        lambda place: app_git.latest_handoff(place, None, None),
    ],
    ids=["branch_handoff", "latest_handoff"],
)
def test_a_branch_name_that_is_not_utf8_is_refused_or_answered(
    odd_branch: Path, operation: object
) -> None:
    """Once a raw UnicodeEncodeError (an internal error); now a refusal with its code that
    changes nothing (issue 33: every hostile input is a refusal or an answer)."""
    before = snapshot(odd_branch)
    with pytest.raises(EccError) as refused:
        operation(_place(odd_branch))  # type: ignore[operator]
    assert refused.value.code == "BRANCH_NOT_UTF8"
    assert snapshot(odd_branch) == before


def test_the_brief_on_a_branch_that_is_not_utf8_still_briefs(odd_branch: Path) -> None:
    from ecc_memory.app import session

    vault.save(_place(odd_branch), vault.SaveRequest("Kettle", "Boils.", targets=("claude",)))
    done = session.brief(_place(odd_branch), session.BriefRequest("claude"))
    assert "Kettle" in done.brief.markdown
    assert "\udce9" not in done.brief.markdown


def test_review_since_a_revision_lists_team_memory_committed_without_a_record(repo: Path) -> None:
    place = _place(repo)
    saved = vault.save(place, vault.SaveRequest("Team rule", "Review it.", scope="team"))
    commit_all(repo, "team memory, unreviewed")
    assert app_git.review_staged(place).docs == []  # nothing staged
    since = app_git.review_staged(place, since="main")
    [doc] = since.docs
    assert doc.path == f".ecc/memory/team/notes/{saved.result.memory.id}.md"
    assert not doc.approved
    report = app_git.ci(place, app_git.open_repository(place), app_git.CiRequest(base="main"))
    assert {p.file for p in report.problems} == {doc.path}  # what ci fails, review offers
    app_git.approve(since, since.docs)
    git(repo, "commit", "-q", "-m", "the review record")
    assert (
        app_git.ci(place, app_git.open_repository(place), app_git.CiRequest(base="main")).problems
        == []
    )
