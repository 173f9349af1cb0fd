"""A vault memory as a proposal for governed memory (``ecc memory propose MEM_ID``).

The vault holds agents' unreviewed notes; ``docs/memory/`` holds what a team has confirmed.
This is the one bridge between them, and it only ever reaches the inbox: the memory becomes
the same ``MC-INBOX`` candidate the MCP tool ``memory_propose`` writes, naming the memory's ID
and the harness that wrote it, and a person decides with ``ecc memory protocol promote``.
"""

from __future__ import annotations

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.writers.propose import CANDIDATE_TYPES, MAX_STATEMENT, ProposeRequest
from ecc_memory.vault.document import Memory

# Vault kinds that say which governed type they are; for the others a person says it.
_TYPE_OF_KIND = {"decision": "decision", "preference": "preference"}


def request_from_memory(
    memory: Memory, kind: str | None = None, statement: str | None = None
) -> ProposeRequest:
    """The proposal for ``memory``: its title, its body (or ``statement``) as the Statement."""
    chosen = kind or _TYPE_OF_KIND.get(memory.kind)
    if chosen is None:
        raise InvalidInput(
            "PROPOSE_TYPE",
            f"memory {memory.id} is a {memory.kind}; say which "
            f"governed type it proposes with --type ({', '.join(CANDIDATE_TYPES)})",
        )
    if memory.status != "active":
        raise InvalidInput(
            "PROPOSE_INACTIVE",
            f"memory {memory.id} is {memory.status}; only an active memory can be proposed",
        )
    if statement is None and len(memory.body) > MAX_STATEMENT:
        raise InvalidInput(
            "PROTOCOL_TOO_LONG",
            f"memory {memory.id}'s body has "
            f"{len(memory.body)} characters, more than a candidate holds "
            f"({MAX_STATEMENT}); give the claim itself with --statement",
        )
    text = statement if statement is not None else memory.body
    return ProposeRequest(
        chosen, text, memory.source_harness, title=memory.title, source_memory=memory.id
    )
