"""The git-aware operations, once for their adapters: the repository of the workspace, the
branch handoffs (``handoff --from-branch`` and ``--latest``) and the review of staged team
memory (``ecc memory review``), and the server-side gate (``ecc memory ci``).

The repository is the one at or above the workspace's start (``--project-root``, else the
working directory), opened through pygit2; its vault roots are resolved from its work tree.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from ecc_memory.errors import InvalidInput

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.config import Roots
    from ecc_memory.git.ci import CiProblem as CiProblem
    from ecc_memory.git.ci import CiReport as CiReport
    from ecc_memory.git.handoff import HandoffOutcome
    from ecc_memory.git.repo import Repo
    from ecc_memory.git.review import StagedDoc
    from ecc_memory.vault.document import Memory
    from ecc_memory.view.watched import Layout

__all__ = [
    "Approval",
    "BranchHandoffRequest",
    "CiRequest",
    "Latest",
    "Opened",
    "Staged",
    "approve",
    "branch_handoff",
    "check_branch_handoff",
    "ci",
    "ci_rule",
    "latest_handoff",
    "open_repository",
    "review_staged",
    "reviewed_here",
    "staged_text",
]


class Opened(NamedTuple):
    """A repository, its vault roots and the watched paths."""

    repo: Repo
    roots: Roots
    layout: Layout


def open_repository(workspace: Workspace, *, from_env: bool = False) -> Opened:
    """The repository at or above the workspace's start (``from_env``: also where git's
    ``GIT_DIR``/``GIT_WORK_TREE`` point, as in a hook), its roots and the watched paths."""
    from ecc_memory.config import resolve_roots
    from ecc_memory.git.repo import open_repo
    from ecc_memory.view.watched import layout_for

    repo = open_repo(workspace.start, from_env=from_env)
    roots = resolve_roots(repo.workdir, workspace.env)
    return Opened(repo, roots, layout_for(repo.workdir, roots.project, roots.team))


class BranchHandoffRequest(NamedTuple):
    """A handoff written from a branch's git context (``branch`` empty: the checked-out one)."""

    branch: str
    source: str
    targets: tuple[str, ...]
    tags: tuple[str, ...] = ()
    links: tuple[str, ...] = ()
    title: str | None = None
    extra: str | None = None
    scope: str = "project"


def check_branch_handoff(targets: Sequence[str], scope: str) -> None:
    """Refuse a branch handoff without a target, or in a scope other than project and team
    (before anything is read: the body on stdin, the repository)."""
    from ecc_memory.git.handoff import HANDOFF_SCOPES

    if not targets:
        raise InvalidInput("TARGET_REQUIRED", "At least one --target is required for handoffs.")
    if scope not in HANDOFF_SCOPES:
        raise InvalidInput(
            "SCOPE_UNSUPPORTED",
            "--from-branch writes project handoffs (this clone) or team handoffs "
            "(committed, for teammates); not user-scope ones.",
        )


def branch_handoff(workspace: Workspace, request: BranchHandoffRequest) -> HandoffOutcome:
    """Write the branch's handoff, or nothing when nothing changed since the previous one."""
    from ecc_memory.app.vault import full_links
    from ecc_memory.git.handoff import write_branch_handoff

    check_branch_handoff(request.targets, request.scope)
    repo, roots, _ = open_repository(workspace)
    links = full_links(roots, request.links, request.scope)
    return write_branch_handoff(
        roots, repo, branch=request.branch or None, source_harness=request.source,
        targets=request.targets, title=request.title, tags=request.tags, links=links,
        extra_body=request.extra, now=workspace.now(), scope=request.scope,
    )  # fmt: skip


class Latest(NamedTuple):
    """A branch's newest handoff (None: it has none), its author and who wrote it when."""

    branch: str
    memory: Memory | None
    author: str | None = None
    provenance: str = ""


