"""A protocol writer run through the CLI, the same for every writer: the preview prints its
Plan ID first and writes nothing; ``--apply --confirm-plan ID`` writes exactly the planned files
and leaves ``protocol check`` without errors; a stale Plan ID, ``--apply`` without a Plan ID,
``--confirm-plan`` without ``--apply`` and a blocked plan are refused (exit 2, one ``Error:``
line, nothing written); a blocked preview exits 1. The writers' runner is moving between
modules (``cli/writer_run`` onto ``app``), so this pins what a user sees, not where it lives."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import snapshot
from ecc_memory.cli.main import ecc
from gitrepo import clock_now, init_repo, iso
from protocol_fixtures.support import FIXTURE

SUBJECT = "MC-SUBJ-20260729-7e5c3a91"  # "Protocol governance" in the 0.7 fixture
PLAN_LINE = re.compile(r"^Plan ID: ([0-9a-f]{16})$")

# Each writer's command line, and the files under docs/memory/ its plan writes.
WRITERS: dict[str, tuple[tuple[str, ...], set[str]]] = {
    "add": (("add", "Keep it small.", "--type", "decision", "--subject", SUBJECT, "--facet", "workflow", "--evidence", "user-confirmed"), {"decisions.md", "changelog.md"}),  # noqa: E501
    "add --candidate": (("add", "Maybe cache.", "--type", "decision", "--candidate", "--subject", SUBJECT, "--facet", "lifecycle"), {"inbox.md", "changelog.md"}),  # noqa: E501
    "add constraint": (("add", "Never log tokens.", "--type", "constraint", "--subject", "MC-SUBJ-20260801-20000002", "--facet", "security", "--evidence", "user-confirmed"), {"constraints.md", "changelog.md"}),  # noqa: E501
    "enable": (("enable", "area/src", "--path", "src/**"), {"areas/src.md", "manifest.md", "changelog.md"}),  # noqa: E501
    "forget": (("forget", "Gemini thin-context"), {"decisions.md", "do-not-use.md", "changelog.md"}),  # noqa: E501
    "forget --id": (("forget", "--id", "MC-DEC-20260712-53d9eded"), {"decisions.md", "do-not-use.md", "changelog.md"}),  # noqa: E501
    "migrate": (("migrate",), {"changelog.md", "do-not-use.md", "preferences.md", "manifest.md", "brief.md"}),  # noqa: E501
    "subject add": (("subject", "add", "New thing", "--kind", "feature", "--canonical-ref", "feature:new-thing", "--evidence", "user-confirmed"), {"subjects.md", "changelog.md"}),  # noqa: E501
    "subject rename": (("subject", "rename", SUBJECT, "Protocol rules"), {"subjects.md", "changelog.md"}),  # noqa: E501
    "subject add-alias": (("subject", "add-alias", SUBJECT, "memory governance"), {"subjects.md", "changelog.md"}),  # noqa: E501
    "subject merge": (("subject", "merge", "MC-SUBJ-20260801-60000006", "--into", "MC-SUBJ-20260801-50000005"), {"subjects.md", "changelog.md", "decisions.md"}),  # noqa: E501
}  # fmt: skip


@pytest.fixture
def root(tmp_path: Path) -> Path:
    project = init_repo(tmp_path / "repo", commit=False)
    shutil.copytree(FIXTURE, project / "docs" / "memory")
    return project


def _run(root: Path, *args: str) -> tuple[int, str, str]:
    here = os.getcwd()
    os.chdir(root)
    try:
        env = {"ECC_MEMORY_NOW": iso(clock_now())}
        result = CliRunner().invoke(ecc, ["memory", "protocol", *args], env=env)
    finally:
        os.chdir(here)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.stderr
    return result.exit_code, result.stdout, result.stderr


def _plan_id(root: Path, *args: str) -> str:
    code, out, err = _run(root, *args)
    assert code == 0, out + err
    found = PLAN_LINE.match(out.splitlines()[0])
    assert found, out
    return found.group(1)


def _changed(before: dict[str, bytes | str], after: dict[str, bytes | str]) -> set[str]:
    names = before.keys() | after.keys()
    return {name for name in names if before.get(name, "dir") != after.get(name, "dir")}


@pytest.mark.parametrize("name", WRITERS)
def test_a_preview_then_its_plan_id_writes_exactly_the_planned_files(root: Path, name: str) -> None:
    args, files = WRITERS[name]
    before = snapshot(root)
    plan_id = _plan_id(root, *args)
    assert snapshot(root) == before
    assert _plan_id(root, *args) == plan_id  # the same files, the same arguments: the same plan
    code, out, err = _run(root, *args, "--apply", "--confirm-plan", plan_id)
    assert code == 0, out + err
    assert out.startswith(f"Applied plan {plan_id}: wrote ")
    changed = _changed(before, snapshot(root))
    assert changed
    assert changed <= {f"docs/memory/{rel}" for rel in files}
    for rel in changed:
        assert rel.removeprefix("docs/memory/") in out.splitlines()[0]
    check_code, check_out, _ = _run(root, "check")
    assert check_code == 0, check_out


@pytest.mark.parametrize("name", WRITERS)
def test_a_stale_or_missing_plan_id_is_refused_and_writes_nothing(root: Path, name: str) -> None:
    args, _ = WRITERS[name]
    plan_id = _plan_id(root, *args)
    before = snapshot(root)
    refusals = {
        ("--apply", "--confirm-plan", "0123456789abcdef"): "0123456789abcdef",
        ("--apply",): "--confirm-plan",
        ("--confirm-plan", plan_id): "--apply",
    }
    for extra, named in refusals.items():
        code, out, err = _run(root, *args, *extra)
        assert code == 2, (extra, out, err)
        assert out == ""
        assert err.startswith("Error: ")
        assert err.count("\n") == 1, err
        assert named in err
    assert snapshot(root) == before


def test_a_plan_goes_stale_when_a_memory_file_changes_after_the_preview(root: Path) -> None:
    args, _ = WRITERS["add"]
    plan_id = _plan_id(root, *args)
    decisions = root / "docs" / "memory" / "decisions.md"
    decisions.write_bytes(decisions.read_bytes() + b"\n")
    before = snapshot(root)
    code, _, err = _run(root, *args, "--apply", "--confirm-plan", plan_id)
    assert code == 2
    assert "nothing was written" in err
    assert snapshot(root) == before


@pytest.mark.parametrize(
    ("args", "blocker"),
    [
        # The fixture's brief.md is curated already: no placeholder to fill.
        (("brief", "--purpose", "Durable memory."), "brief.md has no placeholder"),
        (("forget", "CLI"), "a topic shorter than 4 characters matches too much"),
    ],
    ids=["brief", "forget-short-topic"],
)
def test_a_blocked_preview_exits_1_and_its_apply_is_refused(
    root: Path, args: tuple[str, ...], blocker: str
) -> None:
    before = snapshot(root)
    code, out, _ = _run(root, *args)
    assert code == 1
    assert f"- {blocker}" in out
    assert out.splitlines()[-1] == "Blocked: resolve the blockers above; nothing was written."
    plan_id = PLAN_LINE.match(out.splitlines()[0])
    assert plan_id
    code, out, err = _run(root, *args, "--apply", "--confirm-plan", plan_id.group(1))
    assert code == 2
    assert err.startswith(f"Error: refused: {blocker}")
    assert err.rstrip().endswith("nothing was written")
    assert snapshot(root) == before


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("add", "x", "--type", "bogus"), "--type"),
        (("add", "Keep it.", "--type", "decision", "--subject", "MC-SUBJ-nope", "--facet", "workflow", "--evidence", "user-confirmed"), "MC-SUBJ-nope"),  # noqa: E501
        (("promote", "MC-INBOX-nope", "--type", "decision", "--evidence", "user-confirmed"), "MC-INBOX-nope"),  # noqa: E501
        (("assign", "MC-DEC-nope", "--subject", SUBJECT, "--facet", "workflow"), "MC-DEC-nope"),
        (("compact", "--target", "nowhere.md"), "--target"),
        (("enable", "everything"), "enable takes"),
        (("subject", "merge", SUBJECT, "--into", "MC-SUBJ-nope"), "Subject"),
    ],
    ids=["type", "unknown-subject", "promote", "assign", "compact", "enable", "merge-unknown"],
)  # fmt: skip
def test_a_writer_s_refusal_is_one_error_line_and_writes_nothing(
    root: Path, args: tuple[str, ...], said: str
) -> None:
    before = snapshot(root)
    code, out, err = _run(root, *args)
    assert code == 2, out + err
    assert out == ""
    assert err.splitlines()[-1].startswith("Error: ")
    assert said in err
    assert snapshot(root) == before


def test_a_writer_without_a_memory_directory_names_the_command_that_creates_it(
    tmp_path: Path,
) -> None:
    bare = init_repo(tmp_path / "bare", commit=False)
    before = snapshot(bare)
    code, out, err = _run(bare, *WRITERS["add"][0])
    assert (code, out) == (2, "")
    assert err == (
        "Error: the memory directory does not exist; run `ecc memory protocol init` first\n"
    )
    assert snapshot(bare) == before
