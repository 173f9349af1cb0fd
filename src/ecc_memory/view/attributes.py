"""What ``.gitattributes`` does to a memory path: whether a checkout writes something other
than the committed bytes.

A ``filter`` (git-lfs: the blob is a pointer, the checkout the real file) or a
``working-tree-encoding`` (the checkout is re-encoded) means the bytes a gate reads from git
are not what every clone gets, so such a path cannot be judged from git and is refused. Only
committed (or staged) ``.gitattributes`` files count: they are what every clone shares.

The matching follows gitattributes(5): patterns are gitignore globs relative to the file's
directory (a pattern without a slash matches a name at any depth), a deeper file overrides a
shallower one, a later line an earlier one, macros (``[attr]``) come from the root file, and
``binary`` is built in. A checkout may compare names ignoring case (``core.ignorecase``), so a
path is refused when either comparison routes it through a filter.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import NamedTuple

from ecc_memory.view.watched import ATTRIBUTES_NAME

CHECKED = ("filter", "working-tree-encoding")
Value = str | bool | None  # a string, set (True), unset (False), unspecified (None)
_BUILTIN_MACROS: dict[str, tuple[tuple[str, Value], ...]] = {
    "binary": (("diff", False), ("merge", False), ("text", False))
}


class _Rule(NamedTuple):
    exact: re.Pattern[str]
    folded: re.Pattern[str]
    assigns: tuple[tuple[str, Value], ...]


class Attributes:
    """The rules of some ``.gitattributes`` files, keyed by the directory each lies in
    (``""`` for the root, else ending in ``/``)."""

    def __init__(self, files: Mapping[str, bytes]) -> None:
        macros = dict(_BUILTIN_MACROS)
        root = files.get("")
        if root is not None:
            macros.update(_macros(_lines(root)))
        self._rules = {
            folder: [rule for line in _lines(data) if (rule := _rule(line, macros)) is not None]
            for folder, data in sorted(files.items(), key=lambda item: item[0].count("/"))
        }
        self._any = any(self._rules.values())

    def conversion(self, path: str) -> str | None:
        """``name=value`` of the attribute that makes a checkout of ``path`` differ from its
        blob, or None."""
        if not self._any:
            return None
        for fold_case in (False, True):
            state: dict[str, Value] = {}
            for folder, rules in self._rules.items():
                if not path.startswith(folder) and not (
                    fold_case and path.casefold().startswith(folder.casefold())
                ):
                    continue
                rel = path[len(folder) :]
                for rule in rules:
                    pattern = rule.folded if fold_case else rule.exact
                    if pattern.fullmatch(rel):
                        state.update(rule.assigns)
            for name in CHECKED:
                value = state.get(name)
                if isinstance(value, str):
                    return f"{name}={value}"
        return None


def attribute_files(records: Iterable[tuple[str, bytes]]) -> dict[str, bytes]:
    """``.gitattributes`` contents by the directory they lie in."""
    return {
        path[: -len(ATTRIBUTES_NAME)]: data
        for path, data in records
        if path.rpartition("/")[2] == ATTRIBUTES_NAME
    }


def _lines(data: bytes) -> list[str]:
    text = data.decode("utf-8", errors="replace")
    return [line.strip() for line in text.splitlines() if line.strip() and line.strip()[0] != "#"]


def _macros(lines: list[str]) -> dict[str, tuple[tuple[str, Value], ...]]:
    found: dict[str, tuple[tuple[str, Value], ...]] = {}
    for line in lines:
        if line.startswith("[attr]"):
            name, *assigns = line[len("[attr]") :].split()
            found[name] = tuple(_assign(token) for token in assigns)
    return found


def _assign(token: str) -> tuple[str, Value]:
    if token.startswith("-"):
        return token[1:], False
    if token.startswith("!"):
        return token[1:], None
    name, equals, value = token.partition("=")
    return name, value if equals else True


def _rule(line: str, macros: Mapping[str, tuple[tuple[str, Value], ...]]) -> _Rule | None:
    if line.startswith("[attr]"):
        return None
    pattern, assigns = _split_pattern(line)
    if not pattern or pattern.startswith("!") or pattern.endswith("/"):
        return None  # negative patterns are forbidden; a directory pattern matches no file
    expanded: list[tuple[str, Value]] = []
    for token in assigns:
        name, value = _assign(token)
        expanded.append((name, value))
        if value is True and name in macros:
            expanded.extend(macros[name])
    regex = _glob(pattern)
    return _Rule(re.compile(regex), re.compile(regex, re.IGNORECASE), tuple(expanded))


def _split_pattern(line: str) -> tuple[str, list[str]]:
    if line.startswith('"'):
        end = 1
        while end < len(line) and (line[end] != '"' or line[end - 1] == "\\"):
            end += 1
        pattern = line[1:end].encode("latin-1", "replace").decode("unicode_escape", "replace")
        return pattern, line[end + 1 :].split()
    pattern, *assigns = line.split()
    return pattern, assigns


def _glob(pattern: str) -> str:
    """A gitignore glob as a regular expression over a path relative to the file's folder."""
    anchored = "/" in pattern
    pattern = pattern.lstrip("/")
    out = [] if anchored else ["(?:.*/)?"]
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if pattern.startswith("**/", i) and (i == 0 or pattern[i - 1] == "/"):
            out.append("(?:.*/)?")
            i += 3
        elif (
            pattern.startswith("**", i)
            and i + 2 == len(pattern)
            and (i == 0 or pattern[i - 1] == "/")
        ):
            out.append(".*")
            i += 2
        elif char == "*":
            out.append("[^/]*")
            i += 1
        elif char == "?":
            out.append("[^/]")
            i += 1
        elif char == "[" and (end := pattern.find("]", i + 2)) != -1:
            body = pattern[i + 1 : end]
            negate = body[:1] in ("!", "^")
            body = body[1:] if negate else body
            out.append("[" + ("^" if negate else "") + body.replace("\\", "\\\\") + "]")
            i = end + 1
        elif char == "\\" and i + 1 < len(pattern):
            out.append(re.escape(pattern[i + 1]))
            i += 2
        else:
            out.append(re.escape(char))
            i += 1
    return "".join(out)
