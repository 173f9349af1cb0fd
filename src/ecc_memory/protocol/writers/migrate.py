"""``migrate``: Protocol 0.5/0.6 (or no metadata) to 0.7, Entry schema 1 to 2, legacy units.

One plan does all of it, so it lands completely or not at all:

* the manifest gets a complete 0.7 ``## MemoryCustodian Protocol`` section (existing values
  kept where valid; a missing ``project_id`` is derived), missing task routes from the ``init``
  template, the Trust boundary and Optional module index, and 0.6 one-line module
  declarations become nested ``explicit-only`` declarations with their text as description;
* Entry bodies written under schema 1 are re-encoded for schema 2 only where needed (a body
  with structural-looking lines or a literal wrapper gets the wrapper; everything else keeps
  its bytes), and ``entry_schema_version`` flips to 2;
* a missing ``subjects.md`` is created; legacy units become Entries where unambiguous
  (``legacy_units``).
"""

from __future__ import annotations

from ecc_memory.errors import InternalError, InvalidInput
from ecc_memory.protocol.model.entries import BODY_FIELDS, Field, decode_body, parse_entry
from ecc_memory.protocol.model.manifest import (
    PROTOCOL_TITLE,
    REQUIRED_07,
    UUID4,
    Manifest,
    parse_manifest,
)
from ecc_memory.protocol.model.markdown import Lexed, lex
from ecc_memory.protocol.model.modules import MODULE_LINE
from ecc_memory.protocol.model.routes import TASK_TITLES
from ecc_memory.protocol.model.sections import Section, sections, subsections
from ecc_memory.protocol.model.units import FIELD_LINE, parse_document
from ecc_memory.protocol.plans.edits import newline_of, split_keep
from ecc_memory.protocol.plans.entry_render import body_lines, render_body
from ecc_memory.protocol.plans.mutation import Drafting
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree
from ecc_memory.protocol.plans.unit_view import FileView, Splice
from ecc_memory.protocol.writers.legacy_units import convert_legacy
from ecc_memory.protocol.writers.repair import INDEX, TRUST, after_metadata, new_project_id
from ecc_memory.protocol.writers.scaffold import route_block, scaffold_files

ORDER = (
    "protocol_version",
    "entry_schema_version",
    "subject_schema_version",
    "subject_registry",
    "routing_schema_version",
    "conflict_schema_version",
    "initialized_with",
    "last_migrated_with",
    "project_id",
    "admission_policy",
    "routing_policy",
    "conflict_policy",
)
INDEX_TITLE = "optional module index"
ROUTES = "load by task"


def build_migrate(tree: Tree) -> Plan:
    manifest = tree.snapshot.manifest
    if manifest is None:
        raise InvalidInput(
            "PROTOCOL_NO_MANIFEST",
            "manifest.md is missing; run `ecc memory protocol init --repair`",
        )
    if manifest.state == "invalid":
        reason = manifest.problems[0].message if manifest.problems else "invalid contract"
        raise InvalidInput(
            "PROTOCOL_CONTRACT",
            f"manifest.md is invalid ({reason}); migrate "
            "does not guess: fix it (or `init --repair` a 0.7 manifest) first",
        )
    draft = Drafting(tree, "migrate", {})
    if manifest.state != "current":
        _reencode_bodies(draft)
        _upgrade_manifest(draft, manifest)
    if tree.text("subjects.md") is None:
        draft.set("subjects.md", scaffold_files("", tree.tool)["subjects.md"])
        draft.notes.append("Create subjects.md")
    convert_legacy(draft)
    if draft.texts:
        draft.changelog("Migrated memory to Protocol 0.7 (Entry schema 2).")
    else:
        draft.notes.append("Already Protocol 0.7 with Entry schema 2; nothing to migrate")
    return draft.plan()


def _upgrade_manifest(draft: Drafting, manifest: Manifest) -> None:
    values = _metadata(manifest, draft)
    view = draft.view("manifest.md")
    if manifest.state == "legacy":
        _insert_section(view, values)
    else:
        _rewrite_section(view, values)
    _one_line_modules(view)
    _missing_routes(view)
    keys = {p.unit.heading.key for p in view if p.unit.kind == "h2" and p.unit.heading}
    if "trust boundary" not in keys:
        view.append(TRUST.split("\n"))
    if "optional module index" not in keys:
        view.append(INDEX.split("\n"))
    check = parse_manifest(view.render())
    if check.state != "current":
        reason = check.problems[0].message if check.problems else check.state
        raise InvalidInput(
            "PROTOCOL_MIGRATE",
            f"the migrated manifest would not be valid "
            f"({reason}); repair manifest.md by hand first",
        )
    draft.notes.append(
        f"Upgrade manifest.md from {manifest.protocol_version or 'no protocol'} "
        "metadata to Protocol 0.7 (Entry schema 2)"
    )


def _metadata(manifest: Manifest, draft: Drafting) -> dict[str, str]:
    values = {"protocol_version": "0.7", **REQUIRED_07}
    old = manifest.metadata
    values["initialized_with"] = old.get("initialized_with") or draft.tree.tool
    values["last_migrated_with"] = draft.tree.tool
    project_id = old.get("project_id", "")
    values["project_id"] = (
        project_id if UUID4.fullmatch(project_id) else (new_project_id(draft.tree))
    )
    return values


def _insert_section(view: FileView, values: dict[str, str]) -> None:
    """A Protocol section above the first ``##`` section (at the end when there is none)."""
    block = ["## MemoryCustodian Protocol", *(f"- {key}: {values[key]}" for key in ORDER)]
    first = next((p for p in view if p.unit.kind == "h2"), None)
    if first is None:
        view.append(block)
    else:
        view.insert_before(first, block)


