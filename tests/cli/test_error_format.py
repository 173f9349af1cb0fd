"""One error format for every command: ``Error: <message>`` as the only line on stderr (or the
``{"error": {"code", "message"}}`` object with ``--json``), never a traceback, whichever
command group failed. Outside a git repository every git command is a refusal (exit 2)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import snapshot
from gitrepo import init_repo

ECC = str(Path(sys.executable).parent / "ecc")
MCP = str(Path(sys.executable).parent / "ecc-memory-mcp")

# A failing invocation of every command group (the git ones run outside a repository).
FAILURES = {
    "init": (["init"], {"ECC_DRY_RUN": "1"}),
    "save": (["save", "--title", "t", "--stdin", "--target", "Bad_H"], {}),
    "handoff": (["handoff", "--title", "t", "--from", "a", "--stdin"], {}),
    "search": (["search", "--target-harness", "Bad_H"], {}),
    "read": (["read", "nope"], {}),
    "doctor": (["doctor"], {"ECC_MEMORY_INDEX_VERIFY_SECONDS": "x"}),
    "reindex": (["reindex"], {"ECC_MEMORY_INDEX_VERIFY_SECONDS": "x"}),
    "merge-file": (["merge-file", "missing-base", "missing-ours", "missing-theirs"], {}),
    "protocol": (["protocol", "show", "nope"], {}),
    "protocol local": (["protocol", "local", "status"], {}),
    "brief": (["brief"], {}),
    "setup": (["setup", "claude", "--write"], {}),
    "hooks": (["hooks", "status"], {}),
    "hooks run": (["hooks", "run", "pre-commit"], {}),
    "review": (["review"], {}),
    "ci": (["ci"], {}),
    "handoff --from-branch": (["handoff", "--from-branch", "--from", "a", "--target", "b"], {}),
    "handoff --latest": (["handoff", "--latest"], {}),
}
NOT_A_REPO = ("hooks", "hooks run", "review", "ci", "handoff --from-branch", "handoff --latest")
JSON_FAILURES = [name for name in FAILURES if name not in ("merge-file", "hooks run", "init")]


def run(cwd: Path, args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ECC, "memory", *args],
        cwd=cwd,
        env={**os.environ, **env},
        input="",
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.fixture
def plain(tmp_path: Path) -> Path:
    """A directory outside any git repository."""
    directory = tmp_path / "plain"
    directory.mkdir()
    return directory


@pytest.mark.parametrize("name", list(FAILURES))
def test_every_command_fails_in_the_one_format(plain: Path, name: str) -> None:
    args, env = FAILURES[name]
    before = snapshot(plain)
    result = run(plain, args, env)
    lines = result.stderr.splitlines()
    assert result.returncode == 2, result.stderr
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("Error: ")
    assert result.stdout == "" or name == "setup"  # setup shows the change before it asks
    assert snapshot(plain) == before


@pytest.mark.parametrize("name", JSON_FAILURES)
def test_every_json_command_fails_as_a_json_error(plain: Path, name: str) -> None:
    args, env = FAILURES[name]
    result = run(plain, [*args, "--json"], env)
    error = json.loads(result.stdout)["error"]
    assert result.returncode == 2, result.stdout
    assert set(error) == {"code", "message"}
    assert error["message"]
    assert result.stderr == ""


@pytest.mark.parametrize("name", NOT_A_REPO)
def test_git_commands_outside_a_repository_are_refused(plain: Path, name: str) -> None:
    args, env = FAILURES[name]
    result = run(plain, args, env)
    assert result.returncode == 2
    assert result.stderr == "Error: not inside a git repository; run it in a git checkout\n"


def test_the_mcp_server_fails_in_the_one_format(plain: Path) -> None:
    result = subprocess.run(
        [MCP], cwd=plain, input="", capture_output=True, text=True, check=False, timeout=30
    )
    assert result.returncode == 2
    assert result.stderr.startswith("Error: ")
    assert result.stderr.count("\n") == 1


def test_a_hook_check_that_fails_names_itself_in_the_one_format(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    (repo / ".git" / "index").write_bytes(b"DIRC garbage")
    result = run(repo, ["hooks", "run", "guard"], {})
    lines = result.stderr.splitlines()
    assert result.returncode in (2, 3)
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("Error: ")
    assert "Traceback" not in result.stderr


def test_review_without_a_terminal_is_one_error_line(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    from ecc_memory.vault.document import new_memory, serialize

    team = repo / ".ecc/memory/team/facts"
    team.mkdir(parents=True)
    memory = new_memory(title="Build", body="Builds use make.", source_harness="codex",
                        kind="fact", scope="team")  # fmt: skip
    (team / "a.md").write_bytes(serialize(memory))  # a file the guard accepts: review asks
    subprocess.run(["git", "add", "."], cwd=repo, check=True)
    result = run(repo, ["review"], {})
    assert result.returncode == 2
    assert result.stderr == (
        "Error: approving needs an interactive terminal (use --list to inspect)\n"
    )
