"""Adding keys to a YAML mapping by inserting lines, for ``setup hermes --write``.

Hermes reads ``$HERMES_HOME/config.yaml``: the MCP server goes under ``mcp_servers`` and the
provider's name into ``memory.provider``. The merge never re-serialises the file (comments,
quoting, key order and line endings stay): each key of the form ``top.child`` is inserted as
lines under its top-level block (with the indentation that block already uses), appended as a
new block when the file has no ``top``, or, for an empty scalar such as Hermes' default
``provider: ''``, filled in on its own line. A value already there stays and is reported as
kept. The result is parsed again and must equal the file's data with exactly our keys added;
anything else (a flow mapping, a duplicate key, an odd layout) is refused and nothing is
written, so an unusual file costs a manual edit, never a broken config.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass
from typing import Any

from ecc_memory.errors import InvalidInput

EMPTY_SCALAR = re.compile(r"""^[ \t]*(?:''|""|~|null|Null|NULL)?[ \t]*(?P<comment>#.*)?$""")


@dataclass(frozen=True)
class Edit:
    """Set ``top.child`` to ``value`` unless the file has a value there already (an empty
    scalar counts as none when ``fill_empty``)."""

    top: str
    child: str
    value: Any
    fill_empty: bool = False


def _load(text: str, label: str) -> dict[str, Any]:
    import yaml

    try:
        value = yaml.safe_load(text) if text.strip() else {}
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        raise InvalidInput(
            "CONFIG_INVALID", f"{label} is not valid YAML{where}; nothing was written."
        ) from None
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise InvalidInput("CONFIG_INVALID", f"{label} is not a YAML mapping; nothing was written.")
    return value


def _key_line(name: str, indent: str) -> re.Pattern[str]:
    quoted = re.escape(name)
    return re.compile(rf"^{indent}(?:{quoted}|'{quoted}'|\"{quoted}\")[ \t]*:(?P<rest>.*?)\r?\n?$")


def _content(line: str) -> bool:
    stripped = line.strip()
    return bool(stripped) and not stripped.startswith("#")


def _render(child: str, value: Any, indent: str, newline: str) -> list[str]:
    import yaml

    dumped = yaml.safe_dump({child: value}, default_flow_style=False, sort_keys=False,
                            allow_unicode=True)  # fmt: skip
    step = indent or "  "
    lines = []
    for line in dumped.splitlines():
        depth = len(line) - len(line.lstrip(" "))
        lines.append(indent + step * (depth // 2) + line.lstrip(" ") + newline)
    return lines


def _apply(lines: list[str], edit: Edit, newline: str, label: str) -> bool:
    """Insert ``edit`` into ``lines`` (in place); False when a value is there and stays."""
    top = _key_line(edit.top, "")
    starts = [i for i, line in enumerate(lines) if top.match(line)]
    if not starts:
        if lines and not lines[-1].endswith("\n"):
            lines[-1] += newline
        lines += [f"{edit.top}:{newline}", *_render(edit.child, edit.value, "  ", newline)]
        return True
    if len(starts) > 1:
        raise _manual(label, edit)
    start = starts[0]
    match = top.match(lines[start])
    assert match is not None
    rest = match.group("rest")
    after = range(start + 1, len(lines))
    end = next((i for i in after if _content(lines[i]) and lines[i][0] not in " \t"), len(lines))
    body = [i for i in range(start + 1, end) if _content(lines[i])]
    if not body:  # `top:` with nothing under it, `top: {}`, `top: null`
        if rest.strip() not in ("", "{}", "~", "null") and not rest.strip().startswith("#"):
            raise _manual(label, edit)
        comment = rest[rest.index("#") :] if "#" in rest else ""
        lines[start] = f"{edit.top}:{' ' + comment if comment else ''}{newline}"
        lines[start + 1 : start + 1] = _render(edit.child, edit.value, "  ", newline)
        return True
    if rest.strip() and not rest.strip().startswith("#"):
        raise _manual(label, edit)  # a value on the key's own line and lines under it
    indent = lines[body[0]][: len(lines[body[0]]) - len(lines[body[0]].lstrip(" \t"))]
    if "\t" in indent:
        raise _manual(label, edit)
    child = _key_line(edit.child, indent)
    found = [i for i in body if child.match(lines[i])]
    if not found:
        at = body[0]
        lines[at:at] = _render(edit.child, edit.value, indent, newline)
        return True
    line = lines[found[0]]
    child_match = child.match(line)
    assert child_match is not None
    empty = EMPTY_SCALAR.match(child_match.group("rest"))
    if not (edit.fill_empty and empty):
        return False
    key = line[: line.index(":") + 1]
    comment = empty.group("comment")
    ending = newline if line.endswith("\n") else ""
    value = _render(edit.child, edit.value, "", "")[0].split(":", 1)[1]
    lines[found[0]] = f"{key}{value}{'  ' + comment if comment else ''}{ending}"
    return True


def _manual(label: str, edit: Edit) -> InvalidInput:
    return InvalidInput(
        "CONFIG_MANUAL",
        f"{label}: cannot add {edit.top}.{edit.child} by inserting lines (a flow mapping, a "
        "duplicate key or an unusual layout); add it by hand. Nothing was written.",
    )


def merge(text: str, edits: list[Edit], label: str) -> tuple[str, tuple[str, ...]]:
    """``text`` with each edit applied, and the ``top.child`` keys whose value was kept."""
    before = _load(text, label)
    newline = "\r\n" if "\r\n" in text else "\n"
    lines = text.splitlines(keepends=True)
    expected = copy.deepcopy(before)
    kept = []
    for edit in edits:
        current = before.get(edit.top)
        if current is not None and not isinstance(current, dict):
            raise InvalidInput(
                "CONFIG_CONFLICT",
                f"{label}: {edit.top} is not a mapping; add {edit.top}.{edit.child} by hand. "
                "Nothing was written.",
            )
        if _apply(lines, edit, newline, label):
            section = expected.get(edit.top)
            if not isinstance(section, dict):
                section = expected[edit.top] = {}
            section[edit.child] = edit.value
        elif (current or {}).get(edit.child) != edit.value:
            kept.append(f"{edit.top}.{edit.child}")
    merged = "".join(lines)
    if merged != text:
        try:
            after = _load(merged, label)
        except InvalidInput:
            after = None
        if after != expected:
            raise _manual(label, edits[0])
    return merged, tuple(kept)
