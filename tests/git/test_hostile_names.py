"""A file name holding control and bidi characters is printed escaped by the guard, review and
``ecc memory ci``: it can neither drive the terminal nor forge report lines, and it still names
the file."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from gitrepo import git, init_repo

ECC = str(Path(sys.executable).parent / "ecc")
NAME = "a\nb\rc\td\x1b[31me\u202ef.md"
SHOWN = ".ecc/memory/team/notes/a\\nb\\rc\\td\\x1b[31me\\u202ef.md"
RAW = ("\r", "\x1b", "\u202e", "\tf")


def ecc(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ECC, "memory", *args], cwd=repo, capture_output=True, text=True, check=False
    )


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    repo = init_repo(tmp_path / "r")
    assert ecc(repo, "hooks", "install").returncode == 0
    notes = repo / ".ecc/memory/team/notes"
    notes.mkdir(parents=True)
    (notes / NAME).write_text("not a memory\n")
    git(repo, "add", "-A")
    return repo


def assert_escaped(output: str, lines: int) -> None:
    assert SHOWN in output
    assert not any(raw in output for raw in RAW)
    assert sum(SHOWN in line for line in output.splitlines()) == lines


def test_the_guard_escapes_the_name_of_a_blocked_file(repo: Path) -> None:
    result = git(repo, "commit", "-q", "-m", "x", check=False)
    assert result.returncode == 1
    assert_escaped(result.stderr, 1)


def test_review_escapes_the_name_of_a_staged_file(repo: Path) -> None:
    result = ecc(repo, "review", "--list")
    assert result.stdout == f"{SHOWN}: blocked by the guard\n"
    refused = ecc(repo, "review")  # prints the guard's finding, approves nothing
    assert refused.returncode == 1
    assert_escaped(refused.stderr, 1)


@pytest.mark.parametrize("fmt", ["text", "github"])
def test_ci_escapes_the_name_of_a_committed_file(repo: Path, fmt: str) -> None:
    after = git(repo, "commit", "-q", "--no-verify", "-m", "x")
    assert_escaped(after.stderr, 1)  # the post-commit warning
    result = ecc(repo, "ci", "--format", fmt)
    assert result.returncode == 1
    assert_escaped(result.stdout, 1)
