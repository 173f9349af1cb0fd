"""The exit-code table of docs/cli.md, command by command, through both ways in: click's
``CliRunner`` (the click commands) and the real ``ecc`` program as a subprocess (its click-free
fast paths for save, search and doctor, the installed console script, a real process exit).

Each row sets up real state (a git repository, a vault, a copy of the 0.7 ``docs/memory/``),
runs one command and checks the code (0 ok, 1 problems found, 2 refused) and what it printed:
a ``--json`` run prints one JSON document (an ``error`` object for a refusal, on stdout, with
nothing on stderr), a plain refusal one ``Error:`` line on stderr. A refusal changes nothing.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from click.testing import CliRunner

from conftest import snapshot
from ecc_memory.cli.main import ecc
from gitrepo import clock_now, commit_all, fake_token, git, init_repo, iso, write
from protocol_fixtures.support import FIXTURE

ECC = str(Path(sys.executable).parent / "ecc")
MEMORY_ID = "mem_20260101_kettle0001"
KETTLE = f"""---
schema: "ecc.memory.v1"
id: "{MEMORY_ID}"
title: "Kettle"
kind: "note"
scope: "project"
trust: "unreviewed"
status: "active"
source_harness: "cli"
target_harnesses: ["all"]
tags: ["kitchen"]
links: []
created_at: "2026-01-01T09:00:00.000Z"
updated_at: "2026-01-01T09:00:00.000Z"
---
Boils water.
"""


def _empty(repo: Path) -> None:
    """A repository without a vault."""


def _vault(repo: Path) -> None:
    write(repo, ".ecc/memory/project/.gitignore", "*\n!.gitignore\n")
    write(repo, f".ecc/memory/project/notes/{MEMORY_ID}.md", KETTLE)


def _broken_vault(repo: Path) -> None:
    _vault(repo)
    write(repo, ".ecc/memory/project/notes/mem_20260101_bad00001.md", b"---\n\xff\xfe\n---\nx\n")


def _protocol(repo: Path) -> None:
    shutil.copytree(FIXTURE, repo / "docs" / "memory")


def _broken_protocol(repo: Path) -> None:
    _protocol(repo)
    decisions = repo / "docs" / "memory" / "decisions.md"
    text = decisions.read_text(encoding="utf-8")
    decisions.write_text(text.replace("Status: active", "Status: bogus", 1), encoding="utf-8")


def _branch(repo: Path) -> None:
    git(repo, "checkout", "-q", "-b", "feature/login")
    write(repo, "src/login.py", "print('login')\n")
    commit_all(repo, "Add the login form")


def _committed_private_memory(repo: Path) -> None:
    _branch(repo)
    write(repo, ".ecc/memory/project/notes/mem_20260101_private1.md", "mine\n")
    git(repo, "add", "-f", ".ecc/memory/project/notes/mem_20260101_private1.md")
    git(repo, "commit", "-q", "-m", "oops")


def _taken_chain_slot(repo: Path) -> None:
    for name in ("pre-commit", "pre-commit.ecc-chained"):
        write(repo, f".git/hooks/{name}", "#!/bin/sh\nexit 0\n").chmod(0o755)


Check = Callable[[Any], None]


class Row(NamedTuple):
    setup: Callable[[Path], None]
    args: tuple[str, ...]
    code: int
    check: Check
    stdin: str = ""


class Usage(Row):
    """A usage error click finds while parsing: through ``CliRunner`` (the click group alone,
    without ``cli.main``'s runner) it is click's own message, three lines of usage and one
    ``Error:``; the real program turns it into the JSON error of ``--json``."""


def _schema(name: str) -> Check:
    def check(document: Any) -> None:
        assert document["schemaVersion"] == f"ecc.memory.{name}.v1"

    return check


def _refused(code: str) -> Check:
    def check(document: Any) -> None:
        assert document["error"]["code"] == code
        assert document["error"]["message"]

    return check


def _search_hits(*ids: str) -> Check:
    def check(document: Any) -> None:
        _schema("search")(document)
        assert [hit["memory"]["id"] for hit in document["results"]] == list(ids)

    return check


def _doctor(ok: bool, invalid: int) -> Check:
    def check(document: Any) -> None:
        _schema("doctor")(document)
        assert (document["ok"], document["invalidFileCount"]) == (ok, invalid)

    return check


def _check_found(*codes: str) -> Check:
    def check(document: Any) -> None:
        _schema("protocol-check")(document)
        errors = {f["code"] for f in document["findings"] if f["severity"] == "error"}
        assert errors == set(codes)
        assert document["ok"] is not codes

    return check


def _saved(document: Any) -> None:
    _schema("write")(document)
    assert document["memory"]["title"] == "Kettle"
    assert "body" not in document["memory"]  # a write's answer never echoes the body
    assert document["path"].startswith("project:notes/")


def _read(document: Any) -> None:
    assert document["memory"]["id"] == MEMORY_ID
    assert document["memory"]["body"] == "Boils water."


def _hooks(state: str) -> Check:
    def check(document: Any) -> None:
        _schema("hooks")(document)
        assert {hook["state"] for hook in document["hooks"]} == {state}

    return check


def _ci(clean: bool) -> Check:
    def check(document: Any) -> None:
        assert (document["problems"] == []) is clean
        assert document["commitsChecked"] >= 1

    return check


TOKEN = fake_token("ghp_", 36)

ROWS: dict[str, Row] = {
    "save": Row(_vault, ("save", "--title", "Kettle", "--stdin"), 0, _saved, "Boils."),
    "save secret": Row(_vault, ("save", "--title", "K", "--stdin"), 2, _refused("SECRET_REFUSED"), f"key {TOKEN}"),  # noqa: E501
    "save empty body": Row(_vault, ("save", "--title", "K", "--stdin"), 2, _refused("EMPTY_BODY"), "  "),  # noqa: E501
    "save bad kind": Usage(_vault, ("save", "--title", "K", "--kind", "bogus", "--stdin"), 2, _refused("USAGE"), "b"),  # noqa: E501
    "save dry run": Row(_vault, ("save", "--title", "K", "--stdin"), 2, _refused("DRY_RUN"), "b"),
    "search hit": Row(_vault, ("search", "kettle"), 0, _search_hits(MEMORY_ID)),
    "search none": Row(_vault, ("search", "teapot"), 0, _search_hits()),
    "search no vault": Row(_empty, ("search", "kettle"), 0, _search_hits()),
    "search tag": Row(_vault, ("search", "--tag", "kitchen"), 0, _search_hits(MEMORY_ID)),
    "search too long": Row(_vault, ("search", "x" * 501), 2, _refused("QUERY_TOO_LONG")),
    "search bad limit": Usage(_vault, ("search", "k", "--limit", "0"), 2, _refused("USAGE")),
    "read": Row(_vault, ("read", MEMORY_ID), 0, _read),
    "read missing": Row(_vault, ("read", "mem_20260101_missing"), 2, _refused("NOT_FOUND")),
    "read path": Row(_vault, ("read", "../../etc/passwd"), 2, _refused("INVALID_ID")),
    "doctor clean": Row(_vault, ("doctor",), 0, _doctor(True, 0)),
    "doctor problems": Row(_broken_vault, ("doctor",), 1, _doctor(False, 1)),
    "doctor bad setting": Row(_vault, ("doctor",), 2, _refused("INVALID_SETTING")),
    "reindex": Row(_vault, ("reindex",), 0, _schema("reindex")),
    "protocol check clean": Row(_protocol, ("protocol", "check"), 0, _check_found()),
    "protocol check errors": Row(_broken_protocol, ("protocol", "check"), 1, _check_found("MC-CONFLICT-007")),  # noqa: E501
    "protocol check missing": Row(_empty, ("protocol", "check"), 1, _check_found("ECC-FILE-001")),
    "protocol show unknown": Row(_protocol, ("protocol", "show", "MC-DEC-nope"), 2, _refused("PROTOCOL_UNKNOWN_ENTRY")),  # noqa: E501
    "protocol list missing": Row(_empty, ("protocol", "list"), 2, _refused("PROTOCOL_NO_MEMORY")),
    "handoff latest none": Row(_empty, ("handoff", "--latest"), 1, _schema("latest-handoff")),
    "handoff latest bad reader": Row(_empty, ("handoff", "--latest", "--target-harness", "No Slug"), 2, _refused("INVALID_SLUG")),  # noqa: E501
    "ci clean": Row(_branch, ("ci", "--base", "main"), 0, _ci(True)),
    "ci problems": Row(_committed_private_memory, ("ci", "--base", "main"), 1, _ci(False)),
    "ci bad base": Row(_branch, ("ci", "--base", "no-such-rev"), 2, _refused("CI_BASE_UNKNOWN")),
    "hooks status": Row(_empty, ("hooks", "status"), 0, _hooks("absent")),
    "hooks install": Row(_empty, ("hooks", "install"), 0, _hooks("installed")),
    "hooks uninstall": Row(_empty, ("hooks", "uninstall"), 0, _hooks("absent")),
    "hooks install taken slot": Row(_taken_chain_slot, ("hooks", "install"), 2, _refused("hook-chain-taken")),  # noqa: E501
    "setup unknown": Usage(_empty, ("setup", "vim"), 2, _refused("USAGE")),
}  # fmt: skip
ENV = {
    "save dry run": {"ECC_DRY_RUN": "1"},
    "doctor bad setting": {"ECC_MEMORY_WATCH": "sometimes"},
}


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return init_repo(tmp_path / "repo")


def _clicked(repo: Path, args: list[str], stdin: str, env: dict[str, str]) -> tuple[int, str, str]:
    cwd = os.getcwd()
    os.chdir(repo)
    try:
        result = CliRunner().invoke(ecc, ["memory", *args], input=stdin, env=env)
    finally:
        os.chdir(cwd)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def _spawned(repo: Path, args: list[str], stdin: str, env: dict[str, str]) -> tuple[int, str, str]:
    done = subprocess.run(
        [ECC, "memory", *args], cwd=repo, input=stdin, capture_output=True, text=True,
        env={**os.environ, **env}, check=False, timeout=120,
    )  # fmt: skip
    return done.returncode, done.stdout, done.stderr


RUNNERS = {"click": _clicked, "process": _spawned}


def _run(runner: str, repo: Path, name: str, *extra: str) -> tuple[int, str, str]:
    row = ROWS[name]
    env = {"ECC_MEMORY_NOW": iso(clock_now()), **ENV.get(name, {})}
    return RUNNERS[runner](repo, [*row.args, *extra], row.stdin, env)


@pytest.mark.parametrize("runner", RUNNERS)
@pytest.mark.parametrize("name", ROWS)
def test_each_command_exits_as_the_table_says_with_one_json_document(
    repo: Path, name: str, runner: str
) -> None:
    row = ROWS[name]
    row.setup(repo)
    before = snapshot(repo)
    code, out, err = _run(runner, repo, name, "--json")
    assert code == row.code, (out, err)
    if isinstance(row, Usage) and runner == "click":
        assert err.splitlines()[-1].startswith("Error: ")
        return
    document = json.loads(out)
    row.check(document)
    assert "Traceback" not in err
    if row.code == 2:
        assert list(document) == ["schemaVersion", "error"]
        assert err == ""
        assert snapshot(repo) == before
        assert TOKEN not in out


REFUSALS = [name for name, row in ROWS.items() if row.code == 2]


@pytest.mark.parametrize("runner", RUNNERS)
@pytest.mark.parametrize("name", REFUSALS)
def test_a_plain_refusal_is_one_error_line_and_nothing_on_stdout(
    repo: Path, name: str, runner: str
) -> None:
    ROWS[name].setup(repo)
    before = snapshot(repo)
    code, out, err = _run(runner, repo, name)
    assert code == 2
    assert out == ""
    lines = err.splitlines()
    assert lines[-1].startswith("Error: ")
    assert len(lines) == (4 if isinstance(ROWS[name], Usage) else 1), err
    assert "Traceback" not in err
    assert TOKEN not in err
    assert snapshot(repo) == before


@pytest.mark.parametrize(
    "name", ["search hit", "read", "doctor clean", "doctor problems", "protocol check errors"]
)
def test_the_fast_paths_and_click_print_the_same_document(repo: Path, name: str) -> None:
    ROWS[name].setup(repo)
    clicked = _run("click", repo, name, "--json")
    spawned = _run("process", repo, name, "--json")
    assert clicked[0] == spawned[0]
    assert json.loads(clicked[1]) == json.loads(spawned[1])
    plain_clicked, plain_spawned = _run("click", repo, name), _run("process", repo, name)
    assert plain_clicked[:2] == plain_spawned[:2]


def test_an_unknown_command_or_option_is_a_usage_error_with_code_2(repo: Path) -> None:
    for args in (["no-such-command"], ["search", "--no-such-option"]):
        for runner in RUNNERS.values():
            code, out, err = runner(repo, args, "", {})
            assert code == 2, (args, out, err)
            assert "Traceback" not in err
            assert err.strip()


@pytest.mark.parametrize("arg", [b"\xff", b"caf\xe9", b"\xed\xa0\x80"])
def test_bytes_that_are_not_utf8_in_argv_are_an_answer_or_a_refusal_never_exit_3(
    repo: Path, arg: bytes
) -> None:
    _vault(repo)
    for args in (
        [b"search", arg],
        [b"search", arg, b"--json"],
        [b"read", b"mem_" + arg],
        [b"save", b"--title", arg, b"--stdin"],
        [b"handoff", b"--latest", b"--branch", arg],
        [b"protocol", b"show", arg],
    ):
        done = subprocess.run(
            [ECC.encode(), b"memory", *args], cwd=repo, input=b"body", capture_output=True,
            check=False, timeout=120,
        )  # fmt: skip
        assert done.returncode in (0, 1, 2), (args, done.stderr)
        assert b"Traceback" not in done.stderr
        assert b"internal error" not in done.stderr


@pytest.fixture
def odd_branch(repo: Path) -> Path:
    """A vault on a branch whose name is not UTF-8 (git takes any bytes but a few)."""
    _vault(repo)
    subprocess.run([b"git", b"checkout", b"-q", b"-b", b"caf\xe9/\xff"], cwd=repo, check=True)
    return repo


@pytest.mark.parametrize(
    "args",
    [
        ("handoff", "--from-branch", "--from", "claude", "--target", "codex"),
        ("handoff", "--latest"),
        ("brief", "--harness", "claude"),
        ("ci", "--base", "main"),
        ("session-end", "--from", "claude"),
    ],
    ids=lambda args: " ".join(args[:2]),
)
def test_a_branch_name_that_is_not_utf8_is_an_answer_or_a_refusal(
    odd_branch: Path, args: tuple[str, ...]
) -> None:
    before = snapshot(odd_branch)
    done = subprocess.run(
        [ECC, "memory", *args], cwd=odd_branch, input=b"{}", capture_output=True, check=False,
        timeout=120,
    )  # fmt: skip
    assert done.returncode in (0, 1, 2), done.stderr
    assert b"internal error" not in done.stderr
    assert b"Traceback" not in done.stderr
    if done.returncode == 2:
        assert snapshot(odd_branch) == before


def _closed_pipe(repo: Path, args: list[str], stdin: str) -> subprocess.CompletedProcess[bytes]:
    """``ecc memory ARGS`` whose standard output's reader is already gone."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run(
            [ECC, "memory", *args], cwd=repo, input=stdin.encode(), stdout=write_end,
            stderr=subprocess.PIPE, check=False, timeout=120,
            env={**os.environ, "ECC_MEMORY_NOW": iso(clock_now())},
        )  # fmt: skip
    finally:
        os.close(write_end)


