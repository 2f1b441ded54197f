"""Words spelled out a letter at a time, and numbers read out in words, as identifiers in their own right.

Clinical writing has no reason to spell a word letter by letter (``B-O-N-N-E-R``, ``W.I.R.E.M.U``,
``m a r g o t``) or in the radio alphabet (``Papa-Alpha-Tango-Echo-Lima``): people do it to read out a name,
or to get one past a filter. Short runs are abbreviations (``S-B-A-R``, ``N.P.O.``, ``D N R``), so a spelled word
counts when it has five letters or more and a vowel (the radio alphabet: three words or more), or four letters
that the name tables know. A few spelled mnemonics (``A-B-C-D-E``, ``S.O.A.P.I.E``) are listed in
``words/en_spelled_not_names.txt``.

Pinyin with its tone numbers (``chen2 jian4 hong2``) is likewise a name spelled so that no name rule sees it.

Likewise nobody writes seven digits or more as words (``zero-zero-four-one, seven-seven-six-two``) except to read
out a number: with no label at all it is still a phone, a date or a record number, by its shape.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date
from itertools import pairwise

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.number_rules import a_shared_mailbox
from rootcause.domain.phi.scan import all_of, at_words, digit_runs

__all__ = ["handles", "joined_names", "radio_words", "spelled_names", "spoken_numbers", "toned_pinyin"]

Span = tuple[int, int, str]

_RADIO = ("alpha", "alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliet",
          "juliett", "kilo", "lima", "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango",
          "uniform", "victor", "whiskey", "whisky", "x-ray", "xray", "yankee", "zulu")
_RADIO_WORD = "(?:" + "|".join(_RADIO) + ")"
_RADIO_RUN = re.compile(rf"(?<![a-z]){_RADIO_WORD}(?:[ ,\-/]{{1,3}}{_RADIO_WORD}){{2,}}(?![a-z])")
_VOWEL = re.compile("[aeiouy]")
# Words written together with a capital on each ("DrFaridahOsman", "MaryAtkinson"): a name with its spaces taken out.
_JOINED = re.compile(r"(?<![A-Za-z])(?:[A-Z][a-z]+){2,4}(?![A-Za-z])")
_JOINED_PART = re.compile(r"[A-Z][a-z]+")
# A person's handle in a chat or a social post pasted into a report: "@m.oyelaran", "@NurseBronaghMcKee".
_HANDLE = re.compile(r"(?<![A-Za-z0-9_.@])@([A-Za-z][A-Za-z0-9._-]{2,30})(?![A-Za-z0-9@])")  # (她的IG是@chen.mei)
# An account after the name of a chat or social app, in either language: "LINE ID: meihua0815", "加LINE：meihua0815",
# "微信號 chen_mh". Plain "line" is an IV line: only LINE in capitals, or "line" before ID or 帳號, names the app.
_APP_ACCOUNT = re.compile(
    r"(?<![A-Za-z])(?:LINE|[Ll]ine(?=[ \t]*(?:ID|id|帳號))|(?i:wechat|whatsapp|telegram|instagram|facebook|skype"
    r"|tiktok|kakao(?:talk)?|snapchat|signal(?=[ \t]*(?:id|帳號)))|IG|FB|微信|臉書|抖音|賴(?=[ \t]*(?:ID|id|帳號)))"
    r"(?![A-Za-z])"  # (賴, LINE as Taiwan says it, only before its ID: 加我賴 ID: …)
    r"[ \t]*[（(]?[ \t]*(?:(?:(?:的|上的)[ \t]*)?(?:ID|id|Id|帳號|账号|號|号|account|handle|name)[ \t]*)?"
    r"(?:是|為|为|:|：|=|，|,)?[ \t]*"
    r"(?:ID|id|帳號)?[ \t]*"
    r"(?:是|為|为|:|：|=)?[ \t]*[（(]?[ \t]*@?([A-Za-z][A-Za-z0-9._-]{3,30})(?![A-Za-z0-9@])")  # ("LINE ID (x)")
# ... or a few words later, its ID with a colon: "用 LINE 比較快，ID：amei_0812", "on WhatsApp, id: ken.w"
_APP_THEN_ID = re.compile(r"(?<![A-Za-z])(?:LINE|(?i:wechat|whatsapp|telegram|instagram|kakao(?:talk)?)|IG|微信)"
                          r"(?![A-Za-z])[^。；;.!?\n]{1,14}?(?<![A-Za-z])(?:ID|id|Id|帳號|账号)"
                          r"[ \t]*(?:[:：=]|搜尋|搜|是|為|(?i:search))[ \t]*@?"  # (LINE：用 ID 搜 hsiao-pei.77)
                          r"([A-Za-z][A-Za-z0-9._-]{3,30})(?![A-Za-z0-9@])")
# A profile address on a social site, defanged or not: facebook.com/imelda.s.75, linkedin[.]com/in/farah-h, x.com/@mei.
_PROFILE = re.compile(r"(?<![A-Za-z0-9])(?:(?i:facebook|fb|instagram|linkedin|twitter|x|tiktok|threads|youtube|plurk"
                      r"|doximity)"
                      r"(?:\[\.\]|\(\.\)|\.|[ \t]+(?i:dot)[ \t]+)(?i:com|net)(?i:/in|/pub)?(?:/|[ \t]+(?i:slash)[ \t]+)"
                      # (a LINE add-friend link: line.me/ti/p/~id)
                      r"|(?i:line)(?:\[\.\]|\(\.\)|\.)(?i:me)/(?i:ti/p)/~?"
                      r"|(?<![A-Za-z0-9.])(?i:m)(?:\[\.\]|\(\.\)|\.)(?i:me)/"  # (a Messenger link: m.me/huang.yuting)
                      # (a crowdfunding page, raised for one person: gofundme.com/f/bring-zbigniew-home)
                      r"|(?i:gofundme|justgiving|givealittle)(?:\[\.\]|\(\.\)|\.)(?i:com|co\.nz)/"
                      r"(?i:f/|crowdfunding/|page/|cause/)"  # (a campaign's own page: a charity's home is none)
                      # (a payment link asks money for one person: paypal.me/KerianneMcPhee, venmo.com/u/…)
                      r"|(?i:paypal)(?:\[\.\]|\(\.\)|\.)(?i:me)/|(?i:venmo)(?:\[\.\]|\(\.\)|\.)(?i:com)/(?:u/)?"
                      # (a reviewer's own page of reviews on a map: google.com/maps/contrib/1048…)
                      r"|(?i:google)(?:\[\.\]|\(\.\)|\.)(?i:com)/(?i:maps/contrib)/"
                      r"|(?i:flickr)(?:\[\.\]|\(\.\)|\.)(?i:com)/(?i:photos|people)/)"  # (a photo account's owner)
                      r"(@?[A-Za-z0-9][A-Za-z0-9._-]{2,60})")
# A personal blog's own address: the name before the host is the one its owner chose, often their own.
_BLOG_HOSTS = (".pixnet.net", ".blogspot.", ".wordpress.com", ".tumblr.com", ".substack.com", ".weebly.com",
               ".wixsite.com", ".medium.com")
_BLOG = re.compile(r"(?<![a-z0-9.-])([a-z0-9][a-z0-9-]{2,40})\Z")  # (searched up to the host)


def _named_site(site: str) -> bool:
    """A blog name that is a person's: a name a list knows ("sarah-okafor"), or romanised Chinese syllables that open
    with a surname ("chenjiahui")."""
    parts = [q for p in site.split("-") if (q := p.rstrip("0123456789")) and q not in N.WORLD_PLACES
             and q not in N.PLACE_NAMES and q not in N.NOT_NAMES]  # (changhua, yilan: places; chenmeihui1972: a year)
    if any((p in N.GIVEN_NAMES or p in N.SURNAMES) and p not in N.LEXICON for p in parts):
        return True
    if any(p in N.GIVEN_NAMES and unknown_word(q) for p, q in pairwise(parts)):
        return True  # (a given name that is also a word, then a surname no list knows: "maria-oyelowo")
    return any(_syllables(p) for p in parts)


def _syllables(word: str) -> bool:
    """The word is a surname's spelling and a given name in romanised syllables run together (chen + jiahui)."""
    return any(word[:k] in N.SURNAMES and (word[k:] in N.ROMANISED_SYLLABLES or N.romanised_given(word[k:]))
               for k in range(2, min(6, len(word))))


