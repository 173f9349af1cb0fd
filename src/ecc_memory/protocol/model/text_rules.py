"""Which characters memory text may hold: the vault's rule (``ecc_memory.terminal``), applied
to every title, statement and body a protocol writer takes and to every file the checker reads.

NUL (git shows the file as binary to the reviewer), ESC/CSI/OSC sequences and other C0/C1
controls (they drive a terminal), backspace (it hides what precedes it) and bidi overrides (they
reorder what a reviewer reads) are refused; TAB, LF and CR are allowed in bodies. So is hidden
text (``terminal.has_hidden``: zero-width and TAG characters, invisible fillers...), which a
reviewer cannot see but a model reads: writers refuse it (``ECC-TEXT-002`` in a check). The
character sets are ``terminal``'s, not a second one here.
"""

from __future__ import annotations

from ecc_memory.errors import InvalidInput
from ecc_memory.terminal import has_hidden, has_unsafe_body, has_unsafe_short

TEXT_CODE = "ECC-TEXT-001"
HIDDEN_CODE = "ECC-TEXT-002"
_WHY = (
    "holds a control, escape or bidirectional-formatting character (NUL, ESC, backspace, "
    "a bidi override...); remove it"
)


def check_line(what: str, text: str | None) -> None:
    """Refuse a one-line field (a title, an alias, an Evidence item) with such a character."""
    if text is not None and has_unsafe_short(text):
        raise InvalidInput("PROTOCOL_TEXT", f"{what} {_WHY}")
    check_hidden(what, text)


def check_body(what: str, text: str | None) -> None:
    """Refuse a multi-line field (a statement, a reason) with such a character."""
    if text is not None and has_unsafe_body(text):
        raise InvalidInput("PROTOCOL_TEXT", f"{what} {_WHY}")
    check_hidden(what, text)


def check_hidden(what: str, text: str | None) -> None:
    """Refuse text with a hidden character, naming the code points (never the text)."""
    if text is not None and has_hidden(text):
        raise InvalidInput("HIDDEN_TEXT", f"{what} {hidden_reason(text)}")


def hidden_reason(text: str) -> str:
    from ecc_memory.terminal import hidden_names

    return (
        f"holds invisible or format characters ({', '.join(hidden_names(text))}) that a "
        "reviewer cannot see but a model reads; remove them"
    )


def unsafe_lines(text: str) -> list[int]:
    """The 1-based numbers of the lines of a memory file that hold such a character."""
    if not has_unsafe_body(text):
        return []
    return [n for n, line in enumerate(text.split("\n"), start=1) if has_unsafe_body(line)]


def hidden_lines(text: str) -> list[int]:
    """The 1-based numbers of the lines of a memory file that hold hidden text."""
    if not has_hidden(text):
        return []
    return [n for n, line in enumerate(text.split("\n"), start=1) if has_hidden(line)]
