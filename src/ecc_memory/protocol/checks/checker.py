"""``check``: full verification of a memory tree, or one focused mode.

``check_tree`` works on an in-memory mapping (the git pre-commit hook passes staged blobs);
``check_directory`` reads a directory without following symlinks and delegates.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from ecc_memory.protocol.checks import files as file_checks
from ecc_memory.protocol.checks.bootstrap import bootstrap_problems
from ecc_memory.protocol.checks.context_conflicts import entry_problems
from ecc_memory.protocol.checks.quality import (
    freshness_problems,
    mirror_as_freshness,
    reachability_problems,
)
from ecc_memory.protocol.checks.routing_checks import (
    contract_problems,
    module_problems,
    policy_mention_problems,
    route_target_problems,
    routing_problems,
)
from ecc_memory.protocol.checks.scanning import privacy_problems, security_problems
from ecc_memory.protocol.model.problems import CheckOptions, Problem, error, sort_problems
from ecc_memory.protocol.model.snapshot import Snapshot, build_snapshot
from ecc_memory.protocol.store.view import read_view


def check_tree(files: Mapping[str, bytes], options: CheckOptions | None = None) -> list[Problem]:
    """Verify a memory tree given as ``{relative path: bytes}`` (e.g. ``"manifest.md"``,
    ``"archive/decisions-2026-07-12.md"``). Never reads the disk; never raises on bad content.
    """
    options = options or CheckOptions()
    snapshot = build_snapshot(files)
    present = set(files)
    problems = _MODES[options.mode](snapshot, present, options)
    if options.security:
        problems += security_problems(snapshot.texts, deep=options.deep_secrets)
    if options.privacy:
        problems += privacy_problems(snapshot.texts)
    return sort_problems(problems)


def check_directory(
    path: Path, options: CheckOptions | None = None, *, state_root: Path | None = None
) -> list[Problem]:
    """Verify the memory directory at ``path``. Symlinked files or folders are errors; with
    ``state_root``, a write a crashed writer left half done is read around (``store.view``)."""
    if path.is_symlink():
        return [error("ECC-FILE-002", ".", 0, "the memory directory is a symlink")]
    if not path.is_dir():
        return [error("ECC-FILE-001", ".", 0, "the memory directory does not exist")]
    files, read_problems = read_view(path, state_root)
    return sort_problems(read_problems + check_tree(files, options))


def _full(snapshot: Snapshot, present: set[str], options: CheckOptions) -> list[Problem]:
    problems = list(snapshot.problems) + file_checks.core_file_problems(snapshot, present)
    manifest = snapshot.manifest
    if manifest is not None:
        problems += contract_problems(manifest) + policy_mention_problems(manifest)
        problems += module_problems(manifest, present)
        problems += route_target_problems(manifest, present)
    problems += entry_problems(snapshot, strict=False)
    for check in (
        file_checks.budget_problems,
        file_checks.decision_cap_problems,
        file_checks.legacy_problems,
        file_checks.inbox_problems,
        file_checks.brief_problems,
        file_checks.text_problems,
    ):
        problems += check(snapshot)
    if options.bootstrap:
        problems += bootstrap_problems(options.bootstrap, options.memory_dir, snapshot)
    return problems


def _preflight(snapshot: Snapshot, present: set[str]) -> list[Problem] | None:
    """Contract errors that stop a focused check before it starts, or None when clean."""
    if snapshot.manifest is None:
        return [error("MC-ROUTING-001", "manifest.md", 0, "manifest.md is missing")]
    blocking = [p for p in contract_problems(snapshot.manifest) if p.code == "MC-ROUTING-007"]
    return blocking or None


def _conflicts(snapshot: Snapshot, present: set[str], options: CheckOptions) -> list[Problem]:
    blocked = _preflight(snapshot, present)
    if blocked is not None:
        return blocked
    problems = [p for p in snapshot.problems if p.code.startswith("MC-CONFLICT-")]
    problems += entry_problems(snapshot, strict=True)
    if snapshot.registry is None:
        problems += file_checks.core_file_problems(snapshot, present)
    return [p for p in problems if p.code.startswith("MC-CONFLICT-")]


def _routing(snapshot: Snapshot, present: set[str], options: CheckOptions) -> list[Problem]:
    return routing_problems(snapshot.manifest, present)


def _reachability(snapshot: Snapshot, present: set[str], options: CheckOptions) -> list[Problem]:
    blocked = _preflight(snapshot, present)
    if blocked is not None or snapshot.manifest is None:
        return blocked or []
    return reachability_problems(snapshot.manifest, snapshot.entries)


def _freshness(snapshot: Snapshot, present: set[str], options: CheckOptions) -> list[Problem]:
    blocked = _preflight(snapshot, present)
    if blocked is not None:
        return blocked
    problems = freshness_problems(snapshot.entries, snapshot.registry, options)
    return problems + mirror_as_freshness(entry_problems(snapshot, strict=False))


_MODES = {
    "full": _full,
    "conflicts": _conflicts,
    "routing": _routing,
    "reachability": _reachability,
    "freshness": _freshness,
}
