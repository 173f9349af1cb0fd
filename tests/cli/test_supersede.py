"""Correcting a vault memory: ``supersede`` and ``retire`` write a new linked document and never
touch the old file; search, the session brief and the branch's newest handoff leave the old one
out; ``read`` takes a unique ID prefix and names what replaced a memory."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from conftest import snapshot
from ecc_memory.cli.main import ecc
from ecc_memory.config import resolve_roots
from ecc_memory.vault.frontmatter import parse_document
from gitrepo import clock_now, commit_all, git, init_repo, iso, write


@pytest.fixture(autouse=True)
def pinned_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """One instant for every memory of a test: IDs share their date part."""
    monkeypatch.setenv("ECC_MEMORY_NOW", iso(clock_now()))


def cli(*args: str, stdin: str | None = None, env: dict[str, str] | None = None) -> Result:
    result = CliRunner().invoke(ecc, ["memory", *args], input=stdin, env=env)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.stderr
    return result


def data(result: Result) -> dict[str, object]:
    assert result.exit_code == 0, result.stderr + result.stdout
    value = json.loads(result.stdout)
    assert isinstance(value, dict)
    return value


def saved(title: str, body: str, *args: str) -> str:
    memory = data(cli("save", "--title", title, "--stdin", "--json", *args, stdin=body))["memory"]
    assert isinstance(memory, dict)
    return str(memory["id"])


def found(query: str, *args: str) -> list[str]:
    results = data(cli("search", query, "--json", *args))["results"]
    assert isinstance(results, list)
    return [hit["memory"]["id"] for hit in results]


def files(project: Path) -> dict[str, bytes]:
    root = project / ".ecc" / "memory"
    return {str(p.relative_to(root)): p.read_bytes() for p in root.rglob("*.md")}


def test_supersede_writes_a_linked_replacement_and_hides_the_old_one(project: Path) -> None:
    old = saved("CI is flaky on arm64", "Retry the arm64 job once.", "--kind", "lesson",
                "--tag", "ci", "--target", "claude")  # fmt: skip
    before = files(project)
    result = data(cli("supersede", old[:17], "-m", "arm64 runners are fixed; no retry.", "--json"))
    new = result["memory"]
    assert isinstance(new, dict)
    assert result["replaces"] == {"id": old, "relation": "superseded"}
    assert (new["kind"], new["scope"], new["title"]) == (
        "lesson",
        "project",
        "CI is flaky on arm64",
    )
    assert new["links"] == [old]
    assert new["tags"] == ["ci", "supersedes"]
    assert new["targetHarnesses"] == ["claude"]
    assert new["sourceHarness"] == "cli"
    after = files(project)
    assert {k: v for k, v in after.items() if k in before} == before  # the old file untouched
    stored = parse_document(after[f"project/lessons/{new['id']}.md"])
    assert stored.status == "active"  # what the reference writes: supersession is derived
    assert found("arm64") == [new["id"]]
    assert set(found("arm64", "--all")) == {old, new["id"]}
    read = data(cli("read", old, "--json"))
    assert read["replacedBy"] == {"id": new["id"], "relation": "superseded"}
    text = cli("read", old)
    assert f"Superseded by {new['id']}" in text.stdout


def test_supersede_takes_a_new_title_tags_targets_and_a_body_file(
    project: Path, tmp_path: Path
) -> None:
    old = saved("Deploys go out on Fridays", "Friday afternoon deploys.", "--tag", "deploy")
    body = tmp_path / "correction.md"
    body.write_text("Deploys go out on Tuesdays now.\n")
    new = data(cli("supersede", old, "--body-file", str(body), "--title", "Deploys: Tuesdays",
                   "--tag", "release", "--target", "codex", "--from", "codex",
                   "--json"))  # fmt: skip
    memory = new["memory"]
    assert isinstance(memory, dict)
    assert memory["title"] == "Deploys: Tuesdays"
    assert memory["tags"] == ["release", "supersedes"]
    assert memory["targetHarnesses"] == ["codex"]
    assert memory["sourceHarness"] == "codex"
    # Hidden from readers that can see the replacement, and only from them.
    assert found("deploys", "--harness", "codex") == [memory["id"]]
    assert found("deploys", "--harness", "claude") == [old]


def test_retire_hides_the_memory_and_its_notice(project: Path) -> None:
    old = saved("Use the staging proxy", "All traffic goes through proxy-2.", "--tag", "net")
    result = data(cli("retire", old, "-m", "proxy-2 was decommissioned", "--json"))
    notice = result["memory"]
    assert isinstance(notice, dict)
    assert result["replaces"] == {"id": old, "relation": "retired"}
    assert notice["title"] == "Retired: Use the staging proxy"
    assert (notice["tags"], notice["links"]) == (["retires"], [old])
    assert found("proxy") == []
    assert found("", "--tag", "net") == []
    assert set(found("proxy", "--all")) == {old, notice["id"]}
    read = cli("read", old)
    assert f"Retired (no longer true) by {notice['id']}" in read.stdout
    body = parse_document(files(project)[f"project/notes/{notice['id']}.md"]).body
    assert body == "proxy-2 was decommissioned"
    default = data(cli("retire", saved("Other", "other body"), "--json"))["memory"]
    assert isinstance(default, dict)
    notes = files(project)[f"project/notes/{default['id']}.md"]
    assert parse_document(notes).body == "No longer true."


def test_a_replaced_memory_cannot_be_replaced_again(project: Path) -> None:
    old = saved("Port", "The API listens on 8080.")
    first = data(cli("supersede", old, "-m", "The API listens on 8443.", "--json"))["memory"]
    assert isinstance(first, dict)
    before = snapshot(project)
    for args in (("supersede", old, "-m", "9000"), ("retire", old)):
        refused = cli(*args, "--json")
        assert refused.exit_code == 2
        error = json.loads(refused.stdout)["error"]
        assert error["code"] == "ALREADY_REPLACED"
        assert first["id"] in error["message"]
    notice = data(cli("retire", first["id"], "--json"))["memory"]
    assert isinstance(notice, dict)
    again = cli("supersede", notice["id"], "-m", "undo", "--json")
    assert json.loads(again.stdout)["error"]["code"] == "NOT_ACTIVE"
    assert found("api", "--all") != []
    assert found("api") == []
    assert len([p for p in files(project) if p.startswith("project/notes/")]) == 3
    assert snapshot(project) != before  # only the retirement above was written


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (("supersede", "mem_20260101_nothinghere", "-m", "x"), "NOT_FOUND"),
        (("supersede", "mem_", "-m", "x"), "INVALID_ID"),
        (("supersede", "../../etc", "-m", "x"), "INVALID_ID"),
        (("supersede", "{old}"), "BODY_SOURCE"),
        (("supersede", "{old}", "-m", "a", "--stdin"), "BODY_SOURCE"),
        (("supersede", "{old}", "-m", "token ghp_" + "a1B2" * 9), "SECRET_REFUSED"),
        (("supersede", "{old}", "-m", "x", "--tag", "Not A Slug"), "INVALID_SLUG"),
        (("retire", "mem_2026"), "AMBIGUOUS_ID"),
        (("retire", "{old}", "--scope", "team"), "NOT_FOUND"),
    ],
)
def test_refusals_write_nothing(project: Path, args: tuple[str, ...], code: str) -> None:
    old = saved("First", "one body")
    saved("Second", "another body")
    before = snapshot(project)
    result = cli(*(a.replace("{old}", old) for a in args), "--json", stdin="stdin body")
    assert result.exit_code == 2, result.stdout
    assert json.loads(result.stdout)["error"]["code"] == code
    assert "ghp_" not in result.stdout + result.stderr
    assert snapshot(project) == before


def test_read_takes_a_unique_prefix_and_says_when_one_is_ambiguous(project: Path) -> None:
    first = saved("Alpha", "alpha body")
    second = saved("Beta", "beta body")
    for short in (first[:-6], first.removeprefix("mem_")[:-6]):
        assert data(cli("read", short, "--json"))["memory"]["id"] == first  # type: ignore[index]
    # mem_<date>_ at least: the clock is pinned.
    shared = first[: next(i for i, (a, b) in enumerate(zip(first, second, strict=True)) if a != b)]
    ambiguous = cli("read", shared)
    assert ambiguous.exit_code == 2
    listed = f"({min(first, second)}, {max(first, second)})"
    assert f"Error: {shared} is the start of 2 memory IDs {listed}" in ambiguous.stderr
    assert "give more of the ID" in ambiguous.stderr
    missing = cli("read", "mem_20000101", "--json")
    assert json.loads(missing.stdout)["error"]["code"] == "NOT_FOUND"


def test_an_exact_id_wins_over_longer_ids_it_starts(project: Path) -> None:
    from ecc_memory.vault.document import new_memory, serialize

    roots = resolve_roots(project, os.environ)
    for memory_id in ("mem_short_one", "mem_short_one_more"):
        memory = new_memory(title=memory_id, body="b", source_harness="codex")
        path = roots.project / "notes" / f"{memory_id}.md"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(serialize(memory._replace(id=memory_id)))
    for given, meant in (("mem_short_one", "mem_short_one"), ("short_one_m", "mem_short_one_more")):
        assert data(cli("read", given, "--json"))["memory"]["id"] == meant  # type: ignore[index]


def _with_id(project: Path, memory_id: str, title: str) -> None:
    from ecc_memory.vault.document import new_memory, serialize

    memory = new_memory(title=title, body=f"{title} body", source_harness="codex")
    path = resolve_roots(project, os.environ).project / "notes" / f"{memory_id}.md"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(serialize(memory._replace(id=memory_id)))


def test_every_id_command_takes_a_start_of_the_random_part(project: Path) -> None:
    """What people copy is the random part, as with git's short hashes: ``5b26e751``."""
    first = saved("Alpha", "alpha body")
    saved("Beta", "beta body")
    random = first.split("_", 2)[2]
    assert data(cli("read", random[:8], "--json"))["memory"]["id"] == first  # type: ignore[index]
    replaced = data(cli("supersede", random[:8], "-m", "alpha, corrected", "--json"))
    assert replaced["replaces"]["id"] == first  # type: ignore[index]
    new = replaced["memory"]["id"]  # type: ignore[index]
    notice = data(cli("retire", str(new).split("_", 2)[2][:8], "--json"))
    assert notice["replaces"]["id"] == new  # type: ignore[index]


