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
from rootcause.domain.phi.names_in_lists import before_age_and_sex, listed_at_a_bay
from rootcause.domain.phi.scan import all_of, at_capitals, at_words, capitalised_words, digit_runs, pair_starts

__all__ = ["may_name_someone", "ward_names"]

Span = tuple[int, int, str]

_BED_WORDS = ("bed", "bay", "cot", "room", "rm", "cubicle")
_NAME = r"(?:[A-Z]['’])?(?:Ma?c)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
_KIN = ("son", "daughter", "wife", "husband", "partner", "mother", "father", "mum", "mom", "dad", "brother", "sister",
        "niece", "nephew", "grandson", "granddaughter", "grandmother", "grandfather", "aunt", "uncle", "cousin",
        "stepson", "stepdaughter", "carer", "officer", "guard", "porter", "cleaner", "technician", "engineer",
        "interpreter", "chaplain", "volunteer", "student", "hca", "orderly", "receptionist", "clerk", "paramedic",
        "phlebotomist", "radiographer", "sonographer", "anaesthetist", "anesthetist", "registrar", "consultant",
        "resident", "intern", "scrub", "circ", "physio", "dietitian", "dietician", "pharmacist", "technician", "tech",
        "midwife", "nok", "emt", "examiner", "coroner", "investigator", "inspector", "spokesperson", "spokesman",
        "spokeswoman", "director", "manager", "ceo", "chair", "chairman", "chairwoman", "president", "deceased",
        "commissioner", "ombudsman", "minister", "mayor", "senator", "councillor", "superintendent")
_KIN_ALT = "|".join(_KIN)
# A worker's role, then their name in brackets: "Agency HCA (Precious Dlamini)", "the porter (Tomasz Wrobel)".
_BRACKETED_NAME = re.compile(rf"[(（]({_NAME}(?:[ \t]+{_NAME}){{1,2}})[)）]")
_ROLE_BEFORE_BRACKET = re.compile(rf"(?<![A-Za-z])(?i:{_KIN_ALT}|hca|rn|nurse)[ \t]*$")
_KIN_SET = frozenset(_KIN)
_KIN_OR_NAMELY = _KIN_SET | {"namely", "named", "called"}  # ("wife namely Mamta": read back from the name)
_IN_A_PLACE = re.compile(r"(?<![A-Za-z])(?:in|at|on|near)[ \t]+$", re.I)
_BETWEEN = frozenset(" \t:：,!\n\r")  # (between a trigger word and the name after it; a signature's line break)
# (a comma too: "the child's father, Mehmet Yilmaz, …")
_BESIDE_KIN = re.compile(rf"(?i:{_KIN_ALT})[ \t]*[:：,]?[ \t]+(?:(?i:namely|named|called)[ \t]+)?({_NAME})"
                         rf"(?:[ \t]+({_NAME}))?(?![A-Za-z])")
# A full name opening a sentence and then "who": "Somchai Wongsawat, who speaks only Thai, signed …" (a thing is
# "which", a person "who").
# A name before a bracket that gives a sex and an age, as theatre lists and whiteboards do: "BALOGUN, Funmi (F, 34)",
# "巴奈 Panay（F, 34）" (the words right before the bracket, up to three).
_SEX_AGE_BRACKET = re.compile(r"[（(](?:F|M|f|m|女|男|female|male)[,，/ ][ \t]*\d{1,3}[ \t]*(?:y|yo|歲)?[)）]")
_BEFORE_SEX_AGE = re.compile(rf"((?:{_NAME}|[A-Z]{{2,}}(?:-[A-Z]{{2,}})?)(?:,?[ \t]+(?:{_NAME}|[A-Z]{{2,}})){{0,2}}"
                             r"|[\u4e00-\u9fff]{2,4}(?:[ \t]+[A-Z][a-z]+)?)[ \t]*$")
# A surname after "by" and a verb of what staff do: "signed off by Chen", "reviewed by Okafor".
_BY_SURNAME = re.compile(rf"(?<![A-Za-z])(?:signed(?:[ \t]+off)?|checked|seen|reviewed|given|prescribed|administered"
                         rf"|witnessed|countersigned|assessed|written|ordered|documented|recorded|dispensed|verified"
                         rf"|completed|taken|handed[ \t]+over|authori[sz]ed|covered|relieved|supervised|escorted"
                         rf"|accompanied|found|discovered|noticed|reported|raised|called|paged)[ \t]+by[ \t]+({_NAME})"
                         rf"(?:[ \t]+and[ \t]+({_NAME}))?(?![A-Za-z])")
