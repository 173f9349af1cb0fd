"""The git-aware forms of ``ecc memory handoff``: ``--from-branch`` (a handoff note written from
the branch's context, read through pygit2) and ``--latest`` (the newest branch handoff)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import click

from ecc_memory.cli.common import fail as _fail
from ecc_memory.cli.common import read_body, workspace
from ecc_memory.cli.outcome import exit_with

if TYPE_CHECKING:
    from ecc_memory.app.git import Latest


def branch_handoff(
    *,
    branch: str,
    source: str,
    targets: tuple[str, ...],
    tags: tuple[str, ...],
    links: tuple[str, ...],
    title: str | None,
    use_stdin: bool,
    body_file: str | None,
    as_json: bool,
    scope: str = "project",
    message: str | None = None,
) -> None:
    """``ecc memory handoff --from-branch [BRANCH]``: a handoff generated from git context.

    Exit 0 whether a handoff was written or nothing changed since the previous one.
    """
    from ecc_memory.app import git as app

    try:
        app.check_branch_handoff(targets, scope)
        extra = read_body(use_stdin, body_file, message)
        request = app.BranchHandoffRequest(
            branch, source, targets, tags, links, title, extra, scope
        )
        outcome = app.branch_handoff(workspace(), request)
    except Exception as exc:
        _fail(exc, as_json)
    from ecc_memory.render import json, text

    if as_json:
        json.emit_json(json.branch_handoff(outcome))
        return
    for line in text.branch_handoff(outcome):
        click.echo(line)


def latest_handoff(*, branch: str | None, harness: str | None, as_json: bool) -> None:
    """``ecc memory handoff --latest [--branch B]``: the newest handoff of a branch, or exit 1
    when it has none."""
    from ecc_memory.app.git import latest_handoff as newest

    try:
        latest = newest(workspace(), branch, harness)
    except Exception as exc:
        _fail(exc, as_json)
    _print_latest(latest, as_json)


def _print_latest(latest: Latest, as_json: bool) -> None:
    from ecc_memory.render import json, text

    if as_json:
        json.emit_json(json.latest_handoff(latest))
    else:
        for line in text.latest_handoff(latest):
            click.echo(line)
    exit_with(0 if latest.memory else 1)
