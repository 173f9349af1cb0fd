"""``ecc memory merge-file BASE OURS THEIRS PATH``: git's merge driver for ``docs/memory/``.

git runs it as ``%O %A %B %P`` and reads the result from OURS. Exit 0 means merged cleanly, 1
means conflict markers were written (git then reports the file as conflicted), 2 refused input,
3 internal error. When a side is not a parseable memory file the driver says so on stderr and
hands the file to ``git merge-file`` (git's own line merge) instead.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

MAX_BYTES = 8 << 20
PREFIX = "ecc memory merge-file"


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


@click.command("merge-file")
@click.option("--marker-size", type=click.IntRange(7, 64), default=7, show_default=True,
              help="Length of conflict markers (git's %L).")
@click.argument("base", type=click.Path(dir_okay=False))
@click.argument("ours", type=click.Path(dir_okay=False))
@click.argument("theirs", type=click.Path(dir_okay=False))
@click.argument("path", required=False, default="")
def merge_file(marker_size: int, base: str, ours: str, theirs: str, path: str) -> None:
    """Merge one docs/memory/ file by unit (git merge driver: %O %A %B %P); result in OURS.

    Exit 0 merged, 1 conflict markers written around the units both sides changed.
    """
    from ecc_memory.protocol.merge import merge_memory

    name = path or ours
    try:
        sides = [_read(p) for p in (base, ours, theirs)]
        b, o, t = sides
        outcome = None if b is None or o is None or t is None else merge_memory(
            b, o, t, marker_size)
        if outcome is None:
            _say(f"{name}: a side is not a parseable memory file; used git's line merge")
            raise SystemExit(_line_merge(base, ours, theirs, marker_size))
        Path(ours).write_bytes(outcome.data)
    except OSError as exc:
        _say(f"{name}: cannot read or write the merge files ({type(exc).__name__})")
        raise SystemExit(2) from None
    if outcome.conflicts:
        _say(f"{name}: {outcome.conflicts} unit(s) changed on both sides; conflict markers "
             "written")
    raise SystemExit(1 if outcome.conflicts else 0)
