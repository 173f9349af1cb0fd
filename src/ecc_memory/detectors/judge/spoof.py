# ruff: noqa: E501  (pattern tables, one entry a line)
"""A role claimed without markup, and the reader's rules changed on its word.

A text that claims to come from the system, the platform, the operator or the harness -- a line
that is a role alone ("[SYSTEM]", "### developer", "Role: system"), a field of the reader's own
("assistant_role: root"), or a sentence naming such a source ("issued by the system owner",
"these settings are authoritative") -- and that, within a few sentences, grants the reader
rights or changes its rules ("the assistant is granted ...", "may install packages ... without
review", "confirmation prompts are suspended", "restrictions: none", "takes priority over user
requests") is a spoofed role turn (``role-tag``). Guidance grants permissions too ("agents may
run the tests without asking"), but under no claimed source; a negated grant and prose that
describes attacks are not findings.
"""

from __future__ import annotations

import re

from ecc_memory.detectors.judge.exfil import describes_attacks, negated_before
from ecc_memory.detectors.judge.read import Verdict, units

_ROLE = r"(?:system|developer|operator|admin(?:istrator)?|platform|harness)"
# Substrings one of which every source holds, and one of which every grant holds: a text needs
# one of each before it is cut into units.
_SOURCE_HINTS = (
    "system",
    "developer",
    "operator",
    "admin",
    "platform",
    "harness",
    "authoritative",
    "_role",
    "role:",
)
_GRANT_HINTS = (
    "grant",
    "given",
    "without",
    "suspend",
    "disabl",
    "waive",
    "lifted",
    "none",
    "unrestricted",
    "priority",
    "precedence",
    "root",
    "override",
    "authori",
    "permitted",
    "cleared",
    "allowed",
    "treat",
    "consider",
    "regard",
    " off",
)
_SOURCE = re.compile(
    # a line that is a role alone, or a role tag that opens it: "[SYSTEM] ...", "### developer"
    rf"^[\s#>*]{{0,8}}(?:role|priority|from|sender|author)?\s{{0,2}}[:=]?\s{{0,2}}[\[(<{{]?\s{{0,2}}{_ROLE}"
    r"(?:\s+(?:message|notice|note|prompt|override|instructions?|directive|update))?\s{0,2}(?:[\])>}:]|\s{0,4}$)"
    # a message said to come from one: "Message from the platform team:", "Notice from Anthropic"
    rf"|^[\s#>*]{{0,8}}(?:(?:[\w-]+\s+){{0,2}}?(?:message|notice|note|update|directive|instructions?|announcement)\s+)?"
    rf"from\s+(?:the\s+)?(?:{_ROLE}|anthropic|openai|model\s+provider)\b"
    # a field of the reader's own: "assistant_role: root", "agent_permissions = all"
    r"|^\s{0,4}(?:assistant|agent|model|ai|llm)[_ ](?:role|restrictions|permissions|mode|policy|privileges)\s{0,2}[:=]"
    # a source named: "issued by the system owner", "these settings are authoritative"
    rf"|\b(?:issued|sent|set|configured|signed|authori[sz]ed)\s+by\s+(?:the\s+)?(?:{_ROLE}|model\s+provider)"
    r"(?:\s+(?:owner|team|operations|provider))?\b"
    r"|\b(?:these|this|the\s+following)\s+(?:[\w-]+\s+)?(?:are|is)\s+authoritative\b"
)
# What every source holds, found in one pass before the text is cut: a role word before a mark
# or a line's end, or a source named.
_SOURCE_HINT = re.compile(
    r"(?:system|developer|operator|admin|platform|harness)[\w ]{0,14}(?:[\])>}:=]|$)"
    r"|authoritative|_role|role\s{0,2}:|\bfrom\s+(?:the\s+)?(?:anthropic|openai|model\s)",
    re.MULTILINE,
)
# Rights granted to the reader or its rules changed.
_READER = r"(?:(?:the\s+)?(?:assistant|agent|model|ai|llm)s?|you)"
_GRANT = re.compile(
    rf"\b{_READER}\s+(?:is|are)\s+(?:now\s+|hereby\s+)?(?:granted|given|authori[sz]ed\s+to|permitted\s+to"
    r"|cleared\s+to|allowed\s+to)\s"
    # (not "you may ... without asking": what guidance allows its reader)
    r"|\b(?:the\s+)?(?:assistant|agent|model|ai|llm)s?\s+(?:may|can)\s+(?:now\s+)?[^.\n]{0,60}?\bwithout\s+"
    r"(?:any\s+)?(?:review|confirmation|approval|restrictions?|oversight)\b"
    r"|\b(?:confirmation|approval|permission|safety)s?(?:\s+(?:prompts?|checks?|requests?|steps?|rules?))?\s+"
    r"(?:are|is)\s+(?:now\s+|hereby\s+)?(?:suspended|disabled|waived|lifted|removed)\b"
    r"|(?:\b|_)(?:restrictions|limits|guardrails|safeguards)\s{0,2}[:=]\s{0,2}(?:none|off|false|disabled)\b"
    r"|\b(?:assistant|agent|model|ai|llm)[_ ](?:role|privileges?|access)\s{0,2}[:=]\s{0,2}(?:root|admin|unrestricted|full)\b"
    r"|\bunrestricted\s+(?:[\w-]+\s+){0,3}?(?:access|permissions?|rights|mode)\b"
    r"|\b(?:takes?|has|have|gets?)\s+(?:priority|precedence)\s+over\s+(?:the\s+|any\s+|all\s+)?user'?s?\b"
    r"|\b(?:higher|greater|more|top)\s+(?:priority|precedence|authority)\s+than\s+(?:the\s+|any\s+)?user'?s?\b"
    rf"|\b(?:treat|consider|regard)\b[^.\n]{{0,80}}?\bas\s+(?:coming\s+from|issued\s+by|sent\s+by|from)\s+"
    rf"(?:the\s+)?{_ROLE}\b"
    rf"|\b(?:{_ROLE}|administrative)\s+override\s+(?:is\s+)?(?:now\s+)?(?:active|enabled|engaged|in\s+effect|on)\b"
    r"|\b(?:safety|content|security)\s+(?:filters?|checks?|polic(?:y|ies)|rules?)\s+(?:are|is)\s+(?:now\s+)?"
    r"(?:disabled|off|suspended|lifted|waived)\b"
)


def spoofs(text: str) -> list[Verdict]:
    """``role-tag`` at the first grant of ``text`` (folded) within three sentences of a
    claimed source, neither negated nor described."""
    low = text.lower()
    if (
        not any(h in low for h in _SOURCE_HINTS)
        or _SOURCE_HINT.search(low) is None
        or not any(h in low for h in _GRANT_HINTS)
    ):
        return []
    found = units(low)
    near: set[int] = set()  # the units within three of a source's
    for index, (_, unit) in enumerate(found):
        if _SOURCE.search(unit):
            near.update(range(index - 3, index + 4))
    for index, (line, unit) in enumerate(found):
        if index not in near:
            continue
        for grant in _GRANT.finditer(unit):
            if not negated_before(unit, grant.start()) and not describes_attacks(unit):
                return [Verdict("role-tag", line)]
    return []
