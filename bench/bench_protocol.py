"""Benchmark the protocol commands as whole processes and the parser's per-KB cost.

Usage: python bench/bench_protocol.py [--runs N]

Prints a table of medians against the targets of issue 3: ``check`` on the fixture (<= 0.15 s),
``check`` on a generated directory with 2,000 entries in decisions plus archive (<= 1 s),
``context --task implementation`` (<= 0.15 s), and the parse cost per KB at 1x, 10x and 100x.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

FIXTURE = (
    Path(__file__).resolve().parents[1] / "tests/fixtures/memory-file-protocol-0.7/docs/memory"
)


def copy_fixture(root: Path) -> Path:
    target = root / "docs" / "memory"
    shutil.copytree(FIXTURE, target)
    for path in [target, *target.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    return root


def entry(n: int, status: str = "superseded") -> str:
    relation = "Superseded-By: MC-DEC-20260801-07000007\n" if status == "superseded" else ""
    return (
        f"## MC-DEC-20250101-{n:08x} — Generated decision {n}\n\nStatus: {status}\n"
        f"{relation}Scope: project\nEvidence:\n- repo:src/module_{n}.py\n\n"
        f"Decision:\nUse approach {n} for component {n % 37}.\n\nReason:\n"
        f"It keeps component {n % 37} simple.\n\n"
    )


def generate_large(root: Path, entries: int = 2000) -> Path:
    """The fixture plus ``entries`` archived decisions spread over 40 archive files."""
    copy_fixture(root)
    archive = root / "docs" / "memory" / "archive"
    per_file = entries // 40
    for index in range(40):
        body = "".join(entry(index * per_file + n + 1, "active") for n in range(per_file))
        (archive / f"decisions-2025-{index:04d}.md").write_text(
            f"# Archived Memory: decisions.md\n\n{body}", encoding="utf-8"
        )
    return root


def median_seconds(action: Callable[[], object], runs: int) -> float:
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def bench_env(cache: Path) -> dict[str, str]:
    """Byte-code caching on (as in an installed package), written outside the source tree."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(cache)
    return env


def run_cli(project: Path, env: dict[str, str], *args: str) -> Callable[[], object]:
    command = [
        sys.executable,
        "-m",
        "ecc_memory",
        "memory",
        "protocol",
        *args,
        "--project-root",
        str(project),
    ]

    def action() -> object:
        return subprocess.run(command, capture_output=True, check=False, env=env)

    return action


def parse_costs(runs: int) -> list[tuple[str, float, float]]:
    """(label, median seconds, ms per KB) for the fixture's decisions.md at growing sizes."""
    from ecc_memory.protocol import check_tree

    base = (FIXTURE / "decisions.md").read_text(encoding="utf-8")
    head, _, body = base.partition("## ")
    rows = []
    for factor in (1, 10, 100):
        chunks = [("## " + body).replace("-8f4c2a91", f"-{i:08x}", 1) for i in range(factor)]
        text = (head + "".join(chunks)).encode("utf-8")
        seconds = median_seconds(lambda t=text: check_tree({"decisions.md": t}), runs)
        rows.append(
            (
                f"parse+check decisions.md x{factor} ({len(text) / 1024:.0f} KB)",
                seconds,
                seconds * 1000 / (len(text) / 1024),
            )
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as tmp:
        small = copy_fixture(Path(tmp) / "fixture")
        large = generate_large(Path(tmp) / "large")
        env = bench_env(Path(tmp) / "pycache")
        figures = [
            (
                "python -c pass (interpreter floor)",
                lambda: subprocess.run([sys.executable, "-c", "pass"], check=False),
                None,
            ),
            ("startup: protocol --help", run_cli(small, env, "--help"), None),
            ("check on the fixture", run_cli(small, env, "check"), 0.15),
            ("check --conflicts on the fixture", run_cli(small, env, "check", "--conflicts"), 0.15),
            ("check, 2,000 archived entries", run_cli(large, env, "check"), 1.0),
            (
                "context --task implementation",
                run_cli(small, env, "context", "--task", "implementation"),
                0.15,
            ),
            ("status on the fixture", run_cli(small, env, "status"), None),
        ]
        print(f"{'figure':44} {'median s':>9} {'target s':>9} {'ratio':>6}")
        for label, action, target in figures:
            action()  # warm the file cache and bytecode
            seconds = median_seconds(action, runs)
            ratio = f"{seconds / target:.2f}" if target else "-"
            shown = f"{target:.2f}" if target else "-"
            print(f"{label:44} {seconds:9.3f} {shown:>9} {ratio:>6}")
    print()
    rows = parse_costs(runs)
    base_per_kb = rows[0][2]
    print(f"{'parse cost':44} {'median s':>9} {'ms/KB':>9} {'vs x1':>6}")
    for label, seconds, per_kb in rows:
        print(f"{label:44} {seconds:9.4f} {per_kb:9.3f} {per_kb / base_per_kb:6.2f}")


if __name__ == "__main__":
    main()
