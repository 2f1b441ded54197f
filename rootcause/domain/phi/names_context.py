"""English names found by what the sentence does with them, not by a title in front.

In published narratives the commonest identifier is a name on its own: "Peter was taken to theatre", "Tom's GP
was not informed", "the nurse reviewed Lucy at 02:00", "Doe was referred". A capitalised word is a name here when
the sentence treats it as a person:

- **subject**: it comes right before a verb only people do (``en_person_verbs.txt``: died, was admitted, developed);
- **possessive**: it owns a care word (``en_care_words.txt``: 's GP, 's notes, 's mother);
- **object**: it follows a care verb (``en_care_verbs.txt``: reviewed, assisting, discharged).

The word must be a known given name or an unambiguous surname, and never an eponym (Apgar, Heimlich) or a word
from ``en_not_names.txt``. An unknown capitalised word counts only in the strongest contexts (the verbs and care
words marked ``*`` in the files: "... and Kezia died", "Kezia's mother"), and as a subject only in mid-sentence,
where a capital letter is not just the start of a sentence. Given names that are also words (Will, May, Grace)
count in every one of these contexts, since the context is what makes them names; in lower case they never do.

A lower-case role or title with a known name ("nurse jenny lee", "dr. chen") is ``names_lower_case.py``'s.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import wraps

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.names_not_people import (
    A_MAKER_SPEAKS,
    KIN_ADDRESS,
    a_heading,
    a_place_or_eponym,
    a_system_event,
    an_office,
)
from rootcause.domain.phi.names_not_people import (
    PLACE_PREPOSITION as _PLACE_PREPOSITION,
)
from rootcause.domain.phi.names_not_people import base_word as _base
from rootcause.domain.phi.scan import at_capitals, capitalised_words, matches_at, sentence_end

Span = tuple[int, int, str]

_WORD = r"(?:[A-Z]['’])?(?:Ma?c)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
# (up to four: "was due to be discharged")
_AUX = (r"((?:(?:was|were|is|had|has|have|been|being|be|(?:due|about|going|expected|scheduled)[ \t]+to|then|later"
        r"|subsequently|initially|again|also|already|never|not|eventually|sadly|unfortunately|reportedly|herself|himself"
        r"|finally|soon|quickly|suddenly|only|still|did|does|could|would|should|will|can|cannot|couldn't|didn't|wasn't"
        r"|had\s+not|very|so|quite|too|now|[a-z]{3,}ly)[ \t]+){0,4})")
# Words after a given name that do not make it a person (a place, a list, a preposition): "Victoria ward".
_NOT_VERBS = frozenset({
    "and", "or", "of", "in", "on", "at", "to", "for", "with", "from", "by", "as", "but", "nor", "than", "that", "ward",
    "wing", "unit", "house", "street", "road", "hospital", "building", "suite", "theatre", "centre", "center",
    "block", "line", "station", "team", "trust", "clinic", "bay", "room", "site",
    # a person named by where they live: "an 81-year-old Dudley woman", "the Leeds grandmother"
    "woman", "man", "girl", "boy", "lady", "gentleman", "pensioner", "teenager", "grandmother", "grandfather",
    "mother", "father", "mum", "dad", "resident", "couple", "family",
})
SUBJECT = re.compile(rf"(?=[A-Z])(?<![A-Za-z'’-])(?:({_WORD})[ \t]+)?({_WORD})[ \t]+{_AUX}([a-z]+(?:-[a-z]+)?)")
POSSESSIVE = re.compile(
    rf"(?=[A-Z])(?<![A-Za-z'’-])(?:({_WORD})[ \t]+)?({_WORD})['’]s?[ \t]+([A-Za-z-]+)(?:[ \t]+([A-Za-z-]+))?"
    r"(?:[ \t]+([A-Za-z-]+))?"
)
# A possessive pronoun after "and", "or", "nor": the name before owns something ("Neither Beatrice nor her son").
_OWNER_AFTER = re.compile(r"[ \t]+(?:his|her|their)[ \t]+[a-z]")
# Days and months own plans and results ("Monday's bloods"), and are no one's name.
_CALENDAR = frozenset({"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january",
                       "february", "march", "april", "may", "june", "july", "august", "september", "october",
                       "november", "december", "today", "yesterday", "tomorrow", "tonight", "christmas", "easter"})
_PREPOSITIONS = frozenset({"from", "by", "with", "to", "for"})
# Verbs of speech: a word no list knows before one of them is someone speaking ("Quaid said", "Lang says").
_SPEECH = frozenset({"said", "says", "told", "tells", "stated", "states", "explained", "recalled", "recalls", "spoke",
                     "speaks", "replied", "answered", "wrote",
                     # (what only a mind does: "Chender believes a public inquiry is the beginning")
                     "believes", "believed", "thinks", "thought", "hopes", "hoped", "feels", "wished", "testified",
                     "argued", "claimed", "conceded", "recounted", "lamented", "narrated", "indicated"})
# What a commissioner or a coroner does in a report ("McDowell criticised the DHB"); an agency does it too ("Pharmac
# recommended"), so only a name a table knows counts before these.
_REPORTED = frozenset({"criticised", "criticized", "recommended", "concluded", "acknowledged"})
_MONTHS = frozenset({"april", "may", "june", "august"})  # months that are also given names
# "Sarah in bed 3", "McCarthy in bay 2": only a person is in a bed.
# (a ward's word may stand before the bed: "in paeds bed 4", "in side room 2", "in resus bay 3")
_IN_A_BED = re.compile(r"[ \t]+(?:(?:bed|bay|room|cubicle|side[ \t]+room|bed[ \t]*space)\b|[a-z]+[ \t]+(?:bed|bay|room"
                       r"|cubicle|side[ \t]+room|bed[ \t]*space)[ \t]*\d|(?:SR|sr|rm|Rm|cub|Cub)[ \t]*\d{1,3}\b)", re.I)
_DETERMINERS = frozenset(["the", "a", "an", "this", "that", "his", "her", "their", "our", "my", "your", "its"])
_POSSESSIVE = re.compile(r"['’]s?")
_SENTENCE_END = frozenset(".!?:;\n\"“”'‘’([•-–—*")
# A capitalised word (tried only where one starts) and, looking back, a lower-case verb and perhaps a particle
# before it: the verb is checked in code against the table, a set lookup at the few places a capital follows.
CARE_OBJECT = re.compile(rf"({_WORD})(?:[ \t]+({_WORD}))?(?!['’A-Za-z])")
_VERB_BEFORE = re.compile(r"(?<![A-Za-z])([A-Za-z][a-z]+)[ \t]+((?:to|on|for|up|in|after)[ \t]+)?$")
_A_PLACES_NOUN = frozenset({"centre", "center", "centres", "centers", "hospital", "hospice", "infirmary"})
_MOVED = re.compile(r"(?<![A-Za-z])(?i:discharged|transferred|moved|taken|brought|sent|returned|flown|airlifted"
                    r"|arrived|admitted|readmitted|relocated|diverted|conveyed|retrieved)[ \t]+$")
# Talking a plan over with someone: "Spoke with Rose", "agreed with Grace", "plan d/w Sean", "explained to Ruth".
_TALKED_WITH = re.compile(r"(?<![A-Za-z])(?i:spoke|speak|speaking|spoken|talked|talking|agreed|agree|discussed|discuss"
                          r"|discussing|chatted|liaised|explained|explaining|met)[ \t]+(?:with|to)[ \t]+$"
                          r"|(?<![A-Za-z])(?i:d/w|w/)[ \t]*$")
# Past tenses only a person does ("Fernandes got the wrong tray ... she", "Abara pulled his tube"); "went", "was
# left" or "is down" are as true of a device ("Omnicell went down and her insulin …"), so they never count here.
_ACTIVE_PAST = frozenset({"got", "took", "kept", "hit", "bit", "threw", "spat", "ate", "drank", "pulled", "refused",
                          "declined", "complained", "coughed", "cried", "screamed", "shouted", "wandered", "slept",
                          "woke", "walked", "sat", "stood", "tried", "insisted", "asked", "told", "said", "removed",
                          "climbed", "kicked", "punched", "swallowed", "scratched", "bled",
                          # (what befalls a patient, with a pronoun after: "Adaeze suffered a bleed and her Hb fell";
                          # not "went", "made" or "gave": a device "went down", "made an alarm")
                          "underwent", "developed", "suffered"})
_PASSIVE = re.compile(r"\b(?:was|were|is|are|been|be)\b")
# The second half of a patronymic, which its own rule takes whole ("Kavitha d/o Murugan", "Siti binti Rahman").
_PATRONYMIC_BEFORE = re.compile(r"(?<![A-Za-z])(?:[a-z]/[a-z]|bin|binti|bte|ibn)[ \t]+$", re.I)
# What a person was given, right after "given" ("Skyla could have been given antibiotics", "was given a bolus"): only
# a person is given something (a drug "was given IV" or "at 10:00" has no object after it).
_GIVEN_WHAT = re.compile(r"[ \t]+([A-Za-z]+)")
_GIVEN_OPENERS = frozenset({"his", "her", "their"})  # (not "a", "the", "two": "Tazocin was given two hours late")
# How a person is found, not a thing ("found on the floor", "found unresponsive"; not "found to be disconnected").
_FOUND_AS_A_PERSON = re.compile(r"[ \t]+(?:on|by|lying|sitting|slumped|unresponsive|collapsed|dead|wandering|outside"
                                r"|asleep|unconscious|confused|face|kneeling|standing|crying|cold|pale|blue)\b")
# A pronoun that refers back to the subject: "Bill pulled out his cannula", "Faith was tearful because her ...".
_PATIENT_PASSIVES = frozenset({"referred", "admitted", "readmitted", "intubated", "sedated", "resuscitated"})
_PRONOUN_AFTER = re.compile(r"(?<![A-Za-z])(?:he|she|his|her|him|himself|herself)(?![A-Za-z])")


Detector = Callable[[str, str], Iterator[Span]]


def _not_places(detector: Detector) -> Detector:
    """Drop the spans that name a place or a test (St Mary's, George Eliot Hospital, Allen's test)."""
    @wraps(detector)
    def checked(t: str, low: str) -> Iterator[Span]:
        return (span for span in detector(t, low) if not a_place_or_eponym(t, span[0], span[1]))
    return checked


def _never(word: str) -> bool:
    """Eponyms and the words that follow a role but name no one (a capitalised Will or May is left to context)."""
    base = _base(word)
    if base.endswith("s") and base[:-1] in N.NOT_NAMES and base not in N.SURNAMES:
        return True  # a role's plural: "The Order of Pharmacists says"
    return base in N.EPONYMS or (base in N.NOT_NAMES and base not in N.WORD_GIVEN_NAMES)


def _known(word: str) -> bool:
    """A given name (the ones that are words included: context decides) or an unambiguous surname."""
    base = _base(word)
    if base in N.GIVEN_NAMES or base in N.WORD_GIVEN_NAMES:
        return True
    return (base in N.SURNAMES and base not in N.AMBIGUOUS_NAMES) or bool(N.SURNAME_SHAPE.fullmatch(word.rstrip("'’s")))


def _known_not_never(word: str) -> bool:
    """``_known(word) and not _never(word)``, with the word's base worked out once."""
    base = _base(word)
    if base in N.EPONYMS or (base in N.NOT_NAMES and base not in N.WORD_GIVEN_NAMES):
        return False
    return (base in N.GIVEN_NAMES or base in N.WORD_GIVEN_NAMES or (base in N.SURNAMES and base not in
            N.AMBIGUOUS_NAMES) or bool(N.SURNAME_SHAPE.fullmatch(word.rstrip("'’s"))))


