"""The derived search index: a SQLite FTS5 cache of the Markdown files, never the only copy.

It lives in the user's cache directory (never inside the repository, so it can never be
committed), keyed by the vault's real locations. This module holds the schema, opening and the
queries; ``refresh`` keeps the rows in step with the files. A corrupt index, or one written by
other code (the version includes a hash of the code that classifies files), is deleted and
rebuilt; the cache can be removed at any time with no loss.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import TypeVar

from ecc_memory.config import Roots
from ecc_memory.errors import Busy
from ecc_memory.vault import BRANCH_HANDOFF_TAG, SCOPES, schema
from ecc_memory.vault.document import Memory
from ecc_memory.vault.loading import blake2b
from ecc_memory.vault.refresh import Refresher, ScopeScan
from ecc_memory.vault.replacement import REPLACING_TAGS, RETIRES_TAG
from ecc_memory.vault.rows import memory_columns, named_rows, row_memory
from ecc_memory.vault.snapshot import GENERATION

INDEX_VERSION = "6"


class Index:
    """Queries over the index; ``refresh`` and ``recheck`` keep it in step with the files."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self._refresher = Refresher(conn)

    def refresh(
        self,
        roots: Roots,
        scopes: Iterable[str],
        progress: Callable[[int, int], None] | None = None,
        *,
        verify_all: bool = False,
        reread: bool = False,
    ) -> dict[str, ScopeScan]:
        """Bring the rows in step with the files (see ``refresh``). ``verify_all`` stats every
        file now, whatever the time since the last full walk (doctor); ``reread`` reads and
        judges every file again, noting rows whose stat matched but whose bytes did not."""
        return self._refresher.refresh(
            roots, scopes, progress, verify_all=verify_all, reread=reread
        )

    def recheck(self, roots: Roots, hits: Iterable[tuple[str, str]]) -> bool:
        return self._refresher.recheck(roots, hits)

    def rebuild(
        self,
        roots: Roots,
        scopes: Iterable[str],
        progress: Callable[[int, int], None] | None = None,
    ) -> int:
        """Empty the index and read every file again, in ONE write transaction: other
        processes keep reading the old rows until the new ones are committed, and the file
        they have open is never removed (deleting it made their queries fail with "no such
        table" and "database disk image is malformed")."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            self.conn.execute("INSERT INTO fts (fts) VALUES ('delete-all')")
            for table in ("files", "dirs", "links"):
                self.conn.execute(f"DELETE FROM {table}")
            # The generation goes on counting: a number it had before never comes back.
            self.conn.execute("DELETE FROM meta WHERE key NOT IN ('version', ?)", (GENERATION,))
            self._refresher.rows_changed()
            scans = self._refresher.refresh(roots, scopes, progress)
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")
        return sum(scan.reindexed for scan in scans.values())

    # -- queries ---------------------------------------------------------------------------------

    def search(
        self,
        expression: str | None,
        *,
        scopes: Iterable[str],
        kinds: Iterable[str] = (),
        tags: Iterable[str] = (),
        target_harness: str | None = None,
        limit: int = 20,
        include_superseded: bool = False,
    ) -> list[tuple[Memory, str, float]]:
        """Active valid memories as ``(memory, rel, score)``, best first; branch handoffs that a
        newer visible handoff of their branch links to are left out unless asked for."""
        # One read transaction for ranking and fetching: a concurrent delete between the two
        # made a ranked rowid vanish (KeyError).
        with self._snapshot():
            return self._search(
                expression, scopes, kinds, tags, target_harness, limit, include_superseded
            )

    @contextlib.contextmanager
    def _snapshot(self) -> Iterator[None]:
        if self.conn.in_transaction:
            yield
            return
        self.conn.execute("BEGIN")
        try:
            yield
        finally:
            self.conn.execute("COMMIT")

    def _search(
        self,
        expression: str | None,
        scopes: Iterable[str],
        kinds: Iterable[str],
        tags: Iterable[str],
        target_harness: str | None,
        limit: int,
        include_superseded: bool,
    ) -> list[tuple[Memory, str, float]]:
        where, params = _filters(list(scopes), list(kinds), list(tags), target_harness)
        if not include_superseded:
            where, params = _hide_superseded(where, params, target_harness)
        # Rank on rowids and sort keys only, then fetch the winners' columns: carrying every
        # match's body through the sorter cost more than BM25 itself on broad queries.
        if expression is None:
            sql = f"SELECT f.rowid, 0.0 FROM files f WHERE {where} ORDER BY {_TIES} LIMIT ?"
            ranked = self.conn.execute(sql, (*params, limit)).fetchall()
        else:
            best = self._rank_best(expression, where, params, limit)
            ranked = best if best is not None else self._rank_all(expression, where, params, limit)
        marks = ",".join("?" * len(ranked))
        sql = f"SELECT rowid, {memory_columns()}, rel FROM files WHERE rowid IN ({marks})"
        found = {
            row["rowid"]: row for row in named_rows(self.conn, sql, [rowid for rowid, _ in ranked])
        }
        return [
            (row_memory(found[rowid]), str(found[rowid]["rel"]), float(score))
            for rowid, score in ranked
        ]

    def _rank_all(
        self, expression: str, where: str, params: list[object], limit: int
    ) -> list[tuple[int, float]]:
        """The best ``limit`` (rowid, score) of every match that passes ``where``: the filters
        and the sort keys of every match, which the broad query of a large vault has thousands
        of."""
        sql = (
            f"SELECT f.rowid, {_SCORE} AS score "
            f"FROM fts JOIN files f ON f.rowid = fts.rowid WHERE fts MATCH ? AND {where} "
            f"ORDER BY score DESC, {_TIES} LIMIT ?"
        )
        return [(int(r), float(s)) for r, s in self.conn.execute(sql, (expression, *params, limit))]

    def _rank_best(
        self, expression: str, where: str, params: list[object], limit: int
    ) -> list[tuple[int, float]] | None:
        """``_rank_all``'s answer from the best-scored matches alone, or None when they cannot
        decide it.

        BM25 is computed for every match either way (what the query costs); what grew with the
        vault was the rest, done for every match: the row's filters (json_each of tags and
        targets, the links of superseded memories) and its sort keys. Here only the
        ``_candidates(limit)`` best-scored matches are filtered and sorted, less any tied with
        the best match left out, so every other match scores lower than every candidate. That
        decides the answer when at least ``limit`` candidates pass the filters, or when the
        candidates are all the matches; otherwise (filters that most matches fail, such as a
        rare tag) ``_rank_all`` does."""
        size = _candidates(limit)
        best = self.conn.execute(
            f"SELECT rowid, {_SCORE} AS score FROM fts WHERE fts MATCH ? ORDER BY score DESC "
            "LIMIT ?",
            (expression, size + 1),
        ).fetchall()
        complete = len(best) <= size
        # Matches tied with the first one left out stay out too: which of a tie comes first is
        # for the sort keys to say, and those of the rest are not read.
        floor = None if complete else float(best[size][1])
        scores = {
            int(rowid): float(score)
            for rowid, score in best[:size]
            if floor is None or float(score) > floor
        }
        marks = ",".join("?" * len(scores))
        passing = self.conn.execute(
            f"SELECT f.rowid, f.updated_at, f.id, f.scope, f.rel FROM files f "
            f"WHERE f.rowid IN ({marks}) AND {where}",
            (*scores, *params),
        ).fetchall()
        if len(passing) < limit and not complete:
            return None
        # The ORDER BY of _rank_all, by stable sorts from the last key to the first (text keys
        # compare alike: SQLite's BINARY collation orders UTF-8 as Python orders code points).
        passing.sort(key=lambda row: (row[2], row[3], row[4]))
        passing.sort(key=lambda row: row[1], reverse=True)
        passing.sort(key=lambda row: scores[row[0]], reverse=True)
        return [(int(row[0]), scores[row[0]]) for row in passing[:limit]]

    def find_id(
        self, memory_id: str, scopes: Iterable[str]
    ) -> list[tuple[tuple[str, str], Memory]]:
        chosen = list(scopes)
        marks = ",".join("?" * len(chosen))
        rows = named_rows(
            self.conn,
            f"SELECT {memory_columns()}, rel FROM files "
            f"WHERE id = ? AND code IS NULL AND scope IN ({marks}) ORDER BY scope, rel",
            (memory_id, *chosen),
        )
        return [((str(row["scope"]), str(row["rel"])), row_memory(row)) for row in rows]

    def ids_starting(
        self, prefix: str, scopes: Iterable[str], limit: int
    ) -> list[tuple[str, tuple[str, ...]]]:
        """Up to ``limit`` valid rows whose ID starts with ``prefix``: (id, target harnesses),
        by ID. A range on the ID index ("~" sorts after every character an ID may hold)."""
        chosen = list(scopes)
        marks = ",".join("?" * len(chosen))
        rows = self.conn.execute(
            f"SELECT id, targets FROM files WHERE id >= ? AND id < ? AND code IS NULL "
            f"AND scope IN ({marks}) ORDER BY id LIMIT ?",
            (prefix, prefix + "~", *chosen, limit),
        ).fetchall()
        return [(str(i), tuple(json.loads(str(t)))) for i, t in rows]

    def ids_by_random_part(
        self, prefix: str, scopes: Iterable[str], limit: int
    ) -> list[tuple[str, tuple[str, ...]]]:
        """Up to ``limit`` valid rows of generated IDs (``mem_YYYYMMDD_<random>``) whose random
        part starts with ``prefix``, by ID: what people copy, as with git's short hashes. The
        random part has no index of its own: a scan of the ID column."""
        chosen = list(scopes)
        marks = ",".join("?" * len(chosen))
        rows = self.conn.execute(
            f"SELECT id, targets FROM files WHERE id GLOB '{_GENERATED_ID}' "
            "AND substr(id, 14) >= ? AND substr(id, 14) < ? AND code IS NULL "
            f"AND scope IN ({marks}) ORDER BY id LIMIT ?",
            (prefix, prefix + "~", *chosen, limit),
        ).fetchall()
        return [(str(i), tuple(json.loads(str(t)))) for i, t in rows]

    def newest_branch_handoff(self, memory: Memory, harness: str | None) -> Memory | None:
        """The newest active handoff of ``memory``'s branch that ``harness`` can see."""
        branch = [t for t in memory.tags if t.startswith("branch-") and t != BRANCH_HANDOFF_TAG]
        if memory.kind != "handoff" or BRANCH_HANDOFF_TAG not in memory.tags or not branch:
            return None
        visible = (
            " AND EXISTS (SELECT 1 FROM json_each(n.targets) WHERE value IN ('all', ?))"
            if harness is not None else ""
        )  # fmt: skip
        rows = named_rows(
            self.conn,
            f"SELECT {memory_columns('n')} FROM files n WHERE n.code IS NULL AND n.status = "
            "'active' AND n.kind = 'handoff' AND n.scope = ? AND EXISTS (SELECT 1 FROM "
            f"json_each(n.tags) WHERE value = ?){visible} ORDER BY n.created_at DESC, n.id DESC "
            "LIMIT 1",
            (memory.scope, branch[0], *([harness] if harness is not None else [])),
        )
        return row_memory(rows[0]) if rows else None

    def backlinks(self, memory_id: str, scopes: Iterable[str]) -> list[Memory]:
        chosen = list(scopes)
        marks = ",".join("?" * len(chosen))
        rows = named_rows(
            self.conn,
            f"SELECT DISTINCT {memory_columns('f')} FROM links l JOIN files f ON f.rowid = l.src "
            f"WHERE l.target = ? AND f.code IS NULL AND f.status = 'active' "
            f"AND f.scope IN ({marks}) ORDER BY f.id, f.scope, f.rel",
            (memory_id, *chosen),
        )
        return [row_memory(row) for row in rows]

    def invalid_files(self, scopes: Iterable[str]) -> list[tuple[str, str, str]]:
        chosen = list(scopes)
        marks = ",".join("?" * len(chosen))
        rows = self.conn.execute(
            f"SELECT scope, rel, code FROM files WHERE code IS NOT NULL AND scope IN ({marks}) "
            "ORDER BY scope, rel",
            chosen,
        ).fetchall()
        return [(str(s), str(r), str(c)) for s, r, c in rows]


