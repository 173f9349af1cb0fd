"""Independent held-out test set for ecc-memory's secret detection (issue 31).

Plain Python, stdlib only.  Everything is generated from a fixed seed, so importing
this module always yields the same three lists:

    POSITIVES: list of (family, context, text)   -- text contains one credential
    NEGATIVES: list of (kind, text)              -- credential-looking, but not a credential
    PROSE:     list of str                       -- ordinary engineering paragraphs

Token shapes come from the providers' own public descriptions of their formats
(prefixes, alphabets, lengths; see secrets_README.md) and general knowledge of
what such values look like.  No other scanner's rules, regexes, test data or code
were consulted.  Every value here is synthetic: random characters in the
documented alphabet and length, never a live credential.

Run `python secrets_tenth.py` to print counts.
"""

import base64
import json
import random
import string

SEED = 20261206
R = random.Random(SEED)

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DIG = string.digits
ALNUM = UP + LO + DIG
HEX = "0123456789abcdef"
B64 = ALNUM + "+/"
B64URL = ALNUM + "-_"


def rs(alphabet, n):
    return "".join(R.choice(alphabet) for _ in range(n))


def rint(a, b):
    return R.randint(a, b)


def pick(seq):
    return R.choice(seq)


def b64url_nopad(b):
    return base64.urlsafe_b64encode(b).decode().rstrip("=")


def password(n=None):
    """A human/generated password: mixed classes, some punctuation."""
    n = n or rint(14, 28)
    punct = "!#%&*+-.:=?@^_~$"
    while True:
        s = [R.choice(ALNUM + punct) if R.random() < 0.85 else R.choice(punct) for _ in range(n)]
        s[0] = R.choice(ALNUM)
        v = "".join(s)
        if any(c in DIG for c in v) and any(c in UP for c in v) and any(c in LO for c in v):
            return v


def alnum_mixed(n):
    while True:
        v = rs(ALNUM, n)
        if any(c in DIG for c in v) and any(c in UP for c in v) and any(c in LO for c in v):
            return v


# --------------------------------------------------------------------------------------
# Token generators, one per family.  Each returns the bare secret value.
# --------------------------------------------------------------------------------------

