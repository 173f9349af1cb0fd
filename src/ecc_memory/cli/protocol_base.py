"""What every ``ecc memory protocol`` command shares: running an action under the one error
policy, and printing. Where the project, its memory directory and the state root are is the
workspace's (``app.workspace``, ``app.protocol``). The readers (``cli.protocol``), the writers
(``cli.writer_run`` and the modules it serves) and ``cli.local`` all import it; it imports none
of them.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import NoReturn

from ecc_memory.app.text import sanitize


def emit(lines: list[str], *, err: bool = False) -> None:
    stream = sys.stderr if err else sys.stdout
    stream.write("".join(sanitize(line) + "\n" for line in lines))


def emit_json(data: object) -> None:
    """Protocol JSON in the one convention (``render.json.emit_versioned``), named after
    the command that prints it (``ecc.memory.protocol-check.v1``)."""
    import click

    from ecc_memory.render.json import emit_versioned, schema_for

    emit_versioned(data, schema_for(click.get_current_context().command_path))


def fail(exc: BaseException, as_json: bool) -> NoReturn:
    """Refuse with ``exc`` through the one runner."""

    def action() -> int:
        raise exc

    run(as_json, action)


def run(as_json: bool, action: Callable[[], int]) -> NoReturn:
    """Run ``action`` and exit with its code, through the one runner (``cli.outcome``): a
    refusal or an OS error is one line (or one JSON object), a closed pipe is quiet, and
    anything unexpected is an internal error, never "could not read the memory directory"."""
    from ecc_memory.cli.outcome import run as run_body

    run_body(as_json, action, doing="use the memory directory")
