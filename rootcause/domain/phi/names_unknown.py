"""Two capitalised words in a row that no word list knows: a person's full name, wherever it stands.

No name table holds every name ("Ananya Krishnamurthy", "Lagi Tuimavave", "Ayşe Yılmaz"), and the other rules need
a title, a role or a person's verb around a name they do not know. But two capitalised words side by side that are
neither English words (``lexicon.py``: SCOWL, clinical shapes, the project's tables; and the rarer words of
``words/en_lexicon_rare.txt``, since nothing else around them says a person is meant) nor the words of a place are a
person's name far more often than anything else a report writes. The rule lets them go when they name a place or an
institution instead:

- a place word in the run of capitalised words around them ("Armadale Kelmscott Memorial Hospital", "Hospital
  Sultanah Aminah"), or "the" just before them ("the Garda Síochána");
- a place of the world's gazetteer (``words/en_world_places.txt``, GeoNames: "Johor Bahru", "Petaling Jaya");
- a possessive that owns a unit or a ward ("Groote Schuur's trauma unit").

Accented Latin letters are folded before the lists are read (Yılmaz is read as yilmaz).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from itertools import pairwise

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import listed_word, unknown_word
from rootcause.domain.phi.scan import all_of, at_capitals, at_words, capital_starts, pair_starts

__all__ = ["ascii_fold", "unknown_names"]

Span = tuple[int, int, str]

_LOWER = "a-zß-öø-ÿ\u0100-\u017f"
_UPPER = "A-Z" + "".join(c for c in map(chr, range(0xC0, 0x180)) if c.isupper())  # (Ç, Ş, Ł: Latin capitals)
_WORD = rf"[{_UPPER}][{_LOWER}]+(?:-[{_UPPER}][{_LOWER}]+)?"
_PAIR = re.compile(rf"(?<![0-9_{_LOWER}{_UPPER}'’.-])({_WORD})[ \t]+({_WORD})"
                   rf"(?=['’]s\b|(?<=s)['’][ \t]|(?![0-9_{_LOWER}{_UPPER}'’-]))")  # (Karamanlidis' heparin)
_RUN_BEFORE = re.compile(rf"(?:{_WORD}[ \t]+){{0,3}}$")
# (a name's run may go on through the small words of Māori, Irish or Welsh names of bodies: "Te Roopu Taurima O
# Manukau Trust", "Bord na Móna", "Ysbyty Gwynedd")
_RUN_AFTER = re.compile(rf"(?:['’]s)?(?:[ \t]+(?:(?:O|o|a|te|na|y)[ \t]+)?{_WORD}){{0,3}}")
_THE_BEFORE = re.compile(r"(?<![A-Za-z])[Tt]he[ \t]+$")
_SENT_FROM = re.compile(r"(?<![A-Za-z])(?:dispatched|despatched|diverted|redirected|stood[ \t]+down|based|stationed"
                        r"|travelled|traveled|driven|flown)[ \t]+(?:from|at|to)[ \t]+$")
# Where someone is from, works or lives: "A man from Thames Ditton", "on duty at Plas Rhosnesni", "lived in Cwm Ogwr".
_PERSON_FROM = re.compile(r"(?<![A-Za-z])(?:(?:man|woman|men|women|boy|girl|pensioner|mother|father|mum|dad|teenager"
                          r"|couple|family|grandmother|grandfather|grandad|toddler|child|resident|residents"
                          r"|patient)[ \t]+"
                          r"from|on[ \t]+duty[ \t]+at|(?:lived|living|lives|worked|working|works|resided)[ \t]+"
                          r"(?:at|in))[ \t]+$")
_IN_BEFORE = re.compile(r"(?<![A-Za-z])(?:in|from|at|near)[ \t]+$")
# A product's name before what it is: "Hill-Rom Envella bed", "Sigma Spectrum pump", "Zyprexa Relprevv injection".
_PRODUCT_AFTER = re.compile(r"[ \t]+(?:bed|beds|pump|pumps|monitor|mattress|device|system|machine|ventilator|catheter"
                            r"|syringe|driver|hoist|scanner|analy[sz]er|glucometer|meter|app|software|tablets?"
                            r"|capsules?|injection|infusion|dressing|gel|cream|inhaler|patch)\b"
                            r"|[ \t]+(?![MF]1?\d{2}(?![A-Za-z0-9]))[A-Z]{1,3}-?\d{2,4}[A-Za-z]?(?![A-Za-z0-9])")
# (the last: a model code after a brand, "Dräger Evita V500"; not a sex and an age, "M72")
_OWNS_A_UNIT = re.compile(r"['’]s[ \t]+(?:[a-z]+[ \t]+)?(?:unit|ward|department|team|clinic|service|hospital|board"
                          r"|trust|staff|nurses|doctors)s?\b")
# An action's owner named at the start of an item: "Actions: Jessica (pharmacy) to audit …; Caoimhe to redo …".
_OWNER = re.compile(rf"(?:^|(?<=[;:•\n])|(?<=[;:•][ \t]))[ \t]*({_WORD})(?:[ \t]*\([a-z][a-z &/-]{{1,30}}\))?"
                    r"[ \t]+$")  # (searched for right before " to " and its verb)
_OWNED = re.compile(r"to[ \t]+(?:audit|redo|review|update|check|send|complete|write|arrange|follow|lead|present|contact"
                    r"|email|call|organi[sz]e|draft|share|circulate|chase|confirm|liaise|book|ring|escalate|develop"
                    r"|revise|investigate|meet|discuss|report|train|teach|order|source|amend|add|remove|fix|test|run)\b")
# A hashtag that runs a name together: "#PrayersForTeuilaFaleolo".
_HASHTAG = re.compile(r"#([A-Za-z][A-Za-z0-9]{5,60})")
_CAMEL_SPLIT = re.compile(r"(?<=[a-z])(?<!Mc)(?<!Mac)(?=[A-Z])")  # (McGrath stays one word)
_FOLD = str.maketrans({"ı": "i", "ł": "l", "ø": "o", "đ": "d"})
# One unknown word where only a person stands: the one asked or told to do something ("ask Mehmet to export"), or
# the one a report says was reminded, told or warned ("said that Kowalczyk had already been reminded").
_INSTRUCTING = ("ask", "tell", "told", "remind", "page", "bleep", "phone", "text", "thank", "let")
_INSTRUCTED = re.compile(rf"(?<![A-Za-z])(?:ask|asked|tell|told|remind|reminded|page|paged|bleep|bleeped|phone|phoned"
                         rf"|text|texted|thank|thanked|let)[ \t]+({_WORD})[ \t]+(?:to|about|whether|if|know)\b")
_SPOKEN_TO = re.compile(rf"(?<![A-Za-z])that[ \t]+({_WORD})[ \t]+(?:had|has|was|is|would|will|could|should)[ \t]+"
                        r"(?:already[ \t]+|not[ \t]+|never[ \t]+|also[ \t]+|been[ \t]+)*(?:reminded|told|warned|advised"
                        r"|informed|counsel+ed|spoken[ \t]+to|asked|retrained|suspended|disciplined|supervised)\b")


# A nickname in quotes before a surname ("'Sparky' Achterberg in bed 9"), and a Cantonese or Hokkien "Ah" name (Ah
# Kiu, Ah Hock; not the kin words Ah Ma, Ah Pa, Ah Gong, Ah Po).
_NICKNAMED = re.compile(rf"[‘'\"“][A-Z][a-z]{{2,12}}[’'\"”][ \t]+({_WORD})")
_AH_NAME = re.compile(r"(?<![A-Za-z])Ah[ \t]+([A-Z][a-z]{1,6})(?![A-Za-z])")
_AH_KIN = frozenset({"ma", "pa", "gong", "po", "mah", "ba", "mak", "yi", "ee", "kong", "so", "sim", "chek", "pek"})


def ascii_fold(text: str) -> str:
    """Lower-case ASCII, as the word lists are: accents dropped (São → sao, Yılmaz → yilmaz). The gazetteer's builder
    (tools/build_world_places.py) folds place names with this too, so the table and the words read against it agree."""
    text = text.lower()
    if text.isascii():
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text.translate(_FOLD)) if not unicodedata.combining(c))


def _fold(word: str) -> str:
    """A word as the lists hold it: folded, a possessive's 's cut."""
    return ascii_fold(N.without_possessive(word))


def _unknown(word: str) -> bool:
    return word not in N.RARE_WORDS and word not in N.WORLD_PLACES and word not in N.PLACE_NAMES and unknown_word(word)


def _a_place(t: str, start: int, end: int, first: str, second: str) -> bool:
    if f"{first}_{second}" in N.WORLD_PLACES or _THE_BEFORE.search(t, max(0, start - 5), start):
        return True
    if "@" + first in N.WORLD_PLACES and _IN_BEFORE.search(t, max(0, start - 8), start):
        return True  # "in Dorval Que.": a town and its province
    if _SENT_FROM.search(t, max(0, start - 24), start) or _PERSON_FROM.search(t, max(0, start - 24), start):
        return True  # "a crew dispatched from Coulby Newham": where a crew or a patient was sent from is a place
    before = _RUN_BEFORE.search(t, max(0, start - 60), start)
    after = _RUN_AFTER.match(t, end)
    around = (before.group() if before else "").split() + (after.group() if after else "").split()
    around += [first, second]
    if any(_fold(w).removesuffix("s") in N.PLACE_WORDS or _fold(w) in N.PLACE_WORDS for w in around):
        return True
    return _OWNS_A_UNIT.match(t, end) is not None or _PRODUCT_AFTER.match(t, end) is not None


def unknown_names(t: str, low: str) -> Iterator[Span]:
    """"The GP of Ananya Krishnamurthy", "Aziz Karimov was given": two unknown capitalised words, unless a place;
    one where only a person stands ("ask Mehmet to", "that Kowalczyk had been reminded")."""
    for m in _NICKNAMED.finditer(t) if "'" in t or "‘" in t or '"' in t or "“" in t else ():
        surname = _fold(m.group(1))
        if _unknown(surname) or (surname in N.SURNAMES and surname not in N.LEXICON):
            yield m.start(), m.end(1), "person_name"
    for m in _AH_NAME.finditer(t) if "Ah " in t else ():
        if m.group(1).lower() not in _AH_KIN and not listed_word(m.group(1)):
            yield m.start(), m.end(1), "person_name"
    tos = [i for i in all_of(t, " to ") if _OWNED.match(t, i + 1)] if (";" in t or ":" in t or "\n" in t
                                                                         or "•" in t) else []
    for m in (hit for i in tos if (hit := _OWNER.search(t, max(0, i - 60), i + 1)) is not None):
        owner = _fold(m.group(1))
        if (owner in N.GIVEN_NAMES and owner not in N.WORD_GIVEN_NAMES and owner not in N.LEXICON) or _unknown(owner):
            yield m.start(1), m.end(1), "person_name"
    for m in _HASHTAG.finditer(t) if "#" in t else ():
        parts = [_fold(w) for w in _CAMEL_SPLIT.split(m.group(1))]
        if any(((a in N.GIVEN_NAMES and a not in N.LEXICON) or _unknown(a))
               and (_unknown(b) or (b in N.SURNAMES and b not in N.LEXICON)) for a, b in pairwise(parts)):
            yield m.start(), m.end(), "person_name"  # (a given or unknown word, then an unknown word or a surname:
            # #JusticeForMarcusOyelaran, #PrayForSeanMcGrath)
    for pattern, words in ((_INSTRUCTED, _INSTRUCTING), (_SPOKEN_TO, ("that",))):
        for m in at_words(pattern, t, low, words):
            if _unknown(_fold(m.group(1))):
                yield m.start(1), m.end(1), "person_name"
    # (each capital that a second capitalised word follows; where letters with accents or other scripts follow, each
    # capital: Gülşen Çağlayan, 長者Panay Kacaw)
    starts = pair_starts(t) if t.isascii() else sorted({*pair_starts(t), *(
        i for i in capital_starts(t) if not t[i : i + 24].isascii())})
    places: set[tuple[str, str]] = set()  # (a place's words named again on their own: "… Trust (Te Roopu Taurima)")
    for m in at_capitals(_PAIR, t, starts):
        first, second = _fold(m.group(1)), _fold(m.group(2))
        if not (_unknown(first) and _unknown(second)) or (first, second) in places:
            continue
        if _a_place(t, m.start(), m.end(), first, second):
            places.add((first, second))
            continue
        yield m.start(1), m.end(2), "person_name"
