"""init --repair, compact and migrate: previewed plans that keep curated bytes."""

from __future__ import annotations

from pathlib import Path

import pytest

from ecc_memory.protocol import check_directory
from protocol_fixtures.support import LEGACY, copy_fixture, snapshot
from protocol_fixtures.writing import SUBJECT, apply, new_ids, plan_id, preview, refused, run


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_fixture(tmp_path).parent.parent


CONFLICT = "- conflict_policy: canonical-subject-and-review"


def memory(project: Path) -> Path:
    return project / "docs" / "memory"


def errors(project: Path) -> list[str]:
    return [
        f"{p.code} {p.path}: {p.message}"
        for p in check_directory(memory(project))
        if p.severity == "error"
    ]


def codes(project: Path, severity: str) -> list[str]:
    return [p.code for p in check_directory(memory(project)) if p.severity == severity]


def test_repair_adds_missing_files_and_metadata_only(project: Path) -> None:
    (memory(project) / "inbox.md").unlink()
    manifest = memory(project) / "manifest.md"
    manifest.write_text(
        manifest.read_text(encoding="utf-8").replace(
            "- conflict_policy: canonical-subject-and-review\n", ""
        ),
        encoding="utf-8",
    )
    curated = {p: (memory(project) / p).read_bytes() for p in ("decisions.md", "brief.md")}
    assert errors(project)
    apply(project, "init", "--repair")
    assert errors(project) == []
    assert (memory(project) / "inbox.md").is_file()
    assert "- conflict_policy: canonical-subject-and-review" in manifest.read_text(encoding="utf-8")
    assert all((memory(project) / p).read_bytes() == data for p, data in curated.items())
    assert preview(project, "init", "--repair")["targets"] == []


def test_repair_after_an_edit_above_the_protocol_section_refuses_then_adds_the_field_there(
    project: Path,
) -> None:
    """The missing field goes in the Protocol section found by its title, not at a line number
    from the preview: two lines written above it after the preview make the apply refuse with
    nothing written, and the next apply puts the field where it belongs (CRLF, no final
    newline: every other byte is kept)."""
    manifest = memory(project) / "manifest.md"
    lines = manifest.read_text(encoding="utf-8").replace(CONFLICT + "\n", "").rstrip("\n")
    manifest.write_bytes(lines.replace("\n", "\r\n").encode())
    ident = plan_id(project, "init", "--repair")
    edited = manifest.read_bytes().replace(
        b"\r\n\r\n", b"\r\n\r\nEdited after the preview.\r\n\r\n", 1
    )
    manifest.write_bytes(edited)
    before = snapshot(project)
    error = refused(project, "init", "--repair", "--apply", "--confirm-plan", ident)
    assert error["code"] == "PROTOCOL_PLAN_CHANGED"
    assert snapshot(project) == before
    apply(project, "init", "--repair")
    last = b"- last_migrated_with: memory-custodian 0.11.0\r\n"
    assert manifest.read_bytes() == edited.replace(last, last + CONFLICT.encode() + b"\r\n")
    assert errors(project) == []


def test_repair_of_an_empty_project_creates_the_core(tmp_path: Path) -> None:
    project = tmp_path / "fresh"
    project.mkdir()
    data = apply(project, "init", "--repair")
    assert len(data["targets"]) == 7  # type: ignore[arg-type]
    assert [c for c in codes(project, "error") if c != "ECC-BRIEF-001"] == []


def test_repair_refuses_a_legacy_manifest(project: Path) -> None:
    manifest = memory(project) / "manifest.md"
    text = manifest.read_text(encoding="utf-8")
    start = text.index("## MemoryCustodian Protocol")
    manifest.write_text(text[:start] + text[text.index("## Trust boundary") :], encoding="utf-8")
    before = snapshot(project)
    assert refused(project, "init", "--repair")["code"] == "PROTOCOL_MIGRATE_FIRST"
    assert snapshot(project) == before