# A name signed with its grade or post after a comma, as e-mail signatures and statements end: "Rhiannon Pugh, ST4
# Anaesthetics", "K. Mensah, Staff Nurse".
_GRADE_AFTER = re.compile(r",[ \t]+(?:(?:ST|CT|FY|SpR|StR|SHO|F)\d\b|(?:RN|RGN|RMN|RM|Consultant|Registrar|Staff Nurse"
                          r"|Charge Nurse|Ward Manager|Matron|Sister|Midwife|Pharmacist)\b)")
_NAME_BEFORE_GRADE = re.compile(rf"({_NAME}(?:[ \t]+{_NAME})?)$")
# One capitalised word mid-sentence, set off before "who", that the name tables know ("how Bills, who was …").
_ONE_BEFORE_WHO = re.compile(rf"(?<=[a-z,][ \t])({_NAME}),[ \t]*$")
# A name set off before a judicial office: "AB Fletcher, HM Senior Coroner", "Smith, the Area Coroner".
_CORONER_AFTER = re.compile(rf"({_NAME}),[ \t]+(?:the[ \t]+)?(?:HM[ \t]+)?(?:Senior[ \t]+|Assistant[ \t]+|Area[ \t]+"
                            r"|Deputy[ \t]+|Acting[ \t]+)?(?:(?:[A-Z][a-z]+|and)[ \t]+){0,4}"
                            r"(?:Coroner|Judge|Sheriff|Magistrate|Commissioner|Ombudsman)\b")
_PAIR_BEFORE_WHO = re.compile(rf"(?:^|(?<=[.;:!?][ \t])|(?<=\n))({_NAME})[ \t]+({_NAME}),?[ \t]*$")
# Two or three initials and a surname: "Y.T. Liao", "J.R. Okafor" (one initial is names.py's, after a role).
_INITIAL_PAIR = re.compile(r"[A-Z]\.[ \t]?[A-Z]\.")  # (a capital first: the engine skips to capitals)
_INITIALS_SURNAME = re.compile(r"(?<![A-Za-z.])(?:[A-Z]\.[ \t]?){2,3}((?:O['’])?[A-Z][a-z]{1,20}(?:-[A-Z][a-z]+)?)"
                               r"(?![A-Za-z])")  # ("K.M. O'Sullivan-Reyes")
# The same without dots, as South Asian and Malaysian news write it: "Director, A K Janmeja, told" (two or three
# initials; the word after must be a surname or no word at all, so "A B Negative" is letters before a word).
_BARE_GATE = re.compile(r"[A-Z][ \t][A-Z][ \t][A-Z]")  # (a capital first: the engine skips to capitals)
_BARE_INITIALS = re.compile(r"(?<![A-Za-z0-9.'’-])(?:[A-Z][ \t]){2,3}([A-Z][a-z]{2,20}(?:-[A-Z][a-z]+)?)"
                            r"(?![A-Za-z'’-])")
_ROLE_IN_BRACKET = (rf"(?:[a-z]+['’]s[ \t]+|the[ \t]+)?(?:{_KIN_ALT}|pt|patient|rn|en|nurse|doctor|dr|reg|registrar"
                    r"|sho|fy1|fy2|consultant|midwife|physio|nok|next[ \t]+of[ \t]+kin|bed[ \t]*\d{1,3}[A-Za-z]?"
                    # a person described after their name: "cawo xasan (the somali lady in 6)"
                    r"|the[ \t]+(?:[a-z]+[ \t]+)?(?:lady|gentleman|gent|man|woman|chap|fella|lad|lass))\b")
# Each pattern below is tried only where its anchor stands (a bracket, "from", a bed's number, "the", a label): the
# word before an anchor is read backwards from it, so no pattern is tried at every character.
_ROLE_BRACKET_BODY = re.compile(rf"[ \t]*\((?i:{_ROLE_IN_BRACKET})[^()\n]{{0,24}}\)")
_WORD_BEFORE = re.compile(rf"(?<![A-Za-z'’-])({_NAME}|[a-z][a-z'’-]{{2,20}})[ \t]*$")
_PERSON_WORD_BEFORE = re.compile(r"(?<![A-Za-z])(?i:child|baby|infant|toddler|boy|girl|teen|pt|patient|case|bed|bay|cot"
                                 + r"|cubicle|" + _KIN_ALT + r")(?i:s)?(?:[ \t]*\d{1,3}[A-Za-z]?)?[ \t]*$")  # (Bed 6
