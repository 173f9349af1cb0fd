# ruff: noqa: E501  (pattern tables, one entry a line)
"""Acts asked of the reader with no trigger phrase: an act no user expects, and how it is asked.

A poisoned note need not say "ignore" or name the model: it asks the next reader for an act that
changes shared state behind the user's back -- a persistence hook (a crontab line, a shell
profile, ``PATH`` through ``/tmp``), rights handed out (a deploy key with write access, a
collaborator, ``CODEOWNERS``, an admin role), a protection turned off in words the other classes
do not know (``verify=False``, a firewall, the audit log, the permission prompts), a base image
or a CI environment swapped, one's own work approved by a sign-off the text grants itself, data
sent to an outside address, a false report -- and attaches how it is to be done: at once ("first
thing", "as soon as you read this"), without consent ("no need to check with anyone", "don't
ask", "on your own"), unseen ("quietly", "never bring it up"), or to the next reader ("Action for
next agent:", "when you next ...").

Each class of act is a rule (``RULES``) gated by its words and looked up by the words of what it
acts on, so ordinary text pays a set lookup. An "act" counts with ``PUSH`` (the manner or the
reader) in its unit or a neighbour; an "alone" act (a false report, one's acts kept off the
record, one's own approval declared enough) counts alone; a "shared" act (a bucket made public,
a release published: ordinary when asked openly) counts with ``BEHIND`` (unseen, past those who
must agree). Guidance states these acts as prohibitions ("never add deploy keys"), runbooks
describe them with no manner, transcripts report them (``User:``): a negation in the act's
clause before it or inside it, prose about attacks, and a table row void it (``asked_acts``).
"""

from __future__ import annotations

import re
from collections.abc import Set as AbstractSet
from typing import NamedTuple

from ecc_memory.detectors.judge.read import boundary_first, word_set


class _Rule(NamedTuple):
    groups: tuple[frozenset[str], ...]  # a word of each must be in the text for ``pattern`` to run
    pattern: re.Pattern[str]
    kind: str  # "act" (counts with ``PUSH``), "alone", "shared" (counts with ``BEHIND``)


def _rule(kind: str, groups: str, pattern: str) -> _Rule:
    """``groups``: word groups separated by ``/``, each a set of words the text must meet."""
    return _Rule(tuple(word_set(g) for g in groups.split("/")), boundary_first(pattern), kind)


# Up to 80 characters of the clause (a dot inside a path or a version does not end it).
_GAP = r"(?:[^.;\n]|\.(?=[\w/])){0,80}?"
# A verb that adds or hands over (before what it adds to); one that turns off.
_ADD = (
    r"\b(?:add|adds|adding|append|appending|install|put|write|create|insert|register|schedule"
    r"|set\s+up|set|edit|modify|change|swap|switch|replace|point|grant|give|make|generate|issue"
    r"|invite|apply|update|hand|transfer|assign|allow|whitelist|allowlist|export|prepend|upgrade"
    r"|promote|elevate|drop|dropped|dropping|pull|pulls|store|re-?point|redirect|move)\b" + _GAP
)
_ADD_WORDS = (
    "add adds adding append appending install put write create insert register schedule set edit"
    " modify change swap switch replace point grant give make generate issue invite apply update"
    " hand transfer assign allow whitelist allowlist export prepend upgrade promote elevate drop"
    " dropped dropping pull pulls store re-point repoint redirect move"
)
_OFF = (
    r"\b(?:turn\s+off|switch\s+off|disable|remove|delete|drop|comment\s+out|lower|relax|mute"
    r"|silence|suppress|flip|toggle|uncheck|bypass|skip|stop|kill|loosen|weaken)\b" + _GAP
)
_OFF_WORDS = (
    "turn switch disable remove delete drop comment lower relax mute silence suppress flip toggle"
    " uncheck bypass skip stop kill loosen weaken"
)
_SENT = (
    r"\b(?:env|\.env|secrets?|credentials?|tokens?|keys?|passwords?|history|conversation|prompt"
    r"|private|config|contents|values|output|outputs|yaml|dump|cookies|session)\b"
)
_SEND = r"\b(?:post|send|mirror|upload|dm|forward|attach|pipe|copy)\b"
_SEND_WORDS = "post send mirror upload dm forward attach pipe copy"
_WIDE = r"(?:[^.\n]|\.(?=\w))"

