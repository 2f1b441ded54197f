"""Numbers given in pieces or near a loose label, in both languages.

Staff who know a number should not be written sometimes write it anyway, in parts: a mobile read out in groups
with words or a line break between them ("Mobile starts 0916 - (bleeped away) - rest of it is 208 775",
電話前段0920，（中間被打斷）後段441-906, 電話號碼是〇九一一，然後是二〇八，最後三七五 in the numbers view), or a chart
number a few words after a bare chart word ("record 66104587 opened", 開錯病歷：應開 3308127). Each rule starts
from its label, reads a bounded stretch after it, and needs the number's full shape, so it stays linear. A mobile
spaced out unevenly ("0 77 00 9 00 8 15") needs no label: its prefix and length say what it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import all_of

Span = tuple[int, int, str]

_GROUP = re.compile(r"(?<![0-9:.])\d{2,4}(?![0-9:])")  # a group of a number read out (not a time "09:30")
_MOBILE = re.compile(r"09\d{8}|07\d{9}|04\d{8}")  # Taiwanese, UK and Australian mobiles: a prefix and a length
_FIRST_REACH, _NEXT_REACH = 14, 60  # the first group soon after the label; each next one within a sentence or two
# A bare chart word, a few words, then a number of seven to ten digits in the same clause.
_CHART_NEAR = re.compile(
    r"(?=[病rRcC])(?:病歷|病例|(?<![A-Za-z])(?:[Rr]ecord|[Cc]hart)(?![A-Za-z]))[^。.;；\n]{0,12}?"
    r"(?<![0-9A-Za-z.,/-])(?P<id>\d{7,10})(?![0-9.,/:-]\d|[0-9])"
)
_NOT_A_CHART_BEFORE = re.compile(r"(?i:incident|datix|event|report|safety|audit|complaint)[ \t]*$|通報$|事件$")
# A chart number as a web address's query carries it: "…/Visit?pid=004829137&view=labs", "?mrn=4471203".
# (and a bare id after a record's page: "/chart?id=123456", "/patient?id=…")
_QUERY_CHART = re.compile(r"(?:[?&;](?i:pid|mrn|patient_?id|patientid|ptid|hospno|urn|nhsno|chartno|patient|identifier"
                          r"|hn|pat_?id)"
                          r"|(?i:patients?|charts?|records?|pt|mrn)(?:\.[a-z]{2,5})?\?(?i:id|no|number))=(?P<id>[0-9]{6,12})"
                          r"(?![0-9])")
# A phone inside a chat or call link: "https://wa.me/447700900631", "api.whatsapp.com/send?phone=886912345678",
# "tel:+61491570156" (the number is the person's whatever the link around it).
_PHONE_LINK = re.compile(r"(?i:wa\.me/|whatsapp\.com/send/?\?phone=|tel:|sms:|viber://chat\?number=)[ \t]*"
                         r"(?P<id>\+?[0-9]{8,15})(?![0-9])")
_DATE8 = re.compile(r"(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])")
# A mobile whose digits were spaced out unevenly so that no group has a phone's shape: "0 77 00 9 00 8 15" (one space
# or none between digits, three groups at least); its digits, put together, must have a mobile's prefix and length.
_SPACED_DIGITS = re.compile(r"(?<![0-9.,:/-])0(?:[ \t]?[0-9]){8,10}(?![0-9]|[.,:/-][0-9])")


def phone_in_pieces(t: str, low: str, labels: list[re.Match[str]]) -> Iterator[Span]:
    """A mobile number in two or more groups after a phone label (``labels``: the phone labels found on ``low``),
    whatever stands between the groups."""
    for label in labels:
        start = label.start()
        if start and low[start].isalpha() and low[start - 1].isalpha() and low[start - 1 : start + 1].isascii():
            continue  # "tel" in "hotel"
        first = _GROUP.search(t, label.end(), label.end() + _FIRST_REACH)
        if first is None or first.group()[0] != "0":
            continue
        digits, end, count = first.group(), first.end(), 1
        while len(digits) < 10:
            nxt = _GROUP.search(t, end, end + _NEXT_REACH)
            if nxt is None:
                break
            digits, end, count = digits + nxt.group(), nxt.end(), count + 1
        if count > 1 and _MOBILE.fullmatch(digits):
            yield first.start(), end, "phone"


def spaced_mobiles(t: str) -> Iterator[Span]:
    """A mobile written with spaces wherever the writer liked, anywhere in the text (its prefix and length are the
    evidence; a list of scores or a time has neither)."""
    for m in _SPACED_DIGITS.finditer(t) if " 0" in t or t.startswith("0") or "\t0" in t else ():
        run = m.group()
        if run.count(" ") + run.count("\t") >= 3 and _MOBILE.fullmatch(run.replace(" ", "").replace("\t", "")):
            yield m.start(), m.end(), "phone"


def chart_numbers_near_a_label(t: str, low: str) -> Iterator[Span]:
    """Seven to ten digits (not a date) a few words after a bare chart word: "record 66104587 opened"; a chart
    number as a web address's query ("?pid=004829137")."""
    starts = sorted({*all_of(t, "病歷"), *all_of(t, "病例"), *all_of(low, "record"), *all_of(low, "chart")})
    for m in (m for i in starts for m in (_CHART_NEAR.match(t, i),) if m):  # (an incident record is no chart's)
        if not _DATE8.fullmatch(m.group("id")) and not _NOT_A_CHART_BEFORE.search(t, max(0, m.start() - 12), m.start()):
            yield m.start("id"), m.end("id"), "medical_record"
    for m in _QUERY_CHART.finditer(t) if "=" in t else ():
        yield m.start("id"), m.end("id"), "medical_record"
    yield from spaced_mobiles(t)
    for m in _PHONE_LINK.finditer(t) if "wa.me" in t or "phone=" in t or "tel:" in t or "sms:" in t or "viber" in t \
            else ():
        yield m.start("id"), m.end("id"), "phone"
