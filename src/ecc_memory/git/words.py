"""The author's words in a branch handoff: what a person or an agent wrote (``-m``, ``--stdin``,
``--body-file``), told apart from what ecc-memory generated from git, and carried forward.

A branch handoff's body is its words, then the generated context (it starts with the
``Branch handoff for`` header, which no commit subject or file name can begin a line with:
those are indented list items), then the ``State:`` line. An automatic handoff (post-checkout,
session end) has no words of its own; it carries the branch's latest words forward, quoted,
naming the handoff that first held them, its harness, time and author, so a machine-written
handoff never hides what a person wrote. Carrying is idempotent: a carried block is carried as
it is, never quoted twice.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ecc_memory.terminal import sanitize

if TYPE_CHECKING:
    from ecc_memory.vault.document import Memory

HEADER = "Branch handoff for `"
_AUTHOR = re.compile(r"^- Author: (.+)$", re.M)
_CARRIED = re.compile(
    r"\ACarried forward from `(?P<id>mem_[a-z0-9_-]+)`, written by (?P<harness>[a-z0-9][a-z0-9_-]*)"
    r" at (?P<at>\S+)(?: by (?P<author>[^\n]+))?:\n\n(?P<quoted>(?:>[^\n]*(?:\n|\Z))+)\Z"
)
MAX_AUTHOR = 80


@dataclass(frozen=True)
class Words:
    """The words as written, and where they were first written."""

    text: str
    memory_id: str
    harness: str
    created_at: str
    author: str | None


def one_line(text: str) -> str:
    return " ".join(sanitize(text).split())


def author_line(author: str | None) -> list[str]:
    """The generated body's author line (git's ``user.name`` of the clone that wrote it)."""
    name = one_line(author or "")[:MAX_AUTHOR]
    return [f"- Author: {name}"] if name else []


def author_of(memory: Memory) -> str | None:
    """The author named in the generated part of ``memory``'s body, if any."""
    cut = _generated_at(memory.body)
    match = _AUTHOR.search(memory.body, cut if cut >= 0 else 0)
    return match.group(1).strip() if match else None


def _generated_at(body: str) -> int:
    """Where the generated part starts: the last header line (words may quote one), else 0
    when the body is the header's alone, else -1 (no generated part)."""
    cut = body.rfind(f"\n\n{HEADER}")
    if cut >= 0:
        return cut + 2
    return 0 if body.startswith(HEADER) else -1


def words_of(memory: Memory) -> Words | None:
    """The words ``memory`` holds, its own or carried, or None (a handoff of git facts only)."""
    cut = _generated_at(memory.body)
    if cut <= 0:
        return None
    block = memory.body[: cut - 2].strip()
    if not block:
        return None
    carried = _CARRIED.match(block)
    if carried is None:
        return Words(block, memory.id, memory.source_harness, memory.created_at, author_of(memory))
    quoted = carried.group("quoted").rstrip("\n").split("\n")
    text = "\n".join(line[2:] if line.startswith("> ") else line[1:] for line in quoted)
    return Words(
        text, carried.group("id"), carried.group("harness"), carried.group("at"),
        carried.group("author"),
    )  # fmt: skip


def carried_block(words: Words) -> str:
    """``words`` quoted under a line naming where they come from."""
    author = f" by {one_line(words.author)[:MAX_AUTHOR]}" if words.author else ""
    quoted = "\n".join(f"> {line}" if line else ">" for line in words.text.split("\n"))
    return (
        f"Carried forward from `{words.memory_id}`, written by {words.harness} at "
        f"{words.created_at}{author}:\n\n{quoted}"
    )


def summary(memory: Memory, limit: int = 120) -> str | None:
    """The first line of ``memory``'s words, for one-line displays (the arrival line)."""
    words = words_of(memory)
    if words is None:
        return None
    first = next((line for line in words.text.split("\n") if line.strip()), "")
    text = one_line(first)
    return text if len(text) <= limit else text[: limit - 1] + "…"
