"""The one rule that tells a placeholder from a credential, shared by every secret detector.

Notes, runbooks and READMEs are full of credential *shapes* that hold no credential:
``DB_PASSWORD=<password>``, ``Authorization: Bearer $TOKEN``, ``postgres://user:changeme@db``,
``api_key=your-api-key-here``, ``ghp_xxxxxxxx…``. A detector that matched a shape hands the part
that would be the secret to :func:`is_placeholder`; a value it accepts is not reported. One rule
for every detector keeps the answer the same whatever shape the value sits in.
"""

from __future__ import annotations

import re

from ecc_memory.detectors.detector import looks_random

# Shorter than this, a value is a flag, a port or a typo, not a credential worth blocking.
MIN_SECRET_LENGTH = 4

# Words that make up placeholder values ("your-api-key-here", "CHANGE_ME", "secret"), the
# publicly known defaults of development services ("postgres", "guest", "root"), and the prose
# that follows a credential-shaped word in documentation ("the --password flag").
_WORDS = frozenset(
    """
    a an the my our your their this that its here there goes insert enter put replace with
    example examples sample samples dummy fake placeholder changeme change me redacted removed
    hidden masked elided omitted snip snipped censored todo tbd fixme foo bar baz qux
    secret secrets password passwords passwd pass pw pwd passphrase token tokens key keys
    api apikey access auth authorization bearer basic credential credentials cred creds
    private public client id user username login name value values string str text
    none null nil undefined empty blank true false yes no on off enabled disabled required
    optional default dev development local localhost test testing demo admin root guest
    postgres mysql redis jwt header headers flag flags option options argument arguments arg
    args param params parameter parameters variable variables var vars env environment
    file stdin prompt set unset new old same below above only
    """.split()  # noqa: SIM905 -- a word list reads better as prose
)
# A phrase of plain words naming a credential ("suspected-secret", "api-token-header") is a
# label, not the credential.
_NOUNS = frozenset(
    ("secret", "secrets", "password", "passwd", "passphrase", "token", "tokens", "key", "apikey")
)
# Words that say a value of plain words is made up for a test ("fixture-npm", "not-real",
# "dev-only-insecure"): a chosen password is never labelled so. (Marked "not real" anywhere, a
# value is one, see ``_MARKERS``.)
_FAKE = frozenset(("fake", "fixture", "fixtures", "dummy", "mock", "stub", "bogus", "insecure"))
# A provider's prefix and a dummy tail: "npm_000...0", "pplx-abc123", "sk_test_xxxxxxxx".
_PREFIXED_DUMMY = (
    r"(?i:[a-z][a-z0-9]{0,11}[_.-](?:[a-z]{1,8}[_.-])?"
    r"(?:(.)\1{7,}|abc123|123456|1234567890|abcdef|abcd1234|qwerty|foobar))"
)
# Markers that make any value a placeholder, wherever they occur in it.
_MARKERS = (
    "example",
    "changeme",
    "change_me",
    "change-me",
    "placeholder",
    "redacted",
    "not-real",
    "not_real",
    "notreal",
)
# The patterns below are compiled on first use (``re`` caches them): most processes -- a clean
# save, a check of ordinary prose -- never judge a value.
# Masking runs: "***", "...", "…", "xxxx", "••••", "####". Real tokens never contain them.
_MASK = r"\*{3}|\.{3}|…|[xX]{4}|•{2}|#{4}"
# References and templates, as the whole value: $VAR ${VAR} $(cmd) %VAR% <name> {name}
# {{ var }} [name] @name #anchor #c0ffee. Inside a longer value only complete fragments count
# (${VAR}, $(cmd), {{ var }}, %VAR%, <name>, $UPPER_NAME), and only when what is left around them
# is not itself a generated value: a "%...%" inside a random password excuses nothing.
_WHOLE_REFERENCE = (
    r"\$[A-Za-z_][A-Za-z0-9_]*|\$\{.*\}|\$\(.*\)|%[A-Za-z_][A-Za-z0-9_]*%|<[^<>]*>|\{.*\}"
    r"|\[[^\[\]]*\]|@[A-Za-z_][\w.-]*|#(?:[0-9A-Fa-f]{3,8}|[a-z][a-z0-9-]*)"
)
_FRAGMENT = (
    r"\$\{[^{}]*\}|\$\([^()]*\)|\{\{[^{}]*\}\}|%[A-Za-z_][A-Za-z0-9_]*%|<[A-Za-z_][\w .:/-]*>"
    r"|\$[A-Z_][A-Z0-9_]*|\{[A-Za-z_][\w .-]{0,40}\}"
)
# Code rather than a literal: a call, a subscript (parts['password'], cut off at its quote as
# parts[), a dotted name (settings.token); a bracket elsewhere in a value, or in a generated
# one, is no code.
_CODE = r"^[A-Za-z_][\w.]*[(\[]|^[A-Za-z_]+(?:\.[A-Za-z_]+)+$"
# A URL without user-info is a location, not a credential (a URL with one is url-credentials'
# to judge).
_LOCATION = r"[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s@]*"
# A snake_case name made of letters only (db_password, hashed_value): a variable, not a value.
_VARIABLE = r"^[a-z]+(?:_[a-z]+)+$"
_WORD = r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+"
_QUOTES = "\"'`"
_PERCENT = r"%([0-9A-Fa-f]{2})"
# Letters with separators only: the candidates for "placeholder words".
_WORDS_ONLY = r"[A-Za-z]+(?:[-_ .][A-Za-z]+)*"


