"""scripts/test_ratio.py: its table adds up (every file counted once, in one area, generated
code left out), whatever the ratios are today."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = ROOT / "scripts" / "test_ratio.py"


@pytest.fixture(scope="module")
def script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("test_ratio_script", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def counted(script: ModuleType) -> tuple[Any, Any]:
    """This checkout's (code, tests) counts, counted once for the module."""
    return script.count(ROOT)  # type: ignore[no-any-return]


SOURCE = '''"""A docstring
# that holds a line like a comment

and a blank one."""
# a comment
import os  # a trailing comment

x = """
"""
'''


def test_blank_and_comment_lines_are_not_counted_and_string_lines_are(script: ModuleType) -> None:
    # The docstring's four lines, less its blank one; import; both lines of x's string.
    assert script.counted_lines(SOURCE) == 3 + 1 + 2
    assert script.counted_lines("") == 0
    assert script.counted_lines("# only\n\n   # comments\n") == 0


@pytest.mark.parametrize(
    ("path", "area"),
    [
        ("app/test_vault.py", "app"),
        ("cli/test_main.py", "cli"),
        ("protocol_fixtures/support.py", "protocol"),
        ("test_config.py", "leaves"),
        ("test_hostile_inputs.py", "(cross-cutting)"),
        ("agents/test_real_clients.py", "(cross-cutting)"),
        ("conftest.py", "(cross-cutting)"),
        ("gitrepo.py", "(cross-cutting)"),
    ],
)
def test_test_files_count_for_the_area_of_their_directory(
    script: ModuleType, path: str, area: str
) -> None:
    areas = {"app", "cli", "mcp", "protocol", "vault", "leaves"}
    assert script.tests_area(Path(path), areas, {"config", "terminal"}) == area


def test_every_file_is_counted_once_and_generated_code_not_at_all(
    script: ModuleType, counted: tuple[Any, Any]
) -> None:
    code, tests = counted
    package = ROOT / script.PACKAGE
    generated = {package / name for name in script.GENERATED}
    assert generated
    assert all(path.is_file() for path in generated)
    sources = [p for p in package.rglob("*.py") if p not in generated]
    assert sum(code.values()) == sum(script.counted_lines(p.read_text("utf-8")) for p in sources)
    every_test = (ROOT / "tests").rglob("*.py")
    assert sum(tests.values()) == sum(
        script.counted_lines(t.read_text("utf-8")) for t in every_test
    )
    assert set(tests) <= {*code, script.ELSEWHERE}
    assert {"app", "cli", "mcp", "vault", "protocol", "git", script.LEAVES} <= set(code)


def test_the_printed_table_adds_up(counted: tuple[Any, Any]) -> None:
    shown = subprocess.run(
        [sys.executable, str(SCRIPT), str(ROOT)], capture_output=True, text=True, check=False
    )
    assert shown.returncode == 0, shown.stderr
    lines = shown.stdout.splitlines()
    assert lines[0].split() == ["area", "code", "tests", "tests:code"]
    assert lines[-1] == "generated, not counted: cli/help_pages.py"
    rows = {line.split()[0]: line.split()[1:] for line in lines[1:-1]}
    whole = rows.pop("whole")
    assert int(whole[0]) == sum(int(code) for code, _, _ in rows.values())
    assert int(whole[1]) == sum(int(tests) for _, tests, _ in rows.values())
    code = counted[0]
    assert {area: int(row[0]) for area, row in rows.items() if area in code} == dict(code)
    for area, (code_lines, test_lines, ratio) in rows.items():
        expected = f"{int(test_lines) / int(code_lines):.2f}" if int(code_lines) else "-"
        assert ratio == expected, area
