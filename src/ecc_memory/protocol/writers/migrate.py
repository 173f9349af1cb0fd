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

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.entries import BODY_FIELDS, Entry, Field, decode_body
from ecc_memory.protocol.model.manifest import REQUIRED_07, UUID4, Manifest, parse_manifest
from ecc_memory.protocol.model.markdown import lex
from ecc_memory.protocol.model.modules import MODULE_LINE
from ecc_memory.protocol.model.routes import TASK_TITLES
from ecc_memory.protocol.model.sections import sections, subsections
from ecc_memory.protocol.model.units import FIELD_LINE
from ecc_memory.protocol.plans.edits import append_block, insert_lines, replace_line, split_keep
from ecc_memory.protocol.plans.entry_render import body_lines, render_body
from ecc_memory.protocol.plans.mutation import Drafting
from ecc_memory.protocol.plans.plan import Plan
from ecc_memory.protocol.plans.tree import Tree
from ecc_memory.protocol.writers.legacy_units import convert_legacy
from ecc_memory.protocol.writers.repair import INDEX, TRUST, new_project_id
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
    text = draft.require("manifest.md")
    values = _metadata(manifest, draft)
    if manifest.state == "legacy":
        text = _insert_section(text, values)
    else:
        text = _rewrite_section(text, values)
    text = _one_line_modules(text)
    text = _missing_routes(text)
    keys = {s.heading.key for s in sections(lex(text), 2)}
    if "trust boundary" not in keys:
        text = append_block(text, TRUST.split("\n"))
    if "optional module index" not in keys:
        text = append_block(text, INDEX.split("\n"))
    check = parse_manifest(text)
    if check.state != "current":
        reason = check.problems[0].message if check.problems else check.state
        raise InvalidInput(
            "PROTOCOL_MIGRATE",
            f"the migrated manifest would not be valid "
            f"({reason}); repair manifest.md by hand first",
        )
    draft.set("manifest.md", text)
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


def _insert_section(text: str, values: dict[str, str]) -> str:
    block = ["## MemoryCustodian Protocol", *(f"- {key}: {values[key]}" for key in ORDER), ""]
    h2 = [s.line.number for s in sections(lex(text), 2)]
    if not h2:
        return append_block(text, block[:-1])
    return insert_lines(text, h2[0] - 1, block)


def _rewrite_section(text: str, values: dict[str, str]) -> str:
    section = next(s for s in sections(lex(text), 2) if s.heading.key == "memorycustodian protocol")
    seen: set[str] = set()
    last = section.line.number
    for line in section.body:
        key = line.text[2:].split(":", 1)[0] if line.text.startswith("- ") else ""
        if key in values:
            text = replace_line(text, line.number, f"- {key}: {values[key]}")
            seen.add(key)
        if line.text.startswith("- "):
            last = line.number
    missing = [f"- {key}: {values[key]}" for key in ORDER if key not in seen]
    return insert_lines(text, last, missing) if missing else text


def _one_line_modules(text: str) -> str:
    """0.6 declarations with inline text become nested explicit-only declarations."""
    index = [s for s in sections(lex(text), 2) if s.heading.key == "optional module index"]
    if not index:
        return text
    edits: list[tuple[int, str, str]] = []
    for sub in subsections(index[0], 3)[1]:
        for line in sub.body:
            match = MODULE_LINE.fullmatch(line.text.rstrip()) if line.structural else None
            if match is not None and match.group(2).strip():
                edits.append((line.number, match.group(1), match.group(2).strip().lstrip(": ")))
    for number, path, description in reversed(edits):
        text = replace_line(text, number, f"- `{path}`")
        meta = ["  - activation: explicit-only"]
        if description:
            meta.append(f"  - description: {' '.join(description.split())}")
        text = insert_lines(text, number, meta)
    return text


def _missing_routes(text: str) -> str:
    found = [s for s in sections(lex(text), 2) if s.heading.key == "load by task"]
    if not found:
        block = ["## Load by task", ""]
        for task in TASK_TITLES:
            block += [*route_block(task).split("\n"), ""]
        return append_block(text, block[:-1])
    present = {sub.heading.key for sub in subsections(found[0], 3)[1]}
    missing = [
        t for t, title in TASK_TITLES.items() if " ".join(title.split()).casefold() not in present
    ]
    if not missing:
        return text
    end = found[0].body[-1].number if found[0].body else found[0].line.number
    block = []
    for task in missing:
        block += ["", *route_block(task).split("\n")]
    return insert_lines(text, end, [*block, ""])


def _reencode_bodies(draft: Drafting) -> None:
    """Schema-1 bodies that schema 2 would read differently get the wrapper."""
    for path in sorted({item.entry.path for item in draft.tree.snapshot.entries}):
        text = draft.require(path)
        entries = sorted(draft.tree.snapshot.entries_in(path), key=lambda e: -e.line)
        changed = False
        for entry in entries:
            for field in sorted(entry.fields, key=lambda f: -f.line):
                if field.name in BODY_FIELDS:
                    new = _reencoded(text, entry, field)
                    changed |= new != text
                    text = new
        if changed:
            draft.set(path, text)
            draft.notes.append(f"Re-encode schema-1 bodies in {path}")


def _reencoded(text: str, entry: Entry, field: Field) -> str:
    literal = _schema1_text(field)
    if not literal.strip():
        return text
    rendered = render_body(field.name, literal)
    if len(rendered) == len(body_lines(literal)) + 1:
        return text  # no wrapper needed: schema 2 reads these bytes the same way
    content = [line for line in field.lines if line.text.strip()]
    end = content[-1].number if content else field.line
    text = remove_lines_keep(text, field.line, end)
    return insert_lines(text, field.line - 1, rendered)


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


def remove_lines_keep(text: str, start: int, end: int) -> str:
    """Lines removed without touching the blank lines around them."""
    lines = split_keep(text)
    return "".join(lines[: start - 1] + lines[end:])
