"""``app.refusal``: what a failure stands for, the one mapping every adapter reports through."""

from __future__ import annotations

import errno
import os

import pytest

from ecc_memory.app.refusal import os_refusal, refusal
from ecc_memory.errors import EccError, InvalidInput


def test_a_refusal_stands_for_itself() -> None:
    refused = InvalidInput("USAGE", "say it")
    assert refusal(refused) is refused
    assert refusal(refused, os_errors=True, doing="save") is refused


def test_text_that_is_not_utf8_is_refused_with_its_code() -> None:
    error = refusal(UnicodeEncodeError("utf-8", "\udcff", 0, 1, "surrogates not allowed"))
    assert (error.code, error.exit_code) == ("INVALID_UTF8", 2)
    assert "\udcff" not in error.message


def test_a_file_system_error_is_a_refusal_only_where_asked() -> None:
    exc = PermissionError(errno.EACCES, "Permission denied", "/repo/secret-name")
    internal = refusal(exc)
    assert (internal.code, internal.exit_code) == ("INTERNAL_ERROR", 3)
    assert internal.message == "internal error (PermissionError)."
    named = refusal(exc, os_errors=True)
    assert (named.code, named.exit_code) == ("PERMISSION_DENIED", 2)
    assert named.message == "Could not read or write /repo/secret-name: permission denied."
    doing = refusal(exc, doing="read or write the vault")
    assert doing.message == "Could not read or write the vault: permission denied."


def test_an_os_error_without_a_path_says_files() -> None:
    error = os_refusal(OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)))
    assert error.message == "Could not read or write files: no space left on the device."


@pytest.mark.parametrize("exc", [ValueError("a memory body"), KeyError("x"), RuntimeError()])
def test_anything_else_is_an_internal_error_named_by_its_type_only(exc: Exception) -> None:
    error = refusal(exc, os_errors=True, doing="save")
    assert isinstance(error, EccError)
    assert error.exit_code == 3
    assert error.message == f"internal error ({type(exc).__name__})."
