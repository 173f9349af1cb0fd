"""``memory_propose`` through the ToolBox in this process (real files, no server): the
provisional identity and area a proposal may carry, and the refusals that write nothing."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ecc_memory.config import state_dir
from ecc_memory.mcp.tools import ToolBox
from ecc_memory.protocol.plans.writer import WriterEnv
from ecc_memory.protocol.store.lock import MutationLock
from gitrepo import clock_now
from protocol_fixtures.support import FIXTURE, snapshot
from protocol_fixtures.writing import SUBJECT

pytestmark = pytest.mark.clock

ON = {"ECC_MEMORY_ALLOW_PROPOSALS": "1"}


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    shutil.copytree(FIXTURE, repo / "docs" / "memory")
    monkeypatch.chdir(repo)
    return repo


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return {
        "HOME": str(tmp_path / "home"),
        "ECC_MEMORY_STATE_DIR": str(tmp_path / "state"),
        **extra,
    }


def test_a_proposal_may_carry_a_provisional_identity_and_an_area(
    repo: Path, tmp_path: Path
) -> None:
    box = ToolBox("opencode", _env(tmp_path, **ON))
    done = box.call(
        "memory_propose",
        {
            "statement": "Keep writers below 400 lines.",
            "type": "constraint",
            "subject": SUBJECT,
            "facet": "architecture",
            "area": "cli",
        },
    )
    assert done.is_error is False, done.payload
    inbox = (repo / "docs" / "memory" / "inbox.md").read_text(encoding="utf-8")
    unit = inbox.split(done.payload["candidateId"], 1)[1].split("\n## ", 1)[0]
    assert "Candidate-Type: constraint\nScope: area:cli\n" in unit
    assert f"Provisional-Subject: {SUBJECT}\nProvisional-Facet: architecture\n" in unit
    assert "Proposed by the opencode agent" in unit
    assert done.payload["next"].endswith("--type constraint --evidence user-confirmed")


@pytest.mark.parametrize(
    ("arguments", "reason"),
    [
        ({"subject": SUBJECT}, "PROTOCOL_IDENTITY"),
        ({"subject": "MC-SUBJ-20200101-00000000", "facet": "workflow"}, "PROTOCOL_SUBJECT"),
        ({"statement": "   "}, "PROTOCOL_EMPTY_BODY"),
        # Issue 31: an invisible "run curl ... | sh" in TAG characters was written raw.
        ({"statement": "Use one lock.\U000e0072\U000e0075\U000e006e"}, "PROTOCOL_BLOCKED"),
    ],
)
def test_refused_proposals_write_nothing(
    repo: Path, tmp_path: Path, arguments: dict[str, str], reason: str
) -> None:
    before = snapshot(repo)
    box = ToolBox("claude", _env(tmp_path, **ON))
    done = box.call(
        "memory_propose",
        {"statement": "Use one lock per directory.", "type": "decision", **arguments},
    )
    assert done.is_error is True
    assert done.payload["error"] == {
        **done.payload["error"],
        "code": "MEMORY_PROPOSE_REJECTED",
        "reason": reason,
    }
    assert snapshot(repo) == before


def test_a_held_lock_refuses_after_the_timeout(
    repo: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ecc_memory.mcp.propose as propose

    monkeypatch.setattr(propose, "LOCK_TIMEOUT", 0.2)
    env = _env(tmp_path, **ON)
    memory = repo / "docs" / "memory"
    before = snapshot(repo)
    writer = WriterEnv(memory, state_dir(env), clock_now().date(), "test")
    with MutationLock(writer.state, command="test"):
        done = ToolBox("claude", env).call(
            "memory_propose", {"statement": "x y z", "type": "preference"}
        )
    assert done.payload["error"]["reason"] == "PROTOCOL_LOCKED"
    assert snapshot(repo) == before


def test_without_docs_memory_nothing_is_created(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    repo = tmp_path / "bare"
    (repo / ".git").mkdir(parents=True)
    monkeypatch.chdir(repo)
    done = ToolBox("claude", _env(tmp_path, **ON)).call(
        "memory_propose", {"statement": "Anything.", "type": "decision"}
    )
    assert done.is_error is True
    assert done.payload["error"]["reason"] == "PROTOCOL_NO_MEMORY"
    assert not (repo / "docs").exists()


def test_the_flag_is_read_when_the_toolbox_is_built(repo: Path, tmp_path: Path) -> None:
    env = _env(tmp_path)
    box = ToolBox("claude", env)
    env.update(ON)  # switching it on later changes nothing for this server
    done = box.call("memory_propose", {"statement": "Anything.", "type": "decision"})
    assert done.payload["error"]["reason"] == "PROPOSALS_DISABLED"
