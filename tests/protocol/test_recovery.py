"""Recovery never loses an edit: kill -9 at every step of a write, then the world moves on (an
edit, a branch switch, the staged temp files cleaned away) before anything recovers. Readers
never write; writers finish only what the journal proves is theirs; every other outcome is a
refusal that names the journal and ``ecc memory protocol recover``; nothing outside the memory
directory is ever touched, whatever a planted journal says."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from ecc_memory.protocol.context.context import ContextRequest, context_directory
from ecc_memory.protocol.plans.writer import WriterEnv
from gitrepo import clock_now, commit_all, git, init_repo
from protocol_fixtures.crash import COMMITTED, STEPS, crash_plan, kill_at, state_root
from protocol_fixtures.support import copy_fixture, snapshot
from protocol_fixtures.writing import QUALITY, run

pytestmark = [pytest.mark.clock, pytest.mark.hostile]
ADD = ("add", "Keep plans small.", "--type", "constraint", "--subject", QUALITY)
ADD += ("--facet", "workflow", "--evidence", "user-confirmed")
EDIT = b"\n- A line a person added after the crash.\n"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """The 0.7 fixture in a git repository with a branch ``other`` that changes decisions.md."""
    project = copy_fixture(tmp_path).parent.parent
    init_repo(project, commit=False)
    commit_all(project, "memory")
    git(project, "checkout", "-q", "-b", "other")
    decisions = project / "docs" / "memory" / "decisions.md"
    decisions.write_bytes(decisions.read_bytes() + b"\n<!-- other branch -->\n")
    commit_all(project, "other")
    git(project, "checkout", "-q", "main")
    return project


def outside(project: Path) -> dict[str, bytes]:
    """Every file under the test's folder except docs/memory/, .git and the private state."""
    found = {}
    for path in project.parent.rglob("*"):
        rel = path.relative_to(project.parent).as_posix()
        private = rel.startswith(("home/.local/state/", "home/.cache/"))  # the tool's own state
        if (
            path.is_file()
            and not private
            and "/.git/" not in f"/{rel}"
            and "/docs/memory/" not in f"/{rel}/"
        ):
            found[rel] = path.read_bytes()
    return found


def temps(memory: Path) -> list[Path]:
    return [p for p in memory.rglob(".ecc-stage-*.tmp")]


def journal_path(memory: Path) -> Path:
    return WriterEnv(memory, state_root(), clock_now().date(), "t").state / "journal.json"


FOLLOW_UPS = ("nothing", "edit", "switch", "clean")


def follow_up(project: Path, memory: Path, what: str, target: str) -> None:
    if what == "edit":
        with (memory / target).open("ab") as handle:
            handle.write(EDIT)
    elif what == "switch":
        git(project, "checkout", "-q", "-f", "other")
    elif what == "clean":
        for path in temps(memory):
            path.unlink()


@pytest.mark.parametrize("what", FOLLOW_UPS)
@pytest.mark.parametrize("step", STEPS)
def test_kill_9_then_the_world_moves_on_loses_no_edit(project: Path, step: str, what: str) -> None:
    memory = project / "docs" / "memory"
    before = snapshot(memory)
    after, targets = crash_plan(memory)
    untouched = outside(project)
    kill_at(memory, step)
    follow_up(project, memory, what, targets[0])
    moved = {k: v for k, v in snapshot(memory).items() if ".ecc-stage-" not in k}
    # Readers never write, and never fail on it.
    for reader in (("check",), ("list",), ("context", "--task", "general")):
        result = run(project, *reader)
        assert result.exit_code in (0, 1), result.output
        assert "Traceback" not in result.output
    assert {k: v for k, v in snapshot(memory).items() if ".ecc-stage-" not in k} == moved
    # The next writer either finishes the write or refuses, naming the way out.
    result = run(project, *ADD, "--json")
    committed = COMMITTED <= STEPS.index(step) < STEPS.index("done")
    nothing_left = what == "clean" and step == "renamed-1"  # every temp was renamed already
    if not committed or what == "nothing" or nothing_left:
        assert result.exit_code == 0, result.output
        landed = {k: v for k, v in snapshot(memory).items() if ".ecc-stage-" not in k}
        assert landed == (after if committed else moved)  # finished, or undone: edits stand
        assert not temps(memory)
    else:
        assert result.exit_code == 2, result.output
        error = json.loads(result.stdout)["error"]
        assert error["code"] == "PROTOCOL_RECOVERY", error
        assert str(journal_path(memory)) in error["message"]
        assert "ecc memory protocol recover" in error["message"]
        assert {k: v for k, v in snapshot(memory).items() if ".ecc-stage-" not in k} == moved
        _resolve(project, memory, what, targets, before)
    assert outside(project) == untouched


