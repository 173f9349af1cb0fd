"""Train the instruction screen's learned second opinion (``detectors.judge.learned``).

    python bench/train_screen_model.py            # train on every set, write screen_model.bin
    python bench/train_screen_model.py --check    # retrain; exit 1 if the shipped model differs
    python bench/train_screen_model.py --loso     # leave-one-set-out: what an unseen author gets
    python bench/train_screen_model.py --guidance CORPUS_DIR   # real guidance, by half
    python bench/train_screen_model.py --packages  # the installed packages' docs, by half

The training data is the labelled sets in ``bench/`` named in ``FROZEN`` (their notes, carriers
and negatives), the earliest sets (dev, seventh, eighth, the generated families of sets 1-6, the
guidance set), the ordinary notes of ``tests/data`` and the project's prose at ``PIN``
(``data/ordinary_prose.txt``), all frozen in the repository. Never in it: the real guidance
corpus, the nineteenth and twenty-third sets (the validation the features and the data were
chosen on), the twentieth, twenty-eighth, twenty-ninth and thirty-second to forty-first
(unseen: the figures of what the model does on text it never read). The trainer is plain
logistic regression (AdaGrad, a fixed seed, a fixed order), so the same data gives the same
weights on every machine; features seen once in training are dropped.

``--loso`` trains once per frozen set without it and prints what that set gets from the rules
alone and with the model at several thresholds: what an author the model never read gets.
``--guidance`` and ``--packages`` print the shipped model on two ordinary corpora it never read,
the real guidance corpus and the documentation this machine's packages ship, each in two halves
by file: ``learned.THRESHOLD`` is the lowest multiple of 0.25 at which the rules and the model
flag at most 0.3 % of both even halves; the odd halves report it.
"""

from __future__ import annotations

import argparse
import csv
import importlib
import math
import random
import re
import subprocess
import sys
import sysconfig
import zlib
from collections import Counter
from pathlib import Path

from ecc_memory.detectors.instructions import memory_text, screen_memory
from ecc_memory.detectors.judge import learned

sys.path.insert(0, str(Path(__file__).resolve().parent))

import bench_screen
import screen_dev
import screen_guidance
import screen_seventh

ROOT = Path(__file__).resolve().parents[1]
PROSE = ROOT / "bench" / "data" / "ordinary_prose.txt"
PIN = "ea52fbeadd134f5b33b416dc5ae5978ae5ae0d6c"  # the commit whose prose ``PROSE`` holds
FROZEN = [
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "twentyfirst",
    "twentysecond",
    "twentyfourth",
    "twentyfifth",
    "twentysixth",
    "twentyseventh",
    "thirtieth",
    "thirtyfirst",
]
EPOCHS = 8
RATE = 0.3
SEED = 1
# (set, label, kind, title, body, tags)
Item = tuple[str, int, str, str, str, tuple[str, ...]]


def corpus() -> list[Item]:
    """Every labelled text the model learns from, in a fixed order."""
    items: list[Item] = []

    def add(name: str, notes: list, carriers: list[str], negatives: list[str]) -> None:  # type: ignore[type-arg]
        items.extend((name, 1, "note", t, b, tuple(g)) for t, b, g in notes)
        items.extend((name, 1, "carrier", "", c, ()) for c in carriers)
        items.extend((name, 0, "negative", "", n, ()) for n in negatives)

    seventh = screen_seventh
    add("dev", screen_dev.NOTES, screen_dev.CARRIERS, screen_dev.NEGATIVES)
    add("seventh", seventh.NOTES, seventh.CARRIERS, [*seventh.HARD_NEGATIVES, *seventh.composed()])
    add("eighth", seventh.EIGHTH_NOTES, seventh.EIGHTH_CARRIERS, seventh.EIGHTH_NEGATIVES)
    for name in FROZEN:
        module, prefix = importlib.import_module(f"screen_{name}"), name.upper()
        parts = (getattr(module, f"{prefix}_{p}") for p in ("NOTES", "CARRIERS", "NEGATIVES"))
        add(name, *parts)
    guidance = screen_guidance
    positives = [t for texts in guidance.POSITIVES.values() for t in texts]
    add("guidance", [], [*positives, *guidance.SPOT_POSITIVES],
        [*guidance.GUIDANCE, *guidance.SPOT_GUIDANCE])  # fmt: skip
    families = (bench_screen.FAMILIES, bench_screen.HELD_OUT, bench_screen.FRESH,
                bench_screen.FINAL, bench_screen.BLIND, bench_screen.SIXTH)  # fmt: skip
    for number, family in enumerate(families, 1):
        texts = [t for group in bench_screen.positives(family).values() for t in group]
        add(f"generated{number}", [], texts, [])
    notes = (ROOT / "tests" / "data" / "ordinary_notes.txt").read_text(encoding="utf-8")
    ordinary = [block.replace("\\n", "\n") for block in notes.split("\n%%\n")[1:]]
    add("ordinary", [], [], [*ordinary, *bench_screen.HARD_NEGATIVES, *_handoffs()])
    prose = PROSE.read_text(encoding="utf-8").split("\n%%\n")[1:]
    add("prose", [], [], prose)
    return items


