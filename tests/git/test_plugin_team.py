"""The pre-commit plugin is a first-class setup (issue 30 item 4): a clone of a real bare
remote that runs ecc-memory only through the real pre-commit framework (the documented local
config) gets the docs/memory/ merge driver from one command and nothing else, ``hooks status``
calls the setup supported, and a docs/memory/ conflict in a clone without the driver prints the
one line that registers it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.git.merge_driver import ATTRIBUTE_LINES, DRIVER_KEY
from gitrepo import GUARD, git, init_repo, write
from protocol_fixtures.merge import add_decision, decision
from protocol_fixtures.support import FIXTURE

ROOT = Path(__file__).resolve().parents[2]
LOCAL = ROOT / "docs" / "examples" / "pre-commit-local.yaml"
BIN = str(Path(sys.executable).parent)
ENV = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
DEC = "docs/memory/decisions.md"
HOOKS = ("pre-commit", "pre-merge-commit", "post-commit", "post-checkout")


def run(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(args, cwd=repo, capture_output=True, text=True, check=False, env=ENV)
    done.stdout += done.stderr
    return done


def ecc(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return run(repo, sys.executable, "-m", "ecc_memory", "memory", *args)


@pytest.fixture
def remote(tmp_path: Path) -> Path:
    """main holds the protocol files, the guard, the plugin config and the committed
    .gitattributes line that routes docs/memory/ to the driver."""
    seed = init_repo(tmp_path / "seed")
    shutil.copytree(FIXTURE, seed / "docs" / "memory")
    write(seed, ".ecc/memory/project/.gitignore", GUARD)
    write(seed, ".gitattributes", "".join(line + "\n" for line in ATTRIBUTE_LINES))
    write(seed, ".pre-commit-config.yaml", LOCAL.read_text(encoding="utf-8"))
    git(seed, "add", "-f", ".")
    git(seed, "commit", "-q", "-m", "memory, guard, plugin config")
    bare = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(bare))
    git(seed, "push", "-q", str(bare), "main")
    return bare


def plugin_clone(remote: Path, where: Path) -> Path:
    git(where.parent, "clone", "-q", str(remote), str(where))
    installed = run(where, str(Path(BIN) / "pre-commit"), "install")
    assert installed.returncode == 0, installed.stdout
    return where


def hooks_snapshot(repo: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted((repo / ".git/hooks").iterdir())}


@pytest.mark.slow
def test_one_command_gives_a_plugin_user_the_driver_and_nothing_else(
    remote: Path, tmp_path: Path
) -> None:
    pat = plugin_clone(remote, tmp_path / "pat")
    status = ecc(pat, "hooks", "status").stdout
    for hook in HOOKS:
        assert f"{hook}: pre-commit framework (the ecc-memory plugin: supported)" in status
    assert "consider the pre-commit plugin" not in status
    assert "merge driver: absent" in status
    assert "register it: ecc memory hooks install --merge-driver-only" in status

    hooks, config = hooks_snapshot(pat), git(pat, "config", "--local", "--list").stdout
    # The plugin's own command: the manifest's manual hook, in pre-commit's environment.
    registered = run(pat, str(Path(BIN) / "pre-commit"), "run", "--hook-stage", "manual",
                     "ecc-memory-merge-driver")  # fmt: skip
    assert registered.returncode == 0, registered.stdout
    assert hooks_snapshot(pat) == hooks  # no hook installed, chained or changed
    added = set(git(pat, "config", "--local", "--list").stdout.splitlines()) - set(
        config.splitlines()
    )
    assert {line.split("=", 1)[0] for line in added} == {DRIVER_KEY, "merge.ecc-memory.name"}
    assert git(pat, "status", "--porcelain").stdout == ""  # nothing tracked changed
    status = ecc(pat, "hooks", "status").stdout
    assert "merge driver: registered" in status
    assert "runs: yes" in status
    again = ecc(pat, "hooks", "install", "--merge-driver-only")  # where ecc is installed
    assert again.returncode == 0, again.stdout
    assert hooks_snapshot(pat) == hooks


@pytest.mark.slow
def test_a_conflict_without_the_driver_names_the_line_that_registers_it(
    remote: Path, tmp_path: Path
) -> None:
    pat = plugin_clone(remote, tmp_path / "pat")
    nat = tmp_path / "nat"
    git(tmp_path, "clone", "-q", str(remote), str(nat))
    write(
        nat,
        DEC,
        add_decision((nat / DEC).read_bytes(), decision("0000000a", "20261201", "workflow")),
    )
    git(nat, "commit", "-q", "-am", "main decides")
    git(nat, "push", "-q", "origin", "main")

    git(pat, "switch", "-q", "-c", "topic")
    mine = decision("0000000b", "20261202", "performance")
    write(pat, DEC, add_decision((pat / DEC).read_bytes(), mine))
    done = run(pat, "git", "commit", "-q", "-am", "topic decides")
    assert done.returncode == 0, done.stdout
    git(pat, "fetch", "-q", "origin")
    merged = run(pat, "git", "merge", "--no-edit", "origin/main")
    assert merged.returncode == 1
    assert f"CONFLICT (content): Merge conflict in {DEC}" in merged.stdout

    # Committing the markers: the protocol check blocks, and names the one line.
    blocked = run(pat, "git", "commit", "-q", "-a", "--no-edit")
    assert blocked.returncode == 1, blocked.stdout
    line = (
        "ecc-memory: docs/memory/ was merged line by line: .gitattributes names "
        "merge=ecc-memory, but this clone has no merge driver; register it: "
        "ecc memory hooks install --merge-driver-only"
    )
    assert line in blocked.stdout
    # The printed line, run as printed (pre-commit itself refuses to run during a conflict).
    printed = blocked.stdout.split("register it: ", 1)[1].split(" (then", 1)[0]
    driver = run(pat, "sh", "-c", printed)
    assert driver.returncode == 0, driver.stdout
    assert git(pat, "config", DRIVER_KEY).stdout.strip()
    git(pat, "merge", "--abort")
    again = run(pat, "git", "merge", "--no-edit", "origin/main")  # by unit this time
    assert again.returncode == 0, again.stdout
    text = (pat / DEC).read_text(encoding="utf-8")
    assert "<<<<<<<" not in text
    assert "MC-DEC-20261201-0000000a" in text
    assert "MC-DEC-20261202-0000000b" in text
    assert "merged line by line" not in again.stdout
    assert git(pat, "log", "-1", "--format=%P").stdout.count(" ") == 1  # the merge commit
