"""Per-file findings that doctor reports without excluding the file from search and read.

A file's verdict has two parts, both judged when the file is indexed (``loading.parse``) and
stored beside its row, keyed by its ``stat`` identity and by the version of the code that judged
it (the index's version hashes this module with the parser and the detectors): whether it is a
memory at all (``store.classify``: valid, invalid with a reason, a suspected secret,
misplaced), and the *notes* below. Doctor then re-judges only files whose identity changed.

**Adding a per-file check is one function in ``CHECKS``**: it takes the file's scope-relative
path, its bytes and the parsed memory (None when the file is not one) and returns notes; each
note is stored with the row and reported by doctor under ``fileFindings`` (the name-mismatch
check also keeps its own ``nameMismatches`` list). A note never carries a value from the file
beyond what its reason says (never a secret, never the body).

``withheld_by`` is the one judgement of which memory never leaves toward a model as text (the
brief, search and read over MCP and the CLI): the instruction screen on the parsed memory.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import NamedTuple

from ecc_memory.vault.document import Memory


class Note(NamedTuple):
    """One per-file finding: which check, why (no file content), and the line (0: none)."""

    check: str
    reason: str
    line: int = 0


NAME_MISMATCH = "name-mismatch"
INSTRUCTION_LIKE = "instruction-like"


def _name_mismatch(rel: str, data: bytes, memory: Memory | None) -> list[Note]:
    """The reference accepts any ``*.md`` name in the right directory; we point out a file
    whose name is not ``<id>.md`` (copies and hand edits), since tools find memories by it."""
    if memory is None or rel.rsplit("/", 1)[-1] == f"{memory.id}.md":
        return []
    return [Note(NAME_MISMATCH, f"the file name is not {memory.id}.md")]


def _instruction_like(rel: str, data: bytes, memory: Memory | None) -> list[Note]:
    """A memory whose title or body reads like an instruction to an agent (a role tag, "ignore
    previous instructions", tool-call JSON, ...; ``detectors.instructions``): memory is context,
    never instruction. The note names the detectors, never the text."""
    from ecc_memory.detectors.instructions import screen_memory

    # The parsed memory, never the bytes: the values a reader shows (a JSON escape decoded, a
    # CRLF file's frontmatter read, a byte-order mark dropped) are what is judged.
    flagged = () if memory is None else screen_memory(memory.title, memory.body, memory.tags)
    return [Note(INSTRUCTION_LIKE, ", ".join(flagged))] if flagged else []


Check = Callable[[str, bytes, "Memory | None"], list[Note]]
CHECKS: tuple[Check, ...] = (_name_mismatch, _instruction_like)


def file_notes(rel: str, data: bytes, memory: Memory | None) -> str:
    """Every check's notes on one file, as the index stores them ("" when there are none)."""
    notes = [note for check in CHECKS for note in check(rel, data, memory)]
    return json.dumps([list(note) for note in notes]) if notes else ""


def stored_notes(text: str | None) -> list[Note]:
    """The notes an index row holds."""
    if not text:
        return []
    return [Note(str(check), str(reason), int(line)) for check, reason, line in json.loads(text)]


# -- memory leaving toward a model ------------------------------------------------------------

WITHHELD = (
    "[withheld: reads like an instruction to an agent ({names}); a person reviews it with "
    "`ecc memory read {id}` in a terminal]"
)


def withheld_by(memory: Memory) -> tuple[str, ...]:
    """The instruction detectors that fire on a memory as its reader decodes it: the brief,
    search and read (CLI and MCP) all withhold such a memory's text by this one judgement."""
    from ecc_memory.detectors.instructions import screen_memory

    return screen_memory(memory.title, memory.body, memory.tags)


def as_withheld(memory: Memory, names: tuple[str, ...]) -> Memory:
    """``memory`` with every text a model could read as an instruction (title, tags, body)
    replaced by one notice naming the detectors; IDs, kind, scope and dates stay."""
    notice = WITHHELD.format(names=", ".join(names), id=memory.id)
    return memory._replace(title=notice, tags=(), body=notice)
