"""Turning legacy units into structured Entries, where that is unambiguous (used by migrate).

Converted: a non-formal H2 in ``decisions.md`` whose only fields are one ``Decision`` and at
most one ``Reason`` (``## YYYY-MM-DD - Title`` dates the new ID); a ``## Tombstone: ...`` H2
in ``do-not-use.md`` made of prose plus at most one ``Reason``; top-level bullets in
``decisions.md``, ``constraints.md``, ``preferences.md`` and ``do-not-use.md``. Each becomes an
active Entry with ``Evidence: legacy-unverified`` in place (order kept). Everything else stays
a readable legacy unit and is named in a warning: migration never guesses a type, a Subject or
a Facet.
"""

from __future__ import annotations

import re
from datetime import date

from ecc_memory.protocol.model.budget import budget_for, budget_state, estimate_tokens
from ecc_memory.protocol.model.entries import decode_body, parse_fields
from ecc_memory.protocol.model.packing import unit_ref
from ecc_memory.protocol.model.units import Unit, is_formal_heading, parse_document
from ecc_memory.protocol.plans.entry_render import Draft, render_draft
from ecc_memory.protocol.plans.mutation import Drafting
from ecc_memory.protocol.plans.unit_view import FileView, Piece
from ecc_memory.protocol.writers.add import default_title

BULLET_TYPES = {
    "decisions.md": ("DEC", "Decision"),
    "constraints.md": ("CON", "Constraint"),
    "preferences.md": ("PREF", "Preference"),
    "do-not-use.md": ("DNU", "Rejected"),
}
LEFT_AS_IS = ("inbox.md",)
_DATED = re.compile(r"(\d{4})-(\d{2})-(\d{2})\s+[-\u2013\u2014:]\s+(.+)")


def convert_legacy(draft: Drafting) -> None:
    for path in sorted(BULLET_TYPES):
        if draft.text(path) is not None:
            _convert_file(draft, path)
    for path in LEFT_AS_IS:
        text = draft.text(path)
        legacy = (
            [u for u in parse_document(text).units if u.kind in ("bullet", "ambiguous-bullet")]
            if text
            else []
        )
        if legacy:
            draft.warnings.append(
                f"{path}: {len(legacy)} legacy bullet(s) kept; their "
                "candidate type is unknown (add them again with --candidate)"
            )


def _convert_file(draft: Drafting, path: str) -> None:
    """Every unit's Entry decided bottom-up (so the derived IDs, notes and warnings come in
    the order they always did), then each unit replaced by its piece in a view of the file.
    That view becomes the plan's text only when the file stays within its budget."""
    original = draft.require(path)
    view = FileView(original)
    converted: list[tuple[Piece, list[str]]] = []
    notes: list[str] = []
    for piece in reversed(list(view)):
        unit = piece.unit
        block = _convert(draft, path, unit)
        if block is None:
            if unit.kind in ("h2", "bullet", "ambiguous-bullet") and not (
                unit.kind == "h2" and is_formal_heading(unit.lines[0].text)
            ):
                draft.warnings.append(
                    f"{unit_ref(path, piece.ordinal, unit)} kept as a legacy "
                    "unit: manual migration required"
                )
            continue
        converted.append((piece, block))
        notes.append(f"Convert {unit_ref(path, piece.ordinal, unit)} to {block[0][3:].split()[0]}")
    for piece, block in reversed(converted):  # top-down: a replacement edits the piece above
        view.replace(piece, block)
    if not notes:
        return
    text = view.render()
    budget = budget_for(path)
    tokens = estimate_tokens(text)
    if budget is not None and budget_state(tokens, budget) == "OVER BUDGET":
        draft.warnings.append(
            f"{path}: {len(notes)} legacy unit(s) kept; as Entries they would "
            f"put it over budget ({tokens}/{budget} tokens)"
        )
        return
    draft.notes.extend(notes)
    draft.set(path, text)


def _convert(draft: Drafting, path: str, unit: Unit) -> list[str] | None:
    if any(not line.structural and line.kind != "indented" for line in unit.lines):
        return None  # fences or comments inside: not unambiguous
    if unit.kind in ("bullet", "ambiguous-bullet"):
        code, body = BULLET_TYPES[path]
        text = _bullet_text(unit)
        prefix = "Tombstone: " if code == "DNU" else ""
        return _render(draft, code, default_title(text, prefix), draft.tree.today, [(body, text)])
    if unit.kind != "h2" or is_formal_heading(unit.lines[0].text) or unit.heading is None:
        return None
    if path == "decisions.md":
        return _decision(draft, unit)
    if path == "do-not-use.md" and unit.heading.title.startswith("Tombstone:"):
        return _tombstone(draft, unit)
    return None


def _bullet_text(unit: Unit) -> str:
    first = unit.lines[0].text[2:]
    rest = [
        line.text[2:] if line.text.startswith("  ") else line.text.lstrip()
        for line in unit.lines[1:]
    ]
    return "\n".join([first, *rest])


def _decision(draft: Drafting, unit: Unit) -> list[str] | None:
    fields, stray = parse_fields(unit.lines[1:])
    names = [field.name for field in fields]
    if (
        stray
        or names.count("Decision") != 1
        or set(names) - {"Decision", "Reason"}
        or (names.count("Reason") > 1)
    ):
        return None
    assert unit.heading is not None
    title, day = unit.heading.title, draft.tree.today
    dated = _DATED.fullmatch(title)
    if dated:
        try:
            day = date(int(dated.group(1)), int(dated.group(2)), int(dated.group(3)))
            title = dated.group(4)
        except ValueError:
            return None
    bodies = [(field.name, decode_body(field, 1)) for field in fields]
    if not all(text.strip() for _, text in bodies):
        return None
    return _render(draft, "DEC", title, day, bodies)


def _tombstone(draft: Drafting, unit: Unit) -> list[str] | None:
    lines = unit.lines[1:]
    fields, _ = parse_fields(lines)
    if [field.name for field in fields] not in ([], ["Reason"]):
        return None
    first_field = fields[0].line if fields else None
    prose = [line.text for line in lines if first_field is None or line.number < first_field]
    rejected = "\n".join(prose).strip()
    if not rejected:
        return None
    bodies = [("Rejected", rejected)] + [("Reason", decode_body(f, 1)) for f in fields]
    assert unit.heading is not None
    return _render(draft, "DNU", unit.heading.title, draft.tree.today, bodies)


def _render(
    draft: Drafting, code: str, title: str, day: date, bodies: list[tuple[str, str]]
) -> list[str]:
    entry_id = draft.new_id(code, day)
    return render_draft(
        Draft(
            entry_id,
            title,
            (("Status", "active"), ("Scope", "project")),
            ("legacy-unverified",),
            (),
            tuple(bodies),
        )
    )
