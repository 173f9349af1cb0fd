"""``ecc memory ci`` on real repositories: commits that bypassed the hooks are caught.

Every commit here is made with the git binary, most with ``--no-verify`` or by git operations
that run no pre-commit hook (merge, revert, cherry-pick), and ``ecc memory ci`` runs as a whole
process, the way a CI job runs it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.vault.document import new_memory, serialize
from gitrepo import GUARD, fake_token, git, init_repo, snapshot, write

TEAM = ".ecc/memory/team"
PROJECT = ".ecc/memory/project"
FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "memory-file-protocol-0.7"


def ci(repo: Path, *args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    import os

    full = {**os.environ, **(env or {})}
    done = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "ci", *args],
        cwd=repo, capture_output=True, text=True, env=full, check=False,
    )  # fmt: skip
    return done.returncode, done.stdout, done.stderr


def ci_json(repo: Path, *args: str, env: dict[str, str] | None = None) -> dict[str, object]:
    code, out, _ = ci(repo, "--json", *args, env=env)
    data = json.loads(out)
    assert code == (0 if data["ok"] else 1)
    return data


def reasons(data: dict[str, object]) -> list[tuple[str, str, str]]:
    problems = data["problems"]
    assert isinstance(problems, list)
    return [(p["file"], p["commit"], p["reason"]) for p in problems]


def team_doc(title: str = "Shared fact", body: str = "The build uses make.") -> bytes:
    memory = new_memory(title=title, body=body, source_harness="codex", kind="fact", scope="team")
    return serialize(memory)


def sha(repo: Path, rev: str = "HEAD") -> str:
    return git(repo, "rev-parse", rev).stdout.strip()


def commit(repo: Path, message: str, *paths: str) -> str:
    git(repo, "add", "-f", *(paths or ("-A",)))
    git(repo, "commit", "-q", "--no-verify", "-m", message)
    return sha(repo)[:12]


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A repository with a committed vault (guard, one team memory) and a valid docs/memory/."""
    path = init_repo(tmp_path / "repo")
    write(path, f"{PROJECT}/.gitignore", GUARD)
    write(path, f"{TEAM}/facts/build.md", team_doc())
    shutil.copytree(FIXTURE / "docs", path / "docs")
    commit(path, "vault and protocol")
    return path


def test_clean_repository_passes_and_exit_0(repo: Path) -> None:
    base = sha(repo)
    write(repo, "src/app.py", "x = 1\n")
    commit(repo, "code")
    code, out, _ = ci(repo, "--base", base)
    assert code == 0, out
    assert "ecc memory ci: PASS; checked 1 commit(s)" in out
    assert "protocol: checked" in out


def test_no_verify_project_memory_is_caught(repo: Path) -> None:
    base = sha(repo)
    write(repo, f"{PROJECT}/notes/secret-plan.md", "private\n")
    bad = commit(repo, "oops", f"{PROJECT}/notes/secret-plan.md")
    code, out, _ = ci(repo, "--base", base)
    assert code == 1
    line = (
        f"{PROJECT}/notes/secret-plan.md: {bad}: project-scope memory is never committed "
        f"(also not with git add -f) (fix: git rm --cached -- {PROJECT}/notes/secret-plan.md)"
    )
    assert line in out.splitlines()


@pytest.mark.parametrize("mode", ["symlink", "gitlink"])
def test_project_scope_entries_of_any_mode_are_caught(repo: Path, mode: str) -> None:
    rel = f"{PROJECT}/linked"
    if mode == "symlink":
        (repo / PROJECT / "linked").symlink_to("../../../README.md")
        git(repo, "add", "-f", rel)
    else:
        blob = sha(repo)
        git(repo, "update-index", "--add", "--cacheinfo", f"160000,{blob},{rel}")
    bad = commit(repo, "link", rel) if mode == "symlink" else _commit_index(repo)
    data = ci_json(repo, "--base", "HEAD~1")
    assert (rel, bad, "project-scope memory is never committed (also not with git add -f)") in (
        reasons(data)
    )


