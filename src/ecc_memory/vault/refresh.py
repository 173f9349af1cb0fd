"""Keeping the index in step with the Markdown files, without reading every file.

Every directory's (mtime, ctime) is recorded, taken before it is listed; a refresh lists again
only the directories whose signature moved (a file created, removed or renamed) and compares
those files' ``stat`` with their rows, re-reading changed files and files modified within two
seconds of their indexing (the racy-clean case git also guards against). Edits *in place*
change no directory: ``recheck`` re-stats search hits before they are returned, and every file
is stat-ed again at least every ``Roots.index_verify_ns``. Refreshes write in ``BEGIN
IMMEDIATE`` transactions, so concurrent processes serialise.
"""

from __future__ import annotations

import contextlib
import gc
import itertools
import json
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator
from typing import NamedTuple, TypeVar

from ecc_memory import files
from ecc_memory.config import Roots
from ecc_memory.vault import schema, snapshot, watch
from ecc_memory.vault.loading import MEMORY_ROW, Parsed, parse, parse_files, parses_in_workers
from ecc_memory.vault.rows import index_values, memory_columns, named_rows, row_memory
from ecc_memory.vault.snapshot import GENERATION, Snapshot
from ecc_memory.vault.store import read_files

RACY_NS = 2_000_000_000
# Between full walks (every ``Roots.index_verify_ns``), a directory whose (mtime, ctime) is
# unchanged is not listed again: no file was created, removed or renamed in it. An edit *in
# place* changes no directory; search re-stats its hits, and `doctor` stats every file.
_NOTES = ("symlinks", "temp_files", "depth_limited", "special", "writable")
_BATCH = 5000  # files loaded and written per transaction by a refresh (fewer FTS5 flushes)
_LOOKUP = 256  # files whose rows one query looks up (well under SQLite's 999 parameters)
_STAT_ROWS = "SELECT rel, size, mtime_ns, ctime_ns, ino FROM files WHERE scope = ? ORDER BY rel"
_RACY_ROWS = (
    "SELECT rel FROM files WHERE scope = ? "
    "AND (mtime_ns >= indexed_ns - ? OR ctime_ns >= indexed_ns - ?)"
)
_StatRow = snapshot.StatRow
_INSERT_EXCLUDED = (
    "INSERT INTO files (scope, rel, size, mtime_ns, ctime_ns, ino, sha, indexed_ns, code, reason, "
    "line, notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_INSERT_MEMORY = (
    "INSERT INTO files (scope, rel, size, mtime_ns, ctime_ns, ino, sha, indexed_ns, reason, line, "
    f"notes, {', '.join(MEMORY_ROW)}) VALUES ({', '.join('?' * (11 + len(MEMORY_ROW)))})"
)
_INSERT_FTS = "INSERT INTO fts (rowid, title, tags, meta, body) VALUES (?, ?, ?, ?, ?)"
# A file's row as a write compares it: (rowid, sha, rel, size, mtime_ns, ctime_ns, ino).
_FileRow = tuple[int, str, str, int, int, int, int]
_T = TypeVar("_T")


class ScopeScan:
    """What a refresh saw in one scope: used for diagnostics without re-walking. (A plain
    class, not a dataclass: ``dataclasses`` imports ``inspect``, a tenth of a warm search.)"""

    __slots__ = (
        "depth_limited",
        "drift",
        "reindexed",
        "scanned_bytes",
        "special",
        "symlinks",
        "temp_files",
        "watched",
        "writable",
    )

    def __init__(self, special: list[str] | None = None) -> None:
        self.symlinks: list[str] = []
        self.temp_files: list[str] = []
        self.depth_limited: list[str] = []
        self.special: list[str] = [] if special is None else special
        self.writable: list[str] = []  # group- or world-writable entries
        self.scanned_bytes = 0
        self.reindexed = 0
        # With ``reread``: files whose row matched their stat but not their bytes (an edit the
        # stat identity could not show, such as one restored with its old mtime on a coarse
        # clock).
        self.drift: list[str] = []
        # The due full walk was replaced by the watcher's answer (``vault.watch``).
        self.watched = False


