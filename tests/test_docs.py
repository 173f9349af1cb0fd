"""Docs are code: the README's first command works, and every command and tool is documented."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import click
import pytest

from ecc_memory.cli.main import ecc
from gitrepo import script_on_a_terminal

ROOT = Path(__file__).resolve().parents[1]


def _code_blocks(text: str) -> list[str]:
    return re.findall(r"```sh\n(.*?)```", text, flags=re.S)


FIRST_COMMAND_PREFIX = 'pip install -e . && cd "$(mktemp -d)" && git init -q && ecc memory init'


def test_readme_opens_with_the_two_setup_commands() -> None:
    blocks = _code_blocks((ROOT / "README.md").read_text(encoding="utf-8"))
    install_and_run, run_tests = blocks[0].strip(), blocks[1].strip()
    assert install_and_run.startswith(FIRST_COMMAND_PREFIX)
    assert "\n" not in install_and_run  # one command that installs and runs the main job
    assert run_tests == "pip install -e '.[test]' && python -m pytest -q"
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    # CI installs the test extra (plus the pinned linters) and then runs the README's command.
    assert "python -m pip install --quiet -e '.[test,lint]'" in ci
    assert "\npython -m pytest -q\n" in ci


def _bin_path() -> dict[str, str]:
    return {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}


def test_readme_first_command_works_in_a_throwaway_repository(tmp_path: Path) -> None:
    """Run from the checkout, as a newcomer does: the vault lands in a new repository under the
    temporary directory, and the checkout (here a copy of its top level) gains nothing."""
    first = _code_blocks((ROOT / "README.md").read_text(encoding="utf-8"))[0].strip()
    command = first.removeprefix("pip install -e . && ")  # the package is already installed here
    checkout, temp = tmp_path / "checkout", tmp_path / "tmp"
    checkout.mkdir()
    temp.mkdir()
    (checkout / ".git").mkdir()  # a repository of its own, as the real checkout is
    env = {**_bin_path(), "TMPDIR": str(temp)}
    done = subprocess.run(
        ["bash", "-c", f"{command} && pwd"], cwd=checkout, env=env,
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "Auth migration status" in lines[-3]
    throwaway = Path(lines[-1])
    assert throwaway.parent == temp
    assert (throwaway / ".git").is_dir()
    assert (
        throwaway / ".ecc" / "memory" / "project" / ".gitignore"
    ).read_bytes() == b"*\n!.gitignore\n"
    assert sorted(p.name for p in checkout.iterdir()) == [".git"]


def test_readme_quick_start_is_the_example_a_test_runs() -> None:
    blocks = _code_blocks((ROOT / "README.md").read_text(encoding="utf-8"))
    assert (EXAMPLES / "quickstart.sh").read_text(encoding="utf-8") in blocks


def test_the_quick_start_runs_as_printed(tmp_path: Path) -> None:
    """Every line of the quick start, in a fresh repository, stopping at the first failure."""
    repo = tmp_path / "project"
    repo.mkdir()
    subprocess.run(["git", "init", "-q"], cwd=repo, check=True)
    script = (EXAMPLES / "quickstart.sh").read_text(encoding="utf-8")
    script += "ecc memory search arm64 --json > found.json\n"
    done = subprocess.run(
        ["bash", "-euo", "pipefail", "-c", script],
        cwd=repo, env=_bin_path(), capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ECC memory doctor: PASS" in done.stdout
    assert "Login handoff" in done.stdout
    # It ends with the guard on the default branch (committed once per repository).
    tracked = subprocess.run(
        ["git", "ls-tree", "-r", "--name-only", "HEAD"], cwd=repo, capture_output=True,
        text=True, check=True,
    )  # fmt: skip
    assert tracked.stdout == ".ecc/memory/project/.gitignore\n"

    hits = json.loads((repo / "found.json").read_text())["results"]
    assert [hit["memory"]["tags"] for hit in hits] == [["ci", "supersedes"]]


def test_a_missing_body_file_is_named(tmp_path: Path) -> None:
    """The quick start's --body-file, without the file: the error names the path."""
    repo = tmp_path / "project"
    (repo / ".git").mkdir(parents=True)
    done = subprocess.run(
        ["ecc", "memory", "save", "--title", "t", "--body-file", "notes.md"],
        cwd=repo, env=_bin_path(), capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert done.stderr == "Error: memory body file notes.md does not exist.\n"


def test_the_first_hour_walkthrough_runs_end_to_end(tmp_path: Path) -> None:
    script = (EXAMPLES / "first-hour.sh").read_text(encoding="utf-8")
    assert f"```sh\n{script}```" in (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    code, output = script_on_a_terminal(script, tmp_path, _bin_path())
    assert code == 0, output
    assert "Approved 1 of 1 staged team memory file(s)." in output
    # Three writers asked and were answered (brief, subject, decision), each after its preview;
    # what follows the last answer is Bob's context pack, which carries the decision.
    assert output.count("Apply? [y/N]:") == 3, output
    assert "cursors, never offsets" in output.rsplit("Apply? [y/N]:", 1)[1], output
    assert "Traceback" not in output
    bob = tmp_path / "bob"
    found = subprocess.run(
        ["ecc", "memory", "search", "release", "--json"], cwd=bob, env=_bin_path(),
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    (hit,) = json.loads(found.stdout)["results"]
    assert (hit["memory"]["title"], hit["memory"]["scope"]) == ("Release day", "team")
    alice = subprocess.run(
        ["ecc", "memory", "search", "dev", "--json"], cwd=tmp_path / "alice", env=_bin_path(),
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    (dev,) = json.loads(alice.stdout)["results"]
    assert "8081" in dev["excerpt"]
    decisions = (bob / "docs" / "memory" / "decisions.md").read_text(encoding="utf-8")
    assert "List endpoints page with opaque cursors" in decisions
    checked = subprocess.run(
        ["ecc", "memory", "protocol", "check"], cwd=bob, env=_bin_path(),
        capture_output=True, text=True,
    )  # fmt: skip
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "0 warning(s)" in checked.stdout, checked.stdout
    # Private notes stay with Alice: Bob's clone has the committed guard and nothing else.
    shared = bob / ".ecc" / "memory" / "project"
    assert sorted(p.name for p in shared.rglob("*")) == [".gitignore"]


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


# -- every printed install line works as printed ---------------------------------------------

_INSTALL = re.compile(r"\b(?:pipx|pip3?)\s+install\b([^\n`]*)")
_ECC_NAME = re.compile(r"^ecc[-_.]memory(\[[a-z0-9,_-]+\])?($|[<>=!~ ;])", re.I)
_PLACEHOLDER = re.compile(r"<[a-z][a-z0-9-]*>|\$\{[A-Z_]+\}")


def _extras() -> set[str]:
    """The extras pyproject.toml defines (read without tomllib, which Python 3.10 lacks)."""
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    section = text.split("[project.optional-dependencies]\n", 1)[1].split("\n[", 1)[0]
    return set(re.findall(r"^([a-z0-9_-]+) = \[", section, flags=re.M))


def install_problems(args: str, extras: set[str]) -> list[str]:
    """Why one ``pip install ...``/``pipx install ...`` argument list cannot work as printed:
    ecc-memory is installed from a checkout (``.``, ``.[extra]``), from a git URL with a
    placeholder the user replaces (``git+<repo-url>``, ``ecc-memory[mcp] @ git+<repo-url>``),
    never by its name from an index, where that name is not ours."""
    import shlex

    text = re.split(r"\s(?:&&|\|\||;|#|\|)\s?|\s*[\"']?\)", args)[0]
    try:
        tokens = shlex.split(text)
    except ValueError:
        return [f"unparseable: {args!r}"]
    problems = []
    for token in (t for t in tokens if not t.startswith("-")):
        checkout = re.fullmatch(r"\.(?:\[([a-z0-9,_-]+)\])?", token)
        direct = re.fullmatch(r"ecc[-_.]memory(?:\[([a-z0-9,_-]+)\])? @ (git\+\S+)", token)
        if checkout or direct:
            named = (checkout or direct).group(1)  # type: ignore[union-attr]
            unknown = set((named or "").split(",")) - extras - {""}
            problems += [f"{token}: no extra {name!r} in pyproject.toml" for name in unknown]
            if direct and not _PLACEHOLDER.search(direct.group(2)):
                problems.append(f"{token}: the git URL needs a placeholder such as <repo-url>")
        elif token.startswith("git+"):
            if not _PLACEHOLDER.search(token):
                problems.append(f"{token}: the git URL needs a placeholder such as <repo-url>")
        elif _ECC_NAME.match(token):
            problems.append(f"{token}: ecc-memory is on no package index; use a checkout or git")
    return problems


def _printed_install_lines() -> list[tuple[str, str]]:
    sources = [ROOT / "README.md", ROOT / "DEVELOPERS.md"]
    sources += sorted((ROOT / "docs").rglob("*.*"))
    sources += sorted((ROOT / "src" / "ecc_memory").rglob("*.py"))
    sources += sorted((ROOT / "hooks").iterdir())
    found = []
    for path in sources:
        text = path.read_text(encoding="utf-8")
        for match in _INSTALL.finditer(text):
            found.append((f"{path.relative_to(ROOT)}:{text[: match.start()].count(chr(10)) + 1}",
                          match.group(1)))  # fmt: skip
    return found


def test_every_printed_install_line_can_work() -> None:
    lines = _printed_install_lines()
    assert len(lines) >= 6  # README, DEVELOPERS, ci.md, the examples, the hook scripts
    extras = _extras()
    problems = [f"{where}: {p}" for where, args in lines for p in install_problems(args, extras)]
    assert problems == []


@pytest.mark.parametrize(
    ("args", "fault"),
    [
        (" 'ecc-memory[mcp]'", "on no package index"),
        (" ecc-memory", "on no package index"),
        (" --upgrade ecc_memory==0.2", "on no package index"),
        (" -e '.[nosuch]'", "no extra 'nosuch'"),
        (" 'ecc-memory[mcp] @ git+https://example.org/x.git'", "placeholder"),
        (' "git+https://example.org/x.git@v1"', "placeholder"),
    ],
)
def test_the_install_rule_rejects_what_cannot_work(args: str, fault: str) -> None:
    problems = install_problems(args, _extras())
    assert len(problems) == 1
    assert fault in problems[0]


@pytest.mark.parametrize(
    "args",
    [
        " -e '.[mcp]'                         # in an ecc-memory checkout, or:",
        " 'ecc-memory[mcp] @ git+<repo-url>'",
        ' "git+${ECC_MEMORY_REPO}@${ECC_MEMORY_REV}"',
        " --quiet --upgrade pip",
        " -e '.[test]' && python -m pytest -q",
    ],
)
def test_the_install_rule_accepts_the_three_ways(args: str) -> None:
    assert install_problems(args, _extras()) == []


@pytest.mark.slow
def test_the_printed_git_install_resolves(tmp_path: Path) -> None:
    """The git form, with the placeholder replaced by this checkout, is a requirement pip
    accepts and resolves to this project with the extra (built in isolation: network)."""
    head = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=False
    )
    if head.returncode != 0:
        pytest.skip("not a git checkout")  # an unpacked sdist runs this file too
    rev = head.stdout.strip()
    # ``file://localhost/...``, not ``file:///...``: the pip a new venv ships (23.2) parses a
    # direct reference with an older ``packaging``, which refuses a URL without a host ("Invalid
    # requirement ... It looks like a path"); the printed ``git+<repo-url>`` always has one.
    spec = f"ecc-memory[mcp] @ git+file://localhost{ROOT}@{rev}"
    report = tmp_path / "report.json"
    done = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--dry-run", "--quiet", "--no-deps",
         "--report", str(report), spec],
        capture_output=True, text=True, check=False, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr

    installed = json.loads(report.read_text())["install"]
    assert [item["metadata"]["name"] for item in installed] == ["ecc-memory"]
    assert installed[0]["requested_extras"] == ["mcp"]
