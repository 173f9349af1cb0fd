"""Benchmark the vault at 1,000 / 10,000 / 100,000 memories (issue 2, "Speed").

Generates vaults directly in the reference byte format (``document.serialize``), caches them
under ``bench/out/`` and times whole ``python -m ecc_memory memory ...`` processes, the way a
user or a hook pays for them. Prints a Markdown table of medians with the issue's targets and
writes the raw figures as JSON to ``bench/out/``. Not a test: nothing here asserts a time.

    python bench/bench_vault.py                      # 1,000, 10,000 and 100,000
    python bench/bench_vault.py --sizes 1000,10000 --repeat 7
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "out"
try:
    from ecc_memory.config import resolve_roots
    from ecc_memory.vault import document, frontmatter, watch
except ImportError:  # running from a checkout without an installed package
    sys.path.insert(0, str(HERE.parent / "src"))
    from ecc_memory.config import resolve_roots
    from ecc_memory.vault import document, frontmatter, watch

# Bump when the generator changes so cached vaults are regenerated.
GENERATOR_VERSION = 1
SEED = 20260101
GUARD = b"*\n!.gitignore\n"
FORBIDDEN_AT_HELP = ("detect_secrets", "pygit2", "sqlite3", "mcp")
FORBIDDEN_AT_SEARCH = ("detect_secrets", "pygit2", "mcp")

MB = 1024 * 1024

# -- the synthetic corpus -------------------------------------------------------------------------


def _split(text: str) -> list[str]:
    return text.split()


TECH_WORDS = _split(
    "the to of and a in is for that it on with as this be we not are at by from or "
    "test tests hook hooks commit pre-commit branch merge rebase release build deploy "
    "config cache index search query token session agent harness vault memory note decision "
    "lesson runbook handoff context review staged diff patch retry timeout error failure fix "
    "python pytest mypy ruff click sqlite fts5 bm25 schema migration database api endpoint "
    "auth login logout feature/login snake_case camelCase docker ci pipeline workflow yaml json "
    "markdown frontmatter parser lexer linter formatter coverage benchmark latency throughput "
    "worker queue scheduler cron backup restore rollback canary flag toggle metric alert "
    "incident postmortem oncall owner team project user scope kind tag target link status"
)
FOREIGN_WORDS = _split(
    "Zusammenfassung Bereitstellung déploiement réunion prüfen nächste Überprüfung "
    "設定 検索 記憶 测试 部署 결정 메모 configuración revisión"
)
SYLLABLES = _split(
    "ka ri to me na lo su vi de pa ro ne ti ga mu ze shi ban tor lin qu ex al ur on en "
    "str mon dal vek ash fer gil hor jun kal mir nos pel quin rus sol tam ulm var wen yor"
)
KIND_WEIGHTS = {
    "note": 30, "lesson": 15, "decision": 12, "context": 12, "fact": 10,
    "runbook": 8, "handoff": 8, "preference": 5,
}  # fmt: skip
HARNESSES = ("claude-code", "codex", "cursor", "gemini-cli", "opencode", "aider", "copilot")
TAGS = [
    *_split("auth ci release db api docs perf security infra frontend backend tests hooks git mcp"),
    *(f"area-{n}" for n in range(60)),
    *(f"svc.{n}" for n in range(40)),
]


def _vocabulary(rng: random.Random, size: int = 20_000) -> tuple[list[str], list[float]]:
    """Technical words at the top ranks, then pseudo-words; Zipf weights (s ≈ 1.07)."""
    words = list(dict.fromkeys(TECH_WORDS))
    seen = set(words)
    while len(words) < size:
        word = "".join(rng.choice(SYLLABLES) for _ in range(rng.choice((2, 2, 3, 3, 4))))
        if word not in seen:
            seen.add(word)
            words.append(word)
    cumulative: list[float] = []
    total = 0.0
    for rank in range(len(words)):
        total += 1.0 / (rank + 2.7) ** 1.07
        cumulative.append(total)
    return words, cumulative


class Corpus:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.words, self.cumulative = _vocabulary(self.rng)
        self.start = datetime(2025, 1, 1, tzinfo=timezone.utc)

    def _words(self, count: int) -> list[str]:
        return self.rng.choices(self.words, cum_weights=self.cumulative, k=count)

    def title(self) -> str:
        words = self._words(self.rng.randint(3, 9))
        return " ".join(words).capitalize()

    def body(self) -> str:
        """Markdown-ish prose of about 600 bytes (450-750), sometimes with a list."""
        target = self.rng.randint(450, 750)
        parts: list[str] = []
        size = 0
        while size < target:
            words = self._words(self.rng.randint(7, 16))
            if self.rng.random() < 0.03:
                words[self.rng.randrange(len(words))] = self.rng.choice(FOREIGN_WORDS)
            if self.rng.random() < 0.25:
                sentence = "- `" + "_".join(words[:2]) + "`: " + " ".join(words[2:])
            else:
                sentence = " ".join(words).capitalize() + "."
            parts.append(sentence)
            size += len(sentence.encode()) + 1
            if self.rng.random() < 0.2:
                parts.append("")
        return "\n".join(parts).strip()

    def memory(self, number: int, scope: str, earlier: list[str]) -> document.Memory:
        rng = self.rng
        instant = self.start + timedelta(seconds=rng.randrange(365 * 86400), milliseconds=number)
        stamp = document.format_timestamp(instant)
        kind = rng.choices(list(KIND_WEIGHTS), weights=list(KIND_WEIGHTS.values()))[0]
        targets = (
            ("all",) if rng.random() < 0.6 else tuple(rng.sample(HARNESSES, rng.randint(1, 3)))
        )
        links: tuple[str, ...] = ()
        if earlier and rng.random() < 0.1:
            links = tuple(dict.fromkeys(rng.choice(earlier) for _ in range(rng.randint(1, 2))))
        return document.Memory(
            id=f"mem_{instant:%Y%m%d}_{rng.getrandbits(80):020x}",
            title=self.title(), kind=kind, scope=scope, trust="unreviewed",
            status="active" if rng.random() < 0.95 else rng.choice(("superseded", "rejected")),
            source_harness=rng.choice(HARNESSES), target_harnesses=targets,
            tags=tuple(rng.sample(TAGS, rng.choice((0, 1, 1, 2, 2, 3, 4)))),
            links=links, created_at=stamp, updated_at=stamp, body=self.body(),
        )  # fmt: skip

    def queries(self, count: int) -> list[str]:
        """Two- or three-word queries from the middle of the vocabulary (realistic recall)."""
        rng = random.Random(SEED + 1)
        middle = self.words[40:2000]
        return [" ".join(rng.sample(middle, rng.choice((1, 2, 2, 3)))) for _ in range(count)]


# Engineering notes as agents write them (issue 22): most sentences name a token, a session, a
# key, a login, a deploy or a URL -- the words the secret detectors' keywords are made of -- but
# hold no credential. Every keyword of the pack occurs somewhere in the corpus.
DENSE_SUBJECTS = _split(
    "token session auth deploy rotation key secret password login credential oauth refresh "
    "api-key access-token cookie jwt signing-key passphrase keychain vault sso mfa scope "
    "webhook curl mysql redis-cli docker registry npm pypi slack github gitlab kubernetes"
)
DENSE_VERBS = _split(
    "rotates expires refreshes revokes validates caches stores reads writes signs checks "
    "fails retries logs masks blocks renews issues scopes deploys rolls migrates"
)
DENSE_SENTENCES = (
    "The {s} {v} every {n} minutes once the {s2} rotation lands on staging.",
    "After the deploy the {s} {v} before the {s2} does, so the auth flow retries once.",
    "Keep the {s} out of the logs: the {s2} handler {v} it and the session ends.",
    "Next session: finish the {s} rotation runbook and check that {s2} still {v}.",
    "- `{s}_{s2}`: {v} on login; the password reset path keeps its own token.",
    "Ran `curl -sS https://ci.internal/api/{s}/status` after the deploy; the {s2} {v}.",
    "The secret store {v} the {s} per environment; the key id is logged, never the value.",
    "Auth middleware {v} the {s} header; a missing {s2} means a 401 and a fresh login.",
    "See https://wiki.internal/runbooks/{s}-rotation for the {s2} steps and owners.",
    "mysql and redis-cli sessions reuse the {s} from the keychain; docker login {v} too.",
    "The token bucket {v} at {n} requests per second; session affinity pins the {s2}.",
    "Task-level {s} checks run in the global deploy hook; the {s2} {v} per branch.",
)


class DenseCorpus(Corpus):
    """The keyword-dense corpus: ~90-word engineering notes, every line full of keywords."""

    def body(self) -> str:
        rng = self.rng
        target = rng.randint(450, 750)
        parts: list[str] = []
        size = 0
        while size < target:
            sentence = rng.choice(DENSE_SENTENCES).format(
                s=rng.choice(DENSE_SUBJECTS), s2=rng.choice(DENSE_SUBJECTS),
                v=rng.choice(DENSE_VERBS), n=rng.randint(2, 90),
            )  # fmt: skip
            parts.append(sentence)
            size += len(sentence.encode()) + 1
            if rng.random() < 0.15:
                parts.append("")
        return "\n".join(parts).strip()

    def title(self) -> str:
        subject, other = self.rng.sample(DENSE_SUBJECTS, 2)
        return f"{subject.capitalize()} {other} {self.rng.choice(DENSE_VERBS)} after the deploy"


CORPORA = {"bench": Corpus, "dense": DenseCorpus}


# -- generating a vault ---------------------------------------------------------------------------


@dataclass
class Vault:
    size: int
    base: Path  # bench/out/vault-<size>-g<version>
    repo: Path
    cache: Path
    ids: list[str] = field(default_factory=list)
    rels: set[str] = field(default_factory=set)  # ".ecc/memory/<scope>/<kind>s/<id>.md"

    @property
    def memory_root(self) -> Path:
        return self.repo / ".ecc" / "memory"


def _mkdir(path: Path) -> None:
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    os.chmod(path, 0o700)


def _write_new(path: Path, data: bytes) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        os.write(fd, data)
    finally:
        os.close(fd)


def generate(size: int, corpus_name: str = "bench") -> Vault:
    """The cached vault of ``size`` memories of one corpus (``bench`` or ``dense``)."""
    suffix = "" if corpus_name == "bench" else f"-{corpus_name}"
    base = OUT / f"vault-{size}-g{GENERATOR_VERSION}{suffix}"
    vault = Vault(size, base, base / "repo", base / "xdg-cache")
    manifest = base / "manifest.json"
    if manifest.exists():
        data = json.loads(manifest.read_text())
        vault.ids, vault.rels = data["ids"], set(data["rels"])
        return vault
    if base.exists():
        shutil.rmtree(base)  # an interrupted generation
    started = time.perf_counter()
    _mkdir(vault.repo)
    subprocess.run(["git", "init", "-q", str(vault.repo)], check=False)
    _mkdir(vault.repo / ".git")  # the project root is found by its .git entry
    for scope in ("project", "team"):
        for kind in document.KINDS:
            _mkdir(vault.memory_root / scope / document.kind_dir(kind))
    _mkdir(vault.memory_root)
    _write_new(vault.memory_root / "project" / ".gitignore", GUARD)
    corpus = CORPORA[corpus_name](SEED + size)
    for number in range(size):
        scope = "project" if corpus.rng.random() < 0.8 else "team"
        memory = corpus.memory(number, scope, vault.ids[-5000:])
        data = document.serialize(memory)
        if number % 997 == 0 and frontmatter.parse_document(data) != memory:
            raise SystemExit(f"generator bug: memory {number} does not round-trip")
        rel = f".ecc/memory/{scope}/{document.kind_dir(memory.kind)}/{memory.id}.md"
        _write_new(vault.repo / rel, data)
        vault.ids.append(memory.id)
        vault.rels.add(rel)
    manifest.write_text(json.dumps({"ids": vault.ids, "rels": sorted(vault.rels)}))
    elapsed = time.perf_counter() - started
    print(f"generated {size:,} memories in {elapsed:.1f} s under {base}", file=sys.stderr)
    # Files changed within 2 s of indexing are re-read by every refresh ("racy clean"); let the
    # fresh vault age past that window so the first run measures what later runs measure.
    time.sleep(2.5)
    return vault


def clean_extras(vault: Vault) -> int:
    """Remove memories earlier runs saved, so every run measures the same vault."""
    removed = 0
    for dirpath, _, names in os.walk(vault.memory_root):
        for name in names:
            path = Path(dirpath) / name
            rel = path.relative_to(vault.repo).as_posix()
            if (name.endswith(".md") and rel not in vault.rels) or name.endswith(".tmp"):
                path.unlink()
                removed += 1
    return removed


# -- running commands -----------------------------------------------------------------------------


@dataclass
class Run:
    seconds: float
    cpu: float  # user + system seconds of the child: robust when other work shares the CPUs
    maxrss: int  # bytes
    code: int
    stderr: str


# What a machine adds to every process's environment for its own network, and a user's shell
# does not have: a proxy, a CA bundle for a TLS-terminating proxy, pip's settings. Not a small
# matter for the JavaScript reference: ``NODE_EXTRA_CA_CERTS`` makes every Node start load the
# bundle (``node -e 0`` took ~100 ms instead of ~28 ms on the machine of issue 34), which every
# side-by-side table before issue 34 includes. ``PYTHONUNBUFFERED`` goes too (a harness's).
_MACHINE_MARKS = ("PROXY", "CA_CERT", "CA_BUNDLE", "CAINFO", "SSL_CERT", "SSL_ROOTS")


def machine_variables(env: Mapping[str, str]) -> list[str]:
    """The names in ``env`` that this machine sets for its network and a user's shell lacks."""
    return sorted(
        name
        for name in env
        if any(mark in name.upper() for mark in _MACHINE_MARKS)
        or name.startswith("PIP_")
        or name == "PYTHONUNBUFFERED"
    )


