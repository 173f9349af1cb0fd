"""`ecc memory review`: approvals of exact staged content, only at an interactive terminal."""

from __future__ import annotations

import json
import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ecc_memory.git import install, review
from ecc_memory.git.repo import open_repo
from ecc_memory.vault.document import new_memory, serialize
from ecc_memory.view.watched import Layout
from gitrepo import git, init_repo, write

ECC = str(Path(sys.executable).parent / "ecc")
TEAM = ".ecc/memory/team"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    install.install(open_repo(path), sys.executable, "-P", ("pre-commit",))
    write(path, ".ecc/memory/project/.gitignore", b"*\n!.gitignore\n")
    git(path, "add", "-f", ".ecc/memory/project/.gitignore")
    git(path, "commit", "-q", "-m", "guard")
    return path


def stage(repo: Path, name: str, data: bytes) -> str:
    rel = f"{TEAM}/facts/{name}"
    write(repo, rel, data)
    git(repo, "add", rel)
    return rel


def doc(body: str = "Builds use make.") -> bytes:
    memory = new_memory(
        title="Build fact", body=body, source_harness="codex", kind="fact", scope="team"
    )
    return serialize(memory)


def run_in_terminal(repo: Path, answers: list[str], timeout: float = 20.0) -> tuple[int, str]:
    """Run `ecc memory review` on a pseudo-terminal, answering each prompt in turn."""
    master, slave = os.openpty()
    proc = subprocess.Popen(
        [ECC, "memory", "review"], cwd=repo, stdin=slave, stdout=slave, stderr=slave
    )
    os.close(slave)
    output = b""
    pending = list(answers)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(master, 4096)
            except OSError:
                break
            if not chunk:
                break
            output += chunk
            if pending and output.rstrip().endswith(b"[y/N]:"):
                os.write(master, pending.pop(0).encode() + b"\n")
        elif proc.poll() is not None:
            break
    os.close(master)
    return proc.wait(timeout=timeout), output.decode("utf-8", errors="replace")


def test_refuses_without_a_terminal(repo: Path) -> None:
    stage(repo, "a.md", doc())
    result = subprocess.run(
        [ECC, "memory", "review"], cwd=repo, input="y\n", capture_output=True, text=True,
        check=False,
    )  # fmt: skip
    assert result.returncode == 2
    assert "approving needs an interactive terminal" in result.stderr
    assert review.approved_blobs(open_repo(repo)) == frozenset()


def test_list_and_json(repo: Path) -> None:
    rel = stage(repo, "a.md", doc())
    listed = subprocess.run(
        [ECC, "memory", "review", "--list"], cwd=repo, capture_output=True, text=True, check=False
    )
    assert listed.stdout == f"{rel}: needs review\n"
    listed_json = subprocess.run(
        [ECC, "memory", "review", "--json"], cwd=repo, capture_output=True, text=True, check=True
    )
    data = json.loads(listed_json.stdout)
    assert data["staged"][0]["path"] == rel
    assert data["staged"][0]["approved"] is False


def test_nothing_staged(repo: Path) -> None:
    result = subprocess.run(
        [ECC, "memory", "review"], cwd=repo, capture_output=True, text=True, check=False
    )
    assert (result.returncode, result.stdout) == (0, "No staged team memory to review.\n")


def test_approve_at_terminal_then_commit_passes(repo: Path) -> None:
    rel = stage(repo, "a.md", doc())
    code, output = run_in_terminal(repo, ["y"])
    assert code == 0, output
    assert "Builds use make." in output
    assert "Approved 1 of 1 staged team memory file(s)." in output
    record = review.record_path(open_repo(repo)).read_text()
    assert rel in record
    result = git(repo, "commit", "-q", "-m", "team fact", check=False)
    assert result.returncode == 0, result.stderr


def test_declined_review_records_nothing(repo: Path) -> None:
    stage(repo, "a.md", doc())
    code, output = run_in_terminal(repo, ["n"])
    assert code == 0
    assert "Approved 0 of 1" in output
    assert review.approved_blobs(open_repo(repo)) == frozenset()
    assert git(repo, "commit", "-q", "-m", "x", check=False).returncode == 1


def test_a_file_the_guard_blocks_is_refused_without_its_content(repo: Path) -> None:
    """Terminal codes in a staged file never reach the terminal: the guard blocks the file
    (not a memory document), its finding is printed escaped, and nothing is asked."""
    stage(repo, "evil.md", b"---\ntitle: x\n---\n\x1b]0;owned\x07\x1b[31mred\n")
    code, output = run_in_terminal(repo, ["y"])
    assert code == 1, output
    assert "malformed memory document" in output
    assert "[y/N]" not in output
    assert "\x1b]0;" not in output
    assert "\x1b[31m" not in output
    assert review.approved_blobs(open_repo(repo)) == frozenset()


def _snapshot(repo: Path) -> dict[str, bytes]:
    """Every file of the work tree and of .git's index and ecc-memory state, byte for byte."""
    out = {}
    for path in sorted(repo.rglob("*")):
        rel = path.relative_to(repo).as_posix()
        if path.is_file() and (not rel.startswith(".git/") or rel == ".git/index"
                               or rel.startswith(".git/ecc-memory/")):  # fmt: skip
            out[rel] = path.read_bytes()
    return out


def test_review_names_a_secret_by_detector_and_fingerprint_and_refuses_it(repo: Path) -> None:
    """Issue 30 item 6: the prompt showed the token in clear and took `y` for content the
    guard then blocked. Now: the detector and the fingerprint, no value, no approval, and the
    repository byte for byte as it was."""
    from gitrepo import fake_token

    token = fake_token("ghp_", 36)
    rel = stage(repo, "leak.md", doc(f"Deploy with {token} on Fridays."))
    before = _snapshot(repo)
    code, output = run_in_terminal(repo, ["y", "y"])
    assert code == 1, output
    assert token not in output
    assert "[y/N]" not in output
    assert f"ecc-memory-guard: {rel}:" in output
    assert "suspected secret (github-token" in output
    fingerprint = re.search(r"facts/leak\.md github-token ([0-9a-f]{16,})", output)
    assert fingerprint is not None, output
    assert "Approved nothing" in output
    assert _snapshot(repo) == before
    listed = subprocess.run(
        [ECC, "memory", "review", "--json"], cwd=repo, capture_output=True, text=True, check=True
    )
    (row,) = json.loads(listed.stdout)["staged"]
    assert row["approved"] is False
    assert row["blocked"]
    assert token not in listed.stdout


def test_approval_is_per_content(repo: Path) -> None:
    handle = open_repo(repo)
    stage(repo, "a.md", doc())
    docs = review.staged_team_docs(handle, Layout())
    assert review.record_approvals(handle, docs) == 1
    assert review.record_approvals(handle, docs) == 0  # idempotent
    stage(repo, "a.md", doc(body="Changed."))
    assert [d.approved for d in review.staged_team_docs(handle, Layout())] == [False]


def test_since_an_unknown_revision_is_refused_and_changes_nothing(repo: Path) -> None:
    stage(repo, "a.md", doc())
    before = _snapshot(repo)
    result = subprocess.run(
        [ECC, "memory", "review", "--since", "no-such-branch"], cwd=repo,
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 2
    assert "'no-such-branch' does not name a commit here" in result.stderr
    assert "Traceback" not in result.stderr
    assert _snapshot(repo) == before
