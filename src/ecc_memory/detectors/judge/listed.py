"""Legitimate shapes of labels, lists and references (``judge.legit`` sets them aside): a label
that points to a file, a deny list, a procedure for people, orders that live in an archived file.
Each pattern is bounded; ``legit`` gates each on its words."""

from __future__ import annotations

import re

_I = re.IGNORECASE

# -- a label that points, not a turn that speaks ---------------------------------------------------

POINTER = re.compile(
    r"(?m)^[ \t]{0,16}(?:[-*+>][ \t]{1,4})?(?:system|developer)[ \t]{1,4}prompt[ \t]{0,4}:"
    r"(?=[ \t]{0,16}(?:(?:see|in|at|from)[ \t]{1,4})?`?[\w.-]{0,80}[/.][\w./-]{1,120}`?"
    # a note in parentheses may follow the path ("(loaded by the harness)"), not an order
    r"(?:[ \t]{1,4}\((?![^()\n]{0,80}?\b(?:ignore|disregard|obey|follow|you|your)\b)"
    r"[^()\n]{0,80}\))?[ \t]{0,4}\.?[ \t]{0,4}$"
    r"|[ \t]{0,16}(?:default|none|unset|empty|custom|standard|n/a|v\d{1,4}(?:\.\d{1,4}){0,2})"
    r"[ \t]{0,4}\n[ \t]{0,16}[A-Z][\w -]{0,30}:)",
    _I,
)

# -- a deny list -----------------------------------------------------------------------------------

_DENY_WORD = r"(?:deny|denied|blocked|forbidden|disallowed|banned|blocklist|denylist|prohibited)"
DENIED_OBJECT = re.compile(
    r"\{[^{}\n]{0,300}?\"(?:allowed|allow|permitted|enabled|approved|safe|ok)\""
    r"[ \t]{0,4}:[ \t]{0,4}false\b[^{}\n]{0,300}\}",
    _I,
)
# Either form of a list of what is denied: a JSON key's array, a YAML key's items.
DENIED_ANY = re.compile(
    rf"\"[\w-]{{0,20}}{_DENY_WORD}[\w-]{{0,20}}\"[ \t]{{0,4}}:[ \t]{{0,4}}\[[^\[\]]{{0,600}}\]"
    rf"|^(?P<indent>[ \t]{{0,16}})[\w-]{{0,20}}{_DENY_WORD}[\w-]{{0,20}}[ \t]{{0,4}}:[ \t]{{0,4}}\n"
    r"(?:(?P=indent)[ \t]{0,8}-[ \t][^\n]{0,200}(?:\n|$)){1,30}",
    re.IGNORECASE | re.MULTILINE,
)
DENIED_HEADING = re.compile(
    r"(?m)^#{1,6}[ \t]{1,8}(?:forbidden|denied|banned|blocked|disallowed|prohibited|dangerous"
    r"|destructive)[ \t]{1,8}commands?[ \t]{0,8}\n"
    # the paragraph's lines, or a fenced block of commands one to a line (closed)
    r"(?:```[\w-]{0,20}[ \t]{0,4}\n(?:(?!```)[^\n]{0,400}\n){1,30}```[ \t]{0,4}(?:\n|$)"
    r"|[^\n]{1,400}(?:\n|$)){1,6}",
    _I,
)

# -- a procedure for people ------------------------------------------------------------------------

HUMAN_OVERRIDE = re.compile(
    r"(?m)^[ \t]{0,16}(?:admin|administrator|emergency|break-glass)[ \t]{1,4}override[ \t]{0,4}:"
    r"(?=[ \t]{0,16}(?:the[ \t]{1,4})?(?:(?:organi[sz]ation|org|repo|repository|project|team"
    r"|release)[ \t]{1,4})?(?:owners?|admins?|administrators?|maintainers?|leads?|managers?"
    r"|on-call[ \t]{1,4}engineers?|sres?)[ \t]{1,4}(?:can|may|are[ \t]{1,4}able[ \t]{1,4}to)\b"
    # people, not the reader: no "you" or agent in the paragraph ("you are an admin now")
    r"(?![^\n]{0,400}?\b(?:you|your|you're|agents?|assistants?|bots?|ai|llm|model)\b))",
    _I,
)

# -- orders that live in an archived file ----------------------------------------------------------

ARCHIVED = re.compile(
    r"\b(?:instructions|versions\s+of\s+this\s+(?:guide|file|document)|guidelines|rules|steps)"
    r"\s+(?:in|under|at|from)\s+`?(?P<path>[\w./-]{1,120})`?",
    _I,
)
_OLD_PATH = re.compile(r"archive|legacy|deprecated|obsolete|old|previous|history|\d{4}|\bv\d", _I)


# The files that give an agent its orders: never an archive, whatever their folder is called.
_GUIDANCE_FILES = frozenset(
    [
        "agents.md",
        "claude.md",
        "gemini.md",
        "codex.md",
        "copilot-instructions.md",
        ".cursorrules",
        ".windsurfrules",
        ".clinerules",
    ]
)


def archived(match: re.Match[str]) -> str | None:
    path = match.group("path").rstrip("/.")
    if ("/" not in path and "." not in path) or _OLD_PATH.search(path) is None:
        return None
    name = path.rsplit("/", 1)[-1].lower()
    if name in _GUIDANCE_FILES or "prompt" in name:
        return None
    return "(archived docs)"


# Only the command a denied entry names is set aside: its other values are judged.
_DENIED_VALUE = re.compile(
    r"(\"(?:cmd|command|commands|run|exec|shell|input|args|script|pattern)\"[ \t]{0,4}:[ \t]{0,4})"
    r"\"[^\"\n]{0,200}\"",
    _I,
)


def denied_object(match: re.Match[str]) -> str:
    return _DENIED_VALUE.sub(r'\1"(denied)"', match.group())


def deny(match: re.Match[str]) -> str:
    return '"(denied)": []' if match.group().startswith('"') else "(denied): []\n"


def deny_heading(match: re.Match[str]) -> str | None:
    """The commands a paragraph under a heading that forbids them lists (a span followed by a
    comma, a stop or the line's end), unless the paragraph also asks to run something."""
    if _RUN.search(match.group()) is not None:
        return None
    return _LISTED.sub("`(denied)`", _FENCED.sub("```\n(denied)\n```", match.group()))


# An affirmative order to run, not "never run", "do not run", "refuse to run".
_RUN = re.compile(
    r"(?<!not\s)(?<!never\s)(?<!n't\s)(?<!to\s)(?<!no\s)\b(?:run|execute|exec|type|use|try)\b", _I
)
_FENCED = re.compile(r"```[\w-]{0,20}[ \t]{0,4}\n(?:(?!```)[^\n]{0,400}\n){1,30}```")
_LISTED = re.compile(r"`[^`\n]{1,120}`(?=[ \t]{0,4}(?:[,;.]|(?:and|or)\s|$))", _I | re.M)


DENY = "deny denied denylist blocked blocklist forbidden disallowed banned prohibited"
