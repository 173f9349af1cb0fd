"""The one place that reads the environment: vault roots, harness identity, cache location,
and the clock.

Everything else receives a ``Roots`` (or plain values) as an argument.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.terminal import has_unsafe_short
from ecc_memory.vault import SCOPES

if TYPE_CHECKING:
    from datetime import datetime

# The vault's format rules (``vault.document``) are imported where roots and harness names are
# validated: commands that only need a directory (``protocol check``, the hooks' state) do not
# load the vault's document model.


DEFAULT_VERIFY_NS = 10_000_000_000  # ECC_MEMORY_INDEX_VERIFY_SECONDS's default, 10 s


class Roots(NamedTuple):
    """Where each scope lives: a trust boundary (a real directory) and the parts below it.

    A scope root is always reached by opening ``parts`` one by one below ``boundary`` without
    following symlinks; only ``resolve_roots`` builds a ``Roots``. A NamedTuple, not a
    dataclass: ``dataclasses`` imports ``inspect``, which every command would pay for.
    """

    project_boundary: Path
    project_parts: tuple[str, ...]
    user_boundary: Path
    user_parts: tuple[str, ...]
    cache_dir: Path
    # How stale the search index may be for files edited *in place* (no file created, removed
    # or renamed): every file is stat-ed again at least this often. 0 means on every search.
    index_verify_ns: int = DEFAULT_VERIFY_NS
    # In a linked worktree (``git worktree add``): the main worktree, whose project scope this
    # checkout shares (see ``main_worktree``). Team memory stays here: it is tracked content.
    shared_project_boundary: Path | None = None
    # Whether the project and team scopes have a home: a git repository was found at or above
    # the working directory, or ECC_MEMORY_PROJECT_ROOT names one. Without it their roots are
    # only the working directory, where a vault is created only when asked (`init --here`).
    project_found: bool = True
    # Private per-user state (``state_dir``): the protocol writers' locks and journals, which
    # readers of docs/memory/ consult so they never read a write half done.
    state_dir: Path | None = None
    # ECC_MEMORY_WATCH: "auto" starts the vault's watcher (``vault.watch``) for a large vault,
    # "on" for any vault, "off" never; without a watcher answering, refreshes walk in full.
    watch: str = "auto"

    def location(self, scope: str) -> tuple[Path, tuple[str, ...]]:
        if scope == "user":
            return self.user_boundary, self.user_parts
        if scope == "project" and self.shared_project_boundary is not None:
            return self.shared_project_boundary, (*self.project_parts, scope)
        return self.project_boundary, (*self.project_parts, scope)

    def root(self, scope: str) -> Path:
        boundary, parts = self.location(scope)
        return boundary.joinpath(*parts)

    @property
    def project(self) -> Path:
        return self.root("project")

    @property
    def team(self) -> Path:
        return self.root("team")

    @property
    def user(self) -> Path:
        return self.root("user")


def find_project_dir(cwd: Path) -> Path:
    """The nearest directory at or above ``cwd`` holding a ``.git`` entry, else ``cwd``."""
    for candidate in (cwd, *cwd.parents):
        if os.path.lexists(candidate / ".git"):
            return candidate
    return cwd


def _read_small(path: Path) -> str | None:
    """A short regular file's text, never through a symlink; None when anything is odd."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError:
        return None
    try:
        data = os.read(fd, 4097) if stat.S_ISREG(os.fstat(fd).st_mode) else b"\xff"
    except OSError:
        return None
    finally:
        os.close(fd)
    try:
        return data.decode("utf-8").strip() if len(data) <= 4096 else None
    except UnicodeDecodeError:
        return None


def main_worktree(project_dir: Path) -> Path | None:
    """The main worktree when ``project_dir`` is a linked worktree, else None.

    Read from git's own files, not through pygit2 (config stays light): the ``.git`` *file*
    names the worktree's admin directory, whose ``commondir`` leads to the main ``.git`` and
    whose ``gitdir`` must point back at this ``.git`` file. Symlinks, a bare main repository or
    any inconsistency give None, and the worktree keeps a vault of its own.
    """
    dot_git = project_dir / ".git"
    text = _read_small(dot_git)
    if text is None or not text.startswith("gitdir:"):
        return None
    admin = Path(os.path.normpath(project_dir / text[len("gitdir:") :].strip()))
    common, back = _read_small(admin / "commondir"), _read_small(admin / "gitdir")
    if common is None or back is None:
        return None
    if os.path.realpath(admin / back) != os.path.realpath(dot_git):
        return None
    common_dir = Path(os.path.normpath(admin / common))
    main = common_dir.parent
    if common_dir.name != ".git" or common_dir.is_symlink() or not common_dir.is_dir():
        return None
    return main if main.is_dir() and not main.is_symlink() else None


