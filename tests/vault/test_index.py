"""The derived FTS5 index: a cache that can be deleted, corrupted or outdated without loss."""

from __future__ import annotations

import dataclasses
import os
import sqlite3
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.errors import InvalidInput
from ecc_memory.vault.document import Memory, kind_dir, new_memory, serialize
from ecc_memory.vault.index import index_path, match_expression, open_index, rebuild
from ecc_memory.vault.reader import read_memory
from ecc_memory.vault.rows import fts_text
from ecc_memory.vault.search import search_memories
from ecc_memory.vault.store import save_memory
from gitrepo import fake_token


def roots_for(project: Path) -> Roots:
    return resolve_roots(project, os.environ)


def memory(title: str, body: str = "plain body", **fields: object) -> Memory:
    base = new_memory(title=title, body=body, source_harness="codex")
    return dataclasses.replace(base, **fields) if fields else base  # type: ignore[arg-type]


def plant(roots: Roots, item: Memory, data: bytes | None = None) -> Path:
    folder = roots.root(item.scope) / kind_dir(item.kind)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{item.id}.md"
    path.write_bytes(serialize(item) if data is None else data)
    return path


def titles(roots: Roots, query: str, **options: object) -> list[str]:
    return [hit.memory.title for hit in search_memories(roots, query, **options).hits]  # type: ignore[arg-type]


def age(path: Path, seconds: int = 3600) -> None:
    """Move a file's mtime into the past so the index's racy-clean window does not apply."""
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns - seconds * 1_000_000_000))


def test_index_lives_in_the_cache_dir_not_the_repo(project: Path) -> None:
    roots = roots_for(project)
    save_memory(roots, memory("Cached"))
    before = snapshot(project)
    assert titles(roots, "cached") == ["Cached"]
    path = index_path(roots)
    assert path.parent == roots.cache_dir
    assert path.exists()
    assert not str(path).startswith(str(project))
    assert snapshot(project) == before


