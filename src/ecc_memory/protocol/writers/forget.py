"""``forget TOPIC | --id ID``: remove whole units, soft (with a guard) or hard (no trace).

A topic matches, case-insensitively and literally, the decoded text of whole semantic units
(formal Entries, legacy H2s, top-level bullets; changelog bullets one by one). It never cuts a
line out of prose: a match in a title, a preamble or free text blocks the plan for a manual
rewrite. A short topic or several matching units need ``--allow-broad-match``; removing a unit
that another unit references (Supersedes, Promoted-*, Exception-To, Subjects, reconciliation
records, even in archive/) is blocked.

* soft: the units go, and an MC-TOMB guard naming the topic is added to ``do-not-use.md``
  (repeating the same topic is a no-op);
* hard: the units go, earlier guards that name the topic go too, and one generic guard without
  the topic is kept. The topic is never written, printed, or bound into the Plan ID (the plan's
  digests bind what it removes); diffs show added lines only.

Units are found in the tree's parse and removed from the plan's view of each file by identity
(``unit_view.UnitKey``; a changelog bullet by its text within its dated section), so the
removals, the guard and the changelog line compose in any order.
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.entries import BODY_FIELDS, Entry
from ecc_memory.protocol.model.packing import unit_ref
from ecc_memory.protocol.model.snapshot import is_readme
from ecc_memory.protocol.model.storage import classify
from ecc_memory.protocol.model.units import ENTRY_ID_ANYWHERE, Document, Unit
from ecc_memory.protocol.plans.entry_render import Draft, one_line, render_draft
from ecc_memory.protocol.plans.mutation import Drafting, find_entry, require_current
from ecc_memory.protocol.plans.plan import REDACTED, Plan
from ecc_memory.protocol.plans.tree import Tree
from ecc_memory.protocol.plans.unit_view import UnitKey, unit_keys

MIN_TOPIC = 4
GENERIC_TITLE = "Forgotten memory"
GENERIC_BODY = (
    "Memory was removed by a hard forget. Do not restore it from Git history, clones or backups."
)
_SKIP = frozenset({"manifest.md"})
# Governance records a soft forget leaves alone (the reference's rule); a hard forget covers
# them too, so the topic leaves no trace.
_HARD_ONLY = frozenset({"subjects.md", "reconciliations.md"})


class ForgetRequest(NamedTuple):
    topic: str | None = None
    entry_id: str | None = None
    mode: str = "soft"
    allow_broad_match: bool = False

    def arguments(self) -> dict[str, object]:
        topic = REDACTED if self.mode == "hard" and self.topic else self.topic
        return {
            "topic": topic,
            "entry_id": self.entry_id,
            "mode": self.mode,
            "allow_broad_match": self.allow_broad_match,
        }


class Removal(NamedTuple):
    """One unit (or one changelog bullet, ``item``) to remove, named by identity; ``lines`` is
    where the tree's parse has it, read only to not count its references to itself."""

    path: str
    key: UnitKey
    lines: range
    ref: str
    ids: frozenset[str]
    item: str | None = None


def build_forget(tree: Tree, request: ForgetRequest) -> Plan:
    require_current(tree, command="forget")
    if request.mode not in ("soft", "hard"):
        raise InvalidInput("PROTOCOL_FORGET_MODE", "--mode takes soft or hard")
    if bool(request.topic and request.topic.strip()) == bool(request.entry_id):
        raise InvalidInput("PROTOCOL_FORGET", "forget takes a TOPIC or --id, not both")
    draft = Drafting(tree, "forget", request.arguments())
    hard = request.mode == "hard"
    removals, topic = find_removals(draft, request)
    if removals:
        remove_units(draft, removals)
        _guard(draft, topic, hard)
        noun = "unit" if len(removals) == 1 else "units"
        draft.changelog(
            f"Forgot {len(removals)} {noun} ({request.mode})."
            if hard
            else f"Forgot {', '.join(r.ref for r in removals)} (soft)."
        )
    elif not hard and not request.entry_id:
        # As the reference: a soft forget guards the topic even when nothing holds it yet,
        # so it is not (re)introduced later.
        draft.notes.append("No unit matches; only the guard is added")
        if _guard(draft, topic, hard):
            draft.changelog("Guarded a forgotten topic (soft).")
    else:
        draft.notes.append("No unit matches; nothing to forget")
    return draft.plan(redact=hard)


