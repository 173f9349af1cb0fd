"""The hostile-input suite: what an attacker or a careless user can put in a vault.

Selected with ``-m hostile`` and run by default. Every test here uses small counts so that each
finishes in seconds on a shared two-core machine; none asserts a wall-clock time.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from conftest import snapshot
from ecc_memory import workers
from ecc_memory.cli.main import ecc
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.errors import EccError
from ecc_memory.vault.document import KEYS, MAX_FILE_BYTES, new_memory, serialize
from ecc_memory.vault.frontmatter import parse_document
from ecc_memory.vault.index import open_index
from ecc_memory.vault.loading import PARALLEL_MIN
from ecc_memory.vault.search import search_memories
from ecc_memory.vault.store import classify, save_memory

pytestmark = pytest.mark.hostile


def roots_for(project: Path) -> Roots:
    return resolve_roots(project, os.environ)


def cli(*args: str) -> tuple[int, dict[str, object]]:
    result = CliRunner().invoke(ecc, ["memory", *args, "--json"])
    return result.exit_code, json.loads(result.stdout)


def hostile_copy(roots: Roots, text: bytes, name: str = "mem_hostile_file.md") -> Path:
    path = roots.root("project") / "notes" / name
    path.write_bytes(text)
    return path


# -- one hand-made file ---------------------------------------------------------------------------


def test_a_deeply_nested_frontmatter_value_is_one_invalid_file(project: Path) -> None:
    roots = roots_for(project)
    saved = save_memory(roots, new_memory(title="Survivor", body="still found", source_harness="x"))
    good = serialize(saved.memory)
    hostile_copy(roots, good.replace(b"tags: []", b"tags: " + b"[" * 1000 + b"]" * 1000))
    code, found = cli("search", "found")
    assert code == 0
    assert [hit["memory"]["title"] for hit in found["results"]] == ["Survivor"]  # type: ignore[index]
    assert found["diagnostics"]["invalidFileCount"] == 1  # type: ignore[index]
    code, read = cli("read", saved.memory.id)
    assert code == 0
    assert read["memory"]["title"] == "Survivor"  # type: ignore[index]
    code, report = cli("doctor")
    assert code == 1
    [invalid] = report["invalidFiles"]  # type: ignore[misc]
    assert invalid["path"] == "project:notes/mem_hostile_file.md"
    assert invalid["code"] == "invalid-document"
    assert "tags" in invalid["reason"]
    assert report["memoryCount"] == 1


# -- unreadable directories ------------------------------------------------------------------------


def refuse_listing(monkeypatch: pytest.MonkeyPatch, directory: Path) -> None:
    """Make listing ``directory`` fail with EACCES. Fault injection: the suite may run as root,
    whom no directory mode stops (without root, ``chmod 000`` has the same effect)."""
    real_listdir = os.listdir

    def listdir(target: object = ".") -> list[str]:
        if isinstance(target, int) and os.readlink(f"/proc/self/fd/{target}") == str(directory):
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_listdir(target)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "listdir", listdir)


def test_an_unreadable_subdirectory_is_reported_and_the_rest_works(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    roots = roots_for(project)
    saved = save_memory(roots, new_memory(title="Survivor", body="still found", source_harness="x"))
    locked = roots.root("project") / "notes" / "locked"
    locked.mkdir()
    hidden = new_memory(title="Hidden", body="still found", source_harness="x")
    (locked / f"{hidden.id}.md").write_bytes(serialize(hidden))
    with monkeypatch.context() as patch:
        refuse_listing(patch, locked)
        code, found = cli("search", "found")
        assert code == 0
        assert [hit["memory"]["title"] for hit in found["results"]] == ["Survivor"]  # type: ignore[index]
        assert found["diagnostics"]["invalidFiles"][0]["path"] == "project:notes/locked/"  # type: ignore[index]
        assert cli("read", saved.memory.id)[0] == 0
        code, report = cli("doctor")
        assert code == 1
        assert [item["path"] for item in report["invalidFiles"]] == ["project:notes/locked/"]  # type: ignore[union-attr]
        assert "could not be listed" in report["invalidFiles"][0]["reason"]  # type: ignore[index]
        assert report["memoryCount"] == 1
    # Readable again: the directory is listed again and its memory found
    code, found = cli("search", "found")
    assert sorted(hit["memory"]["title"] for hit in found["results"]) == ["Hidden", "Survivor"]  # type: ignore[index]


# -- the file system refuses ----------------------------------------------------------------------


def cli_env(*args: str, env: dict[str, str], stdin: str = "") -> tuple[int, dict[str, object]]:
    result = CliRunner().invoke(ecc, ["memory", *args, "--json"], env=env, input=stdin)
    return result.exit_code, json.loads(result.stdout)


@pytest.mark.parametrize(
    ("root", "code"),
    [("/sys/kernel/ecc-memory-test", "PERMISSION_DENIED"), ("/proc/ecc-memory-test", "IO_ERROR")],
)
def test_a_refused_write_says_what_and_where_and_exits_2(
    project: Path, root: str, code: str
) -> None:
    env = {"ECC_MEMORY_PROJECT_ROOT": root}
    status, out = cli_env("save", "--title", "t", "--stdin", env=env, stdin="body text")
    assert status == 2
    error = out["error"]
    assert error["code"] == code  # type: ignore[index]
    assert error["message"].startswith("Could not save to project:notes/: ")  # type: ignore[index]
    status, out = cli_env("search", "anything", env=env)
    assert status == 0
    status, out = cli_env("doctor", env=env)
    assert status == 0


@pytest.fixture
def small_fs(tmp_path: Path) -> Iterator[Path]:
    """A real 256 KiB tmpfs, where the machine lets us mount one (root); skipped elsewhere."""
    mount = tmp_path / "mnt"
    mount.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=256k,mode=0700", "tmpfs", str(mount)],
        capture_output=True, check=False,
    )  # fmt: skip
    if done.returncode != 0:
        pytest.skip("cannot mount a tmpfs here (needs root)")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], check=False)


def test_a_full_disk_refuses_the_save_and_leaves_the_vault_unchanged(
    project: Path, small_fs: Path
) -> None:
    env = {"ECC_MEMORY_PROJECT_ROOT": str(small_fs / "vault")}
    assert cli_env("save", "--title", "First", "--stdin", env=env, stdin="fits")[0] == 0
    filler = small_fs / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        with contextlib.suppress(OSError):
            while True:
                os.write(fd, b"x" * 4096)
    finally:
        os.close(fd)
    before = snapshot(small_fs / "vault")
    status, out = cli_env("save", "--title", "Second", "--stdin", env=env, stdin="x" * 60_000)
    assert status == 2
    assert out["error"]["code"] == "NO_SPACE"  # type: ignore[index]
    assert "no space left" in out["error"]["message"]  # type: ignore[index]
    assert snapshot(small_fs / "vault") == before  # no partial memory, no temp file
    status, found = cli_env("search", "fits", env=env)
    assert status == 0
    assert len(found["results"]) == 1  # type: ignore[arg-type]


def test_a_read_only_vault_refuses_the_save_and_still_searches(
    project: Path, small_fs: Path
) -> None:
    env = {"ECC_MEMORY_PROJECT_ROOT": str(small_fs / "vault")}
    assert cli_env("save", "--title", "First", "--stdin", env=env, stdin="fits")[0] == 0
    subprocess.run(["mount", "-o", "remount,ro", str(small_fs)], check=True)
    before = snapshot(small_fs / "vault")
    status, out = cli_env("save", "--title", "Second", "--stdin", env=env, stdin="more")
    assert status == 2
    assert out["error"]["code"] == "READ_ONLY"  # type: ignore[index]
    assert snapshot(small_fs / "vault") == before
    status, found = cli_env("search", "fits", env=env)
    assert status == 0
    assert len(found["results"]) == 1  # type: ignore[arg-type]


# -- what a killed writer leaves behind -----------------------------------------------------------


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_a_killed_saves_temp_file_is_reported_then_removed_by_the_next_save(
    project: Path,
) -> None:
    roots = roots_for(project)
    save_memory(roots, new_memory(title="First", body="one", source_harness="x"))
    scope = roots.root("project")
    dead = scope / f".ecc-memory-{dead_pid()}-{'a' * 32}.tmp"
    dead.write_bytes(b"---\nhalf a memo")
    live = scope / f".ecc-memory-{os.getpid()}-{'b' * 32}.tmp"  # a save still running
    live.write_bytes(b"---\nbeing written")
    code, report = cli("doctor")
    assert code == 1
    assert sorted(report["tempFiles"]) == sorted(  # type: ignore[arg-type]
        [f"project:{dead.name}", f"project:{live.name}"]
    )
    save_memory(roots, new_memory(title="Second", body="two", source_harness="x"))
    assert not dead.exists()
    assert live.exists()
    live.unlink()
    assert cli("doctor")[0] == 0


# -- processes racing and dying -------------------------------------------------------------------

WORKER = r"""
import os, sys
from pathlib import Path
from ecc_memory.config import resolve_roots
from ecc_memory.vault.document import new_memory
from ecc_memory.vault.index import rebuild
from ecc_memory.vault.search import search_memories
from ecc_memory.vault.store import save_memory

