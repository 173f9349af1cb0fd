"""Pieces several CLI modules share (the vault commands of ``cli.main``, ``cli.vault_read``,
``cli.vault_write``; the git commands of ``cli.git``, ``cli.review``, ``cli.handoff``), public
here so that no module imports another's private names and no command module imports back
the group that lazily loads it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn

import click

from ecc_memory.app.vault import KINDS, SCOPES
from ecc_memory.cli.options import start_dir
from ecc_memory.cli.save_run import read_body as read_body  # click-free, shared with save
from ecc_memory.cli.save_run import require_body as require_body
from ecc_memory.errors import InvalidInput

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace

SCOPE_CHOICE = click.Choice(SCOPES)
KIND_CHOICE = click.Choice(KINDS)
JSON_FLAG = click.option("--json", "as_json", is_flag=True, help="JSON output.")


def scopes_option(purpose: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    return click.option(
        "--scope",
        "scopes",
        multiple=True,
        type=SCOPE_CHOICE,
        help=f"Scope to {purpose} (repeatable; default: project and team).",
    )


def workspace() -> Workspace:
    """The workspace of this command line: ``--project-root``, else the working directory."""
    from ecc_memory.app.workspace import Workspace

    return Workspace.find(start_dir())


def refusal(code: str, message: str) -> Callable[[], None]:
    """A command body that refuses with ``code`` (for ``cli.main.run``)."""

    def action() -> None:
        raise InvalidInput(code, message)

    return action


def report_error(exc: Exception, *, as_json: bool = False, context: str = "") -> int:
    """One line on stderr (or JSON) for a refusal or an unexpected failure, in the one error
    format every command uses; returns the exit code."""
    from ecc_memory.cli.failure import report

    return report(exc, as_json=as_json, os_errors=True, context=context)


def fail(exc: Exception, as_json: bool = False) -> NoReturn:
    """Refuse with ``exc`` through the one runner (``cli.outcome``)."""
    from ecc_memory.cli.outcome import exit_with

    exit_with(report_error(exc, as_json=as_json))


def camel(record: dict[str, object]) -> dict[str, object]:
    """JSON keys in the product's camelCase (``blob_id`` -> ``blobId``), nested records too."""
    out: dict[str, object] = {}
    for key, value in record.items():
        head, *rest = key.split("_")
        nested = hasattr(value, "__dataclass_fields__")  # the merge driver's probe
        out[head + "".join(part.title() for part in rest)] = camel(vars(value)) if nested else value
    return out
