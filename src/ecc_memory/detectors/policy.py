"""The scan policies, chosen by name where a scan runs (docs/security.md lists each place).

* ``READ``: the detector pack alone, on every read of the vault (search, read, the index,
  doctor): cheap enough for every file on every refresh.
* ``GATE``: the pack plus detect-secrets' non-entropy plugins (``deep``, on the lines
  ``deep_gate`` lets through), wherever something is about to be kept or shared: a save, a
  staged commit, each commit of a range and every tree a gate judges (``ecc memory ci``,
  ``protocol check``). A gate never scans with less.
"""

from __future__ import annotations

from typing import NamedTuple


class ScanPolicy(NamedTuple):
    name: str
    deep: bool


READ = ScanPolicy("read", deep=False)
GATE = ScanPolicy("gate", deep=True)
