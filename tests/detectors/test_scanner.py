"""Secret detectors: every pack detector fires on a synthetic token, placeholders do not.

Tokens are assembled at run time from obviously fake parts, so nothing here looks like a real
credential to a scanner reading this file.
"""

from __future__ import annotations

import hashlib
import itertools
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ecc_memory.detectors import (
    PACK,
    Detector,
    Finding,
    detector_names,
    fingerprint,
    scan_text,
    scanner,
)
from ecc_memory.detectors.pack import fold_case
from gitrepo import fake_token
from secret_corpus import PLACEMENTS, line_number, place, placeholders, shapes

ROOT = Path(__file__).resolve().parents[2]


def A(n: int) -> str:
    """``n`` characters of a fixed pseudo-random alphanumeric run (one repeated character would
    be a placeholder, like ``xxxx``)."""
    return fake_token("", n)


def U(n: int) -> str:
    return A(n).upper()


def H(n: int) -> str:
    return hashlib.sha256(b"ecc-memory test").hexdigest()[:n]


# detector name -> a synthetic value of its shape
SAMPLES: dict[str, list[str]] = {
    "anthropic-api-key": ["sk-" + "ant-" + "api03-" + A(32)],
    "openai-project-key": ["sk-" + "proj-" + A(40), "sk-" + "svcacct-" + A(24)],
    "provider-api-key": ["sk-" + A(20), "SK-" + "a1" * 10],
    "stripe-key": ["sk_" + "live_" + A(24), "rk_" + "test_" + A(16)],
    "npm-token": ["npm_" + A(36)],
    "huggingface-token": ["hf_" + A(34)],
    "github-token": ["gh" + p + "_" + A(36) for p in "pousr"],
    "github-fine-grained-token": ["github_" + "pat_" + A(22) + "_" + "B" * 59],
    "gitlab-token": ["gl" + "pat-" + A(20), "gl" + "dt-" + A(24)],
    "google-api-key": ["AI" + "za" + A(35)],
    "slack-token": ["xo" + "xb-" + "1" * 12 + "-" + A(24), "xo" + "xp-" + A(10)],
    "slack-webhook": ["https://hooks." + "slack.com/services/T" + A(8) + "/B" + A(8) + "/" + A(24)],
    "aws-access-key": ["AK" + "IA" + U(16), "AS" + "IA" + "Q7" * 8],
    "private-key": ["-----BEGIN " + kind + "PRIVATE KEY-----\n" + "MIIE" + A(60) + "\n-----END"
                    for kind in ("RSA ", "OPENSSH ", "")],
    "jwt": ["ey" + "J" + A(20) + ".ey" + "J" + "B" * 20 + "." + "C" * 20],
    "pypi-token": ["py" + "pi-AgE" + A(60)],
    "age-secret-key": ["AGE-" + "SECRET-KEY-1" + U(58)],
    "digitalocean-token": ["do" + "p_v1_" + H(64)],
    "vault-token": ["hv" + "s." + A(95)],
    "databricks-token": ["da" + "pi" + H(32)],
    "sendgrid-key": ["S" + "G." + A(22) + "." + A(43)],
    "azure-storage-key": ["Account" + "Key=" + A(86) + "=="],
    "url-credentials": ["postgres://user:" + "s3cret" + "Pass" + "@db.internal:5432/app",
                        "https://bot:" + "x9y8z7w6" + "@git.example/repo.git"],
}  # fmt: skip

CASES = [(name, value) for name, values in SAMPLES.items() for value in values]


def test_every_pack_detector_has_a_positive_sample() -> None:
    names = {detector.name for detector in PACK}
    assert set(SAMPLES) <= names
    assert {shape.detector for shape in shapes()} == names


