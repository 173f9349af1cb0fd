"""Agent sessions' operations, once for the CLI and the MCP server: the session-start brief.

The brief reads the vault and ``docs/memory/`` of the workspace's project, for the branch
checked out there. A bad index-freshness or watcher setting costs the brief nothing (it is
read-only and bounded: the default is used, and said in ``notes``); any other bad vault
setting is the vault part's diagnostic, never the protocol pack's end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ecc_memory.errors import EccError

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Roots, Workspace
    from ecc_memory.session.brief import Brief

# Settings a brief falls back from, to their defaults, instead of losing its vault part.
TOLERATED = ("ECC_MEMORY_INDEX_VERIFY_SECONDS", "ECC_MEMORY_WATCH")


class BriefRequest(NamedTuple):
    """What to brief: ``harness`` (None: ``ECC_MEMORY_HARNESS``, required then), the protocol
    task whose pack to include, the paths the work touches and the token budget."""

    harness: str | None = None
    task: str = "implementation"
    paths: tuple[str, ...] = ()
    budget: int = 2000


class Briefed(NamedTuple):
    """The brief, and what the workspace's settings made it do (a setting's default used)."""

    brief: Brief
    notes: tuple[str, ...]


def brief(workspace: Workspace, request: BriefRequest) -> Briefed:
    from ecc_memory.git.head import current_branch
    from ecc_memory.session.brief import BriefRequest as Wanted
    from ecc_memory.session.brief import build_brief

    harness = request.harness or workspace.identity()
    notes: list[str] = []
    found: list[Roots] = []

    def roots() -> Roots:  # asked by the vault part and the pack's state: resolved once
        if not found:
            found.append(_tolerant_roots(workspace, notes))
        return found[0]

    wanted = Wanted(harness, request.task, request.paths, request.budget)
    project = workspace.project
    built = build_brief(project, roots, wanted, branch=current_branch(project))
    return Briefed(built, tuple(notes))


def _tolerant_roots(workspace: Workspace, notes: list[str]) -> Roots:
    try:
        return workspace.roots
    except EccError as error:
        if error.code != "INVALID_SETTING":
            raise
        notes.append(f"{error.message} Using the default.")
        env = {k: v for k, v in workspace.env.items() if k not in TOLERATED}
        return type(workspace)(workspace.start, env).roots
