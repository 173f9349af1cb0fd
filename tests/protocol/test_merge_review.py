"""protocol.merge_review over three in-memory trees (the git side is tests/git)."""

from __future__ import annotations

from ecc_memory.protocol.merge.merge_review import merged_tree, review_trees
from ecc_memory.protocol.model.conflicts import conflict_status
from protocol_fixtures.merge import DECISIONS, add_decision, decision
from protocol_fixtures.support import FIXTURE

BASE = {str(p.relative_to(FIXTURE)): p.read_bytes() for p in FIXTURE.rglob("*.md")}
OLD = b"## MC-DEC-20260827-8f4c2a91"
SUBJECT_ANCHOR = b"## MC-SUBJ-20260801-60000006"


def tree(**files: bytes) -> dict[str, bytes]:
    return {**BASE, **{name.replace("_", ".", 1): data for name, data in files.items()}}


def subject(suffix: str, ref: str | None, alias: str) -> bytes:
    canonical = f"Canonical-Ref: {ref}\n" if ref else ""
    kind = "feature" if ref else "concept"
    return (
        f"## MC-SUBJ-20261201-{suffix} \u2014 Subject {suffix}\n\nStatus: active\n"
        f"Kind: {kind}\n{canonical}Evidence:\n- user-confirmed\n\n"
        f"Aliases:\n- {alias}\n\n"
    ).encode()


def with_subject(unit: bytes) -> bytes:
    return BASE["subjects.md"].replace(SUBJECT_ANCHOR, unit + SUBJECT_ANCHOR)


def codes(ours: dict[str, bytes], theirs: dict[str, bytes]) -> list[str]:
    return [p.code for p in review_trees(BASE, ours, theirs)]


def test_clear_when_sides_add_different_identities() -> None:
    ours = tree(decisions_md=add_decision(DECISIONS, decision("0000000a", "20261201", "workflow")))
    theirs = tree(
        decisions_md=add_decision(DECISIONS, decision("0000000b", "20261202", "performance"))
    )
    assert review_trees(BASE, ours, theirs) == []
    merged = merged_tree(BASE, ours, theirs)
    assert b"0000000a" in merged["decisions.md"]
    assert b"0000000b" in merged["decisions.md"]


def test_two_new_owners_of_one_identity() -> None:
    ours = tree(decisions_md=add_decision(DECISIONS, decision("0000000a", "20261201", "workflow")))
    theirs = tree(
        decisions_md=add_decision(DECISIONS, decision("0000000b", "20261202", "workflow"))
    )
    problems = review_trees(BASE, ours, theirs)
    assert "MC-MERGE-003" in [p.code for p in problems]
    assert "MC-MERGE-006" in [p.code for p in problems]  # the merged tree has MC-CONFLICT-001
    assert conflict_status(problems) == "CONFLICT"


def test_same_canonical_ref_from_both_sides() -> None:
    ours = tree(subjects_md=with_subject(subject("0000000a", "feature:x", "first")))
    theirs = tree(subjects_md=with_subject(subject("0000000b", "feature:x", "second")))
    assert "MC-MERGE-001" in codes(ours, theirs)


def test_custom_subjects_with_one_name_need_review() -> None:
    ours = tree(subjects_md=with_subject(subject("0000000a", None, "shared name")))
    theirs = tree(subjects_md=with_subject(subject("0000000b", None, "shared name")))
    found = review_trees(BASE, ours, theirs)
    assert "MC-MERGE-REVIEW-003" in [p.code for p in found]
    assert "MC-MERGE-006" in [p.code for p in found]  # one alias, two active Subjects (004)


def test_supersession_against_a_change() -> None:
    new = decision("0000000e", "20261201", "compatibility").replace(
        b"- user-confirmed\n", b"- user-confirmed\nSupersedes: MC-DEC-20260827-8f4c2a91\n"
    )
    at = DECISIONS.index(OLD)
    rest = (
        DECISIONS[at:]
        .replace(b"Status: active", b"Status: superseded", 1)
        .replace(
            b"Facet: compatibility\n",
            b"Facet: compatibility\nSuperseded-By: MC-DEC-20261201-0000000e\n",
            1,
        )
    )
    ours = tree(decisions_md=add_decision(DECISIONS[:at] + rest, new))
    theirs = tree(decisions_md=DECISIONS.replace(b"Preserves parse/write", b"Keeps parse/write"))
    assert codes(ours, theirs) == ["MC-MERGE-004"]
    assert codes(theirs, ours) == ["MC-MERGE-004"]


def test_relation_change_against_a_content_change() -> None:
    rel = DECISIONS.replace(b"Supersedes: MC-DEC-20260729-ef44900b\n", b"")
    ours = tree(decisions_md=rel)
    theirs = tree(decisions_md=DECISIONS.replace(b"Avoids mixed-time", b"Prevents mixed-time"))
    assert "MC-MERGE-REVIEW-001" in codes(ours, theirs)


def test_delete_against_change() -> None:
    start, end = DECISIONS.index(OLD), DECISIONS.index(b"## MC-DEC-20260801-07000007")
    ours = tree(decisions_md=DECISIONS[:start] + DECISIONS[end:])
    theirs = tree(decisions_md=DECISIONS.replace(b"Preserves parse/write", b"Keeps parse/write"))
    found = review_trees(BASE, ours, theirs)
    assert [p.code for p in found] == ["MC-MERGE-REVIEW-006"]
    assert conflict_status(found) == "REVIEW"
