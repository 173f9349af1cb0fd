"""The input of every writer: the memory tree's bytes, read once, plus what a plan needs.

A writer is a pure function of a ``Tree`` and its arguments. The tree carries everything the
plan may depend on (every file's bytes, today's date, the tool name, an Evidence-path probe),
so previewing twice on unchanged files gives the same plan, and so does the rebuild under the
lock at apply time.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Collection, Mapping
from datetime import date
from functools import cached_property
from pathlib import Path

from ecc_memory.errors import InvalidInput, UnsafePath
from ecc_memory.protocol.model.reading import read_tree
from ecc_memory.protocol.model.snapshot import Snapshot, build_snapshot
from ecc_memory.protocol.model.units import entry_ids_in

_UNSAFE_CODES = ("ECC-FILE-002", "ECC-FILE-004")
_NOT_TEXT = "ECC-FILE-003"


class Tree:
    """The memory directory as ``{relative path: bytes}`` and derived, lazily built views."""

    def __init__(
        self,
        files: Mapping[str, bytes],
        *,
        today: date,
        tool: str,
        evidence_exists: Callable[[str], bool] | None = None,
        seeds: Callable[[str, Callable[[], str]], str] | None = None,
        outside_ids: Callable[[str], Collection[str]] | None = None,
    ) -> None:
        self.files = dict(files)
        self.today = today
        self.tool = tool
        self.evidence_exists = evidence_exists or (lambda _rel: True)
        self._seeds = seeds
        self._outside_ids = outside_ids
        self.seeds_used: set[str] = set()

    def seed(self, name: str, make: Callable[[], str], fallback: str) -> str:
        """A random value the preview and the apply share (``store.seeds``); ``fallback`` when
        the caller keeps no state (a pure call in a test)."""
        if self._seeds is None:
            return fallback
        self.seeds_used.add(name)
        return self._seeds(name, make)

    def text(self, path: str) -> str | None:
        """A file's text exactly as stored (a byte-order mark included), or None if absent."""
        data = self.files.get(path)
        if data is None:
            return None
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidInput(
                "PROTOCOL_ENCODING", f"{path} is not valid UTF-8; fix it before writing"
            ) from None

    def require(self, path: str) -> str:
        text = self.text(path)
        if text is None:
            raise InvalidInput("PROTOCOL_MISSING_FILE", f"{path} does not exist")
        return text

    @cached_property
    def snapshot(self) -> Snapshot:
        return build_snapshot(self.files)

    @cached_property
    def digest(self) -> str:
        """One SHA-256 over every path and its bytes: identifies this exact tree."""
        hasher = hashlib.sha256()
        for path in sorted(self.files):
            hasher.update(path.encode("utf-8") + b"\0")
            hasher.update(hashlib.sha256(self.files[path]).digest())
        return hasher.hexdigest()

    @cached_property
    def taken_ids(self) -> set[str]:
        """Every Entry-ID-shaped token anywhere in the tree, upper-cased (IDs stay unique), and
        the IDs kept outside it for this project: its local overlay's (``outside_ids``, asked
        with the manifest's project_id only when a writer mints an ID)."""
        taken = entry_ids_in(self.files.values())
        manifest = self.snapshot.manifest
        project_id = manifest.metadata.get("project_id") if manifest is not None else None
        if self._outside_ids is not None and project_id:
            taken |= {entry_id.upper() for entry_id in self._outside_ids(project_id)}
        return taken

    def input_digests(self) -> dict[str, str]:
        return {path: hashlib.sha256(data).hexdigest() for path, data in sorted(self.files.items())}


def load_tree(
    memory_dir: Path,
    *,
    today: date,
    tool: str,
    evidence_exists: Callable[[str], bool] | None = None,
    allow_missing: bool = False,
    seeds: Callable[[str, Callable[[], str]], str] | None = None,
    outside_ids: Callable[[str], Collection[str]] | None = None,
) -> Tree:
    """Read the memory directory; refuse when any part of it is unsafe to write through."""
    if memory_dir.is_symlink():
        raise UnsafePath("PROTOCOL_SYMLINK", "the memory directory is a symlink")
    files: Mapping[str, bytes] = {}
    if memory_dir.is_dir():
        files, problems = read_tree(memory_dir)
        unsafe = [p for p in problems if p.code in _UNSAFE_CODES]
        if unsafe:
            raise UnsafePath("PROTOCOL_UNSAFE_TREE", f"refusing to write: {unsafe[0].message}")
        # A file the writer cannot read is not absent: writing around it would create a second
        # preferences.md, or migrate a tree whose modules it never saw.
        undecodable = [p for p in problems if p.code == _NOT_TEXT]
        if undecodable:
            raise InvalidInput(
                "PROTOCOL_ENCODING",
                f"refusing to write: {undecodable[0].message}; fix it before writing",
            )
    elif not allow_missing:
        raise InvalidInput(
            "PROTOCOL_NO_MEMORY",
            "the memory directory does not exist; run `ecc memory protocol init` first",
        )
    return Tree(
        files,
        today=today,
        tool=tool,
        evidence_exists=evidence_exists,
        seeds=seeds,
        outside_ids=outside_ids,
    )


_SLUG = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")


def check_slug(kind: str, name: str) -> str:
    if not _SLUG.fullmatch(name) or name.lower() == "readme":
        raise InvalidInput(
            "PROTOCOL_NAME",
            f"the {kind} name must match [A-Za-z0-9][A-Za-z0-9._-]* (and not be README)",
        )
    return name
