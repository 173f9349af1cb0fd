"""``ecc memory ci --jobs N``: a long range judged in worker processes gives the same report,
byte for byte, as one process, with problems spread over many slices of the range."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ecc_memory.git.ci_commits import MIN_SLICE
from ecc_memory.vault.document import new_memory, serialize
from gitrepo import GUARD, fake_token, git, init_repo, isolate

COMMITS = 2 * MIN_SLICE + 200  # enough for two workers
TEAM = ".ecc/memory/team"

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="workers are forked on Linux")


def team_doc(n: int, body: str = "") -> bytes:
    memory = new_memory(
        title=f"fact {n}", body=body or f"The build step {n} uses make.",
        source_harness="codex", kind="fact", scope="team",
    )  # fmt: skip
    return serialize(memory)


def _data(content: bytes) -> bytes:
    return b"data %d\n" % len(content) + content + b"\n"


def history() -> Iterator[bytes]:
    """Every third commit adds a team memory; some bring a secret, a misplaced or malformed
    document, a project-scope file; one late commit deletes twelve memories; a later commit
    re-adds a secret-bearing file already seen early (judged once, on the older commit)."""
    secret = fake_token("ghp_", 36)
    early = team_doc(97, f"token {secret}")
    for n in range(1, COMMITS + 1):
        changes: list[tuple[str, bytes | None]] = []
        if n == 1:
            changes.append((".ecc/memory/project/.gitignore", GUARD))
        if n % 3 == 0:
            changes.append((f"{TEAM}/facts/m{n:05d}.md", team_doc(n)))
        elif n % 97 == 0:
            content = early if n == 97 else team_doc(n, f"token {secret}")
            changes.append((f"{TEAM}/facts/s{n:05d}.md", content))
        elif n % 131 == 0:
            changes.append((f"{TEAM}/decisions/w{n:05d}.md", team_doc(n)))
        elif n % 173 == 0:
            changes.append((f"{TEAM}/facts/bad{n:05d}.md", b"not a memory\n"))
        elif n % 251 == 0:
            changes.append((f".ecc/memory/project/facts/p{n:05d}.md", team_doc(n)))
        else:
            changes.append((f"src/m{n % 40}.py", b"x = %d\n" % n))
        if n == COMMITS - 50:
            changes = [(f"{TEAM}/facts/m{k:05d}.md", None) for k in range(3, 39, 3)]
        if n == COMMITS - 20:
            changes = [(f"{TEAM}/facts/s00097.md", None)]
        if n == COMMITS - 10:
            changes = [(f"{TEAM}/facts/s00097.md", early)]
        yield b"commit refs/heads/main\nmark :%d\n" % n
        yield b"committer T <t@example.invalid> %d +0000\n" % (1_700_000_000 + n)
        yield _data(b"change %d" % n)
        if n > 1:
            yield b"from :%d\n" % (n - 1)
        for path, content in changes:
            if content is None:
                yield f"D {path}\n".encode()
            else:
                yield f"M 100644 inline {path}\n".encode() + _data(content)


@pytest.fixture(scope="module")
def long_repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("parallel")
    with pytest.MonkeyPatch.context() as monkeypatch:
        isolate(base / "home", monkeypatch)
        repo = init_repo(base / "repo", commit=False)
        stream = b"".join(history())
        subprocess.run(["git", "fast-import", "--quiet"], cwd=repo, input=stream, check=True)
        git(repo, "reset", "-q", "--hard", "main")
    return repo


def run_ci(repo: Path, jobs: int) -> tuple[int, str]:
    root = git(repo, "rev-list", "--max-parents=0", "HEAD").stdout.strip()
    done = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "ci", "--json", "--base", root,
         "--jobs", str(jobs)],
        cwd=repo, capture_output=True, text=True, check=False,
    )  # fmt: skip
    return done.returncode, done.stdout


def test_workers_give_the_report_one_process_gives(long_repo: Path) -> None:
    code_one, one = run_ci(long_repo, 1)
    code_two, two = run_ci(long_repo, 2)
    code_many, many = run_ci(long_repo, 4)
    assert code_one == code_two == code_many == 1
    assert one == two == many
    report = json.loads(one)
    assert report["commitsChecked"] == COMMITS - 1
    reasons = [p["reason"] for p in report["problems"]]
    assert sum("suspected secret" in r for r in reasons) >= 8
    assert any("deletes 12 memory files" in r for r in reasons)
    assert any("project-scope memory" in r for r in reasons)
    assert any("malformed" in r for r in reasons)
    commits = {p["commit"] for p in report["problems"]}
    assert len(commits) > 20
    # Deleted and re-added late, in another slice: judged once, on the commit that first
    # brought it.
    again = [p for p in report["problems"] if p["file"] == f"{TEAM}/facts/s00097.md"]
    first = git(long_repo, "rev-list", "--reverse", "HEAD").stdout.split()[96]
    assert [p["commit"] for p in again] == [first[:12]]


def test_jobs_must_be_a_count(long_repo: Path) -> None:
    code, _ = run_ci(long_repo, -1)
    assert code == 2
