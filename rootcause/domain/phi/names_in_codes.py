"""Names inside the strings systems make: a key and its value (``patient=Fernando.Alves``,
``firstname:Aigerim;lastname:Nurlanovna``, 姓：饒 名：芷涵), a file name (``wound_Adebayo_Ogunleye_0312.jpg``), a web
address (``/patients/ahmad-rahimi-profile``, ``m.me/kaihsiang.tseng``) and a record's name field (``KUNG^TZU-HAN``, a
passport's ``P<TWNLU<<HSIU<CHIN<<<``).

Staff paste these from logs, exports and intranet links; the name is as plain to a reader as in a sentence, but no
sentence rule sees words joined by ``=``, ``_``, ``.`` or ``/``. A value is a name when its key says so and its words
are no English words (or are known names); a file name or a path when two of its parts are capitalised names, or a
path segment after a people folder is a given name and another word.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import pairwise

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.scan import all_of

__all__ = ["names_in_codes"]

Span = tuple[int, int, str]

_WORD = r"[A-Za-z][A-Za-z'’]+"
_KEYED = re.compile(rf"(?<![A-Za-z])(?i:(?:(?:patient|pt|pat)[_-]?)?(?:first|last)(?:[_-]?name)?|patient|pt|pat"
                    rf"|given[_-]?name|surname|family[_-]?name|fore[_-]?name|full[_-]?name|f[_-]?name|l[_-]?name|fn|ln"
                    rf"|given|family|resident|client|name"
                    # (who did it, as a log records it: given_by=odonovan.niamh, witness: tane.walker)
                    rf"|(?:given|checked|entered|signed|witnessed|administered|recorded|reported|verified|done"
                    rf"|performed|completed|approved|updated|created|modified)[_-]?by|witness|nurse|author|user"
                    rf"|reporter|submitter|requester|requestor|caller|contact)"
                    rf"[\"']?[ \t]*[=:][ \t]*[\"']?({_WORD})"
                    rf"(?:(?:[._+]|(?<=[A-Za-z]) (?=[A-Z]))({_WORD}))?(?![A-Za-z])")  # (quoted in JSON: a space too)
# (what stands right before the sign; in JSON a quote too: "pt": "…")
# A fundraiser's page, whose address is its subject's name: gofundme.com/f/help-leilani-akana-recover.
_FUNDRAISER = re.compile(r"(?i:gofundme\.com/f|justgiving\.com(?:/crowdfunding|/fundraising)?|givealittle\.co\.nz"
                         r"/cause|gogetfunding\.com|zeczec\.com/projects|flyingv\.cc/projects)/([a-z0-9-]{6,80})")
# A Chinese name as a key's value: "name=游雅築", 姓名=…, "patient": "王小明".
# (a record's own fields too: FHIR's "family": "褚", "given": ["品蓉"], a form's 姓：饒 名：芷涵)
_HAN_KEY_BEFORE = re.compile(r"(?i:name|fullname|full_name|patient|pt"
                             r"|(?P<family>family|surname|last_?name|(?<![\u4e00-\u9fff])姓)"
                             r"|(?P<given>given|first_?name|(?<![\u4e00-\u9fff])名|(?<=[:：][\u4e00-\u9fff])名"
                             r"|(?<=[:：][\u4e00-\u9fff]{2})名)|姓名|病人)[\"']?[ \t]*$")
_NO_ONE = frozenset({"無", "不詳", "未知", "空白", "略", "匿名", "待查", "待補"})  # (a field left empty in words)
_HAN_VALUE = re.compile(r"[=:：][ \t\u3000]*\[?[ \t]*[\"']?([\u4e00-\u9fff]{1,4}?)"
                        r"(?=名[:：]|[\u4e00-\u9fff]{2}[:：]|(?![\u4e00-\u9fff]))")  # (the next field's label ends it)
_KEY_BEFORE = re.compile(r"(?i:patient|pt|pat|name|resident|client|fn|ln|given|family|first|last|by|witness|nurse"
                         r"|author|user|reporter|submitter|requester|requestor|caller|contact)[\"']?[ \t]*$")
_EMPTY = frozenset({"unknown", "none", "null", "nil", "na", "redacted", "removed", "anon", "anonymous", "withheld",
                    "blank", "true", "false", "yes", "no", "id", "name", "patient"})
# Two words joined by "_" at the start of a file name or inside one, read around each "_".
_FILE_FIRST = re.compile(r"(?:(?<=[_\\/\s'\"(\[])|^)([A-Za-z][a-z]{2,}|[A-Z]{3,})$")  # (the word before a "_")
_FILE_SECOND = re.compile(r"_([A-Za-z][a-z]{2,}|[A-Z]{3,})(?=[_.\-/\\0-9]|$)")  # (the word after it)
_FILE_END = re.compile(r"[^\s'\"]*?\.(?i:jpe?g|png|heic|gif|pdf|docx?|xlsx?|csv|txt|pptx?|mp4|mov|msg|eml|zip|dcm)"
                       r"(?![A-Za-z])")
# A variable or a flag a system named after a person: the pair's token runs on to a sign ("siobhan_mccready_dup=TRUE").
_CODE_NAME_END = re.compile(r"[A-Za-z0-9_]*[ \t]*[=:]")
# Strings a formula or a script joins into a name: CONCAT("Kwabena ","Antwi-","Darko"), 'Hone' + ' ' + 'Te Kurapa'.
_QUOTED = r"([\"'])([^\"'\n]{0,30})\1"
_JOINED_STRINGS = re.compile(rf"{_QUOTED}(?:[ \t]*(?:\+|&|,)[ \t]*{_QUOTED}){{1,6}}")
_LITERAL = re.compile(_QUOTED)
# Two words run together in a file name, each with its capital: "IMG_sacrum_OyelaranFunmilayo_2024-03-11.jpg".
_FILE_CAMEL = re.compile(r"(?<=[_\\/\-#])([A-Z][a-z]{2,})([A-Z][a-z]{2,})(?:[A-Z][a-z]+){0,3}(?=[_.\-0-9\s]|$)")
# A hashtag a ward tags a patient's thread with: "#bed9_JoaquimFerreiraDaSilva" (the tag's words run together).
_HASHTAG = re.compile(r"#[A-Za-z0-9_]*$")
# A first name and a surname joined by a hyphen between a file name's underscores: "IMG_2291_Leilani-Fonoti_sacrum".
_FILE_HYPHEN_PAIR = re.compile(r"([A-Z][a-z]{2,})-([A-Z][a-z]{2,})(?=[_.])")
# A title in a web address or a file name, then two words: "fall-mrs-hiroko-matsumura-bed12.docx".
_TITLED_SLUG = re.compile(r"(?<![a-z])(?:mr|mrs|ms|miss|dr)[-_]([a-z]{3,})[-_]([a-z]{3,})(?![a-z])")
# A cell of a row pasted from a log or a spreadsheet (three or more cells): "12;Achieng Omondi;fall;02:10".
_CELL_PAIR = re.compile(r"([A-Z][a-z]{2,}) ([A-Z][a-z]{2,})(?=[;|\t])")  # (tried right after each separator)
# A surname and a given name in adjacent cells of a CSV row (commas with no space after them: a machine's row, not a
# sentence): "2024-02-11,bay 3,Tautahi,Rangi,unwitnessed".
_CSV_PAIR = re.compile(r"([A-Z][a-z]{2,}),([A-Z][a-z]{2,})(?=,|$)")
_PEOPLE_PATH = re.compile(r"/(?i:patients?|people|persons?|staff|users?|profiles?|residents?|clients?|members?)/"
                          r"([a-z]{3,})[-_.]([a-z]{3,})(?![a-z])")


# A web address and the words of its path: "funeral-notices.co.uk/notice/margery-pentreath/5124419",
# ".../RCA-2024-fall-Bernadette-Okwuosa-v3.docx" (a page or a file named after the person it is about).
_WEB_ADDRESS = re.compile(r"(?i:https?://|www\.)[^\s/]+(/[^\s\"'<>()]*)")
# A site named without its scheme ("legacy.com/…", "m.me/…", "linktr.ee/…"), read back from its first slash, and an
# intranet path of two folders or more ("/learning/2024/fall-in-bay-2-…"), read from its own.
_BARE_SITE_BEFORE = re.compile(r"(?<![\w.@/])(?i:[a-z0-9-]+\.)+(?i:com|org|net|gov|edu|me|ee|io|co|uk|au|nz|ca|tw|hk"
                               r"|sg|ie|in)$")
_PATH_RUN = re.compile(r"/[^\s\"'<>()]*")
_INTRANET_PATH = re.compile(r"/[A-Za-z][\w-]*/[^\s\"'<>()]+")


def _paths(t: str, low: str) -> list[tuple[int, int]]:
    """The path of every web address and intranet path in ``t`` (tried at the slashes only: a pattern that may start
    at any letter costs a try at each one)."""
    spans = [m.span(1) for m in _WEB_ADDRESS.finditer(t)] if "://" in t or "www." in low else []
    web, reach = iter(sorted(spans)), 0  # (how far the spans opened so far reach: the slashes come in order)
    upcoming = next(web, None)
    for p in all_of(t, "/"):
        while upcoming is not None and upcoming[0] <= p:
            reach, upcoming = max(reach, upcoming[1]), next(web, None)
        if p < reach:
            continue
        if _BARE_SITE_BEFORE.search(t, max(0, p - 80), p):
            m = _PATH_RUN.match(t, p)
        elif p == 0 or not (t[p - 1].isalnum() or t[p - 1] in "_./:"):
            m = _INTRANET_PATH.match(t, p)
        else:
            continue
        if m is not None:
            spans.append(m.span())
            reach = max(reach, m.end())
    if "\\" in t:  # a Windows path, to its end (folders may hold spaces): S:\Governance\2024\okafor_chidi_heel\
        spans += [m.span() for m in _WINDOWS_PATH.finditer(t)]
    return spans


_PATH_WORD = re.compile(r"[A-Za-z]+")
_WINDOWS_PATH = re.compile(r"(?<![A-Za-z0-9])(?:[A-Za-z]:|\\\\[A-Za-z0-9._-]+)(?:\\[^\\\n\t\"'<>|:*?]{1,60})+\\?")


# A computer account's own folder: C:\\Users\\tseng.yuhsuan\\Desktop, /home/jkowalski/ (an account is its holder's).
_USER_FOLDER = re.compile(r"(?i:[a-z]:[\\/]+users[\\/]+|/users/|/home/)([A-Za-z][A-Za-z0-9._-]{2,40})(?=[\\/]|$|\s)")
_SHARED_ACCOUNTS = frozenset({"public", "default", "admin", "administrator", "shared", "guest", "all users", "user",
                              "root", "nurse", "ward", "staff", "pharmacy", "desktop", "documents"})


def _user_folders(t: str, low: str) -> Iterator[Span]:
    for i in sorted({*all_of(low, "users"), *all_of(low, "/home/")}):
        m = _USER_FOLDER.search(t, max(0, i - 3), i + 50)
        if m and m.group(1).lower().rstrip("0123456789") not in _SHARED_ACCOUNTS:
            yield m.start(1), m.end(1), "person_name"


def _path_names(t: str, low: str) -> Iterator[Span]:
    """A given name and a surname side by side in a web address's path, not before a place's word."""
    for path_start, path_end in _paths(t, low) if "/" in t or "\\" in t else ():
        words = list(_PATH_WORD.finditer(t, path_start, path_end))
        for k, (a, b) in enumerate(pairwise(words)):
            after = words[k + 2] if k + 2 < len(words) else None
            first, second = a.group().lower(), b.group().lower()
            given = (first in N.GIVEN_NAMES and first not in N.LEXICON) or N.romanised_given(first)
            if not given and second in N.GIVEN_NAMES and second not in N.LEXICON and unknown_word(first.title()) \
                    and t[a.end() : b.start()] in ("_", "."):
                yield a.start(), b.end(), "person_name"  # a surname first, as a folder sorts people: okafor_chidi
                continue
            if t[a.end() : b.start()] not in ("-", "_", ".", "+", "%20") or not given or second in N.LEXICON \
                    or len(second) < 3:
                continue
            if (second in N.SURNAMES or unknown_word(second)) and not (
                    after is not None and after.group().lower() in N.PLACE_WORDS):
                yield a.start(), b.end(), "person_name"


# A name as records write it in fields: DICOM's and HL7's FAMILY^GIVEN ("KUNG^TZU-HAN", "Smith^John^A"), and a
# passport's machine-readable line (P<TWNLU<<HSIU<CHIN<<<…: the type, the country, the surname, then the given names).
# (or after a number's field: a scanner log's "H7725904^CLANCY^BLATHNAID^F")
_CARET_NAME = re.compile(r"(?:(?<![A-Za-z0-9^])|(?<=\d\^))([A-Za-z][A-Za-z'’-]+)\^([A-Za-z][A-Za-z'’-]+)"
                         r"(?:\^[A-Za-z'’.-]*){0,3}")
_MRZ_NAME = re.compile(r"(?<![A-Z0-9<])P[A-Z<][A-Z<]{3}([A-Z]+(?:<[A-Z]+)*)<<([A-Z]+(?:<[A-Z]+)*)<")


def _record_fields(t: str) -> Iterator[Span]:
    """A caret-joined name whose parts are names, and a passport's name line."""
    for m in _CARET_NAME.finditer(t) if "^" in t else ():
        family, given = m.group(1), m.group(2)
        if (_named(family) or family.lower() in N.SURNAMES) and (_named(given) or N.romanised_given(given)):
            yield m.start(), m.end(), "person_name"
    for m in _MRZ_NAME.finditer(t) if "<<" in t else ():
        yield m.start(1), m.end(2), "person_name"


