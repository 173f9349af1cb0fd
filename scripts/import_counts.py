"""How much of the core the adapters reach: `python scripts/import_counts.py [SRC_DIR]`.

Counts, over the modules of ``ecc_memory`` (imports inside functions included, as
tests/test_architecture.py counts them), the core modules that the CLI and MCP adapters import
directly, out of all core modules. The adapters are ``cli/``, ``mcp/``, ``render/`` (the
renderers both use), ``entry``, ``cli_git`` and ``__main__``; ``app/`` (the layer between them
and the core) and the adapters are not core. Each adapter module's count is listed, largest
first, so the next one to move onto ``app`` is easy to find. SRC_DIR defaults to this
checkout's ``src/``; give an older checkout's to compare (``git worktree add /tmp/old <rev>``).
"""

from __future__ import annotations

import ast
import os
import sys
from pathlib import Path

ADAPTER_PACKAGES = {"cli", "mcp", "render"}
ADAPTER_MODULES = {"__main__", "entry", "cli_git"}
NOT_CORE = {"app"}


def module_name(package: Path, path: Path) -> str:
    parts = list(path.relative_to(package).with_suffix("").parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def imports_of(package: Path, path: Path, modules: set[str]) -> set[str]:
    """The package's own modules that ``path`` imports (the longest known name of each)."""
    name = module_name(package, path)
    base_package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = ["ecc_memory", *(base_package.split(".") if base_package else [])]
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        for target in targets:
            if not target.startswith("ecc_memory"):
                continue
            short = target.removeprefix("ecc_memory").lstrip(".")
            while short and short not in modules:
                short = short.rpartition(".")[0]
            found.add(short or "__init__")
    return found


def is_adapter(module: str) -> bool:
    return module.split(".")[0] in ADAPTER_PACKAGES or module in ADAPTER_MODULES


def is_core(module: str) -> bool:
    return not is_adapter(module) and module.split(".")[0] not in NOT_CORE


def counts(src: Path) -> tuple[set[str], set[str], dict[str, set[str]]]:
    """(core modules, core modules the adapters import, per adapter module its core imports)."""
    package = src / "ecc_memory"
    paths = sorted(package.rglob("*.py"))
    modules = {module_name(package, path) for path in paths}
    core = {m for m in modules if is_core(m)}
    per_adapter = {
        module_name(package, path): imports_of(package, path, modules) & core
        for path in paths
        if is_adapter(module_name(package, path))
    }
    reached = set().union(*per_adapter.values()) if per_adapter else set()
    return core, reached, per_adapter


def main(argv: list[str]) -> int:
    src = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "src"
    core, reached, per_adapter = counts(src)
    lines = [
        f"adapters import {len(reached)} of {len(core)} core modules "
        f"({len(per_adapter)} adapter modules)",
        "core modules each adapter imports besides errors (as the test counts):",
    ]
    beyond = {module: used - {"errors"} for module, used in per_adapter.items()}
    for module, used in sorted(beyond.items(), key=lambda item: (-len(item[1]), item[0])):
        if used:
            lines.append(f"{len(used):4d}  {module}")
    try:
        sys.stdout.write("\n".join(lines) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:  # `| head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
