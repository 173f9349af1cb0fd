"""``ecc memory ci``'s machine outputs carry the line every finding has (JSON, GitHub
annotations, SARIF), and the SARIF log has the structure SARIF 2.1.0 and GitHub's code
scanning require (the properties OASIS marks required, plus the ones GitHub's ingestion needs:
rule descriptions and help, a region with a start line, a relative artifact URI)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gate_corpus import FIXTURE, team_doc
from gitrepo import GUARD, fake_token, git, init_repo, write

TEAM = ".ecc/memory/team"


def ci(repo: Path, *args: str) -> tuple[int, str]:
    done = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "ci", *args], cwd=repo,
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    return done.returncode, done.stdout


@pytest.fixture
def bad(tmp_path: Path) -> tuple[Path, str, str]:
    """A range with a secret on a known line, a project file (no line) and a protocol error."""
    repo = init_repo(tmp_path / "repo")
    write(repo, ".ecc/memory/project/.gitignore", GUARD)
    shutil.copytree(FIXTURE / "docs", repo / "docs")
    git(repo, "add", "-A")
    git(repo, "add", "-f", ".ecc/memory/project/.gitignore")
    git(repo, "commit", "-q", "-m", "base")
    base = git(repo, "rev-parse", "HEAD").stdout.strip()
    token = fake_token("ghp_", 36)
    write(repo, f"{TEAM}/facts/leak.md", team_doc(body=f"First line.\nSecond: {token}\n"))
    write(repo, ".ecc/memory/project/notes/plan.md", "private\n")
    write(repo, "docs/memory/manifest.md", "garbage\n")
    git(repo, "add", "-A")
    git(repo, "add", "-f", ".ecc/memory/project/notes/plan.md")
    git(repo, "commit", "-q", "--no-verify", "-m", "bad")
    return repo, base, token


def _secret_line(repo: Path) -> int:
    lines = (repo / TEAM / "facts/leak.md").read_text().splitlines()
    return next(i for i, line in enumerate(lines, 1) if line.startswith("Second: "))


def test_every_output_carries_the_line(bad: tuple[Path, str, str]) -> None:
    repo, base, token = bad
    line = _secret_line(repo)
    code, out = ci(repo, "--json", "--base", base)
    assert code == 1
    problems = {p["file"]: p for p in json.loads(out)["problems"]}
    assert problems[f"{TEAM}/facts/leak.md"]["line"] == line
    assert problems[f"{TEAM}/facts/leak.md"]["code"] == "suspected-secret"
    assert problems[".ecc/memory/project/notes/plan.md"]["line"] == 0
    _, text = ci(repo, "--base", base)
    assert f"{TEAM}/facts/leak.md:{line}: " in text
    _, github = ci(repo, "--format", "github", "--base", base)
    annotation = next(a for a in github.splitlines() if "leak.md" in a)
    assert f",line={line}," in annotation
    assert token not in out + text + github


def test_sarif_is_a_sarif_2_1_0_log_code_scanning_accepts(bad: tuple[Path, str, str]) -> None:
    repo, base, token = bad
    code, out = ci(repo, "--format", "sarif", "--base", base)
    assert code == 1
    assert token not in out
    log = json.loads(out)
    assert log["$schema"] == "https://json.schemastore.org/sarif-2.1.0.json"
    assert log["version"] == "2.1.0"
    (run,) = log["runs"]
    driver = run["tool"]["driver"]
    assert driver["name"] == "ecc-memory"
    assert driver["version"]
    ids = [rule["id"] for rule in driver["rules"]]
    assert len(ids) == len(set(ids))
    for rule in driver["rules"]:
        for text in ("shortDescription", "fullDescription", "help"):
            assert rule[text]["text"].strip(), (rule["id"], text)
        assert rule["defaultConfiguration"]["level"] == "error"
    problems = json.loads(ci(repo, "--json", "--base", base)[1])["problems"]
    assert len(run["results"]) == len(problems) >= 3
    for result, problem in zip(run["results"], problems, strict=True):
        assert result["ruleId"] == ids[result["ruleIndex"]] == problem["code"]
        assert result["level"] in ("none", "note", "warning", "error")
        assert problem["reason"] in result["message"]["text"]
        (location,) = result["locations"]
        artifact = location["physicalLocation"]["artifactLocation"]
        assert artifact["uriBaseId"] == "%SRCROOT%"
        assert not re.match(r"^[a-z]+:|^/", artifact["uri"])  # relative to the repository
        assert artifact["uri"] == problem["file"]
        start = location["physicalLocation"]["region"]["startLine"]
        assert isinstance(start, int)
        assert start == max(problem["line"], 1)
    assert "%SRCROOT%" in run["originalUriBaseIds"]
    (invocation,) = run["invocations"]
    assert invocation["executionSuccessful"] is True


def test_a_clean_range_is_an_empty_sarif_run(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "repo")
    code, out = ci(repo, "--format", "sarif", "--base", "HEAD")
    assert code == 0
    (run,) = json.loads(out)["runs"]
    assert run["results"] == []
    assert run["tool"]["driver"]["rules"] == []
