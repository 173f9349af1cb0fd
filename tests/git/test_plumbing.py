"""The blocking hooks read the index and HEAD through git's plumbing (``git.plumbing``), not
pygit2 (issue 21: importing pygit2 was two thirds of a guard). Both readers must agree on
everything a hook asks, from the top of the work tree and from a subdirectory alike (paths are
always the repository's); the pygit2 path must still serve a git that cannot answer so; a
commit's guard must import neither pygit2 nor click; and an object is read as git commits it,
whatever ``refs/replace/`` says."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zlib
from pathlib import Path

import pytest

from ecc_memory.git import views
from ecc_memory.git.plumbing import Plumbing, open_index
from ecc_memory.git.records import GitError
from ecc_memory.git.repo import open_repo
from ecc_memory.view.changes import Delta
from ecc_memory.view.watched import Layout
from gate_corpus import team_doc
from gitrepo import GUARD, fake_token, git, guarded_repo, init_repo, write

TEAM = ".ecc/memory/team/facts"


@pytest.fixture
def busy(tmp_path: Path) -> Path:
    """A repository whose HEAD and index differ in every way the hooks care about."""
    path = init_repo(tmp_path / "repo")
    write(path, ".ecc/memory/project/.gitignore", GUARD)
    write(path, ".gitattributes", "*.md text\n")
    write(path, ".ecc/.gitattributes", "*.md -diff\nmemory/team/facts/f[1-3].md filter=lfs\n")
    write(path, "docs/memory/manifest.md", "# Memory manifest\n")
    write(path, "src/app.py", "print('app')\n")
    for k in range(12):
        write(path, f"{TEAM}/f{k}.md", team_doc(f"Fact {k}", f"Fact number {k}."))
    write(path, f"{TEAM}/gone.md", team_doc("Gone", "Removed by the commit."))
    write(path, ".ecc/memory/team/run.sh", "#!/bin/sh\n")
    os.chmod(path / ".ecc/memory/team/run.sh", 0o755)
    git(path, "add", ".")
    git(path, "commit", "-q", "-m", "base")
    head = git(path, "rev-parse", "HEAD").stdout.strip()
    # Staged: an edit, an addition, a deletion, a kind change, a symlink, a gitlink, a case
    # alias of the team directory, an intent-to-add entry and a change outside the vault.
    write(path, f"{TEAM}/f0.md", team_doc("Fact 0", "Edited."))
    write(path, f"{TEAM}/new.md", team_doc("New", "Added."))
    write(path, "src/app.py", "print('other')\n")
    git(path, "add", f"{TEAM}/f0.md", f"{TEAM}/new.md", "src/app.py")
    git(path, "rm", "-q", "--cached", f"{TEAM}/gone.md")
    git(path, "rm", "-q", "--cached", ".ecc/memory/team/run.sh")
    os.remove(path / ".ecc/memory/team/run.sh")
    os.symlink("facts/f1.md", path / ".ecc/memory/team/run.sh")
    git(path, "add", ".ecc/memory/team/run.sh")
    (path / ".ecc/memory/team/link.md").symlink_to("../../../src/app.py")
    git(path, "add", "-f", ".ecc/memory/team/link.md")
    git(path, "update-index", "--add", "--cacheinfo", f"160000,{head},.ecc/memory/team/sub")
    write(path, ".ECC/Memory/Team/facts/alias.md", team_doc("Alias", "Case alias."))
    git(path, "add", ".ECC/Memory/Team/facts/alias.md")
    write(path, f"{TEAM}/later.md", b"not yet\n")
    git(path, "add", "-N", f"{TEAM}/later.md")
    return path


def _by_path(deltas: list[Delta]) -> list[Delta]:
    return sorted(deltas, key=lambda d: (d.path, d.old is None, d.new is None))


def _plumbing(path: Path, monkeypatch: pytest.MonkeyPatch) -> Plumbing:
    monkeypatch.chdir(path)
    found = open_index()
    assert found is not None
    return found


@pytest.mark.parametrize("where", ["", "src", "docs/memory"])
def test_plumbing_and_pygit2_agree_on_what_a_hook_reads(
    busy: Path, where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Both readers as the hooks open them (``app.guard.open_index``: the plumbing, or
    pygit2 from the environment), from the top of the work tree or a subdirectory."""
    here = busy / where
    plumbing = _plumbing(here, monkeypatch)
    repo, layout = open_repo(here, from_env=True), Layout()
    try:
        assert plumbing.workdir == repo.workdir
        assert plumbing.common_dir == repo.common_dir
        assert plumbing.head_sha() == repo.head_sha()
        assert _by_path(plumbing.staged_deltas()) == _by_path(repo.staged_deltas())
        assert f"{TEAM}/later.md" not in {d.path for d in plumbing.staged_deltas()}
        assert plumbing.index_paths() == repo.index_paths()
        head = repo.head_sha()
        assert head is not None
        records = plumbing.history.tree_records(head, layout)
        assert records == repo.history.tree_records(head, layout)
        assert {".gitattributes", ".ecc/.gitattributes"} <= {r.path for r in records}
        assert "src/app.py" not in {r.path for r in records}  # only the watched paths
        for record in records:
            assert plumbing.blob_size(record.key) == repo.blob_size(record.key)
            if record.mode != 0o160000:
                assert plumbing.read_blob(record.key) == repo.read_blob(record.key)
        probes = (".ecc/memory/project/notes/x.md", ".ecc/memory/team/x.md", "src/x.py")
        assert [plumbing.is_ignored(p) for p in probes] == [True, False, False]
        assert [repo.is_ignored(p) for p in probes] == [True, False, False]
        assert plumbing.blob_size("0" * 40) is None
        files = [r for r in records if r.path.endswith(".gitattributes")]
        asked = [views.attributes_of(reader, files) for reader in (plumbing, repo)]
        answers = [[a.conversion(r.path) for r in records] for a in asked]
        assert answers[0] == answers[1]
        assert answers[0].count("filter=lfs") == 3
    finally:
        plumbing.close()


