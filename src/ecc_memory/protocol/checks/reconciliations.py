"""Hand-maintained reconciliation records (``reconciliations.md``); every fault is 008.

A record names at least two Entries, admissible Evidence and a Resolution. Relationship
resolutions name exactly two Entries and must agree with the relation actually recorded;
``distinct`` needs active structural Entries with different Scope + Subject + Facet.
"""

from __future__ import annotations

import re
from collections import Counter

from ecc_memory.protocol.model.conflicts import Located
from ecc_memory.protocol.model.entries import ENTRY_ID, Entry, parse_entry
from ecc_memory.protocol.model.entry_rules import evidence_path, is_structural_owner
from ecc_memory.protocol.model.problems import Problem, error, involving, shown
from ecc_memory.protocol.model.storage import is_safe_relative
from ecc_memory.protocol.model.units import Document, Unit

PATH = "reconciliations.md"
CODE = "MC-CONFLICT-008"
RESOLUTIONS = ("distinct", "superseded", "exception", "subject-merged")
FIELDS = ("Status", "Resolution", "Entries", "Evidence")
_EVIDENCE = re.compile(r"user-confirmed|legacy-unverified|(?:repo|doc|test|issue|pr|migration):\S+")


def check_reconciliations(document: Document, entries: list[Located]) -> list[Problem]:
    """Grammar and consistency problems of every record in ``reconciliations.md``."""
    index: dict[str, list[Entry]] = {}
    for item in entries:
        index.setdefault(item.entry.key, []).append(item.entry)
    live = {item.entry.key: item for item in entries}
    problems: list[Problem] = []
    seen_ids: set[str] = set()
    seen_sets: set[tuple[str, ...]] = set()
    for unit in document.units:
        record = parse_entry(unit, PATH, 1)
        if record is None or record.code != "REC":
            problems.append(_malformed(unit, index))
            continue
        messages = _grammar(record) + _targets(record, index, live)
        ids = tuple(_entry_ids(record))
        if record.key in seen_ids:
            messages.append("duplicates another record's ID")
        if ids and ids in seen_sets:
            messages.append("names the same Entries as another record")
        seen_ids.add(record.key)
        seen_sets.add(ids)
        problems += [_finding(record, message, index) for message in messages]
    return problems


def _finding(record: Entry, message: str, index: dict[str, list[Entry]]) -> Problem:
    """A record finding that names its operand Entries and involves the files holding them."""
    items = _items(record, "Entries")
    named = f" (Entries: {', '.join(shown(item) for item in items)})" if items else ""
    problem = error(CODE, PATH, record.line, f"{record.entry_id} {message}{named}")
    paths = {entry.path for item in items for entry in index.get(item.upper(), [])}
    return involving(problem, paths)


def _malformed(unit: Unit, index: dict[str, list[Entry]]) -> Problem:
    """A unit that is no record still names the Entries it reconciles (the IDs in its body), so
    a reader sees which decisions the broken record was about, and a pack loading them carries
    the finding."""
    named: dict[str, str] = {}
    for line in unit.lines[1:]:
        for match in ENTRY_ID.finditer(line.text):
            named.setdefault(match.group(0).upper(), match.group(0))
    spelled = sorted(named.values(), key=str.casefold)
    listed = f" (Entries: {', '.join(spelled)})" if spelled else ""
    message = f"unit is not a canonical '## MC-REC-YYYYMMDD-xxxxxxxx — Title' record{listed}"
    problem = error(CODE, PATH, unit.line, message)
    return involving(problem, {entry.path for key in named for entry in index.get(key, [])})


def _items(record: Entry, name: str) -> list[str]:
    found = record.all(name)
    return [item for _, item in found[0].list_items()] if found else []


def _entry_ids(record: Entry) -> list[str]:
    return [item.upper() for item in _items(record, "Entries")]


def _grammar(record: Entry) -> list[str]:
    counts = Counter(field.name for field in record.fields)
    messages = [f"has unknown field {name}" for name in counts if name not in FIELDS]
    messages += [f"must declare exactly one {name} field" for name in FIELDS if counts[name] != 1]
    if record.stray_lines:
        messages.append("has text before its first field")
    if record.scalar("Status") not in (None, "active"):
        messages.append("must have Status: active")
    if record.all("Resolution") and record.scalar("Resolution") not in RESOLUTIONS:
        messages.append("has an unknown Resolution")
    entries = _items(record, "Entries")
    if any(ENTRY_ID.fullmatch(item) is None for item in entries):
        messages.append("lists something that is not an Entry ID")
    if len(entries) < 2 or len({e.upper() for e in entries}) != len(entries):
        messages.append("must list at least two distinct Entries")
    elif entries != sorted(entries, key=str.casefold):
        messages.append("must list its Entries sorted")
    messages += _evidence(record)
    return messages


def _evidence(record: Entry) -> list[str]:
    items = _items(record, "Evidence")
    for item in items:
        path = evidence_path(item)
        if _EVIDENCE.fullmatch(item) is None or (path is not None and not is_safe_relative(path)):
            return ["has invalid Evidence schema or an unsafe source path"]
    return [] if items else ["has no Evidence items"]


def _targets(record: Entry, index: dict[str, list[Entry]], live: dict[str, Located]) -> list[str]:
    ids = _entry_ids(record)
    missing = [i for i in ids if len(index.get(i, [])) != 1]
    if missing:
        return [f"names Entries that do not resolve exactly once: {', '.join(missing)}"]
    resolution = record.scalar("Resolution") or ""
    if resolution in ("superseded", "exception", "subject-merged") and len(ids) != 2:
        return [f"resolution {resolution} must name exactly two Entries"]
    pair = [index[i][0] for i in ids]
    agrees = _AGREEMENT.get(resolution)
    if agrees is not None and not agrees(pair, live):
        return [f"resolution {resolution} does not match the recorded relations"]
    return []


def _superseded(pair: list[Entry], live: dict[str, Located]) -> bool:
    a, b = pair
    return (a.scalar("Superseded-By") or "").upper() == b.key or (
        b.scalar("Superseded-By") or ""
    ).upper() == a.key


def _exception(pair: list[Entry], live: dict[str, Located]) -> bool:
    a, b = pair
    return (a.scalar("Exception-To") or "").upper() == b.key or (
        b.scalar("Exception-To") or ""
    ).upper() == a.key


def _subject_merged(pair: list[Entry], live: dict[str, Located]) -> bool:
    a, b = pair
    return (a.scalar("Subject") or "").casefold() != (b.scalar("Subject") or "").casefold()


def _distinct(pair: list[Entry], live: dict[str, Located]) -> bool:
    identities = set()
    for entry in pair:
        item = live[entry.key]
        if not is_structural_owner(entry, item.storage):
            return False
        identities.add(
            tuple((entry.scalar(n) or "").casefold() for n in ("Scope", "Subject", "Facet"))
        )
    return len(identities) == len(pair)


_AGREEMENT = {
    "superseded": _superseded,
    "exception": _exception,
    "subject-merged": _subject_merged,
    "distinct": _distinct,
}
