"""``ecc memory protocol recover``: show, finish or abandon a write a killed writer left.

Writers finish an interrupted write by themselves when every target still has the content the
journal expects; when one does not (an edit, a checkout or a deleted staged copy since the
crash) they refuse and name this command. Exit codes: 0 nothing pending or resolved, 1 a write
is pending (shown), 2 refused, 3 internal error.
"""

from __future__ import annotations

from typing import Any

import click

from ecc_memory.cli.options import JSON, MEMORY_DIR, PROJECT_ROOT
from ecc_memory.cli.protocol_base import emit, emit_json, run
from ecc_memory.cli.writer_run import BREAK, TIMEOUT
from ecc_memory.errors import EXIT_OK, EXIT_PROBLEMS


@click.command()
@click.option(
    "--finish",
    "action",
    flag_value="finish",
    help="Write the staged copies over targets that still have their old content.",
)
@click.option(
    "--abandon",
    "action",
    flag_value="abandon",
    help="Put back the old content of targets the write already replaced.",
)
@JSON
@BREAK
@TIMEOUT
@MEMORY_DIR
@PROJECT_ROOT
def recover(
    action: str | None,
    as_json: bool,
    memory_dir: str,
    project_root: str | None,
    **options: Any,
) -> None:
    """Show an interrupted write of docs/memory/ (default), or --finish or --abandon it.

    Neither option ever overwrites a file that changed after the interruption.
    """

    def act() -> int:
        from ecc_memory.app import writers
        from ecc_memory.app.workspace import Workspace

        place = Workspace.find(project_root)
        prefix = memory_dir.rstrip("/") + "/"
        if action is None:
            pending, lines = writers.pending_write(place, memory_dir)
            if as_json:
                emit_json({"pending": pending, "lines": lines})
            else:
                emit(lines or ["No interrupted write is pending."])
            return EXIT_PROBLEMS if pending else EXIT_OK
        done = writers.recover(
            place,
            memory_dir,
            action,
            lock_timeout=options["lock_timeout"],
            break_stale=options["break_stale_lock"],
        )
        if as_json:
            emit_json({"action": action, "targets": [{"path": p, "outcome": o} for p, o in done]})
        else:
            emit([f"{prefix}{p}: {o}" for p, o in done] or ["No interrupted write is pending."])
        return EXIT_OK

    run(as_json, act)