def test_an_ambiguous_random_part_is_refused_and_writes_nothing(project: Path) -> None:
    _with_id(project, "mem_20261201_5b26e751aaaa", "One")
    _with_id(project, "mem_20261202_5b26e751bbbb", "Two")
    before = snapshot(project)
    for args in (("read", "5b26e751"), ("supersede", "5b26", "-m", "x"), ("retire", "5b26e7")):
        result = cli(*args)
        assert result.exit_code == 2, result.stdout
        assert "is the start of 2 memory IDs (mem_20261201_5b26e751aaaa, " in result.stderr
        assert "give more of the ID" in result.stderr
    assert snapshot(project) == before
    shown = data(cli("read", "5b26e751b", "--json"))["memory"]["id"]  # type: ignore[index]
    assert shown == "mem_20261202_5b26e751bbbb"


@pytest.mark.parametrize(
    ("typed", "suggestion"),
    [("serch", "search"), ("supercede", "supersede"), ("retier", "retire"),
     ("hooks instal", "install")],
)  # fmt: skip
def test_a_mistyped_command_gets_did_you_mean(project: Path, typed: str, suggestion: str) -> None:
    result = cli(*typed.split())
    assert result.exit_code == 2
    assert f"'{suggestion}'" in result.stderr
    assert "Did you mean" in result.stderr
    assert snapshot(project) == {".git": "dir"}