from ecc_memory.errors import Busy

mode, count, tag = sys.argv[1], int(sys.argv[2]), sys.argv[3]
roots = resolve_roots(Path.cwd(), os.environ)


def index_work(action):
    # INDEX_BUSY says "try again (nothing was changed)": back-to-back rebuilds can keep the
    # write lock from a waiting search for the whole busy timeout on a loaded machine.
    for attempt in range(5):
        try:
            return action()
        except Busy:
            print("busy", flush=True)
    raise SystemExit("index busy five times in a row")


for n in range(count):
    if mode == "save":
        memory = new_memory(title=f"Parallel {tag} {n}", body="stress body", source_harness="x")
        print(save_memory(roots, memory).memory.id, flush=True)  # acknowledged
    elif mode == "search":
        index_work(lambda: search_memories(roots, "stress parallel", limit=5))
    elif mode == "reindex":
        index_work(lambda: rebuild(roots, ["project", "team"]))
    print("ok", flush=True)
"""


def worker(project: Path, mode: str, count: int, tag: str = "") -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-c", WORKER, mode, str(count), tag or mode],
        cwd=project, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip


def memory_ids_on_disk(roots: Roots) -> set[str]:
    """Every memory file's ID, proving each one parses (no partial memory)."""
    return {parse_document(path.read_bytes()).id for path in roots.root("project").rglob("*.md")}


