"""Benchmark the docs/memory/ merge driver as a whole process, the way git runs it.

For each file of the Memory File Protocol 0.7 fixture that branches edit every day, both sides
add a unit (a decision, an inbox candidate, a changelog day, a Subject) and the driver merges
them: ``python -P -m ecc_memory.entry merge-file BASE OURS THEIRS PATH``, exactly the command
``ecc memory hooks install`` registers. Prints medians of wall and CPU time per process
(target: <= 0.15 s), the interpreter floor, and the in-process merge time.

Usage: python bench/bench_merge.py [--runs N]
"""

from __future__ import annotations

import argparse
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ecc_memory.protocol.merge.merge import merge_memory

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "fixtures" / "memory-file-protocol-0.7" / "docs" / "memory"
DRIVER = [sys.executable, "-P", "-m", "ecc_memory.entry", "merge-file"]


def decision(suffix: str, date: str, facet: str) -> bytes:
    return (
        f"## MC-DEC-{date}-{suffix} \u2014 Decision {suffix}\n\nStatus: active\n"
        "Scope: project\nSubject: MC-SUBJ-20260729-7e5c3a91\nFacet: "
        f"{facet}\nEvidence:\n- user-confirmed\n\nDecision:\nDo it.\n\n"
    ).encode()


def candidate(suffix: str) -> bytes:
    return (
        f"\n## MC-INBOX-20261201-{suffix} \u2014 Candidate\n\nStatus: candidate\n"
        "Candidate-Type: constraint\nScope: project\nEvidence:\n- agent-observed\n\n"
        "Statement:\nMaybe.\n\nPromotion-Requirement:\nAsk.\n"
    ).encode()


def subject(suffix: str) -> bytes:
    return (
        f"## MC-SUBJ-20261201-{suffix} \u2014 Subject {suffix}\n\nStatus: active\n"
        f"Kind: feature\nCanonical-Ref: feature:f{suffix}\nEvidence:\n- user-confirmed\n\n"
        f"Aliases:\n- alias {suffix}\n\n"
    ).encode()


def before(data: bytes, anchor: bytes, unit: bytes) -> bytes:
    at = data.index(anchor)
    return data[:at] + unit + data[at:]


CASES = {
    "decisions.md": lambda d, s: before(
        d,
        b"## MC-DEC-20260827",
        decision(s * 8, "2026120" + s, "workflow" if s == "1" else "performance"),
    ),
    "inbox.md": lambda d, s: d + candidate(s * 8),
    "changelog.md": lambda d, s: before(
        d, b"## 2026-08-09", f"## 2026-12-0{s}\n- Day {s}.\n\n".encode()
    ),
    "subjects.md": lambda d, s: before(d, b"## MC-SUBJ-20260801-60000006", subject(s * 8)),
}


def median_process(args: list[str], runs: int, reset: object) -> tuple[float, float]:
    walls, cpus = [], []
    for _ in range(runs):
        reset()  # type: ignore[operator]
        start = resource.getrusage(resource.RUSAGE_CHILDREN)
        began = time.perf_counter()
        subprocess.run(args, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append(time.perf_counter() - began)
        end = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(end.ru_utime - start.ru_utime + end.ru_stime - start.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    runs = parser.parse_args().runs
    work = Path(tempfile.mkdtemp(prefix="bench-merge-"))
    try:
        rows = [
            (
                "floor: python -P -c pass",
                *median_process([sys.executable, "-P", "-c", "pass"], runs, lambda: None),
            )
        ]
        for name, change in CASES.items():
            base = (FIXTURE / name).read_bytes()
            ours, theirs = change(base, "1"), change(base, "2")
            paths = [work / f"{name}.{side}" for side in ("base", "ours", "theirs")]
            for path, data in zip(paths, (base, ours, theirs), strict=True):
                path.write_bytes(data)

            def reset(target: Path = paths[1], data: bytes = ours) -> None:
                target.write_bytes(data)

            wall, cpu = median_process(
                [*DRIVER, *map(str, paths), f"docs/memory/{name}"], runs, reset
            )
            began = time.perf_counter()
            for _ in range(runs):
                result = merge_memory(base, ours, theirs)
            inproc = (time.perf_counter() - began) / runs
            assert result is not None
            assert result.conflicts == 0
            rows.append(
                (
                    f"merge-file {name} ({len(base)} bytes, in-process {inproc * 1000:.1f} ms)",
                    wall,
                    cpu,
                )
            )
    finally:
        shutil.rmtree(work)
    print(f"runs per row: {runs}; target: <= 0.15 s per driver process")
    print(f"{'measurement':<66} {'wall':>8} {'cpu':>8}")
    for label, wall, cpu in rows:
        print(f"{label:<66} {wall:>7.3f}s {cpu:>7.3f}s")


if __name__ == "__main__":
    main()
