"""Registering the ``docs/memory/`` merge driver with git.

Two pieces make git use ``ecc memory merge-file``: the driver definition in the repository's
git config (``merge.ecc-memory.driver``; local, never committed, shared by worktrees) and an
attribute line in ``.gitattributes`` that routes ``docs/memory/`` files to it. The config is
ours to write on ``hooks install``; ``.gitattributes`` is tracked project content, so it is only
previewed unless the user asks for it to be written.
"""

from __future__ import annotations

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
    ``attributes`` is ``present``, ``missing`` or ``unknown`` (bare repository)."""

    driver: str
    command: str | None
    attributes: str
    attributes_path: str | None
    missing_lines: tuple[str, ...]
    written: bool = False


def driver_command(python: str, flags: str) -> str:
    """The command git runs (``ecc memory merge-file``): this interpreter, like the hook
    scripts, through the stable ``ecc_memory.entry`` module, so no PATH lookup."""
    return f"{shlex.quote(python)} {flags} -m ecc_memory.entry merge-file %O %A %B %P"


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
    return MergeDriverState(
        driver, command, "missing" if missing else "present", str(path), missing
    )


def register(repo: Repo, python: str, flags: str, *, write_attributes: bool) -> MergeDriverState:
    """Define the driver in git config; append the missing attribute lines only when asked."""
    repo.config_set(NAME_KEY, DRIVER_TITLE)
    repo.config_set(DRIVER_KEY, driver_command(python, flags))
    state = driver_state(repo)
    if not write_attributes or not state.missing_lines or state.attributes_path is None:
        return state
    _append(Path(state.attributes_path), state.missing_lines)
    return MergeDriverState(**{**vars(driver_state(repo)), "written": True})


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
