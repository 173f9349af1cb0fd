"""The OpenCode plugin ``ecc memory setup opencode`` ships: the session brief at session start
and a branch handoff when a session goes idle.

OpenCode has no command hooks, but a local plugin (a JavaScript module in
``.opencode/plugins/``) receives ``session.created`` and ``session.idle`` events and may add to
the system prompt through ``experimental.chat.system.transform`` (measured on OpenCode 1.18.33;
docs/agents.md). The plugin runs the same two commands as the other harnesses' hooks, with the
same payload shape on stdin, and never fails a session: a command that fails adds nothing.
"""

from __future__ import annotations

PLUGIN_PATH = ".opencode/plugins/ecc-memory.js"

PLUGIN = """\
// ecc-memory for OpenCode, written by `ecc memory setup opencode --write`.
// At session start: the memory brief (`ecc memory brief --hook`) joins the system prompt.
// When a session goes idle: a branch handoff (`ecc memory session-end`), written only when
// something changed. Both fail open: a failing command adds nothing and blocks nothing.
import { execFile } from "node:child_process";

const HARNESS = "opencode";

function ecc(args, cwd, payload) {
  return new Promise((resolve) => {
    const child = execFile(
      "ecc",
      ["memory", ...args, "--harness", HARNESS],
      { cwd, timeout: 10000, maxBuffer: 1 << 20 },
      (error, stdout) => resolve(error ? "" : String(stdout)),
    );
    child.stdin?.end(JSON.stringify({ cwd, ...payload }));
  });
}

export const EccMemory = async ({ directory }) => {
  const briefs = new Map();
  const brief = (sessionID) => {
    if (!briefs.has(sessionID)) {
      const payload = { hook_event_name: "SessionStart", session_id: sessionID, source: "startup" };
      briefs.set(sessionID, ecc(["brief", "--hook"], directory, payload));
    }
    return briefs.get(sessionID);
  };
  return {
    event: async ({ event }) => {
      const sessionID = event?.properties?.info?.id ?? event?.properties?.sessionID ?? "";
      if (event?.type === "session.created") brief(sessionID);
      if (event?.type === "session.idle") {
        const payload = { hook_event_name: "SessionEnd", session_id: sessionID };
        await ecc(["session-end"], directory, payload);
      }
    },
    "experimental.chat.system.transform": async (input, output) => {
      const text = await brief(input?.sessionID ?? "");
      if (text && Array.isArray(output?.system)) output.system.push(text);
    },
  };
};
"""
