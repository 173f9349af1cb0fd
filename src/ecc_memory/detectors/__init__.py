"""Secret detectors: one scanner for the vault, the git hooks and the protocol checker.

``pack`` is the registry of detectors (provider tokens and credentials recognised by their
context), ``placeholders`` the one rule that tells a placeholder from a credential, ``scanner``
runs them (``deep`` adds detect-secrets' non-entropy plugins) and ``allowlist`` reads the
pragmas that ``docs/memory/`` may use -- vault memory never honours one. Findings carry the
detector name, the line and a fingerprint, never the value. See docs/security.md.
"""

from __future__ import annotations

from ecc_memory.detectors.pack import PACK, Detector, Finding, fingerprint
from ecc_memory.detectors.scanner import (
    Screened,
    detector_names,
    scan_allowing_pragmas,
    scan_text,
)

__all__ = ["PACK", "Detector", "Finding", "Screened", "detector_names", "fingerprint",
           "scan_allowing_pragmas", "scan_text"]  # fmt: skip
