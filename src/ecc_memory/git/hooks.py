"""What the git hooks check, on the content git is about to commit.

Every check reads staged blobs from the index being committed (``Repo`` opened with
``from_env=True`` by the adapter), never the working tree, and returns ``Block`` values; the
adapter prints them and picks the exit code. Nothing here writes to the index or the working
tree, so a blocked commit leaves both exactly as they were.

The second half installs the small scripts from ``hooks/`` into the repository's hooks
directory (respecting ``core.hooksPath``), chaining a hook that was there before instead of
overwriting it, and marking ours so ``uninstall`` removes only ours.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from ecc_memory.git.repo import Repo, StagedChange

MEMORY_BASE = ".ecc/memory/"
DOCS_MEMORY = "docs/memory/"
GUARD_NAME = ".gitignore"
BULK_DELETE_LIMIT = 10
BULK_DELETE_ENV = "ECC_MEMORY_ALLOW_BULK_DELETE"
_UNSTAGE = "git restore --staged -- {path}"


@dataclass(frozen=True)
class Block:
    """One reason to stop the commit: the file, why, and the command that resolves it."""

    path: str
    reason: str
    fix: str

    def render(self, hook: str) -> str:
        return f"{hook}: {self.path}: {self.reason} (fix: {self.fix})"


@dataclass(frozen=True)
class Layout:
    """Repository-relative prefixes (each ending in ``/``) of the places the hooks watch."""

    project: str = MEMORY_BASE + "project/"
    team: str = MEMORY_BASE + "team/"
    base: str = MEMORY_BASE
    docs: str = DOCS_MEMORY

    @property
    def guard(self) -> str:
        return self.project + GUARD_NAME

    def is_memory_path(self, path: str) -> bool:
        return path.startswith((self.base, self.project, self.team, self.docs))


def layout_for(workdir: Path, project_root: Path, team_root: Path) -> Layout:
    """The watched prefixes, following vault roots that were moved inside the checkout."""
    default = Layout()
    try:
        project = project_root.resolve().relative_to(workdir.resolve()).as_posix() + "/"
        team = team_root.resolve().relative_to(workdir.resolve()).as_posix() + "/"
    except ValueError:
        return default
    return Layout(project=project, team=team)


# -- ecc-memory-guard ------------------------------------------------------------------------


def check_staged(
    repo: Repo,
    layout: Layout,
    env: Mapping[str, str],
    approved: frozenset[str],
) -> list[Block]:
    """The guard: project files, team documents, secrets and bulk deletions in the index."""
    changes = repo.staged_changes()
    blocks = _bulk_delete(changes, layout, env)
    for change in changes:
        if change.blob_id is None:
            continue
        if change.path.startswith(layout.project):
            if change.path != layout.guard:
                blocks.append(_project_block(change.path))
        elif change.path.startswith(layout.team):
            data = repo.read_blob(change.blob_id)
            blocks += check_team_document(change.path, data, layout, change.blob_id in approved)
        elif change.path.startswith((layout.base, layout.docs)):
            blocks += _secret_blocks(change.path, repo.read_blob(change.blob_id))
    return blocks


def _project_block(path: str) -> Block:
    return Block(
        path,
        "project-scope memory is never committed (also not with git add -f)",
        f"git rm --cached -- {path}",
    )


def _bulk_delete(
    changes: list[StagedChange], layout: Layout, env: Mapping[str, str]
) -> list[Block]:
    deleted = [c.path for c in changes if c.status == "D" and layout.is_memory_path(c.path)]
    # Moving a memory out of the memory directories removes it just the same.
    deleted += [
        c.old_path
        for c in changes
        if c.status == "R" and c.old_path and layout.is_memory_path(c.old_path)
        and not layout.is_memory_path(c.path)
    ]  # fmt: skip
    if len(deleted) <= BULK_DELETE_LIMIT or env.get(BULK_DELETE_ENV) == "1":
        return []
    reason = (
        f"this commit deletes {len(deleted)} memory files (more than {BULK_DELETE_LIMIT}; "
        f"first: {sorted(deleted)[0]})"
    )
    return [Block(layout.base, reason, f"{BULK_DELETE_ENV}=1 git commit ...")]


def check_team_document(path: str, data: bytes, layout: Layout, approved: bool) -> list[Block]:
    """Format, trust, location, secrets and review of one staged team-scope file."""
    from ecc_memory.errors import InvalidInput
    from ecc_memory.vault.document import kind_dir, parse_document

    rel = path[len(layout.team) :]
    parts = rel.split("/")
    fix_edit = f"fix the file, then git add -- {path}"
    if len(parts) < 2 or not parts[-1].endswith(".md") or parts[-1].startswith("."):
        reason = "not a memory document in a kind directory"
        return [Block(path, reason, _UNSTAGE.format(path=path))]
    blocks = _secret_blocks(path, data)
    try:
        memory = parse_document(data)
    except InvalidInput as exc:
        return [Block(path, f"malformed memory document ({exc.code}: {exc.message})", fix_edit)]
    if memory.scope != "team":
        blocks.append(Block(path, f'scope is "{memory.scope}", not "team"', fix_edit))
    if memory.trust != "unreviewed":
        blocks.append(Block(path, 'trust must stay "unreviewed"', fix_edit))
    expected = kind_dir(memory.kind)
    if parts[0] != expected:
        where = f"{layout.team}{expected}/{parts[-1]}"
        blocks.append(Block(path, f"a {memory.kind} belongs in {where}", f"git mv {path} {where}"))
    if not blocks and not approved:
        reason = "team memory not reviewed in this exact content"
        blocks.append(Block(path, reason, "ecc memory review"))
    return blocks


def _secret_blocks(path: str, data: bytes) -> list[Block]:
    from ecc_memory.detectors import scan_text

    findings = scan_text(data.decode("utf-8", errors="replace"), deep=True)
    return [
        Block(
            path,
            f"suspected secret ({finding.detector}) on line {finding.line}",
            f"remove it, rotate the credential, then git add -- {path}",
        )
        for finding in findings
    ]


# -- ecc-memory-gitignore --------------------------------------------------------------------


def check_gitignore(repo: Repo, layout: Layout, guard_content: bytes) -> list[Block]:
    """The project guard is intact and effective, and nothing behind it is tracked."""
    tracked = repo.index_entries(layout.project)
    blocks = [
        Block(path, "project-scope memory is tracked by git", f"git rm --cached -- {path}")
        for path in sorted(tracked)
        if path != layout.guard
    ]
    scope_dir = repo.workdir / layout.project
    if not tracked and not os.path.lexists(scope_dir):
        return blocks  # no project scope here: nothing to protect yet
    restore = "ecc memory doctor (then restore it to exactly '*' and '!.gitignore' lines)"
    content = _read_plain_file(repo.workdir / layout.guard)
    if content is None:
        reason = "the fail-closed guard file is missing"
        blocks.append(Block(layout.guard, reason, "ecc memory init"))
    elif content != guard_content:
        blocks.append(Block(layout.guard, "the guard file has unexpected content", restore))
    staged_guard = tracked.get(layout.guard)
    if staged_guard is not None and repo.read_blob(staged_guard) != guard_content:
        blocks.append(Block(layout.guard, "the staged guard file has unexpected content", restore))
    probe = layout.project + "notes/ecc-memory-probe.md"
    if not repo.is_ignored(probe):
        blocks.append(Block(probe, "git would not ignore project memory", restore))
    return blocks


def _read_plain_file(path: Path) -> bytes | None:
    """Read a regular file without following a symlink; None when it is absent or not a file."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    except OSError:
        return None
    try:
        chunks = []
        while chunk := os.read(fd, 65536):
            chunks.append(chunk)
        return b"".join(chunks)
    finally:
        os.close(fd)


