"""Validation of one formal Entry: fields, cardinality, lifecycle, Scope, Facet, Evidence, storage.

Every grammar or schema fault is ``MC-CONFLICT-007`` (the reference's "Entry schema/storage
problem"); coverage and provenance gaps that legacy entries may still have are warnings.
"""

from __future__ import annotations

import re
from collections import Counter

from ecc_memory.protocol.model.entries import (
    BODY_FIELDS,
    ENTRY_ID,
    LIST_FIELDS,
    SCALAR_FIELDS,
    TYPED_BODIES,
    Entry,
    text_after_wrapper,
)
from ecc_memory.protocol.model.problems import Problem, error, shown, warning
from ecc_memory.protocol.model.storage import (
    Storage,
    allowed_storage,
    archive_bodies,
    is_safe_relative,
    placement,
)

SCHEMA = "MC-CONFLICT-007"
FACETS = (
    "adoption-policy",
    "version-policy",
    "architecture",
    "behavior",
    "compatibility",
    "security",
    "performance",
    "data-model",
    "interface",
    "workflow",
    "lifecycle",
)
STATUSES = ("active", "candidate", "superseded", "promoted")
CANDIDATE_TYPES = ("decision", "constraint", "preference", "tombstone", "do-not-use")
SCOPE = re.compile(r"project|area:[A-Za-z0-9][A-Za-z0-9._-]*|local-user|local-machine")
EVIDENCE = re.compile(
    r"user-confirmed|(?:repo|doc|test):[^@\s]+(?:@[A-Za-z0-9._-]+)?|issue:#\d+|pr:#\d+"
)
CANDIDATE_ONLY = ("agent-observed", "conversation-unconfirmed")
MIGRATION_ONLY = "legacy-unverified"
RELATIONS = ("Supersedes", "Superseded-By", "Promoted-From", "Promoted-To", "Exception-To")
STRUCTURAL_CODES = ("DEC", "CON", "DNU", "AREA")
_KNOWN = frozenset((*SCALAR_FIELDS, *LIST_FIELDS, *BODY_FIELDS))


def validate_entry(entry: Entry, storage: Storage) -> list[Problem]:
    """All schema problems of one Entry stored at ``storage``."""
    problems: list[Problem] = []
    for check in (_grammar, _cardinality, _lifecycle, _scope_and_facets, _evidence, _placement):
        problems.extend(check(entry, storage))
    return problems


def _err(entry: Entry, line: int, message: str) -> Problem:
    return error(SCHEMA, entry.path, line, f"{entry.entry_id} {message}")


def _grammar(entry: Entry, storage: Storage) -> list[Problem]:
    problems = [_err(entry, n, "has text before its first field") for n in entry.stray_lines]
    for field in entry.fields:
        if field.name not in _KNOWN:
            problems.append(_err(entry, field.line, f"has unknown field {field.name}"))
        elif field.name in SCALAR_FIELDS:
            problems.extend(
                _scalar_shape(
                    entry, field.name, field.value, field.line, bool(field.visible_continuations())
                )
            )
        elif field.name in BODY_FIELDS and entry.schema >= 2 and text_after_wrapper(field):
            problems.append(_err(entry, field.line, f"has text after the {field.name} wrapper"))
    return problems


def _scalar_shape(entry: Entry, name: str, value: str, line: int, more: bool) -> list[Problem]:
    if not value.strip():
        return [_err(entry, line, f"field {name} must not be empty")]
    if more:
        return [_err(entry, line, f"scalar field {name} continues on another line")]
    return []


def _cardinality(entry: Entry, storage: Storage) -> list[Problem]:
    counts = Counter(field.name for field in entry.fields)
    problems = [
        _err(entry, entry.line, f"has duplicate {name} fields")
        for name, count in sorted(counts.items())
        if count > 1 and name in _KNOWN
    ]
    for name in ("Status", "Scope", "Evidence"):
        if counts[name] != 1:
            problems.append(
                _err(
                    entry,
                    entry.line,
                    f"must declare exactly one {name} field (found {counts[name]})",
                )
            )
    return problems + _typed_body(entry, storage, counts)


def _expected_bodies(entry: Entry, storage: Storage) -> tuple[str, ...]:
    if storage.kind == "archive":
        return archive_bodies(entry.code)
    rule = placement(entry.code, storage)
    return (rule[0],) if rule else ()