@pytest.mark.hostile
@pytest.mark.parametrize("placement", PLACEMENTS, ids=[name for name, _ in PLACEMENTS])
def test_every_credential_shape_is_found_in_every_placement(placement: tuple[str, str]) -> None:
    _, template = placement
    for shape in shapes():
        text = place(template, shape.text)
        findings = scan_text(text)
        line = line_number(template, shape.text)
        assert [(f.detector, f.line) for f in findings] == [(shape.detector, line)], shape.ident
        assert all(shape.text not in repr(f) for f in findings)


@pytest.mark.hostile
@pytest.mark.parametrize("placement", PLACEMENTS, ids=[name for name, _ in PLACEMENTS])
def test_no_placeholder_shape_is_reported_in_any_placement(placement: tuple[str, str]) -> None:
    _, template = placement
    for line in placeholders():
        assert scan_text(place(template, line)) == [], line


def test_deep_mode_finds_every_shape_and_no_placeholder() -> None:
    text = "\n".join(shape.text for shape in shapes())
    flagged = {finding.line for finding in scan_text(text, deep=True)}
    # each shape is reported on its last line (a manifest's value follows its name)
    ends = itertools.accumulate(shape.text.count("\n") + 1 for shape in shapes())
    assert flagged == set(ends)
    assert scan_text("\n".join(placeholders()), deep=True) == []


def gate_passes(detector: Detector, matched: str) -> bool:
    """Whether ``detector``'s gate matches at an occurrence of one of its keywords in a match
    (taken alone: a gate has no lookaround, so what it matches there it matches in context)."""
    folded = fold_case(matched)
    haystack = folded if detector.gate_source[1] else matched
    for keyword in detector.keywords:
        at = folded.find(keyword)
        while at != -1:
            if detector.gate.match(haystack, at):
                return True
            at = folded.find(keyword, at + 1)
    return False


def full_scan(text: str) -> list[tuple[str, tuple[int, int]]]:
    """Every credential match of every detector, each pattern run over the whole text."""
    return sorted(
        (d.name, m.span())
        for d in PACK
        for m in d.pattern.finditer(text)
        if scanner._is_credential(d, m)
    )


def gated_scan(text: str) -> list[tuple[str, tuple[int, int]]]:
    return sorted((d.name, m.span()) for d, m in scanner._pack_matches(text))


def test_pack_properties_the_scanner_and_classify_rely_on() -> None:
    """No match spans a line, every match holds one of its keywords with its gate passing
    there, and running a pattern on the gated lines only finds what running it on the whole
    text finds."""
    text = "\n".join([shape.text for shape in shapes()] + placeholders())
    for detector in PACK:
        for match in detector.pattern.finditer(text):
            assert "\n" not in match.group(0), detector.name
            assert any(k in match.group(0).lower() for k in detector.keywords), detector.name
            assert gate_passes(detector, match.group(0)), (detector.name, match.group(0))
    assert gated_scan(text) == full_scan(text)
    assert len(full_scan(text)) >= len(shapes())


MARKDOWN = sorted([*(ROOT / "docs").rglob("*.md"), *(ROOT / "tests" / "fixtures").rglob("*.md")])


