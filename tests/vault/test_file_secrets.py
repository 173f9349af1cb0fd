"""The secret scan of a parsed memory file reads the body's lines and the decoded frontmatter
values only, and finds exactly what scanning the whole text and dropping the frontmatter's
lines found (the frontmatter's raw lines are never reported: their decoded values are)."""

from __future__ import annotations

import random

import pytest

from ecc_memory.detectors import scan_text
from ecc_memory.vault.document import Memory, serialize
from ecc_memory.vault.frontmatter import (
    body_offset,
    frontmatter_layout,
    frontmatter_strings,
    frontmatter_text,
    parse_document,
)
from ecc_memory.vault.store import memory_file_secrets
from gitrepo import fake_token

TOKENS = [
    "gh" + "p_" + fake_token("", 36),
    "npm_" + fake_token("", 36),
    "postgres://user:" + "s3cret" + "Pass" + "@db.internal:5432/app",
    "password = " + "Xq" + fake_token("", 14),
]
PROSE = ["the token", "login", "key=", "curl -u", "see https://x.example/a", "GL", "ok", "İ"]


def _memory(rng: random.Random, number: int) -> Memory:
    def text(count: int) -> str:
        return " ".join(rng.choice(PROSE + TOKENS[:1] * (rng.random() < 0.2)) for _ in range(count))

    body_lines = [text(rng.randint(1, 6)) for _ in range(rng.randint(1, 5))]
    if rng.random() < 0.6:
        body_lines.insert(rng.randrange(len(body_lines) + 1), rng.choice(TOKENS))
    return Memory(
        id=f"mem_secret_{number:04d}", title=text(rng.randint(1, 4)), kind="note",
        scope="project", trust="unreviewed", status="active", source_harness="codex",
        target_harnesses=("all", "codex")[: rng.randint(1, 2)],
        tags=("login",) if rng.random() < 0.3 else (),
        links=("mem_link_one", "mem_link_two")[: rng.randint(0, 2)],
        created_at="2026-01-02T03:04:05.006Z", updated_at="2026-01-02T03:04:05.006Z",
        body="\n".join(body_lines),
    )  # fmt: skip


def _whole_text_scan(text: str, memory: Memory) -> list[object]:
    """The scan as it was: the whole raw text, its frontmatter lines then dropped."""
    values = frontmatter_strings(memory)
    decoded = scan_text("\n".join(value for _, value in values))
    lines, closing = frontmatter_layout(text)
    findings = [f for f in scan_text(text) if f.line > closing]
    keys = [key for key, value in values for _ in value.split("\n")]
    findings += [f._replace(line=lines.get(keys[f.line - 1], 1)) for f in decoded]
    return sorted(set(findings), key=lambda f: (f.line, f.detector, f.fingerprint))


def _variants(data: bytes) -> list[bytes]:
    crlf = data.replace(b"\n", b"\r\n")
    return [data, b"\xef\xbb\xbf" + data, crlf, data.replace(b"---\n\n", b"---\n", 1)]


@pytest.mark.parametrize("seed", range(3))
def test_the_body_and_decoded_values_scan_finds_what_the_whole_text_scan_found(seed: int) -> None:
    rng = random.Random(seed)
    found = 0
    for number in range(120):
        memory = _memory(rng, number)
        for data in _variants(serialize(memory)):
            parsed = parse_document(data)
            text = data.decode("utf-8")
            expected = _whole_text_scan(text, parsed)
            assert memory_file_secrets(text, parsed) == expected, text
            found += bool(expected)
    assert found > 100  # secrets in bodies and titles were there to be found


def test_a_title_secret_is_reported_on_the_title_line_and_a_body_secret_on_its_own() -> None:
    memory = _memory(random.Random(1), 1)
    memory = memory._replace(title=f"see {TOKENS[0]}", body=f"a\n{TOKENS[1]}")
    text = serialize(memory).decode("utf-8")
    lines = [f.line for f in memory_file_secrets(text, parse_document(text.encode()))]
    assert lines == [4, 18]


def test_frontmatter_text_is_the_values_of_frontmatter_strings_one_a_line() -> None:
    rng = random.Random(2)
    for number in range(50):
        memory = _memory(rng, number)
        values = "\n".join(value for _, value in frontmatter_strings(memory))
        assert frontmatter_text(memory) == values


def test_the_body_offset_is_the_first_line_after_the_closing_line() -> None:
    rng = random.Random(3)
    for number in range(50):
        for data in _variants(serialize(_memory(rng, number))):
            text = data.decode("utf-8")
            _, closing = frontmatter_layout(text)
            offset = body_offset(text)
            assert text.count("\n", 0, offset) + 1 == closing + 1
            assert text[offset - 1] == "\n"
