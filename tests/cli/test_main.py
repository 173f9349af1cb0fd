"""The `ecc memory` CLI: end-to-end runs of the real program plus many small CliRunner cases."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from conftest import snapshot
from ecc_memory.cli.main import ecc
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.vault.document import Memory, kind_dir, new_memory, serialize
from ecc_memory.vault.frontmatter import parse_document
from gitrepo import fake_token

GITHUB_TOKEN = fake_token("gh" + "p_", 36)
SECRET_KEYWORD = "hunter2" + "secret"
MEMORY_KEYS = [
    "schema", "id", "title", "kind", "scope", "trust", "status", "sourceHarness",
    "targetHarnesses", "tags", "links", "createdAt", "updatedAt",
]  # fmt: skip

TAMPERED = (
    "Error: Project memory .gitignore does not contain the required fail-closed rules: it must "
    "hold exactly the two lines '*' and '!.gitignore'. Restore it, for example with "
    "printf '*\\n!.gitignore\\n' > .ecc/memory/project/.gitignore, then check with "
    "`ecc memory doctor` and `git status` that no project memory was staged."
)


def ecc_run(*args: str, stdin: bytes | None = None, env: dict[str, str] | None = None,
            cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:  # fmt: skip
    """The real program, as a user would start it."""
    return subprocess.run(
        [sys.executable, "-m", "ecc_memory", *args],
        input=stdin, capture_output=True, check=False, cwd=cwd,
        env={**os.environ, **(env or {})}, timeout=60,
    )  # fmt: skip


def cli(*args: str, stdin: str | bytes | None = None, env: dict[str, str] | None = None) -> Result:
    result = CliRunner().invoke(ecc, ["memory", *args], input=stdin, env=env)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.stderr
    return result


def save(
    title: str = "Auth status", body: str = "Token rotation tests pass.", *args: str
) -> Result:
    return cli("save", "--title", title, "--stdin", *args, stdin=body)


def saved_id(result: Result) -> str:
    return str(json.loads(result.stdout)["memory"]["id"])


def roots_for(project: Path) -> Roots:
    return resolve_roots(project, os.environ)


def memory(title: str, body: str = "plain body", **fields: object) -> Memory:
    base = new_memory(title=title, body=body, source_harness="codex")
    return base._replace(**fields) if fields else base  # type: ignore[arg-type]


def plant(roots: Roots, item: Memory, name: str | None = None) -> Path:
    path = roots.root(item.scope) / kind_dir(item.kind) / (name or f"{item.id}.md")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(serialize(item))
    return path


def one_error_line(stderr: str) -> str:
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("Error: ")
    return lines[0]


# -- end to end through the real program -----------------------------------------------------------


def test_end_to_end(project: Path) -> None:
    init = ecc_run("memory", "init")
    assert init.returncode == 0
    assert init.stdout.decode().startswith("Initialized ECC memory scopes: project, team\n")
    saved = ecc_run("memory", "save", "--title", "Auth migration", "--stdin", "--tag", "auth",
                    "--target", "claude", "--from", "codex", "--json",
                    stdin=b"Token rotation tests pass.\nNext: rollout.\n")  # fmt: skip
    assert saved.returncode == 0, saved.stderr
    ack = json.loads(saved.stdout)
    memory_id = ack["memory"]["id"]
    assert ack["path"] == f"project:notes/{memory_id}.md"
    assert "body" not in ack["memory"]
    assert str(project) not in saved.stdout.decode()
    found = ecc_run("memory", "search", "rotation", "--json")
    assert found.returncode == 0
    assert [r["memory"]["id"] for r in json.loads(found.stdout)["results"]] == [memory_id]
    read = ecc_run("memory", "read", memory_id, "--json")
    assert json.loads(read.stdout)["memory"]["body"] == "Token rotation tests pass.\nNext: rollout."
    doctor = ecc_run("memory", "doctor")
    assert doctor.returncode == 0
    assert doctor.stdout.decode().startswith("ECC memory doctor: PASS")
    for result in (init, saved, found, read, doctor):
        assert result.stderr == b""


def test_help_lists_every_memory_command() -> None:
    top = ecc_run("--help")
    assert top.returncode == 0
    assert b"memory" in top.stdout
    helped = ecc_run("memory", "--help")
    assert helped.returncode == 0
    for command in ("init", "save", "handoff", "search", "read", "doctor", "reindex"):
        assert f"  {command}".encode() in helped.stdout


def test_usage_errors_exit_2_plain_and_json(project: Path) -> None:
    plain = ecc_run("memory", "save", "--stdin", stdin=b"body")
    assert plain.returncode == 2
    assert b"Missing option '--title'" in plain.stderr
    assert b"Traceback" not in plain.stderr
    as_json = ecc_run("memory", "search", "--limit", "many", "--json")
    assert as_json.returncode == 2
    error = json.loads(as_json.stdout)["error"]
    assert error["code"] == "USAGE"
    assert "--limit" in error["message"]
    assert b"Traceback" not in as_json.stderr
    unknown = ecc_run("memory", "frobnicate")
    assert unknown.returncode == 2
    assert snapshot(project) == {".git": "dir"}


def test_secret_refusal_end_to_end(project: Path) -> None:
    ecc_run("memory", "init")
    before = snapshot(project)
    for args in ((), ("--json",)):
        result = ecc_run("memory", "save", "--title", "Creds", "--stdin", *args,
                         stdin=f"first line\n{GITHUB_TOKEN}\n".encode())  # fmt: skip
        assert result.returncode == 2
        output = (result.stdout + result.stderr).decode()
        assert "github-token" in output
        assert GITHUB_TOKEN not in output
        assert "Traceback" not in output
    assert json.loads(result.stdout)["error"]["code"] == "SECRET_REFUSED"
    assert snapshot(project) == before


def test_a_vault_root_that_is_a_file_is_refused_clearly(project: Path, tmp_path: Path) -> None:
    not_a_dir = tmp_path / "plain-file"
    not_a_dir.write_bytes(b"x")
    env = {"ECC_MEMORY_PROJECT_ROOT": str(not_a_dir)}
    for command in (("save", "--title", "t", "--stdin"), ("search", "x"), ("init",)):
        result = ecc_run("memory", *command, stdin=b"b", env=env)
        assert result.returncode == 2
        assert result.stderr == b"Error: The memory vault root is not a directory.\n"
    assert not_a_dir.read_bytes() == b"x"


# An unexpected exception inside a core function, to see how the adapter reports it.
_CRASHING_CLI = (
    "import sys\n"
    "import ecc_memory.vault.store as vault\n"
    "def boom(*args, **kwargs):\n"
    "    raise RuntimeError('secret detail that must not be shown')\n"
    "vault.save_memory = boom\n"
    "from ecc_memory.cli.main import main\n"
    "sys.argv = ['ecc', *sys.argv[1:]]\n"
    "main()\n"
)


def test_internal_errors_exit_3_without_a_traceback(project: Path) -> None:
    command = [sys.executable, "-c", _CRASHING_CLI, "memory", "save", "--title", "t", "--stdin"]
    plain = subprocess.run(command, input=b"b", capture_output=True, check=False, timeout=60)
    assert plain.returncode == 3
    assert plain.stderr == b"Error: internal error (RuntimeError).\n"
    as_json = subprocess.run(
        [*command, "--json"], input=b"b", capture_output=True, check=False, timeout=60
    )
    assert as_json.returncode == 3
    assert json.loads(as_json.stdout)["error"]["code"] == "INTERNAL_ERROR"
    assert b"Traceback" not in as_json.stderr
    assert b"secret detail" not in as_json.stdout + as_json.stderr + plain.stderr


@pytest.mark.slow
def test_parallel_cli_saves(project: Path) -> None:
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "ecc_memory",
                "memory",
                "save",
                "--title",
                f"Parallel {n}",
                "--stdin",
                "--json",
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        for n in range(8)
    ]
    outputs = [proc.communicate(f"body {n}".encode(), timeout=60) for n, proc in enumerate(procs)]
    assert [proc.returncode for proc in procs] == [0] * 8, [err for _, err in outputs]
    ids = {json.loads(out)["memory"]["id"] for out, _ in outputs}
    assert len(ids) == 8
    notes = roots_for(project).project / "notes"
    files = sorted(notes.iterdir())
    assert sorted(p.name for p in files) == sorted(f"{i}.md" for i in ids)
    assert {parse_document(p.read_bytes()).title for p in files} == {
        f"Parallel {n}" for n in range(8)
    }


# -- init ------------------------------------------------------------------------------------------


def test_init_output(project: Path) -> None:
    result = cli("init")
    roots = roots_for(project)
    assert result.exit_code == 0
    assert result.stdout.splitlines() == [
        "Initialized ECC memory scopes: project, team",
        f"- project: {roots.project}",
        f"- team: {roots.team}",
        "Next, once per repository: git add -f -- .ecc/memory/project/.gitignore (then commit it)",
    ]
    again = cli("init", "--scope", "user", "--json")
    data = json.loads(again.stdout)
    assert data["schemaVersion"] == "ecc.memory.init.v1"
    assert data["scopes"] == ["user"]
    assert data["roots"] == {"user": str(roots.user)}
    assert len(data["directories"]) == 9
    assert (roots.project / ".gitignore").read_bytes() == b"*\n!.gitignore\n"


def test_init_refuses_a_tampered_guard(project: Path) -> None:
    roots = roots_for(project)
    roots.project.mkdir(parents=True)
    (roots.project / ".gitignore").write_bytes(b"*\r\r\n!.gitignore\r\n")  # CRLF alone is fine
    before = snapshot(project)
    result = cli("init")
    assert result.exit_code == 2
    assert one_error_line(result.stderr) == TAMPERED
    assert snapshot(project) == before


# -- save and handoff ------------------------------------------------------------------------------


def test_save_acknowledgement(project: Path) -> None:
    result = save("Auth status", "Body text")
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0] == "Saved unreviewed note: Auth status"
    memory_id = lines[1].removeprefix("ID: ")
    assert lines[2] == f"Path: project:notes/{memory_id}.md"
    assert "Body text" not in result.stdout
    assert str(project) not in result.stdout


def test_save_json_has_no_body_and_no_absolute_path(project: Path) -> None:
    result = save("Auth status", "Secretless body", "--json")
    data = json.loads(result.stdout)
    assert data["schemaVersion"] == "ecc.memory.write.v1"
    assert list(data["memory"]) == MEMORY_KEYS
    assert "Secretless body" not in result.stdout
    assert str(project) not in result.stdout


def test_save_flags(project: Path) -> None:
    result = cli("save", "--title", "Flags", "--stdin", "--kind", "decision", "--scope", "team",
                 "--target", "claude", "--target", "codex", "--tag", "auth", "--tag", "v1.2",
                 "--link", "mem_20260101_older", "--source-harness", "hermes", "--json",
                 stdin="decided")  # fmt: skip
    assert result.exit_code == 0, result.stderr
    record = json.loads(result.stdout)["memory"]
    assert (record["kind"], record["scope"], record["sourceHarness"]) == (
        "decision",
        "team",
        "hermes",
    )
    assert record["targetHarnesses"] == ["claude", "codex"]
    assert record["tags"] == ["auth", "v1.2"]
    assert record["links"] == ["mem_20260101_older"]
    assert (record["trust"], record["status"]) == ("unreviewed", "active")
    path = roots_for(project).team / "decisions" / f"{record['id']}.md"
    assert parse_document(path.read_bytes()).body == "decided"


def test_source_harness_precedence(project: Path) -> None:
    def source(*args: str, env: dict[str, str] | None = None) -> str:
        result = cli("save", "--title", "s", "--stdin", "--json", *args, stdin="b", env=env)
        return str(json.loads(result.stdout)["memory"]["sourceHarness"])

    assert source() == "cli"
    assert source(env={"ECC_MEMORY_HARNESS": "opencode"}) == "opencode"
    assert source("--source-harness", "hermes", env={"ECC_MEMORY_HARNESS": "opencode"}) == "hermes"
    assert source("--from", "codex", env={"ECC_MEMORY_HARNESS": "opencode"}) == "codex"
    # One option, two spellings (--source-harness is the hidden older one): the last one given.
    assert source("--from", "codex", "--source-harness", "hermes") == "hermes"


def _ecc(project: Path, *args: str, **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(Path(sys.executable).parent / "ecc"), "memory", *args], cwd=project,
        capture_output=True, text=True, check=False, **kw,  # type: ignore[call-overload]
    )  # fmt: skip


def test_save_reads_a_piped_stdin_without_the_flag(project: Path) -> None:
    piped = _ecc(project, "save", "--title", "Piped", "--json", input="From a pipe.\n")
    assert piped.returncode == 0, piped.stderr
    memory_id = json.loads(piped.stdout)["memory"]["id"]
    stored = roots_for(project).project / "notes" / f"{memory_id}.md"
    assert parse_document(stored.read_bytes()).body == "From a pipe."
    before = snapshot(project)
    # Not a pipe (a device), or a pipe that brings nothing: no body, refused, nothing written.
    for stdin in ({"stdin": subprocess.DEVNULL}, {"input": ""}):
        refused = _ecc(project, "save", "--title", "None", **stdin)
        assert refused.returncode == 2
        assert refused.stderr == (
            "Error: Choose exactly one memory body source: --stdin or --body-file.\n"
        )
    assert snapshot(project) == before


def test_handoff_takes_from_from_the_environment(project: Path) -> None:
    result = cli("handoff", "--target", "claude", "--title", "t", "--stdin", "--json",
                 stdin="b", env={"ECC_MEMORY_HARNESS": "opencode"})  # fmt: skip
    assert result.exit_code == 0, result.stderr
    assert json.loads(result.stdout)["memory"]["sourceHarness"] == "opencode"
    given = cli("handoff", "--from", "codex", "--target", "claude", "--title", "t", "--stdin",
                "--json", stdin="b", env={"ECC_MEMORY_HARNESS": "opencode"})  # fmt: skip
    assert json.loads(given.stdout)["memory"]["sourceHarness"] == "codex"


def test_body_file(project: Path, tmp_path: Path) -> None:
    body = tmp_path / "body.md"
    body.write_text("## Context\n\nFrom a file.\n")
    result = cli("save", "--title", "From file", "--body-file", str(body), "--json")
    assert result.exit_code == 0
    memory_id = saved_id(result)
    stored = roots_for(project).project / "notes" / f"{memory_id}.md"
    assert parse_document(stored.read_bytes()).body == "## Context\n\nFrom a file."


def test_handoff(project: Path) -> None:
    result = cli("handoff", "--from", "codex", "--target", "claude", "--title", "Pass the baton",
                 "--stdin", "--tag", "auth", "--json",
                 stdin="Objective, state, next action.")  # fmt: skip
    assert result.exit_code == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["memory"]["kind"] == "handoff"
    assert data["memory"]["sourceHarness"] == "codex"
    assert data["memory"]["targetHarnesses"] == ["claude"]
    assert data["path"] == f"project:handoffs/{data['memory']['id']}.md"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--target", "claude", "--title", "t", "--stdin"], "Missing option '--from'"),
        (["--from", "codex", "--title", "t", "--stdin"], "At least one --target is required"),
        (["--from", "codex", "--target", "claude", "--stdin"], "--title"),
        (["--from", "codex", "--target", "claude", "--title", "t", "--stdin", "--kind", "note"],
         "No such option"),
    ],
)  # fmt: skip
def test_handoff_refusals(project: Path, args: list[str], message: str) -> None:
    result = cli("handoff", *args, stdin="body")
    assert result.exit_code == 2
    assert message in result.stderr
    assert snapshot(project) == {".git": "dir"}


# -- every refusal: exit 2, one clean line, nothing created or changed -----------------------------


def _bad_inputs(tmp: Path) -> list[tuple[list[str], bytes | None, str]]:
    """(arguments after `save`, stdin bytes, expected message fragment)."""
    real = tmp / "real-body.md"
    real.write_bytes(b"a perfectly fine body")
    link = tmp / "link-body.md"
    link.symlink_to(real)
    fifo = tmp / "body.fifo"
    os.mkfifo(fifo)
    bad_utf8 = tmp / "latin1.md"
    bad_utf8.write_bytes(b"caf\xe9 au lait")
    huge = tmp / "huge.md"
    huge.write_bytes(b"x" * 65_537)
    ok = ["--title", "Title"]
    return [
        ([*ok, "--stdin", "--tag", "Bad Tag"], b"body", "tag must be a lowercase"),
        ([*ok, "--stdin", "--tag", "../../escape"], b"body", "tag must be a lowercase"),
        ([*ok, "--stdin", "--target", "-x"], b"body", "must be a lowercase"),
        ([*ok, "--stdin", "--source-harness", "Claude"], b"body", "source harness must be"),
        ([*ok, "--stdin", "--link", "../etc/passwd"], b"body", "memory id must match"),
        ([*ok, "--stdin", "--tag", "a", "--tag", "a"], b"body", "duplicate"),
        ([*ok, "--stdin", *[f"--tag=t{i}" for i in range(33)]], b"body", "too many values"),
        ([*ok, "--stdin", *[f"--target=h{i}" for i in range(33)]], b"body", "too many values"),
        (["--title", "x" * 201, "--stdin"], b"body", "memory title is too long"),
        (["--title", "   ", "--stdin"], b"body", "memory title must not be empty"),
        (["--title", "bell\x07", "--stdin"], b"body", "control or bidirectional"),
        (["--title", "rlo \u202e txt", "--stdin"], b"body", "control or bidirectional"),
        (["--title", "two\nlines", "--stdin"], b"body", "control or bidirectional"),
        ([*ok, "--stdin"], b"nul \x00 byte", "unsafe control"),
        ([*ok, "--stdin"], b"esc \x1b[2J", "unsafe control"),
        ([*ok, "--stdin"], b"   \n\t ", "non-whitespace"),
        ([*ok, "--stdin"], b"x" * 65_537, "too large (maximum 65536 bytes)"),
        ([*ok, "--stdin"], "€".encode() * 21_846, "too large (maximum 65536 bytes)"),
        ([*ok, "--stdin"], b"caf\xe9", "valid UTF-8"),
        ([*ok, "--stdin"], b"\xed\xa0\x80 surrogate", "valid UTF-8"),
        ([*ok, "--body-file", str(bad_utf8)], None, "valid UTF-8"),
        ([*ok, "--body-file", str(huge)], None, "too large"),
        ([*ok, "--body-file", str(link)], None, "symlink"),
        ([*ok, "--body-file", str(fifo)], None, "regular file"),
        ([*ok, "--body-file", str(tmp)], None, "regular file"),
        ([*ok, "--body-file", str(tmp / "missing.md")], None, f"{tmp}/missing.md does not exist"),
        ([*ok], None, "Choose exactly one memory body source"),
        ([*ok, "--stdin", "--body-file", str(real)], b"body", "Choose one memory body source"),
        ([*ok, "--stdin"], f"tab\t{GITHUB_TOKEN}".encode(), "github-token"),
        ([*ok, "--stdin"], f'db:\npassword = "{SECRET_KEYWORD}"'.encode(), "secret-keyword"),
        (["--title", f"see {GITHUB_TOKEN}", "--stdin"], b"body", "suspected secret"),
        ([*ok, "--stdin", "--tag", fake_token("npm_", 30).lower()], b"body", "npm-token"),
        ([*ok, "--stdin", "--kind", "notes"], b"body", "Invalid value for '--kind'"),
        ([*ok, "--stdin", "--scope", "global"], b"body", "Invalid value for '--scope'"),
    ]


@pytest.mark.parametrize("state", ["fresh", "initialised"])
def test_refusals_change_nothing(project: Path, tmp_path: Path, state: str) -> None:
    if state == "initialised":
        assert cli("init").exit_code == 0
        assert save().exit_code == 0
    inputs = tmp_path / "inputs"
    inputs.mkdir()
    cases = _bad_inputs(inputs)
    before = snapshot(project)
    for args, stdin, message in cases:
        for as_json in (False, True):
            result = cli("save", *args, *(["--json"] if as_json else []), stdin=stdin)
            assert result.exit_code == 2, (args, result.stdout, result.stderr)
            if as_json and "Invalid value" not in message:
                error = json.loads(result.stdout)["error"]
                assert message in error["message"], (args, error)
                assert GITHUB_TOKEN not in result.stdout
            else:
                assert message in result.stderr, (args, result.stderr)
            if not as_json and "Invalid value" not in message:
                one_error_line(result.stderr)
            assert GITHUB_TOKEN not in result.stdout + result.stderr
            assert SECRET_KEYWORD not in result.stdout + result.stderr
            assert snapshot(project) == before, args


@pytest.mark.parametrize("command", ["save", "handoff", "init"])
def test_dry_run_writes_nothing(project: Path, command: str) -> None:
    args = {"save": ["--title", "t", "--stdin"], "init": [],
            "handoff": ["--from", "codex", "--target", "claude", "--title", "t",
                        "--stdin"]}  # fmt: skip
    result = cli(command, *args[command], stdin="body", env={"ECC_DRY_RUN": "1"})
    assert result.exit_code == 2
    assert one_error_line(result.stderr) == (
        f"Error: memory {command} is disabled in dry-run mode; no files were written."
    )
    assert snapshot(project) == {".git": "dir"}


def test_symlinked_ecc_and_kind_dir_via_cli(project: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (project / ".ecc").symlink_to(outside)
    before = snapshot(project)
    assert save().exit_code == 2
    assert cli("init").exit_code == 2
    assert snapshot(project) == before
    assert snapshot(outside) == {}
    (project / ".ecc").unlink()
    cli("init")
    notes = roots_for(project).project / "notes"
    notes.rmdir()
    notes.symlink_to(outside)
    before = snapshot(project)
    result = save()
    assert result.exit_code == 2
    assert "symlink" in one_error_line(result.stderr)
    assert snapshot(project) == before
    assert snapshot(outside) == {}


def test_hostile_arguments_are_not_echoed_raw(project: Path) -> None:
    for args in (["save", "--title", "t", "--stdin", "--kind", "\x1b]0;pwned\x07"],
                 ["\x1b[31mbogus"], ["search", "--limit", "\x1b[2J"],
                 ["read", "mem_\x1b[2J"], ["save", "--title", "\x1b[2J", "--stdin"]):  # fmt: skip
        result = cli(*args, stdin="body")
        assert result.exit_code == 2
        assert "\x1b" not in result.stderr
        assert "\x07" not in result.stderr


# -- search ----------------------------------------------------------------------------------------


def test_search_human_output(project: Path) -> None:
    memory_id = saved_id(save("Deploy checklist", "Run the pre-commit hook first.", "--json"))
    result = cli("search", "pre-commit")
    assert result.exit_code == 0
    first, second = result.stdout.splitlines()
    assert first == f"1. [unreviewed] {memory_id} — Deploy checklist"
    assert second == "   Run the pre-commit hook first."
    empty = cli("search", "zeppelin")
    assert empty.exit_code == 0
    assert empty.stdout == "No matching memories found.\n"


def test_search_json_shape(project: Path) -> None:
    save("Deploy checklist", "Body that must not appear in search output.", "--tag", "deploy")
    result = cli("search", "  deploy ", "checklist", "--json")
    data = json.loads(result.stdout)
    assert data["schemaVersion"] == "ecc.memory.search.v1"
    assert data["query"] == "  deploy  checklist"
    (hit,) = data["results"]
    assert set(hit) == {"rank", "memory", "score", "excerpt", "path", "withheld"}
    assert hit["withheld"] == []
    assert list(hit["memory"]) == MEMORY_KEYS
    assert "body" not in hit["memory"]
    assert isinstance(hit["score"], float)
    assert hit["path"].startswith("project:notes/")
    assert {"invalidFiles", "invalidFileCount", "skippedSymlinks", "skippedSymlinkCount",
            "scannedBytes", "truncated", "diagnosticsTruncated",
            } <= set(data["diagnostics"])  # fmt: skip
    assert "must not appear" in hit["excerpt"]
    assert '"body"' not in result.stdout


def test_search_options(project: Path) -> None:
    save("Alpha one", "x", "--kind", "lesson", "--tag", "auth", "--target", "claude")
    save("Alpha two", "x", "--scope", "team", "--tag", "db")
    save("Alpha three", "x", "--scope", "user")
    for number in range(3):
        save(f"Alpha extra {number}", "x")

    def found(*args: str) -> list[str]:
        result = cli("search", "alpha", *args, "--json")
        assert result.exit_code == 0, result.stderr
        return sorted(r["memory"]["title"] for r in json.loads(result.stdout)["results"])

    assert len(found()) == 5
    assert found("--scope", "team") == ["Alpha two"]
    assert found("--scope", "user", "--scope", "team") == ["Alpha three", "Alpha two"]
    assert found("--kind", "lesson") == ["Alpha one"]
    assert found("--tag", "db") == ["Alpha two"]
    assert len(found("--harness", "codex")) == 4
    assert len(found("--harness", "claude")) == 5
    assert len(found("--target-harness", "codex")) == 4  # the older spelling, hidden
    assert len(found("--limit", "1")) == 1
    assert len(found("--limit", "2")) == 2
    assert len(found("--limit", "100")) == 5
    assert cli("search", "--kind", "notes").exit_code == 2
    assert cli("search", "--limit", "ten").exit_code == 2
    assert cli("search", "x" * 501).exit_code == 2


def test_search_reports_skipped_files_on_stderr(project: Path) -> None:
    save("Visible", "apple")
    notes = roots_for(project).project / "notes"
    (notes / "junk.md").write_bytes(b"junk")
    before = snapshot(project)
    result = cli("search", "apple")
    assert result.exit_code == 0
    assert "1 invalid file(s)" in result.stderr
    assert "ecc memory doctor" in result.stderr
    assert snapshot(project) == before


# -- read ------------------------------------------------------------------------------------------


def test_read_human_and_json(project: Path) -> None:
    target_id = saved_id(save("Target", "Line one\nLine two", "--json", "--tag", "auth"))
    linker_id = saved_id(save("Linker", "See target", "--json", "--link", target_id))
    before = snapshot(project)
    human = cli("read", target_id)
    assert human.exit_code == 0
    assert human.stdout.splitlines() == [
        "[unreviewed] Target", f"ID: {target_id}", "Kind: note  Scope: project  Status: active",
        "Source: cli", "Targets: all", "Tags: auth", "", "Line one", "Line two", "",
        f"Backlinks: {linker_id}",
    ]  # fmt: skip
    data = json.loads(cli("read", target_id, "--json").stdout)
    assert data["schemaVersion"] == "ecc.memory.read.v1"
    assert data["memory"]["body"] == "Line one\nLine two"
    assert list(data["memory"]) == [*MEMORY_KEYS, "body"]
    assert data["path"] == f"project:notes/{target_id}.md"
    assert [b["id"] for b in data["backlinks"]] == [linker_id]
    assert "body" not in data["backlinks"][0]
    assert data["backlinksTruncated"] is False
    assert snapshot(project) == before


def test_read_superseded_and_active_backlinks_only(project: Path) -> None:
    roots = roots_for(project)
    old = memory("Old way", status="superseded", id="mem_20260101_old")
    plant(roots, old)
    plant(roots, memory("Dead link", status="rejected", links=(old.id,), id="mem_20260101_rej"))
    plant(roots, memory("New way", links=(old.id,), id="mem_20260101_new"))
    data = json.loads(cli("read", old.id, "--json").stdout)
    assert data["memory"]["status"] == "superseded"
    assert [b["id"] for b in data["backlinks"]] == ["mem_20260101_new"]


@pytest.mark.parametrize(
    ("memory_id", "code", "message"),
    [
        ("mem_20260101_missing", "NOT_FOUND", "Memory mem_20260101_missing was not found."),
        ("../etc/passwd", "INVALID_ID",
         "memory id must match mem_<lowercase-id> and cannot contain a path."),
        ("mem_../../etc/passwd", "INVALID_ID",
         "memory id must match mem_<lowercase-id> and cannot contain a path."),
        ("mem_20260101_dup", "DUPLICATE_ID", "Memory mem_20260101_dup is duplicated in 2 files."),
    ],
)  # fmt: skip
def test_read_refusals(project: Path, memory_id: str, code: str, message: str) -> None:
    roots = roots_for(project)
    dup = memory("Dup", id="mem_20260101_dup")
    plant(roots, dup)
    plant(roots, dup._replace(scope="team"))
    before = snapshot(project)
    human = cli("read", memory_id)
    assert human.exit_code == 2
    assert one_error_line(human.stderr) == f"Error: {message}"
    as_json = cli("read", memory_id, "--json")
    assert as_json.exit_code == 2
    assert json.loads(as_json.stdout) == {
        "schemaVersion": "ecc.memory.error.v1",
        "error": {"code": code, "message": message},
    }
    assert snapshot(project) == before


def test_read_needs_exactly_one_id(project: Path) -> None:
    assert cli("read").exit_code == 2
    assert cli("read", "mem_abc", "mem_def").exit_code == 2


# -- terminal safety -------------------------------------------------------------------------------


def test_marks_and_cr_are_stripped_for_humans_but_exact_in_json(project: Path) -> None:
    roots = roots_for(project)
    title = "Deploy \u200fnow\u061c \u200eplease"
    body = "first\rsecond\r\nthird"
    # Planted as an older tool could have written it: a new save refuses these marks.
    item = memory("Deploy", body, id="mem_20260101_marks")._replace(title=title)
    plant(roots, item)
    # Hidden marks make it a withheld memory (issue 31): listed by ID, its text withheld.
    human = cli("search", "deploy")
    assert f"{item.id} — [withheld: reads like an instruction to an agent (hidden-characters)" in (
        human.stdout
    )
    assert all(mark not in human.stdout for mark in "\u200f\u061c\u200e\r")
    raw = json.loads(cli("search", "deploy", "--json").stdout)
    assert raw["results"][0]["withheld"] == ["hidden-characters"]
    assert "Deploy" not in raw["results"][0]["memory"]["title"]
    shown = cli("read", item.id)  # a person's view: marked, the title quoted with escapes
    assert shown.stdout.startswith("WITHHELD from agents")
    assert "\r" not in shown.stdout
    assert "first\\rsecond\\r\nthird" in shown.stdout
    assert "Deploy \\u200fnow\\u061c \\u200eplease" in shown.stdout
    exact = json.loads(cli("read", item.id, "--json").stdout)
    assert exact["memory"]["body"] == body
    assert exact["memory"]["title"] == title
    assert exact["withheld"] == ["hidden-characters"]


def test_hostile_file_names_are_sanitised_in_search_output(project: Path) -> None:
    roots = roots_for(project)
    item = memory("Apple", "apple")
    plant(roots, item, name="\x1b[2Japple\x1b]0;x\x07.md")
    human = cli("search", "apple")
    assert "\x1b" not in human.stdout + human.stderr
    data = json.loads(cli("search", "apple", "--json").stdout)
    assert data["results"][0]["path"] == "project:notes/\x1b[2Japple\x1b]0;x\x07.md"


# -- reindex and exit codes ------------------------------------------------------------------------


def test_reindex(project: Path) -> None:
    save("One")
    save("Two", "x", "--scope", "team")
    result = cli("reindex")
    assert result.exit_code == 0
    assert result.stdout == "Indexed 2 files.\n"
    data = json.loads(cli("reindex", "--scope", "team", "--json").stdout)
    assert data == {"schemaVersion": "ecc.memory.reindex.v1", "indexedFiles": 1}


def test_doctor_exit_codes(project: Path) -> None:
    save()
    assert cli("doctor").exit_code == 0
    (roots_for(project).project / "notes" / "junk.md").write_bytes(b"junk")
    assert cli("doctor").exit_code == 1
    assert cli("doctor", "--scope", "team").exit_code == 0
    assert cli("doctor", "--scope", "nowhere").exit_code == 2


def test_root_overrides(project: Path, tmp_path: Path) -> None:
    env = {"ECC_MEMORY_PROJECT_ROOT": "shared", "ECC_MEMORY_USER_ROOT": str(tmp_path / "mine")}
    for scope in ("project", "team", "user"):
        result = cli("save", "--title", f"In {scope}", "--stdin", "--scope", scope, "--json",
                     stdin="override body", env=env)  # fmt: skip
        assert result.exit_code == 0, result.stderr
    assert len(list((project / "shared" / "project" / "notes").iterdir())) == 1
    assert len(list((project / "shared" / "team" / "notes").iterdir())) == 1
    assert len(list((tmp_path / "mine" / "notes").iterdir())) == 1
    assert (project / "shared" / "project" / ".gitignore").read_bytes() == b"*\n!.gitignore\n"
    assert not (project / ".ecc").exists()
    found = json.loads(cli("search", "override", "--json", env=env).stdout)["results"]
    assert sorted(r["memory"]["title"] for r in found) == ["In project", "In team"]
    everywhere = cli("search", "override", "--scope", "user", "--json", env=env).stdout
    assert [r["memory"]["title"] for r in json.loads(everywhere)["results"]] == ["In user"]
    assert cli("search", "override", "--json").stdout.count('"id"') == 0


def test_a_reader_that_goes_away_is_not_an_internal_error(project: Path) -> None:
    roots = roots_for(project)
    for number in range(60):
        plant(roots, memory(f"Piped result {number}", "piped words " * 40))
    proc = subprocess.Popen(
        [sys.executable, "-m", "ecc_memory", "memory", "search", "piped", "--limit", "100"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    assert proc.stdout is not None
    proc.stdout.close()  # like `| head -0`: every write after this hits a closed pipe
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 141
    assert err == b""
    # the same when what cannot be written is a JSON error object
    proc = subprocess.Popen(
        [sys.executable, "-m", "ecc_memory", "memory", "read", "mem_20260101_absent", "--json"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE,
    )  # fmt: skip
    assert proc.stdout is not None
    proc.stdout.close()
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 141
    assert err == b""


def test_console_script(project: Path) -> None:
    script = Path(sys.executable).parent / "ecc"
    if not script.exists():
        pytest.skip("the ecc console script is not installed next to this interpreter")
    version = subprocess.run([str(script), "--version"], capture_output=True, check=False)
    assert version.returncode == 0
    assert version.stdout.startswith(b"ecc, version ")
    saved = subprocess.run([str(script), "memory", "save", "--title", "Via script", "--stdin"],
                           input=b"console body", capture_output=True, check=False)  # fmt: skip
    assert saved.returncode == 0, saved.stderr
    assert saved.stdout.startswith(b"Saved unreviewed note: Via script\n")


def test_dry_run_leaves_reading_commands_alone(project: Path, isolated_env: Path) -> None:
    save("Readable", "dry body")
    env = {"ECC_DRY_RUN": "1"}
    assert cli("search", "dry", env=env).exit_code == 0
    assert cli("doctor", env=env).exit_code == 0
    found = json.loads(cli("search", "dry", "--json", env=env).stdout)["results"]
    assert cli("read", found[0]["memory"]["id"], env=env).exit_code == 0
    assert not (isolated_env / ".ecc").exists()  # the user scope is never touched unasked


@pytest.mark.parametrize(
    "guard", [b"*\n!.gitignore\n\n", b"*\r!.gitignore\r", b"", b"*\n!.gitignore\n!*.md\n"]
)
def test_tampered_guard_refuses_save_and_handoff(project: Path, guard: bytes) -> None:
    assert cli("init").exit_code == 0
    (roots_for(project).project / ".gitignore").write_bytes(guard)
    before = snapshot(project)
    handoff = ["handoff", "--from", "codex", "--target", "claude", "--title", "t", "--stdin"]
    for args in (["save", "--title", "t", "--stdin"], handoff):
        result = cli(*args, stdin="body")
        assert result.exit_code == 2
        assert one_error_line(result.stderr) == TAMPERED
        as_json = cli(*args, "--json", stdin="body")
        assert json.loads(as_json.stdout)["error"]["code"] == "GUARD_TAMPERED"
    assert snapshot(project) == before
    assert cli("save", "--title", "t", "--stdin", "--scope", "team", stdin="b").exit_code == 0


# --- small things a user notices (issue 10, defect 8) -----------------------------------------


def test_people_see_ranks_and_json_keeps_the_exact_score(project: Path) -> None:
    assert cli("init").exit_code == 0
    for number in range(30):  # many matches make BM25 scores tiny
        assert save(f"Rollout note {number}", "rollout rollout rollout").exit_code == 0
    result = cli("search", "rollout")
    assert result.exit_code == 0
    ranks = re.findall(r"^(\d+)\. \[unreviewed\] mem_", result.stdout, flags=re.M)
    assert ranks == [str(n) for n in range(1, 21)]
    assert "score" not in result.stdout
    hits = json.loads(cli("search", "rollout", "--json").stdout)["results"]
    assert [hit["rank"] for hit in hits] == list(range(1, 21))
    assert isinstance(hits[0]["score"], float)  # JSON keeps the exact value


@pytest.mark.parametrize("given", ["0", "500", "-3"])
def test_a_limit_out_of_range_is_refused_like_every_bound(project: Path, given: str) -> None:
    assert cli("init").exit_code == 0
    before = snapshot(project)
    result = cli("search", "x", "--limit", given)
    assert result.exit_code == 2
    assert f"Invalid value for '--limit': {given} is not in the range 1<=x<=100." in result.stderr
    as_json = ecc_run("memory", "search", "x", "--limit", given, "--json")
    assert json.loads(as_json.stdout)["error"]["code"] == "USAGE"
    assert cli("search", "x", "--limit", "100").exit_code == 0
    assert snapshot(project) == before


def test_search_and_doctor_without_a_vault_hint_at_init(project: Path) -> None:
    hint = "warning: no vault here yet: run `ecc memory init` in the repository"
    for args in (["search", "anything"], ["doctor"], ["search", "x", "--json"]):
        assert hint in cli(*args).stderr, args
    assert cli("init").exit_code == 0
    assert hint not in cli("search", "anything").stderr
    assert hint not in cli("doctor").stderr


def test_save_warns_about_a_link_to_no_memory_and_still_saves(project: Path) -> None:
    assert cli("init").exit_code == 0
    target = saved_id(save("Target", "body", "--json"))
    unknown = "mem_20260101_nothinghere"
    result = save("Linker", "body", "--link", target, "--link", unknown, "--json")
    assert result.exit_code == 0
    assert result.stderr.strip() == (
        f"warning: --link {unknown} names no memory in this vault (saved anyway)"
    )
    assert json.loads(result.stdout)["memory"]["links"] == [target, unknown]
    assert save("Linker 2", "body", "--link", target).stderr == ""


def test_handoff_help_says_a_target_is_required() -> None:
    text = " ".join(CliRunner().invoke(ecc, ["memory", "handoff", "--help"]).output.split())
    assert "Harness the handoff is for (repeatable; at least one is required)." in text
    assert "default: all" not in text
