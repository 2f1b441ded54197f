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
    "has_cjk",
    "has_simplified",
    "is_latin_word_char",
    "normalize",
    "script_of",
    "to_traditional",
    "traditional_variants",
]

_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_SPACE = re.compile(r"\s+")
_DASHES = str.maketrans({"\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-",
                         "\u2019": "'", "\u2018": "'", "\u02bc": "'"})
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
    """NFKC, unified dashes/apostrophes, case folding, expanded n't, Simplified -> Traditional, single spaces."""
    out = unicodedata.normalize("NFKC", text).translate(_DASHES).casefold()
    if "n't" in out:
        out = _CONTRACTION.sub(_expand, out)
    out = to_traditional(out)
    return _SPACE.sub(" ", out).strip()
