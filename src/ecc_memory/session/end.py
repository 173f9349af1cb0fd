"""The session-end hook: a branch handoff of the current branch, local and fast.

It reuses the post-checkout handoff (``git.handoff.write_branch_handoff``): git facts only,
no model, the secret scanner and the create-only writer; the branch's latest words (an agent's
or a person's ``-m``) are carried forward, never hidden; nothing is written when nothing changed
since the branch's last handoff or the branch has no work of its own (no commits past its
default branch, nothing staged or changed in tracked files). It never creates a vault: a
project that has not run ``ecc memory init`` gets no files from a hook.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import datetime

    from ecc_memory.config import Roots
    from ecc_memory.git.repo import Repo


@dataclass(frozen=True)
class EndOutcome:
    """``written`` is the new handoff's vault path; ``skipped`` says why nothing was done."""

    memory_id: str | None = None
    written: str | None = None
    skipped: str | None = None


def end_session(
    roots: Roots,
    repo: Repo,
    *,
    harness: str,
    now: datetime,
    targets: tuple[str, ...] = ("all",),
    scope: str = "project",
) -> EndOutcome:
    """The handoff of the checked-out branch, in ``scope``: ``team`` is the operator's opt-in
    (the hook's ``--scope team``), and like any team memory it is unreviewed until approved."""
    from ecc_memory.git.handoff import write_branch_handoff

    if not roots.project.is_dir():
        return EndOutcome(skipped="no project vault (run `ecc memory init` to opt in)")
    branch = repo.current_branch()
    if branch is None:
        return EndOutcome(skipped="HEAD is detached")
    try:
        branch.encode("utf-8")
    except UnicodeEncodeError:
        return EndOutcome(skipped="the branch name is not UTF-8")
    outcome = write_branch_handoff(
        roots, repo, branch=branch, source_harness=harness, targets=targets, now=now,
        skip_empty=True, scope=scope,
    )  # fmt: skip
    if outcome.memory_id is None:
        return EndOutcome(skipped=f"{branch} has no work of its own")
    if outcome.written is None:
        return EndOutcome(outcome.memory_id, skipped="nothing changed since the last handoff")
    return EndOutcome(outcome.memory_id, outcome.written)
