"""``ecc memory search``, ``read``, ``doctor`` and ``reindex``: what reads the vault through its
index (``doctor`` stats every file and re-reads the changed ones)."""

from __future__ import annotations

import click

from ecc_memory.cli.common import KIND_CHOICE, workspace
from ecc_memory.cli.common import refusal as _fail
from ecc_memory.cli.common import scopes_option as _scopes_option
from ecc_memory.cli.main import run
from ecc_memory.cli.options import FORMAT, READER, WHERE
from ecc_memory.cli.options import JSON as JSON_OPTION
from ecc_memory.cli.search_run import search_command


@click.command()
@click.argument("query", nargs=-1)
@_scopes_option("search")
@click.option(
    "--kind", "kinds", multiple=True, type=KIND_CHOICE, help="Only this kind (repeatable)."
)
@click.option(
    "--tag", "tags", multiple=True, help="Only memories with this tag (repeatable: all must match)."
)
@READER
@click.option(
    "--limit", type=click.IntRange(1, 100), default=20, show_default=True,
    help="Results to return (1-100).",
)  # fmt: skip
@click.option(
    "--all", "include_superseded", is_flag=True,
    help="Also list what is left out by default: superseded and retired memories, retirement "
    "notices, and branch handoffs a newer handoff of their branch replaces.",
)  # fmt: skip
@WHERE
@JSON_OPTION
def search(
    query: tuple[str, ...],
    scopes: tuple[str, ...],
    kinds: tuple[str, ...],
    tags: tuple[str, ...],
    harness: str | None,
    limit: int,
    include_superseded: bool,
    as_json: bool,
) -> None:
    """Search active memories by relevance (BM25; title > tags > body).

    \b
    An empty query lists the newest memories. Results are unreviewed context.
    Example:  ecc memory search pre-commit hook --kind lesson --json
    """
    search_command(
        workspace, text=" ".join(query), scopes=scopes, kinds=kinds, tags=tags, harness=harness,
        limit=limit, include_superseded=include_superseded, as_json=as_json,
    )  # fmt: skip


@click.command()
@click.argument("memory_id", metavar="ID")
@_scopes_option("look in")
@WHERE
@JSON_OPTION
def read(memory_id: str, scopes: tuple[str, ...], as_json: bool) -> None:
    """Show one memory by ID (any status) with the active memories that link to it.

    ID may be a unique start of an ID, like a short git hash (`mem_` may be left out), or of
    its random part (`5b26e751` for mem_20261206_5b26e751...); a start shared by several IDs
    is refused with the first few listed.
    """

    def action() -> None:
        from ecc_memory.app import vault
        from ecc_memory.cli import output

        request = vault.ReadRequest(memory_id, scopes, prefix=True)
        result = vault.read(workspace(), request, output.progress_printer("indexing"))
        output.read_result(result, as_json)

    run(as_json, action)


@click.command()
@_scopes_option("audit")
@click.option(
    "--full",
    is_flag=True,
    help="Read and judge every file again instead of only those whose stat changed; "
    "also reports index drift.",
)
@FORMAT
@WHERE
@JSON_OPTION
def doctor(scopes: tuple[str, ...], full: bool, fmt: str, as_json: bool) -> None:
    """Audit the vault read-only; exit 1 when anything is wrong.

    Reports invalid or quarantined files (with the reason and line), duplicate IDs, broken
    links, symlinks, the project .gitignore guard, directories writable by others, leftover
    temp files, file names that differ from the ID, paths too deep to scan, and (--full)
    index drift. Every file is stat-ed; only files changed since they were last judged are
    read again.
    """
    if as_json and fmt not in ("text", "json"):
        run(True, _fail("USAGE", "Choose one output format: --json or --format."))
    from ecc_memory.cli.doctor_run import run_doctor_command

    run_doctor_command(workspace, scopes, full, fmt, as_json or fmt == "json")


@click.command()
@_scopes_option("index")
@WHERE
@JSON_OPTION
def reindex(scopes: tuple[str, ...], as_json: bool) -> None:
    """Rebuild the derived search index from the Markdown files.

    In place: other processes keep searching the old index until the new one is complete. A
    build that takes over a second (this, or the first search of a large vault) shows its
    progress on stderr: a bar on a terminal, a plain line at most every 10 s otherwise; stdout
    (and --json output) carries only the result."""

    def action() -> None:
        from ecc_memory.app import vault
        from ecc_memory.cli import output

        count = vault.reindex(workspace(), scopes, output.progress_printer("indexing"))
        if as_json:
            output.emit_json({"schemaVersion": "ecc.memory.reindex.v1", "indexedFiles": count})
        else:
            output.emit_lines([f"Indexed {count} files."])

    run(as_json, action)