def _plain_given(word: str) -> bool:
    """A given name that is no everyday word (Edward, Ruth, Chloe; Sarah-Jane, each part one): almost any verb after it
    makes it a person."""
    base = _base(word)
    if "-" not in base:
        return base in N.GIVEN_NAMES and base not in N.WORD_GIVEN_NAMES and base not in N.NOT_NAMES
    return all(part in N.GIVEN_NAMES and part not in N.WORD_GIVEN_NAMES and part not in N.NOT_NAMES
               for part in base.split("-"))


def _mid_sentence(t: str, start: int) -> bool:
    """True when a word (not a sentence start, a quote or a bullet) comes before ``start``."""
    p = start - 1
    while p >= 0 and t[p] in " \t":
        p -= 1
    if p < 0 or t[p] in _SENTENCE_END or not (t[p].isalnum() or t[p] == ","):
        return False
    word_start = p
    while word_start > 0 and t[word_start - 1].isalpha():
        word_start -= 1
    return t[word_start : p + 1].lower() not in _DETERMINERS  # "the Deceased", "a Registrar": a noun


def _pair(t: str, m: re.Match[str], first: int, second: int, *, strong: bool, need_mid: bool) -> Span | None:
    """The name among an optional word ``first`` and the word ``second`` right before the context, or None."""
    word = m.group(second)
    if _never(word) or (_base(word) in _MONTHS and (_PLACE_PREPOSITION.search(
            t, max(0, m.start(second) - 8), m.start(second)) or _DAY_BEFORE.search(t, max(0, m.start(second) - 6),
                                                                                   m.start(second)))):
        return None  # "in August gave evidence": a month
    before = m.group(first)
    start = m.start(second)
    # "Jane Doe was admitted": a known given name with any surname, or any given name with a known surname
    given_before = bool(before) and (_base(before) in N.GIVEN_NAMES or _base(before) in N.WORD_GIVEN_NAMES)
    surname = _base(word) in N.SURNAMES and _base(word) not in N.AMBIGUOUS_NAMES
    if before and not _never(before) and (given_before or (surname and _base(before) not in N.LEXICON)):
        start = m.start(first)  # (not "Although Sinclair spoke": a word before a surname is no given name)
    if start == m.start(second) and a_heading(t, m.start(second), _base(word)) and not _plain_given(word):
        return None  # "CMS F700 Bed Rails states": a heading of two dictionary words, not a surname
    if _known(word) or start != m.start(second):
        return start, m.end(second), "person_name"
    if strong and (not need_mid or _mid_sentence(t, m.start(second)) or unknown_word(word)) \
            and not _PLACE_PREPOSITION.search(t, max(0, m.start(second) - 8), m.start(second)):
        return start, m.end(second), "person_name"  # (at a sentence's start, only a word that no list knows)
    return None


