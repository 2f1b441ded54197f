"""English names that the sentence ties to a relation, a part, a nickname or an age, not to a title.

Ward notes name relatives and patients by how they stand to someone: "her son Dmitri arrived", "Aunty Mere
asked", "Called Joanne (wife)", "K. Adeyemi-Bello (pt)", "known on the ward as 'Mack'", "'Sunny' (the name she
prefers)", "name is derek hollis", "Hunter, the 7-year-old in cot 4", "tsai ming-hui", "spelled MARJORIE". The
relation or the label is the evidence, so the name itself may be one no table knows; it must still be shaped like
a name and be no role, eponym, place or acronym. A patronymic ("Muthusamy s/o Ramasamy") ties two names together.
Each rule starts at its trigger word (found by substring), so a long note costs a few scans.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N
from rootcause.domain.phi.lexicon import unknown_word
from rootcause.domain.phi.scan import all_of, capital_starts

Span = tuple[int, int, str]

_WORD = r"(?:[A-Z]['’])?(?:Ma?c)?[A-Z][a-z]+(?:-[A-Z][a-z]+)?"
_KIN = (r"son|daughter|wife|husband|partner|mother|father|mum|mom|dad|brother|sister|niece|nephew|grandson"
        r"|granddaughter|grandmother|grandfather|aunt|uncle|cousin|friend|neighbour|neighbor|fianc[ée]e?|girlfriend"
        r"|boyfriend|stepson|stepdaughter|carer")
# "her son Dmitri", "the patient's daughter Anna", "Pt's wife Joanne": a possessive, a relative, then the name.
KIN_NAME = re.compile(
    r"(?<![A-Za-z])(?i:his|her|their|my|our|[a-z]+['’]s)[ \t]+(?i:" + _KIN + r")[ \t]+,?[ \t]*(" + _WORD
    + r")(?:[ \t]+(" + _WORD + r"))?"
)
_KIN_SET = frozenset(w for w in _KIN.replace("fianc[ée]e?", "fiance fiancee fiancé fiancée").split("|"))
_KIN_LAST = frozenset(w[-1] for w in _KIN_SET)
_OWNER_BEFORE = re.compile(r"(?<![A-Za-z])(?i:his|her|their|my|our|[a-z]+['’]s)[ \t]+$")
# "Aunty Mere", "Uncle Tavita", "Nana Joan", "Koro Hemi": a relative's title, as families and wards use it.
KIN_TITLE = re.compile(r"(?:Aunty|Auntie|Aunt|Uncle|Nana|Nanna|Grandma|Grandpa|Granny|Koro|Kuia|Tia|Tita|Tito|Lola"
                       r"|Lolo)[ \t]+(" + _WORD + r")")
# "Joanne (wife)", "K. Adeyemi-Bello (pt)", "Aunty Mere (next of kin)", "ANAND K (bed 22)": who, then their part.
BRACKETED_PART = re.compile(
    r"(" + _WORD + r"|[A-Z]{3,}(?:[ \t]+[A-Z])?)[ \t]*\((?:(?i:" + _KIN + r"|pt|patient|nok|next[ \t]+of[ \t]+kin"
    r"|interpreter)|(?P<bed>(?i:bed|bay|cot)[ \t]*\d{1,3}[A-Za-z]?))\)"
)
# A nickname in quotes with what makes it one: "known (on the ward) as 'Mack'", "goes by 'Bee'", and
# '"Sunny" (the name the patient prefers)', "'Mack' (nickname)".
_QUOTE_OPEN, _QUOTE_CLOSE = "['‘\"“]", "['’\"”]"
NICKNAME_AFTER = re.compile(
    r"(?i:known(?:[ \t]+[a-z]+){0,4}[ \t]+as|goes[ \t]+by|prefers[ \t]+(?:to[ \t]+be[ \t]+called[ \t]+)?"
    r"|nicknamed|likes[ \t]+to[ \t]+be[ \t]+called|calls[ \t]+(?:him|her|them)sel(?:f|ves))[ \t,:]*"
    + _QUOTE_OPEN + r"(" + _WORD + r")" + _QUOTE_CLOSE
)
NICKNAME_BEFORE = re.compile(
    _QUOTE_OPEN + r"(" + _WORD + r")" + _QUOTE_CLOSE + r"[ \t]*\((?:[^()\n]{0,40}?(?i:\bname\b|nickname|known as))"
)
# A name label in lower case, then a known given name in lower case: "name is derek hollis", "name: jenny".
LOWER_NAMED = re.compile(r"(?<![a-z])(?:name|named|called)[ \t]*(?:is|was|:|=)?[ \t_]*([a-z][a-z'’-]+)"
                         r"(?:[ \t_]+([a-z][a-z'’-]+))?")  # ("pt_name=olwen_pritchard" too)
# A name and an age, or where the person comes from, in apposition: "Hunter, the 7-year-old in cot 4", "Faith, a
# 92-year-old", "Umaiba, a native of Punnapra", "Shahjahan Begum, hailing from Bahadurpura". These say a person is
# meant, so a word no list knows counts too (not after "in", "at", "from": "In Bushey, a 70-year-old man").
_AGE_IN_APPOSITION = re.compile(r",[ \t]+(?:(?:the|a|an)[ \t]+(?:[a-z]+[ \t]+){0,2}\d{1,3}[ \t-]+"
                                r"(?:year|month|week|day)s?[ \t-]+old"
                                r"|(?:a|an)[ \t]+(?:native|resident)[ \t]+of|hailing[ \t]+from"
                                r"|who[ \t]+hailed[ \t]+from)")
_PLACE_BEFORE = re.compile(r"(?<![A-Za-z])(?i:in|at|from|near|to|into|across|outside|inside|around)[ \t]+$")
_NAME_BEFORE = re.compile(r"(?<![A-Za-z'’-])(" + _WORD + r")$")
_NICKNAME_WORDS = ("known", "goes by", "prefers", "nicknamed", "likes to be called", "calls ")
# A surname in lower case with a hyphenated romanised given name: "tsai ming-hui" (English words that are also
# romanised surnames never start one).
_LOWER_NOT_SURNAMES = frozenset({"do", "le", "park", "tan", "long", "young", "hung", "wing", "bay", "ho", "so", "to"})
# What a name was spelled as: "band spelled M-A-R-J-O-R-I-E" (joined in the canonical form), "surname spelt Smyth".
SPELLED_AS = re.compile(r"(?i:spelled|spelt|spelling)[ \t]+(?:as[ \t]+|it[ \t]+)?['‘\"“]?([A-Za-z]{3,})")
_ACRONYM_LIKE = re.compile(r"[A-Z]{2,}")
_LETTER_AFTER = re.compile(r"[A-Za-zıİſK]")  # (a Latin letter, or one a case-blind Latin letter matches)
_FUNCTION = frozenset({"the", "a", "an", "and", "or", "of", "in", "on", "at", "to", "for", "by", "with", "from", "was",
                       "is", "not", "no", "unknown", "unclear", "withheld", "missing", "blank", "correct", "wrong",
                       "redacted", "removed", "anonymised", "anonymized", "hidden", "none", "null"})


# "the only daughter of Hazel Shields", "the family of Brian Sinclair", "the estate of the late Mr Ross": a relative
# or an estate, "of", then the person it belongs to.
_OF_PERSON = re.compile(r"[ \t]+of[ \t]+(?:the[ \t]+late[ \t]+)?(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?[ \t]+)?(" + _WORD
                        + r")(?:[ \t]+(" + _WORD + r"))?")
# "Pemba Sherpa, his guide, stayed", "Hope, the patient's sister, asked": a name, then in apposition whose relative
# or companion it is.
_APPOSED_PART = re.compile(r",[ \t]+(?i:his|her|their|(?:the[ \t]+)?[a-z]+['’]s)[ \t]+(?i:" + _KIN
                           + r"|guide|interpreter|advocate"
                           r"|keyworker|key[ \t]+worker|chaperone|escort|companion)\b")
_PAIR_BEFORE = re.compile(r"(?<![A-Za-z'’-])(?:(" + _WORD + r")[ \t]+)?(" + _WORD + r")$")
# A child or an old person called by an adjective and their surname ("young Rogers contracted peritonitis"), and a
# judge by the office after their name in capitals ("BARNES, J., delivered the opinion", "KOLOVSKY, J.A.D.").
_YOUNG = re.compile(r"(?<![A-Za-z])(?:young|little|wee)[ \t]+(" + _WORD + r")")
_JUDGE = re.compile(r"(?<![A-Za-z])([A-Z]{3,}(?:-[A-Z]{3,})?),[ \t]+(?:(?:C\.[ \t]?|P\.[ \t]?)?J\.(?:A\.(?:D\.)?)?"
                    r"|(?:Chief[ \t]+|Presiding[ \t]+|Associate[ \t]+)?(?:Justice|Judge)\b)")
# A caller or a texter naming themselves after a greeting: "Hi its Dwayne, mums son", "Hello, this is Mere".
_SELF_NAMED = re.compile(r"(?i:hi|hello|hey|morning|evening|afternoon)[ \t,!.-]*(?i:it['’]?s|it[ \t]+is|this[ \t]+is)"
                         r"[ \t]+(" + _WORD + r")")
# ... typed in lower case, a full name of two words no list takes for words: "hi its idongesit ekpenyong, my mum".
_SELF_NAMED_LOWER = re.compile(r"(?i:hi|hello|hey)[ \t,!.-]*(?:it['’]?s|it[ \t]+is|this[ \t]+is)[ \t]+([a-z]{3,})[ \t]+"
                               r"([a-z]{3,})(?=[ \t]*[,.!])")
# A given name with the Hindi and Punjabi honorific after it: "Gurmeet ji was given a non-veg tray".
_JI = re.compile(r"(?<![A-Za-z'’-])(" + _WORD + r")[ \t-]ji(?![A-Za-z])")
# ... but a relative's or a teacher's title takes ji too: Nani-ji (maternal grandmother), Dadi-ji, Guru-ji.
_KIN_JI = frozenset({"nani", "nana", "dadi", "dada", "mata", "pita", "bhabhi", "didi", "chacha", "chachi", "bapu",
                     "baba", "amma", "appa", "papa", "mummy", "mamma", "guru", "bhai", "behen", "beta", "beti", "masi",
                     "mausi", "mama", "mami", "bua", "tau", "tai", "pandit", "swami", "maharaj", "sant", "bauji",
                     "biji", "bebe", "pitaji", "mataji", "uncle", "aunty", "auntie", "sir", "madam"})
# Someone greeted by name in a message: "Kia ora Manaia, your appt is Tue", "Hi Siobhan, the bed is ready".
_GREETED = re.compile(r"(?i:kia[ \t]+ora|hi|hello|hey|dear|morning|good[ \t]+morning|good[ \t]+afternoon|talofa"
                      r"|bula|namaste)[ \t,]+(" + _WORD + r")[ \t]*[,!]")
# Someone giving their own name in quoted speech: "'I'm Bernadine, not Bernadette'" (the name, then a pause or "not").
_I_AM = re.compile(r"(?<![A-Za-z])(?i:i['’]m|i[ \t]+am)[ \t]+(" + _WORD + r")(?=[ \t]*[,.!;–—]|[ \t]+not\b)")
_BELONGS_TO = _KIN_SET | {"sons", "daughters", "children", "widow", "widower", "estate", "family", "parents",
                          "relatives", "kin", "grandchildren", "siblings", "administratrix", "administrator",
                          "executrix", "executor", "guardian"}


# A romanised Taiwanese name inside a path or a file name, its parts joined by the code's own marks:
# "patients/tseng-ya-ting/", "IMG_0412_wu-peiyu_sacrum.jpg" (a surname, then a given name of two syllables).
_CODE_ROMANISED = re.compile(r"(?<![A-Za-z])([a-z]{2,6})[-_.]([a-z]{2,6}-[a-z]{2,6}|[a-z]{4,10})(?![A-Za-z])")


def _a_romanised_name(surname: str, given: str) -> bool:
    return surname in N.SURNAME_FIRST and surname not in _LOWER_NOT_SURNAMES and given not in N.LEXICON \
        and N.romanised_given(given)


def _in_a_code(t: str, start: int, end: int) -> bool:
    """Whether the words stand inside a path or a file name (the run of characters without a space around them
    holds a slash or an underscore)."""
    a, b = start, end
    while a > 0 and not t[a - 1].isspace():
        a -= 1
    while b < len(t) and not t[b].isspace():
        b += 1
    return "/" in t[a:b] or "_" in t[a:b]


def _names_someone(word: str) -> bool:
    """Shaped like a name and not a role, an eponym, a place word or a word the tables say is never a name."""
    base = N.without_possessive(word).lower()
    if base in N.EPONYMS or base in N.PLACE_WORDS or base in _FUNCTION:
        return False
    return base not in N.NOT_NAMES or base in N.GIVEN_NAMES or base in N.SURNAMES


def _known(word: str) -> bool:
    base = word.lower()
    return base in N.GIVEN_NAMES or base in N.WORD_GIVEN_NAMES or (
        base in N.SURNAMES and base not in N.AMBIGUOUS_NAMES) or bool(N.SURNAME_SHAPE.fullmatch(word))


# A given name, "son of" or "daughter of" as Singapore, Malaysia and Wales write it, and the father's name.
_OF_WORDS = (" s/o ", " d/o ", " a/l ", " a/p ", " bin ", " binti ", " bte ", " bt. ", " ap ", " ab ", " ferch ")
# An Arabic surname with its article, after a given name: "Yusuf Al-Rashidi", "Omar el-Sayed".
_ARTICLE_SURNAME = re.compile(r"(?<![A-Za-z])([A-Z][a-z]{2,})[ \t]+((?:Al|El|al|el)-[A-Z][a-z]{2,})(?![A-Za-z])")
# (and the Welsh son or daughter of: "Rhodri ap Gwilym", "Nia ferch Iolo"; in lower case only, "ap" being a word)
_PATRONYMIC = re.compile(r"(?<![A-Za-z])([A-Z][a-z]{2,})[ \t]+((?i:s/o|d/o|a/l|a/p|bin|binti|bte|bt\.)|ap|ab|ferch)"
                         r"[ \t]+([A-Z][a-z]{2,})")


# A maiden name after née, and a title with a surname both in capitals, as a bed board writes them: "(née Hartigan)",
# "MR O'SULLIVAN – NIL BY MOUTH" (the word after the title a listed surname or no word at all).
_NEE = re.compile(r"(?<![A-Za-z])(?:née|nee|Née|Nee)[ \t]+((?:Ma?c|O['’])?[A-Z][a-z'’-]+)")
_CAPS_TITLE = re.compile(r"(?<![A-Za-z])(?:MR|MRS|MS|MISS|MX|DR)\.?[ \t]+((?:O['’]|MA?C)?[A-Z]{2,}(?:-[A-Z]{2,})?)"
                         r"(?![A-Za-z])")


def _maiden_and_capitals(t: str, low: str) -> Iterator[Span]:
    for m in _NEE.finditer(t) if "ée" in low or "nee " in low else ():
        if _names_someone(m.group(1)):
            yield m.start(1), m.end(1), "person_name"
    for m in _CAPS_TITLE.finditer(t) if "R " in t or "R." in t or "S " in t or "X " in t else ():
        word = m.group(1).replace("’", "'")
        bare = word.split("'")[-1].lower()
        if (bare in N.SURNAMES and bare not in N.AMBIGUOUS_NAMES) or (  # (two letters only if listed: MR WU, DR NG)
                len(bare) > 2 and bare not in N.LEXICON and unknown_word(bare.title())):
            yield m.start(), m.end(1), "person_name"


def relations(t: str, low: str) -> Iterator[Span]:
    """The rules of this module, each tried only where its trigger occurs."""
    yield from _maiden_and_capitals(t, low)
    for i in capital_starts(t):  # (shared with the other name rules): a relative's word or title at a capital
        title = KIN_TITLE.match(t, i) if t[i] in "AUNGKTL" else None
        if title and _names_someone(title.group(1)):
            yield title.start(1), title.end(1), "person_name"
        if i < 2 or t[i - 1] not in " \t,":
            continue
        k = i - 1
        while k > 0 and t[k - 1] in " \t,":
            k -= 1
        if low[k - 1 : k] not in _KIN_LAST:
            continue  # (no relative's word ends here: the word before need not be cut out)
        j = max(t.rfind(" ", max(0, k - 16), k), t.rfind("\t", max(0, k - 16), k))
        if low[j + 1 : k] not in _KIN_SET:
            continue
        owner = _OWNER_BEFORE.search(t, max(0, j - 24), j + 1)
        m = KIN_NAME.match(t, owner.start()) if owner else None
        if m and _names_someone(m.group(1)):
            end = m.end(2) if m.group(2) and _names_someone(m.group(2)) else m.end(1)
            yield m.start(1), end, "person_name"
    if "(" in t:
        parens = list(all_of(t, "("))
        # a part in brackets opens with a letter ("(wife)", "(bed 3)"): a search around a bracket can only find one
        # where a bracket with a letter after it stands in its stretch (in Chinese notes, few do)
        lettered = [q for q in parens if _LETTER_AFTER.match(t, q + 1)]
        for i in parens:
            nearest = bisect_left(lettered, i - 40)
            if nearest == len(lettered) or lettered[nearest] + 1 >= i + 20:
                continue
            m = BRACKETED_PART.search(t, max(0, i - 40), i + 20)
            if m is None:
                continue
            word = m.group(1)
            if _ACRONYM_LIKE.fullmatch(word.split()[0]):  # "ANAND K (bed 22)": four or more capitals and an initial
                head = word.split()[0]
                ok = head.lower() not in N.NOT_NAMES and ((" " in word and len(head) >= 4) or _known(head.title()))
            else:
                ok = _names_someone(word) and (not m.group("bed") or _known(word))
            if ok:
                yield m.start(1), m.end(1), "person_name"
    if "'" in t or "’" in t or '"' in t or "“" in t:
        after = (m for i in sorted({i for w in _NICKNAME_WORDS for i in all_of(low, w)})
                 for m in (NICKNAME_AFTER.match(t, i),) if m)
        for m in (*after, *(NICKNAME_BEFORE.finditer(t) if "(" in t else ())):
            if _names_someone(m.group(1)):
                yield m.start(1), m.end(1), "person_name"
    for word in ("name", "called"):
        for i in all_of(low, word):
            m = LOWER_NAMED.match(t, i)
            if m is None or not t[m.start(1)].islower():
                continue
            first = m.group(1)
            labelled = t[m.start() : m.start(1)].rstrip(" \t_").endswith(("=", ":"))  # "name: olwen", "name=olwen"
            if first in _FUNCTION:
                continue  # "name=redacted", "name: unknown"
            if (first in N.GIVEN_NAMES and first not in N.WORD_GIVEN_NAMES and first not in N.NOT_NAMES) or (
                    labelled and unknown_word(first)):
                second = m.group(2)
                keep = second and second not in _FUNCTION and second not in N.NOT_NAMES
                yield m.start(1), m.end(2) if keep else m.end(1), "person_name"
    for i in all_of(t, "-"):
        if not ("a" <= t[i - 1 : i] <= "z" and "a" <= t[i + 1 : i + 2] <= "z"):
            continue  # the hyphen of a given name in lower case has a letter on each side (not a date's, a phone's)
        m = N.LOWER_ROMANISED.search(t, max(0, i - 14), i + 8)
        if (m and m.start(2) < i < m.end(2) and m.group(1) in N.SURNAME_FIRST and m.group(1) not in _LOWER_NOT_SURNAMES
                and all(p in N.ROMANISED_SYLLABLES for p in m.group(2).split("-"))):
            yield m.start(1), m.end(2), "person_name"
        elif (c := _CODE_ROMANISED.search(t, max(0, i - 7), i + 14)) and c.start(2) - 1 <= i < c.end(2) \
                and _a_romanised_name(c.group(1), c.group(2)) and _in_a_code(t, c.start(), c.end()):
            yield c.start(1), c.end(2), "person_name"  # ".../patients/tseng-ya-ting/", "IMG_0412_wu-peiyu_sacrum.jpg"
    if "spel" in low:
        for m in SPELLED_AS.finditer(t):
            word = m.group(1).lower()
            if (word in N.GIVEN_NAMES and word not in N.WORD_GIVEN_NAMES) or (
                    word in N.SURNAMES and word not in N.AMBIGUOUS_NAMES):
                yield m.start(1), m.end(1), "person_name"
    for m in _AGE_IN_APPOSITION.finditer(t) if "old" in low or "of" in low or "hail" in low else ():
        name = _NAME_BEFORE.search(t, max(0, m.start() - 30), m.start())  # (the pattern opens with a comma: fast)
        if name and _names_someone(name.group(1)) and (_known(name.group(1)) or (
                unknown_word(name.group(1)) and not _PLACE_BEFORE.search(t, max(0, name.start(1) - 12),
                                                                         name.start(1)))):
            yield name.start(1), name.end(1), "person_name"
    for m in _ARTICLE_SURNAME.finditer(t) if "l-" in t else ():
        if _names_someone(m.group(1)) and m.group(1).lower() not in N.LEXICON:
            yield m.start(1), m.end(2), "person_name"
    for i in sorted({*all_of(low, ", his "), *all_of(low, ", her "), *all_of(low, ", their "), *all_of(low, "'s "),
                     *all_of(low, "’s ")}):
        k = low.rfind(",", max(0, i - 40), i + 1)  # (a possessive's apposition opens at its comma: ", the pt's wife")
        m = _APPOSED_PART.match(t, k) if k >= 0 else None
        name = _PAIR_BEFORE.search(t, max(0, k - 40), k) if m else None
        if name and _names_someone(name.group(2)) and (name.group(1) is None or _names_someone(name.group(1))) and (
                _known(name.group(2)) or unknown_word(name.group(2))):  # (not "Recovery, his daughter said, was slow")
            yield name.start(1) if name.group(1) else name.start(2), name.end(2), "person_name"
    for i in sorted({*all_of(low, "young "), *all_of(low, "little "), *all_of(low, "wee ")}):
        m = _YOUNG.match(t, i)
        if m and _known(m.group(1)) and _names_someone(m.group(1)):
            yield m.start(1), m.end(1), "person_name"
    for m in _JUDGE.finditer(t) if ", J." in t or ", C.J." in t or ", P.J." in t or "Justice" in t or "Judge" in t \
            else ():
        if m.group(1).lower() not in N.NOT_NAMES:
            yield m.start(1), m.end(1), "person_name"
    for i in (j for j in all_of(low, "ji") if j > 1 and low[j - 1] in " \t-" and not low[j + 2 : j + 3].isalpha()):
        k = i - 2
        while k > 0 and t[k - 1].isalpha():
            k -= 1
        ji = _JI.match(t, k)
        if ji and ji.group(1).lower() not in _KIN_JI and _names_someone(ji.group(1)) and (
                _known(ji.group(1)) or unknown_word(ji.group(1))):
            yield ji.start(1), ji.end(1), "person_name"
    for i in sorted({i for w in ("kia ora", "hi ", "hello", "hey ", "dear ", "morning", "afternoon", "talofa", "bula",
                                 "namaste") for i in all_of(low, w)}):
        greeted = _GREETED.match(t, i)
        if greeted and (i == 0 or not t[i - 1].isalpha()) and _names_someone(greeted.group(1)) and (
                _known(greeted.group(1)) or unknown_word(greeted.group(1))):
            yield greeted.start(1), greeted.end(1), "person_name"
    for i in sorted({*all_of(low, "i'm "), *all_of(low, "i’m "), *all_of(low, "i am ")}):
        me = _I_AM.match(t, i)
        if me and _names_someone(me.group(1)) and (_known(me.group(1)) or unknown_word(me.group(1))):
            yield me.start(1), me.end(1), "person_name"
    for i in sorted({*all_of(low, "it's "), *all_of(low, "its "), *all_of(low, "it’s "), *all_of(low, "this is "),
                     *all_of(low, "it is ")}):
        m = _SELF_NAMED.search(t, max(0, i - 12), i + 40)
        if m and m.start(1) > i and _names_someone(m.group(1)):
            yield m.start(1), m.end(1), "person_name"
        lower = _SELF_NAMED_LOWER.search(t, max(0, i - 12), i + 50)
        if lower and lower.start(1) > i and all(unknown_word(w) or (w in N.GIVEN_NAMES and w not in N.LEXICON)
                                                for w in lower.groups()):
            yield lower.start(1), lower.end(2), "person_name"
    for i in all_of(low, " of "):  # "daughter of Hazel Shields": the word before "of" says whose
        j = max(low.rfind(" ", 0, i), low.rfind("\t", 0, i)) + 1
        m = _OF_PERSON.match(t, i) if low[j:i] in _BELONGS_TO else None
        if m is None or not _names_someone(m.group(1)):
            continue
        second = m.group(2) if m.group(2) and _names_someone(m.group(2)) else None
        if _known(m.group(1)) or (second and _known(second)):
            yield m.start(1), m.end(2) if second else m.end(1), "person_name"
    for word in (w for w in _OF_WORDS if w in low):
        for i in all_of(low, word):  # a patronymic: "Muthusamy s/o Ramasamy", "Nur Aisyah binti Rahman"
            m = _PATRONYMIC.search(t, max(0, i - 20), i + 30)
            if m and m.start(2) == i + 1 and _names_someone(m.group(1)) and _names_someone(m.group(3)):
                yield m.start(1), m.end(3), "person_name"

