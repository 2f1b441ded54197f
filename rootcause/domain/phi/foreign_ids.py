"""National identity numbers of the other countries RootCause's hospitals' patients and staff come from.

Taiwan's ID and resident certificate are in ``number_rules.py``; these are the shapes staff in Singapore, the UK, the
US and New Zealand paste into a narrative. Each either carries its own check (Singapore's NRIC/FIN letter, the
US SSN's reserved ranges, the UK National Insurance number's prefix rules) or is taken only after its label
(New Zealand's NHI number, which looks like a lot number otherwise).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.scan import all_of, digit_runs, matches_at

Span = tuple[int, int, str]

_NRIC = re.compile(r"(?<![A-Za-z0-9])([STFGMstfgm])[ -]?(\d{7})[ -]?([A-Za-z])(?![A-Za-z0-9])")
_NRIC_WEIGHTS = (2, 7, 6, 5, 4, 3, 2)
_NRIC_LETTERS = {"ST": "JZIHGFEDCBA", "FG": "XWUTRQPNMLK", "M": "KLJNPQRTUWX"}
_NRIC_LABEL = re.compile(r"(?i:nric|fin\b|\bic\b|i/c)")
_SSN = re.compile(r"(?=\d{3}-\d{2}-)(?<![0-9-])(\d{3})-(\d{2})-(\d{4})(?![0-9-])")
_SSN_LABEL = re.compile(
    r"(?i:ssn|social\s*security|soc\s*sec)[\s:#.no]{0,8}(\d{3})[\s-]?(\d{2})[\s-]?(\d{4})(?![0-9])"
)
_UK_NINO = re.compile(
    r"(?<![A-Za-z0-9])([A-CEGHJ-PR-TW-Za-ceghj-pr-tw-z]{2})[ ]?\d{2}[ ]?\d{2}[ ]?\d{2}[ ]?[A-Da-d](?![A-Za-z0-9])"
)
_UK_NINO_BAD_PREFIX = {"BG", "GB", "NK", "KN", "TN", "NT", "ZZ"}
_NZ_NHI = re.compile(
    r"(?i:\bNHI(?:\s*(?:no|number|#))?)[\s:.#]{0,4}"
    r"([A-HJ-NP-Za-hj-np-z]{3}\d{2}(?:\d{2}|[A-HJ-NP-Za-hj-np-z]{2}))(?![A-Za-z0-9])"
)


# After its own label, an NRIC/FIN or a UK NI number in any spacing and with any prefix ("nric s-644-3311-c",
# "NI number QQ 12 34 56 C"): a letter or two, six or seven digits with separators between, a letter.
_LOOSE_LABEL_WORDS = ("nric", "fin", "ni", "nino", "national insurance")  # (substrings first: a C scan each)
_LOOSE_LABEL_GATE = re.compile(r"[nf](?<![a-z][nf])(?:ric|in\b|i\s*(?:no|number|#)|ino|ational\s*insurance)")
_LOOSE_LABELLED = re.compile(
    r"(?i:nric|\bfin\b|\bni\s*(?:no\.?|number|#)|nino|national\s*insurance(?:\s*(?:no\.?|number|#))?)[\s:#.]{0,4}"
    r"(?P<id>[A-Za-z]{1,2}(?:[\s\-./_]{0,2}\d){6,7}[\s\-./_]{0,2}[A-Za-z])(?![A-Za-z0-9])"
)


# Hong Kong's identity card: one or two letters, six digits and a check character, in brackets or not ("Y562193(1)",
# "k4081722"); its check holds, or its label stands before it. Canada's social insurance number (nine digits, the Luhn
# check) and a provincial health card (ten digits and a two-letter version code) after their labels.
_HKID = re.compile(r"(?<![A-Za-z0-9])([A-Za-z]{1,2})(\d{6})[ \t]?(?:\([ \t]?([0-9Aa])[ \t]?\)|（([0-9Aa])）|([0-9Aa]))"
                   r"(?![A-Za-z0-9])")
_HKID_LABEL = re.compile(r"(?i:hkid|hk[ \t]*id|hong[ \t]*kong[ \t]*id(?:entity)?(?:[ \t]*card)?)|香港身份證|香港身分證")
_SIN = re.compile(r"(?i:\bsin\b|social[ \t]+insurance(?:[ \t]+(?:no\.?|number))?)[\s:#.]{0,4}(\d{3})[ \t-]?(\d{3})"
                  r"[ \t-]?(\d{3})(?![0-9])")
# A US Medicare Beneficiary Identifier (eleven characters, no S L O I B Z), after "MBI" or "Medicare".
_MBI_LETTER = "AC-HJKMNP-RT-Y"
_MBI_LABEL = r"(?i:mbi|medicare(?:[ \t]+beneficiary)?(?:[ \t]+(?:id|identifier|number|no\.?))?)"
# ... or anywhere in a text that says MBI or Medicare: without hyphens its eleven characters, a digit and a letter
# each in its place, are no word, dose or code of ours
_MBI_SHAPE = re.compile(rf"(?<![A-Za-z0-9])[1-9][{_MBI_LETTER}][{_MBI_LETTER}0-9]\d[{_MBI_LETTER}][{_MBI_LETTER}0-9]\d"
                        rf"[{_MBI_LETTER}]{{2}}\d{{2}}(?![A-Za-z0-9])")
_PPSN_SHAPE = re.compile(r"(?<![A-Za-z0-9])\d{7}[A-W][A-IW]?(?![A-Za-z0-9])")
def _ppsn_ok(code: str) -> bool:
    """An old-format PPS number's check letter: the digits weighted 8 down to 2, modulo 23 (0 is W)."""
    rest = sum(int(d) * (8 - i) for i, d in enumerate(code[:7])) % 23
    return code[7] == ("W" if rest == 0 else chr(64 + rest))