_SCORE = "-bm25(fts, 10.0, 6.0, 2.0, 1.0)"  # title > tags > meta > body
_TIES = "f.updated_at DESC, f.id ASC, f.scope, f.rel"  # equal scores: newest first, then by ID


def _candidates(limit: int) -> int:
    """How many best-scored matches ``Index._rank_best`` filters: room for a few that fail."""
    return 4 * limit + 16


_GENERATED_ID = "mem_" + "[0-9]" * 8 + "_*"  # what ``document.new_memory`` writes


def _filters(
    scopes: list[str], kinds: list[str], tags: list[str], target_harness: str | None
) -> tuple[str, list[object]]:
    clauses = ["f.code IS NULL", "f.status = 'active'"]
    params: list[object] = []
    clauses.append(f"f.scope IN ({','.join('?' * len(scopes))})")
    params.extend(scopes)
    if kinds:
        clauses.append(f"f.kind IN ({','.join('?' * len(kinds))})")
        params.extend(kinds)
    for tag in tags:
        clauses.append("EXISTS (SELECT 1 FROM json_each(f.tags) WHERE value = ?)")
        params.append(tag)
    if target_harness is not None:
        clauses.append("EXISTS (SELECT 1 FROM json_each(f.targets) WHERE value IN ('all', ?))")
        params.append(target_harness)
    return " AND ".join(clauses), params


