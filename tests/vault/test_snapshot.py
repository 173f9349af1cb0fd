"""The snapshot of a scope's stat rows kept beside the index's generation: it round-trips
exactly, anything else stored under its key is refused (the rows are read instead), and doctor
trusts it only at the generation it was taken at."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from ecc_memory.config import Roots, resolve_roots
from ecc_memory.vault import snapshot
from ecc_memory.vault.doctor import run_doctor
from ecc_memory.vault.document import new_memory
from ecc_memory.vault.index import index_path
from ecc_memory.vault.search import search_memories
from ecc_memory.vault.snapshot import Snapshot
from ecc_memory.vault.store import init_vault, save_memory

ROWS = [
    ("notes/a.md", 120, 1_764_000_000_123_456_789, 1_764_000_000_223_456_789, 2**40 + 7),
    ("notes/é ü ☃.md", -1, -1, -1, -1),  # an unread file's row
    ("notes/new\nline.md", 0, 0, 0, 1),
]


@pytest.mark.parametrize("rows", [ROWS, []])
def test_a_snapshot_round_trips_exactly(rows: list[snapshot.StatRow]) -> None:
    taken = Snapshot("41", rows, {"notes/a.md"} if rows else set(), 120)
    packed = snapshot.pack(taken)
    assert packed is not None
    assert snapshot.unpack(packed) == taken


def test_anything_else_is_refused() -> None:
    packed = snapshot.pack(Snapshot("41", ROWS, set(), 120))
    assert packed is not None
    damaged = [b"", b"no header", packed[:-1], packed[:-8], packed + b"\0" * 8, b"{}\0",
               packed.replace(b'"count": 3', b'"count": 2')]  # fmt: skip
    assert [snapshot.unpack(value) for value in damaged] == [None] * len(damaged)
    assert snapshot.pack(Snapshot("41", [("a.md", 2**63, 0, 0, 0)], set(), 0)) is None


@pytest.fixture
def roots(project: Path) -> Roots:
    roots = resolve_roots(project, os.environ)
    init_vault(roots, ["project", "team"])
    for number in range(3):
        save_memory(roots, new_memory(title=f"Note {number}", body="Context.", source_harness="x"))
    return roots


def settle(roots: Roots) -> None:
    """Judged long after the files changed, as rows are once the racy-clean window is past
    (a change by hand: it moves no generation)."""
    with sqlite3.connect(index_path(roots)) as conn:
        conn.execute("UPDATE files SET indexed_ns = max(mtime_ns, ctime_ns) + 3000000000")


def forge_scanned_bytes(roots: Roots) -> int:
    with sqlite3.connect(index_path(roots)) as conn:
        ((packed,),) = conn.execute("SELECT value FROM meta WHERE key = 'snapshot:project'")
        taken = snapshot.unpack(packed)
        assert taken is not None
        conn.execute(
            "UPDATE meta SET value = ? WHERE key = 'snapshot:project'",
            (snapshot.pack(taken._replace(scanned_bytes=taken.scanned_bytes + 10**6)),),
        )
        return taken.scanned_bytes


def test_doctor_trusts_a_snapshot_only_at_its_generation(roots: Roots) -> None:
    run_doctor(roots)  # builds: writes rows, so no snapshot of them is kept
    settle(roots)
    honest = run_doctor(roots).scanned_bytes  # reads the rows and keeps a snapshot
    real = forge_scanned_bytes(roots)
    assert run_doctor(roots).scanned_bytes == honest + 10**6  # the snapshot was trusted
    save_memory(roots, new_memory(title="Later", body="More context.", source_harness="x"))
    assert search_memories(roots, "later").hits  # another process's refresh writes a row
    settle(roots)
    report = run_doctor(roots)
    assert real < report.scanned_bytes < real + 10**6  # read again from the rows
    assert report.memory_count == 4


def test_a_damaged_snapshot_is_never_trusted(roots: Roots) -> None:
    run_doctor(roots)
    settle(roots)
    first = run_doctor(roots).to_json()
    with sqlite3.connect(index_path(roots)) as conn:
        assert conn.execute("UPDATE meta SET value = x'00ff' WHERE key LIKE 'snapshot:%'").rowcount
    assert run_doctor(roots).to_json() == first
