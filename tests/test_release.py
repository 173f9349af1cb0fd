"""Release hygiene: one version, a license, and an sdist that carries what its tests need."""

from __future__ import annotations

import re
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

import ecc_memory

ROOT = Path(__file__).resolve().parents[1]
# Files of the repository that are not part of a source release.
NOT_RELEASED = (".gitignore",)


def test_the_version_is_defined_once() -> None:
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    project = pyproject.split("\n[project]\n", 1)[1].split("\n[", 1)[0]
    assert re.search(r"^version\s*=", project, re.M) is None
    assert re.search(r'^dynamic = \["version"\]$', project, re.M)
    assert re.search(r'^license = "MIT"$', project, re.M)
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    shown = subprocess.run(
        [sys.executable, "-m", "ecc_memory", "--version"], capture_output=True, text=True
    )
    assert shown.stdout.strip().endswith(ecc_memory.__version__)


@pytest.mark.slow
def test_the_sdist_holds_every_tracked_file_and_its_tests_run(tmp_path: Path) -> None:
    built = subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--outdir", str(tmp_path), str(ROOT)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert built.returncode == 0, built.stdout[-2000:] + built.stderr[-2000:]
    (archive,) = tmp_path.glob("ecc_memory-*.tar.gz")
    with tarfile.open(archive) as tar:
        if hasattr(tarfile, "data_filter"):
            tar.extractall(tmp_path, filter="data")
        else:  # Python 3.11 before 3.11.4 has no filters: our own archive, checked here
            members = tar.getmembers()
            assert all(m.isfile() or m.isdir() for m in members)
            assert not any(m.name.startswith("/") or ".." in m.name.split("/") for m in members)
            tar.extractall(tmp_path)
        prefix = archive.name.removesuffix(".tar.gz") + "/"
        names = {name.removeprefix(prefix) for name in tar.getnames()}
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    if not tracked:
        pytest.skip("not a git checkout")  # an unpacked sdist runs this test too
    missing = [p for p in tracked if not p.startswith(NOT_RELEASED) and p not in names]
    assert missing == []
    unpacked = tmp_path / prefix.rstrip("/")
    ran = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         "tests/test_architecture.py", "tests/test_docs.py", "tests/protocol/test_check.py"],
        cwd=unpacked, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stdout[-3000:]
