"""A birth date that the age beside it gives away: "76 (14-Feb-1949), lives alone", "aged 81 – 03/07/1944".

An event date stays writable, so a bare date is no birth date; but a date whose year is this year minus the age
written right before it is the person's birth date, label or not. The age must read as one (at a line's start, after
"age"/"aged", or with its unit: "76yo", "76 years", "76F"), so that "bed 12 (03/04/2013)" stays an event.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import date

__all__ = ["births_beside_ages"]

Span = tuple[int, int, str]

_MONTH = r"(?:[A-Za-z]{3,9}\.?)"
_DATE = (r"(?:\d{1,2}[-/. ](?:\d{1,2}|" + _MONTH + r")[-/. ](?P<y1>(?:19|20)\d\d)"
         r"|(?P<y2>(?:19|20)\d\d)[-/.]\d{1,2}[-/.]\d{1,2}"
         r"|" + _MONTH + r"[ \t]+\d{1,2}(?:st|nd|rd|th)?,?[ \t]+(?P<y3>(?:19|20)\d\d))")
_UNIT = r"(?:[ \t]*(?:y/?o|yrs?|years?(?:[ \t]+old)?|[MF])(?![A-Za-z]))"
# an age, then a bracket, a comma or a dash, then the date
_AGE_THEN_DATE = re.compile(r"(?<![\d./:])(?P<age>\d{1,3})(?P<unit>" + _UNIT + r")?[ \t]*[(\[,–—-][ \t]*"
                            r"(?:(?i:dob|born)[ \t:]*)?(?P<date>" + _DATE + r")")
_AGE_WORD_BEFORE = re.compile(r"(?i:\bage[d:]?)[ \t]*$")


def births_beside_ages(t: str, low: str) -> Iterator[Span]:
    """Each date right after an age it agrees with (its year this year minus the age, a year either way)."""
    if "19" not in t and "20" not in t:
        return
    this_year = date.today().year
    for m in _AGE_THEN_DATE.finditer(t):
        age = int(m.group("age"))
        year = int(m.group("y1") or m.group("y2") or m.group("y3"))
        stands_as_age = bool(m.group("unit")) or m.start("age") == 0 or t[m.start("age") - 1] == "\n" \
            or _AGE_WORD_BEFORE.search(t, max(0, m.start("age") - 8), m.start("age")) is not None
        if stands_as_age and abs(this_year - year - age) <= 1:
            yield m.start("date"), m.end("date"), "date_of_birth"
