"""``plans.unit_view``: edits addressed by unit identity compose in any order within one plan.

Before, the Status of an Entry was rewritten by the line number the tree's parse gave it, so
a second edit of the same file in the same plan (a new Entry inserted above it, a duplicate
removed above it) made that number name another line; the writers guarded it by refusing
(``as_parsed``). Now each edit names the Entry by ID and the field by name.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ecc_memory.protocol.plans.mutation import Drafting, find_entry
from ecc_memory.protocol.plans.tree import Tree, load_tree
from ecc_memory.protocol.plans.unit_view import FileView
from ecc_memory.protocol.writers.add import AddRequest, insert_candidate, mark_superseded
from ecc_memory.protocol.writers.promote import mark_promoted
from gitrepo import clock_now
from protocol_fixtures.support import copy_fixture

pytestmark = pytest.mark.clock

OLD = "MC-DEC-20260721-3578b077"
OTHER = "MC-DEC-20260712-53d9eded"
NEW = "MC-DEC-20261201-0000abcd"


def _tree(memory: Path) -> Tree:
    return load_tree(memory, today=clock_now().date(), tool="test")


def _block(entry_id: str) -> list[str]:
    return [f"## {entry_id} \u2014 New", "", "Status: active", "Scope: project"]


def test_marking_an_entry_after_an_edit_that_shifted_its_lines(tmp_path: Path) -> None:
    tree = _tree(copy_fixture(tmp_path))
    old, other = find_entry(tree, OLD), find_entry(tree, OTHER)
    results = []
    for first_insert in (True, False):
        draft = Drafting(tree, "test", {})
        if first_insert:  # the new unit shifts every line below it
            draft.view("decisions.md").insert_first(_block(NEW))
        mark_superseded(draft, old, NEW)
        mark_superseded(draft, other, NEW)  # a second edit of the same file, same plan
        if not first_insert:
            draft.view("decisions.md").insert_first(_block(NEW))
        results.append(draft.texts["decisions.md"])
    assert results[0] == results[1]
    after = FileView(results[0])
    for entry_id in (OLD, OTHER):
        entry = after.entry(entry_id)
        assert entry.scalar("Status") == "superseded"
        assert entry.scalar("Superseded-By") == NEW
        assert [f.name for f in entry.fields][:2] == ["Status", "Superseded-By"]
    before = tree.require("decisions.md")
    untouched = before[before.index("## MC-DEC-20260827") : before.index(f"## {OLD}")]
    assert untouched in results[0]  # the units above keep their bytes


def test_promote_marks_the_named_candidate_in_an_inbox_the_plan_changed(tmp_path: Path) -> None:
    memory = copy_fixture(tmp_path)
    draft = Drafting(_tree(memory), "seed", {})
    first = insert_candidate(draft, "decision", AddRequest("decision", "Cache plans."))
    second = insert_candidate(draft, "decision", AddRequest("decision", "Batch writes."))
    (memory / "inbox.md").write_text(draft.texts["inbox.md"], encoding="utf-8")
    tree = _tree(memory)
    candidate = find_entry(tree, first)  # its lines as the tree parsed them
    draft = Drafting(tree, "test", {})
    view = draft.view("inbox.md")
    view.remove(next(p for p in view if p.unit.lines[0].text.startswith(f"## {second}")))
    insert_candidate(draft, "decision", AddRequest("decision", "A third one."))
    mark_promoted(draft, candidate, NEW)
    after = FileView(draft.texts["inbox.md"])
    assert after.entry(first).scalar("Status") == "promoted"
    assert after.entry(first).scalar("Promoted-To") == NEW
    assert "Batch writes." not in draft.texts["inbox.md"]
    assert draft.texts["inbox.md"].count("Status: candidate") == 1  # the third, untouched


def test_field_edits_keep_crlf_and_trailing_spaces_of_untouched_lines() -> None:
    text = (
        "# D\r\n\r\nPreamble.  \r\n\r\n"
        f"## {OLD} \u2014 Old\r\n\r\nStatus: active\r\nScope: project  \r\nAliases:\r\n- a\r\n\r\n"
        f"## {OTHER} \u2014 Other\r\n\r\nStatus: active \r\n"
    )
    view = FileView(text)
    view.add_list_item(OLD, "Aliases", "b")
    view.set_field(OLD, "Status", "merged")
    view.insert_after_field(OLD, "Status", [f"Merged-Into: {OTHER}"])
    view.add_list_item(OTHER, "Merged-From", OLD)
    view.set_heading(OTHER, f"## {OTHER} \u2014 Renamed")
    assert view.render() == (
        "# D\r\n\r\nPreamble.  \r\n\r\n"
        f"## {OLD} \u2014 Old\r\n\r\nStatus: merged\r\nMerged-Into: {OTHER}\r\n"
        "Scope: project  \r\nAliases:\r\n- a\r\n- b\r\n\r\n"
        f"## {OTHER} \u2014 Renamed\r\n\r\nStatus: active \r\n\r\nMerged-From:\r\n- {OLD}\r\n"
    )


def test_an_edit_of_an_id_the_file_does_not_hold_once_is_refused() -> None:
    view = FileView(f"# D\n\n## {OLD} \u2014 A\n\nStatus: active\n\n## {OLD} \u2014 B\n")
    with pytest.raises(Exception, match="not one unit") as caught:
        view.set_field(OLD, "Status", "superseded")
    assert getattr(caught.value, "code", "") == "PROTOCOL_UNIT_IDENTITY"
