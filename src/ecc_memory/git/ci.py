"""``ecc memory ci``: the server-side gate, judged from git objects only.

A CI job runs on a checkout where no hook ran. This re-checks, from commits and trees, what the
hooks check on the index: every commit of ``BASE..HEAD`` (each against its parent; a merge for
what it brings in that no parent had) and the tree at HEAD. The rules are the hooks' own
(``git.hooks.check_file`` and ``bulk_delete``), applied to each distinct (path, blob) once.

What a server cannot check: the local review gate (approvals live in one clone's ``.git``). The
branch protection's required code review takes its place (docs/ci.md).

Expected outcomes are values (``CiReport``); a ``--base`` that names nothing in a full clone is a
refusal (``InvalidInput``). Nothing here prints, writes or reads the working tree's files.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ecc_memory.errors import InvalidInput
from ecc_memory.git.ci_commits import Judge, judge_commits
from ecc_memory.git.hooks import Block, Layout
from ecc_memory.git.records import REGULAR_MODES, CommitRecord, StagedChange
from ecc_memory.git.repo import Repo

SHORT = 12


@dataclass(frozen=True)
class CiProblem:
    """One block: the file, the commit that brought it (or HEAD for the tree), why, the fix."""

    file: str
    commit: str
    reason: str
    fix: str
    line: int = 0

    def to_json(self) -> dict[str, object]:
        return {
            "file": self.file,
            "commit": self.commit,
            "line": self.line,
            "reason": self.reason,
            "fix": self.fix,
        }


@dataclass(frozen=True)
class CiOptions:
    base: str | None = None  # None: the merge-base with the remote default branch, if any
    require_protocol: bool = False
    allow_bulk_delete: bool = False
    jobs: int = 1  # processes judging a long commit range (0: one per CPU; git.ci_commits)


@dataclass
class CiReport:
    head: str | None = None
    base: str | None = None
    base_source: str = "none"  # "option", a remote ref such as "origin/main", or "none"
    commits_checked: int = 0
    protocol: str = "skipped"  # "checked", "skipped" or "missing"
    notes: list[str] = field(default_factory=list)
    problems: list[CiProblem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def to_json(self) -> dict[str, object]:
        return {
            "schemaVersion": "ecc.memory.ci.v1",
            "ok": self.ok,
            "head": self.head,
            "base": self.base,
            "baseSource": self.base_source,
            "commitsChecked": self.commits_checked,
            "protocol": self.protocol,
            "notes": list(self.notes),
            "problems": [p.to_json() for p in self.problems],
        }


def run_ci(repo: Repo, layout: Layout, options: CiOptions, guard_content: bytes) -> CiReport:
    report = CiReport()
    head = repo.head_sha()
    if head is None:
        report.notes.append("HEAD has no commits yet: nothing to check")
        return report
    report.head = head
    commits = _commit_range(repo, head, options, report)
    prefixes = watched_prefixes(layout)
    judge = judge_commits(repo, layout, commits, prefixes, options.allow_bulk_delete, options.jobs)
    for sha, block in judge.verdicts.bulk:
        fix = (
            f"restore them (git revert {sha[:SHORT]}), or rerun with "
            "ECC_MEMORY_ALLOW_BULK_DELETE=1 when the deletion is intended"
        )
        report.problems.append(CiProblem(block.path, sha[:SHORT], block.reason, fix))
    report.commits_checked = len(commits)
    tree = repo.history.tree_entries(head, prefixes)
    for change in tree:
        judge.judge(change, head)
    report.problems += _file_problems(judge, frozenset((c.path, c.blob_id) for c in tree))
    report.problems += guard_problems(tree, layout, guard_content, head, repo)
    report.problems += _protocol(repo, layout, tree, head, options, report)
    report.problems += _merge_review(repo, layout, options, report)
    return report


def watched_prefixes(layout: Layout) -> tuple[str, ...]:
    """The directories the rules watch, without one nested inside another."""
    chosen: list[str] = []
    for prefix in sorted({layout.base, layout.project, layout.team, layout.docs}, key=len):
        if not any(prefix.startswith(outer) for outer in chosen):
            chosen.append(prefix)
    return tuple(chosen)


# -- the range -------------------------------------------------------------------------------


def _commit_range(
    repo: Repo, head: str, options: CiOptions, report: CiReport
) -> list[CommitRecord]:
    shallow = repo.is_shallow()
    if options.base is not None:
        base = repo.resolve_commit(options.base)
        if base is None and not shallow:
            raise InvalidInput("CI_BASE_UNKNOWN", f"--base {options.base!r} names no commit here")
        report.base_source = "option"
        if base is None:
            report.notes.append(
                f"the base {options.base!r} is not in this shallow clone: checked the commits "
                "that are (down to the shallow boundary) and HEAD's tree; fetch the full "
                "history (fetch-depth: 0) to check exactly BASE..HEAD"
            )
            return _note_boundary(repo.history.commit_range(None, head), report)
        report.base = base
        return _note_boundary(repo.history.commit_range(base, head), report)
    found = repo.remote_default_base()
    if found is None:
        why = "this clone is shallow" if shallow else "no origin/HEAD, origin/main or origin/master"
        report.notes.append(
            f"no merge-base with the remote default branch ({why}): checked HEAD's tree only; "
            "pass --base REF to check commits"
        )
        return []
    report.base_source, report.base = found
    if found[1] == head:
        report.notes.append(
            f"HEAD is on {found[0]}: no commits to check beyond HEAD's tree; pass --base REF "
            "(for a push, the commit before it) to check commits"
        )
    return _note_boundary(repo.history.commit_range(report.base, head), report)


def _note_boundary(commits: list[CommitRecord], report: CiReport) -> list[CommitRecord]:
    cut = [c.sha[:SHORT] for c in commits if c.shallow_boundary]
    if cut:
        report.notes.append(
            f"shallow clone: the parents of {', '.join(cut[:3])} are missing, so what "
            f"{'those commits' if len(cut) > 1 else 'that commit'} changed was not checked "
            "(their trees count only at HEAD); fetch the full history (fetch-depth: 0)"
        )
    return commits


# -- files -----------------------------------------------------------------------------------


def _file_problems(judge: Judge, at_head: frozenset[tuple[str, str | None]]) -> list[CiProblem]:
    out: list[CiProblem] = []
    for key, (commit, blocks) in judge.verdicts.seen.items():
        for block in blocks:
            if not block.blocking:
                continue  # a note (a finding allowed by pragma), not a problem
            fix = block.fix if key in at_head else _history_fix(block)
            out.append(CiProblem(block.path, commit[:SHORT], block.reason, fix))
    return out


def _history_fix(block: Block) -> str:
    """The file is gone at HEAD but stays in the branch's history."""
    extra = "; rotate the credential" if "secret" in block.reason else ""
    return f"drop it from the branch's history (git rebase -i BASE){extra}"


