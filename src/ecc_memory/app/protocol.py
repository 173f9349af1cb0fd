"""What every ``docs/memory/`` writer needs from the workspace, assembled once for the CLI's
writers and the MCP server's ``memory_propose``: the memory directory of the project, and the
writer's environment (the state root of locks, journals and the local overlay, today's date,
the Evidence probe, and the Entry IDs the project's local overlay holds, which a new ID must
not take). The adapters assembled it each on their own.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.protocol.plans.writer import WriterEnv

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
