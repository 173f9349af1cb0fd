"""``app.workspace``: where a command runs, found once. The project is at or above the start
(``--project-root`` or the working directory), the environment is the one given (never this
process's, when a test hands its own), and each setting is read from there."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import InvalidInput
from gitrepo import clock_now, iso


def test_the_project_is_the_nearest_directory_holding_git_at_or_above_the_start(
    tmp_path: Path,
) -> None:
    outer = tmp_path / "outer"
    inner = outer / "vendored" / "inner"
    (inner / "src" / "deep").mkdir(parents=True)
    (outer / ".git").mkdir()
    (inner / ".git").write_text("gitdir: elsewhere\n", encoding="utf-8")  # a worktree's file
    assert Workspace.find(outer, {}).project == outer
    assert Workspace.find(outer / "vendored", {}).project == outer
    assert Workspace.find(inner / "src" / "deep", {}).project == inner
    assert Workspace.find(inner, {}).project == inner


def test_outside_any_repository_the_project_is_the_start_itself(tmp_path: Path) -> None:
    lonely = tmp_path / "lonely" / "dir"
    lonely.mkdir(parents=True)
    place = Workspace.find(lonely, {})
    assert place.project == lonely
    assert place.start == lonely


def test_a_relative_start_is_made_absolute_against_the_working_directory(
    project: Path,
) -> None:
    (project / "sub").mkdir()
    place = Workspace.find("sub", {})
    assert place.start == project / "sub"
    assert place.start.is_absolute()
    assert place.project == project
    assert Workspace.find(None, {}).start == project  # no start: the working directory
    assert repr(Workspace.find("sub", {})) == f"Workspace({project / 'sub'!r})"


def test_the_environment_given_is_the_one_read_not_the_process_s(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ECC_MEMORY_HARNESS", "codex")
    monkeypatch.setenv("ECC_DRY_RUN", "1")
    given = Workspace.find(project, {"HOME": str(project / "h")})
    assert (given.harness, given.named_harness, given.dry_run) == ("cli", None, False)
    inherited = Workspace.find(project)
    assert (inherited.harness, inherited.named_harness, inherited.dry_run) == (
        "codex", "codex", True,
    )  # fmt: skip


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"ECC_MEMORY_STATE_DIR": "/x/state"}, "/x/state"),
        ({"XDG_STATE_HOME": "/x/xdg", "HOME": "/x/home"}, "/x/xdg/ecc-memory"),
        ({"HOME": "/x/home"}, "/x/home/.local/state/ecc-memory"),
        (
            {"ECC_MEMORY_STATE_DIR": "/x/state", "XDG_STATE_HOME": "/x/xdg"},
            "/x/state",
        ),
    ],
    ids=["explicit", "xdg", "home", "explicit-wins"],
)
def test_the_state_dir_comes_from_the_environment(
    tmp_path: Path, env: dict[str, str], expected: str
) -> None:
    assert Workspace.find(tmp_path, env).state_dir == Path(expected)


@pytest.mark.parametrize(
    ("value", "harness", "named"),
    [("", "cli", None), ("codex", "codex", "codex"), ("hermes", "hermes", "hermes")],
)
def test_the_harness_is_the_named_one_else_cli(
    tmp_path: Path, value: str, harness: str, named: str | None
) -> None:
    place = Workspace.find(tmp_path, {"ECC_MEMORY_HARNESS": value} if value else {})
    assert (place.harness, place.named_harness) == (harness, named)


@pytest.mark.parametrize("value", ["", "Claude", "two words", "a/b", "x" * 200])
def test_an_identity_must_be_a_lowercase_slug(tmp_path: Path, value: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        Workspace.find(tmp_path, {"ECC_MEMORY_HARNESS": value}).identity()
    assert refused.value.code == "HARNESS_REQUIRED"
    assert value not in refused.value.message or not value


def test_an_identity_that_is_a_slug_is_returned(tmp_path: Path) -> None:
    assert Workspace.find(tmp_path, {"ECC_MEMORY_HARNESS": "opencode"}).identity() == "opencode"


@pytest.mark.parametrize(("value", "dry"), [("1", True), ("0", False), ("yes", False)])
def test_only_ecc_dry_run_1_is_a_dry_run(tmp_path: Path, value: str, dry: bool) -> None:
    assert Workspace.find(tmp_path, {"ECC_DRY_RUN": value}).dry_run is dry


def test_the_clock_is_pinned_by_ecc_memory_now(tmp_path: Path) -> None:
    when = clock_now()
    assert Workspace.find(tmp_path, {"ECC_MEMORY_NOW": iso(when)}).now() == when
    offset = when.astimezone().isoformat()  # the same instant in another zone
    assert Workspace.find(tmp_path, {"ECC_MEMORY_NOW": offset}).now() == when


@pytest.mark.parametrize(
    "value", ["yesterday", "2024-02-03T04:05:06", "2" * 5000, "2026-13-01T00:00:00Z"]
)
def test_a_bad_clock_setting_is_refused_without_echoing_it(tmp_path: Path, value: str) -> None:
    with pytest.raises(InvalidInput) as refused:
        Workspace.find(tmp_path, {"ECC_MEMORY_NOW": value}).now()
    assert refused.value.code == "INVALID_SETTING"
    assert value not in refused.value.message


def test_the_roots_are_resolved_from_the_project_not_the_start(project: Path) -> None:
    (project / "a" / "b").mkdir(parents=True)
    home = project.parent / "home"
    place = Workspace.find(project / "a" / "b", {"HOME": str(home)})
    assert place.roots.project == project.resolve() / ".ecc" / "memory" / "project"
    assert place.roots.user == home.resolve() / ".ecc" / "memory"
    moved = Workspace.find(project / "a", {"HOME": str(home), "ECC_MEMORY_USER_ROOT": "~/v"})
    assert moved.roots.user == home.resolve() / "v"


@pytest.mark.parametrize(
    ("name", "value", "code"),
    [
        ("ECC_MEMORY_WATCH", "sometimes", "INVALID_SETTING"),
        ("ECC_MEMORY_INDEX_VERIFY_SECONDS", "-1", "INVALID_SETTING"),
        ("ECC_MEMORY_INDEX_VERIFY_SECONDS", "9" * 5000, "INVALID_SETTING"),
        ("ECC_MEMORY_PROJECT_ROOT", "x" * 5000, "INVALID_ROOT"),
        ("ECC_MEMORY_PROJECT_ROOT", "vault\x1b[2J", "INVALID_ROOT"),
    ],
    ids=["watch", "verify-negative", "verify-huge", "root-huge", "root-escape"],
)
def test_a_bad_vault_setting_is_refused_when_the_roots_are_first_used(
    project: Path, name: str, value: str, code: str
) -> None:
    place = Workspace.find(project, {name: value})
    assert place.project == project  # finding the workspace refuses nothing yet
    assert place.harness == "cli"
    with pytest.raises(InvalidInput) as refused:
        _ = place.roots
    assert refused.value.code == code
    assert value not in refused.value.message


def test_the_project_and_roots_are_found_once(project: Path) -> None:
    place = Workspace.find(project, {"HOME": str(project.parent / "home")})
    first = place.roots
    os.rename(project / ".git", project / "git-moved")  # later changes do not move it
    assert place.project == project
    assert place.roots is first
