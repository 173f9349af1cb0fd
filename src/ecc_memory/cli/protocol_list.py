"""``ecc memory protocol list`` and ``show``: stable references to every unit (read-only)."""

from __future__ import annotations

from pathlib import Path

import click

from ecc_memory.cli.options import JSON, MEMORY_DIR, PROJECT_ROOT
from ecc_memory.cli.protocol_base import emit, emit_json, memory, run, state_root
from ecc_memory.errors import EXIT_OK, InvalidInput


def _files(project_root: str | None, memory_dir: str) -> dict[str, bytes]:
    from ecc_memory.protocol.store.view import read_view

    _, directory = memory(project_root, memory_dir)
    if not directory.is_dir():
        raise InvalidInput("PROTOCOL_NO_MEMORY", "the memory directory does not exist")
    return read_view(Path(directory), state_root())[0]


@click.command("list")
@click.option("--status", default=None, help="Only this status (active, candidate, legacy...).")
@click.option("--scope", default=None, help="Only this Scope (project, area:<name>).")
@click.option("--include-archive", is_flag=True, help="Also list archive/.")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def list_units(
    status: str | None,
    scope: str | None,
    include_archive: bool,
    as_json: bool,
    memory_dir: str,
    project_root: str | None,
) -> None:
    """List Entries by stable ID and legacy units as <file>#unit-<n>."""

    def action() -> int:
        from ecc_memory.protocol.context.listing import list_items

        items = [
            item
            for item in list_items(
                _files(project_root, memory_dir), include_archive=include_archive
            )
            if (status is None or item.status == status) and (scope is None or item.scope == scope)
        ]
        if as_json:
            emit_json({"items": [item.to_json() for item in items]})
        else:
            emit([item.label() for item in items] or ["No units."])
        return EXIT_OK

    run(as_json, action)


@click.command()
@click.argument("ref")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def show(ref: str, as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """Show one Entry (decoded bodies) or legacy unit (<file>#unit-<n>)."""

    def action() -> int:
        from ecc_memory.protocol.context.listing import find_item, show_json, show_text

        item = find_item(_files(project_root, memory_dir), ref)
        if as_json:
            emit_json(show_json(item))
        else:
            emit(show_text(item))
        return EXIT_OK

    run(as_json, action)