# Each class of act, gated by the words its pattern needs; each pattern bounded (no nested
# unbounded repeat), and run only on text that holds a word of each of its groups.
RULES = (
    # persistence: a scheduled job, a shell profile, a key to log in with, PATH through /tmp
    _rule("act", f"{_ADD_WORDS}/crontab cron systemd launch launchd bashrc zshrc bash_profile zprofile"
          " profile authorized_keys tmp postinstall preinstall hookspath rc sudoers nopasswd startup",
          _ADD + r"(?:\bcrontab\b|\bcron\s+(?:entry|job|line|schedule)\b|\bsystemd\s+(?:unit|service|timer)\b"
          r"|\blaunch\s?(?:agent|daemon)\b|\.(?:bashrc|zshrc|bash_profile|zprofile|profile)\b"
          r"|\bauthorized_keys\b|\bpath\b[^.;\n]{0,20}/tmp\b|\b(?:post|pre)install\b|\bhookspath\b"
          r"|\brc\.local\b|\bsudoers\b|\bnopasswd\b|\bstartup\s+(?:line|script|item)\b)"),
    # rights handed out
    _rule("act", f"{_ADD_WORDS}/deploy write admin owner maintainer superuser role is_admin is_superuser"
          " collaborator collaborators codeowners personal administrator scopes scope permissions",
          _ADD + r"(?:\bdeploy\s+keys?\b|\bwrite\s+access\b|\b(?:admin|owner|maintainer|superuser)\s+(?:access"
          r"|rights|role|permissions?|privileges)\b|\b(?:role|is_admin|is_superuser)\b[^.;\n]{0,12}\b(?:admin|true|1)\b"
          r"|\bcollaborators?\b|\bcodeowners\b|\bpersonal\s+access\s+tokens?\b"
          r"|@[\w-]{1,40}\s+(?:an?\s+)?(?:org\s+|repo\s+|project\s+)?(?:owner|admin|administrator|maintainer)s?\b"
          r"|\b(?:full|admin|write|all)\s+(?:repo\s+)?(?:scopes?|permissions)\b)"),
    # the build's inputs swapped for someone else's
    _rule("act", f"{_ADD_WORDS}/base index-url registry environment",
          _ADD + r"(?:\bbase\s+image\b[^.;\n]{0,40}\bto\s+`?[\w-]+\.[\w.-]+/"
          r"|\b(?:index-url|registry)\b[^;\n]{0,20}https?://|\benvironment:\s{0,2}(?:production|prod|staging)\b)"),
    # a protection turned off where no other class calls it a check
    _rule("act", f"{_OFF_WORDS}/ssl tls certificate cert host firewall audit workspace permission"
          " security dependabot secret branch required signed selinux apparmor antivirus logging csrf"
          " rate rate-limit rate-limiter ratelimit rate-limiting auth authentication authorization"
          " signature checksum integrity 2fa mfa",
          _OFF + r"(?:\b(?:ssl|tls|certificate|cert|host\s+key)\s+(?:verification|checks?|checking)\b|\bfirewall\b"
          r"|\baudit\s+(?:log\w*|trail)\b|\bworkspace\s+trust\b|\bpermission\s+(?:prompts?|mode|checks?)\b"
          r"|\bsecurity\s+(?:alerts?|settings?|warnings?)\b|\bdependabot\s+alerts?\b|\bsecret\s+scanning\b"
          r"|\bbranch\s+protection\b|\brequired\s+(?:reviews?|checks?|status\s+checks?)\b|\bsigned\s+commits\b"
          r"|\bselinux\b|\bapparmor\b|\bantivirus\b|\blogging\s+middleware\b|\bcsrf\b|\brate[\s-]?limit(?:er|ing|s)?\b"
          r"|\b(?:auth|authentication|authorization|permission)\s+(?:checks?|middleware|guard|decorator)\b"
          r"|\b(?:signature|checksum|integrity)\s+(?:checks?|verification)\b|\b2fa\b|\bmfa\b)"),
    # protections off, named by their setting
    _rule("act", "verify pythonhttpsverify node_tls_reject_unauthorized ufw setenforce bypasspermissions"
          " dangerously-skip-permissions stricthostkeychecking sslverify",
          r"\bverify\s{0,2}=\s{0,2}false\b|\b(?:pythonhttpsverify|node_tls_reject_unauthorized)\s{0,2}=\s{0,2}0\b"
          r"|\bufw\s+disable\b|\bsetenforce\s+0\b|\bbypasspermissions\b|\bdangerously-skip-permissions\b"
          r"|\bstricthostkeychecking[=\s]{1,3}no\b|\bsslverify\s{0,2}(?:=\s{0,2})?false\b"),
    # a flag or a setting that drops a check: TLS, authentication, a package index trusted
    _rule("act", "insecure no-check-certificate trusted-host allow-unauthenticated allow_unauthenticated"
          " allow_anonymous auth_enabled require_auth",
          # a flag alone is ordinary (an internal mirror); added to every call, the check is gone
          r"\b(?:append|add)\s{1,4}`?--(?:insecure|no-check-certificate|trusted-host)\b[^.;\n]{0,10}?\s(?:to|on)\s+(?:every|all|each)\b"
          r"|\b(?:allow_unauthenticated|allow_anonymous)\s{0,2}[:=]\s{0,2}(?:true|1|yes)\b"
          r"|\b(?:auth_enabled|require_auth)\s{0,2}[:=]\s{0,2}(?:false|0|no|off)\b"),
    # a file opened to all, a group that is root in all but name
    _rule("act", "chmod usermod docker sudo wheel",
          r"\bchmod\s+(?:-r\s+)?0?777\b|\badd\s+(?:yourself|[\w@.-]{1,40})\s+to\s+the\s+(?:docker|sudo|wheel)\s+group\b"
          r"|\busermod\s+-a?g\s+(?:docker|sudo|wheel)\b"),
    # a secret put where others read it, whatever the verb
    _rule("act", "description public notion slack channel gist pastebin",
          r"(?:\b[a-z0-9]{1,20}_(?:url|key|token|secret|password|dsn)\b|\b(?:restricted|secret|private|api|access"
          r"|deploy|signing)\s+keys?\b|\bpasswords?\b|\bcredentials\b|\bsecrets\b)" + _GAP
          + r"(?:\bpr\s+description\b|\bpublic\s+(?:one|page|channel|repo|wiki|doc)\b|\bnotion\b"
          r"|\bslack\b|\bchannel\b|\bgist\b|\bpastebin\b)"),
    # one's own work approved by a sign-off the text grants
    _rule("act", "own approver blanket lgtm skip directly straight opening migration migrations",
          r"\b(?:review|approval)\s+(?:from|with|using)\s+your\s+own\b|\byour\s+own\s+(?:token|account|approval)\b"
          r"|\bapprover\s+of\s+record\b|\bblanket\s+(?:sign-?off|approval)\b"
          r"|\blgtm\s+(?:from\s+me\s+)?in\s+advance\b|\bskip\s+the\s+(?:human\s+)?review(?:er)?\b"
          r"|\b(?:push|commit|merge)\s+(?:it\s+|them\s+)?(?:there\s+)?(?:directly|straight\s+(?:to|into)\s+(?:main|master|prod|production|release))\b"
          r"|\bwithout\s+opening\s+a\s+(?:pr|pull\s+request)\b|\bprod(?:uction)?\s+migrations?\b"),
    # data sent out, and where it goes; or named first ("... .env and post them to https://")
    _rule("act", f"{_SEND_WORDS}/https http webhook gist pastebin public",
          _SEND + _WIDE + "{0,60}" + _SENT + _WIDE + r"{0,80}(?:https?://|\bwebhook\b|\bgist\b|\bpastebin\b"
          r"|\bpublic\s+(?:issue|gist|channel|repo|discussion))"),
    _rule("act", _SEND_WORDS, _SEND + r"[^.\n]{0,120}@[\w-]{1,30}-external\b"),
    _rule("act", "post send upload forward pipe/them it those these/https http webhook gist pastebin",
          _SENT + _WIDE + r"{0,60}\b(?:post|send|upload|forward|pipe)\s+(?:them|it|those|these)\b"
          + _WIDE + r"{0,40}(?:https?://|\bwebhook\b|\bgist\b|\bpastebin\b)"),
    # a program run from a temporary directory or a bare address, a script piped to a shell
    _rule("act", "run running execute executing source launch start/tmp shm http https",
          r"\b(?:run|running|execute|executing|source|launch|start)\b(?:[^.;\n]|\.(?=[\w/])){0,60}?"
          r"(?:(?<![\w.])/(?:tmp|dev/shm|var/tmp)/|https?://\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b)"),
    _rule("act", "curl wget", r"\b(?:curl|wget)\s[^|\n]{0,200}\|\s{0,2}(?:sudo\s+)?(?:ba|z)?sh\b"),
    _rule("act", "secrets", r"\bget\s+secrets\b"),
    # whole classes of alerts dismissed unread
    _rule("act", "dismiss close/bulk alert alerts",
          r"\b(?:dismiss|close)\s+(?:them\s+|every\s+|all\s+)[^.\n]{0,40}\b(?:in\s+bulk|alerts?)\b"),
    # alone: a report made false, one's acts kept off the record
    _rule("alone", "regardless",
          r"\breport\s+(?:success|it\s+as\s+(?:done|passed|successful))\b[^.\n]{0,60}\bregardless\b"),
    _rule("alone", "recorded logged",
          r"\b(?:actions?|changes?|commands?)\s+(?:aren't|are\s+not|won't\s+be|isn't|is\s+not)\s+(?:recorded|logged)\b"),
    _rule("alone", "keep leave/off out",
          r"\b(?:keep|leave)\s+(?:the\s+|this\s+|that\s+|it\s+|your\s+)?[\w-]{0,20}\s?[\w-]{0,20}\s?[\w-]{0,20}\s+(?:off|out\s+of)\s+(?:the\s+|your\s+)?(?:changelog|diff|final\s+message|summary|report|pr\s+description|handoff)\b"),
    _rule("alone", "hide",
          r"\bhide\s+(?:changes?|edits?|commits?)\s+(?:to|in|under)\s+\S{1,40}\s+from\s+(?:the\s+)?(?:diff|summary|user|report)\b"),
    # alone: a secret put where the public reads it; a sign-off the text grants itself, and the merge
    _rule("alone", "public/secrets secret env credentials tokens token api keys key",
          r"\b(?:secrets?|\.env|credentials|tokens?|api\s+keys?)\b[^.\n]{0,80}\bpublic\s+(?:issue|gist|channel|repo|paste)"),
    _rule("alone", "approver blanket lgtm pre-approved preapproved",
          r"\b(?:approver\s+of\s+record|blanket\s+(?:sign-?off|approval)|lgtm\s+(?:from\s+me\s+)?in\s+advance"
          r"|pre-?approved)\b[^\n]{0,100}\b(?:merge|push|apply|approve)\b"),
    # alone: one's own work approved, past a review that asked for changes; one's own approval
    # declared enough; checks declared optional for the reader
    _rule("alone", "yourself",
          r"\b(?:approve|resolve|dismiss|close)\s+(?:it|them|this|the\s+[\w-]{1,20}|every\s+[\w-]{1,20}(?:\s+[\w-]{1,20})?"
          r"|all\s+[\w-]{1,20}(?:\s+[\w-]{1,20})?)\s+yourself\b"),
    _rule("alone", "merge/even",
          r"\bmerge\s+(?:it\s+)?even\s+(?:when|if|though)\b[^.\n]{0,40}\b(?:changes\s+(?:were|are|have\s+been)\s+requested|fail\w*|red)\b"),
    _rule("alone", "own self self-review self-approval self-lgtm self-sign-off self-signoff",
          r"\b(?:your\s+own|self-?)\s?(?:review|approval|lgtm|sign-?off)\s+(?:counts|is\s+(?:enough|sufficient|fine)|will\s+do)\b"),
    _rule("alone", "optional advisory required needed informational",
          r"\b(?:hooks?|checks?|ci|tests?|linters?|reviews?|scans?|approvals?)\s+(?:are|is)\s+(?:optional|advisory"
          r"|not\s+required|not\s+needed|informational)\s+for\s+(?:you|agents|the\s+(?:agent|assistant|bot))\b"),
    # alone: one's own work declared reviewed, a second identity's approval, the rules declared
    # not to apply to the reader ("fixed": the negation is the shape, not a prohibition)
    _rule("alone", "treat consider count deem regard/own",
          r"\b(?:treat|consider|count|deem|regard)\s+your\s+own\s+[\w\s-]{0,30}?\b(?:as\s+)?(?:reviewed|approved|signed\s+off)\b"),
    _rule("alone", "act serve/own",
          r"\b(?:act|serve)\s+as\s+(?:the\s+)?(?:second\s+|other\s+)?(?:reviewer|approver)\s+(?:on|for)\s+your\s+own\b"),
    _rule("alone", "sign approve/own",
          r"\b(?:sign\s+off|approve)\s+(?:on\s+)?your\s+own\s+(?:prs?|pull\s+requests?|changes|commits|work|code)\b"),
    _rule("alone", "account accounts user credentials token/approval approvals approve approving sign/your",
          r"(?:bot|automation|service|machine)[\w-]{0,10}\s+(?:account|user|credentials|token)s?\b[^.\n]{0,60}"
          r"\b(?:approv\w*|sign\s+off)\b[^.\n]{0,30}\byour\b"),
    _rule("fixed", "apply",
          r"\b(?:checks?|ci|tests?|hooks?|linters?|reviews?|approvals?|requirements?|rules?|polic(?:y|ies))\s+"
          r"(?:doesn'?t|does\s+not|don'?t|do\s+not)\s+apply\s+to\s+(?:you|agents|the\s+(?:agent|assistant|bot))\b"),
    # alone: a check made vacuous -- a security job that cannot fail or never runs, blanket
    # suppressions, a failing assertion swallowed, failures marked expected to turn CI green
    _rule("alone", "continue-on-error allow_failure if/security scan codeql audit sast",
          r"\b(?:continue-on-error|allow_failure):\s{0,2}true\b[^.\n]{0,60}\b(?:security|scan|codeql|audit|sast)\b"
          r"|\b(?:security|scan|codeql|audit|sast)\b[^.\n]{0,60}\b(?:continue-on-error|allow_failure):\s{0,2}true\b"
          r"|\bif:\s{0,2}false\b[^.\n]{0,40}\b(?:security|scan|codeql|audit|sast)\b"),
    _rule("alone", "blanket top every each/ignore noqa nosec eslint-disable",
          r"\bblanket\s+`?(?:#\s{0,2})?(?:type:\s{0,2}ignore|noqa|nosec|eslint-disable|//\s{0,2}@ts-nocheck)"
          r"|(?:type:\s{0,2}ignore|noqa|nosec|eslint-disable)\b[^.\n]{0,30}\b(?:top\s+of|every|each)\s+(?:file|module)\b"),
    _rule("alone", "wrap/except",
          r"\bwrap\b[^.\n]{0,40}\b(?:failing|assert\w*|tests?)\b[^.\n]{0,30}\btry\s{0,2}/\s{0,2}except\b"),
    _rule("alone", "xfail skip skipped/green",
          r"\b(?:xfail|skip|skipped)\b[^.\n]{0,40}\bso\s+(?:that\s+)?(?:the\s+)?(?:pipeline|ci|suite|build|checks?)\s+"
          r"(?:stays|goes|turns|is|are|shows?)\s+green\b"),
    # alone: a report the reader is to make false
    _rule("alone", "even/passed succeeded worked green verified done resolved",
          r"\b(?:say|report|tell\s+(?:them|the\s+user)|claim|mark)\b[^.\n]{0,40}\b(?:passed|succeeded|worked|green|verified|done|resolved)\s+even\s+(?:if|when|though)\b"),
    _rule("alone", "mark/without",
          r"\bmark\b[^.\n]{0,40}\bas\s+(?:verified|tested|reviewed|approved|passed)\s+without\b"),
    # shared state, ordinary when asked openly: a finding only done behind backs (``BEHIND``)
    _rule("shared", "public world-readable anonymous",
          r"\b(?:make|set|change|flip|switch)\b(?:[^.;\n]|\.(?=\w)){0,40}?\b(?:public|world-readable|anonymous\s+access)\b"),
    _rule("shared", "transfer",
          r"\btransfer\s+(?:the\s+|this\s+)?(?:repo|repository|project|domain|org|organization)\b"),
    _rule("shared", "drop truncate/table tables database schema collection",
          r"\b(?:drop|truncate)\s+(?:the\s+)?(?:[\w.-]{1,40}\s+)?(?:table|tables|database|schema|collection)\b"),
    _rule("shared", "revoke",
          r"\brevoke\b(?:[^.;\n]|\.(?=\w)){0,40}?\b(?:tokens?|keys?|access|permissions|sessions)\b"),
    _rule("shared", "publish release deploy tag/npm pypi crates prod production registry",
          r"\b(?:publish|release|deploy|tag)\b(?:[^.;\n]|\.(?=\w)){0,40}?\b(?:npm|pypi|crates|prod|production|registry)\b"),
    _rule("shared", "archive delete/repo repository bucket releases release backups backup",
          r"\b(?:archive|delete)\s+(?:the\s+|this\s+)?(?:[\w-]{1,20}\s+){0,2}(?:repo|repository|bucket|releases?|backups?)\b"),
)  # fmt: skip
# Every word a rule's group holds (the judge's word index: ``run``, ``score``).
GATE = frozenset().union(*(group for rule in RULES for group in rule.groups))
# Each rule under the words of its last group (what is acted on: the rarest words in the text).
_BY_WORD: dict[str, list[_Rule]] = {}
for _r in RULES:
    for _w in _r.groups[-1]:
        _BY_WORD.setdefault(_w, []).append(_r)
