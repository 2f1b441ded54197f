"""English personal names next to a word that announces them: "patient John Smith", "Dr. Chen", "Smith, John".

Kept apart from the other detectors because names need word tables and more judgement than the shape-based
identifiers (IDs, phones, dates). Names found by what the sentence does with them are in ``names_context``,
full names in narrative in ``names_full``, Chinese names in ``names_zh``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi import patterns as P

Span = tuple[int, int, str]  # start, end, kind
_CAPITALISED = re.compile(r"[A-Z][a-z]")


def _base(word: str) -> str:
    """The word without a possessive, lower-cased, for the name tables."""
    return re.sub(r"['’]s$", "", word).lower()


def _known(word: str | None) -> bool:
    """A common given name or an unambiguous surname (not "Green", "Young", "Ford")."""
    base = _base(word) if word else ""
    return base in N.GIVEN_NAMES or (base in N.SURNAMES and base not in N.AMBIGUOUS_NAMES)


def english_names(t: str, low: str) -> Iterator[Span]:
    """Titles take any capitalised word; 'patient X' and bare pairs need a known given name or surname."""
    for m in N.CAPITAL_ROMANISED.finditer(t):
        if m.group(1).lower() in N.SURNAMES and m.group(1).lower() not in N.AMBIGUOUS_NAMES:
            yield m.start(1), m.end(2), "person_name"
    if not _CAPITALISED.search(t):
        return
    if P.GATE_TITLE.search(t):
        for m in N.TITLE_NAME.finditer(t):
            if _base(m.group(1)) not in N.NOT_NAMES or _base(m.group(1)) in N.SURNAMES:  # "Mr Day"
                yield m.start(), m.end(1), "person_name"
    for pattern, active in ((N.ROLE_NAME, P.GATE_ROLE.search(low) is not None), (N.NAMED, "name" in low)):
        if not active:
            continue
        for m in pattern.finditer(t):
            first, second = m.group(1), m.group(2)
            if _base(first) in N.NOT_NAMES:
                continue
            role = t[m.start() : m.start(1)].strip()
            if pattern is N.ROLE_NAME and not role.istitle() and not _known(first):
                continue  # 'nurse Lee' / 'RN Lee' need a known name; 'Nurse Ratched' is a title
            end = m.end(2) if second and _base(second) not in N.NOT_NAMES else m.end(1)
            yield m.start(1), end, "person_name"
    for m in N.PATIENT_NAME.finditer(t) if P.GATE_PATIENT.search(low) else ():
        first, second = m.group(1), m.group(2)
        if _base(first) in N.NOT_NAMES:
            continue
        second_is_surname = bool(second) and _base(second) in N.SURNAMES
        if _known(first) or second_is_surname:
            end = m.end(2) if second and (second_is_surname or _known(second)) else m.end(1)
            yield m.start(1), end, "person_name"
    for m in N.SURNAME_COMMA_GIVEN.finditer(t):
        surname = _base(m.group(1))
        if surname in N.SURNAMES and surname not in N.AMBIGUOUS_NAMES and _base(m.group(2)) in N.GIVEN_NAMES:
            yield m.start(1), m.end(2), "person_name"
    for m in N.INITIAL_SURNAME.finditer(t):
        if _base(m.group(2)) in N.SURNAMES and _base(m.group(2)) not in N.NOT_NAMES:
            yield m.start(1), m.end(2), "person_name"
    for m in N.NAME_PAIR.finditer(t):
        first, second = _base(m.group(1)), m.group(2)
        romanised = first in N.SURNAMES and re.fullmatch(r"[A-Z][a-z]{1,5}-[A-Za-z][a-z]{1,5}", second)
        # "Mary Johnson" is a person; "Henry Ford" and "Virginia Mason" are hospitals.
        surname = _base(second)
        unambiguous = surname in N.SURNAMES and surname not in N.AMBIGUOUS_NAMES
        if (first in N.GIVEN_NAMES and unambiguous) or romanised:
            yield m.start(1), m.end(2), "person_name"
