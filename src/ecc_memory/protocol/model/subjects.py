"""The Subject registry (``subjects.md``): stable identity for managed Entries.

Registry syntax and schema faults are ``MC-CONFLICT-010``; duplicate active Canonical-Refs are
``MC-CONFLICT-003``; an alias or title owned by two active Subjects is ``MC-CONFLICT-004``;
non-reciprocal merges are ``MC-CONFLICT-005``.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter, defaultdict
from typing import NamedTuple

from ecc_memory.protocol.model.entries import Entry, Field, parse_entry
from ecc_memory.protocol.model.entry_rules import EVIDENCE, MIGRATION_ONLY
from ecc_memory.protocol.model.problems import Problem, error, shown
from ecc_memory.protocol.model.storage import is_safe_relative
from ecc_memory.protocol.model.units import Document

PATH = "subjects.md"
SYNTAX = "MC-CONFLICT-010"
KINDS = ("dependency", "repo-path", "area", "api", "service", "feature", "concept")
SCALARS = ("Status", "Kind", "Canonical-Ref", "Merged-Into")
LISTS = ("Aliases", "Evidence", "Merged-From")
_NAME = re.compile(r"[a-z0-9][a-z0-9._-]*")
_NPM = re.compile(r"(?:@[a-z0-9][a-z0-9._-]*/)?[a-z0-9][a-z0-9._-]*")


class Subject(NamedTuple):
    subject_id: str
    title: str
    line: int
    status: str
    canonical_ref: str | None
    aliases: tuple[str, ...]
    merged_into: str | None
    merged_from: tuple[str, ...]
    evidence: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        return self.subject_id.upper()


class Registry(NamedTuple):
    subjects: dict[str, Subject]
    problems: tuple[Problem, ...]

    def active(self, subject_id: str) -> bool:
        subject = self.subjects.get(subject_id.upper())
        return subject is not None and subject.status == "active"

    def resolve(self, name: str) -> list[Subject]:
        """The active Subjects that ``name`` names: by Subject ID, or else by title, alias or
        Canonical-Ref (compared as the collision checks compare them, so on a tree that
        passes ``check`` at most one Subject owns a name)."""
        if self.active(name):
            return [self.subjects[name.upper()]]
        wanted, ref = normalize_alias(name), normalize_ref(name)
        return [
            subject
            for subject in self.subjects.values()
            if subject.status == "active"
            and (
                wanted in {normalize_alias(n) for n in (subject.title, *subject.aliases) if n}
                or (ref is not None and normalize_ref(subject.canonical_ref or "") == ref)
            )
        ]


def normalize_alias(text: str) -> str:
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def normalize_ref(ref: str) -> str | None:
    """The canonical form of a Canonical-Ref, or None when it is not a supported shape."""
    if ref.startswith("dependency:pypi:"):
        name = re.sub(r"[-_.]+", "-", ref[len("dependency:pypi:") :]).lower()
        return f"dependency:pypi:{name}" if _NAME.fullmatch(name) else None
    if ref.startswith("dependency:npm:"):
        name = ref[len("dependency:npm:") :].lower()
        return f"dependency:npm:{name}" if _NPM.fullmatch(name) else None
    if ref.startswith("repo-path:"):
        path = ref[len("repo-path:") :]
        return ref if is_safe_relative(path) else None
    kind, _, name = ref.partition(":")
    if kind in ("area", "api", "service", "feature") and _NAME.fullmatch(name.lower()):
        return f"{kind}:{name.lower()}"
    return None


def _syntax(line: int, message: str) -> Problem:
    return error(SYNTAX, PATH, line, message)


def parse_registry(document: Document) -> Registry:
    """Parse and validate the registry; every fault is a Problem."""
    problems = [_syntax(f.line, f"subjects.md: {f.message}") for f in document.lexed.faults]
    subjects: dict[str, Subject] = {}
    for unit in document.units:
        entry = parse_entry(unit, PATH, 1)
        if entry is None or entry.code != "SUBJ":
            problems.append(
                _syntax(
                    unit.line,
                    "registry unit is not a canonical "
                    "'## MC-SUBJ-YYYYMMDD-xxxxxxxx — Title' Subject",
                )
            )
            continue
        problems.extend(_subject_schema(entry))
        if entry.key in subjects:
            problems.append(_syntax(entry.line, f"duplicate Subject ID {entry.entry_id}"))
        else:
            subjects[entry.key] = _subject(entry)
    problems.extend(_collisions(subjects))
    problems.extend(_merges(subjects))
    return Registry(subjects, tuple(problems))


def _list(entry: Entry, name: str) -> tuple[str, ...]:
    found = entry.all(name)
    return tuple(item for _, item in found[0].list_items()) if found else ()


def _subject(entry: Entry) -> Subject:
    return Subject(
        entry.entry_id,
        entry.title,
        entry.line,
        entry.scalar("Status") or "",
        entry.scalar("Canonical-Ref"),
        _list(entry, "Aliases"),
        entry.scalar("Merged-Into"),
        _list(entry, "Merged-From"),
        _list(entry, "Evidence"),
    )


def _subject_schema(entry: Entry) -> list[Problem]:
    messages = [f"has text before its first field (line {n})" for n in entry.stray_lines]
    counts = Counter(field.name for field in entry.fields)
    for field in entry.fields:
        messages.extend(_field_shape(field.name, field.value, field))
    messages.extend(
        f"has duplicate {name} fields"
        for name, n in counts.items()
        if n > 1 and name in (*SCALARS, *LISTS)
    )
    messages.extend(
        f"must declare exactly one {name} field"
        for name in ("Status", "Kind", "Evidence", "Aliases")
        if counts[name] != 1
    )
    messages.extend(_values(entry))
    return [_syntax(entry.line, f"{entry.entry_id} {message}") for message in messages]


def _field_shape(name: str, value: str, field: Field) -> list[str]:
    if name not in (*SCALARS, *LISTS):
        return [f"has unknown field {name}"]
    if name in SCALARS:
        if not value.strip():
            return [f"field {name} must not be empty"]
        return (
            [f"scalar field {name} continues on another line"]
            if (field.visible_continuations())
            else []
        )
    if value.strip() or field.has_non_item_lines():
        return [f"list field {name} must contain only '- item' lines"]
    return [f"has an empty {name} item" for _, item in field.list_items() if not item]


def _values(entry: Entry) -> list[str]:
    messages: list[str] = []
    status = entry.scalar("Status")
    if status and status not in ("active", "merged"):
        messages.append(f"has unknown Status {shown(status)}")
    kind = entry.scalar("Kind")
    if kind and kind not in KINDS:
        messages.append(f"has unknown Kind {shown(kind)}")
    ref = entry.scalar("Canonical-Ref")
    if ref and normalize_ref(ref) is None:
        messages.append("has an unsupported Canonical-Ref")
    for _, item in _evidence_items(entry):
        if item and item != MIGRATION_ONLY and EVIDENCE.fullmatch(item) is None:
            messages.append("has invalid Evidence schema or an unsafe source path")
    if status == "merged" and not entry.scalar("Merged-Into"):
        messages.append("is merged but has no Merged-Into field")
    if status == "merged" and entry.all("Merged-From"):
        messages.append("is merged and may not list Merged-From")
    if status == "active" and entry.all("Merged-Into"):
        messages.append("is active and may not carry Merged-Into")
    return messages


def _evidence_items(entry: Entry) -> list[tuple[int, str]]:
    found = entry.all("Evidence")
    return found[0].list_items() if found else []


def _collisions(subjects: dict[str, Subject]) -> list[Problem]:
    refs: dict[str, list[Subject]] = defaultdict(list)
    names: dict[str, list[Subject]] = defaultdict(list)
    for subject in subjects.values():
        if subject.status != "active":
            continue
        normalized = normalize_ref(subject.canonical_ref or "")
        if normalized:
            refs[normalized].append(subject)
        for name in {normalize_alias(n) for n in (subject.title, *subject.aliases) if n}:
            names[name].append(subject)
    problems = [
        _collision("MC-CONFLICT-003", "Canonical-Ref", ref, owners)
        for ref, owners in sorted(refs.items())
        if len(owners) > 1
    ]
    problems += [
        _collision("MC-CONFLICT-004", "alias", name, owners)
        for name, owners in sorted(names.items())
        if len(owners) > 1
    ]
    return problems


def _collision(code: str, what: str, value: str, owners: list[Subject]) -> Problem:
    ids = ", ".join(sorted(s.subject_id for s in owners))
    return error(
        code,
        PATH,
        owners[-1].line,
        f"{what} {shown(value)} is owned by more than one active Subject: {ids}",
    )


def _merges(subjects: dict[str, Subject]) -> list[Problem]:
    problems: list[Problem] = []
    for subject in subjects.values():
        target = subjects.get((subject.merged_into or "").upper())
        if subject.merged_into and (
            target is None or target.status != "active" or target.key == subject.key
        ):
            problems.append(
                error(
                    "MC-CONFLICT-005",
                    PATH,
                    subject.line,
                    f"{subject.subject_id} is merged into a missing or inactive Subject",
                )
            )
        for source_id in subject.merged_from:
            source = subjects.get(source_id.upper())
            if source is None or (source.merged_into or "").upper() != subject.key:
                problems.append(
                    error(
                        "MC-CONFLICT-005",
                        PATH,
                        subject.line,
                        f"{subject.subject_id} lists Merged-From {shown(source_id)}, "
                        "which is not merged into it",
                    )
                )
    return problems
