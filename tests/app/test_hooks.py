"""``app.hooks``: install, uninstall and status of the native hooks and the merge driver in
the workspace's repository (real repositories; the hooks run with this interpreter)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from ecc_memory.app import hooks
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import EccError
from gitrepo import git, init_repo, write

HOOKS = ("pre-commit", "pre-merge-commit", "pre-applypatch", "post-commit", "post-checkout")
LINE = "docs/memory/**/*.md merge=ecc-memory"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    return init_repo(tmp_path / "repo")


def _place(start: Path) -> Workspace:
    return Workspace.find(start, dict(os.environ))


def _install(start: Path, *types: str, **options: bool) -> hooks.Hooks:
    return hooks.install(
        _place(start), hooks.InstallRequest(types, sys.executable, "-P", **options)
    )


def _states(found: hooks.Hooks) -> dict[str, str]:
    return {state.hook: state.state for state in found.states}


def test_a_fresh_repository_has_no_hooks_and_no_driver(repo: Path) -> None:
    found = hooks.status(_place(repo))
    assert _states(found) == dict.fromkeys(HOOKS, "absent")
    assert found.driver is not None
    assert (found.driver.driver, found.driver.attributes) == ("absent", "missing")
    assert found.driver.missing_lines == (LINE,)
    assert found.plugin is None


def test_install_from_a_subdirectory_installs_every_hook_and_registers_the_driver(
    repo: Path,
) -> None:
    (repo / "src").mkdir()
    done = _install(repo / "src")
    assert _states(done) == dict.fromkeys(HOOKS, "installed")
    assert done.driver is not None
    assert done.driver.driver == "registered"
    assert not (repo / ".gitattributes").exists()  # only on request
    for hook in HOOKS:
        assert os.access(repo / ".git" / "hooks" / hook, os.X_OK)
    exclude = (repo / ".git" / "info" / "exclude").read_text(encoding="utf-8")
    assert "/.ecc/memory/project/" in exclude.splitlines()
    assert _states(hooks.status(_place(repo))) == dict.fromkeys(HOOKS, "installed")
    config = git(repo, "config", "--get", hooks.DRIVER_KEY).stdout
    assert "merge-file" in config


def test_install_twice_changes_nothing_the_second_time(repo: Path) -> None:
    _install(repo)
    hooks_dir = repo / ".git" / "hooks"
    first = {p.name: p.read_bytes() for p in hooks_dir.iterdir()}
    exclude = (repo / ".git" / "info" / "exclude").read_bytes()
    _install(repo)
    assert {p.name: p.read_bytes() for p in hooks_dir.iterdir()} == first
    assert (repo / ".git" / "info" / "exclude").read_bytes() == exclude


def test_a_foreign_hook_is_chained_and_restored_on_uninstall(repo: Path) -> None:
    foreign = b"#!/bin/sh\necho mine\n"
    hook = write(repo, ".git/hooks/pre-commit", foreign)
    hook.chmod(0o755)
    done = _install(repo, "pre-commit")
    [state] = [s for s in done.states if s.hook == "pre-commit"]
    assert (state.state, state.chained) == ("installed", True)
    assert _states(done)["post-commit"] == "absent"  # only the type named
    assert hook.read_bytes() != foreign
    removed = hooks.uninstall(_place(repo), ("pre-commit",))
    assert _states(removed)["pre-commit"] in ("absent", "foreign")
    assert hook.read_bytes() == foreign
    assert removed.driver is None  # one hook type named: the driver is left alone
    assert git(repo, "config", "--get", hooks.DRIVER_KEY, check=False).returncode == 0


def test_uninstall_of_everything_removes_the_driver_s_config_too(repo: Path) -> None:
    _install(repo)
    gone = hooks.uninstall(_place(repo))
    assert _states(gone) == dict.fromkeys(HOOKS, "absent")
    assert gone.driver is not None
    assert gone.driver.driver == "absent"
    assert git(repo, "config", "--get", hooks.DRIVER_KEY, check=False).returncode == 1


def test_the_driver_alone_with_its_attributes_line(repo: Path) -> None:
    write(repo, ".gitattributes", "*.png binary\n")
    done = _install(repo, driver_only=True, write_attributes=True)
    assert done.states == []
    assert done.driver is not None
    assert (done.driver.attributes, done.driver.written) == ("present", True)
    assert (repo / ".gitattributes").read_text(encoding="utf-8").splitlines() == [
        "*.png binary",
        LINE,
    ]
    assert _states(hooks.status(_place(repo))) == dict.fromkeys(HOOKS, "absent")


def test_status_reads_the_pre_commit_config(repo: Path) -> None:
    write(repo, ".pre-commit-config.yaml", "repos: []\n")
    assert hooks.status(_place(repo)).plugin is not None


def test_status_of_a_bare_repository_reads_no_config(tmp_path: Path) -> None:
    bare = tmp_path / "bare.git"
    git(tmp_path, "init", "-q", "--bare", str(bare))
    found = hooks.status(_place(bare))
    assert _states(found) == dict.fromkeys(HOOKS, "absent")
    assert found.plugin is None


def test_outside_a_repository_the_hooks_are_refused(tmp_path: Path) -> None:
    lonely = tmp_path / "lonely"
    lonely.mkdir()
    for operation in (
        lambda: hooks.status(_place(lonely)),
        lambda: hooks.uninstall(_place(lonely)),
        lambda: _install(lonely),
    ):
        with pytest.raises(EccError) as refused:
            operation()
        assert refused.value.code == "git-not-a-repo"
    assert list(lonely.iterdir()) == []


def test_a_taken_chain_slot_is_refused_and_no_hook_or_config_changes(repo: Path) -> None:
    hooks_dir = repo / ".git" / "hooks"
    write(repo, ".git/hooks/pre-commit", "#!/bin/sh\nexit 0\n")
    write(repo, ".git/hooks/pre-commit.ecc-chained", "#!/bin/sh\nexit 1\n")
    before = {p.name: p.read_bytes() for p in hooks_dir.iterdir()}
    config = (repo / ".git" / "config").read_bytes()
    with pytest.raises(EccError) as refused:
        _install(repo)
    assert "pre-commit.ecc-chained" in refused.value.message
    assert {p.name: p.read_bytes() for p in hooks_dir.iterdir()} == before
    assert (repo / ".git" / "config").read_bytes() == config
