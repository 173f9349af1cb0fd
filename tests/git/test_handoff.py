from __future__ import annotations

import itertools
import json
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest

from ecc_memory.config import resolve_roots
from ecc_memory.errors import SecretRefused
from ecc_memory.git import install
from ecc_memory.git.handoff import branch_tag, newest_handoff, write_branch_handoff
from ecc_memory.git.records import GitError
from ecc_memory.git.repo import open_repo
from ecc_memory.vault.frontmatter import parse_document
from ecc_memory.vault.store import GUARD_CONTENT
from gitrepo import clock_now, fake_token, git, init_repo, write

pytestmark = pytest.mark.clock
_TICKS = itertools.count()  # handoffs written one after another get later times


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    git(path, "checkout", "-q", "-b", "feature/login")
    write(path, "src/app.py", "print('a')\n")
    git(path, "add", ".")
    git(path, "commit", "-q", "-m", "Add the app")
    return path


def handoffs(repo: Path) -> list[Path]:
    return sorted((repo / ".ecc/memory/project/handoffs").glob("*.md"))


def save(repo: Path, **kw: object) -> object:
    roots = resolve_roots(repo, {"HOME": str(repo.parent / "home")})
    kw.setdefault("now", clock_now() + timedelta(seconds=next(_TICKS)))
    return write_branch_handoff(roots, open_repo(repo), source_harness="codex", **kw)  # type: ignore[arg-type]


def test_body_describes_the_branch(repo: Path) -> None:
    write(repo, "staged.txt", "content that must not appear\n")
    git(repo, "add", "staged.txt")
    write(repo, "loose.txt", "x\n")
    outcome = save(repo, targets=("claude",), tags=("auth",))
    memory = parse_document(handoffs(repo)[0].read_bytes())
    assert memory.id == outcome.memory_id  # type: ignore[attr-defined]
    assert (memory.kind, memory.scope, memory.trust) == ("handoff", "project", "unreviewed")
    assert memory.title == "Branch handoff: feature/login"
    assert memory.target_harnesses == ("claude",)
    assert memory.tags == ("branch-handoff", branch_tag("feature/login"), "auth")
    body = memory.body
    assert "- Branch: `feature/login`" in body
    assert "- Default branch: `main`, merge-base" in body
    assert "- Commits since merge-base: 1" in body
    assert "Add the app" in body
    assert "A `src/app.py` (+1 -0)" in body
    assert "- Working tree: 1 staged, 0 unstaged, 1 untracked" in body
    assert "`staged.txt`" in body
    assert "`loose.txt`" in body
    assert "must not appear" not in body  # names only, never contents
    assert ".ecc/" not in body
    assert (repo / ".ecc/memory/project/.gitignore").read_bytes() == GUARD_CONTENT


def test_nothing_changed_writes_nothing_then_chain(repo: Path) -> None:
    first = save(repo)
    again = save(repo)
    assert again.written is None  # type: ignore[attr-defined]
    assert again.memory_id == first.memory_id  # type: ignore[attr-defined]
    assert len(handoffs(repo)) == 1
    write(repo, "src/more.py", "x = 1\n")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "More")
    second = save(repo)
    assert second.previous_id == first.memory_id  # type: ignore[attr-defined]
    newest = newest_handoff(resolve_roots(repo, {}), "feature/login")
    assert newest is not None
    assert newest.id == second.memory_id  # type: ignore[attr-defined]
    assert newest.links == (first.memory_id,)  # type: ignore[attr-defined]


def test_extra_text_goes_above_the_context_and_counts_as_change(repo: Path) -> None:
    save(repo)
    outcome = save(repo, extra_body="Next: wire the login form.")
    assert outcome.written is not None  # type: ignore[attr-defined]
    newest = newest_handoff(resolve_roots(repo, {}), "feature/login")
    assert newest is not None
    assert newest.body.startswith("Next: wire the login form.\n\nBranch handoff for")


