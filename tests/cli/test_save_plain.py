"""``ecc memory save`` in its common spellings runs without click (``entry.ecc`` →
``cli.save_run``, issue 34): it must write, print, refuse and exit exactly as the click command
does, refuse a secret before it writes anything, and hand every other command line to click."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from ecc_memory.config import resolve_roots
from ecc_memory.vault.store import init_vault
from gitrepo import fake_token, init_repo

ECC = str(Path(sys.executable).parent / "ecc")
THROUGH_CLICK = (
    "import sys\nfrom ecc_memory.cli.main import main\nsys.argv = ['ecc', *sys.argv[1:]]\nmain()\n"
)
LOADED = (
    "import atexit, sys\n"
    "atexit.register(lambda: sys.stderr.write('CLICK=%s\\n' % ('click' in sys.modules)))\n"
    "from ecc_memory.entry import ecc\n"
    "sys.argv = ['ecc', *sys.argv[1:]]\n"
    "ecc()\n"
)
ID = re.compile(r"mem_\d{8}_[0-9a-f]{20}")
ID_BYTES = re.compile(ID.pattern.encode())


@pytest.fixture
def project(tmp_path: Path) -> Path:
    project = init_repo(tmp_path / "repo")
    init_vault(resolve_roots(project, os.environ), ["project", "team"])
    (tmp_path / "body.md").write_text("Token rotation checked after the deploy.\n")
    return project


def _env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("ECC_")}
    env["ECC_MEMORY_NOW"] = "2026-03-04T05:06:07.089Z"
    env["ECC_MEMORY_HARNESS"] = "codex"
    return env


def _run(command: list[str], cwd: Path, stdin: str = "") -> tuple[int, str, str]:
    done = subprocess.run(
        command, cwd=cwd, env=_env(), input=stdin, capture_output=True, text=True, check=False
    )
    return done.returncode, done.stdout, done.stderr


def _vault(project: Path) -> dict[str, bytes]:
    """Every file of the vault by path, the generated IDs masked."""
    root = project / ".ecc" / "memory"
    return {
        ID.sub("ID", str(path.relative_to(root))): ID_BYTES.sub(b"ID", path.read_bytes())
        for path in sorted(root.rglob("*"))
        if path.is_file()
    }


def _clear(project: Path) -> None:
    for path in (project / ".ecc" / "memory").rglob("mem_*.md"):
        path.unlink()


PLAIN = [
    ["--title", "Deploy", "--body-file", "../body.md"],
    ["--title=Deploy", "--body-file=../body.md", "--json"],
    ["--json", "--stdin", "--title", "Deploy", "--kind", "lesson", "--scope", "team"],
    ["--title", "Deploy", "--stdin", "--tag", "auth", "--tag", "deploy", "--target", "claude"],
    ["--title", "Deploy", "--stdin", "--from", "claude", "--link", "mem_20260101_nothere"],
    ["--title", "Deploy", "--stdin", "--source-harness", "claude", "--target=codex", "--json"],
    ["--title", "Deploy"],  # no body source: the same refusal
    ["--title", "Deploy", "--stdin", "--body-file", "../body.md"],  # two: the same refusal
    ["--title", "", "--stdin"],  # an empty title: the same refusal
    ["--title", "Deploy", "--body-file", "../missing.md", "--json"],
]


@pytest.mark.parametrize("args", PLAIN)
def test_the_plain_forms_answer_and_write_as_click_does(project: Path, args: list[str]) -> None:
    stdin = "Session cleanup is next.\n"
    clicked = _run([sys.executable, "-c", THROUGH_CLICK, "memory", "save", *args], project, stdin)
    written = _vault(project)
    _clear(project)
    code, out, err = _run([sys.executable, "-c", LOADED, "memory", "save", *args], project, stdin)
    assert "CLICK=False" in err
    plain = (code, ID.sub("ID", out), ID.sub("ID", err.replace("CLICK=False\n", "")))
    assert plain == (clicked[0], ID.sub("ID", clicked[1]), ID.sub("ID", clicked[2]))
    assert _vault(project) == written


OTHERS = [
    ["--help"],
    ["--title", "Deploy", "--stdin", "--project-root", "."],
    ["--title", "One", "--title", "Two", "--stdin"],  # click keeps the last: click decides
    ["--title", "--json", "--stdin"],  # click takes "--json" as the title
    ["--stdin"],  # no --title
    ["--title", "Deploy", "--stdin", "--scope", "galaxy"],
    ["--title", "Deploy", "--stdin", "--kind", "poem"],
    ["--title", "Deploy", "--stdin", "--verbose"],
    ["--title", "Deploy", "--stdin", "extra"],
    ["--title", "Deploy", "--json=yes", "--stdin"],
    ["--title", "Deploy", "--tag"],
]


@pytest.mark.parametrize("args", OTHERS)
def test_every_other_form_is_clicks(project: Path, args: list[str]) -> None:
    code, out, err = _run([sys.executable, "-c", LOADED, "memory", "save", *args], project, "x")
    assert "CLICK=True" in err
    written = _vault(project)
    _clear(project)
    clicked = _run([sys.executable, "-c", THROUGH_CLICK, "memory", "save", *args], project, "x")
    assert (code, ID.sub("ID", out)) == (clicked[0], ID.sub("ID", clicked[1]))
    assert _vault(project) == written


SECRETS = [
    ("the key is {}", fake_token("ghp_", 36)),
    ("AWS_SECRET_ACCESS_KEY={}", fake_token("", 40)),
    ("curl -H 'Authorization: Bearer {}' https://example.test/", fake_token("", 32)),
]


@pytest.mark.parametrize(("shape", "secret"), SECRETS)
def test_a_secret_is_refused_before_anything_is_written(
    project: Path, shape: str, secret: str
) -> None:
    """The refusal comes before any byte: not even a temp file is created and removed, which
    would move the directory's modification time."""
    notes = project / ".ecc" / "memory" / "project" / "notes"
    os.utime(notes, ns=(1_000_000_000, 1_000_000_000))
    before = _vault(project)
    code, out, err = _run(
        [sys.executable, "-c", LOADED, "memory", "save", "--title", "Keys", "--stdin", "--json"],
        project,
        shape.format(secret),
    )
    assert code == 2
    assert "CLICK=False" in err
    assert '"SECRET_REFUSED"' in out
    assert secret not in out + err
    assert notes.stat().st_mtime_ns == 1_000_000_000
    assert _vault(project) == before


def test_the_console_script_saves_without_click(project: Path) -> None:
    code, out, _ = _run([ECC, "memory", "save", "--title", "Plain", "--stdin"], project, "Body.")
    assert code == 0
    assert "Plain" in out
    [saved] = (project / ".ecc" / "memory" / "project" / "notes").glob("mem_*.md")
    assert b"Body." in saved.read_bytes()
