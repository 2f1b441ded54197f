"""Surnames listed after a bay or a bed, the way a handover runs through who lies where: "Bay 2 at 06:00: Fahey,
Okwuegbu, Sandqvist, empty bed, Haverkamp - all had obs done late".

One capitalised word alone says little; a list of them after a bay's label says they are the bay's patients. A
word counts when it is shaped like a surname and is either a surname no English word shares or a word no list
knows (not a drug, an eponym or a place); the list counts when two of its items at least are such words.

A board's line gives a surname (perhaps an initial) and then the age and sex: "KARAGIANNOPOULOS D 87M", "Okafor 72F";
the same kind of word before such an age and sex is a patient's surname.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.scan import digit_runs

__all__ = ["before_age_and_sex", "listed_at_a_bay"]

Span = tuple[int, int, str]

_BAY_LIST = re.compile(r"(?<![A-Za-z])(?i:bay|beds?|side[ \t]+rooms?|cubicles?)(?![A-Za-z])[^:\n]{0,30}:[ \t]*"
                       r"((?:[^,\n]{1,30},[ \t]*){2,}[^,\n.;]{1,30})")
_ITEM = re.compile(r"[ \t]*((?:[A-Z]['’])?(?:Ma?c)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?)[ \t]*(?:[-–—(].*)?$")


def _a_surname(word: str) -> bool:
    base = word.lower()
    if base in N.NOT_NAMES or base in N.EPONYMS or base in N.PLACE_WORDS or base in N.DRUG_NAMES:
        return False
    return unknown_word(word) or (base in N.SURNAMES and base not in N.LEXICON)


def listed_at_a_bay(t: str, low: str) -> Iterator[Span]:
    if ":" not in t or "," not in t:
        return
    for m in _BAY_LIST.finditer(t):
        found: list[Span] = []
        pos = m.start(1)
        for item in m.group(1).split(","):
            hit = _ITEM.match(item)
            if hit and _a_surname(hit.group(1)):
                found.append((pos + hit.start(1), pos + hit.end(1), "person_name"))
            pos += len(item) + 1
        if len(found) >= 2:
            yield from found


_SEX_AFTER_AGE = re.compile(r"[ \t]?[MF](?![A-Za-z0-9])")
_SURNAME_BEFORE_AGE = re.compile(r"(?<![A-Za-z-])(?<![A-Za-z]['’])((?:[A-Z]['’])?(?:Ma?c)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
                                 r"|[A-Z]{4,}(?:-[A-Z]{3,})?)(?:[ \t]+[A-Z]\.?)?[ \t]*,?[ \t]+$")


def before_age_and_sex(t: str) -> Iterator[Span]:
    """A surname right before an age and a sex as a board writes them ("KARAGIANNOPOULOS D 87M")."""
    for a, b in digit_runs(t):
        if b - a > 3 or not _SEX_AFTER_AGE.match(t, b):
            continue
        m = _SURNAME_BEFORE_AGE.search(t, max(0, a - 40), a)
        word = m.group(1) if m else ""
        caps_ok = not word.isupper() or len(word) >= 7 or word.lower() in N.SURNAMES  # (COPD 67M: an acronym)
        if m and caps_ok and all(_a_surname(part.title()) for part in word.split("-")):
            yield m.start(1), m.end(1), "person_name"
