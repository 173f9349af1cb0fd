"""The ``ecc memory protocol`` adapter: output formats, exit codes, init and status."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from ecc_memory.cli.protocol import protocol
from protocol_fixtures.support import Mutation, copy_fixture, replace, snapshot, write

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
        project / "docs" / "memory"
    )
    before = snapshot(project)
    result = _run(project, "check", "--json")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["ok"] is False
    assert {f["code"] for f in data["findings"] if f["severity"] == "error"} == {"MC-ROUTING-007"}
    assert snapshot(project) == before


def test_check_github_annotations(project: Path) -> None:
    replace("decisions.md", "Scope: project", "Scope: Project")(project / "docs" / "memory")
    result = _run(project, "check", "--format", "github")
    assert result.exit_code == 1
    errors = [line for line in result.stdout.splitlines() if line.startswith("::error ")]
    assert errors == [
        "::error file=docs/memory/decisions.md,line=5,title=MC-CONFLICT-007::"
        "MC-DEC-20260827-8f4c2a91 has an invalid Scope 'Project'"
    ]


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
        project / "docs" / "memory"
    )
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
    assert sorted(created) == [
        "brief.md",
        "constraints.md",
        "decisions.md",
        "do-not-use.md",
        "inbox.md",
        "manifest.md",
        "subjects.md",
    ]
    fresh = _run(tmp_path, "check", "--json")  # a fresh tree passes; the brief is a warning
    assert fresh.exit_code == 0, fresh.output
    [finding] = json.loads(fresh.stdout)["findings"]
    assert finding["code"] == "ECC-BRIEF-001"
    assert "ecc memory protocol brief" in finding["message"]
    assert "ecc memory protocol brief" in _run(tmp_path, "init").output
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
    probe = (
        "import sys; import ecc_memory.cli.protocol; "
        "print(','.join(m for m in ('detect_secrets', 'pygit2') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""


def test_whole_process_entry_point(project: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "ecc_memory",
            "memory",
            "protocol",
            "check",
            "--json",
            "--project-root",
            str(project),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
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
    replace(
        "decisions.md", "- repo:cli/memory_custodian/entries.py", f"- repo:README.md@{head[:10]}"
    )(memory)
    replace(
        "decisions.md",
        "- repo:cli/memory_custodian/local_overlay.py",
        "- repo:README.md@0123456789",
    )(memory)
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
        project / "docs" / "memory"
    )
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
    assert (
        "MC-MISSING-OPTIONAL"
        in _run(project, "context", "--task", "implementation", "--explain").stdout
    )


ROUTING_REJECTS = [
    # (mutation over the memory dir, the code `check --routing` rejects it with)
    (write("rules/output.md", "# Output\n\nKeep it short.\n"), "MC-ROUTING-003"),
    (
        replace(
            "manifest.md",
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/output.md`\n  - activation: explicit-only\n"
            "  - exclusive-group: x",
        ),
        "MC-ROUTING-003",
    ),
    (
        replace(
            "manifest.md",
            "### Implementation / execution / debugging\nLoad:\n- decisions.md",
            "### Implementation / execution / debugging\nLoad:\n- decisions.md\n- brief.md",
        ),
        "MC-ROUTING-007",
    ),
    (
        replace(
            "manifest.md", "### Preferences\n", "### Deployment\n- brief.md\n\n### Preferences\n"
        ),
        "MC-ROUTING-007",
    ),
]


@pytest.mark.parametrize(("mutation", "code"), ROUTING_REJECTS)
@pytest.mark.parametrize("strict", [True, False])
def test_context_refuses_a_manifest_that_check_routing_rejects(
    project: Path, mutation: Mutation, code: str, strict: bool
) -> None:
    mutation(project / "docs" / "memory")
    routing = _run(project, "check", "--routing", "--json")
    assert routing.exit_code == 1
    assert code in {f["code"] for f in json.loads(routing.stdout)["findings"]}
    flags = ["--strict"] if strict else []
    result = _run(project, "context", "--task", "implementation", *flags)
    assert result.exit_code == 2, result.output
    assert "Routing completeness: INVALID" in result.stdout
    assert "Conflict status: INVALID" in result.stdout
    assert "## brief.md" not in result.stdout
    assert code in result.stderr
    data = _run(project, "context", "--task", "implementation", "--json", *flags)
    assert data.exit_code == 2
    pack = json.loads(data.stdout)
    assert pack["completeness"] == "INVALID"
    assert pack["conflict_status"] == "INVALID"
    assert all(module["content"] is None for module in pack["loaded"])
    assert code in {finding["code"] for finding in pack["invalid_findings"]}


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("- project_id: faac745e-206b-4a84-a4f5-e324343a4c57\n", ""),
        ("protocol_version: 0.7", "protocol_version: 0.8"),
        ("entry_schema_version: 2", "entry_schema_version: 3"),
        ("conflict_schema_version: 1", "conflict_schema_version: 2"),
    ],
)
def test_conflict_status_is_invalid_when_the_contract_is(project: Path, old: str, new: str) -> None:
    replace("manifest.md", old, new)(project / "docs" / "memory")
    text = _run(project, "check", "--conflicts")
    assert text.exit_code == 1
    assert "Conflict status: INVALID" in text.stdout
    data = json.loads(_run(project, "check", "--conflicts", "--json").stdout)
    assert data["conflict_status"] == "INVALID"
    pack = json.loads(_run(project, "context", "--task", "implementation", "--json").stdout)
    assert pack["conflict_status"] == "INVALID"


SECOND_OWNER = (
    "\n## MC-CON-20260901-0000000b — Fence bodies\n\nStatus: active\nScope: project\n"
    "Subject: MC-SUBJ-20260729-7e5c3a91\nFacet: compatibility\nEvidence:\n- user-confirmed\n\n"
    "Constraint:\nFence structural body lines.\n"
)


def test_a_pack_that_loads_one_side_of_a_conflict_carries_it(project: Path) -> None:
    from protocol_fixtures.support import append

    append("constraints.md", SECOND_OWNER)(project / "docs" / "memory")
    conflicts = _run(project, "check", "--conflicts", "--json")
    assert json.loads(conflicts.stdout)["conflict_status"] == "CONFLICT"
    finding = next(
        f for f in json.loads(conflicts.stdout)["findings"] if f["code"] == "MC-CONFLICT-001"
    )
    assert sorted(finding["files"]) == ["constraints.md", "decisions.md"]
    # the artifact route loads constraints.md but not decisions.md
    result = _run(project, "context", "--task", "artifact", "--strict")
    assert result.exit_code == 1
    assert "Conflict status: CONFLICT" in result.stdout
    assert "Strict context refused: conflict status is CONFLICT" in result.stderr
    assert "## constraints.md" not in result.stdout
    text = _run(project, "check", "--conflicts")
    line = next(x for x in text.stdout.splitlines() if "MC-CONFLICT-001" in x)
    assert "docs/memory/constraints.md" in line
    assert "docs/memory/decisions.md" in line


def test_context_marks_paths_that_do_not_exist(project: Path) -> None:
    (project / "src").mkdir()
    (project / "src" / "app.py").write_text("x\n")
    args = (
        "context",
        "--task",
        "implementation",
        "--path",
        "src/app.py",
        "--path",
        "src/gone.py",
        "--path",
        "./src",
    )
    result = _run(project, *args)
    assert result.exit_code == 0, result.output
    paths = result.stdout.split("Paths:\n", 1)[1].split("Explicit scope:", 1)[0]
    assert paths.splitlines() == ["- src", "- src/app.py", "- src/gone.py (missing-on-disk)"]
    data = json.loads(_run(project, *args, "--json").stdout)
    assert data["paths"] == ["src", "src/app.py", "src/gone.py"]
    assert data["missing_on_disk"] == ["src/gone.py"]


POINTER = "# Agents\n\nRead docs/memory/manifest.md first and load memory through it.\n"
COPIED_BULLETS = (
    "- Memory operations must work without network access by default.\n"
    "- Must keep workflow-specific rules out of the core protocol.\n"
)


def _bootstrap(project: Path, *args: str) -> list[dict[str, object]]:
    result = _run(project, "check", "--json", *args)
    assert result.exit_code == 0, result.output
    return [
        f
        for f in json.loads(result.stdout)["findings"]
        if str(f["code"]).startswith("ECC-BOOTSTRAP-")
    ]


def test_a_thin_bootstrap_file_passes(project: Path) -> None:
    for name in ("AGENTS.md", "CLAUDE.md", "GEMINI.md"):
        (project / name).write_text(POINTER)
    assert _bootstrap(project) == []


@pytest.mark.parametrize(
    ("name", "text", "code", "line"),
    [
        (
            "AGENTS.md",
            "# Agents\n\n" + "Follow the house style here. " * 120,
            "ECC-BOOTSTRAP-001",
            1,
        ),
        ("CLAUDE.md", POINTER + "\n## Constraints\n\nSome rules.\n", "ECC-BOOTSTRAP-002", 5),
        ("AGENTS.md", POINTER + "\nRules:\n" + COPIED_BULLETS, "ECC-BOOTSTRAP-002", 6),
        (
            "GEMINI.md",
            POINTER + "\n## MC-DEC-20260827-8f4c2a91 — Protocol 0.7 body fencing\n",
            "ECC-BOOTSTRAP-002",
            5,
        ),
        ("GEMINI.md", POINTER + "\n@docs/memory/decisions.md\n", "ECC-BOOTSTRAP-003", 5),
        ("GEMINI.md", POINTER + "\nAlso @./docs/memory/brief.md\n", "ECC-BOOTSTRAP-003", 5),
    ],
)
def test_bootstrap_files_warn_like_the_reference(
    project: Path, name: str, text: str, code: str, line: int
) -> None:
    (project / name).write_text(text)
    before = snapshot(project)
    found = _bootstrap(project)
    assert [(f["code"], f["severity"], f["path"], f["line"]) for f in found] == [
        (code, "warning", f"../../{name}", line)
    ]
    assert "network access" not in str(found[0]["message"])
    text_out = _run(project, "check").stdout
    assert f"\n{name}:{line}: warning: {code}: " in text_out
    github = _run(project, "check", "--format", "github").stdout
    assert f"::warning file={name},line={line},title={code}::" in github
    assert snapshot(project) == before


def test_one_copied_line_is_not_a_copy(project: Path) -> None:
    (project / "AGENTS.md").write_text(POINTER + COPIED_BULLETS.splitlines()[0] + "\n")
    assert _bootstrap(project) == []


def test_bootstrap_rules_follow_a_custom_memory_dir(project: Path) -> None:
    (project / "docs" / "team").mkdir()
    (project / "docs" / "memory").rename(project / "docs" / "team" / "memory")
    (project / "GEMINI.md").write_text(POINTER + "\n@docs/memory/x.md\n@docs/team/memory/y.md\n")
    found = _bootstrap(project, "--memory-dir", "docs/team/memory/")
    assert [(f["code"], f["path"], f["line"]) for f in found] == [
        ("ECC-BOOTSTRAP-003", "../../../GEMINI.md", 6)
    ]
    text = _run(project, "check", "--memory-dir", "docs/team/memory/").stdout
    assert "\nGEMINI.md:6: warning: ECC-BOOTSTRAP-003: " in text


def test_bootstrap_symlinks_are_read_only_inside_the_project(project: Path, tmp_path: Path) -> None:
    (project / "AGENTS.md").write_text(POINTER + "\n## Decisions\n")
    (project / "CLAUDE.md").symlink_to("AGENTS.md")
    outside = tmp_path / "outside.md"
    outside.write_text("## Decisions\n")
    (project / "GEMINI.md").symlink_to(outside)
    found = _bootstrap(project)
    assert sorted((f["code"], f["path"]) for f in found) == [
        ("ECC-BOOTSTRAP-002", "../../AGENTS.md"),
        ("ECC-BOOTSTRAP-002", "../../CLAUDE.md"),
    ]


@pytest.fixture
def deep_project(project: Path) -> Iterator[Path]:
    from protocol_fixtures.support import make_deep, remove_deep

    nest = project / "docs" / "memory" / "nest"
    nest.mkdir()
    make_deep(nest, 1_000, "deep.md", "## MC-DEC-20260101-00000001 — Deep\n\nStatus: active\n")
    yield project
    remove_deep(nest)


def test_a_memory_tree_nested_1000_deep_is_a_finding_not_a_crash(deep_project: Path) -> None:
    before = snapshot(deep_project)
    for args in (
        ["check"],
        ["check", "--conflicts"],
        ["check", "--routing"],
        ["status"],
        ["context", "--task", "implementation"],
        ["context", "--task", "maintenance", "--json", "--include-archive"],
    ):
        result = _run(deep_project, *args)
        assert result.exit_code in (0, 1), (args, result.output)
        assert "internal error" not in result.output
    data = json.loads(_run(deep_project, "check", "--json").stdout)
    deep = [f for f in data["findings"] if f["code"] == "ECC-FILE-005"]
    assert len(deep) == 1
    assert deep[0]["severity"] == "error"
    assert deep[0]["path"].startswith("nest/d/")
    assert not any("deep.md" in f["path"] for f in data["findings"])
    assert "UNSAFE" in _run(deep_project, "status").stdout
    assert snapshot(deep_project) == before
