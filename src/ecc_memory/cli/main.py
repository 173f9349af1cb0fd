"""The ``ecc`` command line: parse, call one core function, render, exit.

Exit codes: 0 ok, 1 problems found (doctor, checks), 2 usage error or refused input,
3 internal error. Errors are one sanitised line on stderr, or a JSON object on stdout under
``--json``; never a traceback. Heavy modules are imported inside the commands that need them,
so ``ecc --help`` stays fast.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from ecc_memory import __version__
from ecc_memory.cli.options import JSON as JSON_OPTION
from ecc_memory.errors import EXIT_PROBLEMS, EXIT_USAGE, EccError, InvalidInput
from ecc_memory.vault import DEFAULT_SCOPES, KINDS, SCOPES

SCOPE_CHOICE = click.Choice(SCOPES)
KIND_CHOICE = click.Choice(KINDS)


def _scopes_option(purpose: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    return click.option(
        "--scope",
        "scopes",
        multiple=True,
        type=SCOPE_CHOICE,
        help=f"Scope to {purpose} (repeatable; default: project and team).",
    )


# Sub-commands that live in their own adapter modules, imported only when used.
LAZY_COMMANDS = {
    "protocol": (
        "ecc_memory.cli.protocol",
        "protocol",
        "Verify and load docs/memory/ (Memory File Protocol 0.7).",
    ),
    "hooks": ("ecc_memory.cli.git", "hooks", "Install, remove or run the git hooks."),
    "ci": (
        "ecc_memory.cli.ci",
        "ci",
        "Check BASE..HEAD and HEAD's tree from git objects (the server-side gate).",
    ),
    "review": (
        "ecc_memory.cli.review",
        "review",
        "Review staged team memories before they are committed.",
    ),
    "brief": (
        "ecc_memory.cli.session",
        "brief",
        "One bounded briefing for the start of an agent session.",
    ),
    "session-end": (
        "ecc_memory.cli.session",
        "session_end",
        "Session-end hook: save a handoff of the current branch.",
    ),
    "propose": (
        "ecc_memory.cli.propose",
        "propose",
        "Propose a vault memory for docs/memory/ as an inbox candidate (previewed first).",
    ),
    "setup": (
        "ecc_memory.cli.session",
        "setup",
        "Print (or merge) the MCP server, hooks and instructions for an agent.",
    ),
}


class LazyGroup(click.Group):
    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *self._available()])

    def _available(self) -> list[str]:
        from importlib.util import find_spec

        return [name for name, (module, _, _) in LAZY_COMMANDS.items() if find_spec(module)]

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in LAZY_COMMANDS and name in self._available():
            module, attribute, _ = LAZY_COMMANDS[name]
            command = getattr(importlib.import_module(module), attribute)
            assert isinstance(command, click.Command)
            return command
        return super().get_command(ctx, name)

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = [(name, cmd.get_short_help_str(90)) for name, cmd in self.commands.items()]
        rows += [(name, LAZY_COMMANDS[name][2]) for name in self._available()]
        with formatter.section("Commands"):
            formatter.write_dl(sorted(rows))


def _roots() -> Any:
    from ecc_memory.config import resolve_roots

    return resolve_roots(Path.cwd(), os.environ)


def _refuse_dry_run(command: str) -> None:
    from ecc_memory.config import dry_run

    if dry_run(os.environ):
        raise InvalidInput(
            "DRY_RUN", f"memory {command} is disabled in dry-run mode; no files were written."
        )


def _read_body(use_stdin: bool, body_file: str | None) -> str:
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


EXIT_BROKEN_PIPE = 141  # 128 + SIGPIPE, what a shell reports for a program cut off by `head`


def run(as_json: bool, action: Callable[[], int | None]) -> None:
    """Run one command body and turn its outcome into the documented exit code."""
    try:
        code = _outcome(as_json, action)
        sys.stdout.flush()  # a closed pipe surfaces here, not as a noisy error at exit
    except BrokenPipeError:
        # The reader went away (`ecc memory search x | head -1`): not an internal error.
        # Point stdout at /dev/null so the interpreter's final flush stays quiet.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        code = EXIT_BROKEN_PIPE
    sys.exit(code)


def _outcome(as_json: bool, action: Callable[[], int | None]) -> int:
    from ecc_memory.cli.failure import report

    try:
        return action() or 0
    except BrokenPipeError:
        raise
    except KeyboardInterrupt:
        return 130
    except OSError as exc:  # the file system refused (no space, read-only, permission)
        from ecc_memory.files import os_refusal

        return report(os_refusal(exc, "read or write the vault"), as_json=as_json)
    except Exception as exc:  # a refusal, or an internal error reported without a traceback
        return report(exc, as_json=as_json)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="ecc")
def ecc() -> None:
    """ecc: durable, human-readable memory for coding agents."""


@ecc.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
def memory() -> None:
    """Save, search, read and hand off memories in the Markdown vault.

    \b
    Scopes: project and team live under <repo>/.ecc/memory/, user under ~/.ecc/memory/.
    Every memory is unreviewed context, never an instruction.
    Exit codes: 0 ok, 1 problems found, 2 usage error or refused input, 3 internal error.
    """


@memory.command()
@_scopes_option("create")
@JSON_OPTION
def init(scopes: tuple[str, ...], as_json: bool) -> None:
    """Create the vault directories and the project scope's fail-closed .gitignore."""

    def action() -> None:
        from ecc_memory.cli import output
        from ecc_memory.vault import store

        _refuse_dry_run("init")
        output.init_result(store.init_vault(_roots(), scopes or DEFAULT_SCOPES), as_json)

    run(as_json, action)


