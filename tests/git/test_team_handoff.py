"""A branch handoff crosses clones: docs/team.md's walkthrough (two clones of one bare remote)
run end to end on a terminal, the commands each side needs counted, and what the teammate then
sees through the arrival line, ``handoff --latest``, ``brief`` and MCP ``memory_brief``."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from gitrepo import commit_all, git, guarded_repo, script_on_a_terminal, write
from mcp_client import RawServer

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "docs" / "examples" / "team_handoff.sh"
BIN = str(Path(sys.executable).parent)
WORDS = "Form done; next: token refresh, then the logout button."


def _env() -> dict[str, str]:
    return {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}"}


def ecc(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [f"{BIN}/ecc", "memory", *args], cwd=cwd, env=_env(), capture_output=True, text=True,
        check=False,
    )  # fmt: skip


def counted(script: str, who: str) -> list[str]:
    """The commands marked ``who N``, each a command line (not a comment), numbered 1..N."""
    marked = [line for line in script.splitlines() if re.search(rf"\b{who} \d+\s*$", line)]
    numbers = [int(line.rsplit(" ", 1)[1]) for line in marked]
    assert numbers == list(range(1, len(marked) + 1)), marked
    return marked


def test_the_walkthrough_is_printed_in_docs_team() -> None:
    script = SCRIPT.read_text(encoding="utf-8")
    assert f"```sh\n{script}```" in (ROOT / "docs" / "team.md").read_text(encoding="utf-8")


def test_a_team_handoff_reaches_a_teammate_in_two_commands(tmp_path: Path) -> None:
    script = SCRIPT.read_text(encoding="utf-8")
    # The author shares in five commands (handoff, git add, review, commit, push), the
    # teammate picks it up in two (fetch, switch).
    assert len(counted(script, "alice")) == 5
    assert len(counted(script, "bob")) == 2
    code, output = script_on_a_terminal(script, tmp_path, _env())
    assert code == 0, output
    assert "Traceback" not in output
    assert "Approved 1 of 1 staged team memory file(s)." in output
    # Bob's `git switch feature/login` names Alice's handoff: who, with what, her words.
    (arrival,) = [x for x in output.splitlines() if "newest handoff for feature/login" in x]
    (handoff_id,) = re.findall(r"(mem_\w+) ", arrival)
    assert "(Alice, claude, team, " in arrival
    assert f'"{WORDS}"' in arrival
    bob = tmp_path / "bob"
    shown = ecc(bob, "handoff", "--latest", "--branch", "feature/login", "--json")
    latest = json.loads(shown.stdout)
    assert (latest["id"], latest["scope"], latest["author"], latest["sourceHarness"]) == (
        handoff_id, "team", "Alice", "claude",
    )  # fmt: skip
    assert latest["body"].startswith(WORDS)
    text = ecc(bob, "handoff", "--latest").stdout
    assert "From: Alice, claude, team, " in text
    brief = json.loads(ecc(bob, "brief", "--harness", "codex", "--json").stdout)
    assert brief["handoffId"] == handoff_id
    assert WORDS in brief["markdown"]
    assert "by `Alice` (team memory)" in brief["markdown"]
    with RawServer({**_env(), "ECC_MEMORY_HARNESS": "codex"}, bob) as server:
        server.initialize()
        result = server.call(1, "memory_brief", {})["result"]
        assert result["structuredContent"]["handoffId"] == handoff_id
        assert server.close()[0] == 0
    # A third clone that never checked the branch out finds it too: from origin/feature/login.
    git(tmp_path, "clone", "-q", "team.git", "carol")
    carol = ecc(tmp_path / "carol", "handoff", "--latest", "--branch", "feature/login", "--json")
    assert json.loads(carol.stdout)["id"] == handoff_id
    # The team handoff is team memory, committed; Bob's clone holds no project memory of it.
    assert list((bob / ".ecc/memory/team/handoffs").glob("*.md"))
    assert not (bob / ".ecc/memory/project/handoffs").exists()
    # Team memory is tracked: on main the team handoff is not in Alice's working tree. The
    # handoff written when she leaves the branch reads it from the branch's tree and carries
    # her words forward.
    alice = tmp_path / "alice"
    git(alice, "switch", "-q", "main")
    git(alice, "switch", "-q", "feature/login")
    latest = json.loads(ecc(alice, "handoff", "--latest", "--json").stdout)
    assert latest["scope"] == "project"  # the new one: its branch gained the handoff's commit
    assert f"> {WORDS}" in latest["body"]
    assert "written by claude at " in latest["body"]
    assert " by Alice:" in latest["body"]


def test_a_session_end_writes_a_team_handoff_only_when_opted_in_and_gated(
    tmp_path: Path,
) -> None:
    repo = guarded_repo(tmp_path / "repo")
    git(repo, "switch", "-q", "-c", "feature/login")
    write(repo, "login.py", "x\n")
    commit_all(repo, "Login form")
    said = ecc(repo, "handoff", "--from", "claude", "--target", "all", "--from-branch", "-m", WORDS)
    assert said.returncode == 0, said.stderr
    write(repo, "login.py", "y\n")  # a tracked change since: the session end has news
    write(repo, "private-notes.txt", "mine\n")
    ended = subprocess.run(
        [f"{BIN}/ecc", "memory", "session-end", "--from", "claude", "--scope", "team"], cwd=repo,
        env=_env(), capture_output=True, text=True, check=False, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert ended.returncode == 0
    assert "ecc-memory: saved team handoff mem_" in ended.stderr
    (team,) = (repo / ".ecc/memory/team/handoffs").glob("*.md")
    text = team.read_text(encoding="utf-8")
    assert f"> {WORDS}" in text  # the words travel with it
    # This clone's uncommitted files are counted, never named, in team memory.
    assert "- Working tree: 0 staged, 1 unstaged, 1 untracked" in text
    assert "private-notes" not in text
    # Team memory like any other: the commit guard refuses it until a person approves it.
    git(repo, "add", ".ecc/memory/team")
    head = git(repo, "rev-parse", "HEAD").stdout
    blocked = git(repo, "commit", "-q", "-m", "handoff", check=False)
    assert blocked.returncode == 1
    assert "ecc memory review" in blocked.stderr
    assert git(repo, "rev-parse", "HEAD").stdout == head
