"""``add``: a new active Entry, an inbox candidate (``--candidate``) or a supersession.

Where an Entry goes follows from its type and Scope: decisions to ``decisions.md`` (or, with
``--area``, an MC-AREA Entry in ``areas/<area>.md``), constraints, preferences and rejected
approaches to their root file or the area file, rules and profiles to ``rules/<name>.md`` and
``profiles/<name>.md``. A missing area, rule or profile file is created and declared
(explicit-only) in the same plan. New Entries go first (newest first), after the preamble.
"""

from __future__ import annotations

from typing import NamedTuple

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.entries import Entry
from ecc_memory.protocol.model.entry_rules import (
    CANDIDATE_ONLY,
    EVIDENCE,
    FACETS,
    MIGRATION_ONLY,
    evidence_path,
    validate_entry,
)
from ecc_memory.protocol.model.problems import FindingRefused, shown
from ecc_memory.protocol.model.storage import classify, is_safe_relative
from ecc_memory.protocol.plans.entry_render import (
    DEFAULT_REQUIREMENT,
    Draft,
    one_line,
    render_draft,
)
from ecc_memory.protocol.plans.mutation import Drafting, find_entry, require_current
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree, check_slug
from ecc_memory.protocol.plans.unit_view import FileView
from ecc_memory.protocol.writers.enable import ROOT_FILES, EnableRequest, enable_module

TYPES = (
    "decision",
    "constraint",
    "preference",
    "do-not-use",
    "tombstone",
    "area",
    "rule",
    "profile",
)
INBOX_PLACEHOLDER = "No unprocessed memory candidates."
_BODY = {
    "decision": "Decision",
    "constraint": "Constraint",
    "preference": "Preference",
    "do-not-use": "Rejected",
    "area": "Decision",
    "rule": "Rule",
    "profile": "Profile",
}
_CODE = {"decision": "DEC", "constraint": "CON", "preference": "PREF", "do-not-use": "DNU"}
_ROOT = {
    "decision": "decisions.md",
    "constraint": "constraints.md",
    "preference": "preferences.md",
    "do-not-use": "do-not-use.md",
}


class AddRequest(NamedTuple):
    kind: str
    message: str
    title: str | None = None
    subject: str | None = None
    facet: str | None = None
    area: str | None = None
    name: str | None = None
    evidence: tuple[str, ...] = ()
    reason: str | None = None
    candidate: bool = False
    supersedes: str | None = None
    requirement: str | None = None
    allow_missing_evidence: bool = False

    def arguments(self) -> dict[str, object]:
        return {
            key: list(value) if isinstance(value, tuple) else value
            for key, value in self._asdict().items()
        }


class Target(NamedTuple):
    code: str
    body: str
    path: str
    scope: str
    structural: bool


def _kind(request: AddRequest) -> str:
    kind = "do-not-use" if request.kind == "tombstone" else request.kind
    if kind not in TYPES:
        raise InvalidInput("PROTOCOL_TYPE", f"--type takes one of: {', '.join(TYPES)}")
    return kind


def resolve_target(kind: str, area: str | None, name: str | None) -> Target:
    """Entry code, typed body, file and Scope for a type (and ``--area`` / ``--name``)."""
    if kind in ("rule", "profile"):
        if not name:
            raise InvalidInput("PROTOCOL_NAME", f"--type {kind} needs --name")
        folder = "rules" if kind == "rule" else "profiles"
        return Target(
            "AREA", _BODY[kind], f"{folder}/{check_slug(kind, name)}.md", "project", False
        )
    if kind == "area" and not area:
        raise InvalidInput("PROTOCOL_AREA", "--type area needs --area")
    if area:
        slug = check_slug("area", area)
        code = "AREA" if kind in ("decision", "area") else _CODE[kind]
        return Target(code, _BODY[kind], f"areas/{slug}.md", f"area:{slug}", code != "PREF")
    return Target(_CODE[kind], _BODY[kind], _ROOT[kind], "project", kind != "preference")


