"""Text safety: which characters a field may hold, and what a terminal may be shown.

Two separate mechanisms, as in the reference implementation: fields are *rejected* when they
carry control or bidirectional formatting characters, and everything printed for humans is
*sanitised* so that a hostile memory cannot drive the operator's terminal. JSON output is never
sanitised; it is exact.
"""

from __future__ import annotations

import re

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


def has_unsafe_short(text: str) -> bool:
    return not text.isprintable() and re.search(_UNSAFE_SHORT, text) is not None


def has_unsafe_body(text: str) -> bool:
    return not text.isprintable() and re.search(_UNSAFE_BODY, text) is not None


def sanitize(text: str) -> str:
    """Drop escape sequences and control/bidi characters; keep TAB, LF and visible text."""
    if text.isprintable():
        return text
    return re.sub(_LEFTOVER_CONTROLS, "", re.sub(_ESCAPE_SEQUENCES, "", text, flags=_ESCAPE_FLAGS))


_NAMED_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}
_ESCAPED = "[\x00-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"


def _visible(match: re.Match[str]) -> str:
    char = match.group()
    named = _NAMED_ESCAPES.get(char)
    if named is not None:
        return named
    return f"\\x{ord(char):02x}" if ord(char) < 0x100 else f"\\u{ord(char):04x}"


def escape(text: str) -> str:
    """``text`` on one line with every control and bidi character shown as an escape (``\\n``,
    ``\\x1b``, ``\\u202e``): for file names and reasons printed by the guard, review and CI,
    which must neither drive the terminal nor forge report lines, yet still name the file."""
    if text.isprintable():
        return text
    return re.sub(_ESCAPED, _visible, text)


def error_line(message: str) -> str:
    """The one human error line every command prints: ``Error: <message>``, sanitised for the
    terminal and kept on one line whatever ``message`` holds."""
    return "Error: " + " ".join(sanitize(message).split("\n")).replace("\t", " ")
