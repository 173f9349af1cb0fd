"""The vault's watcher (``vault.watch``, ``vault.watcher``): real processes, real inotify.

A refresh whose full walk is due asks the watcher instead, and must still see every edit in
place; every case the watcher cannot answer for falls back to the full walk.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import settle_dirs
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.errors import InvalidInput
from ecc_memory.vault import watch
from ecc_memory.vault.document import Memory, kind_dir, new_memory, serialize
from ecc_memory.vault.index import open_index
from ecc_memory.vault.refresh import ScopeScan
from ecc_memory.vault.search import search_memories

pytestmark = pytest.mark.skipif(not watch.supported(), reason="inotify is Linux's")

READY_S = 60.0  # how long a watcher may take to start on a loaded machine


def memory(title: str, body: str, memory_id: str, kind: str = "note") -> Memory:
    base = new_memory(title=title, body=body, source_harness="codex", kind=kind)
    return base._replace(id=memory_id)


def plant(roots: Roots, item: Memory) -> Path:
    folder = roots.root(item.scope) / kind_dir(item.kind)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{item.id}.md"
    path.write_bytes(serialize(item))
    age(path)
    return path


def age(path: Path, seconds: int = 3600) -> None:
    """Move a file's mtime into the past so the racy-clean rule does not re-read it."""
    info = path.stat()
    os.utime(path, ns=(info.st_atime_ns, info.st_mtime_ns - seconds * 1_000_000_000))


def refresh(roots: Roots) -> dict[str, ScopeScan]:
    with open_index(roots) as index:
        return index.refresh(roots, ["project"])


def titles(roots: Roots, query: str) -> list[str]:
    return [hit.memory.title for hit in search_memories(roots, query).hits]


def status(roots: Roots) -> dict[str, object] | None:
    return watch.request(roots, {"op": "status"})


def wait_for_watcher(roots: Roots, other_than: object = None) -> dict[str, object]:
    deadline = time.monotonic() + READY_S
    while time.monotonic() < deadline:
        found = status(roots)
        if found is not None and found["pid"] != other_than:
            return found
        time.sleep(0.05)
    raise AssertionError("the watcher did not start")


def wait_for_exit(pid: int) -> bool:
    deadline = time.monotonic() + READY_S
    while time.monotonic() < deadline:
        watch._reap()
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (FileNotFoundError, IndexError):
            return True
        if state in ("Z", "X"):  # exited; its parent has not collected it yet
            return True
        time.sleep(0.05)
    return False


def stop(roots: Roots) -> None:
    found = status(roots)
    if found is None:
        return
    watch.request(roots, {"op": "stop"})
    pid = int(str(found["pid"]))
    if not wait_for_exit(pid):
        os.kill(pid, signal.SIGKILL)


@pytest.fixture
def roots(project: Path) -> Iterator[Roots]:
    """A vault whose every refresh is due (no in-place staleness window) and is watched."""
    chosen = resolve_roots(project, os.environ)._replace(index_verify_ns=0, watch="on")
    yield chosen
    stop(chosen)


def watching(roots: Roots, path: Path) -> dict[str, object]:
    """Index the vault, start its watcher and store the watcher's first token."""
    first = refresh(roots)  # no watcher answers: a full walk, and one is started
    assert not first["project"].watched
    found = wait_for_watcher(roots)
    assert not refresh(roots)["project"].watched  # a token of no watcher: a full walk again
    settle_dirs(roots)
    assert path.exists()
    return found


def test_an_in_place_edit_is_seen_through_the_watcher_without_a_full_walk(roots: Roots) -> None:
    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    watching(roots, path)
    path.write_bytes(serialize(memory("Teapot", "boils water", "mem_20260101_kettle")))
    age(path, 7200)
    scans = refresh(roots)
    assert scans["project"].watched  # no file was stat-ed but the one the watcher named
    assert scans["project"].reindexed == 1
    assert titles(roots, "teapot") == ["Teapot"]
    settle_dirs(roots)
    assert refresh(roots)["project"].reindexed == 0  # nothing since: nothing read


def test_an_edit_in_place_restoring_size_and_mtime_is_still_read(roots: Roots) -> None:
    """The watcher names the file, so it is read even when its stat could hide the edit."""
    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    watching(roots, path)
    before = path.stat()
    path.write_bytes(serialize(memory("Teacup", "boils water", "mem_20260101_kettle")))
    assert path.stat().st_size == before.st_size
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    scans = refresh(roots)
    assert scans["project"].watched
    assert scans["project"].reindexed == 1
    assert titles(roots, "teacup") == ["Teacup"]


