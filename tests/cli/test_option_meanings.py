"""One meaning per option on every command (issue 33): ``--project-root DIR`` is the project
at or above DIR, exactly as if the command ran in DIR; ``--json`` prints one JSON object whose
first key names its schema. Each command runs in a real repository (a vault with a memory, the
0.7 ``docs/memory/``, a feature branch) three ways, and the three answers
must be the same: in a subdirectory, from outside with ``--project-root`` naming that
subdirectory, and from outside naming the project itself. A writer's preview is compared too:
the same Plan ID means the same files were read."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from ecc_memory.cli.main import ecc
from gitrepo import clock_now, commit_all, git, init_repo, iso, isolate, write
from protocol_fixtures.support import FIXTURE

ECC = str(Path(sys.executable).parent / "ecc")
MEMORY_ID = "mem_20260101_kettle0001"
SUBJECT = "MC-SUBJ-20260729-7e5c3a91"
KETTLE = f"""---
schema: "ecc.memory.v1"
id: "{MEMORY_ID}"
title: "Kettle"
kind: "note"
scope: "project"
trust: "unreviewed"
status: "active"
source_harness: "cli"
target_harnesses: ["all"]
tags: ["kitchen"]
links: []
created_at: "2026-01-01T09:00:00.000Z"
updated_at: "2026-01-01T09:00:00.000Z"
---
The kettle boils water.
"""

# Commands that read (or only preview), with the arguments that make them do real work.
COMMANDS: dict[str, tuple[str, ...]] = {
    "search": ("search", "kettle"),
    "read": ("read", MEMORY_ID),
    "doctor": ("doctor",),
    "brief": ("brief", "--harness", "claude"),
    "handoff --latest": ("handoff", "--latest"),
    "ci": ("ci", "--base", "main"),
    "hooks status": ("hooks", "status"),
    "setup": ("setup", "claude"),
    "protocol check": ("protocol", "check"),
    "protocol status": ("protocol", "status"),
    "protocol context": ("protocol", "context", "--task", "implementation", "--path", "src/x.py"),
    "protocol list": ("protocol", "list"),
    "protocol show": ("protocol", "show", "MC-DEC-20260827-8f4c2a91"),
    "protocol subject list": ("protocol", "subject", "list"),
    "protocol local status": ("protocol", "local", "status"),
    "protocol recover": ("protocol", "recover"),
    "protocol add": ("protocol", "add", "Keep it small.", "--type", "decision", "--subject", SUBJECT, "--facet", "workflow", "--evidence", "user-confirmed"),  # noqa: E501
    "protocol forget": ("protocol", "forget", "Gemini thin-context"),
    "protocol migrate": ("protocol", "migrate"),
    "protocol enable": ("protocol", "enable", "area/src", "--path", "src/**"),
    "protocol compact": ("protocol", "compact", "--target", "inbox.md"),
    "protocol subject add": ("protocol", "subject", "add", "New thing", "--kind", "feature", "--canonical-ref", "feature:new-thing", "--evidence", "user-confirmed"),  # noqa: E501
}  # fmt: skip
# What the renderer family's work (a helper on its own branch) changes the --json convention of;
# their outputs are still compared between the three ways in, not their key spelling.
RENDERED_ELSEWHERE = {"protocol subject list"}


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One repository for every command of this module (they only read it)."""
    base = tmp_path_factory.mktemp("meanings")
    with pytest.MonkeyPatch.context() as patch:
        isolate(base / "home", patch)
        root = init_repo(base / "repo")
        shutil.copytree(FIXTURE, root / "docs" / "memory")
        commit_all(root, "the project's memory files")
        git(root, "checkout", "-q", "-b", "feature/login")
        write(root, "src/login.py", "print('login')\n")
        commit_all(root, "Add the login form")
        write(root, ".ecc/memory/project/.gitignore", "*\n!.gitignore\n")
        write(root, f".ecc/memory/project/notes/{MEMORY_ID}.md", KETTLE)
        (root / "sub" / "deeper").mkdir(parents=True)
    return root


