"""Doctor: a complete audit of the vault, read-only toward every memory file.

It reports what the reference reports -- invalid files, duplicate IDs, broken links, skipped
symlinks -- plus what it misses: the project guard, directories writable by others, leftover
temp files, file names that disagree with the ID, the per-file notes of ``vault.checks``, and
(with ``full``) index drift. It costs in proportion to what changed: every file is stat-ed
(no cap, whatever the time since the last full walk), and only a file whose stat identity
(inode, size, mtime, ctime) differs from its index row, or that changed within two seconds of
being judged (racy-clean), is read, parsed and scanned again; the verdicts of the others are
read from their rows, which were judged by this very code (the index's version hashes it).
``full`` reads and judges every file again. Doctor writes the index, a cache, and never
creates, modifies or deletes a vault file.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ecc_memory import files
from ecc_memory.config import Roots, check_scopes
from ecc_memory.errors import EccError, UnsafePath
from ecc_memory.vault import DEFAULT_SCOPES
from ecc_memory.vault.checks import INSTRUCTION_LIKE, NAME_MISMATCH, Note, stored_notes
from ecc_memory.vault.store import (
    CODE_MESSAGES,
    SUSPECTED_SECRET,
    classify,
    display_path,
    guard_problem,
    read_files,
)
from ecc_memory.vault.store import INVALID_DOCUMENT as INVALID

if TYPE_CHECKING:
    from ecc_memory.detectors.allowlist import Baseline
    from ecc_memory.vault.index import Index
    from ecc_memory.vault.refresh import ScopeScan

MAX_LIST = 100


@dataclass
class DoctorReport:
    """Everything one doctor run found, in the order of its JSON report."""

    memory_count: int = 0
    invalid_files: list[dict[str, object]] = field(default_factory=list)
    duplicate_ids: list[dict[str, object]] = field(default_factory=list)
    broken_links: list[dict[str, str]] = field(default_factory=list)
    skipped_symlinks: list[str] = field(default_factory=list)
    temp_files: list[str] = field(default_factory=list)
    unsafe_permissions: list[str] = field(default_factory=list)
    name_mismatches: list[str] = field(default_factory=list)
    depth_limited: list[str] = field(default_factory=list)
    index_drift: list[str] = field(default_factory=list)
    # Notes of the per-file checks (vault.checks) other than the name mismatch.
    file_findings: list[dict[str, object]] = field(default_factory=list)
    # Memories that read like instructions to an agent (detectors.instructions): path, ID and
    # the detectors that fired, never the text.
    instruction_like: list[dict[str, object]] = field(default_factory=list)
    guard: str | None = None
    scanned_bytes: int = 0
    allowed_secrets: int = 0  # lines the reviewed secrets allowlist allowed (never silent)

    @property
    def ok(self) -> bool:
        lists = (
            self.invalid_files, self.duplicate_ids, self.broken_links, self.skipped_symlinks,
            self.temp_files, self.unsafe_permissions, self.name_mismatches, self.depth_limited,
            self.index_drift, self.file_findings, self.instruction_like,
        )  # fmt: skip
        return not any(lists) and self.guard is None

    def counts(self) -> dict[str, object]:
        """The count-only view (what the MCP server returns: no paths, no IDs)."""
        return {
            "schemaVersion": "ecc.memory.doctor.v1",
            "ok": self.ok,
            "memoryCount": self.memory_count,
            "invalidFileCount": len(self.invalid_files),
            "duplicateIdCount": len(self.duplicate_ids),
            "brokenLinkCount": len(self.broken_links),
            "skippedSymlinkCount": len(self.skipped_symlinks),
            "scannedBytes": self.scanned_bytes,
            "truncated": bool(self.depth_limited),
            "diagnosticsTruncated": self._capped(),
        }

    def _capped(self) -> bool:
        lists = (self.invalid_files, self.duplicate_ids, self.broken_links, self.skipped_symlinks)
        return any(len(items) > MAX_LIST for items in lists)

    def to_json(self) -> dict[str, object]:
        """The reference's ``ecc.memory.doctor.v1`` shape plus our additions."""
        data = self.counts()
        data.update(
            invalidFiles=self.invalid_files[:MAX_LIST],
            duplicateIds=self.duplicate_ids[:MAX_LIST],
            brokenLinks=self.broken_links[:MAX_LIST],
            skippedSymlinks=self.skipped_symlinks[:MAX_LIST],
            guard={"ok": self.guard is None, "problem": self.guard},
            tempFiles=self.temp_files[:MAX_LIST],
            tempFileCount=len(self.temp_files),
            unsafePermissions=self.unsafe_permissions[:MAX_LIST],
            nameMismatches=self.name_mismatches[:MAX_LIST],
            nameMismatchCount=len(self.name_mismatches),
            depthLimited=self.depth_limited[:MAX_LIST],
            indexDrift=self.index_drift[:MAX_LIST],
            indexDriftCount=len(self.index_drift),
            fileFindings=self.file_findings[:MAX_LIST],
            fileFindingCount=len(self.file_findings),
            instructionLike=self.instruction_like[:MAX_LIST],
            instructionLikeCount=len(self.instruction_like),
            allowedSecretCount=self.allowed_secrets,
        )
        return data