def check_evidence(
    tree: Tree, items: tuple[str, ...], *, candidate: bool, allow_missing: bool
) -> tuple[str, ...]:
    """Evidence items in the grammar; active Entries need one that is not candidate-only."""
    cleaned = tuple(one_line(item) for item in items if item.strip())
    for item in cleaned:
        if item == MIGRATION_ONLY:
            raise InvalidInput("PROTOCOL_EVIDENCE", "legacy-unverified is for migration only")
        if item in CANDIDATE_ONLY and not candidate:
            raise InvalidInput(
                "PROTOCOL_EVIDENCE", f"{item} Evidence is allowed only for --candidate entries"
            )
        path = evidence_path(item)
        if item not in CANDIDATE_ONLY and (
            EVIDENCE.fullmatch(item) is None or (path is not None and not is_safe_relative(path))
        ):
            raise InvalidInput(
                "PROTOCOL_EVIDENCE",
                f"Evidence {shown(item)} must be "
                "user-confirmed, repo:|doc:|test:<path>[@rev], issue:#N or pr:#N",
            )
        if path is not None and not allow_missing and not tree.evidence_exists(path):
            raise InvalidInput(
                "PROTOCOL_EVIDENCE",
                f"Evidence path {shown(path)} does not "
                "exist in the project (use --allow-missing-evidence)",
            )
    if not cleaned:
        if candidate:
            return ("agent-observed",)
        raise InvalidInput("PROTOCOL_EVIDENCE", "an active Entry needs --evidence")
    return cleaned


def check_identity(
    tree: Tree, subject: str | None, facet: str | None, *, required: bool
) -> tuple[str | None, str | None]:
    if bool(subject) != bool(facet):
        raise InvalidInput("PROTOCOL_IDENTITY", "--subject and --facet go together")
    if not subject:
        if required:
            raise InvalidInput(
                "PROTOCOL_IDENTITY",
                "this type needs --subject (a Subject's ID or title) "
                "and --facet (see `ecc memory protocol subject add`)",
            )
        return None, None
    registry = tree.snapshot.registry
    subject = subject.strip()
    named = registry.resolve(subject) if registry is not None else []
    if registry is None:
        raise FindingRefused(
            "PROTOCOL_SUBJECT",
            "MC-CONFLICT-010",
            "subjects.md is missing; run `ecc memory protocol init --repair` first",
        )
    if not named:
        raise FindingRefused(
            "PROTOCOL_SUBJECT",
            "MC-CONFLICT-005",
            f"no active Subject in subjects.md has the ID, title, alias or Canonical-Ref "
            f"{shown(subject)} (`ecc memory protocol subject list` shows them)",
        )
    if len(named) > 1:
        ids = ", ".join(sorted(s.subject_id for s in named))
        raise FindingRefused(
            "PROTOCOL_SUBJECT",
            "MC-CONFLICT-004",
            f"{shown(subject)} names more than one active Subject: {ids}",
        )
    assert facet is not None
    if facet.strip() not in FACETS:
        raise InvalidInput(
            "PROTOCOL_FACET",
            f"unknown Facet {shown(facet.strip())}; --facet takes one of: {', '.join(FACETS)}",
        )
    return named[0].subject_id, facet.strip()


def default_title(message: str, prefix: str = "") -> str:
    first = next((line for line in message.splitlines() if line.strip()), "")
    words = one_line(first).split(" ")
    title = ""
    for word in words:
        if title and len(title) + len(word) + 1 > 72:
            break
        title = f"{title} {word}".strip()
    return f"{prefix}{title}" if prefix and not title.startswith(prefix) else title


