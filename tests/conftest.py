"""Every test runs in isolation: its own HOME, XDG dirs, git config and no ECC_MEMORY_* vars.

Inherited GIT_* variables are scrubbed too: a GIT_INDEX_FILE from an outer hook (the suite
running inside `git commit`) would make `git add` in a temporary repository write into the
outer repository's index.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def isolated_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    home.mkdir()
    for name in list(os.environ):
        if name.startswith(("ECC_MEMORY_", "GIT_", "XDG_", "PRE_COMMIT")) or name == "ECC_DRY_RUN":
            monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    gitconfig = home / ".gitconfig"
    gitconfig.write_text(
        "[user]\n\tname = ECC Test\n\temail = test@ecc-memory.invalid\n"
        "[init]\n\tdefaultBranch = main\n[commit]\n\tgpgsign = false\n"
        "[advice]\n\tdetachedHead = false\n"
        '[protocol "file"]\n\tallow = always\n'
    )
    monkeypatch.setenv("GIT_CONFIG_GLOBAL", str(gitconfig))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("PRE_COMMIT_HOME", str(home / ".cache" / "pre-commit"))
    # Hooks installed by the tests find this interpreter's console scripts (ecc) first.
    bindir = str(Path(sys.executable).parent)
    monkeypatch.setenv("PATH", bindir + os.pathsep + os.environ.get("PATH", ""))
    return home


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
