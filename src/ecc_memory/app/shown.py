"""What the renderers (``ecc_memory.render``) need to know of a result beyond its fields.

``app``'s operations return the core's result objects as data; the judgements a renderer must
not make itself live here, once: a memory's JSON record, whether a memory is withheld from an
agent and what is shown instead, what a replacement did to the memory it links, the verdict and
conflict status of a set of protocol findings, whether any of the scopes exists yet. The result
types are named here too (for annotations only), so a renderer imports ``app`` and nothing of
the core.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ecc_memory.config import Roots as Roots
    from ecc_memory.git.handoff import HandoffOutcome as HandoffOutcome
    from ecc_memory.git.install import HookState as HookState
    from ecc_memory.git.merge_driver import MergeDriverState as MergeDriverState
    from ecc_memory.git.plugin_config import PluginConfig as PluginConfig
    from ecc_memory.git.review import StagedDoc as StagedDoc
    from ecc_memory.protocol.checks.status import StatusReport as StatusReport
    from ecc_memory.protocol.context.context import ContextPack as ContextPack
    from ecc_memory.protocol.model.problems import Problem as Problem
    from ecc_memory.protocol.writers.scaffold import InitReport as InitReport
    from ecc_memory.vault.doctor import DoctorReport as DoctorReport
    from ecc_memory.vault.document import Memory as Memory
    from ecc_memory.vault.reader import ReadResult as ReadResult
    from ecc_memory.vault.search import Hit as Hit
    from ecc_memory.vault.search import SearchResult as SearchResult
    from ecc_memory.vault.store import InitResult as InitResult
    from ecc_memory.vault.store import SaveResult as SaveResult
    from ecc_memory.vault.supersession import Replacement as Replacement


def record(memory: Memory, *, with_body: bool) -> dict[str, object]:
    """The memory's camelCase record, as every JSON output and the MCP server write it."""
    from ecc_memory.vault.document import memory_to_json

    return memory_to_json(memory, with_body=with_body)


class Shown(NamedTuple):
    """A memory as a person or an agent may see it: ``withheld`` names the instruction
    detectors that fired (empty: shown as it is); ``memory`` then has its title, tags and body
    replaced by one notice."""

    memory: Memory
    withheld: tuple[str, ...]


def shown(memory: Memory) -> Shown:
    """The one judgement the brief, search and read (CLI and MCP) share."""
    from ecc_memory.vault.checks import as_withheld, withheld_by

    names = withheld_by(memory)
    return Shown(as_withheld(memory, names) if names else memory, names)


def withheld(memory: Memory) -> tuple[str, ...]:
    """The instruction detectors that fire on ``memory`` (empty: none)."""
    from ecc_memory.vault.checks import withheld_by

    return withheld_by(memory)


def relation(newer: Memory) -> str | None:
    """``superseded`` or ``retired``: what ``newer`` does to the memories it links."""
    from ecc_memory.vault.replacement import replacement_relation

    return replacement_relation(newer)


def no_vault(roots: Roots, scopes: tuple[str, ...]) -> bool:
    """None of ``scopes`` exists here yet (the one-line hint to run ``ecc memory init``)."""
    from ecc_memory.vault.store import missing_scopes

    return len(missing_scopes(roots, scopes)) == len(scopes)


def has_errors(problems: Iterable[Problem]) -> bool:
    """A finding of severity ``error`` among ``problems``: the check fails (exit 1)."""
    return any(problem.severity == "error" for problem in problems)


def conflict_status(problems: Iterable[Problem]) -> str:
    """CLEAR, REVIEW, CONFLICT or INVALID for the conflict findings among ``problems``."""
    from ecc_memory.protocol.model.conflicts import conflict_status as status

    return status(problems)
