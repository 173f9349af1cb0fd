"""ecc.memory.v1: byte-exact serialisation and a parser exactly as strict as the reference."""

from __future__ import annotations

import contextlib
import json
from datetime import datetime, timezone

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ecc_memory.errors import EccError, InvalidInput
from ecc_memory.terminal import has_unsafe_body, has_unsafe_short
from ecc_memory.vault.document import (
    KEYS,
    KINDS,
    MAX_FILE_BYTES,
    SCOPES,
    STATUSES,
    Memory,
    is_memory_id,
    is_slug,
    js_trim,
    memory_to_json,
    new_memory,
    serialize,
)
from ecc_memory.vault.frontmatter import parse_document, secret_scan_text

# The reference's own example (spec section 2.2), byte for byte.
REFERENCE = (
    b"---\n"
    b'schema: "ecc.memory.v1"\n'
    b'id: "mem_20260726_01kexample"\n'
    b'title: "Authentication migration handoff"\n'
    b'kind: "handoff"\n'
    b'scope: "project"\n'
    b'trust: "unreviewed"\n'
    b'status: "active"\n'
    b'source_harness: "codex"\n'
    b'target_harnesses: ["claude"]\n'
    b'tags: ["auth","migration"]\n'
    b'links: ["mem_20260725_01kolder"]\n'
    b'created_at: "2026-07-26T20:00:00.000Z"\n'
    b'updated_at: "2026-07-26T20:00:00.000Z"\n'
    b"---\n"
    b"\n"
    b"Tests pass. Continue with token rotation.\n"
)

RECORD = Memory(
    id="mem_20260726_01kexample",
    title="Authentication migration handoff",
    kind="handoff",
    scope="project",
    trust="unreviewed",
    status="active",
    source_harness="codex",
    target_harnesses=("claude",),
    tags=("auth", "migration"),
    links=("mem_20260725_01kolder",),
    created_at="2026-07-26T20:00:00.000Z",
    updated_at="2026-07-26T20:00:00.000Z",
    body="Tests pass. Continue with token rotation.",
)


def replace_line(key: str, value: str, data: bytes = REFERENCE) -> bytes:
    """The reference document with one frontmatter line's raw value replaced."""
    lines = data.decode().split("\n")
    for number, line in enumerate(lines):
        if line.startswith(f"{key}: "):
            lines[number] = f"{key}: {value}"
            return "\n".join(lines).encode()
    raise AssertionError(key)


def with_body(body: str) -> bytes:
    head, _, _ = REFERENCE.partition(b"---\n\n")
    return head + b"---\n\n" + body.encode("utf-8") + b"\n"


def refused(data: bytes) -> InvalidInput:
    with pytest.raises(InvalidInput) as info:
        parse_document(data)
    return info.value


# -- byte exactness -------------------------------------------------------------------------------


def test_serialize_matches_reference_bytes() -> None:
    assert serialize(RECORD) == REFERENCE


def test_reference_bytes_parse_to_the_record() -> None:
    assert parse_document(REFERENCE) == RECORD


def test_key_order_and_layout() -> None:
    lines = REFERENCE.decode().split("\n")
    assert [line.split(":")[0] for line in lines[1:14]] == list(KEYS)
    assert len(KEYS) == 13
    assert lines[14:16] == ["---", ""]
    assert REFERENCE.endswith(b".\n")
    assert not REFERENCE.endswith(b"\n\n")


def test_non_ascii_is_literal_and_arrays_are_compact() -> None:
    memory = RECORD._replace(
        title="Übergabe: 認証 · café", tags=("auth", "migration", "v1.2"), links=()
    )
    data = serialize(memory)
    assert 'title: "Übergabe: 認証 · café"\n'.encode() in data
    assert b"\\u" not in data
    assert b'tags: ["auth","migration","v1.2"]\n' in data
    assert b"links: []\n" in data
    assert parse_document(data) == memory


