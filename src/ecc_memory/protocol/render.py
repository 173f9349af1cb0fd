"""Plain-text, JSON and GitHub-annotation renderings of protocol results (pure functions).

Adapters print these; nothing here writes to a stream. Text is sanitised by the adapter.
"""

from __future__ import annotations

import posixpath
from typing import TYPE_CHECKING

from ecc_memory.protocol.model.conflicts import conflict_status
from ecc_memory.protocol.model.problems import Problem, has_errors

if TYPE_CHECKING:  # the check command should not pay for importing context, status, init
    from ecc_memory.protocol.checks.status import StatusReport
    from ecc_memory.protocol.context.context import ContextPack
    from ecc_memory.protocol.writers.scaffold import InitReport

MODE_TITLES = {
    "full": "check",
    "conflicts": "conflict check",
    "routing": "routing check",
    "reachability": "reachability check",
    "freshness": "freshness check",
}


def _located(prefix: str, path: str) -> str:
    """A finding's path shown from the project root (bootstrap files sit above the memory dir)."""
    return posixpath.normpath(prefix + path) if ".." in path else prefix + path


def _where(problem: Problem, prefix: str) -> str:
    location = _located(prefix, problem.path)
    return f"{location}:{problem.line}" if problem.line else location


def _also(problem: Problem, prefix: str) -> str:
    """The other files a cross-file finding involves, for one-line renderings."""
    if not problem.related:
        return ""
    return f" (also involves {', '.join(_located(prefix, p) for p in problem.related)})"


def check_text(problems: list[Problem], mode: str, prefix: str) -> list[str]:
    verdict = "FAILED" if has_errors(problems) else "OK"
    lines = [f"Memory protocol {MODE_TITLES[mode]}: {verdict}"]
    if mode == "conflicts":
        lines.append(f"Conflict status: {conflict_status(problems)}")
    for problem in problems:
        lines.append(
            f"{_where(problem, prefix)}: {problem.severity}: {problem.code}: "
            f"{problem.message}{_also(problem, prefix)}"
        )
    counts = {s: sum(1 for p in problems if p.severity == s) for s in ("error", "warning", "info")}
    lines.append(
        f"{counts['error']} error(s), {counts['warning']} warning(s), {counts['info']} info"
    )
    return lines


def check_json(problems: list[Problem], mode: str, prefix: str) -> dict[str, object]:
    data: dict[str, object] = {
        "ok": not has_errors(problems),
        "mode": mode,
        "memory_dir": prefix.rstrip("/"),
        "findings": [p.to_json() for p in problems],
    }
    if mode == "conflicts":
        data["conflict_status"] = conflict_status(problems)
    return data


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def check_github(problems: list[Problem], prefix: str) -> list[str]:
    """GitHub workflow commands: ``::error file=…,line=…,title=CODE::message``."""
    kinds = {"error": "error", "warning": "warning", "info": "notice"}
    lines = []
    for problem in problems:
        props = f"file={_escape_property(_located(prefix, problem.path))}"
        if problem.line:
            props += f",line={problem.line}"
        props += f",title={_escape_property(problem.code)}"
        message = problem.message + _also(problem, prefix)
        lines.append(f"::{kinds[problem.severity]} {props}::{_escape_data(message)}")
    return lines


def context_markdown(pack: ContextPack, *, explain: bool, contents: bool = True) -> list[str]:
    lines = [
        "# Memory Context Pack",
        "",
        f"Task: {pack.task}",
        f"Canonical task: {pack.canonical_task}",
        "Paths:",
    ]
    lines += [
        f"- {p}" + (" (missing-on-disk)" if p in pack.missing_paths else "") for p in pack.paths
    ] or ["- none supplied"]
    lines += ["Explicit scope:"] + ([f"- {e}" for e in pack.explicit] or ["- none supplied"])
    lines += [
        f"Routing completeness: {pack.completeness}",
        f"Conflict status: {pack.conflict_status}",
        "",
    ]
    lines += _groups(pack, explain)
    lines += _tail(pack, explain)
    if contents:
        for module in pack.loaded:
            lines += ["", f"## {module.path}", "", module.text.rstrip("\n")]
    return lines