def test_the_brief_and_the_branch_handoff_leave_replaced_memories_out(tmp_path: Path) -> None:
    repo = init_repo(tmp_path / "repo")
    write(repo, "app.py", "print(1)\n")
    commit_all(repo, "app")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}

    def ecc_(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["ecc", "memory", *args], cwd=repo, env=env, input=stdin,
                              capture_output=True, text=True, check=False)  # fmt: skip

    assert ecc_("init").returncode == 0
    git(repo, "switch", "-q", "-c", "topic")
    write(repo, "app.py", "print(2)\n")
    commit_all(repo, "topic work")
    branch = json.loads(ecc_("handoff", "--from", "codex", "--target", "all", "--from-branch",
                             "--json").stdout)["id"]  # fmt: skip
    wrong = json.loads(ecc_("save", "--title", "Wrong fact", "--stdin", "--json",
                            stdin="The API is on port 8080.").stdout)["memory"]["id"]  # fmt: skip
    gone = json.loads(ecc_("save", "--title", "Old plan", "--stdin", "--json",
                           stdin="Ship the beta on Monday.").stdout)["memory"]["id"]  # fmt: skip

    def brief_ids() -> set[str]:
        done = ecc_("brief", "--harness", "claude", "--json")
        assert done.returncode == 0, done.stderr
        brief = json.loads(done.stdout)
        return {*brief["included"], *([brief["handoffId"]] if brief["handoffId"] else [])}

    assert {branch, wrong, gone} <= brief_ids()
    fixed = json.loads(ecc_("supersede", wrong, "-m", "The API is on port 8443.", "--json")
                       .stdout)["memory"]["id"]  # fmt: skip
    assert ecc_("retire", gone).returncode == 0
    assert ecc_("retire", branch).returncode == 0
    shown = brief_ids()
    assert fixed in shown
    assert not {wrong, gone, branch} & shown
    latest = ecc_("handoff", "--latest", "--json")
    assert latest.returncode == 1
    assert json.loads(latest.stdout)["id"] is None
