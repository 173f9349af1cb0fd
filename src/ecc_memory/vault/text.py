"""Search text: the one definition of how memory text and queries break into words.

The index (SQLite FTS5's ``unicode61`` tokenizer over ``spaced`` text), the query sent to it
and the words an excerpt looks for all follow these rules, so that they never disagree about
what a word is: a word is a run of letters and digits (``_``, ``-``, ``/`` and punctuation
separate words); scripts written without spaces between words are split into characters.
"""

from __future__ import annotations

import functools
import re

TOKENIZER = "porter unicode61 remove_diacritics 2"

# Scripts written without spaces between words: unicode61 would index a whole run as one word,
# so a query could only find it whole. Each character is spaced apart, in the index and in the
# query alike, and a query becomes a phrase of characters: CJK ideographs, kana (full and
# halfwidth), Hangul, Thai, Lao, Myanmar and Khmer.
_UNSPACED_CLASS = (
    "[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]"
)


@functools.cache
def _unspaced() -> re.Pattern[str]:
    """Compiled on first use: the class's wide ranges take 3 ms to compile, which every command
    importing this module (doctor, which spaces no text when nothing changed) paid."""
    return re.compile(_UNSPACED_CLASS)


# A word as unicode61 sees one: letters and digits (Python's \w without "_").
_WORD = re.compile(r"[^\W_]+")


def spaced(text: str) -> str:
    """``text`` with every character of an unspaced script set apart, as it is indexed."""
    unspaced = _unspaced()
    return unspaced.sub(r" \g<0> ", text) if unspaced.search(text) else text


def query_terms(query: str) -> list[str]:
    """The whitespace-separated terms of a query that hold at least one word, once each.

    Duplicates are dropped after case folding (``Alpha alpha`` is one term, as FTS5 folds case
    when it matches). A term without a word (``*``, ``???``) can match nothing; a query made only
    of such terms finds nothing, rather than listing every memory like an empty query.
    """
    terms: dict[str, str] = {}
    for term in query.split():
        if _WORD.search(term):
            terms.setdefault(term.casefold(), term)
    return list(terms.values())


def match_expression(terms: list[str]) -> str | None:
    """An FTS5 query that ORs the terms, each a quoted phrase (so ``pre-commit`` or ``x*`` match
    as written instead of being read as query syntax); None when there is no term."""
    if not terms:
        return None
    return " OR ".join('"' + spaced(term).replace('"', '""') + '"' for term in terms)


def excerpt_words(terms: list[str]) -> list[str]:
    """The words an excerpt looks for: every word of every term, lower-cased, once each."""
    return list(dict.fromkeys(word.lower() for term in terms for word in _WORD.findall(term)))
