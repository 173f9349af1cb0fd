"""Everything ecc-memory knows about git, behind one small surface.

This is the only module that imports pygit2. Callers get plain dataclasses and a single
``GitError``; they never see a pygit2 object. Hook code opens the repository with
``from_env=True`` so that the index git is really committing (``GIT_INDEX_FILE`` during
``git commit -a`` / ``git commit <path>``), ``GIT_DIR`` and linked worktrees are honoured.
Library and CLI paths open without it, so a stray ``GIT_*`` variable from an outer hook cannot
redirect them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygit2
from pygit2.enums import DeltaStatus, FileStatus, RepositoryOpenFlag, SortMode

from ecc_memory.errors import EXIT_INTERNAL, EXIT_USAGE, EccError

_SUBMODULE_MODE = 0o160000
_RECENT_SUBTREES = 16  # (commit, prefix) pairs: a few commits' watched directories
_RECENT_TREES = 256  # trees held loaded while walking history (the directories on changed paths)
_TREE_MODE = 0o040000
_SMALL_TREE = 64  # a tree with at most this many entries is compared in Python, entry by entry
_EMPTY_BLOB = "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391"
_INTENT_TO_ADD = 1 << 13  # GIT_INDEX_ENTRY_INTENT_TO_ADD in an entry's extended flags
REGULAR_MODES = (0o100644, 0o100755)
SYMLINK_MODE = 0o120000
GITLINK_MODE = _SUBMODULE_MODE
_STATUS_CHARS = {
    DeltaStatus.ADDED: "A",
    DeltaStatus.DELETED: "D",
    DeltaStatus.MODIFIED: "M",
    DeltaStatus.RENAMED: "R",
    DeltaStatus.COPIED: "C",
    DeltaStatus.TYPECHANGE: "T",
}


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


@dataclass(frozen=True)
class StagedChange:
    """One path that differs between HEAD and the index being committed."""

    path: str
    status: str  # A, M, D, R, C or T
    blob_id: str | None  # the staged object; None for deletions
    old_path: str | None = None
    mode: int = 0o100644  # the git file mode of the new side (0o120000 symlink, 0o160000 link)


@dataclass(frozen=True)
class CommitRecord:
    """One commit of a range: its id, its parents (empty for a root or a shallow boundary)."""

    sha: str
    parents: tuple[str, ...]
    shallow_boundary: bool = False


@dataclass(frozen=True)
class TreeFile:
    """One entry of the index or of a commit's tree: its path, object id and mode."""

    path: str
    object_id: str
    mode: int


@dataclass(frozen=True)
class CommitInfo:
    sha: str
    subject: str


@dataclass(frozen=True)
class FileChange:
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


