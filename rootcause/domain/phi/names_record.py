"""English names in the shapes rosters, labels and signatures give them, with no title or role word before them.

Wristbands, lab labels, rotas and sign-offs order a name their own way: "SMITH J", "Okafor C." (surname, then an
initial), "Williams RN", "Chloe Tan RGN" (a name, then a nurse's or doctor's credential), "van der Berg, Anneke" (a
surname with its particle, a comma, the given name), "YU-TING LIN" (a romanised given name first, in capitals), and
"seen by K Oduya" (an initial without its dot). Narrative adds two more: a double-barrelled surname before a
person's verb ("Beatrix Okonkwo-Hale arrived") and two name-shaped words whose verb a pronoun takes up ("Kwabena
Asante-Mensah had his warfarin doubled"). The shape is the evidence; the name tables decide the weaker ones, and a
word that names a place, an eponym or a thing is never a name here. Each rule starts at a capital that opens a
word, so it costs one look per capitalised pair, not a pass per rule.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.scan import all_of, at_capitals, capital_starts

Span = tuple[int, int, str]

_NAME = r"(?:[A-Z]['’])?(?:Ma?c)?[A-Z][a-z]+"
# A surname and then one initial: "SMITH J", "Okafor C.", "Morrison D" (an A or an I needs its dot: an article, "I").
# (not a classification's grade before what it grades: "Weber B ankle fracture", "Mallampati C airway"; nor a maker's
# model letter: "Zoll R Series")
SURNAME_INITIAL = re.compile(r"(?=[A-Z])(" + _NAME + r"|[A-Z]{2,})[ \t]+(?:[B-HJ-Z]\.|[AI]\."
                             r"|[B-HJ-Z](?![A-Za-z0-9'’.-])"
                             r"(?![ \t]+(?:(?:left|right|bilateral|ankle|wrist|hip|distal|proximal)[ \t]+)?"
                             r"(?:fracture|fractures|injury|lesion|tear|airway|grade|type|classification"
                             r"|(?i:series|model|models|plus|pro|max|version|edition|range|system))\b))"
                             r"(?![A-Za-z0-9'’.-])")
# A name and then a credential: "Williams RN", "Chloe Tan RGN", "J. Patel, ANP".
_CREDENTIALS = r"RN|RGN|RMN|RM|RSCN|NP|ANP|ACP|CNS|HCA|MD|MBBS|FRCS|MRCP|BSN|MSN|LPN|LVN|CNA|PA-C|SRN|SEN"
NAME_CREDENTIAL = re.compile(rf"(?<![A-Za-z'’-])({_NAME})(?:[ \t]+({_NAME}))?,?[ \t]+(?:{_CREDENTIALS})(?![A-Za-z-])")
_CREDENTIAL = re.compile(rf"(?:{_CREDENTIALS})(?![A-Za-z-])")  # (tried at capitals that open a word)
# A surname with its particle, a comma, then a given name: "van der Berg, Anneke", "de Souza, Maria".
PARTICLE_COMMA_GIVEN = re.compile(
    r"(?<![A-Za-z])((?:van|von|de|da|di|du|del|della|der|den|le|la|al|el|bin|binti|ter|ten)"
    r"(?:[ \t]+(?:der|den|de|la|le))?[ \t]+[A-Z][a-z]+),[ \t]+([A-Z][a-z]{2,20})(?![A-Za-z])"
)
_COMMA_CAPITAL = re.compile(r",[ \t]+[A-Z][a-z]")
# A name, a comma, and who they are: "Maria, the patient's carer, found her", "Tomas, her son, rang".
NAME_THEN_ROLE = re.compile(
    rf"({_NAME}),[ \t]+(?:the|a|an|his|her|their|our|my)[ \t]+(?:[a-z]+['’]s?[ \t]+)?(?:[A-Za-z]+[ \t]+)?"
    r"(?:son|daughter|wife|husband|partner|mother|father|mum|dad|brother|sister|niece|nephew|grandson|granddaughter"
    r"|friend|neighbour|neighbor|carer|caregiver|interpreter|patient|resident|nurse|midwife|doctor|registrar"
    r"|consultant|pharmacist|porter|student|visitor|tourist|worker|gentleman|lady|plaintiff|claimant|defendant"
    r"|appellant|respondent|decedent|deceased|complainant|anaesthetist|anesthetist|surgeon|physician|physio"
    r"|physiotherapist|paramedic|technician|radiographer|sonographer|therapist|matron|orderly|receptionist|cleaner"
    r"|(?i:hca|rn|en|odp|fy[12]|sho|spr|np))(?![A-Za-z])"
    # (not a role word used of a thing: "Harvey, the cardiopulmonary patient simulator")
    r"(?![ \t]+(?:simulator|manikin|mannequin|model|dummy|robot|record|system|portal|app|monitor|leaflet|bed|trolley"
    r"|hoist|group|forum|panel|survey|information|education|pathway|tracker|list|transport)s?\b)"
)
_COMMA_DETERMINER = re.compile(r",[ \t]+(?:the|a|an|his|her|their|our|my)[ \t]")
# Who did a step, after "by": "notes taken by Ruaidhri", "checked by Oyelaran" (a word no list knows, or a known name).
# (read from each " by ": the step's verb before it, the name after it)
_BY_AGENT = re.compile(rf"by[ \t]+({_NAME})(?![A-Za-z'’-])"
                       # (a longer name goes on to its own rules: "signed by Rhodri ap Gwilym", "by Anna Kowalska")
                       r"(?![ \t]+(?:ap|ab|ferch|bin|binti|van|von|de|da|del|di|le|la|[A-Z]))")
_STEP_BEFORE_BY = re.compile(r"(?<![A-Za-z])(?:taken|written|recorded|led|done|completed|seen|reviewed|signed|checked|"
                             r"witnessed|countersigned|given|administered|prescribed|assessed|examined|chaired|"
                             r"facilitated)[ \t]+$")
# Where someone lives, set off after their name as the press writes it: "Eoghan, of Grange Road, Alresford, was".
_OF_A_PLACE = re.compile(r",[ \t]+(?:of|from)[ \t]+(?:[A-Z][a-z]+[ \t]?){1,4},")
# A record's order, the surname in capitals and then the given name, as a line of its own or an item set off by a
# comma, a dash or a bracket: "HOSSAIN Tanvir - wrong diet code", "SZŐKE Erzsébet, bed 11". It opens the note, a line
# or an item (no word before it: "At NYU Langone, staff" names a place).
_UP, _LO = "A-Z\u00c0-\u00d6\u00d8-\u00de\u0100-\u017f", "a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u017f"
CAPS_SURNAME_GIVEN = re.compile(
    rf"(?<![\w'’-])([{_UP}]['’]?[{_UP}]{{2,20}}(?:-[{_UP}]{{2,20}})?)[ \t]+"
    rf"([{_UP}][{_LO}]{{2,20}}(?:-[{_UP}][{_LO}]+)?)"
    r"(?=[ \t]*(?:[,(–—;:|]|[ \t]-[ \t]|\n|\Z))")
# An airline booking's passenger, "KUO/TINGYU MS": surname, a slash, the given names run together, then the title.
_TITLES_CAPS = r"(?:MR|MRS|MS|MISS|MSTR|DR|[MF])(?![A-Za-z])"  # (or the sex, as a lab label writes it)
PASSENGER = re.compile(rf"(?<![A-Za-z/])([A-Z]{{2,20}}(?:-[A-Z]{{2,20}})?)/([A-Z]{{2,20}}(?:[ ](?!{_TITLES_CAPS})"
                       rf"[A-Z]{{2,20}})?)[ ]?" + _TITLES_CAPS)
_LETTER_BEFORE = re.compile(r"[^\W\d_][ \t]*\Z")
# A romanised given name in capitals before the surname: "YU-TING LIN", "SHU-FEN CHANG".
CAPS_GIVEN_FIRST = re.compile(r"(?=[A-Z])([A-Z]{1,6})-([A-Z]{1,6})[ \t]+([A-Z]{2,6})(?![A-Za-z])")
# Who spoke, after what they said: '"I want to go home," said Marguerite' (only a person is quoted and then named).
SAID_AFTER_QUOTE = re.compile(rf"[\"”'’],?[ \t]+(?:said|asked|replied|shouted|screamed|cried|whispered|explained"
                              rf"|insisted|added|told[ \t]+(?:me|us|him|her|them))[ \t]+({_NAME})(?![A-Za-z'’-])")
# The speaker after a quote, before the verb: "“It was a series of mistakes,” Wood said" (the quote closes speech: a
# comma, a stop, ! or ? before its mark). Capitalised there, even a surname that is a word (Wood, Hill) is one.
SPEAKER_BEFORE_VERB = re.compile(rf"[,.!?][\"”'’][ \t]+({_NAME})[ \t]+(?:said|says|told|added|explained|recalled|wrote"
                                 r"|testified|stated|insisted|replied)(?![A-Za-z])")
_PRONOUNS = frozenset({"he", "she", "they", "it", "we", "i", "you", "one", "someone", "nobody", "everyone", "staff",
                       "police", "officials", "doctors", "nurses", "relatives", "family", "friends", "others"})
# A given name, a middle initial and a surname: "Charmian C. Czubinsky was coming out of anesthesia".
MIDDLE_INITIAL = re.compile(rf"(?=[A-Z])({_NAME})[ \t]+[A-Z]\.[ \t]+({_NAME}|[A-Z]{{2,}}(?:[-'’][A-Z]{{2,}})?)"
                            r"(?:(?<=s)['’](?![A-Za-z])|(?![A-Za-z'’-]))")  # (the surname in capitals too: "Marilyn E.
# HAASE, Appellant"; and a plural's possessive: "Drew J. Kirbens' licence")
_NEXT_WORD = re.compile(r"[ \t]+([A-Za-z]+)")
# An age as an adjective, then a name: "awarded 28-year-old Czubinsky damages" (a person is that many years old).
AGED_NAME = re.compile(rf"year[- ]old[ \t]+({_NAME})(?![A-Za-z'’-])"
                       # (not "a 45-year-old Caucasian woman": a word before a person's noun describes them)
                       r"(?![ \t]+(?:wom[ae]n|m[ae]n|male|female|boy|girl|gentleman|lady|patient|resident|child|baby"
                       r"|infant|person|individual|mother|father|son|daughter|nurse|doctor|mum|mom|dad|husband|wife"
                       r"|grandmother|grandfather|grandma|grandad|grandpa|gran|granny|pensioner|widow|widower|student"
                       r"|schoolboy|schoolgirl|teenager|toddler|worker|teacher|veteran|(?:mother|father)-of-[a-z]+)\b)")
# An initial without its dot after "by" (and the like) or before a known surname: "seen by K Oduya".
INITIAL_NO_DOT = re.compile(r"(?=[B-HJ-Z])([B-HJ-Z])[ \t]+(" + _NAME + r")(?![A-Za-z'’-])")
_BY_BEFORE = re.compile(r"(?<![A-Za-z])(?:by|from|with|to|and|paged|bleeped|called|informed|told|asked|cc)[ \t]+$")
# Two name-shaped words, the second a double-barrelled surname, before a verb: "Beatrix Okonkwo-Hale arrived".
DOUBLE_BARRELLED = re.compile(
    rf"(?=[A-Z])({_NAME})[ \t]+([A-Z][a-z]{{2,}}-[A-Z][a-z]{{2,}})[ \t]+(?:(?:was|had|has|then|later|also)[ \t]+)?"
    r"([a-z]+)"
)
# A name-shaped word and a double-barrelled one, any verb, then a personal pronoun: "Kwabena Asante-Mensah had his
# warfarin doubled".
PAIR_VERB = re.compile(rf"(?=[A-Z])({_NAME})[ \t]+([A-Z][a-z]{{2,}}-[A-Z][a-z]{{2,}})[ \t]+([a-z]+)[ \t]+"
                       r"(his|her|him|herself|himself)(?![A-Za-z])")
_PREFIXES = frozenset({"non", "pre", "post", "anti", "self", "re", "co", "sub", "semi", "multi", "inter", "intra",
                       "over", "under", "follow", "step", "high", "low", "long", "short", "day", "out", "in", "well",
                       "ex"})
# Verbs after which two capitalised words and a pronoun are still a thing, not a person.
_THING_VERBS = frozenset({"of", "and", "or", "nor", "in", "on", "at", "to", "for", "with", "from", "by", "as", "is",
                          "are", "the"})
# Words that open a sentence with a capital but name no one.
_FUNCTION = frozenset({"the", "a", "an", "and", "or", "but", "neither", "either", "both", "when", "while", "after",
                       "before", "then", "later", "since", "because", "if", "so", "also", "this", "that", "our",
                       "their"})
_DETERMINER_BEFORE = re.compile(r"(?<![A-Za-z])(?:the|a|an|this|that|our|their|its)[ \t]+$", re.I)


def _nothing_else(word: str) -> bool:
    """Not a word the tables give another meaning: a place, an eponym, a thing named after a title or role."""
    base = N.without_possessive(word).lower()
    return base not in N.NOT_NAMES and base not in N.EPONYMS and base not in N.PLACE_WORDS


def _surname(word: str) -> bool:
    base = word.lower()
    return base in N.SURNAMES and base not in N.AMBIGUOUS_NAMES and _nothing_else(word)


def _known(word: str) -> bool:
    """A given name that is no everyday word, or an unambiguous surname."""
    base = word.lower()
    return (base in N.GIVEN_NAMES and base not in N.WORD_GIVEN_NAMES and _nothing_else(word)) or _surname(word)


def _word_before(t: str, j: int) -> int:
    """The start of the word that ends, after spaces, right before ``j`` (``j`` when there is none)."""
    k = j
    while k > 0 and t[k - 1] in " \t":
        k -= 1
    p = k
    while p > 0 and (t[p - 1].isalpha() or t[p - 1] in "'’"):
        p -= 1
    return p if p < k else j


def _starts(t: str) -> tuple[list[int], list[int], list[int], list[int]]:
    """Where the rules can start, from the capitals that open words: the word before a lone capital (an initial), a
    lone capital a space and a word follow, the word before a double-barrelled name (its hyphen has a lower-case
    letter before it and a capital after it), and two capitals in a row (where a credential can stand)."""
    caps = capital_starts(t)
    pairs = [i for i in caps if "A" <= t[i + 1 : i + 2] <= "Z"]
    lone = [i for i in caps if not t[i + 1 : i + 2].isalpha()]
    before_initial = sorted({w for i in lone for w in (_word_before(t, i),) if w < i})
    spaced = [i for i in lone if t[i + 1 : i + 2] in (" ", "\t")]
    hyphens = [h for h in all_of(t, "-") if "a" <= t[h - 1 : h] <= "z" and "A" <= t[h + 1 : h + 2] <= "Z"]
    barrelled = set()
    for h in hyphens:
        w = h
        while w > 0 and t[w - 1].isalpha():
            w -= 1
        barrelled.add(_word_before(t, w))
    return before_initial, spaced, sorted(barrelled), pairs


_FIRM_WORD_AFTER = re.compile(r"[ \t]+(?:Hospital|Medical|Health|Nursing|Manor|Center|Centre|Clinic|Home|Care|LLC|Inc"
                              r"|Ltd|Corp|Associates|Group|Island|County|Memorial|Regional)\b")
# A case's caption: "Katsetos v. Nolan", "Haney v Alexander": the parties of a malpractice case are the patient, or
# the estate, and the clinicians; a state, the people, a board or a firm are no one ("vs" is a differential's:
# "Pfannenstiel vs Lanz").
_CAPTION = re.compile(r"(?<![A-Za-z])([A-Z][a-z]+(?:-[A-Z][a-z]+)?)[ \t]+v\.?[ \t]+([A-Z][a-z]+(?:-[A-Z][a-z]+)?)"
                      r"(?![A-Za-z'’-])")
_NO_PARTY = frozenset({"state", "people", "commonwealth", "united", "regina", "rex", "crown", "board", "department",
                       "hospital", "county", "city", "town", "secretary", "attorney", "government", "council", "trust",
                       "ministry", "director", "proceedings", "estate", "re", "ex", "in", "the", "health", "medical"})


def _caption_party(word: str) -> bool:
    base = word.lower()
    return base not in _NO_PARTY and _nothing_else(word) and (
        unknown_word(word) or _surname(word) or (base in N.SURNAMES and base not in N.LEXICON))


def record_names(t: str, low: str) -> Iterator[Span]:
    """The shapes above, each tried only where it can start (``_starts``, a credential, a comma, a hyphen)."""
    vs = sorted(i for sep in (" v ", " v. ") for i in all_of(t, sep)) if " v" in t else []
    for m in (hit for i in vs if (hit := _CAPTION.search(t, max(0, i - 24), i + 40))):
        if f"{m.group(1)}_v_{m.group(2)}".lower() in N.NAMED_BODIES:
            continue  # "Montgomery v Lanarkshire": a landmark case cited for its standard (en_named_bodies.txt)
        for group in (1, 2):
            if _caption_party(m.group(group)) and not (group == 2 and _FIRM_WORD_AFTER.match(t, m.end(2))):
                yield m.start(group), m.end(group), "person_name"
    before_initial, spaced, barrelled, pairs = _starts(t)
    for m in at_capitals(SURNAME_INITIAL, t, before_initial):
        if _surname(m.group(1)):
            yield m.start(1), m.end(), "person_name"
    for c in (c for i in pairs for c in (_CREDENTIAL.match(t, i),) if c):  # the name ends right before it
        named = [m for m in NAME_CREDENTIAL.finditer(t, max(0, c.start() - 48), c.end()) if m.end() == c.end()]
        if not named:
            continue
        n = named[0]
        first, second = n.group(1), n.group(2)
        if second and _nothing_else(first) and _nothing_else(second) and (_known(first) or _known(second)):
            yield n.start(1), n.end(2), "person_name"  # "Chloe Tan RN"
        elif second is None and _known(first) and not _DETERMINER_BEFORE.search(t, max(0, n.start() - 8), n.start()):
            yield n.start(1), n.end(1), "person_name"  # "Williams RN"
    if ", " in t or ",\t" in t:
        for c in _COMMA_CAPITAL.finditer(t):
            p = PARTICLE_COMMA_GIVEN.search(t, max(0, c.start() - 30), c.end() + 22)
            if p and p.end(1) == c.start() and _nothing_else(p.group(2)):
                yield p.start(1), p.end(2), "person_name"
    for q in _quotes_before_speech(t, low):
        a = SAID_AFTER_QUOTE.match(t, q)
        if a and _nothing_else(a.group(1)) and a.group(1).lower() not in _FUNCTION:
            yield a.start(1), a.end(1), "person_name"
    for q in _quotes_before_speech(t, low):
        b = SPEAKER_BEFORE_VERB.match(t, q - 1) if q else None
        word = b.group(1) if b else ""
        if b and _nothing_else(word) and word.lower() not in _FUNCTION and word.lower() not in _PRONOUNS and (
                word.lower() in N.SURNAMES or word.lower() in N.GIVEN_NAMES or unknown_word(word)):
            yield b.start(1), b.end(1), "person_name"
    for c in _COMMA_DETERMINER.finditer(t) if "," in t else ():  # the name ends at the comma
        w = _word_before(t, c.start())
        r = NAME_THEN_ROLE.match(t, w) if w < c.start() else None
        if r and (_known(r.group(1)) or unknown_word(r.group(1))) \
                and not _DETERMINER_BEFORE.search(t, max(0, w - 8), w):
            yield r.start(1), r.end(1), "person_name"
    for i in all_of(t, " by ") if " by " in t else ():
        agent = _BY_AGENT.match(t, i + 1)
        if agent is None or not _STEP_BEFORE_BY.search(t, max(0, i - 16), i + 1):
            continue
        word = agent.group(1)
        if _nothing_else(word) and (_known(word) or unknown_word(word)):
            yield agent.start(1), agent.end(1), "person_name"
    for c in _OF_A_PLACE.finditer(t) if ", of " in t or ", from " in t else ():  # the name ends at the comma
        w = _word_before(t, c.start())
        word = t[w:c.start()].strip()
        if re.fullmatch(_NAME, word) and (_known(word) or unknown_word(word)) \
                and not _DETERMINER_BEFORE.search(t, max(0, w - 8), w):
            yield w, w + len(word), "person_name"
    for booked in (PASSENGER.search(t, max(0, i - 22), i + 34) for i in all_of(t, "/")) if "/" in t else ():
        if booked and _passenger(booked.group(1), booked.group(2)):
            yield booked.start(1), booked.end(2), "person_name"
    for m in at_capitals(CAPS_SURNAME_GIVEN, t, pairs):
        surname, given = m.group(1), m.group(2)
        if _LETTER_BEFORE.search(t, max(0, m.start() - 24), m.start()):
            continue
        if (_surname(surname) or unknown_word(surname)) and _nothing_else(given) and (
                _known(given) or unknown_word(given)):
            yield m.start(1), m.end(2), "person_name"
    for m in at_capitals(CAPS_GIVEN_FIRST, t, (i for h in all_of(t, "-") for i in (_caps_before(t, h),) if i >= 0)):
        given = (m.group(1).lower(), m.group(2).lower())
        surname = m.group(3).lower()
        if all(g in N.ROMANISED_SYLLABLES for g in given) and (surname in N.SURNAME_FIRST or _surname(m.group(3))):
            yield m.start(1), m.end(3), "person_name"
    for m in at_capitals(MIDDLE_INITIAL, t, before_initial):
        first, last = m.group(1), m.group(2)
        last = last.title() if last.isupper() else last
        if not m.group().endswith(("'", "’")) and (following := _NEXT_WORD.match(t, m.end())) \
                and following.group(1).lower() in N.PLACE_WORDS:
            continue  # "John F. KENNEDY HOSPITAL": a place named after a person, in capitals
        if first.lower() not in _FUNCTION and _nothing_else(first) and _nothing_else(last) and (
                _known(first) or unknown_word(first) or first.lower() in N.WORD_GIVEN_NAMES) and (
                _surname(last) or unknown_word(last.rstrip("'’"))):  # ("Drew J. Kirbens": a word that is a name too)
            yield m.start(1), m.end(2), "person_name"
    for i in sorted({*all_of(t, "year-old "), *all_of(t, "year old ")}):
        aged = AGED_NAME.match(t, i)
        if aged and _nothing_else(aged.group(1)) and (_known(aged.group(1)) or unknown_word(aged.group(1))):
            yield aged.start(1), aged.end(1), "person_name"
    for m in at_capitals(INITIAL_NO_DOT, t, spaced):
        word = m.group(2)
        if not _nothing_else(word):
            continue
        if _surname(word) or (_BY_BEFORE.search(t, max(0, m.start() - 12), m.start()) and word.lower() not in
                              N.GIVEN_NAMES and word.lower() not in N.WORD_GIVEN_NAMES):
            yield m.start(1), m.end(2), "person_name"
    for pattern in (DOUBLE_BARRELLED, PAIR_VERB) if barrelled else ():
        for m in at_capitals(pattern, t, barrelled):
            first, second, verb = m.group(1), m.group(2), m.group(3)
            parts = second.lower().split("-")
            if (pattern is DOUBLE_BARRELLED and verb not in N.PERSON_VERBS) or verb in _THING_VERBS:
                continue  # a person's verb, or any verb a pronoun then takes up ("had his warfarin doubled")
            if (len(parts) == 2 and parts[0] not in _PREFIXES and _nothing_else(first)
                    and first.lower() not in _FUNCTION and all(_nothing_else(p) for p in parts)):
                yield m.start(1), m.end(2), "person_name"


def _passenger(surname: str, given: str) -> bool:
    """A booking's surname and given names, not two units and a scan ("ICU/HDU MR"): a surname the tables hold or
    one no word list knows, and given names that are no listed words."""
    named = _surname(surname) or (len(surname) >= 4 and unknown_word(surname))
    return named and all(_nothing_else(g) and (_known(g) or unknown_word(g) or g.lower() in N.WORD_GIVEN_NAMES)
                         for g in given.split())  # (after the slash and a title, GRACE is a given name)


def _quotes_before_speech(t: str, low: str) -> list[int]:
    """Where ``SAID_AFTER_QUOTE`` can match: at a double quote, or at a single one that closes speech (after , . ! or
    ?); the verb after it is left to the pattern (found with str.find, a C scan per quote mark)."""
    found = [*all_of(t, '"'), *all_of(t, "”")]
    found += (q for mark in ("'", "’") for q in all_of(t, mark) if t[q - 1 : q] in (",", ".", "!", "?"))
    return sorted(found)


def _caps_before(t: str, h: int) -> int:
    """The start of the run of capitals right before the hyphen at ``h`` ("YU" of "YU-TING"), or -1."""
    w = h
    while w > 0 and "A" <= t[w - 1] <= "Z":
        w -= 1
    return w if 0 < h - w <= 6 and "A" <= t[h + 1 : h + 2] <= "Z" else -1
