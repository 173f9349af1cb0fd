"""``status``: one line per memory file with tokens against its budget, plus protocol state."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import NamedTuple

from ecc_memory.protocol.checks.files import CORE_FILES, brief_problems
from ecc_memory.protocol.model.budget import budget_for, budget_state, estimate_tokens
from ecc_memory.protocol.model.snapshot import build_snapshot, is_readme
from ecc_memory.protocol.store.view import read_view

MIGRATION_NOTES = {
    "current": "none (Protocol 0.7, Entry schema 2)",
    "migration": "available: Entry schema 1 -> 2",
    "older": "available: older protocol -> 0.7",
    "legacy": "available: add Protocol 0.7 metadata",
    "invalid": "blocked: repair the manifest contract first",
    "missing": "blocked: manifest.md is missing",
}


class FileStatus(NamedTuple):
    path: str
    state: str
    tokens: int | None = None
    budget: int | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "path": self.path,
            "state": self.state,
            "tokens": self.tokens,
            "budget": self.budget,
        }


class StatusReport(NamedTuple):
    protocol_version: str | None
    contract: str
    migration: str
    files: tuple[FileStatus, ...]

    @property
    def needs_attention(self) -> bool:
        return self.contract != "current" or any(
            f.state not in ("OK", "no budget") for f in self.files
        )

    def to_json(self) -> dict[str, object]:
        return {
            "protocol_version": self.protocol_version,
            "contract": self.contract,
            "migration": self.migration,
            "needs_attention": self.needs_attention,
            "files": [f.to_json() for f in self.files],
        }


def status_directory(path: Path, *, state_root: Path | None = None) -> StatusReport:
    """``status_tree`` of a directory read without following symlinks; unsafe entries get an
    ``UNSAFE`` row."""
    if path.is_symlink() or not path.is_dir():
        return status_tree({})
    files, problems = read_view(path, state_root)
    report = status_tree(files)
    unsafe = tuple(FileStatus(p.path, "UNSAFE") for p in problems if p.severity == "error")
    rows = tuple(sorted(report.files + unsafe, key=lambda row: row.path))
    return report._replace(files=rows)


def status_tree(files: Mapping[str, bytes]) -> StatusReport:
    """Budget state of every memory file and the manifest's contract state."""
    snapshot = build_snapshot(files)
    manifest = snapshot.manifest
    contract = manifest.state if manifest else "missing"
    version = manifest.protocol_version if manifest else None
    curated = not brief_problems(snapshot)
    rows = [FileStatus(name, "missing") for name in CORE_FILES if name not in files]
    for path, text in sorted(snapshot.texts.items()):
        if is_readme(path):
            continue
        rows.append(_row(path, text, curated))
    rows.sort(key=lambda row: row.path)
    return StatusReport(version, contract, MIGRATION_NOTES[contract], tuple(rows))


def _row(path: str, text: str, curated: bool) -> FileStatus:
    tokens = estimate_tokens(text)
    budget = budget_for(path)
    if path == "brief.md" and not curated:
        return FileStatus(path, "NEEDS CURATION", tokens, budget)
    if budget is None:
        return FileStatus(path, "no budget", tokens, None)
    return FileStatus(path, budget_state(tokens, budget), tokens, budget)
