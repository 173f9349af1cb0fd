"""Issue 17's reproduced classes, one test each, with real git and the product as whole
processes only (``ecc memory hooks install``, ``git commit`` running the hooks, ``ecc memory
ci``), so each runs unchanged against the code before the fix and failed there.

Classes 9 (where the guard lives) and 10 (``pre-commit run --all-files``) are in
``test_guard_placement.py`` and ``test_precommit.py``; ``test_gate_agreement.py`` runs every
case through all four gates.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from gate_corpus import FIXTURE, deep_only_tokens, team_doc
from gitrepo import GUARD, fake_token, git, init_repo, write

TEAM = ".ecc/memory/team"
PROJECT = ".ecc/memory/project"


def ecc(
    repo: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", *args], cwd=repo, capture_output=True,
        text=True, check=False, env={**os.environ, **(env or {})},
    )  # fmt: skip


def ci_files(repo: Path, base: str, *extra: str) -> set[str]:
    done = ecc(repo, "ci", "--json", "--base", base, *extra)
    report = json.loads(done.stdout)
    return {problem["file"] for problem in report["problems"]}


def head(repo: Path) -> str:
    return git(repo, "rev-parse", "HEAD").stdout.strip()


def commit(repo: Path, message: str, *, verify: bool = True) -> subprocess.CompletedProcess[str]:
    args = ["commit", "-q", "-m", message] + ([] if verify else ["--no-verify"])
    return git(repo, *args, check=False)


def approve_staged(repo: Path) -> None:
    """Record approvals of what is staged under the team scope, in the review gate's file
    (``<git-common-dir>/ecc-memory/reviewed``: blob id, space, path), and stage their review
    records (``.ecc/memory/reviews/<blob id>``), as ``ecc memory review`` does."""
    staged = git(repo, "diff", "--cached", "--no-renames", "--raw", "--abbrev=40", "-z").stdout
    fields = staged.split("\0")
    lines = [
        f"{meta.split()[3]} {path}\n"
        for meta, path in zip(fields[0::2], fields[1::2], strict=False)
        if path.startswith(TEAM)
    ]
    record = repo / ".git" / "ecc-memory" / "reviewed"
    record.parent.mkdir(exist_ok=True)
    with record.open("a", encoding="utf-8") as handle:
        handle.writelines(lines)
    for line in lines:
        blob, path = line.rstrip("\n").split(" ", 1)
        write(repo, f".ecc/memory/reviews/{blob}", f"{path}\n")
        git(repo, "add", f".ecc/memory/reviews/{blob}")


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    write(path, f"{PROJECT}/.gitignore", GUARD)
    write(path, f"{TEAM}/facts/build.md", team_doc())
    shutil.copytree(FIXTURE / "docs", path / "docs")
    git(path, "add", "-A")
    git(path, "add", "-f", f"{PROJECT}/.gitignore")
    git(path, "commit", "-q", "-m", "base")
    installed = ecc(path, "hooks", "install")
    assert installed.returncode == 0, installed.stderr
    return path


# 1 -----------------------------------------------------------------------------------------


def test_1_every_gate_scans_as_deep_as_the_hook(repo: Path) -> None:
    base = head(repo)
    write(repo, f"{TEAM}/facts/deep.md", team_doc(body="\n".join(deep_only_tokens())))
    git(repo, "add", "-A")
    approve_staged(repo)
    blocked = commit(repo, "deep-only credentials")
    assert blocked.returncode == 1
    assert f"ecc-memory-guard: {TEAM}/facts/deep.md" in blocked.stderr
    made = commit(repo, "deep-only credentials", verify=False)
    assert f"post-commit: {TEAM}/facts/deep.md" in made.stderr
    assert ci_files(repo, base) == {f"{TEAM}/facts/deep.md"}  # at HEAD
    git(repo, "rm", "-q", f"{TEAM}/facts/deep.md")
    commit(repo, "removed again", verify=False)
    assert ci_files(repo, base) == {f"{TEAM}/facts/deep.md"}  # in the range's history
    assert not any(token in blocked.stderr + made.stderr for token in deep_only_tokens())


# 2 -----------------------------------------------------------------------------------------


def test_2_a_symlink_with_the_bytes_of_a_judged_file_is_judged_again(repo: Path) -> None:
    base = head(repo)
    target = "../../../../outside/notes.md"
    write(repo, "docs/memory/notes.txt", target)
    git(repo, "add", "-A")
    assert commit(repo, "notes").returncode == 0
    (repo / "docs/memory/notes.txt").unlink()
    (repo / "docs/memory/notes.txt").symlink_to(target)
    git(repo, "add", "-A")
    blocked = commit(repo, "retyped")
    assert blocked.returncode == 1
    assert "docs/memory/notes.txt: memory files must be regular files" in blocked.stderr
    commit(repo, "retyped", verify=False)
    assert ci_files(repo, base) == {"docs/memory/notes.txt"}


# 3 -----------------------------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["symlink", "gitlink"])
def test_3_docs_memory_itself_as_a_link_is_refused(repo: Path, kind: str) -> None:
    base = head(repo)
    git(repo, "rm", "-q", "-r", "--cached", "docs/memory")
    shutil.move(str(repo / "docs/memory"), str(repo / "elsewhere"))
    if kind == "symlink":
        (repo / "docs/memory").symlink_to("../elsewhere")
        git(repo, "add", "docs/memory")
    else:
        git(repo, "update-index", "--add", "--cacheinfo", f"160000,{base},docs/memory")
    env = {"ECC_MEMORY_ALLOW_BULK_DELETE": "1"}  # the directory's files go: not the point here
    blocked = git(repo, "commit", "-q", "-m", "linked", check=False, env=env)
    assert blocked.returncode == 1
    assert "ecc-memory-guard: docs/memory: a watched directory" in blocked.stderr
    git(repo, "commit", "-q", "--no-verify", "-m", "linked", env=env)
    done = ecc(repo, "ci", "--json", "--base", base, "--require-protocol", env=env)
    report = json.loads(done.stdout)
    assert done.returncode == 1
    assert {p["file"] for p in report["problems"]} >= {"docs/memory"}
    assert "protocol check skipped" not in " ".join(report["notes"])


# 4 -----------------------------------------------------------------------------------------


def test_4_paths_a_case_insensitive_checkout_folds_are_the_watched_ones(repo: Path) -> None:
    base = head(repo)
    write(repo, ".ECC/memory/project/x.md", "private\n")
    write(repo, "docs/Memory/decisions.md", "# Decisions\n")
    git(repo, "add", "-A")
    blocked = commit(repo, "aliases")
    assert blocked.returncode == 1
    for path in (".ECC/memory/project/x.md", "docs/Memory/decisions.md"):
        assert f"ecc-memory-guard: {path}: differs from" in blocked.stderr
    commit(repo, "aliases", verify=False)
    assert ci_files(repo, base) == {".ECC/memory/project/x.md", "docs/Memory/decisions.md"}


# 5 -----------------------------------------------------------------------------------------


def test_5_utf16_and_filtered_files_are_refused(repo: Path) -> None:
    base = head(repo)
    token = fake_token("ghp_", 36)
    # UTF-16 without a byte-order mark is valid UTF-8 full of NUL bytes: no detector sees
    # the token in it, and every clone's editor shows it.
    write(repo, "docs/memory/archive/notes.md", f"# Notes\n\ntoken {token}\n".encode("utf-16-le"))
    write(repo, ".gitattributes", "docs/memory/archive/lfs-*.md filter=lfs diff=lfs -text\n")
    write(repo, "docs/memory/archive/lfs-notes.md", "# Notes behind a pointer\n")
    git(repo, "add", "-A")
    blocked = commit(repo, "utf-16 and lfs")
    assert blocked.returncode == 1, blocked.stderr
    commit(repo, "utf-16 and lfs", verify=False)
    assert ci_files(repo, base) == {
        "docs/memory/archive/notes.md",
        "docs/memory/archive/lfs-notes.md",
    }
    assert "docs/memory/archive/notes.md: memory files must be UTF-8 text" in blocked.stderr
    assert "docs/memory/archive/lfs-notes.md: .gitattributes sets filter=lfs" in blocked.stderr
    assert token not in blocked.stderr


# 6 -----------------------------------------------------------------------------------------


def _twelve(repo: Path) -> list[str]:
    paths = [f"{TEAM}/facts/m{i:02d}.md" for i in range(12)]
    for i, path in enumerate(paths):
        write(repo, path, team_doc(f"Fact {i}", f"Distinct fact number {i}."))
    return paths


def test_6_what_a_merge_removes_from_its_first_parent_counts(repo: Path) -> None:
    git(repo, "branch", "side")  # forks before the twelve memories exist
    paths = _twelve(repo)
    git(repo, "add", "-A")
    commit(repo, "twelve", verify=False)
    base = head(repo)
    git(repo, "switch", "-q", "side")
    write(repo, "src/side.py", "x = 1\n")
    git(repo, "add", "-A")
    commit(repo, "side work", verify=False)
    git(repo, "switch", "-q", "main")
    git(repo, "merge", "-q", "--no-ff", "--no-commit", "side")
    git(repo, "rm", "-q", *paths)
    blocked = commit(repo, "merge, dropping the twelve")
    assert blocked.returncode == 1
    assert "this commit deletes 12 memory files" in blocked.stderr
    commit(repo, "merge, dropping the twelve", verify=False)
    assert ci_files(repo, base) == {".ecc/memory/"}


def test_6_a_move_between_watched_directories_deletes_nothing(repo: Path) -> None:
    paths = _twelve(repo)[:11]
    git(repo, "add", "-A")
    commit(repo, "eleven", verify=False)
    base = head(repo)
    for path in paths:
        git(repo, "mv", path, "docs/memory/archive/")
    assert commit(repo, "archive them").returncode == 0
    assert ci_files(repo, base) == set()


# 7 -----------------------------------------------------------------------------------------


def test_7_no_verdict_follows_a_personal_diff_config(repo: Path) -> None:
    paths = _twelve(repo)[:11]
    git(repo, "add", "-A")
    commit(repo, "eleven", verify=False)
    base = head(repo)
    git(repo, "config", "diff.renames", "false")
    (repo / TEAM / "facts/old").mkdir()
    for path in paths:
        git(repo, "mv", path, f"{TEAM}/facts/old/")
    approve_staged(repo)
    moved = commit(repo, "file them away")
    assert moved.returncode == 0, moved.stderr
    assert ci_files(repo, base) == set()
    git(repo, "config", "diff.renames", "copies")
    assert ci_files(repo, base) == set()


# 8 -----------------------------------------------------------------------------------------


def test_8_one_admission_policy_for_size_and_mode(repo: Path) -> None:
    base = head(repo)
    write(repo, "docs/memory/archive/huge.md", b"# Huge\n\n" + b"x" * (5 * 1024 * 1024))
    git(repo, "add", "-A")
    blocked = commit(repo, "huge")
    assert blocked.returncode == 1
    commit(repo, "huge", verify=False)
    assert ci_files(repo, base) == {"docs/memory/archive/huge.md"}
    assert "docs/memory/archive/huge.md: it is larger than 4194304 bytes" in blocked.stderr
    git(repo, "rm", "-q", "docs/memory/archive/huge.md")
    commit(repo, "drop it", verify=False)
    base = head(repo)
    git(repo, "update-index", "--chmod=+x", f"{PROJECT}/.gitignore")
    assert commit(repo, "executable guard").returncode == 0  # the hook passes it...
    assert ci_files(repo, base) == set()  # ...and so does ci
