"""docs/ci.md works as written: its workflow and job files are included verbatim, and their
shell steps pass on a clean repository and fail on one where a commit bypassed the hooks.

The steps run here exactly as parsed from the YAML files, with one substitution: the install
step (``pip install "git+<repo>@<rev>"``) is skipped, because this test runs offline with the
package already installed in the test's interpreter (its ``ecc`` is first on PATH).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml

from gitrepo import GUARD, git, init_repo, write

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
EXAMPLES = {"github": DOCS / "examples" / "github-workflow.yml",
            "gitlab": DOCS / "examples" / "gitlab-ci.yml"}  # fmt: skip
INSTALL = re.compile(r'^python -m pip install "git\+\$\{ECC_MEMORY_REPO\}@\$\{ECC_MEMORY_REV\}"$')
FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "memory-file-protocol-0.7"
PROJECT = ".ecc/memory/project"


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_ci_md_includes_each_file_byte_for_byte(name: str) -> None:
    text = (DOCS / "ci.md").read_text(encoding="utf-8")
    content = EXAMPLES[name].read_text(encoding="utf-8")
    assert f"```yaml\n{content}```\n" in text


def test_nothing_installs_from_a_package_index() -> None:
    for path in [ROOT / "README.md", DOCS / "ci.md", *EXAMPLES.values()]:
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"pip install (-\S+ )*ecc-memory\b", text), path


def github_steps() -> tuple[list[str], dict[str, str]]:
    workflow = yaml.safe_load(EXAMPLES["github"].read_text(encoding="utf-8"))
    assert workflow["jobs"]["memory"]["steps"][0]["with"]["fetch-depth"] == 0
    runs, installs = [], 0
    for step in workflow["jobs"]["memory"]["steps"]:
        if "run" not in step:
            continue
        if INSTALL.match(step["run"].strip()):
            installs += 1  # skipped: the package is already installed here (see the docstring)
            continue
        runs.append(step["run"])
    assert installs == 1
    return runs, {k: str(v) for k, v in workflow["env"].items()}


def gitlab_steps() -> list[str]:
    job = yaml.safe_load(EXAMPLES["gitlab"].read_text(encoding="utf-8"))["ecc-memory"]
    assert job["variables"]["GIT_DEPTH"] == "0"
    scripts = job["script"]
    assert INSTALL.match(scripts[0].strip())  # skipped, as for GitHub
    return list(scripts[1:])


def run_steps(repo: Path, steps: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Each step in its own `bash -e` (GitHub's default shell for `run:`), stopping at the
    first that fails, as the runner does."""
    full = {**os.environ, **env}
    output = ""
    for script in steps:
        done = subprocess.run(
            ["bash", "-e", "-c", script], cwd=repo, env=full, capture_output=True, text=True,
            check=False,
        )  # fmt: skip
        output += done.stdout + done.stderr
        if done.returncode != 0:
            return done.returncode, output
    return 0, output


def clean_repo(path: Path) -> Path:
    """A repository that keeps governed memory in docs/memory/ (the workflows require it)."""
    init_repo(path)
    write(path, f"{PROJECT}/.gitignore", GUARD)
    write(path, "src/app.py", "x = 1\n")
    shutil.copytree(FIXTURE / "docs", path / "docs")
    git(path, "add", "-A")
    git(path, "add", "-f", f"{PROJECT}/.gitignore")
    git(path, "commit", "-q", "-m", "vault guard")
    return path


def bypass(repo: Path) -> None:
    """A commit that went around the hooks and is undone at HEAD: only history shows it."""
    write(repo, f"{PROJECT}/notes/plan.md", "private\n")
    git(repo, "add", "-f", f"{PROJECT}/notes/plan.md")
    git(repo, "commit", "-q", "--no-verify", "-m", "plan")
    git(repo, "rm", "-q", "--cached", f"{PROJECT}/notes/plan.md")
    git(repo, "commit", "-q", "--no-verify", "-m", "untrack plan")


