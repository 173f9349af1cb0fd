"""The real ``ecc`` program where its exit code and its streams are the contract: a usage error
under ``--json`` is the error document on stdout (nothing on stderr), a plain one is click's
message on stderr (nothing on stdout); ``save`` reads its body from standard input at its bounds,
through the click-free fast path and through click alike; a reader that goes away ends more
commands quietly with 141."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.app import vault
from gitrepo import clock_now, init_repo, iso

ECC = str(Path(sys.executable).parent / "ecc")
# The same save through the fast path (entry.ecc parses it) and through click (--project-root
# is click's only).
SAVE_PATHS = {"fast": (), "click": ("--project-root", ".")}


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ECC_")}
    return {**env, "ECC_MEMORY_NOW": iso(clock_now())}


def _ecc(cwd: Path, *args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [ECC, *args], cwd=cwd, input=stdin, capture_output=True, check=False, timeout=120,
        env=_env(),
    )  # fmt: skip


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A repository with an initialised vault holding one memory."""
    root = init_repo(tmp_path / "repo")
    assert _ecc(root, "memory", "init").returncode == 0
    saved = _ecc(root, "memory", "save", "--title", "Kettle", "--stdin", stdin=b"Boils water.")
    assert saved.returncode == 0
    return root


def _memories(repo: Path) -> dict[str, bytes]:
    root = repo / ".ecc" / "memory"
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("mem_*.md"))}


# -- usage errors -------------------------------------------------------------------------------

USAGE = [
    (("memory", "serch", "kettle"), "No such command 'serch'. Did you mean 'search'?"),
    (("memory", "read"), "Missing argument 'ID'."),
    (("memory", "hooks", "status", "--bogus"), "No such option '--bogus'."),
    (("memory", "doctor", "--scope", "galaxy"), "Invalid value for '--scope': 'galaxy'"),
    (("memory", "save", "--title", "T", "--stdin", "stray"), "unexpected extra argument (stray)"),
    (("memory", "search", "kettle", "--limit", "many"), "Invalid value for '--limit'"),
    (("memory", "protocol", "show"), "Missing argument 'REF'."),
    (("memory", "search", "--kind", "poem"), "Invalid value for '--kind': 'poem'"),
    (("memory", "search", "k", "--limt", "1"), "No such option '--limt'. Did you mean '--limit'?"),
    (("memory", "save", "--titel", "T", "--stdin"), "No such option '--titel'."),
    (("memory", "search", "x", "--project-root", "nowhere"), "'nowhere' does not exist."),
]


@pytest.mark.parametrize(("args", "message"), USAGE, ids=[" ".join(a) for a, _ in USAGE])
def test_a_usage_error_under_json_is_the_error_document_on_stdout_alone(
    repo: Path, args: tuple[str, ...], message: str
) -> None:
    before = _memories(repo)
    done = _ecc(repo, *args, "--json", stdin=b"x")
    assert done.returncode == 2
    assert done.stderr == b""
    document = json.loads(done.stdout)
    assert list(document) == ["schemaVersion", "error"]
    assert document["schemaVersion"] == "ecc.memory.error.v1"
    assert document["error"]["code"] == "USAGE"
    assert message in document["error"]["message"]
    assert done.stdout.decode().count("\n") == len(json.dumps(document, indent=2).splitlines())
    assert _memories(repo) == before


@pytest.mark.parametrize(("args", "message"), USAGE, ids=[" ".join(a) for a, _ in USAGE])
def test_a_plain_usage_error_is_clicks_message_on_stderr_alone(
    repo: Path, args: tuple[str, ...], message: str
) -> None:
    done = _ecc(repo, *args, stdin=b"x")
    assert done.returncode == 2
    assert done.stdout == b""
    err = done.stderr.decode()
    assert message in err
    assert err.splitlines()[-1].startswith("Error: ")
    assert "Traceback" not in err


@pytest.mark.parametrize("form", [("--format", "json"), ("--format=json",)])
def test_a_usage_error_under_format_json_is_the_error_document(
    repo: Path, form: tuple[str, ...]
) -> None:
    done = _ecc(repo, "memory", "ci", *form, "--bogus")
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == "USAGE"


FORMATTED = [
    ("memory", "ci"),
    ("memory", "doctor"),
    ("memory", "protocol", "check"),
]


