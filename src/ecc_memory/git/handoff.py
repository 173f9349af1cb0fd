"""Handoffs generated from branch context: what a branch is, where it stands, what changed.

The body is built from git facts only (``repo.BranchContext`` and the names of changed
files, never their contents) and saved through the vault like any other handoff, so the secret
scanner and the create-only writer apply; the agent's own words, when given, go above it, and
a handoff without words of its own carries the branch's latest words forward (``git.words``).
A handoff goes to the project scope (private to the clone) or the team scope (committed, so it
reaches teammates through git after the review gate); the newest handoff of a branch is looked
up across both. Successive handoffs of one branch in one scope form a supersession chain: each
links the previous one of its scope (a link into the other scope would break in a clone or on a
branch that lacks it), and nothing is written when nothing changed since then: the same commit,
the same uncommitted files and the same words (``fingerprint``, recorded in the body's
``State:`` line). The chain is never rewritten: an older handoff is *derived* to be superseded
when a newer one of its branch that the reader can see links to it (search hides it, read names
the newest).

An automatic handoff (``git.checkout`` at a branch switch, ``session.end``) asks
``skip_empty``: a branch with no commits of its own and no staged or changed tracked files gets
none (an untracked file is no work of the branch).
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from ecc_memory.errors import EccError, InvalidInput
from ecc_memory.git.words import (
    HEADER,
    author_line,
    carried_block,
    one_line,
    words_of,
)
from ecc_memory.vault import BRANCH_HANDOFF_TAG

if TYPE_CHECKING:
    # Only annotations: the session-start brief reads handoffs through this module and must
    # not pay for importing pygit2 (~60 ms), which ``repo`` does at import time.
    from ecc_memory.config import Roots
    from ecc_memory.git.records import BranchContext, WorkingState
    from ecc_memory.git.repo import Repo
    from ecc_memory.vault.document import Memory

BRANCH_TAG = BRANCH_HANDOFF_TAG
VAULT_DIR = ".ecc/"
MAX_COMMITS = 30
MAX_FILES = 60
MAX_NAMES = 20
_STATE_LINE = re.compile(r"^State: `([0-9a-f]{16})`$", re.M)
HANDOFF_SCOPES = ("project", "team")
TEAM_HANDOFFS = ".ecc/memory/team/handoffs"


@dataclass(frozen=True)
class HandoffOutcome:
    """``written`` is the vault path of the new handoff, or None when nothing changed."""

    branch: str
    memory_id: str | None
    written: str | None
    previous_id: str | None
    scope: str = "project"
    carried: str | None = None  # the handoff whose words this one carries forward


def check_branch_name(branch: str) -> str:
    """``branch`` when it is text. git takes any bytes in a ref name but a few; a name that is
    not UTF-8 (read from git with its bytes kept as surrogates) cannot be written into a
    handoff, a tag or a search, so it is refused with a code, never a crash."""
    try:
        branch.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidInput(
            "BRANCH_NOT_UTF8",
            "The branch name is not valid UTF-8, so it cannot be named in a handoff; rename it "
            "(git branch -m NEW-NAME) to hand it off.",
        ) from None
    return branch


def branch_tag(branch: str) -> str:
    """A slug tag naming the branch (``feature/Login`` -> ``branch-feature-login``)."""
    slug = re.sub(r"[^a-z0-9._-]+", "-", branch.lower()).strip("-.") or "x"
    if len(slug) > 48 or slug != branch:
        digest = hashlib.sha256(branch.encode("utf-8")).hexdigest()[:8]
        slug = f"{slug[:48]}-{digest}"
    return f"branch-{slug}"


_one_line = one_line


def _names(label: str, names: tuple[str, ...]) -> list[str]:
    if not names:
        return []
    shown = ", ".join(f"`{_one_line(n)}`" for n in names[:MAX_NAMES])
    more = f" and {len(names) - MAX_NAMES} more" if len(names) > MAX_NAMES else ""
    return [f"  - {label}: {shown}{more}"]


def _upstream_line(ctx: BranchContext) -> str:
    if ctx.upstream is None:
        return "- Upstream: none"
    return f"- Upstream: `{_one_line(ctx.upstream)}` (ahead {ctx.ahead}, behind {ctx.behind})"


NO_DEFAULT = (
    "- Default branch: not found (no remote HEAD, no main, master or init.defaultBranch, "
    "locally or on a remote); commits of its own unknown: name it with "
    "`git config ecc-memory.defaultBranch NAME`"
)


def _base_line(ctx: BranchContext) -> str:
    if ctx.default_branch is None:
        return NO_DEFAULT
    base = f"`{ctx.merge_base[:12]}`" if ctx.merge_base else "none (unrelated histories)"
    shallow = " (shallow clone: may be incomplete)" if ctx.shallow else ""
    return f"- Default branch: `{_one_line(ctx.default_branch)}`, merge-base {base}{shallow}"


def _state_lines(state: WorkingState, carried_to: str | None, names: bool = True) -> list[str]:
    counts = (
        f"{len(state.staged)} staged, {len(state.unstaged)} unstaged, "
        f"{len(state.untracked)} untracked"
    )
    if carried_to is None:
        head = f"- Working tree: {counts}"
    elif not (state.staged or state.unstaged or state.untracked):
        head = "- Uncommitted changes: none"
    else:  # git keeps them in the working tree: they now sit on the branch entered
        head = f"- Uncommitted changes carried over to `{_one_line(carried_to)}`: {counts}"
    if not names:  # team memory: this clone's uncommitted file names are no teammate's business
        return [head]
    return [
        head,
        *_names("staged", state.staged),
        *_names("unstaged", state.unstaged),
        *_names("untracked", state.untracked),
    ]


def render_body(
    ctx: BranchContext,
    state: WorkingState | None,
    carried_to: str | None = None,
    author: str | None = None,
    file_names: bool = True,
) -> str:
    """The generated part of the handoff body (Markdown, names only, deterministic);
    ``file_names=False`` counts the uncommitted files without naming them."""
    lines = [
        f"{HEADER}{_one_line(ctx.branch)}`, generated from git by ecc-memory.",
        "",
        f"- Branch: `{_one_line(ctx.branch)}`",
        *author_line(author),
        f"- HEAD: `{ctx.head[:12]}`",
        _upstream_line(ctx),
        _base_line(ctx),
    ]
    if ctx.default_branch is None:  # no base: a count of every ancestor would be a lie
        state_lines = _state_lines(state, carried_to, file_names) if state is not None else []
        return "\n".join([*lines, *state_lines])
    lines.append(f"- Commits since merge-base: {ctx.commits_total}")
    lines += [f"  - `{c.sha[:12]}` {_one_line(c.subject)}" for c in ctx.commits[:MAX_COMMITS]]
    if ctx.commits_total > min(len(ctx.commits), MAX_COMMITS):
        lines.append(f"  - ... {ctx.commits_total - min(len(ctx.commits), MAX_COMMITS)} older")
    lines.append(
        f"- Changed files since merge-base: {len(ctx.files)} (+{ctx.insertions} -{ctx.deletions})"
    )
    for change in ctx.files[:MAX_FILES]:
        path = _one_line(change.path)
        lines.append(f"  - {change.status} `{path}` (+{change.insertions} -{change.deletions})")
    if len(ctx.files) > MAX_FILES:
        lines.append(f"  - ... {len(ctx.files) - MAX_FILES} more files")
    if state is not None:
        lines += _state_lines(state, carried_to, file_names)
    return "\n".join(lines)


def _without_vault(state: WorkingState) -> WorkingState:
    """Drop the vault's own files: writing a handoff must not count as a change."""

    def keep(names: tuple[str, ...]) -> tuple[str, ...]:
        return tuple(n for n in names if not n.startswith(VAULT_DIR))

    from ecc_memory.git.records import WorkingState

    return WorkingState(keep(state.staged), keep(state.unstaged), keep(state.untracked))


