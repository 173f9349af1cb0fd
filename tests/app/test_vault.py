"""``app.vault``: the vault's operations, once for the CLI and the MCP server, on a workspace
found once (``app.workspace``). Real files in tmp_path; the environment is the workspace's."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.app import vault
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import EccError, InvalidInput, NotFound, UnsafePath
from gitrepo import clock_now, iso


@pytest.fixture
def place(project: Path) -> Workspace:
    """A workspace found from a subdirectory of the project, with the test's clock."""
    (project / "sub").mkdir()
    env = {**os.environ, "ECC_MEMORY_NOW": clock_now().strftime("%Y-%m-%dT%H:%M:%SZ")}
    return Workspace.find(project / "sub", env)


def test_the_workspace_is_found_once_from_where_the_command_looks(
    place: Workspace, project: Path
) -> None:
    assert place.start == project / "sub"
    assert place.project == project  # at or above: the nearest directory holding .git
    assert place.roots.project == project.resolve() / ".ecc" / "memory" / "project"
    assert place.harness == "cli"
    moved = Workspace.find(project, {**place.env, "ECC_MEMORY_PROJECT_ROOT": "elsewhere"})
    assert moved.roots.project == project.resolve() / "elsewhere" / "project"
    assert Workspace.find(project, {**place.env, "ECC_MEMORY_HARNESS": "codex"}).harness == "codex"


def test_save_search_read_supersede_retire_and_doctor(place: Workspace) -> None:
    saved = vault.save(place, vault.SaveRequest("Kettle", "Boils water.", tags=("kitchen",)))
    memory_id = saved.result.memory.id
    assert saved.result.memory.source_harness == "cli"
    assert saved.unknown_links == []
    found = vault.search(place, vault.SearchRequest("kettle"))
    assert [hit.memory.id for hit in found.hits] == [memory_id]
    assert vault.read(place, vault.ReadRequest(memory_id[:14], prefix=True)).memory.id == memory_id
    replaced = vault.supersede(place, vault.SupersedeRequest(memory_id, "Boils tea too."))
    assert replaced.replaced.id == memory_id
    new_id = replaced.saved.memory.id
    assert [h.memory.id for h in vault.search(place, vault.SearchRequest("boils")).hits] == [new_id]
    vault.retire(place, vault.RetireRequest(new_id, "No kettle any more."))
    assert vault.search(place, vault.SearchRequest("boils")).hits == []
    assert vault.doctor(place, vault.DoctorRequest()).ok
    assert vault.reindex(place) == 3


def test_a_handoff_needs_a_target_and_is_of_kind_handoff(place: Workspace) -> None:
    with pytest.raises(InvalidInput) as refused:
        vault.handoff(place, vault.SaveRequest("Login", "Next: tests."))
    assert refused.value.code == "TARGET_REQUIRED"
    done = vault.handoff(place, vault.SaveRequest("Login", "Next: tests.", targets=("claude",)))
    assert (done.result.memory.kind, done.result.memory.target_harnesses) == (
        "handoff", ("claude",),
    )  # fmt: skip


def test_links_that_name_no_memory_are_returned_not_refused(place: Workspace) -> None:
    saved = vault.save(place, vault.SaveRequest("A", "b", links=("mem_20260101_nowhere",)))
    assert saved.unknown_links == ["mem_20260101_nowhere"]


@pytest.mark.parametrize(
    "write",
    [
        lambda p: vault.save(p, vault.SaveRequest("Kettle", "Boils water.")),
        lambda p: vault.handoff(p, vault.SaveRequest("Kettle", "x", targets=("claude",))),
        lambda p: vault.supersede(p, vault.SupersedeRequest("mem_20260101_any", "x")),
        lambda p: vault.retire(p, vault.RetireRequest("mem_20260101_any")),
    ],
    ids=["save", "handoff", "supersede", "retire"],
)
def test_a_dry_run_refuses_every_write_and_writes_nothing(
    place: Workspace, project: Path, write: object
) -> None:
    dry = Workspace.find(place.start, {**place.env, "ECC_DRY_RUN": "1"})
    before = snapshot(project)
    with pytest.raises(InvalidInput) as refused:
        write(dry)  # type: ignore[operator]
    assert refused.value.code == "DRY_RUN"
    assert snapshot(project) == before


def test_a_refusal_is_raised_not_returned(place: Workspace) -> None:
    with pytest.raises(NotFound):
        vault.read(place, vault.ReadRequest("mem_20260101_missing"))


