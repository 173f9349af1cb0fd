"""The plain values the git boundary hands out (no pygit2 object ever leaves it) and its
refusals. Nothing here imports pygit2."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ecc_memory.errors import EXIT_INTERNAL, EXIT_USAGE, EccError

if TYPE_CHECKING:
    from pathlib import Path

    from ecc_memory.view.changes import Delta
    from ecc_memory.view.tree import Record
    from ecc_memory.view.watched import Layout

REGULAR_MODES = (0o100644, 0o100755)
SYMLINK_MODE = 0o120000
GITLINK_MODE = 0o160000


class GitError(EccError):
    """The repository is missing, bare, unborn or unreadable for the requested operation."""

    exit_code = EXIT_INTERNAL


class NotARepository(GitError):
    """The command runs outside any git repository: a refusal the user fixes by changing
    directory, not an internal failure."""

    exit_code = EXIT_USAGE


class UnknownRevision(GitError):
    """A revision the user named does not resolve to a commit (their input, not our fault)."""

    exit_code = EXIT_USAGE


class TreeSource(Protocol):
    def tree_records(self, rev: str, layout: Layout) -> list[Record]: ...


class IndexSource(Protocol):
    """What the blocking hooks read of a repository: the index being committed, HEAD's tree,
    blobs and the ignore rules. ``git.repo.Repo`` (pygit2) answers it, and so does
    ``git.plumbing.Plumbing`` (git's own plumbing, without importing pygit2)."""

    @property
    def workdir(self) -> Path: ...
    @property
    def common_dir(self) -> Path: ...
    @property
    def object_format(self) -> str: ...
    @property
    def history(self) -> TreeSource: ...
    def head_sha(self) -> str | None: ...
    def resolve_commit(self, rev: str) -> str | None: ...
    def has_path(self, rev: str, path: str) -> bool: ...
    def ref_tips(self) -> list[str]: ...
    def staged_deltas(self) -> list[Delta]: ...
    def index_paths(self) -> frozenset[str]: ...
    def blob_size(self, blob_id: str) -> int | None: ...
    def read_blob(self, blob_id: str) -> bytes: ...
    def is_ignored(self, path: str) -> bool: ...


@dataclass(frozen=True)
class CommitRecord:
    """One commit of a range: its id, its parents (empty for a root or a shallow boundary)."""

    sha: str
    parents: tuple[str, ...]
    shallow_boundary: bool = False


@dataclass(frozen=True)
class CommitInfo:
    """One commit, by ID and subject line."""

    sha: str
    subject: str


@dataclass(frozen=True)
class FileChange:
    """One changed path of a diff, with its status and line counts."""

    path: str
    status: str
    insertions: int
    deletions: int


@dataclass(frozen=True)
class WorkingState:
    """Names only: what is staged, modified and untracked right now."""

    staged: tuple[str, ...]
    unstaged: tuple[str, ...]
    untracked: tuple[str, ...]


@dataclass(frozen=True)
class BranchContext:
    """What a handoff says about the checked-out branch: upstream, base and recent work."""

    branch: str
    head: str
    upstream: str | None
    ahead: int | None
    behind: int | None
    default_branch: str | None
    merge_base: str | None
    commits: tuple[CommitInfo, ...]
    commits_total: int
    files: tuple[FileChange, ...]
    insertions: int
    deletions: int
    shallow: bool


@dataclass(frozen=True)
class CheckoutMove:
    """The last branch move recorded in HEAD's reflog."""

    previous: str  # branch name, or a full SHA when HEAD was detached
    current: str
    previous_is_branch: bool
    current_is_branch: bool
    old_sha: str = ""  # the commits the reflog entry moved HEAD between
    new_sha: str = ""
