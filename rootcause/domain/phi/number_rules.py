"""The rules for numbers: Taiwanese IDs by checksum, numbers after a label (chart, NHI card, birth, phone), and the
shapes that only phones, cards and e-mail addresses take.

Digits are rare in a note, so the shape rules do not scan every character: they share one pass that finds the runs
of digits (``scan.digit_runs``) and try their pattern only where a run of the right length stands
(``scan.matches_at``, which gives exactly what a full scan would). Each rule says why its places are the only ones
a match can start at.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Iterator

from rootcause.domain.phi import email_shapes as E
from rootcause.domain.phi import patterns as P
from rootcause.domain.phi.labels import label_hits
from rootcause.domain.phi.pieces import phone_in_pieces
from rootcause.domain.phi.scan import Prefixed, all_of, digit_runs, matches_at, near, windows

Span = tuple[int, int, str]  # start, end, kind
_DAY, _MONTH = r"(?:0?[1-9]|[12]\d|3[01])", r"(?:0?[1-9]|1[0-2])"  # a date after a chart label is no chart number
_DATE_LIKE = re.compile(rf"(?:19|20)\d\d[-/]{_MONTH}[-/]{_DAY}|{_DAY}[-/]{_DAY}[-/](?:(?:19|20)?\d\d)")
_SPACED_SEPARATORS = frozenset("-._·/")
_DATE_CHARACTERS = frozenset("年月日號分時點天節夕旦")  # (天: 1938 年的第 187 天出生; a holiday: 雙十節, 除夕, 元旦)
# A character each spelled-out e-mail word holds that most notes lack: looking for one character is far cheaper
# than for a word, so a word is looked for only when its character is there.
_HINT_KEY = {"[at]": "[", "[dot]": "[", "(at)": "(", "(dot)": "(", "{at}": "{", "小老鼠": "鼠", "艾特": "艾",
             "點com": "點", "點 com": "點", " @": "@", "@ ": "@", "(點)": "點", "點 tw": "點", "點tw": "點"}
# A date written as eight digits, in a text that says a birthday is in it.
_DATE8 = re.compile(r"(?<![0-9])(?:19|20)\d{2}(?:0[1-9]|1[0-2])"
                    r"(?:0[1-9]|[12]\d|3[01])(?![0-9])")
_BIRTH_NEAR = re.compile(r"(?i:(?:patient's|resident's|client's|her|his|their|mother's|father's|baby's) birthday"
                         r"|date of birth|birth date|\bdob\b)|(?:病人|病患|患者|住民|個案|家屬|他|她|長輩)的?生日"
                         r"|出生日期")
# A birth label, a few words (no sentence break), then the date in brackets.
_DOB_IN_BRACKETS = re.compile(r"[^.;:!?\n()（）]{1,40}?[（(][ \t]*(?P<id>" + P.DATE + r")[ \t]*[)）]")
# Later in the birth label's sentence, a full date from long ago is a birth date: no incident happened in 1938.
_SENTENCE_STOP = re.compile(r"[;；。!?！？\n]|\.(?:\s|$)")
_FULL_DATE = re.compile(r"(?<![0-9])(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.](?:19|20)\d{2}"
                        r"|(?:民國|民)\s*\d{2,3}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*[日號]?)(?![0-9])")
# A spreadsheet's day count in a birth field: a number of days since 1900, with the word that says so.
_SPREADSHEET = re.compile(r"(?i:excel|serial|spreadsheet|日期序號|序號)")
_DAY_COUNT = re.compile(r"(?<![0-9.,])[1-5]\d{4}(?![0-9.,])")
# A birthday's month and day said with the age it marks: the date of birth, year and all.
_BIRTHDAY_AND_AGE = re.compile(
    r"(?P<id>\d{1,2}[ \t]*月[ \t]*\d{1,2}[ \t]*[日號])[^。；;!?\n]{0,30}?\d{2,3}[ \t]*歲(?:的)?生日"
    r"|(?P<id2>\d{1,2}(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*"
    r"|(?i:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[ \t]+\d{1,2}(?:st|nd|rd|th)?)"
    r"[^.;!?\n]{0,40}?\b\d{2,3}(?:st|nd|rd|th)[ \t]+birthday")
_OLD_YEAR = re.compile(r"(?:19|20)\d{2}|(?<=民國)\s*\d{2,3}|(?<=民)\s*\d{2,3}")


_LONG_AGO = datetime.date.today().year - 14  # (an incident a report describes is recent; a patient was born before)


def _long_ago(date: str) -> bool:
    """A full date whose year is fourteen years and more before this one (民國 years read as 1911 + the year)."""
    year = _OLD_YEAR.search(date)
    if year is None:
        return False
    value = int(year.group())
    return (value if value >= 1000 else value + 1911) <= _LONG_AGO


_BORN_ON = Prefixed(P.BORN_ON, "bBdD")  # (the engine skips to where "born" or "delivered" can start)
# Another event between the birth and "on" owns the date: "was born in a very poorly condition and died on 27 December
# 2019" (the date of a death, an admission, a transfer).
_ANOTHER_EVENT = re.compile(r"(?i)\b(?:died|passed[ \t]+away|pronounced|admitted|discharged|transferred|collapsed"
                            r"|deteriorated|arrested|readmitted|operated|seen|reviewed)\b")


def _id_kind(second: str) -> str:
    """A gender digit (1/2) means a citizen's ID; a letter or 8/9 means a resident certificate."""
    return "national_id" if second in "12" else "resident_cert"


