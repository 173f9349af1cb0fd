"""Regenerate docs/cli.md from the CLI's own --help texts, and the two help pages that the `ecc`
console script prints without click (src/ecc_memory/cli/help_pages.py):
`python scripts/gen_cli_docs.py`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click

from ecc_memory.cli.main import ecc

HEADER = """# CLI reference

Generated from `--help` by `scripts/gen_cli_docs.py`; `tests/test_docs.py` fails when this file
and the code disagree. Exit codes: 0 ok, 1 problems found, 2 usage error or refused input,
3 internal error. Every data command takes `--json`.

## Exit codes

One runner (`ecc_memory.cli.outcome`) ends every command, hook and the MCP server, and decides
the code from what the command returned or raised; no other module exits
(`tests/test_architecture.py`):

- **0** success; also a search with no results, and always for the session hooks
  (`brief --hook`, `session-end`), `post-commit` and `post-checkout`.
- **1** a check found problems (`doctor`, `protocol check`, `ci`, a blocking hook), a
  writer's preview has blockers, `handoff --latest` found none.
- **2** usage error or refused input, with a stable code; or the file system refused
  (`NO_SPACE`, `READ_ONLY`, `PERMISSION_DENIED`, `IO_ERROR`).
- **3** internal error: a bug, one line (`internal error (ValueError)`), never a traceback.
- **130** Ctrl-C (128 + SIGINT); nothing more is printed.
- **141** the reader of standard output went away (`ecc memory search x | head -1`):
  128 + SIGPIPE, what a shell reports for a program its reader cut off. Nothing is printed,
  not even an error; what was already done (a saved memory) stays done.

`tests/cli/test_outcome.py` runs a command of every family with a closed pipe.

## Conventions every command follows

