"""A trigger planted for the reader: "whenever you're asked to run tests, ...", "before answering,
...", "if the conversation ever involves API keys, ...", "the third time you're asked to commit".

A condition on the reader's own acts or on the conversation names its reader as an addressee
does ("Codex: ..."): alone it is what guidance says ("when you edit auth code, run the auth
tests"), so it counts as an ADDRESSEE does -- with a risky command, concealment or a request no
guidance makes (``score.verdicts``).
"""

from __future__ import annotations

import re

from ecc_memory.detectors.judge.read import word_set

_TRIGGER = re.compile(
    r"\bthe\s+(?:next|second|third|fourth|fifth|\w{1,8}th)\s+time\s+you\b"
    r"|\b(?:when(?:ever)?|if|once|each\s+time|every\s+time|any\s*time)\s+(?:the|a|this)\s+"
    r"(?:conversation|chat|session)\s+(?:ever\s+)?(?:involves|mentions|touches|brings\s+up"
    r"|includes|contains|concerns|is\s+about|turns\s+to)\b"
)
# The reader's own acts or a user's request as the condition: what guidance says ("when you
# edit auth code, run the auth tests", "if the user asks you to force-push, use
# --force-with-lease"), unless a step of the text's own comes with it ("..., also add ...",
# "..., first run ...").
_ASKED = re.compile(
    r"\b(?:when(?:ever)?|if|each\s+time|every\s+time|any\s*time)\s+(?:you(?:'re|\s+are"
    r"|'ve\s+been|\s+have\s+been|\s+get)?\s+(?:ever\s+)?(?:asked|told|requested|prompted|edit"
    r"|edits|editing|touch|touching|review|reviewing|commit|committing|open|opening|write|writing"
    r"|work\s+on|working\s+on|fix|fixing|deploy|deploying|merge|merging)|(?:the\s+)?(?:user"
    r"|someone|anyone)\s+asks\s+you|(?:reviewing|approving)\s+(?:prs|pull\s+requests"
    r"|merge\s+requests|changes|code))\b(?:[^.;\n]|\.(?=\S)){0,80}?\b(?:first|also|additionally|as\s+well"
    r"|in\s+addition|quietly|silently|secretly|carry\s+on\s+(?:normally|as\s+usual)"
    r"|behave\s+normally|as\s+if\s+nothing)\b"
    r"|\bbefore\s+(?:answering|responding|replying)\b(?:[^.;\n]|\.(?=\S)){0,120}?\b(?:carry\s+on\s+(?:normally"
    r"|as\s+usual)|behave\s+normally|as\s+if\s+nothing|quietly|silently|secretly)\b"
)
G_TRIGGER = word_set("when whenever if before after once time anytime")
G_TRIGGER_ACT = word_set(
    "you you're you've asked told requested prompted answering responding replying reviewing"
    " approving conversation chat session asks"
)


def planted_trigger(text: str) -> bool:
    """A condition on the reader's acts or its conversation (see the module's docstring)."""
    return _TRIGGER.search(text) is not None or _ASKED.search(text) is not None
