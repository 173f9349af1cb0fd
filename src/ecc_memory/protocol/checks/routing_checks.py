"""Manifest-level checks: the contract state, route targets and optional module coverage."""

from __future__ import annotations

from ecc_memory.protocol.model.manifest import Manifest
from ecc_memory.protocol.model.problems import Problem, error, warning
from ecc_memory.protocol.model.routes import SUBSTANTIAL_TASKS, TASK_TITLES
from ecc_memory.protocol.model.snapshot import is_readme
from ecc_memory.protocol.model.storage import OPTIONAL_FOLDERS

POLICY_MENTIONS = ("brief.md", "do-not-use.md", "archive/", "rules/", "profiles/")


def contract_problems(manifest: Manifest) -> list[Problem]:
    """Contract problems plus the state-specific refusal (legacy, older, migration pending)."""
    problems = [p for p in manifest.problems if p.code == "MC-ROUTING-007"]
    if manifest.state == "legacy":
        problems.append(
            error(
                "ECC-MANIFEST-001",
                "manifest.md",
                1,
                "manifest.md has no MemoryCustodian Protocol metadata; migrate it to Protocol 0.7",
            )
        )
    elif manifest.state == "older":
        problems.append(
            error(
                "ECC-MANIFEST-002",
                "manifest.md",
                1,
                f"protocol {manifest.protocol_version} is older than the current 0.7; migrate it",
            )
        )
    elif manifest.state == "migration":
        problems.append(
            error(
                "MC-ROUTING-007",
                "manifest.md",
                1,
                "the manifest uses Protocol "
                "0.7 Entry schema 1; migration to Entry schema 2 is available "
                "and required before strict checks",
            )
        )
    return problems


def policy_mention_problems(manifest: Manifest) -> list[Problem]:
    return [
        error("ECC-MANIFEST-003", "manifest.md", 1, f"manifest.md does not mention {name}")
        for name in POLICY_MENTIONS
        if name not in manifest.text
    ]


def route_target_problems(manifest: Manifest, present: set[str]) -> list[Problem]:
    problems: list[Problem] = []
    routes = manifest.routes
    seen: set[str] = set()
    for task in ("general", *TASK_TITLES):
        for route in routes.for_task(task):
            if route.required and route.path not in present and route.path not in seen:
                seen.add(route.path)
                problems.append(
                    error(
                        "MC-ROUTING-006",
                        "manifest.md",
                        route.line,
                        f"required route file {route.path} is missing",
                    )
                )
    return problems


def constraints_reach_problems(manifest: Manifest) -> list[Problem]:
    problems: list[Problem] = []
    for task in SUBSTANTIAL_TASKS:
        if task in manifest.routes.tasks and not any(
            r.path == "constraints.md" for r in manifest.routes.for_task(task)
        ):
            problems.append(
                warning(
                    "MC-ROUTING-004",
                    "manifest.md",
                    1,
                    f"task route '{TASK_TITLES[task]}' does not load constraints.md",
                )
            )
    return problems


def module_problems(manifest: Manifest, present: set[str]) -> list[Problem]:
    """Index problems, declared-but-missing modules and existing-but-undeclared files."""
    problems = [p for p in manifest.problems if p.code == "MC-ROUTING-003"]
    declared = {module.path for module in manifest.modules}
    for module in manifest.modules:
        if module.path not in present:
            problems.append(
                warning(
                    "MC-ROUTING-005",
                    "manifest.md",
                    module.line,
                    f"enabled optional module {module.path} does not exist",
                )
            )
    folders_used: set[str] = set()
    for path in sorted(present):
        folder = path.split("/", 1)[0]
        if "/" not in path or folder not in OPTIONAL_FOLDERS or is_readme(path):
            continue
        folders_used.add(folder)
        if path not in declared:
            problems.append(
                error(
                    "MC-ROUTING-003",
                    path,
                    1,
                    f"{path} exists but is missing from the Optional module index",
                )
            )
    for folder in sorted(folders_used):
        if f"{folder}/" not in manifest.text:
            problems.append(
                error(
                    "MC-ROUTING-003",
                    "manifest.md",
                    1,
                    f"{folder}/ exists but the manifest does not describe when to load it",
                )
            )
    return problems


def routing_contract_errors(manifest: Manifest, present: set[str]) -> list[Problem]:
    """The MC-ROUTING-003/007 errors that make the manifest unusable for routing.

    The same findings ``check --routing`` rejects the manifest with, minus the schema-1
    migration notice (a pending migration only refuses strict use; it still routes).
    """
    problems = [p for p in manifest.problems if p.code == "MC-ROUTING-007"]
    problems += [p for p in module_problems(manifest, present) if p.severity == "error"]
    return [p for p in problems if p.code in ("MC-ROUTING-003", "MC-ROUTING-007")]


def routing_problems(manifest: Manifest | None, present: set[str]) -> list[Problem]:
    """``check --routing``: MC-ROUTING-001/003/004/005/006/007."""
    if manifest is None:
        return [error("MC-ROUTING-001", "manifest.md", 0, "manifest.md is missing")]
    problems = [p for p in contract_problems(manifest) if p.code == "MC-ROUTING-007"]
    return (
        problems
        + module_problems(manifest, present)
        + route_target_problems(manifest, present)
        + constraints_reach_problems(manifest)
    )
