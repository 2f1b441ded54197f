"""A number after its label, typed with letters that look like digits (``MRN OO48Z913``, ``DOB O3/ll/l948``,
``病歷號 OO6l8247``, ``NHS no. 94З 476 S9l9``).

The canonical form reads O and l as 0 and 1 only inside a run that is mostly digits, because anywhere else they are
letters. Right after a chart, birth, NHI, ID or phone label, a run of digits and look-alike letters can only be the
number the label announces, so here more letters count (O o Q D for 0, l I i | for 1, Z for 2, З for 3, S for 5,
G b for 6, B for 8, g for 9), up to about half the run (any number after a birth label, when
the whole reads as a date). Read that way it must still be the label's number: six digits or
more, or a date after a birth label. After "aged" or "age", two or three characters with a digit among them that
read as 90 to 149 ("Aged l0l") are an age over 89.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi.labels import label_hits
from rootcause.domain.phi.number_rules import id_checksum_ok
from rootcause.domain.phi.scan import all_of, matches_at

__all__ = ["look_alike_digits"]

Span = tuple[int, int, str]

_AS_DIGITS = str.maketrans("OoQDlIi|ZЗзSGbBg", "0000111123356689")
_LOOK_ALIKE = frozenset("OoQDlIi|ZЗзSGbBg")
_CHAR = "[0-9OoQDlIi|ZЗзSGbBg]"
_RUN = re.compile(rf"[\s:#.：]{{0,4}}(?P<id>{_CHAR}(?:{_CHAR}|[ \-/.](?={_CHAR})){{4,20}})(?![A-Za-z0-9])")
# A Taiwanese ID's own letter, then digits with look-alikes among them: "Ε128З04759" (Greek E, Cyrillic Ze).
_LETTER_RUN = re.compile(r"[\s:#.：]{0,4}(?P<letter>[A-Z])(?P<id>[0-9ЗзOoQDlIi|ZSGbBg]{9})(?![A-Za-z0-9])")
_DATE = re.compile(r"\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}")
# With no label (or one a scan garbled: 身分言登字號), a Taiwanese ID whose check digit holds once one or two look-alike
# letters are read as digits: "F2231B0474" (an OCR's B for 8). The check makes a chance code unlikely to pass.
_BARE_ID = re.compile(r"(?<![A-Za-z0-9])(?P<letter>[A-Z])(?P<id>[12][0-9OoQDlIi|ZSGbBg]{8})(?![A-Za-z0-9])")
_AGED = re.compile(r"(?<![A-Za-z])(?i:aged?)[ \t:]{1,3}(?P<id>[0-9OoQDlIi|][0-9OoQDlIi|]{1,2})(?![A-Za-z0-9])")
_KIND = {"mrn": "medical_record", "nhi": "nhi_card", "id": "national_id", "phone": "phone", "dob": "date_of_birth"}


def look_alike_digits(t: str, low: str) -> Iterator[Span]:
    """The run right after a label, when reading its look-alike letters as digits makes it the label's number; a
    Taiwanese ID with a look-alike or two, label or not, when its check digit holds."""
    for bare in _BARE_ID.finditer(t):
        run = bare.group("id")
        read = run.translate(_AS_DIGITS)
        if 1 <= sum(c in _LOOK_ALIKE for c in run) <= 2 and read.isdigit() \
                and id_checksum_ok(bare.group("letter"), read[0], read[1:]):
            yield bare.start("letter"), bare.end("id"), "national_id"
    for aged in matches_at(_AGED, t, (i for i in all_of(low, "age") if not low[i - 1:i].isalpha())):
        run = aged.group("id")
        read = run.translate(_AS_DIGITS)
        if run != read and any(c.isdigit() for c in run) and 90 <= int(read) <= 149:
            yield aged.start("id"), aged.end("id"), "age_over_89"  # ("Aged l0l": 101)
    hits = label_hits(low)
    for kind, labels in hits.items():
        for label in labels:
            m = _RUN.match(t, label.end())
            if m is None:
                lettered = _LETTER_RUN.match(t, label.end()) if kind == "id" else None
                read = lettered.group("id").translate(_AS_DIGITS) if lettered else ""
                if lettered and read.isdigit() and read[0] in "12" and read != lettered.group("id"):
                    yield lettered.start("letter"), lettered.end("id"), "national_id"  # (sex digit 1 or 2)
                continue
            run = m.group("id")
            letters = sum(c in _LOOK_ALIKE for c in run)
            digits = sum(c.isdigit() for c in run)
            if not letters or digits < 2 or (kind != "dob" and (digits < 3 or letters > digits + 1)):
                continue  # typed as digits (the other rules' case), or a word; a date's shape is evidence enough
            read = run.translate(_AS_DIGITS)
            if kind == "dob":
                if _DATE.fullmatch(read.replace(" ", "")):
                    yield m.start("id"), m.end("id"), "date_of_birth"
            elif sum(c.isdigit() for c in read) >= 6:
                yield m.start("id"), m.end("id"), _KIND[kind]
