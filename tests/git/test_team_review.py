"""A review is needed once per content, not once per clone (issue 30 item 3), with real
clones of a real bare remote and the native hooks installed in each.

Content reviewed in one clone carries its committed review record
(``.ecc/memory/reviews/<blob id>``), and content on the default branch counts as reviewed, so
merge, pull, rebase and cherry-pick bring teammates' reviewed memory without a second review.
A branch whose team memory nobody reviewed (``--no-verify``) is still blocked when merged, and
fails ``ecc memory ci``; a record written by hand beside unreviewed content opens nothing.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.git import install, review
from ecc_memory.git.repo import open_repo
from ecc_memory.vault.document import new_memory, serialize
from ecc_memory.view.watched import Layout
from gitrepo import GUARD, git, init_repo, on_a_terminal, snapshot, write

GUARD_PATH = ".ecc/memory/project/.gitignore"
TEAM = ".ecc/memory/team/facts"


def ecc(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", *args], cwd=repo,
        capture_output=True, text=True, check=False,
    )  # fmt: skip


def review_at_terminal(repo: Path, *args: str, answer: str = "y") -> tuple[int, str]:
    """`ecc memory review ARGS` on a pseudo-terminal, answering every prompt."""
    argv = [sys.executable, "-m", "ecc_memory", "memory", "review", *args]
    return on_a_terminal(argv, repo, answer=answer.encode(), timeout=60)


def team_doc(title: str) -> bytes:
    memory = new_memory(title=title, body=f"{title}: the build uses make.",
                        source_harness="codex", kind="fact", scope="team")  # fmt: skip
    return serialize(memory)


@pytest.fixture
def remote(tmp_path: Path) -> Path:
    """A bare remote whose main already holds the guard (committed once per repository)."""
    seed = init_repo(tmp_path / "seed")
    write(seed, GUARD_PATH, GUARD)
    git(seed, "add", "-f", GUARD_PATH)
    git(seed, "commit", "-q", "-m", "guard")
    bare = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(bare))
    git(seed, "push", "-q", str(bare), "main")
    return bare


def clone(remote: Path, where: Path) -> Path:
    git(where.parent, "clone", "-q", str(remote), str(where))
    install.install(open_repo(where), sys.executable, "-P")
    return where


def reviewed_commit(repo: Path, name: str, message: str) -> str:
    """Save a team memory, approve it as `ecc memory review` does, commit it through the hooks."""
    rel = f"{TEAM}/{name}"
    write(repo, rel, team_doc(name))
    git(repo, "add", rel)
    handle = open_repo(repo)
    assert review.record_approvals(handle, review.staged_team_docs(handle, Layout())) == 1
    done = git(repo, "commit", "-q", "-m", message, check=False)
    assert done.returncode == 0, done.stderr
    return rel


def feature_with_work(repo: Path, branch: str) -> None:
    git(repo, "checkout", "-q", "-b", branch)
    write(repo, f"{branch}.txt", "work\n")
    git(repo, "add", f"{branch}.txt")
    git(repo, "commit", "-q", "-m", f"work on {branch}")


def approvals(repo: Path) -> frozenset[str]:
    return review.approved_blobs(open_repo(repo))


def test_merging_main_brings_teammates_reviewed_memory_without_a_second_review(
    remote: Path, tmp_path: Path
) -> None:
    alice, bob = clone(remote, tmp_path / "alice"), clone(remote, tmp_path / "bob")
    feature_with_work(bob, "feature")
    for number in range(3):
        reviewed_commit(alice, f"a{number}.md", f"alice's fact {number}")
    git(alice, "push", "-q", "origin", "main")
    record = (alice / ".ecc/memory/reviews").iterdir().__next__()
    assert git(alice, "ls-files", str(record.relative_to(alice))).stdout.strip()

    git(bob, "fetch", "-q", "origin")
    merged = git(bob, "merge", "-q", "--no-edit", "origin/main", check=False)
    assert merged.returncode == 0, merged.stderr  # blocked before: every memory re-reviewed
    assert "not reviewed" not in merged.stderr
    assert approvals(bob) == frozenset()  # Bob reviewed nothing
    # `git pull` (a merge of FETCH_HEAD) after Alice's next memory: the same.
    reviewed_commit(alice, "a3.md", "alice's fact 3")
    git(alice, "push", "-q", "origin", "main")
    pulled = git(bob, "pull", "-q", "--no-rebase", "--no-edit", "origin", "main", check=False)
    assert pulled.returncode == 0, pulled.stderr
    assert "warning" not in pulled.stderr
    # The server gate agrees: the branch brings nothing unreviewed.
    checked = ecc(bob, "ci")
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_a_reviewed_topic_branch_travels_by_merge_cherry_pick_and_rebase(
    remote: Path, tmp_path: Path
) -> None:
    """Not on the default branch yet: the committed record is what carries the review."""
    alice, bob = clone(remote, tmp_path / "alice"), clone(remote, tmp_path / "bob")
    git(alice, "checkout", "-q", "-b", "alice/topic")
    reviewed_commit(alice, "t1.md", "topic fact 1")
    reviewed_commit(alice, "t2.md", "topic fact 2")
    git(alice, "push", "-q", "origin", "alice/topic")
    git(bob, "fetch", "-q", "origin")

    feature_with_work(bob, "merge-it")
    merged = git(bob, "merge", "-q", "--no-edit", "origin/alice/topic", check=False)
    assert merged.returncode == 0, merged.stderr

    git(bob, "checkout", "-q", "-b", "pick-it", "origin/main")
    picked = git(bob, "cherry-pick", "origin/alice/topic~1", check=False)
    assert picked.returncode == 0, picked.stderr
    assert "ecc-memory: warning" not in picked.stdout + picked.stderr

    git(bob, "checkout", "-q", "-b", "rebase-it", "origin/alice/topic")
    git(bob, "rebase", "-q", "merge-it~1")  # replays both commits on another base
    rebased = git(bob, "log", "-1", "--format=%s").stdout.strip()
    assert rebased == "topic fact 2"
    assert approvals(bob) == frozenset()


def test_an_unreviewed_branch_is_still_blocked_and_fails_ci(remote: Path, tmp_path: Path) -> None:
    carol, bob = clone(remote, tmp_path / "carol"), clone(remote, tmp_path / "bob")
    git(carol, "checkout", "-q", "-b", "carol/skip")
    rel = f"{TEAM}/skipped.md"
    write(carol, rel, team_doc("skipped review"))
    git(carol, "add", rel)
    git(carol, "commit", "-q", "--no-verify", "-m", "no review")
    git(carol, "push", "-q", "origin", "carol/skip")
    checked = ecc(carol, "ci")  # base: the merge-base with origin/main
    assert checked.returncode == 1, checked.stdout
    assert f"{rel}: " in checked.stdout
    assert "team memory not reviewed in this exact content" in checked.stdout

    feature_with_work(bob, "feature")
    git(bob, "fetch", "-q", "origin")
    before = snapshot(bob)
    blocked = git(bob, "merge", "-q", "--no-edit", "origin/carol/skip", check=False)
    assert blocked.returncode != 0
    assert f"ecc-memory-guard: {rel}: team memory not reviewed" in blocked.stderr
    git(bob, "merge", "--abort")
    assert snapshot(bob) == before

    # A record written by hand and staged beside the content is not a review here.
    git(bob, "merge", "-q", "--no-commit", "origin/carol/skip", check=False)
    blob = git(bob, "rev-parse", f":{rel}").stdout.strip()
    write(bob, f".ecc/memory/reviews/{blob}", f"{rel}\n")
    git(bob, "add", f".ecc/memory/reviews/{blob}")
    forged = git(bob, "commit", "-q", "--no-edit", check=False)
    assert forged.returncode == 1
    assert f"ecc-memory-guard: {rel}: team memory not reviewed" in forged.stderr
    git(bob, "merge", "--abort")

    # Carol follows ci's fix: she reviews what her branch brought, commits the record, and
    # ci and Bob's merge both pass without Bob reviewing anything.
    assert "ecc memory review --since origin/main" in checked.stdout
    code, output = review_at_terminal(carol, "--since", "origin/main")
    assert code == 0, output
    assert "Approved 1 of 1" in output
    git(carol, "commit", "-q", "-m", "review record")
    git(carol, "push", "-q", "origin", "carol/skip")
    assert ecc(carol, "ci").returncode == 0
    git(bob, "fetch", "-q", "origin")
    merged = git(bob, "merge", "-q", "--no-edit", "origin/carol/skip", check=False)
    assert merged.returncode == 0, merged.stderr
    assert approvals(bob) == frozenset()


# -- the guard is committed once per repository (issue 30 item 5) ------------------------------


def save_team(repo: Path, title: str) -> None:
    saved = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "save", "--scope", "team", "--kind",
         "fact", "--title", title, "--stdin"], cwd=repo, input=f"{title}.\n",
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert saved.returncode == 0, saved.stderr
    git(repo, "add", ".ecc/memory/team")


def test_the_first_team_commit_of_each_branch_carries_the_guard_without_a_step(
    tmp_path: Path,
) -> None:
    """The remote's main has no guard yet. Alice and Bob each start a branch and save team
    memory: review stages the guard with the records, so neither is asked for it, their
    branches merge cleanly (both added the same bytes), and after it is on main nobody is."""
    seed = init_repo(tmp_path / "seed")
    bare = tmp_path / "remote.git"
    git(tmp_path, "init", "-q", "--bare", "-b", "main", str(bare))
    git(seed, "push", "-q", str(bare), "main")
    alice, bob = clone(bare, tmp_path / "alice"), clone(bare, tmp_path / "bob")
    for who, repo in (("alice", alice), ("bob", bob)):
        assert ecc(repo, "init").returncode == 0
        git(repo, "checkout", "-q", "-b", f"{who}/memory")
        save_team(repo, f"{who} fact")
        code, output = review_at_terminal(repo)
        assert code == 0, output
        assert f"Staged the project guard {GUARD_PATH}" in output
        done = git(repo, "commit", "-q", "-m", f"{who}'s first team memory", check=False)
        assert done.returncode == 0, done.stderr  # blocked before: "guard file is not committed"
        assert git(repo, "ls-files", GUARD_PATH).stdout.strip() == GUARD_PATH
    git(alice, "checkout", "-q", "main")
    git(alice, "merge", "-q", "--no-edit", "alice/memory")
    git(alice, "push", "-q", "origin", "main")
    git(bob, "fetch", "-q", "origin")
    merged = git(bob, "merge", "-q", "--no-edit", "origin/main", check=False)
    assert merged.returncode == 0, merged.stderr

    # A branch made after the guard reached main: the next team memory asks nothing of it.
    git(bob, "checkout", "-q", "-b", "later", "origin/main")
    save_team(bob, "later fact")
    code, output = review_at_terminal(bob)
    assert code == 0, output
    assert "Staged the project guard" not in output
    assert git(bob, "commit", "-q", "-m", "later", check=False).returncode == 0


def test_the_guard_block_names_one_command(tmp_path: Path) -> None:
    """Committing team memory without review's help (the approval made by the API) is
    blocked once, with one command that fixes it."""
    repo = init_repo(tmp_path / "repo")
    install.install(open_repo(repo), sys.executable, "-P")
    assert ecc(repo, "init").returncode == 0
    rel = f"{TEAM}/solo.md"
    write(repo, rel, team_doc("solo"))
    git(repo, "add", rel)
    handle = open_repo(repo)
    review.record_approvals(handle, review.staged_team_docs(handle, Layout()))
    before = snapshot(repo)
    blocked = git(repo, "commit", "-q", "-m", "solo", check=False)
    assert blocked.returncode == 1
    fix = f"(fix: git add -f -- {GUARD_PATH})"
    line = f"ecc-memory-gitignore: {GUARD_PATH}: the fail-closed guard file is not committed"
    assert f"{line} (every clone needs it) {fix}" in blocked.stderr
    assert snapshot(repo) == before
    git(repo, "add", "-f", "--", GUARD_PATH)
    assert git(repo, "commit", "-q", "-m", "solo", check=False).returncode == 0


def test_removing_memories_with_their_records_counts_each_memory_once(tmp_path: Path) -> None:
    """Six team memories and their six records removed in one commit: six memory files, under
    the bulk-delete limit of ten (a record is not a memory)."""
    repo = init_repo(tmp_path / "repo")
    install.install(open_repo(repo), sys.executable, "-P")
    write(repo, GUARD_PATH, GUARD)
    git(repo, "add", "-f", GUARD_PATH)
    git(repo, "commit", "-q", "-m", "guard")
    for number in range(6):
        write(repo, f"{TEAM}/m{number}.md", team_doc(f"memory {number}"))
    git(repo, "add", ".ecc/memory/team")
    handle = open_repo(repo)
    assert review.record_approvals(handle, review.staged_team_docs(handle, Layout())) == 6
    git(repo, "commit", "-q", "-m", "six reviewed memories")
    git(repo, "rm", "-q", "-r", ".ecc/memory/team", ".ecc/memory/reviews")
    removed = git(repo, "commit", "-q", "-m", "remove them", check=False)
    assert removed.returncode == 0, removed.stderr
