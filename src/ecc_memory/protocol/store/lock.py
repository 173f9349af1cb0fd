"""One writer at a time per memory directory: an ``flock`` held for the whole mutation.

The lock file lives in private state outside the repository (``<state>/lock``, directory
0700, file 0600). A writer holds an exclusive ``flock`` on it from before it reads the files
until after its journal is gone, so the kernel decides who writes: a process that dies, however
it dies, releases the lock with its last descriptor, and a stopped one (Ctrl-Z) keeps it. The
file's JSON (command, pid, host, time) is information for the waiter's message only; an empty
or torn file (a full disk) means nothing.

``--break-stale-lock`` follows the reference's rule and is rarely needed: only when the lock is
held while its JSON names a process on this host that no longer runs and is older than 60 s
(the descriptor was inherited by an orphan) is the file replaced by a new one. A live writer's
lock is never broken.

Readers take the same lock shared, briefly, so they never see a write half done.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import json
import os
import stat
import time
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType

from ecc_memory.errors import EccError, UnsafePath
from ecc_memory.protocol.store.state import ensure_private_dir

LOCK = "lock"
GUARD = "guard"
STALE_AFTER_SECONDS = 60.0
POLL_SECONDS = 0.02
_OPEN = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
_READ = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)


class LockTimeout(EccError):
    """Another writer held the lock for longer than ``--lock-timeout``."""


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


def _info(fd: int) -> tuple[dict[str, object] | None, float]:
    """The lock's JSON (None when empty or malformed) and the file's age in seconds."""
    age = time.time() - os.fstat(fd).st_mtime
    try:
        data = json.loads(os.pread(fd, 4096, 0).decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return None, age
    return (data if isinstance(data, dict) else None), age


def is_stale(info: dict[str, object] | None, age: float) -> bool:
    """The reference's rule: well-formed, this host, pid gone, older than 60 s."""
    if info is None:
        return False
    pid = info.get("pid")
    return (
        age > STALE_AFTER_SECONDS
        and info.get("hostname") == _hostname()
        and isinstance(pid, int)
        and not pid_alive(pid)
    )


def _open_lock(state: Path, flags: int = _OPEN) -> int:
    try:
        fd = os.open(state / LOCK, flags, 0o600)
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise UnsafePath("PROTOCOL_STATE", "the lock file is a symlink") from None
        raise
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode) or info.st_uid != os.geteuid():
        os.close(fd)
        raise UnsafePath("PROTOCOL_STATE", "the lock file is not this user's regular file")
    return fd


def _same_file(fd: int, state: Path) -> bool:
    """Whether ``fd`` is still the file at ``<state>/lock`` (a breaker may have replaced it)."""
    try:
        now = os.stat(state / LOCK, follow_symlinks=False)
    except FileNotFoundError:
        return False
    held = os.fstat(fd)
    return (now.st_dev, now.st_ino) == (held.st_dev, held.st_ino)


class MutationLock:
    """``with MutationLock(state_dir, ...):`` -- hold the memory directory's writer lock."""

    def __init__(
        self, state: Path, *, command: str, timeout: float = 10.0, break_stale: bool = False
    ) -> None:
        self.state = state
        self.command = command
        self.timeout = max(0.0, timeout)
        self.break_stale = break_stale
        self.fd: int | None = None
        self.took_over: dict[str, object] | None = None

    def __enter__(self) -> MutationLock:
        ensure_private_dir(self.state)
        deadline = time.monotonic() + self.timeout
        while True:
            fd = _open_lock(self.state)
            if self._try(fd):
                self.fd = fd
                self._describe()
                return self
            holder = _info(fd)
            try:
                if self.break_stale and is_stale(*holder) and self._break(fd):
                    self.took_over = holder[0]
                    continue
            finally:
                os.close(fd)
            if time.monotonic() >= deadline:
                raise LockTimeout("PROTOCOL_LOCKED", self._timeout_message(holder[0]))
            time.sleep(POLL_SECONDS)

    def _try(self, fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return _same_file(fd, self.state)  # else a breaker replaced the file under us

    def _break(self, fd: int) -> bool:
        """Replace the lock file ``fd`` is, unless another breaker already did (breakers
        serialise on a guard file, so two of them never both take a lock)."""
        guard = os.open(self.state / GUARD, _OPEN, 0o600)
        try:
            fcntl.flock(guard, fcntl.LOCK_EX)
            if _same_file(fd, self.state):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(self.state / LOCK)
            return True
        finally:
            os.close(guard)

    def _describe(self) -> None:
        """Write who holds the lock; a full disk leaves it empty, which is harmless."""
        assert self.fd is not None
        content = {
            "command": self.command,
            "created_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "hostname": _hostname(),
            "pid": os.getpid(),
        }
        with contextlib.suppress(OSError):
            os.ftruncate(self.fd, 0)
            os.pwrite(self.fd, json.dumps(content, sort_keys=True).encode("utf-8"), 0)

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release()

    def release(self) -> None:
        """Clear the information and let go; the file stays (unlinking it would race)."""
        if self.fd is None:
            return
        with contextlib.suppress(OSError):
            os.ftruncate(self.fd, 0)
        os.close(self.fd)  # closing the last descriptor releases the flock
        self.fd = None

    def _timeout_message(self, info: dict[str, object] | None) -> str:
        holder = "another writer"
        if info is not None:
            holder = (
                f"pid {info.get('pid')} on {info.get('hostname')} "
                f"({info.get('command')}, since {info.get('created_at')})"
            )
        return (
            f"timed out after {self.timeout:g}s waiting for the memory lock held by {holder}; "
            "a writer that is still running (perhaps stopped with Ctrl-Z) keeps it until it "
            "ends, and a writer that died has already released it"
        )


@contextlib.contextmanager
def shared_lock(state: Path, timeout: float) -> Iterator[bool]:
    """Hold the lock shared for a read when there is one; yields whether it was held (False
    when no writer ever ran here, or when one held it past ``timeout``). Creates nothing."""
    try:
        fd = _open_lock(state, _READ)
    except (FileNotFoundError, NotADirectoryError):
        yield False
        return
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
                break
            except BlockingIOError:
                if time.monotonic() >= deadline:
                    yield False
                    return
                time.sleep(POLL_SECONDS)
        yield True
    finally:
        os.close(fd)


def _hostname() -> str:
    """This host's name, as ``socket.gethostname`` gives it on POSIX (this module needs
    fcntl), without the socket module's import (3 ms of every read-only command)."""
    return os.uname().nodename