# Two quoted values side by side, as a CSV row or an SQL statement holds a surname and a given name.
_QUOTED_PAIR = re.compile(r"(['\"])([A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]+)?)\1[ \t]*,[ \t]*(['\"])"
                          r"([A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]+)?)\3")
_PARTICLES = frozenset({"o", "mac", "mc", "ni", "nic", "ui", "de", "van", "von", "da", "di", "del", "le", "la", "al"})


def _quoted_named(value: str) -> str:
    """How a quoted value reads as a name: "given" (a listed given name), "unknown" (words no list knows, after a
    surname's particle or not: "O Briain"), "surname" (a listed surname), or "" when it is no name."""
    words = value.split()
    if len(words) == 2 and words[0].lower() not in _PARTICLES:
        return ""
    last = words[-1]
    if not _named(last):
        return ""
    low = last.lower()
    return "given" if low in N.GIVEN_NAMES and len(words) == 1 else "unknown" if unknown_word(last) else "surname"


def _named(word: str) -> bool:
    """A known name, or a word that no list knows (and no word the tables exclude)."""
    low = word.lower()
    if low in N.NOT_NAMES or low in N.EPONYMS or low in N.PLACE_WORDS or low in _EMPTY:
        return False
    return low in N.GIVEN_NAMES or (low in N.SURNAMES and low not in N.LEXICON) or unknown_word(word.capitalize())


