"""Reading history: commit ranges, what each commit changed under some directories, trees and
their blobs. Part of the git boundary (``git.repo`` opens the repository and hands a
``History`` out); callers get plain values, never a pygit2 object.

Walking a range parents first, a commit's parent trees are the ones loaded a step before, so
the trees on changed paths are kept loaded for a while: libgit2 caches no tree over 4 KiB, and
re-loading a large directory's tree on both sides of every diff dominated reading history.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pygit2
from pygit2.enums import DeltaStatus, SortMode

from ecc_memory.git.records import REGULAR_MODES, CommitRecord, StagedChange

_RECENT_SUBTREES = 16  # (commit, prefix) pairs: a few commits' watched directories
_RECENT_TREES = 256  # trees held loaded while walking history (the directories on changed paths)
_TREE_MODE = 0o040000
_SMALL_TREE = 64  # a tree with at most this many entries is compared in Python, entry by entry
STATUS_CHARS = {
    DeltaStatus.ADDED: "A",
    DeltaStatus.DELETED: "D",
    DeltaStatus.MODIFIED: "M",
    DeltaStatus.RENAMED: "R",
    DeltaStatus.COPIED: "C",
    DeltaStatus.TYPECHANGE: "T",
}


class History:
    """The history of one open repository (``Repo.history``)."""

    def __init__(
        self,
        raw: pygit2.Repository,
        shallow_ids: Callable[[], frozenset[str]],
        read_blob: Callable[[str], bytes],
    ) -> None:
        self._r = raw
        self._shallow_ids = shallow_ids
        self._read_blob = read_blob
        self._recent: dict[tuple[str, str], Any] = {}
        self._trees: dict[Any, Any] = {}

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
            status = STATUS_CHARS.get(DeltaStatus(delta.status), "M")
            new_path, old_path = prefix + delta.new_file.path, prefix + delta.old_file.path
            if status == "D":
                out.append(StagedChange(old_path, "D", None, None, delta.old_file.mode))
                continue
            blob = str(delta.new_file.id)
            renamed = old_path if status in ("R", "C") else None
            out.append(StagedChange(new_path, status, blob, renamed, delta.new_file.mode))
        return out

    def contains(self, prefix: str, needle: str) -> bool:
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

    def tree_blobs(self, commit: str, prefix: str) -> dict[str, bytes]:
        """Regular files under the directory ``prefix`` of ``commit``, by path relative to it;
        symlinks and submodules are left out. An absent directory is an empty tree."""
        folder = _subtree(self._r[commit].peel(pygit2.Tree), prefix.strip("/") + "/")
        if folder is None:
            return {}
        return {
            path: self._read_blob(blob)
            for path, blob, mode in _walk_tree(folder)
            if mode in REGULAR_MODES
        }


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


def changes_of(diff: Any) -> list[StagedChange]:
    diff.find_similar()
    changes: list[StagedChange] = []
    for delta in diff.deltas:
        status = STATUS_CHARS.get(DeltaStatus(delta.status), "M")
        new_path, old_path = delta.new_file.path, delta.old_file.path
        blob = None if status == "D" else str(delta.new_file.id)
        mode = int(delta.old_file.mode if status == "D" else delta.new_file.mode)
        if status in ("R", "C"):
            changes.append(StagedChange(new_path, status, blob, old_path, mode))
        else:
            path = old_path if status == "D" else new_path
            changes.append(StagedChange(path, status, blob, None, mode))
    return changes
