"""The ``ecc.memory.v1`` document: fields, bounds, validation and byte-exact serialisation.

The byte format is shared with the reference JavaScript implementation: a vault written by
either tool reads identically in the other. String fields are normalised by trimming them with
JavaScript's notion of whitespace. Reading a file's bytes is ``vault.frontmatter``.
"""

from __future__ import annotations

import json
import json.scanner
import re
from collections.abc import Iterable, Mapping
from datetime import datetime, timezone
from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.terminal import has_unsafe_body, has_unsafe_short
from ecc_memory.vault import KINDS, SCOPES

SCHEMA = "ecc.memory.v1"
STATUSES = ("active", "rejected", "superseded")
TRUST = "unreviewed"
KEYS = (
    "schema",
    "id",
    "title",
    "kind",
    "scope",
    "trust",
    "status",
    "source_harness",
    "target_harnesses",
    "tags",
    "links",
    "created_at",
    "updated_at",
)

ID_PATTERN = r"^mem_[a-z0-9][a-z0-9_-]{2,127}$"
# Exactly what ``check_id_prefix`` accepts, for schemas: an ID or a start of one, ``mem_`` left
# out or not (``5b26e751``); a value that starts with ``mem_`` is taken as given.
ID_PREFIX_PATTERN = r"^(mem_|(?!mem_))[a-z0-9][a-z0-9_-]{2,127}$"
SLUG_PATTERN = r"^[a-z0-9][a-z0-9._-]{0,63}$"
MAX_TITLE = 200
MAX_BODY_BYTES = 65_536
MAX_FILE_BYTES = 131_072
MAX_TAGS = 32
MAX_TARGETS = 32
MAX_LINKS = 64

_ID = re.compile(ID_PATTERN)
_SLUG = re.compile(SLUG_PATTERN)
_SURROGATE = re.compile("[\ud800-\udfff]")
_TIMESTAMP = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$")
# JavaScript's String.prototype.trim() whitespace, which differs from Python's str.strip().
JS_SPACE = (
    "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008"
    "\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff"
)


class Memory(NamedTuple):
    """One ``ecc.memory.v1`` memory, validated: what a file's frontmatter and body hold.

    A NamedTuple, not a dataclass: ``dataclasses`` imports ``inspect``, a fifth of a save's
    imports, and every save, read and search process builds this class."""

    id: str
    title: str
    kind: str
    scope: str
    trust: str
    status: str
    source_harness: str
    target_harnesses: tuple[str, ...]
    tags: tuple[str, ...]
    links: tuple[str, ...]
    created_at: str
    updated_at: str
    body: str
    schema: str = SCHEMA


def js_trim(text: str) -> str:
    return text.strip(JS_SPACE)


def kind_dir(kind: str) -> str:
    return f"{kind}s"


# fullmatch, not match: the patterns keep ECMAScript's ^...$ for the MCP schemas, but Python's $
# also matches before a trailing newline, which let "codex\n" pass as a harness slug.
def is_memory_id(value: str) -> bool:
    return len(value) <= 132 and _ID.fullmatch(value) is not None


def is_slug(value: str) -> bool:
    return _SLUG.fullmatch(value) is not None


# -- field validation (shared by parsing and by new writes) ----------------------------------


def _string(value: object, label: str) -> str:
    if not isinstance(value, str):
        raise InvalidInput("INVALID_FIELD", f"{label} must be a string.")
    # A JSON escape such as "\ud800" yields a lone surrogate, which no UTF-8 output can carry
    # (it used to escape as UnicodeEncodeError from the length checks and crash a search).
    if not value.isascii() and _SURROGATE.search(value):  # isascii: a C scan, no regex
        raise InvalidInput("UNSAFE_TEXT", f"{label} must not contain unpaired surrogates.")
    return js_trim(value)


def _short(value: object, label: str) -> str:
    text = _string(value, label)
    if has_unsafe_short(text):
        raise InvalidInput(
            "UNSAFE_TEXT",
            f"{label} must not contain control or bidirectional formatting characters.",
        )
    return text


def check_slug(value: object, label: str) -> str:
    text = _short(value, label)
    if not is_slug(text):
        raise InvalidInput("INVALID_SLUG", f"{label} must be a lowercase letters/numbers slug.")
    return text


def check_id(value: object) -> str:
    text = _string(value, "memory id")
    if not is_memory_id(text):
        raise InvalidInput(
            "INVALID_ID", "memory id must match mem_<lowercase-id> and cannot contain a path."
        )
    return text


def check_title(value: object) -> str:
    title = _short(value, "memory title")
    if not title:
        raise InvalidInput("INVALID_TITLE", "memory title must not be empty.")
    if len(title.encode("utf-16-le")) // 2 > MAX_TITLE:
        raise InvalidInput(
            "INVALID_TITLE", f"memory title is too long (maximum {MAX_TITLE} characters)."
        )
    return title


