"""The one-match reader of the written form agrees with the line-by-line parser.

``frontmatter._written`` reads a file in exactly the form ``document.serialize`` writes; any
other file goes to ``frontmatter._read_lines``. Wherever the fast reader returns a memory, the
line-by-line parser must return the same one, and the fast reader must not give up on the files
it exists for. Both are compared on written files and on tens of thousands of mutants of them:
one character deleted, inserted or replaced anywhere, lines swapped or doubled.
"""

from __future__ import annotations

import random
import string

import pytest

from ecc_memory.errors import InvalidDocument
from ecc_memory.vault import KINDS, SCOPES
from ecc_memory.vault.document import STATUSES, Memory, serialize
from ecc_memory.vault.frontmatter import _read_lines, _written, parse_document

# Characters that matter to one check or another: JSON syntax and escapes, line endings,
# JavaScript's whitespace, controls, bidirectional marks, a byte-order mark, slug and ID bounds.
INTERESTING = [
    '"', "\\", "\n", "\r", " ", "\t", ",", "[", "]", "{", ":", "a", "A", "Z", "-", "_", ".",
    "0", "9", "\x00", "\x1f", "\x7f", "\x85", "\u00a0", "\u2028", "\u202e", "\ufeff", "é", "İ",
    "\U0001f600", "/", "m", "T", "Z",
]  # fmt: skip
HARNESSES = ["all", "codex", "claude-code", "opencode", "gemini-cli", "a", "x.y_z-1"]
TAGS = ["svc.3", "auth", "ci", "db-migration", "a_b", "0", "x" * 64]


def _timestamp(rng: random.Random) -> str:
    year = rng.choice([1970, 999, 2025, 2026, 9999])
    month, day = rng.randint(1, 12), rng.randint(1, 28)
    hour, minute, second, ms = rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), 7
    return f"{year:04d}-{month:02d}-{day:02d}T{hour:02d}:{minute:02d}:{second:02d}.{ms:03d}Z"


def _text(rng: random.Random, low: int, high: int) -> str:
    words = ["deploy", "token", "the", "über", "日本語", "ci", "#", "`x`", "- item", "é"]
    return " ".join(rng.choice(words) for _ in range(rng.randint(low, high)))


def _memory(rng: random.Random, number: int) -> Memory:
    created = _timestamp(rng)
    body = "\n".join(_text(rng, 1, 12) for _ in range(rng.randint(1, 6)))
    return Memory(
        id=f"mem_{number:04d}_{rng.choice(['a', 'b-c', 'd_e', '9' * 20])}",
        title=_text(rng, 1, 8),
        kind=rng.choice(KINDS),
        scope=rng.choice(SCOPES),
        trust="unreviewed",
        status=rng.choice(STATUSES),
        source_harness=rng.choice(HARNESSES[1:]),
        target_harnesses=tuple(rng.sample(HARNESSES, rng.randint(1, 3))),
        tags=tuple(rng.sample(TAGS, rng.randint(0, 3))),
        links=tuple(f"mem_link_{i}" for i in rng.sample(range(9), rng.randint(0, 2))),
        created_at=created,
        updated_at=created if rng.random() < 0.5 else _timestamp(rng),
        body=body,
    )


def _slow(text: str) -> Memory | tuple[str, str, int]:
    try:
        return _read_lines(text)
    except InvalidDocument as error:
        return (error.code, error.message, error.line)


def _mutants(rng: random.Random, text: str, count: int) -> list[str]:
    out = []
    head_end = text.index("\n---\n", 4) + 5
    for _ in range(count):
        # Most mutations land in the frontmatter, where the two readers differ.
        at = rng.randrange(head_end + 20 if rng.random() < 0.9 else len(text))
        at = min(at, len(text) - 1)
        operation = rng.randrange(5)
        if operation == 0:
            mutant = text[:at] + text[at + 1 :]
        elif operation == 1:
            mutant = text[:at] + rng.choice(INTERESTING) + text[at:]
        elif operation == 2:
            mutant = (
                text[:at] + rng.choice(INTERESTING + list(string.ascii_lowercase)) + text[at + 1 :]
            )
        else:
            lines = text.split("\n")
            i, j = rng.randrange(1, 15), rng.randrange(1, 15)
            if operation == 3:
                lines[i], lines[j] = lines[j], lines[i]
            else:
                lines.insert(i, lines[j])
            mutant = "\n".join(lines)
        out.append(mutant)
    return out


