"""What the hooks got wrong before (issue 9, 2b and 2), each reproduced with real git."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.errors import AlreadyExists
from ecc_memory.git import hooks, install, review, views
from ecc_memory.git.repo import open_repo
from ecc_memory.protocol import read_tree
from ecc_memory.protocol.writers.scaffold import scaffold_files
from ecc_memory.vault.document import new_memory, serialize
from ecc_memory.view.watched import DOCS, Layout
from gitrepo import GUARD, git, guarded_repo, init_repo, write

PROJECT_ID = "0b6c8e52-2a7c-4d7e-9a51-3f7f1b2c4d5e"
BRIEF = (
    "# Project Brief\n\nPurpose:\nA tool that keeps agent memory in git.\n\n"
    "Current direction:\nShip the hooks.\n\nSystem shape:\nA CLI over a Markdown vault.\n"
)
TEAM_FACT = ".ecc/memory/team/facts/build.md"


def _install(path: Path) -> None:
    install.install(open_repo(path), sys.executable, "-P")


def _commit(repo: Path, *args: str) -> tuple[int, str]:
    result = git(repo, "commit", "-q", "-m", "change", *args, check=False)
    return result.returncode, result.stdout + result.stderr


def _team_doc(body: str = "The build uses make.") -> bytes:
    memory = new_memory(title="Build", body=body, source_harness="codex", kind="fact",
                        scope="team")  # fmt: skip
    return serialize(memory)


@pytest.fixture
def guarded(tmp_path: Path) -> Path:
    return guarded_repo(tmp_path / "repo")


# -- install ---------------------------------------------------------------------------------


def _hooks_dir(path: Path) -> dict[str, object]:
    """Every entry of .git/hooks: a symlink's target, else the file's bytes and mode."""
    out: dict[str, object] = {}
    for entry in sorted((path / ".git/hooks").iterdir()):
        if entry.is_symlink():
            out[entry.name] = ("link", os.readlink(entry))
        else:
            out[entry.name] = (entry.read_bytes(), entry.stat().st_mode)
    return out


def test_a_symlinked_hook_is_chained_and_restored_as_a_symlink(tmp_path: Path) -> None:
    path = init_repo(tmp_path / "r")
    marker = tmp_path / "marker"
    write(path, "scripts/pre-commit", f"#!/bin/sh\necho ran >> {marker}\n")
    (path / "scripts/pre-commit").chmod(0o755)
    link = path / ".git/hooks/pre-commit"
    link.symlink_to("../../scripts/pre-commit")
    states = {s.hook: s for s in install.hook_states(open_repo(path))}
    assert states["pre-commit"].state == "foreign"
    install.install(open_repo(path), sys.executable, "-P")
    chained = path / ".git/hooks/pre-commit.ecc-chained"
    assert chained.is_symlink()
    assert os.readlink(chained) == "../../scripts/pre-commit"
    write(path, "x.txt", "x\n")
    git(path, "add", "x.txt")
    assert _commit(path)[0] == 0
    assert marker.read_text() == "ran\n"  # the user's hook still runs
    install.uninstall(open_repo(path))
    assert link.is_symlink()
    assert os.readlink(link) == "../../scripts/pre-commit"
    assert not os.path.lexists(chained)


def test_install_is_all_or_nothing(tmp_path: Path) -> None:
    path = init_repo(tmp_path / "r")
    for name in ("pre-commit", "post-checkout", "post-checkout.ecc-chained"):
        write(path, f".git/hooks/{name}", "#!/bin/sh\nexit 0\n")
    before = _hooks_dir(path)
    with pytest.raises(AlreadyExists) as info:
        install.install(open_repo(path), sys.executable, "-P")
    assert (info.value.code, info.value.exit_code) == ("hook-chain-taken", 2)
    assert _hooks_dir(path) == before
    done = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "hooks", "install"],
        cwd=path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("Error: both post-checkout and post-checkout.ecc-chained")
    assert _hooks_dir(path) == before


def test_install_rolls_back_when_a_write_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = init_repo(tmp_path / "r")
    write(path, ".git/hooks/pre-commit", "#!/bin/sh\nexit 0\n")
    write(path, ".git/hooks/post-checkout", "#!/bin/sh\nexit 0\n")
    install.install(open_repo(path), sys.executable, "-P", ("post-checkout",))
    before = _hooks_dir(path)
    real_write = install._write_executable

    def failing_write(target: Path, text: str) -> None:
        if target.name == "post-commit":  # the fourth of five hooks: three are already done
            raise OSError(28, "No space left on device")
        real_write(target, text)

    monkeypatch.setattr(install, "_write_executable", failing_write)
    with pytest.raises(OSError, match="No space left"):
        install.install(open_repo(path), sys.executable, "-P")
    assert _hooks_dir(path) == before
    assert not (path / ".git/hooks/pre-commit.ecc-chained").exists()


# -- the gitignore check ---------------------------------------------------------------------


def test_sparse_checkout_without_the_scope_commits(guarded: Path) -> None:
    git(guarded, "sparse-checkout", "set", "src")
    assert not (guarded / ".ecc").exists()
    write(guarded, "src/app.py", "print('changed')\n")
    git(guarded, "add", "src/app.py")
    assert _commit(guarded) == (0, "")


def test_partial_sparse_clone_commits(guarded: Path, tmp_path: Path) -> None:
    git(guarded, "config", "uploadpack.allowFilter", "true")
    clone = tmp_path / "clone"
    git(tmp_path, "clone", "-q", "--filter=blob:none", "--sparse", f"file://{guarded}",
        str(clone))  # fmt: skip
    git(clone, "sparse-checkout", "set", "src")
    _install(clone)
    write(clone, "src/app.py", "print('clone')\n")
    git(clone, "add", "src/app.py")
    assert _commit(clone) == (0, "")


def test_deleting_the_guard_in_a_sparse_checkout_is_blocked(guarded: Path) -> None:
    git(guarded, "sparse-checkout", "set", "src")
    git(guarded, "rm", "-q", "--cached", "--sparse", ".ecc/memory/project/.gitignore")
    code, output = _commit(guarded)
    assert code == 1
    assert "this commit deletes the fail-closed guard file" in output


def test_autocrlf_clone_commits_and_a_bad_staged_guard_still_blocks(
    guarded: Path, tmp_path: Path
) -> None:
    clone = tmp_path / "crlf"
    git(tmp_path, "clone", "-q", "-c", "core.autocrlf=true", str(guarded), str(clone))
    _install(clone)
    assert (clone / ".ecc/memory/project/.gitignore").read_bytes() == b"*\r\n!.gitignore\r\n"
    assert git(clone, "check-ignore", "-q", ".ecc/memory/project/notes/x.md", check=False)
    write(clone, "src/app.py", "print('crlf')\n")
    git(clone, "add", "src/app.py")
    assert _commit(clone) == (0, "")
    write(clone, ".ecc/memory/project/.gitignore", b"*\r\n!.gitignore\r\n!notes/\r\n")
    git(clone, "add", ".ecc/memory/project/.gitignore")
    code, output = _commit(clone)
    assert code == 1
    assert "the guard file in git has unexpected content" in output


def test_git_check_ignore_agrees_with_the_crlf_guard(guarded: Path) -> None:
    write(guarded, ".ecc/memory/project/.gitignore", b"*\r\n!.gitignore\r\n")
    ignored = git(guarded, "check-ignore", "-q", ".ecc/memory/project/notes/a.md", check=False)
    assert ignored.returncode == 0
    repo = open_repo(guarded)
    assert hooks.check_gitignore(repo, views.staged(repo, Layout()), GUARD) == []


# -- what is checked -------------------------------------------------------------------------


def test_any_project_scope_mode_is_blocked(guarded: Path) -> None:
    head = git(guarded, "rev-parse", "HEAD").stdout.strip()
    git(guarded, "update-index", "--add", "--cacheinfo",
        f"160000,{head},.ecc/memory/project/sub")  # fmt: skip
    code, output = _commit(guarded)
    assert code == 1
    assert ".ecc/memory/project/sub: project-scope memory is never committed" in output
    git(guarded, "rm", "-q", "--cached", ".ecc/memory/project/sub")
    (guarded / ".ecc/memory/project/link.md").symlink_to("../../../src/app.py")
    git(guarded, "add", "-f", ".ecc/memory/project/link.md")
    code, output = _commit(guarded)
    assert code == 1
    assert ".ecc/memory/project/link.md: project-scope memory is never committed" in output


def test_intent_to_add_is_not_checked(guarded: Path) -> None:
    write(guarded, TEAM_FACT, b"not even a memory\n")
    git(guarded, "add", "-N", TEAM_FACT)
    write(guarded, "src/app.py", "print('other')\n")
    git(guarded, "add", "src/app.py")
    assert _commit(guarded) == (0, "")
    assert review.staged_team_docs(open_repo(guarded), Layout()) == []


def test_commit_a_hint_leads_to_a_review_that_counts(guarded: Path) -> None:
    write(guarded, TEAM_FACT, _team_doc())
    git(guarded, "add", TEAM_FACT)
    handle = open_repo(guarded)
    review.record_approvals(handle, review.staged_team_docs(handle, Layout()))
    assert _commit(guarded) == (0, "")
    write(guarded, TEAM_FACT, _team_doc("The build uses ninja."))
    code, output = _commit(guarded, "-a")
    assert code == 1
    fix = f"(fix: git add -- {TEAM_FACT} && ecc memory review)"
    assert f"{TEAM_FACT}: team memory not reviewed in this exact content {fix}" in output
    # review reads the normal index: empty before `git add`, the edit after it
    assert review.staged_team_docs(handle, Layout()) == []
    git(guarded, "add", "--", TEAM_FACT)
    docs = review.staged_team_docs(open_repo(guarded), Layout())
    assert [d.path for d in docs] == [TEAM_FACT]
    review.record_approvals(open_repo(guarded), docs)
    assert _commit(guarded, "-a") == (0, "")


# -- docs/memory/: renames, and one policy on disk and in git --------------------------------


@pytest.fixture
def protocol_repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    files = scaffold_files(PROJECT_ID)
    files["brief.md"] = BRIEF
    for name, text in files.items():
        write(path, f"docs/memory/{name}", text)
    git(path, "add", "docs")
    git(path, "commit", "-q", "-m", "memory protocol")
    _install(path)
    return path


def test_a_rename_out_of_docs_memory_is_checked_like_a_delete(protocol_repo: Path) -> None:
    git(protocol_repo, "rm", "-q", "docs/memory/constraints.md")
    deleted = _commit(protocol_repo)
    git(protocol_repo, "reset", "-q", "--hard")
    (protocol_repo / "attic").mkdir()
    git(protocol_repo, "mv", "docs/memory/constraints.md", "attic/")
    renamed = _commit(protocol_repo)
    assert deleted[0] == renamed[0] == 1
    assert "ecc-memory-protocol: " in renamed[1]
    assert renamed[1] == deleted[1]


def _same_findings(repo: Path) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """What the reading policy refuses in docs/memory/ on disk (``protocol check``) and in the
    index (the hooks, through the view): the same files, for the same reasons."""
    disk_files, disk_problems = read_tree(repo / "docs/memory")
    view = views.staged(open_repo(repo), Layout()).view
    codes = {"not-regular": "ECC-FILE-002", "too-large": "ECC-FILE-004"}
    refused = [
        (codes.get(e.verdict.code, e.verdict.code), e.path[len("docs/memory/") :])
        for e in view.in_area(DOCS)
        if e.verdict is not None
    ]
    md = {rel for rel in view.docs_files() if rel.endswith(".md")}
    assert set(disk_files) == md
    return sorted((p.code, p.path) for p in disk_problems), sorted(refused)


def test_symlinks_non_markdown_and_size_judged_alike(protocol_repo: Path) -> None:
    (protocol_repo / "docs/memory/linked.md").symlink_to("brief.md")
    write(protocol_repo, "docs/memory/notes.txt", "not markdown\n")
    write(protocol_repo, "docs/memory/big.md", b"# Big\n" + b"x" * (4 * 1024 * 1024))
    git(protocol_repo, "add", "docs/memory")
    disk, staged = _same_findings(protocol_repo)
    assert (
        disk
        == staged
        == [
            ("ECC-FILE-002", "linked.md"),
            ("ECC-FILE-004", "big.md"),
        ]
    )
    code, output = _commit(protocol_repo)
    assert code == 1
    assert "ecc-memory-guard: docs/memory/linked.md: memory files must be regular files" in output
    assert "docs/memory/big.md: it is larger than 4194304 bytes" in output
    assert "notes.txt" not in output
    check = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "protocol", "check"], cwd=protocol_repo,
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert check.returncode == 1
    assert "linked.md" in check.stdout + check.stderr


def test_folders_nested_too_deep_are_judged_alike(protocol_repo: Path) -> None:
    deep = "/".join(f"d{level}" for level in range(20))
    write(protocol_repo, f"docs/memory/{deep}/note.md", "# Note\n")
    write(protocol_repo, "docs/memory/d0/other.md", "# Other\n")
    git(protocol_repo, "add", "docs/memory")
    disk = sorted((p.code, p.path) for p in read_tree(protocol_repo / "docs/memory")[1])
    repo = open_repo(protocol_repo)
    blocks = hooks.check_protocol(
        views.staged(repo, Layout()).view, repo.index_paths, repo.head_sha
    )
    folder = "/".join(f"d{level}" for level in range(17))
    assert disk == [("ECC-FILE-005", folder)]
    assert [b.path for b in blocks if "ECC-FILE-005" in b.reason] == [f"docs/memory/{folder}"]
