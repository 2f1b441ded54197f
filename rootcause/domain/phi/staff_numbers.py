"""A member of staff's number after its label: "員工編號N20417", "staff ID: 40317", "badge #A7741", a professional
registration ("AHPRA registration NMW0001827465", "GMC 7012345", 護字第127394號).

A staff number names one person as surely as their name does, to anyone with the roster, and RCA notes quote it
("the nurse with employee no. 88213"). After its label, a short code of a few letters and digits is that number.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.lexicon import listed_word
from rootcause.domain.phi.scan import all_of, at_words

__all__ = ["domain_logins", "staff_numbers"]

Span = tuple[int, int, str]

_STAFF_NUMBER = re.compile(
    r"(?:員工(?:編號|代號|號碼|證號|卡號)|識別證(?:號碼|編號|號)?|門禁卡(?:號碼|號)?|感應卡(?:號碼|號)?"
    r"|工作證(?:號碼|號)?|職員證(?:號碼|號)?|員工證(?:號碼|號)?"
    # (who did it in an audit trail: 操作者 D10457, 執行者：N55123, 給藥者 55123; "operator ID 55123")
    r"|(?:操作(?:者|人員)|執行者|給藥者)(?:代碼|代號|帳號)?(?=[ \t]*[:：]?[ \t]*(?:[A-Za-z]{1,3}\d|\d{4}))"
    r"|(?i:(?<![a-z])operator(?:[ \t]*(?:id|no\b\.?|number|#|code))?(?=[ \t]*[:#]?[ \t]*(?:[a-z]{1,3}\d|\d{4})))"
    r"|員編|職員(?:編號|代號)|工號|職編|人員代號|執業執照(?:號碼|字號)?|(?i:(?<![a-z])(?:staff|employee"
    r"|badge|payroll|personnel|esr)[ \t_]*(?:id|no\b\.?|number|num|#|code)"
    # (a log's or an export's key: "emp=R20417", "empno: 40317", "staff_id=N55821")
    r"|(?<![a-z])(?:emp(?:l|_?id|_?no)?|badge|user(?:_?id)?)(?=[ \t]*[=:])"  # (badge=RN-558301, user=N09213)
    # (badge 5512, badge AG-559031)
    r"|(?<![a-z])(?:(?:id|identity|staff|swipe|access)[ \t]+)?badge(?=[ \t]*[#:]?[ \t]*[A-Za-z]{0,3}-?\d)"
    # (a staff card by what it does: "swipe card 55123", "ID card no. 55123")
    r"|(?<![a-z])(?:(?:id|identity|staff|swipe|access|proximity|prox|door|key|smart|employee)[ \t-]*(?:card|fob)|fob)"
    r"(?:[ \t]*\(?[ \t]*(?:no\b\.?|number|#))?"
    # a professional registration: AHPRA NMW0001827465, GMC 7012345, NMC PIN 12A3456E, registration no. 4471002
    r"|(?<![a-z])(?:ahpra|gmc|nmc|mcnz|hcpc)(?:[ \t]*(?:registration|reg\.?|pin))?"
    r"(?:[ \t]*(?:id|no\b\.?|number|num|#))?"
    r"|(?<![a-z])registration[ \t]*(?:id|no\b\.?|number|num|#)))[ \t]*(?:(?:is|為|是)[ \t]*)?[:：#=,]?[ \t]*[\"'(（]?"
    # (a short code of letters and digits; the NMC PIN's own shape; digits with a hyphen, "employee no. 20-88172")
    r"([A-Za-z]{0,3}[ \t-]?\d{3,13}[A-Za-z]?|\d{2}[A-Za-z]\d{4}[A-Za-z]|\d{1,4}-\d{3,10})(?![0-9A-Za-z])")
_YEAR = re.compile(r"(?:19|20)\d\d")
# A login after its label, when it holds a digit (as accounts are issued: "user ID nmj4471", 登入帳號 mjohnson2); a
# login that is only a surname and initials is read by ``names_in_codes``, a shared word ("admin") passes.
_LOGIN_ID = re.compile(
    r"(?:(?i:(?<![a-z])(?:user[ \t_-]*(?:id|name)|username|log-?in(?:[ \t_-]*(?:id|name))?|sign-?in[ \t_-]*(?:id|name)"
    r"|account[ \t_-]*(?:id|name)|logged[ \t]+(?:in|on)[ \t]+(?:as|under))(?![a-z]))"
    r"|登入帳號|使用者(?:帳號|代號|名稱)|系統帳號|工作帳號|電腦帳號|帳號)"
    r"[ \t]*(?:(?:is|was|為|是)[ \t]*)?[:：#=]?[ \t]*[\"'「『(（]?"
    # (letters and a digit, as accounts are issued; or four digits and more, an employee number used as the login)
    r"((?=[A-Za-z0-9._-]*\d)(?=[A-Za-z0-9._-]*[A-Za-z])[A-Za-z][A-Za-z0-9._-]{2,40}(?![A-Za-z0-9._@-])"
    r"|\d{4,10}(?![A-Za-z0-9_@-]|[.,:/]\d))")
_BARE_WORDS = re.compile(r"user|account|the[ \t]+id|uid|[a-z]+(?:ed|en)[ \t]+by|signed[ \t]+off[ \t]+by")
_LOGIN_WORDS = ("user", "log", "sign", "account", "登入帳號", "使用者", "系統帳號", "工作帳號", "電腦帳號", "帳號")
# After a bare "user", "account" or "the ID", only a login's usual shape: initials and a number ("user nmj4471"; a
# login made of a surname, "user mkowalski3", is ``names_in_codes``'s; an IBAN after "account" is an account's).
_BARE_LOGIN = re.compile(r"(?i:(?<![a-z])(?:user|account|the[ \t]+id|uid|(?:signed|verified|entered|approved"
                         r"|overridden|cancell?ed|co-?signed|countersigned|dispensed|checked|witnessed|done"
                         r"|signed[ \t]+off)[ \t]+by)(?![a-z]))"
                         r"[ \t]*[:：#=]?[ \t]*"
                         # (initials and a number, "nmj4471", "nmj44"; or an employee number alone, "user 55123")
                         r"([A-Za-z]{2,4}\d{3,6}|[A-Za-z]{3,4}\d{2}|(?<=user )\d{4,8})(?![A-Za-z0-9_@-]|\.[A-Za-z0-9])"
                         # (not a computer's or a ledger's code: "user PC1234 workstation", "charged to account GL5010")
                         r"(?![ \t]+(?i:workstation|computer|terminal|pc|laptop|printer|device|kiosk|cabinet|scanner"
                         r"|analy[sz]er|machine|pump|monitor|system|committee|audit|template|balance|ledger|report"
                         r"|standard|form|module|unit|server|app|device)s?\b)")
# A device's, a standard's or a committee's code after "by" is not a login: an automated dispensing cabinet (ADC),
# a barcode scanner (BCMA), a standard (ISO), a committee and its year (QI2024, MEC2024).
_NOT_A_LOGIN = re.compile(r"(?i:adc|bcma|iso|iec|qi|mec|gl|pc|au|en|bs|din)\d+|[A-Za-z]{2,4}(?:19|20)\d\d")
# (where a bare login's label can start: the pass skips to these instead of trying the pattern at every character)
_BARE_STARTS = ("user", "account", "the id", "the\tid", "uid", "signed", "verified", "entered", "approved",
                "overridden", "cancelled", "canceled", "co-signed", "cosigned", "countersigned", "dispensed", "checked",
                "witnessed", "done")
# A login owned by its possessive: "with nmj4471's login", "under kpl7041's account".
_OWNED_LOGIN = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{2,4}\d{2,6})['’]s[ \t]+(?i:log-?in|account|password|credentials"
                          r"|user[ \t]*(?:id|name)|badge|card|smart[ \t]*card|session)(?![a-z])")
# A staff card by its holder's role: "the nurse's card 55123", "the agency nurse's badge A7741".
_ROLE_CARD = re.compile(r"(?i:nurse|doctor|pharmacist|technician|porter|hca|carer|midwife|registrar|worker|employee"
                        r"|staff)['’]s[ \t]+(?i:(?:id|swipe|smart|access|staff)[ \t]+)?(?i:card|badge|fob)"
                        r"[ \t]*(?i:no\.?|number|#)?[ \t]*[:#]?[ \t]*([A-Za-z]{0,3}-?\d{3,10})(?![0-9A-Za-z])")
_WORD_BEFORE = re.compile(r"(?<![A-Za-z0-9])[A-Za-z]{2,4}\d{2,6}(?=['’]s )")
# A login before its word in Chinese: 以 nmj4471 登入, 使用 N55123 帳號登入.
_ZH_LOGIN = re.compile(r"(?:以|使用|用)[ \t]*([A-Za-z]{1,4}\d{3,8}|\d{4,8})[ \t]*(?:的)?[ \t]*(?:帳號)?[ \t]*"
                       r"(?:登入|登錄)")
_MONEY_BEFORE = re.compile(r"(?i:charged|billed|cost|costs|budget|ledger|expense|paid|invoiced)[ \t]+"
                           r"(?:to|into|from)?[ \t]*(?:the[ \t]+)?account[ \t]*[:#]?[ \t]*$")
# What a sentence calls a login no one person holds: "the shared login", 共用帳號, "the pump's service login"
_SHARED_SAID = re.compile(r"(?i:shared|generic|common|communal|service|vendor|support|team|department|unit|ward|"
                          r"device|test|training|demo|kiosk)[ \t'’s-]*(?:user[ \t]*id|log-?in|account|user)"
                          r"|共用|公用|共享|公共|單位|病房|科室")
_NOT_BEFORE = re.compile(r"(?i:\bno|\bnot(?: a| the)?|instead of|rather than|沒有|不是|非)[ \t]*$")
# A unit's or a role's shared account, in pieces between its digits ("icu01", "ward3", "WARD7NURSE1"): no one's.
_SHARED_LOGINS = frozenset((
    "icu", "nicu", "picu", "ccu", "micu", "sicu", "hdu", "ward", "w", "unit", "nurse", "nurses", "rn", "er", "ed",
    "ae", "or", "theatre", "pharm", "pharmacy", "lab", "admin", "test", "guest", "demo", "station", "ns", "opd",
    "ipd", "shared", "temp", "student", "agency", "bank", "float", "locum", "user", "clinic", "triage", "train",
    "training", "dept", "team", "night", "nights", "day", "days", "late", "early", "eve", "evening", "am", "pm",
    "shift", "biomed", "bme", "svc", "service", "support", "vendor", "tech", "pyxis", "pump", "kiosk", "desk",
    "charge", "clerk", "ops", "it", "helpdesk",
))
# A Windows domain login, DOMAIN\\user: "record opened by TRUST\\wroblewskib" (issued to one person, unless made of a
# unit's or a service's words: "NHS\\ward7nurse", "HOSP\\svc_pyxis").
_DOMAIN_LOGIN = re.compile(r"(?<![\\\w])[A-Z][A-Z0-9-]{1,14}\\([a-z][a-z0-9._-]{2,29})(?![\w\\])")
# A token's or a log's subject claim: {"sub": "staff:0061892"}, "user_id": "N55123" (a staff number with its scheme).
_CLAIM = re.compile(r'"(?:sub|uid|user(?:_?id)?|actor_?id|staff_?id|emp(?:loyee)?_?(?:id|no))"[ \t]*:[ \t]*"'
                    r'(?:[A-Za-z]+[:/|])?([A-Za-z]{0,4}\d{4,12}[A-Za-z]?)"')
# A Taiwanese professional certificate's number, as the certificate writes it: 護字第127394號, 醫字第012345號 (not an
# agency's letter: 衛部醫字第1091234567號函).
_CERTIFICATE = re.compile(r"(?<![部署府局院會])(?:護|醫|藥|師|營|檢|放|助產)字第[ \t]*(\d{4,8})[ \t]*號"
                          r"(?![ \t]*[函令])")
_LABEL_WORDS = ("員工", "識別證", "操作", "門禁卡", "感應卡", "工作證", "職員證", "執行者", "給藥者", "operator",
                "fob", "prox", "door",
                "smart", "員編", "職員", "工號", "職編", "人員代號", "執業執照", "staff", "employee",
                "emp", "badge", "payroll", "personnel", "esr", "user", "ahpra", "gmc", "nmc", "mcnz", "hcpc",
                "registration", "id", "identity", "swipe", "access", "proximity", "key")


def _shared_login(t: str, m: re.Match[str]) -> bool:
    """A ward's, a shift's or a device's login no one person holds: said to be shared in its sentence, or made of a
    unit's words with a short number ("icu01", "WARD7NURSE1", "nightrn2"); a staff number in it ("rn55123") is a
    person's, and so is a year."""
    login = m.group(1)
    if login.isdigit():
        return bool(_YEAR.fullmatch(login))
    pieces = [part for part in re.split(r"[\d._-]+", login.lower()) if part]
    unit_words = all(_of_shared_words(part) for part in pieces)
    if any(len(run) >= 4 for run in re.findall(r"\d+", login)) and not unit_words:
        return False  # ("no shared login, so user ID nmj4471": initials and a staff number are a person's)
    said = _SHARED_SAID.search(t, max(0, m.start() - 40), m.start(1))
    if said and not _NOT_BEFORE.search(t, max(0, said.start() - 12), said.start()):
        return True
    if any(len(run) >= 4 for run in re.findall(r"\d+", login)):
        return False
    return unit_words