def unquote(value: str) -> str:
    """``value`` as it would be used: without surrounding quotes (or backticks), trailing
    sentence punctuation, a closing bracket it never opened, and percent-encoding."""
    value = value.strip()
    if len(value) >= 2 and value[0] in _QUOTES and value[-1] == value[0]:
        return value[1:-1]
    value = value.lstrip(_QUOTES).rstrip(".,;:!?" + _QUOTES)
    for opening, closing in ("()", "[]", "{}"):
        if value.endswith(closing) and opening not in value:
            value = value[:-1]
    # Percent-encoding (URL user-info, query strings) hides nothing: "a%20secret" is "a secret".
    if "%" not in value:
        return value
    return re.sub(_PERCENT, lambda m: chr(int(m.group(1), 16)), value)


def is_placeholder(value: str) -> bool:
    """True when ``value`` (the would-be secret of a match) is not a credential.

    A value is a placeholder when it is masked (``***``, ``...``, ``xxxx``); when, without its
    quotes, it is shorter than ``MIN_SECRET_LENGTH``, one character repeated or digits only; is
    a reference or template (``$VAR``, ``${VAR}``, ``$(cmd)``, ``%VAR%``, ``<password>``,
    ``{{ var }}``, ``[token]``); contains a marker (``example``, ``changeme``, ``placeholder``,
    ``redacted``); is code (a call, a dotted name, a snake_case name); or is words only that
    start with "your", name a credential or are all placeholder words (``your-openai-key``,
    ``suspected-secret``, ``YOUR_API_KEY``, ``postgres``).
    """
    if re.search(_MASK, value):
        return True
    value = unquote(value)
    if len(value) < MIN_SECRET_LENGTH or len(set(value)) == 1 or value.isdigit():
        return True
    lowered = value.lower()
    if any(marker in lowered for marker in _MARKERS):
        return True
    if (
        _template(value)
        or (re.search(_CODE, value) and not looks_random(value))
        or re.match(_VARIABLE, value)
    ):
        return True
    if re.fullmatch(_LOCATION, value):
        return True
    if re.fullmatch(_PREFIXED_DUMMY, value):
        return True
    if re.fullmatch(_WORDS_ONLY, value) is None:
        return False
    words = [word.lower() for word in re.findall(_WORD, value)]
    if words[0] == "your" or not _NOUNS.isdisjoint(words) or not _FAKE.isdisjoint(words):
        return True
    return all(word in _WORDS for word in words)


def _template(value: str) -> bool:
    """A reference or template: the whole value, or complete fragments (or a template opened
    and cut off, ``<base64`` of ``<base64 of user:password>``) around which nothing generated
    is left."""
    if re.fullmatch(_WHOLE_REFERENCE, value):
        return True
    rest = re.sub(_FRAGMENT, " ", value)
    if rest == value:
        if value[0] not in "<{[$":
            return False
        rest = value.lstrip("<{[$(")
    core = re.sub(r"[^A-Za-z0-9]", "", rest)
    return len(core) < 8 or not looks_random(rest)


# Masking right after a value: the visible start of a token whose rest is hidden
# ("sk-ant-api03-GfDP****", "...GfDP…", "...GfDP<redacted>").
_MASKED_AFTER = (
    r"\*{2,}|…|\.{3}|•|[xX]{4}|(?i:<(?:redacted|masked|snip|hidden|removed|elided|truncated"
    r"|omitted)[^<>\n]{0,20}>|\[(?:redacted|masked|snip|hidden|removed|elided|truncated"
    r"|omitted)[^\[\]\n]{0,20}\])"
    # or a template: the value goes on as "<token>", "{token}", "${TOKEN}" (npm_<token>).
    r"|<[A-Za-z_]|\{\{?[ \t]?[A-Za-z_]|\$\{"
)


def masked_after(text: str, end: int) -> bool:
    """Whether masking follows the value that ends at ``end`` in ``text``: the value is then
    what is left visible of a masked credential, not a credential."""
    return re.compile(_MASKED_AFTER).match(text, end) is not None