def fingerprint(ctx: BranchContext, state: WorkingState | None, extra: str | None) -> str:
    """What a handoff is *of*: the branch, its commit, the uncommitted files' names and the
    extra text. Not the generated prose, which also holds what moves without the branch
    (ahead/behind an upstream that was fetched, the branch a switch carries changes to, the
    clock): only a new commit, a new set of uncommitted files or new words make a new handoff."""
    names = (
        () if state is None
        else (*(f"s:{n}" for n in state.staged), *(f"u:{n}" for n in state.unstaged),
              *(f"?:{n}" for n in state.untracked))
    )  # fmt: skip
    data = "\x00".join((ctx.branch, ctx.head, ctx.merge_base or "", *sorted(names), extra or ""))
    return hashlib.sha256(data.encode("utf-8", "surrogatepass")).hexdigest()[:16]


def branch_line(branch: str) -> str:
    """The body line naming the branch; tells apart branches whose tag slugs collide."""
    return f"- Branch: `{_one_line(branch)}`"


def _read_handoffs(roots: Roots, scope: str) -> Iterable[Memory]:
    """Parsed handoffs of one scope, reached without following symlinks. Team handoffs come
    from teammates through git: they are judged as the index judges a file (format, place,
    secrets); project ones were written here, through the scanning writer, and are parsed. What
    fails is skipped (doctor reports it)."""
    from ecc_memory import files

    boundary, parts = roots.location(scope)
    try:
        with files.dir_chain(boundary, (*parts, "handoffs"), create=False) as fd:
            if fd is None:
                return []
            names = sorted(n for n in os.listdir(fd) if n.endswith(".md") and n[0] != ".")
            return [m for m in (_load(fd, scope, name) for name in names) if m is not None]
    except (EccError, OSError):
        return []


