"""The docs/memory/ merge driver through real git: merge, rebase, cherry-pick, and its
registration by ``ecc memory hooks install``."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.git.merge_driver import recorded_python
from gitrepo import commit_all, git, init_repo, write
from protocol_fixtures.merge import add_candidate, add_decision, candidate, decision
from protocol_fixtures.support import FIXTURE

ECC = str(Path(sys.executable).parent / "ecc")
DEC = "docs/memory/decisions.md"
INBOX = "docs/memory/inbox.md"


def ecc(cwd: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ECC, "memory", *args], cwd=cwd, capture_output=True, text=True, check=False, input=stdin
    )


def memory_repo(tmp_path: Path) -> Path:
    """A repository with the 0.7 fixture committed and the driver installed (with the commit
    hook only: handoffs written on checkout are not what these tests are about)."""
    repo = init_repo(tmp_path / "repo")
    shutil.copytree(FIXTURE, repo / "docs" / "memory")
    installed = ecc(repo, "hooks", "install", "--hook", "pre-commit", "--gitattributes")
    assert installed.returncode == 0, installed.stderr
    commit_all(repo, "memory")
    return repo


def edit(repo: Path, rel: str, change: object) -> None:
    path = repo / rel
    path.write_bytes(change(path.read_bytes()))  # type: ignore[operator]


def two_sides(repo: Path) -> None:
    """main and topic each add a decision and an inbox candidate."""
    git(repo, "switch", "-q", "-c", "topic")
    edit(repo, DEC, lambda d: add_decision(d, decision("0000000b", "20261202", "performance")))
    edit(repo, INBOX, lambda d: add_candidate(d, candidate("0000000d", "20261202")))
    commit_all(repo, "topic decides")
    git(repo, "switch", "-q", "main")
    edit(repo, DEC, lambda d: add_decision(d, decision("0000000a", "20261201", "workflow")))
    edit(repo, INBOX, lambda d: add_candidate(d, candidate("0000000c", "20261201")))
    commit_all(repo, "main decides")


def assert_both_kept(repo: Path) -> None:
    text = (repo / DEC).read_text()
    assert "<<<<<<<" not in text
    assert text.index("MC-DEC-20261202-0000000b") < text.index("MC-DEC-20261201-0000000a")
    assert text.index("MC-DEC-20261201-0000000a") < text.index("MC-DEC-20260827-8f4c2a91")
    inbox = (repo / INBOX).read_text()
    assert "0000000c" in inbox
    assert "0000000d" in inbox
    check = ecc(repo, "protocol", "check")
    assert check.returncode == 0, check.stdout


def test_merge_of_two_branches_that_both_add_decisions(tmp_path: Path) -> None:
    repo = memory_repo(tmp_path)
    two_sides(repo)
    merged = git(repo, "merge", "--no-edit", "topic", check=False)
    assert merged.returncode == 0, merged.stdout + merged.stderr
    assert_both_kept(repo)


def test_rebase_replays_additions_without_conflict(tmp_path: Path) -> None:
    repo = memory_repo(tmp_path)
    two_sides(repo)
    git(repo, "switch", "-q", "topic")
    rebased = git(repo, "rebase", "main", check=False)
    assert rebased.returncode == 0, rebased.stdout + rebased.stderr
    assert_both_kept(repo)


def test_cherry_pick_carries_one_addition(tmp_path: Path) -> None:
    repo = memory_repo(tmp_path)
    two_sides(repo)
    picked = git(repo, "cherry-pick", "topic", check=False)
    assert picked.returncode == 0, picked.stdout + picked.stderr
    assert_both_kept(repo)


def test_without_the_driver_git_conflicts(tmp_path: Path) -> None:
    """The reason the driver exists: the same history conflicts with git's line merge."""
    repo = memory_repo(tmp_path)
    git(repo, "config", "--remove-section", "merge.ecc-memory")  # a clone without install
    two_sides(repo)
    merged = git(repo, "merge", "--no-edit", "topic", check=False)
    assert merged.returncode != 0, merged.stdout
    assert "<<<<<<<" in (repo / DEC).read_text(), merged.stdout + merged.stderr


def test_both_sides_change_one_entry_conflict_on_that_unit(tmp_path: Path) -> None:
    repo = memory_repo(tmp_path)
    old = b"Preserves parse/write semantics."
    git(repo, "switch", "-q", "-c", "topic")
    edit(repo, DEC, lambda d: d.replace(old, b"Theirs."))
    commit_all(repo, "topic rewords")
    git(repo, "switch", "-q", "main")
    edit(
        repo,
        DEC,
        lambda d: add_decision(
            d.replace(old, b"Ours."), decision("0000000a", "20261201", "workflow")
        ),
    )
    commit_all(repo, "main rewords")
    merged = git(repo, "merge", "--no-edit", "topic", check=False)
    assert merged.returncode != 0
    text = (repo / DEC).read_text()
    assert text.count("<<<<<<<") == 1
    marked = text[text.index("<<<<<<<") : text.index(">>>>>>>")]
    assert "Ours." in marked
    assert "Theirs." in marked
    assert "MC-DEC-20261201-0000000a" not in marked
    assert "docs/memory/decisions.md" in git(repo, "diff", "--name-only", "--diff-filter=U").stdout