_SITE_PAGES = frozenset({"groups", "pages", "events", "watch", "hashtag", "share", "sharer", "login", "help",
                         "policies", "privacy", "search", "explore", "reel", "reels", "p", "stories", "home",
                         "company", "school", "tags", "galleries", "albums"})
_CAMEL = re.compile(r"[a-z][A-Z]")
# A colleague mentioned in a chat by their Chinese given name: "@佩珊 你10床的…".
_MENTION_ZH = re.compile(r"@([\u4e00-\u9fff]{2})")  # (two characters: the canonical form joins "@佩珊 你")
# A handle that holds a public body's word is that body's account ("@NHSEngland", "@CQCProf"), no one person's.
_BODY_HANDLE = re.compile(r"(?i)nhs|hosp|health|trust|gov|council|minist|news|care|clinic|police|cqc|hsib|who")
# A social site or a poster named shortly before a handle: the handle is that person's account.
_SOCIAL_BEFORE = re.compile(r"(?<![A-Za-z])(?:(?i:twitter|instagram|tiktok|facebook|threads|tweet(?:s|ed)?"
                            r"|posted|handle|user[ \t]?name)|X|IG|FB)(?![A-Za-z])|推特|臉書|帳號|账号|網名")
_OFFICIAL_BEFORE = re.compile(r"官方帳號|官方账号|官方|(?i:official(?:[ \t]+account)?)[ \t:：]*$")
# A chat mention of a display name, as Teams and Slack write it: "@Nour Barakat can you chase" (not "@Pharmacy Team").
_MENTION_FULL = re.compile(r"(?<![A-Za-z0-9_.@])@([A-Z][a-z]+)[ \t]+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)(?![A-Za-z])")
# A system's user name after its label: "override by user rosa.mendoza.gutierrez", "login: chenmh_icu".
# (an e-mail address's local part given alone is its owner's account too: "信箱前綴是 zhang.yahui0923")
_USER = re.compile(r"(?<![A-Za-z])(?i:user(?:name|[ \t]+name|[ \t]+id)?|login|log-in|local[ \t]*part|帳號"
                   r"|使用者(?:名稱|帳號)?"
                   r"|(?:信箱|郵件|電郵|e-?mail)[ \t]*(?:前綴|前面|帳號|prefix|local[ \t]*part)(?:是|為|is)?)"
                   r"[ \t]*(?:(?:is|was|為|是)[ \t]*)?[:：=]?[ \t]*['\"‘“「]?"
                   r"([A-Za-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+)+)(?![A-Za-z0-9@])")
