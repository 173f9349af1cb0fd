"""The two reviewed ways to allow a known false positive, each where it can be reviewed.

* **Pragmas**, in ``docs/memory/`` only (files people curate and review in pull requests),
  detect-secrets' convention written the way the protocol's Markdown allows (an HTML comment,
  invisible when rendered): a whole line ``<!-- pragma: allowlist nextline secret -->`` allows
  the line directly below it; ``<!-- pragma: allowlist secret -->`` at the end of a line allows
  that line. A pragma anywhere else allows nothing.
* **The baseline** ``secrets-allowlist`` beside the vault's scopes (``.ecc/memory/``), for vault
  memory. Agents write vault memory, so a pragma inside it would let the writer of a secret
  allow it too; the baseline is a separate file, every change to it is a reviewed diff, and it
  names each allowed finding by file, detector and fingerprint (a hash, never the value), so
  editing the value makes a new finding. One line per finding::

      team/facts/<id>.md url-credentials 0123456789abcdef -- why it is not a secret

  The reason after ``--`` is required. Every finding a gate or doctor lets through this way is
  counted in its output; nothing is allowed silently.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ecc_memory.detectors.pack import Finding

PRAGMA_NEXTLINE = "<!-- pragma: allowlist nextline secret -->"
PRAGMA_INLINE = "<!-- pragma: allowlist secret -->"
BASELINE_NAME = "secrets-allowlist"
BASELINE_HEADER = (
    "# Reviewed false positives in vault memory (docs/security.md). One per line:\n"
    "# <file below this directory> <detector> <fingerprint> -- <why it is not a secret>\n"
)

_NEXTLINE = re.compile(
    r"[ \t]*<!--[ \t]*pragma:[ \t]*allowlist[ \t]+nextline[ \t]+secret[ \t]*-->[ \t]*"
)
_INLINE = re.compile(r"<!--[ \t]*pragma:[ \t]*allowlist[ \t]+secret[ \t]*-->[ \t]*$")
_ENTRY = re.compile(r"(\S+)[ \t]+([a-z0-9:._-]+)[ \t]+([0-9a-f]{16})[ \t]+--[ \t]+(\S.*)")


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


class Baseline(NamedTuple):
    """The parsed baseline: (file, detector, fingerprint) triples it allows, and the numbers
    of the lines it could not read (a gate refuses such a file: a typo must not look like an
    entry that allows nothing)."""

    allowed: frozenset[tuple[str, str, str]] = frozenset()
    malformed: tuple[int, ...] = ()

    def screen(self, rel: str, findings: Iterable[Finding]) -> tuple[list[Finding], int]:
        """The findings in file ``rel`` (relative to the baseline's directory) that still
        count, and on how many lines the baseline allowed findings."""
        kept: list[Finding] = []
        allowed_on: set[int] = set()
        for finding in findings:
            if (rel, finding.detector, finding.fingerprint) in self.allowed:
                allowed_on.add(finding.line)
            else:
                kept.append(finding)
        return kept, len(allowed_on - {f.line for f in kept})


def parse_baseline(data: bytes | None) -> Baseline:
    if not data:
        return Baseline()
    allowed: set[tuple[str, str, str]] = set()
    malformed: list[int] = []
    for number, line in enumerate(data.decode("utf-8", errors="replace").splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        match = _ENTRY.fullmatch(line)
        if match is None:
            malformed.append(number)
        else:
            allowed.add((match.group(1), match.group(2), match.group(3)))
    return Baseline(frozenset(allowed), tuple(malformed))


def baseline_line(rel: str, finding: Finding) -> str:
    """The line that would allow ``finding`` in ``rel`` (the reason left for a person)."""
    return f"{rel} {finding.detector} {finding.fingerprint} -- <why it is not a secret>"
