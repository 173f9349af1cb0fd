"""``History.commit_deltas`` against git's own ``diff-tree --no-renames``: the history reader
that ``ecc memory ci`` and the post-commit hook use must see exactly what git sees under the
watched paths (as a case-insensitive checkout names them), and pairing moves is
``view.changes``'s job, the same for every gate.

The reader lists only the directories on the way to a watched one, descends into the one
subdirectory where two small trees differ, and hands any other pair to libgit2's diff whole;
these histories exercise each and the edges between them (moves within and across
directories and watched prefixes, a file that becomes a directory or a symlink, a large
directory, deletions of whole directories, a directory spelled in another case, a watched
directory replaced by a symlink)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ecc_memory.git.records import CommitRecord
from ecc_memory.git.repo import open_repo
from ecc_memory.view.changes import Delta, Side, change_list
from ecc_memory.view.watched import Layout
from gitrepo import commit_all, git, init_repo, isolate, write

LAYOUT = Layout()
Raw = tuple[str, Side | None, Side | None]


def memory(n: int) -> str:
    # Distinct, similar-enough contents so that git's rename detection has work to do.
    return f"memory number {n}\n" + "".join(f"line {i} of a long shared body\n" for i in range(30))


def git_view(repo: Path, sha: str) -> set[Raw]:
    """(path, old side, new side) of one commit under the watched paths, from git diff-tree
    with rename detection off, against the first parent."""
    text = git(
        repo, "diff-tree", "-r", "--no-renames", "--root", "--no-commit-id", "-z", "--raw",
        "--abbrev=40", "--diff-merges=first-parent", sha,
    ).stdout  # fmt: skip
    fields = text.split("\0")
    out: set[Raw] = set()
    for meta, path in zip(fields[0::2], fields[1::2], strict=False):
        old_mode, new_mode, old_id, new_id, _ = meta.lstrip(":").split(" ")
        if not (LAYOUT.is_watched(path) or LAYOUT.redirects(path)):
            continue
        old = None if int(old_mode, 8) == 0 else Side(int(old_mode, 8), old_id)
        new = None if int(new_mode, 8) == 0 else Side(int(new_mode, 8), new_id)
        out.add((path, old, new))
    return out


def paired(deltas: list[Delta]) -> set[Raw]:
    """Deltas with a kind change that libgit2 reports as a removal and an addition joined, as
    git's raw output has them."""
    by_path: dict[str, Raw] = {}
    for delta in deltas:
        _, old, new = by_path.get(delta.path, (delta.path, None, None))
        by_path[delta.path] = (delta.path, old or delta.old, new or delta.new)
    return set(by_path.values())


def reader_view(repo: Path, sha: str) -> set[Raw]:
    handle = open_repo(repo)
    commits = {c.sha: c for c in handle.history.commit_range(None, sha)}
    deltas = handle.history.commit_deltas(commits[sha], LAYOUT)
    assert deltas is not None
    return paired(deltas)


def head(repo: Path) -> str:
    return git(repo, "rev-parse", "HEAD").stdout.strip()


STEPS = [
    "add one team memory deep down",
    "edit it in place",
    "rename it within its directory",
    "rename it to another kind directory",
    "add 80 memories to one directory",
    "add one more to the large directory",
    "rename one inside the large directory",
    "a file becomes a directory",
    "delete a whole kind directory",
    "change two existing directories at once",
    "change one directory and delete another",
    "rename into another existing directory",
    "touch docs/memory only",
    "move team memories into docs/memory/archive",
    "a memory becomes a symlink",
    "a directory spelled in another case",
    "docs/memory replaced by a symlink",
]


