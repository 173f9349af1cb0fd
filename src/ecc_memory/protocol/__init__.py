"""Memory File Protocol 0.7: verify ``docs/memory/`` and load it as bounded context packs.

Public entry points (pure; the CLI and MCP adapters render and decide exit codes):

* ``check_tree(files, options)`` / ``check_directory(path, options)`` -> ``list[Problem]``
* ``build_context(files, request)`` -> ``ContextPack``
* ``status_tree(files)`` -> ``StatusReport``
* ``scaffold_files(project_id)`` / ``init_directory(path)``
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
