"""The working directory as a source of the view: a walk that never follows a symlink.

``walk`` lists a directory as ``Record``s (git modes: a symlink is 120000, an executable file
100755, anything else that is not a directory 0) below a prefix, and ``reader`` opens what it
listed with ``O_NOFOLLOW``, reading at most one byte more than the admission bound. Folders
nested deeper than ``max_depth`` are not entered; they and anything that cannot be listed or
inspected come back as troubles (path, what went wrong) for the caller to report.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

from ecc_memory.view.admission import MAX_FILE_BYTES, SYMLINK_MODE
from ecc_memory.view.tree import Record

TOO_DEEP, UNLISTABLE, UNINSPECTABLE = "too-deep", "unlistable", "uninspectable"


def walk(root: Path, prefix: str, max_depth: int) -> tuple[list[Record], list[tuple[str, str]]]:
    records: list[Record] = []
    troubles: list[tuple[str, str]] = []
    _walk(root, "", prefix, max_depth, 0, records, troubles)
    return records, troubles


def _walk(
    directory: Path,
    rel: str,
    prefix: str,
    max_depth: int,
    depth: int,
    records: list[Record],
    troubles: list[tuple[str, str]],
) -> None:
    try:
        with os.scandir(directory) as listing:
            entries = sorted(listing, key=lambda e: e.name)
    except OSError:
        troubles.append((rel.rstrip("/") or ".", UNLISTABLE))
        return
    for entry in entries:
        path = f"{rel}{entry.name}"
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            troubles.append((path, UNINSPECTABLE))
            continue
        if stat.S_ISDIR(info.st_mode):
            if depth >= max_depth:
                troubles.append((path, TOO_DEEP))
            else:
                _walk(Path(entry.path), f"{path}/", prefix, max_depth, depth + 1, records, troubles)
            continue
        records.append(Record(prefix + path, git_mode(info.st_mode), path, info.st_size))


def git_mode(mode: int) -> int:
    if stat.S_ISLNK(mode):
        return SYMLINK_MODE
    if stat.S_ISREG(mode):
        return 0o100755 if mode & stat.S_IXUSR else 0o100644
    return 0


def reader(root: Path) -> Callable[[str], bytes | None]:
    """Reads a listed file (its key: the path below ``root``) without following a symlink."""

    def read(rel: str) -> bytes | None:
        try:
            fd = os.open(root / rel, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            return None
        try:
            with os.fdopen(fd, "rb") as handle:
                return handle.read(MAX_FILE_BYTES + 1)
        except OSError:
            return None

    return read
