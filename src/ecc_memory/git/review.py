"""The review gate for team memory: an operator's approval of exact staged content.

An approval is the blob id of the staged file, recorded in the repository's common git
directory (``<git-common-dir>/ecc-memory/reviewed``), which is never committed and is shared
by linked worktrees. Changing one byte of a file changes its blob id, so it needs a new review.

This is a speed bump against accidental commits by agents, not a security boundary: anything
that can run ``git`` as the operator can also write this file or commit with ``--no-verify``.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ecc_memory.git.records import REGULAR_MODES
from ecc_memory.view.watched import TEAM, Layout

if TYPE_CHECKING:
    from ecc_memory.git.records import IndexSource
    from ecc_memory.git.repo import Repo

RECORD_DIR = "ecc-memory"
RECORD_FILE = "reviewed"


@dataclass(frozen=True)
class StagedDoc:
    """A staged team-scope file waiting for (or holding) an approval."""

    path: str
    blob_id: str
    approved: bool


def record_path(repo: IndexSource) -> Path:
    return repo.common_dir / RECORD_DIR / RECORD_FILE


def approved_blobs(repo: IndexSource) -> frozenset[str]:
    try:
        text = record_path(repo).read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return frozenset()
    return frozenset(line.split(" ", 1)[0] for line in text.splitlines() if line.strip())


def staged_team_docs(repo: Repo, layout: Layout) -> list[StagedDoc]:
    """Added or modified regular files under the team scope in the index being committed,
    and the secrets allowlist when the commit changes it: what the guard's review gate asks
    about (``git.views.staged``, the guard's own change list)."""
    from ecc_memory.git.rules import allowlist_path
    from ecc_memory.git.views import staged

    approved = approved_blobs(repo)
    allowlist = allowlist_path(layout)
    docs = [
        StagedDoc(change.path, change.blob, change.blob in approved)
        for change in staged(repo, layout).changes
        if change.blob is not None
        and change.mode in REGULAR_MODES
        and (_in_team(layout, change.path) or change.path == allowlist)
    ]
    return sorted(docs, key=lambda doc: doc.path)


def _in_team(layout: Layout, path: str) -> bool:
    place = layout.place(path)
    return place is not None and place.area == TEAM and not place.alias


def record_approvals(repo: Repo, docs: Iterable[StagedDoc]) -> int:
    """Append approvals for ``docs``; returns how many were new."""
    known = approved_blobs(repo)
    fresh = [doc for doc in docs if doc.blob_id not in known]
    if not fresh:
        return 0
    target = record_path(repo)
    target.parent.mkdir(mode=0o700, exist_ok=True)
    lines = "".join(f"{doc.blob_id} {doc.path}\n" for doc in fresh)
    # O_APPEND keeps concurrent reviews from clobbering each other's lines.
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_NOFOLLOW, 0o600)
    try:
        os.write(fd, lines.encode("utf-8"))
        os.fsync(fd)
    finally:
        os.close(fd)
    return len(fresh)
