"""Every hostile input is a refusal or an answer, never exit 3, on every adapter that reads it
(issue 33): a 5,000-digit committed ``protocol_version``, a lone surrogate in MCP JSON, a byte
that is not UTF-8 in argv, a ``docs/memory/`` module that is not UTF-8, a manifest route that
``init --repair`` cannot fix. A malformed ``docs/memory/`` never costs the brief its vault part.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from gitrepo import commit_all, git, init_repo
from mcp_client import RawServer, server_env

pytestmark = pytest.mark.hostile

ECC = os.fsencode(Path(sys.executable).parent / "ecc")
NOT_UTF8 = b"rollout\xff"


def ecc(cwd: Path, *args: str | bytes, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    argv = [ECC, *(os.fsencode(a) if isinstance(a, str) else a for a in args)]
    return subprocess.run(argv, cwd=cwd, input=stdin, capture_output=True, check=False, timeout=120)


def tree_bytes(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = init_repo(tmp_path / "repo")
    monkeypatch.chdir(root)
    for args, stdin in (
        (("memory", "init"), b""),
        (("memory", "save", "--title", "Rollout status", "--stdin"), b"Rollout is next.\n"),
        (("memory", "protocol", "init"), b""),
    ):
        assert ecc(root, *args, stdin=stdin).returncode == 0
    commit_all(root, "memory")
    return root


def _huge_version(repo: Path) -> None:
    manifest = repo / "docs" / "memory" / "manifest.md"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(text.replace("protocol_version: 0.7", "protocol_version: 0." + "7" * 5000))


# -- a committed protocol_version of 5,000 digits (int() raised) --------------------------------


def test_a_huge_protocol_version_is_a_finding_for_check_the_hook_and_ci(repo: Path) -> None:
    _huge_version(repo)
    checked = ecc(repo, "memory", "protocol", "check")
    assert checked.returncode == 1, checked.stderr
    assert b"MC-ROUTING-007" in checked.stdout
    assert b"newer than this tool supports" in checked.stdout
    git(repo, "add", "-A")
    hooked = ecc(repo, "memory", "hooks", "run", "pre-commit")
    assert hooked.returncode == 1, hooked.stderr
    assert b"internal error" not in hooked.stderr
    commit_all(repo, "huge version")
    gated = ecc(repo, "memory", "ci")
    assert gated.returncode == 1, gated.stderr
    assert b"internal error" not in gated.stdout + gated.stderr


def test_a_huge_protocol_version_keeps_the_vault_part_of_the_brief(repo: Path) -> None:
    _huge_version(repo)
    done = ecc(repo, "memory", "brief", "--harness", "claude", "--hook", stdin=b"{}")
    assert done.returncode == 0
    assert b"Rollout status" in done.stdout
    assert b"internal error" not in done.stderr


def test_the_brief_keeps_its_vault_part_whatever_docs_memory_raises(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not only the huge integer: a bug any malformed docs/memory/ reaches is the protocol
    part's diagnostic, never the whole brief's end."""
    from ecc_memory.config import resolve_roots
    from ecc_memory.session import brief as session_brief

    def broken(*_args: object, **_kwargs: object) -> None:
        raise ValueError("a bug in the protocol reader")

    monkeypatch.setattr(session_brief, "_pack", broken)
    request = session_brief.BriefRequest("claude", "implementation", (), 2000)
    built = session_brief.build_brief(repo, resolve_roots(repo, os.environ), request, branch=None)
    assert "Rollout status" in built.markdown
    assert "protocol: INTERNAL_ERROR (ValueError)" in built.diagnostics


def test_a_huge_protocol_version_is_an_answer_over_mcp(repo: Path, tmp_path: Path) -> None:
    _huge_version(repo)
    env = server_env(tmp_path)
    env.pop("ECC_MEMORY_PROJECT_ROOT")
    with RawServer(env, repo) as server:
        server.initialize()
        for request_id, tool in enumerate(("memory_context", "memory_brief"), start=1):
            answer = server.call(request_id, tool, {"task": "implementation"})
            text = answer["result"]["content"][0]["text"]
            assert "INTERNAL_ERROR" not in text, text
        assert server.close()[0] == 0


# -- a lone surrogate in MCP JSON (valid JSON; no UTF-8 can hold it) -----------------------------

SURROGATE = "\ud800"


def _then_a_search_still_answers(server: RawServer) -> None:
    answer = server.call(99, "memory_search", {"query": "rollout"})
    assert answer["id"] == 99
    assert answer["result"]["isError"] is False


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ({"id": SURROGATE, "method": "ping"}, {"result": {}}),
        ({"id": 1, "method": SURROGATE}, {"error": -32601}),
        ({"id": 1, "method": "tools/call", "params": {"name": SURROGATE}}, {"error": -32602}),
    ],
    ids=["request id", "method", "tool name"],
)
def test_a_lone_surrogate_in_a_request_is_answered_and_the_server_lives(
    repo: Path, tmp_path: Path, message: dict[str, object], expected: dict[str, object]
) -> None:
    env = server_env(tmp_path)
    env.pop("ECC_MEMORY_PROJECT_ROOT")
    with RawServer(env, repo) as server:
        server.initialize()
        server.send({"jsonrpc": "2.0", **message})
        answer = server.recv()
        assert answer["id"] == message["id"]  # the very id, a lone surrogate included
        if "result" in expected:
            assert answer["result"] == expected["result"]
        else:
            assert answer["error"]["code"] == expected["error"]
        _then_a_search_still_answers(server)
        code, err = server.close()
    assert code == 0
    assert b"Traceback" not in err