class Repo:
    """An open repository. Keep it short-lived; it wraps libgit2 handles."""

    def __init__(self, raw: pygit2.Repository) -> None:
        self._r = raw
        # Subtrees of the last few commits walked, loaded: walking a range parents-first, a
        # commit's parent subtree is the one loaded a step before. libgit2 does not cache
        # trees over 4 KiB, and loading a large directory's tree dominates reading history.
        self._recent: dict[tuple[str, str], Any] = {}
        self._trees: dict[Any, Any] = {}

    # -- locations ---------------------------------------------------------------------------
    @property
    def git_dir(self) -> Path:
        return Path(self._r.path)

    @property
    def common_dir(self) -> Path:
        """The directory shared by all worktrees (hooks, config, our review records)."""
        marker = self.git_dir / "commondir"
        try:
            text = marker.read_text(encoding="utf-8").strip()
        except OSError:
            return self.git_dir
        common = Path(text)
        return (common if common.is_absolute() else self.git_dir / common).resolve()

    @property
    def workdir(self) -> Path:
        if self._r.is_bare or self._r.workdir is None:
            raise GitError("git-bare-repo", "this is a bare repository; run it in a checkout")
        return Path(self._r.workdir)

    @property
    def is_bare(self) -> bool:
        return bool(self._r.is_bare)

    def hooks_dir(self) -> Path:
        configured = self.config_get("core.hooksPath")
        if configured:
            path = Path(os.path.expanduser(configured))
            if not path.is_absolute():
                path = (self.git_dir if self.is_bare else self.workdir) / path
            return path
        return self.common_dir / "hooks"

    # -- config ------------------------------------------------------------------------------
    def config_get(self, key: str) -> str | None:
        try:
            value = self._r.config[key]
        except (KeyError, pygit2.GitError, ValueError):
            return None
        return str(value)

    def config_set(self, key: str, value: str) -> None:
        """Write ``key`` in the repository's own config (shared by its worktrees)."""
        try:
            self._r.config[key] = value
        except (pygit2.GitError, ValueError) as exc:
            raise GitError("git-config", f"cannot write git config {key}") from exc

    def config_unset(self, key: str) -> None:
        try:
            del self._r.config[key]
        except KeyError:
            return
        except (pygit2.GitError, ValueError) as exc:
            raise GitError("git-config", f"cannot remove git config {key}") from exc

    # -- index -------------------------------------------------------------------------------
    def staged_changes(self) -> list[StagedChange]:
        """Differences between HEAD (or the empty tree) and the index git is committing.

        Every mode is reported (gitlinks and symlinks too); intent-to-add entries
        (``git add -N``) are left out: git does not commit them.
        """
        index = self._r.index
        index.read(False)
        diff = index.diff_to_tree(self._head_tree())
        changes = _changes(diff)
        return [c for c in changes if not (c.blob_id == _EMPTY_BLOB and _intent(index, c.path))]

    def last_commit_changes(self, rev: str = "HEAD") -> list[StagedChange]:
        """What commit ``rev`` changed against its first parent (or the empty tree)."""
        commit = self._commit(rev)
        parent = commit.parents[0].tree if commit.parents else self._empty_tree()
        return _changes(self._r.diff(parent, commit.tree))

    def index_entries(self, prefix: str) -> dict[str, str]:
        """Path -> blob id of every regular or symlink index entry under ``prefix``."""
        return {f.path: f.object_id for f in self.index_files(prefix) if f.mode != GITLINK_MODE}

    def index_files(self, prefix: str) -> list[TreeFile]:
        """Every index entry under ``prefix`` (any mode), except intent-to-add entries."""
        index = self._r.index
        index.read(False)
        out: list[TreeFile] = []
        for entry in index:
            if not entry.path.startswith(prefix):
                continue
            if str(entry.id) == _EMPTY_BLOB and _intent(index, entry.path):
                continue
            out.append(TreeFile(entry.path, str(entry.id), int(entry.mode)))
        return out

    def tree_files(self, rev: str, prefix: str) -> list[TreeFile]:
        """Every entry of commit ``rev``'s tree under ``prefix`` (a directory ending in /)."""
        tree = self._commit(rev).tree
        start = prefix.rstrip("/")
        if start:
            try:
                tree = self._r[tree[start].id]
            except KeyError:
                return []
            if not isinstance(tree, pygit2.Tree):
                return []
        out: list[TreeFile] = []
        _collect_tree(self._r, tree, prefix if start else "", out)
        return out

    def head_file(self, path: str) -> TreeFile | None:
        """HEAD's entry for ``path``, or None (unborn HEAD, or no such path)."""
        if self._r.head_is_unborn:
            return None
        try:
            entry = self._r.head.peel(pygit2.Tree)[path]
        except KeyError:
            return None
        return TreeFile(path, str(entry.id), int(entry.filemode))

    def blob_size(self, blob_id: str) -> int | None:
        """The size of a blob from its header (None when it is missing locally)."""
        try:
            _, size = self._r.odb.read_header(blob_id)
        except (KeyError, ValueError, pygit2.GitError):
            return None
        return int(size)

    def read_blob(self, blob_id: str) -> bytes:
        try:
            obj = self._r[blob_id]
        except (KeyError, ValueError, pygit2.GitError) as exc:
            raise GitError("git-object-missing", f"object {blob_id[:12]} is missing") from exc
        if not isinstance(obj, pygit2.Blob):
            raise GitError("git-object-missing", f"object {blob_id[:12]} is not a file")
        return bytes(obj.data)

    # -- objects: commits and trees (the CI gate reads history, never the working tree) -----
    def resolve_commit(self, rev: str) -> str | None:
        """The full id of the commit ``rev`` names (a ref, a SHA, ``HEAD~2``), or None."""
        try:
            obj = self._r.revparse_single(rev)
            return str(obj.peel(pygit2.Commit).id)
        except (KeyError, ValueError, pygit2.GitError, pygit2.InvalidSpecError):
            return None

    def is_shallow(self) -> bool:
        return bool(self._r.is_shallow)

    def remote_default_base(self) -> tuple[str, str] | None:
        """``(ref, merge-base with HEAD)`` for origin/HEAD, else origin/main, else origin/master."""
        head = self.head_sha()
        if head is None:
            return None
        candidates: list[str] = []
        origin_head = self._r.references.get("refs/remotes/origin/HEAD")
        if origin_head is not None and isinstance(origin_head.target, str):
            candidates.append(origin_head.target)
        candidates += ["refs/remotes/origin/main", "refs/remotes/origin/master"]
        for name in candidates:
            target = self._resolve(name)
            if target is None:
                continue
            base = self.merge_base(head, str(target))
            if base is not None:
                return _short_ref(name), base
        return None

    def merge_base(self, a: str, b: str) -> str | None:
        try:
            found = self._r.merge_base(a, b)
        except (KeyError, ValueError, pygit2.GitError):
            return None
        return str(found) if found is not None else None

    def commit_range(self, base: str | None, head: str) -> list[CommitRecord]:
        """Commits reachable from ``head`` but not from ``base``, parents before children."""
        boundary = self._shallow_ids()
        walker = self._r.walk(head, SortMode.TOPOLOGICAL | SortMode.REVERSE)
        if base is not None:
            walker.hide(base)
        return [
            CommitRecord(str(c.id), tuple(str(p) for p in c.parent_ids), str(c.id) in boundary)
            for c in walker
        ]

    def _shallow_ids(self) -> frozenset[str]:
        if not self._r.is_shallow:
            return frozenset()
        try:
            text = (self.common_dir / "shallow").read_text(encoding="ascii")
        except OSError:
            return frozenset()
        return frozenset(text.split())

    def tree_entries(self, commit: str, prefixes: tuple[str, ...]) -> list[StagedChange]:
        """Every entry (any mode) under ``prefixes`` in ``commit``'s tree, as additions."""
        tree = self._r[commit].peel(pygit2.Tree)
        out: list[StagedChange] = []
        for prefix in prefixes:
            sub = _subtree(tree, prefix)
            if sub is not None:
                out += [StagedChange(prefix + p, "A", b, None, m) for p, b, m in _walk_tree(sub)]
        return out

    def tree_paths(self, commit: str) -> frozenset[str]:
        """Every file path in ``commit``'s tree (for evidence lookups)."""
        tree = self._r[commit].peel(pygit2.Tree)
        return frozenset(path for path, _, _ in _walk_tree(tree))

    def commit_changes(self, commit: CommitRecord, prefixes: tuple[str, ...]) -> list[StagedChange]:
        """What ``commit`` itself changed under ``prefixes``.

        A plain commit is compared with its parent. A merge is compared with its first parent,
        keeping only what differs from every other parent too: what the merge brings in that
        no side had (a change taken from one side is judged on that side's own commits).
        """
        if not commit.parents:
            if commit.shallow_boundary:
                return []  # its parents are not in this clone: what it changed is unknown
            parent: str | None = None
        else:
            parent = commit.parents[0]
            if self._tree_of(parent) is None:
                return []  # a parent missing from this clone: as at a shallow boundary
        others = [t for t in map(self._tree_of, commit.parents[1:]) if t is not None]
        changes: list[StagedChange] = []
        for prefix in prefixes:
            old = None if parent is None else self._recent_subtree(parent, prefix)
            new = self._recent_subtree(commit.sha, prefix)
            if _same(old, new):
                continue
            changes += self._diff_subtrees(old, new, prefix)
        return [c for c in changes if not any(_taken_from(c, other) for other in others)]

    def _recent_subtree(self, commit: str, prefix: str) -> Any:
        key = (commit, prefix)
        if key not in self._recent:
            tree = self._tree_of(commit)
            sub = None if tree is None else _subtree(tree, prefix)
            self._recent[key] = None if sub is None else self._loaded(sub.id)
            if len(self._recent) > _RECENT_SUBTREES:
                del self._recent[next(iter(self._recent))]
        return self._recent[key]

    def _loaded(self, oid: Any) -> Any:
        """The tree ``oid``, loaded once while it is among the last few used."""
        tree = self._trees.pop(oid, None)
        if tree is None:
            tree = self._r[oid]
        self._trees[oid] = tree
        if len(self._trees) > _RECENT_TREES:
            del self._trees[next(iter(self._trees))]
        return tree

    def _tree_of(self, commit: str) -> Any:
        try:
            return self._r[commit].peel(pygit2.Tree)
        except (KeyError, ValueError, pygit2.GitError):
            return None

    def _diff_subtrees(self, old: Any, new: Any, prefix: str) -> list[StagedChange]:
        """What differs between two versions of the directory at ``prefix``.

        Where two small versions differ in one subdirectory only, every change (renames
        included) lies inside it, so the diff descends there; the directories on the changed
        path are then loaded once each (``_loaded``) instead of by libgit2 on every diff."""
        only = _one_changed_subtree(old, new)
        if only is not None:
            name, sub_old, sub_new = only
            return self._diff_subtrees(
                self._loaded(sub_old), self._loaded(sub_new), f"{prefix}{name}/"
            )
        empty: Any = self._r[self._r.TreeBuilder().write()]
        diff = (old if old is not None else empty).diff_to_tree(new if new is not None else empty)
        diff.find_similar()
        out: list[StagedChange] = []
        for delta in diff.deltas:
            status = _STATUS_CHARS.get(DeltaStatus(delta.status), "M")
            new_path, old_path = prefix + delta.new_file.path, prefix + delta.old_file.path
            if status == "D":
                out.append(StagedChange(old_path, "D", None, None, delta.old_file.mode))
                continue
            blob = str(delta.new_file.id)
            renamed = old_path if status in ("R", "C") else None
            out.append(StagedChange(new_path, status, blob, renamed, delta.new_file.mode))
        return out

    def is_ignored(self, path: str) -> bool:
        return bool(self._r.path_is_ignored(path))

    def working_state(self, cap: int = 200) -> WorkingState:
        staged: list[str] = []
        unstaged: list[str] = []
        untracked: list[str] = []
        index_flags = (
            FileStatus.INDEX_NEW
            | FileStatus.INDEX_MODIFIED
            | FileStatus.INDEX_DELETED
            | FileStatus.INDEX_RENAMED
            | FileStatus.INDEX_TYPECHANGE
        )
        wt_flags = (
            FileStatus.WT_MODIFIED
            | FileStatus.WT_DELETED
            | FileStatus.WT_RENAMED
            | FileStatus.WT_TYPECHANGE
        )
        for path, flags in sorted(self._r.status(untracked_files="normal").items()):
            if flags & index_flags:
                staged.append(path)
            if flags & wt_flags:
                unstaged.append(path)
            if flags & FileStatus.WT_NEW:
                untracked.append(path)
        return WorkingState(tuple(staged[:cap]), tuple(unstaged[:cap]), tuple(untracked[:cap]))

    # -- refs --------------------------------------------------------------------------------
    def current_branch(self) -> str | None:
        """The checked-out branch name (also when unborn), or None when HEAD is detached."""
        if self._r.head_is_detached:
            return None
        target = self._r.references["HEAD"].target
        name = str(target)
        return name[len("refs/heads/") :] if name.startswith("refs/heads/") else None

    def branch_exists(self, name: str) -> bool:
        return self._r.branches.local.get(name) is not None

    def head_sha(self) -> str | None:
        if self._r.head_is_unborn:
            return None
        return str(self._r.head.target)

    def last_checkout(self) -> CheckoutMove | None:
        """Parse the newest ``checkout: moving from A to B`` entry of HEAD's reflog."""
        try:
            entries = self._r.references["HEAD"].log()
            entry = next(iter(entries), None)
        except (KeyError, pygit2.GitError):
            return None
        if entry is None:
            return None
        message = str(entry.message or "")
        marker = "checkout: moving from "
        if not message.startswith(marker) or " to " not in message:
            return None
        previous, _, current = message[len(marker) :].strip().rpartition(" to ")
        return CheckoutMove(
            previous, current, self.branch_exists(previous), self.branch_exists(current),
            str(entry.oid_old), str(entry.oid_new),
        )  # fmt: skip

    def branch_context(
        self, branch: str, default_branch: str | None = None, max_commits: int = 50
    ) -> BranchContext:
        """Everything a handoff says about ``branch``: tip, upstream, base, commits, diffstat."""
        ref = self._r.branches.local.get(branch)
        if ref is None and self._r.head_is_unborn and branch == self.current_branch():
            raise GitError("git-unborn-head", f"branch {branch!r} has no commits yet")
        if ref is None:
            raise UnknownRevision("git-no-branch", f"no local branch named {branch!r}")
        head = ref.peel(pygit2.Commit)
        upstream, ahead, behind = self._upstream(ref, head.id)
        default_name, default_oid = self._default_branch(ref, default_branch)
        base = self._r.merge_base(head.id, default_oid) if default_oid is not None else None
        commits, total = self._commits_since(head.id, base, max_commits)
        files, ins, dels = self._diffstat(base, head)
        return BranchContext(
            branch=branch,
            head=str(head.id),
            upstream=upstream,
            ahead=ahead,
            behind=behind,
            default_branch=default_name,
            merge_base=str(base) if base else None,
            commits=commits,
            commits_total=total,
            files=files,
            insertions=ins,
            deletions=dels,
            shallow=bool(self._r.is_shallow),
        )

    def history_contains(self, prefix: str, needle: str) -> bool:
        """Whether any blob under ``prefix`` in a commit reachable from HEAD contains
        ``needle`` (case-insensitive). Read-only: history is never rewritten."""
        if self._r.head_is_unborn:
            return False
        wanted = needle.casefold()
        seen: set[Any] = set()
        for commit in self._r.walk(self._r.head.target, SortMode.NONE):
            tree = _subtree(commit.tree, prefix)
            if tree is not None and _tree_contains(tree, wanted, seen):
                return True
        return False

    # -- revisions ---------------------------------------------------------------------------
    def merge_base_of(self, one: str, other: str) -> str | None:
        base = self._r.merge_base(one, other)
        return str(base) if base is not None else None

    def tree_blobs(self, commit: str, prefix: str) -> dict[str, bytes]:
        """Regular files under the directory ``prefix`` of ``commit``, by path relative to it;
        symlinks and submodules are left out. An absent directory is an empty tree."""
        folder = _subtree(self._r[commit].peel(pygit2.Tree), prefix.strip("/") + "/")
        if folder is None:
            return {}
        return {
            path: self.read_blob(blob)
            for path, blob, mode in _walk_tree(folder)
            if mode in (0o100644, 0o100755)
        }

    # -- helpers -----------------------------------------------------------------------------
    def _head_tree(self) -> Any:
        if self._r.head_is_unborn:
            return self._empty_tree()
        return self._r.head.peel(pygit2.Tree)

    def _empty_tree(self) -> Any:
        return self._r[self._r.TreeBuilder().write()]

    def _commit(self, rev: str) -> Any:
        try:
            return self._r.revparse_single(rev).peel(pygit2.Commit)
        except (KeyError, ValueError, pygit2.GitError) as exc:
            raise GitError("git-bad-revision", f"no commit named {rev!r}") from exc

    def _upstream(self, ref: Any, head_oid: Any) -> tuple[str | None, int | None, int | None]:
        try:
            up = ref.upstream
        except (KeyError, pygit2.GitError, ValueError):
            up = None
        if up is None:
            return None, None, None
        ahead, behind = self._r.ahead_behind(head_oid, up.target)
        return str(up.shorthand), int(ahead), int(behind)

    def _default_branch(self, ref: Any, configured: str | None) -> tuple[str | None, Any]:
        candidates: list[str] = []
        if configured:
            candidates.append(configured)
        origin_head = self._r.references.get("refs/remotes/origin/HEAD")
        if origin_head is not None and isinstance(origin_head.target, str):
            candidates.append(origin_head.target)
        try:
            up = ref.upstream
        except (KeyError, pygit2.GitError, ValueError):
            up = None
        if up is not None:
            candidates.append(up.name)
        init_default = self.config_get("init.defaultBranch")
        candidates += [c for c in (init_default, "main", "master") if c]
        for candidate in candidates:
            oid = self._resolve(candidate)
            if oid is not None:
                return _short_ref(candidate), oid
        return None, None

    def _resolve(self, name: str) -> Any:
        for full in (name, f"refs/heads/{name}", f"refs/remotes/{name}"):
            found = self._r.references.get(full)
            if found is not None:
                try:
                    return found.peel(pygit2.Commit).id
                except (pygit2.GitError, ValueError):
                    return None
        return None

    def _commits_since(
        self, head_oid: Any, base: Any, cap: int
    ) -> tuple[tuple[CommitInfo, ...], int]:
        walker = self._r.walk(head_oid, SortMode.TOPOLOGICAL)
        if base is None:
            # Without a base every ancestor would count; report the newest ones only.
            commits = [_info(c) for c, _ in zip(walker, range(cap), strict=False)]
            return tuple(commits), len(commits)
        walker.hide(base)
        out: list[CommitInfo] = []
        total = 0
        for commit in walker:
            total += 1
            if total <= cap:
                out.append(_info(commit))
        return tuple(out), total

    def _diffstat(self, base: Any, head: Any) -> tuple[tuple[FileChange, ...], int, int]:
        if base is None or base == head.id:
            return (), 0, 0
        diff = self._r.diff(base, head)
        diff.find_similar()
        files: list[FileChange] = []
        ins = dels = 0
        for patch in diff:
            if patch is None:
                continue
            _, added, removed = patch.line_stats
            delta = patch.delta
            files.append(FileChange(delta.new_file.path, delta.status_char(), added, removed))
            ins, dels = ins + added, dels + removed
        return tuple(files), ins, dels


