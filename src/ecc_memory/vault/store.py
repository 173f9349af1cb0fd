"""The vault: initialising scopes, saving memories, loading and reading them back.

This is the only module that writes memory files. Every refusal happens before the first
directory or file is created, so a refused write leaves the vault byte-for-byte unchanged.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from ecc_memory import exclude, files
from ecc_memory.config import Roots, check_scopes
from ecc_memory.errors import (
    AlreadyExists,
    EccError,
    GuardTampered,
    InvalidDocument,
    InvalidInput,
    SecretRefused,
    UnsafePath,
)
from ecc_memory.vault import KINDS, SCOPES
from ecc_memory.vault.document import MAX_FILE_BYTES, Memory, is_memory_id, kind_dir, serialize
from ecc_memory.vault.frontmatter import (
    body_offset,
    frontmatter_layout,
    frontmatter_strings,
    frontmatter_text,
    parse_document,
    secret_scan_text,
)

if TYPE_CHECKING:
    from ecc_memory.detectors import Finding
    from ecc_memory.detectors.allowlist import Baseline

GUARD_NAME = ".gitignore"
GUARD_CONTENT = b"*\n!.gitignore\n"

INVALID_DOCUMENT = "invalid-document"
LOCATION_MISMATCH = "location-mismatch"
SUSPECTED_SECRET = "suspected-secret"
CODE_MESSAGES = {
    INVALID_DOCUMENT: "Memory document is invalid or unreadable.",
    LOCATION_MISMATCH: "Memory metadata does not match its vault location.",
    SUSPECTED_SECRET: "Memory document was quarantined.",
}


# The result values are NamedTuples, not dataclasses: a dataclass costs about a millisecond to
# create at import, which every command importing this module paid three times (issue 22).
class InitResult(NamedTuple):
    """The scopes ``init`` set up, their roots, and every directory it made sure of."""

    scopes: tuple[str, ...]
    roots: dict[str, str]
    directories: tuple[str, ...]


class SaveResult(NamedTuple):
    """The memory as saved, and where (a display path, never an absolute one)."""

    memory: Memory
    path: str  # scope-relative, e.g. "project:notes/<id>.md"; never absolute


def display_path(scope: str, rel: str) -> str:
    return f"{scope}:{rel}"


def visible_to(memory: Memory, harness: str | None) -> bool:
    return targets_visible_to(memory.target_harnesses, harness)


def targets_visible_to(targets: tuple[str, ...], harness: str | None) -> bool:
    """Whether a memory with these target harnesses is shown to ``harness`` (None: all)."""
    return harness is None or "all" in targets or harness in targets


# -- the project guard ---------------------------------------------------------------------------


def _read_guard(scope_fd: int) -> bytes | None:
    try:
        return files.read_regular(scope_fd, GUARD_NAME, 4096, "project memory .gitignore")
    except InvalidInput as error:
        if error.code == "NOT_FOUND":
            return None
        raise _tampered() from None


def _tampered() -> GuardTampered:
    return GuardTampered(
        "GUARD_TAMPERED",
        "Project memory .gitignore does not contain the required fail-closed rules: it must "
        "hold exactly the two lines '*' and '!.gitignore'. Restore it, for example with "
        "printf '*\\n!.gitignore\\n' > .ecc/memory/project/.gitignore, then check with "
        "`ecc memory doctor` and `git status` that no project memory was staged.",
    )


def guard_intact(content: bytes) -> bool:
    """The guard exactly, or with CRLF line endings on one or both of its two lines.

    A checkout with ``core.autocrlf=true`` writes the committed guard as ``*\r\n!.gitignore\r\n``;
    git strips a line's trailing CR when it reads ignore rules, so those bytes ignore exactly
    what the LF guard ignores (``tests/vault/test_guard_crlf.py`` asks ``git check-ignore``).
    Nothing else passes: no other rule, no blank line, no lone CR, no byte-order mark.
    """
    return content.replace(b"\r\n", b"\n") == GUARD_CONTENT


def check_guard(scope_fd: int) -> None:
    """Raise unless the guard is missing (it will be created) or intact."""
    content = _read_guard(scope_fd)
    if content is not None and not guard_intact(content):
        raise _tampered()


def _ensure_guard(scope_fd: int) -> bool:
    """Create the guard when it is missing (returns whether it did), then verify it."""
    created = False
    try:
        if _read_guard(scope_fd) is None:
            files.create_only(scope_fd, GUARD_NAME, GUARD_CONTENT)
            created = True
    except AlreadyExists:
        pass  # another process created it between our read and our write: verify below
    check_guard(scope_fd)
    return created


def guard_problem(roots: Roots) -> str | None:
    """For doctor: None when the guard is right, else a short reason (never raises)."""
    boundary, parts = roots.location("project")
    try:
        with files.dir_chain(boundary, parts, create=False) as fd:
            if fd is None:
                return None
            if _read_guard(fd) is None:
                return "missing"
            check_guard(fd)
    except EccError as error:
        return "symlink" if isinstance(error, UnsafePath) else "tampered"
    return None


# -- init and save -------------------------------------------------------------------------------


def _preflight(roots: Roots, scope: str, kinds: Iterable[str]) -> None:
    """Every check a write makes, without creating anything."""
    boundary, parts = roots.location(scope)
    with files.dir_chain(boundary, parts, create=False) as fd:
        if fd is None:
            return
        if scope == "project":
            check_guard(fd)
        for kind in kinds:
            kind_fd = files.open_dir(fd, kind_dir(kind), label=f"{scope}:{kind_dir(kind)}")
            if kind_fd is not None:
                files.close(kind_fd)


def check_placement(roots: Roots, scopes: Iterable[str], *, here: bool = False) -> None:
    """Refuse, before anything is created, a vault that would land where nobody asked for it.

    The project and team scopes belong to a repository: outside one (no ``.git`` found and no
    ``ECC_MEMORY_PROJECT_ROOT``) they are created in the working directory only with ``here``
    (``init --here``), and used there once they exist. No scope may lie inside another (in
    ``$HOME`` the project scope would sit inside the user scope ``~/.ecc/memory``, whose scan
    would then report every project memory as misplaced)."""
    for scope in scopes:
        if scope != "user" and not (roots.project_found or here or roots.root(scope).is_dir()):
            raise InvalidInput(
                "NOT_A_REPOSITORY",
                f"no git repository at or above {roots.project_boundary}: the {scope} scope "
                "belongs at a repository's root. Run this in a repository, set "
                "ECC_MEMORY_PROJECT_ROOT, or create a vault here with `ecc memory init --here`.",
            )
    for inner, outer in itertools.permutations(SCOPES, 2):
        if _within(roots.root(inner), roots.root(outer)):
            raise InvalidInput(
                "SCOPES_NESTED",
                f"the {inner} scope ({roots.root(inner)}) would lie inside the {outer} scope "
                f"({roots.root(outer)}); run this in a repository of its own, or move one with "
                "ECC_MEMORY_PROJECT_ROOT or ECC_MEMORY_USER_ROOT.",
            )


def _within(path: Path, parent: Path) -> bool:
    return path == parent or parent in path.parents


def init_vault(roots: Roots, scopes: Iterable[str], *, here: bool = False) -> InitResult:
    """Create scope roots and kind directories (0700) and the project guard."""
    chosen = check_scopes(list(scopes))
    check_placement(roots, chosen, here=here)
    try:
        return _init(roots, chosen)
    except OSError as error:
        raise files.os_refusal(error, f"initialise {', '.join(chosen)}") from None


def _init(roots: Roots, chosen: tuple[str, ...]) -> InitResult:
    for scope in chosen:
        _preflight(roots, scope, KINDS)
    directories: list[str] = []
    for scope in chosen:
        boundary, parts = roots.location(scope)
        with files.dir_chain(boundary, parts, create=True) as fd:
            assert fd is not None
            if scope == "project":
                _ensure_guard(fd)
                exclude.keep_out(roots.root(scope))  # a pull can then bring the guard
            directories.append(str(roots.root(scope)))
            for kind in KINDS:
                files.close(files.open_dir(fd, kind_dir(kind), create=True))
                directories.append(str(roots.root(scope) / kind_dir(kind)))
    roots_by_scope = {scope: str(roots.root(scope)) for scope in chosen}
    return InitResult(chosen, roots_by_scope, tuple(directories))


def refuse_secrets(text: str, *, deep: bool = True) -> None:
    # Imported here, not at module level: compiling the pack's patterns is ~20 ms that a warm
    # search or a read, which never classify a file, should not pay.
    from ecc_memory.detectors import detector_names, scan_text

    findings = scan_text(text, deep=deep)
    if findings:
        names = ", ".join(detector_names(findings))
        raise SecretRefused(
            "SECRET_REFUSED", f"Refusing to save memory containing a suspected secret ({names})."
        )


def save_memory(roots: Roots, memory: Memory, *, deep_scan: bool = True) -> SaveResult:
    """Write a new memory create-only; refusals leave the vault untouched."""
    if memory.trust != "unreviewed" or memory.status != "active":
        raise InvalidInput("INVALID_TRUST", "New memories are always active and unreviewed.")
    refuse_secrets(secret_scan_text(memory), deep=deep_scan)
    check_placement(roots, (memory.scope,))
    content = serialize(memory)
    if len(content) > MAX_FILE_BYTES:
        raise InvalidInput("TOO_LARGE", "Memory document would exceed 131072 bytes.")
    try:
        return _write(roots, memory, content)
    except OSError as error:
        where = display_path(memory.scope, f"{kind_dir(memory.kind)}/")
        raise files.os_refusal(error, f"save to {where}") from None


def _write(roots: Roots, memory: Memory, content: bytes) -> SaveResult:
    _preflight(roots, memory.scope, (memory.kind,))
    boundary, parts = roots.location(memory.scope)
    name = f"{memory.id}.md"
    with files.dir_chain(boundary, parts, create=True) as fd:
        assert fd is not None
        if memory.scope == "project" and _ensure_guard(fd):
            exclude.keep_out(roots.root("project"))  # a pull can then bring the guard
        # Temp files are written in the scope root (a handful of entries, not thousands of
        # memories), so each save can cheaply remove what a killed save left behind.
        files.remove_dead_temps(fd)
        kind_fd = files.open_dir(fd, kind_dir(memory.kind), create=True)
        assert kind_fd is not None
        try:
            files.create_only(kind_fd, name, content, temp_dir_fd=fd)
        except AlreadyExists:
            raise AlreadyExists(
                "ALREADY_EXISTS", f"Memory {memory.id} already exists; writes are create-only."
            ) from None
        finally:
            files.close(kind_fd)
    return SaveResult(memory, display_path(memory.scope, f"{kind_dir(memory.kind)}/{name}"))


# -- loading -------------------------------------------------------------------------------------


class Loaded(NamedTuple):
    """One file's outcome: a memory, or the diagnostic code that excluded it."""

    memory: Memory | None
    code: str | None
    data: bytes
    reason: str = ""  # why a file was excluded (a parse error, a detector): never a value
    line: int = 0  # the line at fault, when there is one
    # The file could not be read at all (EMFILE, EIO, EINTR, a race): the verdict says nothing
    # about its content, so the index must not keep it against the file's stat.
    unread: bool = False
    allowed: int = 0  # lines whose findings the reviewed secrets allowlist allowed


