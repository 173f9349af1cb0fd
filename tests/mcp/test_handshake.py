"""The early answers given while the SDK imports must be the SDK's own answers, exactly."""

from __future__ import annotations

import json
from typing import Any

import anyio
import mcp_types as types
import pytest
from mcp.shared.message import SessionMessage
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS, LATEST_HANDSHAKE_VERSION

from ecc_memory.mcp.handshake import HANDSHAKE_VERSIONS, SdkLoader, answer_opening
from ecc_memory.mcp.server import build_server
from ecc_memory.mcp.tools import ToolBox
from mcp_client import RawServer, server_env

INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}


class NeverReady(SdkLoader):
    """A loader that never finishes: the early phase answers all it can."""

    def ready(self) -> bool:
        return False


def init(version: str = "2025-11-25", **params: Any) -> dict[str, Any]:
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


def early_answers(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What the early phase writes for these messages, in order."""
    frames = [json.dumps(message).encode() for message in messages]
    written: list[bytes] = []
    answer_opening(
        lambda: frames.pop(0) if frames else None,
        written.append,
        NeverReady(),
        ToolBox("claude").specs.values(),
    )
    return [json.loads(line) for line in written]


def sdk_answers(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """What the SDK server itself answers to the same messages, in order."""
    answers: list[dict[str, Any]] = []

    async def session() -> None:
        server = build_server(ToolBox("claude"))
        in_send, in_recv = anyio.create_memory_object_stream[SessionMessage | Exception](16)
        out_send, out_recv = anyio.create_memory_object_stream[SessionMessage](16)
        async with anyio.create_task_group() as group:
            options = server.create_initialization_options()
            group.start_soon(server.run, in_recv, out_send, options)
            for message in messages:
                parsed = types.jsonrpc_message_adapter.validate_python(message, by_name=False)
                await in_send.send(SessionMessage(parsed))
                if "id" in message:
                    with anyio.fail_after(10):
                        item = await out_recv.receive()
                    dumped = item.message.model_dump_json(by_alias=True, exclude_unset=True)
                    answers.append(json.loads(dumped))
            await in_send.aclose()

    anyio.run(session)
    return answers


def test_the_handshake_versions_are_the_sdks() -> None:
    assert tuple(HANDSHAKE_PROTOCOL_VERSIONS) == HANDSHAKE_VERSIONS
    assert HANDSHAKE_VERSIONS[-1] == LATEST_HANDSHAKE_VERSION


@pytest.mark.parametrize("version", HANDSHAKE_PROTOCOL_VERSIONS)
def test_early_answers_equal_the_sdks_for_every_protocol_version(version: str) -> None:
    messages = [
        init(version),
        INITIALIZED,
        request(2, "tools/list"),
        request(3, "ping"),
        request(4, "ping", {}),
        request("five", "tools/list", {}),
    ]
    early = early_answers(messages)
    assert len(early) == 5
    assert early == sdk_answers(messages)


def test_the_early_initialize_answer_is_byte_identical_to_the_sdks() -> None:
    frames = [json.dumps(init()).encode()]
    written: list[bytes] = []
    answer_opening(lambda: frames.pop(0) if frames else None, written.append, NeverReady(), [])
    expected = sdk_answers([init()])[0]
    assert written == [json.dumps(expected, separators=(",", ":")).encode()]


@pytest.mark.parametrize(
    "capabilities",
    [
        {},
        {"roots": {}},
        {"roots": {"listChanged": True}},
        {"sampling": {}, "elicitation": {}},
        {"elicitation": {"form": {}, "url": {}}},
        {"experimental": {"x": {}}},
        {"experimental": {"x": {"y": {}}}},
        {"sampling": {"context": {}, "tools": {}}},
        {"sampling": {"context": {"x": {}}}},
        {"roots": {"listChanged": False}, "sampling": {}, "experimental": {}},
    ],
)
def test_common_client_capabilities_are_answered_early_and_alike(
    capabilities: dict[str, Any],
) -> None:
    messages = [init(capabilities=capabilities), request(2, "ping")]
    early = early_answers(messages)
    assert len(early) == 2
    assert early == sdk_answers(messages)


@pytest.mark.parametrize(
    "message",
    [
        init("1999-01-01"),  # negotiated by the SDK
        init("2026-07-28"),
        init(5),  # type: ignore[arg-type]
        init(capabilities={"roots": 5}),
        init(capabilities={"roots": {"listChanged": "yes"}}),
        init(capabilities={"sampling": {"context": 1}}),
        init(capabilities={"unknown": 5}),
        init(capabilities=[]),
        init(clientInfo={"name": 1, "version": "1"}),
        init(clientInfo={"name": "t"}),
        init(clientInfo={"name": "t", "version": "1", "icons": []}),
        init(extra=True),
        init(_meta={"progressToken": 1}),
        {**init(), "id": True},
        {**init(), "id": None},
        {**init(), "id": 1 << 60},
        {**init(), "jsonrpc": "1.0"},
        request(1, "tools/list"),  # before initialize
        request(1, "ping", {"_meta": {"progressToken": 1}}),
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
    ],
)
def test_anything_unusual_waits_for_the_sdk(message: dict[str, Any]) -> None:
    assert early_answers([message]) == []


def test_after_a_deferral_nothing_more_is_answered_early() -> None:
    messages = [init(), request(2, "tools/call", {"name": "memory_doctor"}), request(3, "ping")]
    assert [answer["id"] for answer in early_answers(messages)] == [1]


def test_a_repeated_id_or_second_initialize_waits_for_the_sdk() -> None:
    assert len(early_answers([init(), request(1, "ping")])) == 1
    assert len(early_answers([init(), {**init(), "id": 2}])) == 1


def test_an_opening_burst_is_answered_once_each_and_the_session_goes_on(tmp_path: Any) -> None:
    burst = [init(), INITIALIZED, request(2, "tools/list"), request(3, "ping")]
    with RawServer(server_env(tmp_path), tmp_path) as server:
        server.send_bytes(b"".join(json.dumps(message).encode() + b"\n" for message in burst))
        answers = [server.recv() for _ in range(3)]
        assert [answer["id"] for answer in answers] == [1, 2, 3]
        assert answers == sdk_answers(burst)
        doctor = server.call(4, "memory_doctor", {})
        assert doctor["id"] == 4
        assert doctor["result"]["isError"] is False
        assert server.request(5, "ping")["result"] == {}
        code, err = server.close()
    assert code == 0
    assert err == b""
