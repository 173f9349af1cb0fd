"""Hook scripts written by an earlier installer keep working after the package layout moved.

The scripts in ``legacy_hooks/`` are byte-for-byte what ecc-memory 0.1.0 installed: they run
``python -P -m ecc_memory.cli_git``. Scripts installed today run ``ecc_memory.entry``, a module
that never moves again.
"""

from __future__ import annotations

import shlex
import stat
import sys
from pathlib import Path

import pytest

from gitrepo import git, init_repo, write

LEGACY = Path(__file__).resolve().parent / "legacy_hooks"
HOOKS = Path(__file__).resolve().parents[2] / "hooks"


def install_legacy(repo: Path, hook: str) -> None:
    template = (LEGACY / f"{hook}-0.1.0").read_text(encoding="utf-8")
    assert "-m ecc_memory.cli_git run" in template  # really the old module path
    script = template.replace("@PYTHON@", shlex.quote(sys.executable)).replace("@PYFLAGS@", "-P")
    target = repo / ".git" / "hooks" / hook
    target.write_text(script, encoding="utf-8")
    target.chmod(target.stat().st_mode | stat.S_IXUSR)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    write(path, ".ecc/memory/project/.gitignore", "*\n!.gitignore\n")
    git(path, "add", "-f", ".ecc/memory/project/.gitignore")
    git(path, "commit", "-q", "-m", "guard")
    return path


def test_legacy_pre_commit_script_still_blocks_project_memory(repo: Path) -> None:
    install_legacy(repo, "pre-commit")
    write(repo, ".ecc/memory/project/notes/x.md", "private\n")
    git(repo, "add", "-f", ".ecc/memory/project/notes/x.md")
    blocked = git(repo, "commit", "-q", "-m", "leak", check=False)
    assert blocked.returncode == 1, blocked.stdout + blocked.stderr
    assert "project" in blocked.stderr
    assert "No module named" not in blocked.stderr


def test_legacy_pre_commit_script_passes_a_clean_commit(repo: Path) -> None:
    install_legacy(repo, "pre-commit")
    write(repo, "src/app.py", "print('hi')\n")
    git(repo, "add", "src/app.py")
    done = git(repo, "commit", "-q", "-m", "code", check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def test_legacy_post_checkout_script_runs_the_handoff_hook(repo: Path) -> None:
    install_legacy(repo, "post-checkout")
    git(repo, "switch", "-q", "-c", "feature")
    write(repo, "feature.txt", "work\n")
    git(repo, "add", "feature.txt")
    git(repo, "commit", "-q", "-m", "feature work")
    switched = git(repo, "switch", "main", check=False)
    assert switched.returncode == 0
    assert "No module named" not in switched.stderr
    handoffs = list((repo / ".ecc/memory/project/handoffs").glob("*.md"))
    assert len(handoffs) == 1, switched.stdout + switched.stderr


def test_templates_of_today_run_the_stable_entry() -> None:
    for hook in ("pre-commit", "post-checkout"):
        assert "-m ecc_memory.entry run" in (HOOKS / hook).read_text(encoding="utf-8")