def test_the_brief_is_one_operation_for_the_cli_and_the_mcp_server(place: Workspace) -> None:
    from ecc_memory.app import session

    vault.save(place, vault.SaveRequest("Kettle", "Boils water.", targets=("claude",)))
    done = session.brief(place, session.BriefRequest("claude"))
    assert "Kettle" in done.brief.markdown
    assert done.notes == ()
    with pytest.raises(InvalidInput) as refused:
        session.brief(place, session.BriefRequest())  # no --harness and no ECC_MEMORY_HARNESS
    assert refused.value.code == "HARNESS_REQUIRED"


def test_a_bad_freshness_setting_costs_the_brief_nothing_but_a_note(place: Workspace) -> None:
    from ecc_memory.app import session

    vault.save(place, vault.SaveRequest("Kettle", "Boils water."))
    odd = Workspace.find(place.start, {**place.env, "ECC_MEMORY_WATCH": "sometimes"})
    done = session.brief(odd, session.BriefRequest("claude"))
    assert "Kettle" in done.brief.markdown
    assert done.notes == ("ECC_MEMORY_WATCH must be auto, on or off. Using the default.",)


BODY = "Boils water at dawn."


def _token() -> str:
    from gitrepo import fake_token

    return fake_token("ghp_", 36)


@pytest.mark.parametrize(
    ("request_", "code"),
    [
        (vault.SaveRequest("Kettle", "token " + _token()), "SECRET_REFUSED"),
        (vault.SaveRequest("Kettle", "x" * 65_537), "BODY_TOO_LARGE"),
        (vault.SaveRequest("Kettle", " \n\t "), "EMPTY_BODY"),
        (vault.SaveRequest("x" * 201, BODY), "INVALID_TITLE"),
        (vault.SaveRequest("a\x1b[2Jb", BODY), "UNSAFE_TEXT"),
        (vault.SaveRequest("a\ud800", BODY), "UNSAFE_TEXT"),
        (vault.SaveRequest("Kettle", BODY, kind="bogus"), "INVALID_KIND"),
        (vault.SaveRequest("Kettle", BODY, scope="galaxy"), "INVALID_SCOPE"),
        (vault.SaveRequest("Kettle", BODY, tags=("Bad Tag",)), "INVALID_SLUG"),
        (vault.SaveRequest("Kettle", BODY, tags=("a", "a")), "DUPLICATE_VALUE"),
        (vault.SaveRequest("Kettle", BODY, targets=("Claude",)), "INVALID_SLUG"),
        (vault.SaveRequest("Kettle", BODY, links=("../../etc/passwd",)), "INVALID_ID"),
    ],
    ids=[
        "secret", "huge-body", "empty-body", "long-title", "control-title", "surrogate-title",
        "kind", "scope", "tag", "duplicate-tag", "target", "link-path",
    ],
)  # fmt: skip
def test_a_refused_save_names_its_code_and_leaves_the_project_unchanged(
    place: Workspace, project: Path, request_: vault.SaveRequest, code: str
) -> None:
    vault.save(place, vault.SaveRequest("Already here", "So the vault is not empty."))
    before = snapshot(project)
    with pytest.raises(EccError) as refused:
        vault.save(place, request_)
    assert refused.value.code == code
    assert request_.body[:40] not in refused.value.message  # never the body, nor a secret
    assert snapshot(project) == before


@pytest.mark.parametrize(
    ("request_", "message"),
    [
        (vault.SaveRequest("Kettle", BODY, targets=("Claude",)), "target harness must be a"),
        (vault.SaveRequest("Kettle", BODY, tags=("Bad Tag",)), "tag must be a"),
    ],
    ids=["target", "tag"],
)
def test_a_refused_list_value_is_named_in_the_singular(
    place: Workspace, request_: vault.SaveRequest, message: str
) -> None:
    with pytest.raises(InvalidInput) as refused:
        vault.save(place, request_)
    assert refused.value.message.startswith(message)  # was "target harnesse must be ..."


def test_an_empty_vault_answers_searches_and_audits_without_creating_it(
    place: Workspace, project: Path
) -> None:
    before = snapshot(project)
    assert vault.search(place, vault.SearchRequest("anything")).hits == []
    report = vault.doctor(place, vault.DoctorRequest())
    assert (report.ok, report.memory_count, report.invalid_files) == (True, 0, [])
    with pytest.raises(NotFound):
        vault.read(place, vault.ReadRequest("mem_20260101_nothing"))
    assert not (project / ".ecc").exists()
    assert set(snapshot(project)) == set(before)


