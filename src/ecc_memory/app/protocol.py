"""``docs/memory/`` from the workspace, once for the CLI and the MCP server: the context pack
(``protocol context``, ``memory_context``), and what every writer needs, assembled once for the
CLI's writers and ``memory_propose``: the memory directory of the project, and the
writer's environment (the state root of locks, journals and the local overlay, today's date,
the Evidence probe, and the Entry IDs the project's local overlay holds, which a new ID must
not take). The adapters assembled it each on their own.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ecc_memory.protocol.context.context import ContextRequest

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.protocol.context.context import ContextPack
    from ecc_memory.protocol.plans.writer import WriterEnv

__all__ = [
    "MEMORY_DIR",
    "ContextRequest",
    "context",
    "memory_dir",
    "shared_entry_ids",
    "writer_env",
]

MEMORY_DIR = "docs/memory"


def memory_dir(workspace: Workspace, relative: str = MEMORY_DIR) -> Path:
    """The memory directory ``relative`` (under ``docs/``) of the workspace's project; refused
    when it escapes ``docs/`` or runs through a symlink."""
    from ecc_memory.protocol import resolve_memory_dir

    return resolve_memory_dir(workspace.project, relative)


def writer_env(
    workspace: Workspace,
    relative: str = MEMORY_DIR,
    *,
    tool: str,
    lock_timeout: float = 10.0,
    break_stale: bool = False,
) -> WriterEnv:
    """Where and how a writer runs in this workspace (``tool`` names the writer in the files
    it stamps, ``ecc-memory 0.1.0``)."""
    from ecc_memory.protocol.overlay.selection import entry_ids
    from ecc_memory.protocol.plans.writer import WriterEnv

    root, state = workspace.project, workspace.state_dir
    return WriterEnv(
        memory_dir(workspace, relative),
        state,
        workspace.now().date(),
        tool,
        lambda rel: os.path.lexists(root / rel),
        lock_timeout,
        break_stale,
        outside_ids=lambda project_id: entry_ids(state, project_id, root),
    )


def context(
    workspace: Workspace, request: ContextRequest, relative: str = MEMORY_DIR
) -> ContextPack:
    """The context pack for ``request`` from the project's memory directory, read around a
    write a killed writer left (the state root), with Evidence paths probed in the project:
    what ``protocol context`` prints and ``memory_context`` returns."""
    from ecc_memory.protocol.context.context import context_directory

    root = workspace.project
    return context_directory(
        memory_dir(workspace, relative),
        request,
        path_exists=lambda rel: os.path.lexists(root / rel),
        state_root=workspace.state_dir,
    )


def shared_entry_ids(workspace: Workspace, relative: str = MEMORY_DIR) -> set[str]:
    """Every Entry-ID-shaped token of the shared memory directory (read around a write a killed
    writer left): an ID the local overlay mints must not reuse one, as a shared writer's must
    not reuse the overlay's (``writer_env``)."""
    from ecc_memory.protocol.model.units import entry_ids_in
    from ecc_memory.protocol.store.view import read_view

    return entry_ids_in(read_view(memory_dir(workspace, relative), workspace.state_dir)[0].values())
