"""The one error line every command prints: ``Error: <message>`` on stderr, or with ``--json``
``{"error": {"code", "message"}}`` on stdout; the return value is the exit code.

Every adapter (the main CLI, the git commands and hooks, ``ci``, the protocol and session
commands, the merge driver) reports a refusal or an unexpected failure through ``report``, so a
user and a script see one format whichever command failed. Kept free of click and of the vault
so the hook and merge-driver processes pay nothing for importing it.
"""

from __future__ import annotations

import sys

from ecc_memory.app.refusal import refusal
from ecc_memory.app.text import error_line
from ecc_memory.render.json import emit_json
from ecc_memory.render.json import error as error_document


def report(
    exc: BaseException,
    *,
    as_json: bool = False,
    os_errors: bool = False,
    doing: str | None = None,
    context: str = "",
) -> int:
    """Print the refusal ``exc`` stands for (``app.refusal``: ``os_errors`` and ``doing`` say
    whether and how a file-system error is one) in the one error format; return its exit code.

    ``context`` (for example the hook that failed) goes before the message.
    """
    error = refusal(exc, os_errors=os_errors, doing=doing)
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
