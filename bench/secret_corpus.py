"""A labelled corpus for secret scanners, generated from providers' published token formats.

Every value is made here at run time from a seeded generator, following the shape each provider
documents for its credentials (prefix, length, alphabet); nothing is taken from another
scanner's rules or test data. Three parts:

* **positives**: a credential of every family (prefixed provider tokens, AWS key pairs, private
  keys, JWTs, keys without a prefix named next to their provider, passwords in URLs, ``curl -u``
  and ``.env`` lines) placed in several contexts: bare, inside a prose sentence, an ``.env``
  line, JSON and YAML config, a ``~/.aws/credentials`` line, a URL, a ``curl -u`` command, next
  to a provider's name;
* **negatives**: credential-shaped text that holds no credential: masked tokens, placeholders
  and templates, identifiers that share a prefix, URLs without credentials, empty key blocks,
  hashes, UUIDs, public keys, configuration that names secrets without holding one;
* **prose**: paragraphs of ordinary engineering notes, dense with the words scanners key on
  (token, key, secret, password, login, curl, URLs, hashes, versions), for a false-positive
  rate on text people write every day.

    from secret_corpus import corpus
    samples = corpus(seed=31, prose=10_000)
"""

from __future__ import annotations

import base64
import json
import random
import string
import uuid
from collections.abc import Callable, Iterator
from typing import NamedTuple

ALNUM = string.ascii_letters + string.digits
UPPER = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64URL = ALNUM + "-_"
B64 = ALNUM + "+/"
SYMBOLS = "!#$%&*+-.=?@^_~:,;/()[]{}<>|"


class Sample(NamedTuple):
    kind: str  # "positive", "negative" or "prose"
    family: str
    context: str
    text: str


def _pick(rng: random.Random, alphabet: str, n: int) -> str:
    return "".join(rng.choice(alphabet) for _ in range(n))


def _b64json(rng: random.Random, payload: dict[str, object]) -> str:
    raw = json.dumps(payload, separators=(",", ":")).encode()
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")


def _password(rng: random.Random) -> str:
    """A generated password: 16-30 characters of letters, digits and symbols."""
    length = rng.randint(16, 30)
    chars = [rng.choice(ALNUM + SYMBOLS) for _ in range(length)]
    chars[rng.randrange(length)] = rng.choice(string.digits)
    chars[rng.randrange(length)] = rng.choice(string.ascii_lowercase)
    return "".join(chars)


def _url_password(rng: random.Random) -> str:
    """A password as it sits in a URL's user-info (no "@", ":", "/" or "#")."""
    return "".join(rng.choice(ALNUM + "!$&*+-.=_~") for _ in range(rng.randint(12, 28)))


# family -> (value maker, .env name, config key, provider word used in prose)
Maker = Callable[[random.Random], str]


def _jwt(rng: random.Random) -> str:
    header = _b64json(rng, {"alg": "HS256", "typ": "JWT"})
    payload = _b64json(
        rng, {"sub": str(rng.randint(10**6, 10**9)), "iat": rng.randint(1.6e9, 1.8e9)}
    )
    return f"{header}.{payload}.{_pick(rng, B64URL, 43)}"


def _sentry_org(rng: random.Random) -> str:
    body = _b64json(rng, {"iat": rng.randint(1.6e9, 1.8e9), "url": "https://sentry.io",
                          "org": _pick(rng, string.ascii_lowercase, 8)})  # fmt: skip
    return f"sntrys_{body}_{_pick(rng, B64, 43)}"


def _pem(rng: random.Random, kind: str = "RSA ") -> str:
    lines = [_pick(rng, B64, 64) for _ in range(rng.randint(3, 6))]
    body = "\n".join(["MIIEpAIBAAKCAQEA" + lines[0][16:], *lines[1:]])
    return f"-----BEGIN {kind}PRIVATE KEY-----\n{body}\n-----END {kind}PRIVATE KEY-----"


