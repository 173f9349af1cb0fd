"""The search index's tables and indexes, its write transaction, and the bulk load that
builds three indexes last.

One definition for opening the index (``index``), which creates whatever is missing, and for
the refresh (``refresh``), which writes in ``writing``'s transactions and loads a large build
into an empty table without the indexes keyed by memory IDs, creating them afterwards. IDs
come in no order (a random suffix), so each row's insert lands on another page of those
B-trees; sorting all the keys once is cheaper: at 100,000 memories about 1.9 s less CPU in the
writer for 0.3 s of index creation at the end (dropping the other indexes too saved no more
and doubled that end). The ``UNIQUE (scope, rel)`` index always stays: every write looks rows
up by it, and it keeps a file from getting two rows.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator

from ecc_memory.vault.text import TOKENIZER

TABLES = f"""
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS files (
    rowid INTEGER PRIMARY KEY, scope TEXT NOT NULL, rel TEXT NOT NULL,
    size INTEGER, mtime_ns INTEGER, ctime_ns INTEGER, ino INTEGER, sha TEXT, indexed_ns INTEGER,
    code TEXT, id TEXT, title TEXT, kind TEXT, status TEXT, source TEXT, targets TEXT,
    tags TEXT, links TEXT, created_at TEXT, updated_at TEXT, body TEXT,
    reason TEXT, line INTEGER, notes TEXT,
    UNIQUE (scope, rel));
CREATE TABLE IF NOT EXISTS dirs (
    scope TEXT NOT NULL, rel TEXT NOT NULL, mtime_ns INTEGER, ctime_ns INTEGER,
    PRIMARY KEY (scope, rel));
CREATE TABLE IF NOT EXISTS links (src INTEGER NOT NULL, target TEXT NOT NULL);
CREATE VIRTUAL TABLE IF NOT EXISTS fts USING fts5(
    title, tags, meta, body, content='', tokenize='{TOKENIZER}');
"""

# The secondary indexes, by name.
INDEXES = {
    "files_id": "files (id)",
    "files_valid": "files (id, scope, rel) WHERE code IS NULL",
    "files_stat": "files (scope, rel, size, mtime_ns, ctime_ns, ino, indexed_ns)",
    "files_invalid": "files (scope, rel) WHERE code IS NOT NULL",
    "files_noted": "files (scope, rel) WHERE notes IS NOT NULL",
    "links_target": "links (target)",
    "links_src": "links (src)",
}

# What a bulk load drops and creates again: the indexes whose keys come in random order.
DEFERRED = ("files_id", "files_valid", "links_target")
BULK_MIN = 2000  # files to write into an empty index from which its indexes are built last


def create(conn: sqlite3.Connection) -> None:
    """Every table and index that is missing (also the indexes of a bulk load that was killed
    before it created them again)."""
    conn.executescript(TABLES + "".join(f"{statement};\n" for statement in _creates()))


def _creates(names: tuple[str, ...] = tuple(INDEXES)) -> list[str]:
    return [f"CREATE INDEX IF NOT EXISTS {name} ON {INDEXES[name]}" for name in names]


@contextlib.contextmanager
def bulk_load(conn: sqlite3.Connection, files: int) -> Iterator[None]:
    """Around writing ``files`` files: when they are many and the index holds no file yet (a
    first build, a rebuild), the ``DEFERRED`` indexes are dropped first and created after.

    Queries stay correct meanwhile (only slower). The DDL is transactional: inside a rebuild's
    transaction it commits or rolls back with the rows. A load that fails, or a process killed
    during it, leaves the indexes to the next ``create`` (every opening of the index)."""
    bulk = files >= BULK_MIN and conn.execute("SELECT 1 FROM files LIMIT 1").fetchone() is None
    if bulk:
        _in_write(conn, [f"DROP INDEX IF EXISTS {name}" for name in DEFERRED])
    yield
    if bulk:
        _in_write(conn, _creates(DEFERRED))


def _in_write(conn: sqlite3.Connection, statements: list[str]) -> None:
    with writing(conn):
        for statement in statements:
            conn.execute(statement)


@contextlib.contextmanager
def writing(conn: sqlite3.Connection) -> Iterator[None]:
    """A write transaction (``BEGIN IMMEDIATE``: concurrent writers serialise), or the one
    already open (a rebuild's, which commits everything at its end)."""
    if conn.in_transaction:
        yield
        return
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
