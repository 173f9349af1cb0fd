"""The ``ecc memory protocol`` adapter: output formats, exit codes, init and status."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from ecc_memory.cli.protocol import protocol
from protocol_fixtures.support import copy_fixture, replace, snapshot, write

BRIEF = "# Project Brief\n\nPurpose:\nA small tool that keeps project memory reviewable.\n"


def _run(project: Path, *args: str) -> Result:
    return CliRunner().invoke(protocol, [*args, "--project-root", str(project)])


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_fixture(tmp_path).parent.parent


def test_check_text_ok_with_warnings(project: Path) -> None:
    result = _run(project, "check")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[0] == "Memory protocol check: OK"
    assert "docs/memory/constraints.md:3: warning: ECC-LEGACY-001:" in result.stdout


def test_check_json_and_errors(project: Path) -> None:
    replace("manifest.md", "protocol_version: 0.7", "protocol_version: 0.8")(
        project / "docs" / "memory")
    before = snapshot(project)
    result = _run(project, "check", "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["ok"] is False
    assert {f["code"] for f in data["findings"] if f["severity"] == "error"} == {
        "MC-ROUTING-007"}
    assert snapshot(project) == before


def test_check_github_annotations(project: Path) -> None:
    replace("decisions.md", "Scope: project", "Scope: Project")(project / "docs" / "memory")
    result = _run(project, "check", "--format", "github")
    assert result.exit_code == 1
    errors = [line for line in result.stdout.splitlines() if line.startswith("::error ")]
    assert errors == [
        "::error file=docs/memory/decisions.md,line=5,title=MC-CONFLICT-007::"
        "MC-DEC-20260827-8f4c2a91 has an invalid Scope 'Project'"]


def test_check_conflicts_reports_a_status(project: Path) -> None:
    result = _run(project, "check", "--conflicts")
    assert result.exit_code == 0
    assert "Conflict status: CLEAR" in result.stdout


def test_focused_modes_are_exclusive_flags(project: Path) -> None:
    result = _run(project, "check", "--routing", "--freshness")
    # click keeps the last flag_value; the adapter runs exactly one focused mode
    assert "Memory protocol freshness check" in result.stdout


def test_memory_dir_must_live_under_docs(project: Path) -> None:
    result = _run(project, "check", "--memory-dir", "notes/memory", "--json")
    assert result.exit_code == 2
    assert json.loads(result.stdout)["error"]["code"] == "PROTOCOL_MEMORY_DIR"
    escaping = _run(project, "check", "--memory-dir", "docs/../../etc")
    assert escaping.exit_code == 2
    assert "Error:" in escaping.stderr


def test_missing_memory_dir_is_a_finding(tmp_path: Path) -> None:
    result = _run(tmp_path, "check")
    assert result.exit_code == 1
    assert "ECC-FILE-001" in result.stdout


def test_context_explain_and_json(project: Path) -> None:
    result = _run(project, "context", "--task", "implementation", "--explain")
    assert result.exit_code == 0
    assert "  Reason: MC-ROUTE-TASK" in result.stdout
    assert "## decisions.md" in result.stdout
    data = json.loads(_run(project, "context", "--task", "implementation", "--json").stdout)
    assert data["completeness"] == "COMPLETE"
    assert [m["path"] for m in data["loaded"]][:2] == ["brief.md", "constraints.md"]
    assert data["loaded"][0]["content"].startswith("# Project Brief")


def test_context_strict_refuses_incomplete_packs(project: Path) -> None:
    (project / "docs" / "memory" / "decisions.md").unlink()
    result = _run(project, "context", "--task", "planning", "--strict")
    assert result.exit_code == 1
    assert "Strict context refused: completeness is INCOMPLETE" in result.stderr
    assert "## brief.md" not in result.stdout
    assert _run(project, "context", "--task", "planning").exit_code == 0


def test_context_unknown_task_is_a_usage_error(project: Path) -> None:
    result = _run(project, "context", "--task", "deploy", "--json")
    assert result.exit_code == 2
    assert json.loads(result.stdout)["error"]["code"] == "PROTOCOL_TASK"


def test_status_lines_and_migration(project: Path) -> None:
    result = _run(project, "status")
    assert result.exit_code == 0
    assert "brief.md: OK, 249/500 tokens" in result.stdout
    assert "Protocol version: 0.7 (current)" in result.stdout
    replace("manifest.md", "entry_schema_version: 2", "entry_schema_version: 1")(
        project / "docs" / "memory")
    data = json.loads(_run(project, "status", "--json").stdout)
    assert data["migration"] == "available: Entry schema 1 -> 2"
    assert data["needs_attention"] is True


def test_status_flags_over_budget(project: Path) -> None:
    write("docs/memory/preferences.md", "# Preferences\n\n" + "- prefer it\n" * 120)(project)
    result = _run(project, "status")
    assert result.exit_code == 1
    assert "preferences.md: OVER BUDGET" in result.stdout


def test_init_then_real_brief_passes_check(tmp_path: Path) -> None:
    result = _run(tmp_path, "init", "--json")
    assert result.exit_code == 0
    created = json.loads(result.stdout)["created"]
    assert sorted(created) == ["brief.md", "constraints.md", "decisions.md", "do-not-use.md",
                               "inbox.md", "manifest.md", "subjects.md"]
    failed = _run(tmp_path, "check", "--json")
    assert failed.exit_code == 1
    assert {f["code"] for f in json.loads(failed.stdout)["findings"]} == {"ECC-BRIEF-001"}
    (tmp_path / "docs" / "memory" / "brief.md").write_text(BRIEF)
    for flags in ([], ["--conflicts"], ["--routing"], ["--reachability"], ["--freshness"]):
        assert _run(tmp_path, "check", *flags).exit_code == 0, flags
    assert _run(tmp_path, "status").exit_code == 0
    context = _run(tmp_path, "context", "--task", "implementation", "--strict")
    assert context.exit_code == 0, context.output


def test_init_never_overwrites(tmp_path: Path) -> None:
    memory = tmp_path / "docs" / "memory"
    memory.mkdir(parents=True)
    (memory / "brief.md").write_text(BRIEF)
    result = _run(tmp_path, "init")
    assert result.exit_code == 0
    assert "kept existing brief.md" in result.stdout
    assert (memory / "brief.md").read_text() == BRIEF
    before = snapshot(tmp_path)
    again = json.loads(_run(tmp_path, "init", "--json").stdout)
    assert again["created"] == []
    assert snapshot(tmp_path) == before


def test_init_scaffold_has_a_uuid4_project_id(tmp_path: Path) -> None:
    _run(tmp_path, "init")
    manifest = (tmp_path / "docs" / "memory" / "manifest.md").read_text()
    line = next(x for x in manifest.splitlines() if x.startswith("- project_id: "))
    import uuid

    assert uuid.UUID(line.split(": ")[1]).version == 4


def test_importing_the_adapter_stays_light() -> None:
    probe = ("import sys; import ecc_memory.cli.protocol; "
             "print(','.join(m for m in ('detect_secrets', 'pygit2') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == ""


def test_whole_process_entry_point(project: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "ecc_memory", "memory", "protocol", "check",
                           "--json", "--project-root", str(project)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["ok"] is True


def test_symlinked_docs_component_is_refused(tmp_path: Path) -> None:
    real = copy_fixture(tmp_path / "real").parent
    project = tmp_path / "project"
    project.mkdir()
    (project / "docs").symlink_to(real, target_is_directory=True)
    result = _run(project, "check", "--json")
    assert result.exit_code == 2
    assert json.loads(result.stdout)["error"]["code"] == "PROTOCOL_SYMLINK"


def test_freshness_compares_revisions_with_git_head(project: Path) -> None:
    from gitrepo import git, init_repo

    init_repo(project)
    head = git(project, "rev-parse", "HEAD").stdout.strip()
    memory = project / "docs" / "memory"
    replace("decisions.md", "- repo:cli/memory_custodian/entries.py",
            f"- repo:README.md@{head[:10]}")(memory)
    replace("decisions.md", "- repo:cli/memory_custodian/local_overlay.py",
            "- repo:README.md@0123456789")(memory)
    lines = (memory / "decisions.md").read_text().splitlines()
    current = lines.index(f"- repo:README.md@{head[:10]}") + 1
    stale = lines.index("- repo:README.md@0123456789") + 1
    result = _run(project, "check", "--freshness", "--json")
    findings = json.loads(result.stdout)["findings"]
    fresh = {(f["code"], f["line"]) for f in findings if f["path"] == "decisions.md"}
    assert ("MC-FRESH-002", stale) in fresh
    assert ("MC-FRESH-002", current) not in fresh
    assert not any(f["code"] == "MC-FRESH-003" for f in findings)


def test_freshness_without_git_degrades_to_info(project: Path) -> None:
    replace("decisions.md", "- repo:cli/memory_custodian/entries.py", "- repo:README.md@abc1234")(
        project / "docs" / "memory")
    (project / "README.md").write_text("x\n")
    result = _run(project, "check", "--freshness", "--json")
    infos = [f for f in json.loads(result.stdout)["findings"] if f["severity"] == "info"]
    assert [f["code"] for f in infos] == ["MC-FRESH-003"]


def test_symlinked_files_never_reach_status_or_context(project: Path, tmp_path: Path) -> None:
    memory = project / "docs" / "memory"
    outside = tmp_path / "outside.md"
    outside.write_text("# Preferences\n\n- leaked from outside\n")
    (memory / "preferences.md").unlink()
    (memory / "preferences.md").symlink_to(outside)
    status = _run(project, "status")
    assert status.exit_code == 1
    assert "preferences.md: UNSAFE" in status.stdout
    context = _run(project, "context", "--task", "implementation")
    assert "leaked from outside" not in context.stdout
    assert "MC-MISSING-OPTIONAL" in _run(project, "context", "--task", "implementation",
                                         "--explain").stdout
