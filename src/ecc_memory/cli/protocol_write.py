"""``ecc memory protocol`` writers (and list/show): preview by default, apply on confirmation.

Every writer prints a plan (diff per file, Plan ID) and writes nothing; ``--apply
--confirm-plan ID`` rebuilds the plan under the lock and writes it only when it is unchanged.
How a writer runs (options, preview, apply, exit codes) is ``cli.writer_run``; the Subject
writers are ``cli.protocol_subject``.
"""

from __future__ import annotations

import sys
from typing import Any

import click

from ecc_memory.cli.protocol_list import list_units, show
from ecc_memory.cli.protocol_recover import recover
from ecc_memory.cli.protocol_subject import subject
from ecc_memory.cli.writer_run import EVIDENCE, MISSING, repair, run_writer, writer_options

__all__ = ["WRITERS", "repair"]  # cli.protocol runs init --repair through this module


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
@click.option(
    "--subject", default=None, help="Subject: its ID (MC-SUBJ-...), title, alias or Canonical-Ref."
)
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
    from ecc_memory.app import writers

    build = writers.add(
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
    run_writer(memory_dir, project_root, options, build)


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
@click.option(
    "--subject", default=None, help="Subject ID, title or alias (default: Provisional-Subject)."
)
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
    from ecc_memory.app import writers

    build = writers.promote(entry_id, kind, evidence, subject, facet, title, allow_missing_evidence)
    run_writer(memory_dir, project_root, options, build)


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
    from ecc_memory.app import writers

    build = writers.enable(feature, paths, tasks, description)
    run_writer(memory_dir, project_root, options, build)


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
    from ecc_memory.app import writers

    build = writers.forget(topic, entry_id, mode, allow_broad_match)
    extra = None
    if history_check:
        needle = topic or entry_id or ""
        extra = _history(project_root, memory_dir, needle)
    run_writer(memory_dir, project_root, options, build, extra=extra)


def _history(project_root: str | None, memory_dir: str, needle: str) -> dict[str, str]:
    """``reachable-copy-detected``, ``no-reachable-copy-detected`` or ``unavailable``."""
    from ecc_memory.app.workspace import Workspace
    from ecc_memory.app.writers import history_copy

    found = history_copy(Workspace.find(project_root), memory_dir, needle)
    if found is None:
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
    from ecc_memory.app import writers

    build = writers.compact(target, archive_oldest)
    run_writer(memory_dir, project_root, options, build)


@click.command()
@writer_options
def migrate(memory_dir: str, project_root: str | None, **options: Any) -> None:
    """Migrate to Protocol 0.7 / Entry schema 2 and structure unambiguous legacy units."""
    from ecc_memory.app import writers

    run_writer(memory_dir, project_root, options, writers.migrate())


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
    from ecc_memory.app import writers

    build = writers.brief(purpose, direction, shape)
    run_writer(memory_dir, project_root, options, build)


@click.command()
@click.argument("entry_id")
@click.option(
    "--subject", required=True, help="Subject: its ID (MC-SUBJ-...), title, alias or Canonical-Ref."
)
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
    from ecc_memory.app import writers

    build = writers.assign(entry_id, subject, facet)
    run_writer(memory_dir, project_root, options, build)


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
    "recover": recover,
}