def classify(data: bytes, scope: str, rel: str, baseline: Baseline | None = None) -> Loaded:
    """Parse, check location and quarantine secrets; never raises for bad content.

    ``baseline``: the reviewed secrets allowlist beside the scopes (doctor passes it for the
    repository's scopes; ``detectors.allowlist``): a finding it names is counted, not held
    against the file."""
    from ecc_memory.detectors import detector_names

    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        return Loaded(None, INVALID_DOCUMENT, data, "Memory document must be valid UTF-8.", line)
    memory: Memory | None = None
    reason, line_no = "", 0
    try:
        memory = parse_document(data)
    except InvalidDocument as exc:
        reason, line_no = f"{exc.code}: {exc.message}", exc.line
    except EccError as exc:
        reason = f"{exc.code}: {exc.message}"
    findings = memory_file_secrets(text, memory)
    allowed = 0
    if findings and baseline is not None:
        findings, allowed = baseline.screen(f"{scope}/{rel}", findings)
    if findings:
        reason = f"suspected secret ({', '.join(detector_names(findings))})"
        return Loaded(None, SUSPECTED_SECRET, data, reason, findings[0].line)
    if memory is None:
        return Loaded(None, INVALID_DOCUMENT, data, reason, line_no)
    first, _, remainder = rel.partition("/")
    if memory.scope != scope:
        reason = f'scope is "{memory.scope}" but the file is in the {scope} scope'
        return Loaded(None, LOCATION_MISMATCH, data, reason)
    if first != kind_dir(memory.kind) or not remainder:
        reason = f"a {memory.kind} belongs in {kind_dir(memory.kind)}/"
        return Loaded(None, LOCATION_MISMATCH, data, reason)
    return Loaded(memory, None, data, allowed=allowed)


