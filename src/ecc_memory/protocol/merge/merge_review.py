"""Merge review: what merging two versions of ``docs/memory/`` does to the protocol's identities.

Three trees (base, ours, theirs; ``{relative path: bytes}`` like ``check_tree``) are compared
Entry by Entry and Subject by Subject, and the merged tree (built file by file with the unit
merge) is checked. Findings use the reference's codes; ``MC-MERGE-*`` are CONFLICT and
``MC-MERGE-REVIEW-*`` are REVIEW (see ``conflicts.conflict_status``):

* MC-MERGE-001  both sides add active Subjects with one normalized Canonical-Ref
* MC-MERGE-003  both sides add different active owners of one Scope + Subject + Facet
* MC-MERGE-004  one side supersedes an Entry the other side changes or relates to
* MC-MERGE-006  the merged tree has CONFLICT/INVALID findings that neither side had
* MC-MERGE-REVIEW-001  one side changes an Entry's relations, the other side changes the Entry
* MC-MERGE-REVIEW-003  both sides add different custom Subjects sharing a name or alias
* MC-MERGE-REVIEW-006  one side deletes an Entry or Subject the other side changes
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import NamedTuple

from ecc_memory.protocol.merge.merge import merge_memory
from ecc_memory.protocol.model.entries import Entry
from ecc_memory.protocol.model.entry_rules import RELATIONS, is_structural_owner
from ecc_memory.protocol.model.problems import Problem, error, shown, warning
from ecc_memory.protocol.model.snapshot import Snapshot, build_snapshot
from ecc_memory.protocol.model.subjects import Subject, normalize_alias, normalize_ref

Tree = Mapping[str, bytes]


class _Side(NamedTuple):
    entries: dict[str, Entry]
    owners: dict[tuple[str, str, str], set[str]]
    subjects: dict[str, Subject]


def identity(entry: Entry) -> tuple[str, str, str]:
    scope, subject, facet = (
        (entry.scalar(n) or "").casefold() for n in ("Scope", "Subject", "Facet")
    )
    return scope, subject, facet


def _side(snapshot: Snapshot) -> _Side:
    entries: dict[str, Entry] = {}
    owners: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    for item in snapshot.entries:
        entries.setdefault(item.entry.key, item.entry)
        entry = item.entry
        if (
            is_structural_owner(entry, item.storage)
            and entry.scalar("Subject")
            and (entry.scalar("Facet"))
        ):
            owners[identity(entry)].add(entry.key)
    subjects = dict(snapshot.registry.subjects) if snapshot.registry else {}
    return _Side(entries, owners, subjects)


def _content(entry: Entry) -> tuple[object, ...]:
    return (
        entry.title,
        tuple((f.name, f.value, tuple(line.text for line in f.lines)) for f in entry.fields),
    )


def _relations(entry: Entry) -> tuple[str | None, ...]:
    return tuple((entry.scalar(name) or "").upper() or None for name in RELATIONS)


def _changed(key: str, base: _Side, side: _Side) -> bool:
    old, new = base.entries.get(key), side.entries.get(key)
    return old is not None and new is not None and _content(old) != _content(new)


def merged_tree(base: Tree, ours: Tree, theirs: Tree) -> dict[str, bytes]:
    """The tree a merge would produce, file by file; a file whose units conflict keeps ours."""
    out: dict[str, bytes] = {}
    for path in sorted({*base, *ours, *theirs}):
        b, o, t = base.get(path), ours.get(path), theirs.get(path)
        if o == t or t == b:
            chosen = o
        elif o == b:
            chosen = t
        elif b is not None and o is not None and t is not None:
            result = merge_memory(b, o, t)
            chosen = result.data if result is not None and not result.conflicts else o
        else:
            chosen = o if o is not None else t
        if chosen is not None:
            out[path] = chosen
    return out


def review_trees(base: Tree, ours: Tree, theirs: Tree) -> list[Problem]:
    """Every MC-MERGE / MC-MERGE-REVIEW finding for merging ``theirs`` into ``ours``."""
    snaps = [build_snapshot(tree) for tree in (base, ours, theirs)]
    b, o, t = (_side(snapshot) for snapshot in snaps)
    problems = _owners(b, o, t) + _canonical_refs(b, o, t) + _custom_subjects(b, o, t)
    problems += _supersessions(b, o, t) + _deletions(b, o, t)
    return problems + _target(base, ours, theirs)


def _where(entry: Entry) -> tuple[str, int]:
    return entry.path, entry.line


def _owners(b: _Side, o: _Side, t: _Side) -> list[Problem]:
    problems: list[Problem] = []
    for key in sorted(set(o.owners) & set(t.owners)):
        mine = o.owners[key] - b.owners.get(key, set())
        yours = t.owners[key] - b.owners.get(key, set())
        if mine and yours and mine != yours:
            ids = ", ".join(sorted(mine | yours))
            entry = t.entries[sorted(yours)[0]]
            problems.append(
                error(
                    "MC-MERGE-003",
                    *_where(entry),
                    f"both sides add an active owner of Scope {shown(key[0])}, "
                    f"Subject {shown(key[1])}, Facet {shown(key[2])}: {ids}",
                )
            )
    return problems


def _added_subjects(b: _Side, side: _Side) -> list[Subject]:
    return [s for k, s in side.subjects.items() if k not in b.subjects and s.status == "active"]


def _canonical_refs(b: _Side, o: _Side, t: _Side) -> list[Problem]:
    refs: dict[str, set[str]] = defaultdict(set)
    for side in (o, t):
        for subject in _added_subjects(b, side):
            ref = normalize_ref(subject.canonical_ref or "")
            if ref:
                refs[ref].add(subject.subject_id)
    return [
        error(
            "MC-MERGE-001",
            "subjects.md",
            0,
            f"both sides add a Subject for Canonical-Ref {shown(ref)}: {', '.join(sorted(ids))}",
        )
        for ref, ids in sorted(refs.items())
        if len(ids) > 1 and _both(ids, o, t)
    ]


def _both(ids: set[str], o: _Side, t: _Side) -> bool:
    return any(i.upper() in o.subjects for i in ids) and any(i.upper() in t.subjects for i in ids)


def _custom_subjects(b: _Side, o: _Side, t: _Side) -> list[Problem]:
    def names(side: _Side) -> dict[str, str]:
        found: dict[str, str] = {}
        for subject in _added_subjects(b, side):
            if not subject.canonical_ref:
                for name in (subject.title, *subject.aliases):
                    found[normalize_alias(name)] = subject.subject_id
        return found

    mine, yours = names(o), names(t)
    problems = [
        warning(
            "MC-MERGE-REVIEW-003",
            "subjects.md",
            0,
            f"both sides create a custom Subject named {shown(name)}: {mine[name]}, {yours[name]}",
        )
        for name in sorted(set(mine) & set(yours))
        if mine[name] != yours[name]
    ]
    return problems[:1] if problems else []


def _superseded(b: _Side, side: _Side) -> set[str]:
    return {
        key
        for key, entry in side.entries.items()
        if entry.status == "superseded"
        and key in b.entries
        and b.entries[key].status != "superseded"
    }


def _relates_to(b: _Side, side: _Side, key: str) -> bool:
    """``side`` changes the Entry or adds an Entry with a relation to it."""
    if _changed(key, b, side):
        return True
    return any(key in _relations(entry) for k, entry in side.entries.items() if k not in b.entries)


def _supersessions(b: _Side, o: _Side, t: _Side) -> list[Problem]:
    problems: list[Problem] = []
    flagged: set[str] = set()
    for one, other in ((o, t), (t, o)):
        for key in sorted(_superseded(b, one) - _superseded(b, other)):
            if _relates_to(b, other, key) and key not in flagged:
                flagged.add(key)
                problems.append(
                    error(
                        "MC-MERGE-004",
                        *_where(one.entries[key]),
                        f"one side supersedes {one.entries[key].entry_id}, which "
                        "the other side changes or relates to",
                    )
                )
    for key in sorted(set(o.entries) & set(t.entries) & set(b.entries) - flagged):
        if _relation_review(key, b, o, t):
            problems.append(
                warning(
                    "MC-MERGE-REVIEW-001",
                    *_where(o.entries[key]),
                    f"{o.entries[key].entry_id} changes its relations on one "
                    "side and its content on the other; review both",
                )
            )
    return problems


def _relation_review(key: str, b: _Side, o: _Side, t: _Side) -> bool:
    old = _relations(b.entries[key])
    mine, yours = _relations(o.entries[key]), _relations(t.entries[key])
    one_side = (mine != old and _changed(key, b, t)) or (yours != old and _changed(key, b, o))
    return one_side and _content(o.entries[key]) != _content(t.entries[key])


def _deletions(b: _Side, o: _Side, t: _Side) -> list[Problem]:
    problems: list[Problem] = []
    for one, other in ((o, t), (t, o)):
        for key in sorted(set(b.entries) - set(one.entries)):
            if _changed(key, b, other):
                entry = other.entries[key]
                problems.append(
                    warning(
                        "MC-MERGE-REVIEW-006",
                        *_where(entry),
                        f"{entry.entry_id} is deleted on one side and changed on the other",
                    )
                )
        for key in sorted(set(b.subjects) - set(one.subjects)):
            subject = other.subjects.get(key)
            if subject is not None and subject != b.subjects[key]._replace(line=subject.line):
                problems.append(
                    warning(
                        "MC-MERGE-REVIEW-006",
                        "subjects.md",
                        subject.line,
                        f"Subject {subject.subject_id} is deleted on one side "
                        "and changed on the other",
                    )
                )
    return problems


def _target(base: Tree, ours: Tree, theirs: Tree) -> list[Problem]:
    from ecc_memory.protocol.checks.checker import check_tree
    from ecc_memory.protocol.model.problems import CheckOptions

    options = CheckOptions(mode="conflicts")

    def blocking(tree: Tree) -> list[Problem]:
        return [p for p in check_tree(tree, options) if p.severity == "error"]

    known = {(p.code, p.message) for tree in (ours, theirs) for p in blocking(tree)}
    return [
        error("MC-MERGE-006", p.path, p.line, f"after the merge: {p.code}: {p.message}")
        for p in blocking(merged_tree(base, ours, theirs))
        if (p.code, p.message) not in known
    ]
