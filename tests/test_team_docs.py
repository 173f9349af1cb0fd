"""docs/team.md's two-clone walkthrough (docs/examples/team-clones.sh) runs as printed: a real
bare remote, two clones, the native hooks in one and the real pre-commit framework in the other,
answering every question at a terminal with y."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gitrepo import script_on_a_terminal

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "docs" / "examples"
SCRIPT = EXAMPLES / "team-clones.sh"
BIN = str(Path(sys.executable).parent)


def _env() -> dict[str, str]:
    return {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}",
            "EXAMPLES": str(EXAMPLES)}  # fmt: skip


def _git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", *args], cwd=repo, capture_output=True, text=True, check=True, env=_env()
    ).stdout


def test_team_md_prints_the_script_it_runs() -> None:
    script = SCRIPT.read_text(encoding="utf-8")
    assert f"```sh\n{script}```" in (ROOT / "docs" / "team.md").read_text(encoding="utf-8")


@pytest.mark.slow
def test_the_two_clone_walkthrough_runs_end_to_end(tmp_path: Path) -> None:
    code, output = script_on_a_terminal(
        SCRIPT.read_text(encoding="utf-8"), tmp_path, _env(), timeout=300.0
    )
    assert code == 0, output
    assert "Traceback" not in output
    alice, bob = tmp_path / "alice", tmp_path / "bob"
    # Two review questions in all, both Alice's (one per memory); none in Bob's clone.
    assert output.count("for commit? [y/N]:") == 2, output
    assert output.count("Staged the project guard") == 1
    assert not (bob / ".git" / "ecc-memory" / "reviewed").exists()
    # Bob's plugin setup, as status reports it.
    assert "pre-commit: pre-commit framework (the ecc-memory plugin: supported)" in output
    assert "merge driver: registered" in output
    # The merge of main: one conflicted unit, everything else merged.
    assert "CONFLICT (content): Merge conflict in docs/memory/brief.md" in output
    assert "1 unit(s) changed on both sides" in output
    parents = _git(bob, "log", "-1", "--format=%P").split()
    assert len(parents) == 2
    tracked = _git(bob, "ls-files", ".ecc/memory").splitlines()
    assert ".ecc/memory/project/.gitignore" in tracked
    assert sum(p.startswith(".ecc/memory/reviews/") for p in tracked) == 2
    assert sum(p.startswith(".ecc/memory/team/facts/") for p in tracked) == 2
    assert "Purpose:\nAn API for orders\n" in (bob / "docs/memory/brief.md").read_text()
    # The server gate on Bob's branch, and Alice's memory found in Bob's clone.
    checked = subprocess.run(
        ["ecc", "memory", "ci", "--json"], cwd=bob, env=_env(), capture_output=True,
        text=True, check=False,
    )  # fmt: skip
    report = json.loads(checked.stdout)
    assert (checked.returncode, report["problems"]) == (0, [])
    assert report["baseSource"] == "origin/main"
    found = subprocess.run(
        ["ecc", "memory", "search", "staging", "--json"], cwd=bob, env=_env(),
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    (hit,) = json.loads(found.stdout)["results"]
    assert (hit["memory"]["title"], hit["memory"]["scope"]) == ("Staging reset", "team")
    # Alice's clone has both memories' records from her own reviews, and a clean tree.
    assert _git(alice, "status", "--porcelain") == ""
