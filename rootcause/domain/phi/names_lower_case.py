"""English names written in lower case, as hurried notes write them: after a role or a title ("nurse jenny lee",
"dr. chen", "carer (maria)"), after talking to someone ("spoke to sarah o'neill", "tell agnes in pharmacy"), or opening
a chat line before where the patient lies ("aminu danjuma yusuf in cubicle 2 sats 86").

In lower case a name is a name only where the words around it say so, and only a given name that is no English word
(jenny, agnes; never will, may, grace) or, after a title, a surname; the capitalised forms are the rules of
``names.py`` and ``names_context.py``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.names_context import _plain_given
from rootcause.domain.phi.names_not_people import base_word as _base
from rootcause.domain.phi.scan import all_of, at_words, word_starts

__all__ = ["lower_case_full_names", "lower_case_line_openers", "lower_case_roles", "lower_case_talked",
           "may_open_with_a_name"]

Span = tuple[int, int, str]

LOWER_ROLE = re.compile(
    r"(?=[nmdrhpts])(?<![A-Za-z])(nurse|doctor|dr|rn|np|hca|patient|pt|midwife|pharmacist|physician|surgeon|therapist|carer|sister"
    r"|matron|baby|partner|husband|wife|son|daughter|mother|father|brother|niece|nephew|friend|neighbour|mr|mrs|ms"
    r"|miss)(?:-in-charge|[ \t]+in[ \t]+charge)?"  # "nurse-in-charge kate o'neill"
    r"[.:]?[ \t]+(?:(?:de|la|del|della|van|von|der|den|da|di|le|du|dos|das|al|el)[ \t]+){0,2}"  # ("mr de la cruz")
    r"([a-z][a-z'’-]+)(?:[ \t]+([a-z][a-z'’-]+))?"
)
_TITLES_LOWER = frozenset({"dr", "mr", "mrs", "ms", "miss"})
# Talking to someone, in lower case: a given name that is no word after it is a person ("handed over to kevin tran").
_TALK_WORDS = ("spoke", "spoken", "speak", "talked", "talk", "handed", "handover", "explained", "chatted", "liaised",
               "given", "passed", "sent",
               "tell", "told", "ask", "asked", "rang", "phoned", "informed", "bleeped", "paged")
_LOWER_TALKED = re.compile(r"(?i:(?:spoke|spoken|speak|talked|talk|handed[ \t]+over|handed|handover|explained|chatted"
                           r"|liaised|given|passed|sent)"
                           r"[ \t]+(?:to|with)|tell|told|ask|asked|rang|phoned|informed|bleeped|paged)[ \t]+"
                           r"([a-z][a-z'’-]+)(?:[ \t]+([a-z][a-z'’-]+))?")
# A relative or a role, then a given name in lower case in brackets: "spoke to son (david)", "carer (maria)".
# (read from each bracket: the name inside first, then the word before it)
_LOWER_BRACKETED = re.compile(r"\(([a-z][a-z'’-]+)\)")
_KIN_BEFORE_BRACKET = re.compile(r"(?<![A-Za-z])(?:son|daughter|wife|husband|mother|father|brother|sister|niece"
                                 r"|nephew|friend|partner|carer|interpreter|pt|patient|nurse)[ \t]*$")
_LOWER_ROLE_WORDS = ("nurse", "doctor", "dr", "rn", "np", "hca", "patient", "pt", "midwife", "pharmacist",
                     "physician", "surgeon", "therapist", "carer", "sister", "matron", "baby", "mr", "ms", "partner",
                     "husband", "wife", "son", "daughter", "mother", "father", "brother", "niece", "nephew", "friend",
                     "neighbour")


def lower_case_roles(t: str, low: str) -> Iterator[Span]:
    """A role or title in lower case before a known name in lower case: "nurse jenny lee", "dr. chen"."""
    if not word_starts(_LOWER_ROLE_WORDS).search(low):  # (is any of them there: one pass, not one per word)
        return
    for m in LOWER_ROLE.finditer(low):
        if not t[m.start(2)].islower():
            continue  # the capitalised forms are the title and role rules' in names.py
        role, first, second = m.group(1), _base(m.group(2)), m.group(3)
        plain = first not in N.WORD_GIVEN_NAMES and first not in N.NOT_NAMES and first not in N.EPONYMS
        given = plain and (first in N.GIVEN_NAMES or ("-" in first and all(  # "mary-ann": two given names
            part in N.GIVEN_NAMES and part not in N.WORD_GIVEN_NAMES for part in first.split("-"))))
        surname = role in _TITLES_LOWER and plain and (  # "nurse hung the bag": a surname needs a title
            (first in N.SURNAMES and first not in N.AMBIGUOUS_NAMES) or unknown_word(first))  # "mr hollis"
        # "pt grzegorz chmielewski": after a patient's word, two lower-case words that no list knows are a full name
        pair = role in ("pt", "patient") and bool(second) and t[m.start(3)].islower() and unknown_word(first) \
            and unknown_word(_base(second))
        if pair:
            yield m.start(2), m.end(3), "person_name"
            continue
        if not (given or surname):
            continue
        end = m.end(2)
        if given and second and t[m.start(3)].islower():
            last = _base(second)
            if last in N.SURNAMES and last not in N.AMBIGUOUS_NAMES and last not in N.WORD_GIVEN_NAMES:
                end = m.end(3)
        yield m.start(2), end, "person_name"
    for i in all_of(t, "("):
        b = _LOWER_BRACKETED.match(t, i)
        name = b.group(1) if b else ""
        if b and name in N.GIVEN_NAMES and name not in N.WORD_GIVEN_NAMES and name not in N.NOT_NAMES \
                and _KIN_BEFORE_BRACKET.search(low, max(0, i - 16), i):
            yield b.start(1), b.end(1), "person_name"


def lower_case_talked(t: str, low: str) -> Iterator[Span]:
    """A given name that is no word, in lower case, right after talking to someone: "spoke to sarah o'neill",
    "tell agnes in pharmacy" (a surname after it too, when a table or no word list knows it)."""
    for m in at_words(_LOWER_TALKED, t, low, _TALK_WORDS):
        first, second = m.group(1), m.group(2)
        if not t[m.start(1)].islower() or not _plain_given(first):
            continue  # (capitalised: the care-object rule's)
        end = m.end(2) if second and (_base(second) in N.SURNAMES or unknown_word(second)) and \
            _base(second) not in N.NOT_NAMES else m.end(1)
        yield m.start(1), end, "person_name"


# A chat line that opens with a patient's full name in lower case, then where they lie or how they are: "mereana potae
# bed 7 sats dropping", "thanh huong vo still nbm since midnight". Two or three words, none an English word, a drug or
# a clinical abbreviation, one of them a listed given name or surname (no word given name: "will", "may").
_LINE_START = re.compile(r"(?:^|(?<=\n))[ \t]*[a-z][a-z'’-]{1,20}(?:[ \t]+[a-z][a-z'’-]{1,20}){1,2}")
_WORD = re.compile(r"[a-z][a-z'’-]*")
# What follows the name: where the patient lies, how they are, or a person's own verb ("eunice pattinson fell again").
_STATE_AFTER = re.compile(r"[ \t]+(?:(?:in[ \t]+)?(?:bed|bay|cubicle|cubie|cube|room|rm|side[ \t]+room|chair|cot"
                          r"|resus)[ \t]*[0-9]|(?:still|now|sats|obs|nbm|needs|has|is|was|c/o|complaining|refusing"
                          r"|for[ \t]+(?:theatre|ct|mri|scan|discharge|review)|due|awaiting|waiting)\b"
                          r"|(?P<verb>[a-z]+(?:-[a-z]+)?)\b)")
_FALLS = frozenset({"fell", "falls", "slipped", "tripped", "absconded", "wandered", "pulled", "self-extubated"})


def may_open_with_a_name(t: str) -> bool:
    """Whether a line of a text with no other cue opens with two or three lower-case words (the guard's first pass
    then reads on: "thanh huong vo still nbm")."""
    return _LINE_START.search(t) is not None


def lower_case_line_openers(t: str, low: str) -> Iterator[Span]:
    """A lower-case full name opening a line, before a bed, a patient's state or a person's verb (chat and
    whiteboard shorthand): three words, else two, before what follows them."""
    for line in _LINE_START.finditer(t):
        words = list(_WORD.finditer(t, line.start(), line.end()))
        for n in range(len(words), 1, -1):
            name = words[:n]
            after = _STATE_AFTER.match(t, name[-1].end())
            verb = after.group("verb") if after else None
            if after is None or (verb is not None and verb not in N.STRONG_PERSON_VERBS and verb not in _FALLS):
                continue
            texts = [w.group() for w in name]
            if texts[0] in N.SURNAMES and texts[0] not in N.LEXICON and all(
                    w in N.ROMANISED_SYLLABLES for w in texts[1:]):
                yield name[0].start(), name[-1].end(), "person_name"  # "chen yu ting bed 23": pinyin, no tones
                break
            if any(not unknown_word(w) and not _named(w, last=i == n - 1) for i, w in enumerate(texts)):
                continue  # an English word, a drug, an abbreviation: "pt still nbm", "obs stable"
            if any(_named(w) for w in texts):
                yield name[0].start(), name[-1].end(), "person_name"
                break
        else:
            first = words[0]
            if _given_alone_opening(t, first.group(), first.end()):
                yield first.start(), first.end(), "person_name"


# A she or a he later in the same line, who the opening word is: "liufau got his insulin late", "dympna was on the floor
# next to the commode, no idea how long she'd been there".
_SAME_LINE_PRONOUN = re.compile(r"[^\n]{0,80}?(?<![A-Za-z])(?:he|she|his|her|him|he['’]s|she['’]s|he['’]d|she['’]d)"
                                r"(?![A-Za-z])")


def _given_alone_opening(t: str, word: str, end: int) -> bool:
    """A line opening with one lower-case word no list knows (four letters at least), then a person's verb or a
    patient's state, and the line speaks of that person as she or he: a given name typed alone."""
    after = _STATE_AFTER.match(t, end)
    if after is None or len(word) < 4 or not unknown_word(word) or _base(word) in N.NOT_NAMES:
        return False
    verb = after.group("verb")
    if verb is not None and verb not in N.STRONG_PERSON_VERBS and verb not in _FALLS \
            and N.person_verb_past(verb) not in N.PERSON_VERBS:
        return False
    done = _WORD.match(t, after.end() + 1) if after.group().strip() in ("was", "is") else None
    if done is not None and done.group() in N.DONE_TO_A_PATIENT:
        return True  # "ceinwen was found sat on the floor": what is done to a patient, said of the word
    return _SAME_LINE_PRONOUN.match(t, after.end()) is not None


