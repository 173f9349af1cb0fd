"""Safe text: how the adapters show strings that came from memory, git or the user.

The results ``app`` returns carry raw strings (titles, branch names, paths, finding messages),
and the core's own outputs for a model (the brief, a context pack) are made safe by the core
itself. An adapter that shows a raw string to a person or writes it into JSON, an annotation or
an MCP result uses these functions, the same ones the core uses (``terminal``), through this
one door, so that what is safe to show is decided in one place.
"""

from __future__ import annotations

from ecc_memory.terminal import (
    error_line,
    escape,
    has_hidden,
    hidden_names,
    quote_block,
    quote_inline,
    sanitize,
    show_hidden,
)

__all__ = [
    "error_line",
    "escape",
    "has_hidden",
    "hidden_names",
    "quote_block",
    "quote_inline",
    "sanitize",
    "show_hidden",
]
