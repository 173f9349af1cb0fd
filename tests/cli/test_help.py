"""``--help`` teaches: ``ecc memory --help`` lists its commands in groups a newcomer can scan,
after a getting-started line, and no list cuts a description mid-sentence."""

from __future__ import annotations

import re
import subprocess
import sys

import click
import pytest

from ecc_memory.cli.main import LAZY_COMMANDS, ecc
from ecc_memory.cli.options import first_sentence


def help_text(*path: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "ecc_memory", *path, "--help"],
        capture_output=True, text=True, check=True, env={"COLUMNS": "100", "PATH": ""},
    )  # fmt: skip
    return done.stdout


def listed(text: str) -> dict[str, str]:
    """Each listed command with its description, continuation lines joined."""
    rows: dict[str, str] = {}
    name = ""
    for line in text.splitlines():
        start = re.match(r"^  ([a-z][a-z-]*)  +(\S.*)$", line)
        if start:
            name = start.group(1)
            rows[name] = start.group(2)
        elif name and re.match(r"^ {6,}\S", line):
            rows[name] += " " + line.strip()
        else:
            name = ""
    return rows


def test_memory_help_groups_commands_after_a_getting_started_line() -> None:
    text = help_text("memory")
    assert "Getting started, in a git repository:" in text
    assert "ecc memory init && echo" in text
    sections = re.findall(r"^([A-Z][^\n:]*):$", text, flags=re.M)
    assert sections[-5:] == [
        "Daily", "Team", "Governed memory (docs/memory/)", "Agents", "Maintenance",
    ]  # fmt: skip
    daily = text.split("Daily:\n", 1)[1].split("\n\n", 1)[0]
    assert [line.split()[0] for line in daily.splitlines() if line.startswith("  ") and
            not line.startswith("      ")] == [
        "init", "save", "search", "read", "handoff", "supersede", "retire",
    ]  # fmt: skip
    assert "Commands:" not in text  # every command has its group
    assert set(listed(text)) == set(LAZY_COMMANDS) | {"init", "merge-file", "mcp"}


@pytest.mark.parametrize("path", [("memory",), ("memory", "hooks")])
def test_no_command_list_cuts_a_description(path: tuple[str, ...]) -> None:
    text = help_text(*path)
    group = ecc
    ctx = click.Context(ecc)
    for name in path:
        found = group.get_command(ctx, name)
        assert isinstance(found, click.Group)
        group, ctx = found, click.Context(found, parent=ctx)
    rows = listed(text)
    assert rows
    for name, description in rows.items():
        command = group.get_command(ctx, name)
        assert command is not None
        assert description == first_sentence(command.help or ""), name
        assert not description.endswith("..."), name
