"""Benchmark the git hooks as whole processes, the way git runs them.

Builds throw-away repositories with `git fast-import`, then prints medians of wall time:

* the guard on a commit that stages one team memory, in a repository whose vault holds 5,000
  committed team memories and 1,000 commits, against the same commit in a repository with an
  empty vault (target, issue 21: <= 0.15 s, ratio <= 1.5: the guard must not scan the vault),
  run as git runs it (``GIT_INDEX_FILE`` set); and the same check run by hand, as ``pre-commit
  run --all-files`` does, which judges every tracked memory file; both again where a root
  ``.gitattributes`` names a filter (``*.png filter=lfs``), so that ``git check-attr`` is asked;
* post-commit after a commit outside the memory paths, and after one that adds a team memory
  (target, issue 21: <= 0.1 s for the first: no pygit2, no click);
* post-checkout for a file checkout, for ``git checkout -b`` (same commit) and for a branch
  switch that writes a handoff, or finds one up to date, in a repository with 10,000 commits
  (target: <= 0.1 s where nothing can need a handoff, <= 0.5 s for the switch).

Usage: python bench/bench_git.py [--runs N] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from ecc_memory.vault.document import new_memory, serialize

# What installed hook scripts run (ecc_memory.cli.git has no __main__ since the package move).
PY = [sys.executable, "-P", "-m", "ecc_memory.entry"]
ECC = str(Path(sys.executable).parent / "ecc")


def clean_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GIT_", "ECC_MEMORY_"))}
    # Bytecode caches as on a user's machine (these machines set PYTHONDONTWRITEBYTECODE, which
    # would recompile every module of an editable install in every hook).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(HOME=str(home), GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=str(home / ".gitconfig"))
    (home / ".gitconfig").write_text(
        "[user]\n\tname = Bench\n\temail = bench@example.invalid\n[init]\n\tdefaultBranch = main\n"
    )
    return env


def _data(text: str | bytes) -> bytes:
    raw = text.encode("utf-8") if isinstance(text, str) else text
    return b"data %d\n" % len(raw) + raw + b"\n"


def _commit(ref: str, n: int, message: str, changes: list[tuple[str, bytes]]) -> Iterator[bytes]:
    yield f"commit {ref}\nmark :{n}\n".encode()
    yield f"committer Bench <bench@example.invalid> {1_700_000_000 + n} +0000\n".encode()
    yield _data(message)
    for path, content in changes:
        yield f"M 100644 inline {path}\n".encode() + _data(content)


def fast_import(repo: Path, env: dict[str, str], stream: Iterator[bytes]) -> None:
    subprocess.run(["git", "init", "-q", "-b", "main", str(repo)], check=True, env=env)
    proc = subprocess.Popen(
        ["git", "fast-import", "--quiet"], cwd=repo, stdin=subprocess.PIPE, env=env
    )
    assert proc.stdin is not None
    for chunk in stream:
        proc.stdin.write(chunk)
    proc.stdin.close()
    if proc.wait() != 0:
        raise SystemExit("git fast-import failed")
    subprocess.run(["git", "reset", "-q", "--hard", "main"], cwd=repo, check=True, env=env)


def team_memory(i: int) -> bytes:
    body = f"Memory {i}. " + "The build uses make and the tests run with pytest. " * 10
    memory = new_memory(
        title=f"Team fact {i}", body=body, source_harness="codex", kind="fact", scope="team"
    )
    return serialize(memory)


def vault_stream(memories: int, commits: int, attributes: bytes = b"") -> Iterator[bytes]:
    files = [(f".ecc/memory/team/facts/m{i:05d}.md", team_memory(i)) for i in range(memories)]
    files.append((".ecc/memory/project/.gitignore", b"*\n!.gitignore\n"))
    if attributes:
        files.append((".gitattributes", attributes))
    yield from _commit("refs/heads/main", 1, "vault", files)
    for n in range(2, commits + 1):
        yield from _commit("refs/heads/main", n, f"change {n}", [("log.txt", b"%d\n" % n)])


def history_stream(commits: int, branch_commits: int) -> Iterator[bytes]:
    base = commits - branch_commits
    for n in range(1, commits + 1):
        path = f"src/module{n % 50}.py"
        yield from _commit("refs/heads/main", n, f"main change {n}", [(path, b"x = %d\n" % n)])
        if n == base:
            yield b"reset refs/heads/feature/bench\nfrom :%d\n\n" % n
    for k in range(branch_commits):
        mark = commits + 1 + k
        parent = base if k == 0 else mark - 1
        yield f"commit refs/heads/feature/bench\nmark :{mark}\n".encode()
        yield f"committer Bench <bench@example.invalid> {1_800_000_000 + k} +0000\n".encode()
        yield _data(f"feature step {k}")
        yield b"from :%d\n" % parent
        yield f"M 100644 inline feature/f{k}.py\n".encode() + _data(f"y = {k}\n")


def median_time(
    cmd: list[str], cwd: Path, env: dict[str, str], runs: int, reset=None
) -> tuple[float, float]:
    """Medians of wall time and of the child's CPU time (user + system).

    On a shared machine the wall time includes waiting for a core; the CPU time does not,
    so both are printed.
    """
    walls, cpus = [], []
    if reset:
        reset()
    probe = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, check=False)
    if probe.returncode != 0:  # a failing command would time its error path, not the work
        sys.exit(f"{' '.join(cmd[-3:])} failed ({probe.returncode}): {probe.stderr[-400:]!r}")
    for _ in range(runs):
        if reset:
            reset()
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, check=False)
        walls.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return statistics.median(walls), statistics.median(cpus)


def median_pair(
    cmd: list[str], first: Path, second: Path, env: dict[str, str], runs: int
) -> tuple[tuple[float, float], tuple[float, float]]:
    a: list[tuple[float, float]] = []
    b: list[tuple[float, float]] = []
    for _ in range(runs):
        a.append(median_time(cmd, first, env, 1))
        b.append(median_time(cmd, second, env, 1))

    def med(xs: list[tuple[float, float]]) -> tuple[float, float]:
        return statistics.median(x[0] for x in xs), statistics.median(x[1] for x in xs)

    return med(a), med(b)


def stage_one(repo: Path, env: dict[str, str]) -> None:
    rel = ".ecc/memory/team/facts/new.md"
    (repo / rel).parent.mkdir(parents=True, exist_ok=True)
    (repo / rel).write_bytes(team_memory(999_999))
    subprocess.run(["git", "add", rel], cwd=repo, env=env, check=True)
    # Approve it, so the guard runs every check (parse, location, deep secret scan, review).
    from ecc_memory.git import review
    from ecc_memory.git.repo import open_repo
    from ecc_memory.view.watched import Layout

    handle = open_repo(repo)
    review.record_approvals(handle, review.staged_team_docs(handle, Layout()))


def _ratio(a: tuple[float, float], b: tuple[float, float]) -> tuple[float, float]:
    return a[0] / b[0], a[1] / b[1]


def _commit_one_memory(repo: Path, env: dict[str, str]) -> Path:
    """A small repository whose last commit adds a team memory (post-commit reads it)."""
    if not (repo / ".git").exists():
        fast_import(repo, env, vault_stream(10, 2))
        rel = ".ecc/memory/team/facts/added.md"
        (repo / rel).write_bytes(team_memory(424_242))
        subprocess.run(["git", "add", rel], cwd=repo, env=env, check=True)
        subprocess.run(["git", "commit", "-q", "--no-verify", "-m", "one memory"], cwd=repo,
                       env=env, check=True)  # fmt: skip
    return repo


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--keep", type=Path)
    args = parser.parse_args()
    work = Path(args.keep or tempfile.mkdtemp(prefix="bench-git-"))
    work.mkdir(parents=True, exist_ok=True)
    home = work / "home"
    home.mkdir(exist_ok=True)
    env = clean_env(home)
    rows: list[tuple[str, tuple[float, float], str]] = []

    for label, code in (
        ("floor: python -c pass", "pass"),
        ("floor: import pygit2 + click", "import pygit2, click"),
        (
            "floor: + detect-secrets scanning modules",
            "import pygit2, click, detect_secrets.core.scan",
        ),
    ):
        rows.append((label, median_time([sys.executable, "-c", code], work, env, args.runs), ""))

    full, empty = work / "vault5000", work / "vault0"
    t0 = time.perf_counter()
    fast_import(full, env, vault_stream(5000, 1000))
    fast_import(empty, env, vault_stream(0, 1000))
    print(f"built vault repositories in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    for repo in (full, empty):
        stage_one(repo, env)
    # git gives a commit's hooks the index it commits; run by hand, a check judges every file.
    committing = {**env, "GIT_INDEX_FILE": ".git/index"}
    # Interleaved, so drift in the machine's load hits both repositories alike.
    guard_full, guard_empty = median_pair([*PY, "run", "guard"], full, empty, committing, args.runs)
    rows.append(("guard, native entry, 5,000-memory vault", guard_full, "<= 0.15 s"))
    rows.append(("guard, native entry, empty vault", guard_empty, ""))
    ratio = (guard_full[0] / guard_empty[0], guard_full[1] / guard_empty[1])
    rows.append(("  ratio 5,000 / empty", ratio, "<= 1.5"))
    ecc_guard = median_time([ECC, "memory", "hooks", "run", "guard"], full, committing, args.runs)
    rows.append(("guard, `ecc memory hooks run guard` (pre-commit entry), 5,000", ecc_guard, ""))
    by_hand = median_time([*PY, "run", "guard"], full, env, args.runs)
    rows.append(("guard run by hand (--all-files: every tracked memory), 5,000", by_hand, ""))
    all_checks = median_time([*PY, "run", "pre-commit"], full, committing, args.runs)
    rows.append(("native pre-commit (guard + gitignore), 5,000", all_checks, ""))
    lfs = work / "vault5000-lfs"
    fast_import(lfs, env, vault_stream(5000, 1000, b"*.png filter=lfs diff=lfs merge=lfs -text\n"))
    stage_one(lfs, env)
    asked = median_time([*PY, "run", "guard"], lfs, committing, args.runs)
    rows.append(("guard, 5,000, a .gitattributes naming a filter (check-attr)", asked, ""))
    asked_all = median_time([*PY, "run", "guard"], lfs, env, args.runs)
    rows.append(("  the same run by hand (every tracked memory)", asked_all, ""))
    post_commit = median_time([*PY, "run", "post-commit"], full, env, args.runs)
    rows.append(("native post-commit, commit outside the memory paths", post_commit, "<= 0.10 s"))
    rows.append(("  ratio to python -c pass", _ratio(post_commit, rows[0][1]), ""))
    memory_commit = _commit_one_memory(work / "vault-commit", env)
    touching = median_time([*PY, "run", "post-commit"], memory_commit, env, args.runs)
    rows.append(("native post-commit, commit that adds a team memory", touching, ""))

    hist = work / "history10000"
    t0 = time.perf_counter()
    fast_import(hist, env, history_stream(10_000, 20))
    print(f"built 10,000-commit repository in {time.perf_counter() - t0:.1f} s", file=sys.stderr)
    git = ["git", "-C", str(hist)]
    subprocess.run([*git, "checkout", "-q", "feature/bench"], env=env, check=True)
    subprocess.run([*git, "checkout", "-q", "main"], env=env, check=True)
    prev = subprocess.run(
        [*git, "rev-parse", "feature/bench"], env=env, capture_output=True, text=True, check=True
    ).stdout.strip()
    new = subprocess.run(
        [*git, "rev-parse", "main"], env=env, capture_output=True, text=True, check=True
    ).stdout.strip()
    handoffs = hist / ".ecc/memory/project/handoffs"

    def wipe() -> None:
        shutil.rmtree(handoffs, ignore_errors=True)

    hook = [*PY, "run", "post-checkout", prev, new, "1"]
    for label, argv in (
        ("post-checkout, a file checkout (flag 0)", [prev, new, "0"]),
        ("post-checkout, git checkout -b (same commit)", [new, new, "1"]),
    ):
        quick = median_time([*PY, "run", "post-checkout", *argv], hist, env, args.runs)
        rows.append((label, quick, "<= 0.10 s"))
    rows.append(
        (
            "post-checkout handoff (writes), 10,000 commits",
            median_time(hook, hist, env, args.runs, wipe),
            "<= 0.50 s",
        )
    )
    rows.append(
        (
            "post-checkout, nothing changed, 10,000 commits",
            median_time(hook, hist, env, args.runs),
            "",
        )
    )
    cli = [ECC, "memory", "handoff", "--from", "bench", "--target", "all", "--from-branch"]
    rows.append(
        (
            "`ecc memory handoff --from-branch feature/bench`, 10,000",
            median_time([*cli, "feature/bench"], hist, env, args.runs, wipe),
            "",
        )
    )

    width = max(len(r[0]) for r in rows)
    title = f"measurement (median of {args.runs} runs)"
    print(f"{title:<{width}}  {'wall':>8}  {'cpu':>8}  target")
    for name, (wall, cpu), target in rows:
        unit = "" if name.strip().startswith("ratio") else " s"
        print(f"{name:<{width}}  {wall:>6.3f}{unit:<2}  {cpu:>6.3f}{unit:<2}  {target}")
    load = os.getloadavg()[0]
    print(f"(load average at the end: {load:.2f} on {os.cpu_count()} cores)")
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
