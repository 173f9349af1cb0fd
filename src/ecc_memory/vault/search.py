"""Lexical recall: BM25 relevance with field weights over the derived index.

Ranking: SQLite FTS5's BM25 with weights title 10, tags 6, kind/scope/harness 2, body 1. Every
whitespace-separated query term is a quoted phrase, so ``pre-commit``, ``feature/login`` and
``snake_case`` match as written instead of breaking the query syntax; terms are ORed, and IDF
makes documents that match more and rarer terms rank first. Ties break on ``updatedAt``
(newest first), then ID in code-point order, so results are deterministic. Words follow one
definition for the index, the query and the excerpt (``vault.text``). An empty query lists the
newest active memories; a query without a single word (``*``, ``???``) finds nothing.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, NamedTuple

from ecc_memory.config import Roots, check_scopes
from ecc_memory.errors import InvalidInput
from ecc_memory.terminal import has_unsafe_short
from ecc_memory.vault import DEFAULT_SCOPES, KINDS
from ecc_memory.vault.document import Memory, check_slug, js_trim
from ecc_memory.vault.text import excerpt_words, match_expression, query_terms

if TYPE_CHECKING:
    from ecc_memory.vault.refresh import ScopeScan

Row = tuple[Memory, str, float]
MAX_QUERY = 500
MAX_LIMIT = 100
EXCERPT = 240
_LEAD = 60
MAX_DIAGNOSTICS = 100
# Each round re-stats the hits; a round that finds a changed file re-indexes it and queries
# again. Edits racing with the search could keep changing hits, so the rounds are bounded.
_RECHECKS = 3
_SPACE = re.compile(r"\s+")


# NamedTuples, not dataclasses: ``dataclasses`` imports ``inspect``, a tenth of a warm search.
class Hit(NamedTuple):
    """One search result: the memory, its BM25 score, an excerpt and its display path."""

    memory: Memory
    score: float
    excerpt: str
    path: str


class SearchResult(NamedTuple):
    """The hits of one search and its diagnostics (what was skipped, how much was scanned)."""

    hits: list[Hit]
    diagnostics: dict[str, object]


def check_query(query: str) -> str:
    text = js_trim(query)
    if len(text) > MAX_QUERY:
        raise InvalidInput(
            "QUERY_TOO_LONG", f"memory search query is too long (maximum {MAX_QUERY} characters)."
        )
    if has_unsafe_short(text):
        raise InvalidInput(
            "UNSAFE_TEXT", "memory search query must not contain control characters."
        )
    return text


def clamp_limit(limit: int) -> int:
    return max(1, min(MAX_LIMIT, limit))


def build_excerpt(body: str, words: list[str]) -> str:
    """At most 240 UTF-16 code units of the body around the window holding most query words.

    Lengths count as the reference counts them (JavaScript strings are UTF-16: a character
    outside the Basic Multilingual Plane, such as most emoji, counts twice), but a window never
    splits such a character. Words are found case-insensitively in the text itself:
    lower-casing the text first changed its length (``İ`` lower-cases to two characters) and
    shifted the window off the match.
    """
    text = js_trim(_SPACE.sub(" ", body))
    units = _utf16_offsets(text)
    total = units[-1] if units else len(text)
    if total <= EXCERPT:
        return text

    def at(index: int) -> int:
        return units[index] if units else index

    hits = sorted(
        (at(match.start()), at(match.end()), word)
        for word in words
        for match in re.finditer(re.escape(word), text, re.IGNORECASE)
    )[:400]
    start = 0
    best = 0
    for position, _, _ in hits:
        window_start = max(0, position - _LEAD)
        found = {w for p, end, w in hits if window_start <= p and end <= window_start + EXCERPT}
        if len(found) > best:
            best, start = len(found), window_start
    start = min(start, total - EXCERPT)
    first, last = start, start + EXCERPT  # code units; equal to character indexes in the BMP
    if units:
        first = bisect.bisect_left(units, start)  # never begin inside a surrogate pair
        last = bisect.bisect_right(units, start + EXCERPT) - 1  # nor end inside one
    prefix = "…" if first > 0 else ""
    suffix = "…" if last < len(text) else ""
    return prefix + text[first:last] + suffix


_ASTRAL = re.compile("[\U00010000-\U0010ffff]")


def _utf16_offsets(text: str) -> list[int]:
    """UTF-16 offset of every character index (and of the end), or [] when every character
    is one code unit (the common case: then offsets are the indexes themselves)."""
    if not _ASTRAL.search(text):
        return []
    return [0, *itertools.accumulate(2 if ord(char) > 0xFFFF else 1 for char in text)]


def search_memories(
    roots: Roots,
    query: str,
    *,
    scopes: Iterable[str] = DEFAULT_SCOPES,
    kinds: Iterable[str] = (),
    tags: Iterable[str] = (),
    target_harness: str | None = None,
    limit: int = 20,
    progress: Callable[[int, int], None] | None = None,
    include_superseded: bool = False,
) -> SearchResult:
    """Active memories that match ``query``, best first, plus scan diagnostics. A branch handoff
    that a newer handoff of its branch (visible to ``target_harness``) links to is superseded
    and left out unless ``include_superseded``."""
    from ecc_memory.vault.index import Index, with_index

    text = check_query(query)
    chosen = check_scopes(list(scopes))
    kind_list = _check_kinds(list(kinds))
    tag_list = [check_slug(tag, "tag") for tag in tags]
    harness = None if target_harness is None else check_slug(target_harness, "target harness")
    terms = query_terms(text)
    expression = match_expression(terms)

    def work(index: Index) -> tuple[dict[str, ScopeScan], list[Row], list[tuple[str, str, str]]]:
        scans = index.refresh(roots, chosen, progress=progress)
        rows: list[Row] = []
        for _ in range(_RECHECKS if expression is not None or not text else 0):
            rows = index.search(
                expression, scopes=chosen, kinds=kind_list, tags=tag_list,
                target_harness=harness, limit=clamp_limit(limit),
                include_superseded=include_superseded,
            )  # fmt: skip
            if not index.recheck(roots, [(memory.scope, rel) for memory, rel, _ in rows]):
                break
        return scans, rows, index.invalid_files(chosen)

    scans, rows, invalid = with_index(roots, work)
    words = excerpt_words(terms)
    hits = [
        Hit(memory, _shown(score), build_excerpt(memory.body, words), f"{memory.scope}:{rel}")
        for memory, rel, score in rows
    ]
    return SearchResult(hits, scan_diagnostics(scans, invalid))


class Listing(NamedTuple):
    """One filter of ``newest_memories``: kinds and tags (all must match), how many."""

    kinds: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    limit: int = 20


def newest_memories(
    roots: Roots,
    listings: Sequence[Listing],
    *,
    target_harness: str,
    scopes: Iterable[str] = DEFAULT_SCOPES,
) -> list[list[Memory]]:
    """The most recently updated active memories for each listing, newest first, from one
    index session: one refresh for all of them (the session-start brief needs two lists and
    pays for one process start-up)."""
    from ecc_memory.vault.index import Index, with_index

    chosen = check_scopes(list(scopes))
    harness = check_slug(target_harness, "target harness")
    checked = [
        Listing(tuple(_check_kinds(list(item.kinds))),
                tuple(check_slug(tag, "tag") for tag in item.tags), clamp_limit(item.limit))
        for item in listings
    ]  # fmt: skip

    def work(index: Index) -> list[list[Row]]:
        index.refresh(roots, chosen)
        for _ in range(_RECHECKS):
            found = [
                index.search(None, scopes=chosen, kinds=item.kinds,
                             tags=item.tags, target_harness=harness, limit=item.limit)
                for item in checked
            ]  # fmt: skip
            hits = [(memory.scope, rel) for rows in found for memory, rel, _ in rows]
            if not index.recheck(roots, hits):
                break
        return found

    return [[memory for memory, _, _ in rows] for rows in with_index(roots, work)]


def _shown(score: float) -> float:
    """Six significant digits. BM25 clamps the IDF of a term found in most memories to 1e-6, so
    rounding to six decimals showed real matches as 0 (the empty-query score) and hid order."""
    return float(f"{score:.6g}")


def _check_kinds(kinds: list[str]) -> list[str]:
    for kind in kinds:
        if kind not in KINDS:
            raise InvalidInput("INVALID_KIND", f"memory kind must be one of: {', '.join(KINDS)}.")
    if len(set(kinds)) != len(kinds):
        raise InvalidInput("DUPLICATE_VALUE", "kinds must not contain duplicate values.")
    return kinds


def scan_diagnostics(
    scans: Mapping[str, ScopeScan], invalid: list[tuple[str, str, str]]
) -> dict[str, object]:
    """The reference's diagnostics object: bounded lists, exact counts, nothing truncated."""
    from ecc_memory.vault.store import CODE_MESSAGES

    symlinks = [f"{scope}:{rel}" for scope, scan in scans.items() for rel in scan.symlinks]
    deep = [f"{scope}:{rel}" for scope, scan in scans.items() for rel in scan.depth_limited]
    scanned = sum(scan.scanned_bytes for scan in scans.values())
    special = [
        (scope, rel, "invalid-document") for scope, scan in scans.items() for rel in scan.special
    ]
    invalid_files = [
        {"path": f"{scope}:{rel}", "code": code, "message": CODE_MESSAGES[code]}
        for scope, rel, code in sorted([*invalid, *special])
    ]
    return {
        "invalidFiles": invalid_files[:MAX_DIAGNOSTICS],
        "invalidFileCount": len(invalid_files),
        "skippedSymlinks": symlinks[:MAX_DIAGNOSTICS],
        "skippedSymlinkCount": len(symlinks),
        "scannedBytes": scanned,
        "truncated": bool(deep),
        "depthLimitedPaths": deep[:MAX_DIAGNOSTICS],
        "diagnosticsTruncated": max(len(invalid_files), len(symlinks), len(deep)) > MAX_DIAGNOSTICS,
    }
