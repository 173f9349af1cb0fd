"""Side by side with the JavaScript reference (issue 21): the same vaults, paired runs, ratios.

Given a checkout of the reference (``scripts/memory.js``, ``scripts/memory-mcp.mjs`` and the
``scripts/lib/`` modules they load, with ``ajv`` installed beside them in ``node_modules``),
this builds one vault per size and corpus (``bench_vault``'s generator: both tools read the same
bytes), then runs every operation of issue 21's table as whole processes, ours and theirs
alternately (A B A B ...) after a warm-up, and prints medians, min-max and the ratio
ours / theirs, with both interpreters' floors (``python -c pass``, ``node -e 0``) measured in
the same rounds. Not a test: nothing here asserts a time. Without a checkout it says so and
exits 0.

    python bench/bench_vs_reference.py --reference ~/src/ecc-reference
    python bench/bench_vs_reference.py --reference DIR --sizes 10000 --corpus dense --rounds 9
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bench_vault  # noqa: E402  (the vault generator and its cache)

REFERENCE_FILES = (
    "scripts/memory.js",
    "scripts/memory-mcp.mjs",
    "scripts/lib/memory-vault.js",
    "scripts/lib/memory-vault-format.js",
    "scripts/lib/path-safety.js",
    "node_modules/ajv/package.json",
)
QUERIES = ("token rotation", "deploy session", "auth login", "release notes", "cache index")


# -- the two sides ---------------------------------------------------------------------------


@dataclass
class Side:
    """How one implementation is started: its CLI, its MCP server, its interpreter floor."""

    name: str
    cli: list[str]
    mcp: list[str]
    floor: list[str]
    help_commands: dict[str, list[str]]


def ours() -> Side:
    scripts = Path(sys.executable).parent
    ecc = scripts / "ecc"
    cli = [str(ecc)] if ecc.exists() else [sys.executable, "-m", "ecc_memory"]
    server = scripts / "ecc-memory-mcp"
    mcp = [str(server)] if server.exists() else [sys.executable, "-m", "ecc_memory.mcp.server"]
    return Side(
        "ours",
        [*cli, "memory"],
        mcp,
        [sys.executable, "-c", "pass"],
        {"`ecc --help`": [*cli, "--help"], "`ecc memory --help`": [*cli, "memory", "--help"]},
    )


def theirs(checkout: Path, node: str) -> Side:
    memory = [node, str(checkout / "scripts" / "memory.js")]
    # The reference's `ecc memory` router only spawns scripts/memory.js; its usage text is the
    # answer to both help commands.
    return Side(
        "theirs",
        memory,
        [node, str(checkout / "scripts" / "memory-mcp.mjs")],
        [node, "-e", "0"],
        {"`ecc --help`": [*memory, "--help"], "`ecc memory --help`": [*memory, "--help"]},
    )


def missing_reference(checkout: Path | None) -> str | None:
    """Why the reference cannot be run, or None."""
    if checkout is None:
        return (
            "skipped: no reference checkout given. Pass --reference DIR (or set "
            "ECC_BENCH_REFERENCE), a directory holding the reference's "
            + ", ".join(REFERENCE_FILES[:-1])
            + " and ajv in node_modules/ (see bench/README.md)."
        )
    absent = [name for name in REFERENCE_FILES if not (checkout / name).is_file()]
    if absent:
        return f"skipped: the reference checkout {checkout} lacks {', '.join(absent)}."
    if shutil.which("node") is None:
        return "skipped: no `node` on PATH to run the reference."
    return None


# -- timing ----------------------------------------------------------------------------------


def environment(vault: bench_vault.Vault) -> dict[str, str]:
    """Both sides' environment: a user's shell (``bench_vault.machine_variables`` unset), no
    ECC_* variables, bytecode caches written."""
    env = bench_vault.bench_env(vault)
    env["ECC_MEMORY_HARNESS"] = "bench"
    return env


def timed(command: list[str], cwd: Path, env: dict[str, str], stdin: bytes | None = None) -> float:
    """Seconds from spawn to exit of one whole process; a failure stops the benchmark."""
    started = time.perf_counter()
    result = subprocess.run(
        command, cwd=cwd, env=env, input=stdin, capture_output=True, check=False
    )
    elapsed = time.perf_counter() - started
    if result.returncode not in (0, 1):  # doctor exits 1 when it finds problems
        failure = result.stderr[:300]
        raise SystemExit(f"bench: {command[:3]} exited {result.returncode}: {failure!r}")
    return elapsed


class Server:
    """One MCP server over its pipes, spoken to as a client would."""

    def __init__(self, command: list[str], cwd: Path, env: dict[str, str]) -> None:
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            command, cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )  # fmt: skip
        self.next_id = 0

    def send(self, message: dict[str, Any]) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(message).encode() + b"\n")
        self.proc.stdin.flush()

    def request(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        assert self.proc.stdout is not None
        answer: dict[str, Any] = json.loads(self.proc.stdout.readline())
        if "error" in answer or answer["result"].get("isError"):
            raise SystemExit(f"bench: {method} failed: {json.dumps(answer)[:300]}")
        return answer

    def initialize(self) -> float:
        info = {"name": "bench", "version": "1"}
        self.request("initialize", {"protocolVersion": "2025-06-18", "capabilities": {},
                                    "clientInfo": info})  # fmt: skip
        elapsed = time.perf_counter() - self.started
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        return elapsed

    def search(self, query: str) -> float:
        started = time.perf_counter()
        self.request("tools/call", {"name": "memory_search", "arguments": {"query": query}})
        return time.perf_counter() - started

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait(timeout=120)


@dataclass
class Pair:
    """The paired samples of one operation."""

    label: str
    memories: str
    a: list[float] = field(default_factory=list)
    b: list[float] = field(default_factory=list)


Operation = Callable[[Side], float]


def paired(label: str, memories: str, operation: Operation, sides: tuple[Side, Side],
           rounds: int, warmup: int) -> Pair:  # fmt: skip
    """``rounds`` A B pairs after ``warmup`` unrecorded ones (bytecode and page caches warm)."""
    pair = Pair(label, memories)
    for number in range(warmup + rounds):
        first = operation(sides[0])
        second = operation(sides[1])
        if number >= warmup:
            pair.a.append(first)
            pair.b.append(second)
    print(f"  {label} ({memories}): {statistics.median(pair.a):.4f} s / "
          f"{statistics.median(pair.b):.4f} s", file=sys.stderr)  # fmt: skip
    return pair


# -- the operations of issue 21's table --------------------------------------------------------


def vault_operations(vault: bench_vault.Vault) -> dict[str, Operation]:
    env = environment(vault)
    cwd = vault.repo
    counter = iter(range(10**9))
    body = vault.base / "bench-vs-reference-body.md"
    body.write_text("Token rotation runbook checked after the deploy; next: session cleanup.\n")

    def query() -> list[str]:
        return QUERIES[next(counter) % len(QUERIES)].split()

    def search(side: Side) -> float:
        return timed([*side.cli, "search", *query(), "--json"], cwd, env)

    def read(side: Side) -> float:
        memory_id = vault.ids[(next(counter) * 7919) % len(vault.ids)]
        return timed([*side.cli, "read", memory_id, "--json"], cwd, env)

    def doctor(side: Side) -> float:
        return timed([*side.cli, "doctor", "--json"], cwd, env)

    def doctor_after_reindex(side: Side) -> float:
        # Issue 22's "cold": the first doctor after an index rebuild (which judged every file
        # afresh; not timed). The reference keeps nothing between runs: every run is cold.
        if side.name == "ours":
            timed([*side.cli, "reindex"], cwd, env)
        return timed([*side.cli, "doctor", "--json"], cwd, env)

    def doctor_no_index(side: Side) -> float:
        # Ours with no index at all: the build (every file read and judged) is timed too.
        shutil.rmtree(vault.cache, ignore_errors=True)
        return timed([*side.cli, "doctor", "--json"], cwd, env)

    def save(side: Side) -> float:
        title = f"Bench save {next(counter)} {time.time_ns()}"
        command = [*side.cli, "save", "--title", title, "--body-file", str(body), "--json"]
        started = time.perf_counter()
        result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, check=False)
        elapsed = time.perf_counter() - started
        if result.returncode != 0:
            raise SystemExit(f"bench: {side.name} save failed: {result.stderr[:300]!r}")
        scope, rel = json.loads(result.stdout)["path"].split(":", 1)
        os.unlink(vault.memory_root / scope / rel)  # every run measures the same vault
        return elapsed

    def first_tool_result(side: Side) -> float:
        server = Server(side.mcp, cwd, env)
        server.initialize()
        server.search(" ".join(query()))
        elapsed = time.perf_counter() - server.started
        server.close()
        return elapsed

    return {
        "search, warm": search,
        "read": read,
        "doctor, warm": doctor,
        "doctor, cold (first after a reindex)": doctor_after_reindex,
        "doctor, no index (its build timed)": doctor_no_index,
        "save": save,
        "MCP spawn → first tool result": first_tool_result,
    }


def mcp_warm_search(vault: bench_vault.Vault, sides: tuple[Side, Side], rounds: int,
                    memories: str) -> Pair:  # fmt: skip
    """Warm ``memory_search`` calls on two running servers, alternately."""
    env = environment(vault)
    servers = [Server(side.mcp, vault.repo, env) for side in sides]
    for server in servers:
        server.initialize()
        server.search("warm up")  # ours builds or refreshes its index here
    pair = Pair("MCP warm `memory_search`", memories)
    for number in range(rounds * 5):
        words = QUERIES[number % len(QUERIES)]
        pair.a.append(servers[0].search(words))
        pair.b.append(servers[1].search(words))
    for server in servers:
        server.close()
    return pair


def startup_operations(vault: bench_vault.Vault) -> dict[str, Operation]:
    env = environment(vault)

    def floor(side: Side) -> float:
        return timed(side.floor, HERE, env)

    def initialize(side: Side) -> float:
        server = Server(side.mcp, vault.repo, env)
        elapsed = server.initialize()
        server.close()
        return elapsed

    operations: dict[str, Operation] = {"interpreter floor (`python -c pass` / `node -e 0`)": floor}
    for label in ("`ecc --help`", "`ecc memory --help`"):
        operations[label] = lambda side, label=label: timed(side.help_commands[label], HERE, env)
    operations["MCP spawn → `initialize` answer"] = initialize
    return operations


# -- the table -------------------------------------------------------------------------------


def row(pair: Pair) -> str:
    a, b = statistics.median(pair.a), statistics.median(pair.b)
    return (
        f"| {pair.label} | {pair.memories} | {a * 1000:.1f} ({min(pair.a) * 1000:.1f}-"
        f"{max(pair.a) * 1000:.1f}) | {b * 1000:.1f} ({min(pair.b) * 1000:.1f}-"
        f"{max(pair.b) * 1000:.1f}) | {a / b:.2f} |"
    )


def table(pairs: list[Pair]) -> str:
    lines = [
        "| operation | memories | ours, ms median (min-max) | reference, ms median (min-max) "
        "| ratio ours/theirs |",
        "|---|---|---:|---:|---:|",
    ]
    return "\n".join(lines + [row(pair) for pair in pairs])


# -- main ------------------------------------------------------------------------------------


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", type=Path, default=os.environ.get("ECC_BENCH_REFERENCE"),
                        help="the reference checkout (default: $ECC_BENCH_REFERENCE)")  # fmt: skip
    parser.add_argument("--sizes", default="1000,5000,10000", help="vault sizes")
    parser.add_argument("--corpus", default="bench,dense",
                        help="bench and/or dense (keyword-dense notes, issue 22)")  # fmt: skip
    parser.add_argument("--rounds", type=int, default=5, help="recorded A B pairs per row")
    parser.add_argument("--warmup", type=int, default=1, help="unrecorded pairs first")
    parser.add_argument("--node", default="node", help="the Node interpreter for the reference")
    parser.add_argument("--only", default="", help='operation labels to run, separated by ";"')
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    checkout = None if args.reference is None else Path(args.reference).expanduser().resolve()
    reason = missing_reference(checkout)
    if reason is not None:
        print(reason)
        return 0
    assert checkout is not None
    sides = (ours(), theirs(checkout, args.node))
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    corpora = [name.strip() for name in args.corpus.split(",") if name.strip()]
    only = {name.strip() for name in args.only.split(";") if name.strip()}
    rounds, warmup = max(1, args.rounds), max(0, args.warmup)
    bench_vault.OUT.mkdir(parents=True, exist_ok=True)
    pairs: list[Pair] = []
    load_start = os.getloadavg()
    first = bench_vault.generate(sizes[0], corpora[0])
    for label, operation in startup_operations(first).items():
        if not only or label in only:
            pairs.append(paired(label, "—", operation, sides, rounds * 2, warmup))
    for corpus in corpora:
        for size in sizes:
            vault = bench_vault.generate(size, corpus)
            bench_vault.clean_extras(vault)
            memories = f"{size:,}" + ("" if corpus == "bench" else f" {corpus}")
            print(f"vault of {memories} memories", file=sys.stderr)
            for label, operation in vault_operations(vault).items():
                if not only or label in only:
                    pairs.append(paired(label, memories, operation, sides, rounds, warmup))
            if not only or "MCP warm `memory_search`" in only:
                pairs.append(mcp_warm_search(vault, sides, rounds, memories))
            bench_vault.clean_extras(vault)
    dropped = bench_vault.machine_variables(os.environ)
    print(
        "Both sides run as from a user's shell: this machine's network variables are unset for "
        "them (" + (", ".join(dropped) or "none were set") + ").\n"
    )
    print(table(pairs))
    node_version = subprocess.run([args.node, "--version"], capture_output=True, text=True)
    print(
        f"\n{os.cpu_count()} CPUs; Python {sys.version.split()[0]}, Node "
        f"{node_version.stdout.strip()}; {rounds} pairs per row after {warmup} warm-up "
        f"(startup rows {rounds * 2}); load average {load_start[0]:.2f} at the start, "
        f"{os.getloadavg()[0]:.2f} at the end. Ratios below 1: ours is faster."
    )
    stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
    out = bench_vault.OUT / f"vs-reference-{stamp}.json"
    out.write_text(json.dumps([pair.__dict__ for pair in pairs], indent=1))
    print(f"raw samples: {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
