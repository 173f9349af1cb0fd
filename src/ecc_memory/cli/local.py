"""``ecc memory protocol local ...``: the repo-external overlay for personal preferences.

Thin: parse, call one function of ``protocol.overlay``, render, exit (0 ok, 1 nothing to show,
2 refused, 3 internal error).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

import click

from ecc_memory.cli.options import JSON, MEMORY_DIR, PROJECT_ROOT
from ecc_memory.terminal import sanitize


def _emit(lines: list[str]) -> None:
    sys.stdout.write("".join(sanitize(line) + "\n" for line in lines))


def _emit_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def _run(as_json: bool, action: Callable[[], int]) -> NoReturn:
    from ecc_memory.cli.failure import report
    from ecc_memory.errors import EccError, InternalError

    try:
        sys.exit(action())
    except (EccError, OSError) as exc:
        error = (
            exc
            if isinstance(exc, EccError)
            else InternalError(
                "LOCAL_IO", f"could not use the local overlay ({type(exc).__name__})"
            )
        )
    sys.exit(report(error, as_json=as_json))


def _memory(project_root: str | None, memory_dir: str) -> tuple[Path, Path]:
    from ecc_memory.config import find_project_dir
    from ecc_memory.protocol import resolve_memory_dir

    root = Path(project_root) if project_root is not None else find_project_dir(Path.cwd())
    return root, resolve_memory_dir(root, memory_dir)


def where(project_root: str | None, memory_dir: str) -> tuple[Path, str, Path]:
    """(state dir, project_id from the shared manifest, project root)."""
    from ecc_memory.config import state_dir
    from ecc_memory.errors import InvalidInput
    from ecc_memory.files import read_regular
    from ecc_memory.protocol.model.manifest import parse_manifest

    root, directory = _memory(project_root, memory_dir)
    try:
        text = read_regular(None, str(directory / "manifest.md"), 1 << 20, "manifest.md")
    except InvalidInput:
        raise InvalidInput(
            "LOCAL_NO_PROJECT", "no shared manifest.md: run `ecc memory protocol init` first"
        ) from None
    project_id = parse_manifest(text.decode("utf-8", "replace")).metadata.get("project_id", "")
    return state_dir(os.environ), project_id, root


def _show(status: object, as_json: bool, extra: dict[str, object] | None = None) -> None:
    state, directory, roots = (getattr(status, n) for n in ("state", "directory", "roots"))
    if as_json:
        _emit_json(
            {
                "schemaVersion": "ecc.memory.local.v1",
                "state": state,
                "directory": directory,
                "roots": list(roots),
                **(extra or {}),
            }
        )
        return
    _emit([f"Local overlay status: {state}", f"Directory: {directory}"])
    _emit([f"Bound root: {root}" for root in roots])


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
        from ecc_memory.protocol import overlay

        _show(overlay.status(*where(project_root, memory_dir)), as_json)
        return 0

    _run(as_json, action)


@local.command("enable")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def enable_cmd(as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """Create the overlay under the user's state directory, bound to this checkout."""

    def action() -> int:
        from ecc_memory.protocol import overlay

        _show(overlay.enable(*where(project_root, memory_dir)), as_json)
        return 0

    _run(as_json, action)


@local.command("link")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def link_cmd(as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """Bind this checkout (after a move, or in a copy: two live checkouts become REVIEW)."""

    def action() -> int:
        from ecc_memory.protocol import overlay

        _show(overlay.link(*where(project_root, memory_dir)), as_json)
        return 0

    _run(as_json, action)


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
        from ecc_memory.protocol import overlay

        entry_id = overlay.add(*where(project_root, memory_dir), message, evidence)
        if as_json:
            _emit_json({"schemaVersion": "ecc.memory.local.v1", "id": entry_id})
        else:
            _emit([f"Added local preference {entry_id}"])
        return 0

    _run(as_json, action)


@local.command("reset")
@click.option("--apply", is_flag=True, help="Remove the overlay (default: only list it).")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def reset_cmd(apply: bool, as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """List the overlay's files, and remove them with --apply."""

    def action() -> int:
        from ecc_memory.protocol import overlay

        names = overlay.reset(*where(project_root, memory_dir), apply=apply)
        if as_json:
            _emit_json(
                {
                    "schemaVersion": "ecc.memory.local.v1",
                    "files": names,
                    "removed": apply and bool(names),
                }
            )
        elif not names:
            _emit(["Local overlay: nothing to reset"])
        else:
            verb = "Removed" if apply else "Would remove (run with --apply)"
            _emit([f"{verb}:", *(f"  {name}" for name in names)])
        return 0

    _run(as_json, action)
