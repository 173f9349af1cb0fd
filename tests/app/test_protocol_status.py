"""``app.protocol.status`` and ``app.protocol.init`` (``protocol status``, ``protocol init``) on
the workspace's project, found from a subdirectory, and the renderings the adapters print."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.app import protocol
from ecc_memory.app.shown import has_errors
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import InvalidInput
from ecc_memory.render import text as render_text
from protocol_fixtures.support import FIXTURE


def test_status_reads_the_project_s_memory_directory_from_below(project: Path) -> None:
    shutil.copytree(FIXTURE, project / "docs" / "memory")
    (project / "src").mkdir()
    before = snapshot(project)
    report = protocol.status(Workspace.find(project / "src"))
    assert (report.protocol_version, report.contract) == ("0.7", "current")
    assert not report.needs_attention
    lines = render_text.protocol_status(report, "docs/memory")
    assert any(line.startswith("brief.md: OK") for line in lines)
    assert snapshot(project) == before  # a reader


def test_init_scaffolds_the_project_and_never_overwrites(project: Path) -> None:
    (project / "src").mkdir()
    place = Workspace.find(project / "src")
    made = protocol.init(place)
    assert "manifest.md" in made.created
    assert (project / "docs" / "memory" / "manifest.md").is_file()  # the project's, not src/'s
    assert not (project / "src" / "docs").exists()
    assert render_text.protocol_init(made, "docs/memory")
    before = snapshot(project)
    again = protocol.init(place)
    assert again.created == ()
    assert snapshot(project) == before
    checked = protocol.check(place, protocol.CheckRequest())
    assert not has_errors(checked.problems)


@pytest.mark.parametrize("relative", ["docs/memory", "notes"])
def test_init_refuses_a_memory_directory_it_cannot_use(project: Path, relative: str) -> None:
    (project / "docs").mkdir()
    (project / "docs" / "memory").write_text("not a directory\n", encoding="utf-8")
    before = snapshot(project)
    with pytest.raises(InvalidInput) as refused:
        protocol.init(Workspace.find(project), relative)
    assert refused.value.code == "PROTOCOL_MEMORY_DIR"
    assert snapshot(project) == before
