"""The secret scanner's throughput on prose with and without detector keywords (issue 22).

Generates memory bodies of both kinds with ``bench_vault``'s corpora -- ``bench`` (Zipf prose,
few of the detectors' keywords) and ``dense`` (engineering notes where nearly every line holds
*token*, *auth*, *session*, *key*, a URL, ...) -- and times ``detectors.scan_text`` over them in
this process, best of several passes. Prints MB/s for each kind and the ratio; issue 22 wants
dense prose within 2x of keyword-free prose. Not a test: nothing here asserts a time.

    python bench/bench_scanner.py                 # 4,000 bodies of each kind, best of 5
    python bench/bench_scanner.py --bodies 20000 --passes 3
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bench_vault  # noqa: E402  (the corpora)

from ecc_memory.detectors import scan_text  # noqa: E402


def bodies(kind: str, count: int) -> list[str]:
    corpus = bench_vault.CORPORA[kind](bench_vault.SEED + 7)
    return [corpus.body() for _ in range(count)]


def throughput(texts: list[str], passes: int) -> tuple[float, int]:
    """Best MB/s over ``passes`` scans of every text, and the findings (expected: none)."""
    size = sum(len(text.encode()) for text in texts)
    best = float("inf")
    found = 0
    for _ in range(passes):
        started = time.perf_counter()
        found = sum(len(scan_text(text)) for text in texts)
        best = min(best, time.perf_counter() - started)
    return size / best / 1e6, found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bodies", type=int, default=4000, help="bodies of each kind")
    parser.add_argument("--passes", type=int, default=5, help="timed passes (best is kept)")
    args = parser.parse_args(argv)
    scan_text("warm up: token key session https://x.internal/ curl login")  # compile once
    rates = {}
    print("| corpus | bodies | MB/s (best) | findings |\n|---|---:|---:|---:|")
    for kind in ("bench", "dense"):
        rate, found = throughput(bodies(kind, args.bodies), max(1, args.passes))
        rates[kind] = rate
        print(f"| {kind} | {args.bodies:,} | {rate:.1f} | {found} |")
    ratio = rates["bench"] / rates["dense"]
    print(f"\nkeyword-free / keyword-dense throughput: {ratio:.2f}x (issue 22: within 2x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
