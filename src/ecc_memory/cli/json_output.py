"""The one JSON convention every command prints (docs/cli.md, "JSON output").

Every JSON document on stdout is an object whose first key is ``schemaVersion``
(``ecc.memory.<name>.v<N>``), with camelCase keys, as the vault's records always were (and as the
reference and the MCP server write them); an error is ``{"schemaVersion":
"ecc.memory.error.v1", "error": {"code", "message"}}``. Kept free of click and of the vault:
the protocol commands and the error path import it without paying for either.
"""

from __future__ import annotations

import json
import sys
from typing import TextIO

ERROR_SCHEMA = "ecc.memory.error.v1"
# The protocol commands printed snake_case keys and no version; until this release they print
# each renamed key twice, the snake_case spelling (deprecated) beside the camelCase one, so
# scripts written against them keep working for one release.
SNAKE_KEYS_UNTIL = "0.3"


def emit_json(data: object, stream: TextIO | None = None) -> None:
    out = stream or sys.stdout
    out.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def camel(key: str) -> str:
    head, *rest = key.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def camel_keys(value: object) -> object:
    """``value`` with every object key in camelCase, and each renamed key's old spelling kept
    beside it (deprecated, see ``SNAKE_KEYS_UNTIL``)."""
    if isinstance(value, list | tuple):
        return [camel_keys(item) for item in value]
    if not isinstance(value, dict):
        return value
    out: dict[str, object] = {}
    for key, item in value.items():
        converted = camel_keys(item)
        if isinstance(key, str) and "_" in key.strip("_"):
            out[key] = converted
            out.setdefault(camel(key), converted)
        else:
            out[key] = converted
    return out


def emit_versioned(data: object, schema: str, stream: TextIO | None = None) -> None:
    """``data`` in the one JSON convention, as the document ``schema`` (e.g.
    ``ecc.memory.protocol-check.v1``)."""
    body = camel_keys(data)
    fields = body if isinstance(body, dict) else {"value": body}
    rest = {key: value for key, value in fields.items() if key != "schemaVersion"}
    emit_json({"schemaVersion": schema, **rest}, stream)


def schema_for(command_path: str, version: int = 1) -> str:
    """``ecc memory protocol check`` -> ``ecc.memory.protocol-check.v1``."""
    words = command_path.split()[2:]
    return f"ecc.memory.{'-'.join(words)}.v{version}"
