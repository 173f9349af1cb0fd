"""The git hooks' bodies, once for their adapter (``cli.hook_run``): the blocking hooks' checks
of the index being committed, the post-commit warnings and the post-checkout handoff.

Every hook reads its repository through ``open_index`` (git's plumbing, else pygit2 as git's
own variables point) or, where it needs more than the index, ``app.git.open_repository``; both
take repository-relative paths, which mean the same from the top of the work tree and from a
subdirectory. A hook runs on every commit and checkout: this module imports nothing at its top
but the standard library, and each body imports only what its answer needs (``post_commit``'s
and ``checkout``'s quick questions, ``touches_memory`` and ``branch_move``, leave before pygit2).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.git.records import IndexSource
    from ecc_memory.git.rules import Block as Block  # what a renderer shows of a verdict
    from ecc_memory.git.views import Staged
    from ecc_memory.view.watched import Layout

__all__ = [
    "BLOCKING_HOOKS",
    "HOOK_NAMES",
    "PLUGIN_CHECKS",
    "Checkout",
    "Committed",
    "Index",
    "Outcome",
    "Verdict",
    "branch_move",
    "checkout",
    "ecc_command",
    "guard",
    "merge_driver_hint",
    "open_index",
    "post_commit",
    "touches_memory",
    "whole_tree",
]

# The git hook types that judge the index about to be committed, each like pre-commit.
BLOCKING_HOOKS = ("pre-commit", "pre-merge-commit", "pre-applypatch")
PLUGIN_CHECKS = ("guard", "gitignore", "protocol")
HOOK_NAMES = (*PLUGIN_CHECKS, *BLOCKING_HOOKS, "post-commit", "post-checkout")
# Vault roots moved by configuration: only the full path knows where they are.
_ROOT_OVERRIDES = ("ECC_MEMORY_PROJECT_ROOT", "ECC_MEMORY_TEAM_ROOT")
_NO_COMMIT = "0" * 40


# The results below are plain classes, not NamedTuples: creating five of those cost about a
# millisecond (of 18) of a file checkout's post-checkout hook, which imports this module only
# to leave at once.


class Index:
    """What a blocking hook reads (the index being committed, HEAD, blobs, the ignore rules),
    the watched paths, and what closes the reader."""

    __slots__ = ("close", "layout", "source")

    def __init__(self, source: IndexSource, layout: Layout, close: Callable[[], None]) -> None:
        self.source, self.layout, self.close = source, layout, close


def open_index(workspace: Workspace, *, plumbing: bool = True) -> Index:
    """The one git reader factory of the hooks: the repository git runs the hook in (at or
    above the workspace's start, or where ``GIT_DIR`` points), read through git's plumbing
    (no pygit2 import on a commit), or through pygit2 where this git cannot answer so
    (``plumbing=False``: always). Both answer ``git.records.IndexSource`` with
    repository-relative paths."""
    from ecc_memory.config import resolve_roots
    from ecc_memory.view.watched import layout_for

    if plumbing:
        from ecc_memory.git.plumbing import open_index as plumbing_index

        found = plumbing_index(workspace.start, workspace.env)
        if found is not None:
            roots = resolve_roots(found.workdir, workspace.env)
            return Index(found, layout_for(found.workdir, roots.project, roots.team), found.close)
    from ecc_memory.app.git import open_repository

    opened = open_repository(workspace, from_env=True)
    return Index(opened.repo, opened.layout, lambda: None)


def whole_tree(workspace: Workspace, hook: str) -> bool:
    """Whether to judge every tracked memory file, not only what the commit changes: a plugin
    check that git did not start for a commit (``pre-commit run --all-files``, a manual
    stage, pre-commit.ci). git gives every commit hook the index it commits in
    ``GIT_INDEX_FILE``; run by hand, there is none."""
    return hook in PLUGIN_CHECKS and "GIT_INDEX_FILE" not in workspace.env


class Outcome:
    """One check's blocks, or the error that stopped it (the other checks still ran)."""

    __slots__ = ("blocks", "error", "name")

    def __init__(self, name: str, blocks: list[Block], error: Exception | None = None) -> None:
        self.name, self.blocks, self.error = name, blocks, error


class Verdict:
    """What a blocking hook found: each check's outcome, and the line that registers the
    merge driver when a merge is concluded without it (None: nothing to say)."""

    __slots__ = ("hint", "outcomes")

    def __init__(self, outcomes: list[Outcome], hint: str | None = None) -> None:
        self.outcomes, self.hint = outcomes, hint


def guard(workspace: Workspace, hook: str) -> Verdict:
    """Run the checks ``hook`` stands for on the index being committed, each on its own so
    that one failing does not hide the findings of the others. Raises when the repository
    cannot be read at all."""
    from ecc_memory.git import views

    index = open_index(workspace)
    try:
        staged = views.staged(index.source, index.layout)
        whole = whole_tree(workspace, hook)
        checks = _checks(workspace, hook, index.source, staged, whole)
        outcomes = [_outcome(name, check) for name, check in checks]
        hint = None
        if hook in ("protocol", *BLOCKING_HOOKS) and not whole:
            hint = merge_driver_hint(workspace, staged, index.source.workdir.as_posix())
        return Verdict(outcomes, hint)
    finally:
        index.close()


def _outcome(name: str, check: Callable[[], list[Block]]) -> Outcome:
    try:
        return Outcome(name, check())
    except Exception as exc:  # reported as this check's error; the others still run
        return Outcome(name, [], exc)


def _checks(
    workspace: Workspace, which: str, repo: IndexSource, staged: Staged, whole: bool
) -> list[tuple[str, Callable[[], list[Block]]]]:
    """The checks a hook name stands for."""
    from ecc_memory.config import allow_bulk_delete
    from ecc_memory.git import hooks, review
    from ecc_memory.git.rules import docs_paths
    from ecc_memory.vault.store import GUARD_CONTENT

    every = which in BLOCKING_HOOKS
    layout = staged.view.layout
    checks: list[tuple[str, Callable[[], list[Block]]]] = []
    if which == "guard" or every:
        approved = review.staged_reviews(repo, staged.view)
        allow = allow_bulk_delete(workspace.env)

        def guard() -> list[Block]:
            return hooks.check_staged(
                staged, layout, allow_bulk=allow, approved=approved, whole_tree=whole
            )

        checks.append(("ecc-memory-guard", guard))
    if which == "gitignore" or every:
        checks.append(
            ("ecc-memory-gitignore",
             lambda: hooks.check_gitignore(repo, staged, GUARD_CONTENT, whole_tree=whole))
        )  # fmt: skip
    # Runs when the commit adds, edits, deletes or moves (from or to) a docs/memory/ path.
    if (which == "protocol" or every) and (whole or docs_paths(staged.changes, layout)):
        checks.append(
            ("ecc-memory-protocol",
             lambda: hooks.check_protocol(staged.view, repo.index_paths, repo.head_sha))
        )  # fmt: skip
    return checks


def merge_driver_hint(workspace: Workspace, staged: Staged, top: str) -> str | None:
    """While a merge is concluded (``MERGE_HEAD``: it stopped on a conflict, or ran with
    ``--no-commit``) in a clone where the committed ``.gitattributes`` routes ``docs/memory/``
    to the merge driver but no driver is registered, git merged those files line by line: the
    one line that registers it. git is asked at ``top``, the top of the work tree, where the
    repository-relative paths of ``staged`` mean what they say."""
    from ecc_memory.git.merge_driver import DRIVER, DRIVER_KEY, register_line
    from ecc_memory.git.process import git_environment, lines
    from ecc_memory.view.watched import DOCS

    layout = staged.view.layout
    env = git_environment(workspace.env)

    def ask(*args: str) -> list[str] | None:
        return lines(["-C", top, *args], env)

    docs = [
        c.path for c in staged.changes
        if c.blob is not None and (place := layout.place(c.path)) is not None
        and place.area == DOCS
    ]  # fmt: skip
    if not docs or ask("rev-parse", "-q", "--verify", "MERGE_HEAD") is None:
        return None
    if ask("config", "--get", DRIVER_KEY) is not None:
        return None
    routed = any((ask("check-attr", "-z", "merge", "--", p) or [])[2:3] == [DRIVER] for p in docs)
    if not routed:
        return None
    return (
        f"ecc-memory: {layout.docs} was merged line by line: .gitattributes names "
        f"merge={DRIVER}, but this clone has no merge driver; register it: "
        f"{register_line(ecc_command(workspace.env))} (then git merge --abort and merge again, "
        "by unit)"
    )


def ecc_command(env: Mapping[str, str]) -> str:
    """How the person reading a fix runs ecc: ``ecc``; from the pre-commit plugin's own
    environment (the remote plugin: pre-commit built it, and nothing puts its ``ecc`` on the
    reader's PATH) that environment's interpreter, which has the package."""
    cache = env.get("PRE_COMMIT_HOME") or os.path.join(
        env.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "pre-commit"
    )
    if not os.path.realpath(sys.prefix).startswith(os.path.realpath(cache) + os.sep):
        return "ecc"
    import shlex

    return f"{shlex.quote(sys.executable)} -m ecc_memory"


# -- post-commit -------------------------------------------------------------------------------


def touches_memory(workspace: Workspace) -> bool:
    """Whether the commit just made changed a watched path, asked of git itself (``git
    diff-tree`` against the first parent, no rename detection) so that a commit elsewhere
    costs no pygit2. When git cannot answer, or the vault roots are moved by configuration,
    the full check decides."""
    if any(name in workspace.env for name in _ROOT_OVERRIDES):
        return True
    from ecc_memory.git.process import git_environment, lines

    names = lines(
        ["-C", str(workspace.start), "diff-tree", "-r", "--no-renames", "--root", "-z",
         "--name-only", "--no-commit-id", "--diff-merges=first-parent", "HEAD"],
        git_environment(workspace.env),
    )  # fmt: skip
    if names is None:
        return True
    from ecc_memory.view.watched import Layout

    layout = Layout()
    return any(
        layout.is_watched(name) or layout.redirects(name) or layout.is_attribute_file(name)
        for name in names
    )


class Committed:
    """The commit just made (its short id) and the blocking findings the hooks would have
    stopped it for."""

    __slots__ = ("blocks", "short")

    def __init__(self, short: str, blocks: list[Block]) -> None:
        self.short, self.blocks = short, blocks


def post_commit(workspace: Workspace) -> Committed | None:
    """Judge the commit just made as the blocking hooks would have (cherry-pick, revert,
    rebase and ``--no-verify`` run none); None when there is no commit to judge."""
    from ecc_memory.app.git import open_repository
    from ecc_memory.config import allow_bulk_delete
    from ecc_memory.git import hooks, review, views
    from ecc_memory.git.rules import docs_paths, guard_blocks, guard_removed
    from ecc_memory.vault.store import GUARD_CONTENT

    repo, _, layout = open_repository(workspace, from_env=True)
    commit = views.head_commit(repo)
    staged = None if commit is None else views.committed(repo, commit, layout)
    if commit is None or staged is None:
        return None
    head = views.tree_view(repo, commit.sha, layout)
    blocks = hooks.check_staged(
        staged, layout, allow_bulk=allow_bulk_delete(workspace.env),
        approved=review.staged_reviews(repo, head),
        baseline=views.baseline_at(repo, commit.sha, layout),
    )  # fmt: skip
    blocks += guard_removed(staged.changes, layout) or guard_blocks(head, GUARD_CONTENT)
    if docs_paths(staged.changes, layout):
        paths = lambda: repo.history.tree_paths(commit.sha)  # noqa: E731
        blocks += hooks.check_protocol(head, paths, lambda: commit.sha)
    return Committed(commit.sha[:12], [b for b in blocks if b.blocking])


# -- post-checkout -----------------------------------------------------------------------------


def branch_move(args: Sequence[str]) -> bool:
    """Whether git's arguments describe a checkout that can concern a handoff: a branch
    checkout (flag 1) that moves HEAD from one commit to another. File checkouts, ``git
    checkout -b`` (same commit) and clones (no previous HEAD) leave without any import."""
    if len(args) != 3:
        return True  # not git's three arguments: let the full path judge them
    previous, new, flag = args
    return flag == "1" and previous != new and previous != _NO_COMMIT


class Checkout:
    """What the post-checkout hook says: information lines (none when git was run with
    ``-q``) and problems."""

    __slots__ = ("info", "problems")

    def __init__(self, info: list[str], problems: list[str]) -> None:
        self.info, self.problems = info, problems


def checkout(workspace: Workspace, args: tuple[str, ...]) -> Checkout:
    """Hand off the branch being left and name the newest handoff of the branch entered, as
    this clone's git config says (``ecc-memory.handoffFrom``, ``handoffTarget``,
    ``defaultBranch``); the project scope is kept out of the clone first, since a handoff may
    create its guard."""
    from ecc_memory.app.git import open_repository
    from ecc_memory.exclude import keep_out
    from ecc_memory.git.checkout import git_was_quiet, on_checkout

    repo, roots, _ = open_repository(workspace, from_env=True)
    keep_out(roots.project)  # a pull can still bring the committed guard
    info, problems = on_checkout(
        roots,
        repo,
        args,
        source_harness=repo.config_get("ecc-memory.handoffFrom") or "git",
        targets=(repo.config_get("ecc-memory.handoffTarget") or "all",),
        default_branch=repo.config_get("ecc-memory.defaultBranch"),
        now=workspace.now(),
    )
    quiet = git_was_quiet(os.getppid())  # `git checkout -q`: nothing to say
    return Checkout([] if quiet else info, problems)
