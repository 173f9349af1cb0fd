"""Packing a routed file into its token budget by whole semantic units."""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.protocol.model.budget import budget_for, estimate_tokens
from ecc_memory.protocol.model.entries import ENTRY_ID
from ecc_memory.protocol.model.units import ENTRY_HEADING, Document, Unit


class PackedModule(NamedTuple):
    """A module's packed text; ``omitted`` and ``oversized`` name units by Entry ID or
    ``<module>#unit-<n>``."""

    path: str
    text: str
    tokens: int
    budget: int | None
    omitted: tuple[str, ...] = ()
    oversized: tuple[str, ...] = ()
    # What the pack's screen found (``context.context``): lines withheld for a suspected
    # secret, and the instruction detectors that fire on the text (it is labelled, not hidden).
    redacted: tuple[int, ...] = ()
    instruction_like: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "path": self.path,
            "tokens": self.tokens,
            "budget": self.budget,
            "omitted": list(self.omitted),
            "oversized": list(self.oversized),
            "redactedLines": list(self.redacted),
            "instructionLike": list(self.instruction_like),
            "content": self.text,
        }


def unit_ref(path: str, index: int, unit: Unit) -> str:
    match = ENTRY_HEADING.fullmatch(unit.lines[0].text) if unit.kind == "h2" else None
    if match is not None and ENTRY_ID.fullmatch(match.group(1)):
        return match.group(1)
    return f"{path}#unit-{index}"


def _head_text(document: Document) -> str:
    lines = ([document.title] if document.title else []) + list(document.preamble)
    return "\n".join(line.text for line in lines).rstrip()


def pack_module(path: str, text: str, document: Document) -> PackedModule:
    """The whole file when it fits its budget, otherwise as many whole units as fit."""
    budget = budget_for(path)
    tokens = estimate_tokens(text)
    if budget is None or tokens <= budget:
        return PackedModule(path, text, tokens, budget)
    parts = [_head_text(document)]
    used = estimate_tokens(parts[0])
    omitted: list[str] = []
    oversized: list[str] = []
    for index, unit in enumerate(document.units, start=1):
        cost = estimate_tokens(unit.text)
        if omitted or used + cost > budget:
            if len(parts) == 1 and not omitted:
                oversized.append(unit_ref(path, index, unit))
                parts.append(unit.text)
                used += cost
                continue
            omitted.append(unit_ref(path, index, unit))
            continue
        parts.append(unit.text)
        used += cost
    packed = "\n\n".join(part for part in parts if part) + "\n"
    return PackedModule(path, packed, used, budget, tuple(omitted), tuple(oversized))
