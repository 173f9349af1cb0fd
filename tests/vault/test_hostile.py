"""The hostile-input suite: what an attacker or a careless user can put in a vault.

Selected with ``-m hostile`` and run by default. Every test here uses small counts so that each
finishes in seconds on a shared two-core machine; none asserts a wall-clock time.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import snapshot
from ecc_memory.cli.main import ecc
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.vault.document import new_memory, serialize
from ecc_memory.vault.store import save_memory

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
    assert report["invalidFiles"] == [
        {
            "path": "project:notes/mem_hostile_file.md",
            "code": "invalid-document",
            "message": "Memory document is invalid or unreadable.",
        }
    ]
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