def test_other_branch_and_slug_collision(repo: Path) -> None:
    git(repo, "branch", "feature-login")
    save(repo, branch="feature-login")
    assert newest_handoff(resolve_roots(repo, {}), "feature/login") is None
    assert branch_tag("feature-login") != branch_tag("feature/login")


def test_detached_head_needs_a_branch_name(repo: Path) -> None:
    git(repo, "checkout", "-q", "--detach")
    with pytest.raises(GitError) as info:
        save(repo)
    assert info.value.code == "git-detached-head"
    assert save(repo, branch="feature/login").written  # type: ignore[attr-defined]


def test_secret_in_commit_subject_is_refused(repo: Path) -> None:
    write(repo, "s.txt", "s\n")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", f"oops {fake_token('ghp_', 36)}")
    with pytest.raises(SecretRefused) as info:
        save(repo)
    assert info.value.code == "SECRET_REFUSED"
    assert handoffs(repo) == []


def _install(repo: Path) -> None:
    install.install(open_repo(repo), sys.executable, "-P", ("post-checkout",))


def test_post_checkout_hands_off_the_branch_being_left(repo: Path) -> None:
    _install(repo)
    result = git(repo, "checkout", "main")
    # git sends a hook's standard output to its own standard error.
    assert "ecc-memory: saved handoff for feature/login" in result.stderr
    assert len(handoffs(repo)) == 1
    result = git(repo, "checkout", "feature/login")
    assert "ecc-memory: newest handoff for feature/login: mem_" in result.stderr
    git(repo, "checkout", "main")  # nothing changed on feature/login: no new file
    assert sum("feature/login" in p.read_text() for p in handoffs(repo)) == 1


def test_a_quiet_checkout_prints_nothing_and_still_hands_off(repo: Path) -> None:
    _install(repo)
    for args in (("checkout", "-q", "main"), ("switch", "--quiet", "feature/login")):
        result = git(repo, *args)
        assert (result.stdout, result.stderr) == ("", "")
    assert len(handoffs(repo)) == 1  # written on leaving feature/login, silently


def test_switching_around_writes_a_handoff_only_for_something_new(repo: Path) -> None:
    """An untracked file that travels with every switch, and several branches to switch to:
    feature/login's commit and files stay the same, so it gets one handoff, not one per switch
    (the text named the branch the changes were carried to, which made every switch new)."""
    _install(repo)
    git(repo, "branch", "other", "main")
    write(repo, "scratch.txt", "left lying around\n")
    for target in ("main", "feature/login", "other", "feature/login", "main", "feature/login"):
        git(repo, "checkout", "-q", target)
    login = [p for p in handoffs(repo) if "- Branch: `feature/login`" in p.read_text()]
    assert len(login) == 1
    write(repo, "src/app.py", "print('b')\n")
    git(repo, "commit", "-q", "-am", "More app")  # something new on feature/login
    git(repo, "checkout", "-q", "main")
    assert len([p for p in handoffs(repo) if "- Branch: `feature/login`" in p.read_text()]) == 2


def test_an_upstream_that_moved_is_nothing_new(repo: Path, tmp_path: Path) -> None:
    """ahead/behind change with every fetch; the branch itself did not."""
    _install(repo)
    remote = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", str(remote))
    git(repo, "remote", "add", "origin", str(remote))
    git(repo, "config", "ecc-memory.defaultBranch", "main")
    git(repo, "push", "-q", "-u", "origin", "main", "feature/login")
    git(repo, "checkout", "-q", "main")
    assert len(handoffs(repo)) == 1
    other = tmp_path / "other"
    git(tmp_path, "clone", "-q", "-b", "feature/login", str(remote), str(other))
    write(other, "more.txt", "theirs\n")
    git(other, "add", ".")
    git(other, "commit", "-q", "-m", "their work")
    git(other, "push", "-q")
    git(repo, "checkout", "-q", "feature/login")
    git(repo, "fetch", "-q")  # feature/login is now behind its upstream by one
    git(repo, "checkout", "-q", "main")
    assert len(handoffs(repo)) == 1