def _listed(word: str) -> bool:
    """A listed given name or surname, word or not: beside a part no list knows, under a person's key, one of two."""
    low = word.lower()
    return (low in N.GIVEN_NAMES or low in N.SURNAMES) and low not in _EMPTY


def _file_pair_named(t: str, first_match: re.Match[str], second_match: re.Match[str]) -> bool:
    """Whether a "_"-joined pair in a file name or path is a person's name: capitalised, or in lower case when the
    file or path shows it is one ("tevita_fifita_consent_scan.pdf") and a name list knows one of the two."""
    first, second = first_match.group(1), second_match.group(1)
    if first.isupper() and second.isupper():  # CXR_HARUTO_WATANABE_19470322.dcm: names in capitals, in a file
        named = _named(first) and _named(second) and (
            unknown_word(first.capitalize()) or unknown_word(second.capitalize()) or first.lower() in N.GIVEN_NAMES)
        return named and _FILE_END.match(t, second_match.end(1)) is not None
    capitals = first[0].isupper() and second[0].isupper()
    if not (_named(first) and (_named(second) or (capitals and second.lower() in N.SURNAMES))):
        return False  # (Hinemoa_Walker: a surname that is also a word, after a name)
    if capitals:
        return unknown_word(first) or unknown_word(second) or first.lower() in N.GIVEN_NAMES
    known = any(w in N.GIVEN_NAMES or w in N.SURNAMES for w in (first.lower(), second.lower()))
    start = first_match.start(1)
    return known and (_FILE_END.match(t, second_match.end(1)) is not None or "/" in t[max(0, start - 1) : start]
                      or _CODE_NAME_END.match(t, second_match.end(1)) is not None)  # (siobhan_mccready_dup=TRUE)