def _named(word: str, *, last: bool = False) -> bool:
    """A listed given name (not one that is a word too) or surname, no English word: three letters at least, or two
    for a surname that ends the name ("thanh huong vo")."""
    base = _base(word)
    return (len(base) >= 3 or (last and len(base) == 2 and base in N.SURNAMES)) and base not in N.LEXICON \
        and base not in N.WORD_GIVEN_NAMES and base not in N.NOT_NAMES and (base in N.GIVEN_NAMES or base in N.SURNAMES)


# A full name in lower case anywhere: a listed given name that is no word, then a surname (one the tables hold and no
# word, or one no word list knows; "al-", "el-", "o'" and a hyphenated part kept): "the daughter (lorna mcphail)
# refused", "chase bloods for ikenna ugwu-eze". Two lists agreeing stand in for the capitals and the context.
# (the surname may keep its capital, "wife — laura Mackenzie-Lockhart", or its letters with marks, "szczygieł")
_LOWER_FULL = re.compile(r"([a-z]{3,20})[ \t]+((?:al-|el-|o['’])?[A-Za-z][^\W\d_A-Z]{1,24}"
                         r"(?:-[A-Za-z][^\W\d_A-Z]{1,24})?)(?![\w'’-])")
# ... or joined to the given name by a dot, a hyphen or an underscore, as a slug or a handle writes them
# ("fall-review-dorothea-quaintance-ward-5", "mrs.jadwiga.sobczyk.bed4")
_JOINED_FULL = re.compile(r"([a-z]{3,20})[._-]([a-z][^\W\d_A-Z]{1,24})(?!\w)")
_JOINERS = re.compile(r"[\s._-]+")
_PUNCTUATION = "([{\"'“‘,.;:!?)]}”’"
_SURNAME_PREFIXES = re.compile(r"^(?:al-|el-|o['’])")


