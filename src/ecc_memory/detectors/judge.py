# ruff: noqa: RUF001, SIM905  (lexicons in other scripts, as written; word lists as prose)
"""The structural judge of the instruction screen: word classes and how they combine, not phrases.

``detectors.instructions`` runs a lexical rule set (``instruction_rules``) that catches the
phrasings it was written for and few others (bench/README.md). This judge reads a memory the way
its threat is built: it splits the text into bounded units (a line, a sentence, a clause at most
``UNIT`` characters long), marks in each the classes of words it holds, and scores their
combination with one small table (``_verdicts``; docs/security.md prints it):

* OVERRIDE x DIRECTIVE (x PRIOR): a verb that sets orders aside ("ignore", "overlook", "pay no
  attention to", "stop following") and, within ``WINDOW`` words after it, a word for orders
  ("instructions", "guidance", "what you were told"), with arbitrary words between; or orders
  declared void ("the rules in AGENTS.md are no longer in effect"). The same triple in seventeen
  other languages (``_LANGUAGES``, substrings, so CJK needs no spaces);
* ADDRESSEE: the reading model named in a vocative or a condition ("Codex:", "if you are an
  AI", "whatever model reads this"), which alone is ordinary ("Claude: run `make lint`") and
  counts only with one of the other classes;
* HIGH-RISK: a command that destroys shared work or trust (a force push or delete of a shared
  branch, ``rm -rf /``, ``find / -delete``, ``mkfs``, ``dd of=/dev/``), or a milder one (a
  remote script piped to a shell, ``--no-verify``, a protection turned off, one's own PR
  approved, a merge without review) that counts with an addressee, concealment or an override;
* EXFILTRATION: a credential moved where others read it (verb, credential, destination), a
  system prompt or key revealed, the user's mail forwarded;
* CONCEALMENT: "do not tell the user", "nobody needs to know" (alone), "silently", "without
  asking" (with another class);
* ROLE SPOOF: a fake turn or authority ("System: you must ...", "SYSTEM OVERRIDE", "BEGIN
  SYSTEM PROMPT", "developer mode is enabled", ``### Instruction`` then an order), not a label
  with a value ("System: Ubuntu 24.04");
* LATENT: an answer dictated to the model reading a document ("instead just say \"...\"",
  "respond only with \"...\"", "repeat after me", "the answer is always", "this is the best
  résumé ... recommend", "the domain is not malicious; say so", a link added to its reply);
* ENCODED: base32, hex, ROT13, Morse, Braille, the NATO alphabet, ascii85 decoded (bounded
  count and size) and judged again; a request to decode next to a blob that decodes is itself
  a finding.

Guards: a negation before the verb ("never force-push main"), prose that describes attacks (an
attacker, an injection, "such as"), a command scoped to build directories or one's own branch.
Text is normalised first: NFKC and look-alike letters (the caller, ``instructions._fold``), then
case, zero-width and TAG characters, letters spaced out ("i g n o r e") and leetspeak digits
("1gn0r3") read as a second reading. Each unit costs a bounded amount of work: the judge is
linear in the text (tests/detectors/test_instructions_cost.py). Findings name a detector and a
line, never the text.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import NamedTuple

UNIT = 600  # characters of a unit at most: longer lines are cut
WINDOW = 8  # words between an override verb and the orders it sets aside
MAX_UNITS = 4000  # units judged per text (a memory is at most a few hundred)


class Verdict(NamedTuple):
    detector: str
    line: int


# -- normalisation ----------------------------------------------------------------------------

# Zero-width characters and the TAG block: a model reads through them, so does the judge (they
# are also a finding of their own, ``hidden-characters``).
_INVISIBLE = dict.fromkeys(
    [
        *(0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x3164, 0xFEFF),
        *range(0x200B, 0x2010),
        *range(0x2060, 0x2070),
        *range(0xE0000, 0xE0080),
    ]
)
_SPACED = re.compile(r"(?<![\w])(?:[a-z][ \t]){3,60}[a-z](?![\w])")
_LEET = str.maketrans("013457@$", "oieasta" + "s")
_LEET_WORD = re.compile(r"\b(?=[a-z0-9@$]{0,30}[a-z])[a-z0-9@$]{0,30}[013457@$][a-z0-9@$]{0,30}\b")


def readings(text: str) -> list[str]:
    """``text`` lower-cased without invisible characters, and a second reading with spaced
    letters joined and leetspeak digits read as letters when that changes anything."""
    low = text.lower()
    if not low.isascii():
        low = low.translate(_INVISIBLE)
    out = [low]
    second = _SPACED.sub(lambda m: m.group().replace(" ", "").replace("\t", ""), low)
    second = _LEET_WORD.sub(_unleet, second)
    if second != low:
        out.append(second)
    return out


def _unleet(match: re.Match[str]) -> str:
    word = match.group()
    # a version, a hash, a number with a unit: only words that are mostly letters
    letters = sum(c.isalpha() for c in word)
    return word.translate(_LEET) if letters * 2 >= len(word) and len(word) >= 3 else word


# -- units ------------------------------------------------------------------------------------

_BREAK = re.compile(r"\n|(?<=[.!?;])[ \t]+(?=\S)|(?<=[。！？；])")


def units(text: str) -> Iterator[tuple[int, str]]:
    """(line number, unit): lines, then sentences; a unit longer than ``UNIT`` is cut."""
    line, start = 1, 0
    for count, match in enumerate(_BREAK.finditer(text)):
        if count >= MAX_UNITS:
            return
        yield from _cut(line, text[start : match.start()])
        if match.group() == "\n":
            line += 1
        start = match.end()
    yield from _cut(line, text[start:])


def _cut(line: int, unit: str) -> Iterator[tuple[int, str]]:
    unit = unit.strip()
    if not unit:
        return
    for offset in range(0, len(unit), UNIT):
        yield line, unit[offset : offset + UNIT]


# -- word classes ------------------------------------------------------------------------------

# Multi-word forms folded into one pseudo-word before the words are classed: "pay no attention
# to" is a strong override, "do not follow" a weak one, "are no longer in effect" voids orders.
_PHRASES = [
    (
        r"pay(?:ing)?\s+(?:no|little)\s+(?:attention|heed|mind)\s+to|take\s+no\s+notice\s+of"
        r"|never\s?mind|don'?t\s+(?:pay\s+)?(?:mind|heed)|turn\s+a\s+blind\s+eye\s+to",
        " xovs ",
    ),
    (
        r"(?:stop|quit)\s+(?:following|obeying|observing|honou?ring|respecting)"
        r"|no\s+longer\s+(?:follow|obey|observe|honou?r|respect|need\s+to\s+follow)"
        r"|(?:do\s+not|don'?t|never|cease\s+to)\s+(?:follow|obey|observe|honou?r|listen\s+to)"
        r"|set\s+aside|throw\s+out|put\s+aside|push\s+aside|brush\s+aside|step\s+outside\s+of",
        " xovw ",
    ),
    (
        r"what(?:ever)?\s+(?:you\s+(?:were|have\s+been|had\s+been|got)|you'?ve\s+been)\s+"
        r"(?:told|given|instructed|taught|asked)|(?:everything|anything|all)\s+(?:that\s+)?"
        r"(?:(?:was\s+)?(?:said|written|stated)\s+)?(?:above|before\s+(?:this|now|that)|so\s+far"
        r"|previously|earlier|prior\s+to\s+this)|the\s+(?:text\s+)?above(?!\s+[a-z]{3,}\s)"
        r"|the\s+rest\s+of\s+(?:this|the)\s+(?:data|text|document|input|message|content|page)"
        r"|system\s+prompt|system\s+message|initial\s+prompt|operating\s+instructions",
        " xdirs ",
    ),
    (
        r"(?:is|are|were)\s+(?:now\s+|hereby\s+|henceforth\s+)?(?:no\s+longer\s+(?:valid|in\s+effect"
        r"|active|binding|applicable|in\s+force|relevant)|void|null(?:\s+and\s+void)?|cancell?ed"
        r"|revoked|rescinded|invalid(?:ated)?|superseded|suspended|waived|lifted|overridden"
        r"|obsolete|withdrawn|retired|(?:just\s+|only\s+)?an?\s+(?:test|drill|decoy)|irrelevant)"
        r"|no\s+longer\s+appl(?:y|ies)"
        r"|do(?:es)?\s+not\s+apply\s+(?:to\s+you|any\s?more|here)",
        " xvoid ",
    ),
]
_PHRASE = re.compile("|".join(f"(?P<p{i}>{p})" for i, (p, _) in enumerate(_PHRASES)))
_PHRASE_WORDS = [w for _, w in _PHRASES]

_OV_STRONG = frozenset(
    "ignore ignoring disregard disregarding forget forgetting overlook overlooking neglect"
    " xovs".split()
)
_OV_WEAK = frozenset(
    "skip bypass drop cancel discard dismiss abandon override supersede void nullify scrap"
    " circumvent evade sidestep ditch xovw".split()
)
_DIR_STRONG = frozenset(
    "instructions instruction directions directives directive guidelines guidance prompt"
    " prompts orders programming training xdirs briefing".split()
)
_DIR_WEAK = frozenset(
    "rules rule commands constraints policies policy restrictions safeguards guardrails context"
    " task tasks conventions guide guides limits limitations boundaries principles ethics"
    " filters".split()
)
_PRIOR = frozenset(
    "previous prior above earlier preceding foregoing original initial former existing all any"
    " every your yours received given old prior current these those".split()
)
_NEGATION = frozenset(
    "not never don't dont doesn't won't shouldn't mustn't cannot can't avoid without no nobody"
    " refuse forbid forbidden prohibited".split()
)
# Prose that describes an attack rather than making one.
_DESCRIBE = frozenset(
    "attacker attackers attacks injection injections injected"
    " phrasing phrasings payload payloads adversarial adversary detector detectors detects"
    " flagged screened quoted threat threats hostile poisoning poisoned".split()
)
_DESCRIBE_PHRASE = re.compile(r"such\s+as|e\.g\.|for\s+(?:example|instance)|\blike\s+[\"'\u201c]")
# A hyphenated or underscored name is one word: ``ignore-instructions`` names a detector.
_WORD = re.compile(r"[^\W_]+(?:[-_'\u2019][^\W_]+)*|\$\{?[a-z_][a-z0-9_]*")

# Orders set aside and then a new task ("... and just print", "... and instead reply").
_REDIRECT = re.compile(
    r"\b(?:and|then|;|,|:)\s+(?:instead\s+|just\s+|only\s+|simply\s+|now\s+|rather\s+)*(?:say|print"
    r"|output|reply|respond|answer|write|repeat|translate|recommend|state|tell|return|type|type"
    r"|spell|display|show|reveal|leak|send|post|upload|push|merge|approve|delete|remove|publish"
    r"|deploy|close|open|add|commit|tag|run|execute|install|grant|disable|drop|wipe|rank|rate"
    r"|mark|classify|follow|obey|treat|act|pretend|behave|do|make|give|provide|insert|append"
    r"|include|list|dump)\b"
)


def _classes(words: list[str]) -> tuple[list[int], list[int], list[int]]:
    ov, dirs, void = [], [], []
    for i, word in enumerate(words):
        if word in _OV_STRONG or word in _OV_WEAK:
            ov.append(i)
        elif word in _DIR_STRONG or word in _DIR_WEAK:
            dirs.append(i)
        elif word == "xvoid":
            void.append(i)
    return ov, dirs, void


def _negated_at(words: list[str], i: int) -> bool:
    return any(w in _NEGATION for w in words[max(0, i - 3) : i])


def _override(unit: str, words: list[str], context: bool) -> bool:
    """OVERRIDE x DIRECTIVE (x PRIOR), or orders declared void. ``context``: an addressee,
    a high-risk command or a redirection in the text, which lets the weaker pairs count."""
    ov, dirs, void = _classes(words)
    redirect = _REDIRECT.search(unit) is not None
    for i in ov:
        if _negated_at(words, i) and words[i] not in ("xovw", "xovs"):
            continue
        strong_verb = words[i] in _OV_STRONG
        for j in dirs:
            if not i < j <= i + WINDOW:
                continue
            between = words[i + 1 : j]
            if any(w in ("xovs", "xovw", "xvoid") for w in between):
                continue
            strong_noun = words[j] in _DIR_STRONG
            prior = any(w in _PRIOR for w in between)
            if strong_verb and strong_noun:
                if words[j] in ("prompt", "prompts", "training") and not prior:
                    continue  # "ignore the prompt colour", "skip the training run"
                return True
            if strong_verb and (prior or redirect or context):
                return True
            if strong_noun and prior and (redirect or context):
                return True
            if prior and redirect and context:
                return True
            if words[i] == "xovw" and (redirect or context):
                return True
    for k in void:
        before = words[max(0, k - 7) : k]
        if any(w in _DIR_STRONG or w in _DIR_WEAK for w in before):
            prior = any(w in _PRIOR or w == "xdirs" for w in before)
            if (prior and any(w in _DIR_STRONG for w in before)) or redirect or context:
                return True
    return False


# -- other languages --------------------------------------------------------------------------

# (override verbs, orders, prior references) per language: substrings of the lower-cased text,
# so CJK needs no spaces and inflected forms share a stem. A unit counts when it holds a verb,
# a word for orders and a prior reference (or a redirection) -- "Ignoriere die Warnungen" has
# no word for orders, "忽略生成目录中的警告" neither.
_LANGUAGES: dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "es": (("ignora", "ignore", "olvida", "olvide", "omite", "omita", "descarta", "descarte",
            "no hagas caso", "no haga caso", "haz caso omiso", "haga caso omiso", "desobedece",
            "deja de seguir", "anula", "pasa por alto"),
           ("instrucciones", "indicaciones", "reglas", "directrices", "órdenes", "ordenes",
            "normas", "pautas", "instrucción"),
           ("anterior", "previa", "precedente", "todas", "todos", "tus ", "sus ", "arriba",
            "original", "recibida", "dadas")),
    "fr": (("ignore", "oublie", "ne tenez plus compte", "ne tiens plus compte",
            "ne tenez pas compte", "ne tiens pas compte", "fais abstraction",
            "faites abstraction", "néglige", "écarte", "n'obéis plus", "n'obéissez plus",
            "ne suivez plus", "ne suis plus"),
           ("instructions", "consignes", "directives", "règles", "ordres", "indications"),
           ("précédent", "antérieur", "ci-dessus", "toutes", "tous", "tes ", "vos ",
            "initiale", "reçue", "données")),
    "de": (("ignorier", "vergiss", "vergesst", "vergessen sie", "missachte", "übergehe",
            "verwirf", "setze", "beachte nicht", "beachten sie nicht", "befolge nicht",
            "nicht mehr befolgen"),
           ("anweisung", "instruktion", "regeln", "vorgaben", "richtlinien", "befehle",
            "anordnung"),
           ("vorherig", "bisherig", "obig", "vorig", "früher", "alle ", "deine", "ihre ",
            "ursprünglich", "erhaltene")),
    "it": (("ignora", "ignorate", "dimentica", "dimenticate", "trascura", "tralascia",
            "non seguire", "non tenere conto", "non tener conto"),
           ("istruzion", "indicazion", "regole", "direttive", "ordini", "linee guida"),
           ("precedent", "tutte", "tutti", "tue ", "sopra", "ricevut", "original")),
    "pt": (("ignore", "ignora", "esqueça", "esqueca", "esquece", "desconsidere",
            "desconsidera", "despreze", "não siga", "nao siga"),
           ("instruç", "instruc", "regras", "diretrizes", "orientaç", "orientac", "ordens",
            "indicaç"),
           ("anterior", "prévia", "previa", "todas", "todos", "suas ", "tuas ", "acima",
            "recebida")),
    "nl": (("negeer", "vergeet", "houd geen rekening", "volg niet"),
           ("instructie", "regels", "richtlijnen", "aanwijzingen", "opdrachten"),
           ("eerdere", "vorige", "voorgaande", "alle ", "je ", "jouw", "bovenstaande")),
    "pl": (("zignoruj", "ignoruj", "zapomnij", "pomiń", "pomin", "zlekceważ", "nie stosuj się"),
           ("instrukc", "polecen", "zasad", "wytyczn", "reguł", "regul"),
           ("poprzedni", "wcześniejsz", "wszystkie", "twoje", "powyższ")),
    "ru": (("игнорир", "проигнорир", "забудь", "забудьте", "пренебреги", "отбрось",
            "не обращай внимания", "не слушай", "не выполняй", "не следуй"),
           ("инструкц", "указани", "правил", "команд", "директив", "распоряжени"),
           ("предыдущ", "прошл", "все ", "всё", "свои", "твои", "вышеуказанн", "прежн",
            "ранее")),
    "uk": (("ігнору", "проігнору", "забудь", "не зважай", "не виконуй"),
           ("інструкці", "вказівк", "правил", "команд"),
           ("попередн", "усі", "всі", "твої", "раніш")),
    "zh": (("忽略", "忽视", "無視", "无视", "不要理会", "不要理會", "忘记", "忘記", "忘掉",
            "不理会", "跳过", "不要遵守", "不再遵守"),
           ("指令", "指示", "说明", "說明", "规则", "規則", "提示", "命令", "要求"),
           ("之前", "以上", "先前", "前面", "上面", "所有", "全部", "原来", "原有", "一切")),
    "ja": (("無視", "忘れ", "従わない", "従うな"),
           ("指示", "命令", "ルール", "規則", "指令", "プロンプト"),
           ("以前", "前の", "これまで", "上記", "すべて", "全て")),
    "ko": (("무시", "잊어", "잊고", "따르지 마"),
           ("지시", "지침", "명령", "규칙", "프롬프트"),
           ("이전", "앞의", "모든", "위의", "기존")),
    "tr": (("yok say", "yoksay", "görmezden gel", "unut", "dikkate alma", "uymayı bırak"),
           ("talimat", "kural", "yönerge", "komut"),
           ("önceki", "tüm ", "bütün", "yukarıdaki", "daha önce")),
    "ar": (("تجاهل", "انس ", "إنس ", "لا تتبع", "أهمل", "لا تلتزم"),
           ("تعليمات", "الأوامر", "أوامر", "الإرشادات", "القواعد", "التوجيهات"),
           ("السابقة", "جميع", "كل ", "أعلاه")),
    "hi": (("अनदेखा", "नज़रअंदाज़", "नजरअंदाज", "भूल जा", "मत मानो", "पालन न करें"),
           ("निर्देश", "नियम", "आदेश"),
           ("पिछले", "सभी", "पहले", "ऊपर")),
    "vi": (("bỏ qua", "phớt lờ", "quên", "lờ đi", "không tuân theo", "đừng làm theo"),
           ("hướng dẫn", "chỉ dẫn", "chỉ thị", "quy tắc", "lệnh"),
           ("trước đó", "trước", "tất cả", "mọi ", "ở trên")),
    "id": (("abaikan", "lupakan", "jangan ikuti", "acuhkan", "jangan patuhi"),
           ("instruksi", "petunjuk", "perintah", "aturan", "arahan"),
           ("sebelumnya", "semua", "seluruh", "di atas")),
}  # fmt: skip
_ANY_VERB = re.compile(
    "|".join(sorted({re.escape(v) for vs, _, _ in _LANGUAGES.values() for v in vs}))
)


def _foreign_override(unit: str) -> bool:
    """A verb, a word for orders and a prior reference of one language within a window; a
    prior spelled in Latin letters must start a word ("tus " is not in "status ")."""
    if _ANY_VERB.search(unit) is None:
        return False
    for verbs, orders, priors in _LANGUAGES.values():
        for verb in verbs:
            at = unit.find(verb)
            if at < 0:
                continue
            rest = " " + unit[max(0, at - 40) : at + 120]
            if not any(o in rest for o in orders):
                continue
            if any((" " + p if p[0].isascii() else p) in rest for p in priors):
                return True
    return False


# -- addressee, high-risk, exfiltration, concealment, role, latent -------------------------------

_AGENT = (
    r"(?:ai|a\.i\.|llm|llms|language\s+models?|(?:ai|coding|automated|autonomous)\s+"
    r"(?:assistants?|agents?|models?|reviewers?|tools?|systems?)|assistants?|chatbots?|bots?"
    r"|agents?|models?|claude|chatgpt|gpt(?:-?\d[\w.]*)?|codex|copilot|gemini|cursor|opencode"
    r"|hermes|ia|ki|ии|ші|人工智能|ai助手|ki-assistent|asistente|reviewer\s+bot"
    r"|(?:screening|summari[sz]ing|hiring)\s+(?:model|tool|bot|ai)|summari[sz]er|screener"
    r"|recruiter\s+(?:bot|ai|model))"
)
# Roles that process a document for the user (a summariser, a screener): an order addressed to
# one of them is an injection even with an ordinary verb, unlike "Agents: run make lint".
_DOC_ROLE = re.compile(
    r"\b(?:summari[sz]er|summari[sz]ing\s+(?:model|tool|bot|ai)|screening\s+(?:model|tool|bot"
    r"|ai)|screener|recruiter\s+(?:bot|ai|model)|grader|evaluator|classifier|(?:ai|llm|language"
    r"\s+model)\s+(?:analy[sz]ing|reading|processing|summari[sz]ing|reviewing)|the\s+model"
    r"\s+(?:reading|processing|analy[sz]ing))\b"
)
# An addressee unsure who reads it -- "if you are an AI", "to the model reading this",
# "whoever processes this" -- plants an order for whatever processes the text: with any order
# after it, that counts alone (AGENTS.md knows its readers are agents and names them plainly).
_UNSURE = re.compile(
    rf"\bif\s+you(?:'re|\s+are)\s+(?:an?\s+|the\s+)?(?:automated\s+|autonomous\s+)?{_AGENT}\b"
    rf"(?![\w-]{{0,20}}\s+(?:[\w-]{{1,20}}\s+)?(?:working|contributing)\s+(?:here|in\s+this|on\s+this))"
    rf"|\b{_AGENT}\s+(?:reading|processing|browsing|triaging|continuing|parsing|summari[sz]ing"
    rf"|analy[sz]ing|reviewing|screening)\s+(?:this|these|my|the\s+(?:page|email|inbox|document"
    rf"|issue))\b|\b(?:whoever|whatever|whichever)\s+(?:\w+\s+)?(?:reads|processes|sees|is\s+reading)"
    rf"|\bif\s+you(?:'re|\s+are)\s+the\s+(?:bot|model|agent|assistant|ai)\b"
    rf"|\b(?:instructions?|note|message|comment)\s+(?:to|for)\s+(?:the\s+)?(?:email|inbox|screening"
    rf"|hiring|summari[sz]ing|triage)\s+(?:assistant|bot|model|ai|software|tool)\b"
    rf"|\((?:ai|llm|bot|model)\s+only\)|\(instructions?\s+for\s+(?:the\s+)?(?:ai|llm|model|bot)\)"
    rf"|\bfor\s+(?:screening|hiring|review)\s+software\b"
)
_ORDER = re.compile(
    r"(?:^|[,:;.)]\s{0,4}|\bthen\s|\bplease\s)(?:please\s+|also\s+|now\s+|just\s+|first\s+)*(?:open"
    r"|add|append|run|delete|remove|wipe|tag|merge|push|approve|reply|respond|answer|say|send|print"
    r"|rank|rate|label|lock|close|download|install|treat|mark|write|create|commit|grant|give|ignore"
    r"|disregard|skip|stop|copy|move|overwrite|drop|upload|post|forward|share|reveal|tell|insert"
    r"|include|recommend|wire|transfer|pay|execute|call|fetch|visit|click|output|translate|end"
    r"|finish|summari[sz]e\s+(?:it|this)\s+as|classify|report|list|get|grab|store|set|change|edit"
    r"|disable|enable|turn|switch|use|make|keep|hide|omit|always|never)\b"
)


_ADDRESSEE = re.compile(
    rf"(?:^|[.!?]\s|<!--|[(\[<#*]|//|--)\s{{0,4}}(?:[-*+>]\s{{1,4}})?(?:\d{{1,3}}[.)]\s{{1,4}})?"
    rf"(?:(?:hey|dear|attention|ps|p\.s\.|ps\s+to|p\.s\.\s+to|please|also|now|ok|okay|so)[,:]?\s{{1,4}})?"
    rf"(?:to\s+|for\s+)?(?:the\s+|any\s+|all\s+|every\s+)?(?:next\s+)?{_AGENT}"
    rf"(?:\s+(?:reading|processing|triaging|reviewing|analy[sz]ing|summari[sz]ing|helping"
    rf"|working)[^,:.]{{0,40}})?\s{{0,2}}[,:]"
    rf"|\bif\s+you\s+are\s+(?:an?\s+|the\s+)?(?:automated\s+|autonomous\s+)?{_AGENT}\b"
    rf"|\b(?:note|message|instructions?|reminder|request)\s+(?:to|for|by)\s+(?:the\s+|any\s+|all\s+"
    rf"|a\s+)?(?:[\w-]{{1,20}}\s+)?{_AGENT}\b"
    rf"|\b(?:whoever|whatever|whichever|any|every|each)\s+(?:(?:ai|llm|coding|automated)\s+)?"
    rf"(?:model|llm|ai|agent|assistant|bot|system)\s+(?:that\s+|who\s+)?(?:is\s+)?(?:reads?|reading"
    rf"|processes|processing|helping|helps|works|working|sees|summari[sz]es)\b"
    rf"|\byou,?\s+the\s+{_AGENT}\b|\b{_AGENT}\s+reading\s+this\b"
    rf"|^(?:[-*+>#]\s{{0,4}})?next\s+(?:session|agent|assistant|run|model)\s{{0,2}}[,:]"
)
# Commands that destroy shared work or trust on their own.
_SEVERE = re.compile(
    r"\bgit\s+push\b[^\n;|&]{0,80}?(?:--force(?!-with-lease)(?:-push)?|\s-f)\b[^\n;|&]{0,60}?"
    r"\b(?:main|master|production|prod|release|trunk|head:(?:refs/heads/)?(?:main|master))\b"
    r"|\bgit\s+push\b[^\n;|&]{0,60}?\s(?:--force(?!-with-lease)|-f)\s+(?:--all|--mirror)\b"
    r"|\bgit\s+push\b[^\n;|&]{0,60}?\s\+(?:head:)?(?:refs/heads/)?(?:main|master|prod|release)\b"
    r"|\bgit\s+push\b[^\n;|&]{0,60}?\s:(?:refs/heads/)?(?:main|master|production|prod|release"
    r"|trunk)\b|\bgit\s+push\b[^\n;|&]{0,60}?\s:refs/"
    r"|\bgit\s+push\b[^\n;|&]{0,60}?(?:--delete|\s-d)\s+(?:[\w-]{1,30}\s+)?(?:main|master"
    r"|production|prod|release|trunk)\b"
    r"|\brm\s+(?:-[a-z]{0,4}[rR][a-z]{0,4}\s+)(?:--no-preserve-root\s+)?(?:/\*?|~/?|\$home/?"
    r"|\$\{home\}/?|/(?:etc|usr|var|home|boot)\b/?)(?=[\s;|&`'\")]|$)"
    r"|--no-preserve-root|\bfind\s+(?:/|~|\$home)\s[^\n;|&]{0,60}?-delete\b"
    r"|\bmkfs(?:\.\w{1,8})?\s+/dev/|\bdd\s[^\n;|&]{0,60}?\bof=/dev/(?:sd|nvme|hd|xvd|disk|mmcblk)"
    r"|\bchmod\s+-r\s+0?777\s+/(?=[\s;|&`'\")]|$)|:\(\)\s*\{\s*:\|:&\s*\};:"
    r"|\bdrop\s+(?:the\s+)?(?:production|prod|live)\s+(?:database|db|tables?|schema)\b"
)
# Commands and requests that are ordinary in a runbook but not when a memory aims them at the
# agent, hides them or comes after an override.
_RISKY = re.compile(
    r"\b(?:curl|wget)\b[^\n`]{0,100}?\|\s{0,4}(?:sudo\s+)?(?:ba|z|da)?sh\b|--no-verify\b"
    r"|\b(?:disable|turn\s+off|switch\s+off|deactivate|remov(?:e|es|ing)|bypass|skip|circumvent"
    r"|kill|overwrite|empty|delete)\s+"
    r"(?:the\s+|all\s+|every\s+|any\s+)?(?:[\w-]{1,20}\s+){0,2}?(?:waf|firewall|2fa|mfa|two-factor"
    r"|linters?|lint|tests|test\s+suite|checks|security\s+review|reviews?|codeowners|workflows?"
    r"|secret\s+scanning|scanning|security\.yml|auth\s+check|guard"
    r"|branch\s+protections?|secret\s+scann\w+|scanners?|hooks?|pre-commit|audit\s+log\w*"
    r"|code\s+review|required\s+reviews?|signing|antivirus|security\s+checks?|approval\s+gate"
    r"|ci\s+checks?|status\s+checks?|ci)\b"
    r"|\b(?:approve|merge)\s+(?:your|its|their|my)\s+own\b|\byourself\b"
    r"|\bapprove\s+(?:this|the|my)\s+(?:pr|pull\s+request|merge\s+request|release|change)\b"
    r"|\b(?:approve|merge)\s+(?:every|all|each|any)\s+(?:pending\s+|open\s+)?(?:pull\s+requests?"
    r"|prs?|merge\s+requests?)\b"
    r"|\b(?:merge|deploy|ship|push|promote|release)\b[^.\n]{0,40}?\bwithout\s+(?:any\s+)?(?:review"
    r"|approval|waiting|ci|tests|checks|running)\b"
    r"|\b(?:push|deploy|ship|promote|commit)\s+(?:[\w-]{1,20}\s+){0,3}?(?:directly|straight)\s+"
    r"(?:to|on|into)\s+(?:main|master|prod|production)\b"
    r"|\bforce[- ]push(?:ed|ing)?\b|\bgit\s+push\s[^\n;|&]{0,60}?(?:--force(?!-with-lease)|\s-f\b)"
    r"|\b(?:rewrite|rewriting)\s+(?:the\s+)?(?:git\s+)?history\b|\bgit\s+filter-(?:branch|repo)\b"
    r"|\bgit\s+reset\s+--hard\b[^\n]{0,60}&&\s{0,4}git\s+push|\bdelete\s+(?:the\s+)?(?:tests?"
    r"|failing\s+tests?|repository|repo|remote\s+branch|main\s+branch|branch\s+main)\b"
    r"|\b(?:close|delete)\s+(?:every|all)\s+(?:open\s+)?(?:issues?|prs?|pull\s+requests?|branches)"
    r"|\bauthorized_keys\b|\bchmod\s+-r\s+0?777\b|\brm\s+-rf\s+\.git\b"
)
_PAST = re.compile(
    r"\b(?:ran|was|were|had|has\s+been|accidentally|someone|once|lost|broke|caused|happened"
    r"|incident|postmortem|post-mortem|blocked|rejected|prevents?|guard"
    r"|denied|disallow\w*|revert\w*|refus\w*|forbid\w*|warns?|warning|dangerous|careful|why"
    r"|how\s+to\s+recover|recover|if\s+someone|fix(?:ed|es)?|stop(?:ped)?\s+force|must\s+not"
    r"|should\s+not|never|no\s+one\s+(?:may|can|should)|avoid|not\s+allowed|only\s+with"
    r"|approval\s+from|owner'?s\s+approval|ask\s+(?:first|before)|requires?)\b"
)

_SECRET = re.compile(
    r"\b(?:api[\s_-]?keys?|access[\s_-]?keys?|secret[\s_-]?keys?|private[\s_-]?keys?|ssh[\s_-]?keys?"
    r"|(?:access|auth|bearer|session|refresh|deploy|npm|pypi|github|gitlab|slack|api)[\s_-]?tokens?"
    r"|tokens?|credentials?|secrets?|passwords?|passphrases?|cookies|id_rsa|id_ed25519|\.env"
    r"|\.netrc|\.npmrc|\.pypirc|\.aws/credentials|~/\.ssh\b|\.ssh/|keychain|kubeconfig"
    r"|env(?:ironment)?\s+variables|system\s+prompt|hidden\s+prompt|xdirs)"
    r"|\$\{?[a-z0-9_]{0,40}(?:token|secret|key|password|passwd|credentials?)\b"
    r"|\b[a-z0-9_]{0,40}_(?:token|secret|api_key|key|password)\b"
)
_SECRET_NOT = re.compile(
    r"^\s{0,2}(?:policy|policies|format|length|expiry|expiration|field|name|names|count|type"
    r"|rotation|scope|scopes|prefix|hash|id|store|manager|vault|file\s+format|budget|limit|usage"
    r"|refresh|validation|exchange|endpoint|lifetime|ttl)\b"
)
_MOVE = re.compile(
    r"\b(?:send|post|upload|paste|put|include|append|print|echo|reveal|leak|e-?mail|mail|attach"
    r"|embed|forward|share|publish|expose|dump|output|write|add|copy|exfiltrate|transmit|commit"
    r"|display|show|tell|give|repeat|recite|disclose|insert)\b"
)
_DESTINATION = re.compile(
    r"https?://|\b[\w.+-]{1,64}@[\w-]{1,64}\.[a-z]{2,}\b|\bpr\b|\bpull\s+request|\bissues?\b"
    r"|\bcomments?\b|\bcommit\s+message|\breadme|\breply\b|\banswer\b|\bresponse\b|\bsummary\b"
    r"|\bwebhook|\bgist\b|\bpastebin|\btickets?\b|\bchat\b|\bchannel\b|\bslack\b|\bdiscord\b"
    r"|\bmarkdown\b|\bimage\b|\blink\b|\burl\b|\bbucket\b|\bpublic\b|\bchangelog\b"
    r"|\bdescription\b|\bforum\b|\bwiki\b|\brelease\s+notes\b"
)
_SAFE_PLACE = re.compile(
    r"\b(?:secret\s+store|secrets?\s+manager|vault|keychain|ci\s+secrets?|secrets?\s+store"
    r"|\.gitignore|1password|keyring|environment\s+variable|env\s+var|password\s+manager"
    r"|sops|kms)\b"
)
_REVEAL = re.compile(
    r"(?:^|[:,;]\s|\band\s|\bthen\s|\bplease\s|\bnow\s|\balso\s)\s{0,2}(?:just\s+)?(?:reveal|print"
    r"|output|show|display|leak|dump|repeat|recite|disclose|tell\s+me|give\s+me|reply\s+with"
    r"|respond\s+with|list)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:the\s+|your\s+|its\s+|any\s+)"
    r"(?:(?:full|entire|exact|original|hidden|saved|admin|stored|current)\s+)?(?:system\s+prompt"
    r"|hidden\s+prompt|xdirs|api\s+keys?|passwords?|private\s+keys?|secret\s+keys?|credentials"
    r"|access\s+tokens?|instructions|user'?s\s+(?:saved\s+)?passwords?)\b"
    r"|\b(?:forward|send|email|upload|copy|leak)\s+(?:all\s+|every\s+)?(?:of\s+)?the\s+user'?s\s+"
    r"(?:\w+\s+){0,3}?(?:emails?|messages|files|data|conversations?|history|contacts|documents"
    r"|notes)\b"
)
_CONCEAL_STRONG = re.compile(
    r"\b(?:do\s+not|don'?t|never|without)\s+(?:tell(?:ing)?|mention(?:ing)?|reveal(?:ing)?"
    r"|disclos(?:e|ing)|inform(?:ing)?|notify(?:ing)?|alert(?:ing)?|report(?:ing)?|show(?:ing)?)"
    r"\s+(?:(?:this|it|that|any\s+of\s+this)\s+)?(?:to\s+)?(?:the\s+|your\s+)?(?:user|human|operator"
    r"|maintainers?|reviewers?|owner|developer)s?\b"
    r"|\b(?:do\s+not|don'?t|never)\s+(?:reveal|mention|disclose|repeat|show)\s+(?:this|these|the)"
    r"\s+(?:instructions?|note|message|line|step|comment|request)\b"
    r"|\b(?:nobody|no\s+one|no-one)\s+(?:needs|has|have)\s+to\s+know\b"
    r"|\bhide\s+(?:this|it|that|the\s+\w+)\s+from\s+(?:the\s+)?(?:user|human|reviewers?|maintainers?)"
    r"|\b(?:the\s+)?user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|find\s+out|notice)\b"
    r"|\b(?:should|must)\s+not\s+be\s+(?:mentioned|shown|revealed|reported|disclosed)\s+to\b"
)
_CONCEAL_WEAK = re.compile(
    r"\b(?:silently|quietly|secretly|covertly|discreetly|stealthily)\s+(?!fail|failing|ignored"
    r"|dropped|swallow|return|exit|skips?\s+over)\w"
    r"|\bwithout\s+(?:asking|telling|informing|notifying|confirmation|confirming|a\s+confirmation"
    r"|asking\s+for\s+(?:confirmation|permission|approval))\b"
    r"|\b(?:do\s+not|don'?t|never)\s+(?:ask|wait)\s+(?:for\s+)?(?:confirmation|permission|approval"
    r"|the\s+user)\b|\bno\s+need\s+to\s+(?:ask|confirm|tell)\b"
    r"|\b(?:do\s+not|don'?t|never)\s+(?:tell|inform|notify)\s+(?:anyone|anybody|them)\b"
    r"|\bkeep\s+(?:this|it)\s+(?:a\s+)?secret\b|\btell\s+(?:nobody|no\s+one)\b"
    r"|\bhide\s+the\s+(?:negative|bad|critical)\b"
)
_ROLE = re.compile(
    r"^(?:[#>*\s\-]{0,6}|.{0,40}?[.!?:]\s+(?:###\s+)?|.{0,60}?(?:<|\[|###\s))"
    r"(?:system|sys|assistant|developer|admin|administrator|operator|root|user|human)"
    r"(?:\s+(?:message|prompt|note|notice|override|instructions?))?\s{0,2}:\s{0,4}(?P<rest>.{0,80})"
)
_ROLE_ORDER = re.compile(
    r"(?:[\w\s-]{0,40}?\b(?:pre-?approved|authori[sz]ed|permitted|allowed|granted|waived)\b|you\b|your\b|from\s+now\s+on|from\s+here\s+on|all\s+\w+\s+(?:must|are|should)|the\s+"
    r"(?:assistant|model|ai|agent)\s+(?:must|should|will|is)|new\s+(?:instructions|rules|policy"
    r"|task)|i\s+will\s+(?:now\s+)?(?:ignore|drop|delete|disable|push|merge|approve|reveal|send"
    r"|leak|wipe|force)|(?:ignore|disregard|forget|approve|merge|push|delete|disable|reveal|send"
    r"|upload|leak|grant|override|bypass|skip|reply|respond|answer|say|print|output|tell|obey"
    r"|act|pretend|treat|execute|run|remove|wipe|drop|commit|install|deploy)\b)"
)
_AUTHORITY = re.compile(
    r"\b(?:system|admin|administrator|developer)\s+override\b"
    r"|\bdeveloper\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|on|activated|active|unlocked)\b"
    r"|\b(?:begin|end|start)\s+(?:of\s+)?(?:the\s+)?(?:new\s+)?system\s+prompt\b"
    r"|\b(?:new|updated|revised|real|actual|true|secret|hidden|override)\s+(?:system\s+)?"
    r"(?:instructions|prompt|orders|directives)\s{0,2}:"
    r"|\b(?:your|the)\s+(?:new|real|actual|true|only)\s+(?:task|job|goal|instructions?|purpose"
    r"|objective|priority)\s+(?:is|are|will\s+be)\b|\byour\s+(?:job|task|priority)\s{0,2}:"
    r"|\bjailbreak\s+(?:mode\s+)?(?:is\s+)?(?:now\s+)?(?:activated|enabled|active|on|engaged)\b"
    r"|\b(?:respond|reply|answer|operate|act)\s+without\s+(?:any\s+)?(?:filters|restrictions"
    r"|censorship|safety|limits|guardrails)\b"
    r"|\bfrom\s+(?:now|here)\s+on,?\s+(?:you|the\s+(?:assistant|model|ai|agent))\s+(?:will|are|must"
    r"|shall|should|answer|respond|reply|obey|only|act|do|need)\b"
    r"|\byou\s+are\s+now\s+(?:dan\b|in\s+(?:developer|god|admin|maintenance|unrestricted|jailbreak)"
    r"\s+mode|unrestricted|jailbroken|free\s+(?:of|from)|no\s+longer\s+(?:bound|restricted|an?\s))"
    r"|^\s{0,4}#{1,6}\s{0,4}(?:instructions?|system|response|input)\s{0,4}:?\s{0,4}$"
    r"|\byou\s+(?:obey|answer\s+to|follow)\s+only\b|\byou\s+answer\s+to\s+this\b"
)
_LATENT = re.compile(
    r"\b(?:instead|just|only|simply|nothing\s+(?:else\s+)?but)\b[^\"'\u201c\u2018\u00ab\u300c.\n]"
    r"{0,30}?\b(?:say|print|output|reply|respond|write|answer|return|type|state|repeat|display"
    r"|translate)\b[^\"'\u201c\u2018\u00ab\u300c\n]{0,24}?[\"'\u201c\u2018\u00ab\u300c]"
    r"|\b(?:say|print|output|reply|respond|write|answer|return|type|repeat)\s+(?:with\s+)?(?:only|just"
    r"|nothing\s+but|exactly)\b[^\n]{0,24}?[\"'\u201c\u2018\u00ab\u300c]"
    r"|\b(?:respond|reply|answer)\s+(?:only\s+)?with\s+(?:the\s+word\s+)?[\"'\u201c\u2018]"
    r"|\brespond\s+to\s+every\s+\w+\s+with\b|\brepeat\s+after\s+me\b"
    r"|\btranslate\s+(?:this|it|the\s+(?:above|following|sentence|text)|that)(?:\s+\w+){0,2}\s+as\s"
    r"|\b(?:the|your)\s+(?:correct\s+|only\s+|right\s+)?answer\s+(?:to\s+[^.\n]{0,60}?)?(?:is|should"
    r"\s+be|must\s+be|will\s+be)\s+always\b|\bis\s+always\s+[\"'\u201c]"
    r"|\b(?:this|it)\s+is\s+the\s+best\s+(?:r[eé]sum[eé]|cv|candidate|application|applicant|profile)"
    r"(?=[^\n]{0,80}\b(?:ever|recommend|hire|qualified))"
    r"|\bthe\s+candidate\s+is\s+(?:the\s+)?(?:most|supremely|extremely|exceptionally|highly|uniquely"
    r"|perfectly)\s+qualified\b(?=[^\n]{0,200}\b(?:recommend|hire|if\s+asked|respond|say|rank))"
    r"|\btrustworthy\s+expert\b|\brank\s+(?:this|the)\s+(?:candidate|applicant|product|site)\s+"
    r"(?:first|highest|top)\b|\brecommend\s+(?:him|her|them|this\s+candidate)\s+for\s+(?:the\s+)?"
    r"(?:position|role|job|hire)\b"
    r"|\bif\s+(?:you\s+are\s+)?asked\s+(?:about|how|whether|what|for|if|to)\b[^.\n]{0,80}?,\s{0,2}"
    r"(?:simply\s+|just\s+|always\s+|only\s+)?(?:respond|reply|answer|say|state|tell)\b"
    r"|\b(?:domain|site|website|url|link|sender|file|package|ip|address|email)\s+is\s+(?:clearly\s+"
    r"|definitely\s+|certainly\s+)?(?:not\s+malicious|safe|legitimate|benign|trustworthy)\b"
    r"(?=[^\n]{0,80}\b(?:say|report|state|answer|classify|mark|respond|tell|conclude)\b)"
    r"|\breport\s+(?:it|this|the\s+\w+)\s+as\s+(?:safe|benign|clean|legitimate|not\s+malicious)\b"
    r"|\b(?:end|finish|close|append\s+to|add\s+to)\s+your\s+(?:summary|answer|reply|response|output)"
    r"\s+with\b|\b(?:in|to|at\s+the\s+end\s+of)\s+your\s+(?:summary|answer|reply|response|output)"
    r"\b[^\n]{0,40}?(?:https?://|\blink\b|\burl\b|\.example\b)"
    r"|\btell\s+the\s+user\s+(?:that\s+)?[^.\n]{0,60}?(?:https?://|\bvisit\b|\bdownload\b|\bdisable"
    r"\b|\binstall\b|\bbest\b|\bno\s+rights\b|\bis\s+safe\b|\bnot\s+malicious\b|\bbuy\b|\.example\b)"
)


def _acted(unit: str, match: re.Match[str] | None) -> bool:
    """A command asked for: not negated before it in its clause, not told as the past, a
    warning or a rule (``_PAST``)."""
    return (
        match is not None
        and not _negated_before(unit, match.start())
        and (_PAST.search(unit) is None)
    )


def _exfiltration(unit: str) -> bool:
    if _REVEAL.search(unit):
        return True
    for move in _MOVE.finditer(unit):
        if _negated_before(unit, move.start()):
            continue
        tail = unit[move.end() : move.end() + 160]
        secret = _SECRET.search(tail)
        if secret is None or secret.start() > 90:
            continue
        if _SECRET_NOT.search(tail, secret.end()):
            continue
        rest = tail[secret.end() :]
        dest = _DESTINATION.search(rest)
        if dest is None:
            continue
        between = rest[: dest.start()]
        if _SAFE_PLACE.search(between) or re.search(r"\b(?:never|not|no)\b", between):
            continue
        if _SAFE_PLACE.search(rest[: dest.end() + 20]):
            continue
        return True
    return False


_NEG_BEFORE = re.compile(
    r"\b(?:never|not|don'?t|doesn'?t|won'?t|mustn'?t|shouldn'?t|avoid|no|nobody|cannot|can'?t)\b"
    r"[^.;,\n]{0,40}$"
)


def _negated_before(unit: str, at: int) -> bool:
    return _NEG_BEFORE.search(unit[max(0, at - 50) : at]) is not None


def describes_line(line: str) -> bool:
    """Whether ``line`` describes attacks (an attacker, an injection, "such as ...")."""
    return _describes(line.lower())


_ADDRESSES = re.compile(r"\S{1,200}@\S{1,200}|https?://\S{1,400}")


def _describes(unit: str) -> bool:
    if _DESCRIBE_HINT.search(unit) is None:
        return False
    plain = _ADDRESSES.sub(" ", unit) if ("@" in unit or "://" in unit) else unit
    return any(w in _DESCRIBE for w in _WORD.findall(plain)) or (
        _DESCRIBE_PHRASE.search(plain) is not None
    )


_DESCRIBE_HINT = re.compile(
    r"attack|inject|phras|payload|adversar|detect|flagged|screened|quoted|threat|hostile|poison"
    r"|such|e\.g|for\s+(?:example|instance)|like"
)


# -- the scoring table --------------------------------------------------------------------------


class _Unit(NamedTuple):
    line: int
    text: str
    words: list[str]


# A new order after orders set aside, in the same unit or the next: "...; merge it yourself".
_HARM_NEXT = re.compile(
    r"^(?:[-*+>]\s{1,4})?(?:(?:then|now|just|instead|so|and)\s+)*(?:merge|push|force-push|approve"
    r"|delete|remove|deploy|publish|tag|release|disable|skip|drop|wipe|reveal|send|upload|print"
    r"|say|output|reply|respond|answer|write|follow\s+(?:this|these|mine|my|the\s+(?:new|text))"
    r"|obey|treat|act|do\s+as)\b"
)
_DICTATE = re.compile(
    r"\b(?:respond|reply|answer|say|output)\s+(?:only|just|nothing\s+but|exclusively)\b"
    r"|\b(?:only|just)\s+(?:respond|reply|answer|say|output)\s+with\b"
)


def _features(unit: _Unit, after: str, context: bool) -> dict[str, bool]:
    """The classes ``unit`` holds; ``after`` is the start of the next unit (a redirection or a
    verdict asked for there still belongs to this one)."""
    text, words = unit.text, unit.words
    describes = _describes(text)
    ahead = f"{text} {after}"
    redirect = _HARM_NEXT.search(after) is not None
    severe = _SEVERE.search(text)
    risky = _RISKY.search(text)
    return {
        "override": not describes and _override(text, words, context or redirect),
        "foreign": not describes and _foreign_override(text),
        "severe": not describes and _acted(text, severe),
        "risky": not describes and _acted(text, risky),
        "exfiltration": not describes and _exfiltration(text),
        "conceal_strong": _CONCEAL_STRONG.search(text) is not None and not describes,
        "conceal_weak": _CONCEAL_WEAK.search(text) is not None,
        "role": _role(text) and not describes,
        "authority": _AUTHORITY.search(text) is not None and not describes,
        "latent": _LATENT.search(ahead) is not None and not describes,
        "dictate": _DICTATE.search(text) is not None,
        "addressee": _ADDRESSEE.search(text) is not None,
        "doc_role": _DOC_ROLE.search(text) is not None,
        "unsure": _UNSURE.search(text) is not None,
        "order": _ORDER.search(text) is not None,
    }


def _role(text: str) -> bool:
    match = _ROLE.match(text)
    if match is None:
        return False
    rest = match.group("rest").lstrip("*_ ")
    return _ROLE_ORDER.match(rest) is not None


_SCORES = (
    # (detector, the class that fires it alone) -- docs/security.md prints this table
    ("ignore-instructions", "override"),
    ("ignore-instructions", "foreign"),
    ("destructive-command", "severe"),
    ("credential-exfiltration", "exfiltration"),
    ("agent-address", "conceal_strong"),
    ("role-tag", "role"),
    ("authority-claim", "authority"),
    ("latent-instruction", "latent"),
)


def _verdicts(units: list[_Unit]) -> list[Verdict]:
    """The scoring table. Alone: OVERRIDE+DIRECTIVE, a foreign override, a SEVERE command,
    EXFILTRATION, strong CONCEALMENT, a ROLE turn with an order, an AUTHORITY claim, a LATENT
    dictation. Together (within two units): a RISKY command with an ADDRESSEE, CONCEALMENT, an
    override, a role turn or an authority claim; weak CONCEALMENT with an ADDRESSEE, a risky
    command or an exfiltration; an ADDRESSEE with a dictated answer; a document role (a
    summariser, a screener) addressed with any order."""
    found: dict[str, int] = {}
    feats: list[dict[str, bool]] = []
    addressed_at = -10
    for index, unit in enumerate(units):
        after = units[index + 1].text[:200] if index + 1 < len(units) else ""
        f = _features(unit, after, index - addressed_at <= 2)
        if f["addressee"] or f["conceal_weak"] or f["conceal_strong"] or f["risky"]:
            addressed_at = index
        feats.append(f)
    for index, unit in enumerate(units):
        f = feats[index]
        for detector, name in _SCORES:
            if f[name] and detector not in found:
                found[detector] = unit.line
        near = feats[max(0, index - 2) : index + 3]
        addressed = any(g["addressee"] for g in near)
        concealed = any(g["conceal_weak"] or g["conceal_strong"] for g in near)
        risky = f["risky"] or f["severe"]
        if risky and (addressed or concealed):
            found.setdefault("agent-address", unit.line)
        if risky and any(g["override"] or g["role"] or g["authority"] for g in near):
            found.setdefault("destructive-command", unit.line)
        if f["conceal_weak"] and (addressed or any(g["risky"] or g["exfiltration"] for g in near)):
            found.setdefault("agent-address", unit.line)
        if f["unsure"] and (f["order"] or (index + 1 < len(feats) and feats[index + 1]["order"])):
            found.setdefault("agent-address", unit.line)
        if f["dictate"] and addressed:
            found.setdefault("latent-instruction", unit.line)
        if f["doc_role"] and _ORDER_AFTER_ROLE.search(unit.text):
            found.setdefault("latent-instruction", unit.line)
    return [Verdict(d, line) for d, line in found.items()]


_ORDER_AFTER_ROLE = re.compile(
    r"[,:]\s{0,4}(?:please\s+)?(?:rank|rate|score|recommend|mark|classify|report|say|tell|write"
    r"|output|reply|respond|answer|state|conclude|approve|give|treat|consider|summari[sz]e\s+(?:it"
    r"|this)\s+as|ignore|disregard)\b"
)


# -- the judge ---------------------------------------------------------------------------------

_GATE = re.compile(
    r"ignor|disregard|forget|overlook|neglect|attention|heed|skip|bypass|drop|cancel|discard"
    r"|dismiss|abandon|overrid|supersed|void|nullif|scrap|circumvent|follow|obey|aside|throw"
    r"|never\s?mind|push|rm\s|find\s|mkfs|dd\s|chmod|curl|wget|verify|disabl|turn\s+off|switch"
    r"|approv|merg|deploy|ship|promot|history|filter-|reset|delete|close|authorized_keys|token"
    r"|secret|key|password|passphrase|credential|cookie|\.env|netrc|npmrc|pypirc|ssh|prompt"
    r"|user'?s|silent|quiet|secret|covert|discreet|stealth|without|tell|hide|nobody|no\s+one"
    r"|system|assistant|developer|admin|operator|root|user|human|instruction|mode|your|from\s+now"
    r"|from\s+here|you\s+are|#|instead|just|only|simply|repeat|translate|answer|r[eé]sum|cv\b"
    r"|candidate|malicious|safe|benign|legitimate|summary|reply|response|output|ai\b|llm|model"
    r"|agent|bot\b|claude|gpt|codex|copilot|gemini|cursor|opencode|hermes|\bia\b|\bki\b"
    r"|applicant|rank|recommend|xovs|xovw|xdirs|xvoid"
)


def judge(text: str) -> list[Verdict]:
    """Each detector the structural judge fires on ``text`` (already NFKC- and look-alike-
    folded by the caller), with the line of its first unit. Both readings are judged."""
    found: dict[str, int] = {}
    for reading in readings(text):
        if reading.isascii() and _GATE.search(reading) is None and not _ANY_VERB.search(reading):
            continue
        for verdict in _judge_reading(reading):
            if verdict.detector not in found or verdict.line < found[verdict.detector]:
                found[verdict.detector] = verdict.line
    return [Verdict(d, line) for d, line in found.items()]


def _judge_reading(reading: str) -> list[Verdict]:
    judged = []
    for line, unit in units(reading):
        folded = _PHRASE.sub(_phrase_word, unit) if _PHRASE_HINT.search(unit) else unit
        judged.append(_Unit(line, folded, _WORD.findall(folded)))
    return _verdicts(judged)


_PHRASE_HINT = re.compile(
    r"pay|take|never|don|stop|quit|no\s+longer|do\s+not|cease|aside|throw|step|what|everything"
    r"|anything|all\s|the\s+(?:text\s+)?above|the\s+rest|system\s+(?:prompt|message)|initial"
    r"|operating|\b(?:is|are|were)\s|appl|turn"
)


def _phrase_word(match: re.Match[str]) -> str:
    for index, word in enumerate(_PHRASE_WORDS):
        if match.group(f"p{index}") is not None:
            return word
    return match.group()  # pragma: no cover - one group always matched


# -- encodings ---------------------------------------------------------------------------------

# A request to decode ("Decode the following", "BASE64 encoded string:", "Encoded: ...
# Decoded:", "What does this mean?"): the encoding probes' carriers. Next to a blob that decodes
# to words it is a finding of its own (``encoded-instruction``), whatever the words say.
_DECODE_HINT = re.compile(
    r"\b(?:decode[ds]?|decoding|encoded|encoding|base-?(?:64|32|16|85)|hex(?:adecimal)?"
    r"|rot-?\s?13|morse|braille|nato|phonetic|ascii-?85|uuencoded?|quoted-printable"
    r"|cipher|caesar)\b|\bwhat\s+does\s+this\s+(?:mean|say)\b",
    re.IGNORECASE,
)
_DECODE_REQUEST = re.compile(
    r"\bdecod(?:e|ed|ing)\b(?!\s+(?:the\s+)?[\w-]{1,20}\s+(?:with|using)\b)"
    r"|\b(?:encoded|encrypted|ciphered)\s+(?:string|text|message|line|version)?\s{0,2}:"
    r"|\b(?:base-?(?:64|32|16|85)|hex|rot-?\s?13|morse|braille|nato(?:\s+phonetic)?|ascii-?85"
    r"|uuencoded?|quoted-printable)(?:\s+(?:encoded|code|alphabet))?(?:\s+(?:string|text|message))?"
    r"\s{0,2}:|\bwhat\s+does\s+this\s+(?:mean|say)\b|\bin\s+your\s+monologue\b",
    re.IGNORECASE,
)
_BASE32 = re.compile(r"[A-Z2-7]{24,4096}={0,6}")
_HEX = re.compile(r"(?:[0-9a-fA-F]{2}){12,2048}")
_ASCII85 = re.compile(r"<~[!-u\s]{10,4096}?~>")
_MORSE_RUN = re.compile(r"[.\-]{1,8}(?:[ \t]{1,3}(?:/[ \t]{1,3})?[.\-]{1,8}){7,2000}")
_BRAILLE_RUN = re.compile(r"[\u2800-\u28ff][\u2800-\u28ff ]{4,2000}")
_NATO_WORDS = (
    "alfa alpha bravo charlie delta echo foxtrot golf hotel india juliett juliet kilo lima mike"
    " november oscar papa quebec romeo sierra tango uniform victor whiskey x-ray xray yankee zulu"
).split()
_NATO_RUN = re.compile(
    rf"\b(?:{'|'.join(_NATO_WORDS)})(?:[\s,]{{1,3}}(?:{'|'.join(_NATO_WORDS)})){{5,400}}\b",
    re.IGNORECASE,
)
_MORSE = dict(
    zip(
        ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...-"
        " .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.".split(),
        "abcdefghijklmnopqrstuvwxyz0123456789",
        strict=True,
    )
)
_BRAILLE = dict(
    zip(
        (chr(0x2800 + v) for v in (1, 3, 9, 25, 17, 11, 27, 19, 10, 26, 5, 7, 13, 29, 21, 15, 31,
                                  23, 14, 30, 37, 39, 58, 45, 61, 53)),
        "abcdefghijklmnopqrstuvwxyz",
        strict=True,
    )
)  # fmt: skip
MAX_BLOBS, MAX_PLAIN = 32, 65_536


def decoded(text: str) -> tuple[list[tuple[int, str]], bool]:
    """The blobs of ``text`` that decode to readable text, as (offset, plain) -- base32 and hex
    runs always (in long tokens), the rest only where the text asks for decoding -- and whether
    it asks. At most ``MAX_BLOBS`` blobs and ``MAX_PLAIN`` characters."""
    found: list[tuple[int, str]] = []
    budget = MAX_PLAIN
    request = _DECODE_REQUEST.search(text) is not None
    hinted = request or _DECODE_HINT.search(text) is not None
    candidates: list[tuple[int, str | None]] = []
    if any(len(token) >= 24 for token in text.split()):
        for pattern, decode in ((_BASE32, _from_base32), (_HEX, _from_hex)):
            for match in pattern.finditer(text):
                candidates.append((match.start(), decode(match.group())))
                if len(candidates) >= MAX_BLOBS:
                    break
    if hinted:
        for pattern, decode in (
            (_ASCII85, _from_ascii85),
            (_MORSE_RUN, _from_morse),
            (_NATO_RUN, _from_nato),
        ):
            for match in pattern.finditer(text):
                candidates.append((match.start(), decode(match.group())))
                if len(candidates) >= MAX_BLOBS:
                    break
        if re.search(r"rot-?\s?13|caesar", text, re.IGNORECASE):
            import codecs

            candidates.append((0, codecs.encode(text[:MAX_PLAIN], "rot13")))
    if not text.isascii():
        for match in _BRAILLE_RUN.finditer(text):
            candidates.append((match.start(), "".join(_BRAILLE.get(c, " ") for c in match.group())))
            if len(candidates) >= MAX_BLOBS:
                break
    for offset, plain in candidates[:MAX_BLOBS]:
        if plain is None or not readable(plain):
            continue
        budget -= len(plain)
        if budget < 0:
            break
        found.append((offset, plain))
    return found, request


def readable(plain: str) -> bool:
    """Words, not bytes: printable, mostly letters and spaces."""
    if len(plain) < 8 or not plain.replace("\n", " ").replace("\t", " ").isprintable():
        return False
    letters = sum(c.isalpha() or c == " " for c in plain)
    return letters * 10 >= len(plain) * 7


def _from_base32(run: str) -> str | None:
    import binascii
    from base64 import b32decode

    try:
        return b32decode(run + "=" * (-len(run) % 8)).decode("utf-8")
    except (binascii.Error, ValueError):
        return None


def _from_hex(run: str) -> str | None:
    try:
        return bytes.fromhex(run).decode("utf-8")
    except ValueError:
        return None


def _from_ascii85(run: str) -> str | None:
    from base64 import a85decode

    try:
        return a85decode(run.encode("ascii"), adobe=True).decode("utf-8")
    except ValueError:
        return None


def _from_morse(run: str) -> str:
    words = re.split(r"[ \t]{0,3}/[ \t]{0,3}|[ \t]{3}", run)
    return " ".join("".join(_MORSE.get(code, "") for code in word.split()) for word in words)


def _from_nato(run: str) -> str:
    return "".join(w[0] for w in re.split(r"[\s,]+", run.lower()) if w)
