"""Every test runs in isolation: its own HOME, XDG dirs, git config and no ECC_MEMORY_* vars.

Inherited GIT_* variables are scrubbed too: a GIT_INDEX_FILE from an outer hook (the suite
running inside `git commit`) would make `git add` in a temporary repository write into the
outer repository's index.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from gitrepo import clock_now, isolate

if TYPE_CHECKING:
    from ecc_memory.config import Roots


@pytest.fixture(autouse=True)
def isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    isolate(home, monkeypatch)
    return home


@pytest.fixture
def now() -> datetime:
    """The test's current instant (``gitrepo.clock_now``): the machine's clock, or that clock a
    year ahead when tests/test_clock.py reruns the ``clock``-marked tests."""
    return clock_now()


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty project directory with a .git entry, used as the working directory."""
    root = tmp_path / "repo"
    root.mkdir()
    (root / ".git").mkdir()
    monkeypatch.chdir(root)
    return root


def snapshot(root: Path) -> dict[str, bytes | str]:
    """Every path below ``root`` with its bytes (files), link target (symlinks) or 'dir'."""
    state: dict[str, bytes | str] = {}
    if not os.path.lexists(root):
        return state
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            path = Path(dirpath) / name
            key = str(path.relative_to(root))
            if path.is_symlink():
                state[key] = "link:" + os.readlink(path)
            elif path.is_dir():
                state[key] = "dir"
            else:
                state[key] = path.read_bytes()
    return state


def settle_dirs(roots: Roots) -> None:
    """Store every indexed directory's real signature, as if it had changed long before the
    last scan (a directory changed within the racy window is otherwise listed again, which
    finds an in-place edit by itself)."""
    from ecc_memory.vault.index import open_index

    with open_index(roots) as index:
        # A directory that could not be listed keeps its mark: no time makes it settled.
        rows = index.conn.execute("SELECT scope, rel FROM dirs WHERE mtime_ns != -2").fetchall()
        for scope, rel in rows:
            info = (roots.root(scope) / rel).stat()
            index.conn.execute(
                "UPDATE dirs SET mtime_ns = ?, ctime_ns = ? WHERE scope = ? AND rel = ?",
                (info.st_mtime_ns, info.st_ctime_ns, scope, rel),
            )
