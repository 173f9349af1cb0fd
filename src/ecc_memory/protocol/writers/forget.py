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
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.entries import BODY_FIELDS, Entry
from ecc_memory.protocol.model.packing import unit_ref
from ecc_memory.protocol.model.snapshot import is_readme
from ecc_memory.protocol.model.storage import classify
from ecc_memory.protocol.model.units import ENTRY_ID_ANYWHERE, Document, Unit
from ecc_memory.protocol.plans.edits import insert_unit, remove_lines, split_keep, unit_span
from ecc_memory.protocol.plans.entry_render import Draft, one_line, render_draft
from ecc_memory.protocol.plans.mutation import Drafting, find_entry, require_current
from ecc_memory.protocol.plans.plan import REDACTED, Plan
from ecc_memory.protocol.plans.tree import Tree

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
    path: str
    start: int
    end: int
    ref: str
    ids: frozenset[str]


def build_forget(tree: Tree, request: ForgetRequest) -> Plan:
    require_current(tree, command="forget")
    if request.mode not in ("soft", "hard"):
        raise InvalidInput("PROTOCOL_FORGET_MODE", "--mode takes soft or hard")
    if bool(request.topic and request.topic.strip()) == bool(request.entry_id):
        raise InvalidInput("PROTOCOL_FORGET", "forget takes a TOPIC or --id, not both")
    draft = Drafting(tree, "forget", request.arguments())
    hard = request.mode == "hard"
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
    if removals:
        _remove(draft, removals)
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


def _entry_removal(tree: Tree, entry: Entry) -> Removal:
    document = tree.snapshot.documents[entry.path]
    index = next(i for i, unit in enumerate(document.units) if unit.line == entry.line)
    start, end = unit_span(document, index, len(split_keep(tree.require(entry.path))))
    return Removal(entry.path, start, end, entry.entry_id, frozenset({entry.key}))


def _unit_removal(tree: Tree, ref: str) -> Removal:
    path, _, number = ref.partition("#unit-")
    document = tree.snapshot.documents.get(path)
    index = int(number) - 1 if number.isdigit() else -1
    if document is None or not 0 <= index < len(document.units) or not classify(path).live:
        raise InvalidInput("PROTOCOL_UNKNOWN_ENTRY", "no such unit in the live memory files")
    unit = document.units[index]
    if unit.kind == "body":
        raise InvalidInput("PROTOCOL_FORGET", "that unit is free text; rewrite it by hand")
    start, end = unit_span(document, index, len(split_keep(tree.require(path))))
    return Removal(path, start, end, ref, _own_ids(unit))


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
        removals += _unit_matches(tree, path, document, wanted, entries, hard)
    if len({(r.path, r.start) for r in removals if not r.ref.startswith("guard:")}) > 1 and (
        not broad
    ):
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
    tree: Tree,
    path: str,
    document: Document,
    wanted: str,
    entries: dict[tuple[str, int], Entry],
    hard: bool,
) -> list[Removal]:
    text = tree.require(path)
    total = len(split_keep(text))
    found: list[Removal] = []
    for index, unit in enumerate(document.units):
        entry = entries.get((path, unit.line))
        if unit.kind == "body" or wanted not in _unit_text(unit, entry).casefold():
            continue
        if entry is not None and entry.code == "TOMB" and not hard:
            continue  # a soft forget keeps the guards that name the topic
        if path == "changelog.md" and unit.kind == "h2":
            found += _changelog_bullets(text, unit, wanted)
            continue
        start, end = unit_span(document, index, total)
        ids = frozenset({entry.key}) if entry else _own_ids(unit)
        found.append(Removal(path, start, end, unit_ref(path, index + 1, unit), ids))
    return found


def _own_ids(unit: Unit) -> frozenset[str]:
    match = ENTRY_ID_ANYWHERE.search(unit.lines[0].text) if unit.kind == "h2" else None
    return frozenset({match.group(0).upper()}) if match else frozenset()


def _changelog_bullets(text: str, unit: Unit, wanted: str) -> list[Removal]:
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
            found.append(
                Removal(
                    "changelog.md",
                    line.number,
                    lines[end].number,
                    f"changelog.md:{line.number}",
                    frozenset(),
                )
            )
    return found


def _reference_blockers(draft: Drafting, removals: list[Removal], hard: bool) -> None:
    removed = {key for removal in removals for key in removal.ids}
    if not removed:
        return
    spans = {(r.path, line) for r in removals for line in range(r.start, r.end + 1)}
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


def _remove(draft: Drafting, removals: list[Removal]) -> None:
    by_path: dict[str, list[Removal]] = {}
    for removal in removals:
        by_path.setdefault(removal.path, []).append(removal)
    for path, items in by_path.items():
        text = draft.require(path)
        for removal in sorted(items, key=lambda r: -r.start):
            text = remove_lines(text, removal.start, removal.end)
            draft.notes.append(f"Remove {removal.ref}")
        if path == "changelog.md":
            text = _drop_empty_dates(text)
        draft.set(path, text)


def _drop_empty_dates(text: str) -> str:
    lines = split_keep(text)
    date_heading = re.compile(r"## \d{4}-\d{2}-\d{2}\s*$")
    for number in range(len(lines), 0, -1):
        if not date_heading.match(lines[number - 1]):
            continue
        rest = lines[number:]
        following = next((line for line in rest if line.strip()), "")
        if not following or following.startswith("## "):
            text = remove_lines(text, number, number)
            lines = split_keep(text)
    return text


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
    draft.set("do-not-use.md", insert_unit(draft.require("do-not-use.md"), block))
    draft.notes.append(f"Add guard {entry_id} to do-not-use.md")
    return True