def _resolve(
    project: Path, memory: Path, what: str, targets: list[str], before: dict[str, bytes]
) -> None:
    """``recover`` shows it; ``--abandon`` puts back what the write replaced, keeps the rest."""
    shown = run(project, "recover")
    assert shown.exit_code == 1, shown.output
    assert all(f"docs/memory/{t}" in shown.output for t in targets)
    current = snapshot(memory)
    result = run(project, "recover", "--abandon")
    assert result.exit_code == 0, result.output
    landed = snapshot(memory)
    assert not temps(memory)
    assert not journal_path(memory).exists()
    if what == "edit":
        assert landed[targets[0]] == current[targets[0]]  # the edit stays
        assert landed[targets[0]].endswith(EDIT)
    if what == "clean":
        assert landed == before  # every replaced target has its pre-image back
    if what == "switch":
        assert landed["decisions.md"] == current["decisions.md"]  # the checkout stands
    assert run(project, *ADD).exit_code == 0  # and writers work again


def test_finish_writes_what_it_can_and_names_the_rest(project: Path) -> None:
    memory = project / "docs" / "memory"
    after, targets = crash_plan(memory)
    kill_at(memory, "committed")
    follow_up(project, memory, "edit", targets[0])
    edited = (memory / targets[0]).read_bytes()
    result = run(project, "recover", "--finish")
    assert result.exit_code == 0, result.output
    assert "changed after the interruption" in result.output
    assert (memory / targets[0]).read_bytes() == edited
    assert all((memory / t).read_bytes() == after[t] for t in targets[1:])
    assert not temps(memory)


def test_readers_see_the_tree_before_an_interrupted_write(project: Path) -> None:
    """brief --hook, memory_brief and memory_context read through ``context_directory``."""
    memory = project / "docs" / "memory"
    before = snapshot(memory)
    request = ContextRequest("implementation")
    clean = context_directory(memory, request)
    kill_at(memory, "renamed-0")  # one target replaced, the other not yet
    assert snapshot(memory) != before
    pack = context_directory(memory, request, state_root=state_root())
    assert pack.conflict_status == clean.conflict_status
    assert pack.completeness == clean.completeness
    assert pack.loaded == clean.loaded  # the pack of the tree before the write
    assert any("interrupted write" in w for w in pack.warnings)
    result = run(project, "check")
    assert result.exit_code == 0, result.output
    assert "ECC-WRITE-001" in result.output
    assert "ecc memory protocol recover" in result.output


def _plant(memory: Path, data: dict[str, object]) -> Path:
    path = journal_path(memory)
    path.parent.mkdir(parents=True, mode=0o700, exist_ok=True)
    for parent in (path.parent, path.parent.parent, path.parent.parent.parent):
        parent.chmod(0o700)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _op(path: str, temp: str = ".ecc-stage-0123456789ab-0.tmp") -> dict[str, object]:
    return {"path": path, "temp": temp, "base_sha256": None, "expected_sha256": "0" * 64}


@pytest.mark.parametrize(
    "journal",
    [
        {"operations": [_op("../../victim.txt")], "created_dirs": []},
        {"operations": [_op("decisions.md", "../../../victim.txt")], "created_dirs": []},
        {"operations": [_op("/etc/passwd")], "created_dirs": []},
        {"operations": [], "created_dirs": ["../../victim-dir"]},
        {"operations": [_op("a/./../../victim.txt")], "created_dirs": []},
    ],
    ids=["dotdot-path", "dotdot-temp", "absolute", "dotdot-dir", "dot-parts"],
)
@pytest.mark.parametrize("state", ["staging", "committed"])
def test_a_planted_journal_never_reaches_outside_the_memory_directory(
    project: Path, journal: dict[str, object], state: str
) -> None:
    memory = project / "docs" / "memory"
    victim = project.parent / "victim.txt"
    victim.write_text("keep me\n", encoding="utf-8")
    (project.parent / "victim-dir").mkdir()
    data = {"version": 2, "state": state, "memory_dir": os.path.realpath(memory), "plan_id": "x"}
    path = _plant(memory, {**data, **journal})
    before, untouched = snapshot(memory), outside(project)
    assert run(project, "check").exit_code in (0, 1)
    result = run(project, *ADD, "--json")
    assert result.exit_code == 2, result.output
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "PROTOCOL_JOURNAL"
    assert str(path) in error["message"]
    assert snapshot(memory) == before
    assert outside(project) == untouched
    assert (project.parent / "victim-dir").is_dir()
    result = run(project, "recover", "--abandon")  # moved aside, nothing touched
    assert result.exit_code == 0, result.output
    assert snapshot(memory) == before
    assert outside(project) == untouched
    assert run(project, *ADD).exit_code == 0


