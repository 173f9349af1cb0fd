"""Click options that several command groups share, defined once so their help stays alike."""

from __future__ import annotations

import click

JSON = click.option("--json", "as_json", is_flag=True, help="Print machine-readable JSON.")
MEMORY_DIR = click.option(
    "--memory-dir",
    default="docs/memory",
    show_default=True,
    help="Memory directory, relative to the project root, under docs/.",
)
PROJECT_ROOT = click.option(
    "--project-root",
    type=click.Path(file_okay=False),
    default=None,
    help="Project root (default: the enclosing git work tree, or cwd).",
)
FORMAT = click.option(
    "--format",
    "fmt",
    type=click.Choice(["text", "github", "json"]),
    default="text",
    show_default=True,
    help="Output format (github prints workflow annotations).",
)