_MBI = re.compile(rf"{_MBI_LABEL}(?:[ \t]+(?:is|was|reads)\b)?[^A-Za-z0-9]{{1,12}}"
                  rf"((?-i:[1-9][{_MBI_LETTER}][{_MBI_LETTER}0-9]\d-?"
                  rf"[{_MBI_LETTER}][{_MBI_LETTER}0-9]\d-?[{_MBI_LETTER}]{{2}}\d{{2}}))(?![A-Za-z0-9])")
_VA_ICN = re.compile(r"(?<![0-9A-Za-z])\d{10}V\d{6}(?![0-9A-Za-z])")
_HEALTH_CARD = re.compile(r"(?i:health[ \t]*card|ohip(?:[ \t]*card)?|carte[ \t]+sant[eé]|phn|health[ \t]+number)"
                          r"(?:[ \t]*(?:no\.?|number|#))?[\s:#.]{0,4}"
                          r"(\d{4}[ \t-]?\d{3}[ \t-]?\d{3}(?:[ \t-]?[A-Za-z]{2})?)(?![A-Za-z0-9])")


# A number a person holds by its label, in shapes with fewer than six digits or with letters among them: a prison
# number ("prisoner no. A4821TK"), a Medicaid client ID ("CIN AB12345C"), a passport ("passport no. K4821TK9"), an
# Indian ABHA health ID ("ABHA no. 91-4418-2290-7735"), an Indian PAN card ("PAN ABCPK1234F"), an Australian veteran's
# DVA file number ("DVA Gold Card file no. QX812345"). Four digits at least, so "passport seen" or "CIN 2" is none.
_PERSON_CODE_WORDS = ("prison", "inmate", "offender", "cin", "medicaid", "passport", "abha", "health id", "pan",
                      "dva", "tax file", "tfn", "ird", "ahcip", "a-number", "alien", "uscis")
