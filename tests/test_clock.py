"""The clock is passed in: ``ECC_MEMORY_NOW`` pins what the product records, tests take their
dates from ``gitrepo.clock_now``, and the date- and age-dependent tests pass a year ahead."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.config import now
from ecc_memory.errors import InvalidInput
from gitrepo import CLOCK_AHEAD_ENV, init_repo

ROOT = Path(__file__).resolve().parents[1]
ECC = str(Path(sys.executable).parent / "ecc")
# Where a test may read the machine's clock: only the one helper every test's dates come from.
CLOCK_READERS = re.compile(r"datetime\.now\(|date\.today\(|datetime\.utcnow\(|time\.time\(\)")


def test_now_is_pinned_by_the_environment() -> None:
    pinned = now({"ECC_MEMORY_NOW": "2031-02-03T04:05:06+02:00"})
    assert pinned.isoformat() == "2031-02-03T02:05:06+00:00"
    assert now({"ECC_MEMORY_NOW": "2031-02-03T04:05:06Z"}).hour == 4
    assert now({}).tzinfo is not None


@pytest.mark.parametrize(
    "bad", ["tomorrow", "2031-02-03T04:05:06", "2031-13-01T00:00:00Z", "9" * 60]
)
def test_a_bad_pinned_clock_is_refused(bad: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        now({"ECC_MEMORY_NOW": bad})
    assert caught.value.code == "INVALID_SETTING"
    assert bad not in caught.value.message


def test_save_records_the_pinned_instant(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "repo")
    env = {**os.environ, "ECC_MEMORY_NOW": "2031-02-03T04:05:06Z"}
    subprocess.run([ECC, "memory", "init"], cwd=repo, env=env, check=True, capture_output=True)
    saved = subprocess.run(
        [ECC, "memory", "save", "--title", "Pinned", "--stdin", "--json"],
        cwd=repo, env=env, input=b"body", capture_output=True, check=True,
    )  # fmt: skip
    memory = json.loads(saved.stdout)["memory"]
    assert memory["createdAt"] == memory["updatedAt"] == "2031-02-03T04:05:06.000Z"
    assert memory["id"].startswith("mem_20310203_")


def test_save_with_a_bad_clock_writes_nothing(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "repo")
    subprocess.run([ECC, "memory", "init"], cwd=repo, check=True, capture_output=True)
    before = snapshot(repo / ".ecc")
    env = {**os.environ, "ECC_MEMORY_NOW": "next tuesday"}
    result = subprocess.run(
        [ECC, "memory", "save", "--title", "t", "--stdin"],
        cwd=repo, env=env, input=b"body", capture_output=True, check=False,
    )  # fmt: skip
    assert result.returncode == 2
    assert b"ECC_MEMORY_NOW must be an ISO 8601 instant" in result.stderr
    assert b"Traceback" not in result.stderr
    assert snapshot(repo / ".ecc") == before


def test_tests_read_the_clock_only_through_the_shared_helper() -> None:
    """A test that reads the machine's clock itself (or writes ``date.today()`` into an
    expectation) is the class that broke the suite on 2026-12-01: dates come from
    ``gitrepo.clock_now`` (the ``now`` fixture), which the year-ahead run moves."""
    offenders = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in sorted((ROOT / "tests").rglob("*.py"))
        if path.name not in ("gitrepo.py", "test_clock.py")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if CLOCK_READERS.search(line)
    ]
    assert offenders == []


@pytest.mark.slow
def test_date_dependent_tests_pass_a_year_ahead() -> None:
    """Every ``clock``-marked test (handoff ages and order, briefs, protocol dates and IDs),
    rerun with the tests' clock and the product's (``ECC_MEMORY_NOW``) 366 days ahead."""
    env = {**os.environ, CLOCK_AHEAD_ENV: "366"}
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-m", "clock",
         "-x", str(ROOT / "tests")],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout[-4000:]
    assert re.search(r"\b\d{2,} passed", result.stdout)
