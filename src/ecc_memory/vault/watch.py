"""Asking the vault's watcher what changed in place, instead of stat-ing every file.

An edit *in place* changes no directory, so between full walks the index cannot see it; every
``Roots.index_verify_ns`` a refresh stats every file again (0.6 s at 100,000 memories). Where
the platform has inotify, a small per-vault process (``vault.watcher``) watches every directory
of the vault and answers one question over a local socket: which files and directories changed
after the point a caller names (a *token*, taken before that caller's own walk). A refresh whose
full walk is due asks it; when the answer covers the whole time since the token stored in the
index, only the named files are stat-ed and read, and the directories named are listed again.
Every other case -- no watcher, another watcher than the one that issued the token, a lost event
queue (``IN_Q_OVERFLOW``), a scope not watched, a file system inotify cannot see completely, an
answer that is late or malformed -- falls back to the full walk, so the bound on how long an
edit can stay unseen never depends on the watcher being there.

This module is the client side and the policy; it imports nothing heavier than ``socket``, and
only when a full walk is due.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ecc_memory.config import Roots

PROTOCOL = 2  # 2: answers name the device and inode of each root they watch
# A vault smaller than this is walked in full: 20,000 lstat calls cost about 0.1 s, less than
# what a process of its own would be worth. ``ECC_MEMORY_WATCH=on`` watches any vault.
WATCH_FROM_FILES = 20_000
ASK_TIMEOUT_S = 1.0  # a watcher that has not answered by then is treated as absent
MAX_ANSWER = 1 << 24
# More changed files than this in one answer: the full walk is cheaper than stat-ing each.
MAX_CHANGES = 5_000
MODES = ("auto", "on", "off")


class Changes(NamedTuple):
    """What changed in one scope since a token: files (walk paths) to stat and read again, and
    directories (walk prefixes, "" for the scope root) to list again."""

    files: frozenset[str]
    dirs: frozenset[str]


class Answer(NamedTuple):
    """The watcher's answer: the token to store (taken before the caller walks) and, by scope,
    the changes since the caller's token, or None when they are not known (walk in full); and
    the identity (``identity_of``) of each scope root it watches, which the caller compares with
    the root it reads before it believes the changes (``vouches``)."""

    token: str
    scopes: Mapping[str, Changes | None]
    roots: Mapping[str, str] = {}

    def vouches(self, scope: str, root_fd: int | None) -> Changes | None:
        """The changes in ``scope``, only when the watcher watches the very directory the
        caller opened (a root moved away and copied back, or cloned again at its old path, is
        another directory that no watch of the old one sees)."""
        changes = self.scopes.get(scope)
        if changes is None or root_fd is None or self.roots.get(scope) != identity_of(root_fd):
            return None
        return changes


def identity_of(fd: int) -> str:
    """A directory's identity: ``<device>:<inode>`` of the open descriptor."""
    info = os.fstat(fd)
    return f"{info.st_dev}:{info.st_ino}"


def supported() -> bool:
    return sys.platform.startswith("linux")


def enabled(roots: Roots) -> bool:
    return roots.watch != "off" and supported()


def address(roots: Roots) -> bytes:
    """The watcher's socket: in Linux's abstract namespace (no file to go stale, no path-length
    limit), one per user, vault and protocol version."""
    from ecc_memory.vault import SCOPES

    return address_of([str(roots.root(scope)) for scope in SCOPES])


def address_of(scope_roots: list[str]) -> bytes:
    from hashlib import blake2b  # only when a watcher is asked: a warm doctor loads no hashing

    key = "\0".join(scope_roots)
    digest = blake2b(key.encode("utf-8", "surrogatepass"), digest_size=12).hexdigest()
    return f"\0ecc-memory-watch-{os.getuid()}-{digest}-v{PROTOCOL}".encode()


