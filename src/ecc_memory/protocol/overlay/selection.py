"""Which local overlay a project root may use, read as strictly as the seed asks.

It lives under the user's state directory: ``<state>/projects/<project_id>/local/``
(``manifest.md``, ``preferences.md``, ``profiles/``) beside
``<state>/projects/<project_id>/bindings.json`` (``{"project_id": ..., "roots": [...]}``).
Every component is opened without following symlinks; the project folder and ``local/`` must be
this user's 0700 directories and every file this user's 0600 regular file.

States: DISABLED (no overlay at all), BOUND (this root is the one live root), UNBOUND (a copy or
a moved checkout with the same project_id: ``local link`` binds it; a single stale root is
replaced), REVIEW (two live roots, or a corrupt overlay: nothing is loaded or written until a
person decides; ``reason`` says why). Corrupt means: a bindings file with duplicate keys,
another project_id, a relative or repeated root; a binding without ``local/`` (or the
reverse); a manifest without exactly one ``# Local Memory Overlay`` heading, with a second
heading, a repeated or wrong scalar, an unknown or escaping declaration; a missing
``preferences.md`` or ``profiles/``; an unclosed fence or comment; an Entry that is not active,
has no Evidence, a non-local Scope or a lifecycle field; unsafe modes or owners.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import NamedTuple

from ecc_memory import files
from ecc_memory.errors import EccError, InvalidInput
from ecc_memory.protocol.checks.scanning import security_problems
from ecc_memory.protocol.model.entries import parse_entry
from ecc_memory.protocol.model.problems import Problem, error, warning
from ecc_memory.protocol.model.units import entry_ids_in, parse_document
from ecc_memory.protocol.store import recovery
from ecc_memory.protocol.store.journal import load
from ecc_memory.protocol.store.state import state_for

MAX_BYTES = 1 << 20
MANIFEST = "manifest.md"
PREFERENCES = "preferences.md"
PROFILES = "profiles"
BINDINGS = "bindings.json"
LOCAL = "local"
HEADING = "# Local Memory Overlay"
LOCAL_SCOPES = ("local-user", "local-machine")
LIFECYCLE = ("Supersedes", "Superseded-By", "Exception-To", "Promoted-From", "Promoted-To")


class OverlayStatus(NamedTuple):
    state: str  # DISABLED, UNBOUND, BOUND or REVIEW
    directory: str
    roots: tuple[str, ...]
    reason: str = ""  # why REVIEW: "corrupt: ..." or "two live roots"
    files: dict[str, bytes] = {}  # noqa: RUF012 -- a NamedTuple default, never mutated

    @property
    def corrupt(self) -> bool:
        return self.reason.startswith("corrupt")


class Corrupt(Exception):
    """The overlay breaks one of the rules above (not a refusal: a REVIEW state)."""


def parts(project_id: str) -> tuple[str, ...]:
    if not project_id or "/" in project_id or project_id.startswith("."):
        raise InvalidInput("LOCAL_NO_PROJECT", "the shared manifest has no usable project_id")
    return ("projects", project_id)


def project_dir(state_dir: Path, project_id: str) -> Path:
    return state_dir.joinpath(*parts(project_id))


def _private(fd: int, what: str, *, directory: bool) -> None:
    info = os.fstat(fd)
    kind = stat.S_ISDIR(info.st_mode) if directory else stat.S_ISREG(info.st_mode)
    mode = stat.S_IMODE(info.st_mode)
    if not kind or info.st_uid != os.geteuid() or mode & 0o077:
        wanted = "0700 directory" if directory else "0600 regular file"
        raise Corrupt(f"{what} is not this user's {wanted}")


def _read(fd: int, name: str) -> bytes | None:
    try:
        raw = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK, dir_fd=fd)
    except FileNotFoundError:
        return None
    except OSError:
        raise Corrupt(f"{name} cannot be opened safely (a symlink?)") from None
    try:
        _private(raw, name, directory=False)
    finally:
        os.close(raw)
    try:
        return files.read_regular(fd, name, MAX_BYTES, f"local overlay {name}")
    except EccError as exc:
        raise Corrupt(exc.message) from None


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    keys = [key for key, _ in pairs]
    if len(keys) != len(set(keys)):
        raise Corrupt("bindings.json repeats a key")
    return dict(pairs)


def parse_bindings(data: bytes, project_id: str) -> tuple[str, ...]:
    try:
        parsed = json.loads(data.decode("utf-8"), object_pairs_hook=_no_duplicates)
    except (UnicodeDecodeError, ValueError):
        raise Corrupt("bindings.json is not valid JSON") from None
    roots = parsed.get("roots") if isinstance(parsed, dict) else None
    if not isinstance(parsed, dict) or parsed.get("project_id") != project_id:
        raise Corrupt("bindings.json names another project")
    if not isinstance(roots, list) or not all(isinstance(r, str) for r in roots):
        raise Corrupt("bindings.json has no list of roots")
    if any(not os.path.isabs(r) or os.path.normpath(r) != r for r in roots):
        raise Corrupt("bindings.json holds a relative or unnormalised root")
    if len(set(roots)) != len(roots):
        raise Corrupt("bindings.json repeats a root")
    return tuple(roots)


def check_manifest(text: str, project_id: str) -> None:
    document = parse_document(text)
    if document.lexed.faults:
        raise Corrupt("local/manifest.md has an unclosed fence or comment")
    headings = [
        line.text for line in document.lexed.lines if line.structural and line.text.startswith("#")
    ]
    if headings != [HEADING]:
        raise Corrupt(f"local/manifest.md must have exactly one heading, {HEADING!r}")
    scalars: dict[str, list[str]] = {}
    declarations: list[str] = []
    for line in document.lexed.lines:
        if not line.structural or not line.text.strip() or line.text.startswith("#"):
            continue
        if line.text.startswith("- "):
            declarations.append(line.text[2:].strip())
        elif ":" in line.text:
            key, _, value = line.text.partition(":")
            scalars.setdefault(key.strip(), []).append(value.strip())
    if scalars.get("local_overlay_schema_version") != ["1"]:
        raise Corrupt("local/manifest.md needs one local_overlay_schema_version: 1")
    if scalars.get("project_id") != [project_id]:
        raise Corrupt("local/manifest.md needs one project_id, the shared manifest's")
    if set(scalars) - {"local_overlay_schema_version", "project_id"}:
        raise Corrupt("local/manifest.md has an unknown scalar")
    if PREFERENCES not in declarations or any(not _declared(d) for d in declarations):
        raise Corrupt("local/manifest.md declares an unknown or unsafe module")


def _declared(name: str) -> bool:
    if name == PREFERENCES:
        return True
    head, _, leaf = name.partition("/")
    return head == PROFILES and "/" not in leaf and leaf.endswith(".md") and leaf[0] != "."


def check_preferences(text: str, schema: int = 2) -> None:
    document = parse_document(text)
    if document.lexed.faults:
        raise Corrupt("local/preferences.md has an unclosed fence or comment")
    for unit in document.units:
        if unit.kind != "h2":
            continue
        entry = parse_entry(unit, f"{LOCAL}/{PREFERENCES}", schema)
        if entry is None:
            continue
        where = f"local/preferences.md: {entry.entry_id}"
        if entry.stray_lines or entry.status != "active":
            raise Corrupt(f"{where} is not a well-formed active Entry")
        if entry.scalar("Scope") not in LOCAL_SCOPES:
            raise Corrupt(f"{where} has a non-local Scope")
        if not [item for _, item in entry.evidence() if item]:
            raise Corrupt(f"{where} has no Evidence")
        if any(entry.all(name) for name in LIFECYCLE):
            raise Corrupt(f"{where} carries a lifecycle field")


def status(state_dir: Path, project_id: str, root: Path) -> OverlayStatus:
    """Where the overlay is, whether this project root may use it, and its files."""
    directory = str(project_dir(state_dir, project_id) / LOCAL)
    with files.dir_chain(state_dir, parts(project_id), create=False) as fd:
        if fd is None:
            return OverlayStatus("DISABLED", directory, ())
        try:
            return _status(state_dir, project_id, root, fd, directory)
        except Corrupt as exc:
            return OverlayStatus("REVIEW", directory, (), f"corrupt: {exc}")


def _status(state_dir: Path, project_id: str, root: Path, fd: int, directory: str) -> OverlayStatus:
    _private(fd, "the overlay's project folder", directory=True)
    local = files.open_dir(fd, LOCAL, label="local") if _exists(fd, LOCAL) else None
    data = _read(fd, BINDINGS)
    if local is None and data is None:
        return OverlayStatus("DISABLED", directory, ())
    if local is None or data is None:
        if local is not None:
            os.close(local)
        raise Corrupt("a binding without local/, or local/ without a binding")
    try:
        roots = parse_bindings(data, project_id)
        found = _local_files(local, project_id)
    finally:
        os.close(local)
    found = _settled(state_dir, project_id, {**found, BINDINGS: data})
    here = os.path.realpath(root)
    live = [r for r in roots if os.path.isdir(r)]
    if here in live and len(live) == 1:
        return OverlayStatus("BOUND", directory, roots, "", found)
    if len(live) > 1:
        return OverlayStatus("REVIEW", directory, roots, "two live roots", found)
    return OverlayStatus("UNBOUND", directory, roots, "", found)


def _exists(fd: int, name: str) -> bool:
    try:
        os.stat(name, dir_fd=fd, follow_symlinks=False)
    except FileNotFoundError:
        return False
    return True


def _local_files(local: int, project_id: str) -> dict[str, bytes]:
    _private(local, "local/", directory=True)
    manifest, preferences = _read(local, MANIFEST), _read(local, PREFERENCES)
    if manifest is None or preferences is None:
        raise Corrupt("local/manifest.md and local/preferences.md are both required")
    profiles = (
        files.open_dir(local, PROFILES, label="local/profiles")
        if _exists(local, PROFILES)
        else None
    )
    if profiles is None:
        raise Corrupt("local/profiles/ is required")
    try:
        _private(profiles, "local/profiles/", directory=True)
    finally:
        os.close(profiles)
    check_manifest(_text(manifest, MANIFEST), project_id)
    check_preferences(_text(preferences, PREFERENCES))
    return {f"{LOCAL}/{MANIFEST}": manifest, f"{LOCAL}/{PREFERENCES}": preferences}


def _text(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise Corrupt(f"local/{name} is not UTF-8") from None


def _settled(state_dir: Path, project_id: str, found: dict[str, bytes]) -> dict[str, bytes]:
    """The overlay as it was before a write a killed writer left half done (readers never
    finish it; the next overlay writer does)."""
    folder = project_dir(state_dir, project_id)
    try:
        pending = load(Path(os.path.realpath(folder)), state_for(state_dir, folder))
    except EccError:
        raise Corrupt("its write journal cannot be trusted") from None
    return recovery.pre_image(folder, pending, found) if pending else found


def entry_ids(state_dir: Path, project_id: str, root: Path) -> set[str]:
    """The Entry IDs this project's overlay holds, in whatever state it is: a shared writer's
    new ID must not reuse one, as a local ID must not reuse a shared one (``writer.add``)."""
    try:
        parts(project_id)
    except InvalidInput:
        return set()  # no overlay can be kept under an unusable project_id
    return entry_ids_in(status(state_dir, project_id, root).files.values())


def loaded(state: OverlayStatus) -> dict[str, str]:
    """The overlay files a context pack appends (BOUND only), by ``local/<name>``."""
    if state.state != "BOUND":
        return {}
    data = state.files.get(f"{LOCAL}/{PREFERENCES}")
    return {f"{LOCAL}/{PREFERENCES}": data.decode("utf-8", "replace")} if data else {}


def overlay_problems(found: OverlayStatus, *, security: bool = True) -> list[Problem]:
    """What ``check`` reports about the overlay: a corrupt one is an error (``ECC-LOCAL-001``),
    two live roots a warning (``ECC-LOCAL-002``), and every file it read is scanned for
    credentials with the deep detectors, REVIEW or not (never loaded, still checked)."""
    where = f"{LOCAL}/{MANIFEST}"
    problems: list[Problem] = []
    if found.corrupt:
        problems.append(error("ECC-LOCAL-001", where, 0, f"the local overlay is {found.reason}"))
    elif found.state == "REVIEW":
        problems.append(warning("ECC-LOCAL-002", where, 0, f"the local overlay has {found.reason}"))
    if security:
        texts = {
            path: data.decode("utf-8", "replace")
            for path, data in found.files.items()
            if path.endswith(".md")
        }
        problems += security_problems(texts, deep=True)
    return problems
