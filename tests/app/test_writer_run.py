"""``app.writers.run`` and ``app.writers.propose``: the one writer run (preview, apply by a
confirmed Plan ID, or at once) and the one proposal that ``ecc memory propose`` and the MCP tool
``memory_propose`` share, on the real 0.7 fixture in a project found from a subdirectory."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.app import vault, writers
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import EccError, InvalidInput, NotFound
from gitrepo import clock_now, iso
from protocol_fixtures.support import FIXTURE

pytestmark = pytest.mark.clock  # a candidate's ID and dates are the workspace's clock

STATEMENT = "Keep one lock per memory directory."


@pytest.fixture
def place(project: Path) -> Workspace:
    shutil.copytree(FIXTURE, project / "docs" / "memory")
    (project / "src").mkdir()
    return Workspace.find(project / "src", {**os.environ, "ECC_MEMORY_NOW": iso(clock_now())})


def _inbox(project: Path) -> str:
    return (project / "docs" / "memory" / "inbox.md").read_text(encoding="utf-8")


def test_a_preview_writes_nothing_and_its_plan_id_applies_exactly_it(
    place: Workspace, project: Path
) -> None:
    request = writers.ProposeRequest("decision", STATEMENT, "codex")
    before = snapshot(project)
    shown = writers.propose(place, request, writers.Run())
    assert (shown.written.applied, shown.written.written) == (False, [])
    assert snapshot(project) == before
    plan_id = shown.written.plan.plan_id
    assert shown.written.preview()[0] == f"Plan ID: {plan_id}"
    assert shown.written.to_json()["plan_id"] == plan_id
    assert any(line.startswith("+") and STATEMENT in line for line in shown.written.diff())

    done = writers.propose(place, request, writers.Run(apply=True, confirm=plan_id))
    assert done.written.applied
    assert "docs/memory/inbox.md" in done.written.written
    assert done.written.plan.plan_id == plan_id
    assert done.candidate_id is not None
    assert done.candidate_id in _inbox(project)
    assert done.kind == "decision"


@pytest.mark.parametrize(
    ("how", "code"),
    [
        (writers.Run(apply=True), "PROTOCOL_CONFIRM"),
        (writers.Run(confirm="0123456789abcdef"), "PROTOCOL_CONFIRM"),
        (writers.Run(apply=True, confirm="0123456789abcdef"), "PROTOCOL_PLAN_CHANGED"),
        (writers.Run("memory", at_once=True), "PROTOCOL_MEMORY_DIR"),
    ],
)
def test_a_refused_run_changes_nothing(
    place: Workspace, project: Path, how: writers.Run, code: str
) -> None:
    before = snapshot(project)  # the state directory may keep the lock's file, never a write
    with pytest.raises(EccError) as refused:
        writers.propose(place, writers.ProposeRequest("decision", STATEMENT, "codex"), how)
    assert refused.value.code == code
    assert snapshot(project) == before


@pytest.mark.parametrize(
    ("request_", "code"),
    [
        (writers.ProposeRequest(None, STATEMENT, "codex"), "PROTOCOL_TYPE"),
        (writers.ProposeRequest("decision", STATEMENT, None), "PROTOCOL_HARNESS"),
        (writers.ProposeRequest("decision", "  ", "codex"), "PROTOCOL_EMPTY_BODY"),
    ],
)
def test_a_proposal_missing_a_field_is_refused_with_its_code(
    place: Workspace, project: Path, request_: writers.ProposeRequest, code: str
) -> None:
    before = snapshot(project)
    with pytest.raises(InvalidInput) as refused:
        writers.propose(place, request_, writers.Run(at_once=True))
    assert refused.value.code == code
    assert snapshot(project) == before


def test_at_once_applies_without_a_plan_id_and_names_the_harness(
    place: Workspace, project: Path
) -> None:
    how = writers.Run(at_once=True, lock_timeout=1.0, via="mcp opencode")
    done = writers.propose(place, writers.ProposeRequest("preference", STATEMENT, "opencode"), how)
    assert done.written.applied
    unit = _inbox(project).split(str(done.candidate_id), 1)[1].split("\n## ", 1)[0]
    assert "Proposed by the opencode agent through the MCP tool memory_propose" in unit
    assert f"- {writers.EVIDENCE}\n" in unit


def test_a_vault_memory_is_proposed_from_the_workspace_s_vault(
    place: Workspace, project: Path
) -> None:
    saved = vault.save(
        place, vault.SaveRequest("Locks", STATEMENT, kind="decision", source="codex")
    )
    memory_id = saved.result.memory.id
    request = writers.ProposeRequest(memory_id=memory_id[:14])  # a unique start of the ID
    done = writers.propose(place, request, writers.Run(at_once=True))
    unit = _inbox(project).split(str(done.candidate_id), 1)[1].split("\n## ", 1)[0]
    assert f"Proposed from vault memory {memory_id} (written by the codex agent)" in unit
    # The same memory twice is a blocker at apply, and nothing more is written.
    before = snapshot(project)
    with pytest.raises(EccError) as refused:
        writers.propose(place, request, writers.Run(at_once=True))
    assert refused.value.code == "PROTOCOL_BLOCKED"
    assert snapshot(project) == before


def test_a_missing_vault_memory_is_refused_before_any_plan(place: Workspace, project: Path) -> None:
    before = snapshot(project)
    with pytest.raises(NotFound):
        writers.propose(place, writers.ProposeRequest(memory_id="20250101-deadbeef"), writers.Run())
    assert snapshot(project) == before


def test_repair_at_once_stamps_who_ran_it(project: Path) -> None:
    (project / "docs" / "memory").mkdir(parents=True)
    place = Workspace.find(project, {**os.environ, "ECC_MEMORY_NOW": iso(clock_now())})
    how = writers.Run(at_once=True, allow_missing=True, via="mcp test")
    done = writers.run(place, writers.repair(), how)
    assert "docs/memory/manifest.md" in done.written
    manifest = (project / "docs" / "memory" / "manifest.md").read_text(encoding="utf-8")
    assert "initialized_with: ecc-memory 0.1.0 (mcp test)" in manifest


def test_the_proposal_vocabulary_is_the_writer_s() -> None:
    from ecc_memory.protocol.model.entry_rules import FACETS
    from ecc_memory.protocol.writers import propose

    assert writers.CANDIDATE_TYPES == propose.CANDIDATE_TYPES
    assert (writers.MAX_STATEMENT, writers.MAX_TITLE) == (propose.MAX_STATEMENT, propose.MAX_TITLE)
    assert writers.FACETS == FACETS
    with pytest.raises(AttributeError):
        _ = writers.NOT_A_NAME  # type: ignore[attr-defined]
