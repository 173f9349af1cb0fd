"""Forked worker processes for long jobs: whether this process may fork them, how many, and
the pool.

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
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from multiprocessing.pool import Pool

MAX_WORKERS = 4


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


def fork_pool(workers: int) -> Pool | None:
    """A pool of ``workers`` forked processes, or None when none could be forked (EAGAIN,
    ENOMEM): the caller then does the work itself."""
    import multiprocessing  # ~10 ms of imports, paid only by jobs that fork

    try:
        return multiprocessing.get_context("fork").Pool(workers)
    except OSError:
        return None