def _joined_strings(t: str) -> Iterator[Span]:
    """Quoted pieces joined by +, & or commas whose text, put together, is a given name and a surname."""
    for m in _JOINED_STRINGS.finditer(t) if t.count('"') + t.count("'") >= 4 else ():
        words = "".join(piece.group(2) for piece in _LITERAL.finditer(m.group())).split()
        first = words[0].lower() if words else ""
        if len(words) >= 2 and all(w[:1].isupper() for w in words) and (first in N.WORD_GIVEN_NAMES or (
                _named(words[0]) and (first in N.GIVEN_NAMES or unknown_word(words[0])))) and any(
                _named(w) or all(_named(p) for p in w.split("-") if p) for w in words[1:]) and all(
                len(w) <= 3 or _named(w) or all(_named(p) for p in w.split("-") if p) for w in words[1:]):
            yield m.start(), m.end(), "person_name"


def _han_keyed(t: str, signs: list[int]) -> Iterator[Span]:
    """A Chinese name as the value of a name key, read only at each key's sign: a whole name, or a surname or a
    given name in a field of its own."""
    for i in signs:
        m, key = _HAN_VALUE.match(t, i), _HAN_KEY_BEFORE.search(t, max(0, i - 14), i)
        if m is None or key is None or m.group(1) in N.ZH_COMMON_WORDS or m.group(1) in _NO_ONE:
            continue
        name = m.group(1)
        if key.group("family"):
            named = len(name) <= 2 and (name[0] in N.SURNAMES_ZH or name[0] in N.TITLED_SURNAMES
                                        or name in N.COMPOUND_SURNAMES)
        elif key.group("given"):
            named = len(name) <= 3 and all(c in N.NAME_CHARS for c in name)
        else:  # (in a name field: 管姵妤)
            named = len(name) >= 2 and (name[0] in N.SURNAMES_ZH or (
                len(name) == 3 and all(c in N.NAME_CHARS for c in name[1:])))
        if named:
            yield m.start(1), m.end(1), "person_name"


