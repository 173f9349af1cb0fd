"""Memory File Protocol 0.7: verify ``docs/memory/`` and load it as bounded context packs.

Public entry points (pure; the CLI and MCP adapters render and decide exit codes):

* ``check_tree(files, options)`` / ``check_directory(path, options)`` -> ``list[Problem]``
  (exported here; ``files`` maps paths relative to the memory dir to bytes)
* ``context.build_context(files, ContextRequest(...))`` -> ``ContextPack``
* ``status.status_tree(files)`` -> ``StatusReport``
* ``scaffold.init_directory(path)`` / ``scaffold.scaffold_files(project_id)``
* ``render``: text, JSON and GitHub-annotation renderings for adapters

The check path is imported on first use (PEP 562), so a process that needs only one parser,
such as git's merge driver, does not pay for the checker.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ecc_memory.protocol.checker import check_directory, check_tree
    from ecc_memory.protocol.problems import CheckOptions, Problem, has_errors
    from ecc_memory.protocol.reading import read_tree, resolve_memory_dir

_HOMES = {
    "CheckOptions": "problems",
    "Problem": "problems",
    "has_errors": "problems",
    "check_directory": "checker",
    "check_tree": "checker",
    "read_tree": "reading",
    "resolve_memory_dir": "reading",
}

__all__ = [
    "CheckOptions",
    "Problem",
    "check_directory",
    "check_tree",
    "has_errors",
    "read_tree",
    "resolve_memory_dir",
]


def __getattr__(name: str) -> object:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)
