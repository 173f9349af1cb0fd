"""Everything ecc-memory knows about git, behind one small surface.

With ``git.history`` (commit ranges and trees, handed out as ``Repo.history``), the only
module that imports pygit2. Callers get plain dataclasses (``git.records``) and a single
``GitError``; they never see a pygit2 object. Hook code opens the repository with
``from_env=True`` so that the index git is really committing (``GIT_INDEX_FILE`` during
``git commit -a`` / ``git commit <path>``), ``GIT_DIR`` and linked worktrees are honoured.
Library and CLI paths open without it, so a stray ``GIT_*`` variable from an outer hook cannot
redirect them.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygit2
from pygit2.enums import FileStatus, RepositoryOpenFlag, SortMode

from ecc_memory.git.history import History, deltas_of
from ecc_memory.git.records import (
    BranchContext,
    CheckoutMove,
    CommitInfo,
    FileChange,
    GitError,
    NotARepository,
    UnknownRevision,
    WorkingState,
)
from ecc_memory.view.changes import Delta

_EMPTY_BLOB = "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391"
_INTENT_TO_ADD = 1 << 13  # GIT_INDEX_ENTRY_INTENT_TO_ADD in an entry's extended flags


class Repo:
    """An open repository. Keep it short-lived; it wraps libgit2 handles."""

    def __init__(self, raw: pygit2.Repository) -> None:
        self._r = raw
        self._history: History | None = None

    @property
    def history(self) -> History:
        """Commit ranges, per-commit changes, trees and blobs of past commits."""
        if self._history is None:
            self._history = History(self._r, self._shallow_ids)
        return self._history

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
    def object_format(self) -> str:
        """``sha1``, or what ``extensions.objectFormat`` names."""
        return (self.config_get("extensions.objectformat") or "sha1").lower()

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
    def staged_deltas(self) -> list[Delta]:
        """Every path that differs between HEAD (or the empty tree) and the index git is
        committing, as raw deltas (no rename detection: it would follow ``diff.renames``).

        Every mode is reported (gitlinks and symlinks too); intent-to-add entries
        (``git add -N``) are left out: git does not commit them. Paths are compared byte for
        byte whatever ``core.ignorecase`` says (libgit2 compares a tree with the index so).
        """
        index = self._r.index
        index.read(False)
        deltas = deltas_of(index.diff_to_tree(self._head_tree()))
        return [d for d in deltas if not _intent_to_add(index, d)]

    def index_paths(self) -> frozenset[str]:
        """Every path in the index (for evidence lookups), intent-to-add entries left out."""
        index = self._r.index
        index.read(False)
        return frozenset(
            e.path for e in index if not (str(e.id) == _EMPTY_BLOB and _intent(index, e.path))
        )

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

    def has_path(self, rev: str, path: str) -> bool:
        """Whether commit ``rev``'s tree holds ``path``."""
        try:
            self._r.revparse_single(f"{rev}:{path}")
        except (KeyError, ValueError, pygit2.GitError, pygit2.InvalidSpecError):
            return False
        return True

    def ref_tips(self) -> list[str]:
        """The commits of every branch and remote-tracking branch."""
        tips = set()
        for name in self._r.references:
            if not name.startswith(("refs/heads/", "refs/remotes/")):
                continue
            try:
                tips.add(str(self._r.references[name].peel(pygit2.Commit).id))
            except (KeyError, ValueError, pygit2.GitError):
                continue
        return sorted(tips)

    def is_shallow(self) -> bool:
        return bool(self._r.is_shallow)

    def branch_folder_files(
        self, branch: str, folder: str, max_bytes: int
    ) -> list[tuple[str, bytes]]:
        """(name, bytes) of the regular files directly in ``folder`` at the tip of ``branch``:
        the local branch, else a remote's (origin first). Files over ``max_bytes``, symlinks and
        submodules are left out; nothing when the branch or the folder does not exist."""
        refs = [f"refs/heads/{branch}"]
        refs += [f"refs/remotes/{remote}/{branch}" for remote in self._remote_names()]
        for name in refs:
            ref = self._r.references.get(name)
            if ref is None:
                continue
            try:
                entry = ref.peel(pygit2.Commit).tree[folder]
                tree = self._r[entry.id]
            except (KeyError, ValueError, pygit2.GitError):
                return []
            if not isinstance(tree, pygit2.Tree):
                return []
            found = []
            for item in tree:
                if item.filemode not in (0o100644, 0o100755):
                    continue
                size = self.blob_size(str(item.id))
                if size is not None and size <= max_bytes:
                    found.append((str(item.name), self.read_blob(str(item.id))))
            return found
        return []

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

    def _shallow_ids(self) -> frozenset[str]:
        if not self._r.is_shallow:
            return frozenset()
        try:
            text = (self.common_dir / "shallow").read_text(encoding="ascii")
        except OSError:
            return frozenset()
        return frozenset(text.split())

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
        default_name, default_oid = self._default_branch(default_branch)
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

    def merge_base_of(self, one: str, other: str) -> str | None:
        base = self._r.merge_base(one, other)
        return str(base) if base is not None else None

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

    def _default_branch(self, configured: str | None) -> tuple[str | None, Any]:
        """The branch ``ref`` is measured against: ``configured`` (``ecc-memory.defaultBranch``),
        then each remote's HEAD, then its ``main``/``master``/``init.defaultBranch``, then those
        names as local branches. Never the branch's own upstream as such: a pushed feature
        branch measured against ``origin/<itself>`` had "0 commits" of its own."""
        names = [n for n in ("main", "master", self.config_get("init.defaultBranch")) if n]
        candidates = [configured] if configured else []
        for remote in self._remote_names():
            head = self._r.references.get(f"refs/remotes/{remote}/HEAD")
            if head is not None and isinstance(head.target, str):
                candidates.append(head.target)
            candidates += [f"refs/remotes/{remote}/{name}" for name in names]
        candidates += [f"refs/heads/{name}" for name in names]
        for candidate in candidates:
            oid = self._resolve(candidate)
            if oid is not None:
                return _short_ref(candidate), oid
        return None, None

    def _remote_names(self) -> list[str]:
        try:
            names = sorted(str(name) for name in self._r.remotes.names())
        except (pygit2.GitError, ValueError):
            return []
        return sorted(names, key=lambda name: name != "origin")  # origin first

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


def _intent_to_add(index: Any, delta: Delta) -> bool:
    new = delta.new
    return (
        delta.old is None
        and new is not None
        and new.blob == _EMPTY_BLOB
        and _intent(index, delta.path)
    )


def _intent(index: Any, path: str) -> bool:
    """True for an intent-to-add entry; pygit2 does not expose the flag, libgit2 does."""
    try:
        from pygit2.ffi import C

        entry = C.git_index_get_bypath(index._index, path.encode("utf-8"), 0)
        return bool(entry and entry.flags_extended & _INTENT_TO_ADD)
    except (AttributeError, ImportError, TypeError):
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
