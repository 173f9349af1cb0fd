"""Root resolution: the one place that reads the environment."""

from __future__ import annotations

from pathlib import Path

import pytest

from ecc_memory.config import (
    check_scopes,
    default_source_harness,
    dry_run,
    find_project_dir,
    harness_from_env,
    resolve_roots,
    user_scope_allowed,
)
from ecc_memory.errors import InvalidInput


def test_default_roots(project: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    roots = resolve_roots(project, {"HOME": str(home)})
    assert roots.project == project / ".ecc" / "memory" / "project"
    assert roots.team == project / ".ecc" / "memory" / "team"
    assert roots.user == home / ".ecc" / "memory"
    assert roots.cache_dir == home / ".cache" / "ecc-memory"


def test_project_is_found_from_a_subdirectory(project: Path) -> None:
    deep = project / "src" / "pkg"
    deep.mkdir(parents=True)
    assert find_project_dir(deep) == project
    assert resolve_roots(deep, {}).project == project / ".ecc" / "memory" / "project"


def test_git_file_of_a_linked_worktree_stops_the_walk(project: Path) -> None:
    worktree = project / "wt"
    worktree.mkdir()
    (worktree / ".git").write_text("gitdir: ../.git/worktrees/wt\n")
    assert find_project_dir(worktree / ".") == worktree


def test_no_git_means_the_cwd_is_the_project(tmp_path: Path) -> None:
    bare = tmp_path / "plain" / "dir"
    bare.mkdir(parents=True)
    assert resolve_roots(bare, {}).project == bare / ".ecc" / "memory" / "project"


def test_symlinked_project_resolves_to_its_real_path(project: Path, tmp_path: Path) -> None:
    link = tmp_path / "alias"
    link.symlink_to(project)
    assert resolve_roots(link, {}).project == project / ".ecc" / "memory" / "project"


def test_overrides_are_relative_to_the_repository_and_trimmed(
    project: Path, tmp_path: Path
) -> None:
    env = {
        "ECC_MEMORY_PROJECT_ROOT": "  shared-vault \n",
        "ECC_MEMORY_USER_ROOT": str(tmp_path / "u"),
    }
    roots = resolve_roots(project, env)
    assert roots.project == project / "shared-vault" / "project"
    assert roots.team == project / "shared-vault" / "team"
    assert roots.user == tmp_path / "u"
    assert roots.location("user") == (tmp_path / "u", ())


def test_relative_overrides_resolve_against_the_repository_root(
    project: Path, tmp_path: Path
) -> None:
    deep = project / "src" / "pkg"
    deep.mkdir(parents=True)
    env = {"ECC_MEMORY_PROJECT_ROOT": "shared-vault", "ECC_MEMORY_USER_ROOT": "mine/user"}
    for cwd in (project, project / "src", deep):  # one vault, wherever the command runs
        roots = resolve_roots(cwd, env)
        assert roots.project == project / "shared-vault" / "project"
        assert roots.user == project / "mine" / "user"


def test_tilde_in_overrides_is_the_injected_home(project: Path, tmp_path: Path) -> None:
    home = tmp_path / "injected-home"
    env = {"HOME": str(home), "ECC_MEMORY_PROJECT_ROOT": "~/vaults/p", "ECC_MEMORY_USER_ROOT": "~"}
    roots = resolve_roots(project, env)
    assert roots.project == home / "vaults" / "p" / "project"
    assert roots.location("user") == (home, ())


def test_blank_override_is_ignored(project: Path) -> None:
    roots = resolve_roots(project, {"ECC_MEMORY_PROJECT_ROOT": "   "})
    assert roots.project == project / ".ecc" / "memory" / "project"


@pytest.mark.parametrize("value", ["vault\x1b[31m", "a\u202eb", "x" * 4097, "line\nbreak/x"])
@pytest.mark.parametrize("name", ["ECC_MEMORY_PROJECT_ROOT", "ECC_MEMORY_USER_ROOT"])
def test_unsafe_overrides_are_refused(project: Path, name: str, value: str) -> None:
    with pytest.raises(InvalidInput) as info:
        resolve_roots(project, {name: value})
    assert info.value.code == "INVALID_ROOT"
    assert value not in info.value.message


def test_home_falls_back_to_userprofile(project: Path, tmp_path: Path) -> None:
    roots = resolve_roots(project, {"USERPROFILE": str(tmp_path / "profile")})
    assert roots.user == tmp_path / "profile" / ".ecc" / "memory"


def test_cache_dir_precedence(project: Path, tmp_path: Path) -> None:
    home = str(tmp_path / "home")
    xdg = str(tmp_path / "xdg")
    assert resolve_roots(project, {"HOME": home, "XDG_CACHE_HOME": xdg}).cache_dir == Path(
        xdg, "ecc-memory"
    )
    explicit = {"HOME": home, "XDG_CACHE_HOME": xdg, "ECC_MEMORY_CACHE_DIR": str(tmp_path / "c")}
    assert resolve_roots(project, explicit).cache_dir == tmp_path / "c"


def test_cache_is_never_inside_the_project(project: Path) -> None:
    import os

    roots = resolve_roots(project, os.environ)
    assert not str(roots.cache_dir).startswith(str(project))


def test_check_scopes() -> None:
    assert check_scopes(["project", "team", "user"]) == ("project", "team", "user")
    with pytest.raises(InvalidInput) as info:
        check_scopes(["global"])
    assert info.value.code == "INVALID_SCOPE"
    with pytest.raises(InvalidInput) as info:
        check_scopes(["team", "team"])
    assert info.value.code == "DUPLICATE_VALUE"


def test_harness_identity() -> None:
    assert harness_from_env({"ECC_MEMORY_HARNESS": "codex"}) == "codex"
    bad_values = ["", "Claude", "codex\n", " codex", "../x"]
    for bad in [{}, *({"ECC_MEMORY_HARNESS": value} for value in bad_values)]:
        with pytest.raises(InvalidInput) as info:
            harness_from_env(bad)
        assert info.value.code == "HARNESS_REQUIRED"
    assert default_source_harness({}) == "cli"
    assert default_source_harness({"ECC_MEMORY_HARNESS": "claude"}) == "claude"


def test_switches_need_exactly_one() -> None:
    assert user_scope_allowed({"ECC_MEMORY_ALLOW_USER_SCOPE": "1"})
    assert not user_scope_allowed({"ECC_MEMORY_ALLOW_USER_SCOPE": "true"})
    assert not user_scope_allowed({})
    assert dry_run({"ECC_DRY_RUN": "1"})
    assert not dry_run({"ECC_DRY_RUN": "0"})
    assert not dry_run({})