def run_doctor(
    roots: Roots,
    *,
    scopes: Iterable[str] = DEFAULT_SCOPES,
    harness: str | None = None,
    full: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> DoctorReport:
    """Audit ``scopes``; ``full`` judges every file afresh instead of trusting the verdicts of
    files whose stat identity is unchanged, and reports index drift. With ``harness``, the
    memory count, duplicates and broken links cover the memories it can see."""
    from ecc_memory.vault.index import with_index

    chosen = check_scopes(list(scopes))
    report = DoctorReport()
    with_index(roots, lambda index: _audit(index, roots, chosen, full, progress, harness, report))
    if "project" in chosen:
        report.guard = guard_problem(roots)
    return report


def _audit(
    index: Index,
    roots: Roots,
    chosen: tuple[str, ...],
    full: bool,
    progress: Callable[[int, int], None] | None,
    harness: str | None,
    report: DoctorReport,
) -> None:
    """Every scope's files stat-ed (and, ``full``, read) into the index, then the report read
    from its rows: the per-file verdicts and notes, and the cross-checks, in SQL (at 100,000
    memories a row per memory in Python cost more than the walk)."""
    scans: dict[str, ScopeScan] = {}
    try:
        scans = index.refresh(roots, chosen, progress, verify_all=True, reread=full)
    except UnsafePath:  # one scope is a symlink: the others are still audited, one at a time
        for scope in chosen:
            with contextlib.suppress(UnsafePath):
                scans.update(index.refresh(roots, [scope], verify_all=True, reread=full))
    fresh = DoctorReport()  # a retry after a corrupt index starts over
    for scope in chosen:
        scan = scans.get(scope)
        if scan is None:  # a symlinked .ecc, memory or scope directory: reported, never followed
            fresh.skipped_symlinks.append(display_path(scope, ""))
        else:
            _report_scope(index.conn, roots, scope, scan, fresh)
    _cross_check(index.conn, [scope for scope in chosen if scope in scans], harness, fresh)
    report.__dict__.update(fresh.__dict__)


def _walk_order(rel: str) -> list[str]:
    """A walk lists each directory in name order, descending as it goes; rows sort by the
    whole path ("a-b.md" before "a/x.md"), so reports sort by path component instead."""
    return rel.split("/")


def _report_scope(
    conn: sqlite3.Connection,
    roots: Roots,
    scope: str,
    scan: ScopeScan,
    report: DoctorReport,
) -> None:
    """One scope's per-file verdicts, notes and walk findings, in walk order."""
    report.scanned_bytes += scan.scanned_bytes  # summed by the refresh, after its writes
    invalid = conn.execute(
        "SELECT rel, code, reason, line FROM files WHERE scope = ? AND code IS NOT NULL",
        (scope,),
    ).fetchall()
    allowed = _allowed_by_baseline(roots, scope, invalid)
    report.allowed_secrets += sum(allowed.values())
    for rel, code, reason, line in sorted(invalid, key=lambda row: _walk_order(row[0])):
        if rel not in allowed:
            report.invalid_files.append(
                _invalid(display_path(scope, rel), code, reason or "", line or 0)
            )
    noted = conn.execute(
        "SELECT rel, notes, id FROM files WHERE scope = ? AND notes IS NOT NULL", (scope,)
    ).fetchall()
    for rel, notes, memory_id in sorted(noted, key=lambda row: _walk_order(row[0])):
        for note in stored_notes(notes):
            _report_note(display_path(scope, rel), str(memory_id or ""), note, report)
    # A FIFO, socket or device planted as a memory is hostile input: report it, never open it.
    # A directory that could not be listed (its path ends in "/") is reported the same way.
    report.invalid_files += [
        _invalid(
            display_path(scope, rel),
            INVALID,
            _UNLISTABLE
            if rel.endswith("/") or not rel
            else "not a regular file (FIFO, socket or device)",
        )
        for rel in scan.special
    ]
    # Directories and memory files must be writable only by their owner, at every depth.
    report.unsafe_permissions += [display_path(scope, rel) for rel in scan.writable]
    report.skipped_symlinks += [display_path(scope, rel) for rel in scan.symlinks]
    report.temp_files += [display_path(scope, rel) for rel in scan.temp_files]
    report.depth_limited += [display_path(scope, rel) for rel in scan.depth_limited]
    report.index_drift += [display_path(scope, rel) for rel in scan.drift]


def _report_note(path: str, memory_id: str, note: Note, report: DoctorReport) -> None:
    """Where a per-file note (vault.checks) shows in the report."""
    if note.check == NAME_MISMATCH:
        report.name_mismatches.append(path)
        return
    if note.check == INSTRUCTION_LIKE:
        detectors = note.reason.split(", ")
        report.instruction_like.append({"path": path, "id": memory_id, "detectors": detectors})
        return
    finding = {"path": path, "check": note.check, "reason": note.reason, "line": note.line}
    report.file_findings.append(finding)


_UNLISTABLE = "directory could not be listed (permission denied or an I/O error)"


def _baseline(roots: Roots, scope: str) -> Baseline | None:
    """The reviewed secrets allowlist beside the repository's scopes (``.ecc/memory/``), which
    the git gates honour too; None for the user scope or when there is none."""
    from ecc_memory.detectors.allowlist import BASELINE_NAME, parse_baseline

    if scope == "user":
        return None
    boundary, parts = roots.location(scope)
    try:
        with files.dir_chain(boundary, parts[:-1], create=False) as fd:
            data = None if fd is None else files.read_regular(fd, BASELINE_NAME, 1 << 20)
    except (EccError, OSError):
        return None
    return parse_baseline(data)


def _allowed_by_baseline(
    roots: Roots, scope: str, invalid: list[tuple[str, str, str | None, int | None]]
) -> dict[str, int]:
    """The suspected-secret files whose every finding the allowlist names, with how many
    lines it allowed. The index keeps only detector names, so these few files are read and
    classified again here, with the allowlist."""
    suspects = [rel for rel, code, _, _ in invalid if code == SUSPECTED_SECRET]
    baseline = _baseline(roots, scope) if suspects else None
    if baseline is None:
        return {}
    allowed: dict[str, int] = {}
    boundary, parts = roots.location(scope)
    with files.dir_chain(boundary, parts, create=False) as fd:
        for rel, data in [] if fd is None else read_files(fd, suspects):
            loaded = None if data is None else classify(data, scope, rel, baseline)
            if loaded is not None and loaded.code is None and loaded.allowed:
                allowed[rel] = loaded.allowed
    return allowed


def _invalid(path: str, code: str, reason: str, line: int = 0) -> dict[str, object]:
    """One invalid file: the reference's path, code and message, plus why and where."""
    return {
        "path": path,
        "code": code,
        "message": CODE_MESSAGES[code],
        "reason": reason,
        "line": line,
    }


def _visible(alias: str, scopes: list[str], harness: str | None) -> tuple[str, list[str]]:
    """The rows of valid memories in ``scopes`` that ``harness`` can see, as an SQL condition."""
    marks = ",".join("?" * len(scopes))
    # The unary "+" keeps SQLite off the (scope, rel) index, whose every entry leads to a row
    # in the table: the partial ``files_valid`` index covers the count, the duplicate IDs
    # (already in ID order) and a link target's lookup (10,000 memories: 30 ms -> 4 ms).
    clause = f"{alias}.code IS NULL AND +{alias}.scope IN ({marks})"
    if harness is None:
        return clause, list(scopes)
    seen = f"EXISTS (SELECT 1 FROM json_each({alias}.targets) WHERE value IN ('all', ?))"
    return f"{clause} AND {seen}", [*scopes, harness]


def _cross_check(
    conn: sqlite3.Connection, scopes: list[str], harness: str | None, report: DoctorReport
) -> None:
    """The cross-checks, reused from the last run while no row of ``files`` or ``links`` has
    changed since (the index's generation, moved by every process's refresh): they are derived
    from those rows alone, and were a third of a warm doctor's queries."""
    from ecc_memory.vault.snapshot import GENERATION

    key = f"doctor:{','.join(scopes)}:{harness or ''}"
    conn.execute("BEGIN")  # the generation and the rows it counts, from one snapshot
    try:
        stored = dict(
            conn.execute("SELECT key, value FROM meta WHERE key IN (?, ?)", (GENERATION, key))
        )
        generation = stored.get(GENERATION)
        found = json.loads(stored.get(key, "{}"))
        if generation is not None and found.get(GENERATION) == generation:
            report.memory_count = found["memoryCount"]
            report.duplicate_ids = found["duplicateIds"]
            report.broken_links = found["brokenLinks"]
            return
        _derive_cross_check(conn, scopes, harness, report)
    finally:
        conn.execute("COMMIT")
    if generation is not None:
        found = {
            GENERATION: generation, "memoryCount": report.memory_count,
            "duplicateIds": report.duplicate_ids, "brokenLinks": report.broken_links,
        }  # fmt: skip
        conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                     (key, json.dumps(found)))  # fmt: skip


