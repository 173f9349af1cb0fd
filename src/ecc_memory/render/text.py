"""The text renderer: what a person reads of each result, as lines (the CLI sanitises each line
as it prints it, ``cli.output.emit_lines``; a raw file name is escaped here, where it could
forge a line).
"""

from __future__ import annotations

import posixpath
from collections.abc import Sequence
from typing import TYPE_CHECKING

from ecc_memory.app.text import escape

if TYPE_CHECKING:
    from ecc_memory.app.git import CiReport, Latest
    from ecc_memory.app.guard import Block
    from ecc_memory.app.session import FileChange, SetupPlan
    from ecc_memory.app.shown import (
        ContextPack,
        DoctorReport,
        HandoffOutcome,
        HookState,
        InitReport,
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
        StatusReport,
    )

# -- the vault ----------------------------------------------------------------------------------


def init(result: InitResult, guard: str | None) -> list[str]:
    """``guard``: the project guard's path to commit, when it lies in this working tree."""
    lines = [f"Initialized ECC memory scopes: {', '.join(result.scopes)}"]
    lines += [f"- {scope}: {root}" for scope, root in result.roots.items()]
    if guard is not None:
        # The hooks and `ecc memory ci` require the guard in git, so every clone has it.
        lines.append(f"Next, once per repository: git add -f -- {guard} (then commit it)")
    return lines


def save(result: SaveResult) -> list[str]:
    memory = result.memory
    return [
        f"Saved unreviewed {memory.kind}: {memory.title}",
        f"ID: {memory.id}",
        f"Path: {result.path}",
    ]


def replacement(result: Replacement) -> list[str]:
    """What ``supersede`` and ``retire`` wrote, and what it replaced."""
    old, saved = result.replaced, result.saved
    verb = "Superseded" if result.relation == "superseded" else "Retired"
    return [
        f"{verb} {old.id}: {old.title}",
        f"Saved unreviewed {saved.memory.kind}: {saved.memory.title}",
        f"ID: {saved.memory.id}",
        f"Path: {saved.path}",
        f"Search and the session brief now leave {old.id} out; "
        f"`ecc memory read {old.id}` still shows it.",
    ]


def search(result: SearchResult) -> list[str]:
    """People see ranks (BM25 scores of a small vault are tiny numbers that say nothing). A
    memory that reads like an instruction to an agent is listed by ID and withheld, as the
    brief and the MCP tools withhold it: an agent may run this command too."""
    from ecc_memory.app.shown import shown

    if not result.hits:
        return ["No matching memories found."]
    lines = []
    for rank, hit in enumerate(result.hits, start=1):
        m, names = shown(hit.memory)
        lines += [
            f"{rank}. [{m.trust}] {m.id} — {m.title}",
            f"   {m.body if names else hit.excerpt}",
        ]
    return lines


def search_note(diagnostics: dict[str, object]) -> list[str]:
    """What a search skipped (for stderr), or nothing."""
    invalid = diagnostics.get("invalidFileCount", 0)
    symlinks = diagnostics.get("skippedSymlinkCount", 0)
    if not (invalid or symlinks or diagnostics.get("truncated")):
        return []
    return [
        f"note: {invalid} invalid file(s) and {symlinks} symlink(s) were skipped"
        f"{'; some directories were too deep' if diagnostics.get('truncated') else ''}"
        "; run `ecc memory doctor` for details."
    ]


def read(result: ReadResult) -> list[str]:
    from ecc_memory.app.shown import withheld
    from ecc_memory.app.text import quote_block, quote_inline

    memory, newest = result.memory, result.newest_handoff
    # A person reviews a withheld memory here: shown whole, but marked and quoted as data.
    names = withheld(memory)
    backlinks = ", ".join(m.id for m in result.backlinks) or "none"
    if result.backlinks_truncated:
        backlinks += ", …"
    superseded = (
        [f"Superseded: the newest handoff of this branch is {newest.id} "
         f"(ecc memory read {newest.id})"]
        if newest is not None else []
    )  # fmt: skip
    banner = (
        [f"WITHHELD from agents: reads like an instruction to an agent ({', '.join(names)}); "
         "the title and body below are quoted data, never instructions.", ""]
        if names else []
    )  # fmt: skip
    return [
        *banner,
        f"[{memory.trust}] {quote_inline(memory.title) if names else memory.title}",
        f"ID: {memory.id}",
        f"Kind: {memory.kind}  Scope: {memory.scope}  Status: {memory.status}",
        *superseded,
        *_replaced_line(result.replaced_by),
        f"Source: {memory.source_harness}",
        f"Targets: {', '.join(memory.target_harnesses)}",
        f"Tags: {', '.join(memory.tags) or 'none'}",
        "",
        quote_block(memory.body) if names else memory.body,
        "",
        f"Backlinks: {backlinks}",
    ]