_GROUPS = (
    ("Loaded", ("loaded",)),
    ("Skipped optional", ("skipped",)),
    ("Missing required", ("missing-required",)),
    ("Missing optional", ("missing-optional",)),
    ("Invalid", ("invalid",)),
)


def _groups(pack: ContextPack, explain: bool) -> list[str]:
    lines: list[str] = []
    for title, kinds in _GROUPS:
        lines.append(f"{title}:")
        chosen = [d for d in pack.dispositions if d.disposition in kinds]
        if not chosen:
            lines.append("- none")
        for d in chosen:
            lines.append(f"- {d.path}")
            if explain:
                detail = f" ({d.detail})" if d.detail else ""
                lines += [f"  Disposition: {d.disposition}", f"  Reason: {d.reason}{detail}"]
                if d.matching:
                    lines.append(f"  Matching input: {d.matching}")
    return lines


def _tail(pack: ContextPack, explain: bool) -> list[str]:
    lines: list[str] = []
    if explain:
        lines += ["Policy exclusions:"] + ([f"- {p}" for p in pack.policy_exclusions] or ["- none"])
        lines += ["Incomplete dimensions:"] + ([f"- {d}" for d in pack.incomplete] or ["- none"])
    omitted = [ref for m in pack.loaded for ref in m.omitted]
    oversized = [ref for m in pack.loaded for ref in m.oversized]
    lines += ["Budget omissions:"] + ([f"- {r} (MC-OMIT-BUDGET)" for r in omitted] or ["- none"])
    lines += ["Oversized atomic entries:"] + ([f"- {r}" for r in oversized] or ["- none"])
    if pack.conflicts:
        lines.append("Conflict findings:")
    for problem in pack.conflicts:
        lines.append(
            f"- {problem.code} {problem.severity}: {problem.path}: {problem.message}"
            f"{_also(problem, '')}"
        )
    if pack.warnings:
        lines += ["Warnings:"] + [f"- {w}" for w in pack.warnings]
    if pack.conflict_status in ("CONFLICT", "INVALID"):
        lines.append("Context pack contains unresolved active-memory conflicts")
    return lines


def context_json(pack: ContextPack, *, contents: bool = True) -> dict[str, object]:
    return {
        "task": pack.task,
        "canonical_task": pack.canonical_task,
        "paths": list(pack.paths),
        "missing_on_disk": list(pack.missing_paths),
        "explicit": list(pack.explicit),
        "completeness": pack.completeness,
        "incomplete_dimensions": list(pack.incomplete),
        "conflict_status": pack.conflict_status,
        "conflicts": [p.to_json() for p in pack.conflicts],
        "modules": [d.to_json() for d in pack.dispositions],
        "policy_exclusions": list(pack.policy_exclusions),
        "warnings": list(pack.warnings),
        "migration_pending": pack.migration_pending,
        "strict_refusal": pack.strict_refusal(),
        "invalid_findings": [p.to_json() for p in pack.invalid],
        "loaded": [
            m.to_json() if contents else {**m.to_json(), "content": None} for m in pack.loaded
        ],
    }


def status_text(report: StatusReport, memory_dir: str) -> list[str]:
    lines = [
        "Memory protocol status",
        f"Memory directory: {memory_dir}",
        f"Protocol version: {report.protocol_version or 'none'} ({report.contract})",
        f"Migration: {report.migration}",
    ]
    for row in report.files:
        if row.budget is not None:
            lines.append(f"{row.path}: {row.state}, {row.tokens}/{row.budget} tokens")
        elif row.tokens is not None:
            lines.append(f"{row.path}: {row.state}, {row.tokens} tokens")
        else:
            lines.append(f"{row.path}: {row.state}")
    return lines


def init_text(report: InitReport, memory_dir: str) -> list[str]:
    lines = [f"Initialized {memory_dir} (project_id {report.project_id})"]
    lines += [f"created {name}" for name in report.created]
    lines += [f"kept existing {name}" for name in report.kept]
    lines.append(
        "Next: write the brief with `ecc memory protocol brief --purpose ... --direction ...`,"
        " then run `ecc memory protocol check`."
    )
    return lines