@pytest.mark.parametrize("command", FORMATTED, ids=" ".join)
@pytest.mark.parametrize("order", ["format first", "json first"])
def test_json_beside_another_format_is_refused_on_every_command_with_both(
    repo: Path, command: tuple[str, ...], order: str
) -> None:
    both = ("--format", "github", "--json")
    done = _ecc(repo, *command, *(both if order == "format first" else (both[2], *both[:2])))
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"] == {
        "code": "USAGE",
        "message": "Choose one output format: --json or --format.",
    }


@pytest.mark.parametrize(
    "command",
    [("memory", "ci"), ("memory", "doctor"), ("memory", "protocol", "check")],
    ids=" ".join,
)
def test_json_beside_format_json_or_text_is_json(repo: Path, command: tuple[str, ...]) -> None:
    for given in (("--format", "json"), ("--format=text",)):
        done = _ecc(repo, *command, *given, "--json")
        assert done.returncode in (0, 1), done.stdout
        document = json.loads(done.stdout)
        assert str(document["schemaVersion"]).startswith(f"ecc.memory.{'-'.join(command[1:])}.v")


def test_a_word_after_double_dash_is_a_query_not_the_json_flag(repo: Path) -> None:
    done = _ecc(repo, "memory", "search", "--", "--json")
    assert done.returncode == 0
    assert done.stdout == b"No matching memories found.\n"


# -- save's standard input ----------------------------------------------------------------------

STDIN_REFUSALS = [
    (b"", "EMPTY_BODY"),
    (b" \n\t\n", "EMPTY_BODY"),
    (b"caf\xe9", "INVALID_UTF8"),
    (b"a\x00b", "UNSAFE_TEXT"),
    (b"x\x1b[2Jy", "UNSAFE_TEXT"),
    (b"x" * (vault.MAX_BODY_BYTES + 1), "BODY_TOO_LARGE"),
]


@pytest.mark.parametrize("path", sorted(SAVE_PATHS))
@pytest.mark.parametrize(("body", "code"), STDIN_REFUSALS, ids=[code for _, code in STDIN_REFUSALS])
def test_a_body_on_stdin_out_of_bounds_is_refused_and_writes_nothing(
    repo: Path, path: str, body: bytes, code: str
) -> None:
    before = _memories(repo)
    args = ("memory", "save", "--title", "T", "--stdin", "--json", *SAVE_PATHS[path])
    done = _ecc(repo, *args, stdin=body)
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == code
    assert done.stderr == b""
    assert _memories(repo) == before
    if body.strip():  # an error never echoes the body
        assert body.decode("utf-8", "replace")[:40] not in done.stdout.decode()


@pytest.mark.parametrize("path", sorted(SAVE_PATHS))
def test_a_body_at_the_bound_with_crlf_and_non_ascii_is_kept(repo: Path, path: str) -> None:
    body = "Line one\r\nCafé ☕ two\n"
    padded = body + "x" * (vault.MAX_BODY_BYTES - len(body.encode()))
    for text in (body, padded):
        args = ("memory", "save", "--title", "T", "--stdin", "--json", *SAVE_PATHS[path])
        done = _ecc(repo, *args, stdin=text.encode())
        assert done.returncode == 0, done.stdout
        memory_id = json.loads(done.stdout)["memory"]["id"]
        read = json.loads(_ecc(repo, "memory", "read", memory_id, "--json").stdout)
        assert read["memory"]["body"] == text.removesuffix("\n")  # the file's own last newline


@pytest.mark.parametrize("path", sorted(SAVE_PATHS))
def test_save_without_stdin_reads_a_file_on_stdin_but_not_an_empty_device(
    repo: Path, path: str, tmp_path: Path
) -> None:
    args = ("memory", "save", "--title", "T", "--json", *SAVE_PATHS[path])
    with open(os.devnull, "rb") as nothing:
        done = subprocess.run(
            [ECC, *args], cwd=repo, stdin=nothing, capture_output=True, check=False,
            timeout=120, env=_env(),
        )  # fmt: skip
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == "BODY_SOURCE"
    body = tmp_path / "body.md"
    body.write_bytes(b"From a file on stdin.\n")
    with body.open("rb") as given:
        done = subprocess.run(
            [ECC, *args], cwd=repo, stdin=given, capture_output=True, check=False,
            timeout=120, env=_env(),
        )  # fmt: skip
    assert done.returncode == 0
    assert json.loads(done.stdout)["memory"]["title"] == "T"


