"""``--project-root DIR`` has one meaning on every command: the project at or above DIR, as if
the command ran in DIR (issue 33: the protocol commands took exactly DIR, so ``propose ID
--project-root sub/`` refused what running it in ``sub/`` did). And every refusal of a finding
carries its finding's code."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gitrepo import init_repo

ECC = str(Path(sys.executable).parent / "ecc")


def ecc(cwd: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ECC, *args], cwd=cwd, input=stdin, capture_output=True, text=True, check=False,
        timeout=120,
    )  # fmt: skip


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    root = init_repo(tmp_path / "repo")
    (root / "sub" / "deeper").mkdir(parents=True)
    for args, stdin in (
        (("memory", "init"), ""),
        (("memory", "protocol", "init"), ""),
    ):
        assert ecc(root, *args, stdin=stdin).returncode == 0
    return root


def _saved(repo: Path) -> str:
    done = ecc(repo, "memory", "save", "--title", "Use tabs", "--kind", "decision", "--stdin",
               stdin="Tabs, not spaces.\n")  # fmt: skip
    assert done.returncode == 0, done.stderr
    return next(line[4:] for line in done.stdout.splitlines() if line.startswith("ID: "))


@pytest.mark.parametrize(
    "args",
    [
        ("memory", "protocol", "check", "--json"),
        ("memory", "protocol", "status", "--json"),
        ("memory", "protocol", "list", "--json"),
        ("memory", "search", "tabs", "--json"),
    ],
    ids=" ".join,
)
def test_project_root_below_the_project_is_the_project(
    repo: Path, tmp_path: Path, args: tuple[str, ...]
) -> None:
    _saved(repo)
    here = ecc(repo / "sub" / "deeper", *args)
    given = ecc(tmp_path, *args, "--project-root", str(repo / "sub" / "deeper"))
    assert (given.returncode, given.stdout) == (here.returncode, here.stdout)
    assert given.returncode in (0, 1), given.stderr


def test_propose_with_project_root_below_does_what_running_there_does(
    repo: Path, tmp_path: Path
) -> None:
    memory_id = _saved(repo)
    here = ecc(repo / "sub", "memory", "propose", memory_id, "--json")
    given = ecc(tmp_path, "memory", "propose", memory_id, "--project-root", str(repo / "sub"),
                "--json")  # fmt: skip
    assert here.returncode == 0, here.stdout + here.stderr
    assert (given.returncode, json.loads(given.stdout)["planId"]) == (
        0, json.loads(here.stdout)["planId"],
    )  # fmt: skip


@pytest.mark.parametrize(
    "args",
    [
        ("memory", "protocol", "init"),
        ("memory", "protocol", "check"),
        ("memory", "protocol", "local", "status"),
        ("memory", "protocol", "migrate"),
        ("memory", "propose", "20250101-deadbeef"),
        ("memory", "search", "tabs"),
    ],
    ids=" ".join,
)
def test_a_project_root_that_does_not_exist_is_refused_as_on_every_command(
    tmp_path: Path, args: tuple[str, ...]
) -> None:
    # The protocol commands took a missing directory (`protocol init` created it, with a
    # docs/memory/ inside); the vault and git commands refuse it before they run.
    missing = tmp_path / "no" / "such" / "dir"
    done = ecc(tmp_path, *args, "--project-root", str(missing), "--json")
    assert done.returncode == 2
    error = json.loads(done.stdout)["error"]
    assert error["code"] == "USAGE"
    assert "'--project-root'" in error["message"]
    assert "does not exist" in error["message"]
    assert not (tmp_path / "no").exists()


@pytest.mark.parametrize(
    ("subject", "finding"),
    [("No such subject", "MC-CONFLICT-005"), ("MC-SUBJ-20260101-deadbeef", "MC-CONFLICT-005")],
)
def test_a_refused_subject_names_its_finding_code(repo: Path, subject: str, finding: str) -> None:
    done = ecc(repo, "memory", "protocol", "add", "Use tabs", "--type", "decision",
               "--subject", subject, "--facet", "architecture", "--evidence", "user-confirmed",
               "--json")  # fmt: skip
    assert done.returncode == 2
    error = json.loads(done.stdout)["error"]
    assert (error["code"], error["finding"]) == ("PROTOCOL_SUBJECT", finding)
    assert error["message"].startswith(f"{finding}: ")
    text = ecc(repo, "memory", "protocol", "subject", "rename", subject, "New title")
    assert text.returncode == 2
    assert text.stderr.startswith("Error: MC-CONFLICT-0"), text.stderr


def test_a_missing_registry_is_refused_with_mc_conflict_010(repo: Path) -> None:
    (repo / "docs" / "memory" / "subjects.md").unlink()
    done = ecc(repo, "memory", "protocol", "subject", "add", "Tabs", "--kind", "concept",
               "--evidence", "user-confirmed", "--json")  # fmt: skip
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["finding"] == "MC-CONFLICT-010"


def test_a_malformed_reconciliation_record_names_its_entries(repo: Path) -> None:
    (repo / "docs" / "memory" / "reconciliations.md").write_text(
        "# Reconciliations\n\n## Reconciled the tab decisions\nStatus: active\n"
        "Resolution: distinct\nEntries:\n- MC-DEC-20260101-aaaaaaaa\n- MC-DEC-20260101-bbbbbbbb\n"
        "Evidence:\n- user-confirmed\n",
        encoding="utf-8",
    )
    names = "(Entries: MC-DEC-20260101-aaaaaaaa, MC-DEC-20260101-bbbbbbbb)"
    text = ecc(repo, "memory", "protocol", "check", "--conflicts")
    assert text.returncode == 1
    assert "MC-CONFLICT-008: unit is not a canonical" in text.stdout
    assert names in text.stdout
    data = json.loads(ecc(repo, "memory", "protocol", "check", "--conflicts", "--json").stdout)
    found = [f for f in data["findings"] if f["code"] == "MC-CONFLICT-008"]
    assert len(found) == 1
    assert names in found[0]["message"]
