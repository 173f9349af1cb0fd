"""Secret detectors: one implementation for the vault, the git hooks and the protocol checker.

A detector is a name, a few keywords and a pattern. The keywords are a cheap pre-filter (plain
substring tests on the lowercased text): a detector's regular expression only runs when one of
its keywords occurs, which keeps the common case -- prose without any credential -- nearly free.

Two tiers:

* the *pack* below, always on: every shape the reference implementation refuses plus the
  shapes detect-secrets misses (fine-grained GitHub tokens, ``sk-proj-``, ``sk-ant-``, Google,
  Hugging Face, bare npm tokens, ...). It scans raw field values, so a token at the start of a
  line or after a tab is caught.
* *deep*: detect-secrets' non-entropy plugins on top, for writes and staged commits. Its
  entropy plugins are off (they flag every git SHA in a handoff) and so is ``IPPublicDetector``
  (a host address in a note is not a credential).

Findings carry the detector name, the line and a fingerprint, never the value.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib
import re
import sys
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

_B = r"(?<![A-Za-z0-9_])"  # a token boundary that also holds at line starts and after a tab
_PLACEHOLDER = re.compile(
    r"^(?:\$\{.*\}|\$[A-Za-z_]+|<.*>|\{\{.*\}\}|x+|\*+|\.+|changeme|redacted|password|pass|secret)$",
    re.I,
)


@dataclass(frozen=True)
class Finding:
    detector: str
    line: int
    fingerprint: str


@dataclass(frozen=True)
class Detector:
    name: str
    keywords: tuple[str, ...]
    pattern: re.Pattern[str]
    # Returns True for a match that is a placeholder rather than a credential.
    is_placeholder: Callable[[re.Match[str]], bool] | None = None


def _rx(pattern: str, flags: int = 0) -> re.Pattern[str]:
    return re.compile(pattern, flags)


def _url_password_is_placeholder(match: re.Match[str]) -> bool:
    return _PLACEHOLDER.match(match.group("password")) is not None


# Two properties vault.classify relies on to scan a parsed body only once (keep them when
# adding a detector): a pattern never matches across a line break, and every match contains
# one of its detector's keywords (case-insensitively).
PACK: tuple[Detector, ...] = (
    Detector(
        "anthropic-api-key", ("sk-ant-",), _rx(_B + r"sk-ant-[a-z]{3,6}\d{2}-[A-Za-z0-9_-]{20,}")
    ),
    Detector(
        "openai-project-key",
        ("sk-proj-", "sk-svcacct-", "sk-admin-"),
        _rx(_B + r"sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20,}"),
    ),
    Detector("provider-api-key", ("sk-",), _rx(_B + r"sk-[A-Za-z0-9_-]{16,}", re.I)),
    Detector(
        "stripe-key", ("k_live_", "k_test_"), _rx(_B + r"[sr]k_(?:live|test)_[A-Za-z0-9]{16,}")
    ),
    Detector("npm-token", ("npm_",), _rx(_B + r"npm_[A-Za-z0-9]{20,}")),
    Detector("huggingface-token", ("hf_",), _rx(_B + r"hf_[A-Za-z0-9]{20,}")),
    Detector(
        "github-token",
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
        _rx(_B + r"gh[pousr]_[A-Za-z0-9]{16,}"),
    ),
    Detector(
        "github-fine-grained-token", ("github_pat_",), _rx(_B + r"github_pat_[A-Za-z0-9_]{16,}")
    ),
    Detector(
        "gitlab-token",
        ("gl",),
        _rx(_B + r"gl(?:pat|dt|ptt|rt|cbt|oas|ft|imt|soat|agent)-[A-Za-z0-9_-]{20,}"),
    ),
    Detector("google-api-key", ("aiza",), _rx(_B + r"AIza[A-Za-z0-9_-]{16,}")),
    Detector("slack-token", ("xox",), _rx(_B + r"xox[abeoprs]-[A-Za-z0-9-]{10,}")),
    Detector(
        "slack-webhook",
        ("hooks.slack.com",),
        _rx(r"hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/+-]{20,}"),
    ),
    Detector(
        "aws-access-key",
        ("akia", "asia", "abia", "acca", "a3t"),
        _rx(r"(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}(?![A-Za-z0-9])"),
    ),
    Detector(
        "private-key",
        ("private key",),
        _rx(r"-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----"),
    ),
    Detector(
        "jwt",
        ("eyj",),
        _rx(_B + r"eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
    ),
    Detector("pypi-token", ("pypi-",), _rx(_B + r"pypi-AgE[A-Za-z0-9_-]{50,}")),
    Detector("age-secret-key", ("age-secret-key-",), _rx(r"AGE-SECRET-KEY-1[0-9A-Z]{58}")),
    Detector("digitalocean-token", ("_v1_",), _rx(_B + r"do[por]_v1_[a-f0-9]{64}")),
    Detector("vault-token", ("hvs.",), _rx(_B + r"hvs\.[A-Za-z0-9_-]{90,}")),
    Detector("databricks-token", ("dapi",), _rx(_B + r"dapi[a-f0-9]{32}")),
    Detector("sendgrid-key", ("sg.",), _rx(_B + r"SG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}")),
    Detector("azure-storage-key", ("accountkey=",), _rx(r"AccountKey=[A-Za-z0-9+/]{80,}={0,2}")),
    Detector(
        "url-credentials",
        ("://",),
        _rx(r"[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s:/@]{1,64}:(?P<password>[^\s@/]{3,128})@[^\s/@]"),
        _url_password_is_placeholder,
    ),
)

# Detectors whose spans make a broader detector's match at the same place redundant.
_SHADOWED_BY_SPECIFIC = {"provider-api-key"}

# detect-secrets plugins we do not run: entropy (flags every git SHA) and public IP addresses.
_DEEP_EXCLUDED = {"Base64HighEntropyString", "HexHighEntropyString", "IPPublicDetector"}


def fingerprint(detector: str, value: str) -> str:
    return hashlib.sha256(f"{detector}\0{value}".encode()).hexdigest()[:16]


def _line_of(text: str, offset: int) -> int:
    return text.count("\n", 0, offset) + 1


# Every keyword once: one set comprehension of substring tests per text is several times
# cheaper than a generator per detector (doctor and index rebuilds scan each file twice).
_KEYWORDS = tuple(dict.fromkeys(keyword for detector in PACK for keyword in detector.keywords))


def _pack_matches(text: str) -> Iterator[tuple[Detector, re.Match[str]]]:
    lowered = text.lower()
    present = {keyword for keyword in _KEYWORDS if keyword in lowered}
    if not present:
        return
    for detector in PACK:
        if present.isdisjoint(detector.keywords):
            continue
        for match in detector.pattern.finditer(text):
            if detector.is_placeholder is None or not detector.is_placeholder(match):
                yield detector, match


def _scan_pack(text: str) -> list[Finding]:
    findings: list[Finding] = []
    claimed: set[int] = set()
    for detector, match in _pack_matches(text):
        if detector.name in _SHADOWED_BY_SPECIFIC and match.start() in claimed:
            continue
        claimed.add(match.start())
        line = _line_of(text, match.start())
        findings.append(Finding(detector.name, line, fingerprint(detector.name, match.group(0))))
    return findings


# Modules detect-secrets imports at load time but only uses for work we never ask of it:
# ``requests`` to *verify* findings over the network (never enabled; ~90 ms), and
# ``multiprocessing`` to scan many files in parallel (we scan single lines; ~15 ms with the
# socket and pickle modules it pulls in). Every save and hook process would pay for both.
_DEFERRED = ("requests", "multiprocessing")


class _Deferred(types.ModuleType):
    """Stands in for a module while detect-secrets is imported.

    At import time detect-secrets' plugins only touch ``requests.Response`` (in annotations);
    any other attribute loads the real module on first use, so verification or a parallel
    file scan would still work if ever called.
    """

    def __getattr__(self, name: str) -> Any:
        if self.__name__ == "requests" and name == "Response":
            return type("Response", (), {})
        if sys.modules.get(self.__name__) is self:
            del sys.modules[self.__name__]
        real = importlib.import_module(self.__name__)
        return getattr(real, name)


@contextlib.contextmanager
def _deferred_imports() -> Iterator[None]:
    """detect-secrets loads its plugin modules lazily, so the stand-ins stay for the scan."""
    placed = [name for name in _DEFERRED if name not in sys.modules]
    for name in placed:
        sys.modules[name] = _Deferred(name)
    try:
        yield
    finally:
        # Later imports of these modules, by anyone, get the real ones.
        for name in placed:
            if isinstance(sys.modules.get(name), _Deferred):
                del sys.modules[name]


def _deep_config() -> dict[str, object]:
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class
    from detect_secrets.settings import default_settings

    plugins: list[type] = list(get_mapping_from_secret_type_to_class().values())
    names = sorted(str(plugin.__name__) for plugin in plugins)
    with default_settings() as settings:
        filters = settings.json()["filters_used"]
    used = [{"name": name} for name in names if name not in _DEEP_EXCLUDED]
    return {"plugins_used": used, "filters_used": filters}


def _scan_deep(text: str) -> list[Finding]:
    with _deferred_imports():
        return _scan_deep_lines(text)


def _scan_deep_lines(text: str) -> list[Finding]:
    from detect_secrets.core.scan import scan_line
    from detect_secrets.settings import transient_settings

    findings: list[Finding] = []
    with transient_settings(_deep_config()):
        for number, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            for secret in scan_line(line):
                name = "detect-secrets:" + re.sub(r"[^a-z0-9]+", "-", secret.type.lower()).strip(
                    "-"
                )
                findings.append(Finding(name, number, secret.secret_hash[:16]))
    return findings


def scan_text(text: str, *, deep: bool = False) -> list[Finding]:
    """Every suspected secret in ``text``, in line order; ``deep`` adds detect-secrets."""
    findings = _scan_pack(text)
    if deep:
        findings.extend(_scan_deep(text))
    return sorted(set(findings), key=lambda f: (f.line, f.detector, f.fingerprint))


def detector_names(findings: list[Finding]) -> list[str]:
    return sorted({finding.detector for finding in findings})
