"""The local overlay: personal preferences that are neither committed nor lost.

It lives outside the repository, under the user's state directory:
``<state>/projects/<project_id>/local/`` (``manifest.md``, ``preferences.md``) and
``<state>/projects/<project_id>/bindings.json`` (``{"project_id": ..., "roots": [...]}``, the
project roots the overlay belongs to). Every component is opened without following symlinks
(``files.dir_chain``); directories are 0700 and files 0600.

States: DISABLED (no overlay), BOUND (this root is the one live root), UNBOUND (a copy or a moved
checkout with the same project_id: ``local link`` binds it; a single stale root is replaced),
REVIEW (two live roots: nothing is loaded or written until a person decides). A BOUND overlay is
appended to context packs after shared memory and below it in precedence.
"""

from __future__ import annotations

import contextlib
import json
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import NamedTuple

from ecc_memory import files
from ecc_memory.errors import InvalidInput, SecretRefused
from ecc_memory.protocol.model.entries import parse_entry
from ecc_memory.protocol.model.units import parse_document

MAX_BYTES = 1 << 20
MANIFEST = "manifest.md"
PREFERENCES = "preferences.md"
BINDINGS = "bindings.json"
PREFERENCES_HEAD = "# Local Preferences\n\nPersonal preferences; never committed.\n"


class OverlayStatus(NamedTuple):
    state: str  # DISABLED, UNBOUND, BOUND or REVIEW
    directory: str
    roots: tuple[str, ...]


def _parts(project_id: str) -> tuple[str, ...]:
    if not project_id or "/" in project_id or project_id.startswith("."):
        raise InvalidInput("LOCAL_NO_PROJECT", "the shared manifest has no usable project_id")
    return ("projects", project_id)


def _read(fd: int, name: str) -> bytes | None:
    try:
        return files.read_regular(fd, name, MAX_BYTES, f"local overlay {name}")
    except InvalidInput as exc:
        if exc.code == "NOT_FOUND":
            return None
        raise


def _roots(data: bytes | None, project_id: str) -> tuple[str, ...]:
    try:
        parsed = json.loads(data or b"{}")
    except ValueError:
        parsed = {}
    roots = parsed.get("roots") if isinstance(parsed, dict) else None
    if parsed.get("project_id") != project_id or not isinstance(roots, list):
        raise InvalidInput("LOCAL_CORRUPT", "the local overlay's bindings.json is corrupt")
    return tuple(str(r) for r in roots if isinstance(r, str))


def status(state_dir: Path, project_id: str, root: Path) -> OverlayStatus:
    """Where the overlay is and whether this project root may use it."""
    parts = _parts(project_id)
    directory = str(state_dir.joinpath(*parts, "local"))
    with files.dir_chain(state_dir, (*parts, "local"), create=False) as local:
        if local is None:
            return OverlayStatus("DISABLED", directory, ())
    with files.dir_chain(state_dir, parts, create=False) as fd:
        assert fd is not None
        roots = _roots(_read(fd, BINDINGS), project_id)
    here = os.path.realpath(root)
    live = [r for r in roots if os.path.isdir(r)]
    if here in live and len(live) == 1:
        return OverlayStatus("BOUND", directory, roots)
    return OverlayStatus("REVIEW" if len(live) > 1 else "UNBOUND", directory, roots)


def _replace(fd: int, name: str, content: bytes) -> None:
    """Publish ``content`` as ``name``, replacing the old file (never through a symlink)."""
    temp = f".{name}.{os.getpid()}.new"
    with contextlib.suppress(FileNotFoundError):
        os.unlink(temp, dir_fd=fd)
    files.create_only(fd, temp, content)
    os.replace(temp, name, src_dir_fd=fd, dst_dir_fd=fd)


def _bindings(project_id: str, roots: list[str]) -> bytes:
    return (json.dumps({"project_id": project_id, "roots": roots}, indent=2) + "\n").encode()


def enable(state_dir: Path, project_id: str, root: Path) -> OverlayStatus:
    """Create the overlay bound to ``root``; a no-op when it is already BOUND here."""
    current = status(state_dir, project_id, root)
    if current.state == "BOUND":
        return current
    if current.state != "DISABLED":
        raise InvalidInput(
            "LOCAL_EXISTS",
            f"the local overlay exists ({current.state}); use `local link` to bind this checkout",
        )
    with files.dir_chain(state_dir, _parts(project_id), create=True) as fd:
        assert fd is not None
        local = files.open_dir(fd, "local", create=True, label="local")
        assert local is not None
        try:
            manifest = (
                f"# Local Memory Overlay\n\nlocal_overlay_schema_version: 1\n"
                f"project_id: {project_id}\n\n- {PREFERENCES}\n"
            )
            files.create_only(local, MANIFEST, manifest.encode())
            files.create_only(local, PREFERENCES, PREFERENCES_HEAD.encode())
        finally:
            os.close(local)
        _replace(fd, BINDINGS, _bindings(project_id, [os.path.realpath(root)]))
    return status(state_dir, project_id, root)