_DAY_BEFORE = re.compile(r"(?<![0-9])(?:[0-3]?[0-9])(?:st|nd|rd|th)?[ \t]+$")  # ("on 3 May said": a date)
_INITIAL_BEFORE = re.compile(r"(?<![A-Za-z.])[A-Z]\.[ \t]?$")
_THAT_BEFORE = re.compile(r"(?<![A-Za-z])that[ \t]+$")
_PATIENT_NOUN_AFTER = re.compile(r"[ \t]+(?:[a-z-]+[ \t]+)?(?:patient|inpatient|outpatient|resident|service[ \t]+user"
                                 r"|client|man|woman|boy|girl|mother|father|grandmother|grandfather|widow|widower"
                                 r"|pensioner|schoolboy|schoolgirl|student|nurse|doctor|carer)\b")
# (not "Baby of Nwachukwu", a newborn's label, or "Son of …")
_OFFICE_OF_BEFORE = re.compile(r"[A-Z][a-z]+(?<!Baby)(?<!Son)(?<!Daughter)(?<!Child)[ \t]+of[ \t]+$")
_ARTICLE_BEFORE = re.compile(r"(?<![A-Za-z])(?:a|an|the)[ \t]+$", re.I)
# ("a" after a lower-case word or a break, not a name's particle: "Jógvan á Lakjuni" reads "a" once folded)
_A_THING_BEFORE = re.compile(r"(?:^|[^A-Za-z][a-z]+[ \t]+|[.;:!?,(\n][ \t]*)(?:a|an|A|An)[ \t]+$"
                             # (a make counted: "one Hamilton was left on battery", "two Alaris were")
                             # (a number in figures is as often a bed's: "Bed 4 John has pain")
                             r"|(?<![A-Za-z])(?:one|two|three|four|five|six|[Oo]ne|[Tt]wo)[ \t]+$")


