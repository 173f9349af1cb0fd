"""Two ways to talk to ``ecc-memory-mcp`` as a real subprocess: the SDK's stdio client, and raw
JSON-RPC lines for the hostile cases no well-behaved client would send."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

SERVER = [sys.executable, "-m", "ecc_memory.mcp.server"]
TIMEOUT = 20.0


def server_env(tmp_path: Path, harness: str | None = "claude", **extra: str) -> dict[str, str]:
    """An environment that points every root into tmp_path and carries nothing else of ours."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ECC_")}
    home = tmp_path / "home"
    home.mkdir(exist_ok=True)
    (tmp_path / "repo").mkdir(exist_ok=True)
    env.update(
        HOME=str(home),
        XDG_CACHE_HOME=str(home / ".cache"),
        ECC_MEMORY_PROJECT_ROOT=str(tmp_path / "repo" / ".ecc" / "memory"),
        ECC_MEMORY_USER_ROOT=str(home / ".ecc" / "memory"),
        PYTHONDONTWRITEBYTECODE="1",
    )
    if harness is not None:
        env["ECC_MEMORY_HARNESS"] = harness
    env.update(extra)
    return env


@asynccontextmanager
async def sdk_client(
    env: Mapping[str, str], cwd: Path, *, mode: str = "auto"
) -> AsyncIterator[Any]:
    """The official SDK client over stdio, connected and initialised."""
    from mcp.client.stdio import StdioServerParameters

    from mcp import Client

    params = StdioServerParameters(command=SERVER[0], args=SERVER[1:], env=dict(env), cwd=str(cwd))
    async with Client(params, mode=mode, read_timeout_seconds=TIMEOUT) as client:
        yield client


def structured(result: Any) -> dict[str, Any]:
    """The structured payload of a tool result, checked against its text twin."""
    payload = result.structured_content
    assert json.loads(result.content[0].text) == payload
    assert isinstance(payload, dict)
    return payload


class RawServer:
    """The server behind plain pipes: write any bytes, read one JSON line at a time."""

    def __init__(
        self, env: Mapping[str, str], cwd: Path, command: Sequence[str] = tuple(SERVER)
    ) -> None:
        self.proc = subprocess.Popen(
            list(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=dict(env),
            cwd=cwd,
        )
        self._lines: queue.Queue[bytes] = queue.Queue()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self._lines.put(line)
        self._lines.put(b"")

    def send_bytes(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    def send(self, message: Mapping[str, Any]) -> None:
        self.send_bytes(json.dumps(message).encode() + b"\n")

    def recv(self, timeout: float = TIMEOUT) -> dict[str, Any]:
        line = self._lines.get(timeout=timeout)
        assert line, "the server closed stdout"
        assert line.endswith(b"\n")
        assert b"\n" not in line[:-1]
        message = json.loads(line)
        assert isinstance(message, dict)
        return message

    def request(self, request_id: int, method: str, params: Any = None) -> dict[str, Any]:
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return self.recv()

    def initialize(self, version: str = "2025-11-25") -> dict[str, Any]:
        params = {
            "protocolVersion": version,
            "capabilities": {},
            "clientInfo": {"name": "raw-test", "version": "1"},
        }
        answer = self.request(0, "initialize", params)
        self.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        return answer

    def call(self, request_id: int, name: str, arguments: Any) -> dict[str, Any]:
        return self.request(request_id, "tools/call", {"name": name, "arguments": arguments})

    def close(self) -> tuple[int, bytes]:
        assert self.proc.stdin is not None
        assert self.proc.stderr is not None
        self.proc.stdin.close()
        code = self.proc.wait(timeout=TIMEOUT)
        err = self.proc.stderr.read()
        self.proc.stderr.close()
        assert self.proc.stdout is not None
        self._reader.join(timeout=TIMEOUT)
        self.proc.stdout.close()
        return code, err

    def __enter__(self) -> RawServer:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        for pipe in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            if pipe is not None and not pipe.closed:
                pipe.close()
