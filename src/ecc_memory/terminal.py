"""Text safety: which characters a field may hold, and what a terminal or a model is shown.

Three mechanisms. Fields are *rejected* when they carry control or bidirectional formatting
characters (as in the reference implementation, also when a file is read). *Hidden* characters
-- format characters (zero-width, bidi marks and overrides, Unicode TAG characters), line and
paragraph separators, invisible fillers and stray variation selectors: text a person reviewing
the file cannot see but a model reads -- are refused at every new write and reported in files
that already hold them (:func:`has_hidden`, the one definition). Everything printed for humans
is *sanitised* so that a hostile memory cannot drive the operator's terminal, and everything
from a memory that is shown to a model is *quoted* (:func:`quote_inline`, :func:`quote_block`)
so that it reads as data, never as the text around it. JSON output is never changed; it is
exact.
"""

from __future__ import annotations

import re
from collections.abc import Callable

# The patterns are compiled on first use (``re`` caches them), and only for text that is not
# printable: none of the characters they look for is (controls, bidi formatting), so plain text
# -- nearly all of it -- is answered by ``str.isprintable`` and most processes compile none.
# Rejected in titles, slugs, queries and every other short field.
_UNSAFE_SHORT = "[\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]"
# Bodies may also hold TAB, LF and CR.
_UNSAFE_BODY = "[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]"

_ESCAPE_SEQUENCES = r"""
      \x1b[PX\]^_] .*? (?:\x07|\x9c|\x1b\\|$)   # DCS / SOS / OSC / PM / APC strings
    | [\x90\x98\x9d\x9e\x9f] .*? (?:\x07|\x9c|\x1b\\|$)   # their 8-bit introducers
    | \x1b\[ [\x30-\x3f]* [\x20-\x2f]* [\x40-\x7e]?   # CSI
    | \x9b [\x30-\x3f]* [\x20-\x2f]* [\x40-\x7e]?     # 8-bit CSI
    | \x1b [\x20-\x2f]* [\x30-\x7e]?                  # any other escape sequence
    """
_ESCAPE_FLAGS = re.VERBOSE | re.DOTALL
_LEFTOVER_CONTROLS = "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"

# Hidden characters: every format character (Unicode category Cf; a test keeps this class equal
# to the running Python's table), the line and paragraph separators (Zl, Zp), the invisible
# fillers and joiners of other categories (U+034F, U+115F, U+1160, U+17B4, U+17B5, U+180B-U+180F,
# U+3164, U+FFA0) and every variation selector (U+FE00-U+FE0F, U+E0100-U+E01EF). None of them
# is printable, so printable text never reaches the pattern.
_HIDDEN = (
    "[\u00ad\u034f\u0600-\u0605\u061c\u06dd\u070f\u0890\u0891\u08e2\u115f\u1160"
    "\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u2028-\u202e\u2060-\u206f\u3164"
    "\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\U000110bd\U000110cd\U00013430-\U0001343f"
    "\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e007f\U000e0100-\U000e01ef]"
)
# Three of them carry meaning in ordinary text and stay allowed where they do: a zero-width
# joiner or non-joiner between two visible non-ASCII characters (emoji sequences, Persian,
# Indic scripts), and one text or emoji presentation selector (U+FE0E, U+FE0F) after a visible
# character. Runs of them, or the other variation selectors, can smuggle a byte per character.
_JOINERS = "\u200c\u200d"
_PRESENTATION = "\ufe0e\ufe0f"


def has_unsafe_short(text: str) -> bool:
    return not text.isprintable() and re.search(_UNSAFE_SHORT, text) is not None


def has_unsafe_body(text: str) -> bool:
    return not text.isprintable() and re.search(_UNSAFE_BODY, text) is not None


def _hidden_spans(text: str) -> list[tuple[int, int]]:
    """Where the hidden characters of ``text`` are, as (start, end) offsets."""
    if text.isascii():  # every hidden character is outside ASCII: a C scan answers most text
        return []
    spans = []
    for match in re.finditer(_HIDDEN, text):
        start = match.start()
        if not _meaningful(text, start):
            spans.append((start, start + 1))
    return spans


def _visible_at(text: str, index: int) -> bool:
    return 0 <= index < len(text) and re.match(_HIDDEN, text[index]) is None


def _meaningful(text: str, index: int) -> bool:
    char = text[index]
    if char in _JOINERS:
        before, after = index - 1, index + 1
        if before >= 0 and text[before] in _PRESENTATION:  # an emoji, its selector, the joiner
            before -= 1
        return (
            _visible_at(text, before)
            and _visible_at(text, after)
            and not text[before].isascii()
            and not text[after].isascii()
        )
    if char in _PRESENTATION:
        return _visible_at(text, index - 1) and not text[index - 1].isspace()
    return False