def _decisions_near_budget(project: Path) -> None:
    for n in range(3):
        apply(
            project,
            "add",
            f"Decision number {n} keeps the writers small and reviewable.",
            "--type",
            "decision",
            "--subject",
            SUBJECT,
            "--facet",
            ("security", "performance", "interface")[n],
            "--evidence",
            "user-confirmed",
        )


def test_compact_archives_oldest_decisions(project: Path) -> None:
    _decisions_near_budget(project)
    shown = run(project, "compact", "--target", "decisions.md")
    assert "add --archive-oldest" in shown.stdout
    data = apply(project, "compact", "--target", "decisions.md", "--archive-oldest")
    archives = [
        t["path"]
        for t in data["targets"]  # type: ignore[union-attr]
        if "archive/" in t["path"]
    ]
    assert len(archives) == 1
    archived = (project / archives[0]).read_text(encoding="utf-8")
    assert "MC-DEC-20260704-342e05b7" in archived  # the oldest decision moved first
    text = (memory(project) / "decisions.md").read_text(encoding="utf-8")
    assert "MC-DEC-20260704-342e05b7" not in text
    assert errors(project) == []
    assert "ECC-BUDGET-002" not in codes(project, "warning")


def test_compact_inbox_removes_duplicates_and_archives_promoted(project: Path) -> None:
    inbox = memory(project) / "inbox.md"
    inbox.write_text(
        inbox.read_text(encoding="utf-8") + "\n- Maybe cache.\n- Maybe  cache.\n- Other idea.\n",
        encoding="utf-8",
    )
    apply(project, "add", "Same idea.", "--type", "constraint", "--candidate")
    apply(project, "add", "Same idea.", "--type", "constraint", "--candidate", "--title", "Dup")
    first = apply(project, "add", "Promote me.", "--type", "constraint", "--candidate")
    [candidate] = [w for w in first["changes"][0].split() if w.startswith("MC-INBOX")]  # type: ignore[index]
    apply(
        project,
        "promote",
        candidate,
        "--type",
        "constraint",
        "--evidence",
        "user-confirmed",
        "--subject",
        SUBJECT,
        "--facet",
        "security",
    )
    data = apply(project, "compact")
    notes = " ".join(data["changes"])  # type: ignore[arg-type]
    assert notes.count("Remove duplicate") == 2  # the older 'Same idea.' and one bullet
    text = inbox.read_text(encoding="utf-8")
    assert text.count("- Maybe cache.") == 1
    assert "Maybe  cache." not in text
    assert candidate not in text  # promoted: moved to archive/inbox-<date>.md
    assert errors(project) == []


def test_migrate_legacy_mixed_fixture_passes_check(tmp_path: Path) -> None:
    project = copy_fixture(tmp_path, LEGACY).parent.parent
    assert codes(project, "error")
    data = apply(project, "migrate")
    assert errors(project) == []
    assert run(project, "check").exit_code == 0
    assert codes(project, "warning").count("ECC-LEGACY-001") == 1  # the untyped inbox bullet
    assert any("inbox.md" in w for w in data["warnings"])  # type: ignore[union-attr]
    decisions = (memory(project) / "decisions.md").read_text(encoding="utf-8")
    assert "```memory-custodian-body-v1\n- Store session state" in decisions
    brief = (LEGACY / "brief.md").read_bytes()
    assert (memory(project) / "brief.md").read_bytes() == brief
    assert preview(project, "migrate")["targets"] == []


def test_migrate_after_an_edit_above_a_legacy_unit_refuses_then_converts_that_unit(
    tmp_path: Path,
) -> None:
    """A line written above the legacy decision after the preview: the apply refuses with
    nothing written; the next one converts that unit where it now is and keeps the new line
    (CRLF and a missing final newline kept as the file has them)."""
    project = copy_fixture(tmp_path, LEGACY).parent.parent
    decisions = memory(project) / "decisions.md"
    text = decisions.read_text(encoding="utf-8").rstrip("\n").replace("\n", "\r\n")
    decisions.write_bytes(text.encode())
    ident = plan_id(project, "migrate")
    edited = text.replace("first.\r\n", "first.\r\nEdited after the preview.\r\n")
    decisions.write_bytes(edited.encode())
    before = snapshot(project)
    error = refused(project, "migrate", "--apply", "--confirm-plan", ident)
    assert error["code"] == "PROTOCOL_PLAN_CHANGED"
    assert snapshot(project) == before
    apply(project, "migrate")
    after = decisions.read_bytes().decode()
    head = "# Decisions\r\n\r\nEntries are newest first.\r\nEdited after the preview.\r\n\r\n"
    assert after.startswith(head + "## MC-DEC-")
    assert "\u2014 Local session persistence\r\n" in after
    assert "## Local session persistence" not in after
    assert after.count("\n") == after.count("\r\n")
    assert errors(project) == []


