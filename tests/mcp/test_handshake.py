"""Our protocol answers against the official SDK's low-level server, message for message.

The server speaks MCP without the SDK at run time (docs/architecture.md); the SDK stays a test
dependency so that each answer here is compared with the one its server gives for the same
tools, in both protocol eras and for odd inputs.
"""

from __future__ import annotations

import json
import threading
from functools import partial
from typing import Any

import anyio
import mcp_types as types
import pytest
from mcp.server.lowlevel import Server
from mcp.shared.exceptions import MCPError
from mcp.shared.message import SessionMessage
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS, LATEST_HANDSHAKE_VERSION

from ecc_memory import __version__
from ecc_memory.mcp import handshake as hs
from ecc_memory.mcp.server import Session, decode, tool_result
from ecc_memory.mcp.tools import ToolBox

INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}
ENVELOPE = {hs.VERSION_KEY: "2026-07-28", hs.CAPABILITIES_KEY: {}}


def init(version: object = "2025-11-25", **params: Any) -> dict[str, Any]:
    base = {
        "protocolVersion": version,
        "capabilities": {},
        "clientInfo": {"name": "t", "version": "1"},
    }
    base.update(params)
    return {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": base}


def request(request_id: int | str, method: str, params: Any = None) -> dict[str, Any]:
    message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def modern(request_id: int, method: str, **params: Any) -> dict[str, Any]:
    return request(request_id, method, {**params, "_meta": ENVELOPE})


# -- the two servers ------------------------------------------------------------------------------


class Captured:
    """A wire that keeps what the session sends."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.lock = threading.Lock()

    def send(self, message: dict[str, Any]) -> None:
        with self.lock:
            self.sent.append(json.loads(json.dumps(message)))

    def result(self, request_id: object, result: dict[str, Any]) -> None:
        self.send({"jsonrpc": "2.0", "id": request_id, "result": result})

    def error(self, request_id: object, error: hs.RpcError) -> None:
        self.send({"jsonrpc": "2.0", "id": request_id, "error": error.to_json()})


def ours(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    wire = Captured()
    session = Session(ToolBox("claude"), wire)  # type: ignore[arg-type]
    for message in messages:
        session.receive(decode(json.dumps(message).encode()))
    session.drain(20)
    return wire.sent


def reference_server(toolbox: ToolBox) -> Server[Any]:
    """The SDK's low-level server over the same tools, as the server was built before."""
    tools = [
        types.Tool(
            name=spec.name, title=spec.title, description=spec.description,
            input_schema=spec.input_schema, output_schema=spec.output_schema,
            annotations=types.ToolAnnotations(
                title=spec.title, read_only_hint=spec.read_only, destructive_hint=False,
                idempotent_hint=spec.read_only, open_world_hint=False,
            ),
        )
        for spec in toolbox.specs.values()
    ]  # fmt: skip

    async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        if params.name not in toolbox.specs:
            raise MCPError(code=types.INVALID_PARAMS, message=f"Unknown tool: {params.name[:64]}")
        run = partial(toolbox.call, params.name, params.arguments)
        outcome = await anyio.to_thread.run_sync(run)
        return types.CallToolResult.model_validate(
            tool_result(outcome, toolbox.specs[params.name].error_code)
        )

    server: Server[Any] = Server(
        hs.SERVER_NAME, version=__version__, title=hs.SERVER_TITLE,
        instructions=hs.INSTRUCTIONS, on_list_tools=list_tools, on_call_tool=call_tool,
    )  # fmt: skip
    server.middleware.clear()
    return server


def sdks(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    answers: list[dict[str, Any]] = []

    async def session() -> None:
        server = reference_server(ToolBox("claude"))
        in_send, in_recv = anyio.create_memory_object_stream[SessionMessage | Exception](16)
        out_send, out_recv = anyio.create_memory_object_stream[SessionMessage](16)
        async with anyio.create_task_group() as group:
            group.start_soon(server.run, in_recv, out_send, server.create_initialization_options())
            for message in messages:
                parsed = types.jsonrpc_message_adapter.validate_python(message, by_name=False)
                await in_send.send(SessionMessage(parsed))
                if "id" in message:
                    with anyio.fail_after(20):
                        item = await out_recv.receive()
                    answers.append(
                        json.loads(item.message.model_dump_json(by_alias=True, exclude_unset=True))
                    )
            await in_send.aclose()

    anyio.run(session)
    return answers


def by_id(answers: list[dict[str, Any]]) -> dict[object, dict[str, Any]]:
    return {answer["id"]: answer for answer in answers}


def same_answers(messages: list[dict[str, Any]]) -> dict[object, dict[str, Any]]:
    mine, theirs = by_id(ours(messages)), by_id(sdks(messages))
    assert mine == theirs
    return mine


# -- the comparisons ------------------------------------------------------------------------------


def test_the_protocol_versions_are_the_sdks() -> None:
    from mcp_types.version import MODERN_PROTOCOL_VERSIONS

    assert tuple(HANDSHAKE_PROTOCOL_VERSIONS) == hs.HANDSHAKE_VERSIONS
    assert hs.LATEST_HANDSHAKE == LATEST_HANDSHAKE_VERSION
    assert tuple(MODERN_PROTOCOL_VERSIONS) == hs.STATELESS_VERSIONS


@pytest.mark.parametrize("version", [*HANDSHAKE_PROTOCOL_VERSIONS, "1999-01-01"])
def test_a_handshake_session_is_answered_as_the_sdk_answers_it(version: str) -> None:
    answers = same_answers(
        [
            request(0, "ping"),
            request(1, "tools/list"),  # before initialize
            {**init(version), "id": 2},
            INITIALIZED,
            request(3, "tools/list"),
            request(4, "tools/list", {"_meta": {"progressToken": "codex-1"}}),  # as Codex sends
            request(5, "tools/list", {"cursor": "next"}),
            request(6, "ping", {}),
            request(7, "tools/call", {"name": "memory_doctor", "arguments": {}}),
            request(8, "tools/call", {"name": "memory_search", "arguments": {"limit": 0}}),
            request(9, "tools/call", {"name": "no_such_tool", "arguments": {}}),
            request(10, "resources/list"),
            request(11, "server/discover"),
            request(12, "tools/list", {"_meta": ENVELOPE}),
            {**init(version), "id": 13},
            # _meta is an object or null, on every request; a cursor is a string.
            request(14, "tools/list", {"_meta": 5}),
            request(15, "tools/list", {"_meta": []}),
            request(16, "tools/call", {"name": "memory_doctor", "arguments": {}, "_meta": "x"}),
            request(17, "tools/call", {"name": "memory_doctor", "arguments": {}, "_meta": None}),
            request(18, "ping", {"_meta": 5}),
            request(19, "resources/list", {"_meta": 5}),
            request(20, "tools/list", {"cursor": 5}),
            request(21, "tools/list", {"cursor": None}),
        ]
    )
    assert answers[4]["result"]["tools"][0]["name"] == "memory_save"
    assert answers[7]["result"]["isError"] is False


def test_a_stateless_session_is_answered_as_the_sdk_answers_it() -> None:
    same_answers(
        [
            modern(1, "server/discover"),
            modern(2, "tools/list"),
            modern(3, "tools/call", name="memory_doctor", arguments={}),
            modern(4, "tools/call", name="no_such_tool", arguments={}),
            modern(5, "ping"),
            modern(6, "resources/list"),
            init(),
            request(7, "tools/list"),
            request(8, "tools/list", {"_meta": {hs.VERSION_KEY: "2026-07-28"}}),
            request(9, "tools/list", {"_meta": {**ENVELOPE, hs.VERSION_KEY: "2030-01-01"}}),
            request(10, "tools/list", {"_meta": {**ENVELOPE, hs.VERSION_KEY: 7}}),
            INITIALIZED,
            modern(11, "tools/list"),
            request(12, "tools/list", {"_meta": 5}),
            request(13, "tools/call", {"name": "memory_doctor", "arguments": {}, "_meta": []}),
            modern(14, "tools/list", cursor=5),
        ]
    )


@pytest.mark.parametrize(
    "message",
    [
        init(capabilities={"roots": {"listChanged": True}, "sampling": {}, "elicitation": {}}),
        init(capabilities={"experimental": {"x": {"y": {}}}}),
        init(clientInfo={"name": "t", "version": "1", "title": "T", "websiteUrl": "https://x"}),
        init(5),
        init(capabilities=[]),
        init(clientInfo={"name": 1, "version": "1"}),
        init(clientInfo={"name": "t"}),
        init("2026-07-28"),
        init(_meta={"progressToken": 1}),
        init(_meta=5),
        request(1, "initialize", {"protocolVersion": "2025-11-25"}),
    ],
)
def test_odd_initialize_requests_are_answered_as_the_sdk_answers_them(
    message: dict[str, Any],
) -> None:
    answers = same_answers([message, request(2, "ping")])
    assert answers[2]["result"] == {}
