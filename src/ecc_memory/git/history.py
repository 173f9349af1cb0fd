"""Reading history: commit ranges, what each commit changed under the watched paths, trees
and their entries. Part of the git boundary (``git.repo`` opens the repository and hands a
``History`` out); callers get plain values (``view.tree.Record``, ``view.changes.Delta``),
never a pygit2 object.

Only the directories on the way to a watched path are listed (``Layout.step``, which compares
names as a case-insensitive checkout does), so a commit that touches no watched path costs a
comparison of a few tree ids. No walk recurses, and none goes below ``MAX_TREE_DEPTH`` folders:
a folder that deep is listed as itself (``view.changes.shallow``), the entry the gates refuse.

Walking a range parents first, a commit's parent trees are the ones loaded a step before, so
the trees on changed paths are kept loaded for a while: libgit2 caches no tree over 4 KiB, and
re-loading a large directory's tree on both sides of every diff dominated reading history.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pygit2
from pygit2.enums import DeltaStatus, SortMode

from ecc_memory.git.records import CommitRecord
from ecc_memory.view.admission import MAX_TREE_DEPTH
from ecc_memory.view.changes import Delta, Side, shallow
from ecc_memory.view.tree import Record
from ecc_memory.view.watched import ATTRIBUTES_NAME, IN, OUT, Layout

_RECENT_TREES = 256  # trees held loaded while walking history (the directories on changed paths)
_RECENT_ROOTS = 8  # commits' root trees (a merge's parents, the last commits walked)
_TREE_MODE = 0o040000
_SMALL_TREE = 64  # a tree with at most this many entries is compared in Python, entry by entry


class History:
    """The history of one open repository (``Repo.history``)."""

    def __init__(
        self,
        raw: pygit2.Repository,
        shallow_ids: Callable[[], frozenset[str]],
    ) -> None:
        self._r = raw
        self._shallow_ids = shallow_ids
        self._trees: dict[Any, Any] = {}
        self._roots: dict[str, Any] = {}
        self._empty_tree: Any = None

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

    def commit_record(self, sha: str) -> CommitRecord:
        """One commit as a range lists it."""
        commit = self._r[sha].peel(pygit2.Commit)
        boundary = sha in self._shallow_ids()
        return CommitRecord(sha, tuple(str(p) for p in commit.parent_ids), boundary)

    # -- trees -------------------------------------------------------------------------------
    def tree_records(self, rev: str, layout: Layout) -> list[Record]:
        """Every entry of ``rev``'s tree under the watched paths, at a watched directory's
        place and the ``.gitattributes`` on the way: what ``view.tree.build`` takes. A folder
        ``MAX_TREE_DEPTH`` folders deep is listed as itself (mode 040000), not entered."""
        out: list[Record] = []
        pending = [(self._r[rev].peel(pygit2.Tree), "", False)]
        while pending:
            tree, directory, inside = pending.pop()
            depth = directory.count("/")
            for entry in tree:
                name, mode = str(entry.name), int(entry.filemode)
                where = IN if inside else layout.step(directory, name)
                if where == OUT and name != ATTRIBUTES_NAME:
                    continue
                if mode != _TREE_MODE or (where != OUT and depth >= MAX_TREE_DEPTH):
                    out.append(Record(directory + name, mode, str(entry.id)))
                elif where != OUT:
                    pending.append((self._loaded(entry.id), f"{directory}{name}/", where == IN))
        return out

    def tree_paths(self, commit: str) -> frozenset[str]:
        """Every file path in ``commit``'s tree (for evidence lookups), down to
        ``MAX_TREE_DEPTH`` folders."""
        tree = self._r[commit].peel(pygit2.Tree)
        return frozenset(path for path, _, _ in _walk_tree(tree))

    def records_at(self, commit: str, paths: Iterable[str]) -> list[Record]:
        """The entries of ``commit``'s tree at exactly these paths (those that exist). The
        folders on the way are the ones a commit's diff just loaded (``_loaded``), so asking
        for the ``.gitattributes`` beside a changed file costs a few name lookups."""
        root = self._tree_of(commit)
        folders: dict[str, Any] = {"": root}
        out: list[Record] = []
        for path in paths if root is not None else ():
            folder, _, name = path.rpartition("/")
            tree = self._folder(folders, folder)
            entry = None if tree is None else _entry(tree, name)
            if entry is not None and int(entry.filemode) != _TREE_MODE:
                out.append(Record(path, int(entry.filemode), str(entry.id)))
        return out

    def _folder(self, known: dict[str, Any], folder: str) -> Any:
        if folder not in known:
            parent, _, name = folder.rpartition("/")
            above = self._folder(known, parent)
            entry = None if above is None else _entry(above, name)
            tree = entry is not None and entry.filemode == _TREE_MODE
            known[folder] = self._loaded(entry.id) if tree and entry is not None else None
        return known[folder]

    # -- what a commit changed ---------------------------------------------------------------
    def commit_deltas(self, commit: CommitRecord, layout: Layout) -> list[Delta] | None:
        """What ``commit`` changed under the watched paths against its first parent (a root
        commit: against the empty tree), renames not detected. A merge is compared with its
        first parent alone: what it brings onto that branch or removes from it counts, from
        whichever side it came. None: the parent is not in this clone (a shallow boundary),
        so what the commit changed is unknown."""
        if not commit.parents:
            if commit.shallow_boundary:
                return None
            parent: Any = None
        else:
            parent = self._tree_of(commit.parents[0])
            if parent is None:
                return None
        out: list[Delta] = []
        self._diff_dirs(parent, self._tree_of(commit.sha), "", layout, False, out)
        return shallow(out)

    def _diff_dirs(
        self, old: Any, new: Any, directory: str, layout: Layout, inside: bool, out: list[Delta]
    ) -> None:
        if old is not None and new is not None and old.id == new.id:
            return
        if inside:
            out += self._diff_subtrees(old, new, directory)
            return
        before, after = _listing(old), _listing(new)
        for name in sorted(before.keys() | after.keys()):
            was, now = before.get(name), after.get(name)
            if was == now:
                continue
            where = layout.step(directory, name)
            if where == OUT and name != ATTRIBUTES_NAME:
                continue
            old_side, new_side = _blob_side(was), _blob_side(now)
            if old_side != new_side:
                out.append(Delta(directory + name, old_side, new_side))
            if where != OUT and (_is_tree(was) or _is_tree(now)):
                sub_old = self._loaded(was[0]) if was is not None and _is_tree(was) else None
                sub_new = self._loaded(now[0]) if now is not None and _is_tree(now) else None
                self._diff_dirs(sub_old, sub_new, f"{directory}{name}/", layout, where == IN, out)

    def _diff_subtrees(self, old: Any, new: Any, prefix: str) -> list[Delta]:
        """What differs between two versions of the watched directory at ``prefix``.

        Where two small versions differ in one subdirectory only, every change lies inside
        it, so the diff descends there; the directories on the changed path are then loaded
        once each (``_loaded``) instead of by libgit2 on every diff. libgit2's diff runs
        without rename detection (``find_similar`` follows ``diff.renames``): moves are paired
        by ``view.changes``, the same way for every gate."""
        while (only := _one_changed_subtree(old, new)) is not None:
            name, sub_old, sub_new = only
            old, new, prefix = self._loaded(sub_old), self._loaded(sub_new), f"{prefix}{name}/"
            if prefix.count("/") > MAX_TREE_DEPTH:  # the folder that deep is the change
                return [Delta(prefix[:-1], Side(_TREE_MODE, str(sub_old)),
                              Side(_TREE_MODE, str(sub_new)))]  # fmt: skip
        empty = self._empty()
        diff = (old if old is not None else empty).diff_to_tree(new if new is not None else empty)
        return deltas_of(diff, prefix)

    def _empty(self) -> Any:
        if self._empty_tree is None:
            self._empty_tree = self._r[self._r.TreeBuilder().write()]
        return self._empty_tree

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
        """A commit's root tree; the last few are kept (a commit's parent was the commit
        before it in a range)."""
        tree = self._roots.get(commit)
        if tree is None:
            try:
                tree = self._r[commit].peel(pygit2.Tree)
            except (KeyError, ValueError, pygit2.GitError):
                return None
            self._roots[commit] = tree
            if len(self._roots) > _RECENT_ROOTS:
                del self._roots[next(iter(self._roots))]
        return tree

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


def _subtree(tree: Any, prefix: str) -> Any:
    """The tree at ``prefix`` (``"a/b/"``) inside ``tree``, or None when it is not a tree."""
    if not prefix:
        return tree
    try:
        entry = tree[prefix.rstrip("/")]
    except (KeyError, ValueError):
        return None
    return entry if isinstance(entry, pygit2.Tree) else None


def _entry(tree: Any, name: str) -> Any:
    try:
        return tree[name]
    except (KeyError, ValueError):
        return None


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


def _walk_tree(tree: Any) -> Iterator[tuple[str, str, int]]:
    """Every file of ``tree`` (path, id, mode), down to ``MAX_TREE_DEPTH`` folders."""
    pending = [(tree, "")]
    while pending:
        current, prefix = pending.pop()
        for entry in current:
            path = prefix + str(entry.name)
            if entry.filemode != _TREE_MODE:
                yield path, str(entry.id), int(entry.filemode)
            elif prefix.count("/") < MAX_TREE_DEPTH:
                pending.append((entry, path + "/"))


def _tree_contains(tree: Any, wanted: str, seen: set[Any]) -> bool:
    pending = [tree]
    while pending:
        current = pending.pop()
        if current.id in seen:
            continue
        seen.add(current.id)
        for item in current:
            if item.id in seen:
                continue
            if item.type == pygit2.enums.ObjectType.TREE:
                pending.append(item.peel(pygit2.Tree))
                continue
            seen.add(item.id)
            data = item.peel(pygit2.Blob).data
            if wanted in data.decode("utf-8", "replace").casefold():
                return True
    return False


def deltas_of(diff: Any, prefix: str = "") -> list[Delta]:
    """A libgit2 diff (no rename detection) as raw deltas; a kind change that libgit2
    reports as a removal and an addition stays two deltas (``view.changes`` pairs them)."""
    out: list[Delta] = []
    for delta in diff.deltas:
        old, new = delta.old_file, delta.new_file
        status = DeltaStatus(delta.status)
        old_side = None if status == DeltaStatus.ADDED else Side(int(old.mode), str(old.id))
        new_side = None if status == DeltaStatus.DELETED else Side(int(new.mode), str(new.id))
        path = prefix + (old.path if new_side is None else new.path)
        out.append(Delta(path, old_side, new_side))
    return out


def _listing(tree: Any) -> dict[str, tuple[Any, int]]:
    return {} if tree is None else {str(e.name): (e.id, int(e.filemode)) for e in tree}


def _is_tree(item: tuple[Any, int] | None) -> bool:
    return item is not None and item[1] == _TREE_MODE


def _blob_side(item: tuple[Any, int] | None) -> Side | None:
    if item is None or item[1] == _TREE_MODE:
        return None
    return Side(item[1], str(item[0]))
