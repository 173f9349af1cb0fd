"""``app.guard``: the git hooks' bodies on a workspace, over real repositories.

The one git reader factory (``open_index``) gives the same answers through git's plumbing and
through pygit2, found from the top of the work tree or from a subdirectory, whatever the
process's current directory; the blocking checks, the merge-driver hint, the post-commit
warnings and the checkout's quick question answer as the hooks print them.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from ecc_memory.app import guard
from ecc_memory.app.workspace import Workspace
from ecc_memory.errors import EccError
from ecc_memory.render import text
from gate_corpus import team_doc
from gitrepo import fake_token, git, guarded_repo, init_repo, snapshot, write

TEAM = ".ecc/memory/team/facts"


def _workspace(where: Path) -> Workspace:
    return Workspace.find(where, dict(os.environ))


@pytest.fixture
def staged(tmp_path: Path) -> Path:
    """A repository with a staged team memory, a staged deletion, a staged source change and
    an untracked project-scope file."""
    path = guarded_repo(tmp_path / "repo")
    write(path, f"{TEAM}/old.md", team_doc("Old", "Committed before."))
    git(path, "add", ".")
    git(path, "commit", "-q", "--no-verify", "-m", "old")
    write(path, f"{TEAM}/new.md", team_doc("New", "Staged now."))
    write(path, "src/app.py", "print('changed')\n")
    git(path, "add", f"{TEAM}/new.md", "src/app.py")
    git(path, "rm", "-q", "--cached", f"{TEAM}/old.md")
    write(path, ".ecc/memory/project/notes/mine.md", "private\n")
    return path


@pytest.mark.parametrize("where", ["", "src", ".ecc/memory/team"])
def test_both_readers_of_the_factory_agree_from_the_root_and_a_subdirectory(
    staged: Path, where: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the process runs elsewhere: only the workspace says where
    found = _workspace(staged / where)
    plumbing, pygit2 = guard.open_index(found), guard.open_index(found, plumbing=False)
    try:
        assert type(plumbing.source).__name__ == "Plumbing"
        assert type(pygit2.source).__name__ == "Repo"
        one, two = plumbing.source, pygit2.source
        assert one.workdir == two.workdir == staged
        assert one.common_dir == two.common_dir == staged / ".git"
        assert one.head_sha() == two.head_sha() is not None
        deltas = sorted(one.staged_deltas(), key=lambda d: d.path)
        assert deltas == sorted(two.staged_deltas(), key=lambda d: d.path)
        assert {d.path for d in deltas} == {f"{TEAM}/new.md", f"{TEAM}/old.md", "src/app.py"}
        assert one.index_paths() == two.index_paths()
        # Repository-relative paths, whatever the start: a subdirectory does not shift them.
        probes = (".ecc/memory/project/notes/mine.md", f"{TEAM}/new.md", "src/app.py")
        assert [one.is_ignored(p) for p in probes] == [True, False, False]
        assert [two.is_ignored(p) for p in probes] == [True, False, False]
        for delta in deltas:
            if delta.new is not None:
                assert one.read_blob(delta.new.blob) == two.read_blob(delta.new.blob)
        assert plumbing.layout == pygit2.layout
    finally:
        plumbing.close()
        pygit2.close()


def test_outside_a_repository_the_factory_refuses(tmp_path: Path) -> None:
    with pytest.raises(EccError) as refused:
        guard.open_index(_workspace(tmp_path))
    assert refused.value.code.startswith("git-")


@pytest.mark.parametrize("where", ["", "src"])
def test_a_clean_index_passes_every_check_from_anywhere_in_the_work_tree(
    tmp_path: Path, where: str
) -> None:
    path = guarded_repo(tmp_path / "repo")
    write(path, "src/app.py", "print('changed')\n")
    git(path, "add", "src/app.py")
    verdict = guard.guard(_workspace(path / where), "pre-commit")
    assert [(o.name, o.blocks, o.error) for o in verdict.outcomes] == [
        ("ecc-memory-guard", [], None),
        ("ecc-memory-gitignore", [], None),
    ]
    assert verdict.hint is None


def test_a_staged_secret_is_a_blocking_finding_and_nothing_changes(tmp_path: Path) -> None:
    path = guarded_repo(tmp_path / "repo")
    token = fake_token("ghp_", 36)
    write(path, f"{TEAM}/leak.md", team_doc("Leak", f"use\n{token}\n"))
    git(path, "add", ".")
    before = snapshot(path)
    verdict = guard.guard(_workspace(path), "guard")
    (outcome,) = verdict.outcomes
    assert outcome.name == "ecc-memory-guard"
    assert outcome.error is None
    assert "suspected-secret" in {b.code for b in outcome.blocks if b.blocking}
    assert all(token not in text.block(b, outcome.name) for b in outcome.blocks)
    assert snapshot(path) == before


def test_a_plugin_check_run_by_hand_judges_the_whole_tree() -> None:
    by_git = Workspace(Path("/"), {"GIT_INDEX_FILE": "/repo/.git/index"})
    by_hand = Workspace(Path("/"), {})
    assert guard.whole_tree(by_hand, "guard")
    assert not guard.whole_tree(by_git, "guard")
    assert not guard.whole_tree(by_hand, "pre-commit")  # git always starts that one


@pytest.fixture
def merging(tmp_path: Path) -> Path:
    """A merge stopped before its commit (``MERGE_HEAD``) that brings a ``docs/memory/`` edit
    the committed ``.gitattributes`` routes to the merge driver, which this clone lacks."""
    path = init_repo(tmp_path / "repo")
    write(path, ".gitattributes", "docs/memory/**/*.md merge=ecc-memory\n")
    write(path, "docs/memory/a.md", "# a\n")
    write(path, "src/x.py", "x = 1\n")
    git(path, "add", ".")
    git(path, "commit", "-q", "-m", "base")
    git(path, "switch", "-q", "-c", "topic")
    write(path, "docs/memory/a.md", "# a\nmore\n")
    git(path, "commit", "-q", "-am", "topic")
    git(path, "switch", "-q", "main")
    write(path, "src/x.py", "x = 2\n")
    git(path, "commit", "-q", "-am", "main")
    git(path, "merge", "-q", "--no-commit", "--no-ff", "topic")
    return path


@pytest.mark.parametrize("where", ["", "src", "docs/memory"])
def test_the_merge_driver_hint_is_given_from_a_subdirectory_too(merging: Path, where: str) -> None:
    """git is asked about ``MERGE_HEAD`` and the attributes at the top of the work tree: from
    ``src/``, ``check-attr docs/memory/a.md`` used to mean ``src/docs/memory/a.md``."""
    hint = guard.guard(_workspace(merging / where), "pre-commit").hint
    assert hint is not None
    assert "docs/memory/ was merged line by line" in hint
    assert "register it: ecc memory hooks install --merge-driver-only" in hint


def test_no_hint_once_the_driver_is_registered_or_outside_a_merge(merging: Path) -> None:
    git(merging, "config", "merge.ecc-memory.driver", "true")
    assert guard.guard(_workspace(merging), "pre-commit").hint is None
    git(merging, "config", "--unset", "merge.ecc-memory.driver")
    git(merging, "merge", "--abort")
    write(merging, "docs/memory/a.md", "# a\nedited\n")
    git(merging, "add", "docs/memory/a.md")
    assert guard.guard(_workspace(merging), "pre-commit").hint is None


def test_the_fix_names_the_plugins_own_interpreter_inside_its_environment(
    tmp_path: Path,
) -> None:
    assert guard.ecc_command({"PRE_COMMIT_HOME": str(tmp_path)}) == "ecc"
    inside = {"PRE_COMMIT_HOME": os.path.dirname(os.path.realpath(sys.prefix))}
    assert guard.ecc_command(inside).endswith(" -m ecc_memory")


def test_post_commit_judges_a_commit_that_skipped_the_hooks(tmp_path: Path) -> None:
    path = guarded_repo(tmp_path / "repo")
    write(path, "src/app.py", "print('elsewhere')\n")
    git(path, "commit", "-q", "--no-verify", "-am", "source only")
    where = _workspace(path)
    assert not guard.touches_memory(where)
    write(path, f"{TEAM}/fact.md", team_doc("Fact", "Unreviewed."))
    git(path, "add", ".")
    git(path, "commit", "-q", "--no-verify", "-m", "fact")
    head = git(path, "rev-parse", "HEAD").stdout.strip()
    assert guard.touches_memory(where)
    found = guard.post_commit(where)
    assert found is not None
    assert found.short == head[:12]
    assert found.blocks
    assert all(block.blocking for block in found.blocks)
    assert any(block.path == f"{TEAM}/fact.md" for block in found.blocks)


def test_moved_vault_roots_always_get_the_full_post_commit_check(tmp_path: Path) -> None:
    path = guarded_repo(tmp_path / "repo")
    moved = Workspace.find(path, {**os.environ, "ECC_MEMORY_TEAM_ROOT": str(path / "team")})
    assert guard.touches_memory(moved)


@pytest.mark.parametrize(
    ("args", "moves"),
    [
        (("a" * 40, "b" * 40, "1"), True),
        (("a" * 40, "b" * 40, "0"), False),  # a file checkout
        (("a" * 40, "a" * 40, "1"), False),  # git checkout -b: the same commit
        (("0" * 40, "b" * 40, "1"), False),  # a clone
        ((), True),  # not git's arguments: the full path judges them
    ],
)
def test_only_a_branch_move_reaches_the_handoff(args: tuple[str, ...], moves: bool) -> None:
    assert guard.branch_move(args) is moves


def test_checkout_hands_off_the_branch_left(tmp_path: Path) -> None:
    path = guarded_repo(tmp_path / "repo")
    git(path, "switch", "-q", "-c", "topic")
    write(path, "src/app.py", "print('topic')\n")
    git(path, "commit", "-q", "--no-verify", "-am", "topic work")
    old = git(path, "rev-parse", "HEAD").stdout.strip()
    git(path, "switch", "-q", "main")
    new = git(path, "rev-parse", "HEAD").stdout.strip()
    said = guard.checkout(_workspace(path), (old, new, "1"))
    assert said.problems == []
    handoffs = list((path / ".ecc/memory/project/handoffs").rglob("*.md"))
    assert len(handoffs) == 1
    assert "topic" in handoffs[0].read_text(encoding="utf-8")
