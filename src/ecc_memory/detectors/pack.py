"""The detector pack: every shape of credential the scanner knows, as an explicit registry.

A detector is a name, a few keywords, a gate and a pattern. Two families:

* *tokens*: provider credentials recognisable by their own prefix (``ghp_``, ``sk-ant-``,
  ``AKIA``, ...), wherever they occur;
* *credentials in context*: secrets that look like anything on their own (``hunter2``) and are
  recognised by where they sit -- a URL's user-info, an assignment to a secret-named variable, an
  ``Authorization`` header, a ``curl -u`` or ``docker login -p`` argument, a connection string,
  a query parameter, an ``.npmrc`` or ``.netrc`` line.

A pattern names the would-be secret with the group ``secret``; :func:`placeholders.is_placeholder`
judges that group for every detector, so ``<password>``, ``${TOKEN}`` or ``changeme`` are never
reported, whatever shape they sit in. A detector may add a check of its own (``accepts``).

Three properties the scanner and ``vault.classify`` rely on (keep them when adding a detector;
tests/detectors/test_scanner.py proves them): a pattern never matches across a line break (no
``\\s`` that could cross one: use ``[ \\t]``); every match contains one of its detector's
keywords, case-insensitively; and at an occurrence of one of them inside every match, the
detector's *gate* matches. A gate is a short, lookaround-free pattern that starts with the keyword
and takes what must follow it in any match (``token=`` plus a value character, ``AKIA`` plus
sixteen capitals, ``://host:``), matched at the keyword in the text (or, for a case-insensitive
detector, in the folded text, written in lower case): prose full of the words *token* or *key*
fails a gate within a few characters, so the full pattern runs only on the rare line where one
passed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import NamedTuple

from ecc_memory.detectors.placeholders import unquote

# Records are NamedTuples, not dataclasses: every save and hook process builds these classes,
# and a dataclass costs several times more to build.


class Finding(NamedTuple):
    """What a detector found: its name, the 1-based line and a fingerprint, never the value."""

    detector: str
    line: int
    fingerprint: str


def fingerprint(detector: str, value: str) -> str:
    # Imported here: loading OpenSSL's hashes costs a clean save ~2 ms, and only a finding
    # needs them.
    import hashlib

    return hashlib.sha256(f"{detector}\0{value}".encode()).hexdigest()[:16]


# Each detector's compiled pattern, by name (a NamedTuple has no room for a cached property).
_compiled: dict[str, re.Pattern[str]] = {}


class Detector(NamedTuple):
    name: str
    keywords: tuple[str, ...]
    source: tuple[str, int]  # the pattern and its flags, compiled on first use
    gate_source: tuple[str, bool]  # the gate (see above) and whether it reads folded text
    # A detector's own shape test on the secret, after the shared placeholder rule.
    accepts: Callable[[str], bool] | None = None

    @property
    def pattern(self) -> re.Pattern[str]:
        # Compiled when first needed: most processes (a save, a read) scan one short text that
        # wakes a few detectors, and compiling all of them would cost more than the scan.
        found = _compiled.get(self.name)
        if found is None:
            found = _compiled[self.name] = re.compile(*self.source)
        return found

    @property
    def gate(self) -> re.Pattern[str]:
        key = "\0gate:" + self.name
        found = _compiled.get(key)
        if found is None:
            found = _compiled[key] = re.compile(self.gate_source[0])
        return found

    @property
    def has_secret_group(self) -> bool:
        return "(?P<secret>" in self.source[0]


def fold_case(text: str) -> str:
    """Lower case, with the four letters that a pattern ignoring case equates with ASCII ones
    made ASCII: dotted capital I (U+0130, which ``str.lower`` would turn into two characters),
    dotless i (U+0131), long s (U+017F) and the Kelvin sign (U+212A). A keyword looked for in
    the folded text is found however such a pattern would match it, and the folded text has
    the same length as the text, so offsets carry over."""
    if text.isascii():
        return text.lower()
    folded = text.replace("\u0130", "i").lower()
    return folded.replace("\u0131", "i").replace("\u017f", "s")


def _rx(pattern: str, flags: int = 0) -> tuple[str, int]:
    return pattern, flags


def _gate(pattern: str, *, folded: bool = False) -> tuple[str, bool]:
    """A gate, matched in the text itself or (``folded``) in ``fold_case``'s text, where it is
    written in lower case and needs no ``re.I``: the same letters pass as the detector's
    case-insensitive pattern accepts, since ``fold_case`` folds them the same way."""
    return pattern, folded


_B = r"(?<![A-Za-z0-9_])"  # a token boundary that also holds at line starts and after a tab

TOKENS: tuple[Detector, ...] = (
    Detector(
        "anthropic-api-key",
        ("sk-ant-",),
        _rx(_B + r"sk-ant-[a-z]{3,6}\d{2}-(?P<secret>[A-Za-z0-9_-]{20,})"),
        _gate(r"sk-ant-[a-z]{3,6}\d{2}-[A-Za-z0-9_-]{20}"),
    ),
    Detector(
        "openai-project-key",
        ("sk-proj-", "sk-svcacct-", "sk-admin-"),
        _rx(_B + r"sk-(?:proj|svcacct|admin)-(?P<secret>[A-Za-z0-9_-]{20,})"),
        _gate(r"sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20}"),
    ),
    # Not an SSH key type such as sk-ecdsa-sha2-nistp256@openssh.com.
    Detector(
        "provider-api-key",
        ("sk-",),
        _rx(_B + r"sk-(?P<secret>[A-Za-z0-9_-]{16,})(?![A-Za-z0-9_@-])", re.I),
        _gate(r"sk-[a-z0-9_-]{16}", folded=True),
    ),
    Detector(
        "stripe-key",
        ("k_live_", "k_test_"),
        _rx(_B + r"[sr]k_(?:live|test)_(?P<secret>[A-Za-z0-9]{16,})"),
        _gate(r"k_(?:live|test)_[A-Za-z0-9]{16}"),
    ),
    Detector(
        "npm-token",
        ("npm_",),
        _rx(_B + r"npm_(?P<secret>[A-Za-z0-9]{20,})"),
        _gate(r"npm_[A-Za-z0-9]{20}"),
    ),
    Detector(
        "huggingface-token",
        ("hf_",),
        _rx(_B + r"hf_(?P<secret>[A-Za-z0-9]{20,})"),
        _gate(r"hf_[A-Za-z0-9]{20}"),
    ),
    Detector(
        "github-token",
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
        _rx(_B + r"gh[pousr]_(?P<secret>[A-Za-z0-9]{16,})"),
        _gate(r"gh[pousr]_[A-Za-z0-9]{16}"),
    ),
    Detector(
        "github-fine-grained-token",
        ("github_pat_",),
        _rx(_B + r"github_pat_(?P<secret>[A-Za-z0-9_]{16,})"),
        _gate(r"github_pat_[A-Za-z0-9_]{16}"),
    ),
    Detector(
        "gitlab-token",
        ("gl",),
        _rx(_B + r"gl(?:pat|dt|ptt|rt|cbt|oas|ft|imt|soat|agent)-(?P<secret>[A-Za-z0-9_-]{20,})"),
        _gate(r"gl(?:pat|dt|ptt|rt|cbt|oas|ft|imt|soat|agent)-[A-Za-z0-9_-]{20}"),
    ),
    Detector(
        "google-api-key",
        ("aiza",),
        _rx(_B + r"AIza(?P<secret>[A-Za-z0-9_-]{16,})"),
        _gate(r"AIza[A-Za-z0-9_-]{16}"),
    ),
    Detector(
        "slack-token",
        ("xox",),
        _rx(_B + r"xox[abeoprs]-(?P<secret>[A-Za-z0-9-]{10,})"),
        _gate(r"xox[abeoprs]-[A-Za-z0-9-]{10}"),
    ),
    Detector(
        "slack-webhook",
        ("hooks.slack.com",),
        _rx(r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/+-]{20,})"),
        _gate(r"hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/+-]{20}"),
    ),
    Detector(
        "aws-access-key",
        ("akia", "asia", "abia", "acca", "a3t"),
        _rx(
            r"(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])(?P<secret>[A-Z0-9]{16})"
            r"(?![A-Za-z0-9])"
        ),
        _gate(r"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}"),
    ),
    Detector(
        "private-key",
        ("private key",),
        _rx(r"-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----"),
        _gate(r"PRIVATE KEY(?: BLOCK)?-----"),
    ),
    Detector(
        "jwt",
        ("eyj",),
        _rx(_B + r"eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
        _gate(r"eyJ[A-Za-z0-9_-]{10,}\.eyJ"),
    ),
    Detector(
        "pypi-token",
        ("pypi-",),
        _rx(_B + r"pypi-AgE(?P<secret>[A-Za-z0-9_-]{50,})"),
        _gate(r"pypi-AgE[A-Za-z0-9_-]{50}"),
    ),
    Detector(
        "age-secret-key",
        ("age-secret-key-",),
        _rx(r"AGE-SECRET-KEY-1(?P<secret>[0-9A-Z]{58})"),
        _gate(r"AGE-SECRET-KEY-1[0-9A-Z]{58}"),
    ),
    Detector(
        "digitalocean-token",
        ("_v1_",),
        _rx(_B + r"do[por]_v1_(?P<secret>[a-f0-9]{64})"),
        _gate(r"_v1_[a-f0-9]{64}"),
    ),
    Detector(
        "vault-token",
        ("hvs.",),
        _rx(_B + r"hvs\.(?P<secret>[A-Za-z0-9_-]{90,})"),
        _gate(r"hvs\.[A-Za-z0-9_-]{90}"),
    ),
    Detector(
        "databricks-token",
        ("dapi",),
        _rx(_B + r"dapi(?P<secret>[a-f0-9]{32})"),
        _gate(r"dapi[a-f0-9]{32}"),
    ),
    Detector(
        "sendgrid-key",
        ("sg.",),
        _rx(_B + r"SG\.(?P<secret>[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})"),
        _gate(r"SG\.[A-Za-z0-9_-]{22}\."),
    ),
    Detector(
        "azure-storage-key",
        ("accountkey=",),
        _rx(r"AccountKey=(?P<secret>[A-Za-z0-9+/]{80,}={0,2})"),
        _gate(r"AccountKey=[A-Za-z0-9+/]{80}"),
    ),
)

# -- credentials in context ------------------------------------------------------------------

# A value as written after "=" or ":": quoted (the quotes are part of the group; the placeholder
# rule removes them) or bare up to whitespace, a quote or a shell separator.
_QUOTED = r""""[^"\n]{1,256}"|'[^'\n]{1,256}'"""
_VALUE = rf"(?P<secret>{_QUOTED}|[^\s\"'`;&|]{{1,256}})"
# Before a quoted value the separator may carry spaces (``password = "x"``, ``token: 'x'``); a
# bare value must follow "=" directly, the .env form (``password = hashed`` is code).
_ASSIGN = r"""(?:=|[ \t]*(?:=>|:=|[:=])[ \t]*(?=["']))"""

