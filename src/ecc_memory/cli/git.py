"""Click commands for git hooks: ``ecc memory hooks install|uninstall|status|run`` (``review``
and the git-aware handoffs are ``cli.review`` and ``cli.handoff``).

Thin: parse, call one core function, render, exit. The installed hook scripts reach the
``hooks`` group through the stable ``ecc_memory.entry`` module (``python -P -m ecc_memory.entry
run <hook>``), so a commit does not pay for the rest of the CLI. Heavy modules (pygit2 through
``git.repo``, detect-secrets) are imported inside the commands.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

import click

from ecc_memory.cli.common import JSON_FLAG as _json_flag
from ecc_memory.cli.common import fail as _fail
from ecc_memory.cli.common import workspace
from ecc_memory.cli.hook_run import HOOK_NAMES
from ecc_memory.cli.options import WHERE, HelpGroup
from ecc_memory.render.json import emit_json

if TYPE_CHECKING:
    from ecc_memory.app.hooks import Hooks
    from ecc_memory.app.workspace import Workspace


@click.group("hooks", cls=HelpGroup)
def hooks() -> None:
    """Git hooks: install, remove, inspect or run them."""


@hooks.command("run", context_settings={"ignore_unknown_options": True})
@click.argument("hook", type=click.Choice(HOOK_NAMES))
@click.argument("args", nargs=-1, type=click.UNPROCESSED)
def run_hook(hook: str, args: tuple[str, ...]) -> None:
    """Run one hook on the index being committed (exit 1 blocks the commit).

    pre-commit, pre-merge-commit and pre-applypatch run guard, gitignore and (when the commit
    touches docs/memory/) protocol in one process. Run outside a commit (pre-commit run
    --all-files, a manual stage), guard, gitignore and protocol judge every tracked memory
    file, as ecc memory ci judges HEAD. post-commit warns about the commit just made;
    post-checkout takes git's three arguments; both always exit 0.
    """
    from ecc_memory.cli.hook_run import run
    from ecc_memory.cli.outcome import exit_with

    exit_with(run(hook, args))


def _python_flags() -> str:
    # -P keeps the repository root off sys.path (a yaml.py there must not shadow PyYAML).
    return "-P" if sys.version_info >= (3, 11) else "-I"


def _with_repo(action: Callable[[Workspace], Hooks], as_json: bool) -> None:
    try:
        done = action(workspace())
    except Exception as exc:
        _fail(exc, as_json)
    from ecc_memory.render import json, text

    if as_json:
        emit_json(json.hooks(done.states, done.driver))
    else:
        _echo(text.hooks(done.states, done.driver))


def _echo(lines: list[str]) -> None:
    for line in lines:
        click.echo(line)


_hook_choice = click.option(
    "--hook",
    "hook_types",
    multiple=True,
    type=click.Choice(
        ("pre-commit", "pre-merge-commit", "pre-applypatch", "post-commit", "post-checkout")
    ),
    help="Only this hook (repeatable; default: all).",
)


@hooks.command("install")
@_hook_choice
@click.option(
    "--gitattributes",
    "write_attributes",
    is_flag=True,
    help="Also add the merge driver's lines to .gitattributes (default: show them).",
)
@click.option(
    "--merge-driver-only",
    "driver_only",
    is_flag=True,
    help="Only register the docs/memory/ merge driver (for pre-commit plugin users): no hook "
    "is installed or changed.",
)
@WHERE
@_json_flag
def install_cmd(
    hook_types: tuple[str, ...], write_attributes: bool, driver_only: bool, as_json: bool
) -> None:
    """Install the hooks (respects core.hooksPath; an existing hook is chained, not replaced)
    and register the docs/memory/ merge driver in the repository's git config.

    With --merge-driver-only, only the merge driver: what a pre-commit plugin user needs
    besides the plugin (which cannot register it)."""
    from ecc_memory.app import hooks as app

    request = app.InstallRequest(
        hook_types, sys.executable, _python_flags(), write_attributes, driver_only
    )
    _with_repo(lambda where: app.install(where, request), as_json)


@hooks.command("uninstall")
@_hook_choice
@WHERE
@_json_flag
def uninstall_cmd(hook_types: tuple[str, ...], as_json: bool) -> None:
    """Remove only our hooks and restore the hooks they chained (without --hook, also the
    merge driver's git config; .gitattributes is left alone)."""
    from ecc_memory.app import hooks as app

    _with_repo(lambda where: app.uninstall(where, hook_types), as_json)


@hooks.command("status")
@WHERE
@_json_flag
def status_cmd(as_json: bool) -> None:
    """Show which native hooks are installed, foreign or absent, the merge driver's state, and
    how .pre-commit-config.yaml configures the ecc-memory hooks (missing stages, hooks skipped
    on deletions, hook types that pre-commit install will not install)."""
    from ecc_memory.app.hooks import status

    try:
        states, driver, plugin = status(workspace())
    except Exception as exc:
        _fail(exc, as_json)
    from ecc_memory.render import json, text

    if as_json:
        emit_json(json.hooks_status(states, driver, plugin))
    else:
        _echo(text.hooks_status(states, driver, plugin))