def _derive_cross_check(
    conn: sqlite3.Connection, scopes: list[str], harness: str | None, report: DoctorReport
) -> None:
    """The memory count, duplicate IDs and broken links among the visible valid memories: a
    link is broken when no such memory has its target's ID (whatever that memory's status)."""
    source, params = _visible("f", scopes, harness)
    target, target_params = _visible("t", scopes, harness)
    group, group_params = _visible("g", scopes, harness)
    (report.memory_count,) = conn.execute(
        f"SELECT count(*) FROM files f WHERE {source}", params
    ).fetchone()
    paths: dict[str, list[str]] = defaultdict(list)
    for mid, scope, rel in conn.execute(
        f"SELECT f.id, f.scope, f.rel FROM files f WHERE {source} AND f.id IN "
        f"(SELECT g.id FROM files g WHERE {group} GROUP BY g.id HAVING count(*) > 1) "
        "ORDER BY f.id, f.scope, f.rel",
        [*params, *group_params],
    ):
        paths[mid].append(display_path(scope, rel))
    report.duplicate_ids = [{"id": mid, "paths": found} for mid, found in paths.items()]
    report.broken_links = [
        {"sourceId": mid, "targetId": link, "path": display_path(scope, rel)}
        for mid, link, scope, rel in conn.execute(
            # CROSS JOIN: SQLite then reads the few links first, not every memory's row.
            "SELECT f.id, l.target, f.scope, f.rel FROM links l CROSS JOIN files f "
            f"ON f.rowid = l.src WHERE {source} AND NOT EXISTS "
            f"(SELECT 1 FROM files t WHERE t.id = l.target AND {target}) "
            "ORDER BY f.id, f.scope, f.rel, l.rowid",
            [*params, *target_params],
        )
    ]