def ask(roots: Roots, tokens: Mapping[str, str | None]) -> Answer | None:
    """The changes in each scope since its token, or None when no watcher of ours answers."""
    reply = request(roots, {"op": "since", "tokens": dict(tokens)})
    if reply is None:
        return None
    try:
        token, answered = reply["token"], reply["scopes"]
        if not isinstance(answered, dict):
            return None
        scopes: dict[str, Changes | None] = {}
        for scope in tokens:
            found = answered.get(scope)
            if found is None:
                scopes[scope] = None
                continue
            changed_files, changed_dirs = found["files"], found["dirs"]
            if not all(isinstance(rel, str) for rel in [*changed_files, *changed_dirs]):
                return None
            too_many = len(changed_files) + len(changed_dirs) > MAX_CHANGES
            scopes[scope] = (
                None if too_many else Changes(frozenset(changed_files), frozenset(changed_dirs))
            )
        if not isinstance(token, str):
            return None
        claimed = reply.get("roots")
        if not isinstance(claimed, dict):
            return None
        identities = {k: v for k, v in claimed.items() if isinstance(k, str) and isinstance(v, str)}
    except (KeyError, TypeError, AttributeError):
        return None
    return Answer(token, scopes, identities)


def request(roots: Roots, message: Mapping[str, object]) -> dict[str, object] | None:
    """One request to this vault's watcher and its answer; None when none of ours answers (no
    process, another user's socket, a timeout, a malformed answer)."""
    if not supported():
        return None
    import socket

    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM | socket.SOCK_CLOEXEC)
    try:
        sock.settimeout(ASK_TIMEOUT_S)
        sock.connect(address(roots))
        if peer_uid(sock) != os.getuid():  # a socket another user bound under our name
            return None
        sock.sendall(json.dumps({"v": PROTOCOL, **message}).encode() + b"\n")
        data = read_line(sock)
        if data is None:
            return None
        reply = json.loads(data)
    except (OSError, ValueError):
        return None
    finally:
        sock.close()
    return reply if isinstance(reply, dict) else None


def peer_uid(sock: object) -> int:
    """The user id of the process at the other end of a Unix socket (``SO_PEERCRED``)."""
    import socket
    import struct

    assert isinstance(sock, socket.socket)
    raw = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
    _pid, uid, _gid = struct.unpack("3i", raw)
    return int(uid)


def read_line(sock: object, limit: int = MAX_ANSWER) -> bytes | None:
    """Bytes up to the first newline; None when the peer closes first or sends too much."""
    import socket

    assert isinstance(sock, socket.socket)
    chunks: list[bytes] = []
    size = 0
    while True:
        chunk = sock.recv(65536)
        if not chunk:
            return None
        end = chunk.find(b"\n")
        if end >= 0:
            chunks.append(chunk[:end])
            return b"".join(chunks)
        chunks.append(chunk)
        size += len(chunk)
        if size > limit:
            return None


def wanted(roots: Roots, files_walked: int) -> bool:
    """Whether a refresh that walked ``files_walked`` files in full, with no watcher answering,
    should start one."""
    if not enabled(roots):
        return False
    return roots.watch == "on" or files_walked >= WATCH_FROM_FILES


_spawned: list[int] = []


def spawn(roots: Roots) -> None:
    """Start this vault's watcher in the background; it exits by itself when another already
    holds the socket. Never waits for it, never raises: without it, refreshes walk in full."""
    _reap()
    spec = {
        scope: {"boundary": str(boundary), "parts": list(parts)}
        for scope, (boundary, parts) in ((s, roots.location(s)) for s in _scopes())
    }
    argv = [sys.executable, "-m", "ecc_memory.vault.watcher", json.dumps(spec)]
    null = os.devnull
    actions = [
        (os.POSIX_SPAWN_OPEN, 0, null, os.O_RDONLY, 0),
        (os.POSIX_SPAWN_OPEN, 1, null, os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, null, os.O_WRONLY, 0),
    ]
    try:
        pid = os.posix_spawn(sys.executable, argv, dict(os.environ), file_actions=actions,
                             setsid=True)  # fmt: skip
    except OSError:
        return
    _spawned.append(pid)


def _reap() -> None:
    """Collect watchers this process started that have exited (a long-lived MCP server)."""
    for pid in list(_spawned):
        try:
            done, _status = os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            done = pid
        if done:
            _spawned.remove(pid)


def _scopes() -> tuple[str, ...]:
    from ecc_memory.vault import SCOPES

    return tuple(SCOPES)
