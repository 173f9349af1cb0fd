"""The package boundaries of docs/architecture.md, enforced on the source tree.

Imports inside functions count like top-level ones: a lazy import is still a dependency.
"""

from __future__ import annotations

import ast
import importlib
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "src" / "ecc_memory"

# The adapters (render: the renderers the CLI and MCP adapters share): the core never imports
# them.
ADAPTER_PACKAGES = {"cli", "mcp", "render"}
ADAPTER_MODULES = {"__main__", "entry", "cli_git"}
SHARED_LEAVES = {
    "errors",
    "terminal",
    "config",
    "detectors",
    "files",
    "workers",
    "view",
    "exclude",
    "__init__",
}
# Which core part may import which (shared leaves are open to every part).
ALLOWED_PARTS = {
    "app": {"app", "vault", "protocol", "git", "session"},
    "vault": {"vault"},
    "protocol": {"protocol"},
    "git": {"git", "vault", "protocol"},
    "session": {"session", "vault", "protocol", "git"},
}


def _module_name(path: Path) -> str:
    rel = path.relative_to(PACKAGE).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__" and len(parts) > 1:
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, set[str]]:
    """Module name (relative to the package) -> every ecc_memory or third-party module it
    imports, as absolute names (``ecc_memory.vault.store``, ``pygit2``)."""
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        name = _module_name(path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        imports: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                imports.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = ["ecc_memory", *package.split(".")] if package else ["ecc_memory"]
                    anchor = anchor[: len(anchor) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                imports.add(base)
                imports.update(f"{base}.{alias.name}" for alias in node.names)
        found[name] = imports
    return found


def _internal(modules: dict[str, set[str]], imported: str) -> str | None:
    """The package-relative module an import names, if it is one of ours."""
    if not imported.startswith("ecc_memory"):
        return None
    name = imported.removeprefix("ecc_memory").lstrip(".")
    while name and name not in modules:
        name = name.rpartition(".")[0]
    return name or "__init__"


def _part(module: str) -> str:
    return module.split(".")[0]


def _is_adapter(module: str) -> bool:
    return _part(module) in ADAPTER_PACKAGES or module in ADAPTER_MODULES


def test_core_never_imports_an_adapter_click_or_the_sdk() -> None:
    modules = _modules()
    for module, imports in modules.items():
        if _is_adapter(module):
            continue
        for imported in imports:
            assert imported.split(".")[0] not in {"click", "mcp"}, f"{module} imports {imported}"
            target = _internal(modules, imported)
            assert target is None or not _is_adapter(target), (
                f"core module {module} imports adapter {imported}"
            )


def test_parts_depend_only_in_the_documented_direction() -> None:
    modules = _modules()
    for module, imports in modules.items():
        part = _part(module)
        if _is_adapter(module) or part in SHARED_LEAVES:
            continue  # leaves have their own rule below
        allowed = ALLOWED_PARTS[part]
        for imported in imports:
            target = _internal(modules, imported)
            if target is None or _part(target) in SHARED_LEAVES or target == module:
                continue
            assert _part(target) in allowed, f"{module} ({part}) imports {target}"


# Inside the protocol: each sub-package may import only the ones listed (and itself); the
# top-level modules (the package face, render, overlay) sit above them all.
PROTOCOL_LAYERS = {
    "model": set(),
    "store": {"model"},
    "checks": {"model", "store"},
    "context": {"model", "store", "checks"},
    "plans": {"model", "store", "checks"},
    "writers": {"model", "store", "checks", "plans"},
    "merge": {"model", "checks"},
    "overlay": {"model", "store", "checks", "plans"},
}


def test_protocol_sub_packages_import_one_way() -> None:
    modules = _modules()
    for module, imports in modules.items():
        parts = module.split(".")
        if parts[0] != "protocol" or len(parts) < 3:
            continue
        layer = parts[1]
        allowed = PROTOCOL_LAYERS[layer] | {layer}
        for imported in imports:
            target = _internal(modules, imported)
            if target is None or not target.startswith("protocol."):
                continue
            below = target.split(".")[1]
            assert below in allowed, f"{module} ({layer}) imports {target}"


def test_shared_leaves_import_no_part_except_the_vault_vocabulary() -> None:
    modules = _modules()
    for module, imports in modules.items():
        if _part(module) not in SHARED_LEAVES or module == "__init__":
            continue
        for imported in imports:
            target = _internal(modules, imported)
            if target is None or _part(target) in SHARED_LEAVES:
                continue
            # config validates scope names and harness slugs with the vault's own rules.
            assert (module, target in {"vault", "vault.document"}) == ("config", True), (
                f"shared leaf {module} imports {target}"
            )


@pytest.mark.parametrize(
    ("library", "owners"),
    [
        ("pygit2", {"git.repo", "git.history"}),
        # The MCP server runs on the standard library; the SDK and jsonschema test it.
        ("mcp", set()),
        ("mcp_types", set()),
        ("jsonschema", set()),
    ],
)
def test_only_the_boundary_imports_each_heavy_library(library: str, owners: set[str]) -> None:
    # pygit2's boundary is git.repo (opening, the index, branches) with git.history (commit
    # ranges and trees), which only git.repo hands out; records hold their plain values.
    importers = {
        module
        for module, imports in _modules().items()
        if any(imported.split(".")[0] == library for imported in imports)
    }
    assert importers <= owners, f"{library} imported by {sorted(importers - owners)}"


def _cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_no_import_cycles_between_modules() -> None:
    modules = _modules()
    graph = {
        module: {
            target
            for imported in imports
            if (target := _internal(modules, imported)) is not None
            and target != module
            # importing a submodule goes through its package's __init__, which is a short
            # face that imports nothing of its children; the edge to a package is not a cycle
            and not module.startswith(target + ".")
        }
        for module, imports in modules.items()
    }
    assert _cycle(graph) is None, " -> ".join(_cycle(graph) or [])


def test_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": set()}) is None


def test_help_does_not_import_heavy_libraries() -> None:
    probe = (
        "import sys, atexit\n"
        "heavy = ('detect_secrets', 'pygit2', 'mcp', 'sqlite3', 'yaml')\n"
        "atexit.register(lambda: sys.stderr.write('LOADED=' + ','.join("
        "m for m in heavy if m in sys.modules) + '\\n'))\n"
        "sys.argv = ['ecc', 'memory', '--help']\n"
        "from ecc_memory.cli.main import main\n"
        "main()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "LOADED=\n" in done.stderr, done.stderr
    assert "search" in done.stdout


@pytest.mark.parametrize("argv", [["--help"], ["memory", "--help"]])
def test_help_does_not_import_pathlib(argv: list[str]) -> None:
    # Issue 21: the help texts need click and nothing of the file system; pathlib (with
    # urllib.parse and ipaddress behind it) was a tenth of `ecc --help`'s start-up.
    probe = (
        "import sys, atexit\n"
        "atexit.register(lambda: sys.stderr.write("
        "'PATHLIB=%s\\n' % ('pathlib' in sys.modules)))\n"
        "sys.argv = ['ecc', *sys.argv[1:]]\n"
        "from ecc_memory.cli.main import main\n"
        "main()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, *argv], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert "PATHLIB=False\n" in done.stderr, done.stderr


# Runs ``ecc`` with its arguments and reports which heavy modules it loaded, on stderr.
_LOADED_PROBE = (
    "import sys, atexit\n"
    "heavy = ('detect_secrets', 'pygit2', 'mcp', 'sqlite3', 'yaml', 'hashlib')\n"
    "atexit.register(lambda: sys.stderr.write('LOADED=' + ','.join("
    "m for m in heavy if m in sys.modules) + '\\n'))\n"
    "sys.argv = ['ecc', *sys.argv[1:]]\n"
    "from ecc_memory.cli.main import main\n"
    "main()\n"
)


def _loaded(*args: str, cwd: Path, stdin: str = "") -> tuple[int, str]:
    done = subprocess.run(
        [sys.executable, "-c", _LOADED_PROBE, *args],
        input=stdin, capture_output=True, text=True, check=False, cwd=cwd,
    )  # fmt: skip
    loaded = [line for line in done.stderr.splitlines() if line.startswith("LOADED=")]
    assert loaded, done.stderr
    return done.returncode, loaded[-1].removeprefix("LOADED=")


def test_a_clean_save_loads_neither_detect_secrets_nor_the_index(project: Path) -> None:
    body = "Rotate the staging key weekly; the runbook has the steps.\n"
    code, loaded = _loaded("memory", "save", "--title", "Key rotation", "--stdin", cwd=project,
                           stdin=body)  # fmt: skip
    assert (code, loaded) == (0, "")
    # A line detect-secrets could flag still reaches it, and the save is refused.
    secret = 'db_pass = "' + "Zq8vN2xK7pL4mR9s" + '"\n'
    code, loaded = _loaded("memory", "save", "--title", "Creds", "--stdin", cwd=project,
                           stdin=secret)  # fmt: skip
    assert code == 2
    assert "detect_secrets" in loaded.split(",")


def test_a_warm_doctor_loads_no_hashing_library(project: Path) -> None:
    # Issue 22: hashlib's import loads OpenSSL, 3 ms of every index open; the index names and
    # versions itself, and hashes a file's bytes, with CPython's own blake2b.
    body = "Rotate the staging key weekly; the runbook has the steps.\n"
    code, _ = _loaded("memory", "save", "--title", "Key rotation", "--stdin", cwd=project,
                      stdin=body)  # fmt: skip
    assert code == 0
    assert _loaded("memory", "doctor", "--json", cwd=project) == (0, "sqlite3")  # builds
    assert _loaded("memory", "doctor", "--json", cwd=project) == (0, "sqlite3")  # warm


def test_checking_the_protocol_fixture_does_not_load_detect_secrets(tmp_path: Path) -> None:
    import shutil

    fixture = tmp_path / "project"  # a project of its own: --project-root finds it, not ours
    shutil.copytree(PACKAGE.parents[1] / "tests" / "fixtures" / "memory-file-protocol-0.7", fixture)
    (fixture / ".git").mkdir()
    code, loaded = _loaded("memory", "protocol", "check", "--project-root", str(fixture),
                           cwd=tmp_path)  # fmt: skip
    assert code == 0
    assert "detect_secrets" not in loaded.split(","), loaded


def test_core_modules_never_print() -> None:
    for path in PACKAGE.rglob("*.py"):
        if _is_adapter(_module_name(path)):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = [
            node
            for node in ast.walk(tree)
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "print"
        ]
        assert not calls, f"{path.name} prints"


def test_package_faces_stay_short() -> None:
    """Each package's __init__ is a short face, not a re-export of everything."""
    for init in PACKAGE.glob("*/__init__.py"):
        # A docstring, the part's vocabulary or a lazy index of a few names; not everything.
        assert len(init.read_text(encoding="utf-8").splitlines()) <= 60, init


def test_no_module_imports_another_modules_private_names() -> None:
    """``from ecc_memory.x import _name`` (also inside functions, also through importlib) reaches
    into another module's internals: what two modules share is a public name of a module both
    import. Aliasing a public name to a private one (``import x as _x``) is fine."""
    found = []
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("ecc_memory"):
                names = [a.name for a in node.names if a.name.startswith("_")]
                found += [
                    f"{_module_name(path)}: {node.module}.{n}" for n in names if n[:2] != "__"
                ]
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Call):
                call = node.value.func
                if getattr(call, "attr", "") == "import_module" and node.attr.startswith("_"):
                    found.append(f"{_module_name(path)}: import_module(...).{node.attr}")
    assert found == []


def test_every_dataclass_has_a_docstring() -> None:
    """``@dataclass`` writes a missing docstring from ``inspect.signature(cls)`` at import:
    ``Memory`` alone cost every command a millisecond that way (issue 22)."""
    bare = [
        f"{_module_name(path)}.{node.name}"
        for path in PACKAGE.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ClassDef)
        and any("dataclass" in ast.unparse(d) for d in node.decorator_list)
        and ast.get_docstring(node) is None
    ]
    assert bare == []


EDITS = "ecc_memory.protocol.plans.edits"
LINE_EDITS = {"replace_line", "insert_lines", "append_block", "remove_lines"}


def test_writers_edit_units_by_identity_not_by_line_number() -> None:
    """No edit is addressed by a line number from an earlier snapshot: every writer edits
    units by identity through the plan's unit view (``migrate`` re-encodes bodies as one
    rewrite of the file from one parse), and none imports a line-number helper from
    ``plans.edits``, where no such helper is left to import."""
    importing = set()
    for path in (PACKAGE / "protocol" / "writers").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            ours = isinstance(node, ast.ImportFrom) and node.module == EDITS
            imported = node.names if ours else []  # type: ignore[attr-defined]
            if {a.name for a in imported} & LINE_EDITS:
                importing.add(path.stem)
            if isinstance(node, ast.Attribute) and node.attr == "as_parsed":
                importing.add(f"{path.stem} (as_parsed)")
    assert importing == set()
    edits = importlib.import_module(EDITS)
    assert LINE_EDITS.isdisjoint(vars(edits))


# Processes of their own that are not commands: the index watcher's main, and a forked
# worker that must leave without running its parent's exit handlers.
OWN_EXITS = {"vault.watcher": "sys.exit", "workers": "os._exit"}


def _exits(tree: ast.AST) -> set[str]:
    """The ways a module ends the process: ``sys.exit``, ``os._exit``, ``raise SystemExit``."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            name = ast.unparse(node.func)
            if name in ("sys.exit", "os._exit"):
                found.add(name)
        if isinstance(node, ast.Raise) and node.exc is not None:
            raised = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
            if isinstance(raised, ast.Name) and raised.id == "SystemExit":
                found.add("SystemExit")
        if isinstance(node, ast.Name) and node.id == "exit" and isinstance(node.ctx, ast.Load):
            found.add("exit")
    return found


def test_only_the_runner_exits() -> None:
    """Exit codes are decided in one place (``cli.outcome``, docs/cli.md's table): every other
    module returns a code or raises a refusal, and the runner ends the process."""
    exiting = {}
    for path in PACKAGE.rglob("*.py"):
        module = _module_name(path)
        found = _exits(ast.parse(path.read_text(encoding="utf-8")))
        if found and module != "cli.outcome" and found != {OWN_EXITS.get(module)}:
            exiting[module] = sorted(found)
    assert exiting == {}


# -- the application layer (app/) -----------------------------------------------------------------

# Adapter modules not yet moved onto app/, with the number of core modules each still imports:
# none any more. Every adapter module imports only app, errors and other adapters; one that
# imports a core module fails here. scripts/import_counts.py prints the same counts.
NOT_YET_ON_APP: dict[str, int] = {}


def _core_imports(modules: dict[str, set[str]], module: str) -> set[str]:
    """The core modules ``module`` imports: not an adapter, not app/, not errors."""
    found = set()
    for imported in modules[module]:
        target = _internal(modules, imported)
        if target is None or _is_adapter(target) or _part(target) == "app" or target == "errors":
            continue
        found.add(target)
    return found


def test_adapters_reach_the_core_only_through_app() -> None:
    modules = _modules()
    counts = {
        module: len(_core_imports(modules, module)) for module in modules if _is_adapter(module)
    }
    reaching = {module: count for module, count in counts.items() if count}
    assert reaching == NOT_YET_ON_APP


def test_the_migrated_vault_commands_import_only_app_errors_and_adapters() -> None:
    modules = _modules()
    migrated = ("cli.vault_read", "cli.vault_write", "cli.doctor_run")
    protocol = ("cli.protocol_list", "cli.protocol_write", "cli.protocol_subject")
    for module in (*migrated, *protocol, "cli.protocol_recover"):
        assert _core_imports(modules, module) == set(), module


def test_the_renderers_import_no_core_module() -> None:
    """One renderer family (``render``: text, JSON, GitHub annotations, SARIF) renders what
    ``app`` returns; the core returns data and formats no annotation or SARIF log."""
    modules = _modules()
    renderers = [module for module in modules if _part(module) == "render"]
    assert {"render.text", "render.json", "render.github", "render.sarif"} <= set(renderers)
    moved = ("cli.output", "cli.handoff", "cli.hermes", "cli.review", "cli.session")
    for module in (*renderers, *moved):
        assert _core_imports(modules, module) == set(), module
    assert "protocol.render" not in modules


def test_app_never_imports_click_prints_or_exits() -> None:
    modules = _modules()  # parsed once: the whole tree, not once per import of each app module
    for path in (PACKAGE / "app").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = {ast.unparse(node) for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
        assert not names & {"sys.stdout", "sys.stderr", "sys.exit"}, path.name
        imported = modules[_module_name(path)]
        assert not {name.split(".")[0] for name in imported} & {"click", "mcp"}, path.name
        assert not any(_is_adapter(_internal(modules, n) or "") for n in imported), path.name
        assert not _exits(tree), path.name


def test_the_import_count_script_counts_as_this_file_does() -> None:
    """scripts/import_counts.py prints, per adapter, the numbers NOT_YET_ON_APP holds."""
    spec = importlib.util.spec_from_file_location(
        "import_counts", PACKAGE.parents[1] / "scripts" / "import_counts.py"
    )
    assert spec is not None
    assert spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    core, reached, per_adapter = script.counts(PACKAGE.parent)
    beyond = {module: len(used - {"errors"}) for module, used in per_adapter.items()}
    assert {module: count for module, count in beyond.items() if count} == NOT_YET_ON_APP
    assert len(core) == len([m for m in _modules() if not _is_adapter(m) and _part(m) != "app"])
    assert reached <= core