def memory_file_secrets(text: str, memory: Memory | None, *, deep: bool = False) -> list[Finding]:
    """Suspected secrets in one memory file: the one scan doctor, search, read and the git
    guard share. Never honours an allowlist pragma (vault memory is written by agents).

    A file that does not parse is scanned as raw text. For a parsed file the frontmatter is
    scanned as its decoded values -- a JSON escape (``"\\u0067hp_..."``) hides a token from the
    raw bytes, and the escapes' backslashes would make false findings -- and the body as it
    stands in the file: together exactly the text a save scans, so whatever save accepts, a
    read accepts.
    """
    from ecc_memory.detectors import scan_text

    if memory is None:
        return scan_text(text, deep=deep)
    # The raw frontmatter's findings would all be dropped: the pack scans the body's lines
    # only (the frontmatter before them still context), deep mode the whole text.
    body_start = body_offset(text)
    findings = scan_text(text, deep=deep, start=body_start)
    decoded = scan_text(frontmatter_text(memory), deep=deep)
    if not findings and not decoded:  # the common case: no need to locate anything
        return []
    lines, closing = frontmatter_layout(text)
    findings = [f for f in findings if f.line > closing]
    if decoded:
        values = frontmatter_strings(memory)
        keys = [key for key, value in values for _ in value.split("\n")]
        findings += [f._replace(line=lines.get(keys[f.line - 1], 1)) for f in decoded]
    return sorted(set(findings), key=lambda f: (f.line, f.detector, f.fingerprint))


