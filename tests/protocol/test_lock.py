"""The writer lock is an flock the kernel owns: a dead writer releases it at once, a live one
(even stopped) keeps it, and a full disk neither blocks later writers nor hides its name."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from ecc_memory.protocol.plans.writer import WriterEnv
from gitrepo import clock_now
from protocol_fixtures.crash import state_root
from protocol_fixtures.support import copy_fixture, fill, snapshot, tmpfs
from protocol_fixtures.writing import QUALITY, plan_id, refused, run

ADD = ("add", "Keep plans small.", "--type", "constraint", "--subject", QUALITY)
ADD += ("--facet", "workflow", "--evidence", "user-confirmed")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_fixture(tmp_path).parent.parent


def state(project: Path) -> Path:
    env = WriterEnv(project / "docs" / "memory", state_root(), clock_now().date(), "t")
    return env.state


def holder(state_dir: Path, *, orphan: bool = False) -> tuple[subprocess.Popen[str], int]:
    """A process that holds the lock and says so; with ``orphan``, it forks a child that
    inherits the descriptor and exits, so the lock's JSON names a dead pid."""
    code = textwrap.dedent(
        f"""
        import os, sys, time
        from pathlib import Path
        from ecc_memory.protocol.store.lock import MutationLock
        lock = MutationLock(Path({str(state_dir)!r}), command="holder").__enter__()
        if {orphan!r} and os.fork() != 0:
            os._exit(0)
        print("held", os.getpid(), flush=True)
        time.sleep(60)
        """
    )
    process = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    word, pid = process.stdout.readline().split()
    assert word == "held"
    return process, int(pid)


def test_a_live_writer_keeps_its_lock_and_is_named(project: Path) -> None:
    ident = plan_id(project, *ADD)
    before = snapshot(project)
    process, _ = holder(state(project))
    try:
        error = refused(project, *ADD, "--apply", "--confirm-plan", ident, "--lock-timeout", "0.2")
        assert error["code"] == "PROTOCOL_LOCKED"
        assert "holder" in str(error["message"])
    finally:
        process.kill()
        process.wait()
    assert snapshot(project) == before


def test_a_stopped_writer_is_never_broken_even_when_old(project: Path) -> None:
    ident = plan_id(project, *ADD)
    before = snapshot(project)
    process, _ = holder(state(project))
    try:
        process.send_signal(signal.SIGSTOP)  # Ctrl-Z
        os.utime(state(project) / "lock", (0, 0))  # looks ancient
        args = ("--apply", "--confirm-plan", ident, "--lock-timeout", "0.3", "--break-stale-lock")
        assert refused(project, *ADD, *args)["code"] == "PROTOCOL_LOCKED"
        assert snapshot(project) == before
    finally:
        process.send_signal(signal.SIGCONT)
        process.kill()
        process.wait()
    result = run(project, *ADD, "--apply", "--confirm-plan", ident, "--lock-timeout", "1")
    assert result.exit_code == 0, result.output


def test_a_killed_writer_releases_its_lock_at_once(project: Path) -> None:
    ident = plan_id(project, *ADD)
    process, _ = holder(state(project))
    process.kill()  # kill -9: the kernel drops the flock with the last descriptor
    process.wait()
    result = run(project, *ADD, "--apply", "--confirm-plan", ident, "--lock-timeout", "0.1")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize("content", [b"", b"{not json", b'{"pid": 1, "hostname": "elsewhere"}'])
def test_leftover_lock_content_blocks_nobody(project: Path, content: bytes) -> None:
    """An empty lock file (what a full disk leaves), a torn one or another host's: only the
    flock counts, so none of them makes a writer wait."""
    lock = state(project) / "lock"
    lock.parent.mkdir(parents=True, mode=0o700)
    lock.write_bytes(content)
    ident = plan_id(project, *ADD)
    result = run(project, *ADD, "--apply", "--confirm-plan", ident, "--lock-timeout", "0.1")
    assert result.exit_code == 0, result.output


@pytest.mark.clock
def test_an_orphan_holding_a_dead_writers_lock_is_broken_only_with_the_flag(
    project: Path,
) -> None:
    """The reference's rule: same host, pid gone, older than 60 s."""
    ident = plan_id(project, *ADD)
    parent, child = holder(state(project), orphan=True)
    parent.wait()
    try:
        os.utime(state(project) / "lock", (0, 0))
        args = ("--apply", "--confirm-plan", ident, "--lock-timeout", "0.2")
        assert refused(project, *ADD, *args)["code"] == "PROTOCOL_LOCKED"
        result = run(project, *ADD, *args, "--break-stale-lock")
        assert result.exit_code == 0, result.output
    finally:
        os.kill(child, signal.SIGKILL)


def test_a_full_disk_is_named_and_blocks_nobody_once_space_is_back(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with tmpfs(tmp_path / "state", "64k") as mount:
        monkeypatch.setenv("ECC_MEMORY_STATE_DIR", str(mount / "ecc"))
        ident = plan_id(project, *ADD)
        before = snapshot(project)
        fill(mount)
        error = refused(project, *ADD, "--apply", "--confirm-plan", ident, "--lock-timeout", "0.1")
        assert error["code"] == "NO_SPACE", error
        assert snapshot(project) == before
        (mount / "filler").unlink()
        result = run(project, *ADD, "--apply", "--confirm-plan", ident, "--lock-timeout", "0.1")
        assert result.exit_code == 0, result.output
