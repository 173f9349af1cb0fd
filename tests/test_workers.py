"""When a long job may fork worker processes (``ecc_memory.workers``), and the pool."""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import pytest

from ecc_memory import workers


@pytest.fixture
def linux_with_8_cpus(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workers, "cpus", lambda: 8)
    monkeypatch.setattr(workers.sys, "platform", "linux")


@pytest.mark.usefixtures("linux_with_8_cpus")
def test_one_worker_per_cpu_up_to_the_cap() -> None:
    assert workers.allowed_workers() == workers.MAX_WORKERS
    assert workers.allowed_workers(cap=2) == 2


@pytest.mark.usefixtures("linux_with_8_cpus")
def test_a_process_with_threads_never_forks() -> None:
    stop = threading.Event()
    other = threading.Thread(target=stop.wait)
    other.start()
    try:  # forking a process with threads could copy a lock another thread holds
        assert workers.allowed_workers() == 0
    finally:
        stop.set()
        other.join()
    assert workers.allowed_workers() == workers.MAX_WORKERS


def test_one_cpu_or_another_platform_means_no_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(workers, "cpus", lambda: 1)
    monkeypatch.setattr(workers.sys, "platform", "linux")
    assert workers.allowed_workers() == 0
    monkeypatch.setattr(workers, "cpus", lambda: 8)
    monkeypatch.setattr(workers.sys, "platform", "darwin")
    assert workers.allowed_workers() == 0


def test_cpus_is_what_this_process_may_run_on() -> None:
    expected = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    assert workers.cpus() == expected


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_fork_map_runs_work_in_other_processes_in_task_order() -> None:
    results = workers.fork_map(_pid_and_task, list(range(8)), 2)
    assert results is not None
    found = list(results)
    assert [task for _, task in found] == list(range(8))
    assert os.getpid() not in {pid for pid, _ in found}


def _pid_and_task(task: int) -> tuple[int, int]:
    return os.getpid(), task


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_fork_map_runs_only_a_few_tasks_ahead_of_the_result_taken(tmp_path: Path) -> None:
    """Results the caller has not taken wait in its memory: the workers stay at most ``AHEAD``
    tasks each ahead, however long the caller takes (a slow writer)."""
    marks = tmp_path / "marks"
    marks.mkdir()
    tasks = [(str(marks), n) for n in range(60)]
    results = workers.fork_map(_mark, tasks, 2)
    assert results is not None
    assert next(results) == 0
    time.sleep(0.5)  # the workers would finish all 60 tiny tasks in far less
    assert len(os.listdir(marks)) <= 1 + 2 * workers.AHEAD
    assert list(results) == list(range(1, 60))
    assert len(os.listdir(marks)) == 60


def _mark(task: tuple[str, int]) -> int:
    folder, n = task
    Path(folder, str(n)).touch()
    return n


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_fork_map_finishes_the_work_of_a_worker_that_was_killed() -> None:
    """kill -9 (or the OOM killer) of a worker: the lost tasks are done here, never hung on."""
    parent = os.getpid()
    results = workers.fork_map(_die_in_a_worker, [(parent, n) for n in range(6)], 2)
    assert results is not None
    assert list(results) == [n * n for n in range(6)]


def _die_in_a_worker(task: tuple[int, int]) -> int:
    parent, n = task
    if n == 3 and os.getpid() != parent:
        os.kill(os.getpid(), signal.SIGKILL)
    return n * n


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_a_worker_whose_parent_died_before_the_death_signal_exits_at_once() -> None:
    """The parent can die between the fork and the worker's ``prctl``; the kernel then never
    sends the death signal, so the worker compares its parent with the pid that forked it."""
    child = os.fork()
    if child == 0:  # pragma: no cover - runs in the child
        workers._quiet_worker(parent=os.getppid() + 1_000_000)  # not the parent it has
        os._exit(0)
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 1
    child = os.fork()
    if child == 0:  # pragma: no cover - runs in the child
        workers._quiet_worker(parent=os.getppid())
        os._exit(0)
    _, status = os.waitpid(child, 0)
    assert os.waitstatus_to_exitcode(status) == 0
