"""The review gate for team memory: an operator's approval of exact content, once per content.

An approval is made at a terminal (``ecc memory review``) and leaves two traces, both keyed by
the content's blob id (changing one byte of a file changes it, so it needs a new review):

* this clone's approval, in the repository's common git directory
  (``<git-common-dir>/ecc-memory/reviewed``; never committed, shared by linked worktrees);
* a **review record**, committed with the content: ``.ecc/memory/reviews/<blob id>``, one line
  naming the path it was reviewed at. It makes the review travel: a teammate who merges,
  pulls, rebases or cherry-picks the content, and ``ecc memory ci``, see that it was reviewed.

Content counts as reviewed (``Reviews``) when it is on the team's default branch (the tip of
``origin/HEAD``, ``origin/main`` or ``origin/master``: it passed the gate there, and ``ecc
memory ci`` guards that branch), or when the tree being committed holds its record and that
record is backed: this clone approved the content, or the record is already in a commit (HEAD,
the tip of a branch or remote-tracking branch, or ``MERGE_HEAD``, ``CHERRY_PICK_HEAD``,
``REVERT_HEAD``, ``FETCH_HEAD``; git runs ``pre-merge-commit`` before it writes ``MERGE_HEAD``,
so a merge's records are found on the branch it merges). A record written by hand and staged
beside unreviewed content is not backed, so it opens nothing here. ``ecc memory ci`` reads
the records a branch commits (``git.ci.reviewed_content``).

This is a speed bump against accidental commits by agents, not a security boundary: anything
that can run ``git`` as the operator can also write the approval file or commit with
``--no-verify``; ``ecc memory ci`` and the server's required reviews are where it holds.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ecc_memory.git.records import REGULAR_MODES
from ecc_memory.view.watched import BASE, TEAM, Layout

if TYPE_CHECKING:
    from ecc_memory.git.records import IndexSource
    from ecc_memory.git.repo import Repo
    from ecc_memory.git.rules import Block
    from ecc_memory.view.tree import MemoryTree, Record

RECORD_DIR = "ecc-memory"
RECORD_FILE = "reviewed"
RECORDS = "reviews"  # the committed review records, beside the vault's scopes
# Commits whose records count as already committed, besides HEAD and the branches' tips.
IN_PROGRESS = ("MERGE_HEAD", "CHERRY_PICK_HEAD", "REVERT_HEAD", "FETCH_HEAD")
_BLOB_ID = re.compile(r"[0-9a-f]{40}|[0-9a-f]{64}")
DEFAULT_TIPS = (
    "refs/remotes/origin/HEAD", "refs/remotes/origin/main", "refs/remotes/origin/master",
)  # fmt: skip


@dataclass(frozen=True)
class StagedDoc:
    """A team-scope file (or the secrets allowlist) waiting for (or holding) a review.

    ``approved``: reviewed as the gate judges it (``Reviews``); ``blocked``: what the guard
    blocks in it besides the review, one block each (never its content): review never
    approves such a file."""

    path: str
    blob_id: str
    approved: bool
    blocked: tuple[Block, ...] = ()


def record_path(repo: IndexSource) -> Path:
    return repo.common_dir / RECORD_DIR / RECORD_FILE


def records_prefix(layout: Layout) -> str:
    """``.ecc/memory/reviews/``: where the committed review records live."""
    return layout.base + RECORDS + "/"


def record_of(layout: Layout, blob_id: str) -> str:
    return records_prefix(layout) + blob_id


def approved_blobs(repo: IndexSource) -> frozenset[str]:
    """This clone's approvals."""
    try:
        text = record_path(repo).read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError):
        return frozenset()
    return frozenset(line.split(" ", 1)[0] for line in text.splitlines() if line.strip())


def recorded_blobs(layout: Layout, paths: Iterable[str]) -> frozenset[str]:
    """The blob ids review records at ``paths`` stand for (a record's name is the id)."""
    prefix = records_prefix(layout)
    return frozenset(
        path[len(prefix) :]
        for path in paths
        if path.startswith(prefix) and _BLOB_ID.fullmatch(path[len(prefix) :])
    )


def reviewable(layout: Layout, path: str) -> bool:
    """Whether the review gate asks about ``path``: team memory and the secrets allowlist."""
    from ecc_memory.git.rules import allowlist_path

    return _in_team(layout, path) or path == allowlist_path(layout)


