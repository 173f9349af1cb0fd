"""The Markdown lexical contract, semantic units, and parser properties (hypothesis)."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable
from types import FrameType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ecc_memory.errors import EccError
from ecc_memory.protocol import CheckOptions, check_tree
from ecc_memory.protocol.checks.status import status_tree
from ecc_memory.protocol.context.context import ContextRequest, build_context
from ecc_memory.protocol.model.entries import parse_entry
from ecc_memory.protocol.model.manifest import parse_manifest
from ecc_memory.protocol.model.markdown import lex, parse_heading
from ecc_memory.protocol.model.units import parse_document


def _kinds(text: str) -> list[str]:
    return [line.kind for line in lex(text).lines]


@pytest.mark.parametrize(
    ("text", "kinds"),
    [
        ("a\n```\n## x\n```\nb\n", ["visible", "fence", "fence", "fence", "visible"]),
        ("~~~~\n~~~\n~~~~~\n", ["fence", "fence", "fence"]),
        ("```\n~~~\n```\n", ["fence", "fence", "fence"]),
        ("<!--\n## x\n-->\n", ["comment", "comment", "comment"]),
        ("<!-- one line -->\nb\n", ["comment", "visible"]),
        ("    ## indented\n\t- tab\n", ["indented", "indented"]),
        ("   ## three spaces\n", ["visible"]),
        ("`<!--` is a code span\n", ["visible"]),
    ],
)
def test_line_classes(text: str, kinds: list[str]) -> None:
    assert _kinds(text) == kinds
    assert lex(text).faults == ()


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("```\nopen\n", "never closed"),
        ("<!--\nopen\n", "never closed"),
        ("<!-- a --> b\n", "whole lines"),
        ("<!--\na\n--> b\n", "closing line"),
        ("text <!-- a -->\n", "whole lines"),
        ("``` a`b\n", "backticks"),
    ],
)
def test_lexical_faults(text: str, fault: str) -> None:
    faults = lex(text).faults
    assert len(faults) == 1
    assert fault in faults[0].message


@pytest.mark.parametrize(
    ("text", "level", "title"),
    [
        ("## Title", 2, "Title"),
        ("## Title ##", 2, "Title"),
        ("##   Title   #", 2, "Title"),
        ("## Title#", 2, "Title#"),
        ("#", 1, ""),
        ("## ##", 2, ""),
        ("   ### x", 3, "x"),
        ("####### seven", None, None),
        ("##no-space", None, None),
        ("    ## code", None, None),
    ],
)
def test_atx_headings(text: str, level: int | None, title: str | None) -> None:
    heading = parse_heading(text)
    assert (heading.level if heading else None) == level
    assert (heading.title if heading else None) == title


def test_semantic_units() -> None:
    text = (
        "# Title\n\nPreamble.\n\n- one\n  continued\n- two\nloose text\n\n"
        "## Legacy heading\n- attached bullet\n\n"
        "## MC-DEC-20260101-00000001 — Formal\n\nStatus: active\nEvidence:\n- user-confirmed\n"
        "\nDecision:\nX.\n- stray bullet\n\n## Next\n"
    )
    document = parse_document(text)
    assert document.title is not None
    assert [u.kind for u in document.units] == [
        "bullet",
        "bullet",
        "body",
        "h2",
        "h2",
        "ambiguous-bullet",
        "h2",
    ]
    assert document.units[0].text == "- one\n  continued"


def test_bullet_inside_an_entry_stays_when_a_field_follows() -> None:
    text = (
        "## MC-DEC-20260101-00000001 — Formal\n\nDecision:\n- part of the body\nReason:\nBecause.\n"
    )
    assert [u.kind for u in parse_document(text).units] == ["h2"]


@pytest.mark.parametrize(
    ("schema", "expected"),
    [
        (2, "Status: x\n- y"),
        (1, "```memory-custodian-body-v1\nStatus: x\n- y\n```"),
    ],
)
def test_body_wrapper_is_decoded_only_under_schema_two(schema: int, expected: str) -> None:
    text = (
        "## MC-DEC-20260101-00000001 — T\n\nStatus: active\n\nDecision:\n"
        "```memory-custodian-body-v1\nStatus: x\n- y\n```\n\nReason:\nWhy.\n"
    )
    unit = parse_document(text).units[0]
    entry = parse_entry(unit, "decisions.md", schema)
    assert entry is not None
    assert entry.body("Decision") == expected
    assert entry.body("Reason") == "Why."
    assert [f.name for f in entry.fields] == ["Status", "Decision", "Reason"]


def test_crlf_is_read_like_lf() -> None:
    lf = parse_document("# T\n\n- a\n## H\nx\n")
    crlf = parse_document("# T\r\n\r\n- a\r\n## H\r\nx\r\n")
    assert [u.text for u in lf.units] == [u.text for u in crlf.units]


LINES = st.sampled_from(
    [
        "",
        "# Title",
        "## Heading",
        "### Sub",
        "## MC-DEC-20260101-0000000a — T",
        "## MC-SUBJ-20260101-0000000b — S",
        "## MemoryCustodian Protocol",
        "- protocol_version: 0.7",
        "- entry_schema_version: 2",
        "Status: active",
        "Scope: project",
        "Evidence:",
        "- user-confirmed",
        "- repo:../x",
        "Decision:",
        "Reason:",
        "```",
        "~~~",
        "```memory-custodian-body-v1",
        "<!--",
        "-->",
        "<!-- x -->",
        "    indented",
        "\tTab",
        "- bullet",
        "  continued",
        "* star",
        "Load:",
        "Load if present:",
        "- brief.md",
        "## Load by task",
        "## Always load",
        "### Preferences",
        "## Optional module index",
        "### Enabled areas",
        "- `areas/x.md`",
        "  - activation: path",
        "  - paths: `**/*`",
        "- None enabled.",
        "Aliases:",
        "Kind: feature",
        "Merged-From:",
        "====",
        "\x00\x1b[31m",
        "é ü 中文",
        "Subject: MC-SUBJ-20260101-0000000b",
        "Facet: behavior",
    ]
)
MARKDOWN = st.lists(st.one_of(LINES, st.text(max_size=30)), max_size=40).map("\n".join)
FILES = (
    "manifest.md",
    "decisions.md",
    "subjects.md",
    "inbox.md",
    "areas/x.md",
    "archive/a.md",
    "reconciliations.md",
)


def _only_our_errors(action: Callable[[], Any]) -> None:
    with contextlib.suppress(EccError):
        action()


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=MARKDOWN)
def test_parsers_accept_any_markdown(text: str) -> None:
    document = parse_document(text)
    assert sum(len(u.lines) for u in document.units) <= len(document.lexed.lines)
    manifest = parse_manifest(text)
    assert manifest.state in ("current", "migration", "older", "legacy", "invalid")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    contents=st.lists(MARKDOWN, min_size=len(FILES), max_size=len(FILES)),
    raw=st.binary(max_size=40),
)
def test_whole_tree_operations_never_crash(contents: list[str], raw: bytes) -> None:
    files = {
        name: text.encode("utf-8", "surrogatepass")
        for name, text in zip(FILES, contents, strict=True)
    }
    files["brief.md"] = raw
    for mode in ("full", "conflicts", "routing", "reachability", "freshness"):
        check_tree(files, CheckOptions(mode=mode, privacy=True))  # type: ignore[arg-type]
    status_tree(files)
    _only_our_errors(
        lambda: build_context(files, ContextRequest(task="implementation", paths=("a/b.py",)))
    )


def _count_calls(action: Callable[[], object]) -> int:
    count = 0

    def profiler(frame: FrameType, event: str, arg: object) -> None:
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    sys.setprofile(profiler)
    try:
        action()
    finally:
        sys.setprofile(None)
    return count


ADVERSARIAL = (
    "## MC-DEC-20260101-0000000a — T\n\nStatus: active\nScope: project\nEvidence:\n"
    "- user-confirmed\n\nDecision:\n```memory-custodian-body-v1\n- x\n```\n- stray\n"
    "<!-- c -->\n    code\n" + "#" * 50 + "\n" + "`" * 40 + " a\n" + "`" * 40 + "\n"
    "- bullet\n  more\ntext `<!--` span\n### h3\n"
)


@pytest.mark.parametrize(
    "parse", [parse_document, parse_manifest, lambda t: check_tree({"decisions.md": t.encode()})]
)
def test_work_grows_linearly_with_input(parse: Callable[[str], object]) -> None:
    small = _count_calls(lambda: parse(ADVERSARIAL * 20))
    large = _count_calls(lambda: parse(ADVERSARIAL * 200))
    # ten times the input may cost at most ~ten times the work (plus fixed overhead)
    assert large <= small * 11, (small, large)


def test_long_single_lines_are_linear() -> None:
    for unit in ("`", "#", "<!--", "- ", "a:", "*"):
        small = _count_calls(lambda u=unit: parse_document(u * 2_000))
        large = _count_calls(lambda u=unit: parse_document(u * 20_000))
        assert large <= small * 2 + 100, (unit, small, large)


@pytest.mark.parametrize("inner", ["    ```", "     ```", "\t```", "    ````"])
def test_a_fence_indented_four_spaces_never_closes_the_body_wrapper(inner: str) -> None:
    body = f"Run it like this:\n{inner}\nStatus: still body\n- still body"
    text = (
        "## MC-DEC-20260101-00000001 — T\n\nStatus: active\n\nDecision:\n"
        f"```memory-custodian-body-v1\n{body}\n```\n\nReason:\nWhy.\n"
    )
    document = parse_document(text)
    entry = parse_entry(document.units[0], "decisions.md", 2)
    assert entry is not None
    assert entry.body("Decision") == body
    assert [f.name for f in entry.fields] == ["Status", "Decision", "Reason"]


def test_the_wrapper_closes_where_the_lexer_closes_the_fence() -> None:
    text = (
        "## MC-DEC-20260101-00000001 — T\n\nStatus: active\n\nDecision:\n"
        "~~~~ memory-custodian-body-v1\nbody\n   ~~~~~  \n\nReason:\nWhy.\n"
    )
    lexed = lex(text)
    closing = next(line for line in lexed.lines if line.text.startswith("   ~"))
    after = lexed.lines[closing.number]
    assert (closing.kind, after.kind) == ("fence", "visible")
    entry = parse_entry(parse_document(text).units[0], "decisions.md", 2)
    assert entry is not None
    assert entry.body("Decision") == "body"