FAMILIES: dict[str, tuple[Maker, str, str, str]] = {
    "anthropic": (lambda r: "sk-ant-api03-" + _pick(r, B64URL, 93) + "AA", "ANTHROPIC_API_KEY",
                  "anthropic_api_key", "Anthropic"),
    "openai-project": (lambda r: "sk-proj-" + _pick(r, B64URL, r.randint(48, 120)),
                       "OPENAI_API_KEY", "openai_api_key", "OpenAI"),
    "openai-legacy": (lambda r: "sk-" + _pick(r, ALNUM, 20) + "T3BlbkFJ" + _pick(r, ALNUM, 20),
                      "OPENAI_API_KEY", "openai_key", "OpenAI"),
    "stripe-secret": (lambda r: "sk_live_" + _pick(r, ALNUM, r.choice((24, 99))),
                      "STRIPE_SECRET_KEY", "stripe_secret_key", "Stripe"),
    "stripe-restricted": (lambda r: r.choice(("rk_live_", "rk_prod_")) + _pick(r, ALNUM, 24),
                          "STRIPE_RESTRICTED_KEY", "stripe_key", "Stripe"),
    "npm": (lambda r: "npm_" + _pick(r, ALNUM, 36), "NPM_TOKEN", "npm_token", "npm"),
    "huggingface": (lambda r: "hf_" + _pick(r, string.ascii_letters, 34), "HF_TOKEN", "hf_token",
                    "Hugging Face"),
    "github-classic": (lambda r: r.choice(("ghp_", "gho_", "ghu_", "ghs_", "ghr_"))
                       + _pick(r, ALNUM, 36), "GITHUB_TOKEN", "github_token", "GitHub"),
    "github-fine-grained": (lambda r: "github_pat_" + _pick(r, ALNUM, 22) + "_"
                            + _pick(r, ALNUM, 59), "GH_TOKEN", "github_pat", "GitHub"),
    "gitlab": (lambda r: r.choice(("glpat-", "gldt-", "glrt-")) + _pick(r, B64URL, 20),
               "GITLAB_TOKEN", "gitlab_token", "GitLab"),
    "google-api": (lambda r: "AIza" + _pick(r, B64URL, 35), "GOOGLE_API_KEY", "google_api_key",
                   "Google Maps"),
    "slack-bot": (lambda r: r.choice(("xoxb-", "xoxp-")) + _pick(r, string.digits, 12) + "-"
                  + _pick(r, string.digits, 13) + "-" + _pick(r, ALNUM, 24), "SLACK_BOT_TOKEN",
                  "slack_token", "Slack"),
    "slack-app": (lambda r: "xapp-1-A" + _pick(r, UPPER, 10) + "-" + _pick(r, string.digits, 13)
                  + "-" + _pick(r, HEX, 64), "SLACK_APP_TOKEN", "slack_app_token", "Slack"),
    "slack-webhook": (lambda r: "https://hooks.slack.com/services/T" + _pick(r, UPPER, 8) + "/B"
                      + _pick(r, UPPER, 10) + "/" + _pick(r, ALNUM, 24), "SLACK_WEBHOOK_URL",
                      "slack_webhook", "Slack"),
    "aws-access-key": (lambda r: r.choice(("AKIA", "ASIA")) + _pick(r, UPPER, 16),
                       "AWS_ACCESS_KEY_ID", "aws_access_key_id", "AWS"),
    "aws-secret-key": (lambda r: _pick(r, B64, 40), "AWS_SECRET_ACCESS_KEY",
                       "aws_secret_access_key", "AWS"),
    "jwt": (_jwt, "AUTH_JWT", "id_token", "Auth0"),
    "pypi": (lambda r: "pypi-AgEIcHlwaS5vcmc" + _pick(r, B64URL, 70), "TWINE_PASSWORD",
             "pypi_token", "PyPI"),
    "age": (lambda r: "AGE-SECRET-KEY-1" + _pick(r, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58),
            "SOPS_AGE_KEY", "age_key", "age"),
    "digitalocean": (lambda r: r.choice(("dop_v1_", "doo_v1_")) + _pick(r, HEX, 64),
                     "DIGITALOCEAN_TOKEN", "do_token", "DigitalOcean"),
    "vault": (lambda r: "hvs." + _pick(r, B64URL, r.randint(90, 110)), "VAULT_TOKEN",
              "vault_token", "Vault"),
    "databricks": (lambda r: "dapi" + _pick(r, HEX, 32), "DATABRICKS_TOKEN", "databricks_token",
                   "Databricks"),
    "sendgrid": (lambda r: "SG." + _pick(r, B64URL, 22) + "." + _pick(r, B64URL, 43),
                 "SENDGRID_API_KEY", "sendgrid_api_key", "SendGrid"),
    "shopify": (lambda r: r.choice(("shpat_", "shpss_", "shpca_", "shppa_")) + _pick(r, HEX, 32),
                "SHOPIFY_ACCESS_TOKEN", "shopify_token", "Shopify"),
    "sentry-user": (lambda r: "sntryu_" + _pick(r, HEX, 64), "SENTRY_AUTH_TOKEN", "sentry_token",
                    "Sentry"),
    "sentry-org": (_sentry_org, "SENTRY_AUTH_TOKEN", "sentry_token", "Sentry"),
    "grafana-sa": (lambda r: "glsa_" + _pick(r, ALNUM, 32) + "_" + _pick(r, HEX, 8),
                   "GRAFANA_TOKEN", "grafana_token", "Grafana"),
    "grafana-cloud": (lambda r: "glc_" + _pick(r, B64, r.randint(60, 120)) + "==",
                      "GRAFANA_CLOUD_TOKEN", "grafana_cloud_token", "Grafana Cloud"),
    "docker-hub": (lambda r: "dckr_pat_" + _pick(r, B64URL, 27), "DOCKERHUB_TOKEN",
                   "docker_token", "Docker Hub"),
    "new-relic": (lambda r: "NRAK-" + _pick(r, UPPER, 27), "NEW_RELIC_API_KEY",
                  "newrelic_api_key", "New Relic"),
    "notion": (lambda r: "ntn_" + _pick(r, string.digits, 11) + _pick(r, ALNUM, 35),
               "NOTION_TOKEN", "notion_token", "Notion"),
    "groq": (lambda r: "gsk_" + _pick(r, ALNUM, 52), "GROQ_API_KEY", "groq_api_key", "Groq"),
    "perplexity": (lambda r: "pplx-" + _pick(r, ALNUM, 48), "PERPLEXITY_API_KEY",
                   "perplexity_api_key", "Perplexity"),
    "azure-client-secret": (lambda r: _pick(r, ALNUM, 3) + r.choice(string.digits) + "Q~"
                            + _pick(r, ALNUM + "_~.-", 34), "AZURE_CLIENT_SECRET",
                            "client_secret", "Azure AD"),
}  # fmt: skip

