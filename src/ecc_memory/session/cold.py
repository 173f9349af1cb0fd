"""The brief's memories when no search index exists yet: newest files first, never a build.

The first session in a large vault has no index (it lives in the user's cache), and building
one for 30,000 memories takes seconds -- longer than a harness waits for its start hook. A
bounded brief needs a handful of memories, not all of them: memory files are create-only, so a
file's modification time is when it was written, and the newest files by ``stat`` are the
candidates. Only those are read and checked (the same ``classify`` as the index: format,
location, secret quarantine); the next search builds the index as usual.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ecc_memory import files
from ecc_memory.vault import DEFAULT_SCOPES, KINDS
from ecc_memory.vault.document import kind_dir
from ecc_memory.vault.replacement import RETIRES_TAG, replaces_row
from ecc_memory.vault.store import classify, read_files, targets_visible_to

if TYPE_CHECKING:
    from ecc_memory.config import Roots
    from ecc_memory.vault.document import Memory
    from ecc_memory.vault.search import Listing

# How many of the newest files are read for each listing, per listed item: room for the
# files that are not active, not visible to the harness or not of the listing's tags.
READ_FACTOR = 4


def index_missing(roots: Roots) -> bool:
    from ecc_memory.vault.index import index_path

    return not os.path.exists(index_path(roots))


def newest_without_index(
    roots: Roots, listings: Sequence[Listing], *, target_harness: str
) -> list[list[Memory]]:
    """What ``vault.search.newest_memories`` returns, from the newest files on disk."""
    entries = _newest_entries(roots)
    found: list[list[Memory]] = []
    for listing in listings:
        kinds = listing.kinds or KINDS
        wanted = {kind_dir(kind) for kind in kinds}
        budget = listing.limit * READ_FACTOR
        chosen: list[Memory] = []
        candidates = [e for e in entries if e[2].split("/", 1)[0] in wanted][:budget]
        loaded = _load(roots, candidates)
        for memory in loaded:
            if (
                memory.status == "active"
                and targets_visible_to(memory.target_harnesses, target_harness)
                and set(listing.tags) <= set(memory.tags)
                and not _replaced(memory, loaded)
            ):
                chosen.append(memory)
        chosen.sort(key=lambda m: (m.updated_at, m.id), reverse=True)
        found.append(chosen[: listing.limit])
    return found


def _replaced(memory: Memory, loaded: list[Memory]) -> bool:
    """A retirement notice, or a memory a loaded correction replaces, as search hides them (a
    correction is newer than what it replaces, so it is among the newest files too)."""
    if RETIRES_TAG in memory.tags:
        return True
    return any(replaces_row(newer, memory) for newer in loaded)


def _newest_entries(roots: Roots) -> list[tuple[int, str, str]]:
    """(mtime, scope, rel) of every memory file in the default scopes, newest first."""
    entries = []
    for scope in DEFAULT_SCOPES:
        boundary, parts = roots.location(scope)
        try:
            with files.dir_chain(boundary, parts, create=False) as fd:
                if fd is None:
                    continue
                entries += [(e.mtime_ns, scope, e.rel) for e in files.walk(fd).files]
        except OSError:
            continue
    entries.sort(reverse=True)
    return entries


def _load(roots: Roots, candidates: list[tuple[int, str, str]]) -> list[Memory]:
    memories = []
    for scope in DEFAULT_SCOPES:
        rels = sorted(rel for _, s, rel in candidates if s == scope)  # one open per directory
        if not rels:
            continue
        boundary, parts = roots.location(scope)
        with files.dir_chain(boundary, parts, create=False) as fd:
            if fd is None:
                continue
            for rel, data in read_files(fd, rels):
                loaded = classify(data, scope, rel) if data is not None else None
                if loaded is not None and loaded.memory is not None:
                    memories.append(loaded.memory)
    return memories
