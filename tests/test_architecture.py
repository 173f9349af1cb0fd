"""The import rules of docs/architecture.md, enforced on the source tree."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "ecc_memory"
ADAPTERS = {"cli", "cli_protocol", "cli_protocol_write", "cli_git", "mcp_server", "mcp_tools",
            "output", "__main__"}


def _modules() -> dict[str, set[str]]:
    """Module name (relative to the package) -> every module it imports, absolute."""
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        rel = path.relative_to(PACKAGE).with_suffix("")
        name = ".".join(rel.parts)
        imports: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imports.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                imports.add(node.module)
                imports.update(f"{node.module}.{alias.name}" for alias in node.names)
        found[name] = imports
    return found


def _top(name: str) -> str:
    return name.split(".")[0]


def test_core_never_imports_an_adapter_or_click() -> None:
    for module, imports in _modules().items():
        if _top(module) in ADAPTERS:
            continue
        for imported in imports:
            parts = imported.split(".")
            assert parts[0] not in {"click", "mcp"}, f"{module} imports {imported}"
            if parts[0] == "ecc_memory" and len(parts) > 1:
                assert parts[1] not in ADAPTERS, f"core module {module} imports adapter {imported}"


@pytest.mark.parametrize(("library", "owner"), [("pygit2", "gitops"), ("mcp", "mcp_server")])
def test_only_one_module_imports_each_heavy_library(library: str, owner: str) -> None:
    importers = {
        module
        for module, imports in _modules().items()
        if any(imported.split(".")[0] == library for imported in imports)
    }
    assert importers <= {owner}, f"{library} imported by {sorted(importers - {owner})}"


def test_help_does_not_import_heavy_libraries() -> None:
    probe = (
        "import sys, atexit\n"
        "heavy = ('detect_secrets', 'pygit2', 'mcp', 'sqlite3', 'yaml')\n"
        "atexit.register(lambda: sys.stderr.write('LOADED=' + ','.join("
        "m for m in heavy if m in sys.modules) + '\\n'))\n"
        "sys.argv = ['ecc', 'memory', '--help']\n"
        "from ecc_memory.cli import main\n"
        "main()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "LOADED=\n" in done.stderr, done.stderr
    assert "search" in done.stdout


def test_core_modules_never_print() -> None:
    for path in PACKAGE.rglob("*.py"):
        name = path.stem
        if name in ADAPTERS:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = [
            node
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "print"
        ]
        assert not calls, f"{path.name} prints"
