"""What a correction is: a replacement or a retirement notice, and which memory it replaces.

The vault is create-only, and the reference writes only ``status: "active"``: a memory is never
edited to say it is outdated. A *new* document says so instead, with explicit links: a
replacement tagged ``supersedes`` (or a retirement notice tagged ``retires``) in the same scope
links every memory it replaces. "Superseded" and "retired" are derived from that document by
whoever can see it (``replaces_row``; the index mirrors it in SQL), as a newer branch handoff
supersedes an older one; the files stay plain ecc.memory.v1 that the reference reads as
ordinary linked memories. Writing one is ``vault.supersession``.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime

from ecc_memory.vault.document import MAX_TITLE, Memory, new_memory

SUPERSEDES_TAG = "supersedes"
RETIRES_TAG = "retires"
REPLACING_TAGS = (SUPERSEDES_TAG, RETIRES_TAG)
RETIRED_BODY = "No longer true."


def replaces(memory: Memory) -> tuple[str, ...]:
    """The IDs this memory supersedes or retires (its links, when it carries a replacing tag)."""
    return memory.links if set(memory.tags) & set(REPLACING_TAGS) else ()


def replacement_relation(memory: Memory) -> str | None:
    """``superseded`` or ``retired``: what ``memory`` does to the memories it links."""
    if RETIRES_TAG in memory.tags:
        return "retired"
    return "superseded" if SUPERSEDES_TAG in memory.tags else None


def replaces_row(newer: Memory, older: Memory) -> bool:
    """Whether ``newer`` hides ``older``: an active replacement in the same scope that links it
    and is not older than it (of two with one timestamp that link each other, neither hides
    the other: a loop made by hand hides nothing)."""
    if newer.id == older.id or newer.scope != older.scope or older.id not in replaces(newer):
        return False
    if newer.created_at != older.created_at:
        return newer.created_at > older.created_at
    return newer.id not in older.links


def superseding(
    old: Memory,
    *,
    body: str,
    source_harness: str,
    now: datetime,
    title: str | None = None,
    tags: Iterable[str] | None = None,
    target_harnesses: Iterable[str] | None = None,
) -> Memory:
    """The replacement of ``old``: its kind and scope, and its title, tags and targets unless
    given, tagged ``supersedes`` and linking exactly ``old``."""
    kept = old.tags if tags is None else tuple(tags)
    return new_memory(
        title=old.title if title is None else title, body=body, source_harness=source_harness,
        kind=old.kind, scope=old.scope,
        target_harnesses=old.target_harnesses if target_harnesses is None else target_harnesses,
        tags=_unique((*(t for t in kept if t not in REPLACING_TAGS), SUPERSEDES_TAG)),
        links=(old.id,), now=now,
    )  # fmt: skip


def retirement(old: Memory, *, source_harness: str, now: datetime, reason: str | None) -> Memory:
    """The notice that ``old`` is no longer true: same kind, scope and targets, tagged
    ``retires``, linking exactly ``old``; none of its tags, so it matches none of its filters."""
    return new_memory(
        title=_clipped(f"Retired: {old.title}"),
        body=reason or RETIRED_BODY, source_harness=source_harness, kind=old.kind,
        scope=old.scope, target_harnesses=old.target_harnesses, tags=(RETIRES_TAG,),
        links=(old.id,), now=now,
    )  # fmt: skip


def _clipped(title: str) -> str:
    """``title`` cut to the bound (counted in UTF-16 units, as ``check_title`` counts) with …"""

    def units(text: str) -> int:
        return len(text.encode("utf-16-le")) // 2

    if units(title) <= MAX_TITLE:
        return title
    while units(title + "…") > MAX_TITLE:
        title = title[:-1]
    return title + "…"


def _unique(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(values))
