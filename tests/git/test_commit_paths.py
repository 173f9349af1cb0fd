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

from ecc_memory.git import install
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

PRE, MERGE, APPLY = "pre-commit", "pre-merge-commit", "pre-applypatch"
POST, POST_MERGE, REWRITE = "post-commit", "post-merge", "post-rewrite"

# (operation, shell script run on branch main, outcome with our hooks installed, text the
# output must contain, the hooks among LOGGED that git runs for it)
ROWS = [
    ("commit", f"{ADD_LEAK} && git commit -m x", "blocked", PROJECT_BLOCK, {PRE, POST}),
    ("commit -a", f"{ADD_LEAK} && echo more >> README.md && git commit -a -m x", "blocked",
     PROJECT_BLOCK, {PRE, POST}),
    ("commit --amend", f"{ADD_LEAK} && git commit --amend -m x", "blocked", PROJECT_BLOCK,
     {PRE, POST, REWRITE}),
    ("merge (creates a merge commit)", "git merge --no-ff -m m side", "blocked", PROJECT_BLOCK,
     {MERGE, POST_MERGE}),
    ("merge --no-commit, then commit", "git merge --no-ff --no-commit side && git commit -m m",
     "blocked", PROJECT_BLOCK, {PRE, POST}),
    ("merge with conflicts, then commit", CLASH, "blocked", PROJECT_BLOCK, {PRE, POST}),
    ("merge --squash, then commit", "git merge --squash side && git commit -m m", "blocked",
     PROJECT_BLOCK, {POST_MERGE, PRE, POST}),
    ("cherry-pick -n, then commit", "git cherry-pick -n side && git commit -m c", "blocked",
     PROJECT_BLOCK, {PRE, POST}),
    ("am", "git format-patch -q -1 side --stdout > ../p.patch && git am ../p.patch", "blocked",
     PROJECT_BLOCK, {APPLY}),
    ("rebase --apply", "git checkout -q side && git rebase --apply main", "blocked",
     PROJECT_BLOCK, {APPLY, REWRITE}),
    ("cherry-pick", "git cherry-pick side", "warned", PROJECT_BLOCK, {POST}),
    ("revert", f"{BULK} && git revert --no-edit HEAD", "warned",
     "this commit deletes 12 memory files", {POST}),
    ("rebase", "git checkout -q side && git rebase main", "warned", PROJECT_BLOCK,
     {POST, REWRITE}),
    ("rebase -i", "git checkout -q side && GIT_SEQUENCE_EDITOR=true git rebase -i main", "warned",
     PROJECT_BLOCK, {POST, REWRITE}),
    ("commit --no-verify", f"{ADD_LEAK} && git commit --no-verify -m x", "warned", PROJECT_BLOCK,
     {POST}),
    ("merge --no-verify", "git merge --no-verify --no-ff -m m side", "unchecked", "",
     {POST_MERGE}),
    ("fast-forward merge", "git checkout -q -b ff side~1 && git merge --ff-only side",
     "unchecked", "", {POST_MERGE}),
    ("stash", f"{ADD_LEAK} && git stash -q", "unchecked", "", set()),
]  # fmt: skip
LOGGED = (PRE, MERGE, APPLY, POST, POST_MERGE, REWRITE)
IDS = [row[0] for row in ROWS]


def _scratch(tmp_path: Path) -> Path:
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
    return path


def _run(repo: Path, script: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["sh", "-c", f"set -e\n{script}"], cwd=repo, capture_output=True, text=True, check=False,
        env={**os.environ, "GIT_EDITOR": "true"},
    )  # fmt: skip


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = _scratch(tmp_path)
    install.install(open_repo(path), sys.executable, "-P")
    return path


def _head_has_leak(repo: Path) -> bool:
    listed = git(repo, "ls-tree", "-r", "--name-only", "HEAD").stdout.splitlines()
    return LEAK in listed


@pytest.mark.parametrize(("operation", "script", "outcome", "needle", "ran"), ROWS, ids=IDS)
def test_commit_path(
    repo: Path, operation: str, script: str, outcome: str, needle: str, ran: set[str]
) -> None:
    done = _run(repo, script)
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


@pytest.mark.parametrize(("operation", "script", "outcome", "needle", "ran"), ROWS, ids=IDS)
def test_hooks_git_runs(
    tmp_path: Path, operation: str, script: str, outcome: str, needle: str, ran: set[str]
) -> None:
    """The "hooks git runs" column of the table: hooks that only log their name."""
    path = _scratch(tmp_path)
    log = tmp_path / "hooks.log"
    for hook in LOGGED:
        script_path = path / ".git/hooks" / hook
        script_path.write_text(f"#!/bin/sh\necho {hook} >> '{log}'\n", encoding="utf-8")
        script_path.chmod(0o755)
    done = _run(path, script)
    assert done.returncode == 0, done.stdout + done.stderr  # hooks that pass block nothing
    logged = set(log.read_text().split()) if log.exists() else set()
    assert logged == ran
