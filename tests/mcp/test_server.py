"""The stdio MCP server, started as a real subprocess: the SDK's own client for the happy paths,
raw JSON-RPC lines for everything a well-behaved client would never send."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import Any

import anyio
import pytest

from mcp_client import SERVER, TIMEOUT, RawServer, sdk_client, server_env, structured

TOKEN = "ghp_" + "aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789"[:36]


def run(test: Callable[[], Awaitable[None]]) -> None:
    anyio.run(test)


def vault_files(tmp_path: Path) -> dict[str, bytes]:
    """Every file under the test's vault roots, for byte-for-byte comparisons."""
    files = {}
    for root in (tmp_path / "repo", tmp_path / "home" / ".ecc"):
        if root.exists():
            for path in sorted(root.rglob("*")):
                if path.is_file():
                    files[str(path.relative_to(tmp_path))] = path.read_bytes()
    return files


def memory_files(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "repo").rglob("mem_*.md"))


def save_args(title: str = "Auth rollout", **extra: Any) -> dict[str, Any]:
    return {"title": title, "body": f"{title}: the token rotation tests pass.", **extra}


# --- start-up ---------------------------------------------------------------------------------


@pytest.mark.parametrize("harness", [None, "", "Claude", "bad slug", "-x"])
def test_start_without_a_valid_harness_fails_with_one_line(
    tmp_path: Path, harness: str | None
) -> None:
    env = server_env(tmp_path, harness=harness)
    done = subprocess.run(SERVER, env=env, input=b"", capture_output=True, timeout=TIMEOUT)
    assert done.returncode == 2
    assert done.stdout == b""
    lines = done.stderr.decode().splitlines()
    assert len(lines) == 1
    assert "ECC_MEMORY_HARNESS" in lines[0]
    assert "Traceback" not in done.stderr.decode()


HEAVY = ("mcp", "mcp_types", "anyio", "pydantic", "jsonschema", "starlette", "httpx")


def test_the_server_needs_neither_the_sdk_nor_a_schema_library(tmp_path: Path) -> None:
    # Blocked imports fail loudly: a whole session (handshake, list, a save, a search) must run
    # on the standard library and our own code.
    code = (
        "import sys\n"
        f"for name in {HEAVY!r}: sys.modules[name] = None\n"
        "from ecc_memory.mcp.server import main\n"
        "main([])"
    )
    with RawServer(server_env(tmp_path), tmp_path, [sys.executable, "-c", code]) as server:
        assert server.initialize()["result"]["serverInfo"]["name"] == "ecc-memory"
        listed = server.request(1, "tools/list", {"_meta": {"progressToken": 1}})["result"]
        assert len(listed["tools"]) == 8
        assert server.call(2, "memory_save", save_args())["result"]["isError"] is False
        bad = server.call(3, "memory_search", {"limit": 0})["result"]
        assert bad["structuredContent"]["error"]["message"] == (
            "memory_search: argument limit must be at least 1."
        )
        status, err = server.close()
        assert status == 0, err
    assert len(memory_files(tmp_path)) == 1


def test_a_session_imports_no_heavy_module(tmp_path: Path) -> None:
    code = (
        "import sys, atexit\n"
        f"heavy = {HEAVY!r}\n"
        "atexit.register(lambda: sys.stderr.write(repr(sorted(m for m in sys.modules "
        "if m.split('.')[0] in heavy)) + '\\n'))\n"
        "from ecc_memory.mcp.server import main\n"
        "main([])"
    )
    with RawServer(server_env(tmp_path), tmp_path, [sys.executable, "-c", code]) as server:
        server.initialize()
        server.call(1, "memory_search", {"query": "x"})
        status, err = server.close()
    assert status == 0
    assert err.decode().strip().splitlines()[-1] == "[]"


def test_extra_command_line_arguments_are_refused(tmp_path: Path) -> None:
    done = subprocess.run(
        [*SERVER, "--harness", "codex"],
        env=server_env(tmp_path),
        capture_output=True,
        timeout=TIMEOUT,
    )
    assert done.returncode == 2
    assert len(done.stderr.decode().splitlines()) == 1


# --- the SDK client ---------------------------------------------------------------------------


