"""Every user-facing write of the vault commands: the renderers' text (sanitised for the
terminal) or exact JSON, on stdout; hints and notes on stderr; the index build's progress.

Core modules never print; ``app`` returns their results and ``ecc_memory.render`` turns them into
text (``render.text``), JSON (``render.json``) or GitHub annotations (``render.github``).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from ecc_memory.app.text import sanitize
from ecc_memory.errors import EccError
from ecc_memory.render import json, text
from ecc_memory.render.json import emit_json as emit_json  # rendered here too

if TYPE_CHECKING:
    from ecc_memory.app.shown import (
        DoctorReport,
        InitResult,
        ReadResult,
        Replacement,
        SaveResult,
        SearchResult,
    )


def emit_lines(lines: list[str], stream: TextIO | None = None) -> None:
    out = stream or sys.stdout
    out.write("".join(sanitize(line) + "\n" for line in lines))


def error(err: EccError, *, as_json: bool) -> None:
    """The one error format (see ``cli.failure``)."""
    from ecc_memory.cli.failure import report

    report(err, as_json=as_json)


def init_result(result: InitResult, as_json: bool) -> None:
    if as_json:
        emit_json(json.init(result))
    else:
        emit_lines(text.init(result, _guard_to_commit(result.roots.get("project"))))


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
    emit_json(json.save(result)) if as_json else emit_lines(text.save(result))


def replacement_result(result: Replacement, as_json: bool) -> None:
    """What ``supersede`` and ``retire`` wrote, and what it replaced."""
    emit_json(json.replacement(result)) if as_json else emit_lines(text.replacement(result))


def search_result(query: str, result: SearchResult, as_json: bool) -> None:
    if as_json:
        emit_json(json.search(query, result))
        return
    emit_lines(text.search(result))
    emit_lines(text.search_note(result.diagnostics), sys.stderr)


def warnings(lines: list[str]) -> None:
    """Hints that do not change the outcome, on stderr in every output mode."""
    emit_lines([f"warning: {line}" for line in lines], sys.stderr)


def read_result(result: ReadResult, as_json: bool) -> None:
    emit_json(json.read(result)) if as_json else emit_lines(text.read(result))


def doctor_report(
    report: DoctorReport, as_json: bool, project_vault: tuple[str, bool] | None = None
) -> None:
    """``project_vault`` is (path, shared): which project scope this checkout uses."""
    if as_json:
        emit_json(json.doctor(report, project_vault))
    else:
        emit_lines(text.doctor(report, project_vault))


def doctor_github(report: DoctorReport, repo_path: Callable[[str], str]) -> None:
    """Doctor's findings as GitHub workflow annotations; ``repo_path`` turns a display path
    (``team:facts/x.md``) into a repository-relative file, or "" outside the repository."""
    from ecc_memory.render import github

    emit_lines(github.doctor(report, repo_path))


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


def hint_missing_vault(roots: Any, scopes: tuple[str, ...]) -> None:
    """The one-line warning when none of ``scopes`` exists here yet."""
    from ecc_memory.app.shown import no_vault

    if no_vault(roots, scopes):
        warnings(["no vault here yet: run `ecc memory init` in the repository"])
