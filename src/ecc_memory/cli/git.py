"""Click commands for git integration: ``ecc memory hooks ...`` and ``ecc memory review``.

Thin: parse, call one core function, render, exit. The installed hook scripts reach the
``hooks`` group through the stable ``ecc_memory.entry`` module (``python -P -m ecc_memory.entry
run <hook>``), so a commit does not pay for the rest of the CLI. Heavy modules (pygit2 through
``git.repo``, detect-secrets) are imported inside the commands.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

import click

if TYPE_CHECKING:
    from ecc_memory.config import Roots
    from ecc_memory.git.hooks import Block, Layout
    from ecc_memory.git.repo import Repo

HOOK_NAMES = ("guard", "gitignore", "protocol", "pre-commit", "post-checkout")


def _report_error(prefix: str, exc: Exception) -> int:
    """One line on stderr for a refusal or an unexpected failure; returns the exit code."""
    from ecc_memory.errors import EXIT_INTERNAL, EccError
    from ecc_memory.terminal import sanitize

    if isinstance(exc, EccError):
        click.echo(f"{prefix}: error: {exc.code}: {sanitize(exc.message)}", err=True)
        return exc.exit_code
    click.echo(f"{prefix}: internal error ({type(exc).__name__})", err=True)
    return EXIT_INTERNAL


def _fail(prefix: str, exc: Exception) -> NoReturn:
    raise SystemExit(_report_error(prefix, exc))


def _open(*, from_env: bool) -> tuple[Repo, Roots, Layout]:
    from ecc_memory.config import resolve_roots
    from ecc_memory.git.hooks import layout_for
    from ecc_memory.git.repo import open_repo

    repo = open_repo(Path.cwd(), from_env=from_env)
    roots = resolve_roots(repo.workdir, os.environ)
    return repo, roots, layout_for(repo.workdir, roots.project, roots.team)


def _guard() -> bytes:
    from ecc_memory.vault.store import GUARD_CONTENT

    return GUARD_CONTENT


def _checks(which: str, repo: Repo, layout: Layout) -> list[tuple[str, Callable[[], list[Block]]]]:
    """The checks a hook name stands for, each run on its own so one failing does not hide
    the findings of the others."""
    from ecc_memory.git import hooks, review

    checks: list[tuple[str, Callable[[], list[Block]]]] = []
    if which in ("guard", "pre-commit"):
        approved = review.approved_blobs(repo)
        checks.append(
            ("ecc-memory-guard", lambda: hooks.check_staged(repo, layout, os.environ, approved))
        )
    if which in ("gitignore", "pre-commit"):
        checks.append(
            ("ecc-memory-gitignore", lambda: hooks.check_gitignore(repo, layout, _guard()))
        )
    touches_docs = which == "pre-commit" and any(
        c.path.startswith(layout.docs) for c in repo.staged_changes()
    )
    if which == "protocol" or touches_docs:
        checks.append(("ecc-memory-protocol", lambda: hooks.check_protocol_staged(repo, layout)))
    return checks


def _run_post_checkout(args: tuple[str, ...]) -> None:
    from ecc_memory.git.handoff import on_checkout

    if not args:  # run by the pre-commit framework, which exports git's arguments instead
        names = ("PRE_COMMIT_FROM_REF", "PRE_COMMIT_TO_REF", "PRE_COMMIT_CHECKOUT_TYPE")
        args = tuple(os.environ.get(name, "") for name in names)
    try:
        repo, roots, _ = _open(from_env=True)
        source = repo.config_get("ecc-memory.handoffFrom") or "git"
        target = repo.config_get("ecc-memory.handoffTarget") or "all"
        info, problems = on_checkout(
            roots,
            repo,
            args,
            source_harness=source,
            targets=(target,),
            default_branch=repo.config_get("ecc-memory.defaultBranch"),
        )
    except Exception as exc:  # never block a checkout
        info, problems = [], [f"ecc-memory: handoff skipped: {type(exc).__name__}"]
    for line in info:
        click.echo(line)
    for line in problems[:1]:
        click.echo(line, err=True)
    raise SystemExit(0)


@click.group("hooks")
def hooks() -> None:
    """Git hooks: install, remove, inspect or run them."""


@hooks.command("run", context_settings={"ignore_unknown_options": True})
@click.argument("hook", type=click.Choice(HOOK_NAMES))
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def run_hook(hook: str, args: tuple[str, ...]) -> None:
    """Run one hook on the index being committed (exit 1 blocks the commit).

    pre-commit runs guard, gitignore and (when docs/memory/ is staged) protocol in one process.
    post-checkout takes git's three arguments and always exits 0.
    """
    if hook == "post-checkout":
        _run_post_checkout(args)
    from ecc_memory.git.hooks import blocks_commit

    prefix = f"ecc-memory-{hook}" if hook != "pre-commit" else "ecc-memory"
    try:
        repo, _, layout = _open(from_env=True)
        checks = _checks(hook, repo, layout)
    except Exception as exc:
        _fail(prefix, exc)
    code = 0
    for name, check in checks:
        try:
            blocks = check()
        except Exception as exc:
            code = max(code, _report_error(name, exc))
            continue
        for block in blocks:
            click.echo(block.render(name), err=True)
        code = max(code, 1 if blocks_commit(blocks) else 0)
    raise SystemExit(code)


def _render_states(states: Sequence[object], as_json: bool) -> None:
    if as_json:
        import json

        rows = [_camel(vars(s)) for s in states]
        payload = {"schemaVersion": "ecc.memory.hooks.v1", "hooks": rows}
        click.echo(json.dumps(payload, indent=2, ensure_ascii=False))
        return
    for s in states:
        extra = " (chains the previous hook)" if getattr(s, "chained", False) else ""
        if getattr(s, "pre_commit_framework", False):
            extra += " [pre-commit framework hook present: consider the pre-commit plugin]"
        click.echo(f"{getattr(s, 'hook', '')}: {getattr(s, 'state', '')}{extra}")


def _camel(record: dict[str, object]) -> dict[str, object]:
    """JSON keys in the product's camelCase (``blob_id`` -> ``blobId``)."""
    out: dict[str, object] = {}
    for key, value in record.items():
        head, *rest = key.split("_")
        out[head + "".join(part.title() for part in rest)] = value
    return out


