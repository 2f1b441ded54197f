"""A town's name where a person's might stand: "the inquest in Lincoln", "an inquest in Newport, Gwent", "patients
from Whanganui, Taupō and Gisborne".

Many towns are also surnames (Lincoln, Leicester, Gisborne), so the GeoNames towns (``@``-entries of
en_world_places.txt) are read as towns only where a preposition of place opens them: right before the town, before a
town and its county, or before a list of places that the town ends.
"""

from __future__ import annotations

import re

from rootcause.domain.phi import name_tables as N

__all__ = ["a_town_named"]

# (a town after a place's preposition: "the inquest in Lincoln", "a mother from Telford")
_PLACE_PREPOSITION = re.compile(r"(?<![A-Za-z])(?:in|from|at|near|outside|around|of)[ \t]+$")
_AREA_OF = re.compile(r"(?<![A-Za-z])(?i:the)[ \t]+(?:[a-z]+[ \t]+)?(?:area|region|district|town|city|county|borough"
                      r"|village|parish|municipality|township|locality|suburb)[ \t]+of[ \t]+$")
# (a list of places a preposition opens, its first item captured: "from Whanganui, Taupō and ")
_LISTED_AFTER_A_PREPOSITION = re.compile(r"(?<![A-Za-z])(?:in|from|at|near|to)[ \t]+([A-Z][A-Za-z'’-]*)[ \t]*,?"
                                         r"(?:[ \t]*[A-Z][A-Za-z'’-]*[ \t]*,){0,4}[ \t]*(?:[A-Z][A-Za-z'’-]*,?[ \t]+)?"
                                         r"(?:and|or|&)[ \t]+$")


def _a_town(word: str) -> bool:
    low = word.lower()
    return "@" + low in N.WORLD_PLACES or low in N.WORLD_PLACES or low in N.PLACE_NAMES


def a_town_named(t: str, start: int, end: int) -> bool:
    """Whether ``t[start:end]`` is a town (or a town and its county) that a preposition of place opens."""
    span = t[start:end]
    town, _, county = (part.strip() for part in span.partition(",")) if span.count(",") == 1 else (span, "", "")
    if county and (county.lower() in N.GIVEN_NAMES or county.lower() in N.SURNAMES):
        return False  # "the edge of Hamilton, Jim had been": a place, then a person, not a town and its county
    if " " not in span and _AREA_OF.search(t, max(0, start - 24), start) and not t.startswith(("'s", "’s"), end):
        return True  # "in the area of Ely", "the borough of Sutton": the phrase says a place, listed or not
    if " " in town or "@" + town.lower() not in N.WORLD_PLACES or t.startswith(("'s", "’s"), end):
        return False
    if _PLACE_PREPOSITION.search(t, max(0, start - 8), start):
        return True
    listed = _LISTED_AFTER_A_PREPOSITION.search(t, max(0, start - 80), start)
    return listed is not None and _a_town(listed.group(1))
