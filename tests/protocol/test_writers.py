"""The protocol writers through the CLI: add, candidates, supersede, promote, subjects, enable,
list and show -- previewed, confirmed by Plan ID, parse-checked, byte-preserving."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ecc_memory.protocol import check_directory
from protocol_fixtures.support import copy_fixture, snapshot
from protocol_fixtures.writing import (
    QUALITY,
    SUBJECT,
    apply,
    new_ids,
    plan_id,
    preview,
    refused,
    run,
)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_fixture(tmp_path).parent.parent


def memory(project: Path) -> Path:
    return project / "docs" / "memory"


def errors(project: Path) -> list[str]:
    return [
        f"{p.code} {p.path}: {p.message}"
        for p in check_directory(memory(project))
        if p.severity == "error"
    ]


ADD_DECISION = (
    "add",
    "Keep every writer previewed first.",
    "--type",
    "decision",
    "--subject",
    SUBJECT,
    "--facet",
    "workflow",
    "--evidence",
    "user-confirmed",
    "--reason",
    "Reviewable memory.",
)


def test_preview_writes_nothing_and_prints_diff_and_plan_id(project: Path) -> None:
    before = snapshot(project)
    result = run(project, *ADD_DECISION)
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[0].startswith("Plan ID: ")
    assert len(lines[0]) == len("Plan ID: ") + 16
    assert "+Decision:" in lines
    assert "+Keep every writer previewed first." in lines
    assert "--- a/docs/memory/decisions.md" in lines
    assert lines[-1].endswith(lines[0].removeprefix("Plan ID: "))
    assert snapshot(project) == before


def test_preview_is_deterministic_and_apply_lands_it(project: Path) -> None:
    first = preview(project, *ADD_DECISION)
    assert preview(project, *ADD_DECISION)["plan_id"] == first["plan_id"]
    data = apply(project, *ADD_DECISION)
    assert data["applied"] is True
    [entry_id] = new_ids(data, "MC-DEC-")
    assert entry_id in (memory(project) / "decisions.md").read_text(encoding="utf-8")
    assert errors(project) == []
    changelog = (memory(project) / "changelog.md").read_text(encoding="utf-8")
    assert f"- Added {entry_id} (decision) to decisions.md." in changelog


def test_new_entry_is_newest_first_and_bytes_outside_are_kept(project: Path) -> None:
    path = memory(project) / "decisions.md"
    original = path.read_bytes().replace(b"\n", b"\r\n").replace(b"Reason:\r\n", b"Reason:  \r\n")
    path.write_bytes(original)
    apply(project, *ADD_DECISION)
    after = path.read_bytes()
    head = original.index(b"## MC-DEC-20260827")
    assert after.startswith(original[:head])
    assert after.endswith(original[head:])
    inserted = after[head : len(after) - len(original) + head]
    assert inserted.count(b"\r\n") == inserted.count(b"\n")  # new lines take the file's CRLF
    assert b"Keep every writer previewed first." in inserted


def test_body_that_looks_like_structure_is_fenced_and_reads_back(project: Path) -> None:
    body = "Status: not a field\n- not a list item\n## not a heading"
    apply(
        project,
        "add",
        body,
        "--type",
        "constraint",
        "--subject",
        QUALITY,
        "--facet",
        "security",
        "--evidence",
        "user-confirmed",
        "--title",
        "Fenced body",
    )
    [item] = [
        i
        for i in json.loads(run(project, "list", "--json").stdout)["items"]
        if i["title"] == "Fenced body"
    ]
    shown = json.loads(run(project, "show", item["ref"], "--json").stdout)
    assert shown["bodies"]["Constraint"] == body
    assert "```memory-custodian-body-v1" in (memory(project) / "constraints.md").read_text(
        encoding="utf-8"
    )
    assert errors(project) == []


def test_candidate_then_promote_applies(project: Path) -> None:
    data = apply(
        project,
        "add",
        "Writers may need a journal.",
        "--type",
        "decision",
        "--candidate",
        "--subject",
        SUBJECT,
        "--facet",
        "lifecycle",
    )
    [candidate] = new_ids(data, "MC-INBOX-")
    inbox = (memory(project) / "inbox.md").read_text(encoding="utf-8")
    assert "No unprocessed memory candidates." not in inbox
    assert "- agent-observed" in inbox
    assert "Promotion-Requirement:" in inbox
    promoted = apply(
        project, "promote", candidate, "--type", "decision", "--evidence", "user-confirmed"
    )
    [target] = new_ids(promoted, "MC-DEC-")
    decisions = (memory(project) / "decisions.md").read_text(encoding="utf-8")
    assert f"Promoted-From: {candidate}" in decisions
    inbox = (memory(project) / "inbox.md").read_text(encoding="utf-8")
    assert f"Status: promoted\nPromoted-To: {target}" in inbox
    assert errors(project) == []
    assert run(project, "check", "--conflicts").exit_code == 0


def test_supersede_marks_the_old_entry_and_links_both(project: Path) -> None:
    old = "MC-DEC-20260827-8f4c2a91"
    data = apply(
        project,
        "add",
        "Fence bodies only when needed.",
        "--type",
        "decision",
        "--supersedes",
        old,
        "--evidence",
        "user-confirmed",
    )
    [new] = [i for i in new_ids(data, "MC-DEC-") if i != old]
    text = (memory(project) / "decisions.md").read_text(encoding="utf-8")
    assert f"Status: superseded\nSuperseded-By: {new}" in text
    assert f"Supersedes: {old}" in text
    assert errors(project) == []
    listed = run(project, "list", "--status", "superseded").stdout
    assert f"{old} [superseded; project] decisions.md" in listed


def test_supersede_must_keep_identity(project: Path) -> None:
    before = snapshot(project)
    error = refused(
        project,
        "add",
        "x",
        "--type",
        "decision",
        "--supersedes",
        "MC-DEC-20260827-8f4c2a91",
        "--facet",
        "behavior",
        "--subject",
        SUBJECT,
        "--evidence",
        "user-confirmed",
    )
    assert error["code"] == "PROTOCOL_SUPERSEDE"
    assert snapshot(project) == before


def test_subject_add_rename_alias(project: Path) -> None:
    data = apply(
        project,
        "subject",
        "add",
        "Write journal",
        "--kind",
        "concept",
        "--alias",
        "transaction log",
        "--evidence",
        "user-confirmed",
    )
    [subject] = new_ids(data, "MC-SUBJ-")
    apply(project, "subject", "rename", subject, "Writer journal")
    apply(project, "subject", "add-alias", subject, "apply journal")
    text = (memory(project) / "subjects.md").read_text(encoding="utf-8")
    assert f"## {subject} \u2014 Writer journal" in text
    assert "- transaction log\n- apply journal" in text
    assert errors(project) == []
    collision = refused(
        project,
        "subject",
        "add",
        "Protocol governance",
        "--kind",
        "concept",
        "--evidence",
        "user-confirmed",
    )
    assert collision["code"] == "PROTOCOL_SUBJECT_COLLISION"


def test_enable_area_creates_file_and_declaration(project: Path) -> None:
    apply(project, "enable", "area/cli", "--path", "src/cli/**", "--path", "tests/cli/*.py")
    manifest = (memory(project) / "manifest.md").read_text(encoding="utf-8")
    assert (
        "### Enabled areas\n- `areas/cli.md`\n  - activation: path-or-explicit\n"
        "  - paths: `src/cli/**`, `tests/cli/*.py`\n"
    ) in manifest
    assert (memory(project) / "areas" / "cli.md").is_file()
    again = preview(project, "enable", "area/cli", "--path", "src/cli/**")
    assert again["targets"] == []
    apply(
        project,
        "add",
        "The CLI only parses and renders.",
        "--type",
        "decision",
        "--area",
        "cli",
        "--subject",
        SUBJECT,
        "--facet",
        "architecture",
        "--evidence",
        "user-confirmed",
    )
    assert "Scope: area:cli" in (memory(project) / "areas" / "cli.md").read_text(encoding="utf-8")
    assert errors(project) == []


def test_add_to_a_new_rule_creates_and_declares_it_in_one_plan(project: Path) -> None:
    data = apply(
        project,
        "add",
        "Name files by concept.",
        "--type",
        "rule",
        "--name",
        "style",
        "--evidence",
        "user-confirmed",
    )
    assert {t["path"] for t in data["targets"]} >= {
        "docs/memory/rules/style.md",
        "docs/memory/manifest.md",
    }
    assert errors(project) == []


def test_list_marks_legacy_and_invalid_units(project: Path) -> None:
    text = (memory(project) / "decisions.md").read_text(encoding="utf-8")
    (memory(project) / "decisions.md").write_text(
        text.replace("Facet: compatibility", "Facet: colour", 1), encoding="utf-8"
    )
    lines = run(project, "list").stdout.splitlines()
    assert "MC-DEC-20260827-8f4c2a91 [INVALID; project] decisions.md" in lines
    assert "constraints.md#unit-1 [legacy; project] constraints.md" in lines
    shown = run(project, "show", "constraints.md#unit-1")
    assert shown.exit_code == 0
    assert "Memory operations must work" in shown.stdout


def test_show_unknown_is_refused(project: Path) -> None:
    assert refused(project, "show", "MC-DEC-20990101-00000000")["code"] == (
        "PROTOCOL_UNKNOWN_ENTRY"
    )


def test_missing_target_files_name_the_command_that_creates_them(project: Path) -> None:
    (memory(project) / "preferences.md").unlink()
    (memory(project) / "constraints.md").unlink()
    before = snapshot(project)
    constraint = refused(
        project,
        "add",
        "x",
        "--type",
        "constraint",
        "--subject",
        QUALITY,
        "--facet",
        "workflow",
        "--evidence",
        "user-confirmed",
    )
    assert "init --repair" in str(constraint["message"])
    assert snapshot(project) == before
    # As the reference: a preference's plan creates preferences.md (no `enable` first).
    added = apply(
        project, "add", "Prefer tabs.", "--type", "preference", "--evidence", "user-confirmed"
    )
    assert "Create preferences.md" in added["changes"]  # type: ignore[operator]
    assert "Prefer tabs." in (memory(project) / "preferences.md").read_text(encoding="utf-8")


def test_subject_merge_applies_and_repoints_active_entries(project: Path) -> None:
    gemini, quality = "MC-SUBJ-20260801-30000003", QUALITY
    apply(project, "subject", "merge", gemini, "--into", quality)
    subjects = (memory(project) / "subjects.md").read_text(encoding="utf-8")
    assert f"Status: merged\nMerged-Into: {quality}" in subjects
    assert f"Merged-From:\n- {gemini}" in subjects
    decisions = (memory(project) / "decisions.md").read_text(encoding="utf-8")
    assert f"Subject: {gemini}" not in decisions
    assert errors(project) == []
    assert run(project, "check", "--conflicts").exit_code == 0


def test_subject_merge_that_would_create_a_conflict_is_refused(project: Path) -> None:
    args = ("subject", "merge", "MC-SUBJ-20260801-30000003", "--into", "MC-SUBJ-20260801-50000005")
    before = snapshot(project)
    shown = run(project, *args)
    assert shown.exit_code == 1
    assert "MC-CONFLICT-001" in shown.stdout
    ident = shown.stdout.splitlines()[0].removeprefix("Plan ID: ")
    assert refused(project, *args, "--apply", "--confirm-plan", ident)["code"] == (
        "PROTOCOL_BLOCKED"
    )
    assert snapshot(project) == before


def test_brief_fills_the_placeholder_under_its_label_after_the_file_moved(
    tmp_path: Path,
) -> None:
    """A curated line lands above the placeholder between the preview and the apply: the
    apply refuses and writes nothing; the next plan fills the placeholder under its label. A
    placeholder someone replaced by hand meanwhile is not written over: the plan is blocked."""
    project = tmp_path / "project"
    project.mkdir()
    assert run(project, "init").exit_code == 0
    brief = memory(project) / "brief.md"
    purpose = ("brief", "--purpose", "Keep notes.")
    ident = plan_id(project, *purpose)
    text = brief.read_text(encoding="utf-8")
    brief.write_text(text.replace("Purpose:\n", "Owner: the core team.\n\nPurpose:\n"))
    before = snapshot(project)
    assert refused(project, *purpose, "--apply", "--confirm-plan", ident)["code"] == (
        "PROTOCOL_PLAN_CHANGED"
    )
    assert snapshot(project) == before
    apply(project, *purpose)
    expected = text.replace(
        "Purpose:\nTODO: say what this project is for.\n",
        "Owner: the core team.\n\nPurpose:\nKeep notes.\n",
    )
    assert brief.read_text(encoding="utf-8") == expected
    shape = ("brief", "--shape", "One package.")
    ident = plan_id(project, *shape)
    brief.write_text(expected.replace("TODO: name the main parts", "Two parts"))
    before = snapshot(project)
    assert refused(project, *shape, "--apply", "--confirm-plan", ident)["code"] == (
        "PROTOCOL_PLAN_CHANGED"
    )
    blocked = run(project, *shape)
    assert blocked.exit_code == 1
    assert "no placeholder under 'System shape:'" in blocked.output
    assert snapshot(project) == before


def test_enable_declares_in_the_index_after_a_hand_declaration_above_it(project: Path) -> None:
    """A module is declared by hand between the preview and the apply: the apply refuses and
    writes nothing; the next plan sorts the new declaration after the hand-written one."""
    enable = ("enable", "rule/zeta", "--task", "implementation")
    ident = plan_id(project, *enable)
    manifest = memory(project) / "manifest.md"
    by_hand = "- `rules/alpha.md`\n  - activation: explicit-only\n"
    text = manifest.read_text(encoding="utf-8")
    moved = text.replace("### Enabled rules\n- None enabled.\n", f"### Enabled rules\n{by_hand}")
    manifest.write_text(moved, encoding="utf-8")
    (memory(project) / "rules").mkdir()
    (memory(project) / "rules" / "alpha.md").write_text("# Rule: alpha\n", encoding="utf-8")
    before = snapshot(project)
    assert refused(project, *enable, "--apply", "--confirm-plan", ident)["code"] == (
        "PROTOCOL_PLAN_CHANGED"
    )
    assert snapshot(project) == before
    apply(project, *enable)
    zeta = "- `rules/zeta.md`\n  - activation: task-or-explicit\n  - tasks: implementation\n"
    assert manifest.read_text(encoding="utf-8") == moved.replace(by_hand, by_hand + zeta)
    assert errors(project) == []
