"""``--help`` teaches: ``ecc memory --help`` lists its commands in groups a newcomer can scan,
after a getting-started line, and no list cuts a description mid-sentence."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

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


# -- the pages printed without click (issue 34) ---------------------------------------------

THROUGH_CLICK = (
    "import sys\nfrom ecc_memory.cli.main import main\nsys.argv = ['ecc', *sys.argv[1:]]\nmain()\n"
)
LOADED = (
    "import atexit, sys\n"
    "atexit.register(lambda: sys.stderr.write('CLICK=%s\\n' % ('click' in sys.modules)))\n"
    "from ecc_memory.entry import ecc\n"
    "sys.argv = ['ecc', *sys.argv[1:]]\n"
    "ecc()\n"
)


def _answer(script: str, args: list[str], columns: str | None) -> tuple[int, str, str]:
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    if columns is not None:
        env["COLUMNS"] = columns
    done = subprocess.run(
        [sys.executable, "-c", script, *args], capture_output=True, text=True, env=env, check=False
    )
    return done.returncode, done.stdout, done.stderr


HELP_FORMS = [["--help"], ["-h"], ["memory", "--help"], ["memory", "-h"]]


@pytest.mark.parametrize("args", HELP_FORMS)
@pytest.mark.parametrize("columns", [None, "80", "200"])
def test_the_help_pages_print_without_click_as_click_does(
    args: list[str], columns: str | None
) -> None:
    code, out, err = _answer(LOADED, args, columns)
    assert (code, err) == (0, "CLICK=False\n")
    assert (code, out) == _answer(THROUGH_CLICK, args, columns)[:2]


@pytest.mark.parametrize("args", [*HELP_FORMS, ["memory", "save", "--help"], ["--version"]])
def test_a_narrow_terminal_and_other_pages_are_clicks(args: list[str]) -> None:
    narrow = _answer(LOADED, args, "60" if len(args) <= 2 else None)
    assert narrow[2].endswith("CLICK=True\n")
    clicked = _answer(THROUGH_CLICK, args, "60" if len(args) <= 2 else None)
    assert narrow[:2] == clicked[:2]


def test_the_stored_pages_are_the_commands_own() -> None:
    from ecc_memory.cli.help_pages import PAGES

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
    try:
        from gen_cli_docs import render_help_pages
    finally:
        sys.path.pop(0)
    assert PAGES["memory"].startswith("Usage: ecc memory [OPTIONS]")
    source = Path(sys.modules["ecc_memory.cli.help_pages"].__file__ or "").read_text()
    assert source == render_help_pages(), "stale: run python scripts/gen_cli_docs.py"