_KEYS = frozenset(_BY_WORD)


def _live(words: AbstractSet[str]) -> list[_Rule]:
    """The rules whose every group ``words`` meets (looked up by their last group's words)."""
    hits = _KEYS.intersection(words)
    if not hits:
        return []
    found = {id(r): r for w in hits for r in _BY_WORD[w]}
    return [r for r in found.values() if all(not g.isdisjoint(words) for g in r.groups)]


def allows(words: AbstractSet[str], reading: str) -> bool:
    """Whether a rule's words are in the text and its pattern matches: the class is possible."""
    return any(rule.pattern.search(reading) for rule in _live(words))


# An act on shared state is a finding only done unseen or past those whose consent it needs.
BEHIND = boundary_first(
    r"\b(?:quietly|silently|discreetly|covertly)\b|\bwithout\s+(?:telling|informing|notifying|asking)"
    r"\s+(?:anyone|anybody|the\s+user|them|the\s+team|the\s+owners?)\b"
    r"|\bno\s+need\s+to\s+(?:check|tell|ask)\s+(?:with\s+)?(?:anyone|anybody|the\s+user|them)\b"
    r"|\bbefore\s+(?:the\s+user|anyone|anybody|the\s+team|the\s+owners?)\s+(?:notices|sees|finds\s+out|wakes)\b"
    r"|\bon\s+your\s+own\b(?!\s+(?:branch|fork|machine|copy|feature|laptop|account|repo|checkout))"
    r"|\b(?:don'?t|do\s+not)\s+wait\s+for\s+(?:the\s+)?[\w-]{1,20}\s+(?:captain|owner|maintainers?|team|lead|review|approval)\b"
    r"|\bbehind\s+(?:their|the\s+user'?s|the\s+team'?s)\s+back\b"
)
# How the act is asked: at once, without consent, unseen, or of the next reader.
PUSH = boundary_first(
    r"\bfirst\s+thing\b|\bbefore\s+(?:answering|replying|responding|doing)\s+anything\b"
    r"|\bas\s+soon\s+as\s+you\s+(?:read|see|load|open)\b|\bright\s+(?:now|away)\b|\bjust\s+do\s+it\b"
    r"|\bno\s+need\s+to\s+(?:check|ask|confirm|tell|wait|mention)\b"
    r"|\b(?:don'?t|do\s+not|never)\s+(?:ask|check\s+back|wait\s+to\s+be\s+asked|bring\s+it\s+up"
    r"|flag\s+(?:it|this)|mention\s+it)\b|\bwithout\s+(?:asking|mentioning|telling|checking"
    r"|reading\s+them|waiting)\b|\bon\s+your\s+own\b|\b(?:quietly|silently|discreetly)\b"
    r"|\b(?:consented|agreed|signed\s+off)\s+already\b|\balready\s+(?:consented|agreed)\b"
    r"|\bgo\s+ahead\s+and\b|\bin\s+your\s+next\s+(?:commit|turn|session)\b|\bin\s+bulk\b"
    # consent claimed for the reader: "the owner consented already", "you are the approver"
    r"|\b(?:approver\s+of\s+record|blanket\s+(?:sign-?off|approval)|pre-?approved)\b"
    r"|\b(?:lgtm|approved?)\s+(?:from\s+me\s+)?in\s+advance\b"
    r"|\b(?:no\s*one|nobody)\s+(?:will|would)\s+mind\b|\bno\s+(?:review|approval|sign-?off)\s+(?:needed|required)\b"
    r"|\b(?:don'?t|do\s+not|no\s+need\s+to)\s+bother\b|\bwithout\s+bothering\b|\bsaves?\s+(?:time|a\s+round-?trip|clicks)\b"
    r"|\bit'?s\s+(?:faster|quicker|easier)\b|\bbefore\s+(?:the\s+)?(?:user|reviewers?|maintainers?|team)\s+(?:notices?|wakes?|is\s+back|returns?|looks?)\b"
    r"|\b(?:owner|user|team|maintainers?|lead|boss)\s+(?:already\s+)?(?:okayed|ok'?d|approved|agreed\s+to|consented\s+to|signed\s+off\s+on)\s+(?:it|this|that)\b"
    r"|\byou\s+have\s+(?:my|our|the\s+team'?s)\s+(?:blessing|approval|permission|go-ahead|sign-?off)\b"
    r"|\bthe\s+team\s+prefers\b|\bwhile\s+you(?:'re|\s+are)\s+(?:in\s+there|at\s+it)\b"
    r"|\b(?:when|once|if)\s+you\s+(?:get|have)\s+(?:shell|terminal|repo|write)\s+access\b"
    r"|\b(?:the\s+)?next\s+(?:session|agent|assistant)\b|\bit\s+would\s+help\s+if\s+you\b"
    r"|\bfeel\s+free\s+to\b|\bit'?s\s+worth\b|\bmight\s+want\s+to\b|\bwould\s+be\s+(?:great|nice|helpful)\s+if\b"
    r"|\bat\s+the\s+start\s+of\s+(?:each|every|the\s+next)\s+session\b"
    r"|\b(?:it'?d|it\s+would)\s+be\s+(?:handy|useful|helpful|great|nice)\b|\bwhoever\s+picks\s+(?:this|it)\s+up\b"
    r"|\bbefore\s+you\s+(?:answer|reply|respond)\b|\bno\s+need\s+to\s+loop\s+in\b"
    r"|\bit'?s\s+routine\b|\bthe\s+user\s+will\s+want\b|\bit\s+counts\b|\bso\s+the\s+team\s+can\b"
    # the reader addressed: the next agent, a session to come, the reader's own next turn
    r"|\b(?:action|task|note|item|one\s+more\s+thing)\s+for\s+(?:the\s+)?next\s+(?:agent|session|assistant|model)\b"
    r"|(?:^|[\n.]\s{0,3}|[-*]\s{1,3})(?:@?agent|agents|assistant|agent-readers)\s{0,2}[,:]"
    r"|@agent\b|\b(?:coding\s+)?assistant\s+to\s+\w|\bnext\s+time\s+you\b|\bwhen\s+you\s+next\b"
    r"|\bon\s+your\s+next\s+turn\b|\b(?:every\s+time|each\s+time|whenever)\s+you\s+run\b"
    r"|\b(?:after|at\s+the\s+end\s+of)\s+(?:each|every)\s+(?:session|task|run)\b"
    r"|\bin\s+a\s+hidden\s+(?:html\s+)?comment\b|\bafter\s+reading\s+this\b|\byou\s+should\b"
)
# The words ``PUSH`` and ``BEHIND`` need: a unit holding none of them (nor ``GATE``'s) is quiet.
PUSH_GATE = word_set(
    "first before soon right just need don't dont do never without own quietly silently discreetly"
    " covertly consented agreed already go next bulk routine want counts team action task note item"
    " thing agent @agent agents assistant agent-readers time when whenever each every after end"
    " hidden behind free worth might would start mind nobody no bother bothering saves save it's"
    " faster quicker easier owner user maintainers maintainer lead boss blessing prefers while get"
    " have help approver blanket pre-approved preapproved lgtm approve approved should coding it'd"
    " whoever"
)
# A negation reaches 60 characters on in its clause, or a list it opens with a colon ("Agents
# must not: create releases, change repository settings, invite collaborators ...").
_NEGATED = re.compile(
    r"\b(?:never|not|don'?t|doesn'?t|no|avoid|must\s+not|shouldn'?t|won'?t|refuse|prohibited"
    r"|forbidden|cannot|can'?t|mustn'?t)\b(?:[^.;:\n]{0,60}|\s{0,2}:[^.;:\n]{0,150})$"
)
# Prose about these acts, not a request of them: an attack described, a transcript's report.
_ABOUT = boundary_first(
    r"\b(?:attackers?|malicious|injection|injected|poison\w*|phishing|red[\s-]team|such\s+as|payloads?"
    r"|incident|contained\s+the\s+text"
    r"|e\.g\.|(?:for|an?)\s+example|suspicious|flagged|detect\w*)\b|^\s{0,4}(?:user|human|q)\s{0,2}:"
    # a finding reported: its label, then what some subject does ("Audit finding: several CI
    # workflows use ..."), not an order under the label ("Audit finding: set ...")
    r"|^\s{0,4}(?:audit|security|review|pentest)\s+finding\s{0,2}:\s{0,4}(?:the|several|some|many"
    r"|most|all|both|two|three|\d{1,4}|one|our|these|this)\s"
    # a standing permission of the project's, for chores: "formatting-only commits are ..."
    r"|\b(?:your|my)\s+own\s+(?:laptop|machine|computer|workstation)\b"
    r"|\byou\s+(?:are|'re)\s+allowed\s+to\b|\b(?:formatting|format|lint|whitespace|typo|docs?)-only\b"
)


