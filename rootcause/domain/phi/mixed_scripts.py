"""Words that mix Latin letters with Greek or Cyrillic ones, read in Latin letters.

Swapping a letter of a name for one of another script that looks the same ("Заjączkowski", with a Cyrillic З and
а) hides it from every rule that reads words, and the canonical form's look-alike table only maps the letters that
look alike (it leaves З, τ, μ). A word written in two scripts is no word of either: a Greek-script name partly mapped
("Nτέpμoτ") or a Latin name with a stray Cyrillic letter is read here letter by letter in Latin, one character for
one, so the name rules see "Zajaczkowski" and "Ntepmot". A Cyrillic word that is mostly Cyrillic stays as typed (the
Cyrillic name rule reads it); a Greek word never is one of ours, whatever its share of Latin look-alikes.
"""

from __future__ import annotations

import re

__all__ = ["has_other_letters", "latinised"]

_GREEK, _CYRILLIC = "\u0370-\u03ff", "\u0400-\u04ff"
_OTHER = re.compile(f"[{_GREEK}{_CYRILLIC}]")
_MIXED = re.compile(rf"[A-Za-z{_GREEK}{_CYRILLIC}'’-]*(?:[A-Za-z][{_GREEK}{_CYRILLIC}]|[{_GREEK}{_CYRILLIC}][A-Za-z])"
                    rf"[A-Za-z{_GREEK}{_CYRILLIC}'’-]*")
_PAIRS = {
    # Greek (accents are gone by now; final sigma too)
    "α": "a", "β": "b", "γ": "g", "δ": "d", "ε": "e", "ζ": "z", "η": "i", "θ": "t", "ι": "i", "κ": "k", "λ": "l",
    "μ": "m", "ν": "n", "ξ": "x", "ο": "o", "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t", "υ": "u", "φ": "f",
    "χ": "h", "ψ": "p", "ω": "o", "ά": "a", "έ": "e", "ή": "i", "ί": "i", "ό": "o", "ύ": "u", "ώ": "o",
    "Α": "A", "Β": "B", "Γ": "G", "Δ": "D", "Ε": "E", "Ζ": "Z", "Η": "I", "Θ": "T", "Ι": "I", "Κ": "K", "Λ": "L",
    "Μ": "M", "Ν": "N", "Ξ": "X", "Ο": "O", "Π": "P", "Ρ": "R", "Σ": "S", "Τ": "T", "Υ": "Y", "Φ": "F", "Χ": "H",
    "Ψ": "P", "Ω": "O",
    # Cyrillic (Russian, Ukrainian, Serbian letters a name is spelled with)
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "z", "з": "z", "и": "i", "й": "i",
    "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t", "у": "u", "ф": "f",
    "х": "h", "ц": "c", "ч": "c", "ш": "s", "щ": "s", "ы": "y", "э": "e", "ю": "u", "я": "a", "і": "i", "ї": "i",
    "є": "e", "ґ": "g", "ј": "j",
    "А": "A", "Б": "B", "В": "V", "Г": "G", "Д": "D", "Е": "E", "Ё": "E", "Ж": "Z", "З": "Z", "И": "I", "Й": "I",
    "К": "K", "Л": "L", "М": "M", "Н": "N", "О": "O", "П": "P", "Р": "R", "С": "S", "Т": "T", "У": "U", "Ф": "F",
    "Х": "H", "Ц": "C", "Ч": "C", "Ш": "S", "Щ": "S", "Ы": "Y", "Э": "E", "Ю": "U", "Я": "A", "І": "I", "Ї": "I",
    "Є": "E", "Ґ": "G", "Ј": "J",
}
_TO_LATIN = str.maketrans(_PAIRS)


def has_other_letters(text: str) -> bool:
    """Whether ``text`` holds a Greek or Cyrillic letter at all (the common case is no)."""
    return _OTHER.search(text) is not None


_CYRILLIC_NEIGHBOUR = re.compile(rf"[{_CYRILLIC}][^ \t\n]*[ \t]+$|^[ \t]+[^ \t\n]*[{_CYRILLIC}]")


def latinised(text: str) -> str:
    """``text`` with each word that mixes Latin with Greek letters, or is mostly Latin with Cyrillic letters among
    them and no Cyrillic word beside it, spelled in Latin letters (one character for one, so no index moves).
    ("Oкcaнa Meльник" is a Cyrillic name the look-alike table half mapped: it stays for the Cyrillic rule.)"""

    def one_word(m: re.Match[str]) -> str:
        word = m.group()
        if any("\u0370" <= c <= "\u03ff" for c in word):
            return word.translate(_TO_LATIN)
        latin = sum("a" <= c.lower() <= "z" for c in word)
        beside = text[max(0, m.start() - 40) : m.start()], text[m.end() : m.end() + 40]
        if latin <= len(_OTHER.findall(word)) or _CYRILLIC_NEIGHBOUR.search(beside[0]) or \
                _CYRILLIC_NEIGHBOUR.search(beside[1]):
            return word
        return word.translate(_TO_LATIN)

    return _MIXED.sub(one_word, text)
