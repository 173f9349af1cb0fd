"""``assign ID --subject S --facet F``: give an active Entry that has neither its identity.

Migration turns legacy units into Entries without guessing a Subject or a Facet; this writer
completes them afterwards. It only adds the two lines (after ``Scope``), never changes an
identity that exists (that is what ``add --supersedes`` is for), and is blocked when another
active Entry already owns the resulting Scope, Subject and Facet.
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.plans.mutation import Drafting, find_entry, require_current
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree
from ecc_memory.protocol.writers.add import check_identity, owner_blocker


class AssignRequest(NamedTuple):
    entry_id: str
    subject: str
    facet: str


def build_assign(tree: Tree, request: AssignRequest) -> Plan:
    require_current(tree, command="assign")
    draft = Drafting(tree, "assign", request._asdict())
    entry = find_entry(tree, request.entry_id)
    if entry.status != "active" or entry.code in ("INBOX", "TOMB"):
        raise InvalidInput(
            "PROTOCOL_ASSIGN",
            f"{entry.entry_id} is not an active Entry that takes a Subject and Facet",
        )
    if entry.all("Subject") or entry.all("Facet"):
        raise InvalidInput(
            "PROTOCOL_ASSIGN",
            f"{entry.entry_id} already names a Subject or "
            "Facet; replace it with add --supersedes instead",
        )
    subject, facet = check_identity(tree, request.subject, request.facet, required=True)
    scope = entry.all("Scope")
    if len(scope) != 1:
        raise InvalidInput("PROTOCOL_ENTRY_SHAPE", f"{entry.entry_id} must have one Scope")
    owner_blocker(draft, scope[0].value.strip(), subject, facet)
    draft.view(entry.path).insert_after_field(
        entry.entry_id, "Scope", [f"Subject: {subject}", f"Facet: {facet}"]
    )
    draft.notes.append(f"Give {entry.entry_id} Subject {subject} and Facet {facet}")
    draft.changelog(f"Assigned a Subject and Facet to {entry.entry_id}.")
    return draft.plan()
