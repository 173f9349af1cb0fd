"""What the git hooks check, on the content git is about to commit.

Every check reads staged blobs from the index being committed (``Repo`` opened with
``from_env=True`` by the adapter), never the working tree, and returns ``Block`` values; the
adapter prints them and picks the exit code. Nothing here writes to the index or the working
tree, so a blocked commit leaves both exactly as they were. ``git.install`` puts the scripts
that run these checks into a repository.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ecc_memory.git.records import REGULAR_MODES, SYMLINK_MODE, StagedChange, TreeFile
from ecc_memory.git.repo import Repo

if TYPE_CHECKING:
    from ecc_memory.protocol.model.problems import Problem

if TYPE_CHECKING:
    from ecc_memory.detectors import Finding
    from ecc_memory.vault.document import Memory

MEMORY_BASE = ".ecc/memory/"
DOCS_MEMORY = "docs/memory/"
GUARD_NAME = ".gitignore"
BULK_DELETE_LIMIT = 10
BULK_DELETE_ENV = "ECC_MEMORY_ALLOW_BULK_DELETE"
_UNSTAGE = "git restore --staged -- {path}"
SECRET_CODE = "ECC-SECURITY-001"  # the protocol checker's codes for a secret, and for findings
ALLOWED_CODE = "ECC-SECURITY-002"  # an allowlist pragma allowed


@dataclass(frozen=True)
class Block:
    """One reason to stop the commit: the file, why, and the command that resolves it.

    ``blocking=False`` makes it a note that is printed but lets the commit through (secret
    findings an allowlist pragma allowed are counted this way).
    """

    path: str
    reason: str
    fix: str
    blocking: bool = True

    def render(self, hook: str) -> str:
        """One line; a file name's control or bidi characters are shown escaped."""
        from ecc_memory.terminal import escape

        path, reason = escape(self.path), escape(self.reason)
        if not self.blocking:
            return f"{hook}: {path}: {reason}"
        return f"{hook}: {path}: {reason} (fix: {escape(self.fix)})"


def blocks_commit(blocks: list[Block]) -> bool:
    return any(block.blocking for block in blocks)


@dataclass(frozen=True)
class Layout:
    """Repository-relative prefixes (each ending in ``/``) of the places the hooks watch."""

    project: str = MEMORY_BASE + "project/"
    team: str = MEMORY_BASE + "team/"
    base: str = MEMORY_BASE
    docs: str = DOCS_MEMORY

    @property
    def guard(self) -> str:
        return self.project + GUARD_NAME

    def is_memory_path(self, path: str) -> bool:
        return path.startswith((self.base, self.project, self.team, self.docs))


def layout_for(workdir: Path, project_root: Path, team_root: Path) -> Layout:
    """The watched prefixes, following vault roots that were moved inside the checkout."""
    default = Layout()
    try:
        project = project_root.resolve().relative_to(workdir.resolve()).as_posix() + "/"
        team = team_root.resolve().relative_to(workdir.resolve()).as_posix() + "/"
    except ValueError:
        return default
    return Layout(project=project, team=team)


# -- ecc-memory-guard ------------------------------------------------------------------------
#
# The rules judge a list of changes (path, status, blob, mode) and read blobs through a callable,
# so the same code judges the index being committed (the hook), a commit against its parent(s)
# and the tree at HEAD (``git.ci``).


@dataclass(frozen=True)
class SecretScan:
    """The one secret scan of a committed or staged memory file, for the guard (``deep``:
    detect-secrets too) and for ``ecc memory ci`` (the detector pack, over a whole history).

    ``docs/memory/`` files honour an allowlist pragma (counted in a non-blocking note); vault
    files never do, and are scanned the way doctor scans them: decoded frontmatter values plus
    the body (``store.memory_file_secrets``).
    """

    layout: Layout
    deep: bool = True

    def __call__(self, path: str, data: bytes) -> list[Block]:
        if path.startswith(self.layout.docs):
            return docs_secret_blocks(path, data, deep=self.deep)
        return self.vault_file(path, data, _parsed(data))

    def vault_file(self, path: str, data: bytes, memory: Memory | None) -> list[Block]:
        """A vault file whose parse the caller already has (None: it does not parse)."""
        from ecc_memory.vault.store import memory_file_secrets

        text = data.decode("utf-8", errors="replace")
        return _secret_blocks(path, memory_file_secrets(text, memory, deep=self.deep))


