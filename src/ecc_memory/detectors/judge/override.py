# ruff: noqa: SIM905  (pattern tables and lexicons, one entry a line)
"""OVERRIDE x DIRECTIVE (x PRIOR): orders set aside in English (other languages: ``languages``)."""

from __future__ import annotations

import re

from ecc_memory.detectors.judge.languages import VERB_FIRST, foreign_override, foreign_verb
from ecc_memory.detectors.judge.read import WINDOW, boundary_first

__all__ = ["VERB_FIRST", "foreign_override", "foreign_verb"]

# -- word classes ------------------------------------------------------------------------------

# Multi-word forms folded into one pseudo-word before the words are classed: "pay no attention
# to" is a strong override, "do not follow" a weak one, "are no longer in effect" voids orders.
_PHRASES = [
    (
        r"pay(?:ing)?\s+(?:no|little)\s+(?:attention|heed|mind)\s+to|take\s+no\s+notice\s+of"
        r"|never\s?mind|don'?t\s+(?:pay\s+)?(?:mind|heed)|turn\s+a\s+blind\s+eye\s+to",
        " xovs ",
    ),
    (
        r"(?:stop|quit)\s+(?:following|obeying|observing|honou?ring|respecting)"
        r"|no\s+longer\s+(?:follow|obey|observe|honou?r|respect|need\s+to\s+follow)"
        r"|(?:do\s+not|don'?t|never|cease\s+to)\s+(?:follow|obey|observe|honou?r|listen\s+to)"
        r"|set\s+aside|throw\s+out|put\s+aside|push\s+aside|brush\s+aside|step\s+outside\s+of",
        " xovw ",
    ),
    (
        r"what(?:ever)?\s+(?:you\s+(?:were|have\s+been|had\s+been|got)|you'?ve\s+been)\s+"
        r"(?:told|given|instructed|taught|asked)|what(?:ever)?\s+(?:[\w.-]+\s+){0,3}(?:wrote|said"
        r"|says|writes|stated|tells\s+you|told\s+you)\b|(?:everything|anything|all)\s+(?:that\s+)?"
        r"(?:(?:was\s+)?(?:said|written|stated)\s+)?(?:above|before\s+(?:this|now|that)|so\s+far"
        r"|previously|earlier|prior\s+to\s+this)|the\s+(?:text\s+)?above(?!\s+[a-z]{3,}\s)"
        r"|the\s+rest\s+of\s+(?:this|the)\s+(?:data|text|document|input|message|content|page)"
        r"|system\s+prompt|system\s+message|initial\s+prompt|operating\s+instructions",
        " xdirs ",
    ),
    (
        r"(?:is|are|were)\s+(?:now\s+|hereby\s+|henceforth\s+)?(?:no\s+longer\s+(?:valid|in\s+effect"
        r"|active|binding|applicable|in\s+force|relevant)|void|null(?:\s+and\s+void)?|cancell?ed"
        r"|revoked|rescinded|invalid(?:ated)?|superseded|suspended|waived|lifted|overridden"
        r"|obsolete|withdrawn|retired|(?:just\s+|only\s+)?an?\s+(?:test|drill|decoy)|irrelevant)"
        r"|no\s+longer\s+appl(?:y|ies)"
        r"|do(?:es)?\s+not\s+apply\s+(?:to\s+you|any\s?more|here)",
        " xvoid ",
    ),
]
PHRASE = re.compile("|".join(f"(?P<p{i}>{p})" for i, (p, _) in enumerate(_PHRASES)))
_PHRASE_WORDS = [w for _, w in _PHRASES]

