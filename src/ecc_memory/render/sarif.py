"""The SARIF renderer: ``ecc memory ci --format sarif``, a SARIF 2.1.0 log that code-scanning
UIs (github/codeql-action/upload-sarif) show as alerts on the files.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ecc_memory.app.git import CiProblem, CiReport

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"


def ci(report: CiReport, version: str) -> dict[str, object]:
    """The report as a SARIF 2.1.0 log: one run of the ``ecc-memory`` tool, one rule per
    code a problem carries, one result per problem at its file (relative to the repository
    root, ``%SRCROOT%``) and line (1 when the problem is the whole file), and the notes as
    notifications of the invocation; ``version`` is ecc-memory's. Never a secret: results carry
    what the text output does."""
    from urllib.parse import quote

    from ecc_memory.app.git import ci_rule

    codes = sorted({p.code or "ecc-memory" for p in report.problems})

    def rule(code: str) -> dict[str, object]:
        name, text = ci_rule(code)
        return {
            "id": code, "name": name, "shortDescription": {"text": text},
            "fullDescription": {"text": text}, "help": {"text": f"{text} See docs/ci.md."},
            "defaultConfiguration": {"level": "error"},
            "properties": {"tags": ["security"] if code == "suspected-secret" else []},
        }  # fmt: skip

    def result(problem: CiProblem) -> dict[str, object]:
        code = problem.code or "ecc-memory"
        where = {"uri": quote(problem.file), "uriBaseId": "%SRCROOT%"}
        return {
            "ruleId": code, "ruleIndex": codes.index(code), "level": "error",
            "message": {"text": f"{problem.reason} (commit {problem.commit}; fix: {problem.fix})"},
            "locations": [{"physicalLocation": {
                "artifactLocation": where, "region": {"startLine": max(problem.line, 1)},
            }}],
        }  # fmt: skip

    notes = [{"level": "note", "message": {"text": note}} for note in report.notes]
    run = {
        "tool": {"driver": {"name": "ecc-memory", "version": version,
                            "rules": [rule(code) for code in codes]}},
        "originalUriBaseIds": {"%SRCROOT%": {"description": {"text": "The repository root."}}},
        "invocations": [{"executionSuccessful": True, "toolExecutionNotifications": notes}],
        "results": [result(problem) for problem in report.problems],
    }  # fmt: skip
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0", "runs": [run]}
