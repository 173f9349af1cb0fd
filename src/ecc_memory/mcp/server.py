"""The opt-in stdio MCP server: a second thin adapter over the vault core.

Eight tools (``memory_save``, ``memory_search``, ``memory_read``, ``memory_supersede``,
``memory_doctor``, the read-only ``memory_context`` and ``memory_brief``, and
``memory_propose``, off unless ``ECC_MEMORY_ALLOW_PROPOSALS=1``) call the same core functions
as the CLI.
The harness identity comes from ``ECC_MEMORY_HARNESS`` at launch and is never taken from a
tool argument: it is the ``source_harness`` of every write and the target filter of every
read. Only this module imports
the MCP SDK, and only once the server starts, so the rest of the package stays light.

The SDK's own stdio transport reads unbounded lines and silently drops unparsable ones, so the
server brings a small transport of its own: lines are capped at 1 MiB, malformed or oversized
messages get a JSON-RPC error, at most ``MAX_IN_FLIGHT`` requests are outstanding (reading
pauses beyond that), and requests already accepted are answered before the server exits.
"""

from __future__ import annotations

import contextlib
import importlib.util
import json
import logging
import os
import sys
from collections.abc import Sequence
from functools import partial
from typing import IO, TYPE_CHECKING, Any, NoReturn

from ecc_memory import __version__
from ecc_memory.errors import EXIT_OK, EXIT_USAGE, EccError
from ecc_memory.mcp.handshake import (
    INSTRUCTIONS,
    SERVER_NAME,
    SERVER_TITLE,
    Opening,
    SdkLoader,
    answer_opening,
)
from ecc_memory.mcp.tools import Outcome, ToolBox, failure

if TYPE_CHECKING:
    from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
    from mcp.server import ServerRequestContext
    from mcp.server.lowlevel import Server
    from mcp.shared.message import SessionMessage
    from mcp_types import CallToolRequestParams, CallToolResult, ListToolsResult


MAX_MESSAGE_BYTES = 1 << 20
MAX_IN_FLIGHT = 64
DRAIN_SECONDS = 30.0
INSTALL_HINT = (
    "the MCP server needs the optional MCP SDK; install it with `pip install -e '.[mcp]'` in an "
    "ecc-memory checkout, or `pip install 'ecc-memory[mcp] @ git+<repo-url>'`"
)

log = logging.getLogger("ecc_memory.mcp")


# --- the MCP adapter (SDK imports stay inside functions) -------------------------------------


