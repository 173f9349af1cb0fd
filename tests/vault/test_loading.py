"""Parsing changed files into index rows: worker processes give exactly the in-process rows."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ecc_memory.config import Roots, resolve_roots
from ecc_memory.vault import loading
from ecc_memory.vault.document import serialize
from ecc_memory.vault.index import rebuild
from ecc_memory.vault.search import search_memories
from ecc_memory.workers import allowed_workers
from vault_corpus import index_rows, memory, mixed_vault


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="worker processes need two CPUs")
def test_worker_processes_write_exactly_the_rows_of_an_in_process_build(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    roots = mixed_vault(project)
    monkeypatch.setattr(loading, "PARALLEL_MIN", 10**9)
    assert rebuild(roots, ["project", "team"]) == 43
    serial = index_rows(roots)

    pools: list[int] = []  # the workers of each pool forked
    fork_map = loading.fork_map

    def counted(func: Any, tasks: Any, workers: int) -> Any:
        pools.append(workers)
        return fork_map(func, tasks, workers)

    monkeypatch.setattr(loading, "PARALLEL_MIN", 5)
    monkeypatch.setattr(loading, "_CHUNK", 7)  # several chunks per scope, one partly filled
    monkeypatch.setattr(loading, "fork_map", counted)
    assert rebuild(roots, ["project", "team"]) == 43
    assert len(pools) == 1  # one set of workers read both scopes
    assert pools[0] >= 2
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


def _large_vault(project: Path) -> Roots:
    roots = resolve_roots(project, os.environ)
    notes = roots.root("project") / "notes"
    notes.mkdir(parents=True)
    for n in range(loading.PARALLEL_MIN + 300):
        item = memory(f"Seed {n}")
        (notes / f"{item.id}.md").write_bytes(serialize(item))
    return roots


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[-1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def _build(project: Path) -> subprocess.Popen[str]:
    ecc = str(Path(sys.executable).parent / "ecc")
    return subprocess.Popen(
        [ecc, "memory", "reindex"], cwd=project, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, start_new_session=True,
    )  # fmt: skip


def _workers_of(process: subprocess.Popen[str]) -> list[int]:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and process.poll() is None:
        found = _children(process.pid)
        if found:
            return found
        time.sleep(0.005)
    return []


needs_workers = pytest.mark.skipif(
    not sys.platform.startswith("linux") or allowed_workers() < 2,
    reason="a build forks worker processes only on Linux with two CPUs",
)


@needs_workers
def test_a_worker_killed_mid_build_never_hangs_it(project: Path) -> None:
    """Pool.imap waited forever for the lost chunk, inside BEGIN IMMEDIATE; the lost chunk is
    now parsed in the parent and the build finishes, with the index equal to the disk."""
    roots = _large_vault(project)
    process = _build(project)
    assert _workers_of(process), "the build never forked a worker"
    time.sleep(0.2)  # the workers are reading their chunks now
    for pid in _children(process.pid):  # the OOM killer's choice: every one of them
        os.kill(pid, signal.SIGKILL)
    try:
        _, err = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 0, err
    assert len(err.strip().splitlines()) <= 1, err
    rows, _ = index_rows(roots)
    assert len(rows) == loading.PARALLEL_MIN + 300
    assert search_memories(roots, "Seed", limit=5).hits


@needs_workers
def test_a_hook_timeout_ends_a_build_with_one_line_at_most(project: Path) -> None:
    """SIGTERM to the build (what a hook runner sends at its timeout) while its workers are
    reading ends it without a traceback from any worker (each printed one when its result
    pipe broke)."""
    _large_vault(project)
    process = _build(project)
    assert _workers_of(process), "the build never forked a worker"
    time.sleep(0.2)
    process.send_signal(signal.SIGTERM)
    try:
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) <= 1, err
    deadline = time.monotonic() + 10
    while _children(process.pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _children(process.pid) == []


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(), max_size=4).map(tuple))
def test_a_list_column_is_what_json_dumps_writes(items: tuple[str, ...]) -> None:
    assert loading.json_list(items) == json.dumps(list(items))
