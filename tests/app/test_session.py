"""``app.session``: the session operations' defaults are the core's, named once for adapters
(the hooks' brief, the Hermes provider's harness)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.app import session, vault
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import EccError, InvalidInput
from ecc_memory.session import brief, hermes
from gitrepo import clock_now, commit_all, fake_token, git, init_repo, iso, write


def test_the_default_brief_and_the_hermes_harness_are_the_cores() -> None:
    assert (session.DEFAULT_TASK, session.DEFAULT_BUDGET) == (
        brief.DEFAULT_TASK,
        brief.DEFAULT_BUDGET,
    )
    assert session.BriefRequest("claude")[1:] == ((brief.DEFAULT_TASK, (), brief.DEFAULT_BUDGET))
    assert session.HERMES == hermes.HARNESS


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A real repository on a feature branch with one commit beyond main."""
    path = init_repo(tmp_path / "repo")
    git(path, "checkout", "-q", "-b", "feature/login")
    write(path, "src/login.py", "print('login')\n")
    commit_all(path, "Add the login form")
    return path


def _place(start: Path, **env: str) -> Workspace:
    return Workspace.find(start, {**os.environ, "ECC_MEMORY_NOW": iso(clock_now()), **env})


def test_the_session_end_writes_the_branch_handoff_once_per_change(repo: Path) -> None:
    place = _place(repo / "src")
    vault.init(place)
    first = session.end(place, "claude")
    assert first.skipped is None
    assert first.written == f"project:handoffs/{first.memory_id}.md"
    memory = vault.read(place, vault.ReadRequest(str(first.memory_id))).memory
    assert memory.title == "Branch handoff: feature/login"
    assert (memory.kind, memory.source_harness) == ("handoff", "claude")
    assert "Add the login form" in memory.body
    again = session.end(place, "claude")
    assert (again.written, again.memory_id) == (None, first.memory_id)
    assert again.skipped == "nothing changed since the last handoff"


def test_the_session_end_without_a_vault_writes_nothing(repo: Path) -> None:
    before = snapshot(repo)
    done = session.end(_place(repo), "claude")
    assert (done.memory_id, done.written) == (None, None)
    assert "ecc memory init" in str(done.skipped)
    assert snapshot(repo) == before


def test_the_session_end_outside_a_repository_is_refused(tmp_path: Path) -> None:
    lonely = tmp_path / "lonely"
    lonely.mkdir()
    with pytest.raises(EccError) as refused:
        session.end(_place(lonely), "claude")
    assert refused.value.code == "git-not-a-repo"
    assert list(lonely.iterdir()) == []


def test_the_brief_names_the_branch_and_the_memories_for_the_harness(repo: Path) -> None:
    place = _place(repo)
    vault.save(place, vault.SaveRequest("Kettle", "Boils water.", targets=("claude",)))
    vault.save(place, vault.SaveRequest("Secret plan", "For codex only.", targets=("codex",)))
    brief = session.brief(place, session.BriefRequest("claude")).brief.markdown
    assert "Kettle" in brief
    assert "Secret plan" not in brief
    assert "feature/login" in brief
    named = _place(repo, ECC_MEMORY_HARNESS="codex")
    assert "Secret plan" in session.brief(named, session.BriefRequest()).brief.markdown


def test_a_malformed_memory_directory_never_takes_the_vault_part_of_the_brief(repo: Path) -> None:
    place = _place(repo)
    vault.save(place, vault.SaveRequest("Kettle", "Boils water.", targets=("claude",)))
    huge = "## MemoryCustodian Protocol\n- protocol_version: " + "9" * 5000 + "\n"
    write(repo, "docs/memory/manifest.md", huge)
    write(repo, "docs/memory/brief.md", b"\xff\xfe not UTF-8\n")
    before = snapshot(repo)
    done = session.brief(place, session.BriefRequest("claude"))
    assert "Kettle" in done.brief.markdown
    assert snapshot(repo) == before


def test_a_bad_vault_setting_other_than_freshness_is_the_vault_part_s_diagnostic(
    repo: Path,
) -> None:
    place = _place(repo, ECC_MEMORY_PROJECT_ROOT="x" * 5000)
    done = session.brief(place, session.BriefRequest("claude"))
    assert "The vault memory could not be read (INVALID_ROOT)" in done.brief.markdown
    assert "x" * 100 not in done.brief.markdown
    assert done.notes == ()


@pytest.mark.parametrize("harness", ["claude", "codex", "opencode", "hermes"])
def test_setup_writes_each_harness_s_files_once_and_again_changes_nothing(
    project: Path, harness: str
) -> None:
    place = _place(project, HERMES_HOME=str(project.parent / "hermes-home"))
    wanted = session.setup_plan(harness)
    assert wanted.harness == harness
    assert wanted.fragments
    changes = session.setup_changes(place, wanted)
    assert all(change.before is None for change in changes)
    written = session.apply_setup(place, changes)
    assert written == [change.path for change in changes]
    after = snapshot(project), snapshot(project.parent / "hermes-home")
    again = session.setup_changes(place, wanted)
    assert all(change.before == change.after for change in again)
    session.apply_setup(place, again)
    assert (snapshot(project), snapshot(project.parent / "hermes-home")) == after


def test_setup_keeps_what_a_user_wrote_in_the_same_file(project: Path) -> None:
    write(project, ".mcp.json", '{"mcpServers": {"mine": {"command": "my-server"}}}\n')
    place = _place(project)
    session.apply_setup(place, session.setup_changes(place, session.setup_plan("claude")))
    servers = json.loads((project / ".mcp.json").read_text(encoding="utf-8"))["mcpServers"]
    assert servers["mine"] == {"command": "my-server"}
    assert servers["ecc-memory"]["env"] == {"ECC_MEMORY_HARNESS": "claude"}