def _typed_body(entry: Entry, storage: Storage, counts: Counter[str]) -> list[Problem]:
    expected = _expected_bodies(entry, storage)
    if not expected:
        return []  # the placement check reports an Entry stored where its type may not live
    present = [name for name in TYPED_BODIES if counts[name]]
    problems = [
        _err(
            entry,
            entry.line,
            f"uses a {name} body but its type and storage require {' or '.join(expected)}",
        )
        for name in present
        if name not in expected
    ]
    matching = [name for name in present if name in expected]
    if len(matching) != 1 or counts[matching[0]] != 1:
        found = sum(counts[name] for name in expected)
        problems.append(
            _err(
                entry,
                entry.line,
                f"must declare exactly one {' or '.join(expected)} typed body (found {found})",
            )
        )
    elif not (entry.body(matching[0]) or "").strip():
        problems.append(_err(entry, entry.line, f"has an empty {matching[0]} typed body"))
    return problems


def _lifecycle(entry: Entry, storage: Storage) -> list[Problem]:
    status = entry.status
    if status and status not in STATUSES:
        return [_err(entry, entry.line, f"has unknown Status {shown(status)}")]
    present = {name for name in RELATIONS if entry.all(name)}
    problems = [_err(entry, entry.line, message) for message in _status_rules(status, present)]
    for name in present:
        value = entry.scalar(name) or ""
        if value and ENTRY_ID.fullmatch(value) is None:
            problems.append(_err(entry, entry.line, f"field {name} must name an Entry ID"))
    return problems + _candidate_rules(entry, storage)


def _status_rules(status: str, present: set[str]) -> list[str]:
    messages: list[str] = []
    if {"Superseded-By", "Promoted-To"} <= present:
        messages.append("cannot carry both Superseded-By and Promoted-To")
    if status == "active" and present & {"Superseded-By", "Promoted-To"}:
        messages.append("is active but names a successor (Superseded-By or Promoted-To)")
    if status == "candidate" and present - {"Exception-To"}:
        messages.append("is a candidate and may not carry supersession or promotion fields")
    if status == "superseded" and "Superseded-By" not in present:
        messages.append("is superseded but has no Superseded-By field")
    if status == "promoted" and "Promoted-To" not in present:
        messages.append("is promoted but has no Promoted-To field")
    return messages


def _candidate_rules(entry: Entry, storage: Storage) -> list[Problem]:
    status = entry.status
    inbox_status = status in ("candidate", "promoted")
    problems: list[Problem] = []
    if entry.code == "INBOX" and status and not inbox_status:
        problems.append(
            _err(entry, entry.line, "is an inbox Entry; Status must be candidate or promoted")
        )
    if inbox_status and entry.code != "INBOX":
        problems.append(_err(entry, entry.line, f"Status {status} is only for MC-INBOX Entries"))
    if not inbox_status:
        if entry.all("Candidate-Type"):
            problems.append(
                _err(entry, entry.line, "carries Candidate-Type but is not a candidate")
            )
        return problems
    return problems + _candidate_fields(entry)


def _candidate_fields(entry: Entry) -> list[Problem]:
    problems: list[Problem] = []
    kinds = entry.all("Candidate-Type")
    if len(kinds) != 1:
        problems.append(_err(entry, entry.line, "must declare exactly one Candidate-Type"))
    elif kinds[0].value.strip() not in CANDIDATE_TYPES:
        problems.append(_err(entry, kinds[0].line, "has an unknown Candidate-Type"))
    requirement = entry.all("Promotion-Requirement")
    if len(requirement) != 1 or not (entry.body("Promotion-Requirement") or "").strip():
        problems.append(
            _err(entry, entry.line, "must declare exactly one non-empty Promotion-Requirement")
        )
    if bool(entry.all("Provisional-Subject")) != bool(entry.all("Provisional-Facet")):
        problems.append(
            _err(
                entry, entry.line, "must declare Provisional-Subject and Provisional-Facet together"
            )
        )
    return problems