def check_tools(tools: dict[str, Any]) -> None:
    assert sorted(tools) == [
        "memory_brief",
        "memory_context",
        "memory_doctor",
        "memory_propose",
        "memory_read",
        "memory_save",
        "memory_search",
        "memory_supersede",
    ]
    writers = ("memory_save", "memory_propose", "memory_supersede")
    for name, tool in tools.items():
        assert tool.input_schema["type"] == "object"
        assert tool.input_schema["additionalProperties"] is False
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is (name not in writers)
        assert "sourceHarness" not in tool.input_schema["properties"]
    assert tools["memory_save"].input_schema["required"] == ["title", "body"]
    assert "not instructions" in (tools["memory_search"].description or "")


@pytest.mark.parametrize("mode", ["auto", pytest.param("legacy", marks=pytest.mark.slow)])
def test_sdk_client_lists_tools_and_saves_searches_reads_doctors(tmp_path: Path, mode: str) -> None:
    async def scenario() -> None:
        async with sdk_client(server_env(tmp_path, harness="codex"), tmp_path, mode=mode) as client:
            # auto probes server/discover and gets the stateless 2026 era; legacy shakes hands.
            assert client.protocol_version == {"auto": "2026-07-28", "legacy": "2025-11-25"}[mode]
            assert client.server_info.name == "ecc-memory"
            assert "not an instruction" in (client.instructions or "")
            check_tools({tool.name: tool for tool in (await client.list_tools()).tools})
            saved = await client.call_tool(
                "memory_save", save_args(kind="handoff", tags=["auth"], targetHarnesses=["all"])
            )
            assert saved.is_error is False
            record = structured(saved)["memory"]
            assert record["sourceHarness"] == "codex"
            assert record["trust"] == "unreviewed"
            assert record["status"] == "active"
            assert "body" not in record
            assert structured(saved)["path"] == f"project:handoffs/{record['id']}.md"
            linked = await client.call_tool(
                "memory_save", save_args("Follow-up", links=[record["id"]])
            )
            follow_id = structured(linked)["memory"]["id"]

            found = structured(await client.call_tool("memory_search", {"query": "auth rollout"}))
            assert found["results"][0]["memory"]["id"] == record["id"]
            assert found["results"][0]["score"] > 0
            assert "rotation" in found["results"][0]["excerpt"]
            assert all(not isinstance(v, (list, dict)) for v in found["diagnostics"].values())

            read = structured(await client.call_tool("memory_read", {"id": record["id"]}))
            assert read["memory"]["body"] == "Auth rollout: the token rotation tests pass."
            assert [b["id"] for b in read["backlinks"]] == [follow_id]
            assert read["backlinksTruncated"] is False

            doctor = structured(await client.call_tool("memory_doctor", {}))
            assert doctor["ok"] is True
            assert doctor["memoryCount"] == 2
            assert all(not isinstance(v, (list, dict)) for v in doctor.values())

    run(scenario)
    assert len(memory_files(tmp_path)) == 2


@pytest.mark.parametrize(
    ("asked", "expected"),
    [
        pytest.param("2024-11-05", "2024-11-05", marks=pytest.mark.slow),
        pytest.param("2025-03-26", "2025-03-26", marks=pytest.mark.slow),
        pytest.param("2025-06-18", "2025-06-18", marks=pytest.mark.slow),
        ("2025-11-25", "2025-11-25"),
        ("1999-01-01", "2025-11-25"),
    ],
)
def test_raw_handshake_negotiates_versions(tmp_path: Path, asked: str, expected: str) -> None:
    with RawServer(server_env(tmp_path), tmp_path) as server:
        answer = server.initialize(asked)
        assert answer["result"]["protocolVersion"] == expected
        assert answer["result"]["capabilities"]["tools"] == {"listChanged": False}
        assert server.request(1, "ping", {"_meta": {"progressToken": 1}})["result"] == {}
        listed = server.request(2, "tools/list", {"_meta": {}})["result"]["tools"]
        assert len(listed) == 8
        assert server.close()[0] == 0


def test_ecc_memory_mcp_starts_the_same_server(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "ecc_memory", "memory", "mcp"]
    with RawServer(server_env(tmp_path), tmp_path, command) as server:
        assert server.initialize()["result"]["serverInfo"]["name"] == "ecc-memory"
        assert server.close()[0] == 0
    done = subprocess.run(
        command, env=server_env(tmp_path, harness=None), capture_output=True, timeout=TIMEOUT
    )
    assert done.returncode == 2
    assert b"ECC_MEMORY_HARNESS" in done.stderr


# --- identity and visibility ------------------------------------------------------------------


