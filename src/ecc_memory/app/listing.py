"""Stable references of ``docs/memory/``, read-only, once for their adapters: the units
(``protocol list``), one unit (``protocol show``) and the Subjects (``protocol subject list``)
of the workspace's memory directory, read around a write a killed writer left.

``local`` adds the units of a BOUND local overlay (as ``local/preferences.md``); the Subject
registry's list needs a valid contract, like every reader of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ecc_memory.app.protocol import MEMORY_DIR
from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.context.listing import list_json as list_json
from ecc_memory.protocol.context.listing import list_label as list_label
from ecc_memory.protocol.context.listing import show_json as show_json
from ecc_memory.protocol.context.listing import show_text as show_text

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace

__all__ = ["show", "show_json", "show_text", "subjects", "units"]


def _files(workspace: Workspace, relative: str) -> dict[str, bytes]:
    from ecc_memory.app.protocol import memory_dir
    from ecc_memory.protocol.store.view import read_view

    directory = memory_dir(workspace, relative)
    if not directory.is_dir():
        raise InvalidInput("PROTOCOL_NO_MEMORY", "the memory directory does not exist")
    return read_view(directory, workspace.state_dir)[0]


def units(
    workspace: Workspace, relative: str = MEMORY_DIR, *, local: bool = False, archive: bool = False
) -> list[Any]:
    """Entries by stable ID and legacy units as ``<file>#unit-<n>`` (``archive``: also
    ``archive/``; ``local``: also the BOUND local overlay's, refused when it is not BOUND)."""
    from ecc_memory.protocol.context.listing import list_items

    items = list_items(_files(workspace, relative), include_archive=archive)
    return items + (_local_items(workspace, relative) if local else [])


def _local_items(workspace: Workspace, relative: str) -> list[Any]:
    from ecc_memory.app.protocol import overlay_place
    from ecc_memory.protocol.context.listing import list_items
    from ecc_memory.protocol.overlay.selection import LOCAL, PREFERENCES, status

    found = status(*overlay_place(workspace, relative))
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


def show(workspace: Workspace, ref: str, relative: str = MEMORY_DIR, *, local: bool = False) -> Any:
    """The one unit ``ref`` names (case-insensitive), archive included; refused
    (``PROTOCOL_UNKNOWN_ENTRY``) when none does."""
    from ecc_memory.protocol.model.problems import shown

    wanted = ref.strip().upper()
    found = [item for item in units(workspace, relative, local=local, archive=True)
             if item.ref.upper() == wanted]  # fmt: skip
    if not found:
        raise InvalidInput("PROTOCOL_UNKNOWN_ENTRY", f"no unit {shown(ref)} in the memory files")
    return found[0]


def subjects(
    workspace: Workspace, relative: str = MEMORY_DIR, status: str | None = None
) -> list[Any]:
    """The Subjects of ``subjects.md`` (``status``: only those), refused unless the contract
    is current."""
    from datetime import date

    from ecc_memory.protocol.plans.mutation import require_current
    from ecc_memory.protocol.plans.tree import Tree

    tree = Tree(_files(workspace, relative), today=date(1970, 1, 1), tool="")
    require_current(tree, command="subject list")
    registry = tree.snapshot.registry
    return [
        s
        for s in (registry.subjects.values() if registry else ())
        if status is None or s.status == status
    ]