def _of_shared_words(piece: str) -> bool:
    """Whether ``piece`` is one or more of the shared logins' words run together ("nightrn": night + rn)."""
    can = [True] + [False] * len(piece)
    for end in range(1, len(piece) + 1):
        can[end] = any(can[start] and piece[start:end] in _SHARED_LOGINS for start in range(max(0, end - 10), end))
    return can[-1]


_SEX_AFTER = re.compile(r"[ \t]*/?[ \t]*[MF](?![A-Za-z])")


def staff_numbers(t: str, low: str) -> Iterator[Span]:
    """The code after a staff number's label (tried only where a label's first word stands)."""
    for m in at_words(_STAFF_NUMBER, t, low, _LABEL_WORDS):
        if not _YEAR.fullmatch(m.group(1)) and not _SEX_AFTER.match(t, m.end(1)):
            yield m.start(1), m.end(1), "staff_id"  # ("AHPRA 2019 guidance": a year; "NMC 100/F": an age and a sex)
    logins = list(at_words(_LOGIN_ID, t, low, _LOGIN_WORDS))
    if _BARE_WORDS.search(low):
        logins += [m for m in at_words(_BARE_LOGIN, t, low, _BARE_STARTS)
                   if not _MONEY_BEFORE.search(t, max(0, m.start(1) - 30), m.start(1))
                   and not _NOT_A_LOGIN.fullmatch(m.group(1))]
    if "登入" in t or "登錄" in t:
        logins += _ZH_LOGIN.finditer(t)
    owners = sorted((*all_of(t, "'s "), *all_of(t, "’s "))) if "'s " in t or "’s " in t else []
    for i in owners:  # (read around each possessive: the owner ends there, the login or card follows it)
        before = _WORD_BEFORE.finditer(t, max(0, i - 12), i + 3)
        logins += [m for m in (_OWNED_LOGIN.match(t, w.start()) for w in before) if m is not None]
        card = _ROLE_CARD.search(t, max(0, i - 12), i + 48)
        if card is not None and card.start() < i < card.end():
            yield card.start(1), card.end(1), "staff_id"
    for m in logins:
        if not _shared_login(t, m):
            yield m.start(1), m.end(1), "staff_id"  # (a login holding a digit: the person it was issued to)
    for m in _CLAIM.finditer(t) if '":' in t or '" :' in t else ():
        if not _YEAR.fullmatch(m.group(1)):
            yield m.start(1), m.end(1), "staff_id"
    for m in _CERTIFICATE.finditer(t) if "字第" in t else ():
        yield m.start(1), m.end(1), "staff_id"


def domain_logins(t: str, low: str) -> Iterator[Span]:
    """A Windows domain login that is not a unit's or a service's (no digit needed: "TRUST\\wroblewskib")."""
    for m in _DOMAIN_LOGIN.finditer(t) if "\\" in t else ():
        parts = [part for part in re.split(r"[\d._-]+", m.group(1)) if part]
        if not all(_of_shared_words(part) or listed_word(part) for part in parts):
            yield m.start(1), m.end(1), "staff_id"  # (a folder's words, "SHARED\\scans", are no one's)
