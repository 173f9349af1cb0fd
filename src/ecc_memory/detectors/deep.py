"""Deep mode: detect-secrets' non-entropy plugins, on top of the pack.

Its keyword pass finds ``password = "..."`` and its plugins know shapes the pack does not.
Its entropy plugins are off (they flag every git SHA in a handoff) and so is
``IPPublicDetector`` (a host address in a note is not a credential); its own allowlist-pragma
filter is off too, so a pragma is honoured only where a caller asks for it. Every finding
passes the same placeholder rule as the pack's. Only the lines ``deep_gate`` lets through reach
detect-secrets, and it is imported and configured only when one does.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import re
import sys
import types
from collections.abc import Iterator
from typing import Any

from ecc_memory.detectors.deep_gate import PLUGINS, flaggable_lines
from ecc_memory.detectors.pack import Finding
from ecc_memory.detectors.placeholders import is_placeholder, masked_after
from ecc_memory.detectors.tokens import key_body_follows

# Its inline-pragma filter: pragmas are ours to honour, and only where the caller allows them.
_DEEP_EXCLUDED_FILTERS = {"detect_secrets.filters.allowlist.is_line_allowlisted"}


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
    """The settings of our deep scan; computed once per process (each call costs two of
    detect-secrets' cache busts)."""
    import copy  # not at import: a save whose text no deep plugin could flag never needs it

    return copy.deepcopy(_deep_config_once())


@functools.cache
def _deep_config_once() -> dict[str, object]:
    from detect_secrets.settings import default_settings

    with default_settings() as settings:
        filters = [
            entry
            for entry in settings.json()["filters_used"]
            if entry.get("path") not in _DEEP_EXCLUDED_FILTERS
        ]
    # The plugins the gate was written for, and no others: one the gate does not know would
    # only ever see the lines the gate lets through.
    return {"plugins_used": [{"name": name} for name in PLUGINS], "filters_used": filters}


# detect-secrets' settings are process-wide, and so is the session that configures them: its
# depth, and the exits of the configuration once the first gated line needed it.
_sessions = [0]
_configured: list[contextlib.ExitStack] = []
# Within a session, a line's findings by its text: detect-secrets sees one line at a time (its
# context is that line alone), so equal lines give equal findings, and docs/memory/ repeats
# many ("Status: active", "Evidence:", ...). Dropped when the session ends.
_by_line: dict[str, list[tuple[str, str]]] = {}


@contextlib.contextmanager
def deep_session() -> Iterator[None]:
    """detect-secrets configured at most once for several scans (a check over many files).

    Configuring it busts its plugin and filter caches on the way in and out; a session pays
    that once instead of per text, and only if a line passes the gate. Nested sessions and
    ``scan_deep`` calls inside one reuse it. Keep a session around scanning only: the module
    stand-ins stay while it is open.
    """
    _sessions[0] += 1
    try:
        yield
    finally:
        _sessions[0] -= 1
        if not _sessions[0]:
            _by_line.clear()
            while _configured:
                _configured.pop().close()


def _configure() -> None:
    """Import and configure detect-secrets for the open session, once."""
    if _configured:
        return
    with contextlib.ExitStack() as stack:
        stack.enter_context(_deferred_imports())
        from detect_secrets.settings import transient_settings

        stack.enter_context(transient_settings(_deep_config()))
        _configured.append(stack.pop_all())


def scan_deep(text: str) -> list[Finding]:
    """detect-secrets' findings in ``text``, line by line (a line ends at \\n only)."""
    lines = flaggable_lines(text)
    if not lines:
        return []
    findings: list[Finding] = []
    at_line, offset = 1, 0  # lines come in order: each line's offset is found once
    with deep_session():
        for number, line in lines:
            found = _by_line.get(line)
            if found is None:
                found = _by_line[line] = _scan_long_line(line)
            for name, digest in found:
                if name == _PRIVATE_KEY:
                    while at_line < number:
                        offset, at_line = text.index("\n", offset) + 1, at_line + 1
                    if not _key_follows(text, offset):
                        continue
                findings.append(Finding(name, number, digest))
    return findings


_PRIVATE_KEY = "detect-secrets:private-key"

# Some of detect-secrets' patterns take time quadratic in a line's length (its JWT pattern on
# "eyJ" repeated: 8 times the line, 36 times the time), so a long line reaches it in windows of
# bounded length that overlap by more than any credential it finds is long: the cost is then
# linear in the line, and every credential lies whole in some window.
WINDOW, OVERLAP = 4096, 1024


def _scan_long_line(line: str) -> list[tuple[str, str]]:
    if len(line) <= WINDOW:
        return _scan_line(line)
    found: dict[tuple[str, str], None] = {}  # in order, once each
    for start in range(0, len(line) - OVERLAP, WINDOW - OVERLAP):
        found.update(dict.fromkeys(_scan_line(line[start : start + WINDOW])))
    return list(found)


def _key_follows(text: str, start: int) -> bool:
    """The private-key header on the line starting at ``start`` is followed by a key's body
    (the pack's own test): an empty block or a header named in prose holds no key."""
    end = text.find("\n", start)
    line_end = len(text) if end == -1 else end
    at = text.find("PRIVATE KEY", start, line_end)
    if at == -1 or text.find("PuTTY-User-Key-File", start, line_end) != -1:
        return True  # a PuTTY key file's header (the same finding): no PEM header to judge
    while at != -1:
        header_end = text.find("-----", at, line_end)
        if header_end != -1 and key_body_follows(text, header_end + 5):
            return True
        at = text.find("PRIVATE KEY", at + 1, line_end)
    return False


def _scan_line(line: str) -> list[tuple[str, str]]:
    _configure()
    from detect_secrets.core.scan import scan_line

    found = []
    for secret in scan_line(line):
        value = secret.secret_value
        if value is not None and (is_placeholder(value) or not _stands_alone(line, value)):
            continue
        kind = re.sub(r"[^a-z0-9]+", "-", secret.type.lower()).strip("-")
        found.append(("detect-secrets:" + kind, secret.secret_hash[:16]))
    return found


# What may continue a value detect-secrets hands back cut short (it returns only "glpat" of
# "glpat-xxxx..."): token characters and masking.
_CONTINUES = re.compile(r"[\w*•…-]{0,256}")


def _stands_alone(line: str, value: str) -> bool:
    """Whether some occurrence of ``value`` in ``line`` is a credential on its own: not inside
    a longer run of letters and digits (``ASIA`` in ``TODAYINASIAASACK...``), and not the
    start of a masked token (``glpat`` of ``glpat-xxxx...``)."""
    at = line.find(value)
    if at == -1:
        return True
    while at != -1:
        end = at + len(value)
        inside = (at > 0 and line[at - 1].isalnum() and value[0].isalnum()) or (
            end < len(line) and line[end].isalnum() and value[-1].isalnum()
        )
        run = _CONTINUES.match(line, end)
        continued = value + (run.group(0) if run else "")
        masked = is_placeholder(continued) or masked_after(line, end + len(continued) - len(value))
        if not inside and not masked:
            return True
        at = line.find(value, at + 1)
    return False