- **JSON output.** Every JSON document a command prints (with `--json`, or `--format json`) is
  one object whose first key is `schemaVersion`, `ecc.memory.<name>.v<N>` (for example
  `ecc.memory.search.v1`, `ecc.memory.protocol-check.v1`), and whose keys are camelCase, as
  the memory records themselves (`sourceHarness`, `createdAt`). A new field may appear in any
  version; a field is renamed or removed only with a new `<N>`. An error is
  `{"schemaVersion": "ecc.memory.error.v1", "error": {"code": ..., "message": ...}}` on stdout.
  Every document is printed alike: indented by two spaces, non-ASCII characters as they are,
  one newline at the end (`handoff --from-branch`, `handoff --latest` and `brief --hook`
  printed one compact line before; no harness reads `brief --hook --json`, whose document is
  `brief --json`'s). The `protocol` commands printed snake_case keys and no `schemaVersion`
  before; until release 0.3 they print each of those keys twice, the old snake_case spelling
  (deprecated) beside the camelCase one, so read the camelCase keys; a key added since is
  camelCase only (`protocol subject list`'s `canonicalRef` and `mergedInto`). One renderer
  family prints them all (`render/`: text, JSON, GitHub annotations, SARIF; see
  [architecture.md](architecture.md#the-application-layer)). Not a `--json` document:
  `ecc memory hermes EVENT` prints the one-line object the Hermes provider plugin reads, and a
  hook prints what its harness reads. (`tests/cli/test_options.py`
  runs every kind of command with `--json` against this rule, layout included.)
- **Harness names.** One option per concept: `--from H` is who writes a memory (`save`,
  `handoff`, `supersede`, `retire`, `session-end`; default `$ECC_MEMORY_HARNESS`, else `cli`,
  except for `handoff`, which needs one of the two),
  `--target H` whom a written memory is for (repeatable), `--harness H` who is reading: only
  what is targeted at H or at `all` (`search`, `handoff --latest`, `brief`). The older
  spellings `--source-harness`, `--target-harness` and `session-end --harness` still work and
  are not listed.
- **`--project-root DIR`** on every command that finds a repository: find it at or above `DIR`
  instead of the current directory. (Not on `mcp`, `merge-file` and `hooks run`, which git or
  an agent starts in the directory it chose.)
- **Bounds.** A value outside its documented range (`search --limit 1-100`,
  `brief --budget 300-50000`, ...) is refused with exit 2 and nothing is done; no bound is
  clamped silently.
- **IDs.** `read`, `supersede`, `retire`, `propose` and every `--link` take a unique start of
  a memory ID, like a short git hash (`mem_` may be left out), or of its random part, what
  people copy (`read 5b26e751` for `mem_20261206_5b26e751...`); an ambiguous one is refused
  (exit 2, nothing written) with the first matches listed, naming `--link` when it was one. A
  link is stored as the full ID it names; a `mem_...` link that starts no memory ID is saved
  as given, with a warning (it may name a memory to come), but any other must name one.
- **Bodies.** `save` (and `handoff --title`) read a body piped to standard input without
  `--stdin` (`echo text | ecc memory save --title T`); a terminal or `/dev/null` is never read,
  and a pipe that brings nothing within 2 seconds counts as no body.
- **Search results** are shown to people by rank; `--json` has `rank` and the exact BM25
  `score`.
- A mistyped command gets the nearest names: `No such command 'serch'. Did you mean 'search'?`
"""


FIRST_HOUR = Path(__file__).resolve().parents[1] / "docs" / "examples" / "first-hour.sh"


def _first_hour() -> str:
    return (
        "## The first hour\n\n"
        "Init, a save, a correction, a team memory reviewed and committed, one governed\n"
        "decision applied at the terminal, and a second clone that finds both\n"
        "([docs/examples/first-hour.sh](examples/first-hour.sh), which a test runs):\n"
        f"\n```sh\n{FIRST_HOUR.read_text(encoding='utf-8')}```\n"
    )


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
    return HEADER + "\n" + _first_hour() + "\n" + "\n".join(_sections(ecc, ["ecc"]))


HELP_PAGES = Path(__file__).resolve().parents[1] / "src" / "ecc_memory" / "cli" / "help_pages.py"


def render_help_pages() -> str:
    """``ecc --help`` and ``ecc memory --help`` as click prints them on a terminal of 80 columns
    or more, or to a pipe (its text 78 wide), as a module ``entry.ecc`` prints from."""
    root = click.Context(ecc, info_name="ecc", terminal_width=78, **ecc.context_settings)
    memory = ecc.get_command(root, "memory")
    assert memory is not None
    settings = {"terminal_width": 78, **memory.context_settings}
    pages = {
        "": ecc.get_help(root),
        "memory": memory.get_help(click.Context(memory, root, "memory", **settings)),
    }
    lines = [
        '"""The help pages ``ecc --help`` and ``ecc memory --help``, as click renders them 78',
        "wide (a terminal of 80 columns or more, or a pipe): ``entry.ecc`` prints them without",
        "importing click, the most of their time. Generated by scripts/gen_cli_docs.py from the",
        'click commands; tests/cli/test_help.py fails when they and the code disagree."""',
        "",
        "PAGES = {",
    ]
    for key, text in pages.items():
        lines.append(f"    {json.dumps(key)}: (")
        for line in (text + "\n").splitlines(keepends=True):
            # The quotes ruff's formatter would choose: double, unless that needs escapes.
            quoted = repr(line) if '"' in line and "'" not in line else json.dumps(line)
            literal = f"        {quoted}"
            lines.append(literal + ("  # noqa: E501" if len(literal) > 100 else ""))
        lines.append("    ),")
    return "\n".join([*lines, "}", ""])


if __name__ == "__main__":
    target = Path(__file__).resolve().parents[1] / "docs" / "cli.md"
    target.write_text(render(), encoding="utf-8")
    sys.stdout.write(f"wrote {target}\n")
    HELP_PAGES.write_text(render_help_pages(), encoding="utf-8")
    sys.stdout.write(f"wrote {HELP_PAGES}\n")
