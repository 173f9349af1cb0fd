"""The MCP tool ``memory_propose``: an agent proposes an inbox candidate for ``docs/memory/``.

An MCP call cannot show a preview and wait for a person, so the tool builds the plan and
applies it in one call under the writer lock (``writer.apply_now``): still parse-checked,
secret-scanned and all or nothing. What it writes is fixed by ``protocol.propose``: an
``MC-INBOX`` candidate, Evidence ``agent-observed``, the server's harness named in its
Promotion-Requirement; never an active Entry, never a promotion. It is refused unless the
operator started the server with ``ECC_MEMORY_ALLOW_PROPOSALS=1``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ecc_memory.errors import EccError

MEMORY_DIR = "docs/memory"
LOCK_TIMEOUT = 5.0


def propose_schema(module: dict[str, Any]) -> dict[str, Any]:
    """The input schema; bounds and vocabularies come from the protocol's own definitions."""
    from ecc_memory.protocol.model.entry_rules import FACETS
    from ecc_memory.protocol.writers.propose import CANDIDATE_TYPES, MAX_STATEMENT, MAX_TITLE

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


def propose(
    harness: str, allowed: bool, env: Mapping[str, str], args: dict[str, Any]
) -> dict[str, Any]:
    """Write one candidate (or refuse, writing nothing); the result names it and shows the diff."""
    if not allowed:
        raise EccError(
            "PROPOSALS_DISABLED",
            "Proposals are off for this MCP server (the "
            "operator can start it with ECC_MEMORY_ALLOW_PROPOSALS=1).",
        )
    from ecc_memory import __version__
    from ecc_memory.app.protocol import writer_env
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.protocol.plans.plan import diff_lines
    from ecc_memory.protocol.plans.writer import apply_now
    from ecc_memory.protocol.writers.propose import EVIDENCE, Proposal, ProposeRequest

    request = ProposeRequest(
        args["type"],
        args["statement"],
        harness,
        args.get("title"),
        args.get("reason"),
        args.get("area"),
        args.get("subject"),
        args.get("facet"),
    )
    proposal = Proposal(request)
    place = Workspace.find(env=env)
    tool = f"ecc-memory {__version__} (mcp {harness})"
    outcome = apply_now(writer_env(place, tool=tool, lock_timeout=LOCK_TIMEOUT), proposal)
    plan = outcome.plan
    prefix = MEMORY_DIR + "/"
    candidate = proposal.candidate_id
    return {
        "candidateId": candidate,
        "status": "candidate",
        "evidence": [EVIDENCE],
        "harness": harness,
        "path": prefix + "inbox.md",
        "planId": plan.plan_id,
        "applied": outcome.applied,
        "written": [prefix + change.path for change in plan.changes],
        "diff": [line for change in plan.changes for line in diff_lines(change, prefix, False)],
        "next": f"A person reviews it; only they can promote it: ecc memory protocol promote "
        f"{candidate} --type {proposal.kind} --evidence user-confirmed",
    }