def test_the_pre_commit_hook_run_from_a_subdirectory_passes_a_clean_index(
    tmp_path: Path,
) -> None:
    """``ecc memory hooks run pre-commit`` by hand in ``src/``: the ignore probe and the
    evidence paths are the repository's, not the subdirectory's."""
    path = guarded_repo(tmp_path / "repo")
    write(path, "src/app.py", "print('changed')\n")
    git(path, "add", "src/app.py")
    ecc = Path(sys.executable).parent / "ecc"
    for where in (path, path / "src", path / ".ecc/memory"):
        done = subprocess.run(
            [str(ecc), "memory", "hooks", "run", "pre-commit"],
            cwd=where, capture_output=True, text=True, check=False,
        )  # fmt: skip
        assert (done.returncode, done.stderr) == (0, ""), where


def test_plumbing_reads_an_unborn_head(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = init_repo(tmp_path / "repo", commit=False)
    write(path, f"{TEAM}/first.md", team_doc("First", "The first memory."))
    git(path, "add", ".")
    plumbing, repo = _plumbing(path, monkeypatch), open_repo(path)
    try:
        assert plumbing.head_sha() is None
        assert _by_path(plumbing.staged_deltas()) == _by_path(repo.staged_deltas()) != []
    finally:
        plumbing.close()


def test_a_git_without_batch_command_gets_the_pygit2_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An older git refuses ``cat-file --batch-command``: the hook opens the repository with
    pygit2 instead, and still blocks a secret."""
    path = guarded_repo(tmp_path / "repo")
    real = subprocess.run(["sh", "-c", "command -v git"], capture_output=True, text=True)
    shim = tmp_path / "bin"
    shim.mkdir()
    (shim / "git").write_text(
        "#!/bin/sh\n"
        'for arg in "$@"; do\n'
        '  [ "$arg" = --batch-command ] && { echo usage >&2; exit 129; }\n'
        "done\n"
        f'exec {real.stdout.strip()} "$@"\n'
    )
    os.chmod(shim / "git", 0o755)
    monkeypatch.setenv("PATH", f"{shim}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.chdir(path)
    assert open_index() is None
    token = fake_token("ghp_", 36)
    write(path, f"{TEAM}/leak.md", team_doc("Leak", f"use\n{token}\n"))
    git(path, "add", ".")
    before = git(path, "rev-parse", "HEAD").stdout
    done = git(path, "commit", "-q", "-m", "leak", check=False)
    assert done.returncode == 1
    assert "suspected secret (github-token)" in done.stderr
    assert token not in done.stdout + done.stderr
    assert git(path, "rev-parse", "HEAD").stdout == before


# What a commit's hook process loaded: the hook runs with PYTHONPATH naming a directory whose
# sitecustomize reports, at exit, which of the heavy modules it imported.
_PROBE = (
    "import atexit, os, sys\n"
    "def _report():\n"
    "    with open(os.environ['ECC_TEST_LOADED'], 'a') as out:\n"
    "        out.write(','.join(m for m in ('pygit2', 'click') if m in sys.modules) + '\\n')\n"
    "atexit.register(_report)\n"
)


def _loaded_by_commit(path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    probe = tmp_path / "probe"
    probe.mkdir()
    (probe / "sitecustomize.py").write_text(_PROBE)
    report = tmp_path / "loaded.txt"
    monkeypatch.setenv("PYTHONPATH", str(probe))
    monkeypatch.setenv("ECC_TEST_LOADED", str(report))
    write(path, f"{TEAM}/fine.md", team_doc("Fine", "A plain fact about the build."))
    git(path, "add", ".")
    done = git(path, "commit", "-q", "-m", "fact", check=False)
    assert done.returncode == 1, done.stderr  # unreviewed: blocked, after every check ran
    assert "review" in done.stderr
    return report.read_text().splitlines()


def test_a_commits_native_hook_imports_no_pygit2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = guarded_repo(tmp_path / "repo")
    assert "ecc_memory.entry run pre-commit" in (path / ".git/hooks/pre-commit").read_text()
    assert _loaded_by_commit(path, tmp_path, monkeypatch) == [""]


def test_the_pre_commit_frameworks_entry_imports_neither_pygit2_nor_click(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``ecc memory hooks run guard``, as .pre-commit-hooks.yaml runs it."""
    path = guarded_repo(tmp_path / "repo")
    ecc = Path(sys.executable).parent / "ecc"
    hook = path / ".git/hooks/pre-commit"
    hook.write_text(f"#!/bin/sh\nexec {ecc} memory hooks run guard\n")
    os.chmod(hook, 0o755)
    assert _loaded_by_commit(path, tmp_path, monkeypatch) == [""]


def _ci_files(path: Path, base: str) -> dict[str, str]:
    done = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "ci", "--json", "--base", base],
        cwd=path, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr
    return {p["file"]: p["code"] for p in json.loads(done.stdout)["problems"]}


