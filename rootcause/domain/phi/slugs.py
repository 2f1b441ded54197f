"""A name written as a slug: "dr-john-smith", "chen-mei-ling", "nurse_mary_jones", "Johns-MacBook-Pro".

Device names, user names, folder and client names join a person's name with hyphens or underscores, in lower case
or with a device's word after a possessive; the sentence rules read words, not these. A slug names someone when, read
as its parts, a role opens it before a name (dr-…, nurse_…), a given name and a surname stand together in either
order, or a given name's possessive comes before a device ("johns-macbook"). Given names and surnames count only
when no English word spells them, except right after a role. Capitalised hyphenations in prose ("Mallory-Weiss",
"Okonkwo-Hale") are the prose rules' to judge, and an eponym or an eponym's noun after the slug keeps it a thing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import pairwise

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.public_names import EPONYM_NOUN_AFTER
from rootcause.domain.phi.scan import all_of

__all__ = ["names_in_slugs"]

Span = tuple[int, int, str]

_SLUG = re.compile(r"(?<![A-Za-z0-9@./])[A-Za-z]+(?:[-_][A-Za-z]+){1,4}(?![A-Za-z0-9@])")
_ROLES = frozenset({"dr", "doctor", "nurse", "rn", "mr", "mrs", "ms", "miss", "sister", "pt", "patient", "mx"})
_DEVICES = frozenset({"macbook", "iphone", "ipad", "laptop", "pc", "phone", "desktop", "surface", "galaxy", "pixel",
                      "imac", "thinkpad", "notebook"})


def _given(part: str, *, after_role: bool) -> bool:
    return part in N.GIVEN_NAMES and (after_role or part not in N.LEXICON) and part not in N.WORD_GIVEN_NAMES


def _surname(part: str, *, after_role: bool) -> bool:
    return part in N.SURNAMES and (after_role or (part not in N.LEXICON and part not in N.AMBIGUOUS_NAMES))


def names_a_person(parts: list[str]) -> bool:
    """Whether the lower-case parts of a slug name someone (see the module)."""
    if any(p in N.EPONYMS or p in N.NOT_NAMES for p in parts if p not in _ROLES):
        return False
    role = parts[0] in _ROLES
    rest = parts[1:] if role else parts
    if not rest:
        return False
    if role and (_given(rest[0], after_role=True) or _surname(rest[0], after_role=True)):
        return True
    owner = rest[0][:-1] if rest[0].endswith("s") else ""
    if owner and owner in N.GIVEN_NAMES and len(rest) > 1 and rest[1] in _DEVICES:
        return True
    for first, second in pairwise(rest):
        if (_given(first, after_role=False) and (_surname(second, after_role=False) or N.romanised_given(second))) \
                or (_surname(first, after_role=False) and (_given(second, after_role=False)
                                                         or N.romanised_given(second))):
            return True
    return False


def names_in_slugs(t: str, low: str) -> Iterator[Span]:
    """Each hyphen- or underscore-joined run that names someone (tried only where one of the two stands)."""
    joints = sorted({*all_of(t, "-"), *all_of(t, "_")})
    starts: dict[int, re.Match[str]] = {}
    run_end = -1  # (the end of the run last walked: every joint inside it leads back to the same start)
    for j in joints:  # (from each joint back to its run's start: a pass over the joints, not over every word)
        if j < run_end:
            continue
        if 0 < j < len(t) - 1 and t[j - 1].isalpha() and t[j + 1].isalpha():
            a = b = j - 1
            while a > 0 and ((t[a - 1].isascii() and t[a - 1].isalpha()) or t[a - 1] in "-_"):
                a -= 1
            while b < len(t) and ((t[b].isascii() and t[b].isalpha()) or t[b] in "-_"):
                b += 1
            run_end = b
            while t[a] in "-_":  # (a run opens with a letter: "bed12_KOWALCZYK-Zofia" starts at the K)
                a += 1
            if a not in starts and (m := _SLUG.match(t, a)) is not None:
                starts[a] = m
    for m in starts.values():
        token = m.group()
        device = any(d in token.lower() for d in _DEVICES)
        if "_" not in token and not device and any(c.isupper() for c in token):
            continue  # (capitalised prose is the prose rules' to judge)
        parts = [p.lower() for p in re.split(r"[-_]", token) if p]
        if names_a_person(parts) and not EPONYM_NOUN_AFTER.match(t, m.end()):
            yield m.start(), m.end(), "person_name"
