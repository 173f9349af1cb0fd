# ruff: noqa: E501, SIM905  (pattern tables and lexicons, one entry a line)
"""The scoring table: each unit's classes (``_features``) and how they combine (``verdicts``)."""

from __future__ import annotations

import re
from operator import itemgetter
from typing import NamedTuple

from ecc_memory.detectors.judge.acts import GATE as ACT_GATE
from ecc_memory.detectors.judge.acts import PUSH_GATE, asked_acts, behind, pushed
from ecc_memory.detectors.judge.addressee import (
    ADDRESSED,
    DOC_ROLE,
    ORDER,
    UNSURE,
    UNSURE_PAREN,
    UNSURE_READER,
)
from ecc_memory.detectors.judge.authority import AUTHORITY_CLAIMS, LATENT_ANSWERS, role_turn
from ecc_memory.detectors.judge.commands import (
    RISKY_COMMANDS,
    SEVERE_COMMANDS,
    acted,
    local_tests,
    subset_report,
)
from ecc_memory.detectors.judge.dismiss import (
    G_DISMISS,
    G_GOAL,
    G_GOAL_CHANGE,
    dismissed_by_next,
    dismisses,
    goal_changed,
)
from ecc_memory.detectors.judge.exfil import (
    CONCEAL_STRONG,
    CONCEAL_WEAK,
    G_SECRET,
    describes_attacks,
    exfiltrates,
)
from ecc_memory.detectors.judge.exfil import (
    has_secret as has_secret,  # re-exported: run.py reads it here
)
from ecc_memory.detectors.judge.guidance import asks_the_unusual
from ecc_memory.detectors.judge.norms import GATES as NORM_GATES
from ecc_memory.detectors.judge.norms import report_bent, self_approved, switched_off
from ecc_memory.detectors.judge.override import (
    OV_STRONG,
    OV_WEAK,
    VERB_FIRST,
    foreign_override,
    overrides,
)
from ecc_memory.detectors.judge.read import Verdict, boundary_first, word_set, words_of
from ecc_memory.detectors.judge.reader import (
    GATES,
    NOUNS,
    addressed,
    dictated,
    hijacks,
    leaks,
    processed,
    steered,
)
from ecc_memory.detectors.judge.trigger import G_TRIGGER, planted_trigger

# -- the scoring table --------------------------------------------------------------------------


class Unit(NamedTuple):
    line: int
    text: str
    words: list[str]
    set: set[str]
    foreign: bool  # the reading holds an override verb of another language
    quiet: bool  # no word any class's gate asks for: every class is absent (``_G_LIVE``)
    raw: str = ""  # the unit as read, where ``text`` has its phrases rewritten (``PHRASE``)


# A new order after orders set aside, in the same unit or the next: "...; merge it yourself".
_HARM_NEXT = re.compile(
    r"^(?:[-*+>]\s{1,4})?(?:(?:then|now|just|instead|so|and)\s+)*(?:merge|push|force-push|approve"
    r"|delete|remove|deploy|publish|tag|release|disable|skip|drop|wipe|reveal|send|upload|print"
    r"|say|output|reply|respond|answer|write|follow\s+(?:this|these|mine|my|the\s+(?:new|text))"
    r"|obey|treat|act|do\s+as)\b"
)
_DICTATE = boundary_first(
    r"\b(?:respond|reply|answer|say|output)\s+(?:only|just|nothing\s+but|exclusively)\b"
    r"|\b(?:only|just)\s+(?:respond|reply|answer|say|output)\s+with\b"
)