def test_json_special_characters_in_title_round_trip() -> None:
    memory = RECORD._replace(title='say "hi" \\ back: done')
    data = serialize(memory)
    assert b'title: "say \\"hi\\" \\\\ back: done"\n' in data
    assert parse_document(data) == memory


def test_crlf_file_parses_to_the_same_record() -> None:
    crlf = REFERENCE.replace(b"\n", b"\r\n")
    assert b"\r\n---\r\n\r\n" in crlf
    assert parse_document(crlf) == parse_document(REFERENCE) == RECORD


def test_body_may_follow_the_delimiter_directly_and_contain_delimiters() -> None:
    data = REFERENCE.replace(b"---\n\nTests", b"---\nTests")
    assert parse_document(data).body == RECORD.body
    body = "first\n---\nschema: not frontmatter\n\n---"
    assert parse_document(with_body(body)).body == body


def test_string_fields_are_trimmed_on_read() -> None:
    data = replace_line("title", '"  Spaced title\\t "')
    data = replace_line("kind", '" handoff "', data)
    data = replace_line("tags", '["auth", " migration "]', data)
    memory = parse_document(data)
    assert memory.title == "Spaced title"
    assert memory.kind == "handoff"
    assert memory.tags == ("auth", "migration")


def test_frontmatter_value_whitespace_is_tolerated() -> None:
    assert parse_document(REFERENCE.replace(b'kind: "handoff"', b'kind:   "handoff"  ')) == RECORD


def test_memory_to_json_is_camel_case() -> None:
    record = memory_to_json(RECORD, with_body=False)
    assert list(record) == [
        "schema", "id", "title", "kind", "scope", "trust", "status", "sourceHarness",
        "targetHarnesses", "tags", "links", "createdAt", "updatedAt",
    ]  # fmt: skip
    assert "body" not in record
    assert memory_to_json(RECORD, with_body=True)["body"] == RECORD.body


def test_new_memory_id_shape_and_defaults() -> None:
    now = datetime(2026, 11, 29, 23, 59, 59, 999_999, tzinfo=timezone.utc)
    memory = new_memory(title="t", body="b", source_harness="codex", now=now)
    assert memory.id.startswith("mem_20261129_")
    random = memory.id.removeprefix("mem_20261129_")
    assert len(random) == 20
    assert int(random, 16) >= 0
    assert random[12] == "4"
    assert random[16] in "89ab"
    assert memory.created_at == memory.updated_at == "2026-11-29T23:59:59.999Z"
    assert (memory.trust, memory.status, memory.target_harnesses) == (
        "unreviewed",
        "active",
        ("all",),
    )
    assert parse_document(serialize(memory)) == memory


def test_new_memory_id_uses_utc_date() -> None:
    from datetime import timedelta

    late = datetime(2026, 11, 29, 23, 30, tzinfo=timezone(timedelta(hours=-5)))
    memory = new_memory(title="t", body="b", source_harness="codex", now=late)
    assert memory.id.startswith("mem_20261130_")
    assert memory.created_at == "2026-11-30T04:30:00.000Z"


def test_secret_scan_text_holds_raw_values() -> None:
    text = secret_scan_text(RECORD)
    assert "\nTests pass. Continue with token rotation." in text
    assert "\nauth\nmigration\n" in text


# -- strictness: every malformed class is invalid --------------------------------------------------


