"""How an instruction rule's pattern runs (``instruction_rules``; ``instructions`` calls it).

As written, a pattern ignores case and is tried at every position of the text: on ordinary
text that was two thirds of the rules' time, in alternations tried branch by branch. An ASCII
text, the usual case, is matched instead in lower case by a copy of the pattern with its
letters lowered that respects case (``lowered``): same matches, same offsets, and the engine
skips a branch on its first letter. Where every match of a pattern starts with one of a few
strings (its first words, a line's start, a mark: ``starts``), the copy is tried only where
one of them is, found by ``str.find``; ``matches`` yields what ``finditer`` would.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from ecc_memory.detectors.instruction_rules import Rule
from ecc_memory.detectors.pack import fold_case

_compiled: dict[str, re.Pattern[str]] = {}
_lowered: dict[str, re.Pattern[str] | None] = {}
_starts: dict[tuple[str, bool], tuple[tuple[str, bool], ...] | None] = {}
# An escape (``\S``, ``\W``: a capital there is no letter of the text) or a capital letter.
_ESCAPE_OR_CAPITAL = re.compile(r"\\.|[A-Z]")
LINE_START = "\n^"  # in ``starts``: where a line starts (no string a text holds)
# Beyond one candidate start in this many characters, one scan of the text costs less.
_DENSE = 12


def compiled(rule: Rule) -> re.Pattern[str]:
    """A rule's pattern, compiled on first use: most texts wake no rule at all."""
    found = _compiled.get(rule.source)
    if found is None:
        found = _compiled[rule.source] = re.compile(rule.source, re.IGNORECASE | re.MULTILINE)
    return found


def lowered(rule: Rule) -> re.Pattern[str] | None:
    """``rule``'s pattern with its letters in lower case and case respected: on an ASCII text
    in lower case it matches where ``compiled(rule)`` matches the text as written, at the same
    offsets, in two thirds of the time (an alternation that ignores case tries every branch at
    every position; a case-sensitive one skips a branch on its first letter). None for a pattern
    with a part that respects case, ``(?-i:SYSTEM)``, or a letter that ignoring case equates
    with an ASCII one (the Kelvin sign, the long s)."""
    if rule.source not in _lowered:
        source = rule.source
        folds = any(not c.isascii() and fold_case(c).isascii() for c in source)
        _lowered[rule.source] = (
            None
            if "(?-i" in source or folds
            else re.compile(_ESCAPE_OR_CAPITAL.sub(_lower_capital, source), re.MULTILINE)
        )
    return _lowered[rule.source]


def _lower_capital(match: re.Match[str]) -> str:
    found = match.group()
    return found if found[0] == "\\" else found.lower()


def starts(rule: Rule, written: bool = False) -> tuple[tuple[str, bool], ...] | None:
    """The strings one of which every match of ``lowered(rule)`` starts with (``LINE_START``
    for a line's start), each with whether it must start a word (``\\b`` before a letter), or
    None: a pattern that may start with a class of letters, or match nothing. Read from the
    parsed pattern: a match starts with its first literal, or with one of a group's, a
    branch's, a repeat's or a class of a few marks' first literals; an assertion before them
    consumes nothing. ``written``: of ``compiled(rule)``, which ignores case, and so only where
    no string holds a letter (``.``, ``<``, a line's start)."""
    key = (rule.source, written)
    if key not in _starts:
        pattern = compiled(rule) if written else lowered(rule)
        found = None if pattern is None else _prefixes(_parsed(pattern), False)
        if found and written and any(c.isalpha() for s, _ in found for c in s if s != LINE_START):
            found = None
        if found:  # a string that starts with another is found where that one is
            found = {
                (s, word)
                for s, word in found
                if not any(o != s and s.startswith(o) and (word or not b) for o, b in found)
            }
        _starts[key] = tuple(sorted(found)) if found else None
    return _starts[key]


def _sre() -> tuple[Any, Any]:
    """The standard library's regular-expression parser and its constants."""
    try:  # Python 3.11+
        from re import _constants, _parser  # type: ignore[attr-defined]
    except ImportError:  # pragma: no cover - Python 3.10
        import sre_constants as _constants
        import sre_parse as _parser
    return _parser, _constants


