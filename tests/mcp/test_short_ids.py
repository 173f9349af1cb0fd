"""Every MCP argument that takes a memory ID (``memory_read``'s and ``memory_supersede``'s
``id``, ``memory_save``'s ``links``) takes a unique start of an ID or of its random part, as the
CLI does, over stdio with the SDK's client. A start that names several memories is refused
naming the argument and the IDs this harness can see, never a body, and writes nothing."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio

from conftest import snapshot
from mcp_client import sdk_client, server_env, structured

ONE, TWO = "mem_20261201_5b26e751aaaa", "mem_20261202_5b26e751bbbb"
HIDDEN = "mem_20261203_5b26e751cccc"  # for claude only: a codex server must never name it


def _seed(tmp_path: Path) -> Path:
    from ecc_memory.vault.document import new_memory, serialize

    notes = tmp_path / "repo" / ".ecc" / "memory" / "project" / "notes"
    notes.mkdir(parents=True)
    for memory_id, targets in ((ONE, ("all",)), (TWO, ("all",)), (HIDDEN, ("claude",))):
        memory = new_memory(title=memory_id[-4:], body=f"secret body {memory_id[-4:]}",
                            source_harness="claude", target_harnesses=targets)  # fmt: skip
        (notes / f"{memory_id}.md").write_bytes(serialize(memory._replace(id=memory_id)))
    return tmp_path / "repo"


def _error(result: Any) -> dict[str, str]:
    assert result.is_error is True
    error = structured(result)["error"]
    assert "secret body" not in error["message"]
    assert HIDDEN not in error["message"]
    return dict(error)


def test_ids_and_links_take_a_unique_start_of_the_random_part(tmp_path: Path) -> None:
    repo = _seed(tmp_path)

    async def scenario() -> None:
        async with sdk_client(server_env(tmp_path, harness="codex"), tmp_path) as client:
            read = structured(await client.call_tool("memory_read", {"id": "5b26e751a"}))
            assert read["memory"]["id"] == ONE
            saved = await client.call_tool(
                "memory_save", {"title": "Child", "body": "child", "links": ["5b26e751b"]}
            )
            child = structured(saved)["memory"]
            assert child["links"] == [TWO]
            stored = next(repo.rglob(f"{child['id']}.md")).read_bytes()
            assert f'\nlinks: ["{TWO}"]\n'.encode() in stored
            backlinks = structured(await client.call_tool("memory_read", {"id": "5b26e751b"}))
            assert [b["id"] for b in backlinks["backlinks"]] == [child["id"]]
            done = await client.call_tool(
                "memory_supersede", {"id": "5b26e751a", "body": "corrected"}
            )
            assert structured(done)["supersedes"] == ONE

    anyio.run(scenario)


def test_an_ambiguous_or_unknown_start_is_refused_naming_the_argument(tmp_path: Path) -> None:
    repo = _seed(tmp_path)
    listed = f"mem_5b26e751 is the start of 2 memory IDs ({ONE}, {TWO}); give more of the ID."
    calls = [
        ("memory_read", {"id": "5b26e751"}, "AMBIGUOUS_ID", f"argument id: {listed}"),
        ("memory_supersede", {"id": "5b26e751", "body": "x"}, "AMBIGUOUS_ID",
         f"argument id: {listed}"),
        ("memory_save", {"title": "T", "body": "b", "links": [ONE, "5b26e751"]}, "AMBIGUOUS_ID",
         f"argument links: {listed}"),
        ("memory_read", {"id": "5b26e751c"}, "NOT_FOUND",
         "argument id: Memory mem_5b26e751c was not found."),
        ("memory_save", {"title": "T", "body": "b", "links": ["5b26e751c"]}, "NOT_FOUND",
         "argument links: Memory mem_5b26e751c was not found."),
    ]  # fmt: skip

    async def scenario() -> None:
        async with sdk_client(server_env(tmp_path, harness="codex"), tmp_path) as client:
            for tool, args, reason, message in calls:
                error = _error(await client.call_tool(tool, args))
                assert (error["reason"], error["message"]) == (reason, message)
            for tool, args in (
                ("memory_read", {"id": "5b"}),
                ("memory_save", {"title": "T", "body": "b", "links": ["5b"]}),
            ):
                error = _error(await client.call_tool(tool, args))  # fmt: skip
                assert error["code"] == "MEMORY_INVALID_ARGUMENTS"

    before = snapshot(repo)
    anyio.run(scenario)
    assert snapshot(repo) == before