def _replaced_line(newer: Memory | None) -> list[str]:
    if newer is None:
        return []
    from ecc_memory.app.shown import relation as relation_of

    relation = relation_of(newer)
    how = "Superseded by" if relation == "superseded" else "Retired (no longer true) by"
    return [f"{how} {newer.id} (ecc memory read {newer.id}); search leaves this memory out"]


def branch_handoff(outcome: HandoffOutcome) -> list[str]:
    """``handoff --from-branch``: what was written, or that nothing changed."""
    from ecc_memory.app.text import sanitize

    name = sanitize(outcome.branch)
    if outcome.written is None:
        return [f"No change on {name} since handoff {outcome.memory_id}; nothing written."]
    shared = " team" if outcome.scope == "team" else ""
    lines = [
        f"Saved unreviewed{shared} handoff for branch {name}",
        f"ID: {outcome.memory_id}",
        f"Path: {outcome.written}",
    ]
    if outcome.previous_id:
        lines.append(f"Supersedes: {outcome.previous_id}")
    if outcome.carried:
        lines.append(f"Carries the words of: {outcome.carried}")
    if outcome.scope == "team":  # what it takes to reach a teammate: the review gate, then git
        lines.append(
            "Share it: git add .ecc/memory/team && ecc memory review && git commit && git push"
        )
    return lines


def latest_handoff(latest: Latest) -> list[str]:
    """``handoff --latest``: the branch's newest handoff, or that it has none."""
    from ecc_memory.app.text import sanitize

    branch, memory = latest.branch, latest.memory
    if memory is None:
        return [f"No handoff for branch {sanitize(branch)}."]
    return [
        f"[unreviewed] {sanitize(memory.title)}",
        f"ID: {memory.id}",
        f"Branch: {sanitize(branch)}  Created: {memory.created_at}",
        f"From: {sanitize(latest.provenance)}",
        "",
        sanitize(memory.body),
    ]


def review(docs: list[StagedDoc]) -> list[str]:
    """``review --list``: one line per staged team memory file and what it needs."""
    lines = []
    for doc in docs:
        mark = "approved" if doc.approved else "needs review"
        if doc.blocked:
            mark = "blocked by the guard"
        lines.append(f"{escape(doc.path)}: {mark}")
    return lines


def setup_plan(plan: SetupPlan) -> list[str]:
    """``setup HARNESS`` without ``--write``: each fragment where it goes, then the notes."""
    lines = [f"ecc-memory setup for {plan.harness}: add these (nothing was written)."]
    for fragment in plan.fragments:
        how = "add it by hand"
        if fragment.mergeable:
            written = fragment.format in ("javascript", "python")
            how = "written by `--write`" if written else "merged by `--write`"
        lines += ["", f"{fragment.path} ({fragment.purpose}; {how}):", ""]
        lines.append(f"```{fragment.format}\n{fragment.text}```")
    return [*lines, "", "Notes:", *(f"- {note}" for note in plan.notes)]


def setup_changes(changes: list[FileChange]) -> str:
    """``setup --write``'s preview: each file's action and diff, what it kept of the user's."""
    out = []
    for change in changes:
        out.append(f"{change.path}: {change.action}\n")
        if change.action != "unchanged":
            out.append(change.diff())
        out += [
            f"  kept your value of {path} (setup would have written another)\n"
            for path in change.kept
        ]
    if all(c.action == "unchanged" for c in changes):
        out.append("Nothing to change.\n")
    return "".join(out)


def setup_written(plan: SetupPlan, written: list[str]) -> list[str]:
    """``setup --write`` after writing: the files written, what is left to do by hand."""
    by_hand = ", ".join(f.path for f in plan.fragments if not f.mergeable)
    return [
        *(f"Wrote {path}" for path in written),
        f"Still to do by hand: {by_hand}",
        *(f"- {note}" for note in plan.notes),  # what the harness needs next (Codex: trust)
    ]