# A newer active handoff of the same branch (one ``branch-<slug>`` tag in common) that the
# reader can see and that links to the row: the row is a superseded branch handoff. Of two with
# the same time (a pinned or coarse clock), the one linking to the other is the newer, unless
# the two link to each other.
_SAME_BRANCH = (
    "EXISTS (SELECT 1 FROM json_each(n.tags) a JOIN json_each(f.tags) b ON a.value = b.value "
    f"WHERE a.value LIKE 'branch-%' AND a.value != '{BRANCH_HANDOFF_TAG}')"
)
_NOT_OLDER = (
    "n.code IS NULL AND n.status = 'active' AND n.scope = f.scope AND n.id != f.id AND "
    "(n.created_at > f.created_at OR (n.created_at = f.created_at AND NOT EXISTS "
    "(SELECT 1 FROM links back WHERE back.src = f.rowid AND back.target = n.id)))"
)
_NEWER_VISIBLE = f"{_NOT_OLDER} AND n.kind = 'handoff' AND {_SAME_BRANCH}"
_VISIBLE_N = "EXISTS (SELECT 1 FROM json_each(n.targets) WHERE value IN ('all', ?))"
# A memory is replaced when a replacement or retirement notice (``replacement.replaces_row``)
# links it; the notices themselves are not results either.
_REPLACING = ", ".join(f"'{tag}'" for tag in REPLACING_TAGS)
_REPLACER = (
    f"{_NOT_OLDER} AND EXISTS (SELECT 1 FROM json_each(n.tags) WHERE value IN ({_REPLACING}))"
)
_NOTICE = f"EXISTS (SELECT 1 FROM json_each(f.tags) WHERE value = '{RETIRES_TAG}')"