def _fundraisers(t: str, low: str) -> Iterator[Span]:
    for m in _FUNDRAISER.finditer(t) if any(site in low for site in ("gofundme", "justgiving", "givealittle",
                                                                       "gogetfunding", "zeczec", "flyingv")) else ():
        words = [w for w in m.group(1).lower().split("-") if w.isalpha()]
        pairs = list(pairwise(words))
        if any((a in N.GIVEN_NAMES or unknown_word(a)) and (b in N.SURNAMES or unknown_word(b))
               and a not in N.LEXICON and b not in N.LEXICON for a, b in pairs) or any(
                a in N.SURNAMES and N.romanised_given(b) for a, b in pairs):  # (help-tsai-bohan: a Chinese name)
            yield m.start(1), m.end(1), "person_name"


# A login after its word, as systems make them from a name: an initial or two and the surname, a number after it
# ("by user tkowalczyk2", "logged in as mkowalski"); read only when what follows the initials is a listed surname.
_LOGIN = re.compile(r"(?:(?i:(?<![a-z])(?:user(?:name|[ _]?id)?|login|log-?in|logged[ \t]+(?:in|on)[ \t]+as"
                    r"|signed[ \t]+in[ \t]+as|(?:verified|checked|signed|co-?signed|countersigned|approved|entered"
                    r"|overridden|dispensed|witnessed)[ \t]+by))"
                    # (an audit trail's Chinese labels: 操作者：jsmith, 執行者 kwalker)
                    r"|操作(?:者|人員)|執行者|給藥者|使用者(?:帳號)?|登入帳號)[ \t]*[:=：]?[ \t]*"
                    # (a role after it, as some sites issue them: "jmcallister_rn")
                    r"([a-z]{4,20})\d{0,4}(?:_(?i:rn|md|do|np|pa|hca|rph|pharm|tech|lpn|cna))?"
                    r"(?![A-Za-z0-9_@-]|\.[A-Za-z0-9])")