def g_github_classic():
    return pick(["ghp_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) + alnum_mixed(36)


def g_github_fine():
    return "github_pat_" + alnum_mixed(22) + "_" + alnum_mixed(59)


def g_gitlab():
    return pick(["glpat-", "glpat-", "glpat-", "gldt-", "glrt-", "glptt-", "gloas-"]) + rs(ALNUM + "_-", 20)


def g_slack_bot():
    return "xoxb-%d-%d-%s" % (rint(10**10, 10**13), rint(10**10, 10**13), alnum_mixed(24))


def g_slack_user():
    return "xoxp-%d-%d-%d-%s" % (rint(10**10, 10**13), rint(10**10, 10**13), rint(10**10, 10**13), rs(HEX, 32))


def g_slack_app():
    return "xapp-1-A%s-%d-%s" % (rs(UP + DIG, 10), rint(10**12, 10**13), rs(HEX, 64))


def g_slack_webhook():
    return "https://hooks.slack.com/services/T%s/B%s/%s" % (rs(UP + DIG, 10), rs(UP + DIG, 10), alnum_mixed(24))


def g_stripe_secret():
    return "sk_live_" + alnum_mixed(pick([24, 99, 99]))


def g_stripe_restricted():
    return pick(["rk_live_", "rk_live_", "rk_prod_"]) + alnum_mixed(pick([24, 99]))


def g_aws_key_id():
    return pick(["AKIA", "AKIA", "AKIA", "ASIA"]) + rs(UP + "234567", 16)


def g_aws_secret():
    return rs(ALNUM + "+/", 40)


def g_google_api():
    return "AIza" + rs(ALNUM + "-_", 35)


def g_google_oauth_secret():
    return "GOCSPX-" + rs(ALNUM + "-_", 28)


def g_npm():
    return "npm_" + alnum_mixed(36)


def g_pypi():
    # PyPI tokens are macaroons serialised in base64 with a fixed "pypi-AgEIcHlwaS5vcmc" lead.
    return "pypi-AgEIcHlwaS5vcmc" + rs(B64URL, rint(150, 190))


def g_twilio():
    # Account auth token (32 hex) or API-key secret (32 alphanumerics); the SID is the username.
    return rs(HEX, 32) if R.random() < 0.6 else alnum_mixed(32)


def g_sendgrid():
    return "SG." + rs(B64URL, 22) + "." + rs(B64URL, 43)


def g_mailgun():
    return pick(["key-" + rs(HEX, 32), rs(HEX, 32) + "-" + rs(HEX, 8) + "-" + rs(HEX, 8)])


def g_shopify():
    return pick(["shpat_", "shpca_", "shppa_", "shpss_"]) + rs(HEX, 32)


def g_atlassian():
    return "ATATT3xFfGF0" + rs(B64URL, 170) + "=" + rs(HEX.upper(), 8)


def g_digitalocean():
    return pick(["dop_v1_", "dop_v1_", "doo_v1_", "dor_v1_"]) + rs(HEX, 64)


def g_huggingface():
    return "hf_" + rs(UP + LO, 34)


def g_openai():
    k = pick(["proj", "legacy", "svcacct", "admin"])
    if k == "legacy":
        return "sk-" + alnum_mixed(20) + "T3BlbkFJ" + alnum_mixed(20)
    pref = {"proj": "sk-proj-", "svcacct": "sk-svcacct-", "admin": "sk-admin-"}[k]
    return pref + rs(B64URL, 74) + "T3BlbkFJ" + rs(B64URL, 74)


def g_anthropic():
    return pick(["sk-ant-api03-", "sk-ant-api03-", "sk-ant-admin01-"]) + rs(B64URL, 93) + "AA"


def g_azure_storage():
    return base64.b64encode(R.randbytes(64)).decode()


def g_azure_client_secret():
    return rs(ALNUM, 3) + pick("78") + "Q~" + rs(ALNUM + "_~.-", 34)


def g_datadog():
    return rs(HEX, 32) if R.random() < 0.6 else rs(HEX, 40)


def g_heroku():
    return "HRKU-AA" + rs(B64URL, 58)


def g_discord():
    uid = str(rint(10**17, 10**19 - 1)).encode()
    return b64url_nopad(uid) + "." + rs(B64URL, 6) + "." + rs(B64URL, 38)


def g_telegram():
    return "%d:AA%s" % (rint(10**8, 10**10 - 1), rs(B64URL, 33))


def g_jwt():
    hdr = {"alg": pick(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    now = rint(1_700_000_000, 1_800_000_000)
    pl = {"sub": pick(["user_", "svc_", "acct_"]) + rs(DIG, 6), "iat": now, "exp": now + pick([3600, 86400, 2592000])}
    if R.random() < 0.5:
        pl["scope"] = pick(["read write", "admin", "deploy", "repo:write"])
    if R.random() < 0.5:
        pl["iss"] = pick(["https://auth.acme-internal.io", "api.northwind.dev", "https://login.contoso-app.net"])
    sig_len = {"HS256": 43, "RS256": 342, "ES256": 86}[hdr["alg"]]
    return (b64url_nopad(json.dumps(hdr, separators=(",", ":")).encode()) + "."
            + b64url_nopad(json.dumps(pl, separators=(",", ":")).encode()) + "." + rs(B64URL, sig_len))


PEM_KINDS = [
    ("RSA PRIVATE KEY", 1190),
    ("PRIVATE KEY", 1620),
    ("EC PRIVATE KEY", 160),
    ("OPENSSH PRIVATE KEY", 540),
    ("ENCRYPTED PRIVATE KEY", 1700),
    ("DSA PRIVATE KEY", 880),
]


def g_private_key():
    label, n = pick(PEM_KINDS)
    body = base64.b64encode(R.randbytes(n * 3 // 4)).decode()
    if label == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAA" + body[24:]
    lines = [body[i:i + (70 if label == "OPENSSH PRIVATE KEY" else 64)] for i in range(0, len(body), 70 if label == "OPENSSH PRIVATE KEY" else 64)]
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (label, "\n".join(lines), label)


HOSTS = ["db.internal", "10.0.3.17", "pg-prod-1.acme.local", "mysql.staging.northwind.dev", "cluster0.ab12c.mongodb.net",
         "redis-master.cache.svc", "rabbit.infra.lan", "analytics-ro.cxk2.eu-west-1.rds.amazonaws.com", "localhost"]
USERS = ["app", "admin", "deploy", "svc_billing", "postgres", "root", "ci", "reporting", "etl_user", "grafana"]


def g_db_url():
    scheme, port = pick([("postgres", 5432), ("postgresql", 5432), ("mysql", 3306), ("mongodb+srv", None),
                         ("mongodb", 27017), ("redis", 6379), ("amqp", 5672), ("mssql", 1433), ("rediss", 6380)])
    pw = password(rint(14, 26)).replace("@", "Z").replace(":", "k").replace("/", "q").replace("?", "3").replace("#", "H").replace("%", "p")
    host = pick(HOSTS)
    user = "" if scheme.startswith("redis") and R.random() < 0.5 else pick(USERS)
    hp = host + (":%d" % port if port and R.random() < 0.7 else "")
    db = pick(["app", "billing", "prod", "metrics", "0", "orders", "core"])
    return "%s://%s:%s@%s/%s" % (scheme, user, pw, hp, db)


def g_basic_auth_url():
    pw = password(rint(12, 24)).replace("@", "Q").replace(":", "x").replace("/", "7").replace("?", "r").replace("#", "K").replace("%", "m")
    host = pick(["git.acme-corp.io", "nexus.internal.lan", "registry.northwind.dev", "jenkins.build.local",
                 "artifactory.contoso-app.net", "grafana.ops.example-co.io", "proxy.corp.lan:3128"])
    path = pick(["/repo/platform.git", "/repository/pypi-internal/simple", "/v2/", "/job/nightly/build", "/api/health", ""])
    return "https://%s:%s@%s%s" % (pick(USERS + ["jenkins", "bot", "m.ross"]), pw, host, path)


def g_sentry():
    if R.random() < 0.5:
        return "sntryu_" + rs(HEX, 64)
    payload = {"iat": rint(1_700_000_000, 1_800_000_000) + 0.5, "url": "https://sentry.io",
               "region_url": "https://us.sentry.io", "org": pick(["acme", "northwind", "globex-eng"])}
    return "sntrys_" + base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode().rstrip("=") + "_" + rs(B64, 43)


def g_grafana():
    if R.random() < 0.6:
        return "glsa_" + alnum_mixed(32) + "_" + rs(HEX, 8)
    payload = {"o": str(rint(100000, 999999)), "n": pick(["ci-deploy", "alloy-write", "stack-admin"]),
               "k": alnum_mixed(24), "m": {"r": pick(["prod-us-east-0", "prod-eu-west-2"])}}
    return "glc_" + base64.b64encode(json.dumps(payload, separators=(",", ":")).encode()).decode()


def g_docker():
    return "dckr_pat_" + rs(B64URL, 27)


def g_newrelic():
    return pick(["NRAK-" + rs(UP + DIG, 27), "NRII-" + rs(B64URL, 32), "NRJS-" + rs(HEX, 19)])


def g_notion():
    return pick(["ntn_" + rs(DIG, 11) + alnum_mixed(35), "secret_" + alnum_mixed(43)])


def g_groq():
    return "gsk_" + alnum_mixed(52)


def g_perplexity():
    return "pplx-" + alnum_mixed(48)


def g_linear():
    return "lin_api_" + alnum_mixed(40)


def g_postman():
    return "PMAK-" + rs(HEX, 24) + "-" + rs(HEX, 34)


def g_mailchimp():
    return rs(HEX, 32) + "-us" + str(rint(1, 21))


def g_square():
    return pick(["EAAA" + rs(B64URL, 60), "sq0csp-" + rs(B64URL, 43), "sq0atp-" + rs(B64URL, 22)])


def g_age():
    return "AGE-SECRET-KEY-1" + rs("QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L", 58)


def g_doppler():
    return pick(["dp.pt.", "dp.st.", "dp.sa."]) + alnum_mixed(43)


def g_pulumi():
    return "pul-" + rs(HEX, 40)


def g_terraform():
    return alnum_mixed(14) + ".atlasv1." + rs(ALNUM, 67)


def g_supabase():
    return "sbp_" + rs(HEX, 40)


def g_databricks():
    return "dapi" + rs(HEX, 32) + pick(["", "", "-2", "-3"])


def g_onepassword():
    payload = {"signInAddress": pick(["acme.1password.com", "northwind.1password.eu"]), "userAuth": {"method": "SRPg-4096"},
               "email": rs(LO, 12) + "@1passwordserviceaccounts.com", "srpX": rs(HEX, 64), "muk": {"alg": "A256GCM", "k": rs(B64URL, 43)}}
    return "ops_" + b64url_nopad(json.dumps(payload, separators=(",", ":")).encode())


def g_generic_password():
    return password()


def g_generic_apikey():
    return pick([rs(HEX, 32), rs(HEX, 40), alnum_mixed(rint(24, 40)), rs(B64URL, rint(32, 44)), alnum_mixed(32)])


def g_cloudflare():
    return rs(ALNUM + "_-", 40)


def g_vercel():
    return alnum_mixed(24)


# family -> (generator, env var names, service display name, curl template or None, kind)
# kind: "token" (single value), "block" (PEM), "url" (value is a whole URL)
FAMILIES = {
    "github_classic": (g_github_classic, ["GITHUB_TOKEN", "GH_TOKEN", "GITHUB_PAT"], "GitHub", "gh", "token"),
    "github_fine_grained": (g_github_fine, ["GITHUB_TOKEN", "GH_PAT", "RELEASE_TOKEN"], "GitHub", "gh", "token"),
    "gitlab": (g_gitlab, ["GITLAB_TOKEN", "CI_JOB_PAT", "GL_TOKEN"], "GitLab", "gitlab", "token"),
    "slack_bot": (g_slack_bot, ["SLACK_BOT_TOKEN", "SLACK_TOKEN"], "Slack", "bearer", "token"),
    "slack_user": (g_slack_user, ["SLACK_USER_TOKEN", "SLACK_TOKEN"], "Slack", "bearer", "token"),
    "slack_app": (g_slack_app, ["SLACK_APP_TOKEN"], "Slack", "bearer", "token"),
    "slack_webhook": (g_slack_webhook, ["SLACK_WEBHOOK_URL", "ALERTS_WEBHOOK"], "Slack", "webhook", "url"),
    "stripe_secret": (g_stripe_secret, ["STRIPE_SECRET_KEY", "STRIPE_API_KEY"], "Stripe", "stripe", "token"),
    "stripe_restricted": (g_stripe_restricted, ["STRIPE_RESTRICTED_KEY", "STRIPE_KEY"], "Stripe", "stripe", "token"),
    "aws_access_key_id": (g_aws_key_id, ["AWS_ACCESS_KEY_ID", "aws_access_key_id"], "AWS", None, "token"),
    "aws_secret_key": (g_aws_secret, ["AWS_SECRET_ACCESS_KEY", "aws_secret_access_key"], "AWS", None, "token"),
    "google_api_key": (g_google_api, ["GOOGLE_API_KEY", "MAPS_API_KEY", "FIREBASE_API_KEY"], "Google Cloud", "gkey", "token"),
    "google_oauth_secret": (g_google_oauth_secret, ["GOOGLE_CLIENT_SECRET", "OAUTH_CLIENT_SECRET"], "Google", None, "token"),
    "npm": (g_npm, ["NPM_TOKEN", "NODE_AUTH_TOKEN"], "npm", "bearer", "token"),
    "pypi": (g_pypi, ["PYPI_TOKEN", "TWINE_PASSWORD", "UV_PUBLISH_TOKEN"], "PyPI", None, "token"),
    "twilio": (g_twilio, ["TWILIO_AUTH_TOKEN", "TWILIO_API_SECRET"], "Twilio", "basic", "token"),
    "sendgrid": (g_sendgrid, ["SENDGRID_API_KEY"], "SendGrid", "bearer", "token"),
    "mailgun": (g_mailgun, ["MAILGUN_API_KEY"], "Mailgun", "mailgun", "token"),
    "shopify": (g_shopify, ["SHOPIFY_ACCESS_TOKEN", "SHOPIFY_API_SECRET"], "Shopify", "shopify", "token"),
    "atlassian": (g_atlassian, ["JIRA_API_TOKEN", "ATLASSIAN_TOKEN", "CONFLUENCE_TOKEN"], "Jira", "basic", "token"),
    "digitalocean": (g_digitalocean, ["DIGITALOCEAN_TOKEN", "DO_PAT"], "DigitalOcean", "bearer", "token"),
    "huggingface": (g_huggingface, ["HF_TOKEN", "HUGGING_FACE_HUB_TOKEN"], "Hugging Face", "bearer", "token"),
    "openai": (g_openai, ["OPENAI_API_KEY"], "OpenAI", "bearer", "token"),
    "anthropic": (g_anthropic, ["ANTHROPIC_API_KEY"], "Anthropic", "xapikey", "token"),
    "azure_storage_key": (g_azure_storage, ["AZURE_STORAGE_KEY", "AZURE_STORAGE_ACCOUNT_KEY"], "Azure Storage", "azconn", "token"),
    "azure_client_secret": (g_azure_client_secret, ["AZURE_CLIENT_SECRET", "ARM_CLIENT_SECRET"], "Azure AD", None, "token"),
    "datadog": (g_datadog, ["DD_API_KEY", "DD_APP_KEY", "DATADOG_API_KEY"], "Datadog", "datadog", "token"),
    "heroku": (g_heroku, ["HEROKU_API_KEY"], "Heroku", "bearer", "token"),
    "discord_bot": (g_discord, ["DISCORD_BOT_TOKEN", "DISCORD_TOKEN"], "Discord", "discord", "token"),
    "telegram_bot": (g_telegram, ["TELEGRAM_BOT_TOKEN", "TG_TOKEN"], "Telegram", "telegram", "token"),
    "jwt": (g_jwt, ["API_JWT", "AUTH_TOKEN", "SERVICE_TOKEN", "ACCESS_TOKEN"], "the API gateway", "bearer", "token"),
    "private_key": (g_private_key, ["PRIVATE_KEY", "SSH_PRIVATE_KEY", "TLS_KEY", "DEPLOY_KEY"], "the deploy host", None, "block"),
    "database_url": (g_db_url, ["DATABASE_URL", "MONGO_URI", "REDIS_URL", "DB_DSN"], "the database", None, "url"),
    "basic_auth_url": (g_basic_auth_url, ["REPO_URL", "PIP_INDEX_URL", "REGISTRY_URL", "JENKINS_URL"], "the internal registry", None, "url"),
    "sentry": (g_sentry, ["SENTRY_AUTH_TOKEN"], "Sentry", "bearer", "token"),
    "grafana": (g_grafana, ["GRAFANA_SERVICE_ACCOUNT_TOKEN", "GRAFANA_TOKEN", "GRAFANA_CLOUD_TOKEN"], "Grafana", "bearer", "token"),
    "docker_hub": (g_docker, ["DOCKERHUB_TOKEN", "DOCKER_PASSWORD"], "Docker Hub", None, "token"),
    "newrelic": (g_newrelic, ["NEW_RELIC_API_KEY", "NEW_RELIC_USER_KEY"], "New Relic", "newrelic", "token"),
    "notion": (g_notion, ["NOTION_TOKEN", "NOTION_API_KEY"], "Notion", "bearer", "token"),
    "groq": (g_groq, ["GROQ_API_KEY"], "Groq", "bearer", "token"),
    "perplexity": (g_perplexity, ["PERPLEXITY_API_KEY", "PPLX_API_KEY"], "Perplexity", "bearer", "token"),
    "linear": (g_linear, ["LINEAR_API_KEY"], "Linear", "rawauth", "token"),
    "postman": (g_postman, ["POSTMAN_API_KEY"], "Postman", "xapikey", "token"),
    "mailchimp": (g_mailchimp, ["MAILCHIMP_API_KEY"], "Mailchimp", "basic", "token"),
    "square": (g_square, ["SQUARE_ACCESS_TOKEN"], "Square", "bearer", "token"),
    "age_key": (g_age, ["SOPS_AGE_KEY", "AGE_SECRET_KEY"], "sops", None, "token"),
    "doppler": (g_doppler, ["DOPPLER_TOKEN"], "Doppler", "bearer", "token"),
    "pulumi": (g_pulumi, ["PULUMI_ACCESS_TOKEN"], "Pulumi", "pulumi", "token"),
    "terraform_cloud": (g_terraform, ["TFE_TOKEN", "TF_TOKEN_app_terraform_io"], "Terraform Cloud", "bearer", "token"),
    "supabase": (g_supabase, ["SUPABASE_ACCESS_TOKEN"], "Supabase", "bearer", "token"),
    "databricks": (g_databricks, ["DATABRICKS_TOKEN"], "Databricks", "bearer", "token"),
    "onepassword_sa": (g_onepassword, ["OP_SERVICE_ACCOUNT_TOKEN"], "1Password", None, "token"),
    # No recognisable shape: only the context says these are credentials.
    "generic_password": (g_generic_password, ["DB_PASSWORD", "SMTP_PASSWORD", "ADMIN_PASSWORD", "REDIS_PASSWORD", "LDAP_BIND_PASSWORD", "KEYSTORE_PASS"], "the staging database", None, "token"),
    "generic_api_key": (g_generic_apikey, ["API_KEY", "PAYMENT_API_SECRET", "WEBHOOK_SECRET", "CLIENT_SECRET", "SECRET_KEY", "SIGNING_SECRET"], "the partner API", "bearer", "token"),
    "cloudflare_token": (g_cloudflare, ["CLOUDFLARE_API_TOKEN", "CF_API_TOKEN"], "Cloudflare", "bearer", "token"),
    "vercel_token": (g_vercel, ["VERCEL_TOKEN"], "Vercel", "bearer", "token"),
}

API_HOSTS = {
    "gh": "https://api.github.com/user/repos",
    "gitlab": "https://gitlab.com/api/v4/projects",
    "bearer": None,
    "stripe": "https://api.stripe.com/v1/charges",
    "gkey": "https://maps.googleapis.com/maps/api/geocode/json?address=Berlin&key=",
    "basic": None,
    "mailgun": "https://api.mailgun.net/v3/mg.example-shop.io/messages",
    "shopify": "https://acme-store.myshopify.com/admin/api/2024-07/shop.json",
    "xapikey": None,
    "azconn": None,
    "datadog": "https://api.datadoghq.com/api/v1/validate",
    "discord": "https://discord.com/api/v10/users/@me",
    "telegram": "https://api.telegram.org/bot",
    "newrelic": "https://api.newrelic.com/graphql",
    "rawauth": "https://api.linear.app/graphql",
    "pulumi": "https://api.pulumi.com/api/user",
    "webhook": None,
}

GENERIC_API_URLS = ["https://api.partner-payments.io/v2/transfers", "https://api.internal.acme.dev/v1/jobs",
                    "https://hooks.northwind.dev/ingest", "https://api.example-vendor.com/v3/status"]


def curl_for(fam, v):
    _, envs, svc, style, kind = FAMILIES[fam]
    if kind == "url":
        if fam == "slack_webhook":
            return "curl -X POST -H 'Content-type: application/json' --data '{\"text\":\"deploy finished\"}' %s" % v
        return "curl -sS %s" % (v if fam == "basic_auth_url" else "'%s'" % v)
    if style == "gh":
        return pick(["curl -H \"Authorization: Bearer %s\" https://api.github.com/user/repos",
                     "curl -H 'Authorization: token %s' https://api.github.com/repos/acme/platform/releases"]) % v
    if style == "gitlab":
        return "curl --header \"PRIVATE-TOKEN: %s\" https://gitlab.com/api/v4/projects?owned=true" % v
    if style == "stripe":
        return "curl https://api.stripe.com/v1/charges -u %s: -d amount=2000 -d currency=eur" % v
    if style == "gkey":
        return "curl \"%s%s\"" % (API_HOSTS["gkey"], v)
    if style == "basic":
        user = {"Twilio": "AC" + rs(HEX, 32), "Jira": "m.ross@acme-corp.io", "Mailchimp": "anystring"}.get(svc, "admin")
        url = {"Twilio": "https://api.twilio.com/2010-04-01/Accounts.json", "Jira": "https://acme.atlassian.net/rest/api/3/myself",
               "Mailchimp": "https://us6.api.mailchimp.com/3.0/ping"}.get(svc, pick(GENERIC_API_URLS))
        return "curl -u '%s:%s' %s" % (user, v, url)
    if style == "mailgun":
        return "curl -s --user 'api:%s' %s -F from=noreply@example-shop.io -F to=ops@example-shop.io -F subject=test -F text=hi" % (v, API_HOSTS["mailgun"])
    if style == "shopify":
        return "curl -H 'X-Shopify-Access-Token: %s' %s" % (v, API_HOSTS["shopify"])
    if style == "xapikey":
        url = "https://api.anthropic.com/v1/messages" if svc == "Anthropic" else "https://api.getpostman.com/me"
        return "curl %s -H 'x-api-key: %s' -H 'content-type: application/json'" % (url, v)
    if style == "azconn":
        return "curl -X PUT -H \"x-ms-date: $(date -u)\" -H \"Authorization: SharedKey acmestore01:%s\" https://acmestore01.blob.core.windows.net/backups/db.tar" % v
    if style == "datadog":
        return "curl -X GET %s -H 'DD-API-KEY: %s'" % (API_HOSTS["datadog"], v)
    if style == "discord":
        return "curl -H 'Authorization: Bot %s' %s" % (v, API_HOSTS["discord"])
    if style == "telegram":
        return "curl -s \"https://api.telegram.org/bot%s/sendMessage?chat_id=-100123456&text=deployed\"" % v
    if style == "newrelic":
        return "curl -X POST %s -H 'API-Key: %s' -d '{\"query\":\"{ actor { user { name } } }\"}'" % (API_HOSTS["newrelic"], v)
    if style == "rawauth":
        return "curl -X POST https://api.linear.app/graphql -H 'Authorization: %s' -d '{\"query\":\"{ viewer { id } }\"}'" % v
    if style == "pulumi":
        return "curl -H 'Authorization: token %s' https://api.pulumi.com/api/user" % v
    if style is None:
        if fam == "aws_access_key_id":
            return "curl --aws-sigv4 'aws:amz:eu-west-1:s3' --user '%s:%s' https://acme-backups.s3.eu-west-1.amazonaws.com/" % (v, g_aws_secret())
        if fam == "aws_secret_key":
            return "curl --aws-sigv4 'aws:amz:us-east-1:execute-api' --user '%s:%s' https://abc123.execute-api.us-east-1.amazonaws.com/prod/" % (g_aws_key_id(), v)
        if fam == "google_oauth_secret":
            return "curl -d client_id=8812345-abc.apps.googleusercontent.com -d client_secret=%s -d grant_type=refresh_token -d refresh_token=$RT https://oauth2.googleapis.com/token" % v
        if fam == "pypi":
            return "curl -u __token__:%s -F ':action=file_upload' -F content=@dist/pkg-1.0.tar.gz https://upload.pypi.org/legacy/" % v
        if fam == "azure_client_secret":
            return "curl -X POST https://login.microsoftonline.com/%s/oauth2/v2.0/token -d client_id=%s -d client_secret=%s -d scope=https://graph.microsoft.com/.default -d grant_type=client_credentials" % (uuid(), uuid(), v)
        if fam == "docker_hub":
            return "curl -s -H 'Content-Type: application/json' -X POST -d '{\"username\":\"acmebot\",\"password\":\"%s\"}' https://hub.docker.com/v2/users/login/" % v
        if fam == "generic_password":
            return "curl -u admin:%s https://grafana.ops.example-co.io/api/health" % v
        if fam == "age_key" or fam == "onepassword_sa" or fam == "private_key":
            return None
        return None
    # bearer
    url = {"Slack": "https://slack.com/api/auth.test", "SendGrid": "https://api.sendgrid.com/v3/mail/send",
           "DigitalOcean": "https://api.digitalocean.com/v2/droplets", "Hugging Face": "https://huggingface.co/api/whoami-v2",
           "OpenAI": "https://api.openai.com/v1/models", "Heroku": "https://api.heroku.com/apps",
           "Sentry": "https://sentry.io/api/0/organizations/", "Grafana": "https://acme.grafana.net/api/dashboards/home",
           "Notion": "https://api.notion.com/v1/users/me", "Groq": "https://api.groq.com/openai/v1/models",
           "Perplexity": "https://api.perplexity.ai/chat/completions", "Square": "https://connect.squareup.com/v2/locations",
           "Doppler": "https://api.doppler.com/v3/me", "Terraform Cloud": "https://app.terraform.io/api/v2/account/details",
           "Supabase": "https://api.supabase.com/v1/projects", "Databricks": "https://adb-1234567890.12.azuredatabricks.net/api/2.0/clusters/list",
           "Cloudflare": "https://api.cloudflare.com/client/v4/user/tokens/verify", "Vercel": "https://api.vercel.com/v9/projects",
           "npm": "https://registry.npmjs.org/-/whoami"}.get(svc, pick(GENERIC_API_URLS))
    if R.random() < 0.5:
        return "curl -H \"Authorization: Bearer %s\" %s" % (v, url)
    return "curl -sS %s -H 'Authorization: Bearer %s'" % (url, v)


def uuid():
    h = rs(HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], pick("89ab"), h[17:20], h[20:32])


# --------------------------------------------------------------------------------------
# Contexts
# --------------------------------------------------------------------------------------

def lower_key(env):
    return env.lower()


def camel(env):
    parts = env.lower().split("_")
    return parts[0] + "".join(p.capitalize() for p in parts[1:])


def ctx_env(fam, v):
    env = pick(FAMILIES[fam][1])
    form = pick(["plain", "dq", "sq", "spaces", "comment_before"])
    if FAMILIES[fam][4] == "block":
        return "%s=\"%s\"" % (env, v.replace("\n", "\\n"))
    if form == "plain":
        return "%s=%s" % (env, v)
    if form == "dq":
        return "%s=\"%s\"" % (env, v)
    if form == "sq":
        return "%s='%s'" % (env, v)
    if form == "spaces":
        return "%s = %s" % (env, v)
    return "# %s credentials, rotated %s\n%s=%s" % (FAMILIES[fam][2], pick(["2026-03-02", "last sprint", "after the incident", "by ops"]), env, v)


def ctx_env_file(fam, v):
    env = pick(FAMILIES[fam][1])
    others = ["NODE_ENV=production", "PORT=8080", "LOG_LEVEL=info", "APP_NAME=billing-api", "TZ=UTC",
              "FEATURE_NEW_CHECKOUT=true", "WORKERS=4", "REGION=eu-west-1"]
    lines = R.sample(others, 3)
    if FAMILIES[fam][4] == "block":
        val = "\"" + v.replace("\n", "\\n") + "\""
    else:
        val = pick([v, "\"%s\"" % v])
    lines.insert(rint(0, 3), "%s=%s" % (env, val))
    return "\n".join(lines)


def ctx_yaml(fam, v):
    env = pick(FAMILIES[fam][1])
    key = lower_key(env)
    if FAMILIES[fam][4] == "block":
        ind = "\n".join("      " + l for l in v.split("\n"))
        return "deploy:\n  host: web-1.internal\n  ssh:\n    user: deploy\n    %s: |\n%s\n" % (key, ind)
    form = pick(["nested", "k8s_env", "compose", "quoted"])
    if form == "nested":
        return "%s:\n  enabled: true\n  %s: %s\n  timeout_seconds: 30\n" % (FAMILIES[fam][2].lower().replace(" ", "_"), key, v)
    if form == "k8s_env":
        return "        env:\n          - name: %s\n            value: \"%s\"\n          - name: LOG_LEVEL\n            value: info\n" % (env, v)
    if form == "compose":
        return "services:\n  api:\n    image: acme/api:1.14.2\n    environment:\n      - %s=%s\n      - PORT=8080\n" % (env, v)
    return "%s: '%s'\n" % (key, v)


def ctx_json(fam, v):
    env = pick(FAMILIES[fam][1])
    key = camel(env) if R.random() < 0.6 else lower_key(env)
    doc = {"name": pick(["billing-worker", "notifier", "sync-job", "dashboard"]), "region": "eu-west-1", key: v, "retries": 3}
    if R.random() < 0.5:
        doc = {"env": "production", "credentials": {key: v}, "features": ["a", "b"]}
    return json.dumps(doc, indent=pick([None, 2]))


def ctx_toml(fam, v):
    env = pick(FAMILIES[fam][1])
    key = lower_key(env)
    if FAMILIES[fam][4] == "block":
        return "[ssh]\nuser = \"deploy\"\n%s = \"\"\"\n%s\n\"\"\"\n" % (key, v)
    sect = FAMILIES[fam][2].lower().replace(" ", "_").replace(".", "")
    return "[%s]\nendpoint = \"https://api.internal.lan\"\n%s = \"%s\"\ntimeout = 30\n" % (sect, key, v)


def ctx_export(fam, v):
    env = pick(FAMILIES[fam][1])
    if FAMILIES[fam][4] == "block":
        return "export %s=\"%s\"" % (env, v)
    return pick(["export %s=%s", "export %s=\"%s\"", "export %s='%s'"]) % (env, v) + pick(["", "\nexport AWS_REGION=eu-west-1", "\n./scripts/deploy.sh --env prod"])


def ctx_curl(fam, v):
    return curl_for(fam, v)


def ctx_code(fam, v):
    env = pick(FAMILIES[fam][1])
    name = lower_key(env)
    if FAMILIES[fam][4] == "block":
        return "%s = \"\"\"%s\n\"\"\"\n" % (name.upper(), v)
    form = pick(["py", "py_call", "js", "go", "java", "ruby", "php", "rust"])
    if form == "py":
        return "%s = \"%s\"" % (name, v)
    if form == "py_call":
        return "client = %sClient(api_key=\"%s\", timeout=30)" % (FAMILIES[fam][2].replace(" ", "").replace(".", ""), v)
    if form == "js":
        return "const %s = '%s';" % (camel(env), v)
    if form == "go":
        return "const %s = \"%s\"" % (camel(env)[0].upper() + camel(env)[1:], v)
    if form == "java":
        return "private static final String %s = \"%s\";" % (env.upper(), v)
    if form == "ruby":
        return "config.%s = '%s'" % (name, v)
    if form == "php":
        return "$%s = \"%s\";" % (camel(env), v)
    return "let %s = \"%s\";" % (name, v)


def ctx_url(fam, v):
    kind = FAMILIES[fam][4]
    if kind == "url":
        return pick(["Clone with %s", "%s", "pip install --index-url %s acme-utils" if fam == "basic_auth_url" else "connect %s"]) % v
    # credential placed in URL userinfo
    if kind == "block":
        return None
    safe = v.replace("/", "%2F").replace("+", "%2B").replace("@", "%40").replace(":", "%3A").replace("#", "%23").replace("?", "%3F")
    host = pick(["github.com/acme/platform.git", "gitlab.com/acme/infra.git", "registry.internal.lan/v2/", "git.acme-corp.io/tools.git"])
    user = pick(["x-access-token", "oauth2", "deploy", "ci-bot", "__token__", "admin"])
    return "https://%s:%s@%s" % (user, safe, host)


LOG_TS = ["2026-03-14T09:12:44Z", "2026-11-02 17:03:11,482", "Mar 14 09:12:44", "[2026-06-30 23:59:01]", "2026/07/01 04:15:09"]


def ctx_log(fam, v):
    env = pick(FAMILIES[fam][1])
    ts = pick(LOG_TS)
    if FAMILIES[fam][4] == "block":
        return "%s DEBUG loaded key material: %s" % (ts, v.replace("\n", "\\n"))
    return pick([
        "%s DEBUG http.client: send: Authorization: Bearer %s",
        "%s INFO  config: resolved %s=%s from environment",
        "%s WARN  retrying request to upstream with token=%s (attempt 2/5)",
        "%s ERROR auth failed for key %s: 401 Unauthorized",
        "%s DEBUG starting worker pid=4821 args=['--token', '%s', '--queue', 'default']",
    ]).replace("%s=%s", env + "=%s") % (ts, v)


# Prose: a prefixed/recognisable token inside an ordinary sentence.
PROSE_TEMPLATES = [
    "I rotated the {svc} key this morning, the new one is {v}, paste it into Vercel before the next deploy.",
    "Heads up: the {svc} token for CI is now {v} -- the old one was revoked.",
    "For the demo use {v} as the {svc} credential; it is scoped to the sandbox project.",
    "Can you update the secret in the pipeline? New value: {v}. Thanks!",
    "Handoff: staging still talks to {svc} with {v}; we should move it into the vault next week.",
    "The integration broke because someone committed {v} and {svc} auto-revoked it, so I generated another one.",
    "{svc} access for the contractor: {v} (expires Friday).",
    "If the nightly job fails again, log in with {v} and rerun it by hand.",
    "Note to self, the working credential is {v} and not the one in the wiki.",
    "Reminder that {v} is the production {svc} key, please don't share it in public channels.",
    "We spent an hour debugging before noticing the deploy used {v}, which belongs to the old {svc} account.",
    "Here is what I used locally: {v}. It has read-only scope.",
    "Pasting for Priya since the vault is down: {svc} -> {v}",
    "The webhook started returning 403 after the rotation; the current secret is {v} if you need to test.",
    "After the migration the service authenticates with {v}; please store it in 1Password under {svc}.",
]

# Prose where the value itself has no recognisable shape; only the words around it say what it is.
PROSE_UNPREFIXED = [
    "the staging DB password is {v}",
    "The new admin password for the Grafana box is {v}, change it after first login.",
    "I reset the SMTP password to {v} because the old one leaked in the ticket.",
    "Use {v} as the API key for the partner sandbox, it only works from the office VPN.",
    "Vault was sealed so for now the root password on db-2 is {v}.",
    "The shared secret for the webhook signature is {v}; both sides must use the same value.",
    "Jenkins credentials: user ci, password {v}.",
    "FYI the wifi password in the lab changed to {v}.",
    "Our signing secret for session cookies is currently {v} -- rotate it when Sam leaves.",
    "I rotated the deploy key, the new one is {v}, paste it into Vercel.",
    "The Redis AUTH password in prod is {v} (same as staging, which we should fix).",
    "Login for the vendor portal is ops@acme-corp.io / {v}",
    "Password for the encrypted backup archive: {v}",
    "the keystore passphrase is {v}, don't lose it or we can't ship the Android build",
    "New API token for the billing provider: {v}. Old one is revoked.",
    "To decrypt the staging dump use the passphrase {v}.",
    "LDAP bind password for the reporting service got changed to {v} yesterday.",
    "The client secret for the internal OAuth app is {v}; the client id is in the README.",
    "If you need to get into the router the admin password is {v}.",
    "my personal access token for the build server is {v}, feel free to use it until yours is approved",
]


def ctx_prose(fam, v):
    svc = FAMILIES[fam][2]
    if fam in ("generic_password", "generic_api_key", "vercel_token", "cloudflare_token", "datadog", "aws_secret_key",
               "azure_storage_key", "mailchimp", "twilio") and R.random() < 0.7:
        s = pick(PROSE_UNPREFIXED).format(v=v)
        s = s[0].upper() + s[1:]
    else:
        s = pick(PROSE_TEMPLATES).format(svc=svc, v=v)
    lead = pick(["", "", "Quick update on the release. ", "Morning all. ", "Summary of today's on-call: the queue backed up around 3am. ",
                 "Re the outage: "])
    tail = pick(["", "", " Let me know if anything else breaks.", " I'll write the postmortem tomorrow.", " Ping me on Slack with questions."])
    return lead + s + tail


CONTEXTS = {
    "env_line": ctx_env,
    "env_file": ctx_env_file,
    "yaml": ctx_yaml,
    "json": ctx_json,
    "toml": ctx_toml,
    "shell_export": ctx_export,
    "curl": ctx_curl,
    "source_code": ctx_code,
    "url_credentials": ctx_url,
    "log_line": ctx_log,
    "prose_sentence": ctx_prose,
}


def aws_credentials_file():
    forms = [
        "[default]\naws_access_key_id = {i}\naws_secret_access_key = {s}\n",
        "[profile prod]\nregion = eu-west-1\naws_access_key_id={i}\naws_secret_access_key={s}\n",
        "[ci]\naws_secret_access_key = {s}\n",
        "aws_secret_access_key={s}",
    ]
    return pick(forms).format(i=g_aws_key_id(), s=g_aws_secret())


def azure_conn_string():
    return "DefaultEndpointsProtocol=https;AccountName=acmestore%02d;AccountKey=%s;EndpointSuffix=core.windows.net" % (rint(1, 99), g_azure_storage())


def build_positives():
    out = []
    unprefixed = {"generic_password", "generic_api_key", "cloudflare_token", "vercel_token"}
    for fam in FAMILIES:
        gen = FAMILIES[fam][0]
        for ctx, fn in CONTEXTS.items():
            if ctx == "prose_sentence":
                n = 10 if fam in unprefixed else 4
            elif fam in unprefixed:
                n = 3
            else:
                n = 2
            for _ in range(n):
                v = gen()
                text = fn(fam, v)
                if text is None:
                    continue
                out.append((fam, ctx, text))
    # extra shapes documented by providers
    for _ in range(20):
        out.append(("aws_secret_key", "aws_credentials_file", aws_credentials_file()))
    for _ in range(12):
        out.append(("azure_storage_key", "connection_string", pick(["AZURE_STORAGE_CONNECTION_STRING=", "connectionString: ", ""]) + azure_conn_string()))
    for _ in range(10):
        out.append(("private_key", "key_file", g_private_key() + "\n"))
    for _ in range(10):
        v = g_jwt()
        out.append(("jwt", "http_header", "Authorization: Bearer " + v))
    for _ in range(10):
        out.append(("generic_password", "cli_flag", pick([
            "mysql -h db.internal -u root -p%s billing",
            "psql \"host=db.internal user=app password=%s dbname=app\"",
            "docker login -u acmebot -p %s registry.acme-corp.io",
            "sshpass -p '%s' ssh deploy@10.0.3.17",
            "redis-cli -h cache.internal -a %s ping",
        ]) % password()))
    for _ in range(10):
        out.append(("generic_password", "netrc", "machine git.acme-corp.io login deploy password %s" % password()))
    return out


# --------------------------------------------------------------------------------------
# Negatives
# --------------------------------------------------------------------------------------

WORDS = ("alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar papa quebec "
         "romeo sierra tango uniform victor whiskey xray yankee zulu").split()


def neg_git_sha():
    sha = rs(HEX, 40)
    return pick([
        "commit %s\nAuthor: Dana Whitfield <dana@acme-corp.io>\nDate:   Tue Mar 3 10:12:01 2026 +0100\n\n    Fix retry loop in sync worker" % sha,
        "Fixed in %s, see the PR for details." % sha,
        "ref: %s" % sha,
        "  rev: %s  # pinned pre-commit hook" % sha,
        "uses: actions/checkout@%s # v4.2.2" % sha,
        "git revert %s" % sha,
        "%s refs/heads/main" % sha,
        "\"resolved\": \"git+ssh://git@github.com/acme/ui-kit.git#%s\"" % sha,
        "GIT_COMMIT=%s" % sha,
        "build_sha: %s" % sha,
    ])


def neg_short_sha():
    return pick(["Reverted in %s.", "cherry-pick %s onto release/2.4", "HEAD is now at %s Merge pull request #812", "version: 1.9.0+g%s"]) % rs(HEX, pick([7, 8, 12]))


def neg_uuid():
    u = uuid()
    return pick(["request_id=%s status=200 duration_ms=41", "\"id\": \"%s\"", "tenant_id: %s", "AZURE_TENANT_ID=%s",
                 "AZURE_SUBSCRIPTION_ID=%s", "Trace %s finished", "correlation-id: %s", "ProjectGuid = \"{%s}\"",
                 "client_id = \"%s\"", "installation_id: %s"]) % (u.upper() if R.random() < 0.2 else u)


def neg_hash():
    k = pick(["sha256", "sha1", "md5", "sha512", "docker", "checksum_file", "etag", "trace"])
    if k == "sha256":
        return pick(["sha256sum: %s", "SHA256 (release.tar.gz) = %s", "expected hash %s, got mismatch", "content_hash: %s"]) % rs(HEX, 64)
    if k == "sha1":
        return "SHA1: %s" % rs(HEX, 40)
    if k == "md5":
        return pick(["md5: %s", "ETag: \"%s\"", "Content-MD5 %s", "cache key %s"]) % rs(HEX, 32)
    if k == "sha512":
        return "sha512: %s" % rs(HEX, 128)
    if k == "docker":
        return pick(["image: ghcr.io/acme/api@sha256:%s", "FROM python:3.12-slim@sha256:%s", "Digest: sha256:%s"]) % rs(HEX, 64)
    if k == "checksum_file":
        return "%s  acme-cli_1.8.2_linux_amd64.tar.gz\n%s  acme-cli_1.8.2_darwin_arm64.tar.gz" % (rs(HEX, 64), rs(HEX, 64))
    if k == "etag":
        return "If-None-Match: W/\"%s\"" % rs(HEX, 40)
    return pick(["trace_id=%s span_id=%s", "traceparent: 00-%s-%s-01"]) % (rs(HEX, 32), rs(HEX, 16))


def neg_base64_data():
    k = pick(["text", "json", "png", "k8s", "font"])
    if k == "text":
        s = " ".join(R.sample(WORDS, 8)).encode()
        return pick(["data: %s", "echo %s | base64 -d", "payload=%s"]) % base64.b64encode(s).decode()
    if k == "json":
        d = {"event": pick(["push", "deploy", "build"]), "repo": "acme/platform", "n": rint(1, 999)}
        return "body_b64: %s" % base64.b64encode(json.dumps(d).encode()).decode()
    if k == "png":
        return "background: url(data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAA%s);" % base64.b64encode(R.randbytes(rint(60, 200))).decode()
    if k == "k8s":
        return "apiVersion: v1\nkind: ConfigMap\nbinaryData:\n  logo.ico: %s\n" % base64.b64encode(R.randbytes(90)).decode()
    return "src: url(data:font/woff2;base64,d09GMgABAAAAA%s) format('woff2');" % base64.b64encode(R.randbytes(120)).decode()


PLACEHOLDERS = [
    "API_KEY=<your-api-key>", "GITHUB_TOKEN=<your-token>", "export OPENAI_API_KEY=\"sk-...\"",
    "OPENAI_API_KEY=sk-your-key-here", "STRIPE_SECRET_KEY=sk_live_...", "password: changeme", "DB_PASSWORD=changeme",
    "SLACK_BOT_TOKEN=xoxb-your-bot-token", "token: ${API_TOKEN}", "password: ${DB_PASSWORD}", "api_key = os.environ[\"API_KEY\"]",
    "const key = process.env.STRIPE_SECRET_KEY;", "GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}", "NPM_TOKEN: ${{ secrets.NPM_TOKEN }}",
    "password = \"{{ vault_db_password }}\"", "SECRET_KEY=REPLACE_ME", "AWS_SECRET_ACCESS_KEY=YOUR_SECRET_ACCESS_KEY",
    "AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE", "aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "ANTHROPIC_API_KEY=sk-ant-xxxxxxxxxxxxxxxxxxxx", "HF_TOKEN=hf_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
    "TOKEN=xxxx", "api_key: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "password: \"********\"", "token = \"<redacted>\"",
    "curl -u <user>:<password> https://api.example.com", "curl -u \"$USER:$PASS\" https://nexus.internal.lan/service/rest/v1/status",
    "curl -H \"Authorization: Bearer $TOKEN\" https://api.github.com/user", "curl -H 'Authorization: Bearer <ACCESS_TOKEN>' https://api.example.com/v1/me",
    "DATABASE_URL=postgres://user:password@localhost:5432/mydb", "DATABASE_URL=postgres://USER:PASSWORD@HOST:PORT/DB",
    "mongodb+srv://<username>:<password>@cluster0.example.mongodb.net/", "redis://:${REDIS_PASSWORD}@redis:6379/0",
    "SENTRY_AUTH_TOKEN=sntrys_YOUR_TOKEN_HERE", "GITLAB_TOKEN=glpat-XXXXXXXXXXXXXXXXXXXX", "api_key=\"YOUR_API_KEY\"",
    "password=\"\"", "PASSWORD=", "secret: null", "client_secret: \"\"",
    "Set `DD_API_KEY` to your Datadog API key.", "key: <paste key here>", "SECRET=%SECRET%", "password: $(cat /run/secrets/db_password)",
    "token: !vault |\n  $ANSIBLE_VAULT;1.1;AES256", "export VAULT_TOKEN=$(vault login -token-only -method=oidc)",
    "-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----", "-----BEGIN PRIVATE KEY-----\n<your private key>\n-----END PRIVATE KEY-----",
    "Authorization: Basic base64(username:password)", "https://<user>:<token>@github.com/org/repo.git", "SMTP_PASSWORD=your_smtp_password",
    "JWT_SECRET=your-jwt-secret", "SECRET_KEY_BASE=generate-with-rails-secret", "DISCORD_TOKEN=your_discord_bot_token_here",
    "shopify_token = \"shpat_<token>\"", "\"apiKey\": \"<YOUR_FIREBASE_API_KEY>\"", "STRIPE_KEY=sk_test_EXAMPLE_DO_NOT_USE",
    "GROQ_API_KEY=gsk_...", "PERPLEXITY_API_KEY=pplx-...", "DOCKERHUB_TOKEN=dckr_pat_...", "NEW_RELIC_API_KEY=NRAK-...",
]


PH_PREFIXES = ["ghp_", "github_pat_", "glpat-", "xoxb-", "xapp-", "sk-", "sk-proj-", "sk_live_", "rk_live_", "sk-ant-api03-", "hf_",
               "npm_", "pypi-", "AIza", "SG.", "shpat_", "dop_v1_", "gsk_", "pplx-", "NRAK-", "dckr_pat_", "glsa_", "sntryu_",
               "ntn_", "lin_api_", "PMAK-", "dapi", "sbp_", "pul-", "HRKU-"]
PH_TAILS = ["...", "xxxxxxxxxxxxxxxxxxxx", "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", "<token>", "YOUR_TOKEN_HERE", "EXAMPLE",
            "your-key-here", "************", "<redacted>", "REPLACE_WITH_YOUR_KEY", "0000000000000000000000000000000000000000",
            "abc123", "{token}", "$TOKEN", "EXAMPLEEXAMPLEEXAMPLEEXAMPLE"]
PH_FORMS = ["{E}=<your-{s}-token>", "{E}=<{E}>", "{E}=${{{E}}}", "{k}: ${{{E}}}", "{E}=changeme", "{k} = \"YOUR_{E}\"",
            "{E}=\"\"", "{k}: \"${{{{ secrets.{E} }}}}\"", "{E}=REPLACE_ME", "{E}=TODO", "{k} = os.getenv(\"{E}\")",
            "{E}=<redacted>", "{E}=***", "{k}: !secret {k}", "{E}=${{{E}:?must be set}}", "{E}=$(op read op://ci/{s}/credential)",
            "{E}=your_{k}_here", "{E}=<insert {s} key>", "{k}: \"{{{{ {k} }}}}\"", "{E}=%{E}%", "{E}=${{env:{E}}}",
            "{k} = ENV.fetch(\"{E}\")", "{k}: ((vault:{k}))", "{E}=$(aws secretsmanager get-secret-value --secret-id {k} --query SecretString --output text)"]


def neg_placeholder():
    k = R.random()
    if k < 0.35:
        return pick(PLACEHOLDERS)
    fam = pick([f for f in FAMILIES])
    env = pick(FAMILIES[fam][1])
    if k < 0.7:
        return pick(PH_FORMS).format(E=env, k=env.lower(), s=FAMILIES[fam][2].lower().replace(" ", "-"))
    return "%s=%s%s" % (pick(["API_TOKEN", "TOKEN", "API_KEY", "ACCESS_TOKEN", "SECRET"]), pick(PH_PREFIXES), pick(PH_TAILS))


def neg_masked():
    k = pick(["gh", "sk", "xox", "gl", "aws", "stars", "last4", "hf", "npm", "jwt"])
    if k == "gh":
        return pick(["GITHUB_TOKEN=ghp_************************************", "token ghp_****%s (last used 3 days ago)" % rs(ALNUM, 4)])
    if k == "sk":
        return pick(["OPENAI_API_KEY=sk-...%s" % rs(ALNUM, 4), "key: sk-proj-****************************%s" % rs(ALNUM, 4), "sk_live_••••••••%s" % rs(ALNUM, 4)])
    if k == "xox":
        return "SLACK_BOT_TOKEN=xoxb-****-****-************************"
    if k == "gl":
        return pick(["glpat-xxxxxxxxxxxxxxxxxxxx", "GITLAB_TOKEN=glpat-********************"])
    if k == "aws":
        return pick(["Access key ID: AKIA************%s" % rs(UP + DIG, 4), "aws_secret_access_key = ****************************************"])
    if k == "stars":
        return pick(["password: ********", "DB_PASSWORD=***", "Authorization: Bearer ***", "token=[REDACTED]", "api_key: [FILTERED]", "secret=<hidden>"])
    if k == "last4":
        return "Using Stripe key ending in %s for checkout" % rs(ALNUM, 4)
    if k == "hf":
        return "HF_TOKEN=hf_*******************************%s" % rs(LO, 3)
    if k == "npm":
        return "Publish token npm_%s… with id %s created 2026-10-02" % (rs(HEX, 2), rs(HEX, 6))
    return "Authorization: Bearer eyJhbGciOi...<truncated>"


IDENTS = [
    "get_access_token", "refresh_token_expiry", "hf_hub_download", "hf_api_client", "TOKEN_EXPIRY_SECONDS=3600",
    "password_reset_url", "PASSWORD_MIN_LENGTH=12", "API_KEY_HEADER = \"X-API-Key\"", "secret_manager_client",
    "AWS_REGION=us-east-1", "AWS_DEFAULT_OUTPUT=json", "generateSecretKeyPairForTenant", "validateAccessTokenSignature",
    "MAXIMUMRETRIESBEFOREGIVINGUP", "THEQUICKBROWNFOXJUMPSOVERTHELAZYDOG", "DEFAULTCONNECTIONPOOLSIZELIMIT",
    "tokenizer = AutoTokenizer.from_pretrained(\"bert-base-uncased\")", "sk_learn_pipeline_v2", "pk_users_email_unique",
    "ghost_user_placeholder_id", "class PasswordHasher(BaseHasher):", "def rotate_secret_key(old, new):",
    "KEYCLOAK_REALM=acme-internal", "SECRET_NAME=prod/db/credentials", "secretRef: { name: api-credentials }",
    "valueFrom:\n  secretKeyRef:\n    name: db-credentials\n    key: password", "ssm:/prod/billing/stripe_key",
    "arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/db-AbCdEf", "projects/acme-prod/secrets/api-key/versions/latest",
    "kv/data/team-platform/github", "AUTH_TOKEN_TTL=15m", "SESSION_COOKIE_SECURE=true", "API_BASE_URL=https://api.acme-corp.io",
]


def neg_identifier():
    if R.random() < 0.5:
        return pick(IDENTS)
    k = pick(["ami", "arn", "k8s", "s3", "ulid", "instance", "sg", "account", "gcp", "numeric"])
    if k == "ami":
        return "ami_id = \"ami-0%s\"" % rs(HEX, 16)
    if k == "arn":
        return "role_arn: arn:aws:iam::%s:role/%s" % (rs(DIG, 12), pick(["ci-deployer", "ReadOnly", "lambda-exec"]))
    if k == "k8s":
        return "pod/%s-%s-%s   1/1   Running   0   4h" % (pick(["web", "api", "worker"]), rs(HEX, 10), rs(LO + DIG, 5))
    if k == "s3":
        return "s3://acme-artifacts/builds/%s/%s.tar.gz" % (rs(DIG, 8), rs(HEX, 16))
    if k == "ulid":
        return "event_id=01%s" % rs("0123456789ABCDEFGHJKMNPQRSTVWXYZ", 24)
    if k == "instance":
        return "instance i-0%s is stopping" % rs(HEX, 16)
    if k == "sg":
        return "vpc_security_group_ids = [\"sg-0%s\", \"sg-0%s\"]" % (rs(HEX, 16), rs(HEX, 16))
    if k == "account":
        return "AWS_ACCOUNT_ID=%s" % rs(DIG, 12)
    if k == "gcp":
        return "service_account: ci-runner@acme-prod-%s.iam.gserviceaccount.com" % rs(DIG, 6)
    return "order_number: %s" % rs(DIG, 16)


def neg_url_no_password():
    return pick([
        "https://github.com/acme/platform.git", "git@github.com:acme/platform.git", "ssh://git@gitlab.com/acme/infra.git",
        "postgres://localhost:5432/app", "mongodb://mongo.internal/app", "redis://cache:6379/0", "mysql://db.internal:3306/billing",
        "DATABASE_URL=postgres://app@db.internal:5432/app", "https://deploy@git.acme-corp.io/tools.git", "amqp://rabbit.infra.lan:5672/",
        "https://api.stripe.com/v1/charges", "https://hooks.slack.com/services/", "https://registry.npmjs.org/",
        "https://pypi.org/simple/requests/", "http://localhost:8080/health", "https://acme.atlassian.net/browse/PLAT-%d" % rint(100, 9999),
        "https://console.aws.amazon.com/iam/home#/users", "https://dashboard.stripe.com/apikeys", "file:///var/lib/app/data.db",
        "https://example.com/reset-password?user=42", "https://grafana.ops.example-co.io/d/%s/api-latency?orgId=1" % rs(ALNUM, 9),
        "https://docs.google.com/document/d/%s/edit" % rs(B64URL, 44),
        "https://www.youtube.com/watch?v=%s" % rs(B64URL, 11),
    ])


def neg_public_key():
    k = pick(["ed25519", "rsa", "pem_pub", "cert", "stripe_pk", "gpg", "age_pub", "fingerprint", "sentry_dsn"])
    if k == "ed25519":
        return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s" % (rs(B64, 43), pick(["dana", "ci", "deploy"]), pick(["laptop", "build-01", "bastion"]))
    if k == "rsa":
        return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s deploy@ci" % rs(B64, 372)
    if k == "pem_pub":
        b = base64.b64encode(R.randbytes(294)).decode()
        return "-----BEGIN PUBLIC KEY-----\n%s\n-----END PUBLIC KEY-----" % "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
    if k == "cert":
        b = base64.b64encode(R.randbytes(900)).decode()
        return "-----BEGIN CERTIFICATE-----\n%s\n-----END CERTIFICATE-----" % "\n".join(b[i:i + 64] for i in range(0, len(b), 64))
    if k == "stripe_pk":
        return pick(["STRIPE_PUBLISHABLE_KEY=pk_live_%s", "const stripe = Stripe('pk_live_%s');", "NEXT_PUBLIC_STRIPE_KEY=pk_test_%s"]) % alnum_mixed(99)
    if k == "gpg":
        return "gpg --recv-keys %s" % rs(HEX.upper(), 40)
    if k == "age_pub":
        return "recipients: age1%s" % rs("qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58)
    if k == "fingerprint":
        return "ED25519 key fingerprint is SHA256:%s." % rs(B64, 43)
    return "SENTRY_DSN=https://%s@o%s.ingest.sentry.io/%s" % (rs(HEX, 32), rs(DIG, 6), rs(DIG, 7))


def neg_integrity():
    k = pick(["npm", "pip", "gosum", "cargo", "yarn", "nix", "sri"])
    if k == "npm":
        return "\"integrity\": \"sha512-%s==\"" % rs(B64, 86)
    if k == "pip":
        return "requests==2.32.3 \\\n    --hash=sha256:%s \\\n    --hash=sha256:%s" % (rs(HEX, 64), rs(HEX, 64))
    if k == "gosum":
        return "golang.org/x/net v0.%d.0 h1:%s=" % (rint(20, 40), rs(B64, 43))
    if k == "cargo":
        return "[[package]]\nname = \"serde\"\nversion = \"1.0.%d\"\nsource = \"registry+https://github.com/rust-lang/crates.io-index\"\nchecksum = \"%s\"" % (rint(100, 220), rs(HEX, 64))
    if k == "yarn":
        return "  resolved \"https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#%s\"\n  integrity sha512-%s==" % (rs(HEX, 40), rs(B64, 86))
    if k == "nix":
        return "hash = \"sha256-%s=\";" % rs(B64, 43)
    return "<script src=\"https://cdn.example.net/lib.min.js\" integrity=\"sha384-%s\" crossorigin=\"anonymous\"></script>" % rs(B64, 64)


def neg_css():
    return pick(["color: #%s;", "background-color: #%s", "--brand-primary: #%s;", "border: 1px solid #%s;", "fill=\"#%s\""]) % rs(HEX, pick([3, 6, 6, 8]))


def neg_version():
    return pick([
        "v%d.%d.%d" % (rint(0, 5), rint(0, 40), rint(0, 30)), "version = \"%d.%d.%d-rc.%d+build.%d\"" % (rint(0, 5), rint(0, 40), rint(0, 30), rint(1, 5), rint(1, 999)),
        "requests>=2.31.0,<3", "node: 20.11.1", "image: postgres:16.3-alpine3.20", "go 1.22.4", "\"typescript\": \"^5.4.5\"",
        "Released 3.%d.%d on 2026-%02d-%02d" % (rint(0, 12), rint(0, 9), rint(1, 12), rint(1, 28)), "openjdk version \"21.0.3\" 2024-04-16 LTS",
        "Kernel 6.8.0-%d-generic" % rint(10, 60),
    ])


def neg_fixture():
    if R.random() < 0.5:
        fam = pick([f for f in FAMILIES])
        env = pick(FAMILIES[fam][1])
        return pick(["{k} = \"fake-{s}-token\"", "test_{k} = \"not-real\"", "FAKE_{E}=fake", "{k}: \"dummy-{k}\"",
                     "MOCK_{E}=mock_value_for_tests", "{k}=\"test\"", "# unit-test fixture, not a credential\n{k} = \"fixture-{s}\"",
                     "monkeypatch.setenv(\"{E}\", \"test-value\")", "os.environ[\"{E}\"] = \"dummy\"  # tests only",
                     "{E}=dev-only-insecure"]).format(E=env, k=env.lower(), s=FAMILIES[fam][2].lower().replace(" ", "-"))
    return pick([
        "password = \"test-password\"", "FAKE_TOKEN = \"fake-token-for-tests\"", "api_key=\"dummy\"", "SECRET_KEY = \"not-a-real-secret\"",
        "token: \"test\"", "assert login(\"alice\", \"hunter2\") is False  # well-known example password", "DJANGO_SECRET_KEY=insecure-dev-only-key",
        "# test fixture: obviously fake\nstripe_key = \"sk_test_fake_key_for_unit_tests\"", "mock_token = \"mock-access-token\"",
        "user = User(email=\"a@example.com\", password=\"password123\")  # fixture", "JWT_SECRET=test-secret", "EXAMPLE_TOKEN=example-token-not-real",
        "@pytest.fixture\ndef api_key():\n    return \"testkey\"", "POSTGRES_PASSWORD=postgres  # local docker only", "REDIS_PASSWORD=dev",
        "login: admin / admin (default, change on first boot)", "let token = \"placeholder\";",
    ])


NEG_KINDS = {
    "git_sha": (neg_git_sha, 100),
    "short_sha": (neg_short_sha, 30),
    "uuid": (neg_uuid, 90),
    "content_hash": (neg_hash, 110),
    "base64_data": (neg_base64_data, 70),
    "placeholder": (neg_placeholder, 130),
    "masked_token": (neg_masked, 70),
    "identifier": (neg_identifier, 100),
    "url_without_password": (neg_url_no_password, 70),
    "public_key": (neg_public_key, 80),
    "integrity_hash": (neg_integrity, 60),
    "css_colour": (neg_css, 30),
    "version_string": (neg_version, 30),
    "test_fixture": (neg_fixture, 50),
}


def build_negatives():
    out = []
    for kind, (fn, n) in NEG_KINDS.items():
        seen = set()
        tries = 0
        while len(seen) < n and tries < n * 50:
            tries += 1
            t = fn()
            if t in seen:
                continue
            seen.add(t)
            out.append((kind, t))
    return out


# --------------------------------------------------------------------------------------
# Prose
# --------------------------------------------------------------------------------------

PEOPLE = ["Dana", "Priya", "Marcus", "Lena", "Tomás", "Aiko", "Sam", "Yusuf", "Ingrid", "Chen", "Olu", "Beatriz"]
COMPONENTS = ["the sync worker", "the billing API", "the session store", "the search indexer", "the webhook relay", "the CLI",
              "the auth middleware", "the nightly export", "the GraphQL gateway", "the token refresher", "the rate limiter",
              "the deploy script", "the metrics exporter", "the cache layer", "the upload service"]
ENVS = ["GITHUB_TOKEN", "DATABASE_URL", "STRIPE_SECRET_KEY", "OPENAI_API_KEY", "SENTRY_AUTH_TOKEN", "AWS_SECRET_ACCESS_KEY",
        "NPM_TOKEN", "SLACK_WEBHOOK_URL", "DB_PASSWORD", "JWT_SECRET"]
FILES = ["src/auth/session.py", "config/settings.yaml", "docs/deploy.md", "scripts/rotate.sh", ".github/workflows/release.yml",
         "internal/cache/lru.go", "web/src/api/client.ts", "README.md", "Makefile", "charts/api/values.yaml"]

PROSE_SENTENCES = [
    "{p} fixed the retry loop in {c}; it now backs off exponentially up to 30 seconds.",
    "The access token is refreshed five minutes before expiry, so long-running jobs no longer fail with 401.",
    "We never log the password field; the serializer drops it before the request is written to the audit log.",
    "Rotate the signing key every 90 days and keep the previous key for verification during the overlap window.",
    "The API key is read from the `{e}` environment variable at startup and is never written to disk.",
    "If the secret is missing, {c} refuses to start and prints which variable to set.",
    "Store tokens in the platform's secret manager, not in `{f}`.",
    "{p} asked whether we can use a fine-grained personal access token instead of a classic one for the release job.",
    "Passwords are hashed with Argon2id; the parameters live in `{f}`.",
    "Added a test that fails when a key-value pair in the config is not documented.",
    "The primary key on the events table is now a composite of tenant and timestamp.",
    "Secret scanning flagged a false positive in the fixtures, so we renamed the sample value to something obviously fake.",
    "Bumped the cache TTL to 10 minutes after the latency regression in {c}.",
    "Commit {sha} reverts the change to {f} that broke the Windows build.",
    "The token bucket in {c} allows bursts of 50 requests and refills at 10 per second.",
    "Tokenization of the search query now handles hyphenated words correctly.",
    "The key insight is that the slow path only runs when the index is cold.",
    "{p} will own the on-call rotation next week; hand over the pager on Monday.",
    "Use `make test` before pushing; the CI job runs the same target.",
    "We moved the `{e}` lookup into a single helper so that the other modules never see the raw value.",
    "The password reset flow sends a one-time link that expires after 30 minutes.",
    "Keys in the YAML file are sorted alphabetically to keep the diffs small.",
    "Session cookies are marked HttpOnly and Secure, and the SameSite attribute is Lax.",
    "The release is tagged v{ver}; the changelog lists the breaking changes.",
    "Our threat model assumes an attacker can read the repository but not the CI secrets.",
    "If you lose your SSH key, ask {p} to remove the old public key from the bastion.",
    "The webhook secret is compared in constant time to avoid timing attacks.",
    "{c} now validates the JWT audience and issuer instead of only checking the signature.",
    "I paired with {p} on the flaky integration test; it was a race between the migration and the first request.",
    "Please do not paste credentials into tickets; link to the vault entry instead.",
    "The keyboard shortcut for search is now Ctrl+K on every page.",
    "Monthly report: 14 incidents, median time to recovery 22 minutes, two caused by expired certificates.",
    "Deploys are blocked on Fridays after 3pm unless the change is a hotfix.",
    "We use OAuth device flow for the CLI so users never type a password into the terminal.",
    "The secret sauce of the new scheduler is simply that it batches small jobs.",
    "Replace every hard-coded secret with a reference to the secret store, then rotate the old value.",
    "Upgraded the Postgres driver to {ver}, which fixes the connection leak under load.",
    "The API returns 403 when the token lacks the `repo` scope, and 401 when it is expired.",
    "Docs: explain how to create a read-only deploy key and why write access is not needed.",
    "Throughput improved by 18% after moving JSON parsing off the event loop.",
    "{p} is out until Thursday; reviews for {f} can go to {p2}.",
    "The migration adds a unique index on (email) and backfills lowercase values first.",
    "Refresh tokens are single use; reusing one revokes the whole token family.",
    "CI now caches the dependency directory keyed on the hash of the lock file.",
    "The feature flag defaults to off and is turned on per tenant from the admin page.",
    "If a password manager autofills the wrong field, the form falls back to manual entry.",
    "The incident was caused by a missing index, not by the credential rotation as first suspected.",
    "Key rotation runbook: generate the new key, deploy it as secondary, switch primary, remove the old one.",
    "The default timeout is 30 seconds; long exports should use the async endpoint instead.",
    "We agreed to keep the monorepo and split the build into per-package jobs.",
    "Errors from {c} are now reported with the request ID so support can find them in the logs.",
    "The license key check happens offline; no data leaves the machine.",
    "Tokens issued before the migration remain valid until they expire naturally.",
    "Set `{e}` in your shell profile, or use direnv so it is scoped to the project.",
    "The password policy requires twelve characters and rejects the 10,000 most common passwords.",
    "Benchmarks on the 8-core runner: p50 12 ms, p99 48 ms, peak memory 310 MB.",
    "The public key is published at /.well-known/jwks.json and cached for an hour.",
    "Handoff: {c} is deployed to staging, smoke tests pass, production rollout waits for {p}'s review.",
    "The secret-detection hook blocks the commit and prints the file and line, never the value itself.",
    "Merged the dependency bump; Renovate will open the next one on Monday.",
    "Added retries with jitter to {c} so a single slow node no longer stalls the queue.",
    "The build cache key includes the compiler version, so upgrading the toolchain invalidates it.",
    "Rotated the TLS certificate for the internal registry; the new one expires in {days} days.",
    "Translation keys are generated from the English strings and checked in CI.",
    "The auditor asked for evidence that production passwords are rotated; the vault logs show every rotation.",
]

COMMIT_SUBJECTS = [
    "fix(auth): refresh access token before expiry", "chore: bump {dep} to {ver}", "docs: explain how to rotate the API key",
    "feat(cli): read token from keyring instead of env", "refactor: move secret lookup into config module",
    "test: add regression test for password reset link", "fix: do not log Authorization header", "ci: cache dependencies by lockfile hash",
    "perf(cache): avoid rehashing keys on resize", "feat: support SSH key rotation for deploy user", "revert: {sha}",
    "fix(webhook): compare signatures in constant time", "docs(security): document token scopes", "build: pin action to commit SHA",
]
DEPS = ["requests", "pydantic", "react", "tokio", "express", "sqlalchemy", "serde", "cryptography", "jsonwebtoken", "boto3"]


def fill(s):
    return s.format(p=pick(PEOPLE), p2=pick(PEOPLE), c=pick(COMPONENTS), e=pick(ENVS), f=pick(FILES), sha=rs(HEX, pick([7, 12, 40])),
                    ver="%d.%d.%d" % (rint(0, 6), rint(0, 30), rint(0, 20)), days=rint(30, 400), dep=pick(DEPS))


def build_prose(n=1000):
    out = []
    seen = set()
    while len(out) < n:
        k = R.random()
        if k < 0.2:
            subj = fill(pick(COMMIT_SUBJECTS))
            body = " ".join(fill(s) for s in R.sample(PROSE_SENTENCES, rint(1, 3)))
            text = "%s\n\n%s" % (subj, body)
        elif k < 0.4:
            items = [fill(s) for s in R.sample(PROSE_SENTENCES, rint(3, 5))]
            text = "Handoff %s -> %s:\n%s" % (pick(PEOPLE), pick(PEOPLE), "\n".join("- " + i for i in items))
        else:
            text = " ".join(fill(s) for s in R.sample(PROSE_SENTENCES, rint(2, 5)))
        if text not in seen:
            seen.add(text)
            out.append(text)
    return out


POSITIVES = build_positives()
NEGATIVES = build_negatives()
PROSE = build_prose()


if __name__ == "__main__":
    from collections import Counter
    print("positives", len(POSITIVES), "families", len({f for f, _, _ in POSITIVES}), "contexts", len({c for _, c, _ in POSITIVES}))
    print(Counter(c for _, c, _ in POSITIVES))
    print("negatives", len(NEGATIVES), Counter(k for k, _ in NEGATIVES))
    print("prose", len(PROSE))
