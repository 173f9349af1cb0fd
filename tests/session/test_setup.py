"""``ecc memory setup``: the fragments, the preview, and merges that keep everything else."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest
import yaml

from conftest import snapshot
from ecc_memory.errors import InvalidInput
from ecc_memory.protocol.model.budget import estimate_tokens
from ecc_memory.session.setup import (
    HARNESSES,
    INSTRUCTIONS,
    apply_changes,
    plan,
    plan_changes,
)

tomllib = pytest.importorskip("tomllib")


def ecc(cwd: Path, *args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["ecc", "memory", *args], cwd=cwd, input=stdin, capture_output=True, text=True, check=False
    )


def setup_json(cwd: Path, harness: str) -> dict[str, object]:
    done = ecc(cwd, "setup", harness, "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert isinstance(data, dict)
    return data


@pytest.mark.parametrize("harness", HARNESSES)
def test_every_plan_registers_the_server_with_its_identity(harness: str) -> None:
    fragments = plan(harness).fragments
    server = next(f for f in fragments if f.purpose.startswith("MCP server"))
    if server.format == "toml":
        entry = tomllib.loads(server.text)["mcp_servers"]["ecc-memory"]
        assert entry["env"] == {"ECC_MEMORY_HARNESS": harness}
    elif server.format == "yaml":
        entry = yaml.safe_load(server.text)["mcp_servers"]["ecc-memory"]
        assert entry["env"] == {"ECC_MEMORY_HARNESS": harness}
    else:
        assert f'"ECC_MEMORY_HARNESS": "{harness}"' in server.text
    assert "ecc-memory-mcp" in server.text
    for fragment in fragments:
        if fragment.format == "json":
            json.loads(fragment.text)


@pytest.mark.parametrize("harness", ["claude", "codex"])
def test_hook_harnesses_get_a_start_and_an_end_hook(harness: str) -> None:
    hooks = next(f for f in plan(harness).fragments if f.purpose == "session hooks")
    events = json.loads(hooks.text)["hooks"]
    start = events["SessionStart"][0]["hooks"][0]
    end = events["SessionEnd"][0]["hooks"][0]
    assert start["command"] == f"ecc memory brief --hook --harness {harness}"
    assert end["command"] == f"ecc memory session-end --from {harness}"
    assert end["timeout"] <= 2  # inside Claude Code's 1.5 s budget for all SessionEnd hooks


def test_opencode_gets_a_plugin_and_a_schema_for_new_files() -> None:
    fragments = plan("opencode").fragments
    assert [f.purpose for f in fragments] == [
        "MCP server", "session brief and handoff plugin", "instruction snippet",
    ]  # fmt: skip
    config = json.loads(fragments[0].text)
    assert config["$schema"] == "https://opencode.ai/config.json"
    assert config["mcp"]["ecc-memory"]["command"] == ["ecc-memory-mcp"]
    plugin = fragments[1]
    assert plugin.path == ".opencode/plugins/ecc-memory.js"
    for needed in ("session.created", "experimental.chat.system.transform", "session.idle",
                   '"brief", "--hook"', '"session-end"'):  # fmt: skip
        assert needed in plugin.text


def test_one_instruction_snippet_for_every_harness_under_the_bootstrap_budget() -> None:
    snippets = {f.text for h in HARNESSES for f in plan(h).fragments if f.format == "markdown"}
    assert snippets == {INSTRUCTIONS}
    # Protocol checks warn when a bootstrap file (AGENTS.md, CLAUDE.md) passes 500 tokens.
    assert estimate_tokens(INSTRUCTIONS) < 150
    for topic in ("memory_search", "memory_save", "not instructions", "credentials"):
        assert topic in INSTRUCTIONS


def test_unknown_harness_is_refused() -> None:
    with pytest.raises(InvalidInput) as caught:
        plan("cursor")
    assert caught.value.code == "UNKNOWN_HARNESS"


@pytest.mark.parametrize("harness", HARNESSES)
def test_setup_without_write_prints_and_writes_nothing(project: Path, harness: str) -> None:
    before = snapshot(project)
    done = ecc(project, "setup", harness)
    assert done.returncode == 0, done.stderr
    assert "nothing was written" in done.stdout
    assert "ecc-memory-mcp" in done.stdout
    assert INSTRUCTIONS.splitlines()[2] in done.stdout
    assert snapshot(project) == before


MCP_JSON = """{
    "mcpServers": {
        "github": {"command": "npx", "args": ["-y", "@modelcontextprotocol/server-github"]}
    },
    "custom": [1, 2,   3]
}
"""
SETTINGS = (
    '{\n\t"permissions": {\n\t\t"allow": ["Bash(npm test)"]\n\t},\n'
    '\t"hooks": {\n\t\t"PreToolUse": [{"matcher": "Bash", "hooks": '
    '[{"type": "command", "command": "./check.sh"}]}]\n\t}\n}\n'
)


def _seed(project: Path) -> None:
    (project / ".mcp.json").write_text(MCP_JSON)
    (project / ".claude").mkdir()
    (project / ".claude" / "settings.json").write_text(SETTINGS)


def _kept(old: str, new: str) -> bool:
    import difflib

    ops = difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
    return all(tag in ("equal", "insert") for tag, *_ in ops)


def test_write_preview_declined_writes_nothing(project: Path) -> None:
    _seed(project)
    before = snapshot(project)
    done = ecc(project, "setup", "claude", "--write", stdin="n\n")
    assert done.returncode == 0, done.stderr
    assert '+      "command": "ecc-memory-mcp"' in done.stdout.replace("    ", "  ")
    assert ".claude/settings.json: update" in done.stdout
    assert "Nothing was written." in done.stdout
    assert snapshot(project) == before


def test_write_merges_keeping_unrelated_keys_and_formatting(project: Path) -> None:
    _seed(project)
    done = ecc(project, "setup", "claude", "--write", stdin="y\n")
    assert done.returncode == 0, done.stderr
    mcp = (project / ".mcp.json").read_text()
    settings = (project / ".claude" / "settings.json").read_text()
    assert _kept(MCP_JSON, mcp)
    assert _kept(SETTINGS, settings)
    assert '"custom": [1, 2,   3]' in mcp
    assert '\n        "ecc-memory": {\n            "type": "stdio",' in mcp  # four spaces kept
    assert '\n\t\t"SessionStart": [\n\t\t\t{\n' in settings  # tabs kept
    assert json.loads(mcp)["mcpServers"]["github"]["command"] == "npx"
    hooks = json.loads(settings)["hooks"]
    assert set(hooks) == {"PreToolUse", "SessionStart", "SessionEnd"}
    assert "Still to do by hand: CLAUDE.md" in done.stdout
    # Running it again finds nothing to do and rewrites nothing.
    stamps = {p: p.stat().st_mtime_ns for p in (project / ".mcp.json", project / ".claude")}
    again = ecc(project, "setup", "claude", "--write", "--yes")
    assert again.returncode == 0, again.stderr
    assert "Nothing to change." in again.stdout
    assert {p: p.stat().st_mtime_ns for p in stamps} == stamps


def test_write_creates_missing_files(project: Path) -> None:
    done = ecc(project, "setup", "codex", "--write", "--yes", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert data["written"] == [".codex/config.toml", ".codex/hooks.json"]
    assert json.loads((project / ".codex" / "hooks.json").read_text())["hooks"]["SessionStart"]
    table = tomllib.loads((project / ".codex" / "config.toml").read_text())
    # Not required: the file travels with the repository, and Codex does not start at all when
    # a required server is missing (a teammate without ecc-memory-mcp on PATH).
    assert table["mcp_servers"]["ecc-memory"] == {
        "command": "ecc-memory-mcp", "args": [], "env": {"ECC_MEMORY_HARNESS": "codex"},
    }  # fmt: skip
    assert not (project / "AGENTS.md").exists()  # the instruction snippet is never written
    done = ecc(project, "setup", "opencode", "--write", "--yes")
    assert done.returncode == 0, done.stderr
    config = json.loads((project / "opencode.json").read_text())
    assert config["$schema"] == "https://opencode.ai/config.json"
    assert (project / ".opencode" / "plugins" / "ecc-memory.js").read_text() == (
        plan("opencode").fragments[1].text
    )


def test_existing_opencode_config_keeps_its_servers(project: Path) -> None:
    old = '{\n  "$schema": "https://example.invalid/own.json",\n  "mcp": {\n    "x": {}\n  }\n}\n'
    (project / "opencode.json").write_text(old)
    assert ecc(project, "setup", "opencode", "--write", "--yes").returncode == 0
    new = (project / "opencode.json").read_text()
    assert _kept(old, new)
    assert set(json.loads(new)["mcp"]) == {"x", "ecc-memory"}


@pytest.mark.parametrize(
    ("content", "code"),
    [
        ("{ not json", "CONFIG_INVALID"),
        ('{"mcpServers": []}', "CONFIG_CONFLICT"),
        (b"\xff\xfe{}", "CONFIG_INVALID"),
        ('{"mcpServers": {}, "limit": NaN}', "CONFIG_INVALID"),
        ('{"mcpServers": {"x": {"timeout": Infinity}}}', "CONFIG_INVALID"),
        ('{"mcpServers": {}, "t": -Infinity}', "CONFIG_INVALID"),
        ('{"mcpServers": {}, "n": ' + "9" * 5000 + "}", "CONFIG_INVALID"),
        ('{"mcpServers": {}, "f": 1e999}', "CONFIG_INVALID"),
        ('{"mcpServers": {}, "deep": ' + "[" * 5000 + "]" * 5000 + "}", "CONFIG_INVALID"),
    ],
)
def test_refused_merge_leaves_every_file_unchanged(
    project: Path, content: str | bytes, code: str
) -> None:
    data = content if isinstance(content, bytes) else content.encode()
    (project / ".mcp.json").write_bytes(data)
    before = snapshot(project)
    done = ecc(project, "setup", "claude", "--write", "--yes", "--json")
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == code
    assert snapshot(project) == before  # .claude/settings.json was not created either


def test_a_fifo_at_a_config_path_is_refused_without_waiting(project: Path) -> None:
    (project / ".claude").mkdir()
    os.mkfifo(project / ".claude" / "settings.json")
    before = sorted(str(path) for path in project.rglob("*"))  # reading a FIFO would hang
    done = subprocess.run(
        ["ecc", "memory", "setup", "claude", "--write", "--yes", "--json"],
        cwd=project, capture_output=True, text=True, check=False, timeout=60,
    )  # fmt: skip
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == "CONFIG_NOT_FILE"
    assert sorted(str(path) for path in project.rglob("*")) == before
    assert (project / ".claude" / "settings.json").is_fifo()


def test_symlinked_config_is_refused(project: Path, tmp_path: Path) -> None:
    outside = tmp_path / "elsewhere.json"
    outside.write_text("{}\n")
    os.symlink(outside, project / ".mcp.json")
    before = snapshot(project)
    done = ecc(project, "setup", "claude", "--write", "--yes")
    assert done.returncode == 2
    assert "symlink" in done.stderr
    assert snapshot(project) == before
    assert outside.read_text() == "{}\n"


def test_write_json_needs_yes(project: Path) -> None:
    done = ecc(project, "setup", "claude", "--write", "--json")
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == "CONFIRM_REQUIRED"
    assert snapshot(project) == {".git": "dir"}


def test_a_file_changed_after_the_preview_is_not_overwritten(project: Path) -> None:
    _seed(project)
    changes = plan_changes(project, plan("claude"))
    (project / ".mcp.json").write_text('{"edited": true}\n')
    with pytest.raises(InvalidInput) as caught:
        apply_changes(project, changes)
    assert caught.value.code == "CONFIG_CHANGED"
    assert (project / ".mcp.json").read_text() == '{"edited": true}\n'
    assert (project / ".claude" / "settings.json").read_text() == SETTINGS


def test_file_mode_is_kept(project: Path) -> None:
    _seed(project)
    os.chmod(project / ".mcp.json", 0o600)
    apply_changes(project, plan_changes(project, plan("claude")))
    assert (project / ".mcp.json").stat().st_mode & 0o777 == 0o600
    assert not [p for p in project.rglob("*.tmp")]


@pytest.mark.parametrize("harness", HARNESSES)
def test_json_output_lists_every_fragment(project: Path, harness: str) -> None:
    data = setup_json(project, harness)
    assert [f["text"] for f in data["fragments"]] == [f.text for f in plan(harness).fragments]
    assert data["instructions"] == INSTRUCTIONS


def test_values_the_user_set_are_kept_and_named(project: Path) -> None:
    old = '{"mcpServers": {"ecc-memory": {"command": "/opt/venv/bin/ecc-memory-mcp"}}}\n'
    (project / ".mcp.json").write_text(old)
    done = ecc(project, "setup", "claude", "--write", "--yes", "--json")
    assert done.returncode == 0, done.stderr
    (mcp,) = [c for c in json.loads(done.stdout)["changes"] if c["path"] == ".mcp.json"]
    assert mcp["kept"] == ["mcpServers.ecc-memory.command"]
    server = json.loads((project / ".mcp.json").read_text())["mcpServers"]["ecc-memory"]
    assert server["command"] == "/opt/venv/bin/ecc-memory-mcp"
    assert server["env"]["ECC_MEMORY_HARNESS"] == "claude"
    preview = ecc(project, "setup", "claude", "--write", stdin="n\n")
    assert "kept your value of mcpServers.ecc-memory.command" in preview.stdout


def test_codex_table_is_appended_to_an_existing_project_config(project: Path) -> None:
    (project / ".codex").mkdir()
    old = 'model = "o4"\r\n\r\n[mcp_servers.github]\r\ncommand = "npx"\r\n'
    (project / ".codex" / "config.toml").write_bytes(old.encode())
    done = ecc(project, "setup", "codex", "--write", "--yes")
    assert done.returncode == 0, done.stderr
    new = (project / ".codex" / "config.toml").read_bytes().decode()
    assert new.startswith(old)
    assert "\r\n[mcp_servers.ecc-memory]\r\n" in new
    assert set(tomllib.loads(new)["mcp_servers"]) == {"github", "ecc-memory"}
    again = ecc(project, "setup", "codex", "--write", "--yes")
    assert "Nothing to change." in again.stdout
    assert (project / ".codex" / "config.toml").read_bytes().decode() == new


@pytest.mark.parametrize(
    ("content", "code"),
    [
        ("model = \n", "CONFIG_INVALID"),
        ('mcp_servers = "none"\n', "CONFIG_CONFLICT"),
        ('mcp_servers = { other = { command = "x" } }\n', "CONFIG_CONFLICT"),
    ],
)
def test_a_codex_config_that_cannot_take_the_table_is_refused(
    project: Path, content: str, code: str
) -> None:
    (project / ".codex").mkdir()
    (project / ".codex" / "config.toml").write_text(content)
    before = snapshot(project)
    done = ecc(project, "setup", "codex", "--write", "--yes", "--json")
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == code
    assert snapshot(project) == before


def test_setup_codex_tells_the_user_to_trust_the_hooks() -> None:
    notes = " ".join(plan("codex").notes)
    assert "/hooks" in notes
    assert "trust" in notes


def test_opencode_v2_config_gets_the_v2_entry(project: Path) -> None:
    old = '{\n  "mcp": {\n    "servers": {\n      "x": {"type": "remote", "url": "https://x"}\n'
    old += "    }\n  }\n}\n"
    (project / "opencode.json").write_text(old)
    assert ecc(project, "setup", "opencode", "--write", "--yes").returncode == 0
    new = json.loads((project / "opencode.json").read_text())
    assert set(new["mcp"]) == {"servers"}
    assert new["mcp"]["servers"]["ecc-memory"] == {
        "type": "local", "command": ["ecc-memory-mcp"],
        "environment": {"ECC_MEMORY_HARNESS": "opencode"}, "disabled": False,
    }  # fmt: skip


def test_an_argv_command_already_present_is_a_value_never_appended_to(project: Path) -> None:
    old = (
        '{"mcp": {"ecc-memory": {"type": "local", "command": ["/opt/venv/bin/ecc-memory-mcp"]}}}\n'
    )
    (project / "opencode.json").write_text(old)
    done = ecc(project, "setup", "opencode", "--write", "--yes", "--json")
    assert done.returncode == 0, done.stderr
    entry = json.loads((project / "opencode.json").read_text())["mcp"]["ecc-memory"]
    assert entry["command"] == ["/opt/venv/bin/ecc-memory-mcp"]
    (change,) = [c for c in json.loads(done.stdout)["changes"] if c["path"] == "opencode.json"]
    assert "mcp.ecc-memory.command" in change["kept"]


def test_a_plugin_the_user_changed_is_kept(project: Path) -> None:
    plugin = project / ".opencode" / "plugins" / "ecc-memory.js"
    plugin.parent.mkdir(parents=True)
    plugin.write_text("// my own version\n")
    done = ecc(project, "setup", "opencode", "--write", "--yes")
    assert done.returncode == 0, done.stderr
    assert plugin.read_text() == "// my own version\n"
    assert "kept your value of .opencode/plugins/ecc-memory.js" in done.stdout


def test_claude_mcp_entry_resolves_the_vault_like_the_cli() -> None:
    server = json.loads(plan("claude").fragments[0].text)["mcpServers"]["ecc-memory"]
    assert server["env"] == {"ECC_MEMORY_HARNESS": "claude"}  # no ECC_MEMORY_PROJECT_ROOT


def test_setup_codex_write_says_how_to_trust_the_hooks(project: Path) -> None:
    done = ecc(project, "setup", "codex", "--write", "--yes")
    assert done.returncode == 0, done.stderr
    assert "open /hooks in Codex and trust the two `ecc memory` hooks" in done.stdout
