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
    from ecc_memory.app.git import CiReport


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
    from ecc_memory.app import __version__
    from ecc_memory.cli import output
    from ecc_memory.render import github, json, sarif, text

    if fmt == "json":
        output.emit_json(json.ci(report))
    elif fmt == "sarif":
        output.emit_json(sarif.ci(report, __version__))
    else:
        output.emit_lines(github.ci(report) if fmt == "github" else text.ci(report))
