"""English names as ward notes write them: beside a relative's word, a bed, a department or a bracket.

Handover sheets, whiteboards and complaints name people by where they stand, not by a title: "per daughter
Chloe", "security officer Darnell", "Hope (pt's daughter)", "child (Archie, 2)", "Mark from biomed", "Rm 6 –
O'Sullivan –", "jonno in bed 9", "the mcallister lady", "labelled 'Horvath'", "Will Thornbury, the night reg",
"Mia-Rose". The place is the evidence, so the name may be one no table knows; it must still be a name by the tables
or a word that no word list knows (``lexicon.py``), and never a listed word, an eponym or a place.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.scan import at_words

__all__ = ["ward_names"]

Span = tuple[int, int, str]

_NAME = r"(?:[A-Z]['’])?(?:Ma?c)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
_KIN = ("son", "daughter", "wife", "husband", "partner", "mother", "father", "mum", "mom", "dad", "brother", "sister",
        "niece", "nephew", "grandson", "granddaughter", "grandmother", "grandfather", "aunt", "uncle", "cousin",
        "stepson", "stepdaughter", "carer", "officer", "guard", "porter", "cleaner", "technician", "engineer",
        "interpreter", "chaplain", "volunteer", "student", "hca", "orderly", "receptionist", "clerk")
_KIN_ALT = "|".join(_KIN)
_BESIDE_KIN = re.compile(rf"(?i:{_KIN_ALT})[ \t]+({_NAME})(?:[ \t]+({_NAME}))?(?![A-Za-z])")
_ROLE_IN_BRACKET = (rf"(?:[a-z]+['’]s[ \t]+)?(?:{_KIN_ALT}|pt|patient|rn|en|nurse|doctor|dr|reg|registrar|sho|fy1"
                    r"|fy2|consultant|midwife|physio|nok|next[ \t]+of[ \t]+kin|bed[ \t]*\d{1,3}[A-Za-z]?)\b")
_BEFORE_ROLE_BRACKET = re.compile(rf"({_NAME}|[a-z][a-z'’-]{{2,20}})[ \t]*\((?i:{_ROLE_IN_BRACKET})[^()\n]{{0,24}}\)")
_PERSON_BRACKET = re.compile(r"(?i:child|baby|infant|toddler|boy|girl|teen|pt|patient|" + _KIN_ALT
                             + rf")[ \t]*\(({_NAME})(?:[ \t]+({_NAME}))?[ \t]*,")
_DEPARTMENT = re.compile(
    r"[ \t]+from[ \t]+(?:the[ \t]+)?(?i:pharmacy|biomed|biomedical|medical[ \t]+physics|radiology|x-ray|theatres?|it"
    r"|ict|lab|labs|laboratory|pathology|estates|portering|porters|security|facilities|housekeeping|catering"
    r"|kitchen|switchboard|bed[ \t]+management|infection[ \t]+control|outreach|ed|icu|hdu|physio|physiotherapy"
    r"|dietetics|social[ \t]+work|admin|reception|medical[ \t]+records|records|the[ \t]+ward)\b"
)
_WHITEBOARD = re.compile(
    r"(?<![A-Za-z])(?i:rm|room|bay|bed|cot|b)[ \t]*\d{1,3}[A-Za-z]?(?:[ \t]*[-–—:|][ \t]*|[ \t]+)"
    rf"({_NAME}|[A-Z]{{3,}}(?:['’-][A-Z]{{2,}})?)(?=[ \t]*[-–—|,;:]|[ \t]*$)"
)
_LOWER_IN_BED = re.compile(r"(?<![A-Za-z])([a-z][a-z'’-]{2,20})(?:[ \t]+in[ \t]+|[ \t]*\([ \t]*)(?:bed|bay|cot|rm|room)"
                           r"[ \t]*\d")
_THE_PERSON = re.compile(r"(?<![A-Za-z])(?i:the)[ \t]+([A-Za-z][a-z'’-]{2,20})[ \t]+(?i:lady|man|woman|gentleman|gent"
                         r"|family|boy|girl|baby|twins|kid|child)\b")
_THE_FAMILY = re.compile(r"(?<![A-Za-z])(?i:the|two|both)[ \t]+((?:Ma?c)?[A-Z][a-z]+)s\b(?![’'])")
_FAMILY_DOES = re.compile(r"[ \t]*\)|[ \t]+(?:complained|asked|were|arrived|called|rang|visited|wanted|requested"
                          r"|insisted|refused|declined|told|said|both|disagreed|agreed)\b")
_QUOTED_AFTER = re.compile(r"(?i:labelled|labeled|marked|written|named|signed|addressed)[ \t]+(?:as[ \t]+|to[ \t]+)?"
                           rf"['‘\"“]({_NAME})['’\"”]")
_GIVEN_PAIR = re.compile(rf"(?<![A-Za-z'’-])([A-Z][a-z]+)[ \t]+({_NAME})(?=(?P<after>,|[ \t]+[a-z]+))")
_HYPHENED_GIVEN = re.compile(r"(?<![A-Za-z'’-])([A-Z][a-z]+)-([A-Z][a-z]+)(?![A-Za-z'’-])")
_PERSON_AFTER_PAIR = re.compile(r",|[ \t]+(?:was|is|had|has|reviewed|said|told|called|rang|came|arrived|saw|gave"
                                r"|checked|signed|documented|wrote|did|didn't|forgot|refused|asked)\b")

def _base(word: str) -> str:
    return N.without_possessive(word, bare=True).lower()


def _never(word: str) -> bool:
    base = _base(word)
    return base in N.EPONYMS or base in N.PLACE_WORDS or (base in N.NOT_NAMES and base not in N.WORD_GIVEN_NAMES)


def _a_name(word: str, *, word_names: bool = True) -> bool:
    """A given name (those that are words too, when ``word_names``), a surname no word list has, or a word that no
    list knows; never an eponym, a place or a word the tables exclude."""
    if _never(word):
        return False
    base = _base(word)
    if base in N.GIVEN_NAMES and (word_names or base not in N.WORD_GIVEN_NAMES):
        return True
    if base in N.WORD_GIVEN_NAMES and word_names:
        return True
    return (base in N.SURNAMES and base not in N.AMBIGUOUS_NAMES and base not in N.LEXICON) or unknown_word(word)


def _with_second(m: re.Match[str]) -> int:
    return m.end(2) if m.group(2) and _a_name(m.group(2), word_names=False) else m.end(1)


def ward_names(t: str, low: str) -> Iterator[Span]:
    """Names beside a relative's or a worker's word, a bracketed role, a bed, a department, a label in quotes."""
    for m in at_words(_BESIDE_KIN, t, low, _KIN):
        if _a_name(m.group(1)):
            yield m.start(1), _with_second(m), "person_name"  # "per daughter Chloe", "security officer Darnell"
    if "(" in t:
        for m in _BEFORE_ROLE_BRACKET.finditer(t):
            word = m.group(1)
            named = _a_name(word) or (word.islower() and unknown_word(word))
            if (word[0].isupper() or word not in N.LEXICON) and named:
                yield m.start(1), m.end(1), "person_name"  # "Hope (pt's daughter)", "wong (bed 3)"
        for m in _PERSON_BRACKET.finditer(t):
            if _a_name(m.group(1)):
                yield m.start(1), _with_second(m), "person_name"  # "child (Archie, 2)"
    if "from" in low:
        for m in re.finditer(_NAME, t):
            if _DEPARTMENT.match(t, m.end()) and _a_name(m.group()):
                yield m.start(), m.end(), "person_name"  # "Mark from biomed"
    for m in _WHITEBOARD.finditer(t):
        word = m.group(1)
        if _a_name(word.title() if word.isupper() else word, word_names=False):
            yield m.start(1), m.end(1), "person_name"  # "Rm 6 – O'Sullivan –", "B12 BARRY —"
    for m in _LOWER_IN_BED.finditer(t):
        word = m.group(1)
        if (word not in N.LEXICON and unknown_word(word)) or (word in N.GIVEN_NAMES and word not in N.LEXICON):
            yield m.start(1), m.end(1), "person_name"  # "jonno in bed 9", "wong (bed 3)"
    for pattern in (_THE_PERSON, _THE_FAMILY, _QUOTED_AFTER):
        for m in pattern.finditer(t):
            word = m.group(1)
            if pattern is _THE_FAMILY and not (_base(word) in N.SURNAMES and _base(word) not in N.LEXICON) \
                    and not _FAMILY_DOES.match(t, m.end()):
                continue  # "the Pyxis", "The Arkansas State": a plural only a family's verb or a bracket makes people
            if _a_name(word.capitalize(), word_names=False):
                yield m.start(1), m.end(1), "person_name"  # "the mcallister lady", "the Lindqvists", "'Horvath'"
    for m in _GIVEN_PAIR.finditer(t):
        first, second = m.group(1), m.group(2)
        base = first.lower()
        if (base not in N.GIVEN_NAMES and base not in N.WORD_GIVEN_NAMES) or _never(first) \
                or not unknown_word(second):
            continue
        plain = base not in N.WORD_GIVEN_NAMES and base not in N.LEXICON
        if plain or _PERSON_AFTER_PAIR.match(t, m.end(2)):
            yield m.start(1), m.end(2), "person_name"  # "Will Thornbury, the night reg"
    for m in _HYPHENED_GIVEN.finditer(t) if "-" in t else ():
        parts = (m.group(1).lower(), m.group(2).lower())
        given = [p in N.GIVEN_NAMES or p in N.WORD_GIVEN_NAMES for p in parts]
        plains = [p in N.GIVEN_NAMES and p not in N.WORD_GIVEN_NAMES and p not in N.LEXICON for p in parts]
        if all(given) and any(plains):
            yield m.start(), m.end(), "person_name"  # "Mia-Rose", "Sarah-Jane"
