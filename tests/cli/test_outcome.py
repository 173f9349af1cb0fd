"""The one runner (``cli.outcome``): every command family ends as docs/cli.md's exit-code table
says, also when its reader went away (a real closed pipe: quiet, 141) or Ctrl-C stops it (130).

Before the runner, the protocol readers, ``brief`` and ``setup`` exited 2 with a false "could not
read the memory directory" error on a closed pipe, ``hooks status`` and ``--help`` exited 1, and
a programming error in a protocol command was reported as an unreadable directory.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ecc_memory.cli import outcome
from ecc_memory.errors import InvalidInput
from gitrepo import init_repo

ECC = str(Path(sys.executable).parent / "ecc")


def closed_pipe_run(
    cwd: Path, *args: str, stdin: bytes = b""
) -> subprocess.CompletedProcess[bytes]:
    """``ecc ARGS`` with stdout a pipe whose reading end is already closed: every write fails
    with EPIPE, whenever the program makes it (``| head -0`` without the race)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run(
            [ECC, *args], cwd=cwd, input=stdin, stdout=write_end, stderr=subprocess.PIPE,
            check=False, timeout=120,
        )  # fmt: skip
    finally:
        os.close(write_end)


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = init_repo(tmp_path / "repo")
    monkeypatch.chdir(root)
    for args, stdin in (
        (["memory", "init"], b""),
        (["memory", "save", "--title", "Rollout status", "--stdin"], b"Rollout is next.\n"),
        (["memory", "protocol", "init"], b""),
    ):
        done = subprocess.run([ECC, *args], cwd=root, input=stdin, capture_output=True, check=False)
        assert done.returncode == 0, done.stderr
    return root


# One or more commands of every family: vault readers (click and the plain doctor), a vault
# writer, the protocol readers and a writer's preview, the overlay, the session commands, the
# git commands, and click's own help.
QUIET_141 = [
    ("memory", "search", "rollout"),
    ("memory", "search", "rollout", "--json"),
    ("memory", "doctor"),
    ("memory", "doctor", "--scope", "project"),
    ("memory", "reindex"),
    ("memory", "protocol", "check"),
    ("memory", "protocol", "check", "--json"),
    ("memory", "protocol", "status"),
    ("memory", "protocol", "list"),
    ("memory", "protocol", "context", "--task", "implementation"),
    ("memory", "protocol", "init", "--repair"),
    ("memory", "protocol", "local", "status"),
    ("memory", "brief", "--harness", "claude"),
    ("memory", "setup", "claude"),
    ("memory", "hooks", "status"),
    ("memory", "hooks", "status", "--json"),
    ("memory", "handoff", "--latest", "--branch", "main"),
    ("memory", "ci"),
    ("memory", "--help"),
    ("--help",),
]


@pytest.mark.parametrize("args", QUIET_141, ids=" ".join)
def test_a_closed_pipe_ends_every_command_quietly_with_141(
    repo: Path, args: tuple[str, ...]
) -> None:
    done = closed_pipe_run(repo, *args)
    assert (done.returncode, done.stderr) == (141, b"")


def test_a_closed_pipe_after_a_save_keeps_the_memory_and_says_nothing(repo: Path) -> None:
    done = closed_pipe_run(repo, "memory", "save", "--title", "Late", "--stdin", stdin=b"Body.\n")
    assert (done.returncode, done.stderr) == (141, b"")
    notes = list((repo / ".ecc" / "memory" / "project" / "notes").glob("*.md"))
    assert len(notes) == 2  # written before the output failed: a save is not undone


def test_the_session_start_hook_exits_0_on_a_closed_pipe(repo: Path) -> None:
    done = closed_pipe_run(repo, "memory", "brief", "--harness", "claude", "--hook", stdin=b"{}")
    assert (done.returncode, done.stderr) == (0, b"")


