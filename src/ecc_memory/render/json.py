"""The JSON renderer: the one convention every command prints (docs/cli.md, "JSON output"),
and the documents of the results the vault, the protocol and ``ci`` return.

Every JSON document on stdout is an object whose first key is ``schemaVersion``
(``ecc.memory.<name>.v<N>``), with camelCase keys, as the vault's records always were (and as the
reference and the MCP server write them); an error is ``{"schemaVersion":
"ecc.memory.error.v1", "error": {"code", "message"}}``. Kept free of click and of the vault:
the protocol commands and the error path import it without paying for either.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from ecc_memory.app.git import CiReport, Latest
    from ecc_memory.app.session import FileChange, SetupPlan
    from ecc_memory.app.shown import (
        ContextPack,
        DoctorReport,
        HandoffOutcome,
        HookState,
        InitResult,
        Memory,
        MergeDriverState,
        PluginConfig,
        Problem,
        ReadResult,
        Replacement,
        SaveResult,
        SearchResult,
        StagedDoc,
    )

ERROR_SCHEMA = "ecc.memory.error.v1"
# The protocol commands printed snake_case keys and no version; until this release they print
# each renamed key twice, the snake_case spelling (deprecated) beside the camelCase one, so
# scripts written against them keep working for one release.
SNAKE_KEYS_UNTIL = "0.3"


def dumps(data: object) -> str:
    """``data`` as every command prints it: indented by two, non-ASCII as it is, one newline."""
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def emit_json(data: object, stream: TextIO | None = None) -> None:
    (stream or sys.stdout).write(dumps(data))


def camel(key: str) -> str:
    head, *rest = key.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def camel_keys(value: object) -> object:
    """``value`` with every object key in camelCase, and each renamed key's old spelling kept
    beside it (deprecated, see ``SNAKE_KEYS_UNTIL``)."""
    if isinstance(value, list | tuple):
        return [camel_keys(item) for item in value]
    if not isinstance(value, dict):
        return value
    out: dict[str, object] = {}
    for key, item in value.items():
        converted = camel_keys(item)
        if isinstance(key, str) and "_" in key.strip("_"):
            out[key] = converted
            out.setdefault(camel(key), converted)
        else:
            out[key] = converted
    return out


def versioned(data: object, schema: str) -> dict[str, object]:
    """``data`` in the one JSON convention, as the document ``schema`` (e.g.
    ``ecc.memory.protocol-check.v1``)."""
    body = camel_keys(data)
    fields = body if isinstance(body, dict) else {"value": body}
    rest = {key: value for key, value in fields.items() if key != "schemaVersion"}
    return {"schemaVersion": schema, **rest}


def emit_versioned(data: object, schema: str, stream: TextIO | None = None) -> None:
    emit_json(versioned(data, schema), stream)


def schema_for(command_path: str, version: int = 1) -> str:
    """``ecc memory protocol check`` -> ``ecc.memory.protocol-check.v1``."""
    words = command_path.split()[2:]
    return f"ecc.memory.{'-'.join(words)}.v{version}"


def error(payload: dict[str, object]) -> dict[str, object]:
    """A refusal's JSON (``EccError.to_json``) as the error document."""
    return {"schemaVersion": ERROR_SCHEMA, **payload}


# -- the vault ----------------------------------------------------------------------------------


def init(result: InitResult) -> dict[str, object]:
    return {
        "schemaVersion": "ecc.memory.init.v1",
        "scopes": list(result.scopes),
        "roots": result.roots,
        "directories": list(result.directories),
    }


def save(result: SaveResult) -> dict[str, object]:
    from ecc_memory.app.shown import record

    return {
        "schemaVersion": "ecc.memory.write.v1",
        "memory": record(result.memory, with_body=False),
        "path": result.path,
    }


def replacement(result: Replacement) -> dict[str, object]:
    """What ``supersede`` and ``retire`` wrote, and what it replaced."""
    from ecc_memory.app.shown import record

    return {
        "schemaVersion": "ecc.memory.write.v1",
        "memory": record(result.saved.memory, with_body=False),
        "path": result.saved.path,
        "replaces": {"id": result.replaced.id, "relation": result.relation},
    }


def search(query: str, result: SearchResult) -> dict[str, object]:
    """Both the rank and the exact BM25 score; a memory that reads like an instruction to an
    agent is listed by ID and withheld (``app.shown``)."""
    from ecc_memory.app.shown import record, shown

    results = []
    for rank, hit in enumerate(result.hits, start=1):
        memory, names = shown(hit.memory)
        results.append(
            {
                "rank": rank,
                "memory": record(memory, with_body=False),
                "score": hit.score,
                "excerpt": memory.body if names else hit.excerpt,
                "path": hit.path,
                "withheld": list(names),
            }
        )
    return {
        "schemaVersion": "ecc.memory.search.v1",
        "query": query,
        "results": results,
        "diagnostics": result.diagnostics,
    }


def read(result: ReadResult) -> dict[str, object]:
    """A person reviews a withheld memory here: shown whole, ``withheld`` names why."""
    from ecc_memory.app.shown import record, withheld

    newest = result.newest_handoff
    return {
        "schemaVersion": "ecc.memory.read.v1",
        "memory": record(result.memory, with_body=True),
        "withheld": list(withheld(result.memory)),
        "path": result.path,
        "backlinks": [record(m, with_body=False) for m in result.backlinks],
        "backlinksTruncated": result.backlinks_truncated,
        "newerHandoff": newest.id if newest is not None else None,
        "replacedBy": _replaced(result.replaced_by),
    }


def _replaced(newer: Memory | None) -> dict[str, object] | None:
    from ecc_memory.app.shown import relation

    return None if newer is None else {"id": newer.id, "relation": relation(newer)}


