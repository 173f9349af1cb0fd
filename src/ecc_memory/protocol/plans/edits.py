"""Byte-preserving edits of a memory file's text.

Writers never re-render a whole file: they insert, replace or remove whole lines by their
1-based numbers (the numbers the lexer and the unit splitter report), and every line they do
not touch keeps its own bytes, line ending (LF or CRLF) and trailing spaces included. New lines
take the file's own line ending.
"""

from __future__ import annotations

import re

from ecc_memory.protocol.model.units import Document, Unit, parse_document

_LINE = re.compile(r"[^\n]*\n|[^\n]+$")


def split_keep(text: str) -> list[str]:
    """The lines of ``text`` with their endings; the same numbering as ``markdown.lex``."""
    return _LINE.findall(text)


def newline_of(text: str) -> str:
    """The file's line ending: CRLF when its first line ends so, LF otherwise."""
    first = text.find("\n")
    return "\r\n" if first > 0 and text[first - 1] == "\r" else "\n"


def _content(line: str) -> str:
    return line.rstrip("\n").removesuffix("\r")


def _is_blank(line: str) -> bool:
    return not line.strip()


def _ensure_final_newline(lines: list[str], newline: str) -> None:
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += newline


def unit_span(document: Document, index: int, total_lines: int) -> tuple[int, int]:
    """1-based inclusive line range of unit ``index``: up to the line before the next unit."""
    units = document.units
    start = units[index].line
    end = units[index + 1].line - 1 if index + 1 < len(units) else total_lines
    return start, end


def insert_unit(text: str, block: list[str]) -> str:
    """Insert ``block`` (lines without endings) as the newest unit: after the title and
    preamble, before the first unit, separated by one blank line."""
    newline = newline_of(text)
    lines = split_keep(text)
    document = parse_document(text)
    rendered = [line + newline for line in block]
    if document.units:
        at = document.units[0].line - 1
        _ensure_final_newline(lines, newline)
        if at > 0 and not _is_blank(lines[at - 1]):
            rendered.insert(0, newline)
        return "".join(lines[:at] + rendered + [newline] + lines[at:])
    return append_block(text, block)


def append_block(text: str, block: list[str]) -> str:
    """Append ``block`` at the end of the file after one blank line."""
    newline = newline_of(text)
    lines = split_keep(text)
    while lines and _is_blank(lines[-1]):
        lines.pop()
    _ensure_final_newline(lines, newline)
    separator = [newline] if lines else []
    return "".join(lines + separator + [line + newline for line in block])


def replace_line(text: str, number: int, content: str) -> str:
    """Line ``number`` replaced by ``content``, keeping that line's own ending."""
    lines = split_keep(text)
    old = lines[number - 1]
    ending = old[len(_content(old)) :]
    lines[number - 1] = content + ending
    return "".join(lines)


def insert_lines(text: str, after: int, block: list[str]) -> str:
    """``block`` inserted after line ``after`` (0 inserts at the top)."""
    newline = newline_of(text)
    lines = split_keep(text)
    if after > 0 and not lines[after - 1].endswith("\n"):
        lines[after - 1] += newline
    return "".join(lines[:after] + [line + newline for line in block] + lines[after:])


def remove_lines(text: str, start: int, end: int) -> str:
    """Lines ``start``..``end`` (inclusive, 1-based) removed, with the blank lines that
    separated them from what follows; at the end of the file, the blank lines before them."""
    lines = split_keep(text)
    stop = end
    while stop < len(lines) and _is_blank(lines[stop]):
        stop += 1
    begin = start - 1
    if stop >= len(lines):
        while begin > 0 and _is_blank(lines[begin - 1]):
            begin -= 1
    kept = lines[:begin] + lines[stop:]
    if stop >= len(lines) and kept and begin < len(lines):
        kept[-1] = _content(kept[-1]) + newline_of(text)
    return "".join(kept)


def remove_unit(text: str, unit: Unit) -> str:
    """One semantic unit removed (located by its first line, so callers may hold a unit from
    an earlier parse of the same text)."""
    document = parse_document(text)
    for index, candidate in enumerate(document.units):
        if candidate.line == unit.line:
            start, end = unit_span(document, index, len(split_keep(text)))
            return remove_lines(text, start, end)
    raise ValueError("unit not found")


def unit_source(text: str, document: Document, index: int) -> str:
    """The exact source text of unit ``index`` (trailing blank lines excluded)."""
    lines = split_keep(text)
    start, end = unit_span(document, index, len(lines))
    chunk = lines[start - 1 : end]
    while chunk and _is_blank(chunk[-1]):
        chunk.pop()
    return "".join(chunk)
