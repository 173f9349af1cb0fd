"""The manifest's Optional module index (routing schema 1) and its path globs."""

from __future__ import annotations

import re
from typing import NamedTuple

from ecc_memory.protocol.model.markdown import Lexed, Line
from ecc_memory.protocol.model.problems import Problem, error, shown
from ecc_memory.protocol.model.routes import TASK_TITLES
from ecc_memory.protocol.model.sections import Section, sections, subsections

INDEX_CODE = "MC-ROUTING-003"
SUBSECTIONS = {"enabled rules": "rules", "enabled profiles": "profiles", "enabled areas": "areas"}
ACTIVATIONS = {
    "rules": ("task", "task-or-explicit", "explicit-only"),
    "profiles": ("explicit-only",),
    "areas": ("path", "path-or-explicit", "explicit-only"),
}
KEYS = ("activation", "tasks", "paths", "description")
SENTINEL = "- None enabled."
MODULE_LINE = re.compile(r"- `([^`]*)`(.*)")
_META_LINE = re.compile(r"  - ([A-Za-z_-]+):(.*)")
_CODE_SPAN = re.compile(r"`([^`]+)`")


class Module(NamedTuple):
    """A declared optional module (``rules/x.md``, ``profiles/x.md`` or ``areas/x.md``)."""

    path: str
    folder: str
    line: int
    activation: str = ""
    tasks: tuple[str, ...] = ()
    paths: tuple[str, ...] = ()
    description: str = ""

    @property
    def name(self) -> str:
        return self.path.split("/", 1)[1][:-3]


class _Draft:
    """A declaration being read; metadata lines are added as they come."""

    def __init__(self, path: str, folder: str, line: int) -> None:
        self.path = path
        self.folder = folder
        self.line = line
        self.meta: dict[str, str] = {}


def _problem(line: int, message: str) -> Problem:
    return error(INDEX_CODE, "manifest.md", line, message)


def parse_modules(
    lexed: Lexed, *, legacy: bool = False
) -> tuple[tuple[Module, ...], list[Problem]]:
    """Declared modules plus every index problem (``MC-ROUTING-003``).

    ``legacy`` (a pre-0.7 manifest) accepts 0.6 one-line declarations, read as explicit-only
    modules whose text is the description; matchers are never guessed.
    """
    found = [s for s in sections(lexed, 2) if s.heading.key == "optional module index"]
    problems: list[Problem] = []
    if len(found) > 1:
        problems.append(
            _problem(found[1].line.number, "the Optional module index appears more than once")
        )
    if not found:
        return (), problems
    drafts = _parse_index(found[0], problems, legacy)
    modules = tuple(_finish(draft, problems) for draft in drafts)
    return tuple(sorted(modules, key=lambda m: m.path)), problems


def _parse_index(index: Section, problems: list[Problem], legacy: bool) -> list[_Draft]:
    lead, subs = subsections(index, 3)
    for line in lead:
        if line.structural and line.text.startswith(("- ", "  - ")):
            problems.append(
                _problem(
                    line.number,
                    "an optional module declaration appears outside a canonical subsection",
                )
            )
    seen: set[str] = set()
    drafts: list[_Draft] = []
    for sub in subs:
        folder = SUBSECTIONS.get(sub.heading.key)
        if sub.heading.level != 3 or folder is None:
            problems.append(
                _problem(
                    sub.line.number,
                    f"unknown optional module subsection {shown(sub.heading.title)}",
                )
            )
        elif folder in seen:
            problems.append(
                _problem(
                    sub.line.number,
                    f"duplicate optional module subsection {shown(sub.heading.title)}",
                )
            )
        else:
            seen.add(folder)
            drafts.extend(_parse_subsection(sub, folder, problems, legacy))
    return _dedupe(drafts, problems)


def _parse_subsection(
    sub: Section, folder: str, problems: list[Problem], legacy: bool
) -> list[_Draft]:
    drafts: list[_Draft] = []
    sentinel: Line | None = None
    for line in sub.body:
        if not line.structural or not line.text.strip():
            continue
        if line.text.rstrip() == SENTINEL:
            sentinel = line
        else:
            _declaration_line(line, folder, drafts, problems, legacy)
    if sentinel is not None and drafts:
        problems.append(
            _problem(
                sentinel.number,
                "contradictory 'None enabled.' sentinel next to module declarations",
            )
        )
    return drafts


def _declaration_line(
    line: Line, folder: str, drafts: list[_Draft], problems: list[Problem], legacy: bool
) -> None:
    module = MODULE_LINE.fullmatch(line.text.rstrip())
    meta = _META_LINE.fullmatch(line.text.rstrip())
    if module is not None:
        draft = _Draft(module.group(1), folder, line.number)
        inline = module.group(2).strip()
        if inline and legacy:
            draft.meta = {"activation": "explicit-only", "description": inline.lstrip(": ")}
        elif inline:
            problems.append(
                _problem(line.number, "a Protocol 0.7 module line may not carry inline metadata")
            )
        drafts.append(draft)
    elif meta is not None and drafts:
        _add_meta(drafts[-1], meta.group(1), meta.group(2).strip(), line.number, problems)
    else:
        problems.append(_problem(line.number, "malformed line in the Optional module index"))


