"""Typed tool results: every tool declares an ``outputSchema`` and every successful call returns
``structuredContent`` that validates against it, with the same JSON as text, in both protocol
revisions, driven by the official SDK client (which itself refuses a result that does not match
the declared schema). Tool errors name what to fix."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import anyio
import jsonschema
import pytest

from ecc_memory.mcp.results import result_schemas
from gitrepo import git, init_repo
from mcp_client import sdk_client, server_env, structured
from protocol_fixtures.support import FIXTURE

MODES = {"auto": "2026-07-28", "legacy": "2025-11-25"}


def _repo(tmp_path: Path) -> Path:
    repo = init_repo(tmp_path / "repo")
    shutil.copytree(FIXTURE, repo / "docs" / "memory")
    git(repo, "add", "docs")
    git(repo, "commit", "-q", "-m", "memory")
    return repo


def test_every_tool_declares_a_valid_object_output_schema() -> None:
    from ecc_memory.mcp.results import ERROR
    from ecc_memory.mcp.tools import tool_specs

    results = result_schemas()
    for spec in tool_specs():
        schema = spec.output_schema
        assert schema == {"type": "object", "anyOf": [results[spec.name], ERROR]}
        assert results[spec.name]["type"] == "object"
        assert results[spec.name]["required"], spec.name
        jsonschema.Draft202012Validator.check_schema(schema)


@pytest.mark.parametrize("mode", sorted(MODES))
def test_every_tool_returns_structured_content_matching_its_output_schema(
    tmp_path: Path, mode: str
) -> None:
    repo = _repo(tmp_path)
    env = server_env(
        tmp_path, "codex", ECC_MEMORY_ALLOW_PROPOSALS="1",
        ECC_MEMORY_STATE_DIR=str(tmp_path / "state"),
    )  # fmt: skip
    seen: dict[str, dict[str, Any]] = {}

    async def scenario() -> None:
        async with sdk_client(env, repo, mode=mode) as client:
            assert client.protocol_version == MODES[mode]
            tools = {tool.name: tool for tool in (await client.list_tools()).tools}
            schemas = {name: tool.output_schema for name, tool in tools.items()}
            assert all(schemas.values()), schemas

            async def call(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
                # The SDK client validates structuredContent against the listed outputSchema
                # and raises when it is missing or does not match.
                result = await client.call_tool(name, arguments)
                assert result.is_error is False, (name, result.content)
                payload = structured(result)  # the text copy is the same JSON
                jsonschema.validate(payload, schemas[name])
                jsonschema.validate(payload, result_schemas()[name])  # the success branch
                seen[name] = payload
                return payload

            saved = await call("memory_save", {"title": "Typed", "body": "Results are typed."})
            memory_id = saved["memory"]["id"]
            await call("memory_search", {"query": "typed"})
            await call("memory_read", {"id": memory_id})
            await call("memory_supersede", {"id": memory_id, "body": "Results are typed, too."})
            await call("memory_doctor", {})
            await call("memory_context", {"task": "implementation"})
            await call("memory_brief", {})
            await call("memory_propose", {"statement": "Type every result.", "type": "decision"})

    anyio.run(scenario)
    assert len(seen) == 8
    assert seen["memory_search"]["results"][0]["memory"]["title"] == "Typed"


@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_tool_error_names_the_argument_to_fix(tmp_path: Path, mode: str) -> None:
    answers: list[dict[str, Any]] = []

    async def scenario() -> None:
        async with sdk_client(server_env(tmp_path), tmp_path, mode=mode) as client:
            schemas = {t.name: t.output_schema for t in (await client.list_tools()).tools}
            for name, arguments in [
                ("memory_save", {"title": "No body"}),
                ("memory_save", {}),
                ("memory_search", {"limit": 500}),
                ("memory_save", {"title": "T", "body": "B", "kind": "poem"}),
                ("memory_read", {"id": "mem_x1y", "harness": "claude"}),
            ]:
                result = await client.call_tool(name, arguments)
                assert result.is_error is True
                # An error's structured content matches the declared schema too: clients on
                # the TypeScript SDK check it and refuse the call otherwise.
                jsonschema.validate(structured(result), schemas[name])
                answers.append(structured(result)["error"])

    anyio.run(scenario)
    assert [answer["code"] for answer in answers] == ["MEMORY_INVALID_ARGUMENTS"] * 5
    assert [answer["message"] for answer in answers] == [
        "memory_save: missing required argument 'body'.",
        "memory_save: missing required arguments 'title', 'body'.",
        "memory_search: argument limit must be at most 100.",
        "memory_save: argument kind must be one of context, decision, fact, handoff, lesson, "
        "note, preference, runbook.",
        "memory_read: unexpected argument harness (allowed: id, scope).",
    ]


def test_an_error_never_echoes_the_value() -> None:
    from ecc_memory.mcp.tools import ToolBox

    token = "ghp_" + "aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"[:36]
    box = ToolBox("claude")
    for arguments in (
        {"title": token * 10, "body": "b"},
        {"title": "t", "body": "b", "tags": [token]},
        {"title": "t", "body": "b", "kind": token},
    ):
        outcome = box.call("memory_save", arguments)
        assert outcome.is_error
        assert token not in json.dumps(outcome.payload)
