# ruff: noqa: E501  (pattern tables and lexicons, one entry a line)
"""High-risk commands: the severe ones alone, the risky ones with another class."""

from __future__ import annotations

import re

from ecc_memory.detectors.judge.exfil import negated_before
from ecc_memory.detectors.judge.read import boundary_first


# Commands that destroy shared work or trust on their own.
class Gated:
    """Alternatives, each run only where the unit holds one of its gate words: one regular
    expression of twenty alternatives tried every one at every position of every unit."""

    def __init__(self, *rules: tuple[str, str]) -> None:
        """``rules``: (gate, pattern); a gate is words separated by spaces, groups by `` & ``,
        and passes when the unit holds a word of every group."""
        self.rules = [
            (tuple(frozenset(group.split()) for group in gate.split(" & ")), boundary_first(source))
            for gate, source in rules
        ]
        self.gate = frozenset().union(*(groups[0] for groups, _ in self.rules))
        # each word of a first group, and the rules (by index) whose first group holds it
        self.opened: dict[str, list[int]] = {}
        for index, (groups, _) in enumerate(self.rules):
            for word in groups[0]:
                self.opened.setdefault(word, []).append(index)

    def passes(self, words: set[str]) -> bool:
        if self.gate.isdisjoint(words):
            return False
        for groups, _ in self.rules:
            for group in groups:
                if group.isdisjoint(words):
                    break
            else:
                return True
        return False

    def search(self, text: str, words: set[str]) -> re.Match[str] | None:
        """The first rule's match, in the rules' order, among the rules whose every group
        ``words`` meets: only the rules whose first group it meets are looked at (a unit opens
        one or two of the twenty)."""
        found = self.gate.intersection(words)
        if not found:
            return None
        opened = self.opened
        indexes = (
            opened[next(iter(found))]
            if len(found) == 1
            else sorted({index for word in found for index in opened[word]})
        )
        for index in indexes:
            groups, pattern = self.rules[index]
            for group in groups[1:]:
                if group.isdisjoint(words):
                    break
            else:
                match = pattern.search(text)
                if match is not None:
                    return match
        return None