def test_the_mcp_server_exits_0_when_its_client_stops_reading(repo: Path) -> None:
    server = str(Path(sys.executable).parent / "ecc-memory-mcp")
    read_end, write_end = os.pipe()
    os.close(read_end)
    request = b'{"jsonrpc":"2.0","id":1,"method":"ping"}\n'
    done = subprocess.run(
        [server], cwd=repo, input=request, stdout=write_end, stderr=subprocess.PIPE,
        env={**os.environ, "ECC_MEMORY_HARNESS": "claude"}, check=False, timeout=60,
    )  # fmt: skip
    os.close(write_end)
    assert (done.returncode, done.stderr) == (0, b"")


def _blocked_reading(pid: int) -> bool:
    """Whether ``pid`` sleeps reading a pipe (the kernel function's name varies by version:
    ``pipe_read``, ``pipe_wait``, ``anon_pipe_read`` on 6.x, ``wait_woken``)."""
    try:
        wchan = Path(f"/proc/{pid}/wchan").read_text()
    except OSError:
        return False
    return "pipe_read" in wchan or wchan in ("pipe_wait", "wait_woken")


@pytest.mark.skipif(not Path("/proc/self/wchan").exists(), reason="needs Linux /proc")
def test_ctrl_c_ends_a_command_with_130_and_writes_nothing(repo: Path) -> None:
    before = sorted((repo / ".ecc").rglob("*"))
    process = subprocess.Popen(
        [ECC, "memory", "save", "--title", "Interrupted", "--stdin"], cwd=repo,
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    for _ in range(600):  # until it waits for its body (at most a minute)
        if _blocked_reading(process.pid):
            break
        time.sleep(0.1)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert (process.returncode, out, err) == (130, b"", b"")
    assert sorted((repo / ".ecc").rglob("*")) == before


# -- the runner itself, in process --------------------------------------------------------------


def _code(action: object, as_json: bool = False) -> int:
    return outcome.code_of(as_json, action)  # type: ignore[arg-type]


def test_the_runner_maps_each_outcome_to_its_code(capsys: pytest.CaptureFixture[str]) -> None:
    assert _code(lambda: None) == 0
    assert _code(lambda: 1) == 1

    def refuse() -> None:
        raise InvalidInput("BAD_FIELD", "the field is bad.")

    assert _code(refuse) == 2
    assert capsys.readouterr().err == "Error: the field is bad.\n"

    def full_disk() -> None:
        raise OSError(28, "No space left on device", "/secret/path")

    assert _code(full_disk) == 2
    said = capsys.readouterr().err
    assert said == "Error: Could not read or write the vault: no space left on the device.\n"

    def interrupted() -> None:
        raise KeyboardInterrupt

    assert _code(interrupted) == 130


def test_a_programming_error_is_an_internal_error_in_every_family(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A protocol command's bug was "could not read the memory directory (ValueError)", exit 2."""
    from ecc_memory.cli import protocol_base

    def bug() -> int:
        return int("not a number")

    with pytest.raises(SystemExit) as done:
        protocol_base.run(False, bug)
    assert done.value.code == 3
    assert capsys.readouterr().err == "Error: internal error (ValueError).\n"
    assert _code(bug, as_json=True) == 3
    assert '"code": "INTERNAL_ERROR"' in capsys.readouterr().out


def test_post_checkout_exits_0_on_a_closed_pipe(repo: Path) -> None:
    """A checkout hook never fails a checkout, also when nothing reads what it says."""
    from gitrepo import git

    first = git(repo, "rev-parse", "HEAD").stdout.strip()
    main = git(repo, "branch", "--show-current").stdout.strip()
    git(repo, "checkout", "-q", "-b", "feature")
    git(repo, "commit", "-q", "--allow-empty", "-m", "feature work")
    second = git(repo, "rev-parse", "HEAD").stdout.strip()
    git(repo, "checkout", "-q", main)
    done = closed_pipe_run(repo, "memory", "hooks", "run", "post-checkout", second, first, "1")
    assert (done.returncode, done.stderr) == (0, b"")
    said = subprocess.run(
        [ECC, "memory", "search", "--json"], cwd=repo, capture_output=True, check=False
    )
    assert b"Handoff" in said.stdout or b"handoff" in said.stdout  # it did write, and speak
