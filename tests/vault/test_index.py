"""The derived FTS5 index: a cache that can be deleted, corrupted or outdated without loss."""

from __future__ import annotations

import errno
import os
import sqlite3
import time
from pathlib import Path

import pytest

from conftest import settle_dirs, snapshot
from ecc_memory import files
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.errors import Busy, InvalidInput, NotFound
from ecc_memory.vault import index as index_module
from ecc_memory.vault.document import Memory, kind_dir, new_memory, serialize
from ecc_memory.vault.index import index_path, open_index, rebuild, with_index
from ecc_memory.vault.reader import read_memory
from ecc_memory.vault.search import search_memories
from ecc_memory.vault.store import save_memory
from ecc_memory.vault.text import match_expression, query_terms, spaced
from gitrepo import fake_token


def roots_for(project: Path) -> Roots:
    return resolve_roots(project, os.environ)


def memory(title: str, body: str = "plain body", **fields: object) -> Memory:
    base = new_memory(title=title, body=body, source_harness="codex")
    return base._replace(**fields) if fields else base  # type: ignore[arg-type]


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
    return roots._replace(index_verify_ns=0)


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
    settle_dirs(roots)
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


def expression(query: str) -> str | None:
    return match_expression(query_terms(query))


def test_match_expression_quotes_every_term() -> None:
    assert expression("") is None
    assert expression("  ... --- ") is None
    assert expression("pre-commit") == '"pre-commit"'
    assert expression('say "hi" AND NOT x*') == '"say" OR """hi""" OR "AND" OR "NOT" OR "x*"'
    assert expression("a a b") == '"a" OR "b"'
    assert expression("Alpha alpha ALPHA beta") == '"Alpha" OR "beta"'
    assert expression("認証") == '" 認  証 "'
    assert expression("* ??? _") is None


def test_spaced_spreads_unspaced_scripts_only() -> None:
    assert spaced("plain text") == "plain text"
    assert spaced("認証テスト") == " 認  証  テ  ス  ト "
    assert spaced("한국어 ok") == " 한  국  어  ok"


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


def test_rebuild_never_removes_the_file_other_connections_have_open(project: Path) -> None:
    roots = roots_for(project)
    for title in ("Alpha notes", "Beta notes"):
        save_memory(roots, memory(title))
    assert len(titles(roots, "notes")) == 2
    other = sqlite3.connect(index_path(roots))  # another process's open connection
    try:
        reading = other.execute("SELECT count(*) FROM files").fetchone()[0]
        save_memory(roots, memory("Gamma notes"))
        assert rebuild(roots, ["project", "team"]) == 3
        # The rebuilt rows are in the very file the other connection has open: it was
        # rebuilt in place, in one transaction, not deleted and created again.
        assert other.execute("SELECT count(*) FROM files").fetchone()[0] == reading + 1
        assert other.execute("SELECT count(*) FROM files WHERE title = 'Gamma notes'").fetchone()
    finally:
        other.close()
    assert sorted(titles(roots, "notes")) == ["Alpha notes", "Beta notes", "Gamma notes"]


def test_a_failed_rebuild_leaves_the_old_index_whole(project: Path) -> None:
    roots = roots_for(project)
    save_memory(roots, memory("Alpha notes"))
    assert titles(roots, "notes") == ["Alpha notes"]

    def fail(done: int, total: int) -> None:
        raise KeyboardInterrupt

    for number in range(600):  # enough files for the progress callback (every 500) to run
        plant(roots, memory(f"Filler {number}"))
    with pytest.raises(KeyboardInterrupt):
        rebuild(roots, ["project", "team"], progress=fail)
    with open_index(roots) as index:
        assert index.conn.execute("SELECT count(*) FROM files").fetchone()[0] == 1


