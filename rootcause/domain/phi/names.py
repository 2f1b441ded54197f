"""English personal names next to a word that announces them: "patient John Smith", "Dr. Chen", "Smith, John".

Kept apart from the other detectors because names need word tables and more judgement than the shape-based
identifiers (IDs, phones, dates). Names found by what the sentence does with them are in ``names_context``,
full names in narrative in ``names_full``, Chinese names in ``names_zh``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import listed_word, one_letter_more, unknown_word
from rootcause.domain.phi.names_unusual import plain as _plain
from rootcause.domain.phi.names_unusual import written_unusually
from rootcause.domain.phi.scan import (
    all_of,
    at_capitals,
    at_words,
    capital_starts,
    capitalised_words,
    matches_at,
    pair_starts,
)

Span = tuple[int, int, str]  # start, end, kind
_CAPITALISED = re.compile(r"[A-Z][a-z]")
_HYPHENATED_GIVEN = re.compile(r"([A-Z][a-z]{1,5}-[A-Za-z][a-z]{1,5})(?![A-Za-z-])")
# Where the role and label patterns can start (found with str.find on the lower-cased text).
_ROLE_WORDS = ("nurse", "doctor", "physician", "pharmacist", "surgeon", "midwife", "therapist", "technician",
               "sister", "matron", "baby", "infant", "rn", "np", "hca", "cn", "sn", "sho", "fy", "reg", "cons",
               "anp", "acp", "rgn", "rmn", "cna", "lpn", "lvn", "crna", "sr", "caregiver",
               "carer", "helper", "interpreter", "chaplain", "volunteer", "porter", "cleaner", "housekeeper",
               "student", "physio", "dietitian", "barrister", "solicitor", "attorney", "lawyer")
_AN_INITIAL = re.compile(r"(?<![A-Za-z])[A-Z]\.")
_NAME_WORDS = ("named", "name", "surname", "first name", "given name", "family name", "last name")
_INITIAL = re.compile(r"[A-Z]\.[ \t]?[A-Z][a-z]")  # cheap gates for the two rules below that need them
_CAPS_PAIR = re.compile(r"[A-Z][A-Z][ \t]+[A-Z]{2}")  # (a single class first: the engine skips to capitals)
_A_FIRM_AFTER = re.compile(r",?[ \t]+(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Co|PLC|LLP|LP|P\.?C|Pty|GmbH)\b")
_ROLES_BEFORE_A_NAME = ("patient", "pt", "client", "resident", "respondent", "appellant", "appellee", "petitioner",
                        "plaintiff", "defendant", "claimant", "decedent")
_ARTICLE_BEFORE = re.compile(r"(?<![A-Za-z])(?i:the|a|an)[ \t]+$")
_LETTER_NAMED_BY = re.compile(r"(?<![a-z])(?:appendix|annex|annexe|table|figure|fig|section|part|schedule|grade|type"
                              r"|class|category|stage|level|plan|option|group|phase|step|box|zone|item|form|exhibit"
                              r"|chapter|tier|block|wing|bay|row|column|page|arm|cohort|vitamin|hepatitis)[ \t]+$")
_LOWER_WORD_BEFORE = re.compile(r"(?:^|[ \t(])(?:[a-z]+|\()[ \t]+['‘\"“]?$|[(‘'\"“]$")  # (quoted: "for 'J. Okafor'")


def _base(word: str) -> str:
    """The word without a possessive, lower-cased, for the name tables."""
    return N.without_possessive(word).lower()


def _not_a_name(base: str) -> bool:
    """A listed non-name, its plural that is no surname ("Clinical Nurse Specialists", "Nurse Practitioners"), or
    one mistyped with a letter too many ("Nurse Anesthestist")."""
    return base in N.NOT_NAMES or (base.endswith("s") and base[:-1] in N.NOT_NAMES and base not in N.SURNAMES
                                   and base not in N.GIVEN_NAMES) or one_letter_more(base, N.NOT_NAMES)


_MONTHS = frozenset({"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
                     "june", "july", "april", "august", "march"})
_DAY_AFTER = re.compile(r"\.?[ \t]*\d{1,2}\b")
_THINGS_NAME = re.compile(r"(?i:brand|trade|product|proprietary|generic|drug|file|domain|model|code|device|street"
                          r"|place|company|business)[ \t]+(?=n)")


def _syllable_no_word_knows(word: str) -> bool:
    """A romanised syllable, or a short word no English word list holds (a Korean or Vietnamese name's part)."""
    if word in N.ROMANISED_SYLLABLES:
        return True
    if word in N.LEXICON or word in N.NOT_NAMES:
        return False
    return (len(word) == 2 and any(v in word for v in "aeiouy")) or unknown_word(word.capitalize())


def _only_a_word(word: str) -> bool:
    """An everyday word that no name list holds, not even as a name that is also a word (Rose, Hope)."""
    base = _base(word)
    return base in N.LEXICON and not _known(word) and base not in N.WORD_GIVEN_NAMES and base not in N.SURNAMES


def _known(word: str | None) -> bool:
    """A common given name or an unambiguous surname (not "Green", "Young", "Ford")."""
    base = _base(word) if word else ""
    if base in N.GIVEN_NAMES or (base in N.SURNAMES and base not in N.AMBIGUOUS_NAMES):
        return True
    return bool(word) and bool(N.SURNAME_SHAPE.fullmatch(N.without_possessive(word or "")))


_GATE_TITLE = re.compile(N.HONORIFICS)  # (a title is in the text: its rule is worth trying)
_GAUGE_BEFORE = re.compile(r"\d[ \t]?$")


# (what a person does or is said to do after their name: a title and a word are someone then, whatever the word)
_ACTS_AFTER = re.compile(r",?[ \t]+(?:who|said|says|told|added|stated|explained|replied|asked|agreed|accepted"
                         r"|denied|admitted|insisted|gave|was|had|has|is)\b")


def english_names(t: str, low: str) -> Iterator[Span]:
    """Titles take any capitalised word; 'patient X' and bare pairs need a known given name or surname."""
    for m in at_capitals(N.CAPITAL_ROMANISED, t, pair_starts(t)):  # (a second word in capitals follows)
        if m.group(1).lower() in N.SURNAMES and m.group(1).lower() not in N.AMBIGUOUS_NAMES:
            yield m.start(1), m.end(2), "person_name"
    yield from written_unusually(t)
    if not _CAPITALISED.search(t) and "," not in t and not _CAPS_PAIR.search(t):
        return  # (a note in capitals still has "HSU, CHIA-HAO" and "CHEN MEI LING")
    if _GATE_TITLE.search(t):
        for m in at_capitals(N.TITLE_NAME, t, capitalised_words(t)):
            if t.startswith("Fr", m.start()) and _GAUGE_BEFORE.search(t, max(0, m.start() - 6), m.start()):
                continue  # "16 Fr Foley": French gauge, a catheter's size
            base = _base(m.group(1))
            if t.startswith(("Si", "Da", "Lo", "La", "Ju", "Mag"), m.start()) and listed_word(base) \
                    and base not in N.GIVEN_NAMES:
                continue  # "Lady Day", "Lord Mayor", "Justice Act": a peer's or a judge's title before a word
            if base not in N.NOT_NAMES or base in N.SURNAMES or (  # "Mr Day"; "Mr Round, who said": a person
                    t.startswith(("Mr", "Ms", "Miss", "Mx"), m.start()) and _ACTS_AFTER.match(t, m.end(1))):
                yield m.start(), m.end(1), "person_name"
    for pattern, words in ((N.ROLE_NAME, _ROLE_WORDS), (N.NAMED, _NAME_WORDS)):
        # ("name" also opens "surname", "first name"; a name after one is a name whatever word it is)
        for m in at_words(pattern, t, low, words):
            first, second = m.group(1), m.group(2)
            role = t[m.start() : m.start(1)].strip()
            if _not_a_name(_base(first)) and not (role.lower().startswith("baby") and _base(first) in
                                                  N.WORD_GIVEN_NAMES) and not _titled_and_acting(t, role, m):
                continue  # (a baby called Grace or Hope: after "baby", a given name that is a word is a name)
            if _base(first) in _MONTHS and _DAY_AFTER.match(t, m.end(1)):
                continue  # "delivered the baby Jan. 18, 2018": a month and its day, not a baby called Jan
            if pattern is N.NAMED and (_THINGS_NAME.search(t, max(0, m.start() - 10), m.start() + 1)
                                       or _base(first) in N.DRUG_NAMES):
                continue  # a thing's name: "brand name Ovestin", "trade name", "file name", "the name (Panadol)"
            two_words = bool(second) and _base(second) not in N.NOT_NAMES
            baby_word_name = role.lower().startswith("baby") and _base(first) in N.WORD_GIVEN_NAMES
            lettered = _AN_INITIAL.search(role) is not None  # "solicitor J.P. Sawyer": initials make it a surname
            if pattern is N.ROLE_NAME and not role.istitle() and not _known(first) and not unknown_word(first) and not (
                    role.isupper() and two_words) and not baby_word_name and not lettered:
                continue  # 'nurse Lee' / 'RN Lee' need a known name; 'Nurse Ratched' is a title; 'HCA Siti Rahayu'

            end = m.end(2) if second and _base(second) not in N.NOT_NAMES else m.end(1)
            yield m.start(1), end, "person_name"
    for m in at_words(N.PATIENT_NAME, t, low, _ROLES_BEFORE_A_NAME):
        first, second = m.group(1), m.group(2)
        specialist = bool(second) and second.endswith(("ist", "ian"))
        if _base(first) in N.NOT_NAMES or (_only_a_word(first) and (not second or _only_a_word(second) or specialist)) \
                or _A_FIRM_AFTER.match(t, m.end(2) if second else m.end(1)) \
                or (second and _base(second) in N.PLACE_WORDS):
            continue  # ordinary words after the role ("Resident Medical Officers"), a firm ("Petitioner, X, Inc."), a
            # home or a hospital that is a party ("defendants: Willow Terrace; …"), a word and a specialist's title
            # ("this patient, Clinical Oncologist B")
        second_is_surname = bool(second) and _base(second) in N.SURNAMES
        two_names = bool(second) and _base(second) not in N.NOT_NAMES  # "pt Marcin Wrobel": two names, no table
        if _known(first) or second_is_surname or two_names or unknown_word(first):
            end = m.end(2) if second and (second_is_surname or _known(second)) else m.end(1)
            yield m.start(1), end, "person_name"
    for m in at_capitals(N.SURNAME_COMMA_GIVEN, t):
        surname, given = _base(m.group(1)), m.group(2)
        known_given = _base(given) in N.GIVEN_NAMES or N.romanised_given(given) or given.lower() in N.GIVEN_NAMES
        known_surname = (surname in N.SURNAMES and surname not in N.AMBIGUOUS_NAMES) or (
            "-" in surname and all(part in N.SURNAMES for part in surname.split("-"))) or bool(  # (NAKASHIMA-BROWN)
            N.SURNAME_SHAPE.fullmatch(m.group(1)))  # (D'Souza, O'Brien: shaped only like a surname)
        caps = m.group(1).isupper() and given.isupper()  # "FAIRCLOUGH, GEOFFREY": a record's way of writing a name
        # "KHALID, Omar": a surname in capitals no word list knows, then a known given name (a wristband's order)
        caps_surname = m.group(1).isupper() and len(surname) >= 4 and (known_surname or unknown_word(surname))
        # ... or a given name no word list holds after it ("KAUR, Manpreet": no dictionary word either)
        unknown_given = caps_surname and known_surname and unknown_word(given.title() if given.isupper() else given)
        # ("Kaur, Harpreet (Mrs), 81": a title in brackets after the pair says a list names a person)
        titled = _TITLE_IN_BRACKETS.match(t, m.end(2)) is not None and surname not in N.NOT_NAMES and (
            known_surname or unknown_word(m.group(1))) and (known_given or unknown_word(given))
        # ("NYAMBURA, GRACE": after a surname in capitals no list knows, a given name that is also a word is one)
        word_given = caps_surname and caps and not known_surname and given.lower() in N.WORD_GIVEN_NAMES
        if caps and not known_surname and len(surname) <= 4 and len(given) <= 4:
            continue  # "SIDS, SUDI and fatal sleep accidents": two acronyms in a list, no surname a table knows
        # ("Kaur, Harpreet — L knee": a listed surname, then a given name no word list knows; not a list of names or
        # towns, "Kohn, Corrigan and Donaldson", "Hudson, Fla.")
        listed = _LIST_BEFORE.search(t, max(0, m.start() - 3), m.start()) or _LIST_AFTER.match(t, m.end()) \
            or _STATE_AFTER.match(t, m.end(1))
        unknown_after_known = known_surname and not listed and unknown_word(given)
        # ("TAIAROA, Ngāhuia" on a tag: a long surname in capitals and a given name, neither in any list or dictionary)
        unknown_after_known = unknown_after_known or (caps_surname and len(surname) >= 5 and not caps and not listed
                                                      and unknown_word(given))
        if (known_surname and known_given) or unknown_after_known or ((caps or caps_surname) and (
                known_given or word_given) and surname not in N.NOT_NAMES) \
                or (unknown_given and surname not in N.NOT_NAMES) or titled or (
                    N.SURNAME_SHAPE.fullmatch(m.group(1)) and unknown_word(given)):  # "D'Souza, Aloysius"
            yield m.start(1), m.end(2), "person_name"
    for m in at_words(_CALLED_NAME, t, low, ("called", "known")):
        word = m.group(1)
        if _THING_CALLED.search(t, max(0, m.start() - 16), m.start()):
            continue  # "a system called Patientrack"
        if (_plain(_base(word)) and _base(word) in N.GIVEN_NAMES) or unknown_word(word):
            yield m.start(1), m.end(1), "person_name"  # "the nurse called Rashida": a name, not an object
    for m in at_capitals(_SURNAME_COMMA_INITIAL, t) if _COMMA_INITIAL.search(t) else ():
        surname = m.group(1)
        if _base(surname) in N.EPONYMS or _CITATION_AFTER.match(t, m.end()) or _STATE_AFTER.match(t, m.end(1)):
            continue  # "Reason, J. (1990)", "Smith, A. et al.": an author cited; "Utica, N.Y.": a town and its state
        if (_base(surname) in N.SURNAMES and _base(surname) not in N.AMBIGUOUS_NAMES
                and _base(surname) not in N.LEXICON) or unknown_word(surname):
            yield m.start(), m.end(), "person_name"  # "Nguyen, T.": a record's surname and initial
    initials = [i for i in capital_starts(t) if t[i + 1 : i + 2] == "."]  # where an initial can stand: "J."
    for m in at_capitals(N.INITIAL_ANYWHERE, t, initials) if initials and _INITIAL.search(t) else ():
        surname = _base(m.group(2))
        if surname in N.NOT_NAMES or surname in N.EPONYMS:
            continue
        known = surname in N.SURNAMES and surname not in N.AMBIGUOUS_NAMES
        # an unknown word needs a lower-case word before the initial ("from J. Okafor", "by S. Adeyemi"), so
        # that "Vitamin D. Levels" or "grade A. Review" stay sentences
        if _LETTER_NAMED_BY.search(t, max(0, m.start() - 14), m.start()):
            continue  # "listed in appendix B. Reports go to ...": a letter that numbers a part, not an initial
        if known or _LOWER_WORD_BEFORE.search(t, max(0, m.start() - 20), m.start()):
            yield m.start(1), m.end(2), "person_name"
    for m in at_capitals(_SURNAME_HYPHENATED_GIVEN, t, pair_starts(t)) if "-" in t else ():
        surname, first, second = m.group(1).lower(), m.group(2).lower(), m.group(3)
        if surname in N.SURNAMES and first in N.ROMANISED_SYLLABLES and second in N.ROMANISED_SYLLABLES:
            yield m.start(1), m.end(3), "person_name"  # "CHAN Tai-keung", "Lee Ka-ming": Hong Kong's order
        elif all(_syllable_no_word_knows(w) for w in (surname, first, second)):
            yield m.start(1), m.end(3), "person_name"  # "Bae Ji-hoon": a Korean name, no table knows its syllables
    for m in at_capitals(N.CAPITAL_SYLLABLES, t, pair_starts(t)) if _CAPS_PAIR.search(t) else ():
        surname, given = m.group(1).lower(), " ".join(g for g in m.groups()[1:] if g)
        if surname in N.SURNAMES and surname not in N.AMBIGUOUS_NAMES and N.romanised_given(given):
            yield m.start(1), m.end(), "person_name"
    for m in (m for p in _roles_before(initials, t, low) for m in (N.INITIAL_SURNAME.match(t, p),) if m):
        if _base(m.group(2)) in N.SURNAMES and _base(m.group(2)) not in N.NOT_NAMES:
            yield m.start(1), m.end(2), "person_name"
    if "bed" in low:
        for m in matches_at(N.BED_NAME, t, sorted((*all_of(low, "bed"), *all_of(t, "(")))):  # where it can open
            group = 1 if m.group(1) else 2
            base = _base(m.group(group))
            eponym = any(part in N.EPONYMS for part in base.split("-"))  # "Bed 4: Osgood-Schlatter", a diagnosis
            if base not in N.NOT_NAMES and len(base) >= 3 and not eponym and (
                    not listed_word(base) or _known(m.group(group))):
                yield m.start(group), m.end(group), "person_name"  # "bed 6 - Kowalczyk" (not "bed 3: Hb 98")
    for m in at_capitals(_HYPHENATED_GIVEN, t, capitalised_words(t)):
        if N.romanised_given(m.group(1)) and m.group(1).lower() not in N.NOT_NAMES:
            yield m.start(1), m.end(1), "person_name"  # Yu-Ting, Mei-Ling: a Taiwanese given name, whatever follows
    for m in at_capitals(N.NAME_PAIR, t, pair_starts(t)):
        first, second = _base(m.group(1)), m.group(2)
        surname = _base(second)
        romanised = first in N.SURNAMES and surname not in N.NOT_NAMES and bool(  # (not "Guest Wi-Fi")
            re.fullmatch(r"[A-Z][a-z]{1,5}-[A-Za-z][a-z]{1,5}", second) or N.romanised_given(second))
        # "Mary Johnson" is a person; "Henry Ford" and "Virginia Mason" are hospitals.
        unambiguous = surname in N.SURNAMES and surname not in N.AMBIGUOUS_NAMES
        surname_first = (first in N.SURNAME_FIRST and _base(second) not in N.NOT_NAMES
                         and surname not in N.PLACE_WORDS and not N.place_after(N.PLACE_WORDS).match(t, m.end(2)))
        # "Mbeki Thabo", "Okafor Chidi": a surname and then a given name that is no word, as wristbands and many
        # families order them
        surname_then_given = (first in N.SURNAMES and first not in N.AMBIGUOUS_NAMES and first not in N.GIVEN_NAMES
                              and surname in N.GIVEN_NAMES and surname not in N.WORD_GIVEN_NAMES
                              and surname not in N.NOT_NAMES)
        # "Grainne McKeagney", "Cathal O'Dwyer": a surname only a surname is shaped like, after a given name or a word
        # no list knows
        # (not after an article: "the Lyell McEwin was closed" is a hospital named for someone)
        shaped = bool(N.SURNAME_SHAPE.fullmatch(N.without_possessive(second))) and first not in N.NOT_NAMES and (
            first in N.GIVEN_NAMES or unknown_word(m.group(1))) and not _ARTICLE_BEFORE.search(
                t, max(0, m.start() - 5), m.start())
        if (first in N.GIVEN_NAMES and unambiguous) or romanised or surname_first or surname_then_given or shaped:
            yield m.start(1), m.end(2), "person_name"


_ASCII_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")


_VERB_AFTER = re.compile(r"[ \t]+(?:(?:was|had|has|then|later|also|had[ \t]+not|did[ \t]+not)[ \t]+)?([a-z]+)")


def _titled_and_acting(t: str, role: str, m: re.Match[str]) -> bool:
    """A word that is also a surname or a given name, after a title-case role and before a person's verb: "Staff
    Nurse Page reported", "Sister Hope said" (a role's title and a person's act make the word a name)."""
    base = _base(m.group(1))
    if not role.istitle() or m.group(2) or (base not in N.SURNAMES and base not in N.WORD_GIVEN_NAMES):
        return False
    verb = _VERB_AFTER.match(t, m.end(1))
    return verb is not None and verb.group(1) in N.PERSON_VERBS


_INITIAL_ROLES = ("patient", "pt", "nurse", "doctor", "dr", "mr", "ms", "rn", "np")


def _roles_before(initials: list[int], t: str, low: str) -> list[int]:
    """Where a role with an initial after it can start ("Dr. J. Smith", "nurse K. Evans"): the letters before the
    spaces (and a dot) before each initial, when a role word opens them. The role rule is tried only there, the
    places a search for each role word would also find (the initial is rare; the words are not)."""
    starts = set()
    for c in initials:
        j = c
        while j and t[j - 1] in " \t":
            j -= 1
        end = j - 1 if t[j - 1 : j] == "." else j
        p = end
        while p and t[p - 1] in _ASCII_LETTERS:
            p -= 1
        if j < c and p < end and low.startswith(_INITIAL_ROLES, p):
            starts.add(p)
    return sorted(starts)


# A surname (in capitals or not) and a hyphenated given name of two syllables, as Hong Kong writes names.
_SURNAME_HYPHENATED_GIVEN = re.compile(r"(?<![A-Za-z])([A-Z]{2,6}|[A-Z][a-z]{1,5})[ \t]+([A-Z][a-z]{1,6})-([a-z]{1,6})"
                                       r"(?![A-Za-z])")
_CALLED_NAME = re.compile(r"(?:called|known[ \t]+as)[ \t]+(" + N.NAME_WORD + r")(?![A-Za-z])")
# A thing called something: "an online system called Patientrack", "a tool known as Sepsis Six" (not a person).
_THING_CALLED = re.compile(r"(?i:system|tool|app|application|software|programme|program|platform|device|product|drug"
                           r"|medicine|medication|form|policy|database|module|process|initiative|project|pump|monitor"
                           r"|machine|scheme|service|score|chart|bundle|campaign|model|website|portal"
                           r"|company|firm|supplier|vendor|manufacturer|brand|business|charity|organi[sz]ation)[ \t]+$")
_CITATION_AFTER = re.compile(r"\s*(?:,\s*)?(?:et[ \t]+al|&|and[ \t]+[A-Z]|\(?(?:19|20)\d\d)")
# What says a "Surname, Word" pair is one item of a list: a comma before it, or a comma, "and", "&" or a full stop
# (an abbreviation's) after it.
_LIST_BEFORE = re.compile(r",[ \t]*\Z")
_LIST_AFTER = re.compile(r",|\.|[ \t]+(?:and|&)[ \t]")
_COMMA_INITIAL = re.compile(r",[ \t]+[A-Z]\.")  # (a comma first: the engine skips to commas)
# A US state's, a Canadian province's, an Australian state's or a country's abbreviation after a town and a comma:
# "Utica, N.Y.", "Halifax, N.S.", "Bunbury, W.A.", "Christchurch, N.Z.".
_STATE_AFTER = re.compile(r",[ \t]+(?:N\.[YJCHMDSZ]|S\.[CDA]|D\.C|W\.V[a]?|R\.I|B\.C|P\.E\.I|N\.B|N\.L|Que|Ont"
                          r"|N\.S\.W|W\.A|N\.T|A\.C\.T|Qld|Vic|Tas|U\.K|U\.S(?:\.A)?|U\.A\.E"
                          r"|Alta|Sask|Man|Pa|Va|Ga|Fla|Calif"
                          r"|Mass|Conn|Mich|Wis|Minn|Ill|Ind|Tenn|Ky|Mo|La|Ala|Miss|Ark|Okla|Tex|Colo|Ariz|Ore|Wash"
                          r"|Md|Del|Vt|Me"
                          r"|P\.A|P\.C|L\.L\.P|L\.L\.C|P\.L\.L\.C)\.")  # (and a firm's form: "Cardea, P.A.")
_SURNAME_COMMA_INITIAL = re.compile(r"(?<![A-Za-z])((?:Ma?c)?[A-Z][a-z]{1,20}),[ \t]+[A-Z]\.(?:[ \t]?[A-Z]\.)?")
# A note in capitals: a role, then a name in capitals ("PT MCALLISTER SIGNED", "FAMILY OF DUBOIS").
_TITLE_IN_BRACKETS = re.compile(r"[ \t]*\((?:Mrs|Mr|Ms|Miss|Mx|Dr)\.?\)")
