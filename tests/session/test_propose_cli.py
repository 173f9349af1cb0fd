"""``ecc memory propose MEM_ID`` in real processes, in a scratch git repository holding the 0.7
fixture and a project vault: previewed with a Plan ID first, applied only with that Plan ID,
and the candidate names the memory and the harness that wrote it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ecc_memory.config import resolve_roots
from ecc_memory.vault.document import new_memory
from ecc_memory.vault.store import save_memory
from gitrepo import git, init_repo
from protocol_fixtures.support import FIXTURE, snapshot
from protocol_fixtures.writing import SUBJECT

BODY = "The search index lives in SQLite and is rebuilt from the Markdown files."


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    repo = init_repo(tmp_path / "repo")
    shutil.copytree(FIXTURE, repo / "docs" / "memory")
    git(repo, "add", "docs")
    git(repo, "commit", "-q", "-m", "memory")
    return repo


def _save(repo: Path, kind: str = "decision", body: str = BODY) -> str:
    roots = resolve_roots(repo, os.environ)
    memory = new_memory(title="Index in SQLite", body=body, kind=kind, source_harness="codex")
    return save_memory(roots, memory).memory.id


def ecc(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ecc_memory", "memory", *args],
                          capture_output=True, text=True, check=False, cwd=repo)  # fmt: skip


def _json(done: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(done.stdout)
    return data


def test_preview_writes_nothing_and_apply_writes_the_previewed_candidate(repo: Path) -> None:
    memory_id = _save(repo)
    before = snapshot(repo)
    shown = ecc(repo, "propose", memory_id)
    assert shown.returncode == 0, shown.stderr
    assert snapshot(repo) == before
    ident = shown.stdout.splitlines()[0].removeprefix("Plan ID: ")
    assert f"--apply --confirm-plan {ident}" in shown.stdout
    assert f"+Proposed from vault memory {memory_id} (written by the codex agent)" in shown.stdout

    refused = ecc(repo, "propose", memory_id, "--apply", "--json")
    assert refused.returncode == 2
    assert _json(refused)["error"]["code"] == "PROTOCOL_CONFIRM"
    assert snapshot(repo) == before

    done = ecc(repo, "propose", memory_id, "--apply", "--confirm-plan", ident, "--json")
    assert done.returncode == 0, done.stdout + done.stderr
    applied = _json(done)
    assert (applied["plan_id"], applied["applied"]) == (ident, True)
    [note] = applied["changes"]
    candidate = note.split()[2]
    inbox = (repo / "docs" / "memory" / "inbox.md").read_text(encoding="utf-8")
    unit = inbox.split(f"## {candidate} — Index in SQLite", 1)[1].split("\n## ", 1)[0]
    assert "Status: candidate\nCandidate-Type: decision\n" in unit
    assert "- agent-observed\n" in unit
    assert f"Statement:\n{BODY}\n" in unit
    assert memory_id in unit
    assert ecc(repo, "protocol", "check").returncode == 0

    # A person promotes it; the governed decision carries their Evidence, not the agent's.
    promote = (
        "protocol",
        "promote",
        candidate,
        "--type",
        "decision",
        "--evidence",
        "user-confirmed",
        "--subject",
        SUBJECT,
        "--facet",
        "data-model",
    )
    ident = ecc(repo, *promote).stdout.splitlines()[0].removeprefix("Plan ID: ")
    assert ecc(repo, *promote, "--apply", "--confirm-plan", ident).returncode == 0
    assert f"Promoted-From: {candidate}" in (repo / "docs/memory/decisions.md").read_text()

    # The same memory is not proposed twice.
    again = ecc(repo, "propose", memory_id, "--json")
    assert again.returncode == 1
    assert any(f"{candidate} already proposes" in b for b in _json(again)["blockers"])


def test_apply_with_a_stale_plan_is_refused_byte_for_byte(repo: Path) -> None:
    memory_id = _save(repo)
    other = _save(repo, kind="preference", body="Prefer small, reviewed commits.")
    ident = _json(ecc(repo, "propose", memory_id, "--json"))["plan_id"]
    first = _json(ecc(repo, "propose", other, "--json"))["plan_id"]
    assert ecc(repo, "propose", other, "--apply", "--confirm-plan", first).returncode == 0
    before = snapshot(repo)
    stale = ecc(repo, "propose", memory_id, "--apply", "--confirm-plan", ident, "--json")
    assert stale.returncode == 2
    assert _json(stale)["error"]["code"] == "PROTOCOL_PLAN_CHANGED"
    assert snapshot(repo) == before


def test_refusals_write_nothing(repo: Path) -> None:
    note = _save(repo, kind="note")
    before = snapshot(repo)
    cases = [
        ((note,), "PROPOSE_TYPE"),  # a note does not say which governed type it is
        (("mem_20260101_0123456789abcdef0123",), "NOT_FOUND"),
        ((note, "--type", "constraint", "--statement", " "), "PROTOCOL_EMPTY_BODY"),
        ((note, "--type", "constraint", "--statement", "x" * 2001), "PROTOCOL_TOO_LONG"),
    ]
    for args, code in cases:
        done = ecc(repo, "propose", *args, "--json")
        assert done.returncode == 2, (args, done.stdout, done.stderr)
        assert _json(done)["error"]["code"] == code
    assert snapshot(repo) == before
    token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0" * 2
    shown = ecc(repo, "propose", note, "--type", "constraint", "--statement", f"Use {token}.")
    assert shown.returncode == 1
    assert "detector: " in shown.stdout
    assert snapshot(repo) == before
    ok = ecc(repo, "propose", note, "--type", "constraint", "--json")
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert snapshot(repo) == before


def test_a_start_of_the_random_part_names_the_memory(repo: Path) -> None:
    memory_id = _save(repo)
    before = snapshot(repo)
    shown = ecc(repo, "propose", memory_id.split("_", 2)[2][:8])
    assert shown.returncode == 0, shown.stderr
    assert f"+Proposed from vault memory {memory_id} (written by the codex agent)" in shown.stdout
    assert snapshot(repo) == before
