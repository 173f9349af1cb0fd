"""``ecc memory protocol`` writers (and list/show): preview by default, apply on confirmation.

Every writer prints a plan (diff per file, Plan ID) and writes nothing; ``--apply
--confirm-plan ID`` rebuilds the plan under the lock and writes it only when it is unchanged.
Exit codes: 0 previewed or applied, 1 the preview has blockers, 2 refused (usage, changed
plan, blockers at apply, lock timeout), 3 internal error.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from datetime import date
from typing import Any

import click

from ecc_memory.cli.options import JSON, MEMORY_DIR, PROJECT_ROOT
from ecc_memory.cli.protocol import (
    _emit,
    _emit_json,
    _evidence_checker,
    _memory,
    _run,
)
from ecc_memory.cli.protocol_list import list_units, show
from ecc_memory.errors import EXIT_OK, EXIT_PROBLEMS, InvalidInput

APPLY = click.option(
    "--apply",
    "do_apply",
    is_flag=True,
    help="Write the plan (needs --confirm-plan with the preview's Plan ID).",
)
CONFIRM = click.option(
    "--confirm-plan",
    "confirm",
    metavar="PLAN_ID",
    default=None,
    help="The Plan ID printed by the preview.",
)
TIMEOUT = click.option(
    "--lock-timeout",
    type=float,
    default=10.0,
    show_default=True,
    help="Seconds to wait for another writer.",
)
BREAK = click.option(
    "--break-stale-lock",
    is_flag=True,
    help="Also take over locks older than five minutes (malformed, other host).",
)
EVIDENCE = click.option(
    "--evidence",
    multiple=True,
    help="Evidence item (repeatable): "
    "user-confirmed, repo:|doc:|test:<path>[@rev], issue:#N, pr:#N.",
)
MISSING = click.option(
    "--allow-missing-evidence",
    is_flag=True,
    help="Accept repo:/doc:/test: Evidence paths that do not exist.",
)


def writer_options(func: Callable[..., None]) -> Callable[..., None]:
    for option in (PROJECT_ROOT, MEMORY_DIR, JSON, BREAK, TIMEOUT, CONFIRM, APPLY):
        func = option(func)
    return func


def _env(project_root: str | None, memory_dir: str, options: dict[str, Any]) -> Any:
    from ecc_memory import __version__
    from ecc_memory.config import state_dir
    from ecc_memory.protocol.writer import WriterEnv

    root, directory = _memory(project_root, memory_dir)
    return WriterEnv(
        directory,
        state_dir(os.environ),
        date.today(),
        f"ecc-memory {__version__}",
        _evidence_checker(root),
        options["lock_timeout"],
        options["break_stale_lock"],
    )


def run_writer(
    memory_dir: str,
    project_root: str | None,
    options: dict[str, Any],
    build: Callable[[Any], Any],
    *,
    allow_missing: bool = False,
    extra: dict[str, str] | None = None,
) -> None:
    """Preview, or apply with confirmation; render the plan; exit."""
    as_json = bool(options["as_json"])

    def action() -> int:
        from ecc_memory.protocol import writer
        from ecc_memory.protocol.plan import plan_json, preview_text

        env = _env(project_root, memory_dir, options)
        prefix = memory_dir.rstrip("/") + "/"
        if options["do_apply"]:
            if not options["confirm"]:
                raise InvalidInput(
                    "PROTOCOL_CONFIRM", "--apply needs --confirm-plan with the Plan ID of a preview"
                )
            outcome = writer.apply(env, build, options["confirm"], allow_missing=allow_missing)
        else:
            if options["confirm"]:
                raise InvalidInput("PROTOCOL_CONFIRM", "--confirm-plan goes with --apply")
            outcome = writer.preview(env, build, allow_missing=allow_missing)
        plan = outcome.plan
        if as_json:
            _emit_json(
                dict(
                    plan_json(plan, prefix, applied=outcome.applied),
                    recovered=outcome.recovered,
                    **(extra or {}),
                )
            )
        else:
            notes = (
                [f"History check: {extra['history_check']} ({extra['history_note']})"]
                if extra
                else []
            )
            _emit(_text(outcome, prefix, preview_text) + notes)
        return EXIT_PROBLEMS if plan.all_blockers and not outcome.applied else EXIT_OK

    _run(as_json, action)


def _text(outcome: Any, prefix: str, preview_text: Callable[..., list[str]]) -> list[str]:
    plan = outcome.plan
    lines = [f"Recovered an interrupted write ({outcome.recovered})."] if outcome.recovered else []
    if outcome.applied:
        written = ", ".join(prefix + change.path for change in plan.changes)
        return [
            *lines,
            f"Applied plan {plan.plan_id}: wrote {written}",
            *(f"- {note}" for note in plan.notes),
        ]
    lines += preview_text(plan, prefix)
    if plan.all_blockers:
        return [*lines, "Blocked: resolve the blockers above; nothing was written."]
    if not plan.changes:
        return [*lines, "Nothing to write."]
    return [
        *lines,
        "Preview only; nothing was written. To write it, rerun the same command "
        f"with --apply --confirm-plan {plan.plan_id}",
    ]


def repair(memory_dir: str, project_root: str | None, options: dict[str, Any]) -> None:
    """``init --repair``: the one writer whose command lives with the readers."""
    from ecc_memory.protocol.repair import build_repair

    run_writer(memory_dir, project_root, options, build_repair, allow_missing=True)


def _message(message: str) -> str:
    return sys.stdin.read() if message == "-" else message


@click.command()
@click.argument("message")
@click.option(
    "--type",
    "kind",
    required=True,
    type=click.Choice(
        [
            "decision",
            "constraint",
            "preference",
            "do-not-use",
            "tombstone",
            "area",
            "rule",
            "profile",
        ]
    ),
    help="Entry type (with --candidate: the Candidate-Type).",
)
@click.option("--title", default=None, help="Entry title (default: the message's first line).")
@click.option("--subject", default=None, help="Subject ID (MC-SUBJ-...) from subjects.md.")
@click.option("--facet", default=None, help="Facet (architecture, behavior, workflow, ...).")
@click.option("--area", default=None, help="Area name: Scope area:<name>, file areas/<name>.md.")
@click.option("--name", default=None, help="Rule or profile name (rules/<name>.md, ...).")
@EVIDENCE
@click.option("--reason", default=None, help="Why (a Reason body).")
@click.option("--candidate", is_flag=True, help="Write an MC-INBOX candidate to inbox.md.")
@click.option(
    "--supersedes",
    default=None,
    metavar="ENTRY_ID",
    help="Replace this active Entry (same Scope, Subject and Facet).",
)
@click.option("--requirement", default=None, help="A candidate's Promotion-Requirement.")
@MISSING
@writer_options
def add(
    message: str,
    kind: str,
    title: str | None,
    subject: str | None,
    facet: str | None,
    area: str | None,
    name: str | None,
    evidence: tuple[str, ...],
    reason: str | None,
    candidate: bool,
    supersedes: str | None,
    requirement: str | None,
    allow_missing_evidence: bool,
    memory_dir: str,
    project_root: str | None,
    **options: Any,
) -> None:
    """Add an Entry whose body is MESSAGE ('-' reads standard input)."""
    from ecc_memory.protocol.add import AddRequest, build_add

    request = AddRequest(
        kind,
        _message(message),
        title,
        subject,
        facet,
        area,
        name,
        evidence,
        reason,
        candidate,
        supersedes,
        requirement,
        allow_missing_evidence,
    )
    run_writer(memory_dir, project_root, options, lambda tree: build_add(tree, request))


@click.command()
@click.argument("entry_id")
@click.option(
    "--type",
    "kind",
    required=True,
    type=click.Choice(["decision", "constraint", "preference", "do-not-use", "tombstone"]),
    help="Must equal the candidate's Candidate-Type.",
)
@EVIDENCE
@click.option("--subject", default=None, help="Subject ID (default: Provisional-Subject).")
@click.option("--facet", default=None, help="Facet (default: Provisional-Facet).")
@click.option("--title", default=None, help="Title of the new Entry (default: the candidate's).")
@MISSING
@writer_options
def promote(
    entry_id: str,
    kind: str,
    evidence: tuple[str, ...],
    subject: str | None,
    facet: str | None,
    title: str | None,
    allow_missing_evidence: bool,
    memory_dir: str,
    project_root: str | None,
    **options: Any,
) -> None:
    """Promote inbox candidate ENTRY_ID to an active Entry (Promoted-From / Promoted-To)."""
    from ecc_memory.protocol.promote import PromoteRequest, build_promote

    request = PromoteRequest(
        entry_id, kind, evidence, subject, facet, title, allow_missing_evidence
    )
    run_writer(memory_dir, project_root, options, lambda tree: build_promote(tree, request))


@click.command()
@click.argument("feature")
@click.option("--path", "paths", multiple=True, help="Area path glob (repeatable).")
@click.option("--task", "tasks", multiple=True, help="Rule task (repeatable, canonical name).")
@click.option("--description", default="", help="Module description (never routes).")
@writer_options
def enable(
    feature: str,
    paths: tuple[str, ...],
    tasks: tuple[str, ...],
    description: str,
    memory_dir: str,
    project_root: str | None,
    **options: Any,
) -> None:
    """Enable FEATURE: preferences, changelog, rules, profiles, areas, rule/<n>, profile/<n>,
    area/<n>."""
    from ecc_memory.protocol.enable import EnableRequest, build_enable

    request = EnableRequest(feature, paths, tasks, description)
    run_writer(memory_dir, project_root, options, lambda tree: build_enable(tree, request))


@click.command()
@click.argument("topic", required=False)
@click.option(
    "--id",
    "entry_id",
    default=None,
    metavar="ID",
    help="Forget exactly this Entry (or <file>#unit-<n>) instead of a topic.",
)
@click.option(
    "--mode",
    type=click.Choice(["soft", "hard"]),
    default="soft",
    show_default=True,
    help="soft keeps a guard naming the topic; hard keeps no trace of it.",
)
@click.option(
    "--allow-broad-match",
    is_flag=True,
    help="Allow a short topic or one that matches several units.",
)
@click.option(
    "--history-check",
    is_flag=True,
    help="Also say whether git history still holds a copy (never rewrites it).",
)
@writer_options
def forget(
    topic: str | None,
    entry_id: str | None,
    mode: str,
    allow_broad_match: bool,
    history_check: bool,
    memory_dir: str,
    project_root: str | None,
    **options: Any,
) -> None:
    """Remove the units that mention TOPIC (or one Entry by --id), soft or hard."""
    from ecc_memory.protocol.forget import ForgetRequest, build_forget

    request = ForgetRequest(topic, entry_id, mode, allow_broad_match)
    extra = None
    if history_check:
        needle = topic or entry_id or ""
        extra = _history(project_root, memory_dir, needle)
    run_writer(
        memory_dir, project_root, options, lambda tree: build_forget(tree, request), extra=extra
    )


def _history(project_root: str | None, memory_dir: str, needle: str) -> dict[str, str]:
    """``reachable-copy-detected``, ``no-reachable-copy-detected`` or ``unavailable``."""
    from ecc_memory.errors import EccError

    root, _ = _memory(project_root, memory_dir)
    try:
        from ecc_memory.git.repo import open_repo

        found = open_repo(root).history.contains(memory_dir.strip("/"), needle)
    except (ImportError, EccError):
        return {
            "history_check": "unavailable",
            "history_note": "no git repository could be read; this is not a PASS",
        }
    if found:
        return {
            "history_check": "reachable-copy-detected",
            "history_note": "git history still holds a copy; forgetting never rewrites history",
        }
    return {
        "history_check": "no-reachable-copy-detected",
        "history_note": "not proof: clones, forks, stashes and backups may still hold copies",
    }


@click.command()
@click.option(
    "--target",
    default="inbox.md",
    show_default=True,
    help="File to compact (inbox.md, decisions.md, changelog.md, a bullet file).",
)
@click.option(
    "--archive-oldest",
    is_flag=True,
    help="Move decisions.md's oldest entries to archive/ while it is near or over budget.",
)
@writer_options
def compact(
    target: str, archive_oldest: bool, memory_dir: str, project_root: str | None, **options: Any
) -> None:
    """De-duplicate the inbox (never promoting) or archive the oldest units of a file."""
    from ecc_memory.protocol.compact import CompactRequest, build_compact

    request = CompactRequest(target, archive_oldest)
    run_writer(memory_dir, project_root, options, lambda tree: build_compact(tree, request))


@click.command()
@writer_options
def migrate(memory_dir: str, project_root: str | None, **options: Any) -> None:
    """Migrate to Protocol 0.7 / Entry schema 2 and structure unambiguous legacy units."""
    from ecc_memory.protocol.migrate import build_migrate

    run_writer(memory_dir, project_root, options, build_migrate)


@click.command()
@click.option("--purpose", default=None, help="What the project is for.")
@click.option("--direction", default=None, help="What the team is working towards.")
@click.option("--shape", default=None, help="The main parts and how they fit together.")
@writer_options
def brief(
    purpose: str | None,
    direction: str | None,
    shape: str | None,
    memory_dir: str,
    project_root: str | None,
    **options: Any,
) -> None:
    """Replace the TODO placeholders that init wrote into brief.md."""
    from ecc_memory.protocol.brief import BriefRequest, build_brief

    request = BriefRequest(purpose, direction, shape)
    run_writer(memory_dir, project_root, options, lambda tree: build_brief(tree, request))


@click.command()
@click.argument("entry_id")
@click.option("--subject", required=True, help="Subject ID (MC-SUBJ-...) from subjects.md.")
@click.option("--facet", required=True, help="Facet (architecture, behavior, workflow, ...).")
@writer_options
def assign(
    entry_id: str,
    subject: str,
    facet: str,
    memory_dir: str,
    project_root: str | None,
    **options: Any,
) -> None:
    """Give ENTRY_ID (an active Entry without either) a Subject and a Facet."""
    from ecc_memory.protocol.assign import AssignRequest, build_assign

    request = AssignRequest(entry_id, subject, facet)
    run_writer(memory_dir, project_root, options, lambda tree: build_assign(tree, request))


@click.group()
def subject() -> None:
    """Edit the Subject registry (subjects.md)."""


@subject.command("add")
@click.argument("title")
@click.option(
    "--kind", required=True, help="dependency, repo-path, area, api, service, feature or concept."
)
@click.option("--canonical-ref", default=None, help="For example dependency:pypi:<name>.")
@click.option("--alias", "aliases", multiple=True, help="Another name (repeatable).")
@EVIDENCE
@MISSING
@writer_options
def subject_add(
    title: str,
    kind: str,
    canonical_ref: str | None,
    aliases: tuple[str, ...],
    evidence: tuple[str, ...],
    allow_missing_evidence: bool,
    memory_dir: str,
    project_root: str | None,
    **options: Any,
) -> None:
    """Add an active Subject titled TITLE."""
    from ecc_memory.protocol.subject_edit import SubjectRequest, build_subject

    request = SubjectRequest(
        "add", title, "", kind, canonical_ref, aliases, evidence, allow_missing_evidence
    )
    run_writer(memory_dir, project_root, options, lambda tree: build_subject(tree, request))


@subject.command("rename")
@click.argument("subject_id")
@click.argument("title")
@writer_options
def subject_rename(
    subject_id: str, title: str, memory_dir: str, project_root: str | None, **options: Any
) -> None:
    """Give Subject SUBJECT_ID the display title TITLE (its ID stays)."""
    from ecc_memory.protocol.subject_edit import SubjectRequest, build_subject

    request = SubjectRequest("rename", title, subject_id)
    run_writer(memory_dir, project_root, options, lambda tree: build_subject(tree, request))


@subject.command("add-alias")
@click.argument("subject_id")
@click.argument("alias")
@writer_options
def subject_add_alias(
    subject_id: str, alias: str, memory_dir: str, project_root: str | None, **options: Any
) -> None:
    """Add ALIAS to Subject SUBJECT_ID."""
    from ecc_memory.protocol.subject_edit import SubjectRequest, build_subject

    request = SubjectRequest("add-alias", "", subject_id, aliases=(alias,))
    run_writer(memory_dir, project_root, options, lambda tree: build_subject(tree, request))


@subject.command("merge")
@click.argument("source_id")
@click.option(
    "--into",
    "target_id",
    required=True,
    metavar="SUBJECT_ID",
    help="The Subject that absorbs SOURCE_ID.",
)
@writer_options
def subject_merge(
    source_id: str, target_id: str, memory_dir: str, project_root: str | None, **options: Any
) -> None:
    """Merge Subject SOURCE_ID into another: mark it merged and re-point active Entries."""
    from ecc_memory.protocol.subject_merge import MergeRequest, build_merge

    request = MergeRequest(source_id, target_id)
    run_writer(memory_dir, project_root, options, lambda tree: build_merge(tree, request))


WRITERS: dict[str, click.Command] = {
    "add": add,
    "promote": promote,
    "enable": enable,
    "subject": subject,
    "forget": forget,
    "compact": compact,
    "migrate": migrate,
    "brief": brief,
    "assign": assign,
    "list": list_units,
    "show": show,
}
