"""Per-file checks of plain ``check``: core files, budgets, legacy units, the brief."""

from __future__ import annotations

from ecc_memory.protocol.model.budget import (
    DECISION_CAP,
    INBOX_COMPACT_AT,
    budget_for,
    budget_state,
    estimate_tokens,
)
from ecc_memory.protocol.model.packing import unit_ref
from ecc_memory.protocol.model.problems import Problem, error, warning
from ecc_memory.protocol.model.snapshot import Snapshot, is_readme
from ecc_memory.protocol.model.storage import LEGACY_UNIT_KINDS, classify
from ecc_memory.protocol.model.text_rules import HIDDEN_CODE, TEXT_CODE, hidden_lines, unsafe_lines
from ecc_memory.protocol.model.units import Document, Unit, is_formal_heading

CORE_FILES = (
    "manifest.md",
    "brief.md",
    "decisions.md",
    "constraints.md",
    "do-not-use.md",
    "inbox.md",
    "subjects.md",
)
BRIEF_PLACEHOLDER = "TODO:"


def core_file_problems(snapshot: Snapshot, present: set[str]) -> list[Problem]:
    problems: list[Problem] = []
    for name in CORE_FILES:
        if name in present:
            continue
        if name == "manifest.md":
            problems.append(error("MC-ROUTING-001", name, 0, "manifest.md is missing"))
        elif name == "subjects.md":
            problems.append(
                error("MC-CONFLICT-010", name, 0, "the Subject registry subjects.md is missing")
            )
        else:
            problems.append(error("ECC-FILE-001", name, 0, f"required core file {name} is missing"))
    return problems


def budget_problems(snapshot: Snapshot) -> list[Problem]:
    problems: list[Problem] = []
    for path, text in snapshot.texts.items():
        budget = budget_for(path)
        if budget is None:
            continue
        tokens = estimate_tokens(text)
        state = budget_state(tokens, budget)
        if state == "OVER BUDGET":
            problems.append(
                error(
                    "ECC-BUDGET-001",
                    path,
                    1,
                    f"{path} is over budget ({tokens}/{budget} tokens); compact it",
                )
            )
        elif state == "NEAR LIMIT":
            problems.append(
                warning(
                    "ECC-BUDGET-002",
                    path,
                    1,
                    f"{path} is near its budget ({tokens}/{budget} tokens)",
                )
            )
    return problems


def _decision_tokens(unit: Unit) -> int | None:
    if unit.kind != "h2":
        return None
    if not any(line.structural and line.text.startswith("Decision:") for line in unit.lines):
        return None
    return estimate_tokens(unit.text)


def decision_cap_problems(snapshot: Snapshot) -> list[Problem]:
    problems: list[Problem] = []
    for path, document in snapshot.documents.items():
        if not classify(path).live:
            continue
        for index, unit in enumerate(document.units, start=1):
            tokens = _decision_tokens(unit)
            if tokens is not None and tokens > DECISION_CAP:
                problems.append(
                    error(
                        "ECC-BUDGET-003",
                        path,
                        unit.line,
                        f"decision "
                        f"{unit_ref(path, index, unit)} is too long "
                        f"({tokens}/{DECISION_CAP} tokens)",
                    )
                )
    return problems


def legacy_units(document: Document) -> list[Unit]:
    """Non-formal H2s and top-level bullets: readable legacy units without structured Evidence."""
    return [
        unit
        for unit in document.units
        if unit.kind in ("bullet", "ambiguous-bullet")
        or (unit.kind == "h2" and not is_formal_heading(unit.lines[0].text))
    ]


def legacy_problems(snapshot: Snapshot) -> list[Problem]:
    problems: list[Problem] = []
    for path, document in sorted(snapshot.documents.items()):
        if classify(path).kind not in LEGACY_UNIT_KINDS or is_readme(path):
            continue
        units = legacy_units(document)
        if units:
            noun = "entry remains" if len(units) == 1 else "entries remain"
            problems.append(
                warning(
                    "ECC-LEGACY-001",
                    path,
                    units[0].line,
                    f"{len(units)} legacy {noun} readable without structured Evidence",
                )
            )
    return problems


def inbox_count(document: Document, snapshot: Snapshot) -> int:
    candidates = [e for e in snapshot.entries_in("inbox.md") if e.status == "candidate"]
    bullets = [u for u in document.units if u.kind in ("bullet", "ambiguous-bullet")]
    return len(candidates) + len(bullets)


def inbox_problems(snapshot: Snapshot) -> list[Problem]:
    document = snapshot.documents.get("inbox.md")
    if document is None:
        return []
    count = inbox_count(document, snapshot)
    if count <= INBOX_COMPACT_AT:
        return []
    return [
        warning(
            "ECC-BUDGET-004",
            "inbox.md",
            1,
            f"inbox.md holds {count} items (more than {INBOX_COMPACT_AT}); review and compact it",
        )
    ]


def brief_problems(snapshot: Snapshot) -> list[Problem]:
    text = snapshot.texts.get("brief.md")
    if text is None:
        return []
    for number, line in enumerate(text.splitlines(), start=1):
        if line.strip().startswith(BRIEF_PLACEHOLDER):
            return [  # a warning: a tree fresh from `init` passes check
                warning(
                    "ECC-BRIEF-001",
                    "brief.md",
                    number,
                    "brief.md still holds the generated placeholder; write the brief with "
                    "`ecc memory protocol brief --purpose ... --direction ...`",
                )
            ]
    return []


def text_problems(snapshot: Snapshot) -> list[Problem]:
    """``ECC-TEXT-001``: a line with a control, escape or bidi-override character (NUL makes
    git show the file as binary; ESC drives a terminal; an override reorders what is read);
    ``ECC-TEXT-002``: a line with hidden text, read from the decoded text every reader uses
    (a leading byte-order mark is not part of it)."""
    return [
        error(TEXT_CODE, path, number, f"{path} line {number} {REASON}")
        for path, text in sorted(snapshot.texts.items())
        for number in unsafe_lines(text)
    ] + [
        error(HIDDEN_CODE, path, number, f"{path} line {number} {HIDDEN_REASON}")
        for path, text in sorted(snapshot.texts.items())
        for number in hidden_lines(text)
    ]


REASON = (
    "holds a control, escape or bidirectional-formatting character; "
    "remove it (writers refuse such text)"
)
HIDDEN_REASON = (
    "holds invisible or format characters (hidden text a reviewer cannot see but a model "
    "reads); remove them (writers refuse such text)"
)
