"""What a secret detector is, and what it reports.

A detector is a name, a few keywords, a gate and a pattern (``pack`` explains the three
properties the scanner relies on). Two more properties keep every scan linear in its input
(tests/detectors/test_cost.py proves them for every detector): no pattern and no gate has an
unbounded repeat (a match is at most ``MAX_MATCH`` characters long, a gate's at most
``MAX_GATE``), and a pattern that starts with a run of token characters starts with a boundary
(``B``), so a run of a keyword repeated thousands of times starts one attempt, not thousands.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable
from typing import NamedTuple

# Records are NamedTuples, not dataclasses: every save and hook process builds these classes,
# and a dataclass costs several times more to build.

MAX_MATCH = 5200  # a JWT's three segments
MAX_GATE = 400


class Finding(NamedTuple):
    """What a detector found: its name, the 1-based line and a fingerprint, never the value."""

    detector: str
    line: int
    fingerprint: str


def fingerprint(detector: str, value: str) -> str:
    # Imported here: loading OpenSSL's hashes costs a clean save ~2 ms, and only a finding
    # needs them.
    import hashlib

    return hashlib.sha256(f"{detector}\0{value}".encode()).hexdigest()[:16]


# Each detector's compiled pattern, by name (a NamedTuple has no room for a cached property).
_compiled: dict[str, re.Pattern[str]] = {}


class Detector(NamedTuple):
    name: str
    keywords: tuple[str, ...]
    source: tuple[str, int]  # the pattern and its flags, compiled on first use
    gate_source: tuple[str, bool]  # the gate (see ``pack``) and whether it reads folded text
    # A detector's own shape test on the secret, after the shared placeholder rule.
    accepts: Callable[[str], bool] | None = None
    # A detector's own test of the match in its text (what follows a private key's header).
    in_context: Callable[[re.Match[str]], bool] | None = None

    @property
    def pattern(self) -> re.Pattern[str]:
        # Compiled when first needed, i.e. when a gate passed: most processes (a save, a read)
        # scan one short text that wakes a few detectors, and compiling all of them would cost
        # more than the scan.
        found = _compiled.get(self.name)
        if found is None:
            found = _compiled[self.name] = re.compile(*self.source)
        return found

    @property
    def gate(self) -> re.Pattern[str]:
        key = "\0gate:" + self.name
        found = _compiled.get(key)
        if found is None:
            found = _compiled[key] = re.compile(self.gate_source[0])
        return found

    @property
    def has_secret_group(self) -> bool:
        return "(?P<secret>" in self.source[0]


def fold_case(text: str) -> str:
    """Lower case, with the four letters that a pattern ignoring case equates with ASCII ones
    made ASCII: dotted capital I (U+0130, which ``str.lower`` would turn into two characters),
    dotless i (U+0131), long s (U+017F) and the Kelvin sign (U+212A). A keyword looked for in
    the folded text is found however such a pattern would match it, and the folded text has
    the same length as the text, so offsets carry over."""
    if text.isascii():
        return text.lower()
    folded = text.replace("\u0130", "i").lower()
    return folded.replace("\u0131", "i").replace("\u017f", "s")


def rx(pattern: str, flags: int = 0) -> tuple[str, int]:
    return pattern, flags


def gate(pattern: str, *, folded: bool = False) -> tuple[str, bool]:
    """A gate, matched in the text itself or (``folded``) in ``fold_case``'s text, where it is
    written in lower case and needs no ``re.I``: the same letters pass as the detector's
    case-insensitive pattern accepts, since ``fold_case`` folds them the same way."""
    return pattern, folded


B = r"(?<![A-Za-z0-9_])"  # a token boundary that also holds at line starts and after a tab


_HEX = frozenset("0123456789abcdef-")


def looks_random(value: str) -> bool:
    """A generated value rather than words or an identifier: letters and digits mixed (or
    letters of both cases) with the character classes changing often, as they do in a random
    string and rarely in ``transformersCacheDirectory``, ``release_2024_notes`` or a word."""
    core = value.strip("\"'`")
    if len(core) < 12 or len(set(core)) < 8:
        return False
    # Classes of the letters and digits alone: separators say nothing (release_2024_notes).
    classes = [
        "u" if char.isupper() else "l" if char.islower() else "d" for char in core if char.isalnum()
    ]
    if len(set(classes)) < 2:
        return False
    # Hex has long runs of digits by chance; letters and digits both present is enough there.
    if not set(core.lower()) <= _HEX:
        changes = sum(1 for a, b in itertools.pairwise(classes) if a != b)
        if changes < len(classes) * 0.25:
            return False
    counts = [core.count(char) for char in set(core)]
    entropy = -sum(c / len(core) * math.log2(c / len(core)) for c in counts)
    return entropy >= 3.0
