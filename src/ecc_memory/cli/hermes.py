"""``ecc memory hermes EVENT``: the calls of the Hermes memory provider plugin.

The plugin ``ecc memory setup hermes`` writes runs inside Hermes' own Python environment, which
is not ecc-memory's, so it holds no behaviour: each of its hooks runs this command with a JSON
payload on stdin (``cwd``, and per event ``query``, ``action``/``target``/``content``,
``agent_context``) and reads one JSON object from stdout. Like the other harnesses' hooks it
always exits 0; a failure is ``{"error": ...}`` and one line on stderr, and Hermes goes on.
"""

from __future__ import annotations

import json
from typing import Any

import click

from ecc_memory.cli.options import WHERE

EVENTS = ("brief", "recall", "memory-write", "session-end")


def _say(line: str) -> None:
    from ecc_memory.app.text import sanitize

    click.echo(sanitize(line), err=True)


def _text(value: object, limit: int = 65536) -> str:
    return value[:limit] if isinstance(value, str) else ""


def answer(event: str, payload: dict[str, Any]) -> dict[str, Any]:
    """The JSON object the plugin reads for ``event``."""
    from ecc_memory.app import session
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.cli.session import payload_cwd

    cwd = payload_cwd(payload)
    context = payload.get("agent_context")
    agent_context = context if isinstance(context, str) else None
    if event == "brief":
        from ecc_memory.cli.session import brief_for

        built = brief_for(cwd, session.HERMES)
        return {"text": built.markdown if built.says_something else ""}
    place = Workspace.find(cwd)
    if event == "recall":
        found = session.hermes_recall(place, _text(payload.get("query"), 4096))
        return {"text": found.text, "included": list(found.included),
                "withheld": list(found.withheld)}  # fmt: skip
    if event == "memory-write":
        done = session.hermes_mirror(
            place, action=_text(payload.get("action"), 20),
            target=_text(payload.get("target"), 20), content=_text(payload.get("content")),
            agent_context=agent_context, old_text=_text(payload.get("old_text")) or None,
        )  # fmt: skip
        return {"memoryId": done.memory_id, "path": done.path, "refused": done.refused,
                "skipped": done.skipped, "replaced": done.replaced}  # fmt: skip
    if not session.hermes_writes(agent_context):
        return {"memoryId": None, "skipped": f"a {agent_context} agent's session"}
    ended = session.end(place, session.HERMES)
    return {"memoryId": ended.memory_id, "written": ended.written, "skipped": ended.skipped}


@click.command("hermes")
@click.argument("event", type=click.Choice(EVENTS))
@WHERE
def hermes(event: str) -> None:
    """Hermes memory provider calls (the plugin `setup hermes` writes runs them).

    \b
    Reads a JSON payload on stdin (`cwd`, `query`, `action`, `target`, `content`,
    `old_text`, `agent_context`), prints one JSON object and always exits 0: brief (the
    session brief for Hermes' system prompt), recall (memories matching a message),
    memory-write (mirror a write of Hermes' built-in memory; secrets refused), session-end
    (the branch handoff).
    """
    from ecc_memory.cli.session import read_payload

    try:
        result = answer(event, read_payload())
    except Exception as exc:  # Hermes must never fail because of us
        from ecc_memory.errors import EccError

        reason = f"{exc.code}: {exc.message}" if isinstance(exc, EccError) else type(exc).__name__
        _say(f"ecc-memory: hermes {event} skipped: {reason}")
        result = {"error": reason}
    from ecc_memory.cli.outcome import exit_with

    click.echo(json.dumps(result, ensure_ascii=False))
    exit_with(0)
