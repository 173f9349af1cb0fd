"""The local overlay under the writer discipline of docs/memory/ (lock, journal, deep secret
scan) and selected as strictly as the seed asks: a corrupt overlay is REVIEW, never BOUND,
never packed, reported by ``check``, and ``enable``/``link`` refuse to write over it."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from protocol_fixtures.overlay import ECC, ecc, fixture_project, local
from protocol_fixtures.support import snapshot

DEEP_ONLY = 'db_pass = "Zq8vN2xK7pL4mR9s"'  # found by detect-secrets, not by the pack


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return fixture_project(tmp_path)


@pytest.fixture
def state(project: Path, tmp_path: Path) -> Path:
    state = tmp_path / "state"
    local(project, state, "enable")
    return state


def overlay(state: Path) -> Path:
    [folder] = (state / "projects").iterdir()
    return folder


def test_twelve_concurrent_adds_all_survive(project: Path, state: Path) -> None:
    env = {**os.environ, "ECC_MEMORY_STATE_DIR": str(state)}
    adds = [
        subprocess.Popen(
            [ECC, "memory", "protocol", "local", "add", f"Preference {n}.", "--evidence",
             "user-confirmed", "--json"],
            cwd=project, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for n in range(12)
    ]  # fmt: skip
    ids = []
    for process in adds:
        out, err = process.communicate(timeout=120)
        assert process.returncode == 0, err
        ids.append(json.loads(out)["id"])
    text = (overlay(state) / "local" / "preferences.md").read_text(encoding="utf-8")
    assert all(f"Preference {n}." in text for n in range(12))
    assert all(entry_id in text for entry_id in ids)
    assert ecc(project, state, "check").returncode == 0


def test_a_credential_only_the_deep_scan_finds_is_refused(project: Path, state: Path) -> None:
    before = snapshot(state)
    refused = ecc(project, state, "local", "add", DEEP_ONLY, "--evidence", "user-confirmed")
    assert refused.returncode == 2
    assert "detect-secrets:secret-keyword" in refused.stderr
    assert "Zq8vN2xK7pL4mR9s" not in refused.stdout + refused.stderr
    assert snapshot(state) == before


def test_check_scans_the_overlay(project: Path, state: Path) -> None:
    preferences = overlay(state) / "local" / "preferences.md"
    preferences.write_text(preferences.read_text(encoding="utf-8") + f"\n{DEEP_ONLY}\n")
    result = ecc(project, state, "check", "--json")
    assert result.returncode == 1, result.stdout
    found = json.loads(result.stdout)
    assert "local/preferences.md" in json.dumps(found)
    assert "ECC-SECURITY-001" in json.dumps(found)
    assert "Zq8vN2xK7pL4mR9s" not in result.stdout


def test_control_characters_are_refused(project: Path, state: Path) -> None:
    before = snapshot(state)
    for text in ("Bold \x1b[1mtext", "a\x08b", "flip \u202e it"):
        result = ecc(project, state, "local", "add", text, "--evidence", "user-confirmed")
        assert result.returncode == 2, text
        assert "PROTOCOL_TEXT" in ecc(project, state, "local", "add", text, "--evidence", "x",
                                      "--json").stdout  # fmt: skip
    assert snapshot(state) == before
    from ecc_memory.errors import InvalidInput
    from ecc_memory.protocol.overlay.writer import preference_entry
    from gitrepo import clock_now

    with pytest.raises(InvalidInput, match="control"):  # NUL cannot travel in argv
        preference_entry("Use tabs.\x00", ("user-confirmed",), clock_now())


def _replace(path: Path, old: str, new: str) -> None:
    path.write_text(path.read_text(encoding="utf-8").replace(old, new, 1), encoding="utf-8")


def _bindings_with_duplicate_key(folder: Path) -> None:
    data = json.loads((folder / "bindings.json").read_text(encoding="utf-8"))
    roots = json.dumps(data["roots"])
    text = f'{{"project_id": "{data["project_id"]}", "roots": [], "roots": {roots}}}'
    (folder / "bindings.json").write_text(text, encoding="utf-8")


def _relative_root(folder: Path) -> None:
    data = json.loads((folder / "bindings.json").read_text(encoding="utf-8"))
    data["roots"] = ["project"]
    (folder / "bindings.json").write_text(json.dumps(data), encoding="utf-8")


ENTRY = (
    "## MC-PREF-20261201-0000000a \u2014 Tabs\n\nStatus: {status}\nScope: local-user\n{evidence}"
    "\nPreference:\nUse tabs.\n"
)
MANIFEST, PREFS = Path("local/manifest.md"), Path("local/preferences.md")


def _in(rel: Path, old: str, new: str) -> Callable[[Path], None]:
    return lambda folder: _replace(folder / rel, old, new)


ROOTED = "- preferences.md"
HEAD = "committed.\n"
NO_EVIDENCE = HEAD + "\n" + ENTRY.format(status="active", evidence="")
SUPERSEDED = HEAD + "\n" + ENTRY.format(status="superseded", evidence="Evidence:\n- x\n")
TWICE = "local_overlay_schema_version: 1\nproject_id:"

CORRUPTIONS: dict[str, Callable[[Path], None]] = {
    "duplicate binding key": _bindings_with_duplicate_key,
    "relative root": _relative_root,
    "binding without local/": lambda f: shutil.rmtree(f / "local"),
    "local/ not 0700": lambda f: (f / "local").chmod(0o755),
    "project folder not 0700": lambda f: f.chmod(0o755),
    "preferences.md not 0600": lambda f: (f / PREFS).chmod(0o644),
    "profiles/ missing": lambda f: shutil.rmtree(f / "local" / "profiles"),
    "unknown declaration": _in(MANIFEST, ROOTED, ROOTED + "\n- notes.md"),
    "escaping declaration": _in(MANIFEST, ROOTED, ROOTED + "\n- ../shared.md"),
    "second heading": _in(MANIFEST, "\n\n", "\n\n## More\n\n"),
    "repeated scalar": _in(MANIFEST, "project_id:", TWICE),
    "unclosed fence": _in(PREFS, "never committed.", "never committed.\n\n```\nopen"),
    "entry without evidence": _in(PREFS, HEAD, NO_EVIDENCE),
    "governance status": _in(PREFS, HEAD, SUPERSEDED),
    "missing manifest": lambda f: (f / MANIFEST).unlink(),
}


@pytest.mark.parametrize("corruption", CORRUPTIONS)
def test_a_corrupt_overlay_is_review_never_packed_and_refuses_writes(
    project: Path, state: Path, corruption: str
) -> None:
    local(project, state, "add", "Answer in short sentences.", "--evidence", "user-confirmed")
    CORRUPTIONS[corruption](overlay(state))
    found = local(project, state, "status")
    assert found["state"] == "REVIEW", found
    assert str(found["reason"]).startswith("corrupt"), found
    pack = ecc(project, state, "context", "--task", "implementation")
    assert "Answer in short sentences." not in pack.stdout
    assert "Local overlay status: REVIEW" in pack.stdout
    checked = ecc(project, state, "check")
    assert checked.returncode == 1
    assert "ECC-LOCAL-001" in checked.stdout
    before = snapshot(state)
    for args in (("enable",), ("link",), ("add", "More.", "--evidence", "user-confirmed")):
        result = ecc(project, state, "local", *args, "--json")
        assert result.returncode == 2, (args, result.stdout)
    assert snapshot(state) == before


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("- protocol_version: 0.7", "- protocol_version: 0.7.0"),
        ("- routing_schema_version: 1\n", ""),
        ("faac745e-206b-4a84-a4f5-e324343a4c57", "invalid"),
    ],
)
def test_local_commands_refuse_an_invalid_contract(
    project: Path, tmp_path: Path, old: str, new: str
) -> None:
    state = tmp_path / "state"
    _replace(project / "docs" / "memory" / "manifest.md", old, new)
    for args in (("status",), ("reset",), ("enable",)):
        result = ecc(project, state, "local", *args, "--json")
        assert result.returncode == 2, (args, result.stdout)
        assert json.loads(result.stdout)["error"]["code"] == "PROTOCOL_CONTRACT"
    assert not (state / "projects" / "invalid").exists()


def test_two_live_roots_are_a_warning_in_check(project: Path, state: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    shutil.copytree(project, copy)
    assert local(copy, state, "link")["state"] == "REVIEW"
    result = ecc(project, state, "check")
    assert result.returncode == 0, result.stdout
    assert "ECC-LOCAL-002" in result.stdout


def test_a_local_add_never_reuses_an_entry_id_of_the_shared_memory(
    project: Path, state: Path
) -> None:
    """Entry IDs are unique across ``docs/memory/`` and the local overlay: the seed (Memory
    File Protocol 0.7, local overlay selection) says "Entry IDs are checked for uniqueness
    across shared and local storage before local content can become BOUND or loadable", and
    the reference's ``add`` (spec §4.4) checks "ID uniqueness across shared + bound local
    storage ("Entry ID collision")". A drawn ID that the shared memory holds is drawn again."""
    from ecc_memory.protocol.overlay.writer import add
    from ecc_memory.protocol.plans.tree import load_tree
    from gitrepo import clock_now

    now = clock_now()
    shared = f"MC-PREF-{now:%Y%m%d}-0badcafe"
    prefs = project / "docs" / "memory" / "decisions.md"
    prefs.write_text(prefs.read_text(encoding="utf-8") + f"\nSee {shared}.\n", encoding="utf-8")
    tree = load_tree(project / "docs" / "memory", today=now.date(), tool="test")
    project_id = tree.snapshot.manifest.metadata["project_id"]  # type: ignore[union-attr]
    draws = iter(["0badcafe", "0badcafe", "00c0ffee"])
    entry_id = add(
        state, project_id, project, "Use tabs.", ("user-confirmed",), now,
        shared_ids=tree.taken_ids, draw=draws.__next__,
    )  # fmt: skip
    assert entry_id == f"MC-PREF-{now:%Y%m%d}-00c0ffee"
    # and the CLI hands the shared IDs in: the overlay's IDs never meet the shared ones
    listed = ecc(project, state, "local", "add", "Use spaces.", "--evidence", "user-confirmed")
    assert listed.returncode == 0, listed.stderr
