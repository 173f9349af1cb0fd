"""The deep-mode gate: whatever detect-secrets flags on a line, the gate lets through.

Two kinds of evidence. Matches generated from every pattern of every plugin deep mode runs
must pass the gate (alone and inside other text). And scans through the gate must equal scans
that hand every line to detect-secrets -- over the credential corpus, the Protocol 0.7 fixture,
every Markdown file of the docs and fixtures, the benchmark's memory bodies and generated text.
"""

from __future__ import annotations

import hashlib
import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from ecc_memory.detectors import Finding, deep, deep_gate, scan_text
from ecc_memory.detectors.deep_gate import PLUGINS, flaggable_lines
from secret_corpus import PLACEMENTS, place, placeholders, shapes

REPO = Path(__file__).resolve().parents[2]
FIXTURE = REPO / "tests/fixtures/memory-file-protocol-0.7/docs/memory"
LEFT_OUT = {"Base64HighEntropyString", "HexHighEntropyString", "IPPublicDetector"}
# The plugins' patterns the gate was last checked against (see ``_patterns_digest``).
CHECKED_PATTERNS = "fe93df01597daff4"
# A value detect-secrets' keyword plugin reports (not a placeholder).
VALUE = "Zq8vN2xK7pL4mR9s"


def _plugin_classes() -> dict[str, type]:
    from detect_secrets.core.plugins.util import get_mapping_from_secret_type_to_class

    return {cls.__name__: cls for cls in get_mapping_from_secret_type_to_class().values()}


def _patterns(name: str) -> list[re.Pattern[str]]:
    """The patterns a plugin runs on an ad-hoc line (the keyword plugin: its set for a file of
    no known type, which is what deep mode's lines are)."""
    if name == "KeywordDetector":
        from detect_secrets.plugins import keyword

        return list(keyword.QUOTES_REQUIRED_DENYLIST_REGEX_TO_GROUP)
    return list(_plugin_classes()[name].denylist)  # type: ignore[attr-defined]


def _patterns_digest() -> str:
    digest = hashlib.sha256()
    for name in PLUGINS:
        for pattern in _patterns(name):
            digest.update(f"{name}\0{pattern.pattern}\0{pattern.flags}\n".encode())
    return digest.hexdigest()[:16]


ALL_PATTERNS = [(name, pattern) for name in PLUGINS for pattern in _patterns(name)]
PATTERN_IDS = [f"{name}-{pattern.pattern[:24]}" for name, pattern in ALL_PATTERNS]


def ungated(text: str) -> list[Finding]:
    """What deep mode found before the gate: every line through detect-secrets."""
    with deep.deep_session():
        return [
            Finding(name, number, digest)
            for number, line in enumerate(text.split("\n"), start=1)
            for name, digest in deep._scan_line(line)
        ]


def assert_same(texts: list[str]) -> int:
    """Gated and ungated scans agree on every text; returns how many findings there were."""
    found = 0
    with deep.deep_session():
        for text in texts:
            expected = ungated(text)
            assert deep.scan_deep(text) == expected, text[:200]
            found += len(expected)
    return found


# -- the gate and the plugins it was written for ------------------------------------------------


def test_the_gate_covers_exactly_the_plugins_deep_mode_runs() -> None:
    installed = set(_plugin_classes())
    assert set(PLUGINS) <= installed
    assert installed - set(PLUGINS) == LEFT_OUT
    used = [entry["name"] for entry in deep._deep_config()["plugins_used"]]  # type: ignore[index,union-attr]
    assert used == list(PLUGINS)


def test_the_gate_was_checked_against_the_installed_patterns() -> None:
    from detect_secrets.plugins import keyword
    from detect_secrets.util.filetype import determine_file_type

    # Deep mode's lines come from no file, so the keyword plugin uses its quotes-required set.
    assert determine_file_type("adhoc-string-scan") not in keyword.REGEX_BY_FILETYPE
    assert _patterns_digest() == CHECKED_PATTERNS, (
        "detect-secrets' patterns changed: re-check detectors/deep_gate.py against them, then "
        "update CHECKED_PATTERNS"
    )


@pytest.mark.parametrize(("name", "pattern"), ALL_PATTERNS, ids=PATTERN_IDS)
@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_match_of_a_plugin_pattern_passes_the_gate(
    name: str, pattern: re.Pattern[str], data: st.DataObject
) -> None:
    match = data.draw(st.from_regex(pattern, fullmatch=True).filter(lambda s: "\n" not in s))
    before = data.draw(st.text(max_size=20).filter(lambda s: "\n" not in s))
    after = data.draw(st.text(max_size=20).filter(lambda s: "\n" not in s))
    assert flaggable_lines(match) == [(1, match)], name
    text = f"first line\n{before}{match}{after}\nlast line"
    assert (2, f"{before}{match}{after}") in flaggable_lines(text), name


def test_letters_that_match_ascii_ignoring_case_pass_the_gate() -> None:
    # Kelvin sign and long s match "k" and "s" in detect-secrets' case-insensitive patterns;
    # "İ" changes the text's length when lowered.
    lines = [
        f'api_\u212aey = "{VALUE}"',
        f'pa\u017f\u017fword: "{VALUE}"',
        f'\u0130 db_pass = "{VALUE}"',
        f'\u0130\nPASSWORD = "{VALUE}"\n\u0130',
    ]
    for line in lines:
        assert ungated(line), line
    assert assert_same(lines) >= len(lines)