def link(state_dir: Path, project_id: str, root: Path) -> OverlayStatus:
    """Bind this root: stale roots are dropped; another live root makes the overlay REVIEW."""
    current = status(state_dir, project_id, root)
    if current.state == "DISABLED":
        raise InvalidInput("LOCAL_DISABLED", "there is no local overlay; run `local enable`")
    if current.state == "REVIEW":
        raise InvalidInput(
            "LOCAL_REVIEW",
            "the local overlay is bound to two live checkouts; run `local reset` first",
        )
    roots = [r for r in current.roots if os.path.isdir(r)]
    roots = list(dict.fromkeys([*roots, os.path.realpath(root)]))
    with files.dir_chain(state_dir, _parts(project_id), create=False) as fd:
        assert fd is not None
        _replace(fd, BINDINGS, _bindings(project_id, roots))
    return status(state_dir, project_id, root)


def preference_entry(message: str, evidence: tuple[str, ...], now: datetime) -> str:
    import uuid

    body = " ".join(message.split())
    if not body or not evidence:
        raise InvalidInput("LOCAL_ADD", "a local preference needs text and --evidence")
    entry_id = f"MC-PREF-{now:%Y%m%d}-{uuid.uuid4().hex[:8]}"
    title = body[:60].rstrip(" .")
    items = "".join(f"- {item}\n" for item in evidence)
    return (
        f"## {entry_id} \u2014 {title}\n\nStatus: active\nScope: local-user\n"
        f"Evidence:\n{items}\nPreference:\n{body}\n\n"
    )


def add(
    state_dir: Path,
    project_id: str,
    root: Path,
    message: str,
    evidence: tuple[str, ...],
    now: datetime | None = None,
) -> str:
    """Add a ``local-user`` preference (newest first) to a BOUND overlay; returns its ID."""
    current = status(state_dir, project_id, root)
    if current.state != "BOUND":
        raise InvalidInput(
            "LOCAL_NOT_BOUND",
            f"the local overlay is {current.state}; only a BOUND overlay takes writes",
        )
    from ecc_memory.detectors import scan_text

    if scan_text(message):
        raise SecretRefused("SECRET_REFUSED", "the preference looks like it holds a secret")
    entry = preference_entry(message, evidence, now or datetime.now(timezone.utc))
    parsed = parse_entry(parse_document(entry).units[0], PREFERENCES, 2)
    if parsed is None or parsed.body("Preference") != " ".join(message.split()):
        raise InvalidInput("LOCAL_ADD", "the preference text would not round-trip; reword it")
    with files.dir_chain(state_dir, (*_parts(project_id), "local"), create=False) as fd:
        assert fd is not None
        text = (_read(fd, PREFERENCES) or PREFERENCES_HEAD.encode()).decode("utf-8")
        document = parse_document(text)
        at = len(text) if not document.units else _offset(text, document.units[0].line)
        updated = text[:at] + ("" if at == 0 or text[:at].endswith("\n\n") else "\n") + entry
        _replace(fd, PREFERENCES, (updated + text[at:]).encode("utf-8"))
    return parsed.entry_id


def _offset(text: str, line: int) -> int:
    lines = text.split("\n")
    return sum(len(part) + 1 for part in lines[: line - 1])


def loaded(state_dir: Path, project_id: str, root: Path) -> dict[str, str]:
    """The overlay files a context pack appends (BOUND only), by ``local/<name>``."""
    if status(state_dir, project_id, root).state != "BOUND":
        return {}
    with files.dir_chain(state_dir, (*_parts(project_id), "local"), create=False) as fd:
        data = _read(fd, PREFERENCES) if fd is not None else None
    return {f"local/{PREFERENCES}": data.decode("utf-8", "replace")} if data else {}


def reset(state_dir: Path, project_id: str, root: Path, *, apply: bool) -> list[str]:
    """The overlay files that reset removes (preview), removing them with ``apply``."""
    current = status(state_dir, project_id, root)
    if current.state == "DISABLED":
        return []
    names = [f"local/{MANIFEST}", f"local/{PREFERENCES}", BINDINGS]
    if not apply:
        return names
    with files.dir_chain(state_dir, _parts(project_id), create=False) as fd:
        assert fd is not None
        local = files.open_dir(fd, "local")
        if local is not None:
            try:
                present = os.listdir(local)
                if set(present) - {MANIFEST, PREFERENCES}:
                    raise InvalidInput(
                        "LOCAL_UNEXPECTED",
                        "the local overlay holds files reset "
                        "does not know; remove them by hand first",
                    )
                for name in present:
                    os.unlink(name, dir_fd=local)
            finally:
                os.close(local)
            os.rmdir("local", dir_fd=fd)
        with contextlib.suppress(FileNotFoundError):
            os.unlink(BINDINGS, dir_fd=fd)
    return names
