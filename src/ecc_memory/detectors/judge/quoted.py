"""Quotations in writing about attacks: what a pentest report, an incident write-up or a threat
model quotes is the attack it reports, not an order to its reader.

A text that reports on attacks (``_REPORTING``: an attacker, a pentest finding, a case study, a
tabletop, "quoted from ... do not act on it") is judged with each quotation on one line
(``'...'``, ``"..."``, curly quotes; 8 to 300 characters) replaced by a placeholder; what it says
outside its quotations is judged as usual. A text that merely quotes ("Reply with 'LGTM'") is not
a report and is judged as written. A single-quoted quotation may hold an apostrophe inside a word
("'don't tell the user' is a strong signal").

A quotation MENTIONED, not used, is replaced in any text: a word for a string right before it
and a verb of which it is the subject right after ("the phrase \"ignore previous instructions\"
is in our blocklist", "the attack '...' hijacked many prompts"), in a sentence that addresses no
one ("the phrase '...' is your new rule" is read as written).
"""

from __future__ import annotations

import re

_REPORTING = re.compile(
    r"\b(?:attackers?|pentest(?:er|ers|ing)?|penetration\s+test|testers?|(?:security\s+)?finding"
    r"|case\s+study|tabletop|ctf|write-?ups?|bug\s+bounty\s+(?:report|submission|finding)s?"
    # a lure reported by its kind, not the word alone ("Phishing check: '...'" is judged)
    r"|phishing\s+(?:e-?mail|lure|campaign|attempt|message|pattern|kit|simulation)s?"
    r"|(?:seen|used|common)\s+in\s+phishing|social[\s-]engineering\s+(?:pattern|attempt|attack"
    r"|lure|campaign)s?|jailbreaks?|prompt\s+injections?|injection\s+strings?"
    r"|payloads?|red[\s-]team(?:ing|ers)?|proof\s+of\s+concept|lessons?\s+learned|attack\s+tree"
    r"|audit\s+note|quoted\s+from|for\s+reference|do\s+not\s+act\s+on|incident\s+(?:summary|review"
    r"|write-?up|timeline)|post-?mortem|threat\s+model|we\s+(?:simulated|reproduced|observed)"
    r"|mitigation|adversarial|poisoned|poisoning)\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(
    "(?<![\\w])(?:'(?:[^'\"\u201c\u201d\u2018\u2019\\n]|(?<=\\w)'(?=\\w)){8,300}'|\"[^\"\u201c\u201d\\n]{8,300}\""
    "|\u201c[^\u201c\u201d\\n]{8,300}\u201d|\u2018[^\u2018\u2019\\n]{8,300}\u2019)(?![\\w])"
)
_DICTATED = re.compile(
    r"\b(?:say|says|reply|respond|answer|output|print|write|state|return|type|repeat)"
    r"(?:\s+(?:with|only|just|exactly|back|simply))*\s{0,2}[:,]?\s{0,2}$",
    re.IGNORECASE,
)
_HINT = ("'", '"', "\u201c", "\u2018")
# A word for a string just before a quotation, and a verb of which it is the subject after it.
_NAMED = re.compile(
    r"\b(?:phrase|string|wording|sentence|payload|attack|prompt|pattern|input|text|line|words)"
    r"[ \t]{0,2}(?:[\u2014\u2013:,]|--)?[ \t]{0,2}$",
    re.IGNORECASE,
)
_SUBJECT_OF = re.compile(
    r"[ \t]{0,2}(?:(?:[\u2014\u2013,]|--)[ \t]{0,2})?(?:is|was|are|were|appears?|appeared"
    r"|hijacked|matches|matched|occurs|occurred|shows\s+up|showed\s+up|triggers|triggered|fires|fired|works|worked|succeeded|failed)\b"
    r"(?P<rest>[^.;\n]{0,160})",
    re.IGNORECASE,
)
_ADDRESSING = re.compile(r"\b(?:you|your|yours|follow|obey|apply|applies|now)\b", re.IGNORECASE)


# Or a quotation that modifies a word for a string: "cover the '...' example in the fixtures".
_DETERMINER = re.compile(r"\b(?:the|an?|this|that|each|every|our)[ \t]{1,2}$", re.IGNORECASE)
_NAMED_AFTER = re.compile(
    r"[ \t]{1,2}(?:example|phrase|string|case|pattern|payload|probe|sample|fixture|test\s+case)s?\b"
    r"(?P<rest>[^.;\n]{0,160})",
    re.IGNORECASE,
)


def _modifies(text: str, match: re.Match[str]) -> bool:
    """Whether the quotation ``match`` names a string as the modifier of a noun for one, in a
    line that addresses no one ("follow the '...' example now" is read as written)."""
    if _DETERMINER.search(text, max(0, match.start() - 8), match.start()) is None:
        return False
    after = _NAMED_AFTER.match(text, match.end())
    if after is None:
        return False
    line_start = text.rfind("\n", 0, match.start()) + 1
    before = text[max(line_start, match.start() - 120) : match.start()]
    return (
        _ADDRESSING.search(before + after.group("rest")) is None
        and _ORDERING.search(before) is None
    )


# an order to take the quotation up ("use the '...' pattern on the next task")
_ORDERING = re.compile(r"\b(?:use|run|try|execute|treat|adopt|act|do)\b", re.IGNORECASE)


def _mentioned(text: str, match: re.Match[str]) -> bool:
    """Whether the quotation ``match`` is mentioned: named as a string and the subject of a
    statement that addresses no one, or a noun's modifier (``_modifies``)."""
    if _modifies(text, match):
        return True
    if _NAMED.search(text, max(0, match.start() - 20), match.start()) is None:
        return False
    after = _SUBJECT_OF.match(text, match.end())
    return after is not None and _ADDRESSING.search(after.group("rest")) is None


def unquoted(text: str) -> str | None:
    """``text`` with its quotations replaced by a placeholder when it reports on attacks and
    quotes something; None otherwise."""
    if not any(mark in text for mark in _HINT):
        return None
    count = 0

    def placeholder(match: re.Match[str]) -> str:
        nonlocal count
        if _DICTATED.search(text, max(0, match.start() - 40), match.start()):
            return match.group()  # "reply 'Secure by design'": an answer dictated, not quoted
        count += 1
        return '"(quoted)"'

    plain = _QUOTED.sub(placeholder, text)
    # the report's own words, outside what it quotes, say that it reports
    if count and _REPORTING.search(plain) is not None:
        return plain
    mentions = 0

    def mention(match: re.Match[str]) -> str:
        nonlocal mentions
        if not _mentioned(text, match):
            return match.group()
        mentions += 1
        return '"(quoted)"'

    plain = _QUOTED.sub(mention, text) if count else text
    return plain if mentions else None
