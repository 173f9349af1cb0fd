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
    if as_json:
        import json

        payload = {
            "schemaVersion": "ecc.memory.branch-handoff.v1",
            "branch": outcome.branch,
            "written": outcome.written is not None,
            "id": outcome.memory_id,
            "path": outcome.written,
            "previous": outcome.previous_id,
            "scope": outcome.scope,
            "carriedFrom": outcome.carried,
        }
        click.echo(json.dumps(payload, ensure_ascii=False))
        return
    from ecc_memory.app.text import sanitize

    name = sanitize(outcome.branch)
    if outcome.written is None:
        click.echo(f"No change on {name} since handoff {outcome.memory_id}; nothing written.")
        return
    shared = " team" if outcome.scope == "team" else ""
    click.echo(f"Saved unreviewed{shared} handoff for branch {name}")
    click.echo(f"ID: {outcome.memory_id}")
    click.echo(f"Path: {outcome.written}")
    if outcome.previous_id:
        click.echo(f"Supersedes: {outcome.previous_id}")
    if outcome.carried:
        click.echo(f"Carries the words of: {outcome.carried}")
    if outcome.scope == "team":  # what it takes to reach a teammate: the review gate, then git
        click.echo(
            "Share it: git add .ecc/memory/team && ecc memory review && git commit && git push"
        )


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
    from ecc_memory.app.text import sanitize

    branch, memory = latest.branch, latest.memory

    if as_json:
        import json

        payload = {
            "schemaVersion": "ecc.memory.latest-handoff.v1",
            "branch": branch,
            "id": memory.id if memory else None,
            "title": memory.title if memory else None,
            "createdAt": memory.created_at if memory else None,
            "body": memory.body if memory else None,
            "scope": memory.scope if memory else None,
            "sourceHarness": memory.source_harness if memory else None,
            "author": latest.author,
        }
        click.echo(json.dumps(payload, ensure_ascii=False))
        exit_with(0 if memory else 1)
    if memory is None:
        click.echo(f"No handoff for branch {sanitize(branch)}.")
        exit_with(1)
    click.echo(f"[unreviewed] {sanitize(memory.title)}")
    click.echo(f"ID: {memory.id}")
    click.echo(f"Branch: {sanitize(branch)}  Created: {memory.created_at}")
    click.echo(f"From: {sanitize(latest.provenance)}")
    click.echo("")
    click.echo(sanitize(memory.body))
