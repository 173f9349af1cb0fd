"""docs/agents.md is code: every config block is what ``ecc memory setup`` prints, every payload
block is a recorded fixture, and the commands it shows run."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from ecc_memory.session.setup import HARNESSES
from gitrepo import init_repo

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "agents.md"
PAYLOADS = ROOT / "tests" / "fixtures" / "hook-payloads"
BLOCK = re.compile(r"(?:<!-- (\w+): ([^>]*?) -->\n)?```(\w*)\n(.*?)```", re.S)


def blocks() -> list[tuple[str | None, str, str, str]]:
    """(marker kind, marker value, language, text) of every fenced block."""
    return [(m[1], m[2] or "", m[3], m[4]) for m in BLOCK.finditer(DOC.read_text("utf-8"))]


def setup_output(harness: str) -> dict[str, object]:
    done = subprocess.run(
        ["ecc", "memory", "setup", harness, "--json"], capture_output=True, text=True, check=True
    )
    data = json.loads(done.stdout)
    assert isinstance(data, dict)
    return data


def test_every_config_and_payload_block_comes_from_setup_or_a_fixture() -> None:
    outputs = {harness: setup_output(harness) for harness in HARNESSES}
    expected: dict[str, str] = {}
    for harness, data in outputs.items():
        for fragment in data["fragments"]:  # type: ignore[attr-defined]
            if fragment["format"] != "markdown":
                expected[f"{harness} {fragment['path']}"] = fragment["text"]
            else:
                assert fragment["text"] == data["instructions"]
        expected["instructions"] = str(data["instructions"])
    shown: set[str] = set()
    for kind, value, language, text in blocks():
        if language == "sh":
            continue
        assert kind is not None, f"a {language} block in agents.md is not generated:\n{text}"
        if kind == "setup":
            assert text == expected[value], value
            shown.add(value)
        else:
            assert kind == "payload"
            assert text == (PAYLOADS / value).read_text("utf-8")
    assert shown == set(expected)


def test_the_shell_commands_run(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "repo")
    (sh,) = [text for _, _, language, text in blocks() if language == "sh"]
    for line in sh.splitlines():
        command = line.split("#")[0].strip()
        done = subprocess.run(
            ["/bin/sh", "-c", command],
            cwd=repo,
            input="n\n",
            text=True,
            capture_output=True,
            check=False,
        )
        assert done.returncode == 0, (command, done.stderr)
    assert not (repo / ".mcp.json").exists()  # the preview was declined


@pytest.mark.parametrize("name", sorted(p.name for p in PAYLOADS.glob("*.json")))
def test_recorded_payloads_carry_the_fields_the_docs_name(name: str) -> None:
    data = json.loads((PAYLOADS / name).read_text("utf-8"))
    assert {"session_id", "transcript_path", "cwd", "hook_event_name"} <= set(data)
    event = "SessionStart" if "start" in name else "SessionEnd"
    assert data["hook_event_name"] == event
    assert ("source" in data) == (event == "SessionStart")
    assert name in (PAYLOADS / "PROVENANCE.md").read_text("utf-8")
