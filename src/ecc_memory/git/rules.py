"""The gates' rules: small functions over the memory-tree view and its change list.

Every gate (the hooks, ``post-commit``, ``pre-commit run --all-files`` and ``ecc memory ci``)
builds a view (``git.views``) and hands its entries and changes to these rules, so no gate has
an input of its own. A rule returns ``Block`` values; the adapter prints them and picks the
exit code.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ecc_memory.detectors.allowlist import BASELINE_NAME, Baseline, baseline_line
from ecc_memory.detectors.policy import GATE, ScanPolicy
from ecc_memory.view import admission
from ecc_memory.view.changes import Change, deleted_memories
from ecc_memory.view.tree import Entry, MemoryTree
from ecc_memory.view.watched import DOCS, PROJECT, TEAM, Layout

if TYPE_CHECKING:
    from ecc_memory.detectors import Finding
    from ecc_memory.vault.document import Memory

BULK_DELETE_LIMIT = 10
BULK_DELETE_ENV = "ECC_MEMORY_ALLOW_BULK_DELETE"
_UNSTAGE = "git restore --staged -- {path}"
GUARD_MISSING = "the fail-closed guard file is not committed (every clone needs it)"
_RESTORE_GUARD = "restore it to exactly '*' and '!.gitignore' lines, then git add -f -- {path}"


# The rules, by the code a block carries (what SARIF calls a rule): name and description.
PROJECT_SCOPE, TEAM_DOC, REVIEW, SECRET, ALLOWED, ALLOWLIST, BULK, GUARD, ADMISSION = (
    "project-scope", "team-document", "unreviewed", "suspected-secret", "allowed-secret",
    "secrets-allowlist", "bulk-delete", "guard", "admission",
)  # fmt: skip
INSTRUCTION, HIDDEN = "instruction-like", "hidden-text"
RULES: dict[str, tuple[str, str]] = {
    PROJECT_SCOPE: ("ProjectScopeCommitted", "Project-scope memory is never committed."),
    TEAM_DOC: ("TeamMemoryInvalid", "A team memory must be a valid, unreviewed team-scope "
               "document in its kind directory."),
    REVIEW: ("TeamMemoryUnreviewed", "Team memory is committed only in reviewed content."),
    SECRET: ("SuspectedSecret", "A suspected secret in a memory file (named by detector, "
             "never shown)."),
    ALLOWLIST: ("SecretsAllowlistInvalid", "The secrets allowlist holds only reviewed "
                "'<file> <detector> <fingerprint> -- <reason>' entries."),
    BULK: ("BulkDelete", "One commit deletes more than 10 memory files."),
    GUARD: ("ProjectGuard", "The fail-closed project guard is committed wherever a vault is, "
            "exactly '*' and '!.gitignore'."),
    INSTRUCTION: ("InstructionLikeMemory", "Team memory that reads like an instruction to an "
                  "agent is never shared (named by detector, never shown)."),
    HIDDEN: ("HiddenText", "Memory holds invisible or format characters a reviewer cannot "
             "see."),
    ADMISSION: ("MemoryFileRefused", "A memory path whose content cannot be judged as every "
                "checkout holds it (a link, a case alias, a filter, a non-UTF-8 or oversized "
                "file)."),
}  # fmt: skip


@dataclass(frozen=True)
class Block:
    """One reason to stop the commit: the file, why, the command that resolves it, and the
    line at fault (0: the whole file).

    ``blocking=False`` makes it a note that is printed but lets the commit through (secret
    findings an allowlist allowed are counted this way).
    """

    path: str
    reason: str
    fix: str
    blocking: bool = True
    line: int = 0
    code: str = ""  # the rule (``RULES``), or the protocol checker's code

    @property
    def where(self) -> str:
        """``path:line`` when the block has a line, else the path."""
        return f"{self.path}:{self.line}" if self.line else self.path


def blocks_commit(blocks: Iterable[Block]) -> bool:
    return any(block.blocking for block in blocks)


def allowlist_path(layout: Layout) -> str:
    """The baseline beside the vault's scopes (``.ecc/memory/secrets-allowlist``)."""
    return layout.team.rstrip("/").rpartition("/")[0] + "/" + BASELINE_NAME


# -- the secret scan --------------------------------------------------------------------------