@_not_places
def subjects(t: str, low: str) -> Iterator[Span]:
    """A name right before a person's verb: "Peter was taken to theatre", "Jane Doe was admitted"; a given name
    that is no word before any verb at all: "Edward had a hypo", "Ruth was not weighed", "Olivia missed"."""
    for m in at_capitals(SUBJECT, t, capitalised_words(t)):
        if not m.group(1) and _OFFICE_OF_BEFORE.search(t, max(0, m.start(2) - 24), m.start(2)):
            continue  # "the Director of Nursing stated": the field an office is named by, not a person
        if not m.group(1) and _A_THING_BEFORE.search(t, max(0, m.start(2) - 24), m.start(2)):
            continue  # "a Balfour were requested": after "a" a capitalised word is a make or a model, not a person
        aux, verb = m.group(3), m.group(4)
        if (aux and verb.endswith("ing")) or (not aux and verb.endswith("s") and len(verb) > 4 and verb != "reports"):
            verb = N.person_verb_past(verb)  # "Wright was deteriorating", "Kirbens presents" (not "Fairfax reports")
        found: Span | None
        if verb == "in" and not aux and _IN_A_BED.match(t, m.end(4)) and not _never(m.group(2)) and (
                _known(m.group(2)) or _mid_sentence(t, m.start(2)) or m.group(1) or unknown_word(m.group(2))):
            found = m.start(1) if m.group(1) and not _never(m.group(1)) else m.start(2), m.end(2), "person_name"
        elif verb in _REPORTED and not aux and not m.group(1) and _known(m.group(2)) and not _never(m.group(2)):
            found = m.start(2), m.end(2), "person_name"
        elif a_system_event(verb, t, m.end(4)) or KIN_ADDRESS.match(t, max(0, m.start(2) - 3)):
            found = None  # (and "Ah Ma was visiting": a grandmother, as Singapore and Malaysia call her)
            found = None  # "Lorenzo went down at 03:10": a record system, no one
        elif verb in _SPEECH and not _known(m.group(2)) and A_MAKER_SPEAKS.search(t, m.end(4), m.end(4) + 120):
            found = None  # "Teleflex said customers who have the affected product ...": a maker speaking, no one
        elif verb in N.PERSON_VERBS or verb in _SPEECH:
            found = _pair(t, m, 1, 2, strong=verb in N.STRONG_PERSON_VERBS or (verb in _SPEECH and not aux) or (
                bool(aux) and verb in _PATIENT_PASSIVES and not m.group(1) and unknown_word(m.group(2))),
                          need_mid=True)  # ("Mwangi was referred": what is done to a patient, never to a thing)
        elif verb in ("and", "or", "nor") and not aux and _plain_given(m.group(2)) and not _never(m.group(2)) \
                and _OWNER_AFTER.match(t, m.end(4)):
            found = m.start(2), m.end(2), "person_name"  # "Neither Beatrice nor her son": a person and their own
        elif (aux or verb not in _NOT_VERBS) and _plain_given(m.group(2)) and not _never(m.group(2)) \
                and not _ARTICLE_BEFORE.search(t, max(0, m.start(2) - 5), m.start(2)):
            found = m.start(2), m.end(2), "person_name"  # "Louise knew", "Edward had a hypo" (not "a Bradford inquest")
        elif (aux or verb.endswith("ed")) and m.group(1) and _plain_given(m.group(1)) and not _never(m.group(2)):
            found = m.start(1), m.end(2), "person_name"  # "Olivia Edwards missed two doses"
        elif (aux or verb.endswith("ed") or verb in N.PERSON_VERBS) and not m.group(1) and _base(m.group(2)) in \
                N.WORD_GIVEN_NAMES and (_base(m.group(2)) not in _MONTHS or (aux and verb in N.PERSON_VERBS)) \
                and _PRONOUN_AFTER.search(t, m.end(4), sentence_end(t, m.end(4))):
            found = m.start(2), m.end(2), "person_name"  # "Bill pulled out his cannula": a name the pronoun takes up
            # (and a month only in a person's state: "May was restless … pulled at her catheter")
        else:
            found = None
        if found is None and verb in ("a", "an") and re.fullmatch(r"(?:was|is)[ \t]+", aux) \
                and _PATIENT_NOUN_AFTER.match(t, m.end(4)) and (_known(m.group(2)) or unknown_word(m.group(2))) \
                and not _never(m.group(2)):
            found = m.start(1) if m.group(1) and _known(m.group(1)) else m.start(2), m.end(2), "person_name"
            # ("Gillis was an involuntary patient": what the sentence says the name was is a patient)
        # (the verb is asked first: it is cheap, and it is rarely one of these)
        if found is None and not m.group(1) and (
                ((verb in N.STRONG_PERSON_VERBS or verb in _ACTIVE_PAST) and not _PASSIVE.search(aux)
                 and _PRONOUN_AFTER.search(t, m.end(4), m.end(4) + 80))
                or (_PASSIVE.search(aux) and (verb in N.DONE_TO_A_PATIENT or (verb == "given" and (
                    g := _GIVEN_WHAT.match(t, m.end(4))) and (g.group(1).lower() in _GIVEN_OPENERS or (
                        g.group(1).lower() in N.CARE_WORDS or g.group(1).lower() in N.DRUG_NAMES))))
                    and (verb != "found" or _FOUND_AS_A_PERSON.match(t, m.end(4)))
                    and not _PATRONYMIC_BEFORE.search(t, max(0, m.start(2) - 8), m.start(2)))) \
                and unknown_word(m.group(2)) and not _never(m.group(2)) \
                and not _PLACE_PREPOSITION.search(t, max(0, m.start(2) - 8), m.start(2)):
            found = m.start(2), m.end(2), "person_name"  # "Abara pulled his NG tube": no list knows it, and he does;
            # "Ifeoluwa was found on the floor", "Eoghan was transferred": what is done to a patient, said of the word
        if found:
            yield found


