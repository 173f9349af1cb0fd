# ruff: noqa: SIM905  (pattern tables and lexicons, one entry a line)
"""Encoded payloads: blobs decoded (bounded count and size) and judged again."""

from __future__ import annotations

import re

from ecc_memory.detectors.judge.read import boundary_first
from ecc_memory.detectors.judge.unwrap import asks_to_decode, more_blobs

# -- encodings ---------------------------------------------------------------------------------

# A request to decode ("Decode the following", "BASE64 encoded string:", "Encoded: ...
# Decoded:", "What does this mean?"): the encoding probes' carriers. Next to a blob that decodes
# to words it is a finding of its own (``encoded-instruction``), whatever the words say.
# Substrings every match of ``_DECODE_HINT`` holds (lower-cased): the expression runs only where
# one is, in a few texts of a hundred ("rot" alone was in "protect", "base" in "database").
# Grouped under a substring each holds, tested first: twelve tests where twenty were made.
_HINTS = (
    ("cod", ("decod", "encod", "uuencode")),
    ("base", ("base-", "base6", "base3", "base1", "base8")),
    ("rot", ("rot-", "rot1")),
    ("ascii", ("ascii-8", "ascii8")),
    *((hint, (hint,)) for hint in ("hex", "morse", "braille", "nato", "phonetic",
                                   "quoted-printable", "cipher", "caesar")),
)  # fmt: skip
_ROT_SPACED = re.compile(r"rot\s")
_DECODE_HINT = boundary_first(
    r"\b(?:decode[ds]?|decoding|encoded|encoding|base-?(?:64|32|16|85)|hex(?:adecimal)?"
    r"|rot-?\s?13|morse|braille|nato|phonetic|ascii-?85|uuencoded?|quoted-printable"
    r"|cipher|caesar)\b|\bwhat\s+does\s+this\s+(?:mean|say)\b",
    re.IGNORECASE,
)
_DECODE_REQUEST = boundary_first(
    r"\bdecode\s+(?:the\s+|this\s+)?(?:(?:ascii-?85|base-?\d\d|hex|morse|nato)\s+)?(?:following|this|that"
    r"|these|it|below|above|message|string|text|block|payload|blob|data|lines?)\b"
    r"|\bdecode\s+(?:it\s+|this\s+)?and\s+(?:then\s+)?(?:follow|execute|comply|obey|run|act|do)\b"
    r"|\brot-?\s?13\b[^\n:'\"()]{0,20}:"
    r"(?!\s+(?:with|using)\b)|\bdecoded(?:\s+(?:string|text|message|version|output))?\s{0,2}:"
    r"|\b(?:encoded|encrypted|ciphered)\s+(?:string|text|message|line|version)?\s{0,2}:"
    r"|\b(?:base-?(?:64|32|16|85)|hex|rot-?\s?13|morse|braille|nato(?:\s+phonetic)?|ascii-?85"
    r"|uuencoded?|quoted-printable)(?:\s+(?:encoded|code|alphabet))?(?:\s+(?:string|text|message))?"
    r"\s{0,2}:|\bwhat\s+does\s+this\s+(?:mean|say)\b|\bin\s+your\s+monologue\b",
    re.IGNORECASE,
)
_BASE32 = re.compile(r"[A-Z2-7]{24,4096}={0,6}")
_HEX = re.compile(r"(?:[0-9a-fA-F]{2}){12,2048}")
_ASCII85 = re.compile(r"<~[!-u\s]{10,4096}?~>")
_ASCII85_BARE = re.compile(r"[!-u]{20,4096}")
_MORSE_RUN = re.compile(r"[.\-]{1,8}(?:[ \t]{1,3}(?:/[ \t]{1,3})?[.\-]{1,8}){7,2000}")
_BRAILLE_RUN = re.compile(r"[\u2800-\u28ff][\u2800-\u28ff ]{4,2000}")
_NATO_WORDS = (
    "alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike"
    " november oscar papa quebec romeo sierra tango uniform victor whiskey x-ray xray yankee zulu"
).split()
_NATO_RUN = re.compile(
    rf"\b(?:{'|'.join(_NATO_WORDS)})(?:(?:[\s,]{{1,3}}|[ \t]{{0,2}}/[ \t]{{0,2}})"
    rf"(?:{'|'.join(_NATO_WORDS)})){{5,400}}\b",
    re.IGNORECASE,
)
_MORSE = dict(
    zip(
        ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...-"
        " .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.".split(),
        "abcdefghijklmnopqrstuvwxyz0123456789",
        strict=True,
    )
)
_BRAILLE = dict(
    zip(
        (chr(0x2800 + v) for v in (1, 3, 9, 25, 17, 11, 27, 19, 10, 26, 5, 7, 13, 29, 21, 15, 31,
                                  23, 14, 30, 37, 39, 58, 45, 61, 53)),
        "abcdefghijklmnopqrstuvwxyz",
        strict=True,
    )
)  # fmt: skip
MAX_BLOBS, MAX_PLAIN, MIN_TOKEN = 32, 65_536, 24
# The expressions that ignore case, as twins that respect it, for an ASCII text in lower case:
# same matches at the same offsets (no capital in them), a third of the time. ``_ASCII85`` and
# ``_MORSE_RUN`` hold no letter and run as written on either.
CASED = {
    pattern: re.compile(pattern.pattern, pattern.flags & ~re.IGNORECASE)
    for pattern in (_DECODE_HINT, _DECODE_REQUEST, _NATO_RUN)
}
_AS_WRITTEN = {pattern: pattern for pattern in CASED}


