"""Running one git hook: ``python -P -m ecc_memory.entry run <hook> [args]`` (the native
scripts) and ``ecc memory hooks run <hook>`` (the pre-commit framework) both come here.

Thin: find the workspace, call the hook's body in ``app.guard``, print, return the exit code.
Kept free of click: a hook runs on every commit and checkout, so it imports only what its
answer needs. ``post-commit`` and ``post-checkout`` first ask git (one ``git diff-tree`` or
the arguments git passed) whether anything can concern them, and leave without importing
pygit2 when nothing does. Prints the checks' blocks on stderr.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ecc_memory.app.guard import HOOK_NAMES as HOOK_NAMES

if TYPE_CHECKING:
    from ecc_memory.app.guard import Committed, Verdict
    from ecc_memory.app.workspace import Workspace


def run(hook: str, args: Sequence[str]) -> int:
    if hook == "post-checkout":
        return _post_checkout(tuple(args))
    if hook == "post-commit":
        return _post_commit()
    return _blocking(hook)


def _workspace() -> Workspace:
    """git runs a hook in the work tree: the current directory, in git's environment."""
    from ecc_memory.app.workspace import Workspace

    return Workspace.find()


def _say(line: str) -> None:
    sys.stderr.write(line + "\n")


def _report_error(exc: Exception, *, context: str = "") -> int:
    from ecc_memory.cli.failure import report

    return report(exc, os_errors=True, context=context)


def _blocking(hook: str) -> int:
    from ecc_memory.app import guard

    try:
        where = _workspace()
        verdict = guard.guard(where, hook)
    except Exception as exc:
        return _report_error(exc)
    return _render(verdict, guard.ecc_command(where.env))


def _render(verdict: Verdict, command: str) -> int:
    """Print each check's blocks (or the error that stopped it) and the merge-driver hint;
    the exit code: 1 when a block stops the commit, an error's code when one is worse."""
    from ecc_memory.render import text

    code = 0
    for outcome in verdict.outcomes:
        if outcome.error is not None:
            code = max(code, _report_error(outcome.error, context=outcome.name))
            continue
        for block in outcome.blocks:
            _say(for_reader(text.block(block, outcome.name), command))
        code = max(code, 1 if any(block.blocking for block in outcome.blocks) else 0)
    if verdict.hint is not None:
        _say(verdict.hint)
    return code


def for_reader(line: str, command: str) -> str:
    """``line`` with the ``ecc memory`` commands of its fix as this reader runs them
    (``command``: ``app.guard.ecc_command``)."""
    head, found, fix = line.rpartition(" (fix: ")
    if not found or "ecc memory " not in fix or command == "ecc":
        return line
    return f"{head}{found}{fix.replace('ecc memory ', f'{command} memory ')}"


# -- post-commit -------------------------------------------------------------------------------


def _post_commit() -> int:
    """Warn about the commit just made (cherry-pick, revert, rebase and ``--no-verify`` run no
    blocking hook). Always exits 0: the commit exists; ``ecc memory ci`` blocks it later."""
    from ecc_memory.app import guard

    try:
        where = _workspace()
        if not guard.touches_memory(where):
            return 0
        found = guard.post_commit(where)
        lines = [] if found is None else _warnings(found, guard.ecc_command(where.env))
    except Exception as exc:  # never fail a commit that already exists
        lines = [f"ecc-memory: post-commit check skipped: {type(exc).__name__}"]
    for line in lines:
        _say(line)
    return 0


def _warnings(found: Committed, command: str) -> list[str]:
    from ecc_memory.render import text

    short = found.short
    lines = [
        f"ecc-memory: warning: commit {short}: {for_reader(text.block(b, 'post-commit'), command)}"
        for b in found.blocks
    ]
    if lines:
        lines.append(
            f"ecc-memory: warning: commit {short} was made without passing the checks above; "
            "undo it with `git reset --soft HEAD~1` (ecc memory ci blocks it on the server)"
        )
    return lines


# -- post-checkout -----------------------------------------------------------------------------


def _post_checkout(args: tuple[str, ...]) -> int:
    from ecc_memory.app import guard

    if not args:  # run by the pre-commit framework, which exports git's arguments instead
        import os

        names = ("PRE_COMMIT_FROM_REF", "PRE_COMMIT_TO_REF", "PRE_COMMIT_CHECKOUT_TYPE")
        args = tuple(os.environ.get(name, "") for name in names)
    if not guard.branch_move(args):
        return 0
    try:
        said = guard.checkout(_workspace(), args)
        info, problems = said.info, said.problems
    except Exception as exc:  # never block a checkout
        info, problems = [], [f"ecc-memory: handoff skipped: {type(exc).__name__}"]
    try:
        for line in info:
            sys.stdout.write(line + "\n")
        sys.stdout.flush()
        for line in problems[:1]:
            _say(line)
    except BrokenPipeError:  # nobody reads what the hook says: it still never fails a checkout
        from ecc_memory.cli.outcome import closed_pipe

        closed_pipe()
    return 0
