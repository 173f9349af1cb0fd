"""What every ``ecc memory protocol`` command shares: finding the project and its memory
directory, the state root of locks, journals and the overlay, running an action under the one
error policy, and printing. The readers (``cli.protocol``), the writers (``cli.writer_run`` and
the modules it serves) and ``cli.local`` all import it; it imports none of them.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from ecc_memory.terminal import sanitize


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


def project_root_of(project_root: str | None) -> Path:
    """The project at or above ``--project-root`` (else the working directory): the nearest
    directory holding ``.git``, else that directory itself. The one meaning the option has on
    every command (it was "exactly DIR" here, so ``propose ID --project-root sub/`` refused what
    running it in ``sub/`` did)."""
    from ecc_memory.config import find_project_dir

    start = Path(os.path.abspath(project_root)) if project_root is not None else Path.cwd()
    return find_project_dir(start)


def memory(project_root: str | None, memory_dir: str) -> tuple[Path, Path]:
    """(project root, memory directory). Nothing is recovered or written here: readers read
    around an interrupted write (``protocol.store.view``), writers recover under their lock."""
    from ecc_memory.protocol import resolve_memory_dir

    root = project_root_of(project_root)
    return root, resolve_memory_dir(root, memory_dir)


def state_root() -> Path:
    from ecc_memory.config import state_dir

    return state_dir(os.environ)