@pytest.mark.parametrize("path", sorted(SAVE_PATHS))
def test_a_harness_that_leaves_stdin_open_and_silent_gets_a_refusal_not_a_hang(
    repo: Path, path: str
) -> None:
    args = ("memory", "save", "--title", "T", "--json", *SAVE_PATHS[path])
    with subprocess.Popen(
        [ECC, *args], cwd=repo, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, env=_env(),
    ) as process:  # fmt: skip
        code = process.wait(timeout=60)  # stdin stays open: nothing is ever written to it
        assert process.stdout is not None
        out = process.stdout.read()
        assert process.stdin is not None
        process.stdin.close()
    assert code == 2
    assert json.loads(out)["error"]["code"] == "BODY_SOURCE"


@pytest.mark.parametrize("path", sorted(SAVE_PATHS))
def test_two_body_sources_are_refused_before_stdin_is_read(
    repo: Path, path: str, tmp_path: Path
) -> None:
    (tmp_path / "b.md").write_text("file body\n", encoding="utf-8")
    args = ("--title", "T", "--stdin", "--body-file", str(tmp_path / "b.md"), "--json")
    done = _ecc(repo, "memory", "save", *args, *SAVE_PATHS[path], stdin=b"stdin body")
    assert done.returncode == 2
    error = json.loads(done.stdout)["error"]
    assert error["code"] == "BODY_SOURCE"
    assert "file body" not in error["message"]
    assert "stdin body" not in error["message"]


# -- a reader that goes away --------------------------------------------------------------------


def _closed_pipe(cwd: Path, *args: str) -> subprocess.CompletedProcess[bytes]:
    """``ecc ARGS`` writing to a pipe whose reader has already gone."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        return subprocess.run(
            [ECC, *args], cwd=cwd, input=b"", stdout=write_end, stderr=subprocess.PIPE,
            check=False, timeout=120, env=_env(),
        )  # fmt: skip
    finally:
        os.close(write_end)


MORE_141 = [
    ("memory", "search", "kettle"),  # the fast path, plain
    ("memory", "search", "--json"),
    ("memory", "doctor", "--json"),
    ("memory", "read", "{id}"),
    ("memory", "read", "{id}", "--json"),
    ("memory", "handoff", "--latest", "--branch", "main", "--json"),
    ("memory", "save", "--help"),
    ("memory", "search", "--help"),
    ("memory", "hooks", "--help"),
    ("--version",),
]


@pytest.mark.parametrize("args", MORE_141, ids=" ".join)
def test_a_closed_pipe_ends_more_commands_quietly_with_141(
    repo: Path, args: tuple[str, ...]
) -> None:
    (memory_id,) = [Path(name).stem for name in _memories(repo)]
    done = _closed_pipe(repo, *(arg.format(id=memory_id) for arg in args))
    # A progress line is no noise: a loaded machine can make doctor's audit outlast the second
    # after which it reports progress ("auditing: 1/1 files"). Nothing else may be written.
    said = re.sub(rb"(?m)^[a-z ]{1,30}: [0-9,]{1,12}/[0-9,]{1,12} files\n", b"", done.stderr)
    assert (done.returncode, said) == (141, b"")


# A terminal control or a bidi override in a word the user (or a script fed by a hostile file)
# typed: click's usage message quotes the word, and the one error format must not carry it raw.
HOSTILE_WORDS = [
    ("memory", "search", "k", "--x\x1b]0;pwned\x07"),
    ("memory", "serch\u202e"),
    ("memory", "doctor", "--scope", "pro\x1b[2Jject"),
    ("memory", "hooks", "run\u2066x"),
]


@pytest.mark.hostile
@pytest.mark.parametrize("args", HOSTILE_WORDS, ids=range(len(HOSTILE_WORDS)))
@pytest.mark.parametrize("as_json", [False, True], ids=["plain", "json"])
def test_a_hostile_word_in_a_usage_error_is_never_echoed_raw(
    repo: Path, args: tuple[str, ...], as_json: bool
) -> None:
    done = _ecc(repo, *args, *(("--json",) if as_json else ()))
    assert done.returncode == 2
    shown = (done.stdout + done.stderr).decode()
    for raw in ("\x1b", "\x07", "\u202e", "\u2066"):
        assert raw not in shown, repr(shown)
    if as_json:
        assert json.loads(done.stdout)["error"]["code"] == "USAGE"