def _hide_superseded(
    where: str, params: list[object], harness: str | None
) -> tuple[str, list[object]]:
    visible = f" AND {_VISIBLE_N}" if harness is not None else ""
    branch = (
        f"NOT (f.kind = 'handoff' AND EXISTS (SELECT 1 FROM json_each(f.tags) WHERE value = "
        f"'{BRANCH_HANDOFF_TAG}') AND EXISTS (SELECT 1 FROM links l JOIN files n ON n.rowid = "
        f"l.src WHERE l.target = f.id AND {_NEWER_VISIBLE}{visible}))"
    )
    replaced = (
        f"NOT {_NOTICE} AND NOT EXISTS (SELECT 1 FROM links l JOIN files n ON n.rowid = l.src "
        f"WHERE l.target = f.id AND {_REPLACER}{visible})"
    )
    harnesses = [harness, harness] if harness is not None else []
    return f"{where} AND {branch} AND {replaced}", [*params, *harnesses]


_CLASSIFYING_CODE = (
    "vault/document.py",
    "vault/checks.py",
    "vault/frontmatter.py",
    "detectors/__init__.py",
    "detectors/scanner.py",
    "detectors/pack.py",
    "detectors/detector.py",
    "detectors/tokens.py",
    "detectors/context.py",
    "detectors/placeholders.py",
    "detectors/deep.py",
    "detectors/instructions.py",
    "detectors/instruction_rules.py",
    "detectors/instruction_match.py",
    "detectors/letters.py",
    "detectors/judge",  # a package: every module of it
    "terminal.py",
    "vault/store.py",
    "vault/rows.py",
    "vault/loading.py",
    "vault/text.py",
    "vault/refresh.py",
    "vault/index.py",
    "vault/schema.py",
)

