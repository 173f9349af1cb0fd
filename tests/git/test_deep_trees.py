"""A folder chain far deeper than any memory needs is a finding, never a crash.

A chain 1,100 deep under ``docs/memory/`` (git stores it without complaint) made every later
commit in the repository fail with ``RecursionError`` and ``ecc memory ci`` exit 3: each walk
of a tree recursed per folder. No walk recurses now, and none goes below ``MAX_TREE_DEPTH``
folders: the folder that deep is one refused entry (``admission/too-deep``), named alike by the
hook, ``post-commit`` and ``ci``, and ``protocol check`` reports it as ``ECC-FILE-005``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.git.plumbing import open_index
from ecc_memory.git.repo import open_repo
from ecc_memory.protocol.writers.scaffold import scaffold_files
from ecc_memory.view.admission import MAX_TREE_DEPTH, TREE_MODE
from ecc_memory.view.watched import Layout
from gitrepo import git, guarded_repo, snapshot, write
from protocol_fixtures.support import make_deep, remove_deep

PROJECT_ID = "0b6c8e52-2a7c-4d7e-9a51-3f7f1b2c4d5e"
CHAIN = "docs/memory/chain" + "/d" * 1_100
FOLDER = "/".join(CHAIN.split("/")[: MAX_TREE_DEPTH + 1])
ECC = str(Path(sys.executable).parent / "ecc")


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """Hooks installed, and a valid ``docs/memory/`` committed."""
    path = guarded_repo(tmp_path / "repo")
    for name, text in scaffold_files(PROJECT_ID).items():
        write(path, f"docs/memory/{name}", text)
    git(path, "add", "docs")
    git(path, "commit", "-q", "-m", "memory protocol")
    return path


def _stage_chain(path: Path) -> None:
    """The chain in the index only (git needs no checkout of it)."""
    blob = git(path, "hash-object", "-w", "--stdin", stdin="# Deep\n").stdout.strip()
    git(path, "update-index", "--add", "--cacheinfo", f"100644,{blob},{CHAIN}/deep.md")


def _ci(path: Path, base: str) -> tuple[int, dict[str, str]]:
    done = subprocess.run(
        [ECC, "memory", "ci", "--json", "--base", base],
        cwd=path, capture_output=True, text=True, check=False,
    )  # fmt: skip
    return done.returncode, {p["file"]: p["code"] for p in json.loads(done.stdout)["problems"]}


def test_the_hook_blocks_the_chain_with_a_finding(repo: Path) -> None:
    _stage_chain(repo)
    before = snapshot(repo)
    done = git(repo, "commit", "-q", "-m", "deep", check=False)
    assert done.returncode == 1, done.stderr
    reason = f"a folder nested more than {MAX_TREE_DEPTH} folders deep"
    assert f"ecc-memory-guard: {FOLDER}: {reason}" in done.stderr
    assert "Error" not in done.stderr
    assert snapshot(repo) == before


def test_a_committed_chain_leaves_later_commits_and_ci_working(repo: Path) -> None:
    base = git(repo, "rev-parse", "HEAD").stdout.strip()
    _stage_chain(repo)
    made = git(repo, "commit", "-q", "--no-verify", "-m", "deep")
    assert f"post-commit: {FOLDER}: a folder nested more than" in made.stderr
    assert "skipped" not in made.stderr
    write(repo, "src/later.py", "later = 1\n")
    git(repo, "add", "src/later.py")
    later = git(repo, "commit", "-q", "-m", "later", check=False)
    assert (later.returncode, later.stderr) == (0, "")
    assert _ci(repo, base) == (1, {FOLDER: "admission/too-deep"})
    # Run by hand, the guard judges every tracked memory file: the folder again.
    whole = subprocess.run(
        [ECC, "memory", "hooks", "run", "guard"], cwd=repo, capture_output=True, text=True,
        check=False,
    )  # fmt: skip
    assert whole.returncode == 1
    assert f"ecc-memory-guard: {FOLDER}: a folder nested more than" in whole.stderr


def test_protocol_check_reviews_a_branch_with_the_chain(repo: Path) -> None:
    """``check --conflicts --merge-base`` reads HEAD, the branch and their merge-base from
    git: a chain in one of them is left out of the review, not a crash."""
    git(repo, "switch", "-q", "-c", "side")
    _stage_chain(repo)
    git(repo, "commit", "-q", "--no-verify", "-m", "deep")
    git(repo, "switch", "-q", "main")
    done = subprocess.run(
        [ECC, "memory", "protocol", "check", "--conflicts", "--merge-base", "side"],
        cwd=repo, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


def test_protocol_check_reports_the_chain_on_disk(repo: Path) -> None:
    nest = repo / "docs/memory/chain"
    nest.mkdir()
    try:
        make_deep(nest, 1_100, "deep.md", "# Deep\n")
        done = subprocess.run(
            [ECC, "memory", "protocol", "check", "--json"],
            cwd=repo, capture_output=True, text=True, check=False,
        )  # fmt: skip
        assert done.returncode == 1, done.stderr
        findings = json.loads(done.stdout)["findings"]
        deep = [f["path"] for f in findings if f["code"] == "ECC-FILE-005"]
        assert deep == ["chain" + "/d" * 16]
    finally:
        remove_deep(nest)


def test_both_readers_list_the_chain_as_its_too_deep_folder(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _stage_chain(repo)
    git(repo, "commit", "-q", "--no-verify", "-m", "deep")
    monkeypatch.chdir(repo)
    plumbing = open_index()
    assert plumbing is not None
    pygit2_reader = open_repo(repo)
    try:
        head = git(repo, "rev-parse", "HEAD").stdout.strip()
        records = plumbing.tree_records(head, Layout())
        assert records == pygit2_reader.history.tree_records(head, Layout())
        deep = [(r.path, r.mode) for r in records if r.path.startswith("docs/memory/chain")]
        assert deep == [(FOLDER, TREE_MODE)]
        paths = pygit2_reader.history.tree_paths(head)  # evidence lookups: bounded too
        assert not any(p.startswith("docs/memory/chain") for p in paths)
    finally:
        plumbing.close()
