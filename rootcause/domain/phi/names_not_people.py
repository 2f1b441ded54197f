"""The words around a name-shaped word that say it names no person: a place's office after a possessive ("Ontario's
health ministry"), a maker speaking to its customers ("Teleflex said customers who have the affected product"), and
a heading of two dictionary words ("CMS F700 Bed Rails states").

The person rules of ``names_context`` ask these before they refuse a sentence; each answer is about the words beside
the candidate, never about the candidate alone, so a real surname in a person's sentence is still found.
"""

from __future__ import annotations

import re

from rootcause.domain.phi import name_tables as N

__all__ = ["A_MAKER_SPEAKS", "KIN_ADDRESS", "a_heading", "a_system_event", "an_office"]

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