def build_add(tree: Tree, request: AddRequest) -> Plan:
    require_current(tree, command="add")
    kind = _kind(request)
    if not request.message.strip():
        raise InvalidInput("PROTOCOL_EMPTY_BODY", "the Entry body must not be empty")
    draft = Drafting(tree, "add", request.arguments())
    if request.candidate:
        insert_candidate(draft, kind, request)
    elif request.supersedes:
        _supersede(draft, kind, request)
    else:
        target = resolve_target(kind, request.area, request.name)
        subject, facet = check_identity(
            tree, request.subject, request.facet, required=target.structural
        )
        owner_blocker(draft, target.scope, subject, facet)
        insert_active(draft, kind, target, request, subject, facet, ())
    return draft.plan()


def _prepare_file(draft: Drafting, target: Target) -> None:
    if draft.text(target.path) is not None:
        return
    folder = target.path.split("/", 1)[0]
    if folder in ("areas", "rules", "profiles"):
        enable_module(draft, folder, target.path.split("/", 1)[1][:-3], EnableRequest(folder))
        return
    if target.path == "preferences.md":  # as the reference: the plan creates the file
        path, template = ROOT_FILES["preferences"]
        draft.set(path, template)
        draft.notes.append(f"Create {path}")
        return
    raise InvalidInput(
        "PROTOCOL_MISSING_FILE",
        f"{target.path} does not exist; run `ecc memory protocol init --repair` first",
    )


def insert_active(
    draft: Drafting,
    kind: str,
    target: Target,
    request: AddRequest,
    subject: str | None,
    facet: str | None,
    relations: tuple[tuple[str, str], ...],
    entry_id: str | None = None,
    *,
    log: bool = True,
) -> str:
    _prepare_file(draft, target)
    evidence = check_evidence(
        draft.tree, request.evidence, candidate=False, allow_missing=request.allow_missing_evidence
    )
    entry_id = entry_id or draft.new_id(target.code)
    prefix = "Tombstone: " if kind == "do-not-use" else ""
    title = one_line(request.title) if request.title else default_title(request.message, prefix)
    scalars = [("Status", "active"), ("Scope", target.scope)]
    if subject and facet:
        scalars += [("Subject", subject), ("Facet", facet)]
    bodies = [(target.body, request.message)]
    if request.reason and request.reason.strip():
        bodies.append(("Reason", request.reason))
    block = render_draft(Draft(entry_id, title, tuple(scalars), evidence, relations, tuple(bodies)))
    draft.view(target.path).insert_first(block)
    draft.notes.append(f"Add {entry_id} ({kind}) to {target.path}")
    if log:
        draft.changelog(f"Added {entry_id} ({kind}) to {target.path}.")
    return entry_id


def owner_blocker(draft: Drafting, scope: str, subject: str | None, facet: str | None) -> None:
    if not subject or not facet:
        return
    key = (scope.casefold(), subject.casefold(), facet.casefold())
    for item in draft.tree.snapshot.entries:
        entry = item.entry
        identity = tuple((entry.scalar(n) or "").casefold() for n in ("Scope", "Subject", "Facet"))
        if (
            item.storage.live
            and entry.status == "active"
            and identity == key
            and entry.code in ("DEC", "CON", "DNU", "AREA")
        ):
            draft.blockers.append(
                f"{entry.entry_id} already owns this Scope, Subject and "
                f"Facet; replace it with --supersedes {entry.entry_id}"
            )