_PERSON_CODE = re.compile(
    r"(?i:(?:prison(?:er)?|inmate|offender)[ \t]*(?:no\.?|number|num|#|id)|\bcin\b"
    r"|medicaid(?:[ \t]*(?:id|cin|no\.?|number|#))?|passport(?:[ \t]*(?:no\.?|number|num|#))?"
    r"|abha(?:[ \t]*(?:id|no\.?|number|#))?|health[ \t]+id(?:[ \t]*(?:no\.?|#))?"
    r"|pan\b(?:[ \t]*(?:card|no\.?|number|#|copy))*(?=[\s:#.]{0,4}[A-Za-z]{5}[0-9]{4}[A-Za-z]\b)"
    r"|dva\b(?:[ \t]*(?:gold|white|orange))?(?:[ \t]*card)?(?:[ \t]*file)?(?:[ \t]*(?:no\.?|number|#))?"
    # Australia's tax file number, New Zealand's IRD number, Alberta's health number, a US alien (green card) number
    r"|(?:tax[ \t]+file|tfn\b)(?:[ \t]*(?:no\.?|number|#))?|ird[ \t]*(?:no\.?|number|#)"
    r"|ahcip\b(?:[ \t]*(?:no\.?|number|#))?"
    r"|a-number|alien[ \t]+(?:registration[ \t]+)?(?:no\.?|number|#)|uscis\b(?:[ \t]*(?:no\.?|number|#))?)"
    r"[\s:#.]{0,4}(?P<id>[A-Za-z0-9]{2,}(?:[ -][0-9]{3,})*)(?![A-Za-z0-9])"
)
_NATIONAL_CODES = ("passport", "pan", "abha", "health", "tax file", "tfn", "ird", "ahcip", "a-number", "alien", "uscis")
_PERSON_CODE_START = re.compile(r"(?<![a-z])(?:" + "|".join(w.replace(" ", r"[ \t]+") for w in _PERSON_CODE_WORDS)
                                + ")")  # (the same words, each at a word's start)


def _person_codes(t: str, low: str) -> Iterator[Span]:
    """A code after the label of a number a person holds: four digits or more, letters allowed among them."""
    starts = sorted(i for word in _PERSON_CODE_WORDS for i in all_of(low, word) if not (i and low[i - 1].isalpha()))
    for label in (hit for i in starts if (hit := _PERSON_CODE_START.match(low, i)) is not None):
        m = _PERSON_CODE.match(t, label.start())
        if m is not None and sum(c.isdigit() for c in m.group("id")) >= 4 and len(m.group("id")) >= 6:
            national = label.group().lower().startswith(_NATIONAL_CODES)  # (not a prison, Medicaid or DVA number)
            yield m.start("id"), m.end("id"), "national_id" if national else "id_number"


# A UK NHS number without its label: ten digits, whole or as 3-3-4, opening with 3-9, whose mod-11 check holds (a chance
# run of ten digits passes one time in eleven; none in the project's clinical and published text does, and the
# phones that would are identifiers too). After a thing's label ("lot 4857773456") ``things.py`` lets it be.
_NHS_NUMBER = re.compile(r"(?<![0-9A-Za-z+.,/-])[3-9][0-9]{2}(?:([ -]?)[0-9]{3}\1[0-9]{4})(?![0-9A-Za-z]|[.,/-][0-9])")

_DIALLING_CODE = re.compile(r"(?:\+[0-9]{1,3}|\(0?[0-9]{1,4}\))[ -]?$")  # (+63 917 482 6603 is a phone's)


def _nhs_ok(digits: str) -> bool:
    """The NHS number's check: weights 10 down to 2 on the first nine digits, 11 less the sum mod 11 (11 is 0, 10 is
    never issued) equals the tenth."""
    check = 11 - sum(int(d) * w for d, w in zip(digits[:9], range(10, 1, -1), strict=True)) % 11
    return check != 10 and check % 11 == int(digits[9])


# Korea's resident registration number: a birth date (YYMMDD), a hyphen, then a sex and century digit and six more
# ("650312-2048516"); its check digit holds, or its label stands before it.
_RRN = re.compile(r"(?<![0-9-])(\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])[ \t]?-[ \t]?([1-8]\d{6})(?![0-9])")
_RRN_LABEL = re.compile(r"(?i:rrn|resident[ \t]+registration|주민등록번호|korean[ \t]+id)")