# Uppercase variable names that hold secrets, by their last word: PGPASSWORD, DB_PASSWORD,
# AWS_SECRET_ACCESS_KEY, GITHUB_TOKEN, OPENAI_API_KEY, REDISCLI_AUTH, ... (not *_CREDENTIALS:
# GOOGLE_APPLICATION_CREDENTIALS and its kind hold a file path).
_ENV_NAME = (
    r"(?:PASSWORD|PASSWD|PASSPHRASE|SECRET|TOKEN|_PASS|_AUTH"
    r"|(?:API|ACCESS|SECRET|PRIVATE|SIGNING|ENCRYPTION|MASTER|ACCOUNT|AUTH|LICENSE)_?KEY"
    r"|SECRET_KEY_BASE)"
)
# The same words in keys of any case, for quoted values in code and config files.
_KEY_NAME = (
    r"(?:password|passwd|passphrase|secret|token"
    r"|(?:api|access|secret|private|signing|encryption|master|auth|client)[_-]?(?:key|secret))"
)
# In connection strings and argument lists a comma ends the value as well.
_PARAMETER_VALUE = rf"(?P<secret>{_QUOTED}|[^\s\"'`;&|,]{{1,256}})"
_URL_VALUE = r"(?P<secret>[^\s&#\"'<>`]{1,512})"


