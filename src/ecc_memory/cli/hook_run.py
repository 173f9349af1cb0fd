"""Running one git hook: ``python -P -m ecc_memory.entry run <hook> [args]`` (the native
scripts) and ``ecc memory hooks run <hook>`` (the pre-commit framework) both come here.

Kept free of click: a hook runs on every commit and checkout, so it imports only what its
answer needs. ``post-commit`` and ``post-checkout`` first ask git (one ``git diff-tree`` or
the arguments git passed) whether anything can concern them, and leave without importing
pygit2 when nothing does. Prints the checks' blocks on stderr; returns the exit code.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path

    from ecc_memory.config import Roots
    from ecc_memory.git.records import IndexSource
    from ecc_memory.git.repo import Repo
    from ecc_memory.git.rules import Block
    from ecc_memory.git.views import Staged
    from ecc_memory.view.watched import Layout

# The git hook types that judge the index about to be committed, each like pre-commit.
BLOCKING_HOOKS = ("pre-commit", "pre-merge-commit", "pre-applypatch")
PLUGIN_CHECKS = ("guard", "gitignore", "protocol")
HOOK_NAMES = (*PLUGIN_CHECKS, *BLOCKING_HOOKS, "post-commit", "post-checkout")
# Vault roots moved by configuration: only the full path knows where they are.
_ROOT_OVERRIDES = ("ECC_MEMORY_PROJECT_ROOT", "ECC_MEMORY_TEAM_ROOT")
_NO_COMMIT = "0" * 40


def run(hook: str, args: Sequence[str]) -> int:
    if hook == "post-checkout":
        return _post_checkout(tuple(args))
    if hook == "post-commit":
        return _post_commit()
    return _blocking(hook)


def _say(line: str) -> None:
    sys.stderr.write(line + "\n")


def _report_error(exc: Exception, *, context: str = "") -> int:
    from ecc_memory.cli.failure import report

    return report(exc, os_errors=True, context=context)


def open_here(*, from_env: bool, start: Path | None = None) -> tuple[Repo, Roots, Layout]:
    """The repository at ``start`` (git runs a hook in the work tree: the current directory),
    its vault roots and the watched paths."""
    from pathlib import Path

    from ecc_memory.config import resolve_roots
    from ecc_memory.git.repo import open_repo
    from ecc_memory.view.watched import layout_for

    repo = open_repo(start or Path.cwd(), from_env=from_env)
    roots = resolve_roots(repo.workdir, os.environ)
    return repo, roots, layout_for(repo.workdir, roots.project, roots.team)


def open_index() -> tuple[IndexSource, Layout, Callable[[], None]]:
    """The repository a blocking hook judges, read through git's plumbing (``git.plumbing``:
    no pygit2 import on a commit), or through pygit2 where this git cannot answer so; its
    watched paths; and what closes it."""
    from ecc_memory.config import resolve_roots
    from ecc_memory.git.plumbing import open_index as plumbing
    from ecc_memory.view.watched import layout_for

    found = plumbing()
    if found is None:
        repo, _, layout = open_here(from_env=True)
        return repo, layout, lambda: None
    roots = resolve_roots(found.workdir, os.environ)
    return found, layout_for(found.workdir, roots.project, roots.team), found.close


def _guard() -> bytes:
    from ecc_memory.vault.store import GUARD_CONTENT

    return GUARD_CONTENT


def whole_tree(hook: str) -> bool:
    """Whether to judge every tracked memory file, not only what the commit changes: a plugin
    check that git did not start for a commit (``pre-commit run --all-files``, a manual
    stage, pre-commit.ci). git gives every commit hook the index it commits in
    ``GIT_INDEX_FILE``; run by hand, there is none."""
    return hook in PLUGIN_CHECKS and "GIT_INDEX_FILE" not in os.environ


def _checks(
    which: str, repo: IndexSource, staged: Staged, whole: bool
) -> list[tuple[str, Callable[[], list[Block]]]]:
    """The checks a hook name stands for, each run on its own so one failing does not hide
    the findings of the others."""
    from ecc_memory.config import allow_bulk_delete
    from ecc_memory.git import hooks, review
    from ecc_memory.git.rules import docs_paths

    every = which in BLOCKING_HOOKS
    layout = staged.view.layout
    checks: list[tuple[str, Callable[[], list[Block]]]] = []
    if which == "guard" or every:
        approved = review.staged_reviews(repo, staged.view)
        allow = allow_bulk_delete(os.environ)

        def guard() -> list[Block]:
            return hooks.check_staged(
                staged, layout, allow_bulk=allow, approved=approved, whole_tree=whole
            )

        checks.append(("ecc-memory-guard", guard))
    if which == "gitignore" or every:
        checks.append(
            ("ecc-memory-gitignore",
             lambda: hooks.check_gitignore(repo, staged, _guard(), whole_tree=whole))
        )  # fmt: skip
    # Runs when the commit adds, edits, deletes or moves (from or to) a docs/memory/ path.
    if (which == "protocol" or every) and (whole or docs_paths(staged.changes, layout)):
        checks.append(
            ("ecc-memory-protocol",
             lambda: hooks.check_protocol(staged.view, repo.index_paths, repo.head_sha))
        )  # fmt: skip
    return checks


def _blocking(hook: str) -> int:
    from ecc_memory.git import views
    from ecc_memory.git.rules import blocks_commit

    close: Callable[[], None] = lambda: None  # noqa: E731
    try:
        repo, layout, close = open_index()
        staged = views.staged(repo, layout)
        checks = _checks(hook, repo, staged, whole_tree(hook))
    except Exception as exc:
        close()
        return _report_error(exc)
    code = 0
    for name, check in checks:
        try:
            blocks = check()
        except Exception as exc:
            code = max(code, _report_error(exc, context=name))
            continue
        for block in blocks:
            _say(for_reader(block.render(name)))
        code = max(code, 1 if blocks_commit(blocks) else 0)
    if hook in ("protocol", *BLOCKING_HOOKS) and not whole_tree(hook):
        hint = merge_driver_hint(staged, layout)
        if hint is not None:
            _say(hint)
    close()
    return code


def merge_driver_hint(staged: Staged, layout: Layout) -> str | None:
    """While a merge is concluded (``MERGE_HEAD``: it stopped on a conflict, or ran with
    ``--no-commit``) in a clone where the committed ``.gitattributes`` routes ``docs/memory/``
    to the merge driver but no driver is registered, git merged those files line by line: the
    one line that registers it."""
    from ecc_memory.git.merge_driver import DRIVER, DRIVER_KEY, register_line
    from ecc_memory.view.watched import DOCS

    docs = [
        c.path for c in staged.changes
        if c.blob is not None and (place := layout.place(c.path)) is not None
        and place.area == DOCS
    ]  # fmt: skip
    if not docs or _git_lines("rev-parse", "-q", "--verify", "MERGE_HEAD") is None:
        return None
    if _git_lines("config", "--get", DRIVER_KEY) is not None:
        return None
    routed = any((_git_lines("check-attr", "-z", "merge", "--", p) or [])[2:3] == [DRIVER]
                 for p in docs)  # fmt: skip
    if not routed:
        return None
    return (
        f"ecc-memory: {layout.docs} was merged line by line: .gitattributes names "
        f"merge={DRIVER}, but this clone has no merge driver; register it: "
        f"{register_line(ecc_command())} (then git merge --abort and merge again, by unit)"
    )


# -- the reader of a fix -----------------------------------------------------------------------


def ecc_command() -> str:
    """How the person reading a fix runs ecc: ``ecc``; from the pre-commit plugin's own
    environment (the remote plugin: pre-commit built it, and nothing puts its ``ecc`` on the
    reader's PATH) that environment's interpreter, which has the package."""
    cache = os.environ.get("PRE_COMMIT_HOME") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "pre-commit"
    )
    if not os.path.realpath(sys.prefix).startswith(os.path.realpath(cache) + os.sep):
        return "ecc"
    import shlex

    return f"{shlex.quote(sys.executable)} -m ecc_memory"


def for_reader(line: str) -> str:
    """``line`` with the ``ecc memory`` commands of its fix as this reader can run them."""
    head, found, fix = line.rpartition(" (fix: ")
    if not found or "ecc memory " not in fix:
        return line
    command = ecc_command()
    if command == "ecc":
        return line
    return f"{head}{found}{fix.replace('ecc memory ', f'{command} memory ')}"


# -- post-commit -------------------------------------------------------------------------------


def _post_commit() -> int:
    """Warn about the commit just made (cherry-pick, revert, rebase and ``--no-verify`` run no
    blocking hook). Always exits 0: the commit exists; ``ecc memory ci`` blocks it later."""
    try:
        if not _head_touches_memory():
            return 0
        lines = _post_commit_warnings()
    except Exception as exc:  # never fail a commit that already exists
        lines = [f"ecc-memory: post-commit check skipped: {type(exc).__name__}"]
    for line in lines:
        _say(line)
    return 0


def _post_commit_warnings() -> list[str]:
    from ecc_memory.config import allow_bulk_delete
    from ecc_memory.git import hooks, review, views
    from ecc_memory.git.rules import docs_paths, guard_blocks, guard_removed

    repo, _, layout = open_here(from_env=True)
    commit = views.head_commit(repo)
    staged = None if commit is None else views.committed(repo, commit, layout)
    if commit is None or staged is None:
        return []
    head = views.tree_view(repo, commit.sha, layout)
    blocks = hooks.check_staged(
        staged, layout, allow_bulk=allow_bulk_delete(os.environ),
        approved=review.staged_reviews(repo, head),
        baseline=views.baseline_at(repo, commit.sha, layout),
    )  # fmt: skip
    blocks += guard_removed(staged.changes, layout) or guard_blocks(head, _guard())
    if docs_paths(staged.changes, layout):
        paths = lambda: repo.history.tree_paths(commit.sha)  # noqa: E731
        blocks += hooks.check_protocol(head, paths, lambda: commit.sha)
    short = commit.sha[:12]
    lines = [
        f"ecc-memory: warning: commit {short}: {for_reader(b.render('post-commit'))}"
        for b in blocks
        if b.blocking
    ]
    if lines:
        lines.append(
            f"ecc-memory: warning: commit {short} was made without passing the checks above; "
            "undo it with `git reset --soft HEAD~1` (ecc memory ci blocks it on the server)"
        )
    return lines


def _head_touches_memory() -> bool:
    """Whether the commit just made changed a watched path, asked of git itself (``git
    diff-tree`` against the first parent, no rename detection) so that a commit elsewhere
    costs no pygit2. When git cannot answer, or the vault roots are moved by configuration,
    the full check decides."""
    if any(name in os.environ for name in _ROOT_OVERRIDES):
        return True
    names = _git_lines(
        "diff-tree", "-r", "--no-renames", "--root", "-z", "--name-only", "--no-commit-id",
        "--diff-merges=first-parent", "HEAD",
    )  # fmt: skip
    if names is None:
        return True
    from ecc_memory.view.watched import Layout

    layout = Layout()
    return any(
        layout.is_watched(name) or layout.redirects(name) or layout.is_attribute_file(name)
        for name in names
    )


def _git_lines(*args: str) -> list[str] | None:
    """``git <args>``'s NUL-separated output, or None when it fails; spawned without the
    subprocess module (its import costs more than the answer)."""
    read_end, write_end = os.pipe()
    try:
        actions = [
            (os.POSIX_SPAWN_DUP2, write_end, 1),
            (os.POSIX_SPAWN_CLOSE, read_end),
            (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
        ]
        env = {**os.environ, "GIT_NO_REPLACE_OBJECTS": "1"}  # the commit made, not a stand-in
        pid = os.posix_spawnp("git", ["git", *args], env, file_actions=actions)
    except (AttributeError, OSError):
        os.close(read_end)
        os.close(write_end)
        return None
    os.close(write_end)
    chunks = []
    with os.fdopen(read_end, "rb") as output:
        while chunk := output.read(65536):
            chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        return None
    text = b"".join(chunks).decode("utf-8", errors="surrogateescape")
    return [name for name in text.split("\0") if name]


# -- post-checkout -----------------------------------------------------------------------------


def _post_checkout(args: tuple[str, ...]) -> int:
    if not args:  # run by the pre-commit framework, which exports git's arguments instead
        names = ("PRE_COMMIT_FROM_REF", "PRE_COMMIT_TO_REF", "PRE_COMMIT_CHECKOUT_TYPE")
        args = tuple(os.environ.get(name, "") for name in names)
    if not _branch_move(args):
        return 0
    try:
        from ecc_memory.config import now
        from ecc_memory.exclude import keep_out
        from ecc_memory.git.checkout import on_checkout

        repo, roots, _ = open_here(from_env=True)
        keep_out(roots.project)  # a handoff may create the guard: a pull can still bring it
        source = repo.config_get("ecc-memory.handoffFrom") or "git"
        target = repo.config_get("ecc-memory.handoffTarget") or "all"
        info, problems = on_checkout(
            roots,
            repo,
            args,
            source_harness=source,
            targets=(target,),
            default_branch=repo.config_get("ecc-memory.defaultBranch"),
            now=now(os.environ),
        )
    except Exception as exc:  # never block a checkout
        info, problems = [], [f"ecc-memory: handoff skipped: {type(exc).__name__}"]
    from ecc_memory.git.checkout import git_was_quiet

    try:
        for line in [] if git_was_quiet(os.getppid()) else info:  # `git checkout -q`: nothing
            sys.stdout.write(line + "\n")
        sys.stdout.flush()
        for line in problems[:1]:
            _say(line)
    except BrokenPipeError:  # nobody reads what the hook says: it still never fails a checkout
        from ecc_memory.cli.outcome import closed_pipe

        closed_pipe()
    return 0


def _branch_move(args: tuple[str, ...]) -> bool:
    """Whether git's arguments describe a checkout that can concern a handoff: a branch
    checkout (flag 1) that moves HEAD from one commit to another. File checkouts, ``git
    checkout -b`` (same commit) and clones (no previous HEAD) leave without any import."""
    if len(args) != 3:
        return True  # not git's three arguments: let the full path judge them
    previous, new, flag = args
    return flag == "1" and previous != new and previous != _NO_COMMIT
