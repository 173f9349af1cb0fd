"""``judge.read.boundary_first``: one leading ``\\b`` for a run of alternatives, same matches."""

from __future__ import annotations

import re

from ecc_memory.detectors.judge.read import boundary_first

TEXTS = [
    "do not tell the user",
    "never-tell the user",
    "$hide this from the user; keep it secret from them",
    "leave it out of the summary, not leave it out of the summary",
    "x_do not tell the user] [tell nobody",
    "",
]
SOURCES = [
    r"\bdo\s+not\s+tell\b|\bnever\b|(?<!not\s)\bleave\s+it\b|x\b|\bkeep\s+(it)\s+secret",
    r"(?i)\bDO\b|\bTell\s+[]n]obody|[^]a]\bhide\b|\bsecret\b",
    r"\btell\b",
    r"[|(]\bthe\b|\b(?:user|them)\b",
    r"\b(?:the\s+)?user\b|(?<!not\s)\bleave\b|\bx?-?do\b|\b[\w]+\s+secret",
    r"\b(?:a|b|)tell|\bnever\b",
]


def test_the_same_matches_as_written() -> None:
    for source in SOURCES:
        plain, hoisted = re.compile(source), boundary_first(source)
        for text in TEXTS:
            assert [m.span() for m in plain.finditer(text)] == [
                m.span() for m in hoisted.finditer(text)
            ]
            assert [m.groups() for m in plain.finditer(text)] == [
                m.groups() for m in hoisted.finditer(text)
            ]


def test_adjacent_runs_share_one_boundary() -> None:
    assert (
        boundary_first(r"\ba|\bb|c|(?<!x\s)\bd|\be").pattern
        == r"\b(?=[ab])(?:a|b)|c|\b(?=[de])(?:(?<!x\s)d|e)"
    )
    assert boundary_first(r"(?m)\ba|\bb").pattern == r"(?m)\b(?=[ab])(?:a|b)"
    assert boundary_first(r"(?i)\ba|\bb").pattern == r"(?i)\b(?:a|b)"  # case ignored: no class
    assert (
        boundary_first(r"\b(?:the\s+)?user|\bx?y").pattern == r"\b(?=[tuxy])(?:(?:the\s+)?user|x?y)"
    )
    assert boundary_first(r"\b\w+|\ba").pattern == r"\b(?:\w+|a)"  # a class of letters: none
    assert boundary_first(r"[|]\ba|\bb").pattern == r"[|]\ba|\b(?=[b])(?:b)"  # alone: a class
    assert boundary_first(r"[|]\ba|\b\w").pattern == r"[|]\ba|\b\w"  # alone, no class: as written
