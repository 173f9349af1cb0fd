"""The real agent clients at pinned versions, installed once into a cache outside the repository.

npm holds back install scripts here, so each package's own install step is run explicitly to
put its native binary in place. The cache is ``$ECC_TEST_CLIENTS_DIR`` or
``~/.cache/ecc-memory-test-clients`` of the user running the tests (read when this module is
imported, before the suite isolates HOME), keyed by the pinned versions.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
from pathlib import Path

CLAUDE = ("@anthropic-ai/claude-code", "2.1.328")
CODEX = ("@openai/codex", "0.169.0")
OPENCODE = ("opencode-ai", "1.18.33")
PINNED = (CLAUDE, CODEX, OPENCODE)
# The packages' own install steps (npm runs none of them here): package dir, command.
INSTALL_STEPS = (
    ("@anthropic-ai/claude-code", ["node", "install.cjs"]),
    ("opencode-ai", ["node", "./postinstall.mjs"]),
)

_ROOT = Path(
    os.environ.get("ECC_TEST_CLIENTS_DIR")
    or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "ecc-memory-test-clients"
)
CACHE = _ROOT / "-".join(f"{name.rsplit('/', 1)[-1]}{version}" for name, version in PINNED)
BIN = CACHE / "node_modules" / ".bin"


def installed() -> Path:
    """The ``.bin`` directory holding ``claude``, ``codex`` and ``opencode``; installs on first
    use (a few minutes on a fresh machine), under a lock."""
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        marker = CACHE / ".installed"
        if not marker.exists():
            _install()
            marker.write_text("ok\n")
    return BIN


def _install() -> None:
    npm = shutil.which("npm")
    if npm is None:
        raise RuntimeError("npm is needed to install the agent clients")
    specs = [f"{name}@{version}" for name, version in PINNED]
    subprocess.run(
        [npm, "install", "--no-audit", "--no-fund", "--prefix", str(CACHE), *specs],
        check=True, capture_output=True, timeout=1800,
    )  # fmt: skip
    for package, command in INSTALL_STEPS:
        subprocess.run(
            command, cwd=CACHE / "node_modules" / package, check=True, capture_output=True,
            timeout=600,
        )  # fmt: skip


def version(tool: str) -> str:
    done = subprocess.run(
        [str(installed() / tool), "--version"], capture_output=True, text=True, timeout=60
    )
    return done.stdout.strip()