@_not_places
def possessives(t: str, low: str) -> Iterator[Span]:
    """A name owning a care word within three words: "Tom's GP", "Anna's risk assessment", "Kezia's mother"."""
    if "'" not in t and "’" not in t:
        return
    for m in at_capitals(POSSESSIVE, t, capitalised_words(t)):
        following = [w.lower() for w in m.groups()[2:] if w]
        if following and an_office(following):
            continue  # "Victoria's Department of Health", "Northamptonshire's mental health trust": a place's office
        if following and (following[0] in _A_PLACES_NOUN or (
                _PLACE_PREPOSITION.search(t, max(0, m.start(2) - 8), m.start(2)) and m.group(3)[:1].isupper()
                and following[0] not in N.CARE_WORDS)):
            continue  # "Maggie's centre", "in Lee's Summit": a place named after someone
        if _plain_given(m.group(2)) and not _never(m.group(2)):
            yield m.start(2), m.end(2), "person_name"  # "Chloe's cannula": only a person is called Chloe
            continue
        if not any(w in N.CARE_WORDS for w in following):
            continue
        owner = _base(m.group(2))
        if owner in N.LEXICON and owner not in N.SURNAMES and owner not in N.GIVEN_NAMES \
                and owner not in N.WORD_GIVEN_NAMES:
            continue  # "the United Kingdom's regulatory body", "the Care Provider's care home": a word, no one's name
        if owner in N.PLACE_NAMES and not any(w in N.STRONG_CARE_WORDS for w in following):
            continue  # "the Coroners Court of Victoria's Annual Report": a place's, unless it is a person's mother
        strong = following[0] in N.STRONG_CARE_WORDS or (len(following) > 1 and following[1] in N.STRONG_CARE_WORDS)
        # a capitalised word in mid-sentence that owns a care word is someone ("checked Ignatius’ pressure areas")
        strong = strong or (not m.group(1) and (_mid_sentence(t, m.start(2)) or (
            unknown_word(m.group(2)) and _THAT_BEFORE.search(t, max(0, m.start(2) - 6), m.start(2)) is not None))
            and _base(m.group(2)) not in _CALENDAR)  # ("said that Mafilika's wounds": "that" opens a clause here)
        strong = strong or (not m.group(1) and _INITIAL_BEFORE.search(t, max(0, m.start(2) - 4), m.start(2)) is not None
                            and unknown_word(m.group(2)))  # ("K. Venkataraman's PCA": an initial before makes a name)
        found = _pair(t, m, 1, 2, strong=strong, need_mid=False)
        if found:
            yield found


