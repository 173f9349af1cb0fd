"""``plans.unit_view``: edits addressed by unit identity compose in any order within one plan.

Before, the Status of an Entry was rewritten by the line number the tree's parse gave it, so
a second edit of the same file in the same plan (a new Entry inserted above it, a duplicate
removed above it) made that number name another line; the writers guarded it by refusing
(``as_parsed``). Now each edit names the Entry by ID and the field by name.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.plans.mutation import CHANGELOG, Drafting, find_entry
from ecc_memory.protocol.plans.tree import Tree, load_tree
from ecc_memory.protocol.plans.unit_view import FileView
from ecc_memory.protocol.writers.add import AddRequest, insert_candidate, mark_superseded
from ecc_memory.protocol.writers.brief import BriefRequest, build_brief
from ecc_memory.protocol.writers.enable import EnableRequest, enable_module
from ecc_memory.protocol.writers.forget import ForgetRequest, build_forget, find_removals
from ecc_memory.protocol.writers.forget import remove_units as forget_units
from ecc_memory.protocol.writers.legacy_units import convert_legacy
from ecc_memory.protocol.writers.promote import mark_promoted
from gitrepo import clock_now
from protocol_fixtures.support import LEGACY, copy_fixture

pytestmark = pytest.mark.clock

OLD = "MC-DEC-20260721-3578b077"
OTHER = "MC-DEC-20260712-53d9eded"
NEW = "MC-DEC-20261201-0000abcd"
PREAMBLE = (  # manifest.md's preamble line
    "Loading map for local project memory. Load only the files listed for the current task "
    "plus explicitly requested optional modules."
)


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


def _neighbouring_edits(draft: Drafting) -> None:
    """Edits of the same files in the same plan, above the units a forget names."""
    draft.view("decisions.md").insert_first(_block(NEW))
    draft.view("do-not-use.md").insert_first(_block("MC-TOMB-20261201-0000abcd"))
    constraints = draft.view("constraints.md")
    constraints.remove(next(iter(constraints)))  # "without network access", never forgotten
    draft.changelog("A neighbouring edit.")


@pytest.mark.parametrize(
    "request_",
    [
        ForgetRequest(topic="RAG", allow_broad_match=True),  # legacy H2 and bullets, changelog
        ForgetRequest(topic="Python 3.10", allow_broad_match=True),  # an Entry, two bullets
        ForgetRequest(entry_id="constraints.md#unit-2", mode="hard"),
        ForgetRequest(entry_id=OTHER),
    ],
)
def test_forget_removes_the_units_it_named_after_edits_above_them(
    tmp_path: Path, request_: ForgetRequest
) -> None:
    """Forget found its units in the tree's parse and removed them by those line numbers
    from text the plan had already changed, so an edit above them removed the wrong lines.
    Now each is found again by identity, and both orders give the same bytes."""
    tree = _tree(copy_fixture(tmp_path))
    results = []
    for first_neighbours in (True, False):
        draft = Drafting(tree, "test", {})
        removals, _topic = find_removals(draft, request_)
        assert removals
        if first_neighbours:
            _neighbouring_edits(draft)
        forget_units(draft, removals)
        if not first_neighbours:
            _neighbouring_edits(draft)
        results.append(draft.texts)
    assert results[0] == results[1]
    after = results[0]
    for removal in removals:
        text = after[removal.path]
        if removal.item is not None:
            assert removal.item not in text
        elif removal.key.entry_id is not None:
            assert f"## {removal.key.entry_id} " not in text
        else:
            assert removal.key.text not in text
    assert f"## {NEW} " in after["decisions.md"]
    assert "MC-TOMB-20261201-0000abcd" in after["do-not-use.md"]
    assert "without network access" not in after["constraints.md"]
    assert "- A neighbouring edit." in after[CHANGELOG]
    kept = {e.key for e in tree.snapshot.entries_in("decisions.md")} - {
        r.key.entry_id for r in removals
    }
    assert kept
    assert all(f"## {key}" in after["decisions.md"].upper() for key in kept)


def test_forgetting_a_dates_last_bullet_keeps_the_blank_line_before_the_next(
    tmp_path: Path,
) -> None:
    tree = _tree(copy_fixture(tmp_path))
    last = "- Compacted decisions.md: archived 1 old entries.\n"
    assert last + "\n## 2026-07-08" in tree.require(CHANGELOG)
    plan = build_forget(tree, ForgetRequest(topic="archived 1 old entries"))
    [change] = [c for c in plan.changes if c.path == CHANGELOG]
    text = change.after.decode()
    assert last not in text
    assert "drift coverage.\n\n## 2026-07-08\n" in text  # the line before it, then the gap
    emptied = build_forget(tree, ForgetRequest(topic="target compaction release"))
    [change] = [c for c in emptied.changes if c.path == CHANGELOG]
    assert "## 2026-07-08" not in change.after.decode()  # its only bullet went: the date goes
    assert "old entries.\n\n## 2026-07-05\n" in change.after.decode()


def test_a_placeholder_is_found_by_its_label_whatever_the_plan_changed_above_it() -> None:
    text = (
        "# Project Brief\r\n\r\nOwner: the core team.\r\n\r\nPurpose:\r\nTODO: say.  \r\n\r\n"
        "- a curated bullet\r\nSystem shape:\r\nTODO: name the parts.\r\n"
    )
    results = []
    for order in (0, 1):
        view = FileView(text)
        if order == 0:
            view.remove_line("Owner: the core team.")
        assert view.fill_placeholder("System shape:", "TODO:", "One package.")
        assert view.fill_placeholder("Purpose:", "TODO:", "Keep notes.")
        assert not view.fill_placeholder("Purpose:", "TODO:", "Twice.")  # filled already
        if order == 1:
            view.remove_line("Owner: the core team.")
        results.append(view.render())
    assert (
        results[0]
        == results[1]
        == (
            "# Project Brief\r\n\r\nPurpose:\r\nKeep notes.\r\n\r\n"
            "- a curated bullet\r\nSystem shape:\r\nOne package.\r\n"
        )
    )


def test_brief_fills_only_placeholders_and_blocks_for_a_label_without_one(
    tmp_path: Path,
) -> None:
    memory = copy_fixture(tmp_path)
    (memory / "brief.md").write_text(
        "# Project Brief\n\nPurpose:\nTODO: say.\n\nCurrent direction:\nShip 1.0.\n",
        encoding="utf-8",
    )
    plan = build_brief(_tree(memory), BriefRequest(purpose="Notes.", direction="Other."))
    assert plan.blockers == (
        "brief.md has no placeholder under 'Current direction:' to replace; "
        "edit curated text by hand",
    )
    [brief] = [c for c in plan.changes if c.path == "brief.md"]
    assert brief.after.decode() == (
        "# Project Brief\n\nPurpose:\nNotes.\n\nCurrent direction:\nShip 1.0.\n"
    )


def test_the_changelog_line_joins_todays_section_in_any_order_of_edits() -> None:
    today = clock_now().date()
    text = f"# Changelog\r\n\r\n## {today}\r\n- a\r\n  more\r\n\r\n## 2020-01-01\r\n- old\r\n"
    tree = Tree({CHANGELOG: text.encode()}, today=today, tool="test")
    results = []
    for order in (0, 1):
        draft = Drafting(tree, "test", {})
        view = draft.view(CHANGELOG)
        if order == 0:
            view.remove(list(view)[-1])
        draft.changelog("b")
        if order == 1:
            view.remove(list(view)[-1])
        draft.changelog("c")
        results.append(draft.texts[CHANGELOG])
    assert (
        results[0]
        == results[1]
        == f"# Changelog\r\n\r\n## {today}\r\n- a\r\n  more\r\n- b\r\n- c\r\n"
    )
    fresh = Drafting(
        Tree({CHANGELOG: b"# Changelog\n\n## 2020-01-01\n- old\n"}, today=today, tool="t"), "t", {}
    )
    fresh.changelog("new")
    assert fresh.texts[CHANGELOG] == f"# Changelog\n\n## {today}\n- new\n\n## 2020-01-01\n- old\n"


def test_declarations_find_the_module_index_by_title_in_any_order(tmp_path: Path) -> None:
    """Two modules declared in one plan beside an edit above the index: each declaration is
    placed from a parse of the index section as it is then, so the order never matters."""
    memory = copy_fixture(tmp_path)
    manifest = memory / "manifest.md"
    manifest.write_bytes(manifest.read_bytes().replace(b"\n", b"\r\n"))
    tree = _tree(memory)
    wanted = [("rules", "zeta", ("implementation",)), ("rules", "alpha", ("planning",))]
    results = []
    for order in (wanted, wanted[::-1]):
        draft = Drafting(tree, "test", {})
        view = draft.view("manifest.md")
        view.remove_line(PREAMBLE)  # every line below moves up
        for folder, name, tasks in order:
            enable_module(draft, folder, name, EnableRequest(f"rule/{name}", tasks=tasks))
        results.append(draft.texts["manifest.md"])
    assert results[0] == results[1]
    assert (
        "## Optional module index\r\nDiscover optional memory without loading it. Entries here "
        "are not default loads.\r\n\r\n### Enabled rules\r\n"
        "- `rules/alpha.md`\r\n  - activation: task-or-explicit\r\n  - tasks: planning\r\n"
        "- `rules/zeta.md`\r\n  - activation: task-or-explicit\r\n  - tasks: implementation\r\n"
        "\r\n### Enabled profiles\r\n- None enabled.\r\n"
    ) in results[0]
    assert PREAMBLE not in results[0]
    assert results[0].count("\n") == results[0].count("\r\n")  # no bare LF slipped in


@pytest.mark.parametrize("newline", ["\n", "\r\n"])
def test_a_section_is_appended_after_one_blank_line_whatever_ended_the_file(newline: str) -> None:
    def crlf(text: str) -> str:
        return text.replace("\n", newline)

    for before, kept in (
        ("# M\n\n## A\nbody  \n\n\n", "# M\n\n## A\nbody  "),
        ("# M\n\n## A\nbody  ", "# M\n\n## A\nbody  "),  # no final newline
        ("# M\n\n \n", "# M"),  # no unit at all, a whitespace line at the end
    ):
        view = FileView(crlf(before))
        view.append(["## B", "- b"])
        view.append(["## C", "c"])
        assert view.render() == crlf(kept + "\n\n## B\n- b\n\n## C\nc\n")
        assert [p.unit.heading.title for p in view if p.unit.heading][-2:] == ["B", "C"]
    empty = FileView("")
    empty.append(["## B"])
    assert empty.render() == "## B\n"  # no line ending to follow: LF


def test_section_lines_are_named_by_their_number_in_that_section_alone() -> None:
    """A unit inserted above the section first moves every line of the file, not the numbers
    ``replace_lines`` reads; a replaced line keeps its own ending (CRLF in an LF file, none at
    the end of the file unless lines follow it), the lines it gains take the file's."""
    text = "# M\n\n## A\n- a: 1\r\n- b: 2\n- c: 3"
    view = FileView(text)
    view.insert_before(next(iter(view)), ["## New", "- n"])
    assert view.replace_lines("a", lambda lexed: {2: ["- a: 9"], 4: ["- c: 9", "  - d"]})
    assert view.render() == "# M\n\n## New\n- n\n\n## A\n- a: 9\r\n- b: 2\n- c: 9\n  - d\n"
    last = FileView(text)
    assert last.replace_lines("A", lambda lexed: {4: ["- c: 0"]})
    assert last.render().endswith("- b: 2\n- c: 0")  # still no final newline
    assert not last.replace_lines("missing", lambda lexed: {1: ["x"]})
    twice = FileView("## A\n- a\n\n## A\n- b\n")
    with pytest.raises(InvalidInput, match="2 '## A' sections"):  # which one is not knowable
        twice.replace_lines("A", lambda lexed: {2: ["- z"]})
    assert twice.render() == "## A\n- a\n\n## A\n- b\n"


