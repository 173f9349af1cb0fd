"""All-or-nothing multi-file writes: staged temp files, a journal, atomic renames, recovery.

Order of an apply (the caller holds the writer lock):

1. the journal is written in state ``staging``, naming every temp file and new directory;
2. each new file content is written to a temp file beside its target and fsync-ed;
3. every target is re-read: if one changed since the plan was built, everything is rolled back;
4. the journal is atomically replaced by one in state ``committed`` -- the commit point;
5. each temp file is renamed over its target; then the journal is removed.

A crash (``kill -9``) before step 4 leaves the targets untouched: recovery deletes the temp
files. A crash after it leaves a committed journal: recovery renames the remaining temp files,
so the plan lands completely. Recovery runs at the start of the next protocol command.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from ecc_memory.errors import EccError, InternalError, UnsafePath

if TYPE_CHECKING:  # readers check for a pending journal without importing the plan code
    from ecc_memory.protocol.plans.plan import Change

JOURNAL = "journal.json"
_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
_TEMP = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
_READ = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
Step = Callable[[str], None]


class TargetChanged(EccError):
    """A target file changed between the plan and the write; nothing was written."""


def state_for(state_root: Path, memory_dir: Path) -> Path:
    """Private per-directory state: ``<state root>/protocol/<sha256(real path)[:32]>``."""
    import hashlib  # here: loading OpenSSL's hashes costs a read-only command ~2 ms

    key = hashlib.sha256(os.path.realpath(memory_dir).encode("utf-8")).hexdigest()[:32]
    return state_root / "protocol" / key


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


def _sha(data: bytes) -> str:
    import hashlib

    return hashlib.sha256(data).hexdigest()


@contextmanager
def _parent(root: Path, rel: str, *, create: list[str] | None = None) -> Iterator[tuple[int, str]]:
    """A no-follow descriptor of ``rel``'s directory and its base name."""
    *parts, name = rel.split("/")
    fds = [os.open(root, _DIR)]
    try:
        walked = ""
        for part in parts:
            walked = f"{walked}/{part}" if walked else part
            if create is not None:
                with contextlib.suppress(FileExistsError):
                    os.mkdir(part, 0o755, dir_fd=fds[-1])
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


def _read(root: Path, rel: str) -> bytes | None:
    try:
        with _parent(root, rel) as (dir_fd, name):
            fd = os.open(name, _READ, dir_fd=dir_fd)
    except (FileNotFoundError, UnsafePath):
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise UnsafePath("PROTOCOL_UNSAFE_TREE", f"{rel} is not a regular file")
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
        os.write(fd, json.dumps(data, sort_keys=True).encode("utf-8"))
        os.fsync(fd)
    finally:
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


def _stage(root: Path, rel: str, temp: str, data: bytes, created: list[str]) -> None:
    with _parent(root, rel, create=created) as (dir_fd, name):
        mode = 0o644
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


def _rename(root: Path, rel: str, temp: str, *, sync: bool = True) -> None:
    with _parent(root, rel) as (dir_fd, name):
        os.rename(temp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
        if sync:
            with contextlib.suppress(OSError):
                os.fsync(dir_fd)


def _unlink_temp(root: Path, rel: str, temp: str) -> None:
    with contextlib.suppress(FileNotFoundError, UnsafePath), _parent(root, rel) as (fd, _):
        os.unlink(temp, dir_fd=fd)


def _noop(_step: str) -> None:
    return None


def write_all(
    root: Path, state: Path, changes: tuple[Change, ...], plan_id: str, on_step: Step | None = None
) -> None:
    """Write every change or none (see the module docstring)."""
    step = on_step or _noop
    txid = uuid.uuid4().hex[:12]
    ops = [
        {
            "path": c.path,
            "temp": f".ecc-stage-{txid}-{n}.tmp",
            "base_sha256": _sha(c.before) if c.before is not None else None,
            "expected_sha256": _sha(c.after),
        }
        for n, c in enumerate(changes)
    ]
    journal: dict[str, object] = {
        "version": 1,
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
            _stage(root, change.path, str(ops[n]["temp"]), change.after, created)
            if len(created) > known:  # recorded so that a roll-back removes them again
                journal["created_dirs"] = list(created)
                _write_journal(state, journal)
            step(f"staged-{n}")
        _verify_bases(root, changes)
    except BaseException:
        _roll_back(root, state, journal)
        raise
    _write_journal(state, dict(journal, state="committed"))
    step("committed")
    for n, change in enumerate(changes):
        _rename(root, change.path, str(ops[n]["temp"]), sync=False)
        step(f"renamed-{n}")
    for directory in sorted({os.path.dirname(change.path) for change in changes}):
        _fsync_dir(root / directory if directory else root)  # once per directory
    (state / JOURNAL).unlink()
    step("done")


def _verify_bases(root: Path, changes: tuple[Change, ...]) -> None:
    for change in changes:
        if _read(root, change.path) != change.before:
            raise TargetChanged(
                "PROTOCOL_PLAN_CHANGED",
                f"{change.path} changed while the "
                "plan was being written; nothing was written, preview again",
            )


def _roll_back(root: Path, state: Path, journal: dict[str, object]) -> None:
    for op in _operations(journal):
        _unlink_temp(root, op["path"], op["temp"])
    for rel in reversed(_created_dirs(journal)):
        with contextlib.suppress(OSError):
            os.rmdir(root / rel)
    with contextlib.suppress(FileNotFoundError):
        (state / JOURNAL).unlink()


def _operations(journal: dict[str, object]) -> list[dict[str, str]]:
    ops = journal.get("operations")
    if not isinstance(ops, list):
        raise InternalError("PROTOCOL_JOURNAL", "the write journal is damaged")
    return [{k: str(v) for k, v in op.items() if v is not None} for op in ops]


def _created_dirs(journal: dict[str, object]) -> list[str]:
    dirs = journal.get("created_dirs")
    return [str(d) for d in dirs] if isinstance(dirs, list) else []


def pending(state: Path) -> bool:
    return (state / JOURNAL).exists()


def recover(root: Path, state: Path) -> str | None:
    """Finish or undo an interrupted write; ``rolled-back``, ``rolled-forward`` or None."""
    try:
        raw = (state / JOURNAL).read_bytes()
    except FileNotFoundError:
        return None
    try:
        journal = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise InternalError(
            "PROTOCOL_JOURNAL", f"the write journal is damaged; inspect {state / JOURNAL}"
        ) from None
    if journal.get("memory_dir") != str(root):
        raise InternalError(
            "PROTOCOL_JOURNAL", "the write journal belongs to another memory directory"
        )
    if journal.get("state") != "committed":
        _roll_back(root, state, journal)
        return "rolled-back"
    for op in _operations(journal):
        _roll_forward(root, op)
    (state / JOURNAL).unlink()
    return "rolled-forward"


def _roll_forward(root: Path, op: dict[str, str]) -> None:
    directory = os.path.dirname(op["path"])
    temp_rel = f"{directory}/{op['temp']}" if directory else op["temp"]
    staged = _read(root, temp_rel)
    if staged is not None and _sha(staged) == op["expected_sha256"]:
        _rename(root, op["path"], op["temp"])
        return
    current = _read(root, op["path"])
    if current is None or _sha(current) != op["expected_sha256"]:
        raise InternalError(
            "PROTOCOL_JOURNAL",
            f"cannot finish the interrupted write of "
            f"{op['path']}; the journal is kept for inspection",
        )
