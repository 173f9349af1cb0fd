"""``context``: routing dispositions, reason codes, budget packing and the conflict gate."""

from __future__ import annotations

from pathlib import Path

import pytest

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.context.context import ContextPack, ContextRequest, build_context
from ecc_memory.protocol.model.modules import glob_match
from ecc_memory.protocol.model.reading import read_tree
from protocol_fixtures.support import (
    FIXTURE,
    append,
    area_entry,
    copy_fixture,
    delete,
    replace,
    write,
)

M = "manifest.md"
MODULES = (
    "### Enabled rules\n- `rules/output.md`\n  - activation: task-or-explicit\n"
    "  - tasks: implementation\n- `rules/review.md`\n  - activation: explicit-only\n\n"
    "### Enabled profiles\n- `profiles/git.md`\n  - activation: explicit-only\n\n"
    "### Enabled areas\n- `areas/cli.md`\n  - activation: path-or-explicit\n"
    "  - paths: `src/cli/**`, `tests/**/*.py`\n- `areas/web.md`\n  - activation: path\n"
    "  - paths: `web/**`\n"
)
INDEX = (
    "### Enabled rules\n- None enabled.\n\n### Enabled profiles\n- None enabled.\n\n"
    "### Enabled areas\n- None enabled.\n"
)


def _files(memory: Path) -> dict[str, bytes]:
    return read_tree(memory)[0]


def _pack(memory: Path, **request: object) -> ContextPack:
    return build_context(_files(memory), ContextRequest(**request))  # type: ignore[arg-type]


def _reasons(pack: ContextPack) -> dict[str, tuple[str, str]]:
    return {d.path: (d.disposition, d.reason) for d in pack.dispositions}


@pytest.fixture
def modular(tmp_path: Path) -> Path:
    memory = copy_fixture(tmp_path)
    replace(M, INDEX, MODULES)(memory)
    for name in ("rules/output.md", "rules/review.md", "profiles/git.md"):
        write(name, f"# {name}\n\nKeep it short.\n")(memory)
    write(
        "areas/cli.md",
        "# CLI\n\n" + area_entry("MC-AREA-20260901-0000000a", "Decision", facet="interface"),
    )(memory)
    write(
        "areas/web.md",
        "# Web\n\n"
        + area_entry("MC-AREA-20260901-0000000b", "Decision", facet="interface", area="web"),
    )(memory)
    return memory


def test_implementation_pack_on_the_fixture() -> None:
    pack = build_context(read_tree(FIXTURE)[0], ContextRequest(task="implementation"))
    assert pack.completeness == "COMPLETE"
    assert pack.conflict_status == "CLEAR"
    assert [m.path for m in pack.loaded] == [
        "brief.md",
        "constraints.md",
        "decisions.md",
        "do-not-use.md",
        "preferences.md",
    ]
    assert _reasons(pack)["brief.md"] == ("loaded", "MC-ROUTE-ALWAYS")
    assert _reasons(pack)["decisions.md"] == ("loaded", "MC-ROUTE-TASK")
    assert set(pack.policy_exclusions) == {"inbox.md", "changelog.md", "subjects.md", "archive/"}
    assert pack.strict_refusal() is None


@pytest.mark.parametrize(
    ("task", "loaded"),
    [
        ("default", ["brief.md", "constraints.md"]),
        (
            "review",
            ["brief.md", "constraints.md", "decisions.md", "do-not-use.md", "preferences.md"],
        ),
        ("forget", ["brief.md", "constraints.md", "inbox.md", "do-not-use.md", "changelog.md"]),
        ("recap", ["brief.md", "constraints.md", "decisions.md", "changelog.md"]),
        ("OUTPUT", ["brief.md", "constraints.md", "do-not-use.md"]),
    ],
)
def test_task_aliases_route_to_canonical_tasks(task: str, loaded: list[str]) -> None:
    pack = build_context(read_tree(FIXTURE)[0], ContextRequest(task=task))
    assert [m.path for m in pack.loaded] == loaded


def test_archive_only_when_asked() -> None:
    files = read_tree(FIXTURE)[0]
    assert not any(
        m.path.startswith("archive/")
        for m in build_context(files, ContextRequest(task="history")).loaded
    )
    asked = build_context(files, ContextRequest(task="history", include_archive=True))
    assert "archive/decisions-2026-08-01.md" in {m.path for m in asked.loaded}
    assert "archive/README.md" not in {m.path for m in asked.loaded}