class Reviews:
    """Whether content (a blob id) counts as reviewed in the tree being judged (see the
    module's docstring). ``blob in reviews`` is the question every gate asks; other commits
    are looked at only for a blob the cheaper sources do not answer."""

    def __init__(self, repo: IndexSource, view: MemoryTree) -> None:
        self._repo, self._layout, self._view = repo, view.layout, view
        self._staged: frozenset[str] | None = None
        self._local: frozenset[str] | None = None
        self._default: frozenset[str] | None = None
        self._tips: list[str] | None = None

    @property
    def staged(self) -> frozenset[str]:
        """The records the tree being judged holds (listed on first use: a commit without
        team memory never asks)."""
        if self._staged is None:
            prefix = records_prefix(self._layout)
            listed = (path for path in self._view.paths_in(BASE) if path.startswith(prefix))
            self._staged = recorded_blobs(self._layout, listed)
        return self._staged

    @property
    def local(self) -> frozenset[str]:
        """This clone's approvals."""
        if self._local is None:
            self._local = approved_blobs(self._repo)
        return self._local

    def __contains__(self, blob: object) -> bool:
        return isinstance(blob, str) and self.why(blob) is not None

    def why(self, blob: str) -> str | None:
        """``approved`` (here), ``default-branch``, ``record`` (committed before), or None:
        the cheaper answers first (one walk of the default tip answers every blob a merge of
        main brings; a record's provenance is asked of each branch tip)."""
        recorded = blob in self.staged
        if recorded and blob in self.local:
            return "approved"
        if blob in self.on_default_branch:
            return "default-branch"
        if recorded and self.record_committed(blob):
            return "record"
        return None

    def record_committed(self, blob: str) -> bool:
        """Whether ``blob``'s record is in a commit already: HEAD, a commit git is merging,
        picking or reverting, or the tip of a branch or remote-tracking branch (what a merge,
        a pull, a squash or a cherry-pick brings is on one of those)."""
        path = record_of(self._layout, blob)
        if self._tips is None:
            self._tips = [*IN_PROGRESS, *self._repo.ref_tips()]
        return any(self._repo.has_path(rev, path) for rev in ("HEAD", *self._tips))

    @property
    def on_default_branch(self) -> frozenset[str]:
        """Team memory and allowlist blobs at the default branch's tip (read once)."""
        if self._default is None:
            found = default_tip(self._repo)
            records = [] if found is None else _records_of(self._repo, found[1], self._layout)
            self._default = frozenset(r.key for r in records if reviewable(self._layout, r.path))
        return self._default


def default_tip(repo: IndexSource) -> tuple[str, str] | None:
    """``(ref, commit)`` of the remote default branch this clone knows, or None."""
    for ref in DEFAULT_TIPS:
        sha = repo.resolve_commit(ref)
        if sha is not None:
            return ref.removeprefix("refs/remotes/"), sha
    return None


def _records_of(repo: IndexSource, rev: str, layout: Layout) -> list[Record]:
    """The watched entries of ``rev``'s tree ([] when it names no commit here)."""
    from ecc_memory.git.records import GitError

    sha = repo.resolve_commit(rev)
    if sha is None:
        return []
    try:
        return repo.history.tree_records(sha, layout)
    except GitError:
        return []


def staged_reviews(repo: IndexSource, view: MemoryTree) -> Reviews:
    """The reviews of the index (or commit) ``view``."""
    return Reviews(repo, view)


def staged_team_docs(repo: Repo, layout: Layout, since: str | None = None) -> list[StagedDoc]:
    """Added or modified regular files under the team scope in the index being committed,
    and the secrets allowlist when the commit changes it: what the guard's review gate asks
    about (``git.views.staged``, the guard's own change list). ``approved``: reviewed as the
    gate judges it (``Reviews``).

    With ``since`` (a revision): the team memory and allowlist the branch brought since its
    merge-base with ``since`` that hold no review record (what ``ecc memory ci`` fails), for a
    branch whose commits skipped the review."""
    from ecc_memory.git.views import staged

    found = staged(repo, layout)
    reviews = staged_reviews(repo, found.view)
    if since is None:
        wanted = [
            (change.path, change.blob)
            for change in found.changes
            if change.blob is not None and change.mode in REGULAR_MODES
        ]
    else:
        at_base = _base_blobs(repo, layout, since)
        wanted = [
            (path, record.key)
            for path, record in ((p, found.view.record(p)) for p in found.view)
            if record.mode in REGULAR_MODES
            and record.key not in at_base
            and record.key not in reviews.staged
        ]
    wanted = [(path, blob) for path, blob in wanted if reviewable(layout, path)]
    return _judged(found.view, layout, reviews, wanted)


