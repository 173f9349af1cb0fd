"""``render.sarif``: ``ci``'s report as a SARIF 2.1.0 log, checked against the constraints of
the OASIS SARIF 2.1.0 schema that the properties we write carry (required members, enums,
minimums), so a change that code-scanning uploads would reject fails here."""

from __future__ import annotations

import json

import jsonschema

from ecc_memory.git.ci import CiProblem, CiReport
from ecc_memory.render import sarif

MESSAGE = {"type": "object", "required": ["text"], "properties": {"text": {"type": "string"}}}
LEVEL = {"enum": ["none", "note", "warning", "error"]}
# The parts of sarif-2.1.0.json (json.schemastore.org) that our log uses.
SCHEMA = {
    "type": "object",
    "required": ["version", "runs"],
    "properties": {
        "$schema": {"type": "string", "format": "uri"},
        "version": {"enum": ["2.1.0"]},
        "runs": {"type": "array", "minItems": 1, "items": {
            "type": "object",
            "required": ["tool"],
            "properties": {
                "tool": {"type": "object", "required": ["driver"], "properties": {
                    "driver": {"type": "object", "required": ["name"], "properties": {
                        "name": {"type": "string"},
                        "version": {"type": "string"},
                        "rules": {"type": "array", "uniqueItems": True, "items": {
                            "type": "object", "required": ["id"],
                            "properties": {
                                "id": {"type": "string"}, "name": {"type": "string"},
                                "shortDescription": MESSAGE, "fullDescription": MESSAGE,
                                "help": MESSAGE,
                                "defaultConfiguration": {"type": "object", "properties": {
                                    "level": LEVEL}},
                            },
                        }},
                    }},
                }},
                "invocations": {"type": "array", "items": {
                    "type": "object", "required": ["executionSuccessful"],
                    "properties": {
                        "executionSuccessful": {"type": "boolean"},
                        "toolExecutionNotifications": {"type": "array", "items": {
                            "type": "object", "required": ["message"],
                            "properties": {"message": MESSAGE, "level": LEVEL},
                        }},
                    },
                }},
                "results": {"type": "array", "items": {
                    "type": "object", "required": ["message"],
                    "properties": {
                        "ruleId": {"type": "string"},
                        "ruleIndex": {"type": "integer", "minimum": -1},
                        "level": LEVEL,
                        "message": MESSAGE,
                        "locations": {"type": "array", "items": {"type": "object", "properties": {
                            "physicalLocation": {"type": "object", "properties": {
                                "artifactLocation": {"type": "object", "properties": {
                                    "uri": {"type": "string", "format": "uri-reference"},
                                    "uriBaseId": {"type": "string"}}},
                                "region": {"type": "object", "properties": {
                                    "startLine": {"type": "integer", "minimum": 1}}},
                            }},
                        }}},
                    },
                }},
            },
        }},
    },
}  # fmt: skip


def _report() -> CiReport:
    return CiReport(
        head="b" * 40,
        base="a" * 40,
        commits_checked=1,
        protocol="checked",
        notes=["checked HEAD's tree"],
        problems=[
            CiProblem("docs/memory/a b%.md", "HEAD", "a finding", "fix", line=0, code="MC-X-1"),
            CiProblem(".ecc/memory/team/k.md", "abc", "secret", "remove", 3, "suspected-secret"),
            CiProblem(".ecc/memory/team/g", "abc", "guard", "restore", 0, ""),
            CiProblem(".ecc/memory/team/k.md", "def", "again", "remove", 5, "suspected-secret"),
        ],
    )


def test_the_log_satisfies_the_sarif_2_1_0_constraints_it_touches() -> None:
    log = sarif.ci(_report(), "9.9.9")
    jsonschema.validate(log, SCHEMA)
    assert json.loads(json.dumps(log)) == log  # plain JSON values only
    assert log["$schema"] == sarif.SARIF_SCHEMA
    assert log["runs"][0]["tool"]["driver"]["version"] == "9.9.9"


def test_one_rule_per_code_and_each_result_points_at_its_rule() -> None:
    (run,) = sarif.ci(_report(), "1")["runs"]
    ids = [rule["id"] for rule in run["tool"]["driver"]["rules"]]
    assert ids == ["MC-X-1", "ecc-memory", "suspected-secret"]  # sorted, once each
    for result in run["results"]:
        assert ids[result["ruleIndex"]] == result["ruleId"]
    secret = run["tool"]["driver"]["rules"][2]
    assert secret["properties"]["tags"] == ["security"]
    assert secret["name"] == "SuspectedSecret"


def test_locations_are_encoded_repository_paths_on_a_real_line() -> None:
    (run,) = sarif.ci(_report(), "1")["runs"]
    first = run["results"][0]["locations"][0]["physicalLocation"]
    assert first["artifactLocation"] == {"uri": "docs/memory/a%20b%25.md", "uriBaseId": "%SRCROOT%"}
    assert first["region"] == {"startLine": 1}  # the whole file: line 1
    assert run["results"][1]["locations"][0]["physicalLocation"]["region"] == {"startLine": 3}
    assert run["results"][0]["message"]["text"] == "a finding (commit HEAD; fix: fix)"
    notes = run["invocations"][0]["toolExecutionNotifications"]
    assert notes == [{"level": "note", "message": {"text": "checked HEAD's tree"}}]


def test_a_clean_report_is_an_empty_run() -> None:
    (run,) = sarif.ci(CiReport(), "1")["runs"]
    assert (run["results"], run["tool"]["driver"]["rules"]) == ([], [])
    jsonschema.validate(sarif.ci(CiReport(), "1"), SCHEMA)
