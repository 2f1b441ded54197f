"""Chinese names that the common tables do not cover, where the words around them still say a person is meant.

The name rules of ``names_zh`` want a listed surname and common given-name characters (``zh_name_chars.txt``), which
keeps ordinary words out. Three shapes fall outside that and are still plainly names:

- after a context word (家屬, 監護人), a given name whose first character the table lacks (王新民, 尚可欣's 可) and
  whose second it has, with the name's end marked;
- a surname that is mostly a word (``zh_surnames_titled_only.txt``: 管, 計, 封), with two common given-name characters,
  after a role or before a title, the end marked (里長 管正雄, 護生 計欣妍);
- before an office, a profession or an elder's title, a surname and two characters of which one is common and the
  other no grammar, numeral or counter (張仁和議員, 李展潤局長).

"The end marked" is what keeps 醫生曾揭露 and 醫生嚴辭強迫 (a role, an adverb, a verb) out: after the name comes a
break, a title, a verb of speech, or 來/陪/簽/同/到.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from rootcause.domain.phi import name_tables as N

__all__ = ["full_names_before_titles", "titled_surname_name", "uncommon_first_character"]

Span = tuple[int, int, str]

_NUMERALS = frozenset("一二三四五六七八九十百千零兩")
_AFTER_A_NAME = frozenset("來陪簽同到")  # (王新民來電, 陪同, 簽名, 同意, 到院)
_SPACES = frozenset(" \t\u3000")
# Titles of an office, a profession or a respected elder (部長 is not among them: 衛福部長 is an office, 衛 no surname).
_TITLE = re.compile("醫師|醫生|護理師|議員|立委|局長|署長|處長|科長|市長|縣長|院長|主任|教授|律師|法官"
                    "|檢察官|先生|女士|小姐|護理長|藥師|社工師|老師|同學|伯伯|阿姨|阿嬤|阿公|奶奶|爺爺|牧師|神父")


def _han(c: str) -> bool:
    return "\u4e00" <= c <= "\u9fff"


def _end_marked(t: str, end: int) -> bool:
    """Nothing of a name's can follow ``end``: the text ends, a break or a non-Chinese character, a title, a verb of
    speech, or 來/陪/簽/同/到."""
    after = t[end : end + 1]
    return (not after or not (_han(after) or after.isalnum()) or after in _AFTER_A_NAME
            or N.ZH_HONORIFIC.match(t, end) is not None or N.ZH_PERSON_VERBS.match(t, end) is not None)


def uncommon_first_character(t: str, q: int) -> bool:
    """After a context word and a surname, a given name at ``q`` whose first character is no common given-name
    character (新, 定, or 可, which is also grammar) and whose second is one, no numeral, counter or common word, and
    its end marked."""
    first, pair = t[q : q + 1], t[q : q + 2]
    if not (len(pair) == 2 and _han(first) and (first not in N.ZH_STOP_CHARS or first == "可")
            and first not in _NUMERALS and first not in N.ZH_COUNTERS and pair[1] in N.NAME_CHARS
            and pair not in N.ZH_COMMON_WORDS):
        return False
    return _end_marked(t, q + 2)


def titled_surname_name(t: str, p: int) -> bool:
    """A surname of ``zh_surnames_titled_only`` at ``p``, two common given-name characters that make no word, and the
    name's end marked."""
    pair = t[p + 1 : p + 3]
    return t[p : p + 1] in N.TITLED_SURNAMES and len(pair) == 2 and all(c in N.NAME_CHARS for c in pair) \
        and pair not in N.ZH_COMMON_WORDS and t[p : p + 2] not in N.ZH_COMMON_WORDS and _end_marked(t, p + 3)


def _odd_given(c: str) -> bool:
    """A character that may stand in a given name though the table lacks it (和 is grammar, but 仁和 is a name)."""
    return _han(c) and (c not in N.ZH_STOP_CHARS or c == "和") and c not in _NUMERALS and c not in N.ZH_COUNTERS


def _name_before_title(t: str, h: int) -> int:
    """Start of a surname and two characters ending at ``h`` (a title follows), or -1."""
    k = h - 3
    if k >= 0 and titled_surname_name(t, k):
        return k  # 封新民伯伯: a surname that is mostly a word, before a title
    single = k >= 0 and t[k] in N.SURNAMES_ZH and t[k : k + 2] not in N.COMPOUND_SURNAMES
    if not single or (k and t[k - 1 : k + 1] in N.ZH_NOT_NAME_ENDINGS):
        return -1
    a, b = t[k + 1], t[k + 2]
    if t[k : k + 3] in N.ZH_COMMON_WORDS or t[k + 1 : k + 3] in N.ZH_COMMON_WORDS \
            or t.startswith(N.ZH_NOT_NAMES.get(t[k], ()), k):
        return -1
    return k if (a in N.NAME_CHARS and _odd_given(b)) or (b in N.NAME_CHARS and _odd_given(a)) else -1


def full_names_before_titles(t: str) -> Iterator[Span]:
    """A full name right before a title (spaces between allowed), the name without its title."""
    for m in _TITLE.finditer(t):
        h = m.start()
        while h > 0 and t[h - 1] in _SPACES:
            h -= 1
        k = _name_before_title(t, h)
        if k >= 0:
            yield k, h, "person_name"
