"""Encodings ``decode`` left out, and requests to decode it did not read.

A model reads more than base32, hex, ROT13 and Morse: text written backwards, URL
percent-encoding, eight-bit binary groups, decimal character codes. Each is decoded here, bounded
in count and size like the rest (``decode.MAX_BLOBS``), and judged again by the caller. A
request to decode is also read in more words: a verb that undoes the encoding ("decode",
"decipher", "unscramble", "read it backwards", "apply it") joined to one that obeys the result
("and follow", "+ comply", "then carry it out", "and do what it says").

Guards: binary and percent runs must decode to words; decimal codes are read only where the text
names them or asks for decoding, hex pairs split by spaces where the text says hex; reversed
text only where the text says so or holds common words backwards (" eht ", " dna "), and only a
line (or a part after ": ") that reads as English backwards and not forwards.
"""

from __future__ import annotations

import re

from ecc_memory.detectors.judge.read import word_set

_ASK_HINTS = ("decod", "deciph", "unscramb", "backward", "revers", "apply")
_ASKS = re.compile(
    r"\b(?:decode|decoded|decipher|unscramble|reverse|apply|read\s+(?:(?:this|it|them|the)\s+)?"
    r"(?:[\w-]{1,20}\s+){0,2}?(?:backwards?|in\s+reverse|reversed|right\s+to\s+left))\b[^\n]{0,40}?(?:\band\b|\+|&|,"
    r"|\bthen\b)\s{0,3}(?:then\s+)?(?:follow|execute|comply|obey|run|act|do|carry|perform|apply"
    r"|implement)\b"
)
_BINARY = re.compile(r"(?<![01])[01]{8}(?:[ \t,]{1,3}[01]{8}){3,1024}(?![01])")
_DECIMAL = re.compile(r"(?<!\d)\d{2,3}(?:[ \t,]{1,3}\d{2,3}){5,1024}(?!\d)")
# a "%" first, so that the engine skips to a candidate in C; the run's token is decoded whole
_PERCENT = re.compile(r"%[0-9a-fA-F]{2}(?:[\w.~'+-]{0,40}%[0-9a-fA-F]{2}){2,4000}")
# Common words written backwards: a line reversed whole, with no word saying so.
_BACKWARDS = (" eht ", " dna ", " uoy ", " ruoy ", " siht ")
_SPACED_HEX = re.compile(
    r"(?<![0-9a-fA-F])[0-9a-fA-F]{2}(?:[ \t:,]{1,2}[0-9a-fA-F]{2}){7,2048}(?![0-9a-fA-F])"
)
_MARKS = "\"'.,;:!?()[]<>-"
_WORDS = word_set("the and to of is you your a all this that it in for with user not")


def asks_to_decode(low: str) -> bool:
    """Whether ``low`` (lower case) asks for something to be decoded and obeyed."""
    return any(hint in low for hint in _ASK_HINTS) and _ASKS.search(low) is not None


def _english(text: str) -> int:
    # words between spaces: "wipe=20the=20log" is one token, no word of English
    return sum(word.strip(_MARKS) in _WORDS for word in text[:65_536].lower().split())


def reads_better(again: str, text: str) -> bool:
    """Whether ``again`` (``text`` read again whole: ROT13, quoted-printable) holds at least
    three more common English words than ``text``: a payload that decodes to words, not a test
    vector quoted both ways ("'Uryyb' <-> 'Hello'")."""
    return _english(again) >= _english(text) + 3


def more_blobs(text: str, low: str, request: bool, limit: int) -> list[tuple[int, str]]:
    """(offset, plain) of at most ``limit`` blobs of the encodings above, decoded."""
    found: list[tuple[int, str]] = []
    if text.count("01") >= 8:  # four letters in binary at least ("01000001" ...)
        for match in _BINARY.finditer(text):
            groups = re.findall(r"[01]{8}", match.group())
            found.append((match.start(), "".join(chr(int(g, 2)) for g in groups)))
            if len(found) >= limit:
                return found
    if request or "ascii" in low or "decimal" in low or "char code" in low:
        for match in _DECIMAL.finditer(text):
            codes = [int(c) for c in re.findall(r"\d{2,3}", match.group())]
            if all(32 <= c < 127 for c in codes):
                found.append((match.start(), "".join(map(chr, codes))))
            if len(found) >= limit:
                return found
    if text.count("%") >= 3:
        from urllib.parse import unquote

        for match in _PERCENT.finditer(text):
            start = max(text.rfind(" ", 0, match.start()), text.rfind("\n", 0, match.start())) + 1
            end = min(
                i
                for i in (text.find(" ", match.end()), text.find("\n", match.end()), len(text))
                if i >= 0
            )
            found.append((start, unquote(text[start:end]).replace("+", " ")))
            if len(found) >= limit:
                return found
    if ("backward" in low or "revers" in low or "right to left" in low) or any(
        word in low for word in _BACKWARDS
    ):
        at = 0
        for line in text.split("\n")[:400]:
            for part in line.split(": ")[:8]:  # "Read this backwards: <payload>"
                back = part[::-1]
                if _english(back) >= 4 and _english(back) > 2 * _english(part):
                    found.append((at + line.find(part), back))
            at += len(line) + 1
            if len(found) >= limit:
                return found[:limit]
    if "hex" in low:
        for match in _SPACED_HEX.finditer(text):
            raw = bytes(int(h, 16) for h in re.findall(r"[0-9a-fA-F]{2}", match.group()))
            found.append((match.start(), raw.decode("utf-8", "replace")))
            if len(found) >= limit:
                return found
    return found
