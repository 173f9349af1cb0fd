"""Agent sessions' operations, once for the CLI and the MCP server: the session-start brief,
the session-end handoff, a harness's setup, and the calls of the Hermes memory provider.

The brief reads the vault and ``docs/memory/`` of the workspace's project, for the branch
checked out there. A bad index-freshness or watcher setting costs the brief nothing (it is
read-only and bounded: the default is used, and said in ``notes``); any other bad vault
setting is the vault part's diagnostic, never the protocol pack's end.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ecc_memory.errors import EccError

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Roots, Workspace
    from ecc_memory.session.brief import Brief as Brief
    from ecc_memory.session.end import EndOutcome
    from ecc_memory.session.hermes import Mirrored, Recall
    from ecc_memory.session.setup import FileChange as FileChange
    from ecc_memory.session.setup import SetupPlan as SetupPlan

# The brief a harness's hook gets when it names no task or budget (``session.brief``'s).
DEFAULT_TASK = "implementation"
DEFAULT_BUDGET = 2000

# Settings a brief falls back from, to their defaults, instead of losing its vault part.
TOLERATED = ("ECC_MEMORY_INDEX_VERIFY_SECONDS", "ECC_MEMORY_WATCH")


class BriefRequest(NamedTuple):
    """What to brief: ``harness`` (None: ``ECC_MEMORY_HARNESS``, required then), the protocol
    task whose pack to include, the paths the work touches and the token budget."""

    harness: str | None = None
    task: str = DEFAULT_TASK
    paths: tuple[str, ...] = ()
    budget: int = DEFAULT_BUDGET


class Briefed(NamedTuple):
    """The brief, and what the workspace's settings made it do (a setting's default used)."""

    brief: Brief
    notes: tuple[str, ...]


def brief(workspace: Workspace, request: BriefRequest) -> Briefed:
    from ecc_memory.git.head import current_branch
    from ecc_memory.session.brief import BriefRequest as Wanted
    from ecc_memory.session.brief import build_brief

    harness = request.harness or workspace.identity()
    notes: list[str] = []
    found: list[Roots] = []

    def roots() -> Roots:  # asked by the vault part and the pack's state: resolved once
        if not found:
            found.append(_tolerant_roots(workspace, notes))
        return found[0]

    wanted = Wanted(harness, request.task, request.paths, request.budget)
    project = workspace.project
    built = build_brief(project, roots, wanted, branch=current_branch(project))
    return Briefed(built, tuple(notes))


def _tolerant_roots(workspace: Workspace, notes: list[str]) -> Roots:
    try:
        return workspace.roots
    except EccError as error:
        if error.code != "INVALID_SETTING":
            raise
        notes.append(f"{error.message} Using the default.")
        env = {k: v for k, v in workspace.env.items() if k not in TOLERATED}
        return type(workspace)(workspace.start, env).roots


def end(
    workspace: Workspace,
    harness: str,
    targets: tuple[str, ...] = ("all",),
    scope: str = "project",
) -> EndOutcome:
    """The session-end handoff of the branch checked out in the repository at or above the
    workspace's start, for ``targets``, in ``scope`` (``team``: the operator's opt-in)."""
    from ecc_memory.git.repo import open_repo
    from ecc_memory.session.end import end_session

    repo = open_repo(workspace.start)
    place = type(workspace)(repo.workdir, workspace.env)
    return end_session(
        place.roots, repo, harness=harness, now=place.now(), targets=targets, scope=scope
    )


def setup_plan(harness: str) -> SetupPlan:
    """What ``harness`` needs added: its config fragments, the instructions and notes."""
    from ecc_memory.session.setup import plan

    return plan(harness)


def setup_instructions() -> str:
    """The instruction snippet every harness's setup prints."""
    from ecc_memory.session.setup import INSTRUCTIONS

    return INSTRUCTIONS


def setup_changes(workspace: Workspace, wanted: SetupPlan) -> list[FileChange]:
    """The changes ``setup --write`` would make to the workspace project's config files (and
    Hermes' home, ``HERMES_HOME``)."""
    from ecc_memory.config import hermes_home
    from ecc_memory.session.setup import plan_changes

    return plan_changes(workspace.project, wanted, hermes_home(workspace.env))


def apply_setup(workspace: Workspace, changes: list[FileChange]) -> list[str]:
    """Write ``changes`` into the workspace's project; returns the paths written."""
    from ecc_memory.session.setup import apply_changes

    return apply_changes(workspace.project, changes)


HERMES = "hermes"  # the harness the Hermes memory provider speaks for (session.hermes.HARNESS)


def hermes_recall(workspace: Workspace, message: str) -> Recall:
    """The memories matching one of Hermes' messages."""
    from ecc_memory.session.hermes import recall

    return recall(workspace.roots, message)


def hermes_mirror(
    workspace: Workspace,
    *,
    action: str,
    target: str,
    content: str,
    agent_context: str | None,
    old_text: str | None,
) -> Mirrored:
    """Mirror a write of Hermes' built-in memory into the vault (secrets refused)."""
    from ecc_memory.session.hermes import mirror_write

    return mirror_write(
        workspace.roots, action=action, target=target, content=content,
        agent_context=agent_context, now=workspace.now(), old_text=old_text,
    )  # fmt: skip


def hermes_writes(agent_context: str | None) -> bool:
    """Whether a Hermes session of this agent context writes memory (a subagent's does not)."""
    from ecc_memory.session.hermes import writes_allowed

    return writes_allowed(agent_context)
