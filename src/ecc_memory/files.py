"""The file system under a vault root, touched only through directory file descriptors.

Every path below a trust boundary is opened one component at a time with ``O_NOFOLLOW``
relative to its parent's descriptor, so a symlink anywhere in the chain is refused and a parent
directory swapped for a symlink after a check cannot redirect a read or a write. Writes are
create-only: an exclusive temp file, ``fsync``, a hard link to the final name (which fails if
anything, even a dangling symlink, is there), then the temp name is removed.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple

from ecc_memory.errors import AlreadyExists, InvalidInput, StorageError, UnsafePath

_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
_READ_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
_TEMP_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
MAX_DEPTH = 8


class FileEntry(NamedTuple):
    """A regular ``*.md`` file found by a walk, with what the index needs to spot changes.

    A tuple, so the index can compare a whole walk with its rows as sets of tuples.
    """

    rel: str  # relative to the scope root, "/"-separated
    size: int
    mtime_ns: int
    ctime_ns: int
    ino: int


_new_entry = tuple.__new__


class WalkReport(NamedTuple):
    """What a walk of one scope found: its files, what it skipped, and every directory. Its
    lists fill as the walk goes (a NamedTuple, not a dataclass: see ``config.Roots``)."""

    files: list[FileEntry]
    symlinks: list[str]
    temp_files: list[str]
    depth_limited: list[str]
    # FIFOs, sockets and devices named *.md, and entries whose names are not UTF-8 (shown with
    # \xNN escapes): reported as invalid files, never opened.
    special: list[str]
    # Every directory reached ("" is the scope root, then "notes/", ...) with its
    # (mtime_ns, ctime_ns) taken *before* it was listed, and the directories actually listed:
    # a directory whose signature matches the caller's ``known`` one is not listed again.
    dirs: dict[str, tuple[int, int]]
    listed: list[str]
    # Directories and files writable by group or others ("notes/", "notes/a.md"): doctor's.
    writable: list[str]


_OS_REASONS = {
    errno.ENOSPC: ("NO_SPACE", "no space left on the device"),
    errno.EDQUOT: ("NO_SPACE", "the disk quota is exhausted"),
    errno.EROFS: ("READ_ONLY", "the file system is read-only"),
    errno.EACCES: ("PERMISSION_DENIED", "permission denied"),
    errno.EPERM: ("PERMISSION_DENIED", "operation not permitted"),
}


def os_refusal(error: OSError, doing: str) -> StorageError:
    """What the file system refused, as a refusal with a stable code: ``doing`` says what and
    where ("save to project:notes/"); the reason comes from the error number, never a path."""
    code, reason = _OS_REASONS.get(error.errno or 0, ("IO_ERROR", ""))
    if not reason:
        reason = os.strerror(error.errno).lower() if error.errno else type(error).__name__
    return StorageError(code, f"Could not {doing}: {reason}.")


def _unsafe(what: str) -> UnsafePath:
    return UnsafePath(
        "UNSAFE_PATH", f"Refusing to access memory through a symlink or non-directory: {what}."
    )


def open_dir(parent_fd: int, name: str, *, create: bool = False, label: str = "") -> int | None:
    """Open ``name`` below ``parent_fd`` without following symlinks; None when missing."""
    try:
        return os.open(name, _DIR_FLAGS, dir_fd=parent_fd)
    except FileNotFoundError:
        if not create:
            return None
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.ENOTDIR, errno.EMLINK):
            raise _unsafe(label or name) from None
        raise
    with contextlib.suppress(FileExistsError):  # another process made it first: fine
        os.mkdir(name, 0o700, dir_fd=parent_fd)
    return open_dir(parent_fd, name, create=False, label=label)


@contextmanager
def dir_chain(boundary: Path, parts: tuple[str, ...], *, create: bool) -> Iterator[int | None]:
    """A descriptor for ``boundary/parts...`` opened component by component (None if missing)."""
    not_a_directory = InvalidInput("INVALID_ROOT", "The memory vault root is not a directory.")
    try:
        if create:
            boundary.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd: int | None = os.open(boundary, _DIR_FLAGS & ~os.O_NOFOLLOW)
    except FileNotFoundError:
        if create:
            raise
        fd = None
    except (FileExistsError, NotADirectoryError):
        raise not_a_directory from None
    opened = [fd] if fd is not None else []
    try:
        label = ""
        for part in parts:
            if fd is None:
                break
            label = f"{label}/{part}" if label else part
            fd = open_dir(fd, part, create=create, label=label)
            if fd is not None:
                opened.append(fd)
        yield fd
    finally:
        for descriptor in opened:
            os.close(descriptor)


def read_regular(
    dir_fd: int | None, name: str, limit: int, label: str = "memory document"
) -> bytes:
    """Read a regular, non-symlink file of at most ``limit`` bytes (``dir_fd`` None: a path)."""
    try:
        fd = os.open(name, _READ_FLAGS, dir_fd=dir_fd)
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.EMLINK):
            raise UnsafePath("UNSAFE_PATH", f"{label} must not be a symlink.") from None
        if error.errno == errno.ENOENT:
            raise InvalidInput("NOT_FOUND", f"{label} does not exist.") from None
        raise InvalidInput("UNREADABLE", f"{label} could not be opened.") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnsafePath("UNSAFE_PATH", f"{label} must be a regular file.")
        link = os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
        if link.st_ino != info.st_ino or link.st_dev != info.st_dev:
            raise UnsafePath("UNSAFE_PATH", f"{label} changed while it was opened.")
        if info.st_size > limit:
            raise InvalidInput("TOO_LARGE", f"{label} is too large (maximum {limit} bytes).")
        data = os.read(fd, limit + 1)
        chunks = [data]
        while data and sum(map(len, chunks)) <= limit:
            data = os.read(fd, limit + 1)
            chunks.append(data)
        content = b"".join(chunks)
        if len(content) > limit:
            raise InvalidInput("TOO_LARGE", f"{label} is too large (maximum {limit} bytes).")
        return content
    finally:
        os.close(fd)


TEMP_PREFIX = ".ecc-memory-"
TEMP_SUFFIX = ".tmp"


def create_only(
    dir_fd: int, name: str, content: bytes, mode: int = 0o600, temp_dir_fd: int | None = None
) -> None:
    """Publish ``content`` as ``name`` atomically; never overwrite, never follow a symlink.

    The temp file is written in ``temp_dir_fd`` (same file system; default ``dir_fd``) and
    hard-linked into ``dir_fd``.
    """
    temp_fd = dir_fd if temp_dir_fd is None else temp_dir_fd
    # 128 random bits, as uuid4's hex spells them, without importing uuid (which loads
    # platform, a twentieth of a save's time).
    temp = f"{TEMP_PREFIX}{os.getpid()}-{os.urandom(16).hex()}{TEMP_SUFFIX}"
    fd = os.open(temp, _TEMP_FLAGS, mode, dir_fd=temp_fd)
    try:
        try:
            view = memoryview(content)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        try:
            os.link(temp, name, src_dir_fd=temp_fd, dst_dir_fd=dir_fd, follow_symlinks=False)
        except FileExistsError:
            raise AlreadyExists(
                "ALREADY_EXISTS", f"{name} already exists; writes are create-only."
            ) from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp, dir_fd=temp_fd)
    # Some file systems refuse fsync on a directory; the published link stands regardless.
    with contextlib.suppress(OSError):
        os.fsync(dir_fd)


def remove_dead_temps(dir_fd: int) -> list[str]:
    """Remove temp files that a killed writer left in this directory; returns their names.

    A temp file is named after its writer's process; one whose process no longer exists can
    never be published. Files of live processes are left alone.
    """
    removed = []
    for name in os.listdir(dir_fd):
        if not (name.startswith(TEMP_PREFIX) and name.endswith(TEMP_SUFFIX)):
            continue
        pid = name[len(TEMP_PREFIX) :].split("-", 1)[0]
        if pid.isascii() and pid.isdigit() and len(pid) <= 9 and not _alive(int(pid)):
            with contextlib.suppress(FileNotFoundError):
                os.unlink(name, dir_fd=dir_fd)
                removed.append(name)
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # EPERM: it exists, as another user
        return True
    return True


# The signature of a directory that could not be opened or listed: no real directory has it, so
# every walk tries it again (a refresh vouches for no directory it has not listed).
UNLISTED = (-2, -2)


def walk(root_fd: int | None, known: Mapping[str, tuple[int, int]] | None = None) -> WalkReport:
    """Every ``*.md`` file below a scope root, with symlinks, temp files and deep paths noted.

    With ``known`` directory signatures, a directory whose (mtime, ctime) is unchanged -- so
    no entry was created, removed or renamed in it -- is not listed: only its subdirectories
    are visited. Files and notes are then reported for the listed directories only.
    """
    report = WalkReport([], [], [], [], [], {}, [], [])
    if root_fd is not None:
        _walk_dir(root_fd, "", 0, report, known or {})
    return report


def _known_children(known: Mapping[str, tuple[int, int]], prefix: str) -> list[str]:
    return sorted(
        rel[len(prefix) : -1]
        for rel in known
        if rel.startswith(prefix) and rel != prefix and "/" not in rel[len(prefix) : -1]
    )


def _walk_dir(
    fd: int, prefix: str, depth: int, report: WalkReport, known: Mapping[str, tuple[int, int]]
) -> None:
    info = os.fstat(fd)
    signature = (info.st_mtime_ns, info.st_ctime_ns)
    report.dirs[prefix] = signature
    if info.st_mode & 0o022:
        report.writable.append(prefix)
    if known.get(prefix) == signature:
        for name in _known_children(known, prefix):
            _walk_subdir(fd, name, prefix + name, depth, report, known)
        return
    report.listed.append(prefix)
    try:
        names = sorted(os.listdir(fd))
    except OSError:
        # Unreadable (EACCES, EIO): one invalid entry, and the rest of the vault still works.
        # No signature is kept, so the next walk tries to list it again.
        report.special.append(prefix)
        report.dirs[prefix] = UNLISTED
        return
    add_file = report.files.append
    # listdir + one lstat per name is a third cheaper than scandir + DirEntry.stat, and the
    # lstat mode classifies the entry as readdir's d_type would.
    for name in names:
        if not name.isascii() and not _is_utf8(name):
            # A name with undecodable bytes cannot be stored in the index or printed as UTF-8
            # (it made search fail with UnicodeEncodeError); no tool writes one.
            report.special.append(prefix + _escaped(name))
            continue
        try:
            info = os.lstat(name, dir_fd=fd)
        except FileNotFoundError:
            continue  # removed since it was listed (e.g. a concurrent save's temp file)
        except OSError:
            report.special.append(prefix + name)
            continue
        mode = info.st_mode
        if stat.S_ISREG(mode) and not name.startswith("."):
            if name.endswith(".md"):
                if mode & 0o022:
                    report.writable.append(prefix + name)
                # tuple.__new__ skips the NamedTuple's Python-level __new__: this line runs once
                # per memory on every search (100,000 times at 100,000 memories).
                add_file(
                    _new_entry(
                        FileEntry,
                        (prefix + name, info.st_size, info.st_mtime_ns, info.st_ctime_ns,
                         info.st_ino),
                    )
                )  # fmt: skip
        elif stat.S_ISLNK(mode):
            report.symlinks.append(prefix + name)
        elif name.startswith("."):
            if name.startswith(TEMP_PREFIX) and name.endswith(TEMP_SUFFIX):
                report.temp_files.append(prefix + name)
        elif stat.S_ISDIR(mode):
            _walk_subdir(fd, name, prefix + name, depth, report, known)
        elif name.endswith(".md"):
            report.special.append(prefix + name)


def _is_utf8(name: str) -> bool:
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:  # os.listdir decoded undecodable bytes as lone surrogates
        return False
    return True


def _escaped(name: str) -> str:
    return name.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


def _walk_subdir(
    fd: int,
    name: str,
    rel: str,
    depth: int,
    report: WalkReport,
    known: Mapping[str, tuple[int, int]],
) -> None:
    # The reference reads directories down to depth 8 (the kind directory is depth 1) and
    # stops only deeper; ">=" here dropped the eighth level, files the reference reads.
    if depth + 1 > MAX_DEPTH:
        report.depth_limited.append(rel + "/")
        return
    try:
        child = open_dir(fd, name)
    except UnsafePath:
        report.symlinks.append(rel)
        return
    except OSError:  # EACCES, EIO: reported, and the walk goes on with the rest
        # Counted as listed and empty (as a full walk finds it), with no signature: every walk
        # tries it again, so it is never taken as unchanged until it was listed.
        report.special.append(rel + "/")
        report.listed.append(rel + "/")
        report.dirs[rel + "/"] = UNLISTED
        return
    if child is None:
        return
    try:
        _walk_dir(child, rel + "/", depth + 1, report, known)
    finally:
        os.close(child)


@contextmanager
def subdir_fd(root_fd: int, rel: str) -> Iterator[tuple[int, str]]:
    """The descriptor of the directory holding ``rel`` and the file's own name."""
    *dirs, name = rel.split("/")
    opened: list[int] = []
    fd = root_fd
    try:
        for part in dirs:
            child = open_dir(fd, part)
            if child is None:
                raise InvalidInput("NOT_FOUND", "memory document disappeared.")
            opened.append(child)
            fd = child
        yield fd, name
    finally:
        for descriptor in opened:
            os.close(descriptor)


def stat_entry(root_fd: int, rel: str) -> FileEntry | None:
    """The current stat of one walk path, or None when it is gone or not a regular file."""
    try:
        with subdir_fd(root_fd, rel) as (fd, name):
            info = os.lstat(name, dir_fd=fd)
    except (InvalidInput, UnsafePath, FileNotFoundError, NotADirectoryError):
        return None
    if not stat.S_ISREG(info.st_mode):
        return None
    return FileEntry(rel, info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_ino)


def close(fd: int | None) -> None:
    if fd is not None:
        os.close(fd)