def read_file(root_fd: int, rel: str) -> bytes | None:
    """A memory file's bytes (no symlinks, at most 128 KiB), or None when it cannot be read."""
    try:
        with files.subdir_fd(root_fd, rel) as (fd, name):
            return files.read_regular(fd, name, MAX_FILE_BYTES)
    except (EccError, OSError):
        return None


def read_files(root_fd: int, rels: Iterable[str]) -> Iterator[tuple[str, bytes | None]]:
    """``read_file`` for many files, each directory opened once per run of its files (two
    opens per file were a fifth of doctor's time at 100,000 memories); at most ``_RUN`` files'
    bytes are held at a time."""
    for parent, group in itertools.groupby(rels, _parent_dir):
        names = list(group)
        for start in range(0, len(names), _RUN):
            run = names[start : start + _RUN]
            try:
                with files.subdir_fd(root_fd, parent + "-") as (fd, _):
                    found = [(rel, _read_in(fd, rel[len(parent) :])) for rel in run]
            except (EccError, OSError):  # the directory vanished or cannot be opened
                found = [(rel, None) for rel in run]
            yield from found


_RUN = 256


def _parent_dir(rel: str) -> str:
    return rel[: rel.rfind("/") + 1]


def _read_in(dir_fd: int, name: str) -> bytes | None:
    try:
        return files.read_regular(dir_fd, name, MAX_FILE_BYTES)
    except (EccError, OSError):
        return None


def load_file(root_fd: int, scope: str, rel: str) -> Loaded:
    data = read_file(root_fd, rel)
    if data is None:
        return Loaded(None, INVALID_DOCUMENT, b"", UNREADABLE, unread=True)
    return classify(data, scope, rel)


UNREADABLE = "not a readable regular file of at most 131072 bytes"


# -- hints for the adapters ----------------------------------------------------------------------


def unknown_links(roots: Roots, links: Iterable[str]) -> list[str]:
    """Linked IDs with no memory file in any scope (a hint: a link may name a future memory).

    Looks only where a memory with that ID would be stored (``<scope>/<kind>s/<id>.md``), so it
    costs a few ``lstat`` calls, not an index refresh."""
    missing = []
    for memory_id in links:
        candidates = (
            roots.root(scope) / kind_dir(kind) / f"{memory_id}.md"
            for scope in SCOPES
            for kind in KINDS
        )
        if not any(path.is_file() for path in candidates):
            missing.append(memory_id)
    return missing


def links_in_full(roots: Roots, links: Iterable[str]) -> bool:
    """Whether every link is given as a full ID (``mem_...``) of a memory file: then nothing is
    left to resolve (``reader.resolve_links``), and no index is opened."""
    values = list(links)
    full = all(v.startswith("mem_") and is_memory_id(v) for v in values)
    return full and not unknown_links(roots, values)


def missing_scopes(roots: Roots, scopes: Iterable[str]) -> list[str]:
    """The scopes among ``scopes`` whose root directory does not exist yet."""
    return [scope for scope in scopes if not roots.root(scope).is_dir()]
