"""Focused quality checks: reachability (MC-REACH-*) and freshness (MC-FRESH-*)."""

from __future__ import annotations

from collections.abc import Callable

from ecc_memory.protocol.model.conflicts import Located
from ecc_memory.protocol.model.entry_rules import evidence_path
from ecc_memory.protocol.model.manifest import Manifest
from ecc_memory.protocol.model.problems import CheckOptions, Problem, error, info, warning
from ecc_memory.protocol.model.storage import is_safe_relative, placement
from ecc_memory.protocol.model.subjects import Registry

HARD_CODES = ("CON", "DNU", "TOMB")
FRESH_MIRRORS = {
    "MC-CONFLICT-005": "MC-FRESH-005",
    "MC-CONFLICT-006": "MC-FRESH-004",
    "MC-CONFLICT-007": "MC-FRESH-004",
    "MC-CONFLICT-008": "MC-FRESH-004",
}


def reachable_files(manifest: Manifest) -> set[str]:
    reachable = set(manifest.routes.all_paths())
    reachable.update(module.path for module in manifest.modules if module.activation)
    return reachable


def reachability_problems(manifest: Manifest, entries: list[Located]) -> list[Problem]:
    reachable = reachable_files(manifest)
    problems: list[Problem] = []
    for item in entries:
        entry, storage = item.entry, item.storage
        if entry.status != "active" or storage.kind == "archive":
            continue
        if placement(entry.code, storage) is None:
            problems.append(
                error(
                    "MC-REACH-001",
                    entry.path,
                    entry.line,
                    f"{entry.entry_id} is an active Entry outside canonical storage",
                )
            )
        elif entry.path not in reachable:
            hard = entry.code in HARD_CODES and entry.scalar("Scope") == "project"
            make = error if hard else warning
            problems.append(
                make(
                    "MC-REACH-001",
                    entry.path,
                    entry.line,
                    f"{entry.entry_id} lives in {entry.path}, which no route or declaration loads",
                )
            )
        problems.extend(_area_constraint(item, manifest))
    return problems


def _area_constraint(item: Located, manifest: Manifest) -> list[Problem]:
    entry = item.entry
    scope = entry.scalar("Scope") or ""
    if entry.code != "CON" or not scope.startswith("area:"):
        return []
    module = next((m for m in manifest.modules if m.path == entry.path), None)
    if module is not None and module.activation in ("path", "path-or-explicit", "explicit-only"):
        return []
    return [
        error(
            "MC-REACH-002",
            entry.path,
            entry.line,
            f"{entry.entry_id} is an area "
            "constraint whose area has no valid path or explicit activation",
        )
    ]


def freshness_problems(
    entries: list[Located], registry: Registry | None, options: CheckOptions
) -> list[Problem]:
    """Evidence paths that are unsafe or missing, and ``@revision`` Evidence against HEAD."""
    items = [
        (item.entry.path, line, item.entry.entry_id, value)
        for item in entries
        if item.storage.live
        for line, value in item.entry.evidence()
    ]
    if registry is not None:
        items += _registry_evidence(registry)
    head = _head(options.resolve_head) if any("@" in i[3] for i in items) else None
    problems: list[Problem] = []
    for path, line, owner, value in items:
        problems.extend(_evidence_freshness(path, line, owner, value, options, head))
    if head is None and any(_revision(i[3]) for i in items):
        problems.append(
            info(
                "MC-FRESH-003",
                "manifest.md",
                0,
                "git is not available here; revision Evidence was not compared with HEAD",
            )
        )
    return problems


def _registry_evidence(registry: Registry) -> list[tuple[str, int, str, str]]:
    return [
        ("subjects.md", subject.line, subject.subject_id, value)
        for subject in registry.subjects.values()
        for value in subject.evidence
    ]


def _head(resolve: Callable[[], str | None] | None) -> str | None:
    return resolve() if resolve is not None else None


def _revision(value: str) -> str | None:
    if evidence_path(value) is None or "@" not in value:
        return None
    return value.rsplit("@", 1)[1]


def _evidence_freshness(
    path: str, line: int, owner: str, value: str, options: CheckOptions, head: str | None
) -> list[Problem]:
    source = evidence_path(value)
    if source is None:
        return []
    if not is_safe_relative(source):
        return [error("MC-FRESH-001", path, line, f"{owner} has an unsafe Evidence path")]
    if options.evidence_exists is not None and not options.evidence_exists(source):
        return [
            error(
                "MC-FRESH-001", path, line, f"{owner} cites Evidence {source}, which does not exist"
            )
        ]
    revision = _revision(value)
    if revision and head and not (head.startswith(revision) or revision.startswith(head)):
        return [
            warning(
                "MC-FRESH-002",
                path,
                line,
                f"{owner} cites revision {revision}, which is not the current HEAD",
            )
        ]
    return []


def mirror_as_freshness(problems: list[Problem]) -> list[Problem]:
    """Relation, schema and Subject problems restated under the MC-FRESH-* codes."""
    mirrored: list[Problem] = []
    for problem in problems:
        code = FRESH_MIRRORS.get(problem.code)
        if problem.path == "reconciliations.md" and code is not None:
            code = "MC-FRESH-006"
        if code is not None and problem.severity == "error":
            mirrored.append(problem._replace(code=code))
    return mirrored
