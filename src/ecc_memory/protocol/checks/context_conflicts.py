"""Entry-level analysis shared by ``check`` and the context pack's conflict gate."""

from __future__ import annotations

from collections import defaultdict

from ecc_memory.protocol.checks.reconciliations import check_reconciliations
from ecc_memory.protocol.model.conflicts import analyse
from ecc_memory.protocol.model.entry_rules import identity_coverage, validate_entry
from ecc_memory.protocol.model.problems import Problem, involving, shown, warning
from ecc_memory.protocol.model.snapshot import Snapshot


def entry_problems(snapshot: Snapshot, *, strict: bool) -> list[Problem]:
    """Schema problems of every Entry, registry problems and cross-Entry findings."""
    problems: list[Problem] = []
    for item in snapshot.entries:
        problems += validate_entry(item.entry, item.storage)
        problems += identity_coverage(item.entry, item.storage, strict=strict)
    if snapshot.registry is not None:
        problems += snapshot.registry.problems
    records = snapshot.documents.get("reconciliations.md")
    if records is not None:
        problems += check_reconciliations(records, snapshot.entries)
    return problems + analyse(snapshot.entries, snapshot.registry)


def pack_conflicts(snapshot: Snapshot, loaded: set[str], matched_areas: list[str]) -> list[Problem]:
    """``MC-CONFLICT-*`` findings that involve any loaded module, plus MC-CONFLICT-009."""
    relevant = loaded | {"subjects.md"}
    found = [
        p
        for p in snapshot.problems + entry_problems(snapshot, strict=True)
        if p.code.startswith("MC-CONFLICT-") and not relevant.isdisjoint(p.files)
    ]
    if snapshot.registry is None:
        found.append(
            Problem(
                "MC-CONFLICT-010",
                "error",
                "subjects.md",
                0,
                "the Subject registry subjects.md is missing",
            )
        )
    return found + _area_overlaps(snapshot, matched_areas)


def _area_overlaps(snapshot: Snapshot, areas: list[str]) -> list[Problem]:
    owners: dict[tuple[str, str], set[str]] = defaultdict(set)
    for item in snapshot.entries:
        entry = item.entry
        if entry.path in areas and entry.status == "active" and entry.scalar("Subject"):
            key = (
                (entry.scalar("Subject") or "").casefold(),
                (entry.scalar("Facet") or "").casefold(),
            )
            owners[key].add(entry.path)
    return [
        involving(
            warning(
                "MC-CONFLICT-009",
                sorted(paths)[0],
                0,
                f"matched areas "
                f"{', '.join(sorted(paths))} both own Subject {shown(subject)}, "
                f"Facet {shown(facet)}",
            ),
            paths,
        )
        for (subject, facet), paths in sorted(owners.items())
        if len(paths) > 1
    ]
