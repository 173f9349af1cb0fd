"""What every writer shares: the contract gate, new IDs, the changelog line, the plan.

New Entry and Subject IDs are ``MC-<CODE>-<today>-<8 hex>``. The hex digits are derived from
a seed (the command, its arguments and the digest of the whole tree) instead of drawn at
random, so a preview and the apply that rebuilds it under the lock name the same IDs without
keeping private seed files; a collision with any ID-shaped token in the tree, or an ID the
plan already made, moves on to the next derivation.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from datetime import date

from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.checks.routing_checks import routing_contract_errors
from ecc_memory.protocol.model.entries import Entry
from ecc_memory.protocol.model.problems import shown
from ecc_memory.protocol.plans.plan import Plan, make_plan
from ecc_memory.protocol.plans.tree import Tree
from ecc_memory.protocol.plans.unit_view import FileView

CHANGELOG = "changelog.md"


class Drafting:
    """One plan in the making: the tree, the command, and the new text of touched files."""

    def __init__(self, tree: Tree, command: str, arguments: dict[str, object]) -> None:
        self.tree = tree
        self.command = command
        self.arguments = arguments
        self._texts: dict[str, str] = {}
        self._views: dict[str, FileView] = {}
        self.notes: list[str] = []
        self.blockers: list[str] = []
        self.warnings: list[str] = []
        self._minted: set[str] = set()
        self._counter = 0

    @property
    def texts(self) -> dict[str, str]:
        """The new text of every file this plan touched, each view rendered once here."""
        for path, view in self._views.items():
            self._texts[path] = view.render()
        return self._texts

    def text(self, path: str) -> str | None:
        """The file's text as this plan has it so far (None when it does not exist)."""
        if path in self._views:
            return self._views[path].render()
        return self._texts[path] if path in self._texts else self.tree.text(path)

    def require(self, path: str) -> str:
        text = self.text(path)
        if text is None:
            raise InvalidInput("PROTOCOL_MISSING_FILE", f"{path} does not exist")
        return text

    def view(self, path: str) -> FileView:
        """The file as units this plan edits by identity: every edit of ``path`` made through
        it sees every earlier one, whatever the order (``unit_view``)."""
        if path not in self._views:
            self._views[path] = FileView(self.require(path))
        return self._views[path]

    def set(self, path: str, text: str) -> None:
        self._views.pop(path, None)
        self._texts[path] = text

    def new_id(self, code: str, day: date | None = None) -> str:
        seed = json.dumps([self.command, self.arguments, self.tree.digest], sort_keys=True)
        stamp = (day or self.tree.today).strftime("%Y%m%d")
        while True:
            self._counter += 1
            digest = hashlib.sha256(f"{seed}:{code}:{self._counter}".encode()).hexdigest()
            entry_id = f"MC-{code}-{stamp}-{digest[:8]}"
            key = entry_id.upper()
            if key not in self.tree.taken_ids and key not in self._minted:
                self._minted.add(key)
                return entry_id

    def changelog(self, line: str) -> None:
        """A factual line under today's date in ``changelog.md``, when that file exists: in
        today's section when it is the newest, else in a new one above the others."""
        if self.text(CHANGELOG) is None:
            return
        view, day = self.view(CHANGELOG), self.tree.today.isoformat()
        if not view.extend_first(day, f"- {line}"):
            view.insert_first([f"## {day}", f"- {line}"])

    def plan(self, *, redact: bool = False) -> Plan:
        arguments = dict(self.arguments)
        return make_plan(
            self.command,
            arguments,
            self.tree.files,
            self.texts,
            blockers=self.blockers,
            warnings=self.warnings,
            notes=self.notes,
            redact=redact,
        )


def require_current(tree: Tree, *, command: str) -> None:
    """Writers need a valid Protocol 0.7 / Entry schema 2 manifest (migrate aside)."""
    manifest = tree.snapshot.manifest
    if manifest is None:
        raise InvalidInput(
            "PROTOCOL_NO_MANIFEST",
            "manifest.md is missing; run `ecc memory protocol init` (or `init --repair`) first",
        )
    if manifest.state == "current":
        routes = routing_contract_errors(manifest, set(tree.files))
        if routes:  # every reader refuses these routes; no writer writes over them
            raise InvalidInput(
                "PROTOCOL_CONTRACT",
                f"manifest.md is invalid ({routes[0].code}: {routes[0].message}); fix it first",
            )
        return
    if manifest.state in ("migration", "older", "legacy"):
        raise InvalidInput(
            "PROTOCOL_MIGRATE_FIRST",
            f"{command} needs Protocol 0.7 with "
            "Entry schema 2; preview and apply `ecc memory protocol migrate` "
            "first",
        )
    reason = manifest.problems[0].message if manifest.problems else "invalid contract"
    raise InvalidInput("PROTOCOL_CONTRACT", f"manifest.md is invalid ({reason}); fix it first")


def contract_project_id(tree: Tree, *, command: str) -> str:
    """The project_id of a valid, current contract (``require_current``): what the local
    overlay is keyed by, never taken from a manifest that any reader would refuse."""
    require_current(tree, command=command)
    assert tree.snapshot.manifest is not None
    return tree.snapshot.manifest.metadata["project_id"]


def find_entry(tree: Tree, entry_id: str, *, live_only: bool = True) -> Entry:
    """The one Entry with this ID (case-insensitive); refuses when missing or duplicated."""
    key = entry_id.strip().upper()
    found = [
        item.entry
        for item in tree.snapshot.entries
        if item.entry.key == key and (item.storage.live or not live_only)
    ]
    if not found:
        where = "live memory files" if live_only else "memory files"
        raise InvalidInput("PROTOCOL_UNKNOWN_ENTRY", f"no Entry {shown(entry_id)} in {where}")
    if len(found) > 1:
        raise InvalidInput(
            "PROTOCOL_DUPLICATE_ENTRY",
            f"Entry ID {found[0].entry_id} occurs more than once; resolve the duplicate first",
        )
    return found[0]


def ids_text(ids: Iterable[str]) -> str:
    return ", ".join(sorted(ids))
