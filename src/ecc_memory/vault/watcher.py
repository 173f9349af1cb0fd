"""The vault's watcher: a small background process that sees edits in place (Linux inotify).

``python -m ecc_memory.vault.watcher SPEC`` (started by ``vault.watch.spawn``) binds the vault's
socket (one watcher per user and vault: a second one finds the name taken and exits), watches
every directory of every scope and counts what happens in them. Each event gets the next number
of a sequence; a *token* is ``<epoch>:<number>``, the epoch being random per process, so a token
of an earlier watcher is never taken for one of this watcher's.

Directories are opened one component at a time without following symlinks (``files``), and each
watch is placed on the opened directory itself (``/proc/self/fd/N``), so no path can be swapped
for a symlink between the check and the watch. What the answer promises, by scope:

* a scope is *watched from* number W: every directory in it had its watch in place before W
  was handed out. A token older than W, of another epoch, or of a scope not watched (missing,
  moved away, on a file system whose writes inotify may miss) gets ``null``: walk in full.
* since a token T >= W, every ``*.md`` name that had an event after T is listed (files), and
  every directory whose watch was placed after T (created or moved in since) is listed (dirs):
  edits made in it before its watch existed are found by listing it.
* a lost queue (``IN_Q_OVERFLOW``) moves every scope's W to now.
* the answer names, by scope, the device and inode of the root directory it watches: the
  caller trusts the answer only for the root it reads itself (``vault.refresh``). Before each
  answer the watcher opens every root again; one that is another directory now (``.ecc`` moved
  away and copied back, a repository cloned again at its old path: no event reaches a watch on
  the old directories) is watched anew, from a new W.
* a directory it could not open or list (EACCES, EIO) is not vouched for: it is tried again
  before each answer, and until its watch is in place it is named among the directories to
  list again in every answer.

It exits when no directory is watched any more (the vault was removed), after
``IDLE_EXIT_S`` without a question, or when asked to (``stop``). Nothing is written anywhere:
the index stays the one place that records what was seen.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import errno
import json
import os
import select
import socket
import struct
import sys
import time
from pathlib import Path

from ecc_memory import files
from ecc_memory.errors import EccError
from ecc_memory.vault import SCOPES, watch

IN_MODIFY = 0x00000002
IN_ATTRIB = 0x00000004
IN_CLOSE_WRITE = 0x00000008
IN_MOVED_FROM = 0x00000040
IN_MOVED_TO = 0x00000080
IN_CREATE = 0x00000100
IN_DELETE = 0x00000200
IN_DELETE_SELF = 0x00000400
IN_MOVE_SELF = 0x00000800
IN_UNMOUNT = 0x00002000
IN_Q_OVERFLOW = 0x00004000
IN_IGNORED = 0x00008000
IN_ONLYDIR = 0x01000000
IN_EXCL_UNLINK = 0x04000000
IN_ISDIR = 0x40000000
MASK = (
    IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_CREATE | IN_DELETE
    | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR | IN_EXCL_UNLINK
)  # fmt: skip
_EVENT = struct.Struct("iIII")
IDLE_EXIT_S = 1800.0
MAX_REMEMBERED = 200_000  # changed names kept; beyond it, as if the queue had overflowed
MAX_REQUEST = 1 << 20

# File systems on which every write to a file goes through this kernel, so inotify sees it.
# Network and FUSE file systems (NFS, SMB, sshfs...) are changed by other machines or daemons
# without an event: a scope on one is never watched, and its refreshes walk in full.
LOCAL_FILE_SYSTEMS = frozenset(
    {
        0xEF53,  # ext2/3/4
        0x58465342,  # xfs
        0x9123683E,  # btrfs
        0x01021994,  # tmpfs
        0x858458F6,  # ramfs
        0x794C7630,  # overlayfs
        0x2FC12FC1,  # zfs
        0xF2F52010,  # f2fs
        0xCA451A4E,  # bcachefs
        0x3153464A,  # jfs
        0x52654973,  # reiserfs
        0x00003434,  # nilfs2
        0x0000482B,  # hfsplus
        0x00004D44,  # vfat
        0x2011BAB0,  # exfat
        0x7366746E,  # ntfs3
    }
)


class _Libc:
    def __init__(self) -> None:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6", use_errno=True)
        self.init1 = libc.inotify_init1
        self.init1.argtypes = [ctypes.c_int]
        self.add_watch = libc.inotify_add_watch
        self.add_watch.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_uint32]
        self.rm_watch = libc.inotify_rm_watch
        self.rm_watch.argtypes = [ctypes.c_int, ctypes.c_int]
        self.statfs = libc.statfs
        self.statfs.argtypes = [ctypes.c_char_p, ctypes.c_void_p]


def file_system_type(libc: _Libc, path: str) -> int | None:
    buffer = ctypes.create_string_buffer(512)  # struct statfs; f_type is its first word
    if libc.statfs(path.encode(), buffer) != 0:
        return None
    return int(ctypes.c_long.from_buffer(buffer).value) & 0xFFFFFFFF


class Watcher:
    """The watches of one vault and the numbered record of what changed in it."""

    def __init__(self, spec: dict[str, dict[str, object]]) -> None:
        self.libc = _Libc()
        self.fd = self.libc.init1(os.O_NONBLOCK | os.O_CLOEXEC)
        if self.fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1")
        self.roots = {
            scope: (Path(str(entry["boundary"])), tuple(str(p) for p in entry["parts"]))  # type: ignore[attr-defined]
            for scope, entry in spec.items()
        }
        self.epoch = os.urandom(8).hex()
        self.seq = 0
        self.wds: dict[int, tuple[str, str]] = {}  # watch -> (scope, directory prefix)
        self.watched_from: dict[str, int | None] = dict.fromkeys(self.roots)
        self.changed_files: dict[tuple[str, str], int] = {}
        self.changed_dirs: dict[tuple[str, str], int] = {}
        self.identity: dict[str, str] = {}  # scope -> "<device>:<inode>" of the watched root
        self.unwatched: set[tuple[str, str]] = set()  # directories that could not be watched

    # -- watching ---------------------------------------------------------------------------

    def watch_missing(self) -> None:
        """Watch every scope not watched yet (at start, and before each answer: a scope root
        created or moved back since), and every directory that could not be watched before."""
        for scope, start in self.watched_from.items():
            if start is None:
                self._watch_scope(scope)
        for scope, prefix in sorted(self.unwatched):
            if self.watched_from.get(scope) is not None:
                self.unwatched.discard((scope, prefix))
                self._add_subdir(scope, prefix)

    def check_roots(self) -> None:
        """Drop the watches of every scope whose root path is another directory now, or gone:
        its events would never reach them. ``watch_missing`` then watches what is there."""
        for scope, start in self.watched_from.items():
            if start is not None and self._root_identity(scope) != self.identity.get(scope):
                self._unwatch(scope)

    def _root_identity(self, scope: str) -> str | None:
        boundary, parts = self.roots[scope]
        try:
            with files.dir_chain(boundary, parts, create=False) as fd:
                return None if fd is None else watch.identity_of(fd)
        except (OSError, EccError):
            return None

    def _watch_scope(self, scope: str) -> None:
        boundary, parts = self.roots[scope]
        try:
            with files.dir_chain(boundary, parts, create=False) as fd:
                if fd is None:
                    return
                kind = file_system_type(self.libc, f"/proc/self/fd/{fd}")
                if kind not in LOCAL_FILE_SYSTEMS:
                    return
                self.seq += 1
                self.identity[scope] = watch.identity_of(fd)
                self._add_tree(scope, fd, "", 0, self.seq)
        except (OSError, EccError):
            self._forget(scope, "")
            return
        self.watched_from[scope] = self.seq

    def _add_tree(self, scope: str, fd: int, prefix: str, depth: int, mark: int) -> None:
        wd = self.libc.add_watch(self.fd, f"/proc/self/fd/{fd}".encode(), MASK)
        if wd < 0:
            raise OSError(ctypes.get_errno(), "inotify_add_watch")
        self.wds[wd] = (scope, prefix)
        self.changed_dirs[(scope, prefix)] = mark
        if depth >= files.MAX_DEPTH:
            return
        with os.scandir(fd) as entries:
            names = [e.name for e in entries if e.is_dir(follow_symlinks=False)]
        for name in names:
            if name.startswith("."):
                continue  # the walk never enters hidden directories
            below = f"{prefix}{name}/"
            try:
                child = files.open_dir(fd, name)
            except EccError:
                continue  # a symlink: the walk reports it
            except OSError:
                self.unwatched.add((scope, below))  # unreadable now: tried again, not vouched
                continue
            if child is None:
                continue
            try:
                self._add_tree(scope, child, below, depth + 1, mark)
            except OSError as error:
                if error.errno == errno.ENOSPC:
                    raise  # out of watches: the scope cannot be covered
                self._forget(scope, below)
                self.unwatched.add((scope, below))
            finally:
                os.close(child)

    def _add_subdir(self, scope: str, prefix: str) -> None:
        """Watch a directory created or moved in below a watched one, and its whole tree."""
        boundary, parts = self.roots[scope]
        depth = prefix.count("/")
        if depth > files.MAX_DEPTH:
            return
        self.seq += 1
        try:
            chain = (*parts, *prefix.rstrip("/").split("/"))
            with files.dir_chain(boundary, chain, create=False) as fd:
                if fd is not None:
                    self._add_tree(scope, fd, prefix, depth, self.seq)
        except (OSError, EccError) as error:
            if isinstance(error, OSError) and error.errno == errno.ENOSPC:
                self._unwatch(scope)  # out of watches: this scope cannot be covered
            elif isinstance(error, OSError) and not isinstance(error, FileNotFoundError):
                self._forget(scope, prefix)
                self.unwatched.add((scope, prefix))  # unreadable: tried again, not vouched
            # Gone again, or a symlink: the walk lists its parent and reports what it finds.

    def _forget(self, scope: str, prefix: str) -> None:
        """Drop the watches of a directory tree that was removed or moved away."""
        for wd, (owner, rel) in list(self.wds.items()):
            if owner == scope and rel.startswith(prefix):
                self.libc.rm_watch(self.fd, wd)
                del self.wds[wd]
        self.unwatched -= {(o, r) for o, r in self.unwatched if o == scope and r.startswith(prefix)}

    def _unwatch(self, scope: str) -> None:
        self._forget(scope, "")
        self.watched_from[scope] = None

    # -- events -----------------------------------------------------------------------------

    def drain(self) -> None:
        """Read and number every queued event (the caller's question comes after them)."""
        while True:
            try:
                data = os.read(self.fd, 1 << 16)
            except BlockingIOError:
                return
            offset = 0
            while offset + _EVENT.size <= len(data):
                wd, mask, _cookie, length = _EVENT.unpack_from(data, offset)
                start = offset + _EVENT.size
                name = data[start : start + length].rstrip(b"\0")
                offset = start + length
                self._event(wd, mask, os.fsdecode(name))

    def _event(self, wd: int, mask: int, name: str) -> None:
        self.seq += 1
        if mask & IN_Q_OVERFLOW:
            self._lost()
            return
        where = self.wds.get(wd)
        if where is None:
            return
        scope, prefix = where
        if mask & (IN_IGNORED | IN_UNMOUNT | IN_DELETE_SELF | IN_MOVE_SELF):
            if prefix == "":
                self._unwatch(scope)  # the scope root went away: watched again when it is back
            elif mask & IN_IGNORED:
                self.wds.pop(wd, None)
            return
        if not name or name.startswith("."):
            return
        if mask & IN_ISDIR:
            if mask & (IN_DELETE | IN_MOVED_FROM):
                self._forget(scope, f"{prefix}{name}/")
            if mask & (IN_CREATE | IN_MOVED_TO):
                self._add_subdir(scope, f"{prefix}{name}/")
            return
        if name.endswith(".md"):
            self.changed_files[(scope, prefix + name)] = self.seq
            if len(self.changed_files) > MAX_REMEMBERED:
                self._lost()

    def _lost(self) -> None:
        """Events were lost: no token handed out so far can be answered for."""
        self.seq += 1
        for scope, start in self.watched_from.items():
            if start is not None:
                self.watched_from[scope] = self.seq
        self.changed_files.clear()
        self.changed_dirs.clear()

    # -- answers ----------------------------------------------------------------------------

    def since(self, tokens: dict[str, object]) -> dict[str, object]:
        self.drain()
        self.check_roots()
        self.watch_missing()
        self.drain()
        scopes: dict[str, object] = {}
        for scope, token in tokens.items():
            after = self._number(token)
            start = self.watched_from.get(scope)
            if after is None or start is None or after < start:
                scopes[scope] = None
                continue
            unwatched = {rel for owner, rel in self.unwatched if owner == scope}
            scopes[scope] = {
                "files": _after(self.changed_files, scope, after),
                "dirs": sorted(set(_after(self.changed_dirs, scope, after)) | unwatched),
            }
        roots = {scope: self.identity[scope] for scope, start in self.watched_from.items()
                 if start is not None}  # fmt: skip
        return {"token": f"{self.epoch}:{self.seq}", "scopes": scopes, "roots": roots}

    def _number(self, token: object) -> int | None:
        if not isinstance(token, str):
            return None
        epoch, _, number = token.partition(":")
        if epoch != self.epoch or not number.isdigit():
            return None
        return int(number)

    def status(self) -> dict[str, object]:
        self.drain()
        self.check_roots()
        self.watch_missing()
        self.drain()
        return {
            "pid": os.getpid(),
            "epoch": self.epoch,
            "watches": len(self.wds),
            "scopes": {scope: start is not None for scope, start in self.watched_from.items()},
        }


def _after(changed: dict[tuple[str, str], int], scope: str, after: int) -> list[str]:
    return sorted(rel for (owner, rel), seen in changed.items() if owner == scope and seen > after)


def serve(spec: dict[str, dict[str, object]], address: bytes) -> int:
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM | socket.SOCK_CLOEXEC)
    try:
        listener.bind(address)
    except OSError:
        return 0  # another watcher holds this vault's name
    listener.listen(16)
    watcher = Watcher(spec)
    watcher.watch_missing()
    poller = select.poll()
    poller.register(watcher.fd, select.POLLIN)
    poller.register(listener.fileno(), select.POLLIN)
    last_question = time.monotonic()
    while True:
        if not watcher.wds and all(start is None for start in watcher.watched_from.values()):
            return 0  # nothing left to watch: the vault is gone
        remaining = IDLE_EXIT_S - (time.monotonic() - last_question)
        if remaining <= 0:
            return 0
        ready = poller.poll(int(remaining * 1000) + 1)
        for fd, _events in ready:
            if fd == watcher.fd:
                watcher.drain()
            else:
                last_question = time.monotonic()
                if _answer(listener, watcher):
                    return 0


