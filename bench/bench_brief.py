"""Benchmark the session hooks (issue 13): the brief at 10,000 memories with the 0.7 fixture.

Reuses ``bench_vault``'s generated vault (``bench/out/vault-<size>-g<version>``, cached) and a
small git repository of its own (``bench/out/brief-repo``) holding the Memory File Protocol 0.7
fixture under ``docs/memory/`` and a feature branch with a handoff; the repository points at
the generated vault through ``ECC_MEMORY_PROJECT_ROOT``. Every figure is a whole process, the
way a harness pays for a hook, run through the ``ecc`` console script the hooks call:

- ``brief`` warm: ``ecc memory brief --harness claude`` with the index cache in place
- ``brief --hook``: the Claude Code ``SessionStart`` payload on stdin
- ``brief --json``: what an MCP-less tool would call
- ``brief`` cold: the first brief after the index cache was deleted (it reads the newest files
  and builds no index)
- ``session-end`` unchanged: nothing changed since the branch's last handoff (no write)
- ``session-end`` writing: a new untracked file each run, so a handoff is written every time

Prints a Markdown table of medians (wall and CPU) with the targets: brief <= 0.15 s per
process, session-end <= 1 s (Claude Code gives all SessionEnd hooks 1.5 s). Memories the
script writes are removed again at the end. Not a test: nothing asserts a time.

    python bench/bench_brief.py                 # 10,000 memories, 9 runs per median
    python bench/bench_brief.py --size 1000 --repeat 5
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bench_vault  # noqa: E402  (the vault generator, cached runs, calibration)

FIXTURE = HERE.parent / "tests" / "fixtures" / "memory-file-protocol-0.7" / "docs"
PAYLOAD = HERE.parent / "tests" / "fixtures" / "hook-payloads" / "claude-session-start.json"
ECC = Path(sys.executable).parent / "ecc"
TARGETS = {"brief": 0.15, "session-end": 1.0}


@dataclass
class Sample:
    seconds: float
    cpu: float
    code: int
    stdout: bytes
    stderr: bytes


def spawn(args: list[str], cwd: Path, env: dict[str, str], stdin: bytes = b"") -> Sample:
    """One whole process, timed from spawn to reap, with its own CPU time (wait4)."""
    with (
        tempfile.TemporaryFile() as inp,
        tempfile.TemporaryFile() as out,
        tempfile.TemporaryFile() as err,
    ):
        inp.write(stdin)
        inp.seek(0)
        started = time.perf_counter()
        process = subprocess.Popen(args, cwd=cwd, env=env, stdin=inp, stdout=out, stderr=err)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - started
        out.seek(0)
        err.seek(0)
        code = os.waitstatus_to_exitcode(status)
        return Sample(elapsed, usage.ru_utime + usage.ru_stime, code, out.read(), err.read())


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=repo, check=True, capture_output=True)


def make_repo(vault: bench_vault.Vault) -> Path:
    repo = bench_vault.OUT / "brief-repo"
    if repo.exists():
        shutil.rmtree(repo)
    repo.mkdir(parents=True)
    git(repo, "init", "-q", "-b", "main")
    git(repo, "config", "user.email", "bench@ecc-memory.invalid")
    git(repo, "config", "user.name", "bench")
    git(repo, "config", "commit.gpgsign", "false")
    shutil.copytree(FIXTURE, repo / "docs")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "Adopt the memory protocol")
    git(repo, "checkout", "-q", "-b", "feature/login")
    (repo / "login.py").write_text("def login():\n    return True\n")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "Add login")
    return repo


def environment(vault: bench_vault.Vault) -> dict[str, str]:
    env = bench_vault.bench_env(vault)
    env["ECC_MEMORY_PROJECT_ROOT"] = str(vault.memory_root)
    env.pop("ECC_MEMORY_HARNESS", None)  # the hooks name their harness on the command line
    return env


def median_of(samples: list[Sample]) -> tuple[float, float]:
    for sample in samples:
        if sample.code != 0:
            raise SystemExit(f"a run failed ({sample.code}): {sample.stderr.decode()[:500]}")
    return (
        statistics.median(s.seconds for s in samples),
        statistics.median(s.cpu for s in samples),
    )


def measure(vault: bench_vault.Vault, repo: Path, repeat: int) -> dict[str, object]:
    env = environment(vault)
    payload = json.loads(PAYLOAD.read_text())
    payload["cwd"] = str(repo)
    stdin = json.dumps(payload).encode()
    brief = [str(ECC), "memory", "brief", "--harness", "claude"]
    end = [str(ECC), "memory", "session-end", "--harness", "claude"]
    elsewhere = Path(tempfile.gettempdir())
    rows: dict[str, object] = {}

    first = spawn(end, repo, env, stdin)  # the branch's first handoff
    assert first.code == 0, first.stderr
    # A search builds the index (a brief never does: without one it reads the newest files).
    spawn([str(ECC), "memory", "search", "warm up"], repo, env)
    warm = [spawn(brief, repo, env) for _ in range(repeat)]
    rows["brief"] = median_of(warm)
    last = json.loads(spawn([*brief, "--json"], repo, env).stdout)
    rows["brief --hook"] = median_of(
        [spawn([*brief, "--hook"], elsewhere, env, stdin) for _ in range(repeat)]
    )
    rows["brief --json"] = median_of([spawn([*brief, "--json"], repo, env) for _ in range(repeat)])
    cold = []
    for _ in range(max(1, repeat // 3)):
        shutil.rmtree(vault.cache, ignore_errors=True)
        cold.append(spawn(brief, repo, env))
    rows["brief, first session (no index, cold)"] = median_of(cold)
    spawn([str(ECC), "memory", "search", "warm up"], repo, env)
    rows["session-end unchanged"] = median_of([spawn(end, repo, env, stdin) for _ in range(repeat)])
    writing = []
    for number in range(repeat):
        (repo / f"scratch-{number}.txt").write_text(f"{number}\n")
        writing.append(spawn(end, repo, env, stdin))
    rows["session-end writing"] = median_of(writing)
    return {
        "rows": rows,
        "brief": {k: last[k] for k in ("tokens", "characters", "included", "omitted", "protocol")},
    }


def table(size: int, results: dict[str, object]) -> str:
    rows = results["rows"]
    assert isinstance(rows, dict)
    lines = [
        f"| command ({size:,} memories + 0.7 fixture) | median wall s | median CPU s | "
        "target | verdict |",
        "|---|---|---|---|---|",
    ]
    for name, (wall, cpu) in rows.items():
        kind = "session-end" if name.startswith("session-end") else "brief"
        target = TARGETS[kind] if "cold" not in name else None
        verdict = "" if target is None else ("PASS" if wall <= target else "MISS")
        shown = "" if target is None else f"<= {target}"
        lines.append(f"| `{name}` | {wall:.3f} | {cpu:.3f} | {shown} | {verdict} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=9)
    args = parser.parse_args(argv)
    print(f"calibration: {bench_vault.calibration_ms():.0f} ms", file=sys.stderr)
    vault = bench_vault.generate(args.size)
    bench_vault.clean_extras(vault)
    repo = make_repo(vault)
    try:
        results = measure(vault, repo, args.repeat)
    finally:
        removed = bench_vault.clean_extras(vault)
    print(
        f"removed {removed} memories written by this run; "
        f"calibration: {bench_vault.calibration_ms():.0f} ms",
        file=sys.stderr,
    )
    print(table(args.size, results))
    print()
    print(f"brief: {json.dumps(results['brief'])}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
