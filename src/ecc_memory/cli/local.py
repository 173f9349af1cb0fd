"""``ecc memory protocol local ...``: the repo-external overlay for personal preferences.

Thin: parse, call one operation of ``app.overlay`` on the workspace, render, exit (0 ok,
1 nothing to show, 2 refused, 3 internal error).
"""

from __future__ import annotations

from typing import Any

import click

from ecc_memory.app.workspace import Workspace
from ecc_memory.cli.options import JSON, MEMORY_DIR, PROJECT_ROOT
from ecc_memory.cli.protocol_base import emit, emit_json, run


def _show(status: Any, as_json: bool) -> None:
    if as_json:
        emit_json(
            {
                "schemaVersion": "ecc.memory.local.v1",
                "state": status.state,
                "directory": status.directory,
                "roots": list(status.roots),
                "reason": status.reason,
            }
        )
        return
    emit([f"Local overlay status: {status.state}", f"Directory: {status.directory}"])
    emit([f"Reason: {status.reason}"] if status.reason else [])
    emit([f"Bound root: {root}" for root in status.roots])


@click.group("local")
def local() -> None:
    """Personal preferences outside the repository: never committed, loaded after shared memory
    and below it in precedence (states DISABLED, UNBOUND, BOUND, REVIEW)."""


@local.command("status")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def status_cmd(as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """Show the overlay's state and where it lives."""

    def action() -> int:
        from ecc_memory.app import overlay

        _show(overlay.status(Workspace.find(project_root), memory_dir), as_json)
        return 0

    run(as_json, action)


@local.command("enable")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def enable_cmd(as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """Create the overlay under the user's state directory, bound to this checkout."""

    def action() -> int:
        from ecc_memory.app import overlay

        _show(overlay.enable(Workspace.find(project_root), memory_dir), as_json)
        return 0

    run(as_json, action)


@local.command("link")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def link_cmd(as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """Bind this checkout (after a move, or in a copy: two live checkouts become REVIEW)."""

    def action() -> int:
        from ecc_memory.app import overlay

        _show(overlay.link(Workspace.find(project_root), memory_dir), as_json)
        return 0

    run(as_json, action)


@local.command("add")
@click.argument("message")
@click.option(
    "--type",
    "kind",
    type=click.Choice(["preference"]),
    default="preference",
    show_default=True,
    help="Only preferences live in the overlay.",
)
@click.option(
    "--evidence",
    multiple=True,
    required=True,
    help="Evidence item, e.g. user-confirmed (repeatable; at least one).",
)
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def add_cmd(
    message: str,
    kind: str,
    evidence: tuple[str, ...],
    as_json: bool,
    memory_dir: str,
    project_root: str | None,
) -> None:
    """Add a personal preference (Scope local-user) to a BOUND overlay."""

    def action() -> int:
        from ecc_memory.app import overlay

        entry_id = overlay.add(Workspace.find(project_root), message, evidence, memory_dir)
        if as_json:
            emit_json({"schemaVersion": "ecc.memory.local.v1", "id": entry_id})
        else:
            emit([f"Added local preference {entry_id}"])
        return 0

    run(as_json, action)


@local.command("reset")
@click.option("--apply", is_flag=True, help="Remove the overlay (default: only list it).")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def reset_cmd(apply: bool, as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """List the overlay's files, and remove them with --apply."""

    def action() -> int:
        from ecc_memory.app import overlay

        names = overlay.reset(Workspace.find(project_root), memory_dir, apply=apply)
        if as_json:
            emit_json(
                {
                    "schemaVersion": "ecc.memory.local.v1",
                    "files": names,
                    "removed": apply and bool(names),
                }
            )
        elif not names:
            emit(["Local overlay: nothing to reset"])
        else:
            verb = "Removed" if apply else "Would remove (run with --apply)"
            emit([f"{verb}:", *(f"  {name}" for name in names)])
        return 0

    run(as_json, action)
