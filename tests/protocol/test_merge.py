"""The unit-level three-way merge of one docs/memory/ file (protocol.merge)."""

from __future__ import annotations

import pytest

from ecc_memory.protocol.merge.merge import merge_memory
from ecc_memory.protocol.model.units import parse_document
from protocol_fixtures.merge import (
    CHANGELOG,
    DECISIONS,
    FIRST_DECISION,
    INBOX,
    add_candidate,
    add_decision,
    candidate,
    decision,
)

OURS_DEC = decision("0000000a", "20261201", "workflow")
THEIRS_DEC = decision("0000000b", "20261202", "performance")
FENCE = b"\n~~~\nnever closed\n"


def test_both_sides_add_decisions_newest_first_without_conflict() -> None:
    ours = add_decision(DECISIONS, OURS_DEC)
    theirs = add_decision(DECISIONS, THEIRS_DEC)
    result = merge_memory(DECISIONS, ours, theirs)
    assert result is not None
    assert result.conflicts == 0
    assert result.data == add_decision(DECISIONS, THEIRS_DEC + OURS_DEC)
    # the same result with the sides swapped (the date decides, not the side)
    swapped = merge_memory(DECISIONS, theirs, ours)
    assert swapped is not None
    assert swapped.data == result.data


def test_same_day_additions_keep_ours_first() -> None:
    mine, yours = (
        decision("0000000a", "20261201", "workflow"),
        decision("0000000b", "20261201", "performance"),
    )
    result = merge_memory(DECISIONS, add_decision(DECISIONS, mine), add_decision(DECISIONS, yours))
    assert result is not None
    assert result.data == add_decision(DECISIONS, mine + yours)


def test_identity_cases() -> None:
    ours = add_decision(DECISIONS, OURS_DEC)
    for base, o, t, expected in (
        (DECISIONS, ours, DECISIONS, ours),
        (DECISIONS, DECISIONS, ours, ours),
        (DECISIONS, ours, ours, ours),
        (DECISIONS, DECISIONS, DECISIONS, DECISIONS),
    ):
        result = merge_memory(base, o, t)
        assert result is not None
        assert (result.data, result.conflicts) == (expected, 0)


def test_change_on_one_side_and_addition_on_the_other() -> None:
    changed = DECISIONS.replace(b"Preserves parse/write semantics.", b"Keeps round trips exact.")
    result = merge_memory(DECISIONS, changed, add_decision(DECISIONS, THEIRS_DEC))
    assert result is not None
    assert result.conflicts == 0
    assert result.data == add_decision(changed, THEIRS_DEC)


def test_both_change_one_entry_marks_only_that_unit() -> None:
    ours = DECISIONS.replace(b"Preserves parse/write semantics.", b"Ours.")
    theirs = add_decision(
        DECISIONS.replace(b"Preserves parse/write semantics.", b"Theirs."), THEIRS_DEC
    )
    result = merge_memory(DECISIONS, ours, theirs)
    assert result is not None
    assert result.conflicts == 1
    text = result.data.decode()
    assert text.count("<<<<<<< ours") == 1
    assert text.count(">>>>>>> theirs") == 1
    start, end = text.index("<<<<<<< ours"), text.index(">>>>>>> theirs")
    marked = text[start:end]
    assert "Ours." in marked
    assert "Theirs." in marked
    assert marked.count("## MC-DEC-20260827-8f4c2a91") == 2
    assert "MC-DEC-20260801-07000007" not in marked  # the next unit is outside the markers
    assert THEIRS_DEC.decode() in text[:start]


def test_delete_against_change_is_a_conflict_and_clean_delete_is_kept() -> None:
    at = DECISIONS.index(FIRST_DECISION)
    end = DECISIONS.index(b"## MC-DEC-20260801-07000007")
    deleted = DECISIONS[:at] + DECISIONS[end:]
    changed = DECISIONS.replace(b"Preserves parse/write semantics.", b"Changed.")
    result = merge_memory(DECISIONS, deleted, changed)
    assert result is not None
    assert result.conflicts == 1
    assert b"<<<<<<< ours\n=======\n## MC-DEC-20260827-8f4c2a91" in result.data
    clean = merge_memory(DECISIONS, deleted, add_decision(DECISIONS, THEIRS_DEC))
    assert clean is not None
    assert clean.conflicts == 0
    assert clean.data == deleted.replace(
        b"## MC-DEC-20260801-07000007", THEIRS_DEC + b"## MC-DEC-20260801-07000007"
    )
    assert THEIRS_DEC in clean.data


def test_both_add_different_entries_with_one_id_conflict() -> None:
    mine = decision("0000000a", "20261201", "workflow", "Mine.")
    yours = decision("0000000a", "20261201", "workflow", "Yours.")
    result = merge_memory(DECISIONS, add_decision(DECISIONS, mine), add_decision(DECISIONS, yours))
    assert result is not None
    assert result.conflicts == 1


def test_inbox_candidates_from_both_sides() -> None:
    ours = add_candidate(INBOX, candidate("0000000c", "20261201"))
    theirs = add_candidate(INBOX, candidate("0000000d", "20261202"))
    result = merge_memory(INBOX, ours, theirs)
    assert result is not None
    assert result.conflicts == 0
    text = result.data.decode()
    assert text.index("0000000d") < text.index("0000000c")
    assert text.startswith(INBOX.decode().rstrip("\n"))