@pytest.mark.parametrize("path", MARKDOWN, ids=lambda path: str(path.relative_to(ROOT)))
def test_the_gated_scan_finds_what_a_full_scan_finds_in_every_markdown_file(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert gated_scan(text) == full_scan(text)


# Keyword-dense text made of the pack's own pieces: every keyword, the separators and values
# the gates look for after one, and prose around them, in any order and any case.
_PIECES = sorted(
    {k for d in PACK for k in d.keywords} | {k.upper() for d in PACK for k in d.keywords}
)
_GLUE = ["=", ": ", ' = "', "='", ":", "@", "/", " -p", " -u ", " -a ", "_", "-", " ", "\t", "\n",
         "\"", "'", "https://", "user:", "Bearer ", "login ", "docker ", "machine m ", "password ",
         "PASSWORD", "DB_", "sk_live_", "AKIA", "eyJ", "."]  # fmt: skip
_RUNS = st.text(alphabet="aZ09_-+/=.~xQ\u0130\u0131\u017f\u212a", min_size=1, max_size=24)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(parts=st.lists(st.sampled_from(_PIECES) | st.sampled_from(_GLUE) | _RUNS, max_size=40))
def test_the_gated_scan_finds_what_a_full_scan_finds_in_keyword_dense_text(
    parts: list[str],
) -> None:
    text = "".join(parts)
    assert gated_scan(text) == full_scan(text)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    parts=st.lists(st.sampled_from(_PIECES) | st.sampled_from(_GLUE) | _RUNS, max_size=40),
    pick=st.integers(min_value=0),
)
def test_a_scan_from_a_line_finds_what_the_whole_scan_finds_from_that_line_on(
    parts: list[str], pick: int
) -> None:
    """``start`` (how a parsed memory's body is scanned without its frontmatter): the findings
    are the whole text's on the lines from there, context before it included."""
    text = "".join(parts)
    starts = [0, *(at + 1 for at, char in enumerate(text) if char == "\n")]
    start = starts[pick % len(starts)]
    first_line = text.count("\n", 0, start) + 1
    whole = [f for f in scan_text(text) if f.line >= first_line]
    assert scan_text(text, start=start) == whole
    spans = [(name, span) for name, span in full_scan(text) if span[0] >= start]
    assert sorted((d.name, m.span()) for d, m in scanner._pack_matches(text, start)) == spans


def test_a_scan_from_a_line_still_sees_the_text_before_it_as_context() -> None:
    token = SAMPLES["github-token"][0]
    text = f"heading\n{token}\nbefore {token}\n"
    start = text.index("before")
    assert [f.line for f in scan_text(text, start=start)] == [3]
    assert [f.line for f in scan_text(text, start=len(text))] == []
    assert [f.line for f in scan_text(text)] == [2, 3]


def test_the_gated_scan_finds_every_shape_inside_keyword_dense_prose() -> None:
    prose = (
        "The session token rotates after the deploy; the auth key is in the keychain, "
        "see https://wiki.internal/runbooks/token-rotation and curl the status page."
    )
    for shape in shapes():
        text = f"{prose}\n{prose} {shape.text} {prose}\n{prose}"
        assert gated_scan(text) == full_scan(text), shape.ident
        assert shape.detector in detector_names(scan_text(text)), shape.ident


@pytest.mark.parametrize("detector", PACK, ids=lambda detector: detector.name)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_generated_match_holds_one_of_its_keywords_and_passes_its_gate(
    detector: Detector, data: st.DataObject
) -> None:
    # ASCII and the four letters a pattern ignoring case equates with ASCII ones (U+0130,
    # U+0131, U+017F, U+212A):
    # the keywords are looked for in ``fold_case``'s text, which must agree with the patterns.
    line = st.characters(max_codepoint=127, exclude_characters="\n") | st.sampled_from(
        "\u0130\u0131\u017f\u212a"
    )
    text = data.draw(st.from_regex(detector.pattern, alphabet=line))
    matches = [match.group(0) for match in detector.pattern.finditer(text)]
    assert matches
    for match in matches:
        assert any(k in fold_case(match) for k in detector.keywords), (detector.name, match)
        # The gate passes at one of those keywords: the scanner's line selection is exact.
        assert gate_passes(detector, match), (detector.name, match)


@pytest.mark.parametrize(
    "text",
    [
        "Author\u0131zation: Bearer Zq8vR2mLx9TbW4kNq7Yt3Hc",  # dotless i
        "AUTHOR\u0130ZATION: Bearer Zq8vR2mLx9TbW4kNq7Yt3Hc",  # dotted capital I
        "pa\u017fsword=Zq8vR2mLx9TbW4kN",  # long s
    ],
)
def test_a_keyword_written_with_letters_a_pattern_equates_is_still_found(text: str) -> None:
    # The patterns ignore case, and Python's case-insensitive matching equates these letters
    # with ASCII ones; the keyword gate in front of them folds them the same way.
    assert scan_text(text), text


