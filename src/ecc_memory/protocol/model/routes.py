"""Task routes of the manifest: ``## Always load`` and the six canonical ``### `` task routes."""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from ecc_memory.protocol.model.markdown import Lexed, Line, normalize_title
from ecc_memory.protocol.model.problems import Problem, error, shown
from ecc_memory.protocol.model.sections import Section, sections, subsections
from ecc_memory.protocol.model.storage import is_safe_relative

ROUTE_CODE = "MC-ROUTING-007"
TASK_TITLES: dict[str, str] = {
    "planning": "Planning / architecture / refactoring",
    "implementation": "Implementation / execution / debugging",
    "artifact": "User-facing artifact / output",
    "preferences": "Preferences",
    "history": "Change history / recap",
    "maintenance": "Memory maintenance",
}
TASK_ALIASES: dict[str, str] = {
    "default": "general",
    "general": "general",
    "planning": "planning",
    "architecture": "planning",
    "refactoring": "planning",
    "implementation": "implementation",
    "execution": "implementation",
    "debugging": "implementation",
    "review": "implementation",
    "artifact": "artifact",
    "output": "artifact",
    "preferences": "preferences",
    "recap": "history",
    "history": "history",
    "status": "history",
    "maintenance": "maintenance",
    "compact": "maintenance",
    "forget": "maintenance",
}
SUBSTANTIAL_TASKS = ("planning", "implementation", "artifact", "history")
_TITLE_TO_TASK = {normalize_title(title): task for task, title in TASK_TITLES.items()}


class Route(NamedTuple):
    path: str
    required: bool
    line: int


class Routes(NamedTuple):
    always: tuple[Route, ...]
    tasks: dict[str, tuple[Route, ...]]

    def for_task(self, task: str) -> tuple[Route, ...]:
        return self.always + (self.tasks.get(task, ()) if task != "general" else ())

    def all_paths(self) -> set[str]:
        paths = {route.path for route in self.always}
        for routes in self.tasks.values():
            paths.update(route.path for route in routes)
        return paths


def _route_lines(body: tuple[Line, ...], problems: list[Problem]) -> tuple[Route, ...]:
    routes: list[Route] = []
    required = True
    for line in body:
        if not line.structural:
            continue
        label = line.text.strip().casefold()
        if label in ("load:", "also load:"):
            required = True
        elif label == "load if present:":
            required = False
        elif line.text.startswith("- "):
            path = line.text[2:].strip().strip("`").strip()
            if path.endswith("/"):
                continue
            if not is_safe_relative(path, suffix=".md"):
                problems.append(
                    error(
                        ROUTE_CODE,
                        "manifest.md",
                        line.number,
                        f"route names an unsafe memory path {shown(path)}",
                    )
                )
                continue
            routes.append(Route(path, required, line.number))
    return tuple(routes)


def _unique(found: list[Section], title: str, problems: list[Problem]) -> Section | None:
    if len(found) != 1:
        line = found[1].line.number if len(found) > 1 else 1
        problems.append(
            error(
                ROUTE_CODE,
                "manifest.md",
                line,
                f"expected exactly one '{title}' section, found {len(found)}",
            )
        )
    return found[0] if found else None


def parse_routes(lexed: Lexed) -> tuple[Routes, list[Problem]]:
    """Routes plus every route-contract problem (``MC-ROUTING-007``)."""
    problems: list[Problem] = []
    h2 = sections(lexed, 2)
    always_sections = [s for s in h2 if s.heading.key == "always load"]
    task_sections = [s for s in h2 if s.heading.key == "load by task"]
    always = _unique(always_sections, "Always load", problems)
    by_task = _unique(task_sections, "Load by task", problems)
    always_routes = _route_lines(always.body, problems) if always else ()
    tasks = _task_routes(by_task, problems) if by_task else {}
    _stray_canonical(h2, by_task, problems)
    routes = Routes(always_routes, tasks)
    _duplicates(routes, problems)
    return routes, problems


def _task_routes(section: Section, problems: list[Problem]) -> dict[str, tuple[Route, ...]]:
    tasks: dict[str, tuple[Route, ...]] = {}
    _, h3 = subsections(section, 3)
    for sub in h3:
        task = _TITLE_TO_TASK.get(sub.heading.key)
        if sub.heading.level != 3 or task is None:
            problems.append(
                error(
                    ROUTE_CODE,
                    "manifest.md",
                    sub.line.number,
                    f"unknown task route heading {shown(sub.heading.title)}",
                )
            )
        elif task in tasks:
            problems.append(
                error(
                    ROUTE_CODE,
                    "manifest.md",
                    sub.line.number,
                    f"task route '{TASK_TITLES[task]}' appears more than once",
                )
            )
        else:
            tasks[task] = _route_lines(sub.body, problems)
    for task, title in TASK_TITLES.items():
        if task not in tasks:
            problems.append(
                error(
                    ROUTE_CODE,
                    "manifest.md",
                    section.line.number,
                    f"task route '{title}' is missing",
                )
            )
    return tasks


def _stray_canonical(h2: list[Section], parent: Section | None, problems: list[Problem]) -> None:
    for section in h2:
        if section is parent:
            continue
        for line in section.body:
            text = line.text.strip()
            if line.structural and text.startswith("#"):
                title = normalize_title(text.lstrip("#"))
                if title in _TITLE_TO_TASK:
                    problems.append(
                        error(
                            ROUTE_CODE,
                            "manifest.md",
                            line.number,
                            "canonical task route heading appears outside the "
                            "'Load by task' section",
                        )
                    )


def _duplicates(routes: Routes, problems: list[Problem]) -> None:
    for task, task_routes in routes.tasks.items():
        counts = Counter(route.path for route in routes.always + task_routes)
        repeated = sorted(path for path, count in counts.items() if count > 1)
        if repeated:
            problems.append(
                error(
                    ROUTE_CODE,
                    "manifest.md",
                    task_routes[0].line if task_routes else 1,
                    f"task route '{TASK_TITLES[task]}' lists duplicate "
                    f"paths: {', '.join(shown(p) for p in repeated)}",
                )
            )
