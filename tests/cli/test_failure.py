"""OS failures in the git adapters say what happened and where; a refusal a user can fix
(space, read-only, permissions) exits 2, anything else 3, always in the one error format."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.cli.failure import as_error, os_refusal
from gitrepo import init_repo

ECC = str(Path(sys.executable).parent / "ecc")


@pytest.mark.parametrize(
    ("number", "said"),
    [
        (errno.ENOSPC, "no space left on the device"),
        (errno.EROFS, "the file system is read-only"),
        (errno.EACCES, "permission denied"),
    ],
)
def test_a_fixable_os_error_is_a_refusal_naming_the_path(number: int, said: str) -> None:
    error = os_refusal(OSError(number, os.strerror(number), "/repo/.git/hooks/pre-commit"))
    assert error.message == f"{said}: /repo/.git/hooks/pre-commit"
    assert error.exit_code == 2


def test_another_os_error_is_internal_but_says_what_and_where() -> None:
    error = os_refusal(OSError(errno.EIO, os.strerror(errno.EIO), "/repo/x"))
    assert error.exit_code == 3
    assert "Input/output error" in error.message
    assert "/repo/x" in error.message


def test_os_errors_are_only_translated_where_asked() -> None:
    exc = PermissionError(errno.EACCES, "Permission denied", "/x")
    assert as_error(exc).message == "internal error (PermissionError)."
    assert as_error(exc, os_errors=True).message == "permission denied: /x"


def test_hooks_install_names_the_path_it_could_not_write(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    hooks = repo / ".git" / "hooks"
    for child in hooks.iterdir():
        child.unlink()
    hooks.rmdir()
    hooks.write_bytes(b"")  # a file where git's hooks directory belongs
    result = subprocess.run(
        [ECC, "memory", "hooks", "install"], cwd=repo, capture_output=True, text=True, check=False
    )
    assert result.returncode == 3
    assert result.stderr.startswith("Error: internal error (FileExistsError")
    assert str(hooks) in result.stderr
    assert result.stderr.count("\n") == 1
    assert hooks.read_bytes() == b""
