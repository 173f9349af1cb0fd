"""The two corpora of the instruction-like-memory detectors: injection shapes (each names the
detector that must flag it) and ordinary engineering notes (none may be flagged)."""

from __future__ import annotations

import re
from pathlib import Path

DATA = Path(__file__).parent / "data"
_CODE_POINT = re.compile(r"\\u\{([0-9A-Fa-f]{4,6})\}")


def _blocks(name: str) -> list[str]:
    text = (DATA / name).read_text(encoding="utf-8")
    blocks = text.split("\n%%\n")[1:]  # the first block is the file's own comment
    return [_CODE_POINT.sub(lambda m: chr(int(m.group(1), 16)), b.rstrip("\n")) for b in blocks]


def injection_shapes() -> list[tuple[str, str]]:
    """(expected detector, text) for every injection shape."""
    shapes = []
    for block in _blocks("injection_shapes.txt"):
        detector, _, text = block.partition("\n")
        shapes.append((detector, text))
    return shapes


def ordinary_notes() -> list[str]:
    return _blocks("ordinary_notes.txt")