def _not_a_port(secret: str) -> bool:
    """``host:8080/path@x`` (or a multi-host ``host:123,host2``) has the URL shape of
    ``user:password@host``; a port is no password."""
    return re.match(r"\d{1,5}(?:[/?#,]|$)", secret) is None


# Values that have a password's classes of characters but are something else: a version
# (v2.1.0-rc1), a dotted name (self.pwd2), a path (config/db1.yml), an e-mail address.
_NOT_A_PASSWORD = re.compile(
    r"v?\d+(?:\.\d+)+(?:[-+.][\w.]+)?|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+"
    r"|(?:[\w.-]+/)+[\w.-]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
)


def _credential_shaped(secret: str) -> bool:
    """A bare value after "password:" that looks chosen or generated as one
    (``Tr0ub4dor&3xyz``), not a word of prose: eight characters or more with a digit, and mixed
    case or a symbol beside the letters; never a path, a URL, a version or a dotted name."""
    value = unquote(secret)
    if not 8 <= len(value) <= 128 or value[0] in "~./\\" or "://" in value:
        return False
    if _NOT_A_PASSWORD.fullmatch(value):
        return False
    lower = any(char.islower() for char in value)
    upper = any(char.isupper() for char in value)
    symbol = not value.isalnum()
    digit = any(char.isdigit() for char in value)
    return digit and ((lower and upper) or (symbol and (lower or upper)))