def test_a_replaced_unit_gets_one_blank_line_on_either_side() -> None:
    text = "# T\r\n- a\r\n- b  \r\n\r\n\r\n- c"
    view = FileView(text)
    a, b, c = list(view)
    view.replace(a, ["## X", "", "Status: active"])  # right under the title, a bullet below
    view.replace(b, ["## Y"])  # the two blank lines after it stay
    view.replace(c, ["## Z"])  # the last unit, without a final newline
    assert view.render() == (
        "# T\r\n\r\n## X\r\n\r\nStatus: active\r\n\r\n## Y\r\n\r\n\r\n## Z\r\n"
    )
    assert [p.unit.kind for p in view] == ["h2", "h2", "h2"]


def test_legacy_units_convert_the_same_before_or_after_an_edit_above_them(tmp_path: Path) -> None:
    """Each convertible legacy unit is replaced by its piece in a view of the file, so an edit
    of the same file earlier or later in the plan (a preamble line removed above them) changes
    neither which units become Entries nor their bytes."""
    memory = copy_fixture(tmp_path, LEGACY)
    for path in ("decisions.md", "do-not-use.md"):
        (memory / path).write_bytes((memory / path).read_bytes().replace(b"\n", b"\r\n"))
    tree = _tree(memory)
    notes = {
        "decisions.md": "Entries are newest first.",
        "do-not-use.md": "Tombstones are newest first.",
    }
    results = []
    for first_edit in (True, False):
        draft = Drafting(tree, "migrate", {})
        if first_edit:
            for path, line in notes.items():
                draft.view(path).remove_line(line)
        convert_legacy(draft)
        if not first_edit:
            for path, line in notes.items():
                draft.view(path).remove_line(line)
        results.append((draft.texts, draft.notes))
    assert results[0] == results[1]
    texts, converted = results[0]
    assert sorted(n.split()[1] for n in converted) == [
        "constraints.md#unit-1",
        "constraints.md#unit-2",
        "constraints.md#unit-3",
        "decisions.md#unit-1",
        "do-not-use.md#unit-1",
    ]
    decisions = texts["decisions.md"]
    assert decisions.startswith("# Decisions\r\n\r\n## MC-DEC-")
    assert "## Local session persistence" not in decisions
    assert decisions.count("\n") == decisions.count("\r\n")  # no bare LF slipped in
    assert "Tombstones are newest first." not in texts["do-not-use.md"]
    assert "## MC-DNU-" in texts["do-not-use.md"]
