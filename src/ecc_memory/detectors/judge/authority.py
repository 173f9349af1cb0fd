# ruff: noqa: E501  (pattern tables and lexicons, one entry a line)
"""Role turns, authority claims and latent (dictated) answers."""

from __future__ import annotations

import re

from ecc_memory.detectors.judge.commands import Gated
from ecc_memory.detectors.judge.guidance import asks_the_unusual

_ROLE = re.compile(
    r"^(?:[#>*\s\-]{0,6}|.{0,40}?[.!?:]\s+(?:###\s+)?|.{0,60}?(?:<|\[|###\s))"
    r"(?P<who>system|sys|assistant|developer|admin|administrator|operator|root|user|human)"
    r"(?:\s+(?:message|prompt|note|notice|override|instructions?))?\s{0,2}:\s{0,4}(?P<rest>.{0,80})"
)
_ROLE_ORDER = re.compile(
    r"(?:[\w\s-]{0,40}?\b(?:pre-?approved|authori[sz]ed|permitted|allowed|granted|waived)\b"
    r"|you\b|your\b|from\s+now\s+on|from\s+here\s+on|all\s+\w+\s+(?:must|are|should)|the\s+"
    r"(?:assistant|model|ai|agent)\s+(?:must|should|will|is)|new\s+(?:instructions|rules|policy"
    r"|task)|i\s+will\s+(?:now\s+)?(?:ignore|drop|delete|disable|push|merge|approve|reveal|send"
    r"|leak|wipe|force)|(?:ignore|disregard|forget|approve|merge|push|delete|disable|reveal|send"
    r"|upload|leak|grant|override|bypass|skip|reply|respond|answer|say|print|output|tell|obey"
    r"|act|pretend|treat|execute|run|remove|wipe|drop|commit|install|deploy)\b)"
)
AUTHORITY_CLAIMS = Gated(
    # the reader given another identity or another goal: "you are no longer a coding assistant"
    ("you your act new & now longer point not as goal mission objective purpose",
     r"\byou\s+are\s+now\s+[\w-]{1,30},\s+an?\s+(?:\w+\s+){0,2}?(?:agent|assistant|ai|model|bot)\b"
     r"|\byou\s+are\s+no\s+longer\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:assistant|agent|ai|model|claude|bound)\b"
     r"|\bfrom\s+(?:this\s+point|now)\s+on,?\s+you\s+are\s+(?:an?\s+)?(?:[\w-]+\s+)?(?:bot|agent"
     r"|assistant|ai|model)\b|\byou\s+are\s+not\s+bound\s+by\b"
     r"|\byour\s+(?:only\s+|new\s+|real\s+)?(?:goal|mission|objective|purpose)\s+now\s+is\b"
     r"|\byour\s+new\s+(?:goal|mission|objective|purpose)\s+is\b"
     r"|\bnew\s+(?:mission|goal|objective|directive)\s+for\s+(?:the\s+)?(?:agent|assistant|ai|model|you)\b"
     r"|\bact\s+as\s+[\w-]{1,30},\s+(?:which|who)\s+(?:always|never)\b"),
    ("override & system admin administrator developer",
     r"\b(?:system|admin|administrator|developer)\s+override\b"),
    ("mode & developer", r"\bdeveloper\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|on|activated|active"
     r"|unlocked)\b"),
    ("xdirs & begin end start", r"\b(?:begin|end|start)\s+(?:of\s+)?(?:the\s+)?(?:new\s+)?xdirs\b"),
    ("instructions prompt orders directives & new updated revised real actual true secret hidden"
     " override", r"\b(?:new|updated|revised|real|actual|true|secret"
     r"|hidden|override)\s+(?:system\s+)?(?:instructions|prompt|orders|directives)\s{0,2}:"),
    ("new real actual true only & task job goal instructions instruction purpose objective"
     " priority", r"\b(?:your|the)\s+(?:new|real|actual|true|only)\s+(?:task|job|goal"
     r"|instructions?|purpose|objective|priority)\s+(?:is|are|will\s+be)\b"),
    ("your & job task priority", r"\byour\s+(?:job|task|priority)\s{0,2}:"),
    ("jailbreak", r"\bjailbreak\s+(?:mode\s+)?(?:is\s+)?(?:now\s+)?(?:activated|enabled|active|on"
     r"|engaged)\b"),
    ("filters restrictions censorship safety limits guardrails & without", r"\b(?:respond|reply|answer"
     r"|operate|act)\s+without\s+(?:any\s+)?(?:filters|restrictions|censorship|safety|limits"
     r"|guardrails)\b"),
    ("on & from & now here", r"\bfrom\s+(?:now|here)\s+on,?\s+(?:you|the\s+(?:assistant|model"
     r"|ai|agent))\s+(?:will|must|shall|answer|respond|reply|obey|act)\b"),
    ("now & you & are", r"\byou\s+are\s+now\s+(?:dan\b|in\s+(?:developer|god|admin|maintenance|unrestricted"
     r"|jailbreak)\s+mode|unrestricted|jailbroken|free\s+(?:of|from)|no\s+longer\s+(?:bound"
     r"|restricted|an?\s))"),
    # a prompt template's section ("### Instruction", "### Response", "## Input:"), not a
    # document's heading ("# Instructions" over a list of commands, "### Input" in an API's
    # docs): three marks and a turn's name in the singular, or a colon
    ("instructions instruction system response input", r"^\s{0,4}(?:#{3,6}\s{0,4}(?:instruction"
     r"|system|response)\s{0,4}:?|#{1,6}\s{0,4}(?:instructions?|system|response|input)\s{0,4}:)"
     r"\s{0,4}$"),
    ("may can allowed permitted authorised authorized & assistant agent agents model ai bot bots"
     " llm", r"\b(?:the\s+)?(?:assistant|agents?|model|ai|bots?|llm)\s+(?:(?:may|can)\s+now|is\s+(?:now\s+)?"
     r"(?:allowed|permitted|authori[sz]ed)\s+to|are\s+(?:now\s+)?(?:allowed|permitted|authori[sz]ed)"
     r"\s+to)\s+(?:skip|bypass|ignore|disable|merge|push|force-push|approve|delete"
     r"|deploy|publish|share|reveal|send|upload|run\s+any)\b"),
    ("task & new", r"\bnew\s+(?:task|job|goal|objective)\s{0,2}:"),
    ("end & document text input data context", r"(?:-{3,}|={3,}|#{3,})\s{0,4}end\s+of\s+(?:the\s+)?"
     r"(?:document|text|input|data|context|prompt)\b"),
    ("obey answer follow & you", r"\byou\s+(?:obey|answer\s+to|follow)\s+only\b"
     r"|\byou\s+answer\s+to\s+this\b"),
)  # fmt: skip
LATENT_ANSWERS = Gated(
    ("instead just only simply nothing & say print output reply respond write answer return type"
     " state repeat display translate", r"(?:^|[.!?:;,(]\s{0,4}|\b(?:and|then|instead|now)\s+)"
     r"(?:(?:instead|just|only|simply|now|rather),?\s+){1,3}(?:say|print|output|reply|respond"
     r"|answer|repeat|translate)\b[^\"'\u201c\u2018\u00ab\u300c\n]{0,12}?"
     r"[\"'\u201c\u2018\u00ab\u300c][^\"'\u201d\u2019\u00bb\u300d\n]{2,120}[\"'\u201d\u2019\u00bb\u300d]"),
    ("say print output reply respond write answer return type repeat & only just nothing exactly"
     " with after every",
     r"\b(?:say|print|output|reply|respond|answer|repeat)\s+(?:with\s+)?"
     r"(?:only|just|nothing\s+but|exactly)\b[^\n]{0,24}?[\"'\u201c\u2018\u00ab\u300c]"
     r"|\b(?:respond|reply|answer)\s+(?:only\s+)?with\s+(?:the\s+word\s+)?[\"'\u201c\u2018]"
     r"|\brespond\s+to\s+every\s+\w+\s+with\b|\brepeat\s+after\s+me\b"),
    ("translate & as", r"\btranslate\s+(?:this|it|the\s+(?:above|following|sentence|text)|that)"
     r"(?:\s+\w+){0,2}\s+as\s"),
    ("correct right only proper & answer reply response", r"\b(?:correct|right|only|proper)\s+"
     r"(?:answer|reply|response)\s+(?:to\s+[^.\n]{0,60}?)?(?:is|will\s+be)\s+[\"'\u201c\u2018]"),
    ("always & answer is", r"\b(?:the|your)\s+(?:correct\s+|only\s+|right\s+)?answer\s+(?:to\s+[^.\n]{0,60}?)?"
     r"(?:is|should\s+be|must\s+be|will\s+be)\s+always\b"),
    ("best & resume résumé cv candidate application applicant profile",
     r"\b(?:this|it)\s+is\s+the\s+best\s+(?:r[eé]sum[eé]|cv|candidate|application"
     r"|applicant|profile)(?=[^\n]{0,80}\b(?:ever|recommend|hire|qualified))"),
    ("candidate trustworthy rank recommend & qualified expert first highest top him her them"
     " candidate", r"\bthe\s+candidate\s+is\s+(?:the\s+)?(?:most"
     r"|supremely|extremely|exceptionally|highly|uniquely|perfectly)\s+qualified\b"
     r"(?=[^\n]{0,200}\b(?:recommend|hire|if\s+asked|respond|say|rank))"
     r"|\btrustworthy\s+expert\b|\brank\s+(?:this|the)\s+(?:candidate|applicant|product|site)\s+"
     r"(?:first|highest|top)\b|\brecommend\s+(?:him|her|them|this\s+candidate)\s+for\s+"
     r"(?:the\s+)?(?:position|role|job|hire)\b"),
    ("asked & respond reply answer say state tell", r"\bif\s+(?:you\s+are\s+)?asked\s+(?:about|how|whether|what|for|if|to)\b[^.\n]{0,80}?"
     r",\s{0,2}(?:simply\s+|just\s+|always\s+|only\s+)?(?:respond|reply|answer|say|state"
     r"|tell)\b"),
    ("malicious safe legitimate benign trustworthy clean & say report state answer classify mark"
     " respond tell conclude", r"\b(?:domain|site|website|url|link|sender"
     r"|file|package|ip|address|email)\s+is\s+(?:clearly\s+|definitely\s+|certainly\s+)?"
     r"(?:not\s+malicious|safe|legitimate|benign|trustworthy)\b(?=[^\n]{0,80}\b(?:say|report"
     r"|state|answer|classify|mark|respond|tell|conclude)\b)"
     r"|\breport\s+(?:it|this|the\s+\w+)\s+as\s+(?:safe|benign|clean|legitimate"
     r"|not\s+malicious)\b"),
    ("summary answer reply response output & your", r"\b(?:end|finish|close|append\s+to|add\s+to)\s+"
     r"your\s+(?:summary|answer|reply|response|output)\s+with\b|\b(?:in|to|at\s+the\s+end\s+of)"
     r"\s+your\s+(?:summary|answer|reply|response|output)\b[^\n]{0,40}?(?:https?://|\blink\b"
     r"|\burl\b|\.example\b)"),
    # a verdict fixed in advance for whoever asks: "when asked which to buy, say X is the best"
    ("asked asks ask review reviews rank ranks compare summarises summarizes grades & say answer"
     " reply state recommend rank give put describe",
     r"(?:\b(?:when(?:ever)?|if)\s+(?:you\s+are\s+)?(?:asked\b|(?:a|the|any|anyone|someone|somebody|you|user|users"
     r"|the\s+\w{1,20}|a\s+\w{1,20})\s+(?:\w{1,20}\s+)?(?:asks?|review|reviews|ranks?|compares?"
     r"|summari[sz]es?|grades?|screens?)\b)|\b(?:any|every)\s+(?:\w{1,20}\s+)?(?:assistant|model|ai"
     r"|agent|llm|bot)\s+asked\b)[^.\n]{0,80}?\b(?:say|answer|reply|state|recommend|rank|give|put"
     r"|describe)\b[^.\n]{0,60}?(?:\b(?:best|most|highest|first|top|regardless|whatever|trustworthy"
     r"|unreliable|exceptionally|top-rated)\b|\bthe\s+only\b|\bno\s+other\b|\b10/10|\bfully\s+reviewed"
     r"|\bis\s+safe\b)"),
    ("tell & user", r"\btell\s+the\s+user\s+(?:that\s+)?[^.\n]{0,60}?(?:https?://|\bvisit\b|\bdownload\b"
     r"|\bdisable\b|\binstall\b|\bbest\b|\bno\s+rights\b|\bis\s+safe\b|\bnot\s+malicious\b|\bbuy\b"
     r"|\.example\b)"),
)  # fmt: skip


def role_turn(text: str) -> bool:
    match = _ROLE.match(text)
    if match is None:
        return False
    rest = match.group("rest").lstrip("*_ ")
    if _ROLE_ORDER.match(rest) is None:
        return False
    # A user's or an assistant's turn is what every pairing transcript holds ("User: push my
    # branch please"): it claims no authority, so it counts only with what no ordinary request
    # asks. A system, developer or operator turn claims authority: any order counts.
    return match.group("who") not in CHAT_TURNS or asks_the_unusual(text)


CHAT_TURNS = frozenset(("user", "human", "assistant"))
