"""Memory File Protocol 0.7: verify ``docs/memory/`` and load it as bounded context packs.

Public entry points (pure; the CLI and MCP adapters render and decide exit codes):

* ``check_tree(files, options)`` / ``check_directory(path, options)`` -> ``list[Problem]``
  (exported here; ``files`` maps paths relative to the memory dir to bytes)
* ``context.context.build_context(files, ContextRequest(...))`` -> ``ContextPack``
* ``checks.status.status_tree(files)`` -> ``StatusReport``
* ``writers.scaffold.init_directory(path)`` / ``writers.scaffold.scaffold_files(project_id)``
* ``render``: text, JSON and GitHub-annotation renderings for adapters

Sub-packages, with imports running one way (``tests/test_architecture.py``): ``model`` (lexer,
units, manifest, Entries, Subjects, one parse of a tree) ← ``store`` (private state, the writer
lock, the journal, recovery, what readers see) ← ``checks`` ← ``context`` (packs, listings) and
``plans`` (drafting, Plan IDs, apply) ← ``writers`` (one module per operation); ``merge`` uses
``model`` and ``checks``; ``overlay`` (the local overlay) uses the four below ``writers``;
``render`` sits on top.

The check path is imported on first use (PEP 562), so a process that needs only one parser,
such as git's merge driver, does not pay for the checker.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ecc_memory.protocol.checks.checker import check_directory, check_tree
    from ecc_memory.protocol.model.problems import CheckOptions, Problem, has_errors
    from ecc_memory.protocol.model.reading import read_tree, resolve_memory_dir

_HOMES = {
    "CheckOptions": "model.problems",
    "Problem": "model.problems",
    "has_errors": "model.problems",
    "check_directory": "checks.checker",
    "check_tree": "checks.checker",
    "read_tree": "model.reading",
    "resolve_memory_dir": "model.reading",
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
