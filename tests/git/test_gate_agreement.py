"""The differential test: for every case of the corpus (``gate_corpus``), the four gates name
the same files.

* the pre-commit hook, at the commit that created each state;
* the post-commit warning, after that commit was made (with ``--no-verify`` when the hook
  blocked it);
* ``pre-commit run --all-files`` (the real framework, the documented local config), after each
  commit: every tracked memory file, as ``ecc memory ci`` judges HEAD;
* ``ecc memory ci --base`` over the case's commits.

A bulk deletion is a property of a commit, not of any tree, so ``--all-files`` (which judges a
tree and has no commit) does not name it; every other finding is named by all four. Each case
also names the files it must flag, so agreeing on nothing cannot pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gate_corpus import BULK, CASES, Case, build_base, run_case
from gitrepo import isolate


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("gates")
    with pytest.MonkeyPatch.context() as monkeypatch:
        isolate(root / "home", monkeypatch)
        return build_base(root / "base")


@pytest.mark.parametrize(
    "case",
    [pytest.param(c, id=c.name, marks=[pytest.mark.slow] if c.slow else []) for c in CASES],
)
def test_every_gate_names_the_same_files(case: Case, base: Path, tmp_path: Path) -> None:
    gates = run_case(case, base, tmp_path)
    for commit in gates.commits:  # the hook and the warning judge the same commit alike
        assert commit.hook == commit.post, commit.sha
    hook = set().union(*(c.hook for c in gates.commits))
    post = set().union(*(c.post for c in gates.commits))
    all_files = set().union(*(c.all_files for c in gates.commits))
    ci = gates.ci()
    assert hook == post == ci == case.flagged
    assert all_files == case.flagged - {BULK}
