"""What readers see of a memory directory: never a write half done, and never a write.

``read_view`` reads the directory (``model.reading.read_tree``) while holding the writer lock
shared for a moment, so a live writer is never caught between two renames. A journal left by
a writer that died is not recovered here -- readers never write -- but read around: targets it
already replaced are shown with their pre-images, so the reader sees the tree as it was before
the interrupted write, and a warning says so and names ``ecc memory protocol recover``.
"""

from __future__ import annotations

from pathlib import Path

from ecc_memory.errors import EccError
from ecc_memory.protocol.model.problems import Problem, warning
from ecc_memory.protocol.model.reading import read_tree
from ecc_memory.protocol.store import journal, recovery
from ecc_memory.protocol.store.lock import shared_lock
from ecc_memory.protocol.store.state import state_for

PENDING_CODE = "ECC-WRITE-001"
READ_WAIT_SECONDS = 1.0


def read_view(memory_dir: Path, state_root: Path | None) -> tuple[dict[str, bytes], list[Problem]]:
    """The files a reader should use and the problems of reading them (see the docstring)."""
    if state_root is None or (not journal.any_pending(state_root) and not _has_lock(state_root)):
        return read_tree(memory_dir)
    state = state_for(state_root, memory_dir)
    with shared_lock(state, READ_WAIT_SECONDS):
        files, problems = read_tree(memory_dir)
        try:
            pending = journal.load(Path(_real(memory_dir)), state)
        except EccError as exc:
            return files, [*problems, warning(PENDING_CODE, "manifest.md", 0, exc.message)]
    if pending is None:
        return files, problems
    note = (
        f"an interrupted write (plan {pending.plan_id}) is pending; showing the files as they "
        f"were before it. Journal: {pending.path}. {journal.RECOVER_HINT}"
    )
    return recovery.pre_image(memory_dir, pending, files), [
        *problems,
        warning(PENDING_CODE, "manifest.md", 0, note),
    ]


def _real(path: Path) -> str:
    import os

    return os.path.realpath(path)


def _has_lock(state_root: Path) -> bool:
    """Whether any writer ever ran under this state root (its lock files stay)."""
    return (state_root / "protocol").is_dir()