_NAMES_IN_BRACKET = re.compile(rf"\(({_NAME})(?:[ \t]+({_NAME}))?[ \t]*(?:,|(?:[ \t]+[A-Z]\.)?\))")
# a nickname the ward uses, an adjective or a kin word before the given name: "Bed 7 (Big Mike)", "pt (Auntie Rose)"
_NICKNAME_IN_BRACKET = re.compile(rf"\((?:Big|Little|Lil|Old|Young|Wee|Auntie|Aunty|Uncle|Nana|Nanna|Granny|Grandma"
                                  rf"|Grandpa|Pop|Papa|Mama)[ \t]+({_NAME})[ \t]*\)")
_TWO_IN_BRACKET = re.compile(rf"\(({_NAME})[ \t]+(?:and|&)[ \t]+({_NAME})[ \t]*\)")  # "two sons (Faisal and Omar)"
_DEPARTMENT = re.compile(
    r"from[ \t]+(?:the[ \t]+)?(?i:pharmacy|biomed|biomedical|medical[ \t]+physics|radiology|x-ray|theatres?|it"
    r"|ict|lab|labs|laboratory|pathology|estates|portering|porters|security|facilities|housekeeping|catering"
    r"|kitchen|switchboard|bed[ \t]+management|infection[ \t]+control|outreach|ed|icu|hdu|physio|physiotherapy"
    r"|dietetics|social[ \t]+work|admin|reception|medical[ \t]+records|records|the[ \t]+ward)\b"
)
_NAME_BEFORE = re.compile(rf"(?<![A-Za-z'’-])({_NAME}|[a-z][a-z'’-]{{2,20}})[ \t]+$")
_BED_BEFORE = re.compile(r"(?<![A-Za-z])(?i:rm|room|bay|bed|cot|b|sr|side[ \t]+room|cubicle|cub|chair)[ \t]*$")
_WHITEBOARD_AFTER = re.compile(rf"[A-Za-z]?(?:[ \t]*[-–—:|][ \t]*|[ \t]+)({_NAME}|[A-Z]{{2,}}(?:['’-][A-Z]{{2,}})?"
                               r"(?:[ \t]+[A-Z]{2,}){0,3}|[a-z][a-z'’-]{2,20})"
                               # (its notes in brackets too, or an initial after it: "RM 14 PRZYBYSZ H. NBM")
                               r"(?=[ \t]*[-–—|,;:(]|[ \t]+[A-Z]{2,4}\b|[ \t]+[A-Z]\.?(?:[ \t]|$)|[ \t]*$)")
_ARTICLE_JUST_BEFORE = re.compile(r"(?<![A-Za-z])(?i:a|an|the)[ \t]+$")
_LOWER_BEFORE_BED = re.compile(r"(?<![A-Za-z])([a-z][a-z'’-]{2,20})(?:[ \t]+in[ \t]+|[ \t]*\([ \t]*)$")
_THE_PERSON = re.compile(r"(?i:the)[ \t]+([A-Za-z][a-z'’-]{2,20})[ \t]+(?i:lady|man|woman|gentleman|gent|family|boy"
                         r"|girl|baby|twins|kid|child)\b")
_THE_PERSON_WORDS = ("lady", "man", "woman", "gent", "family", "boy", "girl", "baby", "twins", "kid", "child")
# (a family's plural, or its possessive before what a household has: "the Pennycuicks' flat")
_THE_FAMILY = re.compile(r"(?i:the|two|both)[ \t]+((?:Ma?c)?[A-Z][a-z]+)s(?:\b(?![’'])|['’](?=[ \t]+[a-z]))")
_FAMILY_DOES = re.compile(r"[ \t]*\)|[ \t]+(?:complained|asked|were|arrived|called|rang|visited|wanted|requested"
                          r"|insisted|refused|declined|told|said|both|disagreed|agreed)\b"
                          r"|(?<=['’])[ \t]+(?:flat|house|home|bungalow|caravan|farm|door|doorstep|address|garden|car"
                          r"|son|daughter|children|kids|grandchildren|dog|place|bathroom|kitchen|stairs)\b")