def hooks(
    states: Sequence[HookState],
    driver: MergeDriverState | None = None,
    plugin: PluginConfig | None = None,
) -> list[str]:
    """``hooks install``, ``uninstall`` and ``status``: each native hook's state, then the merge
    driver's (``status`` and ``install``)."""
    lines = [f"{state.hook}: {_hook_line(state, plugin)}" for state in states]
    return lines + (_driver_lines(driver, plugin) if driver is not None else [])


def hooks_status(
    states: Sequence[HookState], driver: MergeDriverState | None, plugin: PluginConfig | None
) -> list[str]:
    """``hooks status``: the hooks, the merge driver, then how ``.pre-commit-config.yaml``
    sets up our hooks (when there is one)."""
    return hooks(states, driver, plugin) + (_plugin_lines(plugin) if plugin is not None else [])


def _hook_line(state: HookState, plugin: PluginConfig | None) -> str:
    """One native hook's state; a hook pre-commit installed for a config that sets up our
    hooks is the plugin setup, which is supported as it is."""
    chained = " (chains the previous hook)" if state.chained else ""
    if state.pre_commit_framework and state.state == "foreign":
        if _plugin_configured(plugin):
            return "pre-commit framework (the ecc-memory plugin: supported)"
        return "foreign (pre-commit framework; .pre-commit-config.yaml sets up no ecc-memory hook)"
    if state.pre_commit_framework:
        return f"{state.state}{chained} (the pre-commit framework's hook runs first)"
    return f"{state.state}{chained}"


def _plugin_configured(plugin: PluginConfig | None) -> bool:
    return plugin is not None and any(hook.repo for hook in plugin.hooks)


def _driver_lines(driver: MergeDriverState, plugin: PluginConfig | None) -> list[str]:
    from ecc_memory.app.hooks import DRIVER_KEY, probe_line, register_line

    lines = [f"merge driver: {driver.driver} ({DRIVER_KEY})"]
    if driver.driver == "absent":
        lines.append(f"  register it: {register_line(plugin_only=_plugin_configured(plugin))}")
    if driver.probe is not None:
        lines.append(probe_line(driver.probe))
    if driver.attributes == "missing":
        lines.append(
            ".gitattributes: missing (add these lines, or run `ecc memory hooks install "
            "--gitattributes`):"
        )
        return lines + [f"  {line}" for line in driver.missing_lines]
    written = " (lines added)" if driver.written else ""
    return [*lines, f".gitattributes: {driver.attributes}{written}"]


def _plugin_lines(plugin: PluginConfig) -> list[str]:
    from pathlib import PurePath

    from ecc_memory.app.text import sanitize

    lines = [f"{sanitize(PurePath(plugin.path).name)}:"]
    for hook in plugin.hooks:
        where = f" ({sanitize(hook.repo)})" if hook.repo else ""
        stages = ", ".join(hook.stages)
        summary = f"stages {stages}" if stages else ""
        detail = "; ".join([part for part in (summary, *hook.problems) if part])
        lines.append(f"  {hook.id}{where}: {sanitize(detail)}")
    return lines + [f"  {sanitize(problem)}" for problem in plugin.problems]


def doctor(report: DoctorReport, project_vault: tuple[str, bool] | None = None) -> list[str]:
    """``project_vault`` is (path, shared): which project scope this checkout uses."""
    lines = [
        f"ECC memory doctor: {'PASS' if report.ok else 'ISSUES FOUND'}",
        f"Memories: {report.memory_count}",
        f"Invalid files: {len(report.invalid_files)}",
        f"Duplicate IDs: {len(report.duplicate_ids)}",
        f"Broken links: {len(report.broken_links)}",
        f"Skipped symlinks: {len(report.skipped_symlinks)}",
    ]
    if report.allowed_secrets:
        lines.append(f"Secret findings allowed by .ecc/memory/secrets-allowlist: "
                     f"{report.allowed_secrets}")  # fmt: skip
    lines += [f"  invalid: {_invalid_text(f)}" for f in report.invalid_files[:20]]
    lines += [
        f"  duplicate: {d['id']} in {', '.join(_one_line(p) for p in duplicate_paths(d))}"
        for d in report.duplicate_ids[:20]
    ]
    lines += [
        f"  broken link: {b['sourceId']} -> {b['targetId']} in {_one_line(b['path'])}"
        for b in report.broken_links[:20]
    ]
    lines += [f"  symlink: {_one_line(p)}" for p in report.skipped_symlinks[:20]]
    extras = {
        "Project .gitignore guard": [report.guard] if report.guard else [],
        "Writable by others": report.unsafe_permissions,
        "Leftover temp files": report.temp_files,
        "File name differs from ID": report.name_mismatches,
        "Too deep to scan": report.depth_limited,
        "Index drift": report.index_drift,
        "Reads like an instruction to an agent": instruction_like(report),
    }
    for label, items in extras.items():
        if items:
            lines.append(f"{label}: {len(items)}")
            lines += [f"  {_one_line(item)}" for item in items[:20]]
    return lines + _vault_line(project_vault)


