"""What no ordinary guidance to agents asks: what makes an addressee a finding."""

from __future__ import annotations

import re
from itertools import pairwise
from typing import NamedTuple

from ecc_memory.detectors.judge.addressee import UNSURE_READER
from ecc_memory.detectors.judge.exfil import has_secret
from ecc_memory.detectors.judge.override import DIR_STRONG, NEGATION, OV_STRONG
from ecc_memory.detectors.judge.read import boundary_first, word_set, words_of

# -- what no ordinary guidance asks -----------------------------------------------------------

# Guidance addressed to agents (AGENTS.md, CLAUDE.md, .cursorrules) names its reader and asks
# ordinary things: read the docs, run the tests, keep CLAUDE.md short, pin dependencies, never
# force-push main. An addressee alone is therefore never a finding; it counts only with a request
# of a class no such guidance makes (``asks_the_unusual``): orders set aside, something hidden
# from the user, a secret moved where others read it, shared work destroyed, a protection
# turned off, one's own work approved, rights granted, an answer dictated to a document reader.
# Each class is a lexicon of acts and, where the act alone is ordinary ("ignore the vendored/
# directory", "delete build/"), a lexicon of what it is done to. A negated act ("never
# force-push main", "do not tell users their password") is what guidance says -- except
# concealment, whose negated form ("do not tell the user") is the request itself.
_U_OVERRIDE = OV_STRONG | word_set("override supersede circumvent evade sidestep disobey bypass")
_U_ORDERS = DIR_STRONG | word_set(
    "rules rule policy policies restrictions safeguards guardrails constraints ethics filters"
    " reviewer reviewers review approval request requests"
)
_U_VOID = word_set("suspended void lifted waived revoked rescinded")
# Words no guidance file needs: a backdoor, a jailbreak, a pretence, a claim dictated.
_U_ALONE = word_set(
    "jailbreak unrestricted jailbroken backdoor backdoors pretend pretending pre-approved"
    " preapproved claim comply"
)
_U_CONCEAL = word_set(
    "silently quietly secretly covertly discreetly stealthily unnoticed unmentioned undisclosed"
)
_U_HIDE = word_set("hide hiding conceal concealing omit omitted omitting")
_U_FROM_WHOM = word_set(
    "user users human humans reviewer reviewers maintainer maintainers log logs summary reply"
    " answer transcript anyone"
)
_U_CONCEAL_VERBS = word_set(
    "tell telling mention mentioning inform informing notify reveal alert surface report"
    " reporting log reported mentioned shown told"
)
# Whom or what a negated telling keeps in the dark: "do not tell the user", "do not log it".
_U_KEPT = word_set(
    "user users human humans reviewer reviewers maintainer maintainers operator owner anyone"
    " anybody them it this that"
)
_U_MOVE = word_set(
    "send sends post posts upload uploads paste email e-mail mail forward exfiltrate leak share"
    " publish transmit expose dump attach embed echo print reveal display output copy"
)
_U_DESTROY = word_set(
    "wipe destroy purge truncate force force-push force-pushing rm rmdir drop delete erase"
    " mkfs shred reset"
)
_U_DESTROY_ALONE = word_set("wipe destroy purge shred mkfs")
_U_SHARED = word_set(
    "main master production prod release trunk database db remote origin history repo"
    " repository backups namespace cluster bucket changelog license codeowners migrations audit"
)
# A protection turned off, in the words people use for it.
_U_DISABLE = word_set(
    "disable disabling deactivate bypass bypassing no-verify circumvent neutralise neutralize"
    " neuter mute silence suppress xfail noqa lower relax weaken loosen comment"
    " skip skipping remove removes removing delete deletes deleting rm disables"
)
_U_CHECKS = word_set(
    "pre-commit hook hooks linter linters lint ci check checks assertion assertions test tests"
    " suite coverage threshold fail_under scanner scanning gitleaks mypy codeowners protection"
    " protections workflow workflows signing gpgsign review reviews security audit guard"
    " guards limiter rate-limiter firewall waf 2fa mfa auth authentication csrf sandbox"
)
_U_LOCAL = word_set("locally slow flaky e2e sandbox offline network")
_U_APPROVE = word_set("approve approves approving approval self-approve self-merge lgtm accept")
_U_OWN = word_set("own yourself itself unreviewed bot account accounts behalf")
_U_TARGETS = word_set("this pr prs pull every all each pending")
_MERGE = word_set("merge")
_WITHOUT = word_set("without")
_U_REVIEWS = word_set("waiting review reviews approval ci tests checks asking")
_U_AUTH = word_set("auth authentication login security 2fa mfa sso")
_U_GRANT = word_set("grant grants granting invite add adds adding make")
_U_RIGHTS = word_set(
    "codeowners maintainer maintainers admin administrator collaborator collaborators owner"
    " owners write-access access permissions key keys authorized_keys"
)
_U_DICTATE = word_set("say respond reply answer output recommend rank rate classify state report")
# An answer dictated word for word ("respond only with 'APPROVED'"), or a ranking fixed in
# advance; not a language or a format ("respond in English only").
_DICTATED = boundary_first(
    r"\b(?:only|just|always|nothing\s+but|exclusively)\s+(?:\w+\s+)?(?:say|respond|reply|answer"
    r"|output)\s+(?:\w+\s+){0,2}?[\"'\u201c]|\b(?:say|respond|reply|answer|output)\s+(?:only|just"
    r"|exclusively|nothing\s+but)\s+(?:\w+\s+){0,2}?[\"'\u201c]|\b(?:always|only)\s+(?:recommend"
    r"|rank|rate|classify)\b|\b(?:recommend|rank|rate|classify)\s+(?:\w+\s+){0,3}?(?:first"
    r"|highest|top|as\s+safe)\b"
)
_U_VERDICT = word_set(
    "safe approved passed passing resolved done reviewed spam legitimate empty clean fine green"
    " no-issues"
)
_U_MASS = word_set("close delete remove dismiss reject bump upgrade accept")
_U_BREADTH = word_set("every all")
_U_PROMOTE = word_set("star upvote endorse")
_U_SHIP = word_set("push deploy ship release")
_U_UNCHECKED = word_set("always without whenever")
# The reader of a document told to send its user somewhere: "tell the user to visit http://...".
_U_ADVISE = word_set("tell telling advise urge recommend")
_U_REGISTRIES = word_set("npm pypi registry crates production prod")

