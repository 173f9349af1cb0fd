"""OS failures in the git adapters say what happened and where (no space, read-only, permission
denied, another I/O error) and exit 2, in the one error format."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.app.refusal import os_refusal, refusal
from gitrepo import init_repo

ECC = str(Path(sys.executable).parent / "ecc")


@pytest.mark.parametrize(
    ("number", "code", "said"),
    [
        (errno.ENOSPC, "NO_SPACE", "no space left on the device"),
        (errno.EROFS, "READ_ONLY", "the file system is read-only"),
        (errno.EACCES, "PERMISSION_DENIED", "permission denied"),
        (errno.EIO, "IO_ERROR", "input/output error"),
    ],
)
def test_an_os_error_is_a_refusal_naming_the_path(number: int, code: str, said: str) -> None:
    error = os_refusal(OSError(number, os.strerror(number), "/repo/.git/hooks/pre-commit"))
    assert (error.code, error.exit_code) == (code, 2)
    assert error.message == f"Could not read or write /repo/.git/hooks/pre-commit: {said}."


def test_os_errors_are_only_translated_where_asked() -> None:
    exc = PermissionError(errno.EACCES, "Permission denied", "/x")
    assert refusal(exc).message == "internal error (PermissionError)."
    assert refusal(exc, os_errors=True).message == "Could not read or write /x: permission denied."


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
    assert result.returncode == 2
    assert result.stderr == f"Error: Could not read or write {hooks}: file exists.\n"
    assert result.stderr.count("\n") == 1
    assert hooks.read_bytes() == b""
