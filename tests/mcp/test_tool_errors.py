"""Every MCP tool's error shapes through the SDK's real stdio client: a tool error is a result
with ``isError`` and one ``error`` object (``code``, ``message``, and ``reason`` for a core
refusal), the same in the structured content and its text twin; it never echoes a body or a
secret, changes nothing in the vault, and the server keeps answering after it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import pytest

from gitrepo import fake_token
from mcp_client import RawServer, sdk_client, server_env, structured

TOKEN = fake_token("ghp_", 36)
BODY = "The kettle boils at dawn."
INVALID = "MEMORY_INVALID_ARGUMENTS"

# (tool, arguments, code, reason, a fragment of the message)
ERRORS: list[tuple[str, dict[str, Any], str, str | None, str]] = [
    ("memory_save", {"title": "T"}, INVALID, None, "missing required argument 'body'"),
    ("memory_save", {"title": 5, "body": BODY}, INVALID, None, "title must be of type string"),
    ("memory_save", {"title": "T", "body": BODY, "kind": "bogus"}, INVALID, None, "kind must be one of"),  # noqa: E501
    ("memory_save", {"title": "T", "body": "x" * 70_000}, INVALID, None, "at most 65536"),
    ("memory_save", {"title": "T", "body": BODY, "extra": 1}, INVALID, None, "unexpected argument extra"),  # noqa: E501
    ("memory_save", {"title": "T", "body": BODY, "scope": "user"}, "MEMORY_WRITE_REJECTED", "USER_SCOPE_DISABLED", "ECC_MEMORY_ALLOW_USER_SCOPE"),  # noqa: E501
    ("memory_save", {"title": "T", "body": f"key {TOKEN}"}, "MEMORY_WRITE_REJECTED", "SECRET_REFUSED", "github-token"),  # noqa: E501
    ("memory_save", {"title": "T", "body": "  "}, "MEMORY_WRITE_REJECTED", "EMPTY_BODY", "non-whitespace"),  # noqa: E501
    ("memory_search", {"query": "x" * 501}, INVALID, None, "at most 500"),
    ("memory_search", {"limit": 0}, INVALID, None, "limit must be at least 1"),
    ("memory_search", {"scopes": ["galaxy"]}, INVALID, None, "/scopes/0 must be one of"),
    ("memory_read", {}, INVALID, None, "missing required argument 'id'"),
    ("memory_read", {"id": "../etc"}, INVALID, None, "argument id must match"),
    ("memory_read", {"id": "mem_20260101_missing"}, "MEMORY_READ_FAILED", "NOT_FOUND", "was not found"),  # noqa: E501
    ("memory_supersede", {"id": "mem_20260101_missing"}, INVALID, None, "missing required argument 'body'"),  # noqa: E501
    ("memory_supersede", {"id": "mem_20260101_missing", "body": BODY}, "MEMORY_WRITE_REJECTED", "NOT_FOUND", "was not found"),  # noqa: E501
    ("memory_doctor", {"bogus": True}, INVALID, None, "unexpected argument bogus"),
    ("memory_doctor", {"scopes": ["galaxy"]}, INVALID, None, "/scopes/0 must be one of"),
    ("memory_context", {"paths": ["src"]}, INVALID, None, "missing required argument 'task'"),
    ("memory_context", {"task": "x" * 5000}, INVALID, None, "at most 64 characters"),
    ("memory_brief", {"budget": -1}, INVALID, None, "budget must be at least"),
    ("memory_brief", {"task": 7}, INVALID, None, "task must be of type string"),
    ("memory_propose", {"text": BODY}, INVALID, None, "missing required arguments"),
    ("memory_propose", {"statement": BODY, "type": "decision"}, "MEMORY_PROPOSE_REJECTED", "PROPOSALS_DISABLED", "ECC_MEMORY_ALLOW_PROPOSALS=1"),  # noqa: E501
]  # fmt: skip


def _vault(tmp_path: Path) -> dict[str, bytes]:
    root = tmp_path / "repo"
    files = sorted(path for path in root.rglob("*") if path.is_file())
    return {str(path.relative_to(root)): path.read_bytes() for path in files}


def test_every_tool_error_has_one_shape_and_changes_nothing(tmp_path: Path) -> None:
    env = server_env(tmp_path)
    seen: list[tuple[str, dict[str, Any]]] = []

    async def scenario() -> None:
        async with sdk_client(env, tmp_path) as client:
            saved = await client.call_tool("memory_save", {"title": "Kettle", "body": BODY})
            assert saved.is_error is False
            before = _vault(tmp_path)
            for tool, arguments, _, _, _ in ERRORS:
                result = await client.call_tool(tool, arguments)
                assert result.is_error is True, tool
                seen.append((tool, structured(result)))
            assert _vault(tmp_path) == before
            still = structured(await client.call_tool("memory_search", {"query": "kettle"}))
            assert [r["memory"]["title"] for r in still["results"]] == ["Kettle"]

    anyio.run(scenario)
    for (tool, payload), (_, arguments, code, reason, fragment) in zip(seen, ERRORS, strict=True):
        error = payload["error"]
        assert list(payload) == ["error"], tool
        assert error["code"] == code, (tool, arguments, error)
        assert error.get("reason") == reason, (tool, error)
        assert set(error) <= {"code", "message", "reason"}
        assert fragment in error["message"], (tool, error)
        assert TOKEN not in error["message"]
        assert BODY not in error["message"]
        assert len(error["message"]) < 400


def test_a_proposal_without_a_memory_directory_is_refused_with_its_reason(tmp_path: Path) -> None:
    env = server_env(tmp_path, ECC_MEMORY_ALLOW_PROPOSALS="1")
    with RawServer(env, tmp_path) as server:
        server.initialize()
        answer = server.call(1, "memory_propose", {"statement": BODY, "type": "decision"})
        error = answer["result"]["structuredContent"]["error"]
        assert answer["result"]["isError"] is True
        assert (error["code"], error["reason"]) == ("MEMORY_PROPOSE_REJECTED", "PROTOCOL_NO_MEMORY")
        assert "ecc memory protocol init" in error["message"]
        assert server.close()[0] == 0
    assert not (tmp_path / "repo" / "docs").exists()


@pytest.mark.parametrize(
    ("name", "arguments"),
    [
        ("memory_nope", {}),
        ("memory_save", {"title": "T", "body": BODY, "\ud800": 1}),
        ("memory_search", {"query": "\ud800"}),
        ("memory_save", {"title": "caf\udce9", "body": BODY}),
    ],
    ids=["unknown-tool", "surrogate-name", "surrogate-query", "surrogate-title"],
)
def test_a_hostile_call_is_answered_and_the_next_call_still_works(
    tmp_path: Path, name: str, arguments: dict[str, Any]
) -> None:
    with RawServer(server_env(tmp_path), tmp_path) as server:
        server.initialize()
        answer = server.call(1, name, arguments)
        assert answer["id"] == 1
        if "error" in answer:
            assert answer["error"]["code"] == -32602
        else:
            result = answer["result"]
            if result.get("isError"):
                assert result["structuredContent"]["error"]["code"].startswith("MEMORY_")
                assert json.loads(result["content"][0]["text"]) == result["structuredContent"]
        after = server.call(2, "memory_search", {"query": "kettle"})
        assert after["result"]["isError"] is False
        code, stderr = server.close()
        assert code == 0
        assert b"Traceback" not in stderr
    assert not list((tmp_path / "repo").rglob("mem_*.md"))


HUGE = "9" * 5000  # beyond what Python's int() reads by default (4,300 digits)


def _call(tool: str, arguments: str, request_id: str = "1") -> str:
    """A tools/call line written by hand: numbers no JSON encoder here would write."""
    params = f'{{"name":"{tool}","arguments":{arguments}}}'
    return f'{{"jsonrpc":"2.0","id":{request_id},"method":"tools/call","params":{params}}}'


@pytest.mark.parametrize(
    "line",
    [
        _call("memory_search", f'{{"limit":{HUGE}}}'),
        _call("memory_brief", f'{{"budget":{HUGE}}}'),
        _call("memory_search", "{}", request_id=HUGE),
        _call("memory_search", '{"limit":1e999}'),
    ],
    ids=["huge-limit", "huge-budget", "huge-id", "infinite-limit"],
)
def test_a_huge_number_is_an_error_answer_and_the_server_lives(tmp_path: Path, line: str) -> None:
    with RawServer(server_env(tmp_path), tmp_path) as server:
        server.initialize()
        server.send_bytes(line.encode() + b"\n")
        answer = server.recv()
        assert answer.get("error") or answer["result"]["isError"] is True
        assert HUGE not in json.dumps(answer)
        if answer.get("error"):  # a parse error says why: the number, not the encoding
            assert answer["error"]["message"] == "Parse error: a number too long to read."
        after = server.call(2, "memory_search", {"query": "kettle"})
        assert after["result"]["isError"] is False
        code, stderr = server.close()
        assert code == 0
        assert b"Traceback" not in stderr
