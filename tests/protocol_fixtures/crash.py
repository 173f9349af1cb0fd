"""Killing a real writer process at a chosen step (``apply_worker``) and what it would write."""

from __future__ import annotations

import os
import subprocess
import sys
from datetime import date
from pathlib import Path

from ecc_memory.protocol.plans.writer import WriterEnv, preview
from ecc_memory.protocol.writers.add import AddRequest, build_add
from protocol_fixtures.support import snapshot

TESTS = Path(__file__).resolve().parents[1]
STEPS = ("journal", "staged-0", "staged-1", "committed", "renamed-0", "renamed-1", "done")
COMMITTED = STEPS.index("committed")


def state_root() -> Path:
    return Path(os.environ["HOME"]) / ".local" / "state" / "ecc-memory"


def worker(memory: Path, *args: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(TESTS)}
    command = [sys.executable, "-m", "protocol_fixtures.apply_worker", str(memory)]
    return subprocess.Popen([*command, str(state_root()), *args], env=env)


def kill_at(memory: Path, step: str) -> None:
    process = worker(memory, "kill", step)
    assert process.wait(timeout=60) == -9


def crash_plan(memory: Path) -> tuple[dict[str, bytes], list[str]]:
    """What the worker's 'crash' decision would leave, and its targets in journal order,
    computed without writing."""
    env = WriterEnv(memory, state_root(), date(2026, 12, 1), "ecc-memory test", deep_secrets=False)
    request = AddRequest(
        "decision",
        "Decision crash.",
        subject="MC-SUBJ-20260801-40000004",
        facet="security",
        evidence=("user-confirmed",),
    )
    plan = preview(env, lambda tree: build_add(tree, request)).plan
    after = snapshot(memory)
    after.update({change.path: change.after for change in plan.changes})
    return after, [change.path for change in plan.changes]


def expected_after(memory: Path) -> dict[str, bytes]:
    return crash_plan(memory)[0]