def test_the_fast_reader_reads_every_written_file_as_the_line_parser_does() -> None:
    rng = random.Random(20261204)
    for number in range(400):
        memory = _memory(rng, number)
        text = serialize(memory).decode("utf-8")
        fast = _written(text)
        assert fast is not None, text  # the form it exists for: never handed on
        assert fast == _slow(text)
        assert parse_document(text.encode("utf-8")) == fast


@pytest.mark.parametrize("seed", range(4))
def test_the_fast_reader_never_disagrees_with_the_line_parser_on_mutants(seed: int) -> None:
    rng = random.Random(seed)
    read_fast = 0
    handed_on = 0
    for number in range(150):
        text = serialize(_memory(rng, number)).decode("utf-8")
        for mutant in _mutants(rng, text, 40):
            fast = _written(mutant)
            if fast is None:
                handed_on += 1
                continue
            read_fast += 1
            assert fast == _slow(mutant), repr(mutant)
    # Both outcomes occur often: the comparison is not vacuous either way.
    assert read_fast > 500
    assert handed_on > 2000


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("title", '"  padded title  "'),
        ("title", '"\u00a0trimmed the JavaScript way\u2028"'),
        ("title", '""'),
        ("title", '"   "'),
        ("title", '"bidi \u202e mark"'),
        ("title", '"del \x7f char"'),
        ("title", '"' + "t" * 201 + '"'),
        ("title", '"' + "\U0001f600" * 101 + '"'),
        ("target_harnesses", "[]"),
        ("target_harnesses", '["codex","codex"]'),
        ("target_harnesses", "[" + ",".join(f'"h{i}"' for i in range(33)) + "]"),
        ("tags", "[" + ",".join(f'"t{i}"' for i in range(33)) + "]"),
        ("tags", "[" + ",".join(f'"t{i}"' for i in range(32)) + "]"),
        ("links", '["mem_abc","mem_abc"]'),
        ("links", "[" + ",".join(f'"mem_l{i:02d}"' for i in range(65)) + "]"),
        ("created_at", '"2026-02-30T00:00:00.000Z"'),
        ("updated_at", '"2026-13-01T00:00:00.000Z"'),
        ("updated_at", '"2026-01-01T24:00:00.000Z"'),
        ("id", '"mem_' + "a" * 128 + '"'),
        ("id", '"mem_' + "a" * 127 + '"'),
        ("source_harness", '"' + "s" * 65 + '"'),
        ("source_harness", '"' + "s" * 64 + '"'),
    ],
)
def test_each_bound_is_judged_alike_by_both_readers(field: str, value: str) -> None:
    memory = _memory(random.Random(7), 1)
    lines = serialize(memory).decode("utf-8").split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith(f"{field}: "))
    lines[at] = f"{field}: {value}"
    text = "\n".join(lines)
    fast = _written(text)
    slow = _slow(text)
    if fast is not None:
        assert fast == slow
    assert isinstance(slow, Memory) == (fast is not None), slow


@pytest.mark.parametrize(
    "body", ["", "   ", "\n\n", "x" * 65_537, "a\x00b", "a\u202eb", "\ufeffbody", " body "]
)
def test_bodies_are_judged_alike_by_both_readers(body: str) -> None:
    memory = _memory(random.Random(8), 2)
    text = serialize(memory).decode("utf-8").split("\n---\n", 1)[0] + "\n---\n\n" + body + "\n"
    fast = _written(text)
    slow = _slow(text)
    assert isinstance(slow, Memory) == (fast is not None)
    if fast is not None:
        assert fast == slow
