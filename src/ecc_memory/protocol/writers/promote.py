"""``promote``: an inbox candidate becomes an active Entry, in one confirmed plan.

The candidate keeps its place in ``inbox.md`` with ``Status: promoted`` and ``Promoted-To``;
the new Entry carries ``Promoted-From``, the candidate's Scope, its Statement as the typed
body, and the confirming Evidence. Its type must be the candidate's ``Candidate-Type``; an
area-scoped decision becomes an MC-AREA Entry in ``areas/<slug>.md`` (created and declared
when missing). The reference only previews this; here it applies like every other writer.
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.entries import Entry
from ecc_memory.protocol.model.entry_rules import validate_entry
from ecc_memory.protocol.model.storage import classify
from ecc_memory.protocol.plans.mutation import Drafting, find_entry, require_current
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree
from ecc_memory.protocol.writers.add import (
    AddRequest,
    check_identity,
    insert_active,
    owner_blocker,
    resolve_target,
)

_SAME_TYPE = {"tombstone": "do-not-use"}


class PromoteRequest(NamedTuple):
    entry_id: str
    kind: str
    evidence: tuple[str, ...]
    subject: str | None = None
    facet: str | None = None
    title: str | None = None
    allow_missing_evidence: bool = False

    def arguments(self) -> dict[str, object]:
        return {
            key: list(value) if isinstance(value, tuple) else value
            for key, value in self._asdict().items()
        }


def _candidate(draft: Drafting, entry_id: str) -> Entry:
    entry = find_entry(draft.tree, entry_id)
    if entry.code != "INBOX" or entry.status != "candidate":
        raise InvalidInput("PROTOCOL_PROMOTE", f"{entry.entry_id} is not an inbox candidate")
    errors = [p for p in validate_entry(entry, classify(entry.path)) if p.severity == "error"]
    if errors:
        raise InvalidInput(
            "PROTOCOL_PROMOTE",
            f"{entry.entry_id} is structurally invalid; fix it before promoting it",
        )
    return entry


def build_promote(tree: Tree, request: PromoteRequest) -> Plan:
    require_current(tree, command="promote")
    draft = Drafting(tree, "promote", request.arguments())
    candidate = _candidate(draft, request.entry_id)
    kind = _SAME_TYPE.get(request.kind, request.kind)
    wanted = _SAME_TYPE.get(
        candidate.scalar("Candidate-Type") or "", candidate.scalar("Candidate-Type") or ""
    )
    if kind != wanted:
        raise InvalidInput(
            "PROTOCOL_PROMOTE",
            f"{candidate.entry_id} is a {wanted} candidate; --type must be {wanted}",
        )
    scope = candidate.scalar("Scope") or "project"
    area = scope.split(":", 1)[1] if scope.startswith("area:") else None
    target = resolve_target(kind, area, None)
    subject = request.subject or candidate.scalar("Provisional-Subject")
    facet = request.facet or candidate.scalar("Provisional-Facet")
    subject, facet = check_identity(tree, subject, facet, required=target.structural)
    _provisional_matches(candidate, subject, facet)
    owner_blocker(draft, target.scope, subject, facet)
    new_id = draft.new_id(target.code)
    mark_promoted(draft, candidate, new_id)
    add = AddRequest(
        kind,
        candidate.body("Statement") or "",
        title=request.title or candidate.title,
        evidence=request.evidence,
        reason=candidate.body("Reason"),
        allow_missing_evidence=request.allow_missing_evidence,
    )
    insert_active(
        draft,
        kind,
        target,
        add,
        subject,
        facet,
        (("Promoted-From", candidate.entry_id),),
        new_id,
        log=False,
    )
    draft.notes.append(f"Mark {candidate.entry_id} promoted to {new_id}")
    draft.changelog(f"Promoted {candidate.entry_id} to {new_id}.")
    return draft.plan()


def _provisional_matches(candidate: Entry, subject: str | None, facet: str | None) -> None:
    provisional = candidate.scalar("Provisional-Subject")
    if provisional and (
        provisional.upper() != (subject or "").upper()
        or candidate.scalar("Provisional-Facet") != facet
    ):
        raise InvalidInput(
            "PROTOCOL_PROMOTE",
            f"{candidate.entry_id} names a provisional "
            "Subject and Facet; the promoted Entry must keep them",
        )


def mark_promoted(draft: Drafting, candidate: Entry, new_id: str) -> None:
    """``Status: promoted`` and ``Promoted-To``, addressed by the candidate's ID."""
    view = draft.view(candidate.path)
    view.set_field(candidate.entry_id, "Status", "promoted")
    view.insert_after_field(candidate.entry_id, "Status", [f"Promoted-To: {new_id}"])