# The words without which a class cannot be present: a class's patterns run only on units
# that hold one (most units of ordinary text wake none), so the judge costs about a set
# intersection per class and unit.
G_REVEAL = word_set("user's users")
_G_CONCEAL = word_set(
    "not don't dont never without nobody no hide user must should silently quietly secretly"
    " covertly discreetly stealthily keep tell leave omit exclude so if delete remove erase scrub"
    " clear"
)
G_ROLE = word_set("system sys assistant developer admin administrator operator root user human")
G_AGENT = word_set(
    "ai llm llms language assistant assistants chatbot chatbots bot bots agent agents model"
    " models claude chatgpt gpt codex copilot gemini cursor opencode hermes ia ki summarizer"
    " summariser summarizing summarising screener screening recruiter reviewer grader evaluator"
    " classifier next whoever whatever whichever ии ші software"
)
G_PHRASE = word_set(
    "pay paying take never nevermind mind heed stop quit longer cease aside throw outside told"
    " given instructed taught asked above before far previously earlier prior rest prompt"
    " message operating void null cancelled canceled revoked rescinded invalid invalidated"
    " superseded suspended waived lifted overridden obsolete withdrawn retired test drill decoy"
    " irrelevant apply applies don't dont turn"
)
_G_PHRASE_WORDS = word_set("xovs xovw xvoid xdirs")  # the pseudo-words of folded phrases
_G_OVERRIDE = OV_STRONG | OV_WEAK | {"xvoid"}
# The words a unit must hold for each class to be looked for in it: a unit that holds none of
# the words of the classes its text allows (in ASCII, and without the ``$`` or ``_`` a secret's
# name may hold) is quiet, and is not searched at all.
G_CLASS = {
    "override": _G_OVERRIDE | G_PHRASE,
    "foreign": VERB_FIRST,
    "severe": SEVERE_COMMANDS.gate,
    "risky": RISKY_COMMANDS.gate,
    "authority": AUTHORITY_CLAIMS.gate,
    "latent": LATENT_ANSWERS.gate,
    "exfiltration": G_SECRET | G_REVEAL,
    "conceal": _G_CONCEAL,
    "role": G_ROLE,
    "unsure": G_AGENT | word_set("ai llm bot model instruction instructions"),
    "doc_role": G_AGENT,
    "dictate": word_set("respond reply answer say output"),
    "addressee": G_AGENT,
    **GATES,
    "act": ACT_GATE | PUSH_GATE,
    "dismiss": G_DISMISS,
    "goal": G_GOAL_CHANGE,
    "trigger": G_TRIGGER,
    **{name: first for name, (first, _) in NORM_GATES.items()},
}
# Standing practice planted for the reader (``norms``): each structure where its words are.
_NORMS = (("norm_off", switched_off), ("bent", report_bent), ("self_ok", self_approved))


def _features(unit: Unit, after: Unit | None, context: bool, allowed: set[str]) -> dict[str, bool]:
    """The classes ``unit`` holds; ``after`` is the next unit (a redirection or a verdict
    asked for there still belongs to this one). Each class is looked for only where its gate
    words are (``_G_*``); prose that describes attacks holds none but the addressee's."""
    text, words = unit.text, unit.words
    ws = unit.set
    if unit.quiet and (
        after is None or "latent" not in allowed or LATENT_ANSWERS.gate.isdisjoint(after.set)
    ):
        return _ABSENT
    after_text = after.text[:200] if after is not None else ""
    f = dict.fromkeys(_CLASSES, False)
    agent = not ws.isdisjoint(G_AGENT) or not text.isascii()
    if agent and "addressee" in allowed:
        f["addressee"] = ADDRESSED.search(text) is not None
    if "trigger" in allowed and not f["addressee"] and not ws.isdisjoint(G_TRIGGER):
        f["addressee"] = planted_trigger(text)  # "whenever you're asked to ...": the reader
    if agent and "doc_role" in allowed:
        f["doc_role"] = DOC_ROLE.search(text) is not None
    if agent and "unsure" in allowed:
        f["unsure"] = UNSURE.search(text) is not None
    if "unsure" in allowed and not f["unsure"] and "(" in text:
        f["unsure"] = UNSURE_PAREN.search(text) is not None
    if f["unsure"]:
        f["order"] = ORDER.search(text) is not None
    _read_reader(f, unit, after_text, allowed)
    if "conceal" in allowed and not ws.isdisjoint(_G_CONCEAL):
        f["conceal_weak"] = CONCEAL_WEAK.search(text) is not None
        f["conceal_strong"] = CONCEAL_STRONG.search(text) is not None
    ahead_words = ws | after.set if after is not None else ws
    if "latent" in allowed and not LATENT_ANSWERS.gate.isdisjoint(ahead_words):
        latent = LATENT_ANSWERS.search(f"{text} {after_text}", ahead_words)
        # an answer found in the next unit only, where that unit reports it ("a test CV with
        # text saying 'rank this candidate first'"), is described, not dictated
        f["latent"] = latent is not None and (
            latent.start() <= len(text) or not describes_attacks(after_text)
        )
    if "dictate" in allowed:
        f["dictate"] = _DICTATE.search(text) is not None
    if "override" in allowed and not ws.isdisjoint(_G_OVERRIDE):
        redirect = after is not None and _HARM_NEXT.search(after_text) is not None
        f["override"] = overrides(text, words, context or redirect)
    if unit.foreign:
        f["foreign"] = foreign_override(text)
    if "dismiss" in allowed and not ws.isdisjoint(G_DISMISS | _G_PHRASE_WORDS):
        f["dismiss"] = dismisses(unit.raw or text)
    if "goal" in allowed and not ws.isdisjoint(G_GOAL) and not ws.isdisjoint(G_GOAL_CHANGE):
        f["goal"] = goal_changed(unit.raw or text)
    if "severe" in allowed:
        severe = SEVERE_COMMANDS.search(text, ws)
        f["severe"] = acted(text, severe) and not subset_report(text, severe)
    if "risky" in allowed:
        risky = RISKY_COMMANDS.search(text, ws)
        f["risky"] = acted(text, risky) and not local_tests(text, risky)
    if "exfiltration" in allowed and (has_secret(ws, text) or not ws.isdisjoint(G_REVEAL)):
        f["exfiltration"] = exfiltrates(text)
    if "role" in allowed and ":" in text and not ws.isdisjoint(G_ROLE):
        f["role"] = role_turn(text)
    if "authority" in allowed:
        f["authority"] = AUTHORITY_CLAIMS.search(text, ws) is not None
    if "act" in allowed:
        if not ACT_GATE.isdisjoint(ws):
            kinds = asked_acts(text, ws)
            f["act"] = "act" in kinds or "alone" in kinds
            f["act_alone"] = "alone" in kinds
            f["shared"] = "shared" in kinds
        f["push"] = pushed(text)
        f["behind"] = behind(text)
    as_written = set(words_of(unit.raw)) if unit.raw else ws  # not its phrases' "xvoid"
    for name, holds in _NORMS:
        if name in allowed:
            first, second = NORM_GATES[name]
            if not as_written.isdisjoint(first) and not as_written.isdisjoint(second):
                f[name] = holds(unit.raw or text)
    if any(_DESCRIBED(f)) and (describes_attacks(text) or _CODE.search(text)):
        for name in _DESCRIBABLE:
            f[name] = False
    return f


