"""``forget``: whole units only, soft guards, hard forgetting without a trace, blockers."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from ecc_memory.protocol import check_directory
from protocol_fixtures.support import copy_fixture, snapshot
from protocol_fixtures.writing import SUBJECT, apply, new_ids, plan_id, preview, refused, run

TOPIC = "Gemini thin-context"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_fixture(tmp_path).parent.parent


def tree_text(project: Path) -> str:
    memory = project / "docs" / "memory"
    return "\n".join(
        p.read_text(encoding="utf-8")
        for p in sorted(memory.rglob("*.md"))
        if "archive" not in p.parts
    )


def no_errors(project: Path) -> bool:
    return not [p for p in check_directory(project / "docs" / "memory") if p.severity == "error"]


def test_soft_forget_removes_the_unit_and_adds_a_guard(project: Path) -> None:
    data = apply(project, "forget", TOPIC)
    assert "Remove MC-DEC-20260708-ab7efbab" in data["changes"]  # type: ignore[operator]
    text = (project / "docs" / "memory" / "decisions.md").read_text(encoding="utf-8")
    assert "MC-DEC-20260708-ab7efbab" not in text
    guards = (project / "docs" / "memory" / "do-not-use.md").read_text(encoding="utf-8")
    assert f"Forgotten: {TOPIC}" in guards
    assert no_errors(project)
    again = preview(project, "forget", TOPIC.upper())
    assert again["targets"] == []  # the same topic again (any case) changes nothing


def test_hard_forget_keeps_no_trace_of_the_topic(project: Path) -> None:
    shown = run(project, "forget", TOPIC, "--mode", "hard")
    assert shown.exit_code == 0, shown.output
    assert TOPIC.casefold() not in shown.stdout.casefold()
    assert "Digests" not in shown.stdout
    data = preview(project, "forget", TOPIC, "--mode", "hard")
    assert TOPIC.casefold() not in str(data).casefold()
    assert all("base_sha256" not in target for target in data["targets"])  # type: ignore[union-attr]
    apply(project, "forget", TOPIC, "--mode", "hard")
    assert TOPIC.casefold() not in tree_text(project).casefold()
    assert "Forgotten memory" in tree_text(project)
    assert no_errors(project)


def test_hard_forget_removes_earlier_soft_guards(project: Path) -> None:
    apply(project, "forget", TOPIC)
    assert TOPIC in tree_text(project)
    apply(project, "forget", TOPIC, "--mode", "hard")
    assert TOPIC.casefold() not in tree_text(project).casefold()


def test_forget_by_id_and_legacy_unit(project: Path) -> None:
    apply(project, "forget", "--id", "MC-DEC-20260712-53d9eded")
    apply(project, "forget", "--id", "constraints.md#unit-2", "--mode", "hard")
    text = tree_text(project)
    assert "MC-DEC-20260712-53d9eded —" not in text
    assert "Skill, plugin, and CLI installation" not in text
    assert no_errors(project)


def test_an_entry_added_above_after_the_preview_refuses_and_the_next_plan_forgets_the_same_one(
    project: Path,
) -> None:
    """Between the preview and the apply a new Entry lands above the one to forget: the apply
    names the change and writes nothing; the next preview removes that Entry, not the lines
    where it used to be."""
    target = "MC-DEC-20260712-53d9eded"
    forget = ("forget", "--id", target)
    ident = plan_id(project, *forget)
    added = apply(
        project,
        *("add", "Forget by identity.", "--type", "decision", "--subject", SUBJECT),
        *("--facet", "workflow", "--evidence", "user-confirmed", "--reason", "Safe edits."),
    )
    [new] = new_ids(added, "MC-DEC-")
    before = snapshot(project)
    error = refused(project, *forget, "--apply", "--confirm-plan", ident)
    assert error["code"] == "PROTOCOL_PLAN_CHANGED"
    assert "changed since the preview" in str(error["message"])
    assert snapshot(project) == before
    apply(project, *forget)
    decisions = (project / "docs" / "memory" / "decisions.md").read_text(encoding="utf-8")
    assert f"## {target} " not in decisions
    assert f"## {new} \u2014 Forget by identity." in decisions
    rest = before["docs/memory/decisions.md"].decode("utf-8")  # every other Entry unchanged
    start = rest.index(f"## {target} ")
    following = rest.index("\n## ", start + 1) + 1
    assert decisions == rest[:start] + rest[following:]
    assert no_errors(project)


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (("forget", "Gemini"), "units match"),
        (("forget", "CLI"), "shorter than"),
        (("forget", "Entries are newest first"), "preamble"),
        (("forget", "--id", "MC-DEC-20260801-07000007"), "references MC-DEC-20260801-07000007"),
        (("forget", "--id", "MC-SUBJ-20260801-30000003"), "no Entry"),
    ],
)
def test_blocked_forgets_write_nothing(project: Path, args: tuple[str, ...], needle: str) -> None:
    before = snapshot(project)
    result = run(project, *args)
    assert result.exit_code in (1, 2)
    assert needle in result.output
    if result.exit_code == 1:  # a blocked preview; its apply is refused too
        ident = result.stdout.splitlines()[0].removeprefix("Plan ID: ")
        assert refused(project, *args, "--apply", "--confirm-plan", ident)["code"] == (
            "PROTOCOL_BLOCKED"
        )
    assert snapshot(project) == before


def test_history_check(project: Path) -> None:
    result = run(project, "forget", TOPIC, "--history-check")
    assert "History check: unavailable" in result.stdout
    git = ["git", "-C", str(project)]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "memory"], check=True)
    found = run(project, "forget", TOPIC, "--history-check", "--mode", "hard")
    assert "History check: reachable-copy-detected" in found.stdout
    missing = run(project, "forget", "zz-never-written-zz", "--history-check")
    assert "History check: no-reachable-copy-detected (not proof" in missing.stdout
