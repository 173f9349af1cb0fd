"""Our checks of tool arguments agree with jsonschema's Draft 2020-12 validator on every schema
the tools advertise, for generated and hand-picked arguments."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from ecc_memory.mcp.schema import problems
from ecc_memory.mcp.tools import tool_specs

SPECS = {spec.name: spec.input_schema for spec in tool_specs()}


def theirs(schema: dict[str, Any], value: object) -> set[tuple[tuple[object, ...], str]]:
    return {
        (tuple(error.absolute_path), str(error.validator))
        for error in Draft202012Validator(schema).iter_errors(value)
    }


def mine(schema: dict[str, Any], value: object) -> set[tuple[tuple[object, ...], str]]:
    return set(problems(schema, value))


SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-5, 200), st.floats(allow_nan=False, width=32),
    st.sampled_from(["", "a", "note", "project", "team", "mem_20260101_abcdef", "x" * 70, "A b",
                     "mem_20260101_abcdef\n", "MC-SUBJ-20260101-abcdef12", "decision"]),
)  # fmt: skip
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4), max_leaves=8)


@st.composite
def arguments(draw: st.DrawFn, name: str) -> dict[str, Any]:
    schema = SPECS[name]
    keys = [*schema["properties"], "unexpected"]
    chosen = draw(st.lists(st.sampled_from(keys), unique=True, max_size=len(keys)))
    return {key: draw(VALUES) for key in chosen}


@pytest.mark.parametrize("name", sorted(SPECS))
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_generated_arguments_get_the_same_verdicts(name: str, data: st.DataObject) -> None:
    value = data.draw(arguments(name))
    assert mine(SPECS[name], value) == theirs(SPECS[name], value)


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("memory_search", {"limit": True}),
        ("memory_search", {"limit": 5.0}),
        ("memory_search", {"limit": 5.5}),
        ("memory_search", {"tags": ["a", "a"]}),
        ("memory_search", {"tags": [1, True]}),
        ("memory_search", {"scopes": []}),
        ("memory_save", {}),
        ("memory_save", {"title": "", "body": "b", "kind": "poem"}),
        ("memory_save", {"title": "t" * 201, "body": "b", "links": ["nope"]}),
        ("memory_read", {"id": "mem_20260101_abcdef\n"}),
        ("memory_brief", {"budget": 299, "paths": [""]}),
        ("memory_context", {"task": "x", "includeArchive": 1}),
        ("memory_propose", {"statement": "s", "type": "decision", "subject": "MC-SUBJ-1"}),
        # JSON equality inside arrays: [false] and [0] differ, [1] and [1.0] do not.
        ("memory_save", {"title": "t", "body": "b", "targetHarnesses": [[False], [0]]}),
        ("memory_save", {"title": "t", "body": "b", "tags": [[1], [1.0]]}),
        ("memory_save", {"title": "t", "body": "b", "tags": [{"a": True}, {"a": 1}]}),
    ],
)
def test_hand_picked_arguments_get_the_same_verdicts(name: str, value: dict[str, Any]) -> None:
    assert mine(SPECS[name], value) == theirs(SPECS[name], value)


def test_a_problem_names_the_pointer_and_keyword_never_the_value() -> None:
    assert problems(SPECS["memory_search"], {"query": "secret" * 100}) == [
        (("query",), "maxLength")
    ]