def test_index_path_depends_on_the_vault(project: Path, tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    assert index_path(roots_for(project)) == index_path(roots_for(project))
    assert index_path(roots_for(project)) != index_path(resolve_roots(other, os.environ))


def test_deleting_the_cache_loses_nothing(project: Path) -> None:
    roots = roots_for(project)
    for title in ("Alpha notes", "Beta notes"):
        save_memory(roots, memory(title))
    first = titles(roots, "notes")
    for suffix in ("", "-wal", "-shm"):
        Path(f"{index_path(roots)}{suffix}").unlink(missing_ok=True)
    assert titles(roots, "notes") == first
    assert sorted(first) == ["Alpha notes", "Beta notes"]


def test_new_changed_and_removed_files_are_picked_up(project: Path) -> None:
    roots = roots_for(project)
    first = plant(roots, memory("Original title", id="mem_20260101_first"))
    age(first)
    assert titles(roots, "original") == ["Original title"]
    second = plant(roots, memory("Newcomer", id="mem_20260101_second"))
    assert titles(roots, "newcomer") == ["Newcomer"]
    first.write_bytes(serialize(memory("Renamed title", id="mem_20260101_first")))
    age(first, 7200)
    assert titles(roots, "original") == []
    assert titles(roots, "renamed") == ["Renamed title"]
    second.unlink()
    assert titles(roots, "newcomer") == []
    assert titles(roots, "") == ["Renamed title"]


def test_same_size_edit_with_an_old_mtime_is_seen(project: Path) -> None:
    roots = roots_for(project)
    path = plant(roots, memory("Apple pie", id="mem_20260101_edit"))
    age(path)
    assert titles(roots, "apple") == ["Apple pie"]
    old = path.stat()
    path.write_bytes(serialize(memory("Maple pie", id="mem_20260101_edit")))
    os.utime(path, ns=(old.st_atime_ns, old.st_mtime_ns))  # same size and mtime: ctime differs
    assert titles(roots, "apple") == []
    assert titles(roots, "maple") == ["Maple pie"]


def test_unchanged_files_are_not_reindexed(project: Path) -> None:
    roots = roots_for(project)
    for number in range(5):
        age(plant(roots, memory(f"Note {number}")))
    with open_index(roots) as index:
        first = index.refresh(roots, ["project", "team"])
        again = index.refresh(roots, ["project", "team"])
    assert first["project"].reindexed == 5
    assert again["project"].reindexed == 0
    assert again["team"].reindexed == 0


def test_rebuild_counts_every_file(project: Path) -> None:
    roots = roots_for(project)
    for number in range(3):
        save_memory(roots, memory(f"Note {number}"))
    save_memory(roots, memory("Team note", scope="team"))
    titles(roots, "note")
    assert rebuild(roots, ["project", "team"]) == 4
    assert rebuild(roots, ["team"]) == 1
    assert len(titles(roots, "note")) == 4


@pytest.mark.parametrize("damage", ["garbage", "truncated", "pages", "empty"])
def test_a_corrupted_cache_is_rebuilt(project: Path, damage: str) -> None:
    roots = roots_for(project)
    items = [plant(roots, memory(f"Topic {n}", body=f"common words {n} " * 40)) for n in range(150)]
    target = memory("Needle", id="mem_20260101_needle", body="find the needle")
    plant(roots, target)
    assert titles(roots, "needle") == ["Needle"]
    path = index_path(roots)
    data = bytearray(path.read_bytes())
    assert len(data) > 8192
    if damage == "garbage":
        data = bytearray(b"this is not a database" * 100)
    elif damage == "truncated":
        data = data[:1000]
    elif damage == "pages":  # header intact, data pages destroyed
        data[len(data) // 2 :] = b"\x5a" * (len(data) - len(data) // 2)
    else:
        data = bytearray()
    path.write_bytes(bytes(data))
    assert len(titles(roots, "common", limit=100)) == 100
    assert titles(roots, "needle") == ["Needle"]
    path.write_bytes(bytes(data))
    assert read_memory(roots, target.id).memory == target
    assert len(items) == 150


def test_an_outdated_index_version_is_rebuilt(project: Path) -> None:
    roots = roots_for(project)
    save_memory(roots, memory("Versioned"))
    titles(roots, "versioned")
    conn = sqlite3.connect(index_path(roots))
    conn.execute("UPDATE meta SET value = 'ancient' WHERE key = 'version'")
    conn.commit()
    conn.close()
    assert titles(roots, "versioned") == ["Versioned"]


def test_an_unusable_cache_dir_falls_back_to_memory(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-dir"
    blocker.write_bytes(b"a file where the cache directory should be")
    monkeypatch.setenv("ECC_MEMORY_CACHE_DIR", str(blocker / "cache"))
    roots = roots_for(project)
    save_memory(roots, memory("Still searchable"))
    assert titles(roots, "searchable") == ["Still searchable"]
    assert blocker.read_bytes() == b"a file where the cache directory should be"


def test_invalid_files_are_recorded_not_indexed(project: Path) -> None:
    roots = roots_for(project)
    good = memory("Valid apple")
    bad = memory("Broken apple")
    plant(roots, good)
    plant(roots, bad, serialize(bad).replace(b'"unreviewed"', b'"reviewed"'))
    assert titles(roots, "apple") == ["Valid apple"]
    with open_index(roots) as index:
        assert index.invalid_files(["project"]) == [
            ("project", f"notes/{bad.id}.md", "invalid-document")
        ]
    # repairing the file in place makes it searchable once every file is stat-ed again
    age(plant(roots, bad))
    assert sorted(titles(immediate(roots), "apple")) == ["Broken apple", "Valid apple"]


def immediate(roots: Roots) -> Roots:
    """The same vault with no in-place staleness: every search stats every file."""
    return dataclasses.replace(roots, index_verify_ns=0)


def test_a_new_file_is_seen_at_once_through_its_directory(project: Path) -> None:
    roots = roots_for(project)
    age(plant(roots, memory("Early bird", id="mem_20260101_early")))
    assert titles(roots, "bird") == ["Early bird"]
    plant(roots, memory("Late bird", id="mem_20260101_late"))  # within the window
    assert sorted(titles(roots, "bird")) == ["Early bird", "Late bird"]


def test_an_in_place_edit_that_newly_matches_waits_for_the_window(project: Path) -> None:
    roots = roots_for(project)
    path = plant(roots, memory("Kettle", body="boils water", id="mem_20260101_kettle"))
    age(path)
    assert titles(roots, "kettle") == ["Kettle"]
    path.write_bytes(serialize(memory("Teapot", body="boils water", id="mem_20260101_kettle")))
    age(path, 7200)
    # No directory changed and the file is not a hit for "teapot" yet: bounded staleness.
    assert titles(roots, "teapot") == []
    assert titles(immediate(roots), "teapot") == ["Teapot"]


def test_a_hit_edited_in_place_is_never_shown_stale_or_with_a_secret(project: Path) -> None:
    roots = roots_for(project)
    path = plant(roots, memory("Deploy notes", body="run the deploy", id="mem_20260101_dep"))
    age(path)
    assert titles(roots, "deploy") == ["Deploy notes"]
    token = fake_token("ghp_", 36)
    leaked = memory("Deploy notes", body=f"run the deploy\n{token}", id="mem_20260101_dep")
    path.write_bytes(serialize(leaked))
    age(path, 7200)
    result = search_memories(roots, "deploy")
    assert result.hits == []
    assert result.diagnostics["invalidFileCount"] == 1
    assert path.read_bytes() == serialize(leaked)  # reported, never touched


def test_the_verification_window_is_a_validated_setting(project: Path) -> None:
    assert resolve_roots(project, {"ECC_MEMORY_INDEX_VERIFY_SECONDS": "0"}).index_verify_ns == 0
    assert resolve_roots(project, {}).index_verify_ns == 10_000_000_000
    for bad in ("-1", "soon", "1e9"):
        with pytest.raises(InvalidInput):
            resolve_roots(project, {"ECC_MEMORY_INDEX_VERIFY_SECONDS": bad})


def test_match_expression_quotes_every_term() -> None:
    assert match_expression("") is None
    assert match_expression("  ... --- ") is None
    assert match_expression("pre-commit") == '"pre-commit"'
    assert match_expression('say "hi" AND NOT x*') == '"say" OR """hi""" OR "AND" OR "NOT" OR "x*"'
    assert match_expression("a a b") == '"a" OR "b"'
    assert match_expression("認証") == '" 認  証 "'


def test_fts_text_spreads_cjk_only() -> None:
    assert fts_text("plain text") == "plain text"
    assert fts_text("認証テスト") == " 認  証  テ  ス  ト "
    assert fts_text("한국어 ok") == " 한  국  어  ok"


def test_hostile_fts_queries_do_not_break_search(project: Path) -> None:
    roots = roots_for(project)
    save_memory(roots, memory("Quoted", body='He said "hello" NEAR(a b) col:x ^start'))
    for query in [
        '"',
        '"hello',
        "NEAR(a b)",
        "col:x",
        "^start",
        "*",
        "AND OR NOT",
        "'; DROP TABLE",
    ]:
        search_memories(roots, query)
    assert titles(roots, '"hello"') == ["Quoted"]
