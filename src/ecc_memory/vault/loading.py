"""Turning changed files into index rows: read, classify, hash -- in worker processes when many.

Reading and classifying a file (parse, validate, secret scan) is two thirds of a cold index
build; SQLite's insert is the rest and must stay in the one process that holds the write
transaction. A build of at least ``PARALLEL_MIN`` files therefore forks worker processes that
read and classify chunks of files while the parent writes what they return. The workers only
read: they inherit the scope root's descriptor (so they open exactly the directory the walk
listed, never a path that could have been swapped), never touch the index, and exit when the
parent does -- a ``kill -9`` of the parent loses nothing it had committed. They are forked only
where ``workers`` allows it: from a single-threaded process (the CLI) on Linux; a process with
threads (the MCP server) parses serially, as forking it could copy a lock another thread holds.
"""

from __future__ import annotations

import json
from collections.abc import Generator, Sequence
from typing import NamedTuple

try:  # hashlib's import loads OpenSSL (3 ms of every index open); blake2b is CPython's own
    from _blake2 import blake2b as blake2b
except ImportError:  # pragma: no cover - an interpreter without it
    from hashlib import blake2b as blake2b

from ecc_memory.vault.checks import file_notes
from ecc_memory.vault.rows import index_values
from ecc_memory.vault.store import INVALID_DOCUMENT, UNREADABLE, classify, read_files
from ecc_memory.workers import allowed_workers, fork_map

PARALLEL_MIN = 2000  # fewer files than this are parsed in-process: forking would cost more
_CHUNK = 200  # files per task sent to a worker


class Parsed(NamedTuple):
    """What the index stores for one file's bytes: built in a worker, written by the parent."""

    rel: str
    sha: str
    code: str | None  # None for a valid memory
    unread: bool  # the file could not be read at all: the verdict says nothing about it
    empty: bool  # no bytes were read
    columns: tuple[str, ...]  # id ... body of a valid memory (see ``MEMORY_ROW``), else ()
    fts: tuple[str, ...]  # the FTS5 values (title, tags, meta, body), else ()
    links: tuple[str, ...]
    # Doctor's verdict beside the row: why an excluded file was excluded and on which line,
    # and the per-file notes of ``vault.checks`` (JSON, "" for none).
    reason: str = ""
    line: int = 0
    notes: str = ""


_json_string = json.encoder.encode_basestring_ascii  # what json.dumps uses for a str (C)
_EMPTY_SHA = blake2b(b"", digest_size=16).hexdigest()
# The ``files`` columns ``Parsed.columns`` fills, in order.
MEMORY_ROW = (
    "id", "title", "kind", "status", "source", "targets", "tags", "links", "created_at",
    "updated_at", "body",
)  # fmt: skip


def parse(rel: str, data: bytes | None, scope: str) -> Parsed:
    """One file's row from its bytes (None: it could not be read)."""
    if data is None:
        return Parsed(rel, _EMPTY_SHA, INVALID_DOCUMENT, True, True, (), (), (), UNREADABLE)
    sha = blake2b(data, digest_size=16).hexdigest()
    loaded = classify(data, scope, rel)
    memory = loaded.memory
    notes = file_notes(rel, data, memory)
    if memory is None:
        verdict = (loaded.reason, loaded.line, notes)
        return Parsed(rel, sha, loaded.code, False, not data, (), (), (), *verdict)
    columns = (
        memory.id, memory.title, memory.kind, memory.status, memory.source_harness,
        json_list(memory.target_harnesses), json_list(memory.tags), json_list(memory.links),
        memory.created_at, memory.updated_at, memory.body,
    )  # fmt: skip
    fts = index_values(memory)
    return Parsed(rel, sha, None, False, not data, columns, fts, memory.links, notes=notes)


def json_list(items: tuple[str, ...]) -> str:
    """``json.dumps(list(items))`` for strings, byte for byte, without its encoder's set-up
    (three lists a file were 9 us of a build's 160)."""
    return f"[{', '.join(map(_json_string, items))}]"


def parse_files(
    groups: Sequence[tuple[int | None, str, Sequence[str]]],
) -> Generator[Parsed, None, None]:
    """Every file's row, group after group, each in the order of its ``rels``; ``groups`` are
    ``(root_fd, scope, rels)``. In worker processes when there are many files in all: one set of
    workers for every group, so a refresh of two scopes never waits for the first scope's last
    rows before the second's start being read."""
    chunks: list[tuple[int, str, list[str]]] = []
    for root_fd, scope, rels in groups:
        if rels:
            assert root_fd is not None  # a walk of a missing directory finds no files
            starts = range(0, len(rels), _CHUNK)
            chunks += [(root_fd, scope, list(rels[i : i + _CHUNK])) for i in starts]
    if not chunks:
        return
    workers = _workers(sum(len(rels) for _, _, rels in groups))
    results = fork_map(_parse_chunk, chunks, workers) if workers else None
    if results is None:  # few files, or no process could be forked: parse here
        for chunk in chunks:
            yield from _parse_chunk(chunk)
        return
    # A worker that dies mid-build has its chunks parsed here (``fork_map``): the build inside
    # the write transaction always ends. Closing this generator ends the workers.
    for rows in results:
        yield from rows


def parses_in_workers(count: int) -> bool:
    """Whether ``parse_files`` will parse ``count`` files in worker processes (unless forking
    fails, or a worker dies: then this process parses what is left)."""
    return _workers(count) > 0


def _workers(count: int) -> int:
    """How many worker processes to fork for ``count`` files (0: parse in this process)."""
    return 0 if count < PARALLEL_MIN else allowed_workers()


def _parse_chunk(task: tuple[int, str, list[str]]) -> list[Parsed]:
    root_fd, scope, rels = task
    return [parse(rel, data, scope) for rel, data in read_files(root_fd, rels)]
