"""git's merge driver for ``docs/memory/``, once for its two adapters (``python -P -m
ecc_memory.entry merge-file``, which git runs, and ``ecc memory merge-file``): merge BASE, OURS
and THEIRS by unit into OURS, else with git's own line merge.

git runs a driver once per conflicting file, so this module imports the merge itself only when
it runs, and neither click nor the vault.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from ecc_memory.errors import EccError

__all__ = ["MAX_BYTES", "MergeRequest", "Merged", "merge_files"]

# A side larger than this is not read as memory: git's line merge takes it.
MAX_BYTES = 8 << 20


class MergeRequest(NamedTuple):
    """The three files git hands the driver (``%O %A %B``), the path they merge (``%P``,
    empty: OURS names it) and the length of the conflict markers (``%L``)."""

    base: str
    ours: str
    theirs: str
    path: str = ""
    marker: int = 7


class Merged(NamedTuple):
    """How the merge went: ``conflicts`` units changed on both sides (markers written in
    OURS), or ``line_merge``: a side was not a parseable memory file, so git's line merge ran
    and ``code`` is its answer (0 merged, 1 conflicts, 3 it failed)."""

    name: str
    conflicts: int = 0
    line_merge: bool = False
    code: int = 0


def merge_files(request: MergeRequest) -> Merged:
    """Merge the three files into OURS; refused (``MERGE_IO``) when they cannot be read or
    written."""
    from ecc_memory.protocol.merge.merge import merge_memory

    base, ours, theirs, _, marker = request
    name = request.path or ours
    try:
        sides = [_read(path) for path in (base, ours, theirs)]
        b, o, t = sides
        outcome = None if b is None or o is None or t is None else merge_memory(b, o, t, marker)
        if outcome is None:
            return Merged(name, line_merge=True, code=_line_merge(request))
        Path(ours).write_bytes(outcome.data)
    except OSError as exc:
        raise EccError(
            "MERGE_IO", f"{name}: cannot read or write the merge files ({type(exc).__name__})"
        ) from None
    return Merged(name, outcome.conflicts, code=1 if outcome.conflicts else 0)


def _read(path: str) -> bytes | None:
    data = Path(path).read_bytes()
    return data if len(data) <= MAX_BYTES else None


def _line_merge(request: MergeRequest) -> int:
    """git's line merge, written into OURS like git's default driver would."""
    import subprocess

    base, ours, theirs, _, marker = request
    result = subprocess.run(
        ["git", "merge-file", f"--marker-size={marker}", "-L", "ours", "-L", "base",
         "-L", "theirs", ours, base, theirs],
        check=False, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    if result.returncode < 0 or result.returncode > 127:
        return 3
    return 0 if result.returncode == 0 else 1