def test_setup_of_an_unknown_harness_is_refused() -> None:
    with pytest.raises(InvalidInput) as refused:
        session.setup_plan("vim")
    assert refused.value.code == "UNKNOWN_HARNESS"
    assert "memory_search" in session.setup_instructions()


def test_hermes_writes_are_mirrored_and_recalled_and_secrets_refused(repo: Path) -> None:
    place = _place(repo)
    vault.init(place)
    mirrored = session.hermes_mirror(
        place, action="add", target="memory", content="User likes green tea.",
        agent_context=None, old_text=None,
    )  # fmt: skip
    assert mirrored.refused is None
    assert mirrored.memory_id is not None
    recall = session.hermes_recall(place, "green tea")
    assert recall.included == (mirrored.memory_id,)
    assert "User likes green tea." in recall.text
    before = snapshot(repo)
    token = fake_token("ghp_", 36)
    refused = session.hermes_mirror(
        place, action="add", target="memory", content=f"key {token}",
        agent_context=None, old_text=None,
    )  # fmt: skip
    assert refused.memory_id is None
    assert "github-token" in str(refused.refused)
    assert token not in str(refused.refused)
    assert snapshot(repo) == before


@pytest.mark.parametrize(
    ("context", "writes"), [(None, True), ("primary", True), ("subagent", False)]
)
def test_only_a_primary_hermes_agent_writes(repo: Path, context: str | None, writes: bool) -> None:
    assert session.hermes_writes(context) is writes
    place = _place(repo)
    vault.init(place)
    before = snapshot(repo)
    done = session.hermes_mirror(
        place, action="add", target="memory", content="A subagent's note.",
        agent_context=context, old_text=None,
    )  # fmt: skip
    assert (done.memory_id is not None) is writes
    assert (snapshot(repo) != before) is writes


def test_the_session_end_on_a_branch_that_is_not_utf8_is_refused_or_skipped(repo: Path) -> None:
    import subprocess

    subprocess.run([b"git", b"checkout", b"-q", b"-b", b"caf\xe9"], cwd=repo, check=True)
    place = _place(repo)
    vault.init(place)
    before = snapshot(repo)
    done = session.end(place, "claude")
    assert (done.skipped, done.written) == ("the branch name is not UTF-8", None)
    assert snapshot(repo) == before


@pytest.mark.parametrize(
    ("request_", "code"),
    [
        (session.BriefRequest("claude", budget=299), "INVALID_BUDGET"),
        (session.BriefRequest("claude", budget=10**9), "INVALID_BUDGET"),
        (session.BriefRequest("claude", task="nonsense"), "PROTOCOL_TASK"),
        (session.BriefRequest("claude", paths=("../../etc/passwd",)), "PROTOCOL_PATH"),
        (session.BriefRequest("Bad Slug"), "INVALID_SLUG"),
    ],
    ids=["budget-low", "budget-huge", "task", "path-escape", "harness"],
)
def test_a_brief_request_out_of_bounds_is_refused_and_reads_nothing_into_the_project(
    repo: Path, request_: session.BriefRequest, code: str
) -> None:
    before = snapshot(repo)
    with pytest.raises(EccError) as refused:
        session.brief(_place(repo), request_)
    assert refused.value.code == code
    assert snapshot(repo) == before


@pytest.mark.parametrize("task", ["planning", "implementation", "debugging"])
def test_the_brief_carries_the_context_pack_of_its_task(tmp_path: Path, task: str) -> None:
    from protocol_fixtures.support import copy_fixture

    root = copy_fixture(tmp_path).parent.parent
    (root / ".git").mkdir()
    from ecc_memory.app import protocol

    markdown = session.brief(_place(root), session.BriefRequest("claude", task=task)).brief.markdown
    pack = protocol.context(_place(root), protocol.ContextRequest(task=task))
    # The brief names the task as routing does (debugging loads what implementation loads).
    heading = f"## Project memory (docs/memory): task {pack.canonical_task}, routing COMPLETE"
    assert heading in markdown
    shown = re.findall(r"^### `docs/memory/([^`]+)`", markdown, flags=re.MULTILINE)
    assert shown
    assert shown[0] == "brief.md"
    assert set(shown) <= {module.path for module in pack.loaded}


@pytest.mark.parametrize(
    ("path", "content", "code"),
    [
        (".claude/settings.json", "{not json", "CONFIG_INVALID"),
        (".mcp.json", '{"mcpServers": [1, 2]}', "CONFIG_CONFLICT"),
        (".mcp.json", None, "CONFIG_SYMLINK"),
    ],
    ids=["settings-not-json", "servers-not-an-object", "symlinked"],
)
def test_setup_refuses_a_config_it_cannot_merge_and_writes_nothing(
    project: Path, tmp_path: Path, path: str, content: str | None, code: str
) -> None:
    if content is None:
        elsewhere = write(tmp_path, "elsewhere.json", "{}\n")
        (project / path).symlink_to(elsewhere)
    else:
        write(project, path, content)
    before = snapshot(project), snapshot(tmp_path / "elsewhere.json")
    with pytest.raises(EccError) as refused:
        session.setup_changes(_place(project), session.setup_plan("claude"))
    assert refused.value.code == code
    assert "nothing was written" in refused.value.message.lower()
    assert (snapshot(project), snapshot(tmp_path / "elsewhere.json")) == before