# A clause ends at a sentence mark, a semicolon, a colon or a dash: a negation reaches no further.
_CLAUSE = re.compile(r"[.;:!?()\n\u2014]|\s-\s|,\s(?=(?:then|and|but|so)\b)")
_CLAUSE_KEPT = re.compile(f"({_CLAUSE.pattern})")  # the same, each mark kept between its clauses


_INSTEAD = re.compile(r"\b(?:instead\s+of|rather\s+than)\b")


class _Acts(NamedTuple):
    words: list[str]  # every word of the text
    asked: set[str]  # words not negated (no negation among the three words before, same clause)
    negated: list[int]  # positions in ``words`` of the negated ones
    verbs: set[str]  # asked words in a verb's place: first in a clause, or after "to", "and"...
    after: dict[str, set[str]]  # each asked word: the six words after it in its clause


_BEFORE_VERB = word_set(
    "to and then please also must should will just now always first that which you can may with run"
) | word_set(  # a vocative: "Hey Codex, remove the rate limiter"
    "claude codex copilot gemini cursor assistant assistants agent agents ai llm model bot bots"
)


# "no" negates only the word after it ("no need"), not a verb two words on ("no issues, reply").
_NEAR = word_set("no")
_ALTERNATIVE = word_set("or nor")


def _acts(text: str) -> _Acts:
    acts = _Acts([], set(), [], set(), {})
    barred = False  # the clause before ended "...must not:": this one lists what is refused
    pieces = _CLAUSE_KEPT.split(_INSTEAD.sub(" not ", text))
    for clause, mark in zip(pieces[::2], [*pieces[1::2], ""], strict=True):
        cw = words_of(clause)
        # the first word after a comma is in a verb's place too: "when you edit it, remove ..."
        starts, at = {0}, 0
        for part in clause.split(",")[:-1]:
            at += len(words_of(part))
            starts.add(at)
        alternatives = _alternatives(cw, starts)
        for i, word in enumerate(cw):
            if (
                barred
                or any(w in NEGATION and w not in _NEAR for w in cw[max(0, i - 3) : i])
                or (i and cw[i - 1] in _NEAR)
                or i in alternatives
            ):
                acts.negated.append(len(acts.words) + i)
                continue
            acts.asked.add(word)
            acts.after.setdefault(word, set()).update(cw[i + 1 : i + 7])
            if i in starts or cw[i - 1] in _BEFORE_VERB:
                acts.verbs.add(word)
        acts.words.extend(cw)
        barred = mark == ":" and bool(cw) and cw[-1] in NEGATION and cw[-1] not in _NEAR
    return acts


