"""Recall and false positives of the secret scanners, on a corpus generated from providers'
published token formats (``secret_corpus.py``), side by side (issue 31).

Scanners: ecc-memory as the gates run it (``GATE``: the pack and detect-secrets' non-entropy
plugins) and as reads run it (``READ``: the pack alone); detect-secrets with its default
settings (every plugin, entropy included), scanning each sample as a Markdown file the way
its CLI does; credsweeper, when it is
installed (``pip install credsweeper``; not a dependency), with its default rules and ML
validation. A sample counts as found when the scanner reports anything in it.

Prints recall by family and by context, false positives by negative class, and the rate on
ordinary prose. Not a test: nothing here asserts a figure.

    python bench/bench_secrets.py                      # 10,000 prose paragraphs
    python bench/bench_secrets.py --prose 2000 --no-credsweeper
    PYTHONPATH=<another checkout>/src python bench/bench_secrets.py --ecc-only   # before/after
    python bench/bench_secrets.py --heldout --ecc-only   # the second author's held-out set
"""

from __future__ import annotations

import argparse
import contextlib
import io
import logging
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from ecc_memory.detectors import scan_text  # noqa: E402
from secret_corpus import Sample, corpus  # noqa: E402

Scanner = Callable[[list[str]], list[bool]]


def ecc_gate(texts: list[str]) -> list[bool]:
    from ecc_memory.detectors.deep import deep_session

    with deep_session():
        return [bool(scan_text(text, deep=True)) for text in texts]


def ecc_read(texts: list[str]) -> list[bool]:
    return [bool(scan_text(text)) for text in texts]


def detect_secrets_defaults(texts: list[str]) -> list[bool]:
    """detect-secrets as its own CLI scans a file: default settings, each text a ``.md`` file."""
    import tempfile

    from detect_secrets.core.scan import scan_file
    from detect_secrets.settings import default_settings

    found = []
    with default_settings(), tempfile.TemporaryDirectory() as scratch:
        for index, text in enumerate(texts):
            path = Path(scratch) / f"s{index}.md"
            path.write_text(text, encoding="utf-8")
            found.append(any(True for _ in scan_file(str(path))))
    return found


def credsweeper_defaults(texts: list[str]) -> list[bool]:
    from credsweeper.app import CredSweeper
    from credsweeper.file_handler.string_content_provider import StringContentProvider

    logging.disable(logging.WARNING)
    found = [False] * len(texts)
    batch = 500
    for first in range(0, len(texts), batch):
        sweeper = CredSweeper()
        providers = [
            StringContentProvider(text.split("\n"), file_path=f"s{first + i}.md")
            for i, text in enumerate(texts[first : first + batch])
        ]
        with contextlib.redirect_stdout(io.StringIO()):
            sweeper.scan(providers, None)
            sweeper.post_processing(None)
        for candidate in sweeper.credential_manager.get_credentials():
            for line in candidate.line_data_list:
                found[int(Path(line.path).stem[1:])] = True
    return found


def rate(flags: list[bool]) -> str:
    return f"{100 * sum(flags) / len(flags):.1f} %" if flags else "-"


def table(title: str, rows: dict[str, dict[str, list[bool]]], names: list[str]) -> None:
    print(f"\n### {title}\n")
    print("| " + " | ".join(["", "n", *names]) + " |")
    print("|" + "---|" * (len(names) + 2))
    for key in sorted(rows):
        count = len(next(iter(rows[key].values())))
        cells = [rate(rows[key][name]) for name in names]
        print(f"| {key} | {count} | " + " | ".join(cells) + " |")


def heldout() -> list[Sample]:
    """The set a second author built from providers' own format documentation without reading
    the detectors (``secrets_tenth.py``, kept as frozen: see bench/README.md)."""
    import secrets_tenth as tenth

    return [
        *(Sample("positive", family, context, text) for family, context, text in tenth.POSITIVES),
        *(Sample("negative", kind, "", text) for kind, text in tenth.NEGATIVES),
        *(Sample("prose", "prose", "", text) for text in tenth.PROSE),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--prose", type=int, default=10_000, help="prose paragraphs")
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--no-credsweeper", action="store_true")
    parser.add_argument("--ecc-only", action="store_true", help="ecc-memory's columns alone")
    parser.add_argument(
        "--heldout",
        action="store_true",
        help="the held-out set secrets_tenth.py (a second author's) instead of secret_corpus.py",
    )
    args = parser.parse_args(argv)
    samples = heldout() if args.heldout else corpus(args.seed, args.prose)
    scanners: dict[str, Scanner] = {
        "ecc-memory (gate)": ecc_gate,
        "ecc-memory (read)": ecc_read,
        "detect-secrets defaults": detect_secrets_defaults,
    }
    if args.ecc_only:
        del scanners["detect-secrets defaults"]
    elif not args.no_credsweeper:
        try:
            import credsweeper  # noqa: F401
        except ImportError:
            print("(credsweeper is not installed: its column is left out)")
        else:
            scanners["credsweeper defaults"] = credsweeper_defaults
    texts = [sample.text for sample in samples]
    results: dict[str, list[bool]] = {}
    for name, scanner in scanners.items():
        started = time.perf_counter()
        results[name] = scanner(texts)
        took = time.perf_counter() - started
        print(f"{name}: {len(texts):,} samples in {took:.1f} s")
    names = list(scanners)
    report(samples, results, names)
    return 0


def report(samples: list[Sample], results: dict[str, list[bool]], names: list[str]) -> None:
    groups: dict[str, dict[str, dict[str, list[bool]]]] = defaultdict(
        lambda: defaultdict(lambda: defaultdict(list))
    )
    for index, sample in enumerate(samples):
        for name in names:
            hit = results[name][index]
            if sample.kind == "positive":
                groups["overall"]["recall, all positives"][name].append(hit)
                groups["family"][sample.family][name].append(hit)
                groups["context"][sample.context][name].append(hit)
            elif sample.kind == "negative":
                groups["overall"]["false positives, clean negatives"][name].append(hit)
                groups["negative"][sample.family][name].append(hit)
            else:
                groups["overall"]["false positives, prose paragraphs"][name].append(hit)
    table("Overall", groups["overall"], names)
    table("Recall by context", groups["context"], names)
    table("Recall by family", groups["family"], names)
    table("False positives by negative class", groups["negative"], names)


if __name__ == "__main__":
    sys.exit(main())