# -- opening -------------------------------------------------------------------------------------


def index_path(roots: Roots) -> Path:
    """One file per vault *and* per code version: two installed versions sharing a vault (a
    global CLI and an MCP server in another venv) each keep their own index instead of deleting
    and rebuilding the other's on every call."""
    key = "\0".join(str(roots.root(scope)) for scope in SCOPES)
    digest = blake2b(key.encode("utf-8", "surrogatepass"), digest_size=12).hexdigest()
    return roots.cache_dir / f"index-{digest}-{index_version()}.sqlite"


@functools.lru_cache(maxsize=1)  # the installed code does not change under a running process
def index_version() -> str:
    """The schema version plus a hash of the code that classifies files (parser, detectors,
    text rules): rows written by other code are never trusted, by search or by doctor."""
    return code_version(Path(__file__).resolve().parents[1])


def code_version(package: Path) -> str:
    """``index_version`` of the package installed at ``package``."""
    digest = blake2b(digest_size=8)
    for module in _CLASSIFYING_CODE:
        path = package / module
        for file in sorted(path.glob("*.py")) if path.is_dir() else [path]:
            digest.update(file.read_bytes())
    return f"{INDEX_VERSION}-{digest.hexdigest()}"


class _Outdated(sqlite3.DatabaseError):
    """The file holds an index written by other code: derived, so it is rebuilt."""


BUSY_TIMEOUT_S = 30.0  # how long a process waits for another's write to the index


