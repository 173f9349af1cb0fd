"""False refusals of real agent guidance: the instruction screen over AGENTS.md, CLAUDE.md,
copilot-instructions, .cursorrules and kin files from public repositories (issue 31).

Every file is ordinary guidance written for coding agents -- what users save as memory -- so every
flag is a candidate false refusal. The files are other projects' text and are not kept in this
repository: ``guidance_sources.tsv`` (beside this script) lists each one (repository, path,
commit), and the corpus is a directory holding ``files/<id>.md`` for those ids. Measured three
ways: a whole file as one memory body (cut at 64 KB), each paragraph (blank-line blocks, a fenced
block whole, a heading kept with its text, paragraphs under 20 characters dropped), and each
paragraph as a note titled by the file's first heading.

    python bench/bench_guidance.py CORPUS_DIR [--show]
"""

from __future__ import annotations

import argparse
import csv
import re
import statistics
import sys
import time
from pathlib import Path

from ecc_memory.detectors.instructions import screen_memory

SOURCES = Path(__file__).resolve().parent / "guidance_sources.tsv"
MAX_BYTES = 64 * 1024
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.M)
_HEADING_ONLY = re.compile(r"^\s{0,3}#{1,6}\s")
_LIST = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")


def blocks(text: str) -> list[str]:
    """Blank-line blocks of ``text``; a fenced code block is never split."""
    out: list[str] = []
    current: list[str] = []
    fence = None
    for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        stripped = line.strip()
        if fence is None and stripped[:3] in ("```", "~~~"):
            fence = stripped[:3]
        elif fence is not None and stripped.startswith(fence):
            fence = None
        elif fence is None and not stripped:
            if current:
                out.append("\n".join(current))
                current = []
            continue
        current.append(line)
    if current:
        out.append("\n".join(current))
    return out


def paragraphs(text: str) -> list[str]:
    out: list[str] = []
    pending = None
    for block in blocks(text):
        if pending is not None:
            block, pending = f"{pending}\n\n{block}", None
        lines = block.strip().split("\n")
        if len(lines) == 1 and _HEADING_ONLY.match(lines[0]):
            pending = block
        elif out and out[-1].rstrip().endswith(":") and _LIST.match(block):
            out[-1] = f"{out[-1]}\n\n{block}"
        else:
            out.append(block)
    if pending is not None:
        out.append(pending)
    return [p.strip() for p in out if len(p.strip()) >= 20]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus", type=Path, help="a directory holding files/<id>.md")
    parser.add_argument("--show", action="store_true", help="print each flagged paragraph's id")
    options = parser.parse_args()
    with SOURCES.open(encoding="utf-8") as handle:
        rows = [r for r in csv.DictReader(handle, delimiter="\t")]
    present = [r for r in rows if (options.corpus / "files" / f"{r['id']}.md").is_file()]
    if not present:
        print(f"no corpus file under {options.corpus}/files", file=sys.stderr)
        return 2
    texts = {
        r["id"]: (options.corpus / "files" / f"{r['id']}.md").read_text("utf-8") for r in present
    }
    kind = {r["id"]: r["kind"] for r in present}
    items = [(fid, p) for fid, text in texts.items() for p in paragraphs(text)]
    title = {}
    for fid, text in texts.items():
        found = _HEADING.search(text)
        title[fid] = found.group(1).strip() if found else Path(fid).name
    cut = {fid: t.encode()[:MAX_BYTES].decode("utf-8", "ignore") for fid, t in texts.items()}
    files = {fid for fid in texts if screen_memory("", cut[fid])}
    flagged = [(fid, p) for fid, p in items if screen_memory("", p)]
    notes = [(fid, p) for fid, p in items if screen_memory(title[fid], p)]
    cost = []
    for _ in range(3):
        began = time.process_time()
        for _fid, p in items:
            screen_memory("", p)
        cost.append((time.process_time() - began) / len(items) * 1e6)
    median = statistics.median(len(p) for _, p in items)
    repositories = len({r["repo"] for r in present})
    print(f"{len(texts)} files of {repositories} repositories, {len(items)} paragraphs", end="")
    print(f" (median {median:.0f} characters)\n")
    print("| granularity | flagged | of | rate |\n| --- | ---: | ---: | ---: |")
    for name, n, total in (("whole file", len(files), len(texts)),
                           ("paragraph", len(flagged), len(items)),
                           ("paragraph as a titled note", len(notes), len(items))):  # fmt: skip
        print(f"| {name} | {n} | {total} | {100 * n / total:.2f} % |")
    print("\n| kind | files flagged | paragraphs flagged |\n| --- | ---: | ---: |")
    for k in sorted(set(kind.values())):
        ids = [fid for fid in texts if kind[fid] == k]
        paras = [fid for fid, _ in items if kind[fid] == k]
        hit = sum(1 for fid, _ in flagged if kind[fid] == k)
        print(f"| {k} | {len(files & set(ids))}/{len(ids)} | {hit}/{len(paras)} |")
    print(f"\nCPU per paragraph: {statistics.median(cost):.1f} µs (median of 3 passes)")
    if options.show:
        for fid, p in flagged:
            print(f"{fid}  {screen_memory('', p)}  {len(p)} characters")
    return 0


if __name__ == "__main__":
    sys.exit(main())
