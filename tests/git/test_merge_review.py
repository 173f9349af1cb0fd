"""``ecc memory protocol check --conflicts --merge-base REF`` on real branches of the 0.7
fixture: identity-level findings (MC-MERGE codes), read from git objects, read-only."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from gitrepo import commit_all, git, init_repo
from protocol_fixtures.merge import SUBJECT, add_decision, decision
from protocol_fixtures.support import FIXTURE, snapshot

ECC = str(Path(sys.executable).parent / "ecc")
DEC = "docs/memory/decisions.md"
SUBJECTS = "docs/memory/subjects.md"
OLD = "MC-DEC-20260827-8f4c2a91"
Edit = Callable[[bytes], bytes]


def review(repo: Path, ref: str = "topic", *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [ECC, "memory", "protocol", "check", "--conflicts", "--merge-base", ref, *extra],
        cwd=repo,
        capture_output=True,
        text=True,
        check=False,
    )


def branches(tmp_path: Path, ours: dict[str, Edit], theirs: dict[str, Edit]) -> Path:
    """main (ours) and topic (theirs), each with its own edits on top of the fixture."""
    repo = init_repo(tmp_path / "repo")
    shutil.copytree(FIXTURE, repo / "docs" / "memory")
    commit_all(repo, "memory")
    for branch, edits in (("topic", theirs), ("main", ours)):
        git(repo, "switch", "-q", *(["-c"] if branch == "topic" else []), branch)
        for rel, change in edits.items():
            path = repo / rel
            path.write_bytes(change(path.read_bytes()))
        git(repo, "add", "-A")
        git(repo, "commit", "-q", "--allow-empty", "-m", f"{branch} edits")
    return repo


def subject(suffix: str, ref: str, alias: str) -> bytes:
    return (
        f"## MC-SUBJ-20261201-{suffix} \u2014 Subject {suffix}\n\nStatus: active\n"
        f"Kind: feature\nCanonical-Ref: {ref}\nEvidence:\n- user-confirmed\n\n"
        f"Aliases:\n- {alias}\n\n"
    ).encode()


def add_subject(unit: bytes) -> Edit:
    anchor = b"## MC-SUBJ-20260801-60000006"
    return lambda data: data.replace(anchor, unit + anchor)


def codes(result: subprocess.CompletedProcess[str]) -> list[str]:
    return [f["code"] for f in json.loads(result.stdout)["findings"]]


def test_additions_with_different_identities_are_clear(tmp_path: Path) -> None:
    repo = branches(
        tmp_path,
        {DEC: lambda d: add_decision(d, decision("0000000a", "20261201", "workflow"))},
        {DEC: lambda d: add_decision(d, decision("0000000b", "20261202", "performance"))},
    )
    result = review(repo)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Conflict status: CLEAR" in result.stdout


def test_two_owners_of_one_identity_from_two_sides(tmp_path: Path) -> None:
    repo = branches(
        tmp_path,
        {DEC: lambda d: add_decision(d, decision("0000000a", "20261201", "workflow"))},
        {DEC: lambda d: add_decision(d, decision("0000000b", "20261202", "workflow"))},
    )
    files = snapshot(repo)
    result = review(repo, "topic", "--json")
    assert result.returncode == 1
    data = json.loads(result.stdout)
    assert data["conflict_status"] == "CONFLICT"
    assert "MC-MERGE-003" in codes(result)
    assert snapshot(repo) == files  # read-only


def test_same_canonical_ref_and_shared_alias(tmp_path: Path) -> None:
    repo = branches(
        tmp_path,
        {SUBJECTS: add_subject(subject("0000000a", "feature:merge-driver", "merge driver"))},
        {SUBJECTS: add_subject(subject("0000000b", "feature:merge-driver", "unit merge"))},
    )
    found = codes(review(repo, "topic", "--json"))
    assert "MC-MERGE-001" in found
    repo2 = branches(
        tmp_path / "two",
        {SUBJECTS: add_subject(subject("0000000a", "feature:one", "shared name"))},
        {SUBJECTS: add_subject(subject("0000000b", "feature:two", "shared name"))},
    )
    result = review(repo2, "topic", "--json")
    assert result.returncode == 1
    assert "MC-MERGE-006" in codes(result)  # the merged registry has one alias twice (004)


def test_supersession_against_a_change(tmp_path: Path) -> None:
    new = decision("0000000e", "20261201", "compatibility").replace(
        b"Evidence:\n- user-confirmed\n",
        f"Evidence:\n- user-confirmed\nSupersedes: {OLD}\n".encode(),
    )

    def supersede(data: bytes) -> bytes:
        head = f"## {OLD}".encode()
        at = data.index(head)
        rest = (
            data[at:]
            .replace(b"Status: active", b"Status: superseded", 1)
            .replace(
                b"Facet: compatibility\n",
                b"Facet: compatibility\nSuperseded-By: MC-DEC-20261201-0000000e\n",
                1,
            )
        )
        return add_decision(data[:at] + rest, new)

    assert f"Subject: {SUBJECT}" in new.decode()
    repo = branches(
        tmp_path,
        {DEC: supersede},
        {DEC: lambda d: d.replace(b"Preserves parse/write semantics.", b"Keeps it exact.")},
    )
    result = review(repo, "topic", "--json")
    assert "MC-MERGE-004" in codes(result), result.stdout
    assert result.returncode == 1


def test_delete_against_change_needs_review(tmp_path: Path) -> None:
    def delete(data: bytes) -> bytes:
        start = data.index(f"## {OLD}".encode())
        end = data.index(b"## MC-DEC-20260801-07000007")
        return data[:start] + data[end:]

    repo = branches(
        tmp_path,
        {DEC: delete},
        {DEC: lambda d: d.replace(b"Preserves parse/write semantics.", b"Keeps it exact.")},
    )
    result = review(repo)
    assert result.returncode == 0, result.stdout
    assert "MC-MERGE-REVIEW-006" in result.stdout
    assert "Conflict status: REVIEW" in result.stdout


def test_unknown_ref_is_a_clear_refusal(tmp_path: Path) -> None:
    repo = branches(tmp_path, {}, {})
    files = snapshot(repo)
    result = review(repo, "no-such-branch")
    assert result.returncode == 2
    assert "Merge review unavailable" in result.stderr
    assert "no-such-branch" in result.stderr
    assert "Traceback" not in result.stderr
    as_json = review(repo, "no-such-branch", "--json")
    assert as_json.returncode == 2
    assert json.loads(as_json.stdout)["error"]["code"] == "MERGE_REVIEW_UNAVAILABLE"
    assert snapshot(repo) == files


def test_merge_base_needs_conflicts(tmp_path: Path) -> None:
    repo = branches(tmp_path, {}, {})
    result = subprocess.run(
        [ECC, "memory", "protocol", "check", "--merge-base", "topic"],
        cwd=repo,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert "--merge-base needs --conflicts" in result.stderr


def test_ci_reviews_the_merge_when_the_base_is_known(tmp_path: Path) -> None:
    repo = branches(
        tmp_path,
        {DEC: lambda d: add_decision(d, decision("0000000a", "20261201", "workflow"))},
        {DEC: lambda d: add_decision(d, decision("0000000b", "20261202", "workflow"))},
    )
    result = subprocess.run(
        [ECC, "memory", "ci", "--base", "topic", "--json"],
        cwd=repo,
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1, result.stdout + result.stderr
    reasons = [p["reason"] for p in json.loads(result.stdout)["problems"]]
    assert any(r.startswith("MC-MERGE-003") for r in reasons)
    clean = branches(
        tmp_path / "clean",
        {DEC: lambda d: add_decision(d, decision("0000000a", "20261201", "workflow"))},
        {DEC: lambda d: add_decision(d, decision("0000000b", "20261202", "performance"))},
    )
    ok = subprocess.run(
        [ECC, "memory", "ci", "--base", "topic", "--json"],
        cwd=clean,
        capture_output=True,
        text=True,
        check=False,
    )
    assert ok.returncode == 0, ok.stdout