def test_unparseable_side_falls_back_to_line_merge_and_says_so(tmp_path: Path) -> None:
    repo = memory_repo(tmp_path)
    git(repo, "switch", "-q", "-c", "topic")
    edit(repo, DEC, lambda d: d + b"\n~~~\nnever closed\n")
    git(repo, "commit", "-q", "--no-verify", "-am", "topic breaks a fence")
    git(repo, "switch", "-q", "main")
    edit(repo, DEC, lambda d: d.replace(b"# Decisions", b"# Decisions (ours)"))
    commit_all(repo, "main renames")
    merged = git(repo, "merge", "--no-edit", "topic", check=False)
    assert merged.returncode == 0, merged.stdout + merged.stderr
    assert "used git's line merge" in merged.stderr
    text = (repo / DEC).read_text()
    assert text.startswith("# Decisions (ours)")
    assert text.endswith("never closed\n")


def test_merge_file_command_directly(tmp_path: Path) -> None:
    base = FIXTURE / "decisions.md"
    ours = write(
        tmp_path,
        "ours.md",
        add_decision(base.read_bytes(), decision("0000000a", "20261201", "workflow")),
    )
    theirs = write(
        tmp_path,
        "theirs.md",
        add_decision(base.read_bytes(), decision("0000000b", "20261202", "performance")),
    )
    result = ecc(tmp_path, "merge-file", str(base), str(ours), str(theirs), DEC)
    assert result.returncode == 0, result.stderr
    assert b"0000000b" in ours.read_bytes()
    assert base.read_bytes() == (FIXTURE / "decisions.md").read_bytes()
    missing = ecc(tmp_path, "merge-file", str(tmp_path / "nope"), str(ours), str(theirs))
    assert missing.returncode == 2
    assert "Traceback" not in missing.stderr


def test_install_registers_driver_and_previews_attributes(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "repo")
    installed = ecc(repo, "hooks", "install")
    assert installed.returncode == 0
    assert "merge driver: registered" in installed.stdout
    assert "docs/memory/**/*.md merge=ecc-memory" in installed.stdout
    assert not (repo / ".gitattributes").exists()
    command = git(repo, "config", "merge.ecc-memory.driver").stdout
    python = recorded_python(command)
    assert python is not None
    assert Path(python).is_absolute()
    assert Path(python).exists()
    assert "-m ecc_memory.entry merge-file %O %A %B %P" in command
    assert "  runs: yes (" in installed.stdout
    status = json.loads(ecc(repo, "hooks", "status", "--json").stdout)
    assert status["mergeDriver"]["driver"] == "registered"
    assert status["mergeDriver"]["attributes"] == "missing"
    write(repo, ".gitattributes", "*.png binary")
    ecc(repo, "hooks", "install", "--gitattributes")
    assert (repo / ".gitattributes").read_text() == (
        "*.png binary\ndocs/memory/**/*.md merge=ecc-memory\n"
    )
    again = ecc(repo, "hooks", "install", "--gitattributes")  # idempotent
    assert ".gitattributes: present" in again.stdout
    assert (repo / ".gitattributes").read_text().count("merge=ecc-memory") == 1
    removed = ecc(repo, "hooks", "uninstall")
    assert "merge driver: absent" in removed.stdout
    assert git(repo, "config", "merge.ecc-memory.driver", check=False).returncode == 1
    assert "merge=ecc-memory" in (repo / ".gitattributes").read_text()


def test_install_refuses_symlinked_gitattributes(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "repo")
    target = write(tmp_path, "elsewhere", "keep\n")
    (repo / ".gitattributes").symlink_to(target)
    result = ecc(repo, "hooks", "install", "--gitattributes")
    assert result.returncode == 2
    assert target.read_text() == "keep\n"


@pytest.mark.parametrize("args", [("--json",), ()])
def test_status_in_a_bare_repository(tmp_path: Path, args: tuple[str, ...]) -> None:
    bare = tmp_path / "bare.git"
    git(tmp_path, "init", "-q", "--bare", str(bare))
    result = ecc(bare, "hooks", "status", *args)
    assert result.returncode == 0
    assert "unknown" in result.stdout


def test_driver_entry_arguments(tmp_path: Path) -> None:
    """The registered command parses its own arguments (no click in git's merge loop)."""
    base = write(tmp_path, "b.md", b"# T\n\n- one\n")
    ours = write(tmp_path, "o.md", b"# T\n\n- one\n- two\n")
    theirs = write(tmp_path, "t.md", b"# T\n\n- zero\n- one\n")
    entry = [sys.executable, "-P", "-m", "ecc_memory.entry", "merge-file"]
    for bad in (
        [str(base)],
        ["--marker-size", "3", str(base), str(ours), str(theirs)],
        ["--bogus", str(base), str(ours), str(theirs)],
    ):
        result = subprocess.run([*entry, *bad], capture_output=True, text=True, check=False)
        assert result.returncode == 2
        assert result.stderr.startswith("Error: usage: ecc memory merge-file")
    assert ours.read_bytes() == b"# T\n\n- one\n- two\n"
    done = subprocess.run(
        [*entry, "--marker-size", "9", str(base), str(ours), str(theirs), "x"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert ours.read_bytes() == b"# T\n\n- zero\n- one\n- two\n"


def test_docs_show_the_lines_the_installer_writes() -> None:
    from ecc_memory.git.merge_driver import ATTRIBUTE_LINES

    text = (Path(__file__).resolve().parents[2] / "docs" / "git.md").read_text()
    for line in ATTRIBUTE_LINES:
        assert line in text
    assert "-m ecc_memory.entry merge-file %O %A %B %P" in text