# -- HEAD's tree -----------------------------------------------------------------------------


def guard_problems(
    tree: list[StagedChange], layout: Layout, guard_content: bytes, head: str, repo: Repo
) -> list[CiProblem]:
    """The fail-closed guard is committed, a regular file, exactly right, wherever a vault is."""
    vault = [c for c in tree if c.path.startswith((layout.base, layout.project, layout.team))]
    if not vault:
        return []
    short = head[:SHORT]
    restore = f"restore it to exactly '*' and '!.gitignore' lines, then git add -- {layout.guard}"
    guard = next((c for c in vault if c.path == layout.guard), None)
    if guard is None or guard.blob_id is None:
        fix = f"ecc memory init, then git add -- {layout.guard}"
        return [CiProblem(layout.guard, short, "the fail-closed guard file is not committed", fix)]
    if guard.mode != 0o100644 or repo.read_blob(guard.blob_id) != guard_content:
        return [CiProblem(layout.guard, short, "the guard file has unexpected content", restore)]
    return []


def _protocol(
    repo: Repo,
    layout: Layout,
    tree: list[StagedChange],
    head: str,
    options: CiOptions,
    report: CiReport,
) -> list[CiProblem]:
    from ecc_memory.protocol import CheckOptions, check_tree

    files = {
        c.path[len(layout.docs) :]: repo.read_blob(c.blob_id)
        for c in tree
        if c.path.startswith(layout.docs) and c.blob_id is not None and c.mode in REGULAR_MODES
    }
    short = head[:SHORT]
    if not files:
        if options.require_protocol:
            report.protocol = "missing"
            fix = "ecc memory protocol init, then commit docs/memory/"
            return [CiProblem(layout.docs, short, f"{layout.docs} is missing", fix)]
        report.protocol = "skipped"
        report.notes.append(f"protocol check skipped: no {layout.docs} at HEAD")
        return []
    report.protocol = "checked"
    paths = repo.history.tree_paths(head)
    check = CheckOptions(
        security=True,
        deep_secrets=True,
        resolve_head=lambda: head,
        evidence_exists=lambda rel: rel in paths or _is_dir(paths, rel),
    )
    fix = "ecc memory protocol check shows it; correct it and commit"
    return [
        CiProblem(layout.docs + p.path, short, f"{p.code}: {p.message}", fix, p.line)
        for p in check_tree(files, check)
        if p.severity == "error"
    ]


def _merge_review(
    repo: Repo, layout: Layout, options: CiOptions, report: CiReport
) -> list[CiProblem]:
    """With a known base branch (a pull request), what merging it does to the protocol's
    identities (``check --conflicts --merge-base``): MC-MERGE errors block, REVIEW is a note.
    For a push, the base is an ancestor of HEAD and there is nothing to review."""
    from ecc_memory.errors import EccError
    from ecc_memory.git.merge_review import merge_review

    target = (
        options.base
        if options.base is not None
        else (report.base_source if report.base_source not in ("none", "option") else None)
    )
    if target is None or report.protocol != "checked" or report.head is None:
        return []
    try:
        findings = merge_review(repo, target, layout.docs)
    except EccError as exc:
        report.notes.append(f"merge review skipped: {exc.message}")
        return []
    fix = f"ecc memory protocol check --conflicts --merge-base {target} shows it; reconcile"
    report.notes += [f"{p.code}: {p.message}" for p in findings if p.severity != "error"]
    return [
        CiProblem(layout.docs + p.path, report.head[:SHORT], f"{p.code}: {p.message}", fix, p.line)
        for p in findings
        if p.severity == "error"
    ]


def _is_dir(paths: frozenset[str], rel: str) -> bool:
    prefix = rel.rstrip("/") + "/"
    return any(path.startswith(prefix) for path in paths)
