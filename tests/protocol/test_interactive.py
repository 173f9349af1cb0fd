"""On a terminal every writer shows its preview and asks ``Apply? [y/N]`` (as ``setup
--write`` does); scripts and agents keep the Plan ID flow (no terminal, --json, --confirm-plan).
Tested through a real pseudo-terminal and through CliRunner."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ecc_memory.cli import writer_run
from ecc_memory.protocol.model.entry_rules import FACETS
from protocol_fixtures.support import copy_fixture, snapshot
from protocol_fixtures.writing import QUALITY, refused, run

pytestmark = pytest.mark.clock
ECC = str(Path(sys.executable).parent / "ecc")
ADD = ("add", "Keep plans small.", "--type", "constraint", "--subject", QUALITY)
ADD += ("--facet", "workflow", "--evidence", "user-confirmed")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_fixture(tmp_path).parent.parent


def _on_a_terminal(project: Path, args: tuple[str, ...], answer: bytes) -> tuple[int, str]:
    """Run ``ecc memory protocol ARGS`` with stdin and stdout on a real pty; answer the
    prompt when it appears. Returns the exit status and everything the terminal showed."""
    primary, secondary = pty.openpty()
    command = [ECC, "memory", "protocol", *args, "--project-root", str(project)]
    process = subprocess.Popen(command, stdin=secondary, stdout=secondary, stderr=secondary)
    os.close(secondary)
    shown = b""
    answered = False
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        ready, _, _ = select.select([primary], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(primary, 4096)
            except OSError:  # the child closed the terminal
                break
            if not chunk:
                break
            shown += chunk
        if not answered and b"Apply? [y/N]" in shown:
            os.write(primary, answer)
            answered = True
        if process.poll() is not None and not ready:
            break
    os.close(primary)
    return process.wait(timeout=30), shown.decode("utf-8", "replace")


def test_a_person_at_a_terminal_answers_yes(project: Path) -> None:
    status, shown = _on_a_terminal(project, ADD, b"y\n")
    assert status == 0, shown
    assert "Apply? [y/N]" in shown
    assert "Applied plan" in shown
    assert "--confirm-plan" not in shown  # nothing to copy
    decisions = (project / "docs" / "memory" / "constraints.md").read_text(encoding="utf-8")
    assert "Keep plans small." in decisions


def test_a_person_at_a_terminal_answers_no(project: Path) -> None:
    before = snapshot(project)
    status, shown = _on_a_terminal(project, ADD, b"\n")  # the default is No
    assert status == 0, shown
    assert "Nothing was written." in shown
    assert snapshot(project) == before


def test_no_answer_at_the_terminal_is_a_refusal_not_an_internal_error(project: Path) -> None:
    """End of input at the prompt was "internal error (Abort)", exit 3."""
    before = snapshot(project)
    status, shown = _on_a_terminal(project, ADD, b"\x04")
    assert status == 2, shown
    assert "no answer to the confirmation; nothing was written" in shown
    assert "internal error" not in shown
    assert snapshot(project) == before


def test_the_prompt_through_cli_runner(project: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(writer_run, "on_terminal", lambda: True)
    before = snapshot(project)
    no = run(project, *ADD, stdin="n\n")
    assert no.exit_code == 0, no.output
    assert "Apply? [y/N]" in no.output
    assert snapshot(project) == before
    yes = run(project, *ADD, stdin="y\n")
    assert yes.exit_code == 0, yes.output
    assert "Applied plan" in yes.output
    assert snapshot(project) != before


def test_scripts_and_agents_keep_the_plan_id_flow(project: Path) -> None:
    before = snapshot(project)
    result = run(project, *ADD)  # CliRunner: no terminal
    assert result.exit_code == 0
    assert "Apply?" not in result.output
    assert "--apply --confirm-plan" in result.output
    assert json.loads(run(project, *ADD, "--json").stdout)["applied"] is False
    assert snapshot(project) == before


def test_an_unknown_facet_lists_the_allowed_ones(project: Path) -> None:
    args = ("add", "x", "--type", "constraint", "--subject", QUALITY, "--facet", "pagination")
    error = refused(project, *args, "--evidence", "user-confirmed")
    assert error["code"] == "PROTOCOL_FACET"
    assert "pagination" in str(error["message"])
    assert all(facet in str(error["message"]) for facet in FACETS)