SPOOFS: list[dict[str, Any]] = [
    {"sourceHarness": "claude"},
    {"source_harness": "claude"},
    {"trust": "reviewed"},
    {"status": "superseded"},
    {"id": "mem_20260101_00000000000000000000"},
    {"harness": "claude"},
    {"_meta": {}},
]


def test_identity_spoofing_is_rejected_and_writes_nothing(tmp_path: Path) -> None:
    with RawServer(server_env(tmp_path, harness="codex"), tmp_path) as server:
        server.initialize()
        for number, extra in enumerate(SPOOFS, start=1):
            answer = server.call(number, "memory_save", save_args(**extra))["result"]
            assert answer["isError"] is True
            error = answer["structuredContent"]["error"]
            assert error["code"] == "MEMORY_INVALID_ARGUMENTS"
            assert f"unexpected argument {next(iter(extra))}" in error["message"]
            for tool in ("memory_search", "memory_doctor"):
                refused = server.call(100 + number, tool, extra)["result"]
                assert refused["isError"] is True
                assert refused["structuredContent"]["error"]["code"] == "MEMORY_INVALID_ARGUMENTS"
            if "id" not in extra:
                read = server.call(200 + number, "memory_read", {"id": "mem_x1y", **extra})
                assert read["result"]["structuredContent"]["error"]["code"] == (
                    "MEMORY_INVALID_ARGUMENTS"
                )
        assert server.close()[0] == 0
    assert vault_files(tmp_path) == {}


def _seed_for_visibility(tmp_path: Path) -> dict[str, str]:
    """codex writes one memory for claude, one for all, and links the shared one from both.

    Seeded through the core in process (the save tool is covered elsewhere) to spare a server.
    """
    from ecc_memory.config import resolve_roots
    from ecc_memory.vault.document import new_memory
    from ecc_memory.vault.store import save_memory

    roots = resolve_roots(tmp_path, server_env(tmp_path))
    ids: dict[str, str] = {}
    plan = [("shared", ["all"], []), ("private", ["claude"], [])]
    plan += [("link-all", ["all"], ["shared"]), ("link-claude", ["claude"], ["shared"])]
    for name, targets, links in plan:
        memory = new_memory(
            title=f"Rollout {name}",
            body=f"Rollout {name}: the token rotation tests pass.",
            source_harness="codex",
            target_harnesses=targets,
            links=[ids[link] for link in links],
        )
        ids[name] = save_memory(roots, memory).memory.id
    return ids


def test_search_read_backlinks_and_doctor_only_see_targeted_memories(tmp_path: Path) -> None:
    ids = _seed_for_visibility(tmp_path)
    seen: dict[str, dict[str, Any]] = {}

    async def look(harness: str) -> None:
        async with sdk_client(server_env(tmp_path, harness=harness), tmp_path) as client:
            found = structured(await client.call_tool("memory_search", {"query": "rollout"}))
            shared = structured(await client.call_tool("memory_read", {"id": ids["shared"]}))
            private = await client.call_tool("memory_read", {"id": ids["private"]})
            doctor = structured(await client.call_tool("memory_doctor", {}))
            seen[harness] = {
                "search": sorted(hit["memory"]["id"] for hit in found["results"]),
                "backlinks": sorted(b["id"] for b in shared["backlinks"]),
                "private": private,
                "count": doctor["memoryCount"],
            }

    for harness in ("claude", "opencode"):
        run(partial(look, harness))

    everything = sorted(ids.values())
    public = sorted([ids["shared"], ids["link-all"]])
    assert seen["claude"]["search"] == everything
    assert seen["opencode"]["search"] == public
    assert seen["claude"]["backlinks"] == sorted([ids["link-all"], ids["link-claude"]])
    assert seen["opencode"]["backlinks"] == [ids["link-all"]]
    assert seen["claude"]["private"].is_error is False
    hidden = seen["opencode"]["private"]
    assert hidden.is_error is True
    assert structured(hidden)["error"]["code"] == "MEMORY_READ_FAILED"
    assert seen["claude"]["count"] == 4
    assert seen["opencode"]["count"] == 2