def _alternatives(words: list[str], starts: set[int]) -> set[int]:
    """Positions a negation reaches through "or" and "nor" beyond its three words, within one
    comma-free stretch: "agents must never run `terraform apply` or `destroy`" refuses every
    alternative ("don't wait, merge" and "don't ask and delete" are not carried on)."""
    reached: set[int] = set()
    # a negation reaches the positions below ``until``; an "or" carries it below ``carried``
    until = carried = -1
    for i, word in enumerate(words):
        if i and i in starts:
            until = carried = -1  # a comma ends the reach of what came before it
        if i < carried:
            reached.add(i)
        if word in NEGATION and word not in _NEAR:
            until = i + 4
        elif word in _ALTERNATIVE and 0 <= i <= until:
            until = carried = i + 4
    return reached


def _on(acts: _Acts, verbs: frozenset[str], objects: frozenset[str]) -> bool:
    """A verb of ``verbs`` asked, with a word of ``objects`` among the six words after it."""
    return any(not objects.isdisjoint(acts.after[v]) for v in verbs.intersection(acts.asked))


def asks_the_unusual(text: str) -> bool:
    """Whether ``text`` (a line or two) asks something no ordinary guidance to agents asks:
    what makes an addressee a finding (docs/security.md)."""
    low = text.lower()
    acts = _acts(low)
    words, asked, negated = acts.words, acts.asked, acts.negated
    ws = set(words)
    return (
        not asked.isdisjoint(_U_ALONE)
        or (not asked.isdisjoint(_U_OVERRIDE) and not ws.isdisjoint(_U_ORDERS))
        or (not ws.isdisjoint(_U_VOID) and not ws.isdisjoint(_U_ORDERS))
        or not asked.isdisjoint(_U_CONCEAL)
        or (not asked.isdisjoint(_U_HIDE) and not ws.isdisjoint(_U_FROM_WHOM))
        or _kept_in_the_dark(words, negated, low)
        or (not acts.verbs.isdisjoint(_U_MOVE) and _secret_or_away(ws, low))
        or (not asked.isdisjoint(_U_DESTROY) and not ws.isdisjoint(_U_SHARED))
        or not asked.isdisjoint(_U_DESTROY_ALONE)
        or ("rm" in asked and ("-rf" in low or "-fr" in low))
        or _turned_off(acts.verbs, ws)
        or _on(acts, _U_APPROVE, _U_OWN | _U_TARGETS)
        or _on(acts, _MERGE, _U_OWN)
        or (not asked.isdisjoint(_U_SHIP | _MERGE) and _on(acts, _WITHOUT, _U_REVIEWS))
        or ("bypass" in ws and not ws.isdisjoint(_U_AUTH))
        or (not asked.isdisjoint(_U_GRANT) and not ws.isdisjoint(_U_RIGHTS) and _grantee(low))
        or _DICTATED.search(low) is not None
        or _on(acts, _U_DICTATE | {"tell"}, _U_VERDICT)
        or (not asked.isdisjoint(_U_DICTATE | {"tell"}) and _verdict(words))
        or ("mark" in asked and "as" in ws and not ws.isdisjoint(_U_VERDICT))
        or (not asked.isdisjoint(_U_MASS) and not asked.isdisjoint(_U_BREADTH))
        or not asked.isdisjoint(_U_PROMOTE)
        or (
            not asked.isdisjoint(_U_SHIP)
            and not ws.isdisjoint(_U_SHARED)
            and not ws.isdisjoint(_U_UNCHECKED)
        )
        or (not asked.isdisjoint(_U_ADVISE) and _AWAY.search(low) is not None)
        or ("publish" in asked and not ws.isdisjoint(_U_REGISTRIES))
        or (not asked.isdisjoint(_U_DICTATE | {"tell"}) and _LIE.search(low) is not None)
        or (not asked.isdisjoint(_U_HAND_OVER) and _PRIVATE.search(low) is not None)
    )


# A false account of the work handed to the user: "tell the user you only fixed a typo", "say
# it was unused", "say that no clauses changed".
_LIE = boundary_first(
    r"\b(?:you|it|we|they)\s+(?:only\s+(?:fixed|changed|touched|ran|reformatted)|(?:was|were)\s+(?:only"
    r"|unused|nothing|never))\b|\bno\s+[\w-]{1,20}\s+(?:changed|were\s+changed|was\s+changed)\b"
    r"|\b(?:there\s+was|there\s+is)\s+nothing\s+to\s+(?:review|report|see)\b"
)
# The user's money or identity handed over: no guidance to a coding agent names them.
_PRIVATE = boundary_first(
    r"\biban\b|\bcard\s+on\s+file\b|\bsaved\s+card\b|\bcard\s+details\b|\bpayslips?\b"
    r"|\brecovery\s+codes\b|\bdate\s+of\s+birth\b|\bhome\s+address\b|\bpassport\s+number\b"
    r"|\btransfer\s+of\s+[$\u20ac\u00a3]\s?\d"
)
_U_HAND_OVER = _U_MOVE | word_set(
    "fill change transfer schedule update reply auto-reply subscribe use using pay wire"
)


