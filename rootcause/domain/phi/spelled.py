"""A view of the text for the number detectors in which numbers read as numbers, however they were written.

``民國七十五年三月二日生``, ``中山南路七號五樓``, ``病歷號九七六九一四〇``, ``MRN: 0 0 1 5 0 8 8 7``,
``DOB 1 9 5 2 - 0 9 - 1 5`` and ``電話0989、043、215`` hold a birth date, an address, a chart number and a phone
as plainly as their usual forms. Each rewrite below changes length (七十五 = 75, spaces dropped), so the view
carries an index from each of its characters back to the canonical text, the way
:func:`rootcause.domain.phi.canonical.canonical` maps the canonical text back to what was typed.

The rewrites, each only where a number is plainly meant:

- a Chinese numeral run before a date, address or age unit (年 月 日 號 巷 弄 樓 段 歲 次) or after an
  address's 之, positional (七十五) or digit by digit (一九八六);
- three or more digit numerals in a row (〇九一二, 九七六九一四〇), or any next to an ASCII digit (0962三一三);
- single digits spaced out (``0 0 1 5``), and spaces around a separator between digits (``1952 - 09 - 15``);
- the Chinese enumeration comma (、) or a full stop between digit groups of a number of eight or more digits;
- a year read out in words (nineteen forty-four), which only a birth label or a date rule then reads as a date.

Elsewhere a numeral is a word (一起, 十分, 三不五時) and is left alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.offsets import Offsets
from rootcause.domain.phi.scan import all_of, digit_runs, matches_at

__all__ = ["spelled_view", "zh_number"]

_DIGIT = ({c: i for i, c in enumerate("〇一二三四五六七八九")} | {c: i for i, c in enumerate("零壹貳參肆伍陸柒捌玖")}
          | {"兩": 2, "两": 2, "貮": 2, "叁": 3}  # the formal numerals of cheques and forms too: 壹玖伍零
          | {"洞": 0, "么": 1, "幺": 1, "拐": 7, "勾": 9})  # and the radio readings: 洞九么八 is 0918
_UNIT = {"十": 10, "百": 100, "千": 1000, "拾": 10, "佰": 100, "仟": 1000}
_NUMERAL = "〇零一二三四五六七八九十百千兩两壹貳貮參叁肆伍陸柒捌玖拾佰仟廿卅洞么幺拐勾"  # (廿 20 and 卅 30: 民國卅年)
_DIGIT_NUMERAL = "〇零一二三四五六七八九壹貳貮參叁肆伍陸柒捌玖兩洞么幺拐勾"
_UNITS = "年月日號号巷弄樓楼段歲岁次F"
_AFTER_DIGITS = frozenset(" \t/.-、，")
_WORD_DIGITS = {"zero": "0", "oh": "0", "o": "0", "nought": "0", "one": "1", "two": "2", "three": "3", "four": "4",
                "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9"}
_DIGIT_WORD = r"(?:zero|oh|nought|one|two|three|four|five|six|seven|eight|nine)"
# digits read out as words, four or more: "zero four one two, three four five", "oh-nine-one-one", and in pairs
# ("twelve thirty-four fifty-six", "mrn twelve three four five", as a number is read aloud two digits at a time)
_SPOKEN = (r"(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ \-](?:one|two|three|four|five|six|seven"
           r"|eight|nine)(?![A-Za-z]))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
           rf"|{_DIGIT_WORD})(?![A-Za-z])")
_WORDS = re.compile(
    rf"(?P<words>(?=[zZoOnNtTfFsSeE])(?<![A-Za-z])(?i:{_SPOKEN}(?:[ ,\-]{{1,3}}{_SPOKEN}){{3,}})(?![A-Za-z]))"
)
_SPOKEN_TOKEN = re.compile(_SPOKEN, re.I)
# Every rewrite below starts at a Chinese numeral or at an ASCII digit, and a match of one kind never overlaps one
# of the other (a numeral match holds no digit, a digit match no numeral), so they are two patterns, each opening
# with its class: the engine skips to those characters instead of trying every one.
_NUMERAL_REWRITES = re.compile(
    rf"[{_NUMERAL}](?:"
    # a numeral run (at most seven characters) before a unit, or after an address's 之
    rf"(?P<unit>[{_NUMERAL}]{{0,6}}(?=\s?[{_UNITS}])|(?<=之[{_NUMERAL}])[{_NUMERAL}]{{0,3}})"
    # groups of digit numerals with separators between them (a phone read out: 零九五六、六零零、四七六)
    rf"|(?P<grouped>(?<=[{_DIGIT_NUMERAL}])[{_DIGIT_NUMERAL}]+(?:[、，,\-–—－．.／/ ][{_DIGIT_NUMERAL}]{{2,}}){{1,4}})"
    # digit numerals: three or more, or any touching an ASCII digit
    rf"|(?P<digits>(?<=[{_DIGIT_NUMERAL}])[{_DIGIT_NUMERAL}]{{2,}}|(?<=[0-9][{_DIGIT_NUMERAL}])[{_DIGIT_NUMERAL}]*"
    rf"|(?<=[{_DIGIT_NUMERAL}])[{_DIGIT_NUMERAL}]*(?=[0-9]))"
    r")"
)
_DIGIT_REWRITES = re.compile(
    r"[0-9](?:"
    # a date with its digits spaced out: 0 4 / 1 1 / 1 9 4 8
    r"(?P<spaced_date>(?<![0-9][0-9])(?:[ \t]?[0-9]){0,3}(?:[ \t]*[/.\-][ \t]*[0-9](?:[ \t]?[0-9]){0,3}){2}(?![0-9]))"
    # single digits spaced out: 0 0 1 5 0 8 8 7
    r"|(?P<spaced>(?<![0-9][0-9])(?:[ \t][0-9]){3,}(?![0-9]))"
    # spaces around a separator between digits: 1952 - 09 - 15 (the match starts at the digit before it)
    r"|(?P<sep>(?:[ \t]*[/.\-][ \t]+|[ \t]+[/.\-][ \t]*)(?=[0-9]))"
    # groups of a long number split by 、 or ，: 0989、043、215
    r"|(?P<groups>(?<![0-9][0-9])[0-9]{1,4}(?:[、，][ \t]?[0-9]{2,5}){2,4}(?![0-9]))"
    r")"
)
# a year read out in words: "nineteen forty-four", "nineteen oh two", "twenty twelve" (the date rules then see 1944)
_TENS = {"twenty": 2, "thirty": 3, "forty": 4, "fifty": 5, "sixty": 6, "seventy": 7, "eighty": 8, "ninety": 9}
_TEENS = {"ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
          "seventeen": 17, "eighteen": 18, "nineteen": 19}
_UNIT_WORD = r"(?:one|two|three|four|five|six|seven|eight|nine)"
_YEAR = re.compile(
    r"(?<![A-Za-z])(?i:(?P<century>eighteen|nineteen|twenty)[ \t-]+(?:(?P<tens>twenty|thirty|forty|fifty|sixty|seventy"
    r"|eighty|ninety)(?:[ \t-]+(?P<unit>" + _UNIT_WORD + r"))?|(?P<teen>ten|eleven|twelve|thirteen|fourteen|fifteen"
    r"|sixteen|seventeen|eighteen|nineteen)|(?:oh|o)[ \t-]+(?P<oh>" + _UNIT_WORD + r")))(?![A-Za-z])"
)
# (on lower-cased text; each first letter opens its own alternative, so the engine skips to z, o, n, t, f, s, e;
# ``(?<!\w.)`` after it is the word boundary before it)
_WORDS_GATE = re.compile(r"(?:z(?<!\w.)ero|o(?<!\w.)(?:h|ne)|n(?<!\w.)(?:ought|ine)|t(?<!\w.)(?:wo|hree)"
                         rf"|f(?<!\w.)(?:our|ive)|s(?<!\w.)(?:ix|even)|e(?<!\w.)ight)[ ,\-]{{1,3}}{_DIGIT_WORD}\b"
                         # (a pair's word before another number word: "twelve three", "thirty-four fifty")
                         r"|(?:t(?<!\w.)(?:en|welve|hirteen|wenty|hirty)|e(?<!\w.)(?:leven|ighteen|ighty)"
                         r"|f(?<!\w.)(?:ourteen|ifteen|orty|ifty)|s(?<!\w.)(?:ixteen|eventeen|ixty|eventy)"
                         r"|n(?<!\w.)(?:ineteen|inety))[ ,\-]{1,3}(?:[otfsenz])")


# Ages over 89 in words and in literary Chinese, read as digits so the age rules see them: "ninety-four", "one hundred
# and one", a Roman numeral beside an age word (XCII years old), 九十有三 and 九秩晉五 (an age: 歲 is added), 9十3.
_ONES = {w: i for i, w in enumerate(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"))}
_UNIT_OR_TEEN = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen" \
                "|seventeen|eighteen|nineteen"
_OLD_AGE_WORDS = re.compile(
    r"(?<![A-Za-z])(?i:(?:(?P<hundred>one|a)[ \t-]+hundred(?:[ \t-]+and)?(?:[ \t-]+(?P<h_tens>twenty|thirty|forty)"
    rf"(?:[ \t-]+(?P<h_unit>{_UNIT_WORD}))?|[ \t-]+(?P<h_small>{_UNIT_OR_TEEN}))?)"
    rf"|ninety(?:[ \t-]+(?P<n_unit>{_UNIT_WORD}))?)(?![A-Za-z])"
)
_ROMAN_AGE = re.compile(r"(?<![A-Za-z])(?:XC[IVX]{0,4}|C[IVX]{1,5}|C)(?![A-Za-z])")
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
_AGE_WORD_NEAR = re.compile(r"(?i:\bage[ds]?\b|years?|yrs?|y/?o\b|歲)")
_ZH_OLD_AGE = re.compile(
    r"(?P<classic>[一二三四五六七八九]十有[一二三四五六七八九])"
    # (not an institution's anniversary: 創院九秩院慶, 九秩校慶)
    r"|(?P<decades>[一二三四五六七八九]秩(?:晉[一二三四五六七八九])?(?!院慶|校慶|週年|周年|大慶|慶典|華誕|院|校))"
    r"|(?P<mixed>[1-9]十[1-9]?(?=\s*歲))"
    # the classical names of great ages, once someone has reached one (已屆期頤之年, 年屆白壽; not 期頤之壽 on a card)
    r"|(?:(?<=屆|達|逾|齡)|(?<=今年|已經|經是|年是))(?P<named>期頤|卒壽|白壽|茶壽|鮐背)"  # (今年白壽, 已經是卒壽)
)
_NAMED_AGES = {"期頤": 100, "卒壽": 90, "白壽": 99, "茶壽": 108, "鮐背": 90}
# A number read out with 萬 (ten thousand) after a label a number follows: 病歷號兩千零五十一萬八千八百三十七, as speech
# to text writes a chart number; tried only where 萬 stands, and only after 號, 碼, 電話 or 手機 (an amount of money or
# a count stays a word).
_ZH_LARGE = re.compile(rf"(?<=號|碼|話|機)[:：是為\s]{{0,2}}(?P<large>[{_NUMERAL}]{{1,8}}[萬万][{_NUMERAL}]{{1,8}})")
# Two numerals after an age word (年紀是九三): tried only where the age word stands.
_ZH_AGE_PAIR = re.compile(r"(?:年紀|年齡|歲數)(?:是|為|:)?(?P<pair>[一二三四五六七八九][一二三四五六七八九])"
                          r"(?![〇一二三四五六七八九十])")


def _old_ages(text: str, low: str) -> Iterator[re.Match[str]]:
    """The age rewrites' matches, each tried only at its anchor (ninety, hundred, a capital C, 十有, 秩, 年紀)."""
    for i in all_of(low, "ninety"):
        m = _OLD_AGE_WORDS.match(text, i)
        if m:
            yield m
    for i in all_of(low, "hundred"):
        for start in (i - 2, i - 4):  # "a hundred", "one hundred"
            m = _OLD_AGE_WORDS.match(text, start) if start >= 0 else None
            if m:
                yield m
                break
    near_an_age = "age" in low or "year" in low or "yr" in low or "y/o" in low or "yo" in low or "歲" in text
    for i in all_of(text, "C") if near_an_age else ():  # (a Roman age is read only beside an age word)
        m = _ROMAN_AGE.match(text, i - 1 if text[i - 1 : i] == "X" else i)
        if m:
            yield m
    if text.isascii():
        return
    for anchor, back in (("十有", 1), ("秩", 1), ("十", 1), *((name, 0) for name in _NAMED_AGES)):
        for i in all_of(text, anchor):
            if anchor == "十" and not text[i - 1 : i].isdigit():
                continue  # (9十3: the mixed form opens with an ASCII digit)
            m = _ZH_OLD_AGE.match(text, i - back) if i >= back else None
            if m:
                yield m
    for word in ("年紀", "年齡", "歲數"):
        for i in all_of(text, word):
            m = _ZH_AGE_PAIR.match(text, i)
            if m:
                yield m


