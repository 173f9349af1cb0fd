"""Where memory lives in a repository, and every spelling of it a checkout turns into it.

Paths in git are compared byte for byte, but a checkout on a case-insensitive file system
(the macOS and Windows defaults, ``core.ignorecase=true``) writes ``docs/Memory/x.md`` into
``docs/memory/``; HFS+ also ignores some invisible code points, and Windows drops a name's
trailing dots and spaces. ``fold`` is that comparison, and a ``Layout`` places every path by
it: a path that only such a checkout puts in a watched directory is an *alias* of it.
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

PROJECT, TEAM, DOCS, BASE = "project", "team", "docs", "base"
GUARD_NAME = ".gitignore"
ATTRIBUTES_NAME = ".gitattributes"

# Code points HFS+ leaves out of a name when it compares two (git's is_hfs_dotgit list).
_HFS_IGNORABLE = dict.fromkeys(
    [0x200C, 0x200D, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x206A, 0x2070), 0xFEFF]
)
_folded: dict[str, str] = {}


def fold(name: str) -> str:
    """One path component as a case-insensitive checkout compares it."""
    found = _folded.get(name)
    if found is None:
        plain = name if name.isascii() else name.translate(_HFS_IGNORABLE)
        found = _folded[name] = plain.rstrip(". ").casefold()
    return found


class Place(NamedTuple):
    """Where a path lies: its area, the watched prefix it lies under (as the layout spells
    it), and whether it is spelled differently from that prefix (an alias)."""

    area: str
    prefix: str
    alias: bool


# What a guided walk does with a directory entry (``Layout.step``).
OUT, TOWARDS, IN = 0, 1, 2


class Layout(NamedTuple):
    """Repository-relative prefixes (each ending in ``/``) of the places the gates watch."""

    project: str = ".ecc/memory/project/"
    team: str = ".ecc/memory/team/"
    base: str = ".ecc/memory/"
    docs: str = "docs/memory/"

    @property
    def guard(self) -> str:
        return self.project + GUARD_NAME

    def place(self, path: str) -> Place | None:
        """The watched area ``path`` lies in, by the case-insensitive comparison, or None."""
        plan = _plan(self)
        for area, prefix, _, deeper in plan:
            if path.startswith(prefix):
                if not deeper:
                    return Place(area, prefix, False)
                break  # a deeper prefix may match once folded (.ecc/memory/PROJECT/)
        parts = _fold_parts(path)
        for area, prefix, wanted, _ in plan:
            if len(parts) > len(wanted) and parts[: len(wanted)] == wanted:
                return Place(area, prefix, not path.startswith(prefix))
        return None

    def is_watched(self, path: str) -> bool:
        return self.place(path) is not None

    def redirects(self, path: str) -> bool:
        """Whether ``path`` names a watched directory or one of its parents (as a
        case-insensitive checkout compares names): a symlink or submodule there would carry
        every memory file below it somewhere no gate looks."""
        parts = _fold_parts(path)
        return any(wanted[: len(parts)] == parts for _, _, wanted, _ in _plan(self))

    def step(self, directory: str, name: str) -> int:
        """For a walk that starts at the root and enters only what it must: whether the
        entry ``name`` of ``directory`` (``""`` or ending in ``/``) is inside a watched
        directory (IN), on the way to one (TOWARDS) or neither (OUT)."""
        parts = _fold_parts(directory + name)
        towards = False
        for _, _, wanted, _ in _plan(self):
            if parts[: len(wanted)] == wanted:
                return IN
            towards = towards or wanted[: len(parts)] == parts
        return TOWARDS if towards else OUT

    def attribute_files(self, path: str) -> list[str]:
        """The ``.gitattributes`` files that apply to ``path``, the root's first."""
        folders = path.split("/")[:-1]
        return ["/".join([*folders[:depth], ATTRIBUTES_NAME]) for depth in range(len(folders) + 1)]

    def is_attribute_file(self, path: str) -> bool:
        """A ``.gitattributes`` that may apply to a watched path: at the root, on the way
        to a watched directory or inside one."""
        folder, _, name = path.rpartition("/")
        if name != ATTRIBUTES_NAME:
            return False
        return not folder or self.redirects(folder) or self.is_watched(path)


# (area, prefix, folded components, whether a deeper prefix exists), deepest first.
_Plan = tuple[tuple[str, str, list[str], bool], ...]
_plans: dict[Layout, _Plan] = {}


def _plan(layout: Layout) -> _Plan:
    found = _plans.get(layout)
    if found is None:
        pairs = [(PROJECT, layout.project), (TEAM, layout.team), (DOCS, layout.docs),
                 (BASE, layout.base)]  # fmt: skip
        folded = [(area, prefix, _fold_parts(prefix.rstrip("/"))) for area, prefix in pairs]
        folded.sort(key=lambda item: (-len(item[2]), -len(item[1])))
        found = _plans[layout] = tuple(
            (area, prefix, wanted, any(len(other) > len(wanted) for _, _, other in folded))
            for area, prefix, wanted in folded
        )
    return found


def _fold_parts(path: str) -> list[str]:
    return [fold(part) for part in path.split("/")]


def layout_for(workdir: Path, project_root: Path, team_root: Path) -> Layout:
    """The watched prefixes, following vault roots that were moved inside the checkout."""
    default = Layout()
    try:
        project = project_root.resolve().relative_to(workdir.resolve()).as_posix() + "/"
        team = team_root.resolve().relative_to(workdir.resolve()).as_posix() + "/"
    except ValueError:
        return default
    return default._replace(project=project, team=team)
