# ruff: noqa: E501, SIM905  (pattern tables and lexicons, one entry a line)
"""The judge: the classes a text's words allow, its units, both readings."""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet

from ecc_memory.detectors.judge.acts import GATE as ACT_GATE
from ecc_memory.detectors.judge.acts import allows as acts_allowed
from ecc_memory.detectors.judge.authority import AUTHORITY_CLAIMS, LATENT_ANSWERS
from ecc_memory.detectors.judge.commands import RISKY_COMMANDS, SEVERE_COMMANDS, Gated
from ecc_memory.detectors.judge.dismiss import G_DISMISS, G_GOAL, G_GOAL_CHANGE, G_OWN
from ecc_memory.detectors.judge.guidance import UNUSUAL_WORDS
from ecc_memory.detectors.judge.norms import GATES as NORM_GATES
from ecc_memory.detectors.judge.override import (
    DIR_STRONG,
    DIR_WEAK,
    OV_STRONG,
    OV_WEAK,
    PHRASE,
    PHRASE_HINT,
    VERB_FIRST,
    foreign_verb,
    phrase_word,
)
from ecc_memory.detectors.judge.read import (
    Verdict,
    readings,
    units,
    word_set,
    words_in,
    words_of,
)
from ecc_memory.detectors.judge.reader import GATES as READER_GATES
from ecc_memory.detectors.judge.score import (
    G_AGENT,
    G_CLASS,
    G_PHRASE,
    G_REVEAL,
    G_ROLE,
    Unit,
    has_secret,
    verdicts,
)
from ecc_memory.detectors.judge.trigger import G_TRIGGER, G_TRIGGER_ACT

# -- the judge ---------------------------------------------------------------------------------


def judge(text: str, views: list[str] | None = None) -> list[Verdict]:
    """Each detector the structural judge fires on ``text`` (already NFKC- and look-alike-
    folded by the caller), with the line of its first unit. Both readings are judged;
    ``views``: the text's ``readings``, when the caller has them."""
    found: dict[str, int] = {}
    for reading in readings(text) if views is None else views:
        for verdict in _judge_reading(reading, text):
            if verdict.detector not in found or verdict.line < found[verdict.detector]:
                found[verdict.detector] = verdict.line
    return [Verdict(d, line) for d, line in found.items()]


_SCOPE = re.compile(
    r"[ \t]{0,4}(?:[-*][ \t]{1,4})?(?:system|sys|assistant|developer|admin|administrator|operator"
    r"|root|user|human|agent)[ \t]{0,2}:"
)


def _live(allowed: frozenset[str]) -> frozenset[str]:
    """The words that wake a unit when ``allowed`` are the text's classes: the union of their
    gates, made once per combination (a few dozen occur; the union cost a microsecond)."""
    found = _LIVE.get(allowed)
    if found is None:
        found = _LIVE[allowed] = VERB_FIRST.union(*(G_CLASS[name] for name in allowed))
    return found


_LIVE: dict[frozenset[str], frozenset[str]] = {}


def _scopes(text: str) -> frozenset[int]:
    """The lines that open with a lower-case role word and a colon: a commit message's scope
    ("admin: ignore gnulib-tests"), not a turn (chat turns are written "System:", "USER:")."""
    return frozenset(
        number
        for number, line in enumerate(text.split("\n"), 1)
        if ":" in line and _SCOPE.match(line)
    )


def _judge_reading(reading: str, text: str = "") -> list[Verdict]:
    """``text``: the text as written, whose lines ``_scopes`` reads (only a role turn and an
    addressee ask: "agent: Add read support" is a changelog's scope, neither)."""
    allowed = _candidates(reading, words_in(reading))
    if not allowed:
        return []  # most ordinary text: no class can be present, no unit is cut
    scopes = (
        _scopes(text) if not allowed.isdisjoint(("role", "addressee", "reader")) else frozenset()
    )
    live = _live(frozenset(allowed))
    named = "exfiltration" in allowed  # a secret's name may be ``$TOKEN`` or ``deploy_key``
    judged = []
    for line, unit in units(reading):
        words = words_of(unit)
        ws = set(words)
        if (
            ws.isdisjoint(live)
            and unit.isascii()
            and not (named and ("_" in unit or has_secret(set(), unit)))
        ):
            judged.append(Unit(line, unit, words, ws, False, True))
            continue
        raw = ""
        if not G_PHRASE.isdisjoint(ws) and PHRASE_HINT.search(unit):
            raw, unit = unit, PHRASE.sub(phrase_word, unit)
            words = words_of(unit)
            ws = set(words)
        judged.append(Unit(line, unit, words, ws, foreign_verb(unit, ws), False, raw))
    return verdicts(judged, allowed, scopes)


