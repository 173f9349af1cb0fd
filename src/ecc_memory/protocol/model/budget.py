"""The reference token estimator and the per-file context budgets."""

from __future__ import annotations

import re
from typing import Literal

from ecc_memory.protocol.model.storage import classify

_TOKEN = re.compile(r"[A-Za-z0-9_]+|[^\sA-Za-z0-9_]")
DECISION_CAP = 120
INBOX_COMPACT_AT = 30
ROOT_BUDGETS = {
    "brief.md": 500,
    "decisions.md": 800,
    "constraints.md": 400,
    "do-not-use.md": 400,
    "preferences.md": 300,
    "changelog.md": 800,
}
FOLDER_BUDGETS = {"rule": 400, "profile": 500, "area": 600}
BudgetState = Literal["OK", "NEAR LIMIT", "OVER BUDGET"]


def estimate_tokens(text: str) -> int:
    """Each ASCII word/number run is one token; every other non-space character is one."""
    return len(_TOKEN.findall(text))


def budget_for(path: str) -> int | None:
    """The token budget of a memory file; None for files without one (manifest, inbox...)."""
    if path in ROOT_BUDGETS:
        return ROOT_BUDGETS[path]
    return FOLDER_BUDGETS.get(classify(path).kind)


def budget_state(tokens: int, budget: int) -> BudgetState:
    if tokens > budget:
        return "OVER BUDGET"
    if tokens * 100 >= budget * 80:
        return "NEAR LIMIT"
    return "OK"
