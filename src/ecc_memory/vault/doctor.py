"""Doctor: a complete, read-only audit of the vault.

It reads every file (no cap) with the same loader as search, and reports what the reference
reports -- invalid files, duplicate IDs, broken links, skipped symlinks -- plus what it misses:
the project guard, directories writable by others, leftover temp files, file names that disagree
with the ID, and index drift (a cached entry whose ``stat`` matches but whose content differs).
It never creates, modifies or deletes a vault file and never writes the index.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from ecc_memory import files
from ecc_memory.config import Roots, check_scopes
from ecc_memory.detectors.instructions import screen_file
from ecc_memory.errors import UnsafePath
from ecc_memory.vault import DEFAULT_SCOPES
from ecc_memory.vault.store import (
    CODE_MESSAGES,
    UNREADABLE,
    Loaded,
    classify,
    display_path,
    guard_problem,
    read_files,
    targets_visible_to,
)
from ecc_memory.vault.store import INVALID_DOCUMENT as INVALID

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
    # Memories that read like instructions to an agent (detectors.instructions): path, ID and
    # the detectors that fired, never the text.
    instruction_like: list[dict[str, object]] = field(default_factory=list)
    guard: str | None = None
    scanned_bytes: int = 0

    @property
    def ok(self) -> bool:
        lists = (
            self.invalid_files, self.duplicate_ids, self.broken_links, self.skipped_symlinks,
            self.temp_files, self.unsafe_permissions, self.name_mismatches, self.depth_limited,
            self.index_drift, self.instruction_like,
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
            instructionLike=self.instruction_like[:MAX_LIST],
            instructionLikeCount=len(self.instruction_like),
        )
        return data


class _Brief(NamedTuple):
    """What the cross-check needs of a valid memory (not its text: 100,000 bodies are
    hundreds of megabytes)."""

    id: str
    links: tuple[str, ...]
    target_harnesses: tuple[str, ...]


class _Row(NamedTuple):
    """What the index holds for one file: its stat, content hash and verdict."""

    stat: tuple[int, ...]  # size, mtime_ns, ctime_ns, ino
    sha: str
    code: str | None
    brief: _Brief | None


_ROWS = "SELECT scope, rel, size, mtime_ns, ctime_ns, ino, sha, code, id, links, targets FROM files"


@dataclass
class _Found:
    brief: _Brief
    path: str


def run_doctor(
    roots: Roots, *, scopes: Iterable[str] = DEFAULT_SCOPES, harness: str | None = None
) -> DoctorReport:
    chosen = check_scopes(list(scopes))
    report = DoctorReport()
    found: list[_Found] = []
    stored = _index_rows(roots)
    for scope in chosen:
        try:
            _audit_scope(roots, scope, report, found, stored)
        except UnsafePath:
            # A symlinked .ecc, memory or scope directory: report it, never follow it.
            report.skipped_symlinks.append(display_path(scope, ""))
        except OSError:  # the scope root cannot be opened or listed: report it and go on
            report.invalid_files.append(_invalid(display_path(scope, ""), INVALID, _UNLISTABLE))
    if "project" in chosen:
        report.guard = guard_problem(roots)
    _cross_check(
        [f for f in found if targets_visible_to(f.brief.target_harnesses, harness)], report
    )
    return report


def _audit_scope(
    roots: Roots,
    scope: str,
    report: DoctorReport,
    found: list[_Found],
    stored: dict[tuple[str, str], _Row],
) -> None:
    boundary, parts = roots.location(scope)
    with files.dir_chain(boundary, parts, create=False) as fd:
        if fd is None:
            return
        walk = files.walk(fd)
        contents = read_files(fd, [entry.rel for entry in walk.files])
        for entry, (_, data) in zip(walk.files, contents, strict=True):
            row = stored.get((scope, entry.rel))
            path = display_path(scope, entry.rel)
            if data is None:
                report.invalid_files.append(_invalid(path, INVALID, UNREADABLE))
                continue
            report.scanned_bytes += len(data)
            sha = hashlib.blake2b(data, digest_size=16).hexdigest() if row is not None else ""
            _check_drift(entry, data, sha, row, path, report)
            outcome = _judge(data, sha, scope, entry.rel, row)
            if isinstance(outcome, Loaded):
                code = outcome.code or INVALID
                report.invalid_files.append(_invalid(path, code, outcome.reason, outcome.line))
                continue
            found.append(_Found(outcome, path))
            flagged = screen_file(data)
            if flagged:
                item: dict[str, object] = {
                    "path": path,
                    "id": outcome.id,
                    "detectors": list(flagged),
                }
                report.instruction_like.append(item)
            if entry.rel.rsplit("/", 1)[-1] != f"{outcome.id}.md":
                report.name_mismatches.append(path)
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
        for rel in walk.special
    ]
    # Directories and memory files must be writable only by their owner, at every depth.
    report.unsafe_permissions += [display_path(scope, rel) for rel in walk.writable]
    report.skipped_symlinks += [display_path(scope, rel) for rel in walk.symlinks]
    report.temp_files += [display_path(scope, rel) for rel in walk.temp_files]
    report.depth_limited += [display_path(scope, rel) for rel in walk.depth_limited]


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


def _judge(data: bytes, sha: str, scope: str, rel: str, row: _Row | None) -> _Brief | Loaded:
    """A valid file's brief, or the excluded file's verdict.

    Every byte is read and hashed either way. The index's verdict comes from the same code
    (its version includes a hash of the parser and detectors), so reusing it for identical
    bytes gives the same answer as classifying again, at a fraction of the cost.
    """
    if row is not None and row.code is None and row.brief is not None and row.sha == sha:
        return row.brief
    # The index keeps only a verdict's code; an excluded file is classified again for why.
    loaded = classify(data, scope, rel)
    if loaded.memory is None:
        return loaded
    memory = loaded.memory
    return _Brief(memory.id, memory.links, memory.target_harnesses)


def _check_drift(
    entry: files.FileEntry,
    data: bytes,
    sha: str,
    row: _Row | None,
    path: str,
    report: DoctorReport,
) -> None:
    """A cached row whose stat still matches but whose bytes differ would hide an edit."""
    if row is None or not data:
        return
    same_stat = row.stat == (entry.size, entry.mtime_ns, entry.ctime_ns, entry.ino)
    if same_stat and sha != row.sha:
        report.index_drift.append(path)


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


def _index_rows(roots: Roots) -> dict[tuple[str, str], _Row]:
    """The index's rows, read-only; empty when there is no index written by this code."""
    from ecc_memory.vault.index import index_path, index_version

    path = index_path(roots)
    if not path.exists():
        return {}
    try:
        conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True, timeout=5.0)
        try:
            version = conn.execute("SELECT value FROM meta WHERE key = 'version'").fetchone()
            if version is None or version[0] != index_version():
                return {}
            rows = conn.execute(_ROWS).fetchall()
        finally:
            conn.close()
    except sqlite3.Error:
        return {}
    # 100,000 rows: plain tuples, and each distinct JSON list parsed once (most memories share
    # their targets and have no links), where sqlite3.Row and a json.loads per row took a second.
    lists: dict[str, tuple[str, ...]] = {}

    def parsed(text: str) -> tuple[str, ...]:
        value = lists.get(text)
        if value is None:
            value = lists[text] = tuple(json.loads(text))
        return value

    return {
        (scope, rel): _Row(
            (size, mtime, ctime, ino),
            sha,
            code,
            None if code else _Brief(mid, parsed(links), parsed(targets)),
        )
        for scope, rel, size, mtime, ctime, ino, sha, code, mid, links, targets in rows
    }
