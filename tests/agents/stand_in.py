"""A stand-in model API on 127.0.0.1 for the real agent clients: it records every request and
answers with scripted tool calls.

Three wire formats, each as the clients use it (streamed with server-sent events when asked):
Anthropic Messages (``/v1/messages``, Claude Code), OpenAI Responses (``/responses``, Codex) and
OpenAI Chat Completions (``/chat/completions``, OpenCode and Hermes). The script is the same for
all: while the conversation holds no result of our tools, call every ``memory_*`` tool the
request offers (with the arguments ``arguments`` gives) and every tool named in ``also`` (a
client's own tool, such as Hermes' built-in ``memory``); once their results are back, answer
with a short text. Any other request (a title, a summary, a quota probe) gets a short text too.
"""

from __future__ import annotations

import json
import re
import threading
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

DONE_TEXT = "Done: the memory tools answered."
_TOOL = re.compile(r"memory_(save|search|read|doctor|context|brief|propose|supersede)$")


@dataclass
class Recorded:
    path: str
    body: dict[str, Any]

    @property
    def text(self) -> str:
        """The whole request as text, to look for what reached the model."""
        return json.dumps(self.body, ensure_ascii=False)


@dataclass
class StandIn:
    """The server and what it saw; ``arguments`` maps a tool (``memory_read``) to its call."""

    arguments: Callable[[str], dict[str, Any]]
    also: dict[str, dict[str, Any]] = field(default_factory=dict)  # exact tool name: arguments
    requests: list[Recorded] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    server: ThreadingHTTPServer | None = None

    @property
    def url(self) -> str:
        assert self.server is not None
        host, port = self.server.server_address[:2]
        return f"http://{host!s}:{port}"

    def __enter__(self) -> StandIn:
        handler = type("Handler", (_Handler,), {"stand_in": self})
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: object) -> None:
        assert self.server is not None
        self.server.shutdown()
        self.server.server_close()

    def record(self, path: str, body: dict[str, Any]) -> None:
        with self.lock:
            self.requests.append(Recorded(path, body))

    def plan(self, offered: list[str], answered: bool) -> list[tuple[str, dict[str, Any]]]:
        """The tool calls to make: every memory tool offered, until their results are back."""
        if answered:
            return []
        calls = []
        for name in offered:
            found = _TOOL.search(name)
            if found:
                calls.append((name, self.arguments(f"memory_{found.group(1)}")))
            elif name in self.also:
                calls.append((name, self.also[name]))
        return calls


class _Handler(BaseHTTPRequestHandler):
    stand_in: StandIn
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:  # quiet: the test reads records
        return

    def do_GET(self) -> None:
        self.stand_in.record(self.path, {})
        if self.path.rstrip("/").endswith("/models"):
            self._json({"object": "list", "data": [{"id": "stand-in", "object": "model"}]})
        else:
            self._json({}, status=404)

    def do_HEAD(self) -> None:
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b"{}"
        try:
            body = json.loads(raw or b"{}")
        except ValueError:
            body = {"unparsed": raw.decode("utf-8", "replace")}
        path = self.path.split("?", 1)[0]
        self.stand_in.record(path, body)
        if path.endswith("/messages/count_tokens"):
            self._json({"input_tokens": 100})
        elif path.endswith("/messages"):
            self._anthropic(body)
        elif path.endswith("/responses"):
            self._responses(body)
        elif path.endswith("/chat/completions"):
            self._chat(body)
        else:
            self._json({"error": {"message": f"no such endpoint {path}"}}, status=404)

    # -- plumbing ---------------------------------------------------------------------------

    def _json(self, value: object, status: int = 200) -> None:
        data = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _events(self, events: Iterator[tuple[str | None, object]]) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        for name, data in events:
            chunk = "" if name is None else f"event: {name}\n"
            payload = data if isinstance(data, str) else json.dumps(data)
            self.wfile.write(f"{chunk}data: {payload}\n\n".encode())
            self.wfile.flush()
        self.close_connection = True

    # -- Anthropic Messages -----------------------------------------------------------------

    def _anthropic(self, body: dict[str, Any]) -> None:
        offered = [t.get("name", "") for t in body.get("tools") or [] if isinstance(t, dict)]
        answered = any(
            isinstance(block, dict) and block.get("type") == "tool_result"
            for message in body.get("messages") or []
            if isinstance(message.get("content"), list)
            for block in message["content"]
        )
        calls = self.stand_in.plan(offered, answered)
        blocks: list[dict[str, Any]] = [
            {"type": "tool_use", "id": f"toolu_{uuid.uuid4().hex[:20]}", "name": n, "input": a}
            for n, a in calls
        ] or [{"type": "text", "text": DONE_TEXT}]
        stop = "tool_use" if calls else "end_turn"
        message = {
            "id": f"msg_{uuid.uuid4().hex[:20]}", "type": "message", "role": "assistant",
            "model": body.get("model", "stand-in"), "content": blocks, "stop_reason": stop,
            "stop_sequence": None, "usage": {"input_tokens": 100, "output_tokens": 20},
        }  # fmt: skip
        if not body.get("stream"):
            self._json(message)
            return
        self._events(_anthropic_events(message))

    # -- OpenAI Responses -------------------------------------------------------------------

    def _responses(self, body: dict[str, Any]) -> None:
        # Codex offers an MCP server's tools as one "namespace" tool holding functions.
        spaces = {
            t["name"]: [_function_name(f) for f in t.get("tools") or []]
            for t in body.get("tools") or []
            if isinstance(t, dict) and t.get("type") == "namespace"
        }
        offered = [_function_name(t) for t in body.get("tools") or []]
        offered += [f"{space}.{name}" for space, names in spaces.items() for name in names]
        answered = any(
            isinstance(item, dict) and item.get("type") == "function_call_output"
            for item in body.get("input") or []
        )
        calls = self.stand_in.plan(offered, answered)
        response_id = f"resp_{uuid.uuid4().hex[:20]}"
        items: list[dict[str, Any]] = [
            {
                "type": "function_call",
                "id": f"fc_{uuid.uuid4().hex[:16]}",
                "status": "completed",
                "call_id": f"call_{uuid.uuid4().hex[:16]}",
                **_namespaced(n),
                "arguments": json.dumps(a),
            }
            for n, a in calls
        ] or [_responses_text()]
        self._events(_responses_events(response_id, body.get("model", "stand-in"), items))

    # -- OpenAI Chat Completions -------------------------------------------------------------

    def _chat(self, body: dict[str, Any]) -> None:
        offered = [_function_name(t) for t in body.get("tools") or []]
        answered = any(
            isinstance(m, dict) and m.get("role") == "tool" for m in body.get("messages") or []
        )
        calls = self.stand_in.plan(offered, answered)
        model = body.get("model", "stand-in")
        if not body.get("stream"):
            self._json(_chat_message(model, calls))
            return
        self._events(_chat_events(model, calls))


