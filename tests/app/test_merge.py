"""``app.merge``: git's merge driver for ``docs/memory/`` on real files: by unit into OURS,
else git's line merge, and a refusal that leaves every file as it was."""

from __future__ import annotations

from pathlib import Path

import pytest

from ecc_memory.app.merge import MAX_BYTES, MergeRequest, merge_files
from ecc_memory.errors import EccError
from protocol_fixtures.merge import add_decision, decision
from protocol_fixtures.support import FIXTURE

OLD = b"Preserves parse/write semantics."


def _sides(tmp_path: Path, ours: bytes, theirs: bytes) -> MergeRequest:
    base = (FIXTURE / "decisions.md").read_bytes()
    paths = []
    for name, data in (("base", base), ("ours", ours), ("theirs", theirs)):
        (tmp_path / name).write_bytes(data)
        paths.append(str(tmp_path / name))
    return MergeRequest(*paths, path="docs/memory/decisions.md")


def test_both_sides_adding_decisions_merge_cleanly_into_ours(tmp_path: Path) -> None:
    base = (FIXTURE / "decisions.md").read_bytes()
    ours = add_decision(base, decision("0000000a", "20261201", "workflow"))
    theirs = add_decision(base, decision("0000000b", "20261202", "performance"))
    merged = merge_files(_sides(tmp_path, ours, theirs))
    assert (merged.name, merged.conflicts, merged.line_merge, merged.code) == (
        "docs/memory/decisions.md", 0, False, 0,
    )  # fmt: skip
    text = (tmp_path / "ours").read_text(encoding="utf-8")
    assert "MC-DEC-20261201-0000000a" in text
    assert "MC-DEC-20261202-0000000b" in text
    assert "<<<<<<<" not in text


def test_one_unit_changed_on_both_sides_is_one_conflict(tmp_path: Path) -> None:
    base = (FIXTURE / "decisions.md").read_bytes()
    request = _sides(tmp_path, base.replace(OLD, b"Ours."), base.replace(OLD, b"Theirs."))
    merged = merge_files(request)
    assert (merged.conflicts, merged.line_merge, merged.code) == (1, False, 1)
    assert (tmp_path / "ours").read_text(encoding="utf-8").count("<<<<<<<") == 1


def test_a_side_that_is_not_memory_gets_gits_line_merge(tmp_path: Path) -> None:
    too_big = b"x\n" * (MAX_BYTES // 2 + 1)
    base = (FIXTURE / "decisions.md").read_bytes()
    merged = merge_files(_sides(tmp_path, too_big, base))
    assert merged.line_merge
    assert merged.code in (0, 1)  # git's answer, not ours


def test_a_missing_side_is_refused_and_ours_is_left_alone(tmp_path: Path) -> None:
    base = (FIXTURE / "decisions.md").read_bytes()
    request = _sides(tmp_path, base.replace(OLD, b"Ours."), base)
    (tmp_path / "theirs").unlink()
    before = (tmp_path / "ours").read_bytes()
    with pytest.raises(EccError) as refused:
        merge_files(request)
    assert refused.value.code == "MERGE_IO"
    assert refused.value.message.startswith("docs/memory/decisions.md: cannot read or write")
    assert (tmp_path / "ours").read_bytes() == before
