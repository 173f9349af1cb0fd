"""Linked worktrees share the main worktree's project-scope vault (config.resolve_roots);
team memory and docs/memory/ stay per checkout."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from ecc_memory.config import main_worktree, resolve_roots
from gitrepo import git, init_repo, write

ECC = str(Path(sys.executable).parent / "ecc")


def ecc(
    cwd: Path, *args: str, env: dict[str, str] | None = None, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ECC, "memory", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        input=stdin,
        env={**os.environ, **(env or {})},
        check=False,
    )


def worktree(tmp_path: Path) -> tuple[Path, Path]:
    main = init_repo(tmp_path / "main")
    linked = tmp_path / "linked"
    git(main, "worktree", "add", "-q", "-b", "side", str(linked))
    return main.resolve(), linked.resolve()


def test_linked_worktree_uses_the_main_project_scope(tmp_path: Path) -> None:
    main, linked = worktree(tmp_path)
    roots = resolve_roots(linked / "sub", {})
    assert roots.project == main / ".ecc" / "memory" / "project"
    assert roots.team == linked / ".ecc" / "memory" / "team"
    assert roots.shared_project_boundary == main
    assert resolve_roots(main, {}).shared_project_boundary is None
    assert main_worktree(main) is None
    override = resolve_roots(linked, {"ECC_MEMORY_PROJECT_ROOT": str(tmp_path / "elsewhere")})
    assert override.project == (tmp_path / "elsewhere" / "project").resolve()
    assert override.shared_project_boundary is None


def test_memory_saved_in_either_worktree_is_seen_in_both_and_survives_removal(
    tmp_path: Path,
) -> None:
    main, linked = worktree(tmp_path)
    saved = ecc(
        linked,
        "save",
        "--title",
        "Found in the linked worktree",
        "--stdin",
        "--json",
        stdin="The flaky test is a timezone bug.",
    )
    assert saved.returncode == 0, saved.stderr
    memory_id = json.loads(saved.stdout)["memory"]["id"]
    assert (main / ".ecc/memory/project").is_dir()
    assert not (linked / ".ecc/memory/project").exists()
    ecc(main, "save", "--title", "Found in main", "--stdin", stdin="Main knows this.")
    for where in (main, linked):
        hits = json.loads(ecc(where, "search", "found", "--json").stdout)["results"]
        assert {h["memory"]["title"] for h in hits} == {
            "Found in the linked worktree",
            "Found in main",
        }
    git(main, "worktree", "remove", str(linked))
    assert ecc(main, "read", memory_id).returncode == 0
    status = git(main, "status", "--porcelain", "-uall").stdout.splitlines()
    # the project scope is ignored by git in the main worktree, its untracked guard too (the
    # clone's .git/info/exclude lists the directory: docs/git.md, "Where the guard lives")
    assert [line for line in status if ".ecc" in line] == []
    assert "/.ecc/memory/project/" in (main / ".git/info/exclude").read_text()


def test_team_memory_stays_per_worktree(tmp_path: Path) -> None:
    main, linked = worktree(tmp_path)
    result = ecc(
        linked,
        "save",
        "--scope",
        "team",
        "--title",
        "Team note",
        "--stdin",
        stdin="Reviewed later.",
    )
    assert result.returncode == 0, result.stderr
    assert list((linked / ".ecc/memory/team").rglob("*.md"))
    assert not (main / ".ecc/memory/team").exists()


def test_doctor_says_which_vault(tmp_path: Path) -> None:
    main, linked = worktree(tmp_path)
    text = ecc(linked, "doctor").stdout
    assert f"Project vault: {main / '.ecc/memory/project'} (the main worktree's" in text
    data = json.loads(ecc(linked, "doctor", "--json").stdout)
    assert data["projectVault"] == {
        "path": str(main / ".ecc/memory/project"),
        "sharedWorktree": True,
    }
    assert (
        json.loads(ecc(main, "doctor", "--json").stdout)["projectVault"]["sharedWorktree"] is False
    )


def test_symlinked_or_forged_dot_git_keeps_its_own_vault(tmp_path: Path) -> None:
    main, linked = worktree(tmp_path)
    # a .git file copied elsewhere points at the admin dir, which does not point back at it
    forged = tmp_path / "forged"
    forged.mkdir()
    write(forged, ".git", (linked / ".git").read_text())
    assert main_worktree(forged) is None
    assert resolve_roots(forged, {}).project == (forged / ".ecc/memory/project").resolve()
    # a symlinked .git
    linked_copy = tmp_path / "symlinked"
    linked_copy.mkdir()
    (linked_copy / ".git").symlink_to(linked / ".git")
    assert main_worktree(linked_copy) is None
    # a bare main repository has no main worktree to share
    bare = tmp_path / "bare.git"
    git(tmp_path, "clone", "-q", "--bare", str(main), str(bare))
    from_bare = tmp_path / "from-bare"
    git(bare, "worktree", "add", "-q", "-b", "b2", str(from_bare))
    assert main_worktree(from_bare) is None
    garbage = tmp_path / "garbage"
    garbage.mkdir()
    write(garbage, ".git", b"\xff\xfe")
    assert main_worktree(garbage) is None
