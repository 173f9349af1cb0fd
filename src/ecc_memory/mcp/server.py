"""The opt-in stdio MCP server: a second thin adapter over the vault core.

Eight tools (``memory_save``, ``memory_search``, ``memory_read``, ``memory_supersede``,
``memory_doctor``, the read-only ``memory_context`` and ``memory_brief``, and
``memory_propose``, off unless ``ECC_MEMORY_ALLOW_PROPOSALS=1``) call the same core functions
as the CLI. The harness identity comes from ``ECC_MEMORY_HARNESS`` at launch and is never
taken from a tool argument: it is the ``source_harness`` of every write and the target filter
of every read.


The server is ours from the wire up, on the standard library alone: newline-delimited JSON-RPC
on a private copy of stdin/stdout, the protocol's eras and answers in ``handshake``, the tools in
``tools``. So nothing a request needs is an import still running: ``tools/list`` is answered as
soon as the process is up, whatever its params, and a tool call waits only for its own core
code. Lines are capped at 1 MiB; malformed or oversized messages get a JSON-RPC error; tool
calls run one at a time on a worker thread while pings and errors are answered at once; at most
``MAX_IN_FLIGHT`` requests are outstanding (reading pauses beyond that); requests already
accepted are answered before the server exits. docs/architecture.md says why the MCP SDK is not
used at run time.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import queue
import sys
import threading
from collections.abc import Sequence
from typing import IO, Any, NoReturn

from ecc_memory.errors import EXIT_OK, EXIT_USAGE, EccError
from ecc_memory.mcp import handshake as hs
from ecc_memory.mcp.tools import Outcome, ToolBox, failure

MAX_MESSAGE_BYTES = 1 << 20
MAX_IN_FLIGHT = 64
DRAIN_SECONDS = 30.0

log = logging.getLogger("ecc_memory.mcp")


def _as_text(payload: dict[str, Any]) -> str:
    """The payload as JSON text a model reads: memory text stays inside JSON strings, and line
    separators and hidden characters in them are escapes (``\\u2028``), not raw characters --
    the same JSON value, but nothing that renders invisibly or starts a line."""
    from ecc_memory.app.text import has_hidden

    text = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    if text.isascii() or not has_hidden(text):
        return text
    return json.dumps(payload, separators=(",", ":"))  # every non-ASCII character escaped


def tool_result(outcome: Outcome, error_code: str) -> dict[str, Any]:
    """A ``tools/call`` result: the payload as text and as structured content, under 1 MiB."""
    text = _as_text(outcome.payload)
    # The text and the structured copy both travel in one response; keep the pair under 1 MiB.
    if 2 * len(wire_bytes(text)) + 4096 > MAX_MESSAGE_BYTES:
        message = "Memory tool response exceeds the 1 MiB output limit; narrow the request."
        outcome = failure(error_code, message, reason="RESPONSE_TOO_LARGE")
        text = json.dumps(outcome.payload, separators=(",", ":"))
    return {
        "content": [{"text": text, "type": "text"}],
        "isError": outcome.is_error,
        "structuredContent": outcome.payload,
    }


# --- framing -----------------------------------------------------------------------------------


def wire_bytes(text: str) -> bytes:
    """JSON text as UTF-8. A lone surrogate (valid JSON: ``"\\ud800"``, what a JavaScript client
    sends for a string cut inside an emoji) cannot be UTF-8; it goes out as the same escape, so
    a request id comes back exactly as it was sent, and the server never dies of it."""
    return text.encode("utf-8", errors="backslashreplace")


_OVERSIZED = b"\0oversized"


def _read_frame(stream: IO[bytes]) -> bytes | None:
    """One line of at most MAX_MESSAGE_BYTES; the rest of a longer line is discarded unread."""
    line = stream.readline(MAX_MESSAGE_BYTES + 1)
    if not line:
        return None
    if len(line) > MAX_MESSAGE_BYTES and not line.endswith(b"\n"):
        while line and not line.endswith(b"\n"):
            line = stream.readline(1 << 16)
        return _OVERSIZED
    return line


def _not_json(constant: str) -> None:
    raise ValueError(f"{constant} is not JSON")


def decode(frame: bytes) -> dict[str, Any]:
    """A JSON-RPC message, or the ``RpcError`` that answers it (with ``id`` when usable)."""
    try:
        # NaN and Infinity are not JSON; Python's parser accepts them unless told otherwise.
        raw = json.loads(frame, parse_constant=_not_json)
    except (ValueError, RecursionError) as unread:
        # Python reads at most 4,300 digits of an integer; more is valid JSON it refuses.
        why = "a number too long to read" if "digits" in str(unread) else "not valid UTF-8 JSON"
        raise _Answer(None, hs.RpcError(hs.PARSE_ERROR, f"Parse error: {why}.")) from None
    if isinstance(raw, list):
        error = hs.RpcError(hs.INVALID_REQUEST, "Invalid request: batches are not supported.")
        raise _Answer(None, error)
    if not isinstance(raw, dict):
        raise _Answer(None, hs.RpcError(hs.INVALID_REQUEST, "Invalid request: not an object."))
    request_id = _usable_id(raw)
    if "id" in raw and request_id is None:
        # Without this a request with a bad id would pass as a notification and go unanswered.
        message = "Invalid request: id must be a string or integer."
        raise _Answer(None, hs.RpcError(hs.INVALID_REQUEST, message))
    shape_ok = raw.get("jsonrpc") == "2.0" and (
        isinstance(raw.get("method"), str) or ("id" in raw and ("result" in raw or "error" in raw))
    )
    if not shape_ok or ("params" in raw and not isinstance(raw["params"], dict)):
        message = "Invalid request: not a JSON-RPC 2.0 message."
        raise _Answer(request_id, hs.RpcError(hs.INVALID_REQUEST, message))
    return raw


def _usable_id(raw: dict[str, Any]) -> str | int | None:
    request_id = raw.get("id")
    if isinstance(request_id, bool) or not isinstance(request_id, (str, int)):
        return None
    return request_id


class _Answer(Exception):
    """An error answer decided while decoding, before any dispatch."""

    def __init__(self, request_id: object, error: hs.RpcError) -> None:
        super().__init__(error.message)
        self.request_id, self.error = request_id, error


# --- the session -------------------------------------------------------------------------------


class Wire:
    """Writes whole frames to the private stdout, one at a time, from any thread."""

    def __init__(self, out_fd: int) -> None:
        self._fd, self._lock, self.closed = out_fd, threading.Lock(), False

    def send(self, message: dict[str, Any]) -> None:
        data = wire_bytes(json.dumps(message, ensure_ascii=False, separators=(",", ":")))
        if len(data) > MAX_MESSAGE_BYTES and "id" in message:
            error = hs.RpcError(hs.INTERNAL_ERROR, "Response exceeds 1 MiB.")
            refusal = {"jsonrpc": "2.0", "id": message["id"], "error": error.to_json()}
            data = json.dumps(refusal).encode("utf-8")
        with self._lock:
            if self.closed:
                return
            view = memoryview(data + b"\n")
            try:
                # A blocking write is the right backpressure: a client that stops reading
                # stops us.
                while view:
                    view = view[os.write(self._fd, view) :]
            except BrokenPipeError:
                self.closed = True  # the client is gone; its end of stdin closes too

    def result(self, request_id: object, result: dict[str, Any]) -> None:
        self.send({"jsonrpc": "2.0", "id": request_id, "result": result})

    def error(self, request_id: object, error: hs.RpcError) -> None:
        self.send({"jsonrpc": "2.0", "id": request_id, "error": error.to_json()})


class Session:
    """One client: its era, the requests it has outstanding, and the tool worker."""

    def __init__(self, toolbox: ToolBox, wire: Wire) -> None:
        self.toolbox, self.wire = toolbox, wire
        self.era: str | None = None
        self.initialized = False
        self._slots = threading.BoundedSemaphore(MAX_IN_FLIGHT)
        self._lock = threading.Lock()
        self._pending: dict[object, int] = {}
        self._cancelled: set[object] = set()
        self._calls: queue.Queue[tuple[object, str, dict[str, Any], str] | None] = queue.Queue()
        self._worker = threading.Thread(target=self._work, name="ecc-memory-tools", daemon=True)
        self._worker.start()

    # -- bookkeeping: every accepted request holds a slot until it is answered or cancelled --

    def _admit(self, request_id: object) -> None:
        self._slots.acquire()
        with self._lock:
            self._pending[request_id] = self._pending.get(request_id, 0) + 1

    def _settle(self, request_id: object) -> bool:
        """Free the request's slot; False when it was cancelled (its answer is dropped)."""
        with self._lock:
            count = self._pending.pop(request_id, 0)
            if count > 1:
                self._pending[request_id] = count - 1
            if count == 0:
                return False
        self._slots.release()
        return True

    def _cancel(self, params: object) -> None:
        request_id = params.get("requestId") if isinstance(params, dict) else None
        if isinstance(request_id, (str, int)) and self._settle(request_id):
            with self._lock:
                self._cancelled.add(request_id)

    # -- dispatch ---------------------------------------------------------------------------

    def receive(self, message: dict[str, Any]) -> None:
        method = message.get("method")
        if not isinstance(method, str):
            return  # a response to a request we never send: nothing to do
        if "id" not in message:
            self._notify(method, message.get("params"))
            return
        request_id = message["id"]
        self._admit(request_id)
        try:
            result = self._answer(request_id, method, message.get("params"))
        except hs.RpcError as error:
            if self._settle(request_id):
                self.wire.error(request_id, error)
            return
        except Exception as error:  # one request's failure is its answer, never the server's end
            log.error("a request failed: %s", type(error).__name__)
            if self._settle(request_id):
                self.wire.error(request_id, hs.RpcError(hs.INTERNAL_ERROR, "Internal error"))
            return
        if result is not None and self._settle(request_id):
            self.wire.result(request_id, result)

    def _notify(self, method: str, params: object) -> None:
        if method == "notifications/cancelled":
            self._cancel(params)
        elif method == "notifications/initialized" and self.era == hs.HANDSHAKE:
            self.initialized = True

    def _answer(self, request_id: object, method: str, params: object) -> dict[str, Any] | None:
        """The result of a request answered at once, or None when a tool call was queued."""
        if self.era is None:
            opens_stateless = method != "initialize" and hs.stateless_request(params)
            self.era = hs.STATELESS if opens_stateless else hs.HANDSHAKE
        if self.era == hs.STATELESS:
            if method == "initialize":
                raise hs.refuse_initialize(params)
            hs.check_envelope(params)
        elif method != "initialize" and hs.stateless_request(params):
            raise hs.refuse_envelope()
        else:
            hs.check_meta(params)
        answer = self._dispatch(request_id, method, params)
        if answer is None:
            return None
        return hs.stamped(answer, self.era)

    def _dispatch(self, request_id: object, method: str, params: object) -> dict[str, Any] | None:
        if method == "initialize" and self.era == hs.HANDSHAKE:
            result = hs.initialize_result(params)
            self.initialized = True
            return result
        if method == "ping" and self.era == hs.HANDSHAKE:
            return {}
        if method == "server/discover" and self.era == hs.STATELESS:
            return hs.discover_result()
        if method not in ("tools/list", "tools/call"):
            raise hs.not_found(method)
        if self.era == hs.HANDSHAKE and not self.initialized:
            raise hs.bad_params()  # the SDK's answer to a request before the handshake
        if method == "tools/list":
            hs.check_cursor(params)
            return hs.tools_list_result(self.toolbox.specs.values(), self.era or hs.HANDSHAKE)
        self._queue_call(request_id, params)
        return None

    def _queue_call(self, request_id: object, params: object) -> None:
        name = params.get("name") if isinstance(params, dict) else None
        if not isinstance(name, str):
            raise hs.RpcError(hs.INVALID_PARAMS, "Invalid params: name must be a string.")
        if name not in self.toolbox.specs:
            raise hs.RpcError(hs.INVALID_PARAMS, f"Unknown tool: {name[:64]}")
        assert isinstance(params, dict)
        arguments = params.get("arguments", {})
        if not isinstance(arguments, dict):
            # An explicit null too: the SDK read it like an omitted field and ran the tool.
            raise hs.RpcError(hs.INVALID_PARAMS, "Invalid params: arguments must be an object.")
        assert self.era is not None
        self._calls.put((request_id, name, arguments, self.era))

    # -- the tool worker: one core call at a time keeps the index and vault free of races ----

    def _work(self) -> None:
        while True:
            job = self._calls.get()
            if job is None:
                return
            request_id, name, arguments, era = job
            with self._lock:
                skip = request_id in self._cancelled
                self._cancelled.discard(request_id)
            if not skip:
                self._run(request_id, name, arguments, era)

    def _run(self, request_id: object, name: str, arguments: dict[str, Any], era: str) -> None:
        try:
            outcome = self.toolbox.call(name, arguments)
            result = hs.stamped(tool_result(outcome, self.toolbox.specs[name].error_code), era)
        except Exception as error:  # the worker answers every later call too: it never dies
            log.error("%s failed: %s", name, type(error).__name__)
            if self._settle(request_id):
                self.wire.error(request_id, hs.RpcError(hs.INTERNAL_ERROR, "Internal error"))
            return
        if self._settle(request_id):
            self.wire.result(request_id, result)

    def drain(self, seconds: float) -> None:
        """Answer what was already accepted (bounded, never a hang), then stop the worker."""
        self._calls.put(None)
        self._worker.join(seconds)


