"""``docs/memory/`` from the workspace, once for the CLI and the MCP server: the check, the
context pack (``protocol context``, ``memory_context``), ``status`` and ``init``, and what every
writer needs, assembled once for the writer run (``app.writers.run``): the memory directory of
the project, and the writer's environment (the state root of locks, journals and the local
overlay, today's date, the Evidence probe, and the Entry IDs the project's local overlay holds,
which a new ID must not take). The adapters assembled it each on their own; they render the
results with the renderer family (``render``).
"""

from __future__ import annotations

import os
import posixpath
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ecc_memory.errors import EccError, InvalidInput
from ecc_memory.protocol.context.context import ContextRequest

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.protocol.checks.status import StatusReport
    from ecc_memory.protocol.context.context import ContextPack
    from ecc_memory.protocol.model.problems import Problem
    from ecc_memory.protocol.plans.writer import WriterEnv
    from ecc_memory.protocol.writers.scaffold import InitReport

__all__ = [
    "MEMORY_DIR",
    "CheckRequest",
    "Checked",
    "ContextRequest",
    "check",
    "context",
    "init",
    "memory_dir",
    "overlay_place",
    "shared_entry_ids",
    "status",
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


def status(workspace: Workspace, relative: str = MEMORY_DIR) -> StatusReport:
    """One row per memory file of the project's memory directory (tokens against budget,
    protocol version, migration), read around a write a killed writer left."""
    from ecc_memory.protocol.checks.status import status_directory

    return status_directory(memory_dir(workspace, relative), state_root=workspace.state_dir)


def init(workspace: Workspace, relative: str = MEMORY_DIR) -> InitReport:
    """Scaffold the project's memory directory (the core files); never overwrites a file, and
    refuses a memory directory that is a file (``PROTOCOL_MEMORY_DIR``)."""
    from ecc_memory.protocol.writers.scaffold import init_directory

    directory = memory_dir(workspace, relative)
    if directory.exists() and not directory.is_dir():
        raise InvalidInput("PROTOCOL_MEMORY_DIR", "the memory directory is not a directory")
    return init_directory(directory)


def shared_entry_ids(workspace: Workspace, relative: str = MEMORY_DIR) -> set[str]:
    """Every Entry-ID-shaped token of the shared memory directory (read around a write a killed
    writer left): an ID the local overlay mints must not reuse one, as a shared writer's must
    not reuse the overlay's (``writer_env``)."""
    from ecc_memory.protocol.model.units import entry_ids_in
    from ecc_memory.protocol.store.view import read_view

    return entry_ids_in(read_view(memory_dir(workspace, relative), workspace.state_dir)[0].values())


class CheckRequest(NamedTuple):
    """What ``protocol check`` verifies: ``focus`` (conflicts, routing, reachability,
    freshness; None: everything, the local overlay included), ``merge_ref`` (with conflicts:
    also merging that revision into HEAD), the secret and personal-data scans."""

    focus: str | None = None
    merge_ref: str | None = None
    security: bool = True
    privacy: bool = False
    memory_dir: str = MEMORY_DIR


class Checked(NamedTuple):
    """The findings and the mode they were found in."""

    problems: list[Problem]
    mode: str


def check(workspace: Workspace, request: CheckRequest) -> Checked:
    """Verify the project's memory directory, its local overlay and (``merge_ref``) a merge."""
    from ecc_memory.protocol import CheckOptions, check_directory
    from ecc_memory.protocol.checks.bootstrap import BOOTSTRAP_FILES
    from ecc_memory.protocol.model.reading import read_project_files

    if request.merge_ref is not None and request.focus != "conflicts":
        raise InvalidInput("USAGE", "--merge-base needs --conflicts")
    root, directory = workspace.project, memory_dir(workspace, request.memory_dir)
    options = CheckOptions(
        mode=request.focus or "full",  # type: ignore[arg-type]
        security=request.security,
        privacy=request.privacy,
        resolve_head=_head_resolver(root),
        evidence_exists=lambda rel: os.path.lexists(root / rel),
        bootstrap=read_project_files(root, BOOTSTRAP_FILES),
        memory_dir=posixpath.normpath(request.memory_dir),
    )
    problems = check_directory(directory, options, state_root=workspace.state_dir)
    if request.focus is None:
        problems += _overlay_problems(workspace, request.memory_dir, request.security)
    if request.merge_ref is not None:
        problems += _merge_findings(root, directory, request.merge_ref)
    return Checked(problems, options.mode)


def _head_resolver(root: Path) -> Callable[[], str | None]:
    def resolve() -> str | None:
        try:
            from ecc_memory.git.repo import open_repo

            return open_repo(root).head_sha()
        except (ImportError, EccError):
            return None

    return resolve


def overlay_place(workspace: Workspace, relative: str = MEMORY_DIR) -> tuple[Path, str, Path]:
    """(state dir, project_id of the shared manifest's valid contract, project root): where the
    local overlay of this project lives. The contract is read as every writer reads it: a
    missing or invalid one is refused."""
    from datetime import date

    from ecc_memory.protocol.plans.mutation import contract_project_id
    from ecc_memory.protocol.plans.tree import Tree
    from ecc_memory.protocol.store.view import read_view

    directory = memory_dir(workspace, relative)
    if not directory.is_dir():
        raise InvalidInput(
            "LOCAL_NO_PROJECT", "no shared manifest.md: run `ecc memory protocol init` first"
        )
    files = read_view(directory, workspace.state_dir)[0]
    tree = Tree(files, today=date(1970, 1, 1), tool="")
    return workspace.state_dir, contract_project_id(tree, command="local"), workspace.project


def _overlay_problems(workspace: Workspace, relative: str, security: bool) -> list[Problem]:
    """The local overlay's findings; none when the contract is invalid (reported above)."""
    if not os.path.lexists(workspace.state_dir / "projects"):
        return []  # no overlay of any project: the common case costs one stat
    from ecc_memory.protocol.model.problems import error
    from ecc_memory.protocol.overlay.selection import overlay_problems, status

    try:
        place = overlay_place(workspace, relative)
    except EccError:
        return []
    try:
        found = status(*place)
    except EccError as exc:
        return [error("ECC-LOCAL-001", "local/manifest.md", 0, f"the local overlay: {exc.message}")]
    return overlay_problems(found, security=security)


def _merge_findings(root: Path, directory: Path, revision: str) -> list[Problem]:
    from ecc_memory.git.merge_review import merge_review
    from ecc_memory.git.repo import open_repo

    try:
        repo = open_repo(root)
        prefix = directory.resolve().relative_to(repo.workdir.resolve()).as_posix()
        return merge_review(repo, revision, prefix)
    except EccError as exc:
        raise InvalidInput(
            "MERGE_REVIEW_UNAVAILABLE", f"Merge review unavailable: {exc.message}"
        ) from None
    except ValueError:
        raise InvalidInput(
            "MERGE_REVIEW_UNAVAILABLE",
            "Merge review unavailable: the memory directory is outside the git work tree",
        ) from None