def _supersede(draft: Drafting, kind: str, request: AddRequest) -> None:
    old = find_entry(draft.tree, request.supersedes or "")
    storage = classify(old.path)
    if old.status != "active":
        raise InvalidInput("PROTOCOL_SUPERSEDE", f"{old.entry_id} is not active")
    if [p for p in validate_entry(old, storage) if p.severity == "error"]:
        raise InvalidInput(
            "PROTOCOL_SUPERSEDE",
            f"{old.entry_id} is structurally invalid; fix it before superseding it",
        )
    target = resolve_target(
        kind,
        request.area or _area_of(old),
        request.name
        or (old.path.split("/", 1)[1][:-3] if storage.kind in ("rule", "profile") else None),
    )
    subject = request.subject or old.scalar("Subject")
    facet = request.facet or old.scalar("Facet")
    subject, facet = check_identity(draft.tree, subject, facet, required=target.structural)
    same = (
        target.code == old.code
        and target.scope == old.scalar("Scope")
        and (subject or "").upper() == (old.scalar("Subject") or "").upper()
        and (facet or "") == (old.scalar("Facet") or "")
    )
    if not same:
        raise InvalidInput(
            "PROTOCOL_SUPERSEDE",
            f"a replacement must keep {old.entry_id}'s type, Scope, Subject and Facet",
        )
    new_id = draft.new_id(target.code)
    mark_superseded(draft, old, new_id)
    insert_active(
        draft,
        kind,
        target,
        request,
        subject,
        facet,
        (("Supersedes", old.entry_id),),
        new_id,
        log=False,
    )
    draft.notes.append(f"Mark {old.entry_id} superseded by {new_id}")
    draft.changelog(f"Superseded {old.entry_id} with {new_id}.")


def _area_of(entry: Entry) -> str | None:
    scope = entry.scalar("Scope") or ""
    return scope.split(":", 1)[1] if scope.startswith("area:") else None


def mark_superseded(draft: Drafting, old: Entry, new_id: str) -> None:
    """``Status: superseded`` in place of the Status line, then ``Superseded-By``: addressed
    by the Entry's ID, so it holds whatever else this plan changed in the file."""
    view = draft.view(old.path)
    view.set_field(old.entry_id, "Status", "superseded")
    view.insert_after_field(old.entry_id, "Status", [f"Superseded-By: {new_id}"])


def insert_candidate(draft: Drafting, kind: str, request: AddRequest) -> str:
    """An ``MC-INBOX`` candidate first in ``inbox.md``; its ID. Used by ``add --candidate``
    and by ``propose`` (agents' proposals), so both write exactly the same shape."""
    if kind in ("rule", "profile") or request.supersedes:
        raise InvalidInput(
            "PROTOCOL_CANDIDATE",
            "candidates are decisions, constraints, "
            "preferences or do-not-use entries, and never supersede",
        )
    candidate_type = "decision" if kind == "area" else kind
    scope = f"area:{check_slug('area', request.area)}" if request.area else "project"
    if kind == "area" and not request.area:
        raise InvalidInput("PROTOCOL_AREA", "--type area needs --area")
    subject, facet = check_identity(draft.tree, request.subject, request.facet, required=False)
    evidence = check_evidence(
        draft.tree, request.evidence, candidate=True, allow_missing=request.allow_missing_evidence
    )
    scalars = [("Status", "candidate"), ("Candidate-Type", candidate_type), ("Scope", scope)]
    if subject and facet:
        scalars += [("Provisional-Subject", subject), ("Provisional-Facet", facet)]
    bodies = [
        ("Statement", request.message),
        ("Promotion-Requirement", request.requirement or DEFAULT_REQUIREMENT),
    ]
    if request.reason and request.reason.strip():
        bodies.insert(1, ("Reason", request.reason))
    entry_id = draft.new_id("INBOX")
    title = one_line(request.title) if request.title else default_title(request.message)
    block = render_draft(Draft(entry_id, title, tuple(scalars), evidence, (), tuple(bodies)))
    drop_placeholder(draft.view("inbox.md"))
    draft.view("inbox.md").insert_first(block)
    draft.notes.append(f"Add candidate {entry_id} ({candidate_type}) to inbox.md")
    draft.changelog(f"Added candidate {entry_id} to inbox.md.")
    return entry_id


def drop_placeholder(view: FileView) -> None:
    """The inbox's 'No unprocessed memory candidates.' line stops being true; remove it."""
    view.remove_line(INBOX_PLACEHOLDER)
