"""Security and privacy scanning of memory files.

Secrets use the one shared detector pack (``ecc_memory.detectors``), imported lazily because it
pulls in detect-secrets. Privacy patterns (personal e-mail, phone numbers, machine paths) are
small and local. Findings name the pattern and line, never the matched value.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ecc_memory.protocol.model.problems import Problem, error, info, warning

if TYPE_CHECKING:
    from ecc_memory.detectors import Screened

_PRIVACY: tuple[tuple[str, str, re.Pattern[str]], ...] = (
    (
        "ECC-PRIVACY-001",
        "personal e-mail address",
        re.compile(
            r"(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}"
        ),
    ),
    (
        "ECC-PRIVACY-002",
        "phone number",
        re.compile(r"(?<![\w.+-])\+?\(?\d{1,4}\)?(?:[ .-]?\(?\d{2,4}\)?){2,5}(?![\w-]|\.\d)"),
    ),
    (
        "ECC-PRIVACY-003",
        "machine-specific home path",
        re.compile(r"(?:/home/|/Users/|[A-Za-z]:\\Users\\)[A-Za-z0-9._-]+"),
    ),
)
_EXAMPLE_MAIL = re.compile(r"@(?:example\.(?:com|org|net)|users\.noreply\.github\.com)\b")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def _phone_like(value: str) -> bool:
    """9-15 digits with a leading + or separators; dates and plain numbers are not phones."""
    digits = sum(char.isdigit() for char in value)
    separated = value.startswith("+") or any(char in value for char in " .-()")
    return 9 <= digits <= 15 and separated and _DATE.fullmatch(value) is None


def security_problems(texts: Mapping[str, str], *, deep: bool = True) -> list[Problem]:
    """Credential-like strings, via the shared detectors (``ECC-SECURITY-001``).

    The same scan as the git guard's on ``docs/memory/``: an allowlist pragma (see
    ``ecc_memory.detectors.allowlist``) lets a known false positive through, and each file's allowed
    findings are counted in one ``ECC-SECURITY-002`` info.
    """
    try:
        from ecc_memory.detectors import scan_allowing_pragmas
        from ecc_memory.detectors.deep import deep_session
    except ImportError:
        return [
            info(
                "ECC-SECURITY-000",
                "manifest.md",
                0,
                "the shared secret detectors are not installed; nothing was scanned",
            )
        ]
    # One detect-secrets configuration for every file instead of one per file.
    with deep_session() if deep else contextlib.nullcontext():
        return _security_problems(texts, scan_allowing_pragmas, deep=deep)


def _security_problems(
    texts: Mapping[str, str], scan: Callable[..., Screened], *, deep: bool
) -> list[Problem]:
    problems: list[Problem] = []
    for path, text in sorted(texts.items()):
        screened = scan(text, deep=deep)
        for finding in screened.findings:
            problems.append(
                error(
                    "ECC-SECURITY-001",
                    path,
                    finding.line,
                    f"possible secret ({finding.detector}, fingerprint {finding.fingerprint[:12]})",
                )
            )
        if screened.allowed:
            plural = "s" if screened.allowed != 1 else ""
            problems.append(
                info(
                    "ECC-SECURITY-002",
                    path,
                    0,
                    f"{screened.allowed} secret finding{plural} allowed by pragma",
                )
            )
    return problems


def privacy_problems(texts: Mapping[str, str]) -> list[Problem]:
    """Personal data patterns, one warning per line and pattern (``ECC-PRIVACY-00x``)."""
    problems: list[Problem] = []
    for path, text in sorted(texts.items()):
        for number, line in enumerate(text.splitlines(), start=1):
            problems.extend(_line_privacy(path, number, line))
    return problems


def _line_privacy(path: str, number: int, line: str) -> list[Problem]:
    found: list[Problem] = []
    for code, label, pattern in _PRIVACY:
        for match in pattern.finditer(line):
            value = match.group(0)
            if code == "ECC-PRIVACY-001" and _EXAMPLE_MAIL.search(value):
                continue
            if code == "ECC-PRIVACY-002" and not _phone_like(value):
                continue
            found.append(warning(code, path, number, f"line looks like it holds a {label}"))
            break
    return found
