"""``list`` and ``show``: stable references to every unit, read-only.

Formal Entries are listed by their ID, legacy units as ``<file>#unit-<n>`` (the numbering the
context packs use), each with its status and Scope; an Entry or reconciliation record with a
schema error is marked ``INVALID``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.checks.checker import check_tree
from ecc_memory.protocol.model.entries import BODY_FIELDS, Entry
from ecc_memory.protocol.model.packing import unit_ref
from ecc_memory.protocol.model.problems import shown
from ecc_memory.protocol.model.snapshot import build_snapshot, is_readme
from ecc_memory.protocol.model.storage import classify
from ecc_memory.protocol.model.units import Unit

SKIPPED = frozenset({"manifest.md", "subjects.md", "brief.md", "changelog.md"})


class Item(NamedTuple):
    ref: str
    status: str
    scope: str
    path: str
    line: int
    title: str
    invalid: bool
    entry: Entry | None = None
    unit: Unit | None = None

    def label(self) -> str:
        status = "INVALID" if self.invalid else self.status
        return f"{self.ref} [{status}; {self.scope}] {self.path}"

    def to_json(self) -> dict[str, object]:
        return {
            "ref": self.ref,
            "status": self.status,
            "scope": self.scope,
            "path": self.path,
            "line": self.line,
            "title": self.title,
            "invalid": self.invalid,
        }


def _file_scope(path: str) -> str:
    storage = classify(path)
    return f"area:{storage.name}" if storage.kind == "area" else "project"


def _bad_lines(files: Mapping[str, bytes]) -> set[tuple[str, int]]:
    """(path, line) of every error that names an Entry's heading line."""
    return {
        (p.path, p.line)
        for p in check_tree(files)
        if p.severity == "error" and p.code in ("MC-CONFLICT-007", "MC-CONFLICT-008")
    }


def list_items(files: Mapping[str, bytes], *, include_archive: bool = False) -> list[Item]:
    snapshot = build_snapshot(files)
    entries = {(item.entry.path, item.entry.line): item.entry for item in snapshot.entries}
    bad = _bad_lines(files)
    items: list[Item] = []
    for path, document in sorted(snapshot.documents.items()):
        storage = classify(path)
        if (
            path in SKIPPED
            or is_readme(path)
            or (storage.kind == "archive" and not include_archive)
        ):
            continue
        for index, unit in enumerate(document.units, start=1):
            entry = entries.get((path, unit.line))
            items.append(_item(path, index, unit, entry, bad))
    return items


def _item(
    path: str, index: int, unit: Unit, entry: Entry | None, bad: set[tuple[str, int]]
) -> Item:
    invalid = (path, unit.line) in bad
    if entry is not None:
        return Item(
            entry.entry_id,
            entry.status or "unknown",
            entry.scalar("Scope") or "?",
            path,
            unit.line,
            entry.title,
            invalid,
            entry,
            unit,
        )
    title = unit.heading.title if unit.heading else unit.lines[0].text.lstrip("-*+ ")
    return Item(
        unit_ref(path, index, unit),
        "legacy",
        _file_scope(path),
        path,
        unit.line,
        title,
        invalid and unit.kind == "h2",
        None,
        unit,
    )


def find_item(files: Mapping[str, bytes], ref: str) -> Item:
    wanted = ref.strip()
    for item in list_items(files, include_archive=True):
        if item.ref.upper() == wanted.upper() or item.ref == wanted:
            return item
    raise InvalidInput("PROTOCOL_UNKNOWN_ENTRY", f"no unit {shown(wanted)} in the memory files")


def show_json(item: Item) -> dict[str, object]:
    data = item.to_json()
    entry = item.entry
    if entry is None:
        data["text"] = item.unit.text if item.unit else ""
        return data
    data["fields"] = {
        f.name: f.value.strip()
        for f in entry.fields
        if f.name not in BODY_FIELDS and f.name != "Evidence"
    }
    data["evidence"] = [value for _, value in entry.evidence()]
    data["bodies"] = {f.name: entry.body(f.name) for f in entry.fields if f.name in BODY_FIELDS}
    return data


def show_text(item: Item) -> list[str]:
    entry = item.entry
    if entry is None:
        text = item.unit.text if item.unit else ""
        return [
            f"{item.ref} [legacy; {item.scope}]",
            *text.splitlines(),
            f"Source: {item.path}:{item.line}",
        ]
    lines = [f"{entry.entry_id} \u2014 {entry.title}"]
    if item.invalid:
        lines.append("[INVALID] this Entry has schema errors; run `ecc memory protocol check`")
    for field in entry.fields:
        if field.name in BODY_FIELDS:
            lines += ["", f"{field.name}:", *(entry.body(field.name) or "").splitlines()]
        elif field.name == "Evidence":
            lines += ["Evidence:", *(f"- {value}" for _, value in entry.evidence())]
        else:
            lines.append(f"{field.name}: {field.value.strip()}")
    return [*lines, "", f"Source: {item.path}:{item.line}"]