def check_choice(value: object, label: str, choices: tuple[str, ...]) -> str:
    text = _short(value, label)
    if text not in choices:
        raise InvalidInput(
            f"INVALID_{label.split()[-1].upper()}", f"{label} must be one of: {', '.join(choices)}."
        )
    return text


def check_body(value: object) -> str:
    body = _string(value, "memory body")
    if has_unsafe_body(body):
        raise InvalidInput(
            "UNSAFE_TEXT",
            "memory body must not contain unsafe control or bidirectional formatting characters.",
        )
    if not body:
        raise InvalidInput("EMPTY_BODY", "memory body must contain non-whitespace context.")
    if len(body.encode("utf-8")) > MAX_BODY_BYTES:
        raise InvalidInput(
            "BODY_TOO_LARGE", f"memory body is too large (maximum {MAX_BODY_BYTES} bytes)."
        )
    return body


def _array(
    value: object, label: str, limit: int, *, ids: bool = False, item: str = ""
) -> tuple[str, ...]:
    """``item`` names one value in a refusal (default: ``label`` less its plural s)."""
    if not isinstance(value, (list, tuple)):
        raise InvalidInput("INVALID_FIELD", f"{label} must be an array.")
    one = item or label.removesuffix("s")
    items = tuple(check_id(v) if ids else check_slug(v, one) for v in value)
    if len(set(items)) != len(items):
        raise InvalidInput("DUPLICATE_VALUE", f"{label} must not contain duplicate values.")
    if len(items) > limit:
        raise InvalidInput("TOO_MANY_VALUES", f"{label} has too many values (maximum {limit}).")
    return items


MIN_PREFIX = 4  # characters after "mem_" that a short ID must give, as git asks of hashes


def check_id_prefix(value: object) -> str:
    """A memory ID or the start of one (``mem_`` may be left out: ``20261129_5712``)."""
    text = _string(value, "memory id")
    text = text if text.startswith("mem_") else f"mem_{text}"
    if len(text) > 132 or not re.fullmatch(r"mem_[a-z0-9][a-z0-9_-]*", text):
        raise InvalidInput(
            "INVALID_ID", "memory id must match mem_<lowercase-id> and cannot contain a path."
        )
    if len(text) < len("mem_") + MIN_PREFIX and not is_memory_id(text):
        raise InvalidInput(
            "INVALID_ID", f"give at least {MIN_PREFIX} characters of the memory id after mem_."
        )
    return text


def check_timestamp(value: object, label: str) -> str:
    if not isinstance(value, str) or not _TIMESTAMP.match(value):
        raise InvalidInput("INVALID_TIMESTAMP", f"{label} must be an ISO-8601 UTC timestamp.")
    try:
        # Equivalent to strptime(value, "%Y-%m-%dT%H:%M:%S.%fZ") once the pattern has matched
        # (both reject out-of-range fields with ValueError), at a tenth of the cost: doctor and
        # index rebuilds validate two timestamps per file.
        instant = datetime(
            int(value[0:4]), int(value[5:7]), int(value[8:10]), int(value[11:13]),
            int(value[14:16]), int(value[17:19]), int(value[20:23]) * 1000,
        )  # fmt: skip
    except ValueError:
        raise InvalidInput("INVALID_TIMESTAMP", f"{label} must be a real instant.") from None
    if format_timestamp(instant) != value:
        raise InvalidInput("INVALID_TIMESTAMP", f"{label} must be a real instant.")
    return value


def format_timestamp(instant: datetime) -> str:
    # strftime's %Y does not zero-pad years below 1000 on glibc ("999-..."), which made valid
    # reference timestamps such as "0999-01-01T00:00:00.000Z" fail the round-trip check.
    # One f-string (the same zero-padded fields as strftime's %m-%dT%H:%M:%S) at a third of
    # the cost: parsing checks two timestamps per file.
    return (
        f"{instant.year:04d}-{instant.month:02d}-{instant.day:02d}T{instant.hour:02d}:"
        f"{instant.minute:02d}:{instant.second:02d}.{instant.microsecond // 1000:03d}Z"
    )