def test_github_workflow_steps_on_a_pull_request(tmp_path: Path) -> None:
    steps, env = github_steps()
    origin = clean_repo(tmp_path / "origin")
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", str(origin), str(clone))
    git(clone, "switch", "-q", "-c", "feature")
    write(clone, "src/app.py", "x = 2\n")
    git(clone, "commit", "-q", "-am", "feature")
    pull_request = {**env, "BASE_REF": "main", "BEFORE": ""}
    code, out = run_steps(clone, steps, pull_request)
    assert code == 0, out
    assert "ecc memory ci: PASS; checked 1 commit(s)" in out
    bypass(clone)
    code, out = run_steps(clone, steps, pull_request)
    assert code == 1, out
    assert f"::error file={PROJECT}/notes/plan.md,title=ecc memory ci::" in out


def test_github_workflow_steps_on_a_push(tmp_path: Path) -> None:
    steps, env = github_steps()
    repo = clean_repo(tmp_path / "repo")
    before = git(repo, "rev-parse", "HEAD").stdout.strip()
    push = {**env, "BASE_REF": "", "BEFORE": before}
    assert run_steps(repo, steps, push)[0] == 0
    bypass(repo)
    code, out = run_steps(repo, steps, push)
    assert code == 1, out
    new_branch = {**env, "BASE_REF": "", "BEFORE": "0" * 40}  # no base: HEAD's tree only
    assert run_steps(repo, steps, new_branch)[0] == 0


def test_the_workflows_fail_a_tree_whose_docs_memory_is_gone_or_a_link(tmp_path: Path) -> None:
    github, env = github_steps()
    repo = clean_repo(tmp_path / "repo")
    before = git(repo, "rev-parse", "HEAD").stdout.strip()
    git(repo, "rm", "-q", "-r", "--cached", "docs/memory")
    shutil.move(str(repo / "docs/memory"), str(repo / "elsewhere"))
    (repo / "docs/memory").symlink_to("../elsewhere")
    git(repo, "add", "docs/memory", "elsewhere")
    git(repo, "commit", "-q", "--no-verify", "-m", "docs/memory is a link now")
    allow = {"ECC_MEMORY_ALLOW_BULK_DELETE": "1"}  # the move is not what this test is about
    for steps, variables in (
        (github, {**env, **allow, "BASE_REF": "", "BEFORE": before}),
        (gitlab_steps(), {**allow, "CI_MERGE_REQUEST_DIFF_BASE_SHA": before}),
    ):
        code, out = run_steps(repo, steps, variables)
        assert code == 1, out
        assert "docs/memory" in out


def test_gitlab_job_steps(tmp_path: Path) -> None:
    steps = gitlab_steps()
    repo = clean_repo(tmp_path / "repo")
    base = git(repo, "rev-parse", "HEAD").stdout.strip()
    merge_request = {"CI_MERGE_REQUEST_DIFF_BASE_SHA": base, "CI_COMMIT_BEFORE_SHA": ""}
    assert run_steps(repo, steps, merge_request)[0] == 0
    bypass(repo)
    code, out = run_steps(repo, steps, merge_request)
    assert code == 1, out
    assert f"{PROJECT}/notes/plan.md: " in out
    # A bad tree fails even where no base is known.
    write(repo, f"{PROJECT}/notes/plan.md", "private\n")
    git(repo, "add", "-f", f"{PROJECT}/notes/plan.md")
    git(repo, "commit", "-q", "--no-verify", "-m", "plan again")
    no_base = {"CI_MERGE_REQUEST_DIFF_BASE_SHA": "", "CI_COMMIT_BEFORE_SHA": ""}
    assert run_steps(repo, steps, no_base)[0] == 1


def test_the_example_line_in_ci_md_is_what_ci_prints(tmp_path: Path) -> None:
    text = (DOCS / "ci.md").read_text(encoding="utf-8")
    documented = re.search(r"```text\n(\.ecc/memory/project/notes/plan\.md: .*)\n```", text)
    assert documented is not None
    repo = clean_repo(tmp_path / "repo")
    base = git(repo, "rev-parse", "HEAD").stdout.strip()
    write(repo, f"{PROJECT}/notes/plan.md", "private\n")
    git(repo, "add", "-f", f"{PROJECT}/notes/plan.md")
    git(repo, "commit", "-q", "--no-verify", "-m", "plan")
    short = git(repo, "rev-parse", "HEAD").stdout.strip()[:12]
    code, out = run_steps(repo, [f"ecc memory ci --base {base}"], {})
    assert code == 1
    assert documented.group(1).replace("3f9c2a1b7d4e", short) == out.splitlines()[0]
