"""``manifest.md``: the strict Protocol metadata section, routes and the Optional module index.

The contract state decides how everything else is read: ``current`` (Protocol 0.7, Entry
schema 2), ``migration`` (0.7 with Entry schema 1: readable, migration available), ``older``
(0.5/0.6), ``legacy`` (no Protocol heading trace at all) and ``invalid``.
"""

from __future__ import annotations

import re
from typing import Literal, NamedTuple

from ecc_memory.protocol.model.markdown import Lexed, Line, lex, normalize_title, parse_heading
from ecc_memory.protocol.model.modules import Module, parse_modules
from ecc_memory.protocol.model.problems import Problem, error, shown
from ecc_memory.protocol.model.routes import Routes, parse_routes
from ecc_memory.protocol.model.sections import sections

CONTRACT_CODE = "MC-ROUTING-007"
CURRENT_VERSION = (0, 7)
PROTOCOL_TITLE = "memorycustodian protocol"
REQUIRED_07: dict[str, str] = {
    "entry_schema_version": "2",
    "subject_schema_version": "1",
    "subject_registry": "subjects.md",
    "routing_schema_version": "1",
    "conflict_schema_version": "1",
    "admission_policy": "evidence-required",
    "routing_policy": "explicit-task-and-scope",
    "conflict_policy": "canonical-subject-and-review",
}
UUID4 = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")
_META = re.compile(r"- ([A-Za-z_]+):(.*)")
_VERSION = re.compile(r"\d+(?:\.\d+)*")
ContractState = Literal["current", "migration", "older", "legacy", "invalid"]


class Manifest(NamedTuple):
    state: ContractState
    metadata: dict[str, str]
    routes: Routes
    modules: tuple[Module, ...]
    problems: tuple[Problem, ...]
    text: str

    @property
    def schema(self) -> int:
        """Entry-body grammar: 2 only for a valid 0.7 contract with entry schema 2."""
        return 2 if self.state == "current" else 1

    @property
    def protocol_version(self) -> str | None:
        return self.metadata.get("protocol_version")


def _problem(line: int, message: str) -> Problem:
    return error(CONTRACT_CODE, "manifest.md", line, message)


def _trace_lines(lexed: Lexed) -> tuple[list[Line], list[Line]]:
    """Protocol heading traces: (non-indented, indented). Fenced/commented copies are ignored."""
    flat: list[Line] = []
    indented: list[Line] = []
    lines = lexed.lines
    for index, line in enumerate(lines):
        if line.kind not in ("visible", "indented"):
            continue
        stripped = line.text.strip()
        title = normalize_title(stripped.strip("#"))
        hashed = stripped.startswith("#") and title == PROTOCOL_TITLE
        setext = (
            normalize_title(stripped) == PROTOCOL_TITLE
            and index + 1 < len(lines)
            and _is_setext_rule(lines[index + 1].text)
        )
        if hashed or setext:
            (indented if line.kind == "indented" else flat).append(line)
    return flat, indented


def _is_setext_rule(text: str) -> bool:
    stripped = text.strip()
    return bool(stripped) and (set(stripped) == {"="} or set(stripped) == {"-"})


def _protocol_heading(lexed: Lexed, problems: list[Problem]) -> Line | Literal[False] | None:
    """The unique valid Protocol H2; None for a legacy manifest; False when invalid."""
    flat, indented = _trace_lines(lexed)
    if not flat and not indented:
        return None
    valid = [line for line in flat if _is_protocol_h2(line)]
    if len(flat) == 1 and len(valid) == 1:
        return valid[0]
    line = (flat or indented)[0].number
    problems.append(
        _problem(
            line,
            "manifest.md must contain exactly one MemoryCustodian "
            "Protocol heading, written as an H2 with canonical spacing",
        )
    )
    return False


def _is_protocol_h2(line: Line) -> bool:
    heading = parse_heading(line.text)
    return (
        line.structural
        and heading is not None
        and heading.level == 2
        and heading.key == PROTOCOL_TITLE
        and line.text.startswith("## ")
    )


