"""Running one command body and turning its outcome into the documented exit code (0 ok, 1
problems found, 2 refused input, 3 internal error; 141 for a reader that went away). Free of
click, so that the commands ``entry.ecc`` runs without click (``doctor``'s plain forms) end the
same way as the ones click parses.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable

EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE, what a shell reports for a program cut off by `head`


def run(as_json: bool, action: Callable[[], int | None]) -> None:
    """Run one command body and turn its outcome into the documented exit code."""
    try:
        code = _outcome(as_json, action)
        sys.stdout.flush()  # a closed pipe surfaces here, not as a noisy error at exit
    except BrokenPipeError:
        # The reader went away (`ecc memory search x | head -1`): not an internal error.
        # Point stdout at /dev/null so the interpreter's final flush stays quiet.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = EXIT_BROKEN_PIPE
    sys.exit(code)


def _outcome(as_json: bool, action: Callable[[], int | None]) -> int:
    try:
        return action() or 0
    except BrokenPipeError:
        raise
    except KeyboardInterrupt:
        return 130
    except OSError as exc:  # the file system refused (no space, read-only, permission)
        from ecc_memory.cli.failure import report
        from ecc_memory.files import os_refusal

        return report(os_refusal(exc, "read or write the vault"), as_json=as_json)
    except Exception as exc:  # a refusal, or an internal error reported without a traceback
        from ecc_memory.cli.failure import report  # only a failing command pays for it

        return report(exc, as_json=as_json)
