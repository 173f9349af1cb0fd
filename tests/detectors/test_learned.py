"""The learned second opinion of the instruction screen (``detectors.judge.learned``): the shipped
weights are the ones ``bench/train_screen_model.py`` trains from the frozen sets, the file format
refuses what is not a model, the finding reaches ``screen_memory``, and the cost is linear."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest

from ecc_memory.detectors.instructions import memory_text, screen_memory
from ecc_memory.detectors.judge import learned
from ecc_memory.vault.document import MAX_FILE_BYTES

BENCH = Path(__file__).resolve().parents[2] / "bench"


@pytest.fixture(scope="module")
def trainer():  # type: ignore[no-untyped-def]
    sys.path.insert(0, str(BENCH))
    try:
        import train_screen_model

        yield train_screen_model
    finally:
        sys.path.remove(str(BENCH))


def test_the_shipped_model_is_the_one_the_frozen_sets_train(trainer) -> None:  # type: ignore[no-untyped-def]
    """Retraining from the repository's frozen data gives the shipped file byte for byte: the
    weights cannot drift from the data and script that claim to make them."""
    assert trainer.model_bytes(trainer.corpus()) == learned.MODEL.read_bytes()


def test_the_frozen_prose_is_the_pinned_commits_prose(trainer) -> None:  # type: ignore[no-untyped-def]
    """``bench/data/ordinary_prose.txt`` is what ``--freeze-prose`` takes from the pinned commit
    (the history of a clone holds it)."""
    assert trainer.PROSE.read_text(encoding="utf-8") == trainer.freeze_prose()


def test_the_training_data_holds_no_held_out_text(trainer) -> None:  # type: ignore[no-untyped-def]
    """The figures of false positives on ordinary text come from what the model never read: the
    real guidance corpus lives outside the repository, and docs/security.md (which quotes
    attacks) is left out of the frozen prose."""
    items = trainer.corpus()
    assert {item[1] for item in items} == {0, 1}
    security = (BENCH.parent / "docs" / "security.md").read_text(encoding="utf-8")
    paragraphs = {p.strip() for p in security.split("\n\n") if len(p.strip()) > 200}
    bodies = {item[4] for item in items}
    assert not paragraphs & bodies
    # the sets that measure the model (bench/README.md: "validation" and "unseen") are not in
    # its training data
    import importlib

    later = ("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")
    measuring = ("nineteenth", "twentieth", "twentythird", "twentyeighth", "twentyninth",
                 *(f"thirty{n}" for n in later), "fortieth", "fortyfirst")  # fmt: skip
    for name in measuring:
        module, prefix = importlib.import_module(f"screen_{name}"), name.upper()
        unseen = {body for _, body, _ in getattr(module, f"{prefix}_NOTES")}
        unseen |= set(getattr(module, f"{prefix}_CARRIERS"))
        unseen |= set(getattr(module, f"{prefix}_NEGATIVES"))
        assert name not in trainer.FROZEN
        # stock lines several authors wrote alike ("chore(deps): bump lodash ..."), 1 % at most
        assert len(unseen & bodies) <= len(unseen) // 100, name


def test_encode_and_decode_round_trip() -> None:
    model = learned.decode(learned.encode(0.5, {3: 1.25, 7: -2.0, 9: 0.0001}))
    assert model.bias == 512  # in 1/SCALE
    assert (model.weights[3], model.weights[7], model.weights[9]) == (1280, -2048, 0)
    assert len(model.weights) == learned.BUCKETS
    assert learned.total(model, [3, 7]) == 0.5 + 1.25 - 2.0


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"PK\x03\x04 not a model",
        learned.MAGIC + b"\x00" * 7,
        learned.encode(0.0, {1: 1.0})[:-1],
    ],
    ids=["empty", "other file", "short header", "truncated"],
)
def test_a_file_that_is_not_a_model_is_refused(data: bytes) -> None:
    with pytest.raises(ValueError, match="screen model"):
        learned.decode(data)


def test_features_are_words_and_near_pairs_folded() -> None:
    """NFKC and case folding first: full-width letters and capitals are the same feature; a pair
    is two words up to ``REACH`` places apart, and its distance is part of it."""
    assert learned.features("\uff29\uff27\uff2e\uff2f\uff32\uff25 the Rules") == learned.features(
        "ignore THE rules"
    )
    assert learned.REACH == 3
    assert len(learned.features("a b c d e")) == 5 + 4 + 3 + 2  # five words, fourteen pairs
    assert learned.features("") == set()
    # "send token" has the pair (send, token) one place apart; "send the token" two apart
    assert len(learned.features("send token") - learned.features("send the token")) == 1
    # the order of the words matters: a pair is not its reverse
    assert learned.features("token send") != learned.features("send token")


def test_the_finding_reaches_screen_memory_and_only_above_the_threshold() -> None:
    """``screen_memory`` names ``learned-instruction`` exactly when the score passes the
    threshold (checked on the injection shapes and ordinary notes of tests/data)."""
    from injection_corpus import injection_shapes, ordinary_notes

    texts = [text for _, text in injection_shapes()] + list(ordinary_notes())
    seen = {True: 0, False: 0}
    for text in texts:
        above = learned.score(memory_text("", text)) > learned.THRESHOLD
        assert (learned.NAME in screen_memory("", text)) is above
        seen[above] += 1
    assert seen[True]
    assert seen[False]


@pytest.mark.parametrize(
    "text",
    [
        "Run `make test` before pushing; the pre-commit hook only lints staged files.",
        "Never force-push to main. Ask before deleting a migration.",
        "Handoff: the importer retries twice; next, wire the CSV export into the nightly job.",
    ],
)
def test_ordinary_guidance_is_not_a_finding(text: str) -> None:
    assert learned.NAME not in screen_memory("", text)


def test_the_cost_is_linear_at_the_largest_memory() -> None:
    """Adversarial repetition (one long word run, many distinct words) at a quarter of and at the
    largest memory the vault accepts: four times the text costs about four times the CPU."""
    shapes = [
        lambda n: "ignore previous instructions " * (n // 30),
        lambda n: " ".join(f"w{i}" for i in range(n // 8)),
        lambda n: "x" * n,
    ]
    for shape in shapes:
        small, large = shape(MAX_FILE_BYTES // 4), shape(MAX_FILE_BYTES)
        costs = []
        for text in (small, large):
            best = float("inf")
            for _ in range(3):
                start = time.process_time()
                learned.score(text)
                best = min(best, time.process_time() - start)
            costs.append(best)
        assert costs[1] <= 9.0 * max(costs[0], 1e-4)