def serve(toolbox: ToolBox, stream: IO[bytes], wire: Wire) -> None:
    session = Session(toolbox, wire)
    while True:
        frame = _read_frame(stream)
        if frame is None:
            break
        if frame is _OVERSIZED:
            wire.error(None, hs.RpcError(hs.PARSE_ERROR, "Parse error: message exceeds 1 MiB."))
            continue
        if not frame.strip():
            continue
        try:
            message = decode(frame)
        except _Answer as answer:
            wire.error(answer.request_id, answer.error)
            continue
        session.receive(message)
    session.drain(DRAIN_SECONDS)


# --- process ---------------------------------------------------------------------------------


def _claim_stdio() -> tuple[IO[bytes], int]:
    """Keep private copies of stdin/stdout; stray prints then land on stderr, not the wire."""
    in_fd, out_fd = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)
    return os.fdopen(in_fd, "rb", buffering=1 << 16), out_fd


def _fail(message: str) -> int:
    from ecc_memory.app.text import error_line

    sys.stderr.write(error_line(message) + "\n")
    sys.stderr.flush()
    return EXIT_USAGE


def main(argv: Sequence[str] | None = None) -> NoReturn:
    """Run the server until stdin closes, then exit; codes follow the package table.

    Always exits through ``SystemExit`` so that callers which ignore a return value (a click
    command) still propagate the status. With ``argv=None`` the command line is only read when
    this process was started as ``ecc-memory-mcp`` or ``python -m ecc_memory.mcp.server``.
    """
    from ecc_memory.cli.outcome import main as run_main

    run_main(lambda: _run(_arguments(argv)))


