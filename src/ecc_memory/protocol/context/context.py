"""``context``: the bounded context pack a harness reads before a task.

Level 1 (brief, constraints) always; Level 2 by the task route and declared optional modules;
inbox and changelog only through their routes; archive only when asked. Every module gets a
disposition and a reason code (``MC-ROUTE-*``, ``MC-SKIP-*``, ``MC-MISSING-*``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.checks.context_conflicts import pack_conflicts
from ecc_memory.protocol.checks.routing_checks import routing_contract_errors
from ecc_memory.protocol.model.conflicts import conflict_status
from ecc_memory.protocol.model.modules import Module, glob_match
from ecc_memory.protocol.model.packing import PackedModule, pack_module
from ecc_memory.protocol.model.problems import Problem, error
from ecc_memory.protocol.model.routes import SUBSTANTIAL_TASKS, TASK_ALIASES
from ecc_memory.protocol.model.snapshot import Snapshot, build_snapshot
from ecc_memory.protocol.model.units import parse_document
from ecc_memory.protocol.store.view import PENDING_CODE, read_view

NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
NEVER_PACKED = ("subjects.md", "reconciliations.md")
_EXPLICIT = {"rules": "RULE", "profiles": "PROFILE", "areas": "AREA"}


class ContextRequest(NamedTuple):
    task: str = "default"
    paths: tuple[str, ...] = ()
    areas: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    profiles: tuple[str, ...] = ()
    include_archive: bool = False


class Disposition(NamedTuple):
    path: str
    disposition: str
    reason: str
    detail: str = ""
    matching: str = ""

    def to_json(self) -> dict[str, object]:
        return {
            "path": self.path,
            "disposition": self.disposition,
            "reason": self.reason,
            "detail": self.detail,
            "matching_input": self.matching,
        }


@dataclass
class ContextPack:
    """The context pack for one task: the modules loaded, and why others were not."""

    task: str
    canonical_task: str
    paths: tuple[str, ...]
    explicit: tuple[str, ...]
    completeness: str = "COMPLETE"
    incomplete: list[str] = field(default_factory=list)
    dispositions: list[Disposition] = field(default_factory=list)
    loaded: list[PackedModule] = field(default_factory=list)
    policy_exclusions: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    conflicts: list[Problem] = field(default_factory=list)
    migration_pending: bool = False
    invalid: list[Problem] = field(default_factory=list)
    missing_paths: tuple[str, ...] = ()

    def loaded_paths(self) -> set[str]:
        return {module.path for module in self.loaded}

    @property
    def conflict_status(self) -> str:
        return conflict_status(self.conflicts)

    def invalid_reason(self) -> str | None:
        """Why the pack is INVALID (the first routing contract error), or None."""
        if self.completeness != "INVALID":
            return None
        if not self.invalid:
            return "completeness is INVALID"
        first = self.invalid[0]
        more = f" (and {len(self.invalid) - 1} more)" if len(self.invalid) > 1 else ""
        return f"completeness is INVALID: {first.code} {first.path}: {first.message}{more}"

    def strict_refusal(self) -> str | None:
        """Why ``--strict`` refuses this pack, or None when it is approved."""
        if self.completeness == "INVALID":
            return self.invalid_reason()
        if self.migration_pending:
            return "Entry schema migration is pending"
        if self.completeness != "COMPLETE":
            return f"completeness is {self.completeness}"
        status = self.conflict_status
        if status in ("CONFLICT", "INVALID") or (
            status == "REVIEW" and self.canonical_task in SUBSTANTIAL_TASKS
        ):
            return f"conflict status is {status}"
        return None


def canonical_task(task: str) -> str:
    canonical = TASK_ALIASES.get(task.strip().casefold())
    if canonical is None:
        raise InvalidInput(
            "PROTOCOL_TASK", f"unknown task; use one of: {', '.join(sorted(TASK_ALIASES))}"
        )
    return canonical


def normalize_input_path(path: str) -> str:
    clean = path.replace("\\", "/")
    while clean.startswith("./"):
        clean = clean[2:]
    parts = clean.split("/")
    if not clean or clean.startswith("/") or re.match(r"[A-Za-z]:", clean) or ".." in parts:
        raise InvalidInput("PROTOCOL_PATH", "--path must be a relative path inside the project")
    return "/".join(part for part in parts if part not in ("", "."))


def _names(kind: str, names: tuple[str, ...]) -> tuple[str, ...]:
    for name in names:
        if NAME.fullmatch(name) is None:
            raise InvalidInput(
                "PROTOCOL_NAME", f"invalid {kind} name; use letters, digits, '.', '_' or '-'"
            )
    return tuple(sorted(set(names)))


def build_context(
    files: Mapping[str, bytes],
    request: ContextRequest,
    *,
    path_exists: Callable[[str], bool] | None = None,
) -> ContextPack:
    """Route, pack and gate a context pack. Raises ``InvalidInput`` for bad request values.

    ``path_exists(rel)`` answers whether a ``--path`` exists in the project (passed in by the
    adapter); paths it denies are listed as missing on disk. They still route: a task may be
    about to create them.
    """
    canonical = canonical_task(request.task)
    paths = tuple(sorted({normalize_input_path(p) for p in request.paths}))
    wanted = {
        "rules": _names("rule", request.rules),
        "profiles": _names("profile", request.profiles),
        "areas": _names("area", request.areas),
    }
    explicit = tuple(f"{kind[:-1]}:{name}" for kind, names in wanted.items() for name in names)
    pack = ContextPack(request.task, canonical, paths, explicit)
    if path_exists is not None:
        pack.missing_paths = tuple(p for p in paths if not path_exists(p))
    snapshot = build_snapshot(files)
    manifest = snapshot.manifest
    if manifest is None:
        return _invalid(pack, [error("MC-ROUTING-001", "manifest.md", 0, "manifest.md is missing")])
    invalid = routing_contract_errors(manifest, set(files))
    if invalid:
        return _invalid(pack, invalid)
    pack.migration_pending = manifest.state == "migration"
    _route(pack, snapshot, set(files))
    _declared(pack, snapshot, manifest.modules, wanted, set(files))
    _exclusions(pack, set(files), request.include_archive)
    _load(pack, snapshot)
    pack.conflicts = pack_conflicts(snapshot, pack.loaded_paths(), _matched_areas(pack))
    return pack


def context_directory(
    path: Path,
    request: ContextRequest,
    *,
    path_exists: Callable[[str], bool] | None = None,
    state_root: Path | None = None,
) -> ContextPack:
    """``build_context`` over a directory read without following symlinks (symlinked files are
    left out, so they can never reach a pack) and, with ``state_root``, around a write a crashed
    writer left half done (``store.view``: the pack is of the tree before it)."""
    files: dict[str, bytes] = {}
    notes: list[str] = []
    if path.is_dir() and not path.is_symlink():
        files, problems = read_view(path, state_root)
        notes = [p.message for p in problems if p.code == PENDING_CODE]
    pack = build_context(files, request, path_exists=path_exists)
    pack.warnings.extend(notes)
    return pack


def _invalid(pack: ContextPack, problems: list[Problem]) -> ContextPack:
    """A pack refused before routing: the manifest is missing or ``check --routing`` rejects
    it. Nothing is loaded, and the conflict status is INVALID (no conflict-free state)."""
    pack.completeness = "INVALID"
    pack.invalid = problems
    pack.conflicts = list(problems)
    first = problems[0]
    pack.dispositions.append(
        Disposition("manifest.md", "invalid", "MC-ROUTE-INVALID", f"{first.code}: {first.message}")
    )
    return pack


def _route(pack: ContextPack, snapshot: Snapshot, present: set[str]) -> None:
    assert snapshot.manifest is not None
    always = {route.path for route in snapshot.manifest.routes.always}
    for route in snapshot.manifest.routes.for_task(pack.canonical_task):
        reason = "MC-ROUTE-ALWAYS" if route.path in always else "MC-ROUTE-TASK"
        if route.path in NEVER_PACKED:
            pack.policy_exclusions.append(route.path)
        elif route.path in present:
            pack.dispositions.append(
                Disposition(route.path, "loaded", reason, matching=f"task:{pack.canonical_task}")
            )
        elif route.required:
            pack.dispositions.append(
                Disposition(
                    route.path, "missing-required", "MC-MISSING-REQUIRED", "routed file is absent"
                )
            )
            _incomplete(pack, "required-module-missing")
        else:
            pack.dispositions.append(
                Disposition(
                    route.path,
                    "missing-optional",
                    "MC-MISSING-OPTIONAL",
                    "optional route file is absent",
                )
            )


def _incomplete(pack: ContextPack, dimension: str) -> None:
    pack.completeness = "INCOMPLETE"
    if dimension not in pack.incomplete:
        pack.incomplete.append(dimension)


def _declared(
    pack: ContextPack,
    snapshot: Snapshot,
    modules: tuple[Module, ...],
    wanted: dict[str, tuple[str, ...]],
    present: set[str],
) -> None:
    declared = {module.path for module in modules}
    for module in modules:
        pack.dispositions.append(_module_disposition(pack, module, wanted, present))
    for folder, names in wanted.items():
        for name in names:
            if f"{folder}/{name}.md" not in declared:
                kind = folder[:-1]
                pack.warnings.append(f"Explicit {kind} '{name}' is not enabled in the manifest.")
                pack.dispositions.append(
                    Disposition(
                        f"{folder}/{name}.md",
                        "missing-optional",
                        "MC-MISSING-OPTIONAL",
                        "not declared",
                        f"{kind}:{name}",
                    )
                )
    path_areas = [m for m in modules if m.folder == "areas" and m.activation.startswith("path")]
    if (
        path_areas
        and pack.canonical_task in SUBSTANTIAL_TASKS
        and not pack.paths
        and not wanted["areas"]
    ):
        _incomplete(pack, "area-path-scope")


def _module_disposition(
    pack: ContextPack, module: Module, wanted: dict[str, tuple[str, ...]], present: set[str]
) -> Disposition:
    reason, matching = _activation(pack, module, wanted)
    if not reason.startswith("MC-ROUTE-"):
        return Disposition(module.path, "skipped", reason)
    if module.path not in present:
        return Disposition(
            module.path,
            "missing-optional",
            "MC-MISSING-OPTIONAL",
            "declared module file is absent",
            matching,
        )
    return Disposition(module.path, "loaded", reason, matching=matching)


def _activation(
    pack: ContextPack, module: Module, wanted: dict[str, tuple[str, ...]]
) -> tuple[str, str]:
    activation = module.activation
    kind = module.folder[:-1]
    if module.name in wanted[module.folder] and activation in (
        "explicit-only",
        "task-or-explicit",
        "path-or-explicit",
    ):
        return f"MC-ROUTE-EXPLICIT-{_EXPLICIT[module.folder]}", f"{kind}:{module.name}"
    if activation in ("path", "path-or-explicit"):
        hits = [p for p in pack.paths if any(glob_match(g, p) for g in module.paths)]
        if hits:
            return "MC-ROUTE-PATH", f"path:{hits[0]}"
        return ("MC-SKIP-NO-PATH-MATCH" if pack.paths else "MC-SKIP-SCOPE-MISSING"), ""
    if activation in ("task", "task-or-explicit"):
        if pack.canonical_task in module.tasks:
            return "MC-ROUTE-TASK", f"task:{pack.canonical_task}"
        return "MC-SKIP-TASK-MISMATCH", ""
    return "MC-SKIP-NOT-REQUESTED", ""


def _exclusions(pack: ContextPack, present: set[str], include_archive: bool) -> None:
    loaded = {d.path for d in pack.dispositions}
    for path in ("inbox.md", "changelog.md", *NEVER_PACKED):
        if path in present and path not in loaded and path not in pack.policy_exclusions:
            pack.policy_exclusions.append(path)
    archive = sorted(
        p
        for p in present
        if p.startswith("archive/") and p.endswith(".md") and p != "archive/README.md"
    )
    if include_archive:
        pack.dispositions.extend(
            Disposition(p, "loaded", "ECC-ROUTE-ARCHIVE", matching="archive") for p in archive
        )
    elif archive:
        pack.policy_exclusions.append("archive/")


def _load(pack: ContextPack, snapshot: Snapshot) -> None:
    seen: set[str] = set()
    for disposition in pack.dispositions:
        if disposition.disposition != "loaded" or disposition.path in seen:
            continue
        seen.add(disposition.path)
        text = snapshot.texts.get(disposition.path, "")
        document = snapshot.documents.get(disposition.path) or parse_document(text)
        pack.loaded.append(screened(pack_module(disposition.path, text, document)))


WITHHELD_LINE = "[line withheld: suspected secret ({names}); see `ecc memory protocol check`]"


def screened(module: PackedModule) -> PackedModule:
    """A module as it may leave toward a model (``screen_text``)."""
    text, redacted, flagged = screen_text(module.text)
    return module._replace(text=text, redacted=redacted, instruction_like=flagged)


def screen_text(text: str) -> tuple[str, tuple[int, ...], tuple[str, ...]]:
    """``docs/memory/`` text as it may leave (a pack's module, ``protocol show`` and ``list``):
    each line holding a suspected secret that ``protocol check`` reports (``ECC-SECURITY-001``:
    the same deep scan, pragmas honoured) is replaced by a notice naming the detectors, hidden
    characters are written as escapes (a reviewer sees what a model would read;
    ``ECC-TEXT-002`` reports them), and the instruction detectors that fire on the text are
    named so every reader can label it. Returns the text, the redacted lines and the names."""
    from ecc_memory.detectors import scan_allowing_pragmas
    from ecc_memory.detectors.instructions import screen_memory
    from ecc_memory.terminal import show_hidden

    findings = scan_allowing_pragmas(text, deep=True).findings
    if findings:
        by_line: dict[int, list[str]] = {}
        for finding in findings:
            by_line.setdefault(finding.line, []).append(finding.detector)
        lines = text.split("\n")
        for number, names in by_line.items():
            lines[number - 1] = WITHHELD_LINE.format(names=", ".join(dict.fromkeys(names)))
        text = "\n".join(lines)
    flagged = screen_memory("", text)
    return show_hidden(text), tuple(sorted({f.line for f in findings})), flagged


def _matched_areas(pack: ContextPack) -> list[str]:
    return [
        d.path
        for d in pack.dispositions
        if d.disposition == "loaded" and d.path.startswith("areas/")
    ]
