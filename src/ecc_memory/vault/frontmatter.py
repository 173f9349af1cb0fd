"""Reading the ``ecc.memory.v1`` format: a file's bytes to a ``Memory``, exactly as strictly
as the reference JavaScript implementation reads it, and where a parsed file's frontmatter
sits (for pointing a secret finding at its line).

Comments, blank lines, unknown or duplicate keys, bare YAML scalars, bad timestamps or a trust
other than ``unreviewed`` make a document invalid; one leading UTF-8 byte-order mark is
skipped, as the reference's decoder skips it. Values are JSON, nested no deeper than
``MAX_NESTING``. The fields themselves are checked by ``document.validate_record``.
"""

from __future__ import annotations

import json
import json.scanner
import re

from ecc_memory.errors import InvalidDocument, InvalidInput
from ecc_memory.vault import KINDS, SCOPES
from ecc_memory.vault.document import (
    JS_SPACE,
    KEYS,
    MAX_FILE_BYTES,
    MAX_LINKS,
    MAX_TAGS,
    MAX_TARGETS,
    SCHEMA,
    STATUSES,
    TRUST,
    Memory,
    check_body,
    check_timestamp,
    check_title,
    frontmatter_values,
    js_trim,
    validate_record,
)


def _reject_constant(name: str) -> object:
    raise ValueError(name)


# json.loads(text, parse_constant=...) builds a new decoder per call; parsing calls it 13 times
# per file. We call the decoder's C scanner directly: on a js_trim'ed value (no BOM, no JSON
# whitespace at either end) JSONDecoder.decode is exactly "scan at 0, then demand the end".
_DECODER = json.JSONDecoder(parse_constant=_reject_constant)
_SCAN_JSON = json.scanner.make_scanner(_DECODER)  # type: ignore[arg-type]  # typeshed: a decoder


# The C scanner recurses once per nested array or object and raises RecursionError near
# Python's recursion limit: a 2 KB value of 1,000 "[" made every search fail. No valid value
# nests at all (a string or an array of strings), so deeper values are refused before parsing.
MAX_NESTING = 32
_STRING_OR_BRACKET = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[{]|[\]}]')


def _too_deep(text: str) -> bool:
    """Whether ``text`` opens more than ``MAX_NESTING`` containers at once (strings skipped)."""
    if text.count("[") + text.count("{") <= MAX_NESTING:  # C-level counts: the common case
        return False
    depth = 0
    for token in _STRING_OR_BRACKET.findall(text):
        if token in ("[", "{"):
            depth += 1
            if depth > MAX_NESTING:
                return True
        elif token in ("]", "}"):
            depth -= 1
    return False


def _json_value(text: str) -> object:
    """``json.loads(text)`` for a trimmed frontmatter value; raises ``ValueError`` like it."""
    if _too_deep(text):
        raise ValueError("Nested too deeply")
    try:
        value, end = _SCAN_JSON(text, 0)
    except StopIteration:
        raise ValueError("Expecting value") from None
    if end != len(text):
        raise ValueError("Extra data")
    return value


# The closing "---" line: the first line that is exactly "---" (a CR before its LF is part of
# the line ending), or "---" at the very end. One search instead of a Python loop per line.
_CLOSING = re.compile(r"^---(?:\r?\n|\Z)", re.MULTILINE)
_KEY_SET = frozenset(KEYS)


def _split_document(text: str) -> tuple[list[str], str]:
    if not (text.startswith("---\n") or text.startswith("---\r\n")):
        raise InvalidDocument("INVALID_DOCUMENT", "Memory document must start with frontmatter.", 1)
    rest = text[text.index("\n") + 1 :]
    closing = _CLOSING.search(rest)
    if closing is None:
        raise InvalidDocument("INVALID_DOCUMENT", "Memory frontmatter is not closed.", 1)
    # Every line before the closing one ended with LF; drop one CR before it, as a reader of
    # CRLF files would.
    head = rest[: closing.start()].split("\n")[:-1]
    lines = [line[:-1] if line.endswith("\r") else line for line in head]
    return lines, rest[closing.end() :]


