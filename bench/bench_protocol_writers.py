"""Benchmark the protocol writers as whole processes: preview, then apply its Plan ID.

Usage: python bench/bench_protocol_writers.py [--runs N]

Every sample copies the fixture afresh, times one preview process, then one apply process
(``--apply --confirm-plan`` with the preview's Plan ID). Targets of issue 11: each writer's
preview and apply on the shared 0.7 fixture <= 0.15 s per process; ``migrate`` of the
legacy-mixed fixture <= 0.3 s; ``check`` on the fixture at or below its earlier time.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests/fixtures/memory-file-protocol-0.7/docs/memory"
LEGACY = ROOT / "tests/fixtures/memory-file-protocol-legacy-mixed/docs/memory"
QUALITY = "MC-SUBJ-20260801-20000002"

DUPLICATES = "\n- Maybe cache plans.\n- Maybe cache plans.\n- Maybe  cache plans.\n"

WRITERS: list[tuple[str, Path, tuple[str, ...], float]] = [
    (
        "add constraint",
        FIXTURE,
        (
            "add",
            "Keep plans small.",
            "--type",
            "constraint",
            "--subject",
            QUALITY,
            "--facet",
            "workflow",
            "--evidence",
            "user-confirmed",
        ),
        0.15,
    ),
    (
        "add --candidate",
        FIXTURE,
        ("add", "Maybe cache plans.", "--type", "decision", "--candidate"),
        0.15,
    ),
    (
        "add --supersedes",
        FIXTURE,
        (
            "add",
            "Fence only when needed.",
            "--type",
            "decision",
            "--supersedes",
            "MC-DEC-20260827-8f4c2a91",
            "--evidence",
            "user-confirmed",
        ),
        0.15,
    ),
    (
        "subject add",
        FIXTURE,
        ("subject", "add", "Write journal", "--kind", "concept", "--evidence", "user-confirmed"),
        0.15,
    ),
    ("forget --id (soft)", FIXTURE, ("forget", "--id", "MC-DEC-20260712-53d9eded"), 0.15),
    ("enable area/cli", FIXTURE, ("enable", "area/cli", "--path", "src/cli/**"), 0.15),
    ("compact (inbox duplicates)", FIXTURE, ("compact",), 0.15),
    ("migrate (legacy-mixed)", LEGACY, ("migrate",), 0.3),
]


def copy(source: Path, root: Path) -> Path:
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(source, root / "docs" / "memory")
    return root


def command(project: Path, args: tuple[str, ...]) -> list[str]:
    return [
        sys.executable,
        "-m",
        "ecc_memory",
        "memory",
        "protocol",
        *args,
        "--project-root",
        str(project),
    ]


CPU: list[float] = []  # CPU seconds (user + system) of each timed child, in order


def timed(argv: list[str], env: dict[str, str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    """Wall seconds of one process; its CPU seconds go to ``CPU`` (robust on a busy machine)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return wall, done


def sample(
    source: Path, args: tuple[str, ...], work: Path, env: dict[str, str]
) -> tuple[float, float, float, float]:
    """(preview wall, apply wall, preview CPU, apply CPU) of one fresh copy."""
    project = copy(source, work / "project")
    if args == ("compact",):
        with (project / "docs" / "memory" / "inbox.md").open("a", encoding="utf-8") as inbox:
            inbox.write(DUPLICATES)
    preview_s, shown = timed(command(project, (*args, "--json")), env)
    plan_id = json.loads(shown.stdout)["plan_id"]
    apply_s, done = timed(command(project, (*args, "--apply", "--confirm-plan", plan_id)), env)
    if done.returncode != 0:
        raise SystemExit(f"apply failed for {args}: {done.stderr or done.stdout}")
    return preview_s, apply_s, CPU[-2], CPU[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    import os

    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = str(work / "pycache")
        env["XDG_STATE_HOME"] = str(work / "state")
        rows: list[tuple[str, float, float | None, float, float | None, float]] = []
        floor = statistics.median(
            timed([sys.executable, "-c", "pass"], env)[0] for _ in range(runs)
        )
        checks = [
            timed(command(copy(FIXTURE, work / "check"), ("check",)), env)[0] for _ in range(runs)
        ]
        rows.append(
            (
                "check on the 0.7 fixture",
                statistics.median(checks),
                None,
                statistics.median(CPU[-runs:]),
                None,
                0.15,
            )
        )
        for label, source, args, target in WRITERS:
            samples = [sample(source, args, work, env) for _ in range(runs)]
            medians = [statistics.median(s[i] for s in samples) for i in range(4)]
            rows.append((label, medians[0], medians[1], medians[2], medians[3], target))
    print(
        f"python -c pass (interpreter floor): {floor * 1000:.0f} ms; medians of {runs} runs; "
        "wall time, and CPU time (user + system) of the process in brackets"
    )
    print(f"{'operation':<26} {'preview':>16} {'apply':>16} {'target':>8}")
    for label, preview_s, apply_s, preview_cpu, apply_cpu, target in rows:
        shown = f"{preview_s * 1000:.0f} ({preview_cpu * 1000:.0f}) ms"
        applied = (
            f"{apply_s * 1000:.0f} ({apply_cpu * 1000:.0f}) ms"
            if apply_s is not None and apply_cpu is not None
            else "-"
        )
        print(f"{label:<26} {shown:>16} {applied:>16} {target * 1000:>5.0f} ms")


if __name__ == "__main__":
    main()
