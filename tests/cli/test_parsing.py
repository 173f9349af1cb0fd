"""How the CLI reads a command line, in process: the click-free fast paths of ``save`` and
``search`` agree with click on every command line they accept (a property over odd argv), every
command's ``--help`` teaches its options, an unknown command is answered with the nearest names.
The processes these parsers run in are ``test_save_plain``'s, ``test_search_plain``'s and
``test_cli_process``'s."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

import click
import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from ecc_memory.cli import doctor_run, save_run, search_run
from ecc_memory.cli.main import ecc
from ecc_memory.cli.vault_read import doctor as doctor_command
from ecc_memory.cli.vault_read import search as search_command
from ecc_memory.cli.vault_write import save as save_command

# Words a person or an agent types, and the ones that trip parsers: an empty value, a value
# holding "=", a lone "-" and "--", a repeated option, an option that takes no value given one.
SAVE_WORDS = [
    "--title", "--title=", "--title=a=b", "Deploy", "--stdin", "--stdin=1", "--body-file",
    "b.md", "--body-file=", "--kind", "lesson", "poem", "--scope", "team", "galaxy", "--tag",
    "--tag=", "auth", "--target", "claude", "--link", "mem_20260101_abc", "--from",
    "--source-harness", "codex", "--json", "--json=yes", "-", "--", "", "é", "-x", "--titl",
]  # fmt: skip
SEARCH_WORDS = [
    "deploy", "", "é", "--scope", "team", "--scope=project", "--kind", "lesson", "--kind=poem",
    "--tag", "ops", "--tag=", "--harness", "codex", "--target-harness=claude", "--limit", "1",
    "100", "0", "101", "many", "--limit=05", "--all", "--all=1", "--json", "-", "--", "-deploy",
]  # fmt: skip
# What each fast path's keyword is called in the click command.
SAVE_KEYS = {
    "title": "title", "use_stdin": "use_stdin", "body_file": "body_file", "scope": "scope",
    "kind": "kind", "source": "source", "targets": "targets", "tags": "tags", "links": "links",
    "as_json": "as_json",
}  # fmt: skip
SEARCH_KEYS = {
    "text": "query", "scopes": "scopes", "kinds": "kinds", "tags": "tags", "harness": "harness",
    "limit": "limit", "include_superseded": "include_superseded", "as_json": "as_json",
}  # fmt: skip


def _clicks(command: click.Command, argv: list[str]) -> dict[str, Any] | None:
    """What click reads from ``argv``, or None when it refuses it."""
    try:
        with command.make_context(command.name or "x", list(argv)) as ctx:
            return dict(ctx.params)
    except (click.UsageError, click.BadParameter):
        return None


def _agrees(fast: dict[str, Any], clicked: dict[str, Any] | None, keys: dict[str, str]) -> None:
    assert clicked is not None, "the fast path accepted what click refuses"
    for mine, theirs in keys.items():
        value = clicked[theirs]
        if mine == "text":
            value = " ".join(value)
        assert fast[mine] == value, (mine, fast[mine], value)


SAVE_VALUES = ["T", "", "a=b", "-", "--json", "é", "team", "lesson", "claude", "b.md", " x "]
# Mostly whole options with a value, so that most lines are ones the fast path accepts.
SAVE_LINES = st.lists(
    st.one_of(
        st.tuples(
            st.sampled_from(["--title", "--tag", "--kind", "--scope", "--target", "--from"]),
            st.sampled_from(SAVE_VALUES),
        ).map(lambda pair: [f"{pair[0]}={pair[1]}"] if pair[1] == "a=b" else list(pair)),
        st.sampled_from(["--stdin", "--json", "--body-file=b.md"]).map(lambda flag: [flag]),
        st.sampled_from(SAVE_WORDS).map(lambda word: [word]),
    ),
    max_size=6,
).map(lambda groups: ["--title", "T", *(word for group in groups for word in group)])


@settings(max_examples=400, deadline=None, database=None)
@given(SAVE_LINES)
def test_the_save_fast_path_reads_what_click_reads_or_leaves_it_to_click(argv: list[str]) -> None:
    fast = save_run.parse_plain(argv)
    if fast is not None:
        _agrees(fast, _clicks(save_command, argv), SAVE_KEYS)


@settings(max_examples=400, deadline=None, database=None)
@given(st.lists(st.sampled_from(SEARCH_WORDS), max_size=7))
def test_the_search_fast_path_reads_what_click_reads_or_leaves_it_to_click(
    argv: list[str],
) -> None:
    fast = search_run.parse_plain(argv)
    if fast is not None:
        _agrees(fast, _clicks(search_command, argv), SEARCH_KEYS)


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--title=a=b", "--stdin"], {"title": "a=b", "use_stdin": True}),
        (["--title", "", "--stdin"], {"title": ""}),  # click's to refuse? no: the app refuses it
        (["--title", "T", "--tag=", "--stdin"], {"tags": ("",)}),
        (["--title", "é", "--body-file=b.md"], {"title": "é", "body_file": "b.md"}),
        (["--title", "T", "--tag", "a", "--tag", "b", "--stdin"], {"tags": ("a", "b")}),
        (["--source-harness", "codex", "--title", "T", "--stdin"], {"source": "codex"}),
    ],
)
def test_the_save_fast_path_takes_the_odd_spellings_click_takes(
    argv: list[str], expected: dict[str, object]
) -> None:
    fast = save_run.parse_plain(argv)
    assert fast is not None
    assert {key: fast[key] for key in expected} == expected
    _agrees(fast, _clicks(save_command, argv), SAVE_KEYS)


@pytest.mark.parametrize(
    "argv",
    [
        ["--title", "T", "--stdin", "--"],  # "--" ends the options: click's
        ["--title", "-", "--stdin"],  # a value that looks like an option
        ["--title", "T", "--stdin", "--stdin"],  # a repeated flag
        ["--title", "T", "--json=yes"],
        ["--title", "T", "--stdin", "--titl", "x"],  # click's prefix rules, not ours
        ["--title", "T", "--stdin", "stray"],
        ["--title"],
    ],
)
def test_the_save_fast_path_hands_odd_lines_to_click(argv: list[str]) -> None:
    assert save_run.parse_plain(argv) is None


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["deploy", "é", "--limit=05"], {"text": "deploy é", "limit": 5}),
        (["--limit", "100", "x"], {"limit": 100, "text": "x"}),
        (["", "x"], {"text": " x"}),  # an empty word stays a word, as click keeps it
        (["--scope", "team", "--scope=project"], {"scopes": ("team", "project")}),
    ],
)
def test_the_search_fast_path_takes_the_odd_spellings_click_takes(
    argv: list[str], expected: dict[str, object]
) -> None:
    fast = search_run.parse_plain(argv)
    assert fast is not None
    assert {key: fast[key] for key in expected} == expected
    _agrees(fast, _clicks(search_command, argv), SEARCH_KEYS)


@pytest.mark.parametrize(
    "argv",
    [["x", "--limit", "0"], ["x", "--limit", "many"], ["-"], ["--", "x"], ["x", "--all=1"]],
)
def test_the_search_fast_path_hands_odd_lines_to_click(argv: list[str]) -> None:
    assert search_run.parse_plain(argv) is None


DOCTOR_WORDS = ["--json", "--full", "--scope", "project", "--format", "json", "-", "--", "x"]


@pytest.mark.parametrize(
    "argv",
    [list(words) for n in range(3) for words in itertools.product(DOCTOR_WORDS, repeat=n)],
    ids=lambda argv: " ".join(argv) or "(none)",
)
def test_the_doctor_fast_path_takes_only_its_flags_each_once(argv: list[str]) -> None:
    plain = doctor_run.is_plain(argv)
    assert plain == (set(argv) <= {"--json", "--full"} and len(set(argv)) == len(argv))
    if plain:
        clicked = _clicks(doctor_command, argv)
        assert clicked is not None
        assert (clicked["as_json"], clicked["full"], clicked["scopes"]) == (
            "--json" in argv,
            "--full" in argv,
            (),
        )
        assert clicked["fmt"] == "text"


# -- help ---------------------------------------------------------------------------------------


def _commands() -> Iterator[tuple[list[str], click.Command]]:
    def walk(command: click.Command, path: list[str]) -> Iterator[tuple[list[str], click.Command]]:
        ctx = click.Context(command, info_name=path[-1] if path else "ecc")
        if isinstance(command, click.Group):
            for name in command.list_commands(ctx):
                sub = command.get_command(ctx, name)
                assert sub is not None
                yield from walk(sub, [*path, name])
        else:
            yield path, command

    yield from walk(ecc, [])


COMMANDS = sorted(_commands(), key=lambda pair: pair[0])


@pytest.mark.parametrize(("path", "command"), COMMANDS, ids=[" ".join(p) for p, _ in COMMANDS])
def test_every_command_help_exits_0_and_names_each_of_its_options(
    path: list[str], command: click.Command
) -> None:
    result = CliRunner().invoke(ecc, [*path, "--help"], terminal_width=100)
    assert result.exit_code == 0, result.output
    page = result.output
    assert page.startswith(f"Usage: ecc {' '.join(path)} ")
    summary = (command.help or "").strip().splitlines()
    assert summary, f"{path} has no help text"
    assert summary[0].split()[0] in page
    ctx = click.Context(command, info_name=path[-1])
    for param in command.params:
        if isinstance(param, click.Option) and not param.hidden:
            assert param.opts[0] in page, f"{path}: {param.opts[0]} not on its help page"
        if isinstance(param, click.Argument):
            usage = re.sub(r"\s+", "", page.split("\n\n")[0])  # the usage, however wrapped
            assert all(piece.replace(" ", "") in usage for piece in param.get_usage_pieces(ctx))
    assert "--help" in page


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        (["memory", "serch"], ["'search'"]),
        (["memory", "doctr"], ["'doctor'"]),
        (["memory", "hooks", "instal"], ["'install'"]),
        (["memory", "protocol", "chek"], ["'check'"]),
    ],
)
def test_a_mistyped_command_is_answered_with_the_nearest_names(
    typed: list[str], meant: list[str]
) -> None:
    result = CliRunner().invoke(ecc, typed)
    assert result.exit_code == 2
    assert f"No such command {typed[-1]!r}. Did you mean " in result.output
    for name in meant:
        assert name in result.output
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        (["memory", "search", "k", "--limt", "1"], "Did you mean '--limit'?"),
        (["memory", "save", "--titel", "T"], "'--title'"),
        (["memory", "ci", "--bse", "main"], "'--base'"),
    ],
)
def test_a_mistyped_option_is_answered_with_the_nearest_option(
    typed: list[str], meant: str
) -> None:
    result = CliRunner().invoke(ecc, typed)
    assert result.exit_code == 2
    assert f"No such option '{typed[-2]}'." in result.output
    assert meant in result.output


def test_version_names_the_package_version() -> None:
    from ecc_memory.app import __version__

    result = CliRunner().invoke(ecc, ["--version"])
    assert (result.exit_code, result.output) == (0, f"ecc, version {__version__}\n")


def test_a_word_near_no_command_gets_no_guess() -> None:
    result = CliRunner().invoke(ecc, ["memory", "zzzzqqq"])
    assert result.exit_code == 2
    assert "No such command 'zzzzqqq'." in result.output
    assert "Did you mean" not in result.output