def id_checksum_ok(letter: str, second: str, digits: str) -> bool:
    """Taiwanese ID/ARC/UI check: letter code digits x1, x9; second char x8; digits x7..x1, check x1."""
    code = P.ID_LETTER_CODES[letter.upper()]
    second_value = int(second) if second.isdigit() else P.ID_LETTER_CODES[second.upper()] % 10
    total = code // 10 + (code % 10) * 9 + second_value * 8
    total += sum(int(d) * w for d, w in zip(digits, (7, 6, 5, 4, 3, 2, 1, 1), strict=True))
    return total % 10 == 0


# The text goes on to say the number is someone's ID: "K220573184 on the wheelchair is his ID card number",
# "P122508374就是病人身分證號".
_SAID_TO_BE_AN_ID = re.compile(r"[^。.;；\n]{0,24}?(?:(?:就是|即為|即是|是)[^。.;；\n]{0,6}?(?:身分證|身份證)"
                               r"|(?i:\bis (?:his|her|their|the patient's|the resident's) (?:id|identity"
                               r"|national id)))")


def ids(t: str, low: str) -> Iterator[Span]:
    """A valid checksum anywhere; a wrong one only after an ID label (a typo does not anonymise)."""
    # eight digits start two characters into a match, so it starts two before a place with eight digits ahead
    starts = (s for a, b in digit_runs(t) if b - a >= 8 for s in range(max(0, a - 2), b - 9))
    for m in matches_at(P.ID_SHAPE, t, starts):
        start = m.start()
        if start and t[start - 1].isascii() and t[start - 1].isalnum():
            continue
        if id_checksum_ok(*m.groups()) or P.ID_CONTEXT.search(t, max(0, start - P.ID_CONTEXT_REACH), start) \
                or _SAID_TO_BE_AN_ID.match(t, m.end()):
            yield start, m.end(), _id_kind(m.group(2))


def spaced_ids(t: str, low: str) -> Iterator[Span]:
    """An ID written with separators inside (``A 123 456 789``, ``A-123-456-789``): with a valid checksum, or after
    an ID label (身分證字號：S 124 930 871, "ID: K 120 458 763"), since a spaced letter and nine digits is otherwise
    just as likely a lot or order number."""
    # a digit, then a separator: the last digit of a run
    ends = (b - 1 for _, b in digit_runs(t) if t[b : b + 1] in _SPACED_SEPARATORS or t[b : b + 1].isspace())
    spaced = windows(matches_at(P.SPACED_DIGITS, t, ends), len(t), reach=8)
    for m in (m for a, b in spaced for m in P.ID_SPACED.finditer(t, a, b)):
        start = m.start()
        if start and t[start - 1].isascii() and t[start - 1].isalnum():
            continue
        digits = re.sub(r"\D", "", m.group(3))
        if len(digits) == 8 and (id_checksum_ok(m.group(1), m.group(2), digits)
                                 or P.ID_CONTEXT.search(t, max(0, start - P.ID_CONTEXT_REACH), start)):
            yield start, m.end(), _id_kind(m.group(2))


