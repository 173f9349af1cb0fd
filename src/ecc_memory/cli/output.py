"""Every user-facing write: human text (sanitised for the terminal) or exact JSON.

Core modules never print; the CLI hands their results to these renderers.
"""

from __future__ import annotations

import json
import math
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, TextIO

from ecc_memory.errors import EccError
from ecc_memory.terminal import sanitize
from ecc_memory.vault.document import Memory, memory_to_json

if TYPE_CHECKING:  # annotations only: importing doctor/search/vault costs every command time
    from ecc_memory.vault.doctor import DoctorReport
    from ecc_memory.vault.reader import ReadResult
    from ecc_memory.vault.search import SearchResult
    from ecc_memory.vault.store import InitResult, SaveResult


def emit_json(data: object, stream: TextIO | None = None) -> None:
    out = stream or sys.stdout
    out.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def emit_lines(lines: list[str], stream: TextIO | None = None) -> None:
    out = stream or sys.stdout
    out.write("".join(sanitize(line) + "\n" for line in lines))


def error(err: EccError, *, as_json: bool) -> None:
    """The one error format (see ``cli.failure``)."""
    from ecc_memory.cli.failure import report

    report(err, as_json=as_json)


def init_result(result: InitResult, as_json: bool) -> None:
    if as_json:
        emit_json(
            {
                "schemaVersion": "ecc.memory.init.v1",
                "scopes": list(result.scopes),
                "roots": result.roots,
                "directories": list(result.directories),
            }
        )
        return
    lines = [f"Initialized ECC memory scopes: {', '.join(result.scopes)}"]
    lines += [f"- {scope}: {root}" for scope, root in result.roots.items()]
    emit_lines(lines)


def save_result(result: SaveResult, as_json: bool) -> None:
    memory = result.memory
    if as_json:
        emit_json(
            {
                "schemaVersion": "ecc.memory.write.v1",
                "memory": memory_to_json(memory, with_body=False),
                "path": result.path,
            }
        )
        return
    emit_lines(
        [
            f"Saved unreviewed {memory.kind}: {memory.title}",
            f"ID: {memory.id}",
            f"Path: {result.path}",
        ]
    )


def search_result(query: str, result: SearchResult, as_json: bool) -> None:
    if as_json:
        emit_json(
            {
                "schemaVersion": "ecc.memory.search.v1",
                "query": query,
                "results": [
                    {
                        "memory": memory_to_json(hit.memory, with_body=False),
                        "score": hit.score,
                        "excerpt": hit.excerpt,
                        "path": hit.path,
                    }
                    for hit in result.hits
                ],
                "diagnostics": result.diagnostics,
            }
        )
        return
    if not result.hits:
        emit_lines(["No matching memories found."])
    for hit in result.hits:
        m = hit.memory
        score = _score(hit.score)
        emit_lines([f"[{m.trust}] {m.id} — {m.title} (score {score})", f"  {hit.excerpt}"])
    _diagnostic_note(result.diagnostics)


def _score(score: float) -> str:
    """At least three decimals and three significant digits for people (JSON keeps the exact
    value); never an exponent. FTS5 clamps BM25's IDF to 1e-6 for words found in most memories,
    so a small vault's scores are tiny and would all read as 0.000."""
    if score <= 0:
        return "0"
    decimals = min(12, max(3, 2 - math.floor(math.log10(score))))
    return f"{score:.{decimals}f}"


def warnings(lines: list[str]) -> None:
    """Hints that do not change the outcome, on stderr in every output mode."""
    emit_lines([f"warning: {line}" for line in lines], sys.stderr)


def _diagnostic_note(diagnostics: dict[str, object]) -> None:
    invalid = diagnostics.get("invalidFileCount", 0)
    symlinks = diagnostics.get("skippedSymlinkCount", 0)
    if invalid or symlinks or diagnostics.get("truncated"):
        emit_lines(
            [
                f"note: {invalid} invalid file(s) and {symlinks} symlink(s) were skipped"
                f"{'; some directories were too deep' if diagnostics.get('truncated') else ''}"
                "; run `ecc memory doctor` for details."
            ],
            sys.stderr,
        )


