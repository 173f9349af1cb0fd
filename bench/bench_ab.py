"""This checkout against another one on the freshness paths, paired: doctor and the idle search.

The other side's ``src`` directory (for example ``git archive main src | tar -x -C /tmp/main``)
is put first on ``PYTHONPATH``; each side keeps its own index. Every round runs the interpreter
floor, the reference's doctor when a checkout is given, then each operation on both sides
alternately, and the table gives medians, min-max and ratios. Not a test: nothing here asserts
a time.

    python bench/bench_ab.py --baseline /tmp/main/src --size 10000 --reference /work/ref-ecc
    python bench/bench_ab.py --baseline /tmp/main/src --size 100000 --corpus bench --rounds 5
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bench_vault  # noqa: E402  (the vault generator, its cache and the timed runs)

QUERY = ("deploy", "session")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", type=Path, required=True, help="the other side's src/")
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--corpus", default="dense", help="bench or dense")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--reference", type=Path, help="a reference checkout (doctor only)")
    args = parser.parse_args(argv)
    vault = bench_vault.generate(args.size, args.corpus)
    base = bench_vault.bench_env(vault)
    sides = {}
    for name, path in (("baseline", str(args.baseline)), ("this", "")):
        env = {**base, "XDG_CACHE_HOME": str(vault.base / f"ab-cache-{name}")}
        if path:
            env["PYTHONPATH"] = path
        sides[name] = env
    for name, env in sides.items():  # a cold build per side, only when its index is missing
        if not Path(env["XDG_CACHE_HOME"]).exists():
            run = bench_vault.run(["memory", "search", *QUERY, "--json"], vault.repo, env)
            print(f"{name}: cold build {run.seconds:.2f} s ({run.cpu:.2f} s CPU, "
                  f"{run.maxrss / 2**20:.0f} MB)", file=sys.stderr)  # fmt: skip
    times: dict[str, list[bench_vault.Run]] = {}
    for number in range(args.rounds + 1):  # the first round warms caches and is dropped
        results = {"`python -c pass`": bench_vault.spawn([sys.executable, "-c", "pass"],
                                                         vault.repo, base)}  # fmt: skip
        if args.reference is not None:
            script = str(args.reference / "scripts" / "memory.js")
            results["reference doctor"] = bench_vault.spawn(
                ["node", script, "doctor", "--json"], vault.repo, base
            )
        for name, env in sides.items():
            idle = {**env, "ECC_MEMORY_INDEX_VERIFY_SECONDS": "0"}
            results[f"{name}: doctor warm"] = bench_vault.run(
                ["memory", "doctor", "--json"], vault.repo, env
            )
            results[f"{name}: search after idle"] = bench_vault.run(
                ["memory", "search", *QUERY, "--json"], vault.repo, idle
            )
            results[f"{name}: search warm"] = bench_vault.run(
                ["memory", "search", *QUERY, "--json"], vault.repo, env
            )
        if number:
            for label, run in results.items():
                times.setdefault(label, []).append(run)
    print(f"{args.size:,} {args.corpus} memories, {args.rounds} rounds\n")
    print("| command | median s (min-max) | CPU s | peak RSS | ratio this / baseline |")
    print("|---|---:|---:|---:|---:|")
    for label, runs in times.items():
        seconds = [run.seconds for run in runs]
        median = statistics.median(seconds)
        ratio = ""
        if label.startswith("this: "):
            other = times["baseline: " + label.removeprefix("this: ")]
            ratio = f"{median / statistics.median(run.seconds for run in other):.2f}"
        if label.endswith("doctor warm") and "reference doctor" in times:
            theirs = statistics.median(run.seconds for run in times["reference doctor"])
            ratio += f" (reference: {median / theirs:.3f})"
        print(f"| {label} | {median:.3f} ({min(seconds):.3f}-{max(seconds):.3f}) "
              f"| {statistics.median(run.cpu for run in runs):.3f} "
              f"| {max(run.maxrss for run in runs) / 2**20:.0f} MB | {ratio} |")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
