"""Judging a range of commits for ``ecc memory ci``: each commit's change list against its
first parent (``git.views.committed``), with the rules applied to each distinct file version
once, remembering the oldest commit that brought it.

A file version is what a rule's verdict depends on: path, mode, blob, the ``.gitattributes``
conversion that applies to it and the secrets allowlist in force. A long range is cut into
contiguous slices judged in forked worker processes, where ``workers`` allows them (each opens
the repository itself; reading trees is most of the work, and libgit2 holds the GIL). The
slices' verdicts are merged oldest slice first, so the report is exactly what one process
gives. Nothing here prints or writes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from ecc_memory.detectors.allowlist import Baseline
from ecc_memory.git import views
from ecc_memory.git.records import CommitRecord
from ecc_memory.git.repo import Repo, open_repo
from ecc_memory.git.rules import (
    Block,
    SecretScan,
    baseline_of,
    bulk_delete,
    guard_removed,
    judge_entry,
)
from ecc_memory.view.admission import TREE_MODE
from ecc_memory.view.attributes import Attributes
from ecc_memory.view.changes import change_list
from ecc_memory.view.tree import Entry, MemoryTree
from ecc_memory.view.watched import Layout
from ecc_memory.workers import MAX_WORKERS, allowed_workers, fork_map

MIN_SLICE = 500  # commits a worker must have to be worth its start
SLICES_PER_WORKER = 4

_Conversion = Callable[[str], str | None]
# (path, mode, blob, conversion, allowlist in force)
Key = tuple[str, int, str | None, str | None, frozenset[tuple[str, str, str]]]


@dataclass
class Verdicts:
    """What a slice of commits brought: each new file version with its oldest commit and the
    rules' blocks; the commit-level blocks (bulk deletions, a deleted guard) by commit; and
    the commits whose parent is missing."""

    seen: dict[Key, tuple[str, list[Block]]] = field(default_factory=dict)
    commits: list[tuple[str, Block]] = field(default_factory=list)

    def absorb(self, later: Verdicts) -> None:
        for key, verdict in later.seen.items():
            self.seen.setdefault(key, verdict)
        self.commits += later.commits


class Judge:
    """The rules over commits and trees, each file version judged once."""

    def __init__(self, repo: Repo, layout: Layout, reviewed: frozenset[str] | None = None) -> None:
        self._repo = repo
        self._layout = layout
        # Content that counts as reviewed (``git.ci.reviewed_content``); None: the review
        # gate is not judged (no base to compare with).
        self._reviewed = reviewed
        self.verdicts = Verdicts()
        self._settings = views.Settings(repo, layout)

    def tree(
        self,
        view: MemoryTree,
        commit: str,
        baseline: Baseline,
        changed: frozenset[str] = frozenset(),
    ) -> list[Key]:
        """Judge every entry of a whole tree (HEAD's); returns the keys it holds. ``changed``:
        the paths the commit brought, whose review is judged too."""
        from ecc_memory.detectors.deep import deep_session

        attributes = _conversions(view)
        with deep_session():  # detect-secrets configured once for the whole tree, if at all
            return [
                self._entry(view, path, commit, baseline, attributes, path in changed)
                for path in view
            ]

    def commits(self, commits: Sequence[CommitRecord], allow_bulk: bool) -> None:
        from ecc_memory.detectors.deep import deep_session

        with deep_session():  # detect-secrets configured once for the range, if at all
            self._commits(commits, allow_bulk)

    def _commits(self, commits: Sequence[CommitRecord], allow_bulk: bool) -> None:
        for commit in commits:
            deltas = self._repo.history.commit_deltas(commit, self._layout)
            if not deltas:
                continue  # nothing watched changed, or the parent is not in this clone
            changes = change_list(deltas, self._layout)
            for block in [*bulk_delete(changes, self._layout, allow_bulk),
                          *guard_removed(changes, self._layout)]:  # fmt: skip
                self.verdicts.commits.append((commit.sha, block))
            if views.settings_changed(deltas, self._layout):
                # A .gitattributes or the allowlist changed: every file's verdict may change.
                tree = views.tree_view(self._repo, commit.sha, self._layout)
                brought = frozenset(c.path for c in changes if c.blob is not None)
                self.tree(tree, commit.sha, baseline_of(tree), brought)
                continue
            added = [c for c in changes if c.blob is not None]
            if not added:
                continue
            paths = [c.path for c in added]
            attributes, baseline = self._settings.at(commit.sha, paths)
            view = views.changed_view(self._repo, commit.sha, added, self._layout, attributes)
            for path in view:
                self._entry(view, path, commit.sha, baseline, attributes.conversion, True)

    def _entry(
        self,
        view: MemoryTree,
        path: str,
        commit: str,
        baseline: Baseline,
        conversion: _Conversion,
        brought: bool = False,
    ) -> Key:
        record = view.record(path)
        # A folder nested too deep is refused whatever it holds: one verdict for every version.
        blob = "" if record.mode == TREE_MODE else record.key
        key: Key = (path, record.mode, blob, conversion(path), baseline.allowed)
        if key not in self.verdicts.seen:
            entry: Entry = view[path]
            scan = SecretScan(self._layout, baseline=baseline)
            approved = None
            if brought and self._reviewed is not None:
                approved = record.key in self._reviewed
            self.verdicts.seen[key] = (commit, judge_entry(entry, self._layout, approved, scan))
        return key


def _conversions(view: MemoryTree) -> _Conversion:
    attributes = view.attributes or Attributes()
    return attributes.conversion


def judge_commits(
    repo: Repo,
    layout: Layout,
    commits: Sequence[CommitRecord],
    allow_bulk: bool,
    jobs: int,
    reviewed: frozenset[str] | None = None,
) -> Judge:
    """A judge that has seen ``commits`` (parents first), in ``jobs`` processes where the
    range is long enough to pay for them."""
    judge = Judge(repo, layout, reviewed)
    workers = _workers(jobs, len(commits))
    # More slices than workers: later commits usually have larger trees and cost more, and a
    # worker that finishes early takes the next slice.
    slices = list(_slices(commits, workers * SLICES_PER_WORKER)) if workers >= 2 else []
    args = [(str(repo.git_dir), layout, part, allow_bulk, reviewed) for part in slices]
    # A worker that dies has its slices judged here (``fork_map``): a CI job never hangs.
    results = fork_map(_judge_slice, args, workers) if args else None
    if results is None:  # a short range, or no process could be forked: judge here
        judge.commits(commits, allow_bulk)
        return judge
    for verdicts in results:
        judge.verdicts.absorb(verdicts)
    return judge


def _workers(jobs: int, commits: int) -> int:
    """Worker processes for ``commits`` (below 2: judge in this process). ``jobs`` 0: as many
    as ``workers`` allows (one per CPU, at most four, where forking is safe)."""
    cap = jobs or MAX_WORKERS
    return min(allowed_workers(cap), commits // MIN_SLICE)


def _slices(commits: Sequence[CommitRecord], count: int) -> Iterator[Sequence[CommitRecord]]:
    size = -(-len(commits) // count) if commits else 0
    for start in range(0, len(commits), size or 1):
        yield commits[start : start + size]


def _judge_slice(
    args: tuple[str, Layout, Sequence[CommitRecord], bool, frozenset[str] | None],
) -> Verdicts:
    from pathlib import Path

    git_dir, layout, commits, allow_bulk, reviewed = args
    judge = Judge(open_repo(Path(git_dir)), layout, reviewed)
    judge.commits(commits, allow_bulk)
    return judge.verdicts
