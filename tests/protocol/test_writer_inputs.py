"""What writers take and show: a blocked value never appears in any output (text or --json),
and control, escape and bidi-override characters are refused by every writer (memory_propose
included) and flagged by the checker."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ecc_memory.errors import EccError
from ecc_memory.protocol import CheckOptions, check_directory
from ecc_memory.protocol.plans.writer import WriterEnv, apply_now
from ecc_memory.protocol.writers.propose import Proposal, ProposeRequest
from gitrepo import clock_now, fake_token
from protocol_fixtures.support import copy_fixture, snapshot
from protocol_fixtures.writing import QUALITY, SUBJECT, run

pytestmark = pytest.mark.clock
TOKEN = fake_token("ghp_", 36)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_fixture(tmp_path).parent.parent


def _writers(value: str) -> dict[str, tuple[str, ...]]:
    return {
        "add": ("add", f"Use {value} here.", "--type", "constraint", "--subject", QUALITY,
                "--facet", "workflow", "--evidence", "user-confirmed"),
        "add --title": ("add", "Plain text.", "--title", f"Key {value}", "--type", "decision",
                        "--subject", QUALITY, "--facet", "workflow", "--evidence", "issue:#1"),
        "add --candidate": ("add", f"Maybe {value}.", "--type", "constraint", "--candidate"),
        "subject add": ("subject", "add", f"Vault {value}", "--kind", "feature", "--evidence",
                        "user-confirmed"),
        "subject rename": ("subject", "rename", SUBJECT, f"Governance {value}"),
        "subject add-alias": ("subject", "add-alias", SUBJECT, f"gov {value}"),
        "enable area --path": ("enable", "area/secrets", "--path", f"src/{value}/**"),
    }  # fmt: skip


@pytest.mark.parametrize("writer", _writers(TOKEN))
def test_a_blocked_credential_never_appears_in_the_preview(project: Path, writer: str) -> None:
    args = _writers(TOKEN)[writer]
    before = snapshot(project)
    text = run(project, *args)
    as_json = run(project, *args, "--json")
    assert text.exit_code in (1, 2), text.output
    assert TOKEN not in text.output
    assert TOKEN not in as_json.output
    assert "github-token" in text.output + as_json.output  # named by its detector only
    assert snapshot(project) == before


UNSAFE = {
    "ESC/CSI": "\x1b[31mred\x1b[0m",
    "OSC": "\x1b]8;;http://x\x07link",
    "backspace": "ab\x08\x08cd",
    "bidi override": "abc\u202edcba",
    "C1 control": "x\x9by",
}


@pytest.mark.parametrize("writer", ["add", "add --title", "add --candidate", "subject add"])
@pytest.mark.parametrize("kind", UNSAFE)
def test_control_characters_are_refused_by_the_cli_writers(
    project: Path, writer: str, kind: str
) -> None:
    args = _writers(UNSAFE[kind])[writer]
    before = snapshot(project)
    preview = run(project, *args, "--json")
    assert preview.exit_code in (1, 2), preview.output
    data = json.loads(preview.stdout)
    shown = json.dumps(data)
    assert "control, escape or bidirectional" in shown
    assert UNSAFE[kind] not in preview.stdout
    assert snapshot(project) == before


@pytest.mark.parametrize("statement", ["NUL\x00byte", *UNSAFE.values()])
def test_memory_propose_refuses_control_characters(tmp_path: Path, statement: str) -> None:
    memory = copy_fixture(tmp_path)
    env = WriterEnv(memory, tmp_path / "state", clock_now().date(), "test", lambda rel: True)
    before = snapshot(memory)
    with pytest.raises(EccError):
        apply_now(env, Proposal(ProposeRequest("decision", statement, "claude")))
    assert snapshot(memory) == before


@pytest.mark.parametrize("text", ["a\x00b", *UNSAFE.values()])
def test_the_checker_flags_control_characters(project: Path, text: str) -> None:
    """A NUL makes the file binary, which the memory-tree view's admission refuses before any
    parse (ECC-FILE-003); every other control character is a text finding (ECC-TEXT-001)."""
    inbox = project / "docs" / "memory" / "inbox.md"
    inbox.write_bytes(inbox.read_bytes() + f"\n- {text}\n".encode())
    found = [p for p in check_directory(project / "docs" / "memory", CheckOptions())]
    code = "ECC-FILE-003" if "\x00" in text else "ECC-TEXT-001"
    [problem] = [p for p in found if p.code == code]
    assert problem.severity == "error"
    assert problem.path == "inbox.md"
    assert text not in problem.message