def _commit_index(repo: Path) -> str:
    git(repo, "commit", "-q", "--no-verify", "-m", "gitlink")
    return sha(repo)[:12]


def test_team_memory_claiming_review_is_caught(repo: Path) -> None:
    base = sha(repo)
    text = team_doc().replace(b'trust: "unreviewed"', b'trust: "reviewed"')
    write(repo, f"{TEAM}/facts/claims.md", text)
    bad = commit(repo, "claims review")
    found = reasons(ci_json(repo, "--base", base))
    assert len(found) == 1
    assert found[0][:2] == (f"{TEAM}/facts/claims.md", bad)
    assert "malformed memory document (INVALID_TRUST" in found[0][2]


def test_misplaced_and_malformed_team_documents_are_caught(repo: Path) -> None:
    base = sha(repo)
    write(repo, f"{TEAM}/lessons/fact.md", team_doc())
    write(repo, f"{TEAM}/facts/broken.md", "not a memory\n")
    write(repo, f"{TEAM}/stray.md", team_doc())
    commit(repo, "team files")
    found = {f: r for f, _, r in reasons(ci_json(repo, "--base", base))}
    assert found[f"{TEAM}/lessons/fact.md"] == f"a fact belongs in {TEAM}/facts/fact.md"
    assert found[f"{TEAM}/facts/broken.md"].startswith("malformed memory document")
    assert found[f"{TEAM}/stray.md"] == "not a memory document in a kind directory"


def test_team_memory_without_a_review_record_fails_the_server_gate(repo: Path) -> None:
    """Issue 30 item 3: a branch whose team memory nobody reviewed (committed with
    --no-verify) fails ci; its committed review record (what `ecc memory review` stages)
    lets it pass, in a later commit of the branch too. Content already at the base (the
    default branch) needs none."""
    base = sha(repo)
    rel = f"{TEAM}/facts/new.md"
    write(repo, rel, team_doc("Another fact"))
    brought = commit(repo, "skip review")
    code, out, _ = ci(repo, "--base", base)
    assert code == 1
    assert f"{rel}: {brought}: team memory not reviewed in this exact content" in out
    assert f"ecc memory review --since {base}" in out
    listed = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "review", "--since", base, "--list"],
        cwd=repo, capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert listed.stdout == f"{rel}: needs review\n"  # the memory at the base needs none
    blob = git(repo, "rev-parse", f"HEAD:{rel}").stdout.strip()
    write(repo, f".ecc/memory/reviews/{blob}", f"{rel}\n")
    commit(repo, "its review record")
    assert ci(repo, "--base", base)[0] == 0
    assert ci(repo)[0] == 0  # no base: the review is not judged (and says nothing wrong)


def test_secret_in_team_frontmatter_escape_is_caught(repo: Path) -> None:
    base = sha(repo)
    token = fake_token("ghp_", 36)
    escaped = "\\u0067" + token[1:]
    text = team_doc().replace(b'"Shared fact"', f'"{escaped}"'.encode())
    write(repo, f"{TEAM}/facts/escaped.md", text)
    bad = commit(repo, "escaped")
    data = ci_json(repo, "--base", base)
    # The shared scan decodes the frontmatter and names the detector and the title's line.
    assert (f"{TEAM}/facts/escaped.md", bad, "suspected secret (github-token)") in reasons(data)
    problems = data["problems"]
    assert isinstance(problems, list)
    assert [p["line"] for p in problems] == [4]


def test_docs_memory_api_key_is_caught_by_file_and_protocol(repo: Path) -> None:
    base = sha(repo)
    key = fake_token("sk-proj-", 40)
    path = repo / "docs" / "memory" / "constraints.md"
    path.write_text(path.read_text(encoding="utf-8") + f"\nThe key is {key}\n", encoding="utf-8")
    bad = commit(repo, "key")
    code, out, _ = ci(repo, "--base", base)
    assert code == 1
    line = path.read_text(encoding="utf-8").splitlines().index(f"The key is {key}") + 1
    found = f"docs/memory/constraints.md:{line}: {bad}: suspected secret (openai-project-key)"
    assert found in out
    assert out.count("suspected secret") == 1  # the file rule's; the protocol check adds none
    assert key not in out


