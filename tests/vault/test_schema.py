"""The index's schema and its bulk load: a large build into an empty index drops the indexes
keyed by memory IDs and creates them after, with exactly the rows and indexes of a row-by-row
build; an index left without them (a killed build) gets them back when it is next opened."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from ecc_memory.config import Roots
from ecc_memory.vault import schema
from ecc_memory.vault.index import index_path, open_index, rebuild
from ecc_memory.vault.search import search_memories
from vault_corpus import index_rows, mixed_vault


def index_names(roots: Roots) -> set[str]:
    with sqlite3.connect(index_path(roots)) as conn:
        rows = conn.execute("SELECT name FROM sqlite_master WHERE type = 'index'").fetchall()
    return {name for (name,) in rows if not name.startswith("sqlite_autoindex")}


@pytest.fixture
def ddl(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every statement the bulk load runs (``schema._in_write``), in order."""
    seen: list[str] = []
    original = schema._in_write

    def traced(conn: sqlite3.Connection, run: list[str]) -> None:
        seen.extend(run)
        original(conn, run)

    monkeypatch.setattr(schema, "_in_write", traced)
    return seen


def test_a_bulk_build_writes_the_rows_and_indexes_of_a_row_by_row_build(
    project: Path, monkeypatch: pytest.MonkeyPatch, ddl: list[str]
) -> None:
    roots = mixed_vault(project)
    monkeypatch.setattr(schema, "BULK_MIN", 10**9)
    rebuild(roots, ["project", "team"])
    assert ddl == []  # below the bound: nothing dropped
    row_by_row = index_rows(roots)
    assert index_names(roots) == set(schema.INDEXES)

    monkeypatch.setattr(schema, "BULK_MIN", 5)
    rebuild(roots, ["project", "team"])  # a rebuild empties the table first: a bulk load
    assert [statement.split()[0] for statement in ddl] == ["DROP"] * 3 + ["CREATE"] * 3
    assert index_rows(roots) == row_by_row
    assert index_names(roots) == set(schema.INDEXES)
    result = search_memories(roots, "memory", limit=100)
    assert len(result.hits) == 40


def test_a_refresh_of_an_index_that_holds_rows_keeps_its_indexes(
    project: Path, monkeypatch: pytest.MonkeyPatch, ddl: list[str]
) -> None:
    roots = mixed_vault(project)
    search_memories(roots, "memory")
    monkeypatch.setattr(schema, "BULK_MIN", 1)
    folder = roots.root("project") / "notes"
    for name in sorted(os.listdir(folder))[:3]:  # three changed files: a refresh, not a build
        path = folder / name
        path.write_bytes(path.read_bytes().replace(b"Body of", b"Body, changed, of"))
    with open_index(roots) as index:
        index.refresh(roots, ["project", "team"], verify_all=True)
    assert ddl == []
    assert search_memories(roots, "changed").hits


def test_an_index_left_without_its_deferred_indexes_gets_them_back_when_opened(
    project: Path,
) -> None:
    roots = mixed_vault(project)
    search_memories(roots, "memory")
    with sqlite3.connect(index_path(roots)) as conn:  # what a build killed mid-load leaves
        for name in schema.DEFERRED:
            conn.execute(f"DROP INDEX {name}")
    assert index_names(roots) == set(schema.INDEXES) - set(schema.DEFERRED)
    with open_index(roots):
        pass
    assert index_names(roots) == set(schema.INDEXES)
    assert len(search_memories(roots, "memory", limit=100).hits) == 40
