"""A guard with CRLF line endings (what `core.autocrlf=true` checks out) is accepted only
because git itself still ignores the project scope with it; this test asks git."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from ecc_memory.config import resolve_roots
from ecc_memory.errors import GuardTampered
from ecc_memory.vault.document import Memory, new_memory
from ecc_memory.vault.store import GUARD_CONTENT, guard_intact, save_memory
from gitrepo import git, init_repo, write

CRLF_VARIANTS = [b"*\r\n!.gitignore\r\n", b"*\r\n!.gitignore\n", b"*\n!.gitignore\r\n"]


def _memory() -> Memory:
    return new_memory(title="T", body="B.", source_harness="codex")


def _ignored(repo: Path, rel: str) -> bool:
    result = subprocess.run(["git", "check-ignore", "-q", rel], cwd=repo, check=False)
    assert result.returncode in (0, 1)
    return result.returncode == 0


@pytest.mark.parametrize("content", CRLF_VARIANTS)
def test_git_ignores_the_project_scope_with_a_crlf_guard(tmp_path: Path, content: bytes) -> None:
    repo = init_repo(tmp_path / "r", commit=False)
    write(repo, ".ecc/memory/project/.gitignore", content)
    write(repo, ".ecc/memory/project/notes/a.md", "private\n")
    assert _ignored(repo, ".ecc/memory/project/notes/a.md")
    assert _ignored(repo, ".ecc/memory/project/handoffs/b.md")
    assert not _ignored(repo, ".ecc/memory/project/.gitignore")
    assert guard_intact(content)
    # and the vault writes through it
    save_memory(
        resolve_roots(repo, os.environ), new_memory(title="T", body="B.", source_harness="c")
    )


@pytest.mark.parametrize("content", [b"*\r\r\n!.gitignore\r\n", b"*\r!.gitignore\r", b"*\r\n"])
def test_other_line_ending_damage_is_refused(tmp_path: Path, content: bytes) -> None:
    repo = init_repo(tmp_path / "r", commit=False)
    write(repo, ".ecc/memory/project/.gitignore", content)
    before = (repo / ".ecc/memory/project/.gitignore").read_bytes()
    assert not guard_intact(content)
    with pytest.raises(GuardTampered):
        save_memory(resolve_roots(repo, os.environ), _memory())
    assert (repo / ".ecc/memory/project/.gitignore").read_bytes() == before
    assert not (repo / ".ecc/memory/project/notes").exists()


def test_an_autocrlf_clone_saves_and_git_still_ignores(tmp_path: Path) -> None:
    origin = init_repo(tmp_path / "origin")
    write(origin, ".ecc/memory/project/.gitignore", GUARD_CONTENT)
    git(origin, "add", ".ecc/memory/project/.gitignore")
    git(origin, "commit", "-q", "-m", "guard")
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", "-c", "core.autocrlf=true", str(origin), str(clone))
    guard = clone / ".ecc/memory/project/.gitignore"
    assert guard.read_bytes() == b"*\r\n!.gitignore\r\n"
    save_memory(
        resolve_roots(clone, os.environ), new_memory(title="T", body="B.", source_harness="c")
    )
    assert _ignored(clone, ".ecc/memory/project/notes/x.md")
    assert git(clone, "status", "--porcelain").stdout == ""
