"""One secret scanner, everywhere: the credential corpus end to end.

Every realistic shape of tests/data/secret_shapes.txt, in every field and placement, is refused
by ``ecc memory save`` and MCP ``memory_save`` (vault unchanged), blocked by the pre-commit guard
on a staged team memory and flagged by ``ecc memory protocol check``; the 0.7 fixture and the
placeholder corpus pass all four. Allowlist pragmas work in docs/memory/ only, and are counted.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import anyio
import pytest
from click.testing import CliRunner

from conftest import snapshot
from ecc_memory.cli.main import ecc
from ecc_memory.detectors import scan_text
from ecc_memory.detectors.allowlist import PRAGMA_NEXTLINE
from ecc_memory.git import install, review
from ecc_memory.git.repo import open_repo
from ecc_memory.vault.document import is_slug, new_memory, serialize
from ecc_memory.vault.store import SUSPECTED_SECRET, classify
from ecc_memory.view.watched import Layout
from gitrepo import fake_token, git, init_repo, write
from mcp_client import sdk_client, server_env, structured
from secret_corpus import PLACEMENTS, Shape, place, placeholders, shapes

pytestmark = pytest.mark.hostile

ROOT = Path(__file__).resolve().parents[1]
FIXTURE = ROOT / "tests" / "fixtures" / "memory-file-protocol-0.7"
TEAM = ".ecc/memory/team"
# The body placements the end-to-end runs use (every placement is covered in-process by
# tests/test_detectors.py).
BODY_PLACEMENTS = {
    name: t
    for name, t in PLACEMENTS
    if name in ("line", "code fence", ".env block", "curl line", "prose")
}


def memory_fields(shape: Shape) -> Iterator[tuple[str, dict[str, Any]]]:
    """(where, fields) for each way the shape can enter a memory: title, a tag when it is a
    valid tag that still carries a credential, and the body in each placement."""
    if "\n" not in shape.text:  # a title is one line: a manifest's two lines sit in a body
        yield "title", {"title": shape.text, "body": "Plain body."}
    tag = shape.text.lower()
    if is_slug(tag) and scan_text(tag):
        yield "tag", {"title": "Corpus", "body": "Plain body.", "tags": [tag]}
    for name, template in BODY_PLACEMENTS.items():
        yield name, {"title": "Corpus", "body": place(template, shape.text)}


def corpus_cases() -> list[tuple[str, Shape, dict[str, Any]]]:
    return [(where, s, fields) for s in shapes() for where, fields in memory_fields(s)]


def test_every_field_and_placement_is_exercised() -> None:
    wheres = {where for where, _, _ in corpus_cases()}
    assert wheres == {"title", "tag", *BODY_PLACEMENTS}
    assert len(corpus_cases()) > 400


# -- ecc memory save ---------------------------------------------------------------------------


def _cli_save(fields: dict[str, Any]) -> Any:
    args = ["memory", "save", "--json", "--title", fields["title"], "--stdin"]
    for tag in fields.get("tags", []):
        args += ["--tag", tag]
    return CliRunner().invoke(ecc, args, input=fields["body"])


def test_save_refuses_every_shape_in_every_field_and_leaves_the_vault_unchanged(
    project: Path,
) -> None:
    assert _cli_save({"title": "Seed", "body": "Plain body."}).exit_code == 0
    before = snapshot(project)
    for where, shape, fields in corpus_cases():
        result = _cli_save(fields)
        assert result.exit_code == 2, (where, shape.ident, result.stdout)
        assert json.loads(result.stdout)["error"]["code"] == "SECRET_REFUSED", shape.ident
        assert shape.text not in result.stdout + result.stderr
    assert snapshot(project) == before


def test_the_real_program_refuses_a_credential_in_context(project: Path) -> None:
    shape = next(s for s in shapes() if s.detector == "env-assignment")
    done = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "save", "--title", "Env", "--stdin"],
        input=place(BODY_PLACEMENTS[".env block"], shape.text).encode(), capture_output=True,
        check=False, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert b"env-assignment" in done.stderr
    assert shape.text.encode() not in done.stdout + done.stderr
    assert snapshot(project) == {".git": "dir"}


def test_save_accepts_every_placeholder_shape(project: Path) -> None:
    body = "\n".join(placeholders())
    for name, template in PLACEMENTS:
        result = _cli_save({"title": f"Placeholders {name}", "body": place(template, body)})
        assert result.exit_code == 0, (name, result.stdout)


def _pragma_bodies() -> list[str]:
    """A secret behind each pragma syntax: a vault write must refuse every one."""
    shape = next(s for s in shapes() if s.detector == "env-assignment")
    keyword = 'db_pass = "' + fake_token("", 16) + '"'  # found by detect-secrets only
    return [
        f"{PRAGMA_NEXTLINE}\n{shape.text}",
        f"{shape.text} <!-- pragma: allowlist secret -->",
        f"{keyword}  # pragma: allowlist secret",
        f"{PRAGMA_NEXTLINE}\n{keyword}",
    ]


def test_save_and_handoff_never_honour_a_pragma(project: Path) -> None:
    for body in _pragma_bodies():
        for command in (["save"], ["handoff", "--from", "codex", "--target", "claude"]):
            result = CliRunner().invoke(
                ecc, ["memory", *command, "--json", "--title", "Pragma", "--stdin"], input=body
            )
            assert result.exit_code == 2, (command, body)
            assert json.loads(result.stdout)["error"]["code"] == "SECRET_REFUSED"
    assert snapshot(project) == {".git": "dir"}


# -- MCP memory_save ---------------------------------------------------------------------------


def _vault_bytes(tmp_path: Path) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in sorted((tmp_path / "repo").rglob("*")) if p.is_file()}


def test_mcp_save_refuses_every_shape_and_accepts_placeholders(tmp_path: Path) -> None:
    cases = corpus_cases()

    async def scenario() -> None:
        async with sdk_client(server_env(tmp_path, harness="codex"), tmp_path) as client:
            seeded = await client.call_tool("memory_save", {"title": "Seed", "body": "Plain."})
            assert seeded.is_error is False
            before = _vault_bytes(tmp_path)
            for where, shape, fields in cases:
                result = await client.call_tool("memory_save", fields)
                assert result.is_error is True, (where, shape.ident)
                error = structured(result)["error"]
                assert error["reason"] == "SECRET_REFUSED", (where, shape.ident)
                assert shape.text not in json.dumps(structured(result))
            assert _vault_bytes(tmp_path) == before
            for body in _pragma_bodies():
                refused = await client.call_tool("memory_save", {"title": "P", "body": body})
                assert structured(refused)["error"]["reason"] == "SECRET_REFUSED", body
            assert _vault_bytes(tmp_path) == before
            body = "\n".join(placeholders())
            saved = await client.call_tool("memory_save", {"title": "Ph", "body": body})
            assert saved.is_error is False

    anyio.run(scenario)


# -- what is already in the vault: quarantined on read, flagged by doctor ----------------------


def test_a_planted_memory_with_any_shape_is_quarantined() -> None:
    for where, shape, fields in corpus_cases():
        item = new_memory(source_harness="codex", kind="note", **fields)
        loaded = classify(serialize(item), "project", f"notes/{item.id}.md")
        assert loaded.code == SUSPECTED_SECRET, (where, shape.ident)


# -- the pre-commit guard ----------------------------------------------------------------------


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    install.install(open_repo(path), sys.executable, "-P")
    # A team repository commits the project guard with its first vault file.
    write(path, ".ecc/memory/project/.gitignore", b"*\n!.gitignore\n")
    git(path, "add", "-f", ".ecc/memory/project/.gitignore")
    git(path, "commit", "-q", "-m", "guard")
    return path


def _commit(repo: Path) -> tuple[int, str]:
    done = git(repo, "commit", "-q", "-m", "corpus", check=False)
    return done.returncode, done.stdout + done.stderr


def test_the_guard_blocks_a_team_memory_with_any_shape_in_any_field(repo: Path) -> None:
    planted: dict[str, Shape] = {}
    for number, (_, shape, fields) in enumerate(corpus_cases()):
        item = new_memory(source_harness="codex", kind="fact", scope="team", **fields)
        rel = f"{TEAM}/facts/c{number:04d}.md"
        write(repo, rel, serialize(item))
        planted[rel] = shape
    git(repo, "add", TEAM)
    review.record_approvals(open_repo(repo), review.staged_team_docs(open_repo(repo), Layout()))
    index_before = git(repo, "ls-files", "--stage").stdout
    code, output = _commit(repo)
    assert code == 1
    for rel, shape in planted.items():
        found = re.search(rf"ecc-memory-guard: {re.escape(rel)}:\d+: suspected secret \(", output)
        assert found, shape.ident
        assert shape.text not in output
    assert git(repo, "ls-files", "--stage").stdout == index_before


def test_the_guard_passes_a_reviewed_team_memory_full_of_placeholders(repo: Path) -> None:
    body = "\n\n".join(place(t, "\n".join(placeholders())) for _, t in PLACEMENTS)
    item = new_memory(title="Placeholders", body=body, source_harness="codex", kind="fact",
                      scope="team")  # fmt: skip
    write(repo, f"{TEAM}/facts/p.md", serialize(item))
    git(repo, "add", TEAM)
    review.record_approvals(open_repo(repo), review.staged_team_docs(open_repo(repo), Layout()))
    assert _commit(repo) == (0, "")


def test_the_guard_decodes_frontmatter_like_doctor(repo: Path, tmp_path: Path) -> None:
    """A JSON escape hides a token from the raw bytes; guard and doctor both decode it."""
    token = fake_token("gh" + "p_", 36)
    item = new_memory(title="Escaped", body="Plain.", source_harness="codex", kind="fact",
                      scope="team")  # fmt: skip
    escaped = serialize(item).replace(b'"Escaped"', b'"\\u0067' + token[1:].encode() + b'"')
    assert token.encode() not in escaped
    rel = f"{TEAM}/facts/{item.id}.md"
    write(repo, rel, escaped)
    git(repo, "add", rel)
    review.record_approvals(open_repo(repo), review.staged_team_docs(open_repo(repo), Layout()))
    code, output = _commit(repo)
    assert code == 1
    assert f"{rel}:4: suspected secret (github-token)" in output
    assert token not in output
    doctor = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "doctor", "--json"],
        cwd=repo, capture_output=True, text=True, check=False, timeout=60,
    )  # fmt: skip
    assert doctor.returncode == 1
    invalid = json.loads(doctor.stdout)["invalidFiles"]
    assert [(f["path"], f["code"]) for f in invalid] == [
        (f"team:facts/{item.id}.md", "suspected-secret")
    ]


# -- docs/memory/: protocol check, the guard, the protocol hook, pragmas ----------------------


def _docs_tree(root: Path) -> Path:
    shutil.copytree(FIXTURE / "docs", root / "docs")
    return root / "docs" / "memory"


def _check(root: Path, *args: str) -> tuple[int, dict[str, Any]]:
    done = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "protocol", "check", "--json",
         "--project-root", str(root), *args],
        capture_output=True, text=True, check=False, timeout=120,
    )  # fmt: skip
    return done.returncode, json.loads(done.stdout)


def _secret_lines(report: dict[str, Any], code: str = "ECC-SECURITY-001") -> set[tuple[str, int]]:
    return {(f["path"], f["line"]) for f in report["findings"] if f["code"] == code}


def _plant_corpus(memory: Path) -> set[tuple[str, int]]:
    """One extra file per placement holding every shape; returns the planted (path, line)s."""
    planted: set[tuple[str, int]] = set()
    for name, template in PLACEMENTS:
        rel = f"archive/corpus-{name.replace(' ', '-').replace('.', '')}.md"
        lines = ["# Corpus", ""]
        for shape in shapes():
            block = place(template, shape.text).replace("\r", "")
            last = shape.text.split("\n")[-1]  # a finding's line: a manifest's value line
            offset = block.split("\n").index(
                next(part for part in block.split("\n") if last in part)
            )
            planted.add((rel, len(lines) + offset + 1))
            lines += [*block.split("\n"), ""]
        (memory / rel).write_text("\n".join(lines), encoding="utf-8")
    return planted


def test_protocol_check_flags_every_shape_by_default_and_nothing_else(tmp_path: Path) -> None:
    planted = _plant_corpus(_docs_tree(tmp_path))
    code, report = _check(tmp_path)
    assert code == 1
    assert _secret_lines(report) == planted
    assert not any(shape.text in json.dumps(report) for shape in shapes())
    _, unscanned = _check(tmp_path, "--no-security")
    assert _secret_lines(unscanned) == set()


def test_protocol_check_passes_the_fixture_and_the_placeholder_corpus(tmp_path: Path) -> None:
    memory = _docs_tree(tmp_path)
    code, report = _check(tmp_path)
    assert code == 0, report
    assert _secret_lines(report) == set()
    body = "\n\n".join(place(t, "\n".join(placeholders())) for _, t in PLACEMENTS)
    (memory / "archive" / "placeholders.md").write_text(f"# Placeholders\n\n{body}\n")
    _, report = _check(tmp_path)
    assert _secret_lines(report) == set()


def test_the_guard_and_the_protocol_hook_flag_every_shape_in_docs_memory(repo: Path) -> None:
    planted = _plant_corpus(_docs_tree(repo))
    git(repo, "add", "docs")
    code, output = _commit(repo)
    assert code == 1
    for rel, line in planted:
        path = f"docs/memory/{rel}"
        assert f"ecc-memory-guard: {path}:{line}: suspected secret (" in output
    assert "ECC-SECURITY-001" not in output  # one finding per secret: the guard's
    assert PRAGMA_NEXTLINE in output  # the fix names the way to allow a false positive


def test_the_fixture_commits_cleanly_through_every_hook(repo: Path) -> None:
    _docs_tree(repo)
    git(repo, "add", "docs")
    assert _commit(repo) == (0, "")


def test_a_pragma_allows_a_known_false_positive_everywhere_and_is_counted(repo: Path) -> None:
    memory = _docs_tree(repo)
    shape = next(s for s in shapes() if s.detector == "url-credentials")
    note = memory / "archive" / "README.md"
    note.write_text(note.read_text() + f"\n{PRAGMA_NEXTLINE}\n{shape.text}\n")
    code, report = _check(repo)
    assert code == 0
    allowed = [f for f in report["findings"] if f["code"] == "ECC-SECURITY-002"]
    assert [(f["path"], f["message"]) for f in allowed] == [
        ("archive/README.md", "1 secret finding allowed by pragma")
    ]
    text = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", "protocol", "check",
         "--project-root", str(repo)], capture_output=True, text=True, check=False, timeout=120,
    ).stdout  # fmt: skip
    assert "1 secret finding allowed by pragma" in text
    git(repo, "add", "docs")
    code, output = _commit(repo)
    assert code == 0, output
    note = "docs/memory/archive/README.md: 1 secret finding allowed by pragma"
    assert f"ecc-memory-guard: {note}" in output
    assert output.count("allowed by pragma") == 1  # counted once, by the guard


def test_a_pragma_never_allows_a_secret_in_a_team_memory(repo: Path) -> None:
    shape = next(s for s in shapes() if s.detector == "url-credentials")
    item = new_memory(title="Pragma", body=f"{PRAGMA_NEXTLINE}\n{shape.text}\n",
                      source_harness="codex", kind="fact", scope="team")  # fmt: skip
    write(repo, f"{TEAM}/facts/p.md", serialize(item))
    git(repo, "add", TEAM)
    review.record_approvals(open_repo(repo), review.staged_team_docs(open_repo(repo), Layout()))
    code, output = _commit(repo)
    assert code == 1
    assert "suspected secret (url-credentials)" in output
    assert "allowed by pragma" not in output
