"""The hooks through the real pre-commit framework, offline.

The consumer repository uses this repository's manifest entries as `repo: local` hooks with
`language: system`, so pre-commit installs nothing and needs no network; git, pre-commit's
hook script and its argument plumbing are all real.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from ecc_memory.vault.document import new_memory, serialize
from gitrepo import GUARD, git, init_repo, write

MANIFEST = Path(__file__).resolve().parents[2] / ".pre-commit-hooks.yaml"
PRE_COMMIT = str(Path(sys.executable).parent / "pre-commit")


def test_manifest_validates() -> None:
    result = subprocess.run(
        [PRE_COMMIT, "validate-manifest", str(MANIFEST)], capture_output=True, text=True,
        check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


def test_manifest_hooks_have_explicit_stages() -> None:
    hooks = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    assert {h["id"] for h in hooks} == {
        "ecc-memory-guard", "ecc-memory-gitignore", "ecc-memory-protocol", "ecc-memory-handoff",
    }  # fmt: skip
    for hook in hooks:
        assert hook["stages"], hook["id"]
        assert hook["pass_filenames"] is False
        assert hook["entry"].startswith("ecc memory hooks run ")
    handoff = next(h for h in hooks if h["id"] == "ecc-memory-handoff")
    assert handoff["always_run"] is True
    assert handoff["stages"] == ["post-checkout"]


def _consumer(tmp_path: Path) -> Path:
    repo = init_repo(tmp_path / "consumer")
    hooks = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    for hook in hooks:
        hook["language"] = "system"  # offline: run the installed `ecc`, install nothing
    config = {
        "default_install_hook_types": ["pre-commit", "post-checkout"],
        "repos": [{"repo": "local", "hooks": hooks}],
    }
    write(repo, ".pre-commit-config.yaml", yaml.safe_dump(config, sort_keys=False))
    write(repo, ".ecc/memory/project/.gitignore", GUARD)
    git(repo, "add", ".")
    git(repo, "commit", "-q", "-m", "pre-commit config")
    checked = subprocess.run(
        [PRE_COMMIT, "validate-config", ".pre-commit-config.yaml"], cwd=repo, check=False,
        capture_output=True, text=True,
    )  # fmt: skip
    assert checked.returncode == 0, checked.stdout
    installed = subprocess.run(
        [PRE_COMMIT, "install"], cwd=repo, capture_output=True, text=True, check=False
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr
    return repo


def _commit(repo: Path) -> subprocess.CompletedProcess[str]:
    result = git(repo, "commit", "-q", "-m", "change", check=False)
    # git sends hook output to its standard error; keep it in one place for the asserts.
    result.stdout += result.stderr
    return result


@pytest.mark.slow
def test_guard_and_gitignore_through_pre_commit(tmp_path: Path) -> None:
    repo = _consumer(tmp_path)
    write(repo, ".ecc/memory/project/notes/a.md", "private\n")
    git(repo, "add", "-f", ".ecc/memory/project/notes/a.md")
    result = _commit(repo)
    assert result.returncode == 1
    output = result.stdout
    assert "ecc-memory-guard: .ecc/memory/project/notes/a.md: project-scope memory" in output
    assert "ecc-memory-gitignore: .ecc/memory/project/notes/a.md: project-scope memory is " in (
        output
    )
    git(repo, "rm", "-q", "--cached", ".ecc/memory/project/notes/a.md")
    team = serialize(
        new_memory(title="T", body="Fact.", source_harness="codex", kind="fact", scope="team")
    )
    write(repo, ".ecc/memory/team/facts/t.md", team)
    git(repo, "add", ".ecc/memory/team/facts/t.md")
    result = _commit(repo)
    assert result.returncode == 1
    assert "not reviewed in this exact content (fix: ecc memory review)" in result.stdout


@pytest.mark.slow
def test_gitignore_hook_through_pre_commit(tmp_path: Path) -> None:
    repo = _consumer(tmp_path)
    write(repo, ".ecc/memory/project/.gitignore", "*\n")
    git(repo, "add", ".ecc/memory/project/.gitignore")
    result = _commit(repo)
    assert result.returncode == 1
    assert "ecc-memory-gitignore: .ecc/memory/project/.gitignore: the guard file has" in (
        result.stdout
    )


@pytest.mark.slow
def test_protocol_hook_through_pre_commit(tmp_path: Path) -> None:
    repo = _consumer(tmp_path)
    write(repo, "docs/memory/manifest.md", "garbage\n")
    git(repo, "add", "docs/memory/manifest.md")
    result = _commit(repo)
    assert result.returncode == 1
    assert "ecc-memory-protocol: docs/memory/manifest.md" in result.stdout


@pytest.mark.slow
def test_handoff_hook_through_pre_commit(tmp_path: Path) -> None:
    repo = _consumer(tmp_path)
    git(repo, "checkout", "-q", "-b", "feature/x")
    write(repo, "work.txt", "w\n")
    git(repo, "add", "work.txt")
    assert _commit(repo).returncode == 0
    result = git(repo, "checkout", "main", check=False)
    assert result.returncode == 0
    output = result.stdout + result.stderr
    assert "ecc-memory: saved handoff for feature/x" in output
    assert len(list((repo / ".ecc/memory/project/handoffs").glob("*.md"))) == 1
    result = git(repo, "checkout", "feature/x", check=False)
    assert "ecc-memory: newest handoff for feature/x" in result.stdout + result.stderr


@pytest.mark.slow
@pytest.mark.skipif(
    not os.environ.get("ECC_TEST_WHEELHOUSE"),
    reason="try-repo installs the package: set ECC_TEST_WHEELHOUSE to an offline wheelhouse",
)
def test_try_repo_with_wheelhouse(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PIP_NO_INDEX", "1")
    monkeypatch.setenv("PIP_FIND_LINKS", os.environ["ECC_TEST_WHEELHOUSE"])
    monkeypatch.setenv("PIP_CONFIG_FILE", os.devnull)
    repo = init_repo(tmp_path / "target")
    write(repo, ".ecc/memory/project/.gitignore", GUARD)
    write(repo, ".ecc/memory/project/notes/a.md", "x\n")
    git(repo, "add", "-f", ".ecc")
    source = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [PRE_COMMIT, "try-repo", str(source), "ecc-memory-guard"], cwd=repo,
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert result.returncode == 1, result.stdout
    assert "project-scope memory is never committed" in result.stdout
