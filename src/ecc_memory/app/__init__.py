"""The application layer: each user-visible operation once, between the core and its adapters.

An operation is a plain function ``(workspace, request) -> result`` that raises a refusal
(``errors.EccError``) instead of returning one. The workspace (``app.workspace``) is where the
command runs, found once; it is the only reader of the environment and the current directory.
The CLI and the MCP server parse, call an operation, render and exit (``cli.outcome``); ``app``
never imports click and never prints (tests/test_architecture.py).
"""

from __future__ import annotations

# The version the adapters report (`ecc --version`, the MCP server's name, a SARIF log's tool):
# the package's own, kept in one place (ecc_memory/__init__.py, which pyproject.toml reads).
from ecc_memory import __version__ as __version__

__all__ = ["__version__"]
