"""What a failure stands for, decided once for every adapter: the refusal, with its stable code
and exit code, that the one runner (``cli.outcome``) and the one error format (``cli.failure``)
report.

A refusal (``errors.EccError``) stands for itself. Text that UTF-8 cannot encode or decode only
comes from outside (an argument with a byte that is not UTF-8, such a file or name) and is
refused as ``INVALID_UTF8``. A file-system error, where the command asks for it, says what
happened (no space, read-only, permission denied, another I/O error) and where, in the vault's
words (``files.os_refusal``). Anything else is an internal error (exit 3), named by its type
only: never a message that could hold a memory body or a path's secret.
"""

from __future__ import annotations

from ecc_memory.errors import EccError, InternalError, InvalidInput

__all__ = ["os_refusal", "refusal"]


def refusal(exc: BaseException, *, os_errors: bool = False, doing: str | None = None) -> EccError:
    """The refusal ``exc`` stands for. An ``OSError`` is a refusal when ``os_errors`` (naming
    the path it hit) or ``doing`` (what the command was doing: "read or write the vault") is
    given; otherwise, like anything unexpected, an internal error."""
    if isinstance(exc, EccError):
        return exc
    if isinstance(exc, UnicodeError):
        return InvalidInput(
            "INVALID_UTF8",
            "text that is not valid UTF-8 cannot be used here "
            "(a command-line argument, a file or a name).",
        )
    if isinstance(exc, OSError) and (os_errors or doing is not None):
        return os_refusal(exc, doing)
    return InternalError("INTERNAL_ERROR", f"internal error ({type(exc).__name__}).")


def os_refusal(exc: OSError, doing: str | None = None) -> EccError:
    """``exc`` as a refusal that says what happened and, without ``doing``, the path it hit
    (exit 2)."""
    from ecc_memory.files import os_refusal as translated

    if doing is None:
        where = "files" if exc.filename is None else exc.filename
        doing = f"read or write {where}"
    return translated(exc, doing)
