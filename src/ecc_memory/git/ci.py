"""``ecc memory ci``: the server-side gate, judged from git objects only.

A CI job runs on a checkout where no hook ran. This re-checks, from commits and trees, what the
hooks check on the index: every commit of ``BASE..HEAD`` (each against its first parent, a
merge too: what it brings onto the branch or removes from it counts) and the tree at HEAD.
Both are read through the views every gate reads (``git.views``) and judged by the hooks' own
rules (``git.rules``), each distinct file version once.

The review gate is judged from the review records the branch commits (``git.review``): team
memory (or an allowlist) that a commit of the range brings is reviewed when HEAD's tree holds
its record or it was already at the base; without a base there is nothing to compare with, and
the review is not judged.

Expected outcomes are values (``CiReport``); a ``--base`` that names nothing in a full clone is a
refusal (``InvalidInput``). Nothing here prints, writes or reads the working tree's files.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ecc_memory.errors import InvalidInput
from ecc_memory.git import views
from ecc_memory.git.ci_commits import Judge, Key, judge_commits
from ecc_memory.git.hooks import check_protocol
from ecc_memory.git.records import CommitRecord
from ecc_memory.git.repo import Repo
from ecc_memory.git.rules import REVIEW, Block, baseline_of, guard_blocks
from ecc_memory.view.tree import MemoryTree
from ecc_memory.view.watched import DOCS, Layout

SHORT = 12


@dataclass(frozen=True)
class CiProblem:
    """One block: the file, the commit that brought it (or HEAD for the tree), why, the fix."""

    file: str
    commit: str
    reason: str
    fix: str
    line: int = 0
    code: str = ""  # the rule (``git.rules.RULES``) or the protocol checker's code

    def to_json(self) -> dict[str, object]:
        return {
            "file": self.file,
            "commit": self.commit,
            "line": self.line,
            "code": self.code,
            "reason": self.reason,
            "fix": self.fix,
        }


@dataclass(frozen=True)
class CiOptions:
    """What ``ecc memory ci`` checks: the base of the range and the optional rules."""

    base: str | None = None  # None: the merge-base with the remote default branch, if any
    require_protocol: bool = False
    allow_bulk_delete: bool = False
    jobs: int = 1  # processes judging a long commit range (0: one per CPU; git.ci_commits)


@dataclass
class CiReport:
    """What ``ecc memory ci`` checked and the problems it found."""

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
    reviewed = reviewed_content(repo, layout, head, report.base)
    judge = judge_commits(repo, layout, commits, options.allow_bulk_delete, options.jobs, reviewed)
    report.problems += [_commit_problem(sha, block) for sha, block in judge.verdicts.commits]
    report.commits_checked = len(commits)
    tree = views.tree_view(repo, head, layout)
    at_head = frozenset(judge.tree(tree, head, baseline_of(tree)))
    report.problems += _file_problems(judge, at_head, report, _review_fix(options, report))
    short = head[:SHORT]
    report.problems += [_problem(b, short) for b in guard_blocks(tree, guard_content)]
    report.problems += _protocol(repo, tree, head, options, report)
    report.problems += _merge_review(repo, layout, options, report)
    return report


def reviewed_content(
    repo: Repo, layout: Layout, head: str, base: str | None
) -> frozenset[str] | None:
    """The content that counts as reviewed for the range ``base..head`` (None: no base, the
    review gate is not judged): every blob HEAD's tree holds a review record for
    (``.ecc/memory/reviews/<blob id>``), and the team memory and allowlist already at the
    base (on the default branch, where this gate judged them, or before review records)."""
    from ecc_memory.git.review import recorded_blobs, reviewable

    if base is None:
        return None
    at_head = repo.history.tree_records(head, layout)
    at_base = repo.history.tree_records(base, layout)
    return recorded_blobs(layout, (r.path for r in at_head)) | frozenset(
        r.key for r in at_base if reviewable(layout, r.path)
    )


def _problem(block: Block, commit: str, fix: str | None = None) -> CiProblem:
    chosen = block.fix if fix is None else fix
    return CiProblem(block.path, commit, block.reason, chosen, block.line, block.code)


def _commit_problem(sha: str, block: Block) -> CiProblem:
    if block.reason.endswith("deletes the fail-closed guard file"):
        fix = f"restore it (git revert {sha[:SHORT]}, or commit the guard again)"
    else:
        fix = (
            f"restore them (git revert {sha[:SHORT]}), or rerun with "
            "ECC_MEMORY_ALLOW_BULK_DELETE=1 when the deletion is intended"
        )
    return _problem(block, sha[:SHORT], fix)


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


def _review_fix(options: CiOptions, report: CiReport) -> str:
    """How a branch whose commits skipped the review gets its records."""
    since = options.base or (report.base_source if report.base_source != "none" else "BASE")
    return (
        f"review it: ecc memory review --since {since} (it stages the review records), "
        "then commit them"
    )


def _file_problems(
    judge: Judge, at_head: frozenset[Key], report: CiReport, review_fix: str
) -> list[CiProblem]:
    out: list[CiProblem] = []
    for key, (commit, blocks) in judge.verdicts.seen.items():
        for block in blocks:
            if not block.blocking:  # a finding an allowlist allowed: counted, not a problem
                report.notes.append(f"{block.path} ({commit[:SHORT]}): {block.reason}")
                continue
            fix = block.fix if key in at_head else _history_fix(block)
            if block.code == REVIEW and key in at_head:
                fix = review_fix
            out.append(_problem(block, commit[:SHORT], fix))
    return out


def _history_fix(block: Block) -> str:
    """The file is gone at HEAD but stays in the branch's history."""
    extra = "; rotate the credential" if "secret" in block.reason else ""
    return f"drop it from the branch's history (git rebase -i BASE){extra}"


# -- HEAD's tree -----------------------------------------------------------------------------


def _protocol(
    repo: Repo, tree: MemoryTree, head: str, options: CiOptions, report: CiReport
) -> list[CiProblem]:
    layout = tree.layout
    short = head[:SHORT]
    if not tree.paths_in(DOCS):
        if options.require_protocol:
            report.protocol = "missing"
            fix = "ecc memory protocol init, then commit docs/memory/"
            missing = f"{layout.docs} is missing"
            return [CiProblem(layout.docs, short, missing, fix, code="protocol-missing")]
        report.protocol = "skipped"
        report.notes.append(f"protocol check skipped: no {layout.docs} at HEAD")
        return []
    report.protocol = "checked"
    blocks = check_protocol(tree, lambda: repo.history.tree_paths(head), lambda: head)
    fix = "ecc memory protocol check shows it; correct it and commit"
    return [_problem(block, short, fix) for block in blocks]


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
        CiProblem(
            layout.docs + p.path,
            report.head[:SHORT],
            f"{p.code}: {p.message}",
            fix,
            p.line,
            p.code,
        )
        for p in findings
        if p.severity == "error"
    ]
