"""``subject merge SOURCE --into TARGET``: one Subject absorbs another, applied in one plan.

The reference only previews this. Here the plan turns SOURCE ``Status: merged`` with
``Merged-Into: TARGET``, lists SOURCE under TARGET's ``Merged-From``, and points every active
Entry and candidate that names SOURCE (``Subject`` / ``Provisional-Subject``) at TARGET.
Superseded and archived Entries keep their historical reference. Whatever the move would break
(two active owners of one Scope/Subject/Facet, a supersession whose identity no longer
matches) is refused by the same check as every other write, with the findings.
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.entries import Entry, parse_entry
from ecc_memory.protocol.model.problems import shown
from ecc_memory.protocol.model.subjects import PATH
from ecc_memory.protocol.model.units import parse_document
from ecc_memory.protocol.plans.edits import insert_lines, replace_line, split_keep
from ecc_memory.protocol.plans.mutation import Drafting, require_current
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree
from ecc_memory.protocol.writers.subject_edit import checked_registry

REFERENCES = ("Subject", "Provisional-Subject")


class MergeRequest(NamedTuple):
    source: str
    target: str


def build_merge(tree: Tree, request: MergeRequest) -> Plan:
    require_current(tree, command="subject merge")
    registry = checked_registry(tree)
    source, target = (
        registry.subjects.get(i.strip().upper()) for i in (request.source, request.target)
    )
    if source is None or target is None or source.status != "active" or (target.status != "active"):
        raise InvalidInput(
            "PROTOCOL_SUBJECT", "both Subjects must be active Subjects in subjects.md"
        )
    if source.key == target.key:
        raise InvalidInput("PROTOCOL_SUBJECT", "a Subject cannot be merged into itself")
    draft = Drafting(tree, "subject merge", request._asdict())
    draft.set(PATH, _registry_text(draft.require(PATH), source.subject_id, target.subject_id))
    moved = _repoint(draft, source.subject_id, target.subject_id)
    draft.notes.append(
        f"Merge Subject {source.subject_id} into {target.subject_id}; "
        f"{moved} Entr{'y' if moved == 1 else 'ies'} now name "
        f"{target.subject_id}"
    )
    draft.changelog(f"Merged Subject {source.subject_id} into {target.subject_id}.")
    return draft.plan()


def _subject(text: str, subject_id: str) -> Entry:
    for unit in parse_document(text).units:
        entry = parse_entry(unit, PATH, 1)
        if entry is not None and entry.key == subject_id.upper():
            return entry
    raise InvalidInput("PROTOCOL_SUBJECT", f"no Subject {shown(subject_id)} in subjects.md")


def _registry_text(text: str, source_id: str, target_id: str) -> str:
    """Each edit re-reads the registry, so line numbers are always current."""
    status = _subject(text, source_id).all("Status")[0].line
    text = replace_line(text, status, "Status: merged")
    text = insert_lines(text, status, [f"Merged-Into: {target_id}"])
    target = _subject(text, target_id)
    found = target.all("Merged-From")
    if found:
        items = [line for line in found[0].lines if line.text.startswith("- ")]
        return insert_lines(text, items[-1].number if items else found[0].line, [f"- {source_id}"])
    unit = next(u for u in parse_document(text).units if u.line == target.line)
    return insert_lines(text, unit.lines[-1].number, ["", "Merged-From:", f"- {source_id}"])


def _repoint(draft: Drafting, source_id: str, target_id: str) -> int:
    moved = 0
    for item in draft.tree.snapshot.entries:
        entry = item.entry
        if not item.storage.live or entry.status not in ("active", "candidate"):
            continue
        for name in REFERENCES:
            for field in entry.all(name):
                if field.value.strip().upper() == source_id.upper():
                    text = draft.require(entry.path)
                    old = split_keep(text)[field.line - 1]
                    draft.set(
                        entry.path,
                        replace_line(text, field.line, old.split(":", 1)[0] + f": {target_id}"),
                    )
                    moved += 1
    return moved