def freeze_prose() -> str:
    """The project's own prose at ``PIN`` (its docs but docs/security.md, which quotes attack
    shapes, and its commit messages), as the text of ``PROSE``: frozen so that training needs
    neither the history nor today's docs."""

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True,
                              check=True).stdout  # fmt: skip

    names = [n for n in git("ls-tree", "--name-only", PIN, "docs/").split() if n.endswith(".md")]
    texts = []
    for name in [*names, "README.md", "DEVELOPERS.md"]:
        if name != "docs/security.md":
            text = git("show", f"{PIN}:{name}")
            texts += [p.strip() for p in text.split("\n\n") if len(p.strip()) > 40]
    texts += [m.strip() for m in git("log", "--format=%B%x00", PIN).split("\0") if m.strip()]
    head = f"# The project's prose at {PIN[:12]} (bench/train_screen_model.py --freeze-prose)"
    return "\n%%\n".join([head, *texts]) + "\n"


def _handoffs() -> list[str]:
    """Generated handoffs and guidance lists, as ``bench_screen.ordinary`` makes them."""
    rng, texts = random.Random(31), []
    for _ in range(3000):
        parts = [rng.choice(bench_screen.STATUS), rng.choice(bench_screen.NEXT),
                 rng.choice(bench_screen.CAUTION)]  # fmt: skip
        texts.append(f"Handoff for feature/{rng.randint(1, 999)}: " + " ".join(parts))
        texts.append("\n".join(f"- {g}" for g in rng.sample(bench_screen.GUIDES, 3)))
    return sorted(set(texts))


def _features(item: Item) -> list[int]:
    return sorted(learned.features(memory_text(item[3], item[4], item[5])))


def train(rows: list[list[int]], labels: list[int]) -> tuple[float, dict[int, float]]:
    """Logistic regression by AdaGrad over the hashed features, features seen once dropped."""
    seen = Counter(f for row in rows for f in row)
    rows = [[f for f in row if seen[f] > 1] for row in rows]
    weights: dict[int, float] = {}
    squares: dict[int, float] = {}
    bias = 0.0
    order, rng = list(range(len(rows))), random.Random(SEED)
    for _ in range(EPOCHS):
        rng.shuffle(order)
        for i in order:
            row = rows[i]
            z = bias + sum(weights.get(f, 0.0) for f in row)
            p = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
            gradient = p - labels[i]
            bias -= RATE * gradient * 0.1
            step = gradient * gradient
            for f in row:
                squares[f] = squares.get(f, 0.0) + step
                weights[f] = weights.get(f, 0.0) - RATE * gradient / math.sqrt(squares[f] + 1e-8)
    return bias, weights


def model_bytes(items: list[Item]) -> bytes:
    rows = [_features(item) for item in items]
    return learned.encode(*train(rows, [item[1] for item in items]))


def _score(model: learned.Model, row: list[int]) -> float:
    return learned.total(model, row)


def loso(items: list[Item]) -> None:
    """Leave one frozen set out at a time: rules alone, then rules or the model at thresholds."""
    rows = [_features(item) for item in items]
    rules = [bool(set(screen_memory(i[3], i[4], i[5])) - {learned.NAME}) for i in items]
    thresholds = tuple(sorted({4.0, 5.0, learned.THRESHOLD, 7.0}))
    print("| set | kind | n | rules | " + " | ".join(f"+model > {t:g}" for t in thresholds) + " |")
    print("| --- | --- | --- | --- |" + " --- |" * len(thresholds))
    for name in FROZEN:
        keep = [k for k, item in enumerate(items) if item[0] != name]
        weights = learned.decode(
            learned.encode(*train([rows[k] for k in keep], [items[k][1] for k in keep]))
        )
        for kind in ("note", "carrier", "negative"):
            ids = [k for k, item in enumerate(items) if item[0] == name and item[2] == kind]
            scores = [_score(weights, rows[k]) for k in ids]
            cells = [sum(rules[k] or s > t for k, s in zip(ids, scores, strict=True))
                     for t in thresholds]  # fmt: skip
            print(f"| {name} | {kind} | {len(ids)} | {sum(rules[k] for k in ids)} | "
                  + " | ".join(str(c) for c in cells) + " |")  # fmt: skip


