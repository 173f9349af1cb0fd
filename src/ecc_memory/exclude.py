"""The clone's own ignore file (``<git common dir>/info/exclude``): it keeps the project scope
out of git in this clone, whatever the working tree holds.

Why the project guard needs it: the committed guard ``.ecc/memory/project/.gitignore`` ignores
everything in the project scope except itself (``!.gitignore``), so an *untracked* copy of it
(what ``ecc memory init`` or a first project-scope save writes before the team commits the
guard) is an untracked file git does not ignore, and a pull, merge or checkout that brings the
committed guard stops with "untracked working tree files would be overwritten". git replaces
an *ignored* untracked file instead. A pattern in the exclude file that matches the project
directory itself makes git ignore the whole directory (git never reads the ``!.gitignore``
inside a directory it ignores), so the local guard is replaced by the committed one, which has
the same bytes, and project memory is ignored here even before any guard exists. The file is
per clone, never committed, and shared by linked worktrees.
"""

from __future__ import annotations

import os
from pathlib import Path

MARK = "# ecc-memory: the project scope stays in this clone (docs/git.md)"
_LIMIT = 1 << 20


def common_dir(root: Path) -> Path | None:
    """The git directory a checkout at ``root`` shares with its worktrees, read from git's
    own files without following a symlinked ``.git``; None outside a checkout."""
    dot_git = root / ".git"
    if dot_git.is_symlink():
        return None
    if dot_git.is_dir():
        return dot_git
    text = _read(dot_git)
    if text is None or not text.startswith("gitdir:"):
        return None
    admin = Path(os.path.normpath(root / text[len("gitdir:") :].strip()))
    common = _read(admin / "commondir")
    return Path(os.path.normpath(admin / common.strip())) if common else admin


def pattern(root: Path, directory: Path) -> str | None:
    """The exclude pattern that ignores ``directory`` (inside the checkout at ``root``)."""
    try:
        rel = directory.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return None
    if rel in ("", "."):
        return None
    escaped = "".join("\\" + char if char in "*?[\\" else char for char in rel)
    return f"/{escaped}/"


def keep_out(directory: Path) -> bool:
    """List ``directory`` in the exclude file of the checkout that holds it (nothing to do
    outside a checkout, or when it is listed already). Returns whether a line was written;
    never raises: this is a second line of defence, the guard and the gates are the first."""
    root = _checkout_of(directory)
    if root is None:
        return False
    git_dir = common_dir(root)
    wanted = pattern(root, directory)
    if git_dir is None or wanted is None:
        return False
    exclude = git_dir / "info" / "exclude"
    current = _read(exclude) or ""
    if wanted in (line.strip() for line in current.splitlines()):
        return False
    try:
        (git_dir / "info").mkdir(mode=0o755, exist_ok=True)
        fd = os.open(exclude, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o644)
    except OSError:
        return False
    try:
        lead = "\n" if current and not current.endswith("\n") else ""
        os.write(fd, f"{lead}{MARK}\n{wanted}\n".encode())
    except OSError:
        return False
    finally:
        os.close(fd)
    return True


def _checkout_of(directory: Path) -> Path | None:
    for candidate in (directory, *directory.parents):
        if os.path.lexists(candidate / ".git"):
            return candidate
    return None


def _read(path: Path) -> str | None:
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return None
    try:
        data = os.read(fd, _LIMIT)
    except OSError:
        return None
    finally:
        os.close(fd)
    return data.decode("utf-8", errors="replace")
