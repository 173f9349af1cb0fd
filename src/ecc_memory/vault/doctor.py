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
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

from ecc_memory.config import Roots, check_scopes
from ecc_memory.errors import UnsafePath
from ecc_memory.vault import DEFAULT_SCOPES
from ecc_memory.vault.checks import NAME_MISMATCH, Note, stored_notes
from ecc_memory.vault.store import (
    CODE_MESSAGES,
    display_path,
    guard_problem,
    targets_visible_to,
)
from ecc_memory.vault.store import INVALID_DOCUMENT as INVALID

if TYPE_CHECKING:
    from ecc_memory.vault.index import Index
    from ecc_memory.vault.refresh import ScopeScan

MAX_LIST = 100


@dataclass
class DoctorReport:
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
    guard: str | None = None
    scanned_bytes: int = 0

    @property
    def ok(self) -> bool:
        lists = (
            self.invalid_files, self.duplicate_ids, self.broken_links, self.skipped_symlinks,
            self.temp_files, self.unsafe_permissions, self.name_mismatches, self.depth_limited,
            self.index_drift, self.file_findings,
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
        )
        return data


class _Brief(NamedTuple):
    """What the cross-check needs of a valid memory (not its text: 100,000 bodies are
    hundreds of megabytes)."""

    id: str
    links: tuple[str, ...]
    target_harnesses: tuple[str, ...]


@dataclass
class _Found:
    brief: _Brief
    path: str


def run_doctor(
    roots: Roots,
    *,
    scopes: Iterable[str] = DEFAULT_SCOPES,
    harness: str | None = None,
    full: bool = False,
    progress: Callable[[int, int], None] | None = None,
) -> DoctorReport:
    """Audit ``scopes``; ``full`` judges every file afresh instead of trusting the verdicts of
    files whose stat identity is unchanged, and reports index drift."""
    from ecc_memory.vault.index import with_index

    chosen = check_scopes(list(scopes))
    report = DoctorReport()
    audit = with_index(roots, lambda index: _audit(index, roots, chosen, full, progress))
    found: list[_Found] = []
    for scope in chosen:
        scan = audit.scans.get(scope)
        if scan is None:  # a symlinked .ecc, memory or scope directory: reported, never followed
            report.skipped_symlinks.append(display_path(scope, ""))
            continue
        _report_scope(scope, audit.rows.get(scope, []), scan, report, found)
    if "project" in chosen:
        report.guard = guard_problem(roots)
    _cross_check(
        [f for f in found if targets_visible_to(f.brief.target_harnesses, harness)], report
    )
    return report


class _Audit(NamedTuple):
    scans: dict[str, ScopeScan]  # a scope that is a symlink has none
    rows: dict[str, list[tuple[object, ...]]]


def _audit(
    index: Index,
    roots: Roots,
    chosen: tuple[str, ...],
    full: bool,
    progress: Callable[[int, int], None] | None,
) -> _Audit:
    """Every scope's files stat-ed (and, ``full``, read) into the index, then its rows."""
    scans: dict[str, ScopeScan] = {}
    try:
        scans = index.refresh(roots, chosen, progress, verify_all=True, reread=full)
    except UnsafePath:  # one scope is a symlink: the others are still audited, one at a time
        for scope in chosen:
            with contextlib.suppress(UnsafePath):
                scans.update(index.refresh(roots, [scope], verify_all=True, reread=full))
    rows: dict[str, list[tuple[object, ...]]] = defaultdict(list)
    for row in index.verdicts(list(scans)):
        rows[str(row[0])].append(row)
    return _Audit(scans, rows)


def _walk_order(rel: str) -> list[str]:
    """A walk lists each directory in name order, descending as it goes; rows sort by the
    whole path ("a-b.md" before "a/x.md"), so reports sort by path component instead."""
    return rel.split("/")


def _report_scope(
    scope: str,
    rows: list[tuple[object, ...]],
    scan: ScopeScan,
    report: DoctorReport,
    found: list[_Found],
) -> None:
    invalid: list[tuple[str, dict[str, object]]] = []
    notes: list[tuple[str, Note]] = []
    parsed = _ListParser()
    for _, rel, size, code, reason, line, mid, links, targets, noted in rows:
        rel = str(rel)
        path = display_path(scope, rel)
        if isinstance(size, int) and size > 0:
            report.scanned_bytes += size
        if code is not None:
            entry = _invalid(path, str(code), str(reason or ""), int(line or 0))  # type: ignore[call-overload]
            invalid.append((rel, entry))
        else:
            found.append(_Found(_Brief(str(mid), parsed(links), parsed(targets)), path))
        if noted:
            notes += [(rel, note) for note in stored_notes(str(noted))]
    invalid.sort(key=lambda item: _walk_order(item[0]))
    report.invalid_files += [entry for _, entry in invalid]
    notes.sort(key=lambda item: _walk_order(item[0]))
    for rel, note in notes:
        if note.check == NAME_MISMATCH:
            report.name_mismatches.append(display_path(scope, rel))
        else:
            report.file_findings.append(
                {"path": display_path(scope, rel), "check": note.check, "reason": note.reason,
                 "line": note.line}
            )  # fmt: skip
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


class _ListParser:
    """Each distinct JSON list of an index column parsed once: at 100,000 rows most memories
    share their targets and have no links, and a json.loads per row took a second."""

    def __init__(self) -> None:
        self.lists: dict[object, tuple[str, ...]] = {}

    def __call__(self, text: object) -> tuple[str, ...]:
        value = self.lists.get(text)
        if value is None:
            value = self.lists[text] = tuple(json.loads(str(text)))
        return value


_UNLISTABLE = "directory could not be listed (permission denied or an I/O error)"


def _invalid(path: str, code: str, reason: str, line: int = 0) -> dict[str, object]:
    """One invalid file: the reference's path, code and message, plus why and where."""
    return {
        "path": path,
        "code": code,
        "message": CODE_MESSAGES[code],
        "reason": reason,
        "line": line,
    }


def _cross_check(found: list[_Found], report: DoctorReport) -> None:
    report.memory_count = len(found)
    by_id: dict[str, list[str]] = defaultdict(list)
    for item in found:
        by_id[item.brief.id].append(item.path)
    report.duplicate_ids = [
        {"id": mid, "paths": sorted(paths)}
        for mid, paths in sorted(by_id.items())
        if len(paths) > 1
    ]
    # Only memories with a broken link are sorted (in the report's order), not all of them.
    broken = [f for f in found if f.brief.links and not all(t in by_id for t in f.brief.links)]
    for item in sorted(broken, key=lambda f: (f.brief.id, f.path)):
        for target in item.brief.links:
            if target not in by_id:
                report.broken_links.append(
                    {"sourceId": item.brief.id, "targetId": target, "path": item.path}
                )