@pytest.mark.parametrize(("name", "token"), CASES)
@pytest.mark.parametrize("context", ["note: {} end", "{}", "first line\n{}", "tab\t{}", "x\r\n{}"])
def test_detector_fires_everywhere_in_text(name: str, token: str, context: str) -> None:
    text = context.format(token)
    findings = scan_text(text)
    assert name in detector_names(findings)
    assert all(token not in repr(finding) for finding in findings)
    line = text[: text.index(token)].count("\n") + 1
    assert any(f.detector == name and f.line == line for f in findings)


def test_specific_detectors_shadow_the_generic_provider_key() -> None:
    assert detector_names(scan_text("sk-" + "ant-" + "api03-" + A(32))) == ["anthropic-api-key"]
    assert detector_names(scan_text("sk-" + "proj-" + A(40))) == ["openai-project-key"]


@pytest.mark.parametrize(
    "text",
    [
        "postgres://user:${PASSWORD}@host/db",
        "postgres://user:$DB_PASSWORD@host/db",
        "mysql://root:<password>@localhost/app",
        "redis://default:****@cache:6379",
        "amqp://guest:changeme@rabbit",
        "https://user:{{ secret }}@example.com",
        "https://example.com/path?a=b",
        "the task-management sk-short",
        "ghp_" + A(10),
        "commit 3f2a9c0d1e4b5a6978c0d1e2f3a4b5c6d7e8f901 fixed it",
        "use AKIA-style keys? no: AKIA" + "Z" * 15,
        "-----BEGIN PUBLIC KEY-----",
        "pre-commit, feature/login, snake_case and 認証 are prose",
    ],
)
def test_prose_and_placeholders_are_not_flagged(text: str) -> None:
    assert scan_text(text) == []


def test_deep_mode_adds_detect_secrets_keywords() -> None:
    text = 'settings\ndb_pass = "hunter2secret"\n'
    assert scan_text(text) == []
    findings = scan_text(text, deep=True)
    assert [(f.detector, f.line) for f in findings] == [("detect-secrets:secret-keyword", 2)]
    assert "hunter2secret" not in repr(findings)


def test_deep_mode_keeps_pack_findings_and_ignores_entropy_and_ips() -> None:
    token = "gh" + "p_" + A(36)
    names = detector_names(scan_text(token, deep=True))
    assert "github-token" in names
    sha = "3f2a9c0d1e4b5a6978c0d1e2f3a4b5c6d7e8f901"
    assert (
        scan_text(f"merged {sha} from 8.8.8.8 base64 QWxhZGRpbjpvcGVuIHNlc2FtZQ==", deep=True) == []
    )


def test_findings_are_sorted_deduplicated_and_fingerprinted() -> None:
    token = "gh" + "p_" + A(36)
    findings = scan_text(f"{token}\n{token}\nx {token}")
    assert findings == sorted(findings, key=lambda f: (f.line, f.detector, f.fingerprint))
    assert [f.line for f in findings] == [1, 2, 3]
    assert findings[0].fingerprint == fingerprint("github-token", token)
    assert len(findings[0].fingerprint) == 16
    assert token not in findings[0].fingerprint
    assert isinstance(findings[0], Finding)


def test_empty_and_large_clean_text() -> None:
    assert scan_text("") == []
    assert scan_text("lorem ipsum dolor sit amet " * 5000) == []


# A fresh interpreter has found a deep-only secret; each probe then checks what that loaded.
DEEP_KEYWORD_FOUND = (
    "import sys\n"
    "from ecc_memory.detectors import scan_text\n"
    "found = scan_text('db_pass = \"hunter2secret\"', deep=True)\n"
    "assert [f.detector for f in found] == ['detect-secrets:secret-keyword'], found\n"
)