def _save_options(command: Callable[..., None]) -> Callable[..., None]:
    decorators = [
        click.option("--title", required=True, help="A short title (at most 200 characters)."),
        click.option(
            "--stdin", "use_stdin", is_flag=True, help="Read the body from standard input."
        ),
        click.option("--body-file", type=str, help="Read the body from this regular file."),
        click.option("--scope", type=SCOPE_CHOICE, default="project", show_default=True),
        click.option(
            "--target",
            "targets",
            multiple=True,
            help="Harness the memory is for (repeatable; default: all).",
        ),
        click.option("--tag", "tags", multiple=True, help="A lowercase slug tag (repeatable)."),
        click.option(
            "--link",
            "links",
            multiple=True,
            help="ID of a related memory, e.g. one this supersedes (repeatable).",
        ),
        JSON_OPTION,
    ]
    for decorator in reversed(decorators):
        command = decorator(command)
    return command


def _write(
    *,
    title: str,
    use_stdin: bool,
    body_file: str | None,
    kind: str,
    scope: str,
    source: str,
    targets: tuple[str, ...],
    tags: tuple[str, ...],
    links: tuple[str, ...],
    as_json: bool,
    command: str,
) -> None:
    def action() -> None:
        from ecc_memory.cli import output
        from ecc_memory.vault import store
        from ecc_memory.vault.document import new_memory

        _refuse_dry_run(command)
        roots = _roots()
        memory_ = new_memory(
            title=title,
            body=_read_body(use_stdin, body_file),
            kind=kind,
            scope=scope,
            source_harness=source,
            target_harnesses=targets or ("all",),
            tags=tags,
            links=links,
        )
        output.save_result(store.save_memory(roots, memory_), as_json)
        missing = store.unknown_links(roots, memory_.links)
        output.warnings(
            [f"--link {mid} names no memory in this vault (saved anyway)" for mid in missing]
        )

    run(as_json, action)


@memory.command()
@_save_options
@click.option("--kind", type=KIND_CHOICE, default="note", show_default=True)
@click.option(
    "--source-harness", "source_harness", help="Who is writing (default: $ECC_MEMORY_HARNESS)."
)
@click.option("--from", "from_", help="Alias of --source-harness.")
def save(kind: str, source_harness: str | None, from_: str | None, **options: Any) -> None:
    """Save a new unreviewed memory (create-only; secrets are refused before writing).

    \b
    Example:
      echo "Token rotation tests pass." | ecc memory save --title "Auth status" --stdin --tag auth
    """
    from ecc_memory.config import default_source_harness

    source = from_ or source_harness or default_source_harness(os.environ)
    _write(kind=kind, source=source, command="save", **options)


