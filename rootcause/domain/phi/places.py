"""Street addresses and exact ages over 89, in both languages: where someone lives and how old they are.

Both rules have many patterns and few triggers in a long text (a house number after a road, a street word, a
"No.", an age in the nineties), so each reads only the stretches around its triggers (``scan.windows``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import patterns as P
from rootcause.domain.phi.scan import all_of, near, windows

Span = tuple[int, int, str]  # start, end, kind
_DIGIT = re.compile(r"[0-9]")
_ROAD_WORD = re.compile(r"路|街|大道")
_TOWNSHIP = re.compile(r"[鄉鎮區]")
_UK_POSTCODE_HINT = re.compile(r"[A-Z][0-9][A-Z0-9]?[ \t]?[0-9][A-Z]{2}")


def addresses(t: str, low: str) -> Iterator[Span]:
    """A road word (路/街/大道, Street/Rd ...) followed or preceded by a house number."""
    house_numbers = (m for m in P.GATE_ZH_ADDRESS.finditer(t)
                     if _ROAD_WORD.search(t, max(0, m.start() - 24), m.start()))  # 3號床 has no road before it
    for a, b in windows(house_numbers, len(t), reach=40):
        for m in P.ZH_ADDRESS.finditer(t, a, b):
            road = m.group("road")
            # 管路, 迴路 are tubes and circuits; 一路 is "all the way" unless it numbers a road (光華一路)
            if road[-2:] not in P.NOT_ROADS or (road[-2:] == "一路" and len(road) > 3):
                yield m.start(), m.end(), "address"
    for label in ("addr", "lives at", "living at", "resides at", "residing at"):
        for start in all_of(low, label):  # the label, then a house number and a street, in any case
            labelled = P.LABELLED_ADDRESS.match(t, start)
            if labelled:
                yield labelled.start("id"), labelled.end("id"), "address"
    for m in P.UK_POSTCODE.finditer(t) if _UK_POSTCODE_HINT.search(t) else ():
        yield m.start(), m.end(), "address"
    villages = [(i, i + 1) for i in (*all_of(t, "村"), *all_of(t, "里")) if _TOWNSHIP.search(t, max(0, i - 5), i)]
    for a, b in near(villages, len(t), reach=10):  # a village after a township: read only there
        for m in P.ZH_VILLAGE.finditer(t, a, b):
            yield m.start(), m.end(), "address"
    for m in P.ZH_WARD_ADDRESS.finditer(t) if "鄰" in t else ():
        yield m.start(), m.end(), "address"
    for m in P.EIRCODE.finditer(t) if "eircode" in low else ():
        yield m.start("id"), m.end("id"), "address"
    for m in P.PO_BOX.finditer(t) if "box" in low else ():
        yield m.start(), m.end(), "address"
    for start in (*all_of(t, "住"), *all_of(t, "地址")):  # 住院 is everywhere: match only where a road follows soon
        if not _ROAD_WORD.search(t, start, start + 18):
            continue
        lives = P.ZH_LIVES_ON.match(t, start)
        if lives and lives.group("id")[-2:] not in P.NOT_ROADS:
            yield lives.start("id"), lives.end("id"), "address"
    streets = [m.span() for m in P.STREET_SUFFIX.finditer(t)]  # English addresses end in a street word
    named = [(a, b) for a, b in streets if t[a:b] not in ("Dr", "St", "Ct", "Pl", "Sq")]  # Dr and St: people, saints
    for a, b in near(named, len(t), reach=110):  # a street named where someone lives
        for pattern in (P.ADDRESS_WITHOUT_NUMBER, P.STREET_WHERE_SOMEONE_LIVES):
            for m in pattern.finditer(t, a, b):
                yield m.start("id"), m.end("id"), "address"
    numbered = [(a, b) for a, b in streets if _DIGIT.search(t, max(0, a - 50), a)]
    for a, b in near(numbered, len(t), reach=70):
        for m in P.EN_ADDRESS.finditer(t, a, b):
            yield m.start(), m.end(), "address"
    house_no = [(i, i + 3) for i in all_of(low, "no.")]  # Taiwanese addresses in English carry "No." in either order
    for a, b in near(house_no, len(t), reach=90):
        for pattern in (P.TW_EN_ADDRESS, P.TW_EN_ADDRESS_ROAD_FIRST):
            for m in pattern.finditer(t, a, b):
                yield m.start(), m.end(), "address"


def ages(t: str, low: str) -> Iterator[Span]:
    """Exact ages over 89 identify; the band itself ("90 歲以上", "aged 90 or over") does not."""
    gates = [*P.GATE_AGE.finditer(low), *P.GATE_AGE_WRITTEN.finditer(low)]
    if not t.isascii():
        gates += P.GATE_AGE_WRITTEN_ZH.finditer(t)
    stretches = windows(iter(sorted(gates, key=lambda m: m.start())), len(t), reach=48)
    for pattern in P.AGES if stretches else ():
        for m in (m for a, b in stretches for m in pattern.finditer(t, a, b)):
            before, first = t[m.start() - 1 : m.start()], t[m.start()]
            numeric_start = first.isdigit() or first in P.AGE_LEFT_EDGE
            if before and ((numeric_start and before in P.AGE_LEFT_EDGE) or (before.isascii() and before.isalpha())):
                continue
            # the age is the first group that took part; after a label or a person it is the whole finding
            age = next((i for i in range(1, m.re.groups + 1) if m.start(i) >= 0), 0)
            labelled = age > 0 and m.start(age) > m.start() and not t[m.start()].isdigit()
            start, end = (m.start(age), m.end(age)) if labelled else (m.start(), m.end())
            if not P.AGE_BAND_BEFORE.search(t, max(0, start - 12), start):
                yield start, end, "age_over_89"
