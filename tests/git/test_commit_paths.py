"""Every way git makes a commit, with the native hooks installed: which ones the hooks block,
which ones they can only warn about afterwards, and which ones only `ecc memory ci` sees.

One row per row of the table in docs/git.md ("Which git operations are checked"); each runs
real git (2.39 or newer) in a scratch repository. The bad content is a project-scope memory,
force-added on a branch `side` with `--no-verify`, or (revert) a bulk deletion.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.git import hooks
from ecc_memory.git.repo import open_repo
from ecc_memory.vault.document import new_memory, serialize
from gitrepo import GUARD, git, init_repo, write

LEAK = ".ecc/memory/project/notes/leak.md"
PROJECT_BLOCK = f"{LEAK}: project-scope memory is never committed"
WARNING = "ecc-memory: warning: commit "
ADD_LEAK = f"mkdir -p .ecc/memory/project/notes && echo private > {LEAK} && git add -f {LEAK}"
BULK = "\n".join(
    [
        "for i in $(seq 1 12); do cp ../team.md .ecc/memory/team/facts/m$i.md; done",
        "git add .ecc/memory/team && git commit -q -n -m bulk",
    ]
)
CLASH = "\n".join(
    [
        "git checkout -q side && echo s > clash.txt && git add clash.txt",
        "git commit -q -n -m s && git checkout -q main",
        "echo m > clash.txt && git add clash.txt && git commit -q -n -m m",
        "git merge side || true",
        "echo r > clash.txt && git add clash.txt && git commit --no-edit",
    ]
)

# (operation, shell script run on branch main, outcome, text the output must contain)
ROWS = [
    ("commit", f"{ADD_LEAK} && git commit -m x", "blocked", PROJECT_BLOCK),
    ("commit -a", f"{ADD_LEAK} && echo more >> README.md && git commit -a -m x", "blocked",
     PROJECT_BLOCK),
    ("commit --amend", f"{ADD_LEAK} && git commit --amend -m x", "blocked", PROJECT_BLOCK),
    ("merge (creates a merge commit)", "git merge --no-ff -m m side", "blocked", PROJECT_BLOCK),
    ("merge --no-commit, then commit", "git merge --no-ff --no-commit side && git commit -m m",
     "blocked", PROJECT_BLOCK),
    ("merge with conflicts, then commit", CLASH, "blocked", PROJECT_BLOCK),
    ("merge --squash, then commit", "git merge --squash side && git commit -m m", "blocked",
     PROJECT_BLOCK),
    ("cherry-pick -n, then commit", "git cherry-pick -n side && git commit -m c", "blocked",
     PROJECT_BLOCK),
    ("am", "git format-patch -q -1 side --stdout > ../p.patch && git am ../p.patch", "blocked",
     PROJECT_BLOCK),
    ("rebase --apply", "git checkout -q side && git rebase --apply main", "blocked",
     PROJECT_BLOCK),
    ("cherry-pick", "git cherry-pick side", "warned", PROJECT_BLOCK),
    ("revert", f"{BULK} && git revert --no-edit HEAD", "warned",
     "this commit deletes 12 memory files"),
    ("rebase", "git checkout -q side && git rebase main", "warned", PROJECT_BLOCK),
    ("rebase -i", "git checkout -q side && GIT_SEQUENCE_EDITOR=true git rebase -i main", "warned",
     PROJECT_BLOCK),
    ("commit --no-verify", f"{ADD_LEAK} && git commit --no-verify -m x", "warned", PROJECT_BLOCK),
    ("merge --no-verify", "git merge --no-verify --no-ff -m m side", "unchecked", ""),
    ("fast-forward merge", "git checkout -q -b ff side~1 && git merge --ff-only side",
     "unchecked", ""),
    ("stash", f"{ADD_LEAK} && git stash -q", "unchecked", ""),
]  # fmt: skip


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    team = new_memory(title="T", body="Fact.", source_harness="codex", kind="fact", scope="team")
    (tmp_path / "team.md").write_bytes(serialize(team))
    write(path, ".ecc/memory/project/.gitignore", GUARD)
    (path / ".ecc/memory/team/facts").mkdir(parents=True)
    git(path, "add", ".ecc")
    git(path, "commit", "-q", "-m", "guard")
    git(path, "checkout", "-q", "-b", "side")
    write(path, LEAK, "private\n")
    git(path, "add", "-f", LEAK)
    git(path, "commit", "-q", "--no-verify", "-m", "leak")
    git(path, "checkout", "-q", "main")
    write(path, "other.txt", "o\n")
    git(path, "add", "other.txt")
    git(path, "commit", "-q", "-m", "other")
    hooks.install(open_repo(path), sys.executable, "-P")
    return path


def _head_has_leak(repo: Path) -> bool:
    listed = git(repo, "ls-tree", "-r", "--name-only", "HEAD").stdout.splitlines()
    return LEAK in listed


@pytest.mark.parametrize(
    ("operation", "script", "outcome", "needle"), ROWS, ids=[r[0] for r in ROWS]
)
def test_commit_path(repo: Path, operation: str, script: str, outcome: str, needle: str) -> None:
    done = subprocess.run(
        ["sh", "-c", f"set -e\n{script}"], cwd=repo, capture_output=True, text=True, check=False,
        env={**os.environ, "GIT_EDITOR": "true"},
    )  # fmt: skip
    output = done.stdout + done.stderr
    if outcome == "blocked":
        assert done.returncode != 0, output
        assert needle in output
        assert not _head_has_leak(repo), output
    elif outcome == "warned":
        assert done.returncode == 0, output
        assert needle in output
        assert WARNING in output
    else:
        assert done.returncode == 0, output
        assert WARNING not in output
        assert "never committed" not in output
