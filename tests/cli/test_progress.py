"""The index build's progress: a bar on a terminal, sparse plain lines elsewhere, never stdout."""

from __future__ import annotations

import io
import json
import os
import pty
import subprocess
import sys
from pathlib import Path

from ecc_memory.cli.output import PROGRESS_AFTER_S, PROGRESS_LINE_EVERY_S, progress_printer


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_quick_work_shows_nothing() -> None:
    for stream in (Terminal(), io.StringIO()):
        clock = Clock()
        report = progress_printer("indexing", stream, clock=clock)
        clock.now += PROGRESS_AFTER_S / 2
        report(5000, 10_000)
        report(10_000, 10_000)
        assert stream.getvalue() == ""


def test_a_terminal_gets_one_bar_redrawn_in_place_and_erased_when_done() -> None:
    stream, clock = Terminal(), Clock()
    report = progress_printer("indexing", stream, clock=clock)
    clock.now += PROGRESS_AFTER_S + 0.1
    report(25_000, 100_000)
    report(50_000, 100_000)
    report(100_000, 100_000)
    text = stream.getvalue()
    assert "\n" not in text  # redrawn with a carriage return, never scrolled
    bars = text.split("\r")[1:]
    assert bars[0] == "indexing [######..................]  25% 25,000/100,000 files\x1b[K"
    assert bars[1].startswith("indexing [############............]  50% 50,000/100,000")
    assert bars[2] == "\x1b[K"  # done: the line is erased, so later output starts clean


def test_a_log_gets_a_plain_line_at_most_every_ten_seconds_and_the_last() -> None:
    stream, clock = io.StringIO(), Clock()
    report = progress_printer("indexing", stream, clock=clock)
    for done in range(5000, 100_001, 5000):
        clock.now += 1.5  # a batch every 1.5 s: 30 s in all
        report(done, 100_000)
    lines = stream.getvalue().splitlines()
    assert lines[0] == "indexing: 5,000/100,000 files"
    assert lines[-1] == "indexing: 100,000/100,000 files"
    assert "\r" not in stream.getvalue()
    assert len(lines) <= 2 + 30 / PROGRESS_LINE_EVERY_S


def test_json_output_stays_clean_when_stderr_is_a_terminal(project: Path) -> None:
    """A real process with stderr on a pty: whatever progress it draws, stdout is JSON."""
    env = {**os.environ, "ECC_MEMORY_HARNESS": "codex"}
    run = [sys.executable, "-m", "ecc_memory", "memory"]
    saved = subprocess.run(
        [*run, "save", "--title", "Progress check", "--stdin", "--json"],
        cwd=project, env=env, input=b"Shown.", capture_output=True, check=True,
    )  # fmt: skip
    assert json.loads(saved.stdout)["memory"]["title"] == "Progress check"
    controller, terminal = pty.openpty()
    try:
        found = subprocess.run(
            [*run, "reindex", "--json"], cwd=project, env=env, stdout=subprocess.PIPE,
            stderr=terminal, check=False,
        )  # fmt: skip
    finally:
        os.close(terminal)
        os.close(controller)
    assert found.returncode == 0
    assert json.loads(found.stdout)["indexedFiles"] == 1
