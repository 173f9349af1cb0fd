"""The author's words outlive machine-written handoffs; a branch without work gets none; the
default branch is never the branch's own upstream, and a handoff says when none is found."""

from __future__ import annotations

import json
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from ecc_memory.config import resolve_roots
from ecc_memory.git import install
from ecc_memory.git.handoff import write_branch_handoff
from ecc_memory.git.repo import open_repo
from gitrepo import commit_all, git, init_repo, iso, write

ECC = str(Path(sys.executable).parent / "ecc")
WORDS = "next: token refresh\n\nthen: the logout button"
pytestmark = pytest.mark.clock


def ecc(repo: Path, *args: str, at: datetime) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ECC, "memory", *args], cwd=repo, capture_output=True, text=True, check=False,
        env={**_env(), "ECC_MEMORY_NOW": iso(at)}, stdin=subprocess.DEVNULL,
    )  # fmt: skip


def _env() -> dict[str, str]:
    import os

    return dict(os.environ)


def handoffs(repo: Path) -> list[Path]:
    return sorted((repo / ".ecc/memory/project/handoffs").glob("*.md"))


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    install.install(open_repo(path), sys.executable, "-P", ("post-checkout",))
    git(path, "checkout", "-q", "-b", "feature/login")
    write(path, "src/app.py", "print('a')\n")
    commit_all(path, "Add the app")
    return path


def test_words_survive_three_switches_and_a_session_end(repo: Path, now: datetime) -> None:
    said = ecc(repo, "handoff", "--from", "claude", "--target", "all", "--from-branch",
               "-m", WORDS, at=now)  # fmt: skip
    assert said.returncode == 0, said.stderr
    original = said.stdout.split("ID: ", 1)[1].split()[0]
    for step in range(1, 4):  # new work each time, so each switch writes a handoff of facts
        write(repo, f"src/step{step}.py", f"x = {step}\n")
        commit_all(repo, f"Step {step}")
        clock = {"ECC_MEMORY_NOW": iso(now + timedelta(minutes=step))}
        left = git(repo, "switch", "main", env=clock)
        assert "saved handoff for feature/login" in left.stderr
        git(repo, "switch", "feature/login", env=clock)
    write(repo, "src/app.py", "print('b')\n")  # a tracked change: the session end writes too
    ended = ecc(repo, "session-end", "--from", "codex", at=now + timedelta(minutes=9))
    assert "saved handoff" in ended.stderr, ended.stderr
    assert len(handoffs(repo)) == 5
    latest = json.loads(ecc(repo, "handoff", "--latest", "--json", at=now).stdout)
    assert latest["id"] != original
    assert latest["sourceHarness"] == "codex"
    assert f"Carried forward from `{original}`, written by claude at " in latest["body"]
    assert "> next: token refresh\n>\n> then: the logout button" in latest["body"]
    hits = json.loads(ecc(repo, "search", "token refresh", "--json", at=now).stdout)["results"]
    assert [hit["memory"]["id"] for hit in hits] == [latest["id"]]
    brief = json.loads(ecc(repo, "brief", "--harness", "claude", "--json", at=now).stdout)
    assert brief["handoffId"] == latest["id"]
    assert "next: token refresh" in brief["markdown"]
    # The arrival line quotes them too.
    commit_all(repo, "Step 4")
    git(repo, "switch", "-q", "main", env={"ECC_MEMORY_NOW": iso(now + timedelta(minutes=10))})
    back = git(repo, "switch", "feature/login")
    assert '"next: token refresh" (ecc memory read ' in back.stderr


def test_a_switch_without_new_work_writes_no_handoff_over_the_words(
    repo: Path, now: datetime
) -> None:
    ecc(repo, "handoff", "--from", "claude", "--target", "all", "--from-branch", "-m", WORDS,
        at=now)  # fmt: skip
    for _ in range(3):
        git(repo, "switch", "-q", "main")
        git(repo, "switch", "-q", "feature/login")
    assert len(handoffs(repo)) == 1


def test_a_branch_without_work_gets_no_automatic_handoff(repo: Path, now: datetime) -> None:
    git(repo, "switch", "-q", "main")
    write(repo, "scratch.txt", "mine\n")  # untracked: no work of main's
    left = git(repo, "switch", "feature/login")
    assert "saved handoff for main" not in left.stderr
    git(repo, "switch", "-q", "main")
    before = handoffs(repo)
    ended = ecc(repo, "session-end", "--from", "codex", at=now)
    assert ended.returncode == 0
    assert "ecc-memory: no handoff: main has no work of its own" in ended.stderr
    assert handoffs(repo) == before
    assert not any("Branch handoff: main" in p.read_text() for p in handoffs(repo))


def test_the_default_branch_is_never_the_upstream(tmp_path: Path, now: datetime) -> None:
    """The clone that created the remote has no origin/HEAD; a pushed branch's upstream is
    origin/<itself>. The base is the remote's main, so the branch's commit is its own."""
    git(tmp_path, "init", "-q", "--bare", "team.git")
    repo = init_repo(tmp_path / "alice")
    git(repo, "remote", "add", "origin", str(tmp_path / "team.git"))
    git(repo, "push", "-q", "-u", "origin", "main")
    git(repo, "switch", "-q", "-c", "feature/login")
    write(repo, "login.py", "x\n")
    commit_all(repo, "Login form")
    git(repo, "push", "-q", "-u", "origin", "feature/login")
    roots = resolve_roots(repo, {})
    outcome = write_branch_handoff(roots, open_repo(repo), source_harness="codex", now=now)
    body = Path(repo / ".ecc/memory" / outcome.written.replace(":", "/", 1)).read_text()  # type: ignore[union-attr]
    assert "- Default branch: `origin/main`, merge-base" in body
    assert "- Commits since merge-base: 1" in body
    assert "Login form" in body


def test_no_default_branch_is_said_not_counted(tmp_path: Path, now: datetime) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    git(repo, "init", "-q", "-b", "trunk")
    write(repo, "a.txt", "a\n")
    commit_all(repo, "first")
    git(repo, "switch", "-q", "-c", "topic")
    write(repo, "b.txt", "b\n")
    commit_all(repo, "second")
    roots = resolve_roots(repo, {})
    outcome = write_branch_handoff(roots, open_repo(repo), source_harness="codex", now=now)
    body = (repo / ".ecc/memory/project/handoffs" / f"{outcome.memory_id}.md").read_text()
    assert "- Default branch: not found" in body
    assert "git config ecc-memory.defaultBranch NAME" in body
    assert "Commits since merge-base" not in body
    # Automatic handoffs cannot tell its work from the base's: none is written.
    git(repo, "config", "ecc-memory.defaultBranch", "trunk")
    later = write_branch_handoff(
        roots, open_repo(repo), source_harness="codex", now=now + timedelta(minutes=1)
    )
    newer = (repo / ".ecc/memory/project/handoffs" / f"{later.memory_id}.md").read_text()
    assert "- Default branch: `trunk`, merge-base" in newer
    assert "- Commits since merge-base: 1" in newer
