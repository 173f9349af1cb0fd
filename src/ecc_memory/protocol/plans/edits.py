"""Byte-preserving line edits of a memory file's text.

Writers edit units by identity through ``unit_view``, which splits text with ``split_keep`` and
takes its line ending from ``newline_of``. The line-number helpers left here serve ``migrate``
alone, each over a parse of the text it edits made in the same function. Every line they do
not touch keeps its own bytes, line ending (LF or CRLF) and trailing spaces included; new
lines take the file's own line ending.
"""

from __future__ import annotations

import re

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