def bench_env(vault: Vault | None) -> dict[str, str]:
    """Every benchmarked process's environment: a user's shell (no ``machine_variables``), no
    ECC_* variables, bytecode caches written as an installed package has them."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("ECC_")}
    for name in machine_variables(env):
        del env[name]
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["ECC_MEMORY_HARNESS"] = "bench"
    if vault is not None:
        env["XDG_CACHE_HOME"] = str(vault.cache)
        env["HOME"] = str(vault.base / "home")
    return env


def run(args: list[str], cwd: Path, env: dict[str, str], python_flags: tuple[str, ...] = ()) -> Run:
    """One whole ``python -m ecc_memory`` process."""
    return spawn([sys.executable, *python_flags, "-m", "ecc_memory", *args], cwd, env)


def spawn(command: list[str], cwd: Path, env: dict[str, str]) -> Run:
    """One whole process, timed from spawn to reap, with its own peak RSS and CPU (wait4)."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        process = subprocess.Popen(
            command, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=out, stderr=err
        )
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.perf_counter() - started
        process.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        cpu = usage.ru_utime + usage.ru_stime
        return Run(elapsed, cpu, usage.ru_maxrss * 1024, process.returncode, err.read().decode())


# The same walk-and-read as a process of its own: what a search that scans every file (like the
# reference implementation) pays at least, interpreter start-up included.
READ_ALL_SCRIPT = """
import os, sys
stack = [sys.argv[1]]
while stack:
    with os.scandir(stack.pop()) as entries:
        for entry in entries:
            if entry.is_dir(follow_symlinks=False):
                stack.append(entry.path)
            elif entry.name.endswith(".md"):
                with open(entry.path, "rb") as handle:
                    handle.read()
"""


