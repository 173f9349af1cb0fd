"""Private per-directory state outside the repository: ``<state root>/protocol/<key>``.

The lock and the write journal live there. A journal decides which files in ``docs/memory/``
get renamed or removed, so the directory that holds it must be this user's alone: every
component from the state root down is a real directory owned by the effective user and
writable by nobody else. Anything else is refused before a journal in it is read.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from ecc_memory.errors import UnsafePath


def state_for(state_root: Path, memory_dir: Path) -> Path:
    """``<state root>/protocol/<sha256(real path of the memory directory)[:32]>``."""
    import hashlib  # here: loading OpenSSL's hashes costs a read-only command ~2 ms

    key = hashlib.sha256(os.path.realpath(memory_dir).encode("utf-8")).hexdigest()[:32]
    return state_root / "protocol" / key


def _refuse(path: Path, why: str) -> UnsafePath:
    return UnsafePath(
        "PROTOCOL_STATE",
        f"the protocol state directory {path} {why}; nothing was read from it or written "
        "(fix its owner and mode, e.g. chmod 700, or remove it)",
    )


def check_private(path: Path) -> None:
    """Refuse unless ``path`` is a real directory of this user that nobody else can write."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return
    if stat.S_ISLNK(info.st_mode) or not stat.S_ISDIR(info.st_mode):
        raise _refuse(path, "is not a real directory")
    if info.st_uid != os.geteuid():
        raise _refuse(path, f"belongs to another user (uid {info.st_uid})")
    if info.st_mode & 0o022:
        raise _refuse(path, "is writable by other users")


def check_chain(state: Path) -> None:
    """``check_private`` for the state directory and the two above it (``protocol``, root)."""
    for path in (state.parent.parent, state.parent, state):
        check_private(path)


def ensure_private_dir(state: Path) -> Path:
    """The state directory, created 0700 where missing, after ``check_chain``."""
    for path in (state.parent.parent, state.parent, state):
        try:
            os.mkdir(path, 0o700)
        except FileExistsError:
            pass
        except FileNotFoundError:
            path.mkdir(mode=0o700, parents=True, exist_ok=True)
        check_private(path)
    return state
