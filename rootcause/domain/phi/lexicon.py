"""Is a capitalised word an everyday or clinical word, or could it only be a name?

Name tables never hold every surname (Wijeratne, Okonjo, Lindqvist), but an English word list holds the words
that are not names. A capitalised word that is in no word list (``words/en_lexicon.txt``, SCOWL), not in the
project's clinical tables, and not a clinical word by its shape (a drug's stem, a disease's ending, a British
spelling of a listed word) is *unknown*: the name rules then read it as a name where the context names a person
("Pt Wijeratne", "baby boy Ferreira-Lopes", "Okonjo was found on the floor"), and nowhere else.
"""

from __future__ import annotations

import re
import unicodedata

from rootcause.domain.phi import name_tables as N

__all__ = ["listed_word", "one_letter_more", "unknown_word"]

# Shapes of clinical words that a general word list lacks: drug stems (vancomycin, enoxaparin, apixaban), disease
# and procedure endings (hyperkalaemia, cholecystectomy), and prefixes (tachycardic, hypoglycaemic).
_CLINICAL_SHAPE = re.compile(
    r"(?:amol|adol|farin|mycin|micin|cillin|cycline|floxacin|azole|conazole|pril|sartan|olol|dipine|statin|parin|xaban|gatran|mab|nib"
    r"|tide|zepam|zolam|azepam|pam|done|phine|morphine|caine|sone|olone|asone|profen|fenac|oxacin|vir|prazole|tidine"
    r"|setron|triptan|dronate|gliptin|glutide|gliflozin|formin|lukast|terol|tropium|uril|amide|thiazide|semide"
    r"|aemia|emia|itis|osis|ectomy|otomy|ostomy|plasty|scopy|scope|graphy|gram|algia|penia|uria|cardia|cardic|pnoea"
    r"|pnea|plegia|paresis|oma|ectasis|rrhage|rrhoea|rrhea|trophy|pathy|lysis|genic|aemic|emic|ase|logy|logist|logic"
    r"|logical|iatric|iatrics|iatry|therapy|therapist|metric|metry|tomy|phylaxis|plasia|trophic|kinesia|esthesia"
    r"|aesthesia|thermia|tension|tensive|glycaemia|glycemia|uresis|uretic|sclerosis|spasm|cele|centesis|ostomy)$"
    r"|^(?:hyper|hypo|tachy|brady|dys|haem|hema|hemo|neuro|cardio|gastro|nephro|hepat|oesoph|esoph|pneumo|thrombo)"
)
_BRITISH = ((re.compile(r"ae"), "e"), (re.compile(r"oe"), "e"), (re.compile(r"our\b"), "or"),
            (re.compile(r"is(e|ed|es|ing|ation)$"), r"iz\1"), (re.compile(r"ys(e|ed|es|ing)$"), r"yz\1"),
            (re.compile(r"tre$"), "ter"), (re.compile(r"ogue$"), "og"), (re.compile(r"lled$"), "led"))
_VOWEL = re.compile("[aeiouy]")
_IRISH = re.compile(r"^[od]'|'s$")  # O'Sullivan, D'Souza: the name after the prefix; a possessive's 's


def _listed(word: str) -> bool:
    lexicon = N.LEXICON
    if word in lexicon:
        return True
    for ending in ("s", "es", "'s", "’s"):  # a plural or a possessive of a listed word
        if word.endswith(ending) and word[: -len(ending)] in lexicon:
            return True
    american = word
    for pattern, repl in _BRITISH:
        american = pattern.sub(repl, american)
    return american != word and american in lexicon


def listed_word(word: str) -> bool:
    """Whether ``word`` (any case) is an English word of the list, plurals, possessives and British spellings
    included."""
    return _listed(word.lower())


def _folded(word: str) -> str:
    """A Latin word without its accents (Erzsébet → Erzsebet, Szőke → Szoke): the word lists are in plain letters;
    a word of another script keeps its letters, and no list holds it (the name rules for that script read it)."""
    if word.isascii():
        return word
    plain = "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))
    return plain if plain.isascii() else word


def _clinical_shape(part: str) -> bool:
    """A clinical ending after a stem of three letters or more, or a clinical opening: "furosemide", "gastritis";
    not "Olamide", whose two letters before "amide" make it a Yoruba name, not a drug."""
    m = _CLINICAL_SHAPE.search(part)
    return m is not None and (m.start() == 0 or m.start() >= 3)


def unknown_word(word: str) -> bool:
    """True when ``word`` (a capitalised word, any case) is in no word list and has no clinical shape; a hyphenated
    word when no part has a clinical shape and one part is listed nowhere ("Ferreira-Lopes", not "Follow-up")."""
    parts = [_IRISH.sub("", p).replace("'", "") for p in _folded(word).lower().replace("’", "'").split("-") if p]
    if not parts or any(len(p) < 3 or not p.isalpha() or not p.isascii() or not _VOWEL.search(p) for p in parts):
        return False
    if any(_clinical_shape(part) or part in N.NOT_NAMES or part in N.EPONYMS or part in N.CARE_WORDS
           or part in N.PLACE_WORDS or part in N.SPELLED_NOT_NAMES or part in N.DRUG_NAMES for part in parts):
        return False
    return not all(_listed(part) for part in parts)


def one_letter_more(word: str, table: frozenset[str]) -> bool:
    """A long word (lower case) that one stray letter keeps from a word of ``table``: "anesthestist" for
    "anesthetist", a typed extra letter. Only for a table of roles and titles: surnames are often an everyday word
    and a letter ("Marsters"), a role mistyped is not a name."""
    return len(word) >= 8 and any(word[:i] + word[i + 1 :] in table for i in range(len(word)))