def test_prose_without_credentials_never_reaches_detect_secrets() -> None:
    texts = [path.read_text(encoding="utf-8") for path in sorted(FIXTURE.rglob("*.md"))]
    assert [flaggable_lines(text) for text in texts] == [[] for _ in texts]
    assert flaggable_lines("") == []
    assert flaggable_lines("lorem ipsum dolor sit amet\n" * 5000) == []


def test_a_clean_text_does_not_import_detect_secrets_and_a_credential_does() -> None:
    probe = (
        "import sys\n"
        "from ecc_memory.detectors import scan_text\n"
        "assert scan_text('Deploy with the staging key rotated: see runbook.', deep=True) == []\n"
        "assert 'detect_secrets' not in sys.modules\n"
        f"found = scan_text('db_pass = \"{VALUE}\"', deep=True)\n"
        "assert [f.detector for f in found] == ['detect-secrets:secret-keyword'], found\n"
        "assert 'detect_secrets' in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


# -- gated scans equal ungated ones -------------------------------------------------------------


def test_the_credential_corpus_is_found_the_same() -> None:
    lines = [shape.text for shape in shapes()] + placeholders()
    texts = [place(template, line) for _, template in PLACEMENTS for line in lines]
    assert assert_same(texts) > 50


def test_the_docs_and_fixtures_are_found_the_same() -> None:
    paths = [
        *sorted((REPO / "docs").rglob("*.md")),
        *sorted((REPO / "tests/fixtures").rglob("*.md")),
        *sorted((REPO / "tests/protocol_fixtures").rglob("*.md")),
        REPO / "README.md",
    ]
    texts = [path.read_text(encoding="utf-8", errors="replace") for path in paths]
    assert len(texts) > 30
    # docs/security.md shows credential shapes, so there is something to find.
    assert assert_same(texts) > 0


def _bench_corpus() -> object:
    spec = importlib.util.spec_from_file_location("bench_vault", REPO / "bench/bench_vault.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_vault", module)  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module.Corpus(7)


def test_the_benchmark_memories_are_found_the_same() -> None:
    corpus = _bench_corpus()
    texts = [f"{corpus.title()}\n{corpus.body()}" for _ in range(150)]  # type: ignore[attr-defined]
    assert_same(texts)
    assert all(flaggable_lines(text) == [] for text in texts)


FRAGMENTS = [
    "password", "PASSWORD", "api_key", "apiKey", "secret", "db_pass", "pwd", "contraseña",
    "key", "token", "=", " = ", ":", ": ", ":=", "=>", "==", "!=", ";", "(", ")", "[", "]",
    '"', "'", "`", " ", "\t", "-", "_", ".", "/", "@", "://", "https://", "user:",
    "AKIA", "ASIA", "A3T", "AKC", "AP", "eyJ", "ghp_", "glpat-", "xoxb-", "sk_live_",
    "rk_live_", "SG.", "AccountKey=", "-----BEGIN RSA PRIVATE KEY-----", "PuTTY-User-Key-File-2",
    "//registry.npmjs.org/:_authToken=", "sq0csp-", "T3BlbkFJ", "pypi-AgE", "-us1", "AC", "SK",
    "hooks.slack.com/services/T", "aws", "cloudant", "softlayer", "ibm", "secret_access_key",
    "\u212a", "\u017f", "\u0130", "\u0131", "—",
]  # fmt: skip
TOKENS = st.one_of(
    st.sampled_from(FRAGMENTS),
    st.from_regex(r"[A-Za-z0-9_\-]{6,70}", fullmatch=True),
    st.from_regex(r"[0-9a-f]{24,64}", fullmatch=True),
    st.from_regex(r"[0-9]{8,10}", fullmatch=True),
    st.text(max_size=8),
)
LINES = st.lists(TOKENS, max_size=14).map("".join)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(LINES, min_size=1, max_size=6).map("\n".join))
@example("-----BEGIN RSA PRIVATE KEY-----PuTTY-User-Key-File-2")  # an empty PEM block beside a
# PuTTY header: detect-secrets' one private-key finding is the PuTTY file's, which stays
def test_generated_text_is_found_the_same(text: str) -> None:
    assert_same([text])
    for number, line in enumerate(text.split("\n"), start=1):
        if ungated(line):
            assert (number, line) in flaggable_lines(text)


def test_whole_scans_are_unchanged_for_every_shape() -> None:
    # scan_text is the pack plus deep mode: the same findings as the pack plus ungated deep.
    for shape in shapes():
        text = place("Steps:\n\n```sh\n{}\n```\n", shape.text)
        findings = scan_text(text, deep=True)
        expected = set(scan_text(text)) | set(ungated(text))
        assert findings == sorted(expected, key=lambda f: (f.line, f.detector, f.fingerprint))


def test_the_gate_is_linear_on_hostile_lines() -> None:
    # No timing: the gate's patterns use bounded repeats only, and a megabyte of anchors or one
    # token is handled (the per-line fallback included) without any exception.
    for text in ("://" * 300_000, "a" * 1_000_000, "\u0130 key '=" * 100_000, "AP" * 400_000):
        deep_gate.flaggable_lines(text)
    sources = [token.pattern for token in deep_gate.IN_LONG_TOKEN.values()]
    sources += [pattern for need in deep_gate.ANCHORED for pattern in need.patterns]
    for source in sources:
        outside_classes = re.sub(r"\[[^\]]*\]", "", source)
        assert not re.search(r"[+*]|\{\d+,\}", outside_classes), source
