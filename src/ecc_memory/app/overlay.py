"""The local overlay of the workspace's project, once for its adapters: ``protocol local
status``, ``enable``, ``link``, ``add`` and ``reset``, and the overlay's part of a context pack
(``protocol context``).

The overlay lives under the state directory, keyed by the ``project_id`` of the shared
manifest's contract (``app.protocol.overlay_place``), and is bound to checkouts of the project;
its writes run under its own lock (``protocol.overlay.writer``). An Entry ID the overlay mints
must not take one of the shared memory directory's (``app.protocol.shared_entry_ids``).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from ecc_memory.app.protocol import MEMORY_DIR, overlay_place, shared_entry_ids
from ecc_memory.errors import EccError

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.protocol.overlay.selection import OverlayStatus

__all__ = ["add", "enable", "link", "pack", "reset", "status"]


def status(workspace: Workspace, relative: str = MEMORY_DIR) -> OverlayStatus:
    """The overlay's state (DISABLED, UNBOUND, BOUND, REVIEW), where it lives, its roots."""
    from ecc_memory.protocol.overlay import selection

    return selection.status(*overlay_place(workspace, relative))


def enable(workspace: Workspace, relative: str = MEMORY_DIR) -> OverlayStatus:
    """Create the overlay bound to this checkout (a no-op when it is already BOUND here)."""
    from ecc_memory.protocol.overlay import writer

    return writer.enable(*overlay_place(workspace, relative))


def link(workspace: Workspace, relative: str = MEMORY_DIR) -> OverlayStatus:
    """Bind this checkout: stale roots are dropped; another live one makes it REVIEW."""
    from ecc_memory.protocol.overlay import writer

    return writer.link(*overlay_place(workspace, relative))


def add(
    workspace: Workspace, message: str, evidence: tuple[str, ...], relative: str = MEMORY_DIR
) -> str:
    """Add a ``local-user`` preference to a BOUND overlay, dated by the workspace's clock, with
    an Entry ID neither the overlay nor the shared memory directory holds; returns the ID."""
    from ecc_memory.protocol.overlay import writer

    place = overlay_place(workspace, relative)
    taken = shared_entry_ids(workspace, relative)
    return writer.add(*place, message, evidence, workspace.now(), shared_ids=taken)


def reset(workspace: Workspace, relative: str = MEMORY_DIR, *, apply: bool) -> list[str]:
    """The overlay's files, removed (all or nothing) with ``apply``."""
    from ecc_memory.protocol.overlay import writer

    return writer.reset(*overlay_place(workspace, relative), apply=apply)


def pack(workspace: Workspace, relative: str = MEMORY_DIR) -> tuple[str, dict[str, str]]:
    """The overlay's state and the files it adds to a context pack (BOUND only, by
    ``local/<name>``); a problem with it never blocks a pack: it is then REVIEW."""
    if not os.path.lexists(workspace.state_dir / "projects"):
        return "DISABLED", {}  # no overlay of any project: one stat, nothing imported
    from ecc_memory.protocol.overlay.selection import loaded

    try:
        found = status(workspace, relative)
        return found.state, loaded(found)
    except EccError:
        return "REVIEW", {}