def _subtree(tree: Any, prefix: str) -> Any:
    """The tree at ``prefix`` (``"a/b/"``) inside ``tree``, or None when it is not a tree."""
    if not prefix:
        return tree
    try:
        entry = tree[prefix.rstrip("/")]
    except (KeyError, ValueError):
        return None
    return entry if isinstance(entry, pygit2.Tree) else None


def _one_changed_subtree(old: Any, new: Any) -> tuple[str, Any, Any] | None:
    """(name, old id, new id) when two small trees differ in exactly one entry that is a
    directory on both sides; else None."""
    if old is None or new is None or max(len(old), len(new)) > _SMALL_TREE:
        return None
    before = {e.name: e for e in old}
    changed = []
    for entry in new:
        was = before.pop(entry.name, None)
        if was is None or was.id != entry.id or was.filemode != entry.filemode:
            changed.append((entry, was))
    if before or len(changed) != 1:
        return None  # something removed, or more than one change
    entry, was = changed[0]
    if was is None or entry.filemode != _TREE_MODE or was.filemode != _TREE_MODE:
        return None
    return str(entry.name), was.id, entry.id


def _same(old: Any, new: Any) -> bool:
    if old is None or new is None:
        return old is None and new is None
    return bool(old.id == new.id)


def _walk_tree(tree: Any, prefix: str = "") -> Iterator[tuple[str, str, int]]:
    for entry in tree:
        path = prefix + str(entry.name)
        if entry.filemode == 0o040000:
            yield from _walk_tree(entry, path + "/")
        else:
            yield path, str(entry.id), int(entry.filemode)