def find_removals(draft: Drafting, request: ForgetRequest) -> tuple[list[Removal], str]:
    """What the request removes, found in the tree's parse, and the topic its guard names;
    prose that mentions the topic and references to a removed ID become the draft's blockers."""
    tree, hard = draft.tree, request.mode == "hard"
    if request.entry_id and "#unit-" in request.entry_id:
        removals = [_unit_removal(tree, request.entry_id.strip())]
        topic = removals[0].ref
    elif request.entry_id:
        entry = find_entry(tree, request.entry_id)
        removals = [_entry_removal(tree, entry)]
        topic = entry.title
    else:
        topic = one_line(request.topic or "")
        removals = _matches(draft, topic, hard, request.allow_broad_match)
    _reference_blockers(draft, removals, hard)
    return removals, topic


def _span(unit: Unit) -> range:
    return range(unit.line, unit.lines[-1].number + 1)


def _entry_removal(tree: Tree, entry: Entry) -> Removal:
    document = tree.snapshot.documents[entry.path]
    index = next(i for i, unit in enumerate(document.units) if unit.line == entry.line)
    key = unit_keys(document.units)[index]
    unit = document.units[index]
    return Removal(entry.path, key, _span(unit), entry.entry_id, frozenset({entry.key}))


def _unit_removal(tree: Tree, ref: str) -> Removal:
    path, _, number = ref.partition("#unit-")
    document = tree.snapshot.documents.get(path)
    small = number.isascii() and number.isdigit() and len(number) <= 9
    index = int(number) - 1 if small else -1
    if document is None or not 0 <= index < len(document.units) or not classify(path).live:
        raise InvalidInput("PROTOCOL_UNKNOWN_ENTRY", "no such unit in the live memory files")
    unit = document.units[index]
    if unit.kind == "body":
        raise InvalidInput("PROTOCOL_FORGET", "that unit is free text; rewrite it by hand")
    return Removal(path, unit_keys(document.units)[index], _span(unit), ref, _own_ids(unit))


def _unit_text(unit: Unit, entry: Entry | None) -> str:
    if entry is None:
        return unit.text
    parts = [entry.title]
    for field in entry.fields:
        parts.append(
            entry.body(field.name) or ""
            if field.name in BODY_FIELDS
            else "\n".join([field.value, *(line.text for line in field.lines)])
        )
    return "\n".join(parts)


def _matches(draft: Drafting, topic: str, hard: bool, broad: bool) -> list[Removal]:
    if len(topic) < MIN_TOPIC and not broad:
        draft.blockers.append(
            f"a topic shorter than {MIN_TOPIC} characters matches too much; use --allow-broad-match"
        )
    wanted = topic.casefold()
    tree = draft.tree
    entries = {(i.entry.path, i.entry.line): i.entry for i in tree.snapshot.entries}
    removals: list[Removal] = []
    for path, document in sorted(tree.snapshot.documents.items()):
        if path in _SKIP or is_readme(path) or (not hard and path in _HARD_ONLY):
            continue
        if not classify(path).live:
            if wanted in tree.require(path).casefold():
                draft.warnings.append(f"{path} still holds a copy; archive/ is not edited")
            continue
        _prose_blockers(draft, path, document, wanted, entries)
        removals += _unit_matches(path, document, wanted, entries, hard)
    if len({(r.path, r.lines.start) for r in removals}) > 1 and not broad:
        draft.blockers.append(
            f"{len(removals)} units match; name one with --id or confirm with --allow-broad-match"
        )
    return removals


def _prose_blockers(
    draft: Drafting,
    path: str,
    document: Document,
    wanted: str,
    entries: dict[tuple[str, int], Entry],
) -> None:
    head = [document.title] if document.title else []
    if any(wanted in line.text.casefold() for line in (*head, *document.preamble)):
        draft.blockers.append(f"{path}: the title or preamble mentions it; rewrite it by hand")
    for index, unit in enumerate(document.units, start=1):
        if unit.kind == "body" and wanted in unit.text.casefold():
            draft.blockers.append(
                f"{unit_ref(path, index, unit)} is free text that mentions it; rewrite it by hand"
            )