def _rewrite_section(view: FileView, values: dict[str, str]) -> None:
    """Each metadata line of the Protocol section gets its new value, named by its key; the
    keys it lacks go after its last list line."""
    seen: set[str] = set()

    def rewrite(lexed: Lexed) -> dict[int, list[str]]:
        lines: dict[int, list[str]] = {}
        for line in sections(lexed, 2)[0].body:
            key = line.text[2:].split(":", 1)[0] if line.text.startswith("- ") else ""
            if key in values:
                lines[line.number] = [f"- {key}: {values[key]}"]
                seen.add(key)
        return lines

    if not view.replace_lines(PROTOCOL_TITLE, rewrite):
        raise InternalError("PROTOCOL_UNIT_IDENTITY", "manifest.md has no single Protocol section")
    missing = [f"- {key}: {values[key]}" for key in ORDER if key not in seen]
    if missing:
        view.splice_section(PROTOCOL_TITLE, lambda lexed: after_metadata(lexed, missing))


def _one_line_modules(view: FileView) -> None:
    """0.6 declarations with inline text become nested explicit-only declarations."""

    def nest(lexed: Lexed) -> dict[int, list[str]]:
        lines: dict[int, list[str]] = {}
        for sub in subsections(sections(lexed, 2)[0], 3)[1]:
            for line in sub.body:
                match = MODULE_LINE.fullmatch(line.text.rstrip()) if line.structural else None
                if match is None or not match.group(2).strip():
                    continue
                description = match.group(2).strip().lstrip(": ")
                block = [f"- `{match.group(1)}`", "  - activation: explicit-only"]
                if description:
                    block.append(f"  - description: {' '.join(description.split())}")
                lines[line.number] = block
        return lines

    view.replace_lines(INDEX_TITLE, nest)


def _missing_routes(view: FileView) -> None:
    """The task routes of the ``init`` template the Load by task section lacks, at its end
    (the whole section, appended, when there is none)."""
    found = [
        p for p in view if p.unit.kind == "h2" and p.unit.heading and p.unit.heading.key == ROUTES
    ]
    if not found:
        block = ["## Load by task"]
        for task in TASK_TITLES:
            block += ["", *route_block(task).split("\n")]
        view.append(block)
        return
    present = {sub.heading.key for sub in subsections(_section(found[0].source), 3)[1]}
    missing = [
        t for t, title in TASK_TITLES.items() if " ".join(title.split()).casefold() not in present
    ]
    if not missing:
        return
    block = []
    for task in missing:
        block += ["", *route_block(task).split("\n")]
    block.append("")

    def at_end(lexed: Lexed) -> Splice:
        section = sections(lexed, 2)[0]
        end = section.body[-1].number if section.body else section.line.number
        return end, end, block

    if not view.splice_section(ROUTES, at_end):
        raise InternalError("PROTOCOL_UNIT_IDENTITY", "manifest.md has no single Load by task")


def _section(source: str) -> Section:
    return sections(lex(source), 2)[0]


def _reencode_bodies(draft: Drafting) -> None:
    """Schema-1 bodies that schema 2 would read differently get the wrapper."""
    snapshot = draft.tree.snapshot
    schema = snapshot.manifest.schema if snapshot.manifest else 1
    for path in sorted({item.entry.path for item in snapshot.entries}):
        text = draft.require(path)
        new = _reencoded_file(path, text, schema)
        if new != text:
            draft.set(path, new)
            draft.notes.append(f"Re-encode schema-1 bodies in {path}")


def _reencoded_file(path: str, text: str, schema: int) -> str:
    """The file with its bodies re-encoded: a whole-file rewrite from one parse of its current
    text (under the manifest's old schema, a byte-order mark aside, as the snapshot reads it).
    Re-encoding changes what every Entry of the file means, so it is decided for the file at
    once: the fields are replaced from the last up, each in the lines that one parse gives
    it, and no other parse or edit comes in between (the other writers edit units by
    identity through ``unit_view``; this one rewrites the file it has just read)."""
    lines = split_keep(text)
    newline = newline_of(text)
    for unit in reversed(parse_document(text.removeprefix("\ufeff")).units):
        entry = parse_entry(unit, path, schema) if unit.kind == "h2" else None
        for field in sorted(entry.fields if entry else (), key=lambda f: -f.line):
            rendered = _reencoded(field) if field.name in BODY_FIELDS else None
            if rendered is not None:
                content = [line for line in field.lines if line.text.strip()]
                end = content[-1].number if content else field.line
                lines[field.line - 1 : end] = [line + newline for line in rendered]
    return "".join(lines)


def _reencoded(field: Field) -> list[str] | None:
    """The field's lines under schema 2, or None when its bytes already read the same."""
    literal = _schema1_text(field)
    if not literal.strip():
        return None
    rendered = render_body(field.name, literal)
    if len(rendered) == len(body_lines(literal)) + 1:
        return None  # no wrapper needed: schema 2 reads these bytes the same way
    return rendered


def _schema1_text(field: Field) -> str:
    """The schema-1 reading: literal, except that a 4-space prefix protecting a
    protocol-shaped line is dropped."""
    lines = []
    for line in decode_body(field, 1).split("\n"):
        stripped = line[4:] if line.startswith("    ") else None
        if stripped is not None and _protocol_shaped(stripped):
            lines.append(stripped)
        else:
            lines.append(line)
    return "\n".join(lines)


def _protocol_shaped(text: str) -> bool:
    return bool(FIELD_LINE.fullmatch(text) or text.startswith(("- ", "* ", "+ ", "## ")))