def _taken_from(change: StagedChange, tree: Any) -> bool:
    """True when ``tree`` (another parent of a merge) already has this side of the change."""
    try:
        entry = tree[change.path]
    except (KeyError, ValueError):
        return change.blob_id is None  # a deletion that side had made too
    return change.blob_id is not None and str(entry.id) == change.blob_id


def _changes(diff: Any) -> list[StagedChange]:
    diff.find_similar()
    changes: list[StagedChange] = []
    for delta in diff.deltas:
        status = _STATUS_CHARS.get(DeltaStatus(delta.status), "M")
        new_path, old_path = delta.new_file.path, delta.old_file.path
        blob = None if status == "D" else str(delta.new_file.id)
        mode = int(delta.old_file.mode if status == "D" else delta.new_file.mode)
        if status in ("R", "C"):
            changes.append(StagedChange(new_path, status, blob, old_path, mode))
        else:
            path = old_path if status == "D" else new_path
            changes.append(StagedChange(path, status, blob, None, mode))
    return changes


def _intent(index: Any, path: str) -> bool:
    """True for an intent-to-add entry; pygit2 does not expose the flag, libgit2 does."""
    try:
        from pygit2.ffi import C

        entry = C.git_index_get_bypath(index._index, path.encode("utf-8"), 0)
        return bool(entry and entry.flags_extended & _INTENT_TO_ADD)
    except (AttributeError, ImportError, TypeError):
        return False