def test_changelog_bullets_under_one_new_date_are_combined() -> None:
    anchor = b"## 2026-08-09"
    ours = CHANGELOG.replace(anchor, b"## 2026-12-01\n- Ours did a thing.\n\n" + anchor)
    theirs = CHANGELOG.replace(anchor, b"## 2026-12-01\n- Theirs did a thing.\n\n" + anchor)
    result = merge_memory(CHANGELOG, ours, theirs)
    assert result is not None
    assert result.conflicts == 0
    expected = b"## 2026-12-01\n- Ours did a thing.\n- Theirs did a thing.\n\n" + anchor
    assert result.data == CHANGELOG.replace(anchor, expected)
    # and again when the date already existed at the base
    again = merge_memory(
        ours,
        ours.replace(b"- Ours did", b"- One more.\n- Ours did"),
        ours.replace(b"- Ours did", b"- Another.\n- Ours did"),
    )
    assert again is not None
    assert again.conflicts == 0
    assert b"- One more.\n- Another.\n- Ours did" in again.data
    same = merge_memory(
        CHANGELOG, ours, ours.replace(b"- Ours did a thing.\n", b"- Ours did a thing.\n- More.\n")
    )
    assert same is not None
    assert same.data.count(b"- Ours did a thing.") == 1


def test_crlf_and_bytes_outside_touched_units_are_preserved() -> None:
    base = DECISIONS.replace(b"\n", b"\r\n")
    unit = OURS_DEC.replace(b"\n", b"\r\n")
    result = merge_memory(
        base, add_decision(base, unit), base.replace(b"Reason:\r\nAvoids", b"Reason:\r\nPrevents")
    )
    assert result is not None
    assert result.conflicts == 0
    assert result.data == add_decision(base, unit).replace(
        b"Reason:\r\nAvoids", b"Reason:\r\nPrevents"
    )


def test_addition_after_a_last_unit_without_newline() -> None:
    base = b"# Decisions\n\n" + OURS_DEC.rstrip(b"\n")
    theirs = base + b"\n\n- a legacy bullet\n"
    ours = base.replace(b"Do it.", b"Do it now.")
    result = merge_memory(base, ours, theirs)
    assert result is not None
    assert result.data == ours + b"\n\n- a legacy bullet\n"
    assert len(parse_document(result.data.decode()).units) == 2


@pytest.mark.parametrize("broken", [FENCE, b"\xff\xfe not utf-8\n"])
def test_an_unparseable_side_returns_none(broken: bytes) -> None:
    for sides in (
        (DECISIONS + broken, DECISIONS, DECISIONS),
        (DECISIONS, DECISIONS + broken, DECISIONS),
        (DECISIONS, DECISIONS, DECISIONS + broken),
    ):
        assert merge_memory(*sides) is None


def test_a_duplicate_id_on_one_side_returns_none() -> None:
    twice = add_decision(add_decision(DECISIONS, OURS_DEC), OURS_DEC)
    assert merge_memory(DECISIONS, twice, DECISIONS) is None


def test_header_changes() -> None:
    ours = DECISIONS.replace(b"Entries are newest first.", b"Newest first.")
    theirs = add_decision(DECISIONS, THEIRS_DEC)
    result = merge_memory(DECISIONS, ours, theirs)
    assert result is not None
    assert result.data == add_decision(ours, THEIRS_DEC)
    both = merge_memory(DECISIONS, ours, DECISIONS.replace(b"Entries are newest first.", b"X."))
    assert both is not None
    assert both.conflicts == 1
    assert both.data.startswith(b"<<<<<<< ours\n# Decisions")


def _git_conflicts(base: bytes, ours: bytes, theirs: bytes) -> bool:
    """Whether git's own line merge reports a conflict for these three versions."""
    import subprocess
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        paths = [Path(folder) / name for name in ("base", "ours", "theirs")]
        for path, data in zip(paths, (base, ours, theirs), strict=True):
            path.write_bytes(data)
        command = ["git", "merge-file", "-p", str(paths[1]), str(paths[0]), str(paths[2])]
        return subprocess.run(command, capture_output=True, check=False).returncode != 0


LEGACY = b"# Constraints\n\n- Keep A.\n- Keep B.\n- Keep C.\n\n"
LEGACY += b"## Notes\nfirst notes\n\n## Notes\nsecond notes\n"
LEGACY_CASES = {
    "each side deletes another of two same-heading sections": (
        LEGACY.replace(b"## Notes\nfirst notes\n\n", b""),
        LEGACY.replace(b"\n\n## Notes\nsecond notes\n", b"\n"),
    ),
    "a bullet rewritten differently on both sides": (
        LEGACY.replace(b"- Keep B.", b"- Keep B, always."),
        LEGACY.replace(b"- Keep B.", b"- Keep B, never."),
    ),
    "a bullet deleted on one side and rewritten on the other": (
        LEGACY.replace(b"- Keep B.\n", b""),
        LEGACY.replace(b"- Keep B.", b"- Keep B, never."),
    ),
    "one new legacy heading added on both sides with other text": (
        LEGACY + b"\n## Later\nours says this\n",
        LEGACY + b"\n## Later\ntheirs says that\n",
    ),
}


@pytest.mark.parametrize("case", LEGACY_CASES)
def test_legacy_units_conflict_wherever_git_would(case: str) -> None:
    ours, theirs = LEGACY_CASES[case]
    assert _git_conflicts(LEGACY, ours, theirs)
    result = merge_memory(LEGACY, ours, theirs)
    # Either conflict markers, or None: the driver then runs git's line merge, which conflicts.
    assert result is None or result.conflicts > 0, result.data.decode()


def test_legacy_edits_far_apart_still_merge() -> None:
    ours = LEGACY.replace(b"- Keep A.", b"- Keep A, always.")
    theirs = LEGACY.replace(b"second notes", b"second notes, revised")
    result = merge_memory(LEGACY, ours, theirs)
    assert result is not None
    assert result.conflicts == 0
    assert b"- Keep A, always." in result.data
    assert b"second notes, revised" in result.data
    assert b"- Keep A.\n" not in result.data
