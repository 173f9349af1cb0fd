"""Apply guarantees with real processes: locking, all-or-nothing after kill -9, refusals
that leave docs/memory/ byte-for-byte unchanged."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ecc_memory.protocol.plans.writer import WriterEnv
from gitrepo import clock_now
from protocol_fixtures.crash import COMMITTED, STEPS, expected_after, state_root, worker
from protocol_fixtures.support import copy_fixture, snapshot
from protocol_fixtures.writing import QUALITY, SUBJECT, apply, new_ids, plan_id, refused, run

pytestmark = pytest.mark.clock


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return copy_fixture(tmp_path).parent.parent


@pytest.mark.parametrize("step", STEPS)
def test_kill_9_at_any_step_lands_all_or_nothing(project: Path, step: str) -> None:
    memory = project / "docs" / "memory"
    before = snapshot(memory)
    after = expected_after(memory)
    process = worker(memory, "kill", step)
    assert process.wait(timeout=60) == -9
    crashed = snapshot(memory)
    # A reader never writes: it reads the tree as it was before the interrupted write.
    result = run(project, "list")
    assert result.exit_code == 0, result.output
    assert run(project, "check").exit_code == 0
    assert snapshot(memory) == crashed
    # The next writer finishes or undoes it.
    assert run(project, "recover", "--finish").exit_code == 0
    assert snapshot(memory) == (before if STEPS.index(step) < COMMITTED else after)
    assert run(project, "check").exit_code == 0


def test_a_writer_finds_an_interrupted_write_by_listing_the_state(project: Path) -> None:
    from ecc_memory.protocol.store.journal import any_pending

    memory = project / "docs" / "memory"
    assert not any_pending(state_root())  # no state directory yet
    after = expected_after(memory)
    assert worker(memory, "kill", "committed").wait(timeout=60) == -9
    assert any_pending(state_root())
    assert run(project, "check").exit_code == 0  # reads around it, writes nothing
    assert any_pending(state_root())
    result = run(project, *ADD)  # a writer's preview rolls the committed write forward
    assert result.exit_code == 0, result.output
    assert "Recovered an interrupted write (rolled-forward)" in result.output
    assert snapshot(memory) == after
    assert not any_pending(state_root())


def test_two_concurrent_applies_never_interleave(project: Path, tmp_path: Path) -> None:
    memory = project / "docs" / "memory"
    log = tmp_path / "log.txt"
    processes = [worker(memory, "race", str(n), str(log)) for n in range(3)]
    assert [p.wait(timeout=120) for p in processes] == [0, 0, 0]
    events = [line.split() for line in log.read_text(encoding="utf-8").splitlines()]
    assert len(events) == 6
    for index in range(0, 6, 2):  # every start is followed by the same writer's end
        assert events[index][0] == "start"
        assert events[index + 1][0] == "end"
        assert events[index][1] == events[index + 1][1]
    text = (memory / "decisions.md").read_text(encoding="utf-8")
    assert all(f"Decision {n}." in text for n in range(3))
    assert run(project, "check").exit_code == 0


ADD = (
    "add",
    "Keep plans small.",
    "--type",
    "constraint",
    "--subject",
    QUALITY,
    "--facet",
    "workflow",
    "--evidence",
    "user-confirmed",
)


def test_refused_without_confirmation(project: Path) -> None:
    before = snapshot(project)
    assert refused(project, *ADD, "--apply")["code"] == "PROTOCOL_CONFIRM"
    assert refused(project, *ADD, "--confirm-plan", "0" * 16)["code"] == "PROTOCOL_CONFIRM"
    assert snapshot(project) == before


def test_refused_when_an_input_changed_after_the_preview(project: Path) -> None:
    ident = plan_id(project, *ADD)
    brief = project / "docs" / "memory" / "brief.md"  # not a target, still an input
    brief.write_bytes(brief.read_bytes() + b"\n")
    before = snapshot(project)
    error = refused(project, *ADD, "--apply", "--confirm-plan", ident)
    assert error["code"] == "PROTOCOL_PLAN_CHANGED"
    assert snapshot(project) == before


def test_refused_when_the_arguments_differ_from_the_preview(project: Path) -> None:
    ident = plan_id(project, *ADD)
    before = snapshot(project)
    changed = (*ADD[:1], "Keep plans smaller.", *ADD[2:])
    assert refused(project, *changed, "--apply", "--confirm-plan", ident)["code"] == (
        "PROTOCOL_PLAN_CHANGED"
    )
    assert snapshot(project) == before


def test_blocked_plan_is_refused_and_preview_exits_1(project: Path) -> None:
    args = (
        "add",
        "Use a second owner.",
        "--type",
        "decision",
        "--subject",
        SUBJECT,
        "--facet",
        "compatibility",
        "--evidence",
        "user-confirmed",
    )
    before = snapshot(project)
    result = run(project, *args)
    assert result.exit_code == 1
    assert "already owns this Scope, Subject and Facet" in result.stdout
    ident = result.stdout.splitlines()[0].removeprefix("Plan ID: ")
    error = refused(project, *args, "--apply", "--confirm-plan", ident)
    assert error["code"] == "PROTOCOL_BLOCKED"
    assert any("MC-CONFLICT-001" in b for b in error["blockers"])  # type: ignore[union-attr]
    assert snapshot(project) == before


def test_write_that_adds_a_check_error_is_refused(project: Path) -> None:
    long_body = " ".join(f"word{n}" for n in range(130))
    args = (
        "add",
        long_body,
        "--type",
        "decision",
        "--subject",
        SUBJECT,
        "--facet",
        "security",
        "--evidence",
        "user-confirmed",
    )
    before = snapshot(project)
    ident = run(project, *args).stdout.splitlines()[0].removeprefix("Plan ID: ")
    error = refused(project, *args, "--apply", "--confirm-plan", ident)
    assert any("ECC-BUDGET-003" in b for b in error["blockers"])  # type: ignore[union-attr]
    assert snapshot(project) == before


def test_secret_in_input_is_refused_naming_the_detector_only(project: Path) -> None:
    token = "ghp_" + "A1b2C3d4E5f6G7h8I9j0" * 2
    args = (
        "add",
        f"Deploy with {token}.",
        "--type",
        "constraint",
        "--subject",
        QUALITY,
        "--facet",
        "security",
        "--evidence",
        "user-confirmed",
    )
    before = snapshot(project)
    shown = run(project, *args)
    assert shown.exit_code == 1
    assert "detector: " in shown.stdout
    ident = shown.stdout.splitlines()[0].removeprefix("Plan ID: ")
    result = run(project, *args, "--apply", "--confirm-plan", ident)
    assert result.exit_code == 2
    assert "credential" in result.stderr
    assert token not in result.stderr + result.stdout
    assert snapshot(project) == before


@pytest.mark.parametrize(
    ("mutate", "code"),
    [
        (
            lambda m: (m / "manifest.md").write_text(
                (m / "manifest.md")
                .read_text(encoding="utf-8")
                .replace("protocol_version: 0.7", "protocol_version: 0.8"),
                encoding="utf-8",
            ),
            "PROTOCOL_CONTRACT",
        ),
        (
            lambda m: (m / "manifest.md").write_text(
                (m / "manifest.md")
                .read_text(encoding="utf-8")
                .replace("entry_schema_version: 2", "entry_schema_version: 1"),
                encoding="utf-8",
            ),
            "PROTOCOL_MIGRATE_FIRST",
        ),
        (lambda m: (m / "extra.md").symlink_to(m / "brief.md"), "PROTOCOL_UNSAFE_TREE"),
    ],
)
def test_unsafe_or_invalid_trees_are_refused(project: Path, mutate: object, code: str) -> None:
    mutate(project / "docs" / "memory")  # type: ignore[operator]
    before = snapshot(project)
    assert refused(project, *ADD)["code"] == code
    assert snapshot(project) == before


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (("--subject", "MC-SUBJ-20990101-00000000", "--facet", "workflow"), "PROTOCOL_SUBJECT"),
        (("--subject", QUALITY, "--facet", "colour"), "PROTOCOL_FACET"),
        (("--subject", QUALITY), "PROTOCOL_IDENTITY"),
        ((), "PROTOCOL_IDENTITY"),
    ],
)
def test_bad_identity_is_refused(project: Path, args: tuple[str, ...], code: str) -> None:
    before = snapshot(project)
    error = refused(
        project, "add", "x", "--type", "constraint", "--evidence", "user-confirmed", *args
    )
    assert error["code"] == code
    assert snapshot(project) == before


@pytest.mark.parametrize(
    "name", [QUALITY.lower(), "Memory quality", "  memory   QUALITY ", "useful reachable memory",
             "feature:Memory-Quality"],
)  # fmt: skip
def test_a_subject_is_named_by_its_id_title_alias_or_canonical_ref(
    project: Path, name: str
) -> None:
    args = ("add", "Keep packs small.", "--type", "constraint", "--evidence", "user-confirmed",
            "--facet", "performance")  # fmt: skip
    data = apply(project, *args, "--subject", name)
    (entry_id,) = new_ids(data, "MC-CON-")
    text = (project / "docs" / "memory" / "constraints.md").read_text(encoding="utf-8")
    block = text.split(f"## {entry_id}", 1)[1].split("\n## ", 1)[0]
    assert f"Subject: {QUALITY}\n" in block  # the ID is written, never the name given


def test_a_name_two_active_subjects_share_is_refused_naming_both(project: Path) -> None:
    subjects = project / "docs" / "memory" / "subjects.md"
    text = subjects.read_text(encoding="utf-8")
    # A second Subject claims the title as an alias (what `check` reports as MC-CONFLICT-004).
    subjects.write_text(
        text.rstrip("\n")
        + "\n\n## MC-SUBJ-20260802-aaaaaaaa \u2014 Another\n\nStatus: active\nKind: concept\n"
        "Evidence:\n- user-confirmed\n\nAliases:\n- Memory quality\n",
        encoding="utf-8",
    )
    before = snapshot(project)
    result = run(project, "add", "x", "--type", "constraint", "--evidence", "user-confirmed",
                 "--facet", "workflow", "--subject", "memory quality", "--json")  # fmt: skip
    assert result.exit_code == 2, result.output
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "PROTOCOL_SUBJECT", error
    assert QUALITY in error["message"]
    assert "MC-SUBJ-20260802-aaaaaaaa" in error["message"]
    assert snapshot(project) == before


@pytest.mark.parametrize(
    "evidence",
    ["agent-observed", "legacy-unverified", "repo:../x", "repo:missing/file.py", "nonsense"],
)
def test_bad_evidence_is_refused(project: Path, evidence: str) -> None:
    before = snapshot(project)
    error = refused(
        project,
        "add",
        "x",
        "--type",
        "constraint",
        "--subject",
        QUALITY,
        "--facet",
        "workflow",
        "--evidence",
        evidence,
    )
    assert error["code"] == "PROTOCOL_EVIDENCE"
    assert snapshot(project) == before


def test_promote_type_must_match_candidate(project: Path) -> None:
    from protocol_fixtures.writing import apply, new_ids

    [candidate] = new_ids(
        apply(project, "add", "Maybe X.", "--type", "constraint", "--candidate"), "MC-INBOX-"
    )
    before = snapshot(project)
    error = refused(
        project, "promote", candidate, "--type", "decision", "--evidence", "user-confirmed"
    )
    assert error["code"] == "PROTOCOL_PROMOTE"
    assert snapshot(project) == before


def test_recovery_of_an_uncommitted_write_removes_new_directories(project: Path) -> None:
    from ecc_memory.protocol.plans.plan import Change
    from ecc_memory.protocol.store.journal import write_all
    from ecc_memory.protocol.store.recovery import recover

    memory = project / "docs" / "memory"
    env = WriterEnv(memory, state_root(), clock_now().date(), "t")
    env.state.mkdir(parents=True)
    before = snapshot(memory)
    changes = (
        Change("areas/new.md", None, b"# Area: new\n"),
        Change("brief.md", (memory / "brief.md").read_bytes(), b"# Brief\n"),
    )

    class Crash(Exception):
        pass

    def crash(step: str) -> None:
        if step == "staged-1":
            raise Crash

    with pytest.raises(Crash):
        write_all(env.root, env.state, changes, "0" * 16, crash)
    assert snapshot(memory) == before  # an exception before the commit point rolls back
    assert not (memory / "areas").exists()
    assert recover(env.root, env.state) is None


@pytest.mark.slow
def test_kill_9_at_random_moments_lands_all_or_nothing(project: Path) -> None:
    import random
    import signal
    import time

    memory = project / "docs" / "memory"
    pristine = snapshot(memory)
    after = expected_after(memory)
    for _ in range(12):
        for rel, data in pristine.items():  # back to the start
            (memory / rel).write_bytes(data)
        for extra in set(snapshot(memory)) - set(pristine):
            (memory / extra).unlink()
        process = worker(memory, "kill", "never")
        time.sleep(random.uniform(0.0, 0.6))
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=60)
        assert run(project, "list").exit_code == 0
        assert run(project, "recover", "--finish").exit_code == 0
        landed = snapshot(memory)
        assert landed in (pristine, after)
    assert run(project, "check").exit_code == 0