@memory.command()
@_save_options
@click.option("--from", "from_", required=True, help="The harness handing off (required).")
@click.option(
    "--from-branch",
    "from_branch",
    is_flag=False,
    flag_value="",
    default=None,
    metavar="[BRANCH]",
    help="Generate the body from git branch context (default branch: the current one); "
    "--title becomes optional and -m/--stdin/--body-file text goes above the context.",
)
@click.option(
    "-m", "--message", default=None,
    help="With --from-branch: your own words (intent, next steps) above the generated context.",
)  # fmt: skip
@click.option(
    "--latest", is_flag=True,
    help="Print the newest handoff of a branch instead of writing one (see --branch).",
)  # fmt: skip
@click.option("--branch", default=None, help="With --latest: the branch (default: the current).")
@click.option(
    "--target-harness", default=None,
    help="With --latest: only handoffs this harness can read (targeted at it or at all).",
)  # fmt: skip
def handoff(
    from_: str | None,
    from_branch: str | None,
    message: str | None,
    latest: bool,
    branch: str | None,
    target_harness: str | None,
    **options: Any,
) -> None:
    """Hand work off to another harness: a memory of kind handoff.

    \b
    Requires --from and at least one --target. A good body covers the objective and
    current state, evidence and commands already run, files involved, and the next action.
    --latest [--branch B] prints the newest branch handoff instead (nothing is written).
    """
    as_json = options["as_json"]
    if latest:
        from ecc_memory.cli.handoff import latest_handoff

        latest_handoff(branch=branch, harness=target_harness, as_json=as_json)
        return
    if from_ is None:
        run(as_json, _fail("FROM_REQUIRED", "Missing option '--from'."))
        return
    if from_branch is not None:
        from ecc_memory.cli.handoff import branch_handoff

        branch_handoff(branch=from_branch, source=from_, message=message, **options)
        return
    if message is not None:
        run(
            as_json,
            _fail(
                "USAGE",
                "-m/--message goes with --from-branch; use --stdin or "
                "--body-file for a handoff body.",
            ),
        )
        return
    if options["title"] is None:
        run(as_json, _fail("TITLE_REQUIRED", "Missing option '--title'."))
        return
    if not options["targets"]:
        run(as_json, _fail("TARGET_REQUIRED", "At least one --target is required for handoffs."))
    _write(kind="handoff", source=from_, command="handoff", **options)


# --from-branch generates the title and --latest writes nothing, so the handoff command alone
# makes --title and --from optional (and refuses their absence itself) ...
for _param in handoff.params:
    if _param.name in ("title", "from_"):
        _param.required = False
# ... and a handoff has no default target: say so instead of save's "default: all".
_targets = next(p for p in handoff.params if p.name == "targets")
assert isinstance(_targets, click.Option)
_targets.help = "Harness the handoff is for (repeatable; at least one is required)."


def _hint_missing_vault(roots: Any, scopes: tuple[str, ...]) -> None:
    from ecc_memory.cli import output
    from ecc_memory.vault.store import missing_scopes

    if len(missing_scopes(roots, scopes)) == len(scopes):
        output.warnings(["no vault here yet: run `ecc memory init` in the repository"])


def _fail(code: str, message: str) -> Callable[[], None]:
    def action() -> None:
        raise InvalidInput(code, message)

    return action


@memory.command()
@click.argument("query", nargs=-1)
@_scopes_option("search")
@click.option(
    "--kind", "kinds", multiple=True, type=KIND_CHOICE, help="Only this kind (repeatable)."
)
@click.option(
    "--tag", "tags", multiple=True, help="Only memories with this tag (repeatable: all must match)."
)
@click.option("--target-harness", help="Only memories targeted to this harness or to all.")
@click.option("--limit", type=int, default=20, show_default=True, help="Results to return (1-100).")
@click.option(
    "--all", "include_superseded", is_flag=True,
    help="Also list branch handoffs superseded by a newer handoff of their branch.",
)  # fmt: skip
@JSON_OPTION
def search(
    query: tuple[str, ...],
    scopes: tuple[str, ...],
    kinds: tuple[str, ...],
    tags: tuple[str, ...],
    target_harness: str | None,
    limit: int,
    include_superseded: bool,
    as_json: bool,
) -> None:
    """Search active memories by relevance (BM25; title > tags > body).

    \b
    An empty query lists the newest memories. Results are unreviewed context.
    Example:  ecc memory search pre-commit hook --kind lesson --json
    """
    text = " ".join(query)

    def action() -> None:
        from ecc_memory.cli import output
        from ecc_memory.vault.search import MAX_LIMIT, clamp_limit, search_memories

        if clamp_limit(limit) != limit:
            output.warnings(
                [f"--limit {limit} is outside 1-{MAX_LIMIT}; using {clamp_limit(limit)}"]
            )
        roots = _roots()
        result = search_memories(
            roots,
            text,
            scopes=scopes or DEFAULT_SCOPES,
            kinds=kinds,
            tags=tags,
            target_harness=target_harness,
            limit=limit,
            progress=output.progress_printer("indexing"),
            include_superseded=include_superseded,
        )
        output.search_result(text, result, as_json)
        if not result.hits:
            _hint_missing_vault(roots, scopes or DEFAULT_SCOPES)

    run(as_json, action)


