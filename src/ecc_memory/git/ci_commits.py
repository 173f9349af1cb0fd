"""Judging a range of commits for ``ecc memory ci``: what each commit changed under the
watched paths, with the hooks' rules applied to each distinct (path, blob) once, remembering
the oldest commit that brought it.

A long range is cut into contiguous slices judged in forked worker processes, where
``workers`` allows them (each opens the repository itself; reading trees is most of the work,
and libgit2 holds the GIL). The slices' verdicts are merged oldest slice first, so the report
is exactly what one process gives. Nothing here prints or writes.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from ecc_memory.git.hooks import Block, Layout, SecretScan, bulk_delete, check_file, secret_scan
from ecc_memory.git.records import CommitRecord, StagedChange
from ecc_memory.git.repo import Repo, open_repo
from ecc_memory.workers import MAX_WORKERS, allowed_workers, fork_pool

MIN_SLICE = 500  # commits a worker must have to be worth its start
SLICES_PER_WORKER = 4

Key = tuple[str, str | None]


@dataclass
class Verdicts:
    """What a slice of commits brought: each new (path, blob) with its oldest commit and the
    rules' blocks, and the commits that deleted memories in bulk (commit, block)."""

    seen: dict[Key, tuple[str, list[Block]]] = field(default_factory=dict)
    bulk: list[tuple[str, Block]] = field(default_factory=list)

    def absorb(self, later: Verdicts) -> None:
        for key, verdict in later.seen.items():
            self.seen.setdefault(key, verdict)
        self.bulk += later.bulk


class Judge:
    """The hooks' per-file rules over commits and trees, each (path, blob) judged once."""

    def __init__(self, repo: Repo, layout: Layout) -> None:
        self._repo = repo
        self._layout = layout
        self.verdicts = Verdicts()
        self._scan: SecretScan = committed_secret_scan(layout)

    def judge(self, change: StagedChange, commit: str) -> None:
        key = (change.path, change.blob_id)
        if change.blob_id is None or key in self.verdicts.seen:
            return
        blocks = check_file(change, self._repo.read_blob, self._layout, None, self._scan)
        self.verdicts.seen[key] = (commit, blocks)

    def commits(
        self, commits: Sequence[CommitRecord], prefixes: tuple[str, ...], allow_bulk: bool
    ) -> None:
        for commit in commits:
            changes = self._repo.history.commit_changes(commit, prefixes)
            for block in bulk_delete(changes, self._layout, allow_bulk):
                self.verdicts.bulk.append((commit.sha, block))
            for change in changes:
                self.judge(change, commit.sha)


def committed_secret_scan(layout: Layout) -> SecretScan:
    """The guard's own secret scan (``hooks.secret_scan``: decoded frontmatter values and the
    body for vault files, allowlist pragmas in ``docs/memory/`` only) with the detector pack
    alone: detect-secrets over every blob of a long history would cost seconds. HEAD's
    ``docs/memory/`` still gets the deep scan, through the protocol check."""
    return secret_scan(layout, deep=False)


def judge_commits(
    repo: Repo,
    layout: Layout,
    commits: Sequence[CommitRecord],
    prefixes: tuple[str, ...],
    allow_bulk: bool,
    jobs: int,
) -> Judge:
    """A judge that has seen ``commits`` (parents first), in ``jobs`` processes where the
    range is long enough to pay for them."""
    judge = Judge(repo, layout)
    workers = _workers(jobs, len(commits))
    pool = fork_pool(workers) if workers >= 2 else None
    if pool is None:  # a short range, or no process could be forked: judge here
        judge.commits(commits, prefixes, allow_bulk)
        return judge
    # More slices than workers: later commits usually have larger trees and cost more, and a
    # worker that finishes early takes the next slice.
    slices = _slices(commits, workers * SLICES_PER_WORKER)
    args = [(str(repo.git_dir), layout, part, prefixes, allow_bulk) for part in slices]
    with pool:
        for verdicts in pool.imap(_judge_slice, args):
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
    args: tuple[str, Layout, Sequence[CommitRecord], tuple[str, ...], bool],
) -> Verdicts:
    from pathlib import Path

    git_dir, layout, commits, prefixes, allow_bulk = args
    judge = Judge(open_repo(Path(git_dir)), layout)
    judge.commits(commits, prefixes, allow_bulk)
    return judge.verdicts
