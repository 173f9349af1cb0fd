"""``ecc memory protocol``: check, context, status and init for ``docs/memory/``.

Each command parses its options, calls one core function in ``ecc_memory.protocol``, renders the
result and exits: 0 ok, 1 problems found, 2 usage error or refused input, 3 internal error.
"""

from __future__ import annotations

import json
import os
import posixpath
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

import click

from ecc_memory.errors import (
    EXIT_INTERNAL,
    EXIT_OK,
    EXIT_PROBLEMS,
    EXIT_USAGE,
    EccError,
    InvalidInput,
)
from ecc_memory.terminal import sanitize

MEMORY_DIR = click.option("--memory-dir", default="docs/memory", show_default=True,
                          help="Memory directory, relative to the project root, under docs/.")
PROJECT_ROOT = click.option("--project-root", type=click.Path(file_okay=False), default=None,
                            help="Project root (default: the enclosing git work tree, or cwd).")
JSON = click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")
FOCUS = ("conflicts", "routing", "reachability", "freshness")


def _emit(lines: list[str], *, err: bool = False) -> None:
    stream = sys.stderr if err else sys.stdout
    stream.write("".join(sanitize(line) + "\n" for line in lines))


def _emit_json(data: object) -> None:
    sys.stdout.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def _fail(exc: BaseException, as_json: bool) -> NoReturn:
    error = exc if isinstance(exc, EccError) else EccError("INTERNAL", "internal error; "
                                                           "please report it")
    code = error.exit_code if isinstance(exc, EccError) else EXIT_INTERNAL
    if as_json:
        _emit_json(error.to_json())
    else:
        _emit([f"Error: {error.message}"], err=True)
    sys.exit(code)


def _run(as_json: bool, action: Callable[[], int]) -> NoReturn:
    try:
        code = action()
    except (EccError, OSError, ValueError) as exc:
        _fail(exc if isinstance(exc, EccError) else _os_error(exc), as_json)
    except Exception as exc:  # the adapter reports without a traceback
        _fail(exc, as_json)
    sys.exit(code)


def _os_error(exc: BaseException) -> EccError:
    return EccError("PROTOCOL_IO", f"could not read the memory directory ({type(exc).__name__})")


def _root(project_root: str | None) -> Path:
    if project_root is not None:
        return Path(project_root)
    from ecc_memory.config import find_project_dir

    return find_project_dir(Path.cwd())


def _memory(project_root: str | None, memory_dir: str) -> tuple[Path, Path]:
    from ecc_memory.protocol import resolve_memory_dir

    root = _root(project_root)
    return root, resolve_memory_dir(root, memory_dir)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
def protocol() -> None:
    """Verify docs/memory/ and load it as bounded context packs (Memory File Protocol 0.7)."""


def _head_resolver(root: Path) -> Callable[[], str | None]:
    def resolve() -> str | None:
        try:
            from ecc_memory.git.repo import open_repo

            return open_repo(root).head_sha()
        except (ImportError, EccError):
            return None

    return resolve


def _evidence_checker(root: Path) -> Callable[[str], bool]:
    return lambda rel: os.path.lexists(root / rel)


@protocol.command()
@click.option("--conflicts", "focus", flag_value="conflicts", help="Only conflict analysis.")
@click.option("--routing", "focus", flag_value="routing", help="Only routing checks.")
@click.option("--reachability", "focus", flag_value="reachability",
              help="Only reachability checks.")
@click.option("--freshness", "focus", flag_value="freshness",
              help="Only Evidence freshness (paths exist, @revision against HEAD).")
@click.option("--security/--no-security", default=True, show_default=True,
              help="Scan for secrets with the git guard's detectors (allowlist pragmas "
                   "honoured and counted).")
