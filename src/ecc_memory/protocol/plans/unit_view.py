"""A memory file as a list of units a writer edits by identity, rendered back to text once.

``edits`` addresses lines by number, which is right inside one parse and wrong across two: a
writer that removed one unit and then used line numbers from the first parse to pick another
removed the wrong one. A ``FileView`` parses the file once into its head (title and preamble)
and one ``Piece`` per semantic unit, each carrying its exact source (trailing blank lines
included) and the ``Unit`` it was parsed as. Removing, replacing or inserting pieces never
changes another piece's bytes or identity, so any number of edits can be made in any order,
and ``render`` joins what is left. Untouched bytes, CRLF included, stay as they were.

An Entry (or Subject) is addressed by its ID, and an edit inside it by field: ``set_field``,
``insert_after_field``, ``add_list_item``, ``set_heading``. The line offsets such an edit needs
are taken from a parse of that one piece as it is now, never from a parse of the whole file
made before another edit, so several edits to one file in one plan can come in any order.

A unit found in another parse of the file (the tree's, which a writer searches) is named by a
``UnitKey``: a formal Entry by its ID, any other unit by its kind and text and its rank among
the units that read the same, which no edit of a neighbouring unit changes; ``locate`` finds
its piece. Inside a unit, a list item is named by its text (``remove_items``), a placeholder by
the label line above it (``fill_placeholder``), a dated section by its heading (``extend_first``),
and a ``##`` section by its title (``splice_section`` and ``replace_lines``, for the
manifest's module index, Protocol section and task routes). A new unit goes first
(``insert_first``), last (``append``) or right above another (``insert_before``, the Protocol
section ``migrate`` adds to a manifest without one), or in the place of one (``replace``, a
legacy unit migrated to an Entry).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from typing import NamedTuple, TypeVar

from ecc_memory.errors import InternalError, InvalidInput
from ecc_memory.protocol.model.entries import Entry, parse_entry
from ecc_memory.protocol.model.markdown import Lexed, lex, normalize_title
from ecc_memory.protocol.model.units import ENTRY_HEADING, Unit, parse_document
from ecc_memory.protocol.plans.edits import newline_of, split_keep

_T = TypeVar("_T")
# Lines [start, stop) of a section, 0-based, and the lines (without endings) that replace them.
Splice = tuple[int, int, list[str]]


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


class UnitKey(NamedTuple):
    """A unit's identity across parses of its file and edits of its neighbours."""

    entry_id: str | None  # a formal Entry whose ID the file holds once
    kind: str = ""
    text: str = ""
    rank: int = 0  # among the units of this kind and text, in file order


