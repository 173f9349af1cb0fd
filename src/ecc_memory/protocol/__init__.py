"""Memory File Protocol 0.7: verify ``docs/memory/`` and load it as bounded context packs.

Public entry points (pure; the CLI and MCP adapters render and decide exit codes):

* ``check_tree(files, options)`` / ``check_directory(path, options)`` -> ``list[Problem]``
  (exported here; ``files`` maps paths relative to the memory dir to bytes)
* ``context.build_context(files, ContextRequest(...))`` -> ``ContextPack``
* ``status.status_tree(files)`` -> ``StatusReport``
* ``scaffold.init_directory(path)`` / ``scaffold.scaffold_files(project_id)``
* ``render``: text, JSON and GitHub-annotation renderings for adapters

Only the check path is imported here, so ``check`` stays fast in a fresh process.
"""

from __future__ import annotations

from ecc_memory.protocol.checker import check_directory, check_tree
from ecc_memory.protocol.problems import CheckOptions, Problem, has_errors
from ecc_memory.protocol.reading import read_tree, resolve_memory_dir

__all__ = [
    "CheckOptions",
    "Problem",
    "check_directory",
    "check_tree",
    "has_errors",
    "read_tree",
    "resolve_memory_dir",
]