class Refresher:
    """Writes the index: the refresh of whole scopes and the re-check of search hits."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.reread = False
        # This refresh's full-walk snapshots by scope, and which of them were read from the rows
        # (to be stored, if the refresh writes no row of their scope).
        self.snapshots: dict[str, Snapshot] = {}
        self.unsaved: set[str] = set()
        self.links: list[tuple[int | None, str]] = []  # inserted rows' links, to insert

    def refresh(
        self,
        roots: Roots,
        scopes: Iterable[str],
        progress: Callable[[int, int], None] | None = None,
        *,
        verify_all: bool = False,
        reread: bool = False,
    ) -> dict[str, ScopeScan]:
        """Bring the index in line with every scope's files: first find what changed in all of
        them (so progress counts against the whole build), then read and write it. With
        ``verify_all`` every file is stat-ed now; with ``reread`` every file is read and
        judged again."""
        self.reread = reread
        self.snapshots, self.unsaved = {}, set()
        chosen = list(scopes)
        due, answer = self._ask_watcher(roots, chosen, verify_all or reread)
        collector = _Collector()
        try:
            with contextlib.ExitStack() as stack:  # each scope's directory stays open until
                plans = {  # it is written
                    scope: self._plan_or_report(roots, scope, stack, verify_all or reread, answer)
                    for scope in chosen
                }
                if due and answer is None:
                    self._start_watcher(roots, plans)
                total = sum(len(p.stale) for p in plans.values() if isinstance(p, _Plan))
                # Parsing builds documents and exceptions, which can form cycles; rows that
                # workers parsed arrive as plain tuples and strings, which cannot (the collector
                # ran 500 times over them, 0.3-0.5 s of a 100,000-memory build's writer).
                if total and not parses_in_workers(total):
                    collector.resume()
                scans = self._apply_all(plans, _Progress(progress, total), stack)
                plans.clear()  # the walk's tuples are freed before the collector resumes
                return scans
        finally:
            collector.resume()
            self.reread = False

    def _apply_all(
        self,
        plans: dict[str, _Plan | ScopeScan],
        progress: _Progress,
        stack: contextlib.ExitStack,
    ) -> dict[str, ScopeScan]:
        """Write every scope's plan, from one stream of rows parsed for them all."""
        applied = [plan for plan in plans.values() if isinstance(plan, _Plan)]
        stream = parse_files([(p.fd, p.scope, [e.rel for e in p.stale]) for p in applied])
        # Closed before the scopes' directories (the stack unwinds in reverse).
        shares = _Shares(stack.enter_context(contextlib.closing(stream)))
        with schema.bulk_load(self.conn, progress.total):
            return {
                scope: plan
                if isinstance(plan, ScopeScan)
                else self._apply_or_report(plan, progress, shares.take(len(plan.stale)))
                for scope, plan in plans.items()
            }

    def _ask_watcher(
        self, roots: Roots, scopes: list[str], verify_all: bool
    ) -> tuple[bool, watch.Answer | None]:
        """Ask the vault's watcher (``vault.watch``) what changed in the scopes whose full walk
        is due, when one is wanted: with ``ECC_MEMORY_WATCH=on``, or once a refresh has
        started one (a stored token). Returns whether a full walk is due in some scope (and
        the watcher may be worth starting), and its answer."""
        if verify_all or not watch.enabled(roots):
            return False, None
        keys = [key for scope in scopes for key in (f"verified:{scope}", f"watch:{scope}")]
        stored = dict(
            self.conn.execute(
                f"SELECT key, value FROM meta WHERE key IN ({', '.join('?' * len(keys))})", keys
            ).fetchall()
        )
        now = time.time_ns()
        due = [
            scope
            for scope in scopes
            if not 0 <= now - int(stored.get(f"verified:{scope}", "0")) < roots.index_verify_ns
        ]
        if not due:
            return False, None
        if roots.watch != "on" and all(f"watch:{s}" not in stored for s in due):
            return True, None  # none started yet: worth one only if the walk is large
        return True, watch.ask(roots, {scope: stored.get(f"watch:{scope}") for scope in due})

    def _start_watcher(self, roots: Roots, plans: dict[str, _Plan | ScopeScan]) -> None:
        """No watcher answered: start one for a vault large enough to be worth it, and have the
        next due refresh ask it (an empty token); else stop asking."""
        walked = sum(len(p.report.files) for p in plans.values() if isinstance(p, _Plan) and p.full)
        token = _ASK_NEXT if watch.wanted(roots, walked) else _NO_WATCHER
        if token == _ASK_NEXT:
            watch.spawn(roots)
        for scope, plan in plans.items():
            if isinstance(plan, _Plan) and plan.full:
                plans[scope] = plan._replace(token=token)

    def _plan_or_report(
        self,
        roots: Roots,
        scope: str,
        stack: contextlib.ExitStack,
        verify_all: bool,
        answer: watch.Answer | None = None,
    ) -> _Plan | ScopeScan:
        try:
            return self._plan_scope(roots, scope, stack, verify_all, answer)
        except OSError:
            # The scope root itself cannot be opened or listed (EACCES, EIO): one invalid
            # entry, and the other scopes still work.
            return ScopeScan(special=[""])

    def _apply_or_report(
        self, plan: _Plan, progress: _Progress, rows: Iterator[Parsed]
    ) -> ScopeScan:
        try:
            return self._apply_plan(plan, progress, rows)
        except OSError:
            return ScopeScan(special=[""])

    def _plan_scope(
        self,
        roots: Roots,
        scope: str,
        stack: contextlib.ExitStack,
        verify_all: bool,
        answer: watch.Answer | None,
    ) -> _Plan:
        boundary, parts = roots.location(scope)
        known, notes, verified_ns = self._dir_state(scope)
        started = time.time_ns()
        # Outside [0, window) counts as due: a wall clock stepped backwards (NTP, a VM resumed)
        # must not postpone the full walk until it catches up with the recorded time.
        full = verify_all or not 0 <= started - verified_ns < roots.index_verify_ns
        fd = stack.enter_context(files.dir_chain(boundary, parts, create=False))
        # A due walk is not needed when the watcher saw the whole time since the last one, in
        # the very root this refresh reads: the directories it names are listed again, the
        # files it names are stat-ed and read.
        changes = answer.vouches(scope, fd) if full and answer is not None else None
        walk_known = known
        if changes is not None and not verify_all:
            full = False
            walk_known = {rel: sig for rel, sig in known.items() if rel not in changes.dirs}
        report = files.walk(fd, None if full else walk_known)
        # Directories that vanished count as listed: all their rows are gone.
        listed = set(report.listed) | (set(known) - set(report.dirs))
        scan = _merge_notes(notes, report, listed)
        if self.reread:  # every walked file is read again; rows of files not walked are gone
            walked = {entry.rel for entry in report.files}
            stale = list(report.files)
            gone = sorted({row[0] for row in self._stat_rows(scope, None)} - walked)
        else:
            stale, gone = self._changes(scope, report.files, None if full else listed)
            if changes is not None:
                self._watched_changes(fd, scope, changes, report, listed, stale, gone)
        # The token stands for everything before it only where this refresh saw everything:
        # a full walk or the watcher's answer (a scope merely within its window did not).
        token = answer.token if answer is not None and (full or changes is not None) else None
        return _Plan(
            scope, fd, known, verified_ns, started, full, report, scan, stale, gone,
            changes is not None, token,
        )  # fmt: skip

    def _watched_changes(
        self,
        fd: int | None,
        scope: str,
        changes: watch.Changes,
        report: files.WalkReport,
        listed: set[str],
        stale: list[files.FileEntry],
        gone: list[str],
    ) -> None:
        """Add the files the watcher saw change to ``stale`` (read again even when their stat
        matches their row: an edit within one timestamp tick) and ``gone``."""
        seen = {entry.rel for entry in stale}
        walked = {entry.rel: entry for entry in report.files}
        for rel in sorted(changes.files):
            parent = _parent(rel)
            if rel in seen or parent not in report.dirs or not rel.endswith(".md"):
                continue  # already stale, or not in a directory the walk reaches
            if parent in listed:  # the walk stat-ed it; a vanished file is already gone
                if rel in walked:
                    stale.append(walked[rel])
                continue
            entry = None if fd is None else files.stat_entry(fd, rel)
            if entry is not None:
                stale.append(entry)
            elif self.conn.execute(
                "SELECT 1 FROM files WHERE scope = ? AND rel = ?", (scope, rel)
            ).fetchone():
                gone.append(rel)
        gone.sort()

    def _apply_plan(self, plan: _Plan, progress: _Progress, rows: Iterator[Parsed]) -> ScopeScan:
        """Write one scope's plan; ``rows`` streams its stale files' rows, in ``stale`` order.

        Written in transactions of ``_BATCH`` files, so a full build holds a batch's look-ups,
        not every file's bytes and record (~340 MB at 100,000 memories); each is committed on
        its own, and every committed row is exact for its file. Rows are written as they
        arrive: the workers are never waiting for a batch to fill, nor the writer for them."""
        scope, stale, gone, scan = plan.scope, plan.stale, plan.gone, plan.scan
        unread: set[str] = set()
        for start in range(0, len(stale) or (1 if gone else 0), _BATCH):
            # The batch's entries first: zip stops at their end without taking another row.
            batch = zip(stale[start : start + _BATCH], rows, strict=False)
            applied = self._apply(scope, batch, gone if start == 0 else [], scan)
            scan.reindexed += applied.changed
            unread |= applied.unread
            progress.advance(applied.count)
        report, known = plan.report, plan.known
        dirs = _settled(report.dirs, plan.started, unread)
        # A snapshot stands for the rows only if this refresh wrote none of them.
        taken = None if stale or gone else self.snapshots.get(scope)
        if plan.full or plan.watched or plan.token is not None or dirs != known or report.listed:
            verified = plan.started if plan.full or plan.watched else plan.verified_ns
            unsaved = taken if scope in self.unsaved else None
            self._save_dir_state(scope, dirs, scan, verified, unsaved, plan.token)
        scan.scanned_bytes = self._scanned_bytes(scope) if taken is None else taken.scanned_bytes
        scan.watched = plan.watched
        return scan

    def recheck(self, roots: Roots, hits: Iterable[tuple[str, str]]) -> bool:
        """Re-stat the files behind ``(scope, rel)`` hits and re-index any that changed.

        Between full walks an edit in place is not seen by the directory check, so results are
        checked one by one before they are returned: a hit is never shown stale (or with a
        secret added since). Returns True when something changed and the query must run again.
        """
        changed = False
        by_scope: dict[str, list[str]] = {}
        for scope, rel in hits:
            by_scope.setdefault(scope, []).append(rel)
        for scope, rels in by_scope.items():
            try:
                changed = self._recheck_scope(roots, scope, rels) or changed
            except OSError:  # the scope root became unreadable: its hits cannot be shown
                self._apply(scope, [], rels)
                changed = True
        return changed

    def _recheck_scope(self, roots: Roots, scope: str, rels: list[str]) -> bool:
        boundary, parts = roots.location(scope)
        with files.dir_chain(boundary, parts, create=False) as fd:
            stale, gone = self._changed_hits(fd, scope, rels)
            if not stale and not gone:
                return False
            assert fd is not None
            rows = [parse(rel, data, scope) for rel, data in read_files(fd, [e.rel for e in stale])]
            applied = self._apply(scope, zip(stale, rows, strict=True), gone)
            self._unsettle(scope, applied.unread)
        return True

    def _changed_hits(
        self, fd: int | None, scope: str, rels: list[str]
    ) -> tuple[list[files.FileEntry], list[str]]:
        stale: list[files.FileEntry] = []
        gone: list[str] = []
        for rel in rels:
            row = self.conn.execute(
                "SELECT rel, size, mtime_ns, ctime_ns, ino FROM files WHERE scope = ? AND rel = ?",
                (scope, rel),
            ).fetchone()
            entry = None if fd is None else files.stat_entry(fd, rel)
            if entry is None:
                gone.append(rel)
            elif row is None or tuple(entry) != tuple(row):
                stale.append(entry)
        return stale, gone

    def _dir_state(
        self, scope: str
    ) -> tuple[dict[str, tuple[int, int]], dict[str, list[str]], int]:
        """The directory signatures, notes and full-walk time the last refresh recorded."""
        dirs = {
            rel: (mtime, ctime)
            for rel, mtime, ctime in self.conn.execute(
                "SELECT rel, mtime_ns, ctime_ns FROM dirs WHERE scope = ?", (scope,)
            )
        }
        stored = dict(
            self.conn.execute(
                "SELECT key, value FROM meta WHERE key IN (?, ?)",
                (f"notes:{scope}", f"verified:{scope}"),
            ).fetchall()
        )
        notes = json.loads(stored.get(f"notes:{scope}", "{}"))
        return dirs, notes, int(stored.get(f"verified:{scope}", "0"))

    def _save_dir_state(
        self,
        scope: str,
        dirs: dict[str, tuple[int, int]],
        scan: ScopeScan,
        verified_ns: int,
        taken: Snapshot | None = None,
        token: str | None = None,
    ) -> None:
        notes = {name: getattr(scan, name) for name in _NOTES}
        packed = None if taken is None else snapshot.pack(taken)
        with schema.writing(self.conn):
            if token == _NO_WATCHER:
                self.conn.execute("DELETE FROM meta WHERE key = ?", (f"watch:{scope}",))
            elif token is not None:  # taken before this refresh walked: valid for what follows
                self.conn.execute(
                    "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                    (f"watch:{scope}", token),
                )
            self.conn.execute("DELETE FROM dirs WHERE scope = ?", (scope,))
            self.conn.executemany(
                "INSERT INTO dirs (scope, rel, mtime_ns, ctime_ns) VALUES (?, ?, ?, ?)",
                [(scope, rel, mtime, ctime) for rel, (mtime, ctime) in dirs.items()],
            )
            self.conn.executemany(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                [(f"notes:{scope}", json.dumps(notes)), (f"verified:{scope}", str(verified_ns))],
            )
            if packed is not None:
                self.conn.execute(
                    "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                    (snapshot.key(scope), packed),
                )

    def _unsettle(self, scope: str, rels: set[str]) -> None:
        """Have the next refresh list these directories again (a file in them was unread)."""
        if rels:
            with schema.writing(self.conn):
                self.conn.executemany(
                    "UPDATE dirs SET mtime_ns = ?, ctime_ns = ? WHERE scope = ? AND rel = ?",
                    [(*_UNSETTLED, scope, rel) for rel in rels],
                )

    def _scanned_bytes(self, scope: str) -> int:
        # An unread file's row holds size -1: it was not scanned, and must not subtract.
        row = self.conn.execute(
            "SELECT coalesce(sum(size), 0) FROM files WHERE scope = ? AND size > 0", (scope,)
        ).fetchone()
        return int(row[0])

    def _changes(
        self, scope: str, walked: list[files.FileEntry], dirs: set[str] | None = None
    ) -> tuple[list[files.FileEntry], list[str]]:
        """The walked files to re-read and the rels whose files are gone.

        A file is stale when it has no row, its ``(size, mtime, ctime, inode)`` differs from its
        row, or it is racy-clean (changed within two seconds of its indexing). The comparison is
        done on whole lists and sets of ``(rel, size, mtime_ns, ctime_ns, ino)`` tuples read in
        ``rel`` order from a covering index, so the common case -- nothing changed -- costs no
        Python work per file beyond the walk. With ``dirs``, only rows of files directly in
        those directories take part (the others were not listed).
        """
        with self._read():  # one snapshot for both reads
            if dirs is None:
                taken = self._snapshot(scope)
                rows, racy = taken.rows, taken.racy
            else:
                rows = self._stat_rows(scope, dirs)
                racy = {rel for (rel,) in self.conn.execute(_RACY_ROWS, (scope, RACY_NS, RACY_NS))}
        if dirs is not None:
            racy = {rel for rel in racy if _parent(rel) in dirs}
        if not racy and rows == sorted(walked):  # FileEntry is a tuple in the same order
            return [], []
        stored, current = set(rows), set(walked)
        added = current - stored  # new files and files whose stat changed
        stale = [entry for entry in walked if entry in added or entry.rel in racy]
        changed = {entry.rel for entry in added}
        gone = sorted(rel for rel, *_ in stored - current if rel not in changed)
        return stale, gone

    def _snapshot(self, scope: str) -> Snapshot:
        """The scope's rows, racy-clean rels and scanned bytes: the stored snapshot while the
        generation is the one it was taken at (``vault.snapshot``), else read from the rows."""
        generation, taken = snapshot.load(self.conn, scope)
        if taken is None:
            racy = {rel for (rel,) in self.conn.execute(_RACY_ROWS, (scope, RACY_NS, RACY_NS))}
            rows = self._stat_rows(scope, None)
            taken = Snapshot(generation or "", rows, racy, self._scanned_bytes(scope))
            if generation is not None:
                self.unsaved.add(scope)
        self.snapshots[scope] = taken
        return taken

    def _stat_rows(self, scope: str, dirs: set[str] | None) -> list[_StatRow]:
        if dirs is None:
            return list(self.conn.execute(_STAT_ROWS, (scope,)).fetchall())
        rows: list[_StatRow] = []
        for prefix in sorted(dirs):
            # Rows whose rel starts with the prefix: a range on the (scope, rel) index.
            upper = prefix[:-1] + chr(ord("/") + 1) if prefix else "\U0010ffff"
            rows.extend(
                row
                for row in self.conn.execute(
                    "SELECT rel, size, mtime_ns, ctime_ns, ino FROM files "
                    "WHERE scope = ? AND rel >= ? AND rel < ? ORDER BY rel",
                    (scope, prefix, upper),
                )
                if _parent(str(row[0])) == prefix
            )
        return sorted(rows)

    def _apply(
        self,
        scope: str,
        loaded: Iterable[tuple[files.FileEntry, Parsed]],
        gone: list[str],
        scan: ScopeScan | None = None,
    ) -> _Applied:
        """Write the changes in one transaction, taking ``loaded`` as it comes. Rows are looked
        up again under the lock, since another process may have refreshed the same files since
        we looked: ``_LOOKUP`` files at a time, in one query. When every file is read again
        (``reread``), every row is written again and drift is noted in ``scan``."""
        now = time.time_ns()
        applied = _Applied()
        with schema.writing(self.conn):
            for rel in gone:
                row = self.conn.execute(
                    "SELECT rowid FROM files WHERE scope = ? AND rel = ?", (scope, rel)
                ).fetchone()
                if row is not None:
                    self._delete(row[0])
            for chunk in _chunks(loaded, _LOOKUP):
                rows = self._rows_of(scope, [entry.rel for entry, _ in chunk])
                self.links = []  # (never those of a transaction that failed)
                for entry, parsed in chunk:
                    applied.count += 1
                    if parsed.unread:
                        applied.unread.add(_parent(entry.rel))
                    applied.changed += self._write_row(scope, entry, parsed, rows, now, scan)
                self._write_links()
            if gone or applied.count:
                self.rows_changed()
        return applied

    def _rows_of(self, scope: str, rels: list[str]) -> dict[str, _FileRow]:
        """The rows of ``rels`` that exist, by rel: ``(rowid, sha, rel, size, mtime_ns,
        ctime_ns, ino)``."""
        found = self.conn.execute(
            "SELECT rowid, sha, rel, size, mtime_ns, ctime_ns, ino FROM files "
            f"WHERE scope = ? AND rel IN ({', '.join('?' * len(rels))})",
            (scope, *rels),
        )
        return {str(row[2]): row for row in found}

    def _write_row(
        self,
        scope: str,
        entry: files.FileEntry,
        parsed: Parsed,
        rows: dict[str, _FileRow],
        now: int,
        scan: ScopeScan | None,
    ) -> int:
        """Write one file's row; 1 when its content changed (0: only its stat was new)."""
        previous = rows.get(entry.rel)
        if self.reread and previous is not None:
            if tuple(previous[2:]) == entry and previous[1] != parsed.sha and scan:
                scan.drift.append(entry.rel)
            self._delete(previous[0])
            previous = None
        if previous is not None and previous[1] == parsed.sha and not parsed.empty:
            self.conn.execute(
                "UPDATE files SET size=?, mtime_ns=?, ctime_ns=?, ino=?, indexed_ns=? "
                "WHERE rowid=?",
                (entry.size, entry.mtime_ns, entry.ctime_ns, entry.ino, now, previous[0]),
            )
            return 0
        if previous is not None:
            self._delete(previous[0])
        self._insert(scope, entry, parsed, now)
        return 1

    def rows_changed(self) -> None:
        """Move the generation (``vault.snapshot``), inside the transaction that writes rows."""
        self.conn.execute(f"UPDATE meta SET value = value + 1 WHERE key = '{GENERATION}'")

    @contextlib.contextmanager
    def _read(self) -> Iterator[None]:
        if self.conn.in_transaction:  # inside a rebuild's transaction: already one snapshot
            yield
            return
        self.conn.execute("BEGIN")
        try:
            yield
        finally:
            self.conn.execute("COMMIT")

    def _delete(self, rowid: int) -> None:
        rows = named_rows(
            self.conn, f"SELECT code, {memory_columns()} FROM files WHERE rowid = ?", (rowid,)
        )
        if rows and rows[0]["code"] is None:
            values = index_values(row_memory(rows[0]))
            self.conn.execute(
                "INSERT INTO fts (fts, rowid, title, tags, meta, body) "
                "VALUES ('delete', ?, ?, ?, ?, ?)",
                (rowid, *values),
            )
        self.conn.execute("DELETE FROM links WHERE src = ?", (rowid,))
        self.conn.execute("DELETE FROM files WHERE rowid = ?", (rowid,))

    def _insert(self, scope: str, entry: files.FileEntry, parsed: Parsed, now: int) -> None:
        stat_values = (scope, entry.rel, entry.size, entry.mtime_ns, entry.ctime_ns, entry.ino)
        if parsed.unread:  # a stat no file has: the next refresh of its directory reads it
            stat_values = (scope, entry.rel, -1, -1, -1, -1)
        verdict = (parsed.reason, parsed.line, parsed.notes or None)
        if parsed.code is not None:
            self.conn.execute(
                _INSERT_EXCLUDED, (*stat_values, parsed.sha, now, parsed.code, *verdict)
            )
            return
        cursor = self.conn.execute(
            _INSERT_MEMORY, (*stat_values, parsed.sha, now, *verdict, *parsed.columns)
        )
        rowid = cursor.lastrowid
        self.conn.execute(_INSERT_FTS, (rowid, *parsed.fts))
        self.links.extend((rowid, target) for target in parsed.links)

    def _write_links(self) -> None:
        """Insert the links ``_insert`` collected, in one statement for many files."""
        if self.links:
            self.conn.executemany("INSERT INTO links (src, target) VALUES (?, ?)", self.links)
            self.links.clear()

    # -- queries ---------------------------------------------------------------------------------


