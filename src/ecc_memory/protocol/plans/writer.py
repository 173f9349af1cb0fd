"""Preview and apply: the one path every protocol writer goes through.

``preview`` builds the plan from the files as they are and checks it; nothing is written.
``apply`` takes the writer lock, finishes any interrupted write, reads the files again,
rebuilds the plan and writes it only when its Plan ID equals the confirmed one and the guard
finds nothing: no blocker, no credential-like text (shared detectors) and no error that
``protocol check`` would report afterwards but not before.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Callable, Collection
from datetime import date
from pathlib import Path
from typing import NamedTuple

from ecc_memory.errors import EccError
from ecc_memory.protocol.checks.checker import check_tree
from ecc_memory.protocol.model.problems import CheckOptions, Problem
from ecc_memory.protocol.model.text_rules import hidden_reason, unsafe_lines
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree, load_tree
from ecc_memory.protocol.store import seeds
from ecc_memory.protocol.store.journal import Step, pending, write_all
from ecc_memory.protocol.store.lock import MutationLock
from ecc_memory.protocol.store.recovery import recover
from ecc_memory.protocol.store.state import ensure_private_dir, state_for

Build = Callable[[Tree], Plan]


class PlanRefused(EccError):
    """An apply that writes nothing: the plan changed, is blocked, or would add errors."""

    def __init__(self, code: str, message: str, blockers: tuple[str, ...] = ()) -> None:
        super().__init__(code, message)
        self.blockers = blockers

    def to_json(self) -> dict[str, object]:
        data = super().to_json()
        data["error"]["blockers"] = list(self.blockers)  # type: ignore[index]
        return data


class WriterEnv(NamedTuple):
    """Where and how a writer runs; the adapter fills it in (paths, date, git probes)."""

    memory_dir: Path
    state_root: Path
    today: date
    tool: str
    evidence_exists: Callable[[str], bool] | None = None
    lock_timeout: float = 10.0
    break_stale: bool = False
    deep_secrets: bool = True
    on_step: Step | None = None
    prefix: str = "docs/memory/"
    # The Entry IDs a project keeps outside docs/memory/ (its local overlay), by project_id.
    outside_ids: Callable[[str], Collection[str]] | None = None

    @property
    def root(self) -> Path:
        return Path(os.path.realpath(self.memory_dir))

    @property
    def state(self) -> Path:
        return state_for(self.state_root, self.memory_dir)


class Outcome(NamedTuple):
    plan: Plan
    applied: bool
    recovered: str | None = None


def _load(env: WriterEnv, allow_missing: bool) -> Tree:
    return load_tree(
        env.memory_dir,
        today=env.today,
        tool=env.tool,
        evidence_exists=env.evidence_exists,
        allow_missing=allow_missing,
        seeds=lambda name, make: seeds.seed(env.state, name, make),
        outside_ids=env.outside_ids,
    )


def _build(build: Build, tree: Tree) -> Plan:
    """The plan; a redacted one (a hard forget) is salted with a random nonce, so its Plan ID
    cannot be reproduced by guessing the topic on another machine."""
    plan = build(tree)
    if not plan.redact:
        return plan
    return plan._replace(salt=tree.seed(f"nonce-{_slug(plan.command)}", seeds.random_nonce, ""))


def _slug(command: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in command.lower())


def recover_pending(env: WriterEnv) -> str | None:
    """Finish an interrupted write if one is pending and its writer is gone (cheap if not)."""
    if not pending(env.state):
        return None
    with MutationLock(
        env.state, command="recover", timeout=env.lock_timeout, break_stale=env.break_stale
    ):
        return recover(env.root, env.state, env.prefix)


def preview(env: WriterEnv, build: Build, *, allow_missing: bool = False) -> Outcome:
    recovered = recover_pending(env)
    tree = _load(env, allow_missing)
    # The preview scans with the keyword-prefiltered pack; apply adds detect-secrets.
    return Outcome(guard(_build(build, tree), tree, deep=False), False, recovered)


def apply(env: WriterEnv, build: Build, confirm: str, *, allow_missing: bool = False) -> Outcome:
    def confirmed(plan: Plan) -> None:
        if plan.plan_id != confirm.strip().lower():
            raise PlanRefused(
                "PROTOCOL_PLAN_CHANGED",
                f"the plan is now {plan.plan_id}, not "
                f"{confirm.strip()}: the memory files or the arguments changed "
                "since the preview; nothing was written, preview again",
            )

    return _apply_locked(env, build, confirmed, allow_missing)


def apply_now(env: WriterEnv, build: Build, *, allow_missing: bool = False) -> Outcome:
    """Build and apply in one step, for a caller that cannot show a preview and wait for a
    confirmation (the MCP tool ``memory_propose``). Everything else is ``apply``: the plan is
    built under the lock from the files as they are, guarded (deep secret scan, no new check
    error, no blocker) and written all or nothing; only the Plan ID comparison has nothing to
    compare with."""
    return _apply_locked(env, build, lambda plan: None, allow_missing)


def _apply_locked(
    env: WriterEnv, build: Build, confirmed: Callable[[Plan], None], allow_missing: bool
) -> Outcome:
    try:
        return _apply_held(env, build, confirmed, allow_missing)
    except OSError as exc:  # a full disk, a read-only mount: named, not "could not read"
        from ecc_memory.files import os_refusal

        raise os_refusal(exc, "write the memory files") from None


def _apply_held(
    env: WriterEnv, build: Build, confirmed: Callable[[Plan], None], allow_missing: bool
) -> Outcome:
    ensure_private_dir(env.state)
    with MutationLock(
        env.state, command="apply", timeout=env.lock_timeout, break_stale=env.break_stale
    ):
        recovered = recover(env.root, env.state, env.prefix)
        tree = _load(env, allow_missing)
        plan = _build(build, tree)
        confirmed(plan)
        plan = guard(plan, tree, deep=env.deep_secrets)
        if plan.all_blockers:
            shown = plan.shown_blockers
            raise PlanRefused(
                "PROTOCOL_BLOCKED",
                f"refused: {shown[0]}" + _more(shown) + "; nothing was written",
                shown,
            )
        if plan.changes:
            env.root.mkdir(parents=True, exist_ok=True)
            write_all(env.root, env.state, plan.changes, plan.plan_id, env.on_step)
        seeds.drop(env.state, tree.seeds_used)  # the next preview draws new ones
        return Outcome(plan, bool(plan.changes), recovered)


def _more(items: tuple[str, ...]) -> str:
    return f" (and {len(items) - 1} more)" if len(items) > 1 else ""


def guard(plan: Plan, tree: Tree, *, deep: bool) -> Plan:
    """The plan with the guard's findings: credential-like new text, new check errors."""
    if not plan.changes:
        return plan
    blockers = secret_blockers(plan, deep=deep) + text_blockers(plan)
    if blockers:  # other findings could quote the blocked text: they wait for clean input
        return plan.with_guard(blockers, [], withhold=True)
    after = dict(tree.files)
    after.update({change.path: change.after for change in plan.changes})
    # Secrets are judged once, on the text the plan adds (above); scanning both whole trees
    # again inside the structural check doubled the cost of every preview and apply.
    structure = CheckOptions(security=False)
    blockers += [
        f"the write would add {p.code} in {p.path}: {p.message}"
        for p in new_errors(check_tree(tree.files, structure), check_tree(after, structure))
        if (p.code, p.path) not in plan.tolerated
    ]
    return plan.with_guard(blockers, [])


