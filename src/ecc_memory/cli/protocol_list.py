"""``ecc memory protocol list``, ``show`` and ``subject list``: stable references (read-only).

``--local`` adds the units of a BOUND local overlay (as ``local/preferences.md``); the Subject
registry's list needs a valid contract, like every reader of it.
"""

from __future__ import annotations

from typing import Any

import click

from ecc_memory.app.workspace import Workspace
from ecc_memory.cli.options import JSON, MEMORY_DIR, PROJECT_ROOT
from ecc_memory.cli.protocol_base import emit, emit_json, run
from ecc_memory.errors import EXIT_OK

LOCAL = click.option(
    "--local", "with_local", is_flag=True, help="Also the BOUND local overlay's units."
)


def _items(project_root: str | None, memory_dir: str, with_local: bool, archive: bool) -> list[Any]:
    from ecc_memory.app.listing import units

    return units(Workspace.find(project_root), memory_dir, local=with_local, archive=archive)


@click.command("list")
@click.option("--status", default=None, help="Only this status (active, candidate, legacy...).")
@click.option("--scope", default=None, help="Only this Scope (project, area:<name>, local-user).")
@click.option("--include-archive", is_flag=True, help="Also list archive/.")
@LOCAL
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def list_units(
    status: str | None,
    scope: str | None,
    include_archive: bool,
    with_local: bool,
    as_json: bool,
    memory_dir: str,
    project_root: str | None,
) -> None:
    """List Entries by stable ID and legacy units as <file>#unit-<n>."""

    def action() -> int:
        items = [
            item
            for item in _items(project_root, memory_dir, with_local, include_archive)
            if (status is None or item.status == status) and (scope is None or item.scope == scope)
        ]
        from ecc_memory.app.listing import list_json, list_label

        if as_json:
            emit_json({"items": [list_json(item) for item in items]})
        else:
            emit([list_label(item) for item in items] or ["No units."])
        return EXIT_OK

    run(as_json, action)


@click.command()
@click.argument("ref")
@LOCAL
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def show(
    ref: str, with_local: bool, as_json: bool, memory_dir: str, project_root: str | None
) -> None:
    """Show one Entry (decoded bodies) or legacy unit (<file>#unit-<n>)."""

    def action() -> int:
        from ecc_memory.app import listing

        place = Workspace.find(project_root)
        found = listing.show(place, ref, memory_dir, local=with_local)
        emit_json(listing.show_json(found)) if as_json else emit(listing.show_text(found))
        return EXIT_OK

    run(as_json, action)


@click.command("list")
@click.option("--status", default=None, help="Only this status (active, merged, ...).")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def subject_list(
    status: str | None, as_json: bool, memory_dir: str, project_root: str | None
) -> None:
    """List the Subjects of subjects.md: ID, status, title and aliases."""

    def action() -> int:
        from ecc_memory.app import listing

        subjects = listing.subjects(Workspace.find(project_root), memory_dir, status)
        if as_json:
            emit_json({"subjects": [_subject_json(s) for s in subjects]})
        else:
            emit([_subject_line(s) for s in subjects] or ["No Subjects."])
        return EXIT_OK

    run(as_json, action)


def _subject_json(subject: Any) -> dict[str, object]:
    return {
        "id": subject.subject_id,
        "status": subject.status,
        "title": subject.title,
        "aliases": list(subject.aliases),
        "canonicalRef": subject.canonical_ref,
        "mergedInto": subject.merged_into,
    }


def _subject_line(subject: Any) -> str:
    aliases = f" (aliases: {', '.join(subject.aliases)})" if subject.aliases else ""
    return f"{subject.subject_id} [{subject.status}] {subject.title}{aliases}"
