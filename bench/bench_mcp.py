"""Speed of the stdio MCP server, measured from outside over its pipes.

Generates a vault (80% project, 20% team, ~600-byte bodies, reference byte format), then prints
medians for: process start to the ``initialize`` answer, the first ``memory_search`` (index
build), warm ``memory_search`` calls, ``memory_save`` calls, and a search right after a save.

    python bench/bench_mcp.py [--memories 10000] [--calls 50]

Targets (issue 5): warm memory_search at 10,000 memories <= 30 ms per call, memory_save <= 30 ms;
(issue 10): process start to the ``initialize`` answer <= 0.25 s, warm memory_search <= 25 ms;
(issues 19 and 21): spawn to the ``tools/list`` answer <= 0.3 s whatever its params (Codex sends
``_meta.progressToken``), spawn to the first tool result <= 0.5x the JavaScript reference at
1,000 memories (compare with ``--reference DIR``, a checkout holding scripts/memory-mcp.mjs).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from ecc_memory.config import resolve_roots
from ecc_memory.vault import KINDS
from ecc_memory.vault.document import kind_dir, new_memory, serialize
from ecc_memory.vault.store import init_vault

SERVER = [sys.executable, "-m", "ecc_memory.mcp.server"]
VOCABULARY = (
    "auth rollout token rotation migration cache index sqlite search ranking pre-commit hook "
    "branch merge review handoff deploy staging database schema latency budget retry timeout "
    "queue worker parser lexer snapshot fixture flaky release changelog feature/login "
    "snake_case docker compose kubernetes secret vault policy lint typing mypy ruff pytest"
)
WORDS = VOCABULARY.split()
HARNESSES = ("all", "claude", "codex", "opencode")


def generate(root: Path, count: int, seed: int = 5) -> None:
    """Write ``count`` memories straight to disk; the server must cope with files it never saw."""
    rng = random.Random(seed)
    env = {"ECC_MEMORY_PROJECT_ROOT": str(root), "HOME": str(root.parent)}
    roots = resolve_roots(root.parent, env)
    init_vault(roots, ("project", "team"))
    for number in range(count):
        scope = "team" if number % 5 == 0 else "project"
        kind = KINDS[number % len(KINDS)]
        body = " ".join(rng.choice(WORDS) for _ in range(90))[:600]
        memory = new_memory(
            title=" ".join(rng.choice(WORDS) for _ in range(5)).capitalize(),
            body=body,
            kind=kind,
            scope=scope,
            source_harness=rng.choice(HARNESSES[1:]),
            target_harnesses=(rng.choice(HARNESSES),),
            tags=tuple(sorted({rng.choice(WORDS).replace("/", "-") for _ in range(2)})),
        )
        path = roots.root(scope) / kind_dir(kind) / f"{memory.id}.md"
        path.write_bytes(serialize(memory))


class Pipe:
    """A raw JSON-RPC client: the smallest client overhead we can get."""

    def __init__(self, env: dict[str, str], cwd: Path, command: list[str] = SERVER) -> None:
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env, cwd=cwd
        )
        self.next_id = 0

    def request(self, method: str, params: dict[str, Any], ok: bool = True) -> dict[str, Any]:
        assert self.proc.stdin is not None
        assert self.proc.stdout is not None
        self.next_id += 1
        line = {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}
        self.proc.stdin.write(json.dumps(line).encode() + b"\n")
        self.proc.stdin.flush()
        answer: dict[str, Any] = json.loads(self.proc.stdout.readline())
        if ok and ("error" in answer or answer["result"].get("isError")):
            raise SystemExit(f"bench: {method} failed: {json.dumps(answer)[:300]}")
        return answer

    def initialize(self) -> float:
        """Seconds from process start to the initialize answer."""
        info = {"name": "bench", "version": "1"}
        params = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": info}
        self.request("initialize", params)
        elapsed = time.perf_counter() - self.started
        assert self.proc.stdin is not None
        self.proc.stdin.write(b'{"jsonrpc":"2.0","method":"notifications/initialized"}\n')
        self.proc.stdin.flush()
        return elapsed

    def opening(self, then: tuple[str, dict[str, Any]]) -> float:
        """Seconds from spawn to the answer of ``then``, sent in one burst with the handshake
        the way Codex and Claude Code open a session (nothing waits for an answer first)."""
        assert self.proc.stdin is not None
        assert self.proc.stdout is not None
        info = {"name": "bench", "version": "1"}
        init = {"protocolVersion": "2025-11-25", "capabilities": {}, "clientInfo": info}
        method, params = then
        burst = [
            {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": init},
            {"jsonrpc": "2.0", "method": "notifications/initialized"},
            {"jsonrpc": "2.0", "id": 2, "method": method, "params": params},
        ]
        self.proc.stdin.write(b"".join(json.dumps(m).encode() + b"\n" for m in burst))
        self.proc.stdin.flush()
        while True:
            answer = json.loads(self.proc.stdout.readline())
            if answer.get("id") == 2:
                if "error" in answer or answer["result"].get("isError"):
                    raise SystemExit(f"bench: {method} failed: {json.dumps(answer)[:300]}")
                self.next_id = 2
                return time.perf_counter() - self.started

    def timed(self, method: str, params: dict[str, Any], ok: bool = True) -> float:
        started = time.perf_counter()
        self.request(method, params, ok)
        return time.perf_counter() - started

    def call(self, name: str, arguments: dict[str, Any], ok: bool = True) -> float:
        return self.timed("tools/call", {"name": name, "arguments": arguments}, ok)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=60)
        assert self.proc.stdout is not None
        self.proc.stdout.close()


def in_process_search(
    env: dict[str, str], cwd: Path, rng: random.Random, calls: int
) -> list[float]:
    """The same warm searches without a server, to show what the MCP layer adds."""
    from ecc_memory.vault.search import search_memories

    roots = resolve_roots(cwd, env)
    timings = []
    for _ in range(calls):
        started = time.perf_counter()
        search_memories(roots, f"{rng.choice(WORDS)} {rng.choice(WORDS)}", target_harness="claude")
        timings.append(time.perf_counter() - started)
    return timings


def reference_rows(
    checkout: Path, vault: Path, work: Path, starts: int
) -> list[tuple[str, str, int]]:
    """The reference server on the same vault: spawn to its first search result."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ECC_")}
    env.update(HOME=str(work), ECC_MEMORY_PROJECT_ROOT=str(vault), ECC_MEMORY_HARNESS="claude")
    command = ["node", str(checkout / "scripts" / "memory-mcp.mjs")]
    search = ("tools/call", {"name": "memory_search", "arguments": {"query": "auth rollout"}})
    timings, listed = [], []
    for _ in range(starts):
        pipe = Pipe(env, work, command)
        timings.append(pipe.opening(search))
        pipe.close()
        pipe = Pipe(env, work, command)
        # Without params: this version of the reference refuses tools/list params (even _meta).
        listed.append(pipe.opening(("tools/list", {})))
        pipe.close()
    return [
        ("reference: spawn -> tools/list answer", ms(listed), len(listed)),
        ("reference: spawn -> first search result", ms(timings), len(timings)),
    ]