def doctor(report: DoctorReport, project_vault: tuple[str, bool] | None) -> dict[str, object]:
    """``project_vault`` is (path, shared): which project scope this checkout uses."""
    data = report.to_json()
    if project_vault is not None:
        data["projectVault"] = {"path": project_vault[0], "sharedWorktree": project_vault[1]}
    return data


def branch_handoff(outcome: HandoffOutcome) -> dict[str, object]:
    """``handoff --from-branch``: what was written (``written`` False: nothing changed)."""
    return {
        "schemaVersion": "ecc.memory.branch-handoff.v1",
        "branch": outcome.branch,
        "written": outcome.written is not None,
        "id": outcome.memory_id,
        "path": outcome.written,
        "previous": outcome.previous_id,
        "scope": outcome.scope,
        "carriedFrom": outcome.carried,
    }


def latest_handoff(latest: Latest) -> dict[str, object]:
    """``handoff --latest``: the branch's newest handoff, every field None when it has none."""
    memory = latest.memory
    return {
        "schemaVersion": "ecc.memory.latest-handoff.v1",
        "branch": latest.branch,
        "id": memory.id if memory else None,
        "title": memory.title if memory else None,
        "createdAt": memory.created_at if memory else None,
        "body": memory.body if memory else None,
        "scope": memory.scope if memory else None,
        "sourceHarness": memory.source_harness if memory else None,
        "author": latest.author,
    }


def record(value: object) -> dict[str, object]:
    """A dataclass's fields under camelCase keys (``blob_id`` -> ``blobId``), a nested
    dataclass's too (the merge driver's probe)."""
    out: dict[str, object] = {}
    for key, item in vars(value).items():
        head, *rest = key.split("_")
        nested = hasattr(item, "__dataclass_fields__")
        out[head + "".join(part.title() for part in rest)] = record(item) if nested else item
    return out


def review(docs: list[StagedDoc]) -> dict[str, object]:
    """``review --list``: each staged team memory file, its blob, whether it is approved and
    what the guard blocks in it."""
    from ecc_memory.render.text import block

    staged = [
        {**record(doc), "blocked": [block(found, "ecc-memory-guard") for found in doc.blocked]}
        for doc in docs
    ]
    return {"schemaVersion": "ecc.memory.review.v1", "staged": staged}


def hooks(states: Sequence[HookState], driver: MergeDriverState | None = None) -> dict[str, object]:
    """``hooks install`` and ``uninstall``: each native hook's state, the merge driver's."""
    payload: dict[str, object] = {
        "schemaVersion": "ecc.memory.hooks.v1",
        "hooks": [record(s) for s in states],
    }
    if driver is not None:
        payload["mergeDriver"] = record(driver)
    return payload


def hooks_status(
    states: Sequence[HookState], driver: MergeDriverState | None, plugin: PluginConfig | None
) -> dict[str, object]:
    """``hooks status``: also how ``.pre-commit-config.yaml`` sets up our hooks (None: no
    such file)."""
    config = None
    if plugin is not None:
        config = record(plugin)
        config["hooks"] = [record(hook) for hook in plugin.hooks]
    return {**hooks(states, driver), "preCommitConfig": config}


def setup(
    plan: SetupPlan,
    instructions: object,
    changes: list[FileChange] | None = None,
    written: list[str] | None = None,
) -> dict[str, object]:
    """``setup HARNESS``: the fragments to add; with ``--write``, also each file's change and
    the files written."""
    data: dict[str, object] = {
        "schemaVersion": "ecc.memory.setup.v1",
        "harness": plan.harness,
        "fragments": [
            {
                "path": f.path,
                "format": f.format,
                "purpose": f.purpose,
                "mergedByWrite": f.mergeable,
                "text": f.text,
            }
            for f in plan.fragments
        ],
        "instructions": instructions,
        "notes": list(plan.notes),
    }
    if changes is not None:
        data["changes"] = [
            {"path": c.path, "action": c.action, "diff": c.diff(), "kept": list(c.kept)}
            for c in changes
        ]
        data["written"] = written or []
    return data


# -- the protocol and ci ------------------------------------------------------------------------


def protocol_check(problems: list[Problem], mode: str, prefix: str) -> dict[str, object]:
    """Before the convention (``versioned``) is applied: the protocol's own key spellings."""
    from ecc_memory.app.shown import conflict_status, has_errors

    data: dict[str, object] = {
        "ok": not has_errors(problems),
        "mode": mode,
        "memory_dir": prefix.rstrip("/"),
        "findings": [p.to_json() for p in problems],
    }
    if mode == "conflicts":
        data["conflict_status"] = conflict_status(problems)
    return data


def context(pack: ContextPack, *, contents: bool = True) -> dict[str, object]:
    """A context pack (``protocol context``, ``memory_context``); ``contents`` False leaves the
    loaded modules' text out (a refused pack)."""
    return {
        "task": pack.task,
        "canonical_task": pack.canonical_task,
        "paths": list(pack.paths),
        "missing_on_disk": list(pack.missing_paths),
        "explicit": list(pack.explicit),
        "completeness": pack.completeness,
        "incomplete_dimensions": list(pack.incomplete),
        "conflict_status": pack.conflict_status,
        "conflicts": [p.to_json() for p in pack.conflicts],
        "modules": [d.to_json() for d in pack.dispositions],
        "policy_exclusions": list(pack.policy_exclusions),
        "warnings": list(pack.warnings),
        "migration_pending": pack.migration_pending,
        "strict_refusal": pack.strict_refusal(),
        "invalid_findings": [p.to_json() for p in pack.invalid],
        "loaded": [
            m.to_json() if contents else {**m.to_json(), "content": None} for m in pack.loaded
        ],
    }


def ci(report: CiReport) -> dict[str, object]:
    return report.to_json()