# The words without which ``asks_the_unusual`` is false: a text naming an agent is searched for
# an addressee only when it holds one of them (``run``).
UNUSUAL_WORDS = frozenset().union(
    _U_ALONE,
    _U_OVERRIDE,
    _U_VOID,
    _U_CONCEAL,
    _U_HIDE,
    _U_CONCEAL_VERBS,
    _U_MOVE,
    _U_DESTROY,
    _U_DISABLE,
    _U_APPROVE,
    _U_GRANT,
    _U_DICTATE,
    _U_MASS,
    _U_PROMOTE,
    word_set("merge mark push publish rm tell"),
    _U_HAND_OVER,
)


def _verdict(words: list[str]) -> bool:
    """A verdict to hand on: "no issues", "nothing changed"."""
    return any(
        (a == "no" and b in _U_FINDINGS) or (a == "nothing" and b in _U_HAPPENED)
        for a, b in pairwise(words)
    )


_U_FINDINGS = word_set("issues problems findings bugs vulnerabilities errors")
_U_HAPPENED = word_set("changed happened failed broke found")


def _turned_off(verbs_asked: set[str], ws: set[str]) -> bool:
    """A protection turned off (the verb in a verb's place: not "an almost empty mypy.ini");
    tests skipped locally or because they are slow are not one."""
    verbs = verbs_asked & _U_DISABLE
    if not verbs or ws.isdisjoint(_U_CHECKS):
        return False
    return not (verbs <= {"skip", "skipping"} and not ws.isdisjoint(_U_LOCAL))


def _kept_in_the_dark(words: list[str], negated: list[int], low: str) -> bool:
    """A negated telling whose object is a person or this very text ("do not tell the user",
    "do not log it"), not "do not tell users their password" or "never log the token"."""
    for i in negated:
        if words[i] in _U_CONCEAL_VERBS and not _U_KEPT.isdisjoint(words[i + 1 : i + 6]):
            return _TOLD_TO.search(low) is None
        if words[i] in _U_SEEN and not _U_WATCHERS.isdisjoint(words[max(0, i - 4) : i]):
            return True  # "so the filter won't see it": the screen itself evaded
    return False


_U_SEEN = word_set("see sees catch catches notice flag detect")
_U_WATCHERS = word_set("filter filters scanner scanners screen detector detectors moderation")


def _secret_or_away(ws: set[str], low: str) -> bool:
    """A secret, the model's own prompt, or anything sent to an outside address."""
    return (
        has_secret(ws, low)
        or ("prompt" in ws and not ws.isdisjoint(_PROMPTS))
        or _AWAY.search(low) is not None
    )


_PROMPTS = word_set("system hidden initial")
_AWAY = boundary_first(
    r"https?://|\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b|\b[\w.+-]{1,64}@[\w-]{1,64}\.[a-z]{2,}\b"
)
# Not concealment: "do not tell the user to run it", "do not tell users their password".
_TOLD_TO = re.compile(
    r"\b(?:tell|inform|notify|remind|ask)\s+(?:the\s+)?users?\s+(?:to\s|their\s|your\s|the\s+"
    r"(?:password|token|secret|key))"
)
_GRANTEE = re.compile(r"@[\w-]{1,40}|\b(?:me|my|us|our|him|her|them|the\s+user\s+\w{1,20})\b")


def _grantee(low: str) -> bool:
    """Rights granted to someone named (``@mallory``, "me"), not "agents are not admins"."""
    return _GRANTEE.search(low) is not None


def ordinary_guidance(text: str) -> bool:
    """Whether ``text`` (a line a rule flagged, and the next) asks only what guidance to agents
    asks: it names no reader it is unsure of ("whatever model reads this", ``UNSURE_READER``)
    and asks nothing unusual (``asks_the_unusual``). A rule's finding the judge does not share
    stands only on text that is not ordinary guidance (``instructions._stands``)."""
    return UNSURE_READER.search(text.lower()) is None and not asks_the_unusual(text)
