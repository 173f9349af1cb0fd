"""The git-aware forms of ``ecc memory handoff``: ``--from-branch`` (a handoff note written from
the branch's context, read through pygit2) and ``--latest`` (the newest branch handoff)."""

from __future__ import annotations

import os

import click

from ecc_memory.cli.common import fail as _fail
from ecc_memory.cli.common import open_git as _open
from ecc_memory.cli.common import read_body
from ecc_memory.cli.outcome import exit_with


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
    from ecc_memory.git.handoff import write_branch_handoff

    try:
        if not targets:
            raise InvalidInput("TARGET_REQUIRED", "At least one --target is required for handoffs.")
        if scope != "project":
            raise InvalidInput(
                "SCOPE_UNSUPPORTED", "--from-branch writes project-scope handoffs only."
            )
        extra = read_body(use_stdin, body_file, message)
        repo, roots, _ = _open(from_env=False)
        outcome = write_branch_handoff(
            roots, repo, branch=branch or None, source_harness=source,
            targets=targets, title=title, tags=tags, links=links, extra_body=extra,
            default_branch=repo.config_get("ecc-memory.defaultBranch"),
            now=now(os.environ),
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
        }
        click.echo(json.dumps(payload, ensure_ascii=False))
        return
    from ecc_memory.terminal import sanitize

    name = sanitize(outcome.branch)
    if outcome.written is None:
        click.echo(f"No change on {name} since handoff {outcome.memory_id}; nothing written.")
        return
    click.echo(f"Saved unreviewed handoff for branch {name}")
    click.echo(f"ID: {outcome.memory_id}")
    click.echo(f"Path: {outcome.written}")
    if outcome.previous_id:
        click.echo(f"Supersedes: {outcome.previous_id}")


def latest_handoff(*, branch: str | None, harness: str | None, as_json: bool) -> None:
    """``ecc memory handoff --latest [--branch B]``: the newest handoff of a branch, or exit 1
    when it has none."""
    from ecc_memory.git.handoff import newest_handoff
    from ecc_memory.vault.document import check_slug

    try:
        repo, roots, _ = _open(from_env=False)
        name = branch or repo.current_branch()
        if name is None:
            from ecc_memory.git.records import GitError

            raise GitError("git-detached-head", "HEAD is detached; name one: --branch NAME")
        reader = check_slug(harness, "target harness") if harness is not None else None
        newest = newest_handoff(roots, name, reader)
    except Exception as exc:
        _fail(exc, as_json)
    _print_latest(name, newest, as_json)


def _print_latest(branch: str, memory: object, as_json: bool) -> None:
    from ecc_memory.terminal import sanitize

    if as_json:
        import json

        from ecc_memory.vault.document import Memory

        found = memory if isinstance(memory, Memory) else None
        payload = {
            "schemaVersion": "ecc.memory.latest-handoff.v1",
            "branch": branch,
            "id": found.id if found else None,
            "title": found.title if found else None,
            "createdAt": found.created_at if found else None,
            "body": found.body if found else None,
        }
        click.echo(json.dumps(payload, ensure_ascii=False))
        exit_with(0 if found else 1)
    if memory is None:
        click.echo(f"No handoff for branch {sanitize(branch)}.")
        exit_with(1)
    click.echo(f"[unreviewed] {sanitize(getattr(memory, 'title', ''))}")
    click.echo(f"ID: {getattr(memory, 'id', '')}")
    click.echo(f"Branch: {sanitize(branch)}  Created: {getattr(memory, 'created_at', '')}")
    click.echo("")
    click.echo(sanitize(getattr(memory, "body", "")))
