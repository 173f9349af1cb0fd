"""The credential corpus: realistic shapes and placeholder shapes, read from tests/data/.

Shapes are templates; their fake values are made here at run time (``{pw}``, ``{tok40}``, ...),
so neither the data files nor this module hold anything a scanner would flag. Placements put a
shape where agents paste credentials: a plain line, a list item, a code fence, an ``.env``
block, a ``curl`` command, prose, a table cell.
"""

from __future__ import annotations

import base64
import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from gitrepo import fake_token

DATA = Path(__file__).resolve().parent / "data"
_FILLER = re.compile(r"\{(pw|tok|hex|b64|upper|lower)(\d*)\}")


@dataclass(frozen=True)
class Shape:
    detector: str
    text: str  # one line, or two where the shape is two (``{nl}`` in the data file)

    @property
    def ident(self) -> str:
        return f"{self.detector}:{self.text[:40]}"


def _fill(kind: str, size: str, seed: str) -> str:
    length = int(size or {"pw": 14, "tok": 32, "hex": 40}.get(kind, 16))
    if kind == "pw":
        return _random(f"pw{seed}", length - 3) + "-7q"
    if kind == "hex":
        return hashlib.sha256(seed.encode()).hexdigest()[:length]
    if kind == "b64":
        return base64.b64encode(f"ci:{_random(seed, 12)}".encode()).decode()
    value = _random(seed, length)
    return value.upper() if kind == "upper" else value.lower() if kind == "lower" else value


def _random(seed: str, length: int) -> str:
    return fake_token(seed, length)[len(seed) :]


def _expand(template: str, seed: int) -> str:
    filled = _FILLER.sub(lambda m: _fill(m.group(1), m.group(2), f"{seed}-{m.start()}"), template)
    return filled.replace("{nl}", "\n")  # a line break inside a shape: a manifest's two lines


def _lines(name: str) -> list[str]:
    text = (DATA / name).read_text(encoding="utf-8")
    return [line for line in text.splitlines() if line.strip() and not line.startswith("#")]


def shapes() -> list[Shape]:
    found = []
    for seed, line in enumerate(_lines("secret_shapes.txt")):
        detector, template = line.split("\t", 1)
        found.append(Shape(detector, _expand(template, seed)))
    return found


def placeholders() -> list[str]:
    return _lines("placeholder_shapes.txt")


# Where a line can sit in a memory body: (name, template). "{}" is the line; every template
# keeps it on a line of its own or inside one line of surrounding text.
PLACEMENTS: tuple[tuple[str, str], ...] = (
    ("line", "{}"),
    ("prose", "Note for the next session: {} (from the runbook)."),
    ("list item", "- {}"),
    ("quote", "> {}"),
    ("inline code", "Run `{}` first."),
    ("code fence", "Steps:\n\n```sh\n{}\n```\n"),
    ("indented code", "Steps:\n\n    {}\n"),
    (".env block", "```dotenv\n# local only\nAPP_ENV=dev\n{}\nDEBUG=1\n```"),
    ("curl line", "curl -sS https://api.internal/v1/health \\\n  --data-urlencode '{}'"),
    ("table cell", "| name | value |\n| --- | --- |\n| setting | {} |"),
    ("tab and crlf", "first\r\n\t{}\r\nlast"),
)


def place(template: str, line: str) -> str:
    return template.replace("{}", line)


def line_number(template: str, line: str) -> int:
    """The line a finding in ``line`` is reported on: its last line (a manifest's value)."""
    text = place(template, line)
    return text[: text.index(line) + line.rfind("\n") + 1].count("\n") + 1
