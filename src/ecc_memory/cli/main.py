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
from ecc_memory.errors import EXIT_USAGE, EccError, InvalidInput
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


# Sub-commands that live in their own adapter modules, imported only when used: a command
# pays only for its own definition (the vault's commands alone took 5 ms to define), and
# `--help` lists them from the first paragraph of their help, kept here.
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
    "save": (
        "ecc_memory.cli.vault_write",
        "save",
        "Save a new unreviewed memory (create-only; secrets are refused before writing).",
    ),
    "handoff": (
        "ecc_memory.cli.vault_write",
        "handoff",
        "Hand work off to another harness: a memory of kind handoff.",
    ),
    "search": (
        "ecc_memory.cli.vault_read",
        "search",
        "Search active memories by relevance (BM25; title > tags > body).",
    ),
    "read": (
        "ecc_memory.cli.vault_read",
        "read",
        "Show one memory by ID (any status) with the active memories that link to it.",
    ),
    "doctor": (
        "ecc_memory.cli.vault_read",
        "doctor",
        "Audit the vault read-only; exit 1 when anything is wrong.",
    ),
    "reindex": (
        "ecc_memory.cli.vault_read",
        "reindex",
        "Rebuild the derived search index from the Markdown files (in place: other processes "
        "keep searching the old index until the new one is complete).",
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
        rows += [(name, short_help(LAZY_COMMANDS[name][2])) for name in self._available()]
        with formatter.section("Commands"):
            formatter.write_dl(sorted(rows))


def short_help(text: str) -> str:
    """What ``--help`` lists for a command whose help starts with ``text``."""
    return click.Command(None, help=text).get_short_help_str(90)


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


def _fail(code: str, message: str) -> Callable[[], None]:
    def action() -> None:
        raise InvalidInput(code, message)

    return action


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
    """Run the stdio MCP server (needs ECC_MEMORY_HARNESS)."""
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
