"""``enable``: create optional memory files and declare modules in the manifest's index.

``preferences`` and ``changelog`` are root files that the template routes already name;
``rules``, ``profiles`` and ``areas`` get a README; ``rule/<n>``, ``profile/<n>`` and
``area/<n>`` create the module file and its declaration in the Optional module index (sorted
by path, replacing the ``- None enabled.`` sentinel). Enabling what is already there is a
zero-write no-op. The index is edited through the plan's view of ``manifest.md`` by its title,
with line offsets from a parse of that section alone (``FileView.splice_section``).
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.markdown import Lexed
from ecc_memory.protocol.model.modules import SENTINEL, valid_glob
from ecc_memory.protocol.model.routes import TASK_TITLES
from ecc_memory.protocol.model.sections import sections, subsections
from ecc_memory.protocol.plans.mutation import Drafting, require_current
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree, check_slug
from ecc_memory.protocol.plans.unit_view import Splice

ROOT_FILES = {
    "preferences": (
        "preferences.md",
        "# Preferences\n\nSoft preferences; explicit user "
        "requests override them. Entries are newest first.\n",
    ),
    "changelog": ("changelog.md", "# Memory Changelog\n\nFactual maintenance log, newest first.\n"),
}
FOLDERS = {
    "rule": "rules",
    "rules": "rules",
    "profile": "profiles",
    "profiles": "profiles",
    "area": "areas",
    "areas": "areas",
}
TITLES = {"rules": "Rule", "profiles": "Profile", "areas": "Area"}
INDEX = "Optional module index"
READMES = {
    "rules": "Task rules. A rule loads only through its declared tasks or an explicit rule.",
    "profiles": "Workflow profiles. A profile loads only through an explicit profile.",
    "areas": "Subsystem memory. An area loads only through its declared path globs or an "
    "explicit area.",
}


class EnableRequest(NamedTuple):
    feature: str
    paths: tuple[str, ...] = ()
    tasks: tuple[str, ...] = ()
    description: str = ""


def build_enable(tree: Tree, request: EnableRequest) -> Plan:
    require_current(tree, command="enable")
    draft = Drafting(
        tree,
        "enable",
        {
            "feature": request.feature,
            "paths": list(request.paths),
            "tasks": list(request.tasks),
            "description": request.description,
        },
    )
    feature = request.feature.strip()
    if feature in ROOT_FILES:
        path, template = ROOT_FILES[feature]
        _create(draft, path, template)
    elif feature in FOLDERS and FOLDERS[feature] == feature:
        _create(draft, f"{feature}/README.md", f"# {feature}/\n\n{READMES[feature]}\n")
    else:
        kind, _, name = feature.partition("/")
        if kind not in FOLDERS or not name:
            raise InvalidInput(
                "PROTOCOL_FEATURE",
                "enable takes preferences, changelog, rules, "
                "profiles, areas, rule/<name>, profile/<name> or area/<name>",
            )
        enable_module(draft, FOLDERS[kind], check_slug(kind, name), request)
    if draft.texts:
        draft.changelog(f"Enabled {feature}.")
    else:
        draft.notes.append(f"{feature} is already enabled; nothing to change")
    return draft.plan()


def _create(draft: Drafting, path: str, text: str) -> bool:
    if draft.text(path) is not None:
        return False
    draft.set(path, text)
    draft.notes.append(f"Create {path}")
    return True


def declaration(folder: str, name: str, request: EnableRequest) -> list[str]:
    """The nested routing-schema-1 declaration of one module."""
    for glob in request.paths:
        if not valid_glob(glob) or "`" in glob:
            raise InvalidInput(
                "PROTOCOL_GLOB",
                "a --path glob must be a safe relative POSIX "
                "glob (no backslash, leading /, [ ] { }, '.' or '..')",
            )
    for task in request.tasks:
        if task not in TASK_TITLES:
            raise InvalidInput(
                "PROTOCOL_TASK", f"--task takes canonical tasks: {', '.join(TASK_TITLES)}"
            )
    activation = _activation(folder, request)
    lines = [f"- `{folder}/{name}.md`", f"  - activation: {activation}"]
    if request.tasks:
        lines.append(f"  - tasks: {', '.join(request.tasks)}")
    if request.paths:
        lines.append("  - paths: " + ", ".join(f"`{glob}`" for glob in request.paths))
    if request.description.strip():
        lines.append(f"  - description: {' '.join(request.description.split())}")
    return lines


def _activation(folder: str, request: EnableRequest) -> str:
    if folder == "areas" and not request.tasks:
        return "path-or-explicit" if request.paths else "explicit-only"
    if folder == "rules" and not request.paths:
        return "task-or-explicit" if request.tasks else "explicit-only"
    if folder == "profiles" and not (request.paths or request.tasks):
        return "explicit-only"
    raise InvalidInput(
        "PROTOCOL_ACTIVATION",
        f"{folder} take "
        + {"areas": "--path globs", "rules": "--task names", "profiles": "no --path or --task"}[
            folder
        ],
    )


def enable_module(draft: Drafting, folder: str, name: str, request: EnableRequest) -> None:
    """Create ``<folder>/<name>.md`` and declare it, each only when missing."""
    path = f"{folder}/{name}.md"
    title = f"# {TITLES[folder]}: {name}\n\nEntries are newest first.\n"
    _create(draft, path, title)
    declared = (
        {module.path for module in draft.tree.snapshot.manifest.modules}
        if (draft.tree.snapshot.manifest)
        else set()
    )
    if path in declared:
        return
    block = declaration(folder, name, request)
    if not draft.view("manifest.md").splice_section(
        INDEX, lambda lexed: declare(lexed, folder, block)
    ):
        raise _no_index(folder)
    draft.notes.append(f"Declare {path} in the manifest's Optional module index")


def _no_index(folder: str) -> InvalidInput:
    return InvalidInput(
        "PROTOCOL_MANIFEST_INDEX",
        f"manifest.md has no single '### Enabled "
        f"{folder}' subsection; run `ecc memory protocol init --repair`",
    )


def declare(index: Lexed, folder: str, block: list[str]) -> Splice:
    """Where ``block`` goes in the index section ``index`` (parsed alone): in place of the
    sentinel of ``### Enabled <folder>``, or among its declarations sorted by path."""
    subs = subsections(sections(index, 2)[0], 3)[1]
    wanted = [s for s in subs if s.heading.key == f"enabled {folder}"]
    if len(wanted) != 1:
        raise _no_index(folder)
    body = wanted[0].body
    for line in body:
        if line.structural and line.text.rstrip() == SENTINEL:
            return line.number - 1, line.number, block
    after = wanted[0].line.number
    for line in body:
        if line.structural and line.text.startswith("- `"):
            if line.text > block[0]:
                return line.number - 1, line.number - 1, block
            after = line.number
        elif line.structural and line.text.startswith("  - "):
            after = line.number
    return after, after, block
