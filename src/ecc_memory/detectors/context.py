"""Credentials in context: secrets that look like anything on their own (``hunter2``) and are
recognised by where they sit -- a URL's user-info, an assignment to a secret-named variable, an
``Authorization`` header, a ``curl -u`` or ``docker login -p`` argument, a connection string, a
query parameter, an ``.npmrc`` or ``.netrc`` line, a key named next to its provider, or a
credential word followed by a generated value in a sentence. Where the shape alone cannot tell,
the words around the value carry the judgement, and the value must look generated."""

from __future__ import annotations

import re

from ecc_memory.detectors.detector import Detector, gate, looks_random, rx
from ecc_memory.detectors.placeholders import unquote

# A value as written after "=" or ":": quoted (the quotes are part of the group; the placeholder
# rule removes them) or bare up to whitespace, a quote or a shell separator.
_QUOTED = r""""[^"\n]{1,256}"|'[^'\n]{1,256}'"""
_VALUE = rf"(?P<secret>{_QUOTED}|[^\s\"'`;&|]{{1,256}})"
# In a .env line only whitespace or a quote ends a bare value: generated passwords hold ";",
# "|" and "&" (a trailing ";" of "export X=y;" is sentence punctuation to ``unquote``).
_ENV_VALUE = rf"(?P<secret>{_QUOTED}|[^\s\"'`]{{1,256}})"
# Before a quoted value the separator may carry spaces (``password = "x"``, ``token: 'x'``); a
# bare value must follow "=" directly, the .env form (``password = hashed`` is code).
_ASSIGN = r"""(?:=|[ \t]{0,8}(?:=>|:=|[:=])[ \t]{0,8}(?=["']))"""

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
    r"|(?:api|access|secret|private|signing|encryption|master|auth|client|app)[_-]?(?:key|secret))"
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


def _generated_secret(secret: str) -> bool:
    """A generated value that is not one its provider publishes as public: Stripe's
    publishable keys (``pk_test_``, ``pk_live_``) go into web pages by design."""
    return looks_random(secret) and re.match(r"[\"'`]?pk_(?:test|live)_", secret) is None


def _sentence_secret(secret: str) -> bool:
    """A value named a credential in a sentence: generated-looking, and not a path, a URL, a
    version, a dotted name or an e-mail address."""
    value = unquote(secret)
    if value[0] in "~./\\" or "://" in value or _NOT_A_PASSWORD.fullmatch(value):
        return False
    # A generated credential of this length nearly always holds a digit; an identifier in
    # prose (``skLearnPipeline``, ``PasswordResetForm``) rarely does.
    if not any(char.isdigit() for char in value):
        return False
    return _generated_secret(value)


def _opaque(secret: str) -> bool:
    """A header value that is a token, not prose: eight characters or more, with a digit, a
    base64 symbol or mixed case (``Authorization: Bearer header`` is a sentence)."""
    if len(secret) < 8:
        return False
    mixed = secret.lower() != secret and secret.upper() != secret
    return mixed or any(char.isdigit() or char in "+/=" for char in secret)


# The line above a manifest's ``value:`` ends in a ``name:`` (any quoting or markup before it)
# that names a secret: an environment variable (``DB_PASSWORD``) or a key (``clientSecret``).
_NAMED_ABOVE = re.compile(
    r"(?<![A-Za-z0-9_-])name[ \t]{0,4}:[ \t]{0,8}[\"']?(?:[A-Za-z0-9_.-]{0,60}(?<![a-z])"
    + _ENV_NAME
    + r"|(?i:[A-Za-z0-9_.-]{0,60}?"
    + _KEY_NAME
    + r"))[\"']?[ \t]{0,8}\r?\n[ \t]{0,40}$"
)


def _named_above(match: re.Match[str]) -> bool:
    """Whether the line before ``match``'s line ends by naming a secret (read at most 200
    characters back: the cost is bounded whatever the lines' length)."""
    text = match.string
    line_start = text.rfind("\n", 0, match.start()) + 1
    if line_start == 0:
        return False
    return _NAMED_ABOVE.search(text, max(0, line_start - 200), match.start()) is not None


