"""The words around a name-shaped word that say it names no person: a place's office after a possessive ("Ontario's
health ministry"), a maker speaking to its customers ("Teleflex said customers who have the affected product"), and
a heading of two dictionary words ("CMS F700 Bed Rails states").

The person rules of ``names_context`` ask these before they refuse a sentence; each answer is about the words beside
the candidate, never about the candidate alone, so a real surname in a person's sentence is still found.
"""

from __future__ import annotations

import re

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.public_names import EPONYM_NOUN_AFTER, owned_by_full_name

__all__ = ["A_MAKER_SPEAKS", "KIN_ADDRESS", "PLACE_PREPOSITION", "a_heading", "a_place_or_eponym", "a_system_event",
           "an_office", "base_word", "listed_with_an_eponym"]

_BODIES = frozenset({"trust", "board", "authority", "council", "services"})  # (the last word a possessive owns)
_INSTITUTIONS = frozenset({"department", "ministry", "government", "parliament", "university", "council", "commission",
                           "agency", "office", "institute", "college", "court", "police", "ambulance", "health",
                           "premier", "state", "city", "county", "district", "regional", "national", "public",
                           "fire", "mayor", "sheriff"})  # (session 19: "Helena's fire marshal")
# Many places run by one owner: "Camden's care homes", "the region's hospitals" (no patient owns several).
_PLACES_RUN = frozenset({"homes", "hospitals", "clinics", "hospices", "practices", "prisons", "schools", "wards"})
_HEALTH_OFFICES = frozenset({"service", "services", "system", "minister", "officials", "sector", "executive"})

# What a maker says to those who bought from it: its customers, users, the affected product or lot, a recall.
A_MAKER_SPEAKS = re.compile(r"\b(?:customers?|users|the affected (?:product|device|lot|batch|units?)|recall(?:ed|s)?"
                            r"|distributors?)\b")

# What only a system does: "Lorenzo went down at 03:10", "Cerner went live", "the EPR crashed".
_SYSTEM_AFTER = re.compile(r"[ \t]+(?:down(?![ \t]+(?:to|for|stairs))|offline|live|back[ \t]+(?:up|online))\b")


# A product withdrawn, no one remembering: "Lot KX4471B Venflon recalled - check stock".
_RECALL_OF_A_PRODUCT = re.compile(r"[ \t]*(?:$|[-–—:;,.!)]|(?:by|due|because|over|following|after|from|worldwide"
                                  r"|nationally|globally)\b)")
# Kin as Singapore and Malaysia address them: "Ah Ma was visiting" is a grandmother (not "Ah Hock", a name).
KIN_ADDRESS = re.compile(r"Ah[ \t]+(?:Ma|Mah|Gong|Kong|Pa|Ba|Po|Yi|Ku|Chek|Soh|Ee)(?![A-Za-z])")


def a_system_event(verb: str, t: str, after: int) -> bool:
    """The verb and what follows it (from ``after``) are what a computer system or a product does, not a person."""
    return verb == "crashed" or (verb in ("went", "came", "goes") and _SYSTEM_AFTER.match(t, after) is not None) or (
        verb == "recalled" and _RECALL_OF_A_PRODUCT.match(t, after) is not None)


# An office before a surname is its holder ("Coroner Cooper found"), not a heading's first word.
_OFFICES = frozenset({"coroner", "judge", "justice", "nurse", "sister", "matron", "doctor", "officer", "constable",
                      "sergeant", "inspector", "detective", "chief", "superintendent", "commissioner", "ombudsman",
                      "councillor", "senator", "minister", "professor", "captain", "midwife", "surgeon", "counsel"})
_WORD_BEFORE = re.compile(r"(?<![A-Za-z])([A-Z][a-z]+)[ \t]+$")  # (a capitalised word right before)