def test_post_checkout_file_checkout_and_new_branch_write_nothing(repo: Path) -> None:
    _install(repo)
    write(repo, "src/app.py", "changed\n")
    git(repo, "checkout", "--", "src/app.py")
    git(repo, "checkout", "-q", "-b", "another")
    assert handoffs(repo) == []


def test_post_checkout_never_blocks(repo: Path) -> None:
    _install(repo)
    write(repo, "s.txt", "s\n")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", f"oops {fake_token('ghp_', 36)}")
    result = git(repo, "checkout", "-q", "main")
    assert result.returncode == 0
    assert result.stderr.strip().count("\n") == 0
    assert "ecc-memory: handoff skipped: SECRET_REFUSED" in result.stderr
    assert git(repo, "branch", "--show-current").stdout.strip() == "main"


def test_cli_from_branch(repo: Path) -> None:
    ecc = Path(sys.executable).parent / "ecc"
    args = [str(ecc), "memory", "handoff", "--from", "codex", "--target", "claude"]
    result = subprocess.run(
        [*args, "--from-branch", "--json", "--stdin"],
        cwd=repo, input="Extra notes.", capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    payload = json.loads(result.stdout)
    assert payload["written"] is True
    assert payload["branch"] == "feature/login"
    assert payload["path"].startswith("project:handoffs/")
    again = subprocess.run(
        [*args, "--from-branch", "feature/login", "--stdin"],
        cwd=repo, input="Extra notes.", capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert again.returncode == 0
    assert again.stdout.startswith("No change on feature/login since handoff mem_")
    missing = subprocess.run(
        [*args, "--from-branch", "nope"], cwd=repo, capture_output=True, text=True, check=False
    )
    assert missing.returncode == 2  # the user named a branch that does not exist: a refusal
    assert missing.stderr == "Error: no local branch named 'nope'\n"
    no_target = subprocess.run(
        [str(ecc), "memory", "handoff", "--from", "codex", "--from-branch"],
        cwd=repo, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert no_target.returncode == 2
    assert no_target.stderr == "Error: At least one --target is required for handoffs.\n"
    before = sorted(p.name for p in (repo / ".ecc").rglob("*"))
    user = subprocess.run(
        [*args, "--from-branch", "--scope", "user"], cwd=repo, capture_output=True, text=True,
        check=False,
    )  # fmt: skip
    assert user.returncode == 2
    assert user.stderr.startswith("Error: --from-branch writes project handoffs (this clone) or")
    assert sorted(p.name for p in (repo / ".ecc").rglob("*")) == before


def test_post_checkout_with_carried_changes(repo: Path) -> None:
    _install(repo)
    write(repo, "README.md", "edited, not committed\n")  # same blob on both branches: carried
    result = git(repo, "checkout", "main")
    assert "saved handoff for feature/login" in result.stderr
    body = parse_document(handoffs(repo)[0].read_bytes()).body
    assert "- Uncommitted changes carried over to `main`: 0 staged, 1 unstaged, 0 untracked" in body
    assert "unstaged: `README.md`" in body
    assert "edited, not committed" not in body


def test_post_checkout_on_worktree_add_and_unborn_repo(repo: Path, tmp_path: Path) -> None:
    _install(repo)
    result = git(repo, "worktree", "add", "-q", "-b", "side", str(tmp_path / "wt"))
    assert result.returncode == 0
    assert "handoff" not in result.stderr
    assert handoffs(repo) == []
    assert list((tmp_path / "wt").glob(".ecc/memory/project/handoffs/*.md")) == []
    empty = init_repo(tmp_path / "empty", commit=False)
    _install(empty)
    result = git(empty, "checkout", "-q", "-b", "first")
    assert (result.returncode, result.stderr) == (0, "")
