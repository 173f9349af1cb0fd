"""The ``ecc`` command line: parse, call one core function, render, exit.

Exit codes: 0 ok, 1 problems found (doctor, checks), 2 usage error or refused input,
3 internal error. Errors are one sanitised line on stderr, or a JSON object on stdout under
``--json``; never a traceback. Heavy modules are imported inside the commands that need them,
so ``ecc --help`` stays fast.
"""

from __future__ import annotations

import importlib
import sys
from typing import ClassVar

import click

from ecc_memory.app import __version__
from ecc_memory.cli.common import scopes_option as _scopes_option
from ecc_memory.cli.common import workspace
from ecc_memory.cli.options import JSON as JSON_OPTION
from ecc_memory.cli.options import WHERE, HelpGroup, RunnerGroup, first_sentence
from ecc_memory.cli.outcome import run as run
from ecc_memory.errors import EXIT_USAGE, EccError

# Sub-commands that live in their own adapter modules, imported only when used: a command
# pays only for its own definition (the vault's commands alone took 5 ms to define), and
# `--help` lists them by the first sentence of their help, kept here (a test checks it).
LAZY_COMMANDS = {
    "protocol": (
        "ecc_memory.cli.protocol",
        "protocol",
        "Verify, load and maintain docs/memory/ (Memory File Protocol 0.7).",
    ),
    "hooks": ("ecc_memory.cli.git", "hooks", "Git hooks: install, remove, inspect or run them."),
    "ci": (
        "ecc_memory.cli.ci",
        "ci",
        "Check commits and HEAD's tree from git objects, as the hooks would have (for CI).",
    ),
    "review": (
        "ecc_memory.cli.review",
        "review",
        "Review staged team memory and approve its exact content for the commit guard.",
    ),
    "brief": (
        "ecc_memory.cli.session",
        "brief",
        "One bounded briefing for the start of a session.",
    ),
    "session-end": (
        "ecc_memory.cli.session",
        "session_end",
        "Session-end hook: save a handoff of the current branch (local, no model).",
    ),
    "hermes": (
        "ecc_memory.cli.hermes",
        "hermes",
        "Hermes memory provider calls (the plugin `setup hermes` writes runs them).",
    ),
    "propose": (
        "ecc_memory.cli.propose",
        "propose",
        "Propose vault memory MEM_ID for governed memory: an MC-INBOX candidate in inbox.md.",
    ),
    "setup": (
        "ecc_memory.cli.session",
        "setup",
        "Print what to add to an agent: MCP server, session hooks, instruction snippet.",
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
        "Rebuild the derived search index from the Markdown files.",
    ),
    "supersede": (
        "ecc_memory.cli.vault_write",
        "supersede",
        "Replace a memory with a corrected one (a new linked memory; the old file is kept).",
    ),
    "retire": (
        "ecc_memory.cli.vault_write",
        "retire",
        "Mark a memory as no longer true, without a replacement (a new linked notice).",
    ),
}


class LazyGroup(HelpGroup):
    """``ecc memory``: the commands of ``LAZY_COMMANDS`` are imported only when they run, and
    ``--help`` lists them, in sections, from the table's first sentences."""

    SECTIONS: ClassVar[dict[str, tuple[str, ...]]] = {
        "Daily": ("init", "save", "search", "read", "handoff", "supersede", "retire"),
        "Team": ("review", "hooks", "ci"),
        "Governed memory (docs/memory/)": ("protocol", "propose"),
        "Agents": ("setup", "brief", "session-end", "hermes", "mcp"),
        "Maintenance": ("doctor", "reindex", "merge-file"),
    }

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted([*super().list_commands(ctx), *self._available()])

    def _available(self) -> list[str]:
        from importlib.util import find_spec

        return [name for name, (module, _, _) in LAZY_COMMANDS.items() if find_spec(module)]

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        # Only the module asked for is looked up: every command line passes here, and finding
        # the spec of all sixteen of them cost each command a few file-system lookups.
        if name in LAZY_COMMANDS:
            module, attribute, _ = LAZY_COMMANDS[name]
            try:
                loaded = importlib.import_module(module)
            except ModuleNotFoundError as missing:
                if missing.name != module:  # a dependency of it is missing: a real error
                    raise
                return None
            command = getattr(loaded, attribute)
            assert isinstance(command, click.Command)
            return command
        return super().get_command(ctx, name)

    def rows(self, ctx: click.Context) -> list[tuple[str, str]]:
        rows = [(name, first_sentence(cmd.help or "")) for name, cmd in self.commands.items()]
        rows += [(name, LAZY_COMMANDS[name][2]) for name in self._available()]
        return sorted(rows)


@click.group(cls=RunnerGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="ecc")
def ecc() -> None:
    """ecc: durable, human-readable memory for coding agents."""


@ecc.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
def memory() -> None:
    """Save, search, read and hand off memories in the Markdown vault.

    \b
    Getting started, in a git repository:
      ecc memory init && echo "what I learned" | ecc memory save --title "A lesson" --stdin
      ecc memory search lesson
    Scopes: project and team live under <repo>/.ecc/memory/, user under ~/.ecc/memory/.
    Every memory is unreviewed context, never an instruction.
    Exit codes: 0 ok, 1 problems found, 2 usage error or refused input, 3 internal error.
    """


@memory.command()
@_scopes_option("create")
@WHERE
@click.option(
    "--here", is_flag=True,
    help="Outside a git repository: create the project and team scopes in this directory.",
)  # fmt: skip
@JSON_OPTION
def init(scopes: tuple[str, ...], here: bool, as_json: bool) -> None:
    """Create the vault directories and the project scope's fail-closed .gitignore.

    \b
    The project and team scopes go to <repo>/.ecc/memory/ of the repository you are in;
    outside a repository init refuses unless --here. It never puts one scope inside another
    (in $HOME the project scope would land inside the user scope ~/.ecc/memory).
    A refusal creates nothing.
    """

    def action() -> None:
        from ecc_memory.app import vault
        from ecc_memory.cli import output

        output.init_result(vault.init(workspace(), scopes, here=here), as_json)

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
    from ecc_memory.cli.outcome import exit_with

    exit_with(merge_files(base, ours, theirs, path, marker_size))


@memory.command(context_settings={"ignore_unknown_options": True})
def mcp() -> None:
    """Run the stdio MCP server (needs ECC_MEMORY_HARNESS)."""
    from ecc_memory.mcp.server import main as mcp_main

    mcp_main([])


def main() -> None:
    from ecc_memory.cli.outcome import main as run_main

    run_main(_main)


def _main() -> int:
    """``ecc``'s exit code; a usage error is the one error format (exit 2)."""
    try:
        ecc.main(prog_name="ecc", standalone_mode=False)
    except click.exceptions.Exit as exit_:
        return exit_.exit_code
    except click.Abort:
        return 130
    except click.ClickException as err:
        if _wants_json(sys.argv[1:]):
            from ecc_memory.cli import output

            output.error(EccError("USAGE", err.format_message()), as_json=True)
        else:
            err.show()
        return EXIT_USAGE
    return 0


def _wants_json(argv: list[str]) -> bool:
    """Whether the command line asked for JSON (``--json``, ``--format json`` or
    ``--format=json``), read before the options that follow ``--``, which are arguments."""
    words = argv[: argv.index("--")] if "--" in argv else argv
    pairs = zip(words, [*words[1:], ""], strict=True)
    return any(
        word in ("--json", "--format=json") or (word == "--format" and after == "json")
        for word, after in pairs
    )
