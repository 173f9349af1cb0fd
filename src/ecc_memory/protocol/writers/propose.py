"""``propose``: an agent's observation becomes an ``MC-INBOX`` candidate, and nothing more.

The MCP tool ``memory_propose`` and ``ecc memory propose MEM_ID`` both build their plan here.
A proposal is the very candidate ``add --candidate`` writes (one shared helper, so the shape
cannot drift), with three things fixed that no caller can change: ``Status: candidate``,
Evidence exactly ``agent-observed``, and a ``Promotion-Requirement`` that names who proposed
it (the harness) and, for a vault memory, that memory's ID. The provenance lives in the
Promotion-Requirement because the Entry grammar has no free provenance field and because
``promote`` does not copy it: the governed Entry a person makes of it later carries that
person's Evidence, not the agent's. Nothing here can write an active Entry or promote one.
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.plans.entry_render import DEFAULT_REQUIREMENT, one_line
from ecc_memory.protocol.plans.mutation import Drafting, require_current
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree
from ecc_memory.protocol.writers.add import AddRequest, insert_candidate

CANDIDATE_TYPES = ("decision", "constraint", "preference", "do-not-use")
EVIDENCE = "agent-observed"
# A candidate is a short claim for a person to confirm, not a document: a decision unit must
# stay under 120 tokens once promoted, so a long Statement could never become one anyway.
MAX_STATEMENT = 2000
MAX_TITLE = 120


class ProposeRequest(NamedTuple):
    kind: str
    statement: str
    harness: str
    title: str | None = None
    reason: str | None = None
    area: str | None = None
    subject: str | None = None
    facet: str | None = None
    source_memory: str | None = None  # the vault memory's ID (``ecc memory propose``)

    def arguments(self) -> dict[str, object]:
        return dict(self._asdict())


def provenance(request: ProposeRequest) -> str:
    """The Promotion-Requirement: who proposed it, from where, and what confirming needs."""
    harness = one_line(request.harness)
    if request.source_memory:
        origin = (
            f"Proposed from vault memory {one_line(request.source_memory)} (written by "
            f"the {harness} agent) with `ecc memory propose`"
        )
    else:
        origin = f"Proposed by the {harness} agent through the MCP tool memory_propose"
    return f"{origin}; agent-observed and unreviewed. {DEFAULT_REQUIREMENT}"


def check_request(request: ProposeRequest) -> str:
    """The candidate type, after the checks that need no memory files."""
    kind = "do-not-use" if request.kind == "tombstone" else request.kind
    if kind not in CANDIDATE_TYPES:
        raise InvalidInput(
            "PROTOCOL_TYPE", "a proposal's type is one of: " + ", ".join(CANDIDATE_TYPES)
        )
    if not one_line(request.harness):
        raise InvalidInput("PROTOCOL_HARNESS", "a proposal must name the harness it came from")
    if not request.statement.strip():
        raise InvalidInput("PROTOCOL_EMPTY_BODY", "the proposed statement must not be empty")
    if len(request.statement) > MAX_STATEMENT:
        raise InvalidInput(
            "PROTOCOL_TOO_LONG",
            f"the proposed statement has "
            f"{len(request.statement)} characters; a candidate holds at most "
            f"{MAX_STATEMENT}: state the claim itself, shortly",
        )
    if request.title is not None and len(one_line(request.title)) > MAX_TITLE:
        raise InvalidInput("PROTOCOL_TOO_LONG", f"the title is longer than {MAX_TITLE} characters")
    return kind


class Proposal:
    """The writer's build step (``Tree -> Plan``) that also remembers the candidate's ID, so
    a caller can report it after preview or apply."""

    def __init__(self, request: ProposeRequest) -> None:
        self.request = request
        self.kind = check_request(request)
        self.candidate_id: str | None = None

    def __call__(self, tree: Tree) -> Plan:
        require_current(tree, command="propose")
        request = self.request
        draft = Drafting(tree, "propose", request.arguments())
        add = AddRequest(
            self.kind,
            request.statement,
            title=request.title,
            subject=request.subject,
            facet=request.facet,
            area=request.area,
            evidence=(EVIDENCE,),
            reason=request.reason,
            candidate=True,
            requirement=provenance(request),
        )
        self.candidate_id = insert_candidate(draft, self.kind, add)
        draft.blockers += proposed_before(tree, request.source_memory)
        return draft.plan()


def proposed_before(tree: Tree, source_memory: str | None) -> list[str]:
    """A vault memory that an inbox candidate already names is not proposed twice."""
    if not source_memory:
        return []
    needle = f"vault memory {source_memory} "
    return [
        f"{item.entry.entry_id} already proposes vault memory {source_memory} ({item.entry.status})"
        for item in tree.snapshot.entries
        if item.entry.code == "INBOX" and needle in (item.entry.body("Promotion-Requirement") or "")
    ]
