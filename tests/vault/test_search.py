"""Search: relevance, tokenisation, filters, active-only recall, excerpts and diagnostics."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import snapshot
from ecc_memory.config import Roots, resolve_roots
from ecc_memory.errors import InvalidInput
from ecc_memory.vault.document import Memory, kind_dir, new_memory, serialize
from ecc_memory.vault.search import build_excerpt, clamp_limit, search_memories
from ecc_memory.vault.text import excerpt_words, query_terms
from gitrepo import fake_token

GITHUB_TOKEN = fake_token("gh" + "p_", 36)


def roots_for(project: Path) -> Roots:
    return resolve_roots(project, os.environ)


def memory(title: str, body: str = "plain body", **fields: object) -> Memory:
    base = new_memory(title=title, body=body, source_harness="codex")
    return base._replace(**fields) if fields else base  # type: ignore[arg-type]


def plant(
    roots: Roots, item: Memory, *, name: str | None = None, data: bytes | None = None
) -> Path:
    folder = roots.root(item.scope) / kind_dir(item.kind)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (name or f"{item.id}.md")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(serialize(item) if data is None else data)
    return path


def titles(roots: Roots, query: str, **options: object) -> list[str]:
    return [hit.memory.title for hit in search_memories(roots, query, **options).hits]  # type: ignore[arg-type]


FILLER = [
    ("Lunch order", "Pizza on Fridays for the whole team."),
    ("Printer", "The third floor printer jams on duplex."),
    ("Parking", "Visitor parking is behind building B."),
    ("Holidays", "The office closes between the holidays."),
]


@pytest.fixture
def roots(project: Path) -> Roots:
    roots = roots_for(project)
    for title, body in FILLER:
        plant(roots, memory(title, body))
    return roots


# -- ranking --------------------------------------------------------------------------------------


def test_title_match_beats_body_only_match(roots: Roots) -> None:
    plant(roots, memory("Misc reminders", "Remember to deploy carefully on Mondays."))
    plant(roots, memory("Deploy checklist", "Steps we follow."))
    assert titles(roots, "deploy") == ["Deploy checklist", "Misc reminders"]


def test_tag_match_counts(roots: Roots) -> None:
    plant(roots, memory("Misc reminders", "Remember the rollback before lunch."))
    plant(roots, memory("Release notes", "Nothing special.", tags=("rollback",)))
    assert titles(roots, "rollback") == ["Release notes", "Misc reminders"]


def test_more_matching_terms_rank_higher(roots: Roots) -> None:
    plant(roots, memory("Token rotation", "Rotate the signing token weekly."))
    plant(roots, memory("Auth token rotation", "Auth tokens rotate weekly."))
    plant(roots, memory("Auth overview", "Overview only."))
    assert titles(roots, "auth token rotation")[0] == "Auth token rotation"


def test_scores_are_positive_and_descending(roots: Roots) -> None:
    plant(roots, memory("Cache warmup", "warm the cache, cache, cache"))
    plant(roots, memory("Other", "cache once"))
    hits = search_memories(roots, "cache").hits
    assert [hit.score for hit in hits] == sorted((hit.score for hit in hits), reverse=True)
    assert all(hit.score > 0 for hit in hits)


@pytest.mark.parametrize(
    ("body", "query"),
    [
        ("Run the pre-commit hook before pushing.", "pre-commit"),
        ("Merged branch feature/login yesterday.", "feature/login"),
        ("Rename snake_case identifiers in the API.", "snake_case"),
        ("Le café est fermé; voir le résumé.", "cafe"),
        ("Le café est fermé; voir le résumé.", "Résumé"),
        ("Über die Straße gehen.", "uber"),
        ("ユーザー認証の移行が完了しました。", "認証"),
        ("사용자 인증 마이그레이션", "인증"),
        ("Version v1.2.3 shipped", "v1.2.3"),
        ("Call fooBar() with --dry-run", "--dry-run"),
    ],
)
def test_tokenisation_finds_real_world_terms(roots: Roots, body: str, query: str) -> None:
    plant(roots, memory("Target memory", body))
    assert titles(roots, query) == ["Target memory"]


def test_cjk_titles_rank_and_do_not_match_unrelated_characters(roots: Roots) -> None:
    plant(roots, memory("認証の移行", "詳細は後で"))
    plant(roots, memory("証明書", "更新"))
    assert titles(roots, "認証") == ["認証の移行"]


def test_no_match(roots: Roots) -> None:
    assert titles(roots, "zeppelin") == []


# -- filters and active-only ----------------------------------------------------------------------


@pytest.fixture
def routed(project: Path) -> Roots:
    roots = roots_for(project)
    items = [
        memory("Alpha project note", tags=("auth", "db"), target_harnesses=("claude",)),
        memory("Alpha team lesson", kind="lesson", scope="team", tags=("auth",)),
        memory("Alpha user pref", kind="preference", scope="user"),
        memory("Alpha codex handoff", kind="handoff", target_harnesses=("codex", "hermes")),
        memory("Alpha superseded", status="superseded"),
        memory("Alpha rejected", status="rejected", scope="team"),
    ]
    for item in items:
        plant(roots, item)
    return roots


def test_default_scopes_are_project_and_team_active_only(routed: Roots) -> None:
    assert sorted(titles(routed, "alpha")) == [
        "Alpha codex handoff", "Alpha project note", "Alpha team lesson",
    ]  # fmt: skip
    assert len(titles(routed, "")) == 3


def test_scope_filter(routed: Roots) -> None:
    assert titles(routed, "alpha", scopes=["team"]) == ["Alpha team lesson"]
    assert titles(routed, "alpha", scopes=["user"]) == ["Alpha user pref"]
    assert len(titles(routed, "alpha", scopes=["user", "team", "project"])) == 4


def test_kind_filter(routed: Roots) -> None:
    assert titles(routed, "alpha", kinds=["lesson"]) == ["Alpha team lesson"]
    assert sorted(titles(routed, "alpha", kinds=["lesson", "handoff"])) == [
        "Alpha codex handoff", "Alpha team lesson",
    ]  # fmt: skip


def test_tag_filter_requires_every_tag(routed: Roots) -> None:
    assert sorted(titles(routed, "alpha", tags=["auth"])) == [
        "Alpha project note", "Alpha team lesson",
    ]  # fmt: skip
    assert titles(routed, "alpha", tags=["auth", "db"]) == ["Alpha project note"]
    assert titles(routed, "", tags=["missing"]) == []


def test_target_harness_filter_includes_all(routed: Roots) -> None:
    assert sorted(titles(routed, "alpha", target_harness="claude")) == [
        "Alpha project note", "Alpha team lesson",
    ]  # fmt: skip
    assert sorted(titles(routed, "alpha", target_harness="codex")) == [
        "Alpha codex handoff", "Alpha team lesson",
    ]  # fmt: skip
    assert titles(routed, "alpha", target_harness="opencode") == ["Alpha team lesson"]
    assert titles(routed, "alpha", target_harness="all") == ["Alpha team lesson"]


def test_superseded_memory_is_never_recalled(project: Path) -> None:
    roots = roots_for(project)
    old = memory("Deploy runbook v1", "Use the old deploy script.", status="superseded")
    plant(roots, old)
    plant(roots, memory("Deploy runbook v2", "Use the new pipeline.", links=(old.id,)))
    assert titles(roots, "deploy runbook") == ["Deploy runbook v2"]
    assert titles(roots, "old script") == []


@pytest.mark.parametrize(
    ("options", "code"),
    [
        ({"kinds": ["notes"]}, "INVALID_KIND"),
        ({"kinds": ["note", "note"]}, "DUPLICATE_VALUE"),
        ({"scopes": ["global"]}, "INVALID_SCOPE"),
        ({"scopes": ["team", "team"]}, "DUPLICATE_VALUE"),
        ({"tags": ["Auth"]}, "INVALID_SLUG"),
        ({"target_harness": "../x"}, "INVALID_SLUG"),
    ],
)
def test_invalid_filters_are_refused(project: Path, options: dict[str, object], code: str) -> None:
    with pytest.raises(InvalidInput) as info:
        search_memories(roots_for(project), "x", **options)  # type: ignore[arg-type]
    assert info.value.code == code
    assert snapshot(project) == {".git": "dir"}


def test_query_bounds(project: Path) -> None:
    roots = roots_for(project)
    search_memories(roots, "q" * 500)
    search_memories(roots, "  " + "q" * 500 + "  ")
    with pytest.raises(InvalidInput) as info:
        search_memories(roots, "q" * 501)
    assert info.value.code == "QUERY_TOO_LONG"
    for bad in ("a\x1b[2Jb", "tab\tquery", "rlo\u202e"):
        with pytest.raises(InvalidInput) as info:
            search_memories(roots, bad)
        assert info.value.code == "UNSAFE_TEXT"


# -- limits, ties, excerpts -----------------------------------------------------------------------


def test_limit_is_clamped(project: Path) -> None:
    roots = roots_for(project)
    for number in range(105):
        plant(roots, memory(f"Entry {number}", "shared words"))
    assert len(titles(roots, "shared")) == 20
    assert len(titles(roots, "shared", limit=0)) == 1
    assert len(titles(roots, "shared", limit=-5)) == 1
    assert len(titles(roots, "shared", limit=7)) == 7
    assert len(titles(roots, "shared", limit=500)) == 100
    assert len(titles(roots, "", limit=10_000)) == 100
    assert (clamp_limit(0), clamp_limit(1), clamp_limit(100), clamp_limit(101)) == (1, 1, 100, 100)


def test_ties_break_on_updated_at_then_id(project: Path) -> None:
    roots = roots_for(project)
    jan, jun, old = (
        "2026-01-01T00:00:00.000Z",
        "2026-06-01T00:00:00.000Z",
        "2025-01-01T00:00:00.000Z",
    )
    stamps = {"mem_20260101_c": jan, "mem_20260101_a": jan, "mem_20260101_b": jan,
              "mem_20260101_z": jun, "mem_20260101_0": old}  # fmt: skip
    for memory_id, stamp in stamps.items():
        plant(
            roots,
            memory("Same title", "same body", id=memory_id, created_at=stamp, updated_at=stamp),
        )
    for query in ("same", ""):
        hits = search_memories(roots, query).hits
        assert [hit.memory.id.removeprefix("mem_20260101_") for hit in hits] == [
            "z", "a", "b", "c", "0",
        ]  # fmt: skip
        assert len({hit.score for hit in hits}) == 1
    assert [h.memory.id for h in search_memories(roots, "same").hits] == [
        h.memory.id for h in search_memories(roots, "same").hits
    ]


def test_duplicates_are_separate_results(project: Path) -> None:
    roots = roots_for(project)
    item = memory("Twin", id="mem_20260101_twin")
    plant(roots, item)
    plant(roots, item, name="copy.md")
    paths = sorted(hit.path for hit in search_memories(roots, "twin").hits)
    assert paths == ["project:notes/copy.md", "project:notes/mem_20260101_twin.md"]


def test_excerpt_is_centred_on_the_best_match(roots: Roots) -> None:
    body = "filler words here. " * 40 + "The needle is here." + " trailing text." * 40
    plant(roots, memory("Haystack", body))
    (hit,) = search_memories(roots, "needle").hits
    assert hit.excerpt.startswith("…")
    assert hit.excerpt.endswith("…")
    assert "The needle is here." in hit.excerpt
    assert len(hit.excerpt) <= 242
    assert hit.excerpt.index("needle") < 100


def test_excerpt_edges_and_whitespace() -> None:
    assert build_excerpt("  short\n\n body\twith   gaps ", ["x"]) == "short body with gaps"
    long_body = "needle " + "word " * 100
    start = build_excerpt(long_body, ["needle"])
    assert not start.startswith("…")
    assert start.endswith("…")
    assert len(start) == 241
    end = build_excerpt("word " * 100 + "needle", ["needle"])
    assert end.startswith("…")
    assert end.endswith("needle")
    assert len(end) == 241
    assert build_excerpt("word " * 100, [])[:10] == "word word "


def test_excerpt_prefers_the_window_with_most_terms() -> None:
    body = "alpha " + "pad " * 100 + "alpha beta gamma " + "pad " * 100
    excerpt = build_excerpt(body, ["alpha", "beta", "gamma"])
    assert "alpha beta gamma" in excerpt
    assert excerpt.startswith("…")


def test_excerpt_words_follow_the_index_tokenizer() -> None:
    # "_" separates words for FTS5's unicode61, so it does for the excerpt too.
    assert excerpt_words(query_terms("Pre-Commit pre-commit snake_case 認証 * ???")) == [
        "pre",
        "commit",
        "snake",
        "case",
        "認証",
    ]


def test_a_query_without_words_finds_nothing(roots: Roots) -> None:
    assert len(titles(roots, "")) == len(FILLER)  # empty: the newest memories
    for query in ("*", "???", "- / _", '"', "--- ..."):
        assert titles(roots, query) == []


def test_terms_are_deduplicated_after_case_folding(roots: Roots) -> None:
    plant(roots, memory("Alpha beta", "alpha only here"))
    plant(roots, memory("Gamma", "beta appears here, and alpha too"))
    ranked = search_memories(roots, "alpha beta").hits
    repeated = search_memories(roots, "Alpha alpha ALPHA beta").hits
    assert [(h.memory.title, h.score) for h in repeated] == [
        (h.memory.title, h.score) for h in ranked
    ]


@pytest.mark.parametrize(
    ("body", "query"),
    [
        ("ภาษาไทยเขียนติดกันไม่มีช่องว่างระหว่างคำ", "ช่องว่าง"),
        ("ｶﾀｶﾅﾃﾞｶｲﾃｱﾙﾒﾓ", "ﾃﾞｶｲ"),
        ("認証テストは成功した", "テスト"),
    ],
)
def test_unspaced_scripts_are_found_by_a_part(roots: Roots, body: str, query: str) -> None:
    plant(roots, memory("Script sample", body))
    assert titles(roots, query) == ["Script sample"]


def test_excerpt_finds_the_match_when_lower_casing_changes_length() -> None:
    # "İ".lower() is two characters: positions in the lower-cased text drifted by one per "İ".
    body = "İ" * 200 + " " + "filler " * 20 + "needle" + " tail" * 60
    excerpt = build_excerpt(body, excerpt_words(query_terms("needle")))
    assert "needle" in excerpt


# -- hostile and invalid files --------------------------------------------------------------------


def test_invalid_files_are_excluded_and_reported(project: Path, tmp_path: Path) -> None:
    roots = roots_for(project)
    good = memory("Visible apple", "apple pie")
    plant(roots, good)
    wrong_kind = memory("Misfiled apple", "apple", kind="fact")
    plant(roots, wrong_kind, name="../notes/misfiled.md")
    plant(roots, memory("Secret apple", f"apple\n{GITHUB_TOKEN}"), name="secret.md")
    plant(roots, good, name="broken.md", data=b"---\ntitle: apple\n---\napple\n")
    plant(
        roots,
        good,
        name="reviewed.md",
        data=serialize(good).replace(b'"unreviewed"', b'"reviewed"'),
    )
    plant(roots, good, name="team-scope.md", data=serialize(good._replace(scope="team")))
    outside = tmp_path / "outside.md"
    outside.write_bytes(serialize(memory("Outside apple", "apple")))
    (roots.project / "notes" / "link.md").symlink_to(outside)
    before = snapshot(project)
    result = search_memories(roots, "apple")
    assert [hit.memory.title for hit in result.hits] == ["Visible apple"]
    diagnostics = result.diagnostics
    invalid = {item["path"]: item["code"] for item in diagnostics["invalidFiles"]}  # type: ignore[attr-defined]
    assert invalid == {
        "project:notes/broken.md": "invalid-document",
        "project:notes/misfiled.md": "location-mismatch",
        "project:notes/reviewed.md": "invalid-document",
        "project:notes/secret.md": "suspected-secret",
        "project:notes/team-scope.md": "location-mismatch",
    }
    assert diagnostics["invalidFileCount"] == 5
    assert diagnostics["skippedSymlinks"] == ["project:notes/link.md"]
    assert diagnostics["skippedSymlinkCount"] == 1
    assert diagnostics["truncated"] is False
    assert diagnostics["diagnosticsTruncated"] is False
    assert diagnostics["scannedBytes"] > 0
    assert GITHUB_TOKEN not in repr(result)
    assert snapshot(project) == before


def test_too_deep_paths_are_reported_as_truncated(project: Path) -> None:
    roots = roots_for(project)
    deep = roots.project / "notes" / "/".join(f"d{i}" for i in range(9))
    item = memory("Deep apple", "apple")
    plant(roots, item, name=f"{'/'.join(f'd{i}' for i in range(9))}/{item.id}.md")
    assert deep.exists()
    result = search_memories(roots, "apple")
    assert result.hits == []
    assert result.diagnostics["truncated"] is True


def test_missing_vault_is_an_empty_vault(project: Path) -> None:
    result = search_memories(roots_for(project), "anything")
    assert result.hits == []
    assert result.diagnostics["invalidFileCount"] == 0
    assert snapshot(project) == {".git": "dir"}


# -- concurrency ----------------------------------------------------------------------------------


@pytest.mark.slow
def test_concurrent_searches_while_saving(project: Path) -> None:
    save = (
        "import os, sys; from pathlib import Path;"
        "from ecc_memory.config import resolve_roots;"
        "from ecc_memory.vault.document import new_memory;"
        "from ecc_memory.vault.store import save_memory;"
        "roots = resolve_roots(Path.cwd(), os.environ);"
        "[save_memory(roots, new_memory(title=f'race {sys.argv[1]} {i}', body='racing body',"
        " source_harness='codex'), deep_scan=False) for i in range(10)]"
    )
    find = (
        "import os; from pathlib import Path;"
        "from ecc_memory.config import resolve_roots;"
        "from ecc_memory.vault.search import search_memories;"
        "roots = resolve_roots(Path.cwd(), os.environ);"
        "[search_memories(roots, 'racing') for _ in range(10)]"
    )
    procs = [
        subprocess.Popen([sys.executable, "-c", code, str(n)], cwd=project, stderr=subprocess.PIPE)
        for n in range(4)
        for code in (save, find)
    ]
    errors = [proc.communicate()[1] for proc in procs]
    assert [proc.returncode for proc in procs] == [0] * 8, errors
    assert len(titles(roots_for(project), "racing", limit=100)) == 40


def test_a_file_name_that_is_not_utf8_is_reported_not_fatal(project: Path) -> None:
    roots = roots_for(project)
    good = memory("Visible apple", "apple")
    plant(roots, good)
    notes = bytes(roots.project / "notes")
    with open(os.path.join(notes, b"bad\xffname.md"), "wb") as handle:
        handle.write(serialize(memory("Hidden apple", "apple")))
    os.mkdir(os.path.join(notes, b"dir\xfe"))
    before = snapshot(project)
    result = search_memories(roots, "apple")
    assert [hit.memory.title for hit in result.hits] == ["Visible apple"]
    assert [f["path"] for f in result.diagnostics["invalidFiles"]] == [  # type: ignore[attr-defined]
        "project:notes/bad\\xffname.md", "project:notes/dir\\xfe",
    ]  # fmt: skip
    assert snapshot(project) == before


def test_scores_stay_positive_and_ordered_when_every_memory_matches(project: Path) -> None:
    roots = roots_for(project)
    for letter in "ABC":
        plant(roots, memory(f"Short {letter}", "apple"))
    plant(roots, memory("Long", "apple " + "filler text here " * 3000))
    hits = search_memories(roots, "apple").hits
    assert [hit.memory.title for hit in hits][-1] == "Long"
    assert all(hit.score > 0 for hit in hits)  # 0 is what an empty query's listing shows
    assert hits[-1].score < hits[0].score
    assert [hit.score for hit in hits] == sorted((hit.score for hit in hits), reverse=True)


def _utf16(text: str) -> int:
    return len(text.encode("utf-16-le")) // 2


def test_excerpt_length_counts_utf16_code_units_like_the_reference() -> None:
    emoji = "\U0001f600"  # two UTF-16 code units, one Python character
    excerpt = build_excerpt(emoji * 200, [])
    assert excerpt.endswith("…")
    assert _utf16(excerpt.removesuffix("…")) == 240
    assert build_excerpt(emoji * 120, []) == emoji * 120  # 240 units: whole
    assert build_excerpt(emoji * 121, []).endswith("…")  # 242 units: cut


def test_an_excerpt_never_splits_a_surrogate_pair() -> None:
    body = "a" + "\U0001f600" * 200 + " needle " + "\U0001f600" * 200
    excerpt = build_excerpt(body, ["needle"])
    core = excerpt.strip("…")
    assert "needle" in core
    assert _utf16(core) <= 240
    core.encode("utf-8")  # a lone surrogate would not encode
