"""Findings and options shared by every protocol checker.

A finding is a value: checkers return ``list[Problem]`` and the adapter decides the exit code.
Codes in the ``MC-`` families are the reference tool's interface and are kept exactly; codes in
the ``ECC-`` families are ours, for checks the reference reports without a code.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Literal, NamedTuple

from ecc_memory.errors import InvalidInput

Severity = Literal["error", "warning", "info"]
CheckMode = Literal["full", "conflicts", "routing", "reachability", "freshness"]

SEVERITY_ORDER: dict[str, int] = {"error": 0, "warning": 1, "info": 2}


class Problem(NamedTuple):
    """One finding: a stable code, a severity, a file relative to the memory dir, a line.

    ``related`` names the other files a cross-file finding involves (the second owner of an
    identity, a relation's target, a reconciliation record's operands): a context pack that
    loads any of ``files`` carries the finding.

    Records in this package are NamedTuples rather than dataclasses: every ``check`` is a new
    process, and building ~25 dataclasses at import costs more than the check itself.
    """

    code: str
    severity: Severity
    path: str
    line: int
    message: str
    related: tuple[str, ...] = ()

    @property
    def files(self) -> tuple[str, ...]:
        """Every file the finding involves, its own first."""
        return (self.path, *self.related)

    def to_json(self) -> dict[str, object]:
        return {
            "code": self.code,
            "severity": self.severity,
            "path": self.path,
            "line": self.line,
            "message": self.message,
            "files": list(self.files),
        }


class CheckOptions(NamedTuple):
    """What to verify.

    Secrets are scanned by default, deep (detect-secrets on top of the pack), exactly as the
    git guard scans ``docs/memory/``; ``security=False`` turns the scan off.

    ``resolve_head`` returns the repository's HEAD commit id (or None when there is no git
    repository); ``evidence_exists`` answers whether a repo-relative evidence path exists. Both
    are passed in by the adapter so the core never touches git or the working tree itself.
    ``bootstrap`` holds the project's ``AGENTS.md``/``CLAUDE.md``/``GEMINI.md`` (name -> bytes)
    when the adapter read them; ``memory_dir`` is the memory directory relative to the project.
    """

    mode: CheckMode = "full"
    security: bool = True
    privacy: bool = False
    resolve_head: Callable[[], str | None] | None = None
    evidence_exists: Callable[[str], bool] | None = None
    deep_secrets: bool = True
    bootstrap: Mapping[str, bytes] | None = None
    memory_dir: str = "docs/memory"


_ID = re.compile(r"MC-[A-Za-z]+-\d{8}-[0-9A-Fa-f]{8}")
_SHOWABLE = re.compile(r"[A-Za-z0-9._:/#@*?+ -]{1,40}")


def shown(value: str) -> str:
    """``value`` quoted for a message, or a placeholder when it could carry a credential.

    Messages never echo secrets: only Entry IDs and short values that look like words, paths
    or versions are repeated; anything long, digit-heavy or oddly shaped is withheld.
    """
    value = value.strip()
    if _ID.fullmatch(value):
        return value
    digits = sum(char.isdigit() for char in value)
    if _SHOWABLE.fullmatch(value) and (digits <= 3 or len(value) <= 10):
        return f"'{value}'"
    return "(value withheld)"


def error(code: str, path: str, line: int, message: str) -> Problem:
    return Problem(code, "error", path, line, message)


def warning(code: str, path: str, line: int, message: str) -> Problem:
    return Problem(code, "warning", path, line, message)


def info(code: str, path: str, line: int, message: str) -> Problem:
    return Problem(code, "info", path, line, message)


def involving(problem: Problem, paths: Iterable[str]) -> Problem:
    """``problem`` also naming every file in ``paths`` (sorted; its own path left out)."""
    others = tuple(sorted(set(paths) - {problem.path}))
    return problem._replace(related=others) if others else problem


def sort_problems(problems: Iterable[Problem]) -> list[Problem]:
    """Stable, deterministic order: by path, line, severity, code, message; duplicates dropped."""
    unique = set(problems)
    return sorted(
        unique, key=lambda p: (p.path, p.line, SEVERITY_ORDER[p.severity], p.code, p.message)
    )


def has_errors(problems: Iterable[Problem]) -> bool:
    return any(p.severity == "error" for p in problems)


class FindingRefused(InvalidInput):
    """A writer's refusal of input that would be a checker finding: it names the finding's code
    (``MC-CONFLICT-005: no active Subject ...``), in its message and in JSON (``finding``), as
    every other refusal of a finding does."""

    def __init__(self, code: str, finding: str, message: str) -> None:
        super().__init__(code, f"{finding}: {message}")
        self.finding = finding

    def to_json(self) -> dict[str, object]:
        data = super().to_json()
        data["error"]["finding"] = self.finding  # type: ignore[index]
        return data