@dataclass(frozen=True)
class SecretScan:
    """The one secret scan of a memory file in a gate: the ``GATE`` policy (pack and
    detect-secrets) unless a caller names another. ``docs/memory/`` honours pragmas; vault
    files honour the reviewed baseline and are scanned the way doctor scans them (decoded
    frontmatter values plus the body, ``store.memory_file_secrets``). What an allowlist lets
    through is counted in a note, never dropped silently."""

    layout: Layout
    policy: ScanPolicy = GATE
    baseline: Baseline = field(default_factory=Baseline)

    def vault_file(self, path: str, data: bytes, memory: Memory | None) -> list[Block]:
        """A vault file whose parse the caller already has (None: it does not parse)."""
        from ecc_memory.vault.store import memory_file_secrets

        findings = memory_file_secrets(data.decode("utf-8"), memory, deep=self.policy.deep)
        if not findings:
            return []
        base = allowlist_path(self.layout)
        rel = _relative_to(path, base)
        kept, allowed = self.baseline.screen(rel, findings)
        fix = (
            f"remove it and rotate the credential (a false positive: add the line `"
            f"{{line}}` to {base}, reviewed), then git add -- {path}"
        )
        blocks = secret_blocks(path, kept, fix, rel)
        if allowed:
            blocks.append(Block(path, allowed_note(allowed, base), "", False, code=ALLOWED))
        return blocks

    def docs_file(self, path: str, data: bytes) -> list[Block]:
        from ecc_memory.detectors import scan_allowing_pragmas
        from ecc_memory.detectors.allowlist import PRAGMA_NEXTLINE

        screened = scan_allowing_pragmas(data.decode("utf-8"), deep=self.policy.deep)
        fix = (
            f"remove it and rotate the credential (a false positive: put {PRAGMA_NEXTLINE} on "
            f"the line above it), then git add -- {path}"
        )
        blocks = secret_blocks(path, screened.findings, fix)
        if screened.allowed:
            blocks.append(
                Block(path, allowed_note(screened.allowed, "pragma"), "", False, code=ALLOWED)
            )
        return blocks


def secret_blocks(
    path: str, findings: Sequence[Finding], fix: str, rel: str | None = None
) -> list[Block]:
    """One block per line holding findings (the pack and detect-secrets often both report a
    secret), naming every detector on it, never the value. ``rel``: the path a baseline line
    names (the fix then shows the lines, with their fingerprints, that would allow them)."""
    by_line: dict[int, list[Finding]] = {}
    for finding in findings:
        by_line.setdefault(finding.line, []).append(finding)
    blocks = []
    for line, found in sorted(by_line.items()):
        names = ", ".join(dict.fromkeys(f.detector for f in found))
        allow = "` and `".join(baseline_line(rel, f) for f in found) if rel is not None else ""
        reason = f"suspected secret ({names})"
        blocks.append(Block(path, reason, fix.replace("{line}", allow), line=line, code=SECRET))
    return blocks


def allowed_note(count: int, by: str) -> str:
    plural = "s" if count != 1 else ""
    return f"{count} secret finding{plural} allowed by {by}"


def _relative_to(path: str, baseline: str) -> str:
    folder = baseline.rpartition("/")[0] + "/"
    return path[len(folder) :] if path.startswith(folder) else path


def _parsed(data: bytes) -> Memory | None:
    from ecc_memory.errors import EccError
    from ecc_memory.vault.frontmatter import parse_document

    try:
        return parse_document(data)
    except EccError:
        return None


def baseline_of(view: MemoryTree) -> Baseline:
    """The baseline the view holds (empty when it holds none, or when it is refused)."""
    from ecc_memory.detectors.allowlist import parse_baseline

    path = allowlist_path(view.layout)
    entry = view.get(path)
    return parse_baseline(entry.data if entry is not None else None)


# -- one entry ----------------------------------------------------------------------------------