def build_server(toolbox: ToolBox) -> Server[Any]:
    """The SDK's low-level server with our tools; hand-written schemas stay exact."""
    import anyio
    import mcp_types as types
    from mcp.server.lowlevel import Server
    from mcp.shared.exceptions import MCPError

    tools = [
        types.Tool(
            name=spec.name,
            title=spec.title,
            description=spec.description,
            input_schema=spec.input_schema,
            annotations=types.ToolAnnotations(
                title=spec.title,
                read_only_hint=spec.read_only,
                destructive_hint=False,
                idempotent_hint=spec.read_only,
                open_world_hint=False,
            ),
        )
        for spec in toolbox.specs.values()
    ]
    # One core call at a time: calls from one agent are rare and short, and serialising them
    # keeps the SQLite index and the vault free of in-process races.
    limiter = anyio.CapacityLimiter(1)

    async def list_tools(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> ListToolsResult:
        return types.ListToolsResult(tools=tools)

    async def call_tool(
        ctx: ServerRequestContext[Any], params: CallToolRequestParams
    ) -> CallToolResult:
        if params.name not in toolbox.specs:
            raise MCPError(code=types.INVALID_PARAMS, message=f"Unknown tool: {params.name[:64]}")
        run = partial(toolbox.call, params.name, params.arguments)
        outcome = await anyio.to_thread.run_sync(run, limiter=limiter)
        return _tool_result(outcome, toolbox.specs[params.name].error_code)

    server: Server[Any] = Server(
        SERVER_NAME,
        version=__version__,
        title=SERVER_TITLE,
        instructions=INSTRUCTIONS,
        on_list_tools=list_tools,
        on_call_tool=call_tool,
    )
    # The tracing middleware is a no-op without an exporter; skip its per-call cost.
    server.middleware.clear()
    return server


def _tool_result(outcome: Outcome, error_code: str) -> CallToolResult:
    import mcp_types as types

    text = json.dumps(outcome.payload, ensure_ascii=False, separators=(",", ":"))
    # The text and the structured copy both travel in one response; keep the pair under 1 MiB.
    if 2 * len(text.encode("utf-8")) + 4096 > MAX_MESSAGE_BYTES:
        message = "Memory tool response exceeds the 1 MiB output limit; narrow the request."
        outcome = failure(error_code, message, reason="RESPONSE_TOO_LARGE")
        text = json.dumps(outcome.payload, separators=(",", ":"))
    return types.CallToolResult(
        content=[types.TextContent(text=text)],
        structured_content=outcome.payload,
        is_error=outcome.is_error,
    )


# --- stdio transport ---------------------------------------------------------------------------


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


def _write_frame(out_fd: int, data: bytes) -> None:
    # A blocking write is the right backpressure: a client that stops reading stops us.
    view = memoryview(data + b"\n")
    while view:
        view = view[os.write(out_fd, view) :]


class _Wire:
    """Writes frames to the private stdout and tracks requests that still await an answer."""

    def __init__(self, out_fd: int, limit: int, answered: dict[object, Any] | None = None) -> None:
        import anyio

        self._fd = out_fd
        self.closed = False
        # Requests the early phase answered: the SDK's own answer to each is dropped.
        self.answered = dict(answered or {})
        self._pending: dict[object, int] = {}
        self._slots = anyio.Semaphore(limit)
        self._idle = anyio.Event()
        self._idle.set()

    async def admit(self, request_id: object) -> None:
        await self._slots.acquire()
        self._pending[request_id] = self._pending.get(request_id, 0) + 1
        if self._idle.is_set():
            import anyio

            self._idle = anyio.Event()

    def settle(self, request_id: object) -> None:
        count = self._pending.pop(request_id, 0)
        if count == 0:
            return
        if count > 1:
            self._pending[request_id] = count - 1
        self._slots.release()
        if not self._pending:
            self._idle.set()

    async def drained(self) -> None:
        await self._idle.wait()

    def write(self, data: bytes) -> None:
        if self.closed:
            return
        try:
            _write_frame(self._fd, data)
        except BrokenPipeError:
            # The client is gone; its end of stdin closes too, which ends the session.
            self.closed = True

    def error(self, request_id: object, code: int, message: str) -> None:
        frame = {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}
        self.write(json.dumps(frame, separators=(",", ":")).encode("utf-8"))


def _decode(frame: bytes, wire: _Wire) -> Any:
    """A parsed JSON-RPC message, or None after answering a broken one with an error."""
    import mcp_types as types
    from pydantic import ValidationError

    try:
        # NaN and Infinity are not JSON; Python's parser accepts them unless told otherwise.
        raw = json.loads(frame, parse_constant=_not_json)
    except (ValueError, RecursionError):
        wire.error(None, types.PARSE_ERROR, "Parse error: the line is not valid UTF-8 JSON.")
        return None
    if isinstance(raw, list):
        wire.error(None, types.INVALID_REQUEST, "Invalid request: batches are not supported.")
        return None
    if isinstance(raw, dict) and "id" in raw and _usable_id(raw) is None:
        # Without this a request with a bad id would pass as a notification and go unanswered.
        wire.error(None, types.INVALID_REQUEST, "Invalid request: id must be a string or integer.")
        return None
    if _null_arguments(raw):
        # The SDK reads an explicit null like an omitted field and would run the tool.
        message = "Invalid params: arguments must be an object."
        wire.error(_usable_id(raw), types.INVALID_PARAMS, message)
        return None
    try:
        return types.jsonrpc_message_adapter.validate_python(raw, by_name=False)
    except ValidationError:
        wire.error(
            _usable_id(raw), types.INVALID_REQUEST, "Invalid request: not a JSON-RPC 2.0 message."
        )
        return None


def _not_json(constant: str) -> None:
    raise ValueError(f"{constant} is not JSON")


def _null_arguments(raw: object) -> bool:
    if not isinstance(raw, dict) or raw.get("method") != "tools/call":
        return False
    params = raw.get("params")
    return isinstance(params, dict) and "arguments" in params and params["arguments"] is None


def _usable_id(raw: object) -> object:
    request_id = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(request_id, bool) or not isinstance(request_id, (str, int)):
        return None
    return request_id


async def _pump_input(
    stream: IO[bytes],
    sink: MemoryObjectSendStream[SessionMessage | Exception],
    wire: _Wire,
    replay: list[bytes],
) -> None:
    import anyio
    import mcp_types as types
    from mcp.shared.message import SessionMessage

    async with sink:
        replay = list(replay)
        while True:
            if replay:
                frame: bytes | None = replay.pop(0)
            else:
                frame = await anyio.to_thread.run_sync(_read_frame, stream, abandon_on_cancel=True)
            if frame is None:
                break
            if frame is _OVERSIZED:
                wire.error(None, types.PARSE_ERROR, "Parse error: message exceeds 1 MiB.")
                continue
            if not frame.strip():
                continue
            message = _decode(frame, wire)
            if message is None:
                continue
            if isinstance(message, types.JSONRPCRequest):
                await wire.admit(message.id)
            elif isinstance(message, types.JSONRPCNotification):
                _release_cancelled(message, wire)
            await sink.send(SessionMessage(message))
        # Answer what was already accepted before the session closes (bounded, never a hang).
        with anyio.move_on_after(DRAIN_SECONDS):
            await wire.drained()


def _release_cancelled(message: Any, wire: _Wire) -> None:
    # A cancelled request is never answered, so its slot is freed here.
    if message.method == "notifications/cancelled" and isinstance(message.params, dict):
        request_id = message.params.get("requestId")
        if isinstance(request_id, (str, int)):
            wire.settle(request_id)


async def _pump_output(source: MemoryObjectReceiveStream[SessionMessage], wire: _Wire) -> None:
    import mcp_types as types

    async with source:
        async for item in source:
            message = item.message
            data = message.model_dump_json(by_alias=True, exclude_unset=True).encode("utf-8")
            answered = None
            if isinstance(message, (types.JSONRPCResponse, types.JSONRPCError)):
                answered = message.id
            if answered is not None and answered in wire.answered:
                _drop_echo(wire.answered.pop(answered), data)
            elif len(data) > MAX_MESSAGE_BYTES and answered is not None:
                wire.error(answered, types.INTERNAL_ERROR, "Response exceeds 1 MiB.")
            else:
                wire.write(data)
            if answered is not None:
                wire.settle(answered)


def _drop_echo(sent: Any, data: bytes) -> None:
    """The SDK's answer to a request the early phase answered; it must be the same one."""
    if json.loads(data).get("result") != sent:
        log.warning("the SDK's answer to an opening request differs from the early answer")


async def _serve(toolbox: ToolBox, stream: IO[bytes], out_fd: int, opening: Opening) -> None:
    import anyio
    from mcp.shared.message import SessionMessage

    server = build_server(toolbox)
    wire = _Wire(out_fd, MAX_IN_FLIGHT, opening.answered)
    in_send, in_recv = anyio.create_memory_object_stream[SessionMessage | Exception](0)
    out_send, out_recv = anyio.create_memory_object_stream[SessionMessage](0)
    async with anyio.create_task_group() as group:
        group.start_soon(_pump_input, stream, in_send, wire, opening.frames)
        group.start_soon(_pump_output, out_recv, wire)
        await server.run(in_recv, out_send, server.create_initialization_options())
        group.cancel_scope.cancel()


def _claim_stdio() -> tuple[IO[bytes], int]:
    """Keep private copies of stdin/stdout; stray prints then land on stderr, not the wire."""
    in_fd, out_fd = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)
    return os.fdopen(in_fd, "rb", buffering=1 << 16), out_fd


