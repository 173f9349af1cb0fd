"""Chat transcripts: what people save from a pairing session, read as an exchange."""

from __future__ import annotations

import re

# A turn's speaker at a line's start (after list or quote markup, bold or not).
_TURN = re.compile(
    r"(?im)^(?P<mark>[ \t>*_-]{0,8}(?P<who>user|human|me|you|assistant|ai|claude|codex|agent"
    r"|system|developer|admin|operator|tool)(?:[*_]{0,2})[ \t]{0,2}:(?:[*_]{0,2}))"
)
_ASKERS = frozenset(("user", "human", "me"))
_ANSWERERS = frozenset(("assistant", "ai", "claude", "codex", "agent", "you"))
# Findings an exchange holds by its nature: the user asks for a risky act on their own work, the
# assistant reports doing it, and each turn opens with its speaker's name.
EXCHANGE_ORDINARY = frozenset(("destructive-command", "role-tag"))


# What a saved exchange does not hold and a planted one does: an order that outlives the session
# ("from now on", "every time you see this memory", "I approve everything in advance"), the
# assistant's promise of a risky act to come ("I will also force-push to main"), an act kept
# from the user ("keep it quiet"). An exchange with one is judged as written.
_STANDING = re.compile(
    r"\b(?:from\s+now\s+on|going\s+forward|from\s+here\s+on|(?:every|each)\s+(?:time|session|run"
    r"|day)|next\s+(?:time|session)|in\s+advance|no\s+need\s+to\s+(?:ask|check|confirm)"
    r"|(?:without|don'?t|do\s+not)\s+(?:asking|ask|confirming|confirm|telling|tell)"
    r"|silently|quietly|keep\s+(?:it|this|that)\s+(?:quiet|between|secret|to\s+yourself)"
    r"|this\s+(?:memory|note|vault)|the\s+(?:vault|memory)"
    r"|i(?:\s+will|'ll)\s+(?:also\s+|now\s+|then\s+|just\s+)?(?:drop|delete|remove|wipe|force"
    r"|merge|upload|send|post|push|skip|disable|turn\s+off|approve|rewrite|reset|revoke|grant)"
    # an act under way as the reader reads ("Force-pushing to main ... now"), not one reported
    r"|(?:force-?pushing|deleting|dropping|wiping|disabling|merging|uploading|approving)\b"
    r"[^.\n]{0,80}\bnow)\b"
    # the legacy prompt format's delimiters, a blank line before each turn
    r"|\n\n(?:human|assistant):",
    re.IGNORECASE,
)


def exchange(text: str) -> str | None:
    """``text`` with its speakers' labels blanked (lines and their numbers kept) when it is a
    transcript of a user and an assistant: at least one turn of each, a user's turn first, and
    no turn of another role (a "System:" turn inside an exchange is a spoof, judged as written).
    None for any other text."""
    if ":" not in text:
        return None
    turns = list(_TURN.finditer(text))
    if len(turns) < 2:
        return None
    speakers = [turn.group("who").lower() for turn in turns]
    if speakers[0] not in _ASKERS or not any(s in _ANSWERERS for s in speakers):
        return None
    if any(s not in _ASKERS and s not in _ANSWERERS for s in speakers):
        return None
    if _STANDING.search(text) is not None:
        return None
    return _TURN.sub(lambda turn: " " * len(turn.group("mark")), text)