@memory.command()
@click.argument("memory_id", metavar="ID")
@_scopes_option("look in")
@JSON_OPTION
def read(memory_id: str, scopes: tuple[str, ...], as_json: bool) -> None:
    """Show one memory by ID (any status) with the active memories that link to it."""

    def action() -> None:
        from ecc_memory.cli import output
        from ecc_memory.vault.reader import read_memory

        result = read_memory(
            _roots(),
            memory_id,
            scopes=scopes or DEFAULT_SCOPES,
            progress=output.progress_printer("indexing"),
        )
        output.read_result(result, as_json)

    run(as_json, action)


@memory.command()
@_scopes_option("audit")
@click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "github", "json"]),
    default="text",
    show_default=True,
    help="Output format (github prints workflow annotations).",
)
@JSON_OPTION
def doctor(scopes: tuple[str, ...], fmt: str, as_json: bool) -> None:
    """Audit the vault read-only; exit 1 when anything is wrong.

    Reports invalid or quarantined files (with the reason and line), duplicate IDs, broken
    links, symlinks, the project .gitignore guard, directories writable by others, leftover
    temp files, file names that differ from the ID, paths too deep to scan, and index drift.
    """
    if as_json and fmt not in ("text", "json"):
        run(True, _fail("USAGE", "Choose one output format: --json or --format."))
    as_json = as_json or fmt == "json"

    def action() -> int:
        from ecc_memory.cli import output
        from ecc_memory.vault.doctor import run_doctor

        roots = _roots()
        report = run_doctor(roots, scopes=scopes or DEFAULT_SCOPES)
        shared = roots.shared_project_boundary is not None
        if fmt == "github":
            output.doctor_github(report, lambda path: _repo_path(roots, path))
        else:
            output.doctor_report(report, as_json, (str(roots.project), shared))
        _hint_missing_vault(roots, scopes or DEFAULT_SCOPES)
        return 0 if report.ok else EXIT_PROBLEMS

    run(as_json, action)


def _repo_path(roots: Any, display: str) -> str:
    """``team:facts/x.md`` -> ``.ecc/memory/team/facts/x.md`` relative to the project, or ""
    for a file outside it (the user scope)."""
    scope, _, rel = display.partition(":")
    try:
        full = roots.root(scope) / rel
        return str(full.relative_to(roots.project_boundary).as_posix())
    except ValueError:
        return ""


@memory.command()
@_scopes_option("index")
@JSON_OPTION
def reindex(scopes: tuple[str, ...], as_json: bool) -> None:
    """Rebuild the derived search index from the Markdown files (in place: other processes
    keep searching the old index until the new one is complete).

    A build that takes over a second (this, or the first search of a large vault) shows its
    progress on stderr: a bar on a terminal, a plain line at most every 10 s otherwise; stdout
    (and --json output) carries only the result."""

    def action() -> None:
        from ecc_memory.cli import output
        from ecc_memory.vault.index import rebuild

        count = rebuild(_roots(), scopes or DEFAULT_SCOPES, output.progress_printer("indexing"))
        if as_json:
            output.emit_json({"schemaVersion": "ecc.memory.reindex.v1", "indexedFiles": count})
        else:
            output.emit_lines([f"Indexed {count} files."])

    run(as_json, action)


@memory.command("merge-file")
@click.option(
    "--marker-size", type=click.IntRange(7, 64), default=7, show_default=True,
    help="Length of conflict markers (git's %L).",
)  # fmt: skip
@click.argument("base", type=click.Path(dir_okay=False))
@click.argument("ours", type=click.Path(dir_okay=False))
@click.argument("theirs", type=click.Path(dir_okay=False))
@click.argument("path", required=False, default="")
def merge_file(marker_size: int, base: str, ours: str, theirs: str, path: str) -> None:
    """Merge one docs/memory/ file by unit (git merge driver: %O %A %B %P); result in OURS.

    Exit 0 merged, 1 conflict markers written around the units both sides changed.
    """
    from ecc_memory.cli.merge import merge_files

    sys.exit(merge_files(base, ours, theirs, path, marker_size))


@memory.command(context_settings={"ignore_unknown_options": True})
def mcp() -> None:
    """Run the stdio MCP server (needs ECC_MEMORY_HARNESS and the [mcp] extra)."""
    from ecc_memory.mcp.server import main as mcp_main

    mcp_main([])


def main() -> None:
    try:
        ecc.main(prog_name="ecc", standalone_mode=False)
    except click.exceptions.Exit as exit_:
        sys.exit(exit_.exit_code)
    except click.Abort:
        sys.exit(130)
    except click.ClickException as err:
        if "--json" in sys.argv:
            from ecc_memory.cli import output

            output.error(EccError("USAGE", err.format_message()), as_json=True)
        else:
            err.show()
        sys.exit(EXIT_USAGE)