def lower_case_full_names(t: str, low: str) -> Iterator[Span]:
    """A lower-case given name that is no word, then a lower-case surname (found from the listed given names among
    the note's words: a set intersection, then a look at each place one stands)."""
    for given in {w.strip(_PUNCTUATION) for w in _JOINERS.split(t) if w.islower()} & _plain_given_names():
        for i in all_of(t, given):
            if i > 0 and (t[i - 1].isalnum() or t[i - 1] in "'’"):
                continue
            m = _LOWER_FULL.match(t, i) if t[i - 1 : i] != "-" or i == 0 else None
            m = m or _JOINED_FULL.match(t, i)
            if m is None:
                continue
            parts = _SURNAME_PREFIXES.sub("", m.group(2).lower()).split("-")
            if all(_lower_surname(part) for part in parts):
                yield m.start(1), m.end(2), "person_name"
    for m in _KIN_OWNER.finditer(t) if "'" in t or "’" in t else ():
        if unknown_word(m.group(1)) and m.group(1) not in N.NOT_NAMES:
            yield m.start(1), m.end(1), "person_name"  # "gurleen's daughter brought the dosette box"


# A lower-case word no list knows that owns a relative: "gurleen's daughter", "tevita's wife rang".
_KIN_OWNER = re.compile(r"(?<![A-Za-z'’-])([a-z][a-z-]{3,20})['’]s[ \t]+(?:daughter|son|wife|husband|partner|mum|mom"
                        r"|dad|mother|father|sister|brother|niece|nephew|grandson|granddaughter|carer|fiance|fiancee"
                        r"|girlfriend|boyfriend)(?![A-Za-z])")


def _lower_surname(word: str) -> bool:
    return word not in N.NOT_NAMES and (
        (word in N.SURNAMES and word not in N.AMBIGUOUS_NAMES and word not in N.LEXICON) or unknown_word(word))


@lru_cache(maxsize=1)
def _plain_given_names() -> frozenset[str]:
    """The listed given names that are no English word (the others need a role or a verb to be names)."""
    return frozenset(g for g in N.GIVEN_NAMES if g.isalpha() and g.islower() and _named(g))