def long_tokens(text: str) -> list[tuple[int, str]]:
    """(offset, token) of each whitespace-separated token of ``text`` at least ``MIN_TOKEN``
    characters long: where base32, hex and base64 runs are looked for (the decoders share one
    split of the text)."""
    found, position = [], 0
    for token in text.split():
        if len(token) >= MIN_TOKEN:
            position = text.find(token, position)
            found.append((position, token))
            position += len(token)
    return found


def _hinted(low: str) -> bool:
    for holder, hints in _HINTS:
        if holder in low:
            for hint in hints:
                if hint in low:
                    return True
    return False


def decoded(
    text: str, tokens: list[tuple[int, str]] | None = None
) -> tuple[list[tuple[int, str]], bool, list[str]]:
    """The blobs of ``text`` that decode to readable text, as (offset, plain) -- base32 and hex
    runs always (in long tokens), the rest only where the text asks for decoding -- and whether
    it asks -- and the text read again whole (ROT13, quoted-printable), which is judged but is
    no blob. At most ``MAX_BLOBS`` blobs and ``MAX_PLAIN`` characters. ``tokens``: the text's
    ``long_tokens``, when the caller has them."""
    again: list[str] = []
    found: list[tuple[int, str]] = []
    budget = MAX_PLAIN
    low = text.lower()
    # An ASCII text is searched in lower case by the expressions' case-respecting twins.
    subject, cased = (low, CASED) if text.isascii() else (text, _AS_WRITTEN)
    hinted = (
        _hinted(low)
        or ("what" in low and "does" in low)
        or ("rot" in low and _ROT_SPACED.search(low) is not None)
    ) and cased[_DECODE_HINT].search(subject) is not None
    request = (hinted and cased[_DECODE_REQUEST].search(subject) is not None) or asks_to_decode(low)
    candidates: list[tuple[int, str | None]] = []
    for position, token in long_tokens(text) if tokens is None else tokens:
        if len(candidates) >= MAX_BLOBS:
            break
        for pattern, decode in ((_BASE32, _from_base32), (_HEX, _from_hex)):
            for match in pattern.finditer(token):
                candidates.append((position + match.start(), decode(match.group())))
    if hinted:
        for pattern, decode in (
            (_ASCII85, _from_ascii85),
            (_MORSE_RUN, _from_morse),
            (_NATO_RUN, _from_nato),
        ):
            twin = cased.get(pattern)  # a blob's letters are its data: only NATO words fold
            for match in pattern.finditer(text) if twin is None else twin.finditer(subject):
                candidates.append((match.start(), decode(match.group())))
                if len(candidates) >= MAX_BLOBS:
                    break
        if "85" in text:  # ascii85 written without its <~ ~> frame, as a long token
            for token in text.split():
                if len(candidates) >= MAX_BLOBS:
                    break
                if 20 <= len(token) <= 4096 and _ASCII85_BARE.fullmatch(token):
                    candidates.append((text.find(token), _from_ascii85(token, framed=False)))
        for match in _UU.finditer(text):
            candidates.append((match.start(), _from_uu(match.group("body"))))
        if re.search(r"=[0-9A-F]{2}", text) and re.search(
            r"quoted-?printable|\bqp\b|mime", text, re.I
        ):
            import quopri

            raw = quopri.decodestring(text[:MAX_PLAIN].encode("utf-8", "replace"))
            again.append(raw.decode("utf-8", "replace"))
        if re.search(r"rot-?\s?13|caesar", text, re.IGNORECASE):  # named: read it again
            import codecs

            again.append(codecs.encode(text[:MAX_PLAIN], "rot13"))
    # backwards, percent-encoded, binary, decimal codes (``unwrap``)
    candidates.extend(more_blobs(text, low, request, MAX_BLOBS - len(candidates)))
    if not text.isascii():
        for match in _BRAILLE_RUN.finditer(text):
            candidates.append((match.start(), "".join(_BRAILLE.get(c, " ") for c in match.group())))
            if len(candidates) >= MAX_BLOBS:
                break
    for offset, plain in candidates[:MAX_BLOBS]:
        if plain is None or not readable(plain):
            continue
        budget -= len(plain)
        if budget < 0:
            break
        found.append((offset, plain))
    return found, request, again


