"""Registering the ``docs/memory/`` merge driver with git.

Two pieces make git use ``ecc memory merge-file``: the driver definition in the repository's
git config (``merge.ecc-memory.driver``; local, never committed, shared by worktrees) and an
attribute line in ``.gitattributes`` that routes ``docs/memory/`` files to it. The config is
ours to write on ``hooks install``; ``.gitattributes`` is tracked project content, so it is only
previewed unless the user asks for it to be written.
"""

from __future__ import annotations

import dataclasses
import os
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ecc_memory.git.repo import Repo

DRIVER = "ecc-memory"
DRIVER_KEY = f"merge.{DRIVER}.driver"
NAME_KEY = f"merge.{DRIVER}.name"
DRIVER_TITLE = "ecc-memory: merge docs/memory/ by unit"
ATTRIBUTE_LINES = (f"docs/memory/**/*.md merge={DRIVER}",)
ATTRIBUTES = ".gitattributes"
MAX_ATTRIBUTES_BYTES = 1 << 20


@dataclass(frozen=True)
class MergeDriverState:
    """``driver`` is ``registered``, ``absent`` or ``other`` (our name, another command);
    ``attributes`` is ``present``, ``missing`` or ``unknown`` (bare repository). For a
    registered driver, ``probe`` is what running it found (``probe.Probe``)."""

    driver: str
    command: str | None
    attributes: str
    attributes_path: str | None
    missing_lines: tuple[str, ...]
    written: bool = False
    probe: Probe | None = None


@dataclass(frozen=True)
class Probe:
    """One real run of the registered command on three identical files, as git runs it.

    ``runs_with`` is ``python`` (the interpreter recorded at install), ``ecc`` (that one is
    gone: ``ecc`` on PATH), or ``line-merge`` (neither: git's own line merge, with a warning);
    ``works`` is True only when ecc-memory's merge ran and succeeded."""

    works: bool
    runs_with: str
    python: str | None
    detail: str


PROBE_PATH = "docs/memory/ecc-memory-probe.md"
PROBE_TEXT = b"# ecc-memory merge driver probe\n"
_GONE = "ecc-memory: merge driver: neither"
# The one command a pre-commit plugin user runs (the manifest's manual-stage hook: it
# registers the driver with the plugin environment's interpreter).
PLUGIN_COMMAND = "pre-commit run --hook-stage manual ecc-memory-merge-driver"


def register_line(ecc: str = "ecc", *, plugin_only: bool = False) -> str:
    """The one line that registers the driver in this clone (``ecc``: how the reader runs
    ecc; ``plugin_only``: also name the plugin's own command, for a clone without ``ecc``)."""
    line = f"{ecc} memory hooks install --merge-driver-only"
    return f"{line} (only the pre-commit plugin here: {PLUGIN_COMMAND})" if plugin_only else line


def driver_command(python: str, flags: str) -> str:
    """The command git runs (``ecc memory merge-file``): the interpreter ``hooks install`` ran
    with, through the stable ``ecc_memory.entry`` module, like the hook scripts; when that
    interpreter is gone (its venv removed or rebuilt), ``ecc`` on PATH; when that is gone too,
    git's own line merge with a warning instead of a silent failure."""
    line_merge = "git merge-file -L ours -L base -L theirs %A %O %B"
    return (
        f"py={shlex.quote(python)}; "
        f'if [ -x "$py" ]; then exec "$py" {flags} -m ecc_memory.entry merge-file {_ARGS}; '
        f"elif command -v ecc >/dev/null 2>&1; then exec ecc memory merge-file {_ARGS}; "
        f"else echo \"{_GONE} $py nor ecc runs; used git's line merge "
        "(register it again: ecc memory hooks install --merge-driver-only, or "
        f'{PLUGIN_COMMAND})" >&2; '
        f"exec {line_merge}; fi"
    )


_ARGS = "%O %A %B %P"


def probe_line(found: Probe) -> str:
    """The probe for people: one line under ``merge driver: registered``."""
    from ecc_memory.terminal import sanitize

    python = sanitize(found.python or "?")
    if found.works and found.runs_with == "python":
        return f"  runs: yes ({python})"
    if found.works:
        return (
            f"  runs: yes, through ecc on PATH: {python} is gone; run `ecc memory hooks install` "
            "again to record the current one"
        )
    return f"  runs: NO ({found.detail}); run `ecc memory hooks install` from a working install"


def recorded_python(command: str) -> str | None:
    """The interpreter a command written by ``driver_command`` (or by 0.2, which started with
    the interpreter's path) names."""
    try:
        words = shlex.split(command)
    except ValueError:
        return None
    if words and words[0].startswith("py="):
        return words[0][len("py=") :].rstrip(";")
    return words[0] if words else None


