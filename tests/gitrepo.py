"""Helpers for tests that need real git repositories (made and committed with the git binary)."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Mapping
from pathlib import Path

GUARD = b"*\n!.gitignore\n"


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
