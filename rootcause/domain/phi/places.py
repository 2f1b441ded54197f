"""Street addresses and exact ages over 89, in both languages: where someone lives and how old they are.

Both rules have many patterns and few triggers in a long text (a house number after a road, a street word, a
"No.", an age in the nineties), so each reads only the stretches around its triggers (``scan.windows``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import unquote_plus

from rootcause.domain.phi import patterns as P
from rootcause.domain.phi import zh_addresses as Z
from rootcause.domain.phi.lexicon import listed_word
from rootcause.domain.phi.scan import all_of, capitalised_words, matches_at, near, windows

Span = tuple[int, int, str]  # start, end, kind
_DIGIT = re.compile(r"[0-9]")
_ROAD_WORD = re.compile(r"路|街|大道")
_TOWNSHIP = re.compile(r"[鄉鎮區]")
_UK_POSTCODE_HINT = re.compile(r"[A-Z][0-9][A-Z0-9]?[ \t]?[0-9][A-Z]{2}")
# (either postcode's shape, found in one pass: most notes hold neither)
_POSTCODE_HINT = re.compile(r"[A-Z][0-9][A-Z0-9]?[ \t]?[0-9][A-Z][A-Z0-9]")
_LATIN = re.compile(r"[A-Za-z]")
_WHAT3WORDS = re.compile(r"///[a-z]{2,20}\.[a-z]{2,20}\.[a-z]{2,20}\b")
_SOMEONES_PLACE = re.compile(r"(?i:\b(?:home|house|farm|flat|lives|living|address|patient's|his|her|their)\b)"
                             r"|住家|家中|住處")
# A post-office box ("P.O. Box 123"), and a US rural route and its box, the rural address ("RR 2 Box 118").
_PO_BOX = re.compile(r"(?i:\bP\.?\s?O\.?\s*Box\s*\d{1,6}\b)"
                     r"|\b(?:RR|R\.R\.|HC|(?i:rural)[ \t]+(?i:route))[ \t]*\d{1,4}[ \t,]*(?i:box)[ \t]*\d{1,6}\b")
# A US town, its state's postal code and a ZIP code, the line that places someone ("Milledgeville GA 31061"; a bare
# ZIP is left alone, and a state code alone is a word: the three together are an address's last line).
_US_TOWN_ZIP = re.compile(r"(?<![A-Za-z])[A-Z][a-z]+(?:[ \t][A-Z][a-z]+){0,2},?[ \t]+(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI"
                          r"|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])"
                          r"[ \t]+\d{5}(?:-\d{4})?(?![0-9])")
_US_ZIP_HINT = re.compile(r"[A-Z][A-Z][ \t]+\d{5}")
# An Australian town, its state and a postcode, the last line of an address ("Mildura VIC 3500", "Dubbo, NSW 2830").
_AU_TOWN_POSTCODE = re.compile(r"(?<![A-Za-z])[A-Z][a-z]+(?:[ \t][A-Z][a-z]+){0,2},?[ \t]+"
                               r"(?:NSW|VIC|QLD|TAS|ACT|NT|SA|WA)"
                               r"[ \t]+\d{4}(?![0-9])")
_AU_POSTCODE_HINT = re.compile(r"(?:NSW|VIC|QLD|TAS|ACT|NT|SA|WA)[ \t]+\d{4}")
# A Canadian postal code (letters D, F, I, O, Q and U are never used; W and Z never first), taken after a town, a
# province or its label: on its own "A1C 2B3" could be any code.
# A thing's code label right before a postcode's shape (a batch, a lot, a serial): a code, not where anyone lives.
_A_CODES_LABEL = re.compile(r"(?i:batch(?:es)?|lots?|serial|catalogue|cat\.|product[ \t]+code|ref\.?)"
                            r"(?:[ \t]*(?:no\.?|number|#))?[ \t]*[:,]?[ \t]+"
                            r"(?:[A-Z0-9]{2,4}[ \t]?[0-9][A-Z]{2}[ \t]*(?:,|and|or|&)[ \t]*)?$")
_CANADIAN_POSTCODE_HINT = re.compile(r"[A-Z][0-9][A-Z][ \t]?[0-9][A-Z][0-9]")
_CANADIAN_POSTCODE = re.compile(r"(?<![A-Za-z0-9])[ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z][ \t]?[0-9]"
                                r"[ABCEGHJ-NPRSTV-Z][0-9](?![A-Za-z0-9])")
_CANADIAN_POSTCODE_BEFORE = re.compile(
    r"(?:(?:,[ \t]*|(?<![A-Za-z])in[ \t]+)[A-Z][a-z]+,?|(?<![A-Za-z])(?:ON|BC|QC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU),?"
    r"|(?i:postal[ \t]+code|postcode)[ \t:]*)[ \t]+$")
# An Irish Eircode after its label: a routing key (a letter and two digits, or D6W) and four of the letters and digits
# the unique identifier is made of ("Eircode D6W XK72", "eircode: T12 AB34" is no code: B is never used).
_EIRCODE = re.compile(r"(?<![A-Za-z0-9])(?:[AC-FHKNPRTV-Y][0-9]{2}|D6W)[ \t]?[0-9AC-FHKNPRTV-Y]{4}(?![A-Za-z0-9])",
                      re.I)
_ALL_AGE_NEEDS = frozenset(need for needs in P.AGE_NEEDS for need in needs)
_ASCII_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


# A street's name ends right before the town ("11820 FM 529 Rd, Cypress TX 77433": a town that is also a word)
_STREET_BEFORE = re.compile(r"(?<![A-Za-z])(?i:rd|road|st|street|ave|avenue|dr|drive|ln|lane|blvd|hwy|way|ct|court|pl"
                            r"|place|pkwy|parkway|loop|trail|circle|cir)\.?,[ \t]*$")
# A road's section or lane after its name: a road for sure, whatever word its name ends in (彰水路二段, 水路 168 巷)
_SECTION_OR_LANE = re.compile(r"[一二三四五六七八九十\d]{1,3}段|[ \t]?\d{1,4}[ \t]?巷")
# An address split into labelled fields (縣市：嘉義市｜區：西區｜路：垂楊路｜號：316號7樓): three or more labels with
# a colon, whose values joined read as an address.
_FIELD_LABEL = re.compile(r"(?:縣市|區域|鄉鎮|路名|街名|門牌|縣|市|區|鄉|鎮|路|街|段|巷|弄|號|樓)[ \t]*[：:][ \t]*")
_FIELD_END = re.compile(r"[|｜/／，,；;（(\n]")
# Streets whose word comes first, as Portuguese, Spanish, French, Italian, Malay, Indonesian, Thai and Vietnamese
# write them ("58 Rua das Flores", "19 Jalan Ampang", "Via Roma 12", "Soi Sukhumvit 11"; accents are gone by now):
# a house number before the street word or after the street's name.
STREET_FIRST_WORDS = ("Rua", "Avenida", "Calle", "Carrer", "Rue", "Via", "Viale", "Jalan", "Jln", "Jl", "Lorong",
                      "Soi", "Strada", "Ulica", "Praca", "Travessa", "Rambla", "Paseo", "Camino", "Chemin", "Calea",
                      "Thanon", "Duong", "Pho",
                      "Ffordd", "Heol", "Stryd", "Lon", "Bothar", "Sraid")  # (Welsh and Irish, the accents folded)
_FIRST_WORD = "(?:" + "|".join(STREET_FIRST_WORDS) + r")\.?"
_STREET_NAME = (r"[ \t]+(?:(?:d[aeo]s?|de|del|della|di|la|le|les|des|du|dos|y|yr|an|na)[ \t]+)?"
                r"(?!(?:Ward|Bed|Room|Unit|Theatre|Bay|Floor|Level|Building|Block|Station|Pharmacy)\b)[A-Z][a-z]+"
                r"(?:[ \t]+[A-Z][a-z]+){0,2}")
STREET_FIRST_ADDRESS = re.compile(
    r"(?<![\w.,-])\d{1,5}[A-Za-z]?,?[ \t]+" + _FIRST_WORD + _STREET_NAME
    + r"|(?<![A-Za-z])" + _FIRST_WORD + _STREET_NAME + r",?[ \t]+(?:No\.?[ \t]*)?\d{1,5}[A-Za-z]?(?![\w.])"
)
_STREET_FIRST = re.compile("(?:" + "|".join(STREET_FIRST_WORDS) + r")\.?[ \t]")


def _address_fields(t: str) -> Iterator[Span]:
    """An address written as labelled fields, read with its labels taken out."""
    colons = t.count(":") + t.count("：")
    labels = list(_FIELD_LABEL.finditer(t)) if colons >= 3 and not t.isascii() and "區" in t else []
    if len(labels) < 3:
        return
    values = []
    for i, m in enumerate(labels):
        end = labels[i + 1].start() if i + 1 < len(labels) else min(len(t), m.end() + 14)
        cut = _FIELD_END.search(t, m.end(), end)
        values.append((m.end(), cut.start() if cut else end))
    if Z.ZH_ADDRESS.search("".join(t[a:b].strip() for a, b in values)):
        yield values[0][0], values[-1][1], "address"


# A house number spelled out before a street spelled in full, where an address stands: "visit booked to forty-two Tui
# Street", "lives at Seven Harbour Road" ("two Cedar Road houses" names no home).
_UNITS = "one|two|three|four|five|six|seven|eight|nine"
_NUMBER_WORD = re.compile(rf"\b(?:{_UNITS}|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty"
                          r"|ninety|hundred)\b")
_SPELLED_HOUSE_NUMBER = re.compile(
    rf"(?<![\w-])(?i:(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:{_UNITS}))?|{_UNITS}|ten"
    r"|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen))[ \t]+(?:[A-Z][a-z'’]+[ \t]+){1,3}"
    r"(?:Street|Avenue|Road|Boulevard|Lane|Drive|Terrace|Crescent|Close|Grove|Place|Parade)\b")
_ADDRESS_BEFORE = re.compile(r"(?:\b(?:at|to|on|from|of|in|address|addr)|[:：])[ \t]*$", re.I)


# (or a public estate's flat and block: "Rm 1207, Block C, Lok Fu Estate")
_HK_ESTATE_FLAT = re.compile(r"(?:Room|Rm|Flat|Unit)[ \t]*\d{1,4}[A-Z]?,?[ \t]*(?:Block|Blk)[ \t]*[A-Z0-9]{1,2},?[ \t]*"
                             r"(?:[A-Z][a-z]+[ \t]+){1,3}(?:Estate|Court|Garden|Gardens|House|Building|Mansion"
                             r"|Village)\b")
_HK_FLAT = re.compile(r"(?:Room|Rm|Flat|Unit)[ \t]*(?:\d{1,4}[A-Z]?|[A-Z](?![A-Za-z])),?[ \t]*\d{1,3}/F,?[ \t]*"
                      # ("Flat C, 12/F, Block 3, Wah Fung Court": a block between the floor and the estate)
                      r"(?:(?:Block|Blk|Tower)[ \t]*[A-Z0-9]{1,2},?[ \t]*)?"
                      r"(?:[A-Z][a-z]+[ \t]+){1,3}(?:House|Building|Block|Court|Mansion|Tower|Centre|Center)\b"
                      r"(?:,[ \t]*(?:[A-Z][a-z]+[ \t]+){1,3}(?:Estate|Garden|Gardens|Village))?")


# A point on the map where someone was or lives: a latitude and a longitude to four decimals or more (about ten
# metres), near a word that puts a person or their home there ("crew found him at -43.7012, 172.1543, his farm gate").
_COORDINATES = re.compile(r"(?<![\d.])(-?\d{1,2}\.\d{4,})°?[ \t]*[NSns]?,?[ \t]+(-?\d{1,3}\.\d{4,})°?[ \t]*[EWew]?"
                          r"(?![\d.])")
_FOUR_DECIMALS = re.compile(r"\.\d{4}")  # (a literal first: the engine skips to the dots)
_SOMEONE_THERE = re.compile(r"(?i:\b(?:located|location|gps|coordinates|coords|lat|pin(?:ned)?|dropped|scene"
                            r"|home|house|farm|lives|address|him|her|them)\b|座標|坐標|定位|經緯度|住|家|門口)")
# A house by its number as Indian and Pakistani addresses write it: "H.No. 4-5-112/3, Kachiguda", "Door No 12-3-45,".
_HOUSE_NUMBER = re.compile(r"(?<![A-Za-z])(?:H\.?[ \t]?No|House[ \t]+No|Door[ \t]+No|Plot[ \t]+No)\.?[ \t]*[:#]?[ \t]*"
                           r"\d[\dA-Za-z]*(?:[-/]\d[\dA-Za-z]*)*,?[ \t]+(?:[A-Z][a-z]+[ \t,]*){1,3}")


# The place a map link searches for or routes to: "maps.google.com/?q=27+Hollybush+Lane,+Leeds" (read decoded).
_MAP_QUERY = re.compile(r"[?&](?i:q|query|address|addr|daddr|saddr|destination|place)=([^&\s#\"'<>]+)")


def _places_on_the_map(t: str, low: str) -> Iterator[Span]:
    """Coordinates where someone was, a house given by its number, and an address a map link searches for."""
    for m in _MAP_QUERY.finditer(t) if "=" in t and ("map" in low or "goo.gl" in low) else ():
        place = unquote_plus(m.group(1))
        if place != m.group(1) and next(addresses(place, place.lower()), None) is not None:
            yield m.start(1), m.end(1), "address"
    for m in _COORDINATES.finditer(t) if _FOUR_DECIMALS.search(t) else ():
        lat, lon = float(m.group(1)), float(m.group(2))
        if abs(lat) <= 90 and abs(lon) <= 180 and _SOMEONE_THERE.search(t, max(0, m.start() - 60), m.end() + 40):
            yield m.start(), m.end(), "address"
    if any(word in low for word in ("h.no", " h no", "house no", "door no", "plot no")):  # (not "with no")
        for m in _HOUSE_NUMBER.finditer(t):
            yield m.start(), m.end(), "address"


# A Singapore flat: block, street, then the unit after # ("Blk 112B Jalan Bukit Merah #07-231").
_SG_FLAT = re.compile(r"(?i:\b(?:blk|block))\s*\d{1,4}[A-Za-z]?\s+(?:[A-Z][a-z]+\s+){1,4}(?:[A-Za-z]+\s*)?"
                      r"#\s?\d{1,3}-\d{1,5}")


def addresses(t: str, low: str) -> Iterator[Span]:
    """A road word (路/街/大道, Street/Rd ...) followed or preceded by a house number."""
    latin = _LATIN.search(low) is not None  # (the English rules each need a Latin letter; a Chinese stretch has none)
    yield from _places_on_the_map(t, low)
    if not latin and not any(c in t for c in "號号村里鄰住址"):
        return  # (and each Chinese rule one of these characters: a window of plain Chinese text has nothing to read)
    marks = sorted((*all_of(t, "號"), *all_of(t, "号"))) if "號" in t or "号" in t else ()
    # a digit (a space may follow it) and 號, with a road before them; 3號床 has no road before it
    house_numbers = [(i - 1, i + 1) for i in marks if i and (t[i - 1].isdecimal() or (
        t[i - 1] in " \t" and t[i - 2 : i - 1].isdecimal())) and _ROAD_WORD.search(t, max(0, i - 31), i - 1)]
    for a, b in near(house_numbers, len(t), reach=40):
        for m in Z.ZH_ADDRESS.finditer(t, a, b):
            road = m.group("road")
            # 管路, 迴路 are tubes and circuits; 一路 is "all the way" unless it numbers a road (光華一路)
            if road[-2:] not in Z.NOT_ROADS or (road[-2:] == "一路" and len(road) > 3) or (
                    len(road) > 2 and _SECTION_OR_LANE.match(t, m.end("road"))):  # (彰水路二段: a road with sections)
                yield m.start(), m.end(), "address"
    for label in ("addr", "lives", "living", "resides", "residing") if latin else ():
        for start in all_of(low, label):  # the label, then a house number and a street, in any case
            labelled = P.LABELLED_ADDRESS.match(t, start)
            if labelled:
                yield labelled.start("id"), labelled.end("id"), "address"
    for i in (all_of(low, "bl") if latin and "#" in t else ()):
        flat = _SG_FLAT.match(t, i)
        if flat:
            yield flat.start(), flat.end(), "address"
    for i in (all_of(t, "/F") if latin and "/F" in t else ()):  # Hong Kong: "Room 1203, 12/F, Wah Fung House"
        if (flat := _HK_FLAT.search(t, max(0, i - 24), i + 60)) is not None:
            yield flat.start(), flat.end(), "address"
    for i in (all_of(t, "Block") if latin and "Block" in t else ()):
        if (flat := _HK_ESTATE_FLAT.search(t, max(0, i - 16), i + 60)) is not None:
            yield flat.start(), flat.end(), "address"
    postcodes = latin and _POSTCODE_HINT.search(t) is not None
    for m in P.UK_POSTCODE.finditer(t) if postcodes and _UK_POSTCODE_HINT.search(t) else ():
        if not _A_CODES_LABEL.search(t, max(0, m.start() - 40), m.start()):  # ("batches LS12 4TN and LS12 4TP")
            yield m.start(), m.end(), "address"
    for m in _CANADIAN_POSTCODE.finditer(t) if postcodes and _CANADIAN_POSTCODE_HINT.search(t) else ():
        if _CANADIAN_POSTCODE_BEFORE.search(t, max(0, m.start() - 32), m.start()):
            yield m.start(), m.end(), "address"  # "Toronto M6B 2X3", "ON K1A 0B1", "postal code T2N 1N4"
    for i in all_of(low, "eircode") if "eircode" in low else ():  # an Irish postcode after its label
        if (code := _EIRCODE.search(t, i + 7, i + 24)) is not None:
            yield code.start(), code.end(), "address"
    villages = [(i, i + 1) for i in ((*all_of(t, "村"), *all_of(t, "里")) if "村" in t or "里" in t else ())
                if _TOWNSHIP.search(t, max(0, i - 5), i)]
    for a, b in near(villages, len(t), reach=10):  # a village after a township: read only there
        for m in Z.ZH_VILLAGE.finditer(t, a, b):
            yield m.start(), m.end(), "address"
    wards = sorted({s for i in all_of(t, "里") for s in range(max(0, i - 3), i)}) if "鄰" in t else []
    for m in matches_at(Z.ZH_WARD_ADDRESS, t, wards):  # one to three characters, then 里
        yield m.start(), m.end(), "address"
    for m in P.EIRCODE.finditer(t) if "eircode" in low else ():
        yield m.start("id"), m.end("id"), "address"
    for m in _WHAT3WORDS.finditer(t) if "///" in t else ():
        if _SOMEONES_PLACE.search(t, max(0, m.start() - 60), m.end() + 60):
            yield m.start(), m.end(), "address"  # a what3words square at someone's home (not a hospital entrance)
    for m in _PO_BOX.finditer(t) if "box" in low else ():
        yield m.start(), m.end(), "address"
    for m in (*_US_TOWN_ZIP.finditer(t), *_AU_TOWN_POSTCODE.finditer(t)) if _US_ZIP_HINT.search(t) or \
            _AU_POSTCODE_HINT.search(t) else ():
        town = m.group().rstrip("0123456789- \t").split()[:-1]
        # ("Policy IN 12345", "Batch OR 55012": words, no town, unless a street's name ends right before them)
        if not all(listed_word(w.strip(",")) for w in town) or _STREET_BEFORE.search(t, max(0, m.start() - 12),
                                                                                      m.start()):
            yield m.start(), m.end(), "address"
    # 住院 is everywhere: match only where a road follows soon
    for start in (*all_of(t, "住"), *all_of(t, "地址")) if "住" in t or "址" in t else ():
        if not _ROAD_WORD.search(t, start, start + 18):
            continue
        lives = Z.ZH_LIVES_ON.match(t, start)
        if lives and lives.group("id")[-2:] not in Z.NOT_ROADS:
            yield lives.start("id"), lives.end("id"), "address"
    streets = [m.span() for m in (P.STREET_WORD.finditer(t) if latin else ())  # English addresses end in a street
               if not (m.start() and t[m.start() - 1] in _ASCII_LETTERS)]  # word (not glued to a letter before it)
    named = [(a, b) for a, b in streets if t[a:b] not in ("Dr", "St", "Ct", "Pl", "Sq")]  # Dr and St: people, saints
    for a, b in near(named, len(t), reach=110):  # a street named where someone lives
        for pattern in (P.ADDRESS_WITHOUT_NUMBER, P.STREET_WHERE_SOMEONE_LIVES, P.RESIDENT_OF_STREET):
            for m in pattern.finditer(t, a, b):
                yield m.start("id"), m.end("id"), "address"
    numbered = [(a, b) for a, b in streets if _DIGIT.search(t, max(0, a - 50), a)]
    for a, b in near(numbered, len(t), reach=70):
        for m in P.EN_ADDRESS.finditer(t, a, b):
            yield m.start(), m.end(), "address"
    spelled = [(a, b) for a, b in streets if _NUMBER_WORD.search(low, max(0, a - 50), a)]
    for a, b in near(spelled, len(t), reach=70):
        for m in _SPELLED_HOUSE_NUMBER.finditer(t, a, b):
            if _ADDRESS_BEFORE.search(t, max(0, m.start() - 12), m.start()):
                yield m.start(), m.end(), "address"
    yield from _address_fields(t)
    # (the street words are looked up at the capitalised words the rules share: one pass for all of them)
    first = [(i, i + 6) for i in (capitalised_words(t) if latin else ()) if _STREET_FIRST.match(t, i)]
    for a, b in near(first, len(t), reach=40):  # "58 Rua das Flores", "Via Roma 12"
        for m in STREET_FIRST_ADDRESS.finditer(t, a, b):
            yield m.start(), m.end(), "address"
    # Taiwanese addresses in English carry "No." in either order
    house_no = [(i, i + 3) for i in (all_of(low, "no.") if latin else ())]
    for a, b in near(house_no, len(t), reach=90):
        for pattern in (P.TW_EN_ADDRESS, P.TW_EN_ADDRESS_ROAD_FIRST):
            for m in pattern.finditer(t, a, b):
                yield m.start(), m.end(), "address"


# What follows an age and makes it a thing's: "the 95-year-old hospital building", "a 120-year-old tradition", and a
# device's model that reads like a sex and an age ("an F92 flow sensor").
_A_THINGS_AGE = re.compile(  # (not "a 91-year-old nursing home resident": the home holds the person)
    r"[ \t]+(?:(?!(?:on|in|at|of|from|with|to|for|by|and|or|was|is|had|has)\b)[a-z]+[ \t]+)?"  # (an adjective at most)
    r"(?i:building|buildings|hospital|house|home|wing|block|bridge|church|chapel|estate|site|campus|company|firm|charity"
    r"|institution|organi[sz]ation|tradition|law|act|policy|system|machine|equipment|record|practice|school|college"
    r"|university|infirmary|asylum"
    r"|sensor|valve|pump|catheter|cannula|filter|circuit|probe|connector|adaptor|adapter|cartridge|model|series)s?\b"
    r"(?![ \t]+(?:resident|patient|client|woman|man|lady|gentleman)s?\b)")


def ages(t: str, low: str) -> Iterator[Span]:
    """Exact ages over 89 identify; the band itself ("90 歲以上", "aged 90 or over") does not."""
    gates = [*P.GATE_AGE.finditer(low), *P.GATE_AGE_WRITTEN.finditer(low)]
    if not t.isascii():
        gates += P.GATE_AGE_WRITTEN_ZH.finditer(t)
    stretches = windows(iter(sorted(gates, key=lambda m: m.start())), len(t), reach=48)
    # a pattern is tried only in a stretch holding one of the things it needs
    held = [{need for need in _ALL_AGE_NEEDS if need in low[a:b]} for a, b in stretches]
    for pattern, needs in zip(P.AGE_SCANS, P.AGE_NEEDS, strict=True) if stretches else ():
        tried = [stretch for stretch, there in zip(stretches, held, strict=True) if not there.isdisjoint(needs)]
        for m in (m for a, b in tried for m in pattern.finditer(t, a, b)):
            before, first = t[m.start() - 1 : m.start()], t[m.start()]
            numeric_start = first.isdigit() or first in P.AGE_LEFT_EDGE
            if before and ((numeric_start and before in P.AGE_LEFT_EDGE) or (before.isascii() and before.isalpha())):
                continue
            # the age is the first group that took part; after a label or a person it is the whole finding
            age = next((i for i in range(1, m.re.groups + 1) if m.start(i) >= 0), 0)
            labelled = age > 0 and m.start(age) > m.start() and not t[m.start()].isdigit()
            start, end = (m.start(age), m.end(age)) if labelled else (m.start(), m.end())
            if not P.AGE_BAND_BEFORE.search(t, max(0, start - 12), start) and not _A_THINGS_AGE.match(t, m.end()):
                yield start, end, "age_over_89"
