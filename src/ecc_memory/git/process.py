"""A git process started without the subprocess module, whose import costs a hook more than
the answers it reads (``os.posix_spawnp``): the one way ``git.plumbing``, ``git.attributes``
and the hooks' quick questions (did the commit just made touch memory? is a merge being
concluded?) start git.

Every git gets replace refs disabled (``GIT_NO_REPLACE_OBJECTS``: the objects git commits, not
stand-ins) and the location variables git set for a hook made absolute, so that a git started
elsewhere (``git -C <top of the work tree>``) means the same repository.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import IO

# The variables git sets for a hook that name a place; made absolute, they keep meaning the
# same place for a git started at the top of the work tree.
_LOCATIONS = (
    "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_COMMON_DIR", "GIT_OBJECT_DIRECTORY",
)  # fmt: skip


def git_environment(base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The environment every git we start gets: ``base`` (this process's) with replace refs
    disabled and the location variables made absolute (against the current directory, as the
    git that set them meant)."""
    env = dict(os.environ if base is None else base)
    for name in _LOCATIONS:
        if env.get(name):
            env[name] = os.path.abspath(env[name])
    env["GIT_NO_REPLACE_OBJECTS"] = "1"
    return env


def spawn(
    args: list[str],
    env: Mapping[str, str],
    *,
    stdin: bool | str = False,
) -> tuple[int, IO[bytes], IO[bytes] | None]:
    """Start ``git <args>`` with its stdout on a pipe and stderr silenced; ``stdin`` True
    gives a pipe to write to, a string names a file to read it from."""
    out_read, out_write = os.pipe()
    piped = stdin is True
    in_read, in_write = os.pipe() if piped else (-1, -1)
    actions: list[tuple[int | str, ...]] = [
        (os.POSIX_SPAWN_DUP2, out_write, 1),
        (os.POSIX_SPAWN_CLOSE, out_read),
        (os.POSIX_SPAWN_OPEN, 2, os.devnull, os.O_WRONLY, 0),
    ]
    if piped:
        actions += [(os.POSIX_SPAWN_DUP2, in_read, 0), (os.POSIX_SPAWN_CLOSE, in_write)]
    else:
        source = stdin if isinstance(stdin, str) else os.devnull
        actions.append((os.POSIX_SPAWN_OPEN, 0, source, os.O_RDONLY, 0))
    try:
        pid = os.posix_spawnp("git", ["git", *args], env, file_actions=actions)
    finally:
        os.close(out_write)
        if piped:
            os.close(in_read)
    writer = os.fdopen(in_write, "wb", buffering=0) if piped else None
    return pid, os.fdopen(out_read, "rb"), writer


def run(args: list[str], env: Mapping[str, str], stdin: str | None = None) -> bytes | None:
    """``git <args>``'s whole output, or None when it fails or cannot start."""
    try:
        pid, output, _ = spawn(args, env, stdin=stdin or False)
    except (AttributeError, OSError):  # no git on PATH, or no posix_spawnp on this platform
        return None
    with output:
        data = output.read()
    _, status = os.waitpid(pid, 0)
    return data if os.waitstatus_to_exitcode(status) == 0 else None


def lines(args: list[str], env: Mapping[str, str]) -> list[str] | None:
    """``git <args>``'s NUL-separated output as text (undecodable bytes kept as surrogates),
    or None when it fails or cannot start."""
    output = run(args, env)
    if output is None:
        return None
    text = output.decode("utf-8", errors="surrogateescape")
    return [name for name in text.split("\0") if name]
