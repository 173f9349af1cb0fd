"""Agent sessions: the bounded start-of-session brief, the session-end handoff, and the
harness configuration that wires them into Claude Code, Codex and OpenCode.

Core modules only: they return values and never print; ``cli.session`` and the MCP tools are
the adapters.
"""