def read_every_file(root: Path) -> float:
    """Walk the vault and read each file once: the cost a scan-everything search would pay."""
    started = time.perf_counter()
    stack = [str(root)]
    total = 0
    while stack:
        with os.scandir(stack.pop()) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    stack.append(entry.path)
                elif entry.name.endswith(".md"):
                    with open(entry.path, "rb") as handle:
                        total += len(handle.read())
    return time.perf_counter() - started


def calibration_ms() -> float:
    """A fixed pure-Python workload (best of 3): this shared VM's speed drifts by +-40% over
    minutes, so the figures of two runs are comparable only next to this number."""
    best = float("inf")
    for _ in range(3):
        started = time.process_time()
        sum(i * i for i in range(1_000_000))
        best = min(best, time.process_time() - started)
    return best * 1000


def imported_modules(args: list[str], cwd: Path, env: dict[str, str]) -> set[str]:
    result = run(args, cwd, env, ("-X", "importtime"))
    names = set()
    for line in result.stderr.splitlines():
        if line.startswith("import time:") and "|" in line:
            names.add(line.rsplit("|", 1)[1].strip())
    return names


def forbidden(names: set[str], roots: tuple[str, ...]) -> list[str]:
    return sorted(n for n in names if n.split(".")[0] in roots)


# -- one size -------------------------------------------------------------------------------------


