"""Random values a preview and its apply share: a new project_id is a random UUIDv4 (not a
digest of the tree), and a hard forget's Plan ID is salted with a random nonce."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from protocol_fixtures.support import LEGACY, copy_fixture
from protocol_fixtures.writing import apply, plan_id, run

pytestmark = pytest.mark.clock
UUID4 = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


def _project_id(project: Path) -> str:
    text = (project / "docs" / "memory" / "manifest.md").read_text(encoding="utf-8")
    found = re.search(r"project_id: (\S+)", text)
    assert found is not None
    return found.group(1)


def test_two_repositories_migrating_one_template_get_different_ids(tmp_path: Path) -> None:
    first = copy_fixture(tmp_path / "a", LEGACY).parent.parent
    second = copy_fixture(tmp_path / "b", LEGACY).parent.parent
    for project in (first, second):  # a 0.6 template without an identity of its own
        manifest = project / "docs" / "memory" / "manifest.md"
        text = re.sub(r"- project_id: \S+\n", "", manifest.read_text(encoding="utf-8"))
        text = re.sub(r"- (subject|routing|conflict)_\S+: \S+\n", "", text)
        text = text.replace("- protocol_version: 0.7", "- protocol_version: 0.6")
        manifest.write_text(text.replace("- entry_schema_version: 2", "- entry_schema_version: 1"))
    assert plan_id(first, "migrate") == plan_id(first, "migrate")  # preview and apply agree
    apply(first, "migrate")
    apply(second, "migrate")
    ids = {_project_id(first), _project_id(second)}
    assert len(ids) == 2
    assert all(UUID4.fullmatch(i) for i in ids)


def test_init_repair_draws_a_random_project_id(tmp_path: Path) -> None:
    ids = set()
    for name in ("a", "b"):
        project = copy_fixture(tmp_path / name).parent.parent
        manifest = project / "docs" / "memory" / "manifest.md"
        text = manifest.read_text(encoding="utf-8")
        manifest.write_text(re.sub(r"- project_id: \S+\n", "", text), encoding="utf-8")
        apply(project, "init", "--repair")
        ids.add(_project_id(project))
    assert len(ids) == 2
    assert all(UUID4.fullmatch(i) for i in ids)


TOPIC = "Gemini"


def test_a_hard_forget_plan_id_cannot_be_reproduced_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = copy_fixture(tmp_path / "a").parent.parent
    elsewhere = copy_fixture(tmp_path / "b").parent.parent
    args = ("forget", TOPIC, "--mode", "hard", "--allow-broad-match")
    mine = plan_id(project, *args)
    assert plan_id(project, *args) == mine  # the same nonce for preview and apply
    monkeypatch.setenv("ECC_MEMORY_STATE_DIR", str(tmp_path / "another-machine"))
    shutil.rmtree(elsewhere)
    shutil.copytree(project, elsewhere)  # byte-for-byte the same repository
    assert plan_id(elsewhere, *args) != mine  # a guess cannot be confirmed by its Plan ID
    monkeypatch.delenv("ECC_MEMORY_STATE_DIR")
    result = run(project, *args, "--apply", "--confirm-plan", mine, "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["applied"] is True
