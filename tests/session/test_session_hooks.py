"""The session hooks end to end: each harness's recorded payload, fed to the command that
``ecc memory setup --write`` configured, in a scratch repository with the 0.7 fixture."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from conftest import snapshot
from ecc_memory.protocol.model.budget import estimate_tokens
from gitrepo import git, init_repo, write

pytestmark = pytest.mark.clock

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
PAYLOADS = FIXTURES / "hook-payloads"
CONFIG = {"claude": ".claude/settings.json", "codex": ".codex/hooks.json"}


def payload(name: str, cwd: Path, **fields: str) -> str:
    data = json.loads((PAYLOADS / name).read_text())
    data.update(cwd=str(cwd), **fields)
    return json.dumps(data)


def configured(repo: Path, harness: str, event: str) -> str:
    """The command ``setup --write`` put into the harness's hook config for ``event``."""
    config = json.loads((repo / CONFIG[harness]).read_text())
    (group,) = config["hooks"][event]
    (hook,) = group["hooks"]
    assert hook["type"] == "command"
    return str(hook["command"])


def run_hook(command: str, stdin: str, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    # The harness runs the command through a shell; its working directory need not be the
    # project (the payload's cwd is), so run it from elsewhere.
    return subprocess.run(
        ["/bin/sh", "-c", command],
        cwd=cwd,
        input=stdin,
        text=True,
        capture_output=True,
        env={**os.environ, **env},
        check=False,
    )


def ecc(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["ecc", "memory", *args], cwd=cwd, capture_output=True, text=True, check=False
    )


@pytest.fixture
def scratch(tmp_path: Path) -> Path:
    """A repository with the 0.7 fixture, a vault, a feature branch and its handoff."""
    repo = init_repo(tmp_path / "scratch")
    shutil.copytree(FIXTURES / "memory-file-protocol-0.7" / "docs", repo / "docs")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "Adopt the memory protocol")
    assert ecc(repo, "init").returncode == 0
    git(repo, "checkout", "-q", "-b", "feature/login")
    write(repo, "src/login.py", "def login():\n    return True\n")
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "Add login")
    return repo


def handoffs(repo: Path) -> list[dict[str, Any]]:
    found = []
    for path in sorted((repo / ".ecc" / "memory" / "project" / "handoffs").glob("*.md")):
        done = ecc(repo, "read", path.stem, "--json")
        assert done.returncode == 0, done.stderr
        found.append(json.loads(done.stdout)["memory"])
    return found


@pytest.mark.parametrize("harness", ["claude", "codex"])
def test_session_end_then_start_through_the_configured_hooks(
    scratch: Path, tmp_path: Path, harness: str
) -> None:
    assert ecc(scratch, "setup", harness, "--write", "--yes").returncode == 0
    end = run_hook(
        configured(scratch, harness, "SessionEnd"),
        payload(f"{harness}-session-end.json", scratch),
        tmp_path,
    )
    assert end.returncode == 0, end.stderr
    assert end.stdout == ""
    (written,) = handoffs(scratch)
    assert written["sourceHarness"] == harness
    assert "branch-handoff" in written["tags"]
    assert "Add login" in written["body"]

    start = run_hook(
        configured(scratch, harness, "SessionStart"),
        payload(f"{harness}-session-start.json", scratch),
        tmp_path,
    )
    assert start.returncode == 0, start.stderr
    brief = start.stdout
    assert brief.startswith(f"# Memory brief for {harness} on branch `feature/login`")
    assert f"`{written['id']}`" in brief
    assert "## Project memory (docs/memory): task implementation, routing COMPLETE" in brief
    for module in ("brief", "constraints", "decisions", "do-not-use", "preferences"):
        assert f"### `docs/memory/{module}.md`" in brief
    assert estimate_tokens(brief) <= 2000
    assert len(brief.encode("utf-8")) <= 9000


def test_resume_clear_and_compact_give_the_same_brief(scratch: Path, tmp_path: Path) -> None:
    assert ecc(scratch, "setup", "claude", "--write", "--yes").returncode == 0
    command = configured(scratch, "claude", "SessionStart")
    outputs = {
        source: run_hook(
            command, payload("claude-session-start.json", scratch, source=source), tmp_path
        ).stdout
        for source in ("startup", "resume", "clear", "compact")
    }
    assert len(set(outputs.values())) == 1
    assert outputs["startup"].startswith("# Memory brief for claude")


def test_session_end_writes_nothing_when_nothing_changed(scratch: Path, tmp_path: Path) -> None:
    assert ecc(scratch, "setup", "claude", "--write", "--yes").returncode == 0
    command = configured(scratch, "claude", "SessionEnd")
    stdin = payload("claude-session-end.json", scratch)
    assert run_hook(command, stdin, tmp_path).returncode == 0
    before = snapshot(scratch)
    second = run_hook(command, stdin, tmp_path)
    assert second.returncode == 0
    assert "nothing changed" in second.stderr
    assert snapshot(scratch) == before


def test_session_end_never_creates_a_vault(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "plain")
    before = snapshot(repo)
    done = run_hook(
        "ecc memory session-end --from claude",
        payload("claude-session-end.json", repo),
        tmp_path,
    )
    assert done.returncode == 0
    assert "no project vault" in done.stderr
    assert snapshot(repo) == before


BROKEN = {
    "vault is a symlink": lambda repo: _replace_with_symlink(repo),
    "docs/memory is a symlink": lambda repo: _symlink_docs(repo),
    "index cache unusable": lambda repo: None,
}