@pytest.mark.parametrize(
    ("data", "needle"),
    [
        (b"\xef\xbb\xbf\xef\xbb\xbf" + REFERENCE, "start with frontmatter"),
        (b"\n" + REFERENCE, "start with frontmatter"),
        (REFERENCE.replace(b"---\n", b"--- \n", 1), "start with frontmatter"),
        (REFERENCE.replace(b"\n---\n\n", b"\n---SOMETHING\n\n"), "not closed"),
        (REFERENCE.split(b"\n---\n")[0] + b"\n", "not closed"),
        (REFERENCE.replace(b'schema: "', b'# a comment\nschema: "'), "invalid line"),
        (REFERENCE.replace(b'schema: "', b'\nschema: "'), "invalid line"),
        (REFERENCE.replace(b'kind: "handoff"\n', b'kind: "handoff"\nextra: "x"\n'), "invalid"),
        (REFERENCE.replace(b'kind: "handoff"\n', b'kind: "handoff"\nkind: "note"\n'), "invalid"),
        (REFERENCE.replace(b'kind: "handoff"\n', b""), "missing required keys"),
        (REFERENCE.replace(b'kind: "handoff"', b"kind: handoff"), "not JSON"),
        (REFERENCE.replace(b'source_harness: "codex"', b"source_harness: codex"), "not JSON"),
        (REFERENCE.replace(b'tags: ["auth","migration"]', b"tags: [auth, migration]"), "not JSON"),
        (REFERENCE.replace(b'tags: ["auth","migration"]', b"tags: [NaN]"), "not JSON"),
        (REFERENCE.replace(b'tags: ["auth","migration"]', b"tags: [Infinity]"), "not JSON"),
        (REFERENCE.replace(b'tags: ["auth","migration"]', b"tags: - auth"), "not JSON"),
        (REFERENCE.replace(b'title: "', b"title: '").replace(b'handoff"\nkind', b"handoff'\nkind"),
         "not JSON"),
        (b"---\n" + b"x" * (MAX_FILE_BYTES), "too large"),
        (REFERENCE.replace(b"Tests pass", b"Tests \xff pass"), "UTF-8"),
        (REFERENCE.replace(b"Authentication", b"Authentic\xc3ation"), "UTF-8"),
    ],
)  # fmt: skip
def test_malformed_documents_are_invalid(data: bytes, needle: str) -> None:
    error = refused(data)
    assert error.code == "INVALID_DOCUMENT"
    assert needle in error.message