def unit_keys(units: Sequence[Unit]) -> list[UnitKey]:
    """The key of each unit (one pass over the file's units, in order)."""
    ids = Counter(_entry_key(unit) for unit in units)
    seen: Counter[tuple[str, str]] = Counter()
    keys: list[UnitKey] = []
    for unit in units:
        entry_id = _entry_key(unit)
        if entry_id is not None and ids[entry_id] == 1:
            keys.append(UnitKey(entry_id))
            continue
        seen[unit.kind, unit.text] += 1
        keys.append(UnitKey(None, unit.kind, unit.text, seen[unit.kind, unit.text] - 1))
    return keys


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

    def append(self, block: list[str]) -> None:
        """``block`` (lines without endings, the last not blank) as the last unit, after one
        blank line; the blank lines that ended the file go, a missing final newline is added."""
        lines = split_keep(self.pieces[-1].source if self.pieces else self.head)
        while lines and not lines[-1].strip():
            lines.pop()
        if lines:
            lines[-1] = _content(lines[-1]) + self.newline
            lines.append(self.newline)
        if self.pieces:  # only blank lines after its unit changed: the unit is the same
            last = self.pieces[-1]
            self.pieces[-1] = Piece(last.unit, "".join(lines), last.ordinal)
        else:
            self.head = "".join(lines)
        rendered = "".join(line + self.newline for line in block)
        self.pieces.append(Piece(parse_document("\n".join(block)).units[0], rendered, 0))

    def replace(self, piece: Piece, block: list[str]) -> None:
        """The unit of ``piece`` replaced by ``block`` (lines without endings), one blank line
        between it and the units on either side; the blank lines after it stay."""
        index = self._index(piece)
        own = len(split_keep(piece.body))
        trailing = split_keep(piece.source)[own:]
        if not trailing and index + 1 < len(self.pieces):  # the next unit follows at once
            trailing = [self.newline]
        before = split_keep(self.pieces[index - 1].source if index else self.head)
        if before and before[-1].strip():  # so does the unit (or the preamble) above it
            if index:
                above = self.pieces[index - 1]
                self.pieces[index - 1] = Piece(
                    above.unit, above.source + self.newline, above.ordinal
                )
            else:
                self.head += self.newline
        source = "".join(line + self.newline for line in block) + "".join(trailing)
        unit = parse_document("\n".join(block)).units[0]
        self.pieces[index] = Piece(unit, source, piece.ordinal)
        if piece is self._last:
            self._last = self.pieces[index]

    def remove_line(self, content: str) -> None:
        """The preamble line (or free-text unit) that reads ``content``, with the blank lines
        after it; at the end of the preamble, the blank lines before it too."""
        head = split_keep(self.head)
        for index, line in enumerate(head):
            if line.strip() == content:
                stop = index + 1
                while stop < len(head) and not head[stop].strip():
                    stop += 1
                begin = index
                if stop == len(head) and not self.pieces:
                    while begin > 0 and not head[begin - 1].strip():
                        begin -= 1
                kept = head[:begin] + head[stop:]
                if kept and stop == len(head) and not self.pieces:
                    kept[-1] = _content(kept[-1]) + self.newline
                self.head = "".join(kept)
                return
        for piece in self:
            if piece.unit.kind == "body" and piece.body.strip() == content:
                self.remove(piece)
                return

    def locate(self, keys: Iterable[UnitKey]) -> list[Piece]:
        """The piece each key names in the view as it is now, all found before any is edited
        (removing one of two same-text units would change the other's rank)."""
        current = dict(zip(unit_keys([p.unit for p in self.pieces]), self.pieces, strict=True))
        found: list[Piece] = []
        for key in keys:
            if key not in current:
                raise InternalError(
                    "PROTOCOL_UNIT_IDENTITY", "a unit the plan names is not in the file it edits"
                )
            found.append(current[key])
        return found

    def remove_items(self, piece: Piece, items: Collection[str]) -> None:
        """The list items (a column-zero bullet and its indented continuation lines, joined by
        LF) of the section ``piece`` that read one of ``items``; a section left with nothing
        but its heading goes too (a changelog date whose last line was removed)."""
        index = self._index(piece)
        lines = split_keep(piece.source)
        dropped: set[int] = set()
        for start, stop in _items(lines):
            if "\n".join(_content(line) for line in lines[start:stop]) in items:
                dropped.update(range(start, stop))
        kept = [line for number, line in enumerate(lines) if number not in dropped]
        if not any(line.strip() for line in kept[1:]):
            self.remove(piece)
            return
        self._replace(index, "".join(kept))

    def fill_placeholder(self, label: str, prefix: str, content: str) -> bool:
        """The first line starting with ``prefix`` right under a line reading ``label`` (in the
        preamble or any unit) replaced by ``content``; whether there was one."""
        for index in range(-1, len(self.pieces)):
            source = self.head if index < 0 else self.pieces[index].source
            lines = split_keep(source)
            for number in range(1, len(lines)):
                if lines[number - 1].strip() == label and lines[number].strip().startswith(prefix):
                    lines[number] = content + _ending(lines[number])
                    if index < 0:
                        self.head = "".join(lines)
                    else:
                        self._replace(index, "".join(lines))
                    return True
        return False

    def extend_first(self, title: str, line: str) -> bool:
        """``line`` after the list right under the heading of the first unit, when that unit is
        the section ``## title`` (today's changelog date); whether it was."""
        first = self.pieces[0] if self.pieces else None
        if first is None or first.unit.heading is None or first.unit.heading.title != title:
            return False
        lines = split_keep(first.source)
        after = 1
        while after < len(lines) and lines[after].startswith(("- ", "  ")):
            after += 1
        self._insert(lines, after, [line])
        self._replace(0, "".join(lines))
        return True

    def insert_before(self, piece: Piece, block: list[str]) -> None:
        """``block`` (lines without endings) as a new unit right above the unit of ``piece``,
        one blank line between them; the lines above it stay as they are."""
        rendered = "".join(line + self.newline for line in block) + self.newline
        unit = parse_document("\n".join(block)).units[0]
        self.pieces.insert(self._index(piece), Piece(unit, rendered, 0))

    def splice_section(self, title: str, edit: Callable[[Lexed], Splice]) -> bool:
        """The one ``##`` section with this title, changed by the splice ``edit`` reads from a
        parse of that section alone (its heading is line 1); False when the file has none, a
        refusal when it has two (``_section``)."""
        index = self._section(title)
        if index is None:
            return False
        source = self.pieces[index].source
        start, stop, block = edit(lex(source))
        lines = split_keep(source)
        del lines[start:stop]
        self._insert(lines, start, block)
        self._replace(index, "".join(lines))
        return True

    def replace_lines(self, title: str, edit: Callable[[Lexed], dict[int, list[str]]]) -> bool:
        """The one ``##`` section with this title, each line ``edit`` names (by its number in a
        parse of that section alone) replaced by the lines it maps to: the first keeps the old
        line's ending, the others take the file's; False when there is not exactly one."""
        index = self._section(title)
        if index is None:
            return False
        source = self.pieces[index].source
        lines = split_keep(source)
        for number, block in sorted(edit(lex(source)).items(), reverse=True):
            first = block[0] + _ending(lines[number - 1])
            if len(block) > 1 and not first.endswith("\n"):  # it was the file's last line
                first += self.newline
            lines[number - 1 : number] = [first, *(line + self.newline for line in block[1:])]
        self._replace(index, "".join(lines))
        return True

    def entry(self, entry_id: str) -> Entry:
        """The Entry with this ID as the view has it now (fields numbered within the piece)."""
        return _parsed(self.pieces[self._find(entry_id)])

    def set_field(self, entry_id: str, name: str, value: str, *, only: str | None = None) -> int:
        """``name: value`` in place of the Entry's ``name`` field (the one field, or every one
        whose value is ``only``); the field name keeps its spelling, the line its ending."""

        def edit(entry: Entry, lines: list[str]) -> int:
            fields = entry.all(name)
            if only is not None:
                fields = [f for f in fields if f.value.strip().upper() == only.strip().upper()]
            elif len(fields) != 1:
                raise InternalError("PROTOCOL_ENTRY_SHAPE", f"{entry.entry_id} needs one {name}")
            for field in fields:
                old = lines[field.line - 1]
                lines[field.line - 1] = old.split(":", 1)[0] + f": {value}" + _ending(old)
            return len(fields)

        return self._edit(entry_id, edit)

    def insert_after_field(self, entry_id: str, name: str, block: list[str]) -> None:
        """``block`` right after the line of the Entry's one ``name`` field."""

        def edit(entry: Entry, lines: list[str]) -> None:
            fields = entry.all(name)
            if len(fields) != 1:
                raise InternalError("PROTOCOL_ENTRY_SHAPE", f"{entry.entry_id} needs one {name}")
            self._insert(lines, fields[0].line, block)

        self._edit(entry_id, edit)

    def add_list_item(self, entry_id: str, name: str, item: str) -> None:
        """``- item`` after the last item of the list field ``name``; the field is added at the
        end of the Entry (after a blank line) when it has none."""

        def edit(entry: Entry, lines: list[str]) -> None:
            found = entry.all(name)
            if not found:
                last = max(n for n, line in enumerate(lines, 1) if line.strip())
                self._insert(lines, last, ["", f"{name}:", f"- {item}"])
                return
            items = [
                line.number
                for line in found[0].lines
                if line.structural and line.text.startswith("- ")
            ]
            self._insert(lines, items[-1] if items else found[0].line, [f"- {item}"])

        self._edit(entry_id, edit)

    def set_heading(self, entry_id: str, heading: str) -> None:
        def edit(entry: Entry, lines: list[str]) -> None:
            lines[0] = heading + _ending(lines[0])

        self._edit(entry_id, edit)

    def _find(self, entry_id: str) -> int:
        key = entry_id.strip().upper()
        found = [i for i, piece in enumerate(self.pieces) if _entry_key(piece.unit) == key]
        if len(found) != 1:
            raise InternalError(
                "PROTOCOL_UNIT_IDENTITY", f"{entry_id} is not one unit of the file being edited"
            )
        return found[0]

    def _section(self, title: str) -> int | None:
        key = normalize_title(title)
        found = [
            i
            for i, p in enumerate(self.pieces)
            if p.unit.kind == "h2" and p.unit.heading is not None and p.unit.heading.key == key
        ]
        if len(found) > 1:  # which one an edit meant is not knowable: a person decides
            raise InvalidInput(
                "PROTOCOL_DUPLICATE_SECTION",
                f"the file has {len(found)} '## {_title(self.pieces[found[0]])}' sections; "
                "keep one (`ecc memory "
                "protocol check` shows them), then run the command again; nothing was written",
            )
        return found[0] if found else None

    def _index(self, piece: Piece) -> int:
        return next(i for i, held in enumerate(self.pieces) if held is piece)

    def _edit(self, entry_id: str, edit: Callable[[Entry, list[str]], _T]) -> _T:
        index = self._find(entry_id)
        lines = split_keep(self.pieces[index].source)
        result = edit(_parsed(self.pieces[index]), lines)
        self._replace(index, "".join(lines))
        return result

    def _replace(self, index: int, source: str) -> None:
        """Piece ``index`` with new source: the same unit kind, its lines lexed anew."""
        piece = self.pieces[index]
        unit = parse_document(source).units[0] if piece.unit.kind == "h2" else _lexed(piece, source)
        self.pieces[index] = Piece(unit, source, piece.ordinal)
        if piece is self._last:
            self._last = self.pieces[index]

    def _insert(self, lines: list[str], after: int, block: list[str]) -> None:
        if after > 0 and not lines[after - 1].endswith("\n"):
            lines[after - 1] += self.newline
        lines[after:after] = [line + self.newline for line in block]

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


