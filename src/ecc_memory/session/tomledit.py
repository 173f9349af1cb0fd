"""Adding one table to a TOML file by appending it, for ``setup codex --write``.

Codex reads its MCP servers from ``[mcp_servers.<name>]`` tables. A new table can always go at
the end of a TOML document, so the merge never re-serialises the file: it appends the table's
text (in the file's newline style) when the file does not define it yet, and checks with the
standard library's parser that the result is valid TOML holding the table. A file that already
defines the server is left exactly as it is.
"""

from __future__ import annotations

from typing import Any

from ecc_memory.errors import InvalidInput


def _parser() -> Any:
    import importlib

    try:
        return importlib.import_module("tomllib")
    except ImportError:  # Python 3.10: no TOML parser in the standard library
        return None


def _loads(text: str, label: str) -> dict[str, Any]:
    parser = _parser()
    if parser is None:
        raise InvalidInput(
            "CONFIG_MANUAL", f"{label}: this Python cannot read TOML; add the table by hand."
        )
    try:
        value: dict[str, Any] = parser.loads(text)
    except parser.TOMLDecodeError as error:
        raise InvalidInput(
            "CONFIG_INVALID", f"{label} is not valid TOML ({error}); nothing was written."
        ) from None
    return value


def _lookup(document: dict[str, Any], keys: list[str]) -> object:
    node: object = document
    for key in keys:
        if not isinstance(node, dict) or key not in node:
            return None
        node = node[key]
    return node


def append_table(text: str, name: str, table: str, label: str) -> str:
    """``text`` with ``table`` (the text of ``[name]``) appended unless ``name`` is defined."""
    keys = name.split(".")
    if _lookup(_loads(text, label), keys) is not None:
        return text
    newline = "\r\n" if "\r\n" in text else "\n"
    lead = "" if not text or text.endswith(("\n", "\r")) else newline
    gap = newline if text.strip() else ""
    merged = text + lead + gap + table.replace("\n", newline)
    try:
        found = _lookup(_loads(merged, label), keys)
    except InvalidInput:  # the file defines the parent as a value or an inline table
        found = None
    if found is None:
        raise InvalidInput(
            "CONFIG_CONFLICT",
            f"{label}: {keys[0]} is not a table of tables; add [{name}] by hand. "
            "Nothing was written.",
        )
    return merged


def defined(text: str, name: str, label: str) -> bool:
    return _lookup(_loads(text, label), name.split(".")) is not None
