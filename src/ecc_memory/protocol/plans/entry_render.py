"""Rendering new Entries and Subjects as Markdown, checked by reading them back.

A body stays as written unless one of its visible lines would read as structure (a field, a
top-level list item, an H2) or it holds fences or comments; then it is wrapped in the Entry
schema 2 ``memory-custodian-body-v1`` fence, longer than any run of its fence character.
Every rendered unit is parsed again and must give back exactly its own fields and bodies.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.entries import Entry, parse_entry
from ecc_memory.protocol.model.markdown import BODY_WRAPPER_INFO, lex, parse_heading
from ecc_memory.protocol.model.units import FIELD_LINE, parse_document

_BULLET = re.compile(r"[-*+](?:[ \t]|$)")
_WRAPPER_LOOKALIKE = re.compile(r" {0,3}(`{3,}|~{3,})")
DEFAULT_REQUIREMENT = "Confirm with the user or an authoritative project source."


class Draft(NamedTuple):
    """What a writer wants in a new Entry; ``scalars`` and ``bodies`` keep their order."""

    entry_id: str
    title: str
    scalars: tuple[tuple[str, str], ...]
    evidence: tuple[str, ...]
    relations: tuple[tuple[str, str], ...]
    bodies: tuple[tuple[str, str], ...]


def one_line(text: str) -> str:
    """Whitespace collapsed: titles, aliases and scalar values are single lines."""
    return " ".join(text.split())


def body_lines(text: str) -> list[str]:
    """A body's lines: line endings normalised to LF, blank lines at both ends dropped."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def _structural(lines: list[str]) -> bool:
    lexed = lex("\n".join(lines) + "\n")
    if lexed.faults or any(line.kind in ("fence", "comment") for line in lexed.lines):
        return True
    for line in lexed.lines:
        if not line.structural:
            continue
        heading = parse_heading(line.text)
        if (
            FIELD_LINE.fullmatch(line.text)
            or _BULLET.match(line.text)
            or (heading is not None and heading.level <= 2)
        ):
            return True
    return bool(lines) and _WRAPPER_LOOKALIKE.match(lines[0]) is not None


def _fence_for(lines: list[str]) -> str:
    longest = {"`": 0, "~": 0}
    for line in lines:
        for char in longest:
            for run in re.findall(re.escape(char) + "+", line):
                longest[char] = max(longest[char], len(run))
    char = "`" if longest["`"] <= longest["~"] else "~"
    return char * max(3, longest[char] + 1)


def render_body(name: str, text: str) -> list[str]:
    lines = body_lines(text)
    if not lines:
        raise InvalidInput("PROTOCOL_EMPTY_BODY", f"the {name} body must not be empty")
    if _structural(lines):
        fence = _fence_for(lines)
        return [f"{name}:", f"{fence}{BODY_WRAPPER_INFO}", *lines, fence]
    return [f"{name}:", *lines]


def render_draft(draft: Draft) -> list[str]:
    """The unit's lines, without line endings, in the writers' field order."""
    title = one_line(draft.title)
    if not title.strip(" #"):
        raise InvalidInput("PROTOCOL_TITLE", "the title must not be empty")
    lines = [f"## {draft.entry_id} \u2014 {title}", ""]
    lines += [f"{name}: {one_line(value)}" for name, value in draft.scalars]
    lines += ["Evidence:", *(f"- {one_line(item)}" for item in draft.evidence)]
    lines += [f"{name}: {value}" for name, value in draft.relations]
    for name, text in draft.bodies:
        lines += ["", *render_body(name, text)]
    _read_back(lines, draft)
    return lines


def _read_back(lines: list[str], draft: Draft) -> Entry:
    document = parse_document("\n".join(lines) + "\n")
    entry = parse_entry(document.units[0], "", 2) if len(document.units) == 1 else None
    if entry is None or entry.entry_id != draft.entry_id or entry.stray_lines:
        raise InvalidInput("PROTOCOL_RENDER", "the new Entry does not read back as one Entry")
    for name, text in draft.bodies:
        if (entry.body(name) or "") != "\n".join(body_lines(text)):
            raise InvalidInput("PROTOCOL_RENDER", f"the {name} body does not read back unchanged")
    for name, value in (*draft.scalars, *draft.relations):
        if entry.scalar(name) != one_line(value):
            raise InvalidInput("PROTOCOL_RENDER", f"the {name} field does not read back")
    return entry


def render_subject(
    subject_id: str,
    title: str,
    kind: str,
    canonical_ref: str | None,
    evidence: tuple[str, ...],
    aliases: tuple[str, ...],
) -> list[str]:
    """A registry unit: heading, Status, Kind, Canonical-Ref, Evidence, then Aliases."""
    name = one_line(title)
    if not name:
        raise InvalidInput("PROTOCOL_TITLE", "the Subject title must not be empty")
    lines = [f"## {subject_id} \u2014 {name}", "", "Status: active", f"Kind: {kind}"]
    if canonical_ref:
        lines.append(f"Canonical-Ref: {canonical_ref}")
    lines += ["Evidence:", *(f"- {one_line(item)}" for item in evidence), "", "Aliases:"]
    lines += [f"- {one_line(alias)}" for alias in aliases]
    return lines
