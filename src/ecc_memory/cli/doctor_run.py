"""``ecc memory doctor``'s body, free of click.

The click command (``cli.vault_read.doctor``) and the plain forms that the ``ecc`` console
script runs without click (``entry.ecc``: ``ecc memory doctor`` with nothing but ``--json`` and
``--full``, each at most once) both end here, so they judge, print and exit alike; any other
argument (``--scope``, ``--format``, ``--project-root``, ``--help``, a typo) goes to click.
A warm doctor's answer is a walk and a few queries, and click's import was an eighth of it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ecc_memory.errors import EXIT_PROBLEMS

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Roots, Workspace

PLAIN_FLAGS = ("--json", "--full")


def is_plain(args: Sequence[str]) -> bool:
    """Whether ``args`` (after ``memory doctor``) need no parser: known flags, none twice."""
    return all(arg in PLAIN_FLAGS for arg in args) and len(set(args)) == len(args)


def run_plain(args: Sequence[str]) -> None:
    """``ecc memory doctor [--json] [--full]`` in the current directory, every default scope."""
    from ecc_memory.app.workspace import Workspace

    run_doctor_command(Workspace.find, (), "--full" in args, "text", "--json" in args)


def run_doctor_command(
    place: Callable[[], Workspace], scopes: tuple[str, ...], full: bool, fmt: str, as_json: bool
) -> None:
    """Audit ``scopes`` (none: the default ones) and exit: 0 when all is well, 1 when anything
    is wrong."""
    from ecc_memory.cli.outcome import run

    def action() -> int:
        from ecc_memory.app import vault
        from ecc_memory.cli import output

        found = place()
        request = vault.DoctorRequest(scopes, full)
        report = vault.doctor(found, request, output.progress_printer("auditing"))
        chosen = scopes or vault.DEFAULT_SCOPES
        roots = found.roots
        shared = roots.shared_project_boundary is not None
        if fmt == "github":
            output.doctor_github(report, lambda path: _repo_path(roots, path))
        else:
            output.doctor_report(report, as_json, (str(roots.project), shared))
        output.hint_missing_vault(roots, chosen)
        return 0 if report.ok else EXIT_PROBLEMS

    run(as_json, action)


def _repo_path(roots: Roots, display: str) -> str:
    """``team:facts/x.md`` -> ``.ecc/memory/team/facts/x.md`` relative to the project, or ""
    for a file outside it (the user scope)."""
    scope, _, rel = display.partition(":")
    try:
        full = roots.root(scope) / rel
        return str(full.relative_to(roots.project_boundary).as_posix())
    except ValueError:
        return ""