def readable(plain: str) -> bool:
    """Words, not bytes: printable, mostly letters and spaces."""
    if len(plain) < 8 or not plain.replace("\n", " ").replace("\t", " ").isprintable():
        return False
    letters = sum(c.isalpha() or c == " " for c in plain)
    return letters * 10 >= len(plain) * 7


_UU = re.compile(
    r"^begin[ \t]{1,4}[0-7]{3,4}[ \t]{1,4}\S{1,200}\n(?P<body>(?:[ -`]{1,61}\n){1,400})", re.M
)


def _from_uu(body: str) -> str | None:
    import binascii

    try:
        return b"".join(binascii.a2b_uu(line) for line in body.splitlines()).decode("utf-8")
    except (binascii.Error, ValueError):
        return None


def _from_base32(run: str) -> str | None:
    import binascii
    from base64 import b32decode

    try:
        return b32decode(run + "=" * (-len(run) % 8)).decode("utf-8")
    except (binascii.Error, ValueError):
        return None


def _from_hex(run: str) -> str | None:
    try:
        return bytes.fromhex(run).decode("utf-8")
    except ValueError:
        return None


def _from_ascii85(run: str, framed: bool = True) -> str | None:
    from base64 import a85decode

    try:
        return a85decode(run.encode("ascii"), adobe=framed).decode("utf-8")
    except ValueError:
        return None


def _from_morse(run: str) -> str:
    words = re.split(r"[ \t]{0,3}/[ \t]{0,3}|[ \t]{3}", run)
    return " ".join("".join(_MORSE.get(code, "") for code in word.split()) for word in words)


def _from_nato(run: str) -> str:
    """The initials of the code words; a slash between words is a space ("... Echo / Alfa")."""
    words = run.lower().split("/")
    return " ".join("".join(w[0] for w in re.split(r"[\s,]+", word) if w) for word in words)