def probe(command: str, workdir: Path) -> Probe:
    """Run ``command`` as git would (``sh -c``, %O %A %B %P replaced, in the work tree) on three
    copies of one small file, and say which path ran and whether it worked."""
    import shutil
    import subprocess
    import tempfile

    python = recorded_python(command)
    if python is not None and os.access(python, os.X_OK):
        runs_with = "python"
    else:
        runs_with = "ecc" if shutil.which("ecc") else "line-merge"
    with tempfile.TemporaryDirectory(prefix="ecc-memory-probe-") as scratch:
        sides = [Path(scratch, name) for name in ("base", "ours", "theirs")]
        for side in sides:
            side.write_bytes(PROBE_TEXT)
        filled = (
            command.replace("%O", shlex.quote(str(sides[0])))
            .replace("%A", shlex.quote(str(sides[1])))
            .replace("%B", shlex.quote(str(sides[2])))
            .replace("%P", shlex.quote(PROBE_PATH))
        )
        try:
            done = subprocess.run(
                ["sh", "-c", filled], cwd=workdir, capture_output=True, text=True,
                timeout=60, check=False,
            )  # fmt: skip
        except (OSError, subprocess.TimeoutExpired) as exc:
            return Probe(False, runs_with, python, f"could not run it ({type(exc).__name__})")
        merged = sides[1].read_bytes() == PROBE_TEXT
    return _verdict(done.returncode, done.stderr, merged, runs_with, python)


def _verdict(code: int, stderr: str, merged: bool, runs_with: str, python: str | None) -> Probe:
    from ecc_memory.terminal import sanitize

    if _GONE in stderr:
        runs_with = "line-merge"
    works = code == 0 and merged and runs_with != "line-merge"
    if works:
        detail = "ran" if runs_with == "python" else "ran through ecc on PATH"
    elif runs_with == "line-merge":
        detail = "neither the recorded Python nor ecc on PATH runs: merges fall back to lines"
    else:
        last = sanitize(stderr.strip().splitlines()[-1]) if stderr.strip() else ""
        detail = f"exit {code}" + (f": {last[:200]}" if last else "")
    return Probe(works, runs_with, python, detail)


def _read_attributes(path: Path) -> str:
    """The text of ``.gitattributes`` ('' when absent); a symlink or huge file is refused."""
    from ecc_memory.errors import InvalidInput

    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except FileNotFoundError:
        return ""
    except OSError as exc:
        raise InvalidInput("ATTRIBUTES_UNSAFE", ".gitattributes is not a regular file") from exc
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(MAX_ATTRIBUTES_BYTES + 1)
    if len(data) > MAX_ATTRIBUTES_BYTES:
        raise InvalidInput("ATTRIBUTES_TOO_LARGE", ".gitattributes is too large to edit")
    return data.decode("utf-8", errors="replace")


def _missing(text: str) -> tuple[str, ...]:
    present = {" ".join(line.split()) for line in text.splitlines()}
    return tuple(line for line in ATTRIBUTE_LINES if line not in present)


def driver_state(repo: Repo) -> MergeDriverState:
    """The driver's registration, the attribute lines, and (registered, in a work tree) a real
    run of the registered command: "registered" alone said nothing once its venv was gone."""
    command = repo.config_get(DRIVER_KEY)
    driver = (
        "absent"
        if command is None
        else ("registered" if "merge-file %O %A %B %P" in command else "other")
    )
    if repo.is_bare:
        return MergeDriverState(driver, command, "unknown", None, ATTRIBUTE_LINES)
    path = repo.workdir / ATTRIBUTES
    missing = _missing(_read_attributes(path))
    ran = probe(command, repo.workdir) if command is not None and driver == "registered" else None
    return MergeDriverState(
        driver, command, "missing" if missing else "present", str(path), missing, probe=ran
    )


def _with_attributes(state: MergeDriverState) -> MergeDriverState:
    """``state`` after its attribute lines were written (the probe does not change)."""
    path = Path(state.attributes_path or ATTRIBUTES)
    missing = _missing(_read_attributes(path))
    return dataclasses.replace(
        state, attributes="missing" if missing else "present", missing_lines=missing,
        written=True,
    )  # fmt: skip


def register(repo: Repo, python: str, flags: str, *, write_attributes: bool) -> MergeDriverState:
    """Define the driver in git config; append the missing attribute lines only when asked."""
    repo.config_set(NAME_KEY, DRIVER_TITLE)
    repo.config_set(DRIVER_KEY, driver_command(python, flags))
    state = driver_state(repo)
    if not write_attributes or not state.missing_lines or state.attributes_path is None:
        return state
    _append(Path(state.attributes_path), state.missing_lines)
    return _with_attributes(state)


def _append(path: Path, lines: tuple[str, ...]) -> None:
    text = _read_attributes(path)
    prefix = "" if not text or text.endswith("\n") else "\n"
    addition = prefix + "".join(line + "\n" for line in lines)
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NOFOLLOW, 0o644)
    try:
        os.write(fd, addition.encode("utf-8"))
    finally:
        os.close(fd)


def unregister(repo: Repo) -> MergeDriverState:
    """Remove our driver definition; ``.gitattributes`` is project content and stays."""
    if driver_state(repo).driver == "registered":
        repo.config_unset(DRIVER_KEY)
        repo.config_unset(NAME_KEY)
    return driver_state(repo)
