"""``memory_brief`` over a real server process: the server's identity decides what it shows."""

from __future__ import annotations

from pathlib import Path

from ecc_memory.config import resolve_roots
from ecc_memory.protocol.model.budget import estimate_tokens
from ecc_memory.protocol.writers.scaffold import init_directory
from ecc_memory.vault.document import new_memory
from ecc_memory.vault.store import save_memory
from mcp_client import RawServer, server_env


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}  # fmt: skip


def test_memory_brief_follows_the_server_identity(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / ".git" / "HEAD").write_text("ref: refs/heads/feature/login\n")
    init_directory(repo / "docs" / "memory")
    roots = resolve_roots(tmp_path, server_env(tmp_path))
    ids = {}
    for harness in ("claude", "codex"):
        memory = new_memory(title=f"For {harness}", body="The rotation tests pass.",
                            source_harness="opencode", target_harnesses=(harness,))  # fmt: skip
        ids[harness] = save_memory(roots, memory).memory.id
    before = _files(tmp_path)
    with RawServer(server_env(tmp_path, "claude"), repo) as server:
        server.initialize()
        result = server.call(1, "memory_brief", {})["result"]
        assert result["isError"] is False
        brief = result["structuredContent"]
        assert brief["harness"] == "claude"
        assert brief["branch"] == "feature/login"
        assert ids["claude"] in brief["included"]
        assert ids["codex"] not in brief["markdown"]
        assert brief["protocol"]["completeness"] == "COMPLETE"
        assert brief["tokens"] == estimate_tokens(brief["markdown"]) <= brief["budget"] == 2000
        small = server.call(2, "memory_brief", {"budget": 300, "task": "planning"})["result"]
        assert small["structuredContent"]["tokens"] <= 300
        for number, arguments in enumerate(
            [{"harness": "codex"}, {"budget": 10}, {"task": ""}, {"paths": "x"}], start=3
        ):
            refused = server.call(number, "memory_brief", arguments)["result"]
            assert refused["isError"] is True
            assert refused["structuredContent"]["error"]["code"] == "MEMORY_INVALID_ARGUMENTS"
        unknown = server.call(9, "memory_brief", {"task": "poetry"})["result"]["structuredContent"]
        assert (unknown["error"]["code"], unknown["error"]["reason"]) == (
            "MEMORY_BRIEF_FAILED",
            "PROTOCOL_TASK",
        )
        assert server.close()[0] == 0
    after = _files(tmp_path)
    # Reads only: the vault and docs/memory are unchanged (the index cache lives in HOME).
    assert {k: v for k, v in after.items() if "/.cache/" not in k} == {
        k: v for k, v in before.items() if "/.cache/" not in k
    }