def check_staged(
    repo: Repo,
    layout: Layout,
    env: Mapping[str, str],
    approved: frozenset[str],
    changes: list[StagedChange] | None = None,
) -> list[Block]:
    """The guard: project files, team documents, secrets and bulk deletions in the index.

    ``changes`` defaults to what the index being committed changes against HEAD; the
    post-commit hook passes what the commit just made changed (``Repo.last_commit_changes``).
    """
    from ecc_memory.config import allow_bulk_delete

    return check_changes(
        repo.staged_changes() if changes is None else changes, repo.read_blob, layout,
        allow_bulk=allow_bulk_delete(env), approved=approved,
    )  # fmt: skip


def check_changes(
    changes: Sequence[StagedChange],
    read_blob: Callable[[str], bytes],
    layout: Layout,
    *,
    allow_bulk: bool,
    approved: frozenset[str] | None,
    scan: SecretScan | None = None,
) -> list[Block]:
    """Every rule of the guard over one set of changes: a staged index, a commit against its
    parents (``git.ci``), or HEAD's tree.

    ``approved`` is None where the review gate cannot be checked (a server has no approvals);
    ``scan`` is the secret scan for one file's bytes (default: the hook's deep scan).
    """
    blocks = bulk_delete(changes, layout, allow_bulk)
    for change in changes:
        if change.blob_id is not None:
            blocks += check_file(change, read_blob, layout, approved, scan or secret_scan(layout))
    return blocks


def check_file(
    change: StagedChange,
    read_blob: Callable[[str], bytes],
    layout: Layout,
    approved: frozenset[str] | None,
    scan: SecretScan,
) -> list[Block]:
    """The rules for one added or modified path (any mode: a symlink or a submodule link under
    the project scope is blocked like a file, and so is a guard that is not a regular file)."""
    path, blob_id = change.path, change.blob_id
    if blob_id is None or not layout.is_memory_path(path):
        return []
    regular = change.mode in REGULAR_MODES
    if path.startswith(layout.project):
        return [] if path == layout.guard and regular else [_project_block(path)]
    if not regular:
        reason = "memory files must be regular files (not a symlink or a submodule)"
        return [Block(path, reason, f"git rm --cached -- {path}")]
    if path.startswith(layout.team):
        review = None if approved is None else blob_id in approved
        return check_team_document(path, read_blob(blob_id), layout, review, scan)
    return scan(path, read_blob(blob_id))


def touches(changes: list[StagedChange], prefix: str) -> bool:
    """Whether any change adds, edits, deletes or renames (from or to) a path under ``prefix``."""
    return any(c.path.startswith(prefix) or (c.old_path or "").startswith(prefix) for c in changes)


def _project_block(path: str) -> Block:
    return Block(
        path,
        "project-scope memory is never committed (also not with git add -f)",
        f"git rm --cached -- {path}",
    )


def bulk_delete(changes: Sequence[StagedChange], layout: Layout, allow: bool) -> list[Block]:
    """More than ``BULK_DELETE_LIMIT`` memory files removed (or moved out) by one commit."""
    deleted = [c.path for c in changes if c.status == "D" and layout.is_memory_path(c.path)]
    # Moving a memory out of the memory directories removes it just the same.
    deleted += [
        c.old_path
        for c in changes
        if c.status == "R" and c.old_path and layout.is_memory_path(c.old_path)
        and not layout.is_memory_path(c.path)
    ]  # fmt: skip
    if len(deleted) <= BULK_DELETE_LIMIT or allow:
        return []
    reason = (
        f"this commit deletes {len(deleted)} memory files (more than {BULK_DELETE_LIMIT}; "
        f"first: {sorted(deleted)[0]})"
    )
    return [Block(layout.base, reason, f"{BULK_DELETE_ENV}=1 git commit ...")]


def check_team_document(
    path: str,
    data: bytes,
    layout: Layout,
    approved: bool | None,
    scan: SecretScan | None = None,
) -> list[Block]:
    """Format, trust, location, secrets and review of one team-scope file (``approved`` None:
    the review gate is not checked here)."""
    from ecc_memory.errors import InvalidInput
    from ecc_memory.vault.document import kind_dir
    from ecc_memory.vault.frontmatter import parse_document

    rel = path[len(layout.team) :]
    parts = rel.split("/")
    fix_edit = f"fix the file, then git add -- {path}"
    if len(parts) < 2 or not parts[-1].endswith(".md") or parts[-1].startswith("."):
        reason = "not a memory document in a kind directory"
        return [Block(path, reason, _UNSTAGE.format(path=path))]
    scan = scan or secret_scan(layout)
    try:
        memory = parse_document(data)
    except InvalidInput as exc:
        malformed = Block(path, f"malformed memory document ({exc.code}: {exc.message})", fix_edit)
        return [*scan.vault_file(path, data, None), malformed]
    blocks = scan.vault_file(path, data, memory)
    if memory.scope != "team":
        blocks.append(Block(path, f'scope is "{memory.scope}", not "team"', fix_edit))
    if memory.trust != "unreviewed":
        blocks.append(Block(path, 'trust must stay "unreviewed"', fix_edit))
    expected = kind_dir(memory.kind)
    if parts[0] != expected:
        where = f"{layout.team}{expected}/{parts[-1]}"
        blocks.append(Block(path, f"a {memory.kind} belongs in {where}", f"git mv {path} {where}"))
    blocks += _instruction_blocks(path, data, approved, fix_edit)
    if not blocks and approved is False:
        # `git add` first: `git commit -a` commits from a temporary index that review cannot
        # see, and review approves what the normal index holds.
        reason = "team memory not reviewed in this exact content"
        blocks.append(Block(path, reason, f"git add -- {path} && ecc memory review"))
    return blocks