def _load(dir_fd: int, scope: str, name: str) -> Memory | None:
    from ecc_memory import files
    from ecc_memory.vault.document import MAX_FILE_BYTES
    from ecc_memory.vault.frontmatter import parse_document
    from ecc_memory.vault.store import classify

    try:
        data = files.read_regular(dir_fd, name, MAX_FILE_BYTES)
        if scope == "team":
            return classify(data, scope, f"handoffs/{name}").memory
        return parse_document(data)
    except (EccError, OSError):
        return None


def committed_team_handoffs(repo: Repo, branch: str) -> list[Memory]:
    """The team handoffs committed at the tip of ``branch`` (local, else a remote's), judged as
    the index judges a file. Team memory is tracked: once the working tree holds another
    branch (the post-checkout hook of the branch left, ``--latest --branch B`` from elsewhere),
    the branch's own tree is where its team handoffs are."""
    from ecc_memory.vault.document import MAX_FILE_BYTES
    from ecc_memory.vault.store import classify

    found = []
    for name, data in repo.branch_folder_files(branch, TEAM_HANDOFFS, MAX_FILE_BYTES):
        if name.endswith(".md") and not name.startswith("."):
            loaded = classify(data, "team", f"handoffs/{name}")
            if loaded.memory is not None:
                found.append(loaded.memory)
    return found


def newest_handoff(
    roots: Roots,
    branch: str,
    harness: str | None = None,
    scopes: tuple[str, ...] = HANDOFF_SCOPES,
    also: Iterable[Memory] = (),
) -> Memory | None:
    """The newest active branch handoff of ``branch`` across ``scopes`` (project and team) that
    ``harness`` can read (targeted at it or at ``all``; None: every handoff counts). ``also``:
    handoffs read elsewhere (``committed_team_handoffs``), those of ``scopes`` counted."""
    from ecc_memory.vault.replacement import replaces, replaces_row

    tag, line = branch_tag(branch), branch_line(branch)
    on_disk = [memory for scope in scopes for memory in _read_handoffs(roots, scope)]
    seen = {memory.id for memory in on_disk}
    extra = [m for m in also if m.scope in scopes and m.id not in seen]
    readable = [
        memory
        for memory in [*on_disk, *extra]
        if memory.status == "active"
        and (harness is None or {"all", harness} & set(memory.target_harnesses))
    ]
    found = [m for m in readable if tag in m.tags and line in m.body.splitlines()]
    # Superseded or retired by hand (`ecc memory supersede|retire`): a replacement's own words
    # are no generated branch context, so the branch has no current handoff until the next one.
    replacers = [m for m in readable if replaces(m)]
    current = [m for m in found if not any(replaces_row(new, m) for new in replacers)]
    # A handoff that a later one links to (the chain) is older, even when a pinned or
    # coarse clock gave both the same time.
    linked = {target for memory in found for target in memory.links}
    newest = [memory for memory in current if memory.id not in linked]
    if not newest and len(current) == len(found):  # a loop of links made by hand
        newest = current
    return max(newest, key=lambda m: (m.created_at, m.id), default=None)


