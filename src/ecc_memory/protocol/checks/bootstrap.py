"""Thin bootstrap files: ``AGENTS.md``, ``CLAUDE.md`` and ``GEMINI.md`` at the project root.

A harness reads its bootstrap file whole at every session start, so it should point to
``docs/memory/manifest.md`` rather than hold memory itself: a copy costs tokens every session
and drifts from the governed files. As in the reference, these are warnings: a bootstrap over
500 tokens (``ECC-BOOTSTRAP-001``), one that copies memory content (``ECC-BOOTSTRAP-002``: a
memory file's section heading, a formal Entry heading, or two or more substantial lines of
memory text verbatim), and a ``GEMINI.md`` that imports memory files with ``@path``
(``ECC-BOOTSTRAP-003``), which would load them outside the routed, budgeted context pack.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Mapping

from ecc_memory.protocol.model.budget import estimate_tokens
from ecc_memory.protocol.model.markdown import Line, lex, parse_heading
from ecc_memory.protocol.model.problems import Problem, shown, warning
from ecc_memory.protocol.model.snapshot import Snapshot
from ecc_memory.protocol.model.units import is_formal_heading

BOOTSTRAP_FILES = ("AGENTS.md", "CLAUDE.md", "GEMINI.md")
BOOTSTRAP_BUDGET = 500
# Titles a copied memory section carries even when the memory files use other H1s.
MEMORY_TITLES = frozenset(
    {
        "decisions",
        "constraints",
        "do not use",
        "do-not-use",
        "memory inbox",
        "preferences",
        "project brief",
    }
)
NOT_CONTENT = frozenset({"manifest.md", "subjects.md", "reconciliations.md"})
COPY_MIN_CHARS = 30
COPY_MIN_LINES = 2
_MARKER = re.compile(r"(?:[-*+]|\d+[.)])[ \t]+")


def bootstrap_problems(
    files: Mapping[str, bytes], memory_dir: str, snapshot: Snapshot
) -> list[Problem]:
    """Warnings for the bootstrap files in ``files`` (project-relative name -> bytes)."""
    problems: list[Problem] = []
    memory = _MemoryText(snapshot)
    for name in BOOTSTRAP_FILES:
        data = files.get(name)
        if data is None:
            continue
        text = data.decode("utf-8", "replace").removeprefix("\ufeff")
        path = posixpath.relpath(name, memory_dir)
        lines = [line for line in lex(text).lines if line.kind in ("visible", "indented")]
        problems += _budget(name, path, text)
        problems += _copies(name, path, lines, memory, memory_dir)
        if name == "GEMINI.md":
            problems += _imports(path, lines, memory_dir)
    return problems


def _budget(name: str, path: str, text: str) -> list[Problem]:
    tokens = estimate_tokens(text)
    if tokens <= BOOTSTRAP_BUDGET:
        return []
    return [
        warning(
            "ECC-BOOTSTRAP-001",
            path,
            1,
            f"{name} is {tokens} tokens (over "
            f"{BOOTSTRAP_BUDGET}); keep a bootstrap file a thin pointer to the memory "
            "manifest",
        )
    ]


class _MemoryText:
    """What a copy of memory looks like: section titles and substantial lines, by file."""

    def __init__(self, snapshot: Snapshot) -> None:
        self.titles = set(MEMORY_TITLES)
        self.lines: dict[str, str] = {}
        for path, document in snapshot.documents.items():
            if path in NOT_CONTENT:
                continue
            if document.title is not None:
                heading = parse_heading(document.title.text)
                if heading is not None:
                    self.titles.add(heading.key)
            for line in document.lexed.lines:
                key = _line_key(line.text)
                if key is not None:
                    self.lines.setdefault(key, path)


def _line_key(text: str) -> str | None:
    """A line's comparable form, or None when it is too short to show a copy."""
    stripped = text.strip()
    marker = _MARKER.match(stripped)
    body = " ".join(stripped[marker.end() if marker else 0 :].split()).casefold()
    if len(body) < COPY_MIN_CHARS or body.count(" ") < 3:
        return None
    return body


def _copies(
    name: str, path: str, lines: list[Line], memory: _MemoryText, memory_dir: str
) -> list[Problem]:
    found: list[tuple[int, str]] = []
    copied: list[tuple[int, str]] = []
    for line in lines:
        heading = parse_heading(line.text) if line.kind == "visible" else None
        if heading is not None and (heading.key in memory.titles or is_formal_heading(line.text)):
            found.append((line.number, f"the section {shown(heading.title)}"))
        key = _line_key(line.text)
        if key is not None and key in memory.lines:
            copied.append((line.number, memory.lines[key]))
    if len(copied) >= COPY_MIN_LINES:
        sources = ", ".join(sorted({source for _, source in copied}))
        found.append((copied[0][0], f"{len(copied)} lines of {sources}"))
    if not found:
        return []
    number, what = min(found)
    return [
        warning(
            "ECC-BOOTSTRAP-002",
            path,
            number,
            f"{name} appears to copy memory content "
            f"({what}); point to {memory_dir}/manifest.md instead",
        )
    ]


def _imports(path: str, lines: list[Line], memory_dir: str) -> list[Problem]:
    pattern = re.compile(r"(?<!\S)@(?:\./|/)?" + re.escape(memory_dir) + r"(?:/|\s|$)")
    for line in lines:
        if pattern.search(line.text):
            return [
                warning(
                    "ECC-BOOTSTRAP-003",
                    path,
                    line.number,
                    "GEMINI.md imports files "
                    f"from {memory_dir}; point to {memory_dir}/manifest.md instead so "
                    "memory loads through routed, budgeted context packs",
                )
            ]
    return []
