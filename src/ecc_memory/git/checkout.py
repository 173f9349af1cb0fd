"""What a branch switch does (the post-checkout hook): hand off the branch being left, when it
has work of its own, and name the newest handoff of the branch entered in one arrival line.

The branch left and the branch entered are taken from git's own arguments (old and new
commit), checked against HEAD's reflog; uncommitted changes belong to the branch entered (git
carries them over). The hook honours ``git checkout -q`` by reading git's arguments from its
ancestor process, since git tells a hook nothing of its options.
"""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from ecc_memory.errors import EccError
from ecc_memory.git.handoff import newest_handoff, write_branch_handoff
from ecc_memory.git.words import author_of, one_line, summary

if TYPE_CHECKING:
    from ecc_memory.config import Roots
    from ecc_memory.git.repo import Repo
    from ecc_memory.vault.document import Memory

_one_line = one_line


def age(created_at: str, now: datetime) -> str:
    """``3m``, ``5h``, ``2d``: how long ago an ISO timestamp was."""
    try:
        then = datetime.fromisoformat(created_at.replace("Z", "+00:00"))
        seconds = max(0, int((now - then).total_seconds()))
    except (ValueError, TypeError):
        return "unknown age"
    for unit, size in (("d", 86_400), ("h", 3_600), ("m", 60)):
        if seconds >= size:
            return f"{seconds // size}{unit}"
    return f"{seconds}s"


def provenance(memory: Memory, now: datetime) -> str:
    """Who wrote a handoff, with what and how long ago: ``Alice, claude, team, 5m ago``."""
    author = author_of(memory)
    scope = "team" if memory.scope == "team" else "this clone"
    who = f"{_one_line(author)}, " if author else ""
    return f"{who}{memory.source_harness}, {scope}, {age(memory.created_at, now)} ago"


def arrival_line(memory: Memory, branch: str, now: datetime) -> str:
    said = summary(memory)
    words = f' "{said}"' if said else ""
    return (
        f"ecc-memory: newest handoff for {_one_line(branch)}: {memory.id} "
        f'"{_one_line(memory.title)}" ({provenance(memory, now)}){words} '
        f"(ecc memory read {memory.id})"
    )


def branch_left(repo: Repo, old: str, new: str) -> str | None:
    """The branch a switch from commit ``old`` to ``new`` left, when HEAD's newest reflog entry
    records exactly that move (``git switch --orphan`` writes none: then it is unknown)."""
    move = repo.last_checkout()
    if move is None or (move.old_sha, move.new_sha) != (old, new):
        return None
    if not move.previous_is_branch or move.previous == move.current:
        return None
    return move.previous


_QUIET = frozenset(("-q", "--quiet"))
_MAX_ANCESTORS = 8  # git -> sh (the hook) -> [pre-commit -> ...] -> this process


def git_was_quiet(pid: int) -> bool:
    """Whether the git command that ran this hook was given ``-q``/``--quiet`` (``git checkout
    -q``, ``git switch --quiet``), read from the nearest ``git`` among the process's ancestors.

    git tells a hook nothing of its options, so a hook that honours ``-q`` must look; where
    there is no ``/proc`` (not Linux) or no git ancestor, the answer is False (not quiet)."""
    for _ in range(_MAX_ANCESTORS):
        try:
            argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            stat = Path(f"/proc/{pid}/stat").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return False
        if argv and os.path.basename(argv[0]) in (b"git", b"git.exe"):
            args = [arg.decode("utf-8", "replace") for arg in argv[1:]]
            return any(arg in _QUIET for arg in args[: args.index("--") if "--" in args else None])
        try:
            pid = int(stat.rsplit(")", 1)[1].split()[1])  # the parent: field 4 of stat
        except (IndexError, ValueError):
            return False
        if pid <= 1:
            return False
    return False


def on_checkout(
    roots: Roots,
    repo: Repo,
    args: tuple[str, ...],
    *,
    source_harness: str,
    targets: tuple[str, ...],
    default_branch: str | None,
    now: datetime,
) -> tuple[list[str], list[str]]:
    """The post-checkout hook: hand off the branch being left, name the newest handoff of the
    branch being entered. Returns (info lines, problem lines); it never raises."""
    if len(args) != 3 or args[2] != "1":
        return [], []  # a file checkout, or called oddly: nothing to do
    info: list[str] = []
    problems: list[str] = []
    try:
        old, new = args[0], args[1]
        entered = repo.current_branch()
        # Same commit (``git checkout -b``, two branches at one commit): nothing to hand off.
        # A clone or `git worktree add` passes an all-zero previous HEAD.
        left = branch_left(repo, old, new) if old != new and set(old) != {"0"} else None
        if left is not None:
            outcome = write_branch_handoff(
                roots, repo, branch=left, source_harness=source_harness, targets=targets,
                default_branch=default_branch, carried_to=entered or new[:12], skip_empty=True,
                now=now,
            )  # fmt: skip
            if outcome.written:
                info.append(f"ecc-memory: saved handoff for {_one_line(left)}: {outcome.memory_id}")
        newest = newest_handoff(roots, entered) if entered and entered != left else None
        if newest is not None and entered is not None:
            info.append(arrival_line(newest, entered, now))
    except EccError as exc:
        problems.append(f"ecc-memory: handoff skipped: {exc.code}: {_one_line(exc.message)}")
    except Exception as exc:  # a checkout must never fail because of us
        problems.append(f"ecc-memory: handoff skipped: internal error ({type(exc).__name__})")
    return info, problems
