"""``app.vault``: the vault's operations, once for the CLI and the MCP server, on a workspace
found once (``app.workspace``). Real files in tmp_path; the environment is the workspace's."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.app import vault
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import InvalidInput, NotFound
from gitrepo import clock_now


@pytest.fixture
def place(project: Path) -> Workspace:
    """A workspace found from a subdirectory of the project, with the test's clock."""
    (project / "sub").mkdir()
    env = {**os.environ, "ECC_MEMORY_NOW": clock_now().strftime("%Y-%m-%dT%H:%M:%SZ")}
    return Workspace.find(project / "sub", env)


def test_the_workspace_is_found_once_from_where_the_command_looks(
    place: Workspace, project: Path
) -> None:
    assert place.start == project / "sub"
    assert place.project == project  # at or above: the nearest directory holding .git
    assert place.roots.project == project.resolve() / ".ecc" / "memory" / "project"
    assert place.harness == "cli"
    moved = Workspace.find(project, {**place.env, "ECC_MEMORY_PROJECT_ROOT": "elsewhere"})
    assert moved.roots.project == project.resolve() / "elsewhere" / "project"
    assert Workspace.find(project, {**place.env, "ECC_MEMORY_HARNESS": "codex"}).harness == "codex"


def test_save_search_read_supersede_retire_and_doctor(place: Workspace) -> None:
    saved = vault.save(place, vault.SaveRequest("Kettle", "Boils water.", tags=("kitchen",)))
    memory_id = saved.result.memory.id
    assert saved.result.memory.source_harness == "cli"
    assert saved.unknown_links == []
    found = vault.search(place, vault.SearchRequest("kettle"))
    assert [hit.memory.id for hit in found.hits] == [memory_id]
    assert vault.read(place, vault.ReadRequest(memory_id[:14], prefix=True)).memory.id == memory_id
    replaced = vault.supersede(place, vault.SupersedeRequest(memory_id, "Boils tea too."))
    assert replaced.replaced.id == memory_id
    new_id = replaced.saved.memory.id
    assert [h.memory.id for h in vault.search(place, vault.SearchRequest("boils")).hits] == [new_id]
    vault.retire(place, vault.RetireRequest(new_id, "No kettle any more."))
    assert vault.search(place, vault.SearchRequest("boils")).hits == []
    assert vault.doctor(place, vault.DoctorRequest()).ok
    assert vault.reindex(place) == 3


def test_a_handoff_needs_a_target_and_is_of_kind_handoff(place: Workspace) -> None:
    with pytest.raises(InvalidInput) as refused:
        vault.handoff(place, vault.SaveRequest("Login", "Next: tests."))
    assert refused.value.code == "TARGET_REQUIRED"
    done = vault.handoff(place, vault.SaveRequest("Login", "Next: tests.", targets=("claude",)))
    assert (done.result.memory.kind, done.result.memory.target_harnesses) == (
        "handoff", ("claude",),
    )  # fmt: skip


def test_links_that_name_no_memory_are_returned_not_refused(place: Workspace) -> None:
    saved = vault.save(place, vault.SaveRequest("A", "b", links=("mem_20260101_nowhere",)))
    assert saved.unknown_links == ["mem_20260101_nowhere"]


@pytest.mark.parametrize(
    "write",
    [
        lambda p: vault.save(p, vault.SaveRequest("Kettle", "Boils water.")),
        lambda p: vault.handoff(p, vault.SaveRequest("Kettle", "x", targets=("claude",))),
        lambda p: vault.supersede(p, vault.SupersedeRequest("mem_20260101_any", "x")),
        lambda p: vault.retire(p, vault.RetireRequest("mem_20260101_any")),
    ],
    ids=["save", "handoff", "supersede", "retire"],
)
def test_a_dry_run_refuses_every_write_and_writes_nothing(
    place: Workspace, project: Path, write: object
) -> None:
    dry = Workspace.find(place.start, {**place.env, "ECC_DRY_RUN": "1"})
    before = snapshot(project)
    with pytest.raises(InvalidInput) as refused:
        write(dry)  # type: ignore[operator]
    assert refused.value.code == "DRY_RUN"
    assert snapshot(project) == before


def test_a_refusal_is_raised_not_returned(place: Workspace) -> None:
    with pytest.raises(NotFound):
        vault.read(place, vault.ReadRequest("mem_20260101_missing"))


def test_the_brief_is_one_operation_for_the_cli_and_the_mcp_server(place: Workspace) -> None:
    from ecc_memory.app import session

    vault.save(place, vault.SaveRequest("Kettle", "Boils water.", targets=("claude",)))
    done = session.brief(place, session.BriefRequest("claude"))
    assert "Kettle" in done.brief.markdown
    assert done.notes == ()
    with pytest.raises(InvalidInput) as refused:
        session.brief(place, session.BriefRequest())  # no --harness and no ECC_MEMORY_HARNESS
    assert refused.value.code == "HARNESS_REQUIRED"


def test_a_bad_freshness_setting_costs_the_brief_nothing_but_a_note(place: Workspace) -> None:
    from ecc_memory.app import session

    vault.save(place, vault.SaveRequest("Kettle", "Boils water."))
    odd = Workspace.find(place.start, {**place.env, "ECC_MEMORY_WATCH": "sometimes"})
    done = session.brief(odd, session.BriefRequest("claude"))
    assert "Kettle" in done.brief.markdown
    assert done.notes == ("ECC_MEMORY_WATCH must be auto, on or off. Using the default.",)
