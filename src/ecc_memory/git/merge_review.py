"""``check --conflicts --merge-base REF``: review merging REF into HEAD, read-only.

The three versions of the memory directory are read from git objects (never the working tree),
through the reading policy every gate uses (``git.views.tree_view``): HEAD is ours, REF is
theirs, and their merge-base is the base. The comparison itself is
``protocol.merge_review``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ecc_memory.git.records import UnknownRevision
from ecc_memory.git.views import tree_view
from ecc_memory.view.watched import Layout

if TYPE_CHECKING:
    from ecc_memory.git.repo import Repo
    from ecc_memory.protocol.model.problems import Problem


def merge_review(repo: Repo, revision: str, memory_prefix: str) -> list[Problem]:
    """Findings for merging ``revision`` into HEAD; ``memory_prefix`` is e.g. ``docs/memory``."""
    from ecc_memory.protocol.merge.merge_review import review_trees

    theirs, ours = repo.resolve_commit(revision), repo.head_sha()
    if theirs is None:
        raise UnknownRevision("git-unknown-revision", f"{revision!r} does not name a commit here")
    if ours is None:
        raise UnknownRevision("git-unborn-head", "HEAD has no commits to review")
    base = repo.merge_base_of(ours, theirs)
    if base is None:
        raise UnknownRevision(
            "git-no-merge-base", f"HEAD and {revision!r} have no common history to review"
        )
    layout = Layout(docs=memory_prefix.strip("/") + "/")
    trees = [tree_view(repo, commit, layout).docs_files() for commit in (base, ours, theirs)]
    return review_trees(*trees)
