"""Reading one memory by ID: found through the index, returned from a fresh read of its file.

Above the index (it asks the index where an ID lives and for backlinks) and above the store (it
re-reads and re-validates the file), so the store never needs the index.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ecc_memory import files
from ecc_memory.config import Roots, check_scopes
from ecc_memory.errors import InvalidInput, NotFound
from ecc_memory.vault import DEFAULT_SCOPES
from ecc_memory.vault.document import Memory, check_id, check_id_prefix, is_memory_id
from ecc_memory.vault.index import Index, with_index
from ecc_memory.vault.replacement import replaces_row
from ecc_memory.vault.store import display_path, load_file, targets_visible_to, visible_to

MAX_BACKLINKS = 100


@dataclass(frozen=True)
class ReadResult:
    """One memory read by ID, with the active memories that link to it."""

    memory: Memory
    path: str
    backlinks: list[Memory] = field(default_factory=list)
    backlinks_truncated: bool = False
    newest_handoff: Memory | None = None  # set when a newer handoff of its branch exists
    # The newest visible memory that supersedes or retires this one (``replacement.replaces_row``).
    replaced_by: Memory | None = None


MAX_CANDIDATES = 10  # IDs an ambiguous prefix lists


def read_memory(
    roots: Roots,
    memory_id: str,
    *,
    scopes: Iterable[str] = DEFAULT_SCOPES,
    harness: str | None = None,
    progress: Callable[[int, int], None] | None = None,
    prefix: bool = False,
) -> ReadResult:
    """One memory by ID (any status) with its active backlinks; the file is re-read to return it.

    With ``prefix``, a unique start of an ID (like a short git hash) names it too, and so does a
    unique start of a generated ID's random part (``5b26e751`` for ``mem_20261206_5b26e751…``)."""
    wanted = check_id_prefix(memory_id) if prefix else check_id(memory_id)
    bare = prefix and isinstance(memory_id, str) and not memory_id.startswith("mem_")
    chosen = check_scopes(list(scopes))

    def work(index: Index) -> ReadResult:
        index.refresh(roots, chosen, progress=progress)
        if not prefix:
            return _read(index, wanted)
        return _read(index, _resolve(index, wanted, chosen, harness, random_part=bare))

    def _read(index: Index, wanted: str) -> ReadResult:
        matches = [m for m in index.find_id(wanted, chosen) if visible_to(m[1], harness)]
        if not matches:
            raise NotFound("NOT_FOUND", f"Memory {wanted} was not found.")
        if len(matches) > 1:
            raise InvalidInput(
                "DUPLICATE_ID", f"Memory {wanted} is duplicated in {len(matches)} files."
            )
        (scope, rel), _ = matches[0]
        memory = _reread(roots, scope, rel, wanted)
        if not visible_to(memory, harness):  # retargeted in place since it was indexed
            raise NotFound("NOT_FOUND", f"Memory {wanted} was not found.")
        backlinks = [m for m in index.backlinks(wanted, chosen) if visible_to(m, harness)]
        newest = index.newest_branch_handoff(memory, harness)
        replacers = [m for m in backlinks if replaces_row(m, memory)]
        return ReadResult(
            memory,
            display_path(scope, rel),
            backlinks[:MAX_BACKLINKS],
            len(backlinks) > MAX_BACKLINKS,
            newest if newest is not None and newest.id != memory.id else None,
            max(replacers, key=lambda m: (m.created_at, m.id), default=None),
        )

    return with_index(roots, work)


def _resolve(
    index: Index,
    wanted: str,
    scopes: tuple[str, ...],
    harness: str | None,
    *,
    random_part: bool = False,
) -> str:
    """The one visible ID ``wanted`` names: itself when it is an ID, else the only ID that
    starts with it (or, given without ``mem_``, whose random part starts with it). Several
    matches are refused with the first few listed."""
    if is_memory_id(wanted) and any(
        visible_to(m, harness) for _, m in index.find_id(wanted, scopes)
    ):
        return wanted
    cap = 50 * MAX_CANDIDATES
    rows = index.ids_starting(wanted, scopes, limit=cap)
    if random_part:
        rows = sorted({*rows, *index.ids_by_random_part(wanted[4:], scopes, limit=cap)})[:cap]
    found = list(dict.fromkeys(i for i, targets in rows if targets_visible_to(targets, harness)))
    if not found:
        raise NotFound("NOT_FOUND", f"Memory {wanted} was not found.")
    if len(found) > 1:
        count = f"at least {len(found)}" if len(rows) == cap else str(len(found))
        more = ", …" if len(found) > MAX_CANDIDATES else ""
        raise InvalidInput(
            "AMBIGUOUS_ID",
            f"{wanted} is the start of {count} memory IDs ({', '.join(found[:MAX_CANDIDATES])}"
            f"{more}); give more of the ID.",
        )
    return found[0]


def _reread(roots: Roots, scope: str, rel: str, memory_id: str) -> Memory:
    boundary, parts = roots.location(scope)
    with files.dir_chain(boundary, parts, create=False) as fd:
        loaded = load_file(fd, scope, rel) if fd is not None else None
    if loaded is None or loaded.memory is None or loaded.memory.id != memory_id:
        raise NotFound("NOT_FOUND", f"Memory {memory_id} was not found.")
    return loaded.memory
