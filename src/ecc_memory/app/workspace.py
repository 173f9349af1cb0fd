"""Where a command runs, found once: the directory it starts from, the project at or above it,
the vault roots, the state directory, the harness and the clock.

``Workspace.find`` is the only reader of the environment and the current directory for the
operations of ``app``: an adapter finds the workspace once (from ``--project-root`` or the
working directory, and the process environment) and hands it to every operation, so
``--project-root DIR`` means the same on every command, and a test passes a workspace of its
own. Everything is derived through ``config``, the one place that interprets the environment;
the vault roots are resolved on first use, so a command that never reads the vault is not
refused for a vault setting.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import datetime

    # Only for types: a hook's quick question (did the commit touch memory?) finds its
    # workspace without paying for config's import.
    from ecc_memory.config import Roots

__all__ = ["Roots", "Workspace"]


class Workspace:
    """One command's surroundings: ``start`` is where it looks from, ``env`` the environment
    it was given (read only through ``config``).

    A plain class, not a dataclass: importing dataclasses (and inspect behind it) costs every
    command a few milliseconds, which the save and search paths are kept free of."""

    __slots__ = ("_project", "_roots", "env", "start")

    def __init__(self, start: Path, env: Mapping[str, str]) -> None:
        self.start, self.env = start, env
        self._project: Path | None = None
        self._roots: Roots | None = None

    def __repr__(self) -> str:
        return f"Workspace({self.start!r})"

    @classmethod
    def find(
        cls, start: Path | str | None = None, env: Mapping[str, str] | None = None
    ) -> Workspace:
        """The workspace at ``start`` (default: the current directory) in ``env`` (default: this
        process's environment)."""
        where = Path(os.path.abspath(start)) if start is not None else Path.cwd()
        return cls(where, os.environ if env is None else env)

    @property
    def project(self) -> Path:
        """The project root: the nearest directory at or above ``start`` holding ``.git``,
        else ``start`` itself."""
        if self._project is None:
            from ecc_memory.config import find_project_dir

            self._project = find_project_dir(self.start)
        return self._project

    @property
    def roots(self) -> Roots:
        """The vault's roots (refused, ``INVALID_SETTING``/``INVALID_ROOT``, for a bad setting)."""
        if self._roots is None:
            from ecc_memory.config import resolve_roots

            self._roots = resolve_roots(self.start, self.env)
        return self._roots

    @property
    def state_dir(self) -> Path:
        from ecc_memory.config import state_dir

        return state_dir(self.env)

    @property
    def harness(self) -> str:
        """Who writes when no one is named: ``ECC_MEMORY_HARNESS``, else ``cli``."""
        from ecc_memory.config import default_source_harness

        return default_source_harness(self.env)

    @property
    def named_harness(self) -> str | None:
        """``ECC_MEMORY_HARNESS`` when set: who writes a handoff, which must name a harness."""
        from ecc_memory.config import named_harness

        return named_harness(self.env)

    def identity(self) -> str:
        """The harness this process speaks for (``ECC_MEMORY_HARNESS``, a lowercase slug);
        refused (``HARNESS_REQUIRED``) when it is missing."""
        from ecc_memory.config import harness_from_env

        return harness_from_env(self.env)

    @property
    def user_scope_allowed(self) -> bool:
        """``ECC_MEMORY_ALLOW_USER_SCOPE=1``: an MCP server's agent may read and write the user
        scope (a person at the CLI always may)."""
        from ecc_memory.config import user_scope_allowed

        return user_scope_allowed(self.env)

    @property
    def proposals_allowed(self) -> bool:
        """``ECC_MEMORY_ALLOW_PROPOSALS=1``: an MCP server's agent may propose inbox candidates
        for ``docs/memory/`` (``memory_propose``)."""
        from ecc_memory.config import proposals_allowed

        return proposals_allowed(self.env)

    @property
    def dry_run(self) -> bool:
        from ecc_memory.config import dry_run

        return dry_run(self.env)

    def now(self) -> datetime:
        """The current instant (``ECC_MEMORY_NOW`` pins it)."""
        from ecc_memory.config import now

        return now(self.env)