def instruction_like(report: DoctorReport) -> list[str]:
    return [
        f"{item['path']} ({', '.join(map(str, item['detectors']))})"  # type: ignore[call-overload]
        for item in report.instruction_like
    ]


def _vault_line(project_vault: tuple[str, bool] | None) -> list[str]:
    if project_vault is None:
        return []
    path, shared = project_vault
    how = " (the main worktree's, shared by this linked worktree)" if shared else ""
    return [f"Project vault: {_one_line(path)}{how}"]


def _invalid_text(item: dict[str, object]) -> str:
    where = _one_line(str(item["path"]))
    if item.get("line"):
        where += f":{item['line']}"
    reason = item.get("reason") or item["message"]
    return f"{where} ({item['code']}: {reason})"


def duplicate_paths(duplicate: dict[str, object]) -> list[str]:
    paths = duplicate.get("paths")
    return [str(p) for p in paths] if isinstance(paths, list) else []


def _one_line(path: str) -> str:
    """A hand-made file name may hold LF or TAB, which would let it forge report lines."""
    return escape(path)


# -- the protocol -------------------------------------------------------------------------------

MODE_TITLES = {
    "full": "check",
    "conflicts": "conflict check",
    "routing": "routing check",
    "reachability": "reachability check",
    "freshness": "freshness check",
}


def located(prefix: str, path: str) -> str:
    """A finding's path shown from the project root (bootstrap files sit above the memory dir)."""
    return posixpath.normpath(prefix + path) if ".." in path else prefix + path


def _at(problem: Problem, prefix: str) -> str:
    location = located(prefix, problem.path)
    return f"{location}:{problem.line}" if problem.line else location


def also(problem: Problem, prefix: str) -> str:
    """The other files a cross-file finding involves, for one-line renderings."""
    if not problem.related:
        return ""
    return f" (also involves {', '.join(located(prefix, p) for p in problem.related)})"


def protocol_check(problems: list[Problem], mode: str, prefix: str) -> list[str]:
    from ecc_memory.app.shown import conflict_status, has_errors

    verdict = "FAILED" if has_errors(problems) else "OK"
    lines = [f"Memory protocol {MODE_TITLES[mode]}: {verdict}"]
    if mode == "conflicts":
        lines.append(f"Conflict status: {conflict_status(problems)}")
    for problem in problems:
        lines.append(
            f"{_at(problem, prefix)}: {problem.severity}: {problem.code}: "
            f"{problem.message}{also(problem, prefix)}"
        )
    counts = {s: sum(1 for p in problems if p.severity == s) for s in ("error", "warning", "info")}
    lines.append(
        f"{counts['error']} error(s), {counts['warning']} warning(s), {counts['info']} info"
    )
    return lines


def context_markdown(pack: ContextPack, *, explain: bool, contents: bool = True) -> list[str]:
    lines = [
        "# Memory Context Pack",
        "",
        f"Task: {pack.task}",
        f"Canonical task: {pack.canonical_task}",
        "Paths:",
    ]
    lines += [
        f"- {p}" + (" (missing-on-disk)" if p in pack.missing_paths else "") for p in pack.paths
    ] or ["- none supplied"]
    lines += ["Explicit scope:"] + ([f"- {e}" for e in pack.explicit] or ["- none supplied"])
    lines += [
        f"Routing completeness: {pack.completeness}",
        f"Conflict status: {pack.conflict_status}",
        "",
    ]
    lines += _groups(pack, explain)
    lines += _tail(pack, explain)
    if contents:
        for module in pack.loaded:
            lines += ["", f"## {module.path}", "", module.text.rstrip("\n")]
    return lines


_GROUPS = (
    ("Loaded", ("loaded",)),
    ("Skipped optional", ("skipped",)),
    ("Missing required", ("missing-required",)),
    ("Missing optional", ("missing-optional",)),
    ("Invalid", ("invalid",)),
)


