"""``app.protocol``: a writer's environment, assembled once from the workspace for the CLI's
writers and ``memory_propose``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.app import protocol
from ecc_memory.app.protocol import memory_dir, writer_env
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import InvalidInput, UnsafePath
from gitrepo import clock_now, iso
from protocol_fixtures.support import FIXTURE_PROJECT_ID, copy_fixture


def test_a_writer_runs_on_the_project_above_the_workspace(project: Path) -> None:
    (project / "src" / "app").mkdir(parents=True)
    (project / "README.md").write_text("x", encoding="utf-8")
    when = clock_now().strftime("%Y-%m-%dT%H:%M:%SZ")
    place = Workspace.find(project / "src" / "app", {**os.environ, "ECC_MEMORY_NOW": when})
    env = writer_env(place, tool="ecc-memory test", lock_timeout=1.5, break_stale=True)
    assert env.memory_dir == project / "docs" / "memory"
    assert env.state_root == place.state_dir
    assert env.today == clock_now().date()
    assert (env.tool, env.lock_timeout, env.break_stale) == ("ecc-memory test", 1.5, True)
    assert env.evidence_exists is not None
    assert env.evidence_exists("README.md")  # Evidence paths are the project's, not cwd's
    assert not env.evidence_exists("src/app/README.md")
    assert env.outside_ids is not None
    assert set(env.outside_ids("a8b1e1f2-0000-4000-8000-000000000000")) == set()


@pytest.mark.parametrize("relative", ["memory", "docs/../memory", "/docs/memory", "docs"])
def test_a_memory_directory_outside_docs_is_refused(project: Path, relative: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        memory_dir(Workspace.find(project), relative)
    assert refused.value.code == "PROTOCOL_MEMORY_DIR"


@pytest.fixture
def fixture_project(tmp_path: Path) -> Path:
    """A project holding a copy of the real Protocol 0.7 ``docs/memory/``."""
    root = copy_fixture(tmp_path).parent.parent
    (root / ".git").mkdir()
    return root


def _place(start: Path) -> Workspace:
    return Workspace.find(start, {**os.environ, "ECC_MEMORY_NOW": iso(clock_now())})


def test_check_of_the_fixture_finds_no_error_from_the_project_or_below(
    fixture_project: Path,
) -> None:
    for start in (fixture_project, fixture_project / "docs" / "memory" / "archive"):
        checked = protocol.check(_place(start), protocol.CheckRequest())
        assert checked.mode == "full"
        assert [p.code for p in checked.problems if p.severity == "error"] == []
        assert {p.code for p in checked.problems} >= {"ECC-LEGACY-002"}


@pytest.mark.parametrize("focus", ["conflicts", "routing", "reachability"])
def test_a_focused_check_runs_in_its_mode_and_finds_a_subset(
    fixture_project: Path, focus: str
) -> None:
    place = _place(fixture_project)
    everything = protocol.check(place, protocol.CheckRequest()).problems
    full = {(p.code, p.path, p.message) for p in everything}
    focused = protocol.check(place, protocol.CheckRequest(focus=focus))
    assert focused.mode == focus
    assert {(p.code, p.path, p.message) for p in focused.problems} <= full


def test_freshness_probes_evidence_in_the_project_not_the_working_directory(
    fixture_project: Path,
) -> None:
    def stale(start: Path) -> set[str]:
        checked = protocol.check(_place(start), protocol.CheckRequest(focus="freshness"))
        assert checked.mode == "freshness"
        return {p.message for p in checked.problems if p.code == "MC-FRESH-001"}

    missing = "MC-SUBJ-20260801-10000001 cites Evidence pyproject.toml, which does not exist"
    assert missing in stale(fixture_project)
    (fixture_project / "pyproject.toml").write_text("[project]\n", encoding="utf-8")
    assert missing not in stale(fixture_project / "docs")
    assert stale(fixture_project / "docs") == stale(fixture_project)


def test_check_finds_an_error_the_writer_of_the_file_made(fixture_project: Path) -> None:
    decisions = fixture_project / "docs" / "memory" / "decisions.md"
    text = decisions.read_text(encoding="utf-8")
    decisions.write_text(text.replace("MC-DEC-20260712-53d9eded", "MC-DEC-20260827-8f4c2a91"))
    found = protocol.check(_place(fixture_project), protocol.CheckRequest()).problems
    assert any(p.severity == "error" and p.path == "decisions.md" for p in found)


def test_a_merge_review_needs_the_conflicts_focus_and_a_repository(fixture_project: Path) -> None:
    place = _place(fixture_project)
    with pytest.raises(InvalidInput) as refused:
        protocol.check(place, protocol.CheckRequest(merge_ref="HEAD"))
    assert refused.value.code == "USAGE"
    with pytest.raises(InvalidInput) as refused:
        protocol.check(place, protocol.CheckRequest(focus="conflicts", merge_ref="HEAD"))
    assert refused.value.code == "MERGE_REVIEW_UNAVAILABLE"


def test_a_missing_memory_directory_is_a_finding_for_check_and_an_invalid_pack(
    project: Path,
) -> None:
    place = _place(project)
    assert [p.code for p in protocol.check(place, protocol.CheckRequest()).problems] == [
        "ECC-FILE-001"
    ]
    assert protocol.context(place, protocol.ContextRequest()).completeness == "INVALID"
    assert protocol.shared_entry_ids(place) == set()
    with pytest.raises(InvalidInput) as refused:
        protocol.overlay_place(place)
    assert refused.value.code == "LOCAL_NO_PROJECT"
    assert not (project / "docs").exists()


def test_the_context_pack_loads_the_task_s_modules(fixture_project: Path) -> None:
    pack = protocol.context(_place(fixture_project), protocol.ContextRequest(task="implementation"))
    assert (pack.canonical_task, pack.completeness) == ("implementation", "COMPLETE")
    loaded = [module.path for module in pack.loaded]
    assert loaded[:2] == ["brief.md", "constraints.md"]
    assert "subjects.md" not in loaded
    archived = protocol.context(
        _place(fixture_project), protocol.ContextRequest("implementation", include_archive=True)
    )
    assert len(archived.loaded) > len(pack.loaded)


def test_the_shared_entry_ids_are_those_the_memory_files_hold(fixture_project: Path) -> None:
    ids = protocol.shared_entry_ids(_place(fixture_project))
    # Upper-cased: an ID differing only in case is the same ID.
    assert {"MC-DEC-20260827-8F4C2A91", "MC-SUBJ-20260729-7E5C3A91"} <= ids
    assert all(i.startswith("MC-") and i == i.upper() for i in ids)


def test_the_overlay_lives_in_the_state_dir_under_the_manifest_s_project_id(
    fixture_project: Path,
) -> None:
    place = _place(fixture_project / "docs")
    state, project_id, root = protocol.overlay_place(place)
    assert (state, project_id, root) == (place.state_dir, FIXTURE_PROJECT_ID, fixture_project)


READERS = {
    "check": lambda p: protocol.check(p, protocol.CheckRequest()),
    "context": lambda p: protocol.context(p, protocol.ContextRequest()),
    "overlay_place": protocol.overlay_place,
    "shared_entry_ids": protocol.shared_entry_ids,
    "writer_env": lambda p: protocol.writer_env(p, tool="t"),
    "memory_dir": protocol.memory_dir,
}


@pytest.mark.parametrize("read", READERS.values(), ids=READERS.keys())
def test_a_memory_directory_through_a_symlink_is_refused_by_every_reader(
    fixture_project: Path, tmp_path: Path, read: object
) -> None:
    real = tmp_path / "real-memory"
    (fixture_project / "docs" / "memory").rename(real)
    (fixture_project / "docs" / "memory").symlink_to(real)
    before = snapshot(real)
    with pytest.raises(UnsafePath) as refused:
        read(_place(fixture_project))  # type: ignore[operator]
    assert refused.value.code == "PROTOCOL_SYMLINK"
    assert str(real) not in refused.value.message
    assert snapshot(real) == before
