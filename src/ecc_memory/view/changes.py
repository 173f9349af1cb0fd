"""The one change list between two views: what a commit changes under the watched paths.

A staged commit (the index against HEAD), each commit of a range and a merge all come down to
the same list, built the same way from plain ``Delta``s (a path's side before and after, as
(mode, blob)): no git configuration takes part (``diff.renames``, rename limits and
similarity thresholds are personal settings, and a verdict must not follow them), and a merge
is compared with its first parent only: what it removes or brings relative to the branch it
lands on counts, whoever "took" it.

A path whose mode changes kind (a file becoming a symlink) is one change (``T``), not a
deletion and an addition. A *move* pairs a deleted path with an added one holding the same
blob, or else the same file name (a memory keeps its name when it moves; its content may
change on the way): a move from one watched directory to another is no deletion, a move out
of them is.

Paths nested deeper than ``admission.MAX_TREE_DEPTH`` folders come down to one delta at the
folder that is too deep (``shallow``), from every source alike: no walk enters it, and the
folder is the refused entry every gate names.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ecc_memory.view.admission import TREE_MODE, deep_folder, kind
from ecc_memory.view.watched import DOCS, Layout


class Side(NamedTuple):
    mode: int
    blob: str


class Delta(NamedTuple):
    """A path that differs: its side before (None: absent) and after (None: removed)."""

    path: str
    old: Side | None
    new: Side | None


class Change(NamedTuple):
    """One change under the watched paths. ``status``: A added, M modified, T changed kind,
    D deleted, R moved here from ``old_path``."""

    path: str
    status: str
    new: Side | None
    old_path: str | None = None

    @property
    def blob(self) -> str | None:
        return self.new.blob if self.new is not None else None

    @property
    def mode(self) -> int:
        return self.new.mode if self.new is not None else 0


def shallow(deltas: Iterable[Delta]) -> list[Delta]:
    """``deltas`` with every path nested too deep replaced by one delta at its too-deep
    folder: a side is that folder's (mode 040000, an id standing for the entries that changed
    under it) when any of them has that side."""
    out: list[Delta] = []
    deep: dict[str, list[Delta]] = {}
    for delta in deltas:
        folder = deep_folder(delta.path)
        if folder is None:
            out.append(delta)
        else:
            deep.setdefault(folder, []).append(delta)
    for folder, inside in deep.items():
        old = [d.path for d in inside if d.old is not None]
        new = [(d.path, d.new) for d in inside if d.new is not None]
        out.append(Delta(folder, _folder_side("old", old), _folder_side("new", new)))
    return out


def _folder_side(which: str, entries: Sequence[object]) -> Side | None:
    if not entries:
        return None
    digest = hashlib.sha1(repr((which, sorted(map(repr, entries)))).encode(), usedforsecurity=False)
    return Side(TREE_MODE, digest.hexdigest())


def change_list(deltas: Iterable[Delta], layout: Layout) -> list[Change]:
    """The changes under ``layout``'s watched paths (and at links where a watched directory
    should be), in path order."""
    paired: dict[str, Delta] = {}
    for delta in deltas:
        if not (layout.is_watched(delta.path) or layout.redirects(delta.path)):
            continue
        known = paired.get(delta.path)
        if known is not None:  # a kind change that a diff reported as a removal and an addition
            delta = Delta(delta.path, known.old or delta.old, known.new or delta.new)
        paired[delta.path] = delta
    changes: list[Change] = []
    removed: dict[str, Side] = {}
    added: dict[str, Side] = {}
    for path, delta in sorted(paired.items()):
        if delta.old is not None and delta.new is not None:
            if delta.old != delta.new:
                same = kind(delta.old.mode) == kind(delta.new.mode)
                changes.append(Change(path, "M" if same else "T", delta.new))
        elif delta.old is not None:
            removed[path] = delta.old
        elif delta.new is not None:
            added[path] = delta.new
    changes += _moves(removed, added)
    return sorted(changes, key=lambda change: change.path)


def _moves(removed: dict[str, Side], added: dict[str, Side]) -> list[Change]:
    """Pairs removals with additions: the same blob first, then the same file name; what
    stays unpaired is a deletion or an addition."""
    moves: list[Change] = []
    for key in (_same_blob, _same_name):
        wanted: dict[tuple[object, ...], list[str]] = {}
        for path, side in added.items():
            wanted.setdefault(key(path, side), []).append(path)
        for old_path in sorted(removed):
            candidates = wanted.get(key(old_path, removed[old_path]))
            if candidates:
                new_path = candidates.pop(0)
                moves.append(Change(new_path, "R", added.pop(new_path), old_path))
                del removed[old_path]
    moves += [Change(path, "A", side) for path, side in added.items()]
    moves += [Change(path, "D", None) for path in removed]
    return moves


def _same_blob(path: str, side: Side) -> tuple[object, ...]:
    return (kind(side.mode), side.blob)


def _same_name(path: str, side: Side) -> tuple[object, ...]:
    return (kind(side.mode), path.rpartition("/")[2])


def deleted_memories(changes: Iterable[Change], layout: Layout) -> list[str]:
    """The memory paths a change list removes: deletions, and moves out of the watched
    paths (a move lands on a watched path only, so every unpaired removal is here)."""
    return sorted(
        change.path for change in changes if change.status == "D" and layout.is_watched(change.path)
    )


def touches(changes: Iterable[Change], layout: Layout, area: str = DOCS) -> bool:
    """Whether any change adds, edits, deletes or moves (from or to) a path of ``area``."""
    for change in changes:
        for path in (change.path, change.old_path):
            place = layout.place(path) if path else None
            if place is not None and place.area == area:
                return True
    return False
