"""Plans: what a writer would change, the Plan ID that confirms it, and its preview.

A Plan ID is the first 16 hex digits of a SHA-256 over the command, its arguments, the digest
of every file in the memory tree (the plan's inputs) and every operation's base and expected
output digests. Any change to any input file, to the arguments or to the result changes it, so
``--apply --confirm-plan ID`` writes only what the preview showed.
"""

from __future__ import annotations

import difflib
import hashlib
import json
from typing import NamedTuple

from ecc_memory.protocol.model.budget import budget_for, budget_state, estimate_tokens

REDACTED = "[redacted]"
WITHHELD = "(not shown: the new text is blocked; fix the input and preview again)"


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


class Change(NamedTuple):
    """One file's new bytes; ``before`` is None when the file is created."""

    path: str
    before: bytes | None
    after: bytes

    @property
    def operation(self) -> str:
        return "create" if self.before is None else "replace"

    def to_json(self, redact: bool) -> dict[str, object]:
        data: dict[str, object] = {"path": self.path, "operation": self.operation}
        if not redact:
            data["base_sha256"] = sha256(self.before or b"")
            data["expected_sha256"] = sha256(self.after)
        return data


class Plan(NamedTuple):
    command: str
    arguments: dict[str, object]
    inputs: dict[str, str]
    changes: tuple[Change, ...]
    blockers: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    redact: bool = False
    guard: tuple[str, ...] = ()
    # (code, path) errors the writer means to leave, e.g. the placeholder of a new brief.md
    tolerated: tuple[tuple[str, str], ...] = ()
    # The guard blocked the new text itself (a credential, a control character): nothing of it
    # -- diff, change notes -- is shown, only the blockers that name what was found.
    withheld: bool = False
    # A random nonce bound into the Plan ID of a redacted plan (``writer``); never shown.
    salt: str = ""

    @property
    def plan_id(self) -> str:
        canonical = {
            "command": self.command,
            "arguments": self.arguments,
            "inputs": self.inputs,
            "operations": [
                {
                    "path": c.path,
                    "operation": c.operation,
                    "base_sha256": sha256(c.before or b""),
                    "expected_sha256": sha256(c.after),
                }
                for c in sorted(self.changes, key=lambda c: c.path)
            ],
            "blockers": list(self.blockers),
        }
        if self.salt:
            canonical["salt"] = self.salt
        text = json.dumps(canonical, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return sha256(text.encode("utf-8"))[:16]

    def with_guard(
        self, blockers: list[str], warnings: list[str], *, withhold: bool = False
    ) -> Plan:
        """The same plan (same Plan ID) plus the guard's findings (secrets, new check errors):
        they follow from the inputs and operations, so they do not enter the Plan ID."""
        return self._replace(
            guard=(*self.guard, *blockers),
            warnings=(*self.warnings, *warnings),
            withheld=self.withheld or withhold,
        )

    @property
    def shown_blockers(self) -> tuple[str, ...]:
        """What may be printed: a writer's own blockers can quote its input, so a plan whose
        new text is blocked shows only the guard's, which name detectors, never values."""
        return self.guard if self.withheld else self.all_blockers

    @property
    def shown_notes(self) -> tuple[str, ...]:
        return (WITHHELD,) if self.withheld else self.notes

    @property
    def all_blockers(self) -> tuple[str, ...]:
        return (*self.blockers, *self.guard)


def make_plan(
    command: str,
    arguments: dict[str, object],
    files: dict[str, bytes],
    new_texts: dict[str, str],
    *,
    blockers: list[str] | None = None,
    warnings: list[str] | None = None,
    notes: list[str] | None = None,
    redact: bool = False,
) -> Plan:
    """A plan from the new text of each touched file; unchanged files are dropped."""
    changes = []
    for path in sorted(new_texts):
        after = new_texts[path].encode("utf-8")
        before = files.get(path)
        if after != before:
            changes.append(Change(path, before, after))
    inputs = {path: sha256(data) for path, data in sorted(files.items())}
    return Plan(
        command,
        arguments,
        inputs,
        tuple(changes),
        tuple(blockers or ()),
        tuple(warnings or ()),
        tuple(notes or ()),
        redact,
    )


def budget_rows(plan: Plan) -> list[dict[str, object]]:
    rows: list[dict[str, object]] = []
    for change in plan.changes:
        limit = budget_for(change.path)
        if limit is None:
            continue
        before = estimate_tokens((change.before or b"").decode("utf-8", "replace"))
        after = estimate_tokens(change.after.decode("utf-8", "replace"))
        rows.append(
            {
                "path": change.path,
                "before": before,
                "after": after,
                "limit": limit,
                "state": budget_state(after, limit),
            }
        )
    return rows


def _lines(data: bytes | None) -> list[str]:
    if data is None:
        return []
    return [line.removesuffix("\r") for line in data.decode("utf-8", "replace").split("\n")]


def diff_lines(change: Change, prefix: str, redact: bool, withheld: bool = False) -> list[str]:
    """A unified diff of one change; for sensitive plans removed lines are counted, not shown;
    for a plan whose new text is blocked, nothing of it is."""
    if withheld:
        return [f"--- {prefix}{change.path}: diff {WITHHELD}"]
    before, after = _lines(change.before), _lines(change.after)
    source = f"a/{prefix}{change.path}" if change.before is not None else "/dev/null"
    diff = list(
        difflib.unified_diff(before, after, source, f"b/{prefix}{change.path}", n=2, lineterm="")
    )
    if not redact:
        return diff
    removed = sum(1 for line in diff[2:] if line.startswith("-"))
    shown = [line for line in diff if line.startswith(("+", "---", "+++", "@@"))]
    return [*shown, f"({removed} removed line(s) not shown for a hard forget)"]


def preview_text(plan: Plan, prefix: str) -> list[str]:
    lines = [f"Plan ID: {plan.plan_id}", f"Command: {plan.command}", "Target files:"]
    for change in plan.changes:
        lines.append(f"- {prefix}{change.path} ({change.operation})")
    if not plan.changes:
        lines.append("- none (nothing to change)")
    lines += _listing("Changes", plan.shown_notes)
    lines += _listing("Blockers", plan.shown_blockers)
    lines += _listing("Warnings", plan.warnings)
    lines.append("Estimated budget result:")
    rows = budget_rows(plan)
    lines += [
        f"- {r['path']}: {r['before']} -> {r['after']} tokens (limit {r['limit']}, {r['state']})"
        for r in rows
    ] or ["- unchanged or not applicable"]
    for change in plan.changes:
        lines += diff_lines(change, prefix, plan.redact, plan.withheld)
    return lines


def _listing(title: str, items: tuple[str, ...]) -> list[str]:
    return [f"{title}:", *(f"- {item}" for item in items)] if items else [f"{title}:", "- none"]


def plan_json(plan: Plan, prefix: str, *, applied: bool) -> dict[str, object]:
    return {
        "plan_id": plan.plan_id,
        "command": plan.command,
        "applied": applied,
        "targets": [dict(c.to_json(plan.redact), path=prefix + c.path) for c in plan.changes],
        "changes": list(plan.shown_notes),
        "blockers": list(plan.shown_blockers),
        "warnings": list(plan.warnings),
        "budgets": budget_rows(plan),
        "diff": []
        if applied
        else [
            line for c in plan.changes for line in diff_lines(c, prefix, plan.redact, plan.withheld)
        ],
    }
