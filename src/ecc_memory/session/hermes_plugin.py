"""The Hermes memory provider plugin ``ecc memory setup hermes`` writes to
``$HERMES_HOME/plugins/ecc-memory/__init__.py``.

Hermes (0.19.0, measured in ``tests/agents``) loads the one external provider that
``memory.provider`` in ``config.yaml`` names from ``$HERMES_HOME/plugins/<name>/``: a class
implementing its ``MemoryProvider`` ABC, registered through ``register(ctx)``. The plugin runs in
Hermes' own Python environment, where ecc-memory is usually not installed, so it holds no
behaviour: each hook runs ``ecc memory hermes EVENT`` (ecc-memory's own install, from Hermes'
``PATH`` like the other harnesses' hooks) and hands Hermes the answer. Upgrading ecc-memory
upgrades what it does; the file itself only changes with the hook list. It never fails a
session: a command that fails adds nothing.
"""

from __future__ import annotations

PLUGIN_DIR = "plugins/ecc-memory"
PLUGIN_PATH = f"{PLUGIN_DIR}/__init__.py"
PROVIDER = "ecc-memory"

PLUGIN = '''\
"""ecc-memory for Hermes Agent, written by `ecc memory setup hermes --write`.

A memory provider (`memory.provider: ecc-memory` in config.yaml) with no behaviour of its own:
each hook runs `ecc memory hermes EVENT` from ecc-memory's install and hands Hermes the answer.
At session start the memory brief joins the system prompt; before each turn, memories matching
the message (labelled as unreviewed notes); a write to Hermes' built-in memory is copied into
the project's vault (a suspected secret is refused and reported); at session end, a branch
handoff. Set ECC to the absolute path of `ecc` if Hermes' PATH does not reach it.
"""

import json
import logging
import os
import shutil
import subprocess

from agent.memory_provider import MemoryProvider

ECC = "ecc"
TIMEOUT = {"brief": 10, "recall": 7, "memory-write": 10, "session-end": 10}

logger = logging.getLogger(__name__)


def _ecc(event, payload):
    program = shutil.which(ECC)
    if program is None:
        return {}
    try:
        done = subprocess.run(
            [program, "memory", "hermes", event], input=json.dumps(payload),
            capture_output=True, text=True, timeout=TIMEOUT[event],
        )
        answer = json.loads(done.stdout or "{}")
    except (OSError, ValueError, subprocess.SubprocessError) as error:
        logger.warning("ecc-memory: %s failed: %s", event, error)
        return {}
    if done.stderr.strip():
        logger.warning("%s", done.stderr.strip())
    return answer if isinstance(answer, dict) else {}


class EccMemoryProvider(MemoryProvider):
    def __init__(self):
        self._cwd = os.getcwd()
        self._context = "primary"
        self._warn = None
        self._notices = []

    @property
    def name(self):
        return "ecc-memory"

    def is_available(self):
        return shutil.which(ECC) is not None

    def initialize(self, session_id, **kwargs):
        self._cwd = os.getcwd()
        self._context = kwargs.get("agent_context") or "primary"
        self._warn = kwargs.get("warning_callback")

    def _call(self, event, **payload):
        return _ecc(event, {"cwd": self._cwd, "agent_context": self._context, **payload})

    def system_prompt_block(self):
        return self._call("brief").get("text") or ""

    def prefetch(self, query, *, session_id=""):
        notices, self._notices = self._notices, []
        text = self._call("recall", query=query).get("text") or ""
        return "\\n\\n".join([*notices, text]).strip()

    def get_tool_schemas(self):
        return []  # the tools come from the MCP server, mcp_servers.ecc-memory

    def on_memory_write(self, action, target, content, metadata=None):
        old_text = (metadata or {}).get("old_text")
        answer = self._call("memory-write", action=action, target=target, content=content,
                            old_text=old_text)
        refused = answer.get("refused")
        if refused:
            self._notices.append(refused)  # the model reads it with the next turn's recall
            logger.warning("%s", refused)
            if self._warn is not None:
                self._warn(refused)

    def on_session_end(self, messages):
        self._call("session-end")


def register(ctx):
    ctx.register_memory_provider(EccMemoryProvider())
'''