OV_STRONG = frozenset(
    "ignore ignoring disregard disregarding forget forgetting overlook overlooking neglect"
    " xovs".split()
)
OV_WEAK = frozenset(
    "skip bypass drop cancel discard dismiss abandon override supersede void nullify scrap"
    " circumvent evade sidestep ditch xovw".split()
)
DIR_STRONG = frozenset(
    "instructions instruction directions directives directive guidelines guidance prompt"
    " prompts orders programming training xdirs briefing".split()
)
DIR_WEAK = frozenset(
    "rules rule commands constraints policies policy restrictions safeguards guardrails context"
    " task tasks conventions guide guides limits limitations boundaries principles ethics"
    " filters".split()
)
_PRIOR = frozenset(
    "previous prior above earlier preceding foregoing original initial former existing all any"
    " every your yours received given old prior current these those md".split()
)
# A reference to orders already given; "all", "any", "these" only count with a stronger sign.
_PRIOR_STRONG = frozenset(
    "previous prior above earlier preceding foregoing original initial former existing your"
    " yours received given md".split()
)
NEGATION = frozenset(
    "not never don't dont doesn't won't shouldn't mustn't cannot can't avoid without no nobody"
    " refuse forbid forbidden prohibited".split()
)
# Prose that describes an attack rather than making one.
DESCRIBE = frozenset(
    "attacker attackers attacks injection injections injected"
    " phrasing phrasings payload payloads adversarial adversary detector detectors detects"
    " flagged screened quoted threat threats hostile poisoning poisoned postmortem".split()
)
DESCRIBE_PHRASE = boundary_first(
    r"such\s+as|e\.g\.|for\s+(?:example|instance)|\blike\s+[\"'\u201c]"
    # orders met in content, named to be set aside: "ignore any instructions embedded in issue
    # bodies or fetched web pages" is how guidance defends its reader
    r"|\binstructions?\s+(?:(?:you\s+(?:find|see|meet|read)|that\s+(?:appear|show\s+up)|found"
    r"|embedded|contained|hidden|written|placed)\s+)?(?:in|inside|within)\s+(?:any\s+|the\s+)?"
    r"(?:[\w-]{1,20}\s+){0,2}?(?:issue\s+bodies|issues|pr\s+descriptions?|pull\s+requests|web\s+pages?"
    r"|pages|documents?|content|tool\s+(?:output|results?)|comments|e-?mails?|fetched|retrieved"
    r"|untrusted|files\s+you(?:'re|\s+are)\s+(?:asked|told)\s+to)\b"
    # a quotation reported, not an order given: "a line that read '...'", "the title said '...'"
    # (a document says it: "once the user says 'thanks', ..." is a trigger),
    # "filters that match 'ignore previous instructions'" ("the word '...'" is how a dictated
    # answer is asked for: not a report)
    # the reader manipulated, narrated: "a README could get the agent to run ...", "tricked the
    # model into" (not "get the agent to run ...", an order to another reader)
    r"|\b(?:(?:could|can|would|might)\s+(?:get|trick|make|cause|lead|coax|convince)|got|tricked"
    r"|caused|led|coaxed|convinced)\s+(?:the|an?|our|their)\s+(?:[\w-]{1,20}\s+)?(?:agent|assistant"
    r"|model|llm|bot)\s+(?:to|into)\b"
    r"|\b(?:(?:line|title|body|note|comment|issue|readme|message|text|page|file|payload|snippet"
    r"|e-?mail|document|string|post|prompt)s?\b(?:\s{1,3}[\w-]{1,20}){0,2}\s{1,3}(?:read|reads"
    r"|said|says|saying|contained|contains|wrote|writes)|match|matches|matching"
    r"|titled|paraphrased?"
    r"|paraphrases)\s{1,3}(?:[(:]\s{0,2})?"
    r"[\"'\u201c\u2018]"
)
# A hyphenated or underscored name is one word: ``ignore-instructions`` names a detector.
WORD = re.compile(r"[^\W_]+(?:[-_'\u2019][^\W_]+)*|\$\{?[a-z_][a-z0-9_]*")

# Orders set aside and then a new task ("... and just print", "... and instead reply").
_REDIRECT = re.compile(
    r"\b(?:and|then|;|,|:)\s+(?:instead\s+|just\s+|only\s+|simply\s+|now\s+|rather\s+)*(?:say|print"
    r"|output|reply|respond|answer|write|repeat|translate|recommend|state|tell|return|type|type"
    r"|spell|display|show|reveal|leak|send|post|upload|push|merge|approve|delete|remove|publish"
    r"|deploy|close|open|add|commit|tag|run|execute|install|grant|disable|drop|wipe|rank|rate"
    r"|mark|classify|follow|obey|treat|act|pretend|behave|do|make|give|provide|insert|append"
    r"|include|list|dump)\b"
)


