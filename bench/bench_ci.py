"""Benchmark ``ecc memory ci`` as a whole process, the way a CI job runs it.

Builds two throw-away repositories with `git fast-import`, each with 10,000 commits on ``main``
and 5,000 team memories at HEAD; the first commit adds the project guard and a valid
``docs/memory/`` (the protocol fixture), so the protocol checker runs too:

* ``vault-first``: the first commit adds all 5,000 memories (as in bench_git.py), the other
  9,999 commits edit source files;
* ``one-per-commit``: every second commit adds one team memory, so 5,000 commits each change
  a 5,000-entry directory (the worst case for reading history).

For each it prints medians of wall and CPU time for:

* ``--base <root>``: every one of the 9,999 later commits plus HEAD's tree;
* ``--base HEAD~100``: a typical pull request (100 commits) plus HEAD's tree;
* no base (no remote): HEAD's tree only.

Target (issue 9): under 2 s on the 10,000-commit history.

Usage: python bench/bench_ci.py [--runs N] [--keep DIR]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_git import (  # the sibling script's helpers
    _data,
    clean_env,
    fast_import,
    median_time,
    team_memory,
)

ECC = [sys.executable, "-m", "ecc_memory", "memory", "ci"]
FIXTURE = Path(__file__).resolve().parents[1] / "tests" / "fixtures" / "memory-file-protocol-0.7"


def history_stream(commits: int, one_per_commit: bool) -> Iterator[bytes]:
    first = [(".ecc/memory/project/.gitignore", b"*\n!.gitignore\n")]
    for path in sorted((FIXTURE / "docs").rglob("*.md")):
        first.append((path.relative_to(FIXTURE).as_posix(), path.read_bytes()))
    if not one_per_commit:
        first += [
            (f".ecc/memory/team/facts/m{i:05d}.md", team_memory(i))
            for i in range(1, commits // 2 + 1)
        ]
    yield from _commit(1, "vault and docs/memory", first)
    for n in range(2, commits + 1):
        if one_per_commit and n % 2 == 0:
            i = n // 2
            change = (f".ecc/memory/team/facts/m{i:05d}.md", team_memory(i))
        else:
            change = (f"src/module{n % 50}.py", b"x = %d\n" % n)
        yield from _commit(n, f"change {n}", [change])


def _commit(n: int, message: str, changes: list[tuple[str, bytes]]) -> Iterator[bytes]:
    yield f"commit refs/heads/main\nmark :{n}\n".encode()
    yield f"committer Bench <bench@example.invalid> {1_700_000_000 + n} +0000\n".encode()
    yield _data(message)
    for path, content in changes:
        yield f"M 100644 inline {path}\n".encode() + _data(content)


def _time_rows(repo: Path, layout: str, env: dict[str, str], args: argparse.Namespace) -> None:
    root = subprocess.run(
        ["git", "rev-list", "--max-parents=0", "HEAD"],
        cwd=repo, env=env, capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    rows = [
        (f"--base <root> ({args.commits - 1} commits + tree)", ["--base", root]),
        ("--base HEAD~100 (100 commits + tree)", ["--base", "HEAD~100"]),
        ("no base (HEAD's tree only)", []),
    ]
    for label, extra in rows:
        done = subprocess.run([*ECC, *extra], cwd=repo, env=env, capture_output=True)
        wall, cpu = median_time([*ECC, *extra], repo, env, args.runs)
        verdict = "PASS" if wall < 2.0 else "MISS"
        print(f"| {layout} | {label} | {wall:.2f} | {cpu:.2f} | {done.returncode} | {verdict} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--commits", type=int, default=10_000)
    parser.add_argument("--keep", type=Path, help="build the repository here and keep it")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="bench-ci-"))
    work.mkdir(parents=True, exist_ok=True)
    home = work / "home"
    home.mkdir(exist_ok=True)
    env = clean_env(home)
    print(
        f"`ecc memory ci`, {args.commits} commits, {args.commits // 2} team memories at HEAD, "
        f"medians of {args.runs} runs (target < 2 s)\n"
    )
    print("| history | run | wall (s) | CPU (s) | exit | target |")
    print("|---|---|---|---|---|---|")
    try:
        for layout in ("vault-first", "one-per-commit"):
            repo = work / layout
            if not (repo / ".git").exists():
                stream = history_stream(args.commits, layout == "one-per-commit")
                fast_import(repo, env, stream)
            _time_rows(repo, layout, env, args)
    finally:
        if args.keep is None:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
