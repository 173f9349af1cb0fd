"""``ecc memory review``: look at staged team memory and approve its exact content for the
commit guard (``git.review``). Needs an interactive terminal to approve; ``--list`` and
``--json`` only show."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import click

from ecc_memory.cli.common import JSON_FLAG as _json_flag
from ecc_memory.cli.common import fail as _fail
from ecc_memory.cli.common import workspace
from ecc_memory.cli.options import WHERE
from ecc_memory.cli.outcome import exit_with

if TYPE_CHECKING:
    from ecc_memory.app.shown import StagedDoc


@click.command("review")
@WHERE
@click.option("--list", "list_only", is_flag=True, help="List staged team memory; approve nothing.")
@click.option(
    "--since",
    metavar="REF",
    help="Review the team memory this branch committed since REF without a review record "
    "(what ecc memory ci fails); approving stages the records for a new commit.",
)
@_json_flag
def review(list_only: bool, since: str | None, as_json: bool) -> None:
    """Review staged team memory and approve its exact content for the commit guard.

    Needs an interactive terminal. An approval stages a review record
    (.ecc/memory/reviews/<blob id>) that travels with the content, so teammates who merge it
    are not asked again. Content the guard blocks (a suspected secret, a malformed file) is
    never shown or approved: its findings are printed instead (exit 1). A speed bump against
    accidental commits by agents, not a security boundary.
    """
    from ecc_memory.app import git as app
    from ecc_memory.app.text import escape, sanitize

    try:
        staged = app.review_staged(workspace(), since)
    except Exception as exc:
        _fail(exc, as_json)
    docs = staged.docs
    if as_json or list_only:
        _list_docs(docs, as_json)
        return
    if not docs:
        click.echo("No staged team memory to review." if since is None else
                   f"No team memory without a review record since {since}.")  # fmt: skip
        return
    blocked = [doc for doc in docs if doc.blocked]
    if blocked:
        # Never shown, never approved: the guard blocks it whatever a review says.
        from ecc_memory.render.text import block as block_line

        for doc in blocked:
            for block in doc.blocked:
                click.echo(block_line(block, "ecc-memory-guard"), err=True)
        click.echo(
            f"Approved nothing: the guard blocks {len(blocked)} staged file(s) (above); "
            "fix them, git add them, then review again.",
            err=True,
        )
        exit_with(1)
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        from ecc_memory.errors import InvalidInput

        _fail(
            InvalidInput(
                "review-needs-terminal",
                "approving needs an interactive terminal (use --list to inspect)",
            )
        )
    here = app.reviewed_here(staged)
    approved = []
    for doc in docs:
        path = escape(doc.path)
        if doc.approved or doc.blob_id in here:
            click.echo(f"{path}: already reviewed")
            if doc.blob_id in here:
                approved.append(doc)  # its record is staged again below
            continue
        text = app.staged_text(staged, doc)
        click.echo(f"===== {path} (staged {doc.blob_id[:12]}) =====")
        click.echo(sanitize(text))
        click.echo("===== end =====")
        if click.confirm(f"Approve {path} for commit?", default=False):
            approved.append(doc)
    try:
        done = app.approve(staged, approved)
    except Exception as exc:  # git add refused, a symlinked vault directory: named, no trace
        _fail(exc)
    click.echo(f"Approved {done.added} of {len(docs)} staged team memory file(s).")
    if approved:
        click.echo(f"Staged their review records ({done.records}).")
    if done.guard:
        click.echo(f"Staged the project guard {staged.layout.guard} (once per repository).")


def _list_docs(docs: list[StagedDoc], as_json: bool) -> None:
    from ecc_memory.render import json, text

    if as_json:
        json.emit_json(json.review(docs))
        return
    for line in text.review(docs):
        click.echo(line)
