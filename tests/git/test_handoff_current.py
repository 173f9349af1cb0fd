"""Branch handoffs that stay current: derived supersession in search/read, --latest, the arrival
line, no empty handoffs, carried-over changes, reflog-checked moves, -m text."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from ecc_memory.config import resolve_roots
from ecc_memory.git import install
from ecc_memory.git.checkout import age
from ecc_memory.git.handoff import newest_handoff, write_branch_handoff
from ecc_memory.git.repo import open_repo
from gitrepo import git, init_repo, iso, write

ECC = str(Path(sys.executable).parent / "ecc")
pytestmark = pytest.mark.clock


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    git(path, "checkout", "-q", "-b", "feature/login")
    write(path, "src/app.py", "print('a')\n")
    git(path, "add", ".")
    git(path, "commit", "-q", "-m", "Add the app")
    return path


def ecc(repo: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ECC, "memory", *args], cwd=repo, capture_output=True, text=True, input=stdin, check=False
    )


def chain(
    repo: Path,
    targets: list[tuple[str, ...]],
    start: datetime,
    step: timedelta = timedelta(minutes=1),
) -> list[str]:
    """One handoff per entry of ``targets``, ``step`` apart from ``start``, each with new extra
    text."""
    roots = resolve_roots(repo, {})
    ids = []
    for n, target in enumerate(targets):
        outcome = write_branch_handoff(
            roots, open_repo(repo), source_harness="codex", targets=target,
            extra_body=f"Step {n}.", now=start + step * n,
        )  # fmt: skip
        assert outcome.memory_id is not None
        ids.append(outcome.memory_id)
    return ids


def found(result: subprocess.CompletedProcess[str]) -> list[str]:
    assert result.returncode == 0, result.stderr
    return [hit["memory"]["id"] for hit in json.loads(result.stdout)["results"]]


def test_search_hides_superseded_handoffs_unless_all(repo: Path, now: datetime) -> None:
    first, second, third = chain(repo, [("all",), ("all",), ("all",)], now)
    assert found(ecc(repo, "search", "branch", "handoff", "--json")) == [third]
    assert set(found(ecc(repo, "search", "branch", "handoff", "--all", "--json"))) == {
        first,
        second,
        third,
    }


def test_handoffs_written_at_one_instant_are_ordered_by_their_links(
    repo: Path, now: datetime
) -> None:
    """A pinned clock (ECC_MEMORY_NOW) gives a chain of handoffs one time: the chain's links
    still say which is newest, for search, --latest and the arrival line alike."""
    ids = chain(repo, [("all",)] * 4, now, step=timedelta(0))
    assert found(ecc(repo, "search", "branch", "handoff", "--json")) == [ids[-1]]
    newest = newest_handoff(resolve_roots(repo, {}), "feature/login")
    assert newest is not None
    assert newest.id == ids[-1]


def test_supersession_is_judged_among_visible_handoffs(repo: Path, now: datetime) -> None:
    first, second, third = chain(repo, [("all",), ("all",), ("claude",)], now)
    as_codex = found(ecc(repo, "search", "handoff", "--target-harness", "codex", "--json"))
    assert as_codex == [second]
    as_claude = found(ecc(repo, "search", "handoff", "--target-harness", "claude", "--json"))
    assert as_claude == [third]
    roots = resolve_roots(repo, {})
    newest_for_codex = newest_handoff(roots, "feature/login", "codex")
    assert newest_for_codex is not None
    assert newest_for_codex.id == second
    newest = newest_handoff(roots, "feature/login")
    assert newest is not None
    assert newest.id == third
    assert first not in as_codex


def test_read_of_an_older_handoff_names_the_newest(repo: Path, now: datetime) -> None:
    first, _, third = chain(repo, [("all",), ("all",), ("all",)], now)
    text = ecc(repo, "read", first)
    assert text.returncode == 0
    assert f"Superseded: the newest handoff of this branch is {third}" in text.stdout
    data = json.loads(ecc(repo, "read", first, "--json").stdout)
    assert data["newerHandoff"] == third
    assert json.loads(ecc(repo, "read", third, "--json").stdout)["newerHandoff"] is None


def test_latest(repo: Path, now: datetime) -> None:
    none = ecc(repo, "handoff", "--latest")
    assert (none.returncode, none.stdout) == (1, "No handoff for branch feature/login.\n")
    _, second = chain(repo, [("all",), ("codex",)], now)
    current = ecc(repo, "handoff", "--latest")
    assert current.returncode == 0
    assert f"ID: {second}" in current.stdout
    assert "Step 1." in current.stdout
    data = json.loads(
        ecc(
            repo,
            "handoff",
            "--latest",
            "--branch",
            "feature/login",
            "--target-harness",
            "claude",
            "--json",
        ).stdout
    )
    assert data["id"] != second
    assert data["branch"] == "feature/login"
    other = ecc(repo, "handoff", "--latest", "--branch", "main", "--json")
    assert other.returncode == 1
    assert json.loads(other.stdout)["id"] is None
    bad = ecc(repo, "handoff", "--latest", "--target-harness", "Not A Slug")
    assert bad.returncode == 2


def _install(repo: Path) -> None:
    install.install(open_repo(repo), sys.executable, "-P", ("post-checkout",))


def handoffs(repo: Path) -> list[Path]:
    return sorted((repo / ".ecc/memory/project/handoffs").glob("*.md"))


def test_arrival_names_the_newest_handoff_of_the_branch_entered(repo: Path, now: datetime) -> None:
    """The hooks run on a clock pinned an hour after the handoff written by hand, so the one
    that leaving feature/login wrote is the newest, whatever the machine's date."""
    _install(repo)
    (older,) = chain(repo, [("all",)], now)
    write(repo, "src/more.py", "more\n")  # new work since: leaving writes a newer handoff
    git(repo, "add", "src/more.py")
    git(repo, "commit", "-q", "-m", "more work")
    hook_clock = {"ECC_MEMORY_NOW": iso(now + timedelta(hours=1))}
    left = git(repo, "checkout", "-b", "other", "main", env=hook_clock)
    (newest,) = re.findall(r"saved handoff for feature/login: (mem_\w+)", left.stderr)
    write(repo, "o.txt", "o\n")
    git(repo, "add", "o.txt")
    git(repo, "commit", "-q", "-m", "other work")
    later = {"ECC_MEMORY_NOW": iso(now + timedelta(hours=3))}
    result = git(repo, "checkout", "feature/login", env=later)
    assert "ecc-memory: saved handoff for other: mem_" in result.stderr
    line = next(x for x in result.stderr.splitlines() if "newest handoff for feature/login" in x)
    assert newest in line
    assert older not in line
    assert '"Branch handoff: feature/login"' in line
    # Who wrote it, with what, where and when; and the words it carries from the older one.
    assert '(ECC Test, git, this clone, 2h ago) "Step 0." (ecc memory read ' in line


