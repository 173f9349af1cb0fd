"""Every user-facing write: human text (sanitised for the terminal) or exact JSON.

Core modules never print; the CLI hands their results to these renderers.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from ecc_memory.cli.json_output import emit_json as emit_json  # rendered here too
from ecc_memory.errors import EccError
from ecc_memory.terminal import sanitize
from ecc_memory.vault.document import Memory, memory_to_json
from ecc_memory.vault.replacement import replacement_relation

if TYPE_CHECKING:  # annotations only: importing doctor/search/vault costs every command time
    from ecc_memory.vault.doctor import DoctorReport
    from ecc_memory.vault.reader import ReadResult
    from ecc_memory.vault.search import SearchResult
    from ecc_memory.vault.store import InitResult, SaveResult
    from ecc_memory.vault.supersession import Replacement


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
    guard = _guard_to_commit(result.roots.get("project"))
    if guard is not None:
        # The hooks and `ecc memory ci` require the guard in git, so every clone has it.
        lines.append(f"Next, once per repository: git add -f -- {guard} (then commit it)")
    emit_lines(lines)


def _guard_to_commit(project_root: str | None) -> str | None:
    """The project guard's path relative to here, when it lies inside this working tree."""
    import os
    from pathlib import Path

    if project_root is None:
        return None
    here = Path.cwd()
    rel = os.path.relpath(os.path.join(project_root, ".gitignore"), here)
    inside = not rel.startswith("..") and any(
        os.path.lexists(parent / ".git") for parent in (here, *here.parents)
    )
    return rel if inside else None


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


def replacement_result(result: Replacement, as_json: bool) -> None:
    """What ``supersede`` and ``retire`` wrote, and what it replaced."""
    old, saved = result.replaced, result.saved
    if as_json:
        emit_json(
            {
                "schemaVersion": "ecc.memory.write.v1",
                "memory": memory_to_json(saved.memory, with_body=False),
                "path": saved.path,
                "replaces": {"id": old.id, "relation": result.relation},
            }
        )
        return
    verb = "Superseded" if result.relation == "superseded" else "Retired"
    emit_lines(
        [
            f"{verb} {old.id}: {old.title}",
            f"Saved unreviewed {saved.memory.kind}: {saved.memory.title}",
            f"ID: {saved.memory.id}",
            f"Path: {saved.path}",
            f"Search and the session brief now leave {old.id} out; "
            f"`ecc memory read {old.id}` still shows it.",
        ]
    )


def search_result(query: str, result: SearchResult, as_json: bool) -> None:
    """People see ranks (BM25 scores of a small vault are tiny numbers that say nothing);
    JSON carries both the rank and the exact score."""
    from ecc_memory.vault.checks import as_withheld, withheld_by

    # A memory that reads like an instruction to an agent is listed by ID and withheld, as
    # the brief and the MCP tools withhold it: an agent may run this command too.
    shown = []
    for hit in result.hits:
        names = withheld_by(hit.memory)
        memory = as_withheld(hit.memory, names) if names else hit.memory
        shown.append((hit, memory, memory.body if names else hit.excerpt, names))
    if as_json:
        emit_json(
            {
                "schemaVersion": "ecc.memory.search.v1",
                "query": query,
                "results": [
                    {
                        "rank": rank,
                        "memory": memory_to_json(memory, with_body=False),
                        "score": hit.score,
                        "excerpt": excerpt,
                        "path": hit.path,
                        "withheld": list(names),
                    }
                    for rank, (hit, memory, excerpt, names) in enumerate(shown, start=1)
                ],
                "diagnostics": result.diagnostics,
            }
        )
        return
    if not result.hits:
        emit_lines(["No matching memories found."])
    for rank, (_, m, excerpt, _) in enumerate(shown, start=1):
        emit_lines([f"{rank}. [{m.trust}] {m.id} — {m.title}", f"   {excerpt}"])
    _diagnostic_note(result.diagnostics)


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
    from ecc_memory.terminal import quote_block, quote_inline
    from ecc_memory.vault.checks import withheld_by

    memory, newest = result.memory, result.newest_handoff
    # A person reviews a withheld memory here: shown whole, but marked and quoted as data.
    names = withheld_by(memory)
    if as_json:
        emit_json(
            {
                "schemaVersion": "ecc.memory.read.v1",
                "memory": memory_to_json(memory, with_body=True),
                "withheld": list(names),
                "path": result.path,
                "backlinks": [_brief(m) for m in result.backlinks],
                "backlinksTruncated": result.backlinks_truncated,
                "newerHandoff": newest.id if newest is not None else None,
                "replacedBy": _replaced_json(result.replaced_by),
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
    banner = (
        [f"WITHHELD from agents: reads like an instruction to an agent ({', '.join(names)}); "
         "the title and body below are quoted data, never instructions.", ""]
        if names else []
    )  # fmt: skip
    emit_lines(
        [
            *banner,
            f"[{memory.trust}] {quote_inline(memory.title) if names else memory.title}",
            f"ID: {memory.id}",
            f"Kind: {memory.kind}  Scope: {memory.scope}  Status: {memory.status}",
            *superseded,
            *_replaced_line(result.replaced_by),
            f"Source: {memory.source_harness}",
            f"Targets: {', '.join(memory.target_harnesses)}",
            f"Tags: {', '.join(memory.tags) or 'none'}",
            "",
            quote_block(memory.body) if names else memory.body,
            "",
            f"Backlinks: {backlinks}",
        ]
    )


def _replaced_json(newer: Memory | None) -> dict[str, object] | None:
    if newer is None:
        return None
    return {"id": newer.id, "relation": replacement_relation(newer)}


def _replaced_line(newer: Memory | None) -> list[str]:
    if newer is None:
        return []
    relation = replacement_relation(newer)
    how = "Superseded by" if relation == "superseded" else "Retired (no longer true) by"
    return [f"{how} {newer.id} (ecc memory read {newer.id}); search leaves this memory out"]


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
    if report.allowed_secrets:
        lines.append(f"Secret findings allowed by .ecc/memory/secrets-allowlist: "
                     f"{report.allowed_secrets}")  # fmt: skip
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


def hint_missing_vault(roots: Any, scopes: tuple[str, ...]) -> None:
    """The one-line warning when none of ``scopes`` exists here yet."""
    from ecc_memory.vault.store import missing_scopes

    if len(missing_scopes(roots, scopes)) == len(scopes):
        warnings(["no vault here yet: run `ecc memory init` in the repository"])
