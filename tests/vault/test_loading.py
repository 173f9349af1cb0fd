"""Parsing changed files into index rows: worker processes give exactly the in-process rows."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pytest

from ecc_memory.config import Roots, resolve_roots
from ecc_memory.vault import loading
from ecc_memory.vault.document import Memory, kind_dir, new_memory, serialize
from ecc_memory.vault.index import open_index, rebuild
from ecc_memory.vault.search import search_memories
from gitrepo import fake_token

_ROWS = (
    "SELECT scope, rel, size, mtime_ns, ctime_ns, ino, sha, code, id, title, kind, status, "
    "source, targets, tags, links, created_at, updated_at, body FROM files ORDER BY scope, rel"
)


def memory(title: str, **fields: object) -> Memory:
    base = new_memory(title=title, body=f"Body of {title}.", source_harness="codex")
    return dataclasses.replace(base, **fields) if fields else base  # type: ignore[arg-type]


def plant(roots: Roots, item: Memory, data: bytes | None = None, name: str = "") -> None:
    folder = roots.root(item.scope) / kind_dir(item.kind)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / (name or f"{item.id}.md")).write_bytes(serialize(item) if data is None else data)


def mixed_vault(project: Path) -> Roots:
    """Valid memories in both scopes and several kinds, with links, plus every kind of
    excluded file: unparsable, a suspected secret, a memory in the wrong directory."""
    roots = resolve_roots(project, os.environ)
    earlier: list[str] = []
    for number in range(40):
        scope = "team" if number % 4 == 0 else "project"
        kind = ("note", "decision", "lesson")[number % 3]
        item = memory(f"Memory {number}", scope=scope, kind=kind, links=tuple(earlier[-2:]))
        plant(roots, item)
        earlier.append(item.id)
    plant(roots, memory("Broken"), b"---\ntitle: [[[\n---\n")
    plant(roots, memory("Leaky", body=f"token {fake_token('ghp_', 36)}"))
    plant(roots, memory("Misplaced"), serialize(memory("Misplaced", kind="lesson")))
    return roots


def index_rows(roots: Roots) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    with open_index(roots) as index:
        rows = index.conn.execute(_ROWS).fetchall()
        links = index.conn.execute(
            "SELECT f.rel, l.target FROM links l JOIN files f ON f.rowid = l.src "
            "ORDER BY f.rel, l.rowid"
        ).fetchall()
    return rows, links


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="worker processes need two CPUs")
def test_worker_processes_write_exactly_the_rows_of_an_in_process_build(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    roots = mixed_vault(project)
    monkeypatch.setattr(loading, "PARALLEL_MIN", 10**9)
    assert rebuild(roots, ["project", "team"]) == 43
    serial = index_rows(roots)

    used: list[int] = []
    workers = loading._workers

    def counted(count: int) -> int:
        used.append(workers(count))
        return used[-1]

    monkeypatch.setattr(loading, "PARALLEL_MIN", 5)
    monkeypatch.setattr(loading, "_CHUNK", 7)  # several chunks per scope, one partly filled
    monkeypatch.setattr(loading, "_workers", counted)
    assert rebuild(roots, ["project", "team"]) == 43
    assert len(used) == 2  # both scopes went through workers
    assert min(used) >= 2
    assert index_rows(roots) == serial
    # And the parallel index answers like the serial one: excluded files are reported.
    result = search_memories(roots, "memory", limit=100)
    assert len(result.hits) == 40
    assert result.diagnostics["invalidFileCount"] == 3


def test_a_large_build_forks_only_where_workers_allow_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from ecc_memory import workers

    monkeypatch.setattr(workers, "cpus", lambda: 8)
    monkeypatch.setattr(workers.sys, "platform", "linux")
    assert loading._workers(100_000) == 4
    assert loading._workers(loading.PARALLEL_MIN - 1) == 0
    monkeypatch.setattr(workers, "cpus", lambda: 1)  # or threads, or not Linux: test_workers
    assert loading._workers(100_000) == 0


def test_progress_counts_every_scope_of_one_refresh(project: Path) -> None:
    roots = mixed_vault(project)
    calls: list[tuple[int, int]] = []
    rebuild(roots, ["project", "team"], progress=lambda done, total: calls.append((done, total)))
    assert calls[-1] == (43, 43)  # the last call says the work is done
    assert [done for done, _ in calls] == sorted(done for done, _ in calls)
    # Both scopes are walked before either is written, so the total is the whole build's
    # from the first call: a bar never runs to 100% for one scope and falls back for the next.
    assert {total for _, total in calls} == {43}
    assert len(calls) == 2  # one batch per scope here
