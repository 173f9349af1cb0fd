"""Running the detectors: the keyword prefilter, the pack, deep mode and pragmas.

Two tiers:

* the *pack*, always on (every read): a detector's keywords are a cheap pre-filter (plain
  substring tests on the lowercased text); its regular expression only runs when one of its
  keywords occurs, and only on the lines that hold one, which keeps the common case -- prose
  without any credential -- nearly free. It scans raw field values, so a token at the start of
  a line or after a tab is caught.
* *deep* (``detectors.deep``): detect-secrets' non-entropy plugins on top, for writes, staged
  commits and ``protocol check``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

from ecc_memory.detectors.pack import PACK, Detector, Finding, fingerprint, fold_case
from ecc_memory.detectors.placeholders import is_placeholder


class Screened(NamedTuple):
    """Findings after allowlist pragmas: what still counts, and on how many lines a pragma
    allowed findings (each such line counts once, however many detectors fired on it)."""

    findings: list[Finding]
    allowed: int


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _roots(keywords: tuple[str, ...]) -> list[str]:
    """The keywords that contain no other keyword: when a root is absent, so is every longer
    keyword built on it, so the roots alone decide which detectors may match."""
    return [k for k in keywords if not any(other != k and other in k for other in keywords)]


def _keyword_gate(
    detectors: tuple[Detector, ...],
) -> tuple[
    tuple[str, ...],
    tuple[tuple[re.Pattern[str], tuple[str, ...]], ...],
    dict[str, tuple[int, ...]],
]:
    """The prefilter: roots tested one substring test each, and families tested together;
    and for each root, the detectors with a keyword that contains it.

    The roots a single detector owns alone that begin alike (a token family: ``akia``,
    ``asia``, ...) are one alternation: with a shared first character ``re`` has a literal
    prefix to search for, and one pass is cheaper than five substring tests.
    """
    # One string per detector: a root is in one of its keywords iff it is in the joined string.
    joined = ["\0".join(d.keywords) for d in detectors]
    roots = _roots(tuple(dict.fromkeys(k for d in detectors for k in d.keywords)))
    by_root = {root: tuple(i for i, words in enumerate(joined) if root in words) for root in roots}
    groups: dict[str, list[str]] = {}
    for root in roots:
        owners = by_root[root]
        key = f"{owners[0]}\0{root[0]}" if len(owners) == 1 else root
        groups.setdefault(key, []).append(root)
    words = tuple(members[0] for members in groups.values() if len(members) == 1)
    families = tuple(
        (re.compile("|".join(map(re.escape, members))), tuple(members))
        for members in groups.values()
        if len(members) > 1
    )
    return words, families, by_root


# Substring tests on the lowered text are the whole cost of scanning prose without a credential
# (doctor and index rebuilds scan every file): each test reads the whole text once, so there
# are as few as the keywords allow. ``_BY_ROOT``: a present root is necessary for any keyword
# that contains it, so it selects the detectors whose own keywords are looked for.
_GATE_WORDS, _GATE_FAMILIES, _BY_ROOT = _keyword_gate(PACK)
_HAS_SECRET_GROUP = {detector.name: detector.has_secret_group for detector in PACK}


def _present_roots(lowered: str) -> set[str]:
    present = {word for word in _GATE_WORDS if word in lowered}
    for family, members in _GATE_FAMILIES:
        if family.search(lowered):
            present.update(root for root in members if root in lowered)
    return present


def _is_credential(detector: Detector, match: re.Match[str]) -> bool:
    if not _HAS_SECRET_GROUP[detector.name]:
        return True
    secret = match.group("secret")
    if is_placeholder(secret):
        return False
    return detector.accepts is None or detector.accepts(secret)


def _pack_matches(text: str) -> Iterator[tuple[Detector, re.Match[str]]]:
    lowered = fold_case(text)
    present = _present_roots(lowered)
    if not present:
        return
    # Offsets in ``lowered`` are offsets in ``text`` unless lowering changed a length ("İ").
    aligned = len(lowered) == len(text)
    selected = sorted({index for root in present for index in _BY_ROOT[root]})
    for index in selected:
        detector = PACK[index]
        # A root only says a keyword may be present ("key" for "private key"): a detector
        # none of whose own keywords occurs cannot match, and is neither compiled nor run.
        keywords = [keyword for keyword in detector.keywords if keyword in lowered]
        if not keywords:
            continue
        spans = _keyword_lines(text, lowered, keywords) if aligned else [(0, len(text))]
        for start, end in spans:
            for match in detector.pattern.finditer(text, start, end):
                if _is_credential(detector, match):
                    yield detector, match


def _keyword_lines(text: str, lowered: str, keywords: list[str]) -> list[tuple[int, int]]:
    """The lines (start, end after the newline) that contain one of ``keywords``.

    No match spans a line and every match contains a keyword, so running a pattern on these
    lines finds exactly what running it on the whole text finds -- at a fraction of the cost
    when the keyword is a common word ("token", "key") in a long text.
    """
    starts: set[int] = set()
    for keyword in keywords:
        at = lowered.find(keyword)
        while at != -1:
            start = text.rfind("\n", 0, at) + 1
            starts.add(start)
            end = text.find("\n", at)
            at = -1 if end == -1 else lowered.find(keyword, end)
    lines = []
    for start in sorted(starts):
        end = text.find("\n", start)
        lines.append((start, len(text) if end == -1 else end + 1))
    return lines


def _span(detector: Detector, match: re.Match[str]) -> tuple[int, int]:
    return match.span("secret") if _HAS_SECRET_GROUP[detector.name] else match.span()


def _scan_pack(text: str) -> list[Finding]:
    """Pack findings; a secret already claimed by an earlier (more specific) detector is not
    reported again by a broader one (a token inside a URL, a key in an assignment)."""
    findings: list[Finding] = []
    claimed: list[tuple[int, int]] = []
    for detector, match in _pack_matches(text):
        start, end = _span(detector, match)
        if any(start < other_end and other_start < end for other_start, other_end in claimed):
            continue
        claimed.append((start, end))
        line = _line_of(text, match.start())
        findings.append(Finding(detector.name, line, fingerprint(detector.name, match.group(0))))
    return findings


def scan_text(text: str, *, deep: bool = False) -> list[Finding]:
    """Every suspected secret in ``text``, in line order; ``deep`` adds detect-secrets."""
    findings = _scan_pack(text)
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