def an_office(following: list[str]) -> bool:
    """The words after a possessive name a place's office ("Ontario's health ministry"), not a person's health
    ("Mary's health declined", "Tom's health care was poor")."""
    if following[0] == "health":
        second, third = following[1:2], following[2:3]
        return bool(second) and (second[0] in _INSTITUTIONS or second[0] in _BODIES or second[0] in _HEALTH_OFFICES
                                 or (second[0] == "care" and bool(third) and third[0] in _HEALTH_OFFICES))
    return following[0] in _INSTITUTIONS or following[-1] in _BODIES or any(w in _PLACES_RUN for w in following[:2])


def a_heading(t: str, start: int, base: str) -> bool:
    """The dictionary word ``base`` at ``start`` follows another capitalised dictionary word that is no given name
    and no office: the two are a heading or a product's name ("Bed Rails"), not a given name and a surname."""
    before = _WORD_BEFORE.search(t, max(0, start - 24), start)
    if before is None or base not in N.LEXICON:
        return False
    word = before.group(1).lower()
    return word in N.LEXICON and word not in N.GIVEN_NAMES and word not in _OFFICES


_OR_ANOTHER = re.compile(r"[ \t]+(?:or|and|/)(?:[ \t]+[A-Z][A-Za-z'’-]+){1,3}")


def listed_with_an_eponym(t: str, end: int) -> bool:
    """The word ending at ``end`` shares an eponym's noun with the names after it: "nursed in Thomas or Hamilton
    Russell traction" (a splint and a traction, both named after surgeons)."""
    other = _OR_ANOTHER.match(t, end)
    return other is not None and EPONYM_NOUN_AFTER.match(t, other.end()) is not None


PLACE_PREPOSITION = re.compile(r"(?<![A-Za-z])(?:from|at|in|to|near|via|into)[ \t]+$")  # "from Kaohsiung"
# A name that a place is called after: St Mary's, Saint Vincent's, George Eliot Hospital, Allen's test.
# A test or sign named after a person: "Allen's test", "Murphy's sign" (places come from en_place_words.txt).
_POSSESSIVE = re.compile(r"['’]s?")
_WARD_AFTER = re.compile(r"[ \t]+ward\b(?![ \t]+round)")  # ("MET call on Rowan ward": a ward named for a tree)


def base_word(word: str) -> str:
    """``word`` in lower case without its possessive, as the name tables hold it."""
    return N.without_possessive(word, bare=True).lower()


# The capitalised words right before a span: "Glasgow Coma " before "Scale", "Morse Fall " before "Scale".
_CAPITALISED_BEFORE = re.compile(r"(?:[A-Z][a-z]+[ \t]+){1,3}$")


def a_place_or_eponym(t: str, start: int, end: int) -> bool:
    """The name of a hospital, a ward, a street or a test rather than of a person: a place or test word itself
    (Scale, Hospital), or a word in a capitalised phrase that opens with an eponym (Glasgow Coma Scale, Morse Fall
    Scale, Braden Risk Score)."""
    if N.NAMESAKE_BEFORE.search(t, max(0, start - 10), start):
        return True
    if ((after_noun := EPONYM_NOUN_AFTER.match(t, end)) and not owned_by_full_name(t, start, end, after_noun)) \
            or listed_with_an_eponym(t, end):
        return True
    if base_word(t[start:end].split()[-1]) in N.PLACE_WORDS:
        return True
    base = base_word(t[start:end])
    if base in N.PLACE_NAMES and PLACE_PREPOSITION.search(t, max(0, start - 8), start):
        return True  # "a student from Kenya": the country, not a person called Kenya
    if (base in N.PLACE_NAMES or base in N.WORLD_PLACES) and base not in N.GIVEN_NAMES and base not in N.SURNAMES \
            and base not in N.WORD_GIVEN_NAMES:
        return True  # "Ontario's death investigation system": a place that no one is called
    phrase = _CAPITALISED_BEFORE.search(t, max(0, start - 40), start)
    if phrase and base_word(phrase.group().split()[0]) in N.EPONYMS:
        return True
    after = _POSSESSIVE.match(t, end)
    return bool(N.place_after(N.PLACE_WORDS).match(t, after.end() if after else end) or _WARD_AFTER.match(t, end))
