"""The refresh's stream of parsed rows, shared by the scopes it writes one after another."""

from __future__ import annotations

from typing import Any

from ecc_memory.vault import refresh


def rows(count: int) -> Any:
    return iter(range(count))  # the shares only count and pass rows on


def test_each_scope_takes_its_own_rows_in_turn() -> None:
    shares = refresh._Shares(rows(7))
    first, second, third = shares.take(3), shares.take(0), shares.take(4)
    assert list(first) == [0, 1, 2]
    assert list(second) == []
    assert list(third) == [3, 4, 5, 6]


def test_a_share_left_unread_does_not_shift_the_next_ones() -> None:
    """A scope whose write failed part-way (an unreadable scope root) leaves rows unread: the
    next scope must still get exactly its own."""
    shares = refresh._Shares(rows(9))
    first, _second, third = shares.take(4), shares.take(2), shares.take(3)
    assert next(first) == 0  # then abandoned, and the second share never started
    assert list(third) == [6, 7, 8]