@dataclass
class Figures:
    times: dict[str, list[float]] = field(default_factory=dict)
    cpu: dict[str, list[float]] = field(default_factory=dict)
    rss: dict[str, list[int]] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)

    def add(self, name: str, result: Run, ok_codes: tuple[int, ...] = (0,)) -> None:
        self.times.setdefault(name, []).append(result.seconds)
        self.cpu.setdefault(name, []).append(result.cpu)
        self.rss.setdefault(name, []).append(result.maxrss)
        if result.code not in ok_codes:
            self.failures.append(f"{name}: exit {result.code}: {result.stderr.strip()[:300]}")


def bench_size(vault: Vault, repeat: int, cold_repeat: int) -> Figures:
    figures = Figures()
    env = bench_env(vault)
    cwd = vault.repo
    corpus = Corpus(SEED)
    queries = corpus.queries(max(repeat, 1) * 3)
    removed = clean_extras(vault)
    if removed:
        print(f"  removed {removed} files left by an earlier run", file=sys.stderr)

    def search(name: str, query: str) -> None:
        figures.add(name, run(["memory", "search", *query.split(), "--json"], cwd, env))

    for _ in range(repeat):
        started = time.process_time()
        figures.times.setdefault("read every file once", []).append(
            read_every_file(vault.memory_root)
        )
        figures.cpu.setdefault("read every file once", []).append(time.process_time() - started)
        figures.add(
            "read every file once (process)",
            spawn([sys.executable, "-c", READ_ALL_SCRIPT, str(vault.memory_root)], OUT, env),
        )
    for number in range(cold_repeat):
        shutil.rmtree(vault.cache, ignore_errors=True)
        print(f"  search cold (index build) {number + 1}/{cold_repeat}", file=sys.stderr)
        search("search cold (index build)", queries[number])
    for number in range(repeat):
        search("search warm", queries[number])
    # The periodic full re-stat (every ECC_MEMORY_INDEX_VERIFY_SECONDS, default 10 s): what the
    # first search after ten idle seconds pays without a watcher. 0 makes every search due.
    idle_env = {**env, "ECC_MEMORY_INDEX_VERIFY_SECONDS": "0"}
    restat_env = {**idle_env, "ECC_MEMORY_WATCH": "off"}
    for number in range(repeat):
        query = queries[number].split()
        figures.add(
            "search after idle (full re-stat)",
            run(["memory", "search", *query, "--json"], cwd, restat_env),
        )
    # With the vault's watcher (started by the first search of a vault this large, trusted
    # from the token the next due search stores): a due search asks it instead of re-stating.
    if vault_watcher(vault, env, cwd):
        for number in range(repeat):
            query = queries[number].split()
            figures.add(
                "search after idle (watcher)",
                run(["memory", "search", *query, "--json"], cwd, idle_env),
            )
        for number in range(repeat):  # the same, really idle for the default window
            time.sleep(10.5)
            search("search after 10 s idle (watcher)", queries[number])
    body_file = vault.base / "save-body.md"
    for number in range(repeat):
        body_file.write_text(corpus.body() + "\n")
        title = f"Bench save {number} {time.time_ns()}"
        figures.add(
            "save",
            run(["memory", "save", "--title", title, "--body-file", str(body_file),
                 "--tag", "bench", "--kind", "lesson", "--json"], cwd, env),
        )  # fmt: skip
        search("search after adding one", queries[repeat + number])
    for number in range(repeat):
        memory_id = vault.ids[(number * 7919) % len(vault.ids)]
        figures.add("read", run(["memory", "read", memory_id, "--json"], cwd, env))
    for _ in range(repeat):
        figures.add("doctor", run(["memory", "doctor", "--json"], cwd, env))
    clean_extras(vault)
    stop_watcher(env, cwd)
    return figures


