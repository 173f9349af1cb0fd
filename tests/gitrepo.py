"""Helpers for tests that need real git repositories (made and committed with the git binary)."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

GUARD = b"*\n!.gitignore\n"
# How far ahead of the machine's clock this test run's clock is (tests/test_clock.py reruns the
# date- and age-dependent tests a year ahead); read before isolation, which drops ECC_MEMORY_*.
CLOCK_AHEAD_ENV = "ECC_TEST_CLOCK_AHEAD_DAYS"


def clock_now() -> datetime:
    """This run's current instant, whole seconds, UTC: the machine's clock moved
    ``ECC_TEST_CLOCK_AHEAD_DAYS`` ahead. Tests take dates from here (the ``now`` fixture) and
    never write a literal date that the machine's clock will one day pass."""
    ahead = int(os.environ.get(CLOCK_AHEAD_ENV, "0") or "0")
    instant = datetime.now(timezone.utc) + timedelta(days=ahead)
    return instant.replace(microsecond=0)


def iso(instant: datetime) -> str:
    """``instant`` as ECC_MEMORY_NOW takes it."""
    return instant.astimezone(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def isolate(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A private HOME, XDG dirs and git config (with an identity), and no inherited
    ECC_MEMORY_*, GIT_*, XDG_* or PRE_COMMIT* variables. Every test gets this (conftest's
    ``isolated_env``); a module-scoped fixture that runs git calls it itself, through
    ``pytest.MonkeyPatch.context()``, since it is built before any test's isolation."""
    home.mkdir(parents=True, exist_ok=True)
    ahead = os.environ.get(CLOCK_AHEAD_ENV)
    for name in list(os.environ):
        if name.startswith(("ECC_MEMORY_", "GIT_", "XDG_", "PRE_COMMIT")) or name == "ECC_DRY_RUN":
            monkeypatch.delenv(name, raising=False)
    if ahead:  # every process the test starts, hooks included, lives on the moved clock
        monkeypatch.setenv("ECC_MEMORY_NOW", iso(clock_now()))
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    gitconfig = home / ".gitconfig"
    gitconfig.write_text(
        "[user]\n\tname = ECC Test\n\temail = test@ecc-memory.invalid\n"
        "[init]\n\tdefaultBranch = main\n[commit]\n\tgpgsign = false\n"
        "[advice]\n\tdetachedHead = false\n"
        '[protocol "file"]\n\tallow = always\n'
    )
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(gitconfig))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    # libgit2 (pygit2) ignores GIT_CONFIG_GLOBAL and reads HOME once, at its first look at a
    # configuration, for the whole process: point its levels at this home, or a test would read
    # the identity of whatever HOME the process had then (the machine's own ~/.gitconfig).
    pygit2 = sys.modules.get("pygit2")
    if pygit2 is not None:
        levels = pygit2.settings.search_path
        levels[pygit2.GIT_CONFIG_LEVEL_GLOBAL] = str(home)
        levels[pygit2.GIT_CONFIG_LEVEL_XDG] = str(home / ".config" / "git")
        levels[pygit2.GIT_CONFIG_LEVEL_SYSTEM] = str(home / "no-system-config")
    monkeypatch.setenv("PRE_COMMIT_HOME", str(home / ".cache" / "pre-commit"))
    # Hooks installed by the tests find this interpreter's console scripts (ecc) first.
    bindir = str(Path(sys.executable).parent)
    monkeypatch.setenv("PATH", bindir + os.pathsep + os.environ.get("PATH", ""))


def git(
    repo: Path,
    *args: str,
    check: bool = True,
    env: Mapping[str, str] | None = None,
    stdin: str | None = None,
) -> subprocess.CompletedProcess[str]:
    full_env = dict(os.environ)
    if env:
        full_env.update(env)
    result = subprocess.run(
        ["git", *args],
        cwd=repo,
        capture_output=True,
        text=True,
        env=full_env,
        input=stdin,
        check=False,
    )
    if check and result.returncode != 0:
        raise AssertionError(f"git {' '.join(args)} failed:\n{result.stdout}\n{result.stderr}")
    return result


def init_repo(path: Path, *, commit: bool = True) -> Path:
    path.mkdir(parents=True, exist_ok=True)
    git(path, "init", "-q", "-b", "main")
    if commit:
        write(path, "README.md", "hello\n")
        git(path, "add", "README.md")
        git(path, "commit", "-q", "-m", "initial")
    return path


def guarded_repo(path: Path) -> Path:
    """A repository with the project guard and one source file committed and ecc-memory's
    native hooks installed (run with this interpreter)."""
    from ecc_memory.git import install
    from ecc_memory.git.repo import open_repo

    init_repo(path)
    write(path, ".ecc/memory/project/.gitignore", GUARD)
    write(path, "src/app.py", "print('app')\n")
    git(path, "add", ".")
    git(path, "commit", "-q", "-m", "guard")
    install.install(open_repo(path), sys.executable, "-P")
    return path


def write(repo: Path, rel: str, content: str | bytes) -> Path:
    target = repo / rel
    target.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode("utf-8")
    target.write_bytes(content)
    return target


def commit_all(repo: Path, message: str) -> None:
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)


def snapshot(repo: Path) -> tuple[str, dict[str, bytes]]:
    """Index entries (mode, blob, path) plus every working-tree file, to prove a blocked
    commit changed nothing. git itself may refresh cached stat data in the index file."""
    index = git(repo, "ls-files", "--stage").stdout
    files: dict[str, bytes] = {}
    for path in sorted(repo.rglob("*")):
        rel = path.relative_to(repo).as_posix()
        if rel == ".git" or rel.startswith(".git/") or not path.is_file():
            continue
        files[rel] = path.read_bytes()
    return index, files


def fake_token(prefix: str, length: int) -> str:
    """A token-shaped string built at run time (never commit literal token shapes)."""
    import hashlib
    import string

    alphabet = string.ascii_letters + string.digits
    digest = b""
    while len(digest) < length:
        digest += hashlib.sha256(prefix.encode() + digest).digest()
    return prefix + "".join(alphabet[b % len(alphabet)] for b in digest[:length])


def script_on_a_terminal(
    script: str,
    cwd: Path,
    env: Mapping[str, str],
    answer: bytes = b"y",
    timeout: float = 120.0,
) -> tuple[int, str]:
    """Run ``script`` with bash on a pseudo-terminal, as :func:`on_a_terminal` runs a command."""
    argv = ["bash", "-euo", "pipefail", "-c", script]
    return on_a_terminal(argv, cwd, env, answer, timeout)


def on_a_terminal(
    argv: list[str],
    cwd: Path,
    env: Mapping[str, str] | None = None,
    answer: bytes = b"y",
    timeout: float = 120.0,
) -> tuple[int, str]:
    """Run ``argv`` on a pseudo-terminal (a review asks only there), answering each ``[y/N]:``
    prompt with ``answer``; the exit code and everything the terminal showed."""
    import select
    import time

    master, slave = os.openpty()
    proc = subprocess.Popen(
        argv, cwd=cwd, env=None if env is None else dict(env),
        stdin=slave, stdout=slave, stderr=slave,
    )  # fmt: skip
    os.close(slave)
    output, deadline = b"", time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                break
            if not chunk:
                break
            output += chunk
            if output.rstrip().endswith(b"[y/N]:"):
                os.write(master, answer + b"\n")
                output += b" <answered>"
        elif proc.poll() is not None:
            break
    os.close(master)
    return proc.wait(timeout=timeout), output.decode("utf-8", errors="replace")