_LOGIN_WORDS = ("user", "log", "signed", "verified", "checked", "cosigned", "co-signed", "countersigned", "approved",
                "entered", "overridden", "dispensed", "witnessed", "操作", "執行者", "給藥者", "使用者", "登入帳號")


def _a_login_name(word: str) -> bool:
    """A surname after an initial or two is a login made from a name even when the surname is a word too ("jsmith",
    "pbaker": no one types an initial before a word); the whole word must be a surname that is no word."""
    for cut in (0, 1, 2):
        rest = word[cut:]
        if len(rest) >= 4 and rest in N.SURNAMES and (cut or (rest not in N.LEXICON
                                                             and rest not in N.AMBIGUOUS_NAMES)):
            return True
    return word in N.GIVEN_NAMES and word not in N.LEXICON


# A FHIR reference to a person carries their name as its display text: {"reference":"Patient/77120","display":"Eruera,
# Hinemoa"} (either key first). A code's display ("NEWS2") sits under "code", never beside a person's reference.
_PERSON_REFERENCE = re.compile(
    r'"reference"\s*:\s*"(?:Patient|RelatedPerson|Practitioner|Person)/[^"]{0,64}"\s*,\s*"display"\s*:\s*"([^"]{2,80})"'
    r'|"display"\s*:\s*"([^"]{2,80})"\s*,\s*"reference"\s*:\s*"(?:Patient|RelatedPerson|Practitioner|Person)/')

_NO_ONE_NAMED = re.compile(r"(?i:patient|pt\b|anonymous|unknown|redacted|removed|withheld|test|\[|\*|x{2,})")