def run_probe(code: str) -> None:
    """Run ``code`` in a fresh interpreter (what an import loads shows only there)."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr


def test_deep_scan_does_not_import_requests_and_leaves_it_importable() -> None:
    probe = DEEP_KEYWORD_FOUND + (
        "assert 'requests' not in sys.modules and 'urllib3' not in sys.modules\n"
        "import requests\n"
        "assert callable(requests.get) and requests.Response.__module__.startswith('requests')\n"
    )
    run_probe(probe)


def test_deep_scan_does_not_import_multiprocessing_and_leaves_it_usable() -> None:
    probe = DEEP_KEYWORD_FOUND + (
        "assert 'multiprocessing' not in sys.modules and 'socket' not in sys.modules\n"
        "from detect_secrets.core import secrets_collection\n"
        "assert secrets_collection.mp.cpu_count() >= 1\n"
        "import multiprocessing\n"
        "assert multiprocessing.Pool is secrets_collection.mp.Pool\n"
    )
    run_probe(probe)


def test_every_detector_is_documented_and_the_pragma_example_works() -> None:
    from ecc_memory.detectors import scan_allowing_pragmas

    text = (Path(__file__).resolve().parents[2] / "docs" / "security.md").read_text()
    for detector in PACK:
        assert f"`{detector.name}`" in text, detector.name
    (example,) = re.findall(r"```markdown\n(.*?)```", text, flags=re.S)
    assert detector_names(scan_text(example)) == ["url-credentials"]
    screened = scan_allowing_pragmas(example, deep=True)
    assert (screened.findings, screened.allowed) == ([], 1)


def test_index_version_covers_every_detector_module() -> None:
    from ecc_memory.vault import index

    package = Path(index.__file__).resolve().parents[1]
    modules = {
        p.relative_to(package).as_posix()
        for p in (package / "detectors").iterdir()
        if p.suffix == ".py" or (p / "__init__.py").exists()  # a module, or a package (judge)
    }
    # None changes a verdict on read: pragmas are never honoured there, the gate only spares
    # detect-secrets lines it cannot flag (deep mode, which reads never run), and the policy
    # names the depth a caller picks (reads classify with the pack, whatever it says).
    exempt = {"detectors/allowlist.py", "detectors/deep_gate.py", "detectors/policy.py"}
    assert modules - exempt <= set(index._CLASSIFYING_CODE)


def test_a_deep_session_finds_what_separate_scans_find_and_restores_the_settings() -> None:
    probe = (
        "import sys\n"
        "from ecc_memory.detectors import scan_text\n"
        "from ecc_memory.detectors.deep import deep_session\n"
        "texts = ['db_pass = \"hunter2secret\"', 'plain prose only',\n"
        "         'export AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYz9k2Lq',\n"
        '         \'password: "changeme"\\nsecret_key = "Zq8vN2xK7pL4mR9s"\']\n'
        "alone = [scan_text(text, deep=True) for text in texts]\n"
        "from detect_secrets.settings import get_settings\n"
        "before = get_settings().json()\n"
        "with deep_session():\n"
        "    with deep_session():\n"
        "        inner = [scan_text(texts[0], deep=True)]\n"
        "    batched = inner + [scan_text(text, deep=True) for text in texts[1:]]\n"
        "assert batched == alone, (batched, alone)\n"
        "assert any(alone) and not alone[1]\n"
        "assert get_settings().json() == before\n"
        "assert 'multiprocessing' not in sys.modules and 'requests' not in sys.modules\n"
    )
    run_probe(probe)


def test_a_repeated_line_is_reported_at_every_place_it_occurs() -> None:
    line = 'db_pass = "hunter2secret"'
    findings = scan_text(f"{line}\nplain words\n{line}\n\n{line}", deep=True)
    deep = [finding for finding in findings if finding.detector.startswith("detect-secrets:")]
    assert [finding.line for finding in deep] == [1, 3, 5]
    assert len({finding.fingerprint for finding in deep}) == 1


@pytest.mark.parametrize(
    "text",
    [
        "password: Tr0ub4dor&3xyz",
        "The staging password is Tr0ub4dor&3xyz.",
        "- admin passphrase: `Zq8vR2mLx9`",
        "pwd = Tr0ub4dor&3xyz",
    ],
)
def test_a_bare_credential_shaped_password_in_notes_is_found(text: str) -> None:
    findings = scan_text(text)
    assert detector_names(findings) == ["password-value"]
    assert "Tr0ub4dor" not in repr(findings)


@pytest.mark.parametrize(
    "text",
    [
        "the password field",
        "password: <redacted>",
        "password: required",
        "password: hunter2",
        "password: v2.1.0-rc1",
        "pwd: /srv/app2/current",
        "password = settings.db_password2",
        "password: ops2@example.internal",
    ],
)
def test_password_prose_and_placeholders_are_not_flagged(text: str) -> None:
    assert scan_text(text) == []


@pytest.mark.parametrize("path", MARKDOWN, ids=lambda path: str(path.relative_to(ROOT)))
def test_the_password_value_detector_adds_no_finding_to_any_markdown_file(path: Path) -> None:
    findings = scan_text(path.read_text(encoding="utf-8"), deep=True)
    assert "password-value" not in detector_names(findings)


@pytest.mark.parametrize(
    ("text", "detector"),
    [
        ("The new admin password for the Grafana box is {v}, change it after login.", None),
        ("Vault was sealed, so for now the root password on db-2 is {v}.", None),
        ("Login for the vendor portal is ops@acme.example / {v}", None),
        ("I rotated the deploy key, the new one is {v}, paste it into CI.", None),
        ("worker args=['--token', '{v}', '--queue', 'default']", "argument-credential"),
        ('ddAppKey: "{v}"', "quoted-secret-assignment"),
        ('curl -H "Authorization: SharedKey store01:{v}==" https://x', "http-auth-header"),
    ],
)
def test_a_credential_named_in_a_sentence_or_an_argument_list_is_found(
    text: str, detector: str | None
) -> None:
    value = A(28) + "7"
    findings = scan_text(text.format(v=value))
    assert detector_names(findings) == [detector or "sentence-credential"]
    assert value not in repr(findings)


def test_a_publishable_key_named_next_to_its_provider_is_not_a_secret() -> None:
    public = "pk_" + "test_" + A(40) + "7"
    assert scan_text(f"NEXT_PUBLIC_STRIPE_KEY is the Stripe key: {public}") == []
    secret = "sk_" + "test_" + A(40) + "7"
    assert detector_names(scan_text(f"The Stripe key: {secret}")) == ["stripe-key"]


MANIFEST = """apiVersion: apps/v1
kind: Deployment
spec:
  template:
    spec:
      containers:
        - name: api
          env:
            - name: LOG_LEVEL
              value: "debug"
            - name: POSTGRES_PASSWORD_FILE
              value: /run/secrets/pg
            - name: API_TOKEN
              value: "{{ .Values.apiToken }}"
            - name: DB_PASSWORD
              valueFrom:
                secretKeyRef: {name: db, key: password}
            - name: SMTP_PASSWORD
              value: "${SMTP_PASSWORD}"
"""


def test_a_manifest_env_list_names_the_secret_above_its_value() -> None:
    """Kubernetes, Compose and CI variables name a variable on one line and set it on the
    next: the value is a secret when the name above it is one, and only then."""
    assert scan_text(MANIFEST) == []  # a level, a file path, a template, a reference, a ${VAR}
    value = A(20) + "7"
    leaked = MANIFEST + f"            - name: STRIPE_SECRET_KEY\n              value: '{value}'\n"
    findings = scan_text(leaked)
    assert [(f.detector, f.line) for f in findings] == [("manifest-env-credential", 21)]
    assert value not in repr(findings)
    # the name must be on the line right above: a blank line or another key between ends it
    apart = f"- name: DB_PASSWORD\n  description: the database\n  value: {value}\n"
    assert scan_text(apart) == []
