"""Random values a preview and its apply must agree on, kept in private state.

A new ``project_id`` (``migrate``, ``init --repair``) must be a random UUIDv4, not a digest of
the tree (two repositories migrating one template would share an overlay namespace), and a
hard forget's Plan ID is salted with a random nonce (else re-running the preview with guesses
would confirm the redacted topic). Both are drawn once, stored as
``<state>/seeds/<name>.json`` (0600), reused by the preview and the apply, dropped after the
apply and ignored after seven days.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
import uuid
from collections.abc import Callable
from pathlib import Path

from ecc_memory.protocol.store.state import ensure_private_dir

MAX_AGE_SECONDS = 7 * 24 * 3600
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-")


def _path(state: Path, name: str) -> Path:
    if not name or not set(name) <= _NAME_CHARS:
        raise ValueError(f"bad seed name {name!r}")
    return state / "seeds" / f"{name}.json"


def seed(state: Path, name: str, make: Callable[[], str]) -> str:
    """The stored value of ``name``, or a new one from ``make`` (stored first)."""
    path = _path(state, name)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if time.time() - float(data["created_at"]) < MAX_AGE_SECONDS:
            return str(data["value"])
    except (OSError, ValueError, KeyError, TypeError):
        pass
    value = make()
    ensure_private_dir(state)
    path.parent.mkdir(mode=0o700, exist_ok=True)
    temp = path.with_name(f".{path.name}.{uuid.uuid4().hex}")
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump({"value": value, "created_at": time.time()}, handle)
    os.replace(temp, path)
    return value


def drop(state: Path, names: set[str]) -> None:
    for name in names:
        with contextlib.suppress(OSError, ValueError):
            _path(state, name).unlink()


def random_uuid4() -> str:
    return str(uuid.uuid4())


def random_nonce() -> str:
    return uuid.uuid4().hex
