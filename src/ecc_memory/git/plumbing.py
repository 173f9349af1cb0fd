"""The index being committed and HEAD's tree as git's own plumbing reports them, for the
blocking hooks (pre-commit, pre-merge-commit, pre-applypatch and the plugin checks).

A blocking hook runs on every commit, and importing pygit2 was two thirds of its time (about
0.1 s of a 0.18 s guard). Everything such a hook reads is answered here by the git that runs
it, from the same environment (``GIT_DIR``, ``GIT_INDEX_FILE`` of ``git commit -a`` and of
linked worktrees): one ``git rev-parse`` for the locations, one ``git diff-index`` for the
staged deltas, one long-lived ``git cat-file --batch-command`` for HEAD, its trees (walked
exactly as ``git.history`` walks them, entering only the directories on the way to a watched
path, without recursion and never below ``MAX_TREE_DEPTH`` folders) and the blobs, and ``git
check-ignore`` for the guard's probe.

Every git after the first (``rev-parse``, which finds the repository from where the hook runs)
runs at the top of the work tree (``git -C``, with the location variables git set made
absolute), so the repository-relative paths this module hands out and takes mean the same
from any subdirectory. Objects are read with replace refs disabled (``GIT_NO_REPLACE_OBJECTS``:
``git replace <secret> <clean>`` must not show the guard a blob other than the one git
commits), and every blob and tree read is checked against the id it was asked by.

``Plumbing`` answers the part of ``git.repo.Repo``'s surface that these hooks use
(``git.records.IndexSource``); ``open_index`` returns None when this git cannot (older than
2.36, no ``git`` on PATH, a bare repository), and the hook then opens the repository with
pygit2 as before.

Processes are started by ``git.process`` (``os.posix_spawnp``): the subprocess module costs
more to import than these answers take.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from ecc_memory.git.process import git_environment, run, spawn
from ecc_memory.git.records import GitError
from ecc_memory.view.admission import MAX_TREE_DEPTH
from ecc_memory.view.changes import Delta, Side
from ecc_memory.view.tree import Record
from ecc_memory.view.watched import ATTRIBUTES_NAME, IN, OUT

if TYPE_CHECKING:
    from ecc_memory.view.watched import Layout

_TREE_MODE = 0o040000
_ID_BYTES = {"sha1": 20, "sha256": 32}
_EMPTY_TREES = {
    "sha1": "4b825dc642cb6eb9a060e54bf8d69288fbee4904",
    "sha256": "6ef19b41225c5369f1c104d45d8d85efa9b057b53b14b4b9b939dd74decc5321",
}


class _Objects:
    """One ``git cat-file --batch-command`` process: object headers and contents on demand."""

    def __init__(self, top: list[str], env: Mapping[str, str], object_format: str) -> None:
        self._format = object_format
        self._pid, self._out, writer = spawn([*top, "cat-file", "--batch-command"], env, stdin=True)
        assert writer is not None
        self._in = writer

    def _ask(self, command: str, name: str) -> tuple[str, str, int] | None:
        try:
            self._in.write(f"{command} {name}\n".encode())
        except OSError as exc:  # the process is gone (an older git refused the option)
            raise GitError("git-plumbing", "git cat-file stopped answering") from exc
        header = self._out.readline()
        if not header:
            raise GitError("git-plumbing", "git cat-file stopped answering")
        parts = header.split()
        if len(parts) != 3:  # "<name> missing", "<name> ambiguous"
            return None
        return parts[0].decode(), parts[1].decode(), int(parts[2])

    def info(self, name: str) -> tuple[str, str, int] | None:
        return self._ask("info", name)

    def contents(self, name: str) -> tuple[str, bytes] | None:
        """An object's type and bytes, checked against the id git names it by."""
        found = self._ask("contents", name)
        if found is None:
            return None
        data = self._out.read(found[2] + 1)[:-1]  # the content, then a newline
        if len(data) != found[2]:
            raise GitError("git-plumbing", "git cat-file stopped answering")
        expected = name if _HEX.fullmatch(name) else found[0]
        if object_id(self._format, found[1], data) != expected.lower():
            raise GitError(
                "git-object-mismatch",
                f"object {expected[:12]} does not hold what its id says (a replaced or "
                "corrupt object)",
            )
        return found[1], data

    def close(self) -> None:
        self._in.close()
        self._out.close()
        os.waitpid(self._pid, 0)