@pytest.mark.parametrize("how", ["other-owner", "group-writable"])
def test_a_state_directory_that_is_not_private_is_refused(project: Path, how: str) -> None:
    memory = project / "docs" / "memory"
    kill_at(memory, "committed")
    state = journal_path(memory).parent
    if how == "other-owner":
        if os.geteuid() != 0:
            pytest.skip("changing a directory's owner needs root")
        os.chown(state, 4242, 4242)
    else:
        state.chmod(0o770)
    crashed = snapshot(memory)
    result = run(project, *ADD, "--json")
    assert result.exit_code == 2, result.output
    assert json.loads(result.stdout)["error"]["code"] == "PROTOCOL_STATE"
    assert snapshot(memory) == crashed
    assert run(project, "check").exit_code in (0, 1)
    assert snapshot(memory) == crashed


@pytest.mark.slow
def test_kill_9_at_random_moments_then_the_world_moves_on(project: Path) -> None:
    """Random kill points, each followed by a random edit, checkout or cleaning: the next
    writer finishes, undoes or refuses by name; abandoning keeps every edit."""
    import random
    import signal
    import time

    from protocol_fixtures.crash import worker

    memory = project / "docs" / "memory"
    chance = random.Random("kill-9-then-move-on")
    untouched = outside(project)
    for _ in range(10):
        git(project, "checkout", "-q", "-f", "main")
        git(project, "clean", "-q", "-f", "-d", "docs")
        pristine = snapshot(memory)
        after, targets = crash_plan(memory)
        process = worker(memory, "kill", "never")
        time.sleep(chance.uniform(0.0, 0.6))
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=60)
        what = chance.choice(FOLLOW_UPS)
        follow_up(project, memory, what, targets[0])
        moved = {k: v for k, v in snapshot(memory).items() if ".ecc-stage-" not in k}
        assert run(project, "check").exit_code in (0, 1)
        result = run(project, *ADD, "--json")
        landed = {k: v for k, v in snapshot(memory).items() if ".ecc-stage-" not in k}
        if result.exit_code == 0:
            assert landed in (moved, after, pristine) or what != "nothing", what
            if what == "edit":
                assert landed[targets[0]].endswith(EDIT)
        else:
            assert json.loads(result.stdout)["error"]["code"] == "PROTOCOL_RECOVERY"
            assert landed == moved
            assert run(project, "recover", "--abandon").exit_code == 0
            if what == "edit":
                assert (memory / targets[0]).read_bytes().endswith(EDIT)
        assert not temps(memory)
        assert not journal_path(memory).exists()
    assert outside(project) == untouched


def test_memory_context_and_memory_brief_read_the_tree_before_an_interrupted_write(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ecc_memory.mcp.tools import ToolBox

    memory = project / "docs" / "memory"
    monkeypatch.chdir(project)
    box = ToolBox("claude", dict(os.environ))
    clean = box.call("memory_context", {"task": "implementation"}).payload
    brief = box.call("memory_brief", {}).payload
    kill_at(memory, "renamed-1")  # every target replaced, the journal not yet removed
    crashed = snapshot(memory)
    pending = box.call("memory_context", {"task": "implementation"}).payload
    assert any("interrupted write" in w for w in pending.pop("warnings"))
    clean.pop("warnings")
    assert pending == clean  # the pack of the tree before the write, contents included
    assert box.call("memory_brief", {}).payload == brief
    assert snapshot(memory) == crashed  # read, never written
