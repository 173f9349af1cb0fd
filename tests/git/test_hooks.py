"""The native pre-commit hook, fired by real `git commit` runs in temporary repositories."""

from __future__ import annotations

import stat
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.git import install, review
from ecc_memory.git.repo import open_repo
from ecc_memory.vault.document import new_memory, serialize
from ecc_memory.view.watched import Layout, layout_for
from gitrepo import GUARD, fake_token, git, init_repo, snapshot, write

TEAM = ".ecc/memory/team"
PROJECT = ".ecc/memory/project"


@pytest.fixture
def bare_repo(tmp_path: Path) -> Path:
    """A repository with the hooks and no vault at all."""
    path = init_repo(tmp_path / "repo")
    install.install(open_repo(path), sys.executable, "-P")
    return path


@pytest.fixture
def repo(bare_repo: Path) -> Path:
    """A repository with the hooks and a committed project guard, as a team's repository has
    once its first vault file is committed (the gitignore hook asks for the guard then)."""
    commit_guard(bare_repo)
    return bare_repo


def commit_guard(path: Path) -> None:
    write(path, f"{PROJECT}/.gitignore", GUARD)
    git(path, "add", "-f", f"{PROJECT}/.gitignore")
    git(path, "commit", "-q", "-m", "guard")


def team_doc(title: str = "Shared fact", body: str = "The build uses make.", **kw: str) -> bytes:
    kind = kw.get("kind", "fact")
    memory = new_memory(
        title=title, body=body, source_harness="codex", kind=kind, scope=kw.get("scope", "team")
    )
    return serialize(memory)


def stage_team(repo: Path, name: str, data: bytes, kind_dir: str = "facts") -> str:
    rel = f"{TEAM}/{kind_dir}/{name}"
    write(repo, rel, data)
    git(repo, "add", rel)
    return rel


def approve_all(repo: Path) -> None:
    handle = open_repo(repo)
    review.record_approvals(handle, review.staged_team_docs(handle, Layout()))


def commit(repo: Path, *args: str) -> tuple[int, str]:
    result = git(repo, "commit", "-q", "-m", "change", *args, check=False)
    return result.returncode, result.stdout + result.stderr


def assert_blocked(repo: Path, *args: str) -> str:
    before = snapshot(repo)
    code, output = commit(repo, *args)
    assert code == 1, output
    assert snapshot(repo) == before  # a block changes neither the index nor the working tree
    return output


def test_project_memory_is_never_committed_even_forced(repo: Path) -> None:
    write(repo, f"{PROJECT}/.gitignore", GUARD)
    write(repo, f"{PROJECT}/notes/a.md", "private\n")
    git(repo, "add", "-f", f"{PROJECT}/notes/a.md", f"{PROJECT}/.gitignore")
    output = assert_blocked(repo)
    assert (
        f"ecc-memory-guard: {PROJECT}/notes/a.md: project-scope memory is never committed" in output
    )
    assert f"git rm --cached -- {PROJECT}/notes/a.md" in output


def test_project_guard_file_alone_passes(bare_repo: Path) -> None:
    write(bare_repo, f"{PROJECT}/.gitignore", GUARD)
    git(bare_repo, "add", f"{PROJECT}/.gitignore")
    assert commit(bare_repo) == (0, "")


def test_unreviewed_team_memory_blocks_until_reviewed(repo: Path) -> None:
    rel = stage_team(repo, "a.md", team_doc())
    output = assert_blocked(repo)
    fix = f"(fix: git add -- {rel} && ecc memory review)"
    assert f"{rel}: team memory not reviewed in this exact content {fix}" in output
    approve_all(repo)
    assert commit(repo) == (0, "")


def test_changed_content_needs_a_new_review(repo: Path) -> None:
    rel = stage_team(repo, "a.md", team_doc())
    approve_all(repo)
    stage_team(repo, "a.md", team_doc(body="Different content now."))
    assert "not reviewed" in assert_blocked(repo)
    assert rel


