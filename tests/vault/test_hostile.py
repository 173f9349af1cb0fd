"""The hostile-input suite: what an attacker or a careless user can put in a vault.

Selected with ``-m hostile`` and run by default. Every test here uses small counts so that each
finishes in seconds on a shared two-core machine; none asserts a wall-clock time.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

from ecc_memory.cli.main import ecc
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.vault.document import new_memory, serialize
from ecc_memory.vault.store import save_memory

pytestmark = pytest.mark.hostile


def roots_for(project: Path) -> Roots:
    return resolve_roots(project, os.environ)


def cli(*args: str) -> tuple[int, dict[str, object]]:
    result = CliRunner().invoke(ecc, ["memory", *args, "--json"])
    return result.exit_code, json.loads(result.stdout)


def hostile_copy(roots: Roots, text: bytes, name: str = "mem_hostile_file.md") -> Path:
    path = roots.root("project") / "notes" / name
    path.write_bytes(text)
    return path


# -- one hand-made file ---------------------------------------------------------------------------


def test_a_deeply_nested_frontmatter_value_is_one_invalid_file(project: Path) -> None:
    roots = roots_for(project)
    saved = save_memory(roots, new_memory(title="Survivor", body="still found", source_harness="x"))
    good = serialize(saved.memory)
    hostile_copy(roots, good.replace(b"tags: []", b"tags: " + b"[" * 1000 + b"]" * 1000))
    code, found = cli("search", "found")
    assert code == 0
    assert [hit["memory"]["title"] for hit in found["results"]] == ["Survivor"]  # type: ignore[index]
    assert found["diagnostics"]["invalidFileCount"] == 1  # type: ignore[index]
    code, read = cli("read", saved.memory.id)
    assert code == 0
    assert read["memory"]["title"] == "Survivor"  # type: ignore[index]
    code, report = cli("doctor")
    assert code == 1
    assert report["invalidFiles"] == [
        {
            "path": "project:notes/mem_hostile_file.md",
            "code": "invalid-document",
            "message": "Memory document is invalid or unreadable.",
        }
    ]
    assert report["memoryCount"] == 1
