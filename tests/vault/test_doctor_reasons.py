"""Doctor for CI (issue 9 §5): each invalid file says why and where, duplicate IDs and broken
links name their files in text mode, and ``--format github`` prints annotations."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from ecc_memory.cli.main import ecc
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.errors import InvalidDocument
from ecc_memory.vault.doctor import run_doctor
from ecc_memory.vault.document import Memory, kind_dir, new_memory, serialize
from ecc_memory.vault.frontmatter import parse_document
from ecc_memory.vault.index import rebuild
from ecc_memory.vault.store import init_vault
from gitrepo import fake_token


def memory(title: str = "Doctor subject", **fields: object) -> Memory:
    base = new_memory(title=title, body="Some context.", source_harness="codex")
    return base._replace(**fields) if fields else base  # type: ignore[arg-type]


def plant(roots: Roots, item: Memory, name: str | None = None, data: bytes | None = None) -> Path:
    path = roots.root(item.scope) / kind_dir(item.kind) / (name or f"{item.id}.md")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(serialize(item) if data is None else data)
    return path


@pytest.fixture
def roots(project: Path) -> Roots:
    found = resolve_roots(project, os.environ)
    init_vault(found, ["project", "team"])
    return found


def doctor_cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(ecc, ["memory", "doctor", *args])
    return result.exit_code, result.stdout


def _line_of(data: bytes, prefix: bytes) -> int:
    return next(i for i, line in enumerate(data.split(b"\n"), 1) if line.startswith(prefix))


@pytest.mark.parametrize(
    ("edit", "prefix", "reason"),
    [
        (lambda d: d.replace(b'kind: "note"', b"kind: note"), b"kind:",
         "Memory frontmatter value of kind is not JSON."),
        (lambda d: d.replace(b'kind: "note"', b'kind: "recipe"'), b"kind:",
         "memory kind must be one of"),
        (lambda d: d.replace(b'tags: []', b'tags: ["Bad Tag"]'), b"tags:",
         "tag must be a lowercase letters/numbers slug."),
        (lambda d: d.replace(b'trust: "unreviewed"', b'trust: "trusted"'), b"trust:",
         "memory trust must be unreviewed."),
        (lambda d: d.replace(b'status: "active"\n', b'status: "active"\nextra: 1\n'), b"extra:",
         "Memory frontmatter has an invalid line."),
    ],
)  # fmt: skip
def test_parse_errors_carry_their_line(edit: object, prefix: bytes, reason: str) -> None:
    data = edit(serialize(memory()))  # type: ignore[operator]
    with pytest.raises(InvalidDocument) as caught:
        parse_document(data)
    assert caught.value.line == _line_of(data, prefix)
    assert reason in caught.value.message


def test_missing_keys_and_missing_frontmatter_say_so() -> None:
    data = serialize(memory()).replace(b'status: "active"\n', b"")
    with pytest.raises(InvalidDocument) as caught:
        parse_document(data)
    assert "missing required keys (status)" in caught.value.message
    closing = [i for i, line in enumerate(data.split(b"\n"), 1) if line == b"---"][1]
    assert caught.value.line == closing
    with pytest.raises(InvalidDocument) as first:
        parse_document(b"no frontmatter\n")
    assert first.value.line == 1


def test_each_invalid_file_says_why_and_where(roots: Roots) -> None:
    data = serialize(memory()).replace(b'kind: "note"', b"kind: note")
    plant(roots, memory(), name="broken.md", data=data)
    line = _line_of(data, b"kind:")
    report = run_doctor(roots)
    assert report.invalid_files == [{
        "path": "project:notes/broken.md", "code": "invalid-document",
        "message": "Memory document is invalid or unreadable.",
        "reason": "INVALID_DOCUMENT: Memory frontmatter value of kind is not JSON.",
        "line": line,
    }]  # fmt: skip
    code, out = doctor_cli()
    assert code == 1
    expected = (
        f"  invalid: project:notes/broken.md:{line} (invalid-document: INVALID_DOCUMENT: "
        "Memory frontmatter value of kind is not JSON.)"
    )
    assert expected in out.splitlines()


def test_the_reason_survives_the_index_cache(roots: Roots) -> None:
    """The index keeps only a verdict's code: doctor re-reads an excluded file for why."""
    plant(roots, memory(), name="broken.md", data=b"---\nnot closed\n")
    rebuild(roots, ("project", "team"))
    assert run_doctor(roots).invalid_files[0]["reason"] == (
        "INVALID_DOCUMENT: Memory frontmatter is not closed."
    )


def test_secret_and_location_reasons_name_no_value(roots: Roots) -> None:
    token = fake_token("ghp_", 36)
    plant(roots, memory(body=f"token {token}"), name="leak.md")
    plant(roots, memory("Misfiled", kind="lesson"), name="../notes/misfiled.md")
    by_path = {str(f["path"]): f for f in run_doctor(roots).invalid_files}
    leak = by_path["project:notes/leak.md"]
    assert leak["code"] == "suspected-secret"
    assert str(leak["reason"]).startswith("suspected secret (")
    assert leak["line"] == _line_of(serialize(memory(body=f"token {token}")), b"token ")
    assert token not in json.dumps(by_path)
    assert by_path["project:notes/misfiled.md"]["reason"] == "a lesson belongs in lessons/"


def test_duplicates_and_broken_links_name_their_files(roots: Roots) -> None:
    twin = memory(id="mem_20260101_twin")
    plant(roots, twin)
    plant(roots, twin._replace(scope="team"))
    plant(roots, memory("Linker", id="mem_20260101_linker", links=("mem_20260101_nowhere",)))
    code, out = doctor_cli()
    assert code == 1
    lines = out.splitlines()
    assert (
        "  duplicate: mem_20260101_twin in project:notes/mem_20260101_twin.md, "
        "team:notes/mem_20260101_twin.md"
    ) in lines
    assert (
        "  broken link: mem_20260101_linker -> mem_20260101_nowhere in "
        "project:notes/mem_20260101_linker.md"
    ) in lines


def test_format_github_prints_annotations(roots: Roots) -> None:
    data = serialize(memory()).replace(b'kind: "note"', b"kind: note")
    plant(roots, memory(), name="broken.md", data=data)
    twin = memory(id="mem_20260101_twin")
    plant(roots, twin)
    plant(roots, twin._replace(scope="team"))
    code, out = doctor_cli("--format", "github")
    assert code == 1
    lines = out.splitlines()
    title = "title=ecc memory doctor"
    assert (
        f"::error file=.ecc/memory/project/notes/broken.md,line={_line_of(data, b'kind:')},"
        f"{title}::project:notes/broken.md: invalid-document: INVALID_DOCUMENT: Memory "
        "frontmatter value of kind is not JSON."
    ) in lines
    assert (
        f"::error file=.ecc/memory/team/notes/mem_20260101_twin.md,{title}::duplicate ID "
        "mem_20260101_twin in project:notes/mem_20260101_twin.md, "
        "team:notes/mem_20260101_twin.md"
    ) in lines
    assert lines[-1] == "ECC memory doctor: ISSUES FOUND (2 memories)"
    clean_code, _ = doctor_cli("--format", "github", "--scope", "user")
    assert clean_code == 0


def test_format_github_with_json_is_a_usage_error(roots: Roots) -> None:
    assert doctor_cli("--format", "github", "--json")[0] == 2
