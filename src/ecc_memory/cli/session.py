"""Click commands for agent sessions: ``ecc memory brief``, ``session-end`` and ``setup``.

Thin: parse, call one core function in ``ecc_memory.session``, render, exit. ``--hook`` is
the mode the harnesses run: it reads the hook's JSON payload from stdin, prints the brief (or
nothing) on stdout, writes diagnostics to stderr only and always exits 0, so a broken or
missing vault never blocks or fails a session.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

import click

from ecc_memory.cli.options import JSON as JSON_OPTION
from ecc_memory.cli.options import WHERE, Aliased, confirm, start_dir
from ecc_memory.errors import EccError, InvalidInput
from ecc_memory.render.json import emit_json

if TYPE_CHECKING:
    from ecc_memory.app.session import Brief, FileChange, SetupPlan
    from ecc_memory.app.workspace import Workspace

MAX_PAYLOAD = 1024 * 1024
PAYLOAD_WAIT = 1.0  # seconds without data on stdin before the hook goes on without a payload
HARNESS_HELP = "The harness the brief is for (default: $ECC_MEMORY_HARNESS)."


def run(as_json: bool, action: Callable[[], None]) -> NoReturn:
    """Run a command body through the one runner (``cli.outcome``)."""
    from ecc_memory.cli.outcome import run as run_body

    run_body(as_json, action, doing=None)


def _say(line: str) -> None:
    from ecc_memory.app.text import sanitize

    click.echo(sanitize(line), err=True)


def _read_stdin(limit: int, wait: float) -> bytes:
    """Up to ``limit`` + 1 bytes of stdin, stopping at end of file, once the bytes read parse
    as JSON, or after ``wait`` seconds without data: a harness that leaves stdin open must not
    hang the hook."""
    import select

    fd = sys.stdin.fileno()
    data = b""
    while len(data) <= limit:
        try:
            ready, _, _ = select.select([fd], [], [], wait)
        except (OSError, ValueError):  # not selectable (a file, or Windows): read it whole
            return data + sys.stdin.buffer.read(limit + 1 - len(data))
        if not ready:
            break
        chunk = os.read(fd, 65536)
        if not chunk:
            break
        data += chunk
        if data.rstrip().endswith(b"}"):
            try:
                json.loads(data)
                break
            except RecursionError:  # complete, and nested too deep to use
                break
            except ValueError:
                continue
    return data


def read_payload() -> dict[str, Any]:
    """The hook's JSON payload from stdin ({} when absent, oversized or not an object)."""
    if sys.stdin is None or sys.stdin.isatty():
        return {}
    data = _read_stdin(MAX_PAYLOAD, PAYLOAD_WAIT)
    if len(data) > MAX_PAYLOAD:
        _say("ecc-memory: hook payload over 1 MiB ignored")
        return {}
    try:
        value = json.loads(data or b"{}")
    except (ValueError, RecursionError):  # RecursionError: nested thousands deep
        _say("ecc-memory: hook payload is not usable JSON; ignored")
        return {}
    return value if isinstance(value, dict) else {}


def payload_cwd(payload: dict[str, Any]) -> Path:
    """The session's directory: the payload's ``cwd`` when it names one, else ours."""
    cwd = payload.get("cwd")
    if isinstance(cwd, str) and os.path.isabs(cwd) and os.path.isdir(cwd):
        return Path(cwd)
    return start_dir()


def _harness(option: str | None, place: Workspace) -> str:
    if option:
        return option
    try:
        return place.identity()
    except EccError as missing:
        raise InvalidInput(
            missing.code,
            "name the harness with --harness or ECC_MEMORY_HARNESS (a lowercase slug).",
        ) from None


def _build(cwd: Path, harness: str | None, task: str, paths: tuple[str, ...], budget: int) -> Brief:
    from ecc_memory.app import session
    from ecc_memory.app.workspace import Workspace

    place = Workspace.find(cwd)
    request = session.BriefRequest(_harness(harness, place), task, paths, budget)
    done = session.brief(place, request)
    for note in done.notes:
        _say(f"ecc-memory: brief: {note}")
    return done.brief


def brief_for(cwd: Path, harness: str) -> Brief:
    """The default brief (task, budget) for ``harness`` in the project around ``cwd``."""
    from ecc_memory.app.session import DEFAULT_BUDGET, DEFAULT_TASK

    return _build(cwd, harness, DEFAULT_TASK, (), DEFAULT_BUDGET)


def _fail_open(what: str, exc: BaseException) -> None:
    if isinstance(exc, EccError):
        _say(f"ecc-memory: {what} skipped: {exc.code}: {exc.message}")
    else:
        _say(f"ecc-memory: {what} skipped: internal error ({type(exc).__name__})")


@click.command("brief")
@click.option("--harness", help=HARNESS_HELP)
@WHERE
@click.option(
    "--task",
    default="implementation",
    show_default=True,
    help="Protocol task whose docs/memory/ context pack to include.",
)
@click.option(
    "--path",
    "paths",
    multiple=True,
    help="A path the work touches, for path-scoped areas (repeatable).",
)
@click.option(
    "--budget",
    type=int,
    default=2000,
    show_default=True,
    help="Token bound (counted as the protocol counts; 300-50000).",
)
@click.option(
    "--hook",
    is_flag=True,
    help="Run as a session-start hook: read the payload on stdin, always exit 0.",
)
@JSON_OPTION
def brief(
    harness: str | None, task: str, paths: tuple[str, ...], budget: int, hook: bool, as_json: bool
) -> None:
    """One bounded briefing for the start of a session.

    \b
    In priority order: the newest handoff of the current branch, the docs/memory/ context
    pack for --task, the most recent memories for the harness. Never more than --budget
    tokens or 9,000 characters; what is left out is listed by ID. No model is called.
    """
    if hook:
        _brief_hook(harness, task, paths, budget, as_json)
        return

    def action() -> None:
        result = _build(start_dir(), harness, task, paths, budget)
        for line in result.diagnostics:
            _say(f"ecc-memory: brief: {line}")
        if as_json:
            emit_json(result.to_json())
        else:
            click.echo(result.markdown, nl=False)

    run(as_json, action)