def _metadata(lexed: Lexed, heading: Line, problems: list[Problem]) -> dict[str, str]:
    section = next(s for s in sections(lexed, 2) if s.line is heading)
    metadata: dict[str, str] = {}
    for line in section.body:
        if not line.structural or not line.text.strip():
            continue
        if parse_heading(line.text) is not None:
            break
        match = _META.fullmatch(line.text.rstrip())
        if match is None:
            problems.append(_problem(line.number, "malformed protocol metadata line"))
            continue
        key, value = match.group(1), match.group(2).strip()
        if key in metadata:
            problems.append(_problem(line.number, f"duplicate protocol metadata field: {key}"))
        elif not value:
            problems.append(_problem(line.number, f"protocol metadata field {key} is empty"))
        metadata.setdefault(key, value)
    return metadata


_MAX_DIGITS = 9


def _number(part: str) -> int:
    """A version component's value; one of more than nine digits stands for "larger than any
    real version" (``int`` of a 5,000-digit committed value raised instead of answering)."""
    digits = part.lstrip("0")
    return int(digits or "0") if len(digits) <= _MAX_DIGITS else 10**_MAX_DIGITS


def _version_state(version: str | None, line: int, problems: list[Problem]) -> ContractState:
    if version is None:
        problems.append(_problem(line, "protocol metadata must declare protocol_version"))
        return "invalid"
    if _VERSION.fullmatch(version) is None:
        problems.append(_problem(line, f"protocol version {shown(version)} is not a number"))
        return "invalid"
    parts = tuple(_number(part) for part in version.split("."))
    padded = parts + (0,) * max(0, 2 - len(parts))
    trimmed = padded[:2] if all(p == 0 for p in padded[2:]) else padded
    if trimmed > CURRENT_VERSION:
        problems.append(
            _problem(line, f"protocol {shown(version)} is newer than this tool supports (0.7)")
        )
        return "invalid"
    if trimmed == CURRENT_VERSION and version != "0.7":
        problems.append(_problem(line, f"protocol version {shown(version)} must be spelled 0.7"))
        return "invalid"
    return "current" if trimmed == CURRENT_VERSION else "older"


def _contract_07(metadata: dict[str, str], line: int, problems: list[Problem]) -> ContractState:
    before = len(problems)
    for key, expected in REQUIRED_07.items():
        actual = metadata.get(key)
        if actual != expected and not (key == "entry_schema_version" and actual == "1"):
            problems.append(
                _problem(
                    line,
                    f"Protocol 0.7 requires {key}: {expected}; the "
                    f"manifest has {shown(actual) if actual else 'nothing'}",
                )
            )
    for key in ("initialized_with", "last_migrated_with"):
        if not metadata.get(key):
            problems.append(_problem(line, f"Protocol 0.7 requires {key} metadata"))
    if UUID4.fullmatch(metadata.get("project_id", "")) is None:
        problems.append(
            _problem(line, "Protocol 0.7 requires a canonical lowercase UUIDv4 project_id")
        )
    if len(problems) > before:
        return "invalid"
    return "migration" if metadata.get("entry_schema_version") == "1" else "current"


def parse_manifest(text: str) -> Manifest:
    """Parse ``manifest.md``; every contract violation is a Problem, never an exception."""
    lexed = lex(text)
    problems = [_problem(f.line, f"manifest.md: {f.message}") for f in lexed.faults]
    state, metadata = _contract(lexed, problems)
    routes, route_problems = parse_routes(lexed)
    modules, module_problems = parse_modules(lexed, legacy=state in ("older", "legacy"))
    problems.extend(route_problems + module_problems)
    if lexed.faults:
        state = "invalid"
    return Manifest(state, metadata, routes, modules, tuple(problems), text)


def _contract(lexed: Lexed, problems: list[Problem]) -> tuple[ContractState, dict[str, str]]:
    heading = _protocol_heading(lexed, problems)
    if heading is None:
        return "legacy", {}
    if heading is False:
        return "invalid", {}
    before = len(problems)
    metadata = _metadata(lexed, heading, problems)
    state = _version_state(metadata.get("protocol_version"), heading.number, problems)
    if state == "current":
        state = _contract_07(metadata, heading.number, problems)
    if len(problems) > before:
        state = "invalid"
    return state, metadata
