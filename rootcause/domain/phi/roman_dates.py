"""A birth date written in Roman numerals: "DOB XII.IV.MCMLII", 出生 MCMLXVI.III.II.

No clinical record writes an event's date this way, but a person may write their own birth date so (on a consent form,
a tattoo, a memorial card), and an attacker does it to pass a filter that reads digits. A full date (day, month and a
year from 1880 on, in either order) whose numerals are each well-formed counts when a birth word stands before it in
the same stretch of text (160 characters), as for a birth date in digits.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import all_of

__all__ = ["roman_birth_dates"]

Span = tuple[int, int, str]

_SMALL = r"(?:x{0,3})(?:ix|iv|v?i{0,3})"  # 1 to 39 (a day or a month)
_YEAR = r"m{1,2}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})"
_SEP = r"[ \t]*[./\-·•‧][ \t]*|[ \t]+"  # (and the middle dot an engraver sets between numerals)
_DATE = re.compile(
    rf"(?i)(?<![A-Za-z])(?:(?P<d>{_SMALL})(?:{_SEP})(?P<m>{_SMALL})(?:{_SEP})(?P<y>{_YEAR})"
    rf"|(?P<y2>{_YEAR})(?:{_SEP})(?P<m2>{_SMALL})(?:{_SEP})(?P<d2>{_SMALL}))(?![A-Za-z])")
# (a date whose separators the canonical form took out, the numerals run together: XII·IV·MCMXLI)
_RUN = re.compile(r"(?i)(?<![A-Za-z])[ivxlcdm]{7,24}(?![A-Za-z])")
_SMALL_WHOLE, _YEAR_WHOLE = re.compile(rf"(?i){_SMALL}"), re.compile(rf"(?i){_YEAR}")
_BIRTH = re.compile(r"(?i:d\.?o\.?b|birth|born|b\.)|出生|生日|生於")
_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}


def _value(numeral: str) -> int:
    digits = [_VALUES[c] for c in numeral.lower()]
    return sum(-d if d < nxt else d for d, nxt in zip(digits, [*digits[1:], 0], strict=True))


def roman_birth_dates(t: str, low: str) -> Iterator[Span]:
    """Each full Roman date with a birth word before it (tried only around a Roman year's opening letters)."""
    years = sorted({*all_of(low, "mcm"), *all_of(low, "mm"), *all_of(low, "mdccc")})  # (1880 on: every year opens so)
    if not years or not _BIRTH.search(t):
        return
    for run in {m.span(): m for y in years for m in _RUN.finditer(t, max(0, y - 24), y + 24)}.values():
        if _joined_date(run.group()) and _BIRTH.search(t, max(0, run.start() - 160), run.start()):
            yield run.start(), run.end(), "date_of_birth"
    found = {m.span(): m for y in years for m in _DATE.finditer(t, max(0, y - 24), y + 40)}
    for m in found.values():
        day, month, year = (m.group("d"), m.group("m"), m.group("y")) if m.group("y") else \
            (m.group("d2"), m.group("m2"), m.group("y2"))
        if not (day and month) or not (1 <= _value(day) <= 31 and 1 <= _value(month) <= 12
                                       and 1880 <= _value(year) <= 2100):
            continue
        if _BIRTH.search(t, max(0, m.start() - 160), m.start()):
            yield m.start(), m.end(), "date_of_birth"


def _joined_date(run: str) -> bool:
    """Whether a run of numerals splits into a day, a month and a year (day first or year first) that make a date."""
    for i in range(1, len(run) - 1):
        for j in range(i + 1, len(run)):
            first, middle, last = run[:i], run[i:j], run[j:]
            for day, year in ((first, last), (last, first)):
                if _SMALL_WHOLE.fullmatch(day) and _SMALL_WHOLE.fullmatch(middle) and _YEAR_WHOLE.fullmatch(year) \
                        and 1 <= _value(day) <= 31 and 1 <= _value(middle) <= 12 and 1880 <= _value(year) <= 2100:
                    return True
    return False