class _Applied:
    """What one ``_apply`` wrote: files taken, rows whose content changed, and the directories
    of files that could not be read."""

    __slots__ = ("changed", "count", "unread")

    def __init__(self) -> None:
        self.count = 0
        self.changed = 0
        self.unread: set[str] = set()


def _chunks(pairs: Iterable[_T], size: int) -> Iterator[list[_T]]:
    """``pairs`` in lists of ``size``, each taken as soon as it is full."""
    iterator = iter(pairs)
    while chunk := list(itertools.islice(iterator, size)):
        yield chunk


class _Shares:
    """One stream of rows for several scopes, taken in turn: a scope's share is its next
    ``count`` rows, after any an earlier share left unread (a scope whose write failed)."""

    def __init__(self, rows: Iterator[Parsed]) -> None:
        self.rows = rows
        self.taken = 0  # rows read from the stream
        self.promised = 0  # rows handed to the shares so far

    def take(self, count: int) -> Iterator[Parsed]:
        start = self.promised
        self.promised += count
        return self._share(start, count)

    def _share(self, start: int, count: int) -> Iterator[Parsed]:
        while self.taken < start + count:
            row = next(self.rows)
            self.taken += 1
            if self.taken > start:
                yield row


class _Progress:
    """Progress over every scope of one refresh: files written, of all the files found
    changed in every scope before any was written (so the count only ever goes up)."""

    def __init__(self, report: Callable[[int, int], None] | None, total: int) -> None:
        self.report = report
        self.total = total
        self.done = 0

    def advance(self, files_written: int) -> None:
        if files_written and self.report is not None:
            self.done += files_written
            self.report(self.done, self.total)


