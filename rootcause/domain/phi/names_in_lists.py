"""Surnames listed after a bay or a bed, the way a handover runs through who lies where: "Bay 2 at 06:00: Fahey,
Okwuegbu, Sandqvist, empty bed, Haverkamp - all had obs done late".

One capitalised word alone says little; a list of them after a bay's label says they are the bay's patients. A
word counts when it is shaped like a surname and is either a surname no English word shares or a word no list
knows (not a drug, an eponym or a place); the list counts when two of its items at least are such words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word

__all__ = ["listed_at_a_bay"]

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
