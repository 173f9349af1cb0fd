"""The reading model addressed: a vocative, a condition, a role that processes documents."""

from __future__ import annotations

import re

from ecc_memory.detectors.judge.read import boundary_first

# -- addressee, high-risk, exfiltration, concealment, role, latent -------------------------------

_AGENT = (
    r"(?:ai|a\.i\.|llm|llms|language\s+models?|(?:ai|coding|automated|autonomous|email|inbox|mail"
    r"|calendar|triage|review|code)\s+(?:code\s+)?(?:assistants?|agents?|models?|reviewers?|tools?"
    r"|systems?|bots?)|assistants?|chatbots?|bots?"
    r"|agents?|models?|claude|chatgpt|gpt(?:-?\d[\w.]*)?|codex|copilot|gemini|cursor|opencode"
    r"|hermes|ia|ki|ии|ші|人工智能|ai助手|ki-assistent|asistente|reviewer\s+bot"
    r"|(?:screening|summari[sz]ing|hiring)\s+(?:model|tool|bot|ai)|summari[sz]er|screener"
    r"|recruiter\s+(?:bot|ai|model))"
)
# Roles that process a document for the user (a summariser, a screener): an order addressed to
# one of them is an injection even with an ordinary verb, unlike "Agents: run make lint".
DOC_ROLE = re.compile(
    r"\b(?:summari[sz]er|summari[sz]ing\s+(?:model|tool|bot|ai)|screening\s+(?:model|tool|bot"
    r"|ai)|screener|recruiter\s+(?:bot|ai|model)|grader|evaluator|classifier|(?:ai|llm|language"
    r"\s+model)\s+(?:analy[sz]ing|reading|processing|summari[sz]ing|reviewing)|the\s+model"
    r"\s+(?:reading|processing|analy[sz]ing))\b"
)
# An addressee unsure who reads it -- "if you are an AI", "to the model reading this",
# "whoever processes this" -- plants an order for whatever processes the text: with any order
# after it, that counts alone (AGENTS.md knows its readers are agents and names them plainly).
UNSURE = boundary_first(
    rf"\bif\s+you(?:'re|\s+are)\s+(?:an?\s+|the\s+)?(?:automated\s+|autonomous\s+)?{_AGENT}\b"
    rf"(?![\w-]{{0,20}}\s+(?:[\w-]{{1,20}}\s+)?(?:working|contributing)\s+(?:here|in\s+this|on\s+this))"
    rf"|\b{_AGENT}\s+(?:reading|processing|browsing|triaging|continuing|parsing|summari[sz]ing"
    rf"|analy[sz]ing|reviewing|screening)\s+(?:this|these|my|the\s+(?:page|email|inbox|document"
    rf"|issue))\b|\b(?:whoever|whatever|whichever)\s+(?:\w+\s+)?(?:reads|processes|sees|is\s+reading)"
    rf"|\bif\s+you(?:'re|\s+are)\s+the\s+(?:bot|model|agent|assistant|ai)\b"
    # the reader in the third person, at a moment to come: "should an automated assistant load
    # this note", "when the agent next runs in this repository"
    rf"|\b(?:if|when|once|should)\s+(?:an?|the|any)\s+(?:automated\s+|autonomous\s+)?{_AGENT}\s+"
    rf"(?:next\s+)?(?:reads?|loads?|runs?|opens?|sees?|is\s+(?:preparing|reading|running))\b"
    rf"|\bis\s+being\s+read\s+by\s+an?\s+(?:[\w-]+\s+){{0,2}}?{_AGENT}\b"
    rf"|\b(?:instructions?|note|message|comment)\s+(?:to|for)\s+(?:the\s+)?(?:email|inbox|screening"
    rf"|hiring|summari[sz]ing|triage)\s+(?:assistant|bot|model|ai|software|tool)\b"
    rf"|\((?:ai|llm|bot|model)\s+only\)|\(instructions?\s+for\s+(?:the\s+)?(?:ai|llm|model|bot)\)"
    rf"|\bfor\s+(?:screening|hiring|review)\s+software\b"
    rf"|\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+|any\s+|all\s+)?(?:automated\s+)?"
    rf"(?:analysis|screening|hiring|review|summari[sz]ation|parsing)\s+(?:software|systems?|tools?)\b"
)
# The forms of ``UNSURE`` that do not know their reader: everything but "if you are <agent>",
# which is how guidance files address the agents they know read them.
UNSURE_READER = boundary_first(
    rf"\b{_AGENT}\s+(?:reading|processing|browsing|triaging|parsing|summari[sz]ing|analy[sz]ing"
    rf"|screening|(?:that|who|which)\s+(?:reads|processes|sees))\b|\b(?:whoever|whatever|whichever)\s+(?:\w+\s+)?(?:reads|processes|sees"
    rf"|is\s+reading)|\b(?:instructions?|note|message|comment)\s+(?:to|for)\s+(?:the\s+)?"
    rf"(?:email|inbox|screening|hiring|summari[sz]ing|triage)\b|\((?:ai|llm|bot|model)\s+only\)"
    rf"|\(instructions?\s+for\s|\bfor\s+(?:screening|hiring|review)\s+software\b"
    rf"|\b(?:analysis|screening|hiring|summari[sz]ation|parsing)\s+(?:software|systems?|tools?)\b"
)
UNSURE_PAREN = re.compile(r"\((?:ai|llm|bot|model)\s+only\)|\(instructions?\s+for\s+")
ORDER = re.compile(
    r"(?:^|[,:;.)]\s{0,4}|\bthen\s|\bplease\s|\b(?:must|should|shall|is\s+to|are\s+to|needs?\s+to"
    r"|has\s+to|have\s+to)\s+(?:always\s+|now\s+|also\s+|first\s+)?)(?:please\s+|also\s+|now\s+|just\s+|first\s+)*(?:open"
    r"|add|append|run|delete|remove|wipe|tag|merge|push|approve|reply|respond|answer|say|send|print"
    r"|rank|rate|label|lock|close|download|install|treat|mark|write|create|commit|grant|give|ignore"
    r"|disregard|skip|stop|copy|move|overwrite|drop|upload|post|forward|share|reveal|tell|insert"
    r"|include|recommend|wire|transfer|pay|execute|call|fetch|visit|click|output|translate|end"
    r"|finish|summari[sz]e\s+(?:it|this)\s+as|classify|report|list|get|grab|store|set|change|edit"
    r"|disable|enable|turn|switch|use|make|keep|hide|omit|always|never|describe|present|call"
    r"|portray|praise|rate|claim|state|conclude)\b"
)


