"""An age over 89 written as a sum: "age for the frailty tool: 45 × 2 + 3", "a hundred minus seven years old",
年齡：45×2+4.

A sum is as plain as its result to anyone who reads it, and it is a way to slip an exact age past a rule that reads
numbers. After an age's label, or before "years old" or 歲, a short expression of numbers (digits or English number
words) and operators (+ − × ÷, plus, minus, times, 加, 減, 乘) is worked out left to right with × and ÷ first; a result
of 90 or more, from a sum that holds an operator, is an exact age over 89. So is an age given in months that come to
90 years or more.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import all_of

__all__ = ["ages_as_sums"]

Span = tuple[int, int, str]

_UNITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
          "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_WORDS = {**{w: i for i, w in enumerate(_UNITS)}, **_TENS, "hundred": 100, "a hundred": 100, "one hundred": 100}
_NUMBER = r"(?:\d{1,3}(?:\.\d)?|" + "|".join(sorted(map(re.escape, _WORDS), key=len, reverse=True)) + ")"
_OP = r"(?:[+\-−–×xX*÷/]|plus|minus|times|multiplied[ \t]+by|divided[ \t]+by|加|減|乘以|乘|除以)"
_EXPR = rf"{_NUMBER}(?:[ \t]*{_OP}[ \t]*{_NUMBER}){{1,4}}"
_EXPR_AT = re.compile(rf"[^0-9\n。.;；]{{0,30}}?({_EXPR})(?![\d])", re.I)  # (after an age's label)
_EXPR_BEFORE = re.compile(rf"(?<![\w.])({_EXPR})[ \t]*$", re.I)  # (right before "years old" or 歲)
_TOKEN = re.compile(rf"[ \t]*({_NUMBER}|{_OP})", re.I)
_OPERATOR = re.compile(r"\d[ \t]*[+×xX*÷/\-−–][ \t]*\d|(?i:plus|minus|times|multiplied|divided)|加|減|乘|除以")
_AGE_LABELS = ("age", "年齡", "歲數", "年紀")
_HEX_AGE = re.compile(r"[^0-9\n。.;；]{0,12}?0[xX]([0-9a-fA-F]{1,2})(?![0-9A-Za-z])")  # "age 0x5F": 95 in hex
# An age in Roman numerals right after its label ("Age recorded as XCIV", "aged XCII").
_ROMAN_AGE = re.compile(r"(?<![A-Za-z])(?i:age[ds]?)(?:(?:[ \t]+[a-z]+){0,4}[ \t]*[:=]|[ \t]+(?:is|was|as|[a-z]{3,}ed"
                        r"[ \t]+as))?[ \t]+"  # ("Age on the form: XCIV")
                        r"(C?X?C[IVX]{0,4}|C[IVX]{0,4})(?![A-Za-z])")
# A third of a person's decade past 89 ("in her late nineties", "in his early 90s") narrows the "90 or older" a record
# may keep to three years; "in her nineties" alone is that group and stays allowed, as do "their nineties" (people in
# general) and "the nineties" (a decade of the calendar).
_IN_THE_NINETIES = re.compile(r"(?<![a-z])in[ \t]+(?:his|her)[ \t]+(?:early|mid|late)[ \t-]*(?:nineties|90['’]?s)"
                              r"(?![a-z])")
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100}
# An age in months, over 89 years of them: "aged 1,140 months", "1104 months old", 年齡1140個月 (a baby's age is given
# in months, so the unit alone says age; the months of a stay or a course are not said of a person being that old).
_MONTHS_AGE = re.compile(r"(?:(?<![A-Za-z])(?i:aged?|age[ \t]*[:=]|is|was|age[ \t]+(?:was[ \t]+)?"
                         r"(?:recorded|given|entered|documented|listed|written|stated|noted|shown)[ \t]+as)[ \t]+"
                         r"|(?:年齡|年紀)[ \t]*[:：為是]?)[ \t]*"
                         r"([0-9]{1,2},?[0-9]{3})[ \t]*(?:(?i:months?|mos?\b)|個月)"
                         r"|(?<![0-9,])([0-9]{1,2},?[0-9]{3})[ \t-]*(?:(?i:months?|mos?)[ \t-]+(?i:old)|個月大)")


def _roman(numeral: str) -> int:
    """The value of a Roman numeral (subtractive pairs: XC is 90)."""
    values = [_ROMAN[c] for c in numeral]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


# Decades and years in words: 九旬又三 (nine decades and three), 九十有五; "nine decades and five years old".
_DECADES = re.compile(r"([一二三四五六七八九十])旬(?:又|有|零)([一二三四五六七八九])")
_IS_BEFORE = re.compile(r"(?<![A-Za-z])(?:is|was|aged?|turned|now)[ \t]+$", re.I)
_OLD = re.compile(r"old|of[ \t]+age", re.I)
_DECADES_EN = re.compile(r"(?<![A-Za-z])(nine|ten|eleven)[ \t-]+decades?(?:(?:[ \t,]+and)?[ \t]+(one|two|three|four"
                         r"|five|six|seven|eight|nine|\d)[ \t]+years?)?(?:[ \t]+old|[ \t]+of[ \t]+age)?", re.I)
_ZH_DIGITS = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {"十": 10}
_YEARS = ("years old", "year old", "years-old", "year-old", "yrs old", "yr old", "歲")


def _value(token: str) -> float:
    word = token.lower()
    return float(_WORDS[word]) if word in _WORDS else float(token)


def _worked_out(expression: str) -> float | None:
    """The expression's value (× and ÷ before + and −), or None when it does not read as one."""
    tokens = [m.group(1) for m in _TOKEN.finditer(expression)]
    if len(tokens) < 3 or len(tokens) % 2 == 0:
        return None
    terms: list[float] = [_value(tokens[0])]
    signs: list[float] = [1.0]
    for op, number in zip(tokens[1::2], tokens[2::2], strict=True):
        value, op = _value(number), op.lower()
        if op in ("×", "x", "*", "times", "乘", "乘以") or op.startswith("multiplied"):
            terms[-1] *= value
        elif op in ("÷", "/", "除以") or op.startswith("divided"):
            if value == 0:
                return None
            terms[-1] /= value
        else:
            terms.append(value)
            signs.append(-1.0 if op in ("-", "−", "–", "minus", "減") else 1.0)
    return sum(sign * term for sign, term in zip(signs, terms, strict=True))


