"""What ``.gitattributes`` does to memory paths, asked of git itself (``git check-attr``).

Only committed (or staged) ``.gitattributes`` files count: they are what every clone shares.
So git answers from a private repository that borrows this one's objects
(``GIT_OBJECT_DIRECTORY``) and whose index holds exactly the ``.gitattributes`` entries of
the view being judged (``git update-index --index-info``), with no personal attribute file
(``core.attributesFile``, ``info/attributes``, the system file), no configuration but what we
pass, no replace refs and an empty work tree. ``git check-attr --cached --stdin -z`` then
answers for any number of paths; git 2.39 has no ``--source``, and a private index is also
what keeps a clone's own settings out.

A checkout may compare names ignoring case (``core.ignorecase``), so git is asked twice, once
each way, and a path is refused when either answer routes it through a filter. Each asking
process lives as long as the ``Attributes`` it answers for and answers path by path (git
flushes each answer to a pipe, so a question never waits on an unread answer): a gate run
pays two processes per version of the files (one, or a few in a range of commits), never one
per path. They start at the first question, and not at all when no ``.gitattributes`` of the
view names ``filter`` or ``working-tree-encoding``: an attribute name is never quoted or
escaped, so without the word no line can set it (git's one built-in macro, ``binary``, sets
neither).
"""

from __future__ import annotations

import bisect
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import IO

from ecc_memory.git.process import run, spawn
from ecc_memory.git.records import GitError
from ecc_memory.view.admission import TREE_MODE
from ecc_memory.view.attributes import CHECKED, Attributes
from ecc_memory.view.tree import Record
from ecc_memory.view.watched import ATTRIBUTES_NAME

_BATCH_BYTES = 16 * 1024  # paths written before their answers are read: a quarter of a pipe
_MOST_AHEAD = 512  # candidates asked about beside one question, at most
# Every attribute name these are spelled with (a macro must name them to set them).
_WORDS = (b"filter", b"working-tree-encoding")
# What git's environment may carry that would make the private repository read another one.
_DROPPED = ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_NAMESPACE",
            "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_CONFIG",
            "GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT", "GIT_PREFIX", "GIT_ATTR_SOURCE",
            "GIT_CEILING_DIRECTORIES")  # fmt: skip


def git_attributes(
    records: Iterable[Record],
    read: Callable[[str], bytes | None],
    common_dir: Path,
    object_format: str,
    candidates: Callable[[], Sequence[str]] = tuple,
) -> Attributes:
    """What the ``.gitattributes`` among ``records`` do to any path, as git reads them.

    ``candidates``: the paths likely to be asked about, sorted (a view's; listed only when
    git is started): a question also
    asks about the next few of them, more each time, so a gate that judges a whole tree asks
    in chunks and one that judges a single file asks about a few paths."""
    files = [  # a folder so named, nested too deep, is refused itself and attributes nothing
        r for r in records if r.path.rpartition("/")[2] == ATTRIBUTES_NAME and r.mode != TREE_MODE
    ]
    if not any(_may_convert(read(r.key)) for r in files):
        return Attributes()
    started: list[_Asked] = []  # git is started on the first question, if one is asked

    def answer(path: str) -> str | None:
        if not started:
            started.append(_Asked(files, common_dir, object_format, candidates()))
        return started[0].conversion(path)

    return Attributes(answer)


def _may_convert(data: bytes | None) -> bool:
    return data is None or any(word in data for word in _WORDS)


class _Asked:
    """A private repository holding some ``.gitattributes``, and the two ``git check-attr``
    processes (case compared exactly, and ignoring case) that answer from it."""

    def __init__(
        self, files: list[Record], common_dir: Path, object_format: str, candidates: Sequence[str]
    ) -> None:
        self._known: dict[str, str | None] = {}
        import tempfile  # with shutil and weakref: only where git is asked (a commit's hook
        import weakref  # mostly is not)

        self._candidates, self._ahead = candidates, 1
        place = Path(tempfile.mkdtemp(prefix="ecc-attributes-"))
        self._askers: list[_Asker] = []
        weakref.finalize(self, _discard, self._askers, place)
        private = _private_env(place, common_dir, object_format, os.environ)
        listing = place / "listing"
        listing.write_bytes(b"".join(f"{r.mode:o} {r.key}\t".encode() + _raw(r.path) + b"\0"
                                     for r in files))  # fmt: skip
        if run(["update-index", "-z", "--index-info"], private, str(listing)) is None:
            raise GitError("git-attributes", "git could not read the .gitattributes files")
        for fold in ("false", "true"):
            self._askers.append(_Asker(private, fold))

    def conversion(self, path: str) -> str | None:
        if path not in self._known:
            asked = [path, *self._next(path)]
            answers = [asker.ask(asked) for asker in self._askers]
            for k, one in enumerate(asked):
                self._known[one] = next((a[k] for a in answers if a[k] is not None), None)
        return self._known[path]

    def _next(self, path: str) -> list[str]:
        """The candidates after ``path`` not yet answered, twice as many as last time."""
        start = bisect.bisect_right(self._candidates, path)
        found: list[str] = []
        for other in self._candidates[start : start + 4 * self._ahead]:
            if len(found) == self._ahead:
                break
            if other not in self._known and other != path:
                found.append(other)
        self._ahead = min(2 * self._ahead, _MOST_AHEAD)
        return found