# What gates share: the separators of an assignment (``_ASSIGN`` without its lookahead, which
# is then the quote itself) and a value's first character.
_ASSIGN_GATE = r"""(?:=|[ \t]{0,8}(?:=>|:=|[:=])[ \t]{0,8}["'])"""

# Providers whose keys have no prefix of their own (or are often pasted without it), as people
# name them next to the key.
_PROVIDERS = "|".join(
    (
        "datadog",
        "twilio",
        "sendgrid",
        "mailgun",
        "mailchimp",
        "algolia",
        "heroku",
        "cloudflare",
        "digital ?ocean",
        "linear",
        "airtable",
        "asana",
        "atlassian",
        "jira",
        "confluence",
        "bitbucket",
        "circle ?ci",
        "travis",
        "netlify",
        "vercel",
        "fastly",
        "pagerduty",
        "okta",
        "auth0",
        "firebase",
        "supabase",
        "pinecone",
        "cohere",
        "mistral",
        "replicate",
        "together",
        "elevenlabs",
        "deepgram",
        "assembly ?ai",
        "openai",
        "anthropic",
        "claude",
        "groq",
        "perplexity",
        "hugging ?face",
        "stripe",
        "paypal",
        "braintree",
        "square",
        "plaid",
        "shopify",
        "zendesk",
        "intercom",
        "hubspot",
        "salesforce",
        "segment",
        "mixpanel",
        "amplitude",
        "sentry",
        "new ?relic",
        "grafana",
        "dynatrace",
        "splunk",
        "snyk",
        "sonar(?:qube|cloud)?",
        "dropbox",
        "telegram",
        "discord",
        "github",
        "gitlab",
        "npm",
        "docker(?: ?hub)?",
        "azure",
        "aws",
        "amazon",
        "gcp",
        "google",
        "open ?weather(?:map)?",
        "mapbox",
        "twitch",
        "spotify",
        "terraform",
        "doppler",
        "postman",
        "contentful",
        "buildkite",
        "rollbar",
        "bugsnag",
        "loggly",
        "newsapi",
        "notion",
        "slack",
        "jenkins",
        "artifactory",
        "jfrog",
        "nexus",
        "vonage",
        "nexmo",
        "pusher",
        "ably",
        "mapquest",
        "ipinfo",
        "shodan",
        "virustotal",
        "coinbase",
        "binance",
        "alchemy",
        "infura",
        "etherscan",
        "gemini",
        "deepseek",
        "openrouter",
        "fireworks",
        "cerebras",
        "voyage",
        "jina",
        "serpapi",
        "tavily",
        "brevo",
        "sendinblue",
        "postmark",
        "mailjet",
        "sparkpost",
        "resend",
        "clerk",
        "neon",
        "planetscale",
        "upstash",
        "railway",
        "render",
        "fly\\.io",
        "hetzner",
        "linode",
        "vultr",
        "scaleway",
        "ovh",
        "backblaze",
        "wasabi",
        "cloudinary",
        "imgix",
        "contentstack",
        "sanity",
        "storyblok",
    )
)
# Between a credential word and its value: ":", "=", "is", "was", or (after a provider's
# name) plain spaces; then an optional quote.
_SAID = (
    r"""[\"']?(?:[ \t]{0,4}(?:[:=]|=>|->|:=)[ \t]{0,4}|[ \t]{1,4}(?:is|was)[ \t]{1,4}|[ \t]{1,4})"""
)
_SAID_GATE = (
    r"""[\"']?(?:[ \t]{0,4}(?:[:=]|=>|->|:=)[ \t]{0,4}|[ \t]{1,4}(?:is|was)[ \t]{1,4}|[ \t]{1,4})"""
    r"""[\"'`]?[a-z0-9_+/=.~-]{16}"""
)
# A value that may be generated: 16 to 256 token characters, ending at a boundary.
_GENERATED = r"""[\"'`]?(?P<secret>[A-Za-z0-9_+/=.~-]{16,256})(?![A-Za-z0-9_+/=~-])"""

# Between "password" and a bare value: ":", a spaced "=", or "is".
_PASSWORD_SAID = (
    r"(?:[ \t]{0,8}:[ \t]{0,8}|[ \t]{0,8}=[ \t]{1,8}|[ \t]{1,8}=[ \t]{0,8}|[ \t]{1,8}is[ \t]{1,8})"
)

