"""Provider tokens: credentials recognisable by their own prefix (``ghp_``, ``sk-ant-``,
``AKIA``, ``shpat_``, ...), wherever they occur; each family's shape is the one its provider
publishes. ``pack`` assembles them with the credentials recognised by their context."""

from __future__ import annotations

import re

from ecc_memory.detectors.detector import B, Detector, gate, looks_random, rx


def _has_key_body(match: re.Match[str]) -> bool:
    return key_body_follows(match.string, match.end())


def key_body_follows(text: str, end: int) -> bool:
    """A private key's header (ending at ``end``) followed by its body: base64 lines, possibly
    after RFC 1421 headers, in a file or in a string with ``\\n`` escapes. A header followed by
    its own END line, a placeholder or prose names a key; it holds none."""
    found = _KEY_BODY.match(text, end, end + 600)
    return found is not None and not re.search(r"[xX]{4}|\.{3}|…|\*{3}", found.group(1))


# The header's line end (real, or escaped in a string) or a space, RFC 1421 headers and a blank
# line if any, then a run of base64 (an OpenSSH body starts "b3BlbnNzaC1rZXk").
_KEY_BODY = re.compile(
    r"[\"',]?[ \t]*(?:\\r)?(?:\\n|\r?\n|[ \t])"
    r"(?:(?:Proc-Type|DEK-Info|Comment|Version):[^\n\\]{0,120}(?:\\r)?(?:\\n|\r?\n))*"
    r"(?:\\r)?(?:\\n|\r?\n)?[ \t]*([A-Za-z0-9+/=]{12,80})"
)

_GITLAB_KINDS = ("pat", "dt", "ptt", "rt", "cbt", "oas", "ft", "imt", "soat", "agent")