def test_leaving_a_branch_without_work_writes_nothing(repo: Path) -> None:
    _install(repo)
    git(repo, "checkout", "-q", "main")
    assert len(handoffs(repo)) == 1  # feature/login has a commit of its own
    result = git(repo, "checkout", "-q", "feature/login")  # main: no commits beyond its base
    assert "saved handoff for main" not in result.stderr
    assert len(handoffs(repo)) == 1
    write(repo, "notes.txt", "carried\n")
    git(repo, "checkout", "-q", "main")  # uncommitted changes: worth a handoff
    assert len(handoffs(repo)) == 2


def test_orphan_switch_does_not_hand_off_the_wrong_branch(repo: Path) -> None:
    _install(repo)
    git(repo, "checkout", "-q", "-b", "feature/b")
    write(repo, "b.txt", "b\n")
    git(repo, "add", "b.txt")
    git(repo, "commit", "-q", "-m", "b work")
    git(repo, "checkout", "-q", "feature/login")  # hands off feature/b
    before = handoffs(repo)
    write(repo, "untracked.txt", "new state\n")
    result = git(repo, "switch", "-q", "--orphan", "fresh")
    assert result.returncode == 0
    assert "saved handoff" not in result.stderr
    assert handoffs(repo) == before


def test_file_checkout_writes_nothing(repo: Path) -> None:
    _install(repo)
    git(repo, "checkout", "-q", "main")
    before = handoffs(repo)
    git(repo, "checkout", "feature/login", "--", "src/app.py")
    assert handoffs(repo) == before


def test_message_goes_above_the_generated_context(repo: Path) -> None:
    result = ecc(
        repo,
        "handoff",
        "--from",
        "codex",
        "--target",
        "claude",
        "--from-branch",
        "-m",
        "Intent: finish login. Next: tests.",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    memory_id = json.loads(result.stdout)["id"]
    body = json.loads(ecc(repo, "read", memory_id, "--json").stdout)["memory"]["body"]
    assert body.startswith("Intent: finish login. Next: tests.\n\nBranch handoff for")


@pytest.mark.parametrize("extra", [["--stdin"], ["--body-file", "x.md"]])
def test_message_and_another_body_source_are_refused(repo: Path, extra: list[str]) -> None:
    write(repo, "x.md", "text\n")
    result = ecc(
        repo,
        "handoff",
        "--from",
        "codex",
        "--target",
        "claude",
        "--from-branch",
        "-m",
        "words",
        *extra,
        stdin="more",
    )
    assert result.returncode == 2
    assert result.stderr == ("Error: Choose one memory body source: -m, --stdin or --body-file.\n")
    assert handoffs(repo) == []


def test_message_without_from_branch_is_refused(repo: Path) -> None:
    result = ecc(
        repo, "handoff", "--from", "codex", "--target", "claude", "--title", "t", "-m", "words"
    )
    assert result.returncode == 2
    assert handoffs(repo) == []


def test_age(now: datetime) -> None:
    stamp = iso(now).replace("Z", ".000Z")
    assert age(stamp, now + timedelta(hours=5)) == "5h"
    assert age(stamp, now + timedelta(seconds=30)) == "30s"
    assert age(iso(now - timedelta(days=3)), now) == "3d"
    assert age(stamp, now - timedelta(minutes=1)) == "0s"  # a clock behind the file: no negatives
    assert age("garbage", now) == "unknown age"
