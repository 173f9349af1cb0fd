"""Secret detectors: one implementation for the vault, the git hooks and the protocol checker.

The detectors themselves are the registry in ``detector_pack``; the one placeholder rule they
share is ``placeholders``; allowlist pragmas (for ``docs/memory/`` only) are ``allowlist``. This
module runs them. A detector's keywords are a cheap pre-filter (plain substring tests on the
lowercased text): its regular expression only runs when one of its keywords occurs, which keeps
the common case -- prose without any credential -- nearly free.

Two tiers:

* the *pack*, always on: provider tokens (every shape the reference implementation refuses plus
  those detect-secrets misses) and credentials recognised by their context (URL user-info,
  ``.env`` assignments, ``Authorization`` headers, ``curl -u``, connection strings, ...). It
  scans raw field values, so a token at the start of a line or after a tab is caught.
* *deep*: detect-secrets' non-entropy plugins on top (its keyword pass finds
  ``password = "..."``), for writes, staged commits and ``protocol check``. Its entropy plugins
  are off (they flag every git SHA in a handoff) and so is ``IPPublicDetector`` (a host address
  in a note is not a credential); its own allowlist-pragma filter is off too, so a pragma is
  honoured only where a caller asks for it (``scan_allowing_pragmas``).

Findings carry the detector name, the line and a fingerprint, never the value.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import re
import sys
import types
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ecc_memory.allowlist import allowed_lines
from ecc_memory.detector_pack import PACK, Detector
from ecc_memory.placeholders import is_placeholder

__all__ = ["PACK", "Detector", "Finding", "Screened", "detector_names", "fingerprint",
           "scan_allowing_pragmas", "scan_text"]


@dataclass(frozen=True)
class Finding:
    detector: str
    line: int
    fingerprint: str


@dataclass(frozen=True)
class Screened:
    """Findings after allowlist pragmas: what still counts, and on how many lines a pragma
    allowed findings (each such line counts once, however many detectors fired on it)."""

    findings: list[Finding]
    allowed: int


# detect-secrets plugins we do not run: entropy (flags every git SHA) and public IP addresses.
_DEEP_EXCLUDED = {"Base64HighEntropyString", "HexHighEntropyString", "IPPublicDetector"}
# Its inline-pragma filter: pragmas are ours to honour, and only where the caller allows them.
_DEEP_EXCLUDED_FILTERS = {"detect_secrets.filters.allowlist.is_line_allowlisted"}


def fingerprint(detector: str, value: str) -> str:
    return hashlib.sha256(f"{detector}\0{value}".encode()).hexdigest()[:16]


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


def _roots(keywords: tuple[str, ...]) -> list[str]:
    """The keywords that contain no other keyword: when a root is absent, so is every longer
    keyword built on it, so the roots alone decide which detectors may match."""
    return [k for k in keywords if not any(other != k and other in k for other in keywords)]


def _keyword_gate(
    detectors: tuple[Detector, ...],
) -> tuple[tuple[str, ...], tuple[tuple[re.Pattern[str], tuple[str, ...]], ...]]:
    """The prefilter: roots tested one substring test each, and families tested together.

    The roots a single detector owns alone that begin alike (a token family: ``akia``,
    ``asia``, ...) are one alternation: with a shared first character ``re`` has a literal
    prefix to search for, and one pass is cheaper than five substring tests.
    """
    roots = _roots(tuple(dict.fromkeys(k for d in detectors for k in d.keywords)))
    groups: dict[str, list[str]] = {}
    for root in roots:
        owners = [d.name for d in detectors if any(root in k for k in d.keywords)]
        key = f"{owners[0]}\0{root[0]}" if len(owners) == 1 else root
        groups.setdefault(key, []).append(root)
    words = tuple(members[0] for members in groups.values() if len(members) == 1)
    families = tuple(
        (re.compile("|".join(map(re.escape, members))), tuple(members))
        for members in groups.values()
        if len(members) > 1
    )
    return words, families


# Substring tests on the lowered text are the whole cost of scanning prose without a credential
# (doctor and index rebuilds scan every file): each test reads the whole text once, so there
# are as few as the keywords allow.
_GATE_WORDS, _GATE_FAMILIES = _keyword_gate(PACK)
# For each root, the detectors with a keyword that contains it: a present root is necessary
# for any of those keywords, so it selects the detectors to run and marks their lines.
_BY_ROOT = {
    root: tuple(i for i, d in enumerate(PACK) if any(root in k for k in d.keywords))
    for root in _GATE_WORDS + tuple(r for _, members in _GATE_FAMILIES for r in members)
}
_HAS_SECRET_GROUP = {detector.name: "secret" in detector.pattern.groupindex for detector in PACK}


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
    lowered = text.lower()
    present = _present_roots(lowered)
    if not present:
        return
    # Offsets in ``lowered`` are offsets in ``text`` unless lowering changed a length ("İ").
    aligned = len(lowered) == len(text)
    selected: dict[int, list[str]] = {}
    for root in present:
        for index in _BY_ROOT[root]:
            selected.setdefault(index, []).append(root)
    for index in sorted(selected):
        detector, keywords = PACK[index], selected[index]
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


class _DeferredRequests(types.ModuleType):
    """Stands in for ``requests`` while detect-secrets is imported.

    detect-secrets imports ``requests`` only to *verify* findings over the network, which we
    never enable; importing it costs ~90 ms in every save and hook process. At import time its
    plugins only touch ``requests.Response`` (in annotations); anything else loads the real
    module on first use, so verification would still work if ever called.
    """

    def __getattr__(self, name: str) -> Any:
        if name == "Response":
            return type("Response", (), {})
        real = importlib.import_module("requests")
        return getattr(real, name)


@contextlib.contextmanager
def _deferred_requests() -> Iterator[None]:
    """detect-secrets loads its plugin modules lazily, so the stand-in stays for the scan."""
    if "requests" in sys.modules:
        yield
        return
    sys.modules["requests"] = _DeferredRequests("requests")
    try:
        yield
    finally:
        # Later imports of requests, by anyone, get the real module.
        if isinstance(sys.modules.get("requests"), _DeferredRequests):
            del sys.modules["requests"]


def _deep_config() -> dict[str, object]:
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
    from detect_secrets.settings import default_settings

    plugins: list[type] = list(get_mapping_from_secret_type_to_class().values())
    names = sorted(str(plugin.__name__) for plugin in plugins)
    with default_settings() as settings:
        filters = [
            entry
            for entry in settings.json()["filters_used"]
            if entry.get("path") not in _DEEP_EXCLUDED_FILTERS
        ]
    used = [{"name": name} for name in names if name not in _DEEP_EXCLUDED]
    return {"plugins_used": used, "filters_used": filters}


def _scan_deep(text: str) -> list[Finding]:
    with _deferred_requests():
        return _scan_deep_lines(text)


def _scan_deep_lines(text: str) -> list[Finding]:
    from detect_secrets.core.scan import scan_line
    from detect_secrets.settings import transient_settings

    findings: list[Finding] = []
    with transient_settings(_deep_config()):
        # Numbered like the pack's findings and the pragmas: a line ends at "\n" only.
        for number, line in enumerate(text.split("\n"), start=1):
            if not line.strip():
                continue
            for secret in scan_line(line):
                if secret.secret_value is not None and is_placeholder(secret.secret_value):
                    continue
                kind = re.sub(r"[^a-z0-9]+", "-", secret.type.lower()).strip("-")
                findings.append(Finding("detect-secrets:" + kind, number, secret.secret_hash[:16]))
    return findings


def scan_text(text: str, *, deep: bool = False) -> list[Finding]:
    """Every suspected secret in ``text``, in line order; ``deep`` adds detect-secrets."""
    findings = _scan_pack(text)
    if deep:
        findings.extend(_scan_deep(text))
    return sorted(set(findings), key=lambda f: (f.line, f.detector, f.fingerprint))


def scan_allowing_pragmas(text: str, *, deep: bool = False) -> Screened:
    """``scan_text`` for files people curate (``docs/memory/``): a finding on a line that an
    allowlist pragma covers is counted, not reported. Vault memory never goes through here."""
    findings = scan_text(text, deep=deep)
    if not findings:
        return Screened(findings, 0)
    allowed = allowed_lines(text)
    kept = [finding for finding in findings if finding.line not in allowed]
    # Counted per line: the pack and detect-secrets often report the same secret twice.
    return Screened(kept, len({f.line for f in findings} & allowed))


def detector_names(findings: list[Finding]) -> list[str]:
    return sorted({finding.detector for finding in findings})