def _digits(s: str) -> int:
    """How many digits: labels decide a kind, the digit count decides whether it is an identifier."""
    return sum(c.isdigit() for c in s)


Labelled = Iterator[tuple[re.Match[str], re.Match[str]]]


def _labelled(t: str, low: str, kind: str, value: re.Pattern[str]) -> Labelled:
    """(label, value) pairs: the label is found on ``low``, the value matched right after it on ``t``."""
    for m in label_hits(low)[kind]:
        start = m.start()
        if start and low[start].isalpha() and low[start - 1].isalpha() and low[start - 1 : start + 1].isascii():
            continue  # "tel" in "hotel", "mrn" in "smrna"
        if low[start] == "生" and t[start - 1 : start] in P.NOT_BIRTH_BEFORE_SHENG:
            continue
        found = value.match(t, m.end())
        if found:
            yield m, found


_YEAR = re.compile(r"(?:19|20)\d\d")
_VISIT_WORD = re.compile(r"accession|encounter|specimen|visit|episode|admission|csn|fin")


def medical_records(t: str, low: str) -> Iterator[Span]:
    """A chart number needs its label: bare numbers are doses, beds and times far more often."""
    if not P.GATE_MRN.search(low):
        return
    for label, m in _labelled(t, low, "mrn", P.MRN_VALUE):
        ident = m.group("id")
        words = re.sub(r"\s+", " ", label.group())  # (a bare 病歷 needs more; a lab's number six, not an extension)
        need = 5 if words in P.MRN_BARE else 6 if words.startswith("lab") else 4
        if _digits(ident) >= need and not _DATE_LIKE.fullmatch(ident) and not (
                _YEAR.fullmatch(ident) and (_VISIT_WORD.fullmatch(label.group()) or label.group().endswith("/"))):
            yield m.start("id"), m.end("id"), "medical_record"  # ("the admission 2023 audit": a year, not a visit)


def nhi_in_context(t: str, low: str) -> Iterator[Span]:
    """After an NHI label, 10 to 12 digits are a card number whatever their grouping."""
    if not P.GATE_NHI.search(low):
        return
    for _, m in _labelled(t, low, "nhi", P.NHI_VALUE):
        if 10 <= _digits(m.group("id")) <= 12:
            yield m.start("id"), m.end("id"), "nhi_card"


def nhi_shape(t: str, low: str) -> Iterator[Span]:
    """Twelve digits (or 4-4-4) that are not a lot number or a compact timestamp."""
    starts = (s for a, b in digit_runs(t) if b - a >= 4 for s in range(a, b - 3))  # four digits open a match
    for m in matches_at(P.NHI_SHAPE, t, starts):
        start = m.start()
        before = t[max(0, start - 2) : start]
        if before[-1:] in P.NHI_LEFT_EDGE or (before[-1:] == " " and before[:1].isdigit()):
            continue  # inside a longer number (a 16-digit card, a serial)
        year, month, day = int(m.group(1)), int(m.group(3)[:2]), int(m.group(3)[2:])
        if 1900 <= year <= 2100 and 1 <= month <= 12 and 1 <= day <= 31:
            continue  # 2026 0314 0830: a timestamp or a case number, not a card
        if P.NOT_NHI_CONTEXT.search(t, max(0, start - 20), start):
            continue
        yield start, m.end(), "nhi_card"


def _before_a_birth(t: str) -> bool:
    """Whether a date can stand before a birth (the gate of ``P.DOB_SUFFIX``): a digit or a date or time character
    (年月日號分時點), spaces, then 生, 出生 or 出世; or 年次 anywhere. Read backwards from each 生, which is rare in
    English and a few dozen times in a Chinese note, where a pattern would try every digit."""
    if "年次" in t:
        return True
    for g in [*all_of(t, "生"), *(i + 1 for i in all_of(t, "出世"))]:  # (出世: born, as elders say it)
        for end in (g, g - 1) if t[g - 1 : g] == "出" else (g,):
            j = end
            while j > 0 and (t[j - 1].isspace() or t[j - 1] in "」』\"”"):  # (a date quoted: 「…八月十五」出生)
                j -= 1
            if j > 0 and (t[j - 1] in _DATE_CHARACTERS or t[j - 1].isdecimal()):
                return True
    return False


