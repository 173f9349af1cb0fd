"""The MCP tool ``memory_propose``: an agent proposes an inbox candidate for ``docs/memory/``.

An MCP call cannot show a preview and wait for a person, so the tool runs the one proposal
(``app.writers.propose``, as ``ecc memory propose`` does) at once, building the plan and
applying it in one call under the writer lock: still parse-checked,
secret-scanned and all or nothing. What it writes is fixed by ``protocol.propose``: an
``MC-INBOX`` candidate, Evidence ``agent-observed``, the server's harness named in its
Promotion-Requirement; never an active Entry, never a promotion. It is refused unless the
operator started the server with ``ECC_MEMORY_ALLOW_PROPOSALS=1``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ecc_memory.errors import EccError

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace

MEMORY_DIR = "docs/memory"
LOCK_TIMEOUT = 5.0


def propose_schema(module: dict[str, Any]) -> dict[str, Any]:
    """The input schema; bounds and vocabularies come from the protocol's own definitions."""
    from ecc_memory.app.writers import CANDIDATE_TYPES, FACETS, MAX_STATEMENT, MAX_TITLE

    text = {"type": "string", "minLength": 1, "maxLength": MAX_STATEMENT}
    properties = {
        "statement": text,
        "type": {"type": "string", "enum": list(CANDIDATE_TYPES)},
        "title": {"type": "string", "minLength": 1, "maxLength": MAX_TITLE},
        "reason": text,
        "area": module,
        "subject": {"type": "string", "pattern": r"^MC-SUBJ-[0-9]{8}-[0-9a-fA-F]{8}$"},
        "facet": {"type": "string", "enum": list(FACETS)},
    }
    return {
        "type": "object",
        "properties": properties,
        "required": ["statement", "type"],
        "additionalProperties": False,
    }


def propose(place: Workspace, harness: str, allowed: bool, args: dict[str, Any]) -> dict[str, Any]:
    """Write one candidate (or refuse, writing nothing); the result names it and shows the diff."""
    if not allowed:
        raise EccError(
            "PROPOSALS_DISABLED",
            "Proposals are off for this MCP server (the "
            "operator can start it with ECC_MEMORY_ALLOW_PROPOSALS=1).",
        )
    from ecc_memory.app import writers

    request = writers.ProposeRequest(
        args["type"],
        args["statement"],
        harness,
        args.get("title"),
        args.get("reason"),
        args.get("area"),
        args.get("subject"),
        args.get("facet"),
    )
    how = writers.Run(MEMORY_DIR, lock_timeout=LOCK_TIMEOUT, at_once=True, via=f"mcp {harness}")
    done = writers.propose(place, request, how)
    written = done.written
    candidate = done.candidate_id
    return {
        "candidateId": candidate,
        "status": "candidate",
        "evidence": [writers.EVIDENCE],
        "harness": harness,
        "path": written.prefix + "inbox.md",
        "planId": written.plan.plan_id,
        "applied": written.applied,
        "written": written.written,
        "diff": written.diff(),
        "next": f"A person reviews it; only they can promote it: ecc memory protocol promote "
        f"{candidate} --type {done.kind} --evidence user-confirmed",
    }
