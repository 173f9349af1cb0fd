"""The one error line every command prints: ``Error: <message>`` on stderr, or with ``--json``
``{"error": {"code", "message"}}`` on stdout; the return value is the exit code.

Every adapter (the main CLI, the git commands and hooks, ``ci``, the protocol and session
commands, the merge driver) reports a refusal or an unexpected failure through ``report``, so a
user and a script see one format whichever command failed. Kept free of click and of the vault
so the hook and merge-driver processes pay nothing for importing it.
"""

from __future__ import annotations

import sys

from ecc_memory.errors import EccError, InternalError, InvalidInput
from ecc_memory.render.json import emit_json
from ecc_memory.render.json import error as error_document
from ecc_memory.terminal import error_line


def os_refusal(exc: OSError) -> EccError:
    """``exc`` as a refusal that says what happened (no space, read-only, permission denied,
    another I/O error) and where: the path it hit (exit 2). The translation is the vault's
    (``files.os_refusal``), so every command words an OS failure alike."""
    from ecc_memory.files import os_refusal as refusal

    where = f"read or write {exc.filename}" if exc.filename is not None else "read or write files"
    return refusal(exc, where)


def as_error(exc: BaseException, *, os_errors: bool = False) -> EccError:
    """The refusal ``exc`` stands for; anything unexpected is an internal error (exit 3)."""
    if isinstance(exc, EccError):
        return exc
    if isinstance(exc, UnicodeError):
        # Only outside text holds what UTF-8 cannot encode or decode: an argument with a byte
        # that is not UTF-8 (Python keeps it as a lone surrogate), such a file or name.
        return InvalidInput(
            "INVALID_UTF8",
            "text that is not valid UTF-8 cannot be used here "
            "(a command-line argument, a file or a name).",
        )
    if os_errors and isinstance(exc, OSError):
        return os_refusal(exc)
    return InternalError("INTERNAL_ERROR", f"internal error ({type(exc).__name__}).")


def report(
    exc: BaseException, *, as_json: bool = False, os_errors: bool = False, context: str = ""
) -> int:
    """Print ``exc`` in the one error format; return its exit code.

    ``context`` (for example the hook that failed) goes before the message.
    """
    error = as_error(exc, os_errors=os_errors)
    message = f"{context}: {error.message}" if context else error.message
    if as_json:
        payload = error.to_json()  # some refusals add fields (a plan's blockers)
        body = payload.get("error")
        if isinstance(body, dict):
            body["message"] = message
        emit_json(error_document(payload))
    else:
        sys.stderr.write(error_line(message) + "\n")
    return error.exit_code