def judge_entry(
    entry: Entry, layout: Layout, approved: bool | None, scan: SecretScan
) -> list[Block]:
    """Every rule for one entry of a view (``approved`` None: the review gate is not checked
    here, as for a file the commit does not change, or on a server)."""
    path = entry.path
    verdict = entry.verdict
    if entry.area == PROJECT and (verdict is None or verdict.code != admission.ALIAS):
        return [] if path == layout.guard and entry.regular else [_project_block(path)]
    if verdict is not None:
        return [refusal_block(entry)]
    if entry.data is None:
        return []
    if path == allowlist_path(layout):
        return allowlist_blocks(entry, approved)
    if entry.area == TEAM:
        return check_team_document(path, entry.data, layout, approved, scan)
    if entry.area == DOCS:
        return scan.docs_file(path, entry.data)
    return scan.vault_file(path, entry.data, _parsed(entry.data))


def refusal_block(entry: Entry) -> Block:
    """A refused entry: the admission verdict, with the command that resolves it."""
    assert entry.verdict is not None
    path, code = entry.path, entry.verdict.code
    fixes = {
        admission.ALIAS: f"git rm --cached -- {path} (and move its content where it belongs)",
        admission.REDIRECT: f"git rm --cached -- {path}, then commit a real directory there",
        admission.NOT_REGULAR: f"git rm --cached -- {path}",
        admission.FILTERED: (
            f"take it out of the filter in .gitattributes (git lfs untrack), then "
            f"git add --renormalize -- {path}"
        ),
        admission.TOO_LARGE: f"split it or remove it, then git add -- {path}",
        admission.NOT_TEXT: f"save it as UTF-8 text, then git add -- {path}",
        admission.UNREADABLE: f"fetch the missing object, or git rm --cached -- {path}",
    }
    fix = fixes.get(code, f"git rm --cached -- {path}")
    return Block(path, entry.verdict.reason, fix, code=f"{ADMISSION}/{code}")


def _project_block(path: str) -> Block:
    return Block(
        path,
        "project-scope memory is never committed (also not with git add -f)",
        f"git rm --cached -- {path}",
        code=PROJECT_SCOPE,
    )


def allowlist_blocks(entry: Entry, approved: bool | None) -> list[Block]:
    """The baseline must read as entries only, and (locally) be reviewed like team memory:
    a line added to it lets a finding through."""
    from ecc_memory.detectors.allowlist import parse_baseline

    path = entry.path
    baseline = parse_baseline(entry.data)
    if baseline.malformed:
        lines = ", ".join(map(str, baseline.malformed[:5]))
        reason = f"line(s) {lines} are not '<file> <detector> <fingerprint> -- <reason>' entries"
        fix = f"fix the file, then git add -- {path}"
        return [Block(path, reason, fix, line=baseline.malformed[0], code=ALLOWLIST)]
    if approved is False:
        reason = "the secrets allowlist was changed and not reviewed in this exact content"
        return [Block(path, reason, f"git add -- {path} && ecc memory review", code=REVIEW)]
    return []


def check_team_document(
    path: str,
    data: bytes,
    layout: Layout,
    approved: bool | None,
    scan: SecretScan,
) -> list[Block]:
    """Format, trust, location, secrets and review of one team-scope file (``approved`` None:
    the review gate is not checked here)."""
    from ecc_memory.errors import InvalidInput
    from ecc_memory.vault.document import kind_dir
    from ecc_memory.vault.frontmatter import parse_document

    rel = path[len(layout.team) :]
    parts = rel.split("/")
    fix_edit = f"fix the file, then git add -- {path}"
    if len(parts) < 2 or not parts[-1].endswith(".md") or parts[-1].startswith("."):
        reason = "not a memory document in a kind directory"
        return [Block(path, reason, _UNSTAGE.format(path=path), code=TEAM_DOC)]
    try:
        memory = parse_document(data)
    except InvalidInput as exc:
        line = getattr(exc, "line", 0)
        reason = f"malformed memory document ({exc.code}: {exc.message})"
        malformed = Block(path, reason, fix_edit, line=line, code=TEAM_DOC)
        return [*scan.vault_file(path, data, None), malformed]
    blocks = scan.vault_file(path, data, memory)
    if memory.scope != "team":
        blocks.append(
            Block(path, f'scope is "{memory.scope}", not "team"', fix_edit, code=TEAM_DOC)
        )
    if memory.trust != "unreviewed":
        blocks.append(Block(path, 'trust must stay "unreviewed"', fix_edit, code=TEAM_DOC))
    expected = kind_dir(memory.kind)
    if parts[0] != expected:
        where = f"{layout.team}{expected}/{parts[-1]}"
        fix = f"git mv {path} {where}"
        blocks.append(Block(path, f"a {memory.kind} belongs in {where}", fix, code=TEAM_DOC))
    blocks += instruction_blocks(path, memory, fix_edit)
    if not blocks_commit(blocks) and approved is False:
        # `git add` first: `git commit -a` commits from a temporary index that review cannot
        # see, and review approves what the normal index holds.
        reason = "team memory not reviewed in this exact content"
        blocks.append(Block(path, reason, f"git add -- {path} && ecc memory review", code=REVIEW))
    return blocks