_OV_ANY = (
    OV_STRONG
    | OV_WEAK
    | word_set(
        "pay paying take nevermind mind heed stop quit longer cease aside throw follow obey observe"
        " honor honour respect listen void null cancelled canceled revoked rescinded invalid"
        " invalidated superseded suspended waived lifted overridden obsolete withdrawn retired test"
        " drill decoy irrelevant apply applies"
    )
)
_DIR_ANY = (
    DIR_STRONG
    | DIR_WEAK
    | word_set(
        "told given instructed taught asked above before rest far previously earlier prior system"
        " initial operating"
    )
)
_MOVES = word_set(
    "send post upload paste put include append print echo reveal leak email e-mail mail attach mirror"
    " embed forward share publish expose dump output write add copy exfiltrate transmit commit"
    " display show tell give repeat recite disclose insert list reply respond quote containing"
    " replying responding answering curl wget nslookup cp"
    # the habitual passive and the third person: "are posted to", "forwards them to"
    " posted sent sends sending uploaded emailed e-mailed forwarded forwards mailed shared"
    " pasted mirrored synced copies"
)
_CONCEAL_A = word_set(
    "not don't dont never without nobody no no-one hide must should keep tell do leave omit exclude"
    " so if delete remove erase scrub clear"
)
_CONCEAL_B = word_set(
    "tell telling mention mentioning reveal revealing disclose disclosing inform informing notify"
    " notifying alert alerting report reporting show showing know see notice asking confirmation"
    " confirming permission approval secret anyone anybody them needs user human wait ask confirm"
    " out summary reply answer changelog description transcript notices sees spot asks"
    " history bash_history zsh_history notes recap handoff"
)
_SILENT = word_set("silently quietly secretly covertly discreetly stealthily")
_UNSURE_WORDS = word_set(
    "whoever whatever whichever reading processing browsing triaging continuing parsing"
    " summarizing summarising analyzing analysing reviewing screening software you're"
    " analysis load loads runs next being preparing"
)
_DOC_WORDS = word_set(
    "summarizer summariser summarizing summarising screening screener recruiter grader evaluator"
    " classifier analyzing analysing reading processing"
)
_DICTATE_A = word_set("respond reply answer say output")
_DICTATE_B = word_set("only just nothing exclusively")


_NEEDS_ADDRESSEE = frozenset("risky severe conceal dictate override".split())


def _by_first_word(gated: Gated) -> dict[str, list[tuple[frozenset[str], ...]]]:
    """``gated``'s rules by each word of their first group: the other groups each must meet."""
    index: dict[str, list[tuple[frozenset[str], ...]]] = {}
    for groups, _ in gated.rules:
        for word in groups[0]:
            index.setdefault(word, []).append(tuple(groups[1:]))
    return index


def _passes(
    gate: frozenset[str],
    firsts: dict[str, list[tuple[frozenset[str], ...]]],
    words: AbstractSet[str],
) -> bool:
    """``Gated.passes``: only the rules whose first group the text meets are tested (a text
    meets a few of the fifty; testing each rule's first group was half the text's gates).
    ``gate``: every first group's words."""
    for word in gate.intersection(words):
        for others in firsts[word]:
            for group in others:
                if group.isdisjoint(words):
                    break
            else:
                return True
    return False


_FIRST_WORDS = tuple(
    (name, gated.gate, _by_first_word(gated))
    for name, gated in (("severe", SEVERE_COMMANDS), ("risky", RISKY_COMMANDS),
                        ("authority", AUTHORITY_CLAIMS), ("latent", LATENT_ANSWERS))
)  # fmt: skip


