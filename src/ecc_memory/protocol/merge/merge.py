"""Three-way merge of one ``docs/memory/`` file by semantic unit, for git's merge driver.

A file is its header (title and preamble) followed by units (``units.split_units``). Each
unit is keyed: a formal Entry, Subject or reconciliation record by its ID; a legacy ``##``
unit by its heading line; a bullet or body by its text. The merge is decided per key, never
per line: a unit added on either side is kept; a unit changed on one side takes that change;
a unit changed differently on both sides, or deleted on one side and changed on the other, is
written once between conflict markers. Units nobody touched keep their bytes. Added units go
where their side put them; two sides inserting at one place are ordered newest first (by the
date in the Entry ID or the ``## YYYY-MM-DD`` heading), ours before theirs on a tie.

Only IDs are identities that survive any edit. Legacy units (an ``##`` heading without an ID,
a bullet) are keyed by their text, which a rewrite changes and a repeated heading shares, so
they are matched by position too: when both sides changed legacy units at overlapping or
touching places (a bullet rewritten on both sides, deleted on one and rewritten on the other,
one of two same-heading sections deleted on each side, the same new heading added on both),
the driver does not guess -- it returns None, and git's line merge reports the conflict it
would report anyway. The one exception is deliberate: two sides adding bullets under one dated
heading (``## 2026-12-01`` of a changelog) are combined, ours first, where git would conflict;
any other legacy unit changed on both sides is a conflict.

The function is pure: bytes in, bytes and a conflict count out. ``None`` means a side could
not be parsed as a memory file (not UTF-8, an unclosed fence or comment, a duplicate key) or
legacy units changed on both sides at one place, and the caller should fall back to git's line
merge.
"""

from __future__ import annotations

import difflib
import re
from typing import NamedTuple

from ecc_memory.protocol.model.units import ENTRY_HEADING, Document, parse_document

HEADER = "\x00header"
_DATED = re.compile(r"## (\d{4})-(\d{2})-(\d{2})\b")


class MergeOutcome(NamedTuple):
    data: bytes
    conflicts: int  # units written between conflict markers


class _Piece(NamedTuple):
    key: str
    text: str  # the unit's raw lines, including its trailing blank lines


class _Side(NamedTuple):
    header: str
    pieces: tuple[_Piece, ...]

    def table(self) -> dict[str, str]:
        return {piece.key: piece.text for piece in self.pieces}