def assert_index_equals_disk(roots: Roots) -> None:
    hits = search_memories(roots, "", limit=100).hits  # refreshes the index first
    on_disk = memory_ids_on_disk(roots)
    assert {hit.memory.id for hit in hits} == on_disk or len(on_disk) > 100
    with open_index(roots) as index:
        rows = index.conn.execute("SELECT id FROM files WHERE scope = 'project'").fetchall()
    assert {row[0] for row in rows} == on_disk


def test_parallel_saves_searches_and_reindexes_lose_nothing(project: Path) -> None:
    roots = roots_for(project)
    notes = roots.root("project") / "notes"
    save_memory(roots, new_memory(title="Seed", body="stress seed", source_harness="x"))
    for n in range(300):  # enough that each rebuild overlaps the searches
        seed = new_memory(title=f"Seed {n}", body="stress seed", source_harness="x")
        (notes / f"{seed.id}.md").write_bytes(serialize(seed))
    running = [worker(project, "save", 12, f"s{n}") for n in range(2)]
    running += [worker(project, "search", 25, f"q{n}") for n in range(2)]
    running += [worker(project, "reindex", 6)]
    acknowledged: set[str] = set()
    for process in running:
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err[-2000:]
        assert err == ""
        acknowledged |= {line for line in out.split() if line.startswith("mem_")}
    assert len(acknowledged) == 24
    on_disk = memory_ids_on_disk(roots)
    assert acknowledged < on_disk
    assert len(on_disk) == 325
    assert_index_equals_disk(roots)


@pytest.mark.parametrize("mode", ["save", "reindex", "first-search"])
def test_kill_9_at_random_points_loses_nothing_acknowledged(project: Path, mode: str) -> None:
    roots = roots_for(project)
    for n in range(40):  # enough that a rebuild or a first search takes a moment
        save_memory(roots, new_memory(title=f"Base {n}", body="stress base", source_harness="x"))
    chance = random.Random(f"kill-9-{mode}")  # reproducible "random" points
    acknowledged: set[str] = set()
    for _ in range(3):
        if mode == "first-search":
            for path in roots.cache_dir.glob("index-*"):
                path.unlink()
        process = worker(project, "search" if mode == "first-search" else mode, 200)
        time.sleep(chance.uniform(0.2, 0.9))  # the interpreter starts in ~0.2 s
        process.send_signal(signal.SIGKILL)
        out, _ = process.communicate(timeout=60)
        acknowledged |= {line for line in out.split() if line.startswith("mem_")}
        assert acknowledged <= memory_ids_on_disk(roots)  # and every file parses
        assert_index_equals_disk(roots)  # the index was neither lost nor corrupted
    report = cli("doctor")[1]
    leftovers = {path.name for path in roots.root("project").rglob(".ecc-memory-*.tmp")}
    assert {item.rsplit("/", 1)[-1].split(":")[-1] for item in report["tempFiles"]} == leftovers  # type: ignore[union-attr]
    save_memory(roots, new_memory(title="After", body="the next save", source_harness="x"))
    assert not list(roots.root("project").glob(".ecc-memory-*.tmp"))
    assert cli("doctor")[0] == 0


