"""A learned second opinion for the instruction screen: a linear model over a memory's words.

The rules and the structural judge read the shapes they were written for; every new author's
set showed wording none of them knew (bench/README.md). This reader knows no shape: it weighs
each word of the memory (title, tag words, body, as ``screen_memory`` joins them, NFKC-folded and
casefolded) and each pair of words one, two or three places apart, with weights learned from the
labelled sets in ``bench/`` (``bench/train_screen_model.py`` trains it, deterministically, and
writes ``screen_model.bin`` beside this module; a test retrains it and compares). A memory whose
summed weights pass ``THRESHOLD`` is a finding (``learned-instruction``), whatever else fired.

* **Bounded cost**: one pass over the words (``\\w+``), one CRC-32 per word, an integer mix per
  pair and one index into the mapped weights per distinct feature: linear in the text, about
  33 µs for an ordinary note.
* **What it cannot see**: the weights are summed over the whole text, so a short instruction
  buried in a long ordinary document weighs little (the rules still read every line); a word it
  never met weighs nothing. The threshold was chosen for the false positives it adds on two
  ordinary corpora it was never trained on, real agent guidance and installed packages'
  documentation (``train_screen_model.py --guidance`` and ``--packages``), not for recall.
* **Never trust**: a high score withholds or refuses like every finding; a low score promotes
  nothing (memory stays ``unreviewed`` whatever any judge says).
"""

from __future__ import annotations

import mmap
import re
import struct
import sys
import unicodedata
import zlib
from array import array
from collections.abc import Iterable
from functools import cache
from pathlib import Path
from typing import NamedTuple

NAME = "learned-instruction"
BUCKETS = 1 << 20  # features are hashed into this many buckets (CRC-32, masked)
REACH = 3  # a pair is two words at most this many places apart
SCALE = 1024  # a weight is stored as a signed 16-bit multiple of 1/SCALE
THRESHOLD = 5.0  # the lowest flagging <= 0.3 % of guidance and of package docs (bench/README.md)
MAGIC = b"ECCSM3\n"
_SIZE = len(MAGIC) + 4 + 2 * BUCKETS
MODEL = Path(__file__).with_name("screen_model.bin")
_WORD = re.compile(r"\w+")
_MASK = BUCKETS - 1
_MIX = 0x9E3779B1  # a pair's first word is multiplied by this odd constant, then XOR the second
_SHIFT = 12  # and the mixed value shifted right by 12 - distance before masking


def features(text: str) -> set[int]:
    """The distinct hashed features of ``text``: each word, and each pair of words one to
    ``REACH`` places apart (the distance is part of the pair: "send the token" and "send token"
    give different pairs)."""
    words = _WORD.findall(unicodedata.normalize("NFKC", text).casefold())
    hashes = [zlib.crc32(word.encode()) for word in words]
    seen = {h & _MASK for h in hashes}
    mixed = [h * _MIX for h in hashes]
    for distance in range(1, REACH + 1):
        shift, later = _SHIFT - distance, hashes[distance:]
        seen.update(((a ^ b) >> shift) & _MASK for a, b in zip(mixed, later, strict=False))
    return seen


def encode(bias: float, weights: dict[int, float]) -> bytes:
    """The model file: magic, the quantised bias, then every bucket's quantised weight (dense,
    little-endian 16-bit: mapped and read in place, no parsing, so a save pays well under a
    millisecond to open it; the file is mostly zeros and compresses in a wheel)."""
    values = array("h", bytes(2 * BUCKETS))
    for bucket, weight in weights.items():
        values[bucket] = _quantise(weight)
    return MAGIC + struct.pack("<i", _quantise(bias)) + _little(values).tobytes()


class Model(NamedTuple):
    bias: int  # in 1/SCALE
    weights: memoryview | array  # type: ignore[type-arg]  # each bucket's weight in 1/SCALE


def decode(data: bytes | mmap.mmap) -> Model:
    """``encode``'s inverse, without a copy where the machine is little-endian (the weights are
    a view of ``data``); a file that is not a model raises ``ValueError``."""
    if data[: len(MAGIC)] != MAGIC:
        raise ValueError("not an ecc-memory screen model")
    if len(data) != _SIZE:
        raise ValueError("truncated screen model")
    (bias,) = struct.unpack_from("<i", data, len(MAGIC))
    view = memoryview(data)[len(MAGIC) + 4 :]
    if sys.byteorder == "big":  # pragma: no cover - the file is little-endian everywhere
        values = array("h", view.tobytes())
        values.byteswap()
        return Model(bias, values)
    return Model(bias, view.cast("h"))


@cache
def _model() -> Model:
    """The shipped model, mapped from its file: a save reads only the pages its words touch."""
    with MODEL.open("rb") as handle:
        return decode(mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ))


def total(model: Model, buckets: Iterable[int]) -> float:
    """``model``'s score of a text with these distinct feature ``buckets``."""
    weights = model.weights
    return (model.bias + sum(weights[b] for b in buckets)) / SCALE


def score(text: str) -> float:
    """The model's score of ``text`` (a finding above ``THRESHOLD``)."""
    return total(_model(), features(text))


def instructs(text: str) -> bool:
    """Whether the learned model reads ``text`` as instruction-like."""
    return score(text) > THRESHOLD


def _quantise(value: float) -> int:
    return max(-32768, min(32767, round(value * SCALE)))


def _little(values: array) -> array:  # type: ignore[type-arg]
    if sys.byteorder == "big":  # pragma: no cover - the file is little-endian everywhere
        values = array(values.typecode, values)
        values.byteswap()
    return values