def _dob_suffix_starts(t: str) -> list[int]:
    """Where a date before 出生 or 年次 can start: at 民 (民國), or two to four digits before the end of a run of
    digits that 年, a space or a date separator follows (the date's first digits run to the end of their run)."""
    starts = list(all_of(t, "民"))
    for a, b in digit_runs(t):
        after = t[b : b + 1]
        if after in ("年", "-", "/", ".") or after.isspace():
            starts += range(max(a, b - 4), b - 1)
    return sorted(starts)


def dates_of_birth(t: str, low: str) -> Iterator[Span]:
    """A date is only a birth date after (or before) a birth word; event dates must stay writable."""
    if P.GATE_DOB.search(low) or "delivered" in low:
        eights = [a for a, b in digit_runs(t) if b - a == 8] if "birth" in low or "生日" in t or "出生" in t else []
        for m in (hit for a in eights if (hit := _DATE8.match(t, a)) is not None):
            if _BIRTH_NEAR.search(t, max(0, m.start() - 60), m.end() + 60):
                yield m.start(), m.end(), "date_of_birth"  # "Incident key 19370415 - the patient's birthday"
        bracketed = (_DOB_IN_BRACKETS.match(t, hit.end()) for hit in label_hits(low)["dob"])
        for m in (b for b in bracketed if b):  # "Date of birth on the form (04/09/1987)"
            yield m.start("id"), m.end("id"), "date_of_birth"
        for hit in label_hits(low)["dob"]:  # (手圈上的出生日期與病歷不一致，手圈印的是 1938/02/11，病歷為 1938/11/02)
            stop = _SENTENCE_STOP.search(t, hit.end(), hit.end() + 100)
            for m in _FULL_DATE.finditer(t, hit.end(), stop.start() if stop else min(len(t), hit.end() + 100)):
                if _long_ago(m.group()):
                    yield m.start(), m.end(), "date_of_birth"
            window = t[hit.end() : stop.start() if stop else min(len(t), hit.end() + 100)]
            serial = _DAY_COUNT.search(window) if _SPREADSHEET.search(window) else None
            if serial is not None:  # ("DOB (Excel serial) 14329", 出生日期欄位顯示 12055（Excel 日期序號）)
                yield hit.end() + serial.start(), hit.end() + serial.end(), "date_of_birth"
        for m in _BIRTHDAY_AND_AGE.finditer(t) if "生日" in t or "birthday" in low else ():
            group = "id" if m.group("id") else "id2"  # (今天 3 月 14 日是阿伯的 81 歲生日: the whole date)
            yield m.start(group), m.end(group), "date_of_birth"
        for label, m in _labelled(t, low, "dob", P.DOB_VALUE):
            if label.group().endswith("生") and any(c in "，," for c in t[label.end():m.start("id")]):
                continue  # 18年出生，於94年8月24日至急診: the date is the next clause's event, not the birth
            yield m.start("id"), m.end("id"), "date_of_birth"
        if "born" in low or "delivered" in low:
            for m in _BORN_ON.finditer(t):
                if not _ANOTHER_EVENT.search(t, m.start(), m.start("id")):
                    yield m.start("id"), m.end("id"), "date_of_birth"
    if _before_a_birth(t):
        for m in matches_at(P.DOB_SUFFIX, t, _dob_suffix_starts(t)):
            if not _A_BAND_AFTER.match(t, m.end()) and not _A_GROUP_BEFORE.search(t, max(0, m.start() - 8),
                                                                                    m.start()):
                yield m.start(), m.end(), "date_of_birth"  # (not 48年次以前出生, a rule's band; 多為 90 年次, a cohort)


# What makes a birth year a group's: "新進護理師多為 90 年次" (mostly, all of them), not one person's.
_A_GROUP_BEFORE = re.compile(r"(?:多為|多是|大多|大多數|大部分|多數|皆為|均為|都是|都為)[ \t]*(?:民國)?[ \t]*$")
_A_BAND_AFTER = re.compile(r"[ \t]*(?:[(（]含[)）])?[ \t]*(?:以前|以後|之前|之後|以上|以下|前後)")