# Reading answers only: an install that its reader cut off may have written part of its work.
ANSWERS = [
    name for name, row in ROWS.items() if row.code in (0, 1) and not name.startswith("hooks")
]


@pytest.mark.parametrize("name", ANSWERS)
def test_a_closed_pipe_ends_every_answer_quietly_with_141(repo: Path, name: str) -> None:
    row = ROWS[name]
    row.setup(repo)
    done = _closed_pipe(repo, [*row.args, "--json"], row.stdin)
    assert (done.returncode, done.stderr) == (141, b"")


def test_a_closed_pipe_after_a_save_keeps_the_memory(repo: Path) -> None:
    _vault(repo)
    done = _closed_pipe(repo, ["save", "--title", "Pot", "--stdin", "--json"], "Holds tea.")
    assert (done.returncode, done.stderr) == (141, b"")
    notes = repo / ".ecc" / "memory" / "project" / "notes"
    assert len(list(notes.glob("mem_*.md"))) == 2


# A programming error planted in the one app operation each command calls: the runner reports
# it as one line (exit 3) and never shows its message or a traceback.
CRASHES = {
    "search": ("ecc_memory.app.vault", "search", ("search", "kettle")),
    "doctor": ("ecc_memory.app.vault", "doctor", ("doctor",)),
    "read": ("ecc_memory.app.vault", "read", ("read", MEMORY_ID)),
    "protocol check": ("ecc_memory.app.protocol", "check", ("protocol", "check")),
    "protocol context": ("ecc_memory.app.protocol", "context", ("protocol", "context", "--task", "implementation")),  # noqa: E501
    "ci": ("ecc_memory.app.git", "ci", ("ci", "--base", "main")),
}  # fmt: skip


@pytest.mark.parametrize("as_json", [False, True], ids=["plain", "json"])
@pytest.mark.parametrize("name", CRASHES)
def test_a_programming_error_is_exit_3_in_one_line_without_its_message(
    repo: Path, monkeypatch: pytest.MonkeyPatch, name: str, as_json: bool
) -> None:
    import importlib

    module, function, args = CRASHES[name]

    def broken(*_: object, **__: object) -> None:
        raise RuntimeError("secret detail that must not be shown")

    _vault(repo)
    _protocol(repo)
    _branch(repo)
    monkeypatch.setattr(importlib.import_module(module), function, broken)
    code, out, err = _clicked(repo, [*args, *(["--json"] if as_json else [])], "", {})
    assert code == 3, (out, err)
    assert "secret detail" not in out + err
    assert "Traceback" not in out + err
    if as_json:
        assert json.loads(out)["error"]["code"] == "INTERNAL_ERROR"
    else:
        assert err == "Error: internal error (RuntimeError).\n"