# What an organisation is helped to do, never a patient: "help Sutter ensure", "support Mercy improve".
_LISTED_AFTER = re.compile(r"(?:,[ \t]+[A-Z][a-z]+){1,4},?[ \t]+(?:and|or|&)[ \t]+[A-Z][a-z]+\b")
_CAP = re.compile(r"[A-Z][a-z]+")
_ORG_AIM_AFTER = re.compile(r"[ \t]+(?:to[ \t]+)?(?:ensure|improve|implement|develop|establish|adopt|standardi[sz]e|"
                            r"comply|achieve|strengthen|reduce|update|address|meet its)\b")


@_not_places
def care_objects(t: str, low: str) -> Iterator[Span]:
    """A known name after a care verb: "the nurse reviewed Peter at 02:00", "assisting Mary to the toilet"."""
    for m in at_capitals(CARE_OBJECT, t, capitalised_words(t)):
        first, second = m.group(1), m.group(2)
        if not _known_not_never(first):  # (asked of every capitalised word: one look at the tables)
            continue
        if _TALKED_WITH.search(t, max(0, m.start() - 24), m.start()) and _base(first) not in _MONTHS:
            yield m.start(1), m.end(1), "person_name"
            continue
        before = _VERB_BEFORE.search(t, max(0, m.start() - 24), m.start())
        if before is None:
            continue
        verb, particle = before.group(1).lower(), before.group(2)
        if _ORG_AIM_AFTER.match(t, m.end(1)):
            continue  # "to help Sutter ensure equipment limits the dose": helping an organisation meet an aim
        if (items := _LISTED_AFTER.match(t, m.end(1))) and not any(_known_not_never(w) for w in _CAP.findall(items[0])):
            continue  # "taking Rennie, Gaviscon and Bonjela": the first of a list of things, none of them a name
        if before.group(1)[0].isupper() and (verb not in N.CARE_VERBS or _mid_sentence(t, before.start(1))):
            continue  # only a care verb opens a note: "Reviewed Tom at 0300" (not "reported to Safer Care Victoria")
        if verb in ("from", "to") and _MOVED.search(t, max(0, before.start(1) - 16), before.start(1)):
            continue  # "discharged from Jefferson", "transferred to Christie": a hospital the patient moved between
        if (verb in _PREPOSITIONS or (particle and particle.split()[0] in _PREPOSITIONS)) and _plain_given(first):
            end = m.end(1)  # "handover from Priya to the night team": a given name that is no word, after from/by
            yield m.start(1), end, "person_name"
            continue
        after = bool(particle) and particle.startswith("after")  # ("looking after Peter"; not "named after Edith")
        if verb not in N.CARE_VERBS and (not verb.endswith("ed") or after):
            continue
        if (verb not in N.CARE_VERBS or (particle and not after)) and not _plain_given(first):  # "admitted in April"
            continue  # any "-ed" verb, but only before a given name that is no word: "repositioned Arthur"
        end = m.end(2) if second and not _never(second) and _base(second) in N.SURNAMES else m.end(1)
        yield m.start(1), end, "person_name"


