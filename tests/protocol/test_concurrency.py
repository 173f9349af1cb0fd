"""Twenty writers at once, shared and local mixed: every acknowledged write is present."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gitrepo import git
from protocol_fixtures.support import FIXTURE

ECC = str(Path(sys.executable).parent / "ecc")
SUBJECT = "MC-SUBJ-20260801-20000002"
FACETS = ("security", "performance", "data-model", "interface", "workflow", "lifecycle")


@pytest.mark.hostile
def test_twenty_parallel_writers_keep_every_acknowledged_write(tmp_path: Path) -> None:
    project = tmp_path / "project"
    shutil.copytree(FIXTURE, project / "docs" / "memory")
    git(project, "init", "-q")
    env = {**os.environ, "ECC_MEMORY_STATE_DIR": str(tmp_path / "state")}
    base = [ECC, "memory", "protocol"]
    done = subprocess.run([*base, "local", "enable"], cwd=project, env=env, check=False)
    assert done.returncode == 0

    def command(n: int) -> list[str]:
        if n % 2:
            return [*base, "local", "add", f"Local preference {n}.", "--evidence", "user-confirmed"]
        # A candidate: one Plan ID flow per writer, retried below if another changed the tree.
        return [*base, "add", f"Shared candidate {n}.", "--type", "constraint", "--candidate"]

    def shared(n: int) -> subprocess.CompletedProcess[str]:
        for _ in range(40):  # a plan goes stale whenever another writer lands first
            shown = subprocess.run([*command(n), "--json"], cwd=project, env=env,
                                   capture_output=True, text=True, check=False)  # fmt: skip
            plan = json.loads(shown.stdout)["plan_id"]
            applied = subprocess.run(
                [*command(n), "--apply", "--confirm-plan", plan, "--lock-timeout", "60", "--json"],
                cwd=project, env=env, capture_output=True, text=True, check=False,
            )  # fmt: skip
            if "PROTOCOL_PLAN_CHANGED" not in applied.stdout + applied.stderr:
                return applied
        return applied

    from concurrent.futures import ThreadPoolExecutor

    def one(n: int) -> subprocess.CompletedProcess[str]:
        if n % 2 == 0:
            return shared(n)
        return subprocess.run(command(n), cwd=project, env=env, capture_output=True, text=True,
                              check=False)  # fmt: skip

    with ThreadPoolExecutor(20) as pool:
        results = list(pool.map(one, range(20)))
    acknowledged = [n for n, r in enumerate(results) if r.returncode == 0]
    assert len(acknowledged) == 20, [r.stderr for r in results if r.returncode]
    inbox = (project / "docs" / "memory" / "inbox.md").read_text(encoding="utf-8")
    [folder] = (tmp_path / "state" / "projects").iterdir()
    local = (folder / "local" / "preferences.md").read_text(encoding="utf-8")
    for n in acknowledged:
        assert (f"Local preference {n}." in local) if n % 2 else (f"Shared candidate {n}." in inbox)
    check = subprocess.run([*base, "check"], cwd=project, env=env, capture_output=True, text=True)
    assert check.returncode == 0, check.stdout
