"""The cold index build (issue 21: <= 12 s at 100,000 memories), this checkout against another.

Each round deletes both sides' index caches and runs the first search, which builds the index
from every file, on each side alternately (A B, then B A in the next round, so neither side
always runs first), with the interpreter floor in the same round. The other side's ``src``
directory (``git archive <rev> src | tar -x -C /tmp/base``) is put first on ``PYTHONPATH``.
Prints medians and min-max of wall and CPU time (the process and its workers) and the ratio
this / baseline. Without ``--baseline`` only this checkout runs. Not a test: nothing here
asserts a time.

    python bench/bench_cold_build.py --baseline /tmp/base/src --size 100000 --rounds 5
    python bench/bench_cold_build.py --size 100000 --corpus dense --rounds 3
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bench_vault  # noqa: E402  (the vault generator, its cache and the timed runs)

QUERY = ("release", "notes")


def _sides(vault: bench_vault.Vault, baseline: Path | None) -> dict[str, dict[str, str]]:
    base = {**bench_vault.bench_env(vault), "ECC_MEMORY_WATCH": "off"}
    sides = {}
    for name, path in (("baseline", baseline), ("this", None)):
        if name == "baseline" and path is None:
            continue
        env = {**base, "XDG_CACHE_HOME": str(vault.base / f"cold-cache-{name}")}
        if path is not None:
            env["PYTHONPATH"] = str(path)
        sides[name] = env
    return sides


def _row(name: str, runs: list[bench_vault.Run]) -> str:
    wall = [run.seconds for run in runs]
    cpu = [run.cpu for run in runs]
    return (
        f"| {name} | {statistics.median(wall):.3f} ({min(wall):.3f}-{max(wall):.3f}) "
        f"| {statistics.median(cpu):.3f} ({min(cpu):.3f}-{max(cpu):.3f}) "
        f"| {max(run.maxrss for run in runs) / 2**20:.0f} |"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, help="the other side's src/")
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--corpus", default="bench", help="bench or dense")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    vault = bench_vault.generate(args.size, args.corpus)
    sides = _sides(vault, args.baseline)
    runs: dict[str, list[bench_vault.Run]] = {"`python -c pass`": []}
    runs.update({name: [] for name in sides})
    failures = []
    floor_env = bench_vault.bench_env(vault)
    for number in range(args.rounds):
        floor = bench_vault.spawn([sys.executable, "-c", "pass"], vault.repo, floor_env)
        runs["`python -c pass`"].append(floor)
        order = list(sides) if number % 2 == 0 else list(reversed(sides))
        for name in order:
            env = sides[name]
            shutil.rmtree(env["XDG_CACHE_HOME"], ignore_errors=True)
            run = bench_vault.run(["memory", "search", *QUERY, "--json"], vault.repo, env)
            runs[name].append(run)
            if run.code != 0:
                failures.append(f"{name}: exit {run.code}: {run.stderr.strip()[:300]}")
            print(f"  round {number + 1}/{args.rounds} {name}: {run.seconds:.2f} s "
                  f"({run.cpu:.2f} s CPU)", file=sys.stderr)  # fmt: skip
    print(f"\nCold index build, {args.size:,} memories ({args.corpus}), {args.rounds} rounds\n")
    print("| side | wall s, median (min-max) | CPU s, median (min-max) | peak RSS MB |")
    print("|---|---:|---:|---:|")
    for name, measured in runs.items():
        print(_row(name, measured))
    if "baseline" in runs:
        ratio = statistics.median(r.seconds for r in runs["this"]) / statistics.median(
            r.seconds for r in runs["baseline"]
        )
        cpu_ratio = statistics.median(r.cpu for r in runs["this"]) / statistics.median(
            r.cpu for r in runs["baseline"]
        )
        print(f"\nthis / baseline: wall {ratio:.2f}x, CPU {cpu_ratio:.2f}x")
    for failure in failures:
        print(f"FAILED {failure}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