def _replace_with_symlink(repo: Path) -> None:
    project = repo / ".ecc" / "memory" / "project"
    shutil.rmtree(project)
    project.symlink_to(repo / "src")


def _symlink_docs(repo: Path) -> None:
    shutil.move(repo / "docs" / "memory", repo / "elsewhere")
    (repo / "docs" / "memory").symlink_to(repo / "elsewhere")


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_hooks_fail_open(scratch: Path, tmp_path: Path, case: str) -> None:
    BROKEN[case](scratch)
    env = {"XDG_CACHE_HOME": "/dev/null/nope"} if case == "index cache unusable" else {}
    for command, name in (
        ("ecc memory brief --hook --harness claude", "claude-session-start"),
        ("ecc memory session-end --from claude", "claude-session-end"),
    ):
        done = run_hook(command, payload(f"{name}.json", scratch), tmp_path, **env)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr
    brief = run_hook(
        "ecc memory brief --hook --harness claude",
        payload("claude-session-start.json", scratch),
        tmp_path,
        **env,
    )
    if case == "docs/memory is a symlink":
        assert "PROTOCOL_SYMLINK" in brief.stderr
        assert "### `docs/memory/" not in brief.stdout
    if case == "vault is a symlink":
        assert "UNSAFE_PATH" in brief.stderr
        assert "### `docs/memory/brief.md`" in brief.stdout
        assert "The vault memory could not be read (UNSAFE_PATH)" in brief.stdout


@pytest.mark.parametrize(
    ("stdin", "args"),
    [
        ("not json at all", ()),
        ("[1, 2]", ()),
        ("", ()),
        ('{"cwd": 42}', ()),
        ("{}", ("--task", "dance")),
        ("{}", ("--budget", "5")),
    ],
)
def test_bad_payloads_and_arguments_still_exit_zero(
    scratch: Path, stdin: str, args: tuple[str, ...]
) -> None:
    done = run_hook(" ".join(["ecc memory brief --hook --harness claude", *args]), stdin, scratch)
    assert done.returncode == 0
    assert "Traceback" not in done.stderr
    if args:
        assert done.stdout == ""
        assert "skipped" in done.stderr


def test_missing_harness_identity_fails_open(scratch: Path) -> None:
    done = run_hook(
        "ecc memory brief --hook", payload("claude-session-start.json", scratch), scratch
    )
    assert done.returncode == 0
    assert "HARNESS_REQUIRED" in done.stderr
    assert done.stdout == ""


def test_nothing_to_brief_prints_nothing(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "empty")
    done = run_hook(
        "ecc memory brief --hook --harness claude",
        payload("claude-session-start.json", repo),
        tmp_path,
    )
    assert done.returncode == 0
    assert done.stdout == ""


def test_cli_brief_outside_hooks_reports_refusals(scratch: Path) -> None:
    done = ecc(scratch, "brief", "--harness", "claude", "--budget", "5", "--json")
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == "INVALID_BUDGET"
    done = ecc(scratch, "brief", "--harness", "claude", "--json")
    assert done.returncode == 0
    data = json.loads(done.stdout)
    assert data["tokens"] == estimate_tokens(data["markdown"]) <= data["budget"] == 2000
    assert data["protocol"]["completeness"] == "COMPLETE"


def test_a_harness_that_keeps_stdin_open_does_not_hang_the_hook(scratch: Path) -> None:
    for stdin in (payload("claude-session-start.json", scratch), ""):
        process = subprocess.Popen(
            ["ecc", "memory", "brief", "--hook", "--harness", "claude"],
            cwd=scratch,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        assert process.stdin is not None
        assert process.stdout is not None
        process.stdin.write(stdin.encode())
        process.stdin.flush()  # and never closed: the brief (< 9 KB) fits the pipe buffer
        try:
            assert process.wait(timeout=30) == 0
        finally:
            process.kill()
            process.stdin.close()
        out = process.stdout.read()
        assert out.startswith(b"# Memory brief for claude on branch `feature/login`")


def _deep(depth: int) -> str:
    return '{"cwd": "/", "x": ' + "[" * depth + "]" * depth + "}"


@pytest.mark.parametrize(
    ("stdin", "env"),
    [
        (_deep(100_000), {}),
        ("{}", {"ECC_MEMORY_INDEX_VERIFY_SECONDS": "soon"}),
        ("{}", {"ECC_MEMORY_INDEX_VERIFY_SECONDS": "-5"}),
        ("{}", {"ECC_MEMORY_PROJECT_ROOT": "bad\x07root"}),
    ],
    ids=["payload nested 100,000 deep", "verify seconds not a number", "verify seconds negative",
         "project root with a control character"],
)  # fmt: skip
def test_hostile_payloads_and_bad_settings_never_drop_the_whole_brief(
    scratch: Path, stdin: str, env: dict[str, str]
) -> None:
    done = run_hook("ecc memory brief --hook --harness claude", stdin, scratch, **env)
    assert done.returncode == 0
    assert "Traceback" not in done.stderr
    assert done.stdout.startswith("# Memory brief for claude on branch `feature/login`")
    assert "## Project memory (docs/memory)" in done.stdout
    if "ECC_MEMORY_PROJECT_ROOT" in env:
        assert "The vault memory could not be read (INVALID_ROOT)" in done.stdout
