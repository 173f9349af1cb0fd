"""The reviewed secrets allowlist for vault memory (``.ecc/memory/secrets-allowlist``): the hooks,
``ecc memory ci`` and ``doctor`` honour the same entries and count what they allowed; a new
value, a typo or an unreviewed change never lets a secret through."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.git import install, review
from ecc_memory.git.repo import open_repo
from ecc_memory.vault.document import new_memory, serialize
from ecc_memory.view.watched import Layout
from gitrepo import GUARD, fake_token, git, init_repo, write

ALLOWLIST = ".ecc/memory/secrets-allowlist"


def ecc(repo: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ecc_memory", "memory", *args], cwd=repo, capture_output=True,
        text=True, check=False,
    )  # fmt: skip


def approve(repo: Path) -> None:
    handle = open_repo(repo)
    review.record_approvals(handle, review.staged_team_docs(handle, Layout()))


def commit(repo: Path) -> subprocess.CompletedProcess[str]:
    return git(repo, "commit", "-q", "-m", "change", check=False)


def memory_with(credential: str) -> tuple[str, bytes]:
    memory = new_memory(title="CI database", body=f"The test job uses {credential}",
                        source_harness="codex", kind="fact", scope="team")  # fmt: skip
    return f".ecc/memory/team/facts/{memory.id}.md", serialize(memory)


def credential(password: str) -> str:
    return f"postgres://ci:{password}@localhost:5432/test"


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    write(path, ".ecc/memory/project/.gitignore", GUARD)
    git(path, "add", "-f", ".ecc/memory/project/.gitignore")
    git(path, "commit", "-q", "-m", "guard")
    install.install(open_repo(path), sys.executable, "-P")
    return path


def _suggested(output: str) -> str:
    """The allowlist lines the block's fix names (file, detector, fingerprint): one for each
    detector that found the value (the pack's and detect-secrets')."""
    found = re.findall(r"`([^`]+ -- <why it is not a secret>)`", output)
    assert found, output
    reason = "the throwaway database of CI"
    return "\n".join(line.replace("<why it is not a secret>", reason) for line in found)


def test_an_allowed_finding_passes_every_gate_and_is_counted(repo: Path) -> None:
    password = fake_token("pw", 14)
    rel, data = memory_with(credential(password))
    write(repo, rel, data)
    git(repo, "add", rel)
    approve(repo)
    blocked = commit(repo)
    assert blocked.returncode == 1
    assert password not in blocked.stderr
    write(repo, ALLOWLIST, f"# reviewed\n{_suggested(blocked.stderr)}\n")
    git(repo, "add", ALLOWLIST)
    approve(repo)  # the allowlist is reviewed like team memory
    passed = commit(repo)
    assert passed.returncode == 0, passed.stderr
    note = f"ecc-memory-guard: {rel}: 1 secret finding allowed by {ALLOWLIST}"
    assert note in passed.stderr
    done = ecc(repo, "ci", "--json", "--base", "HEAD~1")
    report = json.loads(done.stdout)
    assert (done.returncode, report["ok"]) == (0, True)
    assert any(f"allowed by {ALLOWLIST}" in n for n in report["notes"])
    doctor = ecc(repo, "doctor", "--json", "--scope", "team")
    result = json.loads(doctor.stdout)
    assert (doctor.returncode, result["invalidFileCount"], result["allowedSecretCount"]) == (
        0, 0, 1,
    )  # fmt: skip
    assert "Secret findings allowed by" in ecc(repo, "doctor", "--scope", "team").stdout

    # Another value is another finding: the entry names a fingerprint, never a file wholesale.
    rel2, data2 = memory_with(credential(fake_token("other", 14)))
    moved = data2.replace(rel2.rsplit("/", 1)[1][:-3].encode(), rel.rsplit("/", 1)[1][:-3].encode())
    write(repo, rel, moved)
    git(repo, "add", rel)
    approve(repo)
    again = commit(repo)
    assert again.returncode == 1
    assert f"{rel}:" in again.stderr
    assert "url-credentials" in again.stderr


def test_a_malformed_or_unreviewed_allowlist_blocks(repo: Path) -> None:
    write(repo, ALLOWLIST, "team/facts/x.md url-credentials 0123456789abcdef\n")  # no reason
    git(repo, "add", ALLOWLIST)
    approve(repo)
    blocked = commit(repo)
    assert blocked.returncode == 1
    assert f"ecc-memory-guard: {ALLOWLIST}:1: line(s) 1 are not" in blocked.stderr
    write(repo, ALLOWLIST, "team/facts/x.md url-credentials 0123456789abcdef -- a test\n")
    git(repo, "add", ALLOWLIST)
    unreviewed = commit(repo)
    assert unreviewed.returncode == 1
    assert "the secrets allowlist was changed and not reviewed" in unreviewed.stderr
    git(repo, "commit", "-q", "--no-verify", "-m", "typo")
    write(repo, ALLOWLIST, "not an entry\n")
    git(repo, "add", ALLOWLIST)
    git(repo, "commit", "-q", "--no-verify", "-m", "typo")
    done = ecc(repo, "ci", "--json", "--base", "HEAD~1")
    assert done.returncode == 1
    assert [p["code"] for p in json.loads(done.stdout)["problems"]] == ["secrets-allowlist"]


def test_a_pragma_in_a_team_memory_still_allows_nothing(repo: Path) -> None:
    password = fake_token("pw", 14)
    pragma = "<!-- pragma: allowlist secret -->"
    rel, data = memory_with(f"{credential(password)} {pragma}")
    write(repo, rel, data)
    git(repo, "add", rel)
    approve(repo)
    blocked = commit(repo)
    assert blocked.returncode == 1
    assert "suspected secret (" in blocked.stderr
    assert "url-credentials" in blocked.stderr


def test_the_example_in_security_md_is_a_well_formed_baseline() -> None:
    from ecc_memory.detectors.allowlist import BASELINE_HEADER, parse_baseline

    root = Path(__file__).resolve().parents[2]
    example = (root / "docs/examples/secrets-allowlist").read_text(encoding="utf-8")
    assert f"```text\n{example}```\n" in (root / "docs/security.md").read_text(encoding="utf-8")
    assert example.startswith(BASELINE_HEADER)
    baseline = parse_baseline(example.encode())
    assert baseline.malformed == ()
    assert len(baseline.allowed) == 1
