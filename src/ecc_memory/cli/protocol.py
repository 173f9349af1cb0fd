"""``ecc memory protocol``: check, context, status and init for ``docs/memory/``.

Each command parses its options, calls one operation of ``app.protocol`` on the workspace,
renders the result and exits: 0 ok, 1 problems found, 2 usage error or refused input, 3
internal error.
"""

from __future__ import annotations

from typing import Any

import click

from ecc_memory.app.workspace import Workspace
from ecc_memory.cli.options import JSON, MEMORY_DIR, PROJECT_ROOT
from ecc_memory.cli.protocol_base import emit, emit_json, fail, run
from ecc_memory.errors import EXIT_OK, EXIT_PROBLEMS, EXIT_USAGE, InvalidInput

FOCUS = ("conflicts", "routing", "reachability", "freshness")


class _ProtocolGroup(click.Group):
    """The readers live here; the writers (and list/show) in ``cli.protocol_write``, imported
    only when one of them runs, so ``check`` does not pay for them."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *_writers()])

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        return super().get_command(ctx, name) or _writers().get(name)


def _writers() -> dict[str, click.Command]:
    from ecc_memory.cli.protocol_write import WRITERS

    return WRITERS


@click.group(cls=_ProtocolGroup, context_settings={"help_option_names": ["-h", "--help"]})
def protocol() -> None:
    """Verify, load and maintain docs/memory/ (Memory File Protocol 0.7).

    Writers preview first: they print a diff and a Plan ID and write nothing until rerun
    with --apply --confirm-plan <Plan ID>.
    """


@protocol.command()
@click.option("--conflicts", "focus", flag_value="conflicts", help="Only conflict analysis.")
@click.option("--routing", "focus", flag_value="routing", help="Only routing checks.")
@click.option(
    "--reachability", "focus", flag_value="reachability", help="Only reachability checks."
)
@click.option(
    "--freshness",
    "focus",
    flag_value="freshness",
    help="Only Evidence freshness (paths exist, @revision against HEAD).",
)
@click.option(
    "--merge-base",
    "merge_ref",
    metavar="REF",
    default=None,
    help="With --conflicts: also review merging REF into HEAD (MC-MERGE codes).",
)
@click.option(
    "--security/--no-security",
    default=True,
    show_default=True,
    help="Scan for secrets with the git guard's detectors (allowlist pragmas "
    "honoured and counted).",
)
@click.option("--privacy", is_flag=True, help="Scan for personal data (e-mail, phone, paths).")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "json", "github"]),
    default=None,
    help="Output format (github prints workflow annotations).",
)
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def check(
    focus: str | None,
    merge_ref: str | None,
    security: bool,
    privacy: bool,
    fmt: str | None,
    as_json: bool,
    memory_dir: str,
    project_root: str | None,
) -> None:
    """Verify the memory directory. Exit 0 without errors (warnings allowed), 1 with errors.

    --conflicts --merge-base REF also compares HEAD, REF and their merge-base, read from git.
    """
    if as_json and fmt not in (None, "text", "json"):  # as `ci` and `doctor` refuse it
        fail(InvalidInput("USAGE", "Choose one output format: --json or --format."), True)
    fmt = "json" if as_json else (fmt or "text")

    def action() -> int:
        from ecc_memory.app import protocol as memory
        from ecc_memory.app.shown import has_errors
        from ecc_memory.render import github, json, text

        request = memory.CheckRequest(focus, merge_ref, security, privacy, memory_dir)
        problems, mode = memory.check(Workspace.find(project_root), request)
        prefix = memory_dir.rstrip("/") + "/"
        if fmt == "json":
            emit_json(json.protocol_check(problems, mode, prefix))
        elif fmt == "github":
            emit(github.protocol_check(problems, prefix))
        else:
            emit(text.protocol_check(problems, mode, prefix))
        return EXIT_PROBLEMS if has_errors(problems) else EXIT_OK

    run(fmt == "json", action)


@protocol.command()
@click.option("--task", required=True, help="Task or alias (implementation, planning, ...).")
@click.option("--path", "paths", multiple=True, help="A path the task touches (repeatable).")
@click.option("--area", "areas", multiple=True, help="An explicit area module (repeatable).")
@click.option("--rule", "rules", multiple=True, help="An explicit rule module (repeatable).")
@click.option("--profile", "profiles", multiple=True, help="An explicit profile (repeatable).")
@click.option("--include-archive", is_flag=True, help="Also load archive/ (explicit only).")
@click.option("--explain", is_flag=True, help="Show each module's disposition and reason.")
@click.option(
    "--strict",
    is_flag=True,
    help="Refuse packs that are not COMPLETE or carry a CONFLICT/INVALID finding.",
)
@click.option("--no-local", is_flag=True, help="Leave the local overlay out of the pack.")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def context(
    task: str,
    paths: tuple[str, ...],
    areas: tuple[str, ...],
    rules: tuple[str, ...],
    profiles: tuple[str, ...],
    include_archive: bool,
    explain: bool,
    strict: bool,
    no_local: bool,
    as_json: bool,
    memory_dir: str,
    project_root: str | None,
) -> None:
    """Print the context pack a harness should read for TASK (Markdown, or JSON)."""

    def action() -> int:
        from ecc_memory.app import overlay
        from ecc_memory.app import protocol as memory
        from ecc_memory.render import json, text

        place = Workspace.find(project_root)
        request = memory.ContextRequest(task, paths, areas, rules, profiles, include_archive)
        pack = memory.context(place, request, memory_dir)
        invalid = pack.invalid_reason()
        refusal = pack.strict_refusal() if strict else invalid
        contents = refusal is None
        state, extra = ("DISABLED", {}) if no_local else overlay.pack(place, memory_dir)
        if as_json:
            data = json.context(pack, contents=contents)
            data["local"] = {
                "status": state,
                "modules": [
                    {"path": k, **({"content": v} if contents else {})} for k, v in extra.items()
                ],
            }
            emit_json(data)
        else:
            emit(text.context_markdown(pack, explain=explain, contents=contents))
            emit(_local_markdown(state, extra if contents else {}))
        if refusal is not None:
            emit([f"{'Strict context' if strict else 'Context'} refused: {refusal}"], err=True)
        if invalid is not None:
            return EXIT_USAGE  # a manifest `check --routing` rejects routes nothing
        bad = refusal is not None or pack.conflict_status in ("CONFLICT", "INVALID")
        return EXIT_PROBLEMS if bad else EXIT_OK

    run(as_json, action)


def _local_markdown(state: str, modules: dict[str, str]) -> list[str]:
    lines = ["", f"Local overlay status: {state}"]
    if modules:
        lines.append("Local loaded (personal preferences; below shared memory in precedence):")
    for path, text in modules.items():
        lines += ["", f"## {path}", "", text.rstrip("\n")]
    return lines


@protocol.command()
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def status(as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """One line per memory file: tokens against budget, protocol version, migration."""

    def action() -> int:
        from ecc_memory.app import protocol as memory
        from ecc_memory.render import text

        report = memory.status(Workspace.find(project_root), memory_dir)
        if as_json:
            emit_json(report.to_json())
        else:
            emit(text.protocol_status(report, memory_dir))
        return EXIT_PROBLEMS if report.needs_attention else EXIT_OK

    run(as_json, action)


@protocol.command()
@click.option(
    "--repair",
    is_flag=True,
    help="Preview (or --apply) adding missing core files, "
    "metadata and manifest sections, without touching curated content.",
)
@click.option("--apply", "do_apply", is_flag=True, help="With --repair: write the plan.")
@click.option(
    "--confirm-plan",
    "confirm",
    metavar="PLAN_ID",
    default=None,
    help="With --repair --apply: the preview's Plan ID.",
)
@click.option(
    "--lock-timeout",
    type=float,
    default=10.0,
    show_default=True,
    help="With --repair: seconds to wait for another writer.",
)
@click.option(
    "--break-stale-lock",
    is_flag=True,
    help="With --repair: replace a lock a dead writer's orphan holds (this host, > 60 s).",
)
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def init(
    repair: bool, as_json: bool, memory_dir: str, project_root: str | None, **options: Any
) -> None:
    """Scaffold a Protocol 0.7 directory (seven core files); never overwrites a file."""
    if repair:  # a writer: imported only when it runs, like the writer commands
        from ecc_memory.cli.writer_run import repair as run_repair

        run_repair(memory_dir, project_root, dict(options, as_json=as_json))
    if options["do_apply"] or options["confirm"]:
        fail(
            InvalidInput("PROTOCOL_CONFIRM", "--apply and --confirm-plan go with --repair"), as_json
        )

    def action() -> int:
        from ecc_memory.app import protocol as memory
        from ecc_memory.render import text

        report = memory.init(Workspace.find(project_root), memory_dir)
        if as_json:
            emit_json(report.to_json())
        else:
            emit(text.protocol_init(report, memory_dir))
        return EXIT_OK

    run(as_json, action)


def _register_local() -> None:
    from ecc_memory.cli.local import local

    protocol.add_command(local)


_register_local()
