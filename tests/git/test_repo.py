from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from ecc_memory.git.records import GitError
from ecc_memory.git.repo import open_repo
from gitrepo import git, init_repo, write


def test_not_a_repo_is_a_git_error(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    with pytest.raises(GitError) as info:
        open_repo(plain)
    assert info.value.code == "git-not-a-repo"
    assert info.value.exit_code == 2  # a refusal: run it elsewhere, not an internal failure


def test_bare_repo_has_no_workdir(tmp_path: Path) -> None:
    bare = tmp_path / "bare.git"
    git(tmp_path, "init", "-q", "--bare", str(bare))
    repo = open_repo(bare)
    assert repo.is_bare
    with pytest.raises(GitError) as info:
        _ = repo.workdir
    assert info.value.code == "git-bare-repo"
    assert repo.hooks_dir() == bare.resolve() / "hooks"


def test_unborn_head_staged_changes_against_empty_tree(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r", commit=False)
    write(repo_dir, "a.md", "a\n")
    git(repo_dir, "add", "a.md")
    repo = open_repo(repo_dir)
    assert repo.head_sha() is None
    assert repo.current_branch() == "main"
    deltas = repo.staged_deltas()
    assert [(d.path, d.old) for d in deltas] == [("a.md", None)]
    assert deltas[0].new is not None
    assert repo.read_blob(deltas[0].new.blob) == b"a\n"


def test_staged_changes_statuses_and_blob_content(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    write(repo_dir, "keep.md", "old\n")
    write(repo_dir, "gone.md", "bye\n")
    git(repo_dir, "add", ".")
    git(repo_dir, "commit", "-q", "-m", "two")
    write(repo_dir, "keep.md", "staged\n")
    git(repo_dir, "add", "keep.md")
    write(repo_dir, "keep.md", "working tree only\n")
    git(repo_dir, "rm", "-q", "gone.md")
    changes = {d.path: d for d in open_repo(repo_dir).staged_deltas()}
    assert changes["gone.md"].old is not None
    assert changes["gone.md"].new is None
    # The staged blob, never the working tree.
    kept = changes["keep.md"].new
    assert kept is not None
    assert open_repo(repo_dir).read_blob(kept.blob) == b"staged\n"


def test_detached_head(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    git(repo_dir, "checkout", "-q", "--detach")
    repo = open_repo(repo_dir)
    assert repo.current_branch() is None
    assert repo.head_sha() is not None


def test_worktree_shares_common_dir_and_hooks(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    wt = tmp_path / "wt"
    git(repo_dir, "worktree", "add", "-q", "-b", "side", str(wt))
    repo = open_repo(wt)
    assert repo.current_branch() == "side"
    assert repo.common_dir == (repo_dir / ".git").resolve()
    assert repo.hooks_dir() == (repo_dir / ".git" / "hooks").resolve()
    assert repo.workdir.resolve() == wt.resolve()


def test_core_hooks_path_is_respected(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    git(repo_dir, "config", "core.hooksPath", ".githooks")
    assert open_repo(repo_dir).hooks_dir() == repo_dir / ".githooks"


def test_is_ignored_uses_gitignore(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    write(repo_dir, "scope/.gitignore", "*\n!.gitignore\n")
    repo = open_repo(repo_dir)
    assert repo.is_ignored("scope/notes/x.md")
    assert not repo.is_ignored("scope/.gitignore")


def test_branch_context(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    git(repo_dir, "checkout", "-q", "-b", "feature/login")
    for i in range(3):
        write(repo_dir, f"f{i}.txt", "x\n" * (i + 1))
        git(repo_dir, "add", ".")
        git(repo_dir, "commit", "-q", "-m", f"step {i}\n\nbody text")
    ctx = open_repo(repo_dir).branch_context("feature/login", max_commits=2)
    assert ctx.default_branch == "main"
    assert ctx.commits_total == 3
    assert [c.subject for c in ctx.commits] == ["step 2", "step 1"]
    assert {f.path for f in ctx.files} == {"f0.txt", "f1.txt", "f2.txt"}
    assert (ctx.insertions, ctx.deletions) == (6, 0)
    assert ctx.upstream is None


def test_branch_context_with_upstream_and_origin_head(tmp_path: Path) -> None:
    origin = init_repo(tmp_path / "origin")
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(origin), str(clone))
    git(clone, "checkout", "-q", "-b", "topic", "--track", "origin/main")
    write(clone, "t.txt", "t\n")
    git(clone, "add", ".")
    git(clone, "commit", "-q", "-m", "topic work")
    ctx = open_repo(clone).branch_context("topic")
    assert ctx.upstream == "origin/main"
    assert (ctx.ahead, ctx.behind) == (1, 0)
    assert ctx.default_branch == "origin/main"
    assert [c.subject for c in ctx.commits] == ["topic work"]


def test_configured_default_branch_wins(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    git(repo_dir, "branch", "develop")
    git(repo_dir, "checkout", "-q", "-b", "topic")
    ctx = open_repo(repo_dir).branch_context("topic", default_branch="develop")
    assert ctx.default_branch == "develop"


def test_last_checkout_from_reflog(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    git(repo_dir, "checkout", "-q", "-b", "feature/x")
    git(repo_dir, "checkout", "-q", "main")
    move = open_repo(repo_dir).last_checkout()
    assert move is not None
    assert (move.previous, move.current) == ("feature/x", "main")
    assert move.previous_is_branch


def test_missing_branch_is_a_git_error(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    with pytest.raises(GitError):
        open_repo(repo_dir).branch_context("nope")


def test_working_state_names_only(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    write(repo_dir, "README.md", "changed\n")
    write(repo_dir, "new.txt", "n\n")
    write(repo_dir, "staged.txt", "s\n")
    git(repo_dir, "add", "staged.txt")
    state = open_repo(repo_dir).working_state()
    assert state.staged == ("staged.txt",)
    assert state.unstaged == ("README.md",)
    assert state.untracked == ("new.txt",)


def _install_probe(repo_dir: Path) -> Path:
    """A raw pre-commit hook that records what FROM_ENV sees as staged."""
    out = repo_dir.parent / "seen.txt"
    hook = repo_dir / ".git" / "hooks" / "pre-commit"
    hook.write_text(
        f"#!/bin/sh\nexec {sys.executable} -c "
        "'import sys; from pathlib import Path; from ecc_memory.git.repo import open_repo; "
        "r = open_repo(Path.cwd(), from_env=True); "
        f'Path(sys.argv[1]).write_text(" ".join(sorted(d.path for d in r.staged_deltas())))\''
        f" {out}\n",
        encoding="utf-8",
    )
    hook.chmod(hook.stat().st_mode | stat.S_IXUSR)
    return out


def test_from_env_sees_commit_all_index(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    out = _install_probe(repo_dir)
    write(repo_dir, "README.md", "modified\n")
    write(repo_dir, "d.md", "d\n")
    git(repo_dir, "add", "d.md")
    git(repo_dir, "commit", "-q", "-a", "-m", "all")
    assert out.read_text() == "README.md d.md"


def test_from_env_sees_only_mode_index(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r")
    out = _install_probe(repo_dir)
    write(repo_dir, "e.md", "e\n")
    git(repo_dir, "add", "e.md")
    write(repo_dir, "README.md", "only this\n")
    git(repo_dir, "commit", "-q", "-m", "only", "README.md")
    assert out.read_text() == "README.md"
    assert "GIT_INDEX_FILE" not in os.environ


def test_branch_context_on_unborn_branch(tmp_path: Path) -> None:
    repo_dir = init_repo(tmp_path / "r", commit=False)
    with pytest.raises(GitError) as info:
        open_repo(repo_dir).branch_context("main")
    assert info.value.code == "git-unborn-head"