@click.option("--privacy", is_flag=True, help="Scan for personal data (e-mail, phone, paths).")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "github"]), default=None,
              help="Output format (github prints workflow annotations).")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def check(focus: str | None, security: bool, privacy: bool, fmt: str | None, as_json: bool,
          memory_dir: str, project_root: str | None) -> None:
    """Verify the memory directory. Exit 0 without errors (warnings allowed), 1 with errors."""
    fmt = "json" if as_json else (fmt or "text")

    def action() -> int:
        from ecc_memory.protocol import CheckOptions, check_directory, has_errors, render
        from ecc_memory.protocol.bootstrap import BOOTSTRAP_FILES
        from ecc_memory.protocol.reading import read_project_files

        root, directory = _memory(project_root, memory_dir)
        options = CheckOptions(mode=focus or "full", security=security, privacy=privacy,  # type: ignore[arg-type]
                               resolve_head=_head_resolver(root),
                               evidence_exists=_evidence_checker(root),
                               bootstrap=read_project_files(root, BOOTSTRAP_FILES),
                               memory_dir=posixpath.normpath(memory_dir))
        problems = check_directory(directory, options)
        prefix = memory_dir.rstrip("/") + "/"
        if fmt == "json":
            _emit_json(render.check_json(problems, options.mode, prefix))
        elif fmt == "github":
            _emit(render.check_github(problems, prefix))
        else:
            _emit(render.check_text(problems, options.mode, prefix))
        return EXIT_PROBLEMS if has_errors(problems) else EXIT_OK

    _run(fmt == "json", action)


@protocol.command()
@click.option("--task", required=True, help="Task or alias (implementation, planning, ...).")
@click.option("--path", "paths", multiple=True, help="A path the task touches (repeatable).")
@click.option("--area", "areas", multiple=True, help="An explicit area module (repeatable).")
@click.option("--rule", "rules", multiple=True, help="An explicit rule module (repeatable).")
@click.option("--profile", "profiles", multiple=True, help="An explicit profile (repeatable).")
@click.option("--include-archive", is_flag=True, help="Also load archive/ (explicit only).")
@click.option("--explain", is_flag=True, help="Show each module's disposition and reason.")
@click.option("--strict", is_flag=True,
              help="Refuse packs that are not COMPLETE or carry a CONFLICT/INVALID finding.")
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def context(task: str, paths: tuple[str, ...], areas: tuple[str, ...], rules: tuple[str, ...],
            profiles: tuple[str, ...], include_archive: bool, explain: bool, strict: bool,
            as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """Print the context pack a harness should read for TASK (Markdown, or JSON)."""

    def action() -> int:
        from ecc_memory.protocol import render
        from ecc_memory.protocol.context import ContextRequest, context_directory

        root, directory = _memory(project_root, memory_dir)
        request = ContextRequest(task, paths, areas, rules, profiles, include_archive)
        pack = context_directory(directory, request, path_exists=_evidence_checker(root))
        invalid = pack.invalid_reason()
        refusal = pack.strict_refusal() if strict else invalid
        contents = refusal is None
        if as_json:
            _emit_json(render.context_json(pack, contents=contents))
        else:
            _emit(render.context_markdown(pack, explain=explain, contents=contents))
        if refusal is not None:
            _emit([f"{'Strict context' if strict else 'Context'} refused: {refusal}"], err=True)
        if invalid is not None:
            return EXIT_USAGE  # a manifest `check --routing` rejects routes nothing
        bad = refusal is not None or pack.conflict_status in ("CONFLICT", "INVALID")
        return EXIT_PROBLEMS if bad else EXIT_OK

    _run(as_json, action)


@protocol.command()
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def status(as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """One line per memory file: tokens against budget, protocol version, migration."""

    def action() -> int:
        from ecc_memory.protocol import render
        from ecc_memory.protocol.status import status_directory

        _, directory = _memory(project_root, memory_dir)
        report = status_directory(directory)
        if as_json:
            _emit_json(report.to_json())
        else:
            _emit(render.status_text(report, memory_dir))
        return EXIT_PROBLEMS if report.needs_attention else EXIT_OK

    _run(as_json, action)


@protocol.command()
@JSON
@MEMORY_DIR
@PROJECT_ROOT
def init(as_json: bool, memory_dir: str, project_root: str | None) -> None:
    """Scaffold a Protocol 0.7 directory (seven core files); never overwrites a file."""

    def action() -> int:
        from ecc_memory.protocol import render
        from ecc_memory.protocol.scaffold import init_directory

        _, directory = _memory(project_root, memory_dir)
        if directory.exists() and not directory.is_dir():
            raise InvalidInput("PROTOCOL_MEMORY_DIR", "the memory directory is not a directory")
        report = init_directory(directory)
        if as_json:
            _emit_json(report.to_json())
        else:
            _emit(render.init_text(report, memory_dir))
        return EXIT_OK

    _run(as_json, action)
