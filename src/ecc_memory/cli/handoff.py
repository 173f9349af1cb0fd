"""The git-aware forms of ``ecc memory handoff``: ``--from-branch`` (a handoff note written from
the branch's context, read through pygit2) and ``--latest`` (the newest branch handoff)."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

import click

from ecc_memory.cli.common import fail as _fail
from ecc_memory.cli.common import open_git as _open
from ecc_memory.cli.common import read_body
from ecc_memory.cli.outcome import exit_with

if TYPE_CHECKING:
    from ecc_memory.vault.document import Memory


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
    from ecc_memory.config import now
    from ecc_memory.errors import InvalidInput
    from ecc_memory.git.handoff import HANDOFF_SCOPES, write_branch_handoff

    try:
        if not targets:
            raise InvalidInput("TARGET_REQUIRED", "At least one --target is required for handoffs.")
        if scope not in HANDOFF_SCOPES:
            raise InvalidInput(
                "SCOPE_UNSUPPORTED",
                "--from-branch writes project handoffs (this clone) or team handoffs "
                "(committed, for teammates); not user-scope ones.",
            )
        extra = read_body(use_stdin, body_file, message)
        repo, roots, _ = _open(from_env=False)
        from ecc_memory.app.vault import full_links

        links = full_links(roots, links, scope)
        outcome = write_branch_handoff(
            roots, repo, branch=branch or None, source_harness=source,
            targets=targets, title=title, tags=tags, links=links, extra_body=extra,
            now=now(os.environ), scope=scope,
        )  # fmt: skip
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
    from ecc_memory.terminal import sanitize

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
    from ecc_memory.git.handoff import committed_team_handoffs, newest_handoff
    from ecc_memory.vault.document import check_slug

    try:
        repo, roots, _ = _open(from_env=False)
        name = branch or repo.current_branch()
        if name is None:
            from ecc_memory.git.records import GitError

            raise GitError("git-detached-head", "HEAD is detached; name one: --branch NAME")
        reader = check_slug(harness, "target harness") if harness is not None else None
        # The branch's committed team handoffs count also where another branch is checked out.
        newest = newest_handoff(roots, name, reader, also=committed_team_handoffs(repo, name))
    except Exception as exc:
        _fail(exc, as_json)
    _print_latest(name, newest, as_json)


def _print_latest(branch: str, memory: Memory | None, as_json: bool) -> None:
    from ecc_memory.config import now
    from ecc_memory.git.checkout import provenance
    from ecc_memory.git.words import author_of
    from ecc_memory.terminal import sanitize

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
            "author": author_of(memory) if memory else None,
        }
        click.echo(json.dumps(payload, ensure_ascii=False))
        exit_with(0 if memory else 1)
    if memory is None:
        click.echo(f"No handoff for branch {sanitize(branch)}.")
        exit_with(1)
    click.echo(f"[unreviewed] {sanitize(memory.title)}")
    click.echo(f"ID: {memory.id}")
    click.echo(f"Branch: {sanitize(branch)}  Created: {memory.created_at}")
    click.echo(f"From: {sanitize(provenance(memory, now(os.environ)))}")
    click.echo("")
    click.echo(sanitize(memory.body))