def _candidates(reading: str, all_words: set[str]) -> set[str]:
    """The classes the text's words allow (a class needs a word of each of its gates): what
    the units are then searched for. The tests below read only the text's words that some
    lexicon here holds (``_LEXICON``): a few, where each test of all of them looked up every
    word of the text again."""
    words = _LEXICON.intersection(all_words)
    out = set()
    if not words.isdisjoint(_OV_ANY) and not words.isdisjoint(_DIR_ANY):
        out.add("override")
    if not words.isdisjoint(G_DISMISS) and not words.isdisjoint(G_OWN):
        out.add("dismiss")
    if not words.isdisjoint(G_GOAL) and not words.isdisjoint(G_GOAL_CHANGE):
        out.add("goal")
    if not words.isdisjoint(G_TRIGGER) and not words.isdisjoint(G_TRIGGER_ACT):
        out.add("trigger")
    # standing practice planted for the reader (``norms``): a safeguard off, the report bent,
    # one's own work approved
    if not words.isdisjoint(_N_OFF) and not words.isdisjoint(_N_SAFEGUARD):
        out.add("norm_off")
    if not words.isdisjoint(_N_BEND) and not words.isdisjoint(_N_REPORT):
        out.add("bent")
    if not words.isdisjoint(_N_SELF) and not words.isdisjoint(_N_AGENT):
        out.add("self_ok")
    if foreign_verb(reading, all_words):
        out.add("foreign")
    for name, gate, firsts in _FIRST_WORDS:
        if _passes(gate, firsts, words):
            out.add(name)
    if not words.isdisjoint(_MOVES) and (
        has_secret(all_words, reading) or not words.isdisjoint(G_REVEAL)
    ):
        out.add("exfiltration")
    if not words.isdisjoint(_SILENT) or (
        not words.isdisjoint(_CONCEAL_A) and not words.isdisjoint(_CONCEAL_B)
    ):
        out.add("conceal")
    if not words.isdisjoint(ACT_GATE) and acts_allowed(all_words, reading):
        out.add("act")  # an act no user expects (``acts``): its units are searched for it
    if ":" in reading and not words.isdisjoint(G_ROLE):
        out.add("role")
    agent = not words.isdisjoint(G_AGENT) or not reading.isascii()
    if (
        (agent and (not words.isdisjoint(_UNSURE_WORDS) or ("if" in words and "are" in words)))
        or "only)" in reading
        or "(instruction" in reading
    ):
        out.add("unsure")
    if agent and not words.isdisjoint(_DOC_WORDS):
        out.add("doc_role")
    if not words.isdisjoint(_DICTATE_A) and not words.isdisjoint(_DICTATE_B):
        out.add("dictate")
    if agent and (not out.isdisjoint(_NEEDS_ADDRESSEE) or not words.isdisjoint(UNUSUAL_WORDS)):
        out.add("addressee")
    # the document's reader steered, its prompt printed, its task replaced (``reader``)
    if not words.isdisjoint(_R_NOUNS):
        out.add("reader")
    if not words.isdisjoint(_R_FIXED):
        out.add("fixed")
    if not words.isdisjoint(_R_LEAK):
        out.add("leak")
    if not words.isdisjoint(_R_HIJACK):
        out.add("hijack")
    return out


(_N_OFF, _N_SAFEGUARD), (_N_BEND, _N_REPORT), (_N_SELF, _N_AGENT) = (
    NORM_GATES[n] for n in ("norm_off", "bent", "self_ok")
)
_R_NOUNS, _R_FIXED, _R_LEAK, _R_HIJACK = (
    READER_GATES[n] for n in ("reader", "fixed", "leak", "hijack")
)


# Every set ``_candidates`` tests the text's words against, and every word it looks up: a
# lexicon added there must be added here (tests/detectors/test_judge.py reads the function).
_LEXICON = frozenset().union(
    _OV_ANY, _DIR_ANY, _MOVES, G_REVEAL, _SILENT, _CONCEAL_A, _CONCEAL_B, G_ROLE, G_AGENT,
    _UNSURE_WORDS, _DOC_WORDS, ACT_GATE, _DICTATE_A, _DICTATE_B, UNUSUAL_WORDS, ("if", "are"),
    G_DISMISS, G_OWN, G_GOAL, G_GOAL_CHANGE, G_TRIGGER, G_TRIGGER_ACT,
    *(words for _, gate, firsts in _FIRST_WORDS for groups in firsts.values()
      for others in groups for words in others),
    *(gate for _, gate, _ in _FIRST_WORDS),
    _R_NOUNS, _R_FIXED, _R_LEAK, _R_HIJACK,
    _N_OFF, _N_SAFEGUARD, _N_BEND, _N_REPORT, _N_SELF, _N_AGENT,
)  # fmt: skip
