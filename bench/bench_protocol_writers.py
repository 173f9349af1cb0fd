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

WRITERS: list[tuple[str, Path, tuple[str, ...], float]] = [
    ("add constraint", FIXTURE, ("add", "Keep plans small.", "--type", "constraint",
                                 "--subject", QUALITY, "--facet", "workflow", "--evidence",
                                 "user-confirmed"), 0.15),
    ("add --candidate", FIXTURE, ("add", "Maybe cache plans.", "--type", "decision",
                                  "--candidate"), 0.15),
    ("add --supersedes", FIXTURE, ("add", "Fence only when needed.", "--type", "decision",
                                   "--supersedes", "MC-DEC-20260827-8f4c2a91", "--evidence",
                                   "user-confirmed"), 0.15),
    ("subject add", FIXTURE, ("subject", "add", "Write journal", "--kind", "concept",
                              "--evidence", "user-confirmed"), 0.15),
    ("forget --id (soft)", FIXTURE, ("forget", "--id", "MC-DEC-20260712-53d9eded"), 0.15),
    ("enable area/cli", FIXTURE, ("enable", "area/cli", "--path", "src/cli/**"), 0.15),
    ("compact", FIXTURE, ("compact",), 0.15),
    ("migrate (legacy-mixed)", LEGACY, ("migrate",), 0.3),
]


def copy(source: Path, root: Path) -> Path:
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(source, root / "docs" / "memory")
    return root


def command(project: Path, args: tuple[str, ...]) -> list[str]:
    return [sys.executable, "-m", "ecc_memory", "memory", "protocol", *args,
            "--project-root", str(project)]


def timed(argv: list[str], env: dict[str, str]) -> tuple[float, subprocess.CompletedProcess[str]]:
    start = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False, env=env)
    return time.perf_counter() - start, done


def sample(source: Path, args: tuple[str, ...], work: Path,
           env: dict[str, str]) -> tuple[float, float]:
    project = copy(source, work / "project")
    preview_s, shown = timed(command(project, (*args, "--json")), env)
    plan_id = json.loads(shown.stdout)["plan_id"]
    apply_s, done = timed(command(project, (*args, "--apply", "--confirm-plan", plan_id)), env)
    if done.returncode != 0:
        raise SystemExit(f"apply failed for {args}: {done.stderr or done.stdout}")
    return preview_s, apply_s


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
        rows = []
        floor = statistics.median(timed([sys.executable, "-c", "pass"], env)[0]
                                  for _ in range(runs))
        check = statistics.median(timed(command(copy(FIXTURE, work / "check"), ("check",)),
                                        env)[0] for _ in range(runs))
        rows.append(("check on the 0.7 fixture", check, None, 0.15))
        for label, source, args, target in WRITERS:
            samples = [sample(source, args, work, env) for _ in range(runs)]
            rows.append((label, statistics.median(s[0] for s in samples),
                         statistics.median(s[1] for s in samples), target))
    print(f"python -c pass (interpreter floor): {floor * 1000:.0f} ms; median of {runs} runs")
    print(f"{'operation':<28} {'preview':>9} {'apply':>9} {'target':>8}  verdict")
    for label, preview_s, apply_s, target in rows:
        worst = max(preview_s, apply_s or 0.0)
        verdict = "ok" if worst <= target else "over"
        apply_text = f"{apply_s * 1000:.0f} ms" if apply_s is not None else "-"
        print(f"{label:<28} {preview_s * 1000:>6.0f} ms {apply_text:>9} {target * 1000:>5.0f} ms"
              f"  {verdict}")


if __name__ == "__main__":
    main()