def _frontmatter(lines: list[str]) -> dict[str, object]:
    raw: dict[str, object] = {}
    for number, line in enumerate(lines, start=2):  # line 1 is the opening "---"
        key, sep, value = line.partition(":")
        if key not in _KEY_SET:  # an exact key needs no trimming
            key = js_trim(key)
        if not sep or key not in _KEY_SET or key in raw:
            raise InvalidDocument(
                "INVALID_DOCUMENT", "Memory frontmatter has an invalid line.", number
            )
        try:
            raw[key] = _json_value(value.strip(JS_SPACE))
        except ValueError:
            raise InvalidDocument(
                "INVALID_DOCUMENT", f"Memory frontmatter value of {key} is not JSON.", number
            ) from None
    if len(raw) != len(KEYS):
        missing = ", ".join(k for k in KEYS if k not in raw)
        raise InvalidDocument(
            "INVALID_DOCUMENT",
            f"Memory frontmatter is missing required keys ({missing}).",
            len(lines) + 2,
        )
    return raw


# -- the written form, read in one match ----------------------------------------------------
#
# Nearly every file is byte for byte what ``document.serialize`` writes: the thirteen keys in
# order, one space after each colon, compact JSON, LF line endings. One regular expression
# reads such a frontmatter whole, with every value that is an ID, slug, choice or timestamp
# already held to its field's pattern, so only what no pattern can say is checked in Python
# (a title's and a body's contents, duplicates and counts, real instants). Every string is a
# JSON string without escapes (no quote, backslash or control character), so its characters
# are its value. A file that does not match, or fails any check, is read by the line-by-line
# parser below, which alone words the error: the two agree on every file the fast one reads
# (tests/vault/test_frontmatter_fast.py compares them on valid files and on mutants of them).
_PLAIN = r'[^"\\\x00-\x1f]*'
_SLUG = r"[a-z0-9][a-z0-9._-]{0,63}"
_MEMORY_ID = r"mem_[a-z0-9][a-z0-9_-]{2,127}"
_INSTANT = r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3}Z"


def _strings(item: str) -> str:
    return rf'\[((?:"{item}")(?:,"{item}")*|)\]'


# Compiled on first read (``_written_form``): a save, which only writes, never needs it, and
# compiling it was most of this module's import.
_WRITTEN_SOURCE = (
    "---\n"
    f'schema: "{re.escape(SCHEMA)}"\n'
    f'id: "({_MEMORY_ID})"\n'
    f'title: "({_PLAIN})"\n'
    f'kind: "({"|".join(KINDS)})"\n'
    f'scope: "({"|".join(SCOPES)})"\n'
    f'trust: "{TRUST}"\n'
    f'status: "({"|".join(STATUSES)})"\n'
    f'source_harness: "({_SLUG})"\n'
    f"target_harnesses: {_strings(_SLUG)}\n"
    f"tags: {_strings(_SLUG)}\n"
    f"links: {_strings(_MEMORY_ID)}\n"
    f'created_at: "({_INSTANT})"\n'
    f'updated_at: "({_INSTANT})"\n'
    "---\n"
)
_WRITTEN: list[re.Pattern[str]] = []


def _written_form() -> re.Pattern[str]:
    if not _WRITTEN:
        _WRITTEN.append(re.compile(_WRITTEN_SOURCE))
    return _WRITTEN[0]


def _items(inner: str) -> tuple[str, ...]:
    return tuple(inner[1:-1].split('","')) if inner else ()


def _written(text: str) -> Memory | None:
    """The memory a file in the written form holds, or None: read it line by line instead."""
    match = _written_form().match(text)
    if match is None:
        return None
    memory_id, title, kind, scope, status, source, targets, tags, links, created, updated = (
        match.groups()
    )
    lists = (_items(targets), _items(tags), _items(links))
    for items, limit in zip(lists, (MAX_TARGETS, MAX_TAGS, MAX_LINKS), strict=True):
        if len(items) > limit or len(set(items)) != len(items):
            return None
    if not lists[0]:
        return None
    try:
        title = check_title(title)
        check_timestamp(created, "created_at")
        if updated != created:
            check_timestamp(updated, "updated_at")
        body = check_body(text[match.end() :])
    except InvalidInput:
        return None
    return Memory(
        id=memory_id, title=title, kind=kind, scope=scope, trust=TRUST, status=status,
        source_harness=source, target_harnesses=lists[0], tags=lists[1], links=lists[2],
        created_at=created, updated_at=updated, body=body,
    )  # fmt: skip


