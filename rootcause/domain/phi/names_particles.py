"""Full names held together by a particle of their language: Irish "Ruadhán Ó Flaitheartaigh", "Aoife Nic Giolla",
Scottish "Mairi Mhic Leòid", Arabic "Khalid bin Saeed", Dutch "Anneke van den Heuvel".

The particle is the evidence: English prose never puts a lone Ó, Ní, Nic, bin or van den between two capitalised
words. So a capitalised word, the particle, then a capitalised word that no English word list holds is a name, even
when neither part is in a name table. A word list's word after the particle ("Type O Negative", "Ward O Block") is
not, and neither is an eponym ("van der Waals", "de Quervain").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word

__all__ = ["particle_names"]

Span = tuple[int, int, str]
_GAELIC_OR_ARABIC = frozenset("ONMUBbi")  # (the first letter of O, Ni, Nic, Mac, Mhic, Ui, Bean Ui, bin, binti, ibn)

# (accents are already folded: Ó is O, Ní is Ni)
_GATE = re.compile(r" (?:O|Ni|Nic|Mac|Mhic|Ui|Bean Ui|bin|binti|bint|ibn|van|von|van de|van den|van der|ter|ten) ")
_PARTICLE_NAME = re.compile(
    r"(?<![A-Za-z])([A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?)[ \t]+"
    r"(O|Ni|Nic|Mac|Mhic|Ui|Bean[ \t]+Ui|bin|binti|bint|ibn|van(?:[ \t]+(?:de|den|der))?|von|ter|ten)[ \t]+"
    r"([A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?)(?![A-Za-z])"
)


def _name_part(word: str) -> bool:
    """A word that can only be a name here: in no word list (or a listed surname), and no eponym."""
    low = word.lower()
    if low in N.EPONYMS or low in N.NOT_NAMES:
        return False
    return unknown_word(low) or (low in N.SURNAMES and low not in N.AMBIGUOUS_NAMES)


def particle_names(t: str, low: str) -> Iterator[Span]:
    """A capitalised word, a name particle, and a word that can only be a name."""
    if not _GATE.search(t):
        return
    for m in _PARTICLE_NAME.finditer(t):
        first, last = m.group(1), m.group(3)
        if not _name_part(last):
            continue
        given = first.lower()
        if (given in N.GIVEN_NAMES and given not in N.WORD_GIVEN_NAMES) or (
                m.group(2)[0] in _GAELIC_OR_ARABIC and _name_part(first)):
            # (an unknown word before a Dutch or German particle may be a scientist's adjective: "intermolecular van
            # der Waals forces"; before Ó, Ní, Mac or bin, only a name stands)
            yield m.start(1), m.end(3), "person_name"
