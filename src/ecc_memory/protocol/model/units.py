"""Semantic units: the one boundary grammar used by budgets, packing, counting and writers.

A memory file is an optional ``# `` title, a preamble, then ordered units: ``h2`` (a visible
``##`` heading up to the next unit), ``bullet`` (a column-zero list item plus its indented
continuation), ``body`` (unindented text after a bullet) and ``ambiguous-bullet`` (a column-zero
bullet after a formal Entry that no later field line claims).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Literal, NamedTuple

from ecc_memory.protocol.model.markdown import Heading, Lexed, Line, lex, parse_heading

UnitKind = Literal["h2", "bullet", "body", "ambiguous-bullet"]

FIELD_LINE = re.compile(r"([A-Za-z][A-Za-z-]*):(?:[ \t]*(.*))?")
ENTRY_HEADING = re.compile(r"## (MC-[A-Za-z]+-\d{8}-[0-9A-Fa-f]{8}) \u2014 (.+)")
ENTRY_ID_ANYWHERE = re.compile(r"MC-[A-Za-z]+-\d{8}-[0-9A-Fa-f]{8}")


def entry_ids_in(files: Iterable[bytes]) -> set[str]:
    """Every Entry-ID-shaped token anywhere in these files, upper-cased: what a new ID must not
    reuse (IDs are unique across a tree, and across shared and local storage)."""
    return {
        m.upper()
        for data in files
        for m in ENTRY_ID_ANYWHERE.findall(data.decode("utf-8", "replace"))
    }


# A heading title that starts like an Entry ID (``MC-<letters>-…``), whatever follows.
ENTRY_LIKE_TITLE = re.compile(r"MC-[A-Za-z]+-\S")
LIST_FIELDS = frozenset({"evidence", "aliases", "entries", "merged-from"})
_BULLET = re.compile(r"[-*+](?:[ \t]|$)")


class Unit(NamedTuple):
    kind: UnitKind
    lines: tuple[Line, ...]
    heading: Heading | None = None

    @property
    def line(self) -> int:
        return self.lines[0].number

    @property
    def text(self) -> str:
        return "\n".join(line.text for line in self.lines)


class Document(NamedTuple):
    """A lexed file split into title, preamble and semantic units."""

    lexed: Lexed
    title: Line | None
    preamble: tuple[Line, ...]
    units: tuple[Unit, ...]


def is_bullet(line: Line) -> bool:
    return line.structural and _BULLET.match(line.text) is not None


def is_field(line: Line) -> bool:
    return line.structural and FIELD_LINE.fullmatch(line.text) is not None


def is_formal_heading(text: str) -> bool:
    match = ENTRY_HEADING.fullmatch(text)
    return match is not None and match.group(2).strip(" #") != ""


def _h2(line: Line) -> Heading | None:
    if not line.structural:
        return None
    heading = parse_heading(line.text)
    return heading if heading is not None and heading.level == 2 else None


def _next_is_field(lines: tuple[Line, ...]) -> list[bool]:
    """For each index: does a field line come after it before the next H2? (one backward pass)"""
    result = [False] * len(lines)
    answer = False
    for index in range(len(lines) - 1, -1, -1):
        result[index] = answer
        line = lines[index]
        if _h2(line) is not None:
            answer = False
        elif is_field(line):
            answer = True
    return result


class _Splitter:
    def __init__(self, lexed: Lexed) -> None:
        self.lexed = lexed
        self.title: Line | None = None
        self.preamble: list[Line] = []
        self.units: list[Unit] = []
        self.current: list[Line] = []
        self.kind: UnitKind | None = None
        self.heading: Heading | None = None
        self.formal = False
        self.field: str | None = None

    def flush(self) -> None:
        if self.kind is not None and self.current:
            lines = list(self.current)
            while len(lines) > 1 and not lines[-1].text.strip():
                lines.pop()
            self.units.append(Unit(self.kind, tuple(lines), self.heading))
        self.current, self.kind, self.heading = [], None, None

    def start(self, kind: UnitKind, line: Line, heading: Heading | None = None) -> None:
        self.flush()
        self.kind, self.heading, self.current = kind, heading, [line]

    def run(self) -> Document:
        lines = self.lexed.lines
        field_follows = _next_is_field(lines)
        for index, line in enumerate(lines):
            self.feed(line, field_follows[index])
        self.flush()
        return Document(self.lexed, self.title, tuple(self.preamble), tuple(self.units))

    def feed(self, line: Line, field_follows: bool) -> None:
        heading = _h2(line)
        if heading is not None:
            self.start("h2", line, heading)
            self.formal = is_formal_heading(line.text)
            self.field = None
        elif self.kind == "h2":
            self.feed_h2(line, field_follows)
        elif self.kind is None and not self.units:
            self.feed_preamble(line)
        else:
            self.feed_top(line)

    def feed_h2(self, line: Line, field_follows: bool) -> None:
        if is_field(line):
            match = FIELD_LINE.fullmatch(line.text)
            assert match is not None
            self.field = match.group(1).casefold()
        elif (
            self.formal
            and is_bullet(line)
            and self.field not in LIST_FIELDS
            and (not field_follows)
        ):
            self.start("ambiguous-bullet", line)
            return
        self.current.append(line)

    def feed_preamble(self, line: Line) -> None:
        heading = parse_heading(line.text) if line.structural else None
        blank_so_far = not any(seen.text.strip() for seen in self.preamble)
        if self.title is None and blank_so_far and heading is not None and heading.level == 1:
            self.title = line
        elif is_bullet(line):
            self.start("bullet", line)
        else:
            self.preamble.append(line)

    def feed_top(self, line: Line) -> None:
        if is_bullet(line):
            self.start("ambiguous-bullet" if self.kind == "ambiguous-bullet" else "bullet", line)
        elif not line.text.strip():
            if self.kind in ("bullet", "ambiguous-bullet"):
                self.flush()  # a blank line ends a bullet; what follows is a new unit
            elif self.kind == "body":
                self.current.append(line)
        elif (line.text[:1] in (" ", "\t") and self.kind is not None) or self.kind == "body":
            self.current.append(line)
        else:
            self.start("body", line)


def split_units(lexed: Lexed) -> Document:
    return _Splitter(lexed).run()


def parse_document(text: str) -> Document:
    """Lex and split ``text``; never raises, whatever the input."""
    return split_units(lex(text))