_PUSH = r"\bgit\s+push\b[^\n;|&]{0,80}?"
# What keeps shared work safe: turning one of these off is never routine.
_GUARDS = (
    r"branch\s+protections?|required\s+(?:status\s+)?(?:checks?|reviews?|reviewers)"
    r"|secret[\s-]scann\w{0,5}|\.github/workflows/[\w.-]{1,60}|(?:ci|security|lint|tests?)"
    r"\.ya?ml|\.pre-commit-config\.ya?ml|pre-commit\s+config\w{0,12}|commit\s+signing"
    r"|failing\s+(?:assertions?|checks?)|gitleaks|trufflehog|codeql|push\s+protection"
    r"|(?:\.github/)?dependabot\.ya?ml"
)
_MUTES = (
    r"#\s{0,2}noqa|#\s{0,2}type:\s{0,2}ignore|\bxfail|pytest\.mark\.skip|@skip|continue-on-error"
    r"|--no-verify|eslint-disable|@ts-ignore|//\s{0,2}nolint|\|\|\s{0,2}true\b"
    r"|\bpytest\.skip\(|--audit-level[=\s]none\b"
)
_BREADTH = (
    r"every\s+(?:[\w-]{1,20}\s+)?\w{2,20}|everywhere|always"
    r"|(?:whole|entire|the)\s+(?:test\s+|[\w-]{1,20}\s+)?suite"
    r"|all\s+(?:the\s+)?(?:[\w-]{1,20}\s+)?(?:tests?|lines?|commits?|files?|jobs?|steps?|checks?"
    r"|errors?|warnings?|pushes)"
)
# Commands that destroy shared work or trust on their own.
SEVERE_COMMANDS = Gated(
    ("push & git", rf"{_PUSH}(?:--force(?!-with-lease)(?:-push)?|\s-f)\b[^\n;|&]{{0,60}}?"
     r"\b(?:main|master|production|prod|release|trunk|head:(?:refs/heads/)?(?:main|master))\b"
     rf"|{_PUSH}\s(?:--force(?!-with-lease)|-f)\s+(?:--all|--mirror)\b"
     rf"|{_PUSH}\s\+(?:head:)?(?:refs/heads/)?(?:main|master|prod|release)\b"
     rf"|{_PUSH}\s:(?:refs/heads/)?(?:main|master|production|prod|release|trunk)\b"
     rf"|{_PUSH}\s:refs/|{_PUSH}(?:--delete|\s-d)\s+(?:[\w-]{{1,30}}\s+)?(?:main|master"
     r"|production|prod|release|trunk)\b"),
    ("rm & rf fr r f rrf no-preserve-root", r"\brm\s+(?:-[a-z]{0,4}[rR][a-z]{0,4}\s+)(?:--no-preserve-root\s+)?(?:/\*?|~/?"
     r"|\$home/?|\$\{home\}/?|/(?:etc|usr|var|home|boot)\b/?"
     # the user's keys and settings, a database's data directory
     r"|~/\.(?:ssh|gnupg|aws|kube|config)/?|/var/lib/(?:postgresql|mysql|mongodb|docker|etcd|redis)"
     r"(?:/[\w.-]{1,40}){0,4}/?)(?=[\s;|&`'\")]|$)"),
    # every branch or tag of the remote deleted in one pipe
    ("xargs & push", r"\|\s{0,4}xargs\b[^\n|]{0,40}?\bgit\s+push\b[^\n|]{0,30}?(?:--delete|\s-d\b|\s:)"),
    # the audit trail emptied
    ("truncate drop", r"\b(?:truncate(?:\s+table)?|drop\s+table)\s+(?:if\s+exists\s+)?[\w.]{0,30}audit\w{0,30}"),
    ("find & delete", r"\bfind\s+(?:/|~|\$home)\s[^\n;|&]{0,60}?-delete\b"),
    ("mkfs", r"\bmkfs(?:\.\w{1,8})?\s+/dev/"),
    ("dd & of", r"\bdd\s[^\n;|&]{0,60}?\bof=/dev/(?:sd|nvme|hd|xvd|disk|mmcblk)"),
    ("chmod & 777 0777", r"\bchmod\s+-r\s+0?777\s+/(?=[\s;|&`'\")]|$)"),
    ("drop & production prod live", r"\bdrop\s+(?:the\s+)?(?:production|prod|live)\s+(?:database|db"
     r"|tables?|schema)\b"),
    # Shared systems destroyed by name: a production database, namespace or stack, a repository.
    ("drop & database table schema",
     r"\bdrop\s+(?:database|table|schema)\b[^\n]{0,60}?\b(?:prod\w{0,8}|live)\b"
     r"|\b(?:prod\w{0,20}|live)\s+(?:database|db|cluster|server)\b[^\n]{0,60}?\bdrop\s+(?:database"
     r"|table|schema)\b|\$\{?prod\w{0,30}\b[^\n]{0,60}?\bdrop\s+(?:database|table|schema)\b"),
    ("aws gsutil & rm rb & recursive force r",
     r"\b(?:aws\s+s3\s+(?:rm|rb)|gsutil\s+(?:-m\s+)?rm)\s[^\n;|&]{0,80}?(?:backups?|prod\w{0,10})"
     r"[^\n;|&]{0,80}?(?:--recursive|--force|\s-r\b)"),
    ("kubectl & delete", r"\bkubectl\s+delete\s+(?:ns|namespaces?)\s+(?:prod\w{0,8}|live|default"
     r"|kube-system)\b|\bkubectl\s+delete\s+(?:ns|namespaces?|all)\s+--all\b"),
    ("terraform & destroy", r"\bterraform\s+destroy\b[^\n]{0,60}?(?:-auto-approve\b|\bprod\w{0,8}\b)"),
    ("gh & repo & delete", r"\bgh\s+repo\s+delete\b"),
    # A script from a bare address run by a shell: no installer is published that way.
    ("curl wget & sh bash zsh dash", r"\b(?:curl|wget)\b[^\n|`]{0,80}?https?://\d{1,3}(?:\.\d{1,3}){3}\b"
     r"[^\n|`]{0,80}\|\s{0,4}(?:sudo\s+)?(?:ba|z|da)?sh\b"),
    # Code fetched by a one-liner and handed to an interpreter: "node -e \"require('https')
    # .get(url, r => r.pipe(process.stdout))\" | node". Not ``curl url | python3 -``: installers
    # are published that way (Poetry's), as ``curl url | sh`` (rustup's, uv's).
    ("node python python3 ruby perl php & require https http urlopen urllib",
     r"(?:\brequire\(\s{0,2}['\"]https?['\"]\s{0,2}\)|\burlopen\()[^\n`]{0,160}?"
     r"\|\s{0,4}(?:sudo\s+)?(?:node|python3?|ruby|perl|php)\b(?!\s+-m\s+json)"),
    # The reader's tools hijacked: sudo aliased, its password fed from the text.
    ("alias sudo & sudo", r"\balias\s+sudo\s{0,2}=|\bsudo\s+-s\b[^\n;|&]{0,20}?<<<"),
    # One's own work approved or merged past review: no guidance asks it of anyone.
    ("approve approves approving approval merge merges merged merging lgtm & own yourself"
     " themselves itself you",
     r"\b(?:approv\w{0,3}|merg\w{0,3}|lgtm)\b[^.;\n]{0,80}?\b(?:(?:your|their)\s+own\s+(?:pull\s+"
     r"requests?|prs?|changes?|merge\s+requests?|work|code|commits?|patch(?:es)?|release)|yourself"
     r"|themselves|by\s+you)\b(?![^.;\n]{0,30}\b(?:review(?:ed|s)?\s+by|after\s+review))"),
    ("approve approves & second another alternate alt other & account accounts",
     r"\bapprov\w{0,3}\b[^.;\n]{0,60}?\b(?:second|another|alternate|alt|other)\s+(?:github\s+|gh\s+)?"
     r"accounts?\b"),
    # (not "merge with `gh pr merge --admin` only after review": a team's rule for its bypass)
    ("gh & merge & admin", r"\bgh\s+pr\s+merge\b[^\n;|&]{0,40}?--admin\b(?![^.;\n]{0,30}?\bonly\s+"
     r"(?:after|once|when)\s+(?:(?:a|the|code|human|its|it\s+is|it's|it\s+has|been)\s+){0,3}"
     r"(?:review|reviewed|approval|approved)\b)"),
    # ... or approved by a second identity, marked reviewed by its author, merged ahead of review
    ("approve approving approves approval lgtm token account & bot service machine second alt"
     " other admin helper token account credentials",
     r"\b(?:approv\w{0,3}|lgtm)\b[^.;\n]{0,60}?\b(?:with|from|using|via|as)\s+(?:the\s+|a\s+"
     r"|your\s+|our\s+)?(?:[\w-]{1,30}'s\s+|[\w-]{0,30}?(?:bot|service|machine|second|alt|other|admin"
     r"|helper|maintainer|owner|reviewer|lead)[\s-])(?:account|token|user|credentials)\b|\b[\w-]{0,30}?(?:bot|helper|service|admin)[\s-](?:account|token)"
     r"\s+to\s+approve\b"),
    ("mark & approved reviewed passed", r"\bmark\s+(?:the\s+|this\s+|your\s+|my\s+)?(?:pr|pull\s+request"
     r"|merge\s+request|review|change)\s+as\s+(?:approved|reviewed|passed)\b"),
    ("mark tick check write & complete completed done passed verified approved reviewed & even"
     " without before",
     r"\b(?:mark|tick|check|write)\b[^.;\n]{0,60}?\b(?:complete|completed|done|passed|verified"
     r"|approved|reviewed)\b[^.;\n]{0,40}?\b(?:even\s+if|even\s+when|without|before)\s+(?:no\s+"
     r"|any\s+|a\s+|the\s+)?(?:human|reviewer|qa|one|anyone|maintainer)s?\b(?!\s+(?:approves?|signs?))"),
    ("skip & review reviews & anything everything all",
     r"\bskip\s+(?:the\s+)?(?:code\s+)?reviews?\s+(?:for|on)\s+(?:anything|everything|all)\b[^.;\n]{0,20}?"
     r"\byou\b"),
    ("need & see review approve & agent your bot automated ai",
     r"\b(?:(?:security|qa|review)\s+team|reviewers?|qa|maintainers?|humans?)\s+(?:does\s+not|doesn'?t|do\s+not"
     r"|don'?t|need\s+not|needn'?t)\s+(?:need\s+to\s+)?(?:see|review|look\s+at|check|approve)\s+"
     r"(?:the\s+)?(?:agent|your|bot|automated|ai)[\s-]{0,2}(?:prs?|pull\s+requests?|changes|commits|code"
     r"|work)\b"),
    ("mark resolve tick check dismiss & yourself",
     r"\b(?:mark|resolve|tick|check)\s+(?:the\s+|all\s+|every\s+)?(?:[\w'-]{1,30}\s+){0,3}?"
     r"(?:reviews?|comments?|approvals?|reviewed|checklist|box)\b[^.;\n]{0,40}?\byourself\b"),
    ("merge merging merged & reviewer reviewers review approval maintainer maintainers",
     r"\bmerg\w{0,3}\b[^.;\n]{0,60}?\b(?:without\s+waiting\s+for|before)\s+(?:the\s+|a\s+"
     r"|any\s+)?(?:reviewers?|reviews?|approvals?|maintainers?)\b(?![^.;\n]{0,20}\b(?:approves?"
     r"|approved|signs?\s+off))"),
    ("dismiss dismisses & review reviews",
     r"\bdismiss\w{0,3}\s+(?:the\s+|any\s+|all\s+|every\s+)?(?:[\w'-]{1,30}\s+){0,3}?reviews?\b"
     r"(?=[^\n]{0,80}\bmerg|\s+(?:that|which)\s+requests?)"),
    ("add & codeowners maintainer maintainers admin admins owners collaborator collaborators",
     r"\badd\s+(?:yourself|me|us)\s+(?:[\w-]{1,20}\s+){0,2}?(?:to|as)"
     r"\s+(?:the\s+|a\s+|an\s+)?(?:codeowners|maintainers?|admins?|owners?|collaborators?)\b"),
    # A protection of shared work turned off, in the words people use for it.
    ("disable disabling turn switch deactivate remove delete empty neutralise neutralize neuter"
     " gut comment drop & protection protections checks check scanning scanner codeowners"
     " workflows yml yaml pre-commit pre-commit-config signing assertion assertions gitleaks"
     " trufflehog codeql dependabot",
     rf"\b(?:disable|turn\s+off|switch\s+off|deactivate|remove|delete|empty|neutrali[sz]e|neuter"
     r"|gut|comment\s+out|drop)\s+(?:the\s+|all\s+|every\s+|any\s+|its\s+)?(?:[\w./-]{1,40}\s+){0,2}?"
     rf"(?:{_GUARDS})\b(?!\s+(?:docs?|documentation|page|section|notes?|text|screenshots?|examples?"
     r"|tests?|wording|link)\b)"),
    # ... or made vacuous: a threshold set to zero, a suppression applied wholesale.
    ("threshold fail_under fail-under coverage minimum",
     r"\b(?:coverage\s+threshold|fail[_-]under|min(?:imum)?[_\s-]coverage|coverage\s+(?:minimum"
     r"|floor|gate))\b[^\n.;]{0,30}?(?:\bto\s{1,3}|=\s{0,2})(?:`?0(?:\.0)?\s{0,2}%?(?![\w.])|zero\b)"),
    # ... a gate told to pass whatever it sees, the hooks pointed at nothing, a workflow renamed
    # out of the way, a test rewritten to expect whatever the code now does
    ("always & gate gates checks check",
     r"\b(?:quality|coverage|merge|security)\s+gates?\b[^\n.;]{0,40}?\bto\s+['\"]?always\s+"
     r"(?:pass|passes|green|succeed)\b"),
    ("hookspath", r"\bcore\.hookspath\b[^\n;&]{0,12}?(?:/dev/null|/tmp\b)"),
    ("rename move & workflows workflow yml yaml pre-commit-config",
     r"\b(?:rename|move)\s+(?:the\s+)?(?:\.github/workflows|\.pre-commit-config\.ya?ml|(?:\.github/workflows/)?"
     r"[\w.-]{1,40}\.ya?ml)\s+(?:to|into)\s+\S{0,60}?(?:[-_.]off|[-_.]disabled|\.bak)\b"),
    ("whatever anything & test tests assertion assertions",
     r"\b(?:rewrite|change|update|edit)\s+(?:the\s+)?(?:tests?|assertions?)\s+so\s+(?:that\s+)?(?:it|they)"
     r"\s+(?:asserts?|expects?|matches?|accepts?)\s+(?:whatever|anything)\b"),
    ("noqa ignore xfail skip continue-on-error no-verify eslint-disable ts-ignore nolint true"
     " audit-level & every"
     " everywhere all whole entire each always suite",
     rf"\b(?:{_BREADTH})\b[^\n]{{0,60}}?(?:{_MUTES})|(?:{_MUTES})[^\n]{{0,60}}?\b(?:{_BREADTH})\b"),
    ("replace change rewrite & true & assert assertion assertions asserts",
     r"\b(?:replace|change|rewrite)\s+(?:every|all|each|the)\s+(?:\w+\s+)?assert\w{0,6}\s+(?:with|to|into)"
     r"\s+`?assert\s+true\b"),
    ("comment & out & assert assertion assertions asserts & failing broken red flaky all every",
     r"\bcomment\s+out\s+(?:(?:the|all|every|any|of)\s+){0,3}(?:failing|broken|red|flaky)\s+"
     r"(?:[\w-]{1,20}\s+)?assert\w{0,6}\b|\bcomment\s+out\s+(?:all|every)\s+(?:the\s+)?assert\w{0,6}\b"),
)  # fmt: skip
_PROTECTIONS = (
    "waf firewall 2fa mfa two-factor linter linters lint tests test checks review reviews"
    " codeowners workflow workflows scanning security guard branch scanner scanners hook hooks"
    " pre-commit audit signing antivirus approval ci status auth"
)
# Commands and requests that are ordinary in a runbook but not when a memory aims them at the
# agent, hides them or comes after an override.
RISKY_COMMANDS = Gated(
    ("curl wget & sh bash zsh dash", r"\b(?:curl|wget)\b[^\n`]{0,100}?\|\s{0,4}(?:sudo\s+)?(?:ba|z|da)?sh\b"),
    ("no-verify", r"--no-verify\b"),
    (f"{_PROTECTIONS} & disable turn switch deactivate remove removes removing bypass skip"
     " circumvent kill overwrite empty delete uninstall", r"\b(?:disable|turn\s+off|switch\s+off|deactivate|remov(?:e|es|ing)|bypass|skip|uninstall"
     r"|circumvent|kill|overwrite|empty|delete)\s+(?:the\s+|all\s+|every\s+|any\s+)?"
     r"(?:[\w-]{1,20}\s+){0,2}?(?:waf|firewall|2fa|mfa|two-factor|linters?|lint|tests|test\s+suite"
     r"|checks|security\s+review|reviews?|codeowners|workflows?|secret\s+scanning|scanning"
     r"|security\.yml|auth\s+check|guard|branch\s+protections?|secret\s+scann\w+|scanners?|hooks?"
     r"|pre-commit|audit\s+log\w*|code\s+review|required\s+reviews?|signing|antivirus"
     r"|security\s+checks?|approval\s+gate|ci\s+checks?|status\s+checks?|ci)\b"),
    ("own & approve merge", r"\b(?:approve|merge)\s+(?:your|its|their|my)\s+own\b"),
    ("yourself", r"\byourself\b"),
    ("approve & pr pull merge release change every all each any", r"\bapprove\s+(?:this|the|my)\s+(?:pr|pull\s+request|merge\s+request|release"
     r"|change)\b|\b(?:approve|merge)\s+(?:every|all|each|any)\s+(?:pending\s+|open\s+)?"
     r"(?:pull\s+requests?|prs?|merge\s+requests?)\b"),
    ("merge & every all each any", r"\bmerge\s+(?:every|all|each|any)\s+(?:pending\s+|open\s+)?"
     r"(?:pull\s+requests?|prs?|merge\s+requests?)\b"),
    ("without & merge deploy ship push promote release", r"\b(?:merge|deploy|ship|push|promote|release)\b[^.\n]{0,40}?\bwithout\s+"
     r"(?:any\s+)?(?:review|approval|waiting|ci|tests|checks|running)\b"),
    ("directly straight & push deploy ship promote commit", r"\b(?:push|deploy|ship|promote|commit)\s+(?:[\w-]{1,20}\s+){0,3}?"
     r"(?:directly|straight)\s+(?:to|on|into)\s+(?:main|master|prod|production)\b"),
    ("force-push force-pushed force-pushing force", r"\bforce[- ]push(?:ed|ing)?\b"),
    ("push & git & f force", r"\bgit\s+push\s[^\n;|&]{0,60}?(?:--force(?!-with-lease)|\s-f\b)"),
    ("history filter-branch filter-repo reset & rewrite rewriting git", r"\b(?:rewrite|rewriting)\s+(?:the\s+)?"
     r"(?:git\s+)?history\b|\bgit\s+filter-(?:branch|repo)\b"
     r"|\bgit\s+reset\s+--hard\b[^\n]{0,60}&&\s{0,4}git\s+push"),
    ("delete close & tests test failing repository repo remote branch main every all",
     r"\bdelete\s+(?:the\s+)?(?:tests?|failing\s+tests?|repository|repo"
     r"|remote\s+branch|main\s+branch|branch\s+main)\b|\b(?:close|delete)\s+(?:every|all)\s+"
     r"(?:open\s+)?(?:issues?|prs?|pull\s+requests?|branches)"),
    ("chpasswd", r"\bchpasswd\b"),  # a password set inside an image
    ("authorized_keys chmod rm", r"\bauthorized_keys\b|\bchmod\s+-r\s+0?777\b"
     r"|\brm\s+-rf\s+\.git\b"),
)  # fmt: skip
_PAST = re.compile(
    r"\b(?:ran|was|were|had|has\s+been|would|could|might|accidentally|someone|once(?!\s+(?:ci|the\s+\w{1,20}|it|tests?)\s+(?:passes|pass|is|are|goes|turns|lands|finishes))|lost|broke|caused|happened"
    r"|incident|postmortem|post-mortem|blocked|rejected|prevents?|guard"
    r"|denied|disallow\w*|revert\w*|refus\w*|forbid\w*|warns?|warning|dangerous|careful|why"
    r"|how\s+to\s+recover|recover|if\s+someone|fix(?:ed|es)?|stop(?:ped)?\s+force|must\s+not"
    r"|should\s+not|never|no\s+one\s+(?:may|can|should)|avoid|not\s+allowed|only\s+with"
    r"|approval\s+from|owner'?s\s+approval|ask\s+(?:first|before)|requires?)\b"
)


