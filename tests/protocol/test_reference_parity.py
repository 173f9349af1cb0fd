"""Where ecc-memory met the reference only quietly (issue 18, item 17 and 18): every entrypoint
that reads the contract refuses an invalid one; a preference's plan creates preferences.md; a
soft forget guards a topic nothing holds yet and leaves the Subject registry alone; and
``subject list``, ``list --local`` and ``show --local`` exist."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from protocol_fixtures.support import copy_fixture, snapshot
from protocol_fixtures.writing import apply, preview, refused, run

pytestmark = pytest.mark.clock


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_fixture(tmp_path).parent.parent


def _manifest(project: Path, old: str, new: str) -> None:
    path = project / "docs" / "memory" / "manifest.md"
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("## Always load\n- brief.md\n", "## Always load\n- ../outside.md\n- brief.md\n"),
        ("## Optional module index", "## Optional module index\n\n## Optional module index"),
    ],
    ids=["always-load-escapes", "two-module-indexes"],
)
def test_enable_refuses_routes_every_reader_refuses(project: Path, old: str, new: str) -> None:
    (project / "docs" / "memory" / "preferences.md").unlink()
    _manifest(project, old, new)
    assert run(project, "context", "--task", "general").exit_code == 2  # readers refuse it
    before = snapshot(project)
    error = refused(project, "enable", "preferences")
    assert error["code"] == "PROTOCOL_CONTRACT"
    assert snapshot(project) == before


def test_a_preference_plan_creates_preferences_md(project: Path) -> None:
    (project / "docs" / "memory" / "preferences.md").unlink()
    data = apply(
        project, "add", "Prefer tabs.", "--type", "preference", "--evidence", "user-confirmed"
    )
    assert "Create preferences.md" in data["changes"]  # type: ignore[operator]
    text = (project / "docs" / "memory" / "preferences.md").read_text(encoding="utf-8")
    assert "Prefer tabs." in text
    assert run(project, "check").exit_code == 0


def test_a_soft_forget_of_an_unknown_topic_still_guards_it(project: Path) -> None:
    data = apply(project, "forget", "Quantum billing engine")
    assert any("Add guard" in note for note in data["changes"])  # type: ignore[union-attr]
    guards = (project / "docs" / "memory" / "do-not-use.md").read_text(encoding="utf-8")
    assert "Forgotten: Quantum billing engine" in guards
    again = preview(project, "forget", "quantum BILLING engine")  # idempotent, any case
    assert again["targets"] == []


def test_a_soft_forget_leaves_subject_titles_alone(project: Path) -> None:
    subjects = project / "docs" / "memory" / "subjects.md"
    before = subjects.read_bytes()
    data = preview(project, "forget", "Skill evaluation contract", "--allow-broad-match")
    assert all("subjects.md" not in str(t) for t in data["targets"])  # type: ignore[union-attr]
    assert subjects.read_bytes() == before


def test_subject_list(project: Path) -> None:
    result = run(project, "subject", "list", "--json")
    assert result.exit_code == 0, result.output
    subjects = json.loads(result.stdout)["subjects"]
    assert len(subjects) == 7
    assert {"id", "status", "title", "aliases"} <= set(subjects[0])
    text = run(project, "subject", "list").output
    assert "MC-SUBJ-20260729-7e5c3a91 [active] Protocol governance" in text
    _manifest(project, "- protocol_version: 0.7", "- protocol_version: 0.7.0")
    assert refused(project, "subject", "list")["code"] == "PROTOCOL_CONTRACT"


def test_list_and_show_local(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ECC_MEMORY_STATE_DIR", str(tmp_path / "state"))
    assert refused(project, "list", "--local")["code"] == "LOCAL_NOT_BOUND"
    assert run(project, "local", "enable").exit_code == 0
    added = run(
        project, "local", "add", "Answer briefly.", "--evidence", "user-confirmed", "--json"
    )
    entry_id = json.loads(added.stdout)["id"]
    listed = run(project, "list", "--local").output
    assert f"{entry_id} [active; local-user] local/preferences.md" in listed
    assert entry_id not in run(project, "list").output
    shown = run(project, "show", entry_id, "--local")
    assert shown.exit_code == 0, shown.output
    assert "Answer briefly." in shown.output
    assert os.path.isdir(tmp_path / "state")