def ages_as_sums(t: str, low: str) -> Iterator[Span]:
    """An expression after an age's label or before "years old" that works out to an age over 89 (looked for only
    where an operator and one of the age's words stand), an age in hex ("age 0x5F"), in months ("aged 1,140 months")
    and decades in words (九旬又三)."""
    for decades in _DECADES.finditer(t) if "旬" in t else ():
        if 10 * _ZH_DIGITS[decades.group(1)] + _ZH_DIGITS[decades.group(2)] >= 90:
            yield decades.start(), decades.end(), "age_over_89"  # 九旬又三
    for decades in _DECADES_EN.finditer(t) if "decade" in low else ():
        said_of_a_person = _IS_BEFORE.search(t, max(0, decades.start() - 10), decades.start())
        if said_of_a_person or _OLD.search(decades.group(0)):  # (a span of time, "for nine decades", is no age)
            yield decades.start(), decades.end(), "age_over_89"  # "nine decades and five years old"
    units = sorted({*all_of(low, "month"), *all_of(low, "mo "), *all_of(low, "mos"), *all_of(t, "個月")})
    seen = set()
    for months in (hit for i in units if (hit := _MONTHS_AGE.search(t, max(0, i - 40), i + 16)) is not None):
        if months.start() in seen:
            continue
        seen.add(months.start())
        group = 1 if months.start(1) >= 0 else 2
        if 1080 <= int(months.group(group).replace(",", "")) <= 1560:
            yield months.start(group), months.end(), "age_over_89"  # "aged 1,140 months": 95 years in months
    for decade in _IN_THE_NINETIES.finditer(low) if "nineties" in low or "90s" in low or "90's" in low else ():
        yield decade.start(), decade.end(), "age_over_89"  # "in her late nineties": 97 to 99, said of a person
    for roman in _ROMAN_AGE.finditer(t) if "age" in low else ():
        if 90 <= _roman(roman.group(1)) <= 130:
            yield roman.start(1), roman.end(1), "age_over_89"  # "Age recorded as XCIV": 94 in Roman numerals
    hexed_said = "0x" in low  # (asked once: asked per label, it read the whole text each time)
    if not hexed_said and not _OPERATOR.search(t):
        return
    found: list[re.Match[str]] = []
    for label in _AGE_LABELS:
        for i in all_of(low, label):
            end = i + len(label)
            if label == "age":
                end += low[end : end + 1] == "d"  # ("aged" is a label too)
                if (i and low[i - 1].isalpha()) or low[end : end + 1].isalpha():
                    continue  # a word holding "age": manage, dosage, agent
            if m := _EXPR_AT.match(t, end):
                found.append(m)
            if hexed_said and (hexed := _HEX_AGE.match(t, end)) and int(hexed.group(1), 16) >= 90:
                yield hexed.start(1) - 2, hexed.end(1), "age_over_89"
    for word in _YEARS:
        for i in all_of(low, word):
            if m := _EXPR_BEFORE.search(t, max(0, i - 40), i):
                found.append(m)
    for m in found:
        value = _worked_out(m.group(1))
        if value is not None and 90 <= value <= 130 and value == int(value):
            yield m.start(1), m.end(1), "age_over_89"
