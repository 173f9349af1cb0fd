"""Reading a hot command's options without click: the fast paths of ``save`` and ``search``.

A fast path is a second parser over the same operation, never a second body: it accepts only
the spellings click would read the same way, and hands anything else (``--help``, an unknown or
repeated option, a value that starts with ``-``) back to click, which parses it and reports what
is wrong. Each command names its options in a table: ``--option -> (keyword, kind)``, where kind
is ``"flag"``, ``"one"`` (a value, at most once) or ``"many"``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any


def read_options(
    args: Sequence[str],
    table: dict[str, tuple[str, str]],
    found: dict[str, Any],
    words: list[str] | None = None,
) -> set[str] | None:
    """Fill ``found`` (the defaults) from ``args`` and return the keys given once, or None when
    click must parse. With ``words``, an argument that is not an option is a positional word
    appended to it; without, it sends the command line to click."""
    seen: set[str] = set()
    index = 0
    while index < len(args):
        arg = args[index]
        index += 1
        if words is not None and not arg.startswith("-"):
            words.append(arg)
            continue
        name, equals, value = arg.partition("=")
        if name not in table:
            return None
        key, kind = table[name]
        if kind == "flag":
            if equals:
                return None
            found[key] = True
        else:
            if not equals:
                if index == len(args):
                    return None
                value = args[index]
                index += 1
            if value.startswith("-"):
                return None  # click would take it as the value; let it, and say so itself
            if kind == "many":
                found[key] += (value,)
            else:
                found[key] = value
        if kind != "many":
            if key in seen:
                return None
            seen.add(key)
    return seen
