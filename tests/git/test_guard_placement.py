"""Where the fail-closed guard lives (issue 17, class 9), with two real clones and a bare remote.

The decision: the guard ``.ecc/memory/project/.gitignore`` is committed wherever a vault is
(so every clone is protected, also one where ecc-memory never ran), the hooks ask for it as
soon as the index holds a vault file, exactly as ``ecc memory ci`` does at HEAD, and every clone
that ecc-memory touches lists the project directory in its own ``.git/info/exclude``, so a pull
that brings the committed guard replaces the untracked copy ``init``, a save or the
post-checkout handoff wrote (git replaces ignored files; it refuses to replace untracked ones
that are not ignored, and the guard's own ``!.gitignore`` un-ignores it).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.git import install, review
from ecc_memory.git.repo import open_repo
from ecc_memory.vault.document import new_memory, serialize
from ecc_memory.view.watched import Layout
from gitrepo import GUARD, git, init_repo, write

GUARD_PATH = ".ecc/memory/project/.gitignore"
TEAM_FACT = ".ecc/memory/team/facts/build.md"


def ecc(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", *args], cwd=repo,
        capture_output=True, text=True, check=False,
    )  # fmt: skip


def team_doc() -> bytes:
    memory = new_memory(title="Build", body="The build uses make.", source_harness="codex",
                        kind="fact", scope="team")  # fmt: skip
    return serialize(memory)


@pytest.fixture
def remote(tmp_path: Path) -> Path:
    """A bare remote with one commit on main, and nothing of ecc-memory in it."""
    seed = init_repo(tmp_path / "seed")
    bare = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(bare))
    git(seed, "push", "-q", str(bare), "main")
    return bare


def clone(remote: Path, where: Path) -> Path:
    git(where.parent, "clone", "-q", str(remote), str(where))
    install.install(open_repo(where), sys.executable, "-P")
    return where


def test_a_teammate_who_ran_init_pulls_the_commit_that_adds_the_guard(
    remote: Path, tmp_path: Path
) -> None:
    alice = clone(remote, tmp_path / "alice")
    bob = clone(remote, tmp_path / "bob")
    for repo in (alice, bob):
        assert ecc(repo, "init").returncode == 0
        assert (repo / GUARD_PATH).read_bytes() == GUARD  # untracked, in both clones
        assert "/.ecc/memory/project/" in (repo / ".git/info/exclude").read_text()
    write(bob, ".ecc/memory/project/notes/mine.md", "bob's own note\n")

    # Alice's first team memory: the hook asks for the guard, as ci does.
    write(alice, TEAM_FACT, team_doc())
    git(alice, "add", TEAM_FACT)
    handle = open_repo(alice)
    review.record_approvals(handle, review.staged_team_docs(handle, Layout()))
    blocked = git(alice, "commit", "-q", "-m", "first team memory", check=False)
    assert blocked.returncode == 1
    assert f"ecc-memory-gitignore: {GUARD_PATH}: the fail-closed guard file is not committed" in (
        blocked.stderr
    )
    assert f"git add -f -- {GUARD_PATH}" in blocked.stderr
    git(alice, "add", "-f", GUARD_PATH)
    git(alice, "commit", "-q", "-m", "first team memory")
    git(alice, "push", "-q", "origin", "main")
    assert ecc(alice, "ci", "--base", "HEAD~1").returncode == 0

    # Bob pulls: his untracked guard is replaced by the committed one (the same bytes), and
    # his project memory stays his, ignored.
    pulled = git(bob, "pull", "-q", "--no-rebase", "origin", "main", check=False)
    assert pulled.returncode == 0, pulled.stderr
    assert "would be overwritten" not in pulled.stderr
    assert git(bob, "ls-files", GUARD_PATH).stdout.strip() == GUARD_PATH
    assert (bob / GUARD_PATH).read_bytes() == GUARD
    assert (bob / ".ecc/memory/project/notes/mine.md").read_text() == "bob's own note\n"
    assert git(bob, "status", "--porcelain").stdout == ""
    assert git(bob, "check-ignore", "-q", ".ecc/memory/project/notes/mine.md").returncode == 0


def test_a_clone_whose_guard_came_from_the_post_checkout_handoff_pulls_it_too(
    remote: Path, tmp_path: Path
) -> None:
    alice = clone(remote, tmp_path / "alice")
    carol = clone(remote, tmp_path / "carol")
    # Carol never ran init: a branch switch with work on the branch left writes a handoff,
    # which creates the project scope and its guard.
    git(carol, "checkout", "-q", "-b", "feature")
    write(carol, "work.txt", "w\n")
    git(carol, "add", "work.txt")
    git(carol, "commit", "-q", "-m", "work")
    switched = git(carol, "checkout", "main")  # not -q: the hook stays silent with it
    assert "saved handoff for feature" in switched.stdout + switched.stderr
    assert (carol / GUARD_PATH).read_bytes() == GUARD
    assert git(carol, "ls-files", GUARD_PATH).stdout == ""

    write(alice, GUARD_PATH, GUARD)
    write(alice, TEAM_FACT, team_doc())
    git(alice, "add", "-f", GUARD_PATH, TEAM_FACT)
    git(alice, "commit", "-q", "--no-verify", "-m", "vault")
    git(alice, "push", "-q", "origin", "main")
    pulled = git(carol, "pull", "-q", "--no-rebase", "origin", "main", check=False)
    assert pulled.returncode == 0, pulled.stderr
    assert git(carol, "ls-files", GUARD_PATH).stdout.strip() == GUARD_PATH
    handoffs = list((carol / ".ecc/memory/project/handoffs").glob("*.md"))
    assert len(handoffs) == 1  # kept, and still ignored
    assert git(carol, "status", "--porcelain").stdout == ""


def test_without_the_exclude_line_git_refuses_the_pull(remote: Path, tmp_path: Path) -> None:
    """Why the exclude line is there: git's own behaviour, with a guard written by hand (as a
    clone from before this change, or another tool, leaves it)."""
    alice = clone(remote, tmp_path / "alice")
    dave = tmp_path / "dave"
    git(tmp_path, "clone", "-q", str(remote), str(dave))
    write(dave, GUARD_PATH, GUARD)
    write(alice, GUARD_PATH, GUARD)
    git(alice, "add", "-f", GUARD_PATH)
    git(alice, "commit", "-q", "-m", "guard")
    git(alice, "push", "-q", "origin", "main")
    refused = git(dave, "pull", "-q", "--no-rebase", "origin", "main", check=False)
    assert refused.returncode != 0
    assert "would be overwritten" in refused.stderr
    # Listing only the file does not help: the guard's "!.gitignore" re-includes it...
    exclude = dave / ".git/info/exclude"
    exclude.write_text(exclude.read_text() + f"/{GUARD_PATH}\n")
    assert git(dave, "pull", "-q", "--no-rebase", "origin", "main", check=False).returncode != 0
    # ...ignoring the directory does, and `ecc memory init` writes exactly that.
    assert ecc(dave, "init").returncode == 0
    assert git(dave, "pull", "-q", "--no-rebase", "origin", "main", check=False).returncode == 0


def test_hooks_install_lists_the_project_scope_in_this_clone_only(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "repo")
    done = ecc(repo, "hooks", "install")
    assert done.returncode == 0, done.stderr
    exclude = (repo / ".git/info/exclude").read_text()
    assert exclude.count("/.ecc/memory/project/") == 1
    assert ecc(repo, "hooks", "install").returncode == 0
    assert (repo / ".git/info/exclude").read_text() == exclude  # written once
    assert git(repo, "status", "--porcelain").stdout == ""  # nothing tracked changed
    assert not os.path.exists(repo / ".ecc")
