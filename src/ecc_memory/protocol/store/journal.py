"""All-or-nothing multi-file writes: staged temp files, a journal, atomic renames, recovery.

Order of an apply (the caller holds the writer lock for all of it):

1. the journal is written in state ``staging``, naming every target with the SHA-256 and the
   bytes it had when the plan was built (its pre-image), its staged temp file and the digest
   of the new content, and every directory the write creates;
2. each new content is written to a temp file beside its target and fsync-ed;
3. every target is re-read: if one changed since the plan was built, everything is undone;
4. the journal is atomically replaced by one in state ``committed`` -- the commit point;
5. each temp file is renamed over its target; then the journal is removed.

A crash before step 4 leaves the targets untouched; one after it leaves a committed journal
(``store.recovery`` decides what happens to it). A journal is trusted only as far as it is
checked: it must sit in this user's private state directory, name this memory directory, and
name only relative paths inside it (no ``..``, no absolute path, temp names of the writer's own
pattern).
"""

from __future__ import annotations

import base64
import contextlib
import errno
import json
import os
import re
import stat
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NamedTuple, Protocol

from ecc_memory.errors import EccError, UnsafePath
from ecc_memory.protocol.store.state import check_chain


class Change(Protocol):
    """One file's new bytes (``plans.plan.Change``); ``before`` is None for a new file."""

    @property
    def path(self) -> str: ...
    @property
    def before(self) -> bytes | None: ...
    @property
    def after(self) -> bytes: ...


JOURNAL = "journal.json"
VERSION = 2
_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
_TEMP = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
_READ = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
_TEMP_NAME = re.compile(r"\.ecc-stage-[0-9a-f]{12}-[0-9]{1,6}\.tmp")
_HEX = re.compile(r"[0-9a-f]{64}")
RECOVER_HINT = "`ecc memory protocol recover` shows it; then --finish or --abandon"
Step = Callable[[str], None]
Modes = tuple[int, int]


class TargetChanged(EccError):
    """A target file changed between the plan and the write; nothing was written."""


class RecoveryRefused(EccError):
    """An interrupted write that cannot be finished or undone without losing an edit, or a
    journal that cannot be trusted."""


class Operation(NamedTuple):
    path: str
    temp: str
    base_sha256: str | None
    expected_sha256: str
    base: bytes | None  # the pre-image, for readers and --abandon

    @property
    def temp_rel(self) -> str:
        directory = os.path.dirname(self.path)
        return f"{directory}/{self.temp}" if directory else self.temp


class Journal(NamedTuple):
    path: Path
    state: str  # staging or committed
    plan_id: str
    operations: tuple[Operation, ...]
    created_dirs: tuple[str, ...]


def sha(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()


def _untrusted(path: Path, why: str) -> RecoveryRefused:
    return RecoveryRefused(
        "PROTOCOL_JOURNAL",
        f"the write journal {path} {why}; nothing was changed. {RECOVER_HINT} "
        "(--abandon removes only the journal when it cannot be trusted)",
    )


def safe_rel(rel: object) -> bool:
    """A relative POSIX path that stays inside the directory: no ``..``, ``.`` or empty parts."""
    if not isinstance(rel, str) or not rel or "\\" in rel or "\0" in rel or rel.startswith("/"):
        return False
    return all(part not in ("", ".", "..") for part in rel.split("/"))


@contextmanager
def _parent(
    root: Path, rel: str, *, create: list[str] | None = None, dir_mode: int = 0o755
) -> Iterator[tuple[int, str]]:
    """A no-follow descriptor of ``rel``'s directory and its base name."""
    if not safe_rel(rel):
        raise UnsafePath("PROTOCOL_UNSAFE_TREE", "a path leaves the memory directory")
    *parts, name = rel.split("/")
    fds = [os.open(root, _DIR)]
    try:
        walked = ""
        for part in parts:
            walked = f"{walked}/{part}" if walked else part
            if create is not None:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(part, dir_mode, dir_fd=fds[-1])
                    create.append(walked)
            try:
                fds.append(os.open(part, _DIR, dir_fd=fds[-1]))
            except OSError:
                raise UnsafePath(
                    "PROTOCOL_UNSAFE_TREE", f"{walked} is not a real directory"
                ) from None
        yield fds[-1], name
    finally:
        for fd in reversed(fds):
            os.close(fd)


def read_file(root: Path, rel: str) -> bytes | None:
    """A file's bytes through no-follow descriptors; None when absent or not reachable."""
    try:
        with _parent(root, rel) as (dir_fd, name):
            fd = os.open(name, _READ, dir_fd=dir_fd)
    except (FileNotFoundError, NotADirectoryError, UnsafePath):
        return None
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.ENOTDIR):  # a symlink or a file in the way
            return None
        raise
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        chunks = []
        while chunk := os.read(fd, 1 << 20):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


