"""Names run together in a lower-case hashtag: "#getwellsoonmaddie", "#prayersforgracieokafor", "#justiceforlily".

Families and staff tag posts about a patient with a phrase and the patient's name in one word. A tag is read by
cutting it into words (dynamic programming over its letters, at most 40 of them): it names someone when some cut uses
only English words and a given name that is no English word,
a surname or one unknown piece only right after a given name (the surname no table holds: "okafor"), and the name
ending the tag.
Campaign tags made of words alone ("#hellomynameis", "#handhygieneday", "#stopthepressure") hold no name.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N

__all__ = ["names_in_hashtags"]

Span = tuple[int, int, str]

_TAG = re.compile(r"(?<![A-Za-z0-9&])#([A-Za-z]{6,40})(?![A-Za-z0-9])")
# (one letter, and the short function words the word list leaves out: "#thinkingofyou…", "#weloveyou…")
_SHORT_WORDS = frozenset({"a", "i", "of", "to", "in", "on", "at", "we", "my", "be", "go", "no", "up", "so", "us", "is",
                          "it", "me", "by", "an", "as", "do", "he", "or", "oh"})


def _given(word: str) -> bool:
    return len(word) >= 4 and word not in N.LEXICON and word not in N.WORD_GIVEN_NAMES and word in N.GIVEN_NAMES


def _english(word: str) -> bool:
    return word in _SHORT_WORDS or (len(word) >= 2 and word in N.LEXICON)


def names_a_person(tag: str) -> bool:
    """Whether the tag (its letters, lower case) cuts into English words and at least one name (see the module)."""
    n = len(tag)
    # reach[i]: how tag[:i] can be cut: 0 words only, 1 ending in a given name, 2 a given name and its surname
    reach: list[set[int]] = [set() for _ in range(n + 1)]
    reach[0].add(0)
    for i in range(n):
        if not reach[i]:
            continue
        for j in range(i + 2 if tag[i] not in ("a", "i") else i + 1, min(n, i + 16) + 1):
            piece = tag[i:j]
            if 0 in reach[i] and _english(piece):
                reach[j].add(0)
            if 0 in reach[i] and _given(piece):
                reach[j].add(1)
            if 1 in reach[i] and len(piece) >= 4 and not _english(piece):
                reach[j].add(2)  # (a surname, listed or not, after the given name)
    return bool(reach[n] & {1, 2})  # (the name ends the tag)


def names_in_hashtags(t: str, low: str) -> Iterator[Span]:
    """Each hashtag whose letters cut into words and a name (tried only where a # stands)."""
    for m in _TAG.finditer(t) if "#" in t else ():
        if names_a_person(m.group(1).lower()):
            yield m.start(1), m.end(1), "person_name"