@pytest.mark.parametrize(
    ("key", "value", "code"),
    [
        ("schema", '"ecc.memory.v2"', "UNSUPPORTED_SCHEMA"),
        ("schema", '" ecc.memory.v1"', "UNSUPPORTED_SCHEMA"),
        ("trust", '"reviewed"', "INVALID_TRUST"),
        ("trust", '"system"', "INVALID_TRUST"),
        ("status", '"archived"', "INVALID_STATUS"),
        ("status", '"Active"', "INVALID_STATUS"),
        ("kind", '"notes"', "INVALID_KIND"),
        ("scope", '"global"', "INVALID_SCOPE"),
        ("id", '"mem_2026/../x"', "INVALID_ID"),
        ("id", '"mem_20260726_01kExample"', "INVALID_ID"),
        ("id", '"mem_2026.07"', "INVALID_ID"),
        ("id", '"mem_ab"', "INVALID_ID"),
        ("id", '"memo_20260726"', "INVALID_ID"),
        ("id", '"mem_' + "a" * 129 + '"', "INVALID_ID"),
        ("id", "42", "INVALID_FIELD"),
        ("title", '""', "INVALID_TITLE"),
        ("title", '"   "', "INVALID_TITLE"),
        ("title", "null", "INVALID_FIELD"),
        ("title", '"line\\nbreak"', "UNSAFE_TEXT"),
        ("title", '"tab\\there"', "UNSAFE_TEXT"),
        ("title", '"bell\\u0007"', "UNSAFE_TEXT"),
        ("title", '"esc \\u001b[31mred"', "UNSAFE_TEXT"),
        ("title", '"del\\u007f"', "UNSAFE_TEXT"),
        ("title", '"c1 \\u009b"', "UNSAFE_TEXT"),
        ("title", '"evil \u202e txt"', "UNSAFE_TEXT"),
        ("title", '"isolate \u2066x\u2069"', "UNSAFE_TEXT"),
        ("source_harness", '"Claude"', "INVALID_SLUG"),
        ("source_harness", '"-x"', "INVALID_SLUG"),
        ("source_harness", '"../../escape"', "INVALID_SLUG"),
        ("source_harness", '"' + "a" * 65 + '"', "INVALID_SLUG"),
        ("source_harness", '"a\\u0000"', "UNSAFE_TEXT"),
        ("target_harnesses", "[]", "INVALID_FIELD"),
        ("target_harnesses", '"claude"', "INVALID_FIELD"),
        ("target_harnesses", '["claude","claude"]', "DUPLICATE_VALUE"),
        ("target_harnesses", "[" + ",".join(f'"h{i}"' for i in range(33)) + "]", "TOO_MANY_VALUES"),
        ("tags", '"auth"', "INVALID_FIELD"),
        ("tags", '["auth"," auth"]', "DUPLICATE_VALUE"),
        ("tags", '["Auth"]', "INVALID_SLUG"),
        ("tags", "[1]", "INVALID_FIELD"),
        ("tags", "[" + ",".join(f'"t{i}"' for i in range(33)) + "]", "TOO_MANY_VALUES"),
        ("links", '["../etc/passwd"]', "INVALID_ID"),
        ("links", '["mem_20260725_01kolder","mem_20260725_01kolder"]', "DUPLICATE_VALUE"),
        ("links", "[" + ",".join(f'"mem_link{i:03d}"' for i in range(65)) + "]", "TOO_MANY_VALUES"),
        ("created_at", '"2026-02-30T20:00:00.000Z"', "INVALID_TIMESTAMP"),
        ("created_at", '"2026-07-26T20:00:00Z"', "INVALID_TIMESTAMP"),
        ("created_at", '"2026-07-26T20:00:00.000+01:00"', "INVALID_TIMESTAMP"),
        ("created_at", '"2026-07-26T20:00:00.000"', "INVALID_TIMESTAMP"),
        ("created_at", '"2026-07-26 20:00:00.000Z"', "INVALID_TIMESTAMP"),
        ("created_at", '"2026-07-26T24:00:00.000Z"', "INVALID_TIMESTAMP"),
        ("created_at", '"2026-07-26T20:00:00.0000Z"', "INVALID_TIMESTAMP"),
        ("created_at", '"\uff12026-07-26T20:00:00.000Z"', "INVALID_TIMESTAMP"),
        ("updated_at", '"2025-02-29T00:00:00.000Z"', "INVALID_TIMESTAMP"),
        ("updated_at", "1785096000000", "INVALID_TIMESTAMP"),
        ("updated_at", '" 2026-07-26T20:00:00.000Z"', "INVALID_TIMESTAMP"),
    ],
)  # fmt: skip
def test_invalid_field_values(key: str, value: str, code: str) -> None:
    assert refused(replace_line(key, value)).code == code


def test_every_count_bound_is_inclusive() -> None:
    targets = "[" + ",".join(f'"h{i}"' for i in range(32)) + "]"
    tags = "[" + ",".join(f'"t{i}"' for i in range(32)) + "]"
    links = "[" + ",".join(f'"mem_link{i:03d}"' for i in range(64)) + "]"
    data = replace_line(
        "links", links, replace_line("tags", tags, replace_line("target_harnesses", targets))
    )
    memory = parse_document(data)
    assert (len(memory.target_harnesses), len(memory.tags), len(memory.links)) == (32, 32, 64)


def test_valid_edge_timestamps() -> None:
    data = replace_line("created_at", '"2024-02-29T23:59:59.999Z"')
    assert parse_document(data).created_at == "2024-02-29T23:59:59.999Z"
    # Years below 1000 round-trip in JavaScript's toISOString as four digits.
    data = replace_line("updated_at", '"0999-01-01T00:00:00.000Z"')
    assert parse_document(data).updated_at == "0999-01-01T00:00:00.000Z"