def _arguments(argv: Sequence[str] | None) -> list[str]:
    if argv is not None:
        return list(argv)
    program = os.path.basename(sys.argv[0]) if sys.argv else ""
    return sys.argv[1:] if program in ("ecc-memory-mcp", "server.py") else []


def _run(args: list[str]) -> int:
    if args in (["-h"], ["--help"]):
        sys.stdout.write(
            "usage: ecc-memory-mcp\n\nServe the ECC memory vault over stdio (MCP).\n"
            "Set ECC_MEMORY_HARNESS to this agent's slug (for example claude, codex, opencode).\n"
        )
        return EXIT_OK
    if args:
        return _fail("ecc-memory-mcp takes no arguments; configure it with ECC_MEMORY_* variables")
    from ecc_memory.app.workspace import Workspace

    try:
        harness = Workspace.find().identity()
    except EccError as error:
        return _fail(error.message)
    logging.basicConfig(
        stream=sys.stderr, level=logging.WARNING, format="ecc-memory-mcp: %(message)s"
    )
    toolbox = ToolBox(harness, keep_index_open=True)
    stream, out_fd = _claim_stdio()
    with contextlib.suppress(KeyboardInterrupt, BrokenPipeError):
        serve(toolbox, stream, Wire(out_fd))
    return EXIT_OK


if __name__ == "__main__":
    main()
