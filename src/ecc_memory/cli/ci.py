"""``ecc memory ci``: the server-side gate over ``BASE..HEAD`` and HEAD's tree.

Thin: parse, call ``app.git.ci``, render (text, GitHub annotations, JSON or SARIF 2.1.0 for
code-scanning UIs), exit 0 clean, 1 problems, 2 usage or refused input, 3 internal error.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import click

from ecc_memory.cli.common import workspace
from ecc_memory.cli.options import WHERE

if TYPE_CHECKING:
    from ecc_memory.app.git import CiProblem, CiReport


@click.command("ci")
@WHERE
@click.option(
    "--base",
    metavar="REF",
    help="Check every commit in REF..HEAD (default: the merge-base with origin/HEAD, "
    "origin/main or origin/master; without one, only HEAD's tree).",
)
@click.option(
    "--require-protocol", is_flag=True, help="A missing docs/memory/ is an error, not skipped."
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "github", "json", "sarif"]),
    default="text",
    show_default=True,
    help="Output format: github prints workflow annotations, sarif a SARIF 2.1.0 log for "
    "code-scanning UIs (github/codeql-action/upload-sarif).",
)
@click.option("--json", "as_json", is_flag=True, help="Same as --format json.")
@click.option(
    "--jobs",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    metavar="N",
    help="Processes that read a long commit range (500+ commits each; 0: one per CPU, "
    "at most 4; 1: no extra processes). The report is the same for any N.",
)
def ci(base: str | None, require_protocol: bool, fmt: str, as_json: bool, jobs: int) -> None:
    """Check commits and HEAD's tree from git objects, as the hooks would have (for CI).

    \b
    Blocks: tracked project-scope files; team documents that are malformed, not unreviewed,
    misplaced or secret-bearing; suspected secrets under docs/memory/ and .ecc/memory/; a
    missing or altered project guard at HEAD; a commit deleting more than 10 memory files
    (unless ECC_MEMORY_ALLOW_BULK_DELETE=1); docs/memory/ failing the protocol checker
    (skipped when absent, unless --require-protocol). The local review gate cannot be
    checked here: protect the branch with required code review.
    """
    from ecc_memory.cli.main import run

    if as_json and fmt not in ("text", "json"):
        run(True, _usage("Choose one output format: --json or --format."))
    fmt = "json" if as_json else fmt

    def action() -> int:
        from ecc_memory.app import git as app

        where = workspace()
        opened = app.open_repository(where)
        try:
            report = app.ci(where, opened, app.CiRequest(base, require_protocol, jobs))
        except OSError as exc:  # what happened and where, not "internal error (OSError)"
            from ecc_memory.app.refusal import os_refusal

            raise os_refusal(exc) from None
        _render(report, fmt)
        return 0 if report.ok else 1

    run(fmt == "json", action)


def _usage(message: str) -> Callable[[], None]:
    from ecc_memory.errors import InvalidInput

    def action() -> None:
        raise InvalidInput("USAGE", message)

    return action


def _render(report: CiReport, fmt: str) -> None:
    from ecc_memory.app.text import escape
    from ecc_memory.cli import output

    if fmt == "json":
        output.emit_json(report.to_json())
        return
    if fmt == "sarif":
        output.emit_json(sarif(report))
        return
    checked = (
        f"{report.commits_checked} commit(s) in {report.base[:12]}..{(report.head or '')[:12]}"
        if report.base
        else f"{report.commits_checked} commit(s)"
    )
    summary = (
        f"ecc memory ci: {'PASS' if report.ok else f'{len(report.problems)} problem(s)'}; "
        f"checked {checked} and HEAD's tree; protocol: {report.protocol}"
    )
    if fmt == "github":
        lines = [
            output.github_annotation(
                "error",
                escape(p.file),
                escape(f"{p.commit}: {p.reason} (fix: {p.fix})"),
                line=p.line,
                title="ecc memory ci",
            )
            for p in report.problems
        ]
        lines += [output.github_annotation("notice", "", escape(note)) for note in report.notes]
        output.emit_lines([*lines, summary])
        return
    lines = [
        escape(f"{_where(p.file, p.line)}: {p.commit}: {p.reason} (fix: {p.fix})")
        for p in report.problems
    ]
    output.emit_lines(lines + [f"note: {escape(note)}" for note in report.notes] + [summary])


def _where(file: str, line: int) -> str:
    return f"{file}:{line}" if line else file


SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def sarif(report: CiReport) -> dict[str, object]:
    """The report as a SARIF 2.1.0 log: one run of the ``ecc-memory`` tool, one rule per
    code a problem carries, one result per problem at its file (relative to the repository
    root, ``%SRCROOT%``) and line (1 when the problem is the whole file), and the notes as
    notifications of the invocation. Never a secret: results carry what the text output does."""
    from urllib.parse import quote

    from ecc_memory.app import __version__
    from ecc_memory.app.git import ci_rule

    codes = sorted({p.code or "ecc-memory" for p in report.problems})

    def rule(code: str) -> dict[str, object]:
        name, text = ci_rule(code)
        return {
            "id": code, "name": name, "shortDescription": {"text": text},
            "fullDescription": {"text": text}, "help": {"text": f"{text} See docs/ci.md."},
            "defaultConfiguration": {"level": "error"},
            "properties": {"tags": ["security"] if code == "suspected-secret" else []},
        }  # fmt: skip

    def result(problem: CiProblem) -> dict[str, object]:
        code = problem.code or "ecc-memory"
        where = {"uri": quote(problem.file), "uriBaseId": "%SRCROOT%"}
        return {
            "ruleId": code, "ruleIndex": codes.index(code), "level": "error",
            "message": {"text": f"{problem.reason} (commit {problem.commit}; fix: {problem.fix})"},
            "locations": [{"physicalLocation": {
                "artifactLocation": where, "region": {"startLine": max(problem.line, 1)},
            }}],
        }  # fmt: skip

    notes = [{"level": "note", "message": {"text": note}} for note in report.notes]
    run = {
        "tool": {"driver": {"name": "ecc-memory", "version": __version__,
                            "rules": [rule(code) for code in codes]}},
        "originalUriBaseIds": {"%SRCROOT%": {"description": {"text": "The repository root."}}},
        "invocations": [{"executionSuccessful": True, "toolExecutionNotifications": notes}],
        "results": [result(problem) for problem in report.problems],
    }  # fmt: skip
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}
