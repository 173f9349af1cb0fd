"""The tools' output schemas: what each call returns as ``structuredContent``.

Every tool declares one (``outputSchema`` in ``tools/list``): an object that is either the
tool's result or, for an error result (``isError: true``), ``{"error": {code, message,
reason?}}``. Every result validates against it (``tests/mcp/test_results.py`` checks each tool's
real results with jsonschema, and the SDK's client checks them on every call). The error shape is
part of the schema because clients built on the TypeScript SDK (OpenCode 1.18.33, measured)
check the structured content of error results too, and refuse the whole call when it does not
match. A schema names the keys a result always has and their types; it does not forbid keys a
later release adds (``additionalProperties`` is left open), so a client written against it keeps
working.
"""

from __future__ import annotations

from typing import Any

_STRING = {"type": "string"}
_STRINGS = {"type": "array", "items": _STRING}
_INTEGER = {"type": "integer"}
_BOOLEAN = {"type": "boolean"}
_OBJECT = {"type": "object"}


def _shape(properties: dict[str, Any], required: tuple[str, ...] | None = None) -> dict[str, Any]:
    """An object with these properties, all required unless ``required`` names fewer."""
    keys = tuple(properties) if required is None else required
    return {"type": "object", "properties": properties, "required": list(keys)}


def _nullable(schema: dict[str, Any]) -> dict[str, Any]:
    return {"anyOf": [schema, {"type": "null"}]}


def record(with_body: bool = False) -> dict[str, Any]:
    """A memory as ``memory_to_json`` renders it."""
    properties: dict[str, Any] = {
        "schema": _STRING,
        "id": _STRING,
        "title": _STRING,
        "kind": _STRING,
        "scope": _STRING,
        "trust": _STRING,
        "status": _STRING,
        "sourceHarness": _STRING,
        "targetHarnesses": _STRINGS,
        "tags": _STRINGS,
        "links": _STRINGS,
        "createdAt": _STRING,
        "updatedAt": _STRING,
    }
    if with_body:
        properties["body"] = _STRING
    return _shape(properties)


ERROR = _shape(
    {
        "error": _shape(
            {"code": _STRING, "message": _STRING, "reason": _STRING}, required=("code", "message")
        )
    }
)


def output_schemas() -> dict[str, dict[str, Any]]:
    """Tool name -> the JSON schema of its ``structuredContent``: its result, or an error."""
    return {
        name: {"type": "object", "anyOf": [result, ERROR]}
        for name, result in result_schemas().items()
    }


def result_schemas() -> dict[str, dict[str, Any]]:
    """Tool name -> the JSON schema of a successful call's ``structuredContent``."""
    saved = _shape({"memory": record(), "path": _STRING})
    hit = _shape(
        {"memory": record(), "score": {"type": "number"}, "excerpt": _STRING, "path": _STRING}
    )
    search = _shape({"results": {"type": "array", "items": hit}, "diagnostics": _OBJECT})
    read = _shape(
        {
            "memory": record(with_body=True),
            "path": _STRING,
            "backlinks": {"type": "array", "items": record()},
            "backlinksTruncated": _BOOLEAN,
        }
    )
    supersede = _shape({"memory": record(), "path": _STRING, "supersedes": _STRING})
    doctor = _shape(
        {
            "schemaVersion": {"const": "ecc.memory.doctor.v1"},
            "ok": _BOOLEAN,
            "memoryCount": _INTEGER,
            "invalidFileCount": _INTEGER,
            "duplicateIdCount": _INTEGER,
            "brokenLinkCount": _INTEGER,
            "skippedSymlinkCount": _INTEGER,
            "scannedBytes": _INTEGER,
            "truncated": _BOOLEAN,
            "diagnosticsTruncated": _BOOLEAN,
        }
    )
    objects = {"type": "array", "items": _OBJECT}
    context = _shape(
        {
            "task": _STRING,
            "canonical_task": _STRING,
            "paths": _STRINGS,
            "missing_on_disk": _STRINGS,
            "explicit": {"type": "array"},
            "completeness": _STRING,
            "incomplete_dimensions": {"type": "array"},
            "conflict_status": _STRING,
            "conflicts": objects,
            "modules": objects,
            "policy_exclusions": {"type": "array"},
            "warnings": {"type": "array"},
            "migration_pending": _BOOLEAN,
            "strict_refusal": _nullable(_STRING),
            "invalid_findings": objects,
            "loaded": objects,
        },
        required=("task", "canonical_task", "completeness", "conflict_status", "modules", "loaded"),
    )
    brief = _shape(
        {
            "schemaVersion": {"const": "ecc.memory.brief.v1"},
            "harness": _STRING,
            "branch": _nullable(_STRING),
            "budget": _INTEGER,
            "tokens": _INTEGER,
            "characters": _INTEGER,
            "handoffId": _nullable(_STRING),
            "protocol": _nullable(_OBJECT),
            "included": _STRINGS,
            "omitted": _STRINGS,
            "withheld": objects,
            "diagnostics": _STRINGS,
            "markdown": _STRING,
        }
    )
    propose = _shape(
        {
            "candidateId": _STRING,
            "status": {"const": "candidate"},
            "evidence": _STRINGS,
            "harness": _STRING,
            "path": _STRING,
            "planId": _STRING,
            "applied": _BOOLEAN,
            "written": _STRINGS,
            "diff": _STRINGS,
            "next": _STRING,
        }
    )
    return {
        "memory_save": saved,
        "memory_search": search,
        "memory_read": read,
        "memory_supersede": supersede,
        "memory_doctor": doctor,
        "memory_context": context,
        "memory_brief": brief,
        "memory_propose": propose,
    }
