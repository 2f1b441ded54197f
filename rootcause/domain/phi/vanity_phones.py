"""A phone number with its last digits written as the letters of a keypad: "(603) 555-GRAN", "604-728-MUMS".

Families give "easy" numbers this way and staff copy them as given. The shape (an area code, three digits, then
four keypad characters with two letters or more) is a phone's, once a word for a phone or a call stands near it
(a model code, "300-400-XL12", has the shape and no such word). A toll-free prefix
(800, 888, 877, 866, 855, 844, 833) is a business's advertised number, not a person's, and stays writable.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import patterns as P
from rootcause.domain.phi.scan import digit_runs, matches_at

__all__ = ["vanity_phones"]

Span = tuple[int, int, str]

_VANITY = re.compile(r"(?<![0-9A-Za-z])(?:\+?1[ .-]?)?(?:\((?P<area>[2-9]\d\d)\)[ \t]?|(?P<area2>[2-9]\d\d)[ .-])"
                     r"[2-9]\d\d[ .-]"
                     r"(?P<end>[A-Z0-9]{4})(?![A-Za-z0-9])")
_TOLL_FREE = frozenset({"800", "888", "877", "866", "855", "844", "833"})


def vanity_phones(t: str, low: str) -> Iterator[Span]:
    """Each number of that shape whose end holds two keypad letters or more, with a phone's word near it."""
    # (a match opens at the area code's first digit, its bracket, or a "1" or "+1" before it: tried only there)
    starts = sorted({s for a, b in digit_runs(t) if b - a in (1, 3) for s in (a - 2, a - 1, a) if s >= 0})
    for m in matches_at(_VANITY, t, starts):
        area = m.group("area") or m.group("area2")
        if area not in _TOLL_FREE and sum(c.isalpha() for c in m.group("end")) >= 2 \
                and P.GATE_PHONE_CONTEXT.search(low, max(0, m.start() - 60), m.end() + 40):
            yield m.start(), m.end(), "phone"