def _env(repo: Path) -> dict[str, str]:
    home = repo.parent / "home"
    return {
        "HOME": str(home),
        "XDG_CACHE_HOME": str(home / ".cache"),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "GIT_CONFIG_GLOBAL": str(home / ".gitconfig"),
        "GIT_CONFIG_NOSYSTEM": "1",
        "ECC_MEMORY_NOW": iso(clock_now()),
    }


def _click(cwd: Path, args: list[str], env: dict[str, str]) -> tuple[int, str]:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        result = CliRunner().invoke(ecc, ["memory", *args], env=env)
    finally:
        os.chdir(here)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.stderr
    return result.exit_code, result.stdout


def _three_ways(repo: Path, args: tuple[str, ...]) -> list[tuple[int, str]]:
    env, outside, below = _env(repo), repo.parent, repo / "sub" / "deeper"
    return [
        _click(below, [*args], env),
        _click(outside, [*args, "--project-root", str(below)], env),
        _click(outside, [*args, "--project-root", str(repo)], env),
    ]


@pytest.mark.parametrize("name", COMMANDS)
def test_project_root_means_at_or_above_on_every_command(repo: Path, name: str) -> None:
    answers = _three_ways(repo, COMMANDS[name])
    assert answers[0][0] in (0, 1), answers[0]
    assert answers[0][1].strip(), name  # it did say something
    assert answers[1] == answers[0]
    assert answers[2] == answers[0]


@pytest.mark.parametrize("name", COMMANDS)
def test_json_is_one_document_that_names_its_schema(repo: Path, name: str) -> None:
    answers = _three_ways(repo, (*COMMANDS[name], "--json"))
    code, out = answers[0]
    assert code in (0, 1), out
    document = json.loads(out)
    assert isinstance(document, dict)
    if name not in RENDERED_ELSEWHERE:
        first = next(iter(document))
        assert first == "schemaVersion", (name, first)
        assert document["schemaVersion"].startswith("ecc.memory."), name
    assert answers[1] == answers[0]
    assert answers[2] == answers[0]


@pytest.mark.parametrize("name", ["search", "doctor"])
def test_the_fast_paths_take_project_root_as_click_does(repo: Path, name: str) -> None:
    args = [*COMMANDS[name], "--project-root", str(repo / "sub" / "deeper")]
    done = subprocess.run(
        [ECC, "memory", *args], cwd=repo.parent, capture_output=True, text=True,
        env={**os.environ, **_env(repo)}, check=False, timeout=120,
    )  # fmt: skip
    assert (done.returncode, done.stdout) == _click(
        repo / "sub" / "deeper", [*COMMANDS[name]], _env(repo)
    )


MISSING_ROOT_REFUSED = [
    "search",
    "read",
    "doctor",
    "brief",
    "handoff --latest",
    "ci",
    "hooks status",
]
# The protocol commands, which once accepted a --project-root that does not exist (and
# `protocol init` created it), refuse it as every other command does.
MISSING_ROOT_ALSO_REFUSED = [
    "protocol check", "protocol list", "protocol subject list", "protocol migrate",
    "protocol recover", "protocol local status",
]  # fmt: skip
INIT = ("protocol", "init")


@pytest.mark.parametrize(
    "args",
    [COMMANDS[name] for name in MISSING_ROOT_REFUSED]
    + [COMMANDS.get(name, INIT) for name in [*MISSING_ROOT_ALSO_REFUSED, "protocol init"]],
    ids=[*MISSING_ROOT_REFUSED, *MISSING_ROOT_ALSO_REFUSED, "protocol init"],
)
def test_a_project_root_that_does_not_exist_is_refused_and_not_created(
    repo: Path, tmp_path: Path, args: tuple[str, ...]
) -> None:
    missing = tmp_path / "no" / "such" / "dir"
    code, out = _click(repo.parent, [*args, "--project-root", str(missing), "--json"], _env(repo))
    assert not (tmp_path / "no").exists()
    assert code == 2, out
    assert out == ""  # click refuses the option before the command runs (its usage error)