_QUOTED_AFTER = re.compile(r"(?i:labelled|labeled|marked|written|named|signed|addressed)[ \t]+"
                           r"(?:only[ \t]+|just[ \t]+)?(?:as[ \t]+|to[ \t]+)?"
                           rf"['‘\"“]({_NAME})['’\"”]")
_THING_NEXT = re.compile(r"[ \t]+(?:device|devices|machine|machines|system|monitor|pump|mattress|bed|chair|hoist|frame"
                         r"|splint|tube|catheter|kit|unit|board|trolley)\b")
_QUOTE_WORDS = ("labelled", "labeled", "marked", "written", "named", "signed", "addressed")
# A given name quoted as what someone said, the answer to an identity check: "the pt said 'Margaret, 09/09/41'".
_SAID_QUOTED = re.compile(r"(?i:said|says|answered|replied|stated|responded)[ \t]+['‘\"“]"
                          rf"({_NAME})(?=['’\"”]|,[ \t])")
_SAID_WORDS = ("said", "says", "answered", "replied", "stated", "responded")
_GREETING_SET = frozenset({"hi", "hello", "hey", "dear", "morning", "thanks", "you", "cheers", "regards", "best",
                           "wishes"})
_GREETING = re.compile(r"(?<![A-Za-z])(?i:hi|hello|hey|dear|morning|thanks|thank[ \t]+you|cheers|regards"
                       r"|kind[ \t]+regards|best[ \t]+wishes|best|many[ \t]+thanks)"
                       rf"[ \t]*[,!:]?(?:[ \t]+|[ \t]*\r?\n[ \t]*)({_NAME})(?![A-Za-z'’-])")  # (or a signature's line)
_GIVEN_PAIR = re.compile(rf"([A-Z][a-z]+)[ \t]+({_NAME})(?=(?P<after>,|[ \t]+[a-z]+))")
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


def _known_name(word: str) -> bool:
    """A name the tables hold (given or surname), not merely a word no list knows."""
    base = _base(word)
    return not _never(word) and (base in N.GIVEN_NAMES or base in N.WORD_GIVEN_NAMES or (
        base in N.SURNAMES and base not in N.AMBIGUOUS_NAMES))


def _with_second(m: re.Match[str]) -> int:
    return m.end(2) if m.group(2) and _a_name(m.group(2), word_names=False) else m.end(1)


_GATE = re.compile(r"(?<![a-z])(?:" + _KIN_ALT + r"|from|rm|room|bay|bed|cot|sr|b)(?![a-z])")


def may_name_someone(low: str) -> bool:
    """Whether a text with no capital, digit or other cue of the guard's first pass may still hold a name these
    rules find in lower case ("jason from physio", "spoke to will (pt's son)")."""
    return _GATE.search(low) is not None

_PERSON_NOUN_NEXT = re.compile(r"[ \t]+(?:woman|man|women|men|resident|residents|couple|family|girl|boy|teen"
                               r"|teenager|mother|father|grandmother|grandfather|patient|pensioner)\b")
_CAPITAL_NEXT = re.compile(r"[ \t]+[A-Z][a-z]")

