"""``ecc memory save`` and ``ecc memory handoff``: write one new memory (create-only; the
git-aware ``handoff --from-branch`` and ``--latest`` are ``cli.handoff``)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import click

from ecc_memory.cli.common import SCOPE_CHOICE
from ecc_memory.cli.common import read_body as _read_body
from ecc_memory.cli.common import refusal as _fail
from ecc_memory.cli.common import refuse_dry_run as _refuse_dry_run
from ecc_memory.cli.common import vault_roots as _roots
from ecc_memory.cli.main import KIND_CHOICE, run
from ecc_memory.cli.options import JSON as JSON_OPTION


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
        from ecc_memory.config import now
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
            now=now(os.environ),
        )
        output.save_result(store.save_memory(roots, memory_), as_json)
        missing = store.unknown_links(roots, memory_.links)
        output.warnings(
            [f"--link {mid} names no memory in this vault (saved anyway)" for mid in missing]
        )

    run(as_json, action)


@click.command()
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


@click.command()
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
