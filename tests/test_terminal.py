"""Text safety: which characters fields may hold, and what reaches a terminal."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ecc_memory.terminal import has_unsafe_body, has_unsafe_short, sanitize

UNSAFE_EVERYWHERE = ["\x00", "\x07", "\x08", "\x0b", "\x0c", "\x1b", "\x1f", "\x7f", "\x80", "\x85",
                     "\x9b", "\x9f", "\u202a", "\u202c", "\u202e", "\u2066", "\u2069"]  # fmt: skip
SAFE = ["a", " ", "\xa0", "é", "認", "\u061c", "\u200e", "\u200f", "\u2028", "\U0001f600", "\u2065"]


@pytest.mark.parametrize("char", UNSAFE_EVERYWHERE)
def test_controls_and_bidi_are_unsafe_in_short_fields_and_bodies(char: str) -> None:
    assert has_unsafe_short(f"a{char}b")
    assert has_unsafe_body(f"a{char}b")


@pytest.mark.parametrize("char", ["\t", "\n", "\r"])
def test_tab_lf_cr_are_body_only(char: str) -> None:
    assert has_unsafe_short(f"a{char}b")
    assert not has_unsafe_body(f"a{char}b")


@pytest.mark.parametrize("char", SAFE)
def test_visible_text_and_marks_are_safe(char: str) -> None:
    assert not has_unsafe_short(f"a{char}b")
    assert not has_unsafe_body(f"a{char}b")


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("plain text 認証 café", "plain text 認証 café"),
        ("\x1b[31mred\x1b[0m text", "red text"),
        ("\x1b[1;31;40mbold\x1b[m", "bold"),
        ("\x1b[?1049h\x1b[2Jwiped", "wiped"),
        ("a\x1b]0;set title\x07b", "ab"),
        ("a\x1b]8;;https://evil.example\x1b\\link\x1b]8;;\x1b\\b", "alinkb"),
        ("a\x1bPdevice control\x1b\\b", "ab"),
        ("a\x1b_apc payload\x9cb", "ab"),
        ("a\x1bXsos\x07b\x1b^pm\x07c", "abc"),
        ("a\x9b31mb", "ab"),
        ("a\x9d8;;x\x9cb", "ab"),
        ("a\x90dcs\x1b\\b", "ab"),
        ("a\x1b(Bb\x1b7c\x1b8d", "abcd"),
        ("a\x1bcb", "ab"),
        ("a\x1b]unterminated osc swallows the rest", "a"),
        ("line\r\nnext\rover", "line\nnextover"),
        ("tab\tkept\nlf kept", "tab\tkept\nlf kept"),
        ("bell\x07 nul\x00 del\x7f c1\x85", "bell nul del c1"),
        ("rtl\u202eevil\u202c \u2066iso\u2069 \u061c\u200e\u200fmarks", "rtlevil iso marks"),
    ],
)
def test_sanitize(raw: str, shown: str) -> None:
    assert sanitize(raw) == shown


@settings(max_examples=300, deadline=None)
@given(
    st.text(
        alphabet=st.one_of(st.characters(max_codepoint=0x2070), st.sampled_from("\x1b[]\\P_^X")),
        max_size=60,
    )
)
def test_sanitized_text_carries_no_control_except_tab_and_lf(text: str) -> None:
    shown = sanitize(text)
    assert not has_unsafe_short(shown.replace("\t", "").replace("\n", ""))
    assert not any(mark in shown for mark in "\u061c\u200e\u200f")
    assert sanitize(shown) == shown


def test_escape_shows_every_control_and_bidi_character() -> None:
    from ecc_memory.terminal import escape

    assert escape("a\nb\rc\td\x1b[0m\x7f\u202e\u2066é.md") == (
        "a\\nb\\rc\\td\\x1b[0m\\x7f\\u202e\\u2066é.md"
    )
    assert escape("plain name.md") == "plain name.md"
