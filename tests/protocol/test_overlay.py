"""The local overlay (protocol.overlay, ``ecc memory protocol local ...``): outside the
repository, never committed, never followed through symlinks, loaded after shared memory."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from datetime import datetime, timezone
from pathlib import Path

import pytest

from gitrepo import clock_now, fake_token, git
from protocol_fixtures.overlay import ecc, fixture_project, local
from protocol_fixtures.support import FIXTURE_PROJECT_ID, snapshot
from protocol_fixtures.writing import new_ids


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return fixture_project(tmp_path)


def test_enable_add_and_load_after_shared_memory(project: Path, tmp_path: Path) -> None:
    state = tmp_path / "state"
    assert local(project, state, "status")["state"] == "DISABLED"
    enabled = local(project, state, "enable")
    assert enabled["state"] == "BOUND"
    assert enabled["roots"] == [str(project.resolve())]
    added = local(
        project, state, "add", "Answer in short sentences.", "--evidence", "user-confirmed"
    )
    assert str(added["id"]).startswith("MC-PREF-")
    pack = ecc(project, state, "context", "--task", "implementation").stdout
    assert "Local overlay status: BOUND" in pack
    assert pack.index("## local/preferences.md") > pack.index("## decisions.md")
    assert "Answer in short sentences." in pack
    without = ecc(project, state, "context", "--task", "implementation", "--no-local").stdout
    assert "Answer in short sentences." not in without
    data = json.loads(ecc(project, state, "context", "--task", "implementation", "--json").stdout)
    assert data["local"]["status"] == "BOUND"
    assert "Scope: local-user" in data["local"]["modules"][0]["content"]
    assert git(project, "status", "--porcelain").stdout.strip() == "?? docs/"  # nothing else
    directory = Path(str(enabled["directory"]))
    assert oct(directory.stat().st_mode & 0o777) == "0o700"
    assert oct((directory / "preferences.md").stat().st_mode & 0o777) == "0o600"
    assert ecc(project, state, "check").returncode == 0


def test_a_copy_is_unbound_and_linking_a_second_live_copy_needs_review(
    project: Path, tmp_path: Path
) -> None:
    state = tmp_path / "state"
    local(project, state, "enable")
    copy = tmp_path / "copy"
    shutil.copytree(project, copy)
    assert local(copy, state, "status")["state"] == "UNBOUND"
    before = snapshot(state)
    refused = ecc(copy, state, "local", "add", "Use tabs.", "--evidence", "user-confirmed")
    assert refused.returncode == 2
    assert "UNBOUND" in refused.stderr
    assert snapshot(state) == before
    assert (
        "Local overlay status: UNBOUND"
        in ecc(copy, state, "context", "--task", "implementation").stdout
    )
    assert local(copy, state, "link")["state"] == "REVIEW"
    assert local(project, state, "status")["state"] == "REVIEW"
    pack = ecc(project, state, "context", "--task", "implementation").stdout
    assert "## local/preferences.md" not in pack
    preview = local(project, state, "reset")
    assert preview["removed"] is False
    assert (Path(state) / "projects").exists()
    assert local(project, state, "reset", "--apply")["removed"] is True
    assert local(project, state, "status")["state"] == "DISABLED"


def test_a_moved_checkout_links_in_place_of_the_stale_root(project: Path, tmp_path: Path) -> None:
    state = tmp_path / "state"
    local(project, state, "enable")
    moved = tmp_path / "moved"
    project.rename(moved)
    assert local(moved, state, "status")["state"] == "UNBOUND"
    linked = local(moved, state, "link")
    assert linked["state"] == "BOUND"
    assert linked["roots"] == [str(moved.resolve())]


def test_symlinked_state_is_refused(project: Path, tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (state / "projects").symlink_to(elsewhere)
    result = ecc(project, state, "local", "enable")
    assert result.returncode == 2
    assert list(elsewhere.iterdir()) == []


def test_refusals_leave_the_overlay_unchanged(project: Path, tmp_path: Path) -> None:
    state = tmp_path / "state"
    assert ecc(project, state, "local", "link").returncode == 2
    assert not state.exists() or snapshot(state) == {}
    local(project, state, "enable")
    before = snapshot(state)
    secret = ecc(
        project,
        state,
        "local",
        "add",
        f"token {fake_token('ghp_', 36)}",
        "--evidence",
        "user-confirmed",
    )
    assert secret.returncode == 2
    assert "looks like a credential" in secret.stderr
    no_evidence = ecc(project, state, "local", "add", "Use tabs.")
    assert no_evidence.returncode == 2
    assert snapshot(state) == before
    again = local(project, state, "enable")  # already bound here: a no-op
    assert again["state"] == "BOUND"
    assert snapshot(state) == before


# A reset killed at a step: ``writer.reset`` in a process that SIGKILLs itself at the nth time
# it reaches ``step`` ("checked" is before the commit point, the rest after it).
_RESET_WORKER = (
    "import os, signal, sys\n"
    "from ecc_memory.app.protocol import overlay_place\n"
    "from ecc_memory.app.workspace import Workspace\n"
    "from ecc_memory.protocol.overlay import writer\n"
    "step, nth, seen = sys.argv[1], int(sys.argv[2]), []\n"
    "def on_step(name):\n"
    "    if name == step:\n"
    "        seen.append(name)\n"
    "        if len(seen) == nth:\n"
    "            os.kill(os.getpid(), signal.SIGKILL)\n"
    "writer.reset(*overlay_place(Workspace.find()), apply=True, on_step=on_step)\n"
)


def _overlay_with_preferences(project: Path, state: Path) -> Path:
    local(project, state, "enable")
    for text in ("Answer in short sentences.", "Prefer tabs."):
        local(project, state, "add", text, "--evidence", "user-confirmed")
    return Path(str(local(project, state, "status")["directory"])).parent


@pytest.mark.parametrize(
    ("step", "nth"), [("checked", 1), ("renamed", 1), ("file", 1), ("file", 4), ("removed", 1)]
)
def test_a_killed_reset_leaves_the_whole_overlay_or_none(
    project: Path, tmp_path: Path, step: str, nth: int
) -> None:
    state = tmp_path / "state"
    folder = _overlay_with_preferences(project, state)
    before = snapshot(folder)
    env = {**os.environ, "ECC_MEMORY_STATE_DIR": str(state)}
    done = subprocess.run(
        [sys.executable, "-c", _RESET_WORKER, step, str(nth)], cwd=project, env=env, check=False
    )
    assert done.returncode == -9
    if step == "checked":  # before the commit point: untouched
        assert snapshot(folder) == before
        assert local(project, state, "status")["state"] == "BOUND"
    else:  # after it: no overlay, only a tombstone beside where it was
        assert not folder.exists()
        assert local(project, state, "status")["state"] == "DISABLED"
        left = [p.name.split(".reset-")[0] for p in folder.parent.iterdir()]
        assert left == ([] if step == "removed" else [f".{folder.name}"])
        pack = ecc(project, state, "context", "--task", "implementation").stdout
        assert "Prefer tabs." not in pack
    local(project, state, "reset", "--apply")
    assert not folder.exists()
    assert list(folder.parent.iterdir()) == []  # the tombstone went with the next reset
    assert local(project, state, "enable")["state"] == "BOUND"


def test_a_reset_over_files_it_does_not_know_changes_nothing(project: Path, tmp_path: Path) -> None:
    state = tmp_path / "state"
    folder = _overlay_with_preferences(project, state)
    (folder / "local" / "profiles" / "mine.md").write_text("a profile reset does not know\n")
    before = snapshot(folder)
    refused = ecc(project, state, "local", "reset", "--apply")
    assert refused.returncode == 2
    assert "reset does not know" in refused.stderr
    assert snapshot(folder) == before


def test_a_shared_add_never_mints_an_id_the_overlay_already_holds(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Shared IDs are derived from the tree, so the overlay (outside it) could already hold the
    one a shared add is about to mint; the shared writer must skip it as the local one skips
    the shared IDs."""
    from ecc_memory.protocol.overlay import writer

    monkeypatch.setenv("ECC_MEMORY_NOW", clock_now().isoformat())
    state = tmp_path / "state"
    local(project, state, "enable")
    add = ("add", "Prefer tabs.", "--type", "preference", "--evidence", "user-confirmed")
    shown = ecc(project, state, *add, "--json")
    assert shown.returncode == 0, shown.stderr
    [minted] = new_ids(json.loads(shown.stdout), "MC-PREF-")
    stamp, digits = minted.split("-")[2:]
    planted = writer.add(
        state,
        FIXTURE_PROJECT_ID,
        project,
        "Answer in short sentences.",
        ("user-confirmed",),
        datetime.strptime(stamp, "%Y%m%d").replace(tzinfo=timezone.utc),
        draw=lambda: digits,
    )
    assert planted == minted  # the overlay now holds the ID the shared plan named
    again = ecc(project, state, *add, "--json")
    assert again.returncode == 0, again.stderr
    [fresh] = new_ids(json.loads(again.stdout), "MC-PREF-")
    assert fresh != minted
    ident = json.loads(again.stdout)["plan_id"]
    applied = ecc(project, state, *add, "--apply", "--confirm-plan", ident)
    assert applied.returncode == 0, applied.stderr
    shared = (project / "docs" / "memory" / "preferences.md").read_text(encoding="utf-8")
    assert fresh in shared
    assert minted not in shared
