"""One read-only parse of a memory tree, shared by check, context and status.

The tree is a mapping of paths relative to the memory directory to raw bytes, so the same code
checks a working directory and the staged blobs of a git index.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from ecc_memory.protocol.model.conflicts import Located, locate
from ecc_memory.protocol.model.entries import Entry, parse_entry
from ecc_memory.protocol.model.manifest import Manifest, parse_manifest
from ecc_memory.protocol.model.problems import Problem, error
from ecc_memory.protocol.model.storage import TOO_DEEP, classify, too_deep
from ecc_memory.protocol.model.subjects import Registry, parse_registry
from ecc_memory.protocol.model.units import (
    ENTRY_ID_ANYWHERE,
    ENTRY_LIKE_TITLE,
    Document,
    Unit,
    parse_document,
)

NOT_ENTRY_FILES = frozenset({"manifest.md", "subjects.md", "reconciliations.md"})
LEX_CODES = {"reconciliations.md": "MC-CONFLICT-008"}


class Snapshot(NamedTuple):
    texts: dict[str, str]
    manifest: Manifest | None
    documents: dict[str, Document]
    entries: list[Located]
    registry: Registry | None
    problems: list[Problem]

    @property
    def schema(self) -> int:
        return self.manifest.schema if self.manifest else 1

    def entries_in(self, path: str) -> list[Entry]:
        return [item.entry for item in self.entries if item.entry.path == path]


def decode(files: Mapping[str, bytes]) -> tuple[dict[str, str], list[Problem]]:
    """UTF-8 text of every ``.md`` file; undecodable files become ``ECC-FILE-003`` errors and
    files nested too deep (a staged tree can hold any path) one ``ECC-FILE-005`` per folder."""
    texts: dict[str, str] = {}
    problems: list[Problem] = []
    deep: set[str] = set()
    for path in sorted(files):
        if not path.endswith(".md"):
            continue
        folder = too_deep(path)
        if folder is not None:
            if folder not in deep:
                deep.add(folder)
                problems.append(error("ECC-FILE-005", folder, 0, TOO_DEEP))
            continue
        try:
            text = files[path].decode("utf-8")
        except UnicodeDecodeError:
            problems.append(error("ECC-FILE-003", path, 1, "file is not valid UTF-8"))
            continue
        texts[path] = text.removeprefix("\ufeff")
    return texts, problems


def is_readme(path: str) -> bool:
    return path.rsplit("/", 1)[-1] == "README.md" and "/" in path


def build_snapshot(files: Mapping[str, bytes]) -> Snapshot:
    texts, problems = decode(files)
    manifest = parse_manifest(texts["manifest.md"]) if "manifest.md" in texts else None
    schema = manifest.schema if manifest else 1
    documents: dict[str, Document] = {}
    entries: list[Entry] = []
    for path, text in texts.items():
        if path == "manifest.md" or is_readme(path):
            continue
        document = parse_document(text)
        documents[path] = document
        if path != "subjects.md":
            problems.extend(_lex_problems(path, document))
        if path not in NOT_ENTRY_FILES:
            entries.extend(_entries(path, document, schema, problems))
    registry = parse_registry(documents["subjects.md"]) if "subjects.md" in documents else None
    return Snapshot(texts, manifest, documents, locate(entries), registry, problems)


def _lex_problems(path: str, document: Document) -> list[Problem]:
    code = LEX_CODES.get(path, "MC-CONFLICT-007")
    return [
        error(code, path, fault.line, f"{path}: {fault.message}") for fault in document.lexed.faults
    ]


def _entries(path: str, document: Document, schema: int, problems: list[Problem]) -> list[Entry]:
    found: list[Entry] = []
    for unit in document.units:
        if unit.kind != "h2":
            continue
        entry = parse_entry(unit, path, schema)
        if entry is not None:
            found.append(entry)
        elif classify(path).kind != "changelog":
            problems.extend(_malformed_heading(path, unit))
    return found


def _malformed_heading(path: str, unit: Unit) -> list[Problem]:
    """An H2 that names an Entry ID, or starts like one, but is not a canonical Entry heading."""
    title = unit.heading.title if unit.heading is not None else ""
    if ENTRY_ID_ANYWHERE.search(unit.lines[0].text):
        message = "malformed Entry heading; expected '## <ENTRY_ID> — <title>'"
    elif ENTRY_LIKE_TITLE.match(title):
        message = (
            "malformed Entry heading: its ID breaks the Entry ID grammar "
            "MC-<TYPE>-YYYYMMDD-<8 hex digits>"
        )
    else:
        return []
    return [error("MC-CONFLICT-007", path, unit.line, message)]
