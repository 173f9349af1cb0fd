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
from pathlib import Path

MAX_BYTES = 8 << 20
PREFIX = "ecc memory merge-file"
_MARKER_SIZES = {str(size): size for size in range(7, 65)}
USAGE = "usage: ecc memory merge-file [--marker-size N] BASE OURS THEIRS [PATH]"


def _read(path: str) -> bytes | None:
    data = Path(path).read_bytes()
    return data if len(data) <= MAX_BYTES else None


def _line_merge(base: str, ours: str, theirs: str, marker: int) -> int:
    """git's line merge, written into OURS like git's default driver would."""
    import subprocess

    result = subprocess.run(
        ["git", "merge-file", f"--marker-size={marker}", "-L", "ours", "-L", "base",
         "-L", "theirs", ours, base, theirs],
        check=False, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    if result.returncode < 0 or result.returncode > 127:
        return 3
    return 0 if result.returncode == 0 else 1


def _say(message: str) -> None:
    from ecc_memory.terminal import sanitize

    sys.stderr.write(f"{PREFIX}: {sanitize(message)}\n")


def merge_files(base: str, ours: str, theirs: str, path: str = "", marker: int = 7) -> int:
    """Merge the three files into OURS; the exit code."""
    from ecc_memory.protocol.merge.merge import merge_memory

    name = path or ours
    try:
        b, o, t = (_read(p) for p in (base, ours, theirs))
        outcome = None if b is None or o is None or t is None else merge_memory(b, o, t, marker)
        if outcome is None:
            _say(
                f"{name}: a side is not a parseable memory file, or legacy units changed on "
                "both sides at one place; used git's line merge"
            )
            return _line_merge(base, ours, theirs, marker)
        Path(ours).write_bytes(outcome.data)
    except OSError as exc:
        from ecc_memory.cli.failure import report
        from ecc_memory.errors import EccError

        return report(
            EccError(
                "MERGE_IO", f"{name}: cannot read or write the merge files ({type(exc).__name__})"
            )
        )
    if outcome.conflicts:
        _say(f"{name}: {outcome.conflicts} unit(s) changed on both sides; conflict markers written")
    return 1 if outcome.conflicts else 0


def main(argv: list[str]) -> int:
    """The driver's own argument parsing: ``[--marker-size N] BASE OURS THEIRS [PATH]``."""
    marker = 7
    args = list(argv)
    if args[:1] == ["--marker-size"] and len(args) > 1 and args[1] in _MARKER_SIZES:
        marker, args = _MARKER_SIZES[args[1]], args[2:]
    if not 3 <= len(args) <= 4 or not 7 <= marker <= 64 or any(a.startswith("-") for a in args):
        from ecc_memory.terminal import error_line

        sys.stderr.write(error_line(USAGE) + "\n")
        return 2
    path = args[3] if len(args) == 4 else ""
    return merge_files(args[0], args[1], args[2], path, marker)
