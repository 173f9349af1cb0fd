"""A learned second opinion for the instruction screen: a linear model over a memory's words.

The rules and the structural judge read the shapes they were written for; every new author's
set showed wording none of them knew (bench/README.md). This reader knows no shape: it weighs
each word and each pair of adjacent words of the memory (title, tag words, body, as
``screen_memory`` joins them, NFKC-folded and casefolded) with weights learned from the labelled
sets in ``bench/`` up to the eighteenth (``bench/train_screen_model.py`` trains it,
deterministically, and writes ``screen_model.bin`` beside this module; a test retrains it and
compares). A memory whose summed weights pass ``THRESHOLD`` is a finding
(``learned-instruction``), whatever else fired.

* **Bounded cost**: one pass over the words (``\\w+``), one CRC-32 and one dictionary look-up per
  distinct word and pair: linear in the text, about 30 µs for an ordinary note.
* **What it cannot see**: the weights are summed over the whole text, so a short instruction
  buried in a long ordinary document weighs little (the rules still read every line); a word it
  never met weighs nothing. The threshold was chosen for the false positives it adds on sets it
  was not trained on (leave-one-set-out, bench/README.md), not for recall.
* **Never trust**: a high score withholds or refuses like every finding; a low score promotes
  nothing (memory stays ``unreviewed`` whatever any judge says).
"""

from __future__ import annotations

import re
import struct
import unicodedata
import zlib
from array import array
from functools import cache
from itertools import pairwise
from pathlib import Path

NAME = "learned-instruction"
BUCKETS = 1 << 20  # features are hashed into this many buckets (CRC-32, masked)
SCALE = 1024  # a weight is stored as a signed 16-bit multiple of 1/SCALE
THRESHOLD = 6.0  # bench/README.md: chosen by the false positives added on unseen sets
MAGIC = b"ECCSM1\n"
MODEL = Path(__file__).with_name("screen_model.bin")
_WORD = re.compile(r"\w+")


def features(text: str) -> list[int]:
    """The distinct hashed features of ``text``: each word and each pair of adjacent words."""
    words = _WORD.findall(unicodedata.normalize("NFKC", text).casefold())
    seen = {f"u:{word}" for word in words}
    seen.update(f"b:{a} {b}" for a, b in pairwise(words))
    return sorted({zlib.crc32(name.encode()) & (BUCKETS - 1) for name in seen})


def encode(bias: float, weights: dict[int, float]) -> bytes:
    """The model file: magic, bias and count, then the buckets and their quantised weights."""
    kept = sorted((b, q) for b, w in weights.items() if (q := _quantise(w)))
    head = MAGIC + struct.pack("<iI", _quantise(bias), len(kept))
    buckets = array("I", (b for b, _ in kept))
    values = array("h", (q for _, q in kept))
    if buckets.itemsize != 4 or values.itemsize != 2:  # pragma: no cover - exotic platforms
        raise RuntimeError("unexpected array item sizes")
    return head + _little(buckets).tobytes() + _little(values).tobytes()


def decode(data: bytes) -> tuple[float, dict[int, float]]:
    """``encode``'s inverse; a file that is not a model raises ``ValueError``."""
    if not data.startswith(MAGIC) or len(data) < len(MAGIC) + 8:
        raise ValueError("not an ecc-memory screen model")
    bias, count = struct.unpack_from("<iI", data, len(MAGIC))
    start = len(MAGIC) + 8
    if len(data) != start + 6 * count:
        raise ValueError("truncated screen model")
    buckets, values = array("I"), array("h")
    buckets.frombytes(data[start : start + 4 * count])
    values.frombytes(data[start + 4 * count :])
    buckets, values = _little(buckets), _little(values)
    return bias / SCALE, {b: v / SCALE for b, v in zip(buckets, values, strict=True)}


@cache
def _model() -> tuple[float, dict[int, float]]:
    return decode(MODEL.read_bytes())


def score(text: str) -> float:
    """The model's score of ``text`` (a finding above ``THRESHOLD``)."""
    bias, weights = _model()
    get = weights.get
    return bias + sum(get(feature, 0.0) for feature in features(text))


def instructs(text: str) -> bool:
    """Whether the learned model reads ``text`` as instruction-like."""
    return score(text) > THRESHOLD


def _quantise(value: float) -> int:
    return max(-32768, min(32767, round(value * SCALE)))


def _little(values: array) -> array:  # type: ignore[type-arg]
    import sys

    if sys.byteorder == "big":  # pragma: no cover - the file is little-endian everywhere
        values = array(values.typecode, values)
        values.byteswap()
    return values
