"""``ecc memory save``'s body and the body readers the writing commands share, free of click.

The click command (``cli.vault_write.save``, and ``handoff``'s plain write) and the plain
command lines that the ``ecc`` console script parses without click (``entry.ecc``) both end in
:func:`write_memory`, so they check, refuse, write and print alike. ``parse_plain`` is a second
parser over the same operation, never a second body: it takes the common spellings (``--title
T``, ``--body-file F`` or ``--stdin``, ``--kind``, ``--scope``, ``--tag``, ``--target``,
``--link``, ``--from``, ``--json``, also as ``--opt=value``) and hands every other command line
to click (``--help``, ``--project-root``, a repeated single option, a value that looks like an
option, a missing ``--title``, an unknown word), so click's messages stay the only ones. A save
is an agent's most frequent command, and click's import was a third of its time.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ecc_memory.errors import InvalidInput

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace

# --option -> (keyword of write_memory, kind): "flag", "one" (a value, at most once) or "many".
_OPTIONS: dict[str, tuple[str, str]] = {
    "--title": ("title", "one"),
    "--stdin": ("use_stdin", "flag"),
    "--body-file": ("body_file", "one"),
    "--scope": ("scope", "one"),
    "--kind": ("kind", "one"),
    "--target": ("targets", "many"),
    "--tag": ("tags", "many"),
    "--link": ("links", "many"),
    "--from": ("source", "one"),
    "--source-harness": ("source", "one"),
    "--json": ("as_json", "flag"),
}


def parse_plain(args: Sequence[str]) -> dict[str, Any] | None:
    """The options of ``ecc memory save ARGS`` when click would read them the same way and
    accept them, else None (click then parses, and reports what is wrong)."""
    from ecc_memory.app.vault import KINDS, SCOPES
    from ecc_memory.cli.plain import read_options

    found: dict[str, Any] = {"use_stdin": False, "as_json": False, "body_file": None}
    found.update(scope="project", kind="note", source=None, targets=(), tags=(), links=())
    seen = read_options(args, _OPTIONS, found)
    if seen is None:
        return None
    if "title" not in seen or found["scope"] not in SCOPES or found["kind"] not in KINDS:
        return None
    return found


def run_plain(options: dict[str, Any]) -> None:
    """``ecc memory save`` as parsed by :func:`parse_plain`, in the current directory."""
    from ecc_memory.app.workspace import Workspace

    write_memory(Workspace.find, command="save", **options)


def write_memory(
    place: Callable[[], Workspace],
    *,
    title: str,
    use_stdin: bool,
    body_file: str | None,
    kind: str,
    scope: str,
    source: str | None,
    targets: tuple[str, ...],
    tags: tuple[str, ...],
    links: tuple[str, ...],
    as_json: bool,
    command: str,
) -> None:
    """Write one new memory through ``app.vault`` (create-only; secrets refused before any
    byte is written), print it and exit."""
    from ecc_memory.cli.outcome import run

    def action() -> None:
        from ecc_memory.app import vault
        from ecc_memory.cli import output

        found = place()
        vault.refuse_dry_run(found, command)  # before the body is read: it consumes no input
        request = vault.SaveRequest(
            title, require_body(use_stdin, body_file), kind, scope, source, targets, tags, links
        )
        saved = (vault.handoff if kind == "handoff" else vault.save)(found, request)
        output.save_result(saved.result, as_json)
        said = "names no memory in this vault (saved anyway)"
        output.warnings([f"--link {m} {said}" for m in saved.unknown_links])

    run(as_json, action)


def require_body(use_stdin: bool, body_file: str | None) -> str:
    """The body from exactly one of standard input and a file; without either, from a piped
    standard input (``echo text | ecc memory save --title T``)."""
    piped = not use_stdin and body_file is None and _stdin_has_text()
    body = read_body(use_stdin or piped, body_file)
    if body is None or (piped and not body):
        raise InvalidInput(
            "BODY_SOURCE", "Choose exactly one memory body source: --stdin or --body-file."
        )
    return body


PIPE_WAIT = 2.0  # seconds a pipe may stay silent before it counts as no body


def _stdin_has_text() -> bool:
    """Whether standard input is a file, or a pipe or socket that data (or its end) arrives on
    within ``PIPE_WAIT``: never a terminal or a device such as /dev/null, and a harness that
    leaves stdin open without writing to it costs the wait, not a hang."""
    import select
    import stat

    try:
        fd = sys.stdin.fileno()
        mode = os.fstat(fd).st_mode
    except (AttributeError, OSError, ValueError):
        return False
    if stat.S_ISREG(mode):
        return True
    if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)):
        return False
    try:
        ready, _, _ = select.select([fd], [], [], PIPE_WAIT)
    except (OSError, ValueError):
        return False
    return bool(ready)


def read_body(use_stdin: bool, body_file: str | None, message: str | None = None) -> str | None:
    """The body from at most one source (``-m`` text, standard input or a file), or None when
    none was given. A missing or unreadable file is named in the error; the bounds and the
    encoding are checked once for every source (``app.vault.body_text``)."""
    from ecc_memory.app import vault

    if use_stdin + (body_file is not None) + (message is not None) > 1:
        sources = "-m, --stdin or --body-file" if message is not None else "--stdin or --body-file"
        raise InvalidInput("BODY_SOURCE", f"Choose one memory body source: {sources}.")
    if message is not None:
        data = message.encode("utf-8")
    elif body_file is not None:
        data = vault.body_file(body_file)
    elif use_stdin:
        data = sys.stdin.buffer.read(vault.MAX_BODY_BYTES + 1)
    else:
        return None
    return vault.body_text(data)
