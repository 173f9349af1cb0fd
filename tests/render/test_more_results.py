"""The rest of the renderers over real results: the protocol's readers (``context``, ``status``,
``init``), ``setup``'s plan and preview, ``review --list`` and ``hooks`` after an install; in
text and in JSON, where a script reads the same facts."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

from ecc_memory.app import git as app_git
from ecc_memory.app import hooks as app_hooks
from ecc_memory.app import protocol as app_protocol
from ecc_memory.app import session as app_session
from ecc_memory.app import vault
from ecc_memory.app.workspace import Workspace
from ecc_memory.render import json as render_json
from ecc_memory.render import text
from gitrepo import clock_now, fake_token, git, init_repo, iso, write
from protocol_fixtures.support import copy_fixture

GROUPS = ["Loaded:", "Skipped optional:", "Missing required:", "Missing optional:", "Invalid:"]


def _place(start: Path) -> Workspace:
    return Workspace.find(start, {**os.environ, "ECC_MEMORY_NOW": iso(clock_now())})


@pytest.fixture
def fixture_place(tmp_path: Path) -> Workspace:
    root = copy_fixture(tmp_path).parent.parent
    (root / ".git").mkdir()
    return _place(root)


@pytest.mark.parametrize("explain", [False, True])
def test_a_context_pack_lists_every_group_in_order(fixture_place: Workspace, explain: bool) -> None:
    request = app_protocol.ContextRequest(task="implementation", paths=("src/gone.py",))
    pack = app_protocol.context(fixture_place, request)
    lines = text.context_markdown(pack, explain=explain, contents=False)
    assert lines[:6] == [
        "# Memory Context Pack",
        "",
        "Task: implementation",
        "Canonical task: implementation",
        "Paths:",
        "- src/gone.py (missing-on-disk)",
    ]
    assert [line for line in lines if line in GROUPS] == GROUPS  # each once, in this order
    loaded = lines[lines.index("Loaded:") + 1 : lines.index("Skipped optional:")]
    listed = [line[2:] for line in loaded if line.startswith("- ")]
    assert listed == [module.path for module in pack.loaded]
    assert ("  Disposition: loaded" in loaded) is explain
    assert ("Policy exclusions:" in lines) is explain
    assert f"Routing completeness: {pack.completeness}" in lines
    assert f"Conflict status: {pack.conflict_status}" in lines
    assert not any(line.startswith("## ") for line in lines)  # contents=False: no module text


def test_a_context_pack_with_contents_quotes_each_loaded_module(fixture_place: Workspace) -> None:
    pack = app_protocol.context(fixture_place, app_protocol.ContextRequest(task="implementation"))
    lines = text.context_markdown(pack, explain=False)
    headings = [line[3:] for line in lines if line.startswith("## ")]
    assert headings == [module.path for module in pack.loaded]
    brief = (fixture_place.project / "docs" / "memory" / "brief.md").read_text(encoding="utf-8")
    start = lines.index("## brief.md") + 2
    assert "\n".join(lines[start:]).startswith(brief.rstrip("\n"))


def test_the_context_document_keeps_each_old_key_beside_its_camel_case_one(
    fixture_place: Workspace,
) -> None:
    pack = app_protocol.context(fixture_place, app_protocol.ContextRequest(task="implementation"))
    document = render_json.versioned(
        render_json.context(pack, contents=False),
        render_json.schema_for("ecc memory protocol context"),
    )
    assert next(iter(document)) == "schemaVersion"
    assert document["schemaVersion"] == "ecc.memory.protocol-context.v1"
    for old in ("canonical_task", "missing_on_disk", "conflict_status", "policy_exclusions"):
        assert document[render_json.camel(old)] == document[old]
    loaded = document["loaded"]
    assert isinstance(loaded, list)
    assert [m["path"] for m in loaded] == [m.path for m in pack.loaded]
    assert {m["content"] for m in loaded} == {None}  # a refused pack carries no module text


def test_protocol_status_has_one_row_per_file_with_its_budget(fixture_place: Workspace) -> None:
    report = app_protocol.status(fixture_place)
    lines = text.protocol_status(report, "docs/memory")
    assert lines[:3] == [
        "Memory protocol status",
        "Memory directory: docs/memory",
        f"Protocol version: {report.protocol_version} ({report.contract})",
    ]
    assert lines[3] == f"Migration: {report.migration}"
    rows = lines[4:]
    assert len(rows) == len(report.files)
    for row, line in zip(report.files, rows, strict=True):
        if row.budget is not None:
            assert line == f"{row.path}: {row.state}, {row.tokens}/{row.budget} tokens"
            assert row.tokens is not None
        else:
            assert re.fullmatch(rf"{re.escape(row.path)}: [^,]+(, \d+ tokens)?", line)
    assert any(line.startswith("brief.md: ") and "/" in line for line in rows)


def test_protocol_init_names_what_it_created_then_what_to_do(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    place = _place(tmp_path)
    report = app_protocol.init(place)
    lines = text.protocol_init(report, "docs/memory")
    assert lines[0] == f"Initialized docs/memory (project_id {report.project_id})"
    created = [line.removeprefix("created ") for line in lines if line.startswith("created ")]
    assert created == list(report.created)
    assert "brief.md" in created
    assert lines[-1].startswith("Next: write the brief with `ecc memory protocol brief")
    again = text.protocol_init(app_protocol.init(place), "docs/memory")
    assert not any(line.startswith("created ") for line in again)
    assert sum(line.startswith("kept existing ") for line in again) == len(created)


# -- setup --------------------------------------------------------------------------------------


@pytest.mark.parametrize("harness", ["claude", "codex", "opencode"])
def test_a_setup_plan_shows_each_fragment_in_a_fenced_block(harness: str) -> None:
    plan = app_session.setup_plan(harness)
    lines = text.setup_plan(plan)
    assert lines[0] == f"ecc-memory setup for {harness}: add these (nothing was written)."
    for fragment in plan.fragments:
        head = next(line for line in lines if line.startswith(f"{fragment.path} ("))
        assert head.startswith(f"{fragment.path} ({fragment.purpose}; ")
        by_hand = head.endswith("add it by hand):")
        assert by_hand is not fragment.mergeable
        assert f"```{fragment.format}\n{fragment.text}```" in lines
    assert lines[-len(plan.notes) :] == [f"- {note}" for note in plan.notes]
    document = render_json.setup(plan, app_session.setup_instructions())
    assert document["schemaVersion"] == "ecc.memory.setup.v1"
    fragments = document["fragments"]
    assert isinstance(fragments, list)
    assert [(f["path"], f["mergedByWrite"]) for f in fragments] == [
        (f.path, f.mergeable) for f in plan.fragments
    ]
    assert "changes" not in document


def test_the_setup_preview_shows_a_diff_then_nothing_once_written(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    place = _place(tmp_path)
    plan = app_session.setup_plan("codex")
    changes = app_session.setup_changes(place, plan)
    preview = text.setup_changes(changes)
    mergeable = [f.path for f in plan.fragments if f.mergeable]
    for path in mergeable:
        assert f"{path}: create\n--- /dev/null\n+++ b/{path}\n" in preview
    assert "Nothing to change." not in preview
    written = app_session.apply_setup(place, changes)
    assert sorted(written) == sorted(mergeable)
    after = text.setup_written(plan, written)
    assert after[: len(written)] == [f"Wrote {path}" for path in written]
    assert after[len(written)] == "Still to do by hand: AGENTS.md"
    document = render_json.setup(plan, None, changes, written)
    assert [c["action"] for c in document["changes"]] == ["create"] * len(changes)  # type: ignore[attr-defined]
    assert document["written"] == written
    again = app_session.setup_changes(place, plan)
    assert text.setup_changes(again).endswith("Nothing to change.\n")
    assert "---" not in text.setup_changes(again)


# -- review and hooks ---------------------------------------------------------------------------


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    vault.init(_place(path), ("project", "team"))
    return path


def test_review_list_marks_each_staged_file_by_what_it_needs(repo: Path) -> None:
    place = _place(repo)
    fine = vault.save(place, vault.SaveRequest("Port", "The API listens on 8080.", scope="team"))
    token = fake_token("ghp_", 36)
    write(repo, ".ecc/memory/team/notes/mem_20260101_leak0001.md", f"key {token}\n")
    git(repo, "add", "-A")
    staged = app_git.review_staged(place)
    lines = text.review(staged.docs)
    assert sorted(lines) == sorted(
        [
            f".ecc/memory/team/{fine.result.path.removeprefix('team:')}: needs review",
            ".ecc/memory/team/notes/mem_20260101_leak0001.md: blocked by the guard",
        ]
    )
    assert token not in "\n".join(lines)
    document = render_json.review(staged.docs)
    assert next(iter(document)) == "schemaVersion"
    assert token not in str(document)
    assert {bool(doc["blocked"]) for doc in document["staged"]} == {True, False}  # type: ignore[attr-defined]
    assert all(re.fullmatch(r"[a-z][A-Za-z]*", key) for doc in document["staged"] for key in doc)  # type: ignore[attr-defined]


def test_hooks_after_install_are_ours_and_the_driver_is_registered(repo: Path) -> None:
    place = _place(repo)
    request = app_hooks.InstallRequest((), sys.executable, "-P", write_attributes=True)
    installed = app_hooks.install(place, request)
    lines = text.hooks(installed.states, installed.driver)
    states = installed.states
    assert [line.split(": ", 1)[0] for line in lines[: len(states)]] == [s.hook for s in states]
    assert all(line.split(": ", 1)[1].startswith("installed") for line in lines[: len(states)])
    assert any(line.startswith("merge driver: ") for line in lines)
    assert not any("register it:" in line for line in lines)
    assert lines[-1].startswith(".gitattributes: ")
    status = app_hooks.status(place)
    assert (
        text.hooks_status(status.states, status.driver, status.plugin)[: len(states)]
        == (lines[: len(states)])
    )
    document = render_json.hooks(installed.states, installed.driver)
    assert list(document) == ["schemaVersion", "hooks", "mergeDriver"]
    assert [h["state"] for h in document["hooks"]] == [s.state for s in states]  # type: ignore[attr-defined]
