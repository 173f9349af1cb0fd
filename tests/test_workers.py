"""When a long job may fork worker processes (``ecc_memory.workers``), and the pool."""

from __future__ import annotations

import os
import threading

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
def test_the_pool_runs_work_in_other_processes() -> None:
    pool = workers.fork_pool(2)
    assert pool is not None
    with pool:
        pids = set(pool.map(_pid, range(8)))
    assert os.getpid() not in pids


def _pid(_: int) -> int:
    return os.getpid()
