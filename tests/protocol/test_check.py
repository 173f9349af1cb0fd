"""``check``: the fixtures pass, and every rule has a mutated copy that fails with its code."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ecc_memory.protocol import check_directory, check_tree
from ecc_memory.protocol.model.manifest import REQUIRED_07
from protocol_fixtures.support import (
    AREA_MANIFEST,
    ENTRY_HEAD,
    FIXTURE,
    LEGACY,
    Mutation,
    append,
    area_entry,
    codes,
    combine,
    copy_fixture,
    delete,
    replace,
    run_check,
    write,
)

M = "manifest.md"
D = "decisions.md"
S = "subjects.md"
PROTOCOL_H2 = "## MemoryCustodian Protocol"
FIRST_FIELDS = (
    "Status: active\nScope: project\nSubject: MC-SUBJ-20260729-7e5c3a91\nFacet: compatibility\n"
)
ARCHIVE_SUPERSEDED = "archive/decisions-2026-08-01.md"


def test_fixture_passes_with_only_legacy_warnings(tmp_path: Path) -> None:
    problems = run_check(copy_fixture(tmp_path))
    assert codes(problems) == set()
    assert codes(problems, "warning") == {"ECC-LEGACY-001", "ECC-LEGACY-002"}
    legacy_files = {p.path for p in problems if p.code == "ECC-LEGACY-001"}
    assert legacy_files == {"constraints.md", "do-not-use.md", "preferences.md"}


def test_legacy_mixed_fixture_is_read_without_our_own_errors(tmp_path: Path) -> None:
    problems = run_check(copy_fixture(tmp_path, LEGACY))
    errors = [p for p in problems if p.severity == "error"]
    # The only error is real: this 0.7 manifest has no subjects.md registry beside it.
    assert [(p.code, p.path) for p in errors] == [("MC-CONFLICT-010", "subjects.md")]
    warned = {p.path for p in problems if p.code == "ECC-LEGACY-001"}
    assert warned == {"constraints.md", "decisions.md", "do-not-use.md", "inbox.md"}


def test_check_tree_works_in_memory_without_a_directory() -> None:
    files = {str(p.relative_to(FIXTURE)): p.read_bytes() for p in FIXTURE.rglob("*.md")}
    assert codes(check_tree(files)) == set()
    files["decisions.md"] = files["decisions.md"].replace(b"Scope: project", b"Scope: Project", 1)
    assert "MC-CONFLICT-007" in codes(check_tree(files))


def _required_value_cases() -> list[tuple[str, str, Mutation, str]]:
    cases = []
    for key, value in REQUIRED_07.items():
        wrong = "3" if value.isdigit() else "something-else"
        cases.append(
            (
                f"manifest-{key}",
                M,
                replace(M, f"- {key}: {value}", f"- {key}: {wrong}"),
                "MC-ROUTING-007",
            )
        )
    return cases


MANIFEST_CASES: list[tuple[str, str, Mutation, str]] = [
    ("protocol-h3", M, replace(M, PROTOCOL_H2, "### MemoryCustodian Protocol"), "MC-ROUTING-007"),
    (
        "protocol-no-space",
        M,
        replace(M, PROTOCOL_H2, "##MemoryCustodian Protocol"),
        "MC-ROUTING-007",
    ),
    (
        "protocol-setext",
        M,
        replace(M, PROTOCOL_H2, "MemoryCustodian Protocol\n======"),
        "MC-ROUTING-007",
    ),
    (
        "protocol-indented-only",
        M,
        replace(M, PROTOCOL_H2, "    ## MemoryCustodian Protocol"),
        "MC-ROUTING-007",
    ),
    (
        "protocol-duplicate",
        M,
        append(M, "\n## MEMORYCUSTODIAN PROTOCOL\n- protocol_version: 0.7\n"),
        "MC-ROUTING-007",
    ),
    (
        "protocol-extra-trace",
        M,
        append(M, "\n## Notes\n#### MemoryCustodian Protocol\n"),
        "MC-ROUTING-007",
    ),
    (
        "metadata-malformed-line",
        M,
        replace(M, "- protocol_version: 0.7", "- protocol_version: 0.7\nprotocol = yes"),
        "MC-ROUTING-007",
    ),
    (
        "metadata-duplicate",
        M,
        replace(M, "- protocol_version: 0.7", "- protocol_version: 0.7\n- protocol_version: 0.7"),
        "MC-ROUTING-007",
    ),
    (
        "metadata-empty",
        M,
        replace(M, "- initialized_with: memory-custodian 0.3.0", "- initialized_with:"),
        "MC-ROUTING-007",
    ),
    ("version-missing", M, replace(M, "- protocol_version: 0.7\n", ""), "MC-ROUTING-007"),
    (
        "version-not-numeric",
        M,
        replace(M, "protocol_version: 0.7", "protocol_version: zero"),
        "MC-ROUTING-007",
    ),
    (
        "version-newer",
        M,
        replace(M, "protocol_version: 0.7", "protocol_version: 0.8"),
        "MC-ROUTING-007",
    ),
    (
        "version-spelling",
        M,
        replace(M, "protocol_version: 0.7", "protocol_version: 0.7.0"),
        "MC-ROUTING-007",
    ),
    (
        "version-leading-zero",
        M,
        replace(M, "protocol_version: 0.7", "protocol_version: 00.7"),
        "MC-ROUTING-007",
    ),
    (
        "version-older",
        M,
        replace(M, "protocol_version: 0.7", "protocol_version: 0.6"),
        "ECC-MANIFEST-002",
    ),
    (
        "entry-schema-1-needs-migration",
        M,
        replace(M, "entry_schema_version: 2", "entry_schema_version: 1"),
        "MC-ROUTING-007",
    ),
    *_required_value_cases(),
    (
        "initialized-with-missing",
        M,
        replace(M, "- initialized_with: memory-custodian 0.3.0\n", ""),
        "MC-ROUTING-007",
    ),
    (
        "project-id-not-v4",
        M,
        replace(M, "faac745e-206b-4a84", "faac745e-206b-1a84"),
        "MC-ROUTING-007",
    ),
    ("project-id-uppercase", M, replace(M, "faac745e-206b", "FAAC745E-206B"), "MC-ROUTING-007"),
    (
        "legacy-without-metadata",
        M,
        replace(M, PROTOCOL_H2 + "\n", "## Old notes\n"),
        "ECC-MANIFEST-001",
    ),
    ("policy-mention-missing", M, replace(M, "profiles/", "profile files", -1), "ECC-MANIFEST-003"),
    ("always-load-missing", M, replace(M, "## Always load", "## Usually load"), "MC-ROUTING-007"),
    ("load-by-task-twice", M, append(M, "\n## Load by task\n"), "MC-ROUTING-007"),
    (
        "unknown-task-route",
        M,
        replace(M, "### Preferences\n", "### Deployment\n"),
        "MC-ROUTING-007",
    ),
    (
        "duplicate-task-route",
        M,
        replace(M, "### Preferences\n", "### Memory maintenance\n"),
        "MC-ROUTING-007",
    ),
    (
        "canonical-route-outside",
        M,
        append(M, "\n## Notes\n### Preferences\n- brief.md\n"),
        "MC-ROUTING-007",
    ),
    (
        "unsafe-route-path",
        M,
        replace(M, "- brief.md\n- constraints.md", "- brief.md\n- ../secrets.md\n- constraints.md"),
        "MC-ROUTING-007",
    ),
    (
        "duplicate-route-path",
        M,
        replace(
            M,
            "### Change history / recap\nLoad:\n- decisions.md",
            "### Change history / recap\nLoad:\n- decisions.md\n- brief.md",
        ),
        "MC-ROUTING-007",
    ),
    ("required-route-file-missing", "do-not-use.md", delete("do-not-use.md"), "MC-ROUTING-006"),
    ("manifest-unclosed-fence", M, append(M, "\n```\nnever closed\n"), "MC-ROUTING-007"),
]

INDEX_CASES: list[tuple[str, str, Mutation, str]] = [
    ("index-twice", M, append(M, "\n## Optional module index\n"), "MC-ROUTING-003"),
    (
        "index-unknown-subsection",
        M,
        replace(M, "### Enabled areas", "### Enabled widgets"),
        "MC-ROUTING-003",
    ),
    (
        "index-duplicate-subsection",
        M,
        replace(M, "### Enabled areas", "### Enabled rules"),
        "MC-ROUTING-003",
    ),
    (
        "index-declaration-before-subsection",
        M,
        replace(
            M,
            "Entries here are not default loads.\n",
            "Entries here are not default loads.\n- `rules/output.md`\n",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-sentinel-with-declaration",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- None enabled.\n"
            "- `rules/output.md`\n  - activation: explicit-only",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-inline-metadata",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/output.md`: text\n  - activation: explicit-only",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-unknown-key",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/output.md`\n"
            "  - activation: explicit-only\n  - exclusive-group: a",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-duplicate-key",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/output.md`\n"
            "  - activation: explicit-only\n  - activation: explicit-only",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-profile-task-activation",
        M,
        replace(
            M,
            "### Enabled profiles\n- None enabled.",
            "### Enabled profiles\n- `profiles/git.md`\n"
            "  - activation: task\n  - tasks: implementation",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-task-activation-without-tasks",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/output.md`\n  - activation: task",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-rule-with-paths",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/output.md`\n"
            "  - activation: explicit-only\n  - paths: `src/**`",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-alias-task-token",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/output.md`\n  - activation: task\n  - tasks: debugging",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-bad-glob",
        M,
        replace(
            M,
            "### Enabled areas\n- None enabled.",
            "### Enabled areas\n- `areas/cli.md`\n  - activation: path\n  - paths: `../src/**`",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-triple-star-glob",
        M,
        replace(
            M,
            "### Enabled areas\n- None enabled.",
            "### Enabled areas\n- `areas/cli.md`\n  - activation: path\n  - paths: `src/***`",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-readme",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/README.md`\n  - activation: explicit-only",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-folder-mismatch",
        M,
        replace(
            M,
            "### Enabled areas\n- None enabled.",
            "### Enabled areas\n- `rules/cli.md`\n  - activation: explicit-only",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-nested-module-path",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/sub/x.md`\n  - activation: explicit-only",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-metadata-indented-three",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/x.md`\n   - activation: explicit-only",
        ),
        "MC-ROUTING-003",
    ),
    (
        "index-duplicate-module",
        M,
        replace(
            M,
            "### Enabled rules\n- None enabled.",
            "### Enabled rules\n- `rules/a.md`\n"
            "  - activation: explicit-only\n- `rules/a.md`\n  - activation: explicit-only",
        ),
        "MC-ROUTING-003",
    ),
    (
        "undeclared-optional-file",
        "rules/output.md",
        write("rules/output.md", "# Output\n"),
        "MC-ROUTING-003",
    ),
]

ENTRY = D


def _entry(old: str, new: str) -> Mutation:
    """Replace text inside the first Entry of decisions.md (which starts with ENTRY_HEAD)."""
    return replace(D, ENTRY_HEAD + "\n\n" + old, ENTRY_HEAD + "\n\n" + new)


ENTRY_CASES: list[tuple[str, str, Mutation, str]] = [
    (
        "entry-unknown-field",
        D,
        _entry("Status: active", "Status: active\nOwner: me"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-duplicate-status",
        D,
        _entry("Status: active", "Status: active\nStatus: active"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-missing-scope",
        D,
        _entry("Status: active\nScope: project\n", "Status: active\n"),
        "MC-CONFLICT-007",
    ),
    ("entry-missing-status", D, _entry("Status: active\n", ""), "MC-CONFLICT-007"),
    (
        "entry-missing-evidence",
        D,
        replace(
            D,
            "Evidence:\n- repo:cli/memory_custodian/entries.py\n- test:tests/test_protocol_07"
            "_release_gaps.py\n",
            "",
        ),
        "MC-CONFLICT-007",
    ),
    (
        "entry-empty-evidence-item",
        D,
        replace(D, "- repo:cli/memory_custodian/entries.py", "- "),
        "MC-CONFLICT-007",
    ),
    (
        "entry-empty-scalar",
        D,
        _entry(FIRST_FIELDS, FIRST_FIELDS.replace("Facet: compatibility", "Facet:")),
        "MC-CONFLICT-007",
    ),
    (
        "entry-scalar-continuation",
        D,
        _entry("Status: active\n", "Status: active\nand more\n"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-text-before-fields",
        D,
        _entry("Status: active", "Loose text\nStatus: active"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-wrong-typed-body",
        D,
        replace(
            D,
            "Decision:\nUse `memory-custodian-body-v1`",
            "Constraint:\nUse `memory-custodian-body-v1`",
        ),
        "MC-CONFLICT-007",
    ),
    (
        "entry-two-typed-bodies",
        D,
        replace(D, "Reason:\nPreserves parse/write semantics.", "Decision:\nAgain."),
        "MC-CONFLICT-007",
    ),
    (
        "entry-empty-typed-body",
        D,
        replace(
            D,
            "Decision:\nUse `memory-custodian-body-v1`; treat legacy entities literally. Search "
            "decoded text; mutate raw source.",
            "Decision:\n",
        ),
        "MC-CONFLICT-007",
    ),
    ("entry-unknown-status", D, _entry("Status: active", "Status: draft"), "MC-CONFLICT-007"),
    (
        "entry-active-with-successor",
        D,
        _entry("Status: active", "Status: active\nSuperseded-By: MC-DEC-20260801-07000007"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-superseded-without-successor",
        D,
        _entry("Status: active", "Status: superseded"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-candidate-status-outside-inbox",
        D,
        _entry("Status: active", "Status: candidate"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-candidate-type-on-active",
        D,
        _entry("Status: active", "Status: active\nCandidate-Type: decision"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-relation-not-an-id",
        D,
        replace(D, "Supersedes: MC-DEC-20260729-ef44900b", "Supersedes: the old one"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-scope-case",
        D,
        _entry("Status: active\nScope: project", "Status: active\nScope: Project"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-local-scope",
        D,
        _entry("Status: active\nScope: project", "Status: active\nScope: local-user"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-area-scope-in-decisions",
        D,
        _entry("Status: active\nScope: project", "Status: active\nScope: area:cli"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-unknown-facet",
        D,
        _entry(FIRST_FIELDS, FIRST_FIELDS.replace("compatibility", "speed")),
        "MC-CONFLICT-007",
    ),
    (
        "entry-unsafe-evidence-path",
        D,
        replace(D, "- repo:cli/memory_custodian/entries.py", "- repo:../outside.py"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-unknown-evidence-kind",
        D,
        replace(D, "- repo:cli/memory_custodian/entries.py", "- web:example"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-only-unconfirmed-evidence",
        D,
        replace(
            D,
            "- repo:cli/memory_custodian/entries.py\n- test:tests/test_protocol_07_release_gaps.py",
            "- agent-observed",
        ),
        "MC-CONFLICT-007",
    ),
    (
        "entry-type-in-wrong-file",
        D,
        replace(D, "## MC-DEC-20260827-8f4c2a91", "## MC-CON-20260827-8f4c2a91"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-unknown-type-code",
        D,
        replace(D, "## MC-DEC-20260827-8f4c2a91", "## MC-XYZ-20260827-8f4c2a91"),
        "MC-CONFLICT-007",
    ),
    (
        "entry-malformed-heading",
        D,
        replace(D, "## MC-DEC-20260827-8f4c2a91 — ", "## MC-DEC-20260827-8f4c2a91 - "),
        "MC-CONFLICT-007",
    ),
    (
        "entry-indented-heading",
        D,
        replace(D, "## MC-DEC-20260827-8f4c2a91 — ", "  ## MC-DEC-20260827-8f4c2a91 — "),
        "MC-CONFLICT-007",
    ),
    (
        "entry-text-after-wrapper",
        D,
        replace(
            D,
            "Decision:\nUse `memory-custodian-body-v1`; treat legacy entities literally. Search "
            "decoded text; mutate raw source.",
            "Decision:\n```memory-custodian-body-v1\nStatus: x\n```\nstray\n",
        ),
        "MC-CONFLICT-007",
    ),
    (
        "entry-in-brief",
        "brief.md",
        append(
            "brief.md",
            "\n"
            + ENTRY_HEAD.replace("8f4c2a91", "00000001")
            + "\n\n"
            + FIRST_FIELDS
            + "Evidence:\n- user-confirmed\n\n"
            "Decision:\nX.\n",
        ),
        "MC-CONFLICT-007",
    ),
    (
        "inbox-dec-entry",
        "inbox.md",
        append(
            "inbox.md",
            "\n## MC-DEC-20260901-00000002 — X\n\n"
            + FIRST_FIELDS
            + "Evidence:\n- user-confirmed\n\n"
            "Decision:\nX.\n",
        ),
        "MC-CONFLICT-007",
    ),
    (
        "inbox-candidate-without-requirement",
        "inbox.md",
        append(
            "inbox.md",
            "\n## MC-INBOX-20260901-00000003 — Maybe\n\nStatus: candidate\n"
            "Candidate-Type: constraint\nScope: project\nEvidence:\n- agent-observed\n\n"
            "Statement:\nIt seems so.\n",
        ),
        "MC-CONFLICT-007",
    ),
    (
        "inbox-candidate-with-legacy-evidence",
        "inbox.md",
        append(
            "inbox.md",
            "\n## MC-INBOX-20260901-00000004 — Maybe\n\nStatus: candidate\n"
            "Candidate-Type: constraint\nScope: project\nEvidence:\n- legacy-unverified\n\n"
            "Statement:\nIt seems so.\n\nPromotion-Requirement:\nAsk.\n",
        ),
        "MC-CONFLICT-007",
    ),
    ("lexical-unclosed-fence", D, append(D, "\n~~~\nnever closed\n"), "MC-CONFLICT-007"),
    ("lexical-unclosed-comment", D, append(D, "\n<!-- never closed\n"), "MC-CONFLICT-007"),
    ("lexical-comment-shares-line", D, append(D, "\n<!-- note --> trailing\n"), "MC-CONFLICT-007"),
    (
        "lexical-comment-closing-line",
        D,
        append(D, "\n<!--\nnote\n--> trailing\n"),
        "MC-CONFLICT-007",
    ),
    ("lexical-backtick-info", D, append(D, "\n``` a`b\ncode\n```\n"), "MC-CONFLICT-007"),
    (
        "reconciliation-unclosed-fence",
        "reconciliations.md",
        write("reconciliations.md", "# Reconciliations\n\n```\n"),
        "MC-CONFLICT-008",
    ),
]

OTHER_ENTRY = "## MC-DEC-20260712-53d9eded — Prefer reachable memory"

CROSS_CASES: list[tuple[str, str, Mutation, str]] = [
    (
        "duplicate-entry-id",
        D,
        replace(D, "## MC-DEC-20260712-53d9eded", "## MC-DEC-20260827-8f4c2a91"),
        "MC-CONFLICT-008",
    ),
    (
        "duplicate-id-with-archive",
        D,
        replace(D, "## MC-DEC-20260712-53d9eded", "## MC-DEC-20260703-2285865c"),
        "MC-CONFLICT-008",
    ),
    (
        "supersedes-missing-target",
        D,
        replace(D, "Supersedes: MC-DEC-20260729-ef44900b", "Supersedes: MC-DEC-20260729-00000000"),
        "MC-CONFLICT-008",
    ),
    (
        "supersession-not-reciprocal",
        ARCHIVE_SUPERSEDED,
        replace(
            ARCHIVE_SUPERSEDED,
            "Superseded-By: MC-DEC-20260801-07000007",
            "Superseded-By: MC-DEC-20260827-8f4c2a91",
        ),
        "MC-CONFLICT-008",
    ),
    (
        "supersession-identity-change",
        ARCHIVE_SUPERSEDED,
        replace(ARCHIVE_SUPERSEDED, "Facet: architecture", "Facet: behavior"),
        "MC-CONFLICT-008",
    ),
    (
        "supersession-cycle",
        "archive/cycle.md",
        write(
            "archive/cycle.md",
            (
                "# Cycle\n\n## MC-DEC-20260101-aaaaaaaa — A\n\nStatus: superseded\nScope: project\n"
                "Superseded-By: MC-DEC-20260101-bbbbbbbb\nSupersedes: MC-DEC-20260101-bbbbbbbb\n"
                "Evidence:\n- user-confirmed\n\nDecision:\nA.\n\n"
                "## MC-DEC-20260101-bbbbbbbb — B\n\nStatus: superseded\nScope: project\n"
                "Superseded-By: MC-DEC-20260101-aaaaaaaa\nSupersedes: MC-DEC-20260101-aaaaaaaa\n"
                "Evidence:\n- user-confirmed\n\nDecision:\nB.\n"
            ),
        ),
        "MC-CONFLICT-008",
    ),
    (
        "duplicate-active-owner",
        D,
        replace(
            D,
            OTHER_ENTRY + "\n\nStatus: active\nScope: project\nSubject: MC-SUBJ-20260801-20000002"
            "\nFacet: behavior",
            OTHER_ENTRY + "\n\nStatus: active\nScope: project\nSubject: "
            "MC-SUBJ-20260801-10000001\nFacet: version-policy",
        ),
        "MC-CONFLICT-001",
    ),
    (
        "subject-missing",
        D,
        _entry(
            FIRST_FIELDS,
            FIRST_FIELDS.replace("MC-SUBJ-20260729-7e5c3a91", "MC-SUBJ-20260101-deadbeef"),
        ),
        "MC-CONFLICT-005",
    ),
    (
        "exception-on-project-entry",
        D,
        _entry("Status: active", "Status: active\nException-To: MC-DEC-20260801-07000007"),
        "MC-CONFLICT-006",
    ),
    (
        "registry-duplicate-canonical-ref",
        S,
        replace(S, "feature:claude-adapter", "feature:gemini-adapter"),
        "MC-CONFLICT-003",
    ),
    (
        "registry-alias-collision",
        S,
        replace(S, "- Claude plugin distribution", "- Gemini skill distribution"),
        "MC-CONFLICT-004",
    ),
    (
        "registry-title-alias-collision",
        S,
        replace(S, "- target compaction", "- Claude adapter"),
        "MC-CONFLICT-004",
    ),
    (
        "registry-merged-from-not-reciprocal",
        S,
        replace(
            S,
            "Aliases:\n- deterministic skill evals",
            "Aliases:\n- deterministic skill evals\n\nMerged-From:\n- MC-SUBJ-20260801-50000005",
        ),
        "MC-CONFLICT-005",
    ),
    (
        "registry-unknown-field",
        S,
        replace(
            S,
            "Kind: feature\nCanonical-Ref: feature:skill-evals",
            "Kind: feature\nOwner: x\nCanonical-Ref: feature:skill-evals",
        ),
        "MC-CONFLICT-010",
    ),
    ("registry-missing-kind", S, replace(S, "Kind: concept\n", ""), "MC-CONFLICT-010"),
    ("registry-unknown-kind", S, replace(S, "Kind: concept", "Kind: gadget"), "MC-CONFLICT-010"),
    (
        "registry-bad-canonical-ref",
        S,
        replace(S, "feature:skill-evals", "widget:x"),
        "MC-CONFLICT-010",
    ),
    (
        "registry-malformed-heading",
        S,
        replace(S, "## MC-SUBJ-20260801-60000006 — ", "## Subject "),
        "MC-CONFLICT-010",
    ),
    ("registry-unclosed-fence", S, append(S, "\n```\n"), "MC-CONFLICT-010"),
    ("registry-missing", S, delete(S), "MC-CONFLICT-010"),
    (
        "registry-merged-without-target",
        S,
        replace(S, "Status: active\nKind: concept", "Status: merged\nKind: concept"),
        "MC-CONFLICT-010",
    ),
]

REC = "reconciliations.md"
VALID_RECORD = (
    "# Reconciliations\n\n## MC-REC-20260901-0000000d — Governance replaced\n\n"
    "Status: active\nResolution: superseded\nEntries:\n- MC-DEC-20260729-ef44900b\n"
    "- MC-DEC-20260801-07000007\nEvidence:\n- user-confirmed\n"
)


def _record(old: str, new: str) -> Mutation:
    return write(REC, VALID_RECORD.replace(old, new))


RECORD_CASES: list[tuple[str, str, Mutation, str]] = [
    (
        "record-unknown-resolution",
        REC,
        _record("Resolution: superseded", "Resolution: merged"),
        "MC-CONFLICT-008",
    ),
    ("record-status", REC, _record("Status: active", "Status: draft"), "MC-CONFLICT-008"),
    ("record-one-entry", REC, _record("- MC-DEC-20260801-07000007\n", ""), "MC-CONFLICT-008"),
    (
        "record-unsorted",
        REC,
        _record(
            "- MC-DEC-20260729-ef44900b\n- MC-DEC-20260801-07000007",
            "- MC-DEC-20260801-07000007\n- MC-DEC-20260729-ef44900b",
        ),
        "MC-CONFLICT-008",
    ),
    (
        "record-unresolved-entry",
        REC,
        _record("MC-DEC-20260729-ef44900b", "MC-DEC-20260729-00000000"),
        "MC-CONFLICT-008",
    ),
    (
        "record-wrong-relation",
        REC,
        _record("Resolution: superseded", "Resolution: exception"),
        "MC-CONFLICT-008",
    ),
    (
        "record-unsafe-evidence",
        REC,
        _record("- user-confirmed", "- repo:../../outside"),
        "MC-CONFLICT-008",
    ),
    (
        "record-malformed-heading",
        REC,
        _record("## MC-REC-20260901-0000000d — ", "## Record "),
        "MC-CONFLICT-008",
    ),
    (
        "record-duplicate-set",
        REC,
        lambda m: write(
            REC, VALID_RECORD + VALID_RECORD.split("\n\n", 1)[1].replace("0000000d", "0000000e")
        )(m),
        "MC-CONFLICT-008",
    ),
]

FILE_CASES: list[tuple[str, str, Mutation, str]] = [
    ("missing-core-file", "inbox.md", delete("inbox.md"), "ECC-FILE-001"),
    (
        "too-large",
        "changelog.md",
        lambda m: (m / "changelog.md").write_bytes(b"x" * (4 << 20) + b"x"),
        "ECC-FILE-004",
    ),
    ("missing-manifest", M, delete(M), "MC-ROUTING-001"),
    ("not-utf8", D, lambda m: (m / D).write_bytes(b"# Decisions\n\xff\xfe\n"), "ECC-FILE-003"),
    (
        "over-budget",
        "constraints.md",
        append("constraints.md", "- more words here\n" * 40),
        "ECC-BUDGET-001",
    ),
    (
        "decision-too-long",
        D,
        _entry("Status: active", "Status: active")
        and replace(D, "Reason:\nPreserves parse/write semantics.", "Reason:\n" + "word " * 130),
        "ECC-BUDGET-003",
    ),
]


@pytest.mark.parametrize(
    ("case", "target", "mutation", "code"),
    MANIFEST_CASES + INDEX_CASES + ENTRY_CASES + CROSS_CASES + RECORD_CASES + FILE_CASES,
    ids=lambda v: v if isinstance(v, str) else "",
)
def test_mutation_fails_with_its_code(
    tmp_path: Path, case: str, target: str, mutation: Mutation, code: str
) -> None:
    memory = copy_fixture(tmp_path)
    mutation(memory)
    assert code in codes(run_check(memory)), case


def test_a_valid_reconciliation_record_passes(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    write(REC, VALID_RECORD)(memory)
    assert codes(run_check(memory)) == set()
    _record("Resolution: superseded", "Resolution: exception")(memory)
    assert "MC-FRESH-006" in codes(run_check(memory, mode="freshness"))


def test_closing_hashes_on_the_protocol_heading_are_accepted(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(M, PROTOCOL_H2, "## MEMORYCUSTODIAN PROTOCOL ##")(memory)
    assert codes(run_check(memory)) == set()


def test_fenced_and_commented_lookalikes_are_ignored(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    append(M, "\n```\n## MemoryCustodian Protocol\n```\n\n<!--\n## Load by task\n-->\n")(memory)
    append(D, "\n<!-- ## MC-DEC-20260101-00000000 — hidden -->\n")(memory)
    assert codes(run_check(memory)) == set()


@pytest.mark.parametrize(
    ("case", "mutation", "code"),
    [
        ("near-limit", append("constraints.md", "- more words\n" * 12), "ECC-BUDGET-002"),
        (
            "inbox-over-thirty",
            append("inbox.md", "".join(f"- idea {n}\n" for n in range(31))),
            "ECC-BUDGET-004",
        ),
        (
            "declared-module-missing",
            replace(
                M,
                "### Enabled rules\n- None enabled.",
                "### Enabled rules\n- `rules/output.md`\n  - activation: explicit-only",
            ),
            "MC-ROUTING-005",
        ),
        (
            "area-overlaps-project-owner",
            combine(
                replace(M, "### Enabled areas\n- None enabled.\n", AREA_MANIFEST),
                write(
                    "areas/cli.md",
                    "# CLI\n\n" + area_entry("MC-AREA-20260901-0000000a", "Decision"),
                ),
            ),
            "MC-CONFLICT-002",
        ),
        (
            "missing-subject-and-facet",
            _entry(FIRST_FIELDS, "Status: active\nScope: project\n"),
            "MC-CONFLICT-007",
        ),
        ("brief-placeholder", append("brief.md", "\nTODO: write the brief.\n"), "ECC-BRIEF-001"),
    ],
)
def test_mutation_warns_with_its_code(
    tmp_path: Path, case: str, mutation: Mutation, code: str
) -> None:
    memory = copy_fixture(tmp_path)
    mutation(memory)
    problems = run_check(memory)
    assert code in codes(problems, "warning"), case


def test_missing_identity_is_an_error_under_conflicts(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    _entry(FIRST_FIELDS, "Status: active\nScope: project\n")(memory)
    problems = run_check(memory, mode="conflicts")
    assert codes(problems) == {"MC-CONFLICT-007"}


def test_conflicts_mode_reports_only_conflict_codes(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(S, "feature:claude-adapter", "feature:gemini-adapter")(memory)
    append("constraints.md", "- more words here\n" * 40)(memory)
    problems = run_check(memory, mode="conflicts")
    assert {p.code for p in problems} == {"MC-CONFLICT-003"}


def test_focused_checks_stop_at_an_invalid_contract(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(M, "protocol_version: 0.7", "protocol_version: 0.8")(memory)
    for mode in ("conflicts", "reachability", "freshness"):
        assert {p.code for p in run_check(memory, mode=mode)} == {"MC-ROUTING-007"}


def test_routing_mode(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    assert run_check(memory, mode="routing") == []
    replace(
        M,
        "### Implementation / execution / debugging\nLoad:\n- decisions.md",
        "### Implementation / execution / debugging\nLoad:\n- decisions.md",
    )(memory)
    replace(M, "- brief.md\n- constraints.md", "- brief.md")(memory)
    problems = run_check(memory, mode="routing")
    assert "MC-ROUTING-004" in codes(problems, "warning")


def test_reachability(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    assert run_check(memory, mode="reachability") == []
    replace(M, "- brief.md\n- constraints.md", "- brief.md")(memory)
    append(
        "constraints.md",
        "\n## MC-CON-20260901-0000000b — Offline\n\nStatus: active\n"
        "Scope: project\nSubject: MC-SUBJ-20260801-20000002\nFacet: workflow\nEvidence:\n"
        "- user-confirmed\n\nConstraint:\nWork offline.\n",
    )(memory)
    write("areas/cli.md", "# CLI\n\n" + area_entry("MC-CON-20260901-0000000c"))(memory)
    problems = run_check(memory, mode="reachability")
    assert {(p.code, p.severity, p.path) for p in problems} >= {
        ("MC-REACH-001", "error", "constraints.md"),
        ("MC-REACH-002", "error", "areas/cli.md"),
    }


def test_freshness(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    project = memory.parent.parent
    replace(D, "- repo:cli/memory_custodian/entries.py", "- repo:src/app.py@abc1234")(memory)
    exists = lambda rel: (project / rel).exists()  # noqa: E731
    no_git = run_check(memory, mode="freshness", evidence_exists=exists)
    assert "MC-FRESH-001" in codes(no_git)
    assert "MC-FRESH-003" in codes(no_git, "info")
    (project / "src").mkdir()
    (project / "src" / "app.py").write_text("x\n")
    other_head = run_check(
        memory, mode="freshness", evidence_exists=exists, resolve_head=lambda: "fffffff000"
    )
    assert "MC-FRESH-002" in codes(other_head, "warning")
    same_head = run_check(
        memory, mode="freshness", evidence_exists=exists, resolve_head=lambda: "abc1234def"
    )
    assert not [p for p in same_head if p.path == D and p.code == "MC-FRESH-002"]


def test_freshness_mirrors_relation_and_subject_problems(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(D, "Supersedes: MC-DEC-20260729-ef44900b", "Supersedes: MC-DEC-20260729-00000000")(
        memory
    )
    _entry(
        FIRST_FIELDS, FIRST_FIELDS.replace("MC-SUBJ-20260729-7e5c3a91", "MC-SUBJ-20260101-deadbeef")
    )(memory)
    found = codes(run_check(memory, mode="freshness"))
    assert {"MC-FRESH-004", "MC-FRESH-005"} <= found


def test_a_pragma_allows_a_known_false_positive_and_is_counted(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    token = "sk-" + "proj-" + "abcDEF123456" * 4
    pragma = "<!-- pragma: allowlist nextline secret -->"
    append("brief.md", f"\n{pragma}\nKey {token}\n\n{pragma}\n\nKey {token}\n")(memory)
    problems = run_check(memory)
    last_line = len((memory / "brief.md").read_text().splitlines())  # behind a blank line
    flagged = [p.line for p in problems if p.code == "ECC-SECURITY-001"]
    assert flagged == [last_line]
    allowed = [p for p in problems if p.code == "ECC-SECURITY-002"]
    assert [(p.severity, p.path, p.message) for p in allowed] == [
        ("info", "brief.md", "1 secret finding allowed by pragma")
    ]
    assert not [p for p in run_check(memory, security=False) if p.code.startswith("ECC-SEC")]


def test_security_and_privacy_scans_never_echo_values(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    token = "sk-" + "proj-" + "abcDEF123456" * 4
    mail = "jane.doe" + "@" + "corp-mail.com"
    home = "/home/" + "jane/projects"
    append("brief.md", f"\nKey {token}\nContact {mail} or +44 20 7946 0958.\nSee {home}.\n")(memory)
    problems = run_check(memory, security=True, privacy=True)
    assert "ECC-SECURITY-001" in codes(problems)
    assert {"ECC-PRIVACY-001", "ECC-PRIVACY-002", "ECC-PRIVACY-003"} <= codes(problems, "warning")
    assert all(token not in p.message and mail not in p.message for p in problems)
    assert "ECC-SECURITY-001" in codes(run_check(memory))  # secrets are scanned by default
    assert "ECC-SECURITY-001" not in codes(run_check(memory, security=False))


def test_symlinked_file_is_an_error_and_is_not_followed(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    outside = tmp_path / "outside.md"
    outside.write_text("## MC-DEC-20260101-00000000 — secret\n")
    (memory / "preferences.md").unlink()
    os.symlink(outside, memory / "preferences.md")
    problems = run_check(memory)
    assert ("ECC-FILE-002", "preferences.md") in {(p.code, p.path) for p in problems}
    assert not any("secret" in p.message for p in problems)


def test_symlinked_folder_is_an_error(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    (memory / "archive").rename(elsewhere)
    os.symlink(elsewhere, memory / "archive")
    problems = run_check(memory)
    assert ("ECC-FILE-002", "archive") in {(p.code, p.path) for p in problems}


def test_symlinked_memory_directory_is_an_error(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    link = tmp_path / "link"
    os.symlink(memory, link)
    assert codes(check_directory(link)) == {"ECC-FILE-002"}


def test_schema_one_reads_the_wrapper_as_literal_text(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(
        D,
        "Decision:\nUse `memory-custodian-body-v1`; treat legacy entities literally. "
        "Search decoded text; mutate raw source.",
        "Decision:\n```memory-custodian-body-v1\nStatus: looks like a field\n```\nafter",
    )(memory)
    assert "MC-CONFLICT-007" in codes(run_check(memory))
    replace(M, "entry_schema_version: 2", "entry_schema_version: 1")(memory)
    problems = run_check(memory)
    assert [p for p in problems if p.code == "MC-CONFLICT-007" and p.path == D] == []


def test_messages_withhold_values_that_could_be_credentials(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    token = "AKIA" + "Q3EXAMPLE7TOKEN12345"
    _entry("Status: active\nScope: project", f"Status: active\nScope: {token}")(memory)
    replace("decisions.md", "Supersedes: MC-DEC-20260729-ef44900b", f"Supersedes: {token}")(memory)
    problems = run_check(memory)
    assert "MC-CONFLICT-007" in codes(problems)
    assert all(token not in p.message for p in problems)
    assert any("(value withheld)" in p.message for p in problems)
    replace("decisions.md", f"Scope: {token}", "Scope: Project")(memory)
    assert any("'Project'" in p.message for p in run_check(memory))


def test_unknown_protocol_metadata_keys_are_extensions(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(M, "- protocol_version: 0.7", "- protocol_version: 0.7\n- team_extension: yes")(memory)
    assert codes(run_check(memory)) == set()


def test_schema_two_wrapper_protects_structural_body_lines(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    body = (
        "~~~~ memory-custodian-body-v1\nStatus: not a field\n- not a list\n## not a heading\n~~~~"
    )
    replace(
        D,
        "Decision:\nUse `memory-custodian-body-v1`; treat legacy entities literally. "
        "Search decoded text; mutate raw source.",
        f"Decision:\n{body}",
    )(memory)
    assert codes(run_check(memory)) == set()


def test_missing_detectors_degrade_to_info(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    monkeypatch.setitem(sys.modules, "ecc_memory.detectors", None)
    problems = run_check(copy_fixture(tmp_path), security=True)
    assert "ECC-SECURITY-000" in codes(problems, "info")


def test_every_documented_code_has_a_test() -> None:
    import re

    root = Path(__file__).resolve().parents[2]
    documented = set(
        re.findall(
            r"(?:MC|ECC)-[A-Z]+-\d{3}", (root / "docs" / "protocol.md").read_text(encoding="utf-8")
        )
    )
    suite = (root / "tests" / "protocol").glob("test_*.py")
    tests = "".join(p.read_text(encoding="utf-8") for p in suite)
    assert len(documented) > 40
    assert sorted(code for code in documented if f'"{code}"' not in tests) == []


def test_protocol_06_one_line_declarations_stay_readable(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    replace(M, "protocol_version: 0.7", "protocol_version: 0.6")(memory)
    replace(
        M,
        "### Enabled rules\n- None enabled.",
        "### Enabled rules\n- `rules/output.md`: output rules",
    )(memory)
    write("rules/output.md", "# Output\n\nKeep it short.\n")(memory)
    problems = run_check(memory)
    assert codes(problems) == {"ECC-MANIFEST-002"}


def test_an_indented_fence_inside_a_wrapped_body_is_body_text(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    body = "```memory-custodian-body-v1\nExample:\n    ```\n    code\n    ```\nDone.\n```"
    replace(
        D,
        "Decision:\nUse `memory-custodian-body-v1`; treat legacy entities literally. "
        "Search decoded text; mutate raw source.",
        f"Decision:\n{body}",
    )(memory)
    assert codes(run_check(memory)) == set()


@pytest.mark.parametrize(
    "entry_id",
    [
        "MC-DEC-2026091-00000002",  # a seven-digit date
        "MC-DEC-202609011-00000002",  # a nine-digit date
        "MC-DEC-20260901-0000002",  # seven hex digits
        "MC-DEC-20260901-0000000g",  # not hex
        "MC-DEC-20260901",  # no suffix
        "MC-DEC-2026-09-01-00000002",  # a dashed date
    ],
)
def test_an_entry_heading_whose_id_breaks_the_grammar_is_an_error(
    tmp_path: Path, entry_id: str
) -> None:
    memory = copy_fixture(tmp_path)
    append(
        D,
        f"\n## {entry_id} — Broken ID\n\n" + FIRST_FIELDS + "Evidence:\n"
        "- user-confirmed\n\nDecision:\nX.\n",
    )(memory)
    line = (memory / D).read_text(encoding="utf-8").splitlines().index(
        f"## {entry_id} — Broken ID"
    ) + 1
    found = [
        p for p in run_check(memory) if p.path == D and p.line == line and p.severity == "error"
    ]
    assert [p.code for p in found] == ["MC-CONFLICT-007"]
    assert "Entry ID grammar" in found[0].message


def test_headings_that_only_mention_mc_words_stay_legacy(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    append("constraints.md", "\n## MC-style notes for the team\n\nKeep them short.\n")(memory)
    assert codes(run_check(memory)) == set()