def _python_flags() -> str:
    # -P keeps the repository root off sys.path (a yaml.py there must not shadow PyYAML).
    return "-P" if sys.version_info >= (3, 11) else "-I"


def _with_repo(action: Callable[[Repo], list[object]], as_json: bool) -> None:
    from ecc_memory.git.repo import open_repo

    try:
        states = action(open_repo(Path.cwd()))
    except Exception as exc:
        _fail("ecc memory hooks", exc)
    _render_states(states, as_json)


_hook_choice = click.option(
    "--hook",
    "hook_types",
    multiple=True,
    type=click.Choice(("pre-commit", "post-checkout")),
    help="Only this hook (repeatable; default: both).",
)
_json_flag = click.option("--json", "as_json", is_flag=True, help="JSON output.")


@hooks.command("install")
@_hook_choice
@_json_flag
def install_cmd(hook_types: tuple[str, ...], as_json: bool) -> None:
    """Install the hooks (respects core.hooksPath; an existing hook is chained, not replaced)."""
    from ecc_memory.git import hooks

    chosen = hook_types or hooks.HOOK_TYPES
    _with_repo(
        lambda repo: list(hooks.install(repo, sys.executable, _python_flags(), chosen)),
        as_json,
    )


@hooks.command("uninstall")
@_hook_choice
@_json_flag
def uninstall_cmd(hook_types: tuple[str, ...], as_json: bool) -> None:
    """Remove only our hooks and restore the hooks they chained."""
    from ecc_memory.git import hooks

    chosen = hook_types or hooks.HOOK_TYPES
    _with_repo(lambda repo: list(hooks.uninstall(repo, chosen)), as_json)


