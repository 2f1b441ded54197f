"""One normal form for cause statements and for every keyword, so matching is a plain substring search.

NFKC folds full-width letters and punctuation (ＡＢＣ，→ ABC,), case folding handles English, contractions
are spelled out (didn't -> did not) so negation and phrase rules see one form, and Simplified Chinese is
converted to Traditional with OpenCC so 护士/打断 match the zh-TW keywords 護士/打斷.

Two details keep Traditional input intact. Conversion runs only when the text holds Simplified-only
characters (Han characters outside Big5, the Traditional character set), because OpenCC's plain ``s2t``
also rewrites Traditional text (床 -> 牀, 查核 -> 查覈, 干擾 -> 幹擾 depending on the neighbours). And it uses
OpenCC's Simplified -> Traditional (Taiwan standard) table, ``s2tw``, so the converted text uses the same
character forms as the zh-TW keywords; ``traditional_variants`` gives the matcher each keyword's converted
twin as well (台 / 臺) so nothing is lost either way.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any

__all__ = [
    "IRREGULAR_FORMS",
    "SPACED_DASHES",
    "english_stems",
    "has_cjk",
    "has_simplified",
    "is_latin_word_char",
    "normalize",
    "script_of",
    "stem",
    "to_traditional",
    "traditional_variants",
]

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_SPACE = re.compile(r"\s+")
# Hyphens join a word ("read-back"); an en or em dash stands between words ("Redundancy—everyone checks"), so it
# becomes a spaced hyphen and the words on either side stay words.
_DASHES = str.maketrans({"\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": " - ", "\u2014": " - ",
                         "\u2015": " - ", "\u2019": "'", "\u2018": "'", "\u02bc": "'"})
SPACED_DASHES = "\u2013\u2014\u2015"
# Letters that stand in for others to slip a word past a keyword ("cаreless" with a Cyrillic а, 疎忽 for 疏忽): no
# English or zh-TW statement needs a Cyrillic letter or the variant, so each reads as the letter it imitates.
_LOOK_ALIKES = str.maketrans("аеорсухіјѕԁԛԝАВЕКМНОРСТХІЈЅ疎", "aeopcyxijsdqwABEKMHOPCTXIJS疏")
_CONTRACTION = re.compile(r"\b(\w+?)n't\b")
_IRREGULAR = {"wo": "will", "ca": "can", "sha": "shall"}
OPENCC_CONFIG = "s2tw"  # Simplified -> Traditional, Taiwan-standard character forms


@lru_cache(maxsize=1)
def _converter() -> Any:
    """OpenCC is created once, on first use (it loads dictionaries), and only when Chinese text shows up."""
    import opencc  # the one non-stdlib import of the text layer; kept lazy so English-only use never loads it

    return opencc.OpenCC(OPENCC_CONFIG)


def has_cjk(text: str) -> bool:
    return _CJK.search(text) is not None


def script_of(text: str) -> str:
    """'zh' when the text holds any Han characters, else 'en' (mixed text is Chinese with English terms)."""
    return "zh" if has_cjk(text) else "en"


def has_simplified(text: str) -> bool:
    """True when a Han character falls outside Big5, i.e. the text is (at least partly) Simplified."""
    han = "".join(_CJK.findall(text))
    if not han:
        return False
    try:
        han.encode("big5")
    except UnicodeEncodeError:
        return True
    return False


def to_traditional(text: str) -> str:
    """Simplified -> Traditional (Taiwan forms); Traditional input is returned unchanged."""
    return _converter().convert(text) if has_simplified(text) else text


def traditional_variants(phrase: str) -> set[str]:
    """A Traditional phrase plus the form OpenCC gives it (台 -> 臺), so converted input still matches."""
    if not has_cjk(phrase):
        return {phrase}
    return {phrase, _converter().convert(phrase)}


def is_latin_word_char(ch: str) -> bool:
    """ASCII letters and digits: the characters an English whole-word match must not run into."""
    return ch.isascii() and ch.isalnum()


def _expand(match: re.Match[str]) -> str:
    stem = match.group(1)
    return f"{_IRREGULAR.get(stem, stem)} not"


def normalize(text: str) -> str:
    """NFKC, unified dashes/apostrophes, look-alike letters read as what they imitate, case folding, expanded n't,
    Simplified -> Traditional, single spaces."""
    out = unicodedata.normalize("NFKC", text).translate(_DASHES).translate(_LOOK_ALIKES).casefold()
    if "n't" in out:
        out = _CONTRACTION.sub(_expand, out)
    out = to_traditional(out)
    return _SPACE.sub(" ", out).strip()


# ---------------------------------------------------------------------------------------- English stems
# A light stemmer shared by the keyword matcher and the similarity index: keyword and text are reduced the
# same way, so "reconstitute" meets "reconstituting", "policies" meets "policy", "forgot" meets "forget".
# Guards keep short words whole ("note" is never "not", "during" never "dur"); matching stays whole-word.
IRREGULAR_FORMS = {
    "forgot": "forget", "forgotten": "forget", "gave": "give", "given": "give", "took": "take", "taken": "take",
    "told": "tell", "saw": "see", "seen": "see", "wrote": "write", "written": "write", "ran": "run",
    "fallen": "fall", "does": "do", "made": "make", "knew": "know", "known": "know", "thought": "think",
    "brought": "bring", "caught": "catch", "understood": "understand", "felt": "feel", "kept": "keep",
    "lost": "lose", "heard": "hear", "sent": "send", "held": "hold", "said": "say", "spoke": "speak",
    "spoken": "speak", "chose": "choose", "chosen": "choose", "drew": "draw", "drawn": "draw",
    "mistook": "mistake", "mistaken": "mistake", "overrode": "override", "overridden": "override",
    "began": "begin", "begun": "begin", "hid": "hide", "hidden": "hide", "slept": "sleep", "woke": "wake",
    "woken": "wake", "ate": "eat", "eaten": "eat", "went": "go", "gone": "go", "did": "do", "done": "do",
    "got": "get", "gotten": "get", "found": "find", "bought": "buy", "taught": "teach", "sought": "seek",
    "misread": "misread", "overlooked": "overlook", "children": "child", "women": "woman", "men": "man",
    "wore": "wear", "worn": "wear", "shaken": "shake", "shook": "shake",
}
_KEEP_DOUBLE = frozenset("lsfz")
_SIBILANT_ES = ("ses", "xes", "zes", "ches", "shes")


def _strip_suffix(word: str) -> tuple[str, bool]:
    """(word without its ending, whether the ending was -ed/-ing, after which a doubled consonant undoubles)."""
    n = len(word)
    if word.endswith(("ies", "ied")) and n >= 5:
        return word[:-3] + "y", False
    for suffix, keep in (("ions", 5), ("ion", 5), ("ments", 4), ("ment", 4), ("ingly", 4), ("ing", 4),
                         ("edly", 4), ("ed", 4), ("ly", 4)):
        if word.endswith(suffix) and n - len(suffix) >= keep:
            if suffix.startswith("ion") and word[n - len(suffix) - 1] not in "ts":
                continue
            if suffix == "ly" and word.endswith("ply"):
                continue
            return word[: n - len(suffix)], suffix.startswith(("ing", "ed"))
    if word.endswith(_SIBILANT_ES) and n >= 5:
        return word[:-2], False
    if word.endswith("s") and n >= 4 and word[-2] not in "siu'":
        return word[:-1], False
    return word, False


def stem(word: str) -> str:
    """Stem of one lower-case English word (hyphenated words: the last part only)."""
    head, sep, last = word.rpartition("-")
    if sep:
        return f"{head}-{stem(last)}" if last else word
    return _stem(word)


@lru_cache(maxsize=50_000)
def _stem(word: str) -> str:
    if len(word) <= 3 or not word.isalpha():
        return word
    if word in IRREGULAR_FORMS:
        return IRREGULAR_FORMS[word]
    out, verbal = _strip_suffix(word)
    if verbal and len(out) >= 4 and out[-1] == out[-2] and out[-1] not in _KEEP_DOUBLE and out[-1] not in "aeiou":
        out = out[:-1]  # skipping -> skip, scanned -> scan
    if out.endswith("e") and len(out) >= 5:
        out = out[:-1]  # reconstitute / reconstituting / reconstitution -> reconstitut
    return out


_EN_TOKEN = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_SOFT_GAP = re.compile(r"[\s']*")


def english_stems(text: str) -> tuple[str, dict[int, int], dict[int, int]]:
    """The text as space-separated stems, plus maps from each stem's start / end to the original offsets.

    Punctuation between two words becomes " | " so no phrase matches across it; a possessive "'s" is dropped.
    """
    parts: list[str] = []
    starts: dict[int, int] = {}
    ends: dict[int, int] = {}
    pos = 0
    prev_end = -1
    for m in _EN_TOKEN.finditer(text):
        word = m.group()
        if word == "s" and m.start() > 0 and text[m.start() - 1] == "'":
            prev_end = m.end() if prev_end >= 0 else prev_end
            continue
        if prev_end >= 0:
            sep = " " if _SOFT_GAP.fullmatch(text, prev_end, m.start()) else " | "
            parts.append(sep)
            pos += len(sep)
        key = stem(word)
        starts[pos] = m.start()
        pos += len(key)
        ends[pos] = m.end()
        parts.append(key)
        prev_end = m.end()
    return "".join(parts), starts, ends
