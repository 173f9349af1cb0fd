"""The stdio MCP server, a second thin adapter over the core: tool schemas and calls (``tools``,
no SDK) and the SDK wiring with its bounded transport (``server``)."""
