"""``ecc memory search``'s body, free of click.

The click command (``cli.vault_read.search``) and the plain command lines that the ``ecc``
console script parses without click (``entry.ecc``) both end in :func:`search_command`, so they
search, print and exit alike. ``parse_plain`` is a second parser over the same operation: query
words, ``--scope``, ``--kind``, ``--tag``, ``--harness``, ``--limit``, ``--all`` and ``--json``
(also as ``--opt=value``); every other command line goes to click (``--help``,
``--project-root``, a repeated single option, a value that looks like an option, a limit out of
range, a word starting with ``-``), so click's messages stay the only ones. A warm search of a
large vault is an index query, and click's import was a fifth of its process.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace

# --option -> (keyword of search_command, kind): "flag", "one" (at most once) or "many".
_OPTIONS: dict[str, tuple[str, str]] = {
    "--scope": ("scopes", "many"),
    "--kind": ("kinds", "many"),
    "--tag": ("tags", "many"),
    "--harness": ("harness", "one"),
    "--target-harness": ("harness", "one"),
    "--limit": ("limit", "one"),
    "--all": ("include_superseded", "flag"),
    "--json": ("as_json", "flag"),
}


def parse_plain(args: Sequence[str]) -> dict[str, Any] | None:
    """The options of ``ecc memory search ARGS`` when click would read them the same way and
    accept them, else None (click then parses, and reports what is wrong)."""
    from ecc_memory.app.vault import KINDS, SCOPES
    from ecc_memory.cli.plain import read_options

    found: dict[str, Any] = {"scopes": (), "kinds": (), "tags": (), "harness": None}
    found.update(limit="20", include_superseded=False, as_json=False)
    words: list[str] = []
    if read_options(args, _OPTIONS, found, words) is None:
        return None
    try:
        found["limit"] = int(found["limit"])
    except ValueError:
        return None
    if not 1 <= found["limit"] <= 100:
        return None
    if not set(found["scopes"]) <= set(SCOPES) or not set(found["kinds"]) <= set(KINDS):
        return None
    found["text"] = " ".join(words)
    return found


def run_plain(options: dict[str, Any]) -> None:
    """``ecc memory search`` as parsed by :func:`parse_plain`, in the current directory."""
    from ecc_memory.app.workspace import Workspace

    search_command(Workspace.find, **options)


def search_command(
    place: Callable[[], Workspace],
    *,
    text: str,
    scopes: tuple[str, ...],
    kinds: tuple[str, ...],
    tags: tuple[str, ...],
    harness: str | None,
    limit: int,
    include_superseded: bool,
    as_json: bool,
) -> None:
    """Search through ``app.vault``, print the hits (or why there are none) and exit."""
    from ecc_memory.cli.outcome import run

    def action() -> None:
        from ecc_memory.app import vault
        from ecc_memory.cli import output

        found = place()
        request = vault.SearchRequest(text, scopes, kinds, tags, harness, limit, include_superseded)
        result = vault.search(found, request, output.progress_printer("indexing"))
        output.search_result(text, result, as_json)
        if not result.hits:
            output.hint_missing_vault(found.roots, scopes or vault.DEFAULT_SCOPES)

    run(as_json, action)