def ms(seconds: list[float]) -> str:
    return f"{statistics.median(seconds) * 1000:8.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--memories", type=int, default=10_000)
    parser.add_argument("--calls", type=int, default=50)
    parser.add_argument("--starts", type=int, default=5)
    parser.add_argument(
        "--reference",
        type=Path,
        help="a checkout of the JavaScript reference (scripts/memory-mcp.mjs, ajv installed)",
    )
    options = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="ecc-bench-mcp-") as tmp:
        work = Path(tmp)
        vault = work / "repo" / ".ecc" / "memory"
        started = time.perf_counter()
        generate(vault, options.memories)
        print(f"generated {options.memories} memories in {time.perf_counter() - started:.1f} s")
        env = {k: v for k, v in os.environ.items() if not k.startswith("ECC_")}
        # Byte-code caching on, as in an installed package (an editable install under
        # PYTHONDONTWRITEBYTECODE would recompile every module in every server start).
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env.update(
            HOME=str(work),
            XDG_CACHE_HOME=str(work / "cache"),
            ECC_MEMORY_PROJECT_ROOT=str(vault),
            ECC_MEMORY_HARNESS="claude",
        )
        rows: list[tuple[str, str, int]] = []

        starts = []
        for _ in range(options.starts):
            pipe = Pipe(env, work)
            starts.append(pipe.initialize())
            pipe.close()
        rows.append(("process start -> initialize answer", ms(starts), len(starts)))
        listed = []
        for _ in range(options.starts):
            pipe = Pipe(env, work)
            listed.append(pipe.opening(("tools/list", {"_meta": {"progressToken": 0}})))
            pipe.close()
        rows.append(("spawn -> tools/list answer (Codex params)", ms(listed), len(listed)))
        search = ("tools/call", {"name": "memory_search", "arguments": {"query": "auth rollout"}})
        cold = []
        for number in range(options.starts):
            cold_env = {**env, "XDG_CACHE_HOME": str(work / f"cold-cache-{number}")}
            pipe = Pipe(cold_env, work)
            cold.append(pipe.opening(search))
            pipe.close()
        rows.append(("spawn -> first search result, no index", ms(cold), len(cold)))
        firsts = []
        for _ in range(options.starts):
            pipe = Pipe(env, work)
            firsts.append(pipe.opening(search))
            pipe.close()
        rows.append(("spawn -> first search result, index cached", ms(firsts), len(firsts)))
        floor = []
        for _ in range(options.starts):
            started = time.perf_counter()
            subprocess.run([sys.executable, "-c", "pass"], check=True)
            floor.append(time.perf_counter() - started)
        rows.append(("python -c pass (interpreter floor)", ms(floor), len(floor)))
        if options.reference:
            rows += reference_rows(options.reference, vault, work, options.starts)

        rng = random.Random(7)
        pipe = Pipe(env, work)
        pipe.initialize()
        pings = [pipe.timed("ping", {}) for _ in range(options.calls)]
        rows.append(("ping round trip (transport)", ms(pings), len(pings)))
        refused = [pipe.call("memory_search", {"limit": 0}, ok=False) for _ in range(options.calls)]
        rows.append(("tools/call refused by schema (adapter only)", ms(refused), len(refused)))
        first = pipe.call("memory_search", {"query": "auth rollout"})
        rows.append(("memory_search, first call (index build)", ms([first]), 1))
        warm = [
            pipe.call("memory_search", {"query": f"{rng.choice(WORDS)} {rng.choice(WORDS)}"})
            for _ in range(options.calls)
        ]
        rows.append(("memory_search, warm", ms(warm), len(warm)))
        saves, after = [], []
        for number in range(options.calls):
            body = f"Bench note {number}: " + " ".join(rng.choice(WORDS) for _ in range(60))
            saves.append(pipe.call("memory_save", {"title": f"Bench {number}", "body": body}))
            if number % 5 == 0:
                after.append(pipe.call("memory_search", {"query": "bench note"}))
        rows.append(("memory_save", ms(saves), len(saves)))
        rows.append(("memory_search right after a save", ms(after), len(after)))
        reads = [pipe.call("memory_doctor", {}) for _ in range(3)]
        rows.append(("memory_doctor", ms(reads), len(reads)))
        pipe.close()
        core = in_process_search(env, work, rng, options.calls)
        rows.append(("search_memories in-process (core, no MCP)", ms(core), len(core)))

    print(f"\nMCP server over stdio, {options.memories} memories (medians)\n")
    print(f"{'operation':<42} {'ms':>8} {'n':>5}")
    print(f"{'-' * 42} {'-' * 8} {'-' * 5}")
    for label, value, count in rows:
        print(f"{label:<42} {value} {count:>5}")
    print(
        "\ntargets: initialize <= 250 ms, tools/list <= 300 ms whatever its params, warm"
        " memory_search <= 25 ms, memory_save <= 30 ms, first search <= 0.5x the reference"
    )


if __name__ == "__main__":
    main()
