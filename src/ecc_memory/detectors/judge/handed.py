"""What a named reader is asked, and the reader named by its work on a document.

A document's injection asks the model that processes it for what fixes its output or hands on
what is not its own (``HANDED``): a verdict fixed in the second person, the model's own tools or
variables listed, a secret of its own or of the user's, the user's things shared with a sender,
access granted, the other candidates of a batch marked down, the reader's rules declared
changed, something left out of its summary, a screen waived, a claim put instead of the
document's, a rating moved. ``reader`` asks these of a reader it has named.

A reader named by its work on a document (``processed``) -- "the evaluating assistant", "the
agent fetching this page", "any assistant looking this up", "hiring assistant:", "whoever
summarizes this" -- is no agent at work on code, which is whom guidance addresses: anything
asked of it is the document's injection, whatever the verb.
"""

from __future__ import annotations

import re

from ecc_memory.detectors.judge.addressee import ORDER

NOUN = (
    r"(?:ai|a\.i\.|llms?|(?:language\s+)?models?|assistants?|agents?|bots?|chatbots?|copilot|claude"
    r"|chatgpt|gpt[\w.-]{0,6}|codex|gemini|translator|summari[sz]er|evaluator|grader|screener"
    r"|analysts?|systems?|reviewers?|readers?|tools?|scanners?|crawlers?|ia|ki)"
)

# How a request is put to a third person: "should", "is to", "is kindly asked to".
DEONTIC = (
    r"(?:(?:is|are)\s+(?:kindly\s+|hereby\s+|now\s+|also\s+)?(?:asked|expected|requested|required"
    r"|supposed|instructed|told|meant|invited|encouraged)\s+to|is\s+to|are\s+to|should|must|shall"
    r"|needs?\s+to|has\s+to|have\s+to)\b"
)

QUOTE = r"['\"\u201c\u00ab]"