def _rrn_ok(digits: str) -> bool:
    total = sum(int(d) * w for d, w in zip(digits[:12], (2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5), strict=True))
    return (11 - total % 11) % 10 == int(digits[12])


# Malaysia's MyKad (a birth date, a place-of-birth code, four digits: "380512-10-5524") and Brazil's CPF (eleven
# digits in its printed groups, "318.442.907-15", with its two check digits).
_MYKAD = re.compile(r"(?<![0-9-])(\d{2})(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])-(\d{2})-(\d{4})(?![0-9-])")
_CPF = re.compile(r"(?<![0-9.])(\d{3})\.(\d{3})\.(\d{3})-(\d{2})(?![0-9])")


def _cpf_ok(digits: str) -> bool:
    if len(set(digits)) == 1:
        return False
    for n in (9, 10):
        total = sum(int(d) * w for d, w in zip(digits[:n], range(n + 1, 1, -1), strict=True))
        if (total * 10 % 11) % 10 != int(digits[n]):
            return False
    return True


def _hkid_ok(letters: str, digits: str, check: str) -> bool:
    values = [36] if len(letters) == 1 else []
    values += [ord(c) - 55 for c in letters.upper()] + [int(d) for d in digits]
    total = sum(v * w for v, w in zip(values, range(9, 1, -1), strict=True))
    expected = (11 - total % 11) % 11
    return check.upper() == ("A" if expected == 10 else str(expected))


def _luhn(digits: str) -> bool:
    total = 0
    for i, c in enumerate(reversed(digits)):
        d = int(c) * (2 if i % 2 else 1)
        total += d - 9 if d > 9 else d
    return total % 10 == 0


def _nric_ok(prefix: str, digits: str, check: str) -> bool:
    """Singapore NRIC/FIN check letter (weights 2765432; T and G add 4, M adds 3)."""
    prefix = prefix.upper()
    offset = {"T": 4, "G": 4, "M": 3}.get(prefix, 0)
    total = sum(int(d) * w for d, w in zip(digits, _NRIC_WEIGHTS, strict=True)) + offset
    table = next(letters for group, letters in _NRIC_LETTERS.items() if prefix in group)
    return table[total % 11] == check.upper()


