"""Fixture copies, text mutations and write-detection snapshots for the protocol tests."""

from __future__ import annotations

import os
import shutil
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from ecc_memory.protocol import CheckOptions, Problem, check_directory

# Copies of ../shared/fixtures (see PROVENANCE.md): the tests need nothing outside the repo.
SHARED = Path(__file__).resolve().parents[1] / "fixtures"
FIXTURE = SHARED / "memory-file-protocol-0.7" / "docs" / "memory"
LEGACY = SHARED / "memory-file-protocol-legacy-mixed" / "docs" / "memory"
FIXTURE_PROJECT_ID = "faac745e-206b-4a84-a4f5-e324343a4c57"

Mutation = Callable[[Path], None]


def copy_fixture(tmp_path: Path, source: Path = FIXTURE) -> Path:
    """A writable copy of a fixture at ``<tmp>/project/docs/memory``; returns the memory dir."""
    target = tmp_path / "project" / "docs" / "memory"
    shutil.copytree(source, target)
    for path in [target, *target.rglob("*")]:
        path.chmod(0o755 if path.is_dir() else 0o644)
    return target


def walk(root: Path) -> Iterator[Path]:
    """Every path under ``root`` (not following symlinks) without recursion: Path.rglob,
    os.walk and shutil.rmtree recurse per folder level and fail on very deep trees."""
    stack = [root]
    while stack:
        with os.scandir(stack.pop()) as listing:
            for entry in listing:
                yield Path(entry.path)
                if entry.is_dir(follow_symlinks=False):
                    stack.append(Path(entry.path))


def make_deep(root: Path, depth: int, leaf: str, text: str) -> None:
    """``depth`` nested folders ``d/d/…`` under ``root`` with the file ``leaf`` at the bottom.

    Made level by level relative to an open folder (os.makedirs recurses, and a full path per
    level costs time quadratic in the depth).
    """
    fd = os.open(root, os.O_RDONLY)
    try:
        for _ in range(depth):
            os.mkdir("d", dir_fd=fd)
            inner = os.open("d", os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = inner
        leaf_fd = os.open(leaf, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644, dir_fd=fd)
        with os.fdopen(leaf_fd, "w", encoding="utf-8") as handle:
            handle.write(text)
    finally:
        os.close(fd)


def remove_deep(root: Path) -> None:
    """Remove ``root`` and the tree ``make_deep`` made in it, bottom-up through ``..``
    (shutil.rmtree recurses per level)."""
    fd = os.open(root, os.O_RDONLY)
    depth = 0
    try:
        while "d" in os.listdir(fd):
            inner = os.open("d", os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd, depth = inner, depth + 1
        for name in os.listdir(fd):
            os.unlink(name, dir_fd=fd)
        for _ in range(depth):
            parent = os.open("..", os.O_RDONLY, dir_fd=fd)
            os.close(fd)
            fd = parent
            os.rmdir("d", dir_fd=fd)
    finally:
        os.close(fd)
    root.rmdir()


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file (and symlink target name) under ``root``, to prove nothing was written."""
    found: dict[str, bytes] = {}
    for path in sorted(walk(root)):
        rel = str(path.relative_to(root))
        if path.is_symlink():
            found[rel] = b"-> " + str(path.readlink()).encode()
        elif path.is_file():
            found[rel] = path.read_bytes()
    return found


def replace(rel: str, old: str, new: str, count: int = 1) -> Mutation:
    def mutate(memory: Path) -> None:
        path = memory / rel
        text = path.read_text(encoding="utf-8")
        assert old in text, f"{old!r} not in {rel}"
        path.write_text(text.replace(old, new, count), encoding="utf-8")

    return mutate


def append(rel: str, extra: str) -> Mutation:
    def mutate(memory: Path) -> None:
        path = memory / rel
        before = path.read_text(encoding="utf-8") if path.exists() else ""
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(before + extra, encoding="utf-8")

    return mutate


def write(rel: str, text: str) -> Mutation:
    def mutate(memory: Path) -> None:
        path = memory / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    return mutate


def delete(rel: str) -> Mutation:
    return lambda memory: (memory / rel).unlink()


def combine(*mutations: Mutation) -> Mutation:
    def mutate(memory: Path) -> None:
        for mutation in mutations:
            mutation(memory)

    return mutate


def run_check(memory: Path, **options: object) -> list[Problem]:
    """Check and prove the check wrote nothing."""
    before = snapshot(memory.parent.parent)
    problems = check_directory(memory, CheckOptions(**options))  # type: ignore[arg-type]
    assert snapshot(memory.parent.parent) == before
    return problems


def codes(problems: list[Problem], severity: str = "error") -> set[str]:
    return {p.code for p in problems if p.severity == severity}


ENTRY_HEAD = "## MC-DEC-20260827-8f4c2a91 — Protocol 0.7 body fencing"
AREA_MANIFEST = (
    "### Enabled areas\n- `areas/cli.md`\n  - activation: path-or-explicit\n"
    "  - paths: `src/cli/**`\n"
)


def area_entry(
    entry_id: str,
    code_body: str = "Constraint",
    subject: str = "MC-SUBJ-20260729-7e5c3a91",
    facet: str = "compatibility",
    area: str = "cli",
    extra: str = "",
) -> str:
    return (
        f"## {entry_id} — Area rule\n\nStatus: active\nScope: area:{area}\n"
        f"Subject: {subject}\nFacet: {facet}\nEvidence:\n- user-confirmed\n{extra}\n"
        f"{code_body}:\nKeep the CLI thin.\n"
    )


@contextmanager
def tmpfs(mount: Path, size: str) -> Iterator[Path]:
    """A real tmpfs of ``size`` at ``mount`` where the machine lets us mount one (root);
    skips the test elsewhere."""
    import subprocess

    import pytest

    mount.mkdir(parents=True, exist_ok=True)
    command = ["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(mount)]
    if subprocess.run(command, capture_output=True, check=False).returncode != 0:
        pytest.skip("cannot mount a tmpfs here (needs root)")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def fill(directory: Path) -> None:
    """Fill the file system ``directory`` is on to the last byte."""
    import contextlib

    fd = os.open(directory / "filler", os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        with contextlib.suppress(OSError):
            while True:
                os.write(fd, b"x" * 4096)
        with contextlib.suppress(OSError):
            while True:
                os.write(fd, b"x")
    finally:
        os.close(fd)
