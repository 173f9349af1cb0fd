"""A scope's rows as a full walk compares them, kept in the index beside its generation.

Doctor (and a search's periodic full walk) compares every file's stat identity with its row.
Reading 10,000 rows from SQLite into tuples cost 5-9 ms, the racy-clean query and the sum of
the sizes 2-3 ms more, on every run although nothing had changed. The rows change only in a
transaction that moves the index's generation (``GENERATION``, moved by ``refresh``), so what
was read at one generation stands for the rows while the generation is the same. It is packed
as the rels (UTF-8, NUL-separated: no file name holds a NUL) and the stat numbers (a 64-bit
array), which unpack without Python code per row (about 2 ms), and never as code or objects
(no pickle, no marshal): a damaged value only fails to unpack, and the rows are read instead.
"""

from __future__ import annotations

import array
import json
import sqlite3
from typing import NamedTuple

# ``meta``'s ``generation`` moves in every transaction that writes a row of ``files`` or
# ``links`` (``refresh.Refresher.rows_changed``; only the refresh and a rebuild write them):
# what is derived from those rows alone may be stored beside the generation it was derived at
# and reused while the generation stays the same (this snapshot, doctor's cross-checks). A
# trigger per row did this too, at about 20 us a row (a reindex of 10,000 memories took 20-30 %
# more CPU).
GENERATION = "generation"

StatRow = tuple[str, int, int, int, int]  # rel, size, mtime_ns, ctime_ns, ino
_NUMBERS = 4  # size, mtime_ns, ctime_ns, ino


class Snapshot(NamedTuple):
    """A scope's stat rows (in ``rel`` order), its racy-clean rels and its scanned bytes, as
    read at ``generation``."""

    generation: str
    rows: list[StatRow]
    racy: set[str]
    scanned_bytes: int


def key(scope: str) -> str:
    return f"snapshot:{scope}"


def load(conn: sqlite3.Connection, scope: str) -> tuple[str | None, Snapshot | None]:
    """The current generation, and the stored snapshot if it was taken at that generation."""
    stored = dict(
        conn.execute("SELECT key, value FROM meta WHERE key IN (?, ?)", (GENERATION, key(scope)))
    )
    generation = stored.get(GENERATION)
    packed = stored.get(key(scope))
    if generation is None or not isinstance(packed, bytes):
        return generation, None
    found = unpack(packed)
    return generation, found if found is not None and found.generation == generation else None


def pack(snapshot: Snapshot) -> bytes | None:
    """The stored form; None when a number does not fit 64 bits (the rows are read instead)."""
    rels = "\0".join(row[0] for row in snapshot.rows).encode("utf-8")
    try:
        numbers = array.array("q", [value for row in snapshot.rows for value in row[1:]])
    except OverflowError:
        return None
    header = {
        GENERATION: snapshot.generation, "count": len(snapshot.rows), "rels": len(rels),
        "racy": sorted(snapshot.racy), "scannedBytes": snapshot.scanned_bytes,
    }  # fmt: skip
    return json.dumps(header).encode("utf-8") + b"\0" + rels + numbers.tobytes()


def unpack(packed: bytes) -> Snapshot | None:
    """The snapshot ``pack`` stored, or None for anything else."""
    try:
        end = packed.index(b"\0")
        header = json.loads(packed[:end])
        count, length = int(header["count"]), int(header["rels"])
        rels = packed[end + 1 : end + 1 + length].decode("utf-8").split("\0") if count else []
        numbers = array.array("q")
        numbers.frombytes(packed[end + 1 + length :])
        if len(rels) != count or len(numbers) != count * _NUMBERS:
            return None
        sizes, mtimes, ctimes, inodes = (numbers[i::_NUMBERS] for i in range(_NUMBERS))
        rows = list(zip(rels, sizes, mtimes, ctimes, inodes, strict=True))
        racy = {str(rel) for rel in header["racy"]}
        return Snapshot(str(header[GENERATION]), rows, racy, int(header["scannedBytes"]))
    except (ValueError, TypeError, KeyError, UnicodeDecodeError):
        return None
