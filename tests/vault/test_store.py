"""The vault: init, create-only saves, refusals that change nothing, loading and read by ID."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import snapshot
from ecc_memory import files
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.errors import (
    AlreadyExists,
    GuardTampered,
    InvalidInput,
    NotFound,
    SecretRefused,
    UnsafePath,
)
from ecc_memory.vault.document import KINDS, Memory, kind_dir, new_memory, serialize
from ecc_memory.vault.frontmatter import parse_document, secret_scan_text
from ecc_memory.vault.reader import read_memory
from ecc_memory.vault.store import (
    GUARD_CONTENT,
    INVALID_DOCUMENT,
    LOCATION_MISMATCH,
    SUSPECTED_SECRET,
    classify,
    init_vault,
    refuse_secrets,
    save_memory,
)
from gitrepo import fake_token

GITHUB_TOKEN = fake_token("gh" + "p_", 36)


def roots_for(project: Path) -> Roots:
    return resolve_roots(project, os.environ)


def memory(
    title: str = "Auth status", body: str = "Token rotation tests pass.", **fields: object
) -> Memory:
    base = new_memory(title=title, body=body, source_harness="codex")
    return base._replace(**fields) if fields else base  # type: ignore[arg-type]


def plant(roots: Roots, item: Memory, name: str | None = None, data: bytes | None = None) -> Path:
    """Write a document by hand, the way an operator or another tool would."""
    folder = roots.root(item.scope) / kind_dir(item.kind)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (name or f"{item.id}.md")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(serialize(item) if data is None else data)
    return path


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


# -- init -----------------------------------------------------------------------------------------


def test_init_creates_private_directories_and_the_guard(project: Path) -> None:
    roots = roots_for(project)
    result = init_vault(roots, ["project", "team"])
    assert result.scopes == ("project", "team")
    for path in (project / ".ecc", project / ".ecc" / "memory", roots.project, roots.team):
        assert mode(path) == 0o700
    for scope_root in (roots.project, roots.team):
        assert sorted(p.name for p in scope_root.iterdir() if p.is_dir()) == sorted(
            kind_dir(k) for k in KINDS
        )
        assert all(mode(scope_root / kind_dir(k)) == 0o700 for k in KINDS)
    assert (roots.project / ".gitignore").read_bytes() == b"*\n!.gitignore\n" == GUARD_CONTENT
    assert mode(roots.project / ".gitignore") == 0o600
    assert not (roots.team / ".gitignore").exists()
    assert not (project.parent / "home" / ".ecc").exists()
    assert sorted(p.name for p in project.iterdir()) == [".ecc", ".git"]


def test_init_is_idempotent(project: Path) -> None:
    roots = roots_for(project)
    init_vault(roots, ["project", "team"])
    before = snapshot(project)
    init_vault(roots, ["project", "team"])
    assert snapshot(project) == before


def test_user_scope_only_when_asked(project: Path, isolated_env: Path) -> None:
    roots = roots_for(project)
    init_vault(roots, ["project"])
    assert not (isolated_env / ".ecc").exists()
    assert not roots.team.exists()
    init_vault(roots, ["user"])
    assert sorted(p.name for p in roots.user.iterdir()) == sorted(kind_dir(k) for k in KINDS)
    assert not (roots.user / ".gitignore").exists()
    assert mode(roots.user) == 0o700


def test_init_refuses_unknown_or_duplicate_scopes(project: Path) -> None:
    for scopes in (["global"], ["team", "team"]):
        with pytest.raises(InvalidInput):
            init_vault(roots_for(project), scopes)
    assert snapshot(project) == {".git": "dir"}


def test_guard_really_makes_git_ignore_memories(tmp_path: Path) -> None:
    repo = tmp_path / "gitrepo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True)
    roots = resolve_roots(repo, os.environ)
    init_vault(roots, ["project", "team"])
    save_memory(roots, memory())
    note = "project/notes/x.md"
    base = repo / ".ecc" / "memory"
    (base / note).write_text("not even a memory")
    ignored = subprocess.run(
        ["git", "check-ignore", "-q", f".ecc/memory/{note}"], cwd=repo, check=False
    )
    assert ignored.returncode == 0
    # This clone's exclude file ignores the whole project directory, so a pull that brings
    # the committed guard replaces this untracked one (docs/git.md, "Where the guard lives").
    assert "/.ecc/memory/project/\n" in (repo / ".git" / "info" / "exclude").read_text()
    # The guard alone, in a clone where ecc-memory never ran: memories ignored, the guard
    # itself not (it is committed, as the reference format intends).
    other = tmp_path / "other"
    subprocess.run(["git", "init", "-q", str(other)], check=True)
    (other / ".ecc/memory/project/notes").mkdir(parents=True)
    (other / ".ecc/memory/project/.gitignore").write_bytes(GUARD_CONTENT)
    (other / ".ecc/memory/project/notes/x.md").write_text("not even a memory")
    guard = subprocess.run(
        ["git", "check-ignore", "-q", ".ecc/memory/project/.gitignore"], cwd=other, check=False
    )
    assert guard.returncode == 1
    status = subprocess.run(
        ["git", "status", "--porcelain", "--untracked-files=all"],
        cwd=other, check=True, capture_output=True, text=True,
    ).stdout  # fmt: skip
    assert status == "?? .ecc/memory/project/.gitignore\n"
    assert "project/notes" not in status


# -- save -----------------------------------------------------------------------------------------


def test_save_writes_the_exact_document(project: Path) -> None:
    roots = roots_for(project)
    item = memory(tags=("auth",), links=("mem_20260725_01kolder",))
    result = save_memory(roots, item)
    path = roots.project / "notes" / f"{item.id}.md"
    assert path.read_bytes() == serialize(item)
    assert parse_document(path.read_bytes()) == item
    assert mode(path) == 0o600
    assert result.path == f"project:notes/{item.id}.md"
    assert str(project) not in result.path
    assert (roots.project / ".gitignore").read_bytes() == GUARD_CONTENT
    assert mode(roots.project) == mode(roots.project / "notes") == 0o700
    assert [p.name for p in (roots.project / "notes").iterdir()] == [f"{item.id}.md"]


def test_save_without_init_creates_only_what_it_needs(project: Path) -> None:
    roots = roots_for(project)
    item = memory(kind="handoff", scope="team")
    save_memory(roots, item)
    assert sorted(p.name for p in roots.team.iterdir()) == ["handoffs"]
    assert not roots.project.exists()


def test_save_never_overwrites(project: Path) -> None:
    roots = roots_for(project)
    item = memory()
    save_memory(roots, item)
    before = snapshot(project)
    with pytest.raises(AlreadyExists) as info:
        save_memory(roots, item._replace(body="different body"))
    assert info.value.code == "ALREADY_EXISTS"
    assert info.value.message == f"Memory {item.id} already exists; writes are create-only."
    assert snapshot(project) == before


def test_save_refuses_a_precreated_destination(project: Path) -> None:
    roots = roots_for(project)
    init_vault(roots, ["project"])
    item = memory()
    target = roots.project / "notes" / f"{item.id}.md"
    target.write_bytes(b"operator's file")
    before = snapshot(project)
    with pytest.raises(AlreadyExists):
        save_memory(roots, item)
    assert snapshot(project) == before


def test_save_refuses_a_dangling_symlink_destination(project: Path, tmp_path: Path) -> None:
    roots = roots_for(project)
    init_vault(roots, ["project"])
    item = memory()
    escape = tmp_path / "escape.md"
    (roots.project / "notes" / f"{item.id}.md").symlink_to(escape)
    before = snapshot(project)
    with pytest.raises(AlreadyExists):
        save_memory(roots, item)
    assert snapshot(project) == before
    assert not escape.exists()


def test_create_only_directly(tmp_path: Path) -> None:
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "taken").write_bytes(b"old")
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        with pytest.raises(AlreadyExists):
            files.create_only(fd, "taken", b"new")
        files.create_only(fd, "fresh", b"content")
    finally:
        os.close(fd)
    assert (folder / "taken").read_bytes() == b"old"
    assert (folder / "fresh").read_bytes() == b"content"
    assert mode(folder / "fresh") == 0o600
    assert sorted(p.name for p in folder.iterdir()) == ["fresh", "taken"]


def test_save_refuses_non_active_or_reviewed_memories(project: Path) -> None:
    for fields in ({"status": "superseded"}, {"trust": "reviewed"}):
        with pytest.raises(InvalidInput):
            save_memory(roots_for(project), memory(**fields))
    assert snapshot(project) == {".git": "dir"}


def test_the_largest_valid_memory_fits_the_file_bound(project: Path) -> None:
    roots = roots_for(project)
    item = memory(
        title="\U0001f600" * 100,
        body="€" * 21_845 + "x",
        links=tuple(f"mem_{i:0>128}" for i in range(64)),
        tags=tuple(f"{i:0>64}" for i in range(32)),
        target_harnesses=tuple(f"{i:a>64}" for i in range(32)),
    )
    save_memory(roots, item, deep_scan=False)
    data = (roots.project / "notes" / f"{item.id}.md").read_bytes()
    assert len(data) <= 131_072
    assert parse_document(data) == item


@pytest.mark.parametrize(
    ("field", "value", "secret"),
    [
        ("body", f"first line\n{GITHUB_TOKEN}", GITHUB_TOKEN),
        ("body", f"tab\t{GITHUB_TOKEN}", GITHUB_TOKEN),
        ("body", f"cr\r{GITHUB_TOKEN}", GITHUB_TOKEN),
        ("body", f"see {GITHUB_TOKEN} here", GITHUB_TOKEN),
        ("body", "first line\n" + fake_token("sk-", 24), fake_token("sk-", 24)),
        ("body", "-----BEGIN " + "OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXk\n", "b3BlbnNzaC1rZXk"),
        ("body", 'config\npassword = "hunter2secret"', "hunter2secret"),
        ("title", f"token {GITHUB_TOKEN}", GITHUB_TOKEN),
    ],
)
def test_secrets_are_refused_before_anything_is_written(
    project: Path, field: str, value: str, secret: str
) -> None:
    with pytest.raises(SecretRefused) as info:
        save_memory(roots_for(project), memory(**{field: value}))
    error = info.value
    assert error.code == "SECRET_REFUSED"
    assert error.message.startswith("Refusing to save memory containing a suspected secret (")
    for text in (str(error), error.message, repr(error.to_json())):
        assert secret not in text
    assert snapshot(project) == {".git": "dir"}


def test_secret_error_names_the_detectors(project: Path) -> None:
    body = f"{GITHUB_TOKEN}\n" + fake_token("sk-" + "proj-", 30)
    with pytest.raises(SecretRefused) as info:
        save_memory(roots_for(project), memory(body=body))
    assert "github-token" in info.value.message
    assert "openai-project-key" in info.value.message


def test_secret_in_a_tag_or_target_is_refused(project: Path) -> None:
    tag = fake_token("npm_", 30).lower()
    with pytest.raises(SecretRefused):
        save_memory(roots_for(project), memory(tags=(tag,)))
    assert snapshot(project) == {".git": "dir"}


def test_placeholder_urls_are_saved(project: Path) -> None:
    roots = roots_for(project)
    save_memory(roots, memory(body="connect with postgres://user:${PASSWORD}@host/db"))
    assert len(list((roots.project / "notes").iterdir())) == 1


# -- the guard and symlinks: refused, nothing changed ---------------------------------------------

# CRLF line endings alone are accepted (tests/vault/test_guard_crlf.py); a lone CR is not.
TAMPERED = [b"*\n!.gitignore\n\n", b"*\r\r\n!.gitignore\r\n", b"\xef\xbb\xbf*\n!.gitignore\n", b"",
            b"*\n!.gitignore\n*.md\n", b"*\r!.gitignore\r", b"*\n!.gitignore", b"!.gitignore\n*\n",
            b"# ours\n*\n!.gitignore\n",
            b"*\n" * 3000]  # fmt: skip


@pytest.mark.parametrize("content", TAMPERED)
def test_tampered_guard_stops_saves_and_init(project: Path, content: bytes) -> None:
    roots = roots_for(project)
    roots.project.mkdir(parents=True)
    (roots.project / ".gitignore").write_bytes(content)
    before = snapshot(project)
    with pytest.raises(GuardTampered) as info:
        save_memory(roots, memory())
    assert info.value.message.startswith(
        "Project memory .gitignore does not contain the required fail-closed rules: it must "
        "hold exactly the two lines '*' and '!.gitignore'."
    )
    with pytest.raises(GuardTampered):
        init_vault(roots, ["team", "project"])
    assert snapshot(project) == before


def test_tampered_guard_does_not_block_team_saves(project: Path) -> None:
    roots = roots_for(project)
    roots.project.mkdir(parents=True)
    (roots.project / ".gitignore").write_bytes(b"")
    save_memory(roots, memory(scope="team"))
    assert len(list((roots.team / "notes").iterdir())) == 1


def test_guard_that_is_a_directory_is_refused(project: Path) -> None:
    roots = roots_for(project)
    (roots.project / ".gitignore").mkdir(parents=True)
    before = snapshot(project)
    with pytest.raises((GuardTampered, UnsafePath)):
        save_memory(roots, memory())
    assert snapshot(project) == before


@pytest.mark.parametrize("inside", [True, False])
def test_symlinked_guard_is_refused(project: Path, tmp_path: Path, inside: bool) -> None:
    roots = roots_for(project)
    roots.project.mkdir(parents=True)
    real = (roots.project if inside else tmp_path) / "real-guard"
    real.write_bytes(GUARD_CONTENT)
    (roots.project / ".gitignore").symlink_to(real)
    before = snapshot(project)
    with pytest.raises((GuardTampered, UnsafePath)):
        save_memory(roots, memory())
    with pytest.raises((GuardTampered, UnsafePath)):
        init_vault(roots, ["project"])
    assert snapshot(project) == before
    assert real.read_bytes() == GUARD_CONTENT


@pytest.mark.parametrize("scope", ["project", "team"])
def test_symlinked_ecc_directory_is_refused(project: Path, tmp_path: Path, scope: str) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    (project / ".ecc").symlink_to(outside)
    before, before_outside = snapshot(project), snapshot(outside)
    with pytest.raises(UnsafePath):
        save_memory(roots_for(project), memory(scope=scope))
    with pytest.raises(UnsafePath):
        init_vault(roots_for(project), [scope])
    assert snapshot(project) == before
    assert snapshot(outside) == before_outside == {}


def test_symlinked_memory_and_scope_directories_are_refused(project: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    (outside / "project").mkdir(parents=True)
    (project / ".ecc").mkdir()
    (project / ".ecc" / "memory").symlink_to(outside)
    with pytest.raises(UnsafePath):
        save_memory(roots_for(project), memory())
    os.unlink(project / ".ecc" / "memory")
    (project / ".ecc" / "memory").mkdir()
    (project / ".ecc" / "memory" / "team").symlink_to(outside / "project")
    before = snapshot(project)
    with pytest.raises(UnsafePath):
        save_memory(roots_for(project), memory(scope="team"))
    assert snapshot(project) == before
    assert snapshot(outside) == {"project": "dir"}


@pytest.mark.parametrize("dangling", [False, True])
def test_symlinked_kind_directory_is_refused(project: Path, tmp_path: Path, dangling: bool) -> None:
    roots = roots_for(project)
    init_vault(roots, ["project"])
    outside = tmp_path / "elsewhere"
    if not dangling:
        outside.mkdir()
    os.rmdir(roots.project / "notes")
    (roots.project / "notes").symlink_to(outside)
    before = snapshot(project)
    with pytest.raises(UnsafePath):
        save_memory(roots, memory())
    with pytest.raises(UnsafePath):
        init_vault(roots, ["project"])
    assert snapshot(project) == before
    assert not dangling or not outside.exists()
    assert dangling or list(outside.iterdir()) == []


def test_kind_path_that_is_a_file_is_refused(project: Path) -> None:
    roots = roots_for(project)
    roots.project.mkdir(parents=True)
    (roots.project / "notes").write_bytes(b"not a directory")
    before = snapshot(project)
    with pytest.raises(UnsafePath):
        save_memory(roots, memory())
    assert snapshot(project) == before


# -- reading files safely -------------------------------------------------------------------------


def test_read_regular_refuses_symlinks_fifos_and_oversize(tmp_path: Path) -> None:
    real = tmp_path / "real.txt"
    real.write_bytes(b"x" * 10)
    (tmp_path / "link.txt").symlink_to(real)
    os.mkfifo(tmp_path / "fifo")
    with pytest.raises(UnsafePath):
        files.read_regular(None, str(tmp_path / "link.txt"), 100)
    with pytest.raises(UnsafePath):
        files.read_regular(None, str(tmp_path / "fifo"), 100)
    with pytest.raises(UnsafePath):
        files.read_regular(None, str(tmp_path), 100)
    with pytest.raises(InvalidInput) as info:
        files.read_regular(None, str(real), 9)
    assert info.value.code == "TOO_LARGE"
    with pytest.raises(InvalidInput) as info:
        files.read_regular(None, str(tmp_path / "missing"), 9)
    assert info.value.code == "NOT_FOUND"
    assert files.read_regular(None, str(real), 10) == b"x" * 10


def test_walk_reports_symlinks_temp_files_and_depth(project: Path, tmp_path: Path) -> None:
    roots = roots_for(project)
    item = memory()
    plant(roots, item)
    notes = roots.project / "notes"
    (notes / "link.md").symlink_to(notes / f"{item.id}.md")
    (notes / "dirlink").symlink_to(tmp_path)
    (notes / ".ecc-memory-1-abc.tmp").write_bytes(b"partial")
    (notes / ".hidden.md").write_bytes(b"ignored")
    (notes / "readme.txt").write_bytes(b"ignored")
    (notes / ".git").mkdir()
    (notes / ".git" / "x.md").write_bytes(b"ignored")
    deep = notes.joinpath(*[f"d{i}" for i in range(9)])
    deep.mkdir(parents=True)
    (deep / "deep.md").write_bytes(serialize(item))
    with files.dir_chain(roots.project_boundary, (".ecc", "memory", "project"), create=False) as fd:
        report = files.walk(fd)
    assert [entry.rel for entry in report.files] == [f"notes/{item.id}.md"]
    assert sorted(report.symlinks) == ["notes/dirlink", "notes/link.md"]
    assert report.temp_files == ["notes/.ecc-memory-1-abc.tmp"]
    assert report.depth_limited == ["notes/d0/d1/d2/d3/d4/d5/d6/d7/"]


def test_walk_of_a_missing_vault_is_empty(project: Path) -> None:
    roots = roots_for(project)
    with files.dir_chain(roots.project_boundary, (".ecc", "memory", "project"), create=False) as fd:
        assert fd is None
        assert files.walk(fd).files == []
    assert snapshot(project) == {".git": "dir"}


# -- classification of hand-planted files ---------------------------------------------------------


def test_classify_valid_and_location_mismatches() -> None:
    item = memory(kind="fact")
    data = serialize(item)
    assert classify(data, "project", f"facts/{item.id}.md").memory == item
    assert classify(data, "project", "facts/sub/dir/any-name.md").memory == item
    assert classify(data, "team", f"facts/{item.id}.md").code == LOCATION_MISMATCH
    assert classify(data, "project", f"notes/{item.id}.md").code == LOCATION_MISMATCH
    assert classify(data, "project", f"{item.id}.md").code == LOCATION_MISMATCH


def test_classify_quarantines_secrets_even_in_malformed_files() -> None:
    item = memory()
    rel = f"notes/{item.id}.md"
    hidden = serialize(item._replace(body=f"ok\n{GITHUB_TOKEN}"))
    assert classify(hidden, "project", rel).code == SUSPECTED_SECRET
    broken = serialize(item).replace(b"tags:", GITHUB_TOKEN.encode() + b":")
    assert classify(broken, "project", rel).code == SUSPECTED_SECRET
    hidden_token = b'"ghp_\\u0041' + fake_token("", 35).encode() + b'"'
    escaped = serialize(item).replace(b'"Auth status"', hidden_token)
    assert classify(escaped, "project", rel).code == SUSPECTED_SECRET


def test_classify_invalid_documents() -> None:
    item = memory()
    rel = f"notes/{item.id}.md"
    assert classify(b"\xff\xfe", "project", rel).code == INVALID_DOCUMENT
    assert classify(b"", "project", rel).code == INVALID_DOCUMENT
    assert classify(
        serialize(item).replace(b'"unreviewed"', b'"reviewed"'), "project", rel
    ).code == (INVALID_DOCUMENT)
    assert classify(serialize(item).replace(b'"Auth', b'"\\ud800Auth'), "project", rel).code == (
        INVALID_DOCUMENT
    )


# -- read by ID -----------------------------------------------------------------------------------


def _linked_vault(roots: Roots) -> dict[str, Memory]:
    target = memory(title="Target", id="mem_20260101_target")
    vault = {
        "target": target,
        "active": memory(title="Active link", id="mem_20260102_b", links=(target.id,)),
        "team": memory(title="Team link", id="mem_20260102_a", scope="team", links=(target.id,)),
        "superseded": memory(
            title="Old", id="mem_20260102_c", status="superseded", links=(target.id,)
        ),
        "rejected": memory(title="No", id="mem_20260102_d", status="rejected", links=(target.id,)),
        "user": memory(title="User link", id="mem_20260102_e", scope="user", links=(target.id,)),
    }
    for item in vault.values():
        plant(roots, item)
    return vault


def test_read_by_id_with_active_backlinks(project: Path) -> None:
    roots = roots_for(project)
    vault = _linked_vault(roots)
    before = snapshot(project)
    result = read_memory(roots, "mem_20260101_target")
    assert result.memory == vault["target"]
    assert result.path == "project:notes/mem_20260101_target.md"
    assert [m.id for m in result.backlinks] == ["mem_20260102_a", "mem_20260102_b"]
    assert result.backlinks_truncated is False
    with_user = read_memory(roots, "mem_20260101_target", scopes=["project", "team", "user"])
    assert [m.id for m in with_user.backlinks] == [
        "mem_20260102_a", "mem_20260102_b", "mem_20260102_e",
    ]  # fmt: skip
    assert snapshot(project) == before


def test_read_any_status(project: Path) -> None:
    roots = roots_for(project)
    vault = _linked_vault(roots)
    assert read_memory(roots, "mem_20260102_c").memory == vault["superseded"]
    assert read_memory(roots, "mem_20260102_d").memory.status == "rejected"


def test_user_scope_is_invisible_unless_requested(project: Path) -> None:
    roots = roots_for(project)
    _linked_vault(roots)
    with pytest.raises(NotFound):
        read_memory(roots, "mem_20260102_e")
    assert read_memory(roots, "mem_20260102_e", scopes=["user"]).memory.scope == "user"


def test_read_harness_filter(project: Path) -> None:
    roots = roots_for(project)
    item = memory(id="mem_20260101_private", target_harnesses=("claude",))
    plant(roots, item)
    assert read_memory(roots, item.id, harness="claude").memory == item
    with pytest.raises(NotFound):
        read_memory(roots, item.id, harness="codex")


@pytest.mark.parametrize(
    "bad", ["../etc/passwd", "mem_../../etc/passwd", "mem_abc/../../x", "/etc/passwd",
            "mem_ABC", "mem_a.b.c", "", "mem_x\x1b"],
)  # fmt: skip
def test_path_like_ids_are_refused_before_touching_anything(project: Path, bad: str) -> None:
    roots = roots_for(project)
    with pytest.raises(InvalidInput) as info:
        read_memory(roots, bad)
    assert info.value.code == "INVALID_ID"
    assert (
        info.value.message == "memory id must match mem_<lowercase-id> and cannot contain a path."
    )
    assert not roots.cache_dir.exists()
    assert snapshot(project) == {".git": "dir"}


def test_duplicated_ids_are_refused(project: Path) -> None:
    roots = roots_for(project)
    item = memory(id="mem_20260101_dup")
    plant(roots, item)
    plant(roots, item, name="copy.md")
    with pytest.raises(InvalidInput) as info:
        read_memory(roots, item.id)
    assert info.value.code == "DUPLICATE_ID"
    assert info.value.message == "Memory mem_20260101_dup is duplicated in 2 files."


def test_not_found(project: Path) -> None:
    with pytest.raises(NotFound) as info:
        read_memory(roots_for(project), "mem_20260101_missing")
    assert info.value.message == "Memory mem_20260101_missing was not found."
    assert info.value.exit_code == 2
    assert snapshot(project) == {".git": "dir"}


def test_quarantined_and_invalid_files_are_not_readable(project: Path) -> None:
    roots = roots_for(project)
    secret = memory(id="mem_20260101_secret", body=f"x\n{GITHUB_TOKEN}")
    bad = memory(id="mem_20260101_badtrust")
    plant(roots, secret)
    plant(roots, bad, data=serialize(bad).replace(b'"unreviewed"', b'"reviewed"'))
    before = snapshot(project)
    for memory_id in (secret.id, bad.id):
        with pytest.raises(NotFound):
            read_memory(roots, memory_id)
    assert snapshot(project) == before


def test_backlinks_are_capped_at_100(project: Path) -> None:
    roots = roots_for(project)
    target = memory(id="mem_20260101_hub")
    plant(roots, target)
    for number in range(101):
        plant(roots, memory(id=f"mem_20260101_l{number:03d}", links=(target.id,)))
    result = read_memory(roots, target.id)
    assert len(result.backlinks) == 100
    assert result.backlinks_truncated is True
    assert result.backlinks[0].id == "mem_20260101_l000"


def test_read_sees_an_edit_and_a_removal(project: Path) -> None:
    roots = roots_for(project)
    item = memory(id="mem_20260101_edit")
    path = plant(roots, item)
    assert read_memory(roots, item.id).memory.body == item.body
    path.write_bytes(serialize(item._replace(body="edited body")))
    assert read_memory(roots, item.id).memory.body == "edited body"
    path.unlink()
    with pytest.raises(NotFound):
        read_memory(roots, item.id)


# -- parallel writers -----------------------------------------------------------------------------


@pytest.mark.slow
def test_parallel_saves_never_lose_a_memory(project: Path) -> None:
    script = (
        "import os, sys; from pathlib import Path;"
        "from ecc_memory.config import resolve_roots;"
        "from ecc_memory.vault.document import new_memory;"
        "from ecc_memory.vault.store import save_memory;"
        "roots = resolve_roots(Path.cwd(), os.environ);"
        "[save_memory(roots, new_memory(title=f'p{sys.argv[1]} n{i}', body=f'body {i}',"
        " source_harness='codex'), deep_scan=False) for i in range(5)]"
    )
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", script, str(n)], cwd=project, stderr=subprocess.PIPE
        )
        for n in range(8)
    ]
    errors = [proc.communicate()[1] for proc in procs]
    assert [proc.returncode for proc in procs] == [0] * 8, errors
    notes = roots_for(project).project / "notes"
    names = sorted(p.name for p in notes.iterdir())
    assert len(names) == 40
    titles = {parse_document((notes / name).read_bytes()).title for name in names}
    assert titles == {f"p{p} n{i}" for p in range(8) for i in range(5)}
    assert (roots_for(project).project / ".gitignore").read_bytes() == GUARD_CONTENT


# -- property: whatever save accepts, read accepts -----------------------------------------------

_PIECES = st.sampled_from(
    ["ghp_", "AKIA", "sk-", "npm_", "xoxb-", "://", "u:", "pass", "@h", "eyJ", ".", '"', "\\",
     "\\u0041", " ", "\t", "A" * 8, "a" * 8, "1" * 8, "-----BEGIN ", "PRIVATE KEY-----", "é",
     "DB_PASSWORD=", "password=", "Authorization: Bearer ", "curl -u ", "?api_key=", "'",
     "token: ", "=", "h4x0r9z", "<!-- pragma: allowlist nextline secret -->", "\n", "$"]
)  # fmt: skip
_TEXT = st.lists(_PIECES, min_size=1, max_size=12).map("".join)


@settings(max_examples=150, deadline=None)
@given(title=_TEXT, body=_TEXT)
def test_what_save_accepts_read_does_not_quarantine(title: str, body: str) -> None:
    try:
        item = new_memory(title=title.replace("\t", " "), body=body, source_harness="codex")
        refuse_secrets(secret_scan_text(item), deep=False)
    except (InvalidInput, SecretRefused):
        return
    loaded = classify(serialize(item), "project", f"notes/{item.id}.md")
    assert loaded.code is None
    assert loaded.memory == item


def test_file_size_bound_when_reading_from_the_vault(project: Path) -> None:
    roots = roots_for(project)
    fits = memory(id="mem_20260101_fits")
    data = serialize(fits)
    padded = data[:-1] + b" " * (131_072 - len(data)) + b"\n"
    assert len(padded) == 131_072
    plant(roots, fits, data=padded)
    assert read_memory(roots, fits.id).memory == fits
    big = memory(id="mem_20260101_toobig")
    plant(roots, big, data=padded[:-1] + b" \n")
    with pytest.raises(NotFound):
        read_memory(roots, big.id)


def test_special_files_named_md_never_block_a_read(project: Path) -> None:
    roots = roots_for(project)
    item = memory(id="mem_20260101_beside")
    stored = plant(roots, item)
    pipe = roots.project / "notes" / "pipe.md"
    os.mkfifo(pipe)  # conftest.snapshot would block reading it, so compare by hand
    for command in (["read", item.id], ["search", "beside"], ["doctor"]):
        result = subprocess.run(
            [sys.executable, "-m", "ecc_memory", "memory", *command],
            cwd=project, capture_output=True, timeout=60, check=False,
        )  # fmt: skip
        assert result.returncode in (0, 1), result.stderr
        assert b"Traceback" not in result.stderr
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)
    assert stored.read_bytes() == serialize(item)
    assert sorted(p.name for p in stored.parent.iterdir()) == [stored.name, "pipe.md"]


def test_depth_limit_matches_the_reference(project: Path) -> None:
    """Directories down to depth 8 below the scope root are read (the kind directory is 1)."""
    roots = roots_for(project)
    eight = memory(id="mem_20260101_eight")
    nine = memory(id="mem_20260101_nine")
    plant(roots, eight, name="/".join(f"d{i}" for i in range(7)) + "/eight.md")
    plant(roots, nine, name="/".join(f"d{i}" for i in range(8)) + "/nine.md")
    assert read_memory(roots, eight.id).memory == eight
    with pytest.raises(NotFound):
        read_memory(roots, nine.id)
    with files.dir_chain(roots.project_boundary, (".ecc", "memory", "project"), create=False) as fd:
        report = files.walk(fd)
    assert [entry.rel for entry in report.files] == ["notes/d0/d1/d2/d3/d4/d5/d6/eight.md"]
    assert report.depth_limited == ["notes/d0/d1/d2/d3/d4/d5/d6/d7/"]
