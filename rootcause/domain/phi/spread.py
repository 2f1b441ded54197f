"""An identifier after its label with its digits spread out, so that no run of them looks like one.

Staff reading a number out, and people wanting it past a filter, write it so no number pattern matches: a digit at a
time ("MRN # 4 4 0 … 7"), in words ("seven-oh-two-two, nine …"), in parts with words between ("first part 3301, second
part 7754", 病歷號前半 4417、後半 2093), or a letter then the digits (身分證字首 K、後九碼 …). A reader sees one
number, and so does this rule: after a chart, NHI card, phone, ID or account label (``labels.py``), the digits that
follow in any script (0-9, 〇一…九, zero … nine, "double four") across separators and a closed list of joining words
(and, then, half, part, last four digits, 中間, 末四碼 …) are one number, and six digits or more, from the first to
the last, are an identifier. Any other word, a sentence end, a unit ("5 mg", "3 床"), a decimal or a clock time ends
the reading; a date, clock times (0830 and 1415), a rising list (12, 14 and 16), a plural label, a thing's label
("incident ID", 通報) and "called the ward at" before anything but a phone's 0 or + are no identifier. A lone capital,
joining words, then nine digits opening with 1, 2, 8 or 9 is a Taiwanese ID after its label, or anywhere when its
checksum holds. Spans are the canonical text's; ``detect`` maps them back to what was typed.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator
from itertools import pairwise
from operator import mul

from rootcause.domain.phi import patterns as P
from rootcause.domain.phi.labels import english_id_labels, label_hits
from rootcause.domain.phi.scan import digit_runs

Span = tuple[int, int, str]

_REACH = 64  # canonical characters after a label in which the number must start
_LONGEST = 160  # and in which it must end (a number in words is long; any other word ends it sooner)
_MIN_DIGITS = 6
_KIND = {"mrn": "medical_record", "nhi": "nhi_card", "phone": "phone", "id": "national_id"}
_EN_WORD_DIGIT = {"zero": "0", "oh": "0", "nought": "0", "nil": "0", "niner": "9", "one": "1", "two": "2", "three": "3",
                  "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9"}
# The digits as a carer or a family reads them out in their own language, after a phone or ID label only: Malay and
# Indonesian, Tagalog, Spanish, French, te reo Māori, Vietnamese, German, Portuguese, Italian, Dutch, Hindi and
# Japanese in Latin letters (accents gone in the canonical form). A word that is also English ("do", "un", "six",
# "teen") is read only there, and only inside a run of six digits or more.
_FOREIGN_DIGIT = {w: str(i) for words in (
    "kosong satu dua tiga empat lima enam tujuh delapan sembilan", "nol", "wala isa dalawa tatlo apat lima anim pito "
    "walo siyam", "cero uno dos tres cuatro cinco seis siete ocho nueve", "zero un deux trois quatre cinq six sept "
    "huit neuf", "kore tahi rua toru wha rima ono whitu waru iwa", "khong mot hai ba bon nam sau bay tam chin",
    "null eins zwei drei vier funf sechs sieben acht neun", "zero um dois tres quatro cinco seis sete oito nove",
    "zero uno due tre quattro cinque sei sette otto nove", "nul een twee drie vier vijf zes zeven acht negen",
    "shunya ek do teen chaar paanch chhah saat aath nau", "rei ichi _ san yon _ roku nana hachi kyu")
    for i, w in enumerate(words.split()) if w != "_"} | {
    "fuenf": "5", "zwo": "2", "meia": "6", "shoonya": "0", "char": "4", "panch": "5", "chhe": "6", "shichi": "7"}
_WORD_DIGIT = _FOREIGN_DIGIT | _EN_WORD_DIGIT
_ZH_DIGIT = {c: str(i % 10) for i, c in enumerate("〇一二三四五六七八九零壹貳參肆伍陸柒捌玖")} | {"么": "1", "幺": "1"}
_ZH_DIGITS = "".join(_ZH_DIGIT)
_REPEAT = frozenset({"double", "triple", "treble"})  # "double four": 44, "treble one": 111
# Words that join the parts of a number read out, and say nothing else.
_JOINING = frozenset((
    "and", "then", "followed", "by", "is", "was", "are", "were", "be", "the", "of", "it", "its", "it's", "that's",
    "half", "halves", "part", "parts", "piece", "pieces", "section", "group", "groups", "block", "bit", "bits", "first",
    "second", "third", "fourth", "last", "final", "next", "rest", "remaining", "remainder", "middle", "start",
    "starts", "starting", "begin", "begins", "beginning", "end", "ends", "ending", "with", "plus", "digit", "digits",
    "number", "numbers", "no", "num", "letter", "prefix", "suffix", "written", "as", "read", "reads", "out", "back",
    "continues", "continuing", "other", "front", "tail", "dash", "hyphen", "slash", "space", "comma", "me", "us",
))
_ZH_JOINING = (
    "英文字母", "分成", "分為", "分开", "分開", "分別", "分别", "然後", "然后", "接著", "接着", "再來", "再来", "最後",
    "最后", "還有", "还有", "以及", "加上", "則是", "就是", "前段", "後段", "后段", "中段", "末段", "尾段", "上半",
    "下半", "前半", "後半", "后半", "一半", "中間", "中间", "開頭", "开头", "結尾", "结尾", "字首", "首碼", "首字",
    "尾數", "尾数", "尾碼", "末碼", "號碼", "号码", "數字", "数字", "字母", "英文", "部分", "剩下", "其餘", "依序",
    "寫成", "唸成", "念成", "讀作", "另外", "後面", "后面", "前面", "接下來", "接下来", "英文字", "拆成", "拆開",
    "拆开", "上段", "下段", "分", "再", "和", "與", "与", "及", "跟", "是", "為", "为", "則", "的", "碼", "码", "段",
    "前", "後", "后", "末", "尾", "首", "頭", "共", "接", "寫", "唸", "另",
)


def _grouped(words: tuple[str, ...]) -> str:
    """The words as one alternation grouped under their first character, longest first (one branch tried per
    character instead of one per word)."""
    groups: dict[str, list[str]] = {}
    for word in sorted(words, key=len, reverse=True):
        groups.setdefault(word[0], []).append(re.escape(word[1:]))
    return "|".join(first + "(?:" + "|".join(rests) + ")" for first, rests in groups.items())


_PLACE = r"(?:first|last|final|next|middle|other)"
_COUNT_WORD = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})"
# One step of a number read out, on the lower-cased text: the separators, then the first alternative that matches.
_STEP = re.compile(
    r"(?P<sep>[ \t.,，、:：\-–—_/\\|·•#()\[\]（）「」『』\"'“”‘’*~=+^]*)(?:"
    # a count or an ordinal, not a digit of the number: "last four digits", "2nd half", 後六碼, 分兩段, 第一段
    rf"(?P<count>(?:{_PLACE}[ \t]+)?{_COUNT_WORD}[ \t-]*(?:digits?|numbers?|characters?)\b"
    rf"|{_PLACE}[ \t]+{_COUNT_WORD}(?=[ \t:,-]*(?:(?:are|is|were|read)[ \t:,-]*)?\d)"
    r"|\d(?:st|nd|rd|th)\b|[第前後后末尾首頭头中]?[一二三四五六七八九十兩两\d]{1,2}(?:碼|码|位數?|個數字|個字|段|節|組|组))"
    r"|(?P<time>\d{1,2}[:：]\d\d)"
    r"|(?P<digits>\d+)"
    rf"|(?P<zhword>{_grouped(_ZH_JOINING)})"
    rf"|(?P<zh>[{_ZH_DIGITS}]+)"
    r"|(?P<word>[a-z]+(?:['’][a-z]+)?))"
)
# After a digit: a unit, a time of day or a count of things, so the digits before it are a measure, not a number.
_UNIT = re.compile(
    r"[ \t]?(?:(?:mg|mcg|ug|µg|kg|ml|cc|units?|iu|mmol|meq|mmhg|mm|cm|percent|mins?|minutes?|hrs?|hours?"
    r"|am|pm|a\.m|p\.m|days?|wks?|weeks?|months?|yrs?|years?|times|tabs?|tablets?|caps?|bpm|beds?|rooms?|doses?"
    r"|ampoules?|vials?|bags?|drops?|puffs?|sec|seconds?)(?![a-z])"
    r"|[%°]|毫克|毫升|公斤|公克|公分|單位|单位|顆|粒|錠|支|瓶|次|點|时|時|分(?![機机])|秒|天|日|週|月|年|歲|岁|床|樓|楼"
    r"|號房|度|人|位(?!數)|個)"  # (not 張, 周, 包, 房: surnames, and a name often follows a number in Chinese)
)
_DATE = re.compile(r"(?:\d{4}|\d{2,3})([-/.])\d{1,2}\1\d{1,4}|\d{1,2}([-/.])\d{1,2}\2\d{2,4}")
_DIGIT_RUN = re.compile(r"\d+")
_WEIGHTS = (8, 7, 6, 5, 4, 3, 2, 1, 1)  # (Taiwan's ID check, on the nine digits after the letter)
_TIME = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")  # 0830: a time of day written without a colon
_ZH_DIGIT_CHARACTER = re.compile(f"[{_ZH_DIGITS}]")
_WORD_DIGIT_WORD = re.compile(rf"\b(?:{_grouped(tuple(_WORD_DIGIT))}|o)\b")
_WORD_DIGIT_GATE = re.compile(rf"(?:{_grouped(tuple(_WORD_DIGIT))})\b")
_SPELLED_DIGIT = re.compile(rf"[{_ZH_DIGITS}]|(?:{_grouped(tuple(_WORD_DIGIT))})\b")
_ID_SEPARATORS = " \t-._·/"  # (those ``number_rules.spaced_ids`` reads between an ID's letter and digits)
_LONE_CAPITAL = re.compile(r"(?<![A-Za-z0-9'’-])[A-Z](?![A-Za-z0-9'’])")
_CLAUSE_END = re.compile(r"[.!?](?=\s+[A-Z])|[;。！？；\n]")  # (between a label and a number read after other words)
# Words after a label that make what follows some other number: "phone ext 4412", 電話分機, "MRN on bed 12".
_ANOTHER_NUMBER = re.compile(r"(?<![a-z])(?:ext|extn|extension|x|bleep|pager|page|room|bed|bay|ward|floor|level|dose"
                             r"|version|ver|v)(?![a-z])|分機|內線|床|房|樓")
_CALLED = re.compile(r"(?:at|on)$")  # "called the ward at": a phone only if a phone's 0 or + follows
_DECIMAL = re.compile(r"\.\d+(?![.\d])")  # pH 7.35: a measure (a phone with dots has two: 0912.345.678)
# A bare "ID" is a person's after nothing, a possessive, an article or a word for a person or their card; after any
# other word it is a thing's ("incident ID", "order ID", "specimen ID").
_LAST_WORD = re.compile(r"(s?['’])?([a-z]+)")  # (read on the text before a label, reversed: its last word)
_PERSON_BEFORE = frozenset((
    "patient", "patients", "pt", "staff", "employee", "national", "personal", "photo", "identity", "wristband",
    "armband", "name", "hospital", "hosp", "her", "his", "their", "my", "your", "our", "the", "a", "an", "this", "that",
    "whose", "resident", "client", "member", "visitor", "nurse", "doctor", "carer", "son", "daughter", "husband",
    "wife", "mother", "father", "student", "citizen", "taiwan", "taiwanese", "correct", "wrong", "same", "full", "old",
    "new",
    # a cover scheme's number is its member's: "Medicaid ID", "beneficiary ID", "subscriber ID"
    "medicaid", "medicare", "insurance", "insurer", "beneficiary", "subscriber", "enrollee", "policyholder", "tricare",
    # a state's card names its holder: "SA ID 4108…", "Pakistani ID", "govt ID", "military ID"
    "sa", "za", "nz", "uk", "us", "hk", "sg", "ph", "african", "pakistani", "indian", "malaysian", "singaporean",
    "filipino", "indonesian", "vietnamese", "thai", "korean", "japanese", "chinese", "irish", "australian", "canadian",
    "american", "british", "foreign", "government", "govt", "state", "voter", "military", "army", "consular",
    # a service member's or a veteran's card (DoD ID, VA ID)
    "dod", "va", "veteran", "veterans", "edipi", "defense", "defence", "navy",
))
# A chart or card number of a thing, not a person: "incident record number", 通報單號
_THING_BEFORE = frozenset((
    "incident", "datix", "event", "report", "safety", "audit", "complaint", "order", "specimen", "sample", "request",
    "ticket", "reference", "ref", "batch", "lot", "serial", "device", "pump",
))
_THING_BEFORE_ZH = ("通報", "事件", "檢體", "批號", "團體保險", "團體", "團險", "公司")  # (a group policy: the firm's)


class _Number:
    """A number read out: where it starts (at its letters, if one or two capitals open it) and ends, its digits, the
    groups they came in, and whether every digit was typed as one (for the clock-time check)."""

    __slots__ = ("digits", "end", "groups", "letter", "letters", "start", "typed")

    def __init__(self) -> None:
        self.start = self.end = self.letter = -1
        self.digits = self.letters = ""
        self.groups: list[str] = []
        self.typed = True


def _read(t: str, low: str, pos: int, end: int, *, letter_ok: bool) -> _Number | None:
    """The number read from ``pos`` up to ``end`` (see the module's rule), or None when no digit comes first."""
    number: _Number | None = None
    letter, letters = -1, ""
    step = _STEP.match
    opened = False  # (a bracket opened since the reading began: "(02) 2345 6789" closes its own)
    while pos < end:
        m = step(low, pos, end)
        if m is None:
            break
        kind = m.lastgroup or ""
        first, after = m.start(kind), m.end()
        sep = m.group("sep")
        if first > pos and "." in sep and _ends_a_sentence(t, pos, first):
            break
        opened = opened or "(" in sep or "（" in sep
        if number is not None and not opened and (")" in sep or "）" in sep):
            break  # "(Pt. #13) 2/2/16": the bracket that held the label closes, and the number with it
        text = m.group(kind)
        if kind == "digits":
            if low[after : after + 1] == "." and _DECIMAL.match(low, after):
                break  # pH 7.35, 36.8 degrees: a measure
            read = text
        elif kind == "zh":
            read = "".join(_ZH_DIGIT[c] for c in text)
        elif kind == "word":
            if text in _WORD_DIGIT or (text == "o" and number is not None):
                read = _WORD_DIGIT.get(text, "0")  # ("o" for zero once the number has begun: "nine-o-one")
            elif text in _JOINING:
                pos = after
                continue
            elif text in _REPEAT:  # "double four"
                nxt = step(low, after, end)
                if nxt is None or nxt.group("sep") not in (" ", "-") or nxt.group("word") not in _WORD_DIGIT:
                    break
                read, after = _WORD_DIGIT[nxt.group("word")] * (2 if text == "double" else 3), nxt.end()
            elif letter_ok and number is None and len(text) <= 2 and t[first:after].isupper():
                letter = first if letter < 0 else letter
                letters += text
                pos = after
                continue
            else:
                break  # any other word
        elif kind in ("count", "zhword"):
            pos = after
            continue
        else:
            break  # a clock time
        nxt_char = low[after : after + 2].lstrip(" \t")[:1]
        if nxt_char and (nxt_char.isalpha() or nxt_char in "%°") and _UNIT.match(low, after):
            break  # "5 mg", "3 床", "10 am": a measure, not a part of the number
        if number is None:
            number = _Number()
            number.start = first
        number.typed = number.typed and kind == "digits"
        number.digits += read
        number.groups.append(read)
        number.end = pos = after
    if number is None:
        return None
    number.letter, number.letters = letter, letters
    if letter >= 0:
        number.start = letter
    elif number.start and (t[number.start - 1] == "+" or (t[number.start - 1] in "(（" and (
            t.find(")", number.start, number.end) >= 0 or t.find("）", number.start, number.end) >= 0))):
        number.start -= 1  # +886 …, (02) 2345 …: the plus or the bracket is part of the number
    return number


def _ends_a_sentence(t: str, a: int, b: int) -> bool:
    """A full stop in the separators before a capital, a line end or the end of the text."""
    dot = t.find(".", a, b)
    return dot >= 0 and (b == len(t) or t[b].isupper()) and t[dot + 1 : b].strip(" \t") == ""


def _a_persons_label(low: str, a: int, label: str) -> bool:
    """Whether the label names a person's number: not after a thing's name, and a bare ID only after a person."""
    before = low[max(0, a - 16) : a].rstrip(" \t")
    if before.endswith(_THING_BEFORE_ZH):
        return False
    word = _LAST_WORD.match(before[::-1])
    if word is None:
        return True
    last = word.group(2)[::-1]
    if last in _THING_BEFORE:
        return False
    return not label.startswith("id") or last in _PERSON_BEFORE or word.group(1) is not None


def _not_an_identifier(t: str, number: _Number) -> bool:
    """A date (2024/03/15, 113.03.15), clock times (0830 and 1415) or a list (12, 14 and 16; 1、2、3、4、5、6; a letter
    before it makes it an ID again) read as a number."""
    text = t[number.start : number.end]
    if ("/" in text or "-" in text or "." in text) and _DATE.fullmatch(text.replace(" ", "").replace("\t", "")):
        return True
    groups = number.groups
    if number.letter < 0 and all(len(g) <= 2 and g[0] != "0" for g in groups) and all(
            int(a) < int(b) for a, b in pairwise(groups)):
        return True  # rising numbers of one or two digits: a list (bays 12, 14 and 16; 1、2、3、4、5、6)
    return number.typed and len(groups) >= 2 and all(_TIME.fullmatch(p) for p in _DIGIT_RUN.findall(text))


def _label_kind(kind: str, label: str, number: _Number) -> str:
    """The label's kind; an ID's shape with its checksum is an ID whatever the label."""
    if _taiwan_id(number):
        return _id_kind(number)
    if kind != "id":
        return _KIND[kind]
    return "account_number" if label.startswith(_ACCOUNT_LABELS) else _id_kind(number)


# (帳號, 帳戶, 戶頭, account no., acct, a/c, BSB, sort code, IBAN, routing number: an account)
_ACCOUNT_LABELS = ("帳", "戶頭", "acc", "a/c", "bsb", "sort", "iban", "routing")


def _taiwan_id(number: _Number) -> bool:
    """A lone capital, then nine digits opening with 1, 2, 8 or 9 that pass Taiwan's ID check."""
    return len(number.letters) == 1 and len(number.digits) == 9 and number.digits[0] in "1289" and _checksum_ok(
        number.letters.upper(), number.digits)


def _id_kind(number: _Number) -> str:
    """A letter then nine digits opening with 8 or 9 is a resident certificate; any other ID a national ID."""
    nine = len(number.letters) == 1 and len(number.digits) == 9
    return "resident_cert" if nine and number.digits[0] in "89" else "national_id"


def _labels(low: str) -> Iterator[tuple[str, re.Match[str]]]:
    """(kind, label) for every chart, NHI card, phone and ID label that stands as a word of its own."""
    hits = label_hits(low)
    for kind, labels in (*((k, hits[k]) for k in ("mrn", "nhi", "phone", "id")), ("id", english_id_labels(low))):
        for label in labels:
            a, b = label.span()
            if a and low[a].isascii() and low[a].isalpha() and (low[a - 1].isalnum() or low[a - 1] in "_/&?=@"):
                continue  # inside a word or a link: "hotel", "did", "title_id="
            if low[b - 1].isascii() and low[b - 1].isalpha() and low[b : b + 1].isascii() and low[b : b + 1].isalpha():
                continue  # glued to a word or plural: "cellulitis", "patient numbers" (not "ID為": Chinese follows)
            yield kind, label


def _few_digits(t: str, low: str) -> bool:
    """Fewer than six digits in the whole text, in any script: nothing here can be read as an identifier."""
    count = sum(b - a for a, b in digit_runs(t))
    if count < _MIN_DIGITS and not t.isascii():
        count += len(_ZH_DIGIT_CHARACTER.findall(t))
    if count < _MIN_DIGITS and _WORD_DIGIT_GATE.search(low):
        count += len(_WORD_DIGIT_WORD.findall(low))
    return count < _MIN_DIGITS


def holds_spelled_number(t: str, low: str) -> bool:
    """Whether six digits or more stand in the text in any script or language (the guard's first pass asks before
    it lets a note with no other cue go: "SSN: sechs zwei drei …" has no digit and no English number word)."""
    return not _few_digits(t, low)


def spread_identifiers(t: str, low: str) -> Iterator[Span]:
    """Six or more digits read together after an identifier label, and a lone capital before nine digits."""
    if _few_digits(t, low):
        return
    firsts = [run[0] for run in digit_runs(t)]
    for kind, label in _labels(low):
        a, b = label.span()
        j = bisect_right(firsts, b - 1)
        if (j == len(firsts) or firsts[j] - b > _REACH) and not _SPELLED_DIGIT.search(low, b, b + _REACH):
            continue  # no digit in reach, in any script
        number = _read(t, low, b, min(len(t), b + _LONGEST), letter_ok=kind in ("mrn", "id"))
        if number is None or len(number.digits) < _MIN_DIGITS:
            number = _read_after_words(t, low, b, firsts[j] if j < len(firsts) else -1, letter_ok=kind in ("mrn", "id"))
        if number is None or number.start - b > _REACH or len(number.digits) < _MIN_DIGITS:
            continue
        if _not_an_identifier(t, number) or not _a_persons_label(low, a, label.group()) or (
                kind == "phone" and _CALLED.search(low, a, b) and not (
                number.digits[0] == "0" or t[number.start] in "+(（")):
            continue  # a thing's number, or "called the ward at 1030, 1415 and 1600": times
        yield *_an_id_first(t, number), _label_kind(kind, label.group(), number)
    yield from _letter_then_nine_digits(t, low)


def _an_id_first(t: str, number: _Number) -> tuple[int, int]:
    """The span of a number read whole, or of the ID that opens it ("ID A100000001 0": the ID and not the digit
    after it, a letter then nine digits that pass Taiwan's check)."""
    if len(number.letters) == 1 and len(number.digits) > 9 and _checksum_ok(number.letters.upper(),
                                                                             number.digits[:9]):
        seen = 0
        for i in range(number.start, number.end):
            seen += t[i].isdigit()
            if seen == 9:
                return number.start, i + 1
    return number.start, number.end


def _read_after_words(t: str, low: str, b: int, first_digit: int, *, letter_ok: bool) -> _Number | None:
    """The number read from a digit in reach when other words stand between it and the label ("UR number (reversed
    so it is not searchable): …", 手機倒過來寫是 …): the label still owns a number within its reach, unless a
    sentence or clause ends on the way. A digit word that starts no number ("in two parts") is passed over."""
    starts = sorted({*(m.start() for m in _SPELLED_DIGIT.finditer(low, b, b + _REACH)),
                     *((first_digit,) if b <= first_digit <= b + _REACH else ())})
    for start in starts[:4]:
        if _CLAUSE_END.search(t, b, start) or _ANOTHER_NUMBER.search(low, b, start):
            return None
        if start and t[start - 1].isupper() and (start < 2 or not t[start - 2].isalpha()):
            start -= 1  # "S2489": the ID's letter opens it
        number = _read(t, low, start, min(len(t), start + _LONGEST), letter_ok=letter_ok)
        if number is not None and len(number.digits) >= _MIN_DIGITS:
            return number
    return None


def _letter_then_nine_digits(t: str, low: str) -> Iterator[Span]:
    """A lone capital, joining words, then exactly nine digits opening with 1, 2, 8 or 9 whose checksum holds: read
    from each lone capital shortly before a cluster of nine or more digits."""
    runs = digit_runs(t)
    k = 0
    while k < len(runs):
        first, total, last = k, runs[k][1] - runs[k][0], runs[k][1]
        while k + 1 < len(runs) and runs[k + 1][0] - last <= _REACH:
            k += 1
            total, last = total + runs[k][1] - runs[k][0], runs[k][1]
        k += 1
        if total < 9:
            continue
        start = runs[first][0]
        for m in _LONE_CAPITAL.finditer(t, max(0, start - _REACH), start):
            if len(t[m.end() : start].strip(_ID_SEPARATORS)) == 0 and start - m.end() <= 3:
                continue  # "A123456789", "A 123 456 789": the ID rules read a letter against its digits
            number = _read(t, low, m.start(), min(len(t), m.start() + _LONGEST), letter_ok=True)
            if number is not None and number.letter == m.start() and _taiwan_id(number):
                yield number.start, number.end, _id_kind(number)


def _checksum_ok(letter: str, digits: str) -> bool:
    """Taiwan's ID check: the letter's code (tens x1, units x9), then the digits x8 … x1, the check digit x1."""
    code = P.ID_LETTER_CODES[letter]
    total: int = code // 10 + code % 10 * 9 + sum(map(mul, map(int, digits), _WEIGHTS))
    return total % 10 == 0
