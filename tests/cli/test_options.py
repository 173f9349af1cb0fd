"""Options that tools can rely on: one name for each harness concept (older spellings hidden),
``--project-root`` on every command that finds a repository, one JSON convention."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import click
import pytest

from ecc_memory.cli.main import ecc
from gitrepo import commit_all, init_repo, write

HARNESS_SPELLINGS = {"--from", "--source-harness", "--harness", "--target", "--target-harness"}
CANONICAL = {"--from": "who writes", "--target": "who it is for", "--harness": "who reads"}
# Started by git or an agent with its own arguments, in the directory it chose.
NO_REPOSITORY_OPTION = {"ecc memory mcp", "ecc memory merge-file", "ecc memory hooks run"}


def commands() -> Iterator[tuple[str, click.Command, click.Context]]:
    def walk(command: click.Command, path: str, parent: click.Context | None) -> Iterator:  # type: ignore[type-arg]
        ctx = click.Context(command, info_name=path.split()[-1], parent=parent)
        if isinstance(command, click.Group):
            for name in command.list_commands(ctx):
                sub = command.get_command(ctx, name)
                assert sub is not None
                yield from walk(sub, f"{path} {name}", ctx)
        else:
            yield path, command, ctx

    yield from walk(ecc, "ecc", None)


def test_every_harness_option_has_one_name_and_hides_the_others() -> None:
    seen = set()
    for path, command, ctx in commands():
        for param in command.params:
            if not isinstance(param, click.Option) or not set(param.opts) & HARNESS_SPELLINGS:
                continue
            if "harness" not in (param.help or "").lower():
                continue  # `protocol compact --target` is a compaction target, not a harness
            assert param.opts[0] in CANONICAL, f"{path}: {param.opts}"
            record = param.get_help_record(ctx)
            assert record is not None
            shown = set(re.findall(r"--[a-z-]+", record[0]))
            assert shown == {param.opts[0]}, f"{path} shows {shown}"
            seen.add(param.opts[0])
    assert seen == set(CANONICAL)


@pytest.mark.parametrize(
    ("command", "old", "new"),
    [
        ("save", "--source-harness", "--from"),
        ("search", "--target-harness", "--harness"),
        ("handoff", "--target-harness", "--harness"),
        ("session-end", "--harness", "--from"),
    ],
)
def test_the_older_spellings_still_work(command: str, old: str, new: str) -> None:
    found = ecc.get_command(click.Context(ecc), "memory")
    assert isinstance(found, click.Group)
    target = found.get_command(click.Context(found), command)
    assert target is not None
    (param,) = [p for p in target.params if old in getattr(p, "opts", ())]
    assert param.opts[0] == new


def test_every_command_that_finds_a_repository_takes_project_root() -> None:
    missing = [
        path
        for path, command, _ in commands()
        if path not in NO_REPOSITORY_OPTION
        and not any("--project-root" in getattr(p, "opts", ()) for p in command.params)
    ]
    assert missing == []


@pytest.fixture
def elsewhere(tmp_path: Path) -> tuple[Path, Path]:
    """A repository with a vault and a memory, and an unrelated working directory."""
    repo = init_repo(tmp_path / "repo")
    write(repo, "app.py", "x = 1\n")
    commit_all(repo, "app")
    away = tmp_path / "away"
    away.mkdir()
    return repo, away


def ecc_in(cwd: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "ECC_MEMORY_HARNESS": "codex"}
    return subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", *args], cwd=cwd, env=env, input=stdin,
        capture_output=True, text=True, check=False,
    )  # fmt: skip


def test_project_root_points_every_kind_of_command_at_the_repository(
    elsewhere: tuple[Path, Path],
) -> None:
    repo, away = elsewhere
    root = ("--project-root", str(repo))
    assert ecc_in(away, "init", *root).returncode == 0
    assert (repo / ".ecc" / "memory" / "project").is_dir()
    saved = ecc_in(away, "save", "--title", "Far away", "--stdin", "--json", *root, stdin="b")
    memory_id = json.loads(saved.stdout)["memory"]["id"]
    runs = {
        "search": ("search", "far", "--json"),
        "read": ("read", memory_id, "--json"),
        "doctor": ("doctor", "--json"),
        "reindex": ("reindex", "--json"),
        "hooks": ("hooks", "status", "--json"),
        "review": ("review", "--list", "--json"),
        "ci": ("ci", "--json"),
        "brief": ("brief", "--json"),
        "handoff": ("handoff", "--from", "codex", "--target", "all", "--from-branch", "--json"),
    }
    for name, args in runs.items():
        done = ecc_in(away, *args, *root)
        assert done.returncode == 0, f"{name}: {done.stdout}{done.stderr}"
        assert json.loads(done.stdout)["schemaVersion"].startswith("ecc.memory."), name
    found = json.loads(ecc_in(away, "search", "far", "--json", *root).stdout)["results"]
    assert [hit["memory"]["id"] for hit in found] == [memory_id]
    assert list(away.iterdir()) == []
    missing = ecc_in(away, "search", "x", "--project-root", str(away / "nope"))
    assert missing.returncode == 2


SCHEMA = re.compile(r"^ecc\.memory\.[a-z0-9-]+(\.[a-z0-9-]+)*\.v\d+$")
CAMEL = re.compile(r"^[a-z][A-Za-z0-9]*$")


# The snake_case keys the protocol commands printed before the convention (deprecated, printed
# beside their camelCase twins until release 0.3): no other key may have a snake_case spelling,
# so a command added or changed since prints camelCase only.
SNAKE_BEFORE_THE_CONVENTION = frozenset({
    "base_sha256", "canonical_task", "conflict_status", "expected_sha256", "history_check",
    "history_note",
    "incomplete_dimensions", "invalid_findings", "matching_input", "memory_dir",
    "migration_pending", "missing_on_disk", "needs_attention", "plan_id", "policy_exclusions",
    "protocol_version", "strict_refusal",
})  # fmt: skip


def convention_problems(value: object, where: str = "$") -> list[str]:
    """Keys that are not camelCase, except a deprecated snake_case spelling printed beside its
    camelCase twin (the protocol commands' keys of before the convention, for one release)."""
    problems: list[str] = []
    if isinstance(value, list):
        for index, item in enumerate(value):
            problems += convention_problems(item, f"{where}[{index}]")
    elif isinstance(value, dict):
        for key, item in value.items():
            twin = re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), key)
            deprecated = twin != key and twin in value and key in SNAKE_BEFORE_THE_CONVENTION
            if not CAMEL.match(key) and not deprecated:
                problems.append(f"{where}.{key}")
            problems += convention_problems(item, f"{where}.{key}")
    return problems


