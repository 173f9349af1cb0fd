"""Issue 12's "done when": a scripted day with two branches and two worktrees.

Agents save in both worktrees, switch branches, both branches add decisions and candidates,
then merge: no textual conflict in docs/memory/, check passes on the result, MC-MERGE findings
when two sides claim one identity, the newest handoff first for each branch, and every project
memory visible from both worktrees.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gitrepo import git, init_repo
from protocol_fixtures.merge import add_candidate, add_decision, candidate, decision
from protocol_fixtures.support import FIXTURE

ECC = str(Path(sys.executable).parent / "ecc")
DEC = "docs/memory/decisions.md"
INBOX = "docs/memory/inbox.md"

pytestmark = [pytest.mark.slow, pytest.mark.clock]


def ecc(cwd: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    return subprocess.run(
        [ECC, "memory", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        input=stdin,
        env=env,
        check=False,
    )


def ok(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout


def edit(repo: Path, rel: str, change: object) -> None:
    path = repo / rel
    path.write_bytes(change(path.read_bytes()))  # type: ignore[operator]


def commit(repo: Path, message: str) -> None:
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)


def save(where: Path, title: str) -> str:
    out = ok(ecc(where, "save", "--title", title, "--stdin", "--json", stdin=f"{title}."))
    return str(json.loads(out)["memory"]["id"])


def project_ids(where: Path) -> set[str]:
    out = ok(ecc(where, "search", "--all", "--limit", "100", "--json"))
    return {
        h["memory"]["id"] for h in json.loads(out)["results"] if h["memory"]["scope"] == "project"
    }


def test_a_day_with_two_branches_and_two_worktrees(tmp_path: Path) -> None:
    main = init_repo(tmp_path / "app").resolve()
    shutil.copytree(FIXTURE, main / "docs" / "memory")
    ok(ecc(main, "init"))
    ok(ecc(main, "hooks", "install", "--gitattributes"))
    commit(main, "memory, hooks, attributes")

    # Morning: a second worktree for feature/b; the main worktree moves to feature/a.
    other = (tmp_path / "app-b").resolve()
    git(main, "worktree", "add", "-q", "-b", "feature/b", str(other))
    git(main, "switch", "-q", "-c", "feature/a")
    saved = {
        save(main, "Agent A: the parser is slow on CRLF"),
        save(other, "Agent B: the cache key misses the locale"),
    }

    # Both branches add a decision and a candidate, each in its own worktree.
    edit(main, DEC, lambda d: add_decision(d, decision("0000000a", "20261201", "workflow")))
    edit(main, INBOX, lambda d: add_candidate(d, candidate("0000000c", "20261201")))
    commit(main, "feature/a decides")
    edit(other, DEC, lambda d: add_decision(d, decision("0000000b", "20261202", "performance")))
    edit(other, INBOX, lambda d: add_candidate(d, candidate("0000000d", "20261202")))
    commit(other, "feature/b decides")
    ok(
        ecc(
            other,
            "handoff",
            "--from",
            "codex",
            "--target",
            "all",
            "--from-branch",
            "-m",
            "Intent: fix the cache key. Next: a test per locale.",
        )
    )

    # Switching back and forth in the main worktree writes handoffs for feature/a.
    git(main, "switch", "-q", "main")
    edit(main, "README.md", lambda d: d + b"work in progress\n")  # carried over, uncommitted
    arrived = git(main, "switch", "feature/a")  # not -q: with -q the hook prints nothing
    assert "ecc-memory: newest handoff for feature/a: mem_" in arrived.stderr
    git(main, "switch", "-q", "main")
    git(main, "checkout", "-q", "--", "README.md")
    latest_a = json.loads(ok(ecc(main, "handoff", "--latest", "--branch", "feature/a", "--json")))
    latest_b = json.loads(ok(ecc(other, "handoff", "--latest", "--json")))
    assert latest_b["body"].startswith("Intent: fix the cache key.")
    handoffs_a = [
        h
        for h in json.loads(ok(ecc(main, "search", "handoff", "feature/a", "--json")))["results"]
        if "branch-handoff" in h["memory"]["tags"] and "feature/a" in h["memory"]["title"]
    ]
    assert [h["memory"]["id"] for h in handoffs_a] == [latest_a["id"]]  # the newest only
    everything = json.loads(ok(ecc(main, "search", "handoff", "feature/a", "--all", "--json")))
    assert len([h for h in everything["results"] if "feature/a" in h["memory"]["title"]]) >= 2

    # Review before merging: additions of different identities are clear.
    review = ok(ecc(main, "protocol", "check", "--conflicts", "--merge-base", "feature/b"))
    assert "Conflict status: CLEAR" in review

    # Merge both branches into main: no textual conflict, check passes on the result.
    for branch in ("feature/a", "feature/b"):
        merged = git(main, "merge", "--no-edit", branch, check=False)
        assert merged.returncode == 0, merged.stdout + merged.stderr
    text = (main / DEC).read_text()
    assert "<<<<<<<" not in text
    assert text.index("0000000b") < text.index("0000000a")
    assert "0000000c" in (main / INBOX).read_text()
    assert "0000000d" in (main / INBOX).read_text()
    ok(ecc(main, "protocol", "check"))

    # Two branches that claim one identity: the merge review says so.
    git(main, "switch", "-q", "-c", "claim-1")
    edit(main, DEC, lambda d: add_decision(d, decision("000000e1", "20261203", "security")))
    commit(main, "claim 1")
    git(main, "switch", "-q", "-c", "claim-2", "main")
    edit(main, DEC, lambda d: add_decision(d, decision("000000e2", "20261203", "security")))
    commit(main, "claim 2")
    claimed = ecc(main, "protocol", "check", "--conflicts", "--merge-base", "claim-1", "--json")
    assert claimed.returncode == 1
    assert "MC-MERGE-003" in [f["code"] for f in json.loads(claimed.stdout)["findings"]]

    # Every project memory is visible from both worktrees.
    seen_main, seen_other = project_ids(main), project_ids(other)
    assert saved <= seen_main
    assert seen_main == seen_other