class _Plan(NamedTuple):
    """What a refresh found changed in one scope, before anything was written."""

    scope: str
    fd: int | None  # the scope root, open until the plan is applied (None: it does not exist)
    known: dict[str, tuple[int, int]]
    verified_ns: int
    started: int
    full: bool
    report: files.WalkReport
    scan: ScopeScan
    stale: list[files.FileEntry]
    gone: list[str]
    watched: bool = False  # the watcher's answer stood in for the due full walk
    # The watcher token to store for the scope: None leaves it, _ASK_NEXT has the next due
    # refresh ask a watcher just started, _NO_WATCHER stops asking.
    token: str | None = None


# Stored watcher tokens other than a watcher's own ``<epoch>:<number>``.
_ASK_NEXT = ""
_NO_WATCHER = "\0none"


class _Collector:
    """Python's cyclic garbage collector, off while a refresh walks and compares.

    The walk and the rows it is compared with are a tuple of a string and ints per file, which
    can form no cycle, yet allocating them ran the collector over and over -- 80-90 ms of a
    doctor run or an idle search at 100,000 memories, two full collections among them -- and
    once more over all of them when it was turned back on while they were alive. So it stays
    off until they are freed, unless files must be parsed (``resume``)."""

    def __init__(self) -> None:
        self.paused = gc.isenabled()
        if self.paused:
            gc.disable()

    def resume(self) -> None:
        if self.paused:
            self.paused = False
            gc.enable()


