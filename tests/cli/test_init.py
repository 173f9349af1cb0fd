"""``ecc memory init`` (and a first save) where no vault belongs: outside a repository it refuses
unless ``--here``, and it never puts one scope inside another. Refusals write nothing."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from conftest import snapshot
from ecc_memory.cli.main import ecc
from gitrepo import init_repo


def cli(*args: str, stdin: str | None = None, env: dict[str, str] | None = None) -> Result:
    result = CliRunner().invoke(ecc, ["memory", *args], input=stdin, env=env)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.stderr
    return result


def error_code(result: Result) -> str:
    return str(json.loads(result.stdout)["error"]["code"])


@pytest.fixture
def plain_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A directory in no git repository, as the working directory."""
    where = tmp_path / "downloads"
    where.mkdir()
    monkeypatch.chdir(where)
    return where


def test_init_outside_a_repository_refuses_and_writes_nothing(
    plain_dir: Path, isolated_env: Path
) -> None:
    before = snapshot(plain_dir), snapshot(isolated_env)
    plain = cli("init")
    assert plain.exit_code == 2
    assert plain.stderr.startswith(f"Error: no git repository at or above {plain_dir}")
    assert "`ecc memory init --here`" in plain.stderr
    as_json = cli("init", "--json")
    assert as_json.exit_code == 2
    assert error_code(as_json) == "NOT_A_REPOSITORY"
    assert (snapshot(plain_dir), snapshot(isolated_env)) == before


def test_init_here_creates_the_vault_in_the_directory_and_saves_then_work(plain_dir: Path) -> None:
    created = cli("init", "--here")
    assert created.exit_code == 0, created.stderr
    assert (plain_dir / ".ecc" / "memory" / "project" / ".gitignore").is_file()
    saved = cli("save", "--title", "Here", "--stdin", stdin="a note outside git")
    assert saved.exit_code == 0, saved.stderr
    again = cli("init")  # the vault exists now: nothing to ask for
    assert again.exit_code == 0, again.stderr


def test_a_save_outside_a_repository_without_a_vault_refuses(
    plain_dir: Path, isolated_env: Path
) -> None:
    before = snapshot(plain_dir), snapshot(isolated_env)
    result = cli("save", "--title", "Lost", "--stdin", "--json", stdin="where would this go")
    assert result.exit_code == 2
    assert error_code(result) == "NOT_A_REPOSITORY"
    assert (snapshot(plain_dir), snapshot(isolated_env)) == before


def test_init_in_home_never_nests_the_project_scope_in_the_user_scope(
    isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(isolated_env)
    before = snapshot(isolated_env)
    for args in (("init", "--here"), ("init", "--here", "--scope", "project")):
        result = cli(*args, "--json")
        assert result.exit_code == 2, result.stdout
        assert error_code(result) == "SCOPES_NESTED"
        assert "inside the user scope" in json.loads(result.stdout)["error"]["message"]
    assert snapshot(isolated_env) == before


def test_a_dotfiles_repository_in_home_does_not_nest_scopes_either(
    isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    init_repo(isolated_env)
    monkeypatch.chdir(isolated_env)
    before = snapshot(isolated_env)
    for args in (("init",), ("save", "--title", "x", "--stdin", "--scope", "team")):
        result = cli(*args, "--json", stdin="body")
        assert result.exit_code == 2, result.stdout
        assert error_code(result) == "SCOPES_NESTED"
    assert snapshot(isolated_env) == before


def test_the_user_scope_and_an_explicit_project_root_need_no_repository(
    plain_dir: Path, tmp_path: Path, isolated_env: Path
) -> None:
    user = cli("init", "--scope", "user")
    assert user.exit_code == 0, user.stderr
    assert (isolated_env / ".ecc" / "memory" / "notes").is_dir()
    elsewhere = tmp_path / "vault"
    result = cli("init", env={"ECC_MEMORY_PROJECT_ROOT": str(elsewhere)})
    assert result.exit_code == 0, result.stderr
    assert sorted(os.listdir(elsewhere)) == ["project", "team"]
    assert not (plain_dir / ".ecc").exists()


def test_init_in_a_subdirectory_of_a_repository_uses_its_root(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = init_repo(tmp_path / "repo", commit=False)
    (repo / "src" / "deep").mkdir(parents=True)
    monkeypatch.chdir(repo / "src" / "deep")
    result = cli("init")
    assert result.exit_code == 0, result.stderr
    assert (repo / ".ecc" / "memory" / "team").is_dir()
    assert not (repo / "src" / "deep" / ".ecc").exists()