def test_malformed_team_document(repo: Path) -> None:
    stage_team(repo, "bad.md", b"---\nschema: nope\n---\nbody\n")
    output = assert_blocked(repo)
    assert "malformed memory document" in output
    assert "not reviewed" not in output


def test_trust_must_stay_unreviewed(repo: Path) -> None:
    data = team_doc().replace(b'trust: "unreviewed"', b'trust: "reviewed"')
    stage_team(repo, "t.md", data)
    assert "malformed memory document" in assert_blocked(repo)


def test_wrong_scope_and_location(repo: Path) -> None:
    stage_team(repo, "p.md", team_doc(scope="project"))
    stage_team(repo, "n.md", team_doc(kind="note"), kind_dir="facts")
    output = assert_blocked(repo)
    assert 'scope is "project", not "team"' in output
    assert f"a note belongs in {TEAM}/notes/n.md" in output
    assert f"git mv {TEAM}/facts/n.md {TEAM}/notes/n.md" in output


def test_secret_in_team_memory_is_named_not_shown(repo: Path) -> None:
    token = fake_token("ghp_", 36)
    stage_team(repo, "s.md", team_doc(body=f"use\n{token}\n"))
    approve_all(repo)  # a review does not excuse a secret
    output = assert_blocked(repo)
    assert "suspected secret (github-token)" in output
    assert token not in output


def test_secret_in_docs_memory(repo: Path) -> None:
    token = fake_token("ghp_", 36)
    write(repo, "docs/memory/notes.md", f"# Notes\n\ntoken {token}\n")
    git(repo, "add", "docs/memory/notes.md")
    output = assert_blocked(repo)
    assert "ecc-memory-guard: docs/memory/notes.md:3: suspected secret (github-token)" in output
    assert token not in output


def test_commit_all_checks_the_temporary_index(repo: Path) -> None:
    stage_team(repo, "a.md", team_doc())
    approve_all(repo)
    assert commit(repo)[0] == 0
    # Modified only in the working tree: `git commit -a` stages it into a temporary index.
    write(repo, f"{TEAM}/facts/a.md", team_doc(body="Edited without review."))
    assert "not reviewed" in assert_blocked(repo, "-a")
    assert commit(repo, "--allow-empty")[0] == 0  # the real index was never touched


def test_commit_only_paths_ignores_other_staged_files(repo: Path) -> None:
    write(repo, f"{PROJECT}/.gitignore", GUARD)
    write(repo, f"{PROJECT}/notes/a.md", "private\n")
    git(repo, "add", "-f", f"{PROJECT}/notes/a.md")
    write(repo, "README.md", "edited\n")
    assert commit(repo, "README.md") == (0, "")
    assert "never committed" in assert_blocked(repo)


def test_linked_worktree_and_detached_head(repo: Path, tmp_path: Path) -> None:
    wt = tmp_path / "wt"
    git(repo, "worktree", "add", "-q", "--detach", str(wt))
    stage_team(wt, "w.md", team_doc())
    assert "not reviewed" in assert_blocked(wt)
    approve_all(wt)  # approvals live in the common git dir
    assert commit(wt) == (0, "")


def test_unborn_branch_first_commit(tmp_path: Path) -> None:
    path = init_repo(tmp_path / "fresh", commit=False)
    install.install(open_repo(path), sys.executable, "-P")
    write(path, f"{PROJECT}/.gitignore", GUARD)
    git(path, "add", "-f", f"{PROJECT}/.gitignore")
    stage_team(path, "a.md", team_doc())
    assert "not reviewed" in assert_blocked(path)
    approve_all(path)
    assert commit(path) == (0, "")


def test_bulk_delete_needs_explicit_permission(repo: Path) -> None:
    for i in range(11):
        stage_team(repo, f"m{i}.md", team_doc(title=f"Fact {i}"))
    approve_all(repo)
    assert commit(repo)[0] == 0
    git(repo, "rm", "-q", "-r", TEAM)
    output = assert_blocked(repo)
    assert "deletes 11 memory files" in output
    assert "ECC_MEMORY_ALLOW_BULK_DELETE=1" in output
    result = git(
        repo, "commit", "-q", "-m", "drop", env={"ECC_MEMORY_ALLOW_BULK_DELETE": "1"}, check=False
    )
    assert result.returncode == 0, result.stderr


