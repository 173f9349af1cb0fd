"""Allowlist pragmas: how a person marks a known false positive in ``docs/memory/``.

The convention is detect-secrets', written the way the protocol's Markdown allows (an HTML
comment, invisible when rendered):

* a whole line ``<!-- pragma: allowlist nextline secret -->`` allows the line directly below it;
* ``<!-- pragma: allowlist secret -->`` at the end of a line allows that line.

A pragma anywhere else (mid-line, in another comment syntax, a blank line between it and the
finding) allows nothing. Only callers that scan curated files use this (``detectors.
scan_allowing_pragmas``); memory in the vault is written by agents and never honours a pragma.
"""

from __future__ import annotations

import re

PRAGMA_NEXTLINE = "<!-- pragma: allowlist nextline secret -->"
PRAGMA_INLINE = "<!-- pragma: allowlist secret -->"

_NEXTLINE = re.compile(
    r"[ \t]*<!--[ \t]*pragma:[ \t]*allowlist[ \t]+nextline[ \t]+secret[ \t]*-->[ \t]*"
)
_INLINE = re.compile(r"<!--[ \t]*pragma:[ \t]*allowlist[ \t]+secret[ \t]*-->[ \t]*$")


def allowed_lines(text: str) -> frozenset[int]:
    """The 1-based numbers of the lines whose findings a pragma allows."""
    if "pragma" not in text:
        return frozenset()
    allowed: set[int] = set()
    # Lines end at "\n" only, as the detectors number them.
    for number, line in enumerate(text.split("\n"), start=1):
        if "pragma" not in line:
            continue
        line = line.removesuffix("\r")
        if _NEXTLINE.fullmatch(line):
            allowed.add(number + 1)
        elif _INLINE.search(line):
            allowed.add(number)
    return frozenset(allowed)