def test_every_json_output_follows_the_one_convention(elsewhere: tuple[Path, Path]) -> None:
    repo, _ = elsewhere
    assert ecc_in(repo, "protocol", "init").returncode == 0
    saved = ecc_in(repo, "save", "--title", "Port", "--stdin", "--json", stdin="8080")
    memory_id = json.loads(saved.stdout)["memory"]["id"]
    add = ("protocol", "subject", "add", "Billing", "--kind", "concept", "--evidence",
           "user-confirmed")  # fmt: skip
    plan = json.loads(ecc_in(repo, *add, "--json").stdout)["planId"]
    added = ecc_in(repo, *add, "--apply", "--confirm-plan", plan)
    assert added.returncode == 0, added.stderr
    runs = [
        ("init",), ("search", "port"), ("read", memory_id), ("doctor",), ("reindex",),
        ("supersede", memory_id, "-m", "8443"), ("retire", memory_id),
        ("handoff", "--from", "codex", "--target", "all", "--title", "h", "-m", "x"),
        ("handoff", "--from", "codex", "--target", "all", "--from-branch"),
        ("handoff", "--latest"), ("hooks", "install"), ("hooks", "status"),
        ("hooks", "uninstall"),
        ("review", "--list"), ("ci",), ("ci", "--format", "json"), ("brief",),
        ("setup", "claude"),
        ("protocol", "check"), ("protocol", "check", "--conflicts"), ("protocol", "status"),
        ("protocol", "list"), ("protocol", "context", "--task", "implementation"),
        ("protocol", "add", "--type", "decision", "Use tabs"),
        ("protocol", "subject", "list"), ("protocol", "forget", "Billing", "--history-check"),
        ("protocol", "local", "status"),
        ("read", "mem_nothing_here"),  # an error is a JSON document too
    ]  # fmt: skip
    hook = ("brief", "--hook", "--harness", "codex")  # a hook reads its payload on stdin
    for args, stdin in [*((args, None) for args in runs), (hook, "{}")]:
        done = ecc_in(repo, *args, "--json", stdin=stdin)
        data = json.loads(done.stdout)
        assert isinstance(data, dict), args
        assert next(iter(data)) == "schemaVersion", args
        assert SCHEMA.match(data["schemaVersion"]), (args, data["schemaVersion"])
        assert convention_problems(data) == [], args
        # One layout: indented by two, non-ASCII as it is (`handoff` and `brief --hook`
        # printed one compact line).
        assert done.stdout == json.dumps(data, indent=2, ensure_ascii=False) + "\n", args
    history = json.loads(ecc_in(repo, "protocol", "forget", "Billing", "--history-check",
                                "--json").stdout)  # fmt: skip
    assert history["historyCheck"] == "no-reachable-copy-detected"  # the subject is uncommitted
    listed = json.loads(ecc_in(repo, "protocol", "subject", "list", "--json").stdout)
    assert {"canonicalRef", "mergedInto"} <= set(listed["subjects"][0])


def test_the_convention_check_can_fail() -> None:
    assert convention_problems({"plan_id": 1}) == ["$.plan_id"]
    assert convention_problems({"a": [{"Bad Key": 1}]}) == ["$.a[0].Bad Key"]
    assert convention_problems({"plan_id": 1, "planId": 1}) == []
    # A key that never shipped in snake_case gets no deprecated twin.
    assert convention_problems({"canonical_ref": 1, "canonicalRef": 1}) == ["$.canonical_ref"]
