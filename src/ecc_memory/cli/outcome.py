"""The one runner: every command body, hook run and process entry ends here, and this is the
only module that exits (``tests/test_architecture.py``).

It maps what a body returned or raised to the exit-code table of docs/cli.md:

- the body's own code (0 ok, 1 problems found), or 0 when it returned nothing;
- a refusal (``EccError``): its code, 2, printed in the one error format (``cli.failure``);
- an ``OSError`` of the file system: a refusal that says what happened (2);
- a closed standard output (``ecc memory search x | head -1``): 141 (128 + SIGPIPE, what a
  shell reports for a program cut off by its reader), quietly: the reader chose to stop;
- Ctrl-C: 130 (128 + SIGINT), quietly;
- anything else: an internal error (3), one line, never a traceback.

Free of click, so that the commands ``entry.ecc`` runs without click (the hooks, ``doctor``'s
plain forms, the merge driver) and the MCP server end the same way as the ones click parses.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import NoReturn

EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE
EXIT_INTERRUPTED = 130  # 128 + SIGINT

VAULT = "read or write the vault"  # how a vault command words a file-system refusal


def run(as_json: bool, action: Callable[[], int | None], *, doing: str | None = VAULT) -> NoReturn:
    """Run one command body and exit with its code.

    ``doing`` words a file-system refusal ("Could not <doing>: no space left on the device");
    None names the path the error hit instead (the git commands, whose paths are the user's).
    """
    exit_with(code_of(as_json, action, doing=doing))


def code_of(as_json: bool, action: Callable[[], int | None], *, doing: str | None = VAULT) -> int:
    """The exit code of one command body, its output flushed (a closed pipe surfaces here, not
    as a noisy error when the interpreter exits)."""
    try:
        try:
            code = action() or 0
        except (BrokenPipeError, KeyboardInterrupt):
            raise
        except Exception as exc:  # a refusal, or an internal error reported without a traceback
            code = _report(exc, as_json, doing)
        sys.stdout.flush()
    except BrokenPipeError:
        return closed_pipe()
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    return code


def _report(exc: Exception, as_json: bool, doing: str | None) -> int:
    from ecc_memory.cli.failure import report  # only a failing command pays for it

    return report(exc, as_json=as_json, os_errors=True, doing=doing)


def closed_pipe() -> int:
    """The reader of standard output went away: point stdout at /dev/null, so that nothing
    more is written and the interpreter's final flush stays quiet; the exit code."""
    try:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, sys.stdout.fileno())
        os.close(null)
    except (OSError, ValueError):  # no usable stdout at all: nothing left to quiet
        pass
    return EXIT_BROKEN_PIPE


def main(entry: Callable[[], int | None]) -> NoReturn:
    """A process's entry (the ``ecc`` script, the hook scripts' module, the MCP server): its
    code, with a closed pipe and Ctrl-C that escaped every command body mapped like theirs."""
    try:
        code = entry() or 0
        sys.stdout.flush()
    except BrokenPipeError:
        code = closed_pipe()
    except KeyboardInterrupt:
        code = EXIT_INTERRUPTED
    exit_with(code)


def exit_with(code: int) -> NoReturn:
    """End the process with ``code``: the one exit of the package."""
    sys.exit(code)