def names_in_codes(t: str, low: str) -> Iterator[Span]:
    """Names in keys and values, file names and web paths (see the module's rules)."""
    logins = sorted({i for w in _LOGIN_WORDS for i in all_of(low, w)})
    for m in (hit for i in logins if (hit := _LOGIN.match(t, i)) is not None):  # (overlapping: "entered by user x")
        if _a_login_name(m.group(1)) and (m.end() > m.end(1) or m.group(1).lower() not in N.LEXICON):
            # (a whole word with no number after it is the sentence's: "inherent user trust in technology")
            yield m.start(1), m.end(), "person_name"
    signs = sorted(i for c in ("=", ":") for i in all_of(t, c)) if "=" in t or ":" in t else []
    if not t.isascii():
        yield from _han_keyed(t, sorted((*signs, *all_of(t, "："))))
    yield from _fundraisers(t, low)
    yield from _path_names(t, low)
    yield from _user_folders(t, low) if "users" in low or "/home/" in low else ()
    yield from _record_fields(t)
    yield from _joined_strings(t)
    keyed = (_KEYED.search(t, max(0, i - 16), i + 60) for i in signs if _KEY_BEFORE.search(t, max(0, i - 16), i))
    for m in {k.start(): k for k in keyed if k is not None}.values():  # (a key is read at its own sign only)
            first, second = m.group(1), m.group(2)
            if (_named(first) and (second is None or _named(second) or _listed(second))) or (
                    second is not None and _listed(first) and _named(second)):
                yield m.start(1), m.end(2) if second else m.end(1), "person_name"  # (patient=hemi.walker)
    underscores = [i for i in all_of(t, "_") if i and t[i - 1].isalnum()] if "_" in t else []
    for i in underscores:
        first, second = _FILE_FIRST.search(t, max(0, i - 30), i), _FILE_SECOND.match(t, i)
        if first is not None and second is not None and _file_pair_named(t, first, second):
            yield first.start(1), second.end(1), "person_name"
    joints = sorted((*underscores, *all_of(t, "#"))) if "#" in t else underscores
    for m in (hit for i in joints if (hit := _FILE_CAMEL.match(t, i + 1)) is not None):
        first, second = m.group(1), m.group(2)
        if _named(first) and _named(second) and (first.lower() in N.GIVEN_NAMES or second.lower() in N.GIVEN_NAMES
                                                 or unknown_word(first) or unknown_word(second)) \
                and (_FILE_END.match(t, m.end(2)) is not None or _HASHTAG.search(t, max(0, m.start() - 40),
                                                                                  m.start())):
            yield m.start(1), m.end(), "person_name"
    for m in (hit for i in underscores if (hit := _FILE_HYPHEN_PAIR.match(t, i + 1)) is not None):
        first, second = m.group(1), m.group(2)
        if _named(first) and _named(second) and (first.lower() in N.GIVEN_NAMES or unknown_word(first)) \
                and _FILE_END.match(t, m.end()) is not None:
            yield m.start(1), m.end(2), "person_name"
    seps = sorted(i + 1 for c in (";", "|", "\t") for i in all_of(t, c)) if (
        t.count(";") + t.count("|") + t.count("\t") >= 3) else []
    for m in (hit for i in seps if (hit := _CELL_PAIR.match(t, i)) is not None):
        if _named(m.group(1)) and _named(m.group(2)) and (unknown_word(m.group(1)) or unknown_word(m.group(2))
                                                          or m.group(1).lower() in N.GIVEN_NAMES):
            yield m.start(1), m.end(2), "person_name"
    tight = [i + 1 for i in all_of(t, ",") if t[i + 1 : i + 2] not in (" ", "\t", "")] if t.count(",") >= 4 else []
    for m in (hit for i in tight if (hit := _CSV_PAIR.match(t, i)) is not None) if len(tight) >= 4 else ():
        if _named(m.group(1)) and _named(m.group(2)) and (unknown_word(m.group(1)) or unknown_word(m.group(2))):
            yield m.start(1), m.end(2), "person_name"
    for m in _QUOTED_PAIR.finditer(t) if t.count('"') + t.count("'") >= 4 else ():
        first, second = _quoted_named(m.group(2)), _quoted_named(m.group(4))
        if first and second and (first == "given" or second == "given" or "unknown" in (first, second)):
            yield m.start(2), m.end(4), "person_name"  # ('Mulhearn', 'Orla' in a pasted INSERT; "Ó Briain","Cathal")
    slugs = ("-" in t or "_" in t) and ("mr" in low or "ms" in low or "dr" in low)
    for m in _TITLED_SLUG.finditer(low) if slugs else ():
        if m.group(1) not in N.LEXICON and m.group(2) not in N.LEXICON:
            yield m.start(1), m.end(2), "person_name"
    if "/" in t:
        for m in _PERSON_REFERENCE.finditer(t) if '"display"' in t else ():
            group = 1 if m.group(1) else 2
            if any(c.isalpha() for c in m.group(group)) and not _NO_ONE_NAMED.match(m.group(group)):
                yield m.start(group), m.end(group), "person_name"
        for m in _PEOPLE_PATH.finditer(t):
            first, second = m.group(1), m.group(2)
            if first in N.GIVEN_NAMES and first not in N.LEXICON and second not in N.LEXICON:
                yield m.start(1), m.end(2), "person_name"
