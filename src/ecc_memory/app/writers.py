"""The writers of ``docs/memory/``, named once for their adapters (``cli/protocol_write`` and
the Subject writers of ``cli/protocol_subject``): each returns the build a writer run previews,
and rebuilds under the lock before it applies (``protocol.plans.writer``), from the writer's
request fields (in the order of its request type). Each writer's module is imported only when
that writer runs. ``history_copy`` is ``forget --history-check``'s question to git;
``pending_write`` and ``recover`` show, finish or abandon a write a killed writer left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ecc_memory.errors import EccError

if TYPE_CHECKING:
    from pathlib import Path

    from ecc_memory.app.workspace import Workspace
    from ecc_memory.protocol.plans.plan import Plan
    from ecc_memory.protocol.plans.tree import Tree

Build = Callable[["Tree"], "Plan"]

__all__ = [
    "Build",
    "add",
    "assign",
    "brief",
    "compact",
    "enable",
    "forget",
    "history_copy",
    "migrate",
    "pending_write",
    "promote",
    "recover",
    "subject",
    "subject_merge",
]


def add(*fields: Any) -> Build:
    """A new Entry (``AddRequest``'s fields)."""
    from ecc_memory.protocol.writers.add import AddRequest, build_add

    request = AddRequest(*fields)
    return lambda tree: build_add(tree, request)


def promote(*fields: Any) -> Build:
    """A candidate promoted to an Entry (``PromoteRequest``'s fields)."""
    from ecc_memory.protocol.writers.promote import PromoteRequest, build_promote

    request = PromoteRequest(*fields)
    return lambda tree: build_promote(tree, request)


def enable(*fields: Any) -> Build:
    """An optional feature's files (``EnableRequest``'s fields)."""
    from ecc_memory.protocol.writers.enable import EnableRequest, build_enable

    request = EnableRequest(*fields)
    return lambda tree: build_enable(tree, request)


def forget(*fields: Any) -> Build:
    """The units that mention a topic, or one Entry, removed (``ForgetRequest``'s fields)."""
    from ecc_memory.protocol.writers.forget import ForgetRequest, build_forget

    request = ForgetRequest(*fields)
    return lambda tree: build_forget(tree, request)


def compact(*fields: Any) -> Build:
    """A file compacted (``CompactRequest``'s fields)."""
    from ecc_memory.protocol.writers.compact import CompactRequest, build_compact

    request = CompactRequest(*fields)
    return lambda tree: build_compact(tree, request)


def migrate() -> Build:
    """The manifest upgraded to this Protocol version."""
    from ecc_memory.protocol.writers.migrate import build_migrate

    return build_migrate


def brief(*fields: Any) -> Build:
    """The project brief written (``BriefRequest``'s fields)."""
    from ecc_memory.protocol.writers.brief import BriefRequest, build_brief

    request = BriefRequest(*fields)
    return lambda tree: build_brief(tree, request)


def assign(*fields: Any) -> Build:
    """An Entry's Subject and Facet assigned (``AssignRequest``'s fields)."""
    from ecc_memory.protocol.writers.assign import AssignRequest, build_assign

    request = AssignRequest(*fields)
    return lambda tree: build_assign(tree, request)


def subject(*fields: Any, **named: Any) -> Build:
    """A Subject added, renamed or given an alias (``SubjectRequest``'s fields)."""
    from ecc_memory.protocol.writers.subject_edit import SubjectRequest, build_subject

    request = SubjectRequest(*fields, **named)
    return lambda tree: build_subject(tree, request)


def subject_merge(*fields: Any) -> Build:
    """A Subject merged into another (``MergeRequest``'s fields)."""
    from ecc_memory.protocol.writers.subject_merge import MergeRequest, build_merge

    request = MergeRequest(*fields)
    return lambda tree: build_merge(tree, request)


def history_copy(workspace: Workspace, relative: str, needle: str) -> bool | None:
    """Whether the git history of the workspace's project still holds ``needle`` under the
    memory directory ``relative`` (None: no repository could be read). The directory is
    checked first: a bad one is refused, not "unavailable"."""
    from ecc_memory.app.protocol import memory_dir

    memory_dir(workspace, relative)
    try:
        from ecc_memory.git.repo import open_repo

        return bool(open_repo(workspace.project).history.contains(relative.strip("/"), needle))
    except (ImportError, EccError):
        return None


def _journal_place(workspace: Workspace, relative: str) -> tuple[Path, Path]:
    import os
    from pathlib import Path

    from ecc_memory.app.protocol import memory_dir
    from ecc_memory.protocol.store.state import state_for

    directory = memory_dir(workspace, relative)
    return Path(os.path.realpath(directory)), state_for(workspace.state_dir, directory)


def pending_write(workspace: Workspace, relative: str) -> tuple[bool, list[str]]:
    """Whether a killed writer left a write of the memory directory ``relative`` pending, and
    its description (one line per target, paths under ``relative``)."""
    from ecc_memory.protocol.store import recovery
    from ecc_memory.protocol.store.journal import load

    root, state = _journal_place(workspace, relative)
    journal = load(root, state)
    prefix = relative.rstrip("/") + "/"
    return journal is not None, recovery.describe(journal, root, prefix) if journal else []


def recover(
    workspace: Workspace,
    relative: str,
    action: str,
    *,
    lock_timeout: float,
    break_stale: bool,
) -> list[tuple[str, str]]:
    """``finish`` or ``abandon`` the pending write under the writers' lock: each target's path
    and what became of it (never overwriting a file changed since the interruption)."""
    from ecc_memory.protocol.store import recovery
    from ecc_memory.protocol.store.lock import MutationLock

    root, state = _journal_place(workspace, relative)
    lock = MutationLock(
        state, command=f"recover --{action}", timeout=lock_timeout, break_stale=break_stale
    )
    with lock:
        return recovery.finish(root, state) if action == "finish" else recovery.abandon(root, state)
