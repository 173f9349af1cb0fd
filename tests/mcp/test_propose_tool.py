"""``memory_propose`` over a real server process, in a scratch git repository holding the 0.7
fixture: a proposal is an agent-observed inbox candidate that ``protocol check`` accepts and a
person can promote; it is off by default, and a secret is refused naming the detector only."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import anyio

from gitrepo import git, init_repo
from mcp_client import RawServer, sdk_client, server_env, structured
from protocol_fixtures.support import FIXTURE, snapshot
from protocol_fixtures.writing import SUBJECT

STATEMENT = "Run the protocol check before every release tag."


def _repo(tmp_path: Path) -> Path:
    repo = init_repo(tmp_path / "repo")
    shutil.copytree(FIXTURE, repo / "docs" / "memory")
    git(repo, "add", "docs")
    git(repo, "commit", "-q", "-m", "memory")
    return repo


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return server_env(tmp_path, "claude", ECC_MEMORY_STATE_DIR=str(tmp_path / "state"), **extra)


def _protocol(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ecc_memory", "memory", "protocol", *args,
                           "--project-root", str(repo)], capture_output=True, text=True,
                          check=False, cwd=repo)  # fmt: skip


def _call(env: dict[str, str], repo: Path, arguments: dict[str, Any]) -> dict[str, Any]:
    with RawServer(env, repo) as server:
        server.initialize()
        result: dict[str, Any] = server.call(1, "memory_propose", arguments)["result"]
        assert server.close()[0] == 0
    return result


def test_a_proposal_is_a_candidate_that_check_accepts_and_a_person_promotes(
    tmp_path: Path,
) -> None:
    repo = _repo(tmp_path)
    before = snapshot(repo)
    results: list[dict[str, Any]] = []

    async def scenario() -> None:  # the official SDK client, as a harness would connect
        env = _env(tmp_path, ECC_MEMORY_ALLOW_PROPOSALS="1")
        async with sdk_client(env, repo) as client:
            result = await client.call_tool("memory_propose", {
                "statement": STATEMENT, "type": "decision", "title": "Check before tags",
                "reason": "A broken manifest shipped once."})  # fmt: skip
            assert result.is_error is False, result
            results.append(structured(result))

    anyio.run(scenario)
    [done] = results
    candidate = done["candidateId"]
    assert candidate.startswith("MC-INBOX-")
    assert (done["status"], done["evidence"], done["harness"]) == (
        "candidate", ["agent-observed"], "claude")  # fmt: skip
    assert done["applied"] is True
    assert f"+## {candidate} — Check before tags" in done["diff"]
    assert "+- agent-observed" in done["diff"]
    # Only the inbox (and the changelog's factual line) changed; no active Entry anywhere.
    after = snapshot(repo)
    changed = {path for path in after if after[path] != before.get(path)}
    assert changed == {"docs/memory/inbox.md", "docs/memory/changelog.md"}
    inbox = (repo / "docs" / "memory" / "inbox.md").read_text(encoding="utf-8")
    unit = inbox.split(f"## {candidate}", 1)[1].split("\n## ", 1)[0]
    assert "Status: candidate" in unit
    assert "Status: active" not in unit
    assert "Proposed by the claude agent through the MCP tool memory_propose" in unit

    checked = _protocol(repo, "check")
    assert checked.returncode == 0, checked.stdout + checked.stderr

    promote = (
        "promote",
        candidate,
        "--type",
        "decision",
        "--evidence",
        "user-confirmed",
        "--subject",
        SUBJECT,
        "--facet",
        "workflow",
    )
    shown = _protocol(repo, *promote)
    assert shown.returncode == 0, shown.stdout + shown.stderr
    ident = shown.stdout.splitlines()[0].removeprefix("Plan ID: ")
    applied = _protocol(repo, *promote, "--apply", "--confirm-plan", ident)
    assert applied.returncode == 0, applied.stdout + applied.stderr
    decisions = (repo / "docs" / "memory" / "decisions.md").read_text(encoding="utf-8")
    assert f"Promoted-From: {candidate}" in decisions
    assert STATEMENT in decisions
    assert "memory_propose" not in decisions  # the agent's provenance stays with the candidate
    assert _protocol(repo, "check").returncode == 0


def test_proposals_are_refused_unless_the_server_was_started_with_the_flag(
    tmp_path: Path,
) -> None:
    repo = _repo(tmp_path)
    before = snapshot(tmp_path)
    for flag in (None, "0", "yes"):
        extra = {} if flag is None else {"ECC_MEMORY_ALLOW_PROPOSALS": flag}
        result = _call(
            _env(tmp_path, **extra), repo, {"statement": STATEMENT, "type": "constraint"}
        )
        assert result["isError"] is True
        error = result["structuredContent"]["error"]
        assert (error["code"], error["reason"]) == ("MEMORY_PROPOSE_REJECTED", "PROPOSALS_DISABLED")
        assert "ECC_MEMORY_ALLOW_PROPOSALS=1" in error["message"]
    assert snapshot(tmp_path) == before


def test_a_secret_is_refused_naming_the_detector_only(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    before = snapshot(repo)  # the writer lock's private state dir outside it may appear
    token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0" * 2
    result = _call(
        _env(tmp_path, ECC_MEMORY_ALLOW_PROPOSALS="1"),
        repo,
        {"statement": f"Deploy with {token}.", "type": "constraint"},
    )
    assert result["isError"] is True
    error = result["structuredContent"]["error"]
    assert (error["code"], error["reason"]) == ("MEMORY_PROPOSE_REJECTED", "PROTOCOL_BLOCKED")
    assert "detector: " in error["message"]
    assert token not in str(result)
    assert "A1b2C3d4" not in str(result)
    assert snapshot(repo) == before


def test_no_argument_can_make_a_proposal_active_or_change_its_source(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    before = snapshot(tmp_path)
    env = _env(tmp_path, ECC_MEMORY_ALLOW_PROPOSALS="1")
    with RawServer(env, repo) as server:
        server.initialize()
        for number, extra in enumerate(
            [
                {"status": "active"},
                {"evidence": ["user-confirmed"]},
                {"harness": "codex"},
                {"promote": True},
            ],
            start=1,
        ):
            arguments = {"statement": STATEMENT, "type": "decision", **extra}
            refused = server.call(number, "memory_propose", arguments)["result"]
            assert refused["isError"] is True
            error = refused["structuredContent"]["error"]
            assert error["code"] == "MEMORY_INVALID_ARGUMENTS"
        wrong_type = server.call(9, "memory_propose", {"statement": STATEMENT, "type": "rule"})
        assert wrong_type["result"]["structuredContent"]["error"]["code"] == (
            "MEMORY_INVALID_ARGUMENTS")  # fmt: skip
        assert server.close()[0] == 0
    assert snapshot(tmp_path) == before
