"""What ``.gitattributes`` does to a memory path: whether a checkout writes something other
than the committed bytes.

A ``filter`` (git-lfs: the blob is a pointer, the checkout the real file) or a
``working-tree-encoding`` (the checkout is re-encoded) means the bytes a gate reads from git
are not what every clone gets, so such a path cannot be judged from git and is refused.

The answer is git's own (``git check-attr``, asked by ``git.attributes``): gitattributes(5)
matching has enough corners (macros that name macros, globs over bytes, POSIX classes, what
counts as a blank) that a second implementation would differ from git, and a file git routes
through a filter would pass. This module only holds the answer for the view.
"""

from __future__ import annotations

from collections.abc import Callable

CHECKED = ("filter", "working-tree-encoding")


class Attributes:
    """The conversion git applies to each path, answered on first use (``answer``: a path's
    ``name=value``, or None); with no ``answer``, no ``.gitattributes`` can convert any path."""

    __slots__ = ("_answer",)

    def __init__(self, answer: Callable[[str], str | None] | None = None) -> None:
        self._answer = answer

    def conversion(self, path: str) -> str | None:
        """``name=value`` of the attribute that makes a checkout of ``path`` differ from its
        blob, or None."""
        return None if self._answer is None else self._answer(path)
