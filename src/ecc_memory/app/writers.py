"""The writers of ``docs/memory/``, named once for their adapters (``cli/protocol_write`` and
the Subject writers of ``cli/protocol_subject``): each returns the build a writer run previews,
and rebuilds under the lock before it applies (``protocol.plans.writer``), from the writer's
request fields (in the order of its request type). Each writer's module is imported only when
that writer runs. ``run`` is the one writer run (``Run``: preview, or apply the plan of a
confirmed Plan ID, or at once for a caller that cannot wait for a person), with the recovery of
a write a killed writer left and the lock; ``propose`` is the one proposal of an inbox
candidate, from a statement (``memory_propose``) or a vault memory (``ecc memory propose``).
``history_copy`` is ``forget --history-check``'s question to git; ``pending_write`` and
``recover`` show, finish or abandon a write a killed writer left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

from ecc_memory.app.protocol import MEMORY_DIR
from ecc_memory.errors import EccError, InvalidInput

if TYPE_CHECKING:
    from pathlib import Path

    from ecc_memory.app.workspace import Workspace
    from ecc_memory.protocol.plans.plan import Plan
    from ecc_memory.protocol.plans.tree import Tree
    from ecc_memory.protocol.writers.propose import Proposal

Build = Callable[["Tree"], "Plan"]

# A proposal's vocabulary and bounds (``protocol.writers.propose``; the Facets of
# ``protocol.model.entry_rules``) for an adapter's schema, read only when asked.
PROPOSAL_NAMES = ("CANDIDATE_TYPES", "EVIDENCE", "FACETS", "MAX_STATEMENT", "MAX_TITLE")


def __getattr__(name: str) -> Any:
    if name == "FACETS":
        from ecc_memory.protocol.model.entry_rules import FACETS

        return FACETS
    if name in PROPOSAL_NAMES:
        from ecc_memory.protocol.writers import propose

        return getattr(propose, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "PROPOSAL_NAMES",
    "Build",
    "ProposeRequest",
    "Proposed",
    "Run",
    "Written",
    "add",
    "assign",
    "brief",
    "compact",
    "enable",
    "forget",
    "history_copy",
    "migrate",
    "pending_write",
    "promote",
    "propose",
    "recover",
    "repair",
    "run",
    "subject",
    "subject_merge",
]


def add(*fields: Any) -> Build:
    """A new Entry (``AddRequest``'s fields)."""
    from ecc_memory.protocol.writers.add import AddRequest, build_add

    request = AddRequest(*fields)
    return lambda tree: build_add(tree, request)


def promote(*fields: Any) -> Build:
    """A candidate promoted to an Entry (``PromoteRequest``'s fields)."""
    from ecc_memory.protocol.writers.promote import PromoteRequest, build_promote

    request = PromoteRequest(*fields)
    return lambda tree: build_promote(tree, request)


def enable(*fields: Any) -> Build:
    """An optional feature's files (``EnableRequest``'s fields)."""
    from ecc_memory.protocol.writers.enable import EnableRequest, build_enable

    request = EnableRequest(*fields)
    return lambda tree: build_enable(tree, request)


def forget(*fields: Any) -> Build:
    """The units that mention a topic, or one Entry, removed (``ForgetRequest``'s fields)."""
    from ecc_memory.protocol.writers.forget import ForgetRequest, build_forget

    request = ForgetRequest(*fields)
    return lambda tree: build_forget(tree, request)


def compact(*fields: Any) -> Build:
    """A file compacted (``CompactRequest``'s fields)."""
    from ecc_memory.protocol.writers.compact import CompactRequest, build_compact

    request = CompactRequest(*fields)
    return lambda tree: build_compact(tree, request)


def migrate() -> Build:
    """The manifest upgraded to this Protocol version."""
    from ecc_memory.protocol.writers.migrate import build_migrate

    return build_migrate


def brief(*fields: Any) -> Build:
    """The project brief written (``BriefRequest``'s fields)."""
    from ecc_memory.protocol.writers.brief import BriefRequest, build_brief

    request = BriefRequest(*fields)
    return lambda tree: build_brief(tree, request)


def assign(*fields: Any) -> Build:
    """An Entry's Subject and Facet assigned (``AssignRequest``'s fields)."""
    from ecc_memory.protocol.writers.assign import AssignRequest, build_assign

    request = AssignRequest(*fields)
    return lambda tree: build_assign(tree, request)


def subject(*fields: Any, **named: Any) -> Build:
    """A Subject added, renamed or given an alias (``SubjectRequest``'s fields)."""
    from ecc_memory.protocol.writers.subject_edit import SubjectRequest, build_subject

    request = SubjectRequest(*fields, **named)
    return lambda tree: build_subject(tree, request)


def subject_merge(*fields: Any) -> Build:
    """A Subject merged into another (``MergeRequest``'s fields)."""
    from ecc_memory.protocol.writers.subject_merge import MergeRequest, build_merge

    request = MergeRequest(*fields)
    return lambda tree: build_merge(tree, request)


def repair() -> Build:
    """``init --repair``: the missing core files, metadata and manifest sections added."""
    from ecc_memory.protocol.writers.repair import build_repair

    return build_repair


class Run(NamedTuple):
    """How a writer runs: a preview (writes nothing), or with ``apply`` the plan whose Plan ID
    ``confirm`` names, rebuilt under the lock; ``at_once`` applies what it builds without a
    Plan ID, for a caller that cannot show a preview and wait (an MCP call). ``via`` names who
    runs it in the tool stamped on the files (``mcp claude``)."""

    memory_dir: str = MEMORY_DIR
    apply: bool = False
    confirm: str | None = None
    lock_timeout: float = 10.0
    break_stale: bool = False
    allow_missing: bool = False
    at_once: bool = False
    via: str | None = None


class Written(NamedTuple):
    """What a writer run did: the plan (previewed, or written when ``applied``), the write a
    killed writer left that it finished first (``recovered``), and the memory directory's prefix
    (``docs/memory/``) its paths are shown under."""

    plan: Plan
    applied: bool
    recovered: str | None
    prefix: str

    def preview(self) -> list[str]:
        """The preview: Plan ID, targets, changes, blockers, warnings, budgets and the diff."""
        from ecc_memory.protocol.plans.plan import preview_text

        return preview_text(self.plan, self.prefix)

    def to_json(self) -> dict[str, object]:
        from ecc_memory.protocol.plans.plan import plan_json

        return dict(
            plan_json(self.plan, self.prefix, applied=self.applied), recovered=self.recovered
        )

    def diff(self) -> list[str]:
        """The unified diff of every change (a hard forget's removed lines are not shown)."""
        from ecc_memory.protocol.plans.plan import diff_lines

        plan = self.plan
        return [
            line
            for change in plan.changes
            for line in diff_lines(change, self.prefix, plan.redact, plan.withheld)
        ]

    @property
    def written(self) -> list[str]:
        return [self.prefix + change.path for change in self.plan.changes] if self.applied else []


def run(workspace: Workspace, build: Build, how: Run) -> Written:
    """Run the writer ``build`` in the workspace's project as ``how`` says; a refusal (usage,
    a changed plan, blockers at apply, a held lock) writes nothing."""
    from ecc_memory import __version__
    from ecc_memory.app.protocol import writer_env
    from ecc_memory.protocol.plans import writer

    if how.apply and not how.confirm:
        raise InvalidInput(
            "PROTOCOL_CONFIRM", "--apply needs --confirm-plan with the Plan ID of a preview"
        )
    if how.confirm and not how.apply:
        raise InvalidInput("PROTOCOL_CONFIRM", "--confirm-plan goes with --apply")
    tool = f"ecc-memory {__version__}" + (f" ({how.via})" if how.via else "")
    env = writer_env(
        workspace,
        how.memory_dir,
        tool=tool,
        lock_timeout=how.lock_timeout,
        break_stale=how.break_stale,
    )
    missing = how.allow_missing
    if how.at_once:
        done = writer.apply_now(env, build, allow_missing=missing)
    elif how.confirm:
        done = writer.apply(env, build, how.confirm, allow_missing=missing)
    else:
        done = writer.preview(env, build, allow_missing=missing)
    return Written(done.plan, done.applied, done.recovered, how.memory_dir.rstrip("/") + "/")


class ProposeRequest(NamedTuple):
    """An inbox candidate to propose: from ``statement`` of the governed type ``kind`` by
    ``harness`` (``memory_propose``), or from the vault memory ``memory_id`` (looked up in
    ``scopes``; ``kind`` and ``statement`` then default to the memory's)."""

    kind: str | None = None
    statement: str | None = None
    harness: str | None = None
    title: str | None = None
    reason: str | None = None
    area: str | None = None
    subject: str | None = None
    facet: str | None = None
    memory_id: str | None = None
    scopes: tuple[str, ...] = ()


class Proposed(NamedTuple):
    """A proposal's run: the plan, the candidate's ID and governed type."""

    written: Written
    candidate_id: str | None
    kind: str


def propose(workspace: Workspace, request: ProposeRequest, how: Run) -> Proposed:
    """Propose one ``MC-INBOX`` candidate (never an active Entry): previewed with a Plan ID and
    applied when confirmed, or at once; agent-observed, naming the harness (and the memory)."""
    proposal = _proposal(workspace, request)
    written = run(workspace, proposal, how)
    return Proposed(written, proposal.candidate_id, proposal.kind)


def _proposal(workspace: Workspace, request: ProposeRequest) -> Proposal:
    from ecc_memory.protocol.writers import propose as writer

    if request.memory_id is None:
        r = request  # the writer refuses a missing type, harness or statement
        made = writer.ProposeRequest(r.kind or "", r.statement or "", r.harness or "", r.title,
                                     r.reason, r.area, r.subject, r.facet)  # fmt: skip
        return writer.Proposal(made)
    from ecc_memory.app.vault import DEFAULT_SCOPES
    from ecc_memory.session.propose import request_from_memory
    from ecc_memory.vault.reader import read_memory

    scopes = request.scopes or DEFAULT_SCOPES
    found = read_memory(workspace.roots, request.memory_id, scopes=scopes, prefix=True)
    return writer.Proposal(request_from_memory(found.memory, request.kind, request.statement))


def history_copy(workspace: Workspace, relative: str, needle: str) -> bool | None:
    """Whether the git history of the workspace's project still holds ``needle`` under the
    memory directory ``relative`` (None: no repository could be read). The directory is
    checked first: a bad one is refused, not "unavailable"."""
    from ecc_memory.app.protocol import memory_dir

    memory_dir(workspace, relative)
    try:
        from ecc_memory.git.repo import open_repo

        return bool(open_repo(workspace.project).history.contains(relative.strip("/"), needle))
    except (ImportError, EccError):
        return None


def _journal_place(workspace: Workspace, relative: str) -> tuple[Path, Path]:
    import os
    from pathlib import Path

    from ecc_memory.app.protocol import memory_dir
    from ecc_memory.protocol.store.state import state_for

    directory = memory_dir(workspace, relative)
    return Path(os.path.realpath(directory)), state_for(workspace.state_dir, directory)


def pending_write(workspace: Workspace, relative: str) -> tuple[bool, list[str]]:
    """Whether a killed writer left a write of the memory directory ``relative`` pending, and
    its description (one line per target, paths under ``relative``)."""
    from ecc_memory.protocol.store import recovery
    from ecc_memory.protocol.store.journal import load

    root, state = _journal_place(workspace, relative)
    journal = load(root, state)
    prefix = relative.rstrip("/") + "/"
    return journal is not None, recovery.describe(journal, root, prefix) if journal else []


def recover(
    workspace: Workspace,
    relative: str,
    action: str,
    *,
    lock_timeout: float,
    break_stale: bool,
) -> list[tuple[str, str]]:
    """``finish`` or ``abandon`` the pending write under the writers' lock: each target's path
    and what became of it (never overwriting a file changed since the interruption)."""
    from ecc_memory.protocol.store import recovery
    from ecc_memory.protocol.store.lock import MutationLock

    root, state = _journal_place(workspace, relative)
    lock = MutationLock(
        state, command=f"recover --{action}", timeout=lock_timeout, break_stale=break_stale
    )
    with lock:
        return recovery.finish(root, state) if action == "finish" else recovery.abandon(root, state)
