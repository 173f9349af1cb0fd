"""Entries and file edits shared by the merge driver tests (unit level and real git)."""

from __future__ import annotations

from protocol_fixtures.support import FIXTURE

SUBJECT = "MC-SUBJ-20260729-7e5c3a91"
DECISIONS = (FIXTURE / "decisions.md").read_bytes()
INBOX = (FIXTURE / "inbox.md").read_bytes()
CHANGELOG = (FIXTURE / "changelog.md").read_bytes()
FIRST_DECISION = b"## MC-DEC-20260827-8f4c2a91"


def decision(suffix: str, date: str, facet: str, text: str = "Do it.") -> bytes:
    return (
        f"## MC-DEC-{date}-{suffix} \u2014 Decision {suffix}\n\nStatus: active\nScope: project\n"
        f"Subject: {SUBJECT}\nFacet: {facet}\nEvidence:\n- user-confirmed\n\n"
        f"Decision:\n{text}\n\n"
    ).encode()


def candidate(suffix: str, date: str) -> bytes:
    return (
        f"## MC-INBOX-{date}-{suffix} \u2014 Candidate {suffix}\n\nStatus: candidate\n"
        "Candidate-Type: constraint\nScope: project\nEvidence:\n- agent-observed\n\n"
        f"Statement:\nMaybe {suffix}.\n\nPromotion-Requirement:\nAsk the user.\n\n"
    ).encode()


def insert_before(data: bytes, anchor: bytes, unit: bytes) -> bytes:
    at = data.index(anchor)
    return data[:at] + unit + data[at:]


def add_decision(data: bytes, unit: bytes) -> bytes:
    return insert_before(data, FIRST_DECISION, unit)


def add_candidate(data: bytes, unit: bytes) -> bytes:
    return data.rstrip(b"\n") + b"\n\n" + unit
