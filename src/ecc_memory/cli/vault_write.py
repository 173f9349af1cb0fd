"""``ecc memory save``, ``handoff``, ``supersede`` and ``retire``: write one new memory
(create-only; the git-aware ``handoff --from-branch`` and ``--latest`` are ``cli.handoff``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from ecc_memory.cli.common import KIND_CHOICE, SCOPE_CHOICE, read_body, workspace
from ecc_memory.cli.common import refusal as _fail
from ecc_memory.cli.common import scopes_option as _scopes_option
from ecc_memory.cli.main import run
from ecc_memory.cli.options import FROM, READER, WHERE
from ecc_memory.cli.options import JSON as JSON_OPTION
from ecc_memory.cli.save_run import write_memory


def _save_options(command: Callable[..., None]) -> Callable[..., None]:
    decorators = [
        click.option("--title", required=True, help="A short title (at most 200 characters)."),
        click.option(
            "--stdin",
            "use_stdin",
            is_flag=True,
            help="Read the body from standard input (a pipe is read without it).",
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
            help="ID of a related memory, e.g. one this supersedes, or a unique start of one "
            "(repeatable).",
        ),
        WHERE,
        JSON_OPTION,
    ]
    for decorator in reversed(decorators):
        command = decorator(command)
    return command


def _write(**options: Any) -> None:
    write_memory(workspace, **options)  # the body the click-free `save` runs too (cli.save_run)


@click.command()
@_save_options
@click.option("--kind", type=KIND_CHOICE, default="note", show_default=True)
@FROM
def save(kind: str, source: str | None, **options: Any) -> None:
    """Save a new unreviewed memory (create-only; secrets are refused before writing).

    \b
    Example:
      echo "Token rotation tests pass." | ecc memory save --title "Auth status" --tag auth
    """
    _write(kind=kind, source=source, command="save", **options)


@click.command()
@_save_options
@FROM
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
@click.option(
    "--branch", default=None,
    help="With --latest: the branch, as git names it (default: the current).",
)  # fmt: skip
@READER
def handoff(
    source: str | None,
    from_branch: str | None,
    message: str | None,
    latest: bool,
    branch: str | None,
    harness: str | None,
    **options: Any,
) -> None:
    """Hand work off to another harness: a memory of kind handoff.

    \b
    Requires --from (default: $ECC_MEMORY_HARNESS) and at least one --target. A good body
    covers the objective and current state, evidence and commands already run, files involved,
    and the next action. --from-branch --scope team writes a team handoff that teammates get
    through git once it is reviewed and committed. --latest [--branch B] prints the newest
    handoff of a branch in the project or team scope instead (nothing is written).
    """
    as_json = options["as_json"]
    if latest:
        from ecc_memory.cli.handoff import latest_handoff

        latest_handoff(branch=branch, harness=harness, as_json=as_json)
        return
    source = source or workspace().named_harness
    if source is None:
        run(as_json, _fail("FROM_REQUIRED", "Missing option '--from' (or set ECC_MEMORY_HARNESS)."))
        return
    if from_branch is not None:
        from ecc_memory.cli.handoff import branch_handoff

        branch_handoff(branch=from_branch, source=source, message=message, **options)
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
    _write(kind="handoff", source=source, command="handoff", **options)


# --from-branch generates the title and --latest writes nothing, so the handoff command alone
# makes --title and --from optional (and refuses their absence itself) ...
for _param in handoff.params:
    if _param.name == "title":
        _param.required = False
    if _param.name == "source":
        assert isinstance(_param, click.Option)
        _param.help = (
            "The harness handing off (default: $ECC_MEMORY_HARNESS; required, except with "
            "--latest)."
        )
    if _param.name == "use_stdin":
        assert isinstance(_param, click.Option)
        _param.help = "Read the body from standard input (a pipe is read without it, except with "
        _param.help += "--from-branch)."
    if _param.name == "harness":
        assert isinstance(_param, click.Option)
        _param.help = "With --latest: only handoffs this harness can read (targeted at it or all)."
# ... and a handoff has no default target: say so instead of save's "default: all".
_targets = next(p for p in handoff.params if p.name == "targets")
assert isinstance(_targets, click.Option)
_targets.help = "Harness the handoff is for (repeatable; at least one is required)."


# -- correcting a memory ---------------------------------------------------------------------


def _correction(command: Callable[..., None]) -> Callable[..., None]:
    """What supersede and retire share: the ID, where to look for it, who writes, JSON."""
    decorators = [
        click.command(),
        click.argument("memory_id", metavar="ID"),
        _scopes_option("look for ID in"),
        FROM,
        WHERE,
        JSON_OPTION,
    ]
    for decorator in reversed(decorators):
        command = decorator(command)
    return command


@_correction
@click.option("--title", default=None, help="The replacement's title (default: the old one's).")
@click.option("--stdin", "use_stdin", is_flag=True, help="Read the new body from standard input.")
@click.option("--body-file", type=str, help="Read the new body from this regular file.")
@click.option("-m", "--message", default=None, help="The new body, given inline.")
@click.option(
    "--tag", "tags", multiple=True,
    help="The replacement's tags (repeatable; default: the old one's).",
)  # fmt: skip
@click.option(
    "--target", "targets", multiple=True,
    help="Harness the replacement is for (repeatable; default: the old one's).",
)  # fmt: skip
def supersede(
    memory_id: str,
    title: str | None,
    use_stdin: bool,
    body_file: str | None,
    message: str | None,
    tags: tuple[str, ...],
    targets: tuple[str, ...],
    scopes: tuple[str, ...],
    source: str | None,
    as_json: bool,
) -> None:
    """Replace a memory with a corrected one (a new linked memory; the old file is kept).

    \b
    ID may be a unique start of the ID or of its random part. The replacement keeps the old
    memory's kind, scope, title, tags and targets unless given, links it and is tagged
    "supersedes"; search and the session brief then leave the old one out, and `read OLD_ID`
    names the replacement.
    Example:
      echo "Use the arm64 runners again." | ecc memory supersede mem_20261129_5712 --stdin
    """

    def action() -> None:
        from ecc_memory.app import vault
        from ecc_memory.cli import output

        place = workspace()
        vault.refuse_dry_run(place, "supersede")  # before the body is read
        body = read_body(use_stdin, body_file, message)
        if body is None:
            raise _no_body()
        request = vault.SupersedeRequest(
            memory_id, body, source, title, tags or None, targets or None, scopes
        )
        result = vault.supersede(place, request, output.progress_printer("indexing"))
        output.replacement_result(result, as_json)

    run(as_json, action)


def _no_body() -> Exception:
    from ecc_memory.errors import InvalidInput

    return InvalidInput("BODY_SOURCE", "Give the corrected text: -m TEXT, --stdin or --body-file.")


@_correction
@click.option(
    "-m", "--message", default=None,
    help='Why it no longer holds (the notice\'s body; default: "No longer true.").',
)  # fmt: skip
def retire(
    memory_id: str, message: str | None, scopes: tuple[str, ...], source: str | None, as_json: bool
) -> None:
    """Mark a memory as no longer true, without a replacement (a new linked notice).

    \b
    ID may be a unique start of the ID or of its random part. The notice (tagged "retires",
    same kind and scope, titled "Retired: <old title>") links the old memory; search and the
    session brief then leave both out (search --all lists them), and `read OLD_ID` names the
    notice.
    """

    def action() -> None:
        from ecc_memory.app import vault
        from ecc_memory.cli import output

        request = vault.RetireRequest(memory_id, read_body(False, None, message), source, scopes)
        result = vault.retire(workspace(), request, output.progress_printer("indexing"))
        output.replacement_result(result, as_json)

    run(as_json, action)
