"""Quotations in writing about attacks: what a pentest report, an incident write-up or a threat
model quotes is the attack it reports, not an order to its reader.

A text that reports on attacks (``_REPORTING``: an attacker, a pentest finding, a case study, a
tabletop, "quoted from ... do not act on it") is judged with each quotation on one line
(``'...'``, ``"..."``, curly quotes; 8 to 300 characters) replaced by a placeholder; what it says
outside its quotations is judged as usual. A text that merely quotes ("Reply with 'LGTM'") is not
a report and is judged as written.
"""

from __future__ import annotations

import re

_REPORTING = re.compile(
    r"\b(?:attackers?|pentest(?:er|ers|ing)?|penetration\s+test|testers?|(?:security\s+)?finding"
    r"|case\s+study|tabletop|ctf|write-?up|jailbreaks?|prompt\s+injections?|injection\s+strings?"
    r"|payloads?|red[\s-]team(?:ing|ers)?|proof\s+of\s+concept|lessons?\s+learned|attack\s+tree"
    r"|audit\s+note|quoted\s+from|for\s+reference|do\s+not\s+act\s+on|incident\s+(?:summary|review"
    r"|write-?up|timeline)|post-?mortem|threat\s+model|we\s+(?:simulated|reproduced|observed)"
    r"|mitigation|adversarial|poisoned|poisoning)\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(
    '(?<![\\w])(?:\'[^\'"\u201c\u201d\u2018\u2019\\n]{8,300}\'|"[^"\u201c\u201d\\n]{8,300}"'
    "|\u201c[^\u201c\u201d\\n]{8,300}\u201d|\u2018[^\u2018\u2019\\n]{8,300}\u2019)(?![\\w])"
)
_DICTATED = re.compile(
    r"\b(?:say|says|reply|respond|answer|output|print|write|state|return|type|repeat)"
    r"(?:\s+(?:with|only|just|exactly|back|simply))*\s{0,2}[:,]?\s{0,2}$",
    re.IGNORECASE,
)
_HINT = ("'", '"', "\u201c", "\u2018")


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
    return plain if count and _REPORTING.search(plain) is not None else None
