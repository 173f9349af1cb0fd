"""Checking tool arguments against the tools' own JSON schemas, without a schema library.

The schemas in ``tools`` and ``propose`` use a small part of JSON Schema: objects with
``properties``, ``required`` and ``additionalProperties: false``; strings with ``minLength``,
``maxLength``, ``pattern`` and ``enum``; integers with ``minimum`` and ``maximum``; booleans;
arrays of those with ``minItems``, ``maxItems`` and ``uniqueItems``. This module checks exactly
that part, with JSON Schema's meaning (``true`` is not an integer, ``5.0`` is; lengths count
code points; ``pattern`` is searched, not anchored), and reports each failure as a JSON pointer
and the keyword that failed -- never the value. A test compares it with jsonschema's
Draft 2020-12 validator on generated arguments. Importing jsonschema cost the first tool call
about 80 ms; these checks cost microseconds.
"""

from __future__ import annotations

import re
from typing import Any

Problem = tuple[tuple[str | int, ...], str]  # (path, keyword)


def problems(schema: dict[str, Any], value: object) -> list[Problem]:
    """Every failure of ``value`` against ``schema``, in the schema's keyword order."""
    found: list[Problem] = []
    _check(schema, value, (), found)
    return found


def _type_ok(expected: str, value: object) -> bool:
    if expected == "object":
        return isinstance(value, dict)
    if expected == "array":
        return isinstance(value, list)
    if expected == "string":
        return isinstance(value, str)
    if expected == "boolean":
        return isinstance(value, bool)
    if expected == "integer":
        if isinstance(value, bool):
            return False
        return isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    if expected == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    raise ValueError(f"unsupported schema type {expected!r}")


def _check(
    schema: dict[str, Any], value: object, path: tuple[str | int, ...], found: list[Problem]
) -> None:
    for keyword, rule in schema.items():
        failed = _keyword(keyword, rule, schema, value, path, found)
        if failed:
            found.append((path, keyword))


def _keyword(
    keyword: str,
    rule: Any,
    schema: dict[str, Any],
    value: object,
    path: tuple[str | int, ...],
    found: list[Problem],
) -> bool:
    """Whether ``keyword`` fails here; nested failures are appended to ``found`` directly."""
    if keyword == "type":
        return not _type_ok(rule, value)
    if keyword == "enum":
        return not any(_same(value, choice) for choice in rule)
    if isinstance(value, str):
        if keyword == "minLength":
            return bool(len(value) < rule)
        if keyword == "maxLength":
            return bool(len(value) > rule)
        if keyword == "pattern":
            return re.search(rule, value) is None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if keyword == "minimum":
            return bool(value < rule)
        if keyword == "maximum":
            return bool(value > rule)
    if isinstance(value, list):
        return _array_keyword(keyword, rule, value, path, found)
    if isinstance(value, dict):
        return _object_keyword(keyword, rule, schema, value, path, found)
    return False


def _array_keyword(
    keyword: str, rule: Any, value: list[Any], path: tuple[str | int, ...], found: list[Problem]
) -> bool:
    if keyword == "minItems":
        return bool(len(value) < rule)
    if keyword == "maxItems":
        return bool(len(value) > rule)
    if keyword == "uniqueItems":
        return bool(rule) and any(_same(a, b) for i, a in enumerate(value) for b in value[i + 1 :])
    if keyword == "items":
        for index, item in enumerate(value):
            _check(rule, item, (*path, index), found)
    return False


def _object_keyword(
    keyword: str,
    rule: Any,
    schema: dict[str, Any],
    value: dict[str, Any],
    path: tuple[str | int, ...],
    found: list[Problem],
) -> bool:
    if keyword == "required":
        return any(name not in value for name in rule)
    if keyword == "additionalProperties":
        known = schema.get("properties", {})
        return rule is False and any(name not in known for name in value)
    if keyword == "properties":
        for name, sub in rule.items():
            if name in value:
                _check(sub, value[name], (*path, name), found)
    return False


def _same(a: object, b: object) -> bool:
    """JSON equality: ``1`` and ``true`` differ, ``1`` and ``1.0`` do not, at any depth (Python's
    ``[False] == [0]`` is true; JSON's is not)."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[key], b[key]) for key in a)
    return type(a) is type(b) and a == b