def ward_names(t: str, low: str) -> Iterator[Span]:
    """Names beside a relative's or a worker's word, a bracketed role, a bed, a department, a label in quotes."""
    for m in _after_a_word(t, low, _KIN_OR_NAMELY, _BESIDE_KIN):
        if _a_name(m.group(1)) and not t[max(0, m.start() - 3) : m.start()].rstrip().endswith("&") and not (
                m.group(1).lower() in N.PLACE_NAMES and _PERSON_NOUN_NEXT.match(t, m.end(1))):  # (Smith & Nephew;
            yield m.start(1), _with_second(m), "person_name"  # "a deceased Maryland woman") "per daughter Chloe"
    yield from _at_brackets(t)
    for m in (hit for i in (*all_of(t, "("), *all_of(t, "（")) if (hit := _BRACKETED_NAME.match(t, i)) is not None
              and _ROLE_BEFORE_BRACKET.search(t, max(0, i - 24), i)):
        last = m.group(1).split()[-1]
        if unknown_word(last) or (last.lower() in N.SURNAMES and last.lower() not in N.LEXICON):
            yield m.start(1), m.end(1), "person_name"  # "Agency HCA (Precious Dlamini)"
    for i in all_of(low, "from "):
        if _DEPARTMENT.match(low, i):
            named = _NAME_BEFORE.search(t, max(0, i - 30), i)
            word = named.group(1) if named else ""
            if named and (_a_name(word) if word[0].isupper() else (word in N.GIVEN_NAMES and word not in N.LEXICON)):
                yield named.start(1), named.end(1), "person_name"  # "Mark from biomed"
    yield from _at_beds(t, low)
    yield from listed_at_a_bay(t, low)  # "Bay 2: Fahey, Okwuegbu, Sandqvist"
    yield from before_age_and_sex(t)  # "KARAGIANNOPOULOS D 87M"
    for i in all_of(low, " who ") if " who " in low else ():
        pair = _PAIR_BEFORE_WHO.search(t, max(0, i - 48), i)
        if pair and _a_name(pair.group(1)) and _a_name(pair.group(2), word_names=False):
            yield pair.start(1), pair.end(2), "person_name"
        elif (one := _ONE_BEFORE_WHO.search(t, max(0, i - 24), i)) and _known_name(one.group(1)):
            yield one.start(1), one.end(1), "person_name"  # "how Bills, who was not diabetic, had been given"
    for g in _GRADE_AFTER.finditer(t) if ", " in t else ():
        named = _NAME_BEFORE_GRADE.search(t, max(0, g.start() - 40), g.start())
        words = named.group(1).split() if named else []
        # a known given name, then any surname, an eponym's too ("Rhiannon Pugh" signs, whatever Child-Pugh is)
        last = _base(words[1]) if len(words) == 2 else ""
        given_first = bool(last) and _base(words[0]) in N.GIVEN_NAMES and _base(words[0]) not in N.LEXICON \
            and last not in N.NOT_NAMES and last not in N.PLACE_WORDS
        if named and (given_first or all(_a_name(w, word_names=False) for w in words)):
            yield named.start(1), named.end(1), "person_name"
    brackets = sorted(i for b in ("(", "（") for i in all_of(t, b)) if "(" in t or "（" in t else []
    for m in (hit for i in brackets if (hit := _SEX_AGE_BRACKET.match(t, i)) is not None):
        before = _BEFORE_SEX_AGE.search(t, max(0, m.start() - 40), m.start())
        if before is None:
            continue
        words = before.group(1)
        if not words.isascii() or any(_a_name(w.strip(",").title() if w.isupper() else w.strip(","))
                                      for w in words.split()):
            yield before.start(1), before.end(1), "person_name"
    for m in (hit for i in all_of(low, " by ") for hit in (_BY_SURNAME.search(t, max(0, i - 30), i + 30),) if hit):
        word = m.group(1)
        if _known_name(word):  # (a table's surname even if a word: "given by Smith"; not "by Pharmacy")
            yield m.start(1), m.end(1), "person_name"
        if m.group(2) and (_known_name(m.group(2)) or _a_name(m.group(2))) and (_known_name(word) or _a_name(word)):
            yield m.start(2), m.end(2), "person_name"  # "covered by Fitzgerald and O'Donoghue"
    offices = sorted(i for w in ("Coroner", "Judge", "Sheriff", "Magistrate", "Commissioner", "Ombudsman")
                     for i in all_of(t, w))
    for m in (hit for i in offices if (hit := _CORONER_AFTER.search(t, max(0, i - 90), i + 14)) is not None):
        word = m.group(1)  # (set off before the office, even a surname that is also a word: Fisher, Baker)
        if not _never(word) and (_a_name(word) or _base(word) in N.SURNAMES):
            yield m.start(1), m.end(1), "person_name"  # "AB Fletcher, HM Senior Coroner for …"
    person_words = any(w in low for w in _THE_PERSON_WORDS)
    for word in ("the ", "two ", "both "):
        for i in all_of(low, word):
            if i and t[i - 1].isalpha():
                continue
            after = t[i + len(word) : i + len(word) + 1]
            for pattern in (_THE_PERSON, _THE_FAMILY) if word == "the " and person_words else (_THE_FAMILY,):
                if pattern is _THE_FAMILY and (not after.isupper() or _IN_A_PLACE.search(t, max(0, i - 6), i)):
                    continue  # (a family's plural is capitalised: "the Lindqvists"; "in The Reddings" is a street)
                hit = pattern.match(t, i)
                if hit is None:
                    continue
                name = hit.group(1)
                if pattern is _THE_FAMILY and re.sub(r"\W", "", t[hit.start(1) : hit.end()]).lower() in N.EPONYMS:
                    continue  # "the Veress needle": an eponym that ends in s, no family's plural
                plural_of_a_surname = _base(name) in N.SURNAMES and _base(name) not in N.LEXICON \
                    and _base(name) not in N.GIVEN_NAMES  # (not "the Philips monitor", "the Stevens-Johnson")
                if pattern is _THE_FAMILY and (_CAPITAL_NEXT.match(t, hit.end()) or _THING_NEXT.match(t, hit.end())):
                    continue  # "the Los Angeles hospital", "the Sands Point clinic", "the Lucas device": no family
                if pattern is _THE_FAMILY and not plural_of_a_surname and not _FAMILY_DOES.match(t, hit.end()):
                    continue  # "the Pyxis", "The Arkansas State": only a family's verb or a bracket makes people
                if pattern is _THE_PERSON and name[0].isupper() and _base(name) not in N.SURNAMES \
                        and _base(name) not in N.GIVEN_NAMES:
                    continue  # "the Ulverston man": a capitalised word no list holds is a town's here
                if _a_name(name.capitalize(), word_names=False):
                    yield hit.start(1), hit.end(1), "person_name"  # "the mcallister lady", "the Lindqvists asked"
    for m in at_words(_QUOTED_AFTER, t, low, _QUOTE_WORDS):
        if _a_name(m.group(1), word_names=False):
            yield m.start(1), m.end(1), "person_name"  # "labelled 'Horvath'"
    for m in at_words(_SAID_QUOTED, t, low, _SAID_WORDS) if "'" in t or '"' in t or "‘" in t or "“" in t else ():
        base = _base(m.group(1))  # (only a given name that is no word: people say "Sorry", "Help", "Grace")
        if not t[m.start() - 1 : m.start()].isalpha() and base in N.GIVEN_NAMES and base not in N.WORD_GIVEN_NAMES \
                and base not in N.LEXICON and not _never(m.group(1)):
            yield m.start(1), m.end(1), "person_name"
    yield from _given_pairs(t)
    bare = _BARE_INITIALS.finditer(t) if _BARE_GATE.search(t) else ()
    dotted = (hit for pair in _INITIAL_PAIR.finditer(t) for hit in (_INITIALS_SURNAME.match(t, pair.start()),) if hit)
    for m in (*dotted, *bare):
        surname = m.group(1)
        if (_base(surname) in N.SURNAMES and _base(surname) not in N.AMBIGUOUS_NAMES) or unknown_word(surname):
            yield m.start(), m.end(), "person_name"  # "護理師Y.T. Liao", "J.R. Okafor"
    for m in _after_a_word(t, low, _GREETING_SET, _GREETING):
        if _a_name(m.group(1)):
            yield m.start(1), m.end(1), "person_name"  # "Hi Fiona, …", "Thanks, Declan": an e-mail pasted in