def test_user_scope_needs_the_operator_opt_in_and_an_explicit_request(tmp_path: Path) -> None:
    with RawServer(server_env(tmp_path), tmp_path) as server:
        server.initialize()
        calls = [
            ("memory_save", save_args(scope="user")),
            ("memory_search", {"scopes": ["project", "user"]}),
            ("memory_read", {"id": "mem_20260101_00000000000000000000", "scope": "user"}),
            ("memory_doctor", {"scopes": ["user"]}),
        ]
        for number, (tool, arguments) in enumerate(calls, start=1):
            result = server.call(number, tool, arguments)["result"]
            assert result["isError"] is True
            assert result["structuredContent"]["error"]["reason"] == "USER_SCOPE_DISABLED"
        server.close()
    assert vault_files(tmp_path) == {}

    env = server_env(tmp_path, ECC_MEMORY_ALLOW_USER_SCOPE="1")

    async def scenario() -> None:
        async with sdk_client(env, tmp_path) as client:
            saved = structured(
                await client.call_tool("memory_save", save_args("Personal rollout", scope="user"))
            )
            memory_id = saved["memory"]["id"]
            assert saved["path"].startswith("user:")
            default = structured(await client.call_tool("memory_search", {"query": "rollout"}))
            assert default["results"] == []
            explicit = structured(
                await client.call_tool("memory_search", {"query": "rollout", "scopes": ["user"]})
            )
            assert [hit["memory"]["id"] for hit in explicit["results"]] == [memory_id]
            hidden = await client.call_tool("memory_read", {"id": memory_id})
            assert hidden.is_error is True
            shown = await client.call_tool("memory_read", {"id": memory_id, "scope": "user"})
            assert shown.is_error is False

    run(scenario)
    assert len(list((tmp_path / "home" / ".ecc").rglob("mem_*.md"))) == 1


def test_a_secret_is_refused_without_echoing_it_and_nothing_is_written(tmp_path: Path) -> None:
    with RawServer(server_env(tmp_path), tmp_path) as server:
        server.initialize()
        for number, args in enumerate(
            [
                save_args(body=f"deploy with {TOKEN}"),
                save_args(body=f"line one\n\t{TOKEN}"),
                save_args(title=f"token {TOKEN}"),
            ],
            start=1,
        ):
            server.send(
                {
                    "jsonrpc": "2.0",
                    "id": number,
                    "method": "tools/call",
                    "params": {"name": "memory_save", "arguments": args},
                }
            )
            line = server.recv()
            assert TOKEN not in json.dumps(line)
            error = line["result"]["structuredContent"]["error"]
            assert line["result"]["isError"] is True
            assert error["code"] == "MEMORY_WRITE_REJECTED"
            assert error["reason"] == "SECRET_REFUSED"
        code, stderr = server.close()
        assert code == 0
        assert TOKEN.encode() not in stderr
    assert memory_files(tmp_path) == []


def test_memory_context_loads_the_protocol_pack_read_only(tmp_path: Path) -> None:
    from ecc_memory.protocol.writers.scaffold import init_directory

    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    init_directory(repo / "docs" / "memory")
    (repo / "app.py").write_text("x\n")
    before = vault_files(tmp_path)
    with RawServer(server_env(tmp_path), repo / "docs") as server:
        server.initialize()
        pack = server.call(1, "memory_context", {"task": "implementation"})["result"]
        assert pack["isError"] is False
        content = pack["structuredContent"]
        assert content["completeness"] == "COMPLETE"
        loaded = {module["path"]: module["content"] for module in content["loaded"]}
        assert "brief.md" in loaded
        assert loaded["brief.md"].startswith("# Project Brief")
        paths = server.call(
            4, "memory_context", {"task": "implementation", "paths": ["app.py", "gone.py"]}
        )
        assert paths["result"]["structuredContent"]["missing_on_disk"] == ["gone.py"]
        unknown = server.call(2, "memory_context", {"task": "poetry"})["result"]
        assert unknown["isError"] is True
        error = unknown["structuredContent"]["error"]
        assert (error["code"], error["reason"]) == ("MEMORY_CONTEXT_FAILED", "PROTOCOL_TASK")
        spoof = server.call(3, "memory_context", {"task": "implementation", "root": "/"})
        assert spoof["result"]["structuredContent"]["error"]["code"] == "MEMORY_INVALID_ARGUMENTS"
        server.close()
    assert vault_files(tmp_path) == before