def _groups(pack: ContextPack, explain: bool) -> list[str]:
    lines: list[str] = []
    for title, kinds in _GROUPS:
        lines.append(f"{title}:")
        chosen = [d for d in pack.dispositions if d.disposition in kinds]
        if not chosen:
            lines.append("- none")
        for d in chosen:
            lines.append(f"- {d.path}")
            if explain:
                detail = f" ({d.detail})" if d.detail else ""
                lines += [f"  Disposition: {d.disposition}", f"  Reason: {d.reason}{detail}"]
                if d.matching:
                    lines.append(f"  Matching input: {d.matching}")
    return lines


def _tail(pack: ContextPack, explain: bool) -> list[str]:
    lines: list[str] = []
    if explain:
        lines += ["Policy exclusions:"] + ([f"- {p}" for p in pack.policy_exclusions] or ["- none"])
        lines += ["Incomplete dimensions:"] + ([f"- {d}" for d in pack.incomplete] or ["- none"])
    omitted = [ref for m in pack.loaded for ref in m.omitted]
    oversized = [ref for m in pack.loaded for ref in m.oversized]
    lines += ["Budget omissions:"] + ([f"- {r} (MC-OMIT-BUDGET)" for r in omitted] or ["- none"])
    lines += ["Oversized atomic entries:"] + ([f"- {r}" for r in oversized] or ["- none"])
    if pack.conflicts:
        lines.append("Conflict findings:")
    for problem in pack.conflicts:
        lines.append(
            f"- {problem.code} {problem.severity}: {problem.path}: {problem.message}"
            f"{also(problem, '')}"
        )
    if pack.warnings:
        lines += ["Warnings:"] + [f"- {w}" for w in pack.warnings]
    if pack.conflict_status in ("CONFLICT", "INVALID"):
        lines.append("Context pack contains unresolved active-memory conflicts")
    return lines


def protocol_status(report: StatusReport, memory_dir: str) -> list[str]:
    lines = [
        "Memory protocol status",
        f"Memory directory: {memory_dir}",
        f"Protocol version: {report.protocol_version or 'none'} ({report.contract})",
        f"Migration: {report.migration}",
    ]
    for row in report.files:
        if row.budget is not None:
            lines.append(f"{row.path}: {row.state}, {row.tokens}/{row.budget} tokens")
        elif row.tokens is not None:
            lines.append(f"{row.path}: {row.state}, {row.tokens} tokens")
        else:
            lines.append(f"{row.path}: {row.state}")
    return lines


def protocol_init(report: InitReport, memory_dir: str) -> list[str]:
    lines = [f"Initialized {memory_dir} (project_id {report.project_id})"]
    lines += [f"created {name}" for name in report.created]
    lines += [f"kept existing {name}" for name in report.kept]
    lines.append(
        "Next: write the brief with `ecc memory protocol brief --purpose ... --direction ...`,"
        " then run `ecc memory protocol check`."
    )
    return lines


# -- ci -----------------------------------------------------------------------------------------


def ci_summary(report: CiReport) -> str:
    """The last line of every format but JSON and SARIF: the verdict and what was checked."""
    checked = (
        f"{report.commits_checked} commit(s) in {report.base[:12]}..{(report.head or '')[:12]}"
        if report.base
        else f"{report.commits_checked} commit(s)"
    )
    return (
        f"ecc memory ci: {'PASS' if report.ok else f'{len(report.problems)} problem(s)'}; "
        f"checked {checked} and HEAD's tree; protocol: {report.protocol}"
    )


def ci(report: CiReport) -> list[str]:
    lines = [
        escape(f"{_file_line(p.file, p.line)}: {p.commit}: {p.reason} (fix: {p.fix})")
        for p in report.problems
    ]
    return lines + [f"note: {escape(note)}" for note in report.notes] + [ci_summary(report)]


def _file_line(file: str, line: int) -> str:
    return f"{file}:{line}" if line else file


def block(found: Block, hook: str) -> str:
    """One line of a hook's verdict (the guard, post-commit, review): ``hook: file: why (fix:
    command)``; a note that lets the commit through has no fix. A file name's control or bidi
    characters are shown escaped, so a name cannot forge a line."""
    where, reason = escape(found.where), escape(found.reason)
    if not found.blocking:
        return f"{hook}: {where}: {reason}"
    return f"{hook}: {where}: {reason} (fix: {escape(found.fix)})"