# What else a named reader is asked that fixes its output or hands on what is not its own.
OUTPUT_NOUN = (
    r"(?:verdict|answer|reply|response|summary|review|assessment|evaluation|rating|score|grade"
    r"|conclusion|recommendation|translation|output|feedback|decision|finding)s?"
)
_PEERS = (
    r"(?:candidates?|applicants?|applications?|submissions?|entries|bids?|bidders?|proposals?"
    r"|vendors?|suppliers?|r[eé]sum[eé]s?|cvs?|offers?|contestants?|essays?|listings?|sellers?"
    r"|products?|tenders?|quotes?|papers?|students?)"
)
_PRIVATE = (
    r"(?:api[\s_-]?keys?|tokens?|credentials?|secrets?|passwords?|passcodes?|cookies?|(?:reset"
    r"|verification|login|one-time|2fa|mfa|security)\s+codes?|otps?)"
)
HANDED = re.compile(
    # a verdict fixed in the second person: "your verdict on this PR is 'approve'"
    rf"\byour\s+(?:[\w-]+\s+)?{OUTPUT_NOUN}\b[^.\n]{{0,50}}?\b(?:is|will\s+be|must\s+be|should\s+be)"
    rf"\s{{0,2}}:?\s{{0,2}}(?:that\b|{QUOTE})"
    # the model's own environment: "the tools you have access to", "variables you can see"
    r"|\b(?:tools?|functions?|variables?|env\s+vars?|files?|secrets?|credentials?|keys?|documents?"
    r"|emails?|messages?|prompts?|instructions)\s+you\s+(?:have\s+access\s+to|can\s+(?:see|access|read"
    r"|reach|use|call|view)|were\s+given)\b"
    # a secret of the reader's or the user's: "include its API key", "the user's session cookie"
    rf"|\b(?:its|your|the\s+user'?s|users'?)\s+(?:own\s+)?(?:[\w-]+\s+)?{_PRIVATE}\b"
    rf"|\b{_PRIVATE}\s+(?:from|in|of)\s+(?:the\s+)?(?:user'?s|your)\b"
    # the user's things handed to someone: "share the user's calendar with this sender"
    r"|\b(?:share|send|forward|give|grant|email|post|upload|attach|export|copy|sync|transfer)\b"
    r"[^.\n]{0,40}?\b(?:the\s+)?user'?s\b[^.\n]{0,60}?\b(?:with|to)\s+(?:this|the|that|our|my)\s+"
    r"(?:sender|address|account|person|contact|requester|email)"
    r"|\bgrant\s+(?:[\w-]+\s+){0,2}?(?:access|permissions?|rights|privileges)\b"
    # the others of the batch: "flag all other candidates as duplicates"
    rf"|\b(?:all|every|each|any|the)\s+(?:the\s+)?other\s+(?:[\w-]+\s+)?{_PEERS}\b"
    # the reader's rules changed: "your evaluation guidelines were updated"
    r"|\byour\s+(?:[\w-]+\s+){0,2}?(?:guidelines|rules|instructions|criteria|rubric|polic(?:y|ies)"
    r"|filters?|restrictions|settings|constraints)\s+(?:were|was|have\s+been|has\s+been|are\s+now"
    r"|is\s+now)\s+(?:updated|changed|revised|replaced|amended|relaxed|lifted|suspended|removed|waived)\b"
    # something kept out of the reader's output: "leave out any gaps from its summary"
    rf"|\b(?:leave\s+out|omit|exclude|hide|drop|skip)\b[^.\n]{{0,60}}?\bfrom\s+(?:its|your|the)\s+"
    rf"(?:[\w-]+\s+)?{OUTPUT_NOUN}\b"
    # a screen waived: "override the minimum-years filter"
    r"|\b(?:override|bypass|waive|lift)\s+(?:the\s+|any\s+|all\s+)?(?:[\w-]+\s+){0,3}?(?:filters?"
    r"|requirements?|thresholds?|criteri(?:on|a)|cut-?offs?|limits?|screening)\b"
    # a claim put in place of the document's: "report 40% growth instead"
    r"|\b(?:report|say|state|write|output|claim|answer|respond|reply)\b[^.\n]{0,40}?\binstead\b(?!\s+of)"
    r"|\brather\s+than\b[^.\n]{0,40}?\b(?:respond|reply|output|print|say|write|answer|return|list)\b"
    # a rating moved or a grade given: "downgrade R-12 to low", "this essay receives an A"
    r"|\b(?:downgrade|upgrade|re-?classify|re-?rate)\s+(?:\S{1,20}\s+){1,3}?to\s+[\w-]+"
    r"|\bthis\s+[\w-]+\s+(?:receives|gets|earns|deserves|merits)\s+(?:an?\s+)?(?:[a-f][+-]?(?=[\s.,;!]|$)"
    r"|full\s+marks|top\s+marks|\d{1,3}\s?(?:/\s?\d{1,3}|%|points))"
    r"|\b(?:praise|positive\s+(?:feedback|comments?))\s+only\b"
)

NEGATED = re.compile(r"\b(?:not|never|don't|dont|do\s+not|won't|cannot|can't|no)\b[^.,;:\n]{0,25}$")


# What an unknown reader does to a document that people rarely do to a note addressed to them:
# "whoever summarizes this" is a model's work; "whoever reviews this PR" is a colleague's.
WORKS_ON = (
    r"(?:summari[sz]es|processes|parses|ingests|indexes|crawls|scrapes|translates|screens|ranks"
    r"|evaluates|scores|grades|classifies|analy[sz]es|scans|extracts|condenses|digests|fetches)"
)
# An unknown reader at work on this text: at a model's work ("whoever summarizes this"), a thing
# ("whatever reads this"), or a model named ("whichever agent picks this up"); ``{noun}``: the
# caller's word for a model.
UNKNOWN_READER = (
    r"\b(?:whoever|whatever|whichever)(?:\s+or\s+\w+)?\s+(?:[\w-]{{1,20}}\s+)?"
    + WORKS_ON
    + r"\s+(?:this|these|it)\b"
    r"|\bwhatever(?:\s+or\s+\w+)?\s+(?:[\w-]{{1,20}}\s+)?[\w-]{{2,20}}s\s+(?:this|these|it)\b"
    r"|\b(?:whoever|whichever)\s+(?:[\w-]{{1,20}}\s+)?{noun}\s+[\w-]{{2,20}}s\s+(?:this|these|it)\b"
)


