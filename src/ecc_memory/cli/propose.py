"""``ecc memory propose MEM_ID``: a vault memory as an inbox candidate for ``docs/memory/``.

A protocol writer like the others (``cli.writer_run``): it previews the candidate with a
Plan ID and writes nothing; ``--apply --confirm-plan ID`` rebuilds it under the writer lock
from the memory and the files as they are then, and writes only the plan that was shown.
Exit codes: 0 previewed or applied, 1 the preview has blockers, 2 refused, 3 internal error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import click

from ecc_memory.app.vault import SCOPES
from ecc_memory.cli.writer_run import run_operation, writer_options

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.app.writers import Run, Written

TYPES = ("decision", "constraint", "preference", "do-not-use", "tombstone")


@click.command()
@click.argument("memory_id", metavar="MEM_ID")
@click.option(
    "--type",
    "kind",
    type=click.Choice(TYPES),
    default=None,
    help="The governed type it proposes (default: from the memory's kind, for "
    "decisions and preferences).",
)
@click.option(
    "--statement",
    default=None,
    help="The claim to propose, when the memory's body is not it (or too long).",
)
@click.option(
    "--scope",
    "scopes",
    type=click.Choice(SCOPES),
    multiple=True,
    help="Vault scope(s) to look in (repeatable; default: project and team).",
)
@writer_options
def propose(
    memory_id: str,
    kind: str | None,
    statement: str | None,
    scopes: tuple[str, ...],
    memory_dir: str,
    project_root: str | None,
    **options: Any,
) -> None:
    """Propose vault memory MEM_ID for governed memory: an MC-INBOX candidate in inbox.md.

    MEM_ID may be a unique start of the ID or of its random part (what follows the date).

    The candidate is agent-observed and names the memory's ID and the harness that wrote it;
    it is never an active Entry. A person then reviews it with `ecc memory protocol promote`.
    """
    from ecc_memory.app import writers

    request = writers.ProposeRequest(kind, statement, memory_id=memory_id, scopes=scopes)

    def write(place: Workspace, how: Run) -> Written:
        return writers.propose(place, request, how).written

    run_operation(memory_dir, project_root, options, write)