def _raw_lines(text: str) -> list[str]:
    """The source lines with their line endings, numbered like ``markdown.split_lines``."""
    parts = text.split("\n")
    lines = [part + "\n" for part in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def _key(document: Document, index: int) -> str:
    unit = document.units[index]
    first = unit.lines[0].text
    match = ENTRY_HEADING.fullmatch(first)
    if unit.kind == "h2" and match is not None:
        return "id:" + match.group(1).upper()
    if unit.kind == "h2":
        return "h2:" + first.rstrip()
    return "text:" + "\n".join(line.text.rstrip() for line in unit.lines)


def _side(data: bytes) -> _Side | None:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    document = parse_document(text)
    if document.lexed.faults:
        return None
    raw = _raw_lines(text)
    starts = [unit.line - 1 for unit in document.units] + [len(raw)]
    pieces: list[_Piece] = []
    seen: dict[str, int] = {}
    for index in range(len(document.units)):
        key = _key(document, index)
        if key.startswith("id:") and key in seen:
            return None  # one ID twice: there is no unit to match it with
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 1:
            key = f"{key}\x00{seen[key]}"
        pieces.append(_Piece(key, "".join(raw[starts[index] : starts[index + 1]])))
    return _Side("".join(raw[: starts[0]]), tuple(pieces))


def _date(key: str, text: str) -> str:
    if key.startswith("id:"):
        parts = key[3:].split("-")
        return parts[2] if len(parts) > 2 else ""
    match = _DATED.match(text)
    return "".join(match.groups()) if match else ""


def _split_tail(text: str) -> tuple[list[str], str]:
    """The unit's lines without its trailing blank lines, and those blank lines."""
    lines = text.splitlines(keepends=True)
    end = len(lines)
    while end > 1 and not lines[end - 1].strip():
        end -= 1
    return lines[:end], "".join(lines[end:])


def _additive(base: str, ours: str, theirs: str) -> str | None:
    """Both sides only inserted bullets into one dated heading's list (two changelog lines
    under one date, each a fact of its own): apply both insertions, ours first, a line both
    added once. None for any other unit or edit: interleaving prose would invent text."""
    old, _ = _split_tail(base)
    if not _DATED.match(old[0] if old else ""):
        return None
    inserts: dict[int, list[str]] = {}
    for side in (ours, theirs):
        new, _ = _split_tail(side)
        if new and not new[-1].endswith("\n"):
            new[-1] += "\n"
        for tag, i1, _, j1, j2 in difflib.SequenceMatcher(None, old, new).get_opcodes():
            added = new[j1:j2]
            if tag == "equal":
                continue
            if tag != "insert" or not all(_is_bullet(x) for x in added):
                return None
            if tag == "insert":
                known = inserts.setdefault(i1, [])
                known.extend(line for line in added if line not in known)
    out: list[str] = []
    for index in range(len(old) + 1):
        out += inserts.get(index, [])
        if index < len(old):
            out.append(old[index])
    return "".join(out) + _split_tail(ours)[1]


def _is_bullet(line: str) -> bool:
    return line.startswith(("- ", "* ", "+ ", "  ", "\t"))


def _legacy_changes(base: _Side, side: _Side) -> list[tuple[int, int, tuple[str, ...]]]:
    """Where ``side`` changed the sequence of units in a way that involves a legacy unit (one
    keyed by its text or heading, not by an ID): base positions and what replaced them."""
    old, new = [_content_key(p) for p in base.pieces], [_content_key(p) for p in side.pieces]
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    return [
        (i1, i2, tuple(new[j1:j2]))
        for tag, i1, i2, j1, j2 in matcher.get_opcodes()
        if tag != "equal" and any(not k.startswith("id:") for k in old[i1:i2] + new[j1:j2])
    ]


def _content_key(piece: _Piece) -> str:
    """What identifies a unit by position: its ID, or a dated heading (whose bullets
    ``_additive`` combines); any other legacy unit by its key *and* its text, so a changed
    one, or one of two with the same heading, is told apart."""
    key = piece.key.split("\x00")[0]
    if key.startswith("id:") or _DATED.match(piece.text):
        return key
    return f"{key}\x00{piece.text.rstrip()}"


def _legacy_clash(base: _Side, ours: _Side, theirs: _Side) -> bool:
    """Both sides changed legacy units differently at overlapping or touching places (the
    same change on both sides is no clash: its units' contents are then merged by key)."""
    mine, other = _legacy_changes(base, ours), _legacy_changes(base, theirs)
    return any(a[0] <= b[1] and b[0] <= a[1] and a != b for a in mine for b in other)


def _same(a: str | None, b: str | None) -> bool:
    """Equal apart from the blank lines that separate a unit from the next one."""
    if a is None or b is None:
        return a is b
    return a.rstrip("\r\n") == b.rstrip("\r\n")


class _Merger:
    def __init__(self, base: _Side, ours: _Side, theirs: _Side, marker: int) -> None:
        self.base, self.ours, self.theirs = base.table(), ours.table(), theirs.table()
        self.marker = marker
        self.conflicts = 0

    def conflict(self, ours: str, theirs: str) -> str:
        self.conflicts += 1
        return (
            f"{'<' * self.marker} ours\n{_ended(ours)}{'=' * self.marker}\n"
            f"{_ended(theirs)}{'>' * self.marker} theirs\n"
        )

    def decide(self, key: str) -> str | None:
        """The merged text of one unit, or None when it is gone from the result."""
        b, o, t = self.base.get(key), self.ours.get(key), self.theirs.get(key)
        if _same(o, t) or _same(t, b):
            return o
        if _same(o, b):
            return t
        if o is not None and t is not None and key.startswith("h2:"):
            merged = _additive(b if b is not None else _split_tail(o)[0][0], o, t)
            if merged is not None:
                return merged
        return self.conflict(o or "", t or "")


def _ended(text: str) -> str:
    return text if not text or text.endswith("\n") else text + "\n"


def _order(ours: _Side, theirs: _Side, base: _Side) -> list[str]:
    """Ours' unit order with the units only theirs has (added there, or deleted by ours)
    placed before the unit they precede in theirs; additions of both sides at one place are
    sorted newest first."""
    in_ours = {piece.key for piece in ours.pieces}
    in_base = {piece.key for piece in base.pieces}
    pending: list[_Piece] = []
    before: dict[str, list[_Piece]] = {}
    for piece in theirs.pieces:
        if piece.key in in_ours:
            before.setdefault(piece.key, []).extend(pending)
            pending = []
        else:
            pending.append(piece)
    order: list[str] = []
    run: list[_Piece] = []
    for piece in ours.pieces:
        if piece.key not in in_base and piece.key not in before:
            run.append(piece)
            continue
        order += _newest_first(run, before.get(piece.key, []))
        run = []
        order.append(piece.key)
    order += _newest_first(run, pending)
    return order


def _newest_first(ours: list[_Piece], theirs: list[_Piece]) -> list[str]:
    if not ours or not theirs:
        return [piece.key for piece in (*ours, *theirs)]
    group = [*ours, *theirs]
    dates = [_date(piece.key, piece.text) for piece in group]
    if not all(dates):
        return [piece.key for piece in group]
    ranked = sorted(range(len(group)), key=lambda i: dates[i], reverse=True)  # stable
    return [group[i].key for i in ranked]


def _ends_blank(text: str) -> bool:
    body = text[:-1] if text.endswith("\n") else text
    return text.endswith("\n") and not body.rsplit("\n", 1)[-1].strip()


def _join(parts: list[str]) -> str:
    """Concatenate units; one that was its side's last unit gets the line ending, and the blank
    line, that it needs when something now follows it."""
    out: list[str] = []
    for part in parts:
        if out and not _ends_blank(out[-1]):
            newline = "\r\n" if out[-1].endswith("\r\n") else "\n"
            if not out[-1].endswith("\n"):
                out[-1] += newline
            if part.startswith("#") or out[-1].startswith("## "):
                out[-1] += newline
        out.append(part)
    return "".join(out)


def merge_memory(base: bytes, ours: bytes, theirs: bytes, marker: int = 7) -> MergeOutcome | None:
    """Merge three versions of one memory file; None when a side cannot be parsed."""
    sides = [_side(data) for data in (base, ours, theirs)]
    b, o, t = sides
    if b is None or o is None or t is None or _legacy_clash(b, o, t):
        return None
    merger = _Merger(b, o, t, marker)
    header = _header(merger, b.header, o.header, t.header)
    parts = [header] if header else []
    for key in _order(o, t, b):
        text = merger.decide(key)
        if text is not None:
            parts.append(text)
    merged = _join(parts)
    if merger.conflicts == 0 and _side(merged.encode("utf-8")) is None:
        return None
    return MergeOutcome(merged.encode("utf-8"), merger.conflicts)


def _header(merger: _Merger, base: str, ours: str, theirs: str) -> str:
    if ours == theirs or theirs == base:
        return ours
    if ours == base:
        return theirs
    return merger.conflict(ours, theirs)