def instruction_blocks(path: str, memory: Memory, fix: str) -> list[Block]:
    """Team memory that reads like an instruction to an agent, or holds hidden text, is
    blocked by every gate alike, reviewed or not: the guard and ``ci`` (which has no review
    records) must agree, and the brief would withhold it from every teammate's agent anyway.
    Judged from the parsed memory (``detectors.instructions.screen_memory``), never the bytes."""
    from ecc_memory.detectors.instructions import screen_memory

    flagged = screen_memory(memory.title, memory.body, memory.tags)
    if "hidden-characters" in flagged:
        reason = "holds invisible or format characters (hidden text)"
        return [Block(path, reason, fix, code=HIDDEN)]
    if flagged:
        reason = (
            f"reads like an instruction to an agent ({', '.join(flagged)}); team memory is "
            "context, never instruction"
        )
        fix = f"rewrite it to describe rather than instruct, then git add -- {path}"
        return [Block(path, reason, fix, code=INSTRUCTION)]
    return []


# -- a change list ------------------------------------------------------------------------------


def bulk_delete(changes: Sequence[Change], layout: Layout, allow: bool) -> list[Block]:
    """More than ``BULK_DELETE_LIMIT`` memory files removed (or moved out) by one commit (a
    review record, ``.ecc/memory/reviews/<blob id>``, is not a memory: removing the records of
    removed memories does not count twice)."""
    records = layout.base + "reviews/"
    deleted = [p for p in deleted_memories(changes, layout) if not p.startswith(records)]
    if len(deleted) <= BULK_DELETE_LIMIT or allow:
        return []
    reason = (
        f"this commit deletes {len(deleted)} memory files (more than {BULK_DELETE_LIMIT}; "
        f"first: {deleted[0]})"
    )
    return [Block(layout.base, reason, f"{BULK_DELETE_ENV}=1 git commit ...", code=BULK)]


def guard_removed(changes: Sequence[Change], layout: Layout) -> list[Block]:
    """A commit that deletes the committed project guard."""
    if any(c.path == layout.guard and c.status == "D" for c in changes):
        reason = "this commit deletes the fail-closed guard file"
        fix = f"git restore --staged -- {layout.guard}"
        return [Block(layout.guard, reason, fix, code=GUARD)]
    return []


# -- a whole tree -------------------------------------------------------------------------------


def guard_blocks(view: MemoryTree, guard_content: bytes) -> list[Block]:
    """Where a tree holds a vault, it holds the fail-closed guard too, as a regular file with
    exactly the guard's bytes: every clone then ignores project memory from its checkout."""
    layout = view.layout
    if not view.holds_vault():
        return []
    guard = view.get(layout.guard)
    if guard is None:
        fix = f"ecc memory init && git add -f -- {layout.guard}"
        return [Block(layout.guard, GUARD_MISSING, fix, code=GUARD)]
    if not guard.regular or guard.blob != blob_id(guard_content):
        reason = "the guard file in git has unexpected content"
        return [Block(layout.guard, reason, _RESTORE_GUARD.format(path=layout.guard), code=GUARD)]
    return []


def blob_id(content: bytes) -> str:
    """The id git gives a blob with ``content``: the guard is judged by it, so a partial
    clone that never fetched the guard's blob still knows whether it is the right one."""
    import hashlib

    return hashlib.sha1(b"blob %d\0" % len(content) + content, usedforsecurity=False).hexdigest()


def docs_paths(changes: Iterable[Change], layout: Layout) -> bool:
    """Whether a change list touches ``docs/memory/`` (adds, edits, deletes, moves)."""
    from ecc_memory.view.changes import touches

    return touches(changes, layout, DOCS)