def test_secret_removed_later_is_still_caught_in_history(repo: Path) -> None:
    base = sha(repo)
    key = fake_token("sk-proj-", 40)
    write(repo, f"{TEAM}/facts/leak.md", team_doc(body=f"token {key}"))
    bad = commit(repo, "leak")
    git(repo, "rm", "-q", f"{TEAM}/facts/leak.md")
    commit(repo, "remove leak")
    data = ci_json(repo, "--base", base)
    problems = data["problems"]
    assert isinstance(problems, list)
    assert len(problems) == 1
    assert problems[0]["commit"] == bad
    assert "git rebase -i" in problems[0]["fix"]
    assert "rotate" in problems[0]["fix"]


def test_merge_no_ff_of_a_branch_with_a_bad_team_memory(repo: Path) -> None:
    base = sha(repo)
    git(repo, "switch", "-q", "-c", "topic")
    text = team_doc().replace(b'scope: "team"', b'scope: "project"')
    write(repo, f"{TEAM}/facts/wrong-scope.md", text)
    bad = commit(repo, "topic")
    git(repo, "switch", "-q", "main")
    git(repo, "merge", "-q", "--no-ff", "-m", "merge topic", "topic")
    found = reasons(ci_json(repo, "--base", base))
    # Reported once, on the commit that brought it (the merge takes it from that side).
    assert [(f, c) for f, c, _ in found] == [(f"{TEAM}/facts/wrong-scope.md", bad)]


def test_what_a_merge_itself_brings_in_is_judged_on_the_merge(repo: Path) -> None:
    base = sha(repo)
    git(repo, "switch", "-q", "-c", "topic")
    write(repo, "src/topic.py", "y = 2\n")
    commit(repo, "topic")
    git(repo, "switch", "-q", "main")
    git(repo, "merge", "-q", "--no-ff", "--no-commit", "topic")
    write(repo, f"{PROJECT}/notes/evil.md", "private\n")
    git(repo, "add", "-f", f"{PROJECT}/notes/evil.md")
    git(repo, "commit", "-q", "--no-verify", "-m", "evil merge")
    merge = sha(repo)[:12]
    found = reasons(ci_json(repo, "--base", base))
    assert [(f, c) for f, c, _ in found] == [(f"{PROJECT}/notes/evil.md", merge)]


def test_revert_of_twelve_team_memories_is_a_bulk_delete(repo: Path) -> None:
    for i in range(12):
        write(repo, f"{TEAM}/facts/m{i:02d}.md", team_doc(f"Fact {i}"))
    commit(repo, "twelve facts")
    base = sha(repo)
    git(repo, "revert", "--no-edit", "HEAD")
    revert = sha(repo)[:12]
    found = reasons(ci_json(repo, "--base", base))
    assert found == [
        (".ecc/memory/", revert,
         f"this commit deletes 12 memory files (more than 10; first: {TEAM}/facts/m00.md)")
    ]  # fmt: skip
    allowed = ci_json(repo, "--base", base, env={"ECC_MEMORY_ALLOW_BULK_DELETE": "1"})
    assert allowed["ok"] is True


def test_cherry_pick_of_a_bad_commit_is_caught(repo: Path) -> None:
    git(repo, "switch", "-q", "-c", "side")
    write(repo, f"{PROJECT}/notes/side.md", "private\n")
    commit(repo, "side", f"{PROJECT}/notes/side.md")
    git(repo, "switch", "-q", "main")
    base = sha(repo)
    git(repo, "cherry-pick", "side")
    picked = sha(repo)[:12]
    found = reasons(ci_json(repo, "--base", base))
    assert [(f, c) for f, c, _ in found] == [(f"{PROJECT}/notes/side.md", picked)]