def _processes_running(tag: str) -> list[int]:
    """PIDs whose command line holds ``tag`` (forked workers share their parent's)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
        except OSError:
            continue
        if tag.encode() in cmdline:
            found.append(int(entry.name))
    return found


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or workers.allowed_workers() < 2,
    reason="a build forks worker processes only on Linux with two CPUs",
)
def test_kill_9_of_a_build_with_worker_processes_loses_nothing(project: Path) -> None:
    """A build of PARALLEL_MIN files or more reads in forked workers while the parent writes:
    killing the parent at any point leaves an index that equals the disk after the next
    search, and no worker behind."""
    roots = roots_for(project)
    notes = roots.root("project") / "notes"
    save_memory(roots, new_memory(title="Seed", body="workers seed", source_harness="x"))
    for n in range(PARALLEL_MIN + 300):
        seed = new_memory(title=f"Seed {n}", body="workers seed", source_harness="x")
        (notes / f"{seed.id}.md").write_bytes(serialize(seed))
    chance = random.Random("kill-9-workers")
    for trial in range(3):
        tag = f"workers-{trial}"
        process = worker(project, "reindex", 5, tag)
        deadline = time.monotonic() + 30
        while len(_processes_running(tag)) < 2 and time.monotonic() < deadline:
            time.sleep(0.01)  # until the build has forked its workers
        assert len(_processes_running(tag)) >= 2, "the build never forked a worker"
        time.sleep(chance.uniform(0.0, 0.3))
        process.send_signal(signal.SIGKILL)
        process.communicate(timeout=60)
        deadline = time.monotonic() + 20
        while _processes_running(tag) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _processes_running(tag) == []  # the workers went with their parent
        assert_index_equals_disk(roots)
    assert len(memory_ids_on_disk(roots)) == PARALLEL_MIN + 301


# -- fuzzing the document parser ------------------------------------------------------------------

_KEYS = st.sampled_from([*KEYS, "", "x", " tags", "tags "])
_ATOMS = st.sampled_from(
    ['"a"', '"[{"', '"\\"', '"\\u0000"', '"\\ud800"', "1e999", "-0", "null", "true", ",", ":", ""]
)


@st.composite
def nested_values(draw: st.DrawFn) -> str:
    """JSON-ish values: deep or unbalanced brackets around atoms, strings holding brackets."""
    depth = draw(st.integers(0, 3000))
    opener = draw(st.sampled_from(["[", "{", '{"a":', "[[", '["x",']))
    closer = draw(st.sampled_from(["]", "}", "", "]}", '"]']))
    atom = draw(_ATOMS)
    return opener * depth + atom + closer * draw(st.integers(0, depth))


@st.composite
def hostile_documents(draw: st.DrawFn) -> bytes:
    lines = [f"{draw(_KEYS)}: {draw(nested_values())}" for _ in range(draw(st.integers(0, 15)))]
    head = draw(st.sampled_from(["---\n", "---\r\n", "\ufeff---\n", "--- \n"]))
    tail = draw(st.sampled_from(["\n---\n\nbody", "\n---", "", "\n--- \nbody"]))
    return (head + "\n".join(lines) + tail).encode("utf-8", "surrogatepass")


def only_our_errors(data: bytes) -> None:
    """Parsing and classifying (what search and doctor do) never raise anything but ours."""
    with contextlib.suppress(EccError):
        parse_document(data)
    loaded = classify(data, "project", "notes/mem_fuzz.md")
    assert loaded.code in (None, "invalid-document", "suspected-secret", "location-mismatch")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hostile_documents())
def test_fuzzed_documents_raise_only_our_errors(data: bytes) -> None:
    only_our_errors(data)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(KEYS), nested_values())
def test_fuzzed_values_in_a_valid_document_raise_only_our_errors(key: str, value: str) -> None:
    good = serialize(new_memory(title="Fuzz", body="fuzz body", source_harness="x")).decode()
    lines = [
        f"{key}: {value}" if line.startswith(f"{key}: ") else line for line in good.split("\n")
    ]
    only_our_errors("\n".join(lines).encode("utf-8", "surrogatepass"))


@pytest.mark.parametrize(
    "fill", [b"[", b"{", b'"', b"\\", b'["a",', b"-", b"\n", b"\xff", b"a" * 7 + b"\n"]
)
@pytest.mark.parametrize("size", [MAX_FILE_BYTES - 200, 1_048_576])
def test_megabyte_inputs_raise_only_our_errors(fill: bytes, size: int) -> None:
    # No timing assertion (the suite never asserts wall-clock time): at the size limit the
    # nesting check is one regex pass and the scanner never recurses; above it, parsing stops
    # at the size check before decoding.
    body = fill * (size // len(fill))
    only_our_errors(b"---\ntags: " + body + b"\n---\n\nbody\n")
    only_our_errors(b"---\n" + body)