def validate_record(raw: Mapping[str, object]) -> Memory:
    """Validate and normalise a record given by its frontmatter keys plus ``body``.

    A failure names its field: the raised ``InvalidInput`` carries ``field`` (the key).
    """
    key = "schema"
    try:
        if raw.get("schema") != SCHEMA:
            raise InvalidInput("UNSUPPORTED_SCHEMA", "Unsupported memory schema.")
        key = "target_harnesses"
        targets = _array(
            raw.get("target_harnesses"), "target harnesses", MAX_TARGETS, item="target harness"
        )
        if not targets:
            raise InvalidInput("INVALID_FIELD", "target harnesses must name at least one harness.")
        key = "trust"
        trust = _short(raw.get("trust"), "memory trust")
        if trust != TRUST:
            raise InvalidInput("INVALID_TRUST", "memory trust must be unreviewed.")
        key = "id"
        memory_id = check_id(raw.get("id"))
        key = "title"
        title = check_title(raw.get("title"))
        key = "kind"
        kind = check_choice(raw.get("kind"), "memory kind", KINDS)
        key = "scope"
        scope = check_choice(raw.get("scope"), "memory scope", SCOPES)
        key = "status"
        status = check_choice(raw.get("status"), "memory status", STATUSES)
        key = "source_harness"
        source = check_slug(raw.get("source_harness"), "source harness")
        key = "tags"
        tags = _array(raw.get("tags"), "tags", MAX_TAGS)
        key = "links"
        links = _array(raw.get("links"), "links", MAX_LINKS, ids=True)
        key = "created_at"
        created = check_timestamp(raw.get("created_at"), "created_at")
        key = "updated_at"
        updated = check_timestamp(raw.get("updated_at"), "updated_at")
        key = "body"
        body = check_body(raw.get("body"))
    except InvalidInput as exc:
        exc.field = key  # type: ignore[attr-defined]  # read by parse_document
        raise
    return Memory(
        id=memory_id, title=title, kind=kind, scope=scope, trust=trust, status=status,
        source_harness=source, target_harnesses=targets, tags=tags, links=links,
        created_at=created, updated_at=updated, body=body,
    )  # fmt: skip


def _uuid4_start() -> str:
    """The first 20 hex digits of a random UUID version 4 (the reference's IDs), without the
    ``uuid`` module, whose import loads ``platform``: ten random bytes with the version nibble
    (digit 12) and the variant bits (digit 16) set as ``uuid.uuid4`` sets them."""
    import os

    raw = bytearray(os.urandom(10))
    raw[6] = (raw[6] & 0x0F) | 0x40
    raw[8] = (raw[8] & 0x3F) | 0x80
    return raw.hex()


def new_memory(
    *,
    title: str,
    body: str,
    source_harness: str,
    kind: str = "note",
    scope: str = "project",
    target_harnesses: Iterable[str] = ("all",),
    tags: Iterable[str] = (),
    links: Iterable[str] = (),
    now: datetime | None = None,
) -> Memory:
    """A fresh active, unreviewed memory with a generated ID; raises ``InvalidInput``."""
    instant = (now or datetime.now(timezone.utc)).astimezone(timezone.utc)
    stamp = format_timestamp(instant)
    raw: dict[str, object] = {
        "schema": SCHEMA,
        "id": f"mem_{instant:%Y%m%d}_{_uuid4_start()}",
        "title": title,
        "kind": kind,
        "scope": scope,
        "trust": TRUST,
        "status": "active",
        "source_harness": source_harness,
        "target_harnesses": list(target_harnesses),
        "tags": list(tags),
        "links": list(links),
        "created_at": stamp,
        "updated_at": stamp,
        "body": body,
    }
    return refuse_hidden(validate_record(raw))


def refuse_hidden(memory: Memory) -> Memory:
    """A new memory may hold no hidden character (``terminal.has_hidden``): text a reviewer
    cannot see but a model reads. Files that already hold one are reported, not refused."""
    from ecc_memory.terminal import hidden_names

    for label, text in (("memory title", memory.title), ("memory body", memory.body)):
        found = hidden_names(text)
        if found:
            raise InvalidInput(
                "HIDDEN_TEXT",
                f"{label} must not contain invisible or format characters ({', '.join(found)}); "
                "remove them and save again.",
            )
    return memory


# -- bytes <-> Memory ----------------------------------------------------------------------------


def _json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def serialize(memory: Memory) -> bytes:
    """The exact bytes the reference implementation writes for this record."""
    values = frontmatter_values(memory)
    lines = [f"{key}: {_json(values[key])}" for key in KEYS]
    return ("---\n" + "\n".join(lines) + "\n---\n\n" + memory.body + "\n").encode("utf-8")


def frontmatter_values(memory: Memory) -> dict[str, object]:
    return {
        "schema": memory.schema,
        "id": memory.id,
        "title": memory.title,
        "kind": memory.kind,
        "scope": memory.scope,
        "trust": memory.trust,
        "status": memory.status,
        "source_harness": memory.source_harness,
        "target_harnesses": list(memory.target_harnesses),
        "tags": list(memory.tags),
        "links": list(memory.links),
        "created_at": memory.created_at,
        "updated_at": memory.updated_at,
    }


def memory_to_json(memory: Memory, *, with_body: bool) -> dict[str, object]:
    """The camelCase record used by JSON output and the MCP server."""
    record: dict[str, object] = {
        "schema": memory.schema,
        "id": memory.id,
        "title": memory.title,
        "kind": memory.kind,
        "scope": memory.scope,
        "trust": memory.trust,
        "status": memory.status,
        "sourceHarness": memory.source_harness,
        "targetHarnesses": list(memory.target_harnesses),
        "tags": list(memory.tags),
        "links": list(memory.links),
        "createdAt": memory.created_at,
        "updatedAt": memory.updated_at,
    }
    if with_body:
        record["body"] = memory.body
    return record