def _scope_and_facets(entry: Entry, storage: Storage) -> list[Problem]:
    problems: list[Problem] = []
    scope = entry.scalar("Scope")
    if scope and SCOPE.fullmatch(scope) is None:
        problems.append(_err(entry, entry.line, f"has an invalid Scope {shown(scope)}"))
    elif scope in ("local-user", "local-machine"):
        problems.append(_err(entry, entry.line, "uses a local Scope in shared memory"))
    for name in ("Facet", "Provisional-Facet"):
        value = entry.scalar(name)
        if value and value not in FACETS:
            problems.append(_err(entry, entry.line, f"has an unknown {name} {shown(value)}"))
    if entry.code != "INBOX" and (
        entry.all("Provisional-Subject") or entry.all("Provisional-Facet")
    ):
        problems.append(_err(entry, entry.line, "uses Provisional-* fields outside the inbox"))
    return problems


def evidence_path(item: str) -> str | None:
    """The repo-relative path of a ``repo:``/``doc:``/``test:`` item, without ``@revision``."""
    for prefix in ("repo:", "doc:", "test:"):
        if item.startswith(prefix):
            return item[len(prefix) :].split("@", 1)[0].replace("\\", "/")
    return None


def _evidence(entry: Entry, storage: Storage) -> list[Problem]:
    problems: list[Problem] = []
    candidate = entry.status in ("candidate", "promoted")
    items = entry.evidence()
    field = entry.all("Evidence")
    if field and (field[0].value.strip() or field[0].has_non_item_lines()):
        problems.append(_err(entry, field[0].line, "has an Evidence line that is not a list item"))
    if field and not items:
        problems.append(_err(entry, field[0].line, "has no Evidence items"))
    for line, item in items:
        problems.extend(_evidence_item(entry, line, item, candidate))
    admissible = [item for _, item in items if item not in CANDIDATE_ONLY]
    if items and not candidate and not admissible:
        problems.append(_err(entry, entry.line, "has only unconfirmed Evidence"))
    return problems


def _evidence_item(entry: Entry, line: int, item: str, candidate: bool) -> list[Problem]:
    if not item:
        return [_err(entry, line, "has an empty Evidence item")]
    if item in CANDIDATE_ONLY:
        return [] if candidate else [_err(entry, line, f"uses candidate-only Evidence {item}")]
    if item == MIGRATION_ONLY:
        if candidate:
            return [_err(entry, line, "uses migration-only Evidence in a candidate")]
        return [
            warning(
                "ECC-LEGACY-002",
                entry.path,
                line,
                f"{entry.entry_id} relies on legacy-unverified Evidence",
            )
        ]
    path = evidence_path(item)
    if EVIDENCE.fullmatch(item) is None or (path is not None and not is_safe_relative(path)):
        return [_err(entry, line, "has invalid Evidence schema or an unsafe source path")]
    return []


def _placement(entry: Entry, storage: Storage) -> list[Problem]:
    if storage.kind == "archive":
        return []
    rule = placement(entry.code, storage)
    if rule is None:
        return [
            _err(
                entry,
                entry.line,
                f"is stored in {entry.path}, but MC-{entry.code} Entries "
                f"belong in: {allowed_storage(entry.code)}",
            )
        ]
    scope = entry.scalar("Scope") or ""
    if SCOPE.fullmatch(scope) is None:
        return []  # a missing or malformed Scope is reported by its own rule
    if rule[1] == "project" and scope != "project":
        return [_err(entry, entry.line, f"in {entry.path} must use Scope: project")]
    if rule[1] == "area" and scope != f"area:{storage.name}":
        return [_err(entry, entry.line, f"in {entry.path} must use Scope: area:{storage.name}")]
    return []


def is_structural_owner(entry: Entry, storage: Storage) -> bool:
    """Active DEC/CON/DNU/AREA in live storage, outside rules/ and profiles/ (TOMB excluded)."""
    return (
        entry.status == "active"
        and entry.code in STRUCTURAL_CODES
        and storage.live
        and storage.kind not in ("rule", "profile")
    )


def identity_coverage(entry: Entry, storage: Storage, *, strict: bool) -> list[Problem]:
    """Active structural Entries should name Subject and Facet: a warning, or 007 when strict."""
    if not is_structural_owner(entry, storage):
        return []
    missing = [name for name in ("Subject", "Facet") if not entry.scalar(name)]
    if not missing:
        return []
    message = f"{entry.entry_id} lacks {' and '.join(missing)}; identity coverage is incomplete"
    make = error if strict else warning
    return [make(SCHEMA, entry.path, entry.line, message)]