def test_a_tampered_guard_refuses_the_write_and_changes_nothing(tmp_path: Path) -> None:
    guard = tmp_path / "repo" / ".ecc" / "memory" / "project" / ".gitignore"
    guard.parent.mkdir(parents=True)
    guard.write_bytes(b"# commit everything\n")
    before = vault_files(tmp_path)
    with RawServer(server_env(tmp_path), tmp_path) as server:
        server.initialize()
        result = server.call(1, "memory_save", save_args())["result"]
        assert result["isError"] is True
        error = result["structuredContent"]["error"]
        assert (error["code"], error["reason"]) == ("MEMORY_WRITE_REJECTED", "GUARD_TAMPERED")
        team = server.call(2, "memory_save", save_args(scope="team"))["result"]
        assert team["isError"] is False
        server.close()
    after = vault_files(tmp_path)
    assert {k: v for k, v in after.items() if "/project/" in k} == before


def test_core_refusals_and_bad_roots_become_error_results_in_process(tmp_path: Path) -> None:
    from ecc_memory.mcp.tools import ToolBox

    env = server_env(tmp_path, ECC_MEMORY_PROJECT_ROOT="bad\x1b[31mroot")
    outcome = ToolBox("claude", env).call("memory_search", {"query": "x"})
    assert outcome.is_error is True
    assert outcome.payload["error"]["code"] == "MEMORY_SEARCH_FAILED"
    assert outcome.payload["error"]["reason"] == "INVALID_ROOT"
    toolbox = ToolBox("claude", server_env(tmp_path))
    missing = toolbox.call("memory_read", {"id": "mem_20260101_00000000000000000000"})
    assert missing.payload["error"]["reason"] == "NOT_FOUND"
    too_long = toolbox.call("memory_save", {"title": "t", "body": "é" * 40_000})
    assert too_long.payload["error"]["code"] == "MEMORY_WRITE_REJECTED"
    assert "é" not in json.dumps(too_long.payload, ensure_ascii=False)
    assert vault_files(tmp_path) == {}


def test_an_oversized_result_becomes_a_bounded_error() -> None:
    from ecc_memory.mcp.server import MAX_MESSAGE_BYTES, tool_result
    from ecc_memory.mcp.tools import Outcome

    result = tool_result(Outcome({"memory": {"body": "x" * 600_000}}), "MEMORY_READ_FAILED")
    assert result["isError"] is True
    assert result["structuredContent"]["error"]["reason"] == "RESPONSE_TOO_LARGE"
    assert len(json.dumps(result)) < MAX_MESSAGE_BYTES


# --- hostile input ----------------------------------------------------------------------------


def test_hostile_lines_get_errors_and_a_valid_request_still_succeeds(
    tmp_path: Path,
) -> None:
    with RawServer(server_env(tmp_path), tmp_path) as server:
        server.initialize()
        hostile: list[tuple[bytes, int]] = [
            (b"{not json", -32700),
            (b"\xff\xfe\x00garbage", -32700),
            (b"[" * 100_000 + b"]" * 100_000, -32700),
            (b"[]", -32600),
            (b'[{"jsonrpc":"2.0","id":5,"method":"ping"}]', -32600),
            (b'"just a string"', -32600),
            (b'{"jsonrpc":"1.0","id":6,"method":"ping"}', -32600),
            (b'{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}', -32600),
            (b'{"jsonrpc":"2.0","id":7,"method":42}', -32600),
            (b'{"jsonrpc":"2.0","id":8,"method":"no/such/method"}', -32601),
            (b'{"jsonrpc":"2.0","id":9,"method":"tools/call","params":[1]}', -32600),
            (b'{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"rm_rf"}}', -32602),
            (b'{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":7}}', -32602),
            (
                b'{"jsonrpc":"2.0","id":12,"method":"tools/call",'
                b'"params":{"name":"memory_search","arguments":"query"}}',
                -32602,
            ),
            (
                b'{"jsonrpc":"2.0","id":13,"method":"tools/call",'
                b'"params":{"name":"memory_save","arguments":null}}',
                -32602,
            ),
            (
                b'{"jsonrpc":"2.0","id":14,"method":"tools/call",'
                b'"params":{"name":"memory_search","arguments":{"limit":NaN}}}',
                -32700,
            ),
            (b'{"jsonrpc":"2.0","id":15,"method":"ping","params":{"x":Infinity}}', -32700),
        ]
        for line, code in hostile:
            server.send_bytes(line + b"\n")
            answer = server.recv()
            assert answer["error"]["code"] == code, line[:80]
            assert "Traceback" not in json.dumps(answer)
        wrong_types = [
            {"query": 5},
            {"limit": "5"},
            {"limit": 0},
            {"limit": 101},
            {"limit": True},
            {"scopes": "project"},
            {"scopes": ["project", "project"]},
            {"kinds": ["poem"]},
            {"query": "x" * 501},
        ]
        for number, arguments in enumerate(wrong_types, start=20):
            result = server.call(number, "memory_search", arguments)["result"]
            assert result["isError"] is True
            assert result["structuredContent"]["error"]["code"] == "MEMORY_INVALID_ARGUMENTS"
        huge = save_args(body="x" * (1 << 20))
        server.send(
            {"jsonrpc": "2.0", "id": 98, "method": "tools/call",
             "params": {"name": "memory_save", "arguments": huge}}
        )  # fmt: skip
        answer = server.recv()
        assert answer["id"] is None
        assert answer["error"]["code"] == -32700
        assert "1 MiB" in answer["error"]["message"]
        assert server.request(97, "ping")["result"] == {}
        saved = server.call(99, "memory_save", save_args())["result"]
        assert saved["isError"] is False
        assert server.close()[0] == 0
    assert len(memory_files(tmp_path)) == 1