UTF8_BOM = b"\xef\xbb\xbf"


def parse_document(data: bytes) -> Memory:
    """Parse one file's bytes; any violation raises ``InvalidDocument`` with the line at fault
    (the key's line for a field that fails validation, the first body line for the body)."""
    if len(data) > MAX_FILE_BYTES:
        raise InvalidDocument("INVALID_DOCUMENT", "Memory document is too large.")
    # The reference reads files with TextDecoder("utf-8", {fatal: true}), which drops one
    # leading BOM: such a file is valid there, so it is valid here.
    data = data.removeprefix(UTF8_BOM)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InvalidDocument(
            "INVALID_DOCUMENT", "Memory document must be valid UTF-8.", line
        ) from None
    written = _written(text)
    return written if written is not None else _read_lines(text)


def _read_lines(text: str) -> Memory:
    """Any document, line by line: the parser that words every error."""
    lines, body = _split_document(text)
    raw = _frontmatter(lines)
    raw["body"] = body
    try:
        return validate_record(raw)
    except InvalidDocument:
        raise
    except InvalidInput as exc:
        raise InvalidDocument(exc.code, exc.message, _field_line(lines, exc)) from None


def _field_line(lines: list[str], exc: InvalidInput) -> int:
    field = getattr(exc, "field", "")
    if field == "body":
        return len(lines) + 3  # after the opening and closing "---" lines
    for number, line in enumerate(lines, start=2):
        if js_trim(line.partition(":")[0]) == field:
            return number
    return 0


def frontmatter_strings(memory: Memory) -> list[tuple[str, str]]:
    """Every string in the frontmatter with its key, in ``KEYS`` order (lists item by item)."""
    pairs: list[tuple[str, str]] = []
    for key, value in frontmatter_values(memory).items():
        items = [value] if isinstance(value, str) else value
        pairs.extend((key, item) for item in items)  # type: ignore[attr-defined]
    return pairs


def frontmatter_text(memory: Memory) -> str:
    """``frontmatter_strings``' values alone, one a line: what the secret scanner reads."""
    return "\n".join(
        [
            memory.schema, memory.id, memory.title, memory.kind, memory.scope, memory.trust,
            memory.status, memory.source_harness, *memory.target_harnesses, *memory.tags,
            *memory.links, memory.created_at, memory.updated_at,
        ]
    )  # fmt: skip


def body_offset(text: str) -> int:
    """Where the line after a parsed document's closing ``---`` starts (its length if none):
    the lines ``frontmatter_layout`` puts after the frontmatter."""
    first = text.find("\n")
    closing = _CLOSING.search(text, first + 1) if first != -1 else None
    return len(text) if closing is None else closing.end()


def frontmatter_layout(text: str) -> tuple[dict[str, int], int]:
    """Where a parsed document's frontmatter sits: the 1-based line of each key (keys may come
    in any order) and the line of the closing ``---``; for pointing a finding at its line."""
    lines: dict[str, int] = {}
    number = 1
    for number, line in enumerate(text.split("\n")[1:], start=2):
        if line.rstrip("\r") == "---":
            break
        lines.setdefault(js_trim(line.partition(":")[0]), number)
    return lines, number


def secret_scan_text(memory: Memory, *, body: bool = True) -> str:
    """Every field value, raw and newline-separated, for the secret scanner."""
    parts: list[str] = []
    for value in frontmatter_values(memory).values():
        parts.extend([value] if isinstance(value, str) else value)  # type: ignore[arg-type]
    if body:
        parts.append(memory.body)
    return "\n".join(parts)