def _key(problem: Problem) -> tuple[str, str, str]:
    return problem.code, problem.path, problem.message


def new_errors(before: list[Problem], after: list[Problem]) -> list[Problem]:
    """Errors after a write that were not there before (lines may move; messages may not)."""
    seen = Counter(_key(p) for p in before if p.severity == "error")
    found: list[Problem] = []
    for problem in after:
        if problem.severity != "error":
            continue
        if seen[_key(problem)] > 0:
            seen[_key(problem)] -= 1
        else:
            found.append(problem)
    return found


def added_text(plan: Plan) -> str:
    """Every line a plan adds (lines that are new in a file, not moved within it)."""
    added: list[str] = []
    for change in plan.changes:
        old = Counter((change.before or b"").decode("utf-8", "replace").splitlines())
        for line in change.after.decode("utf-8", "replace").splitlines():
            if old[line] > 0:
                old[line] -= 1
            else:
                added.append(line)
    return "\n".join(added)


def text_blockers(plan: Plan) -> list[str]:
    """The new text holds a control, escape or bidi-override character, or hidden text
    (``model.text_rules``): every writer refuses both, ``memory_propose`` included."""
    from ecc_memory.terminal import has_hidden

    text = added_text(plan)
    blockers = []
    if unsafe_lines(text):
        blockers.append(
            "the new text holds a control, escape or bidirectional-formatting character "
            "(NUL, ESC, backspace, a bidi override...); remove it"
        )
    if has_hidden(text):
        blockers.append(f"the new text {hidden_reason(text)}")
    return blockers


def secret_blockers(plan: Plan, *, deep: bool) -> list[str]:
    from ecc_memory.detectors import detector_names, scan_text

    text = added_text(plan)
    if not text.strip():
        return []
    names = detector_names(scan_text(text, deep=deep))
    if not names:
        return []
    return [f"the new text looks like a credential (detector: {', '.join(names)}); remove it"]
