"""``brief``: replace the generated ``TODO:`` placeholders of ``brief.md`` with real text.

``init`` writes a brief with three placeholders (purpose, current direction, system shape);
``check`` fails until they are replaced. This writer replaces only those placeholder lines,
so a brief can be written without editing the file by hand; curated lines are never touched.
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.plans.edits import replace_line, split_keep
from ecc_memory.protocol.plans.entry_render import one_line
from ecc_memory.protocol.plans.mutation import Drafting, require_current
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree

LABELS = {"purpose": "Purpose:", "direction": "Current direction:", "shape": "System shape:"}


class BriefRequest(NamedTuple):
    purpose: str | None = None
    direction: str | None = None
    shape: str | None = None


def build_brief(tree: Tree, request: BriefRequest) -> Plan:
    require_current(tree, command="brief")
    draft = Drafting(tree, "brief", request._asdict())
    text = draft.require("brief.md")
    wanted = {LABELS[k]: one_line(v) for k, v in request._asdict().items() if v and v.strip()}
    if not wanted:
        raise InvalidInput("PROTOCOL_BRIEF", "give --purpose, --direction and/or --shape")
    lines = split_keep(text)
    for number, line in enumerate(lines, start=1):
        label = lines[number - 2].strip() if number > 1 else ""
        if line.strip().startswith("TODO:") and label in wanted:
            text = replace_line(text, number, wanted.pop(label))
            draft.notes.append(f"Write the brief's {label[:-1].lower()}")
    for label in wanted:
        draft.blockers.append(
            f"brief.md has no placeholder under {label!r} to replace; edit curated text by hand"
        )
    draft.set("brief.md", text)
    if text != tree.require("brief.md"):
        draft.changelog("Wrote the project brief.")
    return draft.plan()
