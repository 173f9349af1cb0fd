"""``app.writers``: each writer's build, previewed and applied by Plan ID in the environment
``app.protocol.writer_env`` assembles from the workspace; a preview, a stale Plan ID and a
blocked plan leave the project byte-for-byte unchanged. Also ``forget --history-check``'s
question to git and the recovery of a write a killed writer left."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.app import protocol, writers
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import InvalidInput, UnsafePath
from ecc_memory.protocol import check_directory
from ecc_memory.protocol.plans import writer as run
from ecc_memory.protocol.plans.writer import PlanRefused, WriterEnv
from gitrepo import clock_now, commit_all, git, iso
from protocol_fixtures import crash
from protocol_fixtures.support import copy_fixture
from protocol_fixtures.support import snapshot as files

SUBJECT = "MC-SUBJ-20260729-7e5c3a91"  # "Protocol governance" in the 0.7 fixture
EVIDENCE = ("user-confirmed",)

# Each writer with a request that changes the fixture, and the files its plan writes.
WRITERS: dict[str, tuple[Callable[[], writers.Build], set[str]]] = {
    "add": (
        lambda: writers.add("decision", "Keep it small.", None, SUBJECT, "workflow", None, None, EVIDENCE, "Review."),  # noqa: E501
        {"decisions.md", "changelog.md"},
    ),
    "add-candidate": (
        lambda: writers.add("decision", "Maybe cache.", None, SUBJECT, "lifecycle", None, None, (), None, True),  # noqa: E501
        {"inbox.md", "changelog.md"},
    ),
    "enable": (
        lambda: writers.enable("area/src", ("src/**",), (), "Source area"),
        {"areas/src.md", "manifest.md", "changelog.md"},
    ),
    "forget": (
        lambda: writers.forget(None, "MC-DEC-20260712-53d9eded"),
        {"decisions.md", "do-not-use.md", "changelog.md"},
    ),
    "subject": (
        lambda: writers.subject("add", "New thing", "", "feature", "feature:new-thing", (), EVIDENCE),  # noqa: E501
        {"subjects.md", "changelog.md"},
    ),
    "subject-merge": (
        lambda: writers.subject_merge("MC-SUBJ-20260801-60000006", "MC-SUBJ-20260801-50000005"),
        {"subjects.md", "changelog.md", "decisions.md"},
    ),
    "migrate": (
        writers.migrate,
        {"manifest.md", "changelog.md", "brief.md", "do-not-use.md", "preferences.md"},
    ),
}  # fmt: skip


@pytest.fixture
def root(tmp_path: Path) -> Path:
    project = copy_fixture(tmp_path).parent.parent
    (project / ".git").mkdir()
    return project


def _env(start: Path) -> WriterEnv:
    place = Workspace.find(start, {**os.environ, "ECC_MEMORY_NOW": iso(clock_now())})
    return protocol.writer_env(place, tool="ecc-memory test", lock_timeout=5.0)


def _errors(root: Path) -> list[str]:
    memory = root / "docs" / "memory"
    return [f"{p.code} {p.path}" for p in check_directory(memory) if p.severity == "error"]


@pytest.mark.parametrize("name", WRITERS)
def test_a_preview_writes_nothing_and_its_plan_id_applies_it(root: Path, name: str) -> None:
    make, paths = WRITERS[name]
    env = _env(root / "docs")
    before = snapshot(root)
    shown = run.preview(env, make())
    assert snapshot(root) == before
    assert {change.path for change in shown.plan.changes} <= paths
    assert shown.plan.changes
    assert len(shown.plan.plan_id) == 16
    assert run.preview(env, make()).plan.plan_id == shown.plan.plan_id  # deterministic
    done = run.apply(env, make(), shown.plan.plan_id.upper())
    assert done.applied
    assert done.plan.plan_id == shown.plan.plan_id
    after = snapshot(root)
    changed = {
        k for k in after.keys() | before.keys() if after.get(k, "dir") != before.get(k, "dir")
    }
    assert changed == {f"docs/memory/{change.path}" for change in shown.plan.changes}
    assert _errors(root) == []


@pytest.mark.parametrize("name", WRITERS)
def test_a_stale_plan_id_is_refused_and_nothing_is_written(root: Path, name: str) -> None:
    make, _ = WRITERS[name]
    env = _env(root)
    before = snapshot(root)
    with pytest.raises(PlanRefused) as refused:
        run.apply(env, make(), "0123456789abcdef")
    assert refused.value.code == "PROTOCOL_PLAN_CHANGED"
    assert "0123456789abcdef" in refused.value.message
    assert snapshot(root) == before


def test_a_plan_id_goes_stale_when_the_files_change_after_the_preview(root: Path) -> None:
    make, _ = WRITERS["add"]
    env = _env(root)
    plan_id = run.preview(env, make()).plan.plan_id
    inbox = root / "docs" / "memory" / "decisions.md"
    inbox.write_bytes(inbox.read_bytes() + b"\n")
    before = snapshot(root)
    with pytest.raises(PlanRefused) as refused:
        run.apply(env, make(), plan_id)
    assert refused.value.code == "PROTOCOL_PLAN_CHANGED"
    assert snapshot(root) == before


def test_a_blocked_plan_is_shown_and_refused_on_apply(root: Path) -> None:
    env = _env(root)
    build = writers.brief("A purpose.")  # the fixture's brief.md has no placeholder to fill
    shown = run.preview(env, build)
    assert shown.plan.all_blockers
    assert "Purpose:" in shown.plan.all_blockers[0]
    before = snapshot(root)
    with pytest.raises(PlanRefused) as refused:
        run.apply(env, build, shown.plan.plan_id)
    assert refused.value.code == "PROTOCOL_BLOCKED"
    assert snapshot(root) == before


def test_a_secret_in_a_new_entry_is_blocked_and_never_shown(root: Path) -> None:
    from gitrepo import fake_token

    token = fake_token("ghp_", 36)
    env = _env(root)
    fields = ("decision", f"Use {token}.", None, SUBJECT, "workflow", None, None, EVIDENCE)
    build = writers.add(*fields)
    shown = run.preview(env, build)
    assert shown.plan.withheld
    assert all(token not in line for line in shown.plan.shown_blockers)
    before = snapshot(root)
    with pytest.raises(PlanRefused) as refused:
        run.apply(env, build, shown.plan.plan_id)
    assert token not in refused.value.message
    assert snapshot(root) == before


@pytest.mark.parametrize(
    ("make", "code"),
    [
        (lambda: writers.promote("MC-INBOX-nope", "decision", EVIDENCE), "PROTOCOL_UNKNOWN_ENTRY"),
        (lambda: writers.assign("MC-DEC-nope", SUBJECT, "workflow"), "PROTOCOL_UNKNOWN_ENTRY"),
        (lambda: writers.compact("nowhere.md"), "PROTOCOL_COMPACT_TARGET"),
        (lambda: writers.enable("everything"), "PROTOCOL_FEATURE"),
        (lambda: writers.brief(), "PROTOCOL_BRIEF"),
        (lambda: writers.subject("add", "No evidence", "", "feature", "feature:x"), "PROTOCOL_EVIDENCE"),  # noqa: E501
        (lambda: writers.subject_merge(SUBJECT, "MC-SUBJ-nope"), "PROTOCOL_SUBJECT"),
    ],
    ids=["promote", "assign", "compact", "enable", "brief", "subject", "subject-merge"],
)  # fmt: skip
def test_a_writer_s_refusal_names_its_code_and_writes_nothing(
    root: Path, make: Callable[[], writers.Build], code: str
) -> None:
    env = _env(root)
    before = snapshot(root)
    for attempt in (lambda: run.preview(env, make()), lambda: run.apply_now(env, make())):
        with pytest.raises(InvalidInput) as refused:
            attempt()
        assert refused.value.code == code
    assert snapshot(root) == before


@pytest.mark.parametrize("name", ["add", "migrate"])
def test_a_module_that_is_not_utf8_is_refused_not_read_as_absent(root: Path, name: str) -> None:
    (root / "docs" / "memory" / "preferences.md").write_bytes(b"# Preferences\n\xe9t\xe9\n")
    env = _env(root)
    before = snapshot(root)
    with pytest.raises(InvalidInput) as refused:
        run.preview(env, WRITERS[name][0]())
    assert refused.value.code == "PROTOCOL_ENCODING"
    assert "preferences.md" in refused.value.message
    assert snapshot(root) == before


def test_a_writer_refuses_a_symlinked_memory_directory(root: Path, tmp_path: Path) -> None:
    real = tmp_path / "real"
    (root / "docs" / "memory").rename(real)
    (root / "docs" / "memory").symlink_to(real)
    with pytest.raises(UnsafePath) as refused:
        _env(root)
    assert refused.value.code == "PROTOCOL_SYMLINK"


def test_the_history_check_asks_the_project_s_git_history(tmp_path: Path) -> None:
    root = copy_fixture(tmp_path).parent.parent
    place = Workspace.find(root / "docs", dict(os.environ))
    assert writers.history_copy(place, "docs/memory", "Gemini") is None  # no repository
    git(root, "init", "-q", "-b", "main")
    commit_all(root, "memory")
    assert writers.history_copy(place, "docs/memory", "Gemini thin-context") is True
    assert writers.history_copy(place, "docs/memory", "zz-never-written-zz") is False
    with pytest.raises(InvalidInput) as refused:
        writers.history_copy(place, "../etc", "x")
    assert refused.value.code == "PROTOCOL_MEMORY_DIR"


@pytest.mark.parametrize("action", ["finish", "abandon"])
def test_a_write_a_killed_writer_left_is_shown_then_finished_or_abandoned(
    root: Path, action: str
) -> None:
    memory = root / "docs" / "memory"
    place = Workspace.find(root, dict(os.environ))
    assert writers.pending_write(place, "docs/memory") == (False, [])
    original = files(memory)
    expected = crash.expected_after(memory)
    crash.kill_at(memory, "committed")
    pending, described = writers.pending_write(place, "docs/memory")
    assert pending
    assert "- docs/memory/changelog.md: staged" in described
    assert "- docs/memory/decisions.md: staged" in described
    done = writers.recover(place, "docs/memory", action, lock_timeout=5.0, break_stale=True)
    assert sorted(path for path, _ in done) == ["changelog.md", "decisions.md"]
    assert writers.pending_write(place, "docs/memory") == (False, [])
    assert files(memory) == (expected if action == "finish" else original)
    assert expected != original