def _phone_starts(t: str, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
    """``pattern.finditer(t)``; the North-American shape is tried only at a run of digits: three before its end
    (415-555-0132) or the bracket before a run of three ((415) 555-0132)."""
    if pattern is not P.PHONES[-1]:
        return pattern.finditer(t)
    starts = (s for a, b in digit_runs(t) for s in (a - 1, b - 3)
              if (s == a - 1 and t[s : a] == "(" and b - a == 3) or (s == b - 3 >= a and t[b : b + 1] in (".", "-")))
    return matches_at(pattern, t, starts)


def phones(t: str, low: str) -> Iterator[Span]:
    """After a phone label any 7+ digits; elsewhere only shapes that doses, times and beds never take
    (area codes, 09xx mobiles, +country). "ext. 1234" and 分機1234 are too short for either."""
    if sum(b - a for a, b in digit_runs(t)) < 7:
        return  # every phone below holds seven digits or more
    if P.GATE_PHONE_CONTEXT.search(low):
        for _, m in _labelled(t, low, "phone", P.PHONE_VALUE):
            if 7 <= _digits(m.group("id")) <= 15:
                yield m.start("id"), m.end("id"), "phone"
    for pattern in P.PHONES:
        for m in _phone_starts(t, pattern):
            before = t[m.start() - 1 : m.start()]
            if before and (before in "+-" or (before.isascii() and before.isalnum())):
                continue
            digits = _digits(m.group())
            if pattern is P.LANDLINE_GROUPED and digits > 11:
                continue  # (no landline has twelve digits: "給藥時間為 0600-1400-2200" lists three times)
            if 8 <= digits <= 15:
                yield m.start(), m.end(), "phone"
    spaced = [a for a, b in digit_runs(t) if b - a in (3, 4) and t[b : b + 1] in (" ", "\t")]
    for m in matches_at(_SPACED_PHONE, t, spaced):
        if not t[m.start() - 1 : m.start()].isalnum() and _KIN_OR_CONTACT_BEFORE.search(low, max(0, m.start() - 32),
                                                                                        m.start()):
            yield m.start(), m.end(), "phone"  # "NOK: wife, 604 728 3341"


# A North-American number with spaces for its separators (604 728 3341), or a Singapore or Hong Kong mobile in two
# fours, is a phone only after a relative or a contact word: with no such word it could be any groups of digits.
_SPACED_PHONE = re.compile(r"\d{3}[ \t]\d{3}[ \t]\d{4}(?![0-9])|[5689]\d{3}[ \t]\d{4}(?![0-9])(?![ \t]\d)")
_KIN_OR_CONTACT_BEFORE = re.compile(
    r"(?<![a-z])(?:nok|next[ \t]+of[ \t]+kin|kin|wife|husband|partner|son|daughter|mother|father|mum|mom|dad|sister"
    r"|brother|family|relative|carer|caregiver|guardian|contact|text|sms|whatsapp|call|phone|mobile|cell|reach)"
    r"(?![a-z])[^.;\n\d]{0,20}$")


def _local_part_starts(t: str) -> Iterator[int]:
    """Where an e-mail address can start: at the first character of the run of local-part characters before an @
    (at most 64 back; a longer run holds no address there)."""
    for at in all_of(t, "@"):
        run = E.EMAIL_LOCAL_RUN.search(t, max(0, at - 64), at)
        if run is not None:
            yield run.start()


def emails(t: str, low: str) -> Iterator[Span]:
    """Any address with a dotted domain and an alphabetic top-level domain, and one spelled out to hide it."""
    hints = [(i, i + len(word)) for word in E.OBFUSCATION_WORDS if _HINT_KEY.get(word, "") in low and word in low
             for i in all_of(low, word)]
    for a, b in near(sorted(hints), len(t), reach=90):  # the address is around its spelled-out @ or dot
        for m in E.OBFUSCATED_EMAIL.finditer(t, a, b):
            if m.group().rsplit(None, 1)[-1].lower() in _WORD_TLDS and _WORD_AFTER.match(t, m.end()) \
                    and m.group().lower().count(" dot ") < 2:
                continue  # "seen at home dot in the evening": an English word, not a country's domain
            yield m.start(), m.end(), "email"
    if "@" not in t:
        return
    starts = sorted(set(_local_part_starts(t)))
    for m in matches_at(E.EMAIL, t, starts):
        tld = m.group().rsplit(".", 1)[-1]
        if len(tld) >= 2 and tld.isalpha() and not _a_shared_mailbox(m.group().split("@", 1)[0]):
            yield m.start(), m.end(), "email"
    for m in matches_at(E.GLUED_PROVIDER_EMAIL, t, starts):
        if not _a_shared_mailbox(m.group().split("@", 1)[0]):
            yield m.start(), m.end(), "email"


# Top-level domains that are also English words: a spelled-out address ends there, the sentence does not go on.
_WORD_TLDS = frozenset({"in", "it", "be", "no", "me", "my", "us", "id", "is", "at", "co", "so", "to", "go", "do"})
_WORD_AFTER = re.compile(r"[ \t]+[a-z]")


# A team's or an office's mailbox names no one: qps@…, patient.safety@…, pharmacy.ward5@… (every part a team's,
# an office's or a service's word, or a number), while jlee@…, mei.chen@… and starfish88@… name their owner.
_MAILBOX_WORDS = frozenset({
    "qps", "pals", "hr", "it", "icu", "ed", "er", "or", "ccu", "nicu", "picu", "qi", "qa", "cno", "ceo", "coo", "cmo",
    "noreply", "no", "reply", "info", "admin", "datix", "ipc", "ipac", "patient", "patients", "safety", "quality",
    "pharmacy", "nursing", "nurses", "ward", "theatre", "theatres", "admissions", "enquiries", "complaints", "incident",
    "incidents", "risk", "governance", "office", "team", "service", "services", "unit", "clinic", "department", "dept",
    "hospital", "support", "help", "helpdesk", "contact", "reception", "records", "medical", "legal", "feedback",
    "experience", "liaison", "switchboard", "outpatients", "radiology", "laboratory", "lab", "estates", "security",
    # (session 15) more teams and offices that own a mailbox or a chat handle ("safety.learning@…", "@Ward7-NIC")
    "learning", "education", "training", "audit", "clinical", "maternity", "midwifery", "emergency", "finance",
    "procurement", "research", "ethics", "privacy", "dpo", "foi", "communications", "comms", "press", "media",
    "workforce", "staffing", "rota", "nic", "mortality", "review", "investigations", "shared", "bay", "hdu", "ae",
    "charge", "coordinator", "bleep", "oncall", "on", "call", "night", "day", "sister", "matron",
    # (session 17) a huddle's, a desk's or a site team's box ("ed.safetyhuddle@…", "bed.flow@…", "site.ops@…")
    "huddle", "huddles", "desk", "inbox", "alerts", "duty", "manager", "managers", "bed", "beds", "flow", "site",
    "ops", "operations", "log",
    # (session 20) a booking desk's box ("theatre.scheduling@…", "outpatient.bookings@…")
    "scheduling", "bookings", "booking", "appointments", "referrals", "outpatient", "clinics"})


def a_shared_mailbox(local: str) -> bool:
    """A mailbox's local part or a chat handle made only of a team's or an office's words ("safety.learning",
    "Ward7-NIC"): no one person's."""
    return _a_shared_mailbox(local)


_MAILBOX_SPLIT = re.compile(r"[._+-]|(?<=[a-z])(?=[A-Z])")


def _a_shared_mailbox(local: str) -> bool:
    # (ward5: a word, a number; "NightSiteTeam": words run together in capitals)
    parts = [p.rstrip("0123456789").lower() for p in _MAILBOX_SPLIT.split(local) if p]
    return any(parts) and all(not p or p in _MAILBOX_WORDS or _two_mailbox_words(p) for p in parts)


def _two_mailbox_words(part: str) -> bool:
    """Two of a team's words of four letters or more run together ("safetyhuddle", "patientsafety"; not ed+ward)."""
    return any(part[:k] in _MAILBOX_WORDS and part[k:] in _MAILBOX_WORDS for k in range(4, len(part) - 3))


def phone_pieces(t: str, low: str) -> Iterator[Span]:
    """A mobile in groups after its label (``pieces.py``), reading the label pass the other rules share."""
    return phone_in_pieces(t, low, label_hits(low)["phone"]) if P.GATE_PHONE_CONTEXT.search(low) else iter(())
