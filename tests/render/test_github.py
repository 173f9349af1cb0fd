"""``render.github``: findings as GitHub workflow commands, escaped so that no file name or
message can end a command early or forge another one."""

from __future__ import annotations

from ecc_memory.git.ci import CiProblem, CiReport
from ecc_memory.protocol.model.problems import Problem
from ecc_memory.render import github
from ecc_memory.vault.doctor import DoctorReport


def test_an_annotation_escapes_its_data_and_its_properties() -> None:
    line = github.annotation("error", "a,b:c%.md", "50% done\r\nnext line", line=7, title="x: y, z")
    assert line == (
        "::error file=a%2Cb%3Ac%25.md,line=7,title=x%3A y%2C z::50%25 done%0D%0Anext line"
    )
    assert "\n" not in line


def test_an_annotation_leaves_out_what_it_does_not_have() -> None:
    assert github.annotation("notice", "", "just a note") == "::notice::just a note"
    assert github.annotation("error", "f.md", "m", line=0) == "::error file=f.md::m"


def test_a_forged_file_name_stays_inside_its_own_command() -> None:
    forged = "x.md\n::error file=y.md::forged"
    problem = Problem("MC-ENTRY-001", "error", forged, 3, "bad Entry")
    (line,) = github.protocol_check([problem], "docs/memory/")
    assert line.count("::") == 2  # ::error ... ::message, nothing forged
    assert line.startswith("::error file=docs/memory/x.md%0A%3A%3Aerror file=y.md%3A%3Aforged,")


def test_protocol_findings_map_severities_to_levels_with_the_code_as_title() -> None:
    problems = [
        Problem("MC-A-001", "error", "decisions.md", 4, "e", ("inbox.md",)),
        Problem("MC-B-002", "warning", "../../AGENTS.md", 0, "w"),
        Problem("MC-C-003", "info", "inbox.md", 1, "i"),
    ]
    assert github.protocol_check(problems, "docs/memory/") == [
        "::error file=docs/memory/decisions.md,line=4,title=MC-A-001::"
        "e (also involves docs/memory/inbox.md)",
        "::warning file=AGENTS.md,title=MC-B-002::w",  # a bootstrap file, from the project root
        "::notice file=docs/memory/inbox.md,line=1,title=MC-C-003::i",
    ]


def test_ci_annotates_each_problem_then_notes_then_the_summary() -> None:
    report = CiReport(
        head="b" * 40,
        base="a" * 40,
        commits_checked=2,
        protocol="checked",
        notes=["a note, with: punctuation"],
        problems=[CiProblem("team/x.md", "abc123", "bad", "fix it", line=2, code="guard")],
    )
    assert github.ci(report) == [
        "::error file=team/x.md,line=2,title=ecc memory ci::abc123: bad (fix: fix it)",
        "::notice::a note, with: punctuation",
        f"ecc memory ci: 1 problem(s); checked 2 commit(s) in {'a' * 12}..{'b' * 12} and "
        "HEAD's tree; protocol: checked",
    ]


def test_doctor_names_the_repository_file_of_each_finding() -> None:
    report = DoctorReport(
        memory_count=2,
        invalid_files=[{"path": "team:facts/x.md", "code": "invalid-document",
                        "message": "m", "reason": "INVALID_DOCUMENT: r", "line": 2}],
        temp_files=["project:notes/.tmp-1"],
    )  # fmt: skip
    lines = github.doctor(report, lambda path: path.replace(":", "/"))
    assert lines == [
        "::error file=team/facts/x.md,line=2,title=ecc memory doctor::"
        "team:facts/x.md: invalid-document: INVALID_DOCUMENT: r",
        "::error file=project/notes/.tmp-1,title=ecc memory doctor::"
        "leftover temp file: project:notes/.tmp-1",
        "ECC memory doctor: ISSUES FOUND (2 memories)",
    ]