def latest_handoff(workspace: Workspace, branch: str | None, harness: str | None) -> Latest:
    """The newest handoff of ``branch`` (default: the checked-out one) for ``harness``, its
    committed team handoffs included where another branch is checked out."""
    from ecc_memory.git.checkout import provenance
    from ecc_memory.git.handoff import check_branch_name, committed_team_handoffs, newest_handoff
    from ecc_memory.git.words import author_of
    from ecc_memory.vault.document import check_slug

    repo, roots, _ = open_repository(workspace)
    name = branch or repo.current_branch()
    if name is None:
        from ecc_memory.git.records import GitError

        raise GitError("git-detached-head", "HEAD is detached; name one: --branch NAME")
    check_branch_name(name)
    reader = check_slug(harness, "target harness") if harness is not None else None
    newest = newest_handoff(roots, name, reader, also=committed_team_handoffs(repo, name))
    if newest is None:
        return Latest(name, None)
    return Latest(name, newest, author_of(newest), provenance(newest, workspace.now()))


class Staged(NamedTuple):
    """The team memory a review looks at, with its repository and watched paths."""

    repo: Repo
    layout: Layout
    docs: list[StagedDoc]


def review_staged(workspace: Workspace, since: str | None = None) -> Staged:
    """The staged team memory (``since``: what the branch committed since that revision
    without a review record), each approved, needing review or blocked by the guard."""
    from ecc_memory.git.review import staged_team_docs

    repo, _, layout = open_repository(workspace)
    return Staged(repo, layout, staged_team_docs(repo, layout, since))


def reviewed_here(staged: Staged) -> frozenset[str]:
    """The blobs approved in this clone (their records are staged again on approval)."""
    from ecc_memory.git.review import approved_blobs

    return approved_blobs(staged.repo)


def staged_text(staged: Staged, doc: StagedDoc) -> str:
    """The staged content of ``doc``, as a reviewer reads it."""
    return staged.repo.read_blob(doc.blob_id).decode("utf-8", errors="replace")


class Approval(NamedTuple):
    """How many files were approved, where their records are staged, and whether the project
    guard was staged with them."""

    added: int
    records: str
    guard: bool


def approve(staged: Staged, approved: Sequence[StagedDoc]) -> Approval:
    """Record the approvals of ``approved`` and stage their records (and the project guard,
    once per repository, when any was approved)."""
    from ecc_memory.git import review as core
    from ecc_memory.vault.store import GUARD_CONTENT

    repo, layout = staged.repo, staged.layout
    added = core.record_approvals(repo, approved, layout)
    guard = bool(approved) and core.stage_guard(repo, layout, GUARD_CONTENT)
    return Approval(added, core.records_prefix(layout), guard)


class CiRequest(NamedTuple):
    """What ``ecc memory ci`` checks: the range's base (None: the merge-base with the remote
    default branch, if any), whether ``docs/memory/`` is required, and its processes."""

    base: str | None = None
    require_protocol: bool = False
    jobs: int = 0


def ci(workspace: Workspace, opened: Opened, request: CiRequest) -> CiReport:
    """The gate over ``base..HEAD`` and HEAD's tree of the repository ``opened`` (bulk deletes
    allowed by ``ECC_MEMORY_ALLOW_BULK_DELETE``)."""
    from ecc_memory.config import allow_bulk_delete
    from ecc_memory.git.ci import CiOptions, run_ci
    from ecc_memory.vault.store import GUARD_CONTENT

    allow = allow_bulk_delete(workspace.env)
    options = CiOptions(request.base, request.require_protocol, allow, request.jobs)
    return run_ci(opened.repo, opened.layout, options, GUARD_CONTENT)


def ci_rule(code: str) -> tuple[str, str]:
    """The name and description of the rule a ci problem's ``code`` breaks."""
    from ecc_memory.git.rules import ADMISSION, RULES

    key = ADMISSION if code.startswith(ADMISSION + "/") else code
    return RULES.get(key, ("MemoryProtocol", f"Memory File Protocol finding {code}."))
