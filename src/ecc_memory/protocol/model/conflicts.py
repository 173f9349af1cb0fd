"""Cross-Entry analysis: duplicate IDs, relations, Subject references, Exception-To, owners.

Overall status is the worst of INVALID > CONFLICT > REVIEW > CLEAR over the findings.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import NamedTuple

from ecc_memory.protocol.model.entries import Entry
from ecc_memory.protocol.model.entry_rules import is_structural_owner
from ecc_memory.protocol.model.problems import Problem, error, involving, shown, warning
from ecc_memory.protocol.model.storage import Storage, classify
from ecc_memory.protocol.model.subjects import Registry

STATUS_OF: dict[str, str] = {
    "MC-CONFLICT-001": "CONFLICT",
    "MC-CONFLICT-002": "REVIEW",
    "MC-CONFLICT-009": "REVIEW",
}
STATUS_RANK = {"CLEAR": 0, "REVIEW": 1, "CONFLICT": 2, "INVALID": 3}
# A missing or invalid manifest contract means no conflict-free state can be established.
CONTRACT_CODES = frozenset({"MC-ROUTING-001", "MC-ROUTING-003", "MC-ROUTING-007"})
RELATION = "MC-CONFLICT-008"
CANDIDATE_TARGETS = {
    "decision": ("DEC", "AREA"),
    "constraint": ("CON",),
    "preference": ("PREF",),
    "tombstone": ("DNU",),
    "do-not-use": ("DNU",),
}


def conflict_status(problems: Iterable[Problem]) -> str:
    """CLEAR, REVIEW, CONFLICT or INVALID for a set of ``MC-CONFLICT-*`` findings; a manifest
    contract error among them (missing manifest, MC-ROUTING-003/007) makes it INVALID."""
    worst = "CLEAR"
    for problem in problems:
        if problem.code in CONTRACT_CODES and problem.severity == "error":
            return "INVALID"
        if problem.code.startswith("MC-MERGE-"):  # merge review: REVIEW-* or CONFLICT
            status = "REVIEW" if problem.code.startswith("MC-MERGE-REVIEW-") else "CONFLICT"
        elif problem.code.startswith("MC-CONFLICT-"):
            status = STATUS_OF.get(problem.code, "INVALID")
        else:
            continue
        if STATUS_RANK[status] > STATUS_RANK[worst]:
            worst = status
    return worst


class Located(NamedTuple):
    entry: Entry
    storage: Storage


def locate(entries: Iterable[Entry]) -> list[Located]:
    return [Located(entry, classify(entry.path)) for entry in entries]


def analyse(entries: list[Located], registry: Registry | None) -> list[Problem]:
    """All cross-Entry findings over live and archive Entries."""
    index = _index(entries)
    problems = _duplicates(index)
    unique = {key: found[0] for key, found in index.items() if len(found) == 1}
    for item in entries:
        problems.extend(_relations(item.entry, unique, index))
        problems.extend(_exception(item, unique))
        if registry is not None:
            problems.extend(_subject_refs(item, registry))
    return problems + _owners(entries)


def _index(entries: list[Located]) -> dict[str, list[Located]]:
    index: dict[str, list[Located]] = defaultdict(list)
    for item in entries:
        index[item.entry.key].append(item)
    return index


def _duplicates(index: dict[str, list[Located]]) -> list[Problem]:
    problems: list[Problem] = []
    for found in index.values():
        if len(found) > 1:
            paths = {item.entry.path for item in found}
            places = ", ".join(sorted(paths))
            for item in found[1:]:
                problems.append(
                    involving(
                        error(
                            RELATION,
                            item.entry.path,
                            item.entry.line,
                            f"duplicate Entry ID {item.entry.entry_id} in: {places}",
                        ),
                        paths,
                    )
                )
    return problems


def _identity(entry: Entry) -> tuple[str, str, str]:
    return tuple((entry.scalar(n) or "").casefold() for n in ("Scope", "Subject", "Facet"))  # type: ignore[return-value]


def _rel(entry: Entry, message: str, *others: Entry) -> Problem:
    """A relation finding on ``entry`` that also names the files of the ``others`` it involves."""
    problem = error(RELATION, entry.path, entry.line, f"{entry.entry_id} {message}")
    return involving(problem, (other.path for other in others))


def _relations(
    entry: Entry, unique: dict[str, Located], index: dict[str, list[Located]]
) -> list[Problem]:
    problems: list[Problem] = []
    for name, back in (
        ("Supersedes", "Superseded-By"),
        ("Superseded-By", "Supersedes"),
        ("Promoted-From", "Promoted-To"),
        ("Promoted-To", "Promoted-From"),
    ):
        target_id = entry.scalar(name)
        if not target_id:
            continue
        matches = index.get(target_id.upper(), [])
        if len(matches) != 1:
            problems.append(
                _rel(
                    entry,
                    f"{name} target {shown(target_id)} does not resolve to exactly one Entry",
                    *(item.entry for item in matches),
                )
            )
            continue
        target = unique[target_id.upper()].entry
        if (target.scalar(back) or "").upper() != entry.key:
            problems.append(
                _rel(entry, f"{name} {shown(target_id)} is not reciprocated by {back}", target)
            )
        problems.extend(_relation_rules(entry, name, target))
    if entry.scalar("Superseded-By") and entry.status == "superseded":
        problems.extend(_chain(entry, unique))
    return problems


def _relation_rules(entry: Entry, name: str, target: Entry) -> list[Problem]:
    messages: list[str] = []
    if name in ("Supersedes", "Superseded-By") and _identity(entry) != _identity(target):
        messages.append(f"and {target.entry_id} differ in Scope, Subject or Facet")
    if name == "Supersedes" and target.status != "superseded":
        messages.append(f"supersedes {target.entry_id}, which is not marked superseded")
    if name == "Promoted-To":
        messages.extend(_promotion(entry, target))
    if name == "Promoted-From" and target.status != "promoted":
        messages.append(f"is promoted from {target.entry_id}, which is not marked promoted")
    return [_rel(entry, message, target) for message in messages]


def _promotion(candidate: Entry, target: Entry) -> list[str]:
    messages: list[str] = []
    if target.status != "active":
        messages.append(f"is promoted to {target.entry_id}, which is not active")
    kind = candidate.scalar("Candidate-Type") or ""
    if target.code not in CANDIDATE_TARGETS.get(kind, ()):
        messages.append(f"has Candidate-Type {shown(kind)} but was promoted to MC-{target.code}")
    if (candidate.scalar("Scope") or "") != (target.scalar("Scope") or ""):
        messages.append(f"and its promotion {target.entry_id} differ in Scope")
    for provisional, real in (("Provisional-Subject", "Subject"), ("Provisional-Facet", "Facet")):
        value = candidate.scalar(provisional)
        if value and value.casefold() != (target.scalar(real) or "").casefold():
            messages.append(f"{provisional} does not match {target.entry_id}'s {real}")
    return messages


def _chain(entry: Entry, unique: dict[str, Located]) -> list[Problem]:
    """Follow Superseded-By from ``entry``: must end at an active Entry without a cycle."""
    seen = [entry.key]
    visited = {entry.key}
    current = entry
    while current.status == "superseded":
        next_id = (current.scalar("Superseded-By") or "").upper()
        if next_id not in unique:
            return []  # the unresolved target is reported on its own
        if next_id in visited:
            if min(seen) != entry.key:
                return []  # report each cycle once, from its smallest ID
            cycle = " -> ".join([*seen[seen.index(next_id) :], next_id])
            return [
                _rel(
                    entry,
                    f"is part of a supersession cycle: {cycle}",
                    *(unique[key].entry for key in seen[1:]),
                )
            ]
        seen.append(next_id)
        visited.add(next_id)
        current = unique[next_id].entry
    if current.status != "active":
        return [
            _rel(
                entry,
                "has a supersession chain that does not end at an active Entry",
                *(unique[key].entry for key in seen[1:]),
            )
        ]
    return []


def _exception(item: Located, unique: dict[str, Located]) -> list[Problem]:
    entry = item.entry
    target_id = entry.scalar("Exception-To")
    if not target_id:
        return []
    target = unique.get(target_id.upper())
    reason = ""
    if not (entry.status == "active" and item.storage.kind == "area"):
        reason = "Exception-To is only for active area-scoped Entries"
    elif target is None or target.entry.status != "active":
        reason = f"Exception-To {shown(target_id)} does not name one active Entry"
    elif target.entry.scalar("Scope") != "project" or target.entry.scalar("Exception-To"):
        reason = (
            f"Exception-To {shown(target_id)} must name a project-scoped Entry without exceptions"
        )
    elif _identity(entry)[1:] != _identity(target.entry)[1:]:
        reason = f"Exception-To {shown(target_id)} has a different Subject or Facet"
    if not reason:
        return []
    problem = error("MC-CONFLICT-006", entry.path, entry.line, f"{entry.entry_id}: {reason}")
    return [involving(problem, [target.entry.path] if target is not None else [])]


def _subject_refs(item: Located, registry: Registry) -> list[Problem]:
    entry = item.entry
    subject = entry.scalar("Subject")
    if not subject or not item.storage.live or entry.status != "active":
        return []
    if registry.active(subject):
        return []
    return [
        involving(
            error(
                "MC-CONFLICT-005",
                entry.path,
                entry.line,
                f"{entry.entry_id} references Subject {shown(subject)}, which is "
                "missing, merged or inactive in the registry",
            ),
            ["subjects.md"],
        )
    ]


def _owners(entries: list[Located]) -> list[Problem]:
    owners: dict[tuple[str, str, str], list[Entry]] = defaultdict(list)
    for item in entries:
        entry = item.entry
        if (
            is_structural_owner(entry, item.storage)
            and entry.scalar("Subject")
            and (entry.scalar("Facet"))
        ):
            owners[_identity(entry)].append(entry)
    problems: list[Problem] = []
    for (scope, subject, facet), found in sorted(owners.items()):
        if len(found) > 1:
            ids = ", ".join(sorted(e.entry_id for e in found))
            problems.append(
                involving(
                    error(
                        "MC-CONFLICT-001",
                        found[-1].path,
                        found[-1].line,
                        f"more than one active owner of Scope {shown(scope)}, Subject "
                        f"{shown(subject)}, Facet {shown(facet)}: {ids}",
                    ),
                    (e.path for e in found),
                )
            )
        if scope.startswith("area:"):
            problems.extend(_area_overlap(found, owners.get(("project", subject, facet), [])))
    return problems


def _area_overlap(area_entries: list[Entry], project_entries: list[Entry]) -> list[Problem]:
    if not project_entries:
        return []
    return [
        involving(
            warning(
                "MC-CONFLICT-002",
                entry.path,
                entry.line,
                f"{entry.entry_id} overlaps project owner "
                f"{project_entries[0].entry_id} (same Subject and Facet) without "
                "Exception-To",
            ),
            (e.path for e in project_entries),
        )
        for entry in area_entries
        if not entry.scalar("Exception-To")
    ]