def test_migrate_06_manifest_and_schema_1_bodies(project: Path) -> None:
    manifest = memory(project) / "manifest.md"
    text = manifest.read_text(encoding="utf-8")
    text = text.replace("- protocol_version: 0.7", "- protocol_version: 0.6")
    for key in (
        "entry_schema_version: 2",
        "routing_policy: explicit-task-and-scope",
        "project_id: faac745e-206b-4a84-a4f5-e324343a4c57",
    ):
        text = text.replace(f"- {key}\n", "")
    text = text.replace(
        "### Enabled rules\n- None enabled.",
        "### Enabled rules\n- `rules/output.md`: Output format rules",
    )
    manifest.write_text(text, encoding="utf-8")
    rules = memory(project) / "rules"
    rules.mkdir()
    (rules / "output.md").write_text("# Rule: output\n", encoding="utf-8")
    decisions = memory(project) / "decisions.md"
    decisions.write_text(
        decisions.read_text(encoding="utf-8").replace(
            "Decision:\nSupport and test Python 3.10 through 3.14.",
            "Decision:\nSupport and test Python 3.10 through 3.14.\n    - tested in CI",
        ),
        encoding="utf-8",
    )
    assert refused(project, *("add", "x", "--type", "decision"))["code"] == (
        "PROTOCOL_MIGRATE_FIRST"
    )
    apply(project, "migrate")
    assert errors(project) == []
    migrated = manifest.read_text(encoding="utf-8")
    assert "- protocol_version: 0.7" in migrated
    assert "- entry_schema_version: 2" in migrated
    assert "- `rules/output.md`\n  - activation: explicit-only\n  - description: Output" in (
        migrated
    )
    assert (
        "```memory-custodian-body-v1\nSupport and test Python 3.10 through 3.14.\n"
        "- tested in CI\n```" in decisions.read_text(encoding="utf-8")
    )


def test_migrate_edits_the_manifest_sections_by_title_keeping_crlf_and_no_final_newline(
    project: Path,
) -> None:
    """A 0.6 manifest in CRLF without a final newline, its Load by task section short of a
    route: each edit finds its section by title, so the metadata lines, the nested module
    declaration and the missing route land where they belong, in the file's line ending."""
    manifest = memory(project) / "manifest.md"
    text = manifest.read_text(encoding="utf-8")
    text = text.replace("- protocol_version: 0.7", "- protocol_version: 0.6")
    text = text.replace("- routing_policy: explicit-task-and-scope\n", "")
    text = text.replace("### Preferences\nLoad if present:\n- preferences.md\n\n", "")
    text = text.replace(
        "### Enabled rules\n- None enabled.", "### Enabled rules\n- `rules/output.md`: Output"
    )
    manifest.write_bytes(text.rstrip("\n").replace("\n", "\r\n").encode())
    (memory(project) / "rules").mkdir()
    (memory(project) / "rules" / "output.md").write_text("# Rule: output\n", encoding="utf-8")
    apply(project, "migrate")
    migrated = manifest.read_bytes().decode()
    assert migrated.count("\n") == migrated.count("\r\n")
    assert not migrated.endswith("\n")
    protocol = migrated.split("## MemoryCustodian Protocol\r\n")[1].split("\r\n## ")[0]
    assert "- protocol_version: 0.7\r\n" in protocol
    assert protocol.endswith("- routing_policy: explicit-task-and-scope")
    assert "- `rules/output.md`\r\n  - activation: explicit-only\r\n" in migrated
    routes = migrated.split("## Load by task\r\n")[1].split("\r\n## ")[0]
    assert routes.count("### Preferences\r\n") == 1
    assert errors(project) == []


