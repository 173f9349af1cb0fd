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
from ecc_memory.protocol.model.subjects import PATH
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
    _mark_merged(draft, source.subject_id, target.subject_id)
    moved = _repoint(draft, source.subject_id, target.subject_id)
    draft.notes.append(
        f"Merge Subject {source.subject_id} into {target.subject_id}; "
        f"{moved} Entr{'y' if moved == 1 else 'ies'} now name "
        f"{target.subject_id}"
    )
    draft.changelog(f"Merged Subject {source.subject_id} into {target.subject_id}.")
    return draft.plan()


def _mark_merged(draft: Drafting, source_id: str, target_id: str) -> None:
    """SOURCE merged into TARGET, TARGET listing SOURCE: each edit addressed by Subject ID."""
    view = draft.view(PATH)
    view.set_field(source_id, "Status", "merged")
    view.insert_after_field(source_id, "Status", [f"Merged-Into: {target_id}"])
    view.add_list_item(target_id, "Merged-From", source_id)


def _repoint(draft: Drafting, source_id: str, target_id: str) -> int:
    moved = 0
    for item in draft.tree.snapshot.entries:
        entry = item.entry
        if not item.storage.live or entry.status not in ("active", "candidate"):
            continue
        for name in REFERENCES:
            if any(f.value.strip().upper() == source_id.upper() for f in entry.all(name)):
                moved += draft.view(entry.path).set_field(
                    entry.entry_id, name, target_id, only=source_id
                )
    return moved