# Command-line flags that take a credential.
_FLAGS = (
    "--token",
    "--password",
    "--passwd",
    "--api-key",
    "--api_key",
    "--apikey",
    "--secret",
    "--access-token",
    "--access_token",
    "--auth-token",
    "--auth_token",
    "--client-secret",
    "--client_secret",
)

CREDENTIALS: tuple[Detector, ...] = (
    Detector(
        "url-credentials",
        ("://",),
        rx(
            r"[A-Za-z][A-Za-z0-9+.-]{1,20}://[^\s:/?#@\"'<>]{0,64}"
            r":(?P<secret>[^\s@\"'<>]{1,256})@(?=[A-Za-z0-9\[])"
        ),
        gate(r"://[^\s:/?#@\"'<>]{0,64}:[^\s@\"'<>]{1,256}@"),
        _not_a_port,
    ),
    Detector(
        "env-assignment",
        ("pass", "secret", "token", "_auth", "key"),
        rx(r"(?<![a-z])" + _ENV_NAME + r"(?![A-Za-z0-9_])" + _ASSIGN + _ENV_VALUE),
        # From the keyword to the end of the upper-case name, then the separator.
        gate(r"(?:PASS|SECRET|TOKEN|_AUTH|KEY)[A-Z_]{0,16}" + _ASSIGN_GATE),
    ),
    Detector(
        "password-parameter",
        ("pass",),
        rx(r"(?<![A-Za-z0-9_.])(?:password|passwd)" + _ASSIGN + _PARAMETER_VALUE, re.I),
        gate(r"passw(?:or)?d" + _ASSIGN_GATE, folded=True),
    ),
    Detector(
        "quoted-secret-assignment",
        ("pass", "secret", "token", "key"),
        rx(
            _KEY_NAME + r"""(?![A-Za-z0-9_])["']?[ \t]{0,8}(?:=>|:=|[:=])[ \t]{0,8}"""
            rf"(?P<secret>{_QUOTED})",
            re.I,
        ),
        # Every key name ends in one of these words (api_key, client_secret, ...).
        gate(
            r"""(?:pass(?:word|wd|phrase)|secret|token|key)["']?"""
            r"""[ \t]{0,8}(?:=>|:=|[:=])[ \t]{0,8}["']""",
            folded=True,
        ),
    ),
    Detector(
        "query-credential",
        # Every parameter ends in one of these (x-amz-signature= in "signature=").
        ("key=", "token=", "secret=", "password=", "passwd=", "sig=", "signature="),
        rx(
            r"(?:^|(?<=[?&;\s\"']))(?:api[_-]?key|apikey|access[_-]?token|auth[_-]?token"
            r"|refresh[_-]?token|id[_-]?token|private[_-]?token|token|client[_-]?secret|secret"
            r"|password|passwd|sig|x-amz-signature|x-amz-security-token)=" + _URL_VALUE,
            re.I | re.M,
        ),
        gate(r"(?:key|token|secret|password|passwd|sig|signature)=[^\s&#\"'<>`]", folded=True),
    ),
    Detector(
        "http-auth-header",
        ("authorization", "api-key", "auth-token", "private-token", "access-token"),
        rx(
            r"(?:(?:proxy-)?authorization|x-api-key|api-key|x-auth-token|private-token"
            r"|x-access-token)[\"']?[ \t]{0,8}[:=][ \t]{0,8}[\"']?"
            r"(?:(?:bearer|basic|token|bot|apikey|sso-key|sharedkey(?:lite)?|key)[ \t]{1,8})?"
            r"(?P<secret>[A-Za-z0-9._~+/=:-]{1,512})",
            re.I,
        ),
        gate(
            r"(?:authorization|api-key|auth-token|private-token|access-token)[\"']?[ \t]{0,8}[:=]",
            folded=True,
        ),
        _opaque,
    ),
    Detector(
        "curl-credentials",
        ("curl",),
        rx(
            r"\bcurl\b[^\n]{0,256}?(?<![\w-])(?:-u|--user)(?:[ \t]{0,8}|=)[\"']?"
            r"(?P<whole>[^\s:\"']{0,128}:(?P<secret>[^\s\"']{1,256}))"
        ),
        gate(r"curl[^\n]{0,256}?-(?:u|-user)"),
    ),
    Detector(
        "registry-login-password",
        ("login",),
        rx(
            r"\b(?:docker|podman|nerdctl|buildah|skopeo|oras|helm[ \t]{1,8}registry)"
            r"[ \t]{1,8}login\b"
            r"[^\n]{0,256}?(?<![\w-])(?:-p|--password)(?:[ \t]{1,8}|=)" + _VALUE
        ),
        gate(r"login[^\n]{0,256}?-(?:p|-password)"),
    ),
    Detector(
        "command-line-password",
        ("mysql", "sshpass", "redis-cli"),
        rx(
            r"\b(?:(?:mysql|mysqldump|mysqladmin)\b[^\n]{0,256}?(?<![\w-])-p(?=[^\s-])"
            r"|sshpass[ \t]{1,8}-p[ \t]{0,8}|redis-cli\b[^\n]{0,256}?(?<![\w-])-a[ \t]{1,8})"
            + _VALUE
        ),
        gate(r"mysql[^\n]{0,256}?-p[^\s-]|sshpass[ \t]{1,8}-p|redis-cli[^\n]{0,256}?-a[ \t]"),
    ),
    Detector(
        "npmrc-auth",
        ("_auth", "_password"),
        rx(r"(?<![A-Za-z0-9])_(?:authToken|auth|password)[ \t]{0,8}=[ \t]{0,8}" + _VALUE),
        gate(r"_(?:authToken|auth|password)[ \t]{0,8}="),
    ),
    # The shape agents write in notes: "password: Tr0ub4dor&3xyz", "the password is ...". A
    # bare value after ":", a spaced "=" or "is" (quoted values and "password=x" are the
    # detectors above), reported only when it is credential-shaped.
    Detector(
        "password-value",
        ("pass", "pwd"),
        rx(
            r"(?<![A-Za-z0-9_.-])(?:password|passwd|passphrase|pwd)s?"
            + _PASSWORD_SAID
            + r"(?P<secret>[^\s\"'<>]{8,128})",
            re.I,
        ),
        gate(
            r"(?:pass(?:word|wd|phrase)|pwd)s?" + _PASSWORD_SAID + r"[^\s\"'<>]{8}",
            folded=True,
        ),
        _credential_shaped,
    ),
    Detector(
        "netrc-password",
        # Every match starts with one of these; "password" alone is everywhere in prose.
        ("machine", "default"),
        rx(
            r"\b(?:machine[ \t]{1,8}\S{1,128}|default)"
            r"(?:[ \t]{1,8}(?:login|account)[ \t]{1,8}\S{1,128}){0,3}"
            r"[ \t]{1,8}password[ \t]{1,8}(?P<secret>\S{1,256})"
        ),
        gate(r"(?:machine[ \t]{1,8}\S{1,128}|default)[ \t]{1,8}(?:login|account|password)[ \t]"),
    ),
    # A key named next to its provider, in notes and chat: "the Datadog API key is 3f9c...",
    # "Twilio auth token: ...". The provider's name and a credential word carry the judgement;
    # the value must look generated.
    Detector(
        "provider-named-key",
        ("key", "token", "secret", "pass"),
        rx(
            rf"(?<![A-Za-z0-9])(?:{_PROVIDERS})(?![A-Za-z0-9])[^\n]{{0,40}}?(?<![A-Za-z0-9])"
            r"(?:[a-z]{1,12}[ _-]?)?(?:key|token|secret|password)s?(?![A-Za-z0-9])"
            + _SAID
            + _GENERATED,
            re.I,
        ),
        gate(r"(?:key|token|secret|credential|password)s?" + _SAID_GATE, folded=True),
        _generated_secret,
    ),
    # A credential word and a generated value, with ":", "=", "is" or "was" between them
    # (YAML and INI lines unquoted, "my access token is ..." in a sentence). A bare "key" is no
    # credential word here (cache keys, sort keys); compound names are (api key, secret key),
    # also at the end of a longer name (acme_api_key:), a bare token or secret only alone
    # (page_token= holds a cursor).
    Detector(
        "keyword-value",
        ("key", "token", "secret", "credential"),
        rx(
            r"(?:(?<![A-Za-z0-9])(?:api|access|secret|private|auth|client|signing|app|bot|bearer"
            r"|session|refresh|personal[ _-]access|service[ _-]account|master|license)[ _.-]?"
            r"(?:key|token|secret)|(?<![A-Za-z0-9_])(?:token|secret|credential))s?[\"']?"
            r"(?:[ \t]{0,4}(?:[:=]|=>|->|:=)[ \t]{0,4}|[ \t]{1,4}(?:is|was)[ \t]{1,4})"
            + _GENERATED,
            re.I,
        ),
        # The gate provider-named-key has too (a relaxation of both): one test serves both.
        gate(r"(?:key|token|secret|credential|password)s?" + _SAID_GATE, folded=True),
        looks_random,
    ),
    # A credential flag and its value as a program's arguments are logged or listed:
    # ``args=['--token', 'v']``, ``--api-key v``; the value must look generated.
    Detector(
        "argument-credential",
        _FLAGS,
        rx(
            r"(?<![\w-])--(?:" + "|".join(flag[2:] for flag in _FLAGS) + r")[\"']?"
            r"(?:[ \t]{0,4},[ \t]{0,4}[\"']|[ \t]{1,4}[\"']?|=[\"']?)"
            r"(?P<secret>[A-Za-z0-9_+/=.~:-]{12,256})(?![A-Za-z0-9_+/=~-])"
        ),
        gate(
            r"--(?:" + "|".join(flag[2:] for flag in _FLAGS) + r")[\"']?"
            r"(?:[ \t]{0,4},[ \t]{0,4}[\"']|[ \t]{1,4}|=)"
        ),
        looks_random,
    ),
    # A manifest's environment list names the variable on one line and sets it on the next
    # (Kubernetes ``env:``, Compose, CI ``variables:``): ``- name: DB_PASSWORD`` then
    # ``value: "..."``. The pattern takes the ``value:`` line; the line before it must name a
    # secret (``_named_above``), so ``value: debug`` under ``- name: LOG_LEVEL`` is nothing.
    Detector(
        "manifest-env-credential",
        ("value",),
        rx(r"(?<![A-Za-z0-9_-])value[ \t]{0,4}:[ \t]{0,8}" + _VALUE),
        gate(r"value[ \t]{0,4}:[ \t]{0,8}\S"),
        in_context=_named_above,
    ),
    # A credential named in a sentence and its value a few words later: "the root password on
    # db-2 is ...", "the deploy key was rotated to ...", "Login for the portal is user / ...".
    # The words between are bounded (80 characters of one clause: no ";", "!", "?" or a full
    # stop between); the value must look generated and hold a digit.
    # Last in the pack: a value an earlier detector claimed is not reported twice.
    Detector(
        "sentence-credential",
        ("pass", "secret", "token", "key", "credential", "login"),
        rx(
            r"(?<![A-Za-z0-9_])(?:password|passwd|passphrase|secret|token"
            r"|(?:api|access|deploy|signing|private|master|license|ssh|secret)[ _-]?key|apikey"
            r"|credentials?|login)s?(?![A-Za-z0-9])(?:[^\n;!?.]|\.(?=\S)){0,80}?"
            r"(?:[ \t]{1,4}(?:is|was|to|now|are|became)[ \t]{1,4}|[ \t]{0,4}[:=][ \t]{0,4})"
            r"(?:[^\s/]{1,64}[ \t]{1,3}/[ \t]{1,3})?"
            r"[\"'`]?(?P<secret>(?=[A-Za-z0-9_+/=.~!@#$%^&*-]{0,127}\d)"
            r"[A-Za-z0-9_+/=.~!@#$%^&*-]{12,128})(?![A-Za-z0-9_+/=~-])",
            re.I,
        ),
        # Up to the value's first digit: most sentences naming a credential go on in words.
        gate(
            r"(?:pass|secret|token|key|credential|login)[^\n;!?]{0,80}?"
            r"(?:[ \t](?:is|was|to|now|are|became)[ \t]{1,4}|[ \t]{0,4}[:=][ \t]{0,4})"
            r"(?:[^\s/]{1,64}[ \t]{1,3}/[ \t]{1,3})?[\"'`]?[a-z0-9_+/=.~!@#$%^&*-]{0,127}?\d",
            folded=True,
        ),
        _sentence_secret,
    ),
)
