"""Filling a brief: whole items by priority under a token budget and a character bound.

Tokens are counted with the protocol's estimator over the final text, so the bound holds for
what is printed, headings and the list of what was left out included. Claude Code replaces
hook output above 10,000 characters with a short preview (and still reports success), so the
text also stays under ``MAX_CHARS`` whatever the token budget. The bound counts UTF-8 bytes,
which are never fewer than characters or UTF-16 code units however the harness counts, so
text in any script stays under the cut.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ecc_memory.protocol.model.budget import estimate_tokens
from ecc_memory.terminal import quote_block, quote_inline

MAX_CHARS = 9000
MAX_LISTED = 12
SECTIONS = ("handoff", "protocol", "recent")


@dataclass(frozen=True)
class Item:
    """One whole unit of a brief: ``ref`` names it (a memory ID or a memory-file path).

    ``shorter`` are smaller versions of the same item, largest first (an excerpt of a long
    handoff, then only where to read it): the first that fits is taken when ``text`` does not.
    """

    section: str
    ref: str
    text: str
    shorter: tuple[str, ...] = ()


@dataclass(frozen=True)
class Assembled:
    """The items that fit the bound, as Markdown, and the ones left out."""

    markdown: str
    tokens: int
    included: tuple[str, ...]
    omitted: tuple[str, ...]


def fence(text: str, info: str = "") -> str:
    """Memory text as quoted data (``terminal.quote_block``): a fence it cannot close, with
    hidden characters and tag-shaped text neutralised."""
    return quote_block(text, info)


def _footer(omitted: list[str], budget: int, listed: int) -> str:
    if not omitted:
        return ""
    shown = ", ".join(quote_inline(ref) for ref in omitted[:listed])
    more = len(omitted) - min(listed, len(omitted))
    if more:
        shown = f"{shown} and {more} more" if shown else f"{more} items"
    return f"Left out to stay within {budget} tokens and {MAX_CHARS} characters: {shown}."


class _Layout:
    def __init__(
        self,
        title: list[str],
        items: Sequence[Item],
        headings: dict[str, str],
        fixed: Sequence[str],
        budget: int,
    ) -> None:
        self.title, self.items, self.headings = "\n".join(title), items, headings
        self.fixed, self.budget = set(fixed), budget

    def text(self, chosen: dict[int, str], listed: int = MAX_LISTED) -> str:
        parts = [self.title]
        for section in SECTIONS:
            picked = [
                chosen[i]
                for i, item in enumerate(self.items)
                if i in chosen and item.section == section
            ]
            if (picked or section in self.fixed) and section in self.headings:
                parts.append(self.headings[section])
            parts += picked
        omitted = [item.ref for i, item in enumerate(self.items) if i not in chosen]
        footer = _footer(omitted, self.budget, listed)
        return "\n\n".join(parts + ([footer] if footer else [])) + "\n"

    def fits(self, text: str) -> bool:
        return len(text.encode("utf-8")) <= MAX_CHARS and estimate_tokens(text) <= self.budget


def assemble(
    title: list[str],
    items: Sequence[Item],
    headings: dict[str, str],
    fixed: Sequence[str],
    budget: int,
) -> Assembled:
    """Take each item in order if the whole text still fits; later, smaller items may fill
    the room a large one left. Sections named in ``fixed`` keep their heading when empty."""
    layout = _Layout(title, items, headings, fixed, budget)
    chosen: dict[int, str] = {}
    for index, item in enumerate(items):
        for version in (item.text, *item.shorter):
            if layout.fits(layout.text({**chosen, index: version})):
                chosen[index] = version
                break
    listed = MAX_LISTED
    text = layout.text(chosen, listed)
    while not layout.fits(text) and listed > 0:  # only when even the empty brief is too long
        listed -= 1
        text = layout.text(chosen, listed)
    if not layout.fits(text):
        text = layout.title + "\n"
    included = tuple(item.ref for i, item in enumerate(items) if i in chosen)
    omitted = tuple(item.ref for i, item in enumerate(items) if i not in chosen)
    return Assembled(text, estimate_tokens(text), included, omitted)
