"""What no ordinary guidance to agents asks: what makes an addressee a finding."""

from __future__ import annotations

from ecc_memory.detectors.judge.override import NEGATION, OV_STRONG
from ecc_memory.detectors.judge.read import word_set, words_of
from ecc_memory.detectors.judge.score import has_secret

# -- what no ordinary guidance asks -----------------------------------------------------------

# Guidance addressed to agents (AGENTS.md, CLAUDE.md) asks ordinary things: read the docs, run
# the tests, ask before rewriting history, prefer small diffs. An addressee counts only with a
# request of a class no such guidance makes: orders set aside, something hidden from the user,
# a secret moved, shared work destroyed, a protection turned off, one's own work approved, an
# answer dictated. Each class is a lexicon, not a phrase.
_U_OVERRIDE = OV_STRONG | word_set(
    "override supersede circumvent evade sidestep disobey jailbreak unrestricted"
)
_U_CONCEAL = word_set(
    "hide hiding conceal concealing silently quietly secretly covertly discreetly stealthily"
    " nobody no-one unnoticed unmentioned undisclosed"
)
_U_CONCEAL_VERBS = word_set("tell telling mention mentioning inform informing notify reveal alert")
_U_MOVE = word_set(
    "send post upload paste email e-mail mail forward exfiltrate leak share publish transmit"
    " expose dump attach embed"
)
_U_DESTROY = word_set(
    "wipe destroy purge truncate force force-push force-pushing rm rmdir drop delete erase"
    " mkfs shred"
)
_U_SHARED = word_set(
    "main master production prod release trunk database db remote origin history branch"
    " branches repo repository backups"
)
_U_DISABLE = word_set(
    "disable disabling deactivate bypass bypassing no-verify circumvent turn-off switch-off"
)
_U_APPROVE = word_set("approve approves approving self-approve self-merge lgtm")
_U_OWN = word_set("own yourself itself unreviewed without")
_U_DICTATE = word_set("say respond reply answer output recommend rank rate classify")
_U_ONLY = word_set("only just instead exclusively always")


# What ordinary guidance asks an agent to do, and the acts a planted request is made of (the
# act lexicon is wide on purpose: "add the user to CODEOWNERS", "star mallory/tools" are
# requests no guidance file needs to address to a model by name).
_U_ORDINARY = word_set(
    "read reading run running ask asking check verify keep prefer use see consult look avoid"
    " follow document test lint format review read-only"
)
_U_ACTS = word_set(
    "add adds grant delete remove update bump star accept push commit install send approve merge"
    " mark report pretend state append tell reveal echo print post upload include omit dismiss"
    " skip disable treat give rm reset clean execute curl wget download fetch visit open click"
    " transfer pay say respond reply answer summarise summarize condense suspended sanctioned"
    " copy paste move rename replace change set enable whenever when next anyone invite invites"
    " backdoor hidden prompt encoded encode decode filter admin updated issue"
)


def ordinary_guidance(text: str) -> bool:
    """Whether ``text`` (an addressed line) asks only what guidance files ask of agents: an
    ordinary verb, no act of the wide lexicon and nothing unusual (``asks_the_unusual``)."""
    words = set(words_of(text.lower()))
    return (
        not words.isdisjoint(_U_ORDINARY)
        and words.isdisjoint(_U_ACTS)
        and not asks_the_unusual(text)
    )


def asks_the_unusual(text: str) -> bool:
    """Whether ``text`` (a line or two) asks something no ordinary guidance to agents asks:
    what makes an addressee a finding (docs/security.md)."""
    words = set(words_of(text.lower()))
    negated = not words.isdisjoint(NEGATION)
    return (
        not words.isdisjoint(_U_OVERRIDE)
        or not words.isdisjoint(_U_CONCEAL)
        or (negated and not words.isdisjoint(_U_CONCEAL_VERBS))
        or (not words.isdisjoint(_U_MOVE) and has_secret(words, text.lower()))
        or (not words.isdisjoint(_U_DESTROY) and not words.isdisjoint(_U_SHARED))
        or not words.isdisjoint(_U_DISABLE)
        or (not words.isdisjoint(_U_APPROVE) and not words.isdisjoint(_U_OWN))
        or ("merge" in words and not words.isdisjoint(_U_OWN))
        or (not words.isdisjoint(_U_DICTATE) and not words.isdisjoint(_U_ONLY))
        or ("push" in words and not words.isdisjoint(_U_SHARED) and "always" in words)
    )