def test_guard_missing_or_altered_at_head(repo: Path) -> None:
    (repo / PROJECT / ".gitignore").write_bytes(b"*\n")
    commit(repo, "weaken guard", f"{PROJECT}/.gitignore")
    assert reasons(ci_json(repo))[0][::2] == (
        f"{PROJECT}/.gitignore",
        "the guard file in git has unexpected content",
    )
    base = sha(repo)
    git(repo, "rm", "-q", "--cached", f"{PROJECT}/.gitignore")
    _commit_index(repo)
    assert {r[::2] for r in reasons(ci_json(repo, "--base", base))} == {
        (f"{PROJECT}/.gitignore", "this commit deletes the fail-closed guard file"),
        (
            f"{PROJECT}/.gitignore",
            "the fail-closed guard file is not committed (every clone needs it)",
        ),
    }


def test_default_base_is_the_merge_base_with_origin(repo: Path, tmp_path: Path) -> None:
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(repo), str(clone))
    git(clone, "switch", "-q", "-c", "feature")
    write(clone, f"{PROJECT}/notes/x.md", "private\n")
    bad = commit(clone, "x", f"{PROJECT}/notes/x.md")
    git(clone, "rm", "-q", "--cached", f"{PROJECT}/notes/x.md")
    _commit_index(clone)
    data = ci_json(clone)
    assert data["baseSource"] == "origin/HEAD" or data["baseSource"] == "origin/main"
    assert data["base"] == sha(repo)
    assert data["commitsChecked"] == 2
    assert [(f, c) for f, c, _ in reasons(data)] == [(f"{PROJECT}/notes/x.md", bad)]


def test_shallow_clone_checks_what_it_has(repo: Path, tmp_path: Path) -> None:
    base = sha(repo)
    write(repo, "src/a.py", "a = 1\n")
    commit(repo, "a")
    write(repo, f"{PROJECT}/notes/late.md", "private\n")
    commit(repo, "late", f"{PROJECT}/notes/late.md")
    clone = tmp_path / "shallow"
    git(tmp_path, "clone", "-q", "--depth", "1", f"file://{repo}", str(clone))
    code, out, err = ci(clone, "--base", base)
    assert code == 1, out + err
    assert "Traceback" not in err
    assert "is not in this shallow clone" in out
    assert f"{PROJECT}/notes/late.md" in out  # HEAD's tree is still judged
    default = ci_json(clone)  # origin/main is HEAD here: no commit to check, only the tree
    assert default["commitsChecked"] == 0
    assert default["ok"] is False
    assert any("no commits to check" in str(n) for n in default["notes"])  # type: ignore[union-attr]


def test_shallow_boundary_is_noted_not_misread_as_a_root(repo: Path, tmp_path: Path) -> None:
    for i in range(3):
        write(repo, f"src/f{i}.py", f"x = {i}\n")
        commit(repo, f"f{i}")
    clone = tmp_path / "shallow"
    git(tmp_path, "clone", "-q", "--depth", "2", f"file://{repo}", str(clone))
    data = ci_json(clone, "--base", sha(repo, "HEAD~2"))
    assert data["ok"] is True
    assert data["commitsChecked"] == 2
    assert any("parents of" in str(n) for n in data["notes"])  # type: ignore[union-attr]


def test_vault_without_docs_memory_passes_and_require_protocol_fails(tmp_path: Path) -> None:
    path = init_repo(tmp_path / "plain")
    write(path, f"{PROJECT}/.gitignore", GUARD)
    write(path, f"{TEAM}/facts/build.md", team_doc())
    commit(path, "vault")
    code, out, _ = ci(path)
    assert code == 0
    assert "note: protocol check skipped: no docs/memory/ at HEAD" in out
    assert "protocol: skipped" in out
    data = ci_json(path, "--require-protocol")
    assert data["protocol"] == "missing"
    assert reasons(data)[0][::2] == ("docs/memory/", "docs/memory/ is missing")


