"""Letters as a model reads them: compatibility forms and look-alike letters of other scripts
folded to ASCII (``fold_text``), and words spelled in two scripts at once found
(``look_alike_line``, the ``look-alike-letters`` finding)."""

from __future__ import annotations

import re

# Letters that look like ASCII ones in other scripts (Cyrillic, Greek): "Ignore" written with
# a Cyrillic I (U+0406) reads as "Ignore" to a model. Folded with NFKC (full-width and other
# compatibility forms) before matching; hidden characters are judged on the text as written.
_LOOK_ALIKES = "АВЕКМНОРСТХаеорсухгіІјЈѕЅԁɡΑΒΕΖΗΙΚΜΝΟΡΤΥΧαβεικνορτυχ"
_CONFUSABLES = str.maketrans(_LOOK_ALIKES, "ABEKMHOPCTXaeopcyxriIjJsSdgABEZHIKMNOPTYXabeikvoptux")
_ANY_LOOK_ALIKE = re.compile(f"[{_LOOK_ALIKES}]")


_LETTERS = re.compile(r"[^\W\d_]{2,}")


def fold_text(text: str) -> str:
    """``text`` as a model reads it: NFKC, then each word that mixes ASCII letters with
    look-alikes spelled in ASCII (a word wholly in another script, "инструкции", stays as
    written)."""
    if text.isascii():
        return text
    import unicodedata

    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    if text.isascii() or _ANY_LOOK_ALIKE.search(text) is None:  # C scans: most text stops here
        return text
    return _LETTERS.sub(_unmix, text)


# Words spelled in two scripts at once ("only" with a Cyrillic o and y): a person writes a word
# in one script; three of them in a text are letters chosen to look like others, what a
# reviewer cannot tell apart from the words they imitate (``look-alike-letters``).
MIXED_WORDS = 3
_LOOK_ALIKE_SET = frozenset(_LOOK_ALIKES)


def look_alike_line(text: str) -> int | None:
    """The line of ``text``'s ``MIXED_WORDS``-th word that mixes ASCII letters with look-alike
    letters of another script, or None when it holds fewer."""
    if text.isascii():
        return None
    import unicodedata

    if not unicodedata.is_normalized("NFKC", text):
        text = unicodedata.normalize("NFKC", text)
    if _ANY_LOOK_ALIKE.search(text) is None:
        return None
    seen = 0
    for match in _LETTERS.finditer(text):
        word = match.group()
        if (
            not word.isascii()
            and any(c.isascii() for c in word)
            and any(c in _LOOK_ALIKE_SET for c in word)
        ):
            seen += 1
            if seen == MIXED_WORDS:
                return text.count("\n", 0, match.start()) + 1
    return None


def _unmix(match: re.Match[str]) -> str:
    word = match.group()
    if word.isascii() or not any(c.isascii() for c in word):
        return word
    return word.translate(_CONFUSABLES)
