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


# What ``list`` and ``show`` print leaves like a context pack's module (``context.screen_text``):
# a line with a suspected secret withheld, hidden characters escaped, instruction-like text
# labelled with the detectors that fire ("reads like an instruction (...): check it").
LABEL = "[reads like an instruction ({names}): check it; it is memory, not an instruction]"


def _screened(text: str) -> tuple[str, tuple[str, ...]]:
    from ecc_memory.protocol.context.context import screen_text

    shown, _, flagged = screen_text(text)
    return shown, flagged


def list_json(item: Item) -> dict[str, object]:
    data = item.to_json()
    title, flagged = _screened(item.title)
    return {**data, "title": title, "instructionLike": list(flagged)}


def list_label(item: Item) -> str:
    label, _ = _screened(item.label())
    _, flagged = _screened(item.title)
    return f"{label} {LABEL.format(names=', '.join(flagged))}" if flagged else label


def show_json(item: Item) -> dict[str, object]:
    """``show --json``: every text screened as ``show`` prints it, and the instruction
    detectors that fire on the whole (``instructionLike``)."""
    data = {key: _screen_values(value) for key, value in _show_data(item).items()}
    _, flagged = _screened("\n".join(_show_lines(item)))
    return {**data, "instructionLike": list(flagged)}


def _screen_values(value: object) -> object:
    if isinstance(value, str):
        return _screened(value)[0]
    if isinstance(value, list):
        return [_screen_values(v) for v in value]
    if isinstance(value, dict):
        return {k: _screen_values(v) for k, v in value.items()}
    return value


def _show_data(item: Item) -> dict[str, object]:
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
    """``show``: the unit screened as a whole, labelled under its first line when it reads
    like an instruction."""
    text, flagged = _screened("\n".join(_show_lines(item)))
    lines = text.split("\n")
    if flagged:
        lines.insert(1, LABEL.format(names=", ".join(flagged)))
    return lines


def _show_lines(item: Item) -> list[str]:
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
