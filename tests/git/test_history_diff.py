"""``Repo.commit_changes`` against git's own ``diff-tree``: the history reader that
``ecc memory ci`` uses must see exactly what git sees, renames included.

The reader descends into the one subdirectory where two small trees differ, and hands any
other pair to libgit2's diff whole; these histories exercise both and the edges between them
(renames within and across directories, a file that becomes a directory, a large directory,
deletions of whole directories)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ecc_memory.git.records import CommitRecord
from ecc_memory.git.repo import open_repo
from gitrepo import commit_all, git, init_repo, isolate, write

PREFIXES = (".ecc/memory/", "docs/memory/")


def memory(n: int) -> str:
    # Distinct, similar-enough contents so that git's rename detection has work to do.
    return f"memory number {n}\n" + "".join(f"line {i} of a long shared body\n" for i in range(30))


def git_view(repo: Path, sha: str) -> set[tuple[str, str, str | None]]:
    """(status, path, old path) of one commit, from git diff-tree -M over the watched paths,
    each prefix on its own (as the reader diffs each watched directory on its own)."""
    out: set[tuple[str, str, str | None]] = set()
    for prefix in PREFIXES:
        text = git(
            repo, "diff-tree", "-r", "-M", "--root", "--no-commit-id", "-z", "--name-status",
            "--relative=" + prefix, sha,
        ).stdout  # fmt: skip
        fields = text.split("\0")
        i = 0
        while i < len(fields) - 1:
            status = fields[i][0]
            if status in "RC":
                out.add((status, prefix + fields[i + 2], prefix + fields[i + 1]))
                i += 3
            else:
                out.add((status, prefix + fields[i + 1], None))
                i += 2
    return out


def reader_view(repo: Path, sha: str) -> set[tuple[str, str, str | None]]:
    handle = open_repo(repo)
    commits = {c.sha: c for c in handle.history.commit_range(None, sha)}
    changes = handle.history.commit_changes(commits[sha], PREFIXES)
    return {(c.status, c.path, c.old_path) for c in changes}


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
    walked: dict[str, set[tuple[str, str, str | None]]] = {}
    for commit in handle.history.commit_range(None, shas[-1]):
        walked[commit.sha] = {
            (c.status, c.path, c.old_path) for c in handle.history.commit_changes(commit, PREFIXES)
        }
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
    got = {(c.status, c.path, c.old_path) for c in handle.history.commit_changes(record, PREFIXES)}
    assert got == git_view(repo, sha)