def test_title_bound_counts_utf16_units() -> None:
    assert parse_document(replace_line("title", json.dumps("x" * 200))).title == "x" * 200
    assert refused(replace_line("title", json.dumps("x" * 201))).code == "INVALID_TITLE"
    emoji = "\U0001f600"  # two UTF-16 code units each
    assert parse_document(replace_line("title", json.dumps(emoji * 100, ensure_ascii=False)))
    error = refused(replace_line("title", json.dumps(emoji * 101, ensure_ascii=False)))
    assert error.code == "INVALID_TITLE"
    assert "too long" in error.message


def test_title_allows_marks_the_reference_allows() -> None:
    title = "mark \u200f and \u200e and \u061c"
    assert (
        parse_document(replace_line("title", json.dumps(title, ensure_ascii=False))).title == title
    )


def test_body_bound_counts_utf8_bytes() -> None:
    assert len(parse_document(with_body("b" * 65_536)).body) == 65_536
    assert refused(with_body("b" * 65_537)).code == "BODY_TOO_LARGE"
    euro = "€" * 21_846  # 65,538 bytes but only 21,846 characters
    assert refused(with_body(euro)).code == "BODY_TOO_LARGE"


@pytest.mark.parametrize(
    "body",
    ["nul \x00 here", "bell \x07", "vt \x0bmid", "esc \x1b[2J", "del \x7f", "c1 \x85", "rlo \u202e",
     "lri \u2066"],
)  # fmt: skip
def test_body_control_characters_are_invalid(body: str) -> None:
    assert refused(with_body(body)).code == "UNSAFE_TEXT"


def test_body_allows_tab_lf_cr() -> None:
    body = "col1\tcol2\nline two\r\nline three\rend"
    assert parse_document(with_body(body)).body == body


@pytest.mark.parametrize("body", ["", "   ", "\n\n", "\t \r\n"])
def test_empty_body_is_invalid(body: str) -> None:
    assert refused(with_body(body)).code == "EMPTY_BODY"


def test_body_is_trimmed() -> None:
    assert parse_document(with_body("\n\n  padded body \t\n\n")).body == "padded body"


def test_file_size_bound_is_inclusive() -> None:
    padding = MAX_FILE_BYTES - len(REFERENCE) + 1
    data = REFERENCE[:-1] + b" " * padding + b"\n"
    assert len(data) == MAX_FILE_BYTES + 1
    assert refused(data).message == "Memory document is too large."
    assert parse_document(data[:-2] + b"\n").body == RECORD.body


def test_new_memory_refuses_bad_input() -> None:
    with pytest.raises(InvalidInput) as info:
        new_memory(title="t", body="b", source_harness="Codex")
    assert info.value.code == "INVALID_SLUG"
    with pytest.raises(InvalidInput):
        new_memory(title="t", body="b", source_harness="codex", kind="notes")
    with pytest.raises(InvalidInput):
        new_memory(title="t", body="b", source_harness="codex", target_harnesses=())
    with pytest.raises(InvalidInput):
        new_memory(title="t", body="b", source_harness="codex", links=["mem_../x"])


def test_slug_and_id_helpers() -> None:
    assert is_slug("v1.2")
    assert is_slug("0")
    assert is_slug("a" * 64)
    assert not any(is_slug(s) for s in ["", "-x", ".x", "Claude", "a/b", "a" * 65, "a b"])
    assert is_memory_id("mem_abc")
    assert is_memory_id("mem_" + "a" * 128)
    assert not any(is_memory_id(s) for s in ["mem_ab", "mem_" + "a" * 129, "mem_a.b", "MEM_abc"])
    # Python's $ also matches before a final newline; a value with one is not a slug or an ID.
    assert not is_slug("codex\n")
    assert not is_memory_id("mem_abc\n")


# -- property-based --------------------------------------------------------------------------------

_slug = st.from_regex(r"\A[a-z0-9][a-z0-9._-]{0,20}\Z")
_id = st.from_regex(r"\Amem_[a-z0-9][a-z0-9_-]{2,40}\Z")


def _clean_short(text: str) -> bool:
    return bool(text) and js_trim(text) == text and not has_unsafe_short(text)


