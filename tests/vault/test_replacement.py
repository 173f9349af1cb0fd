"""A correction is a new document: what a replacement and a retirement notice hold, and which
memory a document replaces (derived, never written into the old file)."""

from __future__ import annotations

from datetime import datetime, timezone

from ecc_memory.vault.document import MAX_TITLE, Memory, new_memory
from ecc_memory.vault.replacement import replaces, replaces_row, retirement, superseding


def _at(stamp: str, **fields: object) -> Memory:
    base = new_memory(title="Old", body="old body", source_harness="codex",
                      now=datetime(2026, 1, 1, tzinfo=timezone.utc))  # fmt: skip
    return base._replace(created_at=stamp, updated_at=stamp, **fields)  # type: ignore[arg-type]


def test_a_replacement_links_the_old_memory_and_keeps_its_shape() -> None:
    old = _at("2026-01-01T00:00:00.000Z", kind="lesson", scope="team", tags=("ci",),
              target_harnesses=("claude",))  # fmt: skip
    when = datetime(2026, 1, 2, tzinfo=timezone.utc)
    new = superseding(old, body="corrected", source_harness="cli", now=when)
    assert (new.kind, new.scope, new.title, new.status) == ("lesson", "team", "Old", "active")
    assert (new.tags, new.links, new.target_harnesses) == (
        ("ci", "supersedes"),
        (old.id,),
        ("claude",),
    )
    assert replaces(new) == (old.id,)
    assert replaces(old) == ()
    again = superseding(new, body="again", source_harness="cli", now=when, tags=("x",))
    assert again.tags == ("x", "supersedes")  # one marker, never two


def test_a_retirement_notice_fits_the_title_bound_and_carries_no_old_tags() -> None:
    old = _at("2026-01-01T00:00:00.000Z", title="😀" * 100, tags=("auth",))
    notice = retirement(old, source_harness="cli", now=datetime(2026, 1, 2, tzinfo=timezone.utc),
                        reason=None)  # fmt: skip
    assert len(notice.title.encode("utf-16-le")) // 2 <= MAX_TITLE
    assert notice.title.startswith("Retired: 😀")
    assert notice.title.endswith("…")
    assert (notice.tags, notice.links, notice.body) == (("retires",), (old.id,), "No longer true.")


def test_what_hides_what_is_derived_from_the_newer_document() -> None:
    old = _at("2026-01-01T00:00:00.000Z")
    newer = _at("2026-01-02T00:00:00.000Z", tags=("supersedes",), links=(old.id,))
    newer = newer._replace(id="mem_20260102_newer")
    assert replaces_row(newer, old)
    assert not replaces_row(old, newer)
    assert not replaces_row(newer._replace(tags=()), old)  # a plain link: a reference
    assert not replaces_row(newer._replace(scope="team"), old)
    assert not replaces_row(newer._replace(created_at="2025-12-31T00:00:00.000Z"), old)
    same = newer._replace(created_at=old.created_at)
    assert replaces_row(same, old)  # same instant: the one that links wins ...
    looped = old._replace(links=(same.id,), tags=("supersedes",))
    assert not replaces_row(same, looped)  # ... unless both link each other
    assert not replaces_row(looped, same)
