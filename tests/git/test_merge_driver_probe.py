"""The merge driver outlives the venv it was installed from: with that interpreter gone it runs
``ecc`` from PATH, with neither it says so and uses git's line merge, and ``hooks status`` runs
the registered command to report which of these it found. A real venv, really removed."""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
from pathlib import Path

import pytest

from gitrepo import commit_all, git, init_repo, write
from protocol_fixtures.merge import add_decision, decision
from protocol_fixtures.support import FIXTURE

DEC = "docs/memory/decisions.md"


def throwaway_venv(where: Path) -> Path:
    """A real venv (no pip) whose interpreter imports this checkout's ecc_memory and its
    dependencies through a .pth file: the venv a user installed from and later removed."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True)
    python = where / "bin" / "python"
    target = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True, text=True, check=True,
    ).stdout.strip()  # fmt: skip
    # An "import" line of a .pth file runs: addsitedir also reads the editable install's .pth.
    lines = [f"import site; site.addsitedir({path!r})" for path in site.getsitepackages()]
    Path(target, "ecc-test-parent.pth").write_text("\n".join(lines) + "\n")
    return python


def path_without_ecc() -> str:
    return os.pathsep.join(
        p for p in os.environ["PATH"].split(os.pathsep) if p and not Path(p, "ecc").exists()
    )


def run(repo: Path, *args: str, path: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": path if path is not None else os.environ["PATH"]}
    return subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", *args],
        cwd=repo, env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip


def two_sides(repo: Path) -> None:
    git(repo, "switch", "-q", "-c", "topic")
    decisions = repo / DEC
    decisions.write_bytes(
        add_decision(decisions.read_bytes(), decision("0000000b", "20261202", "performance"))
    )
    commit_all(repo, "topic decides")
    git(repo, "switch", "-q", "main")
    decisions.write_bytes(
        add_decision(decisions.read_bytes(), decision("0000000a", "20261201", "workflow"))
    )
    commit_all(repo, "main decides")


@pytest.fixture
def installed(tmp_path: Path) -> tuple[Path, Path]:
    """A repository whose driver was registered by a venv's interpreter; (repo, venv)."""
    repo = init_repo(tmp_path / "repo")
    shutil.copytree(FIXTURE, repo / "docs" / "memory")
    write(repo, ".gitattributes", "docs/memory/**/*.md merge=ecc-memory\n")
    commit_all(repo, "memory")
    venv = tmp_path / "venv"
    python = throwaway_venv(venv)
    done = subprocess.run(
        [str(python), "-m", "ecc_memory", "memory", "hooks", "install", "--hook", "pre-commit"],
        cwd=repo, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert str(python) in git(repo, "config", "merge.ecc-memory.driver").stdout
    return repo, venv


def test_status_runs_the_driver_recorded_at_install(installed: tuple[Path, Path]) -> None:
    repo, venv = installed
    status = json.loads(run(repo, "hooks", "status", "--json").stdout)["mergeDriver"]
    assert status["driver"] == "registered"
    assert status["probe"]["works"] is True
    assert status["probe"]["runsWith"] == "python"
    assert status["probe"]["python"] == str(venv / "bin" / "python")


def test_with_the_venv_removed_merges_use_ecc_on_path(installed: tuple[Path, Path]) -> None:
    repo, venv = installed
    shutil.rmtree(venv)
    text = run(repo, "hooks", "status").stdout
    assert "merge driver: registered" in text
    assert "runs: yes, through ecc on PATH" in text
    assert f"{venv / 'bin' / 'python'} is gone" in text
    two_sides(repo)
    merged = git(repo, "merge", "--no-edit", "topic", check=False)
    assert merged.returncode == 0, merged.stdout + merged.stderr
    content = (repo / DEC).read_text()
    assert "<<<<<<<" not in content
    assert "0000000a" in content
    assert "0000000b" in content


def test_with_neither_status_says_no_and_merges_warn(installed: tuple[Path, Path]) -> None:
    repo, venv = installed
    shutil.rmtree(venv)
    bare_path = path_without_ecc()
    status = run(repo, "hooks", "status", "--json", path=bare_path)
    probe = json.loads(status.stdout)["mergeDriver"]["probe"]
    assert (probe["works"], probe["runsWith"]) == (False, "line-merge")
    text = run(repo, "hooks", "status", path=bare_path).stdout
    assert "runs: NO (neither the recorded Python nor ecc on PATH runs" in text
    two_sides(repo)
    env_path = {"PATH": bare_path}
    merged = git(repo, "merge", "--no-edit", "topic", check=False, env=env_path)
    assert merged.returncode != 0  # git's line merge conflicts, as without the driver ...
    assert "ecc-memory: merge driver: neither" in merged.stdout + merged.stderr  # ... and says so
    assert "<<<<<<<" in (repo / DEC).read_text()


def test_a_driver_registered_by_an_older_release_is_probed_too(tmp_path: Path) -> None:
    """0.2 wrote ``<python> -P -m ecc_memory.entry merge-file %O %A %B %P``."""
    repo = init_repo(tmp_path / "repo")
    command = f"{sys.executable} -P -m ecc_memory.entry merge-file %O %A %B %P"
    git(repo, "config", "merge.ecc-memory.driver", command)
    probe = json.loads(run(repo, "hooks", "status", "--json").stdout)["mergeDriver"]["probe"]
    assert (probe["works"], probe["runsWith"], probe["python"]) == (True, "python", sys.executable)
    git(repo, "config", "merge.ecc-memory.driver", "/gone/python -P -m x merge-file %O %A %B %P")
    probe = json.loads(run(repo, "hooks", "status", "--json").stdout)["mergeDriver"]["probe"]
    assert probe["works"] is False
    assert probe["detail"].startswith("exit ")