def test_ten_deletions_pass(repo: Path) -> None:
    for i in range(10):
        stage_team(repo, f"m{i}.md", team_doc(title=f"Fact {i}"))
    approve_all(repo)
    assert commit(repo)[0] == 0
    git(repo, "rm", "-q", "-r", TEAM)
    assert commit(repo) == (0, "")


def test_gitignore_hook_tampered_guard(repo: Path) -> None:
    write(repo, f"{PROJECT}/.gitignore", b"*\n!.gitignore\n!notes/\n")
    git(repo, "add", f"{PROJECT}/.gitignore")
    output = assert_blocked(repo)
    assert f"ecc-memory-gitignore: {PROJECT}/.gitignore: the guard file has unexpected" in output
    assert "the guard file in git has unexpected content" in output


def test_gitignore_hook_missing_guard(bare_repo: Path) -> None:
    repo = bare_repo
    write(repo, f"{PROJECT}/notes/a.md", "private\n")
    write(repo, "other.txt", "x\n")
    git(repo, "add", "other.txt")
    output = assert_blocked(repo)
    assert "the fail-closed guard file is missing (fix: ecc memory init)" in output
    assert "git would not ignore project memory" in output


def test_gitignore_hook_without_project_scope_passes(bare_repo: Path) -> None:
    write(bare_repo, "other.txt", "x\n")
    git(bare_repo, "add", "other.txt")
    assert commit(bare_repo) == (0, "")


def _foreign_hook(path: Path, marker: Path, code: int = 0) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"#!/bin/sh\necho ran >> {marker}\nexit {code}\n", encoding="utf-8")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


def test_install_chains_existing_hook_and_uninstall_restores(tmp_path: Path) -> None:
    path = init_repo(tmp_path / "r")
    marker = tmp_path / "marker"
    hook = path / ".git" / "hooks" / "pre-commit"
    _foreign_hook(hook, marker)
    original = hook.read_bytes()
    states = install.install(open_repo(path), sys.executable, "-P")
    assert next((s.hook, s.state, s.chained) for s in states) == ("pre-commit", "installed", True)
    write(path, f"{PROJECT}/notes/a.md", "x\n")
    git(path, "add", "-f", f"{PROJECT}/notes/a.md")
    assert commit(path)[0] == 1
    assert marker.read_text() == "ran\n"  # the chained hook ran first
    install.uninstall(open_repo(path))
    assert hook.read_bytes() == original
    assert not (hook.parent / "pre-commit.ecc-chained").exists()
    assert not (hook.parent / "post-checkout").exists()


def test_chained_hook_failure_blocks(tmp_path: Path) -> None:
    path = init_repo(tmp_path / "r")
    _foreign_hook(path / ".git" / "hooks" / "pre-commit", tmp_path / "m", code=7)
    install.install(open_repo(path), sys.executable, "-P")
    write(path, "x.txt", "x\n")
    git(path, "add", "x.txt")
    assert commit(path)[0] != 0
    assert (tmp_path / "m").read_text() == "ran\n"


def test_uninstall_leaves_foreign_hooks_alone(tmp_path: Path) -> None:
    path = init_repo(tmp_path / "r")
    hook = path / ".git" / "hooks" / "post-checkout"
    _foreign_hook(hook, tmp_path / "m")
    states = install.uninstall(open_repo(path))
    assert hook.exists()
    assert [s.state for s in states] == ["absent", "absent", "absent", "absent", "foreign"]


def test_install_respects_core_hooks_path_and_is_idempotent(tmp_path: Path) -> None:
    path = init_repo(tmp_path / "r")
    git(path, "config", "core.hooksPath", ".githooks")
    handle = open_repo(path)
    install.install(handle, sys.executable, "-P")
    states = install.install(handle, sys.executable, "-P")
    assert {s.state for s in states} == {"installed"}
    assert not any(s.chained for s in states)
    assert (path / ".githooks" / "pre-commit").exists()
    assert not (path / ".git" / "hooks" / "pre-commit").exists()
    write(path, f"{PROJECT}/notes/a.md", "x\n")
    git(path, "add", "-f", f"{PROJECT}/notes/a.md")
    assert commit(path)[0] == 1


