"""``ecc memory merge-file BASE OURS THEIRS PATH``: git's merge driver for ``docs/memory/``.

git runs it as ``%O %A %B %P`` and reads the result from OURS. Exit 0 means merged cleanly, 1
means conflict markers were written (git then reports the file as conflicted), 2 refused input,
3 internal error. When a side is not a parseable memory file the driver says so on stderr and
hands the file to ``git merge-file`` (git's own line merge) instead.

git runs a driver once per conflicting file, so this adapter does not import click: the
registered command (``python -P -m ecc_memory.entry merge-file ...``) parses its few arguments
with ``main`` below, and ``ecc memory merge-file`` (a click command in ``cli.main``) calls
``merge_files`` with the same meaning.
"""

from __future__ import annotations

import sys

PREFIX = "ecc memory merge-file"
_MARKER_SIZES = {str(size): size for size in range(7, 65)}
USAGE = "usage: ecc memory merge-file [--marker-size N] BASE OURS THEIRS [PATH]"


def _say(message: str) -> None:
    from ecc_memory.app.text import sanitize

    sys.stderr.write(f"{PREFIX}: {sanitize(message)}\n")


def merge_files(base: str, ours: str, theirs: str, path: str = "", marker: int = 7) -> int:
    """Merge the three files into OURS (``app.merge``), say how; the exit code."""
    from ecc_memory.app.merge import MergeRequest
    from ecc_memory.app.merge import merge_files as merge

    try:
        merged = merge(MergeRequest(base, ours, theirs, path, marker))
    except Exception as exc:
        from ecc_memory.cli.failure import report

        return report(exc)
    if merged.line_merge:
        _say(
            f"{merged.name}: a side is not a parseable memory file, or legacy units changed on "
            "both sides at one place; used git's line merge"
        )
    elif merged.conflicts:
        _say(
            f"{merged.name}: {merged.conflicts} unit(s) changed on both sides; "
            "conflict markers written"
        )
    return merged.code


def main(argv: list[str]) -> int:
    """The driver's own argument parsing: ``[--marker-size N] BASE OURS THEIRS [PATH]``."""
    marker = 7
    args = list(argv)
    if args[:1] == ["--marker-size"] and len(args) > 1 and args[1] in _MARKER_SIZES:
        marker, args = _MARKER_SIZES[args[1]], args[2:]
    if not 3 <= len(args) <= 4 or not 7 <= marker <= 64 or any(a.startswith("-") for a in args):
        from ecc_memory.app.text import error_line

        sys.stderr.write(error_line(USAGE) + "\n")
        return 2
    path = args[3] if len(args) == 4 else ""
    return merge_files(args[0], args[1], args[2], path, marker)