@pytest.mark.parametrize("count", [1_000, 8_000])
def test_huge_arrays_of_objects_are_refused_before_any_quadratic_check(
    tmp_path: Path, count: int
) -> None:
    # jsonschema's uniqueItems compares items pairwise; at 8,000 distinct objects that took a
    # minute and stalled every other call. A bounded check must refuse it first.
    tags = [{"n": n} for n in range(count)]
    with RawServer(server_env(tmp_path), tmp_path) as server:
        server.initialize()
        for number, name, arguments in [
            (1, "memory_search", {"tags": tags}),
            (2, "memory_save", save_args(tags=tags)),
            (3, "memory_search", {"kinds": [[n] for n in range(count)]}),
        ]:
            result = server.call(number, name, arguments)["result"]
            assert result["structuredContent"]["error"]["code"] == "MEMORY_INVALID_ARGUMENTS"
            assert "must hold at most" in result["structuredContent"]["error"]["message"]
        # The next valid request is answered at once (a stalled server would time out here).
        assert server.request(4, "ping")["result"] == {}
        assert server.close()[0] == 0
    assert memory_files(tmp_path) == []


def test_short_arrays_of_objects_are_a_type_error() -> None:
    from ecc_memory.mcp.tools import ToolBox

    outcome = ToolBox("claude").call("memory_search", {"tags": [{"a": 1}, {"a": 1}]})
    assert outcome.is_error
    assert outcome.payload["error"]["message"] == "memory_search: /tags/0 must be of type string."


def test_a_flood_of_requests_is_answered_in_full(tmp_path: Path) -> None:
    with RawServer(server_env(tmp_path), tmp_path) as server:
        early = server.request(1, "tools/call", {"name": "memory_doctor", "arguments": {}})
        assert early["error"]["code"] == -32602
        server.initialize()
        count = 400
        flood = b"".join(
            json.dumps({"jsonrpc": "2.0", "id": n, "method": "ping"}).encode() + b"\n"
            for n in range(1, count + 1)
        )
        server.send_bytes(flood)
        answered = {server.recv()["id"] for _ in range(count)}
        assert answered == set(range(1, count + 1))
        assert server.close()[0] == 0


def test_requests_accepted_before_stdin_closes_are_still_answered(tmp_path: Path) -> None:
    with RawServer(server_env(tmp_path), tmp_path) as server:
        server.initialize()
        for number in range(1, 6):
            server.send(
                {
                    "jsonrpc": "2.0",
                    "id": number,
                    "method": "tools/call",
                    "params": {"name": "memory_save", "arguments": save_args(f"Note {number}")},
                }
            )
        assert server.proc.stdin is not None
        server.proc.stdin.close()
        answers = [server.recv() for _ in range(5)]
        assert all(a["result"]["isError"] is False for a in answers)
        assert server.proc.wait(timeout=TIMEOUT) == 0
    assert len(memory_files(tmp_path)) == 5


# --- concurrency ------------------------------------------------------------------------------


def test_concurrent_saves_in_one_session_never_lose_a_write(tmp_path: Path) -> None:
    ids: list[str] = []

    async def scenario() -> None:
        async with sdk_client(server_env(tmp_path), tmp_path) as client:

            async def save(number: int) -> None:
                result = await client.call_tool("memory_save", save_args(f"Parallel {number}"))
                ids.append(structured(result)["memory"]["id"])

            async with anyio.create_task_group() as group:
                for number in range(30):
                    group.start_soon(save, number)

    run(scenario)
    assert len(set(ids)) == 30
    assert sorted(p.stem for p in memory_files(tmp_path)) == sorted(ids)


