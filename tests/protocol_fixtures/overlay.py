"""Running ``ecc memory protocol`` as a process with its own state directory (the local overlay
lives there), over a copy of the 0.7 fixture in a fresh git repository."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from gitrepo import git
from protocol_fixtures.support import FIXTURE

ECC = str(Path(sys.executable).parent / "ecc")


def ecc(cwd: Path, state: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ECC_MEMORY_STATE_DIR": str(state)}
    command = [ECC, "memory", "protocol", *args]
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True, env=env, check=False)


def local(cwd: Path, state: Path, *args: str) -> dict[str, object]:
    result = ecc(cwd, state, "local", *args, "--json")
    assert result.returncode == 0, result.stdout + result.stderr
    return dict(json.loads(result.stdout))


def fixture_project(tmp_path: Path) -> Path:
    root = tmp_path / "project"
    shutil.copytree(FIXTURE, root / "docs" / "memory")
    git(root, "init", "-q")
    return root