def _add_meta(draft: _Draft, key: str, value: str, line: int, problems: list[Problem]) -> None:
    if key not in KEYS:
        problems.append(_problem(line, f"unknown optional module key {shown(key)}"))
    elif key in draft.meta:
        problems.append(_problem(line, f"duplicate optional module key {shown(key)}"))
    else:
        draft.meta[key] = value


def _dedupe(drafts: list[_Draft], problems: list[Problem]) -> list[_Draft]:
    seen: set[str] = set()
    unique: list[_Draft] = []
    for draft in drafts:
        if draft.path in seen:
            problems.append(_problem(draft.line, f"module {shown(draft.path)} is declared twice"))
        else:
            seen.add(draft.path)
            unique.append(draft)
    return unique


def _finish(draft: _Draft, problems: list[Problem]) -> Module:
    parts = draft.path.split("/")
    if len(parts) != 2 or parts[0] != draft.folder or not parts[1].endswith(".md"):
        problems.append(
            _problem(
                draft.line, f"module path {shown(draft.path)} must be {draft.folder}/<name>.md"
            )
        )
    elif parts[1] == "README.md":
        problems.append(_problem(draft.line, "README.md is reserved documentation, not a module"))
    tasks = _split(draft.meta.get("tasks", ""))
    paths = tuple(_CODE_SPAN.findall(draft.meta.get("paths", "")))
    module = Module(
        draft.path,
        draft.folder,
        draft.line,
        draft.meta.get("activation", ""),
        tasks,
        paths,
        draft.meta.get("description", ""),
    )
    problems.extend(_activation_problems(module, draft.meta))
    return module


def _split(value: str) -> tuple[str, ...]:
    return tuple(part.strip() for part in value.split(",") if part.strip())


def _activation_problems(module: Module, meta: dict[str, str]) -> list[Problem]:
    messages: list[str] = []
    activation = module.activation
    if activation not in ACTIVATIONS.get(module.folder, ()):
        messages.append(f"activation {shown(activation)} is not allowed for {module.folder}")
    needs_tasks = activation in ("task", "task-or-explicit")
    needs_paths = activation in ("path", "path-or-explicit")
    if needs_tasks != ("tasks" in meta):
        messages.append("'tasks' is required by task activation and forbidden otherwise")
    if needs_paths != ("paths" in meta):
        messages.append("'paths' is required by path activation and forbidden otherwise")
    messages.extend(
        f"unknown task {shown(task)} (use a canonical task name)"
        for task in module.tasks
        if task not in TASK_TITLES
    )
    messages.extend(_path_problems(meta.get("paths")))
    return [_problem(module.line, f"{shown(module.path)}: {message}") for message in messages]


def _path_problems(raw: str | None) -> list[str]:
    if raw is None:
        return []
    spans = _CODE_SPAN.findall(raw)
    leftover = _CODE_SPAN.sub("", raw).replace(",", "").strip()
    if leftover or not spans:
        return ["'paths' must be a comma-separated list of code spans"]
    return [f"invalid path glob {shown(glob)}" for glob in spans if not valid_glob(glob)]


def valid_glob(glob: str) -> bool:
    if not glob or "\\" in glob or glob.startswith("/") or re.match(r"[A-Za-z]:", glob):
        return False
    if any(char in glob for char in "[]{}") or "***" in glob:
        return False
    for segment in glob.split("/"):
        if segment in ("", ".", "..") or ("**" in segment and segment != "**"):
            return False
    return True


def _segment_regex(segment: str) -> re.Pattern[str]:
    parts = [".*" if c == "*" else "." if c == "?" else re.escape(c) for c in segment]
    return re.compile("".join(parts))


def glob_match(glob: str, path: str) -> bool:
    """Case-sensitive POSIX match: ``*``/``?`` stay within a segment, ``**`` spans segments."""
    pattern = glob.split("/")
    parts = path.split("/")
    # reachable[j]: the pattern prefix processed so far can consume exactly parts[:j]
    reachable = [True] + [False] * len(parts)
    for segment in pattern:
        following = [False] * (len(parts) + 1)
        if segment == "**":
            seen = False
            for j in range(len(parts) + 1):
                seen = seen or reachable[j]
                following[j] = seen
        else:
            regex = _segment_regex(segment)
            for j in range(len(parts)):
                if reachable[j] and regex.fullmatch(parts[j]):
                    following[j + 1] = True
        reachable = following
    return reachable[len(parts)]
