"""``ecc memory propose MEM_ID``: a vault memory as an inbox candidate for ``docs/memory/``.

A protocol writer like the others (``cli.writer_run``): it previews the candidate with a
Plan ID and writes nothing; ``--apply --confirm-plan ID`` rebuilds it under the writer lock
from the memory and the files as they are then, and writes only the plan that was shown.
Exit codes: 0 previewed or applied, 1 the preview has blockers, 2 refused, 3 internal error.
"""

from __future__ import annotations

import os
from typing import Any

import click

from ecc_memory.cli.writer_run import run_writer, writer_options
from ecc_memory.vault import DEFAULT_SCOPES, SCOPES

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
    proposals: list[Any] = []

    def build(tree: Any) -> Any:
        if not proposals:  # read the memory once; preview and apply each run in one process
            proposals.append(
                _proposal(memory_id, kind, statement, scopes or DEFAULT_SCOPES, project_root)
            )
        return proposals[0](tree)

    run_writer(memory_dir, project_root, options, build)


def _proposal(
    memory_id: str,
    kind: str | None,
    statement: str | None,
    scopes: tuple[str, ...],
    project_root: str | None,
) -> Any:
    from ecc_memory.cli.protocol_base import project_root_of
    from ecc_memory.config import resolve_roots
    from ecc_memory.protocol.writers.propose import Proposal
    from ecc_memory.session.propose import request_from_memory
    from ecc_memory.vault.reader import read_memory

    roots = resolve_roots(project_root_of(project_root), os.environ)
    found = read_memory(roots, memory_id, scopes=scopes, prefix=True)
    return Proposal(request_from_memory(found.memory, kind, statement))