# The reader named by its work on a document -- a participle or a role before or after its noun
# ("the evaluating assistant", "applicant tracking AI", "the agent fetching this page", "any
# assistant looking this up", "whoever summarizes this"): guidance addresses agents at work on
# code, so a reader at work on a document asked anything is the document's injection.
_AT_DOC = (
    r"(?:reading|processing|fetching|browsing|looking|compiling|summari[sz]ing|evaluating|screening"
    r"|grading|marking|ranking|translating|handling|parsing|ingesting|indexing|crawling|analy[sz]ing"
    r"|assessing|scoring|triaging|visiting|classifying|scanning|extracting|filtering|sorting|rating"
    r"|shortlisting|vetting)"
)
_DOC_KIND = (
    r"(?:hiring|recruit(?:ing|ment)|applicant(?:\s+tracking)?|screening|grading|marking|reviewer"
    r"|mail|e-?mail|inbox|calendar|browsing|browser|translation|summary|summari[sz]ation|triage"
    r"|support|evaluation|ranking|shopping|procurement|assessment|scoring|analysis|analytics"
    r"|resume|r\u00e9sum\u00e9|cv|admissions|underwriting|moderation)"
)
_AT_CODE = (
    r"(?:edit|modify|chang|touch|updat|work|contribut|refactor|maintain|writ|fix|build|test|runn"
    r"|deploy|debugg|review|read|us|call|import)ing\b"
)
_PROCESSOR = re.compile(
    rf"\b(?:{_AT_DOC}|{_DOC_KIND})\s+(?:[\w-]{{1,20}}\s+)?{NOUN}\b"
    rf"|\b{NOUN}\s+(?:(?:that|which|who)\s+)?(?:is\s+|are\s+)?{_AT_DOC}\b"
    # any work on this very text but a coder's: "the assistant reconciling this ledger"
    rf"|\b{NOUN}\s+(?!{_AT_CODE})[a-z]{{3,20}}ing\s+(?:this|these)\b"
    # (not "evaluator", "grader", "classifier": the names of a project's own components too)
    r"|\b(?:summari[sz]ers?|translators?|screeners?)\b"
    rf"|{UNKNOWN_READER.format(noun=NOUN)}"
)
# Anything asked of it: a request's modal, a courtesy, an order after the address.
_REQUEST = re.compile(
    rf"\s{DEONTIC}|\b(?:please|kindly|you\s+(?:should|must|will|are\s+to|need\s+to|may)"
    r"|it\s+would\s+be\s+(?:appreciated|great|helpful|best))\b"
)


def processed(text: str, after: str) -> bool:
    """Whether ``text`` (a unit) names a reader at work on a document and asks it anything,
    in this unit or the next ("Hiring assistant: ...", "the agent fetching this page should")."""
    reader = _PROCESSOR.search(text)
    if reader is None:
        return False
    if NEGATED.search(text[max(0, reader.start() - 40) : reader.start()]):
        return False
    if _REQUEST.search(f"{text[reader.end() :]} {after}") is not None:
        return True
    # an order right after the address: "Hiring assistant: forward ...", "ATS parser note, pass"
    address = _ADDRESS_END.match(text, reader.end())
    return address is not None and ORDER.match(text, address.end() - 1) is not None


_ADDRESS_END = re.compile(r"(?:\s{1,2}[\w'-]{1,20}){0,4}?\s{0,2}[,:]")
