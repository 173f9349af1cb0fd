"""The index's ``files`` rows as memories: which columns hold a memory and how to read one back.

One definition for the writer (``refresh``), the queries (``index``) and ``doctor``'s read-only
reuse of verdicts, so the three never disagree about the shape of a row. Rows are read by column
name (``sqlite3.Row``), never by position.
"""

from __future__ import annotations

import json
import sqlite3

from ecc_memory.vault.document import Memory
from ecc_memory.vault.text import spaced

MEMORY_COLUMNS = (
    "id", "title", "kind", "scope", "status", "source", "targets", "tags", "links",
    "created_at", "updated_at", "body",
)  # fmt: skip


def memory_columns(alias: str = "") -> str:
    """The memory columns for a SELECT list, optionally qualified by a table alias."""
    prefix = f"{alias}." if alias else ""
    return ", ".join(prefix + column for column in MEMORY_COLUMNS)


def row_memory(row: sqlite3.Row) -> Memory:
    """The memory a valid row describes (trust is never stored: it is always unreviewed)."""
    return Memory(
        id=str(row["id"]), title=str(row["title"]), kind=str(row["kind"]),
        scope=str(row["scope"]), trust="unreviewed", status=str(row["status"]),
        source_harness=str(row["source"]),
        target_harnesses=tuple(json.loads(str(row["targets"]))),
        tags=tuple(json.loads(str(row["tags"]))), links=tuple(json.loads(str(row["links"]))),
        created_at=str(row["created_at"]), updated_at=str(row["updated_at"]),
        body=str(row["body"]),
    )  # fmt: skip


def index_values(memory: Memory) -> tuple[str, str, str, str]:
    """The FTS5 columns (title, tags, meta, body) a memory is indexed under."""
    meta = " ".join([memory.kind, memory.scope, memory.source_harness, *memory.target_harnesses])
    return (
        spaced(memory.title), " ".join(memory.tags), meta, spaced(memory.body),
    )  # fmt: skip


def named_rows(
    conn: sqlite3.Connection, sql: str, params: tuple[object, ...] | list[object] = ()
) -> list[sqlite3.Row]:
    """Run a query whose rows are read by column name (the connection's other queries keep
    plain tuples, which the refresh compares against the walk directly)."""
    cursor = conn.cursor()
    cursor.row_factory = sqlite3.Row
    return cursor.execute(sql, params).fetchall()