@pytest.fixture(scope="module")
def history(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    base = tmp_path_factory.mktemp("history")
    with pytest.MonkeyPatch.context() as monkeypatch:
        isolate(base / "home", monkeypatch)
        return _build_history(base / "repo")


def _build_history(path: Path) -> tuple[Path, list[str]]:
    repo = init_repo(path)
    team = repo / ".ecc/memory/team"
    shas = []

    def step() -> None:
        commit_all(repo, f"step {len(shas)}")
        shas.append(head(repo))

    write(repo, ".ecc/memory/team/facts/a.md", memory(1))
    step()
    write(repo, ".ecc/memory/team/facts/a.md", memory(1) + "edited\n")
    step()
    (team / "facts/a.md").rename(team / "facts/b.md")
    step()
    (team / "decisions").mkdir()
    (team / "facts/b.md").rename(team / "decisions/b.md")
    step()
    for n in range(80):
        write(repo, f".ecc/memory/team/notes/n{n:03d}.md", memory(100 + n))
    write(repo, ".ecc/memory/team/facts/keep.md", memory(3))
    step()
    write(repo, ".ecc/memory/team/notes/n999.md", memory(999))
    step()
    (team / "notes/n010.md").rename(team / "notes/renamed.md")
    step()
    write(repo, ".ecc/memory/team/thing", "a file\n")
    step()
    (team / "thing").unlink()
    write(repo, ".ecc/memory/team/thing/inside.md", memory(5))
    shas.pop()  # the file-to-directory step replaces the placeholder step above
    commit_all(repo, "file becomes a directory")
    shas.append(head(repo))
    shutil.rmtree(team / "decisions")
    step()
    write(repo, ".ecc/memory/team/thing/inside.md", memory(7))
    write(repo, ".ecc/memory/team/notes/n000.md", memory(8))
    step()
    write(repo, ".ecc/memory/team/notes/n001.md", memory(9))
    shutil.rmtree(team / "thing")
    step()
    (team / "notes/n002.md").rename(team / "facts/moved.md")
    step()
    write(repo, "docs/memory/brief.md", "# Brief\n")
    step()
    (repo / "docs/memory/archive").mkdir()
    for name in ("n003.md", "n004.md"):
        (team / "notes" / name).rename(repo / "docs/memory/archive" / name)
    step()
    (team / "facts/keep.md").unlink()
    (team / "facts/keep.md").symlink_to(memory(3).splitlines()[0])
    step()
    write(repo, ".ECC/Memory/project/x.md", "private\n")
    step()
    shutil.rmtree(repo / "docs/memory")
    (repo / "docs/memory").symlink_to("../elsewhere")
    step()
    return repo, shas


@pytest.mark.parametrize("index", range(len(STEPS)), ids=STEPS)
def test_each_commit_reads_as_git_reads_it(history: tuple[Path, list[str]], index: int) -> None:
    repo, shas = history
    sha = shas[index]
    expected = git_view(repo, sha)
    assert expected, "every step changes something under the watched paths"
    assert reader_view(repo, sha) == expected


def test_walking_the_range_in_order_gives_the_same_as_one_commit_at_a_time(
    history: tuple[Path, list[str]],
) -> None:
    # The reader keeps recently loaded trees between commits; walking the whole range with
    # one handle must not let one commit's trees leak into another's changes.
    repo, shas = history
    handle = open_repo(repo)
    walked: dict[str, set[Raw]] = {}
    for commit in handle.history.commit_range(None, shas[-1]):
        walked[commit.sha] = paired(handle.history.commit_deltas(commit, LAYOUT) or [])
    for sha in shas:
        assert walked[sha] == git_view(repo, sha)


def test_a_root_commit_is_all_additions(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "repo", commit=False)
    write(repo, ".ecc/memory/team/facts/a.md", memory(1))
    write(repo, "docs/memory/brief.md", "# Brief\n")
    commit_all(repo, "root")
    sha = head(repo)
    handle = open_repo(repo)
    record = CommitRecord(sha, (), False)
    assert paired(handle.history.commit_deltas(record, LAYOUT) or []) == git_view(repo, sha)


def test_the_change_list_pairs_moves_and_kind_changes_without_git_config(
    history: tuple[Path, list[str]],
) -> None:
    repo, shas = history
    handle = open_repo(repo)
    commits = {c.sha: c for c in handle.history.commit_range(None, shas[-1])}

    def changes(step: str) -> set[tuple[str, str, str | None]]:
        deltas = handle.history.commit_deltas(commits[shas[STEPS.index(step)]], LAYOUT)
        return {(c.status, c.path, c.old_path) for c in change_list(deltas or [], LAYOUT)}

    team = ".ecc/memory/team/"
    assert changes("rename it within its directory") == {
        ("R", f"{team}facts/b.md", f"{team}facts/a.md")
    }
    assert changes("move team memories into docs/memory/archive") == {
        ("R", f"docs/memory/archive/{n}", f"{team}notes/{n}") for n in ("n003.md", "n004.md")
    }
    assert changes("a memory becomes a symlink") == {("T", f"{team}facts/keep.md", None)}
    assert changes("a directory spelled in another case") == {
        ("A", ".ECC/Memory/project/x.md", None)
    }
    assert changes("docs/memory replaced by a symlink") >= {("A", "docs/memory", None)}