def vault_watcher(vault: Vault, env: dict[str, str], cwd: Path) -> bool:
    """Have the vault's watcher running and its token stored; False where there is none."""
    roots = resolve_roots(cwd, env)
    if not watch.enabled(roots):
        return False
    idle_env = {**env, "ECC_MEMORY_INDEX_VERIFY_SECONDS": "0"}
    run(["memory", "search", "bench", "--json"], cwd, idle_env)  # starts it if none runs
    deadline = time.monotonic() + 60
    while watch.request(roots, {"op": "status"}) is None:
        if time.monotonic() > deadline:
            print("  the watcher did not start", file=sys.stderr)
            return False
        time.sleep(0.1)
    run(["memory", "search", "bench", "--json"], cwd, idle_env)  # stores its token
    return True


def stop_watcher(env: dict[str, str], cwd: Path) -> None:
    watch.request(resolve_roots(cwd, env), {"op": "stop"})


# -- targets and the table ------------------------------------------------------------------------


def target_for(metric: str, size: int) -> tuple[float | None, str]:
    """The issue's target for a timed metric at a size, as (seconds, label)."""
    if metric in ("search warm", "search after adding one") and size <= 10_000:
        return 0.25, "≤ 0.25 s"
    if metric == "search warm" and size == 100_000:
        return 0.5, "≤ 0.5 s"
    if metric == "search after adding one" and size == 100_000:
        return 0.6, "≤ 0.6 s"
    if metric == "doctor" and size <= 10_000:
        return 1.5, "≤ 1.5 s"
    if metric == "doctor" and size == 100_000:
        return 2.5, "≤ 2.5 s"
    if metric.startswith("search after") and "idle" in metric and size == 100_000:
        return 0.35, "≤ 0.35 s"
    if metric == "search cold (index build)" and size == 100_000:
        return 12.0, "≤ 12 s"
    if metric == "save":
        return 0.2, "≤ 0.2 s"
    return None, "—"


