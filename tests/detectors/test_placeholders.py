"""The one placeholder rule: what every detector treats as "not a credential"."""

from __future__ import annotations

import pytest

from ecc_memory.detectors.placeholders import MIN_SECRET_LENGTH, is_placeholder, unquote
from gitrepo import fake_token


@pytest.mark.parametrize(
    "value",
    [
        "<password>", "<your token>", "${DB_PASSWORD}", "${DB_PASSWORD:-x}", "$DB_PASSWORD",
        "$(vault read -field=pw x)", "%API_KEY%", "{{ api_key }}", "{{api_key}}", "{token}",
        "[REDACTED]", "changeme", "CHANGE_ME", "example", "myEXAMPLEkey", "placeholder",
        "redacted", "xxxxxxxx", "XXXX-XXXX", "***", "********", "...", "abc...", "sk-…",
        "••••••", "password", "PASSWORD", "secret", "your-token-here", "YOUR_API_KEY",
        "yourTokenHere", "your-openai-key", "my-secret-password", "postgres", "guest",
        "admin", "root", "test", "true", "none", "null", "4096", "3600", "aaaaaaaa", "pw",
        "abc", '"<password>"', "'changeme'", "`secret`", "settings.token", "os.environ",
        "get_token()", "db_password", "hashed_value", "\"\"", "", "suspected-secret",
        "password`,", "`<token>`",
    ],
)  # fmt: skip
def test_placeholders(value: str) -> None:
    assert is_placeholder(value)


@pytest.mark.parametrize(
    "value",
    [
        "hunter2!", "s3cr3tP4ss", "Tr0ub4dor&3", "correct-horse-battery-9", "p@ssw0rd",
        "password123", "qwertyuiop", "S3cretVal", "'hunter2x'", '"hunter2x"', "hunter2x.",
        "hunter2x)", "abcd", fake_token("", 32), fake_token("x", 40).upper(),
    ],
)  # fmt: skip
def test_credentials(value: str) -> None:
    assert not is_placeholder(value)


def test_minimum_length_and_unquoting() -> None:
    assert MIN_SECRET_LENGTH == 4
    assert is_placeholder("a1b")
    assert not is_placeholder("a1b2")
    assert unquote('"a b"') == "a b"
    assert unquote("hunter2.") == "hunter2"
    assert unquote("(hunter2)") == "(hunter2)"
    assert unquote("hunter2)") == "hunter2"