def _answer(listener: socket.socket, watcher: Watcher) -> bool:
    """Answer one connection; True when asked to stop."""
    try:
        conn, _ = listener.accept()
    except OSError:
        return False
    with conn:
        try:
            conn.settimeout(watch.ASK_TIMEOUT_S)
            if watch.peer_uid(conn) != os.getuid():
                return False
            line = watch.read_line(conn, MAX_REQUEST)
            message = json.loads(line) if line is not None else None
            if not isinstance(message, dict) or message.get("v") != watch.PROTOCOL:
                return False
            op = message.get("op")
            if op == "since" and isinstance(message.get("tokens"), dict):
                reply = watcher.since(message["tokens"])
            elif op in ("status", "stop"):
                reply = watcher.status()
            else:
                return False
            conn.sendall(json.dumps(reply).encode() + b"\n")
            return bool(op == "stop")
        except (OSError, ValueError):
            return False


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not watch.supported():
        return 2
    with contextlib.suppress(OSError):
        os.chdir("/")
    try:
        spec = json.loads(argv[0])
        if not isinstance(spec, dict) or set(spec) != set(SCOPES):
            return 2
        roots = [
            str(Path(str(spec[s]["boundary"])).joinpath(*map(str, spec[s]["parts"])))
            for s in SCOPES
        ]
        return serve(spec, watch.address_of(roots))
    except (ValueError, OSError, KeyError, TypeError):
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