def _override(env: Mapping[str, str], name: str, base: Path, home: Path) -> Path | None:
    """An explicit root: ``~`` is the injected environment's home, and a relative path is
    relative to ``base`` (the repository root), never to the current directory -- that gave
    every subdirectory a vault of its own."""
    from ecc_memory.vault.document import js_trim

    value = js_trim(env.get(name, ""))
    if not value:
        return None
    if len(value) > 4096 or has_unsafe_short(value):
        raise InvalidInput(
            "INVALID_ROOT", f"{name} must be a plain path of at most 4096 characters."
        )
    if value == "~" or value.startswith("~/"):
        return home / value[2:]
    return base / os.path.expanduser(value)  # "~user/..." still names that user's home


def _home(env: Mapping[str, str]) -> Path:
    home = env.get("HOME") or env.get("USERPROFILE")
    return Path(home) if home else Path.home()


def _cache_dir(env: Mapping[str, str], home: Path) -> Path:
    explicit = env.get("ECC_MEMORY_CACHE_DIR")
    if explicit:
        return Path(explicit)
    xdg = env.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else home / ".cache") / "ecc-memory"


def resolve_roots(cwd: Path, env: Mapping[str, str]) -> Roots:
    """Resolve the vault locations for a working directory and an environment."""
    cwd = Path(os.path.abspath(cwd))
    home = _home(env)
    repository = find_project_dir(cwd)
    project_override = _override(env, "ECC_MEMORY_PROJECT_ROOT", repository, home)
    shared: Path | None = None
    if project_override is None:
        project_boundary = Path(os.path.realpath(repository))
        project_parts: tuple[str, ...] = (".ecc", "memory")
        main = main_worktree(repository)
        shared = Path(os.path.realpath(main)) if main is not None else None
    else:
        project_boundary, project_parts = Path(os.path.realpath(project_override)), ()
    user_override = _override(env, "ECC_MEMORY_USER_ROOT", repository, home)
    if user_override is None:
        user_boundary = Path(os.path.realpath(home))
        user_parts: tuple[str, ...] = (".ecc", "memory")
    else:
        user_boundary, user_parts = Path(os.path.realpath(user_override)), ()
    return Roots(
        project_boundary,
        project_parts,
        user_boundary,
        user_parts,
        _cache_dir(env, home),
        _verify_ns(env),
        shared,
        project_override is not None or os.path.lexists(repository / ".git"),
        state_dir(env),
        _watch_mode(env),
    )


def _watch_mode(env: Mapping[str, str]) -> str:
    value = env.get("ECC_MEMORY_WATCH", "").strip().lower() or "auto"
    if value not in ("auto", "on", "off"):
        raise InvalidInput("INVALID_SETTING", "ECC_MEMORY_WATCH must be auto, on or off.")
    return value


def state_dir(env: Mapping[str, str]) -> Path:
    """Where state that belongs to this user and never to a repository lives (the local
    overlay, the protocol writers' locks and write journals): ``ECC_MEMORY_STATE_DIR``, else
    ``$XDG_STATE_HOME/ecc-memory``, else ``~/.local/state/ecc-memory``."""
    explicit = env.get("ECC_MEMORY_STATE_DIR")
    if explicit:
        return Path(explicit)
    xdg = env.get("XDG_STATE_HOME")
    return (Path(xdg) if xdg else _home(env) / ".local" / "state") / "ecc-memory"


def _verify_ns(env: Mapping[str, str]) -> int:
    value = env.get("ECC_MEMORY_INDEX_VERIFY_SECONDS", "").strip()
    if not value:
        return DEFAULT_VERIFY_NS
    try:
        seconds = float(value)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= 86_400:
        raise InvalidInput(
            "INVALID_SETTING", "ECC_MEMORY_INDEX_VERIFY_SECONDS must be a number from 0 to 86400."
        )
    return int(seconds * 1_000_000_000)


