"""What ``.gitattributes`` does to a memory path is git's own answer (``git check-attr``).

Each case below is a ``.gitattributes`` that git reads as routing a memory file through a
filter, and that the gates' former matcher (a re-implementation of gitattributes(5)) read
otherwise, so the file passed the guard and ``ci``. Every case is a real repository: the hook
must block the commit, and ``ecc memory ci`` must name the same file. (The files lie under
``.ecc/memory/``, outside both scopes: no other rule has anything to say about them.)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gitrepo import git, guarded_repo, write

NOTE = b"# Notes\n\nNothing to see.\n"
CASES = {
    # A macro that names a macro: git expands both levels.
    "nested macros": (
        b"[attr]store filter=lfs -text\n[attr]big store\n.ecc/memory/notes/*.md big\n",
        ".ecc/memory/notes/notes.md",
    ),
    # '?' matches one byte, and the name's one letter is two bytes of UTF-8.
    "'?' on bytes": (b".ecc/memory/notes/??.md filter=lfs\n", ".ecc/memory/notes/\u00e9.md"),
    # A bracket expression matches one byte too.
    "'[...]' on bytes": (
        b".ecc/memory/notes/[!x][!x].md filter=lfs\n",
        ".ecc/memory/notes/\u00e9.md",
    ),
    "a POSIX class": (
        b".ecc/memory/notes/[[:alpha:]]*.md filter=lfs\n",
        ".ecc/memory/notes/notes.md",
    ),
    # A no-break space is part of the pattern for git, not a blank between fields.
    "a no-break space in the pattern": (
        ".ecc/memory/notes/a\u00a0b.md filter=lfs\n".encode(),
        ".ecc/memory/notes/a\u00a0b.md",
    ),
    "a working-tree-encoding": (
        b".ecc/memory/**/*.md working-tree-encoding=UTF-16LE\n",
        ".ecc/memory/notes/notes.md",
    ),
    # A checkout that ignores case (macOS, Windows) matches this pattern, so it is refused.
    "a pattern in other letter case": (b"*.MD filter=lfs\n", ".ecc/memory/notes/notes.md"),
}


def _ci(repo: Path, base: str) -> dict[str, str]:
    done = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "ci", "--json", "--base", base],
        cwd=repo, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr
    return {p["file"]: p["code"] for p in json.loads(done.stdout)["problems"]}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_file_git_routes_through_a_filter_is_refused_by_every_gate(
    case: str, tmp_path: Path
) -> None:
    attributes, path = CASES[case]
    repo = guarded_repo(tmp_path / "repo")
    base = git(repo, "rev-parse", "HEAD").stdout.strip()
    write(repo, ".gitattributes", attributes)
    # What git converts from (the checkout's encoding) is what the working tree holds.
    write(repo, path, NOTE.decode().encode("utf-16-le") if "encoding" in case else NOTE)
    git(repo, "add", "-A")
    blocked = git(repo, "commit", "-q", "-m", "notes", check=False)
    assert blocked.returncode == 1, blocked.stderr
    assert ".gitattributes sets " in blocked.stderr
    git(repo, "commit", "-q", "--no-verify", "-m", "notes")
    assert _ci(repo, base) == {path: "admission/filtered"}


def test_a_clones_own_attribute_files_do_not_count(tmp_path: Path) -> None:
    """``info/attributes`` and ``core.attributesFile`` belong to one clone: every other clone
    checks the file out as stored, and a server's ``ci`` never sees them."""
    repo = guarded_repo(tmp_path / "repo")
    write(repo, ".git/info/attributes", ".ecc/memory/** filter=lfs\n")
    personal = write(tmp_path, "personal-attributes", "*.md filter=lfs\n")
    git(repo, "config", "core.attributesFile", str(personal))
    write(repo, ".gitattributes", "*.png filter=lfs -text\n")  # names filter: git is asked
    write(repo, ".ecc/memory/notes/notes.md", NOTE)
    git(repo, "add", "-A")
    done = git(repo, "commit", "-q", "-m", "notes", check=False)
    assert done.returncode == 0, done.stderr


def _logging_git(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A ``git`` first on PATH that logs each command line, then runs the real one."""
    real = subprocess.run(["sh", "-c", "command -v git"], capture_output=True, text=True)
    shim, log = tmp_path / "bin", tmp_path / "git.log"
    shim.mkdir()
    (shim / "git").write_text(
        f'#!/bin/sh\necho "$*" >> {log}\nexec {real.stdout.strip()} "$@"\n', encoding="utf-8"
    )
    os.chmod(shim / "git", 0o755)
    monkeypatch.setenv("PATH", f"{shim}{os.pathsep}{os.environ['PATH']}")
    return log


def _check_attr_runs(log: Path) -> int:
    return sum(" check-attr " in f" {line} " for line in log.read_text().splitlines())


def _hook(repo: Path) -> subprocess.CompletedProcess[str]:
    """The pre-commit hook on the staged index, run by hand (git itself would put its own
    directory first on the hook's PATH)."""
    ecc = Path(sys.executable).parent / "ecc"
    return subprocess.run(
        [str(ecc), "memory", "hooks", "run", "pre-commit"],
        cwd=repo, capture_output=True, text=True, check=False,
    )  # fmt: skip


def test_git_is_asked_once_per_run_not_once_per_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = guarded_repo(tmp_path / "repo")
    write(repo, ".gitattributes", "*.png filter=lfs -text\n")
    for k in range(5):
        write(repo, f".ecc/memory/notes/n{k}.md", NOTE)
    git(repo, "add", "-A")
    log = _logging_git(tmp_path, monkeypatch)
    done = _hook(repo)
    assert done.returncode == 0, done.stderr
    assert _check_attr_runs(log) == 2  # case compared exactly, and ignoring case


def test_git_is_not_asked_when_no_attribute_file_names_a_conversion(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = guarded_repo(tmp_path / "repo")
    write(repo, ".gitattributes", "* text=auto\n*.md diff=markdown\n")
    write(repo, ".ecc/memory/notes/notes.md", NOTE)
    git(repo, "add", "-A")
    log = _logging_git(tmp_path, monkeypatch)
    done = _hook(repo)
    assert done.returncode == 0, done.stderr
    assert " diff-index " in log.read_text()  # the hook's git is the logging one
    assert _check_attr_runs(log) == 0


def test_answers_longer_than_a_pipe_holds_are_read_in_turn(tmp_path: Path) -> None:
    """A filter value of 1,900 characters (git ignores a line over 2 KiB) on 200 files: the
    answers to one batch of questions overfill a pipe many times, and the guard run by hand
    (every tracked file) still gets every one of them."""
    repo = guarded_repo(tmp_path / "repo")
    write(repo, ".gitattributes", "*.md filter=" + "x" * 1_900 + "\n")
    for k in range(200):
        write(repo, f".ecc/memory/notes/n{k:03d}.md", NOTE)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "--no-verify", "-m", "notes")
    ecc = Path(sys.executable).parent / "ecc"
    done = subprocess.run(
        [str(ecc), "memory", "hooks", "run", "guard"],
        cwd=repo, capture_output=True, text=True, check=False, timeout=300,
    )  # fmt: skip
    assert done.returncode == 1
    assert done.stderr.count(".gitattributes sets filter=xxx") == 200
