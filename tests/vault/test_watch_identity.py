"""The watcher vouches only for what it watches (issue 33): the very root directory a refresh
reads (device and inode, checked on both sides of every answer), and no directory it could not
read until that directory was listed again. Real inotify, real watcher processes.

Tests run as root here, whom no directory mode stops: ``chmod 000`` would leave every folder
readable, so an unreadable folder is made by refusing its opening in this process (the refresh
side), or in a ``Watcher`` run in this process (the watcher side). A run as another user also
takes the real ``chmod`` path of the property test.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import settle_dirs
from ecc_memory import files
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.vault import watch
from ecc_memory.vault.document import kind_dir, serialize
from ecc_memory.vault.search import search_memories
from ecc_memory.vault.watcher import Watcher
from vault.test_watch import age, memory, plant, refresh, stop, titles, watching

pytestmark = pytest.mark.skipif(not watch.supported(), reason="inotify is Linux's")

AS_ROOT = os.geteuid() == 0


@pytest.fixture
def roots(project: Path) -> Iterator[Roots]:
    chosen = resolve_roots(project, os.environ)._replace(index_verify_ns=0, watch="on")
    yield chosen
    stop(chosen)


def retitle(path: Path, title: str, memory_id: str, kind: str = "note") -> None:
    """An edit in place: the same file (inode), new bytes, an old mtime."""
    path.write_bytes(serialize(memory(title, "boils water", memory_id, kind)))
    age(path, 7200)


@pytest.mark.parametrize("moved", [".ecc", "."], ids=["the vault copied back", "a new clone"])
def test_a_root_replaced_at_its_path_is_not_vouched_for(
    roots: Roots, project: Path, tmp_path: Path, moved: str
) -> None:
    """``.ecc`` moved away and copied back with ``cp -a`` (or the repository cloned again at its
    old path): no event reaches the watches on the old directories, which kept answering
    "nothing changed", and an edit in place was never seen by search again."""
    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    watching(roots, path)
    source = project / moved
    aside = tmp_path / "aside"
    os.chdir(tmp_path)
    source.rename(aside)
    subprocess_cp_a(aside, source)
    retitle(path, "Teapot", "mem_20260101_kettle")
    scans = refresh(roots)
    assert not scans["project"].watched  # the answer was for another directory
    assert titles(roots, "teapot") == ["Teapot"]
    retitle(path, "Samovar", "mem_20260101_kettle")
    scans = refresh(roots)
    assert scans["project"].watched  # the watcher now watches the directory at the path
    assert titles(roots, "samovar") == ["Samovar"]
    shutil.rmtree(aside)  # the old directories' watches are gone with them
    retitle(path, "Urn", "mem_20260101_kettle")
    assert titles(roots, "urn") == ["Urn"]


def subprocess_cp_a(source: Path, target: Path) -> None:
    import subprocess

    subprocess.run(["cp", "-a", str(source), str(target)], check=True)


def refuse_opening(monkeypatch: pytest.MonkeyPatch, directory: Path) -> None:
    """Opening ``directory`` fails with EACCES in this process, as ``chmod 000`` does for
    anyone but root."""
    real = files.open_dir

    def open_dir(parent_fd: int, name: str, **options: object) -> int | None:
        parent = os.readlink(f"/proc/self/fd/{parent_fd}")
        if name == directory.name and parent == str(directory.parent):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real(parent_fd, name, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(files, "open_dir", open_dir)


def test_a_folder_unreadable_during_one_search_is_listed_again(
    roots: Roots, monkeypatch: pytest.MonkeyPatch
) -> None:
    """It was left out of the index, and while the watcher answered never listed again."""
    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    watching(roots, path)
    with monkeypatch.context() as patch:
        refuse_opening(patch, path.parent)
        found = search_memories(roots, "boils")
        assert found.hits == []
        assert "project:notes/" in [item["path"] for item in found.diagnostics["invalidFiles"]]
    settle_dirs(roots)  # long after: no directory is within the racy window any more
    assert titles(roots, "boils") == ["Kettle"]  # readable again: listed again
    retitle(path, "Teapot", "mem_20260101_kettle")
    assert titles(roots, "teapot") == ["Teapot"]


def test_the_watcher_does_not_vouch_for_a_folder_it_could_not_watch(
    roots: Roots, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder the watcher could not open is named in every answer (list it again) until its
    watch is in place; then it is named once more, and edits in it are seen by events."""
    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    spec = {
        scope: {"boundary": str(boundary), "parts": list(parts)}
        for scope, (boundary, parts) in (
            (s, roots.location(s)) for s in ("project", "team", "user")
        )
    }
    with monkeypatch.context() as patch:
        refuse_opening(patch, path.parent)
        watcher = Watcher(spec)
        watcher.watch_missing()
        first = watcher.since({"project": None})["token"]
        for _ in range(2):
            answer = watcher.since({"project": first})
            assert answer["scopes"]["project"]["dirs"] == ["notes/"]  # type: ignore[index]
    answer = watcher.since({"project": first})  # openable again: watched, and named once more
    assert answer["scopes"]["project"]["dirs"] == ["notes/"]  # type: ignore[index]
    token = answer["token"]
    retitle(path, "Teapot", "mem_20260101_kettle")
    answer = watcher.since({"project": token})
    assert answer["scopes"]["project"] == {  # type: ignore[index]
        "files": ["notes/mem_20260101_kettle.md"], "dirs": [],
    }  # fmt: skip
    os.close(watcher.fd)


