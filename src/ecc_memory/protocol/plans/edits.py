"""How a memory file's text splits into lines, each kept with its own ending.

Writers edit units by identity through ``unit_view``, which splits text with ``split_keep``
and takes its line ending from ``newline_of``; no helper here addresses a line by its number
any more. Every line an edit does not touch keeps its own bytes, line ending (LF or CRLF) and
trailing spaces included; new lines take the file's own line ending.
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
