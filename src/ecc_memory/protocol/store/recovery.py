"""Recovery of a write a writer left half done (``store.journal`` writes them).

A journal in state ``staging`` never touched a target: it is undone. A committed journal is
finished by the next writer -- but only over targets that still have their base
digest and whose staged copy is intact. A target that was edited, checked out or deleted after
the crash, or a staged copy that was cleaned away, stops recovery: nothing is renamed, and the
refusal names the journal and ``ecc memory protocol recover``, which shows the journal, finishes
what can be finished without overwriting anything (``--finish``), or puts back the pre-images
of what was already written (``--abandon``). Neither ever overwrites a file whose content is
not one the journal knows.
"""

from __future__ import annotations

import os
import uuid
from pathlib import Path

from ecc_memory.protocol.store.journal import (
    JOURNAL,
    RECOVER_HINT,
    Journal,
    Operation,
    RecoveryRefused,
    clean,
    load,
    read_file,
    rename,
    roll_back,
    sha,
    stage,
    unlink,
)

DONE = "written"  # the target has the new content
PENDING = "staged"  # the target still has its base content; the staged copy is intact
MISSING = "staged copy gone"  # the target has its base content; the staged copy is not there
CHANGED = "changed since"  # the target has neither content: edited, checked out or deleted


def statuses(root: Path, journal: Journal) -> list[tuple[Operation, str]]:
    return [(op, _status(root, op)) for op in journal.operations]


def _status(root: Path, op: Operation) -> str:
    current = read_file(root, op.path)
    if current is not None and sha(current) == op.expected_sha256:
        return DONE
    at_base = sha(current) == op.base_sha256 if current is not None else op.base_sha256 is None
    if not at_base:
        return CHANGED
    staged = read_file(root, op.temp_rel)
    return PENDING if staged is not None and sha(staged) == op.expected_sha256 else MISSING


def recover(root: Path, state: Path, prefix: str = "") -> str | None:
    """What a writer does first, holding the lock: undo a write that never committed, finish
    one that did when every target allows it; otherwise refuse and change nothing. Returns
    ``rolled-back``, ``rolled-forward`` or None (nothing pending)."""
    journal = load(root, state)
    if journal is None:
        return None
    if journal.state != "committed":
        roll_back(root, state, journal)
        return "rolled-back"
    found = statuses(root, journal)
    blocked = [(op, s) for op, s in found if s in (CHANGED, MISSING)]
    if blocked:
        op, status = blocked[0]
        more = f" (and {len(blocked) - 1} more)" if len(blocked) > 1 else ""
        why = (
            "was changed after the write was interrupted"
            if status == CHANGED
            else ("still has its old content and its staged copy is gone")
        )
        raise RecoveryRefused(
            "PROTOCOL_RECOVERY",
            f"an interrupted write (plan {journal.plan_id}) cannot be finished: "
            f"{prefix}{op.path} {why}{more}; nothing was changed. Journal: {journal.path}. "
            f"{RECOVER_HINT}",
        )
    _finish(root, state, journal, found)
    return "rolled-forward"


def _finish(root: Path, state: Path, journal: Journal, found: list[tuple[Operation, str]]) -> None:
    for op, status in found:
        if status == PENDING:
            rename(root, op.path, op.temp)
    clean(root, state, journal)


def finish(root: Path, state: Path) -> list[tuple[str, str]]:
    """``recover --finish``: write every staged copy whose target still has its base content;
    leave every other target as it is. Returns (path, outcome) for each target."""
    journal = load(root, state)
    if journal is None:
        return []
    if journal.state != "committed":
        roll_back(root, state, journal)
        return [
            (op.path, "not written (the write never reached its commit point)")
            for op in journal.operations
        ]
    found = statuses(root, journal)
    _finish(root, state, journal, found)
    told = {
        DONE: "already written",
        PENDING: "written now",
        MISSING: "not written: its staged copy is gone (the file keeps its old content)",
        CHANGED: "kept as it is: it changed after the interruption",
    }
    return [(op.path, told[status]) for op, status in found]


def abandon(root: Path, state: Path) -> list[tuple[str, str]]:
    """``recover --abandon``: put back the pre-image of every target that has the new content,
    leave every other target as it is, remove the staged copies and the journal. A journal
    that cannot be trusted is only moved aside: nothing in the memory directory is touched."""
    try:
        journal = load(root, state)
    except RecoveryRefused:
        aside = state / f"{JOURNAL}.abandoned-{uuid.uuid4().hex[:8]}"
        os.replace(state / JOURNAL, aside)
        return [("(journal)", f"not trusted; moved to {aside}, no memory file touched")]
    if journal is None:
        return []
    outcomes = []
    for op, status in statuses(root, journal):
        if status == DONE and op.base is not None:
            _put_back(root, op)
            outcomes.append((op.path, "restored to its content before the write"))
        elif status == DONE and op.base_sha256 is None:
            unlink(root, op.path, os.path.basename(op.path))
            outcomes.append((op.path, "removed (the write had created it)"))
        elif status == DONE:
            outcomes.append((op.path, "kept: the journal holds no copy of its old content"))
        elif status == CHANGED:
            outcomes.append((op.path, "kept as it is: it changed after the interruption"))
        else:
            outcomes.append((op.path, "unchanged (the write had not reached it)"))
    clean(root, state, journal)
    return outcomes


def _put_back(root: Path, op: Operation) -> None:
    assert op.base is not None
    name = f".ecc-stage-{uuid.uuid4().hex[:12]}-0.tmp"
    stage(root, op.path, name, op.base, [])
    rename(root, op.path, name)


def pre_image(root: Path, journal: Journal, files: dict[str, bytes]) -> dict[str, bytes]:
    """``files`` as they were before the interrupted write: each target that already has the
    new content gets its pre-image back (or disappears, if the write created it); targets
    that changed since keep what they have now (somebody's edit)."""
    if journal.state != "committed":
        return files  # targets are untouched before the commit point
    view = dict(files)
    for op in journal.operations:
        current = files.get(op.path)
        if current is None or sha(current) != op.expected_sha256:
            continue
        if op.base is not None:
            view[op.path] = op.base
        elif op.base_sha256 is None:
            view.pop(op.path, None)
    return view


def describe(journal: Journal, root: Path, prefix: str = "") -> list[str]:
    """``recover`` without options: what is pending, target by target."""
    lines = [
        f"Interrupted write of plan {journal.plan_id or '(unknown)'} ({journal.state}).",
        f"Journal: {journal.path}",
    ]
    for op, status in statuses(root, journal):
        lines.append(f"- {prefix}{op.path}: {status}")
    if journal.state == "committed":
        lines.append(
            "--finish writes the staged copies over targets that still have their old content;"
            " --abandon puts back the old content of targets already written. Neither touches"
            " a target that changed since."
        )
    else:
        lines.append(
            "The write never reached its commit point: --abandon (or any writer) undoes it."
        )
    return lines