def test_status_detects_pre_commit_framework(tmp_path: Path) -> None:
    path = init_repo(tmp_path / "r")
    hook = path / ".git" / "hooks" / "pre-commit"
    hook.write_text("#!/bin/sh\n# File generated by pre-commit: https://pre-commit.com\n")
    states = install.hook_states(open_repo(path))
    assert (states[0].state, states[0].pre_commit_framework) == ("foreign", True)


def test_guard_does_not_import_detect_secrets_without_memory_content(repo: Path) -> None:
    write(repo, "plain.txt", "x\n")
    git(repo, "add", "plain.txt")
    probe = (
        "import sys\n"
        "from ecc_memory.cli.git import hooks\n"
        "try:\n"
        "    hooks(['run', 'pre-commit'], prog_name='x')\n"
        "except SystemExit as exit_:\n"
        "    assert exit_.code == 0, exit_.code\n"
        "print(sorted(m for m in sys.modules if m.startswith('detect_secrets')))\n"
    )
    result = subprocess.run(
        [sys.executable, "-P", "-c", probe], cwd=repo, capture_output=True, text=True, check=False
    )
    assert (result.returncode, result.stdout) == (0, "[]\n"), result.stderr


def test_layout_follows_a_project_root_override_inside_the_checkout(tmp_path: Path) -> None:
    from ecc_memory.config import resolve_roots

    work = tmp_path / "w"
    roots = resolve_roots(work, {"ECC_MEMORY_PROJECT_ROOT": "vault", "HOME": str(tmp_path)})
    layout = layout_for(work, roots.project, roots.team)
    assert (layout.project, layout.team) == ("vault/project/", "vault/team/")
    outside = resolve_roots(work, {"ECC_MEMORY_PROJECT_ROOT": str(tmp_path / "elsewhere")})
    assert layout_for(work, outside.project, outside.team) == Layout()


def test_commit_all_in_a_linked_worktree(repo: Path, tmp_path: Path) -> None:
    wt = tmp_path / "wt"
    git(repo, "worktree", "add", "-q", "-b", "side", str(wt))
    stage_team(wt, "a.md", team_doc())
    approve_all(wt)
    assert commit(wt)[0] == 0
    write(wt, f"{TEAM}/facts/a.md", team_doc(body="Edited in the worktree."))
    assert "not reviewed" in assert_blocked(wt, "-a")


def test_commit_with_explicit_git_dir(repo: Path, tmp_path: Path) -> None:
    write(repo, f"{PROJECT}/.gitignore", GUARD)
    write(repo, f"{PROJECT}/notes/a.md", "x\n")
    git(repo, "add", "-f", f"{PROJECT}/notes/a.md")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    result = git(
        elsewhere, f"--git-dir={repo / '.git'}", f"--work-tree={repo}", "commit", "-q", "-m", "x",
        check=False,
    )  # fmt: skip
    assert result.returncode == 1
    assert "project-scope memory is never committed" in result.stderr


def test_moving_memory_files_is_not_a_bulk_delete(repo: Path) -> None:
    for i in range(11):
        stage_team(repo, f"m{i}.md", team_doc(title=f"Fact {i}", body=f"Distinct fact {i}."))
    approve_all(repo)
    assert commit(repo)[0] == 0
    git(repo, "mv", f"{TEAM}/facts", "archive")
    output = assert_blocked(repo)  # moved out of the vault: removed all the same
    assert "deletes 11 memory files" in output
    git(repo, "mv", "archive", f"{TEAM}/facts")
    for i in range(11):
        git(repo, "mv", f"{TEAM}/facts/m{i}.md", f"{TEAM}/facts/renamed{i}.md")
    assert "deletes" not in commit(repo)[1]