def _ending(line: str) -> str:
    return line[len(_content(line)) :]


def _items(lines: list[str]) -> Iterator[tuple[int, int]]:
    """The ``[start, stop)`` line ranges of the column-zero list items in a unit's lines."""
    number = 1  # the heading line is not an item
    while number < len(lines):
        if not lines[number].startswith(("- ", "* ", "+ ")):
            number += 1
            continue
        stop = number + 1
        while stop < len(lines) and lines[stop].startswith(("  ", "\t")):
            stop += 1
        while not lines[stop - 1].strip():  # blank lines after the item end it
            stop -= 1
        yield number, stop
        number = stop


def _lexed(piece: Piece, source: str) -> Unit:
    """A bullet or free-text unit's new lines (such a unit never opens inside a fence or a
    comment, so it lexes the same alone), without the blank lines after it."""
    lines = list(lex(source).lines)
    while len(lines) > 1 and not lines[-1].text.strip():
        lines.pop()
    return Unit(piece.unit.kind, tuple(lines), piece.unit.heading)


def _entry_key(unit: Unit) -> str | None:
    match = ENTRY_HEADING.fullmatch(unit.lines[0].text) if unit.kind == "h2" else None
    return match.group(1).upper() if match else None


def _parsed(piece: Piece) -> Entry:
    """The piece parsed on its own, so its fields are numbered from the piece's first line
    (an H2 unit starts outside any fence or comment, so it reads the same alone)."""
    unit = parse_document(piece.source).units[0]
    entry = parse_entry(unit, "", 2)
    if entry is None:
        raise InternalError("PROTOCOL_UNIT_IDENTITY", "the unit is not a formal Entry")
    return entry


def _title(piece: Piece) -> str:
    heading = piece.unit.heading
    return " ".join(heading.title.split()) if heading is not None else ""