def _parsed(pattern: re.Pattern[str]) -> list[tuple[Any, Any]]:
    """The top sequence of ``pattern``, parsed; empty for one that can match nothing."""
    parsed = _sre()[0].parse(pattern.pattern, pattern.flags)
    return list(parsed) if parsed.getwidth()[0] > 0 else []


def _prefixes(items: list[tuple[Any, Any]], bounded: bool) -> set[tuple[str, bool]] | None:
    """``bounded``: a word boundary (``\\b``) precedes ``items``."""
    sre = _sre()[1]
    index = 0
    while index < len(items) and items[index][0] in (sre.AT, sre.ASSERT, sre.ASSERT_NOT):
        if items[index][0] is sre.AT and items[index][1] is sre.AT_BEGINNING:
            return {(LINE_START, False)}  # MULTILINE: a line's start, whatever follows
        bounded = bounded or items[index][1] is sre.AT_BOUNDARY
        index += 1
    if index == len(items):
        return None
    op, value = items[index]
    if op is sre.LITERAL:
        literal = chr(value)
        for later_op, later in items[index + 1 :]:
            if later_op is not sre.LITERAL:
                break
            literal += chr(later)
        return {(literal, bounded and _word_character(literal[0]))}
    if op is sre.SUBPATTERN:
        return _prefixes(list(value[3]), bounded)
    if op is sre.BRANCH:
        found: set[tuple[str, bool]] = set()
        for branch in value[1]:
            prefixes = _prefixes(list(branch), bounded)
            if prefixes is None:
                return None
            found |= prefixes
        return found
    if op in (sre.MAX_REPEAT, sre.MIN_REPEAT) and value[0] >= 1:
        return _prefixes(list(value[2]), bounded)
    if op is sre.IN and all(kind is sre.LITERAL for kind, _ in value):
        return {(chr(char), bounded and _word_character(chr(char))) for _, char in value}
    return None


def _word_character(char: str) -> bool:
    """An ASCII letter, digit or ``_`` (what ``\\w`` holds of an ASCII text)."""
    return char.isascii() and (char.isalnum() or char == "_")


def matches(rule: Rule, text: str, low: str | None) -> Iterator[re.Match[str]]:
    """What ``compiled(rule).finditer(text)`` yields (``low``: ``text`` in lower case when it
    is ASCII, else None), found the cheapest way the rule allows."""
    pattern = None if low is None else lowered(rule)
    if low is None or pattern is None:
        pattern, low = compiled(rule), text
        prefixes = starts(rule, written=True)
    else:
        prefixes = starts(rule)
    positions = None if prefixes is None else _positions(low, prefixes)
    if positions is None:
        return pattern.finditer(low)
    return _matched_at(pattern, low, positions)


def _positions(low: str, prefixes: tuple[tuple[str, bool], ...]) -> list[int] | None:
    """Every offset where one of ``prefixes`` starts in ``low`` (a word, if it must), in
    order; None where they are so many that one scan of the text is cheaper."""
    found: set[int] = set()
    limit = len(low) // _DENSE + 1
    for prefix, word in prefixes:
        if prefix == LINE_START:
            at = 0
            while at >= 0 and len(found) <= limit:
                found.add(at)
                at = low.find("\n", at) + 1 or -1
        else:
            at = low.find(prefix)
            while at >= 0 and len(found) <= limit:
                if not (word and at and _word_character(low[at - 1])):
                    found.add(at)
                at = low.find(prefix, at + 1)
        if len(found) > limit:
            return None
    return sorted(found)


def _matched_at(
    pattern: re.Pattern[str], low: str, positions: list[int]
) -> Iterator[re.Match[str]]:
    """``finditer``'s matches: no match can start elsewhere, and after one the next is looked
    for from its end (a pattern that can match nothing has no ``starts``)."""
    end = 0
    for position in positions:
        if position >= end:
            match = pattern.match(low, position)
            if match is not None:
                yield match
                end = match.end()