def _sdk_missing() -> bool:
    try:
        return importlib.util.find_spec("mcp") is None
    except (ImportError, ValueError):
        return True


def _fail(message: str) -> int:
    from ecc_memory.terminal import error_line

    sys.stderr.write(error_line(message) + "\n")
    sys.stderr.flush()
    return EXIT_USAGE


def main(argv: Sequence[str] | None = None) -> NoReturn:
    """Run the server until stdin closes, then exit; codes follow the package table.

    Always exits through ``SystemExit`` so that callers which ignore a return value (a click
    command) still propagate the status. With ``argv=None`` the command line is only read when
    this process was started as ``ecc-memory-mcp`` or ``python -m ecc_memory.mcp.server``.
    """
    raise SystemExit(_run(_arguments(argv)))


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
    if _sdk_missing():
        return _fail(INSTALL_HINT)
    from ecc_memory.config import harness_from_env

    try:
        harness = harness_from_env(os.environ)
    except EccError as error:
        return _fail(error.message)
    logging.basicConfig(
        stream=sys.stderr, level=logging.WARNING, format="ecc-memory-mcp: %(message)s"
    )
    toolbox = ToolBox(harness)
    # The SDK imports while the opening messages are answered from plain data. Started once
    # nothing can fail any more, so no import is left running when the process exits early.
    loader = SdkLoader()
    loader.start()
    stream, out_fd = _claim_stdio()
    with contextlib.suppress(KeyboardInterrupt, BrokenPipeError):
        read, write = partial(_read_frame, stream), partial(_write_frame, out_fd)
        opening = answer_opening(read, write, loader, toolbox.specs.values())
        loader.join()
        if isinstance(loader.error, ImportError):
            return _fail(INSTALL_HINT)
        if loader.error is not None:
            raise loader.error
        import anyio

        anyio.run(_serve, toolbox, stream, out_fd, opening)
    return EXIT_OK


if __name__ == "__main__":
    main()
