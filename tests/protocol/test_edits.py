"""Edits keep every untouched byte; rendered Entries read back unchanged."""

from __future__ import annotations

import pytest

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.entries import parse_entry
from ecc_memory.protocol.model.units import parse_document
from ecc_memory.protocol.plans.edits import split_keep
from ecc_memory.protocol.plans.entry_render import Draft, render_body, render_draft
from ecc_memory.protocol.plans.unit_view import FileView

BLOCK = ["## MC-DEC-20261201-00000001 \u2014 New", "", "Status: active"]


def test_split_keep_matches_the_lexer_numbering() -> None:
    assert split_keep("a\r\nb\n\nc") == ["a\r\n", "b\n", "\n", "c"]


def _first(text: str, block: list[str]) -> str:
    view = FileView(text)
    view.insert_first(block)
    return view.render()


def test_insert_before_the_first_unit_keeps_crlf_and_trailing_spaces() -> None:
    text = "# T  \r\n\r\npreamble \r\n\r\n- old\r\n"
    out = _first(text, BLOCK)
    assert out.endswith("\r\n\r\n- old\r\n")
    assert out.startswith("# T  \r\n\r\npreamble \r\n\r\n## MC-DEC")
    assert "\n" not in out.replace("\r\n", "")


def test_insert_into_a_file_without_units_or_final_newline() -> None:
    assert _first("# T", BLOCK) == "# T\n\n" + "\n".join(BLOCK) + "\n"
    assert _first("", BLOCK) == "\n".join(BLOCK) + "\n"


def test_remove_last_unit_drops_the_blank_lines_before_it() -> None:
    for index, kept in ((1, "# T\n\n- a\n"), (0, "# T\n\n- b\n")):
        view = FileView("# T\n\n- a\n\n- b\n")
        view.remove(list(view)[index])
        assert view.render() == kept


@pytest.mark.parametrize(
    "body",
    [
        "plain text",
        "Field: looks like one",
        "- a bullet",
        "## a heading",
        "  ## indented",
        "```\ncode\n```",
        "~~~~\nx\n````",
        "<!-- c -->",
        "```memory-custodian-body-v1\nx\n```",
        "    indented code: stays literal",
    ],
)
def test_bodies_read_back_exactly(body: str) -> None:
    draft = Draft(
        "MC-DEC-20261201-00000001",
        "T",
        (("Status", "active"), ("Scope", "project")),
        ("user-confirmed",),
        (),
        (("Decision", body), ("Reason", "Because.")),
    )
    lines = render_draft(draft)
    entry = parse_entry(parse_document("\n".join(lines) + "\n").units[0], "decisions.md", 2)
    assert entry is not None
    assert entry.body("Decision") == body
    assert entry.body("Reason") == "Because."


def test_fence_is_longer_than_any_run_in_the_body() -> None:
    lines = render_body("Decision", "- x\n`````")
    assert lines[1] == "~~~memory-custodian-body-v1"
    assert render_body("Decision", "- x\n```\n~~~")[1].startswith("````")


def test_empty_body_is_refused() -> None:
    with pytest.raises(InvalidInput):
        render_body("Decision", " \n ")


def test_a_file_view_edits_units_by_identity_and_keeps_every_other_byte() -> None:
    text = "# Inbox\r\n\r\nIntro.\r\n\r\n- one\r\n- two  \r\n- one\r\n\r\n## Later\r\nbody\r\n"
    view = FileView(text)
    first, second, third, later = list(view)
    view.remove(third)  # a removal never moves the identity of another unit
    view.remove(first)
    assert [p.unit.text for p in view] == ["- two  ", "## Later\nbody"]
    # the blank line after the removed "- one" went with it, as the old line edit did
    assert view.render() == "# Inbox\r\n\r\nIntro.\r\n\r\n- two  \r\n## Later\r\nbody\r\n"
    view.remove(later)  # the old last unit: no blank line dangles at the end
    assert view.render() == "# Inbox\r\n\r\nIntro.\r\n\r\n- two  \r\n"
    empty = "# Archive\n\nMoved here.\n"
    assert _first(empty, ["## 2026-12-01", "- a"]) == empty + "\n## 2026-12-01\n- a\n"
    assert second.body == "- two  \r\n"