def _discard(askers: list[_Asker], place: Path) -> None:
    import shutil

    for asker in askers:
        asker.close()
    shutil.rmtree(place, ignore_errors=True)


class _Asker:
    """One ``git check-attr --cached --stdin -z`` answering path by path (it flushes each
    answer to a pipe), so a write never waits on an answer not yet read."""

    def __init__(self, env: Mapping[str, str], fold: str) -> None:
        args = ["-c", f"core.ignorecase={fold}", "-c", f"core.attributesFile={os.devnull}",
                "check-attr", "--cached", "--stdin", "-z", *CHECKED]  # fmt: skip
        try:
            self._pid, self._out, writer = spawn(args, env, stdin=True)
        except OSError as exc:
            raise GitError("git-attributes", "cannot run git check-attr") from exc
        assert writer is not None
        self._in: IO[bytes] = writer
        self._buffer = b""
        self._closed = False

    def ask(self, paths: list[str]) -> list[str | None]:
        """For each path, ``name=value`` of the first checked attribute it has a value of.

        The paths go in batches of at most ``_BATCH_BYTES``, each answered in full before the
        next is written: a batch always fits in the pipe, so neither side waits on the other
        however long the answers are."""
        out: list[str | None] = []
        batch: list[bytes] = []
        for raw in [_raw(path) + b"\0" for path in paths]:
            if batch and sum(map(len, batch)) + len(raw) > _BATCH_BYTES:
                out += self._ask_batch(batch)
                batch = []
            batch.append(raw)
        return out + (self._ask_batch(batch) if batch else [])

    def _ask_batch(self, batch: list[bytes]) -> list[str | None]:
        per_path = 3 * len(CHECKED)  # <path> NUL <attribute> NUL <value> NUL, per attribute
        try:
            self._in.write(b"".join(batch))
            fields = self._fields(per_path * len(batch))
        except OSError as exc:
            raise GitError("git-attributes", "git check-attr stopped answering") from exc
        return [_conversion(fields[k : k + per_path]) for k in range(0, len(fields), per_path)]

    def _fields(self, count: int) -> list[bytes]:
        chunks, seen = [self._buffer], self._buffer.count(b"\0")
        while seen < count:
            chunk = self._out.read1(65536)  # type: ignore[attr-defined]
            if not chunk:
                raise OSError("git check-attr ended")
            chunks.append(chunk)
            seen += chunk.count(b"\0")
        fields = b"".join(chunks).split(b"\0")
        self._buffer = b"\0".join(fields[count:])
        return fields[:count]

    def close(self) -> None:
        if not self._closed:
            self._closed = True
            self._in.close()
            self._out.close()
            os.waitpid(self._pid, 0)


def _conversion(fields: list[bytes]) -> str | None:
    for k in range(0, len(fields), 3):
        name, value = fields[k + 1].decode(), fields[k + 2]
        if value not in (b"unspecified", b"unset", b"set"):
            return f"{name}={value.decode('utf-8', errors='replace')}"
    return None


def _raw(path: str) -> bytes:
    return path.encode("utf-8", errors="surrogateescape")


def _private_env(
    place: Path, common_dir: Path, object_format: str, env: Mapping[str, str]
) -> dict[str, str]:
    """A repository in ``place`` that reads this one's objects and nothing else of it."""
    git_dir, work = place / "git", place / "work"
    (git_dir / "refs").mkdir(parents=True)
    work.mkdir()
    (git_dir / "HEAD").write_text("ref: refs/heads/main\n", encoding="ascii")
    config = "[core]\n\trepositoryformatversion = 1\n\tbare = false\n"
    if object_format != "sha1":
        config += f"[extensions]\n\tobjectformat = {object_format}\n"
    (git_dir / "config").write_text(config, encoding="ascii")
    private = {k: v for k, v in env.items() if k not in _DROPPED}
    private.update(
        GIT_DIR=str(git_dir), GIT_WORK_TREE=str(work), GIT_INDEX_FILE=str(place / "index"),
        GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL=os.devnull, GIT_ATTR_NOSYSTEM="1",
        GIT_NO_REPLACE_OBJECTS="1", GIT_OBJECT_DIRECTORY=str(common_dir / "objects"),
    )  # fmt: skip
    return private
