"""Reading a memory directory from disk: through the one reading policy (``ecc_memory.view``),
without following symlinks; and the project files the checker reads beside it."""

from __future__ import annotations

from pathlib import Path

from ecc_memory.errors import InvalidInput, UnsafePath
from ecc_memory.protocol.model.problems import Problem, error
from ecc_memory.protocol.model.storage import MAX_FOLDER_DEPTH, TOO_DEEP
from ecc_memory.view import admission, disk
from ecc_memory.view.admission import MAX_FILE_BYTES, Verdict
from ecc_memory.view.tree import build
from ecc_memory.view.watched import Layout


def resolve_memory_dir(project_root: Path, memory_dir: str) -> Path:
    """``memory_dir`` relative to the project root; it must live under ``docs/``.

    Refuses (``UnsafePath``) an absolute or escaping path, or one with a symlinked component.
    """
    parts = Path(memory_dir).parts
    if Path(memory_dir).is_absolute() or ".." in parts or not parts or parts[0] != "docs":
        raise InvalidInput(
            "PROTOCOL_MEMORY_DIR",
            "the memory directory must be a relative path under docs/ (for example docs/memory)",
        )
    if len(parts) < 2:
        raise InvalidInput(
            "PROTOCOL_MEMORY_DIR",
            "the memory directory must be a subdirectory of docs/, not docs/ itself",
        )
    current = project_root
    for part in parts:
        current = current / part
        if current.is_symlink():
            raise UnsafePath("PROTOCOL_SYMLINK", f"{'/'.join(parts)} has a symlinked component")
    return current


def read_project_files(project_root: Path, names: tuple[str, ...]) -> dict[str, bytes]:
    """The named files at the project root that exist, as bytes (at most 4 MiB each).

    A symlink is followed only when it resolves to a regular file inside the project (CLAUDE.md
    is often a link to AGENTS.md); anything else, or anything unreadable, is left out.
    """
    found: dict[str, bytes] = {}
    root = project_root.resolve()
    for name in names:
        path = project_root / name
        try:
            target = path.resolve(strict=True)
        except (OSError, RuntimeError):
            continue
        if not target.is_relative_to(root) or not target.is_file():
            continue
        try:
            with target.open("rb") as handle:
                found[name] = handle.read(MAX_FILE_BYTES)
        except OSError:
            continue
    return found


def read_tree(root: Path) -> tuple[dict[str, bytes], list[Problem]]:
    """Every Markdown file under ``root`` keyed by its POSIX path relative to ``root``.

    Read through the one reading policy (``ecc_memory.view``), as the git gates read a staged
    or committed tree: symlinks (files or folders) are never followed, and each one (or any
    other entry that is not a regular file) is an ``ECC-FILE-002`` error; a Markdown file over
    4 MiB is ``ECC-FILE-004`` and one that is not UTF-8 text ``ECC-FILE-003``; other regular
    files are ignored. A folder nested deeper than ``MAX_FOLDER_DEPTH`` is an ``ECC-FILE-005``
    error and is not entered, so the walk's depth is bounded whatever the tree.
    """
    records, troubles = disk.walk(root, _PREFIX, MAX_FOLDER_DEPTH)
    view = build(records, disk.reader(root), _LAYOUT, None, wanted=_is_markdown)
    problems = [_trouble(rel, what) for rel, what in troubles]
    for entry in view.values():
        if entry.verdict is not None:
            problems.append(view_problem(entry.path[len(_PREFIX) :], entry.verdict))
    return view.docs_files(), problems


# The disk walk lists the directory under this prefix, so the view places every path in it.
_LAYOUT = Layout()
_PREFIX = _LAYOUT.docs


def _is_markdown(path: str) -> bool:
    return path.endswith(".md")


def _trouble(rel: str, what: str) -> Problem:
    if what == disk.TOO_DEEP:
        return error("ECC-FILE-005", rel, 0, TOO_DEEP)
    if what == disk.UNLISTABLE:
        return error("ECC-FILE-002", rel, 0, "folder could not be listed")
    return error("ECC-FILE-002", rel, 0, f"{rel} could not be inspected")


_CODES = {
    admission.TOO_LARGE: "ECC-FILE-004",
    admission.NOT_TEXT: "ECC-FILE-003",
}


def view_problem(rel: str, verdict: Verdict) -> Problem:
    """A refused entry of the view as the protocol checker reports it."""
    if verdict.code == admission.TOO_LARGE:
        return error("ECC-FILE-004", rel, 0, f"{rel} is larger than {MAX_FILE_BYTES} bytes")
    if verdict.code == admission.NOT_REGULAR and "symlink" in verdict.reason:
        message = f"{rel} is a symlink; memory files and folders must be real files"
        return error("ECC-FILE-002", rel, 0, message)
    if verdict.code == admission.NOT_REGULAR:
        return error("ECC-FILE-002", rel, 0, f"{rel} is not a regular file")
    return error(_CODES.get(verdict.code, "ECC-FILE-002"), rel, 0, f"{rel}: {verdict.reason}")
