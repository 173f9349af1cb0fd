"""Which lines detect-secrets could flag, decided without importing it.

Deep mode runs detect-secrets' plugins one line at a time. Every plugin it runs here is a set
of regular expressions (the keyword plugin too), and every match of each one holds a part that
a plain test recognises: a literal (``AKIA``, ``://``, a secret keyword with a quote), or -- for
the plugins whose secret is a long token -- a run of at least ``LONG`` characters without
whitespace that contains the plugin's prefix or shape. A line that holds none of them cannot be
flagged, so it never reaches detect-secrets, and a text without such a line never imports it
(about 30 ms, most of a ``save``).

The rule for writing a condition: it is a relaxation of the plugin's own patterns -- a piece
that every match contains, with character classes only widened (``[\\w-]`` for
``[a-zA-Z0-9_-]``; ``\\w`` also holds every letter a case-insensitive ``[a-z]`` matches) and
literals case-insensitive wherever the plugin's are -- and it runs in linear time (literals,
bounded repeats). ``tests/detectors/test_deep_gate.py`` checks every condition
against matches generated from the installed plugins' patterns and compares gated scans with
ungated ones; a detect-secrets upgrade that changes a pattern fails it until the gate is
re-checked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import NamedTuple

from ecc_memory.detectors.pack import fold_case


class Anchored(NamedTuple):
    """A line the plugin can flag holds one of ``anchors`` (compared case-insensitively if
    ``fold``) and matches every one of ``patterns``."""

    plugin: str
    anchors: tuple[str, ...]
    patterns: tuple[str, ...] = ()
    fold: bool = False


# The plugins whose matches can be short or hold whitespace.
ANCHORED: tuple[Anchored, ...] = (
    Anchored(
        "AWSKeyDetector",
        ("A3T", "ABIA", "ACCA", "AKIA", "ASIA"),
        (r"(?:A3T|ABIA|ACCA|AKIA|ASIA)[0-9A-Z]{16}",),
    ),
    Anchored(
        "ArtifactoryDetector", ("AKC", "AP"), (r"AKC[a-zA-Z0-9]{10}|AP[\dA-F][a-zA-Z0-9]{8}",)
    ),
    Anchored("BasicAuthDetector", ("://",), ("@",)),  # scheme://user:password@
    Anchored("JwtTokenDetector", ("eyJ",)),
    # Each denylist word of the plugin contains one of these; each of its patterns (quotes
    # required, as for a file of no known type) needs a quote and one of ":", "=", ";", "!".
    Anchored(
        "KeywordDetector",
        ("key", "pass", "pwd", "secret", "contrase"),
        (r"['\"`]", r"[:=;!]"),
        fold=True,
    ),
    Anchored("NpmDetector", ("/:_authToken=",)),
    Anchored("PrivateKeyDetector", ("PRIVATE KEY", "PuTTY-User-Key-File-2")),
    Anchored("SlackDetector", ("xox",), (r"(?i:xox[abposr]-)",), fold=True),
)


# Every match of these plugins' patterns (or of the part named) is a run of at least ``size``
# characters without whitespace, so it lies inside one whitespace-separated token that long.
class InToken(NamedTuple):
    size: int
    pattern: str


IN_LONG_TOKEN: dict[str, InToken] = {
    # "aws ... key ... '<value>'": the quoted value (\w holds every letter the plugin's
    # case-insensitive [0-9a-zA-Z] matches, and compiles faster).
    "AWSKeyDetector": InToken(42, r"['\"][\w/+]{40}['\"]"),
    "AzureStorageKeyDetector": InToken(99, r"AccountKey="),
    # The secret in each pattern: 24 letters (ignoring case) or 64 hex digits.
    "CloudantDetector": InToken(24, r"[^\W\d_]{24}|[\w-]{64}"),
    "DiscordBotTokenDetector": InToken(59, r"[\w-]{24}\.[\w-]{6}\."),
    "GitHubTokenDetector": InToken(40, r"gh[pousr]_"),
    "GitLabTokenDetector": InToken(25, r"gl[a-z]{2,5}-|GR1348941"),
    "IbmCloudIamDetector": InToken(44, r"[\w-]{44}"),  # the assigned value
    "IbmCosHmacDetector": InToken(48, r"[\w-]{48}"),  # the assigned value
    "MailchimpDetector": InToken(36, r"-us[0-9]"),
    "OpenAIDetector": InToken(51, r"T3BlbkFJ"),
    "PypiTokenDetector": InToken(89, r"pypi-AgE"),
    "SendGridDetector": InToken(69, r"SG\."),
    "SlackDetector": InToken(40, r"(?i:hooks\.slack\.com)"),  # webhooks
    "SoftlayerDetector": InToken(64, r"[\w-]{64}"),  # the assigned value, or in an API URL
    "SquareOAuthDetector": InToken(50, r"sq0csp-"),
    "StripeDetector": InToken(32, r"k_live_"),
    "TelegramBotTokenDetector": InToken(44, r"\d{8}:[\w-]{35}"),
    "TwilioKeyDetector": InToken(34, r"(?:AC|SK)[a-z0-9]{32}"),
}

# The detect-secrets plugins deep mode runs: exactly those the gate was written for. Left out:
# the entropy plugins (they flag every git SHA) and IPPublicDetector (an address is no secret).
PLUGINS: tuple[str, ...] = tuple(sorted({n.plugin for n in ANCHORED} | set(IN_LONG_TOKEN)))

# Patterns are compiled on first use (through ``re``'s cache): most texts hold no anchor and no
# long token, and compiling the case-insensitive classes costs more than gating a memory.
# Most long tokens in prose are identifiers and paths shorter than 32 characters, which only a
# few conditions can match; testing those alone keeps a check of docs/memory/ cheap.
LONG, _LONGER = 24, 32
_TOKEN_LONG = "|".join(t.pattern for t in IN_LONG_TOKEN.values() if t.size < _LONGER)
_TOKEN_LONGER = "|".join(t.pattern for t in IN_LONG_TOKEN.values())


_ANCHORS = tuple((anchor, need.fold) for need in ANCHORED for anchor in need.anchors)


def flaggable_lines(text: str) -> list[tuple[int, str]]:
    """(number, line) of every line detect-secrets could flag; a line ends at "\\n" only."""
    lines = text.split("\n")
    return [(i + 1, lines[i]) for i in _candidates(text, len(lines)) if _could_flag(lines[i])]


def _could_flag(line: str) -> bool:
    """The gate itself, for one line."""
    folded = fold_case(line)
    for need in ANCHORED:
        haystack = folded if need.fold else line
        if any(a in haystack for a in need.anchors) and all(
            re.search(pattern, line) for pattern in need.patterns
        ):
            return True
    return any(_token_could_flag(token) for token in line.split() if len(token) >= LONG)


def _token_could_flag(token: str) -> bool:
    pattern = _TOKEN_LONGER if len(token) >= _LONGER else _TOKEN_LONG
    return re.search(pattern, token) is not None


def _candidates(text: str, count: int) -> Iterable[int]:
    """Indexes of the lines that hold an anchor or a long token that passes: a superset of the
    flaggable ones, found with a few whole-text searches instead of a test per line."""
    folded = fold_case(text)
    if len(folded) != len(text):  # lowering changed a length ("İ"): offsets do not align
        return range(count)
    starts: set[int] = set()
    for anchor, fold in _ANCHORS:
        haystack = folded if fold else text
        if anchor in haystack:
            _add_lines(text, haystack, anchor, starts)
    cursor = 0
    for token in [token for token in text.split() if len(token) >= LONG]:
        # Tokens come in order, and a long one cannot hide in a shorter token.
        at = text.find(token, cursor)
        cursor = at + len(token)
        if _token_could_flag(token):
            starts.add(text.rfind("\n", 0, at) + 1)
    return _indexes(text, starts)


def _add_lines(text: str, haystack: str, anchor: str, starts: set[int]) -> None:
    at = haystack.find(anchor)
    while at != -1:
        starts.add(text.rfind("\n", 0, at) + 1)
        end = text.find("\n", at)
        at = -1 if end == -1 else haystack.find(anchor, end)


def _indexes(text: str, starts: set[int]) -> list[int]:
    indexes, index, previous = [], 0, 0
    for start in sorted(starts):
        index += text.count("\n", previous, start)
        indexes.append(index)
        previous = start
    return indexes
