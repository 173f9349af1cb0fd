"""``compact``: de-duplicate the inbox and archive the oldest units of an over-budget file.

* inbox (the default target): exact duplicate top-level bullets and duplicate candidates (same
  Candidate-Type, Scope and Statement) are removed, keeping the newest (first) one; promoted
  candidates move to ``archive/inbox-<today>.md``, where their links still resolve. Nothing is
  ever promoted.
* ``--target decisions.md --archive-oldest`` (or ``changelog.md``): while the file is at or
  above 80 % of its budget, its oldest (last) complete H2 units move to
  ``archive/<stem>-<today>.md`` (one archive per day; a second run adds to it, newest first).
* any other file with top-level bullets: exact duplicate bullets are removed.
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.budget import budget_for, budget_state, estimate_tokens
from ecc_memory.protocol.model.entries import Entry
from ecc_memory.protocol.model.packing import unit_ref
from ecc_memory.protocol.model.storage import classify
from ecc_memory.protocol.model.units import parse_document
from ecc_memory.protocol.plans.edits import (
    insert_unit,
    remove_lines,
    split_keep,
    unit_source,
    unit_span,
)
from ecc_memory.protocol.plans.mutation import Drafting, require_current
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree

ARCHIVABLE = ("decisions.md", "changelog.md")


class CompactRequest(NamedTuple):
    target: str = "inbox.md"
    archive_oldest: bool = False


def build_compact(tree: Tree, request: CompactRequest) -> Plan:
    require_current(tree, command="compact")
    target = request.target.strip().removeprefix("./")
    if tree.text(target) is None or not classify(target).live:
        raise InvalidInput(
            "PROTOCOL_COMPACT_TARGET",
            "--target must be an existing live "
            "memory file (inbox.md, decisions.md, changelog.md, ...)",
        )
    draft = Drafting(tree, "compact", {"target": target, "archive_oldest": request.archive_oldest})
    removed = _dedupe(draft, target)
    if target == "inbox.md":
        _archive_promoted(draft)
    elif target in ARCHIVABLE:
        if target == "decisions.md" and not request.archive_oldest:
            state = _state(target, draft.require(target))
            if state != "OK":
                draft.warnings.append(
                    f"{target} is {state}; add --archive-oldest to move its "
                    "oldest entries to archive/"
                )
        else:
            _archive_oldest(draft, target)
    if draft.texts:
        draft.changelog(
            f"Compacted {target}" + (f" ({removed} duplicate(s) removed)." if removed else ".")
        )
    else:
        draft.notes.append(f"{target} has nothing to compact")
    return draft.plan()


def _state(path: str, text: str) -> str:
    budget = budget_for(path)
    return budget_state(estimate_tokens(text), budget) if budget else "OK"


def _key(unit_text: str) -> str:
    return " ".join(unit_text.split()).casefold()


def _candidate_key(entry: Entry) -> tuple[str, ...]:
    return (
        "candidate",
        entry.scalar("Candidate-Type") or "",
        entry.scalar("Scope") or "",
        _key(entry.body("Statement") or ""),
    )


def _dedupe(draft: Drafting, path: str) -> int:
    text = draft.require(path)
    document = parse_document(text)
    entries = {e.line: e for e in draft.tree.snapshot.entries_in(path)}
    seen: set[tuple[str, ...]] = set()
    doomed: list[tuple[int, int, str]] = []
    total = len(split_keep(text))
    for index, unit in enumerate(document.units):
        entry = entries.get(unit.line)
        if entry is not None and entry.code == "INBOX" and entry.status == "candidate":
            key = _candidate_key(entry)
        elif unit.kind in ("bullet", "ambiguous-bullet"):
            key = ("bullet", _key(unit.text))
        else:
            continue
        if key in seen:
            start, end = unit_span(document, index, total)
            doomed.append((start, end, unit_ref(path, index + 1, unit)))
        seen.add(key)
    for start, end, ref in sorted(doomed, reverse=True):
        text = remove_lines(text, start, end)
        draft.notes.append(f"Remove duplicate {ref}")
    if doomed:
        draft.set(path, text)
    return len(doomed)


def _archive_promoted(draft: Drafting) -> None:
    text = draft.require("inbox.md")
    document = parse_document(text)
    promoted = {
        e.line for e in draft.tree.snapshot.entries_in("inbox.md") if e.status == "promoted"
    }
    moving = [index for index, unit in enumerate(document.units) if unit.line in promoted]
    _move(draft, "inbox.md", text, moving, "inbox")


def _archive_oldest(draft: Drafting, path: str) -> None:
    text = draft.require(path)
    document = parse_document(text)
    moving: list[int] = []
    remaining = text
    for index in range(len(document.units) - 1, -1, -1):
        if _state(path, remaining) == "OK":
            break
        if document.units[index].kind != "h2":
            continue
        moving.append(index)
        start, end = unit_span(document, index, len(split_keep(text)))
        remaining = remove_lines(remaining, start, end)
    if not moving:
        draft.notes.append(f"{path} is within budget; nothing to archive")
        return
    _move(draft, path, text, sorted(moving), path.removesuffix(".md"))


def _move(draft: Drafting, path: str, text: str, indexes: list[int], stem: str) -> None:
    """Units ``indexes`` of ``path`` appended, newest first, to today's archive file."""
    if not indexes:
        return
    document = parse_document(text)
    total = len(split_keep(text))
    chunks = [unit_source(text, document, index).rstrip("\r\n") for index in indexes]
    for index in sorted(indexes, reverse=True):
        start, end = unit_span(document, index, total)
        text = remove_lines(text, start, end)
    draft.set(path, text)
    archive = f"archive/{stem}-{draft.tree.today.isoformat()}.md"
    current = draft.text(archive) or (
        f"# Archived {stem} \u2014 {draft.tree.today.isoformat()}"
        "\n\nMoved here by `compact`; archive/ is loaded only on "
        "explicit request.\n"
    )
    for chunk in reversed(chunks):
        current = insert_unit(current, chunk.replace("\r\n", "\n").split("\n"))
    draft.set(archive, current)
    refs = ", ".join(unit_ref(path, i + 1, document.units[i]) for i in indexes)
    draft.notes.append(f"Move {refs} to {archive}")