def _instruction_blocks(path: str, data: bytes, approved: bool | None, fix: str) -> list[Block]:
    """Team memory that reads like an instruction to an agent needs a person's review of this
    exact content; hidden characters are blocked outright, since no review can see them."""
    from ecc_memory.detectors.instructions import screen_file

    flagged = screen_file(data)
    if "hidden-characters" in flagged:
        return [Block(path, "holds invisible or format characters (hidden text)", fix)]
    if flagged and approved is False:
        reason = f"reads like an instruction to an agent ({', '.join(flagged)}); not reviewed"
        return [Block(path, reason, f"git add -- {path} && ecc memory review")]
    return []


def secret_scan(layout: Layout, *, deep: bool = True) -> SecretScan:
    return SecretScan(layout, deep)


def _parsed(data: bytes) -> Memory | None:
    from ecc_memory.errors import EccError
    from ecc_memory.vault.frontmatter import parse_document

    try:
        return parse_document(data)
    except EccError:
        return None


def _secret_blocks(path: str, findings: list[Finding], fix: str = "") -> list[Block]:
    fix = fix or f"remove it, rotate the credential, then git add -- {path}"
    return [
        Block(path, f"suspected secret ({finding.detector}) on line {finding.line}", fix)
        for finding in findings
    ]


def docs_secret_blocks(path: str, data: bytes, *, deep: bool = True) -> list[Block]:
    """Secrets in a staged ``docs/memory/`` file, where an allowlist pragma is honoured (and
    counted in a note): the same scan as ``ecc memory protocol check``."""
    from ecc_memory.detectors import scan_allowing_pragmas
    from ecc_memory.detectors.allowlist import PRAGMA_NEXTLINE

    screened = scan_allowing_pragmas(data.decode("utf-8", errors="replace"), deep=deep)
    fix = (
        f"remove it and rotate the credential (a false positive: put {PRAGMA_NEXTLINE} on the "
        f"line above it), then git add -- {path}"
    )
    blocks = _secret_blocks(path, screened.findings, fix)
    if screened.allowed:
        blocks.append(Block(path, allowed_note(screened.allowed), "", blocking=False))
    return blocks


def allowed_note(count: int) -> str:
    return f"{count} secret finding{'s' if count != 1 else ''} allowed by pragma"


# -- ecc-memory-gitignore --------------------------------------------------------------------


def check_gitignore(repo: Repo, layout: Layout, guard_content: bytes) -> list[Block]:
    """The project guard is intact and effective, and nothing behind it is tracked.

    The staged guard is judged when the commit touches it (add, edit, delete). The working
    tree is judged only where the project scope exists on disk: a sparse checkout or partial
    clone without it has nothing there to protect, and a commit that does not touch the
    guard is not blocked for it. On disk the guard may differ from the committed one only
    by CRLF line endings (``core.autocrlf=true``), and git must really ignore project memory.
    """
    tracked = {f.path: f for f in repo.index_files(layout.project)}
    blocks = [
        Block(path, "project-scope memory is tracked by git", f"git rm --cached -- {path}")
        for path, entry in sorted(tracked.items())
        if path != layout.guard or entry.mode not in REGULAR_MODES
    ]
    restore = "ecc memory doctor (then restore it to exactly '*' and '!.gitignore' lines)"
    blocks += _staged_guard_blocks(repo, layout, tracked.get(layout.guard), guard_content)
    if not os.path.lexists(repo.workdir / layout.project):
        return blocks  # no project scope on disk: nothing here for git to ignore
    content = read_plain_file(repo.workdir / layout.guard)
    if content is None:
        reason = "the fail-closed guard file is missing"
        blocks.append(Block(layout.guard, reason, "ecc memory init"))
    elif content.replace(b"\r\n", b"\n") != guard_content:
        blocks.append(Block(layout.guard, "the guard file has unexpected content", restore))
    probe = layout.project + "notes/ecc-memory-probe.md"
    if not repo.is_ignored(probe):
        blocks.append(Block(probe, "git would not ignore project memory", restore))
    return blocks


