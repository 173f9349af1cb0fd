"""``app.overlay``: the local overlay of the workspace's project (``protocol local ...`` and its
part of a context pack), on the real 0.7 fixture with a state directory in tmp_path, found from a
subdirectory of the project."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.app import overlay
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import InvalidInput
from gitrepo import clock_now, iso
from protocol_fixtures.support import FIXTURE

pytestmark = pytest.mark.clock  # a preference's ID carries the workspace's date


@pytest.fixture
def place(project: Path, tmp_path: Path) -> Workspace:
    shutil.copytree(FIXTURE, project / "docs" / "memory")
    (project / "src").mkdir()
    env = {**os.environ, "ECC_MEMORY_STATE_DIR": str(tmp_path / "state"),
           "ECC_MEMORY_NOW": iso(clock_now())}  # fmt: skip
    return Workspace.find(project / "src", env)


def test_enable_add_pack_and_reset(place: Workspace, project: Path) -> None:
    assert overlay.status(place).state == "DISABLED"
    assert overlay.pack(place) == ("DISABLED", {})
    enabled = overlay.enable(place)
    assert (enabled.state, enabled.roots) == ("BOUND", (str(project.resolve()),))
    assert overlay.link(place).state == "BOUND"  # this checkout is already the bound one
    entry_id = overlay.add(place, "Answer in short sentences.", ("user-confirmed",))
    assert entry_id.startswith(f"MC-PREF-{clock_now():%Y%m%d}-")
    state, files = overlay.pack(place)
    assert state == "BOUND"
    assert "Answer in short sentences." in files["local/preferences.md"]
    listed = overlay.reset(place, apply=False)
    assert "local/preferences.md" in listed
    assert overlay.status(place).state == "BOUND"  # listed, not removed
    assert overlay.reset(place, apply=True) == listed
    assert overlay.status(place).state == "DISABLED"
    assert snapshot(project / "docs" / "memory") == snapshot(FIXTURE)  # the repository: untouched


def test_a_refused_add_writes_nothing(place: Workspace, project: Path) -> None:
    before = snapshot(project)
    with pytest.raises(InvalidInput) as refused:
        overlay.add(place, "Prefer tabs.", ("user-confirmed",))
    assert refused.value.code == "LOCAL_NOT_BOUND"
    assert snapshot(project) == before
    state = snapshot(place.state_dir)  # at most the overlay's lock, empty
    assert {key for key, value in state.items() if value not in ("dir", b"")} == set()


def test_without_a_shared_manifest_the_overlay_is_refused_but_never_blocks_a_pack(
    place: Workspace, project: Path
) -> None:
    overlay.enable(place)
    shutil.rmtree(project / "docs" / "memory")
    with pytest.raises(InvalidInput) as refused:
        overlay.status(place)
    assert refused.value.code == "LOCAL_NO_PROJECT"
    assert overlay.pack(place) == ("REVIEW", {})
