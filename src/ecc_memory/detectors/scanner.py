"""Running the detectors: the keyword prefilter, the pack, deep mode and pragmas.

Two tiers:

* the *pack*, always on (every read): a detector's keywords are a cheap pre-filter (plain
  substring tests on the lowercased text); at each occurrence of a keyword the owning
  detectors' *gates* are matched (the keyword and what must follow it), and a pattern runs
  only on a line where its gate passed, which keeps prose -- with or without words like
  *token* and *key* -- nearly free. It scans raw field values, so a token at the start of a
  line or after a tab is caught.
* *deep* (``detectors.deep``): detect-secrets' non-entropy plugins on top, for writes, staged
  commits and ``protocol check``.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterator
from typing import NamedTuple

from ecc_memory.detectors.pack import PACK, Detector, Finding, fingerprint, fold_case
from ecc_memory.detectors.placeholders import is_placeholder, masked_after


class Screened(NamedTuple):
    """Findings after allowlist pragmas: what still counts, and on how many lines a pragma
    allowed findings (each such line counts once, however many detectors fired on it)."""

    findings: list[Finding]
    allowed: int


def _roots(keywords: tuple[str, ...]) -> list[str]:
    """The keywords that contain no other keyword: when a root is absent, so is every longer
    keyword built on it, so the roots alone decide which keywords may occur."""
    return [k for k in keywords if not any(other != k and other in k for other in keywords)]


def _keyword_gate(
    detectors: tuple[Detector, ...],
) -> tuple[
    tuple[str, ...],
    tuple[tuple[str, tuple[str, ...]], ...],
    dict[str, tuple[str, ...]],
    dict[str, tuple[int, ...]],
]:
    """The prefilter: roots tested one substring test each, and families tested together;
    for each root, the keywords that contain it; for each keyword, the detectors owning it.

    The roots a single detector owns alone that begin alike (a token family: ``akia``,
    ``asia``, ...) are one alternation: with a shared first character ``re`` has a literal
    prefix to search for, and one pass is cheaper than five substring tests.
    """
    owners: dict[str, list[int]] = {}
    for index, detector in enumerate(detectors):
        for keyword in detector.keywords:
            owners.setdefault(keyword, []).append(index)
    roots = _roots(tuple(owners))
    # A keyword holding two roots is present only if both are: it is filed under its first, so
    # each present keyword is visited once.
    first_root = {k: next(r for r in roots if r in k) for k in owners}
    by_root: dict[str, tuple[str, ...]] = {root: () for root in roots}
    for keyword, root in first_root.items():
        by_root[root] += (keyword,)
    groups: dict[str, list[str]] = {}
    for root in roots:
        holding = [keyword for keyword in owners if root in keyword]
        root_owners = sorted({index for keyword in holding for index in owners[keyword]})
        key = f"{root_owners[0]}\0{root[0]}" if len(root_owners) == 1 else root
        groups.setdefault(key, []).append(root)
    words = tuple(members[0] for members in groups.values() if len(members) == 1)
    # Compiled on first use, through ``re``'s cache: a process pays for the families its
    # texts hold a first character of, not for every family at import.
    families = tuple(
        ("|".join(map(re.escape, members)), tuple(members))
        for members in groups.values()
        if len(members) > 1
    )
    return words, families, by_root, {k: tuple(found) for k, found in owners.items()}


# Substring tests on the lowered text are the whole cost of scanning prose without a keyword
# (doctor and index rebuilds scan every file): each test reads the whole text once, so there
# are as few as the keywords allow. A present root is necessary for any keyword that contains
# it, so it selects the keywords whose occurrences are visited.
_GATE_WORDS, _GATE_FAMILIES, _BY_ROOT, _OWNERS = _keyword_gate(PACK)
_HAS_SECRET_GROUP = {detector.name: detector.has_secret_group for detector in PACK}
# keyword -> (the detectors sharing a gate, its ``match``, whether it reads the folded text);
# filled as keywords first occur, so a process compiles only the gates its texts wake. Detectors
# with the same gate share one test at each occurrence.
_Gate = tuple[frozenset[int], Callable[[str, int], object], bool]
_GATES: dict[str, tuple[_Gate, ...]] = {}


def _gates(keyword: str) -> tuple[_Gate, ...]:
    found = _GATES.get(keyword)
    if found is None:
        shared: dict[tuple[str, bool], set[int]] = {}
        for index in _OWNERS[keyword]:
            shared.setdefault(PACK[index].gate_source, set()).add(index)
        found = _GATES[keyword] = tuple(
            (frozenset(indexes), PACK[min(indexes)].gate.match, source[1])
            for source, indexes in shared.items()
        )
    return found


# Roots that hold a character many texts lack ("~", "_", ".", "-"), filed under the rarest such
# character: one test for it spares the tests of every root filed there (a note without "_"
# tests none of npm_, hf_, dckr_, ...), so a new token family costs texts without its
# sentinel nothing.
_SENTINELS = "~_.-"


def _by_sentinel(
    words: tuple[str, ...],
) -> tuple[tuple[str, ...], tuple[tuple[str, tuple[str, ...]], ...]]:
    plain = tuple(word for word in words if not any(char in word for char in _SENTINELS))
    filed = {
        char: tuple(
            word
            for word in words
            if char in word and not any(c in word for c in _SENTINELS[: _SENTINELS.index(char)])
        )
        for char in _SENTINELS
    }
    return plain, tuple((char, members) for char, members in filed.items() if members)


_PLAIN_WORDS, _SENTINEL_WORDS = _by_sentinel(_GATE_WORDS)
# A family behind the rarest sentinel all its members hold ("" when they share none).
_FAMILIES = tuple(
    (next((c for c in _SENTINELS if all(c in m for m in members)), ""), family, members)
    for family, members in _GATE_FAMILIES
)


_FAMILY_SEARCH: dict[str, Callable[[str], object]] = {}


def _family_search(family: str) -> Callable[[str], object]:
    found = _FAMILY_SEARCH[family] = re.compile(family).search
    return found


def _present_roots(lowered: str) -> set[str]:
    present = {word for word in _PLAIN_WORDS if word in lowered}
    for char, members in _SENTINEL_WORDS:
        if char in lowered:
            present.update(word for word in members if word in lowered)
    for sentinel, family, members in _FAMILIES:
        if sentinel not in lowered:
            continue
        search = _FAMILY_SEARCH.get(family) or _family_search(family)
        if search(lowered):
            present.update(root for root in members if root in lowered)
    return present


def _is_credential(detector: Detector, match: re.Match[str]) -> bool:
    if _HAS_SECRET_GROUP[detector.name]:
        secret = match.group("secret")
        if is_placeholder(secret) or (detector.accepts and not detector.accepts(secret)):
            return False
        whole = match.groupdict().get("whole")
        if whole is not None and is_placeholder(whole):
            return False
        if masked_after(match.string, match.end("secret")):
            return False
    return detector.in_context is None or detector.in_context(match)


def _pack_matches(text: str, start: int = 0) -> Iterator[tuple[Detector, re.Match[str]]]:
    """Every credential match of every pack detector, detector by detector in pack order;
    from ``start`` (a line's start) on, the text before it seen only as context.

    Each occurrence of a keyword is visited once, and the gates of the detectors owning it are
    matched *at* it, failing within a few characters on prose; a detector's pattern runs only
    on the lines where its gate passed. So prose dense with *token*, *key* and URLs costs about
    what prose without them does (running every woken pattern over every line holding one of
    its keywords cost eleven times more).
    """
    lowered = fold_case(text)
    present = _present_roots(lowered[start:] if start else lowered)
    if not present:
        return
    # Offsets in ``lowered`` are offsets in ``text`` unless lowering changed a length ("İ").
    if len(lowered) == len(text):
        lines = _gated_lines(text, lowered, present, start)
    else:
        # (``fold_case`` keeps lengths, so this is a safeguard: every line is scanned.)
        woken = {i for keyword in _OWNERS if keyword in lowered for i in _OWNERS[keyword]}
        every = {start, *(at + 1 for at, char in enumerate(text) if char == "\n" and at >= start)}
        lines = {index: every for index in woken}
    for index in sorted(lines):
        detector = PACK[index]
        for line_start in sorted(lines[index]):
            end = text.find("\n", line_start)
            stop = len(text) if end == -1 else end
            for match in detector.pattern.finditer(text, line_start, stop):
                if _is_credential(detector, match):
                    yield detector, match


def _gated_lines(text: str, lowered: str, present: set[str], start: int = 0) -> dict[int, set[int]]:
    """For each detector (by index), the starts of the lines on which its gate passed at an
    occurrence of one of its keywords.

    No match spans a line, and every match holds a keyword occurrence at which its detector's
    gate passes (tests/detectors/test_scanner.py proves both for every detector), so running a
    pattern on these lines finds exactly what running it on the whole text finds. Once a
    detector's gate passed on a line, its later occurrences there are not looked at, and each
    line's start is found once per keyword: a line of a keyword repeated costs its length.
    """
    lines: dict[int, set[int]] = {}
    for root in present:
        for keyword in _BY_ROOT[root]:
            at = lowered.find(keyword, start)
            if at == -1:
                continue
            gates = _GATES.get(keyword) or _gates(keyword)
            # The line of the last gate that passed; a line's bounds are looked up only then.
            line_start, line_end, done = -1, -1, 0
            while at != -1:
                if at >= line_end and done:
                    done = 0
                for bit, (indexes, match, folded) in enumerate(gates):
                    if done >> bit & 1 or match(lowered if folded else text, at) is None:
                        continue
                    if at >= line_end:
                        line_start = text.rfind("\n", 0, at) + 1
                        end = text.find("\n", at)
                        line_end = len(text) if end == -1 else end
                    for index in indexes:
                        lines.setdefault(index, set()).add(line_start)
                    done |= 1 << bit
                if done == (1 << len(gates)) - 1:  # every gate passed on this line: skip its rest
                    at = -1 if line_end >= len(text) else lowered.find(keyword, line_end)
                else:
                    at = lowered.find(keyword, at + 1)
    return lines


def _span(detector: Detector, match: re.Match[str]) -> tuple[int, int]:
    return match.span("secret") if _HAS_SECRET_GROUP[detector.name] else match.span()


def _scan_pack(text: str, start: int = 0) -> list[Finding]:
    """Pack findings; a secret already claimed by an earlier (more specific) detector is not
    reported again by a broader one (a token inside a URL, a key in an assignment)."""
    findings: list[Finding] = []
    claimed = _Claims()
    lines = _LineNumbers(text)
    for detector, match in _pack_matches(text, start):
        begin, end = _span(detector, match)
        if not claimed.take(detector.name, begin, end):
            continue
        line = lines.of(match.start())
        findings.append(Finding(detector.name, line, fingerprint(detector.name, match.group(0))))
    return findings


class _Claims:
    """The spans earlier detectors reported, as sorted disjoint intervals. A detector's matches
    come in text order and do not overlap, so each is checked against the earlier detectors'
    spans by bisection, and a detector's own spans join them when the next detector starts:
    thousands of findings on one line cost n log n, not n squared."""

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.pending: list[tuple[int, int]] = []
        self.owner = ""

    def take(self, owner: str, begin: int, end: int) -> bool:
        if owner != self.owner:
            self._merge()
            self.owner = owner
        at = bisect.bisect_left(self.ends, begin + 1)
        if at < len(self.starts) and self.starts[at] < end:
            return False
        self.pending.append((begin, end))
        return True

    def _merge(self) -> None:
        if self.pending:
            spans = sorted([*zip(self.starts, self.ends, strict=True), *self.pending])
            self.starts = [s for s, _ in spans]
            self.ends = [e for _, e in spans]
            self.pending = []


class _LineNumbers:
    """1-based line numbers of offsets, counting each stretch of the text once for offsets
    that come in order (the usual case: a detector's matches)."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.offset = 0
        self.line = 1

    def of(self, offset: int) -> int:
        if offset < self.offset:
            self.offset, self.line = 0, 1
        self.line += self.text.count("\n", self.offset, offset)
        self.offset = offset
        return self.line


def scan_text(text: str, *, deep: bool = False, start: int = 0) -> list[Finding]:
    """Every suspected secret in ``text``, in line order; ``deep`` adds detect-secrets.

    ``start``: where the lines to scan begin (a line's start). No match spans a line, so the
    findings are exactly those of the whole text on those lines; the text before ``start`` is
    still context for the patterns that look behind. (Deep mode scans the whole text: it is
    for writes and commits, where every finding counts.)"""
    findings = _scan_pack(text, start)
    if deep:
        from ecc_memory.detectors.deep import scan_deep

        findings.extend(scan_deep(text))
    return sorted(set(findings), key=lambda f: (f.line, f.detector, f.fingerprint))


def scan_allowing_pragmas(text: str, *, deep: bool = False) -> Screened:
    """``scan_text`` for files people curate (``docs/memory/``): a finding on a line that an
    allowlist pragma covers is counted, not reported. Vault memory never goes through here."""
    findings = scan_text(text, deep=deep)
    if not findings:
        return Screened(findings, 0)
    from ecc_memory.detectors.allowlist import allowed_lines

    allowed = allowed_lines(text)
    kept = [finding for finding in findings if finding.line not in allowed]
    # Counted per line: the pack and detect-secrets often report the same secret twice.
    return Screened(kept, len({f.line for f in findings} & allowed))


def detector_names(findings: list[Finding]) -> list[str]:
    return sorted({finding.detector for finding in findings})
