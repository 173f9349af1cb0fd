"""``subject add | rename | add-alias``: edits of the Subject registry (``subjects.md``).

Subject IDs never change; titles and aliases are single lines. A title or alias that another
active Subject already owns (after NFKC, case folding and whitespace collapse), or a
Canonical-Ref another active Subject carries, is refused before any plan is made.
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.entries import Entry, parse_entry
from ecc_memory.protocol.model.entry_rules import EVIDENCE, evidence_path
from ecc_memory.protocol.model.problems import FindingRefused, shown
from ecc_memory.protocol.model.storage import is_safe_relative
from ecc_memory.protocol.model.subjects import KINDS, PATH, Registry, normalize_alias, normalize_ref
from ecc_memory.protocol.model.units import parse_document
from ecc_memory.protocol.plans.entry_render import one_line, render_subject
from ecc_memory.protocol.plans.mutation import Drafting, require_current
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree


class SubjectRequest(NamedTuple):
    action: str  # add | rename | add-alias
    title: str = ""
    subject_id: str = ""
    kind: str = ""
    canonical_ref: str | None = None
    aliases: tuple[str, ...] = ()
    evidence: tuple[str, ...] = ()
    allow_missing_evidence: bool = False

    def arguments(self) -> dict[str, object]:
        return {
            key: list(value) if isinstance(value, tuple) else value
            for key, value in self._asdict().items()
        }


def checked_registry(tree: Tree) -> Registry:
    registry = tree.snapshot.registry
    if registry is None:
        raise FindingRefused(
            "PROTOCOL_NO_REGISTRY",
            "MC-CONFLICT-010",
            "subjects.md is missing; run `ecc memory protocol init --repair` first",
        )
    errors = [p for p in registry.problems if p.severity == "error"]
    if errors:
        raise FindingRefused(
            "PROTOCOL_REGISTRY",
            errors[0].code,
            "subjects.md has errors; fix them first (`ecc memory protocol check --conflicts`)",
        )
    return registry


def _owned(registry: Registry, name: str, except_id: str = "") -> str | None:
    wanted = normalize_alias(name)
    for subject in registry.subjects.values():
        if subject.status != "active" or subject.key == except_id.upper():
            continue
        if wanted in {normalize_alias(n) for n in (subject.title, *subject.aliases)}:
            return subject.subject_id
    return None


def _free_name(registry: Registry, name: str, except_id: str = "") -> str:
    name = one_line(name)
    if not name:
        raise InvalidInput("PROTOCOL_TITLE", "a Subject title or alias must not be empty")
    owner = _owned(registry, name, except_id)
    if owner:
        raise InvalidInput(
            "PROTOCOL_SUBJECT_COLLISION", f"{shown(name)} is already a title or alias of {owner}"
        )
    return name


def _evidence(tree: Tree, items: tuple[str, ...], allow_missing: bool) -> tuple[str, ...]:
    cleaned = tuple(one_line(i) for i in items if i.strip())
    if not cleaned:
        raise InvalidInput("PROTOCOL_EVIDENCE", "subject add needs --evidence")
    for item in cleaned:
        path = evidence_path(item)
        if EVIDENCE.fullmatch(item) is None or (path and not is_safe_relative(path)):
            raise InvalidInput(
                "PROTOCOL_EVIDENCE",
                f"Evidence {shown(item)} must be "
                "user-confirmed, repo:|doc:|test:<path>[@rev], issue:#N or pr:#N",
            )
        if path and not allow_missing and not tree.evidence_exists(path):
            raise InvalidInput(
                "PROTOCOL_EVIDENCE",
                f"Evidence path {shown(path)} does not "
                "exist in the project (use --allow-missing-evidence)",
            )
    return cleaned


def build_subject(tree: Tree, request: SubjectRequest) -> Plan:
    require_current(tree, command="subject")
    registry = checked_registry(tree)
    draft = Drafting(tree, f"subject {request.action}", request.arguments())
    text = draft.require(PATH)
    if request.action == "add":
        _add(draft, registry, request)
    elif request.action == "rename":
        _rename(registry, request, text, draft)
    elif request.action == "add-alias":
        _add_alias(registry, request, text, draft)
    else:
        raise InvalidInput("PROTOCOL_SUBJECT_ACTION", "subject takes add, rename or add-alias")
    return draft.plan()


def _add(draft: Drafting, registry: Registry, request: SubjectRequest) -> None:
    if request.kind not in KINDS:
        raise InvalidInput("PROTOCOL_SUBJECT_KIND", f"--kind takes one of: {', '.join(KINDS)}")
    title = _free_name(registry, request.title)
    aliases: list[str] = []
    for alias in request.aliases:
        alias = _free_name(registry, alias)
        if normalize_alias(alias) not in {normalize_alias(a) for a in (title, *aliases)}:
            aliases.append(alias)
    ref = _canonical_ref(registry, request.canonical_ref)
    evidence = _evidence(draft.tree, request.evidence, request.allow_missing_evidence)
    subject_id = draft.new_id("SUBJ")
    block = render_subject(subject_id, title, request.kind, ref, evidence, tuple(aliases))
    draft.notes.append(f"Add Subject {subject_id} to subjects.md")
    draft.view(PATH).insert_first(block)
    draft.changelog(f"Added Subject {subject_id}.")


def _canonical_ref(registry: Registry, ref: str | None) -> str | None:
    if not ref:
        return None
    normalized = normalize_ref(ref.strip())
    if normalized is None:
        raise InvalidInput(
            "PROTOCOL_CANONICAL_REF",
            "unsupported --canonical-ref (use "
            "dependency:pypi:<name>, dependency:npm:<name>, repo-path:<path>, "
            "area:|api:|service:|feature:<name>)",
        )
    for subject in registry.subjects.values():
        if subject.status == "active" and normalize_ref(subject.canonical_ref or "") == (
            normalized
        ):
            raise InvalidInput(
                "PROTOCOL_SUBJECT_COLLISION",
                f"Canonical-Ref {shown(ref)} already belongs to {subject.subject_id}",
            )
    return normalized


def _subject_entry(text: str, subject_id: str) -> Entry:
    for unit in parse_document(text).units:
        entry = parse_entry(unit, PATH, 1)
        if entry is not None and entry.key == subject_id.strip().upper():
            if entry.status != "active":
                raise FindingRefused(
                    "PROTOCOL_SUBJECT", "MC-CONFLICT-005", f"{entry.entry_id} is not active"
                )
            return entry
    raise FindingRefused(
        "PROTOCOL_SUBJECT", "MC-CONFLICT-005", f"no Subject {shown(subject_id)} in subjects.md"
    )


def _rename(registry: Registry, request: SubjectRequest, text: str, draft: Drafting) -> None:
    entry = _subject_entry(text, request.subject_id)
    title = _free_name(registry, request.title, entry.entry_id)
    draft.notes.append(f"Rename Subject {entry.entry_id}")
    draft.changelog(f"Renamed Subject {entry.entry_id}.")
    draft.view(PATH).set_heading(entry.entry_id, f"## {entry.entry_id} \u2014 {title}")


def _add_alias(registry: Registry, request: SubjectRequest, text: str, draft: Drafting) -> None:
    entry = _subject_entry(text, request.subject_id)
    if not request.aliases:
        raise InvalidInput("PROTOCOL_TITLE", "add-alias needs an alias")
    alias = one_line(request.aliases[0])
    current = {normalize_alias(n) for n in (entry.title, *_aliases(entry))}
    if normalize_alias(alias) in current:
        draft.notes.append(f"{shown(alias)} is already a name of {entry.entry_id}")
        return
    alias = _free_name(registry, alias, entry.entry_id)
    draft.view(PATH).add_list_item(entry.entry_id, "Aliases", alias)
    draft.notes.append(f"Add an alias to Subject {entry.entry_id}")
    draft.changelog(f"Added an alias to Subject {entry.entry_id}.")


def _aliases(entry: Entry) -> list[str]:
    found = entry.all("Aliases")
    return [item for _, item in found[0].list_items()] if found else []
