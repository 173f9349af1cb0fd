"""``ecc memory search`` in its common spellings runs without click (``entry.ecc`` →
``cli.search_run``, issue 34): it must print and exit exactly as the click command does, and
hand every other command line to click."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.config import resolve_roots
from ecc_memory.vault.document import new_memory
from ecc_memory.vault.store import init_vault, save_memory
from gitrepo import init_repo

THROUGH_CLICK = (
    "import sys\nfrom ecc_memory.cli.main import main\nsys.argv = ['ecc', *sys.argv[1:]]\nmain()\n"
)
LOADED = (
    "import atexit, sys\n"
    "atexit.register(lambda: sys.stderr.write('CLICK=%s\\n' % ('click' in sys.modules)))\n"
    "from ecc_memory.entry import ecc\n"
    "sys.argv = ['ecc', *sys.argv[1:]]\n"
    "ecc()\n"
)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    project = init_repo(tmp_path / "repo")
    roots = resolve_roots(project, os.environ)
    init_vault(roots, ["project", "team"])
    for number, (title, body) in enumerate(
        [("Deploy runbook", "deploy with the script"), ("Session notes", "deploy session cache"),
         ("Auth lesson", "rotate the token after deploy"), ("Team habit", "review on fridays")]
    ):  # fmt: skip
        item = new_memory(
            title=title, body=body, source_harness="codex", kind="lesson" if number % 2 else "note",
            scope="team" if number == 3 else "project", tags=("ops",) if number else (),
            target_harnesses=("claude",) if number == 2 else ("all",),
        )  # fmt: skip
        save_memory(roots, item)
    return project


def _run(script: str, args: list[str], cwd: Path) -> tuple[int, str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ECC_")}
    done = subprocess.run(
        [sys.executable, "-c", script, "memory", "search", *args],
        cwd=cwd, env=env, capture_output=True, text=True, check=False,
    )  # fmt: skip
    return done.returncode, done.stdout, done.stderr


PLAIN = [
    ["deploy"],
    ["deploy", "session", "--json"],
    ["--json", "deploy", "--limit", "1"],
    ["deploy", "--limit=2", "--kind", "lesson", "--json"],
    ["deploy", "--tag", "ops", "--scope", "project", "--scope=team"],
    ["deploy", "--harness", "codex", "--json"],
    ["deploy", "--target-harness=claude", "--all"],
    [],  # the newest memories
    ["--json"],
    ["nothing-matches-this", "--json"],
    ["deploy", "--tag", "NOT A SLUG", "--json"],  # the same refusal
    ["deploy", "--harness", "Bad Harness"],
]


@pytest.mark.parametrize("args", PLAIN)
def test_the_plain_forms_answer_as_click_does(project: Path, args: list[str]) -> None:
    code, out, err = _run(LOADED, args, project)
    assert err.endswith("CLICK=False\n")
    assert (code, out, err.removesuffix("CLICK=False\n")) == _run(THROUGH_CLICK, args, project)


OTHERS = [
    ["--help"],
    ["deploy", "--project-root", "."],
    ["deploy", "--limit", "0"],
    ["deploy", "--limit", "101"],
    ["deploy", "--limit", "many"],
    ["deploy", "--limit", "1", "--limit", "2"],
    ["deploy", "--kind", "poem"],
    ["deploy", "--scope", "galaxy"],
    ["deploy", "--harness", "a", "--harness", "b"],
    ["deploy", "--verbose"],
    ["-deploy"],
    ["deploy", "--", "x"],
    ["deploy", "--tag"],
    ["deploy", "--all=yes"],
]


@pytest.mark.parametrize("args", OTHERS)
def test_every_other_form_is_clicks(project: Path, args: list[str]) -> None:
    code, out, err = _run(LOADED, args, project)
    assert err.endswith("CLICK=True\n")
    assert (code, out) == _run(THROUGH_CLICK, args, project)[:2]
