"""False positives of the instruction screen on real text outside this repository: every
paragraph (more than 40 characters, split at blank lines, each distinct once) of the Python
standard library's sources, the installed packages' Markdown, reStructuredText and METADATA
files, ``/work/shared``'s Markdown and ``/usr/share/doc``. None of it addresses an agent
reading a memory, so every paragraph flagged is a false positive (or a quoted attack).

``python bench/screen_outside.py`` prints the counts per source; ``--show`` lists what is
flagged. Run it with another checkout's ``src`` first on ``PYTHONPATH`` to compare.
"""

from __future__ import annotations

import gzip
import site
import sys
import sysconfig
from collections.abc import Iterator
from pathlib import Path

from ecc_memory.detectors.instructions import screen_memory

LIMIT = 2_000_000  # characters read from one file at most


def _paragraphs(paths: Iterator[Path]) -> list[str]:
    seen: set[str] = set()
    out = []
    for path in paths:
        try:
            raw = path.read_bytes()[:LIMIT]
            if path.suffix == ".gz":
                raw = gzip.decompress(raw)[:LIMIT]
            text = raw.decode("utf-8")
        except (OSError, UnicodeDecodeError, EOFError, gzip.BadGzipFile):
            continue
        for part in text.split("\n\n"):
            part = part.strip()
            if len(part) > 40 and part not in seen:
                seen.add(part)
                out.append(part)
    return out


def sources() -> dict[str, list[str]]:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    packages = [Path(p) for p in site.getsitepackages()]
    return {
        "stdlib sources": _paragraphs(
            p for p in sorted(stdlib.rglob("*.py")) if "site-packages" not in p.parts
        ),
        "packages' Markdown": _paragraphs(p for d in packages for p in sorted(d.rglob("*.md"))),
        "packages' rst and METADATA": _paragraphs(
            p for d in packages for pat in ("*.rst", "METADATA") for p in sorted(d.rglob(pat))
        ),
        "/work/shared Markdown": _paragraphs(sorted(Path("/work/shared").rglob("*.md"))),
        "/usr/share/doc": _paragraphs(
            p for p in sorted(Path("/usr/share/doc").rglob("*")) if p.is_file()
        ),
    }


def main() -> None:
    show = "--show" in sys.argv
    for name, paragraphs in sources().items():
        flagged = [p for p in paragraphs if screen_memory("", p)]
        print(f"{name:28} {len(flagged):5} flagged of {len(paragraphs):6}")
        if show:
            for text in flagged:
                print("   ", screen_memory("", text), text.replace("\n", " ")[:110])


if __name__ == "__main__":
    main()