# A given name in brackets ("the pt (Harold) insisted"), or a name set off by commas after a role ("The
# anaesthetist, Hendricks, did not sign"): the brackets and commas say "this is who".
BRACKETED = re.compile(rf"\(({_WORD})(?:,[ \t]*[a-z]+)?\)")  # "(Harold)", "(Aroha, niece)"
_COMMA_NAME = re.compile(r",[ \t]+[A-Z][a-z]+(?:-[A-Za-z][a-z]+)?(?:[ \t]+[A-Z][a-z]+)?,")  # ("Ah-young Shin")
APPOSITIVE = re.compile(
    r"(?=[nNdDaAsSrRcCpPmMiItTfFwWhH])(?<![A-Za-z])(?i:nurse|doctor|anaesthetist|anesthetist|surgeon|registrar|consultant|pharmacist|midwife"
    r"|physician|resident|intern|porter|paramedic|therapist|radiographer|sister|matron|carer|patient|mother"
    rf"|father|daughter|son|wife|husband),[ \t]+({_WORD}|[A-Z][a-z]+-[a-z]{{2,5}})(?:[ \t]+({_WORD}))?,"
)


_COMMA_THEN_CAPITAL = re.compile(r",[ \t]+[A-Z]")
_LETTERS_BEFORE = re.compile(r"[A-Za-z]+\Z")  # (searched up to a comma: the word that ends there)


def set_off_names(t: str, low: str) -> Iterator[Span]:
    """A given name in brackets, or a name between commas right after a role or a relative."""
    if "(" in t:
        for m in BRACKETED.finditer(t):
            word = m.group(1)
            given = _plain_given(word) or (_base(word) in N.WORD_GIVEN_NAMES and _base(word) not in _CALENDAR)
            if given and not _never(word):  # ("(Charlotte)": in brackets even a name that is a place or a word)
                yield m.start(1), m.end(1), "person_name"
    if _COMMA_NAME.search(t):
        # the role ends at a comma that a capital follows: tried only at the start of the letters before such a
        # comma (a dotless ı could spell a role's i: then the whole text is read)
        starts = (w.start() for c in _COMMA_THEN_CAPITAL.finditer(t)
                  for w in (_LETTERS_BEFORE.search(t, max(0, c.start() - 16), c.start()),) if w)
        for m in APPOSITIVE.finditer(t) if "ı" in t else matches_at(APPOSITIVE, t, starts):
            words = [w for w in m.groups() if w]
            if words and not any(_never(w) for w in words):
                yield m.start(1), m.end(len(words)), "person_name"
