"""Correcting a memory without editing it: ``supersede`` writes a replacement, ``retire`` a notice
that it is no longer true.

Both are new create-only documents (``replacement.superseding`` / ``replacement.retirement``) that
link the old memory; the old file is never touched. Search, the brief and the newest branch
handoff leave a replaced memory out, and ``read`` names what replaced it, all derived from the
new document (``replacement.replaces_row``). A memory that is already replaced is refused, so a
chain of corrections stays a chain.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import datetime

from ecc_memory.config import Roots
from ecc_memory.errors import InvalidInput
from ecc_memory.vault import DEFAULT_SCOPES
from ecc_memory.vault.document import Memory
from ecc_memory.vault.reader import read_memory
from ecc_memory.vault.replacement import replacement_relation, retirement, superseding
from ecc_memory.vault.store import SaveResult, save_memory


@dataclass(frozen=True)
class Replacement:
    """``saved`` (the new document) supersedes or retires ``replaced`` (``relation``)."""

    replaced: Memory
    saved: SaveResult
    relation: str


def supersede(
    roots: Roots,
    memory_id: str,
    *,
    body: str,
    source_harness: str,
    now: datetime,
    title: str | None = None,
    tags: Iterable[str] | None = None,
    targets: Iterable[str] | None = None,
    scopes: Iterable[str] = DEFAULT_SCOPES,
    harness: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Replacement:
    """Save the replacement of ``memory_id`` (a unique ID prefix is enough)."""
    old = _current(roots, memory_id, scopes, harness, progress)
    replacement = superseding(
        old, body=body, source_harness=source_harness, now=now, title=title, tags=tags,
        target_harnesses=targets,
    )  # fmt: skip
    return Replacement(old, save_memory(roots, replacement), "superseded")


def retire(
    roots: Roots,
    memory_id: str,
    *,
    source_harness: str,
    now: datetime,
    reason: str | None = None,
    scopes: Iterable[str] = DEFAULT_SCOPES,
    harness: str | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Replacement:
    """Save the notice that ``memory_id`` is no longer true, with ``reason`` as its body."""
    old = _current(roots, memory_id, scopes, harness, progress)
    notice = retirement(old, source_harness=source_harness, now=now, reason=reason)
    return Replacement(old, save_memory(roots, notice), "retired")


def _current(
    roots: Roots,
    memory_id: str,
    scopes: Iterable[str],
    harness: str | None,
    progress: Callable[[int, int], None] | None,
) -> Memory:
    """The memory to replace: found (by a unique prefix too), active, not yet replaced, and
    not itself a retirement notice (retiring a notice would bring back what it retired)."""
    found = read_memory(roots, memory_id, scopes=scopes, harness=harness, progress=progress,
                        prefix=True)  # fmt: skip
    memory, newer = found.memory, found.replaced_by
    if newer is not None:
        raise InvalidInput(
            "ALREADY_REPLACED",
            f"Memory {memory.id} is already {replacement_relation(newer)} by {newer.id}; "
            f"correct that one instead (ecc memory read {newer.id}).",
        )
    if memory.status != "active" or replacement_relation(memory) == "retired":
        what = "a retirement notice" if memory.status == "active" else f"{memory.status}"
        raise InvalidInput("NOT_ACTIVE", f"Memory {memory.id} is {what}: nothing to replace.")
    return memory