# -- ecc-memory-protocol ---------------------------------------------------------------------


def staged_tree(repo: Repo, prefix: str) -> dict[str, bytes]:
    """Every staged file under ``prefix``, keyed by its path relative to ``prefix``."""
    entries = repo.index_entries(prefix)
    return {path[len(prefix) :]: repo.read_blob(blob) for path, blob in sorted(entries.items())}


def check_protocol_staged(repo: Repo, layout: Layout) -> list[Block]:
    """Run the protocol checker over the staged ``docs/memory/`` tree (not the working tree).

    Evidence paths are answered from the index too, so evidence that exists only in the
    working tree does not count.
    """
    from ecc_memory.protocol import CheckOptions, check_tree

    files = staged_tree(repo, layout.docs)
    if not files:
        return []
    staged_paths = frozenset(repo.index_entries(""))
    options = CheckOptions(
        security=True,
        deep_secrets=True,
        resolve_head=repo.head_sha,
        evidence_exists=lambda rel: rel in staged_paths or _is_staged_dir(staged_paths, rel),
    )
    blocks: list[Block] = []
    for problem in check_tree(files, options):
        if problem.severity != "error":
            continue
        path = layout.docs + problem.path
        where = f"{path}:{problem.line}" if problem.line else path
        fix = f"ecc memory protocol check shows it; correct it, then git add -- {layout.docs}"
        also = ", ".join(layout.docs + other for other in problem.related)
        reason = f"{problem.code}: {problem.message}" + (f" (also involves {also})" if also else "")
        blocks.append(Block(where, reason, fix))
    return blocks