def _after_a_word(t: str, low: str, words: frozenset[str], pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
    """``pattern``'s matches that end in a capitalised name right after one of ``words`` (or a two-word phrase that
    ends in one: "thank you", "kind regards"): read back from the capitalised words the name rules share, so a
    long note costs one look per capital instead of a pass per word list."""
    for i in capitalised_words(t):
        j = i
        while j > 0 and t[j - 1] in _BETWEEN:
            j -= 1
        if j == i:
            continue
        k = j
        while k > 0 and low[k - 1].isalpha():
            k -= 1
        if low[k:j] not in words:
            continue
        before = k - 1
        while before > 0 and low[before - 1].isalpha():
            before -= 1
        for start in (before, k) if before >= 0 and k - before > 1 else (k,):
            m = pattern.match(t, start)
            if m is not None and m.start(1) == i:
                yield m
                break


def _at_brackets(t: str) -> Iterator[Span]:
    """A name before a bracketed role or bed ("Hope (pt's daughter)", "wong (bed 3)"), or inside a bracket after a
    person's word ("child (Archie, 2)")."""
    for i in all_of(t, "(") if "(" in t else ():
        before = _WORD_BEFORE.search(t, max(0, i - 30), i) if _ROLE_BRACKET_BODY.match(t, i) else None
        word = before.group(1) if before else ""
        if before and (word[0].isupper() or word not in N.LEXICON or word in N.WORD_GIVEN_NAMES) and (
                _a_name(word) or (word.islower() and unknown_word(word))):
            yield before.start(1), before.end(1), "person_name"  # (after "(pt's son)" even "will" is a name)
        inside = _NAMES_IN_BRACKET.match(t, i)
        if inside and _PERSON_WORD_BEFORE.search(t, max(0, i - 14), i) and _a_name(inside.group(1)):
            yield inside.start(1), _with_second(inside), "person_name"
        nick = _NICKNAME_IN_BRACKET.match(t, i)
        if nick and _PERSON_WORD_BEFORE.search(t, max(0, i - 14), i) and _a_name(nick.group(1)):
            yield nick.start(1), nick.end(1), "person_name"
        two = _TWO_IN_BRACKET.match(t, i) if inside is None else None
        if two and _PERSON_WORD_BEFORE.search(t, max(0, i - 14), i) and _a_name(two.group(1)) and _a_name(two.group(2)):
            yield two.start(1), two.end(2), "person_name"


def _at_beds(t: str, low: str) -> Iterator[Span]:
    """A name after a bed's number on a whiteboard ("Rm 6 – O'Sullivan –", "B12 BARRY —"), or in lower case in a
    bed ("jonno in bed 9")."""
    for a, b in digit_runs(t):
        if b - a > 3 or not _BED_BEFORE.search(t, max(0, a - 12), a):  # (room for "side room", "cubicle")
            continue
        m = _WHITEBOARD_AFTER.match(t, b)
        if m:
            words = m.group(1).split()
            if words[0].islower():
                named = words[0] in N.GIVEN_NAMES and words[0] not in N.LEXICON  # "Bed 9 – bernadette –"
            else:
                named = any(_a_name(w.title() if w.isupper() else w, word_names=False) for w in words)
            if named:
                yield m.start(1), m.end(1), "person_name"
        for bed in _BED_WORDS:
            start = low.rfind(bed, max(0, a - 9), a)
            if start < 0:
                continue
            before = _LOWER_BEFORE_BED.search(t, max(0, start - 28), start)
            if before:
                word = before.group(1)
                parts_are_words = "-" in word and any(part in N.LEXICON for part in word.split("-"))
                article = _ARTICLE_JUST_BEFORE.search(t, max(0, before.start(1) - 5), before.start(1)) is not None
                if word not in N.LEXICON and not parts_are_words and not article and (
                        unknown_word(word) or word in N.GIVEN_NAMES):
                    yield before.start(1), before.end(1), "person_name"  # (not "a peri-arrest in bay 2")
            break


def _given_pairs(t: str) -> Iterator[Span]:
    """A given name and a surname no list knows ("Will Thornbury, the night reg"), and hyphened given names."""
    for m in at_capitals(_GIVEN_PAIR, t, pair_starts(t)):
        first, second = m.group(1), m.group(2)
        base = first.lower()
        if (base not in N.GIVEN_NAMES and base not in N.WORD_GIVEN_NAMES) or _never(first) \
                or not unknown_word(second):
            continue
        plain = base not in N.WORD_GIVEN_NAMES and base not in N.LEXICON
        if plain or _PERSON_AFTER_PAIR.match(t, m.end(2)):
            yield m.start(1), m.end(2), "person_name"
    for i in all_of(t, "-") if "-" in t else ():
        if not (t[i - 1 : i].islower() and t[i + 1 : i + 2].isupper()):
            continue
        pair = _HYPHENED_GIVEN.search(t, max(0, i - 16), i + 20)
        if pair is None or not pair.start() < i < pair.end():
            continue
        parts = (pair.group(1).lower(), pair.group(2).lower())
        given = [p in N.GIVEN_NAMES or p in N.WORD_GIVEN_NAMES for p in parts]
        plains = [p in N.GIVEN_NAMES and p not in N.WORD_GIVEN_NAMES and p not in N.LEXICON for p in parts]
        if all(given) and any(plains):
            yield pair.start(), pair.end(), "person_name"  # "Mia-Rose", "Sarah-Jane"