def _connect(path: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    conn.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
    # Up to 64 MiB of page cache, used only as pages are read: a build updates the same B-tree
    # and FTS pages again and again (2 MiB made it re-read them from the file).
    conn.execute("PRAGMA cache_size = -65536")
    if path != ":memory:":
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA synchronous = NORMAL")
    schema.create(conn)
    expected = index_version()
    version = conn.execute("SELECT value FROM meta WHERE key = 'version'").fetchone()
    if version is None:
        conn.execute("INSERT OR IGNORE INTO meta (key, value) VALUES ('version', ?)", (expected,))
        conn.execute("INSERT OR IGNORE INTO meta (key, value) VALUES (?, '0')", (GENERATION,))
        # FTS5 merges segments once 16 (not 4) of a size exist: a cold build of 100,000
        # memories spent a quarter of its SQLite time merging, and queries did not slow.
        conn.execute("INSERT INTO fts (fts, rank) VALUES ('automerge', 16)")
    elif version[0] != expected:
        raise _Outdated("index version mismatch")
    return conn


def _remove(path: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        with contextlib.suppress(FileNotFoundError):
            os.unlink(f"{path}{suffix}")


def corrupt(error: sqlite3.Error) -> bool:
    """Whether ``error`` says the file itself is damaged -- the one case in which the cache
    may be deleted. A busy index ("database is locked"), an I/O failure or our own mistake
    (IntegrityError, ProgrammingError) is not cured by deleting what other processes share."""
    if isinstance(error, _Outdated):
        return True
    name = getattr(error, "sqlite_errorname", None)  # Python 3.11+
    if name is not None:
        return str(name).startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB"))
    text = str(error)
    return "malformed" in text or "not a database" in text


def busy(error: sqlite3.Error) -> bool:
    name = getattr(error, "sqlite_errorname", None)
    if name is not None:
        return str(name).startswith(("SQLITE_BUSY", "SQLITE_LOCKED"))
    return "locked" in str(error) or "busy" in str(error)


def _busy_error() -> Busy:
    return Busy(
        "INDEX_BUSY",
        f"The search index stayed locked by another process for {BUSY_TIMEOUT_S:g} s; "
        "try again (nothing was changed).",
    )


def _open_file(path: Path) -> sqlite3.Connection:
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    try:
        return _connect(str(path))
    except sqlite3.DatabaseError as error:
        if not corrupt(error):
            raise
        _remove(path)  # a corrupt or outdated cache: it is derived, so rebuild it
        return _connect(str(path))


# A long-running process (the MCP server) keeps its index connections open between calls
# (``keep_open``): SQLite's page cache belongs to a connection, so a new one for every call
# read again every page its queries touched -- FTS doclists and rows that grow with the vault,
# half of a warm search at 10,000 memories. SQLite checks at each transaction whether another
# process wrote, so a kept connection reads what every other one committed. It is used only by
# the thread and the process that opened it, and only while its path names the same file.
_kept = threading.local()
_keeping = False


def keep_open() -> None:
    """Keep each thread's index connections open from now on (for a long-running process)."""
    global _keeping
    _keeping = True


def _kept_connection(path: Path) -> sqlite3.Connection | None:
    found: dict[Path, tuple[sqlite3.Connection, tuple[int, int, int]]] = getattr(
        _kept, "connections", {}
    )
    held = found.pop(path, None)
    if held is None:
        return None
    conn, identity = held
    try:
        info = os.stat(path)
        same = identity == (os.getpid(), info.st_dev, info.st_ino)
    except OSError:
        same = False
    if not same or conn.in_transaction:
        if identity[0] == os.getpid():
            conn.close()
        return None
    return conn


def _keep(path: Path, conn: sqlite3.Connection) -> None:
    try:
        info = os.stat(path)
    except OSError:
        conn.close()
        return
    if not hasattr(_kept, "connections"):
        _kept.connections = {}
    _kept.connections[path] = (conn, (os.getpid(), info.st_dev, info.st_ino))


@contextlib.contextmanager
def open_index(roots: Roots) -> Iterator[Index]:
    """The vault's index; falls back to an in-memory one when the cache is unusable (but
    not when it is only busy: raises ``Busy``). Under ``keep_open`` a file's connection is
    kept for the next call, unless the call failed."""
    path = index_path(roots)
    conn = _kept_connection(path) if _keeping else None
    if conn is not None:
        try:
            yield Index(conn)
        except BaseException:
            conn.close()
            raise
        _keep(path, conn)
        return
    try:
        conn = _open_file(path)
    except sqlite3.Error as error:
        if busy(error):
            raise _busy_error() from None
        conn = _connect(":memory:")
    except OSError:
        conn = _connect(":memory:")
    kept = False
    try:
        yield Index(conn)
        kept = _keeping and conn.in_transaction is False and _is_file(conn)
    finally:
        if kept:
            _keep(path, conn)
        else:
            conn.close()


def _is_file(conn: sqlite3.Connection) -> bool:
    return any(name == "main" and file for _, name, file in conn.execute("PRAGMA database_list"))


_T = TypeVar("_T")


def with_index(roots: Roots, work: Callable[[Index], _T]) -> _T:
    """Run ``work`` on the vault's index. A cache whose header is intact but whose pages are
    corrupt only fails once a query reaches them; it is derived, so delete it and run again."""
    try:
        with open_index(roots) as index:
            return work(index)
    except sqlite3.Error as error:
        if busy(error):
            raise _busy_error() from None
        if not corrupt(error):
            raise  # an I/O failure or a bug: deleting the shared cache would not help
    _remove(index_path(roots))
    with open_index(roots) as index:
        return work(index)


def rebuild(
    roots: Roots, scopes: Iterable[str], progress: Callable[[int, int], None] | None = None
) -> int:
    """Index every file again; returns how many files were indexed."""
    chosen = list(scopes)
    return with_index(roots, lambda index: index.rebuild(roots, chosen, progress))