def check_scopes(scopes: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    for scope in scopes:
        if scope not in SCOPES:
            raise InvalidInput(
                "INVALID_SCOPE", f"memory scope must be one of: {', '.join(SCOPES)}."
            )
    if len(set(scopes)) != len(scopes):
        raise InvalidInput("DUPLICATE_VALUE", "scopes must not contain duplicate values.")
    return tuple(scopes)


def harness_from_env(env: Mapping[str, str]) -> str:
    """The MCP server's identity; raises ``InvalidInput`` when missing or not a slug."""
    from ecc_memory.vault.document import is_slug

    value = env.get("ECC_MEMORY_HARNESS", "")
    if not is_slug(value):
        raise InvalidInput(
            "HARNESS_REQUIRED",
            "ECC_MEMORY_HARNESS must identify this MCP server with a lowercase harness slug.",
        )
    return value


CLI_HARNESS = "cli"  # who wrote a memory saved from a shell without ECC_MEMORY_HARNESS


def named_harness(env: Mapping[str, str]) -> str | None:
    """``ECC_MEMORY_HARNESS`` when set: who writes a handoff, which must name a harness."""
    return env.get("ECC_MEMORY_HARNESS") or None


def default_source_harness(env: Mapping[str, str]) -> str:
    """``ECC_MEMORY_HARNESS``, else ``cli``: a person at a shell, never an "unknown" that a
    brief would show as if it were a harness."""
    return env.get("ECC_MEMORY_HARNESS") or CLI_HARNESS


def hermes_home(env: Mapping[str, str]) -> Path:
    """Where Hermes Agent keeps its ``config.yaml`` and plugins: ``$HERMES_HOME``, else
    ``~/.hermes`` (Hermes' own rule)."""
    explicit = env.get("HERMES_HOME", "").strip()
    if explicit:
        return Path(os.path.expanduser(explicit))
    return _home(env) / ".hermes"


def user_scope_allowed(env: Mapping[str, str]) -> bool:
    return env.get("ECC_MEMORY_ALLOW_USER_SCOPE") == "1"


def dry_run(env: Mapping[str, str]) -> bool:
    return env.get("ECC_DRY_RUN") == "1"


def allow_bulk_delete(env: Mapping[str, str]) -> bool:
    """``ECC_MEMORY_ALLOW_BULK_DELETE=1`` lets one commit delete more than 10 memory files."""
    return env.get("ECC_MEMORY_ALLOW_BULK_DELETE") == "1"


def proposals_allowed(env: Mapping[str, str]) -> bool:
    """``ECC_MEMORY_ALLOW_PROPOSALS=1`` lets an MCP server's agent propose ``MC-INBOX``
    candidates into ``docs/memory/inbox.md`` (``memory_propose``); off by default."""
    return env.get("ECC_MEMORY_ALLOW_PROPOSALS") == "1"


NOW_ENV = "ECC_MEMORY_NOW"


def now(env: Mapping[str, str]) -> datetime:
    """The current instant in UTC: what every timestamp, memory ID date, protocol date and
    handoff age is taken from.

    ``ECC_MEMORY_NOW`` (ISO 8601 with ``Z`` or an offset) pins it, as ``GIT_COMMITTER_DATE``
    pins git's: for reproducible runs and for tests, which must not depend on the machine's
    clock. Only the recorded wall-clock time moves; file times, lock ages and the index's
    freshness bound stay on the real clock, which the file system shares.
    """
    from datetime import datetime, timezone

    value = env.get(NOW_ENV, "").strip()
    if not value:
        return datetime.now(timezone.utc)
    try:
        instant = datetime.fromisoformat(value.replace("Z", "+00:00")) if len(value) < 40 else None
    except ValueError:
        instant = None
    if instant is None or instant.tzinfo is None:
        raise InvalidInput(
            "INVALID_SETTING",
            f"{NOW_ENV} must be an ISO 8601 instant with a time zone, "
            "such as 2026-12-01T09:00:00Z.",
        )
    return instant.astimezone(timezone.utc)