@pytest.mark.parametrize(
    "request_args",
    [
        {"task": "deploy"},
        {"task": "implementation", "paths": ("../outside.py",)},
        {"task": "implementation", "paths": ("/etc/passwd",)},
        {"task": "implementation", "areas": ("../x",)},
        {"task": "implementation", "rules": ("",)},
    ],
)
def test_bad_request_values_are_refused(request_args: dict[str, object]) -> None:
    with pytest.raises(InvalidInput):
        build_context(read_tree(FIXTURE)[0], ContextRequest(**request_args))  # type: ignore[arg-type]


def test_declared_modules_activate_by_task_path_and_explicit_input(modular: Path) -> None:
    pack = _pack(
        modular,
        task="implementation",
        paths=("./src/cli/main.py",),
        profiles=("git",),
        rules=("review",),
    )
    reasons = _reasons(pack)
    assert reasons["rules/output.md"] == ("loaded", "MC-ROUTE-TASK")
    assert reasons["rules/review.md"] == ("loaded", "MC-ROUTE-EXPLICIT-RULE")
    assert reasons["profiles/git.md"] == ("loaded", "MC-ROUTE-EXPLICIT-PROFILE")
    assert reasons["areas/cli.md"] == ("loaded", "MC-ROUTE-PATH")
    assert reasons["areas/web.md"] == ("skipped", "MC-SKIP-NO-PATH-MATCH")
    assert pack.paths == ("src/cli/main.py",)
    assert pack.completeness == "COMPLETE"


def test_skips_carry_their_reasons(modular: Path) -> None:
    pack = _pack(modular, task="planning")
    reasons = _reasons(pack)
    assert reasons["rules/output.md"] == ("skipped", "MC-SKIP-TASK-MISMATCH")
    assert reasons["rules/review.md"] == ("skipped", "MC-SKIP-NOT-REQUESTED")
    assert reasons["profiles/git.md"] == ("skipped", "MC-SKIP-NOT-REQUESTED")
    assert reasons["areas/cli.md"] == ("skipped", "MC-SKIP-SCOPE-MISSING")
    assert pack.completeness == "INCOMPLETE"
    assert pack.incomplete == ["area-path-scope"]
    assert pack.strict_refusal() == "completeness is INCOMPLETE"


def test_explicit_area_completes_the_scope(modular: Path) -> None:
    pack = _pack(modular, task="planning", areas=("cli",))
    assert _reasons(pack)["areas/cli.md"] == ("loaded", "MC-ROUTE-EXPLICIT-AREA")
    assert pack.completeness == "COMPLETE"


def test_undeclared_explicit_module_is_a_missing_optional_warning(modular: Path) -> None:
    pack = _pack(modular, task="default", areas=("billing",))
    assert _reasons(pack)["areas/billing.md"] == ("missing-optional", "MC-MISSING-OPTIONAL")
    assert pack.warnings == ["Explicit area 'billing' is not enabled in the manifest."]


def test_two_matched_areas_owning_one_identity_need_review(modular: Path) -> None:
    replace("areas/web.md", "Facet: interface", "Facet: interface")(modular)
    pack = _pack(modular, task="implementation", areas=("cli",), paths=("web/app.ts",))
    assert "MC-CONFLICT-009" in {p.code for p in pack.conflicts}
    assert pack.conflict_status == "REVIEW"
    assert pack.strict_refusal() == "conflict status is REVIEW"