def _staged_guard_blocks(
    repo: Repo, layout: Layout, staged: TreeFile | None, guard_content: bytes
) -> list[Block]:
    head = repo.head_file(layout.guard)
    if staged is None:
        if head is None:
            return []
        reason = "this commit deletes the fail-closed guard file"
        return [Block(layout.guard, reason, f"git restore --staged -- {layout.guard}")]
    if head is not None and (head.object_id, head.mode) == (staged.object_id, staged.mode):
        return []  # not touched by this commit
    if staged.mode in REGULAR_MODES and repo.read_blob(staged.object_id) == guard_content:
        return []
    restore = "ecc memory doctor (then restore it to exactly '*' and '!.gitignore' lines)"
    return [Block(layout.guard, "the staged guard file has unexpected content", restore)]


def read_plain_file(path: Path) -> bytes | None:
    """Read a regular file without following a symlink; None when it is absent or not a file."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return None
    try:
        chunks = []
        while chunk := os.read(fd, 65536):
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError:  # a directory, or unreadable
        return None
    finally:
        os.close(fd)


# -- ecc-memory-protocol ---------------------------------------------------------------------


def staged_tree(repo: Repo, prefix: str) -> dict[str, bytes]:
    """Every Markdown file under ``prefix`` in the index the reading policy admits, keyed by
    its path relative to ``prefix``."""
    return git_tree(repo, prefix)[0]


def git_tree(
    repo: Repo, prefix: str, rev: str | None = None
) -> tuple[dict[str, bytes], list[Problem]]:
    """``prefix`` as the protocol reader sees it, from the index (``rev`` None) or from commit
    ``rev``'s tree, through the same policy as the on-disk reader (modes, Markdown, size)."""
    from ecc_memory.protocol.model.reading import FILE, OTHER, SYMLINK, read_listing

    entries = repo.index_files(prefix) if rev is None else repo.tree_files(rev, prefix)

    def kind(mode: int) -> str:
        return FILE if mode in REGULAR_MODES else SYMLINK if mode == SYMLINK_MODE else OTHER

    listing = [(f.path[len(prefix) :], kind(f.mode), _size(repo, f), f.object_id) for f in entries]
    return read_listing(listing, lambda key: _load(repo, key))


def _size(repo: Repo, entry: TreeFile) -> int | None:
    return repo.blob_size(entry.object_id) if entry.mode in REGULAR_MODES else None


def _load(repo: Repo, blob_id: str) -> bytes | None:
    from ecc_memory.git.records import GitError

    try:
        return repo.read_blob(blob_id)
    except GitError:
        return None


def check_protocol_staged(repo: Repo, layout: Layout, rev: str | None = None) -> list[Block]:
    """Run the protocol checker over the staged ``docs/memory/`` tree (not the working tree),
    or over commit ``rev``'s tree.

    Evidence paths are answered from the same source, so evidence that exists only in the
    working tree does not count.
    """
    from ecc_memory.protocol import CheckOptions, check_tree
    from ecc_memory.protocol.model.problems import sort_problems

    files, read_problems = git_tree(repo, layout.docs, rev)
    if not files and not read_problems:
        return []
    every = repo.index_files("") if rev is None else repo.tree_files(rev, "")
    staged_paths = frozenset(f.path for f in every)
    options = CheckOptions(
        security=True,
        deep_secrets=True,
        resolve_head=repo.head_sha,
        evidence_exists=lambda rel: rel in staged_paths or _is_staged_dir(staged_paths, rel),
    )
    blocks: list[Block] = []
    for problem in sort_problems(read_problems + check_tree(files, options)):
        path = layout.docs + problem.path
        where = f"{path}:{problem.line}" if problem.line else path
        if problem.code == ALLOWED_CODE:
            blocks.append(Block(where, problem.message, "", blocking=False))
            continue
        if problem.severity != "error":
            continue
        also = ", ".join(layout.docs + other for other in problem.related)
        reason = f"{problem.code}: {problem.message}" + (f" (also involves {also})" if also else "")
        blocks.append(Block(where, reason, _protocol_fix(problem.code, layout.docs)))
    return blocks


def _protocol_fix(code: str, docs: str) -> str:
    if code == SECRET_CODE:
        from ecc_memory.detectors.allowlist import PRAGMA_NEXTLINE

        return (
            f"remove it and rotate the credential, or mark a false positive with "
            f"{PRAGMA_NEXTLINE} on the line above; then git add -- {docs}"
        )
    return f"ecc memory protocol check shows it; correct it, then git add -- {docs}"


def _is_staged_dir(staged: frozenset[str], rel: str) -> bool:
    prefix = rel.rstrip("/") + "/"
    return any(path.startswith(prefix) for path in staged)
