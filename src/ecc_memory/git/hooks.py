"""What the git hooks check: the rules (``git.rules``) over the view of what git is about to
commit, or has just committed (``git.views``).

The index is read as git commits it (``Repo`` opened with ``from_env=True`` by the adapter),
never the working tree, except for the project guard's place on disk. Nothing here writes to
the index or the working tree, so a blocked commit leaves both exactly as they were.
``git.install`` puts the scripts that run these checks into a repository.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Container
from pathlib import Path
from typing import TYPE_CHECKING

from ecc_memory.detectors.allowlist import Baseline
from ecc_memory.git.rules import (
    GUARD,
    GUARD_MISSING,
    PROJECT_SCOPE,
    Block,
    SecretScan,
    baseline_of,
    bulk_delete,
    guard_blocks,
    guard_removed,
    judge_entry,
)
from ecc_memory.git.views import Staged
from ecc_memory.view.tree import MemoryTree
from ecc_memory.view.watched import DOCS, PROJECT, Layout

if TYPE_CHECKING:
    from ecc_memory.git.records import IndexSource

# -- ecc-memory-guard ----------------------------------------------------------------------------


def check_staged(
    staged: Staged,
    layout: Layout,
    *,
    allow_bulk: bool,
    approved: Container[str] | None,
    whole_tree: bool = False,
    baseline: Baseline | None = None,
) -> list[Block]:
    """The guard: every rule for each path the change list adds or edits (its review too,
    when ``approved`` is known), bulk deletions, and with ``whole_tree`` every other entry of
    the view as well (``pre-commit run --all-files``: as ``ecc memory ci`` judges HEAD), as
    when the change touches what decides other files' verdicts (``Staged.settings_changed``)."""
    if baseline is None:
        baseline = baseline_of(staged.view)
    scan = SecretScan(layout, baseline=baseline)
    blocks = bulk_delete(staged.changes, layout, allow_bulk)
    changed = sorted({c.path for c in staged.changes if c.blob is not None})
    for path in changed:
        entry = staged.view.get(path)
        if entry is not None:
            review = None if approved is None else entry.blob in approved
            blocks += judge_entry(entry, layout, review, scan)
    if whole_tree or staged.settings_changed:
        from ecc_memory.detectors.deep import deep_session

        with deep_session():  # detect-secrets configured once for every file, if at all
            for path in staged.view:
                if path not in changed:
                    blocks += judge_entry(staged.view[path], layout, None, scan)
    return blocks


# -- ecc-memory-gitignore ------------------------------------------------------------------------


def check_gitignore(
    repo: IndexSource, staged: Staged, guard_content: bytes, *, whole_tree: bool = False
) -> list[Block]:
    """The project guard is committed wherever a vault is, intact and effective, and no
    project memory is tracked.

    The index must hold the guard, exactly, as soon as it holds any vault file (``ecc
    memory ci`` asks the same of every commit's tree), and a commit may not delete it.
    Project files the commit adds are the guard hook's findings; this hook names the ones
    already tracked. The working tree is judged only where the project scope exists on disk: a
    sparse checkout or partial clone without it has nothing there to protect. On disk the
    guard may differ from the committed one only by CRLF line endings
    (``core.autocrlf=true``), and git must really ignore project memory.
    """
    layout = staged.view.layout
    changed = {c.path for c in staged.changes}
    tracked = [] if whole_tree else staged.view.paths_in(PROJECT)
    blocks = [
        Block(
            path,
            "project-scope memory is tracked by git",
            f"git rm --cached -- {path}",
            code=PROJECT_SCOPE,
        )
        for path in tracked
        if path not in changed and (path != layout.guard or not staged.view[path].regular)
    ]
    removed = guard_removed(staged.changes, layout)
    missing = guard_blocks(staged.view, guard_content)
    blocks += removed or [_one_command(repo, block, guard_content) for block in missing]
    return blocks + _guard_on_disk(repo, layout, guard_content)


def _one_command(repo: IndexSource, block: Block, guard_content: bytes) -> Block:
    """The guard not committed yet: one command that commits it with what is staged (the
    guard on disk is usually there: init, a save or the handoff wrote it)."""
    if block.reason != GUARD_MISSING:
        return block
    on_disk = read_plain_file(repo.workdir / block.path)
    add = f"git add -f -- {block.path}"
    if on_disk is not None and on_disk.replace(b"\r\n", b"\n") == guard_content:
        return dataclasses.replace(block, fix=add)
    return dataclasses.replace(block, fix=f"ecc memory init && {add}")


def _guard_on_disk(repo: IndexSource, layout: Layout, guard_content: bytes) -> list[Block]:
    if not os.path.lexists(repo.workdir / layout.project):
        return []  # no project scope on disk: nothing here for git to ignore
    restore = "ecc memory doctor (then restore it to exactly '*' and '!.gitignore' lines)"
    blocks = []
    content = read_plain_file(repo.workdir / layout.guard)
    if content is None:
        reason = "the fail-closed guard file is missing"
        blocks.append(Block(layout.guard, reason, "ecc memory init", code=GUARD))
    elif content.replace(b"\r\n", b"\n") != guard_content:
        reason = "the guard file has unexpected content"
        blocks.append(Block(layout.guard, reason, restore, code=GUARD))
    probe = layout.project + "notes/ecc-memory-probe.md"
    if not repo.is_ignored(probe):
        blocks.append(Block(probe, "git would not ignore project memory", restore, code=GUARD))
    return blocks


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


# -- ecc-memory-protocol -------------------------------------------------------------------------


def check_protocol(
    view: MemoryTree,
    evidence_paths: Callable[[], frozenset[str]],
    resolve_head: Callable[[], str | None],
) -> list[Block]:
    """The protocol checker over the view's ``docs/memory/`` (the index, or a commit's tree).

    Its secret scan is off: the guard scans every file of the view, pragmas included, so a
    secret is reported once. Evidence paths are answered from the same source, so evidence
    that exists only in the working tree does not count; files the reading policy refused are
    the guard's findings, not the checker's.
    """
    from ecc_memory.protocol import CheckOptions, check_tree
    from ecc_memory.protocol.model.problems import sort_problems

    layout = view.layout
    if not view.paths_in(DOCS):
        return []
    known: list[frozenset[str]] = []

    def exists(rel: str) -> bool:
        if not known:
            known.append(evidence_paths())
        prefix = rel.rstrip("/") + "/"
        return rel in known[0] or any(path.startswith(prefix) for path in known[0])

    options = CheckOptions(
        security=False, resolve_head=resolve_head, evidence_exists=exists,
        memory_dir=layout.docs.rstrip("/"),
    )  # fmt: skip
    blocks: list[Block] = []
    for problem in sort_problems(check_tree(view.docs_files(), options)):
        if problem.severity != "error":
            continue
        path = layout.docs + problem.path
        also = ", ".join(layout.docs + other for other in problem.related)
        reason = f"{problem.code}: {problem.message}" + (f" (also involves {also})" if also else "")
        fix = f"ecc memory protocol check shows it; correct it, then git add -- {layout.docs}"
        blocks.append(Block(path, reason, fix, line=problem.line, code=problem.code))
    return blocks