@pytest.mark.slow
def test_concurrent_saves_from_several_servers_never_lose_a_write(tmp_path: Path) -> None:
    servers = [
        RawServer(server_env(tmp_path, harness=h), tmp_path)
        for h in ("claude", "codex", "opencode")
    ]
    try:
        for server in servers:
            server.initialize()
        for server in servers:
            for number in range(1, 16):
                server.send(
                    {
                        "jsonrpc": "2.0",
                        "id": number,
                        "method": "tools/call",
                        "params": {"name": "memory_save", "arguments": save_args(f"Race {number}")},
                    }
                )
        ids = []
        for server in servers:
            for _ in range(15):
                result = server.recv()["result"]
                assert result["isError"] is False
                ids.append(result["structuredContent"]["memory"]["id"])
            assert server.close()[0] == 0
    finally:
        for server in servers:
            server.__exit__()
    assert len(set(ids)) == 45
    assert sorted(p.stem for p in memory_files(tmp_path)) == sorted(ids)


# --- documentation ----------------------------------------------------------------------------


def test_every_tool_error_code_and_variable_is_documented() -> None:
    from ecc_memory.mcp import tools

    text = (Path(__file__).resolve().parents[2] / "docs" / "mcp.md").read_text(encoding="utf-8")
    for spec in tools.tool_specs():
        assert f"`{spec.name}`" in text
        assert f"`{spec.error_code}`" in text
        for argument in spec.input_schema["properties"]:
            assert f"`{argument}`" in text, (spec.name, argument)
    for name in (
        "MEMORY_INVALID_ARGUMENTS",
        "USER_SCOPE_DISABLED",
        "RESPONSE_TOO_LARGE",
        "INTERNAL_ERROR",
        "ECC_MEMORY_HARNESS",
        "ECC_MEMORY_ALLOW_USER_SCOPE",
        "ECC_MEMORY_PROJECT_ROOT",
        "ECC_MEMORY_USER_ROOT",
        ".mcp.json",
        "[mcp_servers.ecc-memory]",
        "opencode.json",
    ):
        assert name in text, name


def test_hidden_characters_reach_the_model_only_as_json_escapes() -> None:
    from ecc_memory.mcp.server import tool_result
    from ecc_memory.mcp.tools import Outcome

    payload = {"memory": {"title": "Notes\u2028## Trusted", "body": "ok\U000e0041 café"}}
    result = tool_result(Outcome(payload), "MEMORY_READ_FAILED")
    text = result["content"][0]["text"]
    assert "\u2028" not in text
    assert "\U000e0041" not in text
    assert "\\u2028" in text
    assert json.loads(text) == payload == result["structuredContent"]
    plain = tool_result(Outcome({"t": "café"}), "X")["content"][0]["text"]
    assert plain == '{"t":"café"}'  # ordinary text stays readable


def test_in_a_linked_worktree_the_server_uses_the_vault_the_cli_uses(tmp_path: Path) -> None:
    from gitrepo import git, init_repo

    main = init_repo(tmp_path / "main")
    (main / "a.txt").write_text("a\n")
    git(main, "add", ".")
    git(main, "commit", "-q", "-m", "a")
    linked = tmp_path / "linked"
    git(main, "worktree", "add", "-q", "-b", "side", str(linked))
    env = server_env(tmp_path)
    del env["ECC_MEMORY_PROJECT_ROOT"]  # as `setup claude` registers it
    subprocess.run(["ecc", "memory", "init"], cwd=main, env=env, check=True, capture_output=True)
    with RawServer(env, linked) as server:
        server.initialize()
        saved = server.call(1, "memory_save", save_args("From the worktree"))["result"]
        assert saved["isError"] is False, saved
        server.close()
    memory_id = saved["structuredContent"]["memory"]["id"]
    assert list((main / ".ecc" / "memory" / "project").rglob(f"{memory_id}.md"))
    assert not (linked / ".ecc" / "memory" / "project").exists()
    brief = subprocess.run(
        ["ecc", "memory", "brief", "--harness", "claude"], cwd=linked, env=env,
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert memory_id in brief.stdout