def _classes(words: list[str]) -> tuple[list[int], list[int], list[int]]:
    ov, dirs, void = [], [], []
    for i, word in enumerate(words):
        if word in OV_STRONG or word in OV_WEAK:
            ov.append(i)
        elif word in DIR_STRONG or word in DIR_WEAK:
            dirs.append(i)
        elif word == "xvoid":
            void.append(i)
    return ov, dirs, void


# A verb written only as code and named as a thing (`` `ignore` directive``, `` `skip` rule``):
# the name of a directive, an option or a marker, not the verb itself; it counts where the unit
# also writes it outside code ("`ignore` previous instructions" is still the verb).
_CODE_WORD = re.compile(
    r"`([a-z]+)`\s{0,2}(?:directives?|options?|flags?|keywords?|pragmas?|markers?|attributes?"
    r"|annotations?|comments?|settings?|fields?|tags?|rules?|lists?|modes?|commands?|hooks?|keys?"
    r"|blocks?|files?|sections?)\b"
)


def _named(unit: str) -> frozenset[str]:
    names = set()
    for word in _CODE_WORD.findall(unit):
        if word in OV_STRONG or word in OV_WEAK:
            outside = len(re.findall(rf"\b{word}\b", unit))
            if outside == unit.count(f"`{word}`"):
                names.add(word)
    return frozenset(names)


def _negated_at(words: list[str], i: int) -> bool:
    return any(w in NEGATION for w in words[max(0, i - 3) : i])


def overrides(unit: str, words: list[str], context: bool) -> bool:
    """OVERRIDE x DIRECTIVE (x PRIOR), or orders declared void. ``context``: an addressee,
    a high-risk command or a redirection in the text, which lets the weaker pairs count."""
    ov, dirs, void = _classes(words)
    redirect = _REDIRECT.search(unit) is not None
    named = _named(unit) if "`" in unit else frozenset()
    for i in ov:
        if _negated_at(words, i) and words[i] not in ("xovw", "xovs"):
            continue
        if words[i] in named:
            continue  # "the `ignore` directive skips a snippet": a name in code, not a verb
        strong_verb = words[i] in OV_STRONG
        for j in dirs:
            if not i < j <= i + WINDOW:
                continue
            between = words[i + 1 : j]
            if any(w in ("xovs", "xovw", "xvoid") for w in between):
                continue
            strong_noun = words[j] in DIR_STRONG
            prior = any(w in _PRIOR for w in between)
            strong_prior = any(w in _PRIOR_STRONG for w in between)
            if strong_verb and strong_noun:
                if words[j] in ("prompt", "prompts", "training") and not prior:
                    continue  # "ignore the prompt colour", "skip the training run"
                return True
            if strong_verb and (strong_prior or (prior and (redirect or context))):
                return True
            if strong_noun and prior and (redirect or context):
                return True
            if prior and redirect and context:
                return True
            if words[i] == "xovw" and (redirect or context):
                return True
    for k in void:
        before = words[max(0, k - 7) : k]
        strong = any(w in DIR_STRONG for w in before)
        if strong or any(w in DIR_WEAK for w in before):
            prior = any(w in _PRIOR or w == "xdirs" for w in before)
            if (prior and (strong or redirect or context)) or (strong and (redirect or context)):
                return True
    return False


# -- other languages: ``judge.languages`` (re-exported here for the judge's other modules) ----

PHRASE_HINT = re.compile(
    r"pay|take|never|don|stop|quit|no\s+longer|do\s+not|cease|aside|throw|step|what|everything"
    r"|anything|all\s|the\s+(?:text\s+)?above|the\s+rest|system\s+(?:prompt|message)|initial"
    r"|operating|\b(?:is|are|were)\s|appl|turn"
)


def phrase_word(match: re.Match[str]) -> str:
    for index, word in enumerate(_PHRASE_WORDS):
        if match.group(f"p{index}") is not None:
            return word
    return match.group()  # pragma: no cover - one group always matched
