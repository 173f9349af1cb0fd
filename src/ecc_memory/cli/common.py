"""Pieces several CLI modules share (the vault commands of ``cli.main``, ``cli.vault_read``,
``cli.vault_write``; the git commands of ``cli.git``, ``cli.review``, ``cli.handoff``), public
here so that no module imports another's private names and no command module imports back
the group that lazily loads it.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn

import click

from ecc_memory.app.vault import KINDS, SCOPES
from ecc_memory.cli.options import start_dir
from ecc_memory.errors import InvalidInput

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.config import Roots
    from ecc_memory.git.repo import Repo
    from ecc_memory.view.watched import Layout

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


def require_body(use_stdin: bool, body_file: str | None) -> str:
    """The body from exactly one of standard input and a file."""
    body = read_body(use_stdin, body_file)
    if body is None:
        raise InvalidInput(
            "BODY_SOURCE", "Choose exactly one memory body source: --stdin or --body-file."
        )
    return body


def read_body(use_stdin: bool, body_file: str | None, message: str | None = None) -> str | None:
    """The body from at most one source (``-m`` text, standard input or a file), or None when
    none was given. A missing or unreadable file is named in the error."""
    from ecc_memory.files import read_regular
    from ecc_memory.vault.document import MAX_BODY_BYTES

    if use_stdin + (body_file is not None) + (message is not None) > 1:
        sources = "-m, --stdin or --body-file" if message is not None else "--stdin or --body-file"
        raise InvalidInput("BODY_SOURCE", f"Choose one memory body source: {sources}.")
    if message is not None:
        data = message.encode("utf-8")
    elif body_file is not None:
        data = read_regular(None, body_file, MAX_BODY_BYTES, f"memory body file {body_file}")
    elif use_stdin:
        data = sys.stdin.buffer.read(MAX_BODY_BYTES + 1)
    else:
        return None
    if len(data) > MAX_BODY_BYTES:
        raise InvalidInput(
            "BODY_TOO_LARGE", f"memory body is too large (maximum {MAX_BODY_BYTES} bytes)."
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidInput("INVALID_UTF8", "memory body must contain valid UTF-8 text.") from None


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


def open_git(*, from_env: bool) -> tuple[Repo, Roots, Layout]:
    """The repository found from ``--project-root`` or the working directory, its vault roots
    and the watched paths."""
    from ecc_memory.cli.hook_run import open_here

    return open_here(from_env=from_env, start=start_dir())


def camel(record: dict[str, object]) -> dict[str, object]:
    """JSON keys in the product's camelCase (``blob_id`` -> ``blobId``), nested records too."""
    out: dict[str, object] = {}
    for key, value in record.items():
        head, *rest = key.split("_")
        nested = hasattr(value, "__dataclass_fields__")  # the merge driver's probe
        out[head + "".join(part.title() for part in rest)] = camel(vars(value)) if nested else value
    return out
