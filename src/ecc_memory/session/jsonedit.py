"""Format-preserving JSON merges: add keys and array items by editing the document's text.

``setup --write`` must keep every unrelated key and the file's formatting, so it never
re-serialises a whole file: it parses the text into nodes that remember their spans, decides
which keys and items are missing, and splices rendered text in at those places. Every byte
outside the edited spans stays as it was; new text copies the file's indent unit, key
separator and newline style.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ecc_memory.errors import InvalidInput

MAX_DEPTH = 100
MAX_NUMBER_DIGITS = 100
_WHITESPACE = " \t\n\r"


class _NotJson(ValueError):
    """A value Python's parser accepts but JSON has not (NaN, Infinity, a number no file of
    ours could mean: thousands of digits, or beyond a double's range)."""


def _constant(name: str) -> Any:
    raise _NotJson(f"{name} is not JSON")


def _integer(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise _NotJson(f"a number of more than {MAX_NUMBER_DIGITS} digits")
    return int(digits)


def _real(text: str) -> float:
    import math

    value = float(text) if len(text) <= 2 * MAX_NUMBER_DIGITS else math.inf
    if not math.isfinite(value):
        raise _NotJson("a number out of range")
    return value


_DECODER = json.JSONDecoder(parse_constant=_constant, parse_int=_integer, parse_float=_real)


def loads(text: str, label: str) -> Any:
    """``text`` as strict JSON: NaN, Infinity and absurd numbers are refused as invalid."""
    try:
        value, end = _DECODER.raw_decode(text, len(text) - len(text.lstrip(_WHITESPACE)))
    except json.JSONDecodeError as error:
        raise _invalid(label, text, error.pos, error.msg.lower()) from None
    except (_NotJson, RecursionError) as error:
        raise _invalid(label, text, 0, str(error) or "nested too deeply") from None
    if text[end:].strip(_WHITESPACE):
        raise _invalid(label, text, end, "extra data")
    return value


_KEY_SEPARATOR = re.compile(r'"\s*:([ \t]*)')


class ConfigConflict(InvalidInput):
    """The file holds a value of another type where the fragment needs an object or array."""


@dataclass
class Node:
    """A JSON value and the span ``text[start:end]`` it was parsed from."""

    kind: str  # "object", "array" or "scalar"
    start: int
    end: int
    value: Any
    members: list[tuple[str, int, Node]] = field(default_factory=list)  # key, key start, value
    items: list[Node] = field(default_factory=list)

    def member(self, key: str) -> Node | None:
        return next((node for name, _, node in self.members if name == key), None)


def _invalid(label: str, text: str, pos: int, why: str) -> InvalidInput:
    line = text.count("\n", 0, pos) + 1
    return InvalidInput(
        "CONFIG_INVALID", f"{label} is not valid JSON (line {line}: {why}); nothing was written."
    )


class _Parser:
    def __init__(self, text: str, label: str) -> None:
        self.text, self.label = text, label

    def skip(self, pos: int) -> int:
        while pos < len(self.text) and self.text[pos] in _WHITESPACE:
            pos += 1
        return pos

    def fail(self, pos: int, why: str) -> InvalidInput:
        return _invalid(self.label, self.text, pos, why)

    def value(self, pos: int, depth: int) -> Node:
        if depth > MAX_DEPTH:
            raise self.fail(pos, "nested too deeply")
        char = self.text[pos : pos + 1]
        if char == "{":
            return self.obj(pos, depth)
        if char == "[":
            return self.array(pos, depth)
        try:
            value, end = _DECODER.raw_decode(self.text, pos)
        except json.JSONDecodeError:
            raise self.fail(pos, "expected a value") from None
        except _NotJson as error:
            raise self.fail(pos, str(error)) from None
        return Node("scalar", pos, end, value)

    def obj(self, start: int, depth: int) -> Node:
        node = Node("object", start, start, {})
        pos = self.skip(start + 1)
        if self.text[pos : pos + 1] == "}":
            node.end = pos + 1
            return node
        while True:
            if self.text[pos : pos + 1] != '"':
                raise self.fail(pos, "expected a key")
            key = self.value(pos, depth + 1)
            pos = self.skip(key.end)
            if self.text[pos : pos + 1] != ":":
                raise self.fail(pos, "expected ':'")
            child = self.value(self.skip(pos + 1), depth + 1)
            if key.value in node.value:
                raise self.fail(key.start, f"duplicate key {json.dumps(key.value)[:80]}")
            node.members.append((key.value, key.start, child))
            node.value[key.value] = child.value
            pos = self.skip(child.end)
            if self.text[pos : pos + 1] == "}":
                node.end = pos + 1
                return node
            if self.text[pos : pos + 1] != ",":
                raise self.fail(pos, "expected ',' or '}'")
            pos = self.skip(pos + 1)

    def array(self, start: int, depth: int) -> Node:
        node = Node("array", start, start, [])
        pos = self.skip(start + 1)
        if self.text[pos : pos + 1] == "]":
            node.end = pos + 1
            return node
        while True:
            child = self.value(pos, depth + 1)
            node.items.append(child)
            node.value.append(child.value)
            pos = self.skip(child.end)
            if self.text[pos : pos + 1] == "]":
                node.end = pos + 1
                return node
            if self.text[pos : pos + 1] != ",":
                raise self.fail(pos, "expected ',' or ']'")
            pos = self.skip(pos + 1)


def parse(text: str, label: str) -> Node:
    """The document's root node; raises ``InvalidInput`` (CONFIG_INVALID) for bad JSON."""
    parser = _Parser(text, label)
    start = parser.skip(0)
    if start == len(text):
        raise _invalid(label, text, start, "empty document")
    root = parser.value(start, 0)
    if parser.skip(root.end) != len(text):
        raise _invalid(label, text, root.end, "text after the document")
    return root


@dataclass(frozen=True)
class Style:
    """How the file writes JSON: indent unit (None: on one line), key separator, newline."""

    indent: str | None = "  "
    colon: str = ": "
    newline: str = "\n"


def detect_style(text: str) -> Style:
    newline = "\r\n" if "\r\n" in text else "\n"
    indents = re.findall(r"\n([ \t]+)\S", text)
    if not indents:
        # A one-line document stays on one line, unless it is an empty object.
        multiline = "\n" in text.strip() or re.fullmatch(r"\{\s*\}", text.strip()) is not None
        indent: str | None = "  " if multiline else None
    else:
        indent = "\t" if indents[0].startswith("\t") else " " * min(len(i) for i in indents)
    match = _KEY_SEPARATOR.search(text)
    colon = ":" + (match.group(1) if match else " ")
    return Style(indent, colon, newline)


def render(value: Any, style: Style, base: str) -> str:
    """``value`` as JSON text in the file's style, continuation lines indented by ``base``."""
    if style.indent is None:
        return json.dumps(value, ensure_ascii=False, separators=(", ", style.colon))
    text = json.dumps(value, ensure_ascii=False, indent=style.indent, separators=(",", style.colon))
    return text.replace("\n", style.newline + base)


Owned = Callable[[Any], bool]
Edit = tuple[int, int, str]


class _Merger:
    def __init__(self, text: str, label: str, style: Style, owned: Owned) -> None:
        self.text, self.label, self.style, self.owned = text, label, style, owned
        self.edits: list[Edit] = []

    def line_indent(self, pos: int) -> str:
        line_start = self.text.rfind("\n", 0, pos) + 1
        match = re.match(r"[ \t]*", self.text[line_start:pos])
        return match.group(0) if match else ""

    def child_indent(self, container: Node, first: int | None) -> str:
        """The indent of the container's first child, or one unit more than its own line."""
        if first is not None and "\n" in self.text[container.start : first]:
            return self.line_indent(first)
        return self.line_indent(container.start) + (self.style.indent or "")

    def inline(self, node: Node) -> bool:
        return self.style.indent is None or "\n" not in self.text[node.start : node.end]

    def value_style(self, node: Node) -> Style:
        """Values added inside a one-line object or array stay on one line."""
        if self.inline(node) and (node.members or node.items):
            return Style(None, self.style.colon, self.style.newline)
        return self.style

    def insert(self, node: Node, parts: list[str], last_end: int | None, indent: str) -> None:
        nl = self.style.newline
        if last_end is None:  # an empty object or array: rewrite its inside
            if self.inline(node) and self.style.indent is None:
                inner = ", ".join(parts)
            else:
                closing = self.line_indent(node.start)
                inner = nl + indent + ("," + nl + indent).join(parts) + nl + closing
            self.edits.append((node.start + 1, node.end - 1, inner))
        elif self.inline(node):
            self.edits.append((last_end, last_end, "".join(", " + part for part in parts)))
        else:
            self.edits.append((last_end, last_end, "".join("," + nl + indent + p for p in parts)))

    def obj(self, node: Node, fragment: dict[str, Any], path: str) -> None:
        added: list[str] = []
        indent = self.child_indent(node, node.members[0][1] if node.members else None)
        style = self.value_style(node)
        for key, value in fragment.items():
            where = f"{path}.{key}" if path else key
            existing = node.member(key)
            if existing is None:
                added.append(
                    f"{json.dumps(key, ensure_ascii=False)}{style.colon}"
                    f"{render(value, style, indent)}"
                )
            elif isinstance(value, dict):
                self._expect(existing, "object", where)
                self.obj(existing, value, where)
            elif isinstance(value, list):
                self._expect(existing, "array", where)
                if entries(value):
                    self.array(existing, value, where)
            # A value already there stays as the user wrote it (``kept_values`` names it),
            # an argv array such as ``command: ["ecc-memory-mcp"]`` included.
        if added:
            last = node.members[-1][2].end if node.members else None
            self.insert(node, added, last, indent)

    def array(self, node: Node, items: list[Any], path: str) -> None:
        indent = self.child_indent(node, node.items[0].start if node.items else None)
        style = self.value_style(node)
        added = [render(item, style, indent) for item in new_items(node.value, items, self.owned)]
        if added:
            last = node.items[-1].end if node.items else None
            self.insert(node, added, last, indent)

    def _expect(self, node: Node, kind: str, where: str) -> None:
        if node.kind != kind:
            raise ConfigConflict(
                "CONFIG_CONFLICT",
                f"{self.label}: {where[:120]} is not an {kind}; merge it by hand. "
                "Nothing was written.",
            )


def merge_text(text: str, fragment: dict[str, Any], label: str, owned: Owned) -> str:
    """``text`` with the keys and array items of ``fragment`` added.

    Only ever inserts: objects merge key by key and a missing key is added, while a value the
    file already holds stays as it is. Array items are appended unless an equal one is
    present, or unless ``owned`` recognises one of the array's items as ours (then the user's
    version stays). An empty ``text`` gives a new two-space-indented document.
    """
    if not text.strip():
        return json.dumps(fragment, ensure_ascii=False, indent=2) + "\n"
    root = parse(text, label)
    merger = _Merger(text, label, detect_style(text), owned)
    merger._expect(root, "object", "the top level")
    merger.obj(root, fragment, "")
    result = text
    for start, end, replacement in sorted(merger.edits, reverse=True):
        result = result[:start] + replacement + result[end:]
    return result


def entries(items: list[Any]) -> bool:
    """Whether an array is a list of entries that a merge may add to (hook groups: objects),
    rather than one value (an argv such as ``["ecc-memory-mcp"]``: order and items are its
    meaning, so another program's arguments are never appended to it)."""
    return bool(items) and all(isinstance(item, dict) for item in items)


def new_items(current: list[Any], items: list[Any], owned: Owned) -> list[Any]:
    """The items to append: not already present, and none of ours when the array already
    holds an entry of ours (a user may have edited it, for example to an absolute path)."""
    ours = any(owned(old) for old in current)
    return [item for item in items if item not in current and not (ours and owned(item))]


def merged_value(current: Any, fragment: Any, owned: Owned) -> Any:
    """The value ``merge_text`` produces, computed on plain values (used to check it)."""
    if isinstance(fragment, dict) and isinstance(current, dict):
        out = dict(current)
        for key, value in fragment.items():
            out[key] = merged_value(current[key], value, owned) if key in current else value
        return out
    if isinstance(fragment, list) and isinstance(current, list) and entries(fragment):
        return [*current, *new_items(current, fragment, owned)]
    return current


def kept_values(current: Any, fragment: Any, path: str = "") -> list[str]:
    """Dotted paths where the file holds another value than the fragment: the merge keeps
    the file's (a user may have pointed ``command`` at an absolute path, say)."""
    if isinstance(fragment, dict) and isinstance(current, dict):
        return [
            found
            for key, value in fragment.items()
            if key in current
            for found in kept_values(current[key], value, f"{path}.{key}" if path else key)
        ]
    if isinstance(fragment, list) and isinstance(current, list) and not entries(fragment):
        return [path] if current != fragment else []
    if isinstance(fragment, (dict, list)) or isinstance(current, (dict, list)):
        return []
    return [path] if current != fragment or type(current) is not type(fragment) else []