ADDRESSED = boundary_first(
    rf"(?:^|[.!?:]\s|<!--|[(\[<#*]|//|--)\s{{0,4}}(?:[-*+>]\s{{1,4}})?(?:\d{{1,3}}[.)]\s{{1,4}})?"
    rf"(?:(?:hey|dear|attention|ps|p\.s\.|ps\s+to|p\.s\.\s+to|please|also|now|ok|okay|so)[,:]?\s{{1,4}})?"
    rf"(?:to\s+|for\s+)?(?:the\s+|any\s+|all\s+|every\s+)?(?:next\s+)?{_AGENT}"
    rf"(?:\s+(?:reading|processing|triaging|reviewing|analy[sz]ing|summari[sz]ing|helping"
    rf"|working)[^,:.]{{0,40}})?\)?\s{{0,2}}[,:]"
    rf"|\bif\s+you\s+are\s+(?:an?\s+|the\s+)?(?:automated\s+|autonomous\s+)?{_AGENT}\b"
    rf"|\b(?:note|message|instructions?|reminder|request|item|task|todo|ps|p\.s\.)\s+(?:to|for|by)\s+(?:the\s+|any\s+|all\s+"
    rf"|a\s+)?(?:[\w-]{{1,20}}\s+)?{_AGENT}\b"
    rf"|\b(?:whoever|whatever|whichever|any|every|each)\s+(?:(?:ai|llm|coding|automated)\s+)?"
    rf"(?:model|llm|ai|agent|assistant|bot|system)\s+(?:that\s+|who\s+)?(?:is\s+)?(?:reads?|reading"
    rf"|processes|processing|helping|helps|works|working|sees|summari[sz]es)\b"
    rf"|\byou,?\s+the\s+{_AGENT}\b|\b{_AGENT}\s+reading\s+this\b"
    rf"|^(?:[-*+>#]\s{{0,4}})?next\s+(?:session|agent|assistant|run|model)\s{{0,2}}[,:]"
    # agents as the subject of a modal: "Agents working in this repo should ..."
    rf"|(?:^|[.!?;]\s)\s{{0,4}}(?:[-*+>]\s{{1,4}})?(?:the\s+|all\s+|any\s+)?(?:ai\s+|coding\s+|automated\s+"
    rf"|autonomous\s+)?"
    rf"(?:agents?|assistants?|bots?)\b[^.;:\n]{{0,40}}?\b(?:should|must|may|can|are\s+(?:allowed"
    rf"|expected|required)\s+to|needs?\s+to)\b"
)