def verdict(value: float, target: float | None) -> str:
    if target is None:
        return ""
    return "PASS" if value <= target else "MISS"


def table(results: dict[str, object]) -> str:
    rows = ["| metric | memories | median | target | | CPU |", "|---|---:|---:|---|---|---:|"]
    help_median = results["help"]["median"]  # type: ignore[index]
    help_cpu = results["help"]["cpu_median"]  # type: ignore[index]
    rows.append(
        f"| `ecc --help` | — | {help_median:.3f} s | ≤ 0.12 s | {verdict(help_median, 0.12)} "
        f"| {help_cpu:.3f} s |"
    )
    for size_key, data in results["sizes"].items():  # type: ignore[attr-defined]
        size = int(size_key.split()[0])
        shown = f"{size:,}" + size_key[len(str(size)) :]  # "10,000 dense"
        medians = data["medians"]
        cpu = data["cpu_medians"]
        for metric in ("save", "search cold (index build)", "search after adding one",
                       "search warm", "search after idle (full re-stat)",
                       "search after idle (watcher)", "search after 10 s idle (watcher)",
                       "read", "doctor",
                       "read every file once", "read every file once (process)"):  # fmt: skip
            if metric not in medians:
                continue
            value = medians[metric]
            target, label = target_for(metric, size)
            rows.append(
                f"| {metric} | {shown} | {value:.3f} s | {label} | {verdict(value, target)} "
                f"| {cpu[metric]:.3f} s |"
            )
        ratio_target = "< 1" if size == 10_000 else "—"
        for label, key in (("in-process", "ratio_warm_search_to_read_all"),
                           ("process", "ratio_warm_search_to_read_all_process")):  # fmt: skip
            ratio = data[key]
            ratio_verdict = ("PASS" if ratio < 1 else "MISS") if size == 10_000 else ""
            rows.append(
                f"| warm search / read every file ({label}) | {shown} | {ratio:.2f}x "
                f"| {ratio_target} | {ratio_verdict} | {data['cpu_' + key]:.2f}x |"
            )
        rss = data["peak_rss_search_mb"]
        rss_target, rss_verdict = (
            ("≤ 300 MB", "PASS" if rss <= 300 else "MISS") if (size == 100_000) else ("—", "")
        )
        rows.append(
            f"| peak RSS, search (warm/after add) | {shown} | {rss:.0f} MB | {rss_target} "
            f"| {rss_verdict} | |"
        )
        build_rss = data["peak_rss_index_build_mb"]
        rows.append(
            f"| peak RSS, search cold (index build) | {shown} | {build_rss:.0f} MB | — | | |"
        )
        doctor_rss = data["peak_rss_mb"]["doctor"]
        doctor_target, doctor_verdict = (
            ("≤ 200 MB", "PASS" if doctor_rss <= 200 else "MISS") if size == 100_000 else ("—", "")
        )
        rows.append(
            f"| peak RSS, doctor | {shown} | {doctor_rss:.0f} MB | {doctor_target} "
            f"| {doctor_verdict} | |"
        )
    for label, found in results["imports"].items():  # type: ignore[attr-defined]
        clean = "yes" if not found else "no: " + ", ".join(found[:6])
        rows.append(f"| {label} | — | {clean} | yes | {'PASS' if not found else 'MISS'} | |")
    return "\n".join(rows)


