"""`ecc memory hooks status` reports how .pre-commit-config.yaml sets up our hooks."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import yaml

from ecc_memory.git.plugin_config import EXPECTED_STAGES, read_plugin_config
from gitrepo import init_repo, write

ROOT = Path(__file__).resolve().parents[2]
LOCAL = (ROOT / "docs/examples/pre-commit-local.yaml").read_text(encoding="utf-8")
BIN = str(Path(sys.executable).parent)
ENV = {**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ.get('PATH', '')}"}
# What a reader of the old README sentence wrote: ids, entry, language, pass_filenames.
FROM_THE_OLD_README = """\
repos:
  - repo: local
    hooks:
      - id: ecc-memory-guard
        name: guard
        entry: ecc memory hooks run guard
        language: system
        pass_filenames: false
      - id: ecc-memory-handoff
        name: handoff
        entry: ecc memory hooks run post-checkout
        language: system
        pass_filenames: false
        stages: [post-checkout]
"""


def _ecc(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "hooks", *args], cwd=repo,
        capture_output=True, text=True, check=False, env=ENV,
    )  # fmt: skip


def test_expected_stages_match_the_manifest() -> None:
    manifest = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert {h["id"]: tuple(h["stages"]) for h in manifest} == EXPECTED_STAGES


def test_the_documented_local_config_once_installed_has_no_problems(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    write(repo, ".pre-commit-config.yaml", LOCAL)
    report = read_plugin_config(repo, repo / ".git/hooks")
    assert report is not None
    assert all(h.repo == "local" and h.runs_on_deletions and not h.problems for h in report.hooks)
    assert report.problems == tuple(
        f"the {stage} hook is not installed by pre-commit here: run pre-commit install"
        for stage in ("post-checkout", "post-commit", "pre-commit", "pre-merge-commit")
    )
    installed = subprocess.run(
        [str(Path(BIN) / "pre-commit"), "install"], cwd=repo, capture_output=True, text=True,
        check=False, env=ENV,
    )  # fmt: skip
    assert installed.returncode == 0, installed.stdout
    report = read_plugin_config(repo, repo / ".git/hooks")
    assert report is not None
    assert report.problems == ()


def test_a_config_from_the_old_readme_sentence_is_diagnosed(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    write(repo, ".pre-commit-config.yaml", FROM_THE_OLD_README)
    result = _ecc(repo, "status")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "pre-commit: absent" in lines
    assert "  ecc-memory-guard (local): stages " in result.stdout
    guard = next(line for line in lines if line.startswith("  ecc-memory-guard"))
    assert "skipped on commits that only delete files (set always_run: true)" in guard
    handoff = next(line for line in lines if line.startswith("  ecc-memory-handoff"))
    assert "skipped on commits that only delete files" in handoff
    assert "  ecc-memory-protocol: not configured" in lines
    assert (
        "  pre-commit install will not install the post-checkout hook: add it to "
        "default_install_hook_types (or run pre-commit install -t post-checkout)"
    ) in lines
    payload = json.loads(_ecc(repo, "status", "--json").stdout)
    plugin = payload["preCommitConfig"]
    assert plugin["installHookTypes"] == ["pre-commit"]
    guard_json = next(h for h in plugin["hooks"] if h["id"] == "ecc-memory-guard")
    assert guard_json["runsOnDeletions"] is False
    assert len(payload["hooks"]) == 5


def test_remote_hooks_take_the_manifest_defaults_and_legacy_stage_names(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    config = {
        "default_install_hook_types": ["pre-commit", "post-checkout"],
        "repos": [{"repo": "https://example.invalid/ecc-memory.git", "rev": "v1", "hooks": [
            {"id": "ecc-memory-guard", "stages": ["commit", "merge-commit"]},
            {"id": "ecc-memory-protocol", "always_run": False},
            {"id": "ecc-memory-handoff"},
        ]}],
    }  # fmt: skip
    write(repo, ".pre-commit-config.yaml", yaml.safe_dump(config))
    report = read_plugin_config(repo, repo / ".git/hooks")
    assert report is not None
    hooks = {h.id: h for h in report.hooks}
    assert hooks["ecc-memory-guard"].stages == ("pre-commit", "pre-merge-commit")
    assert hooks["ecc-memory-guard"].problems == ()
    assert hooks["ecc-memory-protocol"].runs_on_deletions is False
    assert hooks["ecc-memory-handoff"].problems == ()
    assert any("pre-merge-commit hook: add it" in p for p in report.problems)


def test_invalid_yaml_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    write(repo, ".pre-commit-config.yaml", "repos: [\n")
    result = _ecc(repo, "status")
    assert result.returncode == 0
    assert "  not valid YAML" in result.stdout


def test_no_config_no_section_and_help_never_imports_yaml(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "r")
    assert ".pre-commit-config.yaml" not in _ecc(repo, "status").stdout
    assert json.loads(_ecc(repo, "status", "--json").stdout)["preCommitConfig"] is None
    probe = (
        "import sys\nfrom ecc_memory.cli.main import ecc\n"
        "try:\n    ecc(['memory', 'hooks', 'status', '--help'])\nexcept SystemExit:\n    pass\n"
        "print('yaml' in sys.modules)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=repo, capture_output=True, text=True, check=True
    )
    assert result.stdout.splitlines()[-1] == "False"