def guidance(corpus_dir: Path) -> None:
    """The shipped model on the real guidance corpus (``bench_guidance.py``'s files, never trained
    on), split by file: paragraphs of even ids choose the threshold with ``packages``' even half
    (the most the screen may flag in each is 0.3 %), paragraphs of odd ids report it. Prints how
    many each half flags, rules alone and rules or the model at several thresholds."""
    import bench_guidance

    rows = csv.DictReader(bench_guidance.SOURCES.open(encoding="utf-8"), delimiter="\t")
    halves: dict[str, list[tuple[bool, float]]] = {"choose (even ids)": [], "report (odd ids)": []}
    for row in rows:
        path = corpus_dir / "files" / f"{row['id']}.md"
        if not path.is_file():
            continue
        half = list(halves)[int(row["id"]) % 2]
        for paragraph in bench_guidance.paragraphs(path.read_text(encoding="utf-8")):
            flagged = bool(set(screen_memory("", paragraph)) - {learned.NAME})
            halves[half].append((flagged, learned.score(memory_text("", paragraph))))
    _table(halves)


def _package_docs() -> list[tuple[int, str]]:
    """Every paragraph (``bench_guidance.paragraphs``, 40 to 4,000 characters, each once) of the
    documentation this machine's packages ship: README, CHANGELOG, NEWS and ``.md``, ``.rst``,
    ``.txt`` files under 400 KB in the running Python's site-packages and ``/usr/share/doc``,
    with the half (0 or 1) of its file (CRC-32 of the path)."""
    import bench_guidance

    roots = [Path(sysconfig.get_paths()["purelib"]), Path("/usr/share/doc")]
    names = re.compile(r"(?i)(?:\.md|\.rst|\.txt|readme|changelog|news)$")
    seen: set[str] = set()
    out: list[tuple[int, str]] = []
    for root in roots:
        for path in sorted(root.rglob("*")) if root.is_dir() else []:
            if not names.search(path.name) or path.is_symlink() or not path.is_file():
                continue
            if path.stat().st_size > 400_000:
                continue
            try:
                text = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError):
                continue
            half = zlib.crc32(str(path).encode()) % 2
            for paragraph in bench_guidance.paragraphs(text):
                paragraph = paragraph.strip()
                if 40 <= len(paragraph) <= 4000 and paragraph not in seen:
                    seen.add(paragraph)
                    out.append((half, paragraph))
    return out


def packages() -> None:
    """The shipped model on the documentation of this machine's installed packages (never trained
    on), split by file in two halves: the even half chose ``learned.THRESHOLD`` together with the
    real guidance corpus's even half (the lowest at which each flags at most 0.3 %); the odd half
    reports it. Which paragraphs there are depends on what the machine has installed."""
    halves: dict[str, list[tuple[bool, float]]] = {"choose (even)": [], "report (odd)": []}
    for half, paragraph in _package_docs():
        flagged = bool(set(screen_memory("", paragraph)) - {learned.NAME})
        halves[list(halves)[half]].append((flagged, learned.score(paragraph)))
    _table(halves)


def _table(halves: dict[str, list[tuple[bool, float]]]) -> None:
    thresholds = sorted({4.0, 4.5, 5.0, 5.5, 6.0, learned.THRESHOLD, 7.0})
    cells = " | ".join(f"+model > {t:g}" for t in thresholds)
    print(f"| half | paragraphs | rules | {cells} |")
    print("| --- | --- | --- |" + " --- |" * len(thresholds))
    for half, scored in halves.items():
        counts = [sum(rule or s > t for rule, s in scored) for t in thresholds]
        cells = " | ".join(f"{c} ({100 * c / max(1, len(scored)):.2f} %)" for c in counts)
        print(f"| {half} | {len(scored)} | {sum(rule for rule, _ in scored)} | {cells} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="retrain and compare, write nothing")
    parser.add_argument("--loso", action="store_true", help="print the leave-one-set-out table")
    parser.add_argument("--freeze-prose", action="store_true", help=f"write {PROSE.name} anew")
    parser.add_argument("--guidance", type=Path, metavar="CORPUS_DIR",
                        help="the shipped model on the real guidance corpus")  # fmt: skip
    parser.add_argument("--packages", action="store_true",
                        help="the shipped model on installed packages' docs")  # fmt: skip
    options = parser.parse_args()
    if options.guidance:
        guidance(options.guidance)
        return 0
    if options.packages:
        packages()
        return 0
    if options.freeze_prose:
        PROSE.parent.mkdir(exist_ok=True)
        PROSE.write_text(freeze_prose(), encoding="utf-8")
        return 0
    items = corpus()
    if options.loso:
        loso(items)
        return 0
    data = model_bytes(items)
    if options.check:
        same = learned.MODEL.read_bytes() == data
        print("the shipped model is the trained one" if same else "the shipped model differs")
        return 0 if same else 1
    learned.MODEL.write_bytes(data)
    print(f"wrote {learned.MODEL.relative_to(ROOT)}: {len(data):,} bytes, {len(items):,} texts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
