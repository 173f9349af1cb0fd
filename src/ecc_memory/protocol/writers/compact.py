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
from ecc_memory.protocol.plans.mutation import Drafting, require_current
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree
from ecc_memory.protocol.plans.unit_view import FileView, Piece

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
    view = FileView(draft.require(target))  # one parse; every edit below is by unit
    removed = _dedupe(draft, target, view)
    if target == "inbox.md":
        _archive_promoted(draft, view)
    elif target in ARCHIVABLE:
        if target == "decisions.md" and not request.archive_oldest:
            state = _state(target, draft.require(target))
            if state != "OK":
                draft.warnings.append(
                    f"{target} is {state}; add --archive-oldest to move its "
                    "oldest entries to archive/"
                )
        else:
            _archive_oldest(draft, target, view)
    if view.render() != draft.require(target):
        draft.set(target, view.render())
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


def _entries(draft: Drafting, path: str, view: FileView) -> dict[int, Entry]:
    """Each piece's Entry, matched once, on the parse the view was made from."""
    by_line = {e.line: e for e in draft.tree.snapshot.entries_in(path)}
    return {id(piece): by_line[piece.unit.line] for piece in view if piece.unit.line in by_line}


def _dedupe(draft: Drafting, path: str, view: FileView) -> int:
    entries = _entries(draft, path, view)
    seen: set[tuple[str, ...]] = set()
    removed = 0
    for piece in view:
        entry = entries.get(id(piece))
        if entry is not None and entry.code == "INBOX" and entry.status == "candidate":
            key = _candidate_key(entry)
        elif piece.unit.kind in ("bullet", "ambiguous-bullet"):
            key = ("bullet", _key(piece.unit.text))
        else:
            continue
        if key in seen:
            view.remove(piece)
            removed += 1
            draft.notes.append(f"Remove duplicate {unit_ref(path, piece.ordinal, piece.unit)}")
        seen.add(key)
    return removed


def _archive_promoted(draft: Drafting, view: FileView) -> None:
    entries = _entries(draft, "inbox.md", view)
    promoted = [p for p in view if getattr(entries.get(id(p)), "status", None) == "promoted"]
    _move(draft, "inbox.md", view, promoted, "inbox")


def _archive_oldest(draft: Drafting, path: str, view: FileView) -> None:
    moving: list[Piece] = []
    for piece in reversed(list(view)):
        if _state(path, view.render()) == "OK":
            break
        if piece.unit.kind != "h2":
            continue
        moving.insert(0, piece)
        view.remove(piece)
    if not moving:
        draft.notes.append(f"{path} is within budget; nothing to archive")
        return
    _move(draft, path, view, moving, path.removesuffix(".md"))


def _move(draft: Drafting, path: str, view: FileView, pieces: list[Piece], stem: str) -> None:
    """``pieces`` of ``path`` taken out and added, newest first, to today's archive file."""
    if not pieces:
        return
    for piece in pieces:
        view.remove(piece)
    archive = f"archive/{stem}-{draft.tree.today.isoformat()}.md"
    current = FileView(
        draft.text(archive)
        or (
            f"# Archived {stem} \u2014 {draft.tree.today.isoformat()}"
            "\n\nMoved here by `compact`; archive/ is loaded only on "
            "explicit request.\n"
        )
    )
    for piece in reversed(pieces):
        current.insert_first(piece.body.replace("\r\n", "\n").rstrip("\n").split("\n"))
    draft.set(archive, current.render())
    refs = ", ".join(unit_ref(path, p.ordinal, p.unit) for p in pieces)
    draft.notes.append(f"Move {refs} to {archive}")
