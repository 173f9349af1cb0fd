"""``ecc memory protocol subject add|rename|add-alias|merge``: the Subject writers
(``subjects.md``), run like every writer (``cli.writer_run``); ``subject list`` is the reader
(``cli.protocol_list``)."""

from __future__ import annotations

from typing import Any

import click

from ecc_memory.cli.protocol_list import subject_list
from ecc_memory.cli.writer_run import EVIDENCE, MISSING, run_writer, writer_options


@click.group()
def subject() -> None:
    """List or edit the Subject registry (subjects.md)."""


subject.add_command(subject_list)


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
    from ecc_memory.app import writers

    build = writers.subject(
        "add", title, "", kind, canonical_ref, aliases, evidence, allow_missing_evidence
    )
    run_writer(memory_dir, project_root, options, build)


@subject.command("rename")
@click.argument("subject_id")
@click.argument("title")
@writer_options
def subject_rename(
    subject_id: str, title: str, memory_dir: str, project_root: str | None, **options: Any
) -> None:
    """Give Subject SUBJECT_ID the display title TITLE (its ID stays)."""
    from ecc_memory.app import writers

    build = writers.subject("rename", title, subject_id)
    run_writer(memory_dir, project_root, options, build)


@subject.command("add-alias")
@click.argument("subject_id")
@click.argument("alias")
@writer_options
def subject_add_alias(
    subject_id: str, alias: str, memory_dir: str, project_root: str | None, **options: Any
) -> None:
    """Add ALIAS to Subject SUBJECT_ID."""
    from ecc_memory.app import writers

    build = writers.subject("add-alias", "", subject_id, aliases=(alias,))
    run_writer(memory_dir, project_root, options, build)


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
    from ecc_memory.app import writers

    build = writers.subject_merge(source_id, target_id)
    run_writer(memory_dir, project_root, options, build)