# Keys without a prefix of their own: (family, maker, provider as people name it).
UNPREFIXED: tuple[tuple[str, Maker, str], ...] = (
    ("datadog", lambda r: _pick(r, HEX, 32), "Datadog"),
    ("twilio", lambda r: _pick(r, HEX, 32), "Twilio"),
    ("algolia", lambda r: _pick(r, HEX, 32), "Algolia"),
    ("heroku", lambda r: str(uuid.UUID(int=r.getrandbits(128))), "Heroku"),
    ("mailgun", lambda r: "key-" + _pick(r, HEX, 32), "Mailgun"),
    ("cloudflare", lambda r: _pick(r, B64URL, 40), "Cloudflare"),
    ("openweather", lambda r: _pick(r, HEX, 32), "OpenWeatherMap"),
    ("pagerduty", lambda r: _pick(r, B64URL, 20), "PagerDuty"),
)

PROSE_WITH_TOKEN = (
    "I accidentally pasted {v} into the channel, can someone rotate it?",
    "For the demo use {v} and delete it afterwards.",
    "The {p} token {v} was in the CI logs of yesterday's run.",
    "Deploy with {v} until the vault migration lands.",
    "Found {v} hard-coded in the old settings module.",
    "Quick note: {v} is what the staging job authenticates with.",
    "Can you check why {v} stops working after the weekend?",
    "We should revoke {v} before the repository goes public.",
    "The {p} key is {v} for now.",
    "It failed again with {v} so I regenerated it.",
)
PROVIDER_TEMPLATES = (
    "{p} API key: {v}",
    "The {p} api key is {v} (staging).",
    "{p} token {v}",
    "use this {p} secret: {v}",
    "{p} auth token = {v}",
)


