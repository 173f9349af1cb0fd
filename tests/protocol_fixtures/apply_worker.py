"""A real writer process for the crash and concurrency tests.

``python -m protocol_fixtures.apply_worker MEMORY_DIR STATE_DIR MODE ARG``

* ``kill STEP``: apply one decision and SIGKILL this process when the apply reaches STEP;
* ``race LABEL LOG``: preview and apply a decision titled LABEL (again while the plan keeps
  changing under it), logging when the write starts and ends, with a pause inside.
"""

from __future__ import annotations

import os
import signal
import sys
import time
from datetime import date
from pathlib import Path

from ecc_memory.protocol.plans.writer import PlanRefused, WriterEnv, apply, preview
from ecc_memory.protocol.writers.add import AddRequest, build_add

SUBJECT = "MC-SUBJ-20260801-40000004"
FACETS = ("security", "performance", "data-model", "interface", "workflow", "lifecycle")


def request(label: str, facet: str) -> AddRequest:
    return AddRequest(
        "decision", f"Decision {label}.", subject=SUBJECT, facet=facet, evidence=("user-confirmed",)
    )


def env(memory: Path, state: Path, on_step: object = None) -> WriterEnv:
    return WriterEnv(
        memory,
        state,
        date(2026, 12, 1),
        "ecc-memory test",
        lock_timeout=30.0,
        deep_secrets=False,
        on_step=on_step,
    )  # type: ignore[arg-type]


def build(label: str, facet: str) -> object:
    return lambda tree: build_add(tree, request(label, facet))


def kill_at(memory: Path, state: Path, step: str) -> None:
    def on_step(name: str) -> None:
        if name == step:
            os.kill(os.getpid(), signal.SIGKILL)

    plan = preview(env(memory, state), build("crash", "security")).plan  # type: ignore[arg-type]
    apply(env(memory, state, on_step), build("crash", "security"), plan.plan_id)  # type: ignore[arg-type]


def race(memory: Path, state: Path, label: str, log: Path) -> None:
    facet = FACETS[int(label) % len(FACETS)]

    def on_step(name: str) -> None:
        if name == "journal":
            _log(log, f"start {label}")
            time.sleep(0.2)
        elif name == "done":
            _log(log, f"end {label}")

    while True:
        plan = preview(env(memory, state), build(label, facet)).plan  # type: ignore[arg-type]
        try:
            apply(env(memory, state, on_step), build(label, facet), plan.plan_id)  # type: ignore[arg-type]
            return
        except PlanRefused as refusal:
            if refusal.code != "PROTOCOL_PLAN_CHANGED":
                raise


def _log(log: Path, line: str) -> None:
    with log.open("a", encoding="utf-8") as handle:
        handle.write(f"{line} {time.monotonic():.6f}\n")


def main(argv: list[str]) -> None:
    memory, state, mode = Path(argv[0]), Path(argv[1]), argv[2]
    if mode == "kill":
        kill_at(memory, state, argv[3])
    else:
        race(memory, state, argv[3], Path(argv[4]))


if __name__ == "__main__":
    main(sys.argv[1:])
