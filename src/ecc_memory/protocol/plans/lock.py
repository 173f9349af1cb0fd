"""One writer at a time per memory directory: an O_EXCL lock file with pid, host and time.

The lock lives in private state outside the repository (``<state>/lock``, directory 0700, file
0600), keyed by the memory directory's real path, so a crashed writer can never leave a lock
file in the project. Acquirers serialise on an ``flock`` of a guard file before they look at
the lock, so two of them can never both decide that one lock is stale and both take it.

Stale-lock rule (documented in docs/protocol.md):

* a lock written on this host by a process that no longer runs is stale and is taken over at
  once (a ``kill -9``-ed writer does not block the next command);
* with ``--break-stale-lock``, any lock older than five minutes is stale as well (a malformed
  lock file, a lock from another host, a reused pid); writers finish in well under a second.

Waiters poll until ``--lock-timeout`` seconds have passed, then refuse.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import socket
import time
import uuid
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType

from ecc_memory.errors import EccError, UnsafePath

LOCK = "lock"
GUARD = "guard"
BREAK_AFTER_SECONDS = 300.0
POLL_SECONDS = 0.05
_CREATE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
_READ = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)


class LockTimeout(EccError):
    """Another writer held the lock for longer than ``--lock-timeout``."""


def ensure_private_dir(path: Path) -> Path:
    """``path`` as a real (not symlinked) directory, created 0700 when missing."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    if path.is_symlink() or not path.is_dir():
        raise UnsafePath("PROTOCOL_STATE", "the protocol state directory is not a real directory")
    return path


def pid_alive(pid: int) -> bool:
    """Whether a process with this pid runs here (a zombie counts as gone)."""
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as handle:
            return handle.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except (OSError, IndexError):
        return True


def _read_lock(state: Path) -> tuple[dict[str, object] | None, float] | None:
    """The lock's parsed content (None if malformed) and age in seconds; None if absent."""
    try:
        fd = os.open(state / LOCK, _READ)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnsafePath("PROTOCOL_STATE", "the lock file is a symlink") from None
        raise
    try:
        age = time.time() - os.fstat(fd).st_mtime
        raw = os.read(fd, 4096)
    finally:
        os.close(fd)
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None, age
    return (data if isinstance(data, dict) else None), age


def is_stale(info: dict[str, object] | None, age: float, *, break_stale: bool) -> bool:
    """The documented rule (see the module docstring)."""
    if break_stale and age > BREAK_AFTER_SECONDS:
        return True
    if info is None:
        return False
    pid = info.get("pid")
    return (
        info.get("hostname") == socket.gethostname() and isinstance(pid, int) and not pid_alive(pid)
    )


class MutationLock:
    """``with MutationLock(state_dir, ...):`` -- hold the memory directory's writer lock."""

    def __init__(
        self, state: Path, *, command: str, timeout: float = 10.0, break_stale: bool = False
    ) -> None:
        self.state = state
        self.command = command
        self.timeout = max(0.0, timeout)
        self.break_stale = break_stale
        self.token = uuid.uuid4().hex
        self.took_over: dict[str, object] | None = None

    def __enter__(self) -> MutationLock:
        ensure_private_dir(self.state)
        deadline = time.monotonic() + self.timeout
        while not self._try_acquire():
            if time.monotonic() >= deadline:
                raise LockTimeout("PROTOCOL_LOCKED", self._timeout_message())
            time.sleep(POLL_SECONDS)
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release()

    def _try_acquire(self) -> bool:
        guard = os.open(self.state / GUARD, os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW, 0o600)
        try:
            fcntl.flock(guard, fcntl.LOCK_EX)
            if self._create():
                return True
            found = _read_lock(self.state)
            if found is None:
                return self._create()
            if not is_stale(*found, break_stale=self.break_stale):
                return False
            self.took_over = found[0] or {}
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.state / LOCK)
            return self._create()
        finally:
            os.close(guard)  # closing the descriptor releases the flock

    def _create(self) -> bool:
        try:
            fd = os.open(self.state / LOCK, _CREATE, 0o600)
        except FileExistsError:
            return False
        content = {
            "command": self.command,
            "created_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "hostname": socket.gethostname(),
            "pid": os.getpid(),
            "token": self.token,
        }
        try:
            os.write(fd, json.dumps(content, sort_keys=True).encode("utf-8"))
            os.fsync(fd)
        finally:
            os.close(fd)
        return True

    def release(self) -> None:
        """Remove the lock file, but only while it is still ours."""
        found = _read_lock(self.state)
        if found is not None and found[0] is not None and found[0].get("token") == self.token:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(self.state / LOCK)

    def _timeout_message(self) -> str:
        found = _read_lock(self.state)
        holder = "another writer"
        if found is not None and found[0] is not None:
            info = found[0]
            holder = (
                f"pid {info.get('pid')} on {info.get('hostname')} "
                f"({info.get('command')}, since {info.get('created_at')})"
            )
        return (
            f"timed out after {self.timeout:g}s waiting for the memory lock held by "
            f"{holder}; if that writer is gone, rerun with --break-stale-lock"
        )