def test_a_replace_ref_does_not_show_the_guard_a_clean_blob(tmp_path: Path) -> None:
    """``git replace <secret> <clean>``: git commits the secret, so the guard must scan it,
    and the guard and ``ecc memory ci`` (through pygit2) name the same file."""
    path = guarded_repo(tmp_path / "repo")
    base = git(path, "rev-parse", "HEAD").stdout.strip()
    token = fake_token("ghp_", 36)
    memory = ".ecc/memory/notes/leak.md"
    write(path, memory, f"# Notes\n\ntoken {token}\n")
    git(path, "add", memory)
    secret = git(path, "rev-parse", f":{memory}").stdout.strip()
    clean = git(path, "hash-object", "-w", "--stdin", stdin="# Notes\n\nclean\n").stdout.strip()
    git(path, "replace", secret, clean)
    assert git(path, "cat-file", "blob", secret).stdout == "# Notes\n\nclean\n"
    blocked = git(path, "commit", "-q", "-m", "leak", check=False)
    assert blocked.returncode == 1, blocked.stderr
    assert f"ecc-memory-guard: {memory}:3: suspected secret (github-token)" in blocked.stderr
    assert token not in blocked.stderr
    done = git(path, "commit", "-q", "--no-verify", "-m", "leak")
    assert f"post-commit: {memory}:3: suspected secret" in done.stderr
    assert _ci_files(path, base) == {memory: "suspected-secret"}


def test_an_object_that_does_not_hold_what_its_id_says_is_not_judged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A loose object written under another object's id (git reads it without checking):
    the bytes read are checked against the id the index names, so they are refused."""
    path = guarded_repo(tmp_path / "repo")
    token = fake_token("ghp_", 36)
    memory = ".ecc/memory/notes/leak.md"
    secret = git(path, "hash-object", "-w", "--stdin", stdin=f"token {token}\n").stdout.strip()
    stored = path / ".git/objects" / secret[:2] / secret[2:]
    clean = b"clean\n"
    os.chmod(stored, 0o644)
    stored.write_bytes(zlib.compress(b"blob %d\0" % len(clean) + clean))
    git(path, "update-index", "--add", "--cacheinfo", f"100644,{secret},{memory}")
    plumbing = _plumbing(path, monkeypatch)
    try:
        with pytest.raises(GitError) as raised:
            plumbing.read_blob(secret)
        assert raised.value.code == "git-object-mismatch"
    finally:
        plumbing.close()
    blocked = git(path, "commit", "-q", "-m", "leak", check=False)
    assert blocked.returncode == 1, blocked.stderr
    assert f"ecc-memory-guard: {memory}: it could not be read" in blocked.stderr
