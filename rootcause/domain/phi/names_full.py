"""Full English names in narrative, with no title or role before them.

Inquest findings, complaints and press reports name people in full: "Margaret Ena Warwick lived
independently", "the death of Alois Piska, aged 94", "Sonielia Laura Caya HOLMES was admitted". Three rules:

- **after a death or an inquest**: the name-shaped words after "death of", "inquest into", "inquest touching"
  or "the late" are a name whatever they are (no dictionary knows every name);
- **a run of names**: a known given name that is no everyday word (Margaret, Brian, Isobel), followed by one to
  three more name-shaped words (capitalised, or a surname in capitals), unless they name a place
  (George Eliot Hospital, Victoria Ward) or hold a word that is never a name;
- **a surname in capitals** before the verbs only a person's death or admission takes ("WAGHORN died").
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.scan import (
    all_of,
    at_capitals,
    capital_starts,
    capitalised_words,
    matches_at,
    pair_starts,
    word_starts,
)

Span = tuple[int, int, str]

_NAMEISH = r"(?:[A-Z]['’])?(?:Ma?c)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?|[A-Z]{2,}(?:-[A-Z]{2,})?"
DEATH_OF = re.compile(
    r"(?=[dDiItT])(?:\b(?:death|deaths|inquest|investigation)\s+(?:in)?to\s+(?:the\s+death\s+of\s+)?|\bdeath\s+of\s+|\bthe\s+late\s+"
    r"|\binquest\s+touching\s+(?:upon\s+)?(?:the\s+death\s+of\s+)?)(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|baby|Baby)\.?\s+)?"
    rf"((?:{_NAMEISH})(?:[ \t]+(?:{_NAMEISH})){{0,3}})"
)
# (a middle initial may stand between: "Nicholas H Lane", and then a surname that is a street word is a surname)
NAME_RUN = re.compile(rf"(?=[A-Z])(?<![A-Za-z'’-])([A-Z][a-z]+)(?P<initial>[ \t]+[A-Z]\.?(?=[ \t]+[A-Z][a-z]))?"
                      rf"((?:[ \t]+(?:{_NAMEISH})){{1,3}})"
                      r"(?:(?=['’]s\b)|(?![A-Za-z'’]))")  # "Dennis Quaid’s newborn twins"
CAPS_SUBJECT = re.compile(r"(?=[A-Z])(?<![A-Za-z'’-])([A-Z]{3,}(?:-[A-Z]{3,})?)[ \t]+(?:was[ \t]+)?"
                          r"(died|admitted|discharged|collapsed|passed[ \t]+away)\b")
_ACRONYMS = frozenset({"NHS", "ICU", "HDU", "GP", "ED", "AE", "CT", "MRI", "ECG", "EEG", "CQC", "HSIB", "HSSIB", "PFD",
                       "NICE", "WHO", "TPR", "RN", "HCA", "ANP", "SHO", "FY", "CEO", "COVID", "PPE", "DNACPR"})


_TITLES = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame", "lady", "lord"})
# Words that end a run of names: no name is spelled like them.
_FUNCTION = frozenset({"the", "a", "an", "and", "or", "of", "in", "on", "at", "to", "for", "by", "with", "from", "was",
                       "is", "were", "has", "had", "who", "which", "that", "this", "these", "those", "then", "when",
                       "while", "after", "before", "during", "since", "because", "if", "so", "not", "no", "also"})
_THE_LATE = re.compile(r"the\s+late")
# A name and an age in apposition: "Arsula Sansom, 80, was given", "Isobel Stapleton, aged 32".
# (a Korean given name keeps its second syllable in lower case, "Eun-ji Park"; a sex may follow the age: "67F,")
_NAMEISH_AGED = _NAMEISH.replace("(?:-[A-Z][a-z]+)?", "(?:-[A-Z][a-z]+|-[a-z]{2,4})?", 1)
# (or in brackets, as news reports write it: "June Lynch (53) was diagnosed")
NAME_AGE = re.compile(rf"(?=[A-Z])(?<![A-Za-z'’-])((?:{_NAMEISH_AGED})(?:[ \t]+(?:{_NAMEISH_AGED})){{1,3}})(?:,[ \t]+"
                      r"(?:aged[ \t]+)?(?:1[01]\d|\d{1,2})(?P<sex>[ \t]?[MF](?![A-Za-z]))?"
                      r"(?:,|[ \t]+(?:years?|yrs?)\b)|[ \t]+\((?P<bracketed>1[01]\d|\d{1,2})\))")
_AGE_AFTER_COMMA = re.compile(r",[ \t]+(?:then[ \t]+)?(?:aged[ \t]+)?\d|[ \t]\(\d{1,3}\)")
# A given name alone and an age, set off by commas: "Joan, 73, was admitted", "Lori, then 38 years of age and ...".
GIVEN_AGE = re.compile(r"(?=[A-Z])(?<![A-Za-z'’-])([A-Z][a-z]{2,15}),[ \t]+(?:then[ \t]+)?(?P<aged>aged[ \t]+)?"
                       r"(?:1[01]\d|\d{1,2})(?P<years>[ \t]+(?:years?|yrs?)(?:[ \t]+(?:of[ \t]+age|old))?)?"
                       r"(?:,|[ \t]+and)[ \t]+(?P<next>[a-z]+)")
# A given name alone with a relative clause on the person: "Josie, who had learning difficulties, was admitted".
GIVEN_WHO = re.compile(r"(?<![A-Za-z'’-])([A-Z][a-z]{2,15})$")  # (read before each ", who")
_WHO_DID = re.compile(r"[ \t]+(?:(?:had|has|was|later|then|sadly|subsequently)[ \t]+)?([a-z]+)")
_AN_INITIAL_BEFORE = re.compile(r"(?<![A-Za-z0-9.])[A-Z]\.?[ \t]$")
# A name and where the person lived, as inquest reports and the press give them: "Frank Cope, of Napier Street, Burton,
# died", "Grace Hill, 84, of Leeds" (a given name first, even one that is a word: Frank, Grace).
NAME_OF_PLACE = re.compile(rf"(?=[A-Z])(?<![A-Za-z'’-])((?:{_NAMEISH})(?:[ \t]+(?:{_NAMEISH})){{1,2}}),[ \t]+"
                           r"(?:(?:aged[ \t]+)?\d{1,3},[ \t]+)?of[ \t]+(?=[A-Z0-9])")
# Who writes a report introducing themself, then their office: "I am Jacqueline Lake, Senior Coroner for Norfolk"
# (a surname that is a place word, Lake or Street, is theirs here).
_INTRODUCED = re.compile(r"I am[ \t]+([A-Z][a-z'’-]+(?:[ \t]+[A-Z]\.?)?(?:[ \t]+[A-Z][a-z'’-]+){1,2}),[ \t]+[A-Z]")
# Two unknown name-shaped words before a person's verb: "Half an hour later, Mariana Pinto jumped."
PAIR_SUBJECT = re.compile(rf"(?=[A-Z])(?<![A-Za-z'’-])({_NAMEISH})[ \t]+({_NAMEISH})[ \t]+([a-z]+)")
# The first word of a sentence before "died": "Kazarie died as a result of ...".
# (at a sentence's start, or after the comma that ends a date before it: "On November 23, 2001, Hill went into labor")
# (a name-shaped word opening a sentence, or after the comma that ends a date: shared by DIED_FIRST and SAID_FIRST)
_SENTENCE_OPENER = rf"(?=[A-Z])(?<![^.!?\s])(?<![A-Za-z;:][ \t])(?<![A-Za-z],[ \t])((?:{_NAMEISH}))[ \t]+"
DIED_FIRST = re.compile(_SENTENCE_OPENER
                        + r"(?:died|passed[ \t]+away|gave[ \t]+birth|was[ \t]+pronounced[ \t]+dead"  # (a body)
                        r"|went[ \t]+into[ \t]+(?:labou?r|(?:cardiac|respiratory)[ \t]+arrest))\b")


_DIED_GATE = ("died", "passed", "birth", "pronounced", "went into")
# A capitalised word opening a sentence, a verb of saying and "he" or "she": a person, even a surname that is a word
# ("Johns says he would have ordered an autopsy", "Wall said she"); a firm or a body says "it" or "they".
SAID_FIRST = re.compile(_SENTENCE_OPENER.removesuffix(r"[ \t]+")
                        # (a word set off after the name, "Nwachukwu, however, stated that the baby his wife …")
                        + r"(?:,[ \t]+(?:however|though|meanwhile|instead|in[ \t]+turn|also|too),)?[ \t]+"
                        r"(?:said|says|told[ \t]+\w+|explained|added|wrote|stated|admitted|accepted)[ \t]+"
                        r"(?:that[ \t]+)?(?:(?:the|a|an)[ \t]+[a-z]+[ \t]+)?(?:he|she|his|her)\b")
# The speaker after the verb, then who they are: "says Snow, who lives in Donkin"; and a person with their own
# people: "Snow and her family have launched a website".
SAID_AFTER = re.compile(rf"\b(?:said|says|explains|explained|adds|added)[ \t]+((?:{_NAMEISH}))[ \t]*,[ \t]+who\b")
AND_THEIR_OWN = re.compile(rf"(?=[A-Z])(?<![A-Za-z'’-])((?:{_NAMEISH}))[ \t]+and[ \t]+(?:his|her|their)[ \t]+"
                           r"(?:family|husband|wife|partner|son|daughter|children|mother|father|parents|sister"
                           r"|brother|whānau|whanau)\b")


_ROMAN = re.compile(r"[IVX]{2,4}")


def _words(run: str) -> list[str]:
    return run.split()


def _name_word_ok(word: str) -> bool:
    """Not a function word, a place word, an acronym or an eponym; a word of the not-names table only when it is
    also a surname (John Day, Mr Day)."""
    base = word.lower()
    if base in _FUNCTION or base in _TITLES or base in N.EPONYMS or word in _ACRONYMS or base in N.PLACE_WORDS:
        return False
    if _ROMAN.fullmatch(word):
        return False  # a grade or a type after an eponym ("Rubin II", "Le Fort III"), not a second name
    return base not in N.NOT_NAMES or base in N.SURNAMES


def after_a_death(t: str, low: str) -> Iterator[Span]:
    """The words after "death of", "inquest into", "the late": "into the death of Alois Piska, aged 94"."""
    if "death" not in low and "inquest" not in low and "the late " not in low:
        return
    # (each way in opens with one of these lower-case words: tried only where one stands)
    starts = sorted({*all_of(t, "death"), *all_of(t, "inquest"), *all_of(t, "investigation"),
                     *(m.start() for m in _THE_LATE.finditer(t))})
    for m in matches_at(DEATH_OF, t, starts):
        words = _words(m.group(1))
        kept = 0
        for word in words:
            if not _name_word_ok(word):
                break
            kept += 1
        if kept:
            end = m.start(1) + len(" ".join(words[:kept]))
            yield m.start(1), end, "person_name"


_A_PERSON_GOES_ON = re.compile(r"[ \t]+(?:was|is|had|has|did|said|says|told|who|herself|himself)\b")


def name_runs(t: str, low: str) -> Iterator[Span]:
    """A known given name that is no word, then one to three name-shaped words ("Margaret Ena Warwick"); a given
    name that is a word, before a surname no word list holds ("Precious Mahlangu")."""
    for m in at_capitals(NAME_RUN, t, pair_starts(t)):  # (a second name-shaped word follows)
        first = m.group(1).lower()
        words = _words(m.group(3))
        second = words[0].lower()
        # (or before a listed surname that a person's verb follows: "Sue Smith was excited", "Will Baker said")
        acts = second in N.SURNAMES and second not in N.AMBIGUOUS_NAMES and len(words) == 1 \
            and _A_PERSON_GOES_ON.match(t, m.end()) is not None
        word_given = first in N.WORD_GIVEN_NAMES and first not in N.NOT_NAMES and first != "river" \
            and (unknown_word(words[0]) or acts) \
            and second not in N.GIVEN_NAMES and second not in N.PLACE_NAMES and second not in N.WORLD_PLACES
        if not word_given and (first not in N.GIVEN_NAMES or first in N.WORD_GIVEN_NAMES or first in N.NOT_NAMES):
            continue  # (a given name that is a word counts before a surname no list knows, "Precious Mahlangu";
            # "River" before a proper name is a river's)
        initial = m.group("initial") is not None and words[0].lower() in N.SURNAMES  # ("Nicholas H Lane")
        if not initial and (any(w.lower() in N.PLACE_WORDS for w in words) or not _name_word_ok(words[0])):
            continue  # George Eliot Hospital, Victoria Ward
        kept = 1
        while kept < len(words) and _name_word_ok(words[kept]):
            kept += 1
        end = m.start(3) + len(m.group(3)) - len(m.group(3).lstrip()) + len(" ".join(words[:kept]))
        yield m.start(1), end, "person_name"


_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "our", "their", "his", "her", "its", "each", "every"})


def caps_subjects(t: str, low: str) -> Iterator[Span]:
    """A surname in capitals before a death or an admission: "WAGHORN died of pneumonia"."""
    if "died" not in low and "admitted" not in low and "discharged" not in low and "collapsed" not in low \
            and "passed" not in low:
        return
    for m in at_capitals(CAPS_SUBJECT, t):
        before = t[max(0, m.start() - 2) : m.start()].strip()
        at_start = not before or before[-1] in ".!?:;\"“(" or t[: m.start()].strip() == ""
        # at a sentence start ("WAGHORN died") or after a name; in mid-sentence it is an acronym (COPD, DKA)
        name_before = re.search(r"([A-Z][a-z]+)[ \t]+$", t[max(0, m.start() - 20) : m.start()])
        if not at_start and (not name_before or name_before.group(1).lower() in _DETERMINERS):
            continue  # ("The ADON admitted": after an article, capitals are a post or an acronym)
        if m.group(1) not in _ACRONYMS and m.group(1).lower() not in N.NOT_NAMES:
            yield m.start(1), m.end(1), "person_name"


def name_with_age(t: str, low: str) -> Iterator[Span]:
    """A run of names with an age after a comma ("Arsula Sansom, 80, was given ..."), or with where they lived
    ("Frank Cope, of Napier Street, Burton, died"), or before an office ("I am Jacqueline Lake, Senior Coroner"); a
    given name alone with an age or a "who" clause after it."""
    for m in at_capitals(NAME_OF_PLACE, t, pair_starts(t)) if ", of " in t or ", aged " in t else ():
        words = _words(m.group(1))
        named = words[0].lower() in N.GIVEN_NAMES or words[0].lower() in N.WORD_GIVEN_NAMES or (
            unknown_word(words[0]) and words[-1].lower() in N.SURNAMES)  # ("Mareena Silva, of Ft. Lupton")
        if named and all(_name_word_ok(w) for w in words):
            yield m.start(1), m.end(1), "person_name"
    whos = (GIVEN_WHO.search(t, max(0, i - 17), i) for i in all_of(t, ", who")) if ", who" in t else ()
    for m in (w for w in whos if w is not None):
        given = m.group(1).lower()  # (a "who" clause makes even a word a person: "Grace, who had dementia")
        if given in N.WORD_GIVEN_NAMES or (given in N.GIVEN_NAMES and given not in N.LEXICON) or (
                (verb := _WHO_DID.match(t, m.end(1) + 5)) and verb.group(1) in N.STRONG_PERSON_VERBS
                and unknown_word(m.group(1))):
            yield m.start(1), m.end(1), "person_name"  # (and a word no list knows when only a body does what
            # follows: "to try and revive Tasson, who died shortly before")
    for m in (hit for i in all_of(t, "I am ") if (hit := _INTRODUCED.match(t, i)) is not None):
        words = _words(m.group(1))
        if (words[0].lower() in N.GIVEN_NAMES or words[0].lower() in N.WORD_GIVEN_NAMES) \
                and not any(w.lower() in _FUNCTION or w.lower() in _TITLES for w in words):
            yield m.start(1), m.end(1), "person_name"  # "I am Jacqueline Lake, Senior Coroner for …"
    if not _AGE_AFTER_COMMA.search(t):
        return
    for m in at_capitals(GIVEN_AGE, t, capitalised_words(t)):
        given = m.group(1).lower()
        body_did = m.group("next") in N.STRONG_PERSON_VERBS  # ("Hunter, 4, swallowed a battery": only a body does)
        initial = _AN_INITIAL_BEFORE.search(t, max(0, m.start(1) - 4), m.start(1))  # ("K Ehambaram, 74,")
        if (given in N.GIVEN_NAMES and given not in N.WORD_GIVEN_NAMES and given not in N.LEXICON) or (
                (m.group("aged") or m.group("years") or body_did or initial) and unknown_word(m.group(1))) or (
                body_did and given in N.WORD_GIVEN_NAMES):
            yield m.start(1), m.end(1), "person_name"  # (a word no list knows, with an age in years: "Hariharan,
            # 50 years old, had body pain")
    for m in at_capitals(NAME_AGE, t):
        words = _words(m.group(1))
        # (an age and a sex after it are a person's: a surname that is also a place word counts, "Eun-ji Park, 67F")
        dated = m.group("bracketed") and words[0].lower() in N.WORD_GIVEN_NAMES  # ("June Lynch (53)": June is hers)
        if all(_name_word_ok(w) or (m.group("sex") and w.lower() in N.SURNAMES) or (dated and w is words[0])
               for w in words):
            yield m.start(1), m.end(1), "person_name"


def unknown_pairs(t: str, low: str) -> Iterator[Span]:
    """Two name-shaped words no table knows, before a verb only a body does ("Mariana Pinto jumped", the verbs
    marked ``*`` in ``en_person_verbs.txt``; "Joint Commission reviewed" stays), and a
    single one starting a sentence before "died", "gave birth" or "went into labour"."""
    for m in matches_at(DIED_FIRST, t, capital_starts(t)) if any(w in t for w in _DIED_GATE) else ():
        if _name_word_ok(m.group(1)) and m.group(1).lower() not in N.NOT_NAMES:
            yield m.start(1), m.end(1), "person_name"
    for m in (*SAID_AFTER.finditer(t), *AND_THEIR_OWN.finditer(t)) if ", who" in t or " and h" in t \
            or " and their" in t else ():
        word = m.group(1).lower()
        if _name_word_ok(m.group(1)) and word not in N.NOT_NAMES and word not in N.PLACE_WORDS:
            yield m.start(1), m.end(1), "person_name"
    for m in matches_at(SAID_FIRST, t, capital_starts(t)) if " he" in t or " she" in t or " his" in t else ():
        word = m.group(1).lower()  # (a name of the tables, or no word at all: "Management said he" is the managers)
        if _name_word_ok(m.group(1)) and word not in N.NOT_NAMES and (
                word in N.SURNAMES or word in N.GIVEN_NAMES or word not in N.LEXICON):
            yield m.start(1), m.end(1), "person_name"
    verbs = N.STRONG_PERSON_VERBS  # is any of them in the text? (one pass for them all, not one per verb)
    if "" not in verbs and not (verbs and word_starts(tuple(sorted(verbs))).search(low)):
        return
    for m in at_capitals(PAIR_SUBJECT, t, pair_starts(t)):
        first, second, verb = m.group(1), m.group(2), m.group(3)
        words_only = first.lower() in N.LEXICON and second.lower() in N.LEXICON and first.lower() not in \
            N.GIVEN_NAMES and second.lower() not in N.SURNAMES  # ("the Infusion System suffered": two words, no name)
        if verb in N.STRONG_PERSON_VERBS and _name_word_ok(first) and _name_word_ok(second) and not words_only \
                and first.lower() not in N.NOT_NAMES and second.lower() not in N.NOT_NAMES:
            yield m.start(1), m.end(2), "person_name"
