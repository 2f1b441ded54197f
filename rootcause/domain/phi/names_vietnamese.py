"""Vietnamese names by their shape, in any case (title case, capitals, lower case) and in either language's text: a
family name, then the middle name Văn or Thị that marks most men's and women's names, then one or two given
syllables ("NGUYEN THI THU TRANG", "Tran Van Hung"; the accents are gone in the canonical form).

A dozen family names cover most Vietnamese people, and Văn and Thị are no English or Chinese words, so the three
together are a name wherever they stand, written in capitals on a wristband or a registration screen as often as in
title case. The family names that are also English words (Le, Do, Ho, Mai, Cao, Ly as "ly") count only in this
shape, never alone.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["a_vietnamese_name", "vietnamese_names"]

Span = tuple[int, int, str]
_FAMILY = (r"Nguyen|Tran|Le|Pham|Hoang|Huynh|Phan|Vu|Vo|Dang|Bui|Do|Ho|Ngo|Duong|Ly|Dinh|Truong|Lam|Mai|Trinh|Cao"
           r"|Luong|Doan|Ha|Ta|Quach|Lai|Thai|Chau|Vuong|Kieu|Tang|Luu|Ton|Lu|Khuu|Diep|Thach")
_TITLE = re.compile(rf"(?<![A-Za-z])(?:{_FAMILY})[ \t]+(?:Van|Thi)((?:[ \t]+[A-Z][a-z]{{1,6}}){{1,2}})(?![A-Za-z])")
_CAPS = re.compile(rf"(?<![A-Za-z])(?:{_FAMILY.upper()})[ \t]+(?:VAN|THI)((?:[ \t]+[A-Z]{{2,7}}){{1,2}})(?![A-Za-z])")
# ... and in lower case, as a chat line types it ("luong thi my duyen still nbm"; the accents are gone)
_LOWER = re.compile(rf"(?<![A-Za-z])(?:{_FAMILY.lower()})[ \t]+(?:van|thi)((?:[ \t]+[a-z]{{1,6}}){{1,2}})(?![A-Za-z])")
# One Vietnamese syllable without its tone marks: an initial, a vowel cluster, a final ("thu", "trang", "nguyet").
_VIET_SYLLABLE = re.compile(r"(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnpqrstvx])?[aeiouy]{1,3}"
                            r"(?:ng|nh|ch|[cmnpt])?")


def a_vietnamese_name(span: str) -> bool:
    """The whole span has the shape (a gazetteer that lists Vietnamese places pairs the same syllables: no place)."""
    m = _TITLE.fullmatch(span) or _CAPS.fullmatch(span) or _LOWER.fullmatch(span)
    return m is not None and all(_VIET_SYLLABLE.fullmatch(w) for w in m.group(1).lower().split())


def vietnamese_names(t: str, low: str) -> Iterator[Span]:
    """Every family name + Văn/Thị + given syllables in ``t``."""
    if " van " not in low and " thi " not in low:
        return
    for pattern in (_TITLE, _CAPS, _LOWER):
        for m in pattern.finditer(t):
            if all(_VIET_SYLLABLE.fullmatch(w) for w in m.group(1).lower().split()):
                yield m.start(), m.end(), "person_name"
