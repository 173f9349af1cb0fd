"""``ecc memory protocol list``, ``show`` and ``subject list``: stable references (read-only).

``--local`` adds the units of a BOUND local overlay (as ``local/preferences.md``); the Subject
registry's list needs a valid contract, like every reader of it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from ecc_memory.cli.options import JSON, MEMORY_DIR, PROJECT_ROOT
from ecc_memory.cli.protocol_base import emit, emit_json, memory, run, state_root
from ecc_memory.errors import EXIT_OK, InvalidInput

LOCAL = click.option(
    "--local", "with_local", is_flag=True, help="Also the BOUND local overlay's units."
)


def _files(project_root: str | None, memory_dir: str) -> dict[str, bytes]:
    from ecc_memory.protocol.store.view import read_view

    _, directory = memory(project_root, memory_dir)
    if not directory.is_dir():
        raise InvalidInput("PROTOCOL_NO_MEMORY", "the memory directory does not exist")
    return read_view(Path(directory), state_root())[0]


def _items(project_root: str | None, memory_dir: str, with_local: bool, archive: bool) -> list[Any]:
    from ecc_memory.protocol.context.listing import list_items

    items = list_items(_files(project_root, memory_dir), include_archive=archive)
    return items + (_local_items(project_root, memory_dir) if with_local else [])


def _local_items(project_root: str | None, memory_dir: str) -> list[Any]:
    from ecc_memory.cli.local import where
    from ecc_memory.protocol.context.listing import list_items
    from ecc_memory.protocol.overlay.selection import LOCAL, PREFERENCES, status

    found = status(*where(project_root, memory_dir))
    if found.state != "BOUND":
        raise InvalidInput(
            "LOCAL_NOT_BOUND", f"the local overlay is {found.state}; only a BOUND one is listed"
        )
    data = found.files.get(f"{LOCAL}/{PREFERENCES}", b"")
    items = list_items({PREFERENCES: data})
    # BOUND means every local Entry passed the overlay's own rules (``selection``); the shared
    # identity rules (Subject, Facet) do not apply to them.
    return [
        item._replace(path=f"{LOCAL}/{item.path}", ref=_local_ref(item.ref), invalid=False)
        for item in items
    ]


def _local_ref(ref: str) -> str:
    return f"local/{ref}" if "#unit-" in ref else ref


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
        from ecc_memory.protocol.context.listing import list_json, list_label

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
        from ecc_memory.protocol.context.listing import show_json, show_text
        from ecc_memory.protocol.model.problems import shown

        wanted = ref.strip().upper()
        items = _items(project_root, memory_dir, with_local, True)
        found = [item for item in items if item.ref.upper() == wanted]
        if not found:
            raise InvalidInput(
                "PROTOCOL_UNKNOWN_ENTRY", f"no unit {shown(ref)} in the memory files"
            )
        emit_json(show_json(found[0])) if as_json else emit(show_text(found[0]))
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
        from datetime import date

        from ecc_memory.protocol.plans.mutation import require_current
        from ecc_memory.protocol.plans.tree import Tree

        tree = Tree(_files(project_root, memory_dir), today=date(1970, 1, 1), tool="")
        require_current(tree, command="subject list")
        registry = tree.snapshot.registry
        subjects = [
            s
            for s in (registry.subjects.values() if registry else ())
            if status is None or s.status == status
        ]
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
        "canonical_ref": subject.canonical_ref,
        "merged_into": subject.merged_into,
    }


def _subject_line(subject: Any) -> str:
    aliases = f" (aliases: {', '.join(subject.aliases)})" if subject.aliases else ""
    return f"{subject.subject_id} [{subject.status}] {subject.title}{aliases}"
