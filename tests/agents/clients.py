"""The real agent clients at pinned versions, installed once into a cache outside the repository.

npm holds back install scripts here, so each package's own install step is run explicitly to
put its native binary in place. Hermes Agent is a Python package: it gets a virtual environment
of its own in the same cache (``hermes-0.19.0``), as a user installs it apart from ecc-memory,
with its ``mcp`` extra (without it Hermes ignores ``mcp_servers``). The cache is
``$ECC_TEST_CLIENTS_DIR`` or ``~/.cache/ecc-memory-test-clients`` of the user running the tests
(read when this module is imported, before the suite isolates HOME), keyed by the pinned
versions.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import subprocess
import sys
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
HERMES = ("hermes-agent[mcp]", "0.19.0")
HERMES_VENV = _ROOT / f"hermes-{HERMES[1]}"


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


def hermes_installed() -> Path:
    """The ``bin`` directory of Hermes' own virtual environment (``hermes`` and its Python);
    created on first use (about a minute with the registry reachable), under a lock."""
    if sys.version_info < (3, 11):
        raise RuntimeError("hermes-agent 0.19.0 needs Python 3.11 or newer")
    _ROOT.mkdir(parents=True, exist_ok=True)
    with open(_ROOT / ".hermes.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        marker = HERMES_VENV / ".installed"
        if not marker.exists():
            shutil.rmtree(HERMES_VENV, ignore_errors=True)
            subprocess.run(
                [sys.executable, "-m", "venv", str(HERMES_VENV)],
                check=True, capture_output=True, timeout=600,
            )  # fmt: skip
            package, version = HERMES
            subprocess.run(
                [str(HERMES_VENV / "bin" / "python"), "-m", "pip", "install", "--quiet",
                 "--disable-pip-version-check", f"{package}=={version}"],
                check=True, capture_output=True, timeout=1800,
            )  # fmt: skip
            marker.write_text("ok\n")
    return HERMES_VENV / "bin"
