"""The checked-out branch, read from ``HEAD`` without pygit2.

The session-start brief has a 0.15 s budget and importing pygit2 alone takes most of it, so
the brief reads the one file it needs. Linked worktrees (a ``.git`` file naming the git
directory) are followed; a detached or unreadable HEAD gives None.
"""

from __future__ import annotations

from pathlib import Path

_REF = "ref: refs/heads/"
_MAX_BYTES = 4096


def _read_small(path: Path) -> str | None:
    try:
        with open(path, "rb") as handle:
            return handle.read(_MAX_BYTES).decode("utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def git_dir(project: Path) -> Path | None:
    """``project``'s git directory: ``.git`` itself, or the one a ``.git`` file names."""
    dot_git = project / ".git"
    if dot_git.is_dir():
        return dot_git
    text = _read_small(dot_git)
    if text is None or not text.startswith("gitdir:"):
        return None
    target = Path(text[len("gitdir:") :].strip())
    return target if target.is_absolute() else project / target


def current_branch(project: Path) -> str | None:
    """The branch HEAD points at, or None (detached, unborn-but-unreadable, no repository)."""
    directory = git_dir(project)
    head = None if directory is None else _read_small(directory / "HEAD")
    if head is None or not head.startswith(_REF):
        return None
    name = head[len(_REF) :].strip()
    return name or None