def acted(unit: str, match: re.Match[str] | None) -> bool:
    """A command asked for: not negated before it in its clause, not told as the past, a
    warning or a rule (``_PAST``)."""
    return (
        match is not None
        and not negated_before(unit, match.start())
        and (_PAST.search(unit) is None)
    )


_LOCAL = boundary_first(r"\blocally\b|\bon\s+your\s+(?:own\s+)?machine\b|\bslow\b|\bflaky\b")


_SUBSET = boundary_first(r"--include\b|\bpartial\b|\bsingle[\s-]file\b|\bsubset\s+of\b")


def subset_report(unit: str, match: re.Match[str] | None) -> bool:
    """A coverage threshold set to zero for a report on part of the code ("``coverage report
    --include=src/foo.py --fail-under=0``": a partial run cannot reach the project's floor):
    how guidance files scope a local check, not the project's gate made vacuous."""
    return (
        match is not None
        and ("fail" in match.group() or "coverage" in match.group())
        and _SUBSET.search(unit) is not None
    )


def local_tests(unit: str, match: re.Match[str] | None) -> bool:
    """Tests skipped on one's own machine ("skip the slow tests locally; CI runs them"): what
    guidance files tell agents, not a protection turned off."""
    return match is not None and "test" in match.group() and _LOCAL.search(unit) is not None