def _unit_matches(
    path: str,
    document: Document,
    wanted: str,
    entries: dict[tuple[str, int], Entry],
    hard: bool,
) -> list[Removal]:
    keys: list[UnitKey] = []
    found: list[Removal] = []
    for index, unit in enumerate(document.units):
        entry = entries.get((path, unit.line))
        if unit.kind == "body" or wanted not in _unit_text(unit, entry).casefold():
            continue
        if entry is not None and entry.code == "TOMB" and not hard:
            continue  # a soft forget keeps the guards that name the topic
        keys = keys or unit_keys(document.units)
        if path == "changelog.md" and unit.kind == "h2":
            found += _changelog_bullets(keys[index], unit, wanted)
            continue
        ids = frozenset({entry.key}) if entry else _own_ids(unit)
        found.append(Removal(path, keys[index], _span(unit), unit_ref(path, index + 1, unit), ids))
    return found


def _own_ids(unit: Unit) -> frozenset[str]:
    match = ENTRY_ID_ANYWHERE.search(unit.lines[0].text) if unit.kind == "h2" else None
    return frozenset({match.group(0).upper()}) if match else frozenset()


def _changelog_bullets(key: UnitKey, unit: Unit, wanted: str) -> list[Removal]:
    """Changelog bullets (with their continuation lines) inside one date section."""
    found: list[Removal] = []
    lines = list(unit.lines)
    for position, line in enumerate(lines):
        if not line.text.startswith(("- ", "* ", "+ ")):
            continue
        end = position
        while end + 1 < len(lines) and lines[end + 1].text.startswith(("  ", "\t")):
            end += 1
        chunk = "\n".join(item.text for item in lines[position : end + 1])
        if wanted in chunk.casefold():
            span = range(line.number, lines[end].number + 1)
            ref = f"changelog.md:{line.number}"
            found.append(Removal("changelog.md", key, span, ref, frozenset(), chunk))
    return found


def _reference_blockers(draft: Drafting, removals: list[Removal], hard: bool) -> None:
    removed = {key for removal in removals for key in removal.ids}
    if not removed:
        return
    spans = {(r.path, line) for r in removals for line in r.lines}
    for path, data in sorted(draft.tree.files.items()):
        if is_readme(path) or path == "changelog.md":  # the log mentions IDs, never relates
            continue
        for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), start=1):
            if (path, number) in spans:
                continue
            hits = {m.upper() for m in ENTRY_ID_ANYWHERE.findall(line)} & removed
            for key in sorted(hits):
                draft.blockers.append(
                    f"{path}:{number} references {key}; it cannot be removed while it is referenced"
                )


def remove_units(draft: Drafting, removals: list[Removal]) -> None:
    """Each removal from the plan's view of its file: every piece is found by its key before
    any is removed, and other edits of the file in this plan move nothing it names."""
    by_path: dict[str, list[Removal]] = {}
    for removal in removals:
        by_path.setdefault(removal.path, []).append(removal)
    for path, items in by_path.items():
        view = draft.view(path)
        pieces = view.locate([removal.key for removal in items])
        bullets: dict[int, set[str]] = {}
        for removal, piece in zip(items, pieces, strict=True):
            draft.notes.append(f"Remove {removal.ref}")
            if removal.item is None:
                view.remove(piece)
            else:
                bullets.setdefault(id(piece), set()).add(removal.item)
        for piece in {id(piece): piece for piece in pieces}.values():
            if id(piece) in bullets:
                view.remove_items(piece, bullets[id(piece)])


def _guard(draft: Drafting, topic: str, hard: bool) -> bool:
    """Add the MC-TOMB guard unless one with its title exists; whether it was added."""
    title = GENERIC_TITLE if hard else f"Forgotten: {topic}"
    existing = [
        e
        for e in draft.tree.snapshot.entries_in("do-not-use.md")
        if e.code == "TOMB" and e.title.casefold() == title.casefold()
    ]
    if existing:
        return False
    body = GENERIC_BODY if hard else f"Do not reintroduce memory about: {topic}"
    entry_id = draft.new_id("TOMB")
    block = render_draft(
        Draft(
            entry_id,
            title,
            (("Status", "active"), ("Scope", "project")),
            ("user-confirmed",),
            (),
            (("Rejected", body),),
        )
    )
    draft.view("do-not-use.md").insert_first(block)
    draft.notes.append(f"Add guard {entry_id} to do-not-use.md")
    return True
