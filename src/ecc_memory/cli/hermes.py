"""``ecc memory hermes EVENT``: the calls of the Hermes memory provider plugin.

The plugin ``ecc memory setup hermes`` writes runs inside Hermes' own Python environment, which
is not ecc-memory's, so it holds no behaviour: each of its hooks runs this command with a JSON
payload on stdin (``cwd``, and per event ``query``, ``action``/``target``/``content``,
``agent_context``) and reads one JSON object from stdout. Like the other harnesses' hooks it
always exits 0; a failure is ``{"error": ...}`` and one line on stderr, and Hermes goes on.
"""

from __future__ import annotations

import json
import os
from typing import Any

import click

from ecc_memory.cli.options import WHERE

EVENTS = ("brief", "recall", "memory-write", "session-end")


def _say(line: str) -> None:
    from ecc_memory.terminal import sanitize

    click.echo(sanitize(line), err=True)


def _text(value: object, limit: int = 65536) -> str:
    return value[:limit] if isinstance(value, str) else ""


def answer(event: str, payload: dict[str, Any]) -> dict[str, Any]:
    """The JSON object the plugin reads for ``event``."""
    from ecc_memory.cli.session import payload_cwd
    from ecc_memory.session import hermes

    cwd = payload_cwd(payload)
    context = payload.get("agent_context")
    agent_context = context if isinstance(context, str) else None
    if event == "brief":
        from ecc_memory.cli.session import brief_for

        built = brief_for(cwd, hermes.HARNESS)
        return {"text": built.markdown if built.says_something else ""}
    from ecc_memory.config import now, resolve_roots

    if event == "recall":
        found = hermes.recall(resolve_roots(cwd, os.environ), _text(payload.get("query"), 4096))
        return {"text": found.text, "included": list(found.included),
                "withheld": list(found.withheld)}  # fmt: skip
    if event == "memory-write":
        done = hermes.mirror_write(
            resolve_roots(cwd, os.environ), action=_text(payload.get("action"), 20),
            target=_text(payload.get("target"), 20), content=_text(payload.get("content")),
            agent_context=agent_context, now=now(os.environ),
            old_text=_text(payload.get("old_text")) or None,
        )  # fmt: skip
        return {"memoryId": done.memory_id, "path": done.path, "refused": done.refused,
                "skipped": done.skipped, "replaced": done.replaced}  # fmt: skip
    if not hermes.writes_allowed(agent_context):
        return {"memoryId": None, "skipped": f"a {agent_context} agent's session"}
    from ecc_memory.git.repo import open_repo
    from ecc_memory.session.end import end_session

    repo = open_repo(cwd)
    roots = resolve_roots(repo.workdir, os.environ)
    ended = end_session(roots, repo, harness=hermes.HARNESS, now=now(os.environ))
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