def test_a_busy_index_is_reported_and_never_deleted(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    roots = roots_for(project)
    save_memory(roots, memory("Alpha notes"))
    assert titles(roots, "notes") == ["Alpha notes"]
    path = index_path(roots)
    inode = path.stat().st_ino
    monkeypatch.setattr(index_module, "BUSY_TIMEOUT_S", 0.2)
    holder = sqlite3.connect(path, isolation_level=None)  # another process, mid-write
    try:
        holder.execute("PRAGMA locking_mode = EXCLUSIVE")
        holder.execute("BEGIN EXCLUSIVE")
        holder.execute("INSERT INTO meta (key, value) VALUES ('holder', 'x')")
        with pytest.raises(Busy) as info:
            search_memories(roots, "notes")
        assert info.value.code == "INDEX_BUSY"
        assert path.stat().st_ino == inode
        holder.execute("COMMIT")
    finally:
        holder.close()
    assert path.stat().st_ino == inode
    with open_index(roots) as index:
        assert index.conn.execute("SELECT value FROM meta WHERE key = 'holder'").fetchone()
    assert titles(roots, "notes") == ["Alpha notes"]


@pytest.mark.parametrize("error", [sqlite3.IntegrityError, sqlite3.ProgrammingError])
def test_a_programming_error_never_deletes_the_shared_cache(
    project: Path, error: type[sqlite3.Error]
) -> None:
    roots = roots_for(project)
    save_memory(roots, memory("Alpha notes"))
    assert titles(roots, "notes") == ["Alpha notes"]
    path = index_path(roots)
    inode = path.stat().st_ino
    calls = []

    def work(index: object) -> None:
        calls.append(index)
        raise error("a bug of ours")

    with pytest.raises(error):
        with_index(roots, work)
    assert len(calls) == 1
    assert path.stat().st_ino == inode
    with open_index(roots) as index:
        assert index.conn.execute("SELECT count(*) FROM files").fetchone()[0] == 1


def test_two_installed_versions_keep_their_own_index(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    roots = roots_for(project)
    save_memory(roots, memory("Alpha notes"))
    assert titles(roots, "notes") == ["Alpha notes"]
    ours = index_path(roots)
    with open_index(roots) as index:
        index.conn.execute("INSERT INTO meta (key, value) VALUES ('marker', 'ours')")
    inode = ours.stat().st_ino
    for _ in range(2):  # a global CLI and an MCP server in another venv, taking turns
        with monkeypatch.context() as other_version:
            other_version.setattr(index_module, "index_version", lambda: "3-othercode")
            assert titles(roots, "notes") == ["Alpha notes"]
            theirs = index_path(roots)
        assert titles(roots, "notes") == ["Alpha notes"]
    assert theirs != ours
    assert theirs.exists()
    assert ours.stat().st_ino == inode
    with open_index(roots) as index:
        assert index.conn.execute("SELECT value FROM meta WHERE key = 'marker'").fetchone()


def stored_dirs(roots: Roots) -> dict[str, tuple[int, int]]:
    with open_index(roots) as index:
        rows = index.conn.execute(
            "SELECT rel, mtime_ns, ctime_ns FROM dirs WHERE scope = ?", ("project",)
        ).fetchall()
    return {rel: (mtime, ctime) for rel, mtime, ctime in rows}


def test_a_directory_changed_just_before_the_scan_is_listed_again(project: Path) -> None:
    # On a file system with coarse timestamps (ramfs, FAT, some network mounts) a second save in
    # the same tick leaves the directory's (mtime, ctime) as recorded; a directory that changed
    # within the racy window must therefore never be trusted as unchanged.
    roots = roots_for(project)
    save_memory(roots, memory("Alpha notes"))
    assert titles(roots, "notes") == ["Alpha notes"]
    notes = roots.root("project") / "notes"
    info = notes.stat()
    assert stored_dirs(roots)["notes/"] != (info.st_mtime_ns, info.st_ctime_ns)


def test_a_failed_read_is_not_kept_as_an_invalid_verdict(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    roots = roots_for(project)
    path = plant(roots, memory("Kettle", body="boils water"))
    age(path)
    real_read = files.read_regular

    def failing_read(*args: object, **kwargs: object) -> bytes:
        # Fault injection: EMFILE/EIO/EINTR cannot be provoked on demand (the suite may run as
        # root, which no file mode stops).
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(files, "read_regular", failing_read)
    result = search_memories(roots, "kettle")
    assert result.hits == []
    assert result.diagnostics["invalidFileCount"] == 1
    monkeypatch.setattr(files, "read_regular", real_read)
    with open_index(roots) as index:  # as if that search ran long after the file's last change
        index.conn.execute("UPDATE files SET indexed_ns = indexed_ns + 3600000000000")
    # The file did not change; one failed read must not hide it until it does.
    assert titles(roots, "kettle") == ["Kettle"]
    assert search_memories(roots, "kettle").diagnostics["invalidFileCount"] == 0


@pytest.mark.parametrize("verify_seconds", [0, 10])
def test_a_clock_stepped_backwards_does_not_stop_re_verification(
    project: Path, verify_seconds: int
) -> None:
    roots = roots_for(project)._replace(index_verify_ns=verify_seconds * 10**9)
    path = plant(roots, memory("Kettle", body="boils water", id="mem_20260101_kettle"))
    age(path)
    assert titles(roots, "kettle") == ["Kettle"]
    settle_dirs(roots)
    with open_index(roots) as index:  # the last full walk, by a clock an hour ahead of now
        index.conn.execute(
            "UPDATE meta SET value = ? WHERE key = 'verified:project'",
            (str(time.time_ns() + 3600 * 10**9),),
        )
    path.write_bytes(serialize(memory("Teapot", body="boils water", id="mem_20260101_kettle")))
    age(path, 7200)
    assert titles(roots, "teapot") == ["Teapot"]


def test_ranking_and_fetching_see_one_snapshot(project: Path) -> None:
    roots = roots_for(project)
    for title in ("Alpha notes", "Beta notes"):
        save_memory(roots, memory(title))
    assert len(titles(roots, "notes")) == 2
    other = sqlite3.connect(index_path(roots), isolation_level=None)  # another process

    def delete_between(statement: str) -> None:
        if statement.lstrip().startswith("SELECT rowid,") and "WHERE rowid IN" in statement:
            other.execute("DELETE FROM files WHERE title = 'Beta notes'")

    try:
        with open_index(roots) as index:
            index.conn.set_trace_callback(delete_between)
            found = index.search(expression("notes"), scopes=["project"])
            index.conn.set_trace_callback(None)
    finally:
        other.close()
    assert sorted(item.title for item, _, _ in found) == ["Alpha notes", "Beta notes"]


def test_read_checks_the_harness_on_the_file_it_returns(project: Path) -> None:
    roots = roots_for(project)
    mine = memory("Kettle", id="mem_20260101_kettle", target_harnesses=("claude",))
    path = plant(roots, mine)
    age(path)
    assert read_memory(roots, mine.id, harness="claude").memory.title == "Kettle"
    settle_dirs(roots)
    with open_index(roots) as index:  # indexed long ago: the in-place edit is not racy
        index.conn.execute("UPDATE files SET indexed_ns = indexed_ns + 3600000000000")
    path.write_bytes(serialize(mine._replace(target_harnesses=("codex",))))
    age(path, 7200)
    with pytest.raises(NotFound):
        read_memory(roots, mine.id, harness="claude")
    assert read_memory(roots, mine.id, harness="codex").memory.target_harnesses == ("codex",)


# -- ranking from the best-scored matches (issue 34) -----------------------------------------


def test_ranking_from_the_best_matches_is_the_ranking_of_all(project: Path) -> None:
    """``_rank_best`` filters and sorts only the best-scored matches (a warm search of a large
    vault paid for the filters and sort keys of every match); whenever it answers, its answer
    is ``_rank_all``'s, through ties of equal scores at every boundary, memories a replacement
    or a newer branch handoff hides, and tag, kind and harness filters."""
    from ecc_memory.vault import BRANCH_HANDOFF_TAG
    from ecc_memory.vault.replacement import REPLACING_TAGS

    roots = roots_for(project)
    planted: list[Memory] = []
    for number in range(90):
        # Bodies repeat, so many matches tie; three timestamps, so ties reach the ID key.
        body = ["deploy the cache", "deploy deploy cache notes", "cache notes only"][number % 3]
        stamp = f"2026-01-0{1 + number % 3}T00:00:00.000Z"
        item = memory(
            f"Note {number % 7}", body, id=f"mem_20260101_n{number:03d}", created_at=stamp,
            updated_at=stamp, tags=("ops",) if number % 4 == 0 else (),
            kind="runbook" if number % 5 == 0 else "note",
            target_harnesses=("codex",) if number % 6 == 0 else ("all",),
        )  # fmt: skip
        planted.append(item)
    later = "2026-02-01T00:00:00.000Z"
    for number in range(0, 30, 3):  # replacements hiding a third of the first thirty
        planted.append(
            memory(
                "Replacement",
                "deploy cache",
                id=f"mem_20260101_r{number:03d}",
                tags=(REPLACING_TAGS[0],),
                links=(f"mem_20260101_n{number:03d}",),
                created_at=later,
                updated_at=later,
            )
        )
    for number, stamp in enumerate(("2026-01-05T00:00:00.000Z", later)):  # the older is hidden
        planted.append(
            memory(
                "Branch handoff",
                "deploy notes",
                id=f"mem_20260101_h{number}",
                kind="handoff",
                tags=(BRANCH_HANDOFF_TAG, "branch-main"),
                created_at=stamp,
                updated_at=stamp,
                links=("mem_20260101_h0",) if number else (),
            )
        )
    for item in planted:
        plant(roots, item)
    search_memories(roots, "deploy")  # builds the index
    decided = 0
    with open_index(roots) as index:
        for query in ("deploy", "cache", "notes", "deploy cache", "only", "note"):
            expression = match_expression(query_terms(query))
            assert expression is not None
            for kinds, tags, harness in [((), (), None), (("note",), (), "claude"),
                                         ((), ("ops",), None), ((), (), "codex")]:  # fmt: skip
                where, params = index_module._filters(
                    ["project", "team"], list(kinds), list(tags), harness
                )
                where, params = index_module._hide_superseded(where, params, harness)
                for limit in (1, 2, 5, 20, 100):
                    every = index._rank_all(expression, where, params, limit)
                    best = index._rank_best(expression, where, params, limit)
                    assert best is None or best == every, (query, kinds, tags, harness, limit)
                    decided += best is not None
    assert decided > 80  # most of the 120 cases never needed every match's keys


def test_a_kept_index_serves_the_next_call_and_reads_other_writers(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Under ``keep_open`` (the MCP server) a call reuses the connection the last one opened,
    so SQLite's page cache survives between calls, and still reads what another process wrote
    meanwhile; a connection whose file was deleted, or that a failed call used, is not reused."""
    import subprocess
    import sys

    monkeypatch.setattr(index_module, "_keeping", True)
    monkeypatch.setattr(index_module, "_kept", index_module.threading.local())
    roots = roots_for(project)
    plant(roots, memory("Stale soup", "lentil soup"))
    assert titles(roots, "soup") == ["Stale soup"]
    with open_index(roots) as first:
        kept = first.conn
    ecc = str(Path(sys.executable).parent / "ecc")
    subprocess.run(
        [ecc, "memory", "save", "--title", "Fresh soup", "--stdin"],
        cwd=project, input="tomato soup", check=True, capture_output=True, text=True,
    )  # fmt: skip
    assert sorted(titles(roots, "soup")) == ["Fresh soup", "Stale soup"]
    with open_index(roots) as again:
        assert again.conn is kept
    for suffix in ("", "-wal", "-shm"):
        Path(f"{index_path(roots)}{suffix}").unlink(missing_ok=True)
    with open_index(roots) as fresh:
        assert fresh.conn is not kept
        replaced = fresh.conn
    assert sorted(titles(roots, "soup")) == ["Fresh soup", "Stale soup"]
    used = []

    def failed_call() -> None:
        with open_index(roots) as failing:
            used.append(failing.conn)
            raise RuntimeError("a failed call")

    with pytest.raises(RuntimeError):
        failed_call()
    assert used == [replaced]
    with open_index(roots) as after:
        assert after.conn is not replaced
    for conn, _ in index_module._kept.connections.values():
        conn.close()