def positives(rng: random.Random) -> Iterator[Sample]:
    for family, (make, env, key, provider) in FAMILIES.items():
        for _ in range(6):
            value = make(rng)
            yield Sample("positive", family, "bare", value)
            sentence = rng.choice(PROSE_WITH_TOKEN).format(v=value, p=provider)
            yield Sample("positive", family, "prose", sentence)
            yield Sample("positive", family, ".env", f"{env}={value}")
            config = {"service": family, key: value, "timeout": 30}
            yield Sample("positive", family, "json", json.dumps(config, indent=2))
            yield Sample("positive", family, "yaml", f"service: {family}\n{key}: {value}\n")
    for _ in range(20):
        secret = FAMILIES["aws-secret-key"][0](rng)
        spaced = rng.choice((" = ", "=", " =", "= "))
        # The secret's line alone: a key id beside it would be found for itself.
        yield Sample("positive", "aws-secret-key", "aws credentials",
                     f"[default]\naws_secret_access_key{spaced}{secret}\n")  # fmt: skip
    yield from _passwords(rng)
    for family, make, provider in UNPREFIXED:
        for _ in range(12):
            text = rng.choice(PROVIDER_TEMPLATES).format(p=provider, v=make(rng))
            yield Sample("positive", family, "provider name", text)
    for _ in range(12):
        yield Sample("positive", "private-key", "bare", _pem(rng, rng.choice(("RSA ", "EC ", ""))))
        yield Sample("positive", "private-key", "json", json.dumps({"private_key": _pem(rng)}))


def _passwords(rng: random.Random) -> Iterator[Sample]:
    hosts = ("db.internal", "10.0.3.7:5432", "cache.prod.example.net", "rabbit:5672")
    for _ in range(30):
        user = rng.choice(("admin", "deploy", "svc_app", "ci", "root", "app"))
        scheme = rng.choice(("postgres", "mysql", "redis", "amqp", "mongodb", "https"))
        password = _url_password(rng)
        yield Sample("positive", "url-password", "url",
                     f"{scheme}://{user}:{password}@{rng.choice(hosts)}/app")  # fmt: skip
        yield Sample("positive", "url-password", "curl -u",
                     f"curl -u {user}:{password} https://ci.internal/api/json")  # fmt: skip
        name = rng.choice(("DB_PASSWORD", "SMTP_PASSWORD", "REDIS_PASSWORD", "ADMIN_PASS"))
        yield Sample("positive", "password", ".env", f"{name}={_password(rng)}")
        yield Sample(
            "positive", "password", "yaml", f"db:\n  user: app\n  password: '{_password(rng)}'"
        )
        yield Sample("positive", "password", "json", json.dumps({"password": _password(rng)}))