def _is_staged_dir(staged: frozenset[str], rel: str) -> bool:
    prefix = rel.rstrip("/") + "/"
    return any(path.startswith(prefix) for path in staged)


# -- native hook scripts ---------------------------------------------------------------------

HOOK_TYPES = ("pre-commit", "post-checkout")
MARKER = "# ecc-memory managed hook"
CHAINED_SUFFIX = ".ecc-chained"
PRE_COMMIT_FRAMEWORK_MARK = "File generated by pre-commit"


@dataclass(frozen=True)
class HookState:
    hook: str
    path: str
    state: str  # "installed", "absent" or "foreign" (a hook that is not ours)
    chained: bool
    pre_commit_framework: bool


def scripts_dir() -> Path:
    """Where the script templates live: ``hooks/`` of a source checkout (editable install),
    else ``<prefix>/share/ecc-memory/hooks`` of an installed wheel."""
    import sys

    from ecc_memory.errors import InternalError

    for candidate in (
        Path(__file__).resolve().parents[3] / "hooks",
        Path(sys.prefix) / "share" / "ecc-memory" / "hooks",
    ):
        if (candidate / "pre-commit").is_file():
            return candidate
    raise InternalError("hook-scripts-missing", "this installation does not ship the hook scripts")


def render_script(hook: str, python: str, flags: str) -> str:
    import shlex

    template = (scripts_dir() / hook).read_text(encoding="utf-8")
    return template.replace("@PYTHON@", shlex.quote(python)).replace("@PYFLAGS@", flags)


def hook_states(repo: Repo) -> list[HookState]:
    hooks_dir = repo.hooks_dir()
    return [_state(hooks_dir, hook) for hook in HOOK_TYPES]


def _state(hooks_dir: Path, hook: str) -> HookState:
    path = hooks_dir / hook
    text = _read_plain_file(path)
    chained = (hooks_dir / (hook + CHAINED_SUFFIX)).exists()
    if text is None:
        return HookState(hook, str(path), "absent", chained, False)
    decoded = text.decode("utf-8", errors="replace")
    ours = MARKER in decoded
    chained_text = _read_plain_file(hooks_dir / (hook + CHAINED_SUFFIX)) or b""
    framework = PRE_COMMIT_FRAMEWORK_MARK.encode() in (chained_text if ours else text)
    return HookState(hook, str(path), "installed" if ours else "foreign", chained, framework)


def install(
    repo: Repo, python: str, flags: str, hooks: tuple[str, ...] = HOOK_TYPES
) -> list[HookState]:
    """Install (or refresh) our scripts; a foreign hook is kept as ``<hook>.ecc-chained``."""
    hooks_dir = repo.hooks_dir()
    hooks_dir.mkdir(parents=True, exist_ok=True)
    for hook in hooks:
        state = _state(hooks_dir, hook)
        target = hooks_dir / hook
        if state.state == "foreign":
            chained = hooks_dir / (hook + CHAINED_SUFFIX)
            if chained.exists():
                from ecc_memory.errors import InternalError

                raise InternalError(
                    "hook-chain-taken",
                    f"both {hook} and {hook}{CHAINED_SUFFIX} exist; merge them by hand first",
                )
            os.replace(target, chained)
        _write_executable(target, render_script(hook, python, flags))
    return hook_states(repo)


def uninstall(repo: Repo, hooks: tuple[str, ...] = HOOK_TYPES) -> list[HookState]:
    """Remove only our scripts and put a chained hook back in its place."""
    hooks_dir = repo.hooks_dir()
    for hook in hooks:
        if _state(hooks_dir, hook).state != "installed":
            continue
        target = hooks_dir / hook
        chained = hooks_dir / (hook + CHAINED_SUFFIX)
        if chained.exists():
            os.replace(chained, target)
        else:
            target.unlink()
    return hook_states(repo)


def _write_executable(target: Path, text: str) -> None:
    tmp = target.with_name(f".{target.name}.ecc-tmp-{os.getpid()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, 0o755)
    try:
        os.write(fd, text.encode("utf-8"))
    finally:
        os.close(fd)
    os.replace(tmp, target)