def _roman(numeral: str) -> int:
    values = [_ROMAN[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def _old_age(m: re.Match[str]) -> str | None:
    """The digits of an age in words, a Roman numeral beside an age word, or a literary Chinese age."""
    if m.re is _ROMAN_AGE:
        text = m.string
        near = _AGE_WORD_NEAR.search(text, max(0, m.start() - 12), m.start()) or _AGE_WORD_NEAR.search(
            text, m.end(), m.end() + 12)
        value = _roman(m.group())
        return str(value) if near and 90 <= value < 150 and len(m.group()) >= 2 else None
    if m.re is _ZH_AGE_PAIR:
        pair = m.group("pair")
        return m.group()[: m.start("pair") - m.start()] + str(_DIGIT[pair[0]] * 10 + _DIGIT[pair[1]])
    if m.re is _ZH_OLD_AGE:
        kind, text = m.lastgroup, m.group()
        if kind == "classic":
            return str(_DIGIT[text[0]] * 10 + _DIGIT[text[-1]]) + "歲"
        if kind == "decades":
            return str(_DIGIT[text[0]] * 10 + (_DIGIT[text[-1]] if "晉" in text else 0)) + "歲"
        if kind == "mixed":
            return text[0] + (text[2] if len(text) > 2 else "0")
        if kind == "named":
            return f"{_NAMED_AGES[text]}歲"
    if m.group("hundred"):
        extra = 0
        if m.group("h_tens"):
            extra = _TENS[m.group("h_tens").lower()] * 10 + (_ONES[m.group("h_unit").lower()] if m.group("h_unit")
                                                             else 0)
        elif m.group("h_small"):
            small = m.group("h_small").lower()
            extra = _ONES.get(small, _TEENS.get(small, 0))
        return str(100 + extra)
    return str(90 + (_ONES[m.group("n_unit").lower()] if m.group("n_unit") else 0))


def _digit_rewrite_starts(text: str) -> list[int]:
    """Where a digit rewrite can start, from the shared runs of digits: the first and the last digit of a run that a
    space, a separator, 、 or ， follows (every rewrite reads one of those after the digits it starts with; a run
    holding a digit of another script is tried throughout)."""
    starts: list[int] = []
    for a, b in digit_runs(text):
        if not text[a:b].isascii():
            starts += range(a, b)
        elif text[b : b + 1] in _AFTER_DIGITS:
            starts += (a, b - 1) if b - a > 1 else (a,)
    return starts


def zh_number(run: str) -> str | None:
    """The digits a numeral run stands for: 七五 → 75, 七十五 → 75, 一百零五 → 105, 一九八六 → 1986, 卅 → 30,
    兩千零五十一萬八千八百三十七 → 20518837 (萬 splits the run into ten-thousands and the rest)."""
    if "萬" in run or "万" in run:
        high, _, rest = run.replace("万", "萬").partition("萬")
        upper, lower = zh_number(high) if high else "1", zh_number(rest) if rest else "0"
        return None if upper is None or lower is None or "萬" in rest else str(int(upper) * 10000 + int(lower))
    run = run.replace("廿", "二十").replace("卅", "三十")
    if not any(c in _UNIT for c in run):
        return "".join(str(_DIGIT[c]) for c in run) if all(c in _DIGIT for c in run) else None
    total, digit = 0, None
    for c in run:
        if c in _DIGIT:
            digit = _DIGIT[c]
        elif c in _UNIT:
            total += (1 if digit is None else digit) * _UNIT[c]
            digit = None
        else:
            return None
    return str(total + (digit or 0))


def _year(m: re.Match[str]) -> str:
    """The digits of a year read out in words: nineteen forty-four → 1944."""
    century = str(_TEENS[m.group("century").lower()] if m.group("century").lower() != "twenty" else 20)
    if m.group("tens"):
        unit = _WORD_DIGITS[m.group("unit").lower()] if m.group("unit") else "0"
        return century + str(_TENS[m.group("tens").lower()]) + unit
    if m.group("teen"):
        return century + str(_TEENS[m.group("teen").lower()])
    return century + "0" + _WORD_DIGITS[m.group("oh").lower()]


# A date in the lunar calendar, which families often give for an elder's birth: 臘月初八 is the twelfth month's
# eighth day (正月 the first, 冬月 the eleventh; 初一 … 初十 the first ten days).
_LUNAR = re.compile(r"(?P<month>正|臘|腊|冬)月(?P<day>初[一二三四五六七八九十]|[一二]?十[一二三四五六七八九]?"
                    r"|廿[一二三四五六七八九]?|三十)?(?P<ri>[日號])?|(?<=月)(?P<early>初[一二三四五六七八九十])(?P<ri2>[日號])?")
_LUNAR_MONTHS = {"正": "1", "臘": "12", "腊": "12", "冬": "11"}
_LUNAR_GATE = re.compile(r"[正臘腊冬]月")


def _lunar(m: re.Match[str]) -> str | None:
    day = m.group("day") or m.group("early")
    digits = zh_number(day.removeprefix("初")) if day else ""
    if digits is None:
        return None
    month = _LUNAR_MONTHS[m.group("month")] + "月" if m.group("month") else ""
    return month + (digits + "日" if digits else "")


def _spoken(word: str) -> str:
    """One number word's digits: "four" 4, "twelve" 12, "thirty-four" 34, "thirty" 30."""
    if word in _WORD_DIGITS:
        return _WORD_DIGITS[word]
    if word in _TEENS:
        return str(_TEENS[word])
    tens, _, unit = word.replace("-", " ").partition(" ")
    return str(_TENS[tens]) + (_WORD_DIGITS[unit] if unit else "0")


def _rewrite(m: re.Match[str]) -> str | None:
    """What a match reads as, or None to leave it as typed."""
    if m.re is _YEAR:
        return _year(m)
    if m.re is _LUNAR:
        return _lunar(m)
    if m.re in (_OLD_AGE_WORDS, _ROMAN_AGE, _ZH_OLD_AGE, _ZH_AGE_PAIR):
        return _old_age(m)
    if m.re is _ZH_LARGE:
        digits = zh_number(m.group("large"))
        return None if digits is None else m.group()[: m.start("large") - m.start()] + digits
    kind, text = m.lastgroup, m.group()
    if kind == "words":
        return "".join(_spoken(w.group().lower()) for w in _SPOKEN_TOKEN.finditer(text))
    if kind in ("unit", "digits"):
        return zh_number(text)
    if kind == "grouped":
        runs = re.findall(f"[{_DIGIT_NUMERAL}]+", text)
        joined = "".join(zh_number(run) or "" for run in runs)
        return joined if len(joined) >= 7 else "-".join(zh_number(run) or "" for run in runs)
    if kind in ("spaced", "spaced_date"):
        return re.sub(r"[ \t]", "", text)
    if kind == "sep":
        return text[0] + text[1:].strip()
    digits = re.sub(r"[^0-9]", "-", re.sub(r"[ \t]", "", text))
    return digits if sum(c.isdigit() for c in digits) >= 8 else None


Spelled = tuple[str, Offsets, list[tuple[int, int]]]


def spelled_view(text: str, low: str | None = None) -> Spelled | None:
    """``text`` with its numbers as numbers, each character's index in ``text``, and where in the view a number
    was rewritten (only near those places can the view hold something the text did not); None when nothing
    changes (the common case). ``low`` is ``text.lower()`` when the caller has it already."""
    digit_rewrites = matches_at(_DIGIT_REWRITES, text, _digit_rewrite_starts(text))
    matches = sorted((*_NUMERAL_REWRITES.finditer(text), *digit_rewrites), key=lambda m: m.start())
    low = text.lower() if low is None else low
    if _WORDS_GATE.search(low):
        matches = sorted(matches + list(_WORDS.finditer(text)), key=lambda m: m.start())
    years = [m for word in ("eighteen", "nineteen", "twenty") for i in all_of(low, word)
             for m in (_YEAR.match(text, i),) if m]
    if years:
        matches = sorted(matches + years, key=lambda m: m.start())
    large = [m for i in sorted({*all_of(text, "萬"), *all_of(text, "万")})
             for m in (_ZH_LARGE.search(text, max(0, i - 12), i + 10),) if m and m.start("large") < i < m.end()]
    if large:
        matches = sorted(matches + large, key=lambda m: m.start())
    lunar = list(_LUNAR.finditer(text)) if "月" in text and ("初" in text or _LUNAR_GATE.search(text)) else []
    if lunar:
        matches = sorted(matches + lunar, key=lambda m: m.start())
    ages = list(_old_ages(text, low))
    if ages:
        matches = sorted(matches + ages, key=lambda m: m.start())
    if not matches:
        return None
    parts: list[str] = []
    runs: list[tuple[int, int, int]] = []  # (view index, text index, step): see ``offsets.Offsets``
    changed: list[tuple[int, int]] = []
    last = size = 0
    for m in matches:
        out = _rewrite(m)
        if out is None or out == m.group() or m.start() < last:
            continue
        parts.append(text[last : m.start()])
        runs.append((size, last, 1))
        size += m.start() - last
        changed.append((size, size + len(out)))
        parts.append(out)
        # each output character points into the match, the last at its last character, so a span's end maps
        # to the end of what was typed
        runs.append((size, m.start(), 1))
        if len(out) > m.end() - m.start():
            runs.append((size + m.end() - m.start(), m.end() - 1, 0))
        elif 1 < len(out) < m.end() - m.start():  # (a shorter rewrite, "nineteen thirty-one" → 1931, too)
            runs.append((size + len(out) - 1, m.end() - 1, 1))
        size += len(out)
        last = m.end()
    if not parts:
        return None
    parts.append(text[last:])
    runs.append((size, last, 1))
    return "".join(parts), Offsets(runs, size + len(text) - last), changed
