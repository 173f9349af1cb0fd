"""Formal Entries: ``## MC-<TYPE>-YYYYMMDD-<8 hex> — Title`` units and their fields.

Parsing is separate from validation (``entry_rules``) so that writers can re-parse what they
render. Bodies are decoded here: under Entry schema 2 a ``memory-custodian-body-v1`` fence right
after a body field is a wrapper and is removed; under schema 1 it is literal body text.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ecc_memory.protocol.model.markdown import BODY_WRAPPER_INFO, Line, fence_closes, fence_open
from ecc_memory.protocol.model.units import ENTRY_HEADING, FIELD_LINE, Unit, is_formal_heading

ENTRY_ID = re.compile(r"MC-([A-Za-z]+)-(\d{8})-([0-9A-Fa-f]{8})")
ENTRY_CODES = ("DEC", "CON", "PREF", "DNU", "TOMB", "AREA", "INBOX", "SUBJ", "REC")
SCALAR_FIELDS = (
    "Status",
    "Scope",
    "Subject",
    "Facet",
    "Supersedes",
    "Superseded-By",
    "Promoted-From",
    "Promoted-To",
    "Exception-To",
    "Candidate-Type",
    "Provisional-Subject",
    "Provisional-Facet",
)
TYPED_BODIES = ("Decision", "Constraint", "Rejected", "Preference", "Rule", "Profile", "Statement")
BODY_FIELDS = (*TYPED_BODIES, "Reason", "Promotion-Requirement")
LIST_FIELDS = ("Evidence",)


class Field(NamedTuple):
    """One ``Name: value`` field and the raw lines that follow it up to the next field."""

    name: str
    value: str
    line: int
    lines: tuple[Line, ...]

    def visible_continuations(self) -> list[Line]:
        return [line for line in self.lines if line.structural and line.text.strip()]

    def list_items(self) -> list[tuple[int, str]]:
        items: list[tuple[int, str]] = []
        for line in self.visible_continuations():
            text = line.text
            items.append((line.number, text[2:].strip() if text.startswith("- ") else ""))
        return items

    def has_non_item_lines(self) -> bool:
        return any(not line.text.startswith("- ") for line in self.visible_continuations())


class Entry(NamedTuple):
    """A parsed formal Entry; ``faults`` are grammar problems found while parsing."""

    entry_id: str
    code: str
    title: str
    path: str
    line: int
    fields: tuple[Field, ...]
    stray_lines: tuple[int, ...]
    schema: int

    def all(self, name: str) -> list[Field]:
        return [f for f in self.fields if f.name == name]

    def scalar(self, name: str) -> str | None:
        found = self.all(name)
        return found[0].value.strip() if found else None

    def evidence(self) -> list[tuple[int, str]]:
        found = self.all("Evidence")
        return found[0].list_items() if found else []

    def body(self, name: str) -> str | None:
        found = self.all(name)
        return decode_body(found[0], self.schema) if found else None

    @property
    def key(self) -> str:
        return self.entry_id.upper()

    @property
    def status(self) -> str:
        return self.scalar("Status") or ""


def entry_id_parts(text: str) -> tuple[str, str, str] | None:
    match = ENTRY_ID.fullmatch(text)
    if match is None:
        return None
    return match.group(1).upper(), match.group(2), match.group(3)


def parse_entry(unit: Unit, path: str, schema: int) -> Entry | None:
    """The formal Entry in an ``h2`` unit, or None when its heading is not canonical."""
    head = unit.lines[0]
    if unit.kind != "h2" or not is_formal_heading(head.text):
        return None
    match = ENTRY_HEADING.fullmatch(head.text)
    assert match is not None
    fields, stray = parse_fields(unit.lines[1:])
    code = match.group(1).split("-")[1].upper()
    title = match.group(2).strip()
    return Entry(match.group(1), code, title, path, head.number, fields, stray, schema)


def parse_fields(lines: tuple[Line, ...]) -> tuple[tuple[Field, ...], tuple[int, ...]]:
    fields: list[Field] = []
    stray: list[int] = []
    name, value, start = "", "", 0
    body: list[Line] = []
    for line in lines:
        match = FIELD_LINE.fullmatch(line.text) if line.structural else None
        if match is not None:
            if name:
                fields.append(Field(name, value, start, tuple(body)))
            name, value, start, body = match.group(1), match.group(2) or "", line.number, []
        elif name:
            body.append(line)
        elif line.structural and line.text.strip():
            stray.append(line.number)
    if name:
        fields.append(Field(name, value, start, tuple(body)))
    return tuple(fields), tuple(stray)


def _trim_blank(lines: list[str]) -> list[str]:
    start, end = 0, len(lines)
    while start < end and not lines[start].strip():
        start += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    return lines[start:end]


def wrapper_bounds(field: Field) -> tuple[int, int] | None:
    """Indexes of the wrapper's opening and closing lines inside ``field.lines``, if wrapped."""
    if field.value.strip() or not field.lines:
        return None
    opening = fence_open(field.lines[0].text)
    if opening is None or opening.info.strip(" \t") != BODY_WRAPPER_INFO:
        return None
    for index in range(1, len(field.lines)):
        if fence_closes(field.lines[index].text, opening.char, opening.length):
            return 0, index
    return None


def decode_body(field: Field, schema: int) -> str:
    """The body text of a body field, with the schema-2 wrapper removed when present."""
    texts = [line.text for line in field.lines]
    bounds = wrapper_bounds(field) if schema >= 2 else None
    if bounds is not None:
        return "\n".join(texts[bounds[0] + 1 : bounds[1]])
    first = [field.value] if field.value.strip() else []
    return "\n".join(_trim_blank(first + texts))


def text_after_wrapper(field: Field) -> bool:
    bounds = wrapper_bounds(field)
    if bounds is None:
        return False
    return any(line.text.strip() for line in field.lines[bounds[1] + 1 :])