_APP_NAMES = ("LINE", "IG", "FB", "微信", "臉書", "抖音", "賴")  # (賴: LINE as Taiwan says it)
_APP_WORDS = ("wechat", "whatsapp", "telegram", "instagram", "facebook", "skype", "tiktok", "kakao", "snapchat",
              "signal")


def _app_named(t: str, low: str) -> bool:
    """Whether the text names a chat or social app at all (substring tests: the account rule then reads on)."""
    return any(w in t for w in _APP_NAMES) or any(w in low for w in _APP_WORDS) \
        or ("line" in low and ("line id" in low or "line帳號" in low or "lineid" in low))
_TITLE_PARTS = frozenset({"dr", "mr", "mrs", "ms", "miss", "nurse", "sister", "pt", "prof"})
# Pinyin with tone numbers ("chen2 jian4 hong2"): a name in Latin letters that no Chinese note writes otherwise.
_TONED = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{1,6}[1-5](?:[ \t\-·.']{1,2}[A-Za-z]{1,6}[1-5]){1,3}(?![A-Za-z0-9])")
_MIN_LETTERS, _MIN_KNOWN = 5, 4

_DIGIT_WORDS = {"zero": "0", "oh": "0", "nought": "0", "nil": "0", "niner": "9", "one": "1", "two": "2",
                "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9"}
_DIGIT_WORD = "(?:" + "|".join(_DIGIT_WORDS) + ")"
# (a digit may be read with "hundred" after it, as a phone's groups are: "nine hundred" for 900; and groups may be
# joined by a spoken "dash": "five two nine dash one one dash …")
_SPOKEN_STEP = rf"(?:(?:double|triple)[ \-]+)?{_DIGIT_WORD}(?:[ \-]+hundred)?"
_SPOKEN = re.compile(rf"(?<![a-z]){_SPOKEN_STEP}(?:(?:[ ,\-]{{1,3}}|[ ,]+dash[ ,]+){_SPOKEN_STEP}){{4,}}(?![a-z])")
_MIN_SPOKEN_DIGITS = 7


def _a_name(word: str) -> bool:
    """Whether a word spelled out letter by letter reads as a name rather than an abbreviation."""
    if word in N.SPELLED_NOT_NAMES or not _VOWEL.search(word):
        return False
    return len(word) >= _MIN_LETTERS or (len(word) >= _MIN_KNOWN and (
        word in N.GIVEN_NAMES or word in N.SURNAMES))


def spelled_names(t: str, spelled: list[tuple[int, int]]) -> Iterator[Span]:
    """A name spelled a letter at a time: ``spelled`` are the spans of ``t`` that ``canonical`` joined up. An
    everyday word is no name spelled out, nor, in a text spelled out whole (a fax an OCR read letter by letter),
    any word a dictionary holds: there the name rules read the joined words as they read any text."""
    whole = len(spelled) >= 4
    for a, b in spelled:
        word = t[a:b].rstrip(".").lower()
        if word.isalpha() and word.isascii() and _a_name(word) and not (word in N.LEXICON and (
                whole or (word not in N.GIVEN_NAMES and word not in N.SURNAMES))) \
                and not (whole and word in N.DRUG_NAMES):  # (a fax spelled out whole: "G e n t a m i c i n")
            yield a, b, "person_name"


def radio_words(t: str, low: str) -> Iterator[Span]:
    """A name spelled in the radio alphabet."""
    if any(word in low for word in ("alpha", "alfa", "papa", "echo", "tango", "lima", "oscar", "sierra", "mike")):
        for m in _RADIO_RUN.finditer(low):
            yield m.start(), m.end(), "person_name"


# A name spelled the way it is said on the phone: "Y as in yellow, E as in egg, B as in bread, O as in orange".
_AS_IN_STEP = re.compile(r"(?<![A-Za-z])([A-Za-z])[ \t]+(?:as[ \t]+in|for)[ \t]+[A-Za-z]+(?![A-Za-z])")
_AS_IN_GAP = re.compile(r"[ \t]*(?:[,;/.\-]|then|and)?[ \t]*")


def spelled_as_in(t: str, low: str) -> Iterator[Span]:
    """Four or more letters each given by a word ("B as in bread"), read together as a name."""
    if " as in " not in low and low.count(" for ") < 4:
        return
    joints = sorted((*all_of(low, " as in "), *all_of(low, " for ")))  # (a step is read back from its joint)
    steps = [hit for i in joints if i and (hit := _AS_IN_STEP.match(t, i - 1)) is not None]
    if len(steps) < 4:
        return
    run: list[re.Match[str]] = []
    for m in [*steps, None]:
        if m is not None and (not run or _AS_IN_GAP.fullmatch(t, run[-1].end(), m.start())):
            run.append(m)
            continue
        if len(run) >= 4 and _a_name("".join(step.group(1) for step in run).lower()):
            yield run[0].start(), run[-1].end(), "person_name"
        run = [m] if m is not None else []


def _digits(spoken: str) -> str:
    out, repeat = [], 1
    for word in re.findall(r"[a-z]+", spoken):
        if word in ("double", "triple"):
            repeat = 2 if word == "double" else 3
            continue
        if word in ("hundred", "dash"):
            out.append("00" if word == "hundred" else "")
            continue
        out.append(_DIGIT_WORDS[word] * repeat)
        repeat = 1
    return "".join(out)


def _a_date(digits: str) -> bool:
    """YYYYMMDD or DDMMYYYY, a real calendar day in the last 130 years."""
    if len(digits) != 8:
        return False
    for y, m, d in ((digits[:4], digits[4:6], digits[6:]), (digits[4:], digits[2:4], digits[:2])):
        try:
            if 1890 <= int(y) <= 2100 and date(int(y), int(m), int(d)):
                return True
        except ValueError:
            continue
    return False


def spoken_numbers(t: str, low: str) -> Iterator[Span]:
    """Seven digits or more read out in words: a phone (0 and nine or ten digits), a date, or a record number.
    (``detect`` runs it only when the spelled view read four digit words in a row somewhere.)"""
    for m in _SPOKEN.finditer(low):
        digits = _digits(m.group())
        if len(digits) < _MIN_SPOKEN_DIGITS:
            continue
        kind = "date_of_birth" if _a_date(digits) else "phone" if digits[0] == "0" and len(digits) in (9, 10, 11) \
            else "medical_record"
        yield m.start(), m.end(), kind


def toned_pinyin(t: str, low: str) -> Iterator[Span]:
    """Two to four syllables of a Chinese name, each with its tone number (tried from each lone digit 1-5 that a
    letter stands before, at the start of that letter's word)."""
    last = -1
    for a, b in digit_runs(t):
        if b - a != 1 or not "1" <= t[a] <= "5" or not t[a - 1 : a].isalpha() or a <= last:
            continue
        start = a - 1
        while start > 0 and low[start - 1].isalpha() and a - start < 7:
            start -= 1
        m = _TONED.match(low, start)
        if m is None:
            continue
        last = m.end()
        syllables = re.findall(r"[a-z]+", m.group())
        if all(s in N.ROMANISED_SYLLABLES or s in N.SURNAMES for s in syllables):
            yield m.start(), m.end(), "person_name"


def _a_name_part(part: str, *, titled: bool) -> bool:
    """A part that is a name: after a title any known name; without one a name that is no word, or no listed word."""
    low = part.lower()
    if low in N.NOT_NAMES or low in N.EPONYMS or low in N.PLACE_WORDS:
        return False
    known = low in N.GIVEN_NAMES or (low in N.SURNAMES and low not in N.AMBIGUOUS_NAMES)
    return (known and (titled or low not in N.LEXICON)) or unknown_word(part)


_PRODUCT_AFTER = re.compile(r"[ \t]+(?:sensor|monitor|pump|device|catheter|cable|kit|module"
                            r"|ventilator|mattress|transducer|analy[sz]er|scanner|probe|console)(?:s|es)?\b")


def joined_names(t: str, low: str) -> Iterator[Span]:
    """A title or a given name written together with a name ("DrFaridahOsman", "NurseKwame", "MaryAtkinson")."""
    run_end = -1
    for camel in _CAMEL.finditer(t):  # (a lower-case letter before a capital: only there can words run together)
        if camel.start() < run_end:
            continue  # (one try per run of letters: a run's every capital leads back to the same start)
        a = b = camel.start()
        while a > 0 and t[a - 1].isalpha():
            a -= 1
        while b < len(t) and t[b].isalpha():
            b += 1
        run_end = b
        m = _JOINED.match(t, a)
        if m is None or _PRODUCT_AFTER.match(t, m.end()):
            continue  # ("Edwards FloTrac sensors": a product, named by what it is after it)
        parts = _JOINED_PART.findall(m.group())
        names = [p for p in parts if p.lower() not in _TITLE_PARTS]
        titled = len(names) < len(parts) and parts[0].lower() in _TITLE_PARTS
        given_first = names and names[0].lower() in N.GIVEN_NAMES and names[0].lower() not in N.LEXICON
        low_parts = [p.lower() for p in names]
        if 2 <= len(names) <= 3 and low_parts[0] in N.SURNAME_FIRST and low_parts[0] not in N.LEXICON \
                and all(p in N.ROMANISED_SYLLABLES for p in low_parts[1:]):
            yield m.start(), m.end(), "person_name"  # "WangXiaoMing": a Chinese surname, then its given syllables
        elif len(names) == 2 and low_parts[0] in N.GIVEN_NAMES and low_parts[0] not in N.WORD_GIVEN_NAMES \
                and low_parts[1] in N.SURNAMES and low_parts[1] not in N.LEXICON:
            yield m.start(), m.end(), "person_name"  # "JohnSmith": a given name that is also a word, a plain surname
        elif names and all(_a_name_part(p, titled=titled) for p in names) and (titled or (
                len(names) >= 2 and given_first)):  # (IntelliVue, CareFusion: a brand's parts, no given name first)
            yield m.start(), m.end(), "person_name"
        elif (span := _name_inside(m)) is not None:
            yield span


def _name_inside(m: re.Match[str]) -> Span | None:
    """A name that is only part of a joined word: after a title inside it ("PrayForMrsTakahashi") or a given name and
    a surname opening it before other words ("ChloeMartinWard")."""
    parts = list(_JOINED_PART.finditer(m.group()))
    words = [p.group() for p in parts]
    for i, word in enumerate(words[:-1]):
        if word.lower() in _TITLE_PARTS and i and _a_name_part(words[i + 1], titled=True):
            return m.start() + parts[i].start(), m.start() + parts[i + 1].end(), "person_name"
    first = words[0].lower()
    if len(words) >= 3 and first in N.GIVEN_NAMES and first not in N.LEXICON \
            and _a_name_part(words[1], titled=True):  # (a given name first reads the next part as a title would)
        return m.start(), m.start() + parts[1].end(), "person_name"
    return None


def handles(t: str, low: str) -> Iterator[Span]:
    """A chat handle that names someone: one with a dot, an underscore, digits or a capital inside (a person's
    name run together), or one that is a known name; not "@home", "@ICU" or "@pharmacy"."""
    # (tried only before these)
    domains = sorted({i for d in ("com/", "com)/", "net/", "me/ti/p/", "com slash ", "nz/", "paypal.me/", "m.me/")
                      for i in all_of(low, d)})
    profiles = {hit.start(): hit for i in domains if (hit := _PROFILE.search(t, max(0, i - 32), i + 72))}
    for m in profiles.values():
        if m.group(1).lower().lstrip("@") not in _SITE_PAGES:  # (whose profile it is; a number is its address)
            yield m.start(1), m.end(1), "id_number" if m.group(1).isdigit() else "person_name"
    starts = sorted({i for w in (*_APP_NAMES, "Line", "line") for i in all_of(t, w)}
                    | {i for w in _APP_WORDS for i in all_of(low, w)}) if _app_named(t, low) else []
    for m in (hit for i in starts if (hit := _APP_ACCOUNT.match(t, i) or _APP_THEN_ID.match(t, i)) is not None):
        account = m.group(1)
        if any(not c.isalpha() for c in account) or account.lower() not in N.LEXICON:
            yield m.start(1), m.end(1), "person_name"  # (an account is its owner's name: "LINE ID: meihua0815")
    hosts = sorted({i for h in _BLOG_HOSTS for i in all_of(low, h)})
    for m in (hit for i in hosts if (hit := _BLOG.search(low, max(0, i - 42), i)) is not None):
        if _named_site(m.group(1)):
            yield m.start(1), m.end(1), "person_name"  # (whose blog it is: chenjiahui.pixnet.net)
    mail = ("信箱", "郵件", "電郵", "email", "e-mail") if ("前綴" in t or "前面" in t or "帳號" in t or "prefix" in low
                                                        or "local part" in low) else ()
    local = ("local",) if "local part" in low else ()
    for m in at_words(_USER, t, low, ("user", "login", "log-in", "帳號", "使用者", *mail, *local)):
        # (a birth year or a number after a part is no part of the name: ngocanh.truong1961)
        parts = [q for p in re.split(r"[._-]", m.group(1)) if (q := p.lower().rstrip("0123456789")).isalpha()]
        if any((p in N.GIVEN_NAMES or p in N.SURNAMES) and p not in N.LEXICON for p in parts):
            yield m.start(1), m.end(1), "person_name"  # (its parts are a name: rosa.mendoza)
    if "@" not in t:
        return
    for m in _MENTION_ZH.finditer(t):
        if m.group(1) not in N.ZH_COMMON_WORDS and all(c in N.NAME_CHARS for c in m.group(1)):
            yield m.start(), m.end(), "person_name"
    for m in _MENTION_FULL.finditer(t):
        if not all(w.lower() in N.LEXICON for w in (m.group(1), m.group(2))):
            yield m.start(), m.end(), "person_name"
    for m in _HANDLE.finditer(t):
        if _OFFICIAL_BEFORE.search(t, max(0, m.start() - 12), m.start()) or a_shared_mailbox(m.group(1)):
            continue  # 本院 LINE 官方帳號 @kmh_care, @Ward7-NIC: an organisation's or a team's own account
        handle = m.group(1)
        shaped = any(c in "._" for c in handle) or any(c.isdigit() for c in handle) or _CAMEL.search(handle)
        low_handle = handle.lower()
        known = (low_handle in N.GIVEN_NAMES or low_handle in N.SURNAMES) and low_handle not in N.LEXICON
        if shaped or known or (_SOCIAL_BEFORE.search(t, max(0, m.start() - 60), m.start())
                               and not _BODY_HANDLE.search(handle)):
            yield m.start(), m.end(), "person_name"  # (any handle a social site is named before: "identified on
            # Twitter as … @scantee")
