"""The author's words in a handoff body: found, attributed, carried once."""

from __future__ import annotations

from datetime import datetime

from ecc_memory.git.words import Words, carried_block, summary, words_of
from ecc_memory.vault.document import new_memory

WORDS = "next: token refresh\n\nthen: the logout button"
FACTS = "Branch handoff for `b`, generated from git by ecc-memory.\n\n- Branch: `b`"


def test_words_are_carried_once_never_quoted_twice(now: datetime) -> None:
    first = new_memory(
        title="t", body=f"{WORDS}\n\nBranch handoff for `b`, generated from git by ecc-memory.\n\n"
        "- Branch: `b`\n- Author: Alice", source_harness="claude", kind="handoff", now=now,
    )  # fmt: skip
    words = words_of(first)
    assert words == Words(WORDS, first.id, "claude", first.created_at, "Alice")
    again = new_memory(
        title="t", body=f"{carried_block(words)}\n\nBranch handoff for `b`, generated from git "
        "by ecc-memory.\n\n- Branch: `b`\n- Author: Bob", source_harness="git", kind="handoff",
        now=now,
    )  # fmt: skip
    assert words_of(again) == words
    facts = new_memory(title="t", body="Branch handoff for `b`, generated from git by ecc-memory.",
                       source_harness="git", kind="handoff", now=now)  # fmt: skip
    assert words_of(facts) is None
    assert summary(first) == "next: token refresh"
    assert summary(facts) is None


def test_words_that_hold_the_header_line_are_still_told_apart(now: datetime) -> None:
    """The generated part is the last header: words quoting one do not confuse it."""
    tricky = f"{FACTS}\n\nreally mine"
    memory = new_memory(title="t", body=f"{tricky}\n\n{FACTS}\n- Author: Eve",
                        source_harness="claude", kind="handoff", now=now)  # fmt: skip
    found = words_of(memory)
    assert found is not None
    assert (found.text, found.author) == (tricky, "Eve")