def foreign_ids(t: str, low: str) -> Iterator[Span]:
    """NRIC/FIN (checked letter, or any after its label), SSN (valid ranges), NI numbers, NHI after its label, HKID
    (checked, or after its label), Canada's SIN (Luhn, after its label), health card numbers and US Medicare
    beneficiary identifiers (after their label).

    Each shape is tried only at the runs of digits it needs (``scan.digit_runs``): seven digits that end their run
    after the NRIC's letter and separator, three that end theirs before the SSN's hyphen, and two or more that open
    theirs after the NI number's two letters and separator."""
    runs = digit_runs(t)
    nric = (s for a, b in runs if b - a >= 7 for s in (b - 9, b - 8) if s >= 0)
    for m in matches_at(_NRIC, t, nric):
        if _nric_ok(*m.groups()) or _NRIC_LABEL.search(t, max(0, m.start() - 16), m.start()):
            yield m.start(), m.end(), "national_id"
    ssn_words = "ssn" in low or "social" in low or "soc sec" in low
    labelled = _SSN_LABEL.finditer(t) if ssn_words else ()
    ssn = matches_at(_SSN, t, (b - 3 for a, b in runs if b - a >= 3 and t[b : b + 1] == "-"))
    for m in (*ssn, *labelled):
        area, group, serial = m.group(1), m.group(2), m.group(3)
        if area not in ("000", "666") and area[0] != "9" and group != "00" and serial != "0000":
            yield m.start(1), m.end(3), "national_id"
    for m in matches_at(_UK_NINO, t, (s for a, b in runs if b - a >= 2 for s in (a - 3, a - 2) if s >= 0)):
        if m.group(1).upper() not in _UK_NINO_BAD_PREFIX:
            yield m.start(), m.end(), "national_id"
    if "nhi" in low:
        # (the label opens a match: tried where "nhi" stands, unless a dotless ı could spell its i)
        nz = list(_NZ_NHI.finditer(t) if "ı" in t else matches_at(_NZ_NHI, t, all_of(low, "nhi")))
        for m in nz:  # (tried only where "nhi" stands: no gate needed)
            yield m.start(1), m.end(1), "medical_record"
    for m in matches_at(_HKID, t, (s for a, b in runs if b - a in (6, 7) for s in (a - 2, a - 1) if s >= 0)):
        letters, digits, check = m.group(1), m.group(2), m.group(3) or m.group(4) or m.group(5)
        if _hkid_ok(letters, digits, check) or _HKID_LABEL.search(t, max(0, m.start() - 40), m.start()):
            yield m.start(), m.end(), "national_id"
    for m in matches_at(_MYKAD, t, (a for a, b in runs if b - a == 6)):
        yield m.start(), m.end(), "national_id"
    for m in matches_at(_CPF, t, (a for a, b in runs if b - a == 3)):
        if _cpf_ok("".join(m.groups())) or "cpf" in low[max(0, m.start() - 12) : m.start()]:
            yield m.start(), m.end(), "national_id"
    for m in matches_at(_RRN, t, (a for a, b in runs if b - a == 6)):
        if _rrn_ok("".join(m.groups())) or _RRN_LABEL.search(t, max(0, m.start() - 30), m.start()):
            yield m.start(), m.end(), "national_id"
    sin_at = [i for i in all_of(low, "sin") if not low[i - 1 : i].isalpha() and not low[i + 3 : i + 4].isalpha()]
    sin_at += all_of(low, "social insurance")
    for m in (hit for i in sin_at if (hit := _SIN.match(t, i)) is not None):
        if _luhn("".join(m.groups())):
            yield m.start(1), m.end(3), "national_id"
    cards = sorted(i for w in ("health card", "healthcard", "health number", "ohip", "carte sant", "phn")
                   for i in all_of(low, w))
    for m in (hit for i in cards if (hit := _HEALTH_CARD.match(t, i)) is not None):
        yield m.start(1), m.end(1), "national_id"
    mbi_said = sorted((*all_of(low, "mbi"), *all_of(low, "medicare")))
    for m in (hit for i in mbi_said if (hit := _MBI.match(t, i))):
        yield m.start(1), m.end(1), "national_id"
    for m in _PPSN_SHAPE.finditer(t) if ("pps" in low or "public services card" in low) else ():
        if len(m.group()) == 9 or _ppsn_ok(m.group()):  # (an Irish PPS number: seven digits, a check letter, and
            yield m.start(), m.end(), "national_id"  # since 2013 a second letter; one letter alone must check)
    for m in _MBI_SHAPE.finditer(t) if mbi_said else ():  # (further from its label: "the wrong MBI had been copied
        yield m.start(), m.end(), "national_id"            # across from a previous admission: 4TK9VR2MD61")
    for m in (hit for i in all_of(t, "V") if (hit := _VA_ICN.match(t, max(0, i - 10))) is not None):
        yield m.start(), m.end(), "national_id"  # a US VA integration control number: ten digits, V, six digits
    for m in matches_at(_NHS_NUMBER, t, (a for a, b in runs if b - a in (3, 10))):
        if _nhs_ok(m.group().replace(" ", "").replace("-", "")) and not _DIALLING_CODE.search(t, max(0, m.start() - 8),
                                                                                          m.start()):
            yield m.start(), m.end(), "medical_record"  # (as after its label): "a search on 4857773457 …"
    yield from _person_codes(t, low)
    if any(word in low for word in _LOOSE_LABEL_WORDS):
        for m in (hit for label in _LOOSE_LABEL_GATE.finditer(low) for hit in (_LOOSE_LABELLED.match(t, label.start()),)
                  if hit):
            digits = sum(c.isdigit() for c in m.group("id"))
            if digits >= 6:  # an NRIC or an NI number after its label, however it was spaced or whatever its prefix
                yield m.start("id"), m.end("id"), "national_id"