def test_missing_required_route_makes_the_pack_incomplete(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    delete("decisions.md")(memory)
    pack = _pack(memory, task="implementation")
    assert _reasons(pack)["decisions.md"] == ("missing-required", "MC-MISSING-REQUIRED")
    assert pack.incomplete == ["required-module-missing"]
    assert _reasons(pack)["preferences.md"] == ("loaded", "MC-ROUTE-TASK")


def test_missing_optional_route(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    delete("preferences.md")(memory)
    pack = _pack(memory, task="implementation")
    assert _reasons(pack)["preferences.md"] == ("missing-optional", "MC-MISSING-OPTIONAL")
    assert pack.completeness == "COMPLETE"


def test_invalid_manifest_gives_an_invalid_pack(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(M, "protocol_version: 0.7", "protocol_version: 0.9")(memory)
    pack = _pack(memory, task="implementation")
    assert pack.completeness == "INVALID"
    assert _reasons(pack) == {"manifest.md": ("invalid", "MC-ROUTE-INVALID")}
    assert pack.loaded == []


def test_conflicting_owners_block_strict_packs(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(
        "decisions.md",
        "Subject: MC-SUBJ-20260801-20000002\nFacet: behavior",
        "Subject: MC-SUBJ-20260801-10000001\nFacet: version-policy",
    )(memory)
    pack = _pack(memory, task="implementation")
    assert pack.conflict_status == "CONFLICT"
    assert pack.strict_refusal() == "conflict status is CONFLICT"


def test_schema_one_migration_blocks_strict_packs(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(M, "entry_schema_version: 2", "entry_schema_version: 1")(memory)
    pack = _pack(memory, task="implementation")
    assert pack.migration_pending
    assert pack.strict_refusal() == "Entry schema migration is pending"


def test_over_budget_files_are_packed_by_whole_units(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    filler = "".join(
        f"\n## MC-DEC-2026010{n}-0000000{n} — Filler {n}\n\nStatus: active\n"
        "Scope: project\nEvidence:\n- user-confirmed\n\nDecision:\n" + "words " * 60 + "\n"
        for n in range(1, 6)
    )
    replace("decisions.md", "Entries are newest first.\n", "Entries are newest first.\n" + filler)(
        memory
    )
    pack = _pack(memory, task="implementation")
    decisions = next(m for m in pack.loaded if m.path == "decisions.md")
    assert decisions.budget == 800
    assert decisions.tokens <= 800
    assert decisions.omitted[-1] == "MC-DEC-20260704-342e05b7"
    assert "MC-DEC-20260101-00000001" in decisions.text
    assert "MC-DEC-20260704-342e05b7" not in decisions.text


def test_a_single_oversized_unit_is_included_whole(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    write("preferences.md", "# Preferences\n\n- " + "prefer " * 400 + "\n- small\n")(memory)
    pack = _pack(memory, task="implementation")
    prefs = next(m for m in pack.loaded if m.path == "preferences.md")
    assert prefs.oversized == ("preferences.md#unit-1",)
    assert prefs.omitted == ("preferences.md#unit-2",)


@pytest.mark.parametrize(
    ("glob", "path", "expected"),
    [
        ("**/*.py", "root.py", True),
        ("**/*.py", "cli/root.py", True),
        ("web/**", "web/a/b.ts", True),
        ("web/*", "web/a/b.ts", False),
        ("web/*", "web/a.ts", True),
        ("src/?.py", "src/a.py", True),
        ("src/?.py", "src/ab.py", False),
        ("Src/**", "src/a.py", False),
        ("a/**/b", "a/b", True),
        ("a/**/b", "a/x/y/b", True),
    ],
)
def test_glob_semantics(glob: str, path: str, expected: bool) -> None:
    assert glob_match(glob, path) is expected


def test_context_reads_nothing_but_does_not_write(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    append("inbox.md", "")(memory)
    before = {p: p.read_bytes() for p in memory.rglob("*.md")}
    _pack(memory, task="maintenance")
    assert {p: p.read_bytes() for p in memory.rglob("*.md")} == before


def test_a_relation_finding_reaches_packs_that_load_either_side(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(
        "archive/decisions-2026-08-01.md",
        "Superseded-By: MC-DEC-20260801-07000007",
        "Superseded-By: MC-DEC-20260827-8f4c2a91",
    )(memory)
    pack = _pack(memory, task="implementation")  # loads decisions.md, not the archive
    found = [p for p in pack.conflicts if p.code == "MC-CONFLICT-008"]
    assert found
    assert all("decisions.md" in (p.path, *p.related) for p in found)
    assert pack.conflict_status == "INVALID"
    assert _pack(memory, task="artifact").conflict_status == "CLEAR"


def test_reconciliation_findings_name_their_entries_and_reach_their_files(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    write(
        "reconciliations.md",
        (
            "# Reconciliations\n\n## MC-REC-20260901-0000000d — Governance replaced\n\n"
            "Status: active\nResolution: exception\nEntries:\n- MC-DEC-20260729-ef44900b\n"
            "- MC-DEC-20260801-07000007\nEvidence:\n- user-confirmed\n"
        ),
    )(memory)
    pack = _pack(memory, task="implementation")
    found = [p for p in pack.conflicts if p.path == "reconciliations.md"]
    assert len(found) == 1
    assert "MC-DEC-20260729-ef44900b" in found[0].message
    assert "MC-DEC-20260801-07000007" in found[0].message
    assert set(found[0].related) == {"decisions.md", "archive/decisions-2026-08-01.md"}
    assert pack.conflict_status == "INVALID"
