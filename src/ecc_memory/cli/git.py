"""Click commands for git hooks: ``ecc memory hooks install|uninstall|status|run`` (``review``
and the git-aware handoffs are ``cli.review`` and ``cli.handoff``).

Thin: parse, call one core function, render, exit. The installed hook scripts reach the
``hooks`` group through the stable ``ecc_memory.entry`` module (``python -P -m ecc_memory.entry
run <hook>``), so a commit does not pay for the rest of the CLI. Heavy modules (pygit2 through
``git.repo``, detect-secrets) are imported inside the commands.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from ecc_memory.cli.common import JSON_FLAG as _json_flag
from ecc_memory.cli.common import camel as _camel
from ecc_memory.cli.common import fail as _fail
from ecc_memory.cli.common import workspace
from ecc_memory.cli.hook_run import HOOK_NAMES
from ecc_memory.cli.json_output import emit_json
from ecc_memory.cli.options import WHERE, HelpGroup

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


def _render_states(
    states: Sequence[object], as_json: bool, driver: object = None, plugin: object = None
) -> None:
    if as_json:
        rows = [_camel(vars(s)) for s in states]
        payload: dict[str, object] = {"schemaVersion": "ecc.memory.hooks.v1", "hooks": rows}
        if driver is not None:
            payload["mergeDriver"] = _camel(vars(driver))
        emit_json(payload)
        return
    for s in states:
        click.echo(f"{getattr(s, 'hook', '')}: {_hook_line(s, plugin)}")
    if driver is not None:
        _render_driver(driver, plugin)


def _hook_line(state: object, plugin: object) -> str:
    """One native hook's state; a hook pre-commit installed for a config that sets up our
    hooks is the plugin setup, which is supported as it is."""
    chained = " (chains the previous hook)" if getattr(state, "chained", False) else ""
    framework = getattr(state, "pre_commit_framework", False)
    name = getattr(state, "state", "")
    if framework and name == "foreign":
        if _plugin_configured(plugin):
            return "pre-commit framework (the ecc-memory plugin: supported)"
        return "foreign (pre-commit framework; .pre-commit-config.yaml sets up no ecc-memory hook)"
    if framework:
        return f"{name}{chained} (the pre-commit framework's hook runs first)"
    return f"{name}{chained}"


def _plugin_configured(plugin: object) -> bool:
    return any(getattr(hook, "repo", "") for hook in getattr(plugin, "hooks", ()))


def _render_driver(driver: object, plugin: object = None) -> None:
    from ecc_memory.app.hooks import DRIVER_KEY, probe_line, register_line

    state = getattr(driver, "driver", "")
    click.echo(f"merge driver: {state} ({DRIVER_KEY})")
    if state == "absent":
        click.echo(f"  register it: {register_line(plugin_only=_plugin_configured(plugin))}")
    found = getattr(driver, "probe", None)
    if found is not None:
        click.echo(probe_line(found))
    attributes = getattr(driver, "attributes", "")
    missing = getattr(driver, "missing_lines", ())
    if attributes == "missing":
        click.echo(
            ".gitattributes: missing (add these lines, or run `ecc memory hooks install "
            "--gitattributes`):"
        )
        for line in missing:
            click.echo(f"  {line}")
    else:
        written = " (lines added)" if getattr(driver, "written", False) else ""
        click.echo(f".gitattributes: {attributes}{written}")


def _python_flags() -> str:
    # -P keeps the repository root off sys.path (a yaml.py there must not shadow PyYAML).
    return "-P" if sys.version_info >= (3, 11) else "-I"


def _with_repo(action: Callable[[Workspace], Hooks], as_json: bool) -> None:
    try:
        done = action(workspace())
    except Exception as exc:
        _fail(exc, as_json)
    _render_states(done.states, as_json, done.driver)


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
    if as_json:
        payload = {
            "schemaVersion": "ecc.memory.hooks.v1",
            "hooks": [_camel(vars(s)) for s in states],
            "mergeDriver": _camel(vars(driver)),
            "preCommitConfig": _plugin_json(plugin),
        }
        emit_json(payload)
        return
    _render_states(states, False, driver, plugin)
    if plugin is not None:
        _render_plugin(plugin)


def _plugin_json(plugin: object) -> object:
    if plugin is None:
        return None
    record = _camel(dict(vars(plugin)))
    record["hooks"] = [_camel(dict(vars(h))) for h in getattr(plugin, "hooks", ())]
    return record


def _render_plugin(plugin: object) -> None:
    from ecc_memory.app.text import sanitize

    click.echo(f"{sanitize(Path(getattr(plugin, 'path', '')).name)}:")
    for hook in getattr(plugin, "hooks", ()):
        where = f" ({sanitize(hook.repo)})" if hook.repo else ""
        stages = ", ".join(hook.stages)
        summary = f"stages {stages}" if stages else ""
        detail = "; ".join([part for part in (summary, *hook.problems) if part])
        click.echo(f"  {hook.id}{where}: {sanitize(detail)}")
    for problem in getattr(plugin, "problems", ()):
        click.echo(f"  {sanitize(problem)}")
