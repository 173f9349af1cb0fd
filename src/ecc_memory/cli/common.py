"""Pieces several CLI modules share (the vault commands of ``cli.main``, ``cli.vault_read``,
``cli.vault_write``; the git commands of ``cli.git``, ``cli.review``, ``cli.handoff``), public
here so that no module imports another's private names. ``cli.main`` and ``cli.git`` keep
their old private names as aliases of these.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from ecc_memory.errors import InvalidInput
from ecc_memory.vault import SCOPES

if TYPE_CHECKING:
    from ecc_memory.config import Roots
    from ecc_memory.git.hooks import Layout
    from ecc_memory.git.repo import Repo

SCOPE_CHOICE = click.Choice(SCOPES)
JSON_FLAG = click.option("--json", "as_json", is_flag=True, help="JSON output.")


def scopes_option(purpose: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    return click.option(
        "--scope",
        "scopes",
        multiple=True,
        type=SCOPE_CHOICE,
        help=f"Scope to {purpose} (repeatable; default: project and team).",
    )


def vault_roots() -> Any:
    from ecc_memory.config import resolve_roots

    return resolve_roots(Path.cwd(), os.environ)


def refuse_dry_run(command: str) -> None:
    from ecc_memory.config import dry_run

    if dry_run(os.environ):
        raise InvalidInput(
            "DRY_RUN", f"memory {command} is disabled in dry-run mode; no files were written."
        )


def read_body(use_stdin: bool, body_file: str | None) -> str:
    from ecc_memory.files import read_regular
    from ecc_memory.vault.document import MAX_BODY_BYTES

    if use_stdin == (body_file is not None):
        raise InvalidInput(
            "BODY_SOURCE", "Choose exactly one memory body source: --stdin or --body-file."
        )
    if body_file is not None:
        data = read_regular(None, body_file, MAX_BODY_BYTES, "memory body file")
    else:
        data = sys.stdin.buffer.read(MAX_BODY_BYTES + 1)
        if len(data) > MAX_BODY_BYTES:
            raise InvalidInput(
                "BODY_TOO_LARGE", f"memory body is too large (maximum {MAX_BODY_BYTES} bytes)."
            )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidInput("INVALID_UTF8", "memory body must contain valid UTF-8 text.") from None


def refusal(code: str, message: str) -> Callable[[], None]:
    def action() -> None:
        raise InvalidInput(code, message)

    return action


def report_error(exc: Exception, *, as_json: bool = False, context: str = "") -> int:
    """One line on stderr (or JSON) for a refusal or an unexpected failure, in the one error
    format every command uses; returns the exit code."""
    from ecc_memory.cli.failure import report

    return report(exc, as_json=as_json, os_errors=True, context=context)


def fail(exc: Exception, as_json: bool = False) -> NoReturn:
    raise SystemExit(report_error(exc, as_json=as_json))


def open_git(*, from_env: bool) -> tuple[Repo, Roots, Layout]:
    from ecc_memory.config import resolve_roots
    from ecc_memory.git.hooks import layout_for
    from ecc_memory.git.repo import open_repo

    repo = open_repo(Path.cwd(), from_env=from_env)
    roots = resolve_roots(repo.workdir, os.environ)
    return repo, roots, layout_for(repo.workdir, roots.project, roots.team)


def camel(record: dict[str, object]) -> dict[str, object]:
    """JSON keys in the product's camelCase (``blob_id`` -> ``blobId``)."""
    out: dict[str, object] = {}
    for key, value in record.items():
        head, *rest = key.split("_")
        out[head + "".join(part.title() for part in rest)] = value
    return out
