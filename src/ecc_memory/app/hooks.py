"""The git hooks' operations, once for their adapters: install, uninstall and status of the
native hooks and the ``docs/memory/`` merge driver in the workspace's repository.

The interpreter a hook runs with (``python`` and its ``flags``) is the adapter's to give: the
one it runs in. Imported only by the commands that use it: the installed hooks reach
``cli.git`` on every commit, which must not pay for this module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ecc_memory.git.merge_driver import DRIVER_KEY as DRIVER_KEY
from ecc_memory.git.merge_driver import probe_line as probe_line
from ecc_memory.git.merge_driver import register_line as register_line

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.git.install import HookState
    from ecc_memory.git.merge_driver import MergeDriverState
    from ecc_memory.git.plugin_config import PluginConfig
    from ecc_memory.git.repo import Repo

__all__ = [
    "DRIVER_KEY",
    "Hooks",
    "InstallRequest",
    "install",
    "probe_line",
    "register_line",
    "status",
    "uninstall",
]


class InstallRequest(NamedTuple):
    """Which hooks to install (empty: all) with which interpreter; whether to add the merge
    driver's lines to ``.gitattributes``; or only the merge driver (``driver_only``)."""

    hook_types: tuple[str, ...]
    python: str
    flags: str
    write_attributes: bool = False
    driver_only: bool = False


class Hooks(NamedTuple):
    """The native hooks' states, the merge driver's (None: left alone) and how
    ``.pre-commit-config.yaml`` configures our hooks (None: no such file, or a bare
    repository; only ``status`` reads it)."""

    states: list[HookState]
    driver: MergeDriverState | None = None
    plugin: PluginConfig | None = None


def _repo(workspace: Workspace) -> Repo:
    from ecc_memory.git.repo import open_repo

    return open_repo(workspace.start)


def install(workspace: Workspace, request: InstallRequest) -> Hooks:
    """Install the hooks (chaining what is there), keep the project scope out of this clone
    (its exclude file), and register the merge driver."""
    from ecc_memory.git import install as core
    from ecc_memory.git import merge_driver

    repo = _repo(workspace)
    states: list[HookState] = []
    if not request.driver_only:
        chosen = request.hook_types or core.HOOK_TYPES
        states = list(core.install(repo, request.python, request.flags, chosen))
        _keep_project_scope_out(workspace, repo)
    driver = merge_driver.register(
        repo, request.python, request.flags, write_attributes=request.write_attributes
    )
    return Hooks(states, driver)


def _keep_project_scope_out(workspace: Workspace, repo: Repo) -> None:
    """This clone's exclude file lists the project scope, so a pull that brings the committed
    guard replaces an untracked one (``ecc_memory.exclude``)."""
    from ecc_memory.config import resolve_roots
    from ecc_memory.exclude import keep_out

    if not repo.is_bare:
        keep_out(resolve_roots(repo.workdir, workspace.env).project)


def uninstall(workspace: Workspace, hook_types: tuple[str, ...] = ()) -> Hooks:
    """Remove only our hooks (``hook_types``, empty: all) and restore those they chained;
    without ``hook_types``, also the merge driver's git config."""
    from ecc_memory.git import install as core
    from ecc_memory.git import merge_driver

    repo = _repo(workspace)
    states = list(core.uninstall(repo, hook_types or core.HOOK_TYPES))
    return Hooks(states, None if hook_types else merge_driver.unregister(repo))


def status(workspace: Workspace) -> Hooks:
    """Which native hooks are installed, foreign or absent, the merge driver's state and the
    ``.pre-commit-config.yaml`` findings."""
    from ecc_memory.git import install as core
    from ecc_memory.git import merge_driver
    from ecc_memory.git.plugin_config import read_plugin_config

    repo = _repo(workspace)
    states = core.hook_states(repo)
    driver = merge_driver.driver_state(repo)
    plugin = read_plugin_config(repo.workdir, repo.hooks_dir()) if not repo.is_bare else None
    return Hooks(states, driver, plugin)
