"""``app.session``: the session operations' defaults are the core's, named once for adapters
(the hooks' brief, the Hermes provider's harness)."""

from __future__ import annotations

from ecc_memory.app import session
from ecc_memory.session import brief, hermes


def test_the_default_brief_and_the_hermes_harness_are_the_cores() -> None:
    assert (session.DEFAULT_TASK, session.DEFAULT_BUDGET) == (
        brief.DEFAULT_TASK,
        brief.DEFAULT_BUDGET,
    )
    assert session.BriefRequest("claude")[1:] == ((brief.DEFAULT_TASK, (), brief.DEFAULT_BUDGET))
    assert session.HERMES == hermes.HARNESS
