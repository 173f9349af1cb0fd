"""Every secret detector costs time linear in its input (issue 31: a 120 KB line of
``curl -u `` made the curl rule quadratic and stalled the guard for minutes).

Two proofs, neither asserting a wall-clock time: a structural bound (no pattern and no gate has
an unbounded repeat, so the work a match attempt can do is bounded), and a ratio (each rule fed
its own keywords, separators and shapes repeated on one line, at a size and at eight times that
size up to the largest file a vault gate accepts, must cost about eight times more -- a
quadratic rule costs 64 times more; the bound allows 24).
"""

from __future__ import annotations

import time

import pytest

from ecc_memory.detectors import PACK, Detector, scan_text
from ecc_memory.detectors.detector import MAX_GATE, MAX_MATCH
from ecc_memory.vault.document import MAX_FILE_BYTES
from secret_corpus import shapes

try:  # Python 3.11+
    from re import _parser as sre_parse  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - Python 3.10
    import sre_parse  # type: ignore[no-redef]


@pytest.mark.parametrize("detector", PACK, ids=lambda detector: detector.name)
def test_no_pattern_and_no_gate_repeats_without_bound(detector: Detector) -> None:
    _, longest = sre_parse.parse(*detector.source).getwidth()
    assert longest <= MAX_MATCH, (detector.name, longest)
    _, gate_longest = sre_parse.parse(detector.gate_source[0]).getwidth()
    assert gate_longest <= MAX_GATE, (detector.name, gate_longest)


_SEPARATORS = ("", " ", "=", ":", "-u ", '"')


def adversaries(detector: Detector) -> list[str]:
    """What makes a rule work hardest: its keywords with the separators its gates and patterns
    look for after them, and its realistic shapes, whole and cut short by one character."""
    units = [k + s for k in detector.keywords for s in _SEPARATORS]
    units += [k.upper() + " " for k in detector.keywords]
    own = [shape.text for shape in shapes() if shape.detector == detector.name][:3]
    for text in own:
        units += [text[:-1], text + " "]
    return units


def repeated(unit: str, size: int) -> str:
    return (unit * (size // len(unit) + 1))[:size]


def cost(text: str) -> float:
    """The least CPU time of two scans (the thread's own time: other processes on the machine
    do not count)."""
    best = float("inf")
    for _ in range(2):
        started = time.thread_time()
        scan_text(text)
        best = min(best, time.thread_time() - started)
    return max(best, 1e-6)


@pytest.mark.hostile
@pytest.mark.parametrize("detector", PACK, ids=lambda detector: detector.name)
def test_every_rule_costs_time_linear_in_its_input(detector: Detector) -> None:
    small = MAX_FILE_BYTES // 128
    growth = {unit: cost(repeated(unit, small * 8)) / cost(repeated(unit, small))
              for unit in adversaries(detector)}  # fmt: skip
    worst = max(growth, key=growth.__getitem__)
    assert growth[worst] < 24, (detector.name, worst, growth[worst])
    # The costliest of them, up to the largest memory file a gate accepts.
    costliest = max(growth, key=lambda unit: cost(repeated(unit, small * 8)))
    ratio = cost(repeated(costliest, MAX_FILE_BYTES)) / cost(
        repeated(costliest, MAX_FILE_BYTES // 8)
    )
    assert ratio < 24, (detector.name, costliest, ratio)


def test_the_curl_rule_on_a_long_line_of_curl_u_is_linear() -> None:
    """The reproduced defect: ``curl -u `` repeated on one line, 15 KB and 120 KB."""
    ratio = cost(repeated("curl -u ", 120_000)) / cost(repeated("curl -u ", 15_000))
    assert ratio < 24


def deep_cost(text: str) -> float:
    best = float("inf")
    for _ in range(2):
        started = time.thread_time()
        scan_text(text, deep=True)
        best = min(best, time.thread_time() - started)
    return max(best, 1e-6)


@pytest.mark.hostile
@pytest.mark.parametrize("unit", ["eyJ", 'password = "', "xoxb-", "://u:p"])
def test_deep_mode_costs_time_linear_in_a_long_line(unit: str) -> None:
    """detect-secrets' JWT pattern is quadratic on "eyJ" repeated (8 times the line, 36 times
    the time); deep mode hands it a long line in bounded windows."""
    small = deep_cost(repeated(unit, MAX_FILE_BYTES // 8))
    assert deep_cost(repeated(unit, MAX_FILE_BYTES)) / small < 24, unit