# -- the property: every search through the watcher equals a full walk ---------------------------

IDS = [f"mem_20260101_item{n}" for n in range(4)]
OPERATIONS = st.one_of(
    st.tuples(st.just("edit"), st.sampled_from(IDS), st.sampled_from(["Alpha", "Beta", "Gamma"])),
    st.tuples(st.just("create"), st.sampled_from(IDS), st.sampled_from(["note", "lesson"])),
    st.tuples(st.just("delete"), st.sampled_from(IDS)),
    st.tuples(st.just("copy back"), st.sampled_from([".ecc", ".ecc/memory/project"])),
    st.tuples(st.just("move back"), st.sampled_from([".ecc", ".ecc/memory/project"])),
    st.tuples(st.just("unreadable"), st.sampled_from(["notes", "lessons"])),
)


def _truth(roots: Roots, cache: Path) -> set[tuple[str, str]]:
    """A full walk into an index of its own: what every search must answer."""
    fresh = roots._replace(cache_dir=cache, watch="off")
    return {(h.memory.id, h.memory.title) for h in search_memories(fresh, "", limit=100).hits}


def _watched(roots: Roots) -> set[tuple[str, str]]:
    """A search through the watcher; then time passes (every directory signature it stored is
    settled), so the next search finds only what the watcher vouches for, never a directory
    listed again because it changed just before the scan."""
    found = {(h.memory.id, h.memory.title) for h in search_memories(roots, "", limit=100).hits}
    settle_dirs(roots)
    return found


class _Vault:
    """One example's vault: its files by ID, and the operations applied to it."""

    def __init__(self, roots: Roots, place: Path) -> None:
        self.roots, self.place = roots, place
        self.paths: dict[str, Path] = {}
        self.project = roots.root("project")

    def apply(self, op: tuple[str, ...], stack: contextlib.ExitStack) -> None:
        kind, *args = op
        if kind == "create" and args[0] not in self.paths:
            self.paths[args[0]] = plant(self.roots, memory("Created", "x", args[0], args[1]))
        elif kind == "edit" and args[0] in self.paths:
            path = self.paths[args[0]]
            kind_name = "lesson" if path.parent.name == "lessons" else "note"
            retitle(path, args[1], args[0], kind_name)
        elif kind == "delete" and args[0] in self.paths:
            self.paths.pop(args[0]).unlink()
        elif kind in ("copy back", "move back"):
            self._replace(self.place / args[0], copy=kind == "copy back")
        elif kind == "unreadable":
            self._unreadable(self.project / kind_dir(args[0][:-1]), stack)

    def _replace(self, source: Path, *, copy: bool) -> None:
        if not source.exists():
            return
        aside = self.place.parent / f"aside-{os.urandom(4).hex()}"
        source.rename(aside)
        if copy:
            subprocess_cp_a(aside, source)
            shutil.rmtree(aside)
        else:
            aside.rename(source)

    def _unreadable(self, folder: Path, stack: contextlib.ExitStack) -> None:
        """Unreadable during the next search only: a real ``chmod 000`` where it denies (not
        root), else a refused opening in this process."""
        if not folder.exists():
            return
        folder.chmod(0)
        stack.callback(folder.chmod, 0o700)
        if AS_ROOT:
            patch = stack.enter_context(pytest.MonkeyPatch.context())
            refuse_opening(patch, folder)


@settings(
    max_examples=15,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(operations=st.lists(OPERATIONS, min_size=1, max_size=7))
def test_every_search_through_the_watcher_equals_a_full_walk(
    operations: list[tuple[str, ...]],
) -> None:
    with tempfile.TemporaryDirectory() as temporary:
        place = Path(temporary) / "repo"
        (place / ".git").mkdir(parents=True)
        base = resolve_roots(place, os.environ)
        roots = base._replace(index_verify_ns=0, watch="on")
        vault = _Vault(roots, place)
        try:
            first = IDS[0]
            vault.paths[first] = plant(roots, memory("Created", "x", first))
            watching(roots, vault.paths[first])
            for number, op in enumerate(operations):
                with contextlib.ExitStack() as stack:
                    vault.apply(op, stack)
                    truth = _truth(roots, Path(temporary) / f"truth-{number}")
                    assert _watched(roots) == truth, (number, op)
                # Readable again (or never unreadable): still the same as a full walk.
                assert _watched(roots) == _truth(roots, Path(temporary) / f"again-{number}")
        finally:
            stop(roots)
