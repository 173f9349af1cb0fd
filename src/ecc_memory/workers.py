"""Forked worker processes for long jobs: whether this process may fork them, how many, and
``fork_map``, which runs a function over tasks in them.

Forking is the cheap start (no interpreter start-up, nothing imported again). It is used only
where it is safe: on Linux (macOS's system libraries are not fork-safe), from a process with a
single thread (a fork copies only the calling thread, so a lock another thread held would stay
locked in the child; the MCP server has threads and never forks), and with a second CPU this
process may run on. Callers decide how much work makes a worker worth its start.
"""

from __future__ import annotations

import os
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

MAX_WORKERS = 4
AHEAD = 4  # tasks a worker that ``fork_map`` keeps submitted beyond the caller's next result
T = TypeVar("T")
R = TypeVar("R")


def cpus() -> int:
    """The CPUs this process may run on (its affinity, not the machine's count)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def allowed_workers(cap: int = MAX_WORKERS) -> int:
    """How many worker processes may be forked now: 0 where forking is not safe or would not
    run in parallel, else up to one per CPU, at most ``cap``."""
    if sys.platform != "linux" or threading.active_count() > 1:
        return 0
    count = min(cap, cpus())
    return count if count >= 2 else 0


def _quiet_worker(parent: int) -> None:
    """In each worker: Ctrl-C and a hook's timeout belong to the parent, which ends the
    workers itself; a worker never prints a traceback of its own, and dies with its parent.

    ``parent`` is the pid that forked it: a parent killed between the fork and the ``prctl``
    would leave an orphan the death signal never reaches, so the worker checks afterwards."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    try:  # Linux: the kernel kills the worker when its parent dies (kill -9 included)
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass
    if os.getppid() != parent:  # the parent died before the death signal was armed
        os._exit(1)


def fork_map(func: Callable[[T], R], tasks: Sequence[T], workers: int) -> Iterator[R] | None:
    """``func`` over ``tasks`` in ``workers`` forked processes, results in task order; None
    when no process could be forked (the caller then works itself).

    A worker that dies (``kill -9``, the OOM killer) never hangs the caller: its task and every
    task not yet done are computed in this process instead (``multiprocessing.Pool`` waited
    forever for a lost task, with the caller inside a write transaction). ``func`` and the
    tasks must be picklable results of a fork (module-level functions, plain values).

    At most ``AHEAD`` tasks a worker are submitted ahead of the result the caller takes: the
    results of a fast pool and a slower caller (the index build's writer) wait in the caller's
    memory, which held all of them (70 MB more at 100,000 memories) when every task was
    submitted at once.
    """
    import multiprocessing  # ~10 ms of imports, paid only by jobs that fork
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    try:
        executor = ProcessPoolExecutor(
            workers,
            mp_context=multiprocessing.get_context("fork"),
            initializer=_quiet_worker,
            initargs=(os.getpid(),),
        )
        pending = deque(executor.submit(func, task) for task in tasks[: workers * AHEAD])
    except OSError:
        return None

    def results() -> Iterator[R]:
        done = 0
        try:
            while pending:
                result = pending.popleft().result()
                if done + len(pending) + 1 < len(tasks):
                    pending.append(executor.submit(func, tasks[done + len(pending) + 1]))
                yield result
                done += 1
        except BrokenProcessPool:
            for task in tasks[done:]:
                yield func(task)
        finally:
            executor.shutdown(wait=True, cancel_futures=True)

    return results()