@pytest.mark.parametrize(
    ("query", "code"),
    [("x" * 501, "QUERY_TOO_LONG")],
)
def test_a_search_beyond_its_bounds_is_refused(place: Workspace, query: str, code: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        vault.search(place, vault.SearchRequest(query))
    assert refused.value.code == code


def test_search_filters_by_scope_kind_tag_and_reader(place: Workspace) -> None:
    rule = vault.SaveRequest("Kettle rule", "Descale.", kind="decision", tags=("k",))
    keep = vault.save(place, rule)
    vault.save(place, vault.SaveRequest("Kettle note", "Shiny.", targets=("codex",)))
    everyone = {h.memory.title for h in vault.search(place, vault.SearchRequest("kettle")).hits}
    assert everyone == {"Kettle rule", "Kettle note"}
    ruled = vault.search(place, vault.SearchRequest("kettle", kinds=("decision",))).hits
    assert [h.memory.id for h in ruled] == [keep.result.memory.id]
    tagged = vault.search(place, vault.SearchRequest("kettle", tags=("k",))).hits
    assert [h.memory.id for h in tagged] == [keep.result.memory.id]
    for_claude = vault.search(place, vault.SearchRequest("kettle", harness="claude")).hits
    assert [h.memory.title for h in for_claude] == ["Kettle rule"]
    assert vault.search(place, vault.SearchRequest("kettle", scopes=("team",))).hits == []
    assert len(vault.search(place, vault.SearchRequest("kettle", limit=1)).hits) == 1


@pytest.mark.parametrize(
    ("memory_id", "error"),
    [
        ("mem_20260101_missing", NotFound),
        ("../../etc/passwd", InvalidInput),
        ("m", InvalidInput),
        ("mem_" + "a" * 200, InvalidInput),
    ],
)
def test_a_read_of_a_missing_or_malformed_id_is_refused(
    place: Workspace, memory_id: str, error: type[EccError]
) -> None:
    vault.save(place, vault.SaveRequest("Kettle", "Boils water."))
    with pytest.raises(error) as refused:
        vault.read(place, vault.ReadRequest(memory_id))
    assert refused.value.code in ("NOT_FOUND", "INVALID_ID")


def test_a_short_id_reads_only_when_prefixes_are_allowed(place: Workspace) -> None:
    memory_id = vault.save(place, vault.SaveRequest("Kettle", "Boils.")).result.memory.id
    with pytest.raises(EccError):
        vault.read(place, vault.ReadRequest(memory_id[:14]))
    assert vault.read(place, vault.ReadRequest(memory_id)).memory.body.strip() == "Boils."


def test_a_file_that_is_not_utf8_is_reported_by_doctor_and_skipped_by_search(
    place: Workspace,
) -> None:
    vault.save(place, vault.SaveRequest("Kettle", "Boils water."))
    notes = place.roots.project / "notes"
    (notes / "mem_20260101_badbytes0001.md").write_bytes(
        b"---\nid: mem_20260101_badbytes0001\n\xff\xfe\n---\nkettle\n"
    )
    report = vault.doctor(place, vault.DoctorRequest())
    assert not report.ok
    [invalid] = report.invalid_files
    assert invalid["path"] == "project:notes/mem_20260101_badbytes0001.md"
    assert "UTF-8" in invalid["reason"]
    assert [h.memory.title for h in vault.search(place, vault.SearchRequest("kettle")).hits] == [
        "Kettle"
    ]


def test_a_vault_scope_reached_through_a_symlink_is_refused_and_nothing_written(
    place: Workspace, project: Path, tmp_path: Path
) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (project / ".ecc" / "memory").mkdir(parents=True)
    (project / ".ecc" / "memory" / "project").symlink_to(elsewhere)
    before = snapshot(project)
    with pytest.raises(UnsafePath) as refused:
        vault.save(place, vault.SaveRequest("Kettle", "Boils water."))
    assert refused.value.code == "UNSAFE_PATH"
    assert str(elsewhere) not in refused.value.message
    assert list(elsewhere.iterdir()) == []
    assert snapshot(project) == before


def test_supersede_and_retire_of_a_missing_memory_write_nothing(
    place: Workspace, project: Path
) -> None:
    vault.save(place, vault.SaveRequest("Kettle", "Boils water."))
    before = snapshot(project)
    with pytest.raises(NotFound):
        vault.supersede(place, vault.SupersedeRequest("mem_20260101_missing", "x"))
    with pytest.raises(NotFound):
        vault.retire(place, vault.RetireRequest("mem_20260101_missing", "gone"))
    assert snapshot(project) == before


def test_a_superseded_memory_cannot_be_superseded_again(place: Workspace, project: Path) -> None:
    old = vault.save(place, vault.SaveRequest("Kettle", "Boils water.")).result.memory.id
    vault.supersede(place, vault.SupersedeRequest(old, "Boils tea."))
    before = snapshot(project)
    with pytest.raises(EccError) as refused:
        vault.supersede(place, vault.SupersedeRequest(old, "Boils soup."))
    assert refused.value.code != "INTERNAL"
    assert "soup" not in refused.value.message
    assert snapshot(project) == before
    found = vault.search(place, vault.SearchRequest("boils", include_superseded=True)).hits
    assert len(found) == 2


def test_the_writes_stamp_the_workspace_s_clock_and_harness(project: Path) -> None:
    when = clock_now()
    env = {**os.environ, "ECC_MEMORY_NOW": iso(when), "ECC_MEMORY_HARNESS": "codex"}
    place = Workspace.find(project, env)
    saved = vault.save(place, vault.SaveRequest("Kettle", "Boils water.")).result.memory
    assert saved.source_harness == "codex"
    assert saved.created_at.startswith(when.strftime("%Y-%m-%dT%H:%M:%S"))
    assert saved.id.startswith("mem_" + when.strftime("%Y%m%d"))
    named = vault.save(place, vault.SaveRequest("Pot", "Holds.", source="hermes")).result.memory
    assert named.source_harness == "hermes"


def test_init_creates_the_scopes_and_the_guard_and_a_dry_run_refuses(project: Path) -> None:
    dry = Workspace.find(project, {**os.environ, "ECC_DRY_RUN": "1"})
    with pytest.raises(InvalidInput) as refused:
        vault.init(dry)
    assert refused.value.code == "DRY_RUN"
    assert not (project / ".ecc").exists()
    vault.init(Workspace.find(project, dict(os.environ)))
    guard = project / ".ecc" / "memory" / "project" / ".gitignore"
    assert guard.read_bytes() == b"*\n!.gitignore\n"


def test_a_link_given_by_the_start_of_an_id_is_stored_in_full(place: Workspace) -> None:
    target = vault.save(place, vault.SaveRequest("Kettle", "Boils water.")).result.memory.id
    short = target[: len("mem_20260101_") + 6]
    saved = vault.save(place, vault.SaveRequest("Pot", "Holds tea.", links=(short,)))
    assert saved.result.memory.links == (target,)
    assert saved.unknown_links == []
    assert vault.full_links(place.roots, (target,), "project") == (target,)


def test_an_ambiguous_or_unknown_short_link_is_refused_naming_the_argument(
    place: Workspace, project: Path
) -> None:
    vault.save(place, vault.SaveRequest("Kettle", "Boils water."))
    before = snapshot(project)
    with pytest.raises(EccError) as refused:
        vault.save(
            place,
            vault.SaveRequest(
                "Pot", "Holds tea.", links=("zzzzzz",), links_argument="argument links"
            ),
        )
    assert refused.value.message.startswith("argument links")
    assert snapshot(project) == before


def test_a_refusal_inside_naming_names_the_argument(place: Workspace) -> None:
    with pytest.raises(EccError) as refused, vault.naming("argument id"):
        vault.read(place, vault.ReadRequest("mem_20260101_missing"))
    assert refused.value.message.startswith("argument id: ")


def test_reindex_counts_what_is_on_disk_after_hand_edits(place: Workspace) -> None:
    kept = vault.save(place, vault.SaveRequest("Kettle", "Boils water.")).result
    gone = vault.save(place, vault.SaveRequest("Pot", "Holds tea.")).result
    assert vault.reindex(place) == 2
    (place.roots.project / gone.path.removeprefix("project:")).unlink()
    assert vault.reindex(place) == 1
    assert [h.memory.id for h in vault.search(place, vault.SearchRequest("")).hits] == [
        kept.memory.id
    ]


def test_doctor_counts_what_a_harness_can_see_and_the_full_audit_agrees(place: Workspace) -> None:
    vault.save(place, vault.SaveRequest("Kettle", "Boils water.", targets=("claude",)))
    vault.save(place, vault.SaveRequest("Pot", "Holds tea.", targets=("codex",)))
    vault.save(place, vault.SaveRequest("Cup", "Holds coffee."))
    assert vault.doctor(place, vault.DoctorRequest()).memory_count == 3
    assert vault.doctor(place, vault.DoctorRequest(harness="claude")).memory_count == 2
    full = vault.doctor(place, vault.DoctorRequest(full=True))
    assert (full.ok, full.memory_count) == (True, 3)
    assert vault.doctor(place, vault.DoctorRequest(scopes=("team",))).memory_count == 0


def test_a_long_scan_reports_its_progress(place: Workspace) -> None:
    for n in range(3):
        vault.save(place, vault.SaveRequest(f"Kettle {n}", "Boils water."))
    seen: list[tuple[int, int]] = []
    vault.reindex(place, progress=lambda done, total: seen.append((done, total)))
    found = vault.search(place, vault.SearchRequest("kettle"), lambda d, t: seen.append((d, t)))
    assert len(found.hits) == 3
    assert seen, "no progress reported"
    assert all(0 <= done <= total for done, total in seen)
