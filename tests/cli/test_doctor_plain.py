"""``ecc memory doctor`` with nothing but ``--json`` and ``--full`` runs without click
(``entry.ecc`` → ``cli.doctor_run``, issue 22): it must print, warn and exit exactly as the
click command does, and every other form must still reach click."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.config import resolve_roots
from ecc_memory.vault.document import new_memory, serialize
from ecc_memory.vault.store import init_vault, save_memory
from gitrepo import fake_token, init_repo

ECC = str(Path(sys.executable).parent / "ecc")
# The same command line through click, whatever entry.ecc would do with it.
THROUGH_CLICK = (
    "import sys\nfrom ecc_memory.cli.main import main\nsys.argv = ['ecc', *sys.argv[1:]]\nmain()\n"
)
# Which of click and pygit2 the console script's process imported, on stderr.
LOADED = (
    "import atexit, sys\n"
    "atexit.register(lambda: sys.stderr.write('CLICK=%s\\n' % ('click' in sys.modules)))\n"
    "from ecc_memory.entry import ecc\n"
    "sys.argv = ['ecc', *sys.argv[1:]]\n"
    "ecc()\n"
)


@pytest.fixture
def troubled(tmp_path: Path) -> Path:
    """A vault with a valid memory, a quarantined one and a malformed file."""
    project = init_repo(tmp_path / "repo")
    roots = resolve_roots(project, os.environ)
    init_vault(roots, ["project", "team"])
    save_memory(roots, new_memory(title="Fine", body="A plain note.", source_harness="codex"))
    notes = roots.root("project") / "notes"
    leak = new_memory(title="Leak", body=f"use {fake_token('ghp_', 36)}", source_harness="codex")
    (notes / f"{leak.id}.md").write_bytes(serialize(leak))
    (notes / "broken.md").write_bytes(b"---\nnot: json\n---\nbody\n")
    return project


def _run(command: list[str], cwd: Path) -> tuple[int, str, str]:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    return done.returncode, done.stdout, done.stderr


@pytest.mark.parametrize("args", [[], ["--json"], ["--full"], ["--full", "--json"]])
def test_the_plain_forms_answer_as_click_does(troubled: Path, args: list[str]) -> None:
    clicked = _run([sys.executable, "-c", THROUGH_CLICK, "memory", "doctor", *args], troubled)
    plain = _run([ECC, "memory", "doctor", *args], troubled)
    assert plain == clicked
    assert plain[0] == 1  # the quarantined and malformed files are problems


def test_the_plain_forms_import_no_click(troubled: Path) -> None:
    code, _, err = _run([sys.executable, "-c", LOADED, "memory", "doctor", "--json"], troubled)
    assert code == 1
    assert "CLICK=False" in err


@pytest.mark.parametrize(
    "args", [["--scope", "team"], ["--format", "github"], ["--json", "--json"], ["--help"]]
)
def test_every_other_form_is_clicks(troubled: Path, args: list[str]) -> None:
    code, out, err = _run([sys.executable, "-c", LOADED, "memory", "doctor", *args], troubled)
    assert "CLICK=True" in err
    clicked = _run([sys.executable, "-c", THROUGH_CLICK, "memory", "doctor", *args], troubled)
    assert (code, out) == clicked[:2]


def test_outside_a_vault_the_plain_form_warns_as_click_does(tmp_path: Path) -> None:
    empty = init_repo(tmp_path / "empty")
    clicked = _run([sys.executable, "-c", THROUGH_CLICK, "memory", "doctor"], empty)
    assert _run([ECC, "memory", "doctor"], empty) == clicked
    assert "no vault here yet" in clicked[2]
