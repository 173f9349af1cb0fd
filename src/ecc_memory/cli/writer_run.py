"""Running a ``docs/memory/`` writer from the command line: the options every writer takes,
the one writer run (``app.writers.run``: preview, or apply with a confirmed Plan ID, the lock
and the recovery of a killed write) called, and the rendering of the plan. The writers'
commands are in ``cli.protocol_write``, ``cli.protocol_subject`` and ``cli.propose``.

On a terminal (stdin and stdout), a preview without blockers asks ``Apply? [y/N]`` and
applies exactly the plan it showed; elsewhere the Plan ID flow stays. Exit codes: 0 previewed
or applied, 1 the preview has blockers, 2 refused (usage, changed
plan, blockers at apply, lock timeout), 3 internal error.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import click

from ecc_memory.app.workspace import Workspace
from ecc_memory.cli.options import JSON, MEMORY_DIR, PROJECT_ROOT, confirm
from ecc_memory.cli.protocol_base import emit, emit_json, run
from ecc_memory.errors import EXIT_OK, EXIT_PROBLEMS

if TYPE_CHECKING:
    from ecc_memory.app.writers import Run, Written

APPLY = click.option(
    "--apply",
    "do_apply",
    is_flag=True,
    help="Write the plan (needs --confirm-plan with the preview's Plan ID).",
)
CONFIRM = click.option(
    "--confirm-plan",
    "confirm",
    metavar="PLAN_ID",
    default=None,
    help="The Plan ID printed by the preview.",
)
TIMEOUT = click.option(
    "--lock-timeout",
    type=float,
    default=10.0,
    show_default=True,
    help="Seconds to wait for another writer.",
)
BREAK = click.option(
    "--break-stale-lock",
    is_flag=True,
    help="Replace a lock that a dead writer's orphan still holds (this host, older than 60 s).",
)
EVIDENCE = click.option(
    "--evidence",
    multiple=True,
    help="Evidence item (repeatable): "
    "user-confirmed, repo:|doc:|test:<path>[@rev], issue:#N, pr:#N.",
)
MISSING = click.option(
    "--allow-missing-evidence",
    is_flag=True,
    help="Accept repo:/doc:/test: Evidence paths that do not exist.",
)


def writer_options(func: Callable[..., None]) -> Callable[..., None]:
    for option in (PROJECT_ROOT, MEMORY_DIR, JSON, BREAK, TIMEOUT, CONFIRM, APPLY):
        func = option(func)
    return func


def run_writer(
    memory_dir: str,
    project_root: str | None,
    options: dict[str, Any],
    build: Callable[[Any], Any],
    *,
    allow_missing: bool = False,
    extra: dict[str, str] | None = None,
) -> None:
    """Preview, or apply with confirmation; render the plan; exit."""
    from ecc_memory.app import writers

    def write(place: Workspace, how: Run) -> Written:
        return writers.run(place, build, how)

    run_operation(memory_dir, project_root, options, write, allow_missing=allow_missing,
                  extra=extra)  # fmt: skip


def run_operation(
    memory_dir: str,
    project_root: str | None,
    options: dict[str, Any],
    write: Callable[[Workspace, Run], Written],
    *,
    allow_missing: bool = False,
    extra: dict[str, str] | None = None,
) -> None:
    """Run ``write`` (an ``app.writers`` operation: the workspace and a ``Run`` in, a
    ``Written`` out) as the options say, render what it did and exit."""
    as_json = bool(options["as_json"])
    ask = not as_json and not options["do_apply"] and not options["confirm"] and on_terminal()

    def action() -> int:
        from ecc_memory.app import writers

        place = Workspace.find(project_root)
        how = writers.Run(
            memory_dir,
            apply=options["do_apply"],
            confirm=options["confirm"],
            lock_timeout=options["lock_timeout"],
            break_stale=options["break_stale_lock"],
            allow_missing=allow_missing,
        )
        done = write(place, how)
        plan = done.plan
        if ask and plan.changes and not plan.all_blockers:
            return _ask(lambda: write(place, how._replace(apply=True, confirm=plan.plan_id)), done)
        if as_json:
            emit_json(dict(done.to_json(), **(extra or {})))
        else:
            notes = (
                [f"History check: {extra['history_check']} ({extra['history_note']})"]
                if extra
                else []
            )
            emit(_text(done) + notes)
        return EXIT_PROBLEMS if plan.all_blockers and not done.applied else EXIT_OK

    run(as_json, action)


def on_terminal() -> bool:
    """A person at a terminal: the preview asks ``Apply? [y/N]`` instead of printing a Plan ID
    to copy. Scripts and agents (no terminal, ``--json``, ``--apply --confirm-plan``) keep the
    Plan ID flow."""
    return sys.stdin is not None and sys.stdin.isatty() and sys.stdout.isatty()


def _ask(apply: Callable[[], Written], done: Written) -> int:
    """Show the preview, ask, and apply exactly the plan shown (its Plan ID is confirmed)."""
    lines = [f"Recovered an interrupted write ({done.recovered})."] if done.recovered else []
    emit([*lines, *done.preview()])
    if not confirm("Apply?", instead="--apply --confirm-plan PLAN_ID applies without asking"):
        emit(["Nothing was written."])
        return EXIT_OK
    emit(_text(apply()))
    return EXIT_OK


def _text(done: Written) -> list[str]:
    plan = done.plan
    lines = [f"Recovered an interrupted write ({done.recovered})."] if done.recovered else []
    if done.applied:
        return [
            *lines,
            f"Applied plan {plan.plan_id}: wrote {', '.join(done.written)}",
            *(f"- {note}" for note in plan.notes),
        ]
    lines += done.preview()
    if plan.all_blockers:
        return [*lines, "Blocked: resolve the blockers above; nothing was written."]
    if not plan.changes:
        return [*lines, "Nothing to write."]
    return [
        *lines,
        "Preview only; nothing was written. To write it, rerun the same command "
        f"with --apply --confirm-plan {plan.plan_id}",
    ]


def repair(memory_dir: str, project_root: str | None, options: dict[str, Any]) -> None:
    """``init --repair``: the one writer whose command lives with the readers."""
    from ecc_memory.app import writers

    run_writer(memory_dir, project_root, options, writers.repair(), allow_missing=True)