@hooks.command("status")
@_json_flag
def status_cmd(as_json: bool) -> None:
    """Show which hooks are installed, foreign or absent."""
    from ecc_memory.git import hooks

    _with_repo(lambda repo: list(hooks.hook_states(repo)), as_json)


@click.command("review")
@click.option("--list", "list_only", is_flag=True, help="List staged team memory; approve nothing.")
@_json_flag
def review(list_only: bool, as_json: bool) -> None:
    """Review staged team memory and approve its exact content for the commit guard.

    Needs an interactive terminal. A speed bump against accidental commits by agents,
    not a security boundary.
    """
    from ecc_memory.git import review as core
    from ecc_memory.terminal import sanitize

    try:
        repo, _, layout = _open(from_env=False)
        docs = core.staged_team_docs(repo, layout.team)
    except Exception as exc:
        _fail("ecc memory review", exc)
    if as_json or list_only:
        _list_docs(docs, as_json)
        return
    if not docs:
        click.echo("No staged team memory to review.")
        return
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        click.echo(
            "ecc memory review: error: review-needs-terminal: approving needs an interactive "
            "terminal (use --list to inspect)",
            err=True,
        )
        raise SystemExit(2)
    approved = []
    for doc in docs:
        if doc.approved:
            click.echo(f"{doc.path}: already approved")
            continue
        text = repo.read_blob(doc.blob_id).decode("utf-8", errors="replace")
        click.echo(f"===== {doc.path} (staged {doc.blob_id[:12]}) =====")
        click.echo(sanitize(text))
        click.echo("===== end =====")
        if click.confirm(f"Approve {doc.path} for commit?", default=False):
            approved.append(doc)
    added = core.record_approvals(repo, approved)
    click.echo(f"Approved {added} of {len(docs)} staged team memory file(s).")


def _list_docs(docs: Sequence[object], as_json: bool) -> None:
    if as_json:
        import json

        rows = [_camel(vars(d)) for d in docs]
        payload = {"schemaVersion": "ecc.memory.review.v1", "staged": rows}
        click.echo(json.dumps(payload, indent=2, ensure_ascii=False))
        return
    for doc in docs:
        mark = "approved" if getattr(doc, "approved", False) else "needs review"
        click.echo(f"{getattr(doc, 'path', '')}: {mark}")


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
) -> None:
    """``ecc memory handoff --from-branch [BRANCH]``: a handoff generated from git context.

    Exit 0 whether a handoff was written or nothing changed since the previous one.
    """
    from ecc_memory.errors import InvalidInput
    from ecc_memory.git.handoff import write_branch_handoff

    try:
        if not targets:
            raise InvalidInput("TARGET_REQUIRED", "At least one --target is required for handoffs.")
        if scope != "project":
            raise InvalidInput(
                "SCOPE_UNSUPPORTED", "--from-branch writes project-scope handoffs only."
            )
        extra = _optional_body(use_stdin, body_file)
        repo, roots, _ = _open(from_env=False)
        outcome = write_branch_handoff(
            roots, repo, branch=branch or None, source_harness=source,
            targets=targets, title=title, tags=tags, links=links, extra_body=extra,
            default_branch=repo.config_get("ecc-memory.defaultBranch"),
        )  # fmt: skip
    except Exception as exc:
        _fail("ecc memory handoff", exc)
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


def _optional_body(use_stdin: bool, body_file: str | None) -> str | None:
    from ecc_memory.errors import InvalidInput
    from ecc_memory.files import read_regular
    from ecc_memory.vault.document import MAX_BODY_BYTES

    if use_stdin and body_file is not None:
        raise InvalidInput(
            "BODY_SOURCE", "Choose at most one extra body source: --stdin or --body-file."
        )
    if body_file is not None:
        data = read_regular(None, body_file, MAX_BODY_BYTES, "memory body file")
    elif use_stdin:
        data = sys.stdin.buffer.read(MAX_BODY_BYTES + 1)
    else:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidInput("INVALID_UTF8", "memory body must contain valid UTF-8 text.") from None