def test_migrate_refuses_a_newer_protocol(project: Path) -> None:
    manifest = memory(project) / "manifest.md"
    manifest.write_text(
        manifest.read_text(encoding="utf-8").replace(
            "protocol_version: 0.7", "protocol_version: 0.9"
        ),
        encoding="utf-8",
    )
    before = snapshot(project)
    assert refused(project, "migrate")["code"] == "PROTOCOL_CONTRACT"
    assert snapshot(project) == before


def test_migrate_schema_1_keeps_a_literal_wrapper_literal(project: Path) -> None:
    manifest = memory(project) / "manifest.md"
    manifest.write_text(
        manifest.read_text(encoding="utf-8").replace(
            "entry_schema_version: 2", "entry_schema_version: 1"
        ),
        encoding="utf-8",
    )
    decisions = memory(project) / "decisions.md"
    literal = "```memory-custodian-body-v1\nliteral\n```"
    original = decisions.read_text(encoding="utf-8").replace(
        "Decision:\nSupport and test Python 3.10 through 3.14.", f"Decision:\n{literal}"
    )
    decisions.write_text(original, encoding="utf-8")
    data = apply(project, "migrate")
    assert "Re-encode schema-1 bodies in decisions.md" in data["changes"]  # type: ignore[operator]
    assert "- entry_schema_version: 2" in manifest.read_text(encoding="utf-8")
    shown = run(project, "show", "MC-DEC-20260721-3578b077", "--json")
    assert literal in shown.stdout.replace("\\n", "\n")
    untouched = original.split("## MC-DEC-20260721-3578b077")[0]
    assert decisions.read_text(encoding="utf-8").startswith(untouched)
    assert errors(project) == []


def test_compact_archives_the_promoted_candidate_not_its_neighbour(project: Path) -> None:
    """Duplicates are removed first; the promoted unit is then found by what it is, not by a
    line number from before the removal (which named the live candidate below it)."""
    inbox = memory(project) / "inbox.md"
    [live] = new_ids(
        apply(project, "add", "Live idea.", "--type", "constraint", "--candidate"), "MC-INBOX-"
    )
    [gone] = new_ids(
        apply(project, "add", "Promote me.", "--type", "constraint", "--candidate"), "MC-INBOX-"
    )
    promote = ("promote", gone, "--type", "constraint", "--evidence", "user-confirmed")
    apply(project, *promote, "--subject", SUBJECT, "--facet", "security")
    same = ("add", "Same idea.", "--type", "constraint", "--candidate", "--requirement", "a test")
    apply(project, *same)
    apply(project, *same, "--title", "Again")
    apply(project, "compact")
    text = inbox.read_text(encoding="utf-8")
    assert live in text  # still a live candidate in the inbox
    assert gone not in text  # moved to the archive
    archive = next((memory(project) / "archive").glob("inbox-*.md")).read_text(encoding="utf-8")
    assert gone in archive
    assert live not in archive
    assert errors(project) == []


def test_migrate_refuses_a_manifest_with_two_sections_of_one_title(project: Path) -> None:
    """Which of two 'Load by task' sections a missing route belongs in is not knowable: the
    writer refuses, names the section, and writes nothing (it was an internal error)."""
    manifest = memory(project) / "manifest.md"
    text = manifest.read_text(encoding="utf-8").replace(
        "- protocol_version: 0.7", "- protocol_version: 0.6"
    )
    text = text.replace("### Preferences\nLoad if present:\n- preferences.md\n\n", "")
    start = text.index("## Load by task")
    end = text.index("\n## ", start + 3)
    manifest.write_text(text[:end] + "\n\n" + text[start:end] + text[end:], encoding="utf-8")
    before = snapshot(memory(project))
    found = refused(project, "migrate")
    assert found["code"] == "PROTOCOL_DUPLICATE_SECTION"
    assert "2 '## Load by task' sections" in str(found["message"])
    assert snapshot(memory(project)) == before