def _clean_body(text: str) -> bool:
    return bool(text) and js_trim(text) == text and not has_unsafe_body(text)


_title = st.text(min_size=1, max_size=80).filter(_clean_short)
_body = st.text(
    alphabet=st.one_of(st.characters(codec="utf-8"), st.sampled_from('\t\n\r-: "{}[]')),
    min_size=1,
    max_size=300,
).filter(_clean_body)
_instant = st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 31)).map(
    lambda d: d.replace(microsecond=d.microsecond // 1000 * 1000, tzinfo=timezone.utc)
)


@st.composite
def memories(draw: st.DrawFn) -> Memory:
    from ecc_memory.vault.document import format_timestamp

    created = draw(_instant)
    return Memory(
        id=draw(_id),
        title=draw(_title),
        kind=draw(st.sampled_from(KINDS)),
        scope=draw(st.sampled_from(SCOPES)),
        trust="unreviewed",
        status=draw(st.sampled_from(STATUSES)),
        source_harness=draw(_slug),
        target_harnesses=tuple(draw(st.lists(_slug, min_size=1, max_size=5, unique=True))),
        tags=tuple(draw(st.lists(_slug, max_size=5, unique=True))),
        links=tuple(draw(st.lists(_id, max_size=4, unique=True))),
        created_at=format_timestamp(created),
        updated_at=format_timestamp(draw(_instant)),
        body=draw(_body),
    )


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(memories())
def test_round_trip(memory: Memory) -> None:
    data = serialize(memory)
    assert parse_document(data) == memory
    assert parse_document(data.replace(b"\n", b"\r\n")).title == memory.title
    assert serialize(parse_document(data)) == data


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600))
def test_random_bytes_only_raise_ecc_errors(data: bytes) -> None:
    with contextlib.suppress(EccError):
        parse_document(data)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=400))
def test_random_text_only_raises_ecc_errors(text: str) -> None:
    with contextlib.suppress(EccError):
        parse_document(("---\n" + text).encode("utf-8", "surrogatepass"))


_line_values = st.one_of(
    st.just('"x"'), st.just("[]"), st.just("null"), st.just("1e999"), st.just('{"a":1}'),
    st.just('["a","a"]'), st.just('"\\ud800"'), st.text(max_size=20), st.just("-1"),
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(KEYS), _line_values)
def test_mutated_reference_only_raises_ecc_errors(key: str, value: str) -> None:
    try:
        memory = parse_document(replace_line(key, value).replace(b"\r", b""))
    except EccError:
        return
    assert parse_document(serialize(memory)) == memory


def test_lone_surrogate_escapes_are_invalid_not_a_crash() -> None:
    assert refused(replace_line("title", '"\\ud800"')).code == "UNSAFE_TEXT"
    assert refused(replace_line("tags", '["a\\udfff"]')).code == "UNSAFE_TEXT"
    with pytest.raises(InvalidInput):
        new_memory(title="t", body="body \ud800", source_harness="codex")


@pytest.mark.parametrize("depth", [33, 1_000, 100_000])
@pytest.mark.parametrize("opener", ["[", "{", '[{"a":'])
def test_deeply_nested_values_are_invalid_not_a_recursion_error(depth: int, opener: str) -> None:
    closer = {"[": "]", "{": "}", '[{"a":': "}]"}[opener]
    value = opener * depth + closer * depth
    data = replace_line("tags", value)
    if len(data) <= MAX_FILE_BYTES:
        assert refused(data).code == "INVALID_DOCUMENT"


def test_brackets_inside_strings_are_not_nesting() -> None:
    title = "[" * 150 + "]" * 40
    memory = parse_document(replace_line("title", json.dumps(title)))
    assert memory.title == title
    assert parse_document(replace_line("tags", '["a"]')).tags == ("a",)


def test_one_leading_bom_is_skipped_like_the_reference_decoder() -> None:
    assert parse_document(b"\xef\xbb\xbf" + REFERENCE) == parse_document(REFERENCE)