# -- main -----------------------------------------------------------------------------------------


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--sizes",
        default="1000,10000,100000",
        help="comma-separated vault sizes (default: 1000,10000,100000)",
    )
    parser.add_argument("--repeat", type=int, default=5, help="runs per command (median)")
    parser.add_argument(
        "--corpus",
        default="bench",
        help="comma-separated corpora: bench (Zipf prose, few detector keywords) and/or dense "
        "(keyword-dense engineering notes, issue 22); default: bench",
    )
    parser.add_argument("--cold-repeat", type=int, default=1,
                        help="index builds from scratch per size (slow at 100,000)")  # fmt: skip
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()]
    OUT.mkdir(parents=True, exist_ok=True)
    repeat = max(1, args.repeat)
    calibration_start = calibration_ms()
    help_runs = [run(["--help"], OUT, bench_env(None)) for _ in range(max(repeat, 5))]
    results: dict[str, object] = {
        "machine": {
            "cpus": os.cpu_count(), "python": platform.python_version(),
            "platform": platform.platform(), "when": datetime.now(timezone.utc).isoformat(),
        },
        "repeat": repeat,
        "help": {
            "runs": [r.seconds for r in help_runs],
            "median": statistics.median(r.seconds for r in help_runs),
            "cpu_median": statistics.median(r.cpu for r in help_runs),
        },
        "sizes": {},
        "imports": {},
    }  # fmt: skip
    help_names = imported_modules(["--help"], OUT, bench_env(None))
    results["imports"]["`ecc --help` imports no detect_secrets/pygit2/sqlite3/mcp"] = forbidden(  # type: ignore[index]
        help_names, FORBIDDEN_AT_HELP
    )
    failures: list[str] = []
    corpora = [name.strip() for name in args.corpus.split(",") if name.strip()]
    if set(corpora) - set(CORPORA):
        raise SystemExit(f"bench: --corpus takes {' and '.join(CORPORA)}, not {args.corpus}")
    for size, corpus_name in [(size, name) for name in corpora for size in sizes]:
        key = str(size) if corpus_name == "bench" else f"{size} {corpus_name}"
        print(f"vault of {size:,} memories ({corpus_name})", file=sys.stderr)
        vault = generate(size, corpus_name)
        figures = bench_size(vault, repeat, max(1, args.cold_repeat))
        if size == sizes[0] and corpus_name == corpora[0]:
            env = bench_env(vault)
            for command in (["memory", "search", "release", "notes"],
                            ["memory", "read", vault.ids[0]]):  # fmt: skip
                names = imported_modules(command, vault.repo, env)
                label = f"`ecc memory {command[1]}` imports no detect_secrets/pygit2/mcp"
                results["imports"][label] = forbidden(names, FORBIDDEN_AT_SEARCH)  # type: ignore[index]
        medians = {name: statistics.median(values) for name, values in figures.times.items()}
        cpu_medians = {name: statistics.median(values) for name, values in figures.cpu.items()}
        search_rss = figures.rss["search warm"] + figures.rss["search after adding one"]
        results["sizes"][key] = {  # type: ignore[index]
            "runs": figures.times,
            "medians": medians,
            "cpu_runs": figures.cpu,
            "cpu_medians": cpu_medians,
            "ratio_warm_search_to_read_all": medians["search warm"]
            / medians["read every file once"],
            "cpu_ratio_warm_search_to_read_all": cpu_medians["search warm"]
            / cpu_medians["read every file once"],
            "ratio_warm_search_to_read_all_process": medians["search warm"]
            / medians["read every file once (process)"],
            "cpu_ratio_warm_search_to_read_all_process": cpu_medians["search warm"]
            / cpu_medians["read every file once (process)"],
            "peak_rss_search_mb": max(search_rss) / MB,
            "peak_rss_index_build_mb": max(figures.rss["search cold (index build)"]) / MB,
            "peak_rss_mb": {name: max(values) / MB for name, values in figures.rss.items()},
            "failures": figures.failures,
        }
        failures += [f"{key}: {failure}" for failure in figures.failures]
    calibration_end = calibration_ms()
    results["calibration_ms"] = {"start": calibration_start, "end": calibration_end}
    stamp = datetime.now(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    text = json.dumps(results, indent=2)
    (OUT / f"results-{stamp}.json").write_text(text)
    (OUT / "latest.json").write_text(text)
    print(table(results))
    print(f"\n{os.cpu_count()} CPUs, Python {platform.python_version()}, repeat {repeat}; "
          f"JSON: {OUT / f'results-{stamp}.json'}")  # fmt: skip
    print(
        "ratio = warm search (whole process) / walking and reading every file, in this process "
        "(strict) or as a process of its own (what a scan-everything search pays); "
        "CPU = median user+system seconds of the process (robust when the CPUs are shared)"
    )
    print(f"load average at the end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(
        f"calibration (fixed pure-Python loop, lower = faster machine): "
        f"{calibration_start:.0f} ms at the start, {calibration_end:.0f} ms at the end"
    )
    for failure in failures:
        print(f"FAILED {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
