"""The memory-tree view: an immutable mapping of path -> entry, built by one reading policy.

A source (the working directory, the git index, a commit's tree) lists plain ``Record``s and
says how to read one; ``build`` places each path (``watched``), decides its admission once
(``admission``) and holds the bytes of what it admits. Every gate takes the view, so no gate
can read a path another way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import NamedTuple

from ecc_memory.view import admission
from ecc_memory.view.admission import REGULAR_MODES, Verdict
from ecc_memory.view.attributes import Attributes
from ecc_memory.view.watched import BASE, DOCS, PROJECT, TEAM, Layout, Place


class Record(NamedTuple):
    """One entry as a source lists it: its path, git mode, the key ``read`` takes (a blob id,
    or a path on disk) and its size when the listing knows it."""

    path: str
    mode: int
    key: str
    size: int | None = None


class Entry(NamedTuple):
    """One watched path in the view."""

    path: str
    mode: int
    blob: str | None  # the git object id (None on disk)
    area: str | None  # project, team, docs or base; None for a link where a directory should be
    data: bytes | None  # the admitted bytes; None when refused or not read (project scope)
    verdict: Verdict | None  # None: admitted

    @property
    def regular(self) -> bool:
        return self.mode in REGULAR_MODES

    def text(self) -> str:
        return (self.data or b"").decode("utf-8")


class MemoryTree(Mapping[str, Entry]):
    """Every watched path of one source, with the layout it was placed by.

    The mapping never changes: which paths it holds is decided from the listing alone, and an
    entry's admission (which reads its bytes) the first time it is looked at, so a gate that
    needs a few entries of a large vault reads only those."""

    __slots__ = ("_entries", "_places", "_read", "_records", "_size", "_wanted", "attributes",
                 "layout")  # fmt: skip

    def __init__(
        self,
        records: Iterable[Record],
        read: Callable[[str], bytes | None],
        layout: Layout,
        attributes: Attributes | None,
        size: Callable[[str], int | None] | None = None,
        wanted: Callable[[str], bool] | None = None,
    ) -> None:
        self.layout = layout
        self.attributes = attributes
        self._read, self._size, self._wanted = read, size, wanted
        self._records = {record.path: record for record in records}
        self._places: dict[str, Place | bool | None] = {}  # placed on first use
        self._entries: dict[str, Entry] = {}

    def _place(self, path: str) -> Place | bool | None:
        """The place of a listed path; False when the view does not hold it."""
        if path not in self._places:
            place = self.layout.place(path)
            held = place is not None or (
                self._records[path].mode in _LINKS and self.layout.redirects(path)
            )
            self._places[path] = place if held else False
        return self._places[path]

    def __getitem__(self, path: str) -> Entry:
        entry = self._entries.get(path)
        if entry is None:
            if path not in self:
                raise KeyError(path)
            place = self._place(path)
            where = place if isinstance(place, Place) else None
            entry = self._entries[path] = _judge(
                self._records[path], where, self._read, self.attributes, self._size,
                self._wanted, self.layout,
            )  # fmt: skip
        return entry

    def __iter__(self) -> Iterator[str]:
        return iter(sorted(path for path in self._records if path in self))

    def __contains__(self, path: object) -> bool:
        return isinstance(path, str) and path in self._records and self._place(path) is not False

    def __len__(self) -> int:
        return sum(1 for _ in self)

    def record(self, path: str) -> Record:
        """The listing's record of ``path`` (nothing read)."""
        return self._records[path]

    def paths_in(self, *areas: str) -> list[str]:
        """The paths placed in ``areas``, without reading anything."""
        return sorted(path for path in self._records if _area(self._place(path)) in areas)

    def in_area(self, *areas: str) -> list[Entry]:
        return [self[path] for path in self.paths_in(*areas)]

    def holds_vault(self) -> bool:
        """Whether any vault file (team, project or elsewhere under the vault) is here."""
        areas = (TEAM, PROJECT, BASE)
        return any(_area(self._place(path)) in areas for path in self._records)

    def docs_files(self) -> dict[str, bytes]:
        """The admitted files of ``docs/memory/`` by their path inside it: the tree the
        protocol checker reads."""
        prefix = self.layout.docs
        return {
            entry.path[len(prefix) :]: entry.data
            for entry in self.in_area(DOCS)
            if entry.verdict is None and entry.data is not None
        }


_LINKS = (admission.SYMLINK_MODE, admission.GITLINK_MODE)


def _area(place: Place | bool | None) -> str | None:
    return place.area if isinstance(place, Place) else None


def build(
    records: Iterable[Record],
    read: Callable[[str], bytes | None],
    layout: Layout,
    attributes: Attributes | None,
    size: Callable[[str], int | None] | None = None,
    wanted: Callable[[str], bool] | None = None,
) -> MemoryTree:
    """The view of ``records``: only watched paths (and links where a watched directory
    should be) become entries. ``attributes`` None: the bytes are what a checkout holds
    (the working directory), so no ``.gitattributes`` conversion applies. ``wanted``: which
    regular files to read (None: all); the others are listed unread, with no verdict."""
    return MemoryTree(records, read, layout, attributes, size, wanted)


def _judge(
    record: Record,
    place: Place | None,
    read: Callable[[str], bytes | None],
    attributes: Attributes | None,
    size: Callable[[str], int | None] | None,
    wanted: Callable[[str], bool] | None,
    layout: Layout,
) -> Entry:
    """One record through the reading policy."""
    path, mode = record.path, record.mode
    redirects = mode in _LINKS and layout.redirects(path)  # only a link can carry a folder away
    verdict = admission.path_verdict(path, mode, place, redirects)
    blob = None if attributes is None else record.key
    area = place.area if place is not None else None
    if verdict is not None or place is None or (wanted is not None and not wanted(path)):
        return Entry(path, mode, blob, area, None, verdict)
    conversion = attributes.conversion(path) if attributes is not None else None
    known = record.size if record.size is not None or size is None else size(record.key)
    data, verdict = admission.admit(place, path, known, lambda: read(record.key), conversion)
    return Entry(path, mode, blob, area, data, verdict)
