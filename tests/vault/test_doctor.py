"""Doctor: a complete read-only audit that exits 1 on every problem class."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from click.testing import CliRunner

from conftest import snapshot
from ecc_memory.cli.main import ecc
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.vault.doctor import run_doctor
from ecc_memory.vault.document import Memory, kind_dir, new_memory, serialize
from ecc_memory.vault.index import index_path
from ecc_memory.vault.search import search_memories
from ecc_memory.vault.store import init_vault, save_memory
from gitrepo import fake_token

GITHUB_TOKEN = fake_token("gh" + "p_", 36)
REFERENCE_KEYS = {
    "schemaVersion", "ok", "memoryCount", "invalidFiles", "invalidFileCount", "duplicateIds",
    "duplicateIdCount", "brokenLinks", "brokenLinkCount", "skippedSymlinks", "skippedSymlinkCount",
    "scannedBytes", "truncated", "diagnosticsTruncated",
}  # fmt: skip


def roots_for(project: Path) -> Roots:
    return resolve_roots(project, os.environ)


def memory(title: str = "Doctor subject", **fields: object) -> Memory:
    base = new_memory(title=title, body="Some context.", source_harness="codex")
    return base._replace(**fields) if fields else base  # type: ignore[arg-type]


def plant(roots: Roots, item: Memory, name: str | None = None, data: bytes | None = None) -> Path:
    path = roots.root(item.scope) / kind_dir(item.kind) / (name or f"{item.id}.md")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(serialize(item) if data is None else data)
    return path


@pytest.fixture
def clean(project: Path) -> Roots:
    roots = roots_for(project)
    init_vault(roots, ["project", "team"])
    first = memory("First", id="mem_20260101_first")
    save_memory(roots, first)
    save_memory(roots, memory("Second", id="mem_20260101_second", scope="team", links=(first.id,)))
    return roots


def doctor_cli(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(ecc, ["memory", "doctor", *args])
    return result.exit_code, result.stdout, result.stderr


def test_clean_vault_passes(clean: Roots) -> None:
    report = run_doctor(clean)
    assert report.ok
    assert report.memory_count == 2
    code, out, err = doctor_cli()
    assert code == 0
    assert out.splitlines()[:6] == [
        "ECC memory doctor: PASS", "Memories: 2", "Invalid files: 0", "Duplicate IDs: 0",
        "Broken links: 0", "Skipped symlinks: 0",
    ]  # fmt: skip
    assert err == ""


def test_missing_vault_passes(project: Path) -> None:
    assert run_doctor(roots_for(project)).ok
    assert doctor_cli()[0] == 0
    assert snapshot(project) == {".git": "dir"}


def test_json_shape(clean: Roots) -> None:
    code, out, _ = doctor_cli("--json")
    data = json.loads(out)
    assert code == 0
    assert set(data) >= REFERENCE_KEYS
    assert data["schemaVersion"] == "ecc.memory.doctor.v1"
    assert data["ok"] is True
    assert data["memoryCount"] == 2
    assert data["guard"] == {"ok": True, "problem": None}
    for key in ("tempFileCount", "nameMismatchCount", "indexDriftCount"):
        assert data[key] == 0
    for key in ("tempFiles", "unsafePermissions", "nameMismatches", "depthLimited", "indexDrift"):
        assert data[key] == []
    assert data["scannedBytes"] == sum(
        len(p.read_bytes()) for p in Path(clean.project_boundary, ".ecc").rglob("*.md")
    )
    counts = run_doctor(clean).counts()
    assert set(counts) == REFERENCE_KEYS - {"invalidFiles", "duplicateIds", "brokenLinks",
                                            "skippedSymlinks"}  # fmt: skip


# -- one problem of each class ---------------------------------------------------------------------


def _invalid(roots: Roots, tmp: Path) -> str:
    plant(roots, memory(), name="broken.md", data=b"---\nkind: note\n---\nbody\n")
    return "invalidFiles"


def _misplaced(roots: Roots, tmp: Path) -> str:
    item = memory(kind="fact")
    plant(roots, item, name=f"../notes/{item.id}.md")
    return "invalidFiles"


def _duplicate(roots: Roots, tmp: Path) -> str:
    item = memory(id="mem_20260101_twin")
    plant(roots, item)
    plant(roots, item._replace(scope="team"))
    return "duplicateIds"


def _broken_link(roots: Roots, tmp: Path) -> str:
    plant(roots, memory(links=("mem_20260101_nowhere",)))
    return "brokenLinks"


def _symlink(roots: Roots, tmp: Path) -> str:
    target = tmp / "elsewhere.md"
    target.write_bytes(serialize(memory()))
    (roots.team / "notes" / "link.md").symlink_to(target)
    return "skippedSymlinks"


def _symlinked_kind_dir(roots: Roots, tmp: Path) -> str:
    os.rmdir(roots.team / "facts")
    (roots.team / "facts").symlink_to(tmp)
    return "skippedSymlinks"


def _tampered_guard(roots: Roots, tmp: Path) -> str:
    guard = roots.project / ".gitignore"
    guard.chmod(0o600)
    guard.write_bytes(b"*\n!.gitignore\n\n")
    return "guard"


def _missing_guard(roots: Roots, tmp: Path) -> str:
    (roots.project / ".gitignore").unlink()
    return "guard"


def _symlinked_guard(roots: Roots, tmp: Path) -> str:
    (roots.project / ".gitignore").unlink()
    real = tmp / "guard"
    real.write_bytes(b"*\n!.gitignore\n")
    (roots.project / ".gitignore").symlink_to(real)
    return "guard"


def _group_writable(roots: Roots, tmp: Path) -> str:
    (roots.project / "notes").chmod(0o770)
    return "unsafePermissions"


def _world_writable_scope(roots: Roots, tmp: Path) -> str:
    roots.team.chmod(0o707)
    return "unsafePermissions"


def _world_writable_nested_dir(roots: Roots, tmp: Path) -> str:
    item = memory()
    path = plant(roots, item, name=f"deeper/{item.id}.md")
    path.parent.chmod(0o777)
    return "unsafePermissions"


def _world_writable_file(roots: Roots, tmp: Path) -> str:
    plant(roots, memory()).chmod(0o666)
    return "unsafePermissions"


def _temp_file(roots: Roots, tmp: Path) -> str:
    (roots.project / "notes" / ".ecc-memory-123-deadbeef.tmp").write_bytes(b"half a memo")
    return "tempFiles"


def _name_mismatch(roots: Roots, tmp: Path) -> str:
    plant(roots, memory(), name="renamed-by-hand.md")
    return "nameMismatches"


def _too_deep(roots: Roots, tmp: Path) -> str:
    deep = "/".join(f"d{i}" for i in range(9))
    plant(roots, memory(), name=f"{deep}/x.md")
    return "depthLimited"


def _quarantined(roots: Roots, tmp: Path) -> str:
    plant(roots, memory(body=f"hidden\n{GITHUB_TOKEN}"), name="q.md")
    return "invalidFiles"


PROBLEMS: list[Callable[[Roots, Path], str]] = [
    _invalid, _misplaced, _duplicate, _broken_link, _symlink, _symlinked_kind_dir, _tampered_guard,
    _missing_guard, _symlinked_guard, _group_writable, _world_writable_scope,
    _world_writable_nested_dir, _world_writable_file, _temp_file,
    _name_mismatch, _too_deep, _quarantined,
]  # fmt: skip


@pytest.mark.parametrize("make", PROBLEMS, ids=[f.__name__.strip("_") for f in PROBLEMS])
def test_each_problem_class_exits_1_and_changes_nothing(
    clean: Roots, project: Path, tmp_path: Path, make: Callable[[Roots, Path], str]
) -> None:
    key = make(clean, tmp_path)
    before = snapshot(project)
    modes_before = {p: p.lstat().st_mode for p in project.rglob("*")}
    code, out, err = doctor_cli("--json")
    assert code == 1, (out, err)
    data = json.loads(out)
    assert data["ok"] is False
    if key == "guard":
        assert data["guard"]["ok"] is False
        assert data["guard"]["problem"] in {"tampered", "missing", "symlink"}
    else:
        assert data[key], data
    human_code, human, _ = doctor_cli()
    assert human_code == 1
    assert human.startswith("ECC memory doctor: ISSUES FOUND\n")
    assert snapshot(project) == before  # the index, a cache outside the repository, may change
    assert {p: p.lstat().st_mode for p in project.rglob("*")} == modes_before
    assert GITHUB_TOKEN not in out + human + err


def test_problem_details(clean: Roots, tmp_path: Path) -> None:
    twin = memory(id="mem_20260101_twin", links=("mem_20260101_gone",))
    plant(clean, twin)
    plant(clean, twin._replace(scope="team"), name="other.md")
    report = run_doctor(clean).to_json()
    assert report["duplicateIds"] == [{
        "id": "mem_20260101_twin",
        "paths": ["project:notes/mem_20260101_twin.md", "team:notes/other.md"],
    }]  # fmt: skip
    assert report["duplicateIdCount"] == 1
    assert report["brokenLinks"] == [
        {
            "sourceId": twin.id,
            "targetId": "mem_20260101_gone",
            "path": f"project:notes/{twin.id}.md",
        },
        {"sourceId": twin.id, "targetId": "mem_20260101_gone", "path": "team:notes/other.md"},
    ]
    assert report["nameMismatches"] == ["team:notes/other.md"]


def test_links_into_superseded_memories_are_not_broken(clean: Roots) -> None:
    old = memory(id="mem_20260101_old", status="superseded")
    plant(clean, old)
    plant(clean, memory(links=(old.id,)))
    assert run_doctor(clean).ok


def test_links_into_an_unscanned_scope_count_as_broken(clean: Roots) -> None:
    report = run_doctor(clean, scopes=["team"])
    assert [link["targetId"] for link in report.broken_links] == ["mem_20260101_first"]
    assert report.guard is None


def test_team_only_doctor_ignores_the_project_guard(clean: Roots) -> None:
    (clean.project / ".gitignore").write_bytes(b"")
    assert run_doctor(clean, scopes=["team"]).guard is None
    assert run_doctor(clean, scopes=["project"]).guard == "tampered"


def test_many_invalid_files_are_counted_exactly(clean: Roots) -> None:
    for number in range(105):
        plant(clean, memory(), name=f"bad{number:03d}.md", data=b"not a memory")
    data = run_doctor(clean).to_json()
    assert data["invalidFileCount"] == 105
    assert len(data["invalidFiles"]) == 100  # type: ignore[arg-type]
    assert data["diagnosticsTruncated"] is True


def test_harness_filter_counts_visible_memories_only(clean: Roots) -> None:
    plant(clean, memory(target_harnesses=("claude",), links=("mem_20260101_nowhere",)))
    assert run_doctor(clean).memory_count == 3
    codex = run_doctor(clean, harness="codex")
    assert codex.memory_count == 2
    assert codex.broken_links == []
    assert len(run_doctor(clean, harness="claude").broken_links) == 1


def test_secret_in_a_malformed_key_never_reaches_output(clean: Roots) -> None:
    data = serialize(memory()).replace(b"tags:", GITHUB_TOKEN.encode() + b":")
    plant(clean, memory(), name="leak.md", data=data)
    plant(clean, memory(), name="leak2.md", data=b"---\n" + GITHUB_TOKEN.encode() + b"\n")
    for args in ((), ("--json",)):
        code, out, err = doctor_cli(*args)
        assert code == 1
        assert GITHUB_TOKEN not in out + err
        assert "ghp_" not in out + err
    codes = {f["path"]: f["code"] for f in run_doctor(clean).invalid_files}
    assert codes == {"project:notes/leak.md": "suspected-secret",
                     "project:notes/leak2.md": "suspected-secret"}  # fmt: skip


def test_hostile_file_names_are_sanitised_for_humans(clean: Roots) -> None:
    name = "evil\x1b]0;pwned\x07\x1b[2J.md"
    plant(clean, memory(), name=name, data=b"junk")
    code, human, _ = doctor_cli()
    assert code == 1
    assert "\x1b" not in human
    assert "\x07" not in human
    assert "project:notes/evil\\x1b]0;pwned\\x07\\x1b[2J.md" in human  # shown, not obeyed
    _, raw, _ = doctor_cli("--json")
    paths = [f["path"] for f in json.loads(raw)["invalidFiles"]]
    assert paths == [f"project:notes/{name}"]


def test_symlinked_vault_root_is_reported_not_followed(project: Path, tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    (outside / "memory" / "project" / "notes").mkdir(parents=True)
    (outside / "memory" / "project" / "notes" / "planted.md").write_bytes(b"not a memory")
    (project / ".ecc").symlink_to(outside)
    before, before_outside = snapshot(project), snapshot(outside)
    code, out, err = doctor_cli()
    assert code == 1
    assert "symlink: project:" in out
    assert "symlink: team:" in out
    assert "planted" not in out + err
    assert "Traceback" not in err
    assert snapshot(project) == before
    assert snapshot(outside) == before_outside


def test_a_fifo_planted_as_a_memory_is_reported_and_never_opened(clean: Roots) -> None:
    pipe = clean.project / "notes" / "pipe.md"
    os.mkfifo(pipe)  # conftest.snapshot would block on it; doctor must not even open it
    report = run_doctor(clean)
    assert not report.ok
    assert report.invalid_files == [{
        "path": "project:notes/pipe.md", "code": "invalid-document",
        "message": "Memory document is invalid or unreadable.",
        "reason": "not a regular file (FIFO, socket or device)", "line": 0,
    }]  # fmt: skip
    code, out, _ = doctor_cli("--json")
    assert code == 1
    assert json.loads(out)["invalidFileCount"] == 1
    assert os.path.exists(pipe)


def test_a_file_name_that_is_not_utf8_is_reported_in_any_locale(clean: Roots) -> None:
    notes = bytes(clean.project / "notes")
    with open(os.path.join(notes, b"bad\xffname.md"), "wb") as handle:
        handle.write(b"junk")
    paths = [f["path"] for f in run_doctor(clean).invalid_files]
    assert paths == ["project:notes/bad\\xffname.md"]
    strict = {**os.environ, "PYTHONIOENCODING": "utf-8", "LC_ALL": "C.UTF-8"}
    for args in ([], ["--json"]):
        result = subprocess.run(
            [sys.executable, "-m", "ecc_memory", "memory", "doctor", *args],
            capture_output=True, env=strict, check=False, timeout=60,
        )  # fmt: skip
        assert result.returncode == 1, result.stderr
        shown = json.loads(result.stdout)["invalidFiles"][0]["path"] if args else result.stdout
        assert ("project:notes/bad\\xffname.md" if args else b"bad\\xffname.md") in shown
    for command in (["search", "x", "--json"], ["read", "mem_20260101_first"]):
        result = subprocess.run(
            [sys.executable, "-m", "ecc_memory", "memory", *command],
            capture_output=True, env=strict, check=False, timeout=60,
        )  # fmt: skip
        assert result.returncode == 0, result.stderr


def test_a_file_name_cannot_forge_report_lines(clean: Roots) -> None:
    name = "x\nECC memory doctor: PASS\nMemories: 99\t.md"
    (clean.project / "notes" / name).write_bytes(b"junk")
    code, human, _ = doctor_cli()
    assert code == 1
    lines = human.splitlines()
    assert [line for line in lines if line.startswith("ECC memory doctor")] == [
        "ECC memory doctor: ISSUES FOUND"
    ]
    escaped = "x\\nECC memory doctor: PASS\\nMemories: 99\\t.md"
    reason = "INVALID_DOCUMENT: Memory document must start with frontmatter."
    assert f"  invalid: project:notes/{escaped}:1 (invalid-document: {reason})" in lines
    _, raw, _ = doctor_cli("--json")
    assert json.loads(raw)["invalidFiles"][0]["path"] == f"project:notes/{name}"


def test_verdicts_reused_from_the_index_match_a_fresh_audit(clean: Roots) -> None:
    """Doctor reuses the index's verdict only for identical bytes; the report is the same."""
    token = fake_token("ghp_", 36)
    plant(clean, memory("Quarantined"), data=serialize(memory("Quarantined", body=token)))
    plant(clean, memory("Malformed"), data=b"---\nnot: a memory\n---\n\nbody\n")
    linker = memory("Links away", links=("mem_20260101_nowhere",))
    plant(clean, linker)
    stray = memory("Team one")._replace(scope="team")
    (clean.project / "notes" / f"{stray.id}.md").write_bytes(serialize(stray))
    search_memories(clean, "anything")  # builds the index
    with_index = run_doctor(clean).to_json()
    path = index_path(clean)
    for suffix in ("", "-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    fresh = run_doctor(clean).to_json()
    assert with_index == fresh
    assert fresh["invalidFileCount"] == 3  # secret, malformed, team memory in the project scope
    assert token not in json.dumps(fresh)


def test_an_index_written_by_other_code_is_not_trusted(clean: Roots) -> None:
    good = memory("Looks fine")
    path = plant(clean, good)
    search_memories(clean, "fine")
    conn = sqlite3.connect(index_path(clean))
    conn.execute("UPDATE files SET code = 'suspected-secret'")  # a verdict from 'other code'
    conn.execute("UPDATE meta SET value = 'other-code' WHERE key = 'version'")
    conn.commit()
    conn.close()
    report = run_doctor(clean)
    assert report.ok, report.to_json()
    assert report.memory_count == 3  # the clean vault's two, and this one, all valid
    assert path.read_bytes() == serialize(good)


def test_full_reports_index_drift_once_and_repairs_the_cache(clean: Roots, project: Path) -> None:
    """A row whose stat matches its file but whose bytes do not (what an edit restored with its
    old stat would leave) is trusted by a plain doctor and found by --full, which re-judges
    every file and so leaves a correct index behind."""
    search_memories(clean, "anything")
    conn = sqlite3.connect(index_path(clean))
    # Judged long after the files last changed (a fresh file is racy-clean: re-read anyway).
    conn.execute(
        "UPDATE files SET sha = 'stale', indexed_ns = ctime_ns + 3000000000 "
        "WHERE rel LIKE 'notes/%'"
    )
    conn.commit()
    conn.close()
    before = snapshot(project)
    assert doctor_cli("--json")[0] == 0
    code, out, _ = doctor_cli("--full", "--json")
    assert code == 1
    assert json.loads(out)["indexDrift"] == [
        "project:notes/mem_20260101_first.md", "team:notes/mem_20260101_second.md",
    ]  # fmt: skip
    assert doctor_cli("--full", "--json")[0] == 0
    assert snapshot(project) == before