class Plumbing:
    """The repository of a blocking hook, read through git's plumbing (see the module's
    docstring). Keep it short-lived: it holds one ``git cat-file`` process until ``close``."""

    def __init__(
        self,
        workdir: Path,
        common_dir: Path,
        object_format: str,
        env: Mapping[str, str] | None = None,
    ):
        self.workdir, self.common_dir = workdir, common_dir
        if object_format not in _EMPTY_TREES:
            raise GitError("git-plumbing", f"unknown object format {object_format}")
        self.object_format = self._format = object_format
        self.env = git_environment() if env is None else dict(env)
        self._top = ["-C", str(workdir)]
        self._objects = _Objects(self._top, self.env, object_format)
        self._head: str | None = None
        self._head_known = False
        try:
            self.head_sha()  # an older git refuses --batch-command: found out here
        except GitError:
            self._objects.close()
            raise

    @property
    def history(self) -> Plumbing:
        """``tree_records`` is here, as ``Repo.history.tree_records`` (what ``git.views``
        asks of a commit's tree)."""
        return self

    def close(self) -> None:
        self._objects.close()

    def head_sha(self) -> str | None:
        if not self._head_known:
            found = self._objects.info("HEAD^{commit}")
            self._head, self._head_known = (None if found is None else found[0]), True
        return self._head

    def resolve_commit(self, rev: str) -> str | None:
        """The commit a fixed name (``MERGE_HEAD``, ``refs/remotes/origin/main``) names, or
        None (``Repo.resolve_commit``)."""
        found = self._objects.info(f"{rev}^{{commit}}")
        return None if found is None else found[0]

    def has_path(self, rev: str, path: str) -> bool:
        """Whether commit ``rev``'s tree holds ``path`` (``rev`` and ``path`` without spaces)."""
        return self._objects.info(f"{rev}:{path}") is not None

    def ref_tips(self) -> list[str]:
        """The commits of every branch and remote-tracking branch."""
        output = self._run("for-each-ref", "--format=%(objectname)", "refs/heads", "refs/remotes")
        return sorted(set((output or b"").decode().split()))

    def staged_deltas(self) -> list[Delta]:
        """Every path that differs between HEAD (or the empty tree) and the index git is
        committing, as ``Repo.staged_deltas`` reports them: raw, no rename detection, every
        mode (submodules whatever ``diff.ignoreSubmodules`` says), intent-to-add entries left
        out, paths compared byte for byte."""
        return self._deltas(ita_visible=False)

    def _deltas(self, *, ita_visible: bool) -> list[Delta]:
        base = self.head_sha() or _EMPTY_TREES[self._format]
        args = ["diff-index", "--cached", "-z", "--raw", "--no-renames", "--ignore-submodules=none"]
        if not ita_visible:
            args.append("--ita-invisible-in-index")
        output = self._run(*args, base)
        if output is None:
            raise GitError("git-index", "cannot compare the index with HEAD")
        fields = output.split(b"\0")
        deltas = []
        for k in range(0, len(fields) - 1, 2):
            header, raw_path = fields[k], fields[k + 1]
            old_mode, new_mode, old_id, new_id, status = header[1:].decode().split(" ")
            path = raw_path.decode("utf-8", errors="surrogateescape")
            old = None if status == "A" else Side(int(old_mode, 8), old_id)
            new = None if status == "D" else Side(int(new_mode, 8), new_id)
            if status == "T":  # a kind change: a removal and an addition, as libgit2 says it
                deltas += [Delta(path, old, None), Delta(path, None, new)]
            else:
                deltas.append(Delta(path, old, new))
        return deltas

    def index_paths(self) -> frozenset[str]:
        """Every path in the index (for evidence lookups), intent-to-add entries left out."""
        output = self._run("ls-files", "-z", "--cached", "--full-name")
        if output is None:
            raise GitError("git-index", "cannot list the index")
        listed = {p.decode("utf-8", errors="surrogateescape") for p in output.split(b"\0") if p}
        seen = {d.path for d in self._deltas(ita_visible=False)}
        intent = {d.path for d in self._deltas(ita_visible=True) if d.path not in seen}
        return frozenset(listed - intent)

    def _run(self, *args: str) -> bytes | None:
        return run([*self._top, *args], self.env)

    def blob_size(self, blob_id: str) -> int | None:
        found = self._objects.info(blob_id)
        return None if found is None or found[1] != "blob" else found[2]

    def read_blob(self, blob_id: str) -> bytes:
        found = self._objects.contents(blob_id)
        if found is None:
            raise GitError("git-object-missing", f"object {blob_id[:12]} is missing")
        if found[0] != "blob":
            raise GitError("git-object-missing", f"object {blob_id[:12]} is not a file")
        return found[1]

    def is_ignored(self, path: str) -> bool:
        """Whether git's ignore rules exclude ``path`` (tracked or not, as libgit2 asks)."""
        try:
            args = [*self._top, "check-ignore", "-q", "--no-index", "--", path]
            pid, output, _ = spawn(args, self.env)
        except OSError as exc:
            raise GitError("git-plumbing", "cannot run git check-ignore") from exc
        output.close()
        _, status = os.waitpid(pid, 0)
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):
            raise GitError("git-plumbing", "git check-ignore failed")
        return code == 0

    def tree_records(self, rev: str, layout: Layout) -> list[Record]:
        """Every entry of ``rev``'s tree under the watched paths, at a watched directory's
        place and the ``.gitattributes`` on the way (``History.tree_records``' walk): a
        folder ``MAX_TREE_DEPTH`` folders deep is listed as itself (mode 040000), not
        entered."""
        out: list[Record] = []
        pending = [(f"{rev}^{{tree}}", "", False)]
        while pending:
            tree, directory, inside = pending.pop()
            found = self._objects.contents(tree)
            if found is None or found[0] != "tree":
                raise GitError("git-object-missing", f"tree {tree[:12]} is missing")
            depth = directory.count("/")
            for mode, name, oid in _tree_entries(found[1], _ID_BYTES[self._format]):
                where = IN if inside else layout.step(directory, name)
                if where == OUT and name != ATTRIBUTES_NAME:
                    continue
                if mode != _TREE_MODE or (where != OUT and depth >= MAX_TREE_DEPTH):
                    out.append(Record(directory + name, mode, oid))
                elif where != OUT:
                    pending.append((oid, f"{directory}{name}/", where == IN))
        return out


