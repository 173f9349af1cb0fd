"""Running protocol writers the way a user does: preview (Plan ID), then apply it."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner, Result

from ecc_memory.cli.protocol import protocol

SUBJECT = "MC-SUBJ-20260729-7e5c3a91"  # "Protocol governance" in the 0.7 fixture
QUALITY = "MC-SUBJ-20260801-20000002"  # "Memory quality"


def run(project: Path, *args: str, stdin: str | None = None) -> Result:
    return CliRunner().invoke(protocol, [*args, "--project-root", str(project)], input=stdin)


def preview(project: Path, *args: str) -> dict[str, object]:
    result = run(project, *args, "--json")
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.stdout)
    assert data["applied"] is False
    return data


def plan_id(project: Path, *args: str) -> str:
    return str(preview(project, *args)["plan_id"])


def apply(project: Path, *args: str) -> dict[str, object]:
    """Preview, then apply with the preview's Plan ID; returns the apply's JSON."""
    ident = plan_id(project, *args)
    result = run(project, *args, "--apply", "--confirm-plan", ident, "--json")
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.stdout)
    assert data["plan_id"] == ident
    return data


def refused(project: Path, *args: str) -> dict[str, object]:
    """A refusal: exit 2 and a JSON error object."""
    result = run(project, *args, "--json")
    assert result.exit_code == 2, result.output
    error: dict[str, object] = json.loads(result.stdout)["error"]
    return error


def new_ids(data: dict[str, object], prefix: str) -> list[str]:
    notes = data["changes"]
    assert isinstance(notes, list)
    words = [word for note in notes for word in str(note).split() if word.startswith(prefix)]
    return list(dict.fromkeys(word.rstrip(".,") for word in words))
