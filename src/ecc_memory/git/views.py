"""The memory-tree views of git's sources, for every gate: a commit's tree, the index being
committed, and what one commit changes.

The records come from the git boundary (``Repo``, ``History``) and go through the one reading
policy (``view.tree.build``); what ``.gitattributes`` do to them is git's answer
(``git.attributes``) from the ``.gitattributes`` of the same source. The index is HEAD's tree
with the staged deltas applied, so only the watched directories are listed, whatever the size
of the repository. Paths nested deeper than ``MAX_TREE_DEPTH`` folders come down to their
too-deep folder (``view.changes.shallow``) from every source.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from ecc_memory.detectors.allowlist import Baseline
from ecc_memory.git.attributes import git_attributes
from ecc_memory.git.records import CommitRecord, GitError, IndexSource
from ecc_memory.git.rules import allowlist_path, baseline_of
from ecc_memory.view.attributes import Attributes
from ecc_memory.view.changes import Change, Delta, change_list, shallow
from ecc_memory.view.tree import MemoryTree, Record, build
from ecc_memory.view.watched import Layout

if TYPE_CHECKING:
    from ecc_memory.git.repo import Repo


class Staged(NamedTuple):
    """A view and the change list that led to it (from HEAD, or from a commit's parent).

    ``settings_changed``: the change touches a ``.gitattributes`` that applies to watched
    paths, or the secrets allowlist, so the verdict on a file it does not change may change
    too: every gate then judges the whole tree at that point."""

    view: MemoryTree
    changes: list[Change]
    settings_changed: bool = False


def reader(repo: IndexSource) -> Callable[[str], bytes | None]:
    def read(blob_id: str) -> bytes | None:
        try:
            return repo.read_blob(blob_id)
        except GitError:
            return None

    return read


def tree_view(repo: Repo, rev: str, layout: Layout) -> MemoryTree:
    """Commit ``rev``'s tree as every gate reads it."""
    return _view(repo, repo.history.tree_records(rev, layout), layout)


def _view(repo: IndexSource, records: Iterable[Record], layout: Layout) -> MemoryTree:
    listed = list(records)
    files = [r for r in listed if layout.is_attribute_file(r.path)]
    attributes = attributes_of(repo, files, lambda: sorted(r.path for r in listed))
    return build(listed, reader(repo), layout, attributes, size=repo.blob_size)


def attributes_of(
    repo: IndexSource, files: Iterable[Record], candidates: Callable[[], Sequence[str]] = tuple
) -> Attributes:
    """What these ``.gitattributes`` entries (of one source) do to any path: git's answer
    (``candidates``: the paths a gate may ask about, sorted)."""
    return git_attributes(files, reader(repo), repo.common_dir, repo.object_format, candidates)


def _relevant(layout: Layout, path: str) -> bool:
    return layout.is_watched(path) or layout.redirects(path) or layout.is_attribute_file(path)


def staged(repo: IndexSource, layout: Layout) -> Staged:
    """The index git is committing, and what it changes against HEAD."""
    head = repo.head_sha()
    records = {} if head is None else {r.path: r for r in repo.history.tree_records(head, layout)}
    deltas = shallow(d for d in repo.staged_deltas() if _relevant(layout, d.path))
    for delta in deltas:  # removals first: a kind change may come as a removal and an addition
        if delta.new is None:
            records.pop(delta.path, None)
    for delta in deltas:
        if delta.new is not None:
            records[delta.path] = Record(delta.path, delta.new.mode, delta.new.blob)
    view = _view(repo, records.values(), layout)
    return Staged(view, change_list(deltas, layout), settings_changed(deltas, layout))


def settings_changed(deltas: Iterable[Delta], layout: Layout) -> bool:
    allowlist = allowlist_path(layout)
    return any(layout.is_attribute_file(d.path) or d.path == allowlist for d in deltas)


def committed(repo: Repo, commit: CommitRecord, layout: Layout) -> Staged | None:
    """What ``commit`` changed against its first parent, with a view holding the new side of
    each change (and the ``.gitattributes`` that apply to it at that commit). None: the
    parent is not in this clone (a shallow boundary)."""
    deltas = repo.history.commit_deltas(commit, layout)
    if deltas is None:
        return None
    changes = change_list(deltas, layout)
    if settings_changed(deltas, layout):
        return Staged(tree_view(repo, commit.sha, layout), changes, True)
    return Staged(changed_view(repo, commit.sha, changes, layout), changes)


def changed_view(
    repo: Repo,
    sha: str,
    changes: Iterable[Change],
    layout: Layout,
    attributes: Attributes | None = None,
) -> MemoryTree:
    """A view of the new side of ``changes`` as commit ``sha`` holds them."""
    records = [Record(c.path, c.mode, c.blob) for c in changes if c.blob is not None]
    if attributes is None:
        attributes = attributes_at(repo, sha, [r.path for r in records], layout)
    return build(records, reader(repo), layout, attributes, size=repo.blob_size)


def attributes_at(repo: Repo, sha: str, paths: Iterable[str], layout: Layout) -> Attributes:
    """The ``.gitattributes`` of commit ``sha`` that apply to ``paths``."""
    return settings_at(repo, sha, paths, layout)[0]


def settings_at(
    repo: Repo, sha: str, paths: Iterable[str], layout: Layout
) -> tuple[Attributes, Baseline]:
    """What decides the verdicts on ``paths`` at commit ``sha`` besides their own bytes: the
    ``.gitattributes`` that apply to them and the secrets allowlist, read in one lookup."""
    return Settings(repo, layout).at(sha, paths)


class Settings:
    """``settings_at`` for many commits of one repository: each version of the files is read
    and parsed once (a range changes them rarely)."""

    def __init__(self, repo: Repo, layout: Layout) -> None:
        self._repo, self._layout = repo, layout
        self._allowlist = allowlist_path(layout)
        self._parsed: dict[tuple[Record, ...], tuple[Attributes, Baseline]] = {}

    def at(self, sha: str, paths: Iterable[str]) -> tuple[Attributes, Baseline]:
        wanted = sorted({file for path in paths for file in self._layout.attribute_files(path)})
        records = tuple(self._repo.history.records_at(sha, [*wanted, self._allowlist]))
        found = self._parsed.get(records)
        if found is None:
            found = self._parsed[records] = self._parse(records)
        return found

    def _parse(self, records: tuple[Record, ...]) -> tuple[Attributes, Baseline]:
        files = [r for r in records if r.path != self._allowlist]
        held = [r for r in records if r.path == self._allowlist]
        view = build(held, reader(self._repo), self._layout, Attributes(),
                     size=self._repo.blob_size)  # fmt: skip
        return attributes_of(self._repo, files), baseline_of(view)


def head_commit(repo: Repo) -> CommitRecord | None:
    """HEAD as a commit of a range (its first parent is what the post-commit hook compares)."""
    sha = repo.head_sha()
    if sha is None:
        return None
    return repo.history.commit_record(sha)


def baseline_at(repo: Repo, sha: str, layout: Layout) -> Baseline:
    """The secrets allowlist as commit ``sha`` holds it (read through the reading policy)."""
    return settings_at(repo, sha, (), layout)[1]