def _brief_hook(
    harness: str | None, task: str, paths: tuple[str, ...], budget: int, as_json: bool
) -> NoReturn:
    from ecc_memory.cli.outcome import closed_pipe, exit_with

    try:
        payload = read_payload()
        result = _build(payload_cwd(payload), harness, task, paths, budget)
        for line in result.diagnostics[:3]:
            _say(f"ecc-memory: brief: {line}")
        if as_json:  # the document `brief --json` prints: no harness reads this one
            emit_json(result.to_json())
        elif result.says_something:
            click.echo(result.markdown, nl=False)
        sys.stdout.flush()
    except BrokenPipeError:  # the harness stopped reading: nothing to say, still exit 0
        closed_pipe()
    except Exception as exc:  # a session must never fail or block because of us
        _fail_open("brief", exc)
    exit_with(0)


@click.command("session-end")
@click.option(
    "--from", "--harness", "harness", cls=Aliased,
    help="The harness whose session ended (default: $ECC_MEMORY_HARNESS).",
)  # fmt: skip
@WHERE
@click.option(
    "--target",
    "targets",
    multiple=True,
    help="Harness the handoff is for (repeatable; default: all).",
)
@click.option(
    "--scope", type=click.Choice(["project", "team"]), default="project", show_default=True,
    help="team: write it as team memory, for teammates once reviewed and committed (opt-in).",
)  # fmt: skip
def session_end(harness: str | None, targets: tuple[str, ...], scope: str) -> None:
    """Session-end hook: save a handoff of the current branch (local, no model).

    \b
    Reads the hook payload on stdin and always exits 0. Writes nothing when the project has
    no vault (`ecc memory init` opts in), when HEAD is detached, when the branch has no work
    of its own or when nothing changed since the branch's last handoff. The branch's latest
    words (a `handoff --from-branch -m`) are carried forward, never hidden.
    """
    from ecc_memory.cli.outcome import exit_with

    try:
        from ecc_memory.app import session
        from ecc_memory.app.workspace import Workspace

        place = Workspace.find(payload_cwd(read_payload()))
        name = _harness(harness, place)
        outcome = session.end(place, name, targets or ("all",), scope)
        if outcome.written and scope == "team":
            _say(f"ecc-memory: saved team handoff {outcome.memory_id}; to share it: git add "
                 ".ecc/memory/team && ecc memory review && git commit && git push")  # fmt: skip
        elif outcome.written:
            _say(f"ecc-memory: saved handoff {outcome.memory_id}")
        elif outcome.skipped:
            _say(f"ecc-memory: no handoff: {outcome.skipped}")
    except Exception as exc:
        _fail_open("handoff", exc)
    exit_with(0)


@click.command("setup")
@click.argument("harness", type=click.Choice(["claude", "codex", "opencode", "hermes"]))
@click.option(
    "--write", is_flag=True, help="Merge the harness's config files after showing the change."
)
@WHERE
@click.option("--yes", is_flag=True, help="With --write: apply without asking.")
@JSON_OPTION
def setup(harness: str, write: bool, yes: bool, as_json: bool) -> None:
    """Print what to add to an agent: MCP server, session hooks, instruction snippet.

    \b
    Writes nothing unless --write: then it shows the change to the project's .mcp.json,
    .claude/settings.json, .codex/config.toml, .codex/hooks.json or opencode.json and
    plugin (for hermes: $HERMES_HOME/config.yaml and its plugin), asks, and merges, keeping
    every other key and the file's formatting. The instruction snippet is printed.
    """

    def action() -> None:
        from ecc_memory.app import session
        from ecc_memory.app.workspace import Workspace

        setup_plan = session.setup_plan(harness)
        if not write:
            _show_plan(setup_plan, as_json)
            return
        if as_json and not yes:
            raise InvalidInput("CONFIRM_REQUIRED", "--write --json needs --yes.")
        place = Workspace.find(start_dir())
        changes = session.setup_changes(place, setup_plan)
        _write(place, setup_plan, changes, yes, as_json)

    run(as_json, action)


def _show_plan(setup_plan: SetupPlan, as_json: bool) -> None:
    from ecc_memory.app.session import setup_instructions
    from ecc_memory.render import json, text

    if as_json:
        emit_json(json.setup(setup_plan, setup_instructions()))
        return
    for line in text.setup_plan(setup_plan):
        click.echo(line)


def _write(
    place: Workspace, setup_plan: SetupPlan, changes: list[FileChange], yes: bool, as_json: bool
) -> None:
    from ecc_memory.app.session import apply_setup, setup_instructions
    from ecc_memory.render import json, text

    pending = [c for c in changes if c.action != "unchanged"]
    if not as_json:
        click.echo(text.setup_changes(changes), nl=False)
    ask = "--yes applies without asking"
    if pending and not yes and not confirm("Write these changes?", instead=ask):
        click.echo("Nothing was written.")
        return
    written = apply_setup(place, changes) if pending else []
    if as_json:
        emit_json(json.setup(setup_plan, setup_instructions(), changes, written))
        return
    for line in text.setup_written(setup_plan, written):
        click.echo(line)