def _tree_entries(data: bytes, width: int) -> list[tuple[int, str, str]]:
    """A tree object's entries, ``<octal mode> <name>\\0<raw id of width bytes>`` each, one
    after the other: each match starts where the last ended, so an id's bytes are never read
    as the start of an entry."""
    entry = _ENTRY20 if width == 20 else _ENTRY32
    return [
        (int(mode, 8), name.decode("utf-8", errors="surrogateescape"), oid.hex())
        for mode, name, oid in entry.findall(data)
    ]


_ENTRY20 = re.compile(rb"([0-7]+) ([^\0]+)\0(.{20})", re.DOTALL)
_ENTRY32 = re.compile(rb"([0-7]+) ([^\0]+)\0(.{32})", re.DOTALL)
_HEX = re.compile(r"[0-9a-fA-F]{40}|[0-9a-fA-F]{64}")


def object_id(object_format: str, kind: str, data: bytes) -> str:
    """The id git gives an object of ``kind`` holding ``data``."""
    header = f"{kind} {len(data)}\0".encode()
    return hashlib.new(object_format, header + data, usedforsecurity=False).hexdigest()


def open_index(start: Path | None = None, base: Mapping[str, str] | None = None) -> Plumbing | None:
    """The repository git runs this hook in (found from ``start``, default the current
    directory, in the environment ``base``, default this process's), read through plumbing, or
    None when this git cannot answer so (the caller then opens it with pygit2, which names the
    problem)."""
    env = git_environment(base)
    here = [] if start is None else ["-C", str(start)]
    asked = [*here, "rev-parse", "--show-toplevel", "--git-common-dir", "--show-object-format"]
    output = run(asked, env)
    if output is None:
        return None
    lines = output.decode("utf-8", errors="surrogateescape").split("\n")
    if len(lines) < 3 or not all(lines[:3]):
        return None
    workdir, common, object_format = lines[:3]
    common = os.path.abspath(os.path.join(start or "", common))  # git answers from ``start``
    try:
        return Plumbing(Path(workdir), Path(common), object_format, env)
    except (GitError, OSError):
        return None
