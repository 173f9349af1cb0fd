"""The protocol hook checks the staged docs/memory/, never the working tree."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from ecc_memory.git import hooks, install, views
from ecc_memory.git.repo import open_repo
from ecc_memory.git.rules import Block
from ecc_memory.protocol.writers.scaffold import scaffold_files
from ecc_memory.view.admission import MAX_TREE_DEPTH
from ecc_memory.view.watched import Layout
from gitrepo import fake_token, git, init_repo, snapshot, write

PROJECT_ID = "0b6c8e52-2a7c-4d7e-9a51-3f7f1b2c4d5e"
BRIEF = (
    "# Project Brief\n\nPurpose:\nA tool that keeps agent memory in git.\n\n"
    "Current direction:\nShip the hooks.\n\nSystem shape:\nA CLI over a Markdown vault.\n"
)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    path = init_repo(tmp_path / "repo")
    files = scaffold_files(PROJECT_ID)
    files["brief.md"] = BRIEF
    for name, text in files.items():
        write(path, f"docs/memory/{name}", text)
    git(path, "add", "docs")
    git(path, "commit", "-q", "-m", "memory protocol")
    install.install(open_repo(path), sys.executable, "-P")
    return path


def protocol_blocks(path: Path) -> list[Block]:
    """What the protocol hook reports on the index of ``path``."""
    repo = open_repo(path)
    return hooks.check_protocol(views.staged(repo, Layout()).view, repo.index_paths, repo.head_sha)


def commit(repo: Path, *args: str) -> tuple[int, str]:
    result = git(repo, "commit", "-q", "-m", "change", *args, check=False)
    return result.returncode, result.stderr


def test_valid_staged_tree_passes(repo: Path) -> None:
    write(repo, "docs/memory/brief.md", BRIEF + "\nMore detail.\n")
    git(repo, "add", "docs/memory/brief.md")
    assert commit(repo) == (0, "")
    assert protocol_blocks(repo) == []


def test_staged_breakage_fixed_only_in_working_tree_still_blocks(repo: Path) -> None:
    write(repo, "docs/memory/manifest.md", "garbage\n")
    git(repo, "add", "docs/memory/manifest.md")
    write(repo, "docs/memory/manifest.md", scaffold_files(PROJECT_ID)["manifest.md"])
    before = snapshot(repo)
    code, output = commit(repo)
    assert code == 1
    assert "ecc-memory-protocol: docs/memory/manifest.md" in output
    assert "ECC-MANIFEST-" in output
    assert snapshot(repo) == before


def test_unstaged_breakage_does_not_block(repo: Path) -> None:
    write(repo, "docs/memory/brief.md", BRIEF + "\nStaged change.\n")
    git(repo, "add", "docs/memory/brief.md")
    write(repo, "docs/memory/manifest.md", "garbage\n")
    assert commit(repo) == (0, "")


def test_secret_in_staged_docs_memory_is_reported(repo: Path) -> None:
    token = fake_token("ghp_", 36)
    write(repo, "docs/memory/inbox.md", f"# Inbox\n\n{token}\n")
    git(repo, "add", "docs/memory/inbox.md")
    code, output = commit(repo)
    assert code == 1
    assert token not in output
    assert "ecc-memory-guard: docs/memory/inbox.md:3: suspected secret (github-token" in output
    # One finding for one secret: the protocol hook does not report it again, and the pack's
    # and detect-secrets' findings on the line are one line of output.
    assert output.count("suspected secret") == 1, output
    assert "ECC-SECURITY" not in output


def test_protocol_hook_skipped_when_docs_memory_untouched(repo: Path) -> None:
    write(repo, "docs/memory/manifest.md", "garbage\n")  # broken, but not staged
    write(repo, "other.txt", "x\n")
    git(repo, "add", "other.txt")
    assert commit(repo) == (0, "")


def test_staged_tree_reads_the_index(repo: Path) -> None:
    write(repo, "docs/memory/inbox.md", "# Inbox\n\nstaged\n")
    git(repo, "add", "docs/memory/inbox.md")
    write(repo, "docs/memory/inbox.md", "# Inbox\n\nworking tree\n")
    tree = views.staged(open_repo(repo), Layout()).view.docs_files()
    assert tree["inbox.md"] == b"# Inbox\n\nstaged\n"
    assert set(tree) == set(scaffold_files(PROJECT_ID))


def test_a_staged_tree_nested_1000_deep_is_a_finding_not_a_crash(repo: Path) -> None:
    from protocol_fixtures.support import make_deep, remove_deep

    nest = repo / "docs" / "memory" / "nest"
    nest.mkdir()
    try:
        make_deep(nest, 1_000, "deep.md", "# Deep\n")
        git(repo, "add", "docs/memory/nest")
        # Below MAX_TREE_DEPTH folders the view holds the folder, which the guard refuses
        # (once); the checker reads what the view admits.
        assert protocol_blocks(repo) == []
        code, output = commit(repo)
        assert code == 1
        folder = "/".join(f"docs/memory/nest{'/d' * 1_000}".split("/")[: MAX_TREE_DEPTH + 1])
        assert f"ecc-memory-guard: {folder}: a folder nested more than" in output
        assert "internal error" not in output.lower()
    finally:
        remove_deep(nest)


def test_a_cross_file_finding_names_every_file_in_the_hook(repo: Path) -> None:
    decision = (
        "\n## MC-DEC-20260901-0000000{n} — Owner {n}\n\nStatus: active\nScope: project\n"
        "Subject: MC-SUBJ-20260901-0000000a\nFacet: behavior\nEvidence:\n- user-confirmed\n\n"
        "{body}:\nOwn it.\n"
    )
    subject = (
        "\n## MC-SUBJ-20260901-0000000a — Hooks\n\nStatus: active\nKind: concept\n"
        "Evidence:\n- user-confirmed\n\nAliases:\n- git hooks\n"
    )
    files = scaffold_files(PROJECT_ID)
    write(repo, "docs/memory/subjects.md", files["subjects.md"] + subject)
    write(
        repo,
        "docs/memory/decisions.md",
        files["decisions.md"] + decision.format(n=1, body="Decision"),
    )
    write(
        repo,
        "docs/memory/constraints.md",
        files["constraints.md"]
        + decision.format(n=2, body="Constraint").replace(
            "MC-DEC-20260901-00000002", "MC-CON-20260901-00000002"
        ),
    )
    git(repo, "add", "docs")
    blocks = protocol_blocks(repo)
    owners = [b for b in blocks if b.reason.startswith("MC-CONFLICT-001")]
    assert len(owners) == 1
    located = {owners[0].path.split(":")[0]} | {
        part.strip(" )") for part in owners[0].reason.split("(also involves ")[1].split(",")
    }
    assert located == {"docs/memory/constraints.md", "docs/memory/decisions.md"}