def _collect_tree(raw: Any, tree: Any, prefix: str, out: list[TreeFile]) -> None:
    for entry in tree:
        path = prefix + entry.name
        if entry.filemode == 0o040000:
            _collect_tree(raw, raw[entry.id], path + "/", out)
        else:
            out.append(TreeFile(path, str(entry.id), int(entry.filemode)))


def _tree_contains(tree: Any, wanted: str, seen: set[Any]) -> bool:
    if tree.id in seen:
        return False
    seen.add(tree.id)
    for item in tree:
        if item.id in seen:
            continue
        if item.type == pygit2.enums.ObjectType.TREE:
            if _tree_contains(item.peel(pygit2.Tree), wanted, seen):
                return True
            continue
        seen.add(item.id)
        data = item.peel(pygit2.Blob).data
        if wanted in data.decode("utf-8", "replace").casefold():
            return True
    return False


def _info(commit: Any) -> CommitInfo:
    subject = str(commit.message).split("\n", 1)[0].strip()
    return CommitInfo(str(commit.id), subject)


def _short_ref(name: str) -> str:
    for prefix in ("refs/heads/", "refs/remotes/"):
        if name.startswith(prefix):
            return name[len(prefix) :]
    return name


def open_repo(path: Path, *, from_env: bool = False) -> Repo:
    """Open the repository containing ``path``.

    ``from_env`` is for hook processes only: it makes libgit2 honour ``GIT_DIR`` and
    ``GIT_INDEX_FILE`` exactly like the git process that started the hook.
    """
    try:
        if from_env:
            raw = pygit2.Repository(str(path), RepositoryOpenFlag.FROM_ENV)
        else:
            found = pygit2.discover_repository(str(path))
            if found is None:
                raise NotARepository("git-not-a-repo", _NOT_A_REPO)
            raw = pygit2.Repository(found)
    except pygit2.GitError as exc:
        if "not found" in str(exc).lower() or pygit2.discover_repository(str(path)) is None:
            raise NotARepository("git-not-a-repo", _NOT_A_REPO) from exc
        raise GitError("git-not-a-repo", f"cannot open a git repository here: {exc}") from exc
    return Repo(raw)


_NOT_A_REPO = "not inside a git repository; run it in a git checkout"


def iter_staged_paths(changes: list[StagedChange], prefix: str) -> Iterator[StagedChange]:
    return (c for c in changes if c.path.startswith(prefix))
