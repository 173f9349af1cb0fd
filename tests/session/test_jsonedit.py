"""The format-preserving JSON merge behind ``ecc memory setup --write``."""

from __future__ import annotations

import difflib
import json
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ecc_memory.errors import InvalidInput
from ecc_memory.session.jsonedit import kept_values, merge_text, merged_value
from ecc_memory.session.setup import owned, plan

CLAUDE_HOOKS = plan("claude").fragments[1].value
SERVER = plan("claude").fragments[0].value
assert CLAUDE_HOOKS is not None
assert SERVER is not None


def only_insertions(old: str, new: str) -> bool:
    """Every character of ``old`` survives in place: the merge only inserted text."""
    matcher = difflib.SequenceMatcher(None, old, new, autojunk=False)
    return all(tag in ("equal", "insert") for tag, *_ in matcher.get_opcodes())


def merge(text: str, fragment: dict[str, Any]) -> str:
    out = merge_text(text, fragment, "settings.json", owned)
    current = json.loads(text) if text.strip() else {}
    assert json.loads(out) == merged_value(current, fragment, owned)
    return out


STYLES = {
    "two spaces": '{\n  "permissions": {\n    "allow": ["Bash(ls)", "Read"]\n  },\n  "m": "x"\n}\n',
    "four spaces": '{\n    "model": "x",\n    "env": {"A": "1"}\n}',
    "tabs": '{\n\t"model": "x",\n\t"hooks": {\n\t\t"Stop": []\n\t}\n}\n',
    "one line": '{"model": "x", "hooks": {"SessionStart": [{"hooks": []}]}}',
    "crlf": '{\r\n  "model": "x"\r\n}\r\n',
    "compact colon": '{\n  "model":"x"\n}\n',
    "unicode": '{\n  "name": "Zusammenfassung ✓ 設定"\n}\n',
}


@pytest.mark.parametrize("name", sorted(STYLES))
@pytest.mark.parametrize("fragment", [CLAUDE_HOOKS, SERVER], ids=["hooks", "server"])
def test_merge_only_inserts_and_keeps_the_style(name: str, fragment: dict[str, Any]) -> None:
    old = STYLES[name]
    new = merge(old, fragment)
    assert only_insertions(old, new)
    if "\r\n" in old:
        assert "\n" not in new.replace("\r\n", "")
    if "\t" in old:
        assert "\n  " not in new
    if name == "one line":
        assert "\n" not in new
    assert merge(new, fragment) == new  # a second run changes nothing


def test_empty_and_missing_documents_get_two_space_json() -> None:
    assert merge("", SERVER) == json.dumps(SERVER, indent=2) + "\n"
    assert merge("{}", SERVER) == "{\n" + json.dumps(SERVER, indent=2)[2:]  # no newline added
    assert merge("{}\n", SERVER).startswith('{\n  "mcpServers": {\n    "ecc-memory": {\n')


def test_existing_hook_entries_are_kept_and_ours_appended() -> None:
    old = json.dumps(
        {"hooks": {"SessionStart": [{"hooks": [{"type": "command", "command": "echo hello"}]}]}},
        indent=2,
    )
    new = json.loads(merge(old, CLAUDE_HOOKS))
    commands = [h["command"] for g in new["hooks"]["SessionStart"] for h in g["hooks"]]
    assert commands == ["echo hello", "ecc memory brief --hook --harness claude"]
    assert [h["command"] for h in new["hooks"]["SessionEnd"][0]["hooks"]] == [
        "ecc memory session-end --from claude"
    ]


def test_an_entry_of_ours_is_kept_not_duplicated() -> None:
    old = json.dumps(
        {
            "hooks": {
                "SessionStart": [
                    {"hooks": [{"type": "command", "command": "echo hello"}]},
                    {
                        "hooks": [
                            {"type": "command", "command": "ecc memory brief --hook --budget 900"}
                        ]
                    },
                ]
            }
        },
        indent=2,
    )
    new = json.loads(merge(old, CLAUDE_HOOKS))
    groups = new["hooks"]["SessionStart"]
    assert len(groups) == 2
    assert groups[1]["hooks"][0]["command"] == "ecc memory brief --hook --budget 900"
    assert new["hooks"]["SessionEnd"] == CLAUDE_HOOKS["hooks"]["SessionEnd"]


def test_an_entry_run_by_absolute_path_is_ours_and_kept() -> None:
    command = "/opt/venv/bin/ecc memory brief --hook --harness claude"
    old = json.dumps(
        {"hooks": {"SessionStart": [{"hooks": [{"type": "command", "command": command}]}]}}
    )
    new = json.loads(merge(old, CLAUDE_HOOKS))
    assert new["hooks"]["SessionStart"] == json.loads(old)["hooks"]["SessionStart"]
    assert not owned({"command": "echo ecc memory brief"})


def test_our_server_entry_keeps_what_the_user_wrote() -> None:
    old = json.dumps(
        {
            "mcpServers": {
                "ecc-memory": {
                    "command": "/opt/bin/ecc-memory-mcp",
                    "env": {"ECC_MEMORY_ALLOW_USER_SCOPE": "1"},
                }
            }
        },
        indent=2,
    )
    new = merge(old, SERVER)
    assert only_insertions(old, new)
    server = json.loads(new)["mcpServers"]["ecc-memory"]
    assert server["command"] == "/opt/bin/ecc-memory-mcp"
    assert server["env"]["ECC_MEMORY_ALLOW_USER_SCOPE"] == "1"
    assert server["env"]["ECC_MEMORY_HARNESS"] == "claude"
    assert kept_values(json.loads(old), SERVER) == ["mcpServers.ecc-memory.command"]


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ('{"hooks": []}', "CONFIG_CONFLICT"),
        ('{"hooks": {"SessionStart": {"hooks": []}}}', "CONFIG_CONFLICT"),
        ("[1, 2]", "CONFIG_CONFLICT"),
        ('{"hooks": {}', "CONFIG_INVALID"),
        ('{"a": 1, "a": 2}', "CONFIG_INVALID"),
        ('{"a": 1} trailing', "CONFIG_INVALID"),
        ("// comment\n{}", "CONFIG_INVALID"),
        ("[" * 200 + "]" * 200, "CONFIG_INVALID"),
    ],
)
def test_refusals_name_the_problem(text: str, code: str) -> None:
    with pytest.raises(InvalidInput) as caught:
        merge_text(text, CLAUDE_HOOKS, ".claude/settings.json", owned)
    assert caught.value.code == code
    assert "nothing was written" in caught.value.message.lower()


def test_invalid_json_names_the_line() -> None:
    with pytest.raises(InvalidInput, match="line 4: expected a value"):
        merge_text('{\n  "a": 1,\n  "b": \n}', SERVER, ".mcp.json", owned)


json_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=8))
json_values = st.recursive(
    json_scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None)
@given(
    document=st.dictionaries(st.text(max_size=6), json_values, max_size=5),
    indent=st.sampled_from([None, 2, 4, "\t"]),
)
def test_any_document_merges_to_the_merged_value(document: dict[str, Any], indent: Any) -> None:
    old = json.dumps(document, indent=indent, ensure_ascii=False)
    for fragment in (CLAUDE_HOOKS, SERVER):
        clash = set(document) & set(fragment)  # a key of ours may hold another type
        if clash and not isinstance(document[next(iter(clash))], dict):
            with pytest.raises(InvalidInput, match="is not an object"):
                merge(old, fragment)
            continue
        assert only_insertions(old, merge(old, fragment))
