"""Changing the local overlay under the writer discipline of ``docs/memory/``.

Every write takes the overlay's own ``store.lock`` (keyed by the overlay's project folder),
finishes or refuses an interrupted earlier write (``store.recovery``), reads the overlay again
*under the lock*, builds the new bytes, scans the text it adds with the deep detectors (the
pack and detect-secrets, like a shared writer's apply) and writes all of it or none through
``store.journal`` (new files 0600, new directories 0700). Twelve concurrent ``local add`` are
twelve preferences. Nothing is written over a corrupt or REVIEW overlay except by ``reset``.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Collection
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from ecc_memory import files
from ecc_memory.errors import InvalidInput, SecretRefused
from ecc_memory.protocol.model.entries import parse_entry
from ecc_memory.protocol.model.text_rules import check_body, check_line
from ecc_memory.protocol.model.units import entry_ids_in, parse_document
from ecc_memory.protocol.overlay.selection import (
    BINDINGS,
    HEADING,
    LOCAL,
    MANIFEST,
    PREFERENCES,
    PROFILES,
    OverlayStatus,
    parts,
    project_dir,
    status,
)
from ecc_memory.protocol.plans.plan import make_plan
from ecc_memory.protocol.plans.unit_view import FileView
from ecc_memory.protocol.plans.writer import secret_blockers
from ecc_memory.protocol.store.journal import JOURNAL, write_all
from ecc_memory.protocol.store.lock import MutationLock
from ecc_memory.protocol.store.recovery import recover
from ecc_memory.protocol.store.state import ensure_private_dir, state_for

PREFERENCES_HEAD = "# Local Preferences\n\nPersonal preferences; never committed.\n"
KEEP = f"{LOCAL}/{PROFILES}/.keep"
T = TypeVar("T")
Build = Callable[[OverlayStatus], tuple[dict[str, str], T]]


def _transaction(
    state_dir: Path,
    project_id: str,
    root: Path,
    command: str,
    build: Build[T],
    lock_timeout: float = 10.0,
) -> T:
    with files.dir_chain(state_dir, parts(project_id), create=True):
        pass  # the project folder, 0700, opened without following symlinks
    folder = Path(os.path.realpath(project_dir(state_dir, project_id)))
    state = ensure_private_dir(state_for(state_dir, project_dir(state_dir, project_id)))
    with MutationLock(state, command=f"local {command}", timeout=lock_timeout):
        _sweep(state_dir, project_id, lambda _name: None)
        recover(folder, state, "local overlay ")
        current = status(state_dir, project_id, root)
        new_texts, result = build(current)
        plan = make_plan(f"local {command}", {}, dict(current.files), new_texts)
        found = secret_blockers(plan, deep=True)
        if found:
            raise SecretRefused("SECRET_REFUSED", f"refused: {found[0]}; nothing was written")
        if plan.changes:
            write_all(folder, state, plan.changes, plan.plan_id, modes=(0o600, 0o700))
    return result


def _bindings(project_id: str, roots: list[str]) -> str:
    import json

    return json.dumps({"project_id": project_id, "roots": roots}, indent=2) + "\n"


def _refuse_corrupt(current: OverlayStatus) -> None:
    if current.corrupt:
        raise InvalidInput(
            "LOCAL_CORRUPT",
            f"the local overlay is {current.reason}; nothing was written "
            "(`local status` shows it; `local reset --apply` removes it)",
        )


def enable(state_dir: Path, project_id: str, root: Path) -> OverlayStatus:
    """Create the overlay bound to ``root``; a no-op when it is already BOUND here."""

    def build(current: OverlayStatus) -> tuple[dict[str, str], None]:
        _refuse_corrupt(current)
        if current.state == "BOUND":
            return {}, None
        if current.state != "DISABLED":
            raise InvalidInput(
                "LOCAL_EXISTS",
                f"the local overlay exists ({current.state}); "
                "use `local link` to bind this checkout",
            )
        manifest = (
            f"{HEADING}\n\nlocal_overlay_schema_version: 1\nproject_id: {project_id}\n\n"
            f"- {PREFERENCES}\n"
        )
        return {
            f"{LOCAL}/{MANIFEST}": manifest,
            f"{LOCAL}/{PREFERENCES}": PREFERENCES_HEAD,
            KEEP: "",
            BINDINGS: _bindings(project_id, [os.path.realpath(root)]),
        }, None

    _transaction(state_dir, project_id, root, "enable", build)
    return status(state_dir, project_id, root)


def link(state_dir: Path, project_id: str, root: Path) -> OverlayStatus:
    """Bind this root: stale roots are dropped; another live root makes the overlay REVIEW."""

    def build(current: OverlayStatus) -> tuple[dict[str, str], None]:
        _refuse_corrupt(current)
        if current.state == "DISABLED":
            raise InvalidInput("LOCAL_DISABLED", "there is no local overlay; run `local enable`")
        if current.state == "REVIEW":
            raise InvalidInput(
                "LOCAL_REVIEW",
                "the local overlay is bound to two live checkouts; run `local reset` first",
            )
        roots = [r for r in current.roots if os.path.isdir(r)]
        roots = list(dict.fromkeys([*roots, os.path.realpath(root)]))
        return {BINDINGS: _bindings(project_id, roots)}, None

    if status(state_dir, project_id, root).state == "DISABLED":  # never create it by linking
        raise InvalidInput("LOCAL_DISABLED", "there is no local overlay; run `local enable`")
    _transaction(state_dir, project_id, root, "link", build)
    return status(state_dir, project_id, root)


def preference_entry(
    message: str, evidence: tuple[str, ...], now: datetime, entry_id: str | None = None
) -> str:
    """The preference's Entry text; refuses text a preference may not hold. Without
    ``entry_id`` a fresh one is drawn (a caller that only validates does not care which)."""
    body = " ".join(message.split())
    if not body or not evidence:
        raise InvalidInput("LOCAL_ADD", "a local preference needs text and --evidence")
    check_body("the preference", message)
    for item in evidence:
        check_line("an Evidence item", item)
    entry_id = entry_id or f"MC-PREF-{now:%Y%m%d}-{_random_hex()}"
    title = body[:60].rstrip(" .")
    items = "".join(f"- {item}\n" for item in evidence)
    return (
        f"## {entry_id} \u2014 {title}\n\nStatus: active\nScope: local-user\n"
        f"Evidence:\n{items}\nPreference:\n{body}\n"
    )


def _random_hex() -> str:
    import uuid

    return uuid.uuid4().hex[:8]


def _free_id(now: datetime, taken: set[str], draw: Callable[[], str]) -> str:
    """A new ``MC-PREF`` ID that no shared or local file holds: IDs are unique across shared
    and local storage (the seed, "Entry IDs are checked for uniqueness across shared and local
    storage"; the reference's add, "Entry ID collision")."""
    while True:
        entry_id = f"MC-PREF-{now:%Y%m%d}-{draw()}"
        if entry_id.upper() not in taken:
            return entry_id


def add(
    state_dir: Path,
    project_id: str,
    root: Path,
    message: str,
    evidence: tuple[str, ...],
    now: datetime,
    *,
    shared_ids: Collection[str] = (),
    draw: Callable[[], str] = _random_hex,
) -> str:
    """Add a ``local-user`` preference (newest first) to a BOUND overlay; returns its ID.
    ``shared_ids`` are the Entry IDs of ``docs/memory/``, which the new ID must not reuse."""
    preference_entry(message, evidence, now)  # refuses bad input before the lock

    def build(current: OverlayStatus) -> tuple[dict[str, str], str]:
        _refuse_corrupt(current)
        if current.state != "BOUND":
            raise InvalidInput(
                "LOCAL_NOT_BOUND",
                f"the local overlay is {current.state}; only a BOUND overlay takes writes",
            )
        taken = entry_ids_in(current.files.values()) | {i.upper() for i in shared_ids}
        entry_id = _free_id(now, taken, draw)
        entry = preference_entry(message, evidence, now, entry_id)
        parsed = parse_entry(parse_document(entry).units[0], PREFERENCES, 2)
        if parsed is None or parsed.body("Preference") != " ".join(message.split()):
            raise InvalidInput("LOCAL_ADD", "the preference text would not round-trip; reword it")
        name = f"{LOCAL}/{PREFERENCES}"
        view = FileView(current.files[name].decode("utf-8"))
        view.insert_first(entry.rstrip("\n").split("\n"))
        return {name: view.render()}, parsed.entry_id

    return _transaction(state_dir, project_id, root, "add", build)


def reset(
    state_dir: Path,
    project_id: str,
    root: Path,
    *,
    apply: bool,
    on_step: Callable[[str], None] | None = None,
) -> list[str]:
    """The overlay files that reset removes (preview), removing them with ``apply``. The one
    write allowed over a corrupt or REVIEW overlay: it is the way out of one.

    All or nothing, under the overlay's lock: the project's folder is first checked to hold
    only what reset knows (else it refuses and changes nothing), then renamed in one step to a
    tombstone (``.<project id>.reset-<random>``, a name no project can have) -- the commit
    point: before it the overlay is whole, after it the project has none -- and the tombstone
    is then removed, with any unfinished write's journal of the overlay. A tombstone that a
    killed reset left behind is removed by the next overlay write or reset."""
    step = on_step or (lambda _name: None)
    if status(state_dir, project_id, root).state == "DISABLED":
        if apply and _tombstones(state_dir, project_id):
            with MutationLock(_lock_dir(state_dir, project_id), command="local reset"):
                _sweep(state_dir, project_id, step)
        return []
    names = [f"{LOCAL}/{MANIFEST}", f"{LOCAL}/{PREFERENCES}", f"{LOCAL}/{PROFILES}/", BINDINGS]
    if not apply:
        return names
    lock = _lock_dir(state_dir, project_id)
    with MutationLock(lock, command="local reset"):
        _remove(state_dir, project_id, step)
        # A write the overlay's journal left unfinished concerned files that are gone now.
        with contextlib.suppress(FileNotFoundError):
            os.unlink(lock / JOURNAL)
    return names


def _lock_dir(state_dir: Path, project_id: str) -> Path:
    return ensure_private_dir(state_for(state_dir, project_dir(state_dir, project_id)))


_KNOWN = {LOCAL: {MANIFEST, PREFERENCES, PROFILES}, f"{LOCAL}/{PROFILES}": {".keep"}}


def _remove(state_dir: Path, project_id: str, step: Callable[[str], None]) -> None:
    projects, name = parts(project_id)
    with files.dir_chain(state_dir, (projects,), create=False) as fd:
        if fd is None:
            return
        folder = files.open_dir(fd, name)
        if folder is None:
            return
        try:
            _known_only(folder, {LOCAL, BINDINGS}, "")
        finally:
            os.close(folder)
        step("checked")
        tomb = f".{name}.reset-{os.urandom(6).hex()}"
        os.rename(name, tomb, src_dir_fd=fd, dst_dir_fd=fd)
        os.fsync(fd)
        step("renamed")
        _delete_tree(fd, tomb, step)
        step("removed")
        _sweep_in(fd, name, step)


def _known_only(fd: int, known: set[str], where: str) -> None:
    """Refuse unless the folder ``fd`` holds only ``known`` names, below as well."""
    found = set(os.listdir(fd))
    if found - known:
        raise InvalidInput(
            "LOCAL_UNEXPECTED",
            "the local overlay holds files reset does not know; remove them by hand first",
        )
    for name in found:
        rel = f"{where}/{name}" if where else name
        if rel in _KNOWN:
            child = files.open_dir(fd, name)
            if child is None:
                continue
            try:
                _known_only(child, _KNOWN[rel], rel)
            finally:
                os.close(child)


def _delete_tree(parent: int, name: str, step: Callable[[str], None]) -> None:
    """Remove ``name`` below ``parent`` and everything in it, never following a symlink."""
    try:
        fd = os.open(name, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=parent)
    except FileNotFoundError:
        return
    except OSError:  # not a directory (or a symlink to one): the name alone goes
        with contextlib.suppress(FileNotFoundError):
            os.unlink(name, dir_fd=parent)
        return
    try:
        for child in os.listdir(fd):
            _delete_tree(fd, child, step)
            step("file")
    finally:
        os.close(fd)
    with contextlib.suppress(FileNotFoundError):
        os.rmdir(name, dir_fd=parent)


def _tombstones(state_dir: Path, project_id: str) -> bool:
    projects, name = parts(project_id)
    with files.dir_chain(state_dir, (projects,), create=False) as fd:
        return fd is not None and any(t.startswith(f".{name}.reset-") for t in os.listdir(fd))


def _sweep(state_dir: Path, project_id: str, step: Callable[[str], None]) -> None:
    projects, name = parts(project_id)
    with files.dir_chain(state_dir, (projects,), create=False) as fd:
        if fd is not None:
            _sweep_in(fd, name, step)


def _sweep_in(fd: int, name: str, step: Callable[[str], None]) -> None:
    """Remove what an interrupted reset of project ``name`` left (its tombstones)."""
    for left in os.listdir(fd):
        if left.startswith(f".{name}.reset-"):
            _delete_tree(fd, left, step)