def test_a_directory_made_after_the_watcher_started_is_listed_and_then_watched(
    roots: Roots,
) -> None:
    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    watching(roots, path)
    later = plant(roots, memory("Choice", "use tea", "mem_20260101_choice", kind="decision"))
    scans = refresh(roots)
    assert scans["project"].watched
    assert titles(roots, "choice") == ["Choice"]
    settle_dirs(roots)
    later.write_bytes(serialize(memory("Verdict", "use tea", "mem_20260101_choice", "decision")))
    age(later, 7200)
    scans = refresh(roots)
    assert scans["project"].watched
    assert scans["project"].reindexed == 1  # seen by the watch placed on the new directory
    assert titles(roots, "verdict") == ["Verdict"]


def test_a_removed_file_is_gone_through_the_watcher(roots: Roots) -> None:
    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    other = plant(roots, memory("Spoon", "boils water", "mem_20260101_spoon"))
    watching(roots, path)
    other.unlink()
    scans = refresh(roots)
    assert scans["project"].watched
    assert titles(roots, "boils") == ["Kettle"]


def set_verified(roots: Roots, **when: int) -> None:
    """Record each scope's last full walk as at ``when`` (0: long ago, so it is due)."""
    with open_index(roots) as index:
        for scope, at in when.items():
            index.conn.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                (f"verified:{scope}", str(at)),
            )


def test_a_scope_not_due_keeps_its_older_token(roots: Roots) -> None:
    """A refresh that asked the watcher for one scope must not store the new token for a scope
    it did not walk in full: an edit made there since its own token would never be named."""
    roots = roots._replace(index_verify_ns=3600 * 10**9)
    mine = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    ours = plant(roots, memory("Ladle", "serves soup", "mem_20260101_ladle")._replace(
                                            scope="team"))  # fmt: skip
    both = ["project", "team"]
    with open_index(roots) as index:
        index.refresh(roots, both)
    wait_for_watcher(roots)
    set_verified(roots, project=0, team=0)
    with open_index(roots) as index:
        index.refresh(roots, both)  # full walks; both scopes store the watcher's token
    settle_dirs(roots)
    ours.write_bytes(
        serialize(memory("Tureen", "serves soup", "mem_20260101_ladle")._replace(scope="team"))
    )
    age(ours, 7200)
    set_verified(roots, project=0, team=time.time_ns())
    with open_index(roots) as index:
        scans = index.refresh(roots, both)
    assert scans["project"].watched
    assert not scans["team"].watched
    assert scans["team"].reindexed == 0  # within its window: not looked at
    settle_dirs(roots)
    set_verified(roots, team=0)
    with open_index(roots) as index:
        scans = index.refresh(roots, ["team"])
    assert scans["team"].watched
    assert scans["team"].reindexed == 1
    assert mine.exists()


def test_a_lost_event_queue_falls_back_to_the_full_walk(roots: Roots) -> None:
    queue = int(Path("/proc/sys/fs/inotify/max_queued_events").read_text())
    if queue > 1_000_000:
        pytest.skip(f"max_queued_events is {queue}: too many events to overflow it here")
    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    spare = plant(roots, memory("Spoon", "stirs", "mem_20260101_spoon"))
    found = watching(roots, path)
    pid = int(str(found["pid"]))
    os.kill(pid, signal.SIGSTOP)  # it reads nothing while stopped: its queue overflows
    try:
        for number in range(queue + 100):  # alternating files: no two events coalesce
            os.utime(path if number % 2 else spare)
        path.write_bytes(serialize(memory("Teapot", "boils water", "mem_20260101_kettle")))
        age(path, 7200)
    finally:
        os.kill(pid, signal.SIGCONT)
    scans = refresh(roots)
    assert not scans["project"].watched  # the watcher cannot vouch for the time it lost
    assert titles(roots, "teapot") == ["Teapot"]
    settle_dirs(roots)
    assert refresh(roots)["project"].watched  # and is trusted again from the next token


def test_a_killed_watcher_means_a_full_walk_and_a_new_watcher(roots: Roots) -> None:
    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    found = watching(roots, path)
    pid = int(str(found["pid"]))
    os.kill(pid, signal.SIGKILL)
    assert wait_for_exit(pid)
    path.write_bytes(serialize(memory("Teapot", "boils water", "mem_20260101_kettle")))
    age(path, 7200)
    assert not refresh(roots)["project"].watched
    assert titles(roots, "teapot") == ["Teapot"]
    again = wait_for_watcher(roots, other_than=pid)
    assert again["epoch"] != found["epoch"]
    assert not refresh(roots)["project"].watched  # the dead watcher's token: a full walk


def test_the_watcher_exits_when_its_vault_is_removed(roots: Roots) -> None:
    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    found = watching(roots, path)
    for scope in ("project", "team", "user"):
        if roots.root(scope).exists():
            subprocess.run(["rm", "-rf", str(roots.root(scope))], check=True)
    assert wait_for_exit(int(str(found["pid"])))


