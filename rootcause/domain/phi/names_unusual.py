"""English names written unusually: in capitals as a record writes them ("MRS. DUNCAN-ROSS", "PATEL ANJALI"), or with
digits typed for letters ("K4ren W1lliams"). Each is taken only in a shape that is a name's, so a heading in capitals
or a code with digits stays a heading or a code.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.scan import all_of, at_words, capital_starts, digit_runs

__all__ = ["plain", "written_unusually"]

Span = tuple[int, int, str]  # start, end, kind
# (each tried from the start of a run of capitals only: from inside one it would read the whole run again)
_CAPS_WORDS = re.compile(r"(?<![A-Z])[A-Z][A-Z]{3}[A-Z'’-]*[ \t]+[A-Z]{2}")
_CAPS_WORD_THEN = re.compile(r"(?<![A-Z])[A-Z][A-Z]{3}[A-Z'’-]*[ \t]+[A-Z]")  # (then any capitalised word)
_ASCII_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

_ASCII_ALNUM = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")


def _lone_digits_in_words(t: str) -> list[int]:
    """Every ASCII digit with an ASCII letter on each side (a run of one digit, from the shared runs)."""
    return [a for a, b in digit_runs(t) if b - a == 1 and "0" <= t[a] <= "9" and a
            and t[a - 1] in _ASCII_LETTERS and t[b : b + 1] in _ASCII_LETTERS]


@lru_cache(maxsize=4)
def _given_heads(names: frozenset[str]) -> frozenset[str]:
    """The first four letters of each given name: where a name in capitals can start."""
    return frozenset(n[:4] for n in names if len(n) >= 4)


def plain(word: str) -> bool:
    """A given name that is no everyday word, or an unambiguous surname."""
    return (word in N.GIVEN_NAMES and word not in N.WORD_GIVEN_NAMES and word not in N.NOT_NAMES) or (
        word in N.SURNAMES and word not in N.AMBIGUOUS_NAMES and word not in N.NOT_NAMES)




_CAPS_ROLE_WORDS = ("pt", "patient", "family", "nurse", "sister", "sr", "baby", "son", "daughter", "wife", "husband",
                    "mr", "mrs", "ms", "miss", "dr")
_CAPS_ROLE_GATE = re.compile(r"(?:PT|PATIENT|FAMILY|NURSE|SISTER|SR|BABY|SON|DAUGHTER|WIFE|HUSBAND|MRS?|MS|MISS|DR)"
                             r"[ \t.:]")
_CAPS_ROLE = re.compile(r"(?:PT\.?|PATIENT|FAMILY[ \t]+OF|NURSE|SISTER|SR\.?|BABY|SON|DAUGHTER|WIFE|HUSBAND|MRS?\.?"
                        r"|MS\.?|MISS|DR\.?)[ \t:]+"
                        r"([A-Z]{3,}(?:['’-][A-Z]{2,})?)(?:[ \t]+([A-Z]{3,}(?:['’-][A-Z]{2,})?))?(?![A-Za-z])")
_CAPS_PAIR_WORDS = re.compile(r"(?<![A-Za-z-])(?<![A-Za-z]['’])([A-Z]{3,}(?:-[A-Z]{2,})?)[ \t]+"
                              r"([A-Z]{3,}(?:-[A-Z]{2,})?)(?![A-Za-z])")


# A title as prose writes it, then a surname in capitals as a record does ("Mrs SMITH", "Dr OKAFOR-BELLO").
_TITLE_THEN_CAPS = re.compile(r"(?<![A-Za-z])(?:Mrs|Mr|Ms|Miss|Mx|Dr)\.?[ \t]+([A-Z]{2,}(?:['’-][A-Z]{2,})?)"
                              r"(?![A-Za-z])")


def _caps_name(word: str) -> bool:
    """A word in capitals that is a name: a known one that is no word, or one that no word list knows."""
    low = word.lower()
    if low in N.NOT_NAMES or low in N.EPONYMS or low in N.SPELLED_NOT_NAMES:
        return False
    return unknown_word(word) or (low in N.SURNAMES and low not in N.AMBIGUOUS_NAMES and low not in N.LEXICON) or (
        plain(low) and low in N.GIVEN_NAMES and low not in N.LEXICON)


_ROLE_JUST_BEFORE = re.compile(r"(?<![A-Za-z])(?i:pt|patient|nurse|dr|mr|mrs|ms|miss|resident|client|carer)\.?:?"
                               r"[ \t]+(?:[A-Za-z0-9'’-]+[ \t]+)?$")




def _leet_surname(word: str) -> bool:
    """A surname read back from digits typed for letters, one that is no English word (Morrison, not Hall)."""
    return word in N.SURNAMES and word not in N.AMBIGUOUS_NAMES and word not in N.LEXICON


def written_unusually(t: str) -> Iterator[Span]:
    """Names in capitals or with digits for letters, each only in a shape that is a name's:
    "MRS. DUNCAN-ROSS", "BRENDAN MCAULIFFE" (a known given name that is no word, then a name-shaped word),
    "K4ren W1lliams" (read back, a known name). ("tsai ming-hui" in lower case is in ``names_relations``.)"""
    for title in ("MRS", "DR", "MR.", "MS."):
        for i in all_of(t, title):
            m = N.CAPS_TITLE.match(t, i)
            if m and m.group(1).lower() not in N.NOT_NAMES and len(m.group(1)) >= 3:
                yield m.start(), m.end(1), "person_name"
    for m in _TITLE_THEN_CAPS.finditer(t):  # "Mrs SMITH", "Dr OKAFOR-BELLO"
        word = m.group(1)
        if (len(word) >= 4 and _caps_name(word)) or (word.lower() in N.SURNAMES and word.lower() not in
                                                     N.AMBIGUOUS_NAMES and word.lower() not in N.LEXICON):
            yield m.start(1), m.end(1), "person_name"  # (the surname: a given name after it joins it elsewhere)
    for m in at_words(_CAPS_ROLE, t, t.lower(), _CAPS_ROLE_WORDS) if _CAPS_ROLE_GATE.search(t) else ():
        if _caps_name(m.group(1)):
            yield m.start(1), m.end(2) if m.group(2) and _caps_name(m.group(2)) else m.end(1), "person_name"
    for m in _CAPS_PAIR_WORDS.finditer(t) if _CAPS_WORDS.search(t) else ():
        first, second = m.group(1), m.group(2)
        if _caps_name(first) and _caps_name(second) and (unknown_word(first) or unknown_word(second)) \
                and min(len(first), len(second)) >= 4:
            yield m.start(1), m.end(2), "person_name"  # "PATEL ANJALI": two words no list knows, in capitals
    heads = _given_heads(N.GIVEN_NAMES)
    for i in capital_starts(t) if _CAPS_WORD_THEN.search(t) else ():
        if not t[i + 1 : i + 4].isupper() or t[i : i + 4].lower() not in heads:
            continue  # four capitals that begin a known given name, or nothing to try here
        m = N.CAPS_FULL_NAME.match(t, i)
        if m is None:
            continue
        first, second = m.group(1).lower(), re.split(r"['’-]", m.group(2).lower())[0]
        titled = not m.group(2).isupper()  # ("KATARZYNA Jedrzejczyk": only a surname, or a word no list knows)
        if (plain(first) and first in N.GIVEN_NAMES and second not in N.NOT_NAMES
                and second not in N.EPONYMS and second not in N.PLACE_WORDS) and (
                not titled or second in N.SURNAMES or unknown_word(m.group(2))):
            yield m.start(1), m.end(2), "person_name"
    for at in _lone_digits_in_words(t):
        lo = at  # (the word the digit is in: an earlier word in reach must not hide it, "n4m3 B3v3rly")
        while lo > max(0, at - 9) and t[lo - 1] in _ASCII_ALNUM:
            lo -= 1
        m = N.LEET_WORD.match(t, lo)
        if m is None or not m.start() <= at < m.end():
            continue
        word = m.group()
        if sum(c.isalpha() for c in word) < 3:
            continue
        read = [word.translate(table).lower() for table in N.LEET_LETTERS]
        if t[at - 1].islower() or t[at + 1].islower():
            named = any(plain(r) or _leet_surname(r) for r in read)  # "K4ren", "m0rr1s0n"
        else:  # in capitals (not B12A, SpO2): only a known name read back ("R0S4", "D3SM0ND")
            named = any((plain(r) and r not in N.LEXICON) or _leet_surname(r) for r in read)
        if not named and _ROLE_JUST_BEFORE.search(t, max(0, m.start() - 32), m.start()):
            named = any(r.isalpha() and r not in N.LEXICON and unknown_word(r.capitalize()) for r in read)
            # ("pt k4v1th4 r4j4g0p4l": after a patient's or a colleague's word, a name no table holds, read back)
        if named:
            yield m.start(), m.end(), "person_name"
