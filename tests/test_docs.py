"""Docs are code: the README's first command works, and every command and tool is documented."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import click
import pytest

from ecc_memory.cli.main import ecc

ROOT = Path(__file__).resolve().parents[1]


def _code_blocks(text: str) -> list[str]:
    return re.findall(r"```sh\n(.*?)```", text, flags=re.S)


def test_readme_opens_with_the_two_setup_commands() -> None:
    blocks = _code_blocks((ROOT / "README.md").read_text(encoding="utf-8"))
    install_and_run, run_tests = blocks[0].strip(), blocks[1].strip()
    assert install_and_run.startswith("pip install -e . && ecc memory init")
    assert run_tests == "pip install -e '.[test]' && python -m pytest -q"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    # CI installs the test extra (plus the pinned linters) and then runs the README's command.
    assert "python -m pip install --quiet -e '.[test,lint]'" in ci
    assert "\npython -m pytest -q\n" in ci


def test_readme_first_command_saves_and_finds_a_memory(project: Path) -> None:
    first = _code_blocks((ROOT / "README.md").read_text(encoding="utf-8"))[0].strip()
    command = first.removeprefix("pip install -e . && ")  # the package is already installed here
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    done = subprocess.run(
        ["bash", "-c", command], cwd=project, env=env, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "Auth migration status" in done.stdout.splitlines()[-2]
    assert (
        project / ".ecc" / "memory" / "project" / ".gitignore"
    ).read_bytes() == b"*\n!.gitignore\n"


def _command_paths(group: click.Group, prefix: str) -> list[str]:
    ctx = click.Context(group)
    paths = []
    for name in group.list_commands(ctx):
        command = group.get_command(ctx, name)
        assert command is not None
        path = f"{prefix} {name}"
        paths.append(path)
        if isinstance(command, click.Group):
            paths.extend(_command_paths(command, path))
    return paths


def test_every_command_is_documented_and_has_help() -> None:
    reference = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    for path in _command_paths(ecc, "ecc"):
        assert f"`{path}" in reference, f"{path} is missing from docs/cli.md"


def test_every_mcp_tool_is_documented() -> None:
    from ecc_memory.mcp.tools import tool_specs

    text = (ROOT / "docs" / "mcp.md").read_text(encoding="utf-8")
    for spec in tool_specs():
        assert f"| `{spec.name}` |" in text, f"{spec.name} is missing from docs/mcp.md"


def test_architecture_lists_every_module() -> None:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    package = ROOT / "src" / "ecc_memory"
    for path in package.rglob("*.py"):
        if path.stem not in {"__init__", "__main__"}:
            assert f"{path.stem}" in text, f"{path.name} is missing from docs/architecture.md"
    for path in package.rglob("__init__.py"):
        if path.parent != package:
            name = path.parent.relative_to(package).as_posix()
            shown = f"`{name}/`" in text or f"{path.parent.name}/ " in text
            assert shown, f"package {name}/ is missing from docs/architecture.md"


def test_cli_reference_matches_the_code() -> None:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        from gen_cli_docs import render
    finally:
        sys.path.pop(0)
    committed = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    assert committed == render(), "docs/cli.md is stale: run python scripts/gen_cli_docs.py"


EXAMPLES = ROOT / "docs" / "examples"


def _yaml_blocks(text: str) -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", text, flags=re.S)


@pytest.mark.parametrize(
    ("page", "examples"),
    [
        ("README.md", ["pre-commit-remote.yaml"]),
        ("docs/git.md", ["pre-commit-remote.yaml", "pre-commit-local.yaml"]),
    ],
)
def test_pre_commit_configs_are_printed_verbatim(page: str, examples: list[str]) -> None:
    """Each pre-commit config a page prints is a file that tests/git/test_precommit.py runs."""
    blocks = _yaml_blocks((ROOT / page).read_text(encoding="utf-8"))
    configs = [block for block in blocks if "repos:" in block]
    expected = [(EXAMPLES / name).read_text(encoding="utf-8") for name in examples]
    assert configs == expected


def test_reliability_names_real_tests_and_the_hostile_command() -> None:
    text = (ROOT / "docs" / "reliability.md").read_text(encoding="utf-8")
    assert _code_blocks(text) == ["python -m pytest -q -m hostile\n"]
    assert "hostile:" in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    sources = "".join(path.read_text(encoding="utf-8") for path in (ROOT / "tests").rglob("*.py"))
    named = set(re.findall(r"`(test_\w+)`", text))
    assert len(named) >= 20
    for name in sorted(named):
        assert f"def {name}(" in sources, name
    hostile = (ROOT / "tests" / "vault" / "test_hostile.py").read_text(encoding="utf-8")
    for name in re.findall(r"^def (test_\w+)\(", hostile, flags=re.M):
        assert f"`{name}`" in text, f"docs/reliability.md does not say what {name} proves"