def test_off_never_asks_or_starts_a_watcher(project: Path) -> None:
    chosen = resolve_roots(project, os.environ)._replace(index_verify_ns=0, watch="off")
    plant(chosen, memory("Kettle", "boils water", "mem_20260101_kettle"))
    assert titles(chosen, "kettle") == ["Kettle"]
    assert titles(chosen, "kettle") == ["Kettle"]
    time.sleep(0.2)
    assert status(chosen) is None


def test_auto_starts_a_watcher_only_for_a_large_vault(project: Path) -> None:
    auto = resolve_roots(project, os.environ)
    assert auto.watch == "auto"
    assert not watch.wanted(auto, watch.WATCH_FROM_FILES - 1)
    assert watch.wanted(auto, watch.WATCH_FROM_FILES)
    assert watch.wanted(auto._replace(watch="on"), 0)
    assert not watch.wanted(auto._replace(watch="off"), 10**9)
    small = auto._replace(index_verify_ns=0)
    plant(small, memory("Kettle", "boils water", "mem_20260101_kettle"))
    assert titles(small, "kettle") == ["Kettle"]
    time.sleep(0.2)
    assert status(small) is None


def test_auto_starts_one_once_a_walk_reaches_the_threshold(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(watch, "WATCH_FROM_FILES", 2)  # in place of 20,000 files
    auto = resolve_roots(project, os.environ)._replace(index_verify_ns=0)
    path = plant(auto, memory("Kettle", "boils water", "mem_20260101_kettle"))
    plant(auto, memory("Spoon", "stirs", "mem_20260101_spoon"))
    try:
        assert not refresh(auto)["project"].watched  # the first due walk starts it
        wait_for_watcher(auto)
        assert not refresh(auto)["project"].watched  # stores its first token
        settle_dirs(auto)
        path.write_bytes(serialize(memory("Teapot", "boils water", "mem_20260101_kettle")))
        age(path, 7200)
        scans = refresh(auto)
        assert scans["project"].watched
        assert scans["project"].reindexed == 1
    finally:
        stop(auto)


def test_the_watch_setting_is_validated(project: Path) -> None:
    for value, mode in (("", "auto"), ("on", "on"), ("OFF", "off"), (" auto ", "auto")):
        assert resolve_roots(project, {"ECC_MEMORY_WATCH": value}).watch == mode
    for bad in ("yes", "1", "always"):
        with pytest.raises(InvalidInput) as caught:
            resolve_roots(project, {"ECC_MEMORY_WATCH": bad})
        assert caught.value.code == "INVALID_SETTING"


IMPOSTOR = """
import json, os, socket, sys
address = bytes.fromhex(sys.argv[1])
os.setuid(65534)  # the credentials a client sees are those of the process that listens
listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
listener.bind(address)
listener.listen(4)
print("ready", flush=True)
while True:
    conn, _ = listener.accept()
    conn.recv(65536)
    reply = {"token": "x:1", "scopes": {"project": {"files": [], "dirs": []}}}
    conn.sendall(json.dumps(reply).encode() + b"\\n")
    conn.close()
"""


@pytest.mark.skipif(os.geteuid() != 0, reason="binding as another user needs root")
def test_a_socket_another_user_bound_under_our_name_is_not_believed(roots: Roots) -> None:
    impostor = subprocess.Popen(
        [sys.executable, "-c", IMPOSTOR, watch.address(roots).hex()],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert impostor.stdout is not None
        assert impostor.stdout.readline().strip() == "ready"
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.connect(watch.address(roots))
        assert watch.peer_uid(sock) == 65534
        sock.close()
        assert watch.ask(roots, {"project": "x:0"}) is None
    finally:
        impostor.kill()
        impostor.wait()


def test_search_through_the_cli_sees_an_in_place_edit_with_the_watcher(
    project: Path, roots: Roots
) -> None:
    env = {**os.environ, "ECC_MEMORY_WATCH": "on", "ECC_MEMORY_INDEX_VERIFY_SECONDS": "0"}

    def search(query: str) -> list[str]:
        done = subprocess.run(
            [sys.executable, "-m", "ecc_memory", "memory", "search", query, "--json"],
            cwd=project,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        return [hit["memory"]["title"] for hit in json.loads(done.stdout)["results"]]

    path = plant(roots, memory("Kettle", "boils water", "mem_20260101_kettle"))
    assert search("kettle") == ["Kettle"]
    wait_for_watcher(roots)
    assert search("kettle") == ["Kettle"]  # stores the watcher's token
    settle_dirs(roots)
    path.write_bytes(serialize(memory("Teapot", "boils water", "mem_20260101_kettle")))
    age(path, 7200)
    assert search("teapot") == ["Teapot"]