def _brief(memory: Memory) -> dict[str, object]:
    return memory_to_json(memory, with_body=False)


def read_result(result: ReadResult, as_json: bool) -> None:
    memory, newest = result.memory, result.newest_handoff
    if as_json:
        emit_json(
            {
                "schemaVersion": "ecc.memory.read.v1",
                "memory": memory_to_json(memory, with_body=True),
                "path": result.path,
                "backlinks": [_brief(m) for m in result.backlinks],
                "backlinksTruncated": result.backlinks_truncated,
                "newerHandoff": newest.id if newest is not None else None,
            }
        )
        return
    backlinks = ", ".join(m.id for m in result.backlinks) or "none"
    if result.backlinks_truncated:
        backlinks += ", …"
    superseded = (
        [f"Superseded: the newest handoff of this branch is {newest.id} "
         f"(ecc memory read {newest.id})"]
        if newest is not None else []
    )  # fmt: skip
    emit_lines(
        [
            f"[{memory.trust}] {memory.title}",
            f"ID: {memory.id}",
            f"Kind: {memory.kind}  Scope: {memory.scope}  Status: {memory.status}",
            *superseded,
            f"Source: {memory.source_harness}",
            f"Targets: {', '.join(memory.target_harnesses)}",
            f"Tags: {', '.join(memory.tags) or 'none'}",
            "",
            memory.body,
            "",
            f"Backlinks: {backlinks}",
        ]
    )


def doctor_report(
    report: DoctorReport, as_json: bool, project_vault: tuple[str, bool] | None = None
) -> None:
    """``project_vault`` is (path, shared): which project scope this checkout uses."""
    if as_json:
        data = report.to_json()
        if project_vault is not None:
            data["projectVault"] = {"path": project_vault[0], "sharedWorktree": project_vault[1]}
        emit_json(data)
        return
    lines = [
        f"ECC memory doctor: {'PASS' if report.ok else 'ISSUES FOUND'}",
        f"Memories: {report.memory_count}",
        f"Invalid files: {len(report.invalid_files)}",
        f"Duplicate IDs: {len(report.duplicate_ids)}",
        f"Broken links: {len(report.broken_links)}",
        f"Skipped symlinks: {len(report.skipped_symlinks)}",
    ]
    lines += [f"  invalid: {_invalid_text(f)}" for f in report.invalid_files[:20]]
    lines += [
        f"  duplicate: {d['id']} in {', '.join(_one_line(p) for p in _paths(d))}"
        for d in report.duplicate_ids[:20]
    ]
    lines += [
        f"  broken link: {b['sourceId']} -> {b['targetId']} in {_one_line(b['path'])}"
        for b in report.broken_links[:20]
    ]
    lines += [f"  symlink: {_one_line(p)}" for p in report.skipped_symlinks[:20]]
    extras = {
        "Project .gitignore guard": [report.guard] if report.guard else [],
        "Writable by others": report.unsafe_permissions,
        "Leftover temp files": report.temp_files,
        "File name differs from ID": report.name_mismatches,
        "Too deep to scan": report.depth_limited,
        "Index drift": report.index_drift,
        "Reads like an instruction to an agent": _instruction_like(report),
    }
    for label, items in extras.items():
        if items:
            lines.append(f"{label}: {len(items)}")
            lines += [f"  {_one_line(item)}" for item in items[:20]]
    emit_lines(lines + _vault_line(project_vault))


def _instruction_like(report: DoctorReport) -> list[str]:
    return [
        f"{item['path']} ({', '.join(map(str, item['detectors']))})"  # type: ignore[call-overload]
        for item in report.instruction_like
    ]


def _vault_line(project_vault: tuple[str, bool] | None) -> list[str]:
    if project_vault is None:
        return []
    path, shared = project_vault
    how = " (the main worktree's, shared by this linked worktree)" if shared else ""
    return [f"Project vault: {_one_line(path)}{how}"]