def _is_empty(ctx: BranchContext, state: WorkingState | None) -> bool:
    """No work of its own: no commits past its base (or no base to tell) and nothing staged
    or changed in tracked files. An untracked file may be anyone's scratch: it is no work."""
    quiet = state is None or not (state.staged or state.unstaged)
    return (ctx.default_branch is None or ctx.commits_total == 0) and quiet


def write_branch_handoff(
    roots: Roots,
    repo: Repo,
    *,
    source_harness: str,
    targets: tuple[str, ...] = ("all",),
    branch: str | None = None,
    title: str | None = None,
    tags: tuple[str, ...] = (),
    links: tuple[str, ...] = (),
    extra_body: str | None = None,
    default_branch: str | None = None,
    include_working_tree: bool = True,
    now: datetime,
    carried_to: str | None = None,
    skip_empty: bool = False,
    scope: str = "project",
) -> HandoffOutcome:
    """Save a handoff for ``branch`` (default: the checked-out one) in ``scope`` unless nothing
    changed.

    ``extra_body`` (the agent's own words) goes above the generated context; without it, the
    newest handoff's words (either scope) are carried forward. ``carried_to`` names the branch
    the uncommitted changes moved to at a switch; ``skip_empty`` writes nothing for a branch
    without commits of its own, tracked changes or words given now. ``default_branch`` (else
    ``ecc-memory.defaultBranch``) is what the branch is measured against."""
    from ecc_memory.vault.document import new_memory
    from ecc_memory.vault.store import save_memory

    name = branch or repo.current_branch()
    if name is None:
        from ecc_memory.git.records import GitError

        raise GitError("git-detached-head", "HEAD is detached; name a branch: --from-branch NAME")
    check_branch_name(name)
    configured = default_branch or repo.config_get("ecc-memory.defaultBranch")
    ctx = repo.branch_context(name, default_branch=configured, max_commits=MAX_COMMITS)
    state = _without_vault(repo.working_state()) if include_working_tree else None
    extra = extra_body.strip() if extra_body and extra_body.strip() else None
    if skip_empty and extra is None and _is_empty(ctx, state):
        return HandoffOutcome(name, None, None, None, scope)
    committed = committed_team_handoffs(repo, name)
    newest = newest_handoff(roots, name, also=committed)
    words = words_of(newest) if extra is None and newest is not None else None
    mark = fingerprint(ctx, state, extra or (words.text if words else None))
    previous = newest if newest is not None and newest.scope == scope else None
    if previous is None:
        previous = newest_handoff(roots, name, scopes=(scope,), also=committed)
    # A project handoff says nothing new when the newest of either scope says the same; a team
    # handoff is asked for to share: only an identical team handoff makes it redundant.
    same = previous if scope == "team" else newest
    if same is not None and _fingerprint_of(same) == mark:
        return HandoffOutcome(name, same.id, None, same.id, same.scope)
    author = repo.config_get("user.name")
    generated = render_body(ctx, state, carried_to, author, file_names=scope != "team")
    body = f"{generated}\n\nState: `{mark}`"
    said = extra or (carried_block(words) if words is not None else None)
    if said:
        body = f"{said}\n\n{body}"
    chain = (previous.id,) if previous is not None else ()
    memory = new_memory(
        title=title or f"Branch handoff: {_one_line(name)}"[:200],
        body=body,
        source_harness=source_harness,
        kind="handoff",
        scope=scope,
        target_harnesses=targets,
        tags=_unique((BRANCH_TAG, branch_tag(name), *tags)),
        links=_unique((*chain, *links)),
        now=now,
    )
    result = save_memory(roots, memory)
    return HandoffOutcome(
        name, result.memory.id, result.path, previous.id if previous else None, scope,
        words.memory_id if words else None,
    )  # fmt: skip


def _fingerprint_of(memory: Memory) -> str | None:
    match = _STATE_LINE.search(memory.body)
    return match.group(1) if match else None


def _unique(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(values))