def _write_journal(state: Path, data: dict[str, object]) -> None:
    temp = state / f".{JOURNAL}.{uuid.uuid4().hex}"
    fd = os.open(temp, _TEMP, 0o600)
    try:
        view = memoryview(json.dumps(data, sort_keys=True).encode("utf-8"))
        while view:
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    os.close(fd)
    os.replace(temp, state / JOURNAL)
    _fsync_dir(state)


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, _DIR)
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)


def stage(
    root: Path, rel: str, temp: str, data: bytes, created: list[str], modes: Modes = (0o644, 0o755)
) -> None:
    with _parent(root, rel, create=created, dir_mode=modes[1]) as (dir_fd, name):
        mode = modes[0]
        with contextlib.suppress(FileNotFoundError):
            mode = stat.S_IMODE(os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_mode)
        fd = os.open(temp, _TEMP, 0o600, dir_fd=dir_fd)
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view) :]
            os.fchmod(fd, mode)
            os.fsync(fd)
        finally:
            os.close(fd)


def rename(root: Path, rel: str, temp: str, *, sync: bool = True) -> None:
    with _parent(root, rel) as (dir_fd, name):
        os.rename(temp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
        if sync:
            with contextlib.suppress(OSError):
                os.fsync(dir_fd)


def unlink(root: Path, rel: str, name: str) -> None:
    with (
        contextlib.suppress(FileNotFoundError, NotADirectoryError, IsADirectoryError, UnsafePath),
        _parent(root, rel) as (fd, _),
    ):
        os.unlink(name, dir_fd=fd)


def _noop(_step: str) -> None:
    return None


def _encode(data: bytes | None) -> str | None:
    return None if data is None else base64.b64encode(data).decode("ascii")


def write_all(
    root: Path,
    state: Path,
    changes: tuple[Change, ...],
    plan_id: str,
    on_step: Step | None = None,
    modes: Modes = (0o644, 0o755),
) -> None:
    """Write every change or none (see the module docstring). ``modes`` are those of new files
    and directories (the local overlay's are 0600 and 0700); a replaced file keeps its own."""
    step = on_step or _noop
    txid = uuid.uuid4().hex[:12]
    ops = [
        {
            "path": c.path,
            "temp": f".ecc-stage-{txid}-{n}.tmp",
            "base_sha256": sha(c.before) if c.before is not None else None,
            "expected_sha256": sha(c.after),
            "base": _encode(c.before),
        }
        for n, c in enumerate(changes)
    ]
    journal: dict[str, object] = {
        "version": VERSION,
        "state": "staging",
        "memory_dir": str(root),
        "plan_id": plan_id,
        "operations": ops,
        "created_dirs": [],
    }
    _write_journal(state, journal)
    step("journal")
    created: list[str] = []
    try:
        for n, change in enumerate(changes):
            known = len(created)
            stage(root, change.path, str(ops[n]["temp"]), change.after, created, modes)
            if len(created) > known:  # recorded so that a roll-back removes them again
                journal["created_dirs"] = list(created)
                _write_journal(state, journal)
            step(f"staged-{n}")
        _verify_bases(root, changes)
        _write_journal(state, dict(journal, state="committed"))
    except BaseException:
        roll_back(root, state, _parse(state / JOURNAL, journal, root))
        raise
    step("committed")
    for n, change in enumerate(changes):
        rename(root, change.path, str(ops[n]["temp"]), sync=False)
        step(f"renamed-{n}")
    for directory in sorted({os.path.dirname(change.path) for change in changes}):
        _fsync_dir(root / directory if directory else root)  # once per directory
    (state / JOURNAL).unlink()
    step("done")


def _verify_bases(root: Path, changes: tuple[Change, ...]) -> None:
    for change in changes:
        if read_file(root, change.path) != change.before:
            raise TargetChanged(
                "PROTOCOL_PLAN_CHANGED",
                f"{change.path} changed while the "
                "plan was being written; nothing was written, preview again",
            )


def roll_back(root: Path, state: Path, journal: Journal) -> None:
    """Undo a write that never reached its commit point: the targets were never touched."""
    for op in journal.operations:
        unlink(root, op.path, op.temp)
    for rel in reversed(journal.created_dirs):
        with contextlib.suppress(OSError), _parent(root, rel) as (fd, name):
            os.rmdir(name, dir_fd=fd)
    with contextlib.suppress(FileNotFoundError):
        (state / JOURNAL).unlink()


# -- reading and trusting a journal ---------------------------------------------------------


def _operation(raw: object) -> Operation | None:
    if not isinstance(raw, dict):
        return None
    path, temp = raw.get("path"), raw.get("temp")
    base_sha, expected = raw.get("base_sha256"), raw.get("expected_sha256")
    if not safe_rel(path) or not isinstance(temp, str) or not _TEMP_NAME.fullmatch(temp):
        return None
    if not (base_sha is None or (isinstance(base_sha, str) and _HEX.fullmatch(base_sha))):
        return None
    if not isinstance(expected, str) or not _HEX.fullmatch(expected):
        return None
    base = _decoded(raw.get("base"), base_sha)
    if base is False:
        return None
    assert isinstance(path, str)
    assert not isinstance(base, bool)
    return Operation(path, temp, base_sha, expected, base)


def _decoded(raw: object, base_sha: object) -> bytes | bool | None:
    """The pre-image (None when the file was new or a version-1 journal kept none); False
    when it is malformed or does not match its digest."""
    if raw is None:
        return None
    if not isinstance(raw, str):
        return False
    try:
        data = base64.b64decode(raw.encode("ascii"), validate=True)
    except (ValueError, UnicodeEncodeError):
        return False
    return data if sha(data) == base_sha else False


def _parse(path: Path, data: object, root: Path) -> Journal:
    if not isinstance(data, dict) or data.get("version") not in (1, VERSION):
        raise _untrusted(path, "is damaged")
    if data.get("memory_dir") != str(root):
        raise _untrusted(path, "belongs to another memory directory")
    if data.get("state") not in ("staging", "committed"):
        raise _untrusted(path, "is damaged")
    raw_ops, raw_dirs = data.get("operations"), data.get("created_dirs", [])
    if not isinstance(raw_ops, list) or not isinstance(raw_dirs, list):
        raise _untrusted(path, "is damaged")
    ops = [_operation(op) for op in raw_ops]
    if any(op is None for op in ops) or not all(safe_rel(d) for d in raw_dirs):
        raise _untrusted(path, "names a path outside the memory directory or is damaged")
    valid = tuple(op for op in ops if op is not None)
    if len({op.path for op in valid}) != len(valid):
        raise _untrusted(path, "names one file twice")
    return Journal(path, str(data["state"]), str(data.get("plan_id", "")), valid, tuple(raw_dirs))


def load(root: Path, state: Path) -> Journal | None:
    """The pending journal of ``root``, checked; None when there is none."""
    path = state / JOURNAL
    check_chain(state)
    try:
        fd = os.open(path, _READ)
    except FileNotFoundError:
        return None
    except OSError:
        raise _untrusted(path, "cannot be opened safely (a symlink?)") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid():
            raise _untrusted(path, "is not this user's regular file")
        raw = b"".join(iter(lambda: os.read(fd, 1 << 20), b""))
    finally:
        os.close(fd)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise _untrusted(path, "is damaged") from None
    return _parse(path, data, root)


def pending(state: Path) -> bool:
    return os.path.lexists(state / JOURNAL)


def any_pending(state_root: Path) -> bool:
    """Whether any memory directory has an interrupted write: a journal is removed when its
    write completes, so readers usually learn there is nothing to recover from one listing,
    without hashing their own directory's path."""
    try:
        with os.scandir(state_root / "protocol") as entries:
            return any(os.path.lexists(os.path.join(e.path, JOURNAL)) for e in entries)
    except (FileNotFoundError, NotADirectoryError):
        return False
    except OSError:
        return True  # cannot tell: let the exact check decide


def clean(root: Path, state: Path, journal: Journal) -> None:
    """Remove a journal's staged copies, its (now empty) new directories, then the journal."""
    for op in journal.operations:
        unlink(root, op.path, op.temp)
    for rel in reversed(journal.created_dirs):
        with contextlib.suppress(OSError), _parent(root, rel) as (fd, name):
            os.rmdir(name, dir_fd=fd)  # only when empty
    (state / JOURNAL).unlink()