def _invalid_text(item: dict[str, object]) -> str:
    where = _one_line(str(item["path"]))
    if item.get("line"):
        where += f":{item['line']}"
    reason = item.get("reason") or item["message"]
    return f"{where} ({item['code']}: {reason})"


def _paths(duplicate: dict[str, object]) -> list[str]:
    paths = duplicate.get("paths")
    return [str(p) for p in paths] if isinstance(paths, list) else []


def doctor_github(report: DoctorReport, repo_path: Callable[[str], str]) -> None:
    """Doctor's findings as GitHub workflow annotations; ``repo_path`` turns a display path
    (``team:facts/x.md``) into a repository-relative file, or "" outside the repository."""
    title = "ecc memory doctor"
    lines: list[str] = []
    for item in report.invalid_files:
        path = str(item["path"])
        reason = f"{item['code']}: {item.get('reason') or item['message']}"
        line = item.get("line")
        lines.append(github_annotation(
            "error", repo_path(path), f"{path}: {reason}",
            line=line if isinstance(line, int) else 0, title=title,
        ))  # fmt: skip
    for dup in report.duplicate_ids:
        paths = _paths(dup)
        message = f"duplicate ID {dup['id']} in {', '.join(paths)}"
        lines += [github_annotation("error", repo_path(p), message, title=title) for p in paths]
    for link in report.broken_links:
        path = str(link["path"])
        message = f"broken link {link['sourceId']} -> {link['targetId']} in {path}"
        lines.append(github_annotation("error", repo_path(path), message, title=title))
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
        lines.append(github_annotation("error", repo_path(path), message, title=title))
    for label, items in others.items():
        lines += [
            github_annotation("error", repo_path(p), f"{label}: {p}", title=title) for p in items
        ]
    if report.guard:
        message = f"project .gitignore guard: {report.guard}"
        lines.append(github_annotation("error", repo_path("project:.gitignore"), message))
    verdict = "PASS" if report.ok else "ISSUES FOUND"
    emit_lines([*lines, f"ECC memory doctor: {verdict} ({report.memory_count} memories)"])


def _one_line(path: str) -> str:
    """A hand-made file name may hold LF or TAB, which would let it forge report lines."""
    from ecc_memory.terminal import escape

    return escape(path)


PROGRESS_AFTER_S = 1.0  # quick work shows nothing
PROGRESS_LINE_EVERY_S = 10.0  # without a terminal: one plain line this often
_BAR = 24


def progress_printer(
    label: str,
    stream: TextIO | None = None,
    *,
    clock: Callable[[], float] = time.monotonic,
) -> Callable[[int, int], None]:
    """Progress of an index build on stderr (never stdout: ``--json`` output stays clean),
    once the work has taken over a second. On a terminal, one bar redrawn in place and erased
    when the count is complete; elsewhere (a log, a pipe, CI), a plain line at most every ten
    seconds, so a log shows that a long build is alive without thousands of lines."""
    out = sys.stderr if stream is None else stream
    tty = out.isatty()
    started = clock()
    last: list[float] = []  # when the last plain line was written

    def report(done: int, total: int) -> None:
        now = clock()
        if now - started <= PROGRESS_AFTER_S:
            return
        if tty:
            out.write(_bar(label, done, total) if done < total else "\r\x1b[K")
        elif not last or now - last[-1] >= PROGRESS_LINE_EVERY_S or done == total:
            last.append(now)
            out.write(f"{label}: {done:,}/{total:,} files\n")
        out.flush()

    return report


def _bar(label: str, done: int, total: int) -> str:
    filled = _BAR * done // total if total else 0
    percent = 100 * done // total if total else 0
    bar = "#" * filled + "." * (_BAR - filled)
    return f"\r{label} [{bar}] {percent:3d}% {done:,}/{total:,} files\x1b[K"


def github_annotation(
    level: str, file: str, message: str, *, line: int = 0, title: str = ""
) -> str:
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
