"""``brief``: replace the generated ``TODO:`` placeholders of ``brief.md`` with real text.

``init`` writes a brief with three placeholders (purpose, current direction, system shape);
``check`` fails until they are replaced. This writer replaces only those placeholder lines,
so a brief can be written without editing the file by hand; curated lines are never touched.
A placeholder is named by the label line above it (``FileView.fill_placeholder``), never by
its line number.
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
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
    view = draft.view("brief.md")
    wanted = {LABELS[k]: one_line(v) for k, v in request._asdict().items() if v and v.strip()}
    if not wanted:
        raise InvalidInput("PROTOCOL_BRIEF", "give --purpose, --direction and/or --shape")
    for label, content in wanted.items():
        if view.fill_placeholder(label, "TODO:", content):
            draft.notes.append(f"Write the brief's {label[:-1].lower()}")
        else:
            draft.blockers.append(
                f"brief.md has no placeholder under {label!r} to replace; edit curated text by hand"
            )
    if draft.text("brief.md") != tree.require("brief.md"):
        draft.changelog("Wrote the project brief.")
    return draft.plan()