def _responses_text() -> dict[str, Any]:
    content = [{"type": "output_text", "text": DONE_TEXT, "annotations": []}]
    return {"type": "message", "id": f"msg_{uuid.uuid4().hex[:16]}", "status": "completed",
            "role": "assistant", "content": content}  # fmt: skip


def _namespaced(name: str) -> dict[str, str]:
    space, dot, function = name.rpartition(".")
    return {"name": function, "namespace": space} if dot else {"name": name}


def _function_name(tool: object) -> str:
    if not isinstance(tool, dict):
        return ""
    function = tool.get("function")
    if isinstance(function, dict):
        return str(function.get("name", ""))
    return str(tool.get("name", ""))


def _anthropic_events(message: dict[str, Any]) -> Iterator[tuple[str | None, object]]:
    start = {**message, "content": [], "stop_reason": None}
    yield "message_start", {"type": "message_start", "message": start}
    for index, block in enumerate(message["content"]):
        if block["type"] == "text":
            yield "content_block_start", {
                "type": "content_block_start", "index": index,
                "content_block": {"type": "text", "text": ""},
            }  # fmt: skip
            delta = {"type": "text_delta", "text": block["text"]}
        else:
            yield "content_block_start", {
                "type": "content_block_start", "index": index,
                "content_block": {**block, "input": {}},
            }  # fmt: skip
            delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
        yield "content_block_delta", {"type": "content_block_delta", "index": index, "delta": delta}
        yield "content_block_stop", {"type": "content_block_stop", "index": index}
    yield (
        "message_delta",
        {
            "type": "message_delta",
            "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
            "usage": {"output_tokens": 20},
        },
    )
    yield "message_stop", {"type": "message_stop"}


def _responses_events(
    response_id: str, model: str, items: list[dict[str, Any]]
) -> Iterator[tuple[str | None, object]]:
    base = {"id": response_id, "object": "response", "model": model, "status": "in_progress",
            "output": []}  # fmt: skip
    yield "response.created", {"type": "response.created", "response": base}
    for index, item in enumerate(items):
        yield "response.output_item.added", {
            "type": "response.output_item.added", "output_index": index, "item": item,
        }  # fmt: skip
        if item["type"] == "message":
            text = item["content"][0]["text"]
            yield "response.output_text.delta", {
                "type": "response.output_text.delta", "item_id": item["id"],
                "output_index": index, "content_index": 0, "delta": text,
            }  # fmt: skip
        yield "response.output_item.done", {
            "type": "response.output_item.done", "output_index": index, "item": item,
        }  # fmt: skip
    usage = {"input_tokens": 100, "output_tokens": 20, "total_tokens": 120,
             "input_tokens_details": {"cached_tokens": 0},
             "output_tokens_details": {"reasoning_tokens": 0}}  # fmt: skip
    done = {**base, "status": "completed", "output": items, "usage": usage}
    yield "response.completed", {"type": "response.completed", "response": done}


def _chat_message(model: str, calls: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": None if calls else DONE_TEXT}
    if calls:
        message["tool_calls"] = [
            {"id": f"call_{uuid.uuid4().hex[:16]}", "type": "function",
             "function": {"name": n, "arguments": json.dumps(a)}}
            for n, a in calls
        ]  # fmt: skip
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex[:16]}", "object": "chat.completion", "model": model,
        "choices": [{"index": 0, "message": message,
                     "finish_reason": "tool_calls" if calls else "stop"}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120},
    }  # fmt: skip


def _chat_events(
    model: str, calls: list[tuple[str, dict[str, Any]]]
) -> Iterator[tuple[str | None, object]]:
    base = {"id": f"chatcmpl-{uuid.uuid4().hex[:16]}", "object": "chat.completion.chunk",
            "model": model}  # fmt: skip

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        return {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}

    yield None, chunk({"role": "assistant", "content": ""})
    if calls:
        for index, (name, arguments) in enumerate(calls):
            call = {"index": index, "id": f"call_{uuid.uuid4().hex[:16]}", "type": "function",
                    "function": {"name": name, "arguments": json.dumps(arguments)}}  # fmt: skip
            yield None, chunk({"tool_calls": [call]})
        yield None, chunk({}, "tool_calls")
    else:
        yield None, chunk({"content": DONE_TEXT})
        yield None, chunk({}, "stop")
    usage = {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120}
    yield None, {**base, "choices": [], "usage": usage}
    yield None, "[DONE]"
