"""The Markdown lexical contract shared by every protocol parser.

Each line is classified once, left to right, so lexing is linear in the input size. A line is
*visible* unless it sits inside a fenced block or an HTML comment; a visible line indented four
spaces (or by a tab) is indented code and never structural. Lexical faults (unclosed fences or
comments, comments sharing a line with text) are returned as values, never raised.
"""

from __future__ import annotations

import re
from typing import Literal, NamedTuple

LineKind = Literal["visible", "indented", "fence", "comment"]

_FENCE_OPEN = re.compile(r" {0,3}(`{3,}|~{3,})(.*)")
_COMMENT_OPEN = re.compile(r" {0,3}<!--")
BODY_WRAPPER_INFO = "memory-custodian-body-v1"


class Line(NamedTuple):
    """One source line (1-based ``number``), its text without the newline and its class."""

    number: int
    text: str
    kind: LineKind

    @property
    def structural(self) -> bool:
        """Visible and not indented code: the only lines that can be headings or fields."""
        return self.kind == "visible"


class LexFault(NamedTuple):
    line: int
    message: str


class Lexed(NamedTuple):
    lines: tuple[Line, ...]
    faults: tuple[LexFault, ...]


class Fence(NamedTuple):
    """An opening fence: its character, its length and the info string after it."""

    char: str
    length: int
    info: str


class Heading(NamedTuple):
    level: int
    title: str

    @property
    def key(self) -> str:
        return normalize_title(self.title)


def normalize_title(title: str) -> str:
    return " ".join(title.split()).casefold()


def split_lines(text: str) -> list[str]:
    """Split on LF, dropping a CR before it; a final newline does not add an empty line."""
    raw = text.split("\n")
    if raw and raw[-1] == "":
        raw.pop()
    return [line[:-1] if line.endswith("\r") else line for line in raw]


def _indent_width(text: str) -> int:
    width = 0
    for char in text:
        if char == " ":
            width += 1
        elif char == "\t":
            return 4
        else:
            break
    return width


def fence_open(text: str) -> Fence | None:
    """The fence a line opens (0-3 spaces, then 3+ backticks or tildes), or None.

    This and ``fence_closes`` are the one fence rule: the lexer and the Entry body wrapper both
    use them, so a wrapper always ends exactly where the lexer ends its fenced block.
    """
    match = _FENCE_OPEN.fullmatch(text)
    if match is None:
        return None
    marker = match.group(1)
    return Fence(marker[0], len(marker), match.group(2))


def fence_closes(text: str, char: str, length: int) -> bool:
    """A closing fence: 0-3 spaces, ``char`` at least ``length`` times, trailing blanks only."""
    stripped = text.rstrip(" \t")
    if _indent_width(stripped) > 3:
        return False
    body = stripped.lstrip(" ")
    return len(body) >= length and body == char * len(body)


class _Lexer:
    def __init__(self) -> None:
        self.lines: list[Line] = []
        self.faults: list[LexFault] = []
        self.fence: tuple[str, int, int] | None = None  # char, length, opening line
        self.comment_start: int | None = None

    def feed(self, number: int, text: str) -> None:
        if self.fence is not None:
            self._in_fence(number, text)
        elif self.comment_start is not None:
            self._in_comment(number, text)
        else:
            self._outside(number, text)

    def _in_fence(self, number: int, text: str) -> None:
        assert self.fence is not None
        char, length, _ = self.fence
        if fence_closes(text, char, length):
            self.fence = None
        self.lines.append(Line(number, text, "fence"))

    def _in_comment(self, number: int, text: str) -> None:
        end = text.find("-->")
        if end >= 0:
            self.comment_start = None
            if text[end + 3 :].strip():
                self._fault(number, "text follows the end of an HTML comment on its closing line")
        self.lines.append(Line(number, text, "comment"))

    def _outside(self, number: int, text: str) -> None:
        if _indent_width(text) >= 4:
            self.lines.append(Line(number, text, "indented"))
            return
        fence = fence_open(text)
        if fence is not None:
            self._open_fence(number, text, fence)
            return
        if _COMMENT_OPEN.match(text) is not None:
            self._open_comment(number, text)
            return
        if "<!--" in text and not _inside_code_span(text, text.find("<!--")):
            self._fault(number, "an HTML comment must occupy whole lines")
        self.lines.append(Line(number, text, "visible"))

    def _open_fence(self, number: int, text: str, fence: Fence) -> None:
        if fence.char == "`" and "`" in fence.info:
            self._fault(number, "a backtick fence's info string must not contain backticks")
            self.lines.append(Line(number, text, "visible"))
            return
        self.fence = (fence.char, fence.length, number)
        self.lines.append(Line(number, text, "fence"))

    def _open_comment(self, number: int, text: str) -> None:
        start = text.find("<!--")
        end = text.find("-->", start + 4)
        if end < 0:
            self.comment_start = number
        elif text[end + 3 :].strip():
            self._fault(number, "an HTML comment must occupy whole lines")
        self.lines.append(Line(number, text, "comment"))

    def _fault(self, number: int, message: str) -> None:
        self.faults.append(LexFault(number, message))

    def finish(self) -> Lexed:
        if self.fence is not None:
            self._fault(self.fence[2], "fenced code block is never closed")
        if self.comment_start is not None:
            self._fault(self.comment_start, "HTML comment is never closed")
        return Lexed(tuple(self.lines), tuple(self.faults))


def _inside_code_span(text: str, index: int) -> bool:
    """True when ``index`` falls inside a backtick code span (an odd number of ticks before)."""
    return text.count("`", 0, index) % 2 == 1


def lex(text: str) -> Lexed:
    """Classify every line of ``text``; never raises on any input."""
    lexer = _Lexer()
    for number, line in enumerate(split_lines(text), start=1):
        lexer.feed(number, line)
    return lexer.finish()


def parse_heading(text: str) -> Heading | None:
    """An ATX heading (0-3 spaces, 1-6 ``#``, then space or end), or None."""
    if _indent_width(text) > 3:
        return None
    body = text.lstrip(" ")
    hashes = len(body) - len(body.lstrip("#"))
    if not 1 <= hashes <= 6:
        return None
    rest = body[hashes:]
    if rest and rest[0] not in " \t":
        return None
    return Heading(hashes, _strip_closing_hashes(rest.strip(" \t")))


def _strip_closing_hashes(title: str) -> str:
    stripped = title.rstrip("#")
    if stripped == "":
        return ""
    if len(stripped) < len(title) and stripped[-1] in " \t":
        return stripped.rstrip(" \t")
    return title


def headings(lexed: Lexed) -> list[tuple[Line, Heading]]:
    """Every structural ATX heading, in order."""
    found: list[tuple[Line, Heading]] = []
    for line in lexed.lines:
        if line.structural:
            heading = parse_heading(line.text)
            if heading is not None:
                found.append((line, heading))
    return found