# A directory stored with this signature never matches its real one: it is listed again.
_UNSETTLED = (-1, -1)


def _settled(
    dirs: dict[str, tuple[int, int]], started: int, unread: set[str]
) -> dict[str, tuple[int, int]]:
    """The signatures to store: a directory changed within ``RACY_NS`` of the scan is stored as
    unsettled, so the next refresh lists it again. On a file system whose timestamps are
    coarser than the time between two saves, a second file created in the same tick leaves the
    directory's (mtime, ctime) unchanged; trusting that signature hid the file (for up to
    ``index_verify_ns``) -- the racy-clean rule that files already follow. A directory holding
    a file that could not be read is unsettled too, so the file is tried again."""
    limit = started - RACY_NS
    return {
        rel: _UNSETTLED if mtime >= limit or ctime >= limit or rel in unread else (mtime, ctime)
        for rel, (mtime, ctime) in dirs.items()
    }


def _parent(rel: str) -> str:
    """The directory prefix of a walk path: "notes/a.md" -> "notes/", "a.md" -> ""."""
    trimmed = rel.rstrip("/")
    return trimmed[: trimmed.rfind("/") + 1]


def _merge_notes(
    notes: dict[str, list[str]], report: files.WalkReport, listed: set[str]
) -> ScopeScan:
    """This walk's notes for the listed directories, the last walk's for the others."""
    scan = ScopeScan()
    for name in _NOTES:
        # A note ending in "/" may be about the listed directory itself (it could not be read).
        kept = [rel for rel in notes.get(name, []) if _parent(rel) not in listed | {rel}]
        setattr(scan, name, sorted([*kept, *getattr(report, name)]))
    return scan