def test_protocol_errors_fail_with_their_line(repo: Path) -> None:
    (repo / "docs" / "memory" / "manifest.md").unlink()
    commit(repo, "drop manifest")
    expected = ("docs/memory/manifest.md", sha(repo)[:12], "MC-ROUTING-001: manifest.md is missing")
    assert expected in reasons(ci_json(repo))


def test_github_format_prints_annotations(repo: Path) -> None:
    base = sha(repo)
    write(repo, f"{PROJECT}/notes/a,b.md", "private\n")
    bad = commit(repo, "a", f"{PROJECT}/notes/a,b.md")
    code, out, _ = ci(repo, "--base", base, "--format", "github")
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == (
        f"::error file={PROJECT}/notes/a%2Cb.md,title=ecc memory ci::{bad}: project-scope memory"
        f" is never committed (also not with git add -f) (fix: git rm --cached -- "
        f"{PROJECT}/notes/a,b.md)"
    )
    assert lines[-1].startswith("ecc memory ci: 1 problem(s)")


def test_json_shape(repo: Path) -> None:
    data = ci_json(repo, "--base", sha(repo))
    assert data == {
        "schemaVersion": "ecc.memory.ci.v1", "ok": True, "head": sha(repo), "base": sha(repo),
        "baseSource": "option", "commitsChecked": 0, "protocol": "checked", "notes": [],
        "problems": [],
    }  # fmt: skip


@pytest.mark.parametrize(
    "args",
    [("--base", "no-such-ref"), ("--format", "xml"), ("--json", "--format", "github"), ("--x",)],
)
def test_usage_errors_exit_2_and_change_nothing(repo: Path, args: tuple[str, ...]) -> None:
    before = snapshot(repo)
    code, out, err = ci(repo, *args)
    assert code == 2, out + err
    assert "Traceback" not in err
    assert snapshot(repo) == before


def test_usage_error_as_json(repo: Path) -> None:
    code, out, _ = ci(repo, "--json", "--base", "no-such-ref")
    assert code == 2
    assert json.loads(out)["error"]["code"] == "CI_BASE_UNKNOWN"


def test_outside_a_repository_is_not_a_crash(tmp_path: Path) -> None:
    code, _, err = ci(tmp_path)
    assert code in (2, 3)
    assert "Traceback" not in err
    assert err.strip()


def test_a_symlinked_team_memory_is_caught(repo: Path) -> None:
    base = sha(repo)
    (repo / TEAM / "facts" / "link.md").symlink_to("build.md")
    bad = commit(repo, "link")
    reason = "memory files must be regular files (this is a symlink)"
    assert reasons(ci_json(repo, "--base", base)) == [(f"{TEAM}/facts/link.md", bad, reason)]


def test_the_hook_and_ci_judge_with_the_same_rules(repo: Path) -> None:
    """One rule set: the pre-commit hook blocks the staged file with the reason that ci gives
    for the same file once it was committed around the hook."""
    from ecc_memory.git import install
    from ecc_memory.git.repo import open_repo

    install.install(open_repo(repo), sys.executable, "-P")
    write(repo, f"{TEAM}/lessons/fact.md", team_doc())
    git(repo, "add", f"{TEAM}/lessons/fact.md")
    blocked = git(repo, "commit", "-q", "-m", "misplaced", check=False)
    assert blocked.returncode == 1
    reason = f"a fact belongs in {TEAM}/facts/fact.md"
    assert f"ecc-memory-guard: {TEAM}/lessons/fact.md: {reason}" in blocked.stderr
    base = sha(repo)
    git(repo, "commit", "-q", "--no-verify", "-m", "misplaced")
    assert (f"{TEAM}/lessons/fact.md", sha(repo)[:12], reason) in reasons(
        ci_json(repo, "--base", base)
    )