def has_hidden(text: str) -> bool:
    """Whether ``text`` holds a hidden character (see the module docstring): refused in every
    new memory, title and body, and reported in files that already hold one."""
    return bool(_hidden_spans(text))


def hidden_names(text: str, limit: int = 3) -> list[str]:
    """The first few hidden characters as code points (``U+200B``), for a refusal that names
    what it found without showing the text."""
    names: list[str] = []
    for start, _ in _hidden_spans(text):
        name = f"U+{ord(text[start]):04X}"
        if name not in names:
            names.append(name)
        if len(names) == limit:
            break
    return names


def _without_hidden(text: str, replace: Callable[[str], str] = lambda _: "") -> str:
    spans = _hidden_spans(text)
    if not spans:
        return text
    parts, last = [], 0
    for start, end in spans:
        parts.append(text[last:start])
        parts.append(replace(text[start]))
        last = end
    parts.append(text[last:])
    return "".join(parts)


def show_hidden(text: str) -> str:
    """``text`` with each hidden character written as its escape (``\\U000e0041``) and every
    other character kept: for text that leaves toward a model whole (a context pack), where a
    reviewer must see what the model would read."""
    return _without_hidden(text, _code_point)


def sanitize(text: str) -> str:
    """Drop escape sequences, control, bidi and hidden characters; keep TAB, LF and visible
    text."""
    if text.isprintable():
        return _without_hidden(text)
    text = re.sub(_LEFTOVER_CONTROLS, "", re.sub(_ESCAPE_SEQUENCES, "", text, flags=_ESCAPE_FLAGS))
    return _without_hidden(text)


_NAMED_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
_ESCAPED = "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
_ESCAPED_IN_BLOCK = "[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"


def _visible(match: re.Match[str]) -> str:
    char = match.group()
    named = _NAMED_ESCAPES.get(char)
    if named is not None:
        return named
    return f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}"


def _code_point(char: str) -> str:
    return f"\\u{ord(char):04x}" if ord(char) <= 0xFFFF else f"\\U{ord(char):08x}"


def escape(text: str) -> str:
    """``text`` on one line with every control, bidi and hidden character shown as an escape
    (``\\n``, ``\\x1b``, ``\\u202e``, ``\\U000e0041``): for file names and reasons printed by
    the guard, review and CI, which must neither drive the terminal nor forge report lines, yet
    still name the file."""
    return _escaped(text, _ESCAPED)


def _escaped(text: str, pattern: str) -> str:
    if not text.isprintable():
        text = re.sub(pattern, _visible, text)
    return _without_hidden(text, _code_point)


# -- memory shown to a model: quoted data, never the text around it ---------------------------

# A tag-shaped run (``<system>``, ``</user_instructions>``, ``<|im_start|>``, ``<<SYS>>``): its
# ``<`` is shown as ``&lt;``, so a memory cannot close or open the markup a harness wraps
# context in. Inside a quote nothing decodes the entity; the reader sees the text was quoted.
_TAG_OPEN = re.compile(r"<(?=/?[A-Za-z][\w:.-]*[\s/>]|[|!?<])")
_BACKTICKS = re.compile(r"`+")


def _neutral(text: str) -> str:
    return _TAG_OPEN.sub("&lt;", text) if "<" in text else text


def _marks(text: str, least: int) -> str:
    longest = max((len(run) for run in _BACKTICKS.findall(text)), default=0)
    return "`" * max(least, longest + 1)


def quote_inline(text: str) -> str:
    """A value from a memory (a title, an excerpt, a branch or file name) as one Markdown code
    span: on one line whatever it holds (line breaks, U+2028 and hidden characters shown as
    escapes), tag-shaped text neutralised, and delimited by more backticks than any run inside
    it, so it can neither end the span nor start a line of its own."""
    shown = _neutral(escape(text))
    marks = _marks(shown, 1)
    pad = " " if shown.startswith("`") or shown.endswith("`") or not shown.strip() else ""
    return f"{marks}{pad}{shown}{pad}{marks}"


def quote_block(text: str, info: str = "text") -> str:
    """A memory's text as a fenced block: lines kept, every other control, bidi and hidden
    character shown as an escape, tag-shaped text neutralised, and a fence longer than any
    backtick run inside, so the text cannot close it and pass itself off as the brief's own."""
    lines = [escape(line).replace("\\t", "\t") for line in text.split("\n")]
    shown = _neutral("\n".join(lines))
    marks = _marks(shown, 3)
    return f"{marks}{info}\n{shown}\n{marks}"


def error_line(message: str) -> str:
    """The one human error line every command prints: ``Error: <message>``, sanitised for the
    terminal and kept on one line whatever ``message`` holds."""
    return "Error: " + " ".join(sanitize(message).split("\n")).replace("\t", " ")
