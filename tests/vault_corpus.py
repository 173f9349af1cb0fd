"""A small vault of every kind of file the index holds, and the index's rows to compare: for
the tests of the build (``vault.loading``, ``vault.schema``), which must write the same rows
however they build."""

from __future__ import annotations

import os
from pathlib import Path

from ecc_memory.config import Roots, resolve_roots
from ecc_memory.vault.document import Memory, kind_dir, new_memory, serialize
from ecc_memory.vault.index import open_index
from gitrepo import fake_token

_ROWS = (
    "SELECT scope, rel, size, mtime_ns, ctime_ns, ino, sha, code, id, title, kind, status, "
    "source, targets, tags, links, created_at, updated_at, body FROM files ORDER BY scope, rel"
)


def memory(title: str, **fields: object) -> Memory:
    base = new_memory(title=title, body=f"Body of {title}.", source_harness="codex")
    return base._replace(**fields) if fields else base  # type: ignore[arg-type]


def plant(roots: Roots, item: Memory, data: bytes | None = None, name: str = "") -> None:
    folder = roots.root(item.scope) / kind_dir(item.kind)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / (name or f"{item.id}.md")).write_bytes(serialize(item) if data is None else data)


def mixed_vault(project: Path) -> Roots:
    """Valid memories in both scopes and several kinds, with links, plus every kind of
    excluded file: unparsable, a suspected secret, a memory in the wrong directory."""
    roots = resolve_roots(project, os.environ)
    earlier: list[str] = []
    for number in range(40):
        scope = "team" if number % 4 == 0 else "project"
        kind = ("note", "decision", "lesson")[number % 3]
        item = memory(f"Memory {number}", scope=scope, kind=kind, links=tuple(earlier[-2:]))
        plant(roots, item)
        earlier.append(item.id)
    plant(roots, memory("Broken"), b"---\ntitle: [[[\n---\n")
    plant(roots, memory("Leaky", body=f"token {fake_token('ghp_', 36)}"))
    plant(roots, memory("Misplaced"), serialize(memory("Misplaced", kind="lesson")))
    return roots


def index_rows(roots: Roots) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    with open_index(roots) as index:
        rows = index.conn.execute(_ROWS).fetchall()
        links = index.conn.execute(
            "SELECT f.rel, l.target FROM links l JOIN files f ON f.rowid = l.src "
            "ORDER BY f.rel, l.rowid"
        ).fetchall()
    return rows, links
