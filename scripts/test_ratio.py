"""Test lines against code lines, per area: `python scripts/test_ratio.py [ROOT]`.

A line counts when it is neither blank nor only a comment (docstrings count: they are read and
kept like code). Lines are found with ``tokenize``, so a ``#`` inside a string is not a
comment and every line of a multi-line string counts.

Areas of the code (``src/ecc_memory/``): each subpackage is one (``app``, ``cli``, ``mcp`` and
the core's ``vault``, ``protocol``, ``git``, ``session``, ``detectors``, ``view``), and the
package's top-level modules (``errors``, ``config``, ``terminal``, ``entry``, ...) are
``leaves``. Generated files are left out of the code (``GENERATED``: ``cli/help_pages.py``,
written by scripts/gen_cli_docs.py).

Tests are mapped to an area by directory: ``tests/<area>/`` is ``<area>`` (``tests/app`` is
``app``), ``tests/protocol_fixtures/`` (the protocol tests' helpers) is ``protocol``, and
``tests/test_<module>.py`` for a top-level module (``tests/test_config.py``) is ``leaves``.
Everything else (the cross-cutting suites such as ``tests/test_hostile_inputs.py`` and
``tests/agents/``, and the shared helpers such as ``conftest.py``) is ``(cross-cutting)``:
counted in the whole, in no area. A test that exercises an adapter from another directory
(``tests/git/test_hooks_cli.py`` runs the CLI) is counted where it lives, not where it aims.

ROOT defaults to this checkout; give an older checkout's to compare
(``git worktree add /tmp/old <rev>``).
"""

from __future__ import annotations

import io
import os
import sys
import tokenize
from collections import Counter
from pathlib import Path

PACKAGE = Path("src") / "ecc_memory"
GENERATED = ("cli/help_pages.py",)
LEAVES = "leaves"
ELSEWHERE = "(cross-cutting)"
TEST_ALIASES = {"protocol_fixtures": "protocol"}
_SKIPPED = {
    tokenize.COMMENT,
    tokenize.NL,
    tokenize.NEWLINE,
    tokenize.INDENT,
    tokenize.DEDENT,
    tokenize.ENDMARKER,
}


def counted_lines(source: str) -> int:
    """How many lines of ``source`` hold something other than blanks and comments."""
    lines = source.splitlines()
    numbers: set[int] = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type in _SKIPPED:
            continue
        first, last = token.start[0], token.end[0]
        numbers.update(n for n in range(first, last + 1) if lines[n - 1].strip())
    return len(numbers)


def code_area(relative: Path) -> str:
    """The area of a module, ``relative`` to the package."""
    return relative.parts[0] if len(relative.parts) > 1 else LEAVES


def tests_area(relative: Path, areas: set[str], leaves: set[str]) -> str:
    """The area a test file, ``relative`` to ``tests/``, counts for."""
    if len(relative.parts) > 1:
        top = TEST_ALIASES.get(relative.parts[0], relative.parts[0])
        return top if top in areas else ELSEWHERE
    name = relative.stem.removeprefix("test_")
    return LEAVES if relative.stem.startswith("test_") and name in leaves else ELSEWHERE


def count(root: Path) -> tuple[Counter[str], Counter[str]]:
    """(code lines, test lines) per area of the checkout at ``root``."""
    package = root / PACKAGE
    code: Counter[str] = Counter()
    leaves: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        relative = path.relative_to(package)
        if relative.as_posix() in GENERATED:
            continue
        area = code_area(relative)
        if area == LEAVES:
            leaves.add(relative.stem)
        code[area] += counted_lines(path.read_text(encoding="utf-8"))
    tests: Counter[str] = Counter()
    for path in sorted((root / "tests").rglob("*.py")):
        area = tests_area(path.relative_to(root / "tests"), set(code), leaves)
        tests[area] += counted_lines(path.read_text(encoding="utf-8"))
    return code, tests


def table(code: Counter[str], tests: Counter[str]) -> list[tuple[str, int, int, str]]:
    """Rows (area, code, tests, ratio): the areas by name, the cross-cutting tests, the whole."""
    rows = [(area, code[area], tests[area]) for area in sorted(code)]
    rows.append((ELSEWHERE, 0, tests[ELSEWHERE]))
    rows.append(("whole", sum(code.values()), sum(tests.values())))
    return [(a, c, t, f"{t / c:.2f}" if c else "-") for a, c, t in rows]


def render(rows: list[tuple[str, int, int, str]]) -> list[str]:
    """The table's lines, and the files left out of it."""
    width = max(len(row[0]) for row in rows)
    lines = [f"{'area':<{width}}  {'code':>6}  {'tests':>6}  {'tests:code':>10}"]
    for area, code_lines, test_lines, ratio in rows:
        lines.append(f"{area:<{width}}  {code_lines:>6}  {test_lines:>6}  {ratio:>10}")
    lines.append(f"generated, not counted: {', '.join(GENERATED)}")
    return lines


def main(argv: list[str]) -> int:
    root = Path(argv[0]) if argv else Path(__file__).resolve().parents[1]
    try:
        sys.stdout.write("\n".join(render(table(*count(root)))) + "\n")
        sys.stdout.flush()
    except BrokenPipeError:  # `| head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 141
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
