"""``app.listing``: the stable references of ``docs/memory/``, read-only: the units, one unit
and the Subjects, from the workspace's project, never changing a byte."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from conftest import snapshot
from ecc_memory.app import listing, protocol
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import InvalidInput, UnsafePath
from ecc_memory.protocol.overlay import writer as overlay
from gitrepo import clock_now, iso
from protocol_fixtures.support import copy_fixture

SUBJECT = "MC-SUBJ-20260729-7e5c3a91"  # "Protocol governance" in the 0.7 fixture


@pytest.fixture
def root(tmp_path: Path) -> Path:
    project = copy_fixture(tmp_path).parent.parent
    (project / ".git").mkdir()
    return project


def _place(start: Path) -> Workspace:
    return Workspace.find(start, {**os.environ, "ECC_MEMORY_NOW": iso(clock_now())})


def test_units_list_entries_by_id_and_legacy_units_by_place(root: Path) -> None:
    items = listing.units(_place(root))
    refs = [item.ref for item in items]
    assert len(refs) == len(set(refs))
    assert "MC-DEC-20260827-8f4c2a91" in refs
    assert "constraints.md#unit-1" in refs
    assert all(not ref.startswith("archive/") for ref in refs)
    with_archive = listing.units(_place(root), archive=True)
    assert len(with_archive) > len(items)
    assert {i.ref for i in items} < {i.ref for i in with_archive}


def test_show_finds_a_unit_case_insensitively_and_in_the_archive(root: Path) -> None:
    place = _place(root / "docs")
    shown = listing.show(place, "  mc-dec-20260827-8F4C2A91 ")
    assert shown.ref == "MC-DEC-20260827-8f4c2a91"
    assert shown.title == "Protocol 0.7 body fencing"
    archived = [i for i in listing.units(place, archive=True) if i.path.startswith("archive/")]
    assert listing.show(place, archived[0].ref).path == archived[0].path


@pytest.mark.parametrize("ref", ["MC-DEC-nope", "", "x" * 5000, "decisions.md#unit-999"])
def test_show_of_no_unit_is_refused_with_a_bounded_message(root: Path, ref: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        listing.show(_place(root), ref)
    assert refused.value.code == "PROTOCOL_UNKNOWN_ENTRY"
    assert len(refused.value.message) < 300


def test_subjects_are_listed_and_filtered_by_status(root: Path) -> None:
    place = _place(root)
    every = listing.subjects(place)
    assert SUBJECT.upper() in {s.subject_id.upper() for s in every}
    assert listing.subjects(place, status="active") == [s for s in every if s.status == "active"]
    assert listing.subjects(place, status="no-such-status") == []


def test_local_units_are_refused_until_the_overlay_is_bound(root: Path) -> None:
    place = _place(root)
    with pytest.raises(InvalidInput) as refused:
        listing.units(place, local=True)
    assert refused.value.code == "LOCAL_NOT_BOUND"
    where = protocol.overlay_place(place)
    overlay.enable(*where)
    shared = listing.units(place)
    assert listing.units(place, local=True) == shared  # bound, and empty
    entry_id = overlay.add(
        *where, "Use tabs in this clone.", ("user-confirmed",), clock_now(),
        shared_ids=protocol.shared_entry_ids(place),
    )  # fmt: skip
    with_local = listing.units(place, local=True)
    assert with_local[: len(shared)] == shared
    [mine] = with_local[len(shared) :]
    assert (mine.ref, mine.path, mine.invalid) == (entry_id, "local/preferences.md", False)
    assert listing.show(place, entry_id.lower(), local=True).ref == entry_id
    assert entry_id not in {item.ref for item in listing.units(place)}


READERS: dict[str, Callable[[Workspace], Any]] = {
    "units": listing.units,
    "show": lambda place: listing.show(place, "MC-DEC-20260827-8f4c2a91"),
    "subjects": listing.subjects,
}


@pytest.mark.parametrize("read", READERS.values(), ids=READERS.keys())
def test_no_memory_directory_is_refused_by_every_reader(
    project: Path, read: Callable[[Workspace], Any]
) -> None:
    with pytest.raises(InvalidInput) as refused:
        read(_place(project))
    assert refused.value.code == "PROTOCOL_NO_MEMORY"
    assert not (project / "docs").exists()


@pytest.mark.parametrize("read", READERS.values(), ids=READERS.keys())
def test_a_symlinked_memory_directory_is_refused_by_every_reader(
    root: Path, tmp_path: Path, read: Callable[[Workspace], Any]
) -> None:
    real = tmp_path / "real"
    (root / "docs" / "memory").rename(real)
    (root / "docs" / "memory").symlink_to(real)
    before = snapshot(tmp_path)
    with pytest.raises(UnsafePath) as refused:
        read(_place(root))
    assert refused.value.code == "PROTOCOL_SYMLINK"
    assert snapshot(tmp_path) == before


def test_the_readers_change_nothing_and_read_a_non_utf8_module_without_crashing(
    root: Path, tmp_path: Path
) -> None:
    (root / "docs" / "memory" / "preferences.md").write_bytes(b"# Preferences\n\xff\xfe\n")
    place = _place(root)
    before = snapshot(tmp_path)
    refs = [item.ref for item in listing.units(place)]
    assert "MC-DEC-20260827-8f4c2a91" in refs
    assert not any(ref.startswith("preferences.md#") for ref in refs)
    assert len(listing.subjects(place)) == 7
    assert snapshot(tmp_path) == before