def negatives(rng: random.Random) -> Iterator[Sample]:
    for family, (make, env, key, _provider) in FAMILIES.items():
        value = make(rng)
        prefix = value[: max(4, len(value) // 5)] if family != "aws-secret-key" else ""
        for mask in ("x" * 24, "X" * 20, "*" * 16, "…", "...", "<redacted>", "[REDACTED]"):
            yield Sample("negative", "masked", family, f"{env}={prefix}{mask}")
        yield Sample("negative", "placeholder", family, f"{env}=<your-{family}-token>")
        yield Sample("negative", "placeholder", family, f"{env}=${{{env}}}")
        yield Sample("negative", "placeholder", family, f'{key}: "${{{{ secrets.{env} }}}}"')
        yield Sample("negative", "placeholder", family, f"{env}=YOUR_{env}_HERE")
        yield Sample("negative", "placeholder", family, f'{key} = os.environ["{env}"]')
    fixed = [
        ("aws-boundary", "TODAYINASIAASACKOFRICEFELLOVER"),
        ("aws-boundary", "THEREWASAKIAORSOMETHINGLIKEITHERE"),
        ("aws-example", "aws_access_key_id = AKIAIOSFODNN7EXAMPLE"),
        ("aws-example", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"),
        ("hf identifier", "from huggingface_hub import hf_hub_download, hf_hub_url"),
        ("hf identifier", "hf_HubDownloadConfigurationValues = load()"),
        ("hf identifier", "def hf_transformersCacheDirectoryPath(self):"),
        ("hf identifier", "see hf_datasets_offline_mode_enabled in the docs"),
        ("url without credentials", "mongodb://host/db"),
        ("url without credentials", "MONGO_URL=mongodb://mongo.internal:27017/app"),
        ("url without credentials", "DATABASE_PASSWORD_URL=postgres://db.internal/app"),
        ("url without credentials", "mongodb+srv://cluster0.example.net/prod?retryWrites=true"),
        ("url without credentials", "redis://cache:6379/0"),
        ("curl template", "curl -u <user:password> https://api.example.com/v1/items"),
        ("curl template", 'curl -u "$USERNAME:$API_TOKEN" https://api.example.com'),
        ("curl template", "curl -u ${USER}:${PASSWORD} https://jenkins.internal/api/json"),
        ("curl template", "curl -u user:password https://httpbin.org/basic-auth/user/password"),
        ("curl template", "curl --user <username>:<api-token> https://example.atlassian.net"),
        ("empty key block", "-----BEGIN RSA PRIVATE KEY-----\n-----END RSA PRIVATE KEY-----"),
        ("empty key block", "-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----"),
        ("empty key block",
         "-----BEGIN OPENSSH PRIVATE KEY-----\n<your key here>\n-----END OPENSSH PRIVATE KEY-----"),
        ("empty key block", "Look for lines starting -----BEGIN EC PRIVATE KEY----- in the repo."),
        ("placeholder", "DB_PASSWORD=changeme"),
        ("placeholder", "password: <password>"),
        ("placeholder", "API_KEY=your-api-key-here"),
        ("placeholder", "token: ${TOKEN}"),
        ("placeholder", "Authorization: Bearer <token>"),
        ("placeholder", "postgres://user:password@localhost:5432/app"),
        ("placeholder", "export GITHUB_TOKEN=ghp_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX"),
        ("placeholder", "sk-...your-key..."),
        ("config without secret", "TOKEN_TTL=3600"),
        ("config without secret", "MAX_TOKENS=4096"),
        ("config without secret", "SECRET_NAME=prod-db-credentials"),
        ("config without secret", "KEY_PATH=/etc/ssl/private/server.key"),
        ("config without secret", "GOOGLE_APPLICATION_CREDENTIALS=/var/run/sa.json"),
        ("config without secret", "password_min_length: 12"),
        ("config without secret", "token_endpoint: https://auth.example.com/oauth/token"),
    ]  # fmt: skip
    for family, text in fixed:
        yield Sample("negative", family, "fixed", text)
    for _ in range(40):
        yield from _random_negatives(rng)


def _random_negatives(rng: random.Random) -> Iterator[Sample]:
    sha1 = _pick(rng, HEX, 40)
    sha256 = _pick(rng, HEX, 64)
    some_uuid = str(uuid.UUID(int=rng.getrandbits(128)))
    integrity = base64.b64encode(rng.randbytes(64)).decode()
    yield Sample("negative", "hash", "git sha", f"Fixed in commit {sha1} (see the PR).")
    yield Sample("negative", "hash", "sha256sum", f"{sha256}  dist/ecc_memory-1.4.0.tar.gz")
    yield Sample("negative", "hash", "digest", f"image: ghcr.io/org/app@sha256:{sha256}")
    yield Sample("negative", "hash", "integrity", f'"integrity": "sha512-{integrity}"')
    yield Sample("negative", "hash", "md5", f"md5: {_pick(rng, HEX, 32)}")
    yield Sample("negative", "uuid", "json", json.dumps({"request_id": some_uuid, "status": 200}))
    yield Sample("negative", "uuid", "prose", f"The run {some_uuid} timed out after 30 minutes.")
    yield Sample("negative", "uuid", "yaml", f"tenant_id: {some_uuid}\nregion: eu-west-1")
    public = "AAAAC3NzaC1lZDI1NTE5AAAAI" + _pick(rng, B64, 43)
    yield Sample("negative", "public key", "ssh", f"ssh-ed25519 {public} deploy@ci")
    word = _pick(rng, string.ascii_lowercase, 8)
    yield Sample("negative", "identifier", "code", f'cache_key = f"{{user_id}}:{word}"')
    minutes = rng.randint(5, 90)
    yield Sample("negative", "identifier", "prose", f"Set session_timeout to {minutes} today.")


# -- prose ---------------------------------------------------------------------------------------

_SUBJECTS = (
    "the session token", "the API gateway", "our login flow", "the auth middleware",
    "the cache key",
    "the deploy script", "the secret rotation job", "the password reset e-mail", "the CI runner",
    "the webhook handler", "the token refresh", "the key-value store", "the migration",
    "the search index", "the rate limiter", "the feature flag", "the docker login step",
    "the OAuth callback", "the SSH key setup", "the credentials helper", "the billing worker",
)  # fmt: skip
_VERBS = (
    "times out", "returns a 401", "leaks memory", "retries three times", "needs a restart",
    "was rewritten", "reads its config from the vault", "logs every request", "is flaky on CI",
    "caches the result for 10 minutes", "validates the signature", "rotates every 90 days",
    "expects a bearer token", "falls back to the default key", "is behind a feature flag",
)  # fmt: skip
_DETAILS = (
    "see {url}", "fixed in {sha}", "tracked in #{num}", "since v{ver}", "run `{cmd}` to check",
    "the config lives in `{path}`", "owner: @{user}", "request {uuid} shows it",
    "the key is `{ident}`",
    "set `{env}` to {num}", "the token expires after {num} minutes", "blame {sha7}",
    "the password policy requires {num} characters", "use `{cmd}` locally",
)  # fmt: skip
_CMDS = (
    "make test", "git rebase -i origin/main", "docker compose up -d", "curl -sS https://status.internal/health",
    "kubectl rollout restart deploy/api", "npm ci && npm test", "pytest -q -x", "ecc memory doctor",
    "aws sts get-caller-identity", "gh auth status", "docker login ghcr.io",
    "ssh-keygen -t ed25519",
    "openssl rand -hex 32", "terraform plan", "curl -u $USER https://ci.internal/api/json",
)  # fmt: skip
_IDENTS = (
    "session_token_ttl", "refreshAccessToken", "api_key_header", "PasswordResetForm",
    "hf_hub_download", "validate_jwt_signature", "TokenBucketLimiter", "secret_manager_client",
    "KeyRotationPolicy", "login_required", "auth_token_cache", "skLearnPipeline",
)  # fmt: skip
_OPENERS = (
    "Heads-up:", "Context:", "Decision:", "Lesson learned:", "Note for the next session:",
    "Runbook:", "Handoff:", "FYI", "Root cause:", "Follow-up:", "",
)  # fmt: skip


def _prose_sentence(rng: random.Random) -> str:
    detail = rng.choice(_DETAILS).format(
        url=f"https://{rng.choice(('wiki', 'docs', 'grafana', 'ci'))}.internal/"
        f"{rng.choice(('runbooks', 'd', 'job', 'x'))}/{_pick(rng, string.ascii_lowercase, 6)}",
        sha=_pick(rng, HEX, 40), sha7=_pick(rng, HEX, 7), num=rng.randint(2, 4000),
        ver=f"{rng.randint(0, 9)}.{rng.randint(0, 30)}.{rng.randint(0, 9)}",
        cmd=rng.choice(_CMDS), path=rng.choice(("config/app.yml", ".env.example", "docs/auth.md",
                                                 "src/auth/tokens.py", "deploy/values.yaml")),
        user=rng.choice(("alice", "bob", "sre-team", "ops")),
        uuid=uuid.UUID(int=rng.getrandbits(128)), ident=rng.choice(_IDENTS),
        env=rng.choice(("TOKEN_TTL", "MAX_TOKENS", "KEY_SIZE", "PASSWORD_MIN_LENGTH")),
    )  # fmt: skip
    opener = rng.choice(_OPENERS)
    sentence = f"{rng.choice(_SUBJECTS)} {rng.choice(_VERBS)}; {detail}."
    sentence = sentence[0].upper() + sentence[1:]
    return f"{opener} {sentence}".strip()


def prose(rng: random.Random, count: int) -> Iterator[Sample]:
    for _ in range(count):
        text = " ".join(_prose_sentence(rng) for _ in range(rng.randint(3, 6)))
        yield Sample("prose", "prose", "paragraph", text)


def corpus(seed: int = 31, prose_count: int = 10_000) -> list[Sample]:
    rng = random.Random(seed)
    return [*positives(rng), *negatives(rng), *prose(rng, prose_count)]
