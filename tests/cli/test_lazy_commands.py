"""The sub-commands that live in their own modules (``cli.main.LAZY_COMMANDS``): the vault's
are found where the table says and listed by ``--help`` as their own help would list them, and
a command does not load the others' modules."""

from __future__ import annotations

import importlib
import subprocess
import sys

import click
import pytest

from ecc_memory.cli.main import LAZY_COMMANDS
from ecc_memory.cli.options import first_sentence


@pytest.mark.parametrize("name", sorted(LAZY_COMMANDS))
def test_a_lazy_command_is_listed_by_the_first_sentence_of_its_own_help(name: str) -> None:
    """`ecc memory --help` lists each command without importing it, from the table: the table
    must say what the command's own help says first, whole."""
    module, attribute, listed = LAZY_COMMANDS[name]
    command = getattr(importlib.import_module(module), attribute)
    assert isinstance(command, click.Command)
    assert listed == first_sentence(command.help or "")


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


def test_running_a_command_looks_up_no_other_commands_module(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Only the module of the command that runs is looked for (every command line passes
    through the lookup), and a command whose module is absent is an unknown command."""
    from click.testing import CliRunner

    from ecc_memory.cli.main import ecc

    looked: list[str] = []
    real = importlib.import_module

    def spy(name: str, package: str | None = None) -> object:
        looked.append(name)
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", spy)
    monkeypatch.setitem(LAZY_COMMANDS, "ghost", ("ecc_memory.cli.ghost", "ghost", "Gone."))
    done = CliRunner().invoke(ecc, ["memory", "ghost"])
    assert done.exit_code == 2
    assert "No such command 'ghost'" in done.output
    assert [name for name in looked if name.startswith("ecc_memory.cli.")] == [
        "ecc_memory.cli.ghost"
    ]
