"""The vault's operations, once for the CLI and the MCP server: save, handoff, search, read,
doctor, supersede and retire; a memory body's bounds, and what of a memory a result may show.

Each takes the workspace and a request and returns the core's result or raises a refusal. What
an adapter used to assemble itself lives here: the dry-run refusal, the clock, the default
author, the links that name no memory. What stays with an adapter is what differs between
them by design: the MCP server's fixed harness (it fills ``source`` and ``harness`` of every
request), the CLI's progress line (``progress``), and rendering.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.vault import DEFAULT_SCOPES, KINDS, SCOPES

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.config import Roots
    from ecc_memory.errors import EccError
    from ecc_memory.vault.doctor import DoctorReport
    from ecc_memory.vault.reader import ReadResult
    from ecc_memory.vault.search import SearchResult
    from ecc_memory.vault.store import InitResult, SaveResult
    from ecc_memory.vault.supersession import Replacement

__all__ = [
    "DEFAULT_SCOPES",
    "DOCUMENT_NAMES",
    "KINDS",
    "SCOPES",
    "DoctorRequest",
    "ReadRequest",
    "RetireRequest",
    "SaveRequest",
    "Saved",
    "SearchRequest",
    "SupersedeRequest",
    "body_file",
    "body_text",
    "doctor",
    "full_links",
    "handoff",
    "init",
    "keep_index_open",
    "naming",
    "read",
    "refuse_dry_run",
    "reindex",
    "retire",
    "save",
    "search",
    "storage_refusal",
    "supersede",
]

# The format's bounds and patterns (``vault.document``) that an adapter checks or advertises
# (a body's size, a slug, an ID or a start of one): read from the document module only when
# asked, so that importing this module costs a process nothing it does not use.
DOCUMENT_NAMES = ("ID_PREFIX_PATTERN", "MAX_BODY_BYTES", "SLUG_PATTERN")


def __getattr__(name: str) -> Any:
    if name in DOCUMENT_NAMES:
        from ecc_memory.vault import document

        return getattr(document, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


Progress = Callable[[int, int], None] | None


def init(workspace: Workspace, scopes: tuple[str, ...] = (), *, here: bool = False) -> InitResult:
    """Create the scopes' directories and the project scope's guard (``ECC_DRY_RUN=1`` refuses);
    outside a repository only ``here`` creates the project and team scopes."""
    from ecc_memory.vault import store

    refuse_dry_run(workspace, "init")
    return store.init_vault(workspace.roots, scopes or DEFAULT_SCOPES, here=here)


class SaveRequest(NamedTuple):
    """A new memory. ``source`` None: the workspace's harness (``ECC_MEMORY_HARNESS``, else
    ``cli``); ``targets`` empty: ``all``."""

    title: str
    body: str
    kind: str = "note"
    scope: str = "project"
    source: str | None = None
    targets: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    links: tuple[str, ...] = ()
    # Whose view a short link is resolved in (None: every memory), and what the refusal of
    # one calls the argument (``--link``, ``argument links``).
    links_harness: str | None = None
    links_argument: str = "--link"


class Saved(NamedTuple):
    """What a save wrote, and the links that name no memory of this vault (saved anyway)."""

    result: SaveResult
    unknown_links: list[str]


def refuse_dry_run(workspace: Workspace, command: str) -> None:
    """``ECC_DRY_RUN=1`` refuses every write, before any input is read."""
    if workspace.dry_run:
        raise InvalidInput(
            "DRY_RUN", f"memory {command} is disabled in dry-run mode; no files were written."
        )


def save(workspace: Workspace, request: SaveRequest, *, command: str = "save") -> Saved:
    """Write one new memory, create-only (``ECC_DRY_RUN=1`` refuses it)."""
    from ecc_memory.vault import store
    from ecc_memory.vault.document import new_memory

    refuse_dry_run(workspace, command)
    roots = workspace.roots
    links = full_links(
        roots, request.links, request.scope, request.links_harness, request.links_argument
    )
    memory = new_memory(
        title=request.title,
        body=request.body,
        kind=request.kind,
        scope=request.scope,
        source_harness=request.source or workspace.harness,
        target_harnesses=request.targets or ("all",),
        tags=request.tags,
        links=links,
        now=workspace.now(),
    )
    result = store.save_memory(roots, memory)
    return Saved(result, store.unknown_links(roots, memory.links))


def full_links(
    roots: Roots,
    links: tuple[str, ...],
    scope: str,
    harness: str | None = None,
    argument: str = "--link",
) -> tuple[str, ...]:
    """Links as the full IDs they name: a start of one (``5b26e751``), as ``read`` takes it, is
    never stored (the format stores full IDs only)."""
    from ecc_memory.vault.store import links_in_full

    if links_in_full(roots, links):
        return links  # nothing to resolve: the reader and its index are not even imported
    from ecc_memory.vault.reader import resolve_links

    return resolve_links(
        roots, links, scopes=(*DEFAULT_SCOPES, scope), harness=harness, argument=argument
    )


def naming(argument: str) -> AbstractContextManager[None]:
    """A block whose ID refusals name ``argument`` (``argument id: ...``), for an adapter that
    takes several IDs."""
    from ecc_memory.vault.reader import naming as named

    return named(argument)


def handoff(workspace: Workspace, request: SaveRequest) -> Saved:
    """A memory of kind handoff: it needs a reader, at least one target."""
    if not request.targets:
        raise InvalidInput("TARGET_REQUIRED", "At least one --target is required for handoffs.")
    return save(workspace, request._replace(kind="handoff"), command="handoff")


class SearchRequest(NamedTuple):
    """A search; ``harness`` None shows what is targeted at anyone."""

    query: str = ""
    scopes: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    harness: str | None = None
    limit: int = 20
    include_superseded: bool = False


def search(workspace: Workspace, request: SearchRequest, progress: Progress = None) -> SearchResult:
    from ecc_memory.vault.search import search_memories

    return search_memories(
        workspace.roots,
        request.query,
        scopes=request.scopes or DEFAULT_SCOPES,
        kinds=request.kinds,
        tags=request.tags,
        target_harness=request.harness,
        limit=request.limit,
        progress=progress,
        include_superseded=request.include_superseded,
    )


class ReadRequest(NamedTuple):
    """One memory by ID; ``prefix`` lets a unique start of an ID name it."""

    memory_id: str
    scopes: tuple[str, ...] = ()
    harness: str | None = None
    prefix: bool = False


def read(workspace: Workspace, request: ReadRequest, progress: Progress = None) -> ReadResult:
    from ecc_memory.vault.reader import read_memory

    return read_memory(
        workspace.roots,
        request.memory_id,
        scopes=request.scopes or DEFAULT_SCOPES,
        harness=request.harness,
        progress=progress,
        prefix=request.prefix,
    )


class DoctorRequest(NamedTuple):
    """An audit; ``harness`` limits counts to what it can see (the MCP server's)."""

    scopes: tuple[str, ...] = ()
    full: bool = False
    harness: str | None = None


def doctor(workspace: Workspace, request: DoctorRequest, progress: Progress = None) -> DoctorReport:
    from ecc_memory.vault.doctor import run_doctor

    return run_doctor(
        workspace.roots,
        scopes=request.scopes or DEFAULT_SCOPES,
        harness=request.harness,
        full=request.full,
        progress=progress,
    )


class SupersedeRequest(NamedTuple):
    """A corrected memory for ``memory_id``; None keeps the old one's title, tags, targets."""

    memory_id: str
    body: str
    source: str | None = None
    title: str | None = None
    tags: tuple[str, ...] | None = None
    targets: tuple[str, ...] | None = None
    scopes: tuple[str, ...] = ()
    harness: str | None = None


def supersede(
    workspace: Workspace, request: SupersedeRequest, progress: Progress = None
) -> Replacement:
    from ecc_memory.vault.supersession import supersede as replace

    refuse_dry_run(workspace, "supersede")
    return replace(
        workspace.roots,
        request.memory_id,
        body=request.body,
        source_harness=request.source or workspace.harness,
        now=workspace.now(),
        title=request.title,
        tags=request.tags,
        targets=request.targets,
        scopes=request.scopes or DEFAULT_SCOPES,
        harness=request.harness,
        progress=progress,
    )


class RetireRequest(NamedTuple):
    """The notice that ``memory_id`` no longer holds; ``reason`` is its body."""

    memory_id: str
    reason: str | None = None
    source: str | None = None
    scopes: tuple[str, ...] = ()


def retire(workspace: Workspace, request: RetireRequest, progress: Progress = None) -> Replacement:
    from ecc_memory.vault.supersession import retire as retire_memory

    refuse_dry_run(workspace, "retire")
    return retire_memory(
        workspace.roots,
        request.memory_id,
        source_harness=request.source or workspace.harness,
        now=workspace.now(),
        reason=request.reason,
        scopes=request.scopes or DEFAULT_SCOPES,
        progress=progress,
    )


def reindex(workspace: Workspace, scopes: tuple[str, ...] = (), progress: Progress = None) -> int:
    """Rebuild the derived index from the Markdown files; the number of files indexed."""
    from ecc_memory.vault.index import rebuild

    return rebuild(workspace.roots, scopes or DEFAULT_SCOPES, progress)


def body_file(path: str) -> bytes:
    """A memory body file's bytes (a regular file, at most one byte over the bound); a missing
    or unreadable file is refused, named."""
    from ecc_memory.files import read_regular
    from ecc_memory.vault.document import MAX_BODY_BYTES

    return read_regular(None, path, MAX_BODY_BYTES, f"memory body file {path}")


def body_text(data: bytes) -> str:
    """A memory body from its bytes, however they came (a file, standard input, ``-m``): at most
    ``MAX_BODY_BYTES`` (``BODY_TOO_LARGE``) of valid UTF-8 (``INVALID_UTF8``)."""
    from ecc_memory.vault.document import MAX_BODY_BYTES

    if len(data) > MAX_BODY_BYTES:
        raise InvalidInput(
            "BODY_TOO_LARGE", f"memory body is too large (maximum {MAX_BODY_BYTES} bytes)."
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidInput("INVALID_UTF8", "memory body must contain valid UTF-8 text.") from None


def keep_index_open() -> None:
    """Keep the index open between operations (a long-lived process: the MCP server); called on
    its first operation, not before, so that the handshake never waits on the index's import."""
    from ecc_memory.vault.index import keep_open

    keep_open()


def storage_refusal(error: OSError, doing: str) -> EccError:
    """What the file system refused while doing ``doing`` ("read or write the vault"), as a
    refusal with a stable code (``NO_SPACE``, ``PERMISSION_DENIED``...), never a path."""
    from ecc_memory.files import os_refusal

    return os_refusal(error, doing)
