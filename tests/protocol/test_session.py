"""A team keeps docs/memory/ with the writers alone: every step previewed and confirmed by its
Plan ID, no file edited by hand, and the tree passes check at the end."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from protocol_fixtures.support import LEGACY, copy_fixture, snapshot
from protocol_fixtures.writing import apply, new_ids, run


def ecc(project: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [
            sys.executable,
            "-m",
            "ecc_memory",
            "memory",
            "protocol",
            *args,
            "--project-root",
            str(project),
        ],
        capture_output=True,
        text=True,
        check=False,
    )


def confirmed(project: Path, *args: str) -> str:
    """Preview in a real process, check it wrote nothing, apply with its Plan ID."""
    before = snapshot(project)
    shown = ecc(project, *args)
    assert shown.returncode == 0, shown.stdout + shown.stderr
    assert snapshot(project) == before
    ident = shown.stdout.splitlines()[0].removeprefix("Plan ID: ")
    done = ecc(project, *args, "--apply", "--confirm-plan", ident)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith(f"Applied plan {ident}") or "Nothing" in shown.stdout
    return done.stdout


def ids(output: str, prefix: str) -> list[str]:
    words = [w.rstrip(".,") for w in output.split() if w.startswith(prefix)]
    return list(dict.fromkeys(words))


def test_scripted_session_from_init_to_a_passing_check(tmp_path: Path) -> None:
    project = tmp_path / "team"
    project.mkdir()
    assert ecc(project, "init").returncode == 0
    fresh = ecc(project, "check")  # passes; the placeholder brief is a warning naming `brief`
    assert fresh.returncode == 0
    assert "ECC-BRIEF-001" in fresh.stdout
    confirmed(project, "enable", "changelog")
    confirmed(
        project,
        "brief",
        "--purpose",
        "A CLI that keeps notes.",
        "--direction",
        "Durable storage.",
        "--shape",
        "One Python package.",
    )
    [storage] = ids(
        confirmed(
            project,
            "subject",
            "add",
            "Note storage",
            "--kind",
            "concept",
            "--evidence",
            "user-confirmed",
        ),
        "MC-SUBJ-",
    )
    [first] = ids(
        confirmed(
            project,
            "add",
            "Store notes as JSON files.",
            "--type",
            "decision",
            "--subject",
            storage,
            "--facet",
            "data-model",
            "--evidence",
            "user-confirmed",
            "--reason",
            "Readable and portable.",
        ),
        "MC-DEC-",
    )
    [candidate] = ids(
        confirmed(
            project, "add", "Notes must stay under 1 MB.", "--type", "constraint", "--candidate"
        ),
        "MC-INBOX-",
    )
    promoted = confirmed(
        project,
        "promote",
        candidate,
        "--type",
        "constraint",
        "--evidence",
        "user-confirmed",
        "--subject",
        storage,
        "--facet",
        "performance",
    )
    assert ids(promoted, "MC-CON-")
    replaced = confirmed(
        project,
        "add",
        "Store notes as SQLite rows.",
        "--type",
        "decision",
        "--supersedes",
        first,
        "--evidence",
        "user-confirmed",
    )
    assert f"Mark {first} superseded" in replaced
    confirmed(project, "add", "Maybe encrypt notes.", "--type", "preference", "--candidate")
    confirmed(project, "forget", "encrypt notes")
    confirmed(project, "compact")
    confirmed(project, "migrate")
    check = ecc(project, "check")
    assert check.returncode == 0, check.stdout
    assert ecc(project, "check", "--conflicts").returncode == 0
    changelog = (project / "docs" / "memory" / "changelog.md").read_text(encoding="utf-8")
    assert f"Promoted {candidate}" in changelog


def test_legacy_project_migrates_then_grows(tmp_path: Path) -> None:
    project = copy_fixture(tmp_path, LEGACY).parent.parent
    assert run(project, "check").exit_code == 1
    apply(project, "migrate")
    apply(project, "init", "--repair")
    data = apply(
        project,
        "subject",
        "add",
        "Session persistence",
        "--kind",
        "concept",
        "--evidence",
        "user-confirmed",
    )
    [subject] = new_ids(data, "MC-SUBJ-")
    apply(
        project,
        "add",
        "Write files atomically.",
        "--type",
        "constraint",
        "--subject",
        subject,
        "--facet",
        "data-model",
        "--evidence",
        "user-confirmed",
    )
    assert run(project, "check").exit_code == 0
    assert run(project, "check", "--conflicts").exit_code == 1  # migrated: no Subject/Facet
    facets = iter(("architecture", "behavior", "compatibility", "security", "workflow"))
    for line in run(project, "list", "--status", "active").stdout.splitlines():
        if "legacy-unverified" not in run(project, "show", line.split()[0]).stdout:
            continue
        apply(project, "assign", line.split()[0], "--subject", subject, "--facet", next(facets))
    assert run(project, "check", "--conflicts").exit_code == 0
    before = snapshot(project)
    refusal = run(
        project,
        "assign",
        "MC-DEC-20990101-00000000",
        "--subject",
        subject,
        "--facet",
        "behavior",
        "--json",
    )
    assert refusal.exit_code == 2
    assert snapshot(project) == before


def _documented_session() -> list[list[str]]:
    import re
    import shlex

    text = (Path(__file__).resolve().parents[2] / "docs" / "protocol.md").read_text(
        encoding="utf-8"
    )
    block = text.split("## Writing memory", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    lines = [shlex.split(line) for line in block.strip().splitlines()]
    assert all(re.fullmatch(r"ecc memory protocol", " ".join(line[:3])) for line in lines)
    return [line[3:] for line in lines]


def test_the_documented_session_runs(tmp_path: Path) -> None:
    project = tmp_path / "docs-session"
    project.mkdir()
    found: dict[str, str] = {}
    for args in _documented_session():
        args = [found.get(arg, arg) for arg in args]
        assert not [a for a in args if a.startswith("<")], args
        if args[0] in ("init", "list", "show"):
            result = run(project, *args)
            assert result.exit_code == 0, result.output
            continue
        data = apply(project, *args)
        for prefix, name in (
            ("MC-SUBJ-", "<subject-id>"),
            ("MC-INBOX-", "<candidate-id>"),
            ("MC-DEC-", "<decision-id>"),
        ):
            made = new_ids(data, prefix)
            if made and name not in found:
                found[name] = made[0]
    assert run(project, "check").exit_code == 0
