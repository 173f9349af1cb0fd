"""``app.protocol``: a writer's environment, assembled once from the workspace for the CLI's
writers and ``memory_propose``."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ecc_memory.app.protocol import memory_dir, writer_env
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import InvalidInput
from gitrepo import clock_now


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
