"""Doctor in proportion to what changed: verdicts kept beside the index rows, judged again only
for files whose stat identity changed (or that are racy-clean), every file with ``--full``,
after a new version of the classifying code and when the index is gone.

A verdict is forged into a row to tell a reused verdict from a fresh one: doctor reports the
forgery only when it trusted the row instead of reading the file.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.vault.doctor import run_doctor
from ecc_memory.vault.document import kind_dir, new_memory, serialize
from ecc_memory.vault.index import index_path, rebuild
from ecc_memory.vault.search import search_memories
from ecc_memory.vault.store import init_vault, save_memory
from gitrepo import fake_token

FORGED = '[["forged-check","a verdict no code wrote",0]]'
BODY = "Plain context, as long as the token written over it in place."


@pytest.fixture
def roots(project: Path) -> Roots:
    roots = resolve_roots(project, os.environ)
    init_vault(roots, ["project", "team"])
    for number in range(3):
        save_memory(roots, new_memory(title=f"Note {number}", body=BODY, source_harness="codex"))
    return roots


def forge(roots: Roots, *, settled: bool = True) -> None:
    """Give rows a verdict no code would write; ``settled``: judged long after the file last
    changed (otherwise the row is racy-clean, as a just-written file is, and stands for other
    bytes: those of an earlier version with the same stat)."""
    conn = sqlite3.connect(index_path(roots))
    later = ", indexed_ns = max(mtime_ns, ctime_ns) + 3000000000" if settled else ", sha = 'x'"
    conn.execute(f"UPDATE files SET notes = ?{later}", (FORGED,))
    conn.commit()
    conn.close()


def forged(roots: Roots) -> int:
    report = run_doctor(roots).to_json()
    return sum(1 for item in report["fileFindings"] if item["check"] == "forged-check")  # type: ignore[union-attr]


def test_unchanged_files_keep_their_verdict_and_full_judges_every_file_again(
    roots: Roots, project: Path
) -> None:
    assert run_doctor(roots).ok  # builds the index, every file judged
    forge(roots)
    before = snapshot(project)
    assert forged(roots) == 3  # trusted: no file was read again
    report = run_doctor(roots, full=True)
    assert report.ok, report.to_json()  # read and judged again: the forgery is gone
    assert forged(roots) == 0
    assert snapshot(project) == before  # doctor never touches a memory file


def test_a_file_changed_in_place_is_judged_afresh_at_once(roots: Roots, project: Path) -> None:
    """Same size, same mtime, no directory change: only its ctime (and the stat identity)
    moves. Doctor stats every file on every run, whatever index_verify_ns says."""
    assert run_doctor(roots).ok
    forge(roots)
    path = next((roots.project / "notes").glob("*.md"))
    data = path.read_bytes()
    old = path.stat()
    token = fake_token("gh" + "p_", len(BODY) - 4)
    changed = data.replace(BODY.encode(), token.encode())
    assert len(changed) == len(data)
    with open(path, "r+b") as handle:  # in place: the inode and the directory stay the same
        handle.write(changed)
    os.utime(path, ns=(old.st_atime_ns, old.st_mtime_ns))
    assert (path.stat().st_ino, path.stat().st_size, path.stat().st_mtime_ns) == (
        old.st_ino, old.st_size, old.st_mtime_ns,
    )  # fmt: skip
    report = run_doctor(roots).to_json()
    assert [item["code"] for item in report["invalidFiles"]] == ["suspected-secret"]  # type: ignore[union-attr]
    assert forged(roots) == 2  # the two untouched files kept their (forged) verdicts
    assert token not in str(report)


def test_a_racy_clean_file_is_read_again(roots: Roots) -> None:
    """A row judged within two seconds of its file's last change may describe an earlier
    version with the same stat (a coarse clock): it is never trusted."""
    assert run_doctor(roots).ok
    forge(roots, settled=False)
    assert forged(roots) == 0


def test_a_new_file_is_judged(roots: Roots) -> None:
    assert run_doctor(roots).ok
    forge(roots)
    secret = new_memory(title="New", body=fake_token("gh" + "p_", 36), source_harness="codex")
    (roots.project / kind_dir("note") / f"{secret.id}.md").write_bytes(serialize(secret))
    report = run_doctor(roots)
    assert [item["code"] for item in report.invalid_files] == ["suspected-secret"]
    assert forged(roots) == 3


def test_rows_of_another_code_version_are_judged_afresh(roots: Roots) -> None:
    """The index's version hashes the parser, the detectors and vault.checks: an index written
    by another version (a new scanner) is rebuilt, so no verdict of old code survives."""
    assert run_doctor(roots).ok
    forge(roots)
    conn = sqlite3.connect(index_path(roots))
    conn.execute("UPDATE meta SET value = 'another-scanner' WHERE key = 'version'")
    conn.commit()
    conn.close()
    assert forged(roots) == 0


def test_a_deleted_index_is_rebuilt_and_every_file_judged(roots: Roots) -> None:
    assert run_doctor(roots).ok
    forge(roots)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{index_path(roots)}{suffix}").unlink(missing_ok=True)
    assert forged(roots) == 0
    assert index_path(roots).exists()


def test_the_index_version_covers_the_per_file_checks() -> None:
    from ecc_memory.vault import index

    assert "vault/checks.py" in index._CLASSIFYING_CODE
    assert "vault/loading.py" in index._CLASSIFYING_CODE


def test_the_index_version_changes_with_any_module_of_the_judge_package(tmp_path: Path) -> None:
    """The judge is a package: an edit to any one of its modules is new classifying code."""
    import shutil

    from ecc_memory.vault import index

    package = Path(index.__file__).resolve().parents[1]
    copy = tmp_path / "ecc_memory"
    shutil.copytree(package, copy, ignore=shutil.ignore_patterns("__pycache__"))
    before = index.code_version(copy)
    assert before == index.index_version()
    with (copy / "detectors" / "judge" / "guidance.py").open("a", encoding="utf-8") as out:
        out.write("\n# an edit\n")
    assert index.code_version(copy) != before


def test_verdicts_from_the_index_match_a_full_audit(roots: Roots) -> None:
    """The kept verdicts say exactly what judging every file again says, reasons included."""
    token = fake_token("gh" + "p_", 36)
    bad = new_memory(title="Quarantined", body=token, source_harness="codex")
    (roots.project / "notes" / f"{bad.id}.md").write_bytes(serialize(bad))
    (roots.project / "notes" / "broken.md").write_bytes(b"---\nnot: a memory\n---\n\nbody\n")
    misnamed = new_memory(title="Misnamed", body="Named after nothing.", source_harness="codex")
    (roots.project / "notes" / "other-name.md").write_bytes(serialize(misnamed))
    first = run_doctor(roots).to_json()
    again = run_doctor(roots).to_json()
    full = run_doctor(roots, full=True).to_json()
    assert first == again == full
    assert first["nameMismatchCount"] == 1
    assert first["invalidFileCount"] == 2
    assert token not in str(first)


def forge_cross_checks(roots: Roots) -> None:
    """Give the stored cross-checks a memory count no vault has, at the current generation."""
    conn = sqlite3.connect(index_path(roots))
    count = conn.execute(
        "UPDATE meta SET value = json_set(value, '$.memoryCount', 99) WHERE key LIKE 'doctor:%'"
    ).rowcount
    conn.commit()
    conn.close()
    assert count == 1


def test_cross_checks_are_reused_only_while_no_row_changed(roots: Roots) -> None:
    """The memory count, duplicate IDs and broken links are derived from the rows alone: they
    are kept beside the index's generation, which every refresh that writes a row moves,
    doctor's own or another process's."""
    assert run_doctor(roots).memory_count == 3
    forge(roots)  # settled rows (by hand: no generation moves): doctor's refresh writes nothing
    forge_cross_checks(roots)
    assert run_doctor(roots).memory_count == 99  # reused: no row changed
    # Another process indexed a new memory (a search); settled, doctor itself re-reads nothing.
    save_memory(roots, new_memory(title="Later", body=BODY, source_harness="codex"))
    assert search_memories(roots, "later").hits
    forge(roots)
    assert run_doctor(roots).memory_count == 4
    # A duplicate ID planted on disk: doctor's own refresh writes its row, then counts.
    forge_cross_checks(roots)
    original = next((roots.project / "notes").glob("*.md"))
    (roots.project / "notes" / "copy.md").write_bytes(original.read_bytes())
    report = run_doctor(roots)
    assert (report.memory_count, len(report.duplicate_ids)) == (5, 1)
    for again in (run_doctor(roots), run_doctor(roots, full=True)):  # reused, then derived
        assert (again.memory_count, again.duplicate_ids, again.broken_links) == (
            report.memory_count, report.duplicate_ids, report.broken_links,
        )  # fmt: skip


def test_a_rebuild_never_brings_back_an_earlier_generation(roots: Roots) -> None:
    assert run_doctor(roots).ok
    before = generation(roots)
    rebuild(roots, ["project", "team"])
    assert generation(roots) > before
    assert run_doctor(roots).memory_count == 3


def generation(roots: Roots) -> int:
    conn = sqlite3.connect(index_path(roots))
    (value,) = conn.execute("SELECT value FROM meta WHERE key = 'generation'").fetchone()
    conn.close()
    return int(value)