TOKENS: tuple[Detector, ...] = (
    Detector(
        "anthropic-api-key",
        ("sk-ant-",),
        rx(B + r"sk-ant-[a-z]{3,6}\d{2}-(?P<secret>[A-Za-z0-9_-]{20,512})"),
        gate(r"sk-ant-[a-z]{3,6}\d{2}-[A-Za-z0-9_-]{20}"),
    ),
    Detector(
        "openai-project-key",
        ("sk-proj-", "sk-svcacct-", "sk-admin-"),
        rx(B + r"sk-(?:proj|svcacct|admin)-(?P<secret>[A-Za-z0-9_-]{20,512})"),
        gate(r"sk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{20}"),
    ),
    # Not an SSH key type such as sk-ecdsa-sha2-nistp256@openssh.com.
    Detector(
        "provider-api-key",
        ("sk-",),
        rx(B + r"sk-(?P<secret>[A-Za-z0-9_-]{16,512})(?![A-Za-z0-9_@-])", re.I),
        gate(r"sk-[a-z0-9_-]{16}", folded=True),
    ),
    Detector(
        "stripe-key",
        ("k_live_", "k_test_", "k_prod_"),
        rx(B + r"[sr]k_(?:live|test|prod)_(?P<secret>[A-Za-z0-9]{16,256})"),
        gate(r"k_(?:live|test|prod)_[A-Za-z0-9]{16}"),
    ),
    Detector(
        "npm-token",
        ("npm_",),
        rx(B + r"npm_(?P<secret>[A-Za-z0-9]{20,256})"),
        gate(r"npm_[A-Za-z0-9]{20}"),
    ),
    # An identifier may start hf_ too (hf_HubCacheDirectory): the token's letters are random.
    Detector(
        "huggingface-token",
        ("hf_",),
        rx(B + r"hf_(?P<secret>[A-Za-z0-9]{20,256})"),
        gate(r"hf_[A-Za-z0-9]{20}"),
        looks_random,
    ),
    Detector(
        "github-token",
        ("ghp_", "gho_", "ghu_", "ghs_", "ghr_"),
        rx(B + r"gh[pousr]_(?P<secret>[A-Za-z0-9]{16,255})"),
        gate(r"gh[pousr]_[A-Za-z0-9]{16}"),
    ),
    Detector(
        "github-fine-grained-token",
        ("github_pat_",),
        rx(B + r"github_pat_(?P<secret>[A-Za-z0-9_]{16,255})"),
        gate(r"github_pat_[A-Za-z0-9_]{16}"),
    ),
    Detector(
        "gitlab-token",
        tuple(f"gl{kind}-" for kind in _GITLAB_KINDS),
        rx(B + r"gl(?:pat|dt|ptt|rt|cbt|oas|ft|imt|soat|agent)-(?P<secret>[A-Za-z0-9_-]{20,255})"),
        gate(r"gl(?:pat|dt|ptt|rt|cbt|oas|ft|imt|soat|agent)-[A-Za-z0-9_-]{20}"),
    ),
    # Service-account tokens (glsa_<32>_<8 hex>) and Grafana Cloud tokens (glc_<base64>).
    Detector(
        "grafana-token",
        ("glsa_", "glc_"),
        rx(B + r"gl(?:sa|c)_(?P<secret>[A-Za-z0-9_+/]{32,400}={0,2})"),
        gate(r"gl(?:sa|c)_[A-Za-z0-9_+/]{32}"),
    ),
    Detector(
        "google-api-key",
        ("aiza",),
        rx(B + r"AIza(?P<secret>[A-Za-z0-9_-]{16,255})"),
        gate(r"AIza[A-Za-z0-9_-]{16}"),
    ),
    Detector(
        "slack-token",
        ("xox",),
        rx(B + r"xox[abeoprs]-(?P<secret>[A-Za-z0-9-]{10,255})"),
        gate(r"xox[abeoprs]-[A-Za-z0-9-]{10}"),
    ),
    # App-level tokens: xapp-<version>-<app id>-<number>-<hex>.
    Detector(
        "slack-app-token",
        ("xapp-",),
        rx(B + r"xapp-\d{1,3}-(?P<secret>[A-Za-z0-9-]{20,255})"),
        gate(r"xapp-\d{1,3}-[A-Za-z0-9-]{20}"),
    ),
    Detector(
        "slack-webhook",
        ("hooks.slack.com",),
        rx(
            r"hooks\.slack\.com/(?:services|workflows|triggers)/(?P<secret>[A-Za-z0-9_/+-]{20,255})"
        ),
        gate(r"hooks\.slack\.com/(?:services|workflows|triggers)/[A-Za-z0-9_/+-]{20}"),
    ),
    Detector(
        "aws-access-key",
        ("akia", "asia", "abia", "acca", "a3t"),
        rx(
            r"(?<![A-Za-z0-9])(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])(?P<secret>[A-Z0-9]{16})"
            r"(?![A-Za-z0-9])"
        ),
        gate(r"(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16}"),
    ),
    # The ~/.aws/credentials line and its spellings in JSON and YAML (aws_secret_access_key =
    # <40>, "SecretAccessKey": "<40>"): unquoted, with or without spaces.
    Detector(
        "aws-secret-key",
        ("secret_access_key", "secretaccesskey"),
        rx(
            r"(?<![A-Za-z0-9])(?:aws_?)?(?:secret_access_key|secretaccesskey)[\"']?[ \t]{0,8}"
            r"(?:=|:)[ \t]{0,8}[\"']?(?P<secret>[A-Za-z0-9/+]{40})(?![A-Za-z0-9/+])",
            re.I,
        ),
        gate(
            r"(?:secret_access_key|secretaccesskey)[\"']?[ \t]{0,8}(?:=|:)[ \t]{0,8}[\"']?"
            r"[a-z0-9/+]{40}",
            folded=True,
        ),
    ),
    Detector(
        "private-key",
        ("private key",),
        rx(r"-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----"),
        gate(r"PRIVATE KEY(?: BLOCK)?-----"),
        in_context=_has_key_body,
    ),
    Detector(
        "jwt",
        ("eyj",),
        rx(B + r"eyJ[A-Za-z0-9_-]{10,2048}\.eyJ[A-Za-z0-9_-]{10,2048}\.[A-Za-z0-9_-]{10,1024}"),
        gate(r"eyJ[A-Za-z0-9_-]{10}"),
    ),
    Detector(
        "pypi-token",
        ("pypi-",),
        rx(B + r"pypi-AgE(?P<secret>[A-Za-z0-9_-]{50,512})"),
        gate(r"pypi-AgE[A-Za-z0-9_-]{50}"),
    ),
    Detector(
        "age-secret-key",
        ("age-secret-key-",),
        rx(r"AGE-SECRET-KEY-1(?P<secret>[0-9A-Z]{58})"),
        gate(r"AGE-SECRET-KEY-1[0-9A-Z]{58}"),
    ),
    Detector(
        "digitalocean-token",
        ("_v1_",),
        rx(B + r"do[por]_v1_(?P<secret>[a-f0-9]{64})"),
        gate(r"_v1_[a-f0-9]{64}"),
    ),
    Detector(
        "vault-token",
        ("hvs.",),
        rx(B + r"hvs\.(?P<secret>[A-Za-z0-9_-]{90,512})"),
        gate(r"hvs\.[A-Za-z0-9_-]{90}"),
    ),
    Detector(
        "databricks-token",
        ("dapi",),
        rx(B + r"dapi(?P<secret>[a-f0-9]{32})"),
        gate(r"dapi[a-f0-9]{32}"),
    ),
    Detector(
        "sendgrid-key",
        ("sg.",),
        rx(B + r"SG\.(?P<secret>[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43})"),
        gate(r"SG\.[A-Za-z0-9_-]{22}\."),
    ),
    Detector(
        "azure-storage-key",
        ("accountkey=",),
        rx(r"AccountKey=(?P<secret>[A-Za-z0-9+/]{80,128}={0,2})"),
        gate(r"AccountKey=[A-Za-z0-9+/]{80}"),
    ),
    # Entra ID (Azure AD) client secrets: three characters, a digit, "Q~", then 31-34.
    Detector(
        "azure-client-secret",
        ("q~",),
        rx(
            r"(?<![A-Za-z0-9_~.-])[A-Za-z0-9_~.-]{3}\dQ~(?P<secret>[A-Za-z0-9_~.-]{31,34})"
            r"(?![A-Za-z0-9_~.-])"
        ),
        gate(r"q~[a-z0-9_~.-]{31}", folded=True),
        looks_random,
    ),
    # Shopify admin, shared-secret, custom-app and private-app tokens: a prefix and 32 hex.
    Detector(
        "shopify-token",
        ("shpat_", "shpss_", "shpca_", "shppa_"),
        rx(B + r"shp(?:at|ss|ca|pa)_(?P<secret>[a-fA-F0-9]{32})(?![A-Za-z0-9])"),
        gate(r"shp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}"),
    ),
    # Organization (sntrys_<base64>) and user (sntryu_<64 hex>) auth tokens.
    Detector(
        "sentry-token",
        ("sntrys_", "sntryu_"),
        rx(B + r"sntry[su]_(?P<secret>[A-Za-z0-9_+/=-]{40,512})"),
        gate(r"sntry[su]_[A-Za-z0-9_+/=-]{40}"),
    ),
    Detector(
        "docker-hub-token",
        ("dckr_",),
        rx(B + r"dckr_(?:pat|oat)_(?P<secret>[A-Za-z0-9_-]{20,128})"),
        gate(r"dckr_(?:pat|oat)_[A-Za-z0-9_-]{20}"),
    ),
    Detector(
        "new-relic-key",
        ("nrak-",),
        rx(B + r"NRAK-(?P<secret>[A-Z0-9]{27})(?![A-Za-z0-9])"),
        gate(r"NRAK-[A-Z0-9]{27}"),
    ),
    Detector(
        "notion-token",
        ("ntn_",),
        rx(B + r"ntn_(?P<secret>[A-Za-z0-9]{40,64})(?![A-Za-z0-9])"),
        gate(r"ntn_[A-Za-z0-9]{40}"),
    ),
    Detector(
        "groq-api-key",
        ("gsk_",),
        rx(B + r"gsk_(?P<secret>[A-Za-z0-9]{48,64})(?![A-Za-z0-9])"),
        gate(r"gsk_[A-Za-z0-9]{48}"),
    ),
    Detector(
        "perplexity-api-key",
        ("pplx-",),
        rx(B + r"pplx-(?P<secret>[A-Za-z0-9]{40,64})(?![A-Za-z0-9])"),
        gate(r"pplx-[A-Za-z0-9]{40}"),
    ),
    # Legacy Mailgun API keys: "key-" and 32 hex.
    Detector(
        "mailgun-key",
        ("key-",),
        rx(B + r"key-(?P<secret>[0-9a-f]{32})(?![A-Za-z0-9])"),
        gate(r"key-[0-9a-f]{32}"),
    ),
    # Atlassian (Jira, Confluence, Bitbucket) API tokens: "ATATT3" and about 180 characters.
    Detector(
        "atlassian-api-token",
        ("atatt3",),
        rx(B + r"ATATT3(?P<secret>[A-Za-z0-9_=-]{150,400})"),
        gate(r"ATATT3[A-Za-z0-9_=-]{150}"),
    ),
    Detector(
        "heroku-api-key",
        ("hrku-",),
        rx(B + r"HRKU-(?P<secret>[A-Za-z0-9_-]{30,100})(?![A-Za-z0-9_-])"),
        gate(r"HRKU-[A-Za-z0-9_-]{30}"),
        looks_random,
    ),
    Detector(
        "linear-api-key",
        ("lin_api_", "lin_oauth_"),
        rx(B + r"lin_(?:api|oauth)_(?P<secret>[A-Za-z0-9]{40})(?![A-Za-z0-9])"),
        gate(r"lin_(?:api|oauth)_[A-Za-z0-9]{40}"),
    ),
    # Postman API keys: PMAK-<24 hex>-<34 hex>.
    Detector(
        "postman-api-key",
        ("pmak-",),
        rx(B + r"PMAK-(?P<secret>[a-f0-9]{24}-[a-f0-9]{34})(?![A-Za-z0-9])"),
        gate(r"PMAK-[a-f0-9]{24}-"),
    ),
    # Square access tokens and application secrets (sq0atp-, sq0csp-) and OAuth access tokens
    # (EAAA and 60).
    Detector(
        "square-token",
        ("sq0atp-", "sq0csp-"),
        rx(B + r"sq0(?:atp|csp)-(?P<secret>[A-Za-z0-9_-]{22,43})(?![A-Za-z0-9_-])"),
        gate(r"sq0(?:atp|csp)-[A-Za-z0-9_-]{22}"),
    ),
    Detector(
        "square-oauth-token",
        ("eaaa",),
        rx(B + r"EAAA(?P<secret>[A-Za-z0-9_-]{60})(?![A-Za-z0-9_-])"),
        gate(r"EAAA[A-Za-z0-9_-]{60}"),
        looks_random,
    ),
    # Doppler personal, service, service-account, CLI, SCIM and audit tokens.
    Detector(
        "doppler-token",
        ("dp.pt.", "dp.st.", "dp.sa.", "dp.ct.", "dp.scim.", "dp.audit."),
        rx(
            B + r"dp\.(?:pt|st|sa|ct|scim|audit)\.(?:[a-z0-9_-]{1,40}\.)?"
            r"(?P<secret>[A-Za-z0-9]{40,44})(?![A-Za-z0-9])"
        ),
        gate(r"dp\.(?:pt|st|sa|ct|scim|audit)\.[A-Za-z0-9_.-]{40}"),
    ),
    Detector(
        "pulumi-token",
        ("pul-",),
        rx(B + r"pul-(?P<secret>[a-f0-9]{40})(?![A-Za-z0-9])"),
        gate(r"pul-[a-f0-9]{40}"),
    ),
    # Supabase personal access tokens (sbp_) and secret API keys (sb_secret_).
    Detector(
        "supabase-token",
        ("sbp_", "sb_secret_"),
        rx(
            B + r"(?:sbp_(?:v0_)?(?=[a-f0-9]{40}(?![A-Za-z0-9]))|sb_secret_)"
            r"(?P<secret>[A-Za-z0-9_-]{20,64})(?![A-Za-z0-9_-])"
        ),
        gate(r"sbp_(?:v0_)?[a-f0-9]{40}|sb_secret_[A-Za-z0-9_-]{20}"),
    ),
    # 1Password service-account tokens: "ops_" and a base64 JSON document.
    Detector(
        "onepassword-service-token",
        ("ops_ey",),
        rx(B + r"ops_(?P<secret>eyJ[A-Za-z0-9+/=_-]{100,2000})"),
        gate(r"ops_eyJ[A-Za-z0-9+/=_-]{100}"),
    ),
    # Google OAuth client secrets.
    Detector(
        "google-oauth-secret",
        ("gocspx-",),
        rx(B + r"GOCSPX-(?P<secret>[A-Za-z0-9_-]{28})(?![A-Za-z0-9_-])"),
        gate(r"GOCSPX-[A-Za-z0-9_-]{28}"),
    ),
    # Terraform Cloud / HCP Terraform API tokens: <14>.atlasv1.<60 or more>.
    Detector(
        "terraform-cloud-token",
        (".atlasv1.",),
        rx(B + r"[A-Za-z0-9]{14}\.atlasv1\.(?P<secret>[A-Za-z0-9_=-]{60,100})"),
        gate(r"\.atlasv1\.[A-Za-z0-9_=-]{60}"),
    ),
    # New Relic browser (NRJS-) and insights insert (NRII-) keys, besides the user keys above.
    Detector(
        "new-relic-other-key",
        ("nrjs-", "nrii-"),
        rx(B + r"NR(?:JS|II)-(?P<secret>[A-Za-z0-9_-]{19,40})(?![A-Za-z0-9_-])"),
        gate(r"NR(?:JS|II)-[A-Za-z0-9_-]{19}"),
        looks_random,
    ),
    # Telegram bot tokens: the bot's number, ":", and 35 characters starting "AA"; also in a
    # Bot API URL's path (/bot<token>/).
    Detector(
        "telegram-bot-token",
        (":aa",),
        rx(
            r"(?:(?<=/bot)|(?<![A-Za-z0-9_]))\d{8,10}:(?P<secret>AA[A-Za-z0-9_-]{33})"
            r"(?![A-Za-z0-9_-])"
        ),
        gate(r":AA[A-Za-z0-9_-]{33}"),
    ),
)