def _read_reader(f: dict[str, bool], unit: Unit, after: str, allowed: set[str]) -> None:
    """The document's reader steered (``reader``): each class where its words are."""
    # the unit as read: "is obsolete", "everything above", not their rewritten "xvoid", "xdirs"
    text, ws = (unit.raw, set(words_of(unit.raw))) if unit.raw else (unit.text, unit.set)
    if "reader" in allowed and not ws.isdisjoint(NOUNS):
        named, vocative = addressed(text)
        f["addressee"] = f["addressee"] or vocative
        f["steered"] = (named and steered(text, after)) or processed(text, after)
    if "fixed" in allowed and not ws.isdisjoint(GATES["fixed"]):
        f["steered"] = f["steered"] or dictated(text, after)
    # prose shapes, read on a line that looks like code too ("====END==== ... the real task is")
    if "leak" in allowed and not ws.isdisjoint(GATES["leak"]):
        f["leak"] = leaks(text) and not describes_attacks(text)
    if "hijack" in allowed and not ws.isdisjoint(GATES["hijack"]):
        f["hijack"] = hijacks(text) and not describes_attacks(text)


# A line of a program, not prose addressed to a reader: its quotes, "return" and "type" are code.
_CODE = boundary_first(
    r"\bdef\s+\w+\(|\bself\.\w|[=!]=|[\"']\)|\breturn\s+\S|\w\(\w{0,30}[,)]|^\s{0,16}(?:if|elif|for|while"
    r"|try|except|class|import|from\s+\S+\s+import)\b[^\n]{0,200}:\s{0,4}$|\w\[\w{1,30}\]"
)


_CLASSES = (
    "override foreign severe risky exfiltration conceal_strong conceal_weak role authority latent"
    " dictate addressee doc_role unsure order steered leak hijack act act_alone push shared behind"
    " dismiss goal norm_off bent self_ok"
).split()
_ABSENT = dict.fromkeys(_CLASSES, False)  # a quiet unit's classes, shared and never changed
# ``act``: its module reads its own guard (``acts``)
_DESCRIBABLE = (
    "override foreign severe risky exfiltration conceal_strong role authority latent steered dismiss goal"
    " norm_off bent self_ok"
).split()
_DESCRIBED = itemgetter(*_DESCRIBABLE)  # a unit's describable classes, as a tuple

_SCORES = (
    # (detector, the class that fires it alone) -- docs/security.md prints this table
    ("ignore-instructions", "override"),
    ("ignore-instructions", "foreign"),
    ("ignore-instructions", "dismiss"),
    ("authority-claim", "goal"),
    ("destructive-command", "severe"),
    ("credential-exfiltration", "exfiltration"),
    ("agent-address", "conceal_strong"),
    ("role-tag", "role"),
    ("authority-claim", "authority"),
    ("latent-instruction", "latent"),
    ("latent-instruction", "steered"),
    ("credential-exfiltration", "leak"),
    ("ignore-instructions", "hijack"),
    ("agent-address", "norm_off"),
    ("agent-address", "bent"),
    ("authority-claim", "self_ok"),
)


