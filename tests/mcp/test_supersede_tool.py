"""``memory_supersede`` over stdio with the SDK's client: the replacement is written with this
server's identity and hides the old memory from search for the harnesses that can see it."""

from __future__ import annotations

from pathlib import Path

import anyio

from mcp_client import sdk_client, server_env, structured


def test_memory_supersede_replaces_a_memory_for_this_harness(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with sdk_client(server_env(tmp_path, harness="codex"), tmp_path) as client:
            saved = await client.call_tool(
                "memory_save", {"title": "Build flag", "body": "Build with --fast.", "tags": ["b"]}
            )
            old = structured(saved)["memory"]["id"]
            done = await client.call_tool(
                "memory_supersede", {"id": old[:20], "body": "Build with --safe; --fast is gone."}
            )
            assert done.is_error is False
            result = structured(done)
            new = result["memory"]
            assert result["supersedes"] == old
            assert (new["sourceHarness"], new["links"]) == ("codex", [old])
            assert new["tags"] == ["b", "supersedes"]
            found = structured(await client.call_tool("memory_search", {"query": "build"}))
            assert [hit["memory"]["id"] for hit in found["results"]] == [new["id"]]
            read = structured(await client.call_tool("memory_read", {"id": old}))
            assert [b["id"] for b in read["backlinks"]] == [new["id"]]
            again = await client.call_tool("memory_supersede", {"id": old, "body": "third try"})
            assert again.is_error is True
            assert "ALREADY_REPLACED" in again.content[0].text

    anyio.run(scenario)
    assert len(list((tmp_path / "repo").rglob("mem_*.md"))) == 2
