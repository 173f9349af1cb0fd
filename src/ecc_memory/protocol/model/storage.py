"""Where each kind of formal Entry may live, and which typed body and Scope it carries there."""

from __future__ import annotations

import re
from typing import NamedTuple

ROOT_KINDS = {
    "decisions.md": "decisions",
    "constraints.md": "constraints",
    "preferences.md": "preferences",
    "do-not-use.md": "do-not-use",
    "inbox.md": "inbox",
    "subjects.md": "subjects",
    "reconciliations.md": "reconciliations",
    "brief.md": "brief",
    "changelog.md": "changelog",
    "manifest.md": "manifest",
}
OPTIONAL_FOLDERS = {"areas": "area", "rules": "rule", "profiles": "profile"}
SLUG = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
# The protocol's own layout is one folder deep (archive/, rules/, …); anything nested deeper
# than this is never read, so a hostile tree cannot exhaust recursion, memory or path limits.
MAX_FOLDER_DEPTH = 16
LEGACY_UNIT_KINDS = frozenset(
    {"decisions", "constraints", "do-not-use", "preferences", "inbox", "area", "rule", "profile"}
)


class Storage(NamedTuple):
    """The storage class of a memory file: ``kind`` plus the area/rule/profile ``name``."""

    kind: str
    name: str = ""

    @property
    def live(self) -> bool:
        return self.kind not in ("archive", "other")


def classify(path: str) -> Storage:
    if path in ROOT_KINDS:
        return Storage(ROOT_KINDS[path])
    parts = path.split("/")
    if parts[0] == "archive":
        return Storage("archive")
    if len(parts) == 2 and parts[0] in OPTIONAL_FOLDERS and parts[1].endswith(".md"):
        return Storage(OPTIONAL_FOLDERS[parts[0]], parts[1][:-3])
    return Storage("other")


# (storage kind, typed body, scope rule) per Entry code; scope rule "project" or "area".
_PLACEMENT: dict[str, tuple[tuple[str, str, str], ...]] = {
    "DEC": (("decisions", "Decision", "project"),),
    "CON": (("constraints", "Constraint", "project"), ("area", "Constraint", "area")),
    "PREF": (("preferences", "Preference", "project"), ("area", "Preference", "area")),
    "DNU": (("do-not-use", "Rejected", "project"), ("area", "Rejected", "area")),
    "TOMB": (("do-not-use", "Rejected", "project"),),
    "AREA": (
        ("area", "Decision", "area"),
        ("rule", "Rule", "project"),
        ("profile", "Profile", "project"),
    ),
    "INBOX": (("inbox", "Statement", "any"),),
}
_ARCHIVE_BODIES = {"AREA": ("Decision", "Rule", "Profile")}


def placement(code: str, storage: Storage) -> tuple[str, str] | None:
    """(typed body, scope rule) for an Entry code in this storage, or None if not allowed."""
    for kind, body, scope in _PLACEMENT.get(code, ()):
        if kind == storage.kind:
            return body, scope
    return None


def archive_bodies(code: str) -> tuple[str, ...]:
    if code in _ARCHIVE_BODIES:
        return _ARCHIVE_BODIES[code]
    rules = _PLACEMENT.get(code, ())
    return (rules[0][1],) if rules else ()


def allowed_storage(code: str) -> str:
    kinds = [kind for kind, _, _ in _PLACEMENT.get(code, ())]
    return ", ".join(kinds) if kinds else "no memory file"


def too_deep(path: str) -> str | None:
    """The first folder of ``path`` nested deeper than MAX_FOLDER_DEPTH, or None."""
    parts = path.split("/", MAX_FOLDER_DEPTH + 1)
    if len(parts) <= MAX_FOLDER_DEPTH + 1:
        return None
    return "/".join(parts[: MAX_FOLDER_DEPTH + 1])


TOO_DEEP = f"folder nested more than {MAX_FOLDER_DEPTH} folders deep; nothing inside it was read"


def is_safe_relative(path: str, *, suffix: str = "") -> bool:
    """A relative POSIX path with no empty, ``.`` or ``..`` segment, drive or backslash."""
    if not path or "\\" in path or path.startswith("/") or re.match(r"[A-Za-z]:", path):
        return False
    if any(segment in ("", ".", "..") for segment in path.split("/")):
        return False
    return path.endswith(suffix)