def _base_blobs(repo: Repo, layout: Layout, since: str) -> frozenset[str]:
    from ecc_memory.git.records import UnknownRevision

    head, other = repo.head_sha(), repo.resolve_commit(since)
    if other is None or head is None:
        raise UnknownRevision("git-unknown-revision", f"{since!r} does not name a commit here")
    base = repo.merge_base_of(head, other) or other
    records = repo.history.tree_records(base, layout)
    return frozenset(r.key for r in records if reviewable(layout, r.path))


def _judged(
    view: MemoryTree, layout: Layout, reviews: Reviews, wanted: list[tuple[str, str]]
) -> list[StagedDoc]:
    from ecc_memory.git.rules import SecretScan, baseline_of, judge_entry

    scan = SecretScan(layout, baseline=baseline_of(view))
    docs = []
    for path, blob in wanted:
        entry = view.get(path)
        # The guard's own verdict, with the review taken as given: what review must not approve.
        blocks = [] if entry is None else judge_entry(entry, layout, True, scan)
        blocked = tuple(b for b in blocks if b.blocking)
        docs.append(StagedDoc(path, blob, blob in reviews, blocked))
    return sorted(docs, key=lambda doc: doc.path)


def _in_team(layout: Layout, path: str) -> bool:
    place = layout.place(path)
    return place is not None and place.area == TEAM and not place.alias


def record_approvals(repo: Repo, docs: Iterable[StagedDoc], layout: Layout | None = None) -> int:
    """Approve ``docs``: this clone's approval, and the review record of each written to the
    work tree and staged, so the commit carries it. Returns how many approvals were new."""
    docs = [doc for doc in docs if not doc.blocked]  # the guard blocks these: never approved
    known = approved_blobs(repo)
    fresh = [doc for doc in docs if doc.blob_id not in known]
    if fresh:
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
    if docs and not repo.is_bare:
        stage_records(repo, layout or Layout(), docs)
    return len(fresh)


def stage_records(repo: Repo, layout: Layout, docs: Iterable[StagedDoc]) -> list[str]:
    """Write each doc's review record (create-only; one that exists is kept) and ``git add``
    it. Returns the record paths."""
    import subprocess

    from ecc_memory import files
    from ecc_memory.errors import AlreadyExists

    prefix = records_prefix(layout)
    parts = tuple(part for part in prefix.split("/") if part)
    paths = []
    with files.dir_chain(repo.workdir, parts, create=True) as fd:
        assert fd is not None
        for doc in docs:
            with contextlib.suppress(AlreadyExists):  # reviewed before: kept as it is
                files.create_only(fd, doc.blob_id, f"{doc.path}\n".encode(), mode=0o644)
            paths.append(prefix + doc.blob_id)
    if paths:
        subprocess.run(
            ["git", "add", "-f", "--", *paths], cwd=repo.workdir, check=True,
            capture_output=True,
        )  # fmt: skip
    return paths


def stage_guard(repo: Repo, layout: Layout, guard_content: bytes) -> bool:
    """Stage the project guard when the index holds team memory but not the guard, so the
    first team commit of a branch carries it (committed once per repository: a branch made
    after it reached the default branch has it). The guard on disk is created first when it
    is missing (as a save creates it) and must be intact. Returns whether it staged it."""
    import subprocess

    from ecc_memory.git.hooks import read_plain_file
    from ecc_memory.git.views import staged

    view = staged(repo, layout).view
    if view.get(layout.guard) is not None or not view.paths_in(TEAM):
        return False
    on_disk = repo.workdir / layout.guard
    if read_plain_file(on_disk) is None:
        from ecc_memory import files

        parts = tuple(part for part in layout.project.split("/") if part)
        with files.dir_chain(repo.workdir, parts, create=True) as fd:
            assert fd is not None
            files.create_only(fd, ".gitignore", guard_content, mode=0o644)
        from ecc_memory.exclude import keep_out

        keep_out(repo.workdir / layout.project)
    content = read_plain_file(on_disk) or b""
    if content.replace(b"\r\n", b"\n") != guard_content:  # CRLF: a core.autocrlf checkout
        return False  # a changed guard: the gitignore hook names it, review leaves it alone
    subprocess.run(
        ["git", "add", "-f", "--", layout.guard], cwd=repo.workdir, check=True,
        capture_output=True,
    )  # fmt: skip
    return True
