"""A memory file as a list of units a writer edits by identity, rendered back to text once.

``edits`` addresses lines by number, which is right inside one parse and wrong across two: a
writer that removed one unit and then used line numbers from the first parse to pick another
removed the wrong one. A ``FileView`` parses the file once into its head (title and preamble)
and one ``Piece`` per semantic unit, each carrying its exact source (trailing blank lines
included) and the ``Unit`` it was parsed as. Removing, replacing or inserting pieces never
changes another piece's bytes or identity, so any number of edits can be made in any order,
and ``render`` joins what is left. Untouched bytes, CRLF included, stay as they were.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from ecc_memory.protocol.model.units import Unit, parse_document
from ecc_memory.protocol.plans.edits import newline_of, split_keep


class Piece(NamedTuple):
    unit: Unit
    source: str  # the unit's lines and the blank lines after it, endings included
    ordinal: int  # 1-based position in the file as parsed (for ``file#unit-<n>`` references)

    @property
    def body(self) -> str:
        """The unit's own text, without the blank lines that separate it from the next."""
        lines = split_keep(self.source)
        while lines and not lines[-1].strip():
            lines.pop()
        return "".join(lines)


class FileView:
    def __init__(self, text: str) -> None:
        self.newline = newline_of(text)
        lines = split_keep(text)
        units = parse_document(text).units
        first = units[0].line - 1 if units else len(lines)
        self.head = "".join(lines[:first])
        self.pieces: list[Piece] = []
        for index, unit in enumerate(units):
            end = units[index + 1].line - 1 if index + 1 < len(units) else len(lines)
            source = "".join(lines[unit.line - 1 : end])
            self.pieces.append(Piece(unit, source, index + 1))
        self._last = self.pieces[-1] if self.pieces else None

    def __iter__(self) -> Iterator[Piece]:
        return iter(list(self.pieces))

    def remove(self, piece: Piece) -> None:
        self.pieces = [p for p in self.pieces if p is not piece]

    def insert_first(self, block: list[str]) -> None:
        """``block`` (lines without endings) as the newest unit: after the title and preamble,
        before every other unit, separated by one blank line."""
        rendered = "".join(line + self.newline for line in block) + self.newline
        unit = parse_document("\n".join(block)).units[0]
        head = split_keep(self.head)
        if not self.pieces:
            while head and not head[-1].strip():
                head.pop()
        if head:
            head[-1] = _content(head[-1]) + self.newline
            if head[-1].strip():
                head.append(self.newline)
        self.head = "".join(head)
        self.pieces.insert(0, Piece(unit, rendered, 0))

    def render(self) -> str:
        lines = split_keep(self.head + "".join(p.source for p in self.pieces))
        if (self.pieces[-1] if self.pieces else None) is not self._last:
            # The file ends with a different unit now: no blank lines dangle at its end.
            while lines and not lines[-1].strip():
                lines.pop()
            if lines:
                lines[-1] = _content(lines[-1]) + self.newline
        return "".join(lines)


def _content(line: str) -> str:
    return line.rstrip("\n").removesuffix("\r")
