"""Click options that several command groups share, defined once so their help stays alike."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

import click

if TYPE_CHECKING:
    from pathlib import Path

T = TypeVar("T")

JSON = click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")
MEMORY_DIR = click.option(
    "--memory-dir",
    default="docs/memory",
    show_default=True,
    help="Memory directory, relative to the project root, under docs/.",
)
# The project at or above DIR, as ``WHERE`` means it for the vault and git commands: a
# directory that does not exist is refused before the command runs (``protocol init`` made it).
PROJECT_ROOT = click.option(
    "--project-root",
    type=click.Path(file_okay=False, exists=True),
    default=None,
    help="Work on the project at or above this directory (default: the current one).",
)
FORMAT = click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "github", "json"]),
    default="text",
    show_default=True,
    help="Output format (github prints workflow annotations).",
)


class Aliased(click.Option):
    """An option with one name in ``--help`` and older spellings still accepted: the first long
    name is the one to use; the others are hidden aliases kept for scripts."""

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        record = super().get_help_record(ctx)
        if record is None:
            return None
        shown = self.opts[0] + ("" if self.is_flag else f" {self.make_metavar(ctx)}")
        return shown, record[1]


def first_sentence(text: str) -> str:
    """What a command list shows for a command: its help's first sentence, whole (never cut
    at a width, which left descriptions ending mid-word with "...")."""
    paragraph = " ".join(inspect_cleandoc(text).split("\n\n", 1)[0].split())
    for index, char in enumerate(paragraph):
        if char == "." and (index + 1 == len(paragraph) or paragraph[index + 1] == " "):
            return paragraph[: index + 1]
    return paragraph


def inspect_cleandoc(text: str) -> str:
    import inspect

    return inspect.cleandoc(text).replace("\b\n", "")


def command_rows(group: click.Group, ctx: click.Context) -> list[tuple[str, str]]:
    rows = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        if command is not None and not command.hidden:
            rows.append((name, first_sentence(command.help or command.short_help or "")))
    return rows


class RunnerGroup(click.Group):
    """A group whose parsing (``--help`` too) and commands end as the exit-code table says:
    click would turn a closed pipe into exit 1 and Ctrl-C into an Abort, also for a body that
    does not run through the runner (``cli.outcome``)."""

    def make_context(
        self,
        info_name: str | None,
        args: list[str],
        parent: click.Context | None = None,
        **extra: Any,
    ) -> click.Context:
        return _guarded(lambda: super(RunnerGroup, self).make_context(
            info_name, args, parent, **extra
        ))  # fmt: skip

    def invoke(self, ctx: click.Context) -> Any:
        return _guarded(lambda: super(RunnerGroup, self).invoke(ctx))


def _guarded(step: Callable[[], T]) -> T:
    from ecc_memory.cli.outcome import EXIT_INTERRUPTED, closed_pipe, exit_with

    try:
        return step()
    except BrokenPipeError:
        exit_with(closed_pipe())
    except KeyboardInterrupt:
        exit_with(EXIT_INTERRUPTED)


class HelpGroup(RunnerGroup):
    """A command group whose ``--help`` lists whole first sentences, optionally in sections
    (``SECTIONS``: title -> command names, in order), and whose unknown-command error suggests
    the nearest names ("did you mean")."""

    SECTIONS: ClassVar[dict[str, tuple[str, ...]]] = {}

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = dict(self.rows(ctx))
        placed: set[str] = set()
        for title, names in self.SECTIONS.items():
            present = [(name, rows[name]) for name in names if name in rows]
            placed.update(name for name, _ in present)
            if present:
                with formatter.section(title):
                    formatter.write_dl(present)
        rest = [(name, text) for name, text in rows.items() if name not in placed]
        if rest:
            with formatter.section("Commands" if not self.SECTIONS else "Other"):
                formatter.write_dl(rest)

    def rows(self, ctx: click.Context) -> list[tuple[str, str]]:
        return command_rows(self, ctx)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0]
        missing = self.get_command(ctx, name) is None and not ctx.resilient_parsing
        if missing and not name.startswith("-"):
            import difflib

            near = difflib.get_close_matches(name, self.list_commands(ctx), n=3, cutoff=0.6)
            hint = f" Did you mean {' or '.join(repr(n) for n in near)}?" if near else ""
            raise click.UsageError(f"No such command {name!r}.{hint}", ctx)
        return super().resolve_command(ctx, args)


# One name per harness concept (docs/cli.md, "Harness names"); older spellings are hidden aliases.
FROM = click.option(
    "--from", "--source-harness", "source", cls=Aliased, default=None,
    help="Who is writing, a harness slug (default: $ECC_MEMORY_HARNESS, else cli).",
)  # fmt: skip
READER = click.option(
    "--harness", "--target-harness", "harness", cls=Aliased, default=None,
    help="Who is reading: only memories targeted to this harness or to all.",
)  # fmt: skip


_ROOT_KEY = "ecc_memory.project_root"


def _remember_root(ctx: click.Context, _param: click.Parameter, value: str | None) -> None:
    if value is not None:
        ctx.meta[_ROOT_KEY] = value  # meta is shared by the whole context chain


# For every command that finds a repository from the working directory: find it from here
# instead. Not passed to the command: ``start_dir()`` reads it where the search begins.
WHERE = click.option(
    "--project-root", type=click.Path(file_okay=False, exists=True), default=None,
    expose_value=False, callback=_remember_root,
    help="Work on the repository at or above this directory (default: the current one).",
)  # fmt: skip


def start_dir() -> Path:
    """Where a command looks for its repository: ``--project-root``, else the working
    directory."""
    from pathlib import Path  # not at import: `ecc --help` has no use for pathlib

    ctx = click.get_current_context(silent=True)
    given = ctx.meta.get(_ROOT_KEY) if ctx is not None else None
    return Path(os.path.abspath(given)) if given else Path.cwd()


def confirm(question: str, *, instead: str) -> bool:
    """Ask at the terminal. No answer (end of input, or Ctrl-C, which click turns into the same
    Abort) is a refusal that wrote nothing, never "internal error (Abort)"; ``instead`` says how
    to apply without being asked."""
    from ecc_memory.errors import InvalidInput

    try:
        return click.confirm(question, default=False)
    except click.Abort:
        raise InvalidInput(
            "CONFIRM_REQUIRED",
            f"no answer to the confirmation; nothing was written ({instead}).",
        ) from None