def _opaque(secret: str) -> bool:
    """A header value that is a token, not prose: eight characters or more, with a digit, a
    base64 symbol or mixed case (``Authorization: Bearer header`` is a sentence)."""
    if len(secret) < 8:
        return False
    mixed = secret.lower() != secret and secret.upper() != secret
    return mixed or any(char.isdigit() or char in "+/=" for char in secret)


# What gates share: the separators of an assignment (``_ASSIGN`` without its lookahead, which
# is then the quote itself) and a value's first character.
_ASSIGN_GATE = r"""(?:=|[ \t]*(?:=>|:=|[:=])[ \t]*["'])"""

CREDENTIALS: tuple[Detector, ...] = (
    Detector(
        "url-credentials",
        ("://",),
        _rx(
            r"[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s:/?#@\"'<>]{0,64}"
            r":(?P<secret>[^\s@\"'<>]{1,256})@(?=[A-Za-z0-9\[])"
        ),
        _gate(r"://[^\s:/?#@\"'<>]{0,64}:[^\s@\"'<>]{1,256}@"),
        _not_a_port,
    ),
    Detector(
        "env-assignment",
        ("pass", "secret", "token", "_auth", "key"),
        _rx(r"(?<![a-z])" + _ENV_NAME + r"(?![A-Za-z0-9_])" + _ASSIGN + _VALUE),
        # From the keyword to the end of the upper-case name, then the separator.
        _gate(r"(?:PASS|SECRET|TOKEN|_AUTH|KEY)[A-Z_]*" + _ASSIGN_GATE),
    ),
    Detector(
        "password-parameter",
        ("pass",),
        _rx(r"(?<![A-Za-z0-9_.])(?:password|passwd)" + _ASSIGN + _PARAMETER_VALUE, re.I),
        _gate(r"passw(?:or)?d" + _ASSIGN_GATE, folded=True),
    ),
    Detector(
        "quoted-secret-assignment",
        ("pass", "secret", "token", "key"),
        _rx(
            _KEY_NAME + r"""(?![A-Za-z0-9_])["']?[ \t]*(?:=>|:=|[:=])[ \t]*"""
            rf"(?P<secret>{_QUOTED})",
            re.I,
        ),
        # Every key name ends in one of these words (api_key, client_secret, ...).
        _gate(
            r"""(?:pass(?:word|wd|phrase)|secret|token|key)["']?[ \t]*(?:=>|:=|[:=])[ \t]*["']""",
            folded=True,
        ),
    ),
    Detector(
        "query-credential",
        # Every parameter ends in one of these (x-amz-signature= in "signature=").
        ("key=", "token=", "secret=", "password=", "passwd=", "sig=", "signature="),
        _rx(
            r"(?:^|(?<=[?&;\s\"']))(?:api[_-]?key|apikey|access[_-]?token|auth[_-]?token"
            r"|refresh[_-]?token|id[_-]?token|private[_-]?token|token|client[_-]?secret|secret"
            r"|password|passwd|sig|x-amz-signature|x-amz-security-token)=" + _URL_VALUE,
            re.I | re.M,
        ),
        _gate(r"(?:key|token|secret|password|passwd|sig|signature)=[^\s&#\"'<>`]", folded=True),
    ),
    Detector(
        "http-auth-header",
        ("authorization", "api-key", "auth-token", "private-token", "access-token"),
        _rx(
            r"(?:(?:proxy-)?authorization|x-api-key|api-key|x-auth-token|private-token"
            r"|x-access-token)[\"']?[ \t]*[:=][ \t]*[\"']?"
            r"(?:(?:bearer|basic|token|bot|apikey|sso-key|key)[ \t]+)?"
            r"(?P<secret>[A-Za-z0-9._~+/=:-]{1,512})",
            re.I,
        ),
        _gate(
            r"(?:authorization|api-key|auth-token|private-token|access-token)[\"']?[ \t]*[:=]",
            folded=True,
        ),
        _opaque,
    ),
    Detector(
        "curl-credentials",
        ("curl",),
        _rx(
            r"\bcurl\b[^\n]*?(?<![\w-])(?:-u|--user)(?:[ \t]*|=)[\"']?"
            r"[^\s:\"']*:(?P<secret>[^\s\"']{1,256})"
        ),
        _gate(r"curl[^\n]*?-(?:u|-user)"),
    ),
    Detector(
        "registry-login-password",
        ("login",),
        _rx(
            r"\b(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \t]+registry)[ \t]+login\b"
            r"[^\n]*?(?<![\w-])(?:-p|--password)(?:[ \t]+|=)" + _VALUE
        ),
        _gate(r"login[^\n]*?-(?:p|-password)"),
    ),
    Detector(
        "command-line-password",
        ("mysql", "sshpass", "redis-cli"),
        _rx(
            r"\b(?:(?:mysql|mysqldump|mysqladmin)\b[^\n]*?(?<![\w-])-p(?=[^\s-])"
            r"|sshpass[ \t]+-p[ \t]*|redis-cli\b[^\n]*?(?<![\w-])-a[ \t]+)" + _VALUE
        ),
        _gate(r"mysql[^\n]*?-p[^\s-]|sshpass[ \t]+-p|redis-cli[^\n]*?-a[ \t]"),
    ),
    Detector(
        "npmrc-auth",
        ("_auth", "_password"),
        _rx(r"(?<![A-Za-z0-9])_(?:authToken|auth|password)[ \t]*=[ \t]*" + _VALUE),
        _gate(r"_(?:authToken|auth|password)[ \t]*="),
    ),
    # The shape agents write in notes: "password: Tr0ub4dor&3xyz", "the password is ...". A
    # bare value after ":", a spaced "=" or "is" (quoted values and "password=x" are the
    # detectors above), reported only when it is credential-shaped.
    Detector(
        "password-value",
        ("pass", "pwd"),
        _rx(
            r"(?<![A-Za-z0-9_.-])(?:password|passwd|passphrase|pwd)s?"
            r"(?:[ \t]*:[ \t]*|[ \t]*=[ \t]+|[ \t]+=[ \t]*|[ \t]+is[ \t]+)"
            r"(?P<secret>[^\s\"'<>]{8,128})",
            re.I,
        ),
        _gate(
            r"(?:pass(?:word|wd|phrase)|pwd)s?"
            r"(?:[ \t]*:[ \t]*|[ \t]*=[ \t]+|[ \t]+=[ \t]*|[ \t]+is[ \t]+)[^\s\"'<>]{8}",
            folded=True,
        ),
        _credential_shaped,
    ),
    Detector(
        "netrc-password",
        # Every match starts with one of these; "password" alone is everywhere in prose.
        ("machine", "default"),
        _rx(
            r"\b(?:machine[ \t]+\S+|default)(?:[ \t]+(?:login|account)[ \t]+\S+)*"
            r"[ \t]+password[ \t]+(?P<secret>\S{1,256})"
        ),
        _gate(
            r"(?:machine[ \t]+\S+|default)(?:[ \t]+(?:login|account)[ \t]+\S+)*"
            r"[ \t]+password[ \t]+\S"
        ),
    ),
)

PACK: tuple[Detector, ...] = TOKENS + CREDENTIALS
