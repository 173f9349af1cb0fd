"""Heading-delimited sections of a lexed file (used by the manifest parser)."""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.protocol.model.markdown import Heading, Lexed, Line, parse_heading


class Section(NamedTuple):
    """A heading and the lines up to the next heading of the same or a higher level."""

    line: Line
    heading: Heading
    body: tuple[Line, ...]


def sections(lexed: Lexed, level: int) -> list[Section]:
    """Sections opened by structural headings of exactly ``level``."""
    found: list[Section] = []
    current: tuple[Line, Heading] | None = None
    body: list[Line] = []
    for line in lexed.lines:
        heading = parse_heading(line.text) if line.structural else None
        if heading is not None and heading.level <= level:
            if current is not None:
                found.append(Section(current[0], current[1], tuple(body)))
            current, body = ((line, heading) if heading.level == level else None), []
            continue
        body.append(line)
    if current is not None:
        found.append(Section(current[0], current[1], tuple(body)))
    return found


def subsections(section: Section, level: int) -> tuple[list[Line], list[Section]]:
    """Lines before the first sub-heading of ``level``, and the sub-sections themselves."""
    lead: list[Line] = []
    found: list[Section] = []
    current: tuple[Line, Heading] | None = None
    body: list[Line] = []
    for line in section.body:
        heading = parse_heading(line.text) if line.structural else None
        if heading is not None and heading.level <= level:
            if current is not None:
                found.append(Section(current[0], current[1], tuple(body)))
            current, body = (line, heading), []
        elif current is None:
            lead.append(line)
        else:
            body.append(line)
    if current is not None:
        found.append(Section(current[0], current[1], tuple(body)))
    return lead, found
