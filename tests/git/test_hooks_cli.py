"""`ecc memory hooks install | uninstall | status | run` as a user types them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from gitrepo import git, init_repo, write

ECC = str(Path(sys.executable).parent / "ecc")


def ecc(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ECC, "memory", *args], cwd=cwd, capture_output=True, text=True, check=False
    )


def test_install_status_uninstall(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    others = "pre-merge-commit: absent\npre-applypatch: absent\npost-commit: absent\n"
    status = ecc(repo, "hooks", "status").stdout
    expected = f"pre-commit: absent\n{others}post-checkout: absent\nmerge driver: absent"
    assert status.startswith(expected)
    result = ecc(repo, "hooks", "install", "--hook", "pre-commit")
    assert (result.returncode, result.stdout.split("merge driver")[0]) == (
        0,
        f"pre-commit: installed\n{others}post-checkout: absent\n",
    )
    status = json.loads(ecc(repo, "hooks", "status", "--json").stdout)
    assert status["hooks"][0]["state"] == "installed"
    script = (repo / ".git/hooks/pre-commit").read_text()
    assert sys.executable in script
    assert "@PYTHON@" not in script
    assert ecc(repo, "hooks", "uninstall").returncode == 0
    assert not (repo / ".git/hooks/pre-commit").exists()


def test_installed_hook_runs_from_a_subdirectory_commit(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    ecc(repo, "hooks", "install")
    write(repo, ".ecc/memory/project/.gitignore", "*\n!.gitignore\n")
    write(repo, ".ecc/memory/project/notes/a.md", "x\n")
    git(repo, "add", "-f", ".ecc/memory/project/notes/a.md")
    sub = repo / "sub"
    sub.mkdir()
    result = git(sub, "commit", "-q", "-m", "x", check=False)
    assert result.returncode == 1
    assert "project-scope memory is never committed" in result.stderr


def test_run_outside_a_repository(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    result = ecc(plain, "hooks", "run", "guard")
    assert result.returncode == 2
    assert result.stderr == "Error: not inside a git repository; run it in a git checkout\n"
    assert "Traceback" not in result.stderr


def test_run_each_hook_directly(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    for hook in ("guard", "gitignore", "protocol", "pre-commit"):
        result = ecc(repo, "hooks", "run", hook)
        assert (result.returncode, result.stdout, result.stderr) == (0, "", ""), hook
    result = ecc(repo, "hooks", "run", "post-checkout", "0" * 40, "0" * 40, "1")
    assert (result.returncode, result.stdout, result.stderr) == (0, "", "")


def test_post_checkout_outside_a_repository_exits_zero(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    result = ecc(plain, "hooks", "run", "post-checkout", "a", "b", "1")
    assert result.returncode == 0
    assert result.stderr.count("\n") == 1


def test_install_in_bare_repository(tmp_path: Path) -> None:
    bare = tmp_path / "bare.git"
    git(tmp_path, "init", "-q", "--bare", str(bare))
    result = ecc(bare, "hooks", "install")
    assert result.returncode == 0
    assert (bare / "hooks" / "pre-commit").exists()


def test_install_refuses_when_chain_slot_taken(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    hooks = repo / ".git" / "hooks"
    (hooks / "pre-commit").write_text("#!/bin/sh\nexit 0\n")
    (hooks / "pre-commit.ecc-chained").write_text("#!/bin/sh\nexit 0\n")
    result = ecc(repo, "hooks", "install")
    assert result.returncode == 2  # a refusal the user resolves by merging the two hooks
    assert result.stderr.startswith("Error: both pre-commit and pre-commit.ecc-chained exist")
    assert (hooks / "pre-commit").read_text() == "#!/bin/sh\nexit 0\n"