@pytest.mark.parametrize(
    "arguments",
    [{SURROGATE: 1}, {"query": "roll" + SURROGATE}, {"tags": ["a" + SURROGATE]}],
    ids=["argument name", "argument value", "array item"],
)
def test_a_lone_surrogate_in_tool_arguments_is_refused_and_the_worker_lives(
    repo: Path, tmp_path: Path, arguments: dict[str, object]
) -> None:
    env = server_env(tmp_path)
    env.pop("ECC_MEMORY_PROJECT_ROOT")
    with RawServer(env, repo) as server:
        server.initialize()
        answer = server.call(1, "memory_search", arguments)
        payload = json.loads(answer["result"]["content"][0]["text"])
        assert payload["error"]["code"] == "MEMORY_INVALID_ARGUMENTS"
        assert "not UTF-8" in payload["error"]["message"]
        assert SURROGATE not in payload["error"]["message"]
        _then_a_search_still_answers(server)  # the tool worker used to die here, silently
        assert server.close()[0] == 0


def test_a_lone_surrogate_in_a_memory_to_save_writes_nothing(repo: Path, tmp_path: Path) -> None:
    env = server_env(tmp_path)
    env.pop("ECC_MEMORY_PROJECT_ROOT")
    before = tree_bytes(repo / ".ecc")
    with RawServer(env, repo) as server:
        server.initialize()
        answer = server.call(1, "memory_save", {"title": "Cut " + SURROGATE, "body": "x"})
        assert answer["result"]["isError"] is True
        assert server.close()[0] == 0
    assert tree_bytes(repo / ".ecc") == before


# -- a byte that is not UTF-8 in argv ------------------------------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("memory", "search", NOT_UTF8),
        ("memory", "search", NOT_UTF8, "--json"),
        ("memory", "handoff", "--latest", "--branch", NOT_UTF8),
        ("memory", "protocol", "forget", NOT_UTF8),
        ("memory", "protocol", "subject", "add", NOT_UTF8, "--kind", "concept",
         "--evidence", "user-confirmed"),
    ],
    ids=["search", "search --json", "handoff --branch", "protocol forget", "subject add"],
)  # fmt: skip
def test_argv_that_is_not_utf8_is_refused_with_exit_2(repo: Path, args: tuple[bytes, ...]) -> None:
    before = tree_bytes(repo)
    done = ecc(repo, *args)
    assert done.returncode == 2, done.stderr
    said = done.stdout if "--json" in args else done.stderr
    assert b"INVALID_UTF8" in said or b"not valid UTF-8" in said
    assert b"internal error" not in said
    assert tree_bytes(repo) == before


# -- a docs/memory/ module that is not UTF-8 is not absent ---------------------------------------


@pytest.mark.parametrize(
    "args",
    [
        ("add", "Use tabs", "--type", "preference", "--evidence", "user-confirmed"),
        ("migrate",),
        ("enable", "preferences"),
    ],
    ids=" ".join,
)
def test_a_writer_refuses_a_module_it_cannot_read(repo: Path, args: tuple[str, ...]) -> None:
    latin1 = repo / "docs" / "memory" / "preferences.md"
    latin1.write_bytes(b"# Preferences\n\nCaf\xe9 au lait.\n")
    before = tree_bytes(repo / "docs")
    done = ecc(repo, "memory", "protocol", *args, "--json")
    assert done.returncode == 2, done.stdout
    error = json.loads(done.stdout)["error"]
    assert error["code"] == "PROTOCOL_ENCODING"
    assert "preferences.md" in error["message"]
    assert "Create preferences.md" not in done.stdout.decode()
    assert tree_bytes(repo / "docs") == before


# -- init --repair on a contract it cannot repair ------------------------------------------------


def test_init_repair_refuses_an_unsafe_route_with_exit_2(repo: Path) -> None:
    manifest = repo / "docs" / "memory" / "manifest.md"
    text = manifest.read_text(encoding="utf-8")
    manifest.write_text(re.sub(r"(?m)^- constraints\.md$", "- ../../outside.md", text, count=1))
    before = tree_bytes(repo / "docs")
    done = ecc(repo, "memory", "protocol", "init", "--repair")
    assert done.returncode == 2, done.stdout
    assert b"Nothing is missing" not in done.stdout
    assert b"unsafe memory path" in done.stderr
    assert tree_bytes(repo / "docs") == before
