"""Reading a memory directory from disk without following symlinks."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable, Iterable
from pathlib import Path

from ecc_memory.errors import InvalidInput, UnsafePath
from ecc_memory.protocol.model.problems import Problem, error
from ecc_memory.protocol.model.storage import MAX_FOLDER_DEPTH, TOO_DEEP

MAX_FILE_BYTES = 4 * 1024 * 1024
FILE, SYMLINK, OTHER = "file", "symlink", "other"


def admit(rel: str, kind: str, size: int | None) -> tuple[bool, Problem | None]:
    """The one policy for what a memory directory may hold, on disk and in git alike.

    ``kind`` is ``FILE`` (a regular file, executable or not), ``SYMLINK`` or ``OTHER`` (a
    device, socket, submodule link, ...); ``size`` is the file's size when known. Returns
    whether to read the file and the problem it raises: symlinks and other non-regular
    entries are errors, regular files other than Markdown are ignored, a Markdown file over
    ``MAX_FILE_BYTES`` is an error.
    """
    if kind == SYMLINK:
        return False, error(
            "ECC-FILE-002",
            rel,
            0,
            f"{rel} is a symlink; memory files and folders must be real files",
        )
    if kind != FILE:
        return False, error("ECC-FILE-002", rel, 0, f"{rel} is not a regular file")
    if not rel.endswith(".md"):
        return False, None
    if size is not None and size > MAX_FILE_BYTES:
        return False, _too_large(rel)
    return True, None


def _too_large(rel: str) -> Problem:
    return error("ECC-FILE-004", rel, 0, f"{rel} is larger than {MAX_FILE_BYTES} bytes")


def resolve_memory_dir(project_root: Path, memory_dir: str) -> Path:
    """``memory_dir`` relative to the project root; it must live under ``docs/``.

    Refuses (``UnsafePath``) an absolute or escaping path, or one with a symlinked component.
    """
    parts = Path(memory_dir).parts
    if Path(memory_dir).is_absolute() or ".." in parts or not parts or parts[0] != "docs":
        raise InvalidInput(
            "PROTOCOL_MEMORY_DIR",
            "the memory directory must be a relative path under docs/ (for example docs/memory)",
        )
    if len(parts) < 2:
        raise InvalidInput(
            "PROTOCOL_MEMORY_DIR",
            "the memory directory must be a subdirectory of docs/, not docs/ itself",
        )
    current = project_root
    for part in parts:
        current = current / part
        if current.is_symlink():
            raise UnsafePath("PROTOCOL_SYMLINK", f"{'/'.join(parts)} has a symlinked component")
    return current


def read_project_files(project_root: Path, names: tuple[str, ...]) -> dict[str, bytes]:
    """The named files at the project root that exist, as bytes (at most 4 MiB each).

    A symlink is followed only when it resolves to a regular file inside the project (CLAUDE.md
    is often a link to AGENTS.md); anything else, or anything unreadable, is left out.
    """
    found: dict[str, bytes] = {}
    root = project_root.resolve()
    for name in names:
        path = project_root / name
        try:
            target = path.resolve(strict=True)
        except (OSError, RuntimeError):
            continue
        if not target.is_relative_to(root) or not target.is_file():
            continue
        try:
            with target.open("rb") as handle:
                found[name] = handle.read(MAX_FILE_BYTES)
        except OSError:
            continue
    return found


def read_tree(root: Path) -> tuple[dict[str, bytes], list[Problem]]:
    """Every regular file under ``root`` keyed by its POSIX path relative to ``root``.

    Symlinks (files or directories) are never followed; each one is an ``ECC-FILE-002`` error.
    A folder nested deeper than ``MAX_FOLDER_DEPTH`` is an ``ECC-FILE-005`` error and is not
    entered, so the walk's depth is bounded whatever the tree.
    """
    files: dict[str, bytes] = {}
    problems: list[Problem] = []
    _walk(root, "", files, problems)
    return files, problems


def _walk(
    directory: Path, prefix: str, files: dict[str, bytes], problems: list[Problem], depth: int = 0
) -> None:
    try:
        with os.scandir(directory) as listing:
            entries = sorted(listing, key=lambda e: e.name)
    except OSError:
        problems.append(
            error("ECC-FILE-002", prefix.rstrip("/") or ".", 0, "folder could not be listed")
        )
        return
    for entry in entries:
        rel = f"{prefix}{entry.name}"
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            problems.append(error("ECC-FILE-002", rel, 0, f"{rel} could not be inspected"))
            continue
        if stat.S_ISDIR(info.st_mode) and depth >= MAX_FOLDER_DEPTH:
            problems.append(error("ECC-FILE-005", rel, 0, TOO_DEEP))
            continue
        if stat.S_ISDIR(info.st_mode):
            _walk(Path(entry.path), f"{rel}/", files, problems, depth + 1)
            continue
        read, problem = admit(rel, _kind(info.st_mode), info.st_size)
        if problem is not None:
            problems.append(problem)
        if read:
            data = _read_nofollow(Path(entry.path), rel, problems)
            if data is not None:
                files[rel] = data


def _kind(mode: int) -> str:
    if stat.S_ISLNK(mode):
        return SYMLINK
    return FILE if stat.S_ISREG(mode) else OTHER


def _read_nofollow(path: Path, rel: str, problems: list[Problem]) -> bytes | None:
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        problems.append(error("ECC-FILE-002", rel, 0, f"{rel} could not be opened safely"))
        return None
    try:
        with os.fdopen(fd, "rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError:
        problems.append(error("ECC-FILE-002", rel, 0, f"{rel} could not be read"))
        return None
    if len(data) > MAX_FILE_BYTES:
        problems.append(_too_large(rel))
        return None
    return data


def read_listing(
    listing: Iterable[tuple[str, str, int | None, str]],
    load: Callable[[str], bytes | None],
) -> tuple[dict[str, bytes], list[Problem]]:
    """The same policy over entries that are not on disk (the index, a commit's tree).

    ``listing`` yields ``(relative path, kind, size, key)``; ``load(key)`` returns the bytes,
    or None when the object is not available (reported like an unreadable file).
    """
    files: dict[str, bytes] = {}
    problems: list[Problem] = []
    too_deep: set[str] = set()
    for rel, kind, size, key in sorted(listing):
        parts = rel.split("/")
        if len(parts) > MAX_FOLDER_DEPTH + 1:  # the walk on disk does not enter that folder
            folder = "/".join(parts[: MAX_FOLDER_DEPTH + 1])
            if folder not in too_deep:
                too_deep.add(folder)
                problems.append(error("ECC-FILE-005", folder, 0, TOO_DEEP))
            continue
        read, problem = admit(rel, kind, size)
        if problem is not None:
            problems.append(problem)
        if not read:
            continue
        data = load(key)
        if data is None:
            problems.append(error("ECC-FILE-002", rel, 0, f"{rel} could not be read"))
        elif len(data) > MAX_FILE_BYTES:
            problems.append(_too_large(rel))
        else:
            files[rel] = data
    return files, problems
