"""The sub-commands that live in their own modules (``cli.main.LAZY_COMMANDS``): the vault's
are found where the table says and listed by ``--help`` as their own help would list them, and
a command does not load the others' modules."""

from __future__ import annotations

import importlib
import subprocess
import sys

import click
import pytest

from ecc_memory.cli.main import LAZY_COMMANDS, short_help

# The vault's own commands moved out of cli.main: `ecc memory --help` must list them as it did
# when they were defined there, from their own help. (The other entries carry a listing line
# of their own.)
VAULT_COMMANDS = ("save", "handoff", "search", "read", "doctor", "reindex")


@pytest.mark.parametrize("name", VAULT_COMMANDS)
def test_a_vault_command_is_listed_by_its_own_short_help(name: str) -> None:
    module, attribute, listed = LAZY_COMMANDS[name]
    command = getattr(importlib.import_module(module), attribute)
    assert isinstance(command, click.Command)
    assert short_help(listed) == command.get_short_help_str(90)


def test_a_protocol_command_does_not_define_the_vault_commands() -> None:
    code = (
        "import sys\n"
        "from ecc_memory.cli.main import main\n"
        "sys.argv = ['ecc', 'memory', 'protocol', '--help']\n"
        "try:\n"
        "    main()\n"
        "except SystemExit:\n"
        "    pass\n"
        "loaded = [m for m in ('ecc_memory.cli.vault_read', 'ecc_memory.cli.vault_write')"
        " if m in sys.modules]\n"
        "print('LOADED', loaded)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "LOADED []" in done.stdout
