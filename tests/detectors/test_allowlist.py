"""Allowlist pragmas: a known false positive in docs/memory/ is allowed and counted; nothing
else is, and vault writes never honour a pragma."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.config import resolve_roots
from ecc_memory.detectors import scan_allowing_pragmas, scan_text
from ecc_memory.detectors.allowlist import PRAGMA_INLINE, PRAGMA_NEXTLINE, allowed_lines
from ecc_memory.errors import SecretRefused
from ecc_memory.vault.document import new_memory
from ecc_memory.vault.store import save_memory
from gitrepo import fake_token

TOKEN = fake_token("gh" + "p_", 36)
KEYWORD = 'db_pass = "' + "hunter2" + 'secret"'  # found only by detect-secrets (deep)


def test_nextline_pragma_allows_exactly_the_line_below() -> None:
    text = f"intro\n{PRAGMA_NEXTLINE}\n{TOKEN}\n{TOKEN}\n"
    assert allowed_lines(text) == {3}
    screened = scan_allowing_pragmas(text)
    assert [f.line for f in screened.findings] == [4]
    assert screened.allowed == 1


def test_inline_pragma_allows_its_own_line() -> None:
    text = f"{TOKEN} {PRAGMA_INLINE}\r\nnext {TOKEN}\n"
    screened = scan_allowing_pragmas(text)
    assert [f.line for f in screened.findings] == [2]
    assert screened.allowed == 1


@pytest.mark.parametrize(
    "text",
    [
        f"{PRAGMA_NEXTLINE}\n\n{TOKEN}",  # a blank line in between
        f"see {PRAGMA_NEXTLINE}\n{TOKEN}",  # not a whole line
        f"# pragma: allowlist nextline secret\n{TOKEN}",  # not an HTML comment
        f"{TOKEN}  # pragma: allowlist secret",
        f"{PRAGMA_INLINE} {TOKEN}",  # not at the end of the line
        f"{TOKEN}\n{PRAGMA_NEXTLINE}",  # below, not above
    ],
)
def test_pragmas_anywhere_else_allow_nothing(text: str) -> None:
    screened = scan_allowing_pragmas(text)
    assert screened.allowed == 0
    assert len(screened.findings) == 1


def test_whitespace_variants_and_crlf_are_honoured() -> None:
    text = f"  <!--pragma: allowlist   nextline secret-->  \r\n{TOKEN}\r\n"
    assert scan_allowing_pragmas(text).allowed == 1


def test_deep_findings_are_allowed_the_same_way() -> None:
    screened = scan_allowing_pragmas(f"{PRAGMA_NEXTLINE}\n{KEYWORD}\n", deep=True)
    assert screened.findings == []
    assert screened.allowed == 1


def test_scan_text_never_honours_a_pragma_in_either_syntax() -> None:
    """detect-secrets' own pragma filter is off: only scan_allowing_pragmas allows."""
    for text in (
        f"{PRAGMA_NEXTLINE}\n{KEYWORD}",
        f"{KEYWORD}  # pragma: allowlist secret",
        f"{KEYWORD} {PRAGMA_INLINE}",
        f"{TOKEN} {PRAGMA_INLINE}",
    ):
        assert scan_text(text, deep=True), text


@pytest.mark.parametrize(
    "body",
    [
        f"{PRAGMA_NEXTLINE}\n{TOKEN}",
        f"{TOKEN} {PRAGMA_INLINE}",
        f"{KEYWORD}  # pragma: allowlist secret",
        f"{PRAGMA_NEXTLINE}\n{KEYWORD}",
    ],
)
def test_vault_writes_never_honour_a_pragma(project: Path, body: str) -> None:
    memory = new_memory(title="Pragma", body=body, source_harness="codex")
    with pytest.raises(SecretRefused):
        save_memory(resolve_roots(project, os.environ), memory)
    assert snapshot(project) == {".git": "dir"}
