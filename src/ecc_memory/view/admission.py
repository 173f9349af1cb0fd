"""The one reading policy: which entries under a watched path are read, and what a gate may
conclude from the bytes.

Every source (the working directory, the git index, a commit's tree) hands the same plain
records to ``tree.build``, which asks ``admit`` about each one, so a file is judged alike
wherever it is read. An entry is *refused* (a verdict every gate blocks on, naming the file
and why) when its bytes cannot be judged as what a checkout gives agents to read:

* it is spelled as a watched path only on a case-insensitive checkout (an alias);
* it is a symlink or a submodule link standing where a watched directory should be;
* it is not a regular file (a symlink, a submodule link, a device);
* ``.gitattributes`` routes it through a filter or a working-tree encoding;
* it is larger than ``MAX_FILE_BYTES`` (it is then not read at all);
* it is a folder nested more than ``MAX_TREE_DEPTH`` folders deep: no source walks below that
  bound, so such a folder stands for everything inside it, and nothing inside is read;
* it cannot be read (a missing object), or it is not UTF-8 text: invalid UTF-8, a UTF-16 or
  UTF-32 byte-order mark, or a NUL byte (UTF-16 without a mark, or binary data).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ecc_memory.view.watched import GUARD_NAME, PROJECT, Place

MAX_FILE_BYTES = 4 * 1024 * 1024
# Folders a path may have from the repository root: a walk never goes deeper, so a hostile
# tree costs neither recursion nor quadratic path building (git 2.39 sets no limit).
MAX_TREE_DEPTH = 64
REGULAR_MODES = (0o100644, 0o100755)
SYMLINK_MODE = 0o120000
GITLINK_MODE = 0o160000
TREE_MODE = 0o040000  # only for a folder nested too deep (``deep_folder``)

# Verdict codes (stable: tests and JSON consumers key on them).
ALIAS, REDIRECT, NOT_REGULAR, FILTERED, TOO_LARGE, UNREADABLE, NOT_TEXT, TOO_DEEP = (
    "case-alias", "redirect", "not-regular", "filtered", "too-large", "unreadable", "not-text",
    "too-deep",
)  # fmt: skip
_UTF16_32_MARKS = (b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")


class Verdict(NamedTuple):
    """Why an entry is refused: a stable code and one sentence naming the cause."""

    code: str
    reason: str


def kind(mode: int) -> str:
    if mode in REGULAR_MODES:
        return "a regular file"
    return {SYMLINK_MODE: "a symlink", GITLINK_MODE: "a submodule link"}.get(mode, "special")


def deep_folder(path: str) -> str | None:
    """The folder of ``path`` nested more than ``MAX_TREE_DEPTH`` folders deep (the first
    ``MAX_TREE_DEPTH + 1`` components), or None when ``path`` is not that deep."""
    parts = path.split("/", MAX_TREE_DEPTH + 1)
    if len(parts) <= MAX_TREE_DEPTH + 1:
        return None
    return "/".join(parts[: MAX_TREE_DEPTH + 1])


def path_verdict(path: str, mode: int, place: Place | None, redirects: bool) -> Verdict | None:
    """What the path and mode alone decide (nothing read yet)."""
    if mode == TREE_MODE:
        return Verdict(
            TOO_DEEP,
            f"a folder nested more than {MAX_TREE_DEPTH} folders deep; nothing inside it is "
            "read, so nothing inside it can be judged",
        )
    if redirects and mode in (SYMLINK_MODE, GITLINK_MODE):
        return Verdict(
            REDIRECT,
            f"a watched directory (or a folder above one) is {kind(mode)}; memory "
            "directories must be real directories, and nothing behind a link is judged",
        )
    if place is None:
        return None
    if place.alias:
        return Verdict(
            ALIAS,
            f"differs from {place.prefix} only by letter case or characters a "
            f"case-insensitive checkout (macOS, Windows) ignores: there it is in {place.prefix}",
        )
    if mode not in REGULAR_MODES:
        what = kind(mode) if mode in (SYMLINK_MODE, GITLINK_MODE) else "not a regular file"
        return Verdict(NOT_REGULAR, f"memory files must be regular files (this is {what})")
    return None


def admit(
    place: Place,
    path: str,
    size: int | None,
    read: Callable[[], bytes | None],
    conversion: str | None,
) -> tuple[bytes | None, Verdict | None]:
    """The bytes of a regular file under a watched path, or the verdict that refuses it.

    Project-scope files other than the guard are never read: their presence is the finding.
    """
    if conversion is not None:
        return None, Verdict(
            FILTERED,
            f".gitattributes sets {conversion} for it, so a checkout holds other bytes than "
            "git stores; memory files must be stored as they are read",
        )
    if place.area == PROJECT and path != place.prefix + GUARD_NAME:
        return None, None
    if size is not None and size > MAX_FILE_BYTES:
        return None, _too_large()
    data = read()
    if data is None:
        return None, Verdict(UNREADABLE, "it could not be read")
    if len(data) > MAX_FILE_BYTES:
        return None, _too_large()
    problem = text_problem(data)
    if problem is not None:
        return None, Verdict(NOT_TEXT, f"memory files must be UTF-8 text ({problem})")
    return data, None


def _too_large() -> Verdict:
    return Verdict(TOO_LARGE, f"it is larger than {MAX_FILE_BYTES} bytes, the bound for memory")


def text_problem(data: bytes) -> str | None:
    """Why ``data`` is not UTF-8 text, or None. A UTF-8 byte-order mark is allowed (the
    protocol reader drops it)."""
    if data.startswith(_UTF16_32_MARKS):
        return "it starts with a UTF-16 or UTF-32 byte-order mark"
    if b"\0" in data:
        return "it holds NUL bytes: UTF-16 without a byte-order mark, or binary data"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        return f"invalid UTF-8 on line {line}"
    return None
