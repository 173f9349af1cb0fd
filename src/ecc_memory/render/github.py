"""The GitHub renderer: findings as workflow commands (``::error file=…,line=…,title=…::message``)
that a GitHub Actions log shows as annotations on the files, for ``protocol check``, ``doctor``
and ``ci`` with ``--format github``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ecc_memory.render.text import also, ci_summary, duplicate_paths, located

if TYPE_CHECKING:
    from ecc_memory.app.git import CiReport
    from ecc_memory.app.shown import DoctorReport, Problem

LEVELS = {"error": "error", "warning": "warning", "info": "notice"}


def annotation(level: str, file: str, message: str, *, line: int = 0, title: str = "") -> str:
    """One GitHub workflow command (``::error file=…,line=…,title=…::message``), escaped so a
    file name or message cannot end the command early or forge another one."""

    def data(text: str) -> str:
        return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")

    def prop(text: str) -> str:
        return data(text).replace(":", "%3A").replace(",", "%2C")

    props = [f"file={prop(file)}"] if file else []
    if line:
        props.append(f"line={line}")
    if title:
        props.append(f"title={prop(title)}")
    head = f"::{level} {','.join(props)}" if props else f"::{level}"
    return f"{head}::{data(message)}"


def protocol_check(problems: list[Problem], prefix: str) -> list[str]:
    """One command per finding, its code as the title; info findings are notices."""
    return [
        annotation(
            LEVELS[problem.severity],
            located(prefix, problem.path),
            problem.message + also(problem, prefix),
            line=problem.line,
            title=problem.code,
        )
        for problem in problems
    ]


def doctor(report: DoctorReport, repo_path: Callable[[str], str]) -> list[str]:
    """Doctor's findings as GitHub workflow annotations; ``repo_path`` turns a display path
    (``team:facts/x.md``) into a repository-relative file, or "" outside the repository."""
    title = "ecc memory doctor"
    lines: list[str] = []
    for item in report.invalid_files:
        path = str(item["path"])
        reason = f"{item['code']}: {item.get('reason') or item['message']}"
        line = item.get("line")
        lines.append(annotation(
            "error", repo_path(path), f"{path}: {reason}",
            line=line if isinstance(line, int) else 0, title=title,
        ))  # fmt: skip
    for dup in report.duplicate_ids:
        paths = duplicate_paths(dup)
        message = f"duplicate ID {dup['id']} in {', '.join(paths)}"
        lines += [annotation("error", repo_path(p), message, title=title) for p in paths]
    for link in report.broken_links:
        path = str(link["path"])
        message = f"broken link {link['sourceId']} -> {link['targetId']} in {path}"
        lines.append(annotation("error", repo_path(path), message, title=title))
    others = {
        "skipped symlink": report.skipped_symlinks,
        "writable by others": report.unsafe_permissions,
        "leftover temp file": report.temp_files,
        "file name differs from the ID": report.name_mismatches,
        "too deep to scan": report.depth_limited,
        "index drift": report.index_drift,
    }
    for item in report.instruction_like:
        path, named = str(item["path"]), ", ".join(map(str, item["detectors"]))  # type: ignore[call-overload]
        message = f"reads like an instruction to an agent ({named}): {path}"
        lines.append(annotation("error", repo_path(path), message, title=title))
    for label, items in others.items():
        lines += [annotation("error", repo_path(p), f"{label}: {p}", title=title) for p in items]
    if report.guard:
        message = f"project .gitignore guard: {report.guard}"
        lines.append(annotation("error", repo_path("project:.gitignore"), message))
    verdict = "PASS" if report.ok else "ISSUES FOUND"
    return [*lines, f"ECC memory doctor: {verdict} ({report.memory_count} memories)"]


def ci(report: CiReport) -> list[str]:
    """One error per problem, the notes as notices, then the summary line."""
    from ecc_memory.app.text import escape

    lines = [
        annotation(
            "error",
            escape(p.file),
            escape(f"{p.commit}: {p.reason} (fix: {p.fix})"),
            line=p.line,
            title="ecc memory ci",
        )
        for p in report.problems
    ]
    lines += [annotation("notice", "", escape(note)) for note in report.notes]
    return [*lines, ci_summary(report)]
