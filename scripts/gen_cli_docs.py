"""Regenerate docs/cli.md from the CLI's own --help texts: `python scripts/gen_cli_docs.py`."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ecc_memory.cli.main import ecc

HEADER = """# CLI reference

Generated from `--help` by `scripts/gen_cli_docs.py`; `tests/test_docs.py` fails when this file
and the code disagree. Exit codes: 0 ok, 1 problems found, 2 usage error or refused input,
3 internal error. Every data command takes `--json`.
"""


def _sections(
    command: click.Command, path: list[str], parent: click.Context | None = None
) -> list[str]:
    settings = {"terminal_width": 100, "max_content_width": 100, **command.context_settings}
    ctx = click.Context(command, info_name=path[-1], parent=parent, **settings)
    text = command.get_help(ctx)
    sections = [f"## `{' '.join(path)}`\n\n```text\n{text}\n```\n"]
    if isinstance(command, click.Group):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None:
                sections.extend(_sections(sub, [*path, name], ctx))
    return sections


def render() -> str:
    return HEADER + "\n" + "\n".join(_sections(ecc, ["ecc"]))


if __name__ == "__main__":
    target = Path(__file__).resolve().parents[1] / "docs" / "cli.md"
    target.write_text(render(), encoding="utf-8")
    sys.stdout.write(f"wrote {target}\n")