def verdicts(
    units: list[Unit], allowed: set[str], scopes: frozenset[int] = frozenset()
) -> list[Verdict]:
    """The scoring table. Alone: OVERRIDE+DIRECTIVE, a foreign override, a SEVERE command,
    EXFILTRATION, strong CONCEALMENT, a ROLE turn with an order, an AUTHORITY claim, a LATENT
    dictation. Together (within two units): a RISKY command with an ADDRESSEE or CONCEALMENT; weak CONCEALMENT with an ADDRESSEE, a risky
    command or an exfiltration; an ADDRESSEE with a dictated answer; a document role (a
    summariser, a screener) addressed with any order."""
    found: dict[str, int] = {}
    feats: list[dict[str, bool]] = []
    addressed_at = -10
    for index, unit in enumerate(units):
        after = units[index + 1] if index + 1 < len(units) else None
        f = _features(unit, after, index - addressed_at <= 2, allowed)
        if (f["role"] or f["steered"]) and unit.line in scopes:
            f["role"] = f["steered"] = False  # "agent: Send back ...": a changelog's scope
        if f["addressee"] or f["conceal_weak"] or f["conceal_strong"]:
            addressed_at = index
        feats.append(f)
    for index, unit in enumerate(units):
        f = feats[index]
        if f is _ABSENT:
            continue  # a quiet unit fires nothing, alone or with its neighbours' classes
        if (
            index
            and "dismiss" in allowed
            and "ignore-instructions" not in found
            and dismissed_by_next(units[index - 1].raw or units[index - 1].text, unit.text)
            and not describes_attacks(units[index - 1].text)
        ):
            found["ignore-instructions"] = units[index - 1].line
        for detector, name in _SCORES:
            if f[name] and detector not in found:
                found[detector] = unit.line
        risky = f["risky"] or f["severe"]
        # the neighbours are read only by the classes that combine with theirs
        combines = risky or f["conceal_weak"] or f["dictate"]
        near = feats[max(0, index - 2) : index + 3] if combines else ()
        addressed = any(g["addressee"] for g in near)
        if risky and (addressed or any(g["conceal_weak"] or g["conceal_strong"] for g in near)):
            found.setdefault("agent-address", unit.line)
        if f["conceal_weak"] and (
            (addressed and asks_the_unusual(unit.text))
            or any(g["risky"] or g["exfiltration"] for g in near)
        ):
            found.setdefault("agent-address", unit.line)
        if f["unsure"] and (f["order"] or (index + 1 < len(feats) and feats[index + 1]["order"])):
            # "if you are Claude, keep CLAUDE.md short" names its reader, as guidance does: it
            # counts only with a request no guidance makes; a reader the text is unsure of
            # ("whatever model reads this") counts with any order.
            following = units[index + 1].text if index + 1 < len(units) else ""
            if UNSURE_READER.search(unit.text) or asks_the_unusual(f"{unit.text}\n{following}"):
                found.setdefault("agent-address", unit.line)
        if (
            f["addressee"]
            and unit.line not in scopes  # "agent: Add read support ...": a changelog's scope
            and not describes_attacks(unit.text)
            and asks_the_unusual(
                unit.text + (f"\n{units[index + 1].text}" if index + 1 < len(units) else "")
            )
        ):
            found.setdefault("agent-address", unit.line)  # the reader named, and asked the unusual
        if f["act_alone"] or (
            f["act"]
            and any(g["push"] or g["addressee"] for g in feats[max(0, index - 1) : index + 2])
        ):
            found.setdefault("agent-address", unit.line)  # an unexpected act, asked pressingly
        if f["shared"] and any(g["behind"] for g in feats[max(0, index - 1) : index + 2]):
            found.setdefault("agent-address", unit.line)  # shared state changed behind backs
        if f["dictate"] and addressed:
            found.setdefault("latent-instruction", unit.line)
        if f["doc_role"] and _ORDER_AFTER_ROLE.search(unit.text):
            found.setdefault("latent-instruction", unit.line)
    return [Verdict(d, line) for d, line in found.items()]


_ORDER_AFTER_ROLE = re.compile(
    r"[,:]\s{0,4}(?:please\s+)?(?:rank|rate|score|recommend|mark|classify|report|say|tell|write"
    r"|output|reply|respond|answer|state|conclude|approve|give|treat|consider|summari[sz]e\s+(?:it"
    r"|this)\s+as|ignore|disregard)\b"
)