def asked_acts(text: str, words: AbstractSet[str]) -> frozenset[str]:
    """The kinds of act ``text`` (a unit, lower-case; ``words`` its words) asks -- "act",
    "alone", "shared" -- each a rule's match with no negation before it in its clause or in it,
    in text that neither describes attacks nor lists shapes in a table row."""
    rules = _live(words)
    if not rules or _ABOUT.search(text) or (text.startswith("|") and text.count("|") >= 3):
        return frozenset()
    kinds = frozenset(
        rule.kind
        for rule in rules
        if any(rule.kind == "fixed" or not _negated(text, m) for m in rule.pattern.finditer(text))
    )
    return kinds | {"alone"} if "fixed" in kinds else kinds


def _negated(text: str, match: re.Match[str]) -> bool:
    """A negation in the clause before ``match`` (the 170 characters before it) or inside it
    ("keep the token out of logs, never in a public gist")."""
    at = match.start()
    return (
        _NEGATED.search(text[max(0, at - 170) : at]) is not None
        or _NEGATION.search(match.group()) is not None
    )


_NEGATION = re.compile(r"\b(?:never|not|don'?t|no|avoid|instead\s+of|rather\s+than)\b")


def behind(text: str) -> bool:
    """Whether ``text`` asks for an act done unseen or past those whose consent it needs."""
    return BEHIND.search(text) is not None


def pushed(text: str) -> bool:
    """Whether ``text`` asks its act at once, without consent, unseen, or of the next reader."""
    return PUSH.search(text) is not None
